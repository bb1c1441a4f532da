/**
 * The kernel's scan-line polygon fill (fillpoly's interior; not floodfill, which reads the screen).
 *
 * Measured on PRIMS3 08 (the concave flag, the star, the clipped triangles):
 * - Every non-horizontal edge, taken from its upper end, crosses row y at
 *   `x = xtop + (y − ytop)·dx / dy`, the division truncating toward zero (IMUL/IDIV), so an edge
 *   leaning left rounds right: the flag's notch edge (380,20)→(300,90) has fill pixels one right of
 *   its Bresenham outline on rows 25 and 32, and the triangle (−40,200)→(30,470) one left of it.
 * - An edge counts on rows ytop ≤ y < ybot (half-open, so a vertex a path runs through counts once).
 * - The crossings of a row are sorted and filled pairwise: the even–odd rule, so the centre of the
 *   self-intersecting star stays empty.
 * - Rows and runs are clipped to the clip rectangle; the polygon itself is not clipped (the
 *   triangle off the left edge keeps its slopes).
 */
import { clipBox, type BgiState } from './state.ts';
import { fillRows, fillSpan } from './fill.ts';

/** Crossings of one row, reused between calls (a polygon has at most this many edges per row). */
let crossings = new Int32Array(64);

/**
 * Fill the polygon of `n` absolute vertices (x at xs[i], y at ys[i]; closed from the last back to
 * the first) with the current fill pattern and colour, COPY_PUT.
 */
export function fillPolygon(st: BgiState, xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): void {
  if (n < 2) return;
  let yMin = Infinity, yMax = -Infinity;
  for (let i = 0; i < n; i++) {
    if (ys[i]! < yMin) yMin = ys[i]!;
    if (ys[i]! > yMax) yMax = ys[i]!;
  }
  const clip = clipBox(st);
  const y0 = Math.max(yMin, clip.top);
  const y1 = Math.min(yMax, clip.bottom);
  if (y0 > y1) return;
  if (crossings.length < n) crossings = new Int32Array(n);
  const rows = fillRows(st);
  const color = st.fillColor & 15;
  const px = st.vga.pixels;
  let xLo = Infinity, xHi = -Infinity;
  for (let y = y0; y <= y1; y++) {
    let k = 0;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      let xa = xs[j]!, ya = ys[j]!, xb = xs[i]!, yb = ys[i]!;
      if (ya === yb) continue;
      if (ya > yb) {
        const tx = xa; xa = xb; xb = tx;
        const ty = ya; ya = yb; yb = ty;
      }
      if (y < ya || y >= yb) continue;
      // Insertion into the sorted crossings (rows cross few edges).
      const x = xa + Math.trunc(((y - ya) * (xb - xa)) / (yb - ya));
      let at = k++;
      while (at > 0 && crossings[at - 1]! > x) {
        crossings[at] = crossings[at - 1]!;
        at--;
      }
      crossings[at] = x;
    }
    for (let c = 0; c + 1 < k; c += 2) {
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
