/**
 * The exact endgame solver, plain recursion (the fast path for the CLI and the bench; think()
 * uses the resumable search of search.ts). It plays every line to the end and returns the final
 * disc difference for the side to move, empties going to the winner.
 *
 * - Deep nodes (more than SHALLOW empties): moves ordered by a short midgame probe far from the
 *   leaves, fastest-first nearer them (fewest replies for the opponent, corners first; the table's
 *   move before all), principal-variation search with null
 *   windows, a transposition table of exact bounds.
 * - Shallow nodes: no move generation; the empty squares are walked from a list kept in a static
 *   good-squares-first order, odd-parity quadrants first (the last move of a region is worth having),
 *   and the last empty is counted without playing it.
 */
import { popcount, popcount64 } from './bits.ts';
import { coreTable, moveLists, onCorePoll, wasmCore, type CoreExports } from './core.ts';
import { ETC_MIN, POLL_INTERVAL, probeDepth, SHALLOW, SMALL_TABLE_BELOW, TABLE_MIN, TINY_TABLE_BELOW, W_CORNER_MOVE, W_CORNER_STABLE, W_POTENTIAL, W_PROBE_REPLY, W_REPLY } from './fastest.ts';
import { lastEmpty, lastFour, lastThree, lastTwo, leaf } from './last.ts';
import { countFlips, flips, moves, NEIGHBOURS_HI, NEIGHBOURS_LO, out } from './moves.ts';
import { estimate } from './estimate.ts';
import { frontier } from './evaluate.ts';
import { finalScore, type Position } from './position.ts';
import { LIST_ORDER, QUADRANT } from './squares.ts';
import { stableCount } from './stable.ts';
import { Table } from './table.ts';

/**
 * Stability cut-off: with s of the opponent's discs stable the side to move finishes with at most
 * 64 − 2s, so a node whose alpha is already that high is cut. Looked for only when alpha is high
 * for the empties left, where it can cut (Edax's thresholds: from 4 empties, alpha ≥ 2·empties − 2).
 * FFO #40, #41, #44: 56.1 M nodes from 7 empties with alpha ≥ 2·empties, 52.7 M from 4 empties,
 * 52.6 M from 4 with alpha ≥ 2·empties − 2.
 */
const STABILITY_ALPHA_MIN = (empties: number): number => 2 * empties - 2;
/** The bound stabilityCut() found. */
let cutScore = 0;
/**
 * Whether the opponent's stable discs hold the side to move to alpha or less (the bound in
 * cutScore). Its discs bound its stable discs, so a count too small to cut skips the stability
 * scan, which most nodes would pay for nothing.
 */
function stabilityCut(pl: number, ph: number, ol: number, oh: number, alpha: number): boolean {
  if (64 - 2 * popcount64(ol, oh) > alpha) return false;
  cutScore = 64 - 2 * stableCount(ol, oh, pl, ph);
  return cutScore <= alpha;
}

const IS_CORNER = (sq: number): boolean => sq === 0 || sq === 7 || sq === 56 || sq === 63;

// The empties list: doubly linked through next/prev, HEAD and TAIL sentinels.
const HEAD = 64, TAIL = 65;
const next = new Int8Array(66), prev = new Int8Array(66);

function buildEmpties(pl: number, ph: number, ol: number, oh: number): number {
  const sqs: number[] = [];
  for (const s of LIST_ORDER) {
    const w = s < 32 ? (pl | ol) : (ph | oh);
    if (((w >>> (s & 31)) & 1) === 0) sqs.push(s);
  }
  let p = HEAD;
  for (const s of sqs) { next[p] = s; prev[s] = p; p = s; }
  next[p] = TAIL; prev[TAIL] = p;
  let parity = 0;
  for (const s of sqs) parity ^= 1 << QUADRANT[s]!;
  return parity;
}

// The WebAssembly core, and the move lists of the deep nodes, one block of 32 per ply (fastest.ts),
// in its memory (its ordering fills them in place): set by the first solve, and again when the
// memory grows for a larger table.
let core: CoreExports;
let listSq: Int32Array, listKey: Int32Array, listFl: Int32Array, listFh: Int32Array;

/** The nodes this file's search counted (the core counts its own: nodeCount()). */
let nodes = 0;
const nodeCount = (): number => nodes + Number(core.nodes.value);
/**
 * The transposition table, in the core's memory (coreTable(): the core's nodes use it too); a
 * two-slot placeholder until the first solve sizes it (tableBitsFor: 32 MB at 2^20 slots).
 */
