/**
 * The player's frame conversion (src/web/screen.ts): indices to RGBA words over exactly the range
 * asked for, and the Screen's puts, a few rows at a time, giving the very frame on any picture —
 * repeated rows, noise, boxes that start or end off a word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { converter, Screen } from '../../src/web/screen.ts';
import { Vga } from '../../runtime/hw/vga.ts';
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

function convert(px: Uint8Array, from: number, to: number): Int32Array {
  const lut = new Int32Array(256);
  for (let i = 0; i < 256; i++) lut[i] = (0xff << 24) | (i * 0x010203);
  const words = new Int32Array(W * H).fill(0x5a5a5a5a); // what is outside [from, to) must stay
  const c = converter(lut, words);
  c.attach(px);
  c.run(from, to);
  return words;
}

test('the conversion fills exactly [from, to)', () => {
  const px = picture(9);
  const run = convert(px, 5, 17);
  assert.is(run[4], 0x5a5a5a5a);
  assert.is(run[17], 0x5a5a5a5a);
  assert.is.not(run[5], 0x5a5a5a5a);
  assert.is.not(run[16], 0x5a5a5a5a);
});

/**
 * A canvas that keeps what is put on it (putImageData with a dirty rectangle, as the spec draws
 * it), and the images Screen asked for.
 */
function recordingCanvas(): { canvas: HTMLCanvasElement; shown: Int32Array; images: { width: number; height: number }[] } {
  const shown = new Int32Array(W * H);
  const images: { width: number; height: number }[] = [];
  const ctx = {
    createImageData: (width: number, height: number) => {
      images.push({ width, height });
      return { width, height, data: new Uint8ClampedArray(width * height * 4) };
    },
    putImageData: (img: ImageData, dx: number, dy: number, sx = 0, sy = 0, sw = img.width, sh = img.height) => {
      const words = new Int32Array(img.data.buffer);
      for (let y = sy; y < sy + sh; y++) for (let x = sx; x < sx + sw; x++) shown[(dy + y) * W + dx + x] = words[y * img.width + x]!;
    },
  };
  const canvas = { width: 0, height: 0, style: {}, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, shown, images };
}

test('Screen puts the whole frame, then each changed box, through an image of a few rows', () => {
  const { canvas, shown, images } = recordingCanvas();
  const vga = new Vga();
  const next = prng(31);
  vga.pixels.set(repeatedRows(8));
  const screen = new Screen(canvas);
  screen.attach(vga);
  const expect = (what: string): void => {
    const p = vga.palette;
    const first = vga.visual.findIndex((c, i) => shown[i] !== ((0xff << 24) | (p[(c & 15) * 3 + 2]! << 16) | (p[(c & 15) * 3 + 1]! << 8) | p[(c & 15) * 3]!));
    assert.is(first, -1, `${what}: first difference at ${first}`);
  };
  screen.present();
  expect('first frame');
  for (let n = 0; n < 20; n++) {
    const a = next() % W, b = next() % W, c = next() % H, d = next() % H;
    const [x0, x1, y0, y1] = [Math.min(a, b), Math.max(a, b), Math.min(c, d), Math.max(c, d)];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) vga.pixels[y * W + x] = next() & 15;
    vga.touch(x0, y0, x1, y1);
    screen.present();
    expect(`box ${n}`);
  }
  // a fresh page's first picture touches no whole frame of RGBA (bench figure 5c)
  assert.ok(images.every((i) => i.width * i.height <= W * 48), JSON.stringify(images));
});

test.run();
