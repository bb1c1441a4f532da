import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AND_PUT, BLUE, COPY_PUT, GREEN, LIGHTGREEN, NOT_PUT, OR_PUT, RED, SOLID_FILL, WHITE, XOR_PUT, YELLOW,
  bar, getimage, graphresult, imagesize, putimage, putpixel, setfillstyle, setviewport,
} from '../../runtime/tc/graphics.ts';
import { at, draw, lit } from './graphics-harness.ts';

test('imagesize: 6 + ceil(w/8)·4·h, corners in either order (PRIMS3 09 numbers)', () => {
  const got: number[] = [];
  draw(() => {
    got.push(imagesize(10, 10, 89, 59), imagesize(0, 0, 0, 0), imagesize(0, 0, 639, 0), imagesize(0, 0, 7, 7));
    got.push(imagesize(3, 5, 19, 7), imagesize(19, 7, 3, 5));
  });
  assert.equal(got, [2006, 10, 326, 38, 42, 42]);
});

// Not measured: Borland's documentation ("64K − 1 bytes or more: 0xFFFF").
test('imagesize of 64K − 1 bytes or more is 0xFFFF', () => {
  const got: number[] = [];
  draw(() => {
    got.push(imagesize(0, 0, 639, 479)); // 153 606
    got.push(imagesize(0, 0, 63, 2047)); // 6 + 8·4·2048 = 65 542
    got.push(imagesize(0, 0, 7, 2047)); // 6 + 4·2048 = 8198
    got.push(imagesize(0, 0, 0, 16381)); // 6 + 4·16382 = 65 534: still a size
    got.push(imagesize(0, 0, 0, 16382)); // 65 538
  });
  assert.equal(got, [0xffff, 0xffff, 8198, 65534, 0xffff]);
});

// The layout is the one images.ts documents (header from a real GetImage dump, plane order from
// Borland's TI1174); the oracle shows only what putimage draws from it, not the bytes.
test('getimage writes width−1, height−1, then per row the strips of planes 3, 2, 1, 0, bit 7 leftmost', () => {
  let buf = new Uint8Array(0);
  draw(() => {
    putpixel(0, 0, 8); // intensity only
    putpixel(1, 0, 4); // red
    putpixel(2, 0, 2); // green
    putpixel(3, 0, 1); // blue
    putpixel(9, 0, WHITE); // second byte of each strip, bit 6
    putpixel(0, 1, YELLOW); // 1110: planes 3, 2, 1
    buf = new Uint8Array(imagesize(0, 0, 9, 1)).fill(0xaa);
    getimage(0, 0, 9, 1, buf);
  });
  assert.is(buf.length, 6 + 2 * 4 * 2);
  assert.equal([...buf.subarray(0, 4)], [9, 0, 1, 0]);
  assert.equal([...buf.subarray(4, 12)], [0x80, 0x40, 0x40, 0x40, 0x20, 0x40, 0x10, 0x40], 'row 0');
  assert.equal([...buf.subarray(12, 20)], [0x80, 0, 0x80, 0, 0x80, 0, 0, 0], 'row 1');
  assert.equal([...buf.subarray(20)], [0xaa, 0xaa], 'the trailing reserved word is left alone');
});

test('getimage stores wide sizes as 16-bit little-endian words; corners in either order', () => {
  const a = new Uint8Array(6 + 80 * 4 * 3); // imagesize(0, 0, 639, 2)
  const b = new Uint8Array(a.length);
  draw(() => {
    setfillstyle(SOLID_FILL, GREEN);
    bar(100, 0, 400, 2);
    getimage(0, 0, 639, 2, a);
    getimage(639, 2, 0, 0, b);
  });
  assert.equal([...a.subarray(0, 4)], [639 & 0xff, 639 >> 8, 2, 0]);
  assert.equal(a, b);
});

test('getimage then putimage COPY_PUT reproduces the rectangle anywhere, at any bit offset', () => {
  const m = draw(() => {
    for (let y = 0; y < 7; y++) for (let x = 0; x < 13; x++) putpixel(x, y, (x * 3 + y * 5) & 15);
    const buf = new Uint8Array(imagesize(0, 0, 12, 6));
    getimage(0, 0, 12, 6, buf);
    putimage(203, 101, buf, COPY_PUT);
  });
  for (let y = 0; y < 7; y++) for (let x = 0; x < 13; x++) assert.is(at(m, 203 + x, 101 + y), (x * 3 + y * 5) & 15, `(${x},${y})`);
  assert.is(at(m, 202, 101), 0);
  assert.is(at(m, 216, 101), 0, 'nothing right of the image');
});

