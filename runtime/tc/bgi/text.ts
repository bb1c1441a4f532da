/** outtext/outtextxy with DEFAULT_FONT, as EGAVGA.BGI 2.00 draws it (notes §8). */
import { SCREEN_W } from '../../hw/vga.ts';
import { FONT8X8 } from '../font8x8.ts';
import { clipBox, type BgiState } from './state.ts';

export const HORIZ_DIR = 0;
export const CENTER_TEXT = 1, RIGHT_TEXT = 2;
export const BOTTOM_TEXT = 0, TOP_TEXT = 2;

/** textwidth(): 8·n per character (the string stops at NUL, as C's would). */
export function textWidth(st: BgiState, s: string): number {
  return 8 * st.charSize * cLength(s);
}

/** textheight(): 8·n. */
export function textHeight(st: BgiState): number {
  return 8 * st.charSize;
}

function cLength(s: string): number {
  const nul = s.indexOf('\0');
  return nul < 0 ? s.length : nul;
}

/** The byte a C string holds for this character: code units above 255 have no place in char. */
function charCode(s: string, i: number, call: string): number {
  const c = s.charCodeAt(i);
  if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase().padStart(4, '0')} at index ${i} is not a byte (use the code page 437 byte value)`);
  return c;
}

/**
 * Draw `s` with its justification point at absolute (x, y). Only glyph bits are written, in the
 * drawing colour (write mode 2 through the bit mask): the background stays, setwritemode is ignored.
 *
 * Clipping, as the oracle shows it (p2): the string is dropped whole when its first character
 * cell starts left of / above the clip rectangle or ends below it ("Neg" at x=−4 and "Bottom" at
 * y=476 draw nothing), and it is cut after the last whole character that fits on the right
 * (95 characters at x=0 draw 80). Whether the kernel compares against the viewport or the screen
 * for the left/top edges is unconfirmed; this uses the clip rectangle for all four.
 */
export function drawText(st: BgiState, x: number, y: number, s: string, call: string): void {
  const n = st.charSize;
  const cell = 8 * n;
  const len = cLength(s);
  for (let i = 0; i < len; i++) charCode(s, i, call);
  const along = cell * len; // the string's extent along its direction
  const clip = clipBox(st);
  const vga = st.vga;
  const color = st.color & 15;
  if (st.direction === HORIZ_DIR) {
    if (st.hJustify === CENTER_TEXT) x -= along >> 1;
    else if (st.hJustify === RIGHT_TEXT) x -= along;
    if (st.vJustify === 1) y -= cell >> 1;
    else if (st.vJustify === BOTTOM_TEXT) y -= cell;
    if (x < clip.left || y < clip.top || y + cell - 1 > clip.bottom) return;
    const fit = Math.min(len, Math.floor((clip.right - x + 1) / cell));
    if (fit <= 0) return;
    for (let i = 0; i < fit; i++) glyph(vga.pixels, s.charCodeAt(i), x + i * cell, y, n, color, false);
    vga.touch(x, y, x + fit * cell - 1, y + cell - 1);
  } else {
    // VERT_DIR (not measured): glyphs turned 90° counter-clockwise, the string reading upward
    // from the bottom of a column `along` pixels tall; the justifications swap roles.
    if (st.hJustify === CENTER_TEXT) x -= cell >> 1;
    else if (st.hJustify === RIGHT_TEXT) x -= cell;
    if (st.vJustify === 1) y -= along >> 1;
    else if (st.vJustify === BOTTOM_TEXT) y -= along;
    const bottom = y + along - 1;
    if (x < clip.left || x + cell - 1 > clip.right || bottom > clip.bottom) return;
    const fit = Math.min(len, Math.floor((bottom - clip.top + 1) / cell));
    if (fit <= 0) return;
    for (let i = 0; i < fit; i++) glyph(vga.pixels, s.charCodeAt(i), x, bottom - (i + 1) * cell + 1, n, color, true);
    vga.touch(x, bottom - fit * cell + 1, x + cell - 1, bottom);
  }
}

/**
 * For each glyph row byte b, the columns of its lit bits (0x80 is column 0):
 * LIT_X[LIT_AT[b]] .. LIT_X[LIT_AT[b + 1] - 1].
 */
const LIT_AT = new Uint16Array(257);
const LIT_X = new Uint8Array(256 * 8 / 2); // each of the 8 bits is lit in half of the bytes
for (let b = 0, k = 0; b < 256; b++) {
  LIT_AT[b] = k;
  for (let gx = 0; gx < 8; gx++) if (b & (0x80 >> gx)) LIT_X[k++] = gx;
  LIT_AT[b + 1] = k;
}

/** One 8×8 glyph scaled n×n with its top-left at (x, y); `rotate` turns it 90° counter-clockwise. */
function glyph(px: Uint8Array, code: number, x: number, y: number, n: number, color: number, rotate: boolean): void {
  const base = code * 8;
  if (n === 1 && !rotate) {
    // The common case (every string the game draws): one store per lit bit, found by table.
    for (let gy = 0, row = y * SCREEN_W + x; gy < 8; gy++, row += SCREEN_W) {
      const bits = FONT8X8[base + gy]!;
      for (let k = LIT_AT[bits]!, end = LIT_AT[bits + 1]!; k < end; k++) px[row + LIT_X[k]!] = color;
    }
    return;
  }
  for (let gy = 0; gy < 8; gy++) {
    const bits = FONT8X8[base + gy]!;
    if (bits === 0) continue;
    for (let gx = 0; gx < 8; gx++) {
      if (!(bits & (0x80 >> gx))) continue;
      const cx = rotate ? gy : gx;
      const cy = rotate ? 7 - gx : gy;
      for (let sy = 0; sy < n; sy++) {
        const row = (y + cy * n + sy) * SCREEN_W + x + cx * n;
        px.fill(color, row, row + n);
      }
    }
  }
}
