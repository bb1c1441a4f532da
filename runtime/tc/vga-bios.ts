/**
 * INT 10h in the 16- and 4-colour graphics modes as DOSBox 0.74's BIOS (machine=svga_s3) serves
 * them to a program that calls it (int10_modes.cpp, int10_put_pixel.cpp, int10_char.cpp): the
 * CGA modes 04h/05h (320×200, 4 colours) and 06h (640×200, 2 colours) in B800's interleaved
 * memory, the planar modes 0Dh, 0Eh, 10h and 12h at A000; their mode sets, pixels (AH=0Ch/0Dh),
 * characters (AH=09h/0Ah, the teletype AH=0Eh, the string AH=13h), cursors and pages
 * (AH=02h/03h/05h), scrolls (AH=06h/07h) and the BIOS data area's fields. Facts: the probes CGA1
 * and EGA1 (test/fixtures/oracle-files). Only compiled programs reach it (bios-extra.ts).
 *
 * The pixels are Vga's expanded memory, one byte a pixel: y·width + x from the page's start (a
 * CGA mode's 2 or 1 bits a pixel are unpacked there, the planes' bits as vga-ports.ts keeps them).
 */
import { DEFAULT_ATTRIBUTES, egaColour, MODE_0EH, MODE_10H, MODE_12H, type VideoMode } from '../hw/vga.ts';
import { textConsole } from '../hw/textmode.ts';
import { FONT8X16 } from '../hw/font8x16.ts';
import type { Machine } from '../machine.ts';
import { VGA_ROM_BYTES, VGA_ROM_FONT_AT, vgaRomByte, vgaRomFont } from '../bios/vga-rom.ts';
import { fontsOf, programMemory } from './bios-fonts.ts';
import { biosFont8x8, MODE_13H } from './mode13h.ts';
import { repeatFromCursor, teletypeOn } from './bios-teletype.ts';
import { beyondPages } from './bios-text.ts';

/** How a mode keeps its pixels: 2 bits a pixel at B800, 1 bit at B800, four planes at A000, or a byte a pixel at A000 (13h). */
type Kind = 'cga4' | 'cga2' | 'ega' | 'vga';

/** A graphics mode as DOSBox's mode table and mode set make it (probes CGA1, EGA1: the data area after AH=00h). */
export interface BiosMode {
  readonly video: VideoMode;
  readonly kind: Kind;
  /** Text columns and rows (0040:004A, 0040:0084 + 1), the glyphs' height (0040:0085). */
  readonly cols: number;
  readonly rows: number;
  readonly charH: number;
  /** A page's bytes (0040:004C); the mode control and palette bytes a CGA mode's set leaves (0040:0065, 0066: the other modes keep them, VB2, M13A). */
  readonly pageSize: number;
  readonly control: number;
  readonly palette: number;
  /** The DAC the mode set loads: the CGA's 16 colours (200 lines) or the EGA's 64. */
  readonly cgaDac: boolean;
  /** Attribute register 12h (plane enable): 01h in mode 06h, else 0Fh. */
  readonly planes: number;
  /** The miscellaneous output register (3CCh): 63h at 200 lines, A3h at 350, E3h at 480. */
  readonly misc: number;
  /** The pages the BIOS counts (AH=09h/0Ah take BH modulo them: VB2, 12h's BH=1 draws on page 0), not the BGI's. */
  readonly pages: number;
}

/** Mode 11h: mode 12h's but its palette registers (00h, then 3Fh) and one page. */
export const MODE_11H: VideoMode = { ...MODE_12H, bios: 0x11, pages: 1, attributes: [0, ...Array<number>(15).fill(0x3f)] };

/** Modes 04h/05h's palette registers (CGA1: 00 13 15 17, then 02 04 06 07 10–17). */
const CGA4_ATTRIBUTES = [0x00, 0x13, 0x15, 0x17, 0x02, 0x04, 0x06, 0x07, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17];
/** The 200-line 16-colour modes' registers (EGA1 0Dh, 0Eh: 00–07, 10–17). */
const CGA16_ATTRIBUTES = [0, 1, 2, 3, 4, 5, 6, 7, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17];

