/** Lines as EGAVGA.BGI 2.00 draws them (driver `vect`, notes §6). */
import { SCREEN_W } from '../../hw/vga.ts';
import { clipLine, type Segment } from './clip.ts';
import { clipBox, type BgiState } from './state.ts';

/** setlinestyle patterns, bit 0 drawn first (SDL_bgi's table; not re-measured on TC 2.0). */
export const LINE_PATTERNS: readonly number[] = [0xffff, 0xcccc, 0xfc78, 0xf8f8];

export const XOR_PUT = 1;
export const THICK_WIDTH = 3;

/**
 * Draw a line between absolute points with the current colour, pattern, write mode and thickness.
 * THICK_WIDTH draws three parallel lines one pixel apart on the minor axis (BGIOVR), each clipped
 * on its own.
 */
export function drawLine(st: BgiState, x1: number, y1: number, x2: number, y2: number): void {
  if (st.thickness === THICK_WIDTH) {
    const xMajor = Math.abs(x2 - x1) >= Math.abs(y2 - y1);
    for (const d of [-1, 0, 1]) {
      if (xMajor) vect(st, x1, y1 + d, x2, y2 + d);
      else vect(st, x1 + d, y1, x2 + d, y2);
    }
  } else {
    vect(st, x1, y1, x2, y2);
  }
}

/** One clipped Bresenham line: the driver's `vect`. */
/** One pixel of a line: COPY_PUT writes the colour, XOR_PUT flips its bits into the pixel. */
function plot(px: Uint8Array, i: number, color: number, xor: boolean): void {
  px[i] = xor ? px[i]! ^ color : color;
}

function vect(st: BgiState, ax: number, ay: number, bx: number, by: number): void {
  const s: Segment = { x1: ax, y1: ay, x2: bx, y2: by };
  if (!clipLine(s, clipBox(st))) return;
  let { x1, y1, x2, y2 } = s;
  // EGAVGA.BGI 2.00: always drawn top to bottom, so ties round toward the lower endpoint.
  if (y2 < y1) {
    [x1, x2] = [x2, x1];
    [y1, y2] = [y2, y1];
  }
  const vga = st.vga;
  const px = vga.pixels;
  const color = st.color & 15;
  const xor = st.writeMode === XOR_PUT;
  const dy = y2 - y1;
  const adx = Math.abs(x2 - x1);
  const sx = x2 < x1 ? -1 : 1;
  // The 16-bit pattern restarts at bit 0 on every call; LSB first, then rotate right.
  let pat = st.linePattern & 0xffff;
  if (pat === 0xffff && !xor && (dy === 0 || adx === 0)) {
    // A solid straight line overwriting (the game's grid and boxes): nothing to turn or read.
    if (dy === 0) px.fill(color, y1 * SCREEN_W + Math.min(x1, x2), y1 * SCREEN_W + Math.max(x1, x2) + 1);
    else for (let i = y1 * SCREEN_W + x1, end = y2 * SCREEN_W + x1; i <= end; i += SCREEN_W) px[i] = color;
  } else if (adx >= dy) {
    let d = 2 * dy - adx;
    for (let n = 0, x = x1, y = y1; n <= adx; n++) {
      if (pat & 1) plot(px, y * SCREEN_W + x, color, xor);
      pat = (pat >>> 1) | ((pat & 1) << 15);
      // Ties (d == 0) step the minor axis.
      if (d >= 0) { y++; d += 2 * (dy - adx); } else d += 2 * dy;
      x += sx;
    }
  } else {
    let d = 2 * adx - dy;
    for (let n = 0, x = x1, y = y1; n <= dy; n++) {
      if (pat & 1) plot(px, y * SCREEN_W + x, color, xor);
      pat = (pat >>> 1) | ((pat & 1) << 15);
      if (d >= 0) { x += sx; d += 2 * (adx - dy); } else d += 2 * adx;
      y++;
    }
  }
  vga.touch(Math.min(x1, x2), y1, Math.max(x1, x2), y2);
}
