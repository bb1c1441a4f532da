import { newKeyboardFlags, type KeyBuffer, type KeyboardFlags } from './int16.ts';

/**
 * INT 9, the BIOS keyboard interrupt: reads a set-1 byte, keeps the shift/ctrl/alt/lock state
 * (0040:0017) and stores `scan<<8 | ascii` words into the type-ahead buffer.
 *
 * The translation follows the IBM AT BIOS as DOSBox 0.74 reproduces it (bios_keyboard.cpp
 * IRQ1_Handler): one row per make code with the words for normal / Shift / Ctrl / Alt; Alt wins
 * over Ctrl, Ctrl over Shift; CapsLock then swaps the case of letters only; grey keys (E0 prefix)
 * keep their original scan code with ascii E0 (grey Up = 48E0).
 */

// 0040:0017 bits
export const RSHIFT = 0x01, LSHIFT = 0x02, CTRL = 0x04, ALT = 0x08;
export const SCROLL_LOCK = 0x10, NUM_LOCK = 0x20, CAPS_LOCK = 0x40, INSERT = 0x80;
// 0040:0018 bits (keys held down)
const LCTRL_DOWN = 0x01, LALT_DOWN = 0x02;
// 0040:0096 bits
const E0_SEEN = 0x02, RCTRL_DOWN = 0x04, RALT_DOWN = 0x08;

/** Set-1 make codes INT 9 treats specially. */
const SC = {
  ctrl: 0x1d, lshift: 0x2a, rshift: 0x36, alt: 0x38, caps: 0x3a, num: 0x45, scroll: 0x46,
  enter: 0x1c, slash: 0x35, insert: 0x52, keypadFirst: 0x47, keypadLast: 0x53,
} as const;

/** Words for [normal, shift, ctrl, alt]; 0 = the combination stores nothing. */
type Row = readonly [number, number, number, number];

/** A letter key: its ctrl code is the letter's control character, Alt gives scan<<8. */
const letter = (scan: number, ch: string): Row => {
  const lower = ch.charCodeAt(0);
  return [(scan << 8) | lower, (scan << 8) | (lower - 0x20), (scan << 8) | (lower - 0x60), scan << 8];
};

/**
 * The IBM translation table (IBM AT Technical Reference; RBIL "keyboard scan codes").
 * Alt rows whose low byte is F0 are the combinations only a 101-key keyboard makes: INT 16h
 * AH=00h/01h drop them, AH=10h/11h report them as scan<<8.
 */
