import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Keyboard, TYPEMATIC_DELAY_MS, TYPEMATIC_PERIOD_MS } from '../../runtime/hw/keyboard.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { Int9 } from '../../runtime/bios/int9.ts';
import { KeyBuffer } from '../../runtime/bios/int16.ts';
import { Machine } from '../../runtime/machine.ts';
import { pcKey } from '../../runtime/scancodes.ts';

/** Every byte the keyboard sends up to `until` (PIT ticks), as [time, byte]. */
function drain(kb: Keyboard, until = Infinity): [number, number][] {
  const out: [number, number][] = [];
  for (let t = kb.nextEventTime(); t <= until && t !== Infinity; t = kb.nextEventTime()) {
    out.push([t, kb.takeNext()]);
  }
  return out;
}

test('make and break codes; grey keys behind E0; same-time events keep their order', () => {
  const kb = new Keyboard();
  kb.press(pcKey('P'), 100);
  kb.press(pcKey('Up'), 100);
  kb.release(pcKey('P'), 100);
  kb.release(pcKey('Up'), 200);
  kb.press(pcKey('Esc'), 150); // given later, happens earlier
  kb.release(pcKey('Esc'), 150);
  assert.equal(drain(kb), [
    [100, 0x19],
    [100, 0xe0],
    [100, 0x48],
    [100, 0x99],
    [150, 0x01],
    [150, 0x81],
    [200, 0xe0],
    [200, 0xc8],
  ]);
  assert.is(kb.nextEventTime(), Infinity);
  assert.throws(() => kb.takeNext(), /nothing scheduled/);
});

test('typematic: first repeat 500 ms after the make, then every 33 ms, until release', () => {
  const kb = new Keyboard();
  const down = 1000;
  const up = down + msToPit(600);
  kb.press(pcKey('Left'), down);
  kb.release(pcKey('Left'), up);
  const repeats = [0, 1, 2, 3].map((i) => down + msToPit(TYPEMATIC_DELAY_MS + i * TYPEMATIC_PERIOD_MS));
  // 500, 533, 566, 599 ms; the one at 632 ms is cancelled by the release at 600 ms
  assert.equal(drain(kb), [
    [down, 0xe0],
    [down, 0x4b],
    ...repeats.flatMap((t): [number, number][] => [
      [t, 0xe0],
      [t, 0x4b],
    ]),
    [up, 0xe0],
    [up, 0xcb],
  ]);
  assert.is(TYPEMATIC_DELAY_MS, 500);
  assert.is(TYPEMATIC_PERIOD_MS, 33);
});

test('the host\'s own auto-repeat is ignored: a press of a held key sends nothing and does not restart the delay', () => {
  const kb = new Keyboard();
  kb.press(pcKey('A'), 0);
  kb.press(pcKey('A'), msToPit(300)); // host repeat
  kb.press(pcKey('A'), msToPit(400)); // host repeat
  const bytes = drain(kb, msToPit(510));
  assert.equal(bytes, [
    [0, 0x1e],
    [msToPit(500), 0x1e],
  ]);
});

test('only the most recently pressed key repeats; releasing it stops repeats even if another is held', () => {
  const kb = new Keyboard();
  kb.press(pcKey('A'), 0);
  kb.press(pcKey('S'), msToPit(100));
  kb.release(pcKey('S'), msToPit(700));
  const bytes = drain(kb, msToPit(2000));
  assert.equal(bytes.slice(0, 3), [
    [0, 0x1e],
    [msToPit(100), 0x1f],
    [msToPit(600), 0x1f],
  ]);
  assert.equal(bytes[bytes.length - 1], [msToPit(700), 0x9f]);
  assert.is(bytes.filter(([, b]) => b === 0x1e).length, 1); // A never repeats
});

test('a held Shift repeats its make byte but INT 9 stores no word for it', () => {
  const m = new Machine();
  m.keyDown('LShift', 0);
  m.runFor(2000);
  assert.ok(m.keyBuffer.isEmpty());
  assert.is(m.int9.flags.flags1 & 0x02, 0x02);
  m.keyUp('LShift');
  m.runFor(10);
  assert.is(m.int9.flags.flags1 & 0x02, 0);
});

test('a held key fills the BIOS buffer by typematic repeat: 15 words, then beeps', () => {
  const m = new Machine();
  m.keyDown('Space', 0);
  // make at 0, repeats at 500 + 33k ms: the 15th word is the 14th repeat (929 ms)
  m.runFor(500 + 33 * 13 + 1);
  assert.is(m.keyBuffer.length, 15);
  assert.is(m.speaker.alarms.length, 0);
  m.runFor(33);
  assert.is(m.keyBuffer.length, 15);
  assert.is(m.speaker.alarms.length, 1);
});

test('reset forgets held keys and pending bytes', () => {
  const kb = new Keyboard();
  kb.press(pcKey('A'), 0);
  kb.takeNext();
  kb.press(pcKey('B'), 10);
  kb.reset();
  assert.is(kb.nextEventTime(), Infinity);
  kb.press(pcKey('A'), 20); // not "already held" any more
  assert.equal(drain(kb, 20), [[20, 0x1e]]);
});

test('Int9 alone: bytes in, words out', () => {
  const buf = new KeyBuffer();
  const int9 = new Int9(buf, () => {});
  for (const b of [0x19, 0x99, 0xe0, 0x48, 0xe0, 0xc8]) int9.handleByte(b);
  assert.equal([buf.pop(), buf.pop(), buf.pop()], [0x1970, 0x48e0, null]);
});

test.run();
