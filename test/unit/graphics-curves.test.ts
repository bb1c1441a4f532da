import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DOTTED_LINE, NORM_WIDTH, SOLID_LINE, THICK_WIDTH, XOR_PUT, YELLOW, arc, arccoords, circle, clearviewport, ellipse, getarccoords,
  getaspectratio, setaspectratio, setcolor, setlinestyle, setviewport, setwritemode,
} from '../../runtime/tc/graphics.ts';
import { quadrant, outline, arcPoints } from '../../runtime/tc/bgi/ellipse.ts';
import { at, draw, lit, points } from './graphics-harness.ts';

/** The pixels of a first-quadrant list mirrored into four quadrants around (cx, cy), y up. */
function mirrored(cx: number, cy: number, q: [number, number][]): string[] {
  const s = new Set<string>();
  for (const [x, y] of q) for (const [sx, sy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]] as const) s.add(`${cx + sx * x},${cy - sy * y}`);
  return points(...[...s].map((k) => k.split(',').map(Number) as [number, number]));
}

test('circle radius 0 and 1: the same plus around the centre (PRIMS3 01)', () => {
  const plus = points([29, 30], [31, 30], [30, 29], [30, 31]);
  assert.equal(lit(draw(() => circle(30, 30, 0))), plus);
  assert.equal(lit(draw(() => circle(30, 30, 1))), plus);
});

test('circle radius 4 and 10: the quadrants PRIMS3 01 shows', () => {
  assert.equal(lit(draw(() => circle(100, 100, 4))), mirrored(100, 100, [[4, 0], [4, 1], [3, 2], [3, 3], [2, 3], [1, 4], [0, 4]]));
  // PRIMS3 01 radius 10 rows: 0..3 at x 10, 4,5 at 9, 6 at 8, 7 at 7, 8 at 6, 9 at 4,5, 10 at 0..3.
  const q: [number, number][] = [[10, 0], [10, 1], [10, 2], [10, 3], [9, 4], [9, 5], [8, 6], [7, 7], [6, 8], [4, 9], [5, 9], [0, 10], [1, 10], [2, 10], [3, 10]];
  assert.equal(lit(draw(() => circle(100, 100, 10))), mirrored(100, 100, q));
});

test('the outline lists each pixel once, counter-clockwise from angle 0', () => {
  const o = outline(4, 4);
  assert.is(o.n, 24);
  assert.equal([o.xs[0], o.ys[0]], [4, 0]);
  assert.equal([o.xs[1], o.ys[1]], [4, 1]);
  assert.equal([o.xs[o.n - 1], o.ys[o.n - 1]], [4, -1]);
  const q = quadrant(4, 4);
  assert.equal([q.xs[0], q.ys[0], q.xs[q.n - 1], q.ys[q.n - 1]], [0, 4, 4, 0]);
});

test('a negative radius draws nothing (PRIMS3 02)', () => {
  assert.equal(lit(draw(() => circle(150, 380, -30))), []);
});

test('ellipse with a zero radius: 13×0 and 0×11 as PRIMS3 04 draws them', () => {
  const flat = lit(draw(() => ellipse(160, 40, 0, 360, 13, 0)));
  const want: [number, number][] = [[150, 40], [170, 40]];
  for (let x = 151; x <= 169; x++) want.push([x, 39], [x, 41]);
  assert.equal(flat, points(...want));
  const tall = lit(draw(() => ellipse(40, 115, 0, 360, 0, 11)));
  const want2: [number, number][] = [[40, 104], [40, 126]];
  for (let y = 105; y <= 125; y++) want2.push([39, y], [41, y]);
  assert.equal(tall, points(...want2));
});

