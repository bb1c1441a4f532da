/**
 * Filled curves: fillellipse, pieslice, sector. Angles are degrees counter-clockwise from 3 o'clock.
 */
import { int } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { drawFilledEllipse, drawPie, pieAngles } from '../bgi/pie.ts';
import { aspectYRadius } from '../bgi/ellipse.ts';

/** Check a call's int arguments by name, in order from its first. */
function ints(call: string, names: readonly string[], values: readonly number[]): void {
  for (let i = 0; i < names.length; i++) int(call, i + 1, names[i]!, values[i]!);
}

/**
 * void far fillellipse(int x, int y, int xradius, int yradius)
 * The ellipse filled with the fill pattern and colour, then outlined in the drawing colour.
 */
export function fillellipse(x: number, y: number, xradius: number, yradius: number): void {
  const m = enter(() => `fillellipse(${x},${y},${xradius},${yradius})`);
  ints('fillellipse', ['x', 'y', 'xradius', 'yradius'], [x, y, xradius, yradius]);
  const st = installed(m);
  if (!st) return;
  drawFilledEllipse(st, st.viewport.left + x, st.viewport.top + y, xradius, yradius);
}

/**
 * void far pieslice(int x, int y, int stangle, int endangle, int radius)
 * A filled circular pie; the y radius follows the aspect ratio (aspectYRadius, as circle).
 */
export function pieslice(x: number, y: number, stangle: number, endangle: number, radius: number): void {
  const m = enter(() => `pieslice(${x},${y},${stangle},${endangle},${radius})`);
  ints('pieslice', ['x', 'y', 'stangle', 'endangle', 'radius'], [x, y, stangle, endangle, radius]);
  const st = installed(m);
  if (!st) return;
  const [a0, a1] = pieAngles(stangle, endangle);
  const ry = aspectYRadius(st, radius);
  drawPie(st, st.viewport.left + x, st.viewport.top + y, a0, a1, radius, ry);
}

/** void far sector(int x, int y, int stangle, int endangle, int xradius, int yradius) — an elliptical pie. */
export function sector(x: number, y: number, stangle: number, endangle: number, xradius: number, yradius: number): void {
  const m = enter(() => `sector(${x},${y},${stangle},${endangle},${xradius},${yradius})`);
  ints('sector', ['x', 'y', 'stangle', 'endangle', 'xradius', 'yradius'], [x, y, stangle, endangle, xradius, yradius]);
  const st = installed(m);
  if (!st) return;
  const [a0, a1] = pieAngles(stangle, endangle);
  drawPie(st, st.viewport.left + x, st.viewport.top + y, a0, a1, xradius, yradius);
}
