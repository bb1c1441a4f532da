/**
 * The BIOS's text-mode services with video pages, as DOSBox 0.74's BIOS does them
 * (int10_char.cpp; textgen version 4, tools/oracle/textgen4.ts): the eight pages' cursors at
 * 0040:0050–005F, the active page (0040:0062) and its start (0040:004E), the scroll
 * (AH=06h/07h), reading and writing characters and attributes (AH=08h–0Ah), the teletype on the
 * active page (AH=0Eh, and DOS's output when a page other than 0 is shown) and the string write
 * (AH=13h). Only C programs reach them (bios-extra.ts installs them), so the ROMs' player page
 * does not carry them.
 *
 * Page 0's cursor is the console's own (TextConsole.col/row: conio, DOS's output and the BIOS
 * data area read it there); pages 1–7 keep theirs here. The picture shows the active page, as the
 * CRTC's start address DOSBox's AH=05h sets does, with that page's cursor (showPage).
 */
import { TEXT_MEMORY_BYTES, textConsole, type TextConsole } from '../hw/textmode.ts';
import type { Machine } from '../machine.ts';
import { VGA_ROM_BYTES, vgaRomByte } from '../bios/vga-rom.ts';
import { repeatFromCursor, teletypeOn } from './bios-teletype.ts';

/**
 * The pages' state of one machine: the active page, the cursors of pages 1–7 (row << 8 | column),
 * and how the conio call being made scrolls, when the C library's bindings say (null otherwise):
 * with directvideo 0 by the BIOS, on the page shown; with directvideo 1 TC moves page 0's cells
 * itself (its scrolls and delline's and insline's blanking below a window: probe DL9).
 */
interface Pages {
  active: number;
  cursors: Uint16Array;
  conio: 'bios' | 'direct' | null;
}
const pages = new WeakMap<Machine, Pages>();
export const pagesOf = (m: Machine): Pages => pages.get(m) ?? (pages.set(m, { active: 0, cursors: new Uint16Array(8), conio: null }), pages.get(m)!);

/** A mode set: page 0, every cursor home (the mode set draws the picture). */
export function resetPages(m: Machine): void {
  const p = pagesOf(m);
  p.active = 0;
  p.cursors.fill(0);
  viewPage(m, 0);
}

/** TextConsole's drawing, its private methods among it, which showPage points at another page. */
interface Drawing {
  memory: Uint8Array;
  drawCell(i: number): void;
  redraw(): void;
  present(now: number): void;
  cursorCell(): number;
  write(offset: number, value: number): void;
  scroll(...a: number[]): void;
}
/** The methods that read the cells shown: run with `memory` seen from the page's start. */
const READING = ['drawCell', 'redraw', 'present'] as const;

/**
 * The picture from page `p` on: TextConsole draws page 0 (the ROMs' player carries nothing more),
 * so for another page its drawing methods are run on this console with its memory seen from the
 * page's start, the cursor drawn is page p's, a write into page p draws its cell, and the
 * console's own scroll (TC's direct video moves page 0's cells) leaves the picture as it was.
 * Page 0 takes the class's own methods back.
 */
function viewPage(m: Machine, p: number): void {
  const con = textConsole(m.vga), d = con as unknown as Drawing, own = Object.getPrototypeOf(con) as Drawing;
  for (const k of [...READING, 'cursorCell', 'write', 'scroll'] as const) delete (d as Partial<Drawing>)[k];
  if (p === 0) return;
  const start = p * pageBytes(con), view = con.memory.subarray(start);
  const methods = d as unknown as Record<string, (...a: number[]) => void>;
  for (const k of READING) {
    methods[k] = (...a: number[]): void => {
      const full = d.memory;
      d.memory = view;
      try {
        (own[k] as (...a: number[]) => void).apply(d, a);
      } finally {
        d.memory = full;
      }
    };
  }
  d.cursorCell = () => {
    const at = pagesOf(m).cursors[p]!;
    return (at >> 8) * con.cols + (at & 0xff);
  };
  d.write = (offset, value) => {
    own.write.call(d, offset, value);
    const o = (offset & (TEXT_MEMORY_BYTES - 1)) - start;
    if (o >= 0 && o < con.cols * con.rows * 2) d.drawCell(o >> 1);
  };
  d.scroll = (...a) => {
    // it moves page 0's pixels with its cells: the page shown drawn again
    own.scroll.apply(d, a);
    d.redraw();
  };
}

