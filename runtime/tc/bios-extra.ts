/**
 * The BIOS services corpus programs call through int86 beyond dos-int86.ts's, as DOSBox 0.74's
 * BIOS answers them (oracle: test/fixtures/libcheck BV1). Installed by the C library
 * (cc/support/library-start.ts) on its own machine, so the ROMs' player page does not carry them.
 */
import { CELL_H, TEXT_MEMORY_BYTES, TEXT_MODES, TEXT_ROWS, textConsole } from '../hw/textmode.ts';
import { MODE_03H, MODE_12H, type VideoMode } from '../hw/vga.ts';
import { FONT8X16 } from '../hw/font8x16.ts';
import type { Machine } from '../machine.ts';
import { BDA } from '../bios/bda.ts';
import { bufferOffset } from '../bios/int16.ts';
import type { IoPorts } from '../hw/ports.ts';
import { mouseDriver, type MouseDriver, type MouseRegs } from '../bios/int33.ts';
import { biosExtra, farBytes, type Regs } from './dos-int86.ts';
import { BIOS_MODE } from './conio.ts';
import { biosFont8x8, DAC_256, int10Palette, MODE_13H, pixel13, type PortIo } from './mode13h.ts';
import { a000Unchained13, fontBda, planesOf, fontInt10, fontModeSet, programMemory, textScanLines } from './bios-fonts.ts';
import { XMS_ENTRY, xmsFreeKb } from './xms.ts';
import { drawPixels, graphicsPage, pixelCursor, restorePixels } from './mouse-cursor.ts';
import { PIT_HZ } from '../hw/pit.ts';
import { int14 } from './uart.ts';
import { vesa } from './vesa.ts';
import { biosdisk, diskStateOf } from './bios.ts';
import { cursorOf as pageCursor, pageBytes, pagesOf, resetPages, scrollWindow, teletype, textInt10, textMapped } from './bios-text.ts';
import { BIOS_MODES, biosModeOf, MODE_11H, CGA_DAC, cgaRead, cgaWrite, cursorOf as graphicsCursor, dataFields, graphicsInt10, infoInt10, MODE_13H_BIOS, resetState, setPage, writeChar, scrollWindow as graphicsScroll, stateOf, teletype as graphicsTeletype, type BiosMode } from './vga-bios.ts';

/** Mode 03h's 350-line form (AX=1201h BL=30h, then a mode set: DOSBox's screenshot is 640×350). */
const MODE_03H_350: VideoMode = { ...MODE_03H, height: 350 };

/**
 * Install them on machine `m` only (a compiled program's start-up does, on its own machine): its
 * int86 dispatcher gets the services, and its ports, BIOS data, text console and mouse driver are
 * wrapped as objects of that machine, never their classes, so that another machine in the same
 * process (a ROM's) answers as one without the C library does. The ROMs' player page, which never
 * installs this, carries none of it (its gzip budget: docs/BENCH.md figure 9).
 */
export function installBiosExtra(m: Machine): void {
  if (biosExtra.has(m)) return;
  biosExtra.set(m, service);
  const ports = m.ports, [portIn, portOut] = [ports.in, ports.out];
  // CRTC 07h written while 11h's bit 7 protects it: its line compare bit 8 is taken (vga-ports.ts),
  // the register reads back as it was (DOSBox 0.74 vga_crtc.cpp; vgagen2: 82 shots)
  let overflow: number | null = null;
  const crtcIndex = (at: number): number => (portIn.call(ports, 0x3d4, at) as number);
  ports.in = (port, at) => lptIn(ports, port) ?? dmaIn(ports, port) ?? cursorIn(m, port) ?? (port === 0x3d5 && overflow !== null && crtcIndex(at) === 7 ? overflow : portIn.call(ports, port, at));
  ports.out = (port, value, at) => {
    if (port === 0x3d5 && crtcIndex(at) === 7) {
      portOut.call(ports, 0x3d4, 0x11, at);
      const locked = (portIn.call(ports, 0x3d5, at) as number) & 0x80;
      portOut.call(ports, 0x3d4, 7, at);
      overflow = locked ? (overflow ?? (portIn.call(ports, 0x3d5, at) as number)) : null;
    }
    if (!lptOut(ports, port, value & 0xff) && !dmaOut(ports, port, value & 0xff)) portOut.call(ports, port, value, at);
    if (port === 0x3d5 && (crtcIndex(at) | 1) === 0x0f) cursorWritten(m);
  };
  const low = m.lowMemory, [lowRead, lowWrite] = [low.read, low.write];
  low.read = (linear) => biosData(m, linear - BDA) ?? staticBios(m, linear - BDA) ?? lowRead.call(low, linear);
  low.write = (linear, v) => {
    if (!setStaticBios(m, linear - BDA, v) && !setBufferBounds(m, linear - BDA, v)) lowWrite.call(low, linear, v);
  };
  const con = textConsole(m.vga), [enter, leave, up, down] = [con.enter, con.leave, con.scrollUp, con.scrollDown];
  // a graphics mode set, INT 10h's or initgraph's (through the BIOS in DOSBox: probe VLO), loads
  // the mode's registers, pages and cursors, and in the 200-line modes the CGA's DAC (VGALO's
  // colour 8, register 10h, is DAC entry 16's grey, not the EGA table's green)
  const vga = m.vga, [setMode, resetPalette] = [vga.setMode, vga.resetPalette];
  vga.setMode = (mode, keep) => {
    overflow = null;
    // a text mode 00h–03h after AX=1201h BL=30h: 350 lines (200 are shown doubled, as 400)
    if (mode === MODE_03H && con.mode <= 3 && (videoOf(m).modeset & 0x90) === 0) mode = MODE_03H_350;
    setMode.call(vga, mode, keep);
    const lines = videoOf(m).modeset & 0x90;
    fontModeSet(m, mode.bios === 0x03, lines !== 0 && lines !== 0x80);
    // DOSBox's FinishSetMode: the switches 09h, the display combination's index 0Bh, 0040:0087 60h (the cursor emulation on: SL1, FNT1)
    m.lowMemory.write(BDA + 0x88, 0x09);
    m.lowMemory.write(BDA + 0x8a, 0x0b);
    videoOf(m).cursorEmulation = 0;
    const b = BIOS_MODES.get(mode.bios);
    resetState(m); // (mode 13h's page too: PG13)
    // B800h's RAM past a CGA mode's 16 KB is DOSBox's video memory too, which a mode set clears (vgagen2)
    if (!keep) stateOf(m).cgaHigh.fill(0);
    if (!b) return;
    [con.col, con.row] = [0, 0];
    loadRegisters(m, 0x01, b.planes, 0, 64);
  };
  // 0040:0089 bit 3 (AX=1201h BL=31h) keeps the palette registers and the DAC through a mode set;
  // bit 1 (AX=1200h BL=33h) sums the DAC loaded to greys (DOSBox INT10_PerformGrayScaleSumming)
  vga.resetPalette = (dac) => {
    const set = videoOf(m).modeset;
    if (set & 8) return;
    resetPalette.call(vga, dac ?? (BIOS_MODES.get(vga.biosMode)?.cgaDac ? CGA_DAC : undefined));
    if (!(set & 2)) return;
    const d = vga.dac;
    for (let i = 0; i < d.length; i += 3) d.fill(Math.min(0x3f, (77 * d[i]! + 151 * d[i + 1]! + 28 * d[i + 2]! + 0x80) >> 8), i, i + 3);
    vga.paletteChanged();
  };
  // a mode set restores the cursor type and the blink (BV1), and the 8×16 glyphs mode 13h changes
  BIOS_MODE.byte = (mm) => textConsole(mm.vga).mode | videoOf(mm).keep;
  const reset = (): void => {
    resetPages(m);
    videoOf(m).keep = 0; // 0040:0087's bit 7: set again by a mode set that keeps memory (setVideoMode)
    con.cursorType = 0x0607;
    con.blink = true;
    con.glyphs = FONT8X16;
    con.cellH = CELL_H;
  };
  con.enter = (mode) => {
    // closegraph and restorecrtmode set initgraph's mode again, a graphics one too (probe CG1)
    if (mode !== undefined && !TEXT_MODES.includes(mode)) return void setVideoMode(m, mode);
    reset();
    enter.call(con, mode);
    // the mode control and palette bytes as the BIOS's text mode set leaves them (CB1: closegraph
    // after CGAHI's 1Eh 3Fh leaves 29h 30h, as setVideoMode's text modes)
    const v = videoOf(m);
    [v.palette, v.control] = [0x30, [0x2c, 0x28, 0x2d, 0x29][con.mode] ?? 0x29];
    const lines = videoOf(m).modeset & 0x90;
    if (con.mode <= 3 && (lines === 0 || lines === 0x80)) textScanLines(m, lines ? 200 : 350);
    else if (lines === 0 || lines === 0x80) fontModeSet(m, true); // (mode 07h: the 8×16 glyphs all the same)
    if (con.mode <= 3) textRegisters(m, con.cols, (videoOf(m).textLines = lines === 0x80 ? 200 : lines === 0 ? 350 : 400));
    else videoOf(m).textLines = 400;
  };
  con.leave = () => {
    const type = con.cursorType; // (a graphics mode's set keeps it: setVideoMode)
    reset();
    con.cursorType = type;
    leave.call(con);
  };
  // DOS's output goes to the active page (DOSBox's teletype): another than 0 is served by bios-text.ts
  const print = con.print;
  con.print = (text, colour) => {
    const page = pagesOf(m).active, b = biosModeOf(m);
    // in a graphics mode but 12h (whose DOS output textmode.ts draws) the BIOS's teletype on the
    // active page: DOS's output without the attribute (colour 0Fh, or 3 and 1 in the CGA modes),
    // the echo of a line read in colour 7 (as in 12h)
    // (12h's too once AX=1121h–1124h moved the glyphs: AUD4)
    if (b && (b.video.bios !== 0x12 || fontBda(m, 0x85) !== null)) {
      for (let i = 0; i < text.length; i++) graphicsTeletype(m, b, text.charCodeAt(i) & 0xff, colour ?? 0x0f, colour !== undefined && colour !== 0x0f, stateOf(m).page);
      return;
    }
    // (page 0's too while B800h is mapped elsewhere: it then writes where the map puts B800h, TT1)
    if (!con.active || (page === 0 && !textMapped.get(con)?.())) return print.call(con, text, colour);
    for (let i = 0; i < text.length; i++) teletype(m, text.charCodeAt(i) & 0xff, 0, false, page);
  };
  // B800 in a graphics mode: the CGA modes' pixels (and RAM past their 16 KB), else the RAM there
  // (DOSBox maps A0000–AFFFF only: reads 00h until written, libcheck BV1)
  const [peek, poke] = [con.peek, con.poke];
  con.peek = (o) => {
    const b = biosModeOf(m);
    if (!b) return peek.call(con, o);
    return b.kind === 'ega' ? stateOf(m).ram[0x8000 + (o & 0x7fff)]! : cgaRead(m, o & 0x7fff);
  };
  con.poke = (o, v) => {
    const b = biosModeOf(m);
    if (!b) return poke.call(con, o, v);
    if (b.kind === 'ega') stateOf(m).ram[0x8000 + (o & 0x7fff)] = v & 0xff;
    else cgaWrite(m, o & 0x7fff, v);
  };
  // conio's characters in a graphics mode but 13h (probe CPG): with directvideo 1 its character
  // and attribute bytes at B800 (a CGA mode's pixels, else RAM), with 0 the BIOS's AH=09h, the
  // glyph drawn in the attribute
  const put = con.put;
  con.put = (col, row, code, attribute) => {
    const b = biosModeOf(m);
    if (!b) return put.call(con, col, row, code, attribute);
    if (pagesOf(m).conio === 'bios') return writeChar(m, b, col, row, 0, code, attribute, true);
    const o = (row * con.cols + col) * 2;
    if (o + 1 < TEXT_MEMORY_BYTES) [code, attribute].forEach((v, i) => con.poke(o + i, v));
  };
  // TC's one-line scroll with directvideo 1 moves page 0's cells itself; blanking a window (clrscr,
  // clreol) and any scroll with directvideo 0 are the BIOS's, which scrolls the page shown
  // (textgen4 U00199, U00229, U00253, U00290: page 0 moved with page 1–5 shown; U00017, U00044,
  // U00063, U00097, U00216: page 0 kept; probe PV02)
  // A window below the screen, or more lines than the window has, takes DOSBox's row arithmetic
  // (bios-text.ts scrollWindow: clreol on row 30 blanks rows 20–24, textgen4; probe PV03).
  // (clrscr and clreol blank by the BIOS; a conio call the C library does not name scrolls by one
  // line as direct video does)
  const bios = (a: Parameters<typeof up>): boolean => {
    const how = pagesOf(m).conio;
    // a window past the screen's right edge (conio's columns are a mode's the BIOS left behind
    // conio's back: textgen6) takes DOSBox's clamp of the right column too
    return con.active && (how === 'bios' || (how === null && a[4] === 0)) && (pagesOf(m).active !== 0 || a[3] >= TEXT_ROWS || a[2] >= con.cols || a[4] > a[3] - a[1] + 1);
  };
  // in a graphics mode (but 13h) the BIOS's scroll of that mode (vga-bios.ts; oracle G5: clrscr after initgraph)
  const graphics = (a: Parameters<typeof up>, dir: 1 | -1): boolean => {
    const b = biosModeOf(m);
    if (b) graphicsScroll(m, b, a[1], a[0], a[3], a[2], dir * a[4], a[5]);
    return b !== undefined;
  };
  con.scrollUp = (...a) => {
    if (graphics(a, -1)) return;
    if (bios(a)) return scrollWindow(m, a[1], a[0], a[3], a[2], -a[4], a[5], 0xff);
    return m.vga.biosMode === 0x13 && !con.active ? scroll13(m, 1, ...a) : up.apply(con, a);
  };
  con.scrollDown = (...a) => {
    if (graphics(a, 1)) return;
    if (bios(a)) return scrollWindow(m, a[1], a[0], a[3], a[2], a[4], a[5], 0xff);
    return m.vga.biosMode === 0x13 && !con.active ? scroll13(m, -1, ...a) : down.apply(con, a);
  };
}

