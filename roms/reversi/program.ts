/**
 * REVERSI: the program's main loop and its commands. The rules are the seed's (model.ts); the
 * rest — the players of either colour, undo/redo, hints, transcripts, files — is ours
 * (NOTES.md). Written as a Turbo C 2.0 program of 1990 would be: BGI drawing, bioskey and the
 * INT 33h mouse polled in a loop that idles with delay(), the speaker through sound/nosound.
 */
import type { Blocking } from '../../runtime/process.ts';
import { closegraph, DETECT, initgraph } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { Clock } from './clock.ts';
import { computerMove, searchNote, startThinking, thinkSliced } from './computer.ts';
import { confirmDialog, optionsDialog, transcriptDialog } from './dialogs.ts';
import { buttonAt, cellAt, drawBoard, drawButtons, drawFrame, drawMessage, drawPanel } from './draw.ts';
import type { Colour, Thinker } from './engine/index.ts';
import { MAX_LEVEL } from './engine/levels.ts';
import {
  CFG_FILE, defaultSettings, FileError, formatSave, formatSettings, GAME_FILE, HUMAN, loadGameText, loadSave, parseSettings,
  readText, readTranscript, SAV_FILE, writeText, type Loaded, type Settings,
} from './files.ts';
import { type Event, Input, K_BACKSPACE, K_DOWN, K_END, K_ENTER, K_ESC, K_HOME, K_LEFT, K_RIGHT, K_SPACE, K_UP } from './input.ts';
import { BLACK, EMPTY, type Game, type Player, WHITE } from './model.ts';
import { formatTranscript, squareName } from './notation.ts';
import { GameRecord, type Played } from './record.ts';
import { INVALID, MOVE, PASS, play, START } from './sounds.ts';

/** The keyboard cursor starts on d3, Black's first legal move in the seed's board order. */
const CURSOR_START = 19;

const side = (p: number): string => (p === BLACK ? 'Black' : 'White');

