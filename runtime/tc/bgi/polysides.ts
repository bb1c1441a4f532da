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

/**
 * Calls `side(a, b)` for each side of the list's first m points (indices into xs, ys), in order.
 * `closing`: the last side is fillpoly's closing one (the list ends with the first point again).
 */
export function forEachSide(xs: ArrayLike<number>, ys: ArrayLike<number>, m: number, closing: boolean, side: (a: number, b: number) => void): void {
  let start = 0; // the current subpath's first point
  let away = false; // a point other than the start seen since it
  let closed = false; // the last side came back to the start
  for (let i = 1; i < m; i++) {
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
    side(a, i);
    if (away && atStart) closed = true;
  }
}
