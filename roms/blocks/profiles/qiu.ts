/**
 * Qiu, Tang, Xu and Niu's 2009 Flash design (seed 001), the "enumerative algorithm": no rotation
 * formula at all — the 7 base shapes and their rotation forms are written out, 19 states in all,
 * and the game tracks (shape, rot, row, column). The field is 9 columns by 15 rows of controls
 * named row*9+col; a new shape appears at row 0, column 4; rotation is clockwise, 90° a step.
 */
import { CYAN, GREEN, LIGHTBLUE, LIGHTGREEN, LIGHTMAGENTA, LIGHTRED, YELLOW } from '../../../runtime/tc/graphics.ts';
import type { Cell, Piece, PieceRules } from '../engine/types.ts';

/** The paper's shape codes 1–7, in its order: I, L, 反L (J), Z, 反Z (S), 口 (O), T. */
export const QIU_NAMES = ['I', 'L', 'J', 'Z', 'S', 'O', 'T'] as const;

/**
 * QIU_STATES[shape − 1][rot − 1]: the four cells as [row, col] offsets from (row, column).
 * Counts as the paper gives them: I 2, L 4, J 4, Z 2, S 2, O 1, T 4 — 19 states. Each form is the
 * one before turned 90° clockwise about a cell of the shape; the L's agree with the paper's worked
 * example: base (0,4),(1,4),(2,4),(2,5) — controls 4, 13, 22, 23 — and, one row lower, its
 * rotation covers controls 21, 22, 23 and 30.
 */
export const QIU_STATES: readonly (readonly (readonly Cell[])[])[] = [
  [ // 1: I — vertical, then horizontal
    [[0, 0], [1, 0], [2, 0], [3, 0]],
    [[1, -2], [1, -1], [1, 0], [1, 1]],
  ],
  [ // 2: L
    [[0, 0], [1, 0], [2, 0], [2, 1]],
    [[1, -1], [1, 0], [1, 1], [2, -1]],
    [[0, -1], [0, 0], [1, 0], [2, 0]],
    [[0, 1], [1, -1], [1, 0], [1, 1]],
  ],
  [ // 3: 反L (J)
    [[0, 0], [1, 0], [2, -1], [2, 0]],
    [[0, -1], [1, -1], [1, 0], [1, 1]],
    [[0, 0], [0, 1], [1, 0], [2, 0]],
    [[1, -1], [1, 0], [1, 1], [2, 1]],
  ],
  [ // 4: Z
    [[0, -1], [0, 0], [1, 0], [1, 1]],
    [[-1, 0], [0, -1], [0, 0], [1, -1]],
  ],
  [ // 5: 反Z (S)
    [[0, 0], [0, 1], [1, -1], [1, 0]],
    [[-1, -1], [0, -1], [0, 0], [1, 0]],
  ],
  [ // 6: 口 (O) — no rotation form
    [[0, 0], [0, 1], [1, 0], [1, 1]],
  ],
  [ // 7: T
    [[0, -1], [0, 0], [0, 1], [1, 0]],
    [[-1, 0], [0, -1], [0, 0], [1, 0]],
    [[-1, 0], [0, -1], [0, 0], [0, 1]],
    [[-1, 0], [0, 0], [0, 1], [1, 0]],
  ],
];

export const QIU_WIDTH = 9;
export const QIU_ROWS = 15;
/** "在主界面的第一行(行坐標為0)、第五列(列坐標為4)". */
export const QIU_SPAWN = { row: 0, column: 4 } as const;

/** The paper does not colour its shapes (Flash controls); one EGA colour per shape code. */
const QIU_COLORS = [LIGHTRED, YELLOW, LIGHTBLUE, LIGHTGREEN, GREEN, CYAN, LIGHTMAGENTA];

/** Qiu's pieces: kind = shape code − 1, rot = rot − 1, x = column, y = row. */
export const qiuPieces: PieceRules = {
  kinds: 7, // the paper's seven shape codes (a literal keeps this module out of bundles that do not use it)
  names: QIU_NAMES,
  cells(p: Piece): Cell[] {
    return QIU_STATES[p.kind]![p.rot]!.map(([r, c]) => [p.x + c, p.y + r] as const);
  },
  spawn(kind: number): Piece {
    return { kind, rot: 0, x: QIU_SPAWN.column, y: QIU_SPAWN.row };
  },
  rotations(p: Piece, dir: 1 | -1): Piece[] {
    const n = QIU_STATES[p.kind]!.length;
    if (n === 1) return [];
    return [{ ...p, rot: (p.rot + (dir === 1 ? 1 : n - 1)) % n }];
  },
  color(kind: number): number {
    return QIU_COLORS[kind]!;
  },
};
