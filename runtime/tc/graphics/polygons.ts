/** Polygons: drawpoly (lines joining the points) and fillpoly (the kernel's scan-line fill). */
import { int } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { drawLine } from '../bgi/line.ts';

/**
 * void far drawpoly(int numpoints, int far *polypoints)
 * numpoints vertices as x,y pairs, joined by lines in order (not closed unless the last point is
 * the first).
 */
export function drawpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => `drawpoly(${numpoints},{${Array.from(polypoints).slice(0, 2 * Math.max(0, numpoints)).join(',')}})`);
  int('drawpoly', 'numpoints', numpoints);
  if (polypoints.length < 2 * numpoints) throw new Error(`drawpoly: ${numpoints} points need ${2 * numpoints} ints, got ${polypoints.length}`);
  for (let i = 0; i < 2 * numpoints; i++) int('drawpoly', `polypoints[${i}]`, polypoints[i]!);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  for (let i = 1; i < numpoints; i++) {
    drawLine(st, ox + polypoints[2 * i - 2]!, oy + polypoints[2 * i - 1]!, ox + polypoints[2 * i]!, oy + polypoints[2 * i + 1]!);
  }
}

/**
 * void far fillpoly(int numpoints, int far *polypoints)
 * The polygon outlined as drawpoly draws it and filled by the kernel's own scan-line fill (not floodfill).
 */
export function fillpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => `fillpoly(${numpoints},{${Array.from(polypoints).slice(0, 2 * Math.max(0, numpoints)).join(',')}})`);
  int('fillpoly', 'numpoints', numpoints);
  if (polypoints.length < 2 * numpoints) throw new Error(`fillpoly: ${numpoints} points need ${2 * numpoints} ints, got ${polypoints.length}`);
  for (let i = 0; i < 2 * numpoints; i++) int('fillpoly', `polypoints[${i}]`, polypoints[i]!);
  const st = installed(m);
  if (!st) return;
  // TODO(prims3 08): not yet drawn.
}

