import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fromCells, type Position } from '../../roms/reversi/engine/position.ts';
import {
  backoffWeight, decodePatternWeights, encodePackedWeights, encodePatternWeights, INSTANCES, LINEAR, loadPatternWeights, patternEval, patternIndices, SHAPE_LIST,
  STAGE_LENGTH, STAGES,
} from '../../roms/reversi/engine/patterns.ts';
import { popcount64 } from '../../roms/reversi/engine/bits.ts';
import { Search, type Limits } from '../../roms/reversi/engine/search.ts';
import { ROOT } from '../support/frames.ts';
import { randomPosition, rng } from '../support/reversi-reference.ts';

const WEIGHTS = join(ROOT, 'roms/reversi/engine/pattern-weights.bin.gz');

const positions = (seed: number, count: number): Position[] => {
  const random = rng(seed), list: Position[] = [];
  for (let k = 0; k < count; k++) {
    const { cells, toMove } = randomPosition(random, 4 + Math.floor(random() * 52));
    list.push(fromCells(cells, toMove));
  }
  return list;
};

const at = (p: Position, sq: number): number => {
  const bit = 1 << (sq & 31);
  return ((sq < 32 ? p.pl : p.ph) & bit) !== 0 ? 1 : ((sq < 32 ? p.ol : p.oh) & bit) !== 0 ? 2 : 0;
};

test('each instance\'s index is its squares\' digits (own 1, other 2) times 3^i, on 2 000 random positions', () => {
  const index = new Int32Array(INSTANCES);
  for (const p of positions(7, 2000)) {
    patternIndices(p.pl, p.ph, p.ol, p.oh, index);
    let j = 0;
    for (const shape of SHAPE_LIST) {
      for (const squares of shape.instances) {
        assert.is(index[j], squares.reduce((k, sq, i) => k + at(p, sq) * 3 ** i, 0), `${shape.name}, instance ${j}`);
        j++;
      }
    }
  }
  assert.is(INSTANCES, 46);
});

test('a configuration and its images under the shape\'s own symmetries share a weight through encode and decode', () => {
  const random = rng(3);
  const stages = Array.from({ length: STAGES }, () => Int16Array.from({ length: STAGE_LENGTH }, () => Math.floor(random() * 2000) - 1000));
  const all = decodePatternWeights(encodePatternWeights(stages));
  let base = LINEAR.length;
  for (const shape of SHAPE_LIST) {
    for (let c = 0; c < shape.configurations; c += 97) {
      for (let st = 0; st < STAGES; st++) {
        assert.is(all[st * STAGE_LENGTH + base + c], stages[st]![base + shape.canonical[c]!], `${shape.name} ${c}`);
      }
    }
    base += shape.configurations;
  }
  assert.throws(() => decodePatternWeights(new Uint8Array([82, 86, 80, 49, 0, 0])), /pattern weights: 6 bytes, expected/);
  assert.throws(() => decodePatternWeights(new Uint8Array(8)), /starts with/);
});

/** The position under a board symmetry (x, y) → t(x, y). */
function transformed(p: Position, t: (x: number, y: number) => [number, number]): Position {
  const q = { pl: 0, ph: 0, ol: 0, oh: 0 };
  for (let sq = 0; sq < 64; sq++) {
    const d = at(p, sq);
    if (d === 0) continue;
    const [x, y] = t(sq & 7, sq >> 3), s = x + 8 * y, bit = 1 << (s & 31);
    if (d === 1) { if (s < 32) q.pl |= bit; else q.ph |= bit; } else if (s < 32) q.ol |= bit; else q.oh |= bit;
  }
  return q;
}

test('the committed weights load, and the evaluation is the same for a position\'s 8 images under the board\'s symmetries (500 random positions)', () => {
  loadPatternWeights(new Uint8Array(gunzipSync(readFileSync(WEIGHTS))));
  const symmetries: ((x: number, y: number) => [number, number])[] = [
    (x, y) => [7 - x, y], (x, y) => [x, 7 - y], (x, y) => [y, x], (x, y) => [7 - y, 7 - x], (x, y) => [7 - y, x],
  ];
  let nonZero = 0;
  for (const p of positions(11, 500)) {
    const v = patternEval(p.pl, p.ph, p.ol, p.oh);
    if (v !== 0) nonZero++;
    for (const t of symmetries) {
      const q = transformed(p, t);
      assert.is(patternEval(q.pl, q.ph, q.ol, q.oh), v);
    }
  }
  assert.ok(nonZero > 450, `${nonZero} of 500 evaluations are not 0`);
});

test('the evaluation kept move by move (patternEval.incremental) gives the searches of the plain one: the same moves, values and nodes, sliced or not (60 random positions)', () => {
  loadPatternWeights(new Uint8Array(gunzipSync(readFileSync(WEIGHTS))));
  assert.ok(patternEval.incremental !== undefined);
  const plain = (pl: number, ph: number, ol: number, oh: number): number => patternEval(pl, ph, ol, oh);
  let cut = 0;
  for (const [k, p] of positions(13, 60).entries()) {
    // Some searched to the end (exact: the ordering's evaluations only), some cut short mid-iteration.
    const limits = { maxDepth: 5, exactEmpties: 8, maxNodes: k % 3 === 0 ? 3000 : Infinity, tableBits: 12 };
    const answer = (evaluate: typeof patternEval, slice: number): string => {
      const s = new Search(p, { ...limits, evaluate });
      while (!s.step(slice));
      return `${s.best} ${s.value} ${s.depth} ${s.nodes}`;
    };
    const expected = answer(plain, Infinity);
    assert.is(answer(patternEval, Infinity), expected, `position ${k}`);
    assert.is(answer(patternEval, 37), expected, `position ${k}, slices of 37 nodes`);
    if (Number(expected.split(' ')[3]) >= 3000) cut++;
  }
  assert.ok(cut >= 10, `${cut} searches cut short`);
});

