// The port's game logic on crafted boards: CheckBoard's scoring, line removal and its quirks,
// RotateCells, CanMove/CanRotate at the walls. Expectations are worked out by hand from TETRIS.C.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BoardHeight, BoardWidth, TETRIS, type Tetris } from '../../roms/tetris/tetris.ts';

/** Fill board rows from the bottom up: each string is one row, '.' empty, a hex digit = colour. */
function setRows(t: Tetris, rowsBottomUp: string[]): void {
  rowsBottomUp.forEach((row, n) => {
    assert.is(row.length, BoardWidth);
    const y = BoardHeight - 1 - n;
    for (let x = 0; x < BoardWidth; x++) {
      const ch = row[x]!;
      t.Board[x]![y]![0] = ch === '.' ? 0 : 1;
      t.Board[x]![y]![1] = ch === '.' ? 0 : parseInt(ch, 16);
    }
  });
}

/** The bottom `n` rows, bottom first, in setRows' notation. */
function rows(t: Tetris, n: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const y = BoardHeight - 1 - k;
    let s = '';
    for (let x = 0; x < BoardWidth; x++) s += t.Board[x]![y]![0] ? t.Board[x]![y]![1]!.toString(16) : '.';
    out.push(s);
  }
  return out;
}

const FULL = '444444444444';

test('no line: +1, FrameTime from the score before the +1', () => {
  const t = TETRIS();
  setRows(t, ['4...........']);
  t.CheckBoard();
  assert.is(t.TotalScore, 101);
  assert.is(t.FrameTime, 1200);
  assert.is(t.TopLine, 20);
});

test('one line: +10, the rows above move down', () => {
  const t = TETRIS();
  setRows(t, [FULL, 'e...........']);
  t.CheckBoard();
  assert.is(t.TotalScore, 110);
  assert.equal(rows(t, 3), ['e...........', '............', '............']);
  assert.is(t.TopLine, 20);
});

test('two lines +30, three lines +70', () => {
  const t2 = TETRIS();
  setRows(t2, [FULL, FULL, '.9..........']);
  t2.CheckBoard();
  assert.is(t2.TotalScore, 130);
  assert.equal(rows(t2, 2), ['.9..........', '............']);
  const t3 = TETRIS();
  setRows(t3, [FULL, FULL, FULL, '..2.........']);
  t3.CheckBoard();
  assert.is(t3.TotalScore, 170);
  assert.equal(rows(t3, 2), ['..2.........', '............']);
});

test('four lines: +150 and the speed-up to 1100', () => {
  const t = TETRIS();
  setRows(t, [FULL, FULL, FULL, FULL, '.....1......']);
  t.CheckBoard();
  assert.is(t.TotalScore, 250);
  assert.is(t.FrameTime, 1100);
  assert.equal(rows(t, 2), ['.....1......', '............']);
  assert.is(t.TopLine, 20);
});

test('quirk: at most 4 lines per check, a fifth full line stays', () => {
  const t = TETRIS();
  setRows(t, [FULL, FULL, FULL, FULL, FULL]);
  t.CheckBoard();
  assert.is(t.TotalScore, 250);
  assert.equal(rows(t, 2), [FULL, '............']);
});

test('quirk: a full line above a partial one is still found, the scan stops at an empty row', () => {
  const t = TETRIS();
  setRows(t, ['4.4444444444', FULL, '.3..........']);
  t.CheckBoard();
  assert.is(t.TotalScore, 110);
  assert.equal(rows(t, 3), ['4.4444444444', '.3..........', '............']);
});

test('speed: FrameTime = max(1200-100*(TotalScore/200), 400), integer division', () => {
  const t = TETRIS();
  t.TotalScore = 199;
  t.CheckBoard();
  assert.is(t.TotalScore, 200);
  assert.is(t.FrameTime, 1200, 'computed before the +1');
  t.CheckBoard();
  assert.is(t.FrameTime, 1100);
  t.TotalScore = 1999;
  t.CheckBoard();
  assert.is(t.FrameTime, 400 + 100 * 0 + (1200 - 100 * 9) - 300, 'still 300 above the floor at 1999');
  t.TotalScore = 5000;
  t.CheckBoard();
  assert.is(t.FrameTime, 400, 'the minimum');
});

