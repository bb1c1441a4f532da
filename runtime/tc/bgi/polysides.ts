/**
 * The sides the kernel takes from a polygon's point list: drawpoly's lines, fillpoly's outline and
 * the edges of its fill (and of a pie's fill polygon) alike.
 *
 * Probe PFPS (test/fixtures/bgi-oracle: 240 polygons drawn from 3–6 distinct points, the first
 * point recurring anywhere; drawpoly, fillpoly filled and EMPTY_FILL; thin, thick, styled, XOR):
 * - a list is walked as subpaths: one closes when it comes back to its first point after leaving
 *   it, and the next point starts another, with no side into it (drawpoly A B A C D draws A→B, B→A
 *   and C→D, not A→C; oracle-gen-v2 H00585 5, H00164 5). The fill takes the same sides, so a
 *   side that leaves the first point again is no edge (probes PFP2 case 211, PFP 161, 291);
 * - a side of length 0 draws nothing while the subpath has not left its first point (a polygon that
 *   starts with a repeated point; drawpoly of one point five times, XORed, leaves it as it was),
 *   and draws its pixel as line() does once it has (in XOR_PUT such a vertex flips once more);
 * - fillpoly's closing side, back to the first point, is drawn even then, unless the subpath closed
 *   just before it: fillpoly of one point six times draws that pixel (thick: its three), and
 *   A B A A A closes at the third point, then draws the zero-length closing side at A.
 * Before these rules, 89 of PFPS's 240 cases differed.
 */

/** The kernel's close mark in its point list: a y of 8001h (polybuffer.ts). */
export const CLOSE_MARK = -32767;

/** The kernel's end mark: a y (and x) of 8000h. */
export const END_MARK = -32768;

/**
 * Whether an absolute y, as an int, reads as a mark of the kernel's point list: its high byte is
 * 80h (−32768..−32513). The kernel stores a polygon's points with its own marks among them and
 * tells them apart by that byte alone, so such a point is taken for a mark (probe PFPM).
 */
export function isMark(y: number): boolean {
  return y >= -32768 && y <= -32513;
}

/**
 * Calls `side(a, b)` for each side of the list's first m points (indices into xs, ys), in order.
 * `closing`: the last side is fillpoly's closing one (the list ends with the first point again).
 * The kernel draws the sides from its point list, where a point whose y is 8000h ends the list and
 * one of 8001h–80FFh is a close mark: no side into it, and a move, not a side, to the point after
 * it (probe PFPM: drawpoly and fillpoly's outline of (100,100),(300,120),(400,Y),(150,350),
 * (60,250) with Y = −32640 draw no side from (300,120) up to (400,−32640), whose rise fits an int;
 * with Y = −32768 nothing after (300,120); the first point is taken as a point whatever its y).
 */
export function forEachSide(xs: ArrayLike<number>, ys: ArrayLike<number>, m: number, closing: boolean, side: (a: number, b: number) => void): void {
  let start = 0; // the current subpath's first point
  let away = false; // a point other than the start seen since it
  let closed = false; // the last side came back to the start
  let moved = false; // the walk moves to this point: it passed a mark
  for (let i = 1; i < m; i++) {
    const y = (ys[i]! << 16) >> 16;
    let drawn = !moved;
    moved = false;
    if (drawn && isMark(y)) {
      if (y === END_MARK) return;
      drawn = false;
      moved = true;
    }
    if (closed) {
      closed = false;
      start = i;
      away = false;
      continue;
    }
    const a = i - 1;
    const atStart = xs[i] === xs[start] && ys[i] === ys[start];
    if (!atStart) away = true;
    if (xs[a] === xs[i] && ys[a] === ys[i] && !away && !(closing && i === m - 1)) continue;
    if (drawn) side(a, i);
    if (away && atStart) closed = true;
  }
}
