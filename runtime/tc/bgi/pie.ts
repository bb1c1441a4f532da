/**
 * Filled curves as the BGI kernel draws them: fillellipse, pieslice and sector.
 *
 * PRIMS3 05 and 06: the interior is the kernel's polygon fill (bgi/polyfill.ts) over a polygon whose
 * vertices are the outline's own pixels, in drawing order — for a pie the centre first, then the arc
 * from its first pixel to its last. So the fill meets the arc exactly (no fill pixel lies outside
 * an arc and none is missing inside it, over 6 ellipses and 20 pies), while along a radial side the
 * fill has the polygon's edge from the centre to the arc's first or last pixel, which is not the
 * Bresenham line the outline draws to the end point: pieslice(450,360,330,30,90) has fill one pixel
 * outside its upper side (row 357) and one pixel short of its lower side (rows 388–405), both of
 * which the edges (450,360)–(527,314) and (450,360)–(527,406) explain — the arc's pixels next to
 * the end points (527,315) and (527,405).
 * Then the outline is drawn over the fill (a zero-width fillellipse shows the fill between its
 * outline's two columns).
 */
import { fillPolygon } from './polyfill.ts';
import { clipBox, type BgiState } from './state.ts';
import { drawLine } from './line.ts';
import { SCREEN_W } from '../../hw/vga.ts';
import { traceArc, arcPoint, type ArcTrace } from './arctrace.ts';

/** The polygon's vertices (absolute), reused between calls. */
let polyX = new Int32Array(1024);
let polyY = new Int32Array(1024);

const trace: ArcTrace = { n: 0, dx: new Int32Array(1024), dy: new Int32Array(1024) };

/**
 * The angles a pie is drawn between. PRIMS3 06 (getarccoords after pieslice/sector): an end angle
 * past 360 is taken mod 360 (380 → 20, 450 → 90, 520 → 160); then if the end is below the start the
 * two are swapped, so pieslice(…,330,30,…) draws 30→330, the big part. 0→360 stays a full turn.
 * A start past 360 or negative angles are not measured.
 */
export function pieAngles(start: number, end: number): [number, number] {
  if (end > 360) end %= 360;
  if (start > 360) start %= 360;
  return end < start ? [end, start] : [start, end];
}

/** Make room for n vertices. */
function room(n: number): void {
  if (polyX.length >= n) return;
  const size = Math.max(n, polyX.length * 2);
  polyX = new Int32Array(size);
  polyY = new Int32Array(size);
}

/** Plot the traced pixels around (xc, yc) in the drawing colour, clipped. */
function plotTrace(st: BgiState, xc: number, yc: number, t: ArcTrace): void {
  const clip = clipBox(st);
  const px = st.vga.pixels;
  const color = st.color & 15;
  const xor = st.writeMode === 1;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < t.n; i++) {
    const x = xc + t.dx[i]!, y = yc + t.dy[i]!;
    if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) continue;
    const at = y * SCREEN_W + x;
    px[at] = xor ? px[at]! ^ color : color;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (x0 <= x1) st.vga.touch(x0, y0, x1, y1);
}

/** Record the end points for getarccoords. */
function rememberArc(st: BgiState, xc: number, yc: number, a0: number, a1: number, rx: number, ry: number): void {
  const { left: ox, top: oy } = st.viewport;
  const s = arcPoint(a0, rx, ry);
  const e = arcPoint(a1, rx, ry);
  st.arc.x = xc - ox;
  st.arc.y = yc - oy;
  st.arc.xstart = xc - ox + s.dx;
  st.arc.ystart = yc - oy + s.dy;
  st.arc.xend = xc - ox + e.dx;
  st.arc.yend = yc - oy + e.dy;
}

/**
 * A pie (pieslice, sector) at absolute centre (xc, yc) between a0 and a1 degrees (already put in
 * order by pieAngles): the fill, the arc, then the two radii to the arc's end points.
 */
export function drawPie(st: BgiState, xc: number, yc: number, a0: number, a1: number, rx: number, ry: number): void {
  traceArc(rx, ry, a0, a1, trace);
  room(trace.n + 1);
  polyX[0] = xc;
  polyY[0] = yc;
  for (let i = 0; i < trace.n; i++) {
    polyX[i + 1] = xc + trace.dx[i]!;
    polyY[i + 1] = yc + trace.dy[i]!;
  }
  fillPolygon(st, polyX, polyY, trace.n + 1);
  plotTrace(st, xc, yc, trace);
  const s = arcPoint(a0, rx, ry);
  const e = arcPoint(a1, rx, ry);
  drawLine(st, xc, yc, xc + s.dx, yc + s.dy);
  drawLine(st, xc, yc, xc + e.dx, yc + e.dy);
  rememberArc(st, xc, yc, a0, a1, rx, ry);
}

/** fillellipse at absolute centre (xc, yc): the fill, then the outline. */
export function drawFilledEllipse(st: BgiState, xc: number, yc: number, rx: number, ry: number): void {
  traceArc(rx, ry, 0, 360, trace);
  room(trace.n);
  for (let i = 0; i < trace.n; i++) {
    polyX[i] = xc + trace.dx[i]!;
    polyY[i] = yc + trace.dy[i]!;
  }
  fillPolygon(st, polyX, polyY, trace.n);
  plotTrace(st, xc, yc, trace);
}
