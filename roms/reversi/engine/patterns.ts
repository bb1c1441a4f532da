/**
 * The learned pattern evaluation (the midgame evaluation of levels 3 and up), in hundredths of a disc
 * for the side to move: per game stage (by empties), a weight for every configuration of each of
 * 11 pattern shapes — an edge with its two X-squares, a corner's 3×3 and 2×5 blocks, the 2nd–4th
 * rows, the diagonals of 4–8 squares — summed over the shape's images under the board's 8
 * symmetries (46 in all), plus a few linear terms (mobility of each side, potential mobility, a
 * constant). The weights are ours, fitted by tools/reversi-patterns.ts on the positions of the
 * WTHOR database's games (124 082 games, 7.4 M positions), each labelled with its game's perfect-play
 * score from 24 empties; the fit's 16-bit weights live in pattern-weights.bin.gz, the program's packed
 * 8-bit ones in pattern-weights-8bit.bin.gz, given to `loadPatternWeights` before the first use (the
 * program: roms/reversi/computer.ts startThinking; the README).
 *
 * A pattern's index: digit i (0 empty, 1 the side to move's, 2 the other side's) of its i-th
 * square, times 3^i. The board is read as 8-bit lines (rows, columns, diagonals; lines.ts), and a
 * table per (instance, line) turns a line's byte into its squares' share of the index, so an
 * instance costs one or two lookups a line it crosses (2×5 blocks: 2 lines, diagonals: 1).
 */
import { popcount64 } from './bits.ts';
import { frontier } from './evaluate.ts';
import { column } from './lines.ts';
import { moves, out } from './moves.ts';
import { MAX_PLY, type Evaluate, type IncrementalEvaluation } from './search.ts';