const TABLE: ReadonlyMap<number, Row> = new Map<number, Row>([
  [0x01, [0x011b, 0x011b, 0x011b, 0x01f0]], // Esc
  [0x02, [0x0231, 0x0221, 0, 0x7800]], // 1 !
  [0x03, [0x0332, 0x0340, 0x0300, 0x7900]], // 2 @  (Ctrl+2 = NUL)
  [0x04, [0x0433, 0x0423, 0, 0x7a00]], // 3 #
  [0x05, [0x0534, 0x0524, 0, 0x7b00]], // 4 $
  [0x06, [0x0635, 0x0625, 0, 0x7c00]], // 5 %
  [0x07, [0x0736, 0x075e, 0x071e, 0x7d00]], // 6 ^
  [0x08, [0x0837, 0x0826, 0, 0x7e00]], // 7 &
  [0x09, [0x0938, 0x092a, 0, 0x7f00]], // 8 *
  [0x0a, [0x0a39, 0x0a28, 0, 0x8000]], // 9 (
  [0x0b, [0x0b30, 0x0b29, 0, 0x8100]], // 0 )
  [0x0c, [0x0c2d, 0x0c5f, 0x0c1f, 0x8200]], // - _
  [0x0d, [0x0d3d, 0x0d2b, 0, 0x8300]], // = +
  [0x0e, [0x0e08, 0x0e08, 0x0e7f, 0x0ef0]], // Backspace
  [0x0f, [0x0f09, 0x0f00, 0x9400, 0xa500]], // Tab
  [0x10, letter(0x10, 'q')], [0x11, letter(0x11, 'w')], [0x12, letter(0x12, 'e')],
  [0x13, letter(0x13, 'r')], [0x14, letter(0x14, 't')], [0x15, letter(0x15, 'y')],
  [0x16, letter(0x16, 'u')], [0x17, letter(0x17, 'i')], [0x18, letter(0x18, 'o')],
  [0x19, letter(0x19, 'p')],
  [0x1a, [0x1a5b, 0x1a7b, 0x1a1b, 0x1af0]], // [ {
  [0x1b, [0x1b5d, 0x1b7d, 0x1b1d, 0x1bf0]], // ] }
  [0x1c, [0x1c0d, 0x1c0d, 0x1c0a, 0x1cf0]], // Enter
  [0x1e, letter(0x1e, 'a')], [0x1f, letter(0x1f, 's')], [0x20, letter(0x20, 'd')],
  [0x21, letter(0x21, 'f')], [0x22, letter(0x22, 'g')], [0x23, letter(0x23, 'h')],
  [0x24, letter(0x24, 'j')], [0x25, letter(0x25, 'k')], [0x26, letter(0x26, 'l')],
  [0x27, [0x273b, 0x273a, 0, 0x27f0]], // ; :
  [0x28, [0x2827, 0x2822, 0, 0x28f0]], // ' "
  [0x29, [0x2960, 0x297e, 0, 0x29f0]], // ` ~
  [0x2b, [0x2b5c, 0x2b7c, 0x2b1c, 0x2bf0]], // \ |
  [0x2c, letter(0x2c, 'z')], [0x2d, letter(0x2d, 'x')], [0x2e, letter(0x2e, 'c')],
  [0x2f, letter(0x2f, 'v')], [0x30, letter(0x30, 'b')], [0x31, letter(0x31, 'n')],
  [0x32, letter(0x32, 'm')],
  [0x33, [0x332c, 0x333c, 0, 0x33f0]], // , <
  [0x34, [0x342e, 0x343e, 0, 0x34f0]], // . >
  [0x35, [0x352f, 0x353f, 0, 0x35f0]], // / ?
  [0x37, [0x372a, 0x372a, 0x9600, 0x37f0]], // keypad *
  [0x39, [0x3920, 0x3920, 0x3920, 0x3920]], // Space
  // F1..F10: 3B00.., Shift 5400.., Ctrl 5E00.., Alt 6800..
  ...Array.from({ length: 10 }, (_, i): [number, Row] => [
    0x3b + i,
    [(0x3b + i) << 8, (0x54 + i) << 8, (0x5e + i) << 8, (0x68 + i) << 8],
  ]),
  // Keypad: normal = the cursor function, shift = the digit (NumLock swaps the two).
  [0x47, [0x4700, 0x4737, 0x7700, 0]], // 7 Home
  [0x48, [0x4800, 0x4838, 0x8d00, 0]], // 8 Up
  [0x49, [0x4900, 0x4939, 0x8400, 0]], // 9 PgUp
  [0x4a, [0x4a2d, 0x4a2d, 0x8e00, 0x4af0]], // -
  [0x4b, [0x4b00, 0x4b34, 0x7300, 0]], // 4 Left
  [0x4c, [0x4c00, 0x4c35, 0x8f00, 0]], // 5
  [0x4d, [0x4d00, 0x4d36, 0x7400, 0]], // 6 Right
  [0x4e, [0x4e2b, 0x4e2b, 0x9000, 0x4ef0]], // +
  [0x4f, [0x4f00, 0x4f31, 0x7500, 0]], // 1 End
  [0x50, [0x5000, 0x5032, 0x9100, 0]], // 2 Down
  [0x51, [0x5100, 0x5133, 0x7600, 0]], // 3 PgDn
  [0x52, [0x5200, 0x5230, 0x9200, 0]], // 0 Ins
  [0x53, [0x5300, 0x532e, 0x9300, 0]], // . Del
  [0x56, [0x565c, 0x567c, 0, 0]], // the 102nd key (\ |) of non-US keyboards
  [0x57, [0x8500, 0x8700, 0x8900, 0x8b00]], // F11
  [0x58, [0x8600, 0x8800, 0x8a00, 0x8c00]], // F12
]);

