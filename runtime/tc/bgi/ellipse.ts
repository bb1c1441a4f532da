/**
 * Ellipse outlines and elliptical arcs as the BGI 2.0 kernel draws them (circle, arc, ellipse; the
 * outline of fillellipse, pieslice and sector).
 *
 * Internal API (coordinates relative to the centre, y pointing UP, angles in degrees ccw from 3 o'clock):
 * - `quadrant(xr, yr)`: the first-quadrant outline, from (0,yr) to (xr,0).
 * - `outline(xr, yr)`: the whole outline, counter-clockwise from angle 0, each pixel once.
 * - `arcPoints(xr, yr, stangle, endangle)`: the part of `outline` an arc keeps, in ccw order.
 * - `arcEnd(xr, yr, angle)`: the end point getarccoords reports for an angle.
 * - `plotPoints(st, xc, yc, pts)`: draw points around an absolute centre, clipped, copied whatever the write mode.
 * - `thickArc(st, xc, yc, stangle, endangle, xr, yr)`: the THICK_WIDTH arc, a polygon of thick lines.
 * - `drawsThick(st, xr, yr)` / `thickDrawn(st)`: whether a curve is drawn THICK_WIDTH now, and the
 *   width it leaves behind.
 * - `drawArc(st, x, y, stangle, endangle, xr, yr)`: the arc in the current line settings, and
 *   getarccoords' record.
 * The point lists live in shared buffers: use one before asking for the next.
 */
import { clipBox, type BgiState } from './state.ts';
import { THICK_WIDTH, XOR_PUT, bresenham, drawLine } from './line.ts';
import { SCREEN_W } from '../../hw/vga.ts';

/** A list of points in shared typed buffers; valid until the next call that returns one. */
export interface Points {
  n: number;
  xs: Int32Array;
  ys: Int32Array;
}

function buffer(): Points {
  return { n: 0, xs: new Int32Array(256), ys: new Int32Array(256) };
}

function push(p: Points, x: number, y: number): void {
  if (p.n === p.xs.length) {
    const xs = new Int32Array(p.n * 2), ys = new Int32Array(p.n * 2);
    xs.set(p.xs);
    ys.set(p.ys);
    p.xs = xs;
    p.ys = ys;
  }
  p.xs[p.n] = x;
  p.ys[p.n] = y;
  p.n++;
}

/** Make room for `n` points (the list's contents are not kept). */
function reserve(p: Points, n: number): void {
  if (p.xs.length < n) {
    p.xs = new Int32Array(n);
    p.ys = new Int32Array(n);
  }
}

const quad = buffer();
const ring = buffer();
const arc = buffer();

/**
 * The first-quadrant outline of an ellipse with radii xr, yr, from (0,yr) to (xr,0), one pixel per
 * step (8-connected).
 *
 * The kernel's rule, measured on every ellipse of PRIMS3 (04: the grid 13..52 × 11..44 and its
 * arcs; 05: the twelve fillellipses 40×55..62×22, 46×46, 60×40, 2×5; 06: the sectors 35×20..41,
 * 80×50, 60×100; 15: 50×20) and every circle (01–03, 06, 13, 15): pixel for pixel, all of them.
 * - The ellipse is weighed in hundredths: the long axis by 100, the short one by
 *   K = ⌊100·L²/S²⌋ (L, S: the long and short radius), so F(x,y) = 100·l² + K·s² − 100·L² (l, s: the
 *   coordinates along the long and short axis). The long radius is exact; the truncated K makes the
 *   short one a little longer, L/√(K/100): 43.105 for 48×43, 37.048 for 52×37, 13.003 for 13×44,
 *   none when L²/S² has two decimals (60×40, 60×25) and for circles (K = 100, Bresenham's circle).
 *   No binary precision of the ratio (4..16 bits, truncated or rounded), no rounded or finer decimal
 *   one (1/10, 1/1000), and no ratio of the radii themselves rather than their squares fits them.
 *   K is not cut to 16 bits: 04's 52×0 (as 52×1, K = 270400) ends its row at x = 37 as the whole K
 *   does. The arithmetic here is exact for any 16-bit radius; where the kernel's own would overflow
 *   (100·L² past 2³¹ from L = 4635 on) is not measured.
 * - A two-region walk: region 1 steps x while its slope is shallow (cx·x < cy·y, cx and cy F's
 *   weights of x² and y²: the switch the captures pin; 05's 48×43 turns there with a corner,
 *   (35,29),(36,29),(36,28)), region 2 steps y. Of the two candidates it takes the inner one when
 *   their residuals sum to more than 1 (Bresenham's circle rule, which for circles is the midpoint
 *   rule). The 1, not 0, is measured on the two near-ties of PRIMS3: 06's 60×100 at row 29 (sum 1:
 *   the outer pixel x = 58) and 04's 13×11 at row 3 (sum 2: the inner x = 12).
 * A zero radius counts as 1 (PRIMS3 01: radius 0 draws the same plus as radius 1; PRIMS3 04: 13×0
 * draws (0..9,±1) and (±10,0), 0×11 draws (±1,−10..10) and (0,±11)). A negative y radius draws
 * nothing (PRIMS3 02: circle(150,380,-30)).
 * Ruled out on the way (pixels off in PRIMS3 04's grid and 05, of 29 ellipses): the exact
 * F = yr²x² + xr²y² − xr²yr² with the same walk (41) or the midpoint rule; either with any constant
 * added to F, any growth of both radii, or of each radius by its own amount; a circle of the long
 * radius mapped onto the short axis (≥ 364); nearest pixel by distance, radial or normalised error
 * (≥ 37); polygons of rounded points; squared radii shifted to fit 16 bits; other region switches.
 */
