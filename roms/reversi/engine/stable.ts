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
 * flips on the line, since in a game a move can be legal through its other lines. Worked out at
 * the first count (edgeStable()), not at load: the CLI loads the engine for every command.
 */
let EDGE_STABLE: Uint8Array | undefined;
export function edgeStable(): Uint8Array {
  if (EDGE_STABLE) return EDGE_STABLE;
  const table = new Uint8Array(65536);
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
    if (known[k]) return table[k]!;
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
    table[k] = s;
    return s;
  };
  for (let own = 0; own < 256; own++) {
    for (let other = 0; other < 256; other++) if ((own & other) === 0) stableOf(own, other);
  }
  return (EDGE_STABLE = table);
}

/** Inner squares b2–g7 (the iteration's squares; edges come from the table). */
const INNER_LO = 0x7e7e7e00, INNER_HI = 0x007e7e7e;

/** Column pattern (bit i = row i) back to a column-a bitboard's halves. */
const columnLo = (f: number): number => Math.imul(f & 0xf, 0x00204081) & 0x01010101;
const columnHi = (f: number): number => Math.imul(f >>> 4, 0x00204081) & 0x01010101;

/**
 * The squares on full lines, for each of the four directions, of the filled squares (fl, fh): set
 * by fullLines(), shared by both sides' counts. An empty square spreads along its line: along a
 * row within its byte, along a column through all eight row bytes, along a diagonal by doubling
 * shifts (1, 2, then 4 steps each way, masked where a shift would wrap into another row).
 */
let rowL = 0, rowH = 0, colL = 0, colH = 0, d9L = 0, d9H = 0, d7L = 0, d7H = 0;

function fullLines(fl: number, fh: number): void {
  const el = ~fl, eh = ~fh;
  // Rows: an empty square anywhere in a byte reaches its bit 0, which × 0xff fills the byte.
  let tl = el | ((el >>> 1) & 0x7f7f7f7f), th = eh | ((eh >>> 1) & 0x7f7f7f7f);
  tl |= (tl >>> 2) & 0x3f3f3f3f; th |= (th >>> 2) & 0x3f3f3f3f;
  tl |= (tl >>> 4) & 0x0f0f0f0f; th |= (th >>> 4) & 0x0f0f0f0f;
  rowL = ~Math.imul(tl & 0x01010101, 0xff); rowH = ~Math.imul(th & 0x01010101, 0xff);
  // Columns: a bit set in all eight row bytes.
  colL = colH = Math.imul(fl & (fl >>> 8) & (fl >>> 16) & (fl >>> 24) & fh & (fh >>> 8) & (fh >>> 16) & (fh >>> 24) & 0xff, 0x01010101);
  // a1–h8 diagonals (steps of 9): up (a column to the right, masks drop what wraps into column a), then down.
  let ul = el, uh = eh;
  uh |= ((uh << 9) | (ul >>> 23)) & 0xfefefefe; ul |= (ul << 9) & 0xfefefefe;
  uh |= ((uh << 18) | (ul >>> 14)) & 0xfcfcfcfc; ul |= (ul << 18) & 0xfcfcfcfc;
  uh |= (ul << 4) & 0xf0f0f0f0;
  let dl = el, dh = eh;
  dl |= ((dl >>> 9) | (dh << 23)) & 0x7f7f7f7f; dh |= (dh >>> 9) & 0x7f7f7f7f;
  dl |= ((dl >>> 18) | (dh << 14)) & 0x3f3f3f3f; dh |= (dh >>> 18) & 0x3f3f3f3f;
  dl |= (dh >>> 4) & 0x0f0f0f0f;
  d9L = ~(ul | dl); d9H = ~(uh | dh);
  // h1–a8 diagonals (steps of 7): up (a column to the left, masks drop what wraps into column h), then down.
  ul = el; uh = eh;
  uh |= ((uh << 7) | (ul >>> 25)) & 0x7f7f7f7f; ul |= (ul << 7) & 0x7f7f7f7f;
  uh |= ((uh << 14) | (ul >>> 18)) & 0x3f3f3f3f; ul |= (ul << 14) & 0x3f3f3f3f;
  uh |= ((uh << 28) | (ul >>> 4)) & 0x0f0f0f0f; ul |= (ul << 28) & 0x0f0f0f0f;
  dl = el; dh = eh;
  dl |= ((dl >>> 7) | (dh << 25)) & 0xfefefefe; dh |= (dh >>> 7) & 0xfefefefe;
  dl |= ((dl >>> 14) | (dh << 18)) & 0xfcfcfcfc; dh |= (dh >>> 14) & 0xfcfcfcfc;
  dl |= ((dl >>> 28) | (dh << 4)) & 0xf0f0f0f0; dh |= (dh >>> 28) & 0xf0f0f0f0;
  d7L = ~(ul | dl); d7H = ~(uh | dh);
}

