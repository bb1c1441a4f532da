// One parser for the machine's speed: the CLI's --cycles, a replay's `cycles`, the page's ?cycles=.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCycles } from '../../src/shared/cycles.ts';
import { parseReplay } from '../../src/shared/replay.ts';

test('plain decimal digits in 100..10000000 are taken', () => {
  assert.is(parseCycles('580000'), 580000);
  assert.is(parseCycles('100'), 100);
  assert.is(parseCycles('10000000'), 10_000_000);
  assert.is(parseCycles('0003000'), 3000);
});

test('what Number() would also take is refused, with the value in the message (issue 18: 0x100, 1e6)', () => {
  for (const bad of ['0x100', '1e6', '1_000', ' 5000', '5000 ', '5000.0', '+5000', '', '99', '10000001', 'Infinity']) {
    assert.throws(() => parseCycles(bad), (e: Error) => e.message === `cycles must be an integer in 100..10000000, got "${bad}"`, bad);
  }
});

test('a replay\'s cycles line uses it', () => {
  assert.throws(() => parseReplay('cycles 1e6\n', 'x'), /x:1: cycles must be an integer in 100\.\.10000000, got "1e6"/);
  assert.is(parseReplay('cycles 1000000\n', 'x').cycles, 1_000_000);
});

test.run();
