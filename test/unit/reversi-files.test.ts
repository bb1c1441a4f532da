// Reversi's transcripts (roms/reversi/notation.ts), its record's undo/redo (record.ts) and its
// files (files.ts): good and odd transcripts, the number of the first illegal move, garbage, and
// the settings and saved-game formats, round trip and broken.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_LEVEL } from '../../roms/reversi/engine/index.ts';
import {
  defaultSettings, FileError, formatSave, formatSettings, HUMAN, parseSave, parseSettings,
} from '../../roms/reversi/files.ts';
import { BLACK, WHITE } from '../../roms/reversi/model.ts';
import { formatTranscript, parseTranscript, squareName, TranscriptError } from '../../roms/reversi/notation.ts';
import { GameRecord } from '../../roms/reversi/record.ts';

const OPENING = 'f5d6c3d3c4';

test('squares: a1 is cell 0, h1 cell 7, a2 cell 8, h8 cell 63', () => {
  assert.equal([0, 7, 8, 37, 63].map(squareName), ['a1', 'h1', 'a2', 'f5', 'h8']);
});

test('a transcript reads back to the moves it was written from', () => {
  const moves = parseTranscript(OPENING);
  assert.equal(moves.map(squareName), ['f5', 'd6', 'c3', 'd3', 'c4']);
  assert.is(formatTranscript(moves), OPENING);
});

test('odd formats: case, spaces, commas, move numbers, line breaks all read the same', () => {
  for (const text of ['F5D6C3D3C4', 'f5 d6 c3 d3 c4', ' f5, d6; c3-d3_c4 ', '1. f5 d6 2. c3 d3 3. c4', '1.F5 2.d6\r\n3.C3\n4.d3 5.c4\n', '1) f5 (d6) [c3] d3/c4|']) {
    assert.is(formatTranscript(parseTranscript(text)), OPENING, text);
  }
  assert.equal(parseTranscript(''), [], 'the empty transcript is the start');
});

test('an illegal move is named by its number', () => {
  assert.throws(() => parseTranscript('f5 d6 a1'), (e: Error) => e instanceof TranscriptError && e.message === 'move 3 (a1) is illegal for Black');
  assert.throws(() => parseTranscript('f5 f5'), /move 2 \(f5\) is illegal for White/);
  assert.throws(() => parseTranscript('1. f5 d6 2. c3 c3'), /move 4 \(c3\) is illegal for White/);
});

test('garbage is named by its place', () => {
  assert.throws(() => parseTranscript('f5 zz'), /not a move at character 4: "zz"/);
  assert.throws(() => parseTranscript('f5 d9'), /not a move at character 4: "d9"/);
  assert.throws(() => parseTranscript('f5d'), /not a move at character 3: "d"/);
  assert.throws(() => parseTranscript('12f5'), /not a move at character 1: "12f"/);
  assert.throws(() => parseTranscript('f5 pass'), /pass after move 1: White has a move/);
});

// A game with a pass (found by a random search over the rule model): after White's move 10, Black
// has no move and White moves again.
const WITH_PASS = 'd3c3b3e3f5d2d1c1f2e1';

test('a written pass is accepted where the player has to pass, and only there', () => {
  const moves = parseTranscript(WITH_PASS);
  const r = GameRecord.of(moves);
  assert.ok(r.passed, 'the last move made Black pass');
  assert.is(r.game.currentPlayer, WHITE);
  assert.equal(r.game.legalMoves(BLACK), []);
  assert.equal(parseTranscript(WITH_PASS + ' pass'), moves);
  assert.throws(() => parseTranscript(WITH_PASS + ' pass pass'), /pass after move 10: White has a move/);
});

test('moves after the end are refused', () => {
  const r = GameRecord.of(parseTranscript(WITH_PASS));
  // Play the game out with the first legal move, then try one more.
  while (!r.game.isOver()) r.play(r.game.legalMoves()[0]!);
  const text = formatTranscript(r.line);
  const empty = [...r.game.cells.keys()].find((i) => r.game.cells[i] === 0);
  if (empty === undefined) assert.throws(() => parseTranscript(text + 'a1'), /the game is already over/);
  else assert.throws(() => parseTranscript(text + squareName(empty)), /the game is already over/);
});

