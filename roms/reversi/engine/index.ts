/**
 * The Reversi engine's interface for the program (roms/reversi): an incremental search the ROM
 * steps between frames. Pure TypeScript on 32-bit integers: no DOM, no Node, no BigInt.
 */
import { squareName } from './bits.ts';
import { fromCells, type Colour } from './position.ts';
import { patternEval, patternWeightsLoaded } from './patterns.ts';
import { Search, toDiscs, type Limits } from './search.ts';
import { LEVEL_NAMES, MAX_LEVEL } from './levels.ts';

export type { Colour } from './position.ts';
export { squareName, parseSquare } from './bits.ts';
export { loadPatternWeights, patternWeightsLoaded } from './patterns.ts';
export { LEVEL_NAMES, MAX_LEVEL } from './levels.ts';

/**
 * The learned evaluation's weights (patterns.ts), as the program loads them before its first
 * search at a level that uses them: a path under roms/ (runtime/assets.ts). 8-bit, the configurations
 * seen fewer than 30 times in training left at 0: ~98 KB gzipped (tools/reversi-patterns.ts `pack`).
 */
export const PATTERN_WEIGHTS = 'reversi/engine/pattern-weights-8bit.bin.gz';

/** Squares 0..63: a1 = 0, b1 = 1 … h1 = 7, a2 = 8 … h8 = 63 (column letter a–h = x 0–7, row digit 1–8 = y 0–7, row 1 at the top as drawn). */
export const PASS = -1;

/** An incremental search: the ROM calls step() between frames, so the board stays responsive. */
export interface Thinker {
  /** Search about `nodes` more nodes (never many more); true once the answer is final. The answer depends only on the position and the level, never on how the work was sliced into steps. */
  step(nodes: number): boolean;
  /** Best move so far: a legal square, or PASS when the side to move has none. */
  readonly best: number;
  /** Its value for the side to move: the evaluation, or the exact final disc difference when `exact`. */
  readonly score: number;
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
}

/**
 * The master level's midgame node budget, ProbCut's probes included: Zebra's CPU time a move at
 * 10 plies (docs/BENCH.md figure 16, 30 Nov: 0.08 s a move against Zebra's 0.08 s, its
 * coefficients' loading included; 180 000 nodes took 1.4–1.5× and graded no better). Its exact
 * search from 18 empties keeps the 2 500 000 nodes it had.
 */
const MASTER_NODES = 120_000;

/**
 * The search levels. Each has a fixed node budget (so the same position and level give the same
 * move on every host), a deepest midgame iteration, and the number of empties from which it
 * solves the game to the end. Budgets sized from the Node speed of the resumable search
 * (docs/BENCH.md). The master searches selectively (ProbCut, t = 1.5) as deep as its budget goes.
 */
const LEVELS: readonly (Limits & { patterns: boolean })[] = [
  { maxDepth: 2, exactEmpties: 6, maxNodes: 5_000, tableBits: 12, patterns: false },
  { maxDepth: 4, exactEmpties: 10, maxNodes: 40_000, tableBits: 14, patterns: true },
  { maxDepth: 6, exactEmpties: 12, maxNodes: 200_000, tableBits: 16, patterns: true },
  { maxDepth: 8, exactEmpties: 14, maxNodes: 800_000, tableBits: 17, patterns: true },
  { maxDepth: 60, exactEmpties: 18, maxNodes: MASTER_NODES, exactNodes: 2_500_000, probcut: 1.5, tableBits: 18, patterns: true },
];

// levels.ts names each of them.
if (LEVELS.length !== LEVEL_NAMES.length) throw new Error(`reversi engine: ${LEVELS.length} levels, ${LEVEL_NAMES.length} names`);

const levelOf = (level: number, call: string): Limits & { patterns: boolean } => {
  const l = LEVELS[level - 2];
  if (!Number.isInteger(level) || l === undefined) throw new Error(`${call}: level ${String(level)} is not a search level (2..${MAX_LEVEL})`);
  return l;
};

/**
 * True when level `level` searches on the learned evaluation (patterns.ts), whose weights must be
 * loaded first (loadPatternWeights, from PATTERN_WEIGHTS). Level 2, the first computer a new
 * player meets, keeps the hand-set one: it plays with no weights to fetch. From level 3 the
 * patterns win almost every game against the hand-set evaluation at the same limits (level 3's:
 * 30–0–2, level 4's: 15–0–1; engine/README.md).
 */
export function usesPatterns(level: number): boolean {
  return levelOf(level, 'usesPatterns').patterns;
}

/** The limits of search level 2..MAX_LEVEL (the bench's matches play them outside the program). */
export function levelLimits(level: number, call = 'levelLimits'): Limits {
  const { patterns, ...limits } = levelOf(level, call);
  return patterns ? { ...limits, evaluate: patternEval } : limits;
}

/** Start thinking for `toMove` on `cells` (64 entries, 0/1/2) at `level`; each level has a fixed node budget, so the same position and level always give the same move on every host. A level that usesPatterns needs the weights loaded. */
export function think(cells: ArrayLike<number>, toMove: Colour, level: number): Thinker {
  const limits = levelLimits(level, 'think');
  if (limits.evaluate !== undefined && !patternWeightsLoaded()) throw new Error(`think: level ${level} needs the pattern weights (loadPatternWeights, from ${PATTERN_WEIGHTS})`);
  const search = new Search(fromCells(cells, toMove, 'think'), limits);
  return {
    step: (nodes: number): boolean => search.step(nodes),
    get best() { return search.best; },
    get score() { return search.exact ? toDiscs(search.value) : search.value / 100; },
    get exact() { return search.exact; },
    get depth() { return search.depth; },
    get nodes() { return search.nodes; },
  };
}

/** "d3 (+4, exact, depth 12, 81 234 nodes)": a Thinker's answer for logs and hints. */
export function describe(t: Thinker): string {
  const s = t.score > 0 ? `+${t.score}` : String(t.score);
  return `${squareName(t.best)} (${s}${t.exact ? ', exact' : ''}, depth ${t.depth}, ${t.nodes} nodes)`;
}
