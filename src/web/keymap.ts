import { isKeyName, type KeyName } from '../../runtime/scancodes.ts';

/**
 * KeyboardEvent.code → PC key name (runtime/scancodes.ts). `code` names the physical key
 * position (UI Events KeyboardEvent code values), not the character, so a German or French layout
 * plays exactly as a US keyboard does, as a DOS machine with the US driver would.
 */
const SPECIAL: Record<string, KeyName> = {
  Escape: 'Esc', Minus: 'Minus', Equal: 'Equal', Backspace: 'Backspace', Tab: 'Tab',
  BracketLeft: 'BracketLeft', BracketRight: 'BracketRight', Enter: 'Enter',
  Semicolon: 'Semicolon', Quote: 'Quote', Backquote: 'Backquote', Backslash: 'Backslash',
  // The ISO key left of Z (< > on German keyboards) is scan 56h on a 102-key board; the machine's
  // table stops at the 84-key set plus F11/F12, so it types the backslash key's code as on US boards.
  IntlBackslash: 'Backslash',
  Comma: 'Comma', Period: 'Period', Slash: 'Slash', Space: 'Space', CapsLock: 'CapsLock',
  ShiftLeft: 'LShift', ShiftRight: 'RShift', ControlLeft: 'LCtrl', ControlRight: 'RCtrl',
  AltLeft: 'LAlt', AltRight: 'RAlt', NumLock: 'NumLock', ScrollLock: 'ScrollLock',
  NumpadMultiply: 'KpMultiply', NumpadSubtract: 'KpMinus', NumpadAdd: 'KpPlus',
  NumpadDecimal: 'KpPeriod', NumpadEnter: 'KpEnter', NumpadDivide: 'KpDivide',
  ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right',
  Home: 'Home', End: 'End', PageUp: 'PageUp', PageDown: 'PageDown', Insert: 'Insert', Delete: 'Delete',
};

/** The PC key at `code`'s position, or null for keys a PC/AT keyboard does not have (Meta, media…). */
export function pcKeyForCode(code: string): KeyName | null {
  const special = SPECIAL[code];
  if (special) return special;
  let m = /^Key([A-Z])$/.exec(code);
  if (m) return m[1] as KeyName;
  m = /^Digit([0-9])$/.exec(code);
  if (m) return m[1] as KeyName;
  m = /^Numpad([0-9])$/.exec(code);
  if (m) return `Kp${m[1]}` as KeyName;
  m = /^F([0-9]{1,2})$/.exec(code);
  if (m && isKeyName(code)) return code;
  return null;
}
