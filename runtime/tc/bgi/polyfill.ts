/**
 * The kernel's scan-line polygon fill (fillpoly's interior; not floodfill, which reads the screen).
 *
 * Measured on PRIMS3 08 (the concave flag, the star, the clipped triangles):
 * - Every non-horizontal edge, taken from its upper end, crosses row y at
 *   `x = xtop + (y − ytop)·dx / dy`, the division truncating toward zero (IMUL/IDIV), so an edge
 *   leaning left rounds right: the flag's notch edge (380,20)→(300,90) has fill pixels one right of
 *   its Bresenham outline on rows 25 and 32, and the triangle (−40,200)→(30,470) one left of it.
 * - An edge counts on rows ytop ≤ y < ybot (half-open, so a vertex a path runs through counts once).
 * - The edges are the sides the outline takes (polysides.ts, probe PFPS): a subpath that comes back
 *   to its first point closes, and no edge leads into the point after it.
 * - The crossings of a row are sorted and filled pairwise: the even–odd rule, so the centre of the
 *   self-intersecting star stays empty.
 * - Rows and runs are clipped to the clip rectangle; the polygon itself is not clipped (the
 *   triangle off the left edge keeps its slopes).
 * - The vertices, dx and dy are ints (probe PFPT, oracle-gen v5 K00016, K00018): a side more than
 *   32767 rows tall divides by its height wrapped negative, so (100,−16000)→(300,17000) crosses
 *   row 0 at x = 2, not 197; a row's offset from the side's top is an int too.
 * - The kernel fills from its point list (record), where a y whose high byte is 80h reads as a
 *   mark: 8001h as the close mark (no edge into it; the next point starts again), any other as
 *   the end (the list stops there; the rows run from the least y to the greatest before it, the
 *   first point's y read as a mark too). Probes PFPT (cases 0, 2, 13, 14: a point at y −32545,
 *   −32767 or −32768 leaves the polygon unfilled), PFPF (300 fillpolys and drawpolys with far
 *   points, all exact; 142 differed before), PFPM. The outline's walk reads them otherwise
 *   (polysides.ts).
 * - Each row's runs go through the kernel's line clipper: one whose ends are more than an int
 *   apart is not filled (PFPT 11, 12).
 * - The kernel works out every row's crossings from the polygon's top row to its bottom, outside
 *   the clip rectangle too; a crossing whose quotient is past the int — a side more than 32767
 *   rows tall, its height wrapped small — is the 8086's divide error (bgi/clip.ts KernelDivide):
 *   the rows above it stay filled and the program ends there, e.g. (−29900,−29900),(30100,100),
 *   (100,30100) at row 0. Probes PFD, PFE, PFG, PFH (test/fixtures/bgi-oracle/PFDIV.md: 65
 *   fillpolys of far points, a SIGFPE handler dumping the planes): a divide error on rows above
 *   the clip's top leaves nothing filled (PFH, 11 of 11), one on rows below its bottom comes after
 *   the whole fill (PFE09, PFE15, PFE17); the partial fills of PFE10, 14 and 18 are exact.
 */
import { clipBox, type BgiState } from './state.ts';
import { KernelDivide } from './clip.ts';
import { fillRows, fillSpan } from './fill.ts';
import { int16 } from '../int.ts';
import { CLOSE_MARK, END_MARK, isMark } from './polysides.ts';

/** The kernel's point list (record): entries' x and y, reused between calls. */
let ex = new Int32Array(64);
let ey = new Int32Array(64);


/** Crossings of one row, and the edges that reach the clipped rows, reused between calls. */
let crossings = new Int32Array(64);
let edgeXa = new Int32Array(64);
let edgeYa = new Int32Array(64);
let edgeXb = new Int32Array(64);
let edgeYb = new Int32Array(64);

/** More crossings in a row than this are sorted by the typed array's own sort. */
const SORT_NATIVELY = 16;

/**
 * The point list the kernel fills from (its polyline buffer, polybuffer.ts): the n vertices as ints
 * and the first again, each recorded as polyPoint records it — a point equal to the first of its
 * run is left out while the run has only that point, and closes the run when it has more (stored,
 * then a close mark; the next point starts a run of its own, probe PFPS) — then the end mark.
 * Returns the count of entries in ex, ey.
 */
function record(xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): number {
  if (ex.length < 2 * n + 4) {
    ex = new Int32Array(4 * n + 8);
    ey = new Int32Array(4 * n + 8);
  }
  let k = 0, run = 0, fx = 0, fy = 0;
  for (let i = 0; i <= n; i++) {
    const x = int16(xs[i === n ? 0 : i]!), y = int16(ys[i === n ? 0 : i]!);
    if (run > 0 && x === fx && y === fy) {
      if (run === 1) continue;
      ex[k] = x;
      ey[k++] = y;
      ex[k] = 0;
      ey[k++] = CLOSE_MARK;
      run = 0;
      continue;
    }
    if (run++ === 0) {
      fx = x;
      fy = y;
    }
    ex[k] = x;
    ey[k++] = y;
  }
  ex[k] = 0;
  ey[k++] = END_MARK;
  return k;
}

/**
 * Whether a side's crossing of a row from `from` to `to` (rows of the side: ya ≤ y < yb) is past
 * the int: the quotient's size grows with the row's offset from the side's top, an int, so the
 * range's ends and the two rows either side of the offset's wrap are the ones to try.
 */
