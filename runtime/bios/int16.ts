/**
 * INT 16h, the BIOS keyboard services, and the 16-word type-ahead buffer at 0040:001E they read.
 * The buffer is full when tail+2 == head, so 15 keys fit (DOSBox bios_keyboard.cpp, IBM BIOS).
 */

/** Words in the ring at 0040:001E..003D (0040:0080/0082 hold its bounds 0x1E/0x3E). */
export const KEY_BUFFER_WORDS = 16;
/** One slot always stays free, so a full buffer is told apart from an empty one. */
export const KEY_BUFFER_USABLE = KEY_BUFFER_WORDS - 1;

/** 0040:0080: where the ring starts, as an offset in segment 0040h (0040:0082 holds its end, 3Eh). */
export const BUFFER_START = 0x1e;

/** A head, tail or bound offset written into the BIOS data area: an even offset in 1Eh..3Eh. */
export function bufferOffset(offset: number): number {
  if (offset & 1 || offset < BUFFER_START || offset > BUFFER_START + 2 * KEY_BUFFER_WORDS) {
    throw new RangeError(`keyboard buffer pointer ${offset.toString(16)}h: must be an even offset in 1Eh..3Eh`);
  }
  return offset;
}

/**
 * The ring as DOSBox's BIOS walks it (bios_keyboard.cpp BIOS_AddKeyToBuffer, get_key): head and
 * tail are offsets in segment 0040h that step by 2 and wrap from `end` (0040:0082) to `start`
 * (0040:0080), which a program may move inside 1Eh..3Eh (oracle-pc-v2 `keys`).
 */
export class KeyBuffer {
  /** Bytes 0040:0000–003F: the ring's words at 1Eh–3Dh, low byte first. */
  readonly bytes = new Uint8Array(0x40);
  /** 0040:001A: the next word to read. */
  headOffset = BUFFER_START;
  /** 0040:001C: where the next word goes. */
  tailOffset = BUFFER_START;
  /** 0040:0080 and 0040:0082. */
  start = BUFFER_START;
  end = BUFFER_START + 2 * KEY_BUFFER_WORDS;

  isEmpty(): boolean {
    return this.headOffset === this.tailOffset;
  }

  get length(): number {
    const n = this.end - this.start;
    return (this.tailOffset - this.headOffset + n) % n >> 1;
  }

  private next(o: number): number {
    return o + 2 >= this.end ? this.start : o + 2;
  }

  /** Store a word at the tail; false (nothing stored) when the buffer is full. */
  push(word: number): boolean {
    const t = this.tailOffset, next = this.next(t);
    if (next === this.headOffset) return false;
    this.bytes[t] = word;
    this.bytes[t + 1] = word >> 8;
    this.tailOffset = next;
    return true;
  }

  /** The word at the head without removing it, or null when empty. */
  peek(): number | null {
    const h = this.headOffset;
    return this.isEmpty() ? null : this.bytes[h]! | (this.bytes[h + 1]! << 8);
  }

  /** Remove and return the word at the head, or null when empty. */
  pop(): number | null {
    const w = this.peek();
    if (w !== null) this.headOffset = this.next(this.headOffset);
    return w;
  }

  /** Empty the buffer (head = tail), as Ctrl-Break does. */
  clear(): void {
    this.headOffset = this.tailOffset;
  }
}

/** The keyboard flag bytes of the BIOS data area, kept by INT 9, read by INT 16h AH=02h/12h. */
export interface KeyboardFlags {
  /** 0040:0017: 0 RShift, 1 LShift, 2 Ctrl, 3 Alt, 4 ScrollLock, 5 NumLock, 6 CapsLock, 7 Insert (on). */
  flags1: number;
  /** 0040:0018: 0 LCtrl, 1 LAlt, 2 SysReq, 3 Pause, 4 Scroll, 5 Num, 6 Caps, 7 Insert (held down). */
  flags2: number;
  /** 0040:0096: 1 last byte was E0, 2 RCtrl down, 3 RAlt down. */
  flags3: number;
}

