/**
 * `npm run bench` (tools/bench.mjs bundles and runs this): measures the figures of docs/BENCH.md,
 * each beside a baseline measured in the same run, prints the table and writes the results JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
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

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const named = args.filter((a) => !a.startsWith('--'));
for (const g of named) {
  if (!(GROUPS as readonly string[]).includes(g)) {
    console.error(`bench: unknown group "${g}" (have: ${GROUPS.join(', ')})`);
    process.exit(2);
  }
}
const wanted = (g: Group): boolean => named.includes(g) || (named.length === 0 && g !== 'reversi-ffo-all');

const rows: Row[] = [];
const started = performance.now();
const step = async (g: Group, run: () => Row[] | Promise<Row[]>): Promise<void> => {
  if (!wanted(g)) return;
  const t0 = performance.now();
  process.stderr.write(`bench: ${g}…`);
  const got = await run();
  rows.push(...got);
  process.stderr.write(` ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
};

await step('sim', () => simBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 4, runs: quick ? 1 : 3, rounds: quick ? 1 : 3 }));
await step('present', () => presentBench());
await step('gfx', () => [...gfxBench(), ...primitivesBench()]);
await step('png', () => pngBench());
await step('web', () => webBench({ runs: quick ? 2 : 5 }));
await step('blocks', () => blocksBench(quick));
await step('cc', () => ccBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 2, runs: quick ? 1 : 3 }));
await step('cc-lines', () => ccLinesBench({ minutes: quick ? 2 : 12, warmup: quick ? 0 : 1, runs: quick ? 1 : 3 }));
await step('replay', () => replayBench(quick));
await step('check', () => checkBench(quick));
await step('reversi', () => [...reversiPerftBench(), ...reversiFfoBench(quick ? 2 : 10)]);
await step('reversi-ffo-all', () => reversiFfoBench(20));
rows.sort((a, b) => a.figure - b.figure);

console.log('');
console.log(table(rows));
const missed = rows.filter((r) => status(r)?.met === false && !r.skipped);
console.log(`\n${rows.length} figures in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
  `${missed.length ? `missed: ${missed.map((r) => r.id).join(', ')}` : 'every target met'}` +
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
  rows: rows.map((r) => ({ ...r, ratio: ratio(r), status: status(r)?.text ?? null })),
};
const dir = join(process.cwd(), 'bench', 'results');
mkdirSync(dir, { recursive: true });
const json = JSON.stringify(result, null, 2) + '\n';
writeFileSync(join(dir, 'latest.json'), json);
const stamp = date.toISOString().replace(/[:.]/g, '-');
writeFileSync(join(dir, `${stamp}.json`), json);
console.log(`results: bench/results/latest.json (and ${stamp}.json)`);
