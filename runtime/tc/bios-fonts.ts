/**
 * The text-mode font as DOSBox 0.74 keeps it (vga.draw.font, 64 KB: plane 2, 256 glyphs of 32
 * lines a block, eight blocks 8 KB apart) and INT 10h AH=11h, which loads it (int10_memory.cpp
 * INT10_LoadFont; probes TR1 and FNT1, test/fixtures/oracle-files; screens FNTS,
 * test/fixtures/text-fonts):
 * - AL=00h/10h: CX glyphs of BH lines from ES:BP into block BL (at 0000h, 4000h, 8000h, C000h,
 *   2000h, 6000h, A000h, E000h) from code DX, the glyph's address counted in 16 bits (DX=FFFFh
 *   lands at the block's start less 20h); AL=01h/02h/04h and 11h/12h/14h the ROM's 8×14, 8×8 and
 *   8×16 glyphs, always into block 0 whatever BL says; the lines below a glyph's height kept. The
 *   1xh calls make the cells that high: the CRTC's maximum scan line, the rows the 400 lines hold
 *   (0040:0084: 400 / height − 1, TextConsole.rows), 0040:0085 the height; DOSBox 0.74 leaves the
 *   cursor type (0607h) and the page's bytes (1000h) as they were.
 * - AL=03h: the sequencer's character map select (03h) = BL: the glyphs shown come from block
 *   ((BL & 3) << 1 | BL bit 4) for attributes without bit 3 and ((BL & 0Ch) >> 1 | BL bit 5) for
 *   those with it (512 characters), bit 3 still the foreground's intensity (DOSBox draws it so).
 * - AL=20h: INT 1Fh = ES:BP; AL=21h: INT 43h = ES:BP, 0040:0085 = CX, 0040:0084 = DL − 1 (BL=0),
 *   13 (1), 24 (2 and any other), 42 (3); AL=22h–24h: INT 43h the ROM's 8×14, 8×8 or 8×16,
 *   0040:0085 its height, the rows as 21h. A text mode's picture does not change.
 * - AL=30h: ES:BP the glyphs BH names (0 INT 1Fh, 1 INT 43h, 2–7 the ROM's), CX = 0040:0085,
 *   DL = 0040:0084. Any other AL changes nothing.
 * A text mode set loads the 8×16 glyphs into block 0 again (the other blocks keep theirs), the
 * character map select 0, INT 43h the mode's glyphs; INT 1Fh stays.
 *
 * A program writes the font itself as games do: the map mask on plane 2 and the graphics
 * controller's odd/even addressing off (its miscellaneous register's bit 1), A000:0000 on is the
 * font (DOSBox's VGA_TEXT_PageHandler: a write lands when the map mask has plane 2, a read gives
 * the font's byte whatever the read map). The picture takes the new glyphs when odd/even comes
 * back on or the character map select is written (DOSBox draws every frame from the font; a
 * picture drawn per byte written would cost a redraw of 2 000 cells each).
 * Where the font, the text's cells and plain RAM appear at A000h and B800h follows the graphics
 * controller's memory map select as DOSBox 0.74's VGA_SetupHandlers maps them (probe MM1:
 * `installFontPlane`).
 *
 * Only C programs reach it (bios-extra.ts, devices.ts), so the ROMs' player page does not carry it.
 */
import { FONT8X16 } from '../hw/font8x16.ts';
import { textConsole, type TextConsole } from '../hw/textmode.ts';
import { vgaRomFont, VGA_ROM_FONT_AT } from '../bios/vga-rom.ts';
import type { Machine } from '../machine.ts';
import type { PortDevice } from '../hw/ports.ts';
import type { Regs } from './dos-int86.ts';
import { textMapped } from './bios-text.ts';

/** A glyph's lines in the font plane: 32 whatever the cells' height. */
const GLYPH_STRIDE = 32;
const PLANE = 0x10000;
/** Where INT10_LoadFont puts block BL (DOSBox's map_offset). */
const BLOCKS = [0x0000, 0x4000, 0x8000, 0xc000, 0x2000, 0x6000, 0xa000, 0xe000];
const ROM_HEIGHTS: Record<number, 8 | 14 | 16> = { 1: 14, 2: 8, 4: 16 };

/**
 * The program's memory at seg:off, for the glyphs at ES:BP (AX=1100h/1110h), those INT 43h
 * points at, AH=1Bh's table at ES:DI: the C library registers it when the program calls an
 * interrupt (cc/support/library-dos.ts).
 */
export const programBytes = new WeakMap<Machine, { read(seg: number, off: number): number; write(seg: number, off: number, v: number): void }>();

