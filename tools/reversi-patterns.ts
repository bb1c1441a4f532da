/**
 * Trains the Reversi program's pattern evaluation (roms/reversi/engine/patterns.ts) and writes its
 * weights (roms/reversi/engine/pattern-weights.bin.gz, gzipped). Positions come from one of two
 * sources, as rows of five 32-bit words (the side to move's halves, the other side's, the label in
 * discs for the side to move), then one fit:
 *
 * - wthor: the game records of the WTHOR database of the Fédération Française d'Othello (public;
 *   yearly files WTH_YYYY.wtb; see wthor() for the format and the labels: each game's theoretical
 *   score, perfect play from the file's depth, 24 empties; never committed, training data only).
 * - generate: self-played games: a random opening of 0–24 plies (drawn per game), then both sides
 *   play the engine's own search (4 plies, 20 000 nodes, the hand-set evaluation) to 16 empties,
 *   where the exact solver takes over and plays the game out perfectly. Every position from the end
 *   of the random opening on is labelled with the exact final disc difference reached from the
 *   16-empty position (for the side to move): exact from 16 empties down, the outcome of the
 *   engine's own play above. Seeded, so the same arguments give the same positions.
 * - fit: least squares on those rows, one set of weights per stage (patterns.ts's STAGES), each
 *   fitted on the positions of its stage and MARGIN empties beyond either end; every tenth block of
 *   1 000 positions (whole games but for the blocks' ends) held out. Rounds of: the linear terms
 *   by the normal equations, then each shape's weights by a share of their own least-squares step
 *   (the mean residual of their positions, shrunk towards 0 by a prior of --prior positions).
 *   With --bootstrap K, a second fit on targets half the game's outcome, half the first fit's
 *   value of the position K plies on in the same game (less noisy than the outcome of an imperfect
 *   game alone). Prints the RMS error per stage, of the fit and of the held-out part against the
 *   labels, and of the hand-set evaluation at its best scale on the same positions.
 *
 *   npx esbuild tools/reversi-patterns.ts --bundle --platform=node --format=esm --packages=external \
 *     > /tmp/reversi-patterns.mjs
 *   node /tmp/reversi-patterns.mjs wthor WTHOR/WTH_*.wtb --out /tmp/wthor.bin
 *   node --max-old-space-size=4096 /tmp/reversi-patterns.mjs fit /tmp/wthor.bin --prior 20 --rounds 30 --out /tmp/w.bin
 *   gzip -9 -c /tmp/w.bin > roms/reversi/engine/pattern-weights.bin.gz
 *
 * Those are the committed weights: the 124 082 games of WTHOR 1977–2018 (the copy in the GitHub
 * repository AJ2K02/Othello-Engine, folder wthor/), 7 425 636 positions, no illegal move among
 * them; the fit about 3 minutes of CPU and 2.3 GB of memory; the report it printed is in
 * roms/reversi/engine/README.md. (The earlier weights came from `generate --seed 10 --games 800`,
 * 11, 20 and 21, fitted with `--prior 100 --rounds 40 --bootstrap 4`: 105 686 positions.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { popcount } from '../roms/reversi/engine/bits.ts';
import { flips, moves, out } from '../roms/reversi/engine/moves.ts';
import { START } from '../roms/reversi/engine/perft.ts';
import { Search } from '../roms/reversi/engine/search.ts';
import { evaluate } from '../roms/reversi/engine/evaluate.ts';
import {
  decodePatternWeights, encodePackedWeights, encodePatternWeights, INSTANCE_SHAPE, INSTANCES, LINEAR, linearTerms, patternIndices, SHAPE_LIST, STAGE_FIRST,
  STAGE_LENGTH, STAGES, stageOf as STAGE_OF_EMPTIES,
} from '../roms/reversi/engine/patterns.ts';
import { solve } from '../roms/reversi/engine/solve.ts';
import { count, fail, legalMoves, nameTool, option, solveLinear } from './reversi-tool.ts';

nameTool('reversi-patterns');

/** Where the exact solver takes over from the engine's own play. */
const SOLVE_FROM = 16;

