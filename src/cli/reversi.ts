/**
 * `mode12h reversi perft N` and `mode12h reversi solve FILE [--json]`: the Reversi engine's command
 * line (roms/reversi/engine). perft counts move sequences from the start position; solve finds the
 * exact score and a best move of each position of an Edax problem file and checks the file's answers.
 */
import { readFileSync } from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { quote } from '../../runtime/quote.ts';
import type { CliIo } from './io.ts';
import { cliNumber, didYouMean } from './args.ts';
import { squareName } from '../../roms/reversi/engine/bits.ts';
import { perft, START } from '../../roms/reversi/engine/perft.ts';
import { empties } from '../../roms/reversi/engine/position.ts';
import { parseProblems, type Problem } from '../../roms/reversi/engine/problem.ts';
import { solve, type SolveProgress, type SolveResult } from '../../roms/reversi/engine/solve.ts';

/** The subcommand's paragraph in `mode12h --help`. */
export const REVERSI_HELP = `reversi  the Reversi engine: \`reversi perft N\` counts the move sequences of 1..N plies from the
         start position (a pass is a ply); \`reversi solve FILE [--json] [--time SECONDS]
         [--nodes N]\` solves each position of FILE (Edax's problem format: 64 squares X/O/-, the
         side to move X/O, optional answers \`; MOVE:±score;\`) exactly and prints its best move,
         score for the side to move, nodes and time (--json: an array of { index, best, score,
         nodes, ms }). --time/--nodes stop each position's search there (checked every ~15 k
         nodes) with the best result known, marked not exact (--json: exact: false and the
         proved bounds lower, upper); Ctrl+C does the same (exit code 130), a second exits at
         once; on a terminal a progress line on stderr shows the search. exit code 1 when a
         result differs from the file's answer or a line is malformed (named FILE:line).`;

const MAX_PERFT = 14;

/**
 * `io.workerUrl`: a module that calls solveWorker() on a worker thread (the CLI's own bundle), so
 * the main thread stays free to answer Ctrl+C while the solver runs; without it the solve runs here.
 */
export async function reversi(argv: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'perft') return perftCommand(rest, io);
  if (sub === 'solve') return solveCommand(rest, io);
  throw new Error(`reversi: ${sub === undefined ? 'a subcommand is needed' : `unknown subcommand ${quote(sub)}${didYouMean(sub, ['perft', 'solve'])}`} (perft N, solve FILE [--json] [--time SECONDS] [--nodes N])`);
}

function perftCommand(argv: readonly string[], io: CliIo): number {
  if (argv.length !== 1) throw new Error('reversi perft: one argument, the depth N');
  const n = cliNumber(argv[0], 1, MAX_PERFT);
  if (Number.isNaN(n)) throw new Error(`reversi perft: the depth is an integer 1..${MAX_PERFT}, got "${argv[0]}"`);
  for (let d = 1; d <= n; d++) {
    const t0 = performance.now();
    const count = perft(START.pl, START.ph, START.ol, START.oh, d);
    const ms = performance.now() - t0;
    io.out(`perft ${String(d).padStart(2)}  ${String(count).padStart(13)}  ${ms.toFixed(0).padStart(7)} ms\n`);
  }
  return 0;
}

interface Solved {
  problem: Problem; best: number; score: number; nodes: number; ms: number; ok: boolean | null;
  /** Set when a limit stopped the search: the true score lies in lower..upper. */
  stopped?: { lower: number; upper: number };
}

/**
 * From this many empties an exact solve runs for hours or longer (FFO #55, 22 empties: 12.7 G
 * nodes, 35 minutes; each empty more multiplies the nodes by ~3), so the command says so at start.
 */
const LONG_SOLVE_EMPTIES = 28;
/** The progress line is redrawn at most this often (ms). */
const PROGRESS_MS = 250;

/**
 * The progress line of a solve: the position, its root window and the root moves finished in it,
 * the best move and score known (≥ a proved lower bound), nodes, nodes/s and time; cut to `width`.
 */
