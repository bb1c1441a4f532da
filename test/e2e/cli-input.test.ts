/**
 * `mode12h run` on bad input, as a user meets it: a flag where a value belongs, a flag given twice,
 * a time past the replay limit, a PNG that cannot be written, a shot named like an --every frame,
 * a run that fails at once (nothing is created), a reader that stops early; and the trace's times
 * and shot marks.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCli, runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const BIN = join(process.cwd(), 'bin', 'mode12h.mjs');

test.before(() => {
  ensureCli();
});

/**
 * Run the CLI in `cwd` (a fresh folder: what a mistake creates shows up there), its main() in this
 * process (test/support/cli.ts); the tests of a hang and of a reader that stops early run a process.
 */
function mode12h(cwd: string, ...args: string[]): Promise<CliRun> {
  return runCli(args, { cwd });
}

const fresh = (): string => scratchDir('mode12h-input-');
const REPLAY = 'rom tetris\ntime 00:00:00\nat 300 tap P\nat 400 shot after-p\nend 600\n';

test('a flag where a value belongs is an error naming both; no folder named after the flag', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'a.replay'), REPLAY);
  const r = await mode12h(dir, 'run', 'tetris', '--replay', 'a.replay', '--out', '--every', '500');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'mode12h: run: --out needs a value, got the flag --every\n');
  assert.equal(readdirSync(dir), ['a.replay']);
});

test('a second --replay is an error, not a silent replacement', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'a.replay'), REPLAY);
  writeFileSync(join(dir, 'b.replay'), REPLAY);
  const r = await mode12h(dir, 'run', 'tetris', '--replay', 'a.replay', '--replay', 'b.replay', '--out', 'out');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'run: --replay given twice ("a.replay", then "b.replay")');
  assert.equal(readdirSync(dir).sort(), ['a.replay', 'b.replay']);
});

test('--end and --every are capped like replay times (999999999 ms)', async () => {
  const dir = fresh();
  for (const flag of ['--end', '--every']) {
    const r = await mode12h(dir, 'run', 'tetris', ...(flag === '--every' ? ['--end', '100'] : []), flag, '99999999999', '--out', 'out');
    assert.is(r.status, 1);
    assert.match(r.stderr, `run: ${flag}: a whole number of ms in 1..999999999, got "99999999999"`);
  }
  assert.equal(readdirSync(dir), []);
});

test('a run that fails at once (unknown ROM, bad replay, shot clash) creates neither the --out folder, the trace file nor the --disk folder', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'bad.replay'), 'rom tetris\nat 100 press Lft\n');
  writeFileSync(join(dir, 'clash.replay'), 'rom tetris\nat 300 tap P\nat 500 shot t0000500\nend 600\n');
  writeFileSync(join(dir, 'long.replay'), `rom tetris\nat 100 shot ${'s'.repeat(300)}\n`);
  const cases: [string[], string][] = [
    [['run', 'nosuch', '--end', '100'], 'unknown ROM "nosuch"'],
    [['run', 'tetris', '--replay', 'bad.replay'], 'bad.replay:2: unknown key "Lft"'],
    [['run', 'tetris', '--replay', 'clash.replay', '--every', '500'], 'clash.replay:3: shot "t0000500" has the name of the --every 500 frame at 500 ms'],
    [['run', 'tetris', '--replay', 'long.replay'], `long.replay:2: bad shot name "${'s'.repeat(40)}…" (300 characters, at most 64)`],
  ];
  for (const [args, message] of cases) {
    const r = await mode12h(dir, ...args, '--out', 'out', '--trace', 'trace.txt', '--disk', 'c-drive');
    assert.is(r.status, 1, args.join(' '));
    assert.match(r.stderr, message);
    assert.equal(readdirSync(dir).sort(), ['bad.replay', 'clash.replay', 'long.replay'], args.join(' '));
  }
  // Without --every, a shot named like a periodic frame is an ordinary shot.
  const ok = await mode12h(dir, 'run', 'tetris', '--replay', 'clash.replay', '--out', 'out');
  assert.is(ok.status, 0, ok.stderr);
  assert.equal(readdirSync(join(dir, 'out')), ['t0000500.png']);
});