function generate(seed: number, games: number): Int32Array {
  let x = seed >>> 0 || 1;
  const random = (): number => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
  const rows: number[] = [];
  for (let game = 0; game < games; game++) {
    let pl: number = START.pl, ph: number = START.ph, ol: number = START.ol, oh: number = START.oh;
    const randomPlies = Math.floor(random() * 25);
    // The positions recorded, each with the parity of its side to move against the solved one.
    const seen: number[] = [];
    let side = 0, label: number | null = null;
    for (let ply = 0; ; ) {
      const empties = 64 - popcount(pl | ol) - popcount(ph | oh);
      const list = legalMoves(pl, ph, ol, oh);
      if (list.length === 0) {
        moves(ol, oh, pl, ph);
        if ((out.lo | out.hi) === 0) {
          const p = popcount(pl) + popcount(ph), o = popcount(ol) + popcount(oh);
          label = p > o ? p - o + empties : p < o ? p - o - empties : 0;
          break;
        }
        [pl, ph, ol, oh] = [ol, oh, pl, ph];
        side ^= 1;
        continue;
      }
      if (ply >= randomPlies) seen.push(pl, ph, ol, oh, side);
      if (empties <= SOLVE_FROM) {
        label = solve({ pl, ph, ol, oh }, { tableBits: 18 }).score;
        break;
      }
      let pick: number;
      if (ply < randomPlies) pick = list[Math.floor(random() * list.length)]!;
      else {
        const s = new Search({ pl, ph, ol, oh }, { maxDepth: 4, exactEmpties: 0, maxNodes: 20_000, tableBits: 14 });
        s.step(Infinity);
        pick = s.best;
      }
      flips(pick, pl, ph, ol, oh);
      const bl = pick < 32 ? 1 << pick : 0, bh = pick < 32 ? 0 : 1 << (pick & 31);
      [pl, ph, ol, oh] = [ol ^ out.lo, oh ^ out.hi, pl | out.lo | bl, ph | out.hi | bh];
      side ^= 1;
      ply++;
    }
    for (let i = 0; i < seen.length; i += 5) {
      rows.push(seen[i]!, seen[i + 1]!, seen[i + 2]!, seen[i + 3]!, seen[i + 4] === side ? label : -label);
    }
  }
  return Int32Array.from(rows);
}

/**
 * Positions from game records in the WTHOR format of the Fédération Française d'Othello (a 16-byte
 * header whose byte 14 is the number of empties from which each game's "theoretical score" was
 * computed by perfect play; then 68 bytes a game: 8 of tournament, players, black's final disc count
 * and black's theoretical one, then 60 moves as 10 × row + column, 11 = a1, 0 after the game's end).
 * Every position of a game, in order, labelled for its side to move: with the theoretical score
 * from the first position through to THEORY_DOWN_TO empties (exact from the file's depth on, if the
 * players made no mistake after it; the outcome their own moves led to before it), the final score
 * of the game below that. A game whose moves are not legal is left out and counted.
 */
