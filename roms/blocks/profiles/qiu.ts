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

/**
 * The cells a turn sweeps (3.3: "它旋轉所要經過的位置不能有已經填充的方塊" — the places it passes
 * through while turning must not be filled), as [row, col] offsets, beside the target cells.
 * Each form is the one before turned 90° about a centre (a cell's, or a corner's for the I); each
 * block's centre travels a quarter circle about it, and every cell that circle enters, outside
 * the block's start and end, is swept. The paper's one example fixes the rule: the L at 13, 22,
 * 31, 32 turning clockwise checks 21, 30, 14 and 23 — 21, 23 and 30 the target, 14 the cell its
 * top block passes on its way from 13 to 23 (its foot's circle stays in 31 and 30).
 */
function sweptOffsets(from: readonly Cell[], to: readonly Cell[], dir: 1 | -1): Cell[] {
  // A turn by 90° (clockwise on screen, rows downwards: up → right) is (r, c) → (c, −r); the
  // centre m of the turn that takes `from` onto `to` solves to = R(from − m) + m, found from
  // the sums (the cells' order does not matter).
  const turn = ([r, c]: readonly [number, number], a: number): [number, number] =>
    [r * Math.cos(a) + dir * c * Math.sin(a), c * Math.cos(a) - dir * r * Math.sin(a)];
  const sum = (cells: readonly Cell[]): [number, number] => cells.reduce<[number, number]>((s, [r, c]) => [s[0] + r / 4, s[1] + c / 4], [0, 0]);
  const [fr, fc] = sum(from), [tr, tc] = sum(to);
  const [rr, rc] = turn([fr, fc], Math.PI / 2);
  // (I − R) m = t with t = to's centroid − R(from's centroid); I − R = [[1, −d], [d, 1]].
  const [t0, t1] = [tr - rr, tc - rc];
  const m: [number, number] = [(t0 + dir * t1) / 2, (t1 - dir * t0) / 2];
  const key = ([r, c]: readonly [number, number]): string => `${r},${c}`;
  const turned = new Set(from.map(([r, c]) => turn([r - m[0], c - m[1]], Math.PI / 2)).map(([r, c]) => key([Math.round(r + m[0]), Math.round(c + m[1])])));
  if (to.some((cell) => !turned.has(key(cell)))) throw new Error(`qiu.ts sweptOffsets: ${JSON.stringify(to)} is not ${JSON.stringify(from)} turned 90°`);
  const own = new Set([...from, ...to].map(key));
  const swept = new Map<string, Cell>();
  // Sixteen points on each quarter circle, none at 45° exactly (a centre on a corner would put
  // one on a cell border).
  for (const [r, c] of from) {
    for (let k = 0; k < 16; k++) {
      const [sr, sc] = turn([r - m[0], c - m[1]], ((k + 0.5) / 16) * (Math.PI / 2));
      const cell: Cell = [Math.round(sr + m[0]), Math.round(sc + m[1])];
      if (!own.has(key(cell))) swept.set(key(cell), cell);
    }
  }
  return [...swept.values()];
}

/**
 * qiuSwept()[shape − 1][rot − 1][dir 1: 0, −1: 1]: the cells a turn from that form sweeps, worked
 * out at the first turn (not at load: every program that bundles the ROM catalog — the player,
 * the CLI and each of its worker threads — loads this module, and few turn a Qiu piece).
 */
let QIU_SWEPT: Cell[][][][] | undefined;
const qiuSwept = (): Cell[][][][] => (QIU_SWEPT ??= QIU_STATES.map((forms) => forms.map((form, i) => ([1, -1] as const).map((dir) =>
  forms.length > 1 ? sweptOffsets(form, forms[(i + (dir === 1 ? 1 : forms.length - 1)) % forms.length]!, dir) : []))));

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
  swept(p: Piece, dir: 1 | -1): Cell[] {
    return qiuSwept()[p.kind]![p.rot]![dir === 1 ? 0 : 1]!.map(([r, c]) => [p.x + c, p.y + r] as const);
  },
  color(kind: number): number {
    return QIU_COLORS[kind]!;
  },
};
