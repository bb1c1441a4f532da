import { isKeyName, type KeyName } from '../../runtime/scancodes.ts';

/**
 * KeyboardEvent.code → PC key name (runtime/scancodes.ts). `code` names the physical key
 * position (UI Events KeyboardEvent code values), not the character, so a German or French layout
 * plays exactly as a US keyboard does, as a DOS machine with the US driver would.
 */
const SPECIAL: Record<string, KeyName> = {
  Escape: 'Esc',
  // The ISO key left of Z (< > on German keyboards) is scan 56h on a 102-key board; the machine's
  // table stops at the 84-key set plus F11/F12, so it types the backslash key's code as on US boards.
  IntlBackslash: 'Backslash',
  ShiftLeft: 'LShift', ShiftRight: 'RShift', ControlLeft: 'LCtrl', ControlRight: 'RCtrl',
  AltLeft: 'LAlt', AltRight: 'RAlt',
  NumpadMultiply: 'KpMultiply', NumpadSubtract: 'KpMinus', NumpadAdd: 'KpPlus',
  NumpadDecimal: 'KpPeriod', NumpadEnter: 'KpEnter', NumpadDivide: 'KpDivide',
  ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right',
};

/**
 * The PC key at `code`'s position, or null for keys a PC/AT keyboard does not have (Meta, media…).
 * Codes that are already the PC key's name (Enter, Tab, Minus, Home, PageUp, F1…F12, …) map to
 * themselves; no other code is a PC key's name (letters are KeyA…, digits Digit0…).
 */
export function pcKeyForCode(code: string): KeyName | null {
  const special = SPECIAL[code];
  if (special) return special;
  if (isKeyName(code)) return code;
  const m = /^(?:Key|Digit|Numpad)([A-Z0-9])$/.exec(code);
  if (!m) return null;
  const name = code.startsWith('Numpad') ? `Kp${m[1]}` : m[1]!;
  return isKeyName(name) ? name : null;
}
