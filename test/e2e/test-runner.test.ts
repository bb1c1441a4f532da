// tools/test.mjs is honest on a machine that lacks what some tests need: without ../shared the files
// that read it fail together in one line naming the path (the rest runs); without Chromium the
// browser suite fails at once in one line; a filter that matches nothing fails. Nothing hangs or
// skips silently.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
const plain = (s: string): string => s.replace(/\x1b\[[0-9;]*m/g, '');

test('without ../shared: one line names the missing folder and the files that need it; exit 1; the others run', () => {
  // A copy of the checkout with no ../shared beside it (without the fixtures and goldens, 2 400 of
  // its 3 200 files, which the two files run here never read: their copy and removal were most of this file's CPU).
  const checkout = join(scratchDir('mode12h-noshared-'), 'repo');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((f) => f && !/^test\/(fixtures|golden)\//.test(f));
  for (const f of files) {
    mkdirSync(dirname(join(checkout, f)), { recursive: true });
    cpSync(join(ROOT, f), join(checkout, f));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
  const r = spawnSync(process.execPath, ['tools/test.mjs', 'unit', 'stdlib', 'png'], { cwd: checkout, encoding: 'utf8', timeout: 120_000 });
  const out = plain(r.stdout);
  assert.is(r.status, 1, out + r.stderr);
  const shared = join(dirname(checkout), 'shared');
  assert.match(out, `FAIL unit: 1 test file(s) need ${shared} (the oracle captures and the original TETRIS.C), which is missing: stdlib.test.ts\n`);
  assert.match(out, /\] ok {3}unit\/png: [1-9]\d* passed/); // the rest ran
  assert.match(out, /\n\d+ passed, 1 failed\n$/);
  assert.not.match(out + r.stderr, 'ENOENT');
});

test('without Chromium: the browser suite fails at once, in one line saying how to install it', () => {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['tools/test.mjs', 'browser'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CHROMIUM: '/nonexistent/chromium' }, timeout: 60_000 });
  assert.is(r.status, 1);
  assert.match(r.stdout, 'FAIL browser suite: CHROMIUM=/nonexistent/chromium is not a runnable file; install it (Debian/Ubuntu: `apt-get install chromium-headless-shell`, or `chromium`)');
  assert.match(r.stdout, /\n0 passed, 1 failed\n$/);
  assert.ok(Date.now() - started < 10_000, 'at once');
});

test('a filter that matches no test file fails, naming it (a typo is not a green run)', () => {
  const r = spawnSync(process.execPath, ['tools/test.mjs', 'unit', 'no-such-test-file'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  assert.is(r.status, 1);
  assert.match(plain(r.stdout), 'FAIL unit: no test file matches "no-such-test-file"');
  assert.match(plain(r.stdout), /\n0 passed, 1 failed\n$/);
});

test.run();
