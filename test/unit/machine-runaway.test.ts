import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine, RUNAWAY_CALLS } from '../../runtime/machine.ts';
import { DETECT, initgraph, putpixel } from '../../runtime/tc/graphics.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { delay } from '../../runtime/tc/dos.ts';
import { ref } from '../../runtime/tc/ptr.ts';

test('a program that loops on drawing calls and never blocks crashes with a clear error, not a hang', () => {
  const m = new Machine();
  m.load({
    name: 'spin',
    title: 'runaway loop',
    functions: ['main'],
    start: () =>
      (function* main() {
        initgraph(ref(DETECT), ref(0), '');
        for (let i = 0; ; i++) putpixel(i % 640, 0, 15);
      })(),
  });
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, `ROM spin crashed in main(): the program made ${RUNAWAY_CALLS} library calls while no virtual time passed`);
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

test.run();