function overflows(xa: number, ya: number, xb: number, yb: number, from: number, to: number): boolean {
  if (from > to) return false;
  const dx = int16(xb - xa), dy = int16(yb - ya), a0 = from - ya, a1 = to - ya;
  const past = (a: number): boolean => {
    const q = Math.trunc((int16(a) * dx) / dy);
    return q !== int16(q);
  };
  return past(a0) || past(a1) || (a0 <= 0x7fff && a1 >= 0x8000 && (past(0x7fff) || past(0x8000)));
}

/**
 * Fill the polygon of `n` absolute vertices (x at xs[i], y at ys[i]; closed from the last back to
 * the first) with the current fill pattern and colour, COPY_PUT.
 */
export function fillPolygon(st: BgiState, xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): void {
  if (n < 2) return;
  const clip = clipBox(st);
  if (edgeXa.length < n) {
    const size = Math.max(n, edgeXa.length * 2);
    edgeXa = new Int32Array(size);
    edgeYa = new Int32Array(size);
    edgeXb = new Int32Array(size);
    edgeYb = new Int32Array(size);
    crossings = new Int32Array(size);
  }
  // The edges, each from its upper end, that cross a row of the clip rectangle (a huge ellipse
  // keeps only its few on-screen edges, so the row loop below stays short).
  let m = 0;
  const count = record(xs, ys, n);
  // The rows: from the least y to the greatest, the marks left out, up to the end mark.
  let yMin = 0x7fff, yMax = -0x8000;
  for (let i = 0; i < count; i++) {
    const y = ey[i]!;
    if (isMark(y)) {
      if (y === CLOSE_MARK) continue;
      break;
    }
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  }
  // (no rows, as when the first point's y reads as the end mark: nothing worked out, PFPT 13, 14)
  if (yMin > yMax - 1) return;
  const y0 = Math.max(yMin, clip.top);
  const y1 = Math.min(yMax - 1, clip.bottom);
  // (a divide error on a row above the clip's, before any row is filled; one below it, after them)
  let below = false;
  // The edges: each entry to the next; the first entry is taken as a point whatever its y, a close
  // mark goes on from the entry after it (unless that is a mark too), an end mark ends the list.
  for (let j = 0, i = 1; i < count; j = i++) {
    if (isMark(ey[i]!)) {
      if (ey[i] !== CLOSE_MARK || ++i >= count || isMark(ey[i]!)) break;
      continue;
    }
    let xa = ex[j]!, ya = ey[j]!, xb = ex[i]!, yb = ey[i]!;
    if (ya === yb) continue;
    if (ya > yb) {
      const tx = xa; xa = xb; xb = tx;
      const ty = ya; ya = yb; yb = ty;
    }
    if (ya < y0 && overflows(xa, ya, xb, yb, Math.max(ya, yMin), Math.min(yb - 1, y0 - 1))) throw new KernelDivide(DIVIDE);
    if (yb - 1 > y1 && overflows(xa, ya, xb, yb, Math.max(ya, y1 + 1), Math.min(yb - 1, yMax - 1))) below = true;
    if (yb <= y0 || ya > y1) continue;
    edgeXa[m] = xa;
    edgeYa[m] = ya;
    edgeXb[m] = xb;
    edgeYb[m] = yb;
    m++;
  }
  if (m === 0 || y0 > y1) {
    if (below) throw new KernelDivide(DIVIDE);
    return;
  }
  const rows = fillRows(st);
  const color = st.fillColor & 15;
  const px = st.vga.pixels;
  let xLo = Infinity, xHi = -Infinity;
  for (let y = y0; y <= y1; y++) {
    let k = 0;
    for (let e = 0; e < m; e++) {
      const ya = edgeYa[e]!;
      if (y < ya || y >= edgeYb[e]!) continue;
      const xa = edgeXa[e]!;
      const q = Math.trunc((int16(y - ya) * int16(edgeXb[e]! - xa)) / int16(edgeYb[e]! - ya));
      if (q !== int16(q)) {
        if (xLo <= xHi) st.vga.touch(xLo, y0, xHi, y - 1);
        throw new KernelDivide(DIVIDE);
      }
      crossings[k++] = int16(xa + q);
    }
    // Sorted: by insertion when few (most rows cross two or four edges), else natively (PFPN's
    // 680-point polygons cross hundreds a row, which insertion made most of their fill's time).
    if (k > SORT_NATIVELY) crossings.subarray(0, k).sort();
    else {
      for (let i = 1; i < k; i++) {
        const x = crossings[i]!;
        let at = i;
        while (at > 0 && crossings[at - 1]! > x) {
          crossings[at] = crossings[at - 1]!;
          at--;
        }
        crossings[at] = x;
      }
    }
    for (let c = 0; c + 1 < k; c += 2) {
      // Each run goes through the kernel's line clipper, which draws nothing of a line whose ends
      // are more than an int apart (clip.ts): a run from x −10605 to 32760 is not filled at all
      // (oracle-gen v5 K00375 8, the fillpoly (263,328),(459,371),(597,474),(−32339,325)). Its
      // ends go in as unsigned words, the lesser first: from x ≥ 0 back to x < 0 the difference
      // may be −32768.
      const lo = crossings[c]!, hi = crossings[c + 1]!;
      if (hi - lo > (lo < 0 && hi >= 0 ? 0x8000 : 0x7fff)) continue;
      const a = Math.max(crossings[c]!, clip.left);
      const b = Math.min(crossings[c + 1]!, clip.right);
      if (a > b) continue;
      fillSpan(px, rows, color, a, b, y);
      if (a < xLo) xLo = a;
      if (b > xHi) xHi = b;
    }
  }
  if (xLo <= xHi) st.vga.touch(xLo, y0, xHi, y1);
  if (below) throw new KernelDivide(DIVIDE);
}

const DIVIDE = "Divide error (fillpoly: a row's crossing past the int)";