/** The program's memory as `programBytes` reaches it, else an error naming the call. */
export function programMemory(m: Machine, what: string): { read(seg: number, off: number): number; write(seg: number, off: number, v: number): void } {
  const p = programBytes.get(m);
  if (!p) throw new Error(`${what}: the program's memory is not reachable`);
  return p;
}

interface Fonts {
  plane: Uint8Array;
  /** The glyphs of attributes with bit 3 when the character map select names another block (null: the same). */
  second: Uint8Array | null;
  /** The program wrote the plane since the picture last took it. */
  dirty: boolean;
  /** INT 1Fh and INT 43h as AX=1120h–1124h set them (segment << 16 | offset); null: as the mode set left them. */
  int1f: number | null;
  int43: number | null;
  /** 0040:0084 and 0040:0085 as AX=1121h–1124h set them; null: the mode's (the console's rows and cells). */
  rows: number | null;
  height: number | null;
}
const fonts = new WeakMap<Machine, Fonts>();

export function fontsOf(m: Machine): Fonts {
  let f = fonts.get(m);
  if (!f) {
    const plane = new Uint8Array(PLANE);
    for (let c = 0; c < 256; c++) plane.set(FONT8X16.subarray(c * 16, c * 16 + 16), c * GLYPH_STRIDE);
    fonts.set(m, (f = { plane, second: null, dirty: false, int1f: null, int43: null, rows: null, height: null }));
  }
  return f;
}

/** The byte at seg:off + i, counted linearly (a table may cross a segment's 64 KB). */
function farByte(m: Machine, far: number, i: number): number {
  const off = (far & 0xffff) + i;
  return programMemory(m, 'INT 10h AH=11h').read(((far >>> 16) + (off >> 4)) & 0xffff, off & 15) & 0xff;
}

/** A register of the VGA read without moving its index (3C4h/3CEh/3D4h and the port after). */
function register(vga: PortDevice, port: number, i: number): number {
  const was = vga.in(port, 0);
  vga.out(port, i, 0);
  const v = vga.in(port + 1, 0);
  vga.out(port, was, 0);
  return v;
}

const devices = new WeakMap<Machine, PortDevice>();

/**
 * A000 through the graphics controller whatever the attribute controller says: a mode set's own
 * reads and writes of video memory (DOSBox's INT10_SetVideoMode reaches its memory directly, not
 * through the font plane a cleared graphics bit maps: vgagen2 VH00040, a mode 13h scene's
 * pixels kept through a text and a CGA set).
 */
const planes = new WeakMap<Machine, { read(o: number): number; write(o: number, v: number): void }>();
export const planesOf = (m: Machine): { read(o: number): number; write(o: number, v: number): void } | null => planes.get(m) ?? m.videoMemory;

/** Block n's table in the plane (n 0–7, 8 KB apart as the character map select counts them). */
const table = (f: Fonts, n: number): Uint8Array => f.plane.subarray(n * 0x2000, n * 0x2000 + 256 * GLYPH_STRIDE);

/** A table's glyphs `h` lines high, as TextConsole draws them. */
function cells(t: Uint8Array, h: number): Uint8Array {
  const g = new Uint8Array(256 * h);
  for (let c = 0; c < 256; c++) g.set(t.subarray(c * GLYPH_STRIDE, c * GLYPH_STRIDE + h), c * h);
  return g;
}

/** The picture from the plane as the character map select and the cells' height say. */
function showFont(m: Machine): void {
  const f = fontsOf(m), con = textConsole(m.vga), vga = devices.get(m);
  f.dirty = false;
  if (!con.active) return;
  const select = vga ? register(vga, 0x3c4, 3) : 0;
  const first = ((select & 3) << 1) | ((select & 0x10) >> 4), other = ((select & 0x0c) >> 1) | ((select & 0x20) >> 5);
  con.glyphs = cells(table(f, first), con.cellH);
  f.second = other === first ? null : cells(table(f, other), con.cellH);
  con.redraw();
  partialRow(m, con);
}

/**
 * A text mode set's part: block 0 the 8×16 glyphs again, INT 43h and 0040:0084/0085 the mode's
 * (the registers, the character map select 0 among them, are vga-ports.ts's).
 */
export function fontModeSet(m: Machine, text: boolean, glyphs16 = true): void {
  const f = fontsOf(m);
  f.int43 = f.rows = f.height = null;
  f.second = null;
  // (a 200- or 350-line text mode loads its 8 or 14 lines only, the lines below kept: textScanLines, vgagen2)
  if (!text || !glyphs16) return;
  for (let c = 0; c < 256; c++) f.plane.set(FONT8X16.subarray(c * 16, c * 16 + 16), c * GLYPH_STRIDE);
}

