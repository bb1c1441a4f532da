import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { runToExit, tap } from '../support/keys.ts';
import { bioskey } from '../../runtime/tc/bios.ts';

/** The words bioskey(cmd) returns for each key typed (pressed 10 ms apart, read after). */
function wordsFor(taps: [string, string[]][], cmd = 0, lock: string[] = []): number[] {
  const m = new Machine();
  let t = 1;
  for (const k of lock) tap(m, k, t++);
  for (const [key, mods] of taps) tap(m, key, (t += 10), mods);
  m.runFor(t + 10);
  const got: number[] = [];
  runToExit(m, function* () {
    for (let i = 0; i < taps.length; i++) got.push(yield* bioskey(cmd));
  });
  return got;
}

const hex = (ws: number[]): string[] => ws.map((w) => (w & 0xffff).toString(16).padStart(4, '0'));

test('letters: p, Shift, Ctrl, Alt; CapsLock swaps the case of letters only', () => {
  const taps: [string, string[]][] = [
    ['P', []],
    ['P', ['LShift']],
    ['P', ['RShift']],
    ['P', ['LCtrl']],
    ['P', ['LAlt']],
    ['1', []],
    ['1', ['LShift']],
  ];
  assert.equal(hex(wordsFor(taps)), ['1970', '1950', '1950', '1910', '1900', '0231', '0221']);
  assert.equal(hex(wordsFor(taps, 0, ['CapsLock'])), ['1950', '1970', '1970', '1910', '1900', '0231', '0221']);
});

test('Esc, Space, Enter, Backspace, Tab and F1 words', () => {
  const taps: [string, string[]][] = [
    ['Esc', []],
    ['Space', []],
    ['Space', ['LShift']],
    ['Enter', []],
    ['Backspace', []],
    ['Tab', []],
    ['Tab', ['LShift']],
    ['F1', []],
    ['F1', ['LAlt']],
  ];
  assert.equal(hex(wordsFor(taps)), ['011b', '3920', '3920', '1c0d', '0e08', '0f09', '0f00', '3b00', '6800']);
});

test('grey arrows are stored as xxE0: bioskey(0) gives xx00, bioskey(0x10) the stored word', () => {
  const taps: [string, string[]][] = [
    ['Up', []],
    ['Left', []],
    ['Right', []],
    ['Down', []],
    ['Left', ['LCtrl']],
    ['Right', ['RCtrl']],
  ];
  assert.equal(hex(wordsFor(taps, 0)), ['4800', '4b00', '4d00', '5000', '7300', '7400']);
  assert.equal(hex(wordsFor(taps, 0x10)), ['48e0', '4be0', '4de0', '50e0', '73e0', '74e0']);
});

test('keypad: NumLock off gives cursor words, on gives digits, Shift inverts NumLock', () => {
  const taps: [string, string[]][] = [
    ['Kp8', []],
    ['Kp8', ['LShift']],
    ['Kp4', []],
    ['KpMinus', []],
  ];
  assert.equal(hex(wordsFor(taps)), ['4800', '4838', '4b00', '4a2d']);
  assert.equal(hex(wordsFor(taps, 0, ['NumLock'])), ['4838', '4800', '4b34', '4a2d']);
});

test('Ctrl+Up (8DE0) and F11 exist only for AH=10h: bioskey(0) skips them, bioskey(1) discards them', () => {
  const m = new Machine();
  tap(m, 'Up', 10, ['LCtrl']);
  tap(m, 'F11', 20);
  tap(m, 'A', 30);
  m.runFor(40);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(0x11)); // peek, enhanced: 8DE0 stays
    got.push(yield* bioskey(0)); // drops 8DE0 and 8500, returns A
  });
  assert.equal(hex(got), ['8de0', '1e61']);

  const m2 = new Machine();
  tap(m2, 'F12', 10);
  m2.runFor(20);
  const got2: number[] = [];
  runToExit(m2, function* () {
    got2.push(yield* bioskey(1)); // F12 removed, nothing left
    got2.push(m2.keyBuffer.length);
  });
  assert.equal(got2, [0, 0]);
});

test('bioskey(0x10) returns an int: F11 (8500h) is negative', () => {
  assert.equal(wordsFor([['F11', []]], 0x10), [0x8500 - 0x10000]);
});

test('bioskey(1) peeks without removing; 0 when the buffer is empty', () => {
  const m = new Machine();
  tap(m, 'P', 10);
  m.runFor(20);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(1));
    got.push(yield* bioskey(1));
    got.push(yield* bioskey(0));
    got.push(yield* bioskey(1));
  });
  assert.equal(hex(got), ['1970', '1970', '1970', '0000']);
});

