/**
 * Curves: circle, arc, ellipse, getarccoords, getaspectratio, setaspectratio. Angles are degrees counter-clockwise from 3 o'clock.
 */
import { int, obj, outRef } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { aspectYRadius, drawArc } from '../bgi/ellipse.ts';
import type { arccoordstype } from './constants.ts';

/** Check a call's int arguments by name, in order from its first. */
function ints(call: string, names: readonly string[], values: readonly number[]): void {
  for (let i = 0; i < names.length; i++) int(call, i + 1, names[i]!, values[i]!);
}

/** void far circle(int x, int y, int radius) */
export function circle(x: number, y: number, radius: number): void {
  const m = enter(() => `circle(${x},${y},${radius})`);
  ints('circle', ['x', 'y', 'radius'], [x, y, radius]);
  const st = installed(m);
  if (!st) return;
  drawArc(st, x, y, 0, 360, radius, aspectYRadius(st, radius));
}

/** void far arc(int x, int y, int stangle, int endangle, int radius) */
export function arc(x: number, y: number, stangle: number, endangle: number, radius: number): void {
  const m = enter(() => `arc(${x},${y},${stangle},${endangle},${radius})`);
  ints('arc', ['x', 'y', 'stangle', 'endangle', 'radius'], [x, y, stangle, endangle, radius]);
  const st = installed(m);
  if (!st) return;
  drawArc(st, x, y, stangle, endangle, radius, aspectYRadius(st, radius));
}

/** void far ellipse(int x, int y, int stangle, int endangle, int xradius, int yradius) */
export function ellipse(x: number, y: number, stangle: number, endangle: number, xradius: number, yradius: number): void {
  const m = enter(() => `ellipse(${x},${y},${stangle},${endangle},${xradius},${yradius})`);
  ints('ellipse', ['x', 'y', 'stangle', 'endangle', 'xradius', 'yradius'], [x, y, stangle, endangle, xradius, yradius]);
  const st = installed(m);
  if (!st) return;
  drawArc(st, x, y, stangle, endangle, xradius, yradius);
}

/** void far getarccoords(struct arccoordstype far *arccoords) */
export function getarccoords(ac: arccoordstype): void {
  const m = enter(() => 'getarccoords(&arccoords)');
  obj('getarccoords', 1, 'arccoords', ac);
  const st = installed(m);
  if (!st) return;
  const a = st.arc;
  // C ints: the sums wrap at 16 bits as the kernel's do.
  ac.x = (a.x << 16) >> 16;
  ac.y = (a.y << 16) >> 16;
  ac.xstart = ((a.x + a.dxStart) << 16) >> 16;
  ac.ystart = ((a.y + a.dyStart) << 16) >> 16;
  ac.xend = ((a.x + a.dxEnd) << 16) >> 16;
  ac.yend = ((a.y + a.dyEnd) << 16) >> 16;
}

/** void far getaspectratio(int far *xasp, int far *yasp) — VGAHI's pixels are square: 10000/10000 (PRIMS3 02). */
export function getaspectratio(xasp: { value: number }, yasp: { value: number }): void {
  const m = enter(() => 'getaspectratio(&xasp,&yasp)');
  outRef('getaspectratio', 1, 'xasp', xasp);
  outRef('getaspectratio', 2, 'yasp', yasp);
  const st = installed(m);
  if (!st) return;
  xasp.value = st.xAspect;
  yasp.value = st.yAspect;
}

/** void far setaspectratio(int xasp, int yasp) — circles, arcs and pies use it from then on. */
export function setaspectratio(xasp: number, yasp: number): void {
  const m = enter(() => `setaspectratio(${xasp},${yasp})`);
  ints('setaspectratio', ['xasp', 'yasp'], [xasp, yasp]);
  const st = installed(m);
  if (!st) return;
  st.xAspect = xasp;
  st.yAspect = yasp;
}