let table = new Table(1);
/** The small table of the nodes of fewer than SMALL_TABLE_BELOW empties (fastest.ts), in the core's memory too. */
let small = new Table(1);
/** The tiny table of the nodes of fewer than TINY_TABLE_BELOW empties (fastest.ts), in the core's memory too. */
let tiny = new Table(1);
/** The table that keeps the results of nodes with `empties` empties. */
const tableOf = (empties: number): Table => (empties < TINY_TABLE_BELOW ? tiny : empties < SMALL_TABLE_BELOW ? small : table);

export interface SolveResult {
  best: number; score: number; nodes: number;
  /**
   * Present when `poll` stopped the search: the score is then not exact but the best known, and the
   * true score lies in lower..upper (proved by the windows searched so far).
   */
  stopped?: { lower: number; upper: number };
}

/** Where a solve stands, as `poll` sees it. */
export interface SolveProgress {
  nodes: number;
  /** The root window being searched (exclusive bounds), and the root moves finished in it of all. */
  alpha: number; beta: number; done: number; moves: number;
  /** The best move known and its score (a bound: see `lower`, `upper`); -1 before the root's first move. */
  best: number; score: number;
  /** The true score lies in lower..upper. */
  lower: number; upper: number;
}

export interface SolveOptions {
  /** log2 of the transposition table's slots (default tableBitsFor(empties): 2^20, 32 MB, or 2^22, 128 MB). */
  tableBits?: number;
  /** Search without the transposition table (to check it). */
  noTable?: boolean;
  /** Search without the stability cut-off (to check it). */
  noStability?: boolean;
  /**
   * The nodes below the root by this file's TypeScript instead of the WebAssembly core (to check
   * it: the same moves, scores and nodes).
   */
  noCore?: boolean;
  /** Window, default the full -64..64: a narrower one gives a bound outside it. */
  alpha?: number;
  beta?: number;
  /**
   * Called every POLL_INTERVAL deep nodes (a countdown, so the search itself is unchanged and its
   * node counts stay the same); returning true stops the search with the best result known.
   */
  poll?: (progress: SolveProgress) => boolean;
}

let pollCountdown = POLL_INTERVAL;
let poll: ((progress: SolveProgress) => boolean) | undefined;
/** Thrown out of the recursion when `poll` asks to stop. */
const STOP = new Error('solve: stopped');
/** The root's state, for `poll` and for the best result of a stopped search. */
const rootState: SolveProgress = { nodes: 0, alpha: -65, beta: 65, done: 0, moves: 0, best: -1, score: 0, lower: -64, upper: 64 };

function pollNow(): void {
  pollCountdown = POLL_INTERVAL;
  if (poll === undefined) return;
  rootState.nodes = nodeCount();
  if (poll(rootState)) throw STOP;
}

let useTable = true;
let useStability = true;
let useCore = true;

/**
 * The table's size by the position's empties: 2^20 slots (32 MB), and 2^22 (128 MB) from 26
 * empties, where a solve runs to hundreds of millions of nodes and a small table keeps evicting
 * the subtrees it will need again (FFO #48, 25 empties: 437 M nodes with 2^20 slots, 429 M with
 * 2^22, the same CPU time; #50–#59 were solved with 2^22).
 */
export function tableBitsFor(empties: number): number {
  return empties >= 26 ? 22 : 20;
}

