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
 * - `drawsThick(st)` / `thickDrawn(st)`: whether a curve is drawn THICK_WIDTH now, and the
 *   width it leaves behind.
 * - `drawArc(st, x, y, stangle, endangle, xr, yr)`: the arc in the current line settings, and
 *   getarccoords' record.
 * The point lists live in shared buffers: use one before asking for the next.
 */
import { clipBox, setPen, type BgiState } from './state.ts';
import { THICK_WIDTH, XOR_PUT, driver, drawLine } from './line.ts';
import { ROW } from './row.ts';
import { beginPoly, endPoly, polyFull, polyLines, polyPoint } from './polybuffer.ts';
import { plotWithPen } from './curvepen.ts';
import { int16 } from '../int.ts';

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
 *   does. K is a 32-bit quotient and the walk's sums are 32-bit registers compared signed, so
 *   they wrap for flat ellipses (1×3000 on: probe PBIG, oracle-gen v5 K00176 3); 100·L² past 2³²
 *   draws nothing.
 * - A two-region walk: region 1 steps x while its slope is shallow (cx·x < cy·y, cx and cy F's
 *   weights of x² and y²: the switch the captures pin; 05's 48×43 turns there with a corner,
 *   (35,29),(36,29),(36,28)), region 2 steps y. Of the two candidates it weighs their residuals'
 *   sum (Bresenham's circle rule, which for circles is the midpoint rule), as the kernel's walk
 *   does it (GRAPHICS.LIB, BGIOVR): region 1 moves in (y − 1) when F(x+1,y) + F(x+1,y−1) ≥ 0;
 *   region 2 stays in (x kept) when F(x,y−1) + ⌊cx·(2x+1)/2⌋ > 0, i.e. when the sum
 *   F(x,y−1) + F(x+1,y−1) is more than 1 (more than 0 is the same: the sum is even whenever
 *   cx·(2x+1) is). PRIMS3's two near-ties are region 2's: 06's 60×100 at row 29 (sum 1: the outer
 *   pixel x = 58) and 04's 13×11 at row 3 (sum 2: the inner x = 12); region 1's tie at 0 or 1 moves
 *   in (probe PARC case 309, 98×25; oracle-gen G01972 8, a 61×22 sector: (−13,−21), not (−13,−22)).
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
  // The radii are unsigned words (a negative one is past 32767: 100·L² overflows, nothing drawn);
  // a zero radius counts as 1.
  const a = xr & 0xffff || 1;
  const b = yr & 0xffff || 1;
  const long = Math.max(a, b);
  // The kernel's 100·L² past 32 bits: no outline at all (probe PBIG: ellipse(320,240,0,360,S,L)
  // with S = 10 and 100 draws up to L = 6553 and nothing from 6554 on, 100·6554² > 2³²).
  const c0 = 100 * long * long;
  if (c0 >= 2 ** 32) return p;
  // The weights of x² and y², 32-bit quotients: 100 on the long axis, K on the short one.
  const cx = Math.floor(c0 / (a * a)), cy = Math.floor(c0 / (b * b));
  // cy·b and cy·b² must fit 32 bits too (they do whenever c0 does; the kernel checks them).
  if (cy * b >= 2 ** 32 || cy * b * b >= 2 ** 32) return p;
  // The walk's registers, 32-bit and compared signed, as the kernel keeps them (GRAPHICS.LIB's
  // BGIOVR): d = F(x,y); g = 2·cx·x; e = 2·cy·y; h = cx·(2x+1); j = cy·(2y−1). For a flat ellipse
  // they wrap: 3778×1 has cy = 1 427 328 400 and e = 2·cy, negative as an int, so region 1 ends
  // after its first pixel and the quadrant is (0,1), (1,1), (2,0) (oracle-gen v5 K00176 3: the arc
  // of 3778 × 0 under aspect 2/10000 lights (−2,0) alone, where exact sums give a row of 3 000).
  let d = (cy * b * b - c0) | 0, g = 0, e = (2 * cy * b) | 0, h = 0, j = 0;
  const cx32 = cx | 0, cy32 = cy | 0;
  let x = 0, y = b;
  // Region 1: shallow part near the top, x steps; y steps down when F(x+1,y)+F(x+1,y−1) ≥ 0.
  // (x is a 16-bit word; 65536 steps at most, where the wrapped sums would not end the region.)
  for (let steps = 0; steps < 0x10000; steps++) {
    push(p, (x << 16) >> 16, y);
    h = (g + cx32) | 0;
    j = (e - cy32) | 0;
    if (((2 * d + 2 * h) | 0) >= j) {
      y--;
      d = (d - j) | 0;
      e = (j - cy32) | 0;
    }
    x++;
    d = (d + h) | 0;
    g = (h + cx32) | 0;
    if (!(g < e)) break;
  }
  // Region 2: steep part, y steps down; x steps out when F(x,y−1) + ⌊cx·(2x+1)/2⌋ ≤ 0.
  while (y >= 0) {
    push(p, (x << 16) >> 16, y);
    h = (g + cx32) | 0;
    j = (e - cy32) | 0;
    if (((d + (h >>> 1)) | 0) <= j) {
      x++;
      d = (d + h) | 0;
      g = (h + cx32) | 0;
    }
    y--;
    d = (d - j) | 0;
    e = (j - cy32) | 0;
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

/**
 * The y radius of a circle, arc or pieslice under the aspect ratio: radius·xasp/yasp in long
 * arithmetic, then taken as a 16-bit int by the drawing (drawArc, drawPie) and as an unsigned word by arcEnd.
 * VGAHI's 10000/10000 leaves the radius alone; a zero yasp is not divided by. Oracle gen-v3 I00016
 * s9 arc(…,6) under 10000/1 (60000 = −5536) reports its 340° end 20521 rows below the centre and
 * draws nothing; I00226 s6 pieslice(…,27) under 6745/1 (182115, the word 51043).
 */
export function aspectYRadius(st: BgiState, radius: number): number {
  if (st.xAspect === st.yAspect || st.yAspect === 0) return radius;
  // The radius as an unsigned word, the ratio signed (probe PASP line 28: pieslice(…,−23) under
  // 32767/100 reports its 63° end 32407 rows up: 65513·32767/100 = 36372 as a word, where −23·
  // 32767/100 would be 58000; line 3: pieslice(…,−22) under −20000/10000 has a y radius of 44,
  // 65514·−20000/10000 = −131028, the word 44).
  return Math.trunc(((radius & 0xffff) * st.xAspect) / st.yAspect);
}

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
  // The radii are multiplied as unsigned 16-bit words (probe PASP: 300 curves with negative radii
  // and y radii past 16 bits, all exact). Measured in DOSBox as well: ellipse(320,240,340,179,6,
  // −5536) reports its start at (325,20761) as arc(…,6) under aspect 10000/1 does (y radius 60000),
  // ellipse(…,6,−5) at (325,22653) (65531·sin 20°); arc(…,−6) under 20000/10000 starts at
  // x = −3640 (320 + 65530·cos 20°, wrapped). All three draw nothing.
  xr &= 0xffff;
  yr &= 0xffff;
  // cos a is sin(a + 90) with the sum an int: past 32677 it wraps (oracle-gen v6 L00064:
  // arc(3,47,206,32765,844) ends at x 831, sin 79° where cos 5° gives 843; probe PAE)
  return { x: Math.floor((xr * sin15(((angle + 90) << 16) >> 16)) / 32768), y: Math.floor((yr * sin15(angle)) / 32768) };
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

/**
 * Where a pixel (relative, y up) lies round the outline for the kernel's arc test (GRAPHICS.LIB's
 * BGIOVR, the routine both the thin arc and a pie's part call): counter-clockwise from the +x axis,
 * each quadrant's offset (0, 2000, 4000, 6000) plus the sum of the distances from the two axes, one
 * counted down — so the arc ends at the *diagonal* x ± y = const through its end point, not at the
 * ray. A point's quadrant is read from its signs: y ≥ 0 the upper half, x ≥ 0 the right one (a point
 * on the +y axis is the first quadrant's, on the −y axis the fourth's, on the x axis the upper
 * one's). The key is a 16-bit int, compared signed: past radii of about 1000 the quadrants' ranges
 * overlap (a pixel near the x axis of the first quadrant has a key below the third's start) and
 * past about 13 000 they wrap (oracle-gen v5: ellipse(189,129,360,543,5000,110) draws the first
 * quadrant but its top and a piece of the third, where the ray would give 0..183°).
 */
export function arcKey(x: number, y: number): number {
  const k = x >= 0 ? (y >= 0 ? y - x : 6000 + x + y) : y >= 0 ? 2000 - x - y : 4000 + x - y;
  return (k << 16) >> 16;
}

/**
 * The kernel's test of a pixel's key against the end points' (start key ks, end key ke): between
 * them, or, when ke is not past ks, outside them (the arc runs round through the +x axis).
 */
export function keyKept(k: number, ks: number, ke: number): boolean {
  return ke > ks ? k >= ks && k <= ke : k >= ks || k <= ke;
}

/**
 * The pixels of the outline an arc from stangle to endangle keeps, counter-clockwise from the start.
 *
 * The kernel walks the first quadrant and tests each pixel's four mirror images by their keys
 * (`arcKey`, `keyKept`) against the end points' (`arcEnd`): in the start's quadrant the arc keeps
 * the outline pixels at or past the start — on the far side of the diagonal through the start
 * point, not of the ray from the centre — in the end's quadrant those at or before the end, in the
 * quadrants between every pixel, while the radii stay under about 1000 (past that the quadrants'
 * keys overlap, and the test is still the kernel's). A pixel on the x axis belongs to the upper
 * quadrant only, one on the y axis to the right one.
 * Measured on probes PARC (400 random thin arcs, radii 0..200, a third with a radius of 0..3) and
 * PARC2 (500 more, four in ten radii 0..3): all but 1 of PARC (98×25, an outline pixel) and 1 of PARC2. The diagonal is what makes flat and thin ellipses' runs end about a pixel past the end
 * point: 1×70 from 16° to 44° ends at (0,19) and (0,48) and keeps (1, 20..49); 37×2 from 73° to 92°
 * ends at (10,1) and (−2,1) and keeps (11..−3, 2). For round ellipses it agrees with the
 * direction from the centre but where the end point lies diagonally next to the outline pixel
 * past it: 0→165 (r 28) ends at (−27,6) and keeps (−28,7).
 * The end point alone, on the outline or not, when endangle − stangle (as ints, not mod 360) is 1,
 * or is 1..349 and the end points are equal; other equal end points draw the whole outline. (A
 * pie's arc is drawn a quadrant at a time, pie.ts piePart.) (PARC:
 * 102→117 on 2×2 is (−1,1), −13→55 on 2×0 is (1,0), while 124→121 on 3×2, 277→−88 on 4×18 and
 * −399→325 on 0×0 are whole; PARC3: 0×0 from 0 to 270..348 is (0,0), to 350..362 the plus;
 * PARC2: 64→65 on 94×27 is (39,24) alone, −553→−552 on 0×101 is (0,20), where 44→405 on 57×2,
 * the same 1° mod 360, keeps its two outline pixels).
 */
export function arcPoints(xr: number, yr: number, stangle: number, endangle: number): Points {
  arcSingle = false;
  const o = outline(xr, yr);
  const span = sweep(stangle, endangle);
  const p = arc;
  p.n = 0;
  if (span === 0) return p;
  const s = arcEnd(xr, yr, stangle), e = arcEnd(xr, yr, endangle);
  // (the difference is an int: 32767→−32768 is 1, the end point alone; probe PARCW 12)
  const turn = int16(endangle - stangle);
  const same = s.x === e.x && s.y === e.y;
  // The whole outline — the list itself (drawing a circle copies nothing) — for a whole turn whose
  // ends meet: past 32677 the end's angle + 90 wraps (arcEnd), and −32400→32760 on a radius of 150
  // ends at (150,0) and (144,0) and keeps the 7 pixels between them (probe PARCW 0; A00187 8).
  if (span === 360 && same) return o;
  if (turn === 1 || (same && turn > 0 && turn < 350)) {
    arcSingle = true;
    reserve(p, 1);
    p.xs[0] = e.x;
    p.ys[0] = e.y;
    p.n = 1;
    return p;
  }
  if (same) return o;
  const ks = arcKey(s.x, s.y), ke = arcKey(e.x, e.y);
  const n = o.n, xs = o.xs, ys = o.ys;
  const kept = (i: number): boolean => keyKept(arcKey(xs[i]!, ys[i]!), ks, ke);
  reserve(p, n);
  // The outline runs counter-clockwise from angle 0: start at a kept pixel after a dropped one.
  let first = -1;
  for (let i = 0; i < n; i++) if (kept(i) && !kept((i + n - 1) % n)) { first = i; break; }
  if (first < 0) return kept(0) ? o : p;
  for (let k = 0, i = first; k < n; k++, i = i + 1 === n ? 0 : i + 1) {
    if (!kept(i)) continue;
    p.xs[p.n] = xs[i]!;
    p.ys[p.n++] = ys[i]!;
  }
  return p;
}

/**
 * Whether the last arcPoints was the end point alone: the kernel plots that point with the
 * driver's ordinary putpixel, not the curve's fast one (curvepen.ts).
 */
export let arcSingle = false;

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
    const at = y * ROW + x;
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
const end16 = (stangle: number, endangle: number): number =>
  (((endangle & 0xffff) <= (stangle & 0xffff) ? endangle + 360 : endangle) << 16) >> 16;

export function thickSweep(stangle: number, endangle: number): number {
  // The walk is the kernel's int angle, one degree a step until it passes the end, the first point
  // taken before the test: the end is an int, so 32758 + 360 wraps below the start and the arc is
  // its first point alone, nothing drawn (oracle-gen v6 L00095 3); a walk from 32767 wraps to
  // −32768 and goes on to the end, past the buffer (L00391: ellipse(…,−32769,178,…) thick is
  // grNoScanMem; probe PTKW)
  const span = end16(stangle, endangle) - stangle;
  return stangle === 32767 ? span & 0xffff : span;
}

/** graphresult's grNoScanMem: a curve did not fit the kernel's scan buffer. */
export const grNoScanMem = -6;

/**
 * A THICK_WIDTH arc around the absolute centre (xc, yc): the points `arcEnd` gives at every whole
 * degree from stangle to stangle + `thickSweep`, recorded as the kernel's polyline buffer keeps
 * them (polybuffer.ts: a repeated first point left out, a run closed where it comes back) and
 * joined by thick lines (`drawLine`: three parallel lines). PRIMS3 02's
 * thick circle of radius 50 is exactly this polygon, pixel for pixel (its right side is a pixel
 * further in than its left because the points are floored); probe T1 (300 thick arcs, circles and
 * ellipses, radii 2..100) and PTHK (240, radii 2..60, COPY_PUT and XOR_PUT) agree.
 * Solid whatever the line style (bgi-oracle PCRV: thick DOTTED…USERBIT circles and arcs are solid);
 * a pie's thick arc is not this polygon (pie.ts piePart).
 */
export function thickArc(st: BgiState, xc: number, yc: number, stangle: number, endangle: number, xr: number, yr: number): void {
  const span = thickSweep(stangle, endangle);
  if (span < 0) return;
  beginPoly(st.graphBufSize);
  for (let k = 0; k <= span; k++) {
    const q = arcEnd(xr, yr, ((stangle + k) << 16) >> 16);
    polyPoint(q.x, q.y);
  }
  const count = endPoly();
  if (polyFull(count)) {
    st.result = grNoScanMem;
    return;
  }
  const c = clipBox(st);
  // (the radii as the words arcEnd multiplies by: a negative one reaches far off)
  const ax = (xr & 0xffff) + 2, ay = (yr & 0xffff) + 2;
  if (xc - ax >= c.left && xc + ax <= c.right && yc - ay >= c.top && yc + ay <= c.bottom) {
    // Wholly inside the clip box: the same thick lines without clipping each of them (a circle is
    // 360 short segments, three lines each).
    const px = st.vga.pixels, color = st.color & 15, xor = st.writeMode === XOR_PUT;
    polyLines(count, (x0, y0, x1, y1) => thickSegment(px, xc + x0, yc - y0, xc + x1, yc - y1, color, xor));
    st.vga.touch(xc - ax, yc - ay, xc + ax, yc + ay);
    return;
  }
  const pattern = st.linePattern;
  st.linePattern = 0xffff;
  // The points and their sums are ints: a negative radius, a word past 32767, wraps them
  // (oracle-gen v5 K00001 10: a thick ellipse(…, 0, −10) draws a line up through the screen).
  polyLines(count, (x0, y0, x1, y1) => drawLine(st, int16(xc + x0), int16(yc - y0), int16(xc + x1), int16(yc - y1)));
  st.linePattern = pattern;
}

/** drawLine's THICK_WIDTH solid line, unclipped: three lines offset on the minor axis. */
function thickSegment(px: Uint8Array, x1: number, y1: number, x2: number, y2: number, color: number, xor: boolean): void {
  if (Math.abs(x2 - x1) >= Math.abs(y2 - y1)) for (let d = -1; d <= 1; d++) driver.line(px, x1, y1 + d, x2, y2 + d, color, xor, 0xffff);
  else for (let d = -1; d <= 1; d++) driver.line(px, x1 + d, y1, x2 + d, y2, color, xor, 0xffff);
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
 * Whether a curve is drawn THICK_WIDTH now: the drawing width is THICK_WIDTH, whatever the radii
 * (probe PTHK2: the first thick circle of radius 1 is the polygon of its degree points, of radius
 * 0 nothing — its one point; PRIMS3 02's thick circles of radius 1 and 0 are thin only because
 * they come after the first, thickDrawn).
 */
export function drawsThick(st: BgiState): boolean {
  return st.thickness === THICK_WIDTH;
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
  // A start angle of −1 is no call at all, thin or thick: nothing drawn, getarccoords' centre and
  // ends stay those of the curve before (probe PARC3: ellipse −1→−359, −1→−300, −1→−361, −1→1 on
  // 3×3 and 40×25, while −359→−1 and −2→−358 draw and record; PARC4: arc() alike; PAC case 111:
  // the thick ellipse(265,387,−1,182,4,99) draws and records nothing).
  // The kernel has moved to the centre by then: the pen is left there (oracle-gen v4 J00104 10:
  // the lineto after ellipse(213,235,−1,360,1,12) starts at its centre).
  if (stangle === -1) {
    setPen(st, st.viewport.left + x, st.viewport.top + y);
    return;
  }
  // The radii are C ints: 16 bits, so the work per arc stays bounded whatever the port passes.
  xr = (xr << 16) >> 16;
  yr = (yr << 16) >> 16;
  const span = sweep(stangle, endangle);
  // Any thick curve is the polygon, a whole turn of radius 0 or 1 too (probe PTHK2); a span that
  // thickSweep makes negative is nothing (oracle-gen G01958 5: arc(0,1,130,−193,1) after
  // setlinestyle(0,…,3) draws nothing, where the thin arc is the whole plus, PARC4), and an
  // equal-angle thick arc is drawn thick too (oracle-gen-v2 H00020 10, H00040 9: the thick arc
  // after it records its own ends)
  const thick = drawsThick(st);
  // Equal angles, thin as thick, record what a thick curve records: the end offsets of the call
  // before, the start offsets from the kernel's memory (the last start recorded, or a bar3d's
  // corner since: oracle-gen G00878 4, arc(327,412,360,360,50) after scene 3's bar3d reports the
  // bar's upper-right corner (647,627) as its start offsets; probe PEQ: 200 sequences of
  // equal-angle thin arcs and ellipses after bar3d, pies, thin and thick curves, all exact).
  if (thick || span === 0) thickRecord(st, x, y);
  else arcRecord(st, x, y, { s: arcEnd(xr, yr, stangle), e: arcEnd(xr, yr, endangle) });
  if (thick) {
    thickArc(st, st.viewport.left + x, st.viewport.top + y, stangle, endangle, xr, yr);
    thickDrawn(st);
    // The kernel moves to the centre first and draws the thick polygon with its pen saved and
    // put back: the pen is left at the centre (probe PPEN2: its 80 thick circles, arcs and
    // ellipses, equal angles included; the driver's own position is elsewhere)
    setPen(st, st.viewport.left + x, st.viewport.top + y);
    return;
  }
  const xc = st.viewport.left + x, yc = st.viewport.top + y;
  const pts = arcPoints(xr, yr, stangle, endangle);
  // The end point alone is the kernel's int sum of centre and end, as getarccoords reports it: it
  // wraps, where the outline's pixels do not (probe PAW: 36 one-degree arcs and ellipses of
  // negative radii, the end lit at (xend, yend); oracle-gen v13 S00010 6)
  if (arcSingle) { pts.xs[0] = int16(xc + pts.xs[0]!) - xc; pts.ys[0] = yc - int16(yc - pts.ys[0]!); }
  plotWithPen(st, xc, yc, pts, () => plotPoints(st, xc, yc, pts), arcSingle);
}