/** INT 10h AH=05h: page `p` active, and shown. */
export function showPage(m: Machine, p: number): void {
  pagesOf(m).active = p;
  viewPage(m, p);
  const con = textConsole(m.vga);
  if (con.active) con.redraw();
}

/** Bytes a page takes (0040:004C): 2 KB in the 40-column modes, 4 KB in the 80-column ones (DOSBox's mode table). */
export const pageBytes = (con: TextConsole): number => (con.cols === 40 ? 0x800 : 0x1000);

/** Page `p`'s cursor, row << 8 | column. */
export function cursorOf(m: Machine, p: number): number {
  const con = textConsole(m.vga);
  if (p > 7) return beyondPages(m, p);
  return p === 0 ? ((con.row & 0xff) << 8) | (con.col & 0xff) : pagesOf(m).cursors[p]!;
}

/**
 * A page past 7: DOSBox's BIOS keeps its cursor at 0040:0050 + 2 × page all the same, in the
 * data area's next fields (AUD1: page 8's is the cursor type, 0060h, page 9's the active page and
 * the CRTC's port); AH=03h reads it there, AH=02h on page 8 sets the cursor type. `set`: the
 * word written (other pages' writes are not modelled: they change nothing here).
 */
export function beyondPages(m: Machine, p: number, set?: number): number {
  if (set !== undefined) {
    if (p === 8) textConsole(m.vga).cursorType = set & 0xffff;
    return set;
  }
  const at = 0x450 + 2 * p;
  return m.lowMemory.read(at) | (m.lowMemory.read(at + 1) << 8);
}

/** INT10_SetCursorPos: the bytes kept as given; page 0's is the console's cursor. */
export function setCursorOf(m: Machine, p: number, row: number, col: number): void {
  if (p > 7) return void beyondPages(m, p, ((row & 0xff) << 8) | (col & 0xff));
  if (p === 0) return textConsole(m.vga).placeCursor(col & 0xff, row & 0xff);
  const pg = pagesOf(m), d = textConsole(m.vga) as unknown as Drawing, old = d.cursorCell();
  pg.cursors[p & 7] = ((row & 0xff) << 8) | (col & 0xff);
  // the page shown: its cursor's underline moves
  if ((p & 7) === pg.active) {
    d.drawCell(old);
    d.drawCell(d.cursorCell());
  }
}

/**
 * A byte at offset `o` from the mode's start (B800:0000, B000:0000 in mode 07h), as DOSBox's BIOS
 * reaches it: the text memory's 32 KB, in mode 07h then B800's RAM, then C000's video BIOS ROM
 * (runtime/bios/vga-rom.ts: reads its bytes, takes no writes). The character calls count `o` in 16
 * bits (wrap it before); a scroll's row copy does not, so a count larger than its window reaches
 * the ROM's fonts (textgen U00072: AH=06h by 14 lines of an 11-row window). Past the ROM (page 7
 * of an 80-column mode only) DOSBox keeps its DOS's data at C800: not modelled, read as 00h.
 */
/**
 * Whether the graphics controller maps B800h elsewhere than the text's cells now (bios-fonts.ts
 * installFontPlane): DOSBox's BIOS then reads and writes there as a program's pointer does, its
 * teletype and scrolls too (probe TT1: under A000h or B000h maps the cells stay as they were).
 */
export const textMapped = new WeakMap<TextConsole, () => boolean>();

