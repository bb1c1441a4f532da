/**
 * STUB of the search engine (the real one is written on its own branch and replaces this file):
 * the agreed contract with a one-ply search, so the program can be built and tested against it.
 * Squares 0..63: a1 = 0 … h1 = 7, a2 = 8 … h8 = 63; cells: 0 empty, 1 black, 2 white.
 */
export const PASS = -1;
export type Colour = 1 | 2;

export interface Thinker {
  /** Search up to `nodes` more nodes; true when the answer is final. */
  step(nodes: number): boolean;
  readonly best: number;
  readonly score: number;
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
}

export const MAX_LEVEL: number = 3;
export const LEVEL_NAMES: readonly string[] = ['stub 1-ply', 'stub 1-ply+'];

const DIRS = [1, -7, -8, -9, 9, 8, 7, -1];
const COL = [1, 1, 0, -1, 1, 0, -1, -1];

function flips(cells: ArrayLike<number>, sq: number, me: number): number {
  if (cells[sq] !== 0) return 0;
  const them = 3 - me;
  let n = 0;
  for (let d = 0; d < 8; d++) {
    let s = sq, k = 0;
    for (;;) {
      const x = (s % 8) + COL[d]!;
      s += DIRS[d]!;
      if (x < 0 || x > 7 || s < 0 || s > 63) { k = 0; break; }
      if (cells[s] === them) k++;
      else { if (cells[s] !== me) k = 0; break; }
    }
    n += k;
  }
  return n;
}

/** One ply: the move leaving the best disc difference, corners preferred; one node per move. */
export function think(cells: ArrayLike<number>, toMove: Colour, level: number): Thinker {
  if (!Number.isInteger(level) || level < 2 || level > MAX_LEVEL) throw new Error(`think: level ${level} is not in 2..${MAX_LEVEL}`);
  let sq = 0, best = PASS, score = -Infinity, nodes = 0;
  return {
    step(budget: number): boolean {
      for (; sq < 64 && budget > 0; sq++, budget--) {
        nodes++;
        const f = flips(cells, sq, toMove);
        if (f === 0) continue;
        const corner = sq === 0 || sq === 7 || sq === 56 || sq === 63 ? 10 : 0;
        const v = f + (level > 2 ? corner : 0);
        if (v > score) { score = v; best = sq; }
      }
      return sq >= 64;
    },
    get best() { return best; },
    get score() { return score === -Infinity ? 0 : score; },
    exact: false,
    depth: 1,
    get nodes() { return nodes; },
  };
}