export function quadrant(xr: number, yr: number): Points {
  const p = quad;
  p.n = 0;
  const a = xr === 0 ? 1 : Math.abs(xr);
  const b = yr === 0 ? 1 : yr;
  if (b < 0) return p;
  const long = Math.max(a, b), short = Math.min(a, b);
  const k = Math.floor((100 * long * long) / (short * short));
  // F(x,y) = cx·x² + cy·y² − c0: 100 on the long axis, K on the short one.
  const cx = a >= b ? 100 : k, cy = a >= b ? k : 100, c0 = 100 * long * long;
  let x = 0, y = b;
  // Region 1: shallow part near the top, x steps; y steps down when F(x+1,y)+F(x+1,y−1) > 1.
  while (y > 0 && cx * x < cy * y) {
    push(p, x, y);
    const fx = cx * (x + 1) * (x + 1) - c0;
    if (2 * fx + cy * (y * y + (y - 1) * (y - 1)) > 1) y--;
    x++;
  }
  // Region 2: steep part, y steps down; x steps out unless F(x,y−1)+F(x+1,y−1) > 1.
  while (y >= 0) {
    push(p, x, y);
    const fy = cy * (y - 1) * (y - 1) - c0;
    if (2 * fy + cx * (x * x + (x + 1) * (x + 1)) <= 1) x++;
    y--;
  }
  return p;
}

/**
 * The whole outline counter-clockwise from angle 0 (the +x axis), each pixel once: the quadrant
 * mirrored into the four quadrants, the pixels on the axes not repeated.
 */
export function outline(xr: number, yr: number): Points {
  const q = quadrant(xr, yr);
  const p = ring;
  const n = q.n, qx = q.xs, qy = q.ys;
  reserve(p, 4 * n);
  const xs = p.xs, ys = p.ys;
  let k = 0;
  // Q1 from the x axis up: the quadrant backwards.
  for (let i = n - 1; i >= 0; i--) { xs[k] = qx[i]!; ys[k++] = qy[i]!; }
  // Q2 from the y axis to the −x axis (skip the pixel on the y axis).
  for (let i = 0; i < n; i++) if (qx[i] !== 0) { xs[k] = -qx[i]!; ys[k++] = qy[i]!; }
  // Q3 from the −x axis down (skip the pixel on the x axis).
  for (let i = n - 1; i >= 0; i--) if (qy[i] !== 0) { xs[k] = -qx[i]!; ys[k++] = -qy[i]!; }
  // Q4 from the −y axis back towards angle 0 (skip both axes' pixels).
  for (let i = 0; i < n; i++) if (qx[i] !== 0 && qy[i] !== 0) { xs[k] = qx[i]!; ys[k++] = -qy[i]!; }
  p.n = k;
  return p;
}

/**
 * sin(d°)·32768 truncated, d = 0..90 (sin 90° = 32768): the kernel's angle → point conversion is
 * fixed point. Fitted on 1064 end points getarccoords reported after thin arcs and ellipses of
 * probe runs A1/B1 (radii 0..900, angles −2000..2000): 32768 truncated, the product floored, fits
 * all of them; 65536 (rounded or truncated), 32767, 16384 and decimal scales miss 2..40
 * (arc(243,447,92,45,86) starts at x −3, not ⌊86·cos 92°⌋ = −4; 215° r 94 ends at x −77).
 */
