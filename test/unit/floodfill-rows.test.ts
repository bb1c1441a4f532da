/**
 * floodfill's rectangle paths (runtime/tc/bgi/floodfill-rect.ts) work four pixels per word, reading,
 * masking and writing back the partial words at each row's ends. Whatever the span's alignment
 * and width, the frame must be exactly what the border fill's definition gives, pixel by pixel,
 * including the pixels that share a word with the span's ends.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import {
  CLOSE_DOT_FILL, DARKGRAY, DETECT, FILL_PATTERNS, GREEN, RED, SOLID_FILL, YELLOW, floodfill, initgraph, putpixel, setfillstyle,
  setviewport,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { run } from './graphics-harness.ts';
import { prng } from '../support/prng.ts';

const BORDER = DARKGRAY;

/**
 * The border fill by its definition, run by run: the seed's run (the pixels of its row not the
 * border colour, within columns [left, right]) is painted; a run of the row above or below a
 * painted run is painted in turn when one of its pixels within that run's columns (less a column
 * of [left, right]'s edge the run reached, its first column tested in any case), does not already look filled — the colour the pattern paints
 * there, in a row whose pattern byte and colour are not 0 (probes PFFP and PFFR,
 * runtime/tc/bgi/floodfill-spans.ts). In a clip one column wide each run reaches the pixel past
 * the clip when that is not the border, and a run is entered only through that pixel (probe PFFN). Pixels are judged as they were before the fill: a run is
 * painted once, and only painting it changes it.
 */
function referenceFill(px: Uint8Array, sx: number, sy: number, style: number, colour: number, left = 0, right = SCREEN_W - 1): void {
  const rows = FILL_PATTERNS[style]!;
  const before = px.slice();
  const at = (x: number, y: number): number => before[y * SCREEN_W + x]!;
  const patternAt = (x: number, y: number): number => (rows[y & 7]! & (0x80 >> (x & 7)) ? colour : 0);
  const looksOpen = (x: number, y: number): boolean => at(x, y) !== BORDER && (rows[y & 7] === 0 || colour === 0 || at(x, y) !== patternAt(x, y));
  const runAt = (x: number, y: number): [number, number] => {
    let l = x, r = x;
    while (l > left && at(l - 1, y) !== BORDER) l--;
    while (r < right && at(r + 1, y) !== BORDER) r++;
    // A clip one column wide: the run reaches the pixel past it (probe PFFN).
    if (left === right && r === right && right < SCREEN_W - 1 && at(right + 1, y) !== BORDER) r++;
    return [l, r];
  };
  const painted = new Set<string>();
  const todo: [number, number, number][] = [[...runAt(sx, sy), sy]];
  painted.add(`${todo[0]![0]},${sy}`);
  while (todo.length > 0) {
    const [l, r, y] = todo.pop()!;
    for (let x = l; x <= r; x++) px[y * SCREEN_W + x] = patternAt(x, y);
    for (const ny of [y - 1, y + 1]) {
      if (ny < 0 || ny >= SCREEN_H) continue;
      // the driver's span leaves out a clip edge column it reached, and its first column is tested
      // before the last is compared (floodfill-spans.ts)
      const x0 = l === left ? left + 1 : l, x1 = Math.max(x0, r === right ? right - 1 : r);
      for (let x = x0; x <= x1; x++) {
        if (!looksOpen(x, ny)) continue;
        const [nl, nr] = runAt(x, ny);
        if (!painted.has(`${nl},${ny}`)) {
          painted.add(`${nl},${ny}`);
          todo.push([nl, nr, ny]);
        }
        x = nr;
      }
    }
  }
}

/** The first pixel where the frames differ, as "(x,y) got/want", or '' if none. */
function firstDifference(got: Uint8Array, want: Uint8Array): string {
  for (let i = 0; i < got.length; i++) {
    if (got[i] !== want[i]) return `(${i % SCREEN_W},${Math.floor(i / SCREEN_W)}) ${got[i]}/${want[i]}`;
  }
  return '';
}

/**
 * Boxes of every left alignment 0..3 and interior width 1..40, 5 rows high, on a screen of noise
 * in every colour but the border. `kind` 0: a plain rectangle (the fast path, then refills from
 * the same seed, which repaint it unread, in every predefined style, then after one of its
 * columns or a corner pixel changes). 1: a border pixel inside, at a row's end or middle (not a
 * rectangle). 2: a gap in the top wall at its left end, middle or right end, into a ring inside
 * an outer box.
 */
