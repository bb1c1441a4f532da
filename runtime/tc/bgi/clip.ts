/**
 * Line clipping as the BGI kernel does it (TC 2.0 BGIOVR, docs/TURBO-C-FACTS.md#lines-rectangles-and-clipping): edge by edge, with integer
 * intersections. The endpoint that lies outside is moved onto the edge, measured from itself:
 * `x = xo + (edge − yo)·dx/dy` with IMUL/IDIV, so the quotient truncates toward the outside point.
 * PRIMS3 13: line(−50,−50,250,190) in the viewport (60,60)–(260,200) runs from (72,60) to
 * (248,200); measured from the top-left end the lower endpoint would be 247 (247.5 truncated).
 * The driver's Bresenham then starts from the clipped endpoints, so a clipped line may differ from
 * the unclipped one.
 */
import type { Box } from './state.ts';

const LEFT = 1, RIGHT = 2, TOP = 4, BOTTOM = 8;
const EDGES = [LEFT, RIGHT, TOP, BOTTOM] as const;

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
 * Clip `s` to `b`; false when nothing of it is inside. The edges are taken in turn, left, right,
 * top, bottom; an endpoint outside the edge moves onto it, measured from itself and the other
 * endpoint as they stand then. PRIMS3 13: (10,10)→(310,250) in (60,60)–(260,200) goes
 * (10,10)→(60,50) at the left edge, (310,250)→(260,210) at the right, (60,50)→(72,60) at the top,
 * (260,210)→(248,200) at the bottom. PLINE probe case 253: line(20,7,−32,−12) in the viewport
 * (549,430)–(573,439) starts at (551,430), via (549,429) on the left edge; the top edge first
 * would give 549. Sixteen PLINE cases (lines, drawpoly, fillpoly and bar3d outlines) turn on it;
 * two XOR fillpoly cases (67, 278) matched before and differ now, for a reason not yet found.
 */
export function clipLine(s: Segment, b: Box): boolean {
  for (const edge of EDGES) {
    const c1 = outcode(s.x1, s.y1, b);
    const c2 = outcode(s.x2, s.y2, b);
    if ((c1 & c2) !== 0) return false;
    if (((c1 | c2) & edge) === 0) continue;
    const first = (c1 & edge) !== 0;
    const dx = s.x2 - s.x1;
    const dy = s.y2 - s.y1;
    const ox = first ? s.x1 : s.x2;
    const oy = first ? s.y1 : s.y2;
    let x: number, y: number;
    if (edge & (TOP | BOTTOM)) {
      y = edge === TOP ? b.top : b.bottom;
      x = ox + Math.trunc(((y - oy) * dx) / dy);
    } else {
      x = edge === LEFT ? b.left : b.right;
      y = oy + Math.trunc(((x - ox) * dy) / dx);
    }
    if (first) {
      s.x1 = x;
      s.y1 = y;
    } else {
      s.x2 = x;
      s.y2 = y;
    }
  }
  return (outcode(s.x1, s.y1, b) | outcode(s.x2, s.y2, b)) === 0;
}
