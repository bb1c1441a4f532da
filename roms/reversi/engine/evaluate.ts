/**
 * The midgame evaluation, in hundredths of a disc for the side to move. Hand-set weights from the
 * well-known features of Othello positions (no learned patterns):
 * - mobility: moves available now, ours minus theirs (the strongest single feature in the midgame);
 * - potential mobility: empty squares next to their discs (where our future moves are) minus those
 *   next to ours (a large frontier gives the opponent moves);
 * - corners owned, and X-squares / C-squares next to an empty corner (they give the corner away);
 * - edge discs anchored to an owned corner, which can never flip (a lower bound on stability);
 * - parity: with an odd number of empties the side to move expects the last move of the game.
 */
import { popcount64 } from './bits.ts';
import { column } from './lines.ts';
import { moves, out } from './moves.ts';

/** The weights (exported for the tests' plain reference evaluation). */
export const W_MOBILITY = 70;
export const W_FRONTIER = 18;
export const W_CORNER = 420;
export const W_X = 160;
export const W_C = 45;
export const W_ANCHORED = 55;
export const W_PARITY = 40;

/** Empty squares among the eight neighbours of a disc set: its frontier. Row spread first (masks stop the wrap), then up and down. */
export function frontier(dl: number, dh: number, el: number, eh: number): number {
  const al = dl | (dl << 1 & 0xfefefefe) | (dl >>> 1 & 0x7f7f7f7f);
  const ah = dh | (dh << 1 & 0xfefefefe) | (dh >>> 1 & 0x7f7f7f7f);
  // Vertical spread of the row-spread set covers all 8 neighbours.
  const nl = al | (al << 8) | (al >>> 8) | (ah << 24);
  const nh = ah | (ah << 8) | (al >>> 24) | (ah >>> 8);
  return popcount64(nl & el, nh & eh);
}

/**
 * ANCHORED[line]: W_ANCHORED for each disc of an edge line (8 bits, a corner at each end) that runs
 * unbroken from an owned corner — at most 6 from each end, as the other corner is counted as a
 * corner. Owned corners themselves are counted apart (W_CORNER each).
 */
const ANCHORED = new Int16Array(256);
for (let line = 0; line < 256; line++) {
  let v = 0;
  if (line & 1) for (let i = 1; i <= 6 && ((line >> i) & 1) !== 0; i++) v += W_ANCHORED;
  if (line & 0x80) for (let i = 6; i >= 1 && ((line >> i) & 1) !== 0; i--) v += W_ANCHORED;
  ANCHORED[line] = v;
}

/**
 * Corner, X/C-square and anchored-edge terms for one side (positive = good for that side): owned
 * corners, the four edges' anchored discs by table, and beside each empty corner its X-square
 * (diagonal) and C-squares (along the edges). Straight bit tests where a loop over the corners
 * with per-square reads took 12 % of a solve (FFO #44's profile); same values; quick set
 * 11.6 → 11.3 s CPU.
 */
function cornerTerms(ml: number, mh: number, tl: number, th: number): number {
  let v = W_CORNER * ((ml & 1) + ((ml >>> 7) & 1) + ((mh >>> 24) & 1) + (mh >>> 31));
  v += ANCHORED[ml & 0xff]! + ANCHORED[mh >>> 24]! + ANCHORED[column(ml, mh, 0)]! + ANCHORED[column(ml, mh, 7)]!;
  const el = ~(ml | tl), eh = ~(mh | th);
  // a1 (0): X b2 (9), C b1 (1) and a2 (8); h1 (7): X g2 (14), C g1 (6) and h2 (15).
  if (el & 1) v -= W_X * ((ml >>> 9) & 1) + W_C * (((ml >>> 1) & 1) + ((ml >>> 8) & 1));
  if (el & 0x80) v -= W_X * ((ml >>> 14) & 1) + W_C * (((ml >>> 6) & 1) + ((ml >>> 15) & 1));
  // a8 (56 = hi 24): X b7 (49 = hi 17), C b8 (hi 25) and a7 (hi 16); h8 (63 = hi 31): X g7 (hi 22), C g8 (hi 30) and h7 (hi 23).
  if (eh & 0x01000000) v -= W_X * ((mh >>> 17) & 1) + W_C * (((mh >>> 25) & 1) + ((mh >>> 16) & 1));
  if (eh & 0x80000000) v -= W_X * ((mh >>> 22) & 1) + W_C * (((mh >>> 30) & 1) + ((mh >>> 23) & 1));
  return v;
}

export function evaluate(pl: number, ph: number, ol: number, oh: number): number {
  moves(pl, ph, ol, oh);
  const myMob = popcount64(out.lo, out.hi);
  moves(ol, oh, pl, ph);
  const theirMob = popcount64(out.lo, out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  const empties = popcount64(el, eh);
  let v = W_MOBILITY * (myMob - theirMob);
  v += W_FRONTIER * (frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh));
  v += cornerTerms(pl, ph, ol, oh) - cornerTerms(ol, oh, pl, ph);
  if (empties < 20) v += (empties & 1) ? W_PARITY : -W_PARITY;
  return v;
}
