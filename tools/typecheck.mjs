#!/usr/bin/env node
// The typecheck: tsc over tsconfig.json, strict, nothing emitted, incrementally (.build keeps what
// it learnt). `npm run typecheck` runs this file; `npm test` runs the same command as one of its
// jobs (tools/test.mjs).
//
// The checker is TypeScript 7's (the `typescript-native` package, typescript@7 under another name:
// the compiler in Go), the same checks as tsc 5.9 over this tree with the same tsconfig.json, at a
// third of the CPU: from scratch, in a clean clone, 24.5 s → 8.8 s of CPU; an unchanged tree 3.1 s
// (1 Dec 2026, load ~40; both found the same errors in a file of planted ones). TypeScript 5.9
// (`typescript`) stays for the build's esbuild plugin, which uses its compiler API
// (tools/c-functions.mjs), which TypeScript 7 does not have.
// A checkout whose node_modules predates the package (npm install not run since) checks with 5.9
// and says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The typecheck's command line (node and its arguments) in checkout `root`, and a note when it falls back to tsc 5.9.
 * `oneThread`: TypeScript 7 checks on one thread (`--singleThreaded`), as npm test runs it, one job
 * beside the test files, which keep the other core busy: its threads then only compete with them.
 * One thread is less CPU for the same checks: from scratch 9.4, 9.9, 9.2 → 8.0, 7.8, 7.7 s, an
 * unchanged tree 3.5, 3.4 → 2.8, 2.9 s (pairs one after the other, 2 Dec 2026, load ~25).
 * `npm run typecheck` alone keeps the threads (its wall time on free cores).
 */
export function typecheckCommand(root, { oneThread = false } = {}) {
  const native = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
  const tsc = existsSync(native) ? native : join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  mkdirSync(join(root, '.build'), { recursive: true });
  return {
    argv: [tsc, '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', join('.build', existsSync(native) ? 'tsc7.tsbuildinfo' : 'tsc.tsbuildinfo'), ...(oneThread && existsSync(native) ? ['--singleThreaded'] : [])],
    note: existsSync(native) ? null : 'typecheck: node_modules/typescript-native is missing (run npm install): checked with tsc 5.9, about three times the CPU',
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const { argv, note } = typecheckCommand(root);
  if (note) console.error(note);
  const r = spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
