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
 * there comes from the outline (bgi/ellipse.ts). fillellipse's fill is rather each outline row's
 * whole span, its outline pixels included (probe PTHK: seen through a thick XOR_PUT outline;
 * where an outline is copied over the fill the two agree, PRIMS3 05 and probe PFE included).
 */
import { fillPolygon } from './polyfill.ts';
import { EMPTY_FILL, fillRows, fillSpan } from './fill.ts';
import { clipBox, type BgiState } from './state.ts';
import { drawLine } from './line.ts';
import { SCAN_POINTS, arcEnd, arcPoints, arcRecord, drawsThick, grNoScanMem, quadrantOf, outline, plotPoints, thickArc, thickDrawn, thickRecord, type Points } from './ellipse.ts';

/** The polygon's vertices (absolute), reused between calls. */
let polyX = new Int32Array(1024);
let polyY = new Int32Array(1024);

/**
 * The angles a pie is drawn between. The kernel reads each angle as an unsigned 16-bit number and
 * takes it mod 360 when past 360, then draws from the smaller to the larger. Probes C1/D1 (400
 * pieslices and sectors, getarccoords after each): 380 → 20, 450 → 90, 720 → 0 (PRIMS3 06 too);
 * a negative angle lands 16° past its mod-360 value, as 65536 mod 360 = 16 says: −158 → 218,
 * −1443 → 13, −90 → 286; an end of 360 stays 360 (0→360 and 110→360 are whole) but a start of
 * 360 is 0 (pieslice(591,196,360,37,769) draws 0→37); 330→30 draws 30→330.
 * (Arcs and ellipses take angles mod 360 as signed numbers: ellipse.ts `sweep`.)
 */
