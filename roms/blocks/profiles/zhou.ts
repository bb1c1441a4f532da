/**
 * Zhou Yinhui's 2006 C# design (seed 000, second half): every shape and every rotation of it is
 * one entry of a single table — index, the four cells as 8 digits (x,y pairs in a 4×4 box whose
 * top-left corner is the "base point"), and the index of the entry it rotates into ("EddiedIndex").
 * Moving and rotating are the same canMove test: a move shifts the base point, a rotation keeps it
 * and tries the target entry. The field is GirdArray: 10 columns, 23 rows (0–2 hidden: shapes form
 * there), and row 23 always full — the floor, which his save file writes too.
 */
import { BLUE, LIGHTBLUE } from '../../../runtime/tc/graphics.ts';
import type { Cell, Piece, PieceRules } from '../engine/types.ts';

/**
 * The seed's table, `形状编号_相对坐标_旋转后的形状编号`, entry by entry as he drew them: the
 * string is his, split into [index, 8 digits, rotation target] by `parseZhouEntry`.
 */
export const ZHOU_TABLE: readonly string[] = [
  '0_02122232_1', //  ■■■■ lying
  '1_10111213_0', //  ■ standing
  '2_00010212_3', //  L
  '3_02122203_4',
  '4_01111213_5',
  '5_21021222_2',
  '6_02120313_6', //  the square rotates into itself
  '7_11021203_8', //  S/Z
  '8_01111222_7',
  '9_11120313_10', // J
  '10_01021222_11',
  '11_11211213_12',
  '12_02122223_9',
  '13_01021213_14', // S/Z
  '14_11210212_13',
  '15_11021222_16', // T
  '16_11122213_17',
  '17_02122213_18',
  '18_11021213_15',
];

/** One entry of the table: `new Shape(index, new int[8]{…}, eddiedIndex)`. */
export interface ZhouShape {
  readonly index: number;
  /** DCoordinates: x0,y0,x1,y1,x2,y2,x3,y3 relative to the base point. */
  readonly d: readonly number[];
  readonly eddiedIndex: number;
}

/** "3_02122203_4" → { index 3, d [0,2,1,2,2,2,0,3], eddiedIndex 4 }; a malformed entry throws. */
export function parseZhouEntry(entry: string): ZhouShape {
  const m = /^(\d+)_([0-3]{8})_(\d+)$/.exec(entry);
  if (!m) throw new Error(`ZHOU_TABLE: "${entry}" is not index_8digits_target`);
  return { index: Number(m[1]), d: [...m[2]!].map(Number), eddiedIndex: Number(m[3]) };
}

/** Shapes[19], parsed once. */
// Marked pure: a bundle that does not use the profiles (the player's) leaves them out.
export const ZHOU_SHAPES: readonly ZhouShape[] = /* @__PURE__ */ ZHOU_TABLE.map(parseZhouEntry);

/** GirdArray: 10 columns ("CountOfTier"), 23 playable rows, the top 3 hidden, then the floor row. */
export const ZHOU_WIDTH = 10;
export const ZHOU_ROWS = 23;
export const ZHOU_HIDDEN = 3;

/**
 * Where the base point starts. The seed says only that shapes form in rows 0–2 and fall from
 * there; base (3, 0) centres the 4×4 box in the 10 columns and puts it at the top.
 */
export const ZHOU_SPAWN: Cell = [3, 0];

/** ColorOfFixedBlock: the seed lights every fixed cell in one colour; the falling shape in another. */
export const ZHOU_FIXED_COLOR = LIGHTBLUE;
export const ZHOU_FALLING_COLOR = BLUE;

/** The entry whose rotation target is `index` (rotating back: the table read the other way). */
function rotatesInto(index: number): number {
  const from = ZHOU_SHAPES.find((s) => s.eddiedIndex === index && s.index !== index) ?? ZHOU_SHAPES[index]!;
  return from.index;
}

/** Zhou's pieces: `kind` is the table index (he draws a random index of 19), `rot` is unused. */
export const zhouPieces: PieceRules = {
  kinds: 19, // Shapes[19] (a literal, not ZHOU_SHAPES.length: see ZHOU_SHAPES; the tests hold it equal)
  get names(): string[] {
    return ZHOU_SHAPES.map((s) => String(s.index));
  },
  cells(p: Piece): Cell[] {
    const d = ZHOU_SHAPES[p.kind]!.d; // AssembleShape: base point + DCoordinates
    return [[p.x + d[0]!, p.y + d[1]!], [p.x + d[2]!, p.y + d[3]!], [p.x + d[4]!, p.y + d[5]!], [p.x + d[6]!, p.y + d[7]!]];
  },
  spawn(kind: number): Piece {
    return { kind, rot: 0, x: ZHOU_SPAWN[0], y: ZHOU_SPAWN[1] };
  },
  rotations(p: Piece, dir: 1 | -1): Piece[] {
    // CanEddy: canMove(eddiedIndex, 'E') — same base point, the target entry, no kicks.
    const kind = dir === 1 ? ZHOU_SHAPES[p.kind]!.eddiedIndex : rotatesInto(p.kind);
    return [{ ...p, kind }];
  },
  color(): number {
    return ZHOU_FIXED_COLOR;
  },
};