/** The shapes, each as the squares of one image (x, y: a1 = 0,0), digit i = the i-th square. */
const SHAPES: readonly { name: string; squares: readonly string[] }[] = [
  { name: 'edge+2X', squares: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'b2', 'g2'] },
  { name: 'corner 3×3', squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] },
  { name: 'corner 2×5', squares: ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'b2', 'c2', 'd2', 'e2'] },
  { name: 'row 2', squares: ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2'] },
  { name: 'row 3', squares: ['a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3'] },
  { name: 'row 4', squares: ['a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4'] },
  { name: 'diagonal 8', squares: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'] },
  { name: 'diagonal 7', squares: ['b1', 'c2', 'd3', 'e4', 'f5', 'g6', 'h7'] },
  { name: 'diagonal 6', squares: ['c1', 'd2', 'e3', 'f4', 'g5', 'h6'] },
  { name: 'diagonal 5', squares: ['d1', 'e2', 'f3', 'g4', 'h5'] },
  { name: 'diagonal 4', squares: ['e1', 'f2', 'g3', 'h4'] },
];

/** The linear terms' names, in the weights' order. */
export const LINEAR = ['own mobility', 'their mobility', 'potential mobility', 'constant'] as const;
const NL = LINEAR.length;

/**
 * Game stages by empties: stage s holds the positions with STAGE_FIRST[s] empties or more (and
 * fewer than the next's). Four empties a stage from 16 to 52: with the WTHOR database's 7.4 M
 * positions each stage still has ~0.9 M to fit (the first, self-played fit's 105 k positions had
 * 5 wide stages: 0–19, 20–27, 28–35, 36–43, 44–60).
 */
export const STAGE_FIRST: readonly number[] = [0, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52];
export const STAGES = STAGE_FIRST.length;
const STAGE_OF = new Uint8Array(61);
for (let e = 0, s = 0; e <= 60; e++) { while (s + 1 < STAGES && e >= STAGE_FIRST[s + 1]!) s++; STAGE_OF[e] = s; }
export const stageOf = (empties: number): number => STAGE_OF[empties]!;

/** The 8 symmetries of the board, on (x, y). */
const SYMMETRIES: readonly ((x: number, y: number) => [number, number])[] = [
  (x, y) => [x, y], (x, y) => [7 - x, y], (x, y) => [x, 7 - y], (x, y) => [7 - x, 7 - y],
  (x, y) => [y, x], (x, y) => [7 - y, x], (x, y) => [y, 7 - x], (x, y) => [7 - y, 7 - x],
];

const squareOf = (name: string): number => (name.charCodeAt(0) - 97) + 8 * (name.charCodeAt(1) - 49);

export interface Shape {
  name: string;
  size: number;
  /** 3^size: the configurations. */
  configurations: number;
  /** Its images on the board: each a list of squares, digit i first. */
  instances: number[][];
  /** canonical[k]: the least index among k's images under the symmetries mapping the shape onto itself (they share a weight). */
  readonly canonical: Int32Array;
}

function buildShape(name: string, names: readonly string[]): Shape {
  const base = names.map(squareOf);
  const images = SYMMETRIES.map((t) => base.map((s) => { const [x, y] = t(s & 7, s >> 3); return x + 8 * y; }));
  const key = (sq: number[]): string => [...sq].sort((a, b) => a - b).join(',');
  const instances: number[][] = [];
  const keys = new Set<string>();
  for (const img of images) if (!keys.has(key(img))) { keys.add(key(img)); instances.push(img); }
  // The symmetries taking the shape onto itself permute its digits: digit i goes to perm[i].
  const perms = images.filter((img) => key(img) === key(base)).map((img) => img.map((s) => base.indexOf(s)));
  const size = base.length, configurations = 3 ** size;
  // Made on first use (decoding weights, the fit's tools), not when the program's chunk loads: ~0.25 s of CPU for the 11 shapes.
  let canonical: Int32Array | null = null;
  return { name, size, configurations, instances, get canonical() { return (canonical ??= canonicalOf(size, perms)); } };
}

function canonicalOf(size: number, perms: readonly number[][]): Int32Array {
  const configurations = 3 ** size;
  const canonical = new Int32Array(configurations);
  const digits = new Int32Array(size);
  const powers = perms.map((p) => Int32Array.from(p, (to) => 3 ** to));
  for (let k = 0; k < configurations; k++) {
    for (let i = 0, r = k; i < size; i++, r = (r - (r % 3)) / 3) digits[i] = r % 3;
    let least = k;
    for (const pw of powers) {
      let v = 0;
      for (let i = 0; i < size; i++) v += digits[i]! * pw[i]!;
      if (v < least) least = v;
    }
    canonical[k] = least;
  }
  return canonical;
}

export const SHAPE_LIST: readonly Shape[] = SHAPES.map((s) => buildShape(s.name, s.squares));

/** Where each shape's table starts in a stage's weights (after the linear terms), and a stage's length. */
const SHAPE_BASE: number[] = [];
let stageLength = NL;
for (const s of SHAPE_LIST) { SHAPE_BASE.push(stageLength); stageLength += s.configurations; }
export const STAGE_LENGTH = stageLength;
/** A stage's back-off coefficients, every shape's (2 a square and a constant) back to back. */
const backoffLength = SHAPE_LIST.reduce((n, s) => n + 2 * s.size + 1, 0);

/**
 * The board's lines as 8-bit patterns: 0–7 rows (bit = column), 8–15 columns (bit = row), 16–30
 * the a1–h8-running diagonals by x − y + 7, 31–45 the h1–a8-running ones by x + y (bit = column).
 */
const LINES = 46;
function lineOf(family: number, x: number, y: number): [line: number, bit: number] {
  if (family === 0) return [y, x];
  if (family === 1) return [8 + x, y];
  if (family === 2) return [16 + x - y + 7, x];
  return [31 + x + y, x];
}
/** LINE_LO/HI[l]: the squares of byte-summed line l (rows and diagonals; columns are read by column()). */
const LINE_LO = new Int32Array(LINES), LINE_HI = new Int32Array(LINES);
for (let s = 0; s < 64; s++) {
  const x = s & 7, y = s >> 3, bit = 1 << (s & 31);
  for (const family of [0, 2, 3]) {
    const [l] = lineOf(family, x, y);
    if (s < 32) LINE_LO[l] |= bit; else LINE_HI[l] |= bit;
  }
}

/**
 * Each instance's terms: the line read and a 256-entry table (its squares' share of the index for
 * a byte of own discs; twice that for the other side's). An instance reads the family of lines it
 * crosses fewest of.
 */
const termLine: number[] = [], termTable: number[][] = [], instanceTerms: number[] = [0], instanceBase: number[] = [];
for (let k = 0; k < SHAPE_LIST.length; k++) {
  for (const inst of SHAPE_LIST[k]!.instances) {
    let bestFamily = 0, bestCount = 99;
    for (let f = 0; f < 4; f++) {
      const n = new Set(inst.map((s) => lineOf(f, s & 7, s >> 3)[0])).size;
      if (n < bestCount) { bestCount = n; bestFamily = f; }
    }
    const byLine = new Map<number, [number, number][]>();
    inst.forEach((s, digit) => {
      const [l, bit] = lineOf(bestFamily, s & 7, s >> 3);
      byLine.set(l, [...(byLine.get(l) ?? []), [bit, 3 ** digit]]);
    });
    for (const [l, bits] of byLine) {
      const table = new Array<number>(256).fill(0);
      for (let b = 0; b < 256; b++) for (const [bit, weight] of bits) if ((b >> bit) & 1) table[b] += weight;
      termLine.push(l);
      termTable.push(table);
    }
    instanceTerms.push(termLine.length);
    instanceBase.push(SHAPE_BASE[k]!);
  }
}
const TERM_LINE = Int32Array.from(termLine);
const TERM_TABLE = Int32Array.from(termTable.flat());
const INSTANCE_TERMS = Int32Array.from(instanceTerms);
const INSTANCE_BASE = Int32Array.from(instanceBase);
export const INSTANCES = INSTANCE_BASE.length;
/** The lines some instance reads. */
const USED_LINES = Int32Array.from([...new Set(termLine)].sort((a, b) => a - b));

/** Line bytes of the side to move (0..LINES-1) and of the other side (LINES..). */
const lineBytes = new Int32Array(2 * LINES);

function readLines(pl: number, ph: number, ol: number, oh: number): void {
  const lb = lineBytes;
  for (let i = 0; i < USED_LINES.length; i++) {
    const l = USED_LINES[i]!;
    if (l >= 8 && l < 16) {
      lb[l] = column(pl, ph, l - 8);
      lb[LINES + l] = column(ol, oh, l - 8);
    } else {
      const ml = LINE_LO[l]!, mh = LINE_HI[l]!;
      lb[l] = (Math.imul(pl & ml, 0x01010101) >>> 24) | (Math.imul(ph & mh, 0x01010101) >>> 24);
      lb[LINES + l] = (Math.imul(ol & ml, 0x01010101) >>> 24) | (Math.imul(oh & mh, 0x01010101) >>> 24);
    }
  }
}

/** Each instance's index for a position, into `index` (INSTANCES entries, instance order). */
export function patternIndices(pl: number, ph: number, ol: number, oh: number, index: Int32Array): void {
  readLines(pl, ph, ol, oh);
  const lb = lineBytes;
  for (let j = 0; j < INSTANCES; j++) {
    let k = 0;
    for (let t = INSTANCE_TERMS[j]!, end = INSTANCE_TERMS[j + 1]!; t < end; t++) {
      const l = TERM_LINE[t]!;
      k += TERM_TABLE[(t << 8) + lb[l]!]! + 2 * TERM_TABLE[(t << 8) + lb[LINES + l]!]!;
    }
    index[j] = k;
  }
}

/** The shape of each instance (instance order). */
export const INSTANCE_SHAPE = Int32Array.from(SHAPE_LIST.flatMap((s, k) => s.instances.map(() => k)));

/** The linear terms of a position, into `f` (LINEAR's order). */
export function linearTerms(pl: number, ph: number, ol: number, oh: number, f: Float64Array | Int32Array): void {
  moves(pl, ph, ol, oh);
  f[0] = popcount64(out.lo, out.hi);
  moves(ol, oh, pl, ph);
  f[1] = popcount64(out.lo, out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  f[2] = frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh);
  f[3] = 1;
}

/** The weights of every stage, back to back (STAGE_LENGTH each), in hundredths of a disc; null until loaded. */
let weights: Int16Array | null = null;

export const patternWeightsLoaded = (): boolean => weights !== null;

/** The files' first bytes: the fit's 16-bit weights, and the packed 8-bit ones the program loads. */
const MAGIC = 'RVP1';
const PACKED_MAGIC = 'RVP3';

/** The canonical configurations' slots in a stage (k === canonical[k]), shape by shape, in index order; made on first use. */
let canonicalSlots: readonly Int32Array[] | null = null;
function canonicalSlotsOf(): readonly Int32Array[] {
  return (canonicalSlots ??= SHAPE_LIST.map((s, k) => {
    const slots: number[] = [];
    for (let c = 0; c < s.configurations; c++) if (s.canonical[c] === c) slots.push(SHAPE_BASE[k]! + c);
    return Int32Array.from(slots);
  }));
}
const canonicalPerStage = (): number => canonicalSlotsOf().reduce((n, l) => n + l.length, 0);

const magicOf = (bytes: Uint8Array): string => String.fromCharCode(...bytes.subarray(0, 4));

/**
 * Encodes a fit: per stage the linear weights, then each shape's weights for its canonical
 * configurations (k === canonical[k]), in index order, as 16-bit little-endian integers.
 */
export function encodePatternWeights(stages: readonly Int16Array[]): Uint8Array {
  if (stages.length !== STAGES) throw new Error(`encodePatternWeights: ${STAGES} stages, got ${stages.length}`);
  const values: number[] = [];
  for (const w of stages) {
    for (let i = 0; i < NL; i++) values.push(w[i]!);
    for (const slots of canonicalSlotsOf()) for (const slot of slots) values.push(w[slot]!);
  }
  const bytes = new Uint8Array(4 + 2 * values.length);
  for (let i = 0; i < 4; i++) bytes[i] = MAGIC.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setInt16(4 + 2 * i, v, true));
  return bytes;
}