export function pieAngles(start: number, end: number): [number, number] {
  const s = start & 0xffff, e = end & 0xffff;
  const s360 = s >= 360 ? s % 360 : s, e360 = e > 360 ? e % 360 : e;
  return e360 < s360 ? [e360, s360] : [s360, e360];
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

/**
 * A pie's arc: a line from each of its pixels to the next (`drawLine`, so in the line style, its
 * pattern restarting on every line, in the write mode and in the width lines are drawn in). Probe
 * F1: in DASHED_LINE or DOTTED_LINE (patterns starting with clear bits) sector(437,261,60,−90,13,55)
 * shows no arc pixel at all; in XOR_PUT the arc vanishes (every pixel but the two ends is drawn
 * twice) while its first and last pixels stay (sector(319,400,304,60,62,62)).
 * THICK_WIDTH too: these 2-pixel lines drawn thick, not the 1° polygon of thick arcs (the
 * bgi-oracle PCRVS, PCRV): a thick pie in DOTTED, CENTER or DASHED style has no arc pixel, in
 * USERBIT 0x9571 (bit 0 set, bit 1 clear) a whole thick arc; solid, it is exact where the polygon
 * was not (oracle-gen's thick pies).
 */
function pieArc(st: BgiState, xc: number, yc: number, pts: Points, whole: boolean): void {
  // Each line runs the way the kernel walks that quadrant: from the y axis to the x axis, so
  // clockwise in the first and third quadrants (the pattern's bit 0 on the pixel nearer the x
  // axis): probe PCRVS's thick USERBIT 0x9571 pie is exact only so; 45 listed scenes of oracle-gen
  // and -v2 match (G01019 9, a flat 331×1 sector whose arc ends are off already, loses 1 pixel)
  for (let i = 1; i < pts.n; i++) {
    const x0 = pts.xs[i - 1]!, y0 = pts.ys[i - 1]!, x1 = pts.xs[i]!, y1 = pts.ys[i]!;
    if (quadrantOf(x0 + x1, y0 + y1) % 2 === 0) drawLine(st, xc + x1, yc - y1, xc + x0, yc - y0);
    else drawLine(st, xc + x0, yc - y0, xc + x1, yc - y1);
  }
  if (whole && pts.n > 1) drawLine(st, xc + pts.xs[pts.n - 1]!, yc - pts.ys[pts.n - 1]!, xc + pts.xs[0]!, yc - pts.ys[0]!);
}

/**
 * A pie (pieslice, sector) at absolute centre (xc, yc) between a0 and a1 degrees (already put in
 * order by pieAngles): the fill, the arc, then the two radii to the arc's end points. getarccoords
 * then reports the centre and end points, viewport-relative.
 */
export function drawPie(st: BgiState, xc: number, yc: number, a0: number, a1: number, rx: number, ry: number): void {
  rx = int16(rx);
  ry = int16(ry);
  const x = xc - st.viewport.left, y = yc - st.viewport.top;
  if (a0 === a1) {
    // Probe C1/D1 (pieslice(567,305,46,46,7), sector(…,63,63,…)): no arc and no fill; the radii
    // are drawn to the centre itself (one pixel) and getarccoords reports the centre three times.
    const o = { x: 0, y: 0 };
    drawLine(st, xc, yc, xc, yc);
    drawLine(st, xc, yc, xc, yc);
    arcRecord(st, x, y, { s: o, e: o });
    return;
  }
  const pts = arcPoints(rx, ry, a0, a1, true);
  // 0→360: the ring closes, back to the pixel at 0°, in the polygon and the arc's lines
  // (oracle-gen-v2 H00216 10: the fill of pieslice(478,168,0,360,181) takes in the row of the
  // centre right of it, as a polygon whose last edge runs down the ring to (181,0) and back along
  // the radius does; 46 listed scenes of oracle-gen and -v2 match with the polygon closed, one
  // more with the arc's closing line too, none less)
  const whole = a1 - a0 === 360;
  const n = piePolygon(st, pts, xc, yc, whole);
  // EMPTY_FILL: no fill at all, what lies under the pie stays (bgi-oracle PPIE: 300 random
  // pieslices and sectors over a patterned bar, 22 of its 24 EMPTY_FILL pies differed when filled
  // with the background colour, none filled so; oracle-gen G00222 6: sector(158,161,0,212,579,82)
  // leaves the LINE_FILL bar under it). fillellipse does fill with the background (bgi-oracle PWM).
  if (st.fillStyle !== EMPTY_FILL) fillPolygon(st, polyX, polyY, n);
  pieArc(st, xc, yc, pts, whole);
  const s = arcEnd(rx, ry, a0);
  const e = arcEnd(rx, ry, a1);
  drawLine(st, xc, yc, xc + s.x, yc - s.y);
  drawLine(st, xc, yc, xc + e.x, yc - e.y);
  arcRecord(st, x, y, { s, e });
}

/**
 * The pie's fill polygon: the centre, then the arc's pixels, taken a quadrant at a time into the
 * kernel's scan buffer. A quadrant whose part of the arc has 680 pixels or more does not fit: its
 * pixels are left out of the polygon (the fill runs straight across it) and graphresult says
 * grNoScanMem; the arc and radii are still drawn whole. Probes G1/H1/C1/D1/F1:
 * sector(320,240,0,90,r,r) fills up to r = 479 (678 pixels) and fails from 480 (680); 900×900 fails
 * 0→80 but fills 45→135 (two quadrants of 636); the rule agrees with graphresult after all 907 pies
 * of the probes. pieslice(396,84,46,323,622) fills the right half-plane less the 323°..46° wedge:
 * its two left quadrants (880 pixels each) are gone from the polygon, which runs down x = 396.
 * fillellipse has no such limit (probe E1: radii to 900 fill).
 * Returns the polygon's vertex count.
 */
function piePolygon(st: BgiState, pts: Points, xc: number, yc: number, whole: boolean): number {
  const q = [0, 0, 0, 0];
  for (let i = 0; i < pts.n; i++) q[quadrantOf(pts.xs[i]!, pts.ys[i]!)]!++;
  room(pts.n + 2);
  polyX[0] = xc;
  polyY[0] = yc;
  let n = 1;
  for (let i = 0; i < pts.n; i++) {
    const x = pts.xs[i]!, y = pts.ys[i]!;
    if (q[quadrantOf(x, y)]! >= SCAN_POINTS) continue;
    polyX[n] = xc + x;
    polyY[n++] = yc - y;
  }
  if (n < pts.n + 1) st.result = grNoScanMem;
  else if (whole && pts.n > 0) {
    polyX[n] = xc + pts.xs[0]!;
    polyY[n++] = yc - pts.ys[0]!;
  }
  return n;
}

/**
 * fillellipse's fill: every row of the outline from its leftmost to its rightmost pixel, both
 * included, in the fill pattern (COPY_PUT), clipped to the clip box. Not the polygon of the outline
 * (whose scan-line rule leaves out the bottom row and the lower edges): probe PTHK's 28 thick
 * XOR_PUT fillellipses (radii 2..60) show the fill under every outline pixel, bottom and sides
 * alike (colour 4 XOR 15 = 11 there, where the polygon left 15), all 28 exactly so; a thin or
 * COPY_PUT outline covers those pixels (probe PFE: 300 of 300 either way).
 */
function fillEllipseRows(st: BgiState, pts: Points, xc: number, yc: number): void {
  const c = clipBox(st);
  // h: the outline's half height, its largest distance from the centre row
  let h = 0;
  for (let i = 0; i < pts.n; i++) h = Math.max(h, Math.abs(pts.ys[i]!));
  if (rowLo.length < 2 * h + 1) {
    rowLo = new Int32Array(2 * h + 1);
    rowHi = new Int32Array(2 * h + 1);
  }
  rowLo.fill(0x7fffffff, 0, 2 * h + 1);
  rowHi.fill(-0x80000000, 0, 2 * h + 1);
  for (let i = 0; i < pts.n; i++) {
    const r = h - pts.ys[i]!, x = pts.xs[i]!;
    if (x < rowLo[r]!) rowLo[r] = x;
    if (x > rowHi[r]!) rowHi[r] = x;
  }
  const rows = fillRows(st), color = st.fillColor & 15, px = st.vga.pixels;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let r = 0; r <= 2 * h; r++) {
    const y = yc - h + r;
    if (y < c.top || y > c.bottom || rowLo[r]! > rowHi[r]!) continue;
    const a = Math.max(xc + rowLo[r]!, c.left), b = Math.min(xc + rowHi[r]!, c.right);
    if (a > b) continue;
    fillSpan(px, rows, color, a, b, y);
    x0 = Math.min(x0, a);
    x1 = Math.max(x1, b);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  if (x0 <= x1) st.vga.touch(x0, y0, x1, y1);
}

/** fillellipse's rows, leftmost and rightmost outline pixel, reused between calls. */
let rowLo = new Int32Array(64);
let rowHi = new Int32Array(64);

/** fillellipse at absolute centre (xc, yc): the fill, then the outline. */
export function drawFilledEllipse(st: BgiState, xc: number, yc: number, rx: number, ry: number): void {
  rx = int16(rx);
  ry = int16(ry);
  const pts = outline(rx, ry);
  fillEllipseRows(st, pts, xc, yc);
  // Probe F1 (fillellipse(405,283,115,125) and 5 more in XOR_PUT): the thin outline is copied
  // over the fill whatever the write mode (colour 5 over fill 6 stays 5, not 3), as every thin
  // curve is (plotPoints); the thick one is drawn in the write mode (fillellipse(394,271,33,17) in
  // XOR_PUT), as thick arcs are.
  const thick = drawsThick(st);
  if (thick) {
    thickArc(st, xc, yc, 0, 360, rx, ry);
    thickDrawn(st);
  } else plotPoints(st, xc, yc, pts);
  // Probe E1: getarccoords then reports the ellipse's 0→360 ends, (x + xradius, y) twice; after a
  // thick one the offsets stay those of the call before (probe F1), as after thick arcs.
  const s = arcEnd(rx, ry, 0);
  if (thick) thickRecord(st, xc - st.viewport.left, yc - st.viewport.top);
  else arcRecord(st, xc - st.viewport.left, yc - st.viewport.top, { s, e: s });
}
