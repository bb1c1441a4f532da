// REVERSI running on the machine (roms/reversi/program.ts): moves by key and by mouse, the
// computer's reply, undo to the person's turn, REVERSI.SAV and REVERSI.CFG on the C: drive (a
// round trip, and broken files that leave the game in progress as it was), GAME.TXT, and a
// computer-vs-computer game that plays itself to the end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { REVERSI } from '../../roms/reversi/program.ts';
import { formatTranscript, squareName } from '../../roms/reversi/notation.ts';
import { BLACK, WHITE } from '../../roms/reversi/model.ts';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const text = (b: Uint8Array | undefined): string | null => (b ? String.fromCharCode(...b) : null);

/** The program on a fresh machine whose drive holds `files`, run to its first prompt. */
function boot(files: Record<string, string> = {}, ms = 1000): { m: Machine; r: ReturnType<typeof REVERSI> } {
  const m = new Machine();
  for (const [n, c] of Object.entries(files)) driveOf(m).write(n, bytes(c));
  const r = REVERSI();
  m.load({ name: 'reversi', title: '', start: () => r.main() });
  m.runFor(ms); // the clock's calibration and the start tune
  assert.is(m.state, 'running', m.crash?.message);
  return { m, r };
}

function tap(m: Machine, key: string, wait = 400): void {
  m.keyDown(key);
  m.runFor(50);
  m.keyUp(key);
  m.runFor(wait);
  assert.is(m.state, 'running', m.crash?.message);
}

function click(m: Machine, x: number, y: number, wait = 400): void {
  m.mouseMove(x, y);
  m.runFor(20);
  m.mouseButton(0, true);
  m.runFor(50);
  m.mouseButton(0, false);
  m.runFor(wait);
  assert.is(m.state, 'running', m.crash?.message);
}

/** The pixel centre of a square such as "d3". */
function square(name: string): [number, number] {
  return [24 + (name.charCodeAt(0) - 97) * 50 + 25, 34 + (Number(name[1]) - 1) * 50 + 25];
}

const HUMANS = 'black=human\nwhite=human\nmarkers=on\nsound=off\n';

test('human vs human: a click and the keyboard cursor each play a move', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS });
  click(m, ...square('f5'));
  assert.is(formatTranscript(r.record.line), 'f5');
  // The cursor is on f5 now (the click moved it): f4 is Up from it, and legal for White.
  tap(m, 'Up');
  tap(m, 'Enter');
  assert.is(formatTranscript(r.record.line), 'f5f4');
  tap(m, 'Space'); // f4 is taken now: refused
  assert.is(formatTranscript(r.record.line), 'f5f4');
  assert.match(r.message, /f4 is taken: not a legal move for Black/);
});

test('human vs computer: the computer replies, undo goes back to the person\'s turn, redo forward', () => {
  const { m, r } = boot({ 'REVERSI.CFG': 'black=human\nwhite=1\nsound=off\n' });
  click(m, ...square('f5'), 1000);
  assert.is(r.record.ply, 2, 'Black f5, then level 1\'s reply');
  assert.is(r.record.game.currentPlayer, BLACK);
  tap(m, 'U');
  assert.is(r.record.ply, 0, 'both moves undone: Black to move again');
  tap(m, 'R');
  assert.is(r.record.ply, 2);
  tap(m, 'Backspace');
  assert.is(r.record.ply, 0);
});

test('computer vs computer (level 0 against level 1) plays to the end: 23 to 41', () => {
  const { m, r } = boot({ 'REVERSI.CFG': 'black=0\nwhite=1\nsound=off\n' });
  m.runFor(60 * 400);
  assert.ok(r.record.game.isOver());
  assert.is(`${r.record.game.count(BLACK)}-${r.record.game.count(WHITE)}`, '23-41', 'the game of reversi-rules.test.ts');
});

test('the search levels (the engine) play a legal game against each other', () => {
  const { m, r } = boot({ 'REVERSI.CFG': 'black=2\nwhite=2\nsound=off\n' });
  for (let i = 0; i < 120 && !r.record.game.isOver(); i++) m.runFor(1000);
  assert.is(m.state, 'running', m.crash?.message);
  assert.ok(r.record.game.isOver());
});

test('Esc stops the computer before it moves; Space lets it play on', () => {
  const { m, r } = boot({ 'REVERSI.CFG': 'black=1\nwhite=human\nsound=off\n' }, 450); // calibrated (~330 ms), the 300 ms pause not over
  assert.is(r.record.ply, 0, 'still waiting before its first move');
  tap(m, 'Esc', 100);
  assert.ok(r.paused);
  assert.is(r.message, 'Stopped. Space lets the computer play on.');
  m.runFor(2000);
  assert.is(r.record.ply, 0, 'stopped');
  tap(m, 'Space', 500);
  assert.is(r.record.ply, 1, 'level 1 played');
  assert.not.ok(r.paused);
});

