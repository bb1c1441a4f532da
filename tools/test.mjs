#!/usr/bin/env node
// Runs the uvu suites: bundles each test/<suite>/*.test.ts with esbuild (TypeScript → ESM, source
// maps on, so failures point at .ts lines), then runs every bundle in a process of its own (the
// lightest a few to a process: groupLightFiles), several at a time (the slowest first, as the last
// run measured them), and ends with one line
// `N passed, N failed`. A passing file prints one line; a failing one prints its whole output, in
// one piece, as it ends.
//   node tools/test.mjs                  all suites (unit, e2e, browser)
//   node tools/test.mjs unit|e2e|browser one suite
//   node tools/test.mjs unit keyboard    only the files of a suite whose name contains "keyboard"
//   node tools/test.mjs --quick          the edit loop: the unit suite without its slow files (QUICK_SKIPS)
//   node tools/test.mjs --jobs 1         one file at a time (default: the cores, os.availableParallelism())
//   node tools/test.mjs --verbose        every file's output, passing or not
//   node tools/test.mjs e2e --update     regenerate golden images on purpose
//   node tools/test.mjs --typecheck      also the typecheck (tools/typecheck.mjs), as one more job beside
//                                        the files (npm test); incremental: .build keeps what it knows
//   node tools/test.mjs --all            every case of the generated and oracle fixture sets, not
//                                        npm test's fixed samples (npm run test:all; tools/test-sample.mjs)
//   node tools/test.mjs --slowest 15     also each test's CPU and wall time, the 15 costliest listed
//                                        at the end (tools/test-loader.mjs); a browser test's with the
//                                        suite's Chromium's over its span (exact with --jobs 1)
//   MODE12H_TEST_PROF=DIR node tools/test.mjs …  each file's process (and worker thread) writes a
//                                        V8 CPU profile into DIR (node --cpu-prof)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { cpuOfTree } from './test-cpu.mjs';
import { cliIsStale } from './cli-fresh.mjs';
import { typecheckCommand } from './typecheck.mjs';
import { mapStacks } from './test-stacks.mjs';
import { ALL_CASES } from './test-sample.mjs';

const root = resolve(import.meta.dirname, '..');
/** This run's bundles (removed at its end). */
const BUNDLES = join(root, '.build', 'test', `run-${process.pid}`);
const SUITES = ['unit', 'e2e', 'browser'];
/**
 * Unit files left out of `--quick` (npm run test:quick): the ones that sweep thousands of random
 * positions, search deep or play long games or seconds of virtual time, seconds each; everything
 * else in unit runs in well under a second. (reversi-core 6.6 s, pc-interrupts 4.2 s and
 * reversi-patterns 2.8 s of CPU were a third of the rest: 44.5 s of CPU with them, 30 s without.)
 */
const QUICK_SKIPS = ['reversi-engine', 'reversi-core', 'reversi-patterns', 'pc-interrupts', 'floodfill-proven', 'floodfill-rows', 'blocks-bot', 'sync-roms', 'replay-roundtrip', 'study-stack', 'machine-clock'];
/**
 * A test file still running after this long is stopped and counted as failed (never a hang): 20
 * minutes, about ten times the slowest file on a quiet 2-core machine; MODE12H_TEST_FILE_LIMIT_S
 * changes it (a heavily loaded machine).
 */
const FILE_LIMIT_MS = Number(process.env.MODE12H_TEST_FILE_LIMIT_S || 20 * 60) * 1000;