const cga = (bios: number, width: number, attributes: number[]): VideoMode => ({ bios, width, height: 200, pages: 1, pageBytes: 0x4000, attributes });
const mode = (video: VideoMode, kind: Kind, cols: number, charH: number, pageSize: number, control: number, palette = 0x30): BiosMode => ({
  video, kind, cols, rows: Math.floor(video.height / charH), charH, pageSize, control, palette, pages: video.bios === 0x12 ? 1 : video.pages,
  cgaDac: video.height === 200, planes: kind === 'cga2' ? 0x01 : 0x0f, misc: video.height === 200 ? 0x63 : video.height === 350 ? 0xa3 : 0xe3,
});

/** The modes, by number. */
export const BIOS_MODES: ReadonlyMap<number, BiosMode> = new Map([
  [0x04, mode(cga(0x04, 320, CGA4_ATTRIBUTES), 'cga4', 40, 8, 0x4000, 0x2a)],
  [0x05, mode(cga(0x05, 320, CGA4_ATTRIBUTES), 'cga4', 40, 8, 0x4000, 0x2e)],
  [0x06, mode(cga(0x06, 640, [0, ...Array<number>(15).fill(0x17)]), 'cga2', 80, 8, 0x4000, 0x1e, 0x3f)],
  [0x0d, mode({ bios: 0x0d, width: 320, height: 200, pages: 8, pageBytes: 0x2000, attributes: CGA16_ATTRIBUTES }, 'ega', 40, 8, 0x2000, 0x29)],
  [0x0e, mode(MODE_0EH, 'ega', 80, 8, 0x4000, 0x29)],
  [0x10, mode(MODE_10H, 'ega', 80, 14, 0x8000, 0x29)],
  [0x12, mode(MODE_12H, 'ega', 80, 16, 0xa000, 0x29)],
  // 640×480 in 2 colours as DOSBox 0.74 makes it (oracle vgagen2: the registers after AX=0011h): mode
  // 12h's planes and pixels (AH=0Dh reads all four), its attribute registers 1–15 3Fh
  [0x11, mode(MODE_11H, 'ega', 80, 16, 0xa000, 0x29)],
]);

/**
 * Mode 13h for the calls its own code (bios-extra.ts, mode13h.ts) leaves to these: the cursors of
 * pages 1–7, AH=08h and AH=13h's teletype (probe M13D).
 */
export const MODE_13H_BIOS: BiosMode = { ...mode(MODE_13H, 'vga', 40, 8, 0x2000, 0x29), pages: 1, cgaDac: false };

/** The mode the machine is in, when it is one of these (its cells as the data area gives them: cellsOf). */
export function biosModeOf(m: Machine): BiosMode | undefined {
  // the mode's number first: text mode's (most B800 reads, conio's programs) has no entry, and asks the console nothing
  const b = BIOS_MODES.get(m.vga.biosMode);
  return b && !textConsole(m.vga).active ? cellsOf(m, b) : undefined;
}

/**
 * The DAC the 200-line modes load (CGA1, EGA1: entries 0–63): entry v is the CGA colour of its
 * bits 0–2 with bit 4 as the intensity (bits 3 and 5 ignored), brown at 6.
 */
export const CGA_DAC = new Uint8Array(64 * 3);
for (let v = 0; v < 64; v++) CGA_DAC.set(egaColour(DEFAULT_ATTRIBUTES[(v & 7) | ((v & 0x10) >> 1)]!), v * 3);

/**
 * The BIOS state of one machine in these modes: the active page (0040:0062), the cursors of
 * pages 1–7 (page 0's is the console's: DOS's output and the data area read it there), B800's
 * second 16 KB in the CGA modes (RAM: CGA1 reads back what was written at B800:4001), and the
 * RAM at B0000–BFFFF a planar mode's page reaches past A000's 64 KB (DOSBox maps A0000–AFFFF
 * only: EGA1, mode 12h's page 1 from row 307 on reads colour 0Fh after a pixel is put there).
 */
