/**
 * A match between two Reversi players from fixed openings, each opening played twice (each player
 * black once), in Node, one move at a time. Not a bench group: it takes minutes to hours.
 *
 *   npx esbuild bench/reversi-match.ts --bundle --platform=node --format=esm --packages=external \
 *     > /tmp/reversi-match.mjs
 *   node /tmp/reversi-match.mjs PLAYER PLAYER [--openings N] [--first K] [--level L] [--weights FILE] [--zebra DIR] [--probcut T]
 *     [--nodes N] [--exact-from E] [--wld-from E] [--solve-nodes N]
 *
 * `--first K` starts at the K-th opening (0-based), so a match can be split across processes.
 * `--nodes N` gives `master` (and `hand`, `patterns`) a midgame node budget of N instead of the
 * level's. `--exact-from E` / `--wld-from E`: above the level's exact horizon, from E empties
 * these players ask the exact solver for the exact score / for win, draw or loss (window −1..1), its
 * time counted, within `--solve-nodes N` solver nodes (default 3 000 000; a node count, so the
 * move is the same on every host); a solve cut short, or a proved loss, leaves the move to the
 * midgame search, whose time is counted too.
 * `--finish F`: the midgame search starts no deeper iteration once F of its node budget is spent
 * (instead of spending the rest on an iteration it will not finish).
 *
 * Players: `master` (the program's master level as it is, or --level's: its limits and evaluation,
 * the weights from --weights, default the program's, roms/reversi/engine/pattern-weights-8bit.bin.gz;
 * from the level's exact horizon the exact solver plays for it, its time not counted, see engine()),
 * `master@SECONDS` (the same evaluation, limited by CPU time a move instead of nodes: timed(); with
 * --probcut T, ProbCut's t),
 * `hand` (the same limits with the hand-set evaluation), `patterns` (the same limits with the learned
 * pattern evaluation, the weights from --weights), `patterns:FILE` (the same
 * with the weights of FILE: the packed weights against the fit's), `zebra:D` (Zebra,
 * Gunnar Andersson's engine, built from its public source in DIR — never committed — searching D
 * plies, no opening book, no randomness, one process a move: `zebra -evalone -seq MOVES`; from
 * 18 empties our exact solver plays for it, see zebra()). Prints each game (the moves, the final score) and, per
 * player, wins/draws/losses and the CPU time a move: our engine's, and Zebra's process's (its
 * children's CPU time, Linux's /proc/self/stat; ~0.09 s of it is loading its coefficients).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseSquare, squareName } from '../roms/reversi/engine/bits.ts';
import { levelLimits, MAX_LEVEL, PATTERN_WEIGHTS } from '../roms/reversi/engine/index.ts';
import { flips, moves, out } from '../roms/reversi/engine/moves.ts';
import { decodePatternWeights, loadPatternWeights, patternEval, patternEvalOf } from '../roms/reversi/engine/patterns.ts';
import { START } from '../roms/reversi/engine/perft.ts';
import { empties, finalScore, type Position } from '../roms/reversi/engine/position.ts';
import { Search, type Limits } from '../roms/reversi/engine/search.ts';
import { solve, type SolveProgress } from '../roms/reversi/engine/solve.ts';

/** The openings (black's first move f5 and 3–5 plies more), each played with both colours. */
const OPENINGS = [
  'f5d6c3d3c4', 'f5d6c5f4e3', 'f5f6e6f4e3', 'f5f4e3f6d3', 'f5d6c4d3c5', 'f5f6e6d6e7', 'f5d6c3f4f6', 'f5f4e3d6c5',
  'f5d6c5f4d3', 'f5f6e6f4g5', 'f5d6c3d3c4f4', 'f5f4e3f6e6', 'f5d6c6', 'f5f6e6f4c3', 'f5d6c4b3', 'f5f4c3',
];

