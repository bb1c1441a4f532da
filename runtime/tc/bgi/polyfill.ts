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
 *   row 0 at x = 2, not 197. Polygons with a side from above row −30000 or wider than 32767 draw
 *   nothing in DOSBox (PFPT cases 0, 2, 11–14): not derived; (−29900,−29900),(30100,100),
 *   (100,30100) stops Turbo C 2.0 with a divide error.
 */
import { clipBox, type BgiState } from './state.ts';
import { fillRows, fillSpan } from './fill.ts';
import { forEachSide } from './polysides.ts';
import { int16 } from '../int.ts';

/** The vertices with the first again after the last, reused between calls. */
let cx = new Int32Array(64);
let cy = new Int32Array(64);

/** Crossings of one row, and the edges that reach the clipped rows, reused between calls. */
let crossings = new Int32Array(64);
let edgeXa = new Int32Array(64);
let edgeYa = new Int32Array(64);
let edgeXb = new Int32Array(64);
let edgeYb = new Int32Array(64);

/** More crossings in a row than this are sorted by the typed array's own sort. */
const SORT_NATIVELY = 16;

/** The kernel's close mark in a point list's y (8001h); any other y of 8000h–80FFh is its end mark. */
const CLOSE_MARK = -32767;

/** Whether an absolute y reads as one of the kernel's marks: its high byte 80h. */
function isMark(y: number): boolean {
  return y >= -32768 && y <= -32513;
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
  let y0 = Infinity, y1 = -Infinity;
  if (cx.length < n + 1) {
    cx = new Int32Array(2 * n + 2);
    cy = new Int32Array(2 * n + 2);
  }
  for (let i = 0; i < n; i++) {
    cx[i] = int16(xs[i]!);
    cy[i] = int16(ys[i]!);
  }
  cx[n] = cx[0]!;
  cy[n] = cy[0]!;
  // The kernel's list ends at the first y it reads as its end mark (any of 8000h–80FFh but 8001h,
  // its close mark), the closing point's included; a y of 8001h breaks the list there, with no
  // edge into or out of it.
  let end = 0;
  while (end <= n && !(isMark(cy[end]!) && cy[end] !== CLOSE_MARK)) end++;
  forEachSide(cx, cy, end, end > n, (j, i) => {
    let xa = cx[j]!, ya = cy[j]!, xb = cx[i]!, yb = cy[i]!;
    if (ya === yb || ya === CLOSE_MARK || yb === CLOSE_MARK) return;
    if (ya > yb) {
      const tx = xa; xa = xb; xb = tx;
      const ty = ya; ya = yb; yb = ty;
    }
    if (yb <= clip.top || ya > clip.bottom) return;
    edgeXa[m] = xa;
    edgeYa[m] = ya;
    edgeXb[m] = xb;
    edgeYb[m] = yb;
    m++;
    if (ya < y0) y0 = ya;
    if (yb - 1 > y1) y1 = yb - 1;
  });
  y0 = Math.max(y0, clip.top);
  y1 = Math.min(y1, clip.bottom);
  if (m === 0 || y0 > y1) return;
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
      crossings[k++] = int16(xa + Math.trunc((int16(y - ya) * int16(edgeXb[e]! - xa)) / int16(edgeYb[e]! - ya)));
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
      // are more than 32767 apart (clip.ts): a run from x −10605 to 32760 is not filled at all
      // (oracle-gen v5 K00375 8, the fillpoly (263,328),(459,371),(597,474),(−32339,325)).
      if (crossings[c + 1]! - crossings[c]! > 0x7fff) continue;
      const a = Math.max(crossings[c]!, clip.left);
      const b = Math.min(crossings[c + 1]!, clip.right);
      if (a > b) continue;
      fillSpan(px, rows, color, a, b, y);
      if (a < xLo) xLo = a;
      if (b > xHi) xHi = b;
    }
  }
  if (xLo <= xHi) st.vga.touch(xLo, y0, xHi, y1);
}
