import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { CYCLES_DOSBOX_DEFAULT } from '../../runtime/hw/cpu.ts';
import { nextIrq0After, PIT_HZ, pitToMs } from '../../runtime/hw/pit.ts';
import type { Blocking, Rom } from '../../runtime/process.ts';
import { delay, delayLoopsPerMs, gettime, getvect, newTime, setvect } from '../../runtime/tc/dos.ts';
import { bioskey } from '../../runtime/tc/bios.ts';

/** A one-function ROM around a test body. */
function rom(main: () => Blocking): Rom {
  return { name: 'test', title: 'test', start: main };
}

/** Run a ROM to its end (bounded), failing on a crash. */
function runToExit(m: Machine, limitSeconds = 3600): void {
  m.runUntil(m.now + PIT_HZ * limitSeconds);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
}

/** DELAYT.C's `t0 = *tick; while (*tick == t0);` — a few instructions from the edge; here, at it. */
function* syncToTickEdge(m: Machine): Blocking {
  yield* m.sleepUntil(nextIrq0After(m.now));
}

test('DELAYT.C at cycles=3000 gives the oracle figures: 97, 90, 18, 181 ticks', () => {
  const m = new Machine({ cycles: CYCLES_DOSBOX_DEFAULT });
  const ticks: number[] = [];
  m.load(
    rom(function* () {
      const batch = function* (body: () => Blocking): Blocking {
        yield* syncToTickEdge(m);
        const t0 = m.timer.tickCount;
        yield* body();
        ticks.push(m.timer.tickCount - t0);
      };
      yield* batch(function* () {
        for (let i = 0; i < 50; i++) yield* delay(100);
      });
      yield* batch(function* () {
        for (let i = 0; i < 50; i++) yield* delay(100);
      });
      yield* batch(function* () {
        for (let i = 0; i < 1000; i++) yield* delay(1);
      });
      yield* batch(function* () {
        for (let i = 0; i < 100; i++) {
          yield* bioskey(1);
          yield* delay(100);
        }
      });
    }),
  );
  runToExit(m);
  assert.equal(ticks, [97, 90, 18, 181]); // oracle/DELAYT_output_v2.txt
  assert.is(delayLoopsPerMs(m), 996); // 998 from the count, two refine steps down
});

test('fast machine: calibration saturates at 65535/55 = 1191 loops/ms', () => {
  const m = new Machine();
  m.load(
    rom(function* () {
      yield* delay(1);
    }),
  );
  runToExit(m);
  assert.is(delayLoopsPerMs(m), 1191);
});

test('default speed: 1300 passes of bioskey(1); delay(100) take about 0.8 s (the game\'s gravity step)', () => {
  const m = new Machine();
  let ms = 0;
  m.load(
    rom(function* () {
      yield* delay(1); // calibrate first, as the game has by then
      const t0 = m.now;
      for (let i = 0; i < 1300; i++) {
        yield* bioskey(1);
        yield* delay(100);
      }
      ms = pitToMs(m.now - t0);
    }),
  );
  runToExit(m);
  assert.ok(ms > 750 && ms < 850, `took ${ms} ms`);
});

test('delay(0) returns at once and does not calibrate; delay(-1) is delay(65535)', () => {
  const m = new Machine({ cycles: CYCLES_DOSBOX_DEFAULT });
  let zeroMs = -1;
  let longMs = -1;
  m.load(
    rom(function* () {
      const t0 = m.now;
      yield* delay(0);
      zeroMs = pitToMs(m.now - t0);
      assert.is(delayLoopsPerMs(m), 0);
      yield* delay(1);
      const t1 = m.now;
      yield* delay(-1);
      longMs = pitToMs(m.now - t1);
    }),
  );
  runToExit(m);
  assert.ok(zeroMs < 0.01, `delay(0) took ${zeroMs} ms`);
  // 65535 ms of 996 loops: 65535 × (3×996 + 6) / 3000 instructions per ms
  assert.ok(Math.abs(longMs - (65535 * 2994) / 3000) < 0.1, `delay(65535) took ${longMs} ms`);
});

test('the first delay() subtracts the calibration time: delay(100) right after a tick edge', () => {
  const m = new Machine({ cycles: CYCLES_DOSBOX_DEFAULT });
  let ticks = -1;
  m.load(
    rom(function* () {
      yield* syncToTickEdge(m);
      const t0 = m.timer.tickCount;
      yield* delay(1000);
      ticks = m.timer.tickCount - t0;
    }),
  );
  runToExit(m);
  // calibration ends just before t0+8; 1000 − 7×55 = 615 ms more → 8 + 615×0.998/54.925 ≈ 19.2
  assert.is(ticks, 19);
});

test('calibration is per program run: loading the ROM again calibrates again', () => {
  const m = new Machine({ cycles: CYCLES_DOSBOX_DEFAULT });
  const r = rom(function* () {
    yield* delay(1);
  });
  m.load(r);
  runToExit(m);
  assert.is(delayLoopsPerMs(m), 996);
  m.load(r);
  assert.is(delayLoopsPerMs(m), 0);
  runToExit(m);
  assert.is(delayLoopsPerMs(m), 996);
});

test('delay() rejects a non-integer, naming the call', () => {
  const m = new Machine();
  m.load(
    rom(function* () {
      yield* delay(1.5);
    }),
  );
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, /delay\(1\.5\)/);
});

test('setvect(0x1C): the handler runs once per IRQ0, after the BIOS counted the tick', () => {
  const m = new Machine();
  const seen: number[] = [];
  let old: (() => void) | null = null;
  m.load(
    rom(function* () {
      old = getvect(0x1c);
      setvect(0x1c, () => {
        seen.push(m.timer.tickCount);
        old!();
      });
      yield* m.sleepUntil(nextIrq0After(m.now) * 5 - 1); // up to just before the 5th IRQ0
    }),
  );
  runToExit(m);
  assert.equal(seen, [1, 2, 3, 4]);
  // the program ended: the vector is back to the BIOS default
  assert.is(m.vectors.isHooked(0x1c), false);
});

test('setvect/getvect use the low byte of the vector number (INT 21h AL)', () => {
  const m = new Machine();
  const h = (): void => {};
  let got: unknown = null;
  m.load(
    rom(function* () {
      setvect(0x11c, h);
      got = getvect(0x1c);
    }),
  );
  runToExit(m);
  assert.is(got, h);
});

test('gettime fills struct time in TC order from the BIOS tick count', () => {
  const m = new Machine({ timeOfDay: { hour: 12, min: 34, sec: 56, hund: 0 } });
  const t = newTime();
  let hund = -1;
  m.load(
    rom(function* () {
      gettime(t);
      hund = m.timer.timeOfDay().hund;
    }),
  );
  runToExit(m);
  assert.equal([t.ti_hour, t.ti_min, t.ti_sec], [12, 34, 56]);
  assert.equal(Object.keys(t), ['ti_min', 'ti_hour', 'ti_hund', 'ti_sec']);
  assert.is(t.ti_hund, hund);
});

test.run();
