/**
 * The BIOS services corpus programs call through int86 beyond dos-int86.ts's, as DOSBox 0.74's
 * BIOS answers them (oracle: test/fixtures/libcheck BV1). Installed by the C library
 * (cc/support/library-start.ts) on its own machine, so the ROMs' player page does not carry them.
 */
import { TEXT_MODES, TEXT_ROWS, textConsole } from '../hw/textmode.ts';
import { MODE_0EH, MODE_10H, MODE_12H } from '../hw/vga.ts';
import type { Machine } from '../machine.ts';
import { BDA } from '../bios/bda.ts';
import type { IoPorts } from '../hw/ports.ts';
import { mouseDriver, type MouseDriver, type MouseRegs } from '../bios/int33.ts';
import { biosExtra, type Regs } from './dos-int86.ts';

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
  ports.in = (port, at) => lptIn(ports, port) ?? portIn.call(ports, port, at);
  ports.out = (port, value, at) => {
    if (!lptOut(ports, port, value & 0xff)) portOut.call(ports, port, value, at);
  };
  const low = m.lowMemory, lowRead = low.read;
  low.read = (linear) => biosData(m, linear - BDA) ?? lowRead.call(low, linear);
  // a mode set restores the cursor type and the blink (BV1)
  const con = textConsole(m.vga), [enter, leave] = [con.enter, con.leave];
  con.enter = (mode) => {
    con.cursorType = 0x0607;
    con.blink = true;
    enter.call(con, mode);
  };
  con.leave = () => {
    con.cursorType = 0x0607;
    con.blink = true;
    leave.call(con);
  };
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
    if (d.hidden !== 0 || !textConsole(d.vga).active) return draw.call(d);
    restoreText(d);
    drawText(d);
  };
  d.restore = () => {
    if (d.hidden === 0) restoreText(d);
    restore.call(d);
  };
  d.reset = () => {
    reset.call(d);
    cursors.delete(d);
  };
  d.call = (r, mem) => textCall(d, r) || call.call(d, r, mem);
}

/** The mouse driver as these wrappers see it (draw and restore are its private methods). */
type Driver = Pick<MouseDriver, 'hidden' | 'vga' | 'x' | 'y' | 'reset' | 'call'> & { draw(): void; restore(): void };

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
  const col = d.x >> (con.cols === 40 ? 4 : 3), row = d.y >> 3;
  if (col < 0 || col >= con.cols || row < 0 || row >= TEXT_ROWS) return;
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

/** 0040:0008, LPT1's base port (0378h on DOSBox 0.74, oracle BV1), and 0040:0060, the cursor type. */
function biosData(m: Machine, o: number): number | null {
  const w = o === 0x08 || o === 0x09 ? 0x378 : o === 0x60 || o === 0x61 ? textConsole(m.vga).cursorType : null;
  return w === null ? null : (w >> ((o & 1) * 8)) & 0xff;
}

function service(m: Machine, n: number, r: Regs): boolean {
  const ah = r.ax >> 8;
  switch (n) {
    case 0x33: // the driver's own, with the text cursor
      textCursor(m);
      return false;
    case 0x10:
      return int10(m, ah, r);
    case 0x17: // the printer: none; AH=00h times out, AH=01h reports it, AH=02h a status of 00h (oracle BV1)
      if (ah > 2) return false;
      r.flags |= 1; // the caller's carry, as INT 10h (dos-int86.ts)
      r.ax = ((ah === 2 ? 0x00 : 0x01) << 8) | (r.ax & 0xff);
      return true;
    case 0x13: // AH=08h: DOSBox's BIOS knows no drive geometry there: error 07h, carry set (oracle BV1)
      if (ah !== 0x08) return false;
      r.ax = 0x0700 | (r.ax & 0xff);
      r.flags |= 1;
      return true;
    default:
      return false;
  }
}

/**
 * INT 10h: set mode (AH=00h: the text modes, 0Eh, 10h and 12h, as initgraph and closegraph set
 * them: cleared, default palette, cursor home), cursor type and position (01h–03h, page 0), the
 * light pen (04h: none, AX=0), blink or intensity (AX=1003h). Registers as DOSBox's BIOS leaves
 * them (oracle BV1: AX as given after 00h).
 */
function int10(m: Machine, ah: number, r: Regs): boolean {
  r.flags |= 1; // the caller's carry (dos-int86.ts int10)
  const con = textConsole(m.vga);
  switch (ah) {
    case 0x00:
      return setVideoMode(m, r.ax & 0xff);
    case 0x01:
      con.cursorType = r.cx & 0xffff;
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
    case 0x10:
      if ((r.ax & 0xff) !== 0x03) return false;
      con.blink = (r.bx & 0xff) !== 0;
      if (con.active) con.redraw();
      return true;
  }
  return false;
}

/** The graphics modes INT 10h AH=00h sets (the ones EGAVGA.BGI uses). */
const GRAPHICS_MODES = new Map([[0x0e, MODE_0EH], [0x10, MODE_10H], [0x12, MODE_12H]]);

/** INT 10h AH=00h, mode AL (bit 7, keep the memory, is not modelled). */
function setVideoMode(m: Machine, al: number): boolean {
  const con = textConsole(m.vga);
  if (TEXT_MODES.includes(al)) {
    con.enter(al);
    return true;
  }
  const mode = GRAPHICS_MODES.get(al);
  if (!mode) return false;
  con.leave();
  m.vga.setMode(mode);
  m.vga.resetPalette();
  return true;
}

