/**
 * Move generation on two-half bitboards (bits.ts), and the squares around each square; the flips
 * (flips.ts) are re-exported here. A position is four words: the player to move (pl, ph) and the
 * opponent (ol, oh). Two-word answers come back through the `out` scratch (bits.ts), so the hot
 * path allocates nothing.
 */

import { out } from './bits.ts';

export { out } from './bits.ts';
export { countFlips, flips } from './flips.ts';

/** Columns b–g: a disc in column a or h can never lie inside a flanked horizontal or diagonal line. */
const INNER = 0x7e7e7e7e;

/**
 * Legal moves for (pl, ph) against (ol, oh), into `out`. In each of the 8 directions the runs of
 * opponent discs next to a player disc are grown, and one more step onto an empty square is a
 * legal move.
 * - East: one addition (below). West: a run holds up to 6 discs, grown by doubling: one step, a
 *   second, then twice two steps through `pair`, the opponent discs whose neighbour one step back
 *   is an opponent disc too (a run of 2 grows to 4, then 6) — 4 steps where a step at a time takes
 *   6. Both stay within a half (the INNER mask drops the bit that would wrap into the next row).
 * - The other six directions move a row a step, and a half holds 4 rows, so a run crosses from one
 *   half into the other at most once and at most 3 of its discs that can precede a move lie in
 *   either half. The half a direction starts from is grown on its own (3 steps), then its runs and
 *   the player's discs seed the other half in one crossing shift, which grows on its own too.
 *
 * Measured (CPU time): doubling against growing a step at a time in all 8 directions, perft(11)
 * 1.50 s either way, FFO #40, #41, #44, #47 12.3 → 11.6 s; one crossing a direction against
 * crossing at every step (then still doubling), perft(11) 1.55 → 1.25 s, the quick set 11.4 →
 * 10.5 s; 3 plain steps a half against doubling there, perft(11) 1.25 → 1.08 s, the quick set
 * 10.6 → 10.0 s; east by a carry against doubling, perft(11) 1.10 → 1.07 s, the quick set
 * 10.3 → 10.1 s (alternating runs).
 */
export function moves(pl: number, ph: number, ol: number, oh: number): void {
  const el = ~(pl | ol), eh = ~(ph | oh);
  const il = ol & INNER, ih = oh & INNER;
  let ml: number, mh: number, tl: number, th: number, pairl: number, pairh: number;
  // +1 (east, up the bits): adding a bit at the start of each run of inner opponent discs that
  // follows a player disc carries through the run onto the square past it (at most column h:
  // INNER has no column h, so no carry leaves its row or the half; the sum, below 2^32, is cut
  // back to 32 bits by the &).
  ml = (il + ((pl << 1) & il)) & el; mh = (ih + ((ph << 1) & ih)) & eh;
  // −1 (west): carries run the other way, so doubling; pair = inner opponent discs with an inner
  // opponent disc to the east.
  pairl = il & (il >>> 1); pairh = ih & (ih >>> 1);
  tl = (pl >>> 1) & il; th = (ph >>> 1) & ih;
  tl |= (tl >>> 1) & il; th |= (th >>> 1) & ih;
  tl |= (tl >>> 2) & pairl; th |= (th >>> 2) & pairh;
  tl |= (tl >>> 2) & pairl; th |= (th >>> 2) & pairh;
  ml |= (tl >>> 1) & el; mh |= (th >>> 1) & eh;
  // ±8: up, the low half first, its runs then seeding the high half; down, the other way round.
  tl = (pl << 8) & ol; tl |= (tl << 8) & ol; tl |= (tl << 8) & ol;
  th = ((ph << 8) | ((pl | tl) >>> 24)) & oh; th |= (th << 8) & oh; th |= (th << 8) & oh;
  ml |= (tl << 8) & el; mh |= ((th << 8) | (tl >>> 24)) & eh;
  th = (ph >>> 8) & oh; th |= (th >>> 8) & oh; th |= (th >>> 8) & oh;
  tl = ((pl >>> 8) | ((ph | th) << 24)) & ol; tl |= (tl >>> 8) & ol; tl |= (tl >>> 8) & ol;
  mh |= (th >>> 8) & eh; ml |= ((tl >>> 8) | (th << 24)) & el;
  // ±7: up, the low half first, its runs then seeding the high half; down, the other way round.
  tl = (pl << 7) & il; tl |= (tl << 7) & il; tl |= (tl << 7) & il;
  th = ((ph << 7) | ((pl | tl) >>> 25)) & ih; th |= (th << 7) & ih; th |= (th << 7) & ih;
  ml |= (tl << 7) & el; mh |= ((th << 7) | (tl >>> 25)) & eh;
  th = (ph >>> 7) & ih; th |= (th >>> 7) & ih; th |= (th >>> 7) & ih;
  tl = ((pl >>> 7) | ((ph | th) << 25)) & il; tl |= (tl >>> 7) & il; tl |= (tl >>> 7) & il;
  mh |= (th >>> 7) & eh; ml |= ((tl >>> 7) | (th << 25)) & el;
  // ±9: up, the low half first, its runs then seeding the high half; down, the other way round.
  tl = (pl << 9) & il; tl |= (tl << 9) & il; tl |= (tl << 9) & il;
  th = ((ph << 9) | ((pl | tl) >>> 23)) & ih; th |= (th << 9) & ih; th |= (th << 9) & ih;
  ml |= (tl << 9) & el; mh |= ((th << 9) | (tl >>> 23)) & eh;
  th = (ph >>> 9) & ih; th |= (th >>> 9) & ih; th |= (th >>> 9) & ih;
  tl = ((pl >>> 9) | ((ph | th) << 23)) & il; tl |= (tl >>> 9) & il; tl |= (tl >>> 9) & il;
  mh |= (th >>> 9) & eh; ml |= ((tl >>> 9) | (th << 23)) & el;
  out.lo = ml; out.hi = mh;
}

/** NEIGHBOURS_LO/HI[sq]: the squares around sq. A move needs an opponent disc there, a cheap test before flips(). */
export const NEIGHBOURS_LO = new Int32Array(64);
export const NEIGHBOURS_HI = new Int32Array(64);
const DX = [1, -1, 0, 0, 1, -1, -1, 1] as const;
const DY = [0, 0, 1, -1, 1, -1, 1, -1] as const;
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    const x = (sq & 7) + DX[d]!, y = (sq >> 3) + DY[d]!;
    if (x < 0 || x > 7 || y < 0 || y > 7) continue;
    const s = x + 8 * y;
    if (s < 32) NEIGHBOURS_LO[sq] |= 1 << s; else NEIGHBOURS_HI[sq] |= 1 << (s & 31);
  }
}
