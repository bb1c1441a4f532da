/**
 * Edax's problem format, one position a line: the 64 squares a1..h8 (`X` black, `O` white, `-`
 * empty), a space, the side to move (`X`/`O`), then optional answers `; MOVE:±score;` (several
 * allowed, any of them correct). Blank lines and lines starting with `%` or `#` are skipped.
 */
import { parseSquare } from './bits.ts';
import type { Colour, Position } from './position.ts';

export interface Answer { move: number; score: number }
export interface Problem {
  /** 1-based ordinal of the position in the file. */
  index: number;
  /** 1-based line number in the file. */
  line: number;
  toMove: Colour;
  position: Position;
  answers: Answer[];
}

export function parseProblems(text: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '' || raw.startsWith('%') || raw.startsWith('#')) continue;
    const at = `${file}:${i + 1}`;
    const m = /^(\S{64})\s+([XOxo])\s*(?:;(.*))?$/.exec(raw);
    if (!m) {
      const board = raw.split(/\s+/)[0] ?? '';
      const why = board.length !== 64 ? `the board has ${board.length} squares, not 64`
        : !/\s[XOxo](\s|;|$)/.test(raw) ? 'the side to move (X or O) is missing after the board'
        : 'expected "BOARD SIDE ; MOVE:±score;"';
      throw new Error(`${at}: malformed position: ${why}`);
    }
    const board = m[1]!, side = m[2]!.toUpperCase();
    let bl = 0, bh = 0, wl = 0, wh = 0;
    for (let s = 0; s < 64; s++) {
      const c = board[s]!.toUpperCase();
      const bit = 1 << (s & 31);
      if (c === 'X' || c === '*') { if (s < 32) bl |= bit; else bh |= bit; }
      else if (c === 'O') { if (s < 32) wl |= bit; else wh |= bit; }
      else if (c !== '-' && c !== '.') throw new Error(`${at}: malformed position: square ${s + 1} is "${board[s]}" (X, O or -)`);
    }
    const toMove: Colour = side === 'X' ? 1 : 2;
    const position = toMove === 1 ? { pl: bl, ph: bh, ol: wl, oh: wh } : { pl: wl, ph: wh, ol: bl, oh: bh };
    const answers: Answer[] = [];
    for (const part of (m[3] ?? '').split(';')) {
      const t = part.trim();
      if (t === '') continue;
      const a = /^([A-Za-z][1-8]|pa|PA|PS|ps):\s*([+-]?\d+)$/.exec(t);
      if (!a) throw new Error(`${at}: malformed answer "${t}" (expected MOVE:±score, e.g. A2:+38)`);
      const move = parseSquare(a[1]!);
      const score = Number(a[2]);
      if (move === null) throw new Error(`${at}: malformed answer "${t}": no square ${a[1]}`);
      if (score < -64 || score > 64) throw new Error(`${at}: malformed answer "${t}": a score lies in -64..+64`);
      answers.push({ move, score });
    }
    problems.push({ index: problems.length + 1, line: i + 1, toMove, position, answers });
  }
  return problems;
}