test('ellipse 39×11: the quadrant of PRIMS3 04', () => {
  const q = quadrant(39, 11);
  const rows = new Map<number, number[]>();
  for (let i = 0; i < q.n; i++) rows.set(q.ys[i]!, [...(rows.get(q.ys[i]!) ?? []), q.xs[i]!]);
  assert.equal(rows.get(5), [34, 35]);
  assert.equal(rows.get(8), [25, 26, 27, 28]);
  assert.equal(rows.get(11), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  assert.equal(rows.get(0), [39]);
});

test('getarccoords: end points are ⌊r·cos⌋, ⌊r·sin⌋ (PRIMS3 03, 04)', () => {
  const ac = arccoords();
  draw(() => {
    arc(40, 250, 135, 30, 28);
    getarccoords(ac);
  });
  assert.equal(ac, { x: 40, y: 250, xstart: 20, ystart: 231, xend: 64, yend: 236 });
  draw(() => {
    arc(500, 455, 10, 370, 20);
    getarccoords(ac);
  });
  assert.equal(ac, { x: 500, y: 455, xstart: 519, ystart: 452, xend: 519, yend: 452 });
  draw(() => {
    ellipse(600, 330, 300, 60, 35, 25);
    getarccoords(ac);
  });
  assert.equal(ac, { x: 600, y: 330, xstart: 617, ystart: 352, xend: 617, yend: 309 });
});

test('arc 0→30, radius 28: the pixels PRIMS3 03 shows, from (68,40) to (64,26)', () => {
  const want: [number, number][] = [[64, 26], [65, 27], [65, 28], [66, 29], [66, 30]];
  for (let y = 31; y <= 34; y++) want.push([67, y]);
  for (let y = 35; y <= 40; y++) want.push([68, y]);
  assert.equal(lit(draw(() => arc(40, 40, 0, 30, 28))), points(...want));
});

test('arc starts: 45° at (20,20) not (21,19); 135° at (−21,19) not (−20,20) (PRIMS3 03)', () => {
  const a = arcPoints(28, 28, 45, 75);
  assert.equal([a.xs[0], a.ys[0]], [20, 20]);
  const b = arcPoints(28, 28, 135, 165);
  assert.equal([b.xs[0], b.ys[0]], [-21, 19]);
});

test('arc ends: the pixel after the last one kept, when it touches the end point diagonally (PRIMS3 03)', () => {
  const at165 = arcPoints(28, 28, 0, 165);
  assert.equal([at165.xs[at165.n - 1], at165.ys[at165.n - 1]], [-27, 6]);
  const at255 = arcPoints(28, 28, 0, 255);
  assert.equal([at255.xs[at255.n - 1], at255.ys[at255.n - 1]], [-7, -27]);
  const at210 = arcPoints(28, 28, 0, 210);
  assert.equal([at210.xs[at210.n - 1], at210.ys[at210.n - 1]], [-25, -13]);
  const at30 = arcPoints(28, 28, 0, 30);
  assert.equal([at30.xs[at30.n - 1], at30.ys[at30.n - 1]], [24, 14]);
});

test('arc sweeps: 90→90 nothing, 0→360 and 10→370 the circle, 350→10 wraps (PRIMS3 03)', () => {
  const full = lit(draw(() => circle(200, 200, 20)));
  assert.equal(lit(draw(() => arc(200, 200, 90, 90, 20))), []);
  assert.equal(lit(draw(() => ellipse(200, 200, 90, 90, 30, 20))), []);
  assert.equal(lit(draw(() => arc(200, 200, 0, 360, 20))), full);
  assert.equal(lit(draw(() => arc(200, 200, 10, 370, 20))), full);
  const wrap = lit(draw(() => arc(100, 455, 350, 10, 20)));
  // PRIMS3 03 keeps (120,451)..(120,459): (120,451) touches the end point (119,452) diagonally.
  for (let y = 451; y <= 459; y++) assert.ok(wrap.includes(`120,${y}`), `120,${y}`);
  assert.not.ok(wrap.includes('119,450') || wrap.includes('120,450') || wrap.includes('120,460') || wrap.includes('119,455'));
});

test('circles are clipped to a clipping viewport and translated by it (PRIMS3 02)', () => {
  const m = draw(() => {
    setviewport(100, 100, 300, 250, 1);
    setcolor(YELLOW);
    circle(0, 0, 60);
  });
  const px = lit(m);
  assert.ok(px.length > 0);
  for (const p of px) {
    const [x, y] = p.split(',').map(Number);
    assert.ok(x! >= 100 && y! >= 100, p);
  }
  assert.is(at(m, 160, 100), YELLOW);
  assert.is(at(m, 100, 160), YELLOW);
});

test('the line style does not apply to circles (PRIMS3 02: a DOTTED_LINE circle is solid)', () => {
  const dotted = lit(draw(() => {
    setlinestyle(DOTTED_LINE, 0, NORM_WIDTH);
    circle(450, 300, 60);
  }));
  const solid = lit(draw(() => {
    setlinestyle(SOLID_LINE, 0, NORM_WIDTH);
    circle(450, 300, 60);
  }));
  assert.equal(dotted, solid);
});

test('XOR_PUT: a thin circle is copied, so drawn twice it stays (bgi-oracle PWM)', () => {
  const once = lit(draw(() => {
    setwritemode(XOR_PUT);
    circle(300, 200, 0);
  }));
  assert.equal(once, points([299, 200], [301, 200], [300, 199], [300, 201]));
  const copied = lit(draw(() => circle(300, 200, 40)));
  assert.ok(copied.length > 0);
  assert.equal(lit(draw(() => {
    setwritemode(XOR_PUT);
    circle(300, 200, 40);
    circle(300, 200, 40);
  })), copied);
});

test('aspect ratio: 10000/10000 in VGAHI; setaspectratio scales the y radius of circles (formula not measured)', () => {
  const xa = { value: 0 }, ya = { value: 0 };
  draw(() => getaspectratio(xa, ya));
  assert.equal([xa.value, ya.value], [10000, 10000]);
  const m = draw(() => {
    setaspectratio(2, 1);
    circle(100, 100, 10);
  });
  assert.is(at(m, 100, 80), 15);
  assert.is(at(m, 110, 100), 15);
  assert.is(at(m, 100, 90), 0);
});

test('huge radii neither hang nor write outside the screen', () => {
  const t = Date.now();
  const m = draw(() => {
    circle(320, 240, 30000);
    ellipse(-5000, 240, 0, 360, 5300, 100);
    arc(320, 240, 0, 90, 32767);
  });
  assert.ok(Date.now() - t < 2000);
  assert.ok(lit(m).length > 0);
});

test('non-integer arguments throw, naming the call', () => {
  assert.throws(() => draw(() => circle(1.5, 2, 3)), /circle: argument 1 \(x\) must be an integer/);
  assert.throws(() => draw(() => arc(1, 2, 3, 4.5, 5)), /arc: argument 4 \(endangle\) must be an integer/);
  assert.throws(() => draw(() => ellipse(1, 2, 3, 4, 5, NaN)), /ellipse: argument 6 \(yradius\) must be an integer/);
});

test('THICK_WIDTH circle: a polygon of thick lines through the floored points (PRIMS3 02)', () => {
  const m = draw(() => {
    setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
    circle(450, 120, 50);
  });
  const row = (y: number) => lit(m).filter((p) => p.endsWith(`,${y}`));
  // The top is one pixel above the thin circle's; the sides are three wide, the right one a pixel in.
  assert.equal(row(69), ['450,69']);
  assert.equal(row(120), ['399,120', '400,120', '401,120', '498,120', '499,120', '500,120']);
  assert.equal(row(68), []);
});

test('THICK_WIDTH: the first circle of radius 0 draws nothing, the ones of radius 1 and 0 after a thick curve the thin plus (probe PTHK2, PRIMS3 02)', () => {
  assert.equal(lit(draw(() => {
    setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
    circle(560, 120, 0);
  })), []);
  const plus = points([559, 120], [561, 120], [560, 119], [560, 121]);
  for (const r of [0, 1]) {
    assert.equal(lit(draw(() => {
      setlinestyle(SOLID_LINE, 0, THICK_WIDTH);
      circle(450, 120, 50);
      clearviewport();
      circle(560, 120, r);
    })), plus);
  }
});

test.run();
