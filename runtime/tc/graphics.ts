/**
 * graphics.h — Borland's BGI as Turbo C 2.0 + EGAVGA.BGI 2.00 draw it in VGAHI (640×480×16).
 * Each function's comment opens with its C prototype. The drawing itself lives in runtime/tc/bgi/;
 * facts and test vectors are in notes/tc-bgi-facts.md §5–§9.
 *
 * Every call reports itself in C syntax when the machine is tracing. Calls other than initgraph,
 * graphresult and grapherrormsg made while graphics is not installed do nothing and leave
 * grNoInitGraph (−1) for graphresult (getters return 0). Coordinates must be integers (a NaN or a
 * fraction throws, naming the call); any integer is accepted and clipped.
 */
import { machine, type Machine } from '../machine.ts';
import { DEFAULT_PALETTE_RGB, SCREEN_W } from '../hw/vga.ts';
import { textConsole } from '../hw/textmode.ts';
import type { Ref } from './ptr.ts';
import { cString, int, intBox, notInts } from './bgi/args.ts';
import { ERROR_MESSAGES } from './bgi/errors.ts';
import { FILL_PATTERNS, patbar } from './bgi/fill.ts';
import { floodFill } from './bgi/floodfill.ts';
import { LINE_PATTERNS, drawLine } from './bgi/line.ts';
import { bgi, clipBox, MAX_COLOR, MAX_X, MAX_Y, type BgiState } from './bgi/state.ts';
import { drawText, textHeight, textWidth } from './bgi/text.ts';

// ---- constants (TC 2.0 GRAPHICS.H) ----
export const DETECT = 0, CGA = 1, MCGA = 2, EGA = 3, EGA64 = 4, EGAMONO = 5, IBM8514 = 6,
  HERCMONO = 7, ATT400 = 8, VGA = 9, PC3270 = 10;
export const VGALO = 0, VGAMED = 1, VGAHI = 2;

export const BLACK = 0, BLUE = 1, GREEN = 2, CYAN = 3, RED = 4, MAGENTA = 5, BROWN = 6,
  LIGHTGRAY = 7, DARKGRAY = 8, LIGHTBLUE = 9, LIGHTGREEN = 10, LIGHTCYAN = 11, LIGHTRED = 12,
  LIGHTMAGENTA = 13, YELLOW = 14, WHITE = 15;

export const EMPTY_FILL = 0, SOLID_FILL = 1, LINE_FILL = 2, LTSLASH_FILL = 3, SLASH_FILL = 4,
  BKSLASH_FILL = 5, LTBKSLASH_FILL = 6, HATCH_FILL = 7, XHATCH_FILL = 8, INTERLEAVE_FILL = 9,
  WIDE_DOT_FILL = 10, CLOSE_DOT_FILL = 11, USER_FILL = 12;

export const SOLID_LINE = 0, DOTTED_LINE = 1, CENTER_LINE = 2, DASHED_LINE = 3, USERBIT_LINE = 4;
export const NORM_WIDTH = 1, THICK_WIDTH = 3;

export const DEFAULT_FONT = 0, TRIPLEX_FONT = 1, SMALL_FONT = 2, SANS_SERIF_FONT = 3, GOTHIC_FONT = 4;
export const HORIZ_DIR = 0, VERT_DIR = 1;
export const LEFT_TEXT = 0, CENTER_TEXT = 1, RIGHT_TEXT = 2;
export const BOTTOM_TEXT = 0, TOP_TEXT = 2;

export const COPY_PUT = 0, XOR_PUT = 1, OR_PUT = 2, AND_PUT = 3, NOT_PUT = 4;

export const grOk = 0, grNoInitGraph = -1, grNotDetected = -2, grFileNotFound = -3,
  grInvalidDriver = -4, grNoLoadMem = -5, grNoScanMem = -6, grNoFloodMem = -7,
  grFontNotFound = -8, grNoFontMem = -9, grInvalidMode = -10, grError = -11, grIOerror = -12,
  grInvalidFont = -13, grInvalidFontNum = -14, grInvalidVersion = -18;

