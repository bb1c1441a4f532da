/**
 * The exact solver's last four empties (solve.ts's shallow() hands them over): the empty squares
 * are arguments, in the order of the solver's empties list (good squares first), so there is no
 * list to walk, unlink or relink. Moves are tried as shallow() tries them — squares in quadrants
 * with an odd number of empties first, each group in list order — so the search, and its node
 * count, are the same as shallow()'s; a child gets the remaining squares still in list order.
 *
 * Nodes are counted in `leaf.nodes` (shallow() adds them to the solver's count): every position
 * searched with 2–4 empties, a pass counting again, as shallow() counts; the last empty is counted
 * by its parent, not played.
 */
import { out, popcount64 } from './bits.ts';
import { lastFlipCount } from './count.ts';
import { flips } from './flips.ts';
import { NEIGHBOURS_HI, NEIGHBOURS_LO } from './moves.ts';
import { finalScore } from './position.ts';
import { QUADRANT } from './squares.ts';

/** Positions searched here since shallow() last took the count. */
export const leaf = { nodes: 0 };

/** What a child returns when its square is not a legal move: below every score. */
const NO_MOVE = -100;

/** Whether the side (pl, ph) can play `sq` against (ol, oh): an opponent disc beside it, then the flips. */
function canPlay(sq: number, pl: number, ph: number, ol: number, oh: number): boolean {
  if (((NEIGHBOURS_LO[sq]! & ol) | (NEIGHBOURS_HI[sq]! & oh)) === 0) return false;
  flips(sq, pl, ph, ol, oh);
  return (out.lo | out.hi) !== 0;
}

/**
 * Four empties a, b, c, d (list order): odd quadrants first, each move's three remaining squares
 * passed on in list order.
 */
