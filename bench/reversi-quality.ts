/**
 * The master level's midgame moves graded against a deeper search, by hand (docs/BENCH.md figure 16):
 * where a 16-game match says only "won" or "lost" (±2–3 games of noise), this grades every move on
 * a fixed set of positions, deterministically (node budgets), so two evaluations or two searches
 * compare in a minute instead of an hour of matches.
 *
 *   npx esbuild bench/reversi-quality.ts --bundle --platform=node --format=esm --packages=external \
 *     > /tmp/reversi-quality.mjs
 *   node /tmp/reversi-quality.mjs positions MATCH.txt… --out POSITIONS.json
 *   node /tmp/reversi-quality.mjs oracle POSITIONS.json [--zebra DIR] [--depth D] [--cache FILE]
 *   node /tmp/reversi-quality.mjs grade POSITIONS.json [--weights FILE] [--nodes N] [--probcut T] [--zebra DIR] [--depth D] [--cache FILE] [--worst K]
 *
 * - positions: every position of 20–50 empties with two moves or more along the games printed by
 *   bench/reversi-match.ts (each once).
 * - oracle: Zebra (Gunnar Andersson's engine, built from its public source, never committed; see
 *   reversi-match.ts) searches each position D plies (default 14, no book, no randomness): its
 *   move and value, in discs for the side to move, kept in the cache (default
 *   /tmp/reversi-quality-zebra-D.json), so each position costs one Zebra run once.
 * - grade: the master level's search (its limits, the weights of --weights, --nodes as its
 *   midgame budget) on each position; a move other than Zebra's costs Zebra's value of its own
 *   move less its value of ours (a D − 1-ply search after our move, cached too; 0 when ours
 *   searched better). Prints the share of Zebra's moves played and the mean loss in discs (± its
 *   standard error), by empties, and our CPU time a position; --worst K: the K largest losses (the
 *   moves to the position, its empties, our move and value, Zebra's move and value).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseSquare, squareName } from '../roms/reversi/engine/bits.ts';
import { levelLimits, MAX_LEVEL, PATTERN_WEIGHTS } from '../roms/reversi/engine/index.ts';
import { flips, moves, out } from '../roms/reversi/engine/moves.ts';
import { loadPatternWeights } from '../roms/reversi/engine/patterns.ts';
import { START } from '../roms/reversi/engine/perft.ts';
import { empties, type Position } from '../roms/reversi/engine/position.ts';
import { Search } from '../roms/reversi/engine/search.ts';

const [command, ...args] = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1] ?? fallback;
};
const files = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const depth = Number(option('--depth', '14'));
const zebraDir = option('--zebra', '/tmp/zebra');
const cacheFile = option('--cache', `/tmp/reversi-quality-zebra-${depth}.json`);

/** Zebra's answers by move sequence: [its move, its value in discs for the side to move]. */
const cache: Record<string, [string, number]> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, [string, number]> : {};
let unsaved = 0;
const save = (): void => { writeFileSync(cacheFile, JSON.stringify(cache)); unsaved = 0; };

function zebra(sequence: string): [string, number] {
  const known = cache[sequence];
  if (known !== undefined) return known;
  const d = String(depth);
  const run = spawnSync(join(zebraDir, 'zebra'), ['-quiet', '-b', '0', '-r', '0', '-l', d, '18', '18', d, '18', '18', '-slack', '0', '-evalone', '-seq', sequence], { cwd: zebraDir, encoding: 'utf8' });
  // Its answer line: "-->  depth  value  nodes  move …" (the value for the side to move).
  const line = `${run.stdout}${run.stderr}`.split('\n').find((l) => l.startsWith('-->')) ?? '';
  const m = /^-->\s+\S+\s+([+-][\d.]+)\s+\d+\s+([a-h][1-8])/.exec(line);
  if (m === null) throw new Error(`zebra -seq ${sequence}: no answer in\n${run.stdout}${run.stderr}`);
  const answer: [string, number] = [m[2]!, Number(m[1])];
  cache[sequence] = answer;
  if (++unsaved >= 20) save();
  return answer;
}

const moveCount = (p: Position): number => { moves(p.pl, p.ph, p.ol, p.oh); let n = 0; for (let x = out.lo; x !== 0; x &= x - 1) n++; for (let x = out.hi; x !== 0; x &= x - 1) n++; return n; };
const passed = (p: Position): Position => (moveCount(p) === 0 ? { pl: p.ol, ph: p.oh, ol: p.pl, oh: p.ph } : p);

function play(p: Position, sq: number): Position {
  flips(sq, p.pl, p.ph, p.ol, p.oh);
  const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
  return { pl: p.ol ^ out.lo, ph: p.oh ^ out.hi, ol: p.pl | out.lo | bl, oh: p.ph | out.hi | bh };
}

