/**
 * The rules of Reversi as the seed (a 2009 C# Reversi for Windows Mobile, seeds/004) writes them:
 * `Move` tries the eight directions in its order, each through `UpdateDirection`, which asks
 * `CheckDirection` whether a line of enemy discs ends in one of the mover's and flips it if so; a
 * move that flips nothing is refused. The board is the seed's `Board.Data`: 64 cells row by row,
 * x (column a–h) fastest, y (row 1–8) from the top — so cell `i` is square `i` of the engine's
 * numbering (a1 = 0 … h1 = 7, a2 = 8 … h8 = 63).
 *
 * What the seed leaves out (the pass, the end, the counts, a test that does not flip) is ours and
 * is written here in the seed's terms; NOTES.md lists each choice.
 */

/** Player.NotSet / PlayerOne (black, moves first) / PlayerTwo (white): the cell values. */
export const EMPTY = 0, BLACK = 1, WHITE = 2;
export type Player = typeof BLACK | typeof WHITE;

/** BoardWidth, BoardHeight. */
export const SIZE = 8;
export const CELLS = SIZE * SIZE;

/** A point on the board (the seed's System.Drawing.Point). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The seed's `Direction` modifiers, in the order `Move` calls `UpdateDirection`:
 * East, North, NorthEast, NorthWest, South, SouthEast, SouthWest, West. North is up the screen
 * (y − 1): the seed draws row 0 at the top.
 */
export const DIRECTIONS: readonly Point[] = [
  { x: 1, y: 0 }, // East
  { x: 0, y: -1 }, // North
  { x: 1, y: -1 }, // NorthEast
  { x: -1, y: -1 }, // NorthWest
  { x: 0, y: 1 }, // South
  { x: 1, y: 1 }, // SouthEast
  { x: -1, y: 1 }, // SouthWest
  { x: -1, y: 0 }, // West
];

export function other(player: Player): Player {
  return player === BLACK ? WHITE : BLACK;
}

/** The cell index of (x, y). */
export function cellOf(x: number, y: number): number {
  return y * SIZE + x;
}

/** The game: the seed's `_board` and `_currentPlayer`. */
export class Game {
  readonly cells = new Uint8Array(CELLS);
  currentPlayer: Player = BLACK;

  /** The seed's start: four discs in the centre, white on d4/e5, black on e4/d5; black to move. */
  constructor() {
    this.cells[cellOf(3, 3)] = WHITE;
    this.cells[cellOf(4, 4)] = WHITE;
    this.cells[cellOf(4, 3)] = BLACK;
    this.cells[cellOf(3, 4)] = BLACK;
  }

  /** A copy (undo replays from copies of the start). */
  clone(): Game {
    const g = new Game();
    g.cells.set(this.cells);
    g.currentPlayer = this.currentPlayer;
    return g;
  }

  at(x: number, y: number): number {
    return this.cells[cellOf(x, y)]!;
  }

  /**
   * The seed's `Move(position, player)`: false when it is not `player`'s turn, the point is off
   * the board or taken, or no direction flips; otherwise the flips are made, the disc placed and
   * the turn toggled. (The seed tests only the upper bounds; a negative x or y is refused here too.)
   */
  move(position: Point, player: Player): boolean {
    if (this.currentPlayer !== player) return false;
    if (position.x < 0 || position.y < 0 || position.x >= SIZE || position.y >= SIZE) return false;
    if (this.at(position.x, position.y) !== EMPTY) return false;
    let validMove = false;
    for (const d of DIRECTIONS) validMove = this.updateDirection(position, d, player) || validMove;
    if (validMove) {
      this.cells[cellOf(position.x, position.y)] = player;
      this.togglePlayer();
    }
    return validMove;
  }

  /** The seed's `UpdateDirection`: flip from the move to CheckDirection's end point; true if any. */
  updateDirection(position: Point, direction: Point, player: Player): boolean {
    const end = this.checkDirection(position, direction, player);
    if (end === null) return false;
    // GetPositions(position, endPoint): the cells after the move up to the end point, inclusive.
    let x = position.x, y = position.y;
    do {
      x += direction.x;
      y += direction.y;
      this.cells[cellOf(x, y)] = player;
    } while (x !== end.x || y !== end.y);
    return true;
  }

