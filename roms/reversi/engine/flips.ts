/**
 * Flips by table, a line at a time: the four lines through the move square are read as 8-bit
 * patterns (lines.ts); on each, OUTFLANK gives from the opponent's pattern the squares that would
 * close a run of opponent discs next to the move (the first square past each run), ANDed with ours
 * they are the closing discs, and FLIPPED gives from those the run squares between. Both tables
 * together are 4 KB; no loop, no branch but the row's half.
 *
 * Measured (CPU time) against the walk of the 8 rays a disc at a time it replaces: perft(11)
 * 2.00 → 1.49 s and FFO #40, #41, #44, #47 (the same 72.4 M nodes) 16.4 → 12.4 s with a bit scan
 * per ray; this table version against that bit scan, on 200 000 flips() calls recorded from FFO
 * #44: 19.5 against 24.3 ns a call; the quick set 11.1 → 10.7 s (alternating runs), perft(11) the
 * same 1.5 s.
 */
import { out, popcount64 } from './bits.ts';
import { column, DIAG7_HI, DIAG7_LO, DIAG9_HI, DIAG9_LO } from './lines.ts';

/**
 * OUTFLANK[pos * 256 + opp]: on a line whose opponent discs are `opp`, the square just past the run
 * of opponent discs on each side of place `pos`, where that run is at least one disc long and stops
 * before the edge (at most two bits: the squares that flip the run if they are ours).
 */
const OUTFLANK = new Uint8Array(8 * 256);
/** FLIPPED[pos * 256 + closing]: the line squares strictly between place `pos` and each closing square. */
const FLIPPED = new Uint8Array(8 * 256);
for (let pos = 0; pos < 8; pos++) {
  for (let line = 0; line < 256; line++) {
    let closing = 0, between = 0;
    for (const dir of [1, -1]) {
      let i = pos + dir, run = 0;
      while (i >= 0 && i < 8 && ((line >> i) & 1) !== 0) { i += dir; run++; }
      if (run > 0 && i >= 0 && i < 8) closing |= 1 << i;
      // FLIPPED reads `line` as closing squares: the squares from pos to the nearest one each way.
      let j = pos + dir, span = 0;
      while (j >= 0 && j < 8 && ((line >> j) & 1) === 0) { span |= 1 << j; j += dir; }
      if (j >= 0 && j < 8) between |= span;
    }
    OUTFLANK[pos * 256 + line] = closing;
    FLIPPED[pos * 256 + line] = between;
  }
}

/**
 * Discs flipped when the player (pl, ph) plays the empty square `sq` against (ol, oh), into `out`
 * (both zero: the move is illegal).
 */
export function flips(sq: number, pl: number, ph: number, ol: number, oh: number): void {
  const x = sq & 7, y = sq >> 3, px = x << 8, py = y << 8;
  let fl: number, fh: number, f: number;
  // Row y: one byte of one half.
  const sh = (y & 3) << 3;
  if (y < 4) { fl = FLIPPED[px + (OUTFLANK[px + ((ol >>> sh) & 0xff)]! & (pl >>> sh))]! << sh; fh = 0; }
  else { fh = FLIPPED[px + (OUTFLANK[px + ((oh >>> sh) & 0xff)]! & (ph >>> sh))]! << sh; fl = 0; }
  // Column x.
  f = FLIPPED[py + (OUTFLANK[py + column(ol, oh, x)]! & column(pl, ph, x))]!;
  fl |= (Math.imul(f & 0xf, 0x00204081) & 0x01010101) << x;
  fh |= (Math.imul(f >>> 4, 0x00204081) & 0x01010101) << x;
  // The two diagonals, by column.
  let ml = DIAG9_LO[sq]!, mh = DIAG9_HI[sq]!;
  let o = Math.imul((ol & ml) | (oh & mh), 0x01010101) >>> 24, p = Math.imul((pl & ml) | (ph & mh), 0x01010101) >>> 24;
  f = Math.imul(FLIPPED[px + (OUTFLANK[px + o]! & p)]!, 0x01010101);
  fl |= f & ml; fh |= f & mh;
  ml = DIAG7_LO[sq]!; mh = DIAG7_HI[sq]!;
  o = Math.imul((ol & ml) | (oh & mh), 0x01010101) >>> 24; p = Math.imul((pl & ml) | (ph & mh), 0x01010101) >>> 24;
  f = Math.imul(FLIPPED[px + (OUTFLANK[px + o]! & p)]!, 0x01010101);
  fl |= f & ml; fh |= f & mh;
  out.lo = fl; out.hi = fh;
}

/** Number of discs flipped by `sq` (0 when illegal). */
export function countFlips(sq: number, pl: number, ph: number, ol: number, oh: number): number {
  flips(sq, pl, ph, ol, oh);
  return popcount64(out.lo, out.hi);
}
