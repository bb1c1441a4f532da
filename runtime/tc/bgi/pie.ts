/**
 * Filled curves as the BGI kernel draws them: fillellipse, pieslice and sector.
 *
 * PRIMS3 05 and 06: the interior is the kernel's polygon fill (bgi/polyfill.ts) over a polygon whose
 * vertices are the outline's own pixels, in drawing order — for a pie, a quadrant at a time, the
 * quadrant's arc pixels, then the centre (piePart). So the fill meets the arc exactly (no fill pixel lies outside
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
import { clipBox, setPen, type BgiState } from './state.ts';
import { drawLine } from './line.ts';
import { arcEnd, arcKey, arcRecord, drawsThick, grNoScanMem, keyKept, outline, plotPoints, quadrant, thickArc, thickDrawn, thickRecord, type Points } from './ellipse.ts';
import { plotWithPen } from './curvepen.ts';
import { beginPoly, endPoly, polyFirst, polyFull, polyLines, polyNewRun, polyPoint, polyPoints, polyRefused } from './polybuffer.ts';

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
 * One quadrant's part of a pie, from angle s to e (both in one quadrant, or e on its far axis):
 * recorded into the kernel's polyline buffer (polybuffer.ts) and drawn from there. The kernel walks
 * the first quadrant's outline (`quadrant`, from the y axis to the x axis) and tests each step's
 * four mirror images in turn — below right, below left, above right, above left — against the
 * keys of the end points (ellipse.ts arcKey, 16-bit; an end key not past the start key wraps round), recording those
 * inside: so a pixel on an axis that both of its images reach is recorded twice (a line of one
 * pixel, in the line style and write mode), except as the quadrant's first pixel. A part whose end
 * points are equal, or of 1°, is its end point alone. Then the centre and the first pixel again:
 * that polygon is filled (kernel fillpoly; not with EMPTY_FILL), and the recorded pixels are
 * joined by lines in the line style, width and write mode (each line restarting the pattern).
 * A part that fills the buffer is not filled (grNoScanMem when an entry found it full: polyRefused)
 * and its arc is cut where the buffer ends.
 */
function piePart(st: BgiState, xc: number, yc: number, s: number, e: number, rx: number, ry: number): void {
  const ps = arcEnd(rx, ry, s), pe = arcEnd(rx, ry, e);
  beginPoly(st.graphBufSize);
  if ((ps.x === pe.x && ps.y === pe.y) || e - s < 2) polyPoint(pe.x, pe.y);
  else {
    const ks = arcKey(ps.x, ps.y), ke = arcKey(pe.x, pe.y);
    const q = quadrant(rx, ry);
    for (let i = 0; i < q.n; i++) {
      const x = q.xs[i]!, y = q.ys[i]!;
      for (let m = 0; m < 4; m++) {
        const mx = m & 1 ? -x : x, my = m & 2 ? y : -y;
        if (keyKept(arcKey(mx, my), ks, ke)) polyPoint(mx, my);
      }
    }
  }
  polyPoint(0, 0);
  polyNewRun();
  polyFirst();
  const count = endPoly();
  if (polyRefused()) st.result = grNoScanMem;
  if (!polyFull(count) && count >= 4 && st.fillStyle !== EMPTY_FILL) {
    room(count);
    const n = polyPoints(count, polyX, polyY);
    for (let i = 0; i < n; i++) {
      polyX[i] = xc + polyX[i]!;
      polyY[i] = yc - polyY[i]!;
    }
    fillPolygon(st, polyX, polyY, n);
  }
  polyLines(count - 3, (x0, y0, x1, y1) => drawLine(st, xc + x0, yc - y0, xc + x1, yc - y1));
}

/**
 * A pie (pieslice, sector) at absolute centre (xc, yc) between a0 and a1 degrees (already put in
 * order by pieAngles): each quadrant's part (piePart: fill, then arc), then the two radii to the
 * arc's end points. getarccoords then reports the centre and end points, viewport-relative.
 * The parts run from a0 to the next multiple of 90 and on, the last to a1 (in the fourth quadrant
 * at most: 300→360 is one part, whose end key wraps round to take in the pixel at 0°, oracle-gen-v2
 * H00216 10: pieslice(478,168,0,360,181) fills the centre's row right of the centre).
 * EMPTY_FILL: no fill at all, what lies under the pie stays (bgi-oracle PPIE: 300 random
 * pieslices and sectors over a patterned bar, 22 of its 24 EMPTY_FILL pies differed when filled
 * with the background colour, none filled so; oracle-gen G00222 6: sector(158,161,0,212,579,82)
 * leaves the LINE_FILL bar under it). fillellipse does fill with the background (bgi-oracle PWM).
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
    setPen(st, xc, yc);
    return;
  }
  for (let a = a0; ; ) {
    const q = Math.floor(a / 90);
    if (Math.min(Math.floor(a1 / 90), 3) === q) {
      // a last part of 0° (a1 on an axis) is nothing (oracle-gen G01265 9: pieslice(634,423,9,90,622)
      // overflows its one part and fills nothing, not the line up to 90°'s point)
      if (a1 > a) piePart(st, xc, yc, a, a1, rx, ry);
      break;
    }
    piePart(st, xc, yc, a, 90 * (q + 1), rx, ry);
    a = 90 * (q + 1);
  }
  const s = arcEnd(rx, ry, a0);
  const e = arcEnd(rx, ry, a1);
  // The radii end at the end points as 16-bit ints: oracle gen-v3 I00226 6, pieslice(101,25,228,181,27)
  // under aspect 6745/1 (y radius word 51043) draws its 228° radius up, to y = 118 + 37932 wrapped.
  drawLine(st, xc, yc, int16(xc + s.x), int16(yc - s.y));
  drawLine(st, xc, yc, int16(xc + e.x), int16(yc - e.y));
  arcRecord(st, x, y, { s, e });
  // The kernel draws the radii from the centre and leaves its pen there, thin or thick (probe
  // PPEN: its 25 pieslice and sector cases; PPEN2: 90 more; the driver's own position is at the
  // last part's first pixel, but lineto goes by the kernel's)
  setPen(st, xc, yc);
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
    setPen(st, xc, yc); // at the centre, as a thick arc leaves it (probe PPEN2: 24 thick fillellipses)
  } else plotWithPen(st, xc, yc, pts, () => plotPoints(st, xc, yc, pts));
  // Probe E1: getarccoords then reports the ellipse's 0→360 ends, (x + xradius, y) twice; after a
  // thick one the offsets stay those of the call before (probe F1), as after thick arcs.
  const s = arcEnd(rx, ry, 0);
  if (thick) thickRecord(st, xc - st.viewport.left, yc - st.viewport.top);
  else arcRecord(st, xc - st.viewport.left, yc - st.viewport.top, { s, e: s });
}
