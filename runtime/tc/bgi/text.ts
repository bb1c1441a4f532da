/**
 * Text in the current font, for outtext/outtextxy/textwidth/textheight.
 *
 * Turbo C 2.0 has two kinds of font. DEFAULT_FONT is the driver's 8×8 bitmap font, drawn by
 * EGAVGA.BGI itself (bitfont.ts). TRIPLEX/SMALL/SANS_SERIF/GOTHIC are stroked fonts the kernel
 * loads from .CHR files and draws as lines; the project ships no .CHR file, so settextstyle leaves
 * grFontNotFound and DEFAULT_FONT stays. A stroked font is to be one more `TextFont` (font.ts) with
 * its own widths, height, justification and clipping, chosen here by `st.font`.
 */
import { DEFAULT_BITMAP_FONT } from './bitfont.ts';
import type { TextFont } from './font.ts';
import type { BgiState } from './state.ts';

/** The font settextstyle selected: only DEFAULT_FONT can be selected for now (no .CHR files). */
export function fontOf(_st: BgiState): TextFont {
  return DEFAULT_BITMAP_FONT;
}

/** textwidth() of `s` in the current font. */
export function textWidth(st: BgiState, s: string): number {
  return fontOf(st).width(st, s);
}

/** textheight() in the current font. */
export function textHeight(st: BgiState): number {
  return fontOf(st).height(st);
}

/** Draw `s` in the current font with its justification point at absolute (x, y). */
export function drawText(st: BgiState, x: number, y: number, s: string, call: string): void {
  fontOf(st).draw(st, x, y, s, call);
}
