/**
 * DEFAULT_FONT: the 8×8 bitmap font EGAVGA.BGI 2.00 draws itself (docs/TURBO-C-FACTS.md#the-default-font), at charsize n as n×n
 * blocks, HORIZ_DIR left to right or VERT_DIR turned 90° counter-clockwise reading upward.
 */
import { SCREEN_W } from '../../hw/vga.ts';
import { SEGMENT_PIXELS } from './video.ts';
import { ROW, TALL } from './row.ts';
import { FONT8X8 } from '../font8x8.ts';
import { int16, uint16 } from '../int.ts';
import { BOTTOM_TEXT, CENTER_TEXT, HORIZ_DIR, RIGHT_TEXT, VERT_DIR, checkBytes, cLength, type TextFont } from './font.ts';
import { clipBox, setPen, type BgiState } from './state.ts';

/**
 * settextstyle as the driver takes it (its TEXTSTYLE call), for DEFAULT_FONT and for a stroked
 * font that failed to load. The driver gets the direction's low byte and the charsize's low byte
 * (DOSBox probes E1–E6 and PTD; 256 behaves as 0, 257 as 1, −1 as 255):
 * - a direction byte of 128..255 it refuses: it keeps the direction and size it had, and the
 *   kernel keeps, to justify by, the size it asked for, 8 × the size byte (charsize 0 is 0 there:
 *   the string is then justified as if it had no extent).
 * - otherwise it keeps the byte as its direction: 0 HORIZ_DIR, 1 VERT_DIR, 2..127 a third way, the
 *   glyphs turned as VERT_DIR's but laid left to right as HORIZ_DIR's (bitfont's drawBitmapText).
 *   Its cell is 8 × the size byte (0 is 1) in a byte: charsize 31 is 248 pixels, 32 is 0, 33 is 8,
 *   40 is 64, −1 is 248; textwidth and textheight measure by it and the kernel justifies by it.
 * graphresult stays grOk, and gettextsettings reports the direction and charsize as given.
 */
export function setBitmapStyle(st: BgiState, direction: number, charsize: number): void {
  const dir = direction & 0xff, size = charsize & 0xff;
  if (dir >= 0x80) {
    st.justifyAlong = st.justifyAcross = 8 * size;
    return;
  }
  st.driverDirection = dir;
  st.driverCell = (8 * (size || 1)) & 0xff;
  st.justifyAlong = st.justifyAcross = st.driverCell;
}

/**
 * The glyph pixels' multiplier for the driver's cell. A cell of 0 (charsize 32, 64…) draws the
 * glyphs at size 1 and advances 0 (probe E5: two characters at charsize 32 light one 8×8 cell).
 */
function blockOf(cell: number): number {
  return cell >> 3 || 1;
}

