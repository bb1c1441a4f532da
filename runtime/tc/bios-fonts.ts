/**
 * INT 10h AH=11h in a text mode, the ROM fonts loaded as DOSBox 0.74's BIOS loads them
 * (int10_memory.cpp INT10_LoadFont; probe TR1, test/fixtures/oracle-files): AL=01h, 02h, 04h load
 * the 8×14, 8×8 and 8×16 glyphs into the font plane, `height` lines of each glyph's 32, the lines
 * below kept, the cells' height as it was; AL=11h, 12h, 14h load them and make the cells that
 * high: the CRTC's maximum scan line, and the rows (0040:0084) the 400 lines hold, 28 with the
 * 8×14 font, 50 with the 8×8 (TextConsole.rows), 0040:0085 the height. DOSBox 0.74 leaves the
 * cursor type (0040:0060: 0607h) and the page's bytes (0040:004C: 1000h) as they were. The
 * shown glyphs come from block 0 (BL): a load into another block changes nothing on the screen.
 * Only C programs reach it (bios-extra.ts), so the ROMs' player page does not carry it.
 */
import { textConsole, type TextConsole } from '../hw/textmode.ts';
import { vgaRomFont } from '../bios/vga-rom.ts';
import type { Machine } from '../machine.ts';
import type { Regs } from './dos-int86.ts';

/** A glyph's lines in the font plane (plane 2): 32 whatever the cells' height. */
const GLYPH_STRIDE = 32;
const HEIGHTS: Record<number, 8 | 14 | 16> = { 1: 14, 2: 8, 4: 16 };

/** Per console, the font plane and the glyph table made from it last (a mode set replaces con.glyphs: the plane is the mode's font again). */
const planes = new WeakMap<TextConsole, { plane: Uint8Array; shown: Uint8Array }>();

function planeOf(con: TextConsole): Uint8Array {
  const s = planes.get(con);
  if (s && s.shown === con.glyphs) return s.plane;
  const plane = new Uint8Array(256 * GLYPH_STRIDE), h = con.cellH;
  for (let c = 0; c < 256; c++) plane.set(con.glyphs.subarray(c * h, (c + 1) * h), c * GLYPH_STRIDE);
  return plane;
}

/** INT 10h AX=1101h/1102h/1104h and 1111h/1112h/1114h in a text mode; false for any other. */
export function fontInt10(m: Machine, r: Regs): boolean {
  const con = textConsole(m.vga), al = r.ax & 0xff, h = HEIGHTS[al & 0xef];
  if (!con.active || !h) return false;
  if (r.bx & 7) return true; // another block: not the one shown
  const plane = planeOf(con), font = vgaRomFont(h);
  for (let c = 0; c < 256; c++) plane.set(font.subarray(c * h, (c + 1) * h), c * GLYPH_STRIDE);
  if (al & 0x10) con.cellH = h;
  const cellH = con.cellH, shown = new Uint8Array(256 * cellH);
  for (let c = 0; c < 256; c++) shown.set(plane.subarray(c * GLYPH_STRIDE, c * GLYPH_STRIDE + cellH), c * cellH);
  planes.set(con, { plane, shown });
  con.glyphs = shown;
  con.redraw();
  partialRow(m, con);
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
