/**
 * DEFAULT_FONT: the 8×8 bitmap font EGAVGA.BGI 2.00 draws itself (docs/TURBO-C-FACTS.md#the-default-font), at charsize n as n×n
 * blocks, HORIZ_DIR left to right or VERT_DIR turned 90° counter-clockwise reading upward.
 */
import { SCREEN_W } from '../../hw/vga.ts';
import { FONT8X8 } from '../font8x8.ts';
import { BOTTOM_TEXT, CENTER_TEXT, HORIZ_DIR, RIGHT_TEXT, checkBytes, cLength, type TextFont } from './font.ts';
import { clipBox, type BgiState } from './state.ts';

/**
 * The pixel multiplier for the charsize settextstyle stored. charsize 0 is USER_CHAR_SIZE, a
 * setting for stroked fonts (setusercharsize); what the bitmap font makes of it is not measured:
 * drawn and measured as size 1 here.
 */
function scale(st: BgiState): number {
  return st.charSize === 0 ? 1 : st.charSize;
}

export const DEFAULT_BITMAP_FONT: TextFont = {
  /**
   * textwidth(): 8·n per character (PRIMS3 10: "Ag0" is 24, 48, 72, 96, 120 at sizes 1..5).
   * In VERT_DIR too, the extent along the string (not measured: PRIMS3 asks only in HORIZ_DIR).
   */
  width(st, s) {
    return 8 * scale(st) * cLength(s);
  },

  /** textheight(): 8·n whatever the string (PRIMS3 10: sizes 1..10 give 8..80). */
  height(st) {
    return 8 * scale(st);
  },

  draw: drawBitmapText,
};

/**
 * Draw `s` with its justification point at absolute (x, y). Only glyph bits are written, in the
 * drawing colour (write mode 2 through the bit mask): the background stays, setwritemode is
 * ignored.
 *
 * Placement, for the string's box on screen W wide and H tall (HORIZ_DIR: W = 8n·len, H = 8n;
 * VERT_DIR: W = 8n, H = 8n·len), as PRIMS3 11 shows it around its crosses at sizes 1 and 2:
 * - x: LEFT_TEXT starts the box at x, RIGHT_TEXT ends it at x − 1, CENTER_TEXT starts it at
 *   x − (W/2 − 1) (the anchor is the left one of the two middle columns). In VERT_DIR LEFT_TEXT
 *   places the column as RIGHT_TEXT does, ending at x − 1 (PRIMS3 10: "Vt" and "Up" at sizes 1..4).
 * - y: TOP_TEXT starts the box at y, BOTTOM_TEXT ends it at y − 1, CENTER_TEXT starts it at
 *   y − H/2 (the anchor is the lower of the two middle rows), in both directions.
 * W and H are multiples of 8 here, so how an odd extent would round cannot arise for this font.
 *
 * Clipping, by whole characters: the characters are drawn in string order (left to right, or
 * bottom to top in VERT_DIR) and the string stops at the first one whose 8n×8n cell is not wholly
 * inside the clip box. PRIMS p2: "Neg" at x=−4 draws nothing although "eg" would fit, "Bottom" at
 * y=476 draws nothing, 95 characters at x=0 draw 80; PRIMS3 10: "Clip" at size 3 ends after "Cli",
 * "Bot" 4 pixels too low draws nothing; PRIMS3 11: a VERT_DIR "Vert" whose 't' starts above the
 * screen draws "Ver". Not measured: no capture puts text across the left or top edge of a viewport
 * other than the screen's, so whether the driver compares with the viewport there or only with the
 * screen is open; the clip box is used for all four edges.
 */
function drawBitmapText(st: BgiState, x: number, y: number, s: string, call: string): void {
  const len = cLength(s);
  checkBytes(s, len, call);
  if (len === 0) return;
  const n = scale(st);
  const cell = 8 * n;
  const vertical = st.direction !== HORIZ_DIR;
  const w = vertical ? cell : cell * len;
  const h = vertical ? cell * len : cell;
  if (st.hJustify === CENTER_TEXT) x -= (w >> 1) - 1;
  else if (st.hJustify === RIGHT_TEXT || vertical) x -= w;
  if (st.vJustify === BOTTOM_TEXT) y -= h;
  else if (st.vJustify === CENTER_TEXT) y -= h >> 1;

  // The first character's cell and the step to the next.
  let cx = x, cy = vertical ? y + h - cell : y;
  const dx = vertical ? 0 : cell, dy = vertical ? -cell : 0;
  const clip = clipBox(st);
  const px = st.vga.pixels;
  const color = st.color & 15;
  let drawn = 0;
  for (; drawn < len; drawn++, cx += dx, cy += dy) {
    if (cx < clip.left || cy < clip.top || cx + cell - 1 > clip.right || cy + cell - 1 > clip.bottom) break;
    glyph(px, s.charCodeAt(drawn), cx, cy, n, color, vertical);
  }
  if (drawn === 0) return;
  if (vertical) st.vga.touch(x, cy - dy, x + cell - 1, y + h - 1);
  else st.vga.touch(x, y, cx - 1, y + cell - 1);
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

/**
 * One 8×8 glyph scaled n×n into the cell whose top-left is (x, y). `turned` turns it 90°
 * counter-clockwise (PRIMS3 10–11): glyph row gy becomes cell column gy and glyph column gx cell
 * row 7 − gx, so the glyph's top is at the cell's left and its first column at the cell's bottom.
 */
function glyph(px: Uint8Array, code: number, x: number, y: number, n: number, color: number, turned: boolean): void {
  const base = code * 8;
  if (n === 1 && !turned) {
    // The common case (every string the game draws): one store per lit bit, found by table.
    for (let gy = 0, row = y * SCREEN_W + x; gy < 8; gy++, row += SCREEN_W) {
      const bits = FONT8X8[base + gy]!;
      for (let k = LIT_AT[bits]!, end = LIT_AT[bits + 1]!; k < end; k++) px[row + LIT_X[k]!] = color;
    }
    return;
  }
  for (let gy = 0; gy < 8; gy++) {
    const bits = FONT8X8[base + gy]!;
    for (let k = LIT_AT[bits]!, end = LIT_AT[bits + 1]!; k < end; k++) {
      const gx = LIT_X[k]!;
      const cx = turned ? gy : gx;
      const cy = turned ? 7 - gx : gy;
      for (let sy = 0, row = (y + cy * n) * SCREEN_W + x + cx * n; sy < n; sy++, row += SCREEN_W) {
        px.fill(color, row, row + n);
      }
    }
  }
}