/**
 * The registers a text mode set leaves that mode 03h's 400-line table (vga-ports.ts) does not
 * (probe VHP01: the registers after AH=00h in modes 00h–03h after AX=1200h–1202h BL=30h): the
 * 40-column modes' horizontal timings (CRTC 00h–05h, 13h 14h) and halved dot clock (sequencer 01h
 * bit 3); at 200 and 350 lines 8-dot characters (sequencer 01h bit 0, and attribute 10h 08h and 13h
 * 00h: setVideoMode), the cursor's lines 06h–07h or 0Bh–0Ch, the miscellaneous output 63h or A3h, and at 350
 * lines its vertical timings (CRTC 10h, 11h, 14h–16h).
 */
function textRegisters(m: Machine, cols: number, lines: number): void {
  const crtc: [number, number][] = [];
  let dots = 0;
  m.portOut(0x3c4, 1);
  const seq = m.portIn(0x3c5);
  if (cols === 40) {
    crtc.push([0, 0x2d], [1, 0x27], [2, 0x28], [3, 0x90], [4, 0x2b], [5, lines === 200 ? 0x80 : 0xa0], [0x13, 0x14]);
    dots |= 8;
  }
  if (lines !== 400) {
    dots |= 1;
    crtc.push(...(lines === 200 ? [[0x0a, 0x06], [0x0b, 0x07]] as [number, number][] : [[0x0a, 0x0b], [0x0b, 0x0c], [0x10, 0x83], [0x14, 0x0f], [0x15, 0x63], [0x16, 0xba]] as [number, number][]));
    m.portOut(0x3c2, lines === 200 ? 0x63 : 0xa3); // (attribute 10h and 13h: setVideoMode's loadRegisters)
  }
  m.portOut(0x3c5, seq | dots);
  // (CRTC 00h–07h are written with 11h's protection off; 11h last: 85h at 350 lines)
  m.portOut(0x3d4, 0x11);
  const protect = m.portIn(0x3d5);
  m.portOut(0x3d5, protect & 0x7f);
  for (const [i, v] of crtc) {
    m.portOut(0x3d4, i);
    m.portOut(0x3d5, v);
  }
  m.portOut(0x3d4, 0x11);
  m.portOut(0x3d5, lines === 350 ? 0x85 : protect);
}

/**
 * The BIOS's scroll in mode 13h (M13C: clrscr, INT 10h AH=06h/07h): the window's 8×8 cells move
 * by `lines` rows of cells (0, or as many as it has: blanked), those left blank filled with the
 * whole attribute byte as the colour.
 */
function scroll13(m: Machine, dir: 1 | -1, left: number, top: number, right: number, bottom: number, lines: number, attribute: number): void {
  const px = m.vga.pixels, x0 = left * 8, x1 = Math.min(320, (right + 1) * 8);
  const last = Math.min(bottom, 24), n = lines <= 0 || lines > last - top ? last - top + 1 : lines;
  if (x1 <= x0 || last < top) return;
  for (let k = top; k <= last; k++) {
    const row = dir === 1 ? k : last + top - k, from = row + dir * n;
    for (let at = row * 2560 + x0, src = from * 2560 + x0; at < (row + 1) * 2560; at += 320, src += 320) {
      if (from >= top && from <= last) px.copyWithin(at, src, src + x1 - x0);
      else px.fill(attribute, at, at + x1 - x0);
    }
  }
  m.vga.touch(x0, top * 8, x1 - 1, last * 8 + 7);
}

/** The mouse drivers given the text cursor (textCursor). */
const withTextCursor = new WeakSet<object>();

/**
 * Give machine `m`'s mouse driver the text cursor, at its first INT 33h: the driver is made there
 * (dos-int86.ts), with the range of the mode then: made at the program's start, in text mode, it
 * would keep Y up to 199 after initgraph where BV1 reads 470 (01D6h).
 */
