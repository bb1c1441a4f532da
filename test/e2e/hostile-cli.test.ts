/**
 * The command line against a newcomer's slips and hostile arguments: a misspelt command or ROM is
 * named first, with the nearest name; stray arguments are errors; numbers are digits only;
 * outputs onto devices and links keep them; `--out` with nothing to shoot still gets a picture.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCli, runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const BIN = join(process.cwd(), 'bin', 'mode12h.mjs');

test.before(() => {
  ensureCli();
});

/** `mode12h ...args` in a process of its own, in `cwd`: the first test's exit codes and streams as the shell sees them. */
function mode12hProcess(cwd: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd, timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `mode12h ...args` in `cwd`, its main() in this process (test/support/cli.ts). */
function mode12h(cwd: string, ...args: string[]): Promise<CliRun> {
  return runCli(args, { cwd });
}

const fresh = (): string => scratchDir('mode12h-hostile-cli-');

test('a misspelt command gets the nearest one; --version answers', () => {
  const r = mode12hProcess(fresh(), 'chek');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'mode12h: unknown command "chek" (did you mean "check"?)');
  const v = mode12hProcess(fresh(), '--version');
  assert.is(v.status, 0);
  assert.is(v.stdout, `mode12h ${(JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version}\n`);
});

test('run with a misspelt ROM names the ROM first, whatever flags follow', async () => {
  for (const extra of [[], ['--replay', 'nothere.replay'], ['--end', '100']]) {
    const r = await mode12h(fresh(), 'run', 'tetirs', ...extra);
    assert.is(r.status, 1);
    assert.match(r.stderr, 'mode12h: run: unknown ROM "tetirs" (did you mean "tetris"?)');
  }
});

test('list with arguments is an error; reversi perft takes digits only, as run --end does', async () => {
  for (const arg of ['--bogus', 'extra']) {
    const r = await mode12h(fresh(), 'list', arg);
    assert.is(r.status, 1);
    assert.match(r.stderr, `mode12h: list takes no arguments, got "${arg}"`);
  }
  for (const n of ['1e1', '0x2', ' 3', '2.0']) {
    const r = await mode12h(fresh(), 'reversi', 'perft', n);
    assert.is(r.status, 1);
    assert.match(r.stderr, `reversi perft: the depth is an integer 1..`);
  }
  assert.is((await mode12h(fresh(), 'reversi', 'perft', '2')).status, 0);
  for (const [flag, n] of [['--time', '0x2'], ['--nodes', '1e3'], ['--time', ' 3']] as const) {
    const r = await mode12h(fresh(), 'reversi', 'solve', 'x.txt', flag, n);
    assert.is(r.status, 1);
    assert.match(r.stderr, `reversi solve: ${flag} takes a positive`);
  }
});

test('--wav onto /dev/null writes the device and leaves it one (links: test/unit/cli-args)', async () => {
  const dir = fresh();
  const r = await mode12h(dir, 'run', 'beep', '--end', '300', '--wav', '/dev/null');
  assert.is(r.status, 0, r.stderr);
  assert.ok(statSync('/dev/null').isCharacterDevice());
});

test('run PROGRAM.C --end MS --out DIR with nothing to shoot writes the last frame', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'SHAPES.C'), '#include <graphics.h>\nint main() { int d = DETECT, m; initgraph(&d, &m, ""); circle(100, 100, 50); return 0; }\n');
  const r = await mode12h(dir, 'run', 'SHAPES.C', '--end', '1000', '--out', 'shapes');
  assert.is(r.status, 0, r.stderr);
  assert.equal(readdirSync(join(dir, 'shapes')), ['t0001000.png']);
  assert.match(r.stderr, '1 frame(s) in shapes');
});

test('a C program that prints forever stops at --end with what it printed', async () => {
  const dir = fresh();
  writeFileSync(join(dir, 'LOOP.C'), '#include <stdio.h>\nint main() { while (1) printf("x"); }\n');
  const r = await mode12h(dir, 'run', 'LOOP.C', '--end', '200');
  assert.is(r.status, 0, r.stderr);
  // at DOSBox's pace (test/fixtures/console-time): 200 ms at 580 000 instructions a ms, 4 000 a byte
  assert.ok(/^x+$/.test(r.stdout) && Math.abs(r.stdout.length - 29000) <= 100, `${r.stdout.length} characters`);
  assert.match(r.stderr, 'loop: ran 200 ms on the synchronous engine, program running');
});

test.run();
