/**
 * The player's frame conversion (src/web/screen.ts): a machine's first frame goes through `flat`
 * (a row seen before copied, a new one by its runs of one byte value, a fill each), every later
 * one through `run`. Both must give the very same RGBA words on any picture and range — flat
 * screens, noise, repeated rows, runs that end mid-word, ranges that start or end off a word or
 * row boundary.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { converter } from '../../src/web/screen.ts';
import { prng } from '../support/prng.ts';

const W = 640, H = 480;

/** A picture whose rows are drawn from a few (as lines, boxes and text repeat them), in random order. */
function repeatedRows(seed: number): Uint8Array {
  const next = prng(seed);
  const few = [1, 2, 3, 4].map((k) => picture(seed * 10 + k).subarray(0, W));
  // every byte value, and the same row with the bytes windows-1252 leaves undefined swapped:
  // rows that differ must never be taken for each other
  const bytes = Uint8Array.from({ length: W }, (_, i) => (i * 7) & 255);
  few.push(bytes, bytes.map((b) => (b === 0x81 ? 0x8d : b === 0x8d ? 0x81 : b === 0x90 ? 0x9d : b)));
  const px = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) px.set(few[next() % few.length]!, y * W);
  return px;
}

/** A picture of flat stretches of random lengths (1 to 700 pixels) and colours, some of them noise. */
function picture(seed: number): Uint8Array {
  const next = prng(seed);
  const px = new Uint8Array(W * H);
  for (let i = 0; i < px.length; ) {
    const len = 1 + (next() % (next() % 4 === 0 ? 700 : 9));
    const noisy = next() % 5 === 0;
    const colour = next() & 15;
    for (let k = 0; k < len && i < px.length; k++, i++) px[i] = noisy ? next() & 15 : colour;
  }
  return px;
}

function convertBoth(px: Uint8Array, from: number, to: number): [Int32Array, Int32Array] {
  const lut = new Int32Array(256);
  for (let i = 0; i < 256; i++) lut[i] = (0xff << 24) | (i * 0x010203);
  const out = (which: 'run' | 'flat'): Int32Array => {
    const words = new Int32Array(W * H).fill(0x5a5a5a5a); // what is outside [from, to) must stay
    const c = converter(lut, words);
    c.attach(px);
    if (which === 'flat') c.flat(from, to, W);
    else c.run(from, to);
    return words;
  };
  return [out('run'), out('flat')];
}

test('flat gives run\'s words on flat, noisy and mixed pictures, whole frames and any range', () => {
  const pictures = [new Uint8Array(W * H), new Uint8Array(W * H).fill(9), ...[1, 2, 3, 4, 5].map(picture), repeatedRows(6), repeatedRows(7)];
  const next = prng(77);
  for (const [n, px] of pictures.entries()) {
    const ranges: [number, number][] = [[0, W * H], [W * 7, W * 9], [W * 3, W * 400], [W * 100 + 3, W * 100 + 5], [1, W * H - 1]];
    for (let r = 0; r < 20; r++) {
      const a = next() % (W * H), b = next() % (W * H);
      ranges.push([Math.min(a, b), Math.max(a, b)]);
    }
    for (const [from, to] of ranges) {
      const [run, flat] = convertBoth(px, from, to);
      assert.ok(run.every((w, i) => flat[i] === w), `picture ${n}, [${from}, ${to}): first difference at ${run.findIndex((w, i) => flat[i] !== w)}`);
    }
  }
});

test('the conversion fills exactly [from, to)', () => {
  const px = picture(9);
  const [run] = convertBoth(px, 5, 17);
  assert.is(run[4], 0x5a5a5a5a);
  assert.is(run[17], 0x5a5a5a5a);
  assert.is.not(run[5], 0x5a5a5a5a);
  assert.is.not(run[16], 0x5a5a5a5a);
});

test.run();