test('ProbCut (Limits.probcut): fewer nodes at the same depth, the same answer however the work is sliced, and the exact value of an exact search', () => {
  loadPatternWeights(new Uint8Array(gunzipSync(readFileSync(WEIGHTS))));
  let full = 0, cut = 0;
  for (const [k, p] of positions(17, 24).entries()) {
    const answer = (limits: Partial<Limits>, slice: number): { text: string; nodes: number } => {
      const s = new Search(p, { maxDepth: 6, exactEmpties: 0, maxNodes: Infinity, tableBits: 14, evaluate: patternEval, ...limits });
      while (!s.step(slice));
      return { text: `${s.best} ${s.value} ${s.depth} ${s.exact} ${s.nodes}`, nodes: s.nodes };
    };
    const selective = answer({ probcut: 1.5 }, Infinity);
    assert.is(answer({ probcut: 1.5 }, 37).text, selective.text, `position ${k}, slices of 37 nodes`);
    assert.is(answer({ probcut: 1.5, maxNodes: 2000 }, 37).text, answer({ probcut: 1.5, maxNodes: 2000 }, Infinity).text, `position ${k}, 2 000 nodes`);
    full += answer({}, Infinity).nodes;
    cut += selective.nodes;
  }
  assert.ok(cut < 0.8 * full, `${cut} nodes with ProbCut, ${full} without`);
  const endgames = positions(18, 300).filter((q) => { const e = 64 - popcount64(q.pl | q.ol, q.ph | q.oh); return e >= 8 && e <= 10; });
  assert.ok(endgames.length >= 6, `${endgames.length} endgames`);
  for (const [k, endgame] of endgames.entries()) {
    const solveOf = (limits: Partial<Limits>): number => {
      const s = new Search(endgame, { maxDepth: 6, exactEmpties: 10, maxNodes: Infinity, tableBits: 14, evaluate: patternEval, ...limits });
      s.step(Infinity);
      assert.ok(s.exact);
      return s.value;
    };
    // The short iterations before the exact one order its moves, ProbCut or not: the nodes differ, the value is exact.
    assert.is(solveOf({ probcut: 1.5 }), solveOf({}), `endgame ${k}`);
  }
});

test('packed weights: 8-bit multiples of a step per stage and shape, every stage of a configuration side by side, the rare ones by their back-off weight, back as they were', () => {
  const random = rng(5);
  const steps = Array.from({ length: STAGES }, () => SHAPE_LIST.map(() => 1 + Math.floor(random() * 250)));
  const backoff = steps.map(() => SHAPE_LIST.map((shape) => Int16Array.from({ length: 2 * shape.size + 1 }, () => Math.floor(random() * 1000) - 500)));
  const rare = new Uint8Array(STAGES * STAGE_LENGTH);
  const stages = steps.map((stageSteps, st) => {
    const w = Int16Array.from({ length: STAGE_LENGTH }, () => Math.floor(random() * 4000) - 2000);
    let base = LINEAR.length;
    SHAPE_LIST.forEach((shape, k) => {
      for (let c = 0; c < shape.configurations; c++) {
        w[base + c] = stageSteps[k]! * (Math.floor(random() * 255) - 127);
        if (random() < 0.3) rare[st * STAGE_LENGTH + base + c] = 1;
      }
      base += shape.configurations;
    });
    return w;
  });
  const bytes = encodePackedWeights(stages, steps, backoff, rare);
  const all = decodePatternWeights(bytes);
  let base = LINEAR.length;
  SHAPE_LIST.forEach((shape, k) => {
    for (let c = 0; c < shape.configurations; c += 89) {
      const slot = base + shape.canonical[c]!;
      for (let st = 0; st < STAGES; st++) {
        const expected = rare[st * STAGE_LENGTH + slot] !== 0 ? backoffWeight(backoff[st]![k]!, shape.size, shape.canonical[c]!) : stages[st]![slot];
        assert.is(all[st * STAGE_LENGTH + base + c], expected, `${shape.name} ${c} stage ${st}`);
      }
    }
    base += shape.configurations;
  });
  for (let st = 0; st < STAGES; st++) for (let i = 0; i < LINEAR.length; i++) assert.is(all[st * STAGE_LENGTH + i], stages[st]![i]);
  // The edge+2X table's first canonical configuration (0, all empty) is its back-off constant where rare.
  const slot0 = LINEAR.length;
  rare[3 * STAGE_LENGTH + slot0] = 1;
  assert.is(decodePatternWeights(encodePackedWeights(stages, steps, backoff, rare))[3 * STAGE_LENGTH + slot0], backoff[3]![0]![2 * SHAPE_LIST[0]!.size]);
  rare[3 * STAGE_LENGTH + slot0] = 0;
  stages[3]![slot0] = steps[3]![0]! * 128;
  assert.throws(() => encodePackedWeights(stages, steps, backoff, rare), /stage 3, edge\+2X: \d+ is not a multiple −127\.\.127 of its step/);
  assert.throws(() => decodePatternWeights(bytes.subarray(0, 1000)), /pattern weights \(packed\): 1000 bytes, expected/);
});

test.run();
