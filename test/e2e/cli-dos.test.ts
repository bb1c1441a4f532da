/**
 * `mode12h run PROGRAM.C` as DOS starts a program: the command line after `--` is main's argv,
 * `--env` its environment, and the CLI's exit status is the program's (ERRORLEVEL) — against
 * what X1.C wrote under the real Turbo C 2.0 in DOSBox (test/fixtures/dos-screen/X1_*.TXT); a division by
 * zero ends with TC's message and status 3, the place on stderr (test/fixtures/divide-error);
 * `--stdin FILE` is `PROGRAM < FILE` (DR6).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCli, runCli } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const BIN = join(process.cwd(), 'bin', 'mode12h.mjs');
const DIR = join('test', 'fixtures', 'dos-screen');
// DOSBox's environment in that run (the batch file set PATH)
const ORACLE_ENV = ['--env', 'PATH=C:\\TC', '--env', 'COMSPEC=Z:\\COMMAND.COM'];

test.before(() => {
  ensureCli();
});

/**
 * `mode12h run X1.C ...args` on a fresh drive: its exit status, stderr and what it wrote (X1.TXT).
 * The first test runs a process of its own (the exit status as DOS's ERRORLEVEL reaches the
 * shell), the others the CLI's main() in this process (test/support/cli.ts).
 */
async function x1(...args: string[]): Promise<{ status: number | null; txt: string; stderr: string }> {
  return x1On((disk) => runCli(['run', join(DIR, 'X1.C'), '--disk', disk, ...args]));
}

function x1Process(...args: string[]): Promise<{ status: number | null; txt: string; stderr: string }> {
  return x1On(async (disk) => spawnSync(process.execPath, [BIN, 'run', join(DIR, 'X1.C'), '--disk', disk, ...args], { encoding: 'utf8' }));
}

async function x1On(run: (disk: string) => Promise<{ status: number | null; stderr: string }>): Promise<{ status: number | null; txt: string; stderr: string }> {
  const disk = scratchDir('mode12h-x1-');
  const r = await run(disk);
  let txt = '';
  try {
    txt = readFileSync(join(disk, 'X1.TXT'), 'latin1');
  } catch {
    txt = '(no X1.TXT)';
  }
  return { status: r.status, txt, stderr: r.stderr };
}

test('run X1.C -- hello "two words" x: argv as TC 2.0 split it, getenv, exit(3) is the exit status', async () => {
  const r = await x1Process(...ORACLE_ENV, '--', 'hello', 'two words', 'x');
  assert.is(r.txt, readFileSync(join(DIR, 'X1_args.TXT'), 'latin1'));
  assert.is(r.status, 3, r.stderr);
  assert.match(r.stderr, /program exited \(exit status 3\)/);
});

test('run DR6.C --stdin DR6.IN: standard input is the file, as DOSBox ran `DR6 < DR6.IN` (its DR6.TXT byte for byte)', async () => {
  const disk = scratchDir('mode12h-dr6-');
  const r = await runCli(['run', join(DIR, 'DR6.C'), '--disk', disk, '--stdin', join(DIR, 'DR6.IN')]);
  assert.is(r.status, 0, r.stderr);
  assert.is(readFileSync(join(disk, 'DR6.TXT'), 'latin1'), readFileSync(join(DIR, 'DR6.TXT'), 'latin1'));
});

test('run --stdin with a file that is not there: one error naming the option and the file, a failing status', async () => {
  const missing = join(scratchDir('mode12h-nostdin-'), 'NONE.IN');
  const r = await runCli(['run', join(DIR, 'DR6.C'), '--stdin', missing]);
  assert.ok(r.status !== 0, 'a missing --stdin file fails the run');
  assert.ok(r.stderr.includes(`cannot read --stdin ${missing}`), r.stderr);
});

test('run X1.C -- a: main returns 5, the exit status', async () => {
  const r = await x1(...ORACLE_ENV, '--', 'a');
  assert.is(r.txt, readFileSync(join(DIR, 'X1_a.TXT'), 'latin1'));
  assert.is(r.status, 5, r.stderr);
});

test('without --env the program sees DOSBox\'s own environment', async () => {
  const r = await x1();
  assert.match(r.txt, /^argc 1\r\nargv\[0\] \[C:\\X1\.EXE\]\r\nargv\[argc\] 1\r\nPATH \[Z:\\\]\r\nCOMSPEC \[Z:\\COMMAND\.COM\]\r\n/);
  assert.is(r.status, 5);
});

const DZ_FIX = join('test', 'fixtures', 'divide-error');
const dzTemplate = readFileSync(join(DZ_FIX, 'TEMPLATE.C'), 'latin1');

/** test/fixtures/divide-error's case `name` (TEMPLATE.C with its statements) as NAME.C in a new folder; the folder. */
function dzCase(name: string): string {
  const body = readFileSync(join(DZ_FIX, 'CASES.txt'), 'latin1').split('\n').find((l) => l.startsWith(`${name}|`))!.slice(name.length + 1);
  const dir = scratchDir('mode12h-dz-');
  writeFileSync(join(dir, `${name}.C`), dzTemplate.replace('/*BODY*/', body), 'latin1');
  return dir;
}

test('a division by zero: the program\'s output ends in TC\'s "Divide error", the exit status is 3, and stderr says where', async () => {
  // test/fixtures/divide-error DZ11: printf("one") and then the division; DOSBox showed "oneDivide error", ERRORLEVEL 3
  const dir = dzCase('DZ11');
  const r = await runCli(['run', join(dir, 'DZ11.C'), '--end', '1000']);
  assert.is(r.stdout, 'oneDivide error\r\n');
  assert.is(r.status, 3, r.stderr);
  const line = dzTemplate.split('\n').findIndex((l) => l.includes('/*BODY*/')) + 1;
  assert.match(r.stderr, `mode12h: DZ11.C:${line}: in main(): Divide error (division by zero): the program ended there (exit status 3)\n`);
  assert.match(r.stderr, /program exited \(exit status 3\)/);
});

test('--stdout FILE after a divide error: the file keeps what TC\'s 512-character stdout buffer had written, the console "Divide error"', async () => {
  // test/fixtures/divide-error DZ17: 590 characters, then the division; `DZ17 > R17.OUT` held 520 bytes
  const dir = dzCase('DZ17');
  const r = await runCli(['run', join(dir, 'DZ17.C'), '--end', '1000', '--stdout', join(dir, 'R17.OUT')]);
  assert.is(r.status, 3, r.stderr);
  assert.is(r.stdout, 'Divide error\r\n');
  assert.ok(readFileSync(join(dir, 'R17.OUT')).equals(readFileSync(join(DZ_FIX, 'R17.OUT'))), 'R17.OUT differs');
});

test('-- and --env are for C programs; --env needs NAME=VALUE', async () => {
  const rom = await runCli(['run', 'hello', '--end', '100', '--disk', tmpdir(), '--', 'a']);
  assert.is(rom.status, 1);
  assert.match(rom.stderr, /go to a C program/);
  const bad = await runCli(['run', join(DIR, 'X1.C'), '--env', 'NOEQUALS']);
  assert.is(bad.status, 1);
  assert.match(bad.stderr, /--env: NAME=VALUE/);
});

test.run();
