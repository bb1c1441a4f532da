/**
 * The Modern profile (seed 003, a Unity chapter, grown into the Tetris Guideline): a 10×20
 * field with 20 buffer rows above it, the seven pieces I J L S T Z O in SRS, spawned in the two
 * rows just above the visible field (I and O centred, the others left of centre), wall kicks from
 * the Guideline tables — or none at all, the NES behaviour the seed describes ("no kick").
 */
import { BLUE, BROWN, LIGHTCYAN, LIGHTGREEN, LIGHTMAGENTA, LIGHTRED, YELLOW } from '../../../runtime/tc/graphics.ts';
import type { Cell, Piece, PieceRules } from '../engine/types.ts';
import { SRS_CELLS, SRS_NAMES, kicksFor } from './srs.ts';

export const MODERN_WIDTH = 10;
export const MODERN_VISIBLE = 20;
export const MODERN_BUFFER = 20;

/** Guideline colours, in EGA's 16: I cyan, J blue, L orange, O yellow, S green, T purple, Z red. */
const MODERN_COLORS = [LIGHTCYAN, BLUE, BROWN, YELLOW, LIGHTGREEN, LIGHTMAGENTA, LIGHTRED];

/**
 * SRS pieces; `kick` false: only the plain turn is tried (NES). `spawnRow`: the box's row at
 * spawn — the spawn state's cells are then its two rows below (the I's the lower one).
 */
export function srsPieces(kick: boolean, spawnRow = MODERN_BUFFER - 2): PieceRules {
  return {
    kinds: 7,
    names: SRS_NAMES,
    cells(p: Piece): Cell[] {
      return SRS_CELLS[p.kind]![p.rot]!.map(([x, y]) => [p.x + x, p.y + y] as const);
    },
    spawn(kind: number): Piece {
      // Box column 3 (I: columns 3–6, O: 4–5); Modern's box row puts the spawn state's cells in
      // the two rows above the visible field (the Guideline's rows 21 and 22).
      return { kind, rot: 0, x: 3, y: spawnRow };
    },
    rotations(p: Piece, dir: 1 | -1): Piece[] {
      const to = (p.rot + (dir === 1 ? 1 : 3)) % 4;
      const kicks = kick ? kicksFor(p.kind, p.rot, to) : [[0, 0] as const];
      return kicks.map(([dx, dyUp]) => ({ kind: p.kind, rot: to, x: p.x + dx, y: p.y - dyUp }));
    },
    color(kind: number): number {
      return MODERN_COLORS[kind]!;
    },
  };
}