export function newKeyboardFlags(): KeyboardFlags {
  return { flags1: 0, flags2: 0, flags3: 0 };
}

/**
 * The "enhanced keyboard only" test and conversion INT 16h AH=00h/01h apply (DOSBox
 * bios_keyboard.cpp IsEnhancedKey): returns the word as an 83/84-key BIOS would give it, or null
 * for a keystroke such a BIOS does not know (scan above 84h: F11, F12, Ctrl+Up…; or a low byte of
 * F0h, the marker of the 101-key-only Alt combinations).
 */
export function toCompatibleKey(word: number): number | null {
  const scan = word >> 8;
  const ascii = word & 0xff;
  if (scan === 0xe0) {
    // Grey Enter (E00D/E00A) and grey '/' (E02F) become their main-keyboard codes.
    return ascii === 0x0d || ascii === 0x0a ? 0x1c00 | ascii : 0x3500 | ascii;
  }
  if (scan > 0x84 || (ascii === 0xf0 && scan !== 0)) return null;
  // Grey keys are stored with ascii E0 (grey Up = 48E0); the old functions report 00.
  if (scan !== 0 && ascii === 0xe0) return word & 0xff00;
  return word;
}

/** What AH=10h/11h report: the F0 marker of the 101-key-only Alt combinations is cleared. */
export function toEnhancedKey(word: number): number {
  return (word & 0xff) === 0xf0 && word >> 8 !== 0 ? word & 0xff00 : word;
}

/** What an INT 16h service returned. */
export interface Int16Result {
  ax: number;
  /** The zero flag (AH=01h/11h: set when no key waits). */
  zf: boolean;
}

/** An INT 16h read (AH=00h/10h) found no key: the caller must wait for one and call again. */
export const INT16_WAIT = 'wait' as const;

/**
 * The registers INT 16h returns. One object, reused: callers read it before the next call (the
 * game polls ~1600 times per virtual second; a fresh object each time was most of its garbage).
 */
const out: Int16Result = { ax: 0, zf: false };

function result(ax: number, zf: boolean): Int16Result {
  out.ax = ax;
  out.zf = zf;
  return out;
}

/**
 * One pass of INT 16h with AX=`ax` (DOSBox bios_keyboard.cpp INT16_Handler). AH=00h/10h never
 * block here: on an empty buffer they return INT16_WAIT and the caller waits for a key, as
 * DOSBox's idle loop re-executes the INT. Returns null for a function this BIOS does not model.
 */
export function int16(ax: number, buffer: KeyBuffer, flags: KeyboardFlags): Int16Result | typeof INT16_WAIT | null {
  const ah = (ax >> 8) & 0xff;
  switch (ah) {
    case 0x00: // read a key; keystrokes only a 101-key keyboard makes are thrown away
      for (let w = buffer.pop(); w !== null; w = buffer.pop()) {
        const key = toCompatibleKey(w);
        if (key !== null) return result(key, false);
      }
      return INT16_WAIT;
    case 0x10:
      {
        const w = buffer.pop();
        return w === null ? INT16_WAIT : result(toEnhancedKey(w), false);
      }
    case 0x01: // peek; RBIL: "any extended keystrokes which are not compatible … are removed"
      for (let w = buffer.peek(); w !== null; w = buffer.peek()) {
        const key = toCompatibleKey(w);
        if (key !== null) return result(key, false);
        buffer.pop();
      }
      return result(ax, true); // AX unchanged
    case 0x11:
      {
        const w = buffer.peek();
        return w === null ? result(ax, true) : result(toEnhancedKey(w), false);
      }
    case 0x02: // AL = 0040:0017; AH is left alone (DOSBox), so it still holds 02h
      return result((ax & 0xff00) | flags.flags1, false);
    case 0x12: // DOSBox 0.74: AH = 0040:0018 as it is, AL = 0040:0017 (oracle-pc `flags`: 129 of 129)
      return result((flags.flags2 << 8) | flags.flags1, false);
    default:
      return null;
  }
}
