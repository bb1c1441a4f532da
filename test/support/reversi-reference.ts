/**
 * A deliberately plain Reversi for checking the engine: cells in an array, the 8 directions walked
 * square by square, negamax without pruning. Slow and obviously right.
 */
export type Cells = number[]; // 64 cells: 0 empty, 1 black, 2 white

const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const;

export function startCells(): Cells {
  const c = new Array<number>(64).fill(0);
  c[27] = 2; c[36] = 2; c[28] = 1; c[35] = 1; // d4, e5 white; e4, d5 black
  return c;
}

/** The squares `who` flips by playing `sq` (empty: the move is illegal). */
export function refFlips(c: Cells, who: number, sq: number): number[] {
  if (c[sq] !== 0) return [];
  const them = 3 - who, all: number[] = [];
  for (const [dx, dy] of DIRS) {
    const run: number[] = [];
    let x = (sq & 7) + dx, y = (sq >> 3) + dy;
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && c[x + 8 * y] === them) { run.push(x + 8 * y); x += dx; y += dy; }
    if (run.length && x >= 0 && x < 8 && y >= 0 && y < 8 && c[x + 8 * y] === who) all.push(...run);
  }
  return all;
}

export function refMoves(c: Cells, who: number): number[] {
  const m: number[] = [];
  for (let s = 0; s < 64; s++) if (refFlips(c, who, s).length) m.push(s);
  return m;
}

export function play(c: Cells, who: number, sq: number): Cells {
  const n = c.slice();
  for (const f of refFlips(c, who, sq)) n[f] = who;
  n[sq] = who;
  return n;
}

/** Final disc difference for `who`, empties to the winner. */
export function refFinal(c: Cells, who: number): number {
  let p = 0, o = 0;
  for (const v of c) { if (v === who) p++; else if (v === 3 - who) o++; }
  const d = p - o, e = 64 - p - o;
  return d > 0 ? d + e : d < 0 ? d - e : 0;
}

/** The exact score for `who` to move, by full negamax. */
export function refSolve(c: Cells, who: number, passed = false): number {
  const ms = refMoves(c, who);
  if (ms.length === 0) return passed ? refFinal(c, who) : -refSolve(c, 3 - who, true);
  let best = -100;
  for (const s of ms) best = Math.max(best, -refSolve(play(c, who, s), 3 - who));
  return best;
}

/** A seeded generator (mulberry32), so random positions are the same every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random game from the start until `empties` squares are left (or it ends): cells and side to move. */
export function randomPosition(random: () => number, empties: number): { cells: Cells; toMove: 1 | 2 } {
  let c = startCells(), who = 1;
  for (;;) {
    const left = c.filter((v) => v === 0).length;
    let ms = refMoves(c, who);
    if (ms.length === 0) { who = 3 - who; ms = refMoves(c, who); if (ms.length === 0) return { cells: c, toMove: who as 1 | 2 }; }
    if (left <= empties) return { cells: c, toMove: who as 1 | 2 };
    c = play(c, who, ms[Math.floor(random() * ms.length)]!);
    who = 3 - who;
  }
}

/** The evaluation's weights, passed in so this file stays independent of the engine. */
export interface EvalWeights { mobility: number; frontier: number; corner: number; x: number; c: number; anchored: number; parity: number }

/**
 * The engine's midgame evaluation (roms/reversi/engine/evaluate.ts) written square by square:
 * mobility, frontier (empty squares next to the side's discs), corners with their anchored edge
 * runs (at most 6 squares from each corner), X- and C-squares beside empty corners, parity below
 * 20 empties.
 */
