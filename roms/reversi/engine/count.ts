/**
 * The flip count of the game's last empty square, the endgame solver's hottest leaf. With one
 * square empty every other square holds a disc, so on each of the four lines through it the
 * opponent's discs are exactly the squares that are not ours: the count on a line depends only on
 * our discs along it and the square's place on the line — one lookup in a 2 KB table per line,
 * and no flip words are built.
 */
import { column, DIAG7_HI, DIAG7_LO, DIAG9_HI, DIAG9_LO } from './lines.ts';

/**
 * COUNT[pos * 256 + line]: discs flipped by playing place `pos` (0..7) of a full line whose own
 * discs are the bits of `line` (every other place an opponent's; bit `pos` itself is ignored).
 * A line shorter than 8 (a diagonal) reads its missing places as 0, i.e. opponent discs running
 * to the edge, which close nothing: the count comes out right for short lines too. The WebAssembly
 * core (core.ts) counts the last empty with a copy of it in its memory.
 */
export const COUNT = new Uint8Array(8 * 256);
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
 * Discs (lo, hi) flip by playing `sq` when it is the only empty square (the opponent holds every
 * other square). The lines are read as lines.ts says.
 */
export function lastFlipCount(sq: number, lo: number, hi: number): number {
  const x = sq & 7, y = sq >> 3;
  const row = ((y < 4 ? lo : hi) >>> ((y & 3) << 3)) & 0xff;
  const col = column(lo, hi, x);
  const d9 = Math.imul((lo & DIAG9_LO[sq]!) | (hi & DIAG9_HI[sq]!), 0x01010101) >>> 24;
  const d7 = Math.imul((lo & DIAG7_LO[sq]!) | (hi & DIAG7_HI[sq]!), 0x01010101) >>> 24;
  const p = x << 8;
  return COUNT[p + row]! + COUNT[(y << 8) + col]! + COUNT[p + d9]! + COUNT[p + d7]!;
}
