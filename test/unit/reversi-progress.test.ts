import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProgress } from '../../src/cli/reversi.ts';

// The progress line `reversi solve` draws on stderr when it is a terminal (the e2e tests run it on
// a pipe, where nothing is drawn).
const progress = { nodes: 12_345_678, alpha: 37, beta: 39, done: 3, moves: 9, best: 8, score: 38, lower: 38, upper: 64 };

test('formatProgress: window, root moves done, best so far with its bounds, nodes, rate, time', () => {
  assert.is(
    formatProgress(40, 20, progress, 2500, 200),
    '#40 20 empties  window +38..+38  moves 3/9  best a2 ≈+38 (+38..+64)  12.3 M nodes  4.94 M/s  2.5 s',
  );
  assert.is(
    formatProgress(1, 60, { ...progress, nodes: 900, alpha: -65, beta: 65, done: 0, best: -1, lower: -64, upper: 64 }, 0, 200),
    '#1 60 empties  full window  moves 0/9  best —  900 nodes  —/s  0.0 s',
  );
});

test('formatProgress: cut to the terminal width', () => {
  const line = formatProgress(40, 20, progress, 2500, 30);
  assert.is(line.length, 30);
  assert.ok(line.endsWith('…'));
});

test.run();
