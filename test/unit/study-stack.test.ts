import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { tetris } from '../../roms/tetris/index.ts';

// machine.stackProbe (runtime/machine.ts): once per library call, the ported C functions on the JS
// stack, innermost first — what the study page's live call stack shows.

/** Run Tetris for `ms`; pairs each traced call with the sample taken for it; keeps every sample. */
function probed(ms: number, play?: (m: Machine) => void): { calls: string[]; stacks: string[][]; samples: string[][] } {
  const m = new Machine({ timeOfDay: { hour: 0, min: 1, sec: 0, hund: 0 } });
  const calls: string[] = [];
  const stacks: string[][] = [];
  const samples: string[][] = [];
  m.tracing = true;
  m.stackProbe = (s) => samples.push([...s]);
  m.on('trace', (c) => {
    calls.push(c);
    stacks.push(samples[samples.length - 1]!);
  });
  m.load(tetris);
  m.runFor(ms);
  play?.(m);
  return { calls, stacks, samples };
}

test('stackProbe: a sample at each library call, innermost first, generator frames counted once', () => {
  const { calls, stacks, samples } = probed(300);
  // Library calls report a sample and then their trace; the C arithmetic helpers and macros
  // (idiv, int16, max) add samples of their own, without a trace.
  assert.ok(samples.length >= calls.length);
  const at = (call: string) => stacks[calls.indexOf(call)];
  assert.equal(at('srand(60)'), ['InitGame', 'main']); // gettime → srand(0*3600+1*60+0)
  assert.equal(at('random(13)'), ['GenerateBlock', 'InitGame', 'main']);
  assert.equal(at('outtextxy(300,200,"Press P to Start or Resume!")'), ['DisplayInfo', 'PauseGame', 'main']);
  assert.equal(stacks[stacks.length - 1], ['GetKeyCode', 'PauseGame', 'main']); // polling for P
});

test('pure-logic functions are sampled too: CheckBoard shows when a block locks', () => {
  const { samples } = probed(300, (m) => {
    m.keyDown('P');
    m.runFor(50);
    m.keyUp('P');
    m.runFor(100);
    m.keyDown('Space');
    m.runFor(50);
    m.keyUp('Space');
    m.runFor(3000); // the next gravity step locks the dropped block
  });
  const key = (s: string[]) => s.join(' ← ');
  const seen = new Set(samples.map(key));
  assert.ok(seen.has('CheckBoard ← UpdateBoard ← main'), 'CheckBoard sampled under UpdateBoard');
});

test.run();
