/**
 * Bit images: imagesize, getimage, putimage.
 *
 * The buffer is the caller's bytes, laid out as EGAVGA.BGI lays them out, so a program that reads,
 * writes or saves it sees what Turbo C's would:
 *
 *   offset 0  word  width − 1  (little-endian)
 *   offset 2  word  height − 1
 *   offset 4  rows, top to bottom; each row is 4 plane strips of ceil(width/8) bytes, in the order
 *             plane 3 (intensity), plane 2 (red), plane 1 (green), plane 0 (blue); the leftmost
 *             pixel is bit 7 of a strip's first byte
 *   then      one reserved word (imagesize counts it; getimage leaves it alone)
 *
 * Sources: imagesize's numbers (PRIMS3 09, docs/TURBO-C-FACTS.md#imagesize) give 6 + ceil(w/8)·4·h. A published hex dump
 * of a real GetImage buffer (Turbo Pascal 7's BGI kernel, CGA) shows width−1 and height−1 in the
 * first two words and the pixel data from offset 4, so the sixth and seventh byte of overhead are
 * a trailing word (Borland's TI1174 says the same: "another word saved at the end of the image").
 * The plane order is TI1174's (intensity, red, green, blue), not measured against EGAVGA.BGI 2.00.
 * Not measured either: the bits of a strip's last byte past the image's right edge. getimage
 * stores the screen pixels there (the driver copies whole bytes; off the screen they read as 0);
 * putimage never draws them.
 */
import { bytes, int, intBox } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { MAX_X, MAX_Y } from '../bgi/state.ts';
import { SCREEN_W } from '../../hw/vga.ts';
import { AND_PUT, COPY_PUT, NOT_PUT, OR_PUT, XOR_PUT } from './constants.ts';

/** The header's bytes: the width−1 and height−1 words (the reserved word is at the end). */
const HEADER = 4;

/** Bytes of one plane strip of a row `w` pixels wide. */
const stripBytes = (w: number): number => (w + 7) >> 3;

/**
 * unsigned far imagesize(int left, int top, int right, int bottom)
 * 4 planes of whole bytes per row plus a 6-byte header (docs/TURBO-C-FACTS.md#imagesize): 6 + ceil(w/8)·4·h. A size of
 * 64K − 1 or more is returned as 0xFFFF, as Borland documents it (not measured: PRIMS3's sizes
 * are all small).
 */
export function imagesize(l: number, t: number, r: number, b: number): number {
  const m = enter(() => `imagesize(${l},${t},${r},${b})`);
  intBox('imagesize', l, t, r, b);
  if (!installed(m)) return 0;
  const w = Math.abs(r - l) + 1;
  const h = Math.abs(b - t) + 1;
  return Math.min(HEADER + 2 + stripBytes(w) * 4 * h, 0xffff);
}

/** A saved image: the caller's buffer getimage writes and putimage reads (layout above). */
export type ImageBuffer = Uint8Array;

/**
 * void far getimage(int left, int top, int right, int bottom, void far *bitmap)
 * Saves the rectangle (viewport-relative; corners in either order, as imagesize takes them) into
 * `bitmap`. Not clipped to the viewport; pixels off the screen are saved as 0 (not measured).
 */
export function getimage(l: number, t: number, r: number, b: number, bitmap: ImageBuffer): void {
  const m = enter(() => `getimage(${l},${t},${r},${b},bitmap)`);
  intBox('getimage', l, t, r, b);
  bytes('getimage', 5, 'bitmap', bitmap);
  const st = installed(m);
  if (!st) return;
  const x0 = st.viewport.left + Math.min(l, r);
  const y0 = st.viewport.top + Math.min(t, b);
  const w = Math.abs(r - l) + 1;
  const h = Math.abs(b - t) + 1;
  const sb = stripBytes(w);
  const need = HEADER + sb * 4 * h;
  if (bitmap.length < need) {
    throw new Error(`getimage: a ${w}×${h} image needs ${need} bytes of bitmap, the buffer has ${bitmap.length}`);
  }
  // C stores the words in 16 bits; imagesize's own result wraps the same way past 64K.
  bitmap[0] = (w - 1) & 0xff;
  bitmap[1] = ((w - 1) >> 8) & 0xff;
  bitmap[2] = (h - 1) & 0xff;
  bitmap[3] = ((h - 1) >> 8) & 0xff;
  const px = m.vga.pixels;
  let o = HEADER;
  for (let y = y0; y < y0 + h; y++) {
    const onScreen = y >= 0 && y <= MAX_Y;
    const row = y * SCREEN_W;
    for (let plane = 3; plane >= 0; plane--) {
      for (let k = 0, x = x0; k < sb; k++) {
        let byte = 0;
        for (let bit = 7; bit >= 0; bit--, x++) {
          if (onScreen && x >= 0 && x <= MAX_X) byte |= ((px[row + x]! >> plane) & 1) << bit;
        }
        bitmap[o++] = byte;
      }
    }
  }
}