function textCursor(m: Machine): void {
  const d = mouseDriver(m.mouse, m.vga) as unknown as Driver;
  if (withTextCursor.has(d)) return;
  withTextCursor.add(d);
  const { draw, restore, reset, call } = d;
  d.draw = () => {
    if (pixelCursor(m)) return drawPixels(m, d);
    // mode 12h: drawn only on the page the BIOS shows (mouse-cursor.ts)
    if (d.hidden !== 0 || !textConsole(d.vga).active) return d.page === graphicsPage(m) || d.hidden !== 0 ? draw.call(d) : undefined;
    restoreText(d);
    drawText(d);
  };
  d.restore = () => {
    if (d.hidden === 0) {
      restoreText(d);
      restorePixels(m, d);
      // mode 12h: the background goes back to 1Dh's page; on another than the shown one the arrow stays (mouse-cursor.ts)
      if (d.page !== graphicsPage(m) && !textConsole(d.vga).active) (d as unknown as { backAt: unknown }).backAt = null;
    }
    restore.call(d);
  };
  d.reset = () => {
    reset.call(d);
    cursors.delete(d);
  };
  d.call = (r, mem) => textCall(d, r) || call.call(d, r, mem);
}

/** The mouse driver as these wrappers see it (draw and restore are its private methods). */
type Driver = Pick<MouseDriver, 'hidden' | 'vga' | 'x' | 'y' | 'hotX' | 'hotY' | 'page' | 'granMask' | 'screenMask' | 'cursorMask' | 'reset' | 'call'> & { draw(): void; restore(): void };

/**
 * INT 33h's text cursor, DOSBox's software one (DrawCursorText): the cell under the position, its
 * character and attribute word saved, then written ANDed with `and` and XORed with `xor` in video
 * memory (oracle BV1, corpus C491: 0720h → 7020h); put back when hidden or moved. Function 0Ah
 * (BX=0) sets the masks for the next draw (BV1); the hardware cursor (BX=1) is not modelled.
 */
interface TextCursor {
  and: number;
  xor: number;
  /** The cell under the drawn cursor: column, row, character, attribute; null: none drawn. */
  back: [number, number, number, number] | null;
}
const DEFAULT_TEXT_AND = 0x77ff, DEFAULT_TEXT_XOR = 0x7700;
const cursors = new WeakMap<Driver, TextCursor>();
const cursorOf = (d: Driver): TextCursor =>
  cursors.get(d) ?? (cursors.set(d, { and: DEFAULT_TEXT_AND, xor: DEFAULT_TEXT_XOR, back: null }), cursors.get(d)!);

function drawText(d: Driver): void {
  const c = cursorOf(d), con = textConsole(d.vga);
  // 8 pixels a column in the 40-column modes too: x 320 is cell 40 of its row, the next row's
  // first (DOSBox 0.74's DrawCursorText; oracle-pc-v2 `mouse`: x 8 in mode 01h marks column 1)
  const at = (d.y >> 3) * con.cols + (d.x >> 3), col = at % con.cols, row = (at / con.cols) | 0;
  if (d.x < 0 || d.y < 0 || row >= TEXT_ROWS) return;
  const ch = con.charAt(col, row), attr = con.attributeAt(col, row);
  c.back = [col, row, ch, attr];
  const w = (((attr << 8) | ch) & c.and) ^ c.xor;
  con.put(col, row, w & 0xff, w >> 8);
}

function restoreText(d: Driver): void {
  const c = cursorOf(d);
  if (c.back === null) return;
  const [col, row, ch, attr] = c.back;
  c.back = null;
  textConsole(d.vga).put(col, row, ch, attr);
}

function textCall(d: Driver, r: MouseRegs): boolean {
  if (r.ax !== 0x0a || r.bx !== 0) return false;
  const c = cursorOf(d);
  c.and = r.cx;
  c.xor = r.dx;
  return true;
}

/** LPT1's registers: data (a latch), status, control (a latch). */
const LPT_DATA = 0x378, LPT_STATUS = 0x379, LPT_CONTROL = 0x37a;
/** What LPT1's status register reads on DOSBox 0.74 with no printer (oracle BV1). */
const LPT_IDLE_STATUS = 0x87;
/** LPT1's data and control latches of each machine: they read back what was written, 00h at power-on (oracle BV1). */
const latches = new WeakMap<IoPorts, [number, number]>();
const latchOf = (p: IoPorts): [number, number] => latches.get(p) ?? (latches.set(p, [0, 0]), latches.get(p)!);

function lptIn(p: IoPorts, port: number): number | null {
  if (port === LPT_DATA) return latchOf(p)[0];
  if (port === LPT_CONTROL) return latchOf(p)[1];
  if (port === LPT_STATUS) return LPT_IDLE_STATUS;
  return port === 0x278 || port === 0x3bc ? 0xff : null; // LPT2's and the MDA's LPT: nothing there, the bus floats (BV1)
}

function lptOut(p: IoPorts, port: number, v: number): boolean {
  if (port === LPT_DATA || port === LPT_CONTROL) latchOf(p)[port === LPT_DATA ? 0 : 1] = v;
  return port >= LPT_DATA && port <= LPT_CONTROL; // the status register is read-only
}

/**
 * The first DMA controller's address and count registers (8237, ports 00h–07h), each a word
 * written and read a byte at a time through the byte pointer flip-flop it shares, which port
 * 0Ch clears; the status register (08h) reads 00h (probe BIO1: 41h written to port 00h reads back
 * 00h, then 41h; corpus C1475's `outport(0, 'A')`). No transfer is modelled.
 */
interface Dma {
  words: Uint16Array;
  flipflop: boolean;
}
const dmas = new WeakMap<IoPorts, Dma>();
const dmaOf = (p: IoPorts): Dma => dmas.get(p) ?? (dmas.set(p, { words: new Uint16Array(8), flipflop: false }), dmas.get(p)!);

function dmaIn(p: IoPorts, port: number): number | null {
  if (port === 0x08) return 0;
  if (port > 0x07) return null;
  const d = dmaOf(p);
  d.flipflop = !d.flipflop;
  return d.flipflop ? d.words[port]! & 0xff : d.words[port]! >> 8;
}

function dmaOut(p: IoPorts, port: number, v: number): boolean {
  const d = dmaOf(p);
  if (port === 0x0c) d.flipflop = false;
  else if (port <= 0x07) {
    d.flipflop = !d.flipflop;
    d.words[port] = d.flipflop ? (d.words[port]! & 0xff00) | v : (d.words[port]! & 0xff) | (v << 8);
  } else return false;
  return true;
}

/**
 * Bytes of DOSBox 0.74's BIOS data area that neither the machine (runtime/bios/bda.ts) nor
 * biosData below models, as its BIOS leaves them (probe BIO1): COM1 and COM2 at 3F8h and 2F8h,
 * LPT1 at 378h (000Ah–000Fh 0), the equipment word, 640 KB (0013h), two hard disks (0075h), the
 * parallel and serial time-outs (0078h: 1, 1, 1, 0; 007Ch: 1, 1, 1, 1), the VGA's combination
 * code (008Ah: 0Bh) and video save pointer table (00A8h: C000:2E8F); zeros around them. Kept as
 * written, per machine.
 */
const STATIC_BIOS: readonly (readonly [number, readonly number[]])[] = [
  [0x00, [0xf8, 0x03, 0xf8, 0x02, 0, 0, 0, 0, 0x78, 0x03, 0, 0, 0, 0, 0, 0, 0x26, 0xd4, 0, 0x80, 0x02, 0, 0]],
  [0x3e, Array(11).fill(0)],
  [0x67, Array(5).fill(0)],
  [0x71, [0, 0, 0, 0, 0x02, 0, 0, 0x01, 0x01, 0x01, 0, 0x01, 0x01, 0x01, 0x01]],
  [0x86, [0]],
  [0x88, [0x09]],
  [0x8a, [0x0b, ...Array(11).fill(0)]],
  [0x97, [0x10, ...Array(16).fill(0), 0x8f, 0x2e, 0x00, 0xc0, ...Array(84).fill(0)]],
];
const staticBytes = new WeakMap<Machine, Map<number, number>>();

function staticOf(m: Machine): Map<number, number> {
  let b = staticBytes.get(m);
  if (!b) {
    b = new Map();
    for (const [at, bytes] of STATIC_BIOS) bytes.forEach((v, i) => b!.set(at + i, v));
    staticBytes.set(m, b);
  }
  return b;
}

/**
 * 0040:0080/0082, the type-ahead ring's start and end: DOSBox's BIOS reads them at every push and
 * read, so a program may move the ring (inside 1Eh..3Eh here; oracle-pc-v2 `keys`).
 */
function setBufferBounds(m: Machine, o: number, v: number): boolean {
  if (o < 0x80 || o > 0x83) return false;
  const b = m.keyBuffer, field = o < 0x82 ? 'start' : 'end', shift = (o & 1) * 8;
  b[field] = bufferOffset((b[field] & ~(0xff << shift)) | ((v & 0xff) << shift));
  return true;
}

function staticBios(m: Machine, o: number): number | null {
  return staticOf(m).get(o) ?? null;
}

function setStaticBios(m: Machine, o: number, v: number): boolean {
  const b = staticOf(m);
  if (!b.has(o)) return false;
  b.set(o, v & 0xff);
  return true;
}

/**
 * The machine's INT 10h state the BIOS data area shows: 0040:0065 (the mode control byte: text
 * and CGA mode sets set it, the EGA and VGA ones keep it: VB2), 0040:0066 (the palette byte AH=0Bh
 * keeps) and 0040:0087's bit 7 (the last mode set kept video memory).
 */
