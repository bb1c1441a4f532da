// The computer thinks in virtual time (roms/reversi/computer.ts): NODES_PER_SLICE nodes a slice,
// then a 1 ms wait and a look at the keyboard and mouse. The clock moves with the slices, a key
// stops the search, what `aside` deals with does not, and the note is redrawn every 50 slices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import type { Blocking } from '../../runtime/process.ts';
import type { Thinker } from '../../roms/reversi/engine/index.ts';
import { Clock } from '../../roms/reversi/clock.ts';
import { NODES_PER_SLICE, thinkSliced } from '../../roms/reversi/computer.ts';
import { type Event, Input } from '../../roms/reversi/input.ts';

/** A search that needs `slices` calls of step(NODES_PER_SLICE). */
function fakeThinker(slices: number): Thinker & { readonly calls: number } {
  let calls = 0;
  return {
    get calls() { return calls; },
    get nodes() { return calls * NODES_PER_SLICE; },
    step(n: number): boolean {
      assert.is(n, NODES_PER_SLICE);
      calls++;
      return calls >= slices;
    },
    best: 19, score: 0, exact: false, depth: 1,
  };
}

interface Run { ms: number; event: Event | null; calls: number; notes: number; asides: number }

/** Think `slices` slices on a machine; `keys` pressed at their times (ms after the start of thinking). */
function run(slices: number, keys: [string, number][], aside: (e: Event) => boolean): Run {
  const m = new Machine();
  const out: Run = { ms: 0, event: null, calls: 0, notes: 0, asides: 0 };
  let t0 = 0;
  m.load({
    name: 'think', title: '', start: function* () {
      const io = new Input(new Clock());
      yield* io.clock.calibrate();
      yield* io.init();
      const t = fakeThinker(slices);
      t0 = m.nowMs;
      // eslint-disable-next-line require-yield
      function* note(): Blocking { out.notes++; }
      // eslint-disable-next-line require-yield
      function* side(e: Event): Blocking<boolean> { out.asides++; return aside(e); }
      out.event = yield* thinkSliced(t, io, note, side);
      out.ms = m.nowMs - t0;
      out.calls = t.calls;
    },
  });
  for (let i = 0; i < 200 && t0 === 0; i++) m.runFor(5); // the clock's calibration
  assert.ok(t0 > 0 && m.state === 'running', m.crash?.message ?? 'not thinking yet');
  for (const [key, at] of keys) {
    m.runFor(t0 + at - m.nowMs);
    m.keyDown(key);
    m.runFor(20);
    m.keyUp(key);
  }
  m.runFor(5000);
  assert.is(m.state, 'exited', m.crash?.message);
  return out;
}

test('a 300-slice search takes ~300 virtual ms (a 1 ms wait a slice) and notes its progress every 50 slices (5 times; not after the last)', () => {
  const r = run(300, [], () => false);
  assert.is(r.event, null);
  assert.is(r.calls, 300);
  assert.is(r.notes, 5);
  assert.ok(r.ms >= 295 && r.ms <= 320, `${r.ms} ms`);
});

test('a key stops it where it is', () => {
  const r = run(3000, [['U', 100]], () => false);
  assert.equal(r.event, { key: 0x55 });
  assert.ok(r.calls > 80 && r.calls < 110, `${r.calls} slices`);
});

test('what aside deals with does not stop it', () => {
  const r = run(300, [['Right', 50], ['M', 150]], () => true);
  assert.is(r.event, null);
  assert.is(r.calls, 300);
  assert.is(r.asides, 2);
});

test.run();
