/**
 * The resumable search behind think(): iteratively deepened NegaScout (principal-variation search)
 * with a transposition table, run on an explicit stack so that it can stop after any number of
 * nodes and carry on later exactly where it was. The answer therefore depends only on the position
 * and the limits, never on how the work was sliced.
 *
 * Values are in hundredths of a disc for the side to move. A finished game is worth
 * ±(WIN + 100 × disc difference), beyond any evaluation, so a search deep enough to reach the end
 * of every line (depth ≥ empties) is an exact endgame solve; toDiscs() turns it back into discs.
 */
import { popcount } from './bits.ts';
import { evaluate } from './evaluate.ts';
import { flips, moves, out } from './moves.ts';
import { finalScore, type Position } from './position.ts';
import { LIST_ORDER, SQUARE_VALUE } from './squares.ts';
import { Table } from './table.ts';

export const WIN = 20000;
/** Evaluations are kept inside ±EVAL_LIMIT, below every finished-game value. */
const EVAL_LIMIT = 15000;
const INF = 32000;
const PASS = -1;
/** Frames of the explicit stack (60 moves and the passes between them). */
export const MAX_PLY = 128;
/** Slots of a frame's move list. */
export const MAX_MOVES = 32;

/** The value of a finished game whose final disc difference (empties to the winner) is d. */
export const gameValue = (d: number): number => (d > 0 ? WIN + 100 * d : d < 0 ? -WIN + 100 * d : 0);
/** Back from a finished-game value to the disc difference. */
export const toDiscs = (v: number): number => (v > 0 ? (v - WIN) / 100 : v < 0 ? (v + WIN) / 100 : 0);

/**
 * A frame's state: being entered; waiting for the child it launched (a move); waiting for its
 * ProbCut probe above beta, then below alpha (the child frame is the same position searched
 * shallower with a null window, see probcut()).
 */
const ENTER = 0, CHILD = 1, PROBE_HIGH = 2, PROBE_LOW = 3;
/** enter()'s answer when it has pushed a probe frame above the frame. */
const PUSHED = 0x7fffffff;

export interface Limits {
  /** Deepest midgame iteration (plies; a pass is not a ply). */
  maxDepth: number;
  /** With this many empties or fewer, search to the end of the game (exact). */
  exactEmpties: number;
  /** Nodes the whole search may visit; it stops after that, keeping the best answer it has. */
  maxNodes: number;
  /** maxNodes instead for a search to the end of the game (from exactEmpties), when given. */
  exactNodes?: number;
  /** log2 of the table's slots. */
  tableBits: number;
  /**
   * The midgame evaluation, when not the hand-set one (evaluate.ts): the bench's matches pass the
   * learned patterns' (patterns.ts patternEval). A parameter, so the program's bundle leaves them out.
   */
  evaluate?: Evaluate;
  /**
   * ProbCut (Buro's): t, how many standard deviations of a shallow search's error a node's shallow
   * probe must clear its window by to cut it without the deep search; undefined: no probes (a
   * full-width search). Never in an exact search (a search to the end of the game).
   */
  probcut?: number;
}

export type Evaluate = ((pl: number, ph: number, ol: number, oh: number) => number) & {
  /** The same evaluation kept up to date move by move along the search's frames, when it has such a form. */
  incremental?: () => IncrementalEvaluation;
};

/**
 * An evaluation whose state follows the search's frames (patterns.ts: the patterns' indices,
 * updated by each move's flips instead of read from the board at each call). Frame c's state is
 * made from frame c − 1's by play(); the values are those of the plain function, exactly.
 */
