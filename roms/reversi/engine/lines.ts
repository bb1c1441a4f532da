/**
 * The four lines through a square, read as 8-bit patterns and written back, for the table-driven
 * flips (flips.ts) and the last empty's count (count.ts). A line's place `pos` is the square's
 * column on its row and diagonals, its row on its column.
 *
 * - Row y: a byte of one half, `(half >>> ((y & 3) * 8)) & 0xff`.
 * - Column x: bits 0, 8, 16, 24 of `(half >>> x) & 0x01010101` times 0x01020408 land on bits 24..27
 *   without carries (the low half's rows give bits 0–3, the high half's 4–7); back again, bits 0–3
 *   times 0x00204081 land on 0, 8, 16, 24 (masked by 0x01010101).
 * - Diagonals: at most one square per column, so the bytes of `(lo & DIAG_LO) | (hi & DIAG_HI)` have
 *   disjoint bits and a multiply by 0x01010101 sums (ORs) them into the top byte: the line by
 *   column. Back again, the same multiply copies a pattern to every byte and the mask keeps the
 *   diagonal's squares.
 */

/** DIAG9_LO/HI[sq]: the a1–h8-running diagonal (steps of 9) through sq; DIAG7_LO/HI: the h1–a8-running one (steps of 7). */
export const DIAG9_LO = new Int32Array(64), DIAG9_HI = new Int32Array(64);
export const DIAG7_LO = new Int32Array(64), DIAG7_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  for (let s = 0; s < 64; s++) {
    const dx = (s & 7) - (sq & 7), dy = (s >> 3) - (sq >> 3);
    const bit = 1 << (s & 31);
    if (dx === dy) { if (s < 32) DIAG9_LO[sq] |= bit; else DIAG9_HI[sq] |= bit; }
    if (dx === -dy) { if (s < 32) DIAG7_LO[sq] |= bit; else DIAG7_HI[sq] |= bit; }
  }
}

/**
 * Column x of a bitboard as an 8-bit line (bit i = row i): the high half's bits moved up a nibble
 * (rows 4–7 at bits 4, 12, 20, 28) join the low half's, and one multiply gathers all eight — row
 * r's bit lands on bit 24 + r, and no two partial products meet below it, so nothing carries in
 * (checked for every column and pattern by the unit tests). One multiply where a half each took
 * two; flips() reads two columns a call.
 */
export const column = (lo: number, hi: number, x: number): number =>
  Math.imul(((lo >>> x) & 0x01010101) | (((hi >>> x) & 0x01010101) << 4), 0x01020408) >>> 24;
