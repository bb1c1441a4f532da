/**
 * Text in the current font, for outtext/outtextxy/textwidth/textheight.
 *
 * Turbo C 2.0 has two kinds of font. DEFAULT_FONT is the driver's 8×8 bitmap font, drawn by
 * EGAVGA.BGI itself (bitfont.ts). TRIPLEX/SMALL/SANS_SERIF/GOTHIC and installuserfont's are
 * stroked fonts the kernel loads from .CHR files (chr.ts) and draws as lines (strokefont.ts). The
 * project ships no .CHR file: settextstyle finds one only if the user put it on the C: drive.
 */
import type { Machine } from '../../machine.ts';
import { driveOf } from '../../dos/drive.ts';
import { DEFAULT_BITMAP_FONT } from './bitfont.ts';
import { parseChr } from './chr.ts';
import type { TextFont } from './font.ts';
import type { BgiState } from './state.ts';
import { strokedFont } from './strokefont.ts';

/**
 * The stroked fonts as the program sees them, by font number: what fontOf draws and measures with.
 * Kept for the run (BgiState is one per run).
 */
const loaded = new WeakMap<BgiState, Map<number, TextFont>>();
/** Each font file read and parsed once a run (the kernel reads it again; the bytes are the same). */
const parsed = new WeakMap<BgiState, Map<number, TextFont>>();

/**
 * The kernel's one stroked-font buffer: the font whose file it holds, read again when another font
 * was read since. A settextstyle that fails to load a file frees it under that font, which stays
 * selectable without a new read but measures 0 × 0 and draws nothing until a file is read again
 * (DOSBox: after OWNA, settextstyle(TRIPLEX_FONT) without TRIP.CHR, then OWNA again: textwidth and
 * textheight 0, nothing drawn; OWNB then read, and OWNA after it, measure as before — oracle-gen v8
 * N00106 3, where OWNB measured 0 × 0 two scenes after a missing TRIP.CHR).
 */
const owners = new WeakMap<BgiState, number>();

/** The font settextstyle selected. */
export function fontOf(st: BgiState): TextFont {
  return st.font === 0 ? DEFAULT_BITMAP_FONT : loaded.get(st)?.get(st.font) ?? DEFAULT_BITMAP_FONT;
}

/** Why a stroked font could not be loaded. */
export const FONT_MISSING = 'missing', FONT_INVALID = 'invalid';

/**
 * Make stroked font `font` (its table name `table`, its file `file`) loaded for this run: from the cache, else read from
 * the C: drive. TC looks in initgraph's path and then in the current directory; on this machine
 * both are the C: drive, so a directory in the name (`c:\tc\TRIP.CHR`) is dropped and only the
 * file name looked up. A name DOS could not hold is a file not found.
 */
export function loadStrokedFont(m: Machine, st: BgiState, font: number, table: string, file: string): true | typeof FONT_MISSING | typeof FONT_INVALID {
  const owner = owners.get(st);
  if (owner === font) return true; // in the buffer: not read again, freed or not
  let fonts = loaded.get(st);
  if (!fonts) loaded.set(st, (fonts = new Map()));
  const got = readStrokedFont(m, st, font, table, file);
  if (got === true) {
    // probe PGRS: a font read into the buffer clears a pending error (graphresult grOk after it);
    // the font already there, read for nothing, leaves it (oracle-gen v9 O00079 9)
    st.result = 0;
    owners.set(st, font);
    fonts.set(font, parsed.get(st)!.get(font)!);
  } else if (owner !== undefined) {
    // the buffer freed under its font: a font of no characters (made here, where the player's
    // bundle, which has no stroked font, does not reach)
    fonts.set(owner, strokedFont({
      name: '', first: 0, count: 0, capital: 0, baseline: 0, descender: 0,
      widths: new Uint8Array(0), start: new Uint32Array(1), op: new Uint8Array(0), x: new Int8Array(0), y: new Int8Array(0),
    }));
  }
  return got;
}

function readStrokedFont(m: Machine, st: BgiState, font: number, table: string, file: string): true | typeof FONT_MISSING | typeof FONT_INVALID {
  let fonts = parsed.get(st);
  if (fonts?.has(font)) return true;
  const name = file.replace(/^.*[\\/:]/, '');
  let bytes: Uint8Array | undefined;
  try {
    bytes = driveOf(m).read(name);
  } catch {
    bytes = undefined; // not an 8.3 name
  }
  if (!bytes) return FONT_MISSING;
  const chr = parseChr(bytes);
  // A file whose header names another font is refused: LITT.CHR holding OWNC's bytes is
  // grInvalidFont for SMALL_FONT (oracle-gen v8 N00016 4, settextstyle(2, 1, 2): r −13), and
  // the same bytes as OWNC.CHR load for installuserfont's OWNC (probe PSFC).
  if (!chr || chr.name !== table) return FONT_INVALID;
  if (!fonts) parsed.set(st, (fonts = new Map()));
  fonts.set(font, strokedFont(chr));
  return true;
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