function fail(message: string): never {
  process.stderr.write(`reversi-match: ${message}\n`);
  process.exit(2);
}

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  if (i + 1 >= args.length) fail(`${name} VALUE is missing`);
  return args[i + 1]!;
}

interface Player { name: string; move(p: Position, history: string[]): { move: number; seconds: number } }

const cpuSeconds = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1e6;

/** The level's limits; its evaluation `evaluate`, or the level's own (as shipped) when undefined, or the hand-set one when null. */
function engine(name: string, evaluate: Limits['evaluate'] | null | undefined): Player {
  const { evaluate: shipped, ...hand } = levelLimits(level);
  const chosen = evaluate === undefined ? { ...hand, ...(shipped && { evaluate: shipped }) } : evaluate === null ? hand : { ...hand, evaluate };
  const limits = nodesOption === '' ? chosen : { ...chosen, maxNodes: Number(nodesOption) };
  return {
    name,
    move(p) {
      // From its exact horizon the level searches to the end of the game; the exact solver (the
      // WebAssembly core) gives a perfect move as that search would, its time not counted, as for
      // Zebra (zebra()): the time a move compared is the midgame's on both sides.
      const e = empties(p);
      if (e <= limits.exactEmpties) return { move: solve(p).best, seconds: NaN };
      const c0 = process.cpuUsage();
      // Above the level's exact horizon, --exact-from / --wld-from: the exact solver, its time
      // counted, within --solve-nodes (a node count, so the move is the same on every host); a
      // solve cut short, or a proved loss (WLD), leaves the move to the midgame search.
      const capped = { poll: (s: SolveProgress): boolean => s.nodes > solveNodes };
      if (e <= exactFrom) {
        const r = solve(p, capped);
        if (r.stopped === undefined) return { move: r.best, seconds: cpuSeconds(process.cpuUsage(c0)) };
      } else if (e <= wldFrom) {
        const r = solve(p, { ...capped, alpha: -1, beta: 1 });
        if (r.stopped === undefined && r.score >= 0) return { move: r.best, seconds: cpuSeconds(process.cpuUsage(c0)) };
      }
      const s = new Search(p, limits);
      if (finishAt > 0) {
        // --finish F: no deeper iteration once F of the budget is spent (checked every 2 048 nodes).
        for (let d = 0; !s.step(2048);) {
          if (s.depth === d) continue;
          d = s.depth;
          if (s.nodes >= finishAt * limits.maxNodes) s.stop();
        }
      } else s.step(Infinity);
      return { move: s.best, seconds: cpuSeconds(process.cpuUsage(c0)) };
    },
  };
}

/**
 * The level's evaluation and exact-solve horizon with no node budget and no deepest iteration, but
 * `seconds` of CPU time a move: the search is stepped 4 096 nodes at a time and stopped (its best
 * answer so far) once the move has used them. From 18 empties the exact solver plays, its time not
 * counted, as for Zebra (zebra()): the games are decided in the midgame, and the time a move compared
 * is the midgame's on both sides.
 */
function timed(seconds: number): Player {
  const { evaluate, tableBits } = levelLimits(level);
  const limits: Limits = { maxDepth: 60, exactEmpties: 0, maxNodes: Infinity, tableBits, ...(evaluate && { evaluate }), ...(probcut !== undefined && { probcut }) };
  return {
    name: `${level === MAX_LEVEL ? 'master' : `level ${level}`}@${seconds}s${probcut !== undefined ? ` probcut ${probcut}` : ''}`,
    move(p) {
      if (empties(p) <= 18) return { move: solve(p).best, seconds: NaN };
      const c0 = process.cpuUsage();
      const s = new Search(p, limits);
      while (!s.step(4096)) if (cpuSeconds(process.cpuUsage(c0)) >= seconds) s.stop();
      return { move: s.best, seconds: cpuSeconds(process.cpuUsage(c0)) };
    },
  };
}

