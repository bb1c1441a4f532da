/**
 * The engine's WebAssembly core: the bitboard kernels on 64-bit words (i64), written with the
 * assembler of wasm.ts and instantiated at load. A bitboard is one i64 here (bit s = square s),
 * where the TypeScript engine keeps two 32-bit halves; the exports take and return the halves, so
 * no BigInt crosses the boundary.
 *
 * - moves(p, o): the 8 directions' runs of opponent discs grown by doubling (a step, a second,
 *   then two steps twice through opponent pairs: a run holds at most 6 discs), east by one carrying
 *   addition, as moves.ts does on halves;
 * - flips(sq, p, o): one arm a square, reached by a jump table: along each ray of two squares or
 *   more from it (its mask a constant), the run of opponent discs kept when the square past it is
 *   ours (a select, no branch);
 * - perft: the whole recursion, as perft.ts;
 * - search: the exact solver's nodes below the root (solve.ts), the probes' ordering on the
 *   estimate (estimate.ts) near the root, the transposition table in this memory (table.ts's
 *   layout and hash, shared with solve.ts's root).
 */
import { COUNT } from './count.ts';
import { BASE3 } from './edge-pattern.ts';
import { ESTIMATE_EDGES, ESTIMATE_WEIGHTS } from './estimate-weights.ts';
import { ETC_MIN, MAX_PLY, POLL_INTERVAL, probeDepth, SHALLOW, SMALL_TABLE_BELOW, SMALL_TABLE_BITS, TABLE_MIN, TINY_TABLE_BELOW, TINY_TABLE_BITS, W_CORNER_MOVE, W_CORNER_STABLE, W_POTENTIAL, W_PROBE_REPLY, W_REPLY } from './fastest.ts';
import { DIAG7_HI, DIAG7_LO, DIAG9_HI, DIAG9_LO } from './lines.ts';
import { NEIGHBOURS_HI, NEIGHBOURS_LO } from './moves.ts';
import { LIST_ORDER, QUADRANT } from './squares.ts';
import { edgeStable } from './stable.ts';
import { DEPTH_AT, HASH_LAST_SHIFT, HASH_SEED, HASH_STEPS, LOWER_AT, MOVE_AT, SLOT_BYTES, Table, UPPER_AT } from './table.ts';
import { ctl, F64, Func, I32, I64, i32, i64, f64, Module, type Code, type Local } from './wasm.ts';

/** Columns b–g: a run that can be flanked horizontally or diagonally lies inside them. */
const INNER = 0x7e7e7e7e7e7e7e7en;

/** The four axes: the shift of one step, and whether the runs along it must keep off columns a and h. */
const AXES = [{ s: 1n, inner: true }, { s: 8n, inner: false }, { s: 7n, inner: true }, { s: 9n, inner: true }] as const;
/** A step along an axis, up (towards higher squares) or down. */
const step = (up: boolean, x: Code, s: bigint): Code => (up ? i64.shl(x, i64.c(s)) : i64.shr_u(x, i64.c(s)));

/** The module's functions, for the kernels' bodies to call. */
interface Kernels { moves: Func; flips: Func; perft: Func }

/**
 * The memory's tables: the squares in the solver's list order and each square's rank in it, each
 * square's quadrant, the squares around each square (i64s), count.ts's
 * last-empty counts (COUNT_AT + 256 × place + line), the two diagonals through each square (i64
 * pairs: DIAGS_AT + 16 × sq the a1–h8 one, + 8 the h1–a8 one).
 */
const ORDER_AT = 0, RANK_AT = 64, QUADRANT_AT = 128, PROBE_DEPTH_AT = 192, NEIGHBOURS_AT = 256, COUNT_AT = 8192, DIAGS_AT = 10240;
/**
 * For each parity (bit q: quadrant q holds an odd count of empties) the list ranks of the squares
 * in those quadrants (an i64 each), so shallowNode splits its ranks word into the odd quadrants'
 * and the others' with one load, not a test a square.
 */
const PARITY_RANKS_AT = 1024;
/**
 * The estimate's tables (estimate.ts), copied in at instantiation: edge-pattern.ts's BASE3 (u16
 * each) and the edge patterns' weights (i16 each, all 6 561: a pattern and its mirror image both).
 */
const BASE3_AT = 12288, ESTIMATE_EDGES_AT = 16384;
/** The solver's move lists (fastest.ts), i32 arrays of MAX_PLY × 32: squares, keys, flips' halves. */
const LIST_SLOTS = MAX_PLY * 32;
const LIST_SQ_AT = 65536, LIST_KEY_AT = LIST_SQ_AT + 4 * LIST_SLOTS, LIST_FL_AT = LIST_KEY_AT + 4 * LIST_SLOTS, LIST_FH_AT = LIST_FL_AT + 4 * LIST_SLOTS;
const PAGE = 65536;
/** stable.ts's edge table (EDGE_AT + (own << 8 | other): own's stable discs on an edge), copied in at instantiation. */
const EDGE_AT = LIST_FH_AT + 4 * LIST_SLOTS;
/**
 * The ordering probes' move lists (probes()), after the edge table: a block of 32 entries for each
 * ply left to a probe (up to 7), each its flips and the opponent's replies (i64s), its key and
 * square (i32s).
 */
const PROBE_LIST_AT = EDGE_AT + 65536, PROBE_ENTRY = 24;
/**
 * The transposition tables (table.ts's slots), from the first page after the lists: the small one
 * (2^SMALL_TABLE_BITS slots, for the nodes of fewer than SMALL_TABLE_BELOW empties), the tiny one
 * (2^TINY_TABLE_BITS slots, fewer than TINY_TABLE_BELOW), then the large one, which the memory
 * grows to hold (coreTable()).
 */
const SMALL_TABLE_AT = Math.ceil((PROBE_LIST_AT + 8 * 32 * PROBE_ENTRY) / PAGE) * PAGE;
const TINY_TABLE_AT = SMALL_TABLE_AT + (1 << SMALL_TABLE_BITS) * SLOT_BYTES;
const TABLE_AT = TINY_TABLE_AT + (1 << TINY_TABLE_BITS) * SLOT_BYTES;
const PAGES = TABLE_AT / PAGE;
/** The 8 directions (column, row steps) of the flips' rays. */
const RAY_STEPS = [[1, 0], [0, 1], [-1, 1], [1, 1], [-1, 0], [0, -1], [1, -1], [-1, -1]] as const;

function tables(m: Module): void {
  m.memory(PAGES, 'memory');
  m.bytesAt(ORDER_AT, LIST_ORDER);
  const rank = new Uint8Array(64);
  LIST_ORDER.forEach((sq, i) => { rank[sq] = i; });
  m.bytesAt(RANK_AT, rank);
  m.bytesAt(QUADRANT_AT, QUADRANT);
  m.bytesAt(PROBE_DEPTH_AT, Uint8Array.from({ length: 64 }, (_, n) => probeDepth(n) & 0xff));
  const around = new Uint32Array(128); // little-endian i64s as word pairs
  for (let sq = 0; sq < 64; sq++) { around[2 * sq] = NEIGHBOURS_LO[sq]!; around[2 * sq + 1] = NEIGHBOURS_HI[sq]!; }
  m.bytesAt(NEIGHBOURS_AT, new Uint8Array(around.buffer));
  const parityRanks = new BigUint64Array(16);
  for (let parity = 0; parity < 16; parity++) {
    LIST_ORDER.forEach((sq, i) => { if ((parity >> QUADRANT[sq]!) & 1) parityRanks[parity]! |= 1n << BigInt(i); });
  }
  m.bytesAt(PARITY_RANKS_AT, new Uint8Array(parityRanks.buffer));
  m.bytesAt(COUNT_AT, COUNT);
  const diags = new Int32Array(4 * 64);
  for (let sq = 0; sq < 64; sq++) diags.set([DIAG9_LO[sq]!, DIAG9_HI[sq]!, DIAG7_LO[sq]!, DIAG7_HI[sq]!], 4 * sq);
  m.bytesAt(DIAGS_AT, new Uint8Array(diags.buffer));
}

/**
 * The moves of p against o (locals), as code whose value is the moves (an i64): moves()'s body,
 * and written in line where a caller runs it for every move it orders (a call saved each).
 */
function movesCode(p: Local, o: Local, local: (t: typeof I64) => Local): Code[] {
  const om = local(I64), e = local(I64), mv = local(I64), t = local(I64), pair = local(I64);
  const code: Code[] = [
    om.set(i64.and(o.get(), i64.c(INNER))),
    e.set(i64.xor(i64.or(p.get(), o.get()), i64.c(-1))),
    // East: a bit added at the start of each inner run that follows a disc of ours carries
    // through the run onto the square past it (column h at most: no carry leaves the row).
    mv.set(i64.and(i64.add(om.get(), i64.and(i64.shl(p.get(), i64.c(1)), om.get())), e.get())),
  ];
  for (const { s, inner } of AXES) {
    for (const up of [true, false]) {
      if (s === 1n && up) continue; // east, above
      const mask = inner ? om : o;
      code.push(
        t.set(i64.and(step(up, p.get(), s), mask.get())),
        t.set(i64.or(t.get(), i64.and(step(up, t.get(), s), mask.get()))),
        // The opponent discs whose neighbour one step back is an opponent disc: going down, the
        // pairs going up shifted down one step (one operation instead of two).
        pair.set(up || s === 1n ? i64.and(mask.get(), step(up, mask.get(), s)) : i64.shr_u(pair.get(), i64.c(s))),
        t.set(i64.or(t.get(), i64.and(step(up, t.get(), 2n * s), pair.get()))),
        t.set(i64.or(t.get(), i64.and(step(up, t.get(), 2n * s), pair.get()))),
        mv.set(i64.or(mv.get(), i64.and(step(up, t.get(), s), e.get()))),
      );
    }
  }
  code.push(mv.get());
  return code;
}