/**
 * A text mode set (00h–03h) after AX=1200h/1201h BL=30h, as DOSBox 0.74 makes it (its 200- and
 * 350-line text modes; screens LN350): 350 lines, 25 rows of the ROM's 8×14 glyphs (block 0
 * reloaded with them, INT 43h the 8×14's, the CRTC's maximum scan line 0Dh); 200 lines doubled
 * to 400, 25 rows of the 8×8 glyphs each line twice (0040:0085 8, INT 43h the 8×8's). The
 * picture's lines are the caller's (the VGA's mode: bios-extra.ts).
 */
export function textScanLines(m: Machine, lines: 200 | 350): void {
  const con = textConsole(m.vga), f = fontsOf(m), h = lines === 350 ? 14 : 8, font = vgaRomFont(h);
  for (let c = 0; c < 256; c++) f.plane.set(font.subarray(c * h, c * h + h), c * GLYPH_STRIDE);
  f.int43 = (0xc0000000 | VGA_ROM_FONT_AT[h]) >>> 0;
  // the CRTC's maximum scan line, and 350 lines' vertical display end (SL1: C7h; 4Dh, 5Dh)
  m.portOut(0x3d4, 9);
  m.portOut(0x3d5, lines === 350 ? 0x4d : 0xc7);
  if (lines === 350) {
    m.portOut(0x3d4, 0x12);
    m.portOut(0x3d5, 0x5d);
  }
  if (lines === 350) {
    con.cellH = 14;
    con.glyphs = font;
  } else {
    [f.height, f.rows] = [8, 24];
    con.cellH = 16;
    con.glyphs = new Uint8Array(256 * 16).map((_, i) => font[(i >> 4) * 8 + ((i & 15) >> 1)]!);
  }
  con.redraw();
}

/**
 * The font plane at A000 in a text mode with odd/even addressing off, as DOSBox maps it there;
 * INT 43h and 1Fh as AX=112xh set them; a second table's glyphs for attribute bit 3 (the console
 * draws its own table, this wraps its drawGlyph on this machine only). The VGA's registers
 * `vga` (devices.ts).
 */
