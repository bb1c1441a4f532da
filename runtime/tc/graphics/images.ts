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
 * The bits of a strip's last byte past the image's right edge are 0 (probe pimgb: a 10-pixel row
 * stores 00c0 where the screen has more lit pixels); putimage never draws them. Pixels off the
 * screen read what video memory holds there (getimage).
 */
import { bytes, int, intBox } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { SEGMENT_PIXELS } from '../bgi/video.ts';
import { NOT_PUT, grError } from './constants.ts';

/** The header's bytes: the width−1 and height−1 words (the reserved word is at the end). */
const HEADER = 4;

/** Bytes of one plane strip of a row `w` pixels wide. */
const stripBytes = (w: number): number => (w + 7) >> 3;

/**
 * unsigned far imagesize(int left, int top, int right, int bottom)
 * 4 planes of whole bytes per row plus a 6-byte header (docs/TURBO-C-FACTS.md#imagesize): 6 + ceil(w/8)·4·h. A size
 * past 65 534 is returned as 0xFFFF and leaves grError (probe PIMSZ: 400 sizes at the 64K edge
 * and from far corners; 65 534 is returned as it is).
 */
export function imagesize(l: number, t: number, r: number, b: number): number {
  const m = enter(() => `imagesize(${l},${t},${r},${b})`);
  intBox('imagesize', l, t, r, b);
  const st = installed(m);
  if (!st) return 0;
  // the differences are ints: past 32767 apart they wrap (PIMSZ: imagesize(−23289, 376, 24607, 375) is 17 654)
  const w = Math.abs(((r - l) << 16) >> 16) + 1;
  const h = Math.abs(((b - t) << 16) >> 16) + 1;
  const size = HEADER + 2 + stripBytes(w) * 4 * h;
  if (size < 0xffff) return size;
  st.result = grError;
  return 0xffff;
}

/** A saved image: the caller's buffer getimage writes and putimage reads (layout above). */
export type ImageBuffer = Uint8Array;

/**
 * void far getimage(int left, int top, int right, int bottom, void far *bitmap)
 * Saves the rectangle (viewport-relative; corners in either order, as imagesize takes them) into
 * `bitmap`. Not clipped to the viewport or the screen (probe pimg: 300 random rectangles, inside,
 * across and outside both, buffers hashed as DOSBox's).
 */