/** Digit of each keypad key for Alt+keypad entry (0040:0019), null for − + and '.'. */
const KEYPAD_DIGIT: Readonly<Record<number, number>> = {
  0x47: 7, 0x48: 8, 0x49: 9, 0x4b: 4, 0x4c: 5, 0x4d: 6, 0x4f: 1, 0x50: 2, 0x51: 3, 0x52: 0,
};

export class Int9 {
  /** The flag bytes of the BIOS data area (0040:0017, 0040:0018, 0040:0096). */
  readonly flags: KeyboardFlags = newKeyboardFlags();
  /** 0040:0019: the code being typed as Alt + keypad digits. */
  altKeypadCode = 0;

  constructor(
    readonly buffer: KeyBuffer,
    private readonly beep: () => void,
  ) {}

  /** Handle one byte from the keyboard controller. */
  handleByte(byte: number): void {
    if (byte === 0xe0) {
      this.flags.flags3 |= E0_SEEN;
      return;
    }
    const ext = (this.flags.flags3 & E0_SEEN) !== 0;
    this.flags.flags3 &= ~E0_SEEN;
    if (byte & 0x80) this.release(byte & 0x7f, ext);
    else this.press(byte, ext);
  }

  private press(scan: number, ext: boolean): void {
    const f = this.flags;
    switch (scan) {
      case SC.ctrl:
        if (ext) f.flags3 |= RCTRL_DOWN;
        else f.flags2 |= LCTRL_DOWN;
        f.flags1 |= CTRL;
        return;
      case SC.alt:
        if (ext) f.flags3 |= RALT_DOWN;
        else f.flags2 |= LALT_DOWN;
        f.flags1 |= ALT;
        return;
      case SC.lshift:
        // E0 2A is the "fake shift" some keyboards send around grey keys: not a Shift.
        if (!ext) f.flags1 |= LSHIFT;
        return;
      case SC.rshift:
        if (!ext) f.flags1 |= RSHIFT;
        return;
      case SC.caps:
        this.toggleLock(CAPS_LOCK);
        return;
      case SC.num:
        // Ctrl+NumLock is Pause on an 83-key keyboard; the pause itself is not modelled.
        if (!(f.flags1 & CTRL)) this.toggleLock(NUM_LOCK);
        return;
      case SC.scroll:
        if (f.flags1 & CTRL) this.ctrlBreak();
        else this.toggleLock(SCROLL_LOCK);
        return;
    }
    if (scan >= SC.keypadFirst && scan <= SC.keypadLast) {
      this.keypad(scan, ext);
      return;
    }
    const row = TABLE.get(scan);
    if (row === undefined) return; // no key on a US keyboard sends it
    let word: number;
    if (f.flags1 & ALT) word = row[3];
    else if (f.flags1 & CTRL) word = row[2];
    else if (f.flags1 & (LSHIFT | RSHIFT)) word = row[1];
    else word = row[0];
    if (f.flags1 & CAPS_LOCK) word = swapLetterCase(word);
    if (ext) {
      // Grey Enter and grey '/': DOSBox stores E0 as the scan byte (AH=00h maps it back).
      if (scan === SC.enter) word = f.flags1 & ALT ? 0xa600 : 0xe000 | (word & 0xff);
      else if (scan === SC.slash) word = f.flags1 & ALT ? 0xa400 : f.flags1 & CTRL ? 0x9500 : 0xe02f;
    }
    this.store(word);
  }

