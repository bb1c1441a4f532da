/**
 * A program on mode12h: compiled from source by cc/ (or a generated program's direct ROM, romOf),
 * run on the machine, its screen taken at each shot() (mode12h's shot waits in getch(): see
 * generate.ts SHOT_H) and the files it wrote read from its C: drive.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileProgram, type SourceFile } from '../../cc/program.ts';
import type { CompileTime } from '../../cc/front/preprocess.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { Machine } from '../../runtime/machine.ts';
import type { Rom } from '../../runtime/process.ts';
import { DOSBOX_ENVIRONMENT } from './dosbox.ts';
import { SHOT_H, type Program } from './generate.ts';

export interface Run {
  /**
   * At each shot, in order: what the oracle's SHOT.H reads, A000:0000's first 38 400 bytes of each
   * plane as 640×480 colour indices — page 0 in VGAHI; in VGAMED and VGALO page 0 and what follows
   * it in memory (page 1's first rows), whichever page is shown.
   */
  screens: Uint8Array[];
  /** The files on C: after the run (name → bytes). */
  files: Map<string, Uint8Array>;
  /** Why the run stopped short: a compile error, a crash, a program that never reached its shot. */
  error: string | null;
}

/** A program's files on C: (Program.files: the files of test/fixtures/bgi-oracle it names), read once. */
const fileCache = new Map<string, Uint8Array>();
export function programFiles(p: Program): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [onC, file] of Object.entries(p.files)) {
    const path = resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'bgi-oracle', file);
    if (!fileCache.has(path)) fileCache.set(path, readFileSync(path));
    out.set(onC, fileCache.get(path)!);
  }
  return out;
}

/** Virtual time a scene may take before its shot (drawing costs no virtual time; C statements little). */
const SCENE_MS = 200;

/**
 * `source` compiled by cc/, with mode12h's SHOT.H; or the compiler's message. `compiledAt`: when TCC
 * compiled it (__DATE__, __TIME__); `stdin`: the file its standard input is redirected from.
 */
export function compileForMode12h(source: string, file: string, folder?: string, compiledAt?: CompileTime, stdin?: Uint8Array): Rom | string {
  return compileFilesForMode12h([{ name: file, text: source }], (name) => (name.toUpperCase() === 'SHOT.H' ? SHOT_H.mode12h : null), folder, compiledAt, stdin);
}

/** A program of several files (`sources` in link order, main's first; its headers by `readInclude`) compiled as compileForMode12h compiles one. */
export function compileFilesForMode12h(sources: readonly SourceFile[], readInclude: (name: string) => string | null, folder?: string, compiledAt?: CompileTime, stdin?: Uint8Array): Rom | string {
  try {
    // Only the engine the rom runs on: the synchronous flavour's code, generated and loaded too by
    // default, was a quarter of the compile (oracle-text's 550 programs).
    // linked as the oracle links (TCC with GRAPHICS.LIB, no BGIOBJ objects)
    return compileProgram(sources, { file: sources[0]!.name, env: DOSBOX_ENVIRONMENT, ...(folder && { folder }), readInclude, engines: ['coroutine'], bgiObjects: false, ...(compiledAt && { compiledAt }), ...(stdin && { stdin }) }).rom;
  } catch (e) {
    return `compile: ${(e as Error).message}`;
  }
}

/**
 * Runs `rom` until it has taken `shots` shots and ended. `onShot` sees each screen as it is taken
 * (the machine's own frame: copy it to keep it); without it the screens are kept in `screens`.
 * `machine`: run on this one, its C: drive emptied first (many runs allocate less), else a new one.
 * `given`: files put on C: before it runs (version 8's fonts), not collected back.
 */
export function runOnMode12h(rom: Rom, shots: number, onShot?: (screen: Uint8Array, i: number) => void, machine?: Machine, given?: ReadonlyMap<string, Uint8Array>): Run {
  const screens: Uint8Array[] = [];
  const m = machine ?? new Machine();
  const drive = driveOf(m);
  for (const f of drive.list()) drive.remove(f);
  // MODE12H_CHR=DIR: the stroked fonts of DIR on C: too, as `oracle --fonts` puts Borland's there
  // (a local comparison: the committed fixtures are made without them)
  const chr = process.env['MODE12H_CHR'];
  if (chr) for (const f of readdirSync(chr).filter((n) => /\.CHR$/i.test(n))) drive.write(f.toUpperCase(), readFileSync(join(chr, f)));
  for (const [f, bytes] of given ?? []) drive.write(f, bytes);
  m.load(rom);
  const files = (): Map<string, Uint8Array> => new Map(drive.list().filter((f) => !/\.CHR$/.test(f) && !given?.has(f)).map((f) => [f, drive.read(f)!]));
  const stop = (error: string): Run => ({ screens, files: files(), error });
  for (let i = 0; i < shots; i++) {
    m.runFor(SCENE_MS);
    if (m.state !== 'running') return stop(`shot ${i + 1}: ${m.crash ? `crashed: ${m.crash.message}` : `the program ended (${m.state})`} before it`);
    // Still at the same library call a little later: it waits in shot()'s getch.
    const calls = m.libraryCalls;
    m.runFor(1);
    if (m.libraryCalls !== calls) return stop(`shot ${i + 1}: still drawing after ${SCENE_MS} ms of virtual time`);
    const memory = m.vga.memory.subarray(0, SCREEN_W * SCREEN_H);
    if (onShot) onShot(memory, i);
    else screens.push(memory.slice());
    m.keyDown('Space');
    m.keyUp('Space', m.now + 1);
  }
  m.runFor(SCENE_MS);
  if (m.crash) return stop(`crashed after the last shot: ${m.crash.message}`);
  if (m.state === 'running') return stop('still running after its last shot');
  return { screens, files: files(), error: null };
}

/** FNV's 32-bit prime, the hash's chain multiplier. */
const FNV_PRIME = 0x01000193;
/** FNV_PRIME to the k-th power (mod 2^32), for runs of zero words: grown on demand. */
let primePowers = new Int32Array(1).fill(1);

/**
 * A screen's hash: 64 bits as 16 hex digits, an FNV-style chain and a position-weighted sum over
 * its 32-bit words (independent, so they run side by side; the fixtures hold 20 000 of them).
 * A run of k zero words (black: ~90 % of a generated program's screens) leaves the sum alone and
 * multiplies the chain by the prime k times, done as one multiplication by its k-th power.
 */
export function screenHash(screen: Uint8Array): string {
  const words = new Int32Array(screen.buffer, screen.byteOffset, screen.length >>> 2);
  const n = words.length;
  if (primePowers.length <= n) {
    const pw = new Int32Array(n + 1);
    pw[0] = 1;
    for (let k = 1; k <= n; k++) pw[k] = Math.imul(pw[k - 1]!, FNV_PRIME);
    primePowers = pw;
  }
  let a = 0x811c9dc5 | 0, b = 0;
  for (let i = 0; i < n; ) {
    const w = words[i]!;
    if (w === 0) {
      let j = i + 1;
      while (j < n && words[j] === 0) j++;
      a = Math.imul(a, primePowers[j - i]!);
      i = j;
    } else {
      a = Math.imul(a ^ w, FNV_PRIME);
      b = (b + Math.imul(w, (i << 1) | 1)) | 0;
      i++;
    }
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
