/**
 * The home page's cards, made at build time in Node (tools/build-app.mjs): every ROM of
 * roms/index.ts with its one line, the page that runs it, and its screen after SHOT_MS of virtual
 * time from power-on (a fixed time of day, no input) as a 4-bit indexed PNG. A ROM registered in
 * roms/index.ts gets its card on the next build.
 */
import { ROMS } from '../../../roms/index.ts';
import { msToPit } from '../../../runtime/hw/pit.ts';
import { memoryStore, mountDrive } from '../../../runtime/dos/drive.ts';
import { Machine } from '../../../runtime/machine.ts';
import { deflateSync } from 'node:zlib';
import { encodeIndexedPng } from '../../shared/png.ts';
import { inPlayer } from '../catalog.ts';

/** How long each ROM runs before its screen is taken (ms of virtual time). */
export const SHOT_MS = 1500;
const SHOT_TIME = { hour: 12, min: 0, sec: 0, hund: 0 };

export interface Card {
  name: string;
  title: string;
  variants: readonly string[];
  /** The player page that runs it, with its query: index.html (fast, Tetris) or play.html (every ROM). */
  href: string;
  png: Uint8Array;
  width: number;
  height: number;
  /** Set when the ROM crashed in its first SHOT_MS (the card shows the screen it stopped on). */
  crash: string | null;
}

export function romCards(): Card[] {
  return ROMS.map((rom) => {
    const m = new Machine({ timeOfDay: SHOT_TIME });
    mountDrive(m, memoryStore());
    m.load(rom, rom.variants?.[0]);
    m.runUntil(msToPit(SHOT_MS));
    const { vga } = m;
    const page = inPlayer(rom.name) ? 'index.html' : 'play.html';
    return {
      name: rom.name,
      title: rom.title,
      variants: rom.variants ?? [],
      href: `${page}?rom=${encodeURIComponent(rom.name)}`,
      png: encodeIndexedPng(vga.visual, vga.width, vga.height, vga.palette, { bitDepth: 4, deflate: (raw) => deflateSync(raw, { level: 9, memLevel: 9 }) }),
      width: vga.width,
      height: vga.height,
      crash: m.state === 'crashed' ? `ROM ${rom.name} crashed in its first ${SHOT_MS} ms: ${m.crash?.message ?? 'no reason given'}` : null,
    };
  });
}