export interface IncrementalEvaluation {
  /** Frame 0 holds this position. */
  root(pl: number, ph: number, ol: number, oh: number): void;
  /**
   * Frame sp + 1 holds frame sp's position after move sq (PASS: a pass) flipping fl, fh; `leaf`:
   * it will only be evaluated, never played from.
   */
  play(sp: number, sq: number, fl: number, fh: number, leaf: boolean): void;
  /** The value of frame sp's position, which is pl, ph, ol, oh. */
  value(sp: number, pl: number, ph: number, ol: number, oh: number): number;
  /** Frame sp + 1 holds frame sp's position (a ProbCut probe searches it again, shallower). */
  same(sp: number): void;
  /** Frame sp's children, of childEmpties empties, are about to be valued by leaf(). */
  frontier(sp: number, childEmpties: number): void;
  /**
   * The value of frame sp's position after move sq flipping fl, fh, which is pl, ph, ol, oh: what
   * play(sp, sq, fl, fh, true) then value(sp + 1, …) give, without writing frame sp + 1.
   */
  leaf(sp: number, sq: number, fl: number, fh: number, pl: number, ph: number, ol: number, oh: number): number;
}

export class Search {
  // One frame per ply of the explicit stack.
  private readonly board = new Int32Array(MAX_PLY * 4);
  private readonly alpha = new Int32Array(MAX_PLY);
  private readonly beta = new Int32Array(MAX_PLY);
  private readonly alpha0 = new Int32Array(MAX_PLY);
  private readonly depthLeft = new Int16Array(MAX_PLY);
  private readonly emptyCount = new Int8Array(MAX_PLY);
  private readonly bestValue = new Int32Array(MAX_PLY);
  private readonly bestSq = new Int8Array(MAX_PLY);
  private readonly count = new Int8Array(MAX_PLY);
  private readonly index = new Int8Array(MAX_PLY);
  private readonly state = new Int8Array(MAX_PLY);
  /** 1: the child now searched is a null-window probe that may need a re-search. */
  private readonly probing = new Int8Array(MAX_PLY);
  /** The bound a frame's ProbCut probe must clear (PROBE_HIGH: reach it, PROBE_LOW: stay at or below it). */
  private readonly probeBound = new Int32Array(MAX_PLY);
  /** The table's move for the frame's position when it was entered (−2: none). */
  private readonly ttMove = new Int8Array(MAX_PLY);
  private readonly probeMargin = new Int32Array(MAX_PLY);
  private readonly listSq = new Int8Array(MAX_PLY * MAX_MOVES);
  private readonly listKey = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly listFl = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly listFh = new Int32Array(MAX_PLY * MAX_MOVES);
  private table: Table;
  private sp = -1;
  private ret = 0;
  private readonly rootEmpties: number;
  private readonly evaluate: Evaluate;
  private readonly incremental: IncrementalEvaluation | null;

  nodes = 0;
  /** The answer of the last finished iteration (or the better move a cut-short one proved). */
  best = PASS;
  value = 0;
  depth = 0;
  exact = false;
  done = false;
  private iterationDepth = 0;
  private readonly schedule: number[];
  /** The node budget: limits.maxNodes, or limits.exactNodes for an exact search. */
  private readonly maxNodes: number;

  constructor(private readonly root: Position, private readonly limits: Limits) {
    this.table = tableOf(limits.tableBits);
    this.evaluate = limits.evaluate ?? evaluate;
    this.incremental = this.evaluate.incremental?.() ?? null;
    const { pl, ph, ol, oh } = root;
    this.rootEmpties = 64 - popcount(pl | ol) - popcount(ph | oh);
    moves(pl, ph, ol, oh);
    // The iterations: 1, 2, … maxDepth; in the endgame a few short ones to order the moves, then
    // straight to the end of the game.
    const e = this.rootEmpties;
    this.schedule = [];
    this.maxNodes = e <= limits.exactEmpties ? limits.exactNodes ?? limits.maxNodes : limits.maxNodes;
    if (e <= limits.exactEmpties) {
      for (let d = 2; d < Math.min(e, 8); d += 2) this.schedule.push(d);
      this.schedule.push(e);
    } else {
      for (let d = 1; d <= Math.min(limits.maxDepth, e); d++) this.schedule.push(d);
    }
    if ((out.lo | out.hi) === 0) {
      // Nothing to search: pass, or the game is over.
      this.end();
      moves(ol, oh, pl, ph);
      if ((out.lo | out.hi) === 0) { this.value = gameValue(finalScore(pl, ph, ol, oh)); this.exact = true; }
      else this.value = clampEval(this.evaluate(pl, ph, ol, oh));
    } else {
      moves(pl, ph, ol, oh);
      this.best = lowest(out.lo, out.hi); // a legal answer from the start
    }
  }