const SIN15 = new Int32Array(91);
for (let d = 0; d <= 90; d++) SIN15[d] = Math.trunc(Math.sin((d * Math.PI) / 180) * 32768 + 1e-9);

/** sin(deg)·32768 for any int angle. */
function sin15(deg: number): number {
  let d = ((deg % 360) + 360) % 360;
  const neg = d >= 180;
  if (neg) d -= 180;
  if (d > 90) d = 180 - d;
  const s = SIN15[d]!;
  return neg ? -s : s;
}

/**
 * The point of the ellipse at an angle, as getarccoords reports it (relative, y UP):
 * x = ⌊xr·cos a⌋, y = ⌊yr·sin a⌋ in the table's fixed point (PRIMS3 03: arc(40,250,135,…,28)
 * starts at (20,231) = (−20,+19); endangle 370 ends where 10 does).
 */
export function arcEnd(xr: number, yr: number, angle: number): { x: number; y: number } {
  return { x: Math.floor((xr * sin15(angle + 90)) / 32768), y: Math.floor((yr * sin15(angle)) / 32768) };
}

/**
 * The arc's sweep in degrees. Equal angles draw nothing (PRIMS3 03/04: 90→90; probe A1: 1150→1150,
 * −185→−185). Otherwise both angles are taken mod 360 and the end is put past the start: 0→360 and
 * 10→370 are whole turns, 350→10 is 20°, and (probe A1) −1466→16 is 334→376, 42°; 281→936 is
 * 281→576, 295°.
 */
export function sweep(stangle: number, endangle: number): number {
  if (stangle === endangle) return 0;
  const a0 = ((stangle % 360) + 360) % 360, a1 = ((endangle % 360) + 360) % 360;
  return a1 > a0 ? a1 - a0 : a1 + 360 - a0;
}

/** A monotone stand-in for the angle of (x,y) in [0,4): exact for ordering integer directions. */
function pseudoAngle(x: number, y: number): number {
  if (y >= 0) return x >= 0 ? y / (x + y || 1) : 1 + -x / (-x + y);
  return x < 0 ? 2 + -y / (-x - y) : 3 + x / (x - y);
}

/** The quadrant of a point (relative, y up): 0 for x > 0 ≤ y and the +y axis, then 1..3 counter-clockwise. */
export function quadrantOf(x: number, y: number): number {
  if (y > 0 || (y === 0 && x > 0)) return x > 0 || (x === 0 && y > 0) ? 0 : 1;
  return x < 0 ? 2 : 3;
}

/** The quadrant an angle lies in, 0..3 ([0°,90°) is 0). */
function quadrantOfAngle(deg: number): number {
  return Math.floor((((deg % 360) + 360) % 360) / 90);
}

/**
 * The pixels of the outline an arc from stangle to endangle keeps, counter-clockwise from the start.
 *
 * A pixel is kept when its direction lies between the directions of the two end points getarccoords
 * reports (`arcEnd`), counter-clockwise (exact integer directions, ties kept), with these measured
 * exceptions (PRIMS3 03/04 and the probes A1/A2/B1/B2, 900 thin arcs and ellipses wholly on screen:
 * 877 kept exactly by the first two, 879 with all):
 * - Where an end point is not itself the run's first (last) pixel and the outline pixel just before
 *   (after) the run touches it diagonally, that pixel is drawn too: 0→165 (r 28) ends at (−27,6)
 *   past (−28,7), 0→255 at (−7,−27) past (−8,−28); 86→182 (r 44) starts at (4,44) before (3,43).
 *   Where it touches straight (0→210: (−24,−14) by (−25,−14)) or on an exact hit the arc stops.
 *   Not across an axis: 11→209 (r 5, start (4,0)) has no (5,−1), 327→89 (r 27, end (0,26)) no (−1,27).
 * - A pixel on an axis is kept when the arc's angles take in the axis's, whatever the end points'
 *   directions: 11→209 (r 5, start (4,0)) lacks (5,0), 327→89 (r 27, end (0,26)) lacks (0,27),
 *   while 197→1 (r 52, end (51,0)) keeps (52,0) and 89→8 (r 32, start (0,31)) keeps (0,32); an
 *   axis pixel that is itself an end point is kept: 271→259 (r 40) starts at (0,−40).
 * - An arc shorter than 90° whose end points touch (or coincide) draws the end point alone, on the
 *   outline or not: 120→121 (r 58) is (−30,49); 22→23 (r 29) is (26,11).
 * - End points in the same direction with a sweep past 180° keep the whole outline: 17→13 (r 5).
 * Still different (probes A1/A2/B1/B2, 21 of 900): flat or thin ellipses (273×9, 5×73, 56×8) whose ends
 * fall on long runs of one row or column, where the oracle's run ends a few pixels off the
 * direction rule.
 */
