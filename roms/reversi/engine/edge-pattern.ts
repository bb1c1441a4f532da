/**
 * Edge patterns for the solver's estimate (estimate.ts): the 8 squares of a line, each own, the
 * other side's or empty, as a base-3 number (3^8 = 6 561 patterns).
 */

/** BASE3[line]: the base-3 value of an 8-bit line's set bits (bit i counts 3^i). */
export const BASE3 = new Uint16Array(256);
for (let m = 0; m < 256; m++) {
  let v = 0;
  for (let i = 7; i >= 0; i--) v = v * 3 + ((m >> i) & 1);
  BASE3[m] = v;
}

/** A line's pattern: own discs count 1, the other side's 2, at 3^i for the line's place i. */
export const edgePattern = (own: number, other: number): number => BASE3[own]! + 2 * BASE3[other]!;

/** The pattern of the same line read from its other end (the mirror image shares its weight). */
export function mirrorPattern(k: number): number {
  let r = 0;
  for (let i = 0; i < 8; i++) { r = r * 3 + (k % 3); k = Math.floor(k / 3); }
  return r;
}