function boxes(kind: number): void {
  const m = new Machine();
  run(() => {
    initgraph(ref(DETECT), ref(0), '');
    const px = m.vga.pixels;
    const rnd = prng(kind + 1);
    const set = (x: number, y: number, c: number): void => void (px[y * SCREEN_W + x] = c);
    for (let i = 0; i < px.length; i++) px[i] = ((rnd() % 15) + BORDER + 1) % 16; // never the border
    m.vga.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);

    const H = 5;
    const cells: { l: number; r: number; t: number; b: number; n: number }[] = [];
    let n = 0;
    for (let a = 0; a < 4; a++) {
      for (let w = 1; w <= 40; w++, n++) {
        // 12 boxes a row, each in a 52×12 cell of the screen.
        const l = (n % 12) * 52 + 8 + a, t = Math.floor(n / 12) * 12 + 4;
        const r = l + w - 1, b = t + H - 1;
        for (let x = l - 1; x <= r + 1; x++) set(x, t - 1, BORDER), set(x, b + 1, BORDER);
        for (let y = t - 1; y <= b + 1; y++) set(l - 1, y, BORDER), set(r + 1, y, BORDER);
        const at = [l, l + (w >> 1), r][n % 3]!;
        if (kind === 1) set(at, n & 1 ? t : b, BORDER);
        if (kind === 2) {
          for (let x = l - 3; x <= r + 3; x++) set(x, t - 3, BORDER), set(x, b + 3, BORDER);
          for (let y = t - 3; y <= b + 3; y++) set(l - 3, y, BORDER), set(r + 3, y, BORDER);
          set(at, t - 1, 0);
        }
        cells.push({ l, r, t, b, n });
      }
    }
    m.vga.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);

    const want = px.slice();
    /** Fill from (x, y) as the reference does, within columns [left, right] (a viewport, as the clip box). */
    const fill = (x: number, y: number, style: number, colour: number, what: string, left = 0, right = SCREEN_W - 1): void => {
      setviewport(left, 0, right, SCREEN_H - 1, 1);
      setfillstyle(style, colour);
      floodfill(x - left, y, BORDER);
      setviewport(0, 0, SCREEN_W - 1, SCREEN_H - 1, 1);
      referenceFill(want, x, y, style, colour, left, right);
      const diff = firstDifference(px, want);
      assert.is(diff, '', `kind ${kind}, ${what}: got/want at ${diff}`);
    };
    for (const { l, r, t, b, n } of cells) {
      const box = `box [${l}, ${r}]×[${t}, ${b}]`;
      const sx = l + ((r - l) >> 1), sy = t + 2;
      fill(sx, sy, SOLID_FILL, RED, `${box} solid`);
      // (not a style with empty rows through an opened wall: a run found through a row the pattern paints nothing
      // in is walked only onwards, so the ring beyond the gap is not filled round as this reference
      // fills it; the driver's walk, floodfill-spans.ts, probes PFFS and PFF2)
      if (kind !== 2 || !FILL_PATTERNS[n % (CLOSE_DOT_FILL + 1)]!.includes(0)) fill(sx, sy, n % (CLOSE_DOT_FILL + 1), GREEN, `${box} refilled in style ${n % (CLOSE_DOT_FILL + 1)}`);
      fill(sx, sy, SOLID_FILL, RED, `${box} refilled solid`);
      // A fill clipped to one column of the box, its first, its last or one in a middle word (which
      // keeps the proof, marked written): the same-colour refill must read the box, find it and repaint.
      const c = n % 3 === 0 ? l : n % 3 === 1 || r - l < 6 ? r : sx === l + 4 ? l + 5 : l + 4;
      fill(c, sy, SOLID_FILL, YELLOW, `${box} column ${c}`, c === l ? 0 : c, c === r ? SCREEN_W - 1 : c);
      fill(sx, sy, SOLID_FILL, RED, `${box} refilled solid after column ${c}`);
      // A pixel of another colour at a corner (which forgets the proof): the same again.
      const [cx, cy] = n & 1 ? [r, b] : [l, t];
      putpixel(cx, cy, GREEN);
      want[cy * SCREEN_W + cx] = GREEN;
      fill(sx, sy, SOLID_FILL, RED, `${box} refilled solid after a pixel at (${cx},${cy})`);
    }
  }, m);
}

test('a plain rectangle of any alignment and width fills, and refills, exactly', () => boxes(0));
test('a box with a border pixel inside, at any position in a word, fills exactly', () => boxes(1));
test('a box whose wall opens at any position in a word fills exactly', () => boxes(2));

test.run();
