/**
 * The Super Rotation System as the Tetris Guideline defines it: the seven pieces' four rotation
 * states in their bounding boxes, and the wall-kick tables — for each of the 8 transitions between
 * neighbouring states, five offsets tried in order, the first that fits wins. The Guideline writes
 * the offsets with y pointing up; they are kept that way here and flipped where they are applied.
 */
import type { Cell } from '../engine/types.ts';

/** Piece kinds in the Guideline's usual order. */
export const SRS_NAMES = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'] as const;
/** The T's kind: its place in SRS_NAMES (a literal, so the profile table stays free of calls and a bundle that does not use it drops it). */
export const SRS_T = 5;
export const I = 0, O = 3;

/** Rotation states: 0 spawn, R (1, clockwise), 2, L (3). */
export const STATE_NAMES = ['0', 'R', '2', 'L'] as const;

/** Spawn state cells in the piece's box (x right, y down): I and O in a 4-wide box, the rest 3×3. */
const SPAWN: readonly (readonly Cell[])[] = [
  [[0, 1], [1, 1], [2, 1], [3, 1]], // I
  [[0, 0], [0, 1], [1, 1], [2, 1]], // J
  [[2, 0], [0, 1], [1, 1], [2, 1]], // L
  [[1, 0], [2, 0], [1, 1], [2, 1]], // O
  [[1, 0], [2, 0], [0, 1], [1, 1]], // S
  [[1, 0], [0, 1], [1, 1], [2, 1]], // T
  [[0, 0], [1, 0], [1, 1], [2, 1]], // Z
];

/** The box size: 4 for I and O, 3 for J L S T Z. */
export function boxSize(kind: number): number {
  return kind === I || kind === O ? 4 : 3;
}

/**
 * SRS_CELLS[kind][state]: each state is the spawn state turned clockwise about the box's centre
 * (x, y) → (n − 1 − y, x); O's four states are the same cells (it never moves when rotated).
 */
export const SRS_CELLS: readonly (readonly (readonly Cell[])[])[] = /* @__PURE__ */ SPAWN.map((cells, kind) => {
  const n = boxSize(kind);
  const states: Cell[][] = [cells.slice()];
  for (let s = 1; s < 4; s++) states.push(kind === O ? cells.slice() : states[s - 1]!.map(([x, y]) => [n - 1 - y, x] as const));
  return states;
});

/** A kick offset as the Guideline writes it: +x right, +y up. */
export type Kick = readonly [dx: number, dyUp: number];

/** The J, L, S, T, Z kicks, keyed "from>to" with states 0 R 2 L. */
export const JLSTZ_KICKS: Readonly<Record<string, readonly Kick[]>> = {
  '0>R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  'R>0': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  'R>2': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  '2>R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  '2>L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  'L>2': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  'L>0': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  '0>L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
};

/** The I kicks. */
export const I_KICKS: Readonly<Record<string, readonly Kick[]>> = {
  '0>R': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  'R>0': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  'R>2': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
  '2>R': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '2>L': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  'L>2': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  'L>0': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '0>L': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
};

/** The kicks for `kind` turning from state `from` to state `to` (O: only the plain turn). */
export function kicksFor(kind: number, from: number, to: number): readonly Kick[] {
  if (kind === O) return [[0, 0]];
  const key = `${STATE_NAMES[from]}>${STATE_NAMES[to]}`;
  const table = kind === I ? I_KICKS : JLSTZ_KICKS;
  const kicks = table[key];
  if (!kicks) throw new Error(`kicksFor(${kind}, ${from}, ${to}): ${key} is not a turn between neighbouring states`);
  return kicks;
}
