/**
 * The low memory of a PC as a program reaches it through far pointers, peek and poke: the
 * interrupt vector table at 0000:0000 and the BIOS data area at 0040:0000, read from and written
 * to the machine's own state, so they always agree with what the BIOS services report.
 *
 *   0000:0000–03FF  the vector table (read only: a vector is set with setvect / INT 21h AH=25h)
 *   0040:0017–0018  the keyboard flags (INT 16h AH=02h/12h), 0040:0019 the Alt+keypad code
 *   0040:001A/001C  the type-ahead buffer's head and tail, 0040:001E–003D its 16 words,
 *   0040:0080/0082  its bounds (1Eh, 3Eh; a compiled program may move them: runtime/tc/bios-extra.ts)
 *   0040:0049       the video mode (INT 10h AH=0Fh), 0040:004A the columns (read only)
 *   0040:0050–0051  page 0's cursor column and row (read only)
 *   0040:006C–006F  the tick count, 0040:0070 the midnight flag
 *   0040:0096       the keyboard status byte 3 (E0 seen, right Ctrl / Alt down)
 * Any other byte in 0000:0000–0040:00FF is refused, naming it (RBIL MEMORY.LST lists them).
 */
import { hexDigits } from '../hw/hex.ts';
import type { InterruptVectors } from './ivt.ts';
import { BUFFER_START, KEY_BUFFER_WORDS, bufferOffset, type KeyboardFlags, type KeyBuffer } from './int16.ts';
import type { BiosTimer } from './timer.ts';

/** Linear address of the BIOS data area (0040:0000). */
export const BDA = 0x400;
/** First linear address past the low memory modelled here. */
export const LOW_MEMORY_END = 0x500;

const FLAGS1 = 0x17, FLAGS2 = 0x18, ALT_KEYPAD = 0x19, HEAD = 0x1a, TAIL = 0x1c;
const BUFFER_END = BUFFER_START + 2 * KEY_BUFFER_WORDS;
const VIDEO_MODE = 0x49, COLUMNS = 0x4a, CURSOR_COL = 0x50, CURSOR_ROW = 0x51, TICKS = 0x6c, MIDNIGHT = 0x70, BUF_START_PTR = 0x80, BUF_END_PTR = 0x82, FLAGS3 = 0x96;

/** What the low memory shows: parts of the machine. */
export interface LowMemoryParts {
  vectors: InterruptVectors;
  timer: BiosTimer;
  keyBuffer: KeyBuffer;
  keyboardFlags: KeyboardFlags;
  /** Alt+keypad code being typed (INT 9's 0040:0019). */
  altKeypad: { altKeypadCode: number };
  /** The BIOS video mode now: 03h in text mode, 12h in graphics. */
  videoMode: () => number;
  /** The text screen's columns (0040:004A): 80, or 40 in modes 0 and 1. */
  columns: () => number;
  /** Page 0's cursor (0040:0050 its column, 0051 its row). */
  cursor: () => { readonly col: number; readonly row: number };
}

export class LowMemory {
  constructor(private readonly parts: LowMemoryParts) {}

  /** True for linear addresses this models (the caller then reads or writes here). */
  static covers(linear: number): boolean {
    return linear < LOW_MEMORY_END;
  }

  read(linear: number): number {
    const p = this.parts;
    if (linear < BDA) {
      const far = p.vectors.address(linear >> 2);
      return (far >>> (8 * (linear & 3))) & 0xff;
    }
    const o = linear - BDA;
    if (o >= BUFFER_START && o < BUFFER_END) return p.keyBuffer.bytes[o]!;
    if (o >= TICKS && o < TICKS + 4) return (p.timer.tickCount >>> (8 * (o - TICKS))) & 0xff;
    switch (o) {
      case FLAGS1: return p.keyboardFlags.flags1;
      case FLAGS2: return p.keyboardFlags.flags2;
      case FLAGS3: return p.keyboardFlags.flags3;
      case ALT_KEYPAD: return p.altKeypad.altKeypadCode;
      case HEAD: case HEAD + 1: return byteOf(p.keyBuffer.headOffset, o - HEAD);
      case TAIL: case TAIL + 1: return byteOf(p.keyBuffer.tailOffset, o - TAIL);
      case BUF_START_PTR: case BUF_START_PTR + 1: return byteOf(p.keyBuffer.start, o - BUF_START_PTR);
      case BUF_END_PTR: case BUF_END_PTR + 1: return byteOf(p.keyBuffer.end, o - BUF_END_PTR);
      case VIDEO_MODE: return p.videoMode();
      case COLUMNS: return p.columns();
      case COLUMNS + 1: return 0;
      case CURSOR_COL: return p.cursor().col & 0xff;
      case CURSOR_ROW: return p.cursor().row & 0xff;
      case MIDNIGHT: return p.timer.midnightFlag;
      default: return unmodelled(linear, 'read');
    }
  }

  write(linear: number, v: number): void {
    const p = this.parts;
    const b = v & 0xff;
    if (linear < BDA) return unmodelled(linear, 'write', ': set a vector with setvect');
    const o = linear - BDA;
    if (o >= BUFFER_START && o < BUFFER_END) return void (p.keyBuffer.bytes[o] = b);
    if (o >= TICKS && o < TICKS + 4) {
      const shift = 8 * (o - TICKS);
      p.timer.tickCount = ((p.timer.tickCount & ~(0xff << shift)) | (b << shift)) >>> 0;
      return;
    }
    switch (o) {
      case FLAGS1: p.keyboardFlags.flags1 = b; return;
      case FLAGS2: p.keyboardFlags.flags2 = b; return;
      case FLAGS3: p.keyboardFlags.flags3 = b; return;
      case ALT_KEYPAD: p.altKeypad.altKeypadCode = b; return;
      case HEAD: case HEAD + 1: p.keyBuffer.headOffset = bufferOffset(withByte(p.keyBuffer.headOffset, o - HEAD, b)); return;
      case TAIL: case TAIL + 1: p.keyBuffer.tailOffset = bufferOffset(withByte(p.keyBuffer.tailOffset, o - TAIL, b)); return;
      case MIDNIGHT: p.timer.midnightFlag = b; return;
      default: return unmodelled(linear, 'write');
    }
  }
}

function byteOf(word: number, i: number): number {
  return i === 0 ? word & 0xff : (word >> 8) & 0xff;
}

function withByte(word: number, i: number, b: number): number {
  return i === 0 ? (word & 0xff00) | b : (word & 0xff) | (b << 8);
}

function unmodelled(linear: number, what: string, hint = ''): never {
  const seg = linear < BDA ? 0 : 0x40;
  const off = linear - seg * 16;
  throw new Error(`${what} of ${hexDigits(seg, 4)}:${hexDigits(off, 4)}: that byte of low memory is not modelled${hint} (see runtime/bios/bda.ts)`);
}