// `--all` (npm run test:all): every case of the sampled fixture sets, not npm test's fixed samples
// (tools/test-sample.mjs, test/support/sample.ts), as `--update` does.
const args = process.argv.slice(2);
if (args.includes('--all')) process.env[ALL_CASES] = '1';
const update = args.includes('--update');
const quick = args.includes('--quick');
const verbose = args.includes('--verbose');
const typecheck = args.includes('--typecheck');
const jobsArg = args.indexOf('--jobs');
const jobs = jobsArg >= 0 ? Number(args[jobsArg + 1]) : Number(process.env.MODE12H_TEST_JOBS || availableParallelism());
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`tools/test.mjs: --jobs wants a whole number of at least 1 (got "${jobsArg >= 0 ? args[jobsArg + 1] : process.env.MODE12H_TEST_JOBS}")`);
  process.exit(2);
}
const slowestArg = args.indexOf('--slowest');
const slowest = slowestArg >= 0 ? Number(args[slowestArg + 1]) : 0;
if (!Number.isInteger(slowest) || slowest < 0) {
  console.error(`tools/test.mjs: --slowest wants a whole number (got "${args[slowestArg + 1]}")`);
  process.exit(2);
}
const [wantedSuite, ...filters] = args.filter((a, i) => !a.startsWith('--') && !(jobsArg >= 0 && i === jobsArg + 1) && !(slowestArg >= 0 && i === slowestArg + 1));
if (wantedSuite !== undefined && !SUITES.includes(wantedSuite)) {
  console.error(`tools/test.mjs: unknown suite "${wantedSuite}" (have: ${SUITES.join(', ')})`);
  process.exit(2);
}
const suites = quick ? ['unit'] : wantedSuite ? [wantedSuite] : SUITES;

let failed = false;
let passed = 0;
let failedTests = 0;
const started = performance.now();

// The DOSBox oracle captures and the original TETRIS.C are not part of the project: they sit beside
// the checkout in ../shared. Without them, the files that read them (they name ORACLE_DIR,
// ORIGINAL_C or '..', 'shared') fail together, in one line, and the rest still runs.
const SHARED = resolve(root, '..', 'shared');
const haveShared = existsSync(SHARED);
const needsShared = (file) => /\bORACLE_DIR\b|\bORIGINAL_C\b|'\.\.', 'shared'/.test(readFileSync(file, 'utf8'));

/** Each file to run: its suite, its name (unit/keyboard) and its bundle. */
const queue = [];
for (const suite of suites) {
  const dir = join(root, 'test', suite);
  if (!existsSync(dir)) continue;
  let entries = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && (filters.length === 0 || filters.some((x) => f.includes(x))))
    .filter((f) => !quick || !QUICK_SKIPS.includes(f.slice(0, -'.test.ts'.length)))
    .map((f) => join(dir, f));
  if (!haveShared) {
    const cut = entries.filter(needsShared);
    if (cut.length) {
      console.log(`FAIL ${suite}: ${cut.length} test file(s) need ${SHARED} (the oracle captures and the original TETRIS.C), which is missing: ${cut.map((f) => f.slice(dir.length + 1)).join(', ')}`);
      failed = true;
      failedTests += cut.length;
      entries = entries.filter((f) => !cut.includes(f));
    }
  }
  if (entries.length === 0) {
    // A filter that names nothing would pass with "0 passed": a typo must not look like a green run.
    if (filters.length > 0 && wantedSuite !== undefined) {
      console.log(`FAIL ${suite}: no test file matches ${filters.map((f) => `"${f}"`).join(' or ')}`);
      failed = true;
      failedTests += 1;
    }
    continue;
  }
  if (suite === 'browser') {
    // No Chromium: fail now, in one line (never hang, never skip).
    const chromium = findChromium();
    if (chromium.error) {
      console.log(`FAIL browser suite: ${chromium.error}`);
      failed = true;
      failedTests += 1; // the suite
      continue;
    }
  }
  // A folder of this run's own: a second run at the same time (an edit-loop run beside a full
  // one) must not delete the bundles this one is running.
  const out = join(BUNDLES, suite);
  for (const f of entries) {
    const base = f.slice(dir.length + 1, -'.test.ts'.length);
    const bundle = `${base}.test.mjs`;
    queue.push({ suite, name: `${suite}/${base}`, entry: f, argv: [join(root, 'node_modules/uvu/bin.js'), ...(process.stdout.isTTY ? [] : ['--no-color']), out, `^${bundle.replace(/[.]/g, '\\.')}$`] });
  }
}
// The typecheck runs as one more job beside the files, incrementally (what tsc learnt from the
// last run is kept in .build, so an unchanged tree is checked in a fraction of the time). It starts
// now, before the bundles and the CLI are built (it needs neither), and so does the browser suite's
// host: on 2 cores the second one was idle while esbuild bundled and the CLI was built (~10 s of
// wall time in a clean clone, the typecheck's ~25 s from scratch then ending that much sooner).
// The typecheck's entry goes first in the queue: the first lane waits for it, so it is counted as
// one of the `jobs` running.
// (tools/typecheck.mjs: TypeScript 7's checker, `npm run typecheck`'s command, on one thread.)
const typecheckFile = typecheck ? { suite: 'typecheck', name: 'typecheck', ...typecheckCommand(root, { oneThread: true }) } : null;
if (typecheckFile) {
  if (typecheckFile.note) console.log(typecheckFile.note);
  typecheckFile.started = runFile(typecheckFile);
}
// The browser files share one Chromium and one build of the pages (tools/test-browser-host.mjs):
// started once here, not once per file, while the bundles are built and the other files run (its two page builds
// and Chromium's start take ~8 s of CPU, 21 s of wall time at load ~16: no unit or e2e file waits
// for them); a browser file waits until it is up.
// (Imported only then: playwright-core and the page build take a while to load.)
let browserHost = null;
let chromiumPid = 0;
let chromiumLast = 0;
const hostReady = queue.some((f) => f.suite === 'browser')
  ? import('./test-browser-host.mjs').then((m) => m.startBrowserHost(root)).then((host) => {
    browserHost = host;
    chromiumPid = host.pid;
    chromiumLast = cpuOfTree(chromiumPid);
  })
  : null;
