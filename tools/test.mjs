#!/usr/bin/env node
// Runs the uvu suites: bundles each test/<suite>/*.test.ts with esbuild (TypeScript → ESM, source
// maps on, so failures point at .ts lines), then runs uvu over the bundles.
//   node tools/test.mjs                 all suites (unit, e2e, browser)
//   node tools/test.mjs unit|e2e|browser one suite
//   node tools/test.mjs unit keyboard   only the files of a suite whose name contains "keyboard"
//   node tools/test.mjs e2e --update    regenerate golden images on purpose
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nodeBundle } from './node-bundle.mjs';
import { findChromium } from './find-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const SUITES = ['unit', 'e2e', 'browser'];
const args = process.argv.slice(2);
const update = args.includes('--update');
const [wantedSuite, ...filters] = args.filter((a) => !a.startsWith('--'));
if (wantedSuite !== undefined && !SUITES.includes(wantedSuite)) {
  console.error(`tools/test.mjs: unknown suite "${wantedSuite}" (have: ${SUITES.join(', ')})`);
  process.exit(2);
}
const suites = wantedSuite ? [wantedSuite] : SUITES;

let failed = false;
let passed = 0;
let failedTests = 0;

// The DOSBox oracle captures and the original TETRIS.C are not part of the project: they sit beside
// the checkout in ../shared. Without them, the files that read them (they name ORACLE_DIR,
// ORIGINAL_C or '..', 'shared') fail together, in one line, and the rest still runs.
const SHARED = resolve(root, '..', 'shared');
const haveShared = existsSync(SHARED);
const needsShared = (file) => /\bORACLE_DIR\b|\bORIGINAL_C\b|'\.\.', 'shared'/.test(readFileSync(file, 'utf8'));
for (const suite of suites) {
  const dir = join(root, 'test', suite);
  if (!existsSync(dir)) continue;
  let entries = readdirSync(dir).filter((f) => f.endsWith('.test.ts') && (filters.length === 0 || filters.some((x) => f.includes(x)))).map((f) => join(dir, f));
  if (!haveShared) {
    const cut = entries.filter(needsShared);
    if (cut.length) {
      console.log(`\nFAIL ${suite}: ${cut.length} test file(s) need ${SHARED} (the oracle captures and the original TETRIS.C), which is missing: ${cut.map((f) => f.slice(dir.length + 1)).join(', ')}`);
      failed = true;
      failedTests += cut.length;
      entries = entries.filter((f) => !cut.includes(f));
    }
  }
  if (entries.length === 0) {
    // A filter that names nothing would pass with "0 passed": a typo must not look like a green run.
    if (filters.length > 0 && wantedSuite !== undefined) {
      console.log(`\nFAIL ${suite}: no test file matches ${filters.map((f) => `"${f}"`).join(' or ')}`);
      failed = true;
      failedTests += 1;
    }
    continue;
  }
  if (suite === 'browser') {
    // No Chromium: fail now, in one line (never hang, never skip).
    const chromium = findChromium();
    if (chromium.error) {
      console.log(`\n── suite: browser ──\nFAIL browser suite: ${chromium.error}`);
      failed = true;
      failedTests += 1; // the suite
      continue;
    }
  }
  const out = join(root, '.build', 'test', suite);
  rmSync(out, { recursive: true, force: true });
  await build(nodeBundle({ entryPoints: entries, outdir: out, sourcemap: 'inline', outExtension: { '.js': '.mjs' } }));
  console.log(`\n── suite: ${suite} ──`);
  // uvu's output is passed on as it comes (a slow suite shows its progress) and kept for the count.
  const r = await new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'node_modules/uvu/bin.js'), out, '\\.test\\.mjs$'], {
      stdio: ['inherit', 'pipe', 'inherit'],
      cwd: root,
      env: { ...process.env, ...(update ? { MODE12H_UPDATE_GOLDEN: '1' } : {}) },
    });
    const chunks = [];
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      chunks.push(d);
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout: Buffer.concat(chunks) }));
  });
  const text = r.stdout.toString();
  // uvu's own summary: "Total: N", "Passed: N" (with colour codes around the numbers).
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const passedHere = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  passed += passedHere;
  failedTests += total - passedHere;
  if (r.status !== 0) failed = true;
}
// One closing line for the whole run (CI reads it).
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
