// `mode12h check` as a user runs it (bin/mode12h.mjs → dist/cli.mjs, built from the sources under
// test): a pass, a changed pixel, a missing golden, a stale golden, --update, --only, the report and
// the JUnit file. The fixtures are copies of the project's own hello and clear-1-line replays and
// goldens in a temporary folder.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';
import { ensureCli, runCli, type CliRun } from '../support/cli.ts';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
const BIN = join(ROOT, 'bin', 'mode12h.mjs');

test.before(() => {
  ensureCli();
});

/**
 * `mode12h check ...args`, playing the replays one at a time (--jobs 1) unless `args` set --jobs or
 * `workers` is true: a worker thread loads the whole CLI again (most of such a short check's CPU),
 * and these tests are about what check says, not where it plays; the first plays on the default
 * worker threads, and --jobs's test holds the workers' lines to the lines of one at a time. The
 * first runs the CLI in a process of its own (its exit code and streams as the shell sees them);
 * the others run its main() in this process (test/support/cli.ts).
 */
function checkArgs(args: string[], workers: boolean): string[] {
  return ['check', ...args, ...(workers || args.includes('--jobs') ? [] : ['--jobs', '1'])];
}

function mode12hProcess(args: string[], env: Record<string, string> = {}, workers = false): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...checkArgs(args, workers)], { encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function mode12h(args: string[], env: Record<string, string> = {}, workers = false): Promise<CliRun> {
  return runCli(checkArgs(args, workers), { env });
}

/** A project of two replays (hello: 2 shots, clear-1-line: 3 shots) with their goldens. */
function project(): { dir: string; replays: string; golden: string } {
  const dir = scratchDir('mode12h-check-');
  const replays = join(dir, 'replays');
  const golden = join(dir, 'golden');
  mkdirSync(replays);
  mkdirSync(golden);
  for (const name of ['hello', 'clear-1-line']) {
    copyFileSync(join(ROOT, 'test', 'replays', `${name}.replay`), join(replays, `${name}.replay`));
    for (const f of readdirSync(join(ROOT, 'test', 'golden')).filter((x) => x.startsWith(`${name}-`))) {
      copyFileSync(join(ROOT, 'test', 'golden', f), join(golden, f));
    }
  }
  return { dir, replays, golden };
}

/** Change one pixel of a golden image (to index `to`). */
function paint(path: string, x: number, y: number, to: number): number {
  const img = decodeIndexedPng(readFileSync(path), path)!;
  const was = img.pixels[y * img.width + x]!;
  img.pixels[y * img.width + x] = to;
  writeFileSync(path, encodeIndexedPng(img.pixels, img.width, img.height, DEFAULT_PALETTE_RGB));
  return was;
}

test('check: equal shots pass, exit 0, one summary line, a line per replay (on worker threads)', () => {
  const p = project();
  const r = mode12hProcess([p.replays, '--golden', p.golden], {}, true);
  assert.is(r.status, 0, r.stdout + r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.is(lines.at(-1), '5 shots: 5 passed, 0 failed');
  assert.match(lines[0]!, /^ok +clear-1-line \(3 shots/);
  assert.match(lines[1]!, /^ok +hello \(2 shots/);
});

test('check: one changed pixel fails with exit 1, its count and box, and the accept command', async () => {
  const p = project();
  const was = paint(join(p.golden, 'hello-screen.png'), 129, 255, 7);
  assert.is.not(was, 7);
  const r = await mode12h([p.replays, '--golden', p.golden]);
  assert.is(r.status, 1);
  assert.match(r.stdout, `FAIL  hello:screen: 1 pixel(s) differ within (129,255)-(129,255)`);
  assert.match(r.stdout, `accept: mode12h check ${p.replays} --golden ${p.golden} --update --only hello:screen`);
  assert.match(r.stdout, /5 shots: 4 passed, 1 failed\n$/);
});

test('check: a missing golden fails; so does a golden no shot makes (stale)', async () => {
  const p = project();
  rmSync(join(p.golden, 'clear-1-line-falling.png'));
  copyFileSync(join(p.golden, 'hello-screen.png'), join(p.golden, 'hello-gone.png'));
  const r = await mode12h([p.replays, '--golden', p.golden]);
  assert.is(r.status, 1);
  assert.match(r.stdout, `NEW   clear-1-line:falling: no golden image ${join(p.golden, 'clear-1-line-falling.png')}`);
  assert.match(r.stdout, `STALE ${join(p.golden, 'hello-gone.png')}: no shot makes it`);
  assert.match(r.stdout, /5 shots: 4 passed, 1 failed, 1 stale golden\(s\)\n$/);
  // Only the stale golden: still a failure.
  copyFileSync(join(ROOT, 'test', 'golden', 'clear-1-line-falling.png'), join(p.golden, 'clear-1-line-falling.png'));
  const s = await mode12h([p.replays, '--golden', p.golden]);
  assert.is(s.status, 1);
  assert.match(s.stdout, /5 shots: 5 passed, 0 failed, 1 stale golden\(s\)\n$/);
});

test('check --update: writes missing and changed goldens only, says which; the next check passes', async () => {
  const p = project();
  rmSync(join(p.golden, 'clear-1-line-falling.png'));
  paint(join(p.golden, 'hello-prompt.png'), 0, 0, 4);
  const before = readFileSync(join(p.golden, 'hello-screen.png'));
  const r = await mode12h([p.replays, '--golden', p.golden, '--update']);
  assert.is(r.status, 0, r.stdout);
  assert.match(r.stdout, `created clear-1-line:falling: wrote ${join(p.golden, 'clear-1-line-falling.png')}`);
  assert.match(r.stdout, `updated hello:prompt: rewrote ${join(p.golden, 'hello-prompt.png')} (1 pixel(s) differ within (0,0)-(0,0))`);
  assert.not.match(r.stdout, 'hello:screen');
  assert.match(r.stdout, /5 shots: 3 passed, 0 failed, 2 written\n$/);
  assert.equal(readFileSync(join(p.golden, 'hello-screen.png')), before);
  assert.equal(readFileSync(join(p.golden, 'clear-1-line-falling.png')), readFileSync(join(ROOT, 'test', 'golden', 'clear-1-line-falling.png')));
  assert.is((await mode12h([p.replays, '--golden', p.golden])).status, 0);
});

test('check --only REPLAY:SHOT: that shot alone is compared (and updated); an unknown name is an error', async () => {
  const p = project();
  paint(join(p.golden, 'hello-prompt.png'), 1, 1, 4);
  paint(join(p.golden, 'clear-1-line-falling.png'), 1, 1, 4);
  const r = await mode12h([p.replays, '--golden', p.golden, '--only', 'hello:prompt']);
  assert.is(r.status, 1);
  assert.match(r.stdout, /1 shots: 0 passed, 1 failed\n$/);
  assert.not.match(r.stdout, 'clear-1-line');
  const u = await mode12h([p.replays, '--golden', p.golden, '--update', '--only', 'hello:prompt']);
  assert.is(u.status, 0);
  assert.match(u.stdout, /1 shots: 0 passed, 0 failed, 1 written\n$/);
  // The other changed golden was left alone.
  const rest = await mode12h([p.replays, '--golden', p.golden]);
  assert.match(rest.stdout, 'FAIL  clear-1-line:falling: 1 pixel(s) differ within (1,1)-(1,1)');
  assert.match(rest.stdout, /5 shots: 4 passed, 1 failed\n$/);
  const bad = await mode12h([p.replays, '--golden', p.golden, '--only', 'hello:nosuch']);
  assert.is(bad.status, 1);
  assert.match(bad.stdout, 'the replay takes no shot "nosuch"');
  const none = await mode12h([p.replays, '--golden', p.golden, '--only', 'nosuch']);
  assert.is(none.status, 1);
  assert.match(none.stderr, 'no replay named "nosuch"');
});

test('check --jobs: worker threads give the same lines in the same order as one at a time', async () => {
  const p = project();
  paint(join(p.golden, 'hello-screen.png'), 3, 4, 5);
  rmSync(join(p.golden, 'clear-1-line-falling.png'));
  const strip = (s: string): string => s.replace(/, \d+\.\d s\)/g, ')');
  const one = await mode12h([p.replays, '--golden', p.golden, '--jobs', '1']);
  const two = await mode12h([p.replays, '--golden', p.golden, '--jobs', '2']);
  assert.is(one.status, 1);
  assert.is(two.status, 1);
  assert.is(strip(two.stdout), strip(one.stdout));
  assert.match(one.stdout, /5 shots: 3 passed, 2 failed\n$/);
  assert.match((await mode12h([p.replays, '--golden', p.golden, '--jobs', '0'])).stderr, '--jobs: an integer in 1..64, got "0"');
});

test('check: a replay with a bad line fails at file:line; usage errors exit 1', async () => {
  const p = project();
  writeFileSync(join(p.replays, 'broken.replay'), 'rom hello\nat 100 shot x\nat 200 press Lft\n');
  const r = await mode12h([p.replays, '--golden', p.golden]);
  assert.is(r.status, 1);
  assert.match(r.stdout, `FAIL  broken: ${join(p.replays, 'broken.replay')}:3: unknown key "Lft"`);
  assert.match((await mode12h([p.replays])).stderr, '--golden DIR is required');
  assert.match((await mode12h(['--golden', p.golden])).stderr, 'name the replays');
  assert.match((await mode12h([join(p.dir, 'nope'), '--golden', p.golden])).stderr, 'no such replay or folder');
});

test('check --report, --junit and GitHub annotations: a failure a person can act on', async () => {
  const p = project();
  paint(join(p.golden, 'hello-screen.png'), 129, 255, 8);
  const report = join(p.dir, 'report');
  const junit = join(p.dir, 'out', 'junit.xml');
  const r = await mode12h([join(p.replays, 'hello.replay'), join(p.replays, 'clear-1-line.replay'), '--golden', p.golden, '--report', report, '--junit', junit], { GITHUB_ACTIONS: 'true' });
  assert.is(r.status, 1);
  // The annotation points at the replay line that takes the shot ("at 100 shot screen" is line 3).
  assert.match(r.stdout, `::error file=${join(p.replays, 'hello.replay')},line=3,title=shot hello%3Ascreen::1 pixel(s) differ within (129,255)-(129,255)`);
  const page = readFileSync(join(report, 'index.html'), 'utf8');
  assert.match(page, '5 shots: 4 passed, 1 failed');
  assert.match(page, '<b>1</b> pixel(s) differ, within (129,255)–(129,255)');
  assert.match(page, `--update --only hello:screen`);
  assert.not.match(page, /(src|href)="(https?:)?\/\//); // nothing from the network
  // Every shot is in the report, passes too; the failure has expected, actual and diff images.
  const pngs = readdirSync(report).filter((f) => f.endsWith('.png'));
  assert.is(pngs.filter((f) => !/\.(expected|diff)\.png$/.test(f)).length, 5);
  const expected = pngs.find((f) => f.endsWith('hello-screen.expected.png'))!;
  const diff = pngs.find((f) => f.endsWith('hello-screen.diff.png'))!;
  assert.ok(expected && diff);
  for (const f of pngs) assert.match(page, `src="${f}"`);
  // The diff: the changed pixel is the loud colour 16, the rest the expected index (dimmed in its palette).
  const d = decodeIndexedPng(readFileSync(join(report, diff)))!;
  const e = decodeIndexedPng(readFileSync(join(report, expected)))!;
  assert.is(e.pixels[255 * 640 + 129], 8);
  assert.is(d.pixels[255 * 640 + 129], 16);
  assert.is(d.pixels.filter((v) => v === 16).length, 1);
  const xml = readFileSync(junit, 'utf8');
  assert.is((xml.match(/<testcase /g) ?? []).length, 5);
  assert.match(xml, '<testsuites name="mode12h check" tests="5" failures="1" errors="0">');
  assert.match(xml, /<testcase classname="hello" name="screen" file="[^"]*hello.replay" line="3">\n\s*<failure type="pixels-differ" message="1 pixel\(s\) differ within \(129,255\)-\(129,255\)">/);
  assert.ok(existsSync(join(report, 'index.html')));
});

test.run();
