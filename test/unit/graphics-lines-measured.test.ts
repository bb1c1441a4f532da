/**
 * Lines as the PRIMS3 captures of the real Turbo C 2.0 show them (screens 12, 13, 15, and the
 * fillpoly outlines of 08): the style patterns, where a pattern starts, clipping arithmetic,
 * thick lines, XOR at shared vertices. Each expectation names the capture it was read from, or
 * says that it is an invariant the captures do not show.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CENTER_LINE, DASHED_LINE, DOTTED_LINE, NORM_WIDTH, SOLID_LINE, THICK_WIDTH, USERBIT_LINE, XOR_PUT,
  getlinesettings, getx, gety, graphresult, line, linerel, lineto, moverel, moveto, rectangle, setlinestyle, setviewport, setwritemode,
} from '../../runtime/tc/graphics.ts';
import type { Machine } from '../../runtime/machine.ts';
import { linesettings } from '../../runtime/tc/graphics/constants.ts';
import { at, draw, lit } from './graphics-harness.ts';

/** Row y from x0 to x1 as '1' (lit) and '0'. */
function row(m: Machine, y: number, x0: number, x1: number): string {
  let s = '';
  for (let x = x0; x <= x1; x++) s += at(m, x, y) ? '1' : '0';
  return s;
}

/** Column x from y0 to y1 as '1' (lit) and '0'. */
function column(m: Machine, x: number, y0: number, y1: number): string {
  let s = '';
  for (let y = y0; y <= y1; y++) s += at(m, x, y) ? '1' : '0';
  return s;
}

test('the style patterns, bit 0 first (PRIMS3 12: rectangle(25+120i,340,95+120i,380), top edges)', () => {
  const m = draw(() => {
    for (const [i, style] of [DOTTED_LINE, CENTER_LINE, DASHED_LINE].entries()) {
      setlinestyle(style, 0, NORM_WIDTH);
      line(0, 10 * i, 31, 10 * i);
    }
    setlinestyle(USERBIT_LINE, 0x5a3c, NORM_WIDTH);
    line(0, 30, 31, 30);
  });
  assert.is(row(m, 0, 0, 31), '0011'.repeat(8));
  assert.is(row(m, 10, 0, 31), '0001111000111111'.repeat(2)); // CENTER_LINE = 0xFC78
  assert.is(row(m, 20, 0, 31), '0001111100011111'.repeat(2));
  assert.is(row(m, 30, 0, 31), '0011110001011010'.repeat(2));
});

test('USERBIT 0x0001 across the screen: every 16th pixel from the first (PRIMS3 12, y = 470)', () => {
  const m = draw(() => {
    setlinestyle(USERBIT_LINE, 0x0001, NORM_WIDTH);
    line(10, 470, 630, 470);
  });
  const want = Array.from({ length: 39 }, (_, k) => `${10 + 16 * k},470`);
  assert.equal(lit(m), want);
});

test('line() starts its pattern at P1 when horizontal, at the upper end otherwise (PRIMS3 12)', () => {
  const m = draw(() => {
    setlinestyle(DASHED_LINE, 0, NORM_WIDTH);
    line(20, 0, 0, 0); // right to left: the rectangle's bottom edge
    line(40, 20, 40, 0); // upward: drawn from (40,0)
    line(0, 40, 20, 30); // upward, x-major: drawn from (20,30)
  });
  // From x=20 leftwards 000111110001111100011, read here from x=0.
  assert.is(row(m, 0, 0, 20), '110001111100011111000');
  assert.is(column(m, 40, 0, 20), '000111110001111100011');
  // From (20,30): bit 0 off there; (0,40) is bit 20 ≡ 4, on (from (0,40) it would be bit 0, off).
  assert.ok(at(m, 20, 30) === 0 && at(m, 0, 40) !== 0);
});

test('lineto and linerel draw from the new point back to the CP (PRIMS3 12 DOTTED chain)', () => {
  const m = draw(() => {
    setlinestyle(DOTTED_LINE, 0, NORM_WIDTH);
    moveto(140, 400);
    lineto(180, 400);
    lineto(180, 430);
    linerel(40, 20);
    moverel(-10, 10);
    linerel(-60, 0);
    assert.equal([getx(), gety()], [150, 460]);
  });
  // From 180 leftwards 0,0,1,1,…: 178,177 … 142,141 lit, 140 not.
  assert.is(row(m, 400, 140, 180), '0' + '1100'.repeat(10));
  // The vertical one runs top to bottom from 400 whichever end is new.
  assert.is(column(m, 180, 400, 430), '0011'.repeat(7) + '001');
  // linerel(-60,0) from (210,460): drawn from 150 rightwards, so 152,153 … 208,209 lit.
  assert.is(row(m, 460, 150, 210), '0011'.repeat(15) + '0');
});

test('clipping moves the outside endpoint measured from itself (PRIMS3 13 clipping viewport)', () => {
  // line(−50,−50,250,190) in (60,60)–(260,200): (10,10)→(310,250) absolute. At y=200 the
  // intersection is 310 − trunc(50·300/240) = 248, not 10 + trunc(190·300/240) = 247.
  const clipped = draw(() => {
    setviewport(60, 60, 260, 200, 1);
    line(-50, -50, 250, 190);
  });
  const direct = draw(() => line(72, 60, 248, 200));
  assert.equal(lit(clipped), lit(direct));
  assert.ok(at(clipped, 248, 200) !== 0 && at(clipped, 249, 200) === 0);
  assert.is(at(clipped, 72, 60), 15);
});

