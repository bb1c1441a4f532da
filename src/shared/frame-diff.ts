/**
 * Exact frame comparison: colour indices, pixel for pixel. Used by `mode12h check` and the tests.
 */

export interface FrameDiff {
  count: number;
  /** Inclusive bounding box of the differing pixels, null when none differ. */
  box: { x0: number; y0: number; x1: number; y1: number } | null;
}

export function diffFrames(actual: Uint8Array, expected: Uint8Array, width: number): FrameDiff {
  if (actual.length !== expected.length) throw new Error(`frames differ in size: ${actual.length} vs ${expected.length} pixels`);
  let count = 0;
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  const at = (i: number): void => {
    count++;
    const x = i % width, y = (i - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  };
  // Four pixels a step where both frames sit on a word boundary (a matching frame, the usual case,
  // is then a quarter of the loads: bench figure 13), each differing word looked at pixel by pixel.
  const words = actual.byteOffset % 4 === 0 && expected.byteOffset % 4 === 0 ? actual.length >>> 2 : 0;
  if (words > 0) {
    const a = new Uint32Array(actual.buffer, actual.byteOffset, words);
    const e = new Uint32Array(expected.buffer, expected.byteOffset, words);
    for (let w = 0; w < words; w++) {
      if (a[w] === e[w]) continue;
      for (let i = w * 4; i < w * 4 + 4; i++) if (actual[i] !== expected[i]) at(i);
    }
  }
  for (let i = words * 4; i < actual.length; i++) if (actual[i] !== expected[i]) at(i);
  return { count, box: count ? { x0, y0, x1, y1 } : null };
}

/** "(x0,y0)-(x1,y1)", the inclusive box as messages print it. */
export function boxText(b: NonNullable<FrameDiff['box']>): string {
  return `(${b.x0},${b.y0})-(${b.x1},${b.y1})`;
}

/** Index of the loud colour in diffPalette: a changed pixel. */
export const DIFF_CHANGED = 16;

/**
 * A diff image a person can read: the expected frame dimmed (index i shows palette colour i at a
 * quarter of its brightness, greyed) and every changed pixel in DIFF_CHANGED. Paint it with
 * diffPalette(palette). A frame of more than 16 colours (mode 13h) given its `palette` is shown
 * in 16 greys, by each colour's brightness.
 */
export function diffImage(actual: Uint8Array, expected: Uint8Array, palette?: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(actual.length);
  const many = palette !== undefined && palette.length > 48;
  for (let i = 0; i < out.length; i++) {
    const e = expected[i]!;
    out[i] = actual[i] !== e ? DIFF_CHANGED : many ? Math.round(brightness(palette, e) / 17) : e;
  }
  return out;
}

const brightness = (p: ArrayLike<number>, i: number): number => (p[i * 3]! * 3 + p[i * 3 + 1]! * 6 + p[i * 3 + 2]!) / 10;

/** The frame's palette dimmed (entries 0–15; 16 greys for more colours) plus a loud magenta (entry 16) for changed pixels. */
export function diffPalette(palette: ArrayLike<number>): Uint8Array {
  const p = palette.length > 48 ? Array.from({ length: 48 }, (_, k) => 17 * Math.floor(k / 3)) : palette;
  const n = Math.min(16, Math.floor(p.length / 3));
  const out = new Uint8Array((DIFF_CHANGED + 1) * 3);
  for (let i = 0; i < n; i++) {
    const grey = brightness(p, i);
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round((grey * 0.6 + p[i * 3 + c]! * 0.4) / 4);
  }
  out.set([255, 0, 255], DIFF_CHANGED * 3);
  return out;
}