interface VideoBios {
  control: number;
  palette: number;
  keep: number;
  /** 0040:0087's bit 0 (AX=1201h BL=34h: cursor emulation off) and 0040:0089 (the mode set's options: AH=12h BL=30h–33h). */
  cursorEmulation: number;
  modeset: number;
  /** INT 10h's cursor-setting calls so far, and the cursor's state when the program last wrote CRTC 0Eh/0Fh (cursorIn). */
  cursorSets: number;
  cursorKey: string | null;
  /** The scan lines of the last text mode set (AH=1Bh's code: 200, 350 or 400). */
  textLines: number;
}
const videoBios = new WeakMap<Machine, VideoBios>();
const videoOf = (m: Machine): VideoBios => videoBios.get(m) ?? (videoBios.set(m, { control: 0x29, palette: 0x30, keep: 0, cursorEmulation: 0, modeset: 0x51, cursorSets: 0, cursorKey: null, textLines: 400 }), videoBios.get(m)!);

/** 0040:0065 as a driver writes it itself (HERC.BGI: graphics/cga.ts). */
export function setModeControl(m: Machine, v: number): void {
  videoOf(m).control = v & 0xff;
}

/**
 * The BIOS's cursor as DOSBox 0.74's INT10_SetCursorPos writes it into CRTC 0Eh/0Fh, in every
 * mode, when the page is the active one: 0040:004A's columns × row + column + 0040:004E / 2
 * (oracle vgagen2: 195 shots' registers). Read lazily: what the program wrote there stands until
 * the BIOS's cursor, page or mode changes (or INT 10h sets the cursor again).
 */
function cursorKey(m: Machine): string {
  const b = (o: number): number => m.lowMemory.read(BDA + o), page = b(0x62);
  return `${videoOf(m).cursorSets} ${b(0x4a)} ${b(0x4e) | (b(0x4f) << 8)} ${page} ${b(0x50 + 2 * page)} ${b(0x51 + 2 * page)}`;
}
function cursorWritten(m: Machine): void {
  videoOf(m).cursorKey = cursorKey(m);
}
function cursorIn(m: Machine, port: number): number | null {
  const i = port === 0x3d5 ? m.ports.in(0x3d4, 0) : -1;
  if ((i | 1) !== 0x0f || videoOf(m).cursorKey === cursorKey(m)) return null;
  const [cols, start, , col, row] = cursorKey(m).split(' ').slice(1).map(Number) as [number, number, number, number, number];
  const at = (cols * row + col + (start >> 1)) & 0xffff;
  return i === 0x0e ? at >> 8 : at & 0xff;
}

/**
 * Words of the BIOS data area as DOSBox 0.74 keeps them (oracle BV1, M13A), where measured: 0008h
 * LPT1's base port (0378h), 0060h the cursor type; in modes 03h, 12h and 13h 004Ah the columns
 * (80, 80, 40), 004Ch the page's bytes (1000h, A000h, 2000h), 004Eh the page's start, 0050h the
 * cursor of page 0, 0062h the page, 0063h the CRTC's port, 0065h the mode control byte (29h),
 * 0066h the palette byte, 0084h the rows less one, 0085h the character's height, 0087h and 0089h
 * the EGA and VGA flags (60h, bit 7 the kept memory; 51h).
 */
function biosData(m: Machine, o: number): number | null {
  // no field lies outside 0008h–0009h and 004Ah–0089h: a read elsewhere (a poll of the tick count) builds no list
  if ((o < 0x4a || o > 0x89) && o !== 8 && o !== 9) return null;
  const font = fontBda(m, o);
  if (font !== null) return font;
  const con = textConsole(m.vga), mode = m.videoMode(), v = videoOf(m);
  const [cols, page, rows, height] = mode === 0x13 ? [40, 0x2000, 25, 8] : mode === 0x12 ? [80, 0xa000, 30, 16] : [80, 0x1000, con.rows, con.cellH];
  // [offset, value, bytes]
  const fields: [number, number, number?][] = [[0x08, 0x378], [0x60, con.cursorType]];
  if (con.active) {
    // every text mode: the page's bytes and start, the active page, the eight pages' cursors (bios-text.ts)
    const pg = pagesOf(m).active;
    fields.push([0x4c, pageBytes(con)], [0x4e, pg * pageBytes(con)], [0x62, pg, 1]);
    for (let p = 0; p < 8; p++) fields.push([0x50 + 2 * p, pageCursor(m, p)]);
  }
  const b = biosModeOf(m);
  if (b) {
    fields.push(...dataFields(m, b), [0x65, v.control, 1], [0x66, v.palette, 1], [0x87, 0x60 | v.keep | v.cursorEmulation, 1], [0x89, v.modeset, 1]);
  } else if (con.active || mode === 0x13) {
    // (every text mode: AUD1's mode 01h; mode 07h's CRTC at 3B4h)
    const p13 = con.active ? 0 : stateOf(m).page; // mode 13h's page (AH=05h: PG13)
    fields.push([0x4a, con.active ? con.cols : cols], [0x4c, page], [0x4e, p13 * page], [0x63, mode === 7 ? 0x3b4 : 0x3d4], [0x85, height]);
    for (let p = 0; p < 8; p++) fields.push([0x50 + 2 * p, graphicsCursor(m, p)]);
    fields.push([0x62, p13, 1], [0x65, v.control, 1], [0x66, v.palette, 1], [0x84, rows - 1, 1], [0x87, 0x60 | v.keep | v.cursorEmulation, 1], [0x89, v.modeset, 1]);
  }
  // mode 0Fh (EGAMONO): the CRTC's port 03B4h (probe EGM2; its other fields not measured)
  if (mode === 0x0f) fields.push([0x63, 0x3b4]);
  const f = fields.find(([at, , n = 2]) => o >= at && o < at + n);
  return f ? (f[1] >> ((o - f[0]) * 8)) & 0xff : null;
}

/**
 * INT 1Ah AH=02h (CH:CL:DH the time in BCD, DL 0: no daylight saving) and AH=04h (CH:CL the
 * century and year, DH:DL the month and day, in BCD), carry clear, read from the CMOS clock
 * through ports 70h/71h as DOSBox's BIOS reads them (bios.cpp INT1A_Handler; oracle DT1): the
 * machine's clock, as runtime/hw/cmos.ts answers.
 */
function realTimeClock(m: Machine, ah: number, r: Regs): boolean {
  const cmos = (index: number): number => {
    m.portOut(0x70, index);
    return m.portIn(0x71);
  };
  if (ah === 0x02) {
    r.cx = (cmos(0x04) << 8) | cmos(0x02);
    r.dx = cmos(0x00) << 8;
  } else {
    r.cx = (cmos(0x32) << 8) | cmos(0x09);
    r.dx = (cmos(0x08) << 8) | cmos(0x07);
  }
  r.flags &= ~1;
  return true;
}

function service(m: Machine, n: number, r: Regs): boolean {
  const ah = r.ax >> 8;
  switch (n) {
    case 0x33: // the driver's own, with the text cursor
      textCursor(m);
      return mouseReports(mouseDriver(m.mouse, m.vga), r);
    case 0x10:
      return int10(m, ah, r);
    case 0x16: // a function DOSBox 0.74's BIOS lacks leaves every register (oracle-pc-v2 `keys`: 09h, 0Ah and
      // AH=03h's subfunctions past 00h/05h; probe IS1: 04h, 06h–08h, 0Bh–0Fh, 13h–FFh)
      if (ah === 0x03) return (r.ax & 0xff) !== 0 && (r.ax & 0xff) !== 5;
      if (INT16_FUNCTIONS.has(ah)) return false;
      r.flags |= 1; // the caller's carry, as INT 10h (IS1)
      return true;
    case 0x17: // the printer: none; AH=00h times out, AH=01h reports it, AH=02h a status of 00h (oracle BV1)
      if (ah > 2) return false;
      r.flags |= 1; // the caller's carry, as INT 10h (dos-int86.ts)
      r.ax = ((ah === 2 ? 0x00 : 0x01) << 8) | (r.ax & 0xff);
      return true;
    case 0x14:
      return serial(m, ah, r);
    case 0x15:
      return int15(m, ah, r);
    case 0x1a: // the tick count (dos-int86.ts) with the caller's carry, as INT 10h (oracle DI1: x.cflag 1)
      if (ah === 0x02 || ah === 0x04) return realTimeClock(m, ah, r);
      if (ah === 0x01) {
        // AH=01h: CX:DX into 0040:006C (oracle-pc-v2 `clock`: read back at once, then a tick a tick on)
        m.timer.tickCount = ((r.cx << 16) | r.dx) >>> 0;
        return true;
      }
      // AH=00h is dos-int86.ts's; any other (03h and 05h, the clock's setters, too) leaves every register (probe IS1)
      r.flags |= 1;
      return ah !== 0;
    case 0x2f:
      // DOSBox's XMS driver: AX=4300h says it is there (AL=80h), AX=4310h gives its entry in ES:BX (oracle XM1)
      if (r.ax === 0x4300) r.ax = 0x4380;
      else if (r.ax === 0x4310) [r.es, r.bx] = [XMS_ENTRY >>> 16, XMS_ENTRY & 0xffff];
      // the network redirector and MSCDEX say they are there, MSCDEX with no CD drive; no HMA is free (oracle MX1)
      else if (r.ax === 0x1100) r.ax = 0x11ff;
      else if (ah === 0x15) mscdex(r);
      // AX=4A01h and 4A02h (the HMA's free bytes, an allocation there): BX 0, ES:DI FFFF:FFFF (oracle MX1, probe IS2)
      else if (r.ax === 0x4a01 || r.ax === 0x4a02) [r.bx, r.es, r.di] = [0, 0xffff, 0xffff];
      // the redirector's functions past 1100h: AX 0049h (no network), the carry (probe IS2: AL 01h–FFh)
      else if (ah === 0x11) [r.ax, r.flags] = [0x49, r.flags | 1];
      // a function no handler in DOSBox's chain takes (Windows' 16xxh and 46xxh, Btrieve's ABxxh,
      // PRINT, SHARE, DOSKEY…) leaves every register, carry clear (oracle DI1, MX1; corpus C3166)
      else return !MULTIPLEX_HANDLERS.has(ah);
      return true;
    case 0x13:
      return disk(m, ah, r);
    case 0x67:
      return ems(ah, r);
    case 0x25:
    case 0x26:
      absoluteDisk(n, r);
      return true;
    default:
      return false;
  }
}

