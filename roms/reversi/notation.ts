/**
 * The standard move notation (ours; the seed has none): a square is its column a–h and row 1–8,
 * row 1 at the top as drawn (a1 = cell 0, h8 = cell 63); a game is its moves run together, Black
 * first, passes not written: `f5d6c3d3c4`.
 *
 * Reading is lenient, for text pasted from anywhere: any case, any spaces, commas, dots, dashes
 * and the like between moves, move numbers (`1. f5 d6 2. c3`), and written passes (`pass`, `ps`) where the player really has to pass. It is strict about the moves themselves: the first
 * one the rules refuse is named by its number.
 */
import { BLACK, Game } from './model.ts';
import { playMove } from './record.ts';

const COLUMNS = 'abcdefgh';

/** "a1" … "h8". */
export function squareName(cell: number): string {
  return COLUMNS[cell % 8]! + String(((cell / 8) | 0) + 1);
}

/** @c void formatTranscript(int *moves, int n, char *text) — the record's moves as one transcript, e.g. "f5d6c3". */
export function formatTranscript(moves: readonly number[]): string {
  return moves.map(squareName).join('');
}

export class TranscriptError extends Error {}

/** Characters that may stand between moves. */
const SEPARATORS = /[\s,;.:\-_/|()[\]]/;

/**
 * @c int parseTranscript(char *text, int *moves)
 * The moves of a transcript, checked against the rules from the start position. Throws a
 * TranscriptError naming the first wrong thing: text that is not a move (with its place), or the
 * number of the first illegal move.
 */
export function parseTranscript(text: string): number[] {
  const game = new Game();
  const moves: number[] = [];
  let i = 0;
  // The last move made the opponent pass: one written pass is that pass.
  let passPending = false;
  const s = text.toLowerCase();
  while (i < s.length) {
    const c = s[i]!;
    if (SEPARATORS.test(c)) {
      i++;
      continue;
    }
    // A move number such as "12." or "12)": digits followed by a separator or the end.
    if (/[0-9]/.test(c)) {
      let j = i;
      while (j < s.length && /[0-9]/.test(s[j]!)) j++;
      if (j === s.length || SEPARATORS.test(s[j]!)) {
        i = j;
        continue;
      }
      throw new TranscriptError(`not a move at character ${i + 1}: "${text.slice(i, j + 1)}"`);
    }
    if (s.startsWith('pass', i) || s.startsWith('ps', i)) {
      const len = s.startsWith('pass', i) ? 4 : 2;
      if (!passPending) {
        const why = game.isOver() ? 'the game is over' : `${side(game)} has a move`;
        throw new TranscriptError(`pass after move ${moves.length}: ${why}`);
      }
      passPending = false;
      i += len;
      continue;
    }
    const col = COLUMNS.indexOf(c), row = s.charCodeAt(i + 1) - 0x31;
    if (col < 0 || !(row >= 0 && row < 8)) throw new TranscriptError(`not a move at character ${i + 1}: "${text.slice(i, i + 2)}"`);
    const cell = row * 8 + col, n = moves.length + 1;
    if (game.isOver()) throw new TranscriptError(`move ${n} (${squareName(cell)}): the game is already over`);
    const played = playMove(game, cell);
    if (played === null) throw new TranscriptError(`move ${n} (${squareName(cell)}) is illegal for ${side(game)}`);
    passPending = played.passed;
    moves.push(cell);
    i += 2;
  }
  return moves;
}

function side(game: Game): string {
  return game.currentPlayer === BLACK ? 'Black' : 'White';
}
