/**
 * Text in the current font, for outtext/outtextxy/textwidth/textheight.
 *
 * Turbo C 2.0 has two kinds of font. DEFAULT_FONT is the driver's 8×8 bitmap font, drawn by
 * EGAVGA.BGI itself (bitfont.ts). TRIPLEX/SMALL/SANS_SERIF/GOTHIC and installuserfont's are
 * stroked fonts the kernel loads from .CHR files (chr.ts) and draws as lines (strokefont.ts). The
 * project ships no .CHR file: settextstyle finds one only if the user put it on the C: drive.
 */
import type { Machine } from '../../machine.ts';
import { DEFAULT_BITMAP_FONT } from './bitfont.ts';
import { parseChr } from './chr.ts';
import { findBgiFile } from './files.ts';
import type { TextFont } from './font.ts';
import { bgi as bgiState, type BgiState } from './state.ts';
import { strokedFont } from './strokefont.ts';

/**
 * The stroked fonts as the program sees them, by font number: what fontOf draws and measures with.
 * Kept for the run (BgiState is one per run).
 */
const loaded = new WeakMap<BgiState, Map<number, TextFont>>();
/** Each font file's bytes parsed once (a file written again is new bytes: read again). */
const parsed = new WeakMap<Uint8Array, { name: string; font: TextFont } | null>();

/** The font settextstyle selected. */
export function fontOf(st: BgiState): TextFont {
  return st.font === 0 || st.bitmapStroked ? DEFAULT_BITMAP_FONT : loaded.get(st)?.get(st.font) ?? DEFAULT_BITMAP_FONT;
}

/** Why a stroked font could not be loaded. */
export const FONT_MISSING = 'missing', FONT_INVALID = 'invalid';

/**
 * Make stroked font `font` (its table name `table`, its file `file`) loaded for this run.
 *
 * The kernel has one stroked-font buffer (BgiState.fontBuffer): the font whose file it holds is
 * not read again; another font is read from the disk each time (probe BF13: TRIP.CHR removed
 * after TRIPLEX then SANS_SERIF were loaded, TRIPLEX is then grFontNotFound). A settextstyle that
 * fails to load a file frees the buffer under its font, which stays selectable without a new read
 * but is then the driver's bitmap font until a file is read again (graphics/text.ts settextstyle:
 * 0 × 0 at a size other than USER_CHAR_SIZE, probes BI906, BI907; BF13; DOSBox: after OWNA,
 * settextstyle(TRIPLEX_FONT) without TRIP.CHR, then OWNA again: textwidth and textheight 0,
 * nothing drawn; OWNB then read, and OWNA after it, measure as before — oracle-gen v8 N00106 3,
 * where OWNB measured 0 × 0 two scenes after a missing TRIP.CHR).
 */
export function loadStrokedFont(m: Machine, st: BgiState, font: number, table: string, file: string): true | typeof FONT_MISSING | typeof FONT_INVALID {
  const buffer = st.fontBuffer;
  if (buffer?.font === font) return true; // in the buffer: not read again, freed or not
  let fonts = loaded.get(st);
  if (!fonts) loaded.set(st, (fonts = new Map()));
  const got = readStrokedFont(m, table, file);
  if (typeof got === 'object') {
    // probe PGRS: a font read into the buffer clears a pending error (graphresult grOk after it);
    // the font already there, read for nothing, leaves it (oracle-gen v9 O00079 9)
    st.result = 0;
    st.fontBuffer = { font, bytes: got.bytes };
    fonts.set(font, got.font);
    return true;
  }
  if (buffer) {
    // the buffer freed under its font: a font of no characters (made here, where the player's
    // bundle, which has no stroked font, does not reach)
    st.fontBuffer = { font: buffer.font, bytes: 0 };
    fonts.set(buffer.font, strokedFont({
      name: '', first: 0, count: 0, capital: 0, baseline: 0, descender: 0,
      widths: new Uint8Array(0), start: new Uint32Array(1), op: new Uint8Array(0), x: new Int8Array(0), y: new Int8Array(0),
    }));
  }
  return got;
}

/** Font `table`'s file `file` where the kernel finds it (bgi/files.ts), parsed. */
function readStrokedFont(m: Machine, table: string, file: string): { font: TextFont; bytes: number } | typeof FONT_MISSING | typeof FONT_INVALID {
  const bytes = findBgiFile(m, bgiState(m).path ?? '', file)?.bytes;
  if (!bytes) return FONT_MISSING;
  let chr = parsed.get(bytes);
  if (chr === undefined) {
    const c = parseChr(bytes);
    parsed.set(bytes, (chr = c && { name: c.name, font: strokedFont(c) }));
  }
  // A file whose header names another font is refused: LITT.CHR holding OWNC's bytes is
  // grInvalidFont for SMALL_FONT (oracle-gen v8 N00016 4, settextstyle(2, 1, 2): r −13), and
  // the same bytes as OWNC.CHR load for installuserfont's OWNC (probe PSFC).
  return chr && chr.name === table ? { font: chr.font, bytes: bytes.length } : FONT_INVALID;
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