function build(): Uint8Array<ArrayBuffer> {
  const m = new Module();
  const poll = m.importFunc('engine', 'poll', [], null);
  tables(m);
  const k: Kernels = {
    moves: m.declare('moves', [I64, I64], I64, true),
    flips: m.declare('flips', [I32, I64, I64], I64, true),
    perft: m.declare('perftFrom', [I64, I64, I32, I32], I64),
  };
  const perftExport = m.declare('perft', [I32, I32, I32, I32, I32], F64, true);

  m.define(k.moves, ([p, o], local) => movesCode(p!, o!, local));

  m.define(k.flips, ([sq, p, o], local) => {
    const no = local(I64), f = local(I64), t = local(I64), first = local(I64);
    /** Square s's flips: its rays of two squares or more (a shorter one flips nothing), each mask a constant. */
    const arm = (s: number): Code[] => {
      const code: Code[] = [f.set(i64.c(0))];
      RAY_STEPS.forEach(([dx, dy]) => {
        const up = dy > 0 || (dy === 0 && dx > 0);
        let ray = 0n, length = 0;
        for (let x = (s & 7) + dx, y = (s >> 3) + dy; x >= 0 && x < 8 && y >= 0 && y < 8; x += dx, y += dy) { ray |= 1n << BigInt(8 * y + x); length++; }
        if (length < 2) return;
        code.push(
          // The first square along the ray that is not the opponent's: nearest to s is the lowest
          // bit going up, the highest going down.
          t.set(i64.and(no.get(), i64.c(ray))),
          first.set(up ? i64.and(t.get(), i64.sub(i64.c(0), t.get())) : i64.and(i64.shr_u(i64.c(1n << 63n), i64.clz(t.get())), t.get())),
          // When it is ours, the ray's squares before it flip.
          f.set(i64.or(f.get(), ctl.select(
            i64.and(up ? i64.sub(first.get(), i64.c(1)) : i64.sub(i64.c(0), i64.shl(first.get(), i64.c(1))), i64.c(ray)),
            i64.c(0),
            i64.ne(i64.and(first.get(), p!.get()), i64.c(0))))),
        );
      });
      return [...code, ctl.ret(f.get())];
    };
    // One arm a square, reached by a jump table (Zebra's and Edax's flips are one function a square).
    // The 64 nested blocks written flat (block 63 … block 0, the jump, then each block's end and
    // its square's arm): wrapping them one by one copied the growing body 64 times, 0.2 s of start-up.
    const opened = ctl.block(null, []).slice(0, -1), end = ctl.block(null, []).slice(-1);
    const code: Code[] = [no.set(i64.xor(o!.get(), i64.c(-1)))];
    for (let s = 0; s < 64; s++) code.push(opened);
    code.push(ctl.br_table(sq!.get(), Array.from({ length: 64 }, (_, s) => s), 63));
    for (let s = 0; s < 64; s++) code.push(end, ...arm(s));
    return code;
  });

  m.define(k.perft, ([p, o, depth, passed], local) => {
    const mv = local(I64), n = local(I64), b = local(I64), f = local(I64);
    return [
      mv.set(k.moves.call(p!.get(), o!.get())),
      ctl.if(null, i64.eqz(mv.get()), [
        // No move: a finished game is a leaf; else the pass is a ply.
        ctl.if(null, i32.or(passed!.get(), i32.eq(depth!.get(), i32.c(1))), [ctl.ret(i64.c(1))]),
        ctl.ret(k.perft.call(o!.get(), p!.get(), i32.sub(depth!.get(), i32.c(1)), i32.c(1))),
      ]),
      ctl.if(null, i32.eq(depth!.get(), i32.c(1)), [ctl.ret(i64.popcnt(mv.get()))]),
      n.set(i64.c(0)),
      ctl.loop(null,
        b.set(i64.and(mv.get(), i64.sub(i64.c(0), mv.get()))),
        f.set(k.flips.call(i32.wrap(i64.ctz(mv.get())), p!.get(), o!.get())),
        n.set(i64.add(n.get(), k.perft.call(i64.xor(o!.get(), f.get()), i64.or(p!.get(), f.get(), b.get()), i32.sub(depth!.get(), i32.c(1)), i32.c(0)))),
        mv.set(i64.xor(mv.get(), b.get())),
        ctl.br_if(0, i64.ne(mv.get(), i64.c(0))),
      ),
      n.get(),
    ];
  });

  m.define(perftExport, ([pl, ph, ol, oh, depth]) => [
    f64.convert_i64_u(k.perft.call(board(pl!, ph!), board(ol!, oh!), depth!.get(), i32.c(0))),
  ]);

  const { stable, stableDiff } = stableDiscs(m), finalScore = finalScoreKernel(m);
  shallowSearch(m, k, stable, finalScore, poll, fastestFirst(m, k, probes(m, k, estimate(m, k, stableDiff), finalScore)));
  return m.bytes();
}

/** A bitboard from its halves (two i32 locals). */
const board = (lo: Local, hi: Local): Code => i64.or(i64.extend_u(lo.get()), i64.shl(i64.extend_u(hi.get()), i64.c(32)));

/** The stability cut-off's threshold (solve.ts). */
const STABILITY_ALPHA_MIN = (empties: number): number => 2 * empties - 2;

/** x without its lowest set bit. */
const withoutLowest = (x: Code): Code => i64.and(x, i64.sub(x, i64.c(1)));
/** A square's bit. */
const bit = (sq: Code): Code => i64.shl(i64.c(1), i64.extend_u(sq));
const quadrantBit = (sq: Code): Code => i32.shl(i32.c(1), i32.load8_u(sq, QUADRANT_AT));
/** Whether sq's quadrant is one of `parity`'s (bit q set: quadrant q), 0 or 1. */
const inQuadrants = (parity: Code, sq: Code): Code => i32.and(i32.shr_u(parity, i32.load8_u(sq, QUADRANT_AT)), i32.c(1));
/** The neighbours of sq that o holds (zero: sq cannot be a move against o). */
const besideOpponent = (sq: Code, o: Code): Code => i64.and(i64.load(i32.shl(sq, i32.c(3)), NEIGHBOURS_AT), o);
const popcount = (x: Code): Code => i32.wrap(i64.popcnt(x));
/** A ranks word (shallowSearch) without sq's rank. */
const withoutRank = (ranks: Code, sq: Code): Code => i64.xor(ranks, i64.shl(i64.c(1), i64.extend_u(i32.load8_u(sq, RANK_AT))));

/**
 * The solver's nodes of at most SHALLOW empties, as solve.ts's shallow() and last.ts search them
 * (the same moves in the same order, the same nodes counted): the empties in list order, the
 * moves in quadrants with an odd number of empties first, a neighbour test before each flip, the
 * stability cut-off from 4 empties, the last empty counted, not played. The empties are an i64 of
 * list ranks (bit i: the square LIST_ORDER[i] is empty), so the lowest bits are the list's head.
 */
