/** Polygons: drawpoly (lines joining the points) and fillpoly (the kernel's scan-line fill). */
import { array, int } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { grNoScanMem } from '../bgi/ellipse.ts';
import { drawLine } from '../bgi/line.ts';
import { EMPTY_FILL } from '../bgi/fill.ts';
import { fillPolygon } from '../bgi/polyfill.ts';
import { polyEntries } from '../bgi/polybuffer.ts';
import { forEachSide } from '../bgi/polysides.ts';
import type { BgiState } from '../bgi/state.ts';

/** Trace text of a polygon call: the count, and the points it uses in a comment (the line stays C). */
function describe(call: string, numpoints: number, polypoints: ArrayLike<number>): string {
  return `${call}(${numpoints},polypoints /* {${Array.from(polypoints).slice(0, 2 * Math.max(0, numpoints)).join(',')}} */)`;
}

/** Check numpoints and the 2·numpoints ints of polypoints. */
function checkPoints(call: string, numpoints: number, polypoints: ArrayLike<number>): void {
  int(call, 1, 'numpoints', numpoints);
  array(call, 2, 'polypoints', polypoints);
  if (polypoints.length < 2 * numpoints) throw new Error(`${call}: ${numpoints} points need ${2 * numpoints} ints, got ${polypoints.length}`);
  for (let i = 0; i < 2 * numpoints; i++) int(call, 2, `polypoints[${i}]`, polypoints[i]!);
}

/** Absolute vertex coordinates, with the first point again after the last, reused between calls. */
let xs = new Int32Array(16);
let ys = new Int32Array(16);

/** The viewport-relative points made absolute into xs, ys, and the first point once more after them. */
function absolute(st: BgiState, numpoints: number, p: ArrayLike<number>): void {
  if (xs.length < numpoints + 1) {
    xs = new Int32Array(2 * numpoints + 2);
    ys = new Int32Array(2 * numpoints + 2);
  }
  const { left: ox, top: oy } = st.viewport;
  for (let i = 0; i <= numpoints; i++) {
    const j = i === numpoints ? 0 : i;
    xs[i] = ox + p[2 * j]!;
    ys[i] = oy + p[2 * j + 1]!;
  }
}

/**
 * Lines along the sides the kernel takes from the points in xs, ys (bgi/polysides.ts: subpaths,
 * sides of length 0); `closed` (fillpoly) adds the side from the last point back to the first,
 * a lone point's too: oracle gen-v3 I00007 2, fillpoly(1,{610,64}) in XOR_PUT draws (610,64) in
 * the line colour once (I00209 9 alike).
 */
function outline(st: BgiState, numpoints: number, closed: boolean): void {
  const m = closed && numpoints > 0 ? numpoints + 1 : numpoints;
  forEachSide(xs, ys, m, closed, (a, b) => drawLine(st, xs[a]!, ys[a]!, xs[b]!, ys[b]!));
}

/**
 * void far drawpoly(int numpoints, int far *polypoints)
 * numpoints vertices as x,y pairs, joined by lines in order (not closed unless the last point is
 * the first).
 */
export function drawpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => describe('drawpoly', numpoints, polypoints));
  checkPoints('drawpoly', numpoints, polypoints);
  const st = installed(m);
  if (!st) return;
  absolute(st, numpoints, polypoints);
  outline(st, numpoints, false);
}


/**
 * Whether fillpoly's points fit the kernel's scan buffer: it holds them with a closing point, one
 * more when the last point is the first and one fewer when the second is, and takes no more than
 * the buffer's entries less 2 (680 of the default 4 096 bytes' 682; bgi/polybuffer.ts). Probe PFPN (test/fixtures/
 * bgi-oracle: 189 fillpolys of 674–685 points, open or closed, with and without repeated and flat
 * points, on and off the screen): an open polygon fills up to 679 points and fails from 680, a
 * closed one from 679, one whose second point repeats the first a point later. Not modelled:
 * polygons whose rows on the screen cross nearly every side (all points on two rows) fail a few
 * points earlier. Probes PGBS, PGBS2: after setgraphbufsize(n) the limit is n / 6 − 2 (40 points
 * fail in 256 bytes, fill in 300).
 */
function fitsScanBuffer(numpoints: number, p: ArrayLike<number>, bytes: number): boolean {
  let count = numpoints + 1;
  if (numpoints > 1 && p[2] === p[0] && p[3] === p[1]) count--;
  if (numpoints > 1 && p[2 * numpoints - 2] === p[0] && p[2 * numpoints - 1] === p[1]) count++;
  return count <= polyEntries(bytes) - 2;
}

/**
 * void far fillpoly(int numpoints, int far *polypoints)
 * The polygon filled by the kernel's scan-line fill (bgi/polyfill.ts, even–odd), then outlined as
 * drawpoly draws it with a closing line from the last point back to the first.
 * PRIMS3 08: the fill comes first — where the fill's edge lies one pixel outside the Bresenham
 * outline (the flag's notch, row 25) both show, and the outline is never painted over.
 * EMPTY_FILL fills nothing: what lies under the polygon stays, as under a pie (probe PFP: 7 of
 * its 38 EMPTY_FILL polygons differed when filled with the background; oracle-gen G00781 8). Too many points for the
 * scan buffer: grNoScanMem, and neither the fill nor the outline is drawn (probes PFP2, PFPN).
 * The outline is drawn only when the current colour is not 0 (probe PFPC: 240 of 240, over
 * backdrops a colour-0 line would clear): getcolor() 0 draws none in any line style, thickness,
 * write mode or fill, whatever the background colour, while 16, 80 or 240, which the driver draws
 * as index 0, do clear the pixels under it; drawpoly in colour 0 draws its lines.
 */
export function fillpoly(numpoints: number, polypoints: ArrayLike<number>): void {
  const m = enter(() => describe('fillpoly', numpoints, polypoints));
  checkPoints('fillpoly', numpoints, polypoints);
  const st = installed(m);
  if (!st) return;
  if (!fitsScanBuffer(numpoints, polypoints, st.graphBufSize)) {
    st.result = grNoScanMem;
    return;
  }
  absolute(st, numpoints, polypoints);
  if (st.fillStyle !== EMPTY_FILL) fillPolygon(st, xs, ys, numpoints);
  if (st.color !== 0) outline(st, numpoints, true);
}