export interface viewporttype {
  left: number;
  top: number;
  right: number;
  bottom: number;
  clip: number;
}

// ---- helpers ----

/** The BGI state when graphics is installed; otherwise records grNoInitGraph and returns null. */
function installed(m: Machine): BgiState | null {
  const st = bgi(m);
  if (st.installed) return st;
  st.result = grNoInitGraph;
  return null;
}

/**
 * Every entry point starts here: one machine() lookup (it counts library calls) and, only when
 * tracing, the call in C syntax (drawing calls are hot, so the text is built lazily).
 */
function enter(describe: () => string): Machine {
  const m = machine();
  if (m.tracing) m.trace(describe());
  return m;
}

/** graphdefaults(), in GRAPHICS.LIB's order (notes §5). */
function graphdefaults(st: BgiState): void {
  st.viewport = { left: 0, top: 0, right: MAX_X, bottom: MAX_Y };
  st.clip = true;
  st.vga.resetPalette(); // setallpalette(getdefaultpalette())
  setBackground(st, 0);
  st.color = MAX_COLOR;
  st.userFill.fill(0xff); // setfillpattern(8×0xFF, getmaxcolor())
  st.fillStyle = SOLID_FILL;
  st.fillColor = MAX_COLOR;
  st.lineStyle = SOLID_LINE;
  st.linePattern = LINE_PATTERNS[SOLID_LINE]!;
  st.userLinePattern = 0xffff;
  st.thickness = NORM_WIDTH;
  st.font = DEFAULT_FONT;
  st.direction = HORIZ_DIR;
  st.charSize = 1;
  st.hJustify = LEFT_TEXT;
  st.vJustify = TOP_TEXT;
  st.writeMode = COPY_PUT;
  st.cpX = 0;
  st.cpY = 0;
}

/** setbkcolor's effect: palette entry 0 becomes the default palette's colour `c`. */
function setBackground(st: BgiState, c: number): void {
  st.bkcolor = c;
  const rgb = DEFAULT_PALETTE_RGB;
  st.vga.setPaletteRgb(0, rgb[c * 3]!, rgb[c * 3 + 1]!, rgb[c * 3 + 2]!);
}

// ---- initialisation ----

/**
 * void far initgraph(int far *graphdriver, int far *graphmode, char far *pathtodriver)
 * DETECT finds the VGA and picks its highest mode, VGAHI; both are written back. The driver sets
 * mode 12h without the no-clear bit, so the screen is cleared to colour 0 (notes §5). Only the
 * VGA/VGAHI pair this machine has is supported: other drivers or modes throw.
 */
export function initgraph(graphdriver: Ref<number>, graphmode: Ref<number>, path: string): void {
  const m = enter(() => `initgraph(&${graphdriver.value},&${graphmode.value},${cString(path)})`);
  const gd = graphdriver.value;
  if (gd === DETECT) {
    graphdriver.value = VGA;
    graphmode.value = VGAHI;
  } else if (gd !== VGA || graphmode.value !== VGAHI) {
    throw new Error(`initgraph: only DETECT or VGA/VGAHI is supported, got driver ${gd}, mode ${graphmode.value}`);
  }
  const st = bgi(m);
  const vga = m.vga;
  textConsole(vga).leave();
  vga.clear(0);
  st.installed = true;
  graphdefaults(st);
  st.result = grOk;
}

/**
 * void far closegraph(void)
 * Back to the mode before initgraph: 80×25 text (runtime/hw/textmode.ts), whose mode set clears the screen.
 */
export function closegraph(): void {
  const m = enter(() => 'closegraph()');
  const st = installed(m);
  if (!st) return;
  st.installed = false;
  textConsole(m.vga).enter();
}

/** int far graphresult(void) — returns the last error code and resets it to grOk. */
export function graphresult(): number {
  const m = enter(() => 'graphresult()');
  const st = bgi(m);
  const r = st.result;
  st.result = grOk;
  return r;
}

