// `mode12h check --rom PROGRAM.C`: the original TETRIS.C, compiled from source, plays the port's
// replays and is held to the port's goldens, shot by shot; an edited copy fails where it differs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGINAL_C } from '../support/frames.ts';
import { ensureCli } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
const BIN = join(ROOT, 'bin', 'mode12h.mjs');
const REPLAYS = ['clear-1-line', 'rotate-J', 'gameover-esc'].map((n) => join(ROOT, 'test', 'replays', `${n}.replay`));

test.before(() => {
  ensureCli();
});

function check(rom: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [BIN, 'check', ...REPLAYS, '--golden', join(ROOT, 'test', 'golden'), '--rom', rom, '--jobs', '2'], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
  return { status: r.status, out: r.stdout + r.stderr };
}

test('TETRIS.C from source passes the port\'s goldens (on worker threads, each compiling it once)', () => {
  const r = check(ORIGINAL_C);
  assert.is(r.status, 0, r.out);
  assert.match(r.out, /15 shots: 15 passed, 0 failed\n/);
  assert.not.match(r.out, 'STALE'); // gameover-esc-at-start's goldens are not gameover-esc's
});

test('an edited TETRIS.C (another border colour) fails at the shots it changes, naming them', () => {
  const dir = scratchDir('mode12h-cc-check-');
  const edited = join(dir, 'TETRIS.C');
  const source = readFileSync(ORIGINAL_C, 'latin1');
  assert.ok(source.includes('int BorderColor=DARKGRAY;'));
  writeFileSync(edited, source.replace('int BorderColor=DARKGRAY;', 'int BorderColor=LIGHTRED;'), 'latin1');
  const r = check(edited);
  assert.is(r.status, 1, r.out);
  assert.match(r.out, /FAIL +clear-1-line:before-clear: \d+ pixel\(s\) differ within/);
});

test('a C program that does not compile fails every shot with its file:line', () => {
  const dir = scratchDir('mode12h-cc-check-');
  const broken = join(dir, 'BROKEN.C');
  writeFileSync(broken, 'main()\n{\n  int x = ;\n}\n');
  const r = check(broken);
  assert.is(r.status, 1, r.out);
  assert.match(r.out, 'Error broken.c 3: ');
});

test.run();