// PRIMS3 09 shows the five ops onto BLUE and RED; every pair of colours follows the planes' logic.
test('the five ops combine every image colour with every screen colour as the planes do', () => {
  const ops: [number, (s: number, i: number) => number][] = [
    [COPY_PUT, (_s, i) => i],
    [XOR_PUT, (s, i) => s ^ i],
    [OR_PUT, (s, i) => s | i],
    [AND_PUT, (s, i) => s & i],
    [NOT_PUT, (_s, i) => i ^ 15],
  ];
  for (const [op, f] of ops) {
    const m = draw(() => {
      for (let i = 0; i < 16; i++) putpixel(i, 0, i); // the image: one pixel of each colour
      const buf = new Uint8Array(imagesize(0, 0, 15, 0));
      getimage(0, 0, 15, 0, buf);
      for (let s = 0; s < 16; s++) {
        setfillstyle(SOLID_FILL, s);
        bar(100, 10 + s, 115, 10 + s); // screen colour s under row s
        putimage(100, 10 + s, buf, op);
      }
    });
    for (let s = 0; s < 16; s++) for (let i = 0; i < 16; i++) assert.is(at(m, 100 + i, 10 + s), f(s, i), `op ${op} screen ${s} image ${i}`);
  }
});

test('putimage draws only the header\'s width: the padding bits of a strip are not drawn', () => {
  const buf = new Uint8Array([2, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]); // 3×1, all planes set in all 8 bits
  const m = draw(() => putimage(50, 60, buf, COPY_PUT));
  assert.equal(lit(m), ['50,60', '51,60', '52,60']);
  assert.is(at(m, 50, 60), WHITE);
});

// PRIMS3 09: an 80×50 image put at (600,200), (−20,200) and (20,−20) is not drawn; at (300,450)
// its top 30 rows are; graphresult stays 0.
test('putimage skips an image crossing the left, top or right screen edge and cuts one at the bottom', () => {
  const results: number[] = [];
  const m = draw(() => {
    setfillstyle(SOLID_FILL, LIGHTGREEN);
    bar(0, 0, 79, 49);
    const buf = new Uint8Array(imagesize(0, 0, 79, 49));
    getimage(0, 0, 79, 49, buf);
    putimage(600, 200, buf, COPY_PUT);
    results.push(graphresult());
    putimage(-20, 200, buf, COPY_PUT);
    results.push(graphresult());
    putimage(200, -20, buf, COPY_PUT);
    results.push(graphresult());
    putimage(300, 450, buf, COPY_PUT);
    results.push(graphresult());
    putimage(560, 100, buf, COPY_PUT); // right edge exactly on 639: drawn
    putimage(100, 479, buf, COPY_PUT); // one row left on screen
    putimage(100, 480, buf, COPY_PUT); // none left
    putimage(1 << 20, 1 << 20, buf, COPY_PUT); // far away: nothing, quickly
    putimage(-(1 << 20), 300, buf, COPY_PUT);
  });
  assert.equal(results, [0, 0, 0, 0]);
  assert.is(at(m, 600, 200), 0);
  assert.is(at(m, 639, 249), 0);
  assert.is(at(m, 0, 200), 0);
  assert.is(at(m, 59, 249), 0);
  assert.is(at(m, 200, 0), 0);
  assert.is(at(m, 279, 29), 0);
  assert.is(at(m, 300, 450), LIGHTGREEN);
  assert.is(at(m, 379, 479), LIGHTGREEN);
  assert.is(at(m, 299, 479), 0);
  assert.is(at(m, 560, 100), LIGHTGREEN);
  assert.is(at(m, 639, 149), LIGHTGREEN);
  assert.is(at(m, 100, 479), LIGHTGREEN);
  assert.is(at(m, 179, 479), LIGHTGREEN);
  assert.is(at(m, 100, 478), 0);
  const below = lit(m).filter((p) => Number(p.split(',')[1]) > 249 && Number(p.split(',')[0]) < 300);
  assert.equal(below, Array.from({ length: 80 }, (_, i) => `${100 + i},479`));
});

