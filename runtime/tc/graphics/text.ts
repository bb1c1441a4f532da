/**
 * Text: outtext, outtextxy, settextstyle, settextjustify, setusercharsize, gettextsettings,
 * textwidth, textheight. DEFAULT_FONT is drawn by bgi/bitfont.ts, reached through bgi/text.ts's
 * font interface; the stroked fonts live in .CHR files the program must find on the C: drive
 * (bgi/chr.ts reads them, bgi/strokefont.ts draws them): without the file settextstyle leaves
 * grFontNotFound, with a malformed one grInvalidFont.
 */
import { cString, int, obj, str } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { bgi, moveCp, setPen } from '../bgi/state.ts';
import { setBitmapStyle } from '../bgi/bitfont.ts';
import { FONT_MISSING, drawText, loadStrokedFont, textHeight, textWidth } from '../bgi/text.ts';
import {
  BOTTOM_TEXT, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, RIGHT_TEXT, TOP_TEXT,
  grError, grFontNotFound, grInvalidFont, grInvalidFontNum, type textsettingstype,
} from './constants.ts';

/**
 * TC 2.0's font table: the names of the .CHR files fonts 1 to 10 are loaded from (grapherrormsg
 * names the file; oracle P5: settextstyle(5, …) looks for SCRI.CHR, installuserfont("EURO.CHR")
 * is 9), then installuserfont's ten, 11 to 20 (oracle BI1: the eleventh is grError).
 */
const FONT_NAMES: readonly string[] = ['', 'TRIP', 'LITT', 'SANS', 'GOTH', 'SCRI', 'SIMP', 'TSCR', 'LCOM', 'EURO', 'BOLD'];
const FIRST_USER_FONT = FONT_NAMES.length, USER_FONTS = 10;
const LAST_FONT = FIRST_USER_FONT + USER_FONTS - 1;
/** A font's name in the table: the first four characters of the file name given, upper case (oracle P5: "MYF.CHR" is "MYF."). */
const FONT_NAME_LENGTH = 4;

/** void far outtextxy(int x, int y, char far *textstring) — placement and clipping: bgi/bitfont.ts. */
export function outtextxy(x: number, y: number, text: string): void {
  const m = enter(() => `outtextxy(${x},${y},${cString(text)})`);
  str('outtextxy', 3, 'textstring', text);
  int('outtextxy', 1, 'x', x);
  int('outtextxy', 2, 'y', y);
  const st = installed(m);
  if (!st) return;
  // The pen moves to (x, y) first, where an empty string leaves it (probe PTXO: 36 cases).
  setPen(st, st.viewport.left + x, st.viewport.top + y);
  drawText(st, st.viewport.left + x, st.viewport.top + y, text, 'outtextxy');
}

/**
 * void far outtext(char far *textstring)
 * At the CP; with LEFT_TEXT and HORIZ_DIR the CP then advances by textwidth (Borland help;
 * PRIMS3 10–11: otherwise it stays).
 */
export function outtext(text: string): void {
  const m = enter(() => `outtext(${cString(text)})`);
  str('outtext', 1, 'textstring', text);
  const st = installed(m);
  if (!st) return;
  // The pen moves to the CP first, where an empty string leaves it (probe PPEN: outtext("")
  // after outtextxy), then to the string's box (drawText).
  setPen(st, st.viewport.left + st.cpX, st.viewport.top + st.cpY);
  drawText(st, st.viewport.left + st.cpX, st.viewport.top + st.cpY, text, 'outtext');
  if (st.hJustify === LEFT_TEXT && st.direction === HORIZ_DIR) moveCp(st, st.cpX + textWidth(st, text), st.cpY);
}

