/**
 * Fits the Reversi solver's estimate (roms/reversi/engine/estimate.ts) and writes its weights
 * (estimate-weights.ts). Two steps:
 *
 * - generate: self-played games (a few random opening moves, then the hand-set evaluation's best
 *   reply with some noise and a share of random moves, both drawn per game), with one or two
 *   positions of 12–18 empties from each game labelled with their exact score by the solver.
 *   Seeded, so the same arguments give the same positions. Rows of five 32-bit words: the side to
 *   move's halves, the other side's, the exact score.
 * - fit: least squares on those rows, 10 % held out; alternately the linear weights (normal
 *   equations) and the edge patterns' weights (each the mean residual of its positions, shrunk
 *   towards 0 by a prior of 4 positions). Prints the RMS error of the fit, of the held-out part
 *   and of the hand-set evaluation at its best scale.
 *
 *   npx esbuild tools/reversi-estimate.ts --bundle --platform=node --format=esm --packages=external \
 *     | node --input-type=module - generate --seed 2 --positions 21509 --out /tmp/est-2.bin
 *   … | node --input-type=module - fit /tmp/est-2.bin /tmp/est-3.bin > roms/reversi/engine/estimate-weights.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { popcount } from '../roms/reversi/engine/bits.ts';
import { mirrorPattern } from '../roms/reversi/engine/edge-pattern.ts';
import { edges, features, FEATURES } from '../roms/reversi/engine/estimate.ts';
import { evaluate } from '../roms/reversi/engine/evaluate.ts';
import { flips, moves, out } from '../roms/reversi/engine/moves.ts';
import { START } from '../roms/reversi/engine/perft.ts';
import { solve } from '../roms/reversi/engine/solve.ts';
import { count, fail, legalMoves, nameTool, option, solveLinear } from './reversi-tool.ts';

nameTool('reversi-estimate');

const PATTERNS = 6561;
const NF = FEATURES.length;

function generate(seed: number, positions: number): Int32Array {
  let x = seed >>> 0 || 1;
  const random = (): number => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
  const rows: number[] = [];
  while (rows.length < positions * 5) {
    let pl: number = START.pl, ph: number = START.ph, ol: number = START.ol, oh: number = START.oh;
    const randomPlies = 2 + Math.floor(random() * 10);
    const noise = 0.05 + random() * 0.3; // the share of random moves: some games clean, some wild
    const a = 12 + Math.floor(random() * 7), b = 12 + Math.floor(random() * 7);
    for (let ply = 0; rows.length < positions * 5; ) {
      const empties = 64 - popcount(pl | ol) - popcount(ph | oh);
      if (empties === a || empties === b) {
        rows.push(pl, ph, ol, oh, solve({ pl, ph, ol, oh }, { tableBits: 18 }).score);
        if (empties === Math.min(a, b)) break;
      }
      if (empties < 12) break;
      const list = legalMoves(pl, ph, ol, oh);
      if (list.length === 0) {
        moves(ol, oh, pl, ph);
        if ((out.lo | out.hi) === 0) break;
        [pl, ph, ol, oh] = [ol, oh, pl, ph];
        continue;
      }
      let pick = list[0]!;
      if (ply < randomPlies || random() < noise) pick = list[Math.floor(random() * list.length)]!;
      else {
        let best = Infinity;
        for (const s of list) {
          flips(s, pl, ph, ol, oh);
          const bl = s < 32 ? 1 << s : 0, bh = s < 32 ? 0 : 1 << (s & 31);
          const v = evaluate(ol ^ out.lo, oh ^ out.hi, pl | out.lo | bl, ph | out.hi | bh) + (random() - 0.5) * 100;
          if (v < best) { best = v; pick = s; }
        }
      }
      flips(pick, pl, ph, ol, oh);
      const bl = pick < 32 ? 1 << pick : 0, bh = pick < 32 ? 0 : 1 << (pick & 31);
      [pl, ph, ol, oh] = [ol ^ out.lo, oh ^ out.hi, pl | out.lo | bl, ph | out.hi | bh];
      ply++;
    }
  }
  return Int32Array.from(rows);
}

function fit(files: string[]): string {
  const rows: number[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try { bytes = readFileSync(file); } catch (err) { fail(`${file}: ${(err as Error).message}`); }
    if (bytes.length % 20 !== 0) fail(`${file}: ${bytes.length} bytes is not a whole number of 20-byte rows`);
    rows.push(...new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4));
  }
  const n = rows.length / 5;
  if (n < 1000) fail(`fit: ${n} positions is too few (give generate's files)`);
  const F = new Float64Array(n * NF), E = new Uint16Array(n * 4), Y = new Float64Array(n), H = new Float64Array(n);
  const f = new Float64Array(NF), e = new Uint16Array(4);
  for (let i = 0; i < n; i++) {
    const [pl, ph, ol, oh, score] = rows.slice(i * 5, i * 5 + 5) as [number, number, number, number, number];
    features(pl, ph, ol, oh, f);
    edges(pl, ph, ol, oh, e);
    for (let k = 0; k < 4; k++) e[k] = Math.min(e[k]!, mirrorPattern(e[k]!));
    F.set(f, i * NF); E.set(e, i * 4); Y[i] = score; H[i] = evaluate(pl, ph, ol, oh) / 100;
  }
  const held = (i: number): boolean => i % 10 === 0;
  const w = new Float64Array(NF), t = new Float64Array(PATTERNS);
  const predict = (i: number): number => {
    let v = 0;
    for (let k = 0; k < NF; k++) v += w[k]! * F[i * NF + k]!;
    for (let k = 0; k < 4; k++) v += t[E[i * 4 + k]!]!;
    return v;
  };
  const rms = (p: (i: number) => number, part: boolean): number => {
    let s = 0, c = 0;
    for (let i = 0; i < n; i++) if (held(i) === part) { s += (Y[i]! - p(i)) ** 2; c++; }
    return Math.sqrt(s / c);
  };
  for (let round = 0; round < 30; round++) {
    const a = new Float64Array(NF * NF), b = new Float64Array(NF);
    for (let i = 0; i < n; i++) {
      if (held(i)) continue;
      let r = Y[i]!;
      for (let k = 0; k < 4; k++) r -= t[E[i * 4 + k]!]!;
      for (let j = 0; j < NF; j++) {
        b[j] += F[i * NF + j]! * r;
        for (let k = 0; k < NF; k++) a[j * NF + k] += F[i * NF + j]! * F[i * NF + k]!;
      }
    }
    for (let j = 0; j < NF; j++) a[j * NF + j] += 1e-6;
    w.set(solveLinear(a, b, NF));
    const sum = new Float64Array(PATTERNS), seen = new Float64Array(PATTERNS);
    for (let i = 0; i < n; i++) {
      if (held(i)) continue;
      const r = Y[i]! - predict(i);
      for (let k = 0; k < 4; k++) { sum[E[i * 4 + k]!] += r; seen[E[i * 4 + k]!]++; }
    }
    for (let k = 0; k < PATTERNS; k++) t[k] += sum[k]! / (seen[k]! * 4 + 4);
  }
  // The hand-set evaluation at its best scale (least squares through a constant), for comparison.
  let sx = 0, sy = 0, sxx = 0, sxy = 0, c = 0;
  for (let i = 0; i < n; i++) if (!held(i)) { sx += H[i]!; sy += Y[i]!; sxx += H[i]! ** 2; sxy += H[i]! * Y[i]!; c++; }
  const scale = (c * sxy - sx * sy) / (c * sxx - sx * sx), shift = (sy - scale * sx) / c;
  const report = `${n} positions; RMS error in discs: fitted ${rms(predict, false).toFixed(2)}, held out ${rms(predict, true).toFixed(2)}; `
    + `the hand-set evaluation ×${scale.toFixed(2)}: held out ${rms((i) => scale * H[i]! + shift, true).toFixed(2)}`;
  process.stderr.write(`${report}\n`);
  // Canonical patterns only (a pattern no larger than its mirror image), in order, as 16-bit hex.
  let hex = '';
  for (let k = 0; k < PATTERNS; k++) {
    if (k > mirrorPattern(k)) continue;
    hex += (Math.max(-32768, Math.min(32767, Math.round(t[k]! * 100))) & 0xffff).toString(16).padStart(4, '0');
  }
  const lines = hex.match(/.{1,96}/g)!.map((l) => `  '${l}'`).join(' +\n');
  return `/**
 * GENERATED FILE — do not edit. Regenerate with tools/reversi-estimate.ts (generate, then fit):
 * ${files.length} file(s), ${report}.
 *
 * The weights of the solver's estimate (estimate.ts), in hundredths of a disc: one for each linear
 * feature (FEATURES' order), and one for each edge pattern, stored for the patterns no larger than
 * their mirror image (which shares the weight) as 16-bit two's-complement hex, in pattern order.
 */