/**
 * DOSBox 0.74's EMS driver (its ems.cpp, memsize 16 MB), INT 67h: AH=42h the pages of 16 KB,
 * BX free and DX all, 948 of 1 024 at the start (corpus C3730: "16384 KByte (1024 Seiten)",
 * "15168 KByte (948 Seiten)" — XMS's 15 168 KB free, oracle XM1: one pool); AH=46h the version,
 * AL=40h (C3730: 64). AH=00h for success (LIM EMS 4.0's status byte). The other functions (the
 * page frame, handles, mapping) are not modelled: they stop the program.
 */
function ems(ah: number, r: Regs): boolean {
  if (ah === 0x42) [r.bx, r.dx] = [xmsFreeKb() >> 4, 16384 >> 4];
  else if (ah === 0x46) r.ax = 0x40;
  else return false;
  r.ax &= 0xff;
  return true;
}

/** The drives DOSBox 0.74's harness session has (C:, its own Z:), as AL and absread number them. */
export const ABSOLUTE_DRIVES: ReadonlySet<number> = new Set([2, 25]);

/**
 * INT 25h/26h (absolute disk read and write) as DOSBox 0.74 answers them (probes AB1, AB2 in
 * test/fixtures/oracle-files; corpus C2642): on a drive it has (a folder, not a disk) AX 0 and
 * nothing moved; on any other AX 8002h with the carry; the other registers as they were, and the
 * flags word the same each time (25h 7096h, 26h 7046h, with the carry).
 */
function absoluteDisk(n: number, r: Regs): void {
  const ok = ABSOLUTE_DRIVES.has(r.ax & 0xff);
  r.ax = ok ? 0 : 0x8002;
  r.flags = (n === 0x25 ? 0x7096 : 0x7046) | (ok ? 0 : 1);
}

/**
 * The INT 33h functions of DOSBox 0.74's driver that only report (probe IS3, after a reset in
 * mode 03h): 11h AX FFFFh and BX the buttons (3); 15h BX 01F0h (the state's size); 26h BX 0, CX
 * and DX the largest X and Y; 31h AX, BX the smallest, CX, DX the largest; 0Dh, 0Eh (light pen),
 * 13h (double speed), 1Ch (interrupt rate), 22h, 23h (language), 27h, 32h, 4Fh, 6Fh and 53C1h
 * every register kept. So do 10h (the region where the cursor hides: DOSBox keeps it and never
 * reads it) and 12h (a large graphics cursor), and the cursor stays as it was, shown or hidden,
 * in mode 03h and mode 12h alike (probe MO1: its cell and its 16×16 box, then show and hide
 * counting on from where they were).
 */
function mouseReports(d: MouseDriver, r: Regs): boolean {
  if (r.ax === 0x11) [r.ax, r.bx] = [0xffff, 3];
  else if (r.ax === 0x15) r.bx = 0x01f0;
  else if (r.ax === 0x26) [r.bx, r.cx, r.dx] = [0, d.maxX, d.maxY];
  else if (r.ax === 0x31) [r.ax, r.bx, r.cx, r.dx] = [d.minX, d.minY, d.maxX, d.maxY];
  else return [0x0d, 0x0e, 0x10, 0x12, 0x13, 0x1c, 0x22, 0x23, 0x27, 0x32, 0x4f, 0x6f, 0x53c1].includes(r.ax);
  return true;
}

/** INT 16h's functions the machine answers (runtime/bios/int16.ts, dos-int86.ts: 03h's AL=00h/05h, 05h). */
const INT16_FUNCTIONS = new Set([0x00, 0x01, 0x02, 0x05, 0x10, 0x11, 0x12]);

/**
 * INT 2Fh's AH values with a handler in DOSBox 0.74 (dos_misc.cpp and its drivers) whose functions
 * not measured are refused (probe IS2: 43h's and 4Ah's other AL values keep every register).
 */
const MULTIPLEX_HANDLERS = new Set([0x12]);

/**
 * MSCDEX's answers in DOSBox 0.74 with no CD drive mounted (probe MC1, CX the drive 0, 2 (C:), 25
 * (Z:) or 2222h alike), by AL: AX the error and the carry set, or BX, or nothing; 00h (AL FFh, BX
 * the drives: 0) is MX1's. 0Bh (is CX a CD drive?) is AX 0, BX ADADh; 0Ch the version 2.23 in BX.
 */
const MSCDEX: Readonly<Record<number, { ax: number; carry?: true } | { bx: number; ax?: number }>> = {
  0x00: { ax: 0x15ff, bx: 0 }, 0x02: { ax: 0x0f, carry: true }, 0x03: { ax: 0x0f, carry: true }, 0x04: { ax: 0x0f, carry: true },
  0x05: { ax: 0x15, carry: true }, 0x08: { ax: 0x0f, carry: true }, 0x09: { ax: 0x01, carry: true }, 0x0b: { ax: 0, bx: 0xadad },
  0x0c: { bx: 0x0217 }, 0x0e: { ax: 0x0f, carry: true }, 0x0f: { ax: 0, carry: true }, 0x10: { ax: 0x0f, carry: true },
};

/** INT 2Fh AH=15h (MSCDEX); the functions MC1 saw answer nothing (01h, 06h, 07h, 0Ah, 0Dh, 11h–FFh) leave every register, carry clear. */
function mscdex(r: Regs): void {
  const a = MSCDEX[r.ax & 0xff];
  if (!a) return;
  if (a.ax !== undefined) r.ax = a.ax;
  if ('bx' in a) r.bx = a.bx;
  if ('carry' in a) r.flags |= 1;
}

/**
 * Where INT 15h AH=C0h's table is: DOSBox takes a paragraph of its DOS's memory (bios.cpp,
 * DOS_GetMemory), C8C3h on this machine (probe PQ1). Made readable there on the first call.
 */
const CONFIG_SEGMENT = 0xc8c3;

function configTable(m: Machine): [number, number] {
  const upper = m.upperMemory, base = CONFIG_SEGMENT * 16;
  if (upper && !configured.has(m)) {
    configured.add(m);
    const [covers, read] = [upper.covers, upper.read];
    upper.covers = (linear) => (linear >= base && linear < base + 16) || covers.call(upper, linear);
    upper.read = (linear) => (linear >= base && linear < base + 16 ? CONFIG_TABLE[linear - base] ?? 0 : read.call(upper, linear));
  }
  return [CONFIG_SEGMENT, 0];
}
const configured = new WeakSet<Machine>();

/** INT 15h AH=C0h's table as DOSBox 0.74 gives it (oracle-pc-v2 `bios`): 8 bytes, model FCh, revision 1, features 70h 40h. */
const CONFIG_TABLE = [0x08, 0x00, 0xfc, 0x00, 0x01, 0x70, 0x40, 0x00, 0x00, 0x00];

/**
 * INT 15h as DOSBox 0.74's BIOS answers it (oracle-pc-v2 `bios`): AH=88h none (AX=0), AH=86h waits
 * CX:DX microseconds (on its RTC's 1 ms interrupts) and clears AH, AH=C0h gives its table at ES:BX
 * (AH=0), AH=91h clears AH, those three with the carry clear; AH=4Fh (keyboard intercept) sets the
 * carry and keeps AX; any other (24h A20, 53h APM, C1h) is AH=86h with the carry set; AH=87h's
 * copy is not modelled.
 */
function int15(m: Machine, ah: number, r: Regs): boolean {
  switch (ah) {
    case 0x86:
      if (r.until === undefined) {
        r.until = m.now + Math.round((((r.cx << 16) | r.dx) >>> 0) * PIT_HZ / 1e6);
        return false;
      }
      r.ax &= 0xff;
      break;
    case 0x88:
      r.ax = 0;
      break;
    case 0xc0:
      [r.es, r.bx] = configTable(m);
      r.ax &= 0xff;
      break;
    case 0x91:
      r.ax &= 0xff;
      break;
    case 0x4f:
      r.flags |= 1;
      return true;
    case 0x84: // the joystick: dos-int86.ts
    case 0x87: // a block copy through a descriptor table (DOSBox does it, AX=0): not modelled
      return false;
    default:
      r.ax = 0x8600 | (r.ax & 0xff);
      r.flags |= 1;
      return true;
  }
  r.flags &= ~1;
  return true;
}