interface State {
  page: number;
  cursors: Uint16Array;
  cgaHigh: Uint8Array;
  ram: Uint8Array;
  /** CGA.BGI's screen as its drawing sees it, 640 pixels a row, while it draws (graphics/cga.ts): B800h's writes go there too. */
  shadow?: Uint8Array | null;
}
const states = new WeakMap<Machine, State>();
export const stateOf = (m: Machine): State =>
  states.get(m) ?? (states.set(m, { page: 0, cursors: new Uint16Array(8), cgaHigh: new Uint8Array(0x4000), ram: new Uint8Array(0x10000) }), states.get(m)!);

/** Page `p`'s cursor, row << 8 | column. */
export function cursorOf(m: Machine, p: number): number {
  const con = textConsole(m.vga);
  if (p > 7) return beyondPages(m, p);
  return p === 0 ? ((con.row & 0xff) << 8) | (con.col & 0xff) : stateOf(m).cursors[p]!;
}

function setCursor(m: Machine, p: number, row: number, col: number): void {
  if (p > 7) return void beyondPages(m, p, ((row & 0xff) << 8) | (col & 0xff));
  if (p === 0) {
    const con = textConsole(m.vga);
    con.row = row & 0xff;
    con.col = col & 0xff;
  } else stateOf(m).cursors[p] = ((row & 0xff) << 8) | (col & 0xff);
}

// ---- memory ----------------------------------------------------------------------------------

/** The pixel index and bit shift of B800:o's first pixel, and the pixels a byte holds (4 or 8). */
function cgaPlace(m: Machine, o: number): [number, number] {
  const w = m.vga.width, row = ((o & 0x1fff) / 80 | 0) * 2 + (o >> 13), x = (o & 0x1fff) % 80 * (w === 320 ? 4 : 8);
  return [row * w + x, row];
}

/** A byte of B800:o (o < 8000h) in a CGA mode: its pixels packed, two bits (04h/05h) or one (06h) each, the leftmost highest. */
export function cgaRead(m: Machine, o: number): number {
  o &= 0xffff;
  if (o >= 0x8000) return vgaRomByte(o - 0x8000); // B800:8000 is C000:0000, the video BIOS's ROM
  if (o >= 0x4000) return stateOf(m).cgaHigh[o - 0x4000]!;
  const [at] = cgaPlace(m, o), mem = m.vga.memory;
  let v = 0;
  if (m.vga.width === 320) for (let k = 0; k < 4; k++) v = (v << 2) | (mem[at + k]! & 3);
  else for (let k = 0; k < 8; k++) v = (v << 1) | (mem[at + k]! & 1);
  return v;
}

export function cgaWrite(m: Machine, o: number, v: number): void {
  o &= 0xffff;
  if (o >= 0x8000) return;
  if (o >= 0x4000) {
    stateOf(m).cgaHigh[o - 0x4000] = v & 0xff;
    return;
  }
  const [at, row] = cgaPlace(m, o), mem = m.vga.memory, wide = m.vga.width === 320;
  const n = wide ? 4 : 8;
  for (let k = 0; k < n; k++) mem[at + k] = wide ? (v >> (6 - 2 * k)) & 3 : (v >> (7 - k)) & 1;
  if (row < 200) {
    const x = at - row * m.vga.width, shadow = stateOf(m).shadow;
    if (shadow) shadow.set(mem.subarray(at, at + n), row * 640 + x);
    m.vga.touch(x, row, x + n - 1, row);
  }
}

