/**
 * Zhou's save file (seed 000b, 6.7/6.8): the speed level on the first line, the score on the
 * second, then GirdArray row by row as 0/1 digits — all 24 rows, the always-full floor row 23
 * included (his example file has 240 digits and ends with ten 1s). His SaveGame writes the digits
 * with no line breaks; the copy of his example in the seed is broken over lines by the forum, so
 * line breaks inside the grid are read past. Anything else wrong is refused with the line and
 * column, and a refused file changes nothing (the caller keeps the game in progress).
 */
import { Field } from '../engine/field.ts';
import { ZHOU_FIXED_COLOR, ZHOU_HIDDEN, ZHOU_ROWS, ZHOU_WIDTH } from './zhou.ts';

/** GirdArray's rows as saved: the 23 of the field and the floor. */
export const ZHOU_SAVED_ROWS = ZHOU_ROWS + 1;

export interface ZhouSave {
  level: number;
  score: number;
  field: Field;
}

/** The file's text: level, score, then the 240 digits on one line (CR LF as StreamWriter writes). */
export function formatZhouSave(level: number, score: number, field: Field): string {
  let grid = '';
  for (let y = 0; y < ZHOU_ROWS; y++) for (let x = 0; x < ZHOU_WIDTH; x++) grid += field.get(x, y) ? '1' : '0';
  grid += '1'.repeat(ZHOU_WIDTH); // row 23, the floor
  return `${level}\n${score}\n${grid}\n`;
}

/** A save file that cannot be loaded; the message names the file, line and what is wrong. */
export class SaveError extends Error {}

/** Read a save file's text; throws SaveError naming `name`:line. */
export function parseZhouSave(name: string, text: string): ZhouSave {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const fail = (line: number, why: string): never => {
    throw new SaveError(`${name}:${line}: ${why}`);
  };
  const int = (line: number, what: string, min: number, max: number): number => {
    const s = (lines[line - 1] ?? '').trim();
    if (!/^\d{1,9}$/.test(s)) fail(line, `the ${what} should be a whole number, not "${s}"`);
    const n = Number(s);
    if (n < min || n > max) fail(line, `the ${what} ${n} is not in ${min}…${max}`);
    return n;
  };
  if (lines.length < 3) fail(lines.length, 'too short: a save has the level, the score and the grid');
  const level = int(1, 'speed level', 1, 10);
  const score = int(2, 'score', 0, 999_999_999);
  let digits = '';
  for (let i = 2; i < lines.length; i++) {
    const line = lines[i]!;
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!;
      if (ch !== '0' && ch !== '1') fail(i + 1, `column ${c + 1}: "${ch}" is not a grid digit (0 or 1)`);
    }
    digits += line;
  }
  const want = ZHOU_SAVED_ROWS * ZHOU_WIDTH;
  if (digits.length !== want) {
    fail(3, `the grid has ${digits.length} cells; a ${ZHOU_WIDTH}-wide field of ${ZHOU_SAVED_ROWS} rows has ${want}` +
      (digits.length % ZHOU_SAVED_ROWS === 0 ? ` (${digits.length / ZHOU_SAVED_ROWS} a row: the wrong width?)` : ''));
  }
  const floor = digits.slice(ZHOU_ROWS * ZHOU_WIDTH);
  if (floor !== '1'.repeat(ZHOU_WIDTH)) fail(3, `row ${ZHOU_ROWS} is the floor and must be all 1s, not ${floor}`);
  const field = new Field(ZHOU_WIDTH, ZHOU_ROWS, ZHOU_HIDDEN);
  for (let y = 0; y < ZHOU_ROWS; y++) {
    for (let x = 0; x < ZHOU_WIDTH; x++) if (digits[y * ZHOU_WIDTH + x] === '1') field.set(x, y, ZHOU_FIXED_COLOR);
    if (field.isFullRow(y)) fail(3, `row ${y} is full: a saved game has no full rows`);
  }
  return { level, score, field };
}

/** What the game needs from a loaded save (engine/game.ts's Game has it). */
export interface Restorable {
  restore(level: number, score: number, field: Field): void;
}

/**
 * Load `text` into `game`: null when done, else the message saying why not — and then the game
 * is exactly as it was (the file is read whole before anything is taken over).
 */
export function loadZhouSave(game: Restorable, name: string, text: string): string | null {
  let save: ZhouSave;
  try {
    save = parseZhouSave(name, text);
  } catch (e) {
    if (e instanceof SaveError) return e.message;
    throw e;
  }
  game.restore(save.level, save.score, save.field);
  return null;
}
