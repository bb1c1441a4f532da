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
import { popcount } from './bits.ts';
import { moves, out } from './moves.ts';

const W_MOBILITY = 70;
const W_FRONTIER = 18;
const W_CORNER = 420;
const W_X = 160;
const W_C = 45;
const W_ANCHORED = 55;
const W_PARITY = 40;

/** Empty squares among the eight neighbours of a disc set: its frontier. Row spread first (masks stop the wrap), then up and down. */
export function frontier(dl: number, dh: number, el: number, eh: number): number {
  const al = dl | (dl << 1 & 0xfefefefe) | (dl >>> 1 & 0x7f7f7f7f);
  const ah = dh | (dh << 1 & 0xfefefefe) | (dh >>> 1 & 0x7f7f7f7f);
  // Vertical spread of the row-spread set covers all 8 neighbours.
  const nl = al | (al << 8) | (al >>> 8) | (ah << 24);
  const nh = ah | (ah << 8) | (al >>> 24) | (ah >>> 8);
  return popcount(nl & el) + popcount(nh & eh);
}

// Corners with their X-square and two C-squares, and the two edges leaving each corner.
const CORNERS = [0, 7, 56, 63] as const;
const X_OF = [9, 14, 49, 54] as const;
const C_OF = [[1, 8], [6, 15], [57, 48], [62, 55]] as const;
const EDGE_STEP = [[1, 8], [-1, 8], [1, -8], [-1, -8]] as const;

const has = (l: number, h: number, s: number): boolean => (((s < 32 ? l : h) >>> (s & 31)) & 1) !== 0;

/** Corner, X/C-square and anchored-edge terms for one side (positive = good for that side). */
function cornerTerms(ml: number, mh: number, tl: number, th: number): number {
  let v = 0;
  for (let c = 0; c < 4; c++) {
    const corner = CORNERS[c]!;
    if (has(ml, mh, corner)) {
      v += W_CORNER;
      for (const step of EDGE_STEP[c]!) {
        let s = corner + step, n = 0;
        while (n < 6 && has(ml, mh, s)) { n++; s += step; }
        v += n * W_ANCHORED;
      }
    } else if (!has(tl, th, corner)) {
      if (has(ml, mh, X_OF[c]!)) v -= W_X;
      for (const s of C_OF[c]!) if (has(ml, mh, s)) v -= W_C;
    }
  }
  return v;
}

export function evaluate(pl: number, ph: number, ol: number, oh: number): number {
  moves(pl, ph, ol, oh);
  const myMob = popcount(out.lo) + popcount(out.hi);
  moves(ol, oh, pl, ph);
  const theirMob = popcount(out.lo) + popcount(out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  const empties = popcount(el) + popcount(eh);
  let v = W_MOBILITY * (myMob - theirMob);
  v += W_FRONTIER * (frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh));
  v += cornerTerms(pl, ph, ol, oh) - cornerTerms(ol, oh, pl, ph);
  if (empties < 20) v += (empties & 1) ? W_PARITY : -W_PARITY;
  return v;
}