const THEORY_DOWN_TO = 12;
function wthor(files: string[]): { rows: Int32Array; games: number; bad: number } {
  const rows: number[] = [];
  let games = 0, bad = 0;
  for (const file of files) {
    let bytes: Buffer;
    try { bytes = readFileSync(file); } catch (err) { fail(`${file}: ${(err as Error).message}`); }
    if (bytes.length < 16 || (bytes.length - 16) % 68 !== 0) fail(`${file}: ${bytes.length} bytes is not a WTHOR game file (16 + 68 × games)`);
    if (bytes[12] !== 0 && bytes[12] !== 8) fail(`${file}: board size ${bytes[12]} in the header, not 8`);
    const depth = bytes[14]!;
    next: for (let at = 16; at < bytes.length; at += 68) {
      const real = 2 * bytes[at + 6]! - 64, theory = 2 * bytes[at + 7]! - 64;
      let pl: number = START.pl, ph: number = START.ph, ol: number = START.ol, oh: number = START.oh;
      let black = 1; // 1 while black is to move in (pl, ph)
      const game: number[] = [];
      for (let i = 0; i < 60; i++) {
        const m = bytes[at + 8 + i]!;
        if (m === 0) break;
        const x = (m % 10) - 1, y = Math.floor(m / 10) - 1;
        if (x < 0 || x > 7 || y < 0 || y > 7) { bad++; continue next; }
        let list = legalMoves(pl, ph, ol, oh);
        if (list.length === 0) { [pl, ph, ol, oh] = [ol, oh, pl, ph]; black ^= 1; list = legalMoves(pl, ph, ol, oh); }
        const sq = x + 8 * y;
        if (!list.includes(sq)) { bad++; continue next; }
        const empties = 64 - popcount(pl | ol) - popcount(ph | oh);
        const label = empties >= THEORY_DOWN_TO || empties >= depth ? theory : real;
        game.push(pl, ph, ol, oh, black === 1 ? label : -label);
        flips(sq, pl, ph, ol, oh);
        const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
        [pl, ph, ol, oh] = [ol ^ out.lo, oh ^ out.hi, pl | out.lo | bl, ph | out.hi | bh];
        black ^= 1;
      }
      games++;
      for (const v of game) rows.push(v);
    }
  }
  return { rows: Int32Array.from(rows), games, bad };
}

/** Held out of the fit: every tenth block of 1 000 positions (about 30 games: whole games, but for the ends). */
const held = (i: number): boolean => Math.floor(i / 1000) % 10 === 0;

function readRows(files: string[]): Int32Array {
  const parts: Int32Array[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try { bytes = readFileSync(file); } catch (err) { fail(`${file}: ${(err as Error).message}`); }
    if (bytes.length % 20 !== 0) fail(`${file}: ${bytes.length} bytes is not a whole number of 20-byte rows`);
    parts.push(new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)));
  }
  const rows = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { rows.set(p, at); at += p.length; }
  return rows;
}

/** Weights seen in few positions are shrunk towards 0: the prior's weight, in positions (--prior). */
let PRIOR = 4;
/** Each weight's step: RATE / the shape's instances of its own least-squares step a round. */
const RATE = 1.5;
let ROUNDS = 100;
/** Plies on for the second fit's targets (--bootstrap; 0: the outcomes only). */
let BOOTSTRAP = 0;
/** Shapes left out of the fit (--without NAME, repeatable): their weights stay 0. */
const without = new Set<string>();
/** A stage is fitted on its own positions and those this many empties beyond either end. */
const MARGIN = 2;