test('the cursor, the markers and a click on the board do not stop the computer', () => {
  const { m, r } = boot({ 'REVERSI.CFG': 'black=1\nwhite=human\nsound=off\n' }, 450);
  assert.is(r.record.ply, 0);
  m.keyDown('Right');
  m.runFor(30);
  m.keyUp('Right');
  click(m, ...square('a1'), 0);
  m.keyDown('M');
  m.runFor(30);
  m.keyUp('M');
  m.runFor(1000);
  assert.is(squareName(r.cursor), 'e3', 'Right moved the cursor from d3; the click was let go');
  assert.not.ok(r.settings.markers);
  assert.not.ok(r.paused);
  assert.is(r.record.ply, 1, 'level 1 played all the same');
});

test('a hint: the engine\'s move, marked and under the cursor; Enter plays it', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS });
  tap(m, 'H', 1000);
  assert.ok(r.record.game.legalMoves().includes(r.hint), `hint ${r.hint} is legal`);
  assert.is(r.cursor, r.hint);
  assert.match(r.message, /^Hint \(level 2\): [a-h][1-8] \((depth \d+, |exact )[+-]?\d+(\.\d+)?\)\.$/, r.message);
  const hinted = r.hint;
  tap(m, 'Enter');
  assert.equal(r.record.line, [hinted]);
  assert.is(r.hint, -1, 'the mark goes with the move');
});

test('REVERSI.SAV: saved, then loaded back in the next run with its redo list', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS });
  for (const s of ['f5', 'd6', 'c3']) click(m, ...square(s));
  tap(m, 'U');
  assert.is(formatTranscript(r.record.all), 'f5d6c3', 'undone, kept for redo');
  tap(m, 'S');
  const saved = text(driveOf(m).read('REVERSI.SAV'));
  assert.is(saved?.replace(/\r/g, ''), 'REVERSI SAVE 1\nmoves f5d6c3\nplayed 2\n');
  const again = boot({ 'REVERSI.CFG': HUMANS, 'REVERSI.SAV': saved! });
  tap(again.m, 'L');
  assert.is(formatTranscript(again.r.record.line), 'f5d6');
  assert.ok(again.r.record.canRedo());
  tap(again.m, 'R');
  assert.is(formatTranscript(again.r.record.line), 'f5d6c3');
});

test('a broken REVERSI.SAV is named and the game in progress is kept', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS, 'REVERSI.SAV': 'REVERSI SAVE 1\nmoves f5d6a1\nplayed 3\n' });
  click(m, ...square('d3'));
  tap(m, 'L');
  assert.is(formatTranscript(r.record.line), 'd3');
  assert.is(r.message, 'REVERSI.SAV line 2: move 3 (a1) is illegal for Black. The game goes on.');
});

test('no REVERSI.SAV: said so', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS });
  tap(m, 'L');
  assert.is(r.message, 'No REVERSI.SAV on the disk. The game goes on.');
});

test('a broken REVERSI.CFG: named, and the defaults are used', () => {
  const { r } = boot({ 'REVERSI.CFG': 'black=human\nwhite=eleven\n' });
  assert.match(r.message, /^REVERSI.CFG line 2: "eleven" is neither human nor a level/);
  assert.equal(r.settings.white, 2);
});

test('the options are saved to REVERSI.CFG', () => {
  const { m } = boot({ 'REVERSI.CFG': HUMANS });
  tap(m, 'O');
  tap(m, 'B'); // human → computer 0
  tap(m, 'M'); // markers off
  tap(m, 'Enter', 100);
  assert.is(text(driveOf(m).read('REVERSI.CFG'))?.replace(/\r/g, ''), 'black=0\nwhite=human\nmarkers=off\nsound=off\n');
});

test('GAME.TXT: a pasted game is set up; a wrong one names its illegal move and changes nothing', () => {
  const good = boot({ 'REVERSI.CFG': HUMANS, 'GAME.TXT': '1. F5 d6\r\n2. C3 d3\r\n' });
  tap(good.m, 'G');
  assert.is(formatTranscript(good.r.record.line), 'f5d6c3d3');
  const bad = boot({ 'REVERSI.CFG': HUMANS, 'GAME.TXT': 'f5 d6 c3 c3' });
  click(bad.m, ...square('e6'));
  tap(bad.m, 'G');
  assert.is(formatTranscript(bad.r.record.line), 'e6');
  assert.is(bad.r.message, 'GAME.TXT: move 4 (c3) is illegal for White. The game goes on.');
});

test('GAME.TXT longer than 4096 characters is refused, not read on and on', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS, 'GAME.TXT': 'f5 '.repeat(2000) });
  tap(m, 'G');
  assert.is(r.record.ply, 0);
  assert.is(r.message, 'GAME.TXT: longer than 4096 characters. The game goes on.');
});

test('the transcript field: typed over the current game, Enter sets it up', () => {
  const { m, r } = boot({ 'REVERSI.CFG': HUMANS });
  tap(m, 'T');
  for (const k of ['F', '5', 'Space', 'D', '6']) tap(m, k, 150);
  tap(m, 'Enter');
  assert.is(formatTranscript(r.record.line), 'f5d6');
});

test('Q asks, and Y ends the program', () => {
  const { m } = boot({ 'REVERSI.CFG': HUMANS });
  tap(m, 'Q');
  m.keyDown('Y');
  m.runFor(50);
  m.keyUp('Y');
  m.runFor(200);
  assert.is(m.state, 'exited', m.crash?.message);
});

test.run();