hostReady?.catch(() => {}); // each browser file reports it

// Every suite's files in one esbuild run (each file its own entry, BUNDLES/<suite>/<name>.test.mjs):
// what they share — the machine, the library, the ROMs compiled for the synchronous engine
// (tools/sync-roms.mjs) — is read and compiled once, not once per suite, and written once, split
// into chunks (BUNDLES/chunks/) that each file imports as modules of its own (tools/test-loader.mjs).
// Unsplit, every bundle held its own copy: 153 MB written for 170 files, ~9.5 s of esbuild's CPU
// and 31 s of wall time (load ~16) before the first test started; split, 6 MB, 1.4 s and 3.3 s.
// (esbuild and the plugin's TypeScript are loaded only then: a run that fails before it ends at once.)
// The maps carry no copy of the sources (sourcesContent): a stack still names the .ts file and
// line, and each process parses half the bundle (a 4.9 MB bundle with them, 2.4 MB without; its
// load ~1.0 s → ~0.6 s of CPU, 10 loads each). They are files of their own beside the bundles
// (`linked`), which the test processes never read: a stack in a failing file's output is mapped
// back to the .ts file and line here, as it ends (mapStacks). With the maps inline and Node's
// --enable-source-maps, each process decoded and parsed the maps of every module it loaded, and
// each file of a light group its own copy (30 light unit files in one process, load ~12, 3 runs
// each: 12.9 s of CPU with, 11.0 s without).
if (queue.length > 0) {
  const [{ build }, { nodeBundle }] = await Promise.all([import('esbuild'), import('./node-bundle.mjs')]);
  rmSync(BUNDLES, { recursive: true, force: true });
  // (Unsplit on a Node without module.register, 20.0–20.5: a file could not have chunks of its own.)
  const split = nodeModule.register ? { splitting: true, chunkNames: 'chunks/[name]-[hash]' } : {};
  try {
    await build(nodeBundle({ entryPoints: queue.map((f) => f.entry), outbase: join(root, 'test'), outdir: BUNDLES, ...split, sourcemap: 'linked', sourcesContent: false, outExtension: { '.js': '.mjs' } }));
  } catch (e) {
    // what started early stops with the run
    typecheckFile?.child?.kill('SIGKILL');
    await hostReady?.then(() => browserHost.close(), () => {});
    throw e;
  }
}
// The CLI the e2e files run (bin/mode12h.mjs → dist/cli.mjs), built here once when a source is
// newer than it rather than by each file (test/support/cli.ts then finds it current).
if (queue.some((f) => f.suite === 'e2e') && cliIsStale(root)) await (await import('./build.mjs')).buildCli(root);
// …and said so to the CLI runs of the files (bin/mode12h.mjs): this very bundle needs no other look
// at the sources (a few hundred stats, ~20 ms of each of the e2e suite's ~200 runs).
if (queue.some((f) => f.suite === 'e2e') && existsSync(join(root, 'dist', 'cli.mjs'))) process.env.MODE12H_CLI_CHECKED = String(statSync(join(root, 'dist', 'cli.mjs')).mtimeMs);