export function arcPoints(xr: number, yr: number, stangle: number, endangle: number): Points {
  const o = outline(xr, yr);
  const span = sweep(stangle, endangle);
  // The whole outline: the list itself (drawing a circle copies nothing).
  if (span === 360) return o;
  const p = arc;
  p.n = 0;
  if (span === 0) return p;
  const s = arcEnd(xr, yr, stangle), e = arcEnd(xr, yr, endangle);
  const n = o.n, xs = o.xs, ys = o.ys;
  reserve(p, n + 2);
  if (span < 90 && Math.abs(s.x - e.x) <= 1 && Math.abs(s.y - e.y) <= 1) {
    p.xs[0] = e.x;
    p.ys[0] = e.y;
    p.n = 1;
    return p;
  }
  const aS = pseudoAngle(s.x, s.y);
  let relE = (pseudoAngle(e.x, e.y) - aS + 4) % 4;
  if (relE === 0 && span > 180) relE = 4;
  const a0 = ((stangle % 360) + 360) % 360;
  const kept = (i: number): boolean => {
    const x = xs[i]!, y = ys[i]!;
    // A pixel on an axis: whether the arc's angles take in the axis's, or it is an end point.
    if (x === 0 || y === 0) {
      if ((x === s.x && y === s.y) || (x === e.x && y === e.y)) return true;
      return (((x === 0 ? (y > 0 ? 90 : 270) : x > 0 ? 0 : 180) - a0 + 360) % 360) <= span;
    }
    return (pseudoAngle(x, y) - aS + 4) % 4 <= relE;
  };
  // The outline runs counter-clockwise from angle 0, so the pixels kept are one run of it (cyclic):
  // its first pixel is a kept one after a dropped one.
  let first = -1;
  for (let i = 0; i < n; i++) if (kept(i) && !kept((i + n - 1) % n)) { first = i; break; }
  if (first < 0) {
    if (!kept(0)) return p;
    first = 0;
  }
  const before = (first + n - 1) % n;
  if (!kept(before) && touchesDiagonally(xs[before]!, ys[before]!, s, stangle) && !(xs[first] === s.x && ys[first] === s.y)) {
    p.xs[p.n] = xs[before]!;
    p.ys[p.n++] = ys[before]!;
  }
  let i = first;
  for (let k = 0; k < n && kept(i); k++, i = i + 1 === n ? 0 : i + 1) {
    p.xs[p.n] = xs[i]!;
    p.ys[p.n++] = ys[i]!;
  }
  const last = (i + n - 1) % n;
  if (i !== first && !kept(i) && touchesDiagonally(xs[i]!, ys[i]!, e, endangle) && !(xs[last] === e.x && ys[last] === e.y)) {
    p.xs[p.n] = xs[i]!;
    p.ys[p.n++] = ys[i]!;
  }
  return p;
}

/** Whether an outline pixel touches an end point diagonally, in the quadrant of the end's angle. */
function touchesDiagonally(x: number, y: number, end: { x: number; y: number }, angle: number): boolean {
  return Math.abs(x - end.x) === 1 && Math.abs(y - end.y) === 1 && quadrantOf(x, y) === quadrantOfAngle(angle);
}

/**
 * Plot relative points (y UP) around the absolute centre (xc, yc) in the current colour, clipped to
 * the clip box, always copied: the kernel's thin curve ignores setwritemode (bgi-oracle PWM: 300
 * random circles, arcs, ellipses and fillellipses, four in five in XOR_PUT, over a patterned bar:
 * every thin curve pixel is the colour itself, never the colour XOR the bar; with XOR applied 155
 * cases differed, copied 42, which differ in arc ends of small and flat ellipses and the fills of
 * flat ones, not in the write mode; oracle-gen's XOR curves over
 * backdrops, e.g. G00142 4, circle(325,335,118) in colour 2 over an XHATCH bar of 9: 2, not 11).
 * Thick curves are lines, which do take the write mode (thickArc).
 * The line style does not apply (PRIMS3 02: a DOTTED_LINE circle is solid).
 */