function fit(files: string[]): { bytes: Uint8Array; report: string } {
  const rows = readRows(files);
  const n = rows.length / 5;
  if (n < 10_000) fail(`fit: ${n} positions is too few (give generate's files)`);
  const NLIN = LINEAR.length;
  // Each instance's weight slot in a stage (its shape's table, canonical configuration).
  const shapeBase: number[] = [];
  { let b = NLIN; for (const s of SHAPE_LIST) { shapeBase.push(b); b += s.configurations; } }
  const ids = new Int32Array(n * INSTANCES), lin = new Float64Array(n * NLIN), y = new Float64Array(n);
  const hand = new Float64Array(n), empties = new Uint8Array(n);
  const index = new Int32Array(INSTANCES), f = new Float64Array(NLIN);
  for (let i = 0; i < n; i++) {
    const pl = rows[i * 5]!, ph = rows[i * 5 + 1]!, ol = rows[i * 5 + 2]!, oh = rows[i * 5 + 3]!;
    patternIndices(pl, ph, ol, oh, index);
    for (let j = 0; j < INSTANCES; j++) {
      const k = INSTANCE_SHAPE[j]!;
      ids[i * INSTANCES + j] = shapeBase[k]! + SHAPE_LIST[k]!.canonical[index[j]!]!;
    }
    linearTerms(pl, ph, ol, oh, f);
    lin.set(f, i * NLIN);
    y[i] = rows[i * 5 + 4]!;
    hand[i] = evaluate(pl, ph, ol, oh) / 100;
    empties[i] = 64 - popcount(pl | ol) - popcount(ph | oh);
  }
  const fitAll = (target: Float64Array): { stages: Int16Array[]; lines: string[] } => {
  const stages: Int16Array[] = [];
  const lines: string[] = [];
  for (let st = 0; st < STAGES; st++) {
    const lo = STAGE_FIRST[st]!, hi = st + 1 < STAGES ? STAGE_FIRST[st + 1]! : 61;
    const train: number[] = [], test: number[] = [];
    for (let i = 0; i < n; i++) {
      const e = empties[i]!;
      if (held(i)) { if (e >= lo && e < hi) test.push(i); }
      else if (e >= lo - MARGIN && e < hi + MARGIN) train.push(i);
    }
    // The stage's training positions copied shape by shape (for shape k, m_k slots a position, one
    // position after another), so each round streams through memory instead of striding across
    // every position's 46 slots (several times faster on millions of positions).
    const t = train.length;
    const tids = new Int32Array(t * INSTANCES), shapeAt: number[] = [];
    let o = 0;
    for (let k = 0; k < SHAPE_LIST.length; k++) {
      const first = INSTANCE_SHAPE.indexOf(k), m = SHAPE_LIST[k]!.instances.length;
      shapeAt.push(o);
      for (let a = 0; a < t; a++) { const i = train[a]!; for (let j = first; j < first + m; j++) tids[o++] = ids[i * INSTANCES + j]!; }
    }
    const tlin = new Float64Array(t * NLIN);
    for (let a = 0; a < t; a++) for (let p = 0; p < NLIN; p++) tlin[a * NLIN + p] = lin[train[a]! * NLIN + p]!;
    const w = new Float64Array(STAGE_LENGTH), seen = new Float64Array(STAGE_LENGTH), sum = new Float64Array(STAGE_LENGTH);
    for (let q = 0; q < tids.length; q++) seen[tids[q]!]++;
    const predict = (i: number): number => {
      let v = 0;
      for (let k = 0; k < NLIN; k++) v += w[k]! * lin[i * NLIN + k]!;
      for (let j = 0; j < INSTANCES; j++) v += w[ids[i * INSTANCES + j]!]!;
      return v;
    };
    // Fitted against the training targets, held out against the games' outcomes.
    const rms = (list: number[], p: (i: number) => number): number => Math.sqrt(list.reduce((s, i) => s + ((held(i) ? y : target)[i]! - p(i)) ** 2, 0) / list.length);
    // The residuals of the training positions (local order), kept up to date as the weights move.
    const r = new Float64Array(t);
    for (let a = 0; a < t; a++) r[a] = target[train[a]!]!;
    for (let round = 0; round < ROUNDS; round++) {
      // The linear terms: least squares on what the patterns leave.
      const a2 = new Float64Array(NLIN * NLIN), b = new Float64Array(NLIN);
      for (let a = 0; a < t; a++) {
        let v = r[a]!;
        for (let p = 0; p < NLIN; p++) v += w[p]! * tlin[a * NLIN + p]!;
        for (let p = 0; p < NLIN; p++) {
          b[p] += tlin[a * NLIN + p]! * v;
          for (let q = 0; q < NLIN; q++) a2[p * NLIN + q] += tlin[a * NLIN + p]! * tlin[a * NLIN + q]!;
        }
      }
      for (let p = 0; p < NLIN; p++) a2[p * NLIN + p] += 1e-6;
      const next = solveLinear(a2, b, NLIN);
      for (let a = 0; a < t; a++) for (let p = 0; p < NLIN; p++) r[a] -= (next[p]! - w[p]!) * tlin[a * NLIN + p]!;
      for (let p = 0; p < NLIN; p++) w[p] = next[p]!;
      // The patterns, one shape at a time: each weight moves by a share of its own least-squares
      // step (the mean residual of its positions, shrunk by the prior), the share 1 / the shape's
      // instances, as they all move at once.
      for (let k = 0; k < SHAPE_LIST.length; k++) {
        if (without.has(SHAPE_LIST[k]!.name)) continue;
        const m = SHAPE_LIST[k]!.instances.length, at = shapeAt[k]!;
        const from = shapeBase[k]!, to = from + SHAPE_LIST[k]!.configurations;
        sum.fill(0, from, to);
        for (let a = 0, q = at; a < t; a++) { const v = r[a]!; for (let j = 0; j < m; j++) sum[tids[q++]!] += v; }
        for (let c = from; c < to; c++) sum[c] = seen[c]! > 0 ? RATE * sum[c]! / (m * (seen[c]! + PRIOR)) : 0;
        for (let c = from; c < to; c++) w[c] += sum[c]!;
        for (let a = 0, q = at; a < t; a++) { let d = 0; for (let j = 0; j < m; j++) d += sum[tids[q++]!]!; r[a] -= d; }
      }
      if (round % 10 === 9) process.stderr.write(`  stage ${st} round ${round + 1}: fitted ${Math.sqrt(r.reduce((s2, v) => s2 + v * v, 0) / t).toFixed(3)}, held out ${rms(test, predict).toFixed(3)}\n`);
    }
    // The hand-set evaluation at its best scale (least squares through a constant), for comparison.
    let sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const i of train) { sx += hand[i]!; sy += y[i]!; sxx += hand[i]! ** 2; sxy += hand[i]! * y[i]!; }
    const c = train.length, scale = (c * sxy - sx * sy) / (c * sxx - sx * sx), shift = (sy - scale * sx) / c;
    const line = `stage ${st} (${lo}–${hi - 1} empties): ${train.length} positions fitted, ${test.length} held out; RMS error in discs: fitted ${rms(train, predict).toFixed(2)}, held out ${rms(test, predict).toFixed(2)}; hand-set ×${scale.toFixed(2)}: held out ${rms(test, (i) => scale * hand[i]! + shift).toFixed(2)}`;
    process.stderr.write(`${line}\n`);
    lines.push(line);
    stages.push(Int16Array.from(w, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 100)))));
  }
  return { stages, lines };
  };
  let { stages, lines } = fitAll(y);
  if (BOOTSTRAP > 0) {
    // Again, each training position's target now half its game's outcome, half the first fit's
    // value of the position BOOTSTRAP plies on in the same game (nearer the end, so better known).
    const target = y.slice();
    const index2 = new Int32Array(INSTANCES);
    for (let i = 0; i < n; i++) {
      let j = i;
      while (j + 1 < n && j - i < BOOTSTRAP && empties[j + 1]! < empties[j]!) j++;
      if (j === i) continue;
      const pl = rows[j * 5]!, ph = rows[j * 5 + 1]!, ol = rows[j * 5 + 2]!, oh = rows[j * 5 + 3]!;
      patternIndices(pl, ph, ol, oh, index2);
      const w = stages[STAGE_OF_EMPTIES(empties[j]!)]!;
      let v = 0;
      for (let q = 0; q < INSTANCES; q++) { const k = INSTANCE_SHAPE[q]!; v += w[shapeBase[k]! + SHAPE_LIST[k]!.canonical[index2[q]!]!]!; }
      for (let q = 0; q < NLIN; q++) v += w[q]! * lin[j * NLIN + q]!;
      // The same side to move as i when the two labels (one game's outcome) agree; a drawn game: by the plies' parity.
      const same = y[i] !== 0 ? y[j] === y[i] : (j - i) % 2 === 0;
      target[i] = 0.5 * y[i]! + 0.5 * (same ? v : -v) / 100;
    }
    ({ stages, lines } = fitAll(target));
  }
  return { bytes: encodePatternWeights(stages), report: `${n} positions from ${files.length} file(s)\n${lines.join('\n')}` };
}