/** The exact score for the side to move and a best move (PASS = -1 when it must pass). */
export function solve(p: Position, options: SolveOptions = {}): SolveResult {
  const bits = options.tableBits ?? tableBitsFor(64 - popcount(p.pl | p.ol) - popcount(p.ph | p.oh));
  if (!Number.isInteger(bits) || bits < 2 || bits > 26) throw new Error(`solve: tableBits is an integer 2..26, got ${String(bits)}`);
  if (core === undefined) {
    core = wasmCore();
    onCorePoll(pollNow);
  }
  if (table.mask !== (1 << bits) - 1 || table.words.buffer !== core.memory.buffer) {
    ({ table, small, tiny } = coreTable(core, bits));
    ({ sq: listSq, key: listKey, fl: listFl, fh: listFh } = moveLists(core));
  } else { table.clear(); small.clear(); tiny.clear(); }
  useTable = !options.noTable;
  useStability = !options.noStability;
  core.useTable.value = useTable ? 1 : 0;
  core.stability.value = useStability ? 1 : 0;
  useCore = !options.noCore;
  nodes = 0;
  core.nodes.value = 0n;
  poll = options.poll;
  pollCountdown = POLL_INTERVAL;
  core.pollCountdown.value = POLL_INTERVAL;
  Object.assign(rootState, { alpha: -65, beta: 65, done: 0, moves: 0, best: -1, score: 0, lower: -64, upper: 64 });
  try {
    return solveRoot(p, options);
  } catch (e) {
    if (e !== STOP) throw e;
    // Stopped: the best move known (of this window, else of the last one) and its score
    // clamped into the proved bounds.
    const { best, lower, upper } = rootState;
    const score = Math.max(lower, Math.min(upper, rootState.score));
    return { best, score, nodes: nodeCount(), stopped: { lower, upper } };
  } finally {
    poll = undefined;
  }
}

function solveRoot(p: Position, options: SolveOptions): SolveResult {
  const { pl, ph, ol, oh } = p;
  moves(pl, ph, ol, oh);
  if ((out.lo | out.hi) === 0) {
    moves(ol, oh, pl, ph);
    if ((out.lo | out.hi) === 0) return { best: -1, score: finalScore(pl, ph, ol, oh), nodes: 1 };
  }
  if (options.alpha !== undefined || options.beta !== undefined) {
    const r = root(p, options.alpha ?? -65, options.beta ?? 65);
    return { best: r.best, score: r.score, nodes: nodeCount() };
  }
  // Aspiration: a window around a guess first; when it fails, the next window is centred on the
  // bound the failed search returned (fail-soft, so often well past the window's edge), as
  // MTD(f) does. Every final score is even (the empties go to the winner), so the window
  // (g − 1, g + 1) settles whether the score is g. Measured against widening the failed side by
  // 8, 16, …: FFO #48 (guess +8, score +28) 456 M nodes instead of 1 177 M, #45 344 M instead of 364 M.
  const guessed = guess(p);
  nodes = 0;
  rootState.score = guessed;
  let alpha = Math.max(guessed - 1, -65), beta = Math.min(guessed + 1, 65);
  for (;;) {
    const r = root(p, alpha, beta);
    // A fail-soft result outside the window is a bound of the true score.
    if (r.score <= alpha) rootState.upper = Math.min(rootState.upper, r.score);
    if (r.score >= beta) rootState.lower = Math.max(rootState.lower, r.score);
    if ((r.score <= alpha && alpha > -65) || (r.score >= beta && beta < 65)) {
      alpha = Math.max(r.score - 1, -65);
      beta = Math.min(r.score + 1, 65);
    } else return { best: r.best, score: r.score, nodes: nodeCount() };
  }
}

/**
 * Plies of the probe that guesses the score for the first root window. The estimate predicts final
 * disc differences, so its value needs no scale (the hand-set evaluation's did: ×2.5).
 */
const GUESS_DEPTH = 5;
/** The score guessed by a short search on the estimate, rounded to an even count of discs. */
function guess(p: Position): number {
  const discs = probe(p.pl, p.ph, p.ol, p.oh, GUESS_DEPTH, -100000, 100000) / 100;
  return Math.max(-64, Math.min(64, 2 * Math.round(discs / 2)));
}

/** The root's best move and its score within (alpha, beta) (fail-soft: a bound outside it). */
function root(p: Position, alpha: number, beta: number): { best: number; score: number } {
  const { pl, ph, ol, oh } = p;
  const parity = buildEmpties(pl, ph, ol, oh);
  const empties = 64 - popcount(pl | ol) - popcount(ph | oh);
  moves(pl, ph, ol, oh);
  if ((out.lo | out.hi) === 0) return { best: -1, score: -search(ol, oh, pl, ph, -beta, -alpha, empties, parity, 0) };
  const slot = table.find(pl, ph, ol, oh);
  const n = order(pl, ph, ol, oh, out.lo, out.hi, 0, slot >= 0 ? table.move[slot]! : -1, probeDepth(empties));
  const alpha0 = alpha;
  const known = rootState;
  Object.assign(known, { alpha, beta, done: 0, moves: n });
  if (known.best < 0) known.best = listSq[0]!; // the ordering's first choice until a move is searched
  let best = -1, bestScore = -66;
  for (let i = 0; i < n; i++) {
    const sq = listSq[i]!;
    const v = child(i, pl, ph, ol, oh, alpha, beta, empties, parity, 1, i === 0);
    known.done = i + 1;
    // A move that beats alpha is proved to score at least v (fail-soft).
    if (v > alpha) { known.best = sq; known.score = v; known.lower = Math.max(known.lower, v); }
    if (v > bestScore) { bestScore = v; best = sq; if (v > alpha) alpha = v; if (v >= beta) break; }
  }
  if (useTable) table.store(pl, ph, ol, oh, empties, bestScore > alpha0 ? bestScore : -64, bestScore < beta ? bestScore : 64, best);
  return { best, score: bestScore };
}

