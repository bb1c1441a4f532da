/**
 * What the text-mode generators share (textgen.ts, version 3; textgen4.ts, version 4): the file a
 * program writes, its words, and cprintf's conversions with their arguments.
 */
import type { Rng } from './generate.ts';

/** The file a program writes. */
export const TEXT_FILE = 'TX.OUT';

export const WORDS = ['Hi', 'conio', 'Turbo C', 'x', 'ABCDEFGHIJ', '0123456789', 'the quick brown fox', '|', '#', '\\260\\261\\262|', '\\333|'];

/** A cprintf conversion and its argument: a width's spaces, zeros, a sign, '#' (TC's formatter hands those over one at a time). */
export function conversion(r: Rng): string {
  const k = r.next();
  if (k < 0.65) {
    const spec = r.pick(['%5d', '%-5d', '%05d', '%.3d', '%+d', '% d', '%+5d', '%-+4d', '%d', '%3d', '%08.5d', '% 05d', '%.0d']);
    return `${spec}", ${r.pick([0, r.int(-999, 999), r.int(-32768, 32767)])}`;
  }
  if (k < 0.85) return `${r.pick(['%#x', '%#X', '%#o', '%#6x', '%x', '%04X', '%u', '%5u', '%.4x'])}", ${r.pick([0, r.int(1, 255), r.int(0, 65535)])}u`;
  if (k < 0.95) return `${r.pick(['%3s', '%-6s', '%.2s', '%s', '%8.3s'])}", "${r.pick(WORDS)}"`;
  return `${r.pick(['%c', '%3c', '%-3c'])}", ${r.int(33, 126)}`;
}

/**
 * A program's scenes: each `min`…`max` steps drawn by `step`, the count drawn first — the order of
 * draws every version's fixtures were generated in, so it must not change.
 */
export function drawScenes(r: Rng, count: number, min: number, max: number, step: (r: Rng) => string): string[][] {
  const scenes: string[][] = [];
  for (let s = 1; s <= count; s++) {
    const steps: string[] = [];
    const n = r.int(min, max);
    for (let k = 0; k < n; k++) steps.push(step(r));
    scenes.push(steps);
  }
  return scenes;
}