/**
 * A configuration's back-off weight: its shape's constant (the last coefficient) plus, for each
 * square holding a disc, that square's coefficient for its owner (2i for the side to move's disc on
 * digit i, 2i + 1 for the other side's). The packed file gives it, by stage and shape, to the
 * configurations seen too rarely in training to have a weight of their own: they are mostly those
 * tournament players avoid (an X-square taken beside an empty corner, a C-square run), which a weight
 * of 0 made neutral in the search's leaves (~10 % of the edge and corner instances 4 plies on from
 * game positions; docs/BENCH.md figure 16).
 */
export function backoffWeight(coefficients: ArrayLike<number>, size: number, configuration: number): number {
  let v = coefficients[2 * size]!;
  for (let i = 0, r = configuration; i < size; i++, r = (r - (r % 3)) / 3) { const d = r % 3; if (d !== 0) v += coefficients[2 * i + d - 1]!; }
  return v;
}

/** The packed file's mark for a configuration that takes its back-off weight. */
const BACKOFF = -128;

/**
 * Encodes weights as the program loads them (tools/reversi-patterns.ts `pack`): per stage the
 * linear weights (16-bit) and each shape's step (16-bit, hundredths of a disc) and its back-off
 * coefficients (16-bit, `backoffWeight`), then, shape by shape and canonical configuration by
 * configuration, the weight of each stage in turn as an 8-bit multiple of its shape's step, or
 * −128 where `rare` marks the slot (stage × STAGE_LENGTH + slot): its back-off weight. A
 * configuration's stages side by side, and the many never seen in training (back-off in every
 * stage) in runs, are what gzip packs best (measured on the WTHOR fit: 113 KB against 119 KB stage
 * by stage).
 * `stages[s][slot]` must be steps[s][shape] × (−127..127) on every canonical slot not marked rare.
 */
