/** Lines as EGAVGA.BGI 2.00 draws them (driver `vect`, docs/TURBO-C-FACTS.md#lines-rectangles-and-clipping). */
import { ROW } from './row.ts';
import { clipLine, type Segment } from './clip.ts';
import { clipBox, type BgiState } from './state.ts';
import { int16 } from '../int.ts';

/**
 * setlinestyle patterns by style (SOLID, DOTTED, CENTER, DASHED), bit 0 drawn first. Measured on
 * PRIMS3 12's rectangles drawn left to right: DOTTED runs 0011…, CENTER 0001111000111111 (0xFC78;
 * SDL_bgi's 0xF1F8 is not TC 2.0's), DASHED 0001111100011111.
 */
export const LINE_PATTERNS: readonly number[] = [0xffff, 0xcccc, 0xfc78, 0xf8f8];

export const COPY_PUT = 0;
export const XOR_PUT = 1;
export const THICK_WIDTH = 3;

/** The segment vect clips, reused so that drawing a line allocates nothing. */
const seg: Segment = { x1: 0, y1: 0, x2: 0, y2: 0 };

/**
 * Draw a line between absolute points with the current colour, pattern, write mode and thickness,
 * from (x1, y1) — which matters only for the pattern of a horizontal line.
 * THICK_WIDTH draws three parallel lines at offsets −1, 0, +1 on the minor axis (y when
 * |dx| ≥ |dy|, so 45° lines too: PRIMS3 08's thick drawpoly), each clipped and patterned on its
 * own (PRIMS3 12: thick DOTTED…USERBIT lines and rectangles). Any other thickness draws one line
 * (setlinestyle(SOLID_LINE,0,2) is accepted; what it draws is not measured).
 */
export function drawLine(st: BgiState, x1: number, y1: number, x2: number, y2: number): void {
  if (st.thickness === THICK_WIDTH) {
    // The kernel's differences are ints (oracle-gen v16 D00271 1: linerel from bar3d's pen at
    // x −32768 − 32768, x 0, is a steep line, 3 px wide across)
    if (Math.abs(int16(x2 - x1)) >= Math.abs(int16(y2 - y1))) {
      for (let d = -1; d <= 1; d++) vect(st, x1, y1 + d, x2, y2 + d);
    } else {
      for (let d = -1; d <= 1; d++) vect(st, x1 + d, y1, x2 + d, y2);
    }
  } else {
    vect(st, x1, y1, x2, y2);
  }
}

/** One pixel of a line: COPY_PUT writes the colour, XOR_PUT flips its bits into the pixel. */
function plot(px: Uint8Array, i: number, color: number, xor: boolean): void {
  px[i] = xor ? px[i]! ^ color : color;
}

/**
 * One clipped Bresenham line: the kernel clips (clip.ts), the driver's `vect` draws from the
 * clipped endpoints with a fresh error term (PRIMS3 13: the clipped line is not the unclipped
 * line's pixels), top to bottom.
 */
function vect(st: BgiState, ax: number, ay: number, bx: number, by: number): void {
  seg.x1 = ax;
  seg.y1 = ay;
  seg.x2 = bx;
  seg.y2 = by;
  if (!clipLine(seg, clipBox(st))) return;
  const { x1, y1, x2, y2 } = seg;
  const vga = st.vga;
  driver.line(vga.pixels, x1, y1, x2, y2, st.color & 15, st.writeMode === XOR_PUT, st.linePattern & 0xffff);
  vga.touch(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
}

/** The loaded driver's line: EGAVGA.BGI's, or CGA.BGI's (graphics/cga.ts). */
export const driver = { line: bresenham };

/**
 * The driver's line between two points already inside the screen, no clipping: colour index,
 * XOR or COPY, a 16-bit pattern (0xFFFF solid). The caller marks the dirty box.
 */
export function bresenham(px: Uint8Array, x1: number, y1: number, x2: number, y2: number, color: number, xor: boolean, pattern: number): void {
  // EGAVGA.BGI 2.00: always drawn top to bottom, so ties round toward the lower endpoint and the
  // pattern starts at the upper end (PRIMS3 12: the fans' upward lines).
  if (y2 < y1) {
    const tx = x1, ty = y1;
    x1 = x2;
    y1 = y2;
    x2 = tx;
    y2 = ty;
  }
  const dy = y2 - y1;
  const adx = Math.abs(x2 - x1);
  const sx = x2 < x1 ? -1 : 1;
  // The 16-bit pattern restarts at bit 0 on every line; LSB first, then rotate right.
  let pat = pattern;
  if (pat === 0xffff && !xor && (dy === 0 || adx === 0)) {
    // A solid straight line overwriting (the game's grid and boxes): nothing to turn or read.
    if (dy === 0) px.fill(color, y1 * ROW + Math.min(x1, x2), y1 * ROW + Math.max(x1, x2) + 1);
    else for (let i = y1 * ROW + x1, end = y2 * ROW + x1; i <= end; i += ROW) px[i] = color;
  } else if (pat === 0xffff) {
    // Solid: every pixel, no pattern to turn (thick circles are hundreds of these short lines).
    let i = y1 * ROW + x1;
    const major = adx >= dy ? adx : dy, minor = adx >= dy ? dy : adx;
    const stepMajor = adx >= dy ? sx : ROW, stepMinor = adx >= dy ? ROW : sx;
    for (let n = 0, d = 2 * minor - major; n <= major; n++) {
      px[i] = xor ? px[i]! ^ color : color;
      if (d >= 0) { i += stepMinor; d += 2 * (minor - major); } else d += 2 * minor;
      i += stepMajor;
    }
  } else if (adx >= dy) {
    let d = 2 * dy - adx;
    for (let n = 0, x = x1, y = y1; n <= adx; n++) {
      if (pat & 1) plot(px, y * ROW + x, color, xor);
      pat = (pat >>> 1) | ((pat & 1) << 15);
      // Ties (d == 0) step the minor axis.
      if (d >= 0) { y++; d += 2 * (dy - adx); } else d += 2 * dy;
      x += sx;
    }
  } else {
    let d = 2 * adx - dy;
    for (let n = 0, x = x1, y = y1; n <= dy; n++) {
      if (pat & 1) plot(px, y * ROW + x, color, xor);
      pat = (pat >>> 1) | ((pat & 1) << 15);
      if (d >= 0) { x += sx; d += 2 * (adx - dy); } else d += 2 * adx;
      y++;
    }
  }
}