test('clipping to the screen: fillpoly outlines of PRIMS3 08 (both ends outside, then one)', () => {
  const a = draw(() => line(700, 300, 400, 520));
  assert.equal(lit(a), lit(draw(() => line(639, 344, 455, 479))));
  const b = draw(() => line(300, 250, 700, 300));
  assert.equal(lit(b), lit(draw(() => line(300, 250, 639, 293))));
  const c = draw(() => line(30, 470, -40, 200));
  assert.equal(lit(c), lit(draw(() => line(30, 470, 0, 354))));
});

test('the Bresenham restarts from the clipped endpoint: not a window onto the whole line', () => {
  // The unclipped (10,10)→(310,250) lights (72,60) and (73,60); the clipped one only (72,60)
  // (PRIMS3 13 row 60 shows the single pixel).
  const whole = draw(() => line(10, 10, 310, 250));
  assert.ok(at(whole, 73, 60) !== 0);
  const clipped = draw(() => {
    setviewport(60, 60, 260, 200, 1);
    line(-50, -50, 250, 190);
  });
  assert.is(row(clipped, 60, 60, 80), '000000000000100000000');
});

test('a non-clipping viewport only translates (PRIMS3 13: line(−50,−50,250,190) at (360,60))', () => {
  const m = draw(() => {
    setviewport(360, 60, 560, 200, 0);
    line(-50, -50, 250, 190);
  });
  assert.equal(lit(m), lit(draw(() => line(310, 10, 610, 250))));
});

test('invariant: nothing is drawn outside the clip box, whatever the line (not in the captures)', () => {
  let seed = 12345;
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const m = draw(() => {
    setviewport(200, 150, 439, 329, 1);
    for (let k = 0; k < 300; k++) {
      setlinestyle(SOLID_LINE, 0, k % 3 === 0 ? THICK_WIDTH : NORM_WIDTH);
      line(rnd(1200) - 500, rnd(900) - 350, rnd(1200) - 500, rnd(900) - 350);
    }
  });
  const pts = lit(m).map((p) => p.split(',').map(Number));
  assert.ok(pts.length > 1000);
  assert.ok(pts.every(([x, y]) => x! >= 200 && x! <= 439 && y! >= 150 && y! <= 329));
});

test('huge coordinates on both axes neither hang nor escape the screen', () => {
  const m = draw(() => {
    line(-1e12, -1e12 + 7, 1e12, 1e12);
    line(2 ** 40, -3, -(2 ** 40), 5);
  });
  assert.ok(lit(m).length > 0);
});

test('THICK_WIDTH: each of the three lines is clipped on its own (not measured: an invariant)', () => {
  const m = draw(() => {
    setviewport(100, 100, 199, 149, 1);
    setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
    line(-20, 0, 300, 0); // rows −1 (outside), 0 and 1
  });
  assert.is(lit(m).length, 200);
  assert.is(row(m, 99, 90, 210), '0'.repeat(121));
});

test('THICK_WIDTH with a pattern: three lines, each with the pattern from its own start (PRIMS3 12)', () => {
  const m = draw(() => {
    setlinestyle(DOTTED_LINE, 0, THICK_WIDTH);
    line(20, 150, 110, 165);
  });
  // Three copies of the thin line one row apart.
  const thin = draw(() => {
    setlinestyle(DOTTED_LINE, 0, NORM_WIDTH);
    line(20, 149, 110, 164);
    line(20, 150, 110, 165);
    line(20, 151, 110, 166);
  });
  assert.equal(lit(m), lit(thin));
});

test('THICK_WIDTH at exactly 45°: offsets on y (PRIMS3 08 thick drawpoly edge (560,200)→(620,260))', () => {
  const m = draw(() => {
    setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
    line(560, 200, 563, 203);
  });
  assert.is(row(m, 199, 558, 565), '00100000');
  assert.is(row(m, 200, 558, 565), '00110000');
  assert.is(row(m, 201, 558, 565), '00111000');
});

test('XOR_PUT: a chain shares its vertices, drawn twice they vanish (PRIMS3 15 drawpoly, rectangle)', () => {
  const m = draw(() => {
    setwritemode(XOR_PUT);
    moveto(100, 150);
    lineto(110, 150);
    lineto(110, 160);
  });
  assert.is(at(m, 100, 150), 15); // the chain's ends stay
  assert.is(at(m, 110, 150), 0); // the shared vertex is flipped twice
  assert.is(at(m, 110, 160), 15);
  assert.is(lit(m).length, 10 + 10);
  // rectangle: its corners are flipped twice and keep the background (PRIMS3 15 at (40,40)).
  const r = draw(() => {
    setwritemode(XOR_PUT);
    rectangle(40, 40, 50, 45);
  });
  assert.is(at(r, 40, 40), 0);
  assert.is(at(r, 41, 40), 15);
});

test('getlinesettings: the values as passed (PRIMS3 12: USERBIT 0x5A3C → 23100; style 5 → −11)', () => {
  draw(() => {
    const ls = linesettings();
    setlinestyle(USERBIT_LINE, 0x5a3c, NORM_WIDTH);
    getlinesettings(ls);
    assert.equal(ls, { linestyle: 4, upattern: 23100, thickness: 1 });
    setlinestyle(5, 0, NORM_WIDTH);
    assert.is(graphresult(), -11);
    getlinesettings(ls);
    assert.equal(ls, { linestyle: 4, upattern: 23100, thickness: 1 });
    setlinestyle(SOLID_LINE, 0, 2);
    assert.is(graphresult(), 0);
    // Not measured: upattern is kept as passed whatever the style, thickness 2 as well.
    getlinesettings(ls);
    assert.equal(ls, { linestyle: 0, upattern: 0, thickness: 2 });
  });
});

test.run();
