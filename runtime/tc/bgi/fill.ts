/** Fill patterns and the driver's pattern bar (`patbar`), used by bar() and floodfill(). */
import type { Vga } from '../../hw/vga.ts';
import { ROW } from './row.ts';
import { clipLine, type Segment } from './clip.ts';
import { int16 } from '../int.ts';
import { clipBox, type BgiState } from './state.ts';

export const EMPTY_FILL = 0;
export const SOLID_FILL = 1;
export const USER_FILL = 12;

/**
 * The 8×8 fill patterns, row y&7 of the screen, bit 0x80>>(x&7) (screen-aligned). All twelve are
 * measured: PRIMS3 05 fills an ellipse with each style, and every interior pixel matches this table
 * at its screen position. EMPTY_FILL has no bits: everything gets the background colour.
 */
export const FILL_PATTERNS: readonly (readonly number[])[] = [
  [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], // EMPTY_FILL
  [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // SOLID_FILL
  [0xff, 0xff, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00], // LINE_FILL
  [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80], // LTSLASH_FILL
  [0xe0, 0xc1, 0x83, 0x07, 0x0e, 0x1c, 0x38, 0x70], // SLASH_FILL
  [0xf0, 0x78, 0x3c, 0x1e, 0x0f, 0x87, 0xc3, 0xe1], // BKSLASH_FILL
  [0xa5, 0xd2, 0x69, 0xb4, 0x5a, 0x2d, 0x96, 0x4b], // LTBKSLASH_FILL
  [0xff, 0x88, 0x88, 0x88, 0xff, 0x88, 0x88, 0x88], // HATCH_FILL
  [0x81, 0x42, 0x24, 0x18, 0x18, 0x24, 0x42, 0x81], // XHATCH_FILL
  [0xcc, 0x33, 0xcc, 0x33, 0xcc, 0x33, 0xcc, 0x33], // INTERLEAVE_FILL
  [0x80, 0x00, 0x08, 0x00, 0x80, 0x00, 0x08, 0x00], // WIDE_DOT_FILL
  [0x88, 0x00, 0x22, 0x00, 0x88, 0x00, 0x22, 0x00], // CLOSE_DOT_FILL
];

/** The 8 rows the current fill style paints with. */
export function fillRows(st: BgiState): ArrayLike<number> {
  return st.fillStyle === USER_FILL ? st.userFill : FILL_PATTERNS[st.fillStyle]!;
}

/**
 * Paint one horizontal run [x0, x1] of absolute row y with the fill pattern: set bits in the fill
 * colour, clear bits in colour 0 (the background, whose palette entry setbkcolor changes).
 * The caller has clipped the run.
 */
export function fillSpan(pixels: Uint8Array, rows: ArrayLike<number>, color: number, x0: number, x1: number, y: number): void {
  const bits = rows[y & 7]!;
  const base = y * ROW;
  if (bits === 0xff) {
    // A loop beats TypedArray#fill's call overhead on short runs (floodfill's 17-pixel cells).
    if (x1 - x0 < 64) for (let i = base + x0, end = base + x1; i <= end; i++) pixels[i] = color;
    else pixels.fill(color, base + x0, base + x1 + 1);
    return;
  }
  for (let x = x0; x <= x1; x++) pixels[base + x] = bits & (0x80 >> (x & 7)) ? color : 0;
}

/** The bar's diagonal, which patbar clips, reused so that a bar allocates nothing. */
const diagonal: Segment = { x1: 0, y1: 0, x2: 0, y2: 0 };

/**
 * bar(): an absolute box, corners in any order, clipped to the clip rectangle, always COPY_PUT.
 * The kernel draws it only when its diagonal, from (l, t) to (r, b) as passed, survives the line
 * clipper (clip.ts); then the corners are put in order and clamped. Probe PBAR (test/fixtures/
 * bgi-oracle: 211 bars, corners in any order to 700 px past the edges): every lit pixel of all of
 * them with this rule; with the box alone 188. bar(572,251,595,322) in the clip box
 * (516,306)–(587,421) draws nothing, its diagonal passing right of the box's corner; oracle
 * G00379 6 bar(230,1021,1576,185) draws nothing on the screen it covers.
 */
export function patbar(st: BgiState, l: number, t: number, r: number, b: number): void {
  // The kernel's corners are ints (a viewport's offset past 32767 wraps).
  l = int16(l);
  t = int16(t);
  r = int16(r);
  b = int16(b);
  const clip = clipBox(st);
  diagonal.x1 = l;
  diagonal.y1 = t;
  diagonal.x2 = r;
  diagonal.y2 = b;
  if (!clipLine(diagonal, clip)) return;
  const x0 = Math.max(Math.min(l, r), clip.left);
  const x1 = Math.min(Math.max(l, r), clip.right);
  const y0 = Math.max(Math.min(t, b), clip.top);
  const y1 = Math.min(Math.max(t, b), clip.bottom);
  if (x0 > x1 || y0 > y1) return;
  paintBox(st.vga, fillRows(st), st.fillColor & 15, x0, y0, x1, y1);
}

/** The rows of EMPTY_FILL: every pixel gets colour 0. */
export const EMPTY_FILL_ROWS = FILL_PATTERNS[0]!;

/** Paint an absolute box that is already clipped with a pattern and colour. */
export function paintBox(vga: Vga, rows: ArrayLike<number>, color: number, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y <= y1; y++) fillSpan(vga.pixels, rows, color, x0, x1, y);
  vga.touch(x0, y0, x1, y1);
}