export function plotPoints(st: BgiState, xc: number, yc: number, pts: Points): void {
  const c = clipBox(st);
  const px = st.vga.pixels;
  const color = st.color & 15;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < pts.n; i++) {
    const x = xc + pts.xs[i]!, y = yc - pts.ys[i]!;
    if (x < c.left || x > c.right || y < c.top || y > c.bottom) continue;
    const at = y * SCREEN_W + x;
    px[at] = color;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (x0 <= x1) st.vga.touch(x0, y0, x1, y1);
}

/**
 * The degrees a THICK_WIDTH arc's polygon covers, from stangle on, or −1 when it draws nothing.
 * Unlike thin arcs, the angles are not taken mod 360: the end gets 360 added when, read as
 * unsigned 16-bit numbers, it is not past the start, and the polygon then runs from the start to
 * that end one degree at a time, over itself past a turn. Probes T1/T2/T3 (thick arcs, 380 calls):
 * 0→660 and 100→99 are whole circles, −10→30 too (30 + 360 past −10: 400°), 359→0 one segment;
 * 566→−90, 720→0, 0→−1, 370→10 and 200→−100 draw nothing; equal angles (5→5) a whole turn.
 */
export function thickSweep(stangle: number, endangle: number): number {
  const end = (endangle & 0xffff) <= (stangle & 0xffff) ? endangle + 360 : endangle;
  return end - stangle;
}

/**
 * How many degree points a thick arc's polygon may have: the kernel keeps them in its buffer, and
 * from 680 on (a sweep of 679°) draws nothing and graphresult says grNoScanMem. Probe T3: 0→678
 * draws, 0→679 fails; −330→0 (690°) fails. The same 680 as a pie's quadrant (pie.ts).
 */
export const SCAN_POINTS = 680;

/** graphresult's grNoScanMem: a curve did not fit the kernel's scan buffer. */
export const grNoScanMem = -6;

/**
 * A THICK_WIDTH arc around the absolute centre (xc, yc): the points `arcEnd` gives at every whole
 * degree from stangle to stangle + `thickSweep`, joined by thick lines (`drawLine`: three parallel
 * lines). PRIMS3 02's thick circle of radius 50 is exactly this polygon, pixel for pixel (its right
 * side is a pixel further in than its left because the points are floored); probe T1 (300 thick
 * arcs, circles and ellipses, radii 2..100) agrees but for 1-pixel differences in 6.
 * Solid whatever the line style (bgi-oracle PCRV: thick DOTTED…USERBIT circles and arcs are solid);
 * a pie's thick arc is not this polygon (pie.ts pieArc).
 */
export function thickArc(st: BgiState, xc: number, yc: number, stangle: number, endangle: number, xr: number, yr: number): void {
  const span = thickSweep(stangle, endangle);
  if (span < 0) return;
  if (span + 1 >= SCAN_POINTS) {
    st.result = grNoScanMem;
    return;
  }
  const c = clipBox(st);
  const ax = Math.abs(xr) + 2, ay = Math.abs(yr) + 2;
  if (xc - ax >= c.left && xc + ax <= c.right && yc - ay >= c.top && yc + ay <= c.bottom) {
    // Wholly inside the clip box: the same thick lines without clipping each of them (a circle is
    // 360 short segments, three lines each).
    const px = st.vga.pixels, color = st.color & 15, xor = st.writeMode === XOR_PUT;
    let p = arcEnd(xr, yr, stangle);
    let x0 = p.x, y0 = p.y;
    for (let k = 1; k <= span; k++) {
      p = arcEnd(xr, yr, stangle + k);
      thickSegment(px, xc + x0, yc - y0, xc + p.x, yc - p.y, color, xor);
      x0 = p.x;
      y0 = p.y;
    }
    st.vga.touch(xc - ax, yc - ay, xc + ax, yc + ay);
    return;
  }
  const pattern = st.linePattern;
  st.linePattern = 0xffff;
  let p = arcEnd(xr, yr, stangle);
  for (let k = 1; k <= span; k++) {
    const q = arcEnd(xr, yr, stangle + k);
    drawLine(st, xc + p.x, yc - p.y, xc + q.x, yc - q.y);
    p = q;
  }
  st.linePattern = pattern;
}

