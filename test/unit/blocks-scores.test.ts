// BLOCKS: the high-score file on the machine's C: drive — ranking, the five-entry tables, a bad
// line named by file:line and left out, the rest kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { HighScores } from '../../roms/blocks/program/scores.ts';

/** Run `fn` as a program on a machine whose drive holds `files`; returns the machine. */
function onMachine(files: Record<string, string>, fn: () => void): Machine {
  const m = new Machine();
  for (const [name, text] of Object.entries(files)) driveOf(m).write(name, new TextEncoder().encode(text));
  m.load({ name: 't', title: '', *start() { fn(); } });
  m.runFor(1);
  assert.is(m.state, 'exited', m.crash?.message);
  return m;
}

test('entries rank by score (sprint: by time), five a table, and go back to BLOCKS.HI as text', () => {
  const hi = new HighScores();
  for (let i = 1; i <= 7; i++) hi.add({ profile: 'modern', mode: 'marathon', score: i * 100, lines: i, ms: 1000 * i });
  assert.equal(hi.table('modern', 'marathon').map((e) => e.score), [700, 600, 500, 400, 300]);
  assert.is(hi.add({ profile: 'modern', mode: 'marathon', score: 50, lines: 0, ms: 1 }), -1, 'too low');
  assert.is(hi.add({ profile: 'qiu', mode: 'sprint', score: 0, lines: 40, ms: 90_000 }), 0);
  assert.is(hi.add({ profile: 'qiu', mode: 'sprint', score: 0, lines: 40, ms: 80_000 }), 0, 'faster is better');
  const m = onMachine({}, () => assert.ok(hi.save()));
  const text = new TextDecoder().decode(driveOf(m).read('BLOCKS.HI'));
  assert.match(text, /^modern marathon 700 7 7000\r\n/);
  assert.is(text.split('\r\n').length - 1, 7);
  const back = new HighScores();
  const m2 = new Machine();
  driveOf(m2).write('BLOCKS.HI', driveOf(m).read('BLOCKS.HI')!);
  m2.load({ name: 't', title: '', *start() { back.load(); } });
  m2.runFor(1);
  assert.equal(back.entries, hi.entries);
  assert.is(back.problem, null);
});

test('a bad line is named (file:line) and left out; the good ones stay', () => {
  const hi = new HighScores();
  onMachine({ 'BLOCKS.HI': 'zhou marathon 300 3 5000\r\nzhou marathon lots 3 5000\r\nblog ultra 12 12 120000\r\n' }, () => hi.load());
  assert.is(hi.problem, 'BLOCKS.HI:2: not "profile mode score lines ms" - left out');
  assert.equal(hi.entries.map((e) => e.profile), ['zhou', 'blog']);
});

test('no BLOCKS.HI: empty tables, no problem', () => {
  const hi = new HighScores();
  onMachine({}, () => hi.load());
  assert.equal([hi.entries, hi.problem], [[], null]);
});

test.run();
