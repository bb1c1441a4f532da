/**
 * INTERIM (until the curves branch's outline algorithm is merged): the pixels of an elliptical arc
 * in drawing order, and the end points getarccoords reports.
 */

/** Pixel offsets from the centre (y down), in drawing order; n of them are valid. */
export interface ArcTrace {
  n: number;
  dx: Int32Array;
  dy: Int32Array;
}

/** sin of whole degrees in 1/16384ths, exact at 0, 30, 90 … (PRIMS3 03/06 getarccoords). */
function sin14(deg: number): number {
  const d = ((deg % 360) + 360) % 360;
  return Math.round(Math.sin((d * Math.PI) / 180) * 16384);
}

/** The point at `deg` degrees: x = floor(rx·cos a), y = −floor(ry·sin a) (PRIMS3 06 numbers). */
export function arcPoint(deg: number, rx: number, ry: number): { dx: number; dy: number } {
  return { dx: Math.floor((rx * sin14(deg + 90)) / 16384), dy: -Math.floor((ry * sin14(deg)) / 16384) };
}

function push(t: ArcTrace, x: number, y: number): void {
  if (t.n === t.dx.length) {
    const dx = new Int32Array(t.n * 2), dy = new Int32Array(t.n * 2);
    dx.set(t.dx);
    dy.set(t.dy);
    t.dx = dx;
    t.dy = dy;
  }
  t.dx[t.n] = x;
  t.dy[t.n] = y;
  t.n++;
}

/** Midpoint quadrant from (0, b) to (a, 0), x ≥ 0, y ≥ 0 (y up). */
function quadrant(a: number, b: number): [number, number][] {
  const out: [number, number][] = [];
  if (a === 0 || b === 0) {
    for (let x = 0; x <= a; x++) out.push([x, b]);
    for (let y = b; y >= 0; y--) out.push([a, y]);
    return out;
  }
  const a2 = a * a, b2 = b * b;
  let x = 0, y = b;
  let d1 = b2 - a2 * b + a2 / 4;
  while (b2 * x < a2 * y) {
    out.push([x, y]);
    if (d1 < 0) d1 += b2 * (2 * x + 3);
    else { d1 += b2 * (2 * x + 3) + a2 * (-2 * y + 2); y--; }
    x++;
  }
  let d2 = b2 * (x + 0.5) ** 2 + a2 * (y - 1) ** 2 - a2 * b2;
  while (y >= 0) {
    out.push([x, y]);
    if (d2 > 0) d2 += a2 * (-2 * y + 3);
    else { d2 += b2 * (2 * x + 2) + a2 * (-2 * y + 3); x++; }
    y--;
  }
  return out;
}

/** The arc's pixels from a0 to a1 degrees (a0 ≤ a1), counter-clockwise. */
export function traceArc(rx: number, ry: number, a0: number, a1: number, t: ArcTrace): void {
  t.n = 0;
  const q = quadrant(Math.abs(rx), Math.abs(ry)).reverse(); // (a,0) → (0,b)
  const ang = (x: number, y: number): number => {
    let g = (Math.atan2(y / Math.max(1, ry), x / Math.max(1, rx)) * 180) / Math.PI;
    if (g < 0) g += 360;
    return g;
  };
  const full = a1 - a0 >= 360;
  for (let k = 0; k < 4; k++) {
    for (let i = k === 0 ? 0 : 1; i < (k === 3 ? q.length - 1 : q.length); i++) {
      let [x, y] = q[k % 2 === 0 ? i : q.length - 1 - i]!;
      if (k === 1 || k === 2) x = -x;
      if (k >= 2) y = -y;
      let g = ang(x, y);
      if (!full && (g < a0 || g > a1) && !(g + 360 <= a1)) continue;
      push(t, x, -y);
    }
  }
}