export const DEFAULT_BITMAP_FONT: TextFont = {
  /**
   * textwidth(): the driver's cell per character (PRIMS3 10: "Ag0" is 24, 48, 72, 96, 120 at
   * sizes 1..5; probe E5: 0 at charsize 32, 8·31 at −1), in every direction.
   */
  width(st, s) {
    return st.driverCell * cLength(s);
  },

  /** textheight(): the driver's cell whatever the string (PRIMS3 10: sizes 1..10 give 8..80). */
  height(st) {
    return st.driverCell;
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
 * Clipping, by whole characters, against the clip box's right and bottom edges only (the screen's
 * when clipping is off); on the left and top the driver compares the cell's corner unsigned, so a
 * character is cut there only by the screen (a negative coordinate), never by the viewport. HORIZ_DIR:
 * nothing is drawn when the row does not fit vertically, and the string stops at the first
 * character whose cell does not fit horizontally (so one starting left of the screen draws
 * nothing). VERT_DIR: nothing when the column does not fit horizontally, and every character whose
 * cell does not fit vertically is skipped, the rest drawn (one below the clip box or above the
 * screen). Probe pclip (2016 cases: 5-character strings of full blocks swept across each edge of a
 * small viewport and of the screen, clip on and off, both directions, sizes 1–2) and probe ptext
 * (900 random strings: every size, direction, justification, viewport, position) match DOSBox
 * pixel for pixel. It agrees with PRIMS p2 ("Neg" at x=−4 draws nothing, "Bottom" at y=476 draws
 * nothing, 95 characters at x=0 draw 80) and PRIMS3 10–11 ("Clip" at size 3 ends after "Cli", a
 * VERT_DIR "Vert" whose 't' starts above the screen draws "Ver").
 */
function drawBitmapText(st: BgiState, x: number, y: number, s: string, call: string): void {
  const len = cLength(s);
  checkBytes(s, len, call);
  if (len === 0) return;
  const cell = st.driverCell;
  const n = blockOf(cell);
  // (HERC.BGI: each glyph row TALL more times from charsize 2 on, the step along the string the
  // cell's: probe HT2, row.ts)
  const ny = n > 1 ? n + TALL : n;
  // VERT_DIR lays the cells upward; any other direction byte but HORIZ_DIR lays them left to
  // right with the glyphs turned as VERT_DIR's (probes E1, E3: direction 2..127).
  const vertical = st.driverDirection === VERT_DIR;
  const turned = st.driverDirection !== HORIZ_DIR;
  const h = vertical ? cell * len : cell;
  // The box the justification moves by: the kernel's character size (setBitmapStyle) times the
  // string's length along it, laid as the driver lays the string; after setusercharsize divX a
  // character along the string and multY across it, whatever the size drawn (probe PTU: 900
  // cases, sizes 0-4, factors 0-10, all exact; before it 445 of the first 700 differed). The cells
  // themselves and textwidth/textheight keep the driver's size (probe PTD: 1000 cases after
  // directions the driver refused, where the two differ).
  const along = st.justifyAlong * len;
  const across = st.justifyAcross;
  const jw = vertical ? across : along, jh = vertical ? along : across;
  if (st.hJustify === CENTER_TEXT) x -= (jw >> 1) - 1;
  else if (st.hJustify === RIGHT_TEXT || vertical) x -= jw;
  if (st.vJustify === BOTTOM_TEXT) y -= jh;
  else if (st.vJustify === CENTER_TEXT) y -= jh >> 1;
  // The driver is moved to the box's corner to draw, whether any character fits or not: the pen
  // stays there (lines.ts lineFromCp; probe PTXL).
  setPen(st, x, y);

  // The first character's cell and the step to the next, 16-bit ints as the driver's (oracle-gen
  // v10 P00137 6: VERT_DIR text justified from y −32768 lays a cell at 32384, drawn from row 435)
  let cx = int16(x), cy = int16(vertical ? y + h - cell : y);
  const dx = vertical ? 0 : cell, dy = vertical ? -cell : 0;
  const clip = clipBox(st);
  const px = st.vga.pixels;
  const color = st.color & 15;
  // A cell fits when its top-left corner, taken unsigned as the driver's compare takes it (a
  // negative coordinate is past every edge), is at most the clip box's right (bottom) edge less
  // the cell's size less one, that limit a 16-bit word too: with a clip box narrower than the cell
  // it wraps to a large number and every on-screen corner passes (ptext2 case 302: a 72-pixel
  // cell drawn below a 6-row viewport). Only those two edges are the clip box's: the left and top
  // are the screen's. A cell the test lets through past the screen's right or bottom edge is
  // written where video memory takes it (offScreenGlyph); one left of or above the screen is not
  // drawn (probe PTW: 700 cases, 105 of them drawing such cells, all exact).
  // The test takes the glyph's extent, the cell's but 8 in a cell of 0 (probe PTSZ case 389: a
  // charsize 64 character 2 pixels left of the clip box's right edge is not drawn).
  const ext = 8 * n, extY = 8 * ny;
  // (below the edge less the extent less 2, a word: at 0 nothing passes — probe PTNX: a clip box
  // whose right edge is 6 draws no cell, 4 and 2 draw every on-screen one; oracle-gen v9 O03030 6)
  const fitsX = (cx: number): boolean => uint16(cx) < uint16(clip.right - ext + 2);
  const fitsY = (cy: number): boolean => uint16(cy) < uint16(clip.bottom - extY + 2);
  const onScreen = (cx: number, cy: number): boolean => cx >= 0 && cy >= 0 && cx + ext - 1 <= st.screen.right && cy + extY - 1 <= st.screen.bottom;
  let drawn = 0, lo = Infinity, hi = -Infinity, wrapped = false;
  if (vertical ? !fitsX(cx) : !fitsY(cy)) return;
  for (let i = 0; i < len; i++, cx = int16(cx + dx), cy = int16(cy + dy)) {
    if (vertical) {
      if (!fitsY(cy)) continue; // VERT_DIR skips the characters that do not fit
    } else if (!fitsX(cx)) break; // HORIZ_DIR stops at the first
    if (!onScreen(cx, cy)) {
      // The driver's coordinates are 16-bit ints: one past 32767 is negative there (left of or
      // above the screen, not drawn), e.g. a long string's cells, or a port's x of 2^31.
      if (cx >= 0 && cy >= 0) {
        offScreenGlyph(st.vga.memory, st.vga.pixels.byteOffset - st.vga.memory.byteOffset, s.charCodeAt(i), cx, cy, n, ny, color, turned);
        wrapped = true;
      } else if (!vertical && cx < 0) {
        // A row's cell the test let through left of the screen ends the string (probe PTSZ case
        // 185: a 248-pixel cell at x −34 in a 142-pixel clip box, and the next cell, on the
        // screen, not drawn either).
        break;
      }
      continue;
    }
    glyph(px, s.charCodeAt(i), cx, cy, n, ny, color, turned);
    drawn++;
    lo = Math.min(lo, vertical ? cy : cx);
    hi = Math.max(hi, (vertical ? cy + extY : cx + ext) - 1);
  }
  if (wrapped) st.vga.touch(0, 0, st.screen.right, st.screen.bottom);
  if (drawn === 0) return;
  if (vertical) st.vga.touch(x, lo, x + ext - 1, hi);
  else st.vga.touch(lo, y, hi, y + extY - 1);
}

/** The driver's bytes a row in the segment (80, whatever the mode's height). */
const ROW_BYTES = SCREEN_W / 8;

/**
 * A cell the clip test let through although it is not wholly on the screen, written where the
 * driver's addresses put it: the active page is a segment of its own (A000h plus the page's
 * paragraphs: probe PGN), row y's byte at y·80 + x/8 in it, 16-bit, so a row running past the
 * right edge goes on at the next row's left, and one past the offset's 64K wraps to the page's
 * top (probe PTW; oracle-gen G01075 8, G00164 4). Rows past the page's own are the next pages'
 * (oracle-gen v17 BG00125 7, probe PVT1: VGALO text drawn on page 0 down to row 717 is read on
 * page 3); what lies past A000:FFFF is no video memory and keeps nothing (probe BX1: 32 cases in
 * VGALO and VGAMED on every page, each plane's 64K compared). `px` is video memory from A000:0000
 * (Vga.memory), `page` the active page's first pixel in it.
 */
function offScreenGlyph(px: Uint8Array, page: number, code: number, x: number, y: number, n: number, ny: number, color: number, turned: boolean): void {
  litCells(code, turned, (cx, cy) => {
    for (let sy = 0; sy < ny; sy++) {
      for (let sx = 0, bit = x + cx * n; sx < n; sx++, bit++) {
        const at = page + (((y + cy * ny + sy) * ROW_BYTES + (bit >> 3)) & 0xffff) * 8 + (bit & 7);
        if (at < SEGMENT_PIXELS) px[at] = color;
      }
    }
  });
}

/**
 * Each lit bit of glyph `code` as the cell column and row it lands on (0..7). `turned` turns it
 * 90° counter-clockwise (PRIMS3 10–11): glyph row gy becomes cell column gy and glyph column gx
 * cell row 7 − gx, so the glyph's top is at the cell's left and its first column at the cell's
 * bottom.
 */
function litCells(code: number, turned: boolean, each: (cx: number, cy: number) => void): void {
  for (let gy = 0; gy < 8; gy++) {
    const bits = FONT8X8[code * 8 + gy]!;
    for (let k = LIT_AT[bits]!, end = LIT_AT[bits + 1]!; k < end; k++) {
      const gx = LIT_X[k]!;
      if (turned) each(gy, 7 - gx);
      else each(gx, gy);
    }
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

/** One 8×8 glyph scaled n wide and ny tall into the cell whose top-left is (x, y), turned as litCells says. */
function glyph(px: Uint8Array, code: number, x: number, y: number, n: number, ny: number, color: number, turned: boolean): void {
  if (n === 1 && !turned) {
    // The common case (every string the game draws): one store per lit bit, found by table.
    for (let gy = 0, row = y * ROW + x; gy < 8; gy++, row += ROW) {
      const bits = FONT8X8[code * 8 + gy]!;
      for (let k = LIT_AT[bits]!, end = LIT_AT[bits + 1]!; k < end; k++) px[row + LIT_X[k]!] = color;
    }
    return;
  }
  litCells(code, turned, (cx, cy) => {
    for (let sy = 0, row = (y + cy * ny) * ROW + x + cx * n; sy < ny; sy++, row += ROW) px.fill(color, row, row + n);
  });
}
