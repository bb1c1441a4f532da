/**
 * The solver's estimate of a position: the final disc difference it expects for the side to move,
 * in hundredths of a disc. The exact solver orders its moves near the root by short searches on it
 * and takes its first window from it (solve.ts); the program's levels keep their hand-set
 * evaluation (evaluate.ts), so the games they play are unchanged.
 *
 * A linear model whose weights were fitted, by least squares, on positions of 12–18 empties from
 * self-played games, each labelled with its exact score by the solver (tools/reversi-estimate.ts;
 * the weights are in estimate-weights.ts):
 * - mobility (moves now, ours minus theirs), potential mobility (empty squares next to their discs
 *   minus next to ours), X-squares beside an empty corner, parity, disc difference, a pass to come
 *   (we have no move), stable discs (stable.ts, ours minus theirs) and a constant;
 * - the four edges, each a pattern of 8 squares (own, theirs, empty: 3^8 = 6 561 patterns) with a
 *   weight of its own, one table for all four edges, a pattern and its mirror image sharing their
 *   weight.
 *
 * Measured on 1 591 positions of 12–18 empties met inside the solver's trees of FFO #40–#47 (none
 * of them in the fitting): 11.2 discs RMS against 14.6 for the hand-set evaluation at its best
 * scale (×2.09); on the fit's own held-out tenth, 9.3 against 13.8.
 */
import { popcount64 } from './bits.ts';
import { ESTIMATE_EDGES, ESTIMATE_WEIGHTS } from './estimate-weights.ts';
import { frontier } from './evaluate.ts';
import { edgePattern } from './edge-pattern.ts';
import { column } from './lines.ts';
import { moves, out } from './moves.ts';
import { stableDifference } from './stable.ts';

/** The linear features, in the order of ESTIMATE_WEIGHTS. */
export const FEATURES = ['mobility', 'potential mobility', 'X-squares', 'parity', 'discs', 'pass', 'constant', 'stable discs'] as const;

/** X-squares (b2, g2, b7, g7) of (ml, mh) beside an empty corner (el, eh: the empty squares). */
function xSquares(ml: number, mh: number, el: number, eh: number): number {
  return (el & 1 & (ml >>> 9)) + ((el >>> 7) & 1 & (ml >>> 14)) + ((eh >>> 24) & 1 & (mh >>> 17)) + ((eh >>> 31) & (mh >>> 22) & 1);
}

/** The linear features of a position into `f` (FEATURES' order); returns nothing, allocates nothing. */
export function features(pl: number, ph: number, ol: number, oh: number, f: Float64Array | Int32Array): void {
  moves(pl, ph, ol, oh);
  const mine = popcount64(out.lo, out.hi);
  moves(ol, oh, pl, ph);
  const theirs = popcount64(out.lo, out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  f[0] = mine - theirs;
  f[1] = frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh);
  f[2] = xSquares(pl, ph, el, eh) - xSquares(ol, oh, el, eh);
  f[3] = (popcount64(el, eh) & 1) !== 0 ? 1 : -1;
  f[4] = popcount64(pl, ph) - popcount64(ol, oh);
  f[5] = mine === 0 ? 1 : 0;
  f[6] = 1;
  f[7] = stableDifference(pl, ph, ol, oh);
}

/** The four edge patterns (rows 1 and 8 from column a, columns a and h from row 1) into `e`. */
export function edges(pl: number, ph: number, ol: number, oh: number, e: Uint16Array | Int32Array): void {
  e[0] = edgePattern(pl & 0xff, ol & 0xff);
  e[1] = edgePattern(ph >>> 24, oh >>> 24);
  e[2] = edgePattern(column(pl, ph, 0), column(ol, oh, 0));
  e[3] = edgePattern(column(pl, ph, 7), column(ol, oh, 7));
}

/**
 * The expected final disc difference for the side to move, in hundredths of a disc: the weights
 * times features() plus the four edges' weights, written out (no feature array on the probes' path).
 */
export function estimate(pl: number, ph: number, ol: number, oh: number): number {
  const w = ESTIMATE_WEIGHTS, t = ESTIMATE_EDGES;
  moves(pl, ph, ol, oh);
  const mine = popcount64(out.lo, out.hi);
  moves(ol, oh, pl, ph);
  const theirs = popcount64(out.lo, out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  let v = w[0]! * (mine - theirs) + w[1]! * (frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh));
  v += w[2]! * (xSquares(pl, ph, el, eh) - xSquares(ol, oh, el, eh));
  v += (popcount64(el, eh) & 1) !== 0 ? w[3]! : -w[3]!;
  v += w[4]! * (popcount64(pl, ph) - popcount64(ol, oh)) + (mine === 0 ? w[5]! : 0) + w[6]!;
  v += w[7]! * stableDifference(pl, ph, ol, oh);
  v += t[edgePattern(pl & 0xff, ol & 0xff)]! + t[edgePattern(ph >>> 24, oh >>> 24)]!;
  v += t[edgePattern(column(pl, ph, 0), column(ol, oh, 0))]! + t[edgePattern(column(pl, ph, 7), column(ol, oh, 7))]!;
  return v;
}
