/**
 * Figures 14 and 15 — the Reversi engine (roms/reversi/engine), single-threaded in Node.
 * 8: perft from the start position (move generation, flips, passes): perft(11) = 212 258 800 leaf
 *    sequences; the rate is leaves per second. Baseline, same run: a 64-cell mailbox perft
 *    (bench/naive/reversi.ts) at depth 8.
 * 9: the exact endgame solver on the FFO test positions #40–#49 (all 20 with the group
 *    `reversi-ffo-all`): every score and move checked against the fixture's answers, nodes and
 *    time per position printed in Edax's table style. Baseline, same run: the resumable search
 *    think() uses (an explicit stack, so the ROM can slice it) solving FFO #40, as nodes/s: what
 *    resumability costs against the plain recursion of the solver.
 * Times are the process's CPU time (user + system), not the wall clock: on a shared machine a
 * single-threaded run's wall time swells with the load, its CPU time much less.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { squareName } from '../roms/reversi/engine/bits.ts';
import { perft, START } from '../roms/reversi/engine/perft.ts';
import { empties } from '../roms/reversi/engine/position.ts';
import { parseProblems } from '../roms/reversi/engine/problem.ts';
import { Search, toDiscs } from '../roms/reversi/engine/search.ts';
import { solve } from '../roms/reversi/engine/solve.ts';
import { mailboxPerft, mailboxStart } from './naive/reversi.ts';
import type { Row } from './harness.ts';

/** CPU milliseconds `fn` takes, and its wall milliseconds. */
function timed<T>(fn: () => T): { value: T; ms: number; wallMs: number } {
  const c0 = process.cpuUsage(), t0 = performance.now();
  const value = fn();
  const c = process.cpuUsage(c0);
  return { value, ms: (c.user + c.system) / 1000, wallMs: performance.now() - t0 };
}

const PERFT_11 = 212_258_800;
const MAILBOX_8 = 390_216;

export function reversiPerftBench(): Row[] {
  const { value: n, ms, wallMs } = timed(() => perft(START.pl, START.ph, START.ol, START.oh, 11));
  if (n !== PERFT_11) throw new Error(`reversi bench: perft(11) = ${n}, expected ${PERFT_11}`);
  const { value: m, ms: mailMs } = timed(() => mailboxPerft(mailboxStart(), 1, 8));
  if (m !== MAILBOX_8) throw new Error(`reversi bench: mailbox perft(8) = ${m}, expected ${MAILBOX_8}`);
  return [{
    id: 'reversi.perft11', figure: 14, name: 'perft(11) from the start, leaves per second',
    value: n / ms / 1000, unit: 'M/s', better: 'higher',
    baseline: { name: 'mailbox perft(8)', value: m / mailMs / 1000, unit: 'M/s' },
    target: { op: '>=', value: PERFT_11 / 10_000 / 1000 }, // perft(11) within 10 s
    detail: { perft11CpuMs: Math.round(ms), perft11WallMs: Math.round(wallMs), mailbox8CpuMs: Math.round(mailMs) },
  }];
}

/** FFO #40 onwards: `count` positions (10 for #40–#49, 20 for all, 2 with --quick). */
export function reversiFfoBench(count: number): Row[] {
  const all = count >= 20;
  const file = join('test', 'fixtures', 'reversi', 'ffo-40-59.obf');
  const problems = parseProblems(readFileSync(file, 'utf8'), file).slice(0, count);
  const say = (s: string): void => { process.stderr.write(`${s}\n`); };
  say('\n  # | empties | best | score |         nodes | CPU time (s) | nodes/s (M) | answer');
  let nodes = 0, ms = 0, wrong = 0;
  const per: Record<string, unknown>[] = [];
  for (const p of problems) {
    const { value: r, ms: t, wallMs } = timed(() => solve(p.position));
    const ok = p.answers.some((a) => a.move === r.best && a.score === r.score);
    if (!ok) wrong++;
    nodes += r.nodes; ms += t;
    const ffo = 39 + p.index;
    per.push({ ffo, best: squareName(r.best), score: r.score, nodes: r.nodes, cpuMs: Math.round(t), wallMs: Math.round(wallMs) });
    const score = (r.score > 0 ? '+' : '') + r.score;
    say(`${String(ffo).padStart(3)} | ${String(empties(p.position)).padStart(7)} | ${squareName(r.best).padStart(4)} | ${score.padStart(5)} | ${String(r.nodes).padStart(13)} | ${(t / 1000).toFixed(2).padStart(12)} | ${(r.nodes / t / 1000).toFixed(2).padStart(11)} | ${ok ? 'ok' : 'WRONG'}`);
  }
  say(`all |         |      |       | ${String(nodes).padStart(13)} | ${(ms / 1000).toFixed(2).padStart(12)} | ${(nodes / ms / 1000).toFixed(2).padStart(11)} | ${wrong ? `${wrong} wrong` : 'all exact'}`);
  if (wrong) throw new Error(`reversi bench: ${wrong} FFO position(s) solved wrong`);

  // Resumability's cost: the explicit-stack search solving #40 exactly, as think() would.
  const s = new Search(problems[0]!.position, { maxDepth: 60, exactEmpties: 64, maxNodes: Infinity, tableBits: 20 });
  const { ms: sMs } = timed(() => s.step(Infinity));
  if (!s.exact || toDiscs(s.value) !== 38) throw new Error(`reversi bench: the resumable search gave ${toDiscs(s.value)} on FFO #40, not +38`);
  const first = per[0] as { nodes: number; cpuMs: number };
  const range = `#40–#${39 + problems.length}`;
  return [
    {
      id: all ? 'reversi.ffoAll.time' : 'reversi.ffo.time', figure: 15, name: `FFO ${range} solved exactly, total CPU time`,
      value: ms / 1000, unit: 's', better: 'lower', baseline: null,
      target: problems.length === 10 ? { op: '<=', value: 120 } : null,
      detail: { positions: per, nodes },
    },
    {
      id: 'reversi.solver.rate', figure: 15, name: `solver nodes per second, FFO ${range}`,
      value: nodes / ms / 1000, unit: 'M/s', better: 'higher',
      baseline: { name: 'resumable search, FFO #40', value: s.nodes / sMs / 1000, unit: 'M/s' },
      target: null,
      detail: { resumableNodes: s.nodes, resumableMs: Math.round(sMs), solverNodes40: first.nodes, solverCpuMs40: first.cpuMs, timeRatio40: sMs / first.cpuMs },
    },
  ];
}