export function installFontPlane(m: Machine, vga: PortDevice & { read(o: number): number; write(o: number, v: number): void; readonly acHigh: Uint8Array }): void {
  devices.set(m, vga);
  const con = textConsole(m.vga), f = fontsOf(m);
  // the graphics controller's miscellaneous register (06h) as written or a mode set left it
  let misc = register(vga, 0x3ce, 6);
  const setMode = m.vga.setMode;
  m.vga.setMode = (mode, keep) => {
    setMode.call(m.vga, mode, keep);
    misc = register(vga, 0x3ce, 6);
  };
  const [read, write, out] = [vga.read, vga.write, vga.out], [peek, poke] = [con.peek, con.poke];
  planes.set(m, { read: (o) => read.call(vga, o), write: (o, v) => write.call(vga, o, v) });
  // A000h in a text mode (probe MM1): the font with odd/even off, the text's cells with it on
  // while the memory map select (bits 2–3) maps A000h (128K or 64K), RAM otherwise (TA1)
  // A graphics mode whose attribute mode control (10h) has its graphics bit clear is text mode to
  // DOSBox 0.74 too (VGA_DetermineMode): A000h is the font with odd/even off (oracle vgagen: the
  // shots of 8 programs read the font's glyphs there, on every plane)
  const text = (): boolean => con.active || !(vga.acHigh[0]! & 1);
  const a000 = (): number => (!text() || misc & 8 ? 0 : misc & 2 ? (con.active ? 1 : 0) : 2);
  vga.read = (o) => {
    const to = a000();
    return to === 2 ? f.plane[o & 0xffff]! : to ? peek.call(con, o) : read.call(vga, o);
  };
  vga.write = (o, v) => {
    const to = a000();
    if (to === 0) return write.call(vga, o, v);
    if (to === 1) return poke.call(con, o, v);
    if (register(vga, 0x3c4, 2) & 4) {
      f.plane[o & 0xffff] = v & 0xff;
      f.dirty = true;
    }
  };
  // B800h in a text mode (probe MM1; corpus C2274): with B800h 32K mapped and odd/even off the
  // font's first 32 KB; A000h 128K puts it past the font's 64 KB (DOSBox reads 00h there, writes
  // dropped), with odd/even on past the text's 32 KB (00h until written, a write kept: TT1);
  // A000h 64K or B000h 32K leave B800h to plain RAM, 00h until written
  let ram: Uint8Array | null = null, past: Uint8Array | null = null;
  const b800 = (): number => ((misc & 0x0e) === 0x0e || !con.active || con.mode === 7 ? 0 : misc & 4 ? (misc & 8 ? 1 : 2) : misc & 8 ? 2 : misc & 2 ? 4 : 3);
  con.peek = (o) => {
    const to = b800();
    return to === 0 ? peek.call(con, o) : to === 1 ? f.plane[o & 0x7fff]! : to === 2 ? (ram?.[o & 0x7fff] ?? 0) : to === 4 ? (past?.[o & 0x7fff] ?? 0) : 0;
  };
  // the BIOS's own reads and writes of the text's cells (its teletype, AH=08h–0Ah, its scrolls,
  // DOS's output) go through the same map as a program's (probe TT1)
  textMapped.set(con, () => b800() !== 0);
  con.poke = (o, v) => {
    const to = b800();
    if (to === 0) poke.call(con, o, v);
    else if (to === 2) (ram ??= new Uint8Array(0x8000))[o & 0x7fff] = v & 0xff;
    else if (to === 4) (past ??= new Uint8Array(0x8000))[o & 0x7fff] = v & 0xff;
    else if (to === 1 && register(vga, 0x3c4, 2) & 4) {
      f.plane[o & 0x7fff] = v & 0xff;
      f.dirty = true;
    }
  };
  vga.out = (port, v, at) => {
    out.call(vga, port, v, at);
    // the character map select written, or odd/even back on after the program wrote the font
    const i = port === 0x3c5 ? vga.in(0x3c4, 0) : port === 0x3cf ? vga.in(0x3ce, 0) : -1;
    if (port === 0x3cf && i === 6) misc = v & 0xff;
    if ((port === 0x3c5 && i === 3) || (port === 0x3cf && i === 6 && v & 2 && f.dirty)) showFont(m);
  };
  const draw = con.drawGlyph;
  con.drawGlyph = function (this: TextConsole, px, stride, x0, y0, code, fg, bg, dotW) {
    const second = f.second;
    if (!second || !con.active || !(fg & 8) || fg === bg) return draw.call(this, px, stride, x0, y0, code, fg, bg, dotW);
    const own = con.glyphs;
    con.glyphs = second;
    try {
      draw.call(this, px, stride, x0, y0, code, fg, bg, dotW);
    } finally {
      con.glyphs = own;
    }
  };
  const address = m.vectors.address;
  m.vectors.address = (v) => (v === 0x43 && f.int43 !== null ? f.int43 : v === 0x1f && f.int1f !== null ? f.int1f : address.call(m.vectors, v));
}

/**
 * Mode 13h with A000 not its chained bytes as DOSBox 0.74 maps it (VGA_DetermineMode): the
 * attribute mode control's graphics bit clear (text mode to it: the font plane) or the graphics
 * controller's mode register without bit 6 (the bytes run through the planes). DOSBox's BIOS
 * draws a character as its pixels' byte writes at A000:y·320 + x (its INT10_PutPixel), so they
 * land where a program's would (oracle vgagen2: 41 `old` scenes, AC 10h bit 0 or GC 5 bit 6 dropped
 * before AH=09h/0Eh).
 */
export function a000Unchained13(m: Machine): boolean {
  const vga = devices.get(m) as (PortDevice & { readonly acHigh: Uint8Array }) | undefined;
  if (!vga || m.vga.biosMode !== 0x13) return false;
  return !(vga.acHigh[0]! & 1) || ((register(vga, 0x3c4, 4) & 8) !== 0 && !(register(vga, 0x3ce, 5) & 0x40));
}

/** 0040:0084 and 0040:0085 where AX=112xh set them, else null. */
export const fontBda = (m: Machine, o: number): number | null => {
  const f = fonts.get(m);
  if (!f) return null;
  if (o === 0x84) return f.rows;
  if (o === 0x85 || o === 0x86) return f.height === null ? null : (f.height >> (8 * (o - 0x85))) & 0xff;
  return null;
};

