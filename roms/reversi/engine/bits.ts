/**
 * Bit helpers for a bitboard kept as two 32-bit halves: `lo` holds squares 0..31 (rows 1–4),
 * `hi` squares 32..63 (rows 5–8); square s is bit (s & 31) of its half. JavaScript's bitwise
 * operators work on 32-bit integers, so two halves stay on V8's fast small-integer path where a
 * BigInt would allocate on every operation.
 */

/** Where moves() and flips() leave a two-word answer (a bitboard's halves), so the hot path allocates nothing. */
export const out = { lo: 0, hi: 0 };

/** Set bits of a 32-bit word (the classic SWAR count). */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Set bits of a whole bitboard (both halves): the two halves' 4-bit counts (at most 4 each) are
 * added before the byte stage, 21 operations where two popcount() calls take 25.
 */
export function popcount64(lo: number, hi: number): number {
  lo -= (lo >>> 1) & 0x55555555;
  hi -= (hi >>> 1) & 0x55555555;
  let x = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Index 0..31 of the lowest set bit of a non-zero word. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Square name "a1".."h8" (column a–h = x, row 1–8 = y), or "pass". */
export function squareName(sq: number): string {
  if (sq < 0) return 'pass';
  return String.fromCharCode(97 + (sq & 7)) + String(1 + (sq >> 3));
}

/** Parses "a1".."h8" (either case) to 0..63; "pa"/"pass" to -1; anything else to null. */
export function parseSquare(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === 'pa' || t === 'pass' || t === 'ps') return -1;
  if (!/^[a-h][1-8]$/.test(t)) return null;
  return (t.charCodeAt(0) - 97) + 8 * (t.charCodeAt(1) - 49);
}
