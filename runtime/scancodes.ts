/**
 * The vocabulary hosts and the machine share: PC keys by name, with their set-1 make codes.
 * A break code is the make code | 0x80. Grey (extended) keys are sent behind an E0 prefix.
 * Names are what a replay file says ("Left", "Space", "P", "LShift"); hosts map their own events
 * (KeyboardEvent.code, gamepad buttons) onto these names.
 */
export interface PcKey {
  /** Set-1 make code. */
  readonly scan: number;
  /** True for keys sent with the E0 prefix (grey arrows, grey Ins/Del/Home/End/PgUp/PgDn, …). */
  readonly ext: boolean;
}

const k = (scan: number, ext = false): PcKey => ({ scan, ext });

export const PC_KEYS = {
  Esc: k(0x01),
  '1': k(0x02), '2': k(0x03), '3': k(0x04), '4': k(0x05), '5': k(0x06),
  '6': k(0x07), '7': k(0x08), '8': k(0x09), '9': k(0x0a), '0': k(0x0b),
  Minus: k(0x0c), Equal: k(0x0d), Backspace: k(0x0e), Tab: k(0x0f),
  Q: k(0x10), W: k(0x11), E: k(0x12), R: k(0x13), T: k(0x14),
  Y: k(0x15), U: k(0x16), I: k(0x17), O: k(0x18), P: k(0x19),
  BracketLeft: k(0x1a), BracketRight: k(0x1b), Enter: k(0x1c), LCtrl: k(0x1d),
  A: k(0x1e), S: k(0x1f), D: k(0x20), F: k(0x21), G: k(0x22),
  H: k(0x23), J: k(0x24), K: k(0x25), L: k(0x26),
  Semicolon: k(0x27), Quote: k(0x28), Backquote: k(0x29), LShift: k(0x2a), Backslash: k(0x2b),
  Z: k(0x2c), X: k(0x2d), C: k(0x2e), V: k(0x2f), B: k(0x30), N: k(0x31), M: k(0x32),
  Comma: k(0x33), Period: k(0x34), Slash: k(0x35), RShift: k(0x36), KpMultiply: k(0x37),
  LAlt: k(0x38), Space: k(0x39), CapsLock: k(0x3a),
  F1: k(0x3b), F2: k(0x3c), F3: k(0x3d), F4: k(0x3e), F5: k(0x3f),
  F6: k(0x40), F7: k(0x41), F8: k(0x42), F9: k(0x43), F10: k(0x44),
  NumLock: k(0x45), ScrollLock: k(0x46),
  Kp7: k(0x47), Kp8: k(0x48), Kp9: k(0x49), KpMinus: k(0x4a),
  Kp4: k(0x4b), Kp5: k(0x4c), Kp6: k(0x4d), KpPlus: k(0x4e),
  Kp1: k(0x4f), Kp2: k(0x50), Kp3: k(0x51), Kp0: k(0x52), KpPeriod: k(0x53),
  F11: k(0x57), F12: k(0x58),
  KpEnter: k(0x1c, true), RCtrl: k(0x1d, true), KpDivide: k(0x35, true), RAlt: k(0x38, true),
  Home: k(0x47, true), Up: k(0x48, true), PageUp: k(0x49, true),
  Left: k(0x4b, true), Right: k(0x4d, true),
  End: k(0x4f, true), Down: k(0x50, true), PageDown: k(0x51, true),
  Insert: k(0x52, true), Delete: k(0x53, true),
} as const satisfies Record<string, PcKey>;

export type KeyName = keyof typeof PC_KEYS;

/** PC_KEYS as a Map: a replay presses thousands of keys, and a lookup in an object this big is slow. */
const BY_NAME: ReadonlyMap<string, PcKey> = new Map(Object.entries(PC_KEYS));

export function isKeyName(name: string): name is KeyName {
  return BY_NAME.has(name);
}

/** Look a key up by name, or throw an error that lists where the valid names are. */
export function pcKey(name: string): PcKey {
  const key = BY_NAME.get(name);
  if (key === undefined) throw new Error(`unknown key name "${name}" (see runtime/scancodes.ts for the names)`);
  return key;
}

/**
 * The key to press (with Shift or not) to type a printable ASCII character on a US layout, as a
 * replay's `type "text"` does.
 */
export function keyForChar(ch: string): { key: KeyName; shift: boolean } | null {
  const c = ch.charCodeAt(0);
  if (ch.length !== 1) return null;
  if (c >= 0x61 && c <= 0x7a) return { key: ch.toUpperCase() as KeyName, shift: false };
  if (c >= 0x41 && c <= 0x5a) return { key: ch as KeyName, shift: true };
  if (c >= 0x30 && c <= 0x39) return { key: ch as KeyName, shift: false };
  const table: Record<string, [KeyName, boolean]> = {
    ' ': ['Space', false], '\n': ['Enter', false], '\r': ['Enter', false], '\t': ['Tab', false],
    '-': ['Minus', false], _: ['Minus', true], '=': ['Equal', false], '+': ['Equal', true],
    '[': ['BracketLeft', false], '{': ['BracketLeft', true], ']': ['BracketRight', false], '}': ['BracketRight', true],
    ';': ['Semicolon', false], ':': ['Semicolon', true], "'": ['Quote', false], '"': ['Quote', true],
    '`': ['Backquote', false], '~': ['Backquote', true], '\\': ['Backslash', false], '|': ['Backslash', true],
    ',': ['Comma', false], '<': ['Comma', true], '.': ['Period', false], '>': ['Period', true],
    '/': ['Slash', false], '?': ['Slash', true],
    '!': ['1', true], '@': ['2', true], '#': ['3', true], $: ['4', true], '%': ['5', true],
    '^': ['6', true], '&': ['7', true], '*': ['8', true], '(': ['9', true], ')': ['0', true],
  };
  const t = table[ch];
  return t ? { key: t[0], shift: t[1] } : null;
}
