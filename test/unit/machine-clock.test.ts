// The machine's clock settles lazily: CPU time charged where nothing falls due only adds to a
// count (tryBurn), turned into PIT ticks when someone reads the clock or something falls due.
// These check that nobody can tell: the same program gives the same times, the same interrupts
// and the same trace however often the clock is read or the host stops it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CYCLES_DOSBOX_DEFAULT } from '../../runtime/hw/cpu.ts';
import { msToPit, PIT_TICKS_PER_IRQ0 } from '../../runtime/hw/pit.ts';
import { Machine } from '../../runtime/machine.ts';
import type { Blocking } from '../../runtime/process.ts';
import { bioskey, BIOSKEY_INSTRUCTIONS } from '../../runtime/tc/bios.ts';
import { delay, setvect } from '../../runtime/tc/dos.ts';

interface Log {
  /** The clock after every `every`-th pass of the loop, by pass number. */
  times: Map<number, number>;
  /** The pass each IRQ0 (INT 1Ch) came in. */
  ticks: number[];
}

/** TETRIS.C's loop, `bioskey(1); delay(ms)`, reading the clock after every `every`-th pass. */
function gameLoop(m: Machine, log: Log, every: number, ms = 100): () => Blocking {
  return function* () {
    let pass = 0;
    setvect(0x1c, () => log.ticks.push(pass));
    for (;;) {
      yield* bioskey(1);
      yield* delay(ms);
      if (++pass % every === 0) log.times.set(pass, m.now);
    }
  };
}

function play(every: number, stepTicks: number, endTicks: number, cycles?: number, ms?: number): Log {
  const m = new Machine(cycles === undefined ? {} : { cycles });
  const log: Log = { times: new Map(), ticks: [] };
  m.load({ name: 'loop', title: '', start: gameLoop(m, log, every, ms) });
  for (let t = stepTicks; t < endTicks; t += stepTicks) m.runUntil(t);
  m.runUntil(endTicks);
  if (m.crash) throw m.crash;
  return log;
}

test('reading the clock every pass or every 97th, with host stops every tick or none: the same times and interrupts', () => {
  for (const [cycles, ms] of [[undefined, 100], [CYCLES_DOSBOX_DEFAULT, 1], [123_457, 7]] as const) {
    const end = msToPit(3000);
    const eager = play(1, 1, end, cycles, ms);
    const lazy = play(97, end, end, cycles, ms);
    const stopped = play(97, 4099, end, cycles, ms);
    assert.ok(lazy.times.size > 5, `cycles ${cycles}: ${lazy.times.size} samples`);
    for (const [pass, t] of lazy.times) {
      assert.is(eager.times.get(pass), t, `cycles ${cycles}: pass ${pass}, eager`);
      assert.is(stopped.times.get(pass), t, `cycles ${cycles}: pass ${pass}, stopped`);
    }
    assert.equal(eager.ticks, lazy.ticks, `cycles ${cycles}: IRQ0s`);
    assert.equal(stopped.ticks, lazy.ticks, `cycles ${cycles}: IRQ0s`);
    assert.is(lazy.ticks.length, Math.floor(end / PIT_TICKS_PER_IRQ0));
  }
});

test('tryBurn refuses a charge that reaches an IRQ0, a keyboard byte, the host\'s deadline, or any while tracing', () => {
  const m = new Machine();
  const perTick = m.cpu.instructionsIn(1);
  const said: [string, boolean][] = [];
  m.keyDown('P', 5000);
  m.load({
    name: 'charges', title: '',
    *start() {
      said.push(['1000 ticks', m.tryBurn(perTick * 1000)]);
      said.push(['to the key at 5000', m.tryBurn(perTick * 4500)]);
      yield* bioskey(0); // wait for the key
      said.push(['to the IRQ0 at 65536', m.tryBurn(perTick * 70_000)]);
      said.push(['1000 ticks more', m.tryBurn(perTick * 1000)]);
      m.tracing = true;
      said.push(['one instruction, tracing', m.tryBurn(1)]);
      m.tracing = false;
      said.push(['one instruction', m.tryBurn(1)]);
      said.push(['past the deadline at 60000', m.tryBurn(perTick * 60_000)]);
    },
  });
  m.runUntil(60_000);
  if (m.crash) throw m.crash;
  assert.equal(said, [
    ['1000 ticks', true],
    ['to the key at 5000', false],
    ['to the IRQ0 at 65536', false],
    ['1000 ticks more', true],
    ['one instruction, tracing', false],
    ['one instruction', true],
    ['past the deadline at 60000', false],
  ]);
});

test('while tracing, every bioskey and delay of the loop is reported (no call takes a silent fast path)', () => {
  const m = new Machine();
  const calls: string[] = [];
  m.on('trace', (c) => calls.push(c));
  m.load({
    name: 'loop', title: '',
    *start() {
      for (let pass = 0; ; pass++) {
        if (pass === 1000) m.tracing = true; // calibrated by now
        if (pass === 3000) m.tracing = false;
        yield* bioskey(1);
        yield* delay(100);
      }
    },
  });
  m.runUntil(msToPit(5000));
  if (m.crash) throw m.crash;
  assert.is(calls.length, 4000);
  assert.is(calls.filter((c) => c === 'bioskey(1)').length, 2000);
  assert.is(calls.filter((c) => c === 'delay(100)').length, 2000);
});

test('changing the speed while a program runs: the time charged so far counts at the old speed', () => {
  const m = new Machine();
  const times: number[] = [];
  m.load({
    name: 'polls', title: '',
    *start() {
      for (;;) {
        yield* bioskey(1);
        yield* bioskey(2); // not back-to-back empty polls: never idle-skipped
        times.push(m.now);
      }
    },
  });
  m.runUntil(1000);
  const before = times.length;
  m.cycles = 100; // 2 × 48 instructions: 1145.45 PIT ticks a pass
  m.runUntil(100_000);
  if (m.crash) throw m.crash;
  const after = times.slice(before);
  assert.ok(before > 1000, `${before} passes at the default speed`);
  assert.ok(after.length > 80, `${after.length} passes at 100 cycles`);
  for (let i = 1; i < after.length; i++) {
    const d = after[i]! - after[i - 1]!;
    assert.ok(d === 1145 || d === 1146, `pass ${i}: ${d} ticks`);
  }
  assert.is(BIOSKEY_INSTRUCTIONS, 48);
  assert.throws(() => (m.cycles = 0), /cpu cycles must be an integer/);
});

test.run();
