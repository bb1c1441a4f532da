// The pieces of `mode12h check` that the CLI tests (test/e2e/check.test.ts) do not reach one by one:
// --only parsing, replay discovery, stale-golden attribution, the report's run-length code, the diff
// image, JUnit and GitHub escaping, the accept command's quoting.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findReplays, parseOnly, staleGoldens, type ReplayResult, type ShotResult } from '../../src/cli/check-core.ts';
import { githubAnnotations, parseCheckArgs, updateCommand } from '../../src/cli/check.ts';
import { junitXml } from '../../src/cli/check-junit.ts';
import { runLengthBase64 } from '../../src/cli/check-report.ts';
import { DIFF_CHANGED, diffFrames, diffImage, diffPalette } from '../../src/shared/frame-diff.ts';
import { scratchDir } from '../support/scratch.ts';

const shot = (over: Partial<ShotResult>): ShotResult => ({
  replay: 'r', replayPath: 'replays/r.replay', shot: 's', line: 3, atMs: 100, status: 'pass', golden: 'g/r-s.png', message: '', actualPng: null, ...over,
});
const result = (shots: ShotResult[], replay = 'r'): ReplayResult => ({ replay, replayPath: `replays/${replay}.replay`, shots, wallMs: 12 });

test('--only: REPLAY:SHOT (the last colon splits), REPLAY alone; empty parts are errors', () => {
  assert.equal(parseOnly('clear-1-line:falling'), { replay: 'clear-1-line', shot: 'falling' });
  assert.equal(parseOnly('hello'), { replay: 'hello', shot: null });
  assert.equal(parseOnly('a:b:c'), { replay: 'a:b', shot: 'c' });
  assert.throws(() => parseOnly('hello:'), /REPLAY:SHOT or REPLAY, got "hello:"/);
  assert.throws(() => parseOnly(':x'), /got ":x"/);
  assert.throws(() => parseCheckArgs(['x', '--golden']), /--golden needs a value/);
  assert.throws(() => parseCheckArgs(['x', '--golden', '--update']), /--golden needs a value/);
  assert.throws(() => parseCheckArgs(['x', '--golden', 'g', '--fast']), /unknown option "--fast"/);
});

test('replays: folders give their *.replay files sorted; two of one name are an error; an empty folder is one', () => {
  const dir = scratchDir('mode12h-check-unit-');
  mkdirSync(join(dir, 'a'));
  mkdirSync(join(dir, 'b'));
  mkdirSync(join(dir, 'empty'));
  for (const f of ['z.replay', 'm.replay', 'notes.txt']) writeFileSync(join(dir, 'a', f), '');
  writeFileSync(join(dir, 'b', 'm.replay'), '');
  assert.equal(findReplays([join(dir, 'a')]).map((e) => e.name), ['m', 'z']);
  assert.throws(() => findReplays([join(dir, 'a'), join(dir, 'b')]), /two replays named "m"/);
  assert.throws(() => findReplays([join(dir, 'empty')]), /no \*\.replay files/);
});

test('stale goldens: the longest replay name that prefixes a file owns it; other files only when whole folders were checked', () => {
  const golden = scratchDir('mode12h-check-unit-');
  for (const f of ['rotate-a.png', 'rotate-5-a.png', 'rotate-5-old.png', 'other-x.png', 'notes.txt']) writeFileSync(join(golden, f), '');
  const entries = [{ name: 'rotate', path: 'rotate.replay' }, { name: 'rotate-5', path: 'rotate-5.replay' }];
  const results = [result([shot({ replay: 'rotate', shot: 'a' })], 'rotate'), result([shot({ replay: 'rotate-5', shot: 'a' })], 'rotate-5')];
  const stale = staleGoldens(golden, entries, results, false);
  assert.equal(stale.map((s) => [s.path, s.replay?.name]), [[join(golden, 'rotate-5-old.png'), 'rotate-5']]);
  assert.equal(staleGoldens(golden, entries, results, true).map((s) => s.path), [join(golden, 'other-x.png'), join(golden, 'rotate-5-old.png')]);
  // A replay that could not be played claims its files: they are not known to be stale.
  const broken = [results[0]!, result([shot({ replay: 'rotate-5', shot: '', status: 'error' })], 'rotate-5')];
  assert.equal(staleGoldens(golden, entries, broken, false), []);
});

test('stale goldens: a longer replay beside the checked one claims its files even when it was not checked', () => {
  const golden = scratchDir('mode12h-check-unit-');
  const replays = scratchDir('mode12h-check-unit-');
  for (const f of ['gameover-esc.replay', 'gameover-esc-at-start.replay']) writeFileSync(join(replays, f), '');
  for (const f of ['gameover-esc-end.png', 'gameover-esc-at-start-end.png', 'gameover-esc-old.png']) writeFileSync(join(golden, f), '');
  const entries = [{ name: 'gameover-esc', path: join(replays, 'gameover-esc.replay') }];
  const results = [result([shot({ replay: 'gameover-esc', shot: 'end' })], 'gameover-esc')];
  assert.equal(staleGoldens(golden, entries, results, false).map((s) => s.path), [join(golden, 'gameover-esc-old.png')]);
});