function shallowSearch(m: Module, k: Kernels, stable: Func, finalScore: Func, poll: Func, order: Func): void {
  const nodes = m.global(I64, 0, 'nodes');
  const stability = m.global(I32, 1, 'stability');
  const countdown = m.global(I32, POLL_INTERVAL, 'pollCountdown');
  const lastEmpty = m.declare('lastEmpty', [I64, I64, I32], I32);
  const lastTwo = m.declare('lastTwo', [I64, I64, I32, I32, I32, I32], I32);
  const lastThree = m.declare('lastThree', [I64, I64, I32, I32, I32, I32, I32, I32], I32);
  const lastFour = m.declare('lastFour', [I64, I64, I32, I32, I32, I32, I32, I32, I32], I32);
  const few = m.declare('few', [I64, I64, I32, I32, I32, I32, I64], I32);
  const shallow = m.declare('shallowNode', [I64, I64, I32, I32, I32, I32, I64], I32);
  const entry = m.declare('search', [I32, I32, I32, I32, I32, I32, I32, I32, I32], I32, true);
  const deep = m.declare('deepNode', [I64, I64, I32, I32, I32, I32, I64, I32], I32);
  const tableNode = m.declare('tableNode', [I64, I64, I32, I32, I32, I32, I64, I32], I32);
  const countNode = nodes.set(i64.add(nodes.get(), i64.c(1)));
  /**
   * A node of `n` empties (at most SHALLOW) searched: 5 or more by shallowNode itself, fewer by
   * few's dispatch to last.ts's code (a call less a node than through few for both).
   */
  const shallowOrFew = (p: Code, o: Code, alpha: Code, beta: Code, n: Code, parity: Code, ranks: Code, nLocal: Local, minus: number): Code =>
    ctl.if(I32, i32.ge_s(nLocal.get(), i32.c(5 + minus)), [shallow.call(p, o, alpha, beta, n, parity, ranks)], [few.call(p, o, alpha, beta, n, parity, ranks)]);
  /** A deep node's tick of the poll's countdown (solve.ts's POLL_INTERVAL): the host's poll may throw, unwinding the search. */
  const tick = [
    countdown.set(i32.sub(countdown.get(), i32.c(1))),
    ctl.if(null, i32.eqz(countdown.get()), [countdown.set(i32.c(POLL_INTERVAL)), poll.call()]),
  ].flat();
  const { bucket, find, findIn, store } = transpositionTable(m);

  /** The stability cut-off's test: returns the bound from the function when o's stable discs hold p to alpha. */
  const stabilityCut = (p: Local, o: Local, alpha: Local, cut: Local, extra: Code[] = []): Code =>
    ctl.if(null, i32.and(stability.get(), i32.le_s(i32.sub(i32.c(64), i32.shl(popcount(o.get()), i32.c(1))), alpha.get())), [
      cut.set(i32.sub(i32.c(64), i32.shl(popcount(stable.call(o.get(), p.get())), i32.c(1)))),
      ctl.if(null, i32.le_s(cut.get(), alpha.get()), [...extra, ctl.ret(cut.get())]),
    ]);

  /** best/alpha after a move's score v; returns v from the function at a cut-off. */
  const improve = (v: Local, best: Local, alpha: Local, beta: Local): Code =>
    ctl.if(null, i32.gt_s(v.get(), best.get()), [
      best.set(v.get()),
      ctl.if(null, i32.gt_s(v.get(), alpha.get()), [
        alpha.set(v.get()),
        ctl.if(null, i32.ge_s(v.get(), beta.get()), [ctl.ret(v.get())]),
      ]),
    ]);
  const neg = (x: Code): Code => i32.sub(i32.c(0), x);


  /**
   * The last empty's flip count (count.ts's lastFlipCount on one word): with sq the only empty
   * square, the discs that flip when the side holding x plays it (every other square the other
   * side's). Each of the four lines through sq is read as 8 bits of x (a row by a shift; a column
   * and a diagonal gathered by a multiply, as stableDiscs and lines.ts do) and its count looked up.
   */
  const lastCount = (sq: Local, x: Code, place: Local, line: Local): Code[] => {
    const look = (at: Code, bits: Code): Code => i32.load8_u(i32.add(at, i32.wrap(bits)), COUNT_AT);
    const diagonal = (offset: number): Code =>
      i64.shr_u(i64.mul(i64.and(line.get(), i64.load(i32.shl(sq.get(), i32.c(4)), DIAGS_AT + offset)), i64.c(0x0101010101010101n)), i64.c(56));
    return [
      line.set(x),
      place.set(i32.shl(i32.and(sq.get(), i32.c(7)), i32.c(8))),
      i32.add(
        look(place.get(), i64.and(i64.shr_u(line.get(), i64.extend_u(i32.and(sq.get(), i32.c(56)))), i64.c(0xff))),
        look(i32.shl(i32.shr_u(sq.get(), i32.c(3)), i32.c(8)),
          i64.shr_u(i64.mul(i64.and(i64.shr_u(line.get(), i64.extend_u(i32.and(sq.get(), i32.c(7)))), i64.c(0x0101010101010101n)), i64.c(0x0102040810204080n)), i64.c(56))),
        look(place.get(), diagonal(0)),
        look(place.get(), diagonal(8))),
    ];
  };

  /**
   * The last empty's score (p, o and sq locals): the score after whoever can plays it (63 discs on
   * the board), its flips counted, not made. Written in line where lastTwo needs it, as a block
   * whose value is the score (a call a leaf was ~5 % of the instructions).
   */
  const lastEmptyScore = (p: Local, o: Local, sq: Local, pc: Local, n: Local, place: Local, line: Local): Code => ctl.block(I32,
    pc.set(popcount(p.get())),
    n.set(lastCount(sq, p.get(), place, line).flat()),
    ctl.if(I32, n.get(), [i32.sub(i32.shl(i32.add(pc.get(), n.get()), i32.c(1)), i32.c(62))], [
      // The opponent: its discs are every square but ours and sq.
      n.set(lastCount(sq, o.get(), place, line).flat()),
      ctl.if(I32, n.get(), [i32.sub(i32.shl(i32.sub(pc.get(), n.get()), i32.c(1)), i32.c(64))], [
        ctl.select(i32.sub(i32.shl(pc.get(), i32.c(1)), i32.c(62)), i32.sub(i32.shl(pc.get(), i32.c(1)), i32.c(64)), i32.gt_s(pc.get(), i32.c(31))),
      ]),
    ]),
  );

  m.define(lastEmpty, ([p, o, sq], local) => [lastEmptyScore(p!, o!, sq!, local(I32), local(I32), local(I32), local(I64))]);

  m.define(lastTwo, ([p, o, alpha, beta, a, b], local) => {
    const best = local(I32), v = local(I32), f = local(I64), cp = local(I64), co = local(I64);
    const scratch = [local(I32), local(I32), local(I32), local(I64)] as const;
    /** `mover` plays sq (its flips in f) and the last empty `last` is counted, from p's side. */
    const after = (mover: Local, other: Local, sq: Local, last: Local, sign: (x: Code) => Code): Code => sign(ctl.block(I32,
      cp.set(i64.xor(other.get(), f.get())), co.set(i64.or(mover.get(), f.get(), bit(sq.get()))),
      lastEmptyScore(cp, co, last, ...scratch)));
    /** sq's flips for `mover` into f, 0 without a flip (a square with none of the other's discs beside it flips none: no call). */
    const flipsOf = (sq: Local, mover: Local, other: Local): Code => ctl.if(I64, i64.eqz(besideOpponent(sq.get(), other.get())), [i64.c(0)],
      [k.flips.call(sq.get(), mover.get(), other.get())]);
    return [
      countNode,
      best.set(i32.c(-66)),
      f.set(flipsOf(a!, p!, o!)),
      ctl.if(null, i64.ne(f.get(), i64.c(0)), [
        best.set(after(p!, o!, a!, b!, neg)),
        ctl.if(null, i32.ge_s(best.get(), beta!.get()), [ctl.ret(best.get())]),
      ]),
      f.set(flipsOf(b!, p!, o!)),
      ctl.if(null, i64.ne(f.get(), i64.c(0)), [
        v.set(after(p!, o!, b!, a!, neg)),
        ctl.if(null, i32.gt_s(v.get(), best.get()), [best.set(v.get())]),
      ]),
      ctl.if(null, i32.ne(best.get(), i32.c(-66)), [ctl.ret(best.get())]),
      // We pass: the opponent tries a and b.
      f.set(flipsOf(a!, o!, p!)),
      ctl.if(null, i64.ne(f.get(), i64.c(0)), [
        best.set(after(o!, p!, a!, b!, (x) => x)),
        ctl.if(null, i32.le_s(best.get(), alpha!.get()), [ctl.ret(best.get())]),
      ], [best.set(i32.c(66))]),
      f.set(flipsOf(b!, o!, p!)),
      ctl.if(null, i64.ne(f.get(), i64.c(0)), [
        v.set(after(o!, p!, b!, a!, (x) => x)),
        ctl.if(null, i32.lt_s(v.get(), best.get()), [best.set(v.get())]),
      ]),
      ctl.if(null, i32.ne(best.get(), i32.c(66)), [ctl.ret(best.get())]),
      finalScore.call(p!.get(), o!.get()),
    ];
  });

  /**
   * lastThree and lastFour: each square in turn, odd quadrants first, its move searched with the
   * remaining squares in list order (`next` with the window negated and the child's parity).
   */
  const lastN = (f: Func, next: Func, childParity: boolean): void => {
    m.define(f, (params, local) => {
      const [p, o, alpha, beta, parity] = params as [Local, Local, Local, Local, Local];
      const sqs = params.slice(5);
      const best = local(I32), v = local(I32), fl = local(I64);
      // Each square's parity looked up once for the two passes.
      const oddOf = sqs.map(() => local(I32));
      const code: Code[] = [countNode, best.set(i32.c(-66)), ...sqs.map((sq, i) => oddOf[i]!.set(inQuadrants(parity.get(), sq.get())))];
      for (const odd of [1, 0]) {
        sqs.forEach((sq, i) => {
          const rest = sqs.filter((_, j) => j !== i).map((x) => x.get());
          const childArgs = childParity ? [i32.xor(parity.get(), quadrantBit(sq.get())), ...rest] : rest;
          code.push(ctl.if(null, odd ? oddOf[i]!.get() : i32.eqz(oddOf[i]!.get()), [
            ctl.if(null, i64.ne(besideOpponent(sq.get(), o.get()), i64.c(0)), [
              fl.set(k.flips.call(sq.get(), p.get(), o.get())),
              ctl.if(null, i64.ne(fl.get(), i64.c(0)), [
                v.set(neg(next.call(i64.xor(o.get(), fl.get()), i64.or(p.get(), fl.get(), bit(sq.get())), neg(beta.get()), neg(alpha.get()), ...childArgs))),
                improve(v, best, alpha, beta),
              ]),
            ]),
          ]));
        });
      }
      code.push(ctl.if(null, i32.ne(best.get(), i32.c(-66)), [ctl.ret(best.get())]));
      // No move: pass if the opponent has one, else the game is over.
      const canReply = sqs.map((sq) => i64.ne(k.flips.call(sq.get(), o.get(), p.get()), i64.c(0)));
      code.push(ctl.if(null, i32.or(canReply[0]!, ...canReply.slice(1)), [
        ctl.ret(neg(f.call(o.get(), p.get(), neg(beta.get()), neg(alpha.get()), parity.get(), ...sqs.map((x) => x.get())))),
      ]));
      code.push(finalScore.call(p.get(), o.get()));
      return code;
    });
  };
  lastN(lastThree, lastTwo, false);
  lastN(lastFour, lastThree, true);

  /** The square of list rank `r` (the lowest set bit of a ranks word). */
  const squareOf = (ranks: Code): Code => i32.load8_u(i32.wrap(i64.ctz(ranks)), ORDER_AT);

  // Any count of empties up to SHALLOW: the list's head squares handed to last.ts's code from 4.
  m.define(few, ([p, o, alpha, beta, n, parity, ranks], local) => {
    const cut = local(I32), r = local(I64), a = local(I32), b = local(I32), c = local(I32), d = local(I32);
    return [
      ctl.if(null, i32.ge_s(n!.get(), i32.c(5)), [ctl.ret(shallow.call(p!.get(), o!.get(), alpha!.get(), beta!.get(), n!.get(), parity!.get(), ranks!.get()))]),
      r.set(ranks!.get()),
      ctl.if(null, i32.eqz(n!.get()), [countNode, ctl.ret(finalScore.call(p!.get(), o!.get()))]),
      a.set(squareOf(r.get())), r.set(withoutLowest(r.get())),
      ctl.if(null, i32.eq(n!.get(), i32.c(1)), [countNode, ctl.ret(lastEmpty.call(p!.get(), o!.get(), a.get()))]),
      b.set(squareOf(r.get())), r.set(withoutLowest(r.get())),
      ctl.if(null, i32.eq(n!.get(), i32.c(2)), [ctl.ret(lastTwo.call(p!.get(), o!.get(), alpha!.get(), beta!.get(), a.get(), b.get()))]),
      c.set(squareOf(r.get())), r.set(withoutLowest(r.get())),
      ctl.if(null, i32.eq(n!.get(), i32.c(3)), [ctl.ret(lastThree.call(p!.get(), o!.get(), alpha!.get(), beta!.get(), parity!.get(), a.get(), b.get(), c.get()))]),
      d.set(squareOf(r.get())),
      ctl.if(null, i32.ge_s(alpha!.get(), i32.c(STABILITY_ALPHA_MIN(4))), [stabilityCut(p!, o!, alpha!, cut, [countNode])]),
      lastFour.call(p!.get(), o!.get(), alpha!.get(), beta!.get(), parity!.get(), a.get(), b.get(), c.get(), d.get()),
    ];
  });

  // 5 or more empties: walk the list, odd quadrants first.
  m.define(shallow, ([p, o, alpha, beta, n, parity, ranks], local) => {
    const cut = local(I32), best = local(I32), v = local(I32), r = local(I64), i = local(I32), sq = local(I32), f = local(I64);
    const code: Code[] = [
      countNode,
      ctl.if(null, i32.ge_s(alpha!.get(), i32.sub(i32.shl(n!.get(), i32.c(1)), i32.c(2))), [stabilityCut(p!, o!, alpha!, cut)]),
      best.set(i32.c(-66)),
    ];
    for (const odd of [1, 0]) {
      code.push(
        odd ? r.set(i64.and(ranks!.get(), i64.load(i32.shl(parity!.get(), i32.c(3)), PARITY_RANKS_AT)))
          : r.set(i64.and(ranks!.get(), i64.xor(i64.load(i32.shl(parity!.get(), i32.c(3)), PARITY_RANKS_AT), i64.c(-1)))),
        ctl.block(null, ctl.loop(null,
          ctl.br_if(1, i64.eqz(r.get())),
          i.set(i32.wrap(i64.ctz(r.get()))), r.set(withoutLowest(r.get())),
          sq.set(i32.load8_u(i.get(), ORDER_AT)),
          ctl.br_if(0, i64.eqz(besideOpponent(sq.get(), o!.get()))),
          f.set(k.flips.call(sq.get(), p!.get(), o!.get())),
          ctl.br_if(0, i64.eqz(f.get())),
          v.set(neg(shallowOrFew(i64.xor(o!.get(), f.get()), i64.or(p!.get(), f.get(), bit(sq.get())), neg(beta!.get()), neg(alpha!.get()),
            i32.sub(n!.get(), i32.c(1)), i32.xor(parity!.get(), quadrantBit(sq.get())), i64.xor(ranks!.get(), i64.shl(i64.c(1), i64.extend_u(i.get()))), n!, 1))),
          improve(v, best, alpha!, beta!),
          ctl.br(0),
        )),
      );
    }
    code.push(
      ctl.if(null, i32.ne(best.get(), i32.c(-66)), [ctl.ret(best.get())]),
      // No move: pass if the opponent has one, else the game is over.
      r.set(ranks!.get()),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i64.eqz(r.get())),
        ctl.if(null, i64.ne(k.flips.call(squareOf(r.get()), o!.get(), p!.get()), i64.c(0)), [
          ctl.ret(neg(shallow.call(o!.get(), p!.get(), neg(beta!.get()), neg(alpha!.get()), n!.get(), parity!.get(), ranks!.get()))),
        ]),
        r.set(withoutLowest(r.get())),
        ctl.br(0),
      )),
      finalScore.call(p!.get(), o!.get()),
    );
    return code;
  });

  // More than SHALLOW empties, fewer than TABLE_MIN: fastest-first, principal-variation search.
  m.define(deep, ([p, o, alpha, beta, n, parity, ranks, ply], local) => {
    const cut = local(I32), mv = local(I64), count = local(I32), i = local(I32), at = local(I32), sq = local(I32), f = local(I64);
    const cp = local(I64), co = local(I64), cpar = local(I32), cranks = local(I64), v = local(I32), best = local(I32);
    const child = (a: Code, b: Code): Code => neg(ctl.if(I32, i32.gt_s(n!.get(), i32.c(SHALLOW + 1)),
      [deep.call(cp.get(), co.get(), a, b, i32.sub(n!.get(), i32.c(1)), cpar.get(), cranks.get(), i32.add(ply!.get(), i32.c(1)))],
      [shallowOrFew(cp.get(), co.get(), a, b, i32.sub(n!.get(), i32.c(1)), cpar.get(), cranks.get(), n!, 1)]));
    return [
      countNode, tick,
      ctl.if(null, i32.ge_s(alpha!.get(), i32.sub(i32.shl(n!.get(), i32.c(1)), i32.c(2))), [stabilityCut(p!, o!, alpha!, cut)]),
      mv.set(k.moves.call(p!.get(), o!.get())),
      ctl.if(null, i64.eqz(mv.get()), [
        ctl.if(null, i64.eqz(k.moves.call(o!.get(), p!.get())), [ctl.ret(finalScore.call(p!.get(), o!.get()))]),
        ctl.ret(neg(deep.call(o!.get(), p!.get(), neg(beta!.get()), neg(alpha!.get()), n!.get(), parity!.get(), ranks!.get(), i32.add(ply!.get(), i32.c(1))))),
      ]),
      count.set(order.call(p!.get(), o!.get(), mv.get(), ply!.get(), i32.c(-1))),
      best.set(i32.c(-66)),
      i.set(i32.c(0)),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i32.ge_s(i.get(), count.get())),
        at.set(i32.shl(i32.add(i32.shl(ply!.get(), i32.c(5)), i.get()), i32.c(2))),
        sq.set(i32.load(at.get(), LIST_SQ_AT)),
        f.set(i64.or(i64.extend_u(i32.load(at.get(), LIST_FL_AT)), i64.shl(i64.extend_u(i32.load(at.get(), LIST_FH_AT)), i64.c(32)))),
        cp.set(i64.xor(o!.get(), f.get())),
        co.set(i64.or(p!.get(), f.get(), bit(sq.get()))),
        cpar.set(i32.xor(parity!.get(), quadrantBit(sq.get()))),
        cranks.set(i64.xor(ranks!.get(), i64.shl(i64.c(1), i64.extend_u(i32.load8_u(sq.get(), RANK_AT))))),
        ctl.if(null, i32.eqz(i.get()), [v.set(child(neg(beta!.get()), neg(alpha!.get())))], [
          // A null window, and a re-search when the move lands inside the window.
          v.set(child(i32.sub(i32.c(-1), alpha!.get()), neg(alpha!.get()))),
          ctl.if(null, i32.and(i32.gt_s(v.get(), alpha!.get()), i32.lt_s(v.get(), beta!.get())), [v.set(child(neg(beta!.get()), neg(v.get())))]),
        ]),
        improve(v, best, alpha!, beta!),
        i.set(i32.add(i.get(), i32.c(1))),
        ctl.br(0),
      )),
      best.get(),
    ];
  });

  /**
   * TABLE_MIN empties or more (below the probes'): solve.ts's search() — the stability cut-off,
   * the table's bounds, its move searched before the others are ordered, fastest-first,
   * enhanced transposition cut-offs from ETC_MIN empties, principal-variation search, the result
   * stored — so the same nodes in the same order as the TypeScript.
   */
  m.define(tableNode, ([p, o, alpha, beta, n, parity, ranks, ply], local) => {
    const cut = local(I32), slot = local(I32), lower = local(I32), upper = local(I32), ttMove = local(I32), mv = local(I64);
    const alpha0 = local(I32), best = local(I32), bestSq = local(I32), searched = local(I32), count = local(I32), i = local(I32), at = local(I32);
    const sq = local(I32), f = local(I64), cp = local(I64), co = local(I64), v = local(I32), home = local(I32);
    /** The child after sq (its flips in f) at ply + 1, searched in (a, b), its score negated. */
    const child = (a: Code, b: Code): Code => neg(ctl.if(I32, i32.gt_s(n!.get(), i32.c(TABLE_MIN)),
      [tableNode.call(cp.get(), co.get(), a, b, i32.sub(n!.get(), i32.c(1)), i32.xor(parity!.get(), quadrantBit(sq.get())), withoutRank(ranks!.get(), sq.get()), i32.add(ply!.get(), i32.c(1)))],
      [deep.call(cp.get(), co.get(), a, b, i32.sub(n!.get(), i32.c(1)), i32.xor(parity!.get(), quadrantBit(sq.get())), withoutRank(ranks!.get(), sq.get()), i32.add(ply!.get(), i32.c(1)))]));
    const play = [cp.set(i64.xor(o!.get(), f.get())), co.set(i64.or(p!.get(), f.get(), bit(sq.get())))].flat();
    /** The list's slot i of this ply: its square and flips into sq and f. */
    const listed = (slotIndex: Code): Code => [
      at.set(i32.shl(i32.add(i32.shl(ply!.get(), i32.c(5)), slotIndex), i32.c(2))),
      sq.set(i32.load(at.get(), LIST_SQ_AT)),
      f.set(i64.or(i64.extend_u(i32.load(at.get(), LIST_FL_AT)), i64.shl(i64.extend_u(i32.load(at.get(), LIST_FH_AT)), i64.c(32)))),
    ].flat();
    return [
      countNode, tick,
      ctl.if(null, i32.ge_s(alpha!.get(), i32.sub(i32.shl(n!.get(), i32.c(1)), i32.c(2))), [stabilityCut(p!, o!, alpha!, cut)]),
      ttMove.set(i32.c(-1)),
      // The node's bucket, hashed once for its probe and its store.
      home.set(bucket.call(p!.get(), o!.get(), n!.get())),
      slot.set(findIn(home, p!, o!)),
      ctl.if(null, slot.get(), [
        lower.set(i32.load16_s(slot.get(), LOWER_AT)),
        upper.set(i32.load16_s(slot.get(), UPPER_AT)),
        ctl.if(null, i32.ge_s(lower.get(), beta!.get()), [ctl.ret(lower.get())]),
        ctl.if(null, i32.le_s(upper.get(), alpha!.get()), [ctl.ret(upper.get())]),
        ctl.if(null, i32.eq(lower.get(), upper.get()), [ctl.ret(lower.get())]),
        ctl.if(null, i32.gt_s(lower.get(), alpha!.get()), [alpha!.set(lower.get())]),
        ctl.if(null, i32.lt_s(upper.get(), beta!.get()), [beta!.set(upper.get())]),
        ttMove.set(i32.load16_s(slot.get(), MOVE_AT)),
      ]),
      mv.set(k.moves.call(p!.get(), o!.get())),
      ctl.if(null, i64.eqz(mv.get()), [
        ctl.if(null, i64.eqz(k.moves.call(o!.get(), p!.get())), [ctl.ret(finalScore.call(p!.get(), o!.get()))]),
        ctl.ret(neg(tableNode.call(o!.get(), p!.get(), neg(beta!.get()), neg(alpha!.get()), n!.get(), parity!.get(), ranks!.get(), i32.add(ply!.get(), i32.c(1))))),
      ]),
      alpha0.set(alpha!.get()),
      best.set(i32.c(-66)), bestSq.set(i32.c(-1)), searched.set(i32.c(0)),
      // The table's move first, before the others are ordered: at a cut node it usually refutes alone.
      ctl.if(null, i32.and(i32.ge_s(ttMove.get(), i32.c(0)), i32.wrap(i64.and(i64.shr_u(mv.get(), i64.extend_u(ttMove.get())), i64.c(1)))), [
        sq.set(ttMove.get()),
        f.set(k.flips.call(sq.get(), p!.get(), o!.get())),
        play,
        v.set(child(neg(beta!.get()), neg(alpha!.get()))),
        best.set(v.get()), bestSq.set(sq.get()), searched.set(i32.c(1)),
        ctl.if(null, i32.gt_s(v.get(), alpha!.get()), [
          alpha!.set(v.get()),
          ctl.if(null, i32.ge_s(v.get(), beta!.get()), [
            store.call(home.get(), p!.get(), o!.get(), n!.get(), v.get(), i32.c(64), sq.get()),
            ctl.ret(v.get()),
          ]),
        ]),
        mv.set(i64.xor(mv.get(), bit(sq.get()))),
      ]),
      count.set(order.call(p!.get(), o!.get(), mv.get(), ply!.get(), i32.load8_s(n!.get(), PROBE_DEPTH_AT))),
      // Enhanced transposition cut-off: a reply position the table already knows to be bad enough
      // for the opponent cuts this node before any search.
      ctl.if(null, i32.ge_s(n!.get(), i32.c(ETC_MIN)), [
        i.set(i32.c(0)),
        ctl.block(null, ctl.loop(null,
          ctl.br_if(1, i32.ge_s(i.get(), count.get())),
          listed(i.get()),
          play,
          slot.set(find.call(cp.get(), co.get(), i32.sub(n!.get(), i32.c(1)))),
          ctl.if(null, i32.and(i32.ne(slot.get(), i32.c(0)), i32.ge_s(neg(i32.load16_s(slot.get(), UPPER_AT)), beta!.get())), [
            ctl.ret(neg(i32.load16_s(slot.get(), UPPER_AT))),
          ]),
          i.set(i32.add(i.get(), i32.c(1))),
          ctl.br(0),
        )),
      ]),
      i.set(i32.c(0)),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i32.ge_s(i.get(), count.get())),
        listed(i.get()),
        play,
        ctl.if(null, i32.eqz(i32.or(i.get(), searched.get())), [v.set(child(neg(beta!.get()), neg(alpha!.get())))], [
          // A null window, and a re-search when the move lands inside the window.
          v.set(child(i32.sub(i32.c(-1), alpha!.get()), neg(alpha!.get()))),
          ctl.if(null, i32.and(i32.gt_s(v.get(), alpha!.get()), i32.lt_s(v.get(), beta!.get())), [v.set(child(neg(beta!.get()), neg(v.get())))]),
        ]),
        i.set(i32.add(i.get(), i32.c(1))),
        ctl.if(null, i32.gt_s(v.get(), best.get()), [
          best.set(v.get()), bestSq.set(sq.get()),
          ctl.if(null, i32.gt_s(v.get(), alpha!.get()), [alpha!.set(v.get()), ctl.br_if(3, i32.ge_s(v.get(), beta!.get()))]),
        ]),
        ctl.br(0),
      )),
      store.call(home.get(), p!.get(), o!.get(), n!.get(),
        ctl.select(best.get(), i32.c(-64), i32.gt_s(best.get(), alpha0.get())),
        ctl.select(best.get(), i32.c(64), i32.lt_s(best.get(), beta!.get())),
        bestSq.get()),
      best.get(),
    ];
  });

  m.define(entry, ([pl, ph, ol, oh, alpha, beta, n, parity, ply], local) => {
    const p = local(I64), o = local(I64), e = local(I64), ranks = local(I64);
    return [
      p.set(board(pl!, ph!)), o.set(board(ol!, oh!)),
      e.set(i64.xor(i64.or(p.get(), o.get()), i64.c(-1))),
      ranks.set(i64.c(0)),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i64.eqz(e.get())),
        ranks.set(i64.or(ranks.get(), i64.shl(i64.c(1), i64.extend_u(i32.load8_u(i32.wrap(i64.ctz(e.get())), RANK_AT))))),
        e.set(withoutLowest(e.get())),
        ctl.br(0),
      )),
      ctl.if(I32, i32.ge_s(n!.get(), i32.c(TABLE_MIN)),
        [tableNode.call(p.get(), o.get(), alpha!.get(), beta!.get(), n!.get(), parity!.get(), ranks.get(), ply!.get())],
        [ctl.if(I32, i32.gt_s(n!.get(), i32.c(SHALLOW)),
          [deep.call(p.get(), o.get(), alpha!.get(), beta!.get(), n!.get(), parity!.get(), ranks.get(), ply!.get())],
          [few.call(p.get(), o.get(), alpha!.get(), beta!.get(), n!.get(), parity!.get(), ranks.get())])]),
    ];
  });
}

