/**
 * Flips without walking the discs: per direction, the ray from the move square to the board's edge
 * (two precomputed half-words); the first square on it that is not an opponent disc is found with
 * one bit scan (lowest bit for rays running up the board, highest bit for rays running down), and
 * when that square is ours, every ray square before it flips. No loop, a branch only where a ray
 * crosses from one half to the other.
 *
 * Measured against the ray walk it replaces (a loop per direction, a disc at a time), CPU time:
 * perft(11) 2.00 → 1.49 s; FFO #40, #41, #44, #47 (the same 72.4 M nodes) 16.4 → 12.4 s. Writing
 * out the three crossing rays instead of looping over them: 12.7 → 12.4 s.
 */
import { out, popcount64 } from './bits.ts';

/** Steps of the 8 directions, grouped by how their rays sit in the two halves (see flips()). */
const DX = [1, -1, 0, 0, 1, -1, -1, 1] as const; // +1, -1, +8, -8, +9, -9, +7, -7
const DY = [0, 0, 1, -1, 1, -1, 1, -1] as const;

/** RAY_LO/HI[sq * 8 + d]: the squares from sq (exclusive) to the edge in direction d. */
export const RAY_LO = new Int32Array(64 * 8);
export const RAY_HI = new Int32Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    let x = (sq & 7) + DX[d]!, y = (sq >> 3) + DY[d]!;
    while (x >= 0 && x < 8 && y >= 0 && y < 8) {
      const s = x + 8 * y;
      if (s < 32) RAY_LO[sq * 8 + d] |= 1 << s; else RAY_HI[sq * 8 + d] |= 1 << (s & 31);
      x += DX[d]!; y += DY[d]!;
    }
  }
}

const clz = Math.clz32;

/**
 * Discs flipped when the player (pl, ph) plays the empty square `sq` against (ol, oh), into `out`
 * (both zero: the move is illegal).
 *
 * For a ray running up the board (+1, +8, +9, +7) the first non-opponent square is the lowest set
 * bit of `ray & ~opponent`; `o` is that bit when it is ours (else 0) and the flips are the ray's
 * bits below it: `ray & (o - 1)`, masked off when o is 0 by `(o | -o) >> 31` (all ones for any
 * non-zero o). For a ray running down (−1, −8, −9, −7) it is the highest set bit
 * (`0x80000000 >>> clz32(x) & x`, which is 0 when x is), and the flips are the ray's bits above it:
 * `ray & ~((o << 1) - 1)`, 0 for o = 0. From a square in the low half, the rays up the board cross
 * into the high half and the others stay in the low one; from the high half the other way round.
 */
export function flips(sq: number, pl: number, ph: number, ol: number, oh: number): void {
  const k = sq << 3;
  let fl = 0, fh = 0, r: number, rl: number, rh: number, x: number, o: number, m: number;
  if (sq < 32) {
    // +1: up, within the low half.
    r = RAY_LO[k]!; x = r & ~ol; o = x & -x & pl; fl |= r & (o - 1) & ((o | -o) >> 31);
    // −1, −8, −9, −7: down, within the low half.
    r = RAY_LO[k + 1]!; x = r & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; fl |= r & ~((o << 1) - 1);
    r = RAY_LO[k + 3]!; x = r & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; fl |= r & ~((o << 1) - 1);
    r = RAY_LO[k + 5]!; x = r & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; fl |= r & ~((o << 1) - 1);
    r = RAY_LO[k + 7]!; x = r & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; fl |= r & ~((o << 1) - 1);
    // +8, +9, +7: up, on into the high half when the low half's part is all opponent discs.
    rl = RAY_LO[k + 2]!; rh = RAY_HI[k + 2]!; x = rl & ~ol;
    if (x !== 0) { o = x & -x & pl; fl |= rl & (o - 1) & ((o | -o) >> 31); }
    else { x = rh & ~oh; o = x & -x & ph; m = (o | -o) >> 31; fl |= rl & m; fh |= rh & (o - 1) & m; }
    rl = RAY_LO[k + 4]!; rh = RAY_HI[k + 4]!; x = rl & ~ol;
    if (x !== 0) { o = x & -x & pl; fl |= rl & (o - 1) & ((o | -o) >> 31); }
    else { x = rh & ~oh; o = x & -x & ph; m = (o | -o) >> 31; fl |= rl & m; fh |= rh & (o - 1) & m; }
    rl = RAY_LO[k + 6]!; rh = RAY_HI[k + 6]!; x = rl & ~ol;
    if (x !== 0) { o = x & -x & pl; fl |= rl & (o - 1) & ((o | -o) >> 31); }
    else { x = rh & ~oh; o = x & -x & ph; m = (o | -o) >> 31; fl |= rl & m; fh |= rh & (o - 1) & m; }
  } else {
    // +1, +8, +9, +7: up, within the high half.
    r = RAY_HI[k]!; x = r & ~oh; o = x & -x & ph; fh |= r & (o - 1) & ((o | -o) >> 31);
    r = RAY_HI[k + 2]!; x = r & ~oh; o = x & -x & ph; fh |= r & (o - 1) & ((o | -o) >> 31);
    r = RAY_HI[k + 4]!; x = r & ~oh; o = x & -x & ph; fh |= r & (o - 1) & ((o | -o) >> 31);
    r = RAY_HI[k + 6]!; x = r & ~oh; o = x & -x & ph; fh |= r & (o - 1) & ((o | -o) >> 31);
    // −1: down, within the high half.
    r = RAY_HI[k + 1]!; x = r & ~oh; o = (0x80000000 >>> clz(x)) & x & ph; fh |= r & ~((o << 1) - 1);
    // −8, −9, −7: down, on into the low half when the high half's part is all opponent discs.
    rl = RAY_LO[k + 3]!; rh = RAY_HI[k + 3]!; x = rh & ~oh;
    if (x !== 0) { o = (0x80000000 >>> clz(x)) & x & ph; fh |= rh & ~((o << 1) - 1); }
    else { x = rl & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; m = (o | -o) >> 31; fh |= rh & m; fl |= rl & ~((o << 1) - 1); }
    rl = RAY_LO[k + 5]!; rh = RAY_HI[k + 5]!; x = rh & ~oh;
    if (x !== 0) { o = (0x80000000 >>> clz(x)) & x & ph; fh |= rh & ~((o << 1) - 1); }
    else { x = rl & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; m = (o | -o) >> 31; fh |= rh & m; fl |= rl & ~((o << 1) - 1); }
    rl = RAY_LO[k + 7]!; rh = RAY_HI[k + 7]!; x = rh & ~oh;
    if (x !== 0) { o = (0x80000000 >>> clz(x)) & x & ph; fh |= rh & ~((o << 1) - 1); }
    else { x = rl & ~ol; o = (0x80000000 >>> clz(x)) & x & pl; m = (o | -o) >> 31; fh |= rh & m; fl |= rl & ~((o << 1) - 1); }
  }
  out.lo = fl; out.hi = fh;
}

/** Number of discs flipped by `sq` (0 when illegal). */
export function countFlips(sq: number, pl: number, ph: number, ol: number, oh: number): number {
  flips(sq, pl, ph, ol, oh);
  return popcount64(out.lo, out.hi);
}