/** A planar mode's byte at A0000 + o: the VGA's 64 KB through its registers, past them RAM to BFFFF, then the video BIOS's ROM (C8000 on: DOS's data, not modelled, 00h). */
function planarRead(m: Machine, o: number): number {
  if (o < 0x10000) return m.videoMemory!.read(o);
  return o < 0x20000 ? stateOf(m).ram[o - 0x10000]! : o < 0x28000 ? vgaRomByte(o - 0x20000) : 0;
}

function planarWrite(m: Machine, o: number, v: number): void {
  if (o < 0x10000) m.videoMemory!.write(o, v);
  else if (o < 0x20000) stateOf(m).ram[o - 0x10000] = v & 0xff;
}

const gc = (m: Machine, index: number, v: number): void => {
  m.portOut(0x3ce, index);
  m.portOut(0x3cf, v);
};

// ---- pixels ----------------------------------------------------------------------------------

/** CGA byte offset of pixel (x, y), 16 bits as DOSBox's BIOS computes it (odd rows 8 KB on). */
const cgaOffset = (x: number, y: number, perByte: number): number => ((y >> 1) * 80 + Math.floor(x / perByte) + (y & 1 ? 0x2000 : 0)) & 0xffff;
/** A planar mode's byte of pixel (x, y) on page p, from A0000 (no wrap: past 64 KB lies RAM). */
const planarOffset = (b: BiosMode, x: number, y: number, p: number): number => b.pageSize * p + ((y * b.cols * 8 + x) >> 3);

/**
 * INT10_PutPixel: AL's colour, bit 7 XORing it in; CGA modes ignore the page and keep the other
 * pixels of the byte; planar modes write through the bit mask and set/reset (bit 7: the XOR
 * function), leaving the set/reset register at the colour (EGA1: GC 0 reads the last colour).
 */
export function putPixel(m: Machine, b: BiosMode, x: number, y: number, p: number, colour: number): void {
  if (b.kind === 'vga') return m.videoMemory!.write((y * 320 + x) & 0xffff, colour); // all 8 bits, no XOR, no page (M13B)
  if (b.kind !== 'ega') {
    const two = b.kind === 'cga4', off = cgaOffset(x, y, two ? 4 : 8);
    const shift = two ? 2 * (3 - (x & 3)) : 7 - (x & 7), mask = two ? 3 : 1;
    let old = cgaRead(m, off);
    if (colour & 0x80) old ^= (colour & mask) << shift;
    else old = (old & ~(mask << shift)) | ((colour & mask) << shift);
    cgaWrite(m, off, old);
    return;
  }
  gc(m, 8, 0x80 >> (x & 7));
  gc(m, 0, colour & 0xff);
  gc(m, 1, 0x0f);
  if (colour & 0x80) gc(m, 3, 0x18);
  const off = planarOffset(b, x, y, p);
  planarRead(m, off);
  planarWrite(m, off, 0xff);
  gc(m, 8, 0xff);
  gc(m, 1, 0);
  if (colour & 0x80) gc(m, 3, 0);
}

/** INT10_GetPixel: the colour at (x, y) of page p (CGA modes: page ignored); planar modes leave the read map at 3. */
export function getPixel(m: Machine, b: BiosMode, x: number, y: number, p: number): number {
  if (b.kind === 'vga') return m.videoMemory!.read((y * 320 + x) & 0xffff);
  if (b.kind !== 'ega') {
    const two = b.kind === 'cga4', v = cgaRead(m, cgaOffset(x, y, two ? 4 : 8));
    return two ? (v >> (2 * (3 - (x & 3)))) & 3 : (v >> (7 - (x & 7))) & 1;
  }
  const off = planarOffset(b, x, y, p), shift = 7 - (x & 7);
  let c = 0;
  for (let plane = 0; plane < 4; plane++) {
    gc(m, 4, plane);
    c |= ((planarRead(m, off) >> shift) & 1) << plane;
  }
  return c;
}

// ---- characters ------------------------------------------------------------------------------

/** The glyphs INT 43h points at after the mode set: 8×8 at 200 lines, 8×14 at 350, 8×16 at 480. */
const modeFont = (b: BiosMode): Uint8Array => (b.charH === 8 ? biosFont8x8() : b.charH === 14 ? vgaRomFont(14) : FONT8X16);