/** CPU seconds used by this process's finished children (Linux: /proc/self/stat's cutime + cstime, in ticks of 1/100 s). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function zebra(depth: number, dir: string): Player {
  const exe = join(dir, 'zebra');
  return {
    name: `zebra:${depth}`,
    move(p, history) {
      // From 18 empties Zebra would solve exactly; its endgame solver crashes in the build of the
      // public source used here (gcc 12 -O2, x86-64: a segmentation fault at its first exact solve), so
      // the exact solver plays for it: a perfect move as Zebra's would be (perhaps another of equal
      // value), its time not counted. Both sides play perfectly from there.
      if (empties(p) <= 18) return { move: solve(p).best, seconds: NaN };
      const d = String(depth);
      const args = ['-quiet', '-b', '0', '-r', '0', '-l', d, '18', '18', d, '18', '18', '-slack', '0', '-evalone'];
      if (history.length > 0) args.push('-seq', history.join(''));
      // The -O2 build crashes on its way out after printing its answer (the "-->" line), so the
      // exit status is not read; a missing answer fails.
      const c0 = childCpuSeconds();
      const run = spawnSync(exe, args, { cwd: dir, encoding: 'utf8' });
      const seconds = childCpuSeconds() - c0;
      const text = `${run.stdout}${run.stderr}`;
      const line = text.split('\n').find((l) => l.startsWith('-->')) ?? '';
      const move = /^-->.*?\s([a-h][1-8])\s/.exec(line);
      if (move === null) fail(`zebra ${args.join(' ')}: no move in its answer:\n${text}`);
      return { move: parseSquare(move[1]!)!, seconds };
    },
  };
}

function play(p: Position, sq: number): Position {
  flips(sq, p.pl, p.ph, p.ol, p.oh);
  const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
  return { pl: p.ol ^ out.lo, ph: p.oh ^ out.hi, ol: p.pl | out.lo | bl, oh: p.ph | out.hi | bh };
}

const legal = (p: Position, sq: number): boolean => {
  moves(p.pl, p.ph, p.ol, p.oh);
  return sq >= 0 && (((sq < 32 ? out.lo : out.hi) >>> (sq & 31)) & 1) !== 0;
};

interface Tally { wins: number; draws: number; losses: number; discs: number; seconds: number; moves: number }

/** One game from `opening`; returns black's final disc difference. */
function game(opening: string, black: Player, white: Player, tally: Map<Player, Tally>): number {
  let p: Position = { ...START };
  let toMove = 0; // 0 black, 1 white
  const history: string[] = [];
  for (let i = 0; i < opening.length; i += 2) {
    const sq = parseSquare(opening.slice(i, i + 2));
    if (sq === null || !legal(p, sq)) fail(`opening ${opening}: ${opening.slice(i, i + 2)} is not legal`);
    p = play(p, sq); toMove ^= 1; history.push(opening.slice(i, i + 2));
  }
  for (;;) {
    moves(p.pl, p.ph, p.ol, p.oh);
    if ((out.lo | out.hi) === 0) {
      moves(p.ol, p.oh, p.pl, p.ph);
      if ((out.lo | out.hi) === 0) break;
      p = { pl: p.ol, ph: p.oh, ol: p.pl, oh: p.ph }; toMove ^= 1;
      continue;
    }
    const player = toMove === 0 ? black : white;
    const { move, seconds } = player.move(p, history);
    if (!legal(p, move)) fail(`${player.name} played ${squareName(move)}, not legal after ${history.join('')}`);
    const t = tally.get(player)!;
    if (!Number.isNaN(seconds)) { t.seconds += seconds; t.moves++; }
    p = play(p, move); toMove ^= 1; history.push(squareName(move));
  }
  const score = finalScore(p.pl, p.ph, p.ol, p.oh);
  const blackScore = toMove === 0 ? score : -score;
  process.stdout.write(`${black.name} (black) – ${white.name} (white): ${blackScore > 0 ? '+' : ''}${blackScore}  ${history.join('')}\n`);
  return blackScore;
}

