import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readIndexedPng, diffFrames } from '../support/frames.ts';
import { ensureCli, runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

// The headless runner as a user runs it: `npx mode12h …` (bin/mode12h.mjs → dist/cli.mjs) in a
// process of its own where the process is tested (its exit code and streams), else its main() in
// this process (test/support/cli.ts).
const BIN = join(process.cwd(), 'bin', 'mode12h.mjs');

test.before(() => {
  // Build the CLI from the sources under test, not whatever dist/ holds.
  ensureCli();
});

function mode12hProcess(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const mode12h = (...args: string[]): Promise<CliRun> => runCli(args);

test('run: a replay gives its shots as PNGs equal to the golden frames', () => {
  const out = scratchDir('mode12h-cli-');
  const r = mode12hProcess('run', 'tetris', '--replay', 'test/replays/clear-1-line.replay', '--out', out);
  assert.is(r.status, 0, r.stderr);
  const shots = readdirSync(out).filter((f) => f.endsWith('.png')).sort();
  assert.equal(shots, ['after-clear.png', 'before-clear.png', 'falling.png']);
  for (const shot of shots) {
    const actual = readIndexedPng(join(out, shot));
    const golden = readIndexedPng(join('test', 'golden', `clear-1-line-${shot}`));
    assert.is(diffFrames(actual.pixels, golden.pixels).count, 0, shot);
    // Byte for byte, too: the encoder is deterministic.
    assert.equal(readFileSync(join(out, shot)), readFileSync(join('test', 'golden', `clear-1-line-${shot}`)));
  }
});

test('run --trace: the BGI call log in C syntax; --trace-all adds the other library calls', async () => {
  const out = scratchDir('mode12h-cli-');
  const replay = join(out, 'p.replay');
  writeFileSync(replay, 'rom tetris\ntime 00:00:00\nat 300 tap P\nend 600\n');
  assert.is((await mode12h('run', 'tetris', '--replay', replay, '--out', out, '--trace', join(out, 'bgi.txt'))).status, 0);
  // Each line: the virtual time in a comment, then the call as a C statement.
  const bgi = readFileSync(join(out, 'bgi.txt'), 'utf8').split('\n');
  // graphmode is TETRIS.C's unset local: the start-up's word 16 under main (probe SR5A)
  assert.is(bgi[0], '/* @0 ms */ initgraph(&graphdriver /* 0 */,&graphmode /* 16 */,"c:\\\\tc\\\\");');
  assert.is(bgi[1], '/* @0 ms */ setcolor(8);');
  assert.is(bgi[2], '/* @0 ms */ line(30,30,30,444);');
  const calls = bgi.map((l) => l.replace(/^\/\* @\d+ ms \*\/ /, ''));
  assert.ok(calls.includes('outtextxy(305,105,"Score: 100");'));
  assert.ok(calls.includes('outtextxy(300,200,"Press P to Start or Resume!");'));
  // P at 300 ms: the game answers at once, in the same millisecond.
  assert.ok(bgi.includes('/* @300 ms */ outtextxy(300,200,"P: Pause Game. --by hoodlum1980");'), bgi.join('\n'));
  assert.not.ok(calls.some((l) => l.startsWith('bioskey(') || l.startsWith('delay(')));
  assert.is((await mode12h('run', 'tetris', '--replay', replay, '--out', out, '--trace', join(out, 'all.txt'), '--trace-all')).status, 0);
  const all = readFileSync(join(out, 'all.txt'), 'utf8').split('\n').map((l) => l.replace(/^\/\* @\d+ ms \*\/ /, ''));
  assert.ok(all.includes('bioskey(1);') && all.includes('delay(100);') && all.includes('srand(0);'));
});

test('run plays on the synchronous engine; --engine coroutine gives the same PNGs and trace', async () => {
  const out = scratchDir('mode12h-cli-');
  const run = async (engine: string[], dir: string): Promise<string> => {
    const r = await mode12h('run', 'tetris', '--replay', 'test/replays/pause-resume.replay', '--every', '500', '--out', join(out, dir), '--trace', join(out, `${dir}.txt`), '--trace-all', ...engine);
    assert.is(r.status, 0, r.stderr);
    return r.stderr;
  };
  assert.match(await run([], 'sync'), /ran \d+ ms on the synchronous engine, program running/);
  assert.match(await run(['--engine', 'coroutine'], 'coro'), /ran \d+ ms on the coroutine engine, program running/);
  const frames = readdirSync(join(out, 'sync')).sort();
  assert.ok(frames.length > 5);
  assert.equal(readdirSync(join(out, 'coro')).sort(), frames);
  for (const f of frames) assert.equal(readFileSync(join(out, 'coro', f)), readFileSync(join(out, 'sync', f)), f);
  assert.equal(readFileSync(join(out, 'coro.txt'), 'utf8'), readFileSync(join(out, 'sync.txt'), 'utf8'));
  const bad = await mode12h('run', 'tetris', '--end', '100', '--engine', 'turbo');
  assert.is(bad.status, 1);
  assert.match(bad.stderr, '--engine: synchronous or coroutine, got "turbo"');
});

test('bad input: a replay error names file:line, an unknown ROM is named; exit code 1', () => {
  const dir = scratchDir('mode12h-cli-');
  const bad = join(dir, 'bad.replay');
  writeFileSync(bad, 'rom tetris\nat 100 press Lft\n');
  const r = mode12hProcess('run', 'tetris', '--replay', bad, '--out', dir);
  assert.is(r.status, 1);
  assert.match(r.stderr, `${bad}:2: unknown key "Lft"`);
  const u = mode12hProcess('run', 'nosuch', '--end', '100', '--out', dir);
  assert.is(u.status, 1);
  assert.match(u.stderr, 'unknown ROM "nosuch"');
});

test('run without --out, --trace, --wav or --disk is an error (the shots would be thrown away)', async () => {
  const r = await mode12h('run', 'hello', '--replay', 'test/replays/hello.replay');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'run: nothing to keep: give --out DIR');
  assert.is(r.stdout, '');
});

test('a reader that stops early (| head) ends the command quietly, no EPIPE stack', () => {
  // Three short replays: after the first one's line, head has gone and the next line meets a
  // closed pipe (the whole folder, ~40 replays, cost 4 s of CPU to show the same).
  const replays = ['hello', 'clear-1-line', 'rotate-J'].map((n) => `test/replays/${n}.replay`).join(' ');
  const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" list | head -0; "${process.execPath}" "${BIN}" check ${replays} --golden test/golden --jobs 1 | head -1`], { encoding: 'utf8' });
  assert.is(r.stderr, '');
  assert.match(r.stdout, /^ok +hello /);
});

test('list names the ROMs and their variants', async () => {
  const r = await mode12h('list');
  assert.is(r.status, 0);
  assert.match(r.stdout, /^tetris .*\[variants: faithful, timer\]$/m);
  assert.match(r.stdout, /^prims /m);
});

test('run --disk DIR: the folder is the C: drive; a second run reads what the first wrote; other names are left alone', async () => {
  const disk = scratchDir('mode12h-disk-');
  writeFileSync(join(disk, 'Log.txt'), 'before\r\n'); // an existing file, any case: the program appends to it
  writeFileSync(join(disk, 'a long name.txt'), 'x');
  mkdirSync(join(disk, 'SUB'));
  const first = await mode12h('run', 'runs', '--end', '100', '--disk', disk);
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stderr, /ignored "a long name.txt" \(not an 8\.3 DOS name\)/);
  assert.not.match(first.stderr, /SUB/); // a subfolder is a directory on C: (cli-c-files: --disk DIR with subfolders)
  assert.is(readFileSync(join(disk, 'RUNS.TXT'), 'latin1'), '1\r\n');
  assert.is((await mode12h('run', 'runs', '--end', '100', '--disk', disk)).status, 0);
  assert.is(readFileSync(join(disk, 'RUNS.TXT'), 'latin1'), '2\r\n');
  assert.is(readFileSync(join(disk, 'Log.txt'), 'latin1'), 'before\r\nrun 1\r\nrun 2\r\n');
  assert.equal(readdirSync(disk).sort(), ['Log.txt', 'RUNS.TXT', 'SUB', 'a long name.txt']);
  // A host file that cannot be written (a link in its place, left out of C:): noted, the program
  // runs on. (A folder in its place is a directory on C:, which DOS does not open as a file.)
  const blocked = scratchDir('mode12h-disk-');
  symlinkSync(join(blocked, 'nowhere'), join(blocked, 'RUNS.TXT'));
  const r = await mode12h('run', 'runs', '--end', '100', '--disk', blocked);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stderr, /could not write "RUNS\.TXT"/);
  assert.is(readFileSync(join(blocked, 'LOG.TXT'), 'latin1'), 'run 1\r\n');
});