export function REVERSI() {
  const clock = new Clock();
  const io = new Input(clock);
  let settings: Settings = defaultSettings();
  let record = new GameRecord();
  let cursor = CURSOR_START;
  /** The computer waits (after undo, redo or loading a game, or P) until Space/Enter or a human move. */
  let paused = false;
  let hint = -1;
  let message = '';
  let thinking = '';

  const game = (): Game => record.game;
  const playerOf = (p: Player): number => (p === BLACK ? settings.black : settings.white);
  const computerToMove = (): boolean => !game().isOver() && playerOf(game().currentPlayer) !== HUMAN;

  /** @c char *result(struct game *g) */
  function result(g: Game): string {
    const b = g.count(BLACK), w = g.count(WHITE);
    return b === w ? `Draw, ${b} to ${w}` : `${b > w ? 'Black' : 'White'} wins ${Math.max(b, w)} to ${Math.min(b, w)}`;
  }

  /** @c char *turnNote(void) */
  function turnNote(): string {
    const g = game();
    if (g.isOver()) return result(g);
    if (thinking) return thinking;
    if (computerToMove()) return paused ? 'paused: Space plays on' : 'computer to move';
    return 'your move';
  }

  /** @c void redraw(int full) */
  function* redraw(full: boolean): Blocking {
    yield* io.hide();
    if (full) {
      drawFrame();
      drawButtons();
    }
    const g = game();
    const legal = settings.markers && !g.isOver() ? g.legalMoves() : [];
    drawBoard(g, { legal, last: record.lastMove, cursor, hint });
    drawPanel({ game: g, black: settings.black, white: settings.white, moves: record.line, turnNote: turnNote() });
    drawMessage(message);
    yield* io.show();
  }

  /** @c void say(char *text) */
  function* say(text: string): Blocking {
    message = text;
    yield* io.hide();
    drawMessage(message);
    yield* io.show();
  }

  /** @c void afterMove(int mover, int cell) — the sounds and the message of a move made. */
  function* afterMove(mover: Player, cell: number, played: Played, note = ''): Blocking {
    hint = -1;
    const g = game();
    message = `${side(mover)} played ${squareName(cell)}${note ? ` (${note})` : ''}.`;
    if (g.isOver()) message += ` Game over: ${result(g)}.`;
    else if (played.passed) message += ` ${side(3 - g.currentPlayer)} has no move and passes.`;
    yield* redraw(false);
    yield* play(clock, MOVE, settings.sound);
    if (played.passed && !g.isOver()) yield* play(clock, PASS, settings.sound);
  }

  /** @c void humanMove(int cell) */
  function* humanMove(cell: number): Blocking {
    const g = game();
    if (g.isOver()) {
      yield* say(`The game is over (${result(g)}). N starts a new one.`);
      yield* play(clock, INVALID, settings.sound);
      return;
    }
    if (computerToMove()) {
      if (paused) {
        paused = false;
        yield* redraw(false);
      }
      return;
    }
    const mover = g.currentPlayer;
    const played = record.play(cell);
    if (played === null) {
      const why = g.cells[cell] !== EMPTY ? 'is taken' : 'flanks nothing';
      yield* say(`${squareName(cell)} ${why}: not a legal move for ${side(mover)}.`);
      yield* play(clock, INVALID, settings.sound);
      return;
    }
    paused = false;
    yield* afterMove(mover, cell, played);
  }

  /** @c void noteThinking(struct thinker *t) */
  function* noteThinking(t: Thinker): Blocking {
    thinking = `thinking: depth ${t.depth}`;
    yield* redraw(false);
  }

  /**
   * @c int aside(int key) — an event while the computer thinks that needs no stop: the cursor,
   * the markers, saving; a click on the board is not a move now and is let go.
   */
  function* aside(e: Event): Blocking<boolean> {
    if (!('key' in e)) return cellAt(e.x, e.y) >= 0;
    if (moveCursor(e.key)) yield* redraw(false);
    else if (e.key === 0x4d) yield* toggleMarkers(); // M
    else if (e.key === 0x53) yield* saveGame(); // S
    else return false;
    return true;
  }

  /** @c void toggleMarkers(void) */
  function* toggleMarkers(): Blocking {
    settings.markers = !settings.markers;
    yield* redraw(false);
    yield* saveSettings();
  }

  /** @c int computerTurn(void) — 0 when the player quit meanwhile. */
  function* computerTurn(): Blocking<boolean> {
    const g = game();
    const level = playerOf(g.currentPlayer);
    thinking = level >= 2 ? 'thinking...' : '';
    if (thinking) yield* redraw(false);
    const t = yield* computerMove(g, level, io, noteThinking, aside);
    thinking = '';
    if ('interrupted' in t) {
      // Anything but what `aside` deals with stops the computer first.
      const e = t.interrupted;
      const key = 'key' in e ? e.key : buttonAt(e.x, e.y);
      if (key !== 0) paused = true;
      if (key === K_ESC) message = 'Stopped. Space lets the computer play on.';
      yield* redraw(false);
      return key === K_ESC ? true : yield* command(e); // Esc only stops it
    }
    const mover = g.currentPlayer;
    const played = record.play(t.move);
    if (played === null) throw new Error(`computerTurn: level ${level} chose ${squareName(t.move)}, an illegal move`);
    yield* afterMove(mover, t.move, played, t.note);
    return true;
  }

  /** @c void undo(void) — back to the last position a person is to move in (or the start). */
  function* undo(): Blocking {
    if (!record.undo()) {
      yield* say('Nothing to undo.');
      return;
    }
    while (computerToMove() && record.canUndo()) record.undo();
    paused = computerToMove();
    hint = -1;
    message = `Undone: back to move ${record.ply + 1}.`;
    yield* redraw(false);
  }

  /** @c void redo(void) — forward to the next position a person is to move in (or the end). */
  function* redo(): Blocking {
    if (!record.redo()) {
      yield* say('Nothing to redo.');
      return;
    }
    while (computerToMove() && record.canRedo()) record.redo();
    paused = computerToMove();
    hint = -1;
    message = `Redone: ${record.ply} moves played.`;
    yield* redraw(false);
  }

  /** @c int hintLevel(void) — the hint searches at the strongest computer level set, and at least level 2. */
  function hintLevel(): number {
    return Math.min(MAX_LEVEL, Math.max(2, settings.black, settings.white));
  }

  /** @c void hint(void) */
  function* showHint(): Blocking<boolean> {
    const g = game();
    if (g.isOver() || computerToMove()) {
      yield* say('A hint is for a person to move.');
      return true;
    }
    const level = hintLevel();
    thinking = 'finding a hint...';
    yield* redraw(false);
    const t = yield* startThinking(g.cells.slice(), g.currentPlayer as Colour, level);
    const e = yield* thinkSliced(t, io, noteThinking, aside);
    thinking = '';
    if (e !== null) {
      if ('key' in e && e.key === K_ESC) message = 'No hint.';
      yield* redraw(false);
      return 'key' in e && e.key === K_ESC ? true : yield* command(e); // Esc only cancels it
    }
    hint = t.best;
    cursor = t.best;
    message = `Hint (level ${level}): ${squareName(t.best)} (${searchNote(t)}).`;
    yield* redraw(false);
    return true;
  }

  /** @c char *setUp(struct loaded *loaded, char *what) — set up a game read from somewhere; the computer waits for Space. Null, or why not. */
  function setUp(loaded: Loaded, what: string): string | null {
    if ('error' in loaded) return loaded.error;
    const { moves, played } = loaded.game;
    record = GameRecord.of(moves, played);
    hint = -1;
    paused = computerToMove();
    message = `${what}: ${played === moves.length ? `${played} moves set up` : `${played} of ${moves.length} moves played`}.`;
    return null;
  }

  /** @c void loadGame(int file) — REVERSI.SAV or GAME.TXT; a bad file leaves the game as it was. */
  function* loadGame(loaded: Loaded, what: string): Blocking {
    const why = setUp(loaded, what);
    if (why !== null) message = `${why}. The game goes on.`;
    yield* redraw(false);
  }

  /** @c void saveGame(void) */
  function* saveGame(): Blocking {
    const ok = writeText(SAV_FILE, formatSave({ moves: record.all.slice(), played: record.ply }));
    yield* say(ok ? `Saved to ${SAV_FILE}: ${formatTranscript(record.line)}` : `Could not write ${SAV_FILE}.`);
  }

  /** @c void saveSettings(void) */
  function* saveSettings(): Blocking {
    if (!writeText(CFG_FILE, formatSettings(settings))) yield* say(`Could not write ${CFG_FILE}.`);
  }

  /** @c void newGame(void) */
  function* newGame(): Blocking {
    record = new GameRecord();
    cursor = CURSOR_START;
    paused = false;
    hint = -1;
    message = 'A new game. Black moves first.';
    yield* redraw(true);
    yield* play(clock, START, settings.sound);
  }

  /** @c int moveCursor(int key) */
  function moveCursor(key: number): boolean {
    const x = cursor % 8, y = (cursor / 8) | 0;
    const to: Record<number, number> = {
      [K_LEFT]: y * 8 + ((x + 7) % 8), [K_RIGHT]: y * 8 + ((x + 1) % 8),
      [K_UP]: ((y + 7) % 8) * 8 + x, [K_DOWN]: ((y + 1) % 8) * 8 + x, [K_HOME]: 0, [K_END]: 63,
    };
    if (!(key in to)) return false;
    cursor = to[key]!;
    return true;
  }

  /** @c int command(int key) — one key or click; 0 when the player quits. */
  function* command(e: Event): Blocking<boolean> {
    let key: number;
    if ('key' in e) key = e.key;
    else {
      const cell = cellAt(e.x, e.y);
      if (cell >= 0) {
        cursor = cell;
        if (computerToMove() && !paused) return true; // the computer is to move: clicks wait
        yield* humanMove(cell);
        yield* redraw(false);
        return true;
      }
      key = buttonAt(e.x, e.y);
    }
    if (moveCursor(key)) {
      yield* redraw(false);
      return true;
    }
    switch (key) {
      case K_ENTER: case K_SPACE: yield* humanMove(cursor); break;
      case 0x4e: // N
        if (record.ply > 0 && !game().isOver() && !(yield* confirmDialog(io, 'Start a new game? (Y/N)'))) {
          yield* redraw(true);
          break;
        }
        yield* newGame();
        break;
      case 0x55: case K_BACKSPACE: yield* undo(); break; // U
      case 0x52: yield* redo(); break; // R
      case 0x48: return yield* showHint(); // H
      case 0x4d: yield* toggleMarkers(); break; // M
      case 0x4f: // O
        yield* optionsDialog(io, settings);
        paused = false;
        yield* redraw(true);
        yield* saveSettings();
        break;
      case 0x54: // T
        yield* transcriptDialog(io, formatTranscript(record.line), (text) => setUp(readTranscript(text, 'The transcript'), 'The transcript'));
        yield* redraw(true);
        break;
      case 0x47: yield* loadGame(loadGameText(), GAME_FILE); break; // G
      case 0x53: yield* saveGame(); break; // S
      case 0x4c: yield* loadGame(loadSave(), `${SAV_FILE} loaded`); break; // L
      case 0x50: // P
        paused = !paused;
        yield* redraw(false);
        break;
      case 0x51: case K_ESC: { // Q
        if (yield* confirmDialog(io, 'Quit REVERSI? (Y/N)')) return false;
        yield* redraw(true);
        break;
      }
      default: break;
    }
    return true;
  }

  /** @c void main() */
  function* main(): Blocking {
    const gd = ref(DETECT), gm = ref(0);
    initgraph(gd, gm, 'c:\\tc\\');
    yield* io.init();
    try {
      const text = readText(CFG_FILE);
      if (text !== null) settings = parseSettings(text);
      message = 'A new game. Black moves first.';
    } catch (e) {
      if (!(e instanceof FileError)) throw e;
      message = `${e.message}: the settings are the defaults.`;
    }
    if (!io.hasMouse) message += ' No mouse: the keys work alone.';
    yield* redraw(true);
    yield* clock.calibrate(); // before the first sound: it times every wait
    yield* play(clock, START, settings.sound);
    for (;;) {
      if (computerToMove() && !paused) {
        if (!(yield* computerTurn())) break;
        continue;
      }
      if (!(yield* command(yield* io.next()))) break;
    }
    yield* io.hide();
    closegraph();
  }

  return {
    main,
    /** For tests: the program's state. */
    get record() { return record; },
    get settings() { return settings; },
    get message() { return message; },
    get paused() { return paused; },
    get hint() { return hint; },
    get cursor() { return cursor; },
  };
}