function unlink(sq: number): void { next[prev[sq]!] = next[sq]!; prev[next[sq]!] = prev[sq]!; }
function relink(sq: number): void { next[prev[sq]!] = sq; prev[next[sq]!] = sq; }

/**
 * Fills the ply's move list from the move words (ml, mh), ordered best first: the table's move,
 * then by the opponent's reply count (fastest-first), potential mobility and corner discs — or,
 * with `probeDepth` ≥ 0, by a short midgame search of the position after each move plus the
 * opponent's replies. Returns the count.
 */
function order(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, ply: number, ttMove: number, probeDepth: number): number {
  const base = ply * 32;
  let n = 0;
  while ((ml | mh) !== 0) {
    let sq: number;
    if (ml !== 0) { const b = ml & -ml; ml ^= b; sq = 31 - Math.clz32(b); }
    else { const b = mh & -mh; mh ^= b; sq = 63 - Math.clz32(b); }
    flips(sq, pl, ph, ol, oh);
    const fl = out.lo, fh = out.hi;
    const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
    const ql = pl | fl | bl, qh = ph | fh | bh; // the mover's discs after the move
    // The opponent's replies, its corner replies counting 1.5.
    moves(ol ^ fl, oh ^ fh, ql, qh);
    const rl = out.lo, rh = out.hi;
    const replies = 2 * popcount64(rl, rh) + (rl & 1) + ((rl >>> 7) & 1) + ((rh >>> 24) & 1) + (rh >>> 31);
    let key: number;
    if (probeDepth >= 0) key = probeMoves(ol ^ fl, oh ^ fh, ql, qh, rl, rh, probeDepth, -100000, 100000) + (W_PROBE_REPLY / 2) * replies;
    else {
      key = W_REPLY * replies / 2 + W_POTENTIAL * frontier(ql, qh, ~(pl | ol | bl), ~(ph | oh | bh));
      if (IS_CORNER(sq)) key -= W_CORNER_MOVE;
      // Corners owned, and edge squares owned beside an owned corner.
      const sl = (((ql & 0x01) << 1) | ((ql & 0x80) >>> 1) | ((ql & 0x81) << 8) | 0x81) & ql;
      const sh = (((qh & 0x01000000) << 1) | ((qh & 0x80000000) >>> 1) | ((qh & 0x81000000) >>> 8) | 0x81000000) & qh;
      key -= W_CORNER_STABLE * popcount64(sl, sh);
    }
    if (sq === ttMove) key = -1e9;
    // Insertion into the sorted list.
    let j = base + n;
    while (j > base && listKey[j - 1]! > key) {
      listKey[j] = listKey[j - 1]!; listSq[j] = listSq[j - 1]!; listFl[j] = listFl[j - 1]!; listFh[j] = listFh[j - 1]!;
      j--;
    }
    listKey[j] = key; listSq[j] = sq; listFl[j] = fl; listFh[j] = fh;
    n++;
  }
  return n;
}

/**
 * A short alpha-beta on the estimate (hundredths of a disc; a finished game is its exact score),
 * for ordering moves near the root and for the first guess.
 */
function probe(pl: number, ph: number, ol: number, oh: number, depth: number, alpha: number, beta: number): number {
  if (depth === 0) return estimate(pl, ph, ol, oh);
  moves(pl, ph, ol, oh);
  return probeMoves(pl, ph, ol, oh, out.lo, out.hi, depth, alpha, beta);
}