test('a PNG that cannot be written: the file and the reason, not the replay line; no partial file', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'a.replay'), REPLAY);
  mkdirSync(join(dir, 'out', 'after-p.png'), { recursive: true }); // a folder where the shot goes
  writeFileSync(join(dir, 'out', 'after-p.png', 'x'), '');
  const r = await mode12h(dir, 'run', 'tetris', '--replay', 'a.replay', '--out', 'out');
  assert.is(r.status, 1);
  assert.match(r.stderr, /^mode12h: cannot write out\/after-p\.png: E(ISDIR|NOTEMPTY|EXIST): [^,\n]+\n$/);
  assert.not.match(r.stderr, 'a.replay');
  assert.equal(readdirSync(join(dir, 'out')), ['after-p.png']);
});

test('--trace: each call after its virtual time, shots and --every frames marked; valid C comments', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'a.replay'), REPLAY);
  const r = await mode12h(dir, 'run', 'tetris', '--replay', 'a.replay', '--every', '250', '--trace', 'trace.txt');
  assert.is(r.status, 0, r.stderr);
  const lines = readFileSync(join(dir, 'trace.txt'), 'utf8').trimEnd().split('\n');
  // graphmode is TETRIS.C's unset local: the start-up's word 16 under main (probe SR5A)
  assert.is(lines[0], '/* @0 ms */ initgraph(&graphdriver /* 0 */,&graphmode /* 16 */,"c:\\\\tc\\\\");');
  const marks = lines.filter((l) => !l.endsWith(';'));
  assert.equal(marks, ['/* @250 ms frame t0000250 */', '/* @400 ms shot after-p */', '/* @500 ms frame t0000500 */']);
  // Times never go back, and every line is a comment or `/* … */ call(…);`.
  let last = 0;
  for (const l of lines) {
    const m = /^\/\* @(\d+) ms (?:\*\/ [a-z]\w*\(.*\);|(?:shot|frame) [\w.-]+ \*\/)$/.exec(l);
    assert.ok(m, l);
    assert.ok(+m![1]! >= last, l);
    last = +m![1]!;
  }
  // The shot sits among the calls of its millisecond: the game answered P (300 ms) before it.
  const shot = lines.indexOf('/* @400 ms shot after-p */');
  assert.ok(lines.slice(0, shot).some((l) => l.startsWith('/* @300 ms */')));
});

test('an --out folder that cannot be made is an error naming it, not a hang (Node\'s recursive mkdir spins on /proc/x)', () => {
  const dir = fresh();
  // The timeout only stops a hang from stalling the suite; the run itself takes well under a second.
  const r = spawnSync(process.execPath, [BIN, 'run', 'tetris', '--end', '100', '--out', '/proc/mode12h-x/frames'], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  assert.is(r.signal, null, 'the run hung and was killed');
  assert.is(r.status, 1);
  assert.match(r.stderr, /^mode12h: cannot make the folder \/proc\/mode12h-x\/frames: E[A-Z]+: [^,\n]+\n$/);
});

test('a control character from the command line is shown escaped, never sent to the terminal raw', async () => {
  const dir = fresh();
  const r = await mode12h(dir, 'run', 'te\u001b[2Jtris', '--end', '10', '--out', 'out');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'unknown ROM "te\\u001b[2Jtris"');
  assert.not.match(r.stderr, '\u001b');
});

test('run … | head -1: a reader that stops early ends the run quietly', () => {
  const dir = fresh();
  const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" run tetris --end 3000 --every 100 --out out | head -1`], { encoding: 'utf8', cwd: dir });
  assert.is(r.stdout, 'out/t0000100.png\n');
  assert.not.match(r.stderr, /EPIPE|Error|\n\s+at /);
  assert.ok(existsSync(join(dir, 'out', 't0000100.png')));
});

test.run();
