/** Polygons: drawpoly (lines joining the points) and fillpoly (the kernel's scan-line fill). */
import { array, int } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { drawLine } from '../bgi/line.ts';
import { fillPolygon } from '../bgi/polyfill.ts';
import type { BgiState } from '../bgi/state.ts';

/** Trace text of a polygon call: the count, and the points it uses in a comment (the line stays C). */
function describe(call: string, numpoints: number, polypoints: ArrayLike<number>): string {
  return `${call}(${numpoints},polypoints /* {${Array.from(polypoints).slice(0, 2 * Math.max(0, numpoints)).join(',')}} */)`;
}

/** Check numpoints and the 2·numpoints ints of polypoints. */
function checkPoints(call: string, numpoints: number, polypoints: ArrayLike<number>): void {
  int(call, 1, 'numpoints', numpoints);
  array(call, 2, 'polypoints', polypoints);
  if (polypoints.length < 2 * numpoints) throw new Error(`${call}: ${numpoints} points need ${2 * numpoints} ints, got ${polypoints.length}`);
  for (let i = 0; i < 2 * numpoints; i++) int(call, 2, `polypoints[${i}]`, polypoints[i]!);
}

/** Lines through the points in order, viewport-relative; `closed` adds the last→first line. */
function outline(st: BgiState, numpoints: number, p: ArrayLike<number>, closed: boolean): void {
  const { left: ox, top: oy } = st.viewport;
  for (let i = 1; i < numpoints; i++) drawLine(st, ox + p[2 * i - 2]!, oy + p[2 * i - 1]!, ox + p[2 * i]!, oy + p[2 * i + 1]!);
  if (closed && numpoints > 1) drawLine(st, ox + p[2 * numpoints - 2]!, oy + p[2 * numpoints - 1]!, ox + p[0]!, oy + p[1]!);
}

/**
 * void far drawpoly(int numpoints, int far *polypoints)
 * numpoints vertices as x,y pairs, joined by lines in order (not closed unless the last point is
 * the first).
 */
export function drawpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => describe('drawpoly', numpoints, polypoints));
  checkPoints('drawpoly', numpoints, polypoints);
  const st = installed(m);
  if (!st) return;
  outline(st, numpoints, polypoints, false);
}

/** Absolute vertex coordinates for the fill, reused between calls. */
let xs = new Int32Array(16);
let ys = new Int32Array(16);

/**
 * void far fillpoly(int numpoints, int far *polypoints)
 * The polygon filled by the kernel's scan-line fill (bgi/polyfill.ts, even–odd), then outlined as
 * drawpoly draws it with a closing line from the last point back to the first.
 * PRIMS3 08: the fill comes first — where the fill's edge lies one pixel outside the Bresenham
 * outline (the flag's notch, row 25) both show, and the outline is never painted over.
 */
export function fillpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => describe('fillpoly', numpoints, polypoints));
  checkPoints('fillpoly', numpoints, polypoints);
  const st = installed(m);
  if (!st) return;
  if (xs.length < numpoints) {
    xs = new Int32Array(numpoints);
    ys = new Int32Array(numpoints);
  }
  const { left: ox, top: oy } = st.viewport;
  for (let i = 0; i < numpoints; i++) {
    xs[i] = ox + polypoints[2 * i]!;
    ys[i] = oy + polypoints[2 * i + 1]!;
  }
  fillPolygon(st, xs, ys, numpoints);
  outline(st, numpoints, polypoints, true);
}