/**
 * Mode `b` with the glyphs' height and the rows the data area gives (0040:0085, 0084 + 1), which
 * AX=1121h–1124h change (DOSBox's characters, scrolls and teletype read them there: probe AUD2).
 */
export function cellsOf(m: Machine, b: BiosMode): BiosMode {
  const f = fontsOf(m);
  return f.height === null ? b : { ...b, charH: f.height, rows: (f.rows ?? b.rows - 1) + 1 };
}

/**
 * The glyphs a character is drawn with: INT 43h's, `charH` bytes a code (in the CGA modes codes
 * 128–255 at INT 1Fh's), read where the vectors point: the video BIOS's ROM at C000, or the
 * program's memory after AX=1120h/1121h (probe AUD2). The mode's own while no call moved them.
 */
function fontOf(m: Machine, b: BiosMode): Uint8Array {
  const f = fontsOf(m);
  if (f.int43 === null && f.int1f === null && f.height === null) return modeFont(b);
  const h = b.charH, g = new Uint8Array(256 * h), cga = b.kind === 'cga4' || b.kind === 'cga2';
  const v43 = m.vectors.address(0x43), v1f = m.vectors.address(0x1f);
  for (let ch = 0; ch < 256; ch++) {
    const [far, code] = cga && ch >= 128 ? [v1f, ch - 128] : [v43, ch], seg = far >>> 16;
    for (let y = 0; y < h; y++) {
      const off = ((far & 0xffff) + code * h + y) & 0xffff;
      g[ch * h + y] = seg === 0xc000 ? (off < VGA_ROM_BYTES ? vgaRomByte(off) : 0) : programMemory(m, 'INT 43h').read(seg, off);
    }
  }
  return g;
}

/**
 * WriteChar: the glyph's cell at (col, row) of page p, its dots put in `attr` and the others in
 * attr's bit 7 alone (colour 0, or with bit 7 XORing nothing; in 13h 0); without `useAttr` in colour 3, 1
 * or 0Fh (CGA 4, CGA 2, planar); mode 06h draws in colour 1 whatever the attribute (DOSBox's
 * "weird behavior of mode 6").
 */
export function writeChar(m: Machine, b: BiosMode, col: number, row: number, p: number, ch: number, attr: number, useAttr: boolean): void {
  if (!useAttr) attr = b.kind === 'cga4' ? 3 : b.kind === 'cga2' ? 1 : 0x0f;
  if (b.video.bios === 0x06) attr = (attr & 0x80) | 1;
  const font = fontOf(m, b), h = b.charH, x = col * 8, y0 = row * h, off = b.kind === 'vga' ? 0 : attr & 0x80;
  if (b.kind === 'ega') {
    m.portOut(0x3c4, 2);
    m.portOut(0x3c5, 0x0f);
  }
  for (let i = 0; i < h; i++) {
    const bits = font[((ch & 0xff) * h + i) % font.length]!;
    for (let k = 0; k < 8; k++) putPixel(m, b, x + k, y0 + i, p, bits & (0x80 >> k) ? attr : off);
  }
}

const int8 = (v: number): number => ((v & 0xff) ^ 0x80) - 0x80;

/**
 * INT10_ScrollWindow on the active page: rows top..bottom, columns left..right (bottom and right
 * clamped to the screen) by `lines` (a signed byte: below 0 up, above 0 down, 0 all blank), in
 * DOSBox's byte arithmetic (a count past the window's height copies and blanks rows outside it, as
 * in text mode: bios-text.ts scrollWindow). A row of cells is charH lines of bytes; blanked in
 * colour `attr` (its low 2 bits repeated in a CGA mode's bytes, so mode 06h's blank is a pattern).
 */