export function getimage(l: number, t: number, r: number, b: number, bitmap: ImageBuffer): void {
  const m = enter(() => `getimage(${l},${t},${r},${b},bitmap)`);
  intBox('getimage', l, t, r, b);
  bytes('getimage', 5, 'bitmap', bitmap);
  const st = installed(m);
  if (!st) return;
  // DOSBox probe gi: getimage(-4,10,50,40), (10,-4,50,40), (-1,10,40,20), (0,-1,40,20) never
  // return, in a viewport or not, clipping on or off; (-50,10,-5,40) and (10,-50,50,-5) do. A
  // program that makes that call hangs there, so it is an error here rather than a guess.
  if ((Math.min(l, r) < 0 && Math.max(l, r) >= 0) || (Math.min(t, b) < 0 && Math.max(t, b) >= 0)) {
    throw new Error(`getimage: the rectangle (${l},${t})-(${r},${b}) runs from a negative coordinate to a non-negative one, which hangs Turbo C 2.0's getimage`);
  }
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
  // The driver reads video memory from row y's address y·80 + x/8 on, so a rectangle past the
  // screen's right edge reads on into the next row, and any address wraps in the 64K segment
  // (probe pimg: g688,440,748,440 and rectangles above and left of the screen hash as DOSBox's).
  const mem = m.vga.memory;
  const page = m.vga.pixels.byteOffset - mem.byteOffset;
  let o = HEADER;
  const start = (((x0 & 0xffff) >>> 3) * 8) + (x0 & 7);
  for (let y = y0; y < y0 + h; y++) {
    const row = page + ((y * 80) & 0xffff) * 8 + start;
    for (let plane = 3; plane >= 0; plane--) {
      for (let k = 0, i = 0; k < sb; k++) {
        let byte = 0;
        for (let bit = 7; bit >= 0; bit--, i++) {
          if (i < w) byte |= ((mem[(row + i) % SEGMENT_PIXELS]! >> plane) & 1) << bit;
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
 * the complement; any other op by its low byte, as the driver reads it: OPS below).
 *
 * PRIMS3 09 measures how it fits the image to the screen, and it is not the viewport's clipping:
 * an image that would cross the screen's left, top or right edge is not drawn at all; one that
 * crosses the bottom edge is cut there; one put through a clipping viewport at (−30,−20), i.e.
 * partly outside the viewport but inside the screen, is drawn whole. graphresult stays grOk
 * throughout. Probe pimg (300 random getimage/putimage pairs, every op, viewports clipping or not,
 * positions across and past every edge) agrees: the tests are the screen's, never the viewport's.
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
  // The tests take the viewport as setviewport was given it, the drawing the origin it draws from:
  // the two differ in a row-0 or column-0 viewport (viewport.ts). Oracle gen I00004 6: in
  // (632,0)-(639,0), putimage(-1,1) of a 9×15 image passes the tests at (631,1) and is drawn
  // from x −1 of the screen, at the address 1·80 + 0xFFFF/8, i.e. at (255,103). Probe PVPI
  // (test/fixtures/bgi-oracle): 150 of 150 puts across the top and left edges of such viewports.
  const asked = st.viewportAsked ?? st.viewport;
  const ax = asked.left + left;
  const ay = asked.top + top;
  if (ax < 0 || ay < 0 || ax + w - 1 > st.screen.right) return;
  // The rows: the image's last row index is held to getmaxy() − y0, taken unsigned, so an image
  // wholly below the screen is drawn whole into the video memory past it (probe pimg case 19:
  // putimage at y 514 wrote rows that a later getimage read back), where getimage can find it —
  // one at y 480 too (oracle-gen v4 J00193: putimage(−278,407) in a viewport at row 73 wrote row
  // 480 that a getpixel read back three scenes later).
  const rows = Math.min(h - 1, (st.screen.bottom - ay) & 0xffff) + 1;
  // only the rows drawn are read: an image the tests above leave undrawn reads nothing (corpus
  // C2106: a string taken for an image, 24945×25711, put at x 220: nothing drawn)
  const need = HEADER + sb * 4 * rows;
  if (bitmap.length < need) {
    throw new Error(`putimage: the bitmap's header says ${w}×${h}, whose ${rows} rows drawn need ${need} bytes; the buffer has ${bitmap.length}`);
  }
  const x0 = st.viewport.left + left;
  const y0 = st.viewport.top + top;
  const mem = m.vga.memory;
  const page = m.vga.pixels.byteOffset - mem.byteOffset;
  // a page past the mode's draws past the planes' 64K (setactivepage: probe PAP), not wrapped into it
  if (page >= SEGMENT_PIXELS) return;
  blit(mem, page, bitmap, x0, y0, w, rows, sb, op);
  if (x0 < 0) m.vga.touch(0, 0, st.screen.right, st.screen.bottom); // drawn rows further on, wrapped
  else if (y0 <= st.screen.bottom) m.vga.touch(x0, y0, x0 + w - 1, Math.min(y0 + rows - 1, st.screen.bottom));
}

/**
 * The Graphics Controller's Data Rotate/Function Select value EGAVGA.BGI sets for each low byte of
 * putimage's op: it indexes a 5-entry table by that byte (0 COPY, 1 XOR, 2 OR, 3 AND, 4 COPY of
 * the complement), so an op past NOT_PUT takes what follows the table. One character a low
 * byte, its code − 48: bits 3–4 the function (0 replace, 1 AND, 2 OR, 3 XOR), bits 0–2 how far
 * the VGA rotates each data byte right before combining it (read off the driver's code, then
 * measured: probe PUTOP3 puts every low byte 0–255 at x = 8k and 8k + 3 on two backdrops, 26 of 26
 * shots equal; test/fixtures/oracle-gen-v19/probes/README.md. 256 and −32768 put as 0, 31 as
 * AND_PUT, −1 as 255 as 32767 as 128, −2 as 16: PUTOP1).
 */
const OPS = '0H@80CBJ>3@3>:N5<BO>:7C=?JK31248CJ43@2:MN;BO>:7?>?K386F;?8OF;:8LF;D8EF;?BJ?3:5>6:568=J3A7:;J>3@4D3E1B5BK?6:M2MB?@3:ON<M@0N240DDG710D2@;:303184D30;2:33>N9I=A7?0N240D38I5:1G;JJ?3>;CKJ<38458F6<8N@<3A<9>C<:BH38?496B<66:<0;<1=00:68DF:@BHOO==9608H41H4;7==9603J<7';

/**
 * Combine `rows` rows of the image (strips of `sb` bytes) with the screen at (x0, y0), which the
 * caller has checked (a negative x0 wraps to rows further on). The driver writes each strip as
 * whole screen bytes of data (the strip's bits, its padding too, shifted to x0, zeros either
 * side), complemented only for op 4, rotated by the op's count within the byte, combined with the
 * screen by its function, where the bit mask keeps the image's own columns. So a pixel's colour
 * comes from the image column the rotation brings to it, or 0 past the strip.
 */
function blit(px: Uint8Array, page: number, bitmap: Uint8Array, x0: number, y0: number, w: number, rows: number, sb: number, op: number): void {
  const rowBytes = sb * 4;
  const v = OPS.charCodeAt(op & 0xff) - 48;
  const fn = v >> 3;
  const turn = v & 7;
  const not = (op & 0xff) === NOT_PUT ? 15 : 0;
  for (let r = 0; r < rows; r++) {
    const s = HEADER + r * rowBytes; // plane 3's strip; planes 2, 1, 0 follow
    // the row's address plus x/8 taken unsigned, in the page's 64K segment: past the planes' 64K
    // (a later page's segment) is other memory, which nothing shows (oracle gen v7 M00242 9: VGALO's
    // page 3, putimage at row 408, drew nothing on page 0)
    const at = (((y0 + r) * 80 + ((x0 & 0xffff) >>> 3)) & 0xffff) * 8 + (x0 & 7);
    for (let i = 0; i < w; i++) {
      const p = page + ((at + i) % SEGMENT_PIXELS);
      if (p >= SEGMENT_PIXELS) continue;
      const col = (x0 + i) & 7;
      const j = i - col + ((col - turn) & 7); // the image column rotated onto this pixel
      let c = 0;
      if (j >= 0 && j < sb * 8) {
        const k = s + (j >> 3);
        const bit = 7 - (j & 7);
        c =
          (((bitmap[k]! >> bit) & 1) << 3) |
          (((bitmap[k + sb]! >> bit) & 1) << 2) |
          (((bitmap[k + 2 * sb]! >> bit) & 1) << 1) |
          ((bitmap[k + 3 * sb]! >> bit) & 1);
      }
      c ^= not;
      px[p] = fn === 0 ? c : fn === 1 ? px[p]! & c : fn === 2 ? px[p]! | c : px[p]! ^ c;
    }
  }
}
