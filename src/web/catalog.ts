import { blocks } from '../../roms/blocks/index.ts';
import { mousetest } from '../../roms/mousetest/index.ts';
import { runs } from '../../roms/runs/index.ts';
import { tetris } from '../../roms/tetris/index.ts';
import { cFunction } from '../../runtime/machine.ts';
import type { Blocking, Rom } from '../../runtime/process.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { nosound, sound } from '../../runtime/tc/dos.ts';
import { loadScript } from './page.ts';

/**
 * The ROMs in the player itself. index.html: only Tetris (every other ROM would cost its first
 * paint). play.html: none — it fetches every ROM of roms/index.ts as a chunk (offerRomChunks), so
 * each of its ROMs costs the page only its own chunk. c-player.js: none — it runs a program from
 * C source, and a page that loads it for another ROM goes on to play.html (main.ts); Tetris there
 * was 8 KB more for a C program's page to fetch and parse before its compile (bench figure 5d).
 */
const PLAYER_ROMS: readonly Rom[] = globalThis.MODE12H_PLAY_PAGE || globalThis.MODE12H_C_PLAYER ? [] : [tetris];

/** What play.html offers its ROM chunks (tools/build-roms.mjs). */
export interface RomChunks {
  /** The ROMs the page can fetch, as roms/<name>.js. */
  readonly roms: readonly string[];
  /** The page's runtime modules by path (e.g. "runtime/tc/graphics.ts"): a chunk imports the library from here. */
  readonly lib: Readonly<Record<string, unknown>>;
  /** Called by a chunk when it has loaded. */
  register(rom: Rom): void;
  /** Called by a ROM part's script (roms/<name>.js: a part of a ROM's code loaded on first use) when it has loaded. */
  registerPart(name: string, part: unknown): void;
}

declare global {
  /**
   * Set by the build (tools/build.mjs buildWeb): true only in the browser tests' build, which
   * also offers the test ROMs below and the test hook (?test, test-hook.ts); the player's own
   * build leaves them out (payload).
   */
  var MODE12H_TEST_ROMS: boolean | undefined;
  /** Set by the build: true in play.html's bundle, whose ROMs are all chunks (tools/build-roms.mjs). */
  var MODE12H_PLAY_PAGE: boolean | undefined;
  /** On the page that offers every ROM (play.html) only. */
  var mode12hPlay: RomChunks | undefined;
}

/**
 * A ROM that throws as soon as it runs: the browser tests load it (?test&rom=crash-test) to see
 * the page report a crash instead of showing a frozen screen.
 */
const crashTest: Rom = {
  name: 'crash-test',
  title: 'Crash test',
  start: () => main(),
};

// eslint-disable-next-line require-yield
const main = cFunction('main', function* (): Blocking<void> {
  throw new Error('deliberate crash (test ROM)');
});

/** A ROM whose keys toggle a 440 Hz tone: the browser tests and the bench hear the speaker with it. */
const beepTest: Rom = {
  name: 'beep-test',
  title: 'Beep test',
  start: () => beep(),
};

function* beep(): Blocking<void> {
  for (let on = false; ; on = !on) {
    while (!(yield* bioskey(1)));
    yield* bioskey(0);
    if (on) nosound();
    else sound(440);
  }
}

/**
 * The ROM called `name`; `crash-test`, `beep-test`, `mousetest`, `runs` and `blocks` exist only
 * for the tests, in the tests' build. null: not on this page, but maybe on the one with every ROM
 * (play.html).
 */
export async function pickRom(name: string, testMode: boolean): Promise<Rom | null> {
  const roms = globalThis.MODE12H_TEST_ROMS && testMode ? [...PLAYER_ROMS, crashTest, beepTest, mousetest, runs, blocks] : PLAYER_ROMS;
  const rom = roms.find((r) => r.name === name);
  // index.html sends any other name to play.html (main.ts)
  const play = globalThis.MODE12H_PLAY_PAGE && globalThis.mode12hPlay;
  if (rom || !play) return rom ?? null;
  if (!play.roms.includes(name)) throw new Error(`no such program "${name}" (this player has: ${[...PLAYER_ROMS.map((r) => r.name), ...play.roms].join(', ')})`);
  return loadRomChunk(name);
}

/** Whether the player itself carries ROM `name` (index.html runs it; play.html fetches the others). */
export function inPlayer(name: string): boolean {
  return PLAYER_ROMS.some((r) => r.name === name);
}

/** play.html, before the player starts (src/web/play-lib.ts as built): the ROMs it can fetch and the library they use. */
export function offerRomChunks(roms: readonly string[], lib: Readonly<Record<string, unknown>>): void {
  globalThis.mode12hPlay = { roms, lib, register: (rom) => loaded.set(rom.name, rom), registerPart: (name, part) => loadedParts.set(name, part) };
}

const loaded = new Map<string, Rom>();
const loadedParts = new Map<string, unknown>();

/** roms/<name>.js, a part of a ROM's code loaded on first use (runtime/assets.ts loadPart), which registers its exports. */
export async function loadRomPart(name: string): Promise<unknown> {
  const file = `roms/${name}.js`;
  if (!globalThis.mode12hPlay) throw new Error(`${file}: only the page with every ROM (play.html) loads a ROM's parts`);
  await loadScript(file);
  const part = loadedParts.get(name);
  if (part === undefined) throw new Error(`${file} registered no part "${name}"`);
  return part;
}

/** roms/<name>.js, which registers its ROM. */
async function loadRomChunk(name: string): Promise<Rom> {
  const file = `roms/${name}.js`;
  await loadScript(file);
  const rom = loaded.get(name);
  if (!rom) throw new Error(`${file} registered no ROM "${name}"`);
  return rom;
}
