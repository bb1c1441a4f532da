/**
 * The program's files on the DOS disk (ours; the seed keeps nothing): REVERSI.CFG (the settings),
 * REVERSI.SAV (the game, the undone moves included) and GAME.TXT (a transcript to load, written by
 * anyone). All are text, read with fgets and written with fputs as a 1990 program would. A file
 * that does not read is refused whole, with a message naming the file and line: what was on the
 * screen stays as it was.
 */
import { fclose, fgets, fopen, fputs } from '../../runtime/tc/stdio.ts';
import { MAX_LEVEL } from './engine/levels.ts';
import { formatTranscript, parseTranscript, TranscriptError } from './notation.ts';

export const CFG_FILE = 'REVERSI.CFG';
export const SAV_FILE = 'REVERSI.SAV';
export const GAME_FILE = 'GAME.TXT';

/** Who plays a colour: a person, or the computer at a level 0..MAX_LEVEL. */
export const HUMAN = -1;

export interface Settings {
  black: number;
  white: number;
  /** Legal-move markers shown. */
  markers: boolean;
  sound: boolean;
}

/** The first run: you play Black against the computer's first search level. */
export function defaultSettings(): Settings {
  return { black: HUMAN, white: 2, markers: true, sound: true };
}

export class FileError extends Error {}

export function playerName(p: number): string {
  return p === HUMAN ? 'human' : String(p);
}

export function formatSettings(s: Settings): string {
  return `black=${playerName(s.black)}\nwhite=${playerName(s.white)}\nmarkers=${s.markers ? 'on' : 'off'}\nsound=${s.sound ? 'on' : 'off'}\n`;
}

/** @c int parseSettings(char *text, struct settings *s) — REVERSI.CFG: `key=value` lines; blank lines and `;` comments are fine, anything else is not. */
export function parseSettings(text: string, file = CFG_FILE): Settings {
  const s = defaultSettings();
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '').trim();
    if (line === '' || line.startsWith(';')) return;
    const where = `${file} line ${i + 1}`;
    const m = /^([a-z]+)\s*=\s*(\S+)$/i.exec(line);
    if (!m) throw new FileError(`${where}: not key=value`);
    const key = m[1]!.toLowerCase(), value = m[2]!.toLowerCase();
    if (key === 'black' || key === 'white') s[key] = player(value, where);
    else if (key === 'markers' || key === 'sound') s[key] = onOff(value, where);
    else throw new FileError(`${where}: unknown setting "${m[1]}"`);
  });
  return s;
}

function player(v: string, where: string): number {
  if (v === 'human') return HUMAN;
  const n = /^[0-9]+$/.test(v) ? Number(v) : NaN;
  if (!(n >= 0 && n <= MAX_LEVEL)) throw new FileError(`${where}: "${v}" is neither human nor a level 0..${MAX_LEVEL}`);
  return n;
}

function onOff(v: string, where: string): boolean {
  if (v === 'on') return true;
  if (v === 'off') return false;
  throw new FileError(`${where}: "${v}" is neither on nor off`);
}

/** A saved game: every move (the redo list too) and how many are played. */
export interface SavedGame {
  moves: number[];
  played: number;
}

const SAV_HEADER = 'REVERSI SAVE 1';

export function formatSave(g: SavedGame): string {
  return `${SAV_HEADER}\nmoves ${formatTranscript(g.moves)}\nplayed ${g.played}\n`;
}

/** @c int parseSave(char *text, struct saved *g) */
export function parseSave(text: string, file = SAV_FILE): SavedGame {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines[0] !== SAV_HEADER) throw new FileError(`${file} line 1: not a saved game (expected "${SAV_HEADER}")`);
  const mv = /^moves ?(.*)$/.exec(lines[1] ?? '');
  if (!mv) throw new FileError(`${file} line 2: expected "moves …"`);
  let moves: number[];
  try {
    moves = parseTranscript(mv[1]!);
  } catch (e) {
    if (e instanceof TranscriptError) throw new FileError(`${file} line 2: ${e.message}`);
    throw e;
  }
  const pl = /^played ([0-9]+)$/.exec(lines[2] ?? '');
  if (!pl || Number(pl[1]) > moves.length) throw new FileError(`${file} line 3: expected "played N" with N from 0 to ${moves.length}`);
  if (lines.slice(3).some((l) => l.trim() !== '')) throw new FileError(`${file} line 4: unexpected text after the game`);
  return { moves, played: Number(pl[1]) };
}

/** What reading a game gave: the game, or the message saying why not. */
export type Loaded = { readonly game: SavedGame } | { readonly error: string };

/** @c int readTranscript(char *text, char *from, struct loaded *l) — a transcript (typed, or a file's), `from` naming it in the message. */
export function readTranscript(text: string, from: string): Loaded {
  try {
    const moves = parseTranscript(text);
    return { game: { moves, played: moves.length } };
  } catch (e) {
    if (e instanceof TranscriptError) return { error: `${from}: ${e.message}` };
    throw e;
  }
}

/** @c int loadSave(struct loaded *l) — REVERSI.SAV from the disk. */
export function loadSave(): Loaded {
  return fromFile(SAV_FILE, parseSave);
}

/** @c int loadGameText(struct loaded *l) — GAME.TXT from the disk. */
export function loadGameText(): Loaded {
  return fromFile(GAME_FILE, (text) => {
    const r = readTranscript(text, GAME_FILE);
    if ('error' in r) throw new FileError(r.error);
    return r.game;
  });
}

/** @c int fromFile(char *name, int (*parse)(char *text, struct saved *g), struct loaded *l) */
function fromFile(name: string, parse: (text: string) => SavedGame): Loaded {
  try {
    const text = readText(name);
    return text === null ? { error: `No ${name} on the disk` } : { game: parse(text) };
  } catch (e) {
    if (e instanceof FileError) return { error: e.message };
    throw e;
  }
}

/** The longest file read: a transcript with every separator imaginable fits many times over. */
const MAX_TEXT = 4096;

/** @c char *readText(char *name) — the whole of a text file, or null when it is not there. */
export function readText(name: string): string | null {
  const f = fopen(name, 'r');
  if (f === null) return null;
  let text = '';
  for (let line = fgets(256, f); line !== null; line = fgets(256, f)) {
    text += line;
    if (text.length > MAX_TEXT) {
      fclose(f);
      throw new FileError(`${name}: longer than ${MAX_TEXT} characters`);
    }
  }
  fclose(f);
  return text;
}

/** @c int writeText(char *name, char *text) — write a text file; false when DOS refuses it. */
export function writeText(name: string, text: string): boolean {
  const f = fopen(name, 'w');
  if (f === null) return false;
  const ok = fputs(text, f) >= 0;
  return fclose(f) === 0 && ok;
}