  /** Searches at most `budget` more nodes; true once the answer is final. */
  step(budget: number): boolean {
    if (!(budget >= 0)) throw new Error(`Thinker.step: nodes is a number ≥ 0, got ${String(budget)}`);
    while (!this.done) {
      if (this.sp < 0) {
        if (this.iterationDepth >= this.schedule.length) { this.end(); break; }
        this.startIteration(this.schedule[this.iterationDepth]!);
      }
      const allowed = Math.min(budget, this.maxNodes - this.nodes);
      const before = this.nodes;
      const finished = this.run(allowed);
      budget -= this.nodes - before;
      if (finished) {
        const d = this.schedule[this.iterationDepth]!;
        this.best = this.bestSq[0]!;
        this.value = this.ret;
        this.depth = d;
        this.exact = d >= this.rootEmpties;
        this.iterationDepth++;
        if (this.exact) this.end();
      } else if (this.nodes >= this.maxNodes) this.stop();
      if (budget <= 0) break;
    }
    return this.done;
  }

  /**
   * Ends the search with the best answer it has: when its node budget runs out, or a caller's clock
   * (the bench's matches at a CPU time a move) says so between steps.
   */
  stop(): void {
    if (this.done) return;
    // Cut short mid-iteration: the previous best is searched first (the table's move), so a root
    // move that has beaten it in this deeper iteration is the better answer.
    if (this.sp >= 0 && this.index[0]! > 1 && this.bestSq[0] !== this.listSq[0]) {
      this.best = this.bestSq[0]!;
      this.value = this.bestValue[0]!;
    }
    this.end();
  }

  /** The answer is final: the table goes back for the next search. */
  private end(): void {
    this.done = true;
    spareTables.set(this.limits.tableBits, this.table);
  }

  private startIteration(depth: number): void {
    const { pl, ph, ol, oh } = this.root;
    this.sp = 0;
    const b = this.board;
    b[0] = pl; b[1] = ph; b[2] = ol; b[3] = oh;
    this.incremental?.root(pl, ph, ol, oh);
    this.alpha[0] = -INF; this.beta[0] = INF;
    this.depthLeft[0] = depth;
    this.emptyCount[0] = this.rootEmpties;
    this.state[0] = ENTER;
    this.index[0] = 0;
    this.bestSq[0] = PASS;
  }

