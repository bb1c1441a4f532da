/**
 * Perft: the number of move sequences of a given length from a position, a pass counting as one
 * ply and a finished game ending a sequence early (counted once, as a leaf). The standard figures
 * from the start position (4, 12, 56, 244, 1 396, 8 200, 55 092, 390 216, 3 005 288, 24 571 284,
 * 212 258 800 for depths 1–11) check move generation, flips and pass handling all at once.
 */
import { popcount } from './bits.ts';
import { wasmCore } from './core.ts';
import { flips, moves, out } from './moves.ts';

/** The start position, black to move: e4 (28) and d5 (35) black; d4 (27) and e5 (36) white. */
export const START = { pl: 0x10000000, ph: 0x00000008, ol: 0x08000000, oh: 0x00000010 } as const;

/**
 * Perft by the WebAssembly core (core.ts: 64-bit words, the whole recursion in WebAssembly).
 * Measured (CPU time, the same process, alternating): perft(11) 0.70–0.74 s against 1.39–1.67 s
 * for perftJs() and 0.96–1.12 s for the C perft of bench/peers/perft.c.
 */
export function perft(pl: number, ph: number, ol: number, oh: number, depth: number): number {
  return wasmCore().perft(pl, ph, ol, oh, depth);
}

/** Perft on the TypeScript kernels (two-half bitboards): the reference the core is tested against. */
export function perftJs(pl: number, ph: number, ol: number, oh: number, depth: number): number {
  return count(pl, ph, ol, oh, depth, false);
}

function count(pl: number, ph: number, ol: number, oh: number, depth: number, passed: boolean): number {
  moves(pl, ph, ol, oh);
  let ml = out.lo, mh = out.hi;
  if ((ml | mh) === 0) {
    if (passed) return 1; // neither side can move: the game is over, a leaf
    return depth === 1 ? 1 : count(ol, oh, pl, ph, depth - 1, true);
  }
  if (depth === 1) return popcount(ml) + popcount(mh);
  let n = 0;
  while (ml !== 0) {
    const b = ml & -ml; ml ^= b;
    const sq = 31 - Math.clz32(b);
    flips(sq, pl, ph, ol, oh);
    const fl = out.lo, fh = out.hi;
    n += count(ol ^ fl, oh ^ fh, pl | fl | b, ph | fh, depth - 1, false);
  }
  while (mh !== 0) {
    const b = mh & -mh; mh ^= b;
    const sq = 63 - Math.clz32(b);
    flips(sq, pl, ph, ol, oh);
    const fl = out.lo, fh = out.hi;
    n += count(ol ^ fl, oh ^ fh, pl | fl, ph | fh | b, depth - 1, false);
  }
  return n;
}
