#!/usr/bin/env node
// `npm run bench`: bundles bench/main.ts with esbuild (TypeScript → ESM, as tools/test.mjs does
// for the tests) and runs it. Prints the figures table and writes bench/results/latest.json plus a
// timestamped copy. See docs/BENCH.md for what the figures mean.
//   node tools/bench.mjs                 every group but reversi-ffo-all (about 3 minutes on a quiet 2-core machine)
//   node tools/bench.mjs sim png         only the named groups (sim, present, gfx, png, web, blocks, cc, cc-lines, replay, check, reversi, reversi-ffo-all)
//   node tools/bench.mjs --quick         shorter runs (a smoke test of the bench itself)
//   node tools/bench.mjs --limit-factor 2  every group's time limit doubled (a loaded machine)
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { nodeBundle } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.build', 'bench', 'main.mjs');
// sim-worker runs figure 1's configurations, each in a fresh worker thread (bench/sim.bench.ts);
// cc-cold-worker figure 11b's cold compiles (bench/cc-lines.bench.ts).
await build(nodeBundle({
  entryPoints: [join(root, 'bench', 'main.ts'), join(root, 'bench', 'sim-worker.ts'), join(root, 'bench', 'cc-cold-worker.ts')],
  outdir: dirname(out),
  outExtension: { '.js': '.mjs' },
  sourcemap: 'inline',
}));
const r = spawnSync(process.execPath, ['--enable-source-maps', out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