/** char *far grapherrormsg(int errorcode) — unknown codes throw. */
export function grapherrormsg(errorcode: number): string {
  enter(() => `grapherrormsg(${errorcode})`);
  const msg = ERROR_MESSAGES.get(errorcode);
  if (msg === undefined) throw new Error(`grapherrormsg: no message for error code ${errorcode}`);
  return msg;
}

/** void far cleardevice(void) — clears the screen to colour 0 and moves the CP to (0,0). */
export function cleardevice(): void {
  const m = enter(() => 'cleardevice()');
  const st = installed(m);
  if (!st) return;
  m.vga.clear(0);
  st.cpX = 0;
  st.cpY = 0;
}

/** int far getmaxx(void) */
export function getmaxx(): number {
  const m = enter(() => 'getmaxx()');
  return installed(m) ? MAX_X : 0;
}

/** int far getmaxy(void) */
export function getmaxy(): number {
  const m = enter(() => 'getmaxy()');
  return installed(m) ? MAX_Y : 0;
}

/** int far getmaxcolor(void) */
export function getmaxcolor(): number {
  const m = enter(() => 'getmaxcolor()');
  return installed(m) ? MAX_COLOR : 0;
}

// ---- colours ----

/** void far setcolor(int color) — the planar driver uses the low 4 bits. */
export function setcolor(color: number): void {
  const m = enter(() => `setcolor(${color})`);
  int('setcolor', 'color', color);
  const st = installed(m);
  if (st) st.color = color & 15;
}

/** int far getcolor(void) */
export function getcolor(): number {
  const m = enter(() => 'getcolor()');
  const st = installed(m);
  return st ? st.color : 0;
}

/**
 * void far setbkcolor(int color)
 * Palette entry 0 (what colour-0 pixels show) becomes colour `color` of the default palette.
 * Out of 0..getmaxcolor() → grError, nothing changes.
 */
export function setbkcolor(color: number): void {
  const m = enter(() => `setbkcolor(${color})`);
  int('setbkcolor', 'color', color);
  const st = installed(m);
  if (!st) return;
  if (color < 0 || color > MAX_COLOR) {
    st.result = grError;
    return;
  }
  setBackground(st, color);
}

/** int far getbkcolor(void) */
export function getbkcolor(): number {
  const m = enter(() => 'getbkcolor()');
  const st = installed(m);
  return st ? st.bkcolor : 0;
}

// ---- pixels ----

/** Is the absolute point (ax, ay) inside the clip rectangle (the screen, when clipping is off)? */
function inClip(st: BgiState, ax: number, ay: number): boolean {
  const c = clipBox(st);
  return ax >= c.left && ax <= c.right && ay >= c.top && ay <= c.bottom;
}

/** void far putpixel(int x, int y, int color) — viewport-relative; skipped outside the clip rectangle. */
export function putpixel(x: number, y: number, color: number): void {
  const m = enter(() => `putpixel(${x},${y},${color})`);
  int('putpixel', 'x', x);
  int('putpixel', 'y', y);
  int('putpixel', 'color', color);
  const st = installed(m);
  if (!st) return;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  if (!inClip(st, ax, ay)) return;
  const vga = m.vga;
  vga.pixels[ay * SCREEN_W + ax] = color & 15;
  vga.touch(ax, ay, ax, ay);
}

/** unsigned far getpixel(int x, int y) — viewport-relative, not clipped; off-screen reads 0. */
export function getpixel(x: number, y: number): number {
  const m = enter(() => `getpixel(${x},${y})`);
  int('getpixel', 'x', x);
  int('getpixel', 'y', y);
  const st = installed(m);
  if (!st) return 0;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  if (ax < 0 || ax > MAX_X || ay < 0 || ay > MAX_Y) return 0;
  return m.vga.pixels[ay * SCREEN_W + ax]!;
}

// ---- lines ----

/** void far line(int x1, int y1, int x2, int y2) — the CP does not move. */
export function line(x1: number, y1: number, x2: number, y2: number): void {
  const m = enter(() => `line(${x1},${y1},${x2},${y2})`);
  int('line', 'x1', x1);
  int('line', 'y1', y1);
  int('line', 'x2', x2);
  int('line', 'y2', y2);
  const st = installed(m);
  if (!st) return;
  const { left, top } = st.viewport;
  drawLine(st, left + x1, top + y1, left + x2, top + y2);
}