// PRIMS3 09: through setviewport(200,180,280,230,1) an image put at (−30,−20) is drawn whole at
// (170,160), outside the viewport on three sides.
test('putimage is relative to the viewport but not clipped by it', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, RED);
    bar(0, 0, 79, 49);
    const buf = new Uint8Array(imagesize(0, 0, 79, 49));
    getimage(0, 0, 79, 49, buf);
    setviewport(200, 180, 280, 230, 1);
    putimage(-30, -20, buf, COPY_PUT);
    putimage(-300, 0, buf, COPY_PUT); // absolute x −100: off the screen, skipped
  });
  assert.is(at(m, 170, 160), RED);
  assert.is(at(m, 249, 209), RED);
  assert.is(at(m, 169, 160), 0);
  assert.is(at(m, 250, 209), 0);
  assert.is(at(m, 170, 210), 0);
  assert.is(lit(m).length, 2 * 80 * 50);
});

test('getimage is relative to the viewport, not clipped by it; pixels off the screen read as 0 (not measured)', () => {
  const buf = new Uint8Array(6 + 2 * 4); // imagesize(0, 0, 15, 0)
  const m = draw(() => {
    putpixel(630, 10, BLUE);
    putpixel(639, 10, YELLOW);
    setviewport(620, 0, 639, 20, 1);
    getimage(10, 10, 25, 10, buf); // absolute 630..645
    setviewport(0, 0, 639, 479, 1);
    putimage(0, 100, buf, COPY_PUT);
  });
  assert.is(at(m, 0, 100), BLUE);
  assert.is(at(m, 9, 100), YELLOW);
  assert.equal(lit(m).filter((p) => p.endsWith(',100')), ['0,100', '9,100']);
});

test('a buffer too small for the rectangle or for its header\'s size is an error naming the call', () => {
  assert.throws(() => draw(() => getimage(0, 0, 9, 9, new Uint8Array(10))), /getimage: a 10×10 image needs/);
  assert.throws(() => draw(() => putimage(0, 0, new Uint8Array([9, 0, 9, 0, 0, 0]), COPY_PUT)), /putimage: the bitmap's header says 10×10/);
  assert.throws(() => draw(() => putimage(0, 0, new Uint8Array(3), COPY_PUT)), /putimage: .*header/);
  // A buffer of imagesize's bytes is enough (it has the trailing word to spare).
  draw(() => {
    const buf = new Uint8Array(imagesize(0, 0, 9, 9));
    getimage(0, 0, 9, 9, buf);
    putimage(0, 0, buf.subarray(0, buf.length - 2), COPY_PUT);
  });
});

test('non-integer arguments are errors naming the call; an op past NOT_PUT puts by its low byte (probe PUTOP1)', () => {
  const buf = new Uint8Array(6 + 4 * 8); // imagesize(0, 0, 7, 7)
  assert.throws(() => draw(() => getimage(0, 0.5, 7, 7, buf)), /getimage: argument 2 \(top\) must be an integer/);
  assert.throws(() => draw(() => putimage(0, 0, buf, 1.5)), /putimage: argument 4 \(op\) must be an integer/);
  assert.throws(() => draw(() => putimage(NaN, 0, buf, 0)), /putimage: argument 1 \(left\) must be an integer/);
  const m = draw(() => {
    setfillstyle(SOLID_FILL, WHITE);
    bar(0, 0, 7, 7);
    getimage(0, 0, 7, 7, buf);
    // op 5: OR with the data rotated 3 right within each screen byte; −1 (as 255): a copy
    // rotated 7, so at x 100 the zeros either side of the strip rotate onto x 100–102 and 104–106 (5), 103 and 107 (−1)
    putimage(100, 100, buf, 5);
    putimage(100, 110, buf, -1);
    // probe PUTOP1: 256 and −32768 put as COPY_PUT, 31 as AND_PUT
    putimage(200, 100, buf, 256);
    putimage(300, 100, buf, -32768);
    putimage(400, 100, buf, 31);
  });
  const row = (y: number): number[] => Array.from({ length: 8 }, (_, i) => at(m, 100 + i, y));
  assert.equal(row(100), [0, 0, 0, WHITE, 0, 0, 0, WHITE]);
  assert.equal(row(110), [WHITE, WHITE, WHITE, 0, WHITE, WHITE, WHITE, 0]);
  assert.equal([at(m, 200, 100), at(m, 300, 100), at(m, 400, 100)], [WHITE, WHITE, 0]);
});

test.run();