export function encodePackedWeights(stages: readonly Int16Array[], steps: readonly (readonly number[])[], backoff: readonly (readonly ArrayLike<number>[])[], rare: Uint8Array): Uint8Array {
  if (stages.length !== STAGES || steps.length !== STAGES || backoff.length !== STAGES) throw new Error(`encodePackedWeights: ${STAGES} stages, got ${stages.length} (steps ${steps.length}, back-off ${backoff.length})`);
  const header = STAGES * 2 * (NL + SHAPE_LIST.length + backoffLength);
  const bytes = new Uint8Array(4 + header + STAGES * canonicalPerStage());
  for (let i = 0; i < 4; i++) bytes[i] = PACKED_MAGIC.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  let at = 4;
  for (let st = 0; st < STAGES; st++) {
    for (let i = 0; i < NL; i++, at += 2) view.setInt16(at, stages[st]![i]!, true);
    for (let k = 0; k < SHAPE_LIST.length; k++, at += 2) {
      const step = steps[st]![k]!;
      if (!Number.isInteger(step) || step < 1 || step > 0xffff) throw new Error(`encodePackedWeights: stage ${st}, ${SHAPE_LIST[k]!.name}: step ${step} is not 1..65535`);
      view.setUint16(at, step, true);
    }
    SHAPE_LIST.forEach((s, k) => {
      for (let i = 0; i <= 2 * s.size; i++, at += 2) view.setInt16(at, backoff[st]![k]![i]!, true);
    });
  }
  canonicalSlotsOf().forEach((slots, k) => {
    for (const slot of slots) {
      for (let st = 0; st < STAGES; st++, at++) {
        if (rare[st * STAGE_LENGTH + slot] !== 0) { view.setInt8(at, BACKOFF); continue; }
        const w = stages[st]![slot]!, step = steps[st]![k]!, q = w / step;
        if (!Number.isInteger(q) || q < -127 || q > 127) throw new Error(`encodePackedWeights: stage ${st}, ${SHAPE_LIST[k]!.name}: ${w} is not a multiple −127..127 of its step ${step}`);
        view.setInt8(at, q);
      }
    }
  });
  return bytes;
}

