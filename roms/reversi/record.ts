/**
 * The game record: the moves played from the start, with undo and redo of any number of them.
 * Ours (the seed has no history). A pass is not a move of the record: after each move, a player
 * with no legal move while the other has one passes at once (the seed: "a player with no valid
 * move is skipped"), so the moves alone give the game, as the standard notation does.
 */
import { Game, pointOf } from './model.ts';

/** What playing one move did. */
export interface Played {
  /** The player after the mover had to pass. */
  readonly passed: boolean;
}

/**
 * @c struct played *playMove(struct game *game, int cell)
 * Play `cell` for the player to move and pass the next player if they must; null when the seed's
 * Move refuses the move (the game is unchanged then).
 */
export function playMove(game: Game, cell: number): Played | null {
  if (cell < 0 || cell >= 64 || !game.move(pointOf(cell), game.currentPlayer)) return null;
  if (game.mustPass()) {
    game.togglePlayer();
    return { passed: true };
  }
  return { passed: false };
}

export class GameRecord {
  /** Every move made, the undone ones (the redo list) included. */
  private moves: number[] = [];
  /** How many of `moves` are played now. */
  private played = 0;
  /** The position after `played` moves (kept, so reading it is free). */
  private now = new Game();
  /** Whether the last played move made the next player pass. */
  private lastPassed = false;

  /** A record of `moves` with the first `played` of them played (they must be legal: see load). */
  static of(moves: readonly number[], played = moves.length): GameRecord {
    const r = new GameRecord();
    r.moves = moves.slice();
    r.goTo(played);
    return r;
  }

  get game(): Game {
    return this.now;
  }

  /** The moves played, in order. */
  get line(): readonly number[] {
    return this.moves.slice(0, this.played);
  }

  /** All moves, the redo list included. */
  get all(): readonly number[] {
    return this.moves;
  }

  get ply(): number {
    return this.played;
  }

  get lastMove(): number {
    return this.played > 0 ? this.moves[this.played - 1]! : -1;
  }

  /** True when the last move made the player now to move's opponent pass. */
  get passed(): boolean {
    return this.lastPassed;
  }

  canUndo(): boolean {
    return this.played > 0;
  }

  canRedo(): boolean {
    return this.played < this.moves.length;
  }

  /** Play `cell` now; a new move drops the redo list. Null when illegal (nothing changes). */
  play(cell: number): Played | null {
    const r = playMove(this.now, cell);
    if (r === null) return null;
    this.moves.length = this.played;
    this.moves.push(cell);
    this.played++;
    this.lastPassed = r.passed;
    return r;
  }

  undo(): boolean {
    if (!this.canUndo()) return false;
    this.goTo(this.played - 1);
    return true;
  }

  redo(): boolean {
    if (!this.canRedo()) return false;
    this.goTo(this.played + 1);
    return true;
  }

  /** Replay the first `n` moves from the start. */
  private goTo(n: number): void {
    if (!Number.isInteger(n) || n < 0 || n > this.moves.length) throw new Error(`GameRecord.goTo(${n}): not in 0..${this.moves.length}`);
    const g = new Game();
    let passed = false;
    for (let i = 0; i < n; i++) {
      const r = playMove(g, this.moves[i]!);
      if (r === null) throw new Error(`GameRecord.goTo: move ${i + 1} (cell ${this.moves[i]}) is illegal`);
      passed = r.passed;
    }
    this.now = g;
    this.played = n;
    this.lastPassed = passed;
  }
}
