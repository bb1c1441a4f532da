/** The solver's nodes with this many empties or fewer walk their empties list (no move generation). */
export const SHALLOW = 6;
/** The solver's transposition table is consulted at nodes with at least this many empties. */
export const TABLE_MIN = 8;
/**
 * Nodes of fewer empties than this keep their results in a small table of 2^SMALL_TABLE_BITS
 * slots (Edax's shallow table), apart from the large one: in the large table (32 MB) nearly every
 * probe of the millions of nodes of 8–11 empties missed the cache and the TLB, a quarter of the
 * solver's time. FFO #40–#44, 4 interleaved rounds under load 20–26 (CPU s, medians): one table
 * 111.8 M nodes, 11.1 s; below 12 at 2^18 slots 114.4 M, 9.2 s (faster in every round); below 11
 * at 2^17 115.3 M, 10.2 s; below 10 at 2^14 115.6 M, 10.5 s; below 12 at 2^16 118.7 M, 10.3 s.
 */
export const SMALL_TABLE_BELOW = 12;
export const SMALL_TABLE_BITS = 18;
/**
 * The nodes of fewer empties than this (8, the table's shallowest: half the small table's probes)
 * keep theirs in a table of 2^TINY_TABLE_BITS slots (512 KB), which stays in the cache (L2: 1 MB a
 * core here) and its few pages in the TLB where the 8 MB one missed both. FFO #41–#44 in one
 * process, CPU s, load 16–22, interleaved: the small table alone 108.5 M nodes, 7.00 and 7.04 s;
 * below 9 at 2^14 slots 109.0 M (+0.4 %), 6.92 and 6.87 s; at 2^13 109.2 M and 2^15 108.7 M, the
 * same within the noise; below 10 at 2^16 109.8 M, 6.95 s. With it, the small table at 2^17 or
 * 2^16 slots: 110.6 M and 112.4 M nodes, 6.98 and 7.04 s against 6.85 s.
 */
export const TINY_TABLE_BELOW = 9;
export const TINY_TABLE_BITS = 14;
/** Enhanced transposition cut-offs are looked for at nodes with at least this many empties. */
export const ETC_MIN = 12;
/**
 * Deep nodes with at least this many empties (and fewer than ORDER_EVAL) order their moves by a
 * 1-ply probe (the best estimate over the opponent's replies). Measured on FFO #40, #41, #44, #47
 * with the hand-set evaluation and the potential-mobility term below: 82.1 M nodes and 18.8 s CPU
 * before, 71.6 M and 16.1 s from 16 empties; a 2-ply probe here saved no nodes and cost more.
 * With the estimate, FFO #40–#49: from 16 empties 894 M nodes in 111 and 117 s CPU, from 14
 * 856 M nodes in 119 and 130 s (its probes cost more than the nodes they save).
 * Below it every node is fastest-first.
 */
export const ORDER_SHALLOW_PROBE = 16;
/** Deep nodes with at least this many empties order their moves by a PROBE_DEPTH-ply probe. */
export const ORDER_EVAL = 18;
const SHALLOW_PROBE_DEPTH = 1;
/**
 * Plies of the probe that orders moves at ORDER_EVAL empties and more. Measured on FFO #40, #41,
 * #44 with the hand-set evaluation (CPU time against static evaluation ordering): 2 plies −5 to
 * −20 %, 3 plies −5 to −38 %, 4 plies slower (the probes cost more than the nodes they save).
 * With the estimate, FFO #40–#49 at 2 plies: 1 138 M nodes and 142 s against 894 M and 111–117 s.
 */
const PROBE_DEPTH = 3;
/** Plies of the ordering probe at a node with `empties` empties, -1 for fastest-first. */
export function probeDepth(empties: number): number {
  return empties >= ORDER_EVAL ? PROBE_DEPTH : empties >= ORDER_SHALLOW_PROBE ? SHALLOW_PROBE_DEPTH : -1;
}
/**
 * The probes' weight of the opponent's replies (hundredths of a disc a reply, half as much again
 * for a corner reply), added to the probe's value: mobility is what fastest-first shows to cut.
 * With the hand-set evaluation (80 here stood for about 200 hundredths of a final disc), FFO
 * #40–#44, #46, #47: 249 M nodes without, 256 M at 20, 230 M at 40, 228 M at 80, 265 M at 160;
 * #45, #48, #49 at 80: 1 278 M → 1 145 M. With the estimate, the same seven: 198 M at 100, 188 M
 * at 200, 193 M at 400.
 */
export const W_PROBE_REPLY = 200;
/**
 * Deep nodes (more than SHALLOW empties) between two polls: on FFO #40 and #47 a limit of 1 M
 * nodes stops at 1.015 M and 1.018 M, so a poll comes every ~15 k nodes, well under a millisecond.
 * The countdown costs one decrement a deep node; the poll itself runs ~1/4 000 as often.
 */
export const POLL_INTERVAL = 1 << 12;

/**
 * Fastest-first, the solver's move ordering from SHALLOW + 1 empties up to the probes (solve.ts):
 * each move's key, lowest first, is
 *   W_REPLY × the opponent's replies after it (a corner reply counting 1.5)
 *   + W_POTENTIAL × the opponent's potential mobility (empties next to our discs after the move)
 *   − W_CORNER_MOVE for a corner move − W_CORNER_STABLE × our corners and edge squares beside an owned corner.
 * Computed by the WebAssembly core (core.ts) and by solve.ts's TypeScript reference.
 */

/** A reply (a corner reply 1.5 of it). */
export const W_REPLY = 16;
/** Against 16 a reply: 2 cut the quick set's nodes by ~4 %, 4 by ~1 %. */
export const W_POTENTIAL = 2;
/** A corner move. */
export const W_CORNER_MOVE = 12;
/**
 * The mover's corner discs and the edge squares beside an owned corner (discs that can never
 * flip), against 16 a reply: a tie-break more than a term. FFO #40–#44, #46, #47: 1 took 228 M
 * nodes to 218 M, 2 to 222 M, 3 to 227 M, 4 to 232 M.
 */
export const W_CORNER_STABLE = 1;

/** Move lists of the deep nodes, one block of 32 per ply (in the core's memory: core.ts). */
export const MAX_PLY = 128;
