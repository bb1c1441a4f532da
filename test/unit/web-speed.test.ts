/** The player's speed buttons (src/web/speed.ts): the presets they step through, and the speed as the panel shows it. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CYCLES_DEFAULT, CYCLES_MAX } from '../../runtime/hw/cpu.ts';
import { FASTEST, formatCycles, SLOWEST, stepCycles } from '../../src/web/speed.ts';

test('from a preset, one step is the next preset either way', () => {
  assert.is(stepCycles(CYCLES_DEFAULT, -1), 290_000);
  assert.is(stepCycles(CYCLES_DEFAULT, +1), 1_160_000);
  assert.is(stepCycles(3000, +1), 10_000);
});

test('from a speed between presets (a ?cycles=), the next preset that way', () => {
  assert.is(stepCycles(50_000, -1), 30_000);
  assert.is(stepCycles(50_000, +1), 100_000);
  assert.is(stepCycles(5_000_000, +1), CYCLES_MAX);
});

test('the ends hold', () => {
  assert.is(stepCycles(SLOWEST, -1), SLOWEST);
  assert.is(stepCycles(FASTEST, +1), FASTEST);
  assert.is(SLOWEST, 3000);
  assert.is(FASTEST, CYCLES_MAX);
});

test('the speed reads in thin-space groups of three', () => {
  assert.is(formatCycles(580_000), '580\u2009000 cycles');
  assert.is(formatCycles(10_000_000), '10\u2009000\u2009000 cycles');
  assert.is(formatCycles(100), '100 cycles');
});

test.run();