/**
 * stable.ts's stable discs on 64-bit words: stableDiscs(x, y) = the discs of x that y can never
 * flip (the same lower bound, disc for disc: the unit tests compare them). The full lines of each
 * direction by doubling spreads of the empties; the edges by stable.ts's table (columns a and h
 * gathered into a line by one multiply: bit 8i lands on bit 56 + i and no partial products meet);
 * then inner discs grown from the stable ones while each of their four lines is full or holds a
 * stable disc of theirs beside them.
 */
function stableDiscs(m: Module): { stable: Func; stableDiff: Func } {
  const stable = m.declare('stableDiscs', [I64, I64], I64, true);
  /** The estimate's term: x's stable discs less y's, the full lines found once for both. */
  const stableDiff = m.declare('stableDiff', [I64, I64], I32);
  const COLUMN_A = 0x0101010101010101n;
  const body = (x: Local, y: Local, local: (t: typeof I64) => Local, both: boolean): Code[] => {
    const e = local(I64), t = local(I64), u = local(I64), d = local(I64), mine = local(I64);
    const row = local(I64), col = local(I64), d9 = local(I64), d7 = local(I64), s = local(I64), inner = local(I64), n = local(I64);
    const spread = (v: Local, shift: bigint, up: boolean, mask: bigint): Code => v.set(i64.or(v.get(), i64.and(step(up, v.get(), shift), i64.c(mask))));
    /** Column `x` of a board as a line, bit i = row i. */
    const columnOf = (b: Code, xcol: bigint): Code => i64.shr_u(i64.mul(i64.and(i64.shr_u(b, i64.c(xcol)), i64.c(COLUMN_A)), i64.c(0x0102040810204080n)), i64.c(56));
    /** A line back to column a (each nibble by a multiply without carries, as lines.ts does on halves). */
    const columnA = (line: Code): Code => i64.or(
      i64.and(i64.mul(i64.and(line, i64.c(0xf)), i64.c(0x00204081)), i64.c(0x01010101)),
      i64.shl(i64.and(i64.mul(i64.shr_u(line, i64.c(4)), i64.c(0x00204081)), i64.c(0x01010101)), i64.c(32)));
    const edge = (own: Code, other: Code): Code => i64.extend_u(i32.load8_u(i32.wrap(i64.or(i64.shl(own, i64.c(8)), other)), EDGE_AT));
    const around = (full: Local, k: bigint): Code => i64.or(full.get(), i64.shl(s.get(), i64.c(k)), i64.shr_u(s.get(), i64.c(k)));
    /** The stable discs of `a` against `b` into s, from the full lines. */
    const discs = (a: Local, b: Local): Code[] => [
      // Edges.
      s.set(i64.or(
        edge(i64.and(a.get(), i64.c(0xff)), i64.and(b.get(), i64.c(0xff))),
        i64.shl(edge(i64.shr_u(a.get(), i64.c(56)), i64.shr_u(b.get(), i64.c(56))), i64.c(56)),
        columnA(edge(columnOf(a.get(), 0n), columnOf(b.get(), 0n))),
        i64.shl(columnA(edge(columnOf(a.get(), 7n), columnOf(b.get(), 7n))), i64.c(7)))),
      inner.set(i64.and(a.get(), i64.c(0x007e7e7e7e7e7e00n))),
      s.set(i64.or(s.get(), i64.and(inner.get(), row.get(), col.get(), d9.get(), d7.get()))),
      // Grow from the stable discs: a shift's wrap into the next row lands on column a or h, which the inner mask drops.
      ctl.loop(null,
        n.set(i64.and(inner.get(), around(row, 1n), around(col, 8n), around(d9, 9n), around(d7, 7n), i64.xor(s.get(), i64.c(-1)))),
        s.set(i64.or(s.get(), n.get())),
        ctl.br_if(0, i64.ne(n.get(), i64.c(0))),
      ),
    ];
    return [
      e.set(i64.xor(i64.or(x.get(), y.get()), i64.c(-1))),
      // Rows: an empty square anywhere in a byte reaches its bit 0, which × 0xff fills the byte.
      t.set(e.get()), spread(t, 1n, false, 0x7f7f7f7f7f7f7f7fn), spread(t, 2n, false, 0x3f3f3f3f3f3f3f3fn), spread(t, 4n, false, 0x0f0f0f0f0f0f0f0fn),
      row.set(i64.xor(i64.mul(i64.and(t.get(), i64.c(COLUMN_A)), i64.c(0xff)), i64.c(-1))),
      // Columns: a bit set in all eight row bytes.
      t.set(i64.xor(e.get(), i64.c(-1))),
      t.set(i64.and(t.get(), i64.shr_u(t.get(), i64.c(32)))), t.set(i64.and(t.get(), i64.shr_u(t.get(), i64.c(16)))), t.set(i64.and(t.get(), i64.shr_u(t.get(), i64.c(8)))),
      col.set(i64.mul(i64.and(t.get(), i64.c(0xff)), i64.c(COLUMN_A))),
      // a1–h8 diagonals (steps of 9): up (the masks drop what wraps into column a), then down.
      u.set(e.get()), spread(u, 9n, true, 0xfefefefefefefefen), spread(u, 18n, true, 0xfcfcfcfcfcfcfcfcn), spread(u, 36n, true, 0xf0f0f0f0f0f0f0f0n),
      d.set(e.get()), spread(d, 9n, false, 0x7f7f7f7f7f7f7f7fn), spread(d, 18n, false, 0x3f3f3f3f3f3f3f3fn), spread(d, 36n, false, 0x0f0f0f0f0f0f0f0fn),
      d9.set(i64.xor(i64.or(u.get(), d.get()), i64.c(-1))),
      // h1–a8 diagonals (steps of 7): up (the masks drop what wraps into column h), then down.
      u.set(e.get()), spread(u, 7n, true, 0x7f7f7f7f7f7f7f7fn), spread(u, 14n, true, 0x3f3f3f3f3f3f3f3fn), spread(u, 28n, true, 0x0f0f0f0f0f0f0f0fn),
      d.set(e.get()), spread(d, 7n, false, 0xfefefefefefefefen), spread(d, 14n, false, 0xfcfcfcfcfcfcfcfcn), spread(d, 28n, false, 0xf0f0f0f0f0f0f0f0n),
      d7.set(i64.xor(i64.or(u.get(), d.get()), i64.c(-1))),
      ...discs(x, y),
      ...(both ? [mine.set(s.get()), ...discs(y, x), i32.sub(popcount(mine.get()), popcount(s.get()))] : [s.get()]),
    ];
  };
  m.define(stable, ([x, y], local) => body(x!, y!, local, false));
  m.define(stableDiff, ([x, y], local) => body(x!, y!, local, true));
  return { stable, stableDiff };
}

