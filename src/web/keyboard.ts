import type { KeyName } from '../../runtime/scancodes.ts';
import { pcKeyForCode } from './keymap.ts';

/** Where host input goes: the current session, through the player. */
export interface KeySink {
  press(key: KeyName): void;
  release(key: KeyName): void;
  /**
   * Bring the machine's Caps Lock and Shift in line with the host's (both may have changed while
   * the screen did not have focus); `shift` null = leave Shift alone (the event is a Shift key).
   */
  syncModifiers(capsLock: boolean, shift: boolean | null): void;
}

/**
 * The physical keyboard, while `surface` has focus. Keys are named by position (event.code), so
 * any host layout plays like a US PC keyboard. The host's auto-repeat is ignored: the machine's
 * own keyboard makes typematic repeat in virtual time, as a real one does. Keys the game may use
 * never scroll the page or reach the browser while the screen has focus — except Tab, which
 * leaves, and the browser's own shortcuts (browserShortcut), which stay the user's.
 */
export function attachKeyboard(surface: HTMLElement, sink: KeySink): void {
  surface.addEventListener('keydown', (e) => {
    if (e.code === 'Tab' || browserShortcut(e)) return;
    const key = pcKeyForCode(e.code);
    if (!key) return;
    e.preventDefault();
    // Caps Lock's own events differ between hosts (macOS sends keyup only when it goes off);
    // its state is read from the other keys' events instead.
    if (key === 'CapsLock' || e.repeat) return;
    sink.syncModifiers(e.getModifierState('CapsLock'), isShift(key) ? null : e.shiftKey);
    sink.press(key);
  });
  surface.addEventListener('keyup', (e) => {
    const key = pcKeyForCode(e.code);
    if (!key || key === 'CapsLock' || e.code === 'Tab') return;
    e.preventDefault();
    sink.release(key);
    if (isShift(key) && !e.shiftKey) sink.syncModifiers(e.getModifierState('CapsLock'), false);
  });
}

/**
 * Keys the browser acts on, left to it (not prevented, not sent to the machine): reload (F5,
 * Ctrl+R), fullscreen (F11), find, address bar, print, zoom (Ctrl+±/0), tabs and windows, history
 * (Alt+←/→, Alt+Home), menus (Alt+D/E/F), closing (Alt+F4); anything with Meta (macOS's ⌘). Shift
 * does not matter (Ctrl+Shift+R reloads too). Ctrl and Alt alone, and their other combinations,
 * stay the PC's.
 */
const CTRL_SHORTCUT = /^(Key[DFGHJLNOPRSTUW]|Equal|Minus|Digit\d|Numpad(Add|Subtract|0)|Page(Up|Down)|F5)$/;
const ALT_SHORTCUT = /^(Arrow(Left|Right)|Home|F4|Key[DEF])$/;
export function browserShortcut(e: KeyboardEvent): boolean {
  return e.metaKey || e.code === 'F5' || e.code === 'F11' || (e.ctrlKey && CTRL_SHORTCUT.test(e.code)) || (e.altKey && ALT_SHORTCUT.test(e.code));
}

function isShift(key: KeyName): boolean {
  return key === 'LShift' || key === 'RShift';
}