/**
 * INT 13h as DOSBox 0.74 answers it with C: a folder and no disk image (probe DK1, corpus C2265
 * reads the partition sector of drive 80h), as biosdisk (bios.ts): AH the status, AL kept, the
 * carry set unless it is 0; BX, CX, DX, SI, DI kept and no byte of the buffer written (DOSBox's
 * read of head 0 sector 1 of a hard disk succeeds without reading). AH=08h on every drive is
 * error 07h.
 */
function disk(m: Machine, ah: number, r: Regs): boolean {
  const status = biosdisk(diskStateOf(m), ah, r.dx & 0xff, r.dx >> 8, r.cx & 0xff, r.ax & 0xff);
  r.ax = (status << 8) | (r.ax & 0xff);
  r.flags = status ? r.flags | 1 : r.flags & ~1;
  return true;
}

/** INT 14h on COM1 and COM2 (uart.ts int14); other ports are not modelled. AH=04h and up: the carry set, AX kept. */
function serial(m: Machine, ah: number, r: Regs): boolean {
  if (r.dx > 1) return false;
  if (ah > 3) r.flags |= 1;
  else r.ax = int14(m, ah, r.ax & 0xff, r.dx);
  return true;
}

/**
 * INT 10h: set mode (AH=00h: the text modes, 0Eh, 10h and 12h, as initgraph and closegraph set
 * them: cleared, default palette, cursor home; and 13h), cursor type and position (01h–03h, page
 * 0), the light pen (04h: none, AX=0), background and border (0Bh BH=0), the teletype (0Eh in
 * text modes and 13h), pixels in mode 13h (0Ch/0Dh), the mode (0Fh), blink or intensity
 * (AX=1003h) and the palette registers and DAC (AH=10h, mode13h.ts). Registers as DOSBox's BIOS
 * leaves them (oracle BV1: AX as given after 00h; M13A, M13B).
 */
function int10(m: Machine, ah: number, r: Regs): boolean {
  // (AH=02h and 13h on another page than the active one leave the CRTC: VH00003)
  if ([0x00, 0x05, 0x0e].includes(ah) || ((ah === 0x02 || ah === 0x13) && r.bx >> 8 === m.lowMemory.read(BDA + 0x62))) videoOf(m).cursorSets++;
  r.flags |= 1; // the caller's carry (dos-int86.ts int10)
  const con = textConsole(m.vga), mode = m.videoMode(), v = videoOf(m);
  if (con.active && textInt10(m, r, (count) => farBytes(m, r.es, r.bp ?? 0, count, null))) return true;
  const io: PortIo = { out: (port, value) => m.portOut(port, value), in: (port) => m.portIn(port) };
  if (ah === 0x11) return fontInt10(m, r, (o) => m.lowMemory.read(BDA + o));
  if (infoInt10(m, r)) return true;
  // mode 13h's own calls are below and mode13h.ts's; its other pages' cursors, AH=08h and AH=13h are vga-bios.ts's (M13D)
  // (and, once AX=1121h–1124h changed the glyphs' height, its characters, teletype and scrolls: AUD2)
  // (and, once A000 is not its chained bytes, its characters and teletype: a000Unchained13)
  const moved = mode === 0x13 && [0x06, 0x07, 0x09, 0x0a, 0x0e].includes(ah) && (fontBda(m, 0x85) !== null || (ah !== 0x06 && ah !== 0x07 && a000Unchained13(m)));
  const b = biosModeOf(m) ?? (mode === 0x13 && ([0x02, 0x03, 0x08, 0x13].includes(ah) || moved) ? MODE_13H_BIOS : undefined);
  if (b && graphicsInt10(m, b, r, (count) => farBytes(m, r.es, r.bp ?? 0, count, null))) return true;
  switch (ah) {
    case 0x00:
      return setVideoMode(m, r.ax & 0xff);
    case 0x01:
      con.cursorType = r.cx & 0xffff;
      cursorShape(m, r.cx >> 8, r.cx & 0xff);
      if (con.active) con.redraw();
      return true;
    case 0x02:
      if (r.bx >> 8 !== 0) return false;
      con.placeCursor(r.dx & 0xff, r.dx >> 8);
      return true;
    case 0x03:
      if (r.bx >> 8 !== 0) return false;
      r.cx = con.cursorType;
      r.dx = (con.row << 8) | con.col;
      return true;
    case 0x04:
      r.ax = 0;
      return true;
    case 0x05:
      // mode 13h: the page AL modulo 8, its start 2000h apart in the CRTC and the data area (PG13)
      if (mode !== 0x13) return false;
      setPage(m, MODE_13H_BIOS, r.ax & 7);
      return true;
    case 0x06:
    case 0x07: {
      // a window (CH, CL)–(DH, DL), clamped to the screen, up or down by AL lines (0: blanked) in attribute BH
      const cols = con.active ? con.cols : m.vga.width / 8, rows = con.rows;
      const [top, left, bottom, right] = [r.cx >> 8, r.cx & 0xff, Math.min(r.dx >> 8, rows - 1), Math.min(r.dx & 0xff, cols - 1)];
      if (top <= bottom && left <= right) con[ah === 6 ? 'scrollUp' : 'scrollDown'](left, top, right, bottom, r.ax & 0xff, r.bx >> 8);
      return true;
    }
    case 0x09:
    case 0x0a:
      // mode 13h: CX copies of AL from the cursor on, in colour BL over 0, the cursor kept (M13C)
      if (mode !== 0x13) return false;
      for (let i = con.row * 40 + con.col; i < con.row * 40 + con.col + r.cx && i < 1000; i++) con.drawGlyph(m.vga.pixels, 320, (i % 40) * 8, Math.floor(i / 40) * 8, r.ax & 0xff, r.bx & 0xff, 0, 1);
      return true;
    case 0x0b: {
      // BH=0 (DOSBox INT10_SetBackgroundBorder; M13A, CGA1): the palette byte's low 5 bits, the
      // border, and in a graphics mode attribute registers 0 (the colour) and 1–3 (its bit 5's set)
      // BH=1 (INT10_SetColorSelect; CGA1): the palette byte's bit 5 from BL's bit 0, and in a
      // graphics mode registers 1–3 from (bit 4) | 2 | BL, BL whole (BL=2 gives 12h 14h 16h)
      const bh = r.bx >> 8, bl = r.bx & 0xff, colour = ((bl << 1) & 0x10) | (bl & 7);
      const set = (c: number, i: number): void => void int10Palette(io, { ax: 0x1000, bx: (c << 8) | i, cx: 0, dx: 0 }, () => new Uint8Array(0));
      if (bh !== 0) {
        // (BH past 1 is BH=1 to DOSBox's BIOS: AUD3)
        v.palette = (v.palette & 0xdf) | (bl & 1 ? 0x20 : 0);
        if (con.active) return true;
        const first = (v.palette & 0x10) | 2 | bl;
        [first, first + 2, first + 4].forEach((c, i) => set(c & 0xff, i + 1));
        return true;
      }
      v.palette = (v.palette & 0xe0) | (bl & 0x1f);
      int10Palette(io, { ax: 0x1001, bx: colour << 8, cx: 0, dx: 0 }, () => new Uint8Array(0));
      if (con.active) return true;
      const first = (v.palette & 0x10) | 2 | ((v.palette & 0x20) >> 5);
      [colour, first, first + 2, first + 4].forEach(set);
      return true;
    }
    case 0x0c:
    case 0x0d:
      // in a text mode DOSBox's BIOS puts and reads no pixel: AX kept (AUD3)
      if (con.active) return true;
      if (mode !== 0x13) return false;
      pixel13(m.videoMemory!, ah, r);
      return true;
    case 0x0e:
      // the teletype: in text modes the cell's attribute stays; in mode 13h the glyph in colour BL over 0 (M13B)
      if (!con.active && mode !== 0x13) return false;
      if (con.active || (con.row <= 24 && con.col <= 39) || [7, 8, 10, 13].includes(r.ax & 0xff)) con.print(String.fromCharCode(r.ax & 0xff), r.bx & 0xff);
      // at a cursor past row 24 or column 39 DOSBox 0.74's walk (vga-bios.ts): the glyph's line y at
      // (row·8 + y)·320 + column·8 in A000's 64 KB, the sum wrapping, in colour BL over 0; the column
      // on, at 40 the next row's first, and at row 25 the page scrolled up (vgagen v1's known list,
      // vgagen2's `old` scenes: VH00117 and VH00390's cursors after a code at row 25)
      else graphicsTeletype(m, MODE_13H_BIOS, r.ax & 0xff, r.bx & 0xff, true, stateOf(m).page);
      return true;
    case 0x0f:
      // AL: the mode, with bit 7 when its set kept video memory (M13A: 93h); AH the columns
      r.ax = ((mode === 0x13 ? 40 : con.active ? con.cols : b ? b.cols : 80) << 8) | mode | v.keep;
      r.bx = (r.bx & 0x00ff) | ((con.active ? pagesOf(m).active : stateOf(m).page) << 8); // BH: the active page
      return true;
    case 0x12:
      return alternateSelect(m, r);
    case 0x1a:
    case 0x1b:
    case 0x1c:
      return displayInt10(m, ah, r);
    case 0x4f:
      return vesa(m, r);
    case 0x10:
      // a subfunction DOSBox's BIOS does not have changes nothing (AUD1: AL=04h–06h, 0Ah–0Fh, 11h, 14h, 16h, 1Ch)
      return int10Palette(io, r, (count, write) => farBytes(m, r.es, r.dx, count, write), (on) => {
        // AL=03h: the blink bit, and 0040:0065's bit 5 (oracle vgagen VG00257: cleared in mode 0Eh)
        con.blink = on;
        v.control = (v.control & 0xdf) | (on ? 0x20 : 0);
        if (con.active) con.redraw();
      }) || true;
  }
  // a function DOSBox's BIOS does not have (AH=14h–19h, 1Dh and up but 4Fh) leaves every register (AUD1)
  return ah > 0x13;
}