test('diffFrames: every differing pixel counted and boxed, on word-aligned frames, unaligned views and the tail', () => {
  const width = 7, height = 5, n = width * height; // 35 pixels: 8 words and a 3-pixel tail
  const expected = new Uint8Array(n).map((_, i) => i % 16);
  const changed = [0, 5, 6, 13, 31, 34]; // word edges, two in one word, the tail
  const actual = expected.slice();
  for (const i of changed) actual[i] = (actual[i]! + 1) % 16;
  const want = { count: changed.length, box: { x0: 0, y0: 0, x1: 6, y1: 4 } };
  assert.equal(diffFrames(actual, expected, width), want);
  // The same frames one byte into their buffers (no word view possible): the same answer.
  const shift = (a: Uint8Array): Uint8Array => { const b = new Uint8Array(n + 1); b.set(a, 1); return b.subarray(1); };
  assert.equal(diffFrames(shift(actual), shift(expected), width), want);
  assert.equal(diffFrames(expected.slice(), expected, width), { count: 0, box: null });
  const one = expected.slice();
  one[17] = 15 - one[17]!; // (3,2)
  assert.equal(diffFrames(one, expected, width), { count: 1, box: { x0: 3, y0: 2, x1: 3, y1: 2 } });
});

test('run-length code: (value, run ≤ 255) pairs that decode to the frame', () => {
  const px = new Uint8Array(640 * 3);
  px.fill(7, 10, 600);
  px[1000] = 15;
  const bytes = Buffer.from(runLengthBase64(px), 'base64');
  const back: number[] = [];
  for (let i = 0; i < bytes.length; i += 2) {
    assert.ok(bytes[i + 1]! >= 1 && bytes[i + 1]! <= 255);
    for (let k = 0; k < bytes[i + 1]!; k++) back.push(bytes[i]!);
  }
  assert.equal(Uint8Array.from(back), px);
  assert.ok(bytes.length < 40);
});

test('diff image: changed pixels are the loud entry, the rest keep the expected index, dimmed in the palette', () => {
  const expected = Uint8Array.from([0, 7, 15, 4]);
  const actual = Uint8Array.from([0, 8, 15, 4]);
  assert.equal([...diffImage(actual, expected)], [0, DIFF_CHANGED, 15, 4]);
  assert.equal(diffFrames(actual, expected, 2), { count: 1, box: { x0: 1, y0: 0, x1: 1, y1: 0 } });
  const pal = diffPalette([0, 0, 0, 255, 255, 255]);
  assert.equal([...pal.subarray(DIFF_CHANGED * 3)], [255, 0, 255]);
  assert.ok(pal[3]! > 0 && pal[3]! <= 64, `white dimmed to ${pal[3]}`);
});

test('JUnit: a test case per shot, failures typed, text escaped; GitHub annotations escape , : and newlines', () => {
  const r = result([
    shot({ shot: 'ok' }),
    shot({ shot: 'bad', line: 7, status: 'fail', message: '3 pixel(s) differ <"&">' }),
    shot({ shot: 'new', line: 9, status: 'missing', message: 'no golden image g/r-new.png' }),
  ]);
  const xml = junitXml([r], [{ path: 'g/r-old.png', replay: null }]);
  assert.match(xml, '<testsuites name="mode12h check" tests="4" failures="3" errors="0">');
  assert.match(xml, '<testcase classname="r" name="ok" file="replays/r.replay" line="3"/>');
  assert.match(xml, '<failure type="pixels-differ" message="3 pixel(s) differ &lt;&quot;&amp;&quot;&gt;">');
  assert.match(xml, '<failure type="missing-golden"');
  assert.match(xml, '<failure type="stale-golden" message="no shot makes g/r-old.png"/>');
  const lines = githubAnnotations([{ ...result([shot({ status: 'error', message: 'x\ny 100%' })]), replayPath: 'a,b:c.replay' }], []);
  assert.equal(lines, ['::error file=a%2Cb%3Ac.replay,line=3,title=shot r%3As::x%0Ay 100%25']);
});

test('the accept command quotes what a shell would split', () => {
  const a = parseCheckArgs(['my replays', '--golden', 'test/golden', '--rom', 'tetris']);
  assert.is(updateCommand(a, 'hello', 'screen'), `mode12h check 'my replays' --golden test/golden --rom tetris --update --only hello:screen`);
  assert.is(updateCommand(parseCheckArgs(["it's", '--golden', 'g']), 'r', 's'), `mode12h check 'it'\\''s' --golden g --update --only r:s`);
});

test.run();
