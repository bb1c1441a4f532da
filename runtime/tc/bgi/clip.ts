/**
 * Line clipping as the BGI kernel does it (TC 2.0 BGIOVR, docs/TURBO-C-FACTS.md#lines-rectangles-and-clipping): edge by edge, with integer
 * intersections. An endpoint that lies outside is moved onto the edge, measured from itself with
 * IMUL/IDIV, so the quotient truncates toward the outside point. The driver's Bresenham then
 * starts from the clipped endpoints, so a clipped line may differ from the unclipped one.
 */
import { int16 } from '../int.ts';
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
 * The 8086's divide error (INT 0) raised inside the graphics kernel by an IDIV whose quotient is
 * past the int: the C library's binding takes it as a division of the program's own is taken
 * (cc/support/library.ts: C0's "Divide error", or the program's SIGFPE handler).
 */
export class KernelDivide extends Error {}

/**
 * The move toward an edge, the kernel's IMUL then IDIV: a quotient past the int is the 8086's
 * divide error, which ends the program in Turbo C 2.0 (C0's INT 0 handler prints "Divide error").
 * It takes an end −32768 from the other along one axis (probe DE: line(0,0,39,−32768) in the
 * viewport (639,230)–(639,230) ends the program there, line(0,0,39,−32767) does not), or an end
 * moved once already (oracle-gen v14 A00126 4: a quotient of 65 126); A00055 3 and A00126 4 end
 * in DOSBox at that scene, and no other program of versions 1–14 that ran makes such a move.
 */
function move(num: number, den: number): number {
  const q = Math.trunc(num / den);
  if (q !== int16(q)) throw new KernelDivide('Divide error (a clipped line)');
  return q;
}

/**
 * Clip `s` to `b`; false when nothing of it is inside. Cohen–Sutherland: while an endpoint is
 * outside (P1 first) and the two do not share an outside edge, that endpoint is moved onto the
 * first edge it is outside of, in the order left, right, top, bottom — from where it stands then,
 * along the *unclipped* line's slope, `x = xo + (edge − yo)·dx/dy` with the quotient truncated.
 * Probe PLC (test/fixtures/bgi-oracle: 300 lines to 1 000 px off every edge of viewports and the
 * screen) matches on every case with this rule and on no more than 292 with the clipped
 * segment's slope: line(676,−77,−169,82) on the screen goes (676,−77) → (639,−71) at the right
 * edge → (262,0) at the top, 5 px left of where the line crosses y 0 (266.8). The loop shows
 * at the corners: line(641,2,639,484) moves P1 to (639,484), below the screen like P2, and draws
 * nothing (oracle G00736 7); line(1447,478,356,480) moves P2 to (901,479), then back to (639,479)
 * at the right edge: one pixel (G00867 9). PRIMS3 13: (10,10)→(310,250) in (60,60)–(260,200) runs
 * from (72,60) to (248,200); PLINE probe case 253: line(20,7,−32,−12) in the viewport
 * (549,430)–(573,439) starts at (551,430), via (549,429) on the left edge.
 */
export function clipLine(s: Segment, b: Box): boolean {
  // The kernel's coordinates are ints: a viewport point past 32767 from the viewport's corner
  // wraps (probe PLNW: 200 lines from near ±32767 in viewports; the 13 whose absolute point
  // wraps draw nothing, as the next rule then has them)...
  s.x1 = int16(s.x1);
  s.y1 = int16(s.y1);
  s.x2 = int16(s.x2);
  s.y2 = int16(s.y2);
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  // ...and a line whose ends are further apart than an int holds, across or along, draws nothing
  // (probe PLNG: 500 lines through the screen or a viewport from up to ±32768, every style,
  // thick, XOR; the 87 whose x or y difference is past ±32767 draw nothing, the rest are
  // clipped as below, all exact).
  if (dx !== int16(dx) || dy !== int16(dy)) return false;
  // The distance to the edge is an int too: from 32768 away (an end at −32768 and the edge at 0, a
  // line exactly that long) it is −32768, and the end moves the other way (probe PLNE: 120 such
  // lines to and from the viewport's and the screen's edges; oracle-gen v10 P00285 10).
  // Each move puts the point on an edge it was outside of and toward the other end, so a point
  // moves at most twice; the bound only keeps a hang impossible.
  for (let moves = 0; moves < 8; moves++) {
    const c1 = outcode(s.x1, s.y1, b);
    const c2 = outcode(s.x2, s.y2, b);
    if ((c1 | c2) === 0) return true;
    if ((c1 & c2) !== 0) return false;
    const first = c1 !== 0;
    const code = first ? c1 : c2;
    let x = first ? s.x1 : s.x2;
    let y = first ? s.y1 : s.y2;
    const edge = EDGES.find((e) => (code & e) !== 0)!;
    if (edge & (TOP | BOTTOM)) {
      const ey = edge === TOP ? b.top : b.bottom;
      x += move(int16(ey - y) * dx, dy);
      y = ey;
    } else {
      const ex = edge === LEFT ? b.left : b.right;
      y += move(int16(ex - x) * dy, dx);
      x = ex;
    }
    if (first) {
      s.x1 = x;
      s.y1 = y;
    } else {
      s.x2 = x;
      s.y2 = y;
    }
  }
  return false;
}
