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
 * Then the outline is drawn over the fill: the fill's runs reach the outline's pixels, so a fill
 * drawn last would blank them where the pattern is clear, and the EMPTY_FILL ellipse of PRIMS3 05
 * keeps its whole outline.
 * Given the capture's own outline pixels, this polygon reproduces every fill pixel of PRIMS3 05's
 * first row, its user-pattern and 2×5 ellipses, and all 20 pies of PRIMS3 06; what still differs
 * there comes from the outline (bgi/ellipse.ts).
 */
import { fillPolygon } from './polyfill.ts';
import type { BgiState } from './state.ts';
import { THICK_WIDTH, drawLine } from './line.ts';
import { arcEnd, arcPoints, outline, plotPoints, thickArc, type Points } from './ellipse.ts';

/** The polygon's vertices (absolute), reused between calls. */
let polyX = new Int32Array(1024);
let polyY = new Int32Array(1024);

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

/** A C int: 16 bits, so the outline's work stays bounded whatever radius a port passes (as arc). */
function int16(v: number): number {
  return (v << 16) >> 16;
}

/** Make room for n vertices. */
function room(n: number): void {
  if (polyX.length >= n) return;
  const size = Math.max(n, polyX.length * 2);
  polyX = new Int32Array(size);
  polyY = new Int32Array(size);
}

/** Copy the outline points (relative, y up) after `at` vertices as absolute screen vertices. */
function vertices(pts: Points, xc: number, yc: number, at: number): void {
  room(at + pts.n);
  for (let i = 0; i < pts.n; i++) {
    polyX[at + i] = xc + pts.xs[i]!;
    polyY[at + i] = yc - pts.ys[i]!;
  }
}

/**
 * The curved part of an outline, as arc/ellipse draw it: in THICK_WIDTH (radii past 1) the 1°
 * polygon of thick lines, else the points themselves. Not measured for filled shapes: PRIMS3 draws
 * them thin only.
 */
function curve(st: BgiState, xc: number, yc: number, a0: number, a1: number, rx: number, ry: number, pts: Points): void {
  if (st.thickness === THICK_WIDTH && (Math.abs(rx) > 1 || Math.abs(ry) > 1)) thickArc(st, xc, yc, a0, a1, rx, ry);
  else plotPoints(st, xc, yc, pts);
}

/**
 * A pie (pieslice, sector) at absolute centre (xc, yc) between a0 and a1 degrees (already put in
 * order by pieAngles): the fill, the arc, then the two radii to the arc's end points. getarccoords
 * then reports the centre and end points, viewport-relative.
 */
export function drawPie(st: BgiState, xc: number, yc: number, a0: number, a1: number, rx: number, ry: number): void {
  rx = int16(rx);
  ry = int16(ry);
  const pts = arcPoints(rx, ry, a0, a1);
  vertices(pts, xc, yc, 1);
  polyX[0] = xc;
  polyY[0] = yc;
  fillPolygon(st, polyX, polyY, pts.n + 1);
  curve(st, xc, yc, a0, a1, rx, ry, pts);
  const s = arcEnd(rx, ry, a0);
  const e = arcEnd(rx, ry, a1);
  drawLine(st, xc, yc, xc + s.x, yc - s.y);
  drawLine(st, xc, yc, xc + e.x, yc - e.y);
  const x = xc - st.viewport.left, y = yc - st.viewport.top;
  st.arc = { x, y, xstart: x + s.x, ystart: y - s.y, xend: x + e.x, yend: y - e.y };
}

/** fillellipse at absolute centre (xc, yc): the fill, then the outline. */
export function drawFilledEllipse(st: BgiState, xc: number, yc: number, rx: number, ry: number): void {
  rx = int16(rx);
  ry = int16(ry);
  const pts = outline(rx, ry);
  vertices(pts, xc, yc, 0);
  fillPolygon(st, polyX, polyY, pts.n);
  curve(st, xc, yc, 0, 360, rx, ry, pts);
}
