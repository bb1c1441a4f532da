/**
 * Frame comparison for golden and oracle tests: pixel INDICES compared exactly. On a mismatch the
 * actual frame and a diff image (differing pixels white on a dimmed copy of the expected frame)
 * are written under test/out/, and the error says how many pixels differ and where.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { DEFAULT_PALETTE_RGB, SCREEN_H, SCREEN_W } from '../../runtime/hw/vga.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { decodeIndexedPng, type IndexedImage } from '../../src/shared/png-read.ts';
import { diffFrames as diffFramesExactly, type FrameDiff } from '../../src/shared/frame-diff.ts';

// Tests run bundled from .build/, so paths are taken from the working directory (the repo root,
// where tools/test.mjs runs them), not from this file's location.
export const ROOT = process.cwd();
export const OUT_DIR = join(ROOT, 'test', 'out');
export const ORACLE_DIR = resolve(ROOT, '..', 'shared', 'oracle');
/** The original C (not part of the project): beside the checkout, as the oracle is. */
export const ORIGINAL_C = resolve(ROOT, '..', 'shared', 'original', 'TETRIS.C');
export const UPDATING = process.env.MODE12H_UPDATE_GOLDEN === '1';

export type { IndexedImage };

/**
 * Read a PNG's colour indices. An 8-bit palettised PNG (DOSBox's captures, our own frames) gives
 * its stored indices as they are, whatever its palette says (a capture after setpalette may show
 * two indices in one colour); any other PNG has each pixel's colour looked up in `palette`.
 */
export function readIndexedPng(path: string, palette: ArrayLike<number> = DEFAULT_PALETTE_RGB): IndexedImage {
  const bytes = readFileSync(path);
  return decodeIndexedPng(bytes, path) ?? mapColours(path, bytes, palette);
}

/** Map each pixel's colour back to its index in the 16-colour palette. */
function mapColours(path: string, bytes: Buffer, palette: ArrayLike<number>): IndexedImage {
  const png = PNG.sync.read(bytes);
  const lookup = new Map<number, number>();
  for (let i = 0; i < palette.length / 3; i++) {
    const rgb = (palette[i * 3]! << 16) | (palette[i * 3 + 1]! << 8) | palette[i * 3 + 2]!;
    if (!lookup.has(rgb)) lookup.set(rgb, i);
  }
  const pixels = new Uint8Array(png.width * png.height);
  for (let p = 0; p < pixels.length; p++) {
    const rgb = (png.data[p * 4]! << 16) | (png.data[p * 4 + 1]! << 8) | png.data[p * 4 + 2]!;
    const index = lookup.get(rgb);
    if (index === undefined) {
      throw new Error(`${path}: pixel (${p % png.width},${Math.floor(p / png.width)}) has colour #${rgb.toString(16).padStart(6, '0')}, not in the palette`);
    }
    pixels[p] = index;
  }
  return { width: png.width, height: png.height, pixels };
}

export function writeIndexedPng(path: string, pixels: Uint8Array, palette: ArrayLike<number> = DEFAULT_PALETTE_RGB, width = SCREEN_W, height = SCREEN_H): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, encodeIndexedPng(pixels, width, height, palette));
}

export type { FrameDiff } from '../../src/shared/frame-diff.ts';

export function diffFrames(actual: Uint8Array, expected: Uint8Array, width = SCREEN_W): FrameDiff {
  return diffFramesExactly(actual, expected, width);
}

/**
 * A frame as a test holds it: an image, or bare pixels SCREEN_W wide (every mode of this VGA is
 * 640 pixels wide: 480 rows in mode 12h, 400 in text mode), their height from their length.
 */
export type FrameLike = Uint8Array | IndexedImage;

export function asImage(frame: FrameLike): IndexedImage {
  if (!(frame instanceof Uint8Array)) return frame;
  if (frame.length % SCREEN_W !== 0) throw new Error(`a frame of ${frame.length} pixels is not ${SCREEN_W} wide`);
  return { width: SCREEN_W, height: frame.length / SCREEN_W, pixels: frame };
}

/**
 * Compare `actual` with the PNG at `expectedPath`, at its own size (a size that differs fails).
 * Throws (with count and box) on any difference, after writing test/out/<name>.actual.png and
 * <name>.diff.png. When MODE12H_UPDATE_GOLDEN=1 and `updatable`, (re)writes the expected file
 * instead. A missing expected file always fails otherwise.
 */
export function expectFrame(actualFrame: FrameLike, expectedPath: string, name: string, updatable = true): void {
  const actual = asImage(actualFrame);
  if (UPDATING && updatable) {
    writeIndexedPng(expectedPath, actual.pixels, DEFAULT_PALETTE_RGB, actual.width, actual.height);
    return;
  }
  if (!existsSync(expectedPath)) {
    throw new Error(`${name}: expected frame ${expectedPath} is missing (run \`npm run golden:update\` to create it on purpose)`);
  }
  const expected = readIndexedPng(expectedPath);
  const actualPath = join(OUT_DIR, `${name}.actual.png`);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeIndexedPng(actualPath, actual.pixels, DEFAULT_PALETTE_RGB, actual.width, actual.height);
    throw new Error(`${name}: the frame is ${actual.width}×${actual.height}, ${expectedPath} is ${expected.width}×${expected.height}; wrote ${actualPath}`);
  }
  const d = diffFrames(actual.pixels, expected.pixels, expected.width);
  if (d.count === 0) return;
  const diffPath = join(OUT_DIR, `${name}.diff.png`);
  writeIndexedPng(actualPath, actual.pixels, DEFAULT_PALETTE_RGB, actual.width, actual.height);
  writeIndexedPng(diffPath, diffImage(actual.pixels, expected.pixels), DEFAULT_PALETTE_RGB, actual.width, actual.height);
  const b = d.box!;
  throw new Error(
    `${name}: ${d.count} pixel(s) differ from ${expectedPath}, within (${b.x0},${b.y0})-(${b.x1},${b.y1}); ` +
      `wrote ${actualPath} and ${diffPath}`,
  );
}

/** Differing pixels WHITE (15), matching ones DARKGRAY (8) where expected is lit, else BLACK. */
export function diffImage(actual: Uint8Array, expected: Uint8Array): Uint8Array {
  const out = new Uint8Array(actual.length);
  for (let i = 0; i < out.length; i++) out[i] = actual[i] !== expected[i] ? 15 : expected[i] ? 8 : 0;
  return out;
}
