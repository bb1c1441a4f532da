/**
 * The flip count of the game's last empty square, the endgame solver's hottest leaf. With one
 * square empty every other square holds a disc, so on each of the four lines through it the
 * opponent's discs are exactly the squares that are not ours: the count on a line depends only on
 * our discs along it and the square's place on the line — one lookup in a 2 KB table per line,
 * and no flip words are built.
 */

/**
 * COUNT[pos * 256 + line]: discs flipped by playing place `pos` (0..7) of a full line whose own
 * discs are the bits of `line` (every other place an opponent's; bit `pos` itself is ignored).
 * A line shorter than 8 (a diagonal) reads its missing places as 0, i.e. opponent discs running
 * to the edge, which close nothing: the count comes out right for short lines too.
 */
const COUNT = new Uint8Array(8 * 256);
for (let pos = 0; pos < 8; pos++) {
  for (let line = 0; line < 256; line++) {
    let n = 0;
    for (const dir of [1, -1]) {
      let i = pos + dir, run = 0;
      while (i >= 0 && i < 8 && ((line >> i) & 1) === 0) { run++; i += dir; }
      if (i >= 0 && i < 8 && run > 0) n += run;
    }
    COUNT[pos * 256 + line] = n;
  }
}

/**
 * DIAG9_LO/HI[sq], DIAG7_LO/HI[sq]: the a1–h8-running diagonal (steps of 9) and the h1–a8-running
 * one (steps of 7) through sq. Each holds at most one square per column, so the bytes of
 * `(lo & DIAG_LO) | (hi & DIAG_HI)` have disjoint bits and a multiply by 0x01010101 sums (ORs)
 * them into the top byte: the line by column.
 */
const DIAG9_LO = new Int32Array(64), DIAG9_HI = new Int32Array(64);
const DIAG7_LO = new Int32Array(64), DIAG7_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  for (let s = 0; s < 64; s++) {
    const dx = (s & 7) - (sq & 7), dy = (s >> 3) - (sq >> 3);
    const bit = 1 << (s & 31);
    if (dx === dy) { if (s < 32) DIAG9_LO[sq] |= bit; else DIAG9_HI[sq] |= bit; }
    if (dx === -dy) { if (s < 32) DIAG7_LO[sq] |= bit; else DIAG7_HI[sq] |= bit; }
  }
}

/**
 * Discs (lo, hi) flip by playing `sq` when it is the only empty square (the opponent holds every
 * other square). Row: a byte of one half. Column: its four bits in each half gathered by a
 * multiply (bits 0, 8, 16, 24 × 0x01020408 land on 24..27 without carries). Diagonals: see
 * DIAG9_LO. The place on the line is the column, except on the column itself (the row).
 */
export function lastFlipCount(sq: number, lo: number, hi: number): number {
  const x = sq & 7, y = sq >> 3;
  const row = ((y < 4 ? lo : hi) >>> ((y & 3) << 3)) & 0xff;
  const col = (Math.imul((lo >>> x) & 0x01010101, 0x01020408) >>> 24) | ((Math.imul((hi >>> x) & 0x01010101, 0x01020408) >>> 20) & 0xf0);
  const d9 = Math.imul((lo & DIAG9_LO[sq]!) | (hi & DIAG9_HI[sq]!), 0x01010101) >>> 24;
  const d7 = Math.imul((lo & DIAG7_LO[sq]!) | (hi & DIAG7_HI[sq]!), 0x01010101) >>> 24;
  const p = x << 8;
  return COUNT[p + row]! + COUNT[(y << 8) + col]! + COUNT[p + d9]! + COUNT[p + d7]!;
}
