/**
 * floodfill remembers the rectangles it has proven closed (runtime/tc/bgi/floodfill.ts) and
 * repaints them unread. Whatever is drawn in between, the screen must be exactly what proving
 * each region afresh gives.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import {
  BLACK, DARKGRAY, DETECT, initgraph, HATCH_FILL, LIGHTGRAY, RED, SOLID_FILL, YELLOW, bar, floodfill, line, outtextxy,
  putpixel, setcolor, setfillstyle, setviewport,
} from '../../runtime/tc/graphics.ts';
import { forgetProvenRects } from '../../runtime/tc/bgi/floodfill.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { at, draw, run } from './graphics-harness.ts';

/** TETRIS.C's board: 12×23 cells of 18 px from (30,30), DARKGRAY grid. */
function grid(): void {
  setcolor(DARKGRAY);
  for (let i = 0; i <= 12; i++) line(30 + i * 18, 30, 30 + i * 18, 30 + 23 * 18);
  for (let i = 0; i <= 23; i++) line(30, 30 + i * 18, 30 + 12 * 18, 30 + i * 18);
}

const cellSeed = (i: number, j: number): [number, number] => [30 + i * 18 + 9, 30 + j * 18 + 9];

test('a proven cell is forgotten when a line in the border colour splits it', () => {
  const m = draw(() => {
    grid();
    const [x, y] = cellSeed(3, 5);
    setfillstyle(SOLID_FILL, RED);
    floodfill(x, y, DARKGRAY); // proves the cell
    setcolor(DARKGRAY);
    line(x - 9, y + 3, x + 9, y + 3); // splits it below the seed
    setfillstyle(SOLID_FILL, YELLOW);
    floodfill(x, y, DARKGRAY);
  });
  const [x, y] = cellSeed(3, 5);
  assert.is(at(m, x, y), YELLOW);
  assert.is(at(m, x, y + 5), RED, 'below the new line stays as it was');
});

test('a cell filled in the border colour is not taken for a proven rectangle afterwards', () => {
  const m = draw(() => {
    grid();
    const [x, y] = cellSeed(0, 0);
    setfillstyle(SOLID_FILL, RED);
    floodfill(x, y, DARKGRAY);
    setfillstyle(SOLID_FILL, DARKGRAY); // the cell becomes border
    floodfill(x, y, DARKGRAY);
    setfillstyle(SOLID_FILL, YELLOW);
    floodfill(x, y, DARKGRAY); // seed on the border now: nothing happens
  });
  const [x, y] = cellSeed(0, 0);
  assert.is(at(m, x, y), DARKGRAY);
});

test('a fill bounded by another colour that repaints the walls makes the proofs go', () => {
  const m = draw(() => {
    grid();
    const [x, y] = cellSeed(4, 4);
    setfillstyle(SOLID_FILL, RED);
    floodfill(x, y, DARKGRAY); // proves the cell, walled in DARKGRAY
    setfillstyle(SOLID_FILL, YELLOW);
    floodfill(2, 2, LIGHTGRAY); // nothing is LIGHTGRAY: the whole screen, grid lines too, turns YELLOW
    setfillstyle(SOLID_FILL, RED);
    floodfill(x, y, DARKGRAY); // no DARKGRAY wall left: the whole screen again
  });
  assert.is(at(m, 5, 5), RED);
  assert.is(at(m, 30, 30), RED, 'the old grid line');
  assert.is(at(m, 400, 300), RED);
});

test('a proof is kept only for the clip box it was made in', () => {
  const m = draw(() => {
    grid();
    const [x, y] = cellSeed(2, 2);
    setfillstyle(SOLID_FILL, RED);
    floodfill(x, y, DARKGRAY);
    setviewport(0, 0, x + 2, 479, 1); // clips the cell's right part away
    setfillstyle(SOLID_FILL, YELLOW);
    floodfill(x, y, DARKGRAY);
  });
  const [x, y] = cellSeed(2, 2);
  assert.is(at(m, x + 2, y), YELLOW);
  assert.is(at(m, x + 3, y), RED, 'outside the clip box');
});

/** A small deterministic PRNG (the test must fail the same way every time). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s >>> 8;
  };
}

/** FNV-1a over the frame, four pixels at a time. */
function frameHash(m: Machine): number {
  const px = m.vga.pixels;
  const w = new Uint32Array(px.buffer, px.byteOffset, px.length >> 2);
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w[i]!, 0x01000193);
  return h >>> 0;
}

/**
 * Random drawing on the board: mostly cell fills (solid, hatched, sometimes in the border colour),
 * with lines, pixels, text and bars landing across cells and walls, and now and then a clip box.
 * `fresh` forgets every proof before each fill: the reference the remembering run must equal.
 */
function scene(fresh: boolean, seed: number, steps: number): number[] {
  const hashes: number[] = [];
  const m = new Machine();
  run(() => {
    initgraph(ref(DETECT), ref(0), '');
    const rnd = prng(seed);
    grid();
    for (let n = 0; n < steps; n++) {
      const op = rnd() % 100;
      if (op < 70) {
        const [x, y] = rnd() % 10 === 0 ? [rnd() % 640, rnd() % 480] : cellSeed(rnd() % 12, rnd() % 23);
        const colours = [RED, YELLOW, BLACK, LIGHTGRAY, DARKGRAY];
        setfillstyle(rnd() % 8 === 0 ? HATCH_FILL : SOLID_FILL, colours[rnd() % colours.length]!);
        if (fresh) forgetProvenRects(m.vga);
        floodfill(x, y, rnd() % 12 === 0 ? BLACK : DARKGRAY);
      } else if (op < 80) {
        setcolor(rnd() % 2 ? DARKGRAY : rnd() % 16);
        line(rnd() % 300, rnd() % 460, rnd() % 300, rnd() % 460);
      } else if (op < 88) {
        putpixel(30 + (rnd() % 217), 30 + (rnd() % 415), rnd() % 3 === 0 ? DARKGRAY : rnd() % 16);
      } else if (op < 93) {
        setcolor(rnd() % 16);
        outtextxy(rnd() % 250, rnd() % 440, 'Score: 10');
      } else if (op < 97) {
        setfillstyle(SOLID_FILL, rnd() % 16);
        const x = 30 + (rnd() % 200), y = 30 + (rnd() % 400);
        bar(x, y, x + (rnd() % 30), y + (rnd() % 30));
      } else {
        const x0 = rnd() % 120, y0 = rnd() % 200;
        if (rnd() % 2) setviewport(x0, y0, x0 + 100 + (rnd() % 200), y0 + 100 + (rnd() % 180), 1);
        else setviewport(0, 0, 639, 479, 1);
      }
      hashes.push(frameHash(m));
    }
  }, m);
  return hashes;
}

test('remembered rectangles give exactly the screen that proving every fill afresh gives', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const remembered = scene(false, seed, 400);
    const reference = scene(true, seed, 400);
    const i = remembered.findIndex((h, k) => h !== reference[k]);
    assert.is(i, -1, `seed ${seed}: the screens part after step ${i}`);
  }
});

test.run();