test('bioskey(0) blocks until a key arrives and returns at that moment', () => {
  const m = new Machine();
  tap(m, 'Esc', 1500);
  let key = -1;
  let atMs = -1;
  runToExit(m, function* () {
    key = yield* bioskey(0);
    atMs = m.nowMs;
  });
  assert.is(key, 0x011b);
  assert.ok(atMs >= 1500 && atMs < 1500.01, `returned at ${atMs} ms`);
});

test('bioskey(2): shift flags in AL, AH left at 02h', () => {
  const m = new Machine();
  m.keyDown('LShift', 0);
  tap(m, 'CapsLock', 10);
  tap(m, 'NumLock', 20);
  m.keyDown('RCtrl', msToPit(30));
  m.runFor(40);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(2));
    got.push(yield* bioskey(0x12));
    got.push(yield* bioskey(0x102)); // only the low byte reaches AH
  });
  // AL: LShift 02 | Ctrl 04 | NumLock 20 | CapsLock 40 = 66h
  // AH (0x12): 0040:0018 as it is (DOSBox 0.74, oracle-pc `flags`: 129 of 129), where a right
  // Ctrl sets no bit (it is 0040:0096's)
  assert.equal(hex(got), ['0266', '0066', '0266']);
});

test('lock keys toggle on the make only: a CapsLock held through typematic repeats toggles once', () => {
  const m = new Machine();
  m.keyDown('CapsLock', 0);
  m.runFor(2000);
  assert.is(m.int9.flags.flags1 & 0x40, 0x40);
  m.keyUp('CapsLock');
  m.keyDown('CapsLock', m.now + 10);
  m.keyUp('CapsLock', m.now + 20);
  m.runFor(10);
  assert.is(m.int9.flags.flags1 & 0x40, 0);
  assert.ok(m.keyBuffer.isEmpty());
});

test('key buffer: 15 keys fit; the 16th is dropped and the BIOS beeps', () => {
  const m = new Machine();
  const keys = ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P', 'A', 'S', 'D', 'F', 'G', 'H'];
  keys.forEach((k, i) => tap(m, k, 10 + i));
  m.runFor(100);
  assert.is(m.keyBuffer.length, 15);
  assert.equal(m.speaker.alarms, [msToPit(25)]);
  const got: number[] = [];
  runToExit(m, function* () {
    while (yield* bioskey(1)) got.push(yield* bioskey(0));
  });
  assert.equal(
    got.map((w) => String.fromCharCode(w & 0xff)).join(''),
    'qwertyuiopasdfg',
  );
});

test('Ctrl-Break (Ctrl+ScrollLock) empties the buffer and stores 0000h; bioskey(1) then reads 0', () => {
  const m = new Machine();
  tap(m, 'A', 10);
  tap(m, 'B', 20);
  tap(m, 'ScrollLock', 30, ['LCtrl']);
  m.runFor(40);
  assert.is(m.keyBuffer.length, 1);
  assert.is(m.int9.flags.flags1 & 0x10, 0); // ScrollLock did not toggle
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(1));
    got.push(m.keyBuffer.length);
    got.push(yield* bioskey(0));
    got.push(m.keyBuffer.length);
  });
  assert.equal(got, [0, 1, 0, 0]);
});

test('Alt + keypad digits types a character code when Alt is released', () => {
  const m = new Machine();
  m.keyDown('LAlt', msToPit(10));
  tap(m, 'Kp6', 20);
  tap(m, 'Kp5', 30);
  m.keyUp('LAlt', msToPit(40));
  m.runFor(50);
  const got: number[] = [];
  runToExit(m, function* () {
    got.push(yield* bioskey(0));
  });
  assert.equal(got, [0x0041]);
});

test('grey Enter and grey / read as the main keys through bioskey(0)', () => {
  const taps: [string, string[]][] = [
    ['KpEnter', []],
    ['KpDivide', []],
  ];
  assert.equal(hex(wordsFor(taps, 0)), ['1c0d', '352f']);
  assert.equal(hex(wordsFor(taps, 0x10)), ['e00d', 'e02f']);
});

test('an INT 16h function the BIOS model lacks throws, naming the call', () => {
  const m = new Machine();
  m.load({
    name: 'test',
    title: 'test',
    start: function* () {
      yield* bioskey(3);
    },
  });
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, /bioskey\(3\): INT 16h AH=03h/);
});

test.run();