/**
 * void far putimage(int left, int top, void far *bitmap, int op)
 * Draws a getimage buffer with its top left corner at (left, top), viewport-relative, combining
 * each pixel with the screen by `op` (COPY_PUT, XOR_PUT, OR_PUT, AND_PUT, or NOT_PUT: a copy of
 * the complement).
 *
 * PRIMS3 09 measures how it fits the image to the screen, and it is not the viewport's clipping:
 * an image that would cross the screen's left, top or right edge is not drawn at all; one that
 * crosses the bottom edge is cut there; one put through a clipping viewport at (−30,−20), i.e.
 * partly outside the viewport but inside the screen, is drawn whole. graphresult stays grOk
 * throughout. (Whether the right and bottom tests use the screen's edges or the viewport's is not
 * told apart by the capture; the screen's are taken, as for left and top.)
 */
export function putimage(left: number, top: number, bitmap: ImageBuffer, op: number): void {
  const m = enter(() => `putimage(${left},${top},bitmap,${op})`);
  int('putimage', 1, 'left', left);
  int('putimage', 2, 'top', top);
  bytes('putimage', 3, 'bitmap', bitmap);
  int('putimage', 4, 'op', op);
  const st = installed(m);
  if (!st) return;
  if (bitmap.length < HEADER) throw new Error(`putimage: the bitmap has ${bitmap.length} bytes, too few for its header`);
  const w = (bitmap[0]! | (bitmap[1]! << 8)) + 1;
  const h = (bitmap[2]! | (bitmap[3]! << 8)) + 1;
  const sb = stripBytes(w);
  const need = HEADER + sb * 4 * h;
  if (bitmap.length < need) {
    throw new Error(`putimage: the bitmap's header says ${w}×${h}, which needs ${need} bytes; the buffer has ${bitmap.length}`);
  }
  // An op the driver has no write mode for: nothing is drawn (not measured).
  if (op < COPY_PUT || op > NOT_PUT) return;
  const x0 = st.viewport.left + left;
  const y0 = st.viewport.top + top;
  if (x0 < 0 || y0 < 0 || x0 + w - 1 > MAX_X) return;
  const rows = Math.min(h, MAX_Y - y0 + 1);
  if (rows <= 0) return;
  blit(m.vga.pixels, bitmap, x0, y0, w, rows, sb, op);
  m.vga.touch(x0, y0, x0 + w - 1, y0 + rows - 1);
}

/**
 * Combine `rows` rows of the image (strips of `sb` bytes) with the screen at (x0, y0), which the
 * caller has checked lie on it. One pixel's colour is gathered from its bit in the four strips.
 */
function blit(px: Uint8Array, bitmap: Uint8Array, x0: number, y0: number, w: number, rows: number, sb: number, op: number): void {
  const rowBytes = sb * 4;
  for (let r = 0; r < rows; r++) {
    const s = HEADER + r * rowBytes; // plane 3's strip; planes 2, 1, 0 follow
    let p = (y0 + r) * SCREEN_W + x0;
    for (let i = 0; i < w; i++, p++) {
      const k = s + (i >> 3);
      const bit = 7 - (i & 7);
      const c =
        (((bitmap[k]! >> bit) & 1) << 3) |
        (((bitmap[k + sb]! >> bit) & 1) << 2) |
        (((bitmap[k + 2 * sb]! >> bit) & 1) << 1) |
        ((bitmap[k + 3 * sb]! >> bit) & 1);
      switch (op) {
        case COPY_PUT: px[p] = c; break;
        case XOR_PUT: px[p] = px[p]! ^ c; break;
        case OR_PUT: px[p] = px[p]! | c; break;
        case AND_PUT: px[p] = px[p]! & c; break;
        default: px[p] = c ^ 15; // NOT_PUT
      }
    }
  }
}
