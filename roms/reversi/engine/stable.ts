/**
 * Stable discs: discs that no sequence of moves can ever flip. Their count is a bound on the final
 * score — with s stable discs the opponent finishes with at most 64 − 2s — which is what the
 * solver's stability cut-off uses. The count here is a lower bound on the true number (every disc
 * it names is stable; some stable discs go unnamed), found in three steps:
 * - edges, by table: an edge disc is stable when no play on its edge line can ever flip it (its
 *   other three lines end at it, so nothing flanks it along them);
 * - inner discs whose four lines (row, column, both diagonals) are full: nothing can be played on
 *   them, so nothing can flip along them;
 * - then, repeatedly, an inner disc is stable when along each of its four lines either the line is
 *   full or a neighbour on the line is a stable disc of its own colour (a flip along the line
 *   would have to flip that neighbour too).
 */
import { out, popcount64 } from './bits.ts';
import { column } from './lines.ts';

/**
 * EDGE_STABLE[own << 8 | other]: the discs of `own` on an 8-square line (an edge) that stay `own`
 * whatever is played on the line, by either side, in any order — a move placed with or without
 * flips on the line, since in a game a move can be legal through its other lines.
 */
const EDGE_STABLE = new Uint8Array(65536);
{
  const known = new Uint8Array(65536);
  /** Squares of `by` flipped along the line when `mover` plays place x. */
  const lineFlips = (x: number, mover: number, by: number): number => {
    let f = 0;
    for (const d of [1, -1]) {
      let i = x + d, run = 0;
      while (i >= 0 && i < 8 && ((by >> i) & 1) !== 0) { run |= 1 << i; i += d; }
      if (i >= 0 && i < 8 && ((mover >> i) & 1) !== 0) f |= run;
    }
    return f;
  };
  const stableOf = (own: number, other: number): number => {
    const k = (own << 8) | other;
    if (known[k]) return EDGE_STABLE[k]!;
    let s = own;
    for (let x = 0; x < 8 && s !== 0; x++) {
      const bit = 1 << x;
      if (((own | other) & bit) !== 0) continue;
      const f = lineFlips(x, own, other); // own plays x
      s &= stableOf(own | bit | f, other & ~f);
      const g = lineFlips(x, other, own); // the other side plays x
      s &= stableOf(own & ~g, other | bit | g);
    }
    known[k] = 1;
    EDGE_STABLE[k] = s;
    return s;
  };
  for (let own = 0; own < 256; own++) {
    for (let other = 0; other < 256; other++) if ((own & other) === 0) stableOf(own, other);
  }
}

/** The 15 diagonals of each direction as (lo, hi) masks: a1–h8-running (steps of 9) and h1–a8-running (steps of 7). */
const DIAG_LO = new Int32Array(30), DIAG_HI = new Int32Array(30);
for (let d = 0; d < 30; d++) {
  for (let s = 0; s < 64; s++) {
    const x = s & 7, y = s >> 3;
    const on = d < 15 ? x - y === d - 7 : x + y === d - 15;
    if (on) { if (s < 32) DIAG_LO[d] |= 1 << s; else DIAG_HI[d] |= 1 << (s & 31); }
  }
}

/** Inner squares b2–g7 (the iteration's squares; edges come from the table). */
const INNER_LO = 0x7e7e7e00, INNER_HI = 0x007e7e7e;

/** Column pattern (bit i = row i) back to a column-a bitboard's halves. */
const columnLo = (f: number): number => Math.imul(f & 0xf, 0x00204081) & 0x01010101;
const columnHi = (f: number): number => Math.imul(f >>> 4, 0x00204081) & 0x01010101;

/** The number of stable discs of (xl, xh) against (yl, yh), a lower bound (see above). */
export function stableCount(xl: number, xh: number, yl: number, yh: number): number {
  stableDiscs(xl, xh, yl, yh);
  return popcount64(out.lo, out.hi);
}

/** Stable discs of (xl, xh) against (yl, yh), into `out` (see above). */
export function stableDiscs(xl: number, xh: number, yl: number, yh: number): void {
  const fl = xl | yl, fh = xh | yh;
  // Edges.
  let sl = EDGE_STABLE[((xl & 0xff) << 8) | (yl & 0xff)]!;
  let sh = EDGE_STABLE[((xh >>> 24) << 8) | (yh >>> 24)]! << 24;
  let c = EDGE_STABLE[(column(xl, xh, 0) << 8) | column(yl, yh, 0)]!;
  sl |= columnLo(c); sh |= columnHi(c);
  c = EDGE_STABLE[(column(xl, xh, 7) << 8) | column(yl, yh, 7)]!;
  sl |= columnLo(c) << 7; sh |= columnHi(c) << 7;
  // Full lines: rows (a full byte), columns (a bit set in all eight row bytes), diagonals (by mask).
  let rl = 0, rh = 0;
  for (let b = 0; b < 32; b += 8) {
    if (((fl >>> b) & 0xff) === 0xff) rl |= 0xff << b;
    if (((fh >>> b) & 0xff) === 0xff) rh |= 0xff << b;
  }
  const cols = fl & (fl >>> 8) & (fl >>> 16) & (fl >>> 24) & fh & (fh >>> 8) & (fh >>> 16) & (fh >>> 24) & 0xff;
  const cl = Math.imul(cols, 0x01010101), ch = cl;
  let d9l = 0, d9h = 0, d7l = 0, d7h = 0;
  for (let d = 0; d < 15; d++) {
    const ml = DIAG_LO[d]!, mh = DIAG_HI[d]!;
    if ((fl & ml) === ml && (fh & mh) === mh) { d9l |= ml; d9h |= mh; }
  }
  for (let d = 15; d < 30; d++) {
    const ml = DIAG_LO[d]!, mh = DIAG_HI[d]!;
    if ((fl & ml) === ml && (fh & mh) === mh) { d7l |= ml; d7h |= mh; }
  }
  const il = xl & INNER_LO, ih = xh & INNER_HI;
  sl |= il & rl & cl & d9l & d7l;
  sh |= ih & rh & ch & d9h & d7h;
  // Grow from the stable discs: a shift's wrap into the next row lands on column a or h, which
  // the inner mask drops.
  for (;;) {
    const hl = rl | (sl << 1) | (sl >>> 1) | (sh << 31);
    const hh = rh | (sh << 1) | (sl >>> 31) | (sh >>> 1);
    const vl = cl | (sl << 8) | (sl >>> 8) | (sh << 24);
    const vh = ch | (sh << 8) | (sl >>> 24) | (sh >>> 8);
    const al = d9l | (sl << 9) | (sl >>> 9) | (sh << 23);
    const ah = d9h | (sh << 9) | (sl >>> 23) | (sh >>> 9);
    const bl = d7l | (sl << 7) | (sl >>> 7) | (sh << 25);
    const bh = d7h | (sh << 7) | (sl >>> 25) | (sh >>> 7);
    const nl = il & hl & vl & al & bl & ~sl, nh = ih & hh & vh & ah & bh & ~sh;
    if ((nl | nh) === 0) break;
    sl |= nl; sh |= nh;
  }
  out.lo = sl; out.hi = sh;
}
