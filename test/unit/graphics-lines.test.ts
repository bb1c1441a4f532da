import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DASHED_LINE, NORM_WIDTH, SOLID_LINE, THICK_WIDTH, USERBIT_LINE, XOR_PUT, COPY_PUT, WHITE, YELLOW,
  floodfill, getpixel, getviewsettings, graphresult, line, linerel, lineto, moveto, putpixel, rectangle,
  setcolor, setfillstyle, setlinestyle, setviewport, setwritemode, grError, grNoInitGraph, type viewporttype,
} from '../../runtime/tc/graphics.ts';
import { machine } from '../../runtime/machine.ts';
import { at, draw, lit, points, run } from './graphics-harness.ts';

test('line(0,0,4,2): the driver Bresenham, both endpoints, ties step the minor axis', () => {
  const m = draw(() => line(0, 0, 4, 2));
  assert.equal(lit(m), points([0, 0], [1, 1], [2, 1], [3, 2], [4, 2]));
});

test('line(0,0,2,4): y-major, ties step x', () => {
  const m = draw(() => line(0, 0, 2, 4));
  assert.equal(lit(m), points([0, 0], [1, 1], [1, 2], [2, 3], [2, 4]));
});

test('line(0,2,4,0) is drawn top to bottom, from (4,0): same pixels as line(4,0,0,2)', () => {
  const a = draw(() => line(0, 2, 4, 0));
  assert.equal(lit(a), points([4, 0], [3, 1], [2, 1], [1, 2], [0, 2]));
  assert.equal(lit(draw(() => line(4, 0, 0, 2))), lit(a));
});

test('a zero-length line is one pixel in the drawing colour', () => {
  const m = draw(() => {
    setcolor(YELLOW);
    line(100, 450, 100, 450);
  });
  assert.equal(lit(m), ['100,450']);
  assert.is(at(m, 100, 450), YELLOW);
});

test('rectangle draws its outline, corners included; corners in any order', () => {
  const m = draw(() => rectangle(13, 14, 10, 12));
  assert.equal(lit(m), points([10, 12], [11, 12], [12, 12], [13, 12], [10, 13], [13, 13], [10, 14], [11, 14], [12, 14], [13, 14]));
});

test('XOR_PUT: rectangle corners are drawn twice and vanish; a second line erases the first', () => {
  const m = draw(() => {
    setwritemode(XOR_PUT);
    rectangle(10, 10, 13, 12);
  });
  assert.equal(lit(m), points([11, 10], [12, 10], [13, 11], [10, 11], [11, 12], [12, 12]));
  const n = draw(() => {
    setwritemode(XOR_PUT);
    line(5, 5, 50, 20);
    line(5, 5, 50, 20);
    setwritemode(COPY_PUT);
    line(0, 0, 3, 0);
  });
  assert.equal(lit(n), points([0, 0], [1, 0], [2, 0], [3, 0]));
});

test('setwritemode keeps the mode\'s low bit: 2 draws as COPY_PUT, -1 as XOR_PUT (oracle-gen v8 thickmode)', () => {
  const m = draw(() => {
    setwritemode(-1);
    line(5, 5, 50, 20);
    line(5, 5, 50, 20);
    setwritemode(2);
    line(0, 0, 3, 0);
    line(0, 0, 3, 0);
  });
  assert.equal(lit(m), points([0, 0], [1, 0], [2, 0], [3, 0]));
});

test('DASHED_LINE 0xF8F8: bit 0 first, restarted on every call', () => {
  const m = draw(() => {
    setlinestyle(DASHED_LINE, 0, NORM_WIDTH);
    line(0, 0, 15, 0);
    line(0, 1, 3, 1);
  });
  // 0xF8 read LSB first: off off off on on on on on.
  const row0 = Array.from({ length: 16 }, (_, x) => at(m, x, 0) ? 1 : 0).join('');
  assert.is(row0, '0001111100011111');
  assert.equal([0, 1, 2, 3].map((x) => at(m, x, 1)), [0, 0, 0, WHITE]);
});

test('USERBIT_LINE uses the given pattern; a bad style → grError, style unchanged; thickness 2 is taken (PRIMS3 12)', () => {
  const m = draw(() => {
    setlinestyle(USERBIT_LINE, 0x0005, NORM_WIDTH);
    line(0, 0, 5, 0);
    setlinestyle(7, 0, NORM_WIDTH);
    assert.is(graphresult(), grError);
    line(0, 2, 5, 2);
    setlinestyle(SOLID_LINE, 0, 2);
    assert.is(graphresult(), 0);
  });
  assert.equal([0, 1, 2, 3, 4, 5].map((x) => at(m, x, 0) ? 1 : 0), [1, 0, 1, 0, 0, 0]);
  assert.equal([0, 1, 2, 3, 4, 5].map((x) => at(m, x, 2) ? 1 : 0), [1, 0, 1, 0, 0, 0]);
});

test('THICK_WIDTH: three parallel lines on the minor axis', () => {
  const m = draw(() => {
    setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
    line(10, 10, 12, 10);
    line(30, 10, 30, 11);
  });
  assert.equal(lit(m), points(
    [10, 9], [11, 9], [12, 9], [10, 10], [11, 10], [12, 10], [10, 11], [11, 11], [12, 11],
    [29, 10], [30, 10], [31, 10], [29, 11], [30, 11], [31, 11],
  ));
});

test('clipping: Cohen–Sutherland with truncating intersections, then Bresenham from the clipped point', () => {
  // (−10,0)→(10,7) meets x=0 at y = trunc(10*7/20) = 3; the driver then draws (0,3)→(10,7).
  const m = draw(() => line(-10, 0, 10, 7));
  assert.equal(lit(m), points([0, 3], [1, 3], [2, 4], [3, 4], [4, 5], [5, 5], [6, 5], [7, 6], [8, 6], [9, 7], [10, 7]));
});