/** INT 10h AH=11h, any AL; `bda` reads the BIOS data area. */
export function fontInt10(m: Machine, r: Regs, bda: (o: number) => number): boolean {
  const con = textConsole(m.vga), al = r.ax & 0xff, f = fontsOf(m), bh = r.bx >> 8, bl = r.bx & 0xff;
  if (al >= 0x20 && al <= 0x24) {
    const es = (r.es << 16) >>> 0, at = (es | (r.bp ?? 0)) >>> 0;
    if (al === 0x20) f.int1f = at;
    else {
      const h = al === 0x21 ? r.cx & 0xffff : ([14, 8, 16] as const)[al - 0x22]!;
      f.int43 = al === 0x21 ? at : (0xc0000000 | VGA_ROM_FONT_AT[h as 8 | 14 | 16]) >>> 0;
      f.height = h;
      f.rows = bl === 0 ? ((r.dx & 0xff) - 1) & 0xff : bl === 1 ? 13 : bl === 3 ? 42 : 24;
    }
    return true;
  }
  if (al === 0x30) {
    if (bh > 7) return true;
    r.es = 0xc000;
    r.bp = [0x0500, 0, 0x0900, 0x0100, 0x0500, 0x2710, 0x1700, 0x2710][bh]!;
    if (bh <= 1) {
      const v = m.vectors.address(bh === 0 ? 0x1f : 0x43);
      [r.es, r.bp] = [v >>> 16, v & 0xffff];
    }
    r.cx = bda(0x85) | (bda(0x86) << 8);
    r.dx = (r.dx & 0xff00) | bda(0x84);
    return true;
  }
  if (al === 0x03) {
    m.portOut(0x3c4, 3);
    m.portOut(0x3c5, bl);
    return true;
  }
  const rom = ROM_HEIGHTS[al & 0xef];
  if (al !== 0x00 && al !== 0x10 && !rom) return true; // DOSBox logs it and changes nothing
  const [count, first, block, h] = rom ? [256, 0, 0, rom] : [r.cx & 0xffff, r.dx & 0xffff, bl & 7, bh];
  const font = rom ? vgaRomFont(rom) : null, src = ((r.es << 16) | (r.bp ?? 0)) >>> 0;
  // INT10_LoadFont's first glyph is at the block's offset plus the code's, in 16 bits (PhysMake),
  // the next ones 32 bytes on each, not wrapped: glyphs past the plane's 64 KB miss the font
  // (vgagen2: VH00191's DX=FFFFh, VH00247's block 3 at 1FFh; DOSBox 0.74 writes them past its
  // font array, into its own state)
  let at = (BLOCKS[block]! + ((first * GLYPH_STRIDE) & 0xffff)) & 0xffff;
  for (let c = 0, k = 0; c < count; c++, at += GLYPH_STRIDE) {
    for (let y = 0; y < h; y++, k++) if (at + y < PLANE) f.plane[at + y] = font ? font[k]! : farByte(m, src, k);
  }
  // (in a graphics mode DOSBox's load lands in the picture's plane 2 and the reload changes the
  // CRTC's scan lines: not modelled, the font plane takes the glyphs)
  if (al & 0x10 && h > 0 && con.active) {
    con.cellH = h;
    m.portOut(0x3d4, 9);
    const scan = m.portIn(0x3d5);
    m.portOut(0x3d5, (scan & 0xe0) | ((h - 1) & 0x1f));
    f.rows = f.height = null;
    // (a 200-line mode, each line scanned twice: 0040:0084 is 200 / height − 1, vgagen2)
    if (scan & 0x80) f.rows = Math.floor(200 / h) - 1;
  }
  showFont(m);
  return true;
}

/**
 * The lines below the last whole row: the CRTC shows the next row's top lines there (with 14-line
 * cells, row 28's first 8 lines at 392–399: DOSBox's screenshot after AX=1111h). TextConsole draws
 * whole rows only, so they are drawn here when the font changes, in the cells' colours as they
 * are then (blinking not modelled).
 */
function partialRow(m: Machine, con: TextConsole): void {
  const h = con.cellH, row = con.rows, top = row * h, lines = m.vga.height - top, px = m.vga.pixels, w = m.vga.width;
  if (lines <= 0) return;
  for (let col = 0; col < con.cols; col++) {
    const o = (row * con.cols + col) * 2, code = con.memory[o]!, attr = con.memory[o + 1]!;
    const fg = attr & 15, bg = (attr >> 4) & (con.blink ? 7 : 15), dotW = 80 / con.cols;
    for (let y = 0; y < lines; y++) {
      const bits = con.glyphs[code * h + y]!;
      for (let x = 0; x < 8 * dotW; x++) px[(top + y) * w + col * 8 * dotW + x] = bits & (0x80 >> ((x / dotW) | 0)) ? fg : bg;
    }
  }
  m.vga.touch(0, top, w - 1, m.vga.height - 1);
}