test('undo and redo any number of moves; a new move drops the redo list', () => {
  const r = GameRecord.of(parseTranscript(OPENING));
  assert.ok(r.undo() && r.undo() && r.undo());
  assert.is(formatTranscript(r.line), 'f5d6');
  assert.is(r.game.currentPlayer, BLACK);
  assert.ok(r.redo());
  assert.is(formatTranscript(r.line), 'f5d6c3');
  assert.is(r.game.currentPlayer, WHITE);
  while (r.undo());
  assert.is(r.ply, 0);
  assert.is(r.game.count(BLACK) + r.game.count(WHITE), 4);
  while (r.redo());
  assert.is(formatTranscript(r.line), OPENING);
  r.undo();
  r.undo();
  assert.is(r.play(0), null, 'a1 is not legal for White here');
  assert.is(formatTranscript(r.all), OPENING, 'a refused move keeps the redo list');
  const other = r.game.legalMoves().find((c) => squareName(c) !== 'd3')!;
  assert.ok(r.play(other) !== null);
  assert.is(formatTranscript(r.all), `f5d6c3${squareName(other)}`, 'the redo list went');
  assert.not.ok(r.canRedo());
});

test('settings: the defaults, a round trip, and every level', () => {
  assert.equal(parseSettings(''), defaultSettings());
  const s = { black: 0, white: HUMAN, markers: false, sound: false };
  assert.equal(parseSettings(formatSettings(s)), s);
  assert.is(parseSettings(`white=${MAX_LEVEL}\r\n`).white, MAX_LEVEL);
  assert.equal(parseSettings('; a comment\n\nSOUND = Off\n'), { ...defaultSettings(), sound: false });
});

test('settings: a broken file is refused with its line', () => {
  assert.throws(() => parseSettings('black=human\nwhite=99\n'), (e: Error) => e instanceof FileError && e.message === `REVERSI.CFG line 2: "99" is neither human nor a level 0..${MAX_LEVEL}`);
  assert.throws(() => parseSettings('colour=blue'), /REVERSI.CFG line 1: unknown setting "colour"/);
  assert.throws(() => parseSettings('\n\nmarkers=maybe'), /line 3: "maybe" is neither on nor off/);
  assert.throws(() => parseSettings('\u0000\u0001garbage'), /line 1: not key=value/);
});

test('a saved game: the moves, the redo list and the ply come back', () => {
  const saved = { moves: parseTranscript(OPENING), played: 3 };
  const text = formatSave(saved);
  assert.is(text, 'REVERSI SAVE 1\nmoves f5d6c3d3c4\nplayed 3\n');
  assert.equal(parseSave(text), saved);
  assert.equal(parseSave(text.replace(/\n/g, '\r\n')), saved, 'DOS line ends');
  assert.equal(parseSave('REVERSI SAVE 1\nmoves\nplayed 0\n'), { moves: [], played: 0 });
});

test('a saved game: a broken file is refused with its line', () => {
  assert.throws(() => parseSave('hello'), /REVERSI.SAV line 1: not a saved game/);
  assert.throws(() => parseSave('REVERSI SAVE 1\nmoves f5d6a1\nplayed 3\n'), /REVERSI.SAV line 2: move 3 \(a1\) is illegal for Black/);
  assert.throws(() => parseSave('REVERSI SAVE 1\nmoves f5d6\nplayed 3\n'), /REVERSI.SAV line 3: expected "played N" with N from 0 to 2/);
  assert.throws(() => parseSave('REVERSI SAVE 1\nmoves f5d6\nplayed 1\nmore\n'), /line 4: unexpected text/);
  assert.throws(() => parseSave('REVERSI SAVE 1\n'), /line 2: expected "moves …"/);
});

test.run();