  /** Runs the stack for up to `budget` nodes; true when the root's value is in `ret`. */
  private run(budget: number): boolean {
    const alpha = this.alpha, beta = this.beta, st = this.state, lsq = this.listSq;
    let sp = this.sp;
    for (;;) {
      if (st[sp] === ENTER) {
        if (budget <= 0) { this.sp = sp; return false; }
        budget--;
        const before = ++this.nodes;
        const v = this.enter(sp);
        budget -= this.nodes - before; // the leaves below a frontier node
        if (v === PUSHED) { sp++; continue; }
        if (v !== null) {
          // A leaf, a table cut-off or a finished game: back to the parent.
          this.ret = v;
          if (--sp < 0) { this.sp = sp; return true; }
          continue;
        }
      } else if (st[sp]! >= PROBE_HIGH) {
        // The probe returned this.ret (the same side to move): cut, probe below alpha, or expand.
        const v = this.probed(sp, this.ret);
        if (v === PUSHED) { sp++; continue; }
        if (v !== null) {
          this.ret = v;
          if (--sp < 0) { this.sp = sp; return true; }
          continue;
        }
      } else {
        // The child of this frame returned this.ret.
        const v = -this.ret;
        const i = this.index[sp]!;
        if (this.probing[sp] === 1 && v > alpha[sp]! && v < beta[sp]!) {
          // The null window failed high: search the move again with the true window.
          this.probing[sp] = 0;
          this.launch(sp, i, -beta[sp]!, -v);
          sp++;
          continue;
        }
        if (v > this.bestValue[sp]!) {
          this.bestValue[sp] = v;
          this.bestSq[sp] = lsq[sp * MAX_MOVES + i]!;
          if (v > alpha[sp]!) alpha[sp] = v;
        }
        this.index[sp] = i + 1;
        if (alpha[sp]! >= beta[sp]!) this.index[sp] = this.count[sp]!; // cut-off
      }
      // Next move of this frame, or its result.
      const i = this.index[sp]!;
      if (i >= this.count[sp]!) {
        this.finish(sp);
        if (--sp < 0) { this.sp = sp; return true; }
        continue;
      }
      if (i === 0) { this.probing[sp] = 0; this.launch(sp, i, -beta[sp]!, -alpha[sp]!); }
      else { this.probing[sp] = 1; this.launch(sp, i, -alpha[sp]! - 1, -alpha[sp]!); }
      sp++;
    }
  }

  /** Pushes the position after move i of frame sp, with window (a, b). */
  private launch(sp: number, i: number, a: number, bt: number): void {
    const b = this.board, k = sp * MAX_MOVES + i, c = sp + 1;
    const pl = b[sp * 4]!, ph = b[sp * 4 + 1]!, ol = b[sp * 4 + 2]!, oh = b[sp * 4 + 3]!;
    const sq = this.listSq[k]!;
    if (sq === PASS) {
      b[c * 4] = ol; b[c * 4 + 1] = oh; b[c * 4 + 2] = pl; b[c * 4 + 3] = ph;
      this.depthLeft[c] = this.depthLeft[sp]!;
      this.emptyCount[c] = this.emptyCount[sp]!;
    } else {
      const fl = this.listFl[k]!, fh = this.listFh[k]!;
      const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
      b[c * 4] = ol ^ fl; b[c * 4 + 1] = oh ^ fh; b[c * 4 + 2] = pl | fl | bl; b[c * 4 + 3] = ph | fh | bh;
      this.depthLeft[c] = this.depthLeft[sp]! - 1;
      this.emptyCount[c] = this.emptyCount[sp]! - 1;
    }
    this.incremental?.play(sp, sq, this.listFl[k]!, this.listFh[k]!, this.depthLeft[c]! <= 0);
    this.alpha[c] = a; this.beta[c] = bt;
    this.state[c] = ENTER;
    this.state[sp] = CHILD;
  }

  /**
   * Sets up frame sp; returns its value when it needs no children, PUSHED when it has pushed a
   * ProbCut probe, else null (its moves are listed).
   */
  private enter(sp: number): number | null {
    const b = this.board;
    const pl = b[sp * 4]!, ph = b[sp * 4 + 1]!, ol = b[sp * 4 + 2]!, oh = b[sp * 4 + 3]!;
    const depth = this.depthLeft[sp]!, empties = this.emptyCount[sp]!;
    if (empties === 0) return gameValue(finalScore(pl, ph, ol, oh));
    if (depth <= 0) return clampEval(this.incremental !== null ? this.incremental.value(sp, pl, ph, ol, oh) : this.evaluate(pl, ph, ol, oh));
    const need = depth < empties ? depth : empties;
    let ttMove = -2;
    const table = this.table;
    const slot = table.find(pl, ph, ol, oh);
    if (slot >= 0) {
      if (table.depth[slot]! >= need && sp > 0) {
        const lo = table.lower[slot]! * 2, up = table.upper[slot]! * 2;
        if (lo >= this.beta[sp]!) return lo;
        if (up <= this.alpha[sp]!) return up;
        if (lo === up) return lo;
        if (lo > this.alpha[sp]!) this.alpha[sp] = lo;
        if (up < this.beta[sp]!) this.beta[sp] = up;
      }
      ttMove = table.move[slot]!;
    }
    this.ttMove[sp] = ttMove;
    const t = this.limits.probcut;
    if (t !== undefined && depth >= PROBCUT_MIN_DEPTH && depth < empties && sp > 0 && this.probcut(sp, depth, empties, t)) return PUSHED;
    return this.expand(sp);
  }

