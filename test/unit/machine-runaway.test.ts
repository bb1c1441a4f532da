import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cFunction, LIBRARY_CALL_INSTRUCTIONS, Machine, RUNAWAY_CALLS, RUNAWAY_OVERRUNS } from '../../runtime/machine.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { CYCLES_DEFAULT } from '../../runtime/hw/cpu.ts';
import { DETECT, initgraph, putpixel } from '../../runtime/tc/graphics.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { delay } from '../../runtime/tc/dos.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { compileC } from '../../cc/program.ts';

test('a program that loops on drawing calls and never blocks crashes with a clear error, not a hang', () => {
  const m = new Machine();
  m.load({
    name: 'spin',
    title: 'runaway loop',
    start: cFunction('main', function* () {
      initgraph(ref(DETECT), ref(0), '');
      for (let i = 0; ; i++) putpixel(i % 640, 0, 15);
    }),
  });
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, `ROM spin crashed in main(): a runaway loop: ${RUNAWAY_CALLS * RUNAWAY_OVERRUNS} library calls and none that waits`);
});

test('on the synchronous engine such a loop is charged its calls: virtual time passes and the host stops it at its deadline', () => {
  const m = new SyncMachine();
  let calls = 0;
  m.loadSync({
    name: 'spin',
    title: 'runaway loop',
    start: () => {
      initgraph(ref(DETECT), ref(0), '');
      for (let i = 0; ; i++, calls++) putpixel(i % 640, 0, 15);
    },
  });
  let deadlines = 0;
  m.runSync(msToPit(1000), () => (++deadlines < 3 ? m.now + msToPit(1000) : null));
  assert.is(m.state, 'running');
  assert.is(deadlines, 3);
  assert.ok(m.nowMs >= 3000 && m.nowMs < 3200, `${m.nowMs} ms`);
  // RUNAWAY_CALLS calls charged LIBRARY_CALL_INSTRUCTIONS each at the default speed: about 113 ms a look.
  const perLook = (RUNAWAY_CALLS * LIBRARY_CALL_INSTRUCTIONS) / CYCLES_DEFAULT;
  assert.ok(Math.abs(calls / RUNAWAY_CALLS - m.nowMs / perLook) <= 2, `${calls} calls in ${m.nowMs} ms`);
});

test('more library calls than that, while virtual time moves, are not a runaway', () => {
  // bioskey(1) + delay(1) at the default speed: ~6 µs of virtual time a pass, all within one
  // runUntil (no suspension), so well over RUNAWAY_CALLS calls without the program ever yielding.
  const m = new Machine();
  let passes = 0;
  m.load({
    name: 'poller',
    title: 'polls and delays for a long time',
    *start() {
      for (;;) {
        yield* bioskey(1);
        yield* delay(1);
        passes++;
      }
    },
  });
  m.runFor(40_000);
  assert.is(m.state, 'running');
  assert.ok(2 * passes > RUNAWAY_CALLS, `${passes} passes`);
});

test('a loop polling the mouse through INT 33h lets virtual time pass: the click comes at its time on both engines', () => {
  // Without the idle skip each pass costs one int86 (~7 µs): 2.5 s of virtual time is ~350 000
  // passes, minutes of the host's time on the synchronous engine, and the page's thread held.
  const src = `#include <dos.h>
#include <conio.h>
#include <stdio.h>
int main() {
  union REGS r;
  r.x.ax = 0; int86(0x33, &r, &r);
  do { r.x.ax = 3; int86(0x33, &r, &r); } while (!(r.x.bx & 1));
  printf("clicked at %d;", r.x.cx);
  while (!kbhit()) { r.x.ax = 5; r.x.bx = 0; int86(0x33, &r, &r); }
  printf("key %c", getch());
  return 0;
}`;
  let out = '';
  const p = compileC(src, { file: 'POLL.C', stdout: (t) => (out += t) });
  const started = performance.now();
  const input = (m: Machine): void => {
    m.mouseMove(100, 50, msToPit(1000));
    m.mouseButton(0, true, msToPit(2500));
    m.keyDown('A', msToPit(4000));
  };
  const co = new Machine();
  co.load(p.rom);
  input(co);
  for (let ms = 50; ms <= 2450; ms += 50) co.runUntil(msToPit(ms));
  assert.is(out, '', 'nothing before the click');
  co.runUntil(msToPit(2501));
  assert.is(out, 'clicked at 100;', 'the click seen at its time');
  co.runUntil(msToPit(4100));
  assert.is(co.state, 'exited');
  assert.is(out, 'clicked at 100;key a');
  out = '';
  const sync = new SyncMachine();
  sync.loadSync(p.syncRom);
  input(sync);
  sync.runSync(msToPit(5000), () => null);
  assert.is(sync.state, 'exited');
  assert.is(out, 'clicked at 100;key a');
  assert.ok(performance.now() - started < 20_000, `${performance.now() - started} ms of the host's time`);
});

test('a program that never yields inside one slice is stopped by the host at its limit, naming the line it is at', () => {
  // abs() now and then: the calls move on, virtual time does not (65 536 calls, 2 000 M passes,
  // before the runaway guard charges any), so runFor(50) would not come back for hours
  const src = '#include <stdlib.h>\nint x;\nmain()\n{\n  unsigned i;\n  for (;;) {\n    for (i = 0; i < 30000; i++) x += i;\n    x = abs(x);\n  }\n}\n';
  for (const engine of ['coroutine', 'sync'] as const) {
    const m = engine === 'sync' ? new SyncMachine() : new Machine();
    const p = compileC(src, { file: 'SLICE.C' });
    let asked = 0;
    m.hostStop = () => (++asked < 40 ? null : 'the host\'s limit');
    if (m instanceof SyncMachine) {
      m.loadSync(p.syncRom);
      m.runSync(msToPit(50), () => null);
    } else {
      m.load(p.rom);
      m.runFor(50);
    }
    assert.is(m.state, 'crashed', engine);
    assert.is(m.crash!.message, "ROM slice crashed in main(): SLICE.C:7: in main(): the host's limit", engine);
    assert.is(asked, 40, engine);
  }
});

test.run();
