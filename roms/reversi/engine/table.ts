/**
 * A transposition table on typed arrays: one slot per hash index, each keeping the whole position
 * (four words, so a hit is never a different position), a lower and an upper bound on its score,
 * the depth they hold for, and the best move found. Replacement: always (the newest result is the
 * most useful to the iterative search that follows).
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

  /** Slot of the position, or -1 when the table does not hold it. */
  find(pl: number, ph: number, ol: number, oh: number): number {
    const i = hash(pl, ph, ol, oh) & this.mask;
    const w = this.words, k = i << 2;
    if (this.depth[i]! >= 0 && w[k] === pl && w[k + 1] === ph && w[k + 2] === ol && w[k + 3] === oh) return i;
    return -1;
  }

  store(pl: number, ph: number, ol: number, oh: number, depth: number, lower: number, upper: number, move: number): void {
    const i = hash(pl, ph, ol, oh) & this.mask;
    const w = this.words, k = i << 2;
    w[k] = pl; w[k + 1] = ph; w[k + 2] = ol; w[k + 3] = oh;
    this.depth[i] = depth; this.lower[i] = lower; this.upper[i] = upper; this.move[i] = move;
  }
}
