/**
 * The midgame evaluation's and search's speed, by hand (docs/BENCH.md figure 16): evaluations a
 * second (the learned patterns against the hand-set evaluation, a ratio, as the machine is shared),
 * and the resumable search's nodes a second at fixed depths on the learned patterns, with a
 * checksum of every search's move, value and node count, so a faster evaluation or search can be
 * shown to give the same answers (the same checksum) before and after.
 *
 *   npx esbuild bench/reversi-eval.ts --bundle --platform=node --format=esm --packages=external \
 *     > /tmp/reversi-eval.mjs && node /tmp/reversi-eval.mjs [--positions N] [--depth D] [--rounds R] [--search-only] [--probcut T]
 *
 * Positions: from the start position, seeded random legal moves, one position a game at 20–50
 * empties (the same on every run).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { evaluate } from '../roms/reversi/engine/evaluate.ts';
import { PATTERN_WEIGHTS } from '../roms/reversi/engine/index.ts';
import { flips, moves, out } from '../roms/reversi/engine/moves.ts';
import { loadPatternWeights, patternEval } from '../roms/reversi/engine/patterns.ts';
import { START } from '../roms/reversi/engine/perft.ts';
import type { Position } from '../roms/reversi/engine/position.ts';
import { Search } from '../roms/reversi/engine/search.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const count = option('--positions', 400), depth = option('--depth', 6), rounds = option('--rounds', 3);
/** ProbCut's t (search.ts Limits.probcut), or none. */
const probcut = args.includes('--probcut') ? option('--probcut', NaN) : undefined;

let seed = 12345;
const random = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 16) % n; };

function randomPosition(stopAt: number): Position | null {
  let p: Position = { ...START };
  for (let empties = 60; empties > stopAt;) {
    moves(p.pl, p.ph, p.ol, p.oh);
    const squares: number[] = [];
    for (let s = 0; s < 64; s++) if (((s < 32 ? out.lo : out.hi) >>> (s & 31)) & 1) squares.push(s);
    if (squares.length === 0) return null;
    const sq = squares[random(squares.length)]!;
    flips(sq, p.pl, p.ph, p.ol, p.oh);
    const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
    p = { pl: p.ol ^ out.lo, ph: p.oh ^ out.hi, ol: p.pl | out.lo | bl, oh: p.ph | out.hi | bh };
    empties--;
  }
  return p;
}

const positions: Position[] = [];
while (positions.length < count) { const p = randomPosition(20 + random(31)); if (p !== null) positions.push(p); }

loadPatternWeights(new Uint8Array(gunzipSync(readFileSync(`roms/${PATTERN_WEIGHTS}`))));

const cpu = (): number => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };

function evalsPerSecond(f: (pl: number, ph: number, ol: number, oh: number) => number): { rate: number; sum: number } {
  let sum = 0, calls = 0;
  const t0 = cpu();
  while (cpu() - t0 < 1) {
    for (let pass = 0; pass < 20; pass++) for (const p of positions) { sum = (sum + f(p.pl, p.ph, p.ol, p.oh)) | 0; calls++; }
  }
  return { rate: calls / (cpu() - t0), sum };
}

for (let r = 0; r < rounds; r++) {
  if (!args.includes('--search-only')) {
    const hand = evalsPerSecond(evaluate), pat = evalsPerSecond(patternEval);
    let check = 0;
    for (const p of positions) check = (Math.imul(check, 31) + patternEval(p.pl, p.ph, p.ol, p.oh)) | 0;
    process.stdout.write(`evaluations/s: hand-set ${(hand.rate / 1e6).toFixed(2)} M, patterns ${(pat.rate / 1e6).toFixed(2)} M (×${(hand.rate / pat.rate).toFixed(2)} slower); values' checksum ${check}\n`);
  }
  let nodes = 0, sum = 0;
  const moveList: number[] = [];
  const t0 = cpu();
  for (const p of positions.slice(0, 40)) {
    const s = new Search(p, { maxDepth: depth, exactEmpties: 0, maxNodes: Infinity, tableBits: 18, evaluate: patternEval, ...(probcut !== undefined && { probcut }) });
    s.step(Infinity);
    nodes += s.nodes;
    sum = (Math.imul(sum, 31) + s.best * 100003 + s.value + s.nodes) | 0;
    moveList.push(s.best);
  }
  const t = cpu() - t0;
  process.stdout.write(`search to depth ${depth} on 40 positions: ${nodes} nodes, ${t.toFixed(2)} s, ${(nodes / t / 1e3).toFixed(0)} k nodes/s; answers' checksum ${sum}; moves ${moveList.join(' ')}\n`);
}