/**
 * The weights as the program loads them (encodePackedWeights): a configuration seen fewer than
 * `minSeen` times among its stage's training positions takes its shape's back-off weight
 * (backoffWeight: a constant and a weight for each square and owner, fitted by least squares, each
 * configuration seen `minSeen` times or more counting once, on those configurations' weights), and
 * each stage's shape keeps the others as 8-bit multiples of a step of `minStep` hundredths of a disc
 * or more (as much as its largest weight needs).
 */
function pack(weightsFile: string, files: string[], minSeen: number, minStep: number): Uint8Array {
  let bytes: Buffer;
  try { bytes = readFileSync(weightsFile); } catch (err) { fail(`${weightsFile}: ${(err as Error).message}`); }
  const full = decodePatternWeights(new Uint8Array(weightsFile.endsWith('.gz') ? gunzipSync(bytes) : bytes));
  const rows = readRows(files);
  const n = rows.length / 5;
  const NLIN = LINEAR.length;
  const shapeBase: number[] = [];
  { let b = NLIN; for (const s of SHAPE_LIST) { shapeBase.push(b); b += s.configurations; } }
  const seen = new Int32Array(STAGES * STAGE_LENGTH), index = new Int32Array(INSTANCES);
  for (let i = 0; i < n; i++) {
    if (held(i)) continue;
    const pl = rows[i * 5]!, ph = rows[i * 5 + 1]!, ol = rows[i * 5 + 2]!, oh = rows[i * 5 + 3]!;
    patternIndices(pl, ph, ol, oh, index);
    const base = STAGE_OF_EMPTIES(64 - popcount(pl | ol) - popcount(ph | oh)) * STAGE_LENGTH;
    for (let j = 0; j < INSTANCES; j++) { const k = INSTANCE_SHAPE[j]!; seen[base + shapeBase[k]! + SHAPE_LIST[k]!.canonical[index[j]!]!]++; }
  }
  const rare = new Uint8Array(STAGES * STAGE_LENGTH);
  for (let i = 0; i < rare.length; i++) rare[i] = seen[i]! < minSeen ? 1 : 0;
  const stages: Int16Array[] = [], steps: number[][] = [], backoff: Int16Array[][] = [];
  for (let st = 0; st < STAGES; st++) {
    const w = full.slice(st * STAGE_LENGTH, (st + 1) * STAGE_LENGTH), stageSteps: number[] = [], stageBackoff: Int16Array[] = [];
    SHAPE_LIST.forEach((s, k) => {
      stageBackoff.push(fitBackoff(s.size, s.configurations, (c) => {
        const slot = shapeBase[k]! + s.canonical[c]!;
        return rare[st * STAGE_LENGTH + slot] !== 0 ? null : w[slot]!;
      }));
      let largest = 0;
      for (let c = 0; c < s.configurations; c++) {
        const slot = shapeBase[k]! + c;
        if (s.canonical[c] !== c || rare[st * STAGE_LENGTH + slot] !== 0) continue;
        largest = Math.max(largest, Math.abs(w[slot]!));
      }
      const step = Math.max(minStep, Math.ceil(largest / 127));
      for (let c = 0; c < s.configurations; c++) if (s.canonical[c] === c) w[shapeBase[k]! + c] = step * Math.round(w[shapeBase[k]! + c]! / step);
      stageSteps.push(step);
    });
    stages.push(w);
    steps.push(stageSteps);
    backoff.push(stageBackoff);
  }
  return encodePackedWeights(stages, steps, backoff, rare);
}