  /**
   * The seed's `CheckDirection`: walk from the point in `direction` while on the board; an empty
   * cell ends the walk (no flank), enemy discs are counted, and the mover's own disc after at
   * least one enemy flanks them. Returns the last enemy disc (the seed's `endPoint`), or null.
   */
  checkDirection(point: Point, direction: Point, player: Player): Point | null {
    const otherPlayer = other(player);
    let x = point.x + direction.x, y = point.y + direction.y;
    let hasOther = false;
    while (x > -1 && x < SIZE && y > -1 && y < SIZE) {
      const currentPlayer = this.at(x, y);
      if (currentPlayer === EMPTY) break;
      else if (currentPlayer === otherPlayer) hasOther = true;
      else if (currentPlayer === player) {
        if (hasOther) return { x: x - direction.x, y: y - direction.y };
        return null;
      }
      x += direction.x;
      y += direction.y;
    }
    return null;
  }

  /** The seed's `TogglePlayer`. */
  togglePlayer(): void {
    this.currentPlayer = other(this.currentPlayer);
  }

  /** How many discs `Move` would flip for `player` at `position` (0: not a legal move). Ours. */
  flips(position: Point, player: Player): number {
    if (this.at(position.x, position.y) !== EMPTY) return 0;
    let n = 0;
    for (const d of DIRECTIONS) {
      const end = this.checkDirection(position, d, player);
      if (end !== null) n += Math.max(Math.abs(end.x - position.x), Math.abs(end.y - position.y));
    }
    return n;
  }

  /** The cells where `player` may move, in the seed's Board.Data order (a1, b1, … h8). */
  legalMoves(player: Player = this.currentPlayer): number[] {
    const out: number[] = [];
    for (let i = 0; i < CELLS; i++) if (this.flips(pointOf(i), player) > 0) out.push(i);
    return out;
  }

  hasMove(player: Player): boolean {
    for (let i = 0; i < CELLS; i++) if (this.flips(pointOf(i), player) > 0) return true;
    return false;
  }

  /** The seed: "the game goes on until the board is full or neither player has a valid move". */
  isOver(): boolean {
    return !this.hasMove(BLACK) && !this.hasMove(WHITE);
  }

  /** The player to move must pass: no legal move, but the other has one. */
  mustPass(): boolean {
    return !this.hasMove(this.currentPlayer) && this.hasMove(other(this.currentPlayer));
  }

  count(player: Player): number {
    let n = 0;
    for (let i = 0; i < CELLS; i++) if (this.cells[i] === player) n++;
    return n;
  }

  /** The winner once over (most discs wins), or EMPTY for a draw. */
  winner(): number {
    const b = this.count(BLACK), w = this.count(WHITE);
    return b > w ? BLACK : w > b ? WHITE : EMPTY;
  }
}

export function pointOf(cell: number): Point {
  return { x: cell % SIZE, y: (cell / SIZE) | 0 };
}

/**
 * @c int firstLegalMove(struct game *game)
 * Level 0, the seed's computer ("at present the computer plays the first available move"): the
 * first cell in Board.Data order — the order the seed walks the board in — where Move succeeds.
 * −1 when there is none.
 */
export function firstLegalMove(game: Game): number {
  for (let i = 0; i < CELLS; i++) if (game.flips(pointOf(i), game.currentPlayer) > 0) return i;
  return -1;
}

/** @c int greedyMove(struct game *game) — level 1, ours: the move that flips most discs; on a tie the first in level 0's order. */
export function greedyMove(game: Game): number {
  let best = -1, most = 0;
  for (let i = 0; i < CELLS; i++) {
    const n = game.flips(pointOf(i), game.currentPlayer);
    if (n > most) {
      most = n;
      best = i;
    }
  }
  return best;
}
