/** graphics.h's constants and structs, as TC 2.0's GRAPHICS.H defines them. */

// Each constant a port names is a `const` of its own, which the tables below name in turn: a page's
// bundle keeps only the ones it uses (destructured from the tables, all of them and the tables
// stayed in the player: 1.5 KB gzip, bench figure 5).
export const DETECT = 0, CGA = 1, MCGA = 2, EGA = 3, EGA64 = 4, EGAMONO = 5, IBM8514 = 6, HERCMONO = 7, ATT400 = 8, VGA = 9, PC3270 = 10;
export const CGAHI = 4, EGALO = 0, EGAHI = 1, VGALO = 0, VGAMED = 1, VGAHI = 2;
export const BLACK = 0, BLUE = 1, GREEN = 2, CYAN = 3, RED = 4, MAGENTA = 5, BROWN = 6, LIGHTGRAY = 7, DARKGRAY = 8, LIGHTBLUE = 9, LIGHTGREEN = 10, LIGHTCYAN = 11, LIGHTRED = 12, LIGHTMAGENTA = 13, YELLOW = 14, WHITE = 15;
export const EMPTY_FILL = 0, SOLID_FILL = 1, LINE_FILL = 2, LTSLASH_FILL = 3, SLASH_FILL = 4, BKSLASH_FILL = 5, LTBKSLASH_FILL = 6, HATCH_FILL = 7, XHATCH_FILL = 8, INTERLEAVE_FILL = 9, WIDE_DOT_FILL = 10, CLOSE_DOT_FILL = 11, USER_FILL = 12;
export const SOLID_LINE = 0, DOTTED_LINE = 1, CENTER_LINE = 2, DASHED_LINE = 3, USERBIT_LINE = 4;
export const NORM_WIDTH = 1, THICK_WIDTH = 3;
export const DEFAULT_FONT = 0, TRIPLEX_FONT = 1, SMALL_FONT = 2, SANS_SERIF_FONT = 3, GOTHIC_FONT = 4;
export const HORIZ_DIR = 0, VERT_DIR = 1, USER_CHAR_SIZE = 0, MAXCOLORS = 15;
export const LEFT_TEXT = 0, CENTER_TEXT = 1, RIGHT_TEXT = 2, BOTTOM_TEXT = 0, TOP_TEXT = 2;
export const COPY_PUT = 0, XOR_PUT = 1, OR_PUT = 2, AND_PUT = 3, NOT_PUT = 4;
export const grOk = 0, grNoInitGraph = -1, grNotDetected = -2, grFileNotFound = -3, grInvalidDriver = -4, grNoLoadMem = -5, grNoScanMem = -6, grNoFloodMem = -7, grFontNotFound = -8, grNoFontMem = -9, grInvalidMode = -10, grError = -11, grIOerror = -12, grInvalidFont = -13, grInvalidFontNum = -14, grInvalidDeviceNum = -15, grInvalidVersion = -18;

/**
 * graphics.h's enums and constants, the one table the C header (cc/front/headers.ts) is made
 * from: each enum by its tag, its names in order with their values.
 */
export const GRAPHICS_ENUMS = {
  graphics_drivers: { DETECT, CGA, MCGA, EGA, EGA64, EGAMONO, IBM8514, HERCMONO, ATT400, VGA, PC3270, CURRENT_DRIVER: -1 },
  graphics_modes: {
    CGAC0: 0, CGAC1: 1, CGAC2: 2, CGAC3: 3, CGAHI, MCGAC0: 0, MCGAC1: 1, MCGAC2: 2, MCGAC3: 3, MCGAMED: 4, MCGAHI: 5, EGALO, EGAHI,
    EGA64LO: 0, EGA64HI: 1, EGAMONOHI: 0, HERCMONOHI: 0, ATT400C0: 0, ATT400C1: 1, ATT400C2: 2, ATT400C3: 3, ATT400MED: 4, ATT400HI: 5,
    VGALO, VGAMED, VGAHI, PC3270HI: 0, IBM8514LO: 0, IBM8514HI: 1,
  },
  CGA_COLORS: { CGA_LIGHTGREEN: 1, CGA_LIGHTRED: 2, CGA_YELLOW: 3, CGA_LIGHTCYAN: 1, CGA_LIGHTMAGENTA: 2, CGA_WHITE: 3, CGA_GREEN: 1, CGA_RED: 2, CGA_BROWN: 3, CGA_CYAN: 1, CGA_MAGENTA: 2, CGA_LIGHTGRAY: 3 },
  EGA_COLORS: {
    EGA_BLACK: 0, EGA_BLUE: 1, EGA_GREEN: 2, EGA_CYAN: 3, EGA_RED: 4, EGA_MAGENTA: 5, EGA_BROWN: 20, EGA_LIGHTGRAY: 7, EGA_DARKGRAY: 56,
    EGA_LIGHTBLUE: 57, EGA_LIGHTGREEN: 58, EGA_LIGHTCYAN: 59, EGA_LIGHTRED: 60, EGA_LIGHTMAGENTA: 61, EGA_YELLOW: 62, EGA_WHITE: 63,
  },
  fill_patterns: {
    EMPTY_FILL, SOLID_FILL, LINE_FILL, LTSLASH_FILL, SLASH_FILL, BKSLASH_FILL, LTBKSLASH_FILL, HATCH_FILL,
    XHATCH_FILL, INTERLEAVE_FILL, WIDE_DOT_FILL, CLOSE_DOT_FILL, USER_FILL,
  },
  line_styles: { SOLID_LINE, DOTTED_LINE, CENTER_LINE, DASHED_LINE, USERBIT_LINE },
  line_widths: { NORM_WIDTH, THICK_WIDTH },
  font_names: { DEFAULT_FONT, TRIPLEX_FONT, SMALL_FONT, SANS_SERIF_FONT, GOTHIC_FONT },
  text_just: { LEFT_TEXT, CENTER_TEXT, RIGHT_TEXT, BOTTOM_TEXT, TOP_TEXT },
  putimage_ops: { COPY_PUT, XOR_PUT, OR_PUT, AND_PUT, NOT_PUT },
  graphics_errors: {
    grOk, grNoInitGraph, grNotDetected, grFileNotFound, grInvalidDriver, grNoLoadMem, grNoScanMem,
    grNoFloodMem, grFontNotFound, grNoFontMem, grInvalidMode, grError, grIOerror, grInvalidFont,
    grInvalidFontNum, grInvalidDeviceNum, grInvalidVersion,
  },
} satisfies Record<string, Record<string, number>>;

/** The sixteen colours (enum COLORS), which conio.h declares too. */
export const COLOR_NAMES = {
  BLACK, BLUE, GREEN, CYAN, RED, MAGENTA, BROWN, LIGHTGRAY, DARKGRAY, LIGHTBLUE, LIGHTGREEN,
  LIGHTCYAN, LIGHTRED, LIGHTMAGENTA, YELLOW, WHITE,
};

/** graphics.h's constants that are #defines, not enums. */
export const GRAPHICS_DEFINES = { HORIZ_DIR, VERT_DIR, USER_CHAR_SIZE, MAXCOLORS };

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