export function scrollWindow(m: Machine, b: BiosMode, top: number, left: number, bottom: number, right: number, lines: number, attr: number): void {
  if (top > bottom || left > right) return;
  bottom = Math.min(bottom, b.rows - 1);
  right = Math.min(right, b.cols - 1) + 1;
  const base = stateOf(m).page * b.pageSize;
  let n = int8(lines);
  if (n !== 0) {
    let start = n > 0 ? (bottom - n + 1) & 0xff : (top - n - 1) & 0xff;
    const end = n > 0 ? top : bottom, next = n > 0 ? -1 : 1;
    if (b.kind === 'ega') {
      gc(m, 5, 1);
      m.portOut(0x3c4, 2);
      m.portOut(0x3c5, 0x0f);
    }
    while (start !== end) {
      start = (start + next) & 0xff;
      copyRow(m, b, base, left, right, start, (start + n) & 0xff);
    }
    if (b.kind === 'ega') gc(m, 5, 0);
  } else n = int8(bottom - top + 1);
  let row = n > 0 ? top : (bottom + n + 1) & 0xff;
  for (n = n > 0 ? n : int8(-n); n > 0; n--, row = (row + 1) & 0xff) fillRow(m, b, base, left, right, row, attr);
}

/** The bytes of row `row`'s cells from column `left`, line `line` of the cells (a CGA mode's lines in pairs, the odd at 8 KB). */
function rowBytes(b: BiosMode, base: number, row: number, left: number, line: number): [number, number] {
  if (b.kind === 'ega') return [base + (b.cols * row) * b.charH + left + line * b.cols, 1];
  if (b.kind === 'vga') return [8 * ((b.cols * row) * b.charH + left) + line * b.cols * 8, 8];
  const per = b.kind === 'cga4' ? 2 : 1;
  return [((b.cols * row) * (b.charH / 2) + left) * per + (line >> 1) * b.cols * per + (line & 1) * 0x2000, per];
}

function copyRow(m: Machine, b: BiosMode, base: number, left: number, right: number, from: number, to: number): void {
  for (let line = 0; line < b.charH; line++) {
    const [src, per] = rowBytes(b, base, from, left, line), [dest] = rowBytes(b, base, to, left, line);
    for (let i = 0; i < (right - left) * per; i++) {
      if (b.kind === 'vga') m.videoMemory!.write((dest + i) & 0xffff, m.videoMemory!.read((src + i) & 0xffff));
      else if (b.kind === 'ega') planarWrite(m, dest + i, planarRead(m, src + i));
      else if (dest + i < 0x8000) cgaWrite(m, dest + i, src + i < 0x10000 ? cgaRead(m, src + i) : 0);
    }
  }
}

function fillRow(m: Machine, b: BiosMode, base: number, left: number, right: number, row: number, attr: number): void {
  let v = 0xff;
  if (b.kind === 'ega') {
    gc(m, 8, 0xff);
    gc(m, 0, attr);
    gc(m, 1, 0x0f);
    m.portOut(0x3c4, 2);
    m.portOut(0x3c5, 0x0f);
  } else v = b.kind === 'vga' ? attr : (attr & 3) * 0x55;
  for (let line = 0; line < b.charH; line++) {
    const [dest, per] = rowBytes(b, base, row, left, line);
    for (let i = 0; i < (right - left) * per; i++) {
      if (b.kind === 'vga') m.videoMemory!.write((dest + i) & 0xffff, v);
      else if (b.kind === 'ega') planarWrite(m, dest + i, v);
      else if (dest + i < 0x8000) cgaWrite(m, dest + i, v);
    }
  }
  if (b.kind === 'ega') m.portOut(0x3cf, 0); // GC index 1 still selected: enable set/reset off
}