test('a line 32767 long is clipped; one whose ends are further apart than an int holds draws nothing (probe PLNG)', () => {
  const m = draw(() => line(-30000, 5, 2767, 5));
  assert.is(lit(m).length, 640);
  assert.ok(lit(m).every((p) => p.endsWith(',5')));
  assert.is(lit(draw(() => line(-30000, 5, 2768, 5))).length, 0);
  assert.is(lit(draw(() => line(300, -32768, 300, 479))).length, 0);
  assert.is(lit(draw(() => line(300, -32768, 300, -1))).length, 0);
  assert.is(lit(draw(() => line(300, -32288, 300, 479))).length, 480);
});

test('a clip move whose quotient is past the int is the divide error that ends the program (probe DE)', () => {
  // DE1, DE3, DE6, DE8 end in DOSBox; DE2, DE4 (a quotient of 32767), DE7 and DE9 (−32768: the 386's IDIV holds it) do not
  const ends = (vp: [number, number, number, number, number], l: [number, number, number, number]): boolean => {
    try {
      draw(() => { setviewport(...vp); line(...l); });
      return false;
    } catch (e) {
      return /Divide error/.test((e as Error).message);
    }
  };
  assert.ok(ends([639, 230, 639, 230, 1], [0, 0, 39, -32768]));
  assert.not.ok(ends([639, 230, 639, 230, 1], [0, 0, 39, -32767]));
  assert.ok(ends([0, 0, 639, 479, 1], [639, 0, 700, -32768]));
  assert.not.ok(ends([0, 0, 639, 479, 1], [639, 0, 700, -32767]));
  assert.ok(ends([0, 0, 639, 479, 1], [0, 479, -100, -32289]));
  assert.not.ok(ends([0, 0, 639, 479, 1], [100, 0, -1, -32768]));
  assert.ok(ends([0, 0, 639, 479, 0], [639, 0, 700, -32768]));
  assert.not.ok(ends([639, 230, 639, 230, 1], [39, 0, 0, -32768]));
});

test('viewport: coordinates are relative, lines and pixels clipped to it; clip off draws outside', () => {
  const vp: viewporttype = { left: 0, top: 0, right: 0, bottom: 0, clip: 0 };
  const m = draw(() => {
    setviewport(100, 100, 199, 149, 1);
    getviewsettings(vp);
    line(-50, 10, 500, 10);
    putpixel(0, 0, 3);
    putpixel(-1, 0, 3);
    putpixel(100, 0, 3);
    assert.is(getpixel(0, 0), 3);
    assert.is(getpixel(0, 10), WHITE);
    setviewport(300, 300, 309, 309, 0);
    line(-5, 0, 15, 0);
  });
  assert.equal(vp, { left: 100, top: 100, right: 199, bottom: 149, clip: 1 });
  const pts = lit(m);
  assert.is(pts.filter((p) => p.endsWith(',110')).length, 100);
  assert.ok(pts.includes('100,110') && pts.includes('199,110') && !pts.includes('99,110') && !pts.includes('200,110'));
  assert.is(at(m, 100, 100), 3);
  assert.ok(!pts.includes('99,100') && !pts.includes('200,100'));
  assert.is(pts.filter((p) => p.endsWith(',300')).length, 21); // 295..315: clipping off
});

test('setviewport off the screen or inside out → grError, viewport unchanged', () => {
  draw(() => {
    setviewport(10, 10, 640, 20, 1);
    assert.is(graphresult(), grError);
    setviewport(30, 10, 20, 20, 1);
    assert.is(graphresult(), grError);
    const vp: viewporttype = { left: -1, top: -1, right: -1, bottom: -1, clip: -1 };
    getviewsettings(vp);
    assert.equal(vp, { left: 0, top: 0, right: 639, bottom: 479, clip: 1 });
  });
});

test('moveto/lineto/linerel move the CP; line does not', () => {
  const m = draw(() => {
    moveto(10, 10);
    lineto(12, 10);
    linerel(0, 2);
    line(0, 0, 0, 0);
    linerel(-2, 0);
  });
  assert.equal(lit(m), points([0, 0], [10, 10], [11, 10], [12, 10], [12, 11], [10, 12], [11, 12], [12, 12]));
});

test('bad coordinates throw naming the call and the value', () => {
  assert.throws(() => draw(() => line(Number.NaN, 0, 1, 1)), /line: argument 1 \(x1\) must be an integer, got NaN/);
  assert.throws(() => draw(() => putpixel(1.5, 0, 1)), /putpixel: argument 1 \(x\) must be an integer, got 1.5/);
  // the hot calls test their ints at once, and still name the one that is not
  assert.throws(() => draw(() => floodfill(1, 0.5, 15)), /floodfill: argument 2 \(y\) must be an integer, got 0.5/);
  assert.throws(() => draw(() => floodfill(1, 2, Number.NaN)), /floodfill: argument 3 \(border\) must be an integer, got NaN/);
  assert.throws(() => draw(() => setfillstyle(1, 2.5)), /setfillstyle: argument 2 \(color\) must be an integer, got 2.5/);
});

test('before initgraph: drawing does nothing and graphresult says grNoInitGraph, then grOk', () => {
  let before: Uint8Array | null = null;
  let after: Uint8Array | null = null;
  run(() => {
    const px = machine().vga.pixels; // the DOS prompt's text screen
    before = px.slice();
    line(0, 0, 10, 10);
    after = px.slice();
    assert.is(graphresult(), grNoInitGraph);
    assert.is(graphresult(), 0);
  });
  assert.ok(before !== null && after !== null);
  assert.equal(after, before);
});

test.run();