/**
 * Light files share processes: uvu runs every file its pattern names, one after another, in one
 * process. A unit file under 3.5 s of CPU when last run joins others up to ~12 s, an e2e file
 * under 5 s others up to ~15 s (below the costliest files alone, ~18 s, which start first, so the
 * groups still end before the run's tail). A file alone in a process costs far more than the
 * process's start (~0.25 s): twelve oracle files (oracle-text-v8 … oracle-vga-v2), measured one
 * after the other at load ~30, took 43.0 s of CPU in twelve processes and 24.8 s in one, ~1.5 s a
 * file (23.8 s with their modules shared, no loader: the loader is not what costs). (Likely
 * a fresh process's heap growing from nothing and V8 warming up to the compiler and the machine
 * again; not measured apart.) Until 2 Dec 2026 the limits were 1 s and ~5 s (74 processes then; files under 4 s up to ~10 s were tried on
 * 1 Dec, 92.2 against 101.1 s for a clean clone's unit suite, and left as within the noise).
 * A browser file under 25 s joins others up to ~60 s: each process loads playwright-core's 5 MB
 * bundle (~1.3 s of CPU under load), once for the group (the files' host and pages stay their own:
 * each file connects to the suite's Chromium and closes what it opened before the next starts).
 * (Each file imports the shared chunks as modules of its own, tools/test-loader.mjs, so nothing of
 * one file's modules is shared with another's but the packages they import: a file's state — a
 * machine, a cache, a setting such as floodfill-proven's — does not pass to the next.)
 */
const LIGHT = {
  unit: { fileMs: 3500, groupMs: 12_000 },
  e2e: { fileMs: 5000, groupMs: 15_000 },
  browser: { fileMs: 25_000, groupMs: 60_000 },
};
function groupLightFiles(files, last) {
  for (const [suite, { fileMs, groupMs }] of Object.entries(LIGHT)) {
    const light = files.filter((f) => f.suite === suite && last[f.name] < fileMs).sort((a, b) => a.name.localeCompare(b.name));
    if (light.length < 2) continue;
    const groups = [[]];
    let sum = 0;
    for (const f of light) {
      if (sum + last[f.name] > groupMs && groups.at(-1).length > 0) { groups.push([]); sum = 0; }
      groups.at(-1).push(f);
      sum += last[f.name];
    }
    for (const g of groups) {
      for (const f of g) files.splice(files.indexOf(f), 1);
      const bundles = g.map((f) => f.name.slice(suite.length + 1));
      files.push({ suite, name: g.length === 1 ? g[0].name : `${g[0].name} +${g.length - 1}`, members: g.map((f) => f.name), argv: [...g[0].argv.slice(0, -1), `^(${bundles.join('|')})\\.test\\.mjs$`] });
    }
  }
}

/**
 * The members of a group that ran no test: uvu heads each file's output with its bundle's name
 * and ends each suite's line with "(passed / total)"; a member with no such line after its name
 * ran nothing (a missing test.run()).
 */
