/**
 * What the kernel needs from a font (`TextFont`), and the text constants and string rules every
 * font shares. DEFAULT_FONT is bitfont.ts; the stroked (.CHR) fonts are strokefont.ts.
 */
import type { BgiState } from './state.ts';

export const HORIZ_DIR = 0, VERT_DIR = 1;
export const LEFT_TEXT = 0, CENTER_TEXT = 1, RIGHT_TEXT = 2;
export const BOTTOM_TEXT = 0, TOP_TEXT = 2;

/** A font as the kernel uses it; `st` carries direction, size, justification, colour and clip. */
export interface TextFont {
  /** textwidth(): the string's extent along its direction, in pixels. */
  width(st: BgiState, s: string): number;
  /** textheight(): its extent across the direction. */
  height(st: BgiState): number;
  /** outtext/outtextxy: draw `s` with its justification point at absolute (x, y). */
  draw(st: BgiState, x: number, y: number, s: string, call: string): void;
}

/** strlen: the string stops at NUL, as C's would. */
export function cLength(s: string): number {
  const nul = s.indexOf('\0');
  return nul < 0 ? s.length : nul;
}

/** Throw unless the first `len` characters of `s` are bytes, as a C char string holds. */
export function checkBytes(s: string, len: number, call: string): void {
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase().padStart(4, '0')} at index ${i} is not a byte (use the code page 437 byte value)`);
  }
}