/** The position after `sequence` (a side with no move passes), to move. */
function positionOf(sequence: string): Position {
  let p: Position = { ...START };
  for (const mv of sequence.match(/../g) ?? []) p = play(passed(p), parseSquare(mv)!);
  return passed(p);
}

interface Entry { seq: string; empties: number }

if (command === 'positions') {
  const list: Entry[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const game = /\(white\): [+-]?\d+\s+([a-h1-8]+)$/.exec(line);
      if (game === null) continue;
      let seq = '';
      for (const mv of game[1]!.match(/../g)!) {
        const p = positionOf(seq), e = empties(p);
        if (e >= 20 && e <= 50 && moveCount(p) >= 2 && !seen.has(seq)) { seen.add(seq); list.push({ seq, empties: e }); }
        seq += mv;
      }
    }
  }
  writeFileSync(option('--out', '/tmp/reversi-quality-positions.json'), JSON.stringify(list));
  process.stderr.write(`${list.length} positions\n`);
} else if (command === 'oracle' || command === 'grade') {
  const list = JSON.parse(readFileSync(files[0] ?? '/tmp/reversi-quality-positions.json', 'utf8')) as Entry[];
  if (command === 'oracle') for (const { seq } of list) zebra(seq);
  else {
    const weights = option('--weights', `roms/${PATTERN_WEIGHTS}`), bytes = readFileSync(weights);
    loadPatternWeights(new Uint8Array(weights.endsWith('.gz') ? gunzipSync(bytes) : bytes));
    const level = levelLimits(MAX_LEVEL), nodes = option('--nodes', ''), probcut = option('--probcut', '');
    const limits = { ...level, ...(nodes !== '' && { maxNodes: Number(nodes) }), ...(probcut !== '' && { probcut: Number(probcut) }) };
    // By empties: 20–27, 28–35, 36–43, 44–50.
    const bands = [0, 1, 2, 3].map(() => ({ n: 0, agree: 0, loss: 0, squares: 0 }));
    let seconds = 0, searched = 0;
    const losses: { loss: number; text: string }[] = [];
    for (const { seq, empties: e } of list) {
      const c0 = process.cpuUsage();
      const s = new Search(positionOf(seq), limits);
      s.step(Infinity);
      const c = process.cpuUsage(c0);
      seconds += (c.user + c.system) / 1e6; searched += s.nodes;
      const ours = squareName(s.best), [theirs, value] = zebra(seq);
      const band = bands[Math.min(3, (e - 20) >> 3)]!;
      band.n++;
      if (ours === theirs) band.agree++;
      else {
        const loss = Math.max(0, value + zebra(seq + ours)[1]);
        band.loss += loss; band.squares += loss * loss;
        losses.push({ loss, text: `${seq} (${e} empties): ours ${ours} (${(s.value / 100).toFixed(2)}, depth ${s.depth}), Zebra's ${theirs} (${value.toFixed(2)}): −${loss.toFixed(2)}` });
      }
    }
    const all = bands.reduce((a, b) => ({ n: a.n + b.n, agree: a.agree + b.agree, loss: a.loss + b.loss, squares: a.squares + b.squares }));
    // The mean loss ± its standard error (a few large losses make most of it).
    const text = (b: { n: number; agree: number; loss: number; squares: number }): string => `${b.n} positions, Zebra's move ${(100 * b.agree / b.n).toFixed(1)} %, loss ${(b.loss / b.n).toFixed(3)} ± ${Math.sqrt(Math.max(0, b.squares / b.n - (b.loss / b.n) ** 2) / b.n).toFixed(3)} discs`;
    process.stdout.write(`${weights}${nodes !== '' ? ` ${nodes} nodes` : ''}${probcut !== '' ? ` probcut ${probcut}` : ''}: ${text(all)}; ${(seconds / list.length).toFixed(3)} s, ${Math.round(searched / list.length)} nodes a position\n`);
    bands.forEach((b, i) => { if (b.n > 0) process.stdout.write(`  ${20 + 8 * i}–${Math.min(50, 27 + 8 * i)} empties: ${text(b)}\n`); });
    for (const l of losses.sort((a, b) => b.loss - a.loss).slice(0, Number(option('--worst', '0')))) process.stdout.write(`  ${l.text}\n`);
  }
  save();
} else {
  process.stderr.write('usage: positions MATCH.txt… --out FILE | oracle POSITIONS.json | grade POSITIONS.json [--weights FILE] [--nodes N] [--probcut T]\n');
  process.exit(2);
}