function membersThatRanNothing(file, text) {
  const lines = text.split('\n');
  const heads = new Map(file.members.map((m) => [`${m.slice(file.suite.length + 1)}.test.mjs`, m]));
  const ran = new Set();
  let current = null;
  for (const line of lines) {
    const t = line.trim();
    if (heads.has(t)) current = heads.get(t);
    else if (current && /\(\d+ \/ \d+\)\s*$/.test(t)) ran.add(current);
  }
  return file.members.filter((m) => !ran.has(m));
}

// The costliest first, by the CPU time the last run measured (a new file counts as costly), so
// that the last file to start is a short one.
// A fresh checkout (CI's: no .build yet) takes them from test/durations.json, a full run's measures
// kept in the repository: without them no file would be known to be light, each of the ~90 light
// ones would start a process of its own (unit: 119 s of CPU in a fresh clone, 94 s with the groups)
// and the costliest would not go first. (Refresh it now and then: copy .build/test-durations.json.)
const DURATIONS = join(root, '.build', 'test-durations.json');
const SEED_DURATIONS = join(root, 'test', 'durations.json');
const lastDurations = JSON.parse(readFileSync(existsSync(DURATIONS) ? DURATIONS : SEED_DURATIONS, 'utf8'));
groupLightFiles(queue, lastDurations);
const weight = (f) => f.members?.reduce((sum, m) => sum + lastDurations[m], 0) ?? lastDurations[f.name] ?? Infinity;
queue.sort((a, b) => weight(b) - weight(a) || a.name.localeCompare(b.name));
if (typecheckFile) queue.unshift(typecheckFile);

/**
 * A test process's V8 works with one background thread (Node's default is 4): its concurrent
 * compiles and GC's helper threads then compete less with the other files' processes and the
 * suite's Chromium, which keep the cores busy. Pairs run at once (2 Dec 2026, load ~20, `--jobs 1`):
 * libcheck + cc-held-out 25.5 → 22.7 s of CPU; with bgi-probes 52.2 → 47.6 s (−9 to −11 %).
 */
const V8_POOL = ['--v8-pool-size=1'];

/** The environment of a file's process (read as it starts: the CLI's check below is in it). */
function baseEnv() {
  return { ...process.env, ...(update ? { MODE12H_UPDATE_GOLDEN: '1' } : {}) };
}

const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

// The suite's Chromium works for whichever browser files are running: its CPU time since the last
// start or end of one is shared equally among those running (exact when they run one at a time).
const browserRunning = new Set();
function shareChromium() {
  if (!chromiumPid) return;
  const now = cpuOfTree(chromiumPid);
  for (const f of browserRunning) f.chromiumMs += (now - chromiumLast) / browserRunning.size;
  chromiumLast = now;
}

/**
 * Run one bundle in its own process; its output comes back whole, with its wall and CPU time
 * (tools/test-cpu.mjs reports the process's own and its children's on fd 3 as it exits).
 */