/**
 * A shape's back-off coefficients (backoffWeight's): least squares over every configuration whose
 * weight `weightOf` gives (null: not fitted on), each counting once (its images under the shape's
 * symmetries too, so the coefficients are as symmetric as the shape), a ridge of 1.
 */
function fitBackoff(size: number, configurations: number, weightOf: (c: number) => number | null): Int16Array {
  const m = 2 * size + 1, a = new Float64Array(m * m), b = new Float64Array(m), x: number[] = [];
  for (let c = 0; c < configurations; c++) {
    const y = weightOf(c);
    if (y === null) continue;
    x.length = 0;
    x.push(2 * size);
    for (let i = 0, r = c; i < size; i++, r = (r - (r % 3)) / 3) { const d = r % 3; if (d !== 0) x.push(2 * i + d - 1); }
    for (const p of x) { b[p] += y; for (const q of x) a[p * m + q] += 1; }
  }
  for (let p = 0; p < m; p++) a[p * m + p] += 1;
  return Int16Array.from(solveLinear(a, b, m), (v) => Math.max(-32767, Math.min(32767, Math.round(v))));
}

const [command, ...args] = process.argv.slice(2);
if (command === 'generate') {
  const seed = count(args, '--seed'), games = count(args, '--games'), file = option(args, '--out');
  const t0 = Date.now();
  const rows = generate(seed, games);
  writeFileSync(file, rows);
  process.stderr.write(`${games} games, ${rows.length / 5} positions in ${((Date.now() - t0) / 1000).toFixed(0)} s → ${file}\n`);
} else if (command === 'wthor') {
  const file = option(args, '--out');
  const inputs = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  if (inputs.length === 0) fail('wthor FILE… --out FILE: WTHOR game files (.wtb)');
  const { rows, games, bad } = wthor(inputs);
  writeFileSync(file, rows);
  process.stderr.write(`${games} games (${bad} with an illegal move left out), ${rows.length / 5} positions → ${file}\n`);
} else if (command === 'fit') {
  const outFile = option(args, '--out');
  if (args.includes('--prior')) PRIOR = count(args, '--prior');
  if (args.includes('--rounds')) ROUNDS = count(args, '--rounds');
  if (args.includes('--bootstrap')) BOOTSTRAP = count(args, '--bootstrap');
  args.forEach((a, i) => { if (a === '--without') without.add(args[i + 1] ?? fail('--without NAME: a shape of patterns.ts')); });
  for (const name of without) if (!SHAPE_LIST.some((s) => s.name === name)) fail(`--without ${name}: no such shape (${SHAPE_LIST.map((s) => s.name).join(', ')})`);
  const files = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  if (files.length === 0) fail('fit FILE… --out FILE: the files generate wrote');
  const { bytes, report } = fit(files);
  writeFileSync(outFile, bytes);
  writeFileSync(`${outFile}.txt`, `${report}\n`);
  process.stderr.write(`${bytes.length} bytes → ${outFile} (the report beside it, ${outFile}.txt)\n`);
} else if (command === 'pack') {
  const outFile = option(args, '--out'), weightsFile = option(args, '--weights');
  const minSeen = args.includes('--min-seen') ? count(args, '--min-seen') : 30;
  const minStep = args.includes('--min-step') ? count(args, '--min-step') : 25;
  const files = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  if (files.length === 0) fail('pack --weights FILE ROWS… --out FILE: the fit\'s weights and the rows it was fitted on');
  const bytes = pack(weightsFile, files, minSeen, minStep);
  const gz = gzipSync(bytes, { level: 9 });
  writeFileSync(outFile, gz);
  process.stderr.write(`${bytes.length} bytes, ${gz.length} gzipped → ${outFile}\n`);
} else fail('usage: generate --seed N --games N --out FILE | wthor FILE.wtb… --out FILE | fit FILE… --out FILE | pack --weights FILE ROWS… --out FILE');