test('16-bit score: 32767 + 1 wraps to -32768, FrameTime then rises', () => {
  const t = TETRIS();
  t.TotalScore = 32767;
  t.CheckBoard();
  assert.is(t.TotalScore, -32768);
  t.CheckBoard();
  assert.is(t.FrameTime, 1200 - 100 * Math.trunc(-32768 / 200));
});

const grid = (c: Int8Array[]): string[] => [0, 1, 2, 3].map((j) => [0, 1, 2, 3].map((i) => (c[i]![j] ? '#' : '.')).join(''));

test('RotateCells: size 3 turns counter-clockwise on screen (nub right → up); the I block toggles cells', () => {
  const t = TETRIS();
  const c = Array.from({ length: 4 }, () => new Int8Array(4));
  c[1]![0] = 1, c[1]![1] = 1, c[2]![1] = 1, c[1]![2] = 1; // T as GenerateBlock makes it
  t.RotateCells(c, 3);
  assert.equal(grid(c), ['.#..', '###.', '....', '....']);
  const i = Array.from({ length: 4 }, () => new Int8Array(4));
  i[1]![0] = 1, i[1]![1] = 1, i[1]![2] = 1, i[1]![3] = 1;
  t.RotateCells(i, 4);
  assert.equal(grid(i), ['....', '####', '....', '....']);
  t.RotateCells(i, 4);
  assert.equal(grid(i), ['.#..', '.#..', '.#..', '.#..']);
  const o = Array.from({ length: 4 }, () => new Int8Array(4));
  o[0]![0] = 1;
  t.RotateCells(o, 2);
  assert.equal(grid(o), ['#...', '....', '....', '....'], 'size 2: nothing happens');
});

test('walls: an L may stand at x = -1 but not rotate there', () => {
  const t = TETRIS();
  const b = t.curBlock;
  b.size = 3;
  b.c[1]![0] = 1, b.c[1]![1] = 1, b.c[1]![2] = 1, b.c[2]![2] = 1; // L
  b.x = 0, b.y = 5;
  assert.ok(t.CanMove(-1, 0), 'column 0 of the box is empty');
  b.x = -1;
  assert.not.ok(t.CanMove(-1, 0));
  assert.not.ok(t.CanRotate());
  b.x = 0;
  assert.ok(t.CanRotate());
  b.x = BoardWidth - 3;
  assert.not.ok(t.CanMove(1, 0), 'column 2 holds a cell');
});

test('CanMove: cells above the board are never checked against it, the floor is', () => {
  const t = TETRIS();
  const b = t.curBlock;
  b.size = 2;
  b.c[0]![0] = 1, b.c[1]![0] = 1, b.c[0]![1] = 1, b.c[1]![1] = 1; // o
  b.x = 4, b.y = -2;
  setRows(t, [FULL]);
  assert.ok(t.CanMove(0, 1));
  b.y = BoardHeight - 3;
  assert.not.ok(t.CanMove(0, 1), 'row 22 is filled');
  t.Board[4]![22]![0] = 0, t.Board[5]![22]![0] = 0;
  assert.ok(t.CanMove(0, 1));
  b.y = BoardHeight - 2;
  assert.not.ok(t.CanMove(0, 1), 'the floor');
});

test('FillBoardData drops cells above row 0', () => {
  const t = TETRIS();
  const b = t.curBlock;
  b.size = 3;
  b.color = 14;
  b.c[1]![0] = 1, b.c[1]![1] = 1, b.c[1]![2] = 1, b.c[2]![2] = 1;
  b.x = 4, b.y = -2;
  t.FillBoardData();
  let filled = 0;
  for (let x = 0; x < BoardWidth; x++) for (let y = 0; y < BoardHeight; y++) filled += t.Board[x]![y]![0]!;
  assert.is(filled, 2);
  assert.is(t.Board[5]![0]![1], 14);
  assert.is(t.Board[6]![0]![1], 14);
});

test.run();