test('run without --disk: an empty drive each time (nothing read, nothing left behind)', async () => {
  const out = scratchDir('mode12h-cli-');
  const replay = join(out, 'r.replay');
  writeFileSync(replay, 'rom runs\nat 50 shot done\nend 100\n');
  for (const dir of ['a', 'b']) assert.is((await mode12h('run', 'runs', '--replay', replay, '--out', join(out, dir))).status, 0);
  assert.equal(readFileSync(join(out, 'a', 'done.png')), readFileSync(join(out, 'b', 'done.png')));
  assert.equal(readdirSync(out).sort(), ['a', 'b', 'r.replay']);
});


test('run: a replay with mouse lines gives the golden frames, on both engines; a bad mouse line is file:line', async () => {
  const out = scratchDir('mode12h-cli-');
  for (const engine of ['synchronous', 'coroutine']) {
    const r = await mode12h('run', 'mousetest', '--replay', 'test/replays/mousetest.replay', '--out', join(out, engine), '--engine', engine);
    assert.is(r.status, 0, r.stderr);
    const shots = readdirSync(join(out, engine)).filter((f) => f.endsWith('.png')).sort();
    assert.equal(shots, ['bar-hole.png', 'bar-under-cursor.png', 'corner-held.png', 'drawn.png', 'start.png', 'top-left.png']);
    for (const shot of shots) assert.equal(readFileSync(join(out, engine, shot)), readFileSync(join('test', 'golden', `mousetest-${shot}`)), `${engine} ${shot}`);
  }
  const bad = join(out, 'bad.replay');
  writeFileSync(bad, 'rom mousetest\nat 100 move 640 10\n');
  const r = await mode12h('run', 'mousetest', '--replay', bad, '--out', out);
  assert.is(r.status, 1);
  assert.match(r.stderr, `${bad}:2: X must be an integer in 0..639, got "640"`);
});

test('run --cycles: the parser the page uses (0x100 and 1e6 refused by both, in one line)', async () => {
  for (const bad of ['0x100', '1e6']) {
    const r = await mode12h('run', 'tetris', '--end', '10', '--cycles', bad);
    assert.is(r.status, 1, r.stderr);
    assert.match(r.stderr, `mode12h: --cycles must be an integer in 100..10000000, got "${bad}"\n`);
  }
  const out = scratchDir('mode12h-cli-');
  assert.is((await mode12h('run', 'tetris', '--end', '10', '--out', out, '--cycles', '1000000')).status, 0);
});

test.run();