/**
 * The CRTC's cursor start and end (0Ah, 0Bh) AH=01h sets, from CH and CL as DOSBox 0.74's
 * INT10_SetCursorShape scales a CGA shape to the cells (0040:0085's height; AUD1: 0607h gives
 * 0Dh–0Eh in 16-line cells, 0F0Eh 0Eh–0Fh, 0007h 00h–0Fh, 2000h 1Eh–00h: hidden), unless
 * AX=1201h BL=34h turned the emulation off. (The console draws a shown cursor on lines 13–14
 * whatever these say.)
 */
function cursorShape(m: Machine, first: number, last: number): void {
  const height = m.lowMemory.read(BDA + 0x85) - 1, shape = (): [number, number] => {
    if ((first & 0x60) === 0x20) return [0x1e, 0];
    if (videoOf(m).cursorEmulation || first & 0xe0 || last & 0xe0) return [first, last];
    if (last < first) return last ? [last, height] : [first, last];
    if ((first | last) < height && last === height - 1 && first === height) return [first, last];
    if (last <= 3) return [first, last];
    if (first + 2 < last) return [first > 2 ? (height + 1) >> 1 : first, height];
    const f = ((first - last) & 0xff) + height;
    return height > 0x0c ? [f - 1, height - 1] : [f, height];
  };
  const [start, end] = shape();
  m.portOut(0x3d4, 0x0a);
  m.portOut(0x3d5, start & 0xff);
  m.portOut(0x3d4, 0x0b);
  m.portOut(0x3d5, end & 0xff);
}

/** DOSBox's display combination codes (its ROM's table: 0040:008A indexes it, 0Bh at power-on: a VGA with a colour display). */
const DCC = [0x0000, 0x0100, 0x0200, 0x0102, 0x0400, 0x0104, 0x0500, 0x0502, 0x0600, 0x0601, 0x0605, 0x0800, 0x0801, 0x0700, 0x0702, 0x0706];
/** By mode: the pages (DOSBox's mode table), the colours and the scan lines' code (0 200, 1 350, 2 400, 3 480) AH=1Bh reports. */
const STATE_MODES: Record<number, [number, number, number]> = {
  0: [8, 16, 2], 1: [8, 16, 2], 2: [8, 16, 2], 3: [8, 16, 2], 7: [8, 1, 2], 4: [1, 4, 0], 5: [1, 4, 0], 6: [1, 2, 0],
  0x0d: [8, 16, 0], 0x0e: [4, 16, 0], 0x10: [2, 16, 1], 0x11: [1, 2, 3], 0x12: [1, 16, 3], 0x13: [1, 256, 0],
};

/**
 * INT 10h AH=1Ah–1Ch as DOSBox 0.74's BIOS answers (probe AUD1). AH=1Ah: AL=00h BX the display
 * combination 0040:008A indexes (an entry with a low byte of 0 gives its high byte; past the table
 * FFFFh), AL=01h the index of BX (or BX with its bytes swapped) in the table, FFh when absent;
 * AX=001Ah both; AL=02h and up change nothing. AH=1Bh BX=0: the 64-byte state table at ES:DI (the
 * static table's address C000:2700, the data area's 0049h–0066h, the rows, 0085h–0086h, the
 * display code, the colours, pages, scan lines, the flags 21h in text modes, 01h else, 256 KB),
 * AL=1Bh; another BX: AL=00h. AH=1Ch AL=00h: BX the 64-byte blocks saving the state CX names
 * takes (AL=1Ch; none for CX & 7 = 0: AL=00h); AL=01h/02h (save, restore) are not modelled;
 * AL=03h and up: AL=00h.
 */
function displayInt10(m: Machine, ah: number, r: Regs): boolean {
  const al = r.ax & 0xff, low = m.lowMemory, bda = (o: number): number => low.read(BDA + o);
  if (ah === 0x1a) {
    if (al > 1) return true;
    if (al === 0) {
      const e = DCC[bda(0x8a)];
      r.bx = e === undefined ? 0xffff : e & 0xff ? e : e >> 8;
    } else {
      const i = DCC.findIndex((e) => e === (r.bx & 0xffff) || e === (((r.bx & 0xff) << 8) | ((r.bx >> 8) & 0xff)));
      low.write(BDA + 0x8a, i < 0 ? 0xff : i);
    }
    r.ax = 0x001a;
    return true;
  }
  if (ah === 0x1b) {
    if ((r.bx & 0xffff) !== 0) return ((r.ax &= 0xff00), true);
    const [pages, colours, modeLines] = STATE_MODES[bda(0x49)] ?? [1, 16, 2], e = DCC[bda(0x8a)] ?? 0;
    // (a text mode's lines as its set made them: 200 0, 350 1, 400 2; vgagen2)
    const lines = textConsole(m.vga).active && bda(0x49) <= 3 ? [200, 350, 400].indexOf(videoOf(m).textLines) : modeLines;
    const t = new Uint8Array(64);
    t.set([0x00, 0x27, 0x00, 0xc0]);
    for (let i = 0; i < 0x1e; i++) t[4 + i] = bda(0x49 + i);
    t.set([(bda(0x84) + 1) & 0xff, bda(0x85), bda(0x86), e & 0xff ? e & 0xff : e >> 8, 0, colours & 0xff, colours >> 8, pages, lines], 0x22);
    t[0x2d] = textConsole(m.vga).active ? 0x21 : 0x01;
    t[0x31] = 3;
    const mem = programMemory(m, 'INT 10h AH=1Bh');
    t.forEach((v, i) => mem.write(r.es, ((r.di ?? 0) + i) & 0xffff, v));
    r.ax = (r.ax & 0xff00) | 0x1b;
    return true;
  }
  if (al === 1 || al === 2) return false;
  const blocks = al === 0 && r.cx & 7 ? Math.ceil((0x20 + (r.cx & 1 ? 0x46 : 0) + (r.cx & 2 ? 0x3a : 0) + (r.cx & 4 ? 0x303 : 0) + (r.cx & 8 ? 0x43 : 0)) / 64) : 0;
  if (blocks) r.bx = blocks;
  r.ax = (r.ax & 0xff00) | (blocks ? 0x1c : 0);
  return true;
}


/**
 * INT 10h AH=12h (BL=10h: vga-bios.ts infoInt10) as DOSBox 0.74's S3 answers (probe FNT1): AL=12h
 * for a call it takes, AL=00h for a subfunction past its range (BL=30h: AL 0–2 the 200, 350 or
 * 400 scan lines of the next text mode set: 0040:0089 bits 7 and 4, the switches at 0040:0088
 * 08h, 09h, 09h; 31h–34h and 36h: AL 0–1; 32h and 35h change nothing) and for an unknown BL (AX's
 * high byte kept); BL=20h changes nothing. 31h: AL=1 keeps the palette through mode sets (0040:0089
 * bit 3); 33h: AL=0 sums the mode set's DAC to greys (bit 1); 34h: 0040:0087 bit 0 = AL; 36h: the
 * sequencer's clocking mode bit 5 (screen off) = AL (the picture is still drawn: DOSBox blanks it,
 * not modelled). The 200- and 350-line text modes of BL=30h are not modelled (the mode set makes
 * the 400-line one).
 */
function alternateSelect(m: Machine, r: Regs): boolean {
  const v = videoOf(m), al = r.ax & 0xff, bl = r.bx & 0xff;
  const result = (ok: boolean): true => ((r.ax = (r.ax & 0xff00) | (ok ? 0x12 : 0)), true);
  switch (bl) {
    case 0x20:
      return true;
    case 0x30: {
      if (al > 2) return result(false);
      const switches = m.lowMemory.read(BDA + 0x88) & 0xf0;
      v.modeset = al === 0 ? (v.modeset & 0xef) | 0x80 : (v.modeset & 0x6f) | (al === 2 ? 0x10 : 0);
      m.lowMemory.write(BDA + 0x88, switches | (al === 0 ? 8 : 9));
      return result(true);
    }
    case 0x35:
      return result(true);
  }
  if (bl < 0x31 || bl > 0x36 || al > 1) return result(false);
  if (bl === 0x31) v.modeset = (v.modeset & 0xf7) | (al ? 8 : 0);
  else if (bl === 0x33) v.modeset = (v.modeset & 0xfd) | (al ? 0 : 2);
  else if (bl === 0x34) v.cursorEmulation = al;
  else if (bl === 0x36) {
    m.portOut(0x3c4, 1);
    m.portOut(0x3c5, (m.portIn(0x3c5) & ~0x20) | (al ? 0x20 : 0));
  }
  return result(true);
}