/**
 * The transposition tables in the core's memory: table.ts's slots, buckets and hash, so solve.ts's
 * Tables (views of the same bytes) and the core read and write the same tables; the small one at
 * SMALL_TABLE_AT for the nodes of fewer than SMALL_TABLE_BELOW empties, the large one at TABLE_AT
 * for the others. find(p, o, empties): the slot's byte address, 0 when the table does not hold the
 * position (or is off); store(p, o, depth, lower, upper, move): Table.store's replacement (the
 * deeper result kept in the bucket's first slot, the newest in its second), in the table of
 * `depth` empties.
 */
function transpositionTable(m: Module): { bucket: Func; find: Func; findIn: (a: Local, p: Local, o: Local) => Code; store: Func } {
  const bucketMask = m.global(I32, 0, 'tableBucketMask');
  const useTable = m.global(I32, 1, 'useTable');
  const bucket = m.declare('bucket', [I64, I64, I32], I32);
  const find = m.declare('find', [I64, I64, I32], I32);
  /** store(bucket, p, o, depth, lower, upper, move): the bucket's byte address as bucket() gave it for p, o and depth. */
  const store = m.declare('store', [I32, I64, I64, I32, I32, I32, I32], null);
  const holds = (a: Code, p: Local, o: Local): Code => i32.and(i64.eq(i64.load(a), p.get()), i64.eq(i64.load(a, 8), o.get()));

  m.define(bucket, ([p, o, empties], local) => {
    const h = local(I32);
    const words = [i32.wrap(i64.shr_u(p!.get(), i64.c(32))), i32.wrap(o!.get()), i32.wrap(i64.shr_u(o!.get(), i64.c(32)))];
    const code: Code[] = [h.set(i32.mul(i32.xor(i32.wrap(p!.get()), i32.c(HASH_SEED)), i32.c(HASH_STEPS[0]!.multiplier)))];
    HASH_STEPS.slice(1).forEach(({ shift, multiplier }, w) => {
      code.push(h.set(i32.mul(i32.xor(h.get(), i32.shr_u(h.get(), i32.c(shift)), words[w]!), i32.c(multiplier))));
    });
    code.push(
      h.set(i32.xor(h.get(), i32.shr_u(h.get(), i32.c(HASH_LAST_SHIFT)))),
      ctl.if(I32, i32.lt_s(empties!.get(), i32.c(SMALL_TABLE_BELOW)), [
        ctl.if(I32, i32.lt_s(empties!.get(), i32.c(TINY_TABLE_BELOW)),
          [i32.add(i32.c(TINY_TABLE_AT), i32.mul(i32.and(h.get(), i32.c(((1 << TINY_TABLE_BITS) - 1) & ~1)), i32.c(SLOT_BYTES)))],
          [i32.add(i32.c(SMALL_TABLE_AT), i32.mul(i32.and(h.get(), i32.c(((1 << SMALL_TABLE_BITS) - 1) & ~1)), i32.c(SLOT_BYTES)))]),
      ], [i32.add(i32.c(TABLE_AT), i32.mul(i32.and(h.get(), bucketMask.get()), i32.c(SLOT_BYTES)))]),
    );
    return code;
  });

  /** The slot of p, o in the bucket at `a` (its byte address), 0 when neither slot holds it or the table is off. */
  const findIn = (a: Local, p: Local, o: Local): Code => ctl.if(I32, i32.eqz(useTable.get()), [i32.c(0)], [
    ctl.if(I32, holds(a.get(), p, o), [a.get()], [
      ctl.select(i32.add(a.get(), i32.c(SLOT_BYTES)), i32.c(0), holds(i32.add(a.get(), i32.c(SLOT_BYTES)), p, o)),
    ]),
  ]);
  m.define(find, ([p, o, empties], local) => {
    const a = local(I32);
    return [a.set(bucket.call(p!.get(), o!.get(), empties!.get())), findIn(a, p!, o!)];
  });

  m.define(store, ([a, p, o, depth, lower, upper, move]) => {
    const second = i32.add(a!.get(), i32.c(SLOT_BYTES));
    return [
      ctl.if(null, i32.eqz(useTable.get()), [ctl.ret()]),
      ctl.if(null, holds(second, p!, o!), [a!.set(second)], [
        ctl.if(null, i32.eqz(holds(a!.get(), p!, o!)), [
          // An empty deep slot (all zeros) reads as depth 0 here, so it is taken first.
          ctl.if(null, i32.ge_s(depth!.get(), i32.load16_s(a!.get(), DEPTH_AT)), [
            // The deep slot's old result moves to the newest slot.
            ...[0, 8, 16, 24].map((at) => i64.store(second, i64.load(a!.get(), at), at)),
          ], [a!.set(second)]),
        ]),
      ]),
      i64.store(a!.get(), p!.get()), i64.store(a!.get(), o!.get(), 8),
      i32.store16(a!.get(), depth!.get(), DEPTH_AT), i32.store16(a!.get(), lower!.get(), LOWER_AT),
      i32.store16(a!.get(), upper!.get(), UPPER_AT), i32.store16(a!.get(), move!.get(), MOVE_AT),
    ];
  });
  return { bucket, find, findIn, store };
}

