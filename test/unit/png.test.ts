import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG } from 'pngjs';
import { deflateSync } from 'node:zlib';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import { diffFrames } from '../support/frames.ts';

function decodeToIndices(bytes: Uint8Array): Uint8Array {
  const png = PNG.sync.read(Buffer.from(bytes));
  const out = new Uint8Array(png.width * png.height);
  for (let p = 0; p < out.length; p++) {
    const rgb = [png.data[p * 4], png.data[p * 4 + 1], png.data[p * 4 + 2]];
    let idx = -1;
    for (let i = 0; i < 16; i++) {
      if (DEFAULT_PALETTE_RGB[i * 3] === rgb[0] && DEFAULT_PALETTE_RGB[i * 3 + 1] === rgb[1] && DEFAULT_PALETTE_RGB[i * 3 + 2] === rgb[2]) { idx = i; break; }
    }
    out[p] = idx;
  }
  return out;
}

test('palettised PNG round-trips every index through a standard decoder', () => {
  const w = 640, h = 480;
  const px = new Uint8Array(w * h);
  let s = 12345;
  for (let i = 0; i < px.length; i++) {
    // runs, rows equal to the previous one, and noise: exercises literals and both match kinds
    s = (s * 1103515245 + 12345) >>> 0;
    const y = Math.floor(i / w);
    px[i] = y % 7 === 3 ? px[i - w]! : y % 5 === 0 ? (s >>> 16) & 15 : Math.floor((i % w) / 37) & 15;
  }
  const png = encodeIndexedPng(px, w, h, DEFAULT_PALETTE_RGB);
  assert.is(diffFrames(decodeToIndices(png), px).count, 0);
  const meta = PNG.sync.read(Buffer.from(png));
  assert.is(meta.width, 640);
  assert.is(meta.height, 480);
});

test('encoding is deterministic and compact for a BGI-like screen', () => {
  const px = new Uint8Array(640 * 480);
  for (let y = 30; y < 450; y++) for (let x = 30; x < 250; x++) px[y * 640 + x] = (x - 30) % 18 === 0 || (y - 30) % 18 === 0 ? 8 : 0;
  const a = encodeIndexedPng(px, 640, 480, DEFAULT_PALETTE_RGB);
  const b = encodeIndexedPng(px, 640, 480, DEFAULT_PALETTE_RGB);
  assert.equal(a, b);
  assert.ok(a.length < 20_000, `PNG is ${a.length} bytes`);
  assert.is(diffFrames(decodeToIndices(a), px).count, 0);
});

test('a 4-bit PNG holds the same indices as the 8-bit one, odd width included, with any zlib', () => {
  const w = 641, h = 37;
  const px = new Uint8Array(w * h);
  for (let i = 0; i < px.length; i++) px[i] = (i * 7 + Math.floor(i / w)) % 16;
  for (const deflate of [undefined, (raw: Uint8Array) => deflateSync(raw, { level: 9 })]) {
    const png = encodeIndexedPng(px, w, h, DEFAULT_PALETTE_RGB, { bitDepth: 4, deflate });
    assert.is(png[24], 4, 'IHDR bit depth');
    assert.is(diffFrames(decodeToIndices(png), px).count, 0);
    assert.ok(png.length < encodeIndexedPng(px, w, h, DEFAULT_PALETTE_RGB).length);
  }
  assert.throws(() => encodeIndexedPng(Uint8Array.of(16), 1, 1, DEFAULT_PALETTE_RGB, { bitDepth: 4 }), /index 16 at \(0, 0\)/);
});

test('rejects a pixel count that does not fit the size', () => {
  assert.throws(() => encodeIndexedPng(new Uint8Array(10), 4, 4, DEFAULT_PALETTE_RGB), /16|4×4/);
});

test.run();