/**
 * The cells a text mode set that keeps memory shows after a graphics mode: DOSBox 0.74 maps B800h
 * in a text mode straight onto its video memory, where plane p's byte a is byte 4a + p (the
 * planar and 256-colour modes' bytes through the read map, chain 4 and odd/even off; in the CGA
 * modes B800h's own bytes, the same memory: vga_memory.cpp's map handler; vgagen2).
 */
function linearCells(m: Machine, bytes = TEXT_MEMORY_BYTES): Uint8Array {
  const cells = new Uint8Array(bytes), con = textConsole(m.vga), mem = planesOf(m);
  if (BIOS_MODES.get(m.vga.biosMode)?.kind.startsWith('cga')) {
    for (let o = 0; o < cells.length; o++) cells[o] = con.peek(o);
    return cells;
  }
  if (!mem) return cells;
  for (const [port, v] of [[0x3c4, 4], [0x3c5, 6], [0x3ce, 5], [0x3cf, 0], [0x3ce, 6], [0x3cf, 5]]) m.portOut(port!, v!);
  for (let p = 0; p < 4; p++) {
    m.portOut(0x3ce, 4);
    m.portOut(0x3cf, p);
    for (let o = p; o < cells.length; o += 4) cells[o] = mem.read(o >> 2);
  }
  return cells;
}

/**
 * A graphics mode set that keeps memory after a text mode (a CGA one after any mode): the cells were DOSBox's video memory's
 * first 32 KB (linearCells), B800h's bytes in a CGA mode, plane p's byte a = cell byte 4a + p in
 * the others (the planes past them as the graphics mode before left them, as here; vgagen2).
 */
function putLinear(m: Machine, cells: Uint8Array): void {
  const con = textConsole(m.vga), mem = planesOf(m);
  if (BIOS_MODES.get(m.vga.biosMode)?.kind.startsWith('cga')) {
    for (let o = 0; o < cells.length; o++) con.poke(o, cells[o]!);
    return;
  }
  if (!mem) return;
  const get = (port: number, i: number): number => (m.portOut(port, i), m.portIn(port + 1));
  const saved: [number, number, number][] = [[0x3c4, 2, 0], [0x3c4, 4, 0], [0x3ce, 1, 0], [0x3ce, 3, 0], [0x3ce, 5, 0], [0x3ce, 8, 0]].map(([port, i]) => [port!, i!, get(port!, i!)]);
  for (const [port, i, v] of [[0x3c4, 4, 6], [0x3ce, 1, 0], [0x3ce, 3, 0], [0x3ce, 5, 0], [0x3ce, 8, 0xff]]) (m.portOut(port!, i!), m.portOut(port! + 1, v!));
  for (let p = 0; p < 4; p++) {
    m.portOut(0x3c4, 2);
    m.portOut(0x3c5, 1 << p);
    for (let a = 0; 4 * a + p < cells.length; a++) mem.write(a, cells[4 * a + p]!);
  }
  for (const [port, i, v] of saved) (m.portOut(port, i), m.portOut(port + 1, v));
}

/** DOSBox's video memory as the last planar or 256-colour mode before a text or CGA set left it (setVideoMode). */
const highPlanes = new WeakMap<Machine, Uint8Array>();
const PLANE_BYTES = 0x10000;

/**
 * INT 10h AH=00h, mode AL; bit 7 keeps video memory in a graphics mode (M13A: A000:0064h
 * kept, the DAC loaded all the same, 0040:0087h bit 7 set) and in a text mode (the cells kept),
 * and is remembered for AH=0Fh. The DAC is loaded as the BIOS loads it, through its ports: the
 * pixel mask FFh, and the write index left past the last entry written (M13A: 00h after mode
 * 13h's 256, 40h after the 64 of modes 12h and 03h).
 */
function setVideoMode(m: Machine, al: number): boolean {
  const con = textConsole(m.vga), keep = al & 0x80;
  const v = videoOf(m), b: BiosMode | undefined = BIOS_MODES.get(al & 0x7f), mode = (al & 0x7f) === 0x13 ? MODE_13H : b?.video;
  const cga = (k?: BiosMode): boolean => k?.kind.startsWith('cga') ?? false;
  // DOSBox's text and CGA sets clear only its video memory's first 32 KB (a keeping one nothing):
  // the planes' bytes from 2000h on stay for a graphics set that keeps memory after them
  // (vgagen2 VH00302, VH00313, VH01010: a planar scene, a text or CGA one, then AL bit 7)
  const planar = !con.active && !cga(BIOS_MODES.get(m.vga.biosMode));
  if (planar && (TEXT_MODES.includes(al & 0x7f) || cga(b))) highPlanes.set(m, linearCells(m, 4 * PLANE_BYTES));
  if (TEXT_MODES.includes(al & 0x7f)) {
    // bit 7 in a text mode: the cells kept, the rest as any mode set (DOSBox INT10_SetVideoMode
    // skips only its clear; textgen6 W00001 and kin: AX=0081h, 0083h, 0080h then conio)
    const cells = keep ? (con.active ? con.memory.slice() : linearCells(m)) : null;
    con.enter(al & 0x7f);
    if (cells) {
      con.memory.set(cells);
      con.redraw();
    }
    [v.palette, v.control] = [0x30, [0x2c, 0x28, 0x2d, 0x29][al & 0x7f] ?? 0x29]; // DOSBox's mode control list (AUD1: 28h in mode 01h)
  } else if (mode) {
    // (into or out of a CGA mode too: B800h is the video memory's first 32 KB, vgagen2)
    const cells = keep && (con.active || cga(b) || cga(BIOS_MODES.get(m.vga.biosMode))) ? (con.active ? con.memory.slice() : linearCells(m)) : null;
    const high = cells && !cga(b) ? highPlanes.get(m) : undefined;
    if (!cga(b)) highPlanes.delete(m);
    if (con.active) con.leave();
    // (the cursor type 0040:0060 stays, here and in con.leave: DOSBox's mode set puts 0607h there in text modes only: vgagen2)
    [con.col, con.row, con.blink] = [0, 0, true];
    [con.glyphs, con.cellH] = mode === MODE_13H ? [biosFont8x8(), 8] : [FONT8X16, CELL_H];
    // mode 11h: mode 12h's registers (vga-ports.ts has no table of its own) but CRTC 17h C3h and
    // the sequencer's memory mode 02h (oracle vgagen2: the registers after AX=0011h)
    if (mode === MODE_11H) m.vga.setMode(MODE_12H, keep !== 0);
    m.vga.setMode(mode, keep !== 0);
    if (mode === MODE_11H) [[0x3d4, 0x17], [0x3d5, 0xc3], [0x3c4, 4], [0x3c5, 2]].forEach(([port, value]) => m.portOut(port!, value!));
    m.vga.resetPalette(mode === MODE_13H ? DAC_256 : undefined);
    if (cells) putLinear(m, high ? (high.set(cells), high) : cells);
    // the palette byte: the CGA modes set it (30h, 3Fh in 06h: CGA1), the EGA and VGA modes keep it (M13A)
    if (b && b.kind !== 'ega') [v.palette, v.control] = [b.palette, b.control];
  } else return false;
  v.keep = keep;
  // (a text mode of 200 or 350 lines has 8-dot characters: no line graphics, no panning: VHP01)
  const nine = mode || (v.modeset & 0x90) === 0x10 ? 1 : 0;
  if (!b) loadRegisters(m, mode === MODE_13H ? 0x41 : mode ? 0x01 : 0x08 | (nine << 2), 0x0f, mode ? 0 : 0x08 * nine, mode === MODE_13H ? 0 : 64); // (vga.setMode loaded b's)
  return true;
}

/**
 * The attribute controller's mode control, overscan, plane enable, panning and colour select as
 * a mode set loads them (PAL2: 03h 0C 00 0F 08 00, 12h 01 00 0F 00 00, 13h 41 00 0F 00 00;
 * CGA1, EGA1, VLO: 01 00 0F 00 00 in every other graphics mode, initgraph's too, plane enable 01
 * in 06h), the pixel mask FFh and the DAC's write index past the entries loaded.
 */
function loadRegisters(m: Machine, control: number, planes: number, panning: number, dacIndex: number): void {
  const keep = videoOf(m).modeset & 8;
  [control, 0, planes, panning, 0].forEach((value, i) => {
    // AX=1201h BL=31h keeps the overscan too (DOSBox skips 11h: vgagen2 VH00168, the border
    // AH=0Bh set in mode 04h still there after mode 03h's set)
    if (keep && i === 1) return;
    m.portIn(0x3da);
    m.portOut(0x3c0, 0x10 + i);
    m.portOut(0x3c0, value);
  });
  m.portIn(0x3da);
  m.portOut(0x3c0, 0x20);
  if (keep) return; // AX=1201h BL=31h: the pixel mask and the DAC kept too (PAL3)
  m.portOut(0x3c6, 0xff);
  m.portOut(0x3c8, dacIndex);
}
