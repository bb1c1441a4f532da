/**
 * Borland's stroked font files (.CHR), as the BGI kernel reads them for settextstyle. The project
 * ships none (TRIP.CHR, LITT.CHR, SANS.CHR and GOTH.CHR are Borland's): a program finds the ones
 * its user put on the C: drive.
 *
 * The format, from its public descriptions (Borland's BGI toolkit notes as retold by the File
 * Format List's CHR entry and the ModdingWiki "BGI Stroked Font" page):
 *
 *   "PK" 08 08 "BGI " description…  0x1A     the loader looks for the 0x1A in the first 256 bytes
 *   u16 header size  char[4] name  u16 data size  u8 major  u8 minor  u16 min. version  (zeros)
 *   at header size (0x80 in Borland's files), the font header:
 *     +0  '+'            a stroked font
 *     +1  u16 count      characters in the file
 *     +3  (undefined)
 *     +4  u8 first       code of the first character
 *     +5  u16 strokes    offset of the stroke definitions, from the font header
 *     +7  u8 scan flag
 *     +8  i8 capital     height from the origin to the top of a capital
 *     +9  i8 baseline    height from the origin to the baseline
 *     +10 i8 descender   height from the origin to the bottom of a descender (negative)
 *     +11 char[4] name, +15 (undefined)
 *     +16 u16[count]     each character's strokes, from the stroke definitions
 *     …   u8[count]      each character's width (its advance)
 *   strokes: two bytes each, the top bit of each byte the op, the low 7 bits a signed coordinate
 *   (x in the first byte, y in the second, y up): 1,0 move to (x, y); 1,1 draw to (x, y);
 *   0,0 the character's end; 0,1 "scan" (for fonts with the scan flag; no known font uses it).
 *
 * tools/chr-font.mjs writes files in this layout (the test fonts OWNA.CHR… of the DOSBox probes
 * PSF*, which Turbo C 2.0's installuserfont loaded as it loads Borland's).
 *
 * Everything is bounds-checked: a file that does not hold what it claims is `null` here, which
 * settextstyle reports as grInvalidFont.
 */

/** A stroke command: pen up to the point, or a line from the pen to it. */
export const MOVE = 1, DRAW = 2;

/** A parsed stroked font: per character, a run of commands in flat typed arrays. */
export interface ChrFont {
  /** The file header's four-character name (settextstyle takes the file only for the font of that name). */
  readonly name: string;
  /** The code of the first character and how many there are. */
  readonly first: number;
  readonly count: number;
  /** Heights from the origin, font units, y up: capital top, baseline, descender bottom. */
  readonly capital: number;
  readonly baseline: number;
  readonly descender: number;
  /** Advance of character `first + i`, font units. */
  readonly widths: Uint8Array;
  /** Character i's commands are op/x/y[start[i] .. start[i + 1] − 1]. */
  readonly start: Uint32Array;
  readonly op: Uint8Array;
  readonly x: Int8Array;
  readonly y: Int8Array;
}

/** Where the 0x1A ending the description may be: within the file's first 256 bytes. */
const DESCRIPTION_LIMIT = 256;
/** The font header's fixed part, before the offset table. */
const FONT_HEADER = 16;

/** Parse a .CHR file; null when it is not a stroked font file or any offset leads outside it. */
export function parseChr(b: Uint8Array): ChrFont | null {
  if (b.length < 4 || b[0] !== 0x50 || b[1] !== 0x4b) return null; // "PK"
  const eof = b.indexOf(0x1a, 2);
  if (eof < 0 || eof >= DESCRIPTION_LIMIT || eof + 3 > b.length) return null;
  const hs = u16(b, eof + 1); // where the font header is, from the file's start
  if (hs + FONT_HEADER > b.length || b[hs] !== 0x2b) return null; // '+'
  const count = u16(b, hs + 1);
  const first = b[hs + 4]!;
  const strokes = hs + u16(b, hs + 5);
  const offsets = hs + FONT_HEADER;
  const widthsAt = offsets + 2 * count;
  if (widthsAt + count > b.length || strokes > b.length) return null;

  // First pass: every character's run must end (0,0) inside the file.
  const start = new Uint32Array(count + 1);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const n = runLength(b, strokes + u16(b, offsets + 2 * i));
    if (n < 0) return null;
    start[i] = total;
    total += n;
  }
  start[count] = total;

  const op = new Uint8Array(total);
  const x = new Int8Array(total);
  const y = new Int8Array(total);
  for (let i = 0; i < count; i++) {
    let at = strokes + u16(b, offsets + 2 * i);
    for (let k = start[i]!, end = start[i + 1]!; k < end; at += 2) {
      const b1 = b[at]!, b2 = b[at + 1]!;
      if (!(b1 & 0x80)) continue; // a scan command: nothing to draw (not measured: no font has one)
      op[k] = b2 & 0x80 ? DRAW : MOVE;
      x[k] = signed7(b1);
      y[k] = signed7(b2);
      k++;
    }
  }
  return {
    name: String.fromCharCode(...b.subarray(eof + 3, eof + 7)),
    first, count,
    capital: signed8(b[hs + 8]!), baseline: signed8(b[hs + 9]!), descender: signed8(b[hs + 10]!),
    widths: b.slice(widthsAt, widthsAt + count),
    start, op, x, y,
  };
}

/** How many move/draw commands the run at `at` holds before its end; −1 if it leaves the file. */
function runLength(b: Uint8Array, at: number): number {
  let n = 0;
  for (; at + 1 < b.length; at += 2) {
    const b1 = b[at]!, b2 = b[at + 1]!;
    if (!(b1 & 0x80)) {
      if (!(b2 & 0x80)) return n; // end
      continue; // scan
    }
    n++;
  }
  return -1;
}

function u16(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8);
}

function signed8(v: number): number {
  return (v ^ 0x80) - 0x80;
}

/** The low 7 bits as a two's-complement number (−64..63). */
function signed7(v: number): number {
  return ((v & 0x7f) ^ 0x40) - 0x40;
}