export function lastFour(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, parity: number, a: number, b: number, c: number, d: number): number {
  leaf.nodes++;
  // 1 where the square's quadrant holds an odd number of empties: those go first.
  const oa = (parity >> QUADRANT[a]!) & 1, ob = (parity >> QUADRANT[b]!) & 1;
  const oc = (parity >> QUADRANT[c]!) & 1, od = (parity >> QUADRANT[d]!) & 1;
  let best = -66, v: number;
  for (let odd = 1; odd >= 0; odd--) {
    if (oa === odd) {
      v = child3(pl, ph, ol, oh, alpha, beta, parity, a, b, c, d);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
    if (ob === odd) {
      v = child3(pl, ph, ol, oh, alpha, beta, parity, b, a, c, d);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
    if (oc === odd) {
      v = child3(pl, ph, ol, oh, alpha, beta, parity, c, a, b, d);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
    if (od === odd) {
      v = child3(pl, ph, ol, oh, alpha, beta, parity, d, a, b, c);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
  }
  if (best !== -66) return best;
  // No move: pass if the opponent has one, else the game is over.
  if (canPlay(a, ol, oh, pl, ph) || canPlay(b, ol, oh, pl, ph) || canPlay(c, ol, oh, pl, ph) || canPlay(d, ol, oh, pl, ph)) {
    return -lastFour(ol, oh, pl, ph, -beta, -alpha, parity, a, b, c, d);
  }
  return finalScore(pl, ph, ol, oh);
}

/** The player's move x with three empties left after it (x, y, z in list order): its score, or NO_MOVE. */
function child3(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, parity: number, sq: number, x: number, y: number, z: number): number {
  if (((NEIGHBOURS_LO[sq]! & ol) | (NEIGHBOURS_HI[sq]! & oh)) === 0) return NO_MOVE;
  flips(sq, pl, ph, ol, oh);
  const fl = out.lo, fh = out.hi;
  if ((fl | fh) === 0) return NO_MOVE;
  const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << sq; // shift counts are taken mod 32
  return -lastThree(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh, -beta, -alpha, parity ^ (1 << QUADRANT[sq]!), x, y, z);
}

/** Three empties a, b, c (list order), as lastFour(). */
export function lastThree(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, parity: number, a: number, b: number, c: number): number {
  leaf.nodes++;
  const oa = (parity >> QUADRANT[a]!) & 1, ob = (parity >> QUADRANT[b]!) & 1, oc = (parity >> QUADRANT[c]!) & 1;
  let best = -66, v: number;
  for (let odd = 1; odd >= 0; odd--) {
    if (oa === odd) {
      v = child2(pl, ph, ol, oh, alpha, beta, a, b, c);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
    if (ob === odd) {
      v = child2(pl, ph, ol, oh, alpha, beta, b, a, c);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
    if (oc === odd) {
      v = child2(pl, ph, ol, oh, alpha, beta, c, a, b);
      if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) return v; } }
    }
  }
  if (best !== -66) return best;
  if (canPlay(a, ol, oh, pl, ph) || canPlay(b, ol, oh, pl, ph) || canPlay(c, ol, oh, pl, ph)) {
    return -lastThree(ol, oh, pl, ph, -beta, -alpha, parity, a, b, c);
  }
  return finalScore(pl, ph, ol, oh);
}

/** The player's move sq with two empties x, y (list order) left after it: its score, or NO_MOVE. */
function child2(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, sq: number, x: number, y: number): number {
  if (((NEIGHBOURS_LO[sq]! & ol) | (NEIGHBOURS_HI[sq]! & oh)) === 0) return NO_MOVE;
  flips(sq, pl, ph, ol, oh);
  const fl = out.lo, fh = out.hi;
  if ((fl | fh) === 0) return NO_MOVE;
  const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << sq;
  return -lastTwo(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh, -beta, -alpha, x, y);
}

/** Two empties a and b: each side's tries written out, the last square counted by lastEmpty. */
export function lastTwo(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, a: number, b: number): number {
  leaf.nodes++;
  let best = -66;
  flips(a, pl, ph, ol, oh);
  if ((out.lo | out.hi) !== 0) {
    const fl = out.lo, fh = out.hi;
    best = -lastEmpty(ol ^ fl, oh ^ fh, pl | fl | (a < 32 ? 1 << a : 0), ph | fh | (a < 32 ? 0 : 1 << (a & 31)), b);
    if (best >= beta) return best;
  }
  flips(b, pl, ph, ol, oh);
  if ((out.lo | out.hi) !== 0) {
    const fl = out.lo, fh = out.hi;
    const v = -lastEmpty(ol ^ fl, oh ^ fh, pl | fl | (b < 32 ? 1 << b : 0), ph | fh | (b < 32 ? 0 : 1 << (b & 31)), a);
    if (v > best) best = v;
  }
  if (best !== -66) return best;
  // We pass: the opponent tries a and b.
  flips(a, ol, oh, pl, ph);
  if ((out.lo | out.hi) !== 0) {
    const fl = out.lo, fh = out.hi;
    best = lastEmpty(pl ^ fl, ph ^ fh, ol | fl | (a < 32 ? 1 << a : 0), oh | fh | (a < 32 ? 0 : 1 << (a & 31)), b);
    if (best <= alpha) return best;
  } else best = 66;
  flips(b, ol, oh, pl, ph);
  if ((out.lo | out.hi) !== 0) {
    const fl = out.lo, fh = out.hi;
    const v = lastEmpty(pl ^ fl, ph ^ fh, ol | fl | (b < 32 ? 1 << b : 0), oh | fh | (b < 32 ? 0 : 1 << (b & 31)), a);
    if (v < best) best = v;
  }
  if (best !== 66) return best;
  return finalScore(pl, ph, ol, oh);
}

/** The last empty square: the score after it is played (by whoever can), counted not played. */
export function lastEmpty(pl: number, ph: number, ol: number, oh: number, sq: number): number {
  const p = popcount64(pl, ph); // discs of the side to move; 63 discs in all
  let n = lastFlipCount(sq, pl, ph);
  if (n !== 0) return 2 * (p + n) - 62;
  n = lastFlipCount(sq, ol, oh);
  if (n !== 0) return 2 * (p - n) - 64;
  return p > 31 ? 2 * p - 62 : 2 * p - 64; // nobody can play it: it goes to the winner
}