export function formatProgress(index: number, empties: number, p: SolveProgress, ms: number, width = 80): string {
  const win = p.alpha <= -65 && p.beta >= 65 ? 'full window' : `window ${signed(p.alpha + 1)}..${signed(p.beta - 1)}`;
  const best = p.best < 0 ? 'best —' : `best ${squareName(p.best)} ${p.lower === p.upper ? '=' : '≈'}${signed(p.score)} (${signed(p.lower)}..${signed(p.upper)})`;
  const line = `#${index} ${empties} empties  ${win}  moves ${p.done}/${p.moves}  ${best}  ${mega(p.nodes)} nodes  ${rate(p.nodes, ms)}/s  ${(ms / 1000).toFixed(1)} s`;
  return line.length > width ? line.slice(0, width - 1) + '…' : line;
}

const mega = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} M` : String(n));

/** A positive number from an option's argument, or an error naming the option. */
function positive(option: string, value: string | undefined, integer: boolean): number {
  const n = cliNumber(value, 0, Number.MAX_SAFE_INTEGER, !integer);
  if (!(n > 0)) {
    throw new Error(`reversi solve: ${option} takes a positive ${integer ? 'integer' : 'number'}, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return n;
}

/** The file's answer holds when the score is the best answer's and the move is one of the best. */
function check(p: Problem, best: number, score: number): boolean | null {
  if (p.answers.length === 0) return null;
  const top = Math.max(...p.answers.map((a) => a.score));
  return score === top && p.answers.some((a) => a.score === top && a.move === best);
}

interface Limits { timeMs: number; nodes: number; progress: boolean }
type Reply = { progress: SolveProgress; ms: number } | { result: SolveResult };

/**
 * One position's solve under the limits and the `stop` flag (set on Ctrl+C), reporting progress at
 * most every PROGRESS_MS when asked.
 */
function solveLimited(p: Problem, limits: Limits, stop: Int32Array, report: (progress: SolveProgress, ms: number) => void): SolveResult {
  const t0 = performance.now();
  let reported = -Infinity;
  return solve(p.position, {
    poll: (progress) => {
      const now = performance.now();
      if (limits.progress && now - reported >= PROGRESS_MS) { reported = now; report(progress, now - t0); }
      return now - t0 >= limits.timeMs || progress.nodes >= limits.nodes || Atomics.load(stop, 0) !== 0;
    },
  });
}

/** The worker thread's side: solves the positions it is sent, one at a time. */
export function solveWorker(): void {
  const stop = (workerData as { stop: Int32Array }).stop;
  const port = parentPort!;
  port.on('message', ({ problem, limits }: { problem: Problem; limits: Limits }) => {
    const result = solveLimited(problem, limits, stop, (progress, ms) => port.postMessage({ progress: { ...progress }, ms } satisfies Reply));
    port.postMessage({ result } satisfies Reply);
  });
}