/** drawLine's THICK_WIDTH solid line, unclipped: three lines offset on the minor axis. */
function thickSegment(px: Uint8Array, x1: number, y1: number, x2: number, y2: number, color: number, xor: boolean): void {
  if (Math.abs(x2 - x1) >= Math.abs(y2 - y1)) for (let d = -1; d <= 1; d++) bresenham(px, x1, y1 + d, x2, y2 + d, color, xor, 0xffff);
  else for (let d = -1; d <= 1; d++) bresenham(px, x1 + d, y1, x2 + d, y2, color, xor, 0xffff);
}

/**
 * getarccoords' record: the centre always, the end points' offsets only when `ends` (else the
 * previous call's offsets stay, around the new centre). Probe A1: arc(105,458,−185,−185,200)
 * reports (152,514),(178,458), the offsets of the arc before it; probe P1: a THICK_WIDTH arc or
 * circle reports the offsets of the thin arc or pie before it.
 */
export function arcRecord(st: BgiState, x: number, y: number, ends: { s: { x: number; y: number }; e: { x: number; y: number } } | null): void {
  const a = st.arc;
  a.x = x;
  a.y = y;
  if (!ends) return;
  a.dxStart = a.thickStart.dx = ends.s.x;
  a.dyStart = a.thickStart.dy = -ends.s.y;
  a.dxEnd = ends.e.x;
  a.dyEnd = -ends.e.y;
}

/**
 * getarccoords' record after a THICK_WIDTH arc, circle, ellipse or fillellipse: its centre, the end
 * offsets of the call before, and start offsets from what the kernel's memory holds there: the
 * last start a curve recorded, or the corner a bar3d left since (probe PAC: 300 sequences of a
 * thin arc, another call, then two curves after setlinestyle(THICK_WIDTH); all exact).
 */
export function thickRecord(st: BgiState, x: number, y: number): void {
  const a = st.arc;
  arcRecord(st, x, y, null);
  a.dxStart = a.thickStart.dx;
  a.dyStart = a.thickStart.dy;
}

/**
 * Whether a curve is drawn THICK_WIDTH now: the drawing width is THICK_WIDTH and a radius is past 1
 * (PRIMS3 02: thick circles of radius 1 and 0 are the thin plus; where the polygon takes over
 * between 2 and 50 is not measured).
 */
export function drawsThick(st: BgiState, xr: number, yr: number): boolean {
  return st.thickness === THICK_WIDTH && (Math.abs(xr) > 1 || Math.abs(yr) > 1);
}

/**
 * After a THICK_WIDTH arc, circle, ellipse or fillellipse: lines and curves are drawn NORM_WIDTH
 * until the next setlinestyle, though getlinesettings still says THICK_WIDTH (bgi-oracle PCRVS and
 * PCRV: after setlinestyle(s,p,3) the first circle is thick, the circles, arcs,
 * ellipses, pies and lines after it thin, in every style SOLID_LINE included; a pie leaves the
 * width as it was: the circle after a thick pie is thick).
 * Such a thick curve keeps the end offsets getarccoords had (the call before it), as the thin ones
 * drawn after it record their own (probes P1, F1, bgi-oracle PCRVS; oracle-gen-v2: each "thick" circle after the
 * first reports (r, 0) twice, 140 of 140).
 */
export function thickDrawn(st: BgiState): void {
  st.thickness = 1; // NORM_WIDTH
}

/**
 * Draw an elliptical arc around the viewport-relative centre (x, y) and record it for getarccoords
 * (centre and end points, viewport-relative, screen y down).
 */
export function drawArc(st: BgiState, x: number, y: number, stangle: number, endangle: number, xr: number, yr: number): void {
  // The radii are C ints: 16 bits, so the work per arc stays bounded whatever the port passes.
  xr = (xr << 16) >> 16;
  yr = (yr << 16) >> 16;
  const thick = drawsThick(st, xr, yr);
  const span = sweep(stangle, endangle);
  // an equal-angle thick arc is drawn thick too (oracle-gen-v2 H00020 10, H00040 9: the thick arc
  // after it records its own ends)
  const own = !thick && span !== 0;
  arcRecord(st, x, y, own ? { s: arcEnd(xr, yr, stangle), e: arcEnd(xr, yr, endangle) } : null);
  if (thick) {
    thickRecord(st, x, y);
    thickArc(st, st.viewport.left + x, st.viewport.top + y, stangle, endangle, xr, yr);
    thickDrawn(st);
    return;
  }
  plotPoints(st, st.viewport.left + x, st.viewport.top + y, arcPoints(xr, yr, stangle, endangle));
}