/**
 * The solver's tables in the core's memory (grown to hold the large one, which replaces the
 * memory's buffer: moveLists() and earlier tables must be taken again), cleared, the core's
 * globals set to them: the large table of 2^bits slots and the small one of the shallow nodes.
 */
export function coreTable(core: CoreExports, bits: number): { table: Table; small: Table; tiny: Table } {
  const bytes = (1 << bits) * SLOT_BYTES;
  const short = TABLE_AT + bytes - core.memory.buffer.byteLength;
  if (short > 0) core.memory.grow(Math.ceil(short / PAGE));
  core.tableBucketMask.value = ((1 << bits) - 1) & ~1;
  // Only the bytes earlier tables used can hold slots: the rest are the memory's zeros (a new
  // memory's, or grown pages'). Clearing the 128 MB table of 26 empties and more was ~0.2 s of CPU
  // (FFO #49), and the 40 MB of the others' ~40 ms of every solve's start-up.
  const used = tablesEnd.get(core) ?? SMALL_TABLE_AT;
  new Uint8Array(core.memory.buffer, SMALL_TABLE_AT, Math.min(used, TABLE_AT + bytes) - SMALL_TABLE_AT).fill(0);
  tablesEnd.set(core, Math.max(used, TABLE_AT + bytes));
  return {
    table: new Table(bits, core.memory.buffer, TABLE_AT, true),
    small: new Table(SMALL_TABLE_BITS, core.memory.buffer, SMALL_TABLE_AT, true),
    tiny: new Table(TINY_TABLE_BITS, core.memory.buffer, TINY_TABLE_AT, true),
  };
}
/** The end of the bytes a core's tables have used (coreTable()). */
const tablesEnd = new WeakMap<CoreExports, number>();

/** The core's bytes (deterministic: the same on every build). */
export const buildCore = build;