/** void far settextjustify(int horiz, int vert) — invalid values → grError, nothing changes. */
export function settextjustify(horiz: number, vert: number): void {
  const m = enter(() => `settextjustify(${horiz},${vert})`);
  int('settextjustify', 1, 'horiz', horiz);
  int('settextjustify', 2, 'vert', vert);
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
 * PRIMS3 10: a stroked font whose .CHR file is not found → grFontNotFound and DEFAULT_FONT
 * stays; charsize 11 → no error (result 0). Probe PTS (test/fixtures/bgi-oracle/pts.txt: 840
 * calls, fonts 1–5, −1 and 11 over every direction, size and prior style): a call that fails,
 * whatever the error, still sets the direction as given and charsize 1 (so vertical text is
 * then drawn, and outtext does not move the CP); font numbers up to 10 are the font table's
 * (5–10 are SCRI.CHR … BOLD.CHR, not found on C:: grFontNotFound; oracle P5), 11–20
 * installuserfont's once it gave them, any other grInvalidFontNum.
 * A stroked font's file is looked for in initgraph's path, then the current directory (bgi/files.ts),
 * and read whenever the kernel does not hold that font already (bgi/text.ts); one that is
 * not a valid .CHR, or whose header names another font, → grInvalidFont, and fails as a missing
 * one does (oracle-gen v8: LITT.CHR with OWNC's bytes).
 * PQUERY: any direction (2 too) and any charsize (11, 12, −1) is kept as given, graphresult grOk;
 * at size 12 DEFAULT_FONT measures 8·12 a character. An invalid font number still sets the
 * direction, and charsize 1 (PQUERY: after settextstyle(0,0,0), settextstyle(−1,1,2) leaves
 * direction 1, charsize 1; the font was DEFAULT_FONT before and after). How EGAVGA.BGI takes
 * the direction and size for DEFAULT_FONT (their low bytes; a direction byte of 128..255 it
 * refuses) is bgi/bitfont.ts setBitmapStyle (probes PTD, PTSZ).
 */
export function settextstyle(font: number, direction: number, charsize: number): void {
  const m = enter(() => `settextstyle(${font},${direction},${charsize})`);
  int('settextstyle', 1, 'font', font);
  int('settextstyle', 2, 'direction', direction);
  int('settextstyle', 3, 'charsize', charsize);
  const st = installed(m);
  if (!st) return;
  const failed = (result: number): void => {
    st.result = result;
    // DEFAULT_FONT after it, whatever was in force (oracle-gen v8 N00001 6: settextstyle(1, 1, 4)
    // without TRIP.CHR after installuserfont's font 12 measures "a2I" 24 × 8)
    st.font = DEFAULT_FONT;
    st.bitmapStroked = false;
    st.direction = direction;
    st.charSize = st.drawSize = 1;
    setBitmapStyle(st, direction, 1);
  };
  if (font < DEFAULT_FONT || font > LAST_FONT) return failed(grInvalidFontNum);
  const name = font < FIRST_USER_FONT ? FONT_NAMES[font] : st.userFonts[font - FIRST_USER_FONT];
  if (name === undefined) return failed(grInvalidFontNum); // a number installuserfont has not given (oracle P5)
  const file = `${name}.CHR`;
  if (font !== DEFAULT_FONT) {
    st.fontFile = file;
    const got = loadStrokedFont(m, st, font, name, file);
    if (got !== true) return failed(got === FONT_MISSING ? grFontNotFound : grInvalidFont);
  }
  st.font = font;
  st.direction = direction;
  st.charSize = st.drawSize = charsize;
  // The kernel hands every style to the driver; a stroked font whose direction byte the driver
  // refuses (128..255) is drawn and measured as the driver's bitmap font, in the direction and
  // cell the driver kept, while gettextsettings reports the font as given (probe BI903, fonts 11
  // at −1, 255, 128 and −128: "AB" 16 × 8 and drawn in 8×8 cells; 2, 3, 127 and 256 stroked).
  st.bitmapStroked = font !== DEFAULT_FONT && (direction & 0xff) >= 0x80;
  if (font !== DEFAULT_FONT && !st.bitmapStroked && st.fontBuffer?.bytes === 0) {
    // A font whose buffer a failed load freed (bgi/text.ts loadStrokedFont) is the driver's bitmap
    // font too, in a cell of 8 at USER_CHAR_SIZE and of 0 at any other size: 8×8 glyphs that
    // advance 0 and measure 0 × 0 (probe BI907: font 13, TRIP.CHR missing, DEFAULT_FONT at sizes
    // 1–3, then font 13 at sizes 0, 1, 4 in directions 0 and 1: "QRS" 24 × 8 at size 0, 0 × 0
    // else, and one cell drawn at each place; BI906: oracle-gen v19 BI00007's and BI00026's 8 × 8)
    st.bitmapStroked = true;
    setBitmapStyle(st, direction, charsize === 0 ? 1 : 32);
    return;
  }
  if (font === DEFAULT_FONT) setBitmapStyle(st, direction, charsize);
  // and justified as if it had no extent, whatever the size (probe BI904: "QRS" put in all nine
  // justifications at sizes 1 and 4 after DEFAULT_FONT at sizes 1–3 in directions 0–2 lands
  // where LEFT_TEXT, BOTTOM_TEXT puts it)
  else if (st.bitmapStroked) st.justifyAlong = st.justifyAcross = 0;
}

/**
 * int far installuserfont(char far *name) — oracle BI1, P5: the font whose table name is the
 * first four characters of `name`, upper case ("litt.chr" and "LITT" are SMALL_FONT, "EURO.CHR"
 * 9), else a new one from 11 on, up to 20 (then grError); settextstyle with it looks for that
 * name with ".CHR" after it ("MYF.CHR" → MYF..CHR).
 */
export function installuserfont(name: string): number {
  const m = enter(() => `installuserfont(${cString(name)})`);
  str('installuserfont', 1, 'name', name);
  const st = bgi(m);
  const key = name.toUpperCase().slice(0, FONT_NAME_LENGTH);
  const own = FONT_NAMES.indexOf(key);
  if (own > 0) return own;
  const had = st.userFonts.indexOf(key);
  if (had >= 0) return FIRST_USER_FONT + had;
  if (st.userFonts.length >= USER_FONTS) {
    st.result = grError;
    return grError;
  }
  st.userFonts.push(key);
  return FIRST_USER_FONT + st.userFonts.length - 1;
}

/**
 * void far setusercharsize(int multx, int divx, int multy, int divy)
 * Scale factors for the stroked fonts, x along the string by multx/divx and y across it by
 * multy/divy, in force at once whatever size settextstyle gave, until a settextstyle with a size
 * other than USER_CHAR_SIZE (probes PSFA, PSFR; bgi/strokefont.ts). DEFAULT_FONT keeps its size but is
 * then justified as if a character were divx along the string and multy across it, until the
 * next settextstyle or graphdefaults (probe PTU; bgi/bitfont.ts).
 */
export function setusercharsize(multx: number, divx: number, multy: number, divy: number): void {
  const m = enter(() => `setusercharsize(${multx},${divx},${multy},${divy})`);
  int('setusercharsize', 1, 'multx', multx);
  int('setusercharsize', 2, 'divx', divx);
  int('setusercharsize', 3, 'multy', multy);
  int('setusercharsize', 4, 'divy', divy);
  const st = installed(m);
  if (!st) return;
  // gettextsettings then reports USER_CHAR_SIZE whatever the factors, but they are not taken,
  // graphresult untouched, when x's are not 0..getmaxx or y's 0..getmaxy, compared unsigned
  // (DOSBox probe PSFR: at VGAHI 639 and 479 are kept, 640 and 480 ignored, and so is every
  // negative one; PSFC: initgraph's getmaxx and getmaxy, VGAHI's, after setgraphmode(VGALO)
  // and VGAMED too; a probe of 257..1000 found no other bound). Then neither the stroked fonts'
  // scale nor DEFAULT_FONT's justification changes (PSFR's last cases).
  st.charSize = 0;
  const fits = (v: number, max: number): boolean => (v & 0xffff) <= max;
  if (!fits(multx, st.screen.right) || !fits(divx, st.screen.right) || !fits(multy, st.screen.bottom) || !fits(divy, st.screen.bottom)) return;
  // DEFAULT_FONT keeps settextstyle's size (probe PTS u-lines; oracle-gen G00024 2, after a
  // settextstyle that failed and left charsize 1); the stroked fonts take these factors at once,
  // whatever size settextstyle gave (PSFA, PSFR)
  st.drawSize = 0;
  st.justifyAlong = divx;
  st.justifyAcross = multy;
  st.multX = multx;
  st.divX = divx;
  st.multY = multy;
  st.divY = divy;
}

/** void far gettextsettings(struct textsettingstype far *texttypeinfo) */
export function gettextsettings(ts: textsettingstype): void {
  const m = enter(() => 'gettextsettings(&texttypeinfo)');
  obj('gettextsettings', 1, 'texttypeinfo', ts);
  const st = installed(m);
  if (!st) return;
  ts.font = st.font;
  ts.direction = st.direction;
  ts.charsize = st.charSize;
  ts.horiz = st.hJustify;
  ts.vert = st.vJustify;
}

/**
 * int far textwidth(char far *textstring) — DEFAULT_FONT: 8 × charsize × strlen (PRIMS3 10); a
 * stroked font: the sum of the characters' scaled widths from the .CHR's width table.
 */
export function textwidth(text: string): number {
  const m = enter(() => `textwidth(${cString(text)})`);
  str('textwidth', 1, 'textstring', text);
  const st = installed(m);
  return st ? textWidth(st, text) : 0;
}

/**
 * int far textheight(char far *textstring) — DEFAULT_FONT: 8 × charsize, whatever the string
 * (PRIMS3 10); a stroked font: capital top to descender bottom, scaled, whatever the string.
 */
export function textheight(text: string): number {
  const m = enter(() => `textheight(${cString(text)})`);
  str('textheight', 1, 'textstring', text);
  const st = installed(m);
  return st ? textHeight(st) : 0;
}

