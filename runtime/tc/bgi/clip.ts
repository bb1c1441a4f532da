/**
 * Line clipping as the BGI kernel does it (TC 2.0 BGIOVR, docs/TURBO-C-FACTS.md#lines-rectangles-and-clipping): Cohen–Sutherland with integer
 * intersections. The endpoint that lies outside is moved onto the edge, measured from itself:
 * `x = xo + (edge − yo)·dx/dy` with IMUL/IDIV, so the quotient truncates toward the outside point.
 * PRIMS3 13: line(−50,−50,250,190) in the viewport (60,60)–(260,200) runs from (72,60) to
 * (248,200); measured from the top-left end the lower endpoint would be 247 (247.5 truncated).
 * The driver's Bresenham then starts from the clipped endpoints, so a clipped line may differ from
 * the unclipped one.
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

/**
 * Clip `s` to `b`; false when nothing of it is inside. P1 is moved before P2, and an endpoint
 * outside two edges goes to the top or bottom edge first (not measured: PRIMS3 13's corner cases
 * land on the same pixels either way).
 */
export function clipLine(s: Segment, b: Box): boolean {
  let c1 = outcode(s.x1, s.y1, b);
  let c2 = outcode(s.x2, s.y2, b);
  // Each pass puts one endpoint on an edge: four passes each at most. The cap only guards against
  // coordinates so huge that the products lose precision (C's 16-bit ints never get there).
  for (let pass = 0; pass < 8; pass++) {
    if ((c1 | c2) === 0) return true;
    if ((c1 & c2) !== 0) return false;
    const first = c1 !== 0;
    const c = first ? c1 : c2;
    const dx = s.x2 - s.x1;
    const dy = s.y2 - s.y1;
    const ox = first ? s.x1 : s.x2;
    const oy = first ? s.y1 : s.y2;
    let x: number, y: number;
    if (c & (TOP | BOTTOM)) {
      y = c & TOP ? b.top : b.bottom;
      x = ox + Math.trunc(((y - oy) * dx) / dy);
    } else {
      x = c & LEFT ? b.left : b.right;
      y = oy + Math.trunc(((x - ox) * dy) / dx);
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
  return (c1 | c2) === 0;
}
