/**
 * graphics.h — Borland's BGI as Turbo C 2.0 + EGAVGA.BGI 2.00 draw it in VGAHI (640×480×16).
 * Each function's comment opens with its C prototype.
 *
 * SKELETON: signatures are final; bodies are being written (see runtime/tc/bgi/).
 */
import type { Ref } from './ptr.ts';

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

function notYet(name: string): never {
  throw new Error(`graphics.h ${name}: not implemented yet`);
}

/** void far initgraph(int far *graphdriver, int far *graphmode, char far *pathtodriver) */
export function initgraph(_graphdriver: Ref<number>, _graphmode: Ref<number>, _path: string): void { notYet('initgraph'); }
/** void far closegraph(void) */
export function closegraph(): void { notYet('closegraph'); }
/** int far graphresult(void) — returns and clears the last error. */
export function graphresult(): number { return notYet('graphresult'); }
/** char *far grapherrormsg(int errorcode) */
export function grapherrormsg(_errorcode: number): string { return notYet('grapherrormsg'); }
/** void far cleardevice(void) */
export function cleardevice(): void { notYet('cleardevice'); }
/** int far getmaxx(void) */
export function getmaxx(): number { return notYet('getmaxx'); }
/** int far getmaxy(void) */
export function getmaxy(): number { return notYet('getmaxy'); }
/** int far getmaxcolor(void) */
export function getmaxcolor(): number { return notYet('getmaxcolor'); }
/** void far setcolor(int color) */
export function setcolor(_color: number): void { notYet('setcolor'); }
/** int far getcolor(void) */
export function getcolor(): number { return notYet('getcolor'); }
/** void far setbkcolor(int color) */
export function setbkcolor(_color: number): void { notYet('setbkcolor'); }
/** void far putpixel(int x, int y, int color) */
export function putpixel(_x: number, _y: number, _color: number): void { notYet('putpixel'); }
/** unsigned far getpixel(int x, int y) */
export function getpixel(_x: number, _y: number): number { return notYet('getpixel'); }
/** void far line(int x1, int y1, int x2, int y2) */
export function line(_x1: number, _y1: number, _x2: number, _y2: number): void { notYet('line'); }
/** void far lineto(int x, int y) */
export function lineto(_x: number, _y: number): void { notYet('lineto'); }
/** void far linerel(int dx, int dy) */
export function linerel(_dx: number, _dy: number): void { notYet('linerel'); }
/** void far moveto(int x, int y) */
export function moveto(_x: number, _y: number): void { notYet('moveto'); }
/** void far rectangle(int left, int top, int right, int bottom) */
export function rectangle(_l: number, _t: number, _r: number, _b: number): void { notYet('rectangle'); }
/** void far bar(int left, int top, int right, int bottom) */
export function bar(_l: number, _t: number, _r: number, _b: number): void { notYet('bar'); }
/** void far setfillstyle(int pattern, int color) */
export function setfillstyle(_pattern: number, _color: number): void { notYet('setfillstyle'); }
/** void far setfillpattern(char far *upattern, int color) */
export function setfillpattern(_upattern: ArrayLike<number>, _color: number): void { notYet('setfillpattern'); }
/** void far floodfill(int x, int y, int border) */
export function floodfill(_x: number, _y: number, _border: number): void { notYet('floodfill'); }
/** void far setviewport(int left, int top, int right, int bottom, int clip) */
export function setviewport(_l: number, _t: number, _r: number, _b: number, _clip: number): void { notYet('setviewport'); }
/** void far getviewsettings(struct viewporttype far *viewport) */
export function getviewsettings(_vp: viewporttype): void { notYet('getviewsettings'); }
/** void far outtextxy(int x, int y, char far *textstring) */
export function outtextxy(_x: number, _y: number, _text: string): void { notYet('outtextxy'); }
/** void far outtext(char far *textstring) */
export function outtext(_text: string): void { notYet('outtext'); }
/** void far settextjustify(int horiz, int vert) */
export function settextjustify(_horiz: number, _vert: number): void { notYet('settextjustify'); }
/** void far settextstyle(int font, int direction, int charsize) */
export function settextstyle(_font: number, _direction: number, _charsize: number): void { notYet('settextstyle'); }
/** int far textwidth(char far *textstring) */
export function textwidth(_text: string): number { return notYet('textwidth'); }
/** int far textheight(char far *textstring) */
export function textheight(_text: string): number { return notYet('textheight'); }
/** void far setlinestyle(int linestyle, unsigned upattern, int thickness) */
export function setlinestyle(_style: number, _upattern: number, _thickness: number): void { notYet('setlinestyle'); }
/** void far setwritemode(int mode) */
export function setwritemode(_mode: number): void { notYet('setwritemode'); }
