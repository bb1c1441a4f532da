import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { msToPit, PIT_HZ, PIT_TICKS_PER_IRQ0 } from '../../runtime/hw/pit.ts';
import type { Blocking } from '../../runtime/process.ts';
import { bioskey, BIOSKEY_INSTRUCTIONS } from '../../runtime/tc/bios.ts';
import { delay, DELAY_CALL_INSTRUCTIONS, DELAY_LOOP_INSTRUCTIONS, DELAY_MS_OVERHEAD_INSTRUCTIONS, setvect } from '../../runtime/tc/dos.ts';

function run(m: Machine, body: () => Blocking, limitSeconds: number): void {
  m.load({ name: 'test', title: 'test', start: body });
  m.runUntil(m.now + PIT_HZ * limitSeconds);
  if (m.crash) throw m.crash;
  assert.is(m.state, 'exited');
}

const TEN_MINUTES_MS = 10 * 60 * 1000;
const IRQ0S_IN_TEN_MINUTES = Math.ceil(msToPit(TEN_MINUTES_MS) / PIT_TICKS_PER_IRQ0);

test('while(!bioskey(1)){} over 10 virtual minutes: skipped to each IRQ0, wakes exactly at the key', () => {
  const m = new Machine();
  const keyAt = msToPit(TEN_MINUTES_MS);
  m.keyDown('P', keyAt);
  let polls = 0;
  let wokeAt = -1;
  let key = -1;
  run(
    m,
    function* () {
      while (!(yield* bioskey(1))) polls++;
      wokeAt = m.now;
      key = yield* bioskey(0);
    },
    700,
  );
  assert.is(key, 0x1970);
  // the poll that sees the key runs right after it arrived (one bioskey's worth of CPU later)
  assert.ok(wokeAt >= keyAt && wokeAt <= keyAt + 1, `woke at ${wokeAt}, key at ${keyAt}`);
  // without the skip this would be ~10^8 polls; with it, one per IRQ0 plus the first
  assert.ok(polls >= IRQ0S_IN_TEN_MINUTES - 1 && polls <= IRQ0S_IN_TEN_MINUTES + 2, `${polls} polls`);
});

test('the idle skip wakes on every IRQ0, so a loop watching an INT 1Ch flag sees it at once', () => {
  const m = new Machine();
  let ticks = 0;
  let exitedAt = -1;
  run(
    m,
    function* () {
      setvect(0x1c, () => {
        ticks++;
      });
      while (!(yield* bioskey(1)) && ticks < 5) {}
      exitedAt = m.now;
    },
    10,
  );
  assert.ok(exitedAt >= 5 * PIT_TICKS_PER_IRQ0 && exitedAt <= 5 * PIT_TICKS_PER_IRQ0 + 1, `exited at ${exitedAt}`);
});

test('the game loop (bioskey(1); delay(100)) is never skipped: every pass costs its CPU time', () => {
  const m = new Machine();
  const keyAt = msToPit(5000);
  m.keyDown('Space', keyAt);
  let passes = 0;
  let loopStart = -1;
  let loopEnd = -1;
  run(
    m,
    function* () {
      yield* delay(1); // calibrated (saturated: 1191 loops/ms)
      loopStart = m.now;
      while (!(yield* bioskey(1))) {
        passes++;
        yield* delay(100);
      }
      loopEnd = m.now;
    },
    10,
  );
  const perPass = BIOSKEY_INSTRUCTIONS + DELAY_CALL_INSTRUCTIONS + 100 * (1191 * DELAY_LOOP_INSTRUCTIONS + DELAY_MS_OVERHEAD_INSTRUCTIONS);
  const expected = Math.floor(((keyAt - loopStart) / PIT_HZ) * m.cpu.cycles * 1000 / perPass);
  assert.ok(Math.abs(passes - expected) <= 1, `${passes} passes, expected ${expected}`);
  assert.ok(loopEnd - keyAt < msToPit(1), 'the key is seen on the next pass');
});

test('a Ctrl-Break word makes while(!bioskey(1)){} spin for ever, as in TC 2.0, without hanging the host', () => {
  const m = new Machine();
  m.keyDown('LCtrl', 10);
  m.keyDown('ScrollLock', 20);
  let polls = 0;
  m.load({
    name: 'test',
    title: 'test',
    start: function* () {
      for (;;) {
        if (yield* bioskey(1)) break;
        polls++;
      }
    },
  });
  m.runFor(60_000);
  assert.is(m.state, 'running');
  assert.is(m.keyBuffer.peek(), 0x0000);
  const irq0s = Math.ceil(msToPit(60_000) / PIT_TICKS_PER_IRQ0);
  assert.ok(polls <= irq0s + 3, `${polls} polls`);
});

test('a poll after any other library call is not skipped (only back-to-back empty polls are)', () => {
  const m = new Machine();
  let t1 = -1;
  let t2 = -1;
  run(
    m,
    function* () {
      yield* bioskey(1); // first empty poll: never skipped
      t1 = m.now;
      yield* delay(0); // another library call in between
      yield* bioskey(1);
      t2 = m.now;
    },
    1,
  );
  assert.ok(t1 < 10 && t2 < 10, `${t1}, ${t2}`);
});

test.run();