  /** Lists frame sp's moves (the table's move first); returns its value when it needs no children, else null. */
  private expand(sp: number): number | null {
    const b = this.board;
    const pl = b[sp * 4]!, ph = b[sp * 4 + 1]!, ol = b[sp * 4 + 2]!, oh = b[sp * 4 + 3]!;
    const depth = this.depthLeft[sp]!, empties = this.emptyCount[sp]!;
    const ttMove = this.ttMove[sp]!;
    moves(pl, ph, ol, oh);
    let ml = out.lo, mh = out.hi;
    const base = sp * MAX_MOVES;
    this.alpha0[sp] = this.alpha[sp]!;
    this.bestValue[sp] = -INF;
    this.bestSq[sp] = PASS;
    this.index[sp] = 0;
    if ((ml | mh) === 0) {
      moves(ol, oh, pl, ph);
      if ((out.lo | out.hi) === 0) return gameValue(finalScore(pl, ph, ol, oh));
      this.listSq[base] = PASS;
      this.count[sp] = 1;
      return null;
    }
    if (depth === 1 && sp > 0) return this.frontier(sp, pl, ph, ol, oh, ml, mh, ttMove, empties);
    // Order: the table's move, then (far from the leaves) by the evaluation of the opponent's
    // position after the move, lowest first; near the leaves by static square value.
    const byEval = depth >= 3;
    // With an incremental evaluation, frame sp + 1 is the scratch for each move's value: the
    // move searched first writes it again.
    const inc = byEval ? this.incremental : null;
    let n = 0;
    while ((ml | mh) !== 0) {
      let sq: number;
      if (ml !== 0) { const x = ml & -ml; ml ^= x; sq = 31 - Math.clz32(x); }
      else { const x = mh & -mh; mh ^= x; sq = 63 - Math.clz32(x); }
      flips(sq, pl, ph, ol, oh);
      const fl = out.lo, fh = out.hi;
      let key: number;
      if (sq === ttMove) key = -1e9;
      else if (byEval) {
        const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
        if (inc !== null) {
          inc.play(sp, sq, fl, fh, true);
          key = inc.value(sp + 1, ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh);
        } else key = this.evaluate(ol ^ fl, oh ^ fh, pl | fl | bl, ph | fh | bh);
      } else key = -SQUARE_VALUE[sq]!;
      let j = base + n;
      while (j > base && this.listKey[j - 1]! > key) {
        this.listKey[j] = this.listKey[j - 1]!; this.listSq[j] = this.listSq[j - 1]!;
        this.listFl[j] = this.listFl[j - 1]!; this.listFh[j] = this.listFh[j - 1]!;
        j--;
      }
      this.listKey[j] = key; this.listSq[j] = sq; this.listFl[j] = fl; this.listFh[j] = fh;
      n++;
    }
    this.count[sp] = n;
    return null;
  }

