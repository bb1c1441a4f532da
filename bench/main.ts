/**
 * `npm run bench` (tools/bench.mjs bundles and runs this): measures the figures of docs/BENCH.md,
 * each beside a baseline measured in the same run, prints the table and writes the results JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ratio, status, table, type Row } from './harness.ts';
import { simBench } from './sim.bench.ts';
import { presentBench } from './present.bench.ts';
import { gfxBench } from './gfx.bench.ts';
import { primitivesBench } from './primitives.bench.ts';
import { pngBench } from './png.bench.ts';
import { webBench } from './web.bench.ts';
import { blocksBench } from './blocks.bench.ts';
import { ccBench } from './cc.bench.ts';
import { ccLinesBench } from './cc-lines.bench.ts';
import { replayBench } from './replay.bench.ts';
import { checkBench } from './check.bench.ts';
import { reversiFfoBench, reversiPerftBench } from './reversi.bench.ts';

// reversi-ffo-all (all 20 FFO positions, a long run) only runs when named.
const GROUPS = ['sim', 'present', 'gfx', 'png', 'web', 'blocks', 'cc', 'cc-lines', 'replay', 'check', 'reversi', 'reversi-ffo-all'] as const;
type Group = (typeof GROUPS)[number];

/**
 * Each group's limit in seconds of wall time, about three times what it takes on a quiet 2-core
 * machine (docs/BENCH.md). A group still running at its limit is stopped and the bench fails,
 * naming it: a loop that never ends fails loudly instead of running forever. The web group took
 * 215 s and 264 s in two quiet runs on the 2-core machine of 2 Dec 2026 (166 s at load ~25 on the
 * one before); `--limit-factor K` stretches every limit on a loaded machine.
 */
const LIMIT_S: Record<Group, number> = {
  sim: 120, present: 30, gfx: 60, png: 30, web: 600, blocks: 60, cc: 90, 'cc-lines': 60, replay: 60, check: 60,
  reversi: 300, 'reversi-ffo-all': 3600,
};

/**
 * A plain run (`npm run bench`, no group named) has 5 minutes in all (× `--limit-factor`): a group
 * gets what is left of it when that is less than its own limit, and a group with nothing left fails
 * unrun, so the whole bench ends in time, loudly, even if every group runs slow but under its limit.
 */
const TOTAL_LIMIT_S = 300;

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const valueOf = (flag: string): string | undefined => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const limitFactor = Number(valueOf('--limit-factor') ?? 1);
if (!(limitFactor > 0)) {
  console.error(`bench: --limit-factor wants a number above 0 (got "${valueOf('--limit-factor')}")`);
  process.exit(2);
}
const named = args.filter((a, i) => !a.startsWith('--') && !['--limit-factor', '--group', '--rows'].includes(args[i - 1] ?? ''));
for (const g of named) {
  if (!(GROUPS as readonly string[]).includes(g)) {
    console.error(`bench: unknown group "${g}" (have: ${GROUPS.join(', ')})`);
    process.exit(2);
  }
}
const wanted = (g: Group): boolean => named.includes(g) || (named.length === 0 && g !== 'reversi-ffo-all');

/** What each group measures. */
const RUN: Record<Group, () => Row[] | Promise<Row[]>> = {
  sim: () => simBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 4, runs: quick ? 1 : 3, rounds: quick ? 1 : 3 }),
  present: () => presentBench(),
  gfx: () => [...gfxBench(), ...primitivesBench()],
  png: () => pngBench(),
  web: () => webBench({ runs: quick ? 2 : 5, navigations: quick ? 3 : 15, limitFactor }),
  blocks: () => blocksBench(quick),
  cc: () => ccBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 2, runs: quick ? 1 : 3 }),
  'cc-lines': () => ccLinesBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 1, runs: quick ? 1 : 3, colds: quick ? 3 : 9 }),
  replay: () => replayBench(quick),
  check: () => checkBench(quick),
  reversi: () => [...reversiPerftBench(), ...reversiFfoBench(quick ? 2 : 10)],
  'reversi-ffo-all': () => reversiFfoBench(20),
};

