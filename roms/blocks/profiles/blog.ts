/**
 * The JavaScript blog's data model (seed 002, 左洸 2010): each shape is four points in its own
 * (x, y) coordinates; rotating "to the right" maps every point by x' = y, y' = −x about the
 * shape's origin (the square does not rotate); `translate` puts the points on the Map as
 * row = y + row, col = x + col. The Map is a list of lines: a full line is spliced out and an
 * empty one unshifted on top. The canvas is 260×400 at 20 px a cell: 13 columns, 20 rows.
 */
import { CYAN, GREEN, LIGHTCYAN, LIGHTMAGENTA, LIGHTRED, BROWN, YELLOW } from '../../../runtime/tc/graphics.ts';
import type { Field } from '../engine/field.ts';
import type { Cell, Piece, PieceRules } from '../engine/types.ts';

/** The shape numbers: NoShape = 0, ZShape = 1 … MirroredLShape = 7. */
export const BLOG_NAMES = ['ZShape', 'SShape', 'LineShape', 'TShape', 'SquareShape', 'LShape', 'MirroredLShape'] as const;
export const SquareShape = 5;

/** Shapes[shape_id]: four [x, y] points each, exactly as the blog lists them (index 0 = NoShape). */
export const BLOG_SHAPES: readonly (readonly Cell[])[] = [
  [[0, 0], [0, 0], [0, 0], [0, 0]],
  [[0, -1], [0, 0], [-1, 0], [-1, 1]],
  [[0, -1], [0, 0], [1, 0], [1, 1]],
  [[0, -1], [0, 0], [0, 1], [0, 2]],
  [[-1, 0], [0, 0], [1, 0], [0, 1]],
  [[0, 0], [1, 0], [0, 1], [1, 1]],
  [[-1, -1], [0, -1], [0, 0], [0, 1]],
  [[1, -1], [0, -1], [0, 0], [0, 1]],
];

/** Colors[shape_id]: "black","fuchsia","#cff","red","orange","aqua","green","yellow" in EGA's 16. */
export const BLOG_COLORS = [0, LIGHTMAGENTA, LIGHTCYAN, LIGHTRED, BROWN, CYAN, GREEN, YELLOW];

/** Map(display.width/Spacing, display.height/Spacing) with the 260×400 canvas and Spacing 20. */
export const BLOG_WIDTH = 260 / 20;
export const BLOG_ROWS = 400 / 20;

/** rotate(data): x' = y, y' = −x for each point. */
export function rotate(data: readonly Cell[]): Cell[] {
  return data.map(([x, y]) => [y, -x] as const);
}

/** The shape's points after `turns` calls of rotate (the model keeps rotating its data). */
export function rotated(shapeId: number, turns: number): readonly Cell[] {
  let data: readonly Cell[] = BLOG_SHAPES[shapeId]!;
  for (let i = 0; i < turns; i++) data = rotate(data);
  return data;
}

/** The blog's pieces: kind = shape_id − 1, rot = how many times rotate() was applied, x = col, y = row. */
export const blogPieces: PieceRules = {
  kinds: 7,
  names: BLOG_NAMES,
  cells(p: Piece): Cell[] {
    // translate(data, row, col): row = data[i][1] + row, col = data[i][0] + col
    return rotated(p.kind + 1, p.rot).map(([x, y]) => [x + p.x, y + p.y] as const);
  },
  spawn(kind: number): Piece {
    // born(): this.row = 1; this.col = Math.floor(this.map.width / 2)
    return { kind, rot: 0, x: Math.floor(BLOG_WIDTH / 2), y: 1 };
  },
  rotations(p: Piece, dir: 1 | -1): Piece[] {
    if (p.kind + 1 === SquareShape) return []; // "正方形不旋转"
    return [{ ...p, rot: (p.rot + (dir === 1 ? 1 : 3)) % 4 }];
  },
  color(kind: number): number {
    return BLOG_COLORS[kind + 1]!;
  },
};

/**
 * appendShape's line removal: rows top to bottom; a full one is spliced out of `lines` and a
 * new empty line unshifted on top. Returns how many were removed.
 */
export function spliceFullLines(field: Field): number {
  let removed = 0;
  for (let row = 0; row < field.rows; row++) {
    if (!field.isFullRow(row)) continue;
    for (let y = row; y > 0; y--) field.copyRow(y - 1, y); // lines.splice(row, 1)
    field.clearRow(0); // lines.unshift(this.newLine())
    removed++;
  }
  return removed;
}