  /**
   * Frame sp one ply above the leaves, with moves ml, mh: its children evaluated in place, in the
   * order the list would take (the table's move, then LIST_ORDER: SQUARE_VALUE's), without a frame
   * each — the same value and best move as searching them, a node counted for each. Most of a
   * midgame search's nodes are these leaves; pushing a frame for each was a fifth of its time
   * (launch, enter, run in a profile of 9-ply searches, bench/reversi-eval.ts).
   */
  private frontier(sp: number, pl: number, ph: number, ol: number, oh: number, ml: number, mh: number, ttMove: number, empties: number): number {
    const inc = this.incremental, beta = this.beta[sp]!;
    let alpha = this.alpha[sp]!, best = -INF, bestSq = PASS;
    if (inc !== null && empties > 1) inc.frontier(sp, empties - 1);
    for (let i = -1; i < 64; i++) {
      const sq = i < 0 ? ttMove : LIST_ORDER[i]!;
      if (sq < 0 || (i >= 0 && sq === ttMove) || (((sq < 32 ? ml : mh) >>> (sq & 31)) & 1) === 0) continue;
      this.nodes++;
      flips(sq, pl, ph, ol, oh);
      const fl = out.lo, fh = out.hi;
      const bl = sq < 32 ? 1 << sq : 0, bh = sq < 32 ? 0 : 1 << (sq & 31);
      const cpl = ol ^ fl, cph = oh ^ fh, col = pl | fl | bl, coh = ph | fh | bh;
      let v: number;
      if (empties === 1) v = -gameValue(finalScore(cpl, cph, col, coh));
      else if (inc !== null) v = -clampEval(inc.leaf(sp, sq, fl, fh, cpl, cph, col, coh));
      else v = -clampEval(this.evaluate(cpl, cph, col, coh));
      if (v > best) {
        best = v; bestSq = sq;
        if (v > alpha) { alpha = v; if (v >= beta) break; }
      }
    }
    const lower = best > this.alpha[sp]! ? best : -INF, upper = best < beta ? best : INF;
    this.table.store(pl, ph, ol, oh, 1, lower >> 1, upper >> 1, bestSq);
    return best;
  }

  /**
   * ProbCut at frame sp (not yet expanded), `depth` plies from its leaves: a null-window search of
   * the same position PROBCUT_DEPTH[depth] plies deep above beta by t σ, then one below alpha; when
   * the shallow value clears it, the deep one would very probably fail too, and the node returns
   * beta (alpha) at once. The probe is a frame of the stack like any other (the table, the move
   * ordering, ProbCut again within it), so its nodes are stepped and counted as the search's.
   * True when a probe frame is pushed.
   */
  private probcut(sp: number, depth: number, empties: number, t: number): boolean {
    const margin = Math.round(t * probcutSigma(depth, PROBCUT_DEPTH[depth]!, empties));
    this.probeMargin[sp] = margin;
    const beta = this.beta[sp]!;
    if (beta < EVAL_LIMIT) {
      const bound = beta + margin;
      if (bound < EVAL_LIMIT) { this.pushProbe(sp, PROBE_HIGH, bound - 1, bound); return true; }
    }
    return this.probeLow(sp);
  }

  /** Pushes ProbCut's probe below alpha − margin when there is room for it; true when pushed. */
  private probeLow(sp: number): boolean {
    const alpha = this.alpha[sp]!;
    if (alpha <= -EVAL_LIMIT) return false;
    const bound = alpha - this.probeMargin[sp]!;
    if (bound <= -EVAL_LIMIT) return false;
    this.pushProbe(sp, PROBE_LOW, bound, bound + 1);
    return true;
  }

  /** Frame sp + 1: frame sp's position, PROBCUT_DEPTH plies deep, window (a, bt); the bound is the window's edge. */
  private pushProbe(sp: number, state: number, a: number, bt: number): void {
    const b = this.board, c = sp + 1;
    for (let i = 0; i < 4; i++) b[c * 4 + i] = b[sp * 4 + i]!;
    this.depthLeft[c] = PROBCUT_DEPTH[this.depthLeft[sp]!]!;
    this.emptyCount[c] = this.emptyCount[sp]!;
    this.incremental?.same(sp);
    this.alpha[c] = a; this.beta[c] = bt;
    this.state[c] = ENTER;
    this.state[sp] = state;
    this.probeBound[sp] = state === PROBE_HIGH ? bt : a;
  }

