/**
 * Line clipping as the BGI kernel does it (TC 2.0 BGIOVR, notes §6): Cohen–Sutherland with integer
 * intersections `x += (yc−y)*dx/dy` (IMUL/IDIV, truncating toward zero). The driver's Bresenham
 * then starts from the clipped endpoints, so a clipped line may differ from the unclipped one.
 */
import type { Box } from './state.ts';

const LEFT = 1, RIGHT = 2, TOP = 4, BOTTOM = 8;

function outcode(x: number, y: number, b: Box): number {
  let c = 0;
  if (x < b.left) c |= LEFT;
  else if (x > b.right) c |= RIGHT;
  if (y < b.top) c |= TOP;
  else if (y > b.bottom) c |= BOTTOM;
  return c;
}

/** A line segment; clipLine rewrites it in place. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Clip `s` to `b`; false when nothing of it is inside. */
export function clipLine(s: Segment, b: Box): boolean {
  let c1 = outcode(s.x1, s.y1, b);
  let c2 = outcode(s.x2, s.y2, b);
  for (;;) {
    if ((c1 | c2) === 0) return true;
    if ((c1 & c2) !== 0) return false;
    const first = c1 !== 0;
    const c = first ? c1 : c2;
    const dx = s.x2 - s.x1;
    const dy = s.y2 - s.y1;
    let x: number, y: number;
    if (c & TOP) {
      y = b.top;
      x = s.x1 + Math.trunc(((y - s.y1) * dx) / dy);
    } else if (c & BOTTOM) {
      y = b.bottom;
      x = s.x1 + Math.trunc(((y - s.y1) * dx) / dy);
    } else if (c & RIGHT) {
      x = b.right;
      y = s.y1 + Math.trunc(((x - s.x1) * dy) / dx);
    } else {
      x = b.left;
      y = s.y1 + Math.trunc(((x - s.x1) * dy) / dx);
    }
    if (first) {
      s.x1 = x;
      s.y1 = y;
      c1 = outcode(x, y, b);
    } else {
      s.x2 = x;
      s.y2 = y;
      c2 = outcode(x, y, b);
    }
  }
}
