/** bios.h — Turbo C 2.0's BIOS keyboard call, over the machine's INT 16h. */
import { int16 as int16h, INT16_WAIT } from '../bios/int16.ts';
import { hexDigits } from '../hw/hex.ts';
import { machine, type Machine } from '../machine.ts';
import { done, isDone, resumeAfter, type Blocking } from '../process.ts';
import { int16 } from './int.ts';
import { int14 } from './uart.ts';

/**
 * CPU cost of one bioskey() call, in instructions. TC 2.0's BIOSKEY points INT 1Bh at a dummy
 * IRET and back (INT 21h AH=35h, 25h, 25h) around its INT 16h: four software interrupts, each a
 * few instructions in DOSBox (INT, the handler's callback stub, IRET), plus the C frame and the
 * ZF test. Any value up to a few hundred reproduces DELAYT's 181 ticks for 100 × (bioskey(1);
 * delay(100)) at 3000 cycles (test/unit/delay.test.ts); this is the plain count.
 */
export const BIOSKEY_INSTRUCTIONS = 48;

/**
 * What AL holds when TC's bioskey does `mov ah,cmd; int 16h`: the vector number of its last
 * INT 21h AH=25h (1Bh). It shows only where INT 16h leaves AX alone (AH=11h on an empty buffer).
 */
const AL_AT_INT16 = 0x1b;

/**
 * int bioskey(int cmd) — TC 2.0 [TC2 disasm, module BIOSKEY]: AH=cmd, INT 16h; when cmd is 1
 * and ZF is set it returns 0, otherwise AX as INT 16h left it. So bioskey(0) waits and returns
 * scan<<8|ascii; bioskey(1) peeks (0 when empty, and 0 for a Ctrl-Break word); bioskey(2) gives
 * the shift flags with AH still 02h (0x02xx); 0x10/0x11/0x12 reach the enhanced services.
 *
 * A game polls this ~1600 times per virtual second, so each step returns `done(…)` when it need
 * not suspend, and a generator only when it must (past the host's deadline, waiting for a key,
 * skipping an idle spin).
 */
export function bioskey(cmd: number): Blocking<number> {
  const m = machine();
  // The common case, small enough to inline into the game's loop: a poll in which no interrupt
  // falls due (so nothing but the clock moved), and the machine is not tracing (tryBurn says).
  if (cmd === 1 && m.tryBurn(BIOSKEY_INSTRUCTIONS)) return m.keyBuffer.isEmpty() ? m.emptyPoll(false) : int16Any(m, cmd);
  return bioskeyCall(m, cmd);
}

/** bioskey() in full: trace, check, charge (interrupts may fall due), then INT 16h. */
function bioskeyCall(m: Machine, cmd: number): Blocking<number> {
  if (m.tracing) m.traceCall('bioskey', cmd);
  if (!Number.isInteger(cmd)) throw new Error(`bioskey(${cmd}): cmd must be an int`);
  const burnt = m.burn(BIOSKEY_INSTRUCTIONS);
  return isDone(burnt) ? int16Call(m, cmd) : resumeAfter(burnt, int16Call, m, cmd);
}

/** The INT 16h call itself and bioskey's reading of its result. */
function int16Call(m: Machine, cmd: number): Blocking<number> {
  // AH=01h on an empty buffer sets ZF: bioskey returns 0.
  if (cmd === 1 && m.keyBuffer.isEmpty()) return m.emptyPoll(false);
  return int16Any(m, cmd);
}

/** Any other INT 16h call (kept out of line: the poll above is inlined into the game's loop). */
function int16Any(m: Machine, cmd: number): Blocking<number> {
  const ax = ((cmd & 0xff) << 8) | AL_AT_INT16; // `mov ah,cmd`: only the low byte reaches AH
  const r = int16h(ax, m.keyBuffer, m.int9.flags);
  if (r === null) throw new Error(`bioskey(${cmd}): INT 16h AH=${hexDigits(cmd & 0xff)}h is not modelled`);
  if (r === INT16_WAIT) return resumeAfter(m.waitForKey(), int16Any, m, cmd);
  if (cmd === 1 && r.zf) return m.emptyPoll(false);
  if (cmd === 1 && r.ax === 0) return m.emptyPoll(true); // Ctrl-Break word: also "no key"
  return done(int16(r.ax)); // an int: F11 via bioskey(0x10) is 0x8500 = −31488
}

/** DOSBox 0.74's serial ports: COM1 and COM2 are its dummy device, COM3 and COM4 absent (oracle BI1). */
const SERIAL_PORTS = 2;

/**
 * int bioscom(int cmd, char abyte, int port): INT 14h with AH = cmd, AL = abyte, DX = port, as
 * DOSBox 0.74 answers (oracle BI1, probe SP1): on an absent port (not 0 or 1) AX comes back as it
 * went; on COM1 and COM2 the machine's ports answer (uart.ts int14).
 */
export function bioscom(cmd: number, abyte: number, port: number): number {
  const ah = cmd & 0xff, al = abyte & 0xff;
  port &= 0xffff;
  if (port >= SERIAL_PORTS || ah > 3) return (ah << 8) | al;
  return int14(machine(), ah, al, port);
}

/** The disk BIOS's status of the last operation. */
export interface DiskState {
  last: number;
}

const disks = new WeakMap<Machine, DiskState>();

/** The machine's disk BIOS state, which biosdisk and INT 13h through int86 share (probe DK1). */
export function diskStateOf(m: Machine): DiskState {
  let d = disks.get(m);
  if (!d) disks.set(m, (d = { last: 0 }));
  return d;
}

/**
 * int biosdisk(int cmd, int drive, int head, int track, int sector, int nsects, void *buffer):
 * INT 13h as DOSBox 0.74 answers it with no disk image (the machine's C: is a directory; oracle
 * BI1): reset (0) and recalibrate (11h) succeed; status (1) gives the last error; a read (2) of
 * no sectors is error 1, of head 0 sector 1 of a hard disk (80h and up) succeeds without
 * reading anything (DOSBox's answer to a CD-ROM game's probe), of anything else FFh, the drive
 * not being there (status 1); verify (4) leaves AH alone (4); drive parameters (8) are error 7;
 * the rest are FFh. Returns AH (CX and DX come back as they went: for cmd 8 TC copies them to
 * the buffer, cc/support/library-dos.ts).
 */
export function biosdisk(state: DiskState, cmd: number, drive: number, head: number, sector: number, nsects: number): number {
  const absent = (ah: number): number => ((state.last = 1), ah);
  switch (cmd & 0xff) {
    case 0x00:
      state.last = 0;
      return 0;
    case 0x01:
      return state.last;
    case 0x02:
      if ((nsects & 0xff) === 0) return 1;
      if ((drive & 0x80) !== 0 && (head & 0xff) === 0 && (sector & 0x3f) === 1) return 0;
      return absent(0xff);
    case 0x03:
      if ((nsects & 0xff) === 0) return 1;
      return absent(0xff);
    case 0x04:
      return absent(4);
    case 0x08:
      return (state.last = 7);
    case 0x11:
      return 0;
    default:
      return 0xff;
  }
}