  private release(scan: number, ext: boolean): void {
    const f = this.flags;
    switch (scan) {
      case SC.ctrl:
        if (ext) f.flags3 &= ~RCTRL_DOWN;
        else f.flags2 &= ~LCTRL_DOWN;
        if (!(f.flags3 & RCTRL_DOWN) && !(f.flags2 & LCTRL_DOWN)) f.flags1 &= ~CTRL;
        return;
      case SC.alt:
        if (ext) f.flags3 &= ~RALT_DOWN;
        else f.flags2 &= ~LALT_DOWN;
        if (!(f.flags3 & RALT_DOWN) && !(f.flags2 & LALT_DOWN)) {
          f.flags1 &= ~ALT;
          // Alt released after typing digits on the keypad: store that character code.
          if (this.altKeypadCode !== 0) {
            this.store(this.altKeypadCode);
            this.altKeypadCode = 0;
          }
        }
        return;
      case SC.lshift:
        if (!ext) f.flags1 &= ~LSHIFT;
        return;
      case SC.rshift:
        if (!ext) f.flags1 &= ~RSHIFT;
        return;
      case SC.caps:
        f.flags2 &= ~CAPS_LOCK;
        return;
      case SC.num:
        f.flags2 &= ~NUM_LOCK;
        return;
      case SC.scroll:
        f.flags2 &= ~SCROLL_LOCK;
        return;
      case SC.insert:
        f.flags2 &= ~INSERT;
        return;
    }
  }

  /**
   * A lock key toggles its state on the make only while it is not already held (0040:0018), so
   * typematic repeats of a held CapsLock do not toggle it again (IBM BIOS).
   */
  private toggleLock(bit: number): void {
    const f = this.flags;
    if (f.flags2 & bit) return;
    f.flags2 |= bit;
    f.flags1 ^= bit;
  }

  /** The keypad block 47h..53h: grey cursor keys (E0) or keypad keys (NumLock/Shift choose digits). */
  private keypad(scan: number, ext: boolean): void {
    const f = this.flags;
    const row = TABLE.get(scan)!;
    const digit = KEYPAD_DIGIT[scan];
    const asInsert = scan === SC.insert && (ext || !this.numericKeypad());
    if (asInsert && !(f.flags1 & (ALT | CTRL))) this.toggleLock(INSERT);
    if (ext) {
      // Grey keys: original scan code, ascii E0; Alt gives scan+50h (Alt+Up = 9800).
      if (f.flags1 & ALT) this.store(row[0] + 0x5000);
      else if (f.flags1 & CTRL) this.store((row[2] & 0xff00) | 0xe0);
      else this.store((row[0] & 0xff00) | 0xe0);
      return;
    }
    if (f.flags1 & ALT) {
      if (digit !== undefined) this.altKeypadCode = (this.altKeypadCode * 10 + digit) & 0xff;
      else this.store(row[3]);
    } else if (f.flags1 & CTRL) this.store(row[2]);
    else if (this.numericKeypad()) this.store(row[1]);
    else this.store(row[0]);
  }

  /** Shift inverts NumLock on the keypad. */
  private numericKeypad(): boolean {
    const f = this.flags.flags1;
    return ((f & (LSHIFT | RSHIFT)) !== 0) !== ((f & NUM_LOCK) !== 0);
  }

  /** Ctrl-Break: empty the buffer and store 0000h (RBIL INT 09). INT 1Bh is not called here. */
  private ctrlBreak(): void {
    this.buffer.clear();
    this.buffer.push(0x0000);
  }

  /** Store a word; a full buffer drops the key and sounds the alarm (IBM AT Technical Reference). */
  private store(word: number): void {
    if (word === 0) return;
    if (!this.buffer.push(word)) this.beep();
  }
}

/** CapsLock: letters swap case, nothing else changes (DOSBox tests the ascii byte). */
function swapLetterCase(word: number): number {
  const a = word & 0xff;
  if (a >= 0x61 && a <= 0x7a) return word & ~0x20;
  if (a >= 0x41 && a <= 0x5a) return word | 0x20;
  return word;
}