/** void far lineto(int x, int y) — from the CP to (x,y), which becomes the CP. */
export function lineto(x: number, y: number): void {
  const m = enter(() => `lineto(${x},${y})`);
  int('lineto', 'x', x);
  int('lineto', 'y', y);
  const st = installed(m);
  if (st) lineFromCp(st, x, y);
}

/** void far linerel(int dx, int dy) — from the CP to CP+(dx,dy), which becomes the CP. */
export function linerel(dx: number, dy: number): void {
  const m = enter(() => `linerel(${dx},${dy})`);
  int('linerel', 'dx', dx);
  int('linerel', 'dy', dy);
  const st = installed(m);
  if (st) lineFromCp(st, st.cpX + dx, st.cpY + dy);
}

/** A line from the CP to viewport point (x, y), which becomes the CP. */
function lineFromCp(st: BgiState, x: number, y: number): void {
  const { left, top } = st.viewport;
  drawLine(st, left + st.cpX, top + st.cpY, left + x, top + y);
  st.cpX = x;
  st.cpY = y;
}

/** void far moveto(int x, int y) */
export function moveto(x: number, y: number): void {
  const m = enter(() => `moveto(${x},${y})`);
  int('moveto', 'x', x);
  int('moveto', 'y', y);
  const st = installed(m);
  if (!st) return;
  st.cpX = x;
  st.cpY = y;
}

/** int far getx(void) — the CP, viewport-relative. */
export function getx(): number {
  const m = enter(() => 'getx()');
  const st = installed(m);
  return st ? st.cpX : 0;
}

/** int far gety(void) */
export function gety(): number {
  const m = enter(() => 'gety()');
  const st = installed(m);
  return st ? st.cpY : 0;
}

/**
 * void far rectangle(int left, int top, int right, int bottom)
 * Four line() calls in GRAPHICS.LIB's order (notes §6): each corner is drawn twice, so in
 * XOR_PUT the corners vanish.
 */
export function rectangle(l: number, t: number, r: number, b: number): void {
  const m = enter(() => `rectangle(${l},${t},${r},${b})`);
  intBox('rectangle', l, t, r, b);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  drawLine(st, ox + l, oy + t, ox + r, oy + t);
  drawLine(st, ox + r, oy + t, ox + r, oy + b);
  drawLine(st, ox + r, oy + b, ox + l, oy + b);
  drawLine(st, ox + l, oy + b, ox + l, oy + t);
}

/**
 * void far setlinestyle(int linestyle, unsigned upattern, int thickness)
 * Invalid style or thickness → grError, nothing changes (Borland help).
 */
export function setlinestyle(style: number, upattern: number, thickness: number): void {
  const m = enter(() => `setlinestyle(${style},${upattern},${thickness})`);
  int('setlinestyle', 'linestyle', style);
  int('setlinestyle', 'upattern', upattern);
  int('setlinestyle', 'thickness', thickness);
  const st = installed(m);
  if (!st) return;
  if (style < SOLID_LINE || style > USERBIT_LINE || (thickness !== NORM_WIDTH && thickness !== THICK_WIDTH)) {
    st.result = grError;
    return;
  }
  st.lineStyle = style;
  if (style === USERBIT_LINE) st.userLinePattern = upattern & 0xffff;
  st.linePattern = style === USERBIT_LINE ? st.userLinePattern : LINE_PATTERNS[style]!;
  st.thickness = thickness;
}

/**
 * void far setwritemode(int mode)
 * COPY_PUT or XOR_PUT, for lines only (line, lineto, linerel, rectangle). Other values throw.
 */
export function setwritemode(mode: number): void {
  const m = enter(() => `setwritemode(${mode})`);
  int('setwritemode', 'mode', mode);
  const st = installed(m);
  if (!st) return;
  if (mode !== COPY_PUT && mode !== XOR_PUT) throw new Error(`setwritemode: mode must be COPY_PUT or XOR_PUT, got ${mode}`);
  st.writeMode = mode;
}

