/**
 * The player's two pure rules: which PC key a KeyboardEvent.code is (src/web/keymap.ts), and how
 * big the screen is drawn in a room (src/web/scaling.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pcKeyForCode } from '../../src/web/keymap.ts';
import { CRISP_SHARE, fitScreen } from '../../src/web/scaling.ts';

test('KeyboardEvent.code → PC key: every key of the 84-key board plus F11/F12, by position', () => {
  const table: Record<string, string> = {
    Escape: 'Esc', F1: 'F1', F10: 'F10', F11: 'F11', F12: 'F12', Backquote: 'Backquote',
    Digit1: '1', Digit0: '0', Minus: 'Minus', Equal: 'Equal', Backspace: 'Backspace', Tab: 'Tab',
    KeyQ: 'Q', KeyP: 'P', BracketLeft: 'BracketLeft', BracketRight: 'BracketRight', Backslash: 'Backslash',
    CapsLock: 'CapsLock', KeyA: 'A', Semicolon: 'Semicolon', Quote: 'Quote', Enter: 'Enter',
    ShiftLeft: 'LShift', IntlBackslash: 'Backslash', KeyZ: 'Z', Comma: 'Comma', Period: 'Period', Slash: 'Slash',
    ShiftRight: 'RShift', ControlLeft: 'LCtrl', AltLeft: 'LAlt', Space: 'Space', AltRight: 'RAlt', ControlRight: 'RCtrl',
    Insert: 'Insert', Delete: 'Delete', Home: 'Home', End: 'End', PageUp: 'PageUp', PageDown: 'PageDown',
    ArrowUp: 'Up', ArrowLeft: 'Left', ArrowDown: 'Down', ArrowRight: 'Right',
    NumLock: 'NumLock', ScrollLock: 'ScrollLock', NumpadDivide: 'KpDivide', NumpadMultiply: 'KpMultiply',
    NumpadSubtract: 'KpMinus', NumpadAdd: 'KpPlus', NumpadEnter: 'KpEnter', NumpadDecimal: 'KpPeriod',
    Numpad0: 'Kp0', Numpad7: 'Kp7', Numpad9: 'Kp9',
  };
  for (const [code, key] of Object.entries(table)) assert.is(pcKeyForCode(code), key, code);
});

test('KeyboardEvent.code → PC key: keys the PC/AT keyboard lacks are none', () => {
  for (const code of ['MetaLeft', 'MetaRight', 'ContextMenu', 'F13', 'F24', 'NumpadEqual', 'NumpadComma', 'IntlRo', 'Lang1', 'AudioVolumeUp', 'PrintScreen', 'Pause', 'Unidentified', '']) {
    assert.is(pcKeyForCode(code), null, code);
  }
});

test('scaling: auto is crisp when the whole multiple fills most of the room, else fill; 4:3 kept', () => {
  // 1920×1080 desktop (stage 1656×1064): 2× of 2.2×.
  assert.equal(fitScreen(640, 480, 1656, 1064, 'auto'), { crisp: true, width: 1280, height: 960, prescale: 1 });
  // A 390×844 phone at 3× (stage 374 CSS px = 1122 device px wide): 1× of 1.75× → fill, enlarged 2× first.
  assert.equal(fitScreen(640, 480, 1122, 2000, 'auto'), { crisp: false, width: 1122, height: 842, prescale: 2 });
  // At the threshold: 1× of exactly 1/CRISP_SHARE is still crisp.
  assert.is(fitScreen(640, 480, 640 / CRISP_SHARE, 480 / CRISP_SHARE, 'auto').crisp, true);
  assert.is(fitScreen(640, 480, 640 / CRISP_SHARE + 2, 480 / CRISP_SHARE + 2, 'auto').crisp, false);
  // A room smaller than the mode: auto and fill shrink (smoothed, no enlargement), never overflow.
  for (const choice of ['auto', 'fill'] as const) assert.equal(fitScreen(640, 480, 500, 900, choice), { crisp: false, width: 500, height: 375, prescale: 1 });
  // Asked for, crisp is at least 1× even in too small a room (the study page sizes its room for it).
  assert.equal(fitScreen(640, 480, 500, 900, 'crisp'), { crisp: true, width: 640, height: 480, prescale: 1 });
  // At 2 device pixels per CSS pixel or more auto fills (a phone in landscape: 2× would be 82 % of the height); crisp stays crisp.
  assert.equal(fitScreen(640, 480, 1656, 1064, 'auto', 2), { crisp: false, width: 1418, height: 1064, prescale: 3 });
  assert.equal(fitScreen(640, 480, 1656, 1064, 'auto', 1.5).crisp, true);
  assert.equal(fitScreen(640, 480, 1656, 1064, 'crisp', 3), { crisp: true, width: 1280, height: 960, prescale: 1 });
  assert.equal(fitScreen(640, 480, 2000, 2000, 'crisp'), { crisp: true, width: 1920, height: 1440, prescale: 1 });
  // Text mode (640×400) keeps its own shape; a room limited by its height.
  assert.equal(fitScreen(640, 400, 3000, 1000, 'fill'), { crisp: false, width: 1600, height: 1000, prescale: 3 });
});

test.run();
