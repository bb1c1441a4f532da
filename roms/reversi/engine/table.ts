/**
 * A transposition table on typed arrays: one slot per hash index, each keeping the whole position
 * (four words, so a hit is never a different position), a lower and an upper bound on its score,
 * the depth they hold for, and the best move found. Slots pair up in buckets of two: the first
 * keeps the deepest result (expensive to recompute, near the root), the second the newest; a
 * single always-replace slot let the millions of small subtrees of a 24-empty solve evict the few
 * large ones.
 */

/** Mixes the four words into 32 bits (multiply–xorshift over each half, as a Zobrist key would do per square). */
export function hash(pl: number, ph: number, ol: number, oh: number): number {
  let h = Math.imul(pl ^ 0x3c6ef372, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ ph, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ ol, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ oh, 0x27d4eb2f);
  return h ^ (h >>> 15);
}

export class Table {
  readonly mask: number;
  readonly words: Int32Array;
  readonly lower: Int16Array;
  readonly upper: Int16Array;
  readonly depth: Int8Array;
  readonly move: Int8Array;

  constructor(bits: number) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.words = new Int32Array(n * 4);
    this.lower = new Int16Array(n);
    this.upper = new Int16Array(n);
    this.depth = new Int8Array(n).fill(-1);
    this.move = new Int8Array(n);
  }

  clear(): void {
    this.depth.fill(-1);
  }

  private holds(i: number, pl: number, ph: number, ol: number, oh: number): boolean {
    const w = this.words, k = i << 2;
    return this.depth[i]! >= 0 && w[k] === pl && w[k + 1] === ph && w[k + 2] === ol && w[k + 3] === oh;
  }

  /** Slot of the position, or -1 when the table does not hold it. */
  find(pl: number, ph: number, ol: number, oh: number): number {
    const i = hash(pl, ph, ol, oh) & this.mask & ~1;
    if (this.holds(i, pl, ph, ol, oh)) return i;
    if (this.holds(i + 1, pl, ph, ol, oh)) return i + 1;
    return -1;
  }

  store(pl: number, ph: number, ol: number, oh: number, depth: number, lower: number, upper: number, move: number): void {
    let i = hash(pl, ph, ol, oh) & this.mask & ~1;
    if (this.holds(i + 1, pl, ph, ol, oh)) i++;
    else if (!this.holds(i, pl, ph, ol, oh)) {
      if (depth >= this.depth[i]!) this.copy(i, i + 1); // the deep slot's old result moves to the newest slot
      else i++;
    }
    const w = this.words, k = i << 2;
    w[k] = pl; w[k + 1] = ph; w[k + 2] = ol; w[k + 3] = oh;
    this.depth[i] = depth; this.lower[i] = lower; this.upper[i] = upper; this.move[i] = move;
  }

  private copy(from: number, to: number): void {
    const w = this.words, f = from << 2, t = to << 2;
    w[t] = w[f]!; w[t + 1] = w[f + 1]!; w[t + 2] = w[f + 2]!; w[t + 3] = w[f + 3]!;
    this.depth[to] = this.depth[from]!; this.lower[to] = this.lower[from]!;
    this.upper[to] = this.upper[from]!; this.move[to] = this.move[from]!;
  }
}
