/**
 * `mode12h reversi perft N` and `mode12h reversi solve FILE [--json]`: the Reversi engine's command
 * line (roms/reversi/engine). perft counts move sequences from the start position; solve finds the
 * exact score and a best move of each position of an Edax problem file and checks the file's answers.
 */
import { readFileSync } from 'node:fs';
import { quote } from '../../runtime/quote.ts';
import { didYouMean } from './args.ts';
import { squareName } from '../../roms/reversi/engine/bits.ts';
import { perft, START } from '../../roms/reversi/engine/perft.ts';
import { empties } from '../../roms/reversi/engine/position.ts';
import { parseProblems, type Problem } from '../../roms/reversi/engine/problem.ts';
import { solve } from '../../roms/reversi/engine/solve.ts';

/** The subcommand's paragraph in `mode12h --help`. */
export const REVERSI_HELP = `reversi  the Reversi engine: \`reversi perft N\` counts the move sequences of 1..N plies from the
         start position (a pass is a ply); \`reversi solve FILE [--json]\` solves each position of
         FILE (Edax's problem format: 64 squares X/O/-, the side to move X/O, optional answers
         \`; MOVE:±score;\`) exactly and prints its best move, score for the side to move, nodes
         and time (--json: an array of { index, best, score, nodes, ms }). exit code 1 when a
         result differs from the file's answer or a line is malformed (named FILE:line).`;

const MAX_PERFT = 14;

export function reversi(argv: readonly string[]): number {
  const [sub, ...rest] = argv;
  if (sub === 'perft') return perftCommand(rest);
  if (sub === 'solve') return solveCommand(rest);
  throw new Error(`reversi: ${sub === undefined ? 'a subcommand is needed' : `unknown subcommand ${quote(sub)}${didYouMean(sub, ['perft', 'solve'])}`} (perft N, solve FILE [--json])`);
}

function perftCommand(argv: readonly string[]): number {
  if (argv.length !== 1) throw new Error('reversi perft: one argument, the depth N');
  // Digits only, as `run --end` takes its numbers: Number() would also take "1e1", "0x2" and " 3".
  const n = /^\d{1,3}$/.test(argv[0]!) ? Number(argv[0]) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PERFT) throw new Error(`reversi perft: the depth is an integer 1..${MAX_PERFT}, got "${argv[0]}"`);
  for (let d = 1; d <= n; d++) {
    const t0 = performance.now();
    const count = perft(START.pl, START.ph, START.ol, START.oh, d);
    const ms = performance.now() - t0;
    process.stdout.write(`perft ${String(d).padStart(2)}  ${String(count).padStart(13)}  ${ms.toFixed(0).padStart(7)} ms\n`);
  }
  return 0;
}

interface Solved { problem: Problem; best: number; score: number; nodes: number; ms: number; ok: boolean | null }

/** The file's answer holds when the score is the best answer's and the move is one of the best. */
function check(p: Problem, best: number, score: number): boolean | null {
  if (p.answers.length === 0) return null;
  const top = Math.max(...p.answers.map((a) => a.score));
  return score === top && p.answers.some((a) => a.score === top && a.move === best);
}

function solveCommand(argv: readonly string[]): number {
  let file: string | undefined;
  let json = false;
  for (const a of argv) {
    if (a === '--json') json = true;
    else if (a.startsWith('--')) throw new Error(`reversi solve: unknown option ${a}`);
    else if (file === undefined) file = a;
    else throw new Error(`reversi solve: one FILE, got "${file}" and "${a}"`);
  }
  if (file === undefined) throw new Error('reversi solve: FILE is needed');
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch (e) {
    throw new Error(`reversi solve: cannot read ${file}: ${(e as Error).message}`);
  }
  const problems = parseProblems(text, file);
  if (problems.length === 0) throw new Error(`${file}: no positions`);
  if (!json) {
    process.stdout.write('  # | empties | best | score |         nodes |    time (s) |   nodes/s | answer\n');
    process.stdout.write('----+---------+------+-------+---------------+-------------+-----------+-------\n');
  }
  const results: Solved[] = [];
  let totalNodes = 0, totalMs = 0;
  for (const p of problems) {
    const t0 = performance.now();
    const r = solve(p.position);
    const ms = performance.now() - t0;
    const s: Solved = { problem: p, best: r.best, score: r.score, nodes: r.nodes, ms, ok: check(p, r.best, r.score) };
    results.push(s);
    totalNodes += r.nodes; totalMs += ms;
    if (!json) {
      const expected = s.ok === null ? '' : s.ok ? 'ok' : `WRONG (file: ${p.answers.map((a) => `${squareName(a.move)}:${signed(a.score)}`).join(' ')}; line ${p.line})`;
      process.stdout.write(`${String(p.index).padStart(3)} | ${String(empties(p.position)).padStart(7)} | ${squareName(r.best).padStart(4)} | ${signed(r.score).padStart(5)} | ${String(r.nodes).padStart(13)} | ${(ms / 1000).toFixed(3).padStart(11)} | ${rate(r.nodes, ms).padStart(9)} | ${expected}\n`);
    }
  }
  if (json) {
    process.stdout.write(JSON.stringify(results.map((s) => ({ index: s.problem.index, best: squareName(s.best), score: s.score, nodes: s.nodes, ms: Math.round(s.ms) }))) + '\n');
  } else {
    process.stdout.write('----+---------+------+-------+---------------+-------------+-----------+-------\n');
    process.stdout.write(`all |         |      |       | ${String(totalNodes).padStart(13)} | ${(totalMs / 1000).toFixed(3).padStart(11)} | ${rate(totalNodes, totalMs).padStart(9)} |\n`);
  }
  const wrong = results.filter((s) => s.ok === false);
  if (wrong.length > 0) {
    process.stderr.write(`mode12h: ${file}: ${wrong.length} result(s) differ from the file's answers: ${wrong.map((s) => `#${s.problem.index} (line ${s.problem.line})`).join(', ')}\n`);
    return 1;
  }
  return 0;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const rate = (nodes: number, ms: number): string => (ms > 0 ? `${(nodes / ms / 1000).toFixed(2)} M` : '—');
