// runtime/sync.ts: the synchronous engine's own rules (the engines' equality is test/e2e/engines.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { msToPit } from '../../runtime/hw/pit.ts';
import { done, type Rom, type SyncRom } from '../../runtime/process.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { drive, SyncMachine } from '../../runtime/sync.ts';
import { delay } from '../../runtime/tc/dos.ts';

test('drive gives a finished call its value, and a plain value (the port\'s own functions) as it is', () => {
  assert.is(drive(done(5)), 5);
  const struct = { x: 1 };
  for (const v of [42, 'PAUSE', struct, undefined]) assert.is(drive(v as never), v);
});

test('drive refuses to wait outside a synchronous run', () => {
  function* waits() {
    yield 0 as never;
  }
  assert.throws(() => drive(waits() as never), /a blocking Turbo C call was made outside a synchronous run/);
});

/** A program that waits 100 ms at a time, counting. */
function counter(log: number[]): SyncRom {
  return {
    name: 'count', title: '',
    start() {
      for (let i = 0; ; i++) {
        log.push(i);
        drive(delay(100));
      }
    },
  };
}

test('the host is called at each deadline and stops the program with null; the clock is where it said', () => {
  const log: number[] = [];
  const m = new SyncMachine();
  m.loadSync(counter(log));
  const deadlines = [msToPit(1000), msToPit(2500)];
  let calls = 0;
  m.runSync(deadlines[0]!, () => (++calls < deadlines.length ? deadlines[calls]! : null));
  assert.is(calls, 2);
  assert.is(m.now, deadlines[1]);
  assert.is(m.state, 'running', 'abandoned, not ended');
  assert.ok(log.length > 10, 'the program ran');
  assert.throws(() => m.runSync(m.now, () => null), /runSync: no program loaded for the synchronous engine/);
});

test('misuse is named: runUntil on a program loaded for runSync, a host deadline in the past', () => {
  const m = new SyncMachine();
  m.loadSync(counter([]));
  assert.throws(() => m.runUntil(1000), /runUntil: the program was loaded for the synchronous engine/);
  assert.throws(() => m.runSync(msToPit(500), () => 1), (e: unknown) => e instanceof RangeError && /runSync host: target 1 is before now/.test(e.message));
});

test('its waits block inside runSync, and stay coroutines for a program run with runUntil on the same class', () => {
  // the same program on both engines of a SyncMachine: waits for a key, then sleeps past a deadline
  const log: string[] = [];
  const coroutine: Rom = {
    name: 'w', title: '',
    *start() {
      log.push(`key ${yield* bioskey(0)}`);
      yield* delay(100);
      log.push('slept');
    },
  };
  const m = new SyncMachine();
  m.keyDown('P', msToPit(50));
  m.load(coroutine);
  m.runUntil(msToPit(100));
  assert.equal(log, ['key 6512']);
  m.runUntil(msToPit(2000));
  assert.equal(log, ['key 6512', 'slept']);
  assert.is(m.state, 'exited');

  const synced: string[] = [];
  const s = new SyncMachine();
  s.keyDown('P', msToPit(50));
  s.loadSync({
    name: 'w', title: '',
    start() {
      synced.push(`key ${drive(bioskey(0))}`);
      drive(delay(100));
      synced.push('slept');
    },
  });
  const stops: number[] = [];
  s.runSync(msToPit(100), () => (stops.push(s.now), stops.length < 3 ? msToPit(100 + 700 * stops.length) : null));
  assert.equal(synced, ['key 6512', 'slept']);
  assert.is(s.state, 'exited');
  assert.equal(stops, [msToPit(100)], 'the host ran once, at its deadline, while the program slept in delay()');
});

test.run();