  /** Frame sp's probe returned v: the frame's value when it cuts, PUSHED for the probe below alpha, or expand()'s answer. */
  private probed(sp: number, v: number): number | null {
    if (this.state[sp] === PROBE_HIGH) {
      if (v >= this.probeBound[sp]!) return (this.beta[sp]! + 1) & ~1;
      if (this.probeLow(sp)) return PUSHED;
    } else if (v <= this.probeBound[sp]!) return this.alpha[sp]! & ~1;
    this.state[sp] = ENTER;
    if (this.ttMove[sp]! < 0) {
      // No move from an earlier search: the probe's best move leads.
      const b = this.board, slot = this.table.find(b[sp * 4]!, b[sp * 4 + 1]!, b[sp * 4 + 2]!, b[sp * 4 + 3]!);
      if (slot >= 0) this.ttMove[sp] = this.table.move[slot]!;
    }
    return this.expand(sp);
  }

  /** Frame sp has searched its moves: its value goes to the table and to the parent. */
  private finish(sp: number): void {
    const b = this.board;
    const v = this.bestValue[sp]!;
    const depth = this.depthLeft[sp]!, empties = this.emptyCount[sp]!;
    const need = depth < empties ? depth : empties;
    // Values are stored halved (they are even: evaluations are rounded to even, game values are
    // multiples of 100), so they fit the table's 16-bit bounds.
    const lower = v > this.alpha0[sp]! ? v : -INF, upper = v < this.beta[sp]! ? v : INF;
    this.table.store(b[sp * 4]!, b[sp * 4 + 1]!, b[sp * 4 + 2]!, b[sp * 4 + 3]!, need, lower >> 1, upper >> 1, this.bestSq[sp]!);
    this.ret = v;
  }
}

/**
 * Finished searches' tables, by size, kept for the next search (cleared): a new one's first touches
 * (page faults over its 8 MB at the master's 2^18 slots) took ~25 % of the CPU of 7-ply searches
 * (bench/reversi-eval.ts, a profile). A search that never finishes keeps its own.
 */
const spareTables = new Map<number, Table>();
function tableOf(bits: number): Table {
  const spare = spareTables.get(bits);
  if (spare === undefined) return new Table(bits);
  spareTables.delete(bits);
  spare.clear();
  return spare;
}

/** ProbCut from this depth up; PROBCUT_DEPTH[d]: the probe's depth at depth d (Edax's choice: 2 ⌊d / 4⌋ + d mod 2). */
const PROBCUT_MIN_DEPTH = 3;
const PROBCUT_DEPTH = Int8Array.from({ length: MAX_PLY }, (_, d) => 2 * (d >> 2) + (d & 1));

/**
 * The standard deviation, in hundredths of a disc, of a `deep`-ply search's value less the
 * `shallow`-ply one's at a position of `empties` empties, on the learned patterns: fitted to 159
 * positions of 20–50 empties of 16 games against Zebra, each searched to 1–8 plies (by hand: the
 * deviations were 210–280 at 36–50 empties and 270–390 at 20–35 for 2 plies between the searches,
 * 230–350 and 370–390 for 4, 320–370 and 440 for 6).
 */
const probcutSigma = (deep: number, shallow: number, empties: number): number => 160 + 32 * (deep - shallow) + 5 * (45 - empties);

/** Evaluations, kept below finished-game values and even (the table stores halves). */
function clampEval(v: number): number {
  v = v > EVAL_LIMIT ? EVAL_LIMIT : v < -EVAL_LIMIT ? -EVAL_LIMIT : v;
  return v & ~1;
}

function lowest(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}