export function refEvaluate(c: Cells, who: number, w: EvalWeights): number {
  const them = 3 - who;
  const at = (x: number, y: number): number => c[x + 8 * y]!;
  const frontier = (side: number): number => {
    let n = 0;
    for (let s = 0; s < 64; s++) {
      if (c[s] !== 0) continue;
      let near = false;
      for (const [dx, dy] of DIRS) {
        const x = (s & 7) + dx, y = (s >> 3) + dy;
        if (x >= 0 && x < 8 && y >= 0 && y < 8 && at(x, y) === side) near = true;
      }
      if (near) n++;
    }
    return n;
  };
  const corners = (side: number): number => {
    let v = 0;
    for (const [x0, y0] of [[0, 0], [7, 0], [0, 7], [7, 7]] as const) {
      const dx = x0 === 0 ? 1 : -1, dy = y0 === 0 ? 1 : -1;
      if (at(x0, y0) === side) {
        v += w.corner;
        for (let i = 1; i <= 6 && at(x0 + i * dx, y0) === side; i++) v += w.anchored;
        for (let i = 1; i <= 6 && at(x0, y0 + i * dy) === side; i++) v += w.anchored;
      } else if (at(x0, y0) === 0) {
        if (at(x0 + dx, y0 + dy) === side) v -= w.x;
        if (at(x0 + dx, y0) === side) v -= w.c;
        if (at(x0, y0 + dy) === side) v -= w.c;
      }
    }
    return v;
  };
  const empties = c.filter((v) => v === 0).length;
  let v = w.mobility * (refMoves(c, who).length - refMoves(c, them).length);
  v += w.frontier * (frontier(them) - frontier(who));
  v += corners(who) - corners(them);
  if (empties < 20) v += empties & 1 ? w.parity : -w.parity;
  return v;
}

/**
 * Places of `own` (1) on an 8-cell line (0 empty, 1 own, 2 other) that stay own whatever is played.
 * A line's answer depends on the line alone, so it is remembered across calls: the tree of fills
 * below a line with many empties is walked once per test run, not once per position.
 */
const lineMemo = new Map<string, number[]>();
function lineStable(line: number[]): number[] {
  const key = line.join('');
  const known = lineMemo.get(key);
  if (known) return known;
  let stable = line.map((v, i) => (v === 1 ? i : -1)).filter((i) => i >= 0);
  for (let x = 0; x < 8; x++) {
    if (line[x] !== 0) continue;
    for (const mover of [1, 2]) {
      const next = line.slice();
      next[x] = mover;
      for (const d of [1, -1]) {
        let i = x + d;
        while (i >= 0 && i < 8 && next[i] === 3 - mover) i += d;
        if (i >= 0 && i < 8 && next[i] === mover) for (let j = x + d; j !== i; j += d) next[j] = mover;
      }
      const after = lineStable(next);
      stable = stable.filter((i) => after.includes(i));
    }
  }
  lineMemo.set(key, stable);
  return stable;
}

/**
 * Stable discs of `who` by the definition of roms/reversi/engine/stable.ts, square by square: an
 * edge disc no play on its edge can flip (every play tried, by either side, with or without flips
 * on the line, recursively); an inner disc whose four lines are full; then, repeatedly, an inner
 * disc that along each line has a full line or a stable own neighbour.
 */
export function refStable(c: Cells, who: number): number[] {
  const at = (x: number, y: number): number => (x < 0 || x > 7 || y < 0 || y > 7 ? -1 : c[x + 8 * y]!);
  const stable = new Set<number>();
  const edgeLines = [[0, 1, 2, 3, 4, 5, 6, 7], [56, 57, 58, 59, 60, 61, 62, 63], [0, 8, 16, 24, 32, 40, 48, 56], [7, 15, 23, 31, 39, 47, 55, 63]];
  for (const sqs of edgeLines) {
    const line = sqs.map((s) => (c[s] === who ? 1 : c[s] === 0 ? 0 : 2));
    for (const i of lineStable(line)) stable.add(sqs[i]!);
  }
  const dirs = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;
  const full = (x: number, y: number, dx: number, dy: number): boolean => {
    for (const s of [1, -1]) for (let i = 1; at(x + s * i * dx, y + s * i * dy) !== -1; i++) if (at(x + s * i * dx, y + s * i * dy) === 0) return false;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 1; y < 7; y++) for (let x = 1; x < 7; x++) {
      const s = x + 8 * y;
      if (c[s] !== who || stable.has(s)) continue;
      if (dirs.every(([dx, dy]) => full(x, y, dx, dy) || stable.has(x + dx + 8 * (y + dy)) || stable.has(x - dx + 8 * (y - dy)))) { stable.add(s); changed = true; }
    }
  }
  return [...stable].sort((a, b) => a - b);
}
