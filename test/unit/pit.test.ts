import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { PIT_HZ, PIT_TICKS_PER_IRQ0 } from '../../runtime/hw/pit.ts';
import { TICKS_PER_DAY } from '../../runtime/bios/timer.ts';

test('IRQ0 rate is 1193182/65536 Hz: one virtual second gives 18 ticks, 3600 s give 65543', () => {
  const m = new Machine();
  m.runUntil(PIT_HZ);
  assert.is(m.timer.tickCount, 18);
  m.runUntil(PIT_HZ * 3600);
  assert.is(m.timer.tickCount, Math.floor((PIT_HZ * 3600) / PIT_TICKS_PER_IRQ0));
  assert.is(m.timer.tickCount, 65543);
});

test('tick count counts on past 0x1800B0 as DOSBox 0.74\'s: no rollover, no midnight flag (oracle DT1)', () => {
  const m = new Machine({ timeOfDay: { hour: 23, min: 59, sec: 59, hund: 90 } });
  const before = m.timer.tickCount;
  assert.ok(before < TICKS_PER_DAY);
  m.runUntil(PIT_TICKS_PER_IRQ0 * (TICKS_PER_DAY + 1 - before));
  assert.is(m.timer.tickCount, TICKS_PER_DAY + 1);
  assert.is(m.timer.midnightFlag, 0);
  assert.equal(m.timer.timeOfDay(), { hour: 24, min: 0, sec: 0, hund: 5 });
});

test('time of day reads back as set (gettime seeds the game from it)', () => {
  const m = new Machine({ timeOfDay: { hour: 12, min: 34, sec: 56, hund: 0 } });
  const t = m.timer.timeOfDay();
  assert.equal([t.hour, t.min, t.sec], [12, 34, 56]);
});

test.run();