/** Solves on `worker` (or here without one), drawing its progress through `draw`. */
function solveOn(worker: Worker | null, problem: Problem, limits: Limits, stop: Int32Array, draw: (progress: SolveProgress, ms: number) => void): Promise<SolveResult> {
  if (worker === null) return Promise.resolve(solveLimited(problem, limits, stop, draw));
  return new Promise((resolve, reject) => {
    const onMessage = (m: Reply): void => {
      if ('progress' in m) { draw(m.progress, m.ms); return; }
      worker.off('message', onMessage); worker.off('error', reject);
      resolve(m.result);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.postMessage({ problem, limits });
  });
}

async function solveCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const workerUrl = io.workerUrl;
  let file: string | undefined;
  let json = false;
  let timeLimit = Infinity, nodeLimit = Infinity;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--time') timeLimit = positive(a, argv[++i], false) * 1000;
    else if (a === '--nodes') nodeLimit = positive(a, argv[++i], true);
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
    io.out('  # | empties | best | score |         nodes |    time (s) |   nodes/s | answer\n');
    io.out('----+---------+------+-------+---------------+-------------+-----------+-------\n');
  }
  const limited = timeLimit < Infinity || nodeLimit < Infinity;
  const longest = Math.max(...problems.map((p) => empties(p.position)));
  if (!limited && longest >= LONG_SOLVE_EMPTIES) {
    io.err(`mode12h: reversi solve: an exact solve of ${longest} empties may take very long (hours or more); --time SECONDS or --nodes N stops with the best result known\n`);
  }
  const tty = io.errIsTTY;
  const limits: Limits = { timeMs: timeLimit, nodes: nodeLimit, progress: tty };
  // Ctrl+C: the first stops the search with the best result known (exit code 130 after the
  // results), a second exits at once.
  const stop = new Int32Array(new SharedArrayBuffer(4));
  let interrupts = 0;
  const onInterrupt = (): void => {
    if (++interrupts > 1) process.exit(130);
    Atomics.store(stop, 0, 1);
  };
  const worker = workerUrl ? new Worker(workerUrl, { workerData: { mode12hSolveWorker: true, stop } }) : null;
  process.on('SIGINT', onInterrupt);
  const results: Solved[] = [];
  let totalNodes = 0, totalMs = 0;
  try {
  for (const p of problems) {
    if (interrupts > 0) break;
    const t0 = performance.now();
    const n = empties(p.position);
    let shown = false;
    const r = await solveOn(worker, p, limits, stop, (progress, ms) => {
      shown = true;
      io.err(`\r${formatProgress(p.index, n, progress, ms, (io.errColumns || 80) - 1)}\x1b[K`);
    });
    if (shown) io.err('\r\x1b[K');
    const ms = performance.now() - t0;
    const s: Solved = { problem: p, best: r.best, score: r.score, nodes: r.nodes, ms, ok: r.stopped ? null : check(p, r.best, r.score) };
    if (r.stopped) s.stopped = r.stopped;
    results.push(s);
    totalNodes += r.nodes; totalMs += ms;
    if (!json) {
      const expected = s.stopped ? `not exact: search stopped, score in ${signed(s.stopped.lower)}..${signed(s.stopped.upper)}` : s.ok === null ? '' : s.ok ? 'ok' : `WRONG (file: ${p.answers.map((a) => `${squareName(a.move)}:${signed(a.score)}`).join(' ')}; line ${p.line})`;
      io.out(`${String(p.index).padStart(3)} | ${String(empties(p.position)).padStart(7)} | ${squareName(r.best).padStart(4)} | ${(signed(r.score) + (r.stopped ? '?' : '')).padStart(5)} | ${String(r.nodes).padStart(13)} | ${(ms / 1000).toFixed(3).padStart(11)} | ${rate(r.nodes, ms).padStart(9)} | ${expected}\n`);
    }
  }
  } finally {
    process.off('SIGINT', onInterrupt);
    await worker?.terminate();
  }
  if (json) {
    io.out(JSON.stringify(results.map((s) => ({
      index: s.problem.index, best: squareName(s.best), score: s.score, nodes: s.nodes, ms: Math.round(s.ms),
      ...(s.stopped ? { exact: false, lower: s.stopped.lower, upper: s.stopped.upper } : {}),
    }))) + '\n');
  } else {
    io.out('----+---------+------+-------+---------------+-------------+-----------+-------\n');
    io.out(`all |         |      |       | ${String(totalNodes).padStart(13)} | ${(totalMs / 1000).toFixed(3).padStart(11)} | ${rate(totalNodes, totalMs).padStart(9)} |\n`);
  }
  const wrong = results.filter((s) => s.ok === false);
  if (wrong.length > 0) {
    io.err(`mode12h: ${file}: ${wrong.length} result(s) differ from the file's answers: ${wrong.map((s) => `#${s.problem.index} (line ${s.problem.line})`).join(', ')}\n`);
    return 1;
  }
  return interrupts > 0 ? 130 : 0;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const rate = (nodes: number, ms: number): string => (ms > 0 ? `${(nodes / ms / 1000).toFixed(2)} M` : '—');
