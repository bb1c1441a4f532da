/**
 * The words the engine and the profiles share. Field coordinates are (x = column, y = row) with
 * y growing downwards and row 0 the top of the whole field, hidden rows included — the way all
 * four seeds count (Zhou's GirdArray[row, col], Qiu's row*9+col, the blog's lines[row][col]).
 */

/** A falling piece: what `kind` and `rot` mean is the profile's (see PieceRules). */
export interface Piece {
  readonly kind: number;
  readonly rot: number;
  readonly x: number;
  readonly y: number;
}

/** A cell offset or position: [x, y]. */
export type Cell = readonly [x: number, y: number];

/** A profile's pieces: how a state becomes cells, where it spawns, what a rotation may try. */
export interface PieceRules {
  /** How many kinds the randomiser picks from (0 … kinds − 1). */
  readonly kinds: number;
  /** The piece's four cells in field coordinates. */
  cells(p: Piece): readonly Cell[];
  /** A new piece of `kind` at the profile's spawn place. */
  spawn(kind: number): Piece;
  /**
   * The placements a rotation tries, in order (dir 1 = the profile's "rotate", −1 = back); the
   * first that fits is taken. Empty: this piece does not rotate (the blog's square).
   */
  rotations(p: Piece, dir: 1 | -1): readonly Piece[];
  /**
   * The cells a turn of `p` passes through on its way (Qiu's rule), which must not be filled
   * (walls and the space above the field do not count); absent: only the targets are checked.
   */
  swept?(p: Piece, dir: 1 | -1): readonly Cell[];
  /** The EGA colour a cell of `kind` is drawn in. */
  color(kind: number): number;
  /** The kind a preview / hold box shows for a piece (Zhou: the table entry itself). */
  readonly names: readonly string[];
}

/** What happened in a step: the program turns these into sounds and redraws. */
export type GameEvent = 'move' | 'rotate' | 'lock' | 'clear' | 'levelup' | 'gameover' | 'hold' | 'done';

/** Why a game ended. */
export type EndReason = 'topout' | 'sprint' | 'ultra' | 'marathon';
