// cc: line tracking. With `onLine`, the program reports each C statement's line before running it
// (the study view's stepping and highlighting); without it no hook is generated at all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { Machine } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';

const SRC = `#include <stdio.h>
int twice(int x)
{
    return 2 * x;
}
void main()
{
    int i;
    for (i = 0; i < 2; i++)
        putchar('a' + twice(i));
}
`;

test('each statement reports its line, in execution order, on both engines', () => {
  for (const engine of ['sync', 'coroutine'] as const) {
    const lines: number[] = [];
    const p = compileC(SRC, { file: 'L.C', onLine: (n) => { lines.push(n); } });
    if (engine === 'sync') {
      const m = new SyncMachine();
      m.loadSync(p.syncRom);
      m.runSync(msToPit(50), () => null);
      assert.is(m.state, 'exited');
    } else {
      const m = new Machine();
      m.load(p.rom);
      m.runFor(50);
      assert.is(m.state, 'exited');
    }
    assert.equal(lines, [9, 10, 4, 10, 4], engine);
  }
});

test('without onLine the generated code has no line hooks', () => {
  const p = compileC(SRC, { file: 'L.C' });
  assert.not.match(p.source(), /\$line\(/);
  assert.match(compileC(SRC, { file: 'L.C', onLine: () => {} }).source(), /\$line\(10\)/);
});

test.run();