async function runFile(file) {
  if (file.suite === 'browser') {
    try {
      await hostReady;
    } catch (e) {
      return { status: 1, signal: null, timedOut: false, output: `the browser suite's host did not start: ${e.stack ?? e}`, ms: 0, cpuMs: 0, chromiumMs: 0 };
    }
  }
  // The loader (tools/test-loader.mjs: each file's own copy of the shared chunks) only where a
  // process runs several files, or times each test: a file alone in its process imports the chunks
  // as they are, without module.register's loader thread and its round trip for every import.
  const loader = file.members || slowest > 0 ? ['--import', join(root, 'tools/test-loader.mjs')] : [];
  return new Promise((done) => {
    const t0 = performance.now();
    if (file.suite === 'browser') {
      shareChromium();
      file.chromiumMs = 0;
      browserRunning.add(file);
    }
    const child = spawn(process.execPath, [...(file.suite === 'typecheck' ? [] : V8_POOL), ...(process.env.MODE12H_TEST_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.MODE12H_TEST_PROF] : []), '--import', join(root, 'tools/test-cpu.mjs'), ...loader, ...file.argv], {
      cwd: root,
      env: { ...baseEnv(), ...(file.suite === 'browser' && browserHost.env), MODE12H_TEST_CPU_FD: '3', ...(slowest > 0 && { MODE12H_TEST_TIMES: join(BUNDLES, `${file.suite}.times.jsonl`), ...(file.suite === 'browser' && { MODE12H_TEST_CHROMIUM_PID: String(chromiumPid) }) }) },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    file.child = child;
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    let cpuReport = '';
    child.stdio[3].on('data', (d) => (cpuReport += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, FILE_LIMIT_MS);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      if (file.suite === 'browser') {
        shareChromium();
        browserRunning.delete(file);
      }
      // No report (killed): its CPU is unknown, counted as 0.
      const cpuMs = Number(cpuReport.trim()) || 0;
      // (Mapped now: the bundles and their maps go with the run.)
      done({ status, signal, timedOut, output: mapStacks(Buffer.concat(chunks).toString(), BUNDLES, root), ms: performance.now() - t0, cpuMs: cpuMs + (file.chromiumMs ?? 0), chromiumMs: file.chromiumMs ?? 0 });
    });
  });
}

const durations = { ...lastDurations };
/** Each file's measures, for the closing summary. */
const measured = [];
/** The files not started yet, costliest first. */
const waiting = [...queue];
let finished = 0;
/** The browser suite's host is up (or failed to start): a browser file then starts at once. */
let hostSettled = false;
hostReady?.then(() => (hostSettled = true), () => (hostSettled = true));
/**
 * Run files one after another: the costliest waiting one that `takes` accepts. While the browser
 * host is still starting (its page builds and Chromium), that is the costliest file of another
 * suite: a lane that took a browser file would sit idle until the host is up, and the browser
 * files are the costliest (they would be taken first). Only when nothing else is left does a lane
 * wait for the host.
 */
async function worker(takes = () => true) {
  for (;;) {
    const at = waiting.findIndex((f) => takes(f) && (hostSettled || f.suite !== 'browser'));
    if (at < 0 && !waiting.some(takes)) return;
    if (at < 0) {
      await hostReady.catch(() => {});
      continue;
    }
    const [file] = waiting.splice(at, 1);
    const r = await (file.started ?? runFile(file));
    finished++;
    // A group's CPU is shared among its files as they shared it last time.
    if (file.members) {
      const lastSum = file.members.reduce((sum, m) => sum + durations[m], 0);
      for (const m of file.members) durations[m] = Math.round(r.cpuMs * (lastSum > 0 ? durations[m] / lastSum : 1 / file.members.length));
    } else durations[file.name] = Math.round(r.cpuMs);
    measured.push({ name: file.name, suite: file.suite, ...r });
    // uvu's own summary: "Total: N", "Passed: N".
    const text = plain(r.output);
    const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? 0);
    const passedHere = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? 0);
    // A file that dies before uvu's summary (an import that throws, a crash) counts as one failure,
    // and so does one that ran no test (its bundle gone, every test filtered out): a file that
    // passes by running nothing would hide whatever it was meant to check.
    // (The typecheck runs no test: its exit code alone says.)
    const idle = file.members ? membersThatRanNothing(file, text) : [];
    const ranNothing = (total === 0 && file.suite !== 'typecheck') || idle.length > 0;
    const failedHere = total - passedHere || (r.status !== 0 || ranNothing ? Math.max(1, idle.length) : 0);
    passed += passedHere;
    failedTests += failedHere;
    const chromium = r.chromiumMs ? `, ${(r.chromiumMs / 1000).toFixed(1)} of it Chromium` : '';
    const secs = `${(r.cpuMs / 1000).toFixed(1)} s CPU${chromium}, ${(r.ms / 1000).toFixed(1)} s wall`;
    const progress = `[${String(finished).padStart(String(queue.length).length)}/${queue.length}]`;
    if (r.status === 0 && failedHere === 0) {
      console.log(`${progress} ok   ${file.name}: ${file.suite === 'typecheck' ? 'no type errors' : `${passedHere} passed`} (${secs})`);
      if (verbose) console.log(r.output.trimEnd());
    } else {
      failed = true;
      const why = r.timedOut ? `stopped after ${FILE_LIMIT_MS / 1000} s (MODE12H_TEST_FILE_LIMIT_S)` : r.signal ? `killed by ${r.signal}` : r.status !== 0 ? `exit code ${r.status}` : idle.length ? `no test ran in ${idle.join(', ')}` : 'it ran no test';
      console.log(`${progress} FAIL ${file.name}: ${passedHere} passed, ${failedHere} failed (${secs}, ${why})`);
      console.log(`──── ${file.name} ────\n${r.output.trimEnd()}\n──── end of ${file.name} ────`);
    }
  }
}
// A browser file's own process mostly waits on Chromium, and Chromium on the file's next
// command: one such file leaves part of a core idle between its round trips. So beside the `jobs`
// workers, one more takes only browser files and fills those gaps.
const lanes = Array.from({ length: Math.min(jobs, queue.length) }, () => worker());
if (queue.some((f) => f.suite === 'browser') && jobs > 1) lanes.push(worker((f) => f.suite === 'browser'));
await Promise.all(lanes);
await hostReady?.catch(() => {});
if (browserHost) await browserHost.close();
/** Each test's times (--slowest), read before the bundles' folder goes. */
const testTimes = suites.flatMap((suite) => {
  const file = join(BUNDLES, `${suite}.times.jsonl`);
  if (!slowest || !existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => ({ suite, ...JSON.parse(line) }));
});
rmSync(BUNDLES, { recursive: true, force: true });
mkdirSync(join(root, '.build'), { recursive: true });
writeFileSync(DURATIONS, JSON.stringify(durations, null, 1) + '\n');