// ---- fills ----

/** void far bar(int left, int top, int right, int bottom) — no outline; pattern + fill colour. */
export function bar(l: number, t: number, r: number, b: number): void {
  const m = enter(() => `bar(${l},${t},${r},${b})`);
  intBox('bar', l, t, r, b);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  patbar(st, ox + l, oy + t, ox + r, oy + b);
}

/**
 * void far setfillstyle(int pattern, int color)
 * Pattern outside EMPTY_FILL..USER_FILL → grError, nothing changes (Borland help). USER_FILL uses
 * the pattern last given to setfillpattern. The colour's low 4 bits are used.
 */
export function setfillstyle(pattern: number, color: number): void {
  // enter() by hand: in TETRIS.C's PaintBoard loop its closure was made on every call (about
  // 20 MB of garbage per 12-minute game, with floodfill's). Same trace text.
  const m = machine();
  if (m.tracing) m.traceCall('setfillstyle', pattern, color);
  if (!(Number.isInteger(pattern) && Number.isInteger(color))) notInts('setfillstyle', ['pattern', 'color'], pattern, color);
  const st = installed(m);
  if (!st) return;
  if (pattern < EMPTY_FILL || pattern > USER_FILL) {
    st.result = grError;
    return;
  }
  st.fillStyle = pattern;
  st.fillColor = color & 15;
}

/** void far setfillpattern(char far *upattern, int color) — 8 row bytes, bit 0x80 leftmost. */
export function setfillpattern(upattern: ArrayLike<number>, color: number): void {
  const m = enter(() => `setfillpattern({${Array.from(upattern).join(',')}},${color})`);
  int('setfillpattern', 'color', color);
  if (upattern.length < 8) throw new Error(`setfillpattern: the pattern needs 8 bytes, got ${upattern.length}`);
  for (let i = 0; i < 8; i++) int('setfillpattern', `upattern[${i}]`, upattern[i]!);
  const st = installed(m);
  if (!st) return;
  for (let i = 0; i < 8; i++) st.userFill[i] = upattern[i]! & 0xff;
  st.fillStyle = USER_FILL;
  st.fillColor = color & 15;
}

/**
 * void far floodfill(int x, int y, int border)
 * Border fill from the viewport-relative seed (bgi/floodfill.ts). A seed outside the clip
 * rectangle or on the border colour does nothing; a full flood stack leaves grNoFloodMem (−7).
 */
export function floodfill(x: number, y: number, border: number): void {
  const m = machine(); // enter() by hand, as in setfillstyle
  if (m.tracing) m.traceCall('floodfill', x, y, border);
  // TETRIS.C's PaintBoard calls this ~200 000 times a game: one test here, the messages out of line.
  if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(border))) notInts('floodfill', ['x', 'y', 'border'], x, y, border);
  const st = installed(m);
  if (!st) return;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  // BGIOVR: a seed outside the clip rectangle is ignored without an error.
  const c = clipBox(st);
  if (ax < c.left || ax > c.right || ay < c.top || ay > c.bottom) return;
  if (floodFill(st, ax, ay, border & 15, c) === 'overflow') st.result = grNoFloodMem;
}

/** The 8×8 rows of the predefined fill patterns, EMPTY_FILL..CLOSE_DOT_FILL. */
export { FILL_PATTERNS };

// ---- viewport ----

/**
 * void far setviewport(int left, int top, int right, int bottom, int clip)
 * Absolute screen coordinates; the CP moves to the viewport's (0,0). A box not on the screen or
 * inside out → grError, nothing changes (Borland help).
 */
export function setviewport(l: number, t: number, r: number, b: number, clip: number): void {
  const m = enter(() => `setviewport(${l},${t},${r},${b},${clip})`);
  intBox('setviewport', l, t, r, b);
  int('setviewport', 'clip', clip);
  const st = installed(m);
  if (!st) return;
  if (l < 0 || t < 0 || r > MAX_X || b > MAX_Y || l > r || t > b) {
    st.result = grError;
    return;
  }
  st.viewport = { left: l, top: t, right: r, bottom: b };
  st.clip = clip !== 0;
  st.cpX = 0;
  st.cpY = 0;
}