// A group runs in a process of its own (this file again, with --group), which is what lets its
// limit stop it whatever it is doing; it hands its rows back in a file.
const only = valueOf('--group') as Group | undefined;
if (only !== undefined) {
  const rowsFile = valueOf('--rows')!;
  writeFileSync(rowsFile, JSON.stringify(await RUN[only]()));
  process.exit(0);
}

const rows: Row[] = [];
const failures: string[] = [];
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'mode12h-bench-'));
for (const g of GROUPS) {
  if (!wanted(g)) continue;
  const left = named.length === 0 ? TOTAL_LIMIT_S * limitFactor - (performance.now() - started) / 1000 : Infinity;
  if (left < 1) {
    failures.push(`${g}: not run, the bench's ${(TOTAL_LIMIT_S * limitFactor).toFixed(0)} s are spent`);
    process.stderr.write(`bench: FAIL ${g} not run: the bench's ${(TOTAL_LIMIT_S * limitFactor).toFixed(0)} s in all are spent (on a loaded machine, --limit-factor 2)\n`);
    continue;
  }
  const limit = Math.min(LIMIT_S[g] * limitFactor, left);
  const rowsFile = join(scratch, `${g}.json`);
  const t0 = performance.now();
  process.stderr.write(`bench: ${g} (limit ${limit.toFixed(0)} s)…`);
  const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--group', g, '--rows', rowsFile, ...(quick ? ['--quick'] : []), '--limit-factor', String(limitFactor)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: limit * 1000,
    killSignal: 'SIGTERM',
  });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    failures.push(`${g}: still running at its limit of ${limit.toFixed(0)} s, stopped`);
    process.stderr.write(`\nbench: FAIL ${g} was still running at its limit of ${limit.toFixed(0)} s and was stopped (a loop that does not end? on a loaded machine, --limit-factor 2)\n`);
  } else if (r.status !== 0) {
    failures.push(`${g}: ${r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`}`);
    process.stderr.write(`\nbench: FAIL ${g} ended with ${r.signal ? `signal ${r.signal}` : `exit code ${r.status}`} after ${secs} s\n`);
  } else {
    rows.push(...(JSON.parse(readFileSync(rowsFile, 'utf8')) as Row[]));
    process.stderr.write(` ${secs} s\n`);
  }
}
rmSync(scratch, { recursive: true, force: true });
rows.sort((a, b) => a.figure - b.figure);

console.log('');
console.log(table(rows));
const missed = rows.filter((r) => status(r)?.met === false && !r.skipped);
console.log(`\n${rows.length} figures in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
  `${missed.length ? `missed: ${missed.map((r) => r.id).join(', ')}` : failures.length ? 'no target missed' : 'every target met'}` +
  `${rows.some((r) => r.skipped) ? `; skipped: ${rows.filter((r) => r.skipped).map((r) => r.id).join(', ')}` : ''}`);

const date = new Date();
const result = {
  date: date.toISOString(),
  machine: {
    node: process.version,
    v8: process.versions.v8,
    platform: `${platform()} ${release()}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cpus: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  },
  quick,
  failed: failures,
  rows: rows.map((r) => ({ ...r, ratio: ratio(r), status: status(r)?.text ?? null })),
};
const dir = join(process.cwd(), 'bench', 'results');
mkdirSync(dir, { recursive: true });
const json = JSON.stringify(result, null, 2) + '\n';
writeFileSync(join(dir, 'latest.json'), json);
const stamp = date.toISOString().replace(/[:.]/g, '-');
writeFileSync(join(dir, `${stamp}.json`), json);
console.log(`results: bench/results/latest.json (and ${stamp}.json)`);
if (failures.length) {
  console.log(`\nbench FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