export interface CoreExports {
  /**
   * The solver's search below the root (solve.ts) of (pl, ph)
   * against (ol, oh) in (alpha, beta) with the quadrants' parity, its move lists from block
   * `ply`: the score (fail-soft). Its nodes are added to `nodes`.
   */
  search(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number, empties: number, parity: number, ply: number): number;
  /** The nodes the core's searches counted (an i64: a BigInt in JavaScript), set to 0n by the solver. */
  nodes: WebAssembly.Global;
  /** Deep nodes before the next call of the host's poll (engine.poll, at instantiation). */
  pollCountdown: WebAssembly.Global;
  /** The table (coreTable()): its buckets' index mask, and whether it is used (1) or not (0). */
  tableBucketMask: WebAssembly.Global;
  useTable: WebAssembly.Global;
  memory: WebAssembly.Memory;
  /** Whether shallow() looks for the stability cut-off (1) or not (0). */
  stability: WebAssembly.Global;
  /** Moves of p against o (i64s are BigInts in JavaScript, results signed: for the tests). */
  moves(p: bigint, o: bigint): bigint;
  flips(sq: number, p: bigint, o: bigint): bigint;
  /** Stable discs of x against y (stable.ts's stableDiscs; for the tests). */
  stableDiscs(x: bigint, y: bigint): bigint;
  /** estimate.ts's estimate of p against o (for the tests). */
  estimate(p: bigint, o: bigint): number;
  perft(pl: number, ph: number, ol: number, oh: number, depth: number): number;
}

/**
 * The instantiated core, built on first use (building takes 30–150 ms of a start-up that does not
 * always solve), synchronously (the CLI and the bench load it in Node).
 */
export function wasmCore(): CoreExports {
  if (instance === undefined) {
    instance = new WebAssembly.Instance(new WebAssembly.Module(build()), { engine: { poll: () => pollHandler() } }).exports as unknown as CoreExports;
    new Uint8Array(instance.memory.buffer, EDGE_AT, 65536).set(edgeStable());
    new Uint16Array(instance.memory.buffer, BASE3_AT, 256).set(BASE3);
    new Int16Array(instance.memory.buffer, ESTIMATE_EDGES_AT, ESTIMATE_EDGES.length).set(ESTIMATE_EDGES);
  }
  return instance;
}
let instance: CoreExports | undefined;
let pollHandler: () => void = () => {};
/** What the core calls every POLL_INTERVAL deep nodes (solve.ts's poll; it may throw to stop the search). */
export function onCorePoll(handler: () => void): void { pollHandler = handler; }

/** The move lists in the core's memory, for solve.ts (its probe ordering writes them too). */
export function moveLists(core: CoreExports): { sq: Int32Array; key: Int32Array; fl: Int32Array; fh: Int32Array } {
  return {
    sq: new Int32Array(core.memory.buffer, LIST_SQ_AT, LIST_SLOTS),
    key: new Int32Array(core.memory.buffer, LIST_KEY_AT, LIST_SLOTS),
    fl: new Int32Array(core.memory.buffer, LIST_FL_AT, LIST_SLOTS),
    fh: new Int32Array(core.memory.buffer, LIST_FH_AT, LIST_SLOTS),
  };
}

/**
 * estimate.ts's estimate on 64-bit words, the same sum term for term (integers, so the same value:
 * the unit tests compare them): mobility, potential mobility, X-squares beside an empty corner,
 * parity, discs, a pass to come, the constant, stable discs (both sides' by stableDiff, the full lines found once), the four edges'
 * patterns (BASE3 of each side's line, the weights' table copied in by wasmCore()).
 */
function estimate(m: Module, k: Kernels, stableDiff: Func): Func {
  const exported = m.declare('estimate', [I64, I64], I32, true);
  const f = m.declare('estimateMoves', [I64, I64, I64], I32);
  m.define(exported, ([p, o]) => [f.call(p!.get(), o!.get(), k.moves.call(p!.get(), o!.get()))]);
  const w = ESTIMATE_WEIGHTS;
  // estimateMoves(p, o, moves): the estimate, p's moves given (the probes have them).
  m.define(f, ([p, o, mv], local) => {
    const mine = local(I32), e = local(I64);
    const times = (weight: number, x: Code): Code => i32.mul(i32.c(weight), x);
    /** Potential mobility: the empties next to d (row spread with masks stopping the wrap, then up and down). */
    const frontier = (d: Code, t: Local): Code[] => [
      t.set(i64.or(d, i64.and(i64.shl(d, i64.c(1)), i64.c(0xfefefefefefefefen)), i64.and(i64.shr_u(d, i64.c(1)), i64.c(0x7f7f7f7f7f7f7f7fn)))),
      popcount(i64.and(i64.or(t.get(), i64.shl(t.get(), i64.c(8)), i64.shr_u(t.get(), i64.c(8))), e.get())),
    ];
    const ta = local(I64), tb = local(I64);
    /** X-squares (b2, g2, b7, g7) of d beside an empty corner. */
    const xs = (d: Local): Code => i32.wrap(i64.add(
      i64.and(i64.and(e.get(), i64.shr_u(d.get(), i64.c(9))), i64.c(1)),
      i64.and(i64.shr_u(i64.and(e.get(), i64.shr_u(d.get(), i64.c(7))), i64.c(7)), i64.c(1)),
      i64.and(i64.shr_u(i64.and(e.get(), i64.shl(d.get(), i64.c(7))), i64.c(56)), i64.c(1)),
      i64.shr_u(i64.and(e.get(), i64.shl(d.get(), i64.c(9))), i64.c(63))));
    const base3 = (line: Code): Code => i32.load16_u(i32.shl(i32.wrap(line), i32.c(1)), BASE3_AT);
    const edge = (own: Code, other: Code): Code =>
      i32.load16_s(i32.shl(i32.add(base3(own), i32.shl(base3(other), i32.c(1))), i32.c(1)), ESTIMATE_EDGES_AT);
    /** Column x as a line (bit i = row i). */
    const columnOf = (b: Code, x: bigint): Code => i64.shr_u(i64.mul(i64.and(i64.shr_u(b, i64.c(x)), i64.c(0x0101010101010101n)), i64.c(0x0102040810204080n)), i64.c(56));
    return [
      mine.set(popcount(mv!.get())),
      e.set(i64.xor(i64.or(p!.get(), o!.get()), i64.c(-1))),
      i32.add(
        times(w[0]!, i32.sub(mine.get(), popcount(k.moves.call(o!.get(), p!.get())))),
        times(w[1]!, i32.sub(frontier(o!.get(), ta).flat(), frontier(p!.get(), tb).flat())),
        times(w[2]!, i32.sub(xs(p!), xs(o!))),
        ctl.select(i32.c(w[3]!), i32.c(-w[3]!), i32.and(popcount(e.get()), i32.c(1))),
        times(w[4]!, i32.sub(popcount(p!.get()), popcount(o!.get()))),
        ctl.select(i32.c(w[5]!), i32.c(0), i32.eqz(mine.get())),
        i32.c(w[6]!),
        times(w[7]!, stableDiff.call(p!.get(), o!.get())),
        edge(i64.and(p!.get(), i64.c(0xff)), i64.and(o!.get(), i64.c(0xff))),
        edge(i64.shr_u(p!.get(), i64.c(56)), i64.shr_u(o!.get(), i64.c(56))),
        edge(columnOf(p!.get(), 0n), columnOf(o!.get(), 0n)),
        edge(columnOf(p!.get(), 7n), columnOf(o!.get(), 7n)),
      ),
    ];
  });
  return f;
}

const CORNERS = 0x8100000000000081n;

/**
 * solve.ts's probe and probeMoves: a short alpha-beta on the estimate (hundredths of a disc; a
 * finished game its exact score × 100). Over the full window alpha-beta's value does not depend on
 * the order of the moves, so the core orders them for more cut-offs where solve.ts takes them in
 * square order: fewest replies first, the replies passed on as the child's moves (the estimate's
 * mobility one ply from it). The same values, so the same solver trees (FFO #47: the estimate
 * 4.91 M times in square order; 2.91 M with corners first and C- and X-squares last; 2.34 M with
 * replies counted from two plies; 2.27 M from one; #49's first 30 M nodes 12.6 M, 9.7 M, 7.7 M,
 * 7.4 M). probeMoves(p, o, moves, depth, alpha, beta) takes the side to move's moves
 * already generated; returned for the ordering.
 */