import { mirrorPattern } from './edge-pattern.ts';

export const ESTIMATE_WEIGHTS = Int32Array.from([${[...w].map((x) => Math.round(x * 100)).join(', ')}]);

export const ESTIMATE_EDGES: Int16Array = edgeWeights(
${lines},
);

function edgeWeights(hex: string): Int16Array {
  const t = new Int16Array(${PATTERNS});
  let at = 0;
  for (let k = 0; k < ${PATTERNS}; k++) {
    const m = mirrorPattern(k);
    if (k > m) continue;
    t[k] = t[m] = parseInt(hex.slice(at, at + 4), 16) << 16 >> 16;
    at += 4;
  }
  if (at !== hex.length) throw new Error(\`estimate-weights: \${hex.length / 4} edge weights, \${at / 4} patterns\`);
  return t;
}
`;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'generate') {
  const seed = count(args, '--seed'), positions = count(args, '--positions'), file = option(args, '--out');
  const t0 = Date.now();
  writeFileSync(file, generate(seed, positions));
  process.stderr.write(`${positions} positions in ${((Date.now() - t0) / 1000).toFixed(0)} s → ${file}\n`);
} else if (command === 'fit') {
  if (args.length === 0) fail('fit FILE…: the files generate wrote');
  process.stdout.write(fit(args));
} else fail('usage: generate --seed N --positions N --out FILE | fit FILE…');