/** INT 10h AH=0Eh on page p (bios-teletype.ts); below the last row the page scrolls up a row of cells blanked in colour 0. */
export function teletype(m: Machine, b: BiosMode, ch: number, attr: number, useAttr: boolean, p: number): void {
  teletypeOn({
    cols: b.cols,
    rows: b.rows,
    cursor: () => cursorOf(m, p),
    place: (row, col) => setCursor(m, p, row, col),
    put: (col, row, c) => writeChar(m, b, col, row, p, c, attr, useAttr),
    scrollUp: () => scrollWindow(m, b, 0, 0, b.rows - 1, b.cols - 1, -1, 0),
  }, ch);
}

/** The registers an INT 10h call takes and leaves. */
interface Regs {
  ax: number;
  bx: number;
  cx: number;
  dx: number;
}

/**
 * INT 10h AH=02h, 03h, 05h, 06h/07h, 08h–0Ah, 0Ch/0Dh, 0Eh and 13h in mode `b` (DOSBox 0.74's
 * int10.cpp); false for any other. `string` gives AH=13h's bytes at ES:BP.
 */
export function graphicsInt10(m: Machine, mode: BiosMode, r: Regs, string: (count: number) => Uint8Array): boolean {
  const b = cellsOf(m, mode), ah = r.ax >> 8, al = r.ax & 0xff, bh = r.bx >> 8, bl = r.bx & 0xff, s = stateOf(m);
  switch (ah) {
    case 0x02:
      setCursor(m, bh, r.dx >> 8, r.dx & 0xff);
      return true;
    case 0x03:
      r.dx = cursorOf(m, bh);
      r.cx = textConsole(m.vga).cursorType;
      return true;
    case 0x05:
      setPage(m, b, al & 7);
      return true;
    case 0x06:
    case 0x07:
      scrollWindow(m, b, r.cx >> 8, r.cx & 0xff, r.dx >> 8, r.dx & 0xff, ah === 6 ? -al : al, bh);
      return true;
    case 0x08:
      r.ax = readChar(m, b, bh);
      return true;
    case 0x09:
    case 0x0a: {
      // the attribute always used in a graphics mode; the page taken modulo the mode's pages
      const p = bh % b.pages;
      repeatFromCursor(b.cols, cursorOf(m, p), r.cx & 0xffff, (col, row) => writeChar(m, b, col, row, p, al, bl, true));
      return true;
    }
    case 0x0c:
      putPixel(m, b, r.cx & 0xffff, r.dx & 0xffff, bh, al);
      return true;
    case 0x0d:
      r.ax = (r.ax & 0xff00) | getPixel(m, b, r.cx & 0xffff, r.dx & 0xffff, bh);
      return true;
    case 0x0e:
      teletype(m, b, al, bl, true, s.page);
      return true;
    case 0x13: {
      const at = cursorOf(m, bh);
      const [row, col] = r.dx >> 8 === 0xff ? [at >> 8, at & 0xff] : [r.dx >> 8, r.dx & 0xff];
      setCursor(m, bh, row, col);
      const step = al & 2 ? 2 : 1, bytes = string((r.cx & 0xffff) * step);
      let attr = bl;
      for (let i = 0; i < bytes.length; i += step) {
        if (al & 2) attr = bytes[i + 1]!;
        teletype(m, b, bytes[i]!, attr, true, bh);
      }
      if (!(al & 1)) setCursor(m, bh, at >> 8, at & 0xff);
      return true;
    }
  }
  return false;
}

/**
 * INT10_ReadCharAttr in a graphics mode: the first code whose glyph is the cell at page p's
 * cursor, a pixel of any colour but 0 a dot; 0 when none is (AH 0: no attribute).
 */
function readChar(m: Machine, b: BiosMode, p: number): number {
  const at = cursorOf(m, p), font = fontOf(m, b), h = b.charH, x = (at & 0xff) * 8, y = (at >> 8) * h;
  // each line's dots read once (the planes' pixels straight from memory), the registers then
  // left as the BIOS's last GetPixel leaves them
  const rows: number[] = [];
  const dotsOf = (line: number): number => {
    if (rows[line] === undefined) {
      let dots = 0;
      for (let k = 0; k < 8; k++) if (pixelNow(m, b, x + k, y + line, p) !== 0) dots |= 0x80 >> k;
      rows[line] = dots;
    }
    return rows[line]!;
  };
  let found = -1, last = 0;
  for (let ch = 0; ch < 256 && found < 0; ch++) {
    let line = 0;
    while (line < h && dotsOf(line) === font[(ch * h + line) % font.length]) line++;
    if (line === h) found = ch;
    last = Math.min(line, h - 1);
  }
  getPixel(m, b, x + 7, y + last, p);
  return Math.max(found, 0);
}