/** probe() at depth ≥ 1 with the side to move's moves (ml, mh) already generated. */
function probeMoves(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, depth: number, alpha: number, beta: number): number {
  if (depth === 0) return estimate(pl, ph, ol, oh);
  if ((ml | mh) === 0) {
    moves(ol, oh, pl, ph);
    if ((out.lo | out.hi) === 0) return finalScore(pl, ph, ol, oh) * 100;
    return -probe(ol, oh, pl, ph, depth - 1, -beta, -alpha);
  }
  let best = -100000;
  while ((ml | mh) !== 0) {
    let sq: number, bl = 0, bh = 0;
    if (ml !== 0) { bl = ml & -ml; ml ^= bl; sq = 31 - Math.clz32(bl); }
    else { bh = mh & -mh; mh ^= bh; sq = 63 - Math.clz32(bh); }
    flips(sq, pl, ph, ol, oh);
    const fl = out.lo, fh = out.hi;
    const v = -probe(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh, depth - 1, -beta, -alpha);
    if (v > best) { best = v; if (v > alpha) { alpha = v; if (v >= beta) break; } }
  }
  return best;
}

/**
 * The score of listed move k (list slot k) for the side to move, as principal-variation search
 * takes it: the first move with the whole window, the others with a null window and a re-search
 * when they land inside it. The child is searched at `childPly`.
 */
function child(k: number, pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number, childPly: number, first: boolean): number {
  const sq = listSq[k]!, fl = listFl[k]!, fh = listFh[k]!;
  const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
  unlink(sq);
  const cpl = ol ^ fl, cph = oh ^ fh, col = pl | fl | bl, coh = ph | fh | bh;
  const cpar = parity ^ (1 << QUADRANT[sq]!);
  let v: number;
  if (first) v = -search(cpl, cph, col, coh, -beta, -alpha, empties - 1, cpar, childPly);
  else {
    v = -search(cpl, cph, col, coh, -alpha - 1, -alpha, empties - 1, cpar, childPly);
    if (v > alpha && v < beta) v = -search(cpl, cph, col, coh, -beta, -v, empties - 1, cpar, childPly);
  }
  relink(sq);
  return v;
}

/** Exact search, window (alpha, beta), for a position with `empties` empty squares. */
function search(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number, ply: number): number {
  // The core searches the whole subtree (its deep nodes tick its own poll countdown).
  if (useCore) return core.search(pl, ph, ol, oh, alpha, beta, empties, parity, ply);
  if (empties <= SHALLOW) return shallow(pl, ph, ol, oh, alpha, beta, empties, parity);
  nodes++;
  if (--pollCountdown === 0) pollNow();
  if (alpha >= STABILITY_ALPHA_MIN(empties) && useStability && stabilityCut(pl, ph, ol, oh, alpha)) return cutScore;
  let ttMove = -1;
  const probe = useTable && empties >= TABLE_MIN;
  const table = tableOf(empties);
  if (probe) {
    const i = table.find(pl, ph, ol, oh);
    if (i >= 0) {
      const lo = table.lower[i]!, up = table.upper[i]!;
      if (lo >= beta) return lo;
      if (up <= alpha) return up;
      if (lo === up) return lo;
      if (lo > alpha) alpha = lo;
      if (up < beta) beta = up;
      ttMove = table.move[i]!;
    }
  }
  moves(pl, ph, ol, oh);
  let ml = out.lo, mh = out.hi;
  if ((ml | mh) === 0) {
    moves(ol, oh, pl, ph);
    if ((out.lo | out.hi) === 0) return finalScore(pl, ph, ol, oh);
    return -search(ol, oh, pl, ph, -beta, -alpha, empties, parity, ply + 1);
  }
  const alpha0 = alpha;
  let best = -66, bestSq = -1, searched = 0;
  if (ttMove >= 0 && (ttMove < 32 ? (ml >>> ttMove) & 1 : (mh >>> (ttMove & 31)) & 1) !== 0) {
    // The table's move first, before the others are generated and ordered: at a cut node it
    // usually refutes alone, and the ordering (mobility of every reply, probes near the root)
    // is never paid for.
    const sq = ttMove;
    flips(sq, pl, ph, ol, oh);
    const fl = out.lo, fh = out.hi;
    const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
    unlink(sq);
    const v = -search(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh, -beta, -alpha, empties - 1, parity ^ (1 << QUADRANT[sq]!), ply + 1);
    relink(sq);
    best = v; bestSq = sq; searched = 1;
    if (v > alpha) {
      alpha = v;
      if (v >= beta) {
        table.store(pl, ph, ol, oh, empties, v, 64, sq);
        return v;
      }
    }
    if (sq < 32) ml &= ~(1 << sq); else mh &= ~(1 << (sq & 31));
  }
  const depth = probeDepth(empties);
  const n = order(pl, ph, ol, oh, ml, mh, ply, -1, depth);
  const base = ply * 32;
  if (probe && empties >= ETC_MIN) {
    // Enhanced transposition cut-off: a reply position the table already knows to be bad
    // enough for the opponent cuts this node before any search.
    for (let k = base; k < base + n; k++) {
      const sq = listSq[k]!, fl = listFl[k]!, fh = listFh[k]!;
      const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
      const t = tableOf(empties - 1);
      const i = t.find(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh);
      if (i >= 0 && -t.upper[i]! >= beta) return -t.upper[i]!;
    }
  }
  for (let i = 0; i < n; i++) {
    const k = base + i;
    const sq = listSq[k]!;
    const v = child(k, pl, ph, ol, oh, alpha, beta, empties, parity, ply + 1, i + searched === 0);
    if (v > best) {
      best = v; bestSq = sq;
      if (v > alpha) { alpha = v; if (v >= beta) break; }
    }
  }
  if (probe) table.store(pl, ph, ol, oh, empties, best > alpha0 ? best : -64, best < beta ? best : 64, bestSq);
  return best;
}