function probes(m: Module, k: Kernels, estimate: Func, finalScore: Func): Func {
  const probe = m.declare('probe', [I64, I64, I32, I32, I32], I32);
  const probeMoves = m.declare('probeMoves', [I64, I64, I64, I32, I32, I32], I32);
  m.define(probe, ([p, o, depth, alpha, beta]) => [
    probeMoves.call(p!.get(), o!.get(), k.moves.call(p!.get(), o!.get()), depth!.get(), alpha!.get(), beta!.get()),
  ]);
  m.define(probeMoves, ([p, o, mv, depth, alpha, beta], local) => {
    const best = local(I32), v = local(I32), b = local(I64), f = local(I64), rest = local(I64);
    const r = local(I64), key = local(I32), n = local(I32), j = local(I32), at = local(I32), base = local(I32);
    const neg = (x: Code): Code => i32.sub(i32.c(0), x);
    const entry = (index: Code): Code => i32.add(base.get(), i32.mul(index, i32.c(PROBE_ENTRY)));
    /**
     * The moves fewest replies first (a corner reply counting 1.5, a corner move ahead),
     * insertion-sorted into the depth's list with their flips and the replies, which the child's
     * probe (or estimate) takes as its moves.
     */
    const sorted: Code = [
      base.set(i32.add(i32.c(PROBE_LIST_AT), i32.mul(depth!.get(), i32.c(32 * PROBE_ENTRY)))),
      n.set(i32.c(0)), rest.set(mv!.get()),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i64.eqz(rest.get())),
        b.set(i64.and(rest.get(), i64.sub(i64.c(0), rest.get()))),
        rest.set(i64.xor(rest.get(), b.get())),
        f.set(k.flips.call(i32.wrap(i64.ctz(b.get())), p!.get(), o!.get())),
        r.set(k.moves.call(i64.xor(o!.get(), f.get()), i64.or(p!.get(), f.get(), b.get()))),
        key.set(i32.sub(i32.add(i32.shl(popcount(r.get()), i32.c(1)), popcount(i64.and(r.get(), i64.c(CORNERS)))),
          ctl.select(i32.c(8), i32.c(0), i64.ne(i64.and(b.get(), i64.c(CORNERS)), i64.c(0))))),
        j.set(n.get()),
        ctl.block(null, ctl.loop(null,
          ctl.br_if(1, i32.eqz(j.get())),
          at.set(entry(i32.sub(j.get(), i32.c(1)))),
          ctl.br_if(1, i32.le_s(i32.load(at.get(), 16), key.get())),
          i64.store(at.get(), i64.load(at.get()), PROBE_ENTRY), i64.store(at.get(), i64.load(at.get(), 8), PROBE_ENTRY + 8),
          i64.store(at.get(), i64.load(at.get(), 16), PROBE_ENTRY + 16),
          j.set(i32.sub(j.get(), i32.c(1))),
          ctl.br(0),
        )),
        at.set(entry(j.get())),
        i64.store(at.get(), f.get()), i64.store(at.get(), r.get(), 8),
        i32.store(at.get(), key.get(), 16), i32.store(at.get(), i32.wrap(i64.ctz(b.get())), 20),
        n.set(i32.add(n.get(), i32.c(1))),
        ctl.br(0),
      )),
      j.set(i32.c(0)),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i32.ge_s(j.get(), n.get())),
        at.set(entry(j.get())),
        f.set(i64.load(at.get())),
        b.set(bit(i32.load(at.get(), 20))),
        v.set(neg(probeMoves.call(i64.xor(o!.get(), f.get()), i64.or(p!.get(), f.get(), b.get()), i64.load(at.get(), 8), i32.sub(depth!.get(), i32.c(1)), neg(beta!.get()), neg(alpha!.get())))),
        j.set(i32.add(j.get(), i32.c(1))),
        ctl.if(null, i32.gt_s(v.get(), best.get()), [
          best.set(v.get()),
          ctl.if(null, i32.gt_s(v.get(), alpha!.get()), [alpha!.set(v.get()), ctl.br_if(3, i32.ge_s(v.get(), beta!.get()))]),
        ]),
        ctl.br(0),
      )),
    ].flat();
    return [
      ctl.if(null, i32.eqz(depth!.get()), [ctl.ret(estimate.call(p!.get(), o!.get(), mv!.get()))]),
      ctl.if(null, i64.eqz(mv!.get()), [
        ctl.if(null, i64.eqz(k.moves.call(o!.get(), p!.get())), [ctl.ret(i32.mul(finalScore.call(p!.get(), o!.get()), i32.c(100)))]),
        ctl.ret(neg(probe.call(o!.get(), p!.get(), i32.sub(depth!.get(), i32.c(1)), neg(beta!.get()), neg(alpha!.get())))),
      ]),
      best.set(i32.c(-100000)),
      sorted,
      best.get(),
    ];
  });
  return probeMoves;
}

/** finalScore(p, o): the final disc difference for p, the empties going to the winner (position.ts). */
function finalScoreKernel(m: Module): Func {
  const finalScore = m.declare('finalScore', [I64, I64], I32);
  m.define(finalScore, ([p, o], local) => {
    const pc = local(I32), d = local(I32), e = local(I32);
    return [
      pc.set(popcount(p!.get())),
      d.set(i32.sub(pc.get(), popcount(o!.get()))),
      e.set(i32.sub(i32.c(64), pc.get(), popcount(o!.get()))),
      ctl.if(null, i32.gt_s(d.get(), i32.c(0)), [ctl.ret(i32.add(d.get(), e.get()))]),
      ctl.if(null, i32.lt_s(d.get(), i32.c(0)), [ctl.ret(i32.sub(d.get(), e.get()))]),
      i32.c(0),
    ];
  });
  return finalScore;
}

/**
 * The deep nodes' ordering and the insertion into the ply's list (solve.ts's order()):
 * order(p, o, moves, ply, depth) fills the move lists' block `ply`, best first, equal keys in
 * square order, and returns the count. The keys are fastest-first's, or with depth ≥ 0 a
 * depth-ply probe of the position after the move plus the opponent's replies.
 */
function fastestFirst(m: Module, k: Kernels, probeMoves: Func): Func {
  const order = m.declare('order', [I64, I64, I64, I32, I32], I32);
  m.define(order, (params, local) => {
    const [p, o, mv, ply, depth] = params as [Local, Local, Local, Local, Local];
    const b = local(I64), f = local(I64), q = local(I64), r = local(I64), a = local(I64), s = local(I64);
    const sq = local(I32), key = local(I32), n = local(I32), base = local(I32), j = local(I32), at = local(I32), prev = local(I32), replies = local(I32);
    const co = local(I64), replyMoves = movesCode(co, q, local);
    const bitAt = (x: bigint, at: bigint): Code => i64.and(i64.shr_u(r.get(), i64.c(at)), i64.c(x));
    const fastestKey: Code = [
      key.set(i32.mul(i32.c(W_REPLY / 2), replies.get())),
      // Potential mobility: the empties next to our discs (row spread, masks stopping the wrap, then up and down).
      a.set(i64.or(q.get(), i64.and(i64.shl(q.get(), i64.c(1)), i64.c(0xfefefefefefefefen)), i64.and(i64.shr_u(q.get(), i64.c(1)), i64.c(0x7f7f7f7f7f7f7f7fn)))),
      a.set(i64.or(a.get(), i64.shl(a.get(), i64.c(8)), i64.shr_u(a.get(), i64.c(8)))),
      key.set(i32.add(key.get(), i32.mul(i32.c(W_POTENTIAL), popcount(i64.and(a.get(), i64.xor(i64.or(p.get(), o.get(), b.get()), i64.c(-1))))))),
      ctl.if(null, i64.ne(i64.and(b.get(), i64.c(0x8100000000000081n)), i64.c(0)), [key.set(i32.sub(key.get(), i32.c(W_CORNER_MOVE)))]),
      // Corners owned, and edge squares owned beside an owned corner.
      s.set(i64.and(q.get(), i64.or(
        i64.shl(i64.and(q.get(), i64.c(0x0100000000000001n)), i64.c(1)),
        i64.shr_u(i64.and(q.get(), i64.c(0x8000000000000080n)), i64.c(1)),
        i64.shl(i64.and(q.get(), i64.c(0x81n)), i64.c(8)),
        i64.shr_u(i64.and(q.get(), i64.c(0x8100000000000000n)), i64.c(8)),
        i64.c(0x8100000000000081n)))),
      key.set(i32.sub(key.get(), i32.mul(i32.c(W_CORNER_STABLE), popcount(s.get())))),
    ].flat();
    return [
      base.set(i32.shl(i32.shl(ply.get(), i32.c(5)), i32.c(2))), // byte offset of the ply's block
      // A single move needs no key: its flips listed, no replies generated, no probe.
      ctl.if(null, i32.and(i64.ne(mv.get(), i64.c(0)), i64.eqz(withoutLowest(mv.get()))), [
        sq.set(i32.wrap(i64.ctz(mv.get()))),
        f.set(k.flips.call(sq.get(), p.get(), o.get())),
        i32.store(base.get(), sq.get(), LIST_SQ_AT),
        i32.store(base.get(), i32.wrap(f.get()), LIST_FL_AT),
        i32.store(base.get(), i32.wrap(i64.shr_u(f.get(), i64.c(32))), LIST_FH_AT),
        ctl.ret(i32.c(1)),
      ]),
      n.set(i32.c(0)),
      ctl.block(null, ctl.loop(null,
        ctl.br_if(1, i64.eqz(mv.get())),
        sq.set(i32.wrap(i64.ctz(mv.get()))),
        b.set(i64.and(mv.get(), i64.sub(i64.c(0), mv.get()))),
        mv.set(i64.xor(mv.get(), b.get())),
        f.set(k.flips.call(sq.get(), p.get(), o.get())),
        q.set(i64.or(p.get(), f.get(), b.get())), // the mover's discs after the move
        // The opponent's replies, the moves written in line (a call a move ordered saved).
        co.set(i64.xor(o.get(), f.get())),
        r.set(ctl.block(I64, ...replyMoves)),
        // Twice the replies, a corner reply thrice.
        replies.set(i32.wrap(i64.add(
          i64.shl(i64.popcnt(r.get()), i64.c(1)),
          bitAt(1n, 0n), bitAt(1n, 7n), bitAt(1n, 56n), bitAt(1n, 63n)))),
        ctl.if(null, i32.ge_s(depth.get(), i32.c(0)), [
          key.set(i32.add(
            probeMoves.call(i64.xor(o.get(), f.get()), q.get(), r.get(), depth.get(), i32.c(-100000), i32.c(100000)),
            i32.mul(i32.c(W_PROBE_REPLY / 2), replies.get()))),
        ], [fastestKey]),
        // Insertion after the keys not above it.
        j.set(n.get()),
        ctl.block(null, ctl.loop(null,
          ctl.br_if(1, i32.eqz(j.get())),
          at.set(i32.add(base.get(), i32.shl(j.get(), i32.c(2)))),
          prev.set(i32.load(at.get(), LIST_KEY_AT - 4)),
          ctl.br_if(1, i32.le_s(prev.get(), key.get())),
          i32.store(at.get(), prev.get(), LIST_KEY_AT),
          i32.store(at.get(), i32.load(at.get(), LIST_SQ_AT - 4), LIST_SQ_AT),
          i32.store(at.get(), i32.load(at.get(), LIST_FL_AT - 4), LIST_FL_AT),
          i32.store(at.get(), i32.load(at.get(), LIST_FH_AT - 4), LIST_FH_AT),
          j.set(i32.sub(j.get(), i32.c(1))),
          ctl.br(0),
        )),
        at.set(i32.add(base.get(), i32.shl(j.get(), i32.c(2)))),
        i32.store(at.get(), key.get(), LIST_KEY_AT),
        i32.store(at.get(), sq.get(), LIST_SQ_AT),
        i32.store(at.get(), i32.wrap(f.get()), LIST_FL_AT),
        i32.store(at.get(), i32.wrap(i64.shr_u(f.get(), i64.c(32))), LIST_FH_AT),
        n.set(i32.add(n.get(), i32.c(1))),
        ctl.br(0),
      )),
      n.get(),
    ];
  });
  return order;
}
