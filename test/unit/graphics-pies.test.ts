import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BLUE, GREEN, LIGHTGREEN, LIGHTRED, SOLID_FILL, WHITE, YELLOW, arccoords, fillellipse, getarccoords,
  pieslice, sector, setcolor, setfillstyle, setviewport,
} from '../../runtime/tc/graphics.ts';
import { pieAngles } from '../../runtime/tc/bgi/pie.ts';
import { at, draw, lit } from './graphics-harness.ts';

/** getarccoords as "x y xstart ystart xend yend". */
function arcNumbers(): string {
  const ac = arccoords();
  getarccoords(ac);
  return `${ac.x} ${ac.y} ${ac.xstart} ${ac.ystart} ${ac.xend} ${ac.yend}`;
}

test('pie angles: an end past 360 is taken mod 360, then an end below the start swaps them (PRIMS3 06)', () => {
  assert.equal(pieAngles(0, 30), [0, 30]);
  assert.equal(pieAngles(225, 380), [20, 225]);
  assert.equal(pieAngles(270, 450), [90, 270]);
  assert.equal(pieAngles(315, 520), [160, 315]);
  assert.equal(pieAngles(330, 30), [30, 330]);
  assert.equal(pieAngles(0, 360), [0, 360]);
});

test('getarccoords after pieslice and sector: the centre and the ordered end points (PRIMS3 06 numbers)', () => {
  const got: string[] = [];
  draw(() => {
    pieslice(435, 70, 225, 380, 35);
    got.push(arcNumbers());
    sector(135, 200, 45, 100, 35, 23);
    got.push(arcNumbers());
    pieslice(510, 70, 270, 450, 35);
    got.push(arcNumbers());
  });
  assert.equal(got, ['435 70 467 59 410 95', '135 200 159 184 128 178', '510 70 510 35 510 105']);
});

test('pieslice 330→30 draws the big part, its fill a polygon from the centre to the arc pixels (PRIMS3 06)', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, BLUE);
    setcolor(LIGHTGREEN);
    pieslice(450, 360, 330, 30, 90);
  });
  assert.is(at(m, 400, 360), BLUE); // the left side is inside
  assert.is(at(m, 520, 360), 0); // the notch is not
  // The radii end at the getarccoords points.
  assert.is(at(m, 527, 315), LIGHTGREEN);
  assert.is(at(m, 527, 405), LIGHTGREEN);
  // The upper side: the fill's edge (450,360)–(527,314) lies one pixel outside the line on row 357.
  assert.is(at(m, 455, 357), LIGHTGREEN);
  assert.is(at(m, 456, 357), BLUE);
  // The lower side: the edge to (527,406) leaves a gap before the line on rows 388 and 405.
  assert.is(at(m, 496, 388), BLUE);
  assert.is(at(m, 497, 388), 0);
  assert.is(at(m, 498, 388), LIGHTGREEN);
  assert.is(at(m, 526, 405), 0);
});

test('fillellipse with a zero radius: the fill shows between the outline of radius 1 (PRIMS3 05)', () => {
  const m = draw(() => {
    setcolor(WHITE);
    setfillstyle(SOLID_FILL, LIGHTRED);
    fillellipse(260, 400, 0, 30);
    fillellipse(330, 400, 30, 0);
  });
  for (let y = 371; y <= 429; y++) {
    assert.is(at(m, 259, y), WHITE, `259,${y}`);
    assert.is(at(m, 260, y), LIGHTRED, `260,${y}`);
    assert.is(at(m, 261, y), WHITE, `261,${y}`);
  }
  assert.is(at(m, 260, 370), WHITE);
  assert.is(at(m, 260, 369), 0);
  assert.is(at(m, 308, 400), WHITE);
  assert.is(at(m, 309, 400), LIGHTRED);
  assert.is(at(m, 351, 400), LIGHTRED);
  assert.is(at(m, 352, 400), WHITE);
  assert.is(at(m, 307, 400), 0);
});

test('fillellipse of radius 1: a plus of outline around one fill pixel (PRIMS3 05)', () => {
  const m = draw(() => {
    setcolor(WHITE);
    setfillstyle(SOLID_FILL, LIGHTRED);
    fillellipse(400, 400, 1, 1);
  });
  assert.equal(lit(m), ['400,399', '399,400', '400,400', '401,400', '400,401']);
  assert.is(at(m, 400, 400), LIGHTRED);
});

test('pieslice in a clipping viewport stays inside it (PRIMS3 13)', () => {
  const m = draw(() => {
    setviewport(60, 60, 260, 200, 1);
    setcolor(YELLOW);
    setfillstyle(SOLID_FILL, GREEN);
    pieslice(190, 20, 0, 270, 40);
  });
  for (const p of lit(m)) {
    const [x, y] = p.split(',').map(Number) as [number, number];
    assert.ok(x >= 60 && x <= 260 && y >= 60 && y <= 200, `pixel ${p} outside the viewport`);
  }
  // Oracle: the radius to 270° runs down x 250 from the centre (250,80) to (250,120).
  assert.is(at(m, 250, 100), YELLOW);
  assert.is(at(m, 249, 100), GREEN);
  assert.is(at(m, 251, 100), 0);
  assert.is(at(m, 260, 70), GREEN);
});

test('huge radii finish at once and stay in the clip rectangle; non-integers throw naming the call', () => {
  const m = draw(() => {
    setviewport(100, 100, 199, 199, 1);
    // 6000×5000: under the kernel's limit (100·L² < 2³², bgi-oracle PBIG; past it nothing is drawn)
    fillellipse(50, 50, 6000, 5000);
    sector(50, 50, 10, 80, 30000, 30000);
    pieslice(50, 50, 0, 90, 1_000_000_000); // not a C int: wraps to 16 bits like arc's radius
  });
  for (const p of lit(m)) {
    const [x, y] = p.split(',').map(Number) as [number, number];
    assert.ok(x >= 100 && x <= 199 && y >= 100 && y <= 199, `pixel ${p} outside the viewport`);
  }
  assert.is(at(m, 100, 100), WHITE); // the default SOLID_FILL in WHITE covers the whole viewport
  assert.is(at(m, 199, 199), WHITE);
  assert.throws(() => draw(() => pieslice(1, 2, 3, 4.5, 5)), /pieslice: argument 4 \(endangle\) must be an integer/);
  assert.throws(() => draw(() => fillellipse(1, 2, NaN, 5)), /fillellipse: argument 3 \(xradius\) must be an integer/);
});

test.run();