/** getPixel without the registers: a planar mode's pixel read from the expanded memory (past 64 KB the RAM's bit in all four planes). */
function pixelNow(m: Machine, b: BiosMode, x: number, y: number, p: number): number {
  if (b.kind !== 'ega') return getPixel(m, b, x, y, p);
  const off = planarOffset(b, x, y, p);
  if (off < 0x10000) return m.vga.memory[off * 8 + (x & 7)]!;
  return (planarRead(m, off) >> (7 - (x & 7))) & 1 ? 0x0f : 0;
}

/** INT10_SetActivePage: the page's start in the CRTC (a planar mode shows that page) and the data area. */
export function setPage(m: Machine, b: BiosMode, p: number): void {
  const start = p * b.pageSize, address = b.video.bios < 8 ? start >> 1 : start;
  m.portOut(0x3d4, 0x0c);
  m.portOut(0x3d5, (address >> 8) & 0xff);
  m.portOut(0x3d4, 0x0d);
  m.portOut(0x3d5, address & 0xff);
  stateOf(m).page = p;
}

/** The data area's fields of mode `b` (0040:0049–0089): [offset, value, bytes]. */
export function dataFields(m: Machine, b: BiosMode): [number, number, number][] {
  const s = stateOf(m), f: [number, number, number][] = [
    [0x4a, b.cols, 2], [0x4c, b.pageSize, 2], [0x4e, (s.page * b.pageSize) & 0xffff, 2], [0x62, s.page, 1], [0x63, 0x3d4, 2],
    [0x84, b.rows - 1, 1], [0x85, b.charH, 2],
  ];
  for (let p = 0; p < 8; p++) f.push([0x50 + 2 * p, cursorOf(m, p), 2]);
  return f;
}

/** A mode set's part here: page 0, the cursors home. */
export function resetState(m: Machine): void {
  const s = stateOf(m);
  s.page = 0;
  s.cursors.fill(0);
}


/** The glyphs' height of the mode the machine is in (0040:0085): 8 in the 200-line modes and 13h, 14 in 10h, 16 in 12h and text. */
function modeCharHeight(m: Machine): number {
  const b = textConsole(m.vga).active ? undefined : BIOS_MODES.get(m.vga.biosMode);
  return b ? b.charH : !textConsole(m.vga).active && m.vga.biosMode === 0x13 ? 8 : 16;
}

/** INT 43h while no program set it: the glyphs of the mode's height (C000:0100, 0900 or 1700: VBP). */
export const int43Vector = (m: Machine): number => 0xc0000000 + VGA_ROM_FONT_AT[modeCharHeight(m) as 8 | 14 | 16];

/**
 * The video BIOS's EGA information call (DOSBox 0.74, probe VBI): AH=12h BL=10h (BX=0003h
 * colour, 256 KB; CL the switches' low four bits, CH their high four, 0040:0088: 0009h,
 * 0008h after AX=1200h BL=30h: FNT1). False for any other. (AX=1130h: bios-fonts.ts; AH=1Ah–1Ch:
 * bios-extra.ts.)
 */
export function infoInt10(m: Machine, r: Regs): boolean {
  if (r.ax >> 8 === 0x12 && (r.bx & 0xff) === 0x10) {
    const switches = m.lowMemory.read(0x488);
    r.bx = 0x0003;
    r.cx = ((switches >> 4) << 8) | (switches & 0x0f);
    return true;
  }
  return false;
}
