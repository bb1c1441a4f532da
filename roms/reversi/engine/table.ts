/**
 * A transposition table on typed arrays: one slot per hash index, each keeping the whole position
 * (four words, so a hit is never a different position), a lower and an upper bound on its score,
 * the depth they hold for, and the best move found. Slots pair up in buckets of two: the first
 * keeps the deepest result (expensive to recompute, near the root), the second the newest; a
 * single always-replace slot let the millions of small subtrees of a 24-empty solve evict the few
 * large ones.
 */

/**
 * The hash's constants: the seed, then for each word (pl, ph, ol, oh) the shift folded in before it
 * (none before the first) and the multiplier after it; a last shift at the end. The WebAssembly
 * core (core.ts) computes the same hash from these.
 */
export const HASH_SEED = 0x3c6ef372;
export const HASH_STEPS: readonly { shift: number; multiplier: number }[] = [
  { shift: 0, multiplier: 0x9e3779b1 }, { shift: 15, multiplier: 0x85ebca6b },
  { shift: 13, multiplier: 0xc2b2ae35 }, { shift: 16, multiplier: 0x27d4eb2f },
];
export const HASH_LAST_SHIFT = 15;

/** Mixes the four words into 32 bits (multiply–xorshift over each half, as a Zobrist key would do per square). */
export function hash(pl: number, ph: number, ol: number, oh: number): number {
  let h = Math.imul(pl ^ HASH_SEED, M0);
  h = Math.imul(h ^ (h >>> S1) ^ ph, M1);
  h = Math.imul(h ^ (h >>> S2) ^ ol, M2);
  h = Math.imul(h ^ (h >>> S3) ^ oh, M3);
  return h ^ (h >>> HASH_LAST_SHIFT);
}
const [M0, M1, M2, M3] = HASH_STEPS.map((s) => s.multiplier) as [number, number, number, number];
const [, S1, S2, S3] = HASH_STEPS.map((s) => s.shift) as [number, number, number, number];

/** Bytes a slot takes: four words, then lower, upper, depth and move as 16-bit fields. */
export const SLOT_BYTES = 32;
/** The 16-bit fields' byte offsets in a slot. */
export const LOWER_AT = 16, UPPER_AT = 18, DEPTH_AT = 20, MOVE_AT = 22;
/** A slot's handle (what find() returns) is the index of its first 16-bit field: 16 per slot. */
const HANDLE_STEP = SLOT_BYTES / 2;

/**
 * The slots live in one buffer, 32 bytes each, so a bucket (two slots) is one 64-byte cache line:
 * a find, a store and the reads after a hit touch one line, where separate arrays for the words,
 * bounds, depth and move touched up to five. `lower`, `upper`, `depth` and `move` are 16-bit views
 * of the same buffer at the field's offset, all indexed by the slot's handle. Measured on FFO #40,
 * #41, #44, #47 (same nodes), alternating runs: 12.1 → 11.5 s CPU; 32 MB at 2^20 slots (was 22).
 */
export class Table {
  readonly mask: number;
  readonly words: Int32Array;
  readonly lower: Int16Array;
  readonly upper: Int16Array;
  readonly depth: Int16Array;
  readonly move: Int16Array;

  /**
   * 2^bits slots, in a buffer of their own or at byte `at` of `buffer` (the solver's table lives
   * in the WebAssembly core's memory, where the core's search reads and writes it too), cleared
   * unless `zeroed` says the bytes are zeros already (a new buffer's are).
   */
  constructor(bits: number, buffer?: ArrayBuffer, at = 0, zeroed = buffer === undefined) {
    buffer ??= new ArrayBuffer((1 << bits) * SLOT_BYTES);
    const n = 1 << bits, fields = (n * SLOT_BYTES) / 2;
    this.mask = n - 1;
    this.words = new Int32Array(buffer, at, (n * SLOT_BYTES) / 4);
    this.lower = new Int16Array(buffer, at + LOWER_AT, fields - LOWER_AT / 2);
    this.upper = new Int16Array(buffer, at + UPPER_AT, fields - UPPER_AT / 2);
    this.depth = new Int16Array(buffer, at + DEPTH_AT, fields - DEPTH_AT / 2);
    this.move = new Int16Array(buffer, at + MOVE_AT, fields - MOVE_AT / 2);
    if (!zeroed) this.clear();
  }

  clear(): void {
    this.words.fill(0);
  }

  /**
   * Whether the slot with handle h holds the position. An empty slot is all zeros, and no
   * position asked about has no discs at all, so the words alone answer.
   */
  private holds(h: number, pl: number, ph: number, ol: number, oh: number): boolean {
    const w = this.words, k = h >> 1;
    return w[k] === pl && w[k + 1] === ph && w[k + 2] === ol && w[k + 3] === oh;
  }

  /** Handle of the position's slot, or -1 when the table does not hold it. */
  find(pl: number, ph: number, ol: number, oh: number): number {
    const h = (hash(pl, ph, ol, oh) & this.mask & ~1) * HANDLE_STEP;
    if (this.holds(h, pl, ph, ol, oh)) return h;
    if (this.holds(h + HANDLE_STEP, pl, ph, ol, oh)) return h + HANDLE_STEP;
    return -1;
  }

  store(pl: number, ph: number, ol: number, oh: number, depth: number, lower: number, upper: number, move: number): void {
    let h = (hash(pl, ph, ol, oh) & this.mask & ~1) * HANDLE_STEP;
    if (this.holds(h + HANDLE_STEP, pl, ph, ol, oh)) h += HANDLE_STEP;
    else if (!this.holds(h, pl, ph, ol, oh)) {
      // An empty deep slot (all zeros) reads as depth 0 here, so it is taken first.
      if (depth >= this.depth[h]!) this.copy(h, h + HANDLE_STEP); // the deep slot's old result moves to the newest slot
      else h += HANDLE_STEP;
    }
    const w = this.words, k = h >> 1;
    w[k] = pl; w[k + 1] = ph; w[k + 2] = ol; w[k + 3] = oh;
    this.depth[h] = depth; this.lower[h] = lower; this.upper[h] = upper; this.move[h] = move;
  }

  /** Copies a whole slot: its 8 words. */
  private copy(from: number, to: number): void {
    const w = this.words, f = from >> 1, t = to >> 1;
    for (let i = 0; i < 8; i++) w[t + i] = w[f + i]!;
  }
}
