/**
 * AX as TC 2.0's graphics calls leave it. A call of a function no module defines runs on where
 * TLINK linked it (compile.ts), so one with no arguments returns AX as the code before it left it:
 * after a graphics call, that call's last register work (corpus C1706: `getactivepage()`, an
 * SDL_bgi name, prints 257 after settextjustify(1, 1) and −24576 after setactivepage(0); C1710's
 * `getvisualpage()` after outtextxy picks a page that is not there). The pseudo-register _AX reads
 * the same right after the call.
 *
 * Measured (test/fixtures/bgi-oracle PAX: 400 random calls of the settings, moves and text, PAX2:
 * 400 of the drawing calls, each followed by `v = _AX`, VGAHI): each rule below held on every case
 * of its call. Not modelled (AX stays as it was): line, rectangle, the curves, fillpoly, the
 * stroked fonts, text that is clipped other than past the viewport's left, an empty string, an
 * invalid fill style (AX 088Ah there).
 */
import { clipBox, type BgiState } from '../../runtime/tc/bgi/state.ts';
import { FILL_PATTERNS } from '../../runtime/tc/bgi/fill.ts';
import { EGAVGA_MODES } from '../../runtime/tc/graphics/drivers.ts';
import type { conioWindow } from '../../runtime/tc/conio.ts';

/** AX after the call, from its arguments and the BGI's state after it (null: not modelled). */
type AxRule = (st: BgiState, a: number, b: number, c: number, d: number, text: string) => number | null;

/** AX after a text call: the map mask's last write (0F02h) when the whole string lay inside the viewport, the string's left edge when it began left of it. */
function textAx(st: BgiState, x: number, y: number, text: string): number | null {
  if (st.font !== 0 || st.direction !== 0 || st.charSize === 0 || text === '' || st.clip === 0) return null;
  const h = st.driverCell, w = text.length * h;
  const left = st.hJustify === 0 ? x : st.hJustify === 1 ? x - (w >> 1) : x - w;
  const top = st.vJustify === 0 ? y - h + 1 : st.vJustify === 1 ? y - (h >> 1) : y;
  const vw = st.viewport.right - st.viewport.left, vh = st.viewport.bottom - st.viewport.top;
  if (left >= 0 && left + w - 1 <= vw && top >= 0 && top + h - 1 <= vh) return 0x0f02;
  // (a centred string past the left measured once, one more than x − w/2: not modelled)
  return left < 0 && st.hJustify !== 1 ? left : null;
}

/** AX after putpixel and bar: the map mask's last write when a pixel was drawn, else the first x given, absolute. */
function drawnAx(st: BgiState, x0: number, y0: number, x1: number, y1: number): number {
  const c = clipBox(st), l = st.viewport.left, t = st.viewport.top;
  const drawn = l + Math.max(x0, x1) >= c.left && l + Math.min(x0, x1) <= c.right && t + Math.max(y0, y1) >= c.top && t + Math.min(y0, y1) <= c.bottom;
  return drawn ? 0x0f02 : l + x0;
}

/** Where CP's row is after the call (the driver's last move: getx/gety's y, relative to the viewport). */
const cpY: AxRule = (st) => st.cpY;

export const AX_RULES: Readonly<Record<string, AxRule>> = {
  // AH the horizontal justification, AL the vertical
  settextjustify: (_st, h, v) => (h >= 0 && h <= 2 && v >= 0 && v <= 2 ? (h << 8) | v : null),
  // the page's segment: A000h plus the page times the mode's page in paragraphs (VGAHI: A000h, A960h)
  setactivepage: (st, p) => {
    const step = EGAVGA_MODES.find((e) => e.video.bios === st.vga.biosMode)?.video.pageBytes;
    return step === undefined ? null : 0xa000 + p * (step >> 4);
  },
  // INT 10h AH=05h, AL the page
  setvisualpage: (_st, p) => 0x0500 | (p & 0xff),
  // AH the fill colour, AL the colour
  setcolor: (st, c) => (st.fillColor << 8) | (c & 0xff),
  // the colour in the top nibble; AL the pattern's last row as plane 3 takes it (the colour's bit 3)
  setfillstyle: (_st, p, c) => (p >= 0 && p <= 11 ? (c << 12) | (c & 8 ? FILL_PATTERNS[p]![7]! : 0) : null),
  setlinestyle: (_st, s) => (s >= 0 && s <= 3 ? 2 * s : null),
  setwritemode: (_st, m) => (m === 0 || m === 1 ? m : 0),
  // INT 10h AX=1000h
  setbkcolor: () => 0x1000,
  setpalette: () => 0x1000,
  setaspectratio: (_st, _x, y) => y,
  moveto: cpY,
  moverel: cpY,
  lineto: cpY,
  linerel: cpY,
  outtextxy: (st, x, y, _s, _d, text) => textAx(st, x, y, text),
  putpixel: (st, x, y) => drawnAx(st, x, y, x, y),
  bar: (st, l, t, r, b) => drawnAx(st, l, t, r, b),
  cleardevice: () => 0,
  clearviewport: () => 0,
  graphdefaults: () => 0,
  drawpoly: () => 0x8000,
  // DEFAULT_FONT's cell less 2
  settextstyle: (st, font) => (font === 0 && st.charSize > 0 ? st.driverCell - 2 : null),
  // a left-justified string moves CP last
  outtext: (st, _s, _b, _c, _d, text) => (st.hJustify === 0 ? st.cpY : textAx(st, st.cpX, st.cpY, text)),
};

/** conio's window and attribute after the call (runtime/tc/conio.ts conioWindow). */
type ConioState = ReturnType<typeof conioWindow>;

/**
 * AX as conio's calls leave it (probe AXR in test/fixtures/stack: 180 random calls of window,
 * gotoxy, clrscr, clreol, textattr, textcolor and textbackground, each followed by `t = _AX`,
 * every one as below; the harness' clrscr before the program's main makes corpus C4191's
 * `if (init_engine()) return 1;` return). clrscr and clreol end on the BIOS's calls (AH 02h,
 * 06h, AL 0); a cursor put leaves AH 02h and the column in AL; the colour calls the attribute.
 * gotoxy outside the window leaves the row it computed when that is outside, else the column; an
 * inside-out window r − l. The other windows refused are not modelled (null).
 */
export const CONIO_AX: Readonly<Record<string, (st: ConioState, a: number, b: number, c: number, d: number) => number | null>> = {
  clrscr: () => 0x0200,
  clreol: () => 0x0600,
  textattr: (st) => st.attribute,
  textcolor: (st) => st.attribute,
  textbackground: (st) => st.attribute,
  window: (st, l, t, r, b) => (st.left === l - 1 && st.top === t - 1 && st.right === r - 1 && st.bottom === b - 1 ? 0x0200 | (b - 1) : l > r ? r - l : null),
  gotoxy: (st, x, y) => {
    // (GOTOXY adds in bytes: runtime/tc/conio.ts gotoxy)
    const col = (st.left + x - 1) & 0xff, row = (st.top + y - 1) & 0xff;
    if (row < st.top || row > st.bottom) return row;
    return col < st.left || col > st.right ? col : 0x0200 | col;
  },
};
