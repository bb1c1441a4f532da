// The package as another project gets it: `npm pack` (its prepack script builds dist/cli.mjs), then
// `npm i ./mode12h-*.tgz` into an empty project, offline and with an empty npm cache (so the package
// needs nothing but itself: no dependencies, no build step, no esbuild), then `npx mode12h check`
// on copies of the project's hello and clear-1-line replays and goldens: the exit code, the summary
// and the HTML report, for a pass and for one changed pixel.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';
import { scratchDir } from '../support/scratch.ts';

const ROOT = process.cwd();
// npm is a .cmd script on Windows, which Node starts only through a shell.
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SHELL = process.platform === 'win32';

// npm run by a test must not inherit the npm run that started the tests (npm_config_*, lifecycle
// variables), nor think it is on GitHub Actions (annotations would join the output).
const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
env.GITHUB_ACTIONS = '';

const work = scratchDir('mode12h-package-');
const cache = join(work, 'npm-cache'); // empty: an offline install can only succeed with no dependencies
const project = join(work, 'project');

function run(cmd: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 60_000, shell: SHELL });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface PackResult {
  filename: string;
  files: { path: string }[];
  /** The tarball's size in bytes. */
  size: number;
}
let packed: PackResult;

test.after(() => rmSync(work, { recursive: true, force: true }));

test('npm pack: the prebuilt CLI, bin, README and docs ship; tests, tools and sources that run nothing do not', () => {
  // The bundle made to look ancient, so that the one in the tarball must be the prepack script's
  // (not removed: other test files run the CLI meanwhile, and tools/build.mjs replaces it whole).
  const bundle = join(ROOT, 'dist', 'cli.mjs');
  if (!existsSync(bundle)) run(process.execPath, ['tools/build.mjs', '--cli'], ROOT);
  utimesSync(bundle, 0, 0);
  const r = run(NPM, ['pack', '--json', '--pack-destination', work, '--cache', cache], ROOT);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stderr, 'prepack');
  assert.ok(statSync(bundle).mtimeMs > 0, 'prepack built dist/cli.mjs anew');
  packed = (JSON.parse(r.stdout) as PackResult[])[0]!;
  const files = packed.files.map((f) => f.path).sort();
  for (const f of ['package.json', 'README.md', 'bin/mode12h.mjs', 'dist/cli.mjs', 'docs/CI.md', 'docs/REPLAY.md']) assert.ok(files.includes(f), `${f} ships`);
  // `mode12h study` reads the port's sources and the page's style beside the bundle (src/cli/study.ts).
  assert.ok(files.includes('roms/tetris/tetris.ts'));
  assert.ok(files.includes('src/study/page/study.css'));
  const unwanted = files.filter((f) => /^(test|tools|bench|runtime|\.build)\/|^src\/(cli|shared|web)\/|\.map$|^node_modules\//.test(f));
  assert.equal(unwanted, []);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  assert.is(pkg.private, undefined, 'not private');
  assert.is(pkg.dependencies, undefined, 'the built CLI imports only node: modules');
  // What the docs tell a user to commit: "about N kB", within 15 % of the tarball npm made.
  for (const doc of ['docs/CLI.md', 'docs/CI.md']) {
    const said = [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/about (\d+) kB/g)].map((m) => Number(m[1]));
    assert.ok(said.length > 0, `${doc} states the package's size`);
    for (const kB of said) assert.ok(Math.abs(kB * 1000 - packed.size) <= 0.15 * packed.size, `${doc} says about ${kB} kB; npm pack made ${packed.size} bytes`);
  }
});

test('the tarball installs offline into an empty project with an empty npm cache, and its bin runs', () => {
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "a-game", "private": true }\n');
  const i = run(NPM, ['install', '--offline', '--no-audit', '--no-fund', '--cache', cache, join(work, packed.filename)], project);
  assert.is(i.status, 0, i.stdout + i.stderr);
  assert.equal(readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.')), ['mode12h'], 'no dependencies came along');
  // Built at pack time: the installed package holds no build tool and needs none.
  assert.ok(existsSync(join(project, 'node_modules', 'mode12h', 'dist', 'cli.mjs')));
  assert.not.ok(existsSync(join(project, 'node_modules', 'mode12h', 'tools')));
  const h = run(NPM, ['exec', '--offline', '--cache', cache, '--', 'mode12h', '--help'], project);
  assert.is(h.status, 0, h.stderr);
  assert.match(h.stdout, 'mode12h check');
});

/** Copy a replay of the project and its goldens into the installed project. */
function fixture(name: string): void {
  mkdirSync(join(project, 'replays'), { recursive: true });
  mkdirSync(join(project, 'golden'), { recursive: true });
  copyFileSync(join(ROOT, 'test', 'replays', `${name}.replay`), join(project, 'replays', `${name}.replay`));
  for (const f of readdirSync(join(ROOT, 'test', 'golden')).filter((x) => x.startsWith(`${name}-`))) {
    copyFileSync(join(ROOT, 'test', 'golden', f), join(project, 'golden', f));
  }
}

/**
 * `mode12h check …` in the installed project, as npx runs it: the bin link `npm install` made
 * (node_modules/.bin/mode12h), which `npm exec` found and ran in the test before. Started
 * directly, without npm exec's ~1.5 s of CPU a run (its own start and its look through the
 * project for the command), which the test before checks once.
 */
function check(): { status: number | null; stdout: string; stderr: string; report: string } {
  rmSync(join(project, 'report'), { recursive: true, force: true });
  const bin = join(project, 'node_modules', '.bin', process.platform === 'win32' ? 'mode12h.cmd' : 'mode12h');
  const r = run(bin, ['check', 'replays', '--golden', 'golden', '--report', 'report', '--junit', 'report/junit.xml'], project);
  const index = join(project, 'report', 'index.html');
  return { ...r, report: existsSync(index) ? readFileSync(index, 'utf8') : '' };
}

test('npx mode12h check in the installed project: a pass exits 0 with its summary and report', () => {
  fixture('hello');
  fixture('clear-1-line');
  const r = check();
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /5 shots: 5 passed, 0 failed\n$/);
  assert.match(r.report, '<title>mode12h check — 5 shots: 5 passed, 0 failed</title>');
  assert.match(readFileSync(join(project, 'report', 'junit.xml'), 'utf8'), 'tests="5"');
});

test('npx mode12h check in the installed project: one changed golden pixel exits 1, named in output and report', () => {
  const path = join(project, 'golden', 'hello-screen.png');
  const img = decodeIndexedPng(readFileSync(path), path)!;
  const i = 255 * img.width + 129;
  img.pixels[i] = img.pixels[i] === 7 ? 8 : 7;
  writeFileSync(path, encodeIndexedPng(img.pixels, img.width, img.height, DEFAULT_PALETTE_RGB));
  const r = check();
  assert.is(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, 'FAIL  hello:screen: 1 pixel(s) differ within (129,255)-(129,255)');
  assert.match(r.stdout, /5 shots: 4 passed, 1 failed\n$/);
  assert.match(r.report, '<title>mode12h check — 5 shots: 4 passed, 1 failed</title>');
  assert.match(r.report, 'mode12h check replays --golden golden --update --only hello:screen');
});

test.run();
