/** graphics.h's constants and structs, as TC 2.0's GRAPHICS.H defines them. */

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
export const USER_CHAR_SIZE = 0;
export const LEFT_TEXT = 0, CENTER_TEXT = 1, RIGHT_TEXT = 2;
export const BOTTOM_TEXT = 0, TOP_TEXT = 2;

export const COPY_PUT = 0, XOR_PUT = 1, OR_PUT = 2, AND_PUT = 3, NOT_PUT = 4;

export const MAXCOLORS = 15;

export const grOk = 0, grNoInitGraph = -1, grNotDetected = -2, grFileNotFound = -3,
  grInvalidDriver = -4, grNoLoadMem = -5, grNoScanMem = -6, grNoFloodMem = -7,
  grFontNotFound = -8, grNoFontMem = -9, grInvalidMode = -10, grError = -11, grIOerror = -12,
  grInvalidFont = -13, grInvalidFontNum = -14, grInvalidDeviceNum = -15, grInvalidVersion = -18;

/** struct viewporttype */
export interface viewporttype {
  left: number;
  top: number;
  right: number;
  bottom: number;
  clip: number;
}

/** struct arccoordstype: the centre and the end points of the last arc, circle, ellipse or pie. */
export interface arccoordstype {
  x: number;
  y: number;
  xstart: number;
  ystart: number;
  xend: number;
  yend: number;
}

/** struct palettetype { unsigned char size; signed char colors[MAXCOLORS+1]; } */
export interface palettetype {
  size: number;
  colors: number[];
}

/** struct linesettingstype */
export interface linesettingstype {
  linestyle: number;
  upattern: number;
  thickness: number;
}

/** struct fillsettingstype */
export interface fillsettingstype {
  pattern: number;
  color: number;
}

/** struct textsettingstype */
export interface textsettingstype {
  font: number;
  direction: number;
  charsize: number;
  horiz: number;
  vert: number;
}

/** An empty struct of each kind, for ports that declare one (`struct arccoordstype ac;`). */
export const arccoords = (): arccoordstype => ({ x: 0, y: 0, xstart: 0, ystart: 0, xend: 0, yend: 0 });
export const viewport = (): viewporttype => ({ left: 0, top: 0, right: 0, bottom: 0, clip: 0 });
export const palette = (): palettetype => ({ size: 0, colors: new Array<number>(MAXCOLORS + 1).fill(0) });
export const linesettings = (): linesettingstype => ({ linestyle: 0, upattern: 0, thickness: 0 });
export const fillsettings = (): fillsettingstype => ({ pattern: 0, color: 0 });
export const textsettings = (): textsettingstype => ({ font: 0, direction: 0, charsize: 0, horiz: 0, vert: 0 });