function readAt(con: TextConsole, o: number): number {
  if (o < TEXT_MEMORY_BYTES && textMapped.get(con)?.()) return con.peek(o);
  if (con.mode === 7) {
    if (o < TEXT_MEMORY_BYTES) return con.memory[o]!;
    if (o < 2 * TEXT_MEMORY_BYTES) return con.monoRam[o - TEXT_MEMORY_BYTES]!;
    o -= TEXT_MEMORY_BYTES;
  }
  if (o < TEXT_MEMORY_BYTES) return con.memory[o]!;
  return o < TEXT_MEMORY_BYTES + VGA_ROM_BYTES ? vgaRomByte(o - TEXT_MEMORY_BYTES) : 0;
}
function writeAt(con: TextConsole, o: number, v: number): void {
  if (o < TEXT_MEMORY_BYTES && textMapped.get(con)?.()) con.poke(o, v);
  else if (o < TEXT_MEMORY_BYTES) con.write(o, v);
  else if (con.mode === 7 && o < 2 * TEXT_MEMORY_BYTES) con.monoRam[o - TEXT_MEMORY_BYTES] = v & 0xff;
}

/** WriteChar in a text mode: the character, and the attribute when `useAttr`, at (col, row) of page `p`. */
function writeChar(con: TextConsole, p: number, col: number, row: number, ch: number, attr: number, useAttr: boolean): void {
  const o = (p * pageBytes(con) + (row * con.cols + col) * 2) & 0xffff;
  writeAt(con, o, ch);
  if (useAttr) writeAt(con, (o + 1) & 0xffff, attr);
}

const int8 = (v: number): number => (((v & 0xff) ^ 0x80) - 0x80);

/**
 * DOSBox's BIOS_NROWS: 0040:0084 + 1, which AX=1110h–1114h in a 200-line text mode sets from 200
 * lines while the picture has 400 (vgagen2 VH00078: AH=06h's window cut at row 13 of 28).
 */
const biosRows = (m: Machine): number => m.lowMemory.read(0x484) + 1;

/**
 * INT10_ScrollWindow: rows `top`..`bottom`, columns `left`..`right` of page `p` (the active one
 * when 0xFF) by `lines` (a signed byte: above 0 down, below 0 up, 0 the whole window blank).
 * Only the bottom and right edges are clamped to the screen; the rows copied and filled are
 * counted in bytes from where the count puts them, so a count larger than the window copies and
 * blanks rows outside it, as DOSBox's BIOS does.
 */
export function scrollWindow(m: Machine, top: number, left: number, bottom: number, right: number, lines: number, attr: number, p: number): void {
  const con = textConsole(m.vga);
  if (top > bottom || left > right) return;
  bottom = Math.min(bottom, biosRows(m) - 1); // the rows 0040:0084 gives (INT 10h AX=1112h: 50, probe TR1)
  right = Math.min(right, con.cols - 1) + 1;
  if (p === 0xff) p = pagesOf(m).active;
  const base = p * pageBytes(con);
  const rowAt = (row: number, col: number): number => base + (row * con.cols + col) * 2;
  let n = int8(lines);
  if (n !== 0) {
    let start = n > 0 ? (bottom - n + 1) & 0xff : (top - n - 1) & 0xff;
    const end = n > 0 ? top : bottom, next = n > 0 ? -1 : 1;
    while (start !== end) {
      start = (start + next) & 0xff;
      // MEM_BlockCopy: byte by byte, forward (a negative length would copy for ever: generator
      // version 4 keeps the left edge on the screen)
      const src = rowAt(start, left), dest = rowAt((start + n) & 0xff, left);
      for (let i = 0; i < (right - left) * 2; i++) writeAt(con, dest + i, readAt(con, src + i));
    }
  } else n = int8(bottom - top + 1);
  let row = n > 0 ? top : (bottom + n + 1) & 0xff;
  for (n = n > 0 ? n : int8(-n); n > 0; n--, row = (row + 1) & 0xff) {
    for (let x = 0; x < right - left; x++) {
      writeAt(con, rowAt(row, left) + 2 * x, 0x20);
      writeAt(con, rowAt(row, left) + 2 * x + 1, attr);
    }
  }
}