function readWeights(file: string): Uint8Array {
  return new Uint8Array(file.endsWith('.gz') ? gunzipSync(readFileSync(file)) : readFileSync(file));
}

function player(spec: string, zebraDir: string): Player {
  if (spec === 'master') return engine('master', undefined);
  if (spec === 'hand') return engine('hand', null);
  if (spec === 'patterns') return engine('patterns', patternEval);
  if (spec.startsWith('patterns:')) return engine(spec, patternEvalOf(decodePatternWeights(readWeights(spec.slice(9)))));
  const t = /^master@([\d.]+)$/.exec(spec);
  if (t !== null) return timed(Number(t[1]));
  const z = /^zebra:(\d+)$/.exec(spec);
  if (z !== null) return zebra(Number(z[1]), zebraDir);
  return fail(`${spec}: a player is master, master@SECONDS, hand, patterns, patterns:FILE or zebra:DEPTH`);
}

const args = process.argv.slice(2);
/** The level whose limits `hand` and `patterns` play (default the master). */
const level = Number(option(args, '--level', String(MAX_LEVEL)));
/** ProbCut's t for master@SECONDS (search.ts Limits.probcut), when given. */
const probcutOption = option(args, '--probcut', '');
const probcut = probcutOption === '' ? undefined : Number(probcutOption);
/** The midgame node budget instead of the level's (--nodes N). */
const nodesOption = option(args, '--nodes', '');
/** Empties from which `master` solves exactly, or WLD, its time counted (above the level's exact horizon), within --solve-nodes. */
const exactFrom = Number(option(args, '--exact-from', '0'));
const wldFrom = Number(option(args, '--wld-from', '0'));
const solveNodes = Number(option(args, '--solve-nodes', '3000000'));
/** --finish F: the midgame search starts no deeper iteration once F of its node budget is spent. */
const finishAt = Number(option(args, '--finish', '0'));
const named = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
if (named.length !== 2) fail('usage: PLAYER PLAYER [--openings N] [--first K] [--level L] [--weights FILE] [--zebra DIR]');
const weights = option(args, '--weights', `roms/${PATTERN_WEIGHTS}`);
const zebraDir = option(args, '--zebra', '/tmp/zebra');
if (named.some((n) => n === 'patterns' || n.startsWith('master'))) loadPatternWeights(readWeights(weights));
const a = player(named[0]!, zebraDir), b = player(named[1]!, zebraDir);
const n = Number(option(args, '--openings', '8'));
const first = Number(option(args, '--first', '0'));
if (!Number.isInteger(first) || first < 0 || first >= OPENINGS.length) fail(`--first takes 0..${OPENINGS.length - 1}`);
if (!Number.isInteger(n) || n < 1 || first + n > OPENINGS.length) fail(`--openings takes 1..${OPENINGS.length - first}`);
const tally = new Map<Player, Tally>([a, b].map((x) => [x, { wins: 0, draws: 0, losses: 0, discs: 0, seconds: 0, moves: 0 }]));
for (const opening of OPENINGS.slice(first, first + n)) {
  for (const [black, white] of [[a, b], [b, a]] as const) {
    const d = game(opening, black, white, tally);
    const tb = tally.get(black)!, tw = tally.get(white)!;
    tb.discs += d; tw.discs -= d;
    if (d > 0) { tb.wins++; tw.losses++; } else if (d < 0) { tb.losses++; tw.wins++; } else { tb.draws++; tw.draws++; }
  }
}
for (const x of [a, b]) {
  const t = tally.get(x)!;
  process.stdout.write(`${x.name}: ${t.wins} W ${t.draws} D ${t.losses} L, discs ${t.discs > 0 ? '+' : ''}${t.discs}, ${(t.seconds / t.moves).toFixed(2)} s a move (${t.moves} moves timed)\n`);
}