// The CPU each suite took and the costliest files: what decides how long the run takes on a given
// number of cores, whatever else the machine is doing.
const s1 = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bySuite = [...suites, 'typecheck'].map((suite) => [suite, measured.filter((m) => m.suite === suite).reduce((sum, m) => sum + m.cpuMs, 0)]).filter(([, ms]) => ms > 0);
const costliest = [...measured].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 10);
// The runner's own: bundling, the page build (the browser suite's Chromium is in its files').
const usage = process.resourceUsage();
const runnerMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
if (measured.length > 1) {
  console.log(`\nCPU: ${bySuite.map(([suite, ms]) => `${suite} ${s1(ms)}`).join(', ')}, runner ${s1(runnerMs)}; total ${s1(bySuite.reduce((sum, [, ms]) => sum + ms, runnerMs))}`);
  console.log(`costliest: ${costliest.map((m) => `${m.name} ${s1(m.cpuMs)}`).join(', ')}`);
}

if (slowest > 0) {
  // A browser test's CPU is its process's and the suite's Chromium's over the test's span (exact
  // with --jobs 1: with more, another browser file's share is counted in too).
  const total = (t) => t.cpuMs + (t.chromiumMs ?? 0);
  console.log(`\nslowest tests by CPU (of ${testTimes.length}; a browser test's with Chromium's over its span${jobs > 1 ? ', other browser files\' included' : ''}):`);
  for (const t of [...testTimes].sort((a, b) => total(b) - total(a)).slice(0, slowest)) {
    const chromium = t.chromiumMs !== undefined ? ` (${s1(t.chromiumMs)} Chromium)` : '';
    console.log(`${s1(total(t)).padStart(8)} CPU${chromium} ${s1(t.ms).padStart(8)} wall  ${t.suite}/${t.file.replace(/\.test\.mjs$/, '')}: ${t.test}`);
  }
}

// One closing line for the whole run (CI reads it).
console.log(`\n${queue.length} test files, ${jobs} at a time, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
