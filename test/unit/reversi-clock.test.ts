// REVERSI's clock (roms/reversi/clock.ts): TC 2.0's delay() runs short on a fast machine, so the
// program scales its waits by delay(1)s counted over BIOS ticks. A wait must then last what it
// says at any machine speed, within a tick's worth of the calibration's error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CYCLES_DEFAULT } from '../../runtime/hw/cpu.ts';
import { Machine } from '../../runtime/machine.ts';
import { Clock } from '../../roms/reversi/clock.ts';
import { delay } from '../../runtime/tc/dos.ts';

/** How long (virtual ms) `wait(ms)` lasts on a machine of `cycles`, and the scale measured. */
function measure(cycles: number, ms: number): { lasted: number; scale: number; plainDelay: number } {
  const m = new Machine({ cycles });
  const out = { lasted: 0, scale: 0, plainDelay: 0 };
  m.load({
    name: 'clock', title: '', start: function* () {
      const clock = new Clock();
      yield* clock.calibrate();
      out.scale = clock.delayScale;
      let t0 = m.nowMs;
      yield* clock.wait(ms);
      out.lasted = m.nowMs - t0;
      t0 = m.nowMs;
      yield* delay(ms);
      out.plainDelay = m.nowMs - t0;
    },
  });
  m.runFor(5000);
  assert.is(m.state, 'exited', m.crash?.message);
  return out;
}

test('a 300 ms wait lasts 300 ms (±1%) at the default speed, where delay(300) does not', () => {
  const r = measure(CYCLES_DEFAULT, 300);
  assert.ok(Math.abs(r.lasted - 300) <= 3, `lasted ${r.lasted} ms`);
  assert.ok(r.plainDelay < 30, `delay(300) lasted ${r.plainDelay} ms: TC's saturated loop`);
  assert.ok(r.scale > 10, `scale ${r.scale}`);
});

// On a slow PC a delay(1) costs little more than the INT 1Ah poll between two of them, and one
// tick holds only ~55: the calibration is good to a few per cent there.
test('at 3000 cycles (a slow PC, where delay() is right) the scale is near 1 and the wait right (±4%)', () => {
  const r = measure(3000, 300);
  assert.ok(Math.abs(r.scale - 1) < 0.05, `scale ${r.scale}`);
  assert.ok(Math.abs(r.lasted - 300) <= 12, `lasted ${r.lasted} ms`);
});

test('waiting before calibrating is an error, not a wrong time', () => {
  const m = new Machine();
  m.load({ name: 'clock', title: '', start: function* () { yield* new Clock().wait(10); } });
  m.runFor(100);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, /Clock.wait: calibrate\(\) first/);
});

test.run();