/** Few empties: walk the empties list, odd quadrants first; no table, no move generation. */
function shallow(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number): number {
  if (empties <= 4) return lastFew(pl, ph, ol, oh, alpha, beta, empties, parity);
  nodes++;
  if (alpha >= STABILITY_ALPHA_MIN(empties) && useStability && stabilityCut(pl, ph, ol, oh, alpha)) return cutScore;
  let best = -66;
  for (let pass = 0; pass < 2; pass++) {
    // pass 0: squares in quadrants with an odd number of empties; pass 1: the rest.
    const want = pass === 0 ? parity : ~parity;
    for (let sq = next[HEAD]!; sq !== TAIL; sq = next[sq]!) {
      if (((want >> QUADRANT[sq]!) & 1) === 0) continue;
      if (((NEIGHBOURS_LO[sq]! & ol) | (NEIGHBOURS_HI[sq]! & oh)) === 0) continue;
      flips(sq, pl, ph, ol, oh);
      const fl = out.lo, fh = out.hi;
      if ((fl | fh) === 0) continue;
      const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
      unlink(sq);
      const v = -shallow(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh, -beta, -alpha, empties - 1, parity ^ (1 << QUADRANT[sq]!));
      relink(sq);
      if (v > best) {
        best = v;
        if (v > alpha) { alpha = v; if (v >= beta) return v; }
      }
    }
  }
  if (best !== -66) return best;
  // No move: pass if the opponent has one, else the game is over.
  for (let sq = next[HEAD]!; sq !== TAIL; sq = next[sq]!) {
    if (countFlips(sq, ol, oh, pl, ph) !== 0) return -shallow(ol, oh, pl, ph, -beta, -alpha, empties, parity);
  }
  return finalScore(pl, ph, ol, oh);
}

/**
 * 4 empties or fewer: last.ts's code for each count, the squares passed in list order (the same
 * search and nodes as walking the list). Measured against walking the list down to 2 empties: the
 * same CPU time on FFO #40, #41, #44, #47 (12.1 s both, alternating runs) — the walk was not the
 * cost; flips() and the recursion are.
 */
function lastFew(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number): number {
  const a = next[HEAD]!, b = next[a]!;
  let v: number;
  if (empties === 4 && alpha >= STABILITY_ALPHA_MIN(4) && useStability && stabilityCut(pl, ph, ol, oh, alpha)) {
    nodes++; // counted as lastFour() would count it
    return cutScore;
  }
  if (empties === 4) { const c = next[b]!; v = lastFour(pl, ph, ol, oh, alpha, beta, parity, a, b, c, next[c]!); }
  else if (empties === 3) v = lastThree(pl, ph, ol, oh, alpha, beta, parity, a, b, next[b]!);
  else if (empties === 2) v = lastTwo(pl, ph, ol, oh, alpha, beta, a, b);
  else if (empties === 1) { leaf.nodes++; v = lastEmpty(pl, ph, ol, oh, a); }
  else { leaf.nodes++; v = finalScore(pl, ph, ol, oh); } // a full board (the root's last move)
  nodes += leaf.nodes; leaf.nodes = 0;
  return v;
}
