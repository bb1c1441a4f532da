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

// Tests run bundled from .build/, so paths are taken from the working directory (the repo root,
// where tools/test.mjs runs them), not from this file's location.
export const ROOT = process.cwd();
export const OUT_DIR = join(ROOT, 'test', 'out');
export const ORACLE_DIR = resolve(ROOT, '..', 'shared', 'oracle');
/** The original C (not part of the project): beside the checkout, as the oracle is. */
export const ORIGINAL_C = resolve(ROOT, '..', 'shared', 'original', 'TETRIS.C');
export const UPDATING = process.env.MODE12H_UPDATE_GOLDEN === '1';

export interface IndexedImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Read a PNG and map each pixel's colour back to its index in the 16-colour palette. */
export function readIndexedPng(path: string, palette: ArrayLike<number> = DEFAULT_PALETTE_RGB): IndexedImage {
  const png = PNG.sync.read(readFileSync(path));
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

export interface FrameDiff {
  count: number;
  /** Inclusive bounding box of the differing pixels, null when none differ. */
  box: { x0: number; y0: number; x1: number; y1: number } | null;
}

export function diffFrames(actual: Uint8Array, expected: Uint8Array, width = SCREEN_W): FrameDiff {
  if (actual.length !== expected.length) throw new Error(`frames differ in size: ${actual.length} vs ${expected.length} pixels`);
  let count = 0;
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let i = 0; i < actual.length; i++) {
    if (actual[i] !== expected[i]) {
      count++;
      const x = i % width, y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return { count, box: count ? { x0, y0, x1, y1 } : null };
}

/**
 * Compare `actual` with the PNG at `expectedPath`. Throws (with count and box) on any difference,
 * after writing test/out/<name>.actual.png and <name>.diff.png. When MODE12H_UPDATE_GOLDEN=1 and
 * `updatable`, (re)writes the expected file instead. A missing expected file always fails otherwise.
 */
export function expectFrame(actual: Uint8Array, expectedPath: string, name: string, updatable = true): void {
  if (UPDATING && updatable) {
    writeIndexedPng(expectedPath, actual);
    return;
  }
  if (!existsSync(expectedPath)) {
    throw new Error(`${name}: expected frame ${expectedPath} is missing (run \`npm run golden:update\` to create it on purpose)`);
  }
  const expected = readIndexedPng(expectedPath);
  const d = diffFrames(actual, expected.pixels, expected.width);
  if (d.count === 0) return;
  const actualPath = join(OUT_DIR, `${name}.actual.png`);
  const diffPath = join(OUT_DIR, `${name}.diff.png`);
  writeIndexedPng(actualPath, actual);
  writeIndexedPng(diffPath, diffImage(actual, expected.pixels));
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
