/**
 * The ellipse outline rule (runtime/tc/bgi/ellipse.ts) against the pixels of PRIMS3's captures:
 * every whole ellipse of screens 04 and 05 row for row, the two near-ties of 04 and 06, and the
 * arc end of 04 that touches its end point diagonally.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcPoints, quadrant } from '../../runtime/tc/bgi/ellipse.ts';
import { PRIMS3_QUADRANTS } from './prims3-ellipse-quadrants.ts';

/** The x of each row of quadrant(xr, yr), from y = yr down to 0, written as the fixture writes them. */
function rows(xr: number, yr: number, hiddenFrom = Infinity): string {
  const q = quadrant(xr, yr);
  const byRow: number[][] = Array.from({ length: yr + 1 }, () => []);
  for (let i = 0; i < q.n; i++) if (q.xs[i]! < hiddenFrom) byRow[yr - q.ys[i]!]!.push(q.xs[i]!);
  return byRow
    .map((xs) => {
      if (xs.length === 0) return '-';
      xs.sort((a, b) => a - b);
      const run = xs.every((x, k) => x === xs[0]! + k);
      if (!run) return xs.join(','); // not a run: shown as it is, so the mismatch reads plainly
      return xs.length === 1 ? `${xs[0]}` : `${xs[0]}-${xs[xs.length - 1]}`;
    })
    .join(' ');
}

/** The x of row y of quadrant(xr, yr). */
function row(xr: number, yr: number, y: number): number[] {
  const q = quadrant(xr, yr);
  const xs: number[] = [];
  for (let i = 0; i < q.n; i++) if (q.ys[i] === y) xs.push(q.xs[i]!);
  return xs;
}

test('the fixture covers PRIMS3 04 grid (16 ellipses) and 05 (13 outlines)', () => {
  assert.is(PRIMS3_QUADRANTS.filter((c) => c.screen === '04').length, 16);
  assert.is(PRIMS3_QUADRANTS.filter((c) => c.screen === '05').length, 13);
});

test('every quadrant of PRIMS3 04 and 05, row for row', () => {
  const wrong: string[] = [];
  for (const c of PRIMS3_QUADRANTS) {
    const got = rows(c.xr, c.yr, c.hiddenFrom);
    if (got !== c.rows) wrong.push(`${c.screen} ${c.xr}×${c.yr} at (${c.centre}):\n  want ${c.rows}\n  got  ${got}`);
  }
  assert.ok(wrong.length === 0, wrong.join('\n'));
});

test('the short radius through ⌊100·L²/S²⌋: where the exact ellipse rounds the other way', () => {
  // 13×44 (04): x = 13·√(1 − (y/44)²) is 12.507 at row 12 and 9.510 at row 30; the capture has 13
  // and 9, which no rounding of the exact curve gives both of (K = 1145 for 1936/169 = 11.4556).
  assert.equal(row(13, 44, 12), [13]);
  assert.equal(row(13, 44, 30), [9]);
  // 48×43 (05): the top row runs to x = 7 and the walk turns with a corner at (36,29).
  assert.equal(row(48, 43, 43), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.equal(row(48, 43, 29), [35, 36]);
  assert.equal(row(48, 43, 28), [36]);
});

test('near-ties: residuals summing to 1 take the outer pixel, to 2 the inner (PRIMS3 06, 04)', () => {
  // sector(600,360,90,270,60,100): row 29 at x = −58 (542,331), F(57,29) + F(58,29) = 1.
  assert.equal(row(60, 100, 29), [58]);
  // ellipse(160,115,0,360,13,11): row 3 at x = 12, F(12,3) + F(13,3) = 2.
  assert.equal(row(13, 11, 3), [12]);
});

test('arc end: the pixel touching the end point diagonally is kept, 30×50 45→225 (PRIMS3 04)', () => {
  // getarccoords' end point is (−22,−36); the outline passes (−22,−34), (−21,−35), (−21,−36).
  const a = arcPoints(30, 50, 45, 225);
  assert.equal([a.xs[a.n - 1], a.ys[a.n - 1]], [-21, -35]);
  assert.equal([a.xs[0], a.ys[0]], [21, 35]);
});

test.run();