/** void far getviewsettings(struct viewporttype far *viewport) */
export function getviewsettings(vp: viewporttype): void {
  const m = enter(() => 'getviewsettings(&vp)');
  const st = installed(m);
  if (!st) return;
  vp.left = st.viewport.left;
  vp.top = st.viewport.top;
  vp.right = st.viewport.right;
  vp.bottom = st.viewport.bottom;
  vp.clip = st.clip ? 1 : 0;
}

// ---- text ----

/** void far outtextxy(int x, int y, char far *textstring) — see bgi/text.ts for clipping. */
export function outtextxy(x: number, y: number, text: string): void {
  const m = enter(() => `outtextxy(${x},${y},${cString(text)})`);
  int('outtextxy', 'x', x);
  int('outtextxy', 'y', y);
  const st = installed(m);
  if (!st) return;
  drawText(st, st.viewport.left + x, st.viewport.top + y, text, 'outtextxy');
}

/**
 * void far outtext(char far *textstring)
 * At the CP; with LEFT_TEXT and HORIZ_DIR the CP then advances by textwidth (Borland help).
 */
export function outtext(text: string): void {
  const m = enter(() => `outtext(${cString(text)})`);
  const st = installed(m);
  if (!st) return;
  drawText(st, st.viewport.left + st.cpX, st.viewport.top + st.cpY, text, 'outtext');
  if (st.hJustify === LEFT_TEXT && st.direction === HORIZ_DIR) st.cpX += textWidth(st, text);
}

/** void far settextjustify(int horiz, int vert) — invalid values → grError, nothing changes. */
export function settextjustify(horiz: number, vert: number): void {
  const m = enter(() => `settextjustify(${horiz},${vert})`);
  int('settextjustify', 'horiz', horiz);
  int('settextjustify', 'vert', vert);
  const st = installed(m);
  if (!st) return;
  if (horiz < LEFT_TEXT || horiz > RIGHT_TEXT || vert < BOTTOM_TEXT || vert > TOP_TEXT) {
    st.result = grError;
    return;
  }
  st.hJustify = horiz;
  st.vJustify = vert;
}

/**
 * void far settextstyle(int font, int direction, int charsize)
 * DEFAULT_FONT only: the stroked fonts need .CHR files and a renderer this runtime does not have,
 * so asking for one throws. A font number outside 0..10 → grInvalidFontNum; a direction other than
 * HORIZ_DIR/VERT_DIR → grError; charsize must be 1..10 (otherwise throws).
 */
export function settextstyle(font: number, direction: number, charsize: number): void {
  const m = enter(() => `settextstyle(${font},${direction},${charsize})`);
  int('settextstyle', 'font', font);
  int('settextstyle', 'direction', direction);
  int('settextstyle', 'charsize', charsize);
  const st = installed(m);
  if (!st) return;
  if (font < 0 || font > 10) {
    st.result = grInvalidFontNum;
    return;
  }
  if (font !== DEFAULT_FONT) throw new Error(`settextstyle: stroked font ${font} is not supported (DEFAULT_FONT only)`);
  if (direction !== HORIZ_DIR && direction !== VERT_DIR) {
    st.result = grError;
    return;
  }
  if (charsize < 1 || charsize > 10) throw new Error(`settextstyle: charsize must be 1..10 for DEFAULT_FONT, got ${charsize}`);
  st.font = font;
  st.direction = direction;
  st.charSize = charsize;
}

/** int far textwidth(char far *textstring) — 8 × charsize × strlen. */
export function textwidth(text: string): number {
  const m = enter(() => `textwidth(${cString(text)})`);
  const st = installed(m);
  return st ? textWidth(st, text) : 0;
}

/** int far textheight(char far *textstring) — 8 × charsize. */
export function textheight(text: string): number {
  const m = enter(() => `textheight(${cString(text)})`);
  const st = installed(m);
  return st ? textHeight(st) : 0;
}