/** Fills every configuration's weight from its canonical one's, in the stage at `w`. */
function spreadCanonical(w: Int16Array): void {
  SHAPE_LIST.forEach((s, k) => {
    const b = SHAPE_BASE[k]!;
    for (let c = 0; c < s.configurations; c++) w[b + c] = w[b + s.canonical[c]!]!;
  });
}

/**
 * Decodes a weights file, the fit's (encodePatternWeights) or the packed one
 * (encodePackedWeights), into the full per-stage tables; throws naming what is wrong.
 */
export function decodePatternWeights(bytes: Uint8Array): Int16Array {
  const magic = magicOf(bytes);
  if (magic === PACKED_MAGIC) return decodePacked(bytes);
  if (magic !== MAGIC) throw new Error(`pattern weights: the file starts with '${magic}', not '${MAGIC}' or '${PACKED_MAGIC}'`);
  const perStage = NL + canonicalPerStage();
  if (bytes.length !== 4 + 2 * perStage * STAGES) throw new Error(`pattern weights: ${bytes.length} bytes, expected ${4 + 2 * perStage * STAGES}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const all = new Int16Array(STAGE_LENGTH * STAGES);
  let at = 4;
  for (let st = 0; st < STAGES; st++) {
    const w = all.subarray(st * STAGE_LENGTH, (st + 1) * STAGE_LENGTH);
    for (let i = 0; i < NL; i++, at += 2) w[i] = view.getInt16(at, true);
    for (const slots of canonicalSlotsOf()) for (const slot of slots) { w[slot] = view.getInt16(at, true); at += 2; }
    spreadCanonical(w);
  }
  return all;
}

function decodePacked(bytes: Uint8Array): Int16Array {
  const header = STAGES * 2 * (NL + SHAPE_LIST.length + backoffLength);
  const expected = 4 + header + STAGES * canonicalPerStage();
  if (bytes.length !== expected) throw new Error(`pattern weights (packed): ${bytes.length} bytes, expected ${expected}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const all = new Int16Array(STAGE_LENGTH * STAGES);
  const steps = new Int32Array(STAGES * SHAPE_LIST.length);
  const backoff = new Int32Array(STAGES * backoffLength);
  let at = 4;
  for (let st = 0; st < STAGES; st++) {
    for (let i = 0; i < NL; i++, at += 2) all[st * STAGE_LENGTH + i] = view.getInt16(at, true);
    for (let k = 0; k < SHAPE_LIST.length; k++, at += 2) steps[st * SHAPE_LIST.length + k] = view.getUint16(at, true);
    for (let i = 0; i < backoffLength; i++, at += 2) backoff[st * backoffLength + i] = view.getInt16(at, true);
  }
  let coefficients = 0;
  canonicalSlotsOf().forEach((slots, k) => {
    const size = SHAPE_LIST[k]!.size, base = SHAPE_BASE[k]!;
    for (const slot of slots) {
      for (let st = 0; st < STAGES; st++, at++) {
        const q = view.getInt8(at);
        all[st * STAGE_LENGTH + slot] = q === BACKOFF
          ? Math.max(-32767, Math.min(32767, backoffWeight(backoff.subarray(st * backoffLength + coefficients), size, slot - base)))
          : q * steps[st * SHAPE_LIST.length + k]!;
      }
    }
    coefficients += 2 * size + 1;
  });
  for (let st = 0; st < STAGES; st++) spreadCanonical(all.subarray(st * STAGE_LENGTH, (st + 1) * STAGE_LENGTH));
  return all;
}

/** Makes `bytes` (pattern-weights.bin) the weights patternEval uses. */
export function loadPatternWeights(bytes: Uint8Array): void {
  weights = decodePatternWeights(bytes);
}

/** The evaluation; the weights must have been loaded (loadPatternWeights). */
export const patternEval: Evaluate = Object.assign((pl: number, ph: number, ol: number, oh: number): number => {
  const w = weights;
  if (w === null) throw new Error('patternEval: the pattern weights are not loaded (loadPatternWeights)');
  return evaluateWith(w, pl, ph, ol, oh);
}, {
  incremental: (): IncrementalEvaluation => {
    if (weights === null) throw new Error('patternEval.incremental: the pattern weights are not loaded (loadPatternWeights)');
    return new PatternFrames(weights);
  },
});

/**
 * For each square, the instances it belongs to and its digit's power of 3 in each (a square is in
 * 3 to 9 of the 46 instances): what a disc placed or flipped there adds to their indices.
 */
const SQUARE_FIRST = new Int32Array(65), SQUARE_INSTANCE: number[] = [], SQUARE_POWER: number[] = [];
{
  const instances = SHAPE_LIST.flatMap((s) => s.instances);
  for (let sq = 0; sq < 64; sq++) {
    SQUARE_FIRST[sq] = SQUARE_INSTANCE.length;
    instances.forEach((inst, j) => {
      const digit = inst.indexOf(sq);
      if (digit >= 0) { SQUARE_INSTANCE.push(j); SQUARE_POWER.push(3 ** digit); }
    });
  }
  SQUARE_FIRST[64] = SQUARE_INSTANCE.length;
}
const SQ_INSTANCE = Int32Array.from(SQUARE_INSTANCE), SQ_POWER = Int32Array.from(SQUARE_POWER);

/**
 * The patterns' indices along the search's frames (Edax's and Zebra's way): each frame keeps every
 * instance's index from the side to move's view and from the other side's; a move turns the
 * parent's two views into the child's (whose side to move is the parent's other side) by the placed
 * square's and the flipped squares' digits alone, so an evaluation reads no lines and looks up no
 * line tables: 46 weights and the mobility. The values are evaluateWith's, exactly (unit tests).
 */
class PatternFrames implements IncrementalEvaluation {
  /** Frame f: INSTANCES indices from the side to move's view at f × 2 × INSTANCES, then the other side's. */
  private readonly index = new Int32Array(MAX_PLY * 2 * INSTANCES);

  constructor(private readonly w: Int16Array) {}

  root(pl: number, ph: number, ol: number, oh: number): void {
    patternIndices(pl, ph, ol, oh, this.index.subarray(0, INSTANCES));
    patternIndices(ol, oh, pl, ph, this.index.subarray(INSTANCES, 2 * INSTANCES));
  }

  play(sp: number, sq: number, fl: number, fh: number, leaf: boolean): void {
    const x = this.index, from = sp * 2 * INSTANCES, own = from + 2 * INSTANCES, other = own + INSTANCES;
    // The child's side to move is the parent's other side: its view is the parent's other view.
    for (let j = 0; j < INSTANCES; j++) x[own + j] = x[from + INSTANCES + j]!;
    if (!leaf) for (let j = 0; j < INSTANCES; j++) x[other + j] = x[from + j]!;
    if (sq < 0) return; // a pass
    // The placed square: empty (0) → the parent's mover's, 2 in the child's view, 1 in the other.
    for (let t = SQUARE_FIRST[sq]!, end = SQUARE_FIRST[sq + 1]!; t < end; t++) {
      const j = SQ_INSTANCE[t]!, p = SQ_POWER[t]!;
      x[own + j] += 2 * p;
      if (!leaf) x[other + j] += p;
    }
    // A flipped square: 1 → 2 in the child's view, 2 → 1 in the other.
    for (let half = 0; half < 2; half++) {
      let bits = half === 0 ? fl : fh;
      while (bits !== 0) {
        const b = bits & -bits;
        bits ^= b;
        const s = 31 - Math.clz32(b) + 32 * half;
        for (let t = SQUARE_FIRST[s]!, end = SQUARE_FIRST[s + 1]!; t < end; t++) {
          const j = SQ_INSTANCE[t]!, p = SQ_POWER[t]!;
          x[own + j] += p;
          if (!leaf) x[other + j] -= p;
        }
      }
    }
  }

  /** The stage's weights' offset and the patterns' share of the value for the children of frontier(). */
  private leafBase = 0;
  private leafSum = 0;
  /** Per instance, the index change the leaf's move makes (0: untouched), and the instances touched. */
  private readonly delta = new Int32Array(INSTANCES);
  private readonly touched = new Int32Array(SQ_INSTANCE.length);

  frontier(sp: number, childEmpties: number): void {
    const w = this.w, x = this.index, other = sp * 2 * INSTANCES + INSTANCES;
    const base = STAGE_OF[childEmpties]! * STAGE_LENGTH;
    let v = 0;
    for (let j = 0; j < INSTANCES; j++) v += w[base + INSTANCE_BASE[j]! + x[other + j]!]!;
    this.leafBase = base;
    this.leafSum = v;
  }

  leaf(sp: number, sq: number, fl: number, fh: number, pl: number, ph: number, ol: number, oh: number): number {
    const w = this.w, x = this.index, other = sp * 2 * INSTANCES + INSTANCES, d = this.delta, touched = this.touched;
    let n = 0;
    // The child's view is the parent's other view, the placed square's digit + 2, the flipped ones' + 1 (play()).
    for (let t = SQUARE_FIRST[sq]!, end = SQUARE_FIRST[sq + 1]!; t < end; t++) {
      const j = SQ_INSTANCE[t]!;
      if (d[j] === 0) touched[n++] = j;
      d[j] += 2 * SQ_POWER[t]!;
    }
    for (let half = 0; half < 2; half++) {
      let bits = half === 0 ? fl : fh;
      while (bits !== 0) {
        const b = bits & -bits;
        bits ^= b;
        const s = 31 - Math.clz32(b) + 32 * half;
        for (let t = SQUARE_FIRST[s]!, end = SQUARE_FIRST[s + 1]!; t < end; t++) {
          const j = SQ_INSTANCE[t]!;
          if (d[j] === 0) touched[n++] = j;
          d[j] += SQ_POWER[t]!;
        }
      }
    }
    const base = this.leafBase;
    let v = this.leafSum;
    for (let i = 0; i < n; i++) {
      const j = touched[i]!, k = base + INSTANCE_BASE[j]! + x[other + j]!;
      v += w[k + d[j]!]! - w[k]!;
      d[j] = 0;
    }
    return v + linearValue(w, base, pl, ph, ol, oh);
  }

  same(sp: number): void {
    const from = sp * 2 * INSTANCES;
    this.index.copyWithin(from + 2 * INSTANCES, from, from + 2 * INSTANCES);
  }

  value(sp: number, pl: number, ph: number, ol: number, oh: number): number {
    const w = this.w, x = this.index, at = sp * 2 * INSTANCES;
    const base = STAGE_OF[64 - popcount64(pl | ol, ph | oh)]! * STAGE_LENGTH;
    let v = 0;
    for (let j = 0; j < INSTANCES; j++) v += w[base + INSTANCE_BASE[j]! + x[at + j]!]!;
    return v + linearValue(w, base, pl, ph, ol, oh);
  }
}

/** The evaluation on weights of its own (decodePatternWeights): a match between two sets of weights. */
export const patternEvalOf = (w: Int16Array) => (pl: number, ph: number, ol: number, oh: number): number => evaluateWith(w, pl, ph, ol, oh);

function evaluateWith(w: Int16Array, pl: number, ph: number, ol: number, oh: number): number {
  const empties = 64 - popcount64(pl | ol, ph | oh);
  const base = STAGE_OF[empties]! * STAGE_LENGTH;
  readLines(pl, ph, ol, oh);
  const lb = lineBytes;
  let v = 0;
  for (let j = 0; j < INSTANCES; j++) {
    let k = 0;
    for (let t = INSTANCE_TERMS[j]!, end = INSTANCE_TERMS[j + 1]!; t < end; t++) {
      const l = TERM_LINE[t]!;
      k += TERM_TABLE[(t << 8) + lb[l]!]! + 2 * TERM_TABLE[(t << 8) + lb[LINES + l]!]!;
    }
    v += w[base + INSTANCE_BASE[j]! + k]!;
  }
  return v + linearValue(w, base, pl, ph, ol, oh);
}

/** The linear terms' share of the value, the stage's weights at `base`. */
function linearValue(w: Int16Array, base: number, pl: number, ph: number, ol: number, oh: number): number {
  moves(pl, ph, ol, oh);
  const mine = popcount64(out.lo, out.hi);
  moves(ol, oh, pl, ph);
  const theirs = popcount64(out.lo, out.hi);
  const el = ~(pl | ol), eh = ~(ph | oh);
  const pot = frontier(ol, oh, el, eh) - frontier(pl, ph, el, eh);
  return w[base]! * mine + w[base + 1]! * theirs + w[base + 2]! * pot + w[base + 3]!;
}