/** INT 10h AH=0Eh on page `p` (bios-teletype.ts); below the last row the page scrolls up in attribute 07h. */
export function teletype(m: Machine, ch: number, attr: number, useAttr: boolean, p: number): void {
  const con = textConsole(m.vga);
  teletypeOn({
    cols: con.cols,
    rows: biosRows(m),
    cursor: () => cursorOf(m, p),
    place: (row, col) => setCursorOf(m, p, row, col),
    put: (col, row, c) => writeChar(con, p, col, row, c, attr, useAttr),
    scrollUp: () => scrollWindow(m, 0, 0, biosRows(m) - 1, con.cols - 1, -1, 0x07, p),
  }, ch);
}

/** The registers a text-mode INT 10h call takes and leaves. */
interface TextRegs {
  ax: number;
  bx: number;
  cx: number;
  dx: number;
}

/**
 * INT 10h AH=02h, 03h, 05h, 06h–0Ah, 0Eh and 13h in a text mode (DOSBox 0.74's int10.cpp); false
 * for any other. `string` gives AH=13h's bytes at ES:BP.
 */
export function textInt10(m: Machine, r: TextRegs, string: (count: number) => Uint8Array): boolean {
  const con = textConsole(m.vga), ah = r.ax >> 8, al = r.ax & 0xff, bh = r.bx >> 8, bl = r.bx & 0xff;
  switch (ah) {
    case 0x02:
      setCursorOf(m, bh, r.dx >> 8, r.dx & 0xff);
      return true;
    case 0x03:
      r.dx = cursorOf(m, bh);
      r.cx = con.cursorType;
      return true;
    case 0x05: {
      // the S3's BIOS takes the page modulo 8, and sets the CRTC's start address to its words (AUD1: page 1 0800h)
      const start = ((al & 7) * pageBytes(con)) >> 1;
      m.portOut(0x3d4, 0x0c);
      m.portOut(0x3d5, start >> 8);
      m.portOut(0x3d4, 0x0d);
      m.portOut(0x3d5, start & 0xff);
      showPage(m, al & 7);
      return true;
    }
    case 0x06:
    case 0x07:
      scrollWindow(m, r.cx >> 8, r.cx & 0xff, r.dx >> 8, r.dx & 0xff, ah === 6 ? -al : al, bh, 0xff);
      return true;
    case 0x08: {
      const at = cursorOf(m, bh), o = (bh * pageBytes(con) + ((at >> 8) * con.cols + (at & 0xff)) * 2) & 0xffff;
      r.ax = readAt(con, o) | (readAt(con, (o + 1) & 0xffff) << 8);
      return true;
    }
    case 0x09:
    case 0x0a: {
      repeatFromCursor(con.cols, cursorOf(m, bh), r.cx & 0xffff, (col, row) => writeChar(con, bh, col, row, al, bl, ah === 9));
      return true;
    }
    case 0x0e:
      // in a text mode the cell keeps its attribute; the console's print goes to the active page (bios-extra.ts)
      con.print(String.fromCharCode(al));
      return true;
    case 0x13: {
      const at = cursorOf(m, bh);
      const [row, col] = r.dx >> 8 === 0xff ? [at >> 8, at & 0xff] : [r.dx >> 8, r.dx & 0xff];
      setCursorOf(m, bh, row, col);
      const bytes = string((r.cx & 0xffff) * (al & 2 ? 2 : 1));
      let attr = bl;
      for (let i = 0; i < bytes.length; i += al & 2 ? 2 : 1) {
        if (al & 2) attr = bytes[i + 1]!;
        teletype(m, bytes[i]!, attr, true, bh);
      }
      if (!(al & 1)) setCursorOf(m, bh, at >> 8, at & 0xff);
      return true;
    }
  }
  return false;
}