/** Stable discs of (xl, xh) against (yl, yh), fullLines() already run on the board, into `out`. */
function grow(xl: number, xh: number, yl: number, yh: number): void {
  // Edges.
  const edge = EDGE_STABLE ?? edgeStable();
  let sl = edge[((xl & 0xff) << 8) | (yl & 0xff)]!;
  let sh = edge[((xh >>> 24) << 8) | (yh >>> 24)]! << 24;
  let c = edge[(column(xl, xh, 0) << 8) | column(yl, yh, 0)]!;
  sl |= columnLo(c); sh |= columnHi(c);
  c = edge[(column(xl, xh, 7) << 8) | column(yl, yh, 7)]!;
  sl |= columnLo(c) << 7; sh |= columnHi(c) << 7;
  const il = xl & INNER_LO, ih = xh & INNER_HI;
  sl |= il & rowL & colL & d9L & d7L;
  sh |= ih & rowH & colH & d9H & d7H;
  // Grow from the stable discs: a shift's wrap into the next row lands on column a or h, which
  // the inner mask drops.
  for (;;) {
    const hl = rowL | (sl << 1) | (sl >>> 1) | (sh << 31);
    const hh = rowH | (sh << 1) | (sl >>> 31) | (sh >>> 1);
    const vl = colL | (sl << 8) | (sl >>> 8) | (sh << 24);
    const vh = colH | (sh << 8) | (sl >>> 24) | (sh >>> 8);
    const al = d9L | (sl << 9) | (sl >>> 9) | (sh << 23);
    const ah = d9H | (sh << 9) | (sl >>> 23) | (sh >>> 9);
    const bl = d7L | (sl << 7) | (sl >>> 7) | (sh << 25);
    const bh = d7H | (sh << 7) | (sl >>> 25) | (sh >>> 7);
    const nl = il & hl & vl & al & bl & ~sl, nh = ih & hh & vh & ah & bh & ~sh;
    if ((nl | nh) === 0) break;
    sl |= nl; sh |= nh;
  }
  out.lo = sl; out.hi = sh;
}

/** Stable discs of (xl, xh) against (yl, yh), into `out` (see above). */
export function stableDiscs(xl: number, xh: number, yl: number, yh: number): void {
  fullLines(xl | yl, xh | yh);
  grow(xl, xh, yl, yh);
}

/** The number of stable discs of (xl, xh) against (yl, yh), a lower bound (see above). */
export function stableCount(xl: number, xh: number, yl: number, yh: number): number {
  fullLines(xl | yl, xh | yh);
  grow(xl, xh, yl, yh);
  return popcount64(out.lo, out.hi);
}

/** Stable discs of (pl, ph) minus those of (ol, oh): the full lines found once for both. */
export function stableDifference(pl: number, ph: number, ol: number, oh: number): number {
  fullLines(pl | ol, ph | oh);
  grow(pl, ph, ol, oh);
  const mine = popcount64(out.lo, out.hi);
  grow(ol, oh, pl, ph);
  return mine - popcount64(out.lo, out.hi);
}
