// BLOCKS: line removal and gravity (naive, sticky with a chain, cascade), lock delay, timers,
// top-out, spawn and field per profile, the randomiser and auto shift — on constructed boards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Autoshift } from '../../roms/blocks/engine/autoshift.ts';
import { Field } from '../../roms/blocks/engine/field.ts';
import { LOCK_DELAY_MS, LOCK_RESETS } from '../../roms/blocks/engine/game.ts';
import { clearLines, floodRegions } from '../../roms/blocks/engine/gravity.ts';
import { Randomiser } from '../../roms/blocks/engine/randomiser.ts';
import { spliceFullLines } from '../../roms/blocks/profiles/blog.ts';
import { blog, chapter, modern, PROFILES, qiu, zhou } from '../../roms/blocks/profiles/index.ts';
import { scanFullLines } from '../../roms/blocks/profiles/zhou-rules.ts';
import { bagDealing, cellKeys, dealing, lcg, newGame } from './blocks-helpers.ts';

function field(rows: string[], hidden = 0): Field {
  const f = new Field(rows[0]!.length, rows.length, hidden);
  f.setBottom(rows);
  return f;
}

test('naive gravity: full rows go, everything above falls as a slab, holes stay', () => {
  const f = field(['.1........', '.1........', '1111111111', '1.11111111', '1111111111']);
  assert.equal(clearLines(f, 'naive'), [2]);
  assert.equal(f.toRows(), ['..........', '..........', '.1........', '.1........', '1.11111111']);
});

test('flood fill splits the stack into connected regions (4-neighbours)', () => {
  const f = field(['11..1', '1...1', '..1..', '.....']);
  const regions = floodRegions(f, false).map((r) => r.length).sort();
  assert.equal(regions, [1, 2, 3]);
});

test('sticky gravity: regions fall on their own; a two-step chain is counted', () => {
  // Row 4 is full. After it goes, the loose 3-cell region (top left) falls into the gap of
  // row 5 and completes it: a second clear, a chain of two steps.
  const f = field([
    '111.......',
    '..........',
    '..........',
    '..........',
    '2222222222',
    '...3333333',
    '44.4444444',
  ]);
  const steps = clearLines(f, 'sticky');
  assert.equal(steps, [1, 1], 'two steps of one row each');
  assert.equal(f.toRows().slice(-2), ['..........', '44.4444444']);
  assert.is(f.toRows().filter((r) => r !== '..........').length, 1);
});

test('naive gravity on the same board: one clear, the loose cells only drop one row', () => {
  const f = field(['111.......', '..........', '..........', '..........', '2222222222', '...3333333', '44.4444444']);
  assert.equal(clearLines(f, 'naive'), [1]);
  assert.equal(f.toRows()[1], '111.......');
});

test('cascade gravity: pieces that touch still fall separately; sticky keeps them together', () => {
  // Piece 7 stands over a gap (column 0), piece 8 beside it over the 6s; both rest on row 2.
  const rows = [
    '78........',
    '78........',
    '5555555555',
    '.66666666.',
    '.66666666.',
  ];
  const bodies = (_x: number, y: number, ch: string): number => (ch === '7' ? 7 : ch === '8' ? 8 : 100 + y);
  const a = new Field(10, 5, 0);
  a.setBottom(rows, bodies);
  assert.equal(clearLines(a, 'cascade'), [1]);
  // Cascade: 7 falls into the gap to the floor, 8 only onto the 6s.
  assert.equal(a.toRows(), ['..........', '.8........', '.8........', '766666666.', '766666666.']);
  const b = new Field(10, 5, 0);
  b.setBottom(rows, bodies);
  assert.equal(clearLines(b, 'sticky'), [1]);
  // Sticky: 7 and 8 touch — one region, held up by the 6s under 8.
  assert.equal(b.toRows(), ['..........', '78........', '78........', '.66666666.', '.66666666.']);
});

test('Zhou: only the four rows from the base point are scanned; rows 0–2 never move', () => {
  const f = new Field(10, 23, 3);
  f.setBottom(['1.........', '1111111111', '1111111111']);
  f.set(5, 1, 1); // a cell in the hidden rows
  assert.is(scanFullLines(f, 15), 0, 'rows 15–18 hold nothing full');
  assert.is(scanFullLines(f, 19), 2);
  assert.equal(f.toRows(20), ['..........', '..........', '1.........']);
  assert.is(f.get(5, 1), 1, 'the hidden cell stays where it was');
});

test('Blog: full lines spliced out, empty lines unshifted on top', () => {
  const f = field(['1............', '2222222222222', '.3...........', '4444444444444']);
  assert.is(spliceFullLines(f), 2);
  assert.equal(f.toRows(), ['.............', '.............', '1............', '.3...........']);
});

test('each profile: its field size and where a piece spawns', () => {
  const z = newGame(zhou, {}, dealing([0]));
  assert.equal([z.field.width, z.field.rows, z.field.hidden], [10, 23, 3]);
  assert.equal(z.piece, { kind: 0, rot: 0, x: 3, y: 0 });
  assert.equal(cellKeys(z.cells()), ['3,2', '4,2', '5,2', '6,2'], '0_02122232: row 2 of the box');
  const q = newGame(qiu, {}, dealing([1]));
  assert.equal([q.field.width, q.field.rows, q.field.hidden], [9, 15, 0]);
  assert.equal([q.piece!.y, q.piece!.x], [0, 4], 'row 0, column 4');
  const b = newGame(blog, {}, dealing([2]));
  assert.equal([b.field.width, b.field.rows], [13, 20]);
  assert.equal([b.piece!.y, b.piece!.x], [1, 6], 'row 1, col floor(13/2)');
  const m = newGame(modern, {}, bagDealing([0]));
  assert.equal([m.field.width, m.field.visibleRows, m.field.hidden], [10, 20, 20]);
  // The I spawns in the row above the visible field and drops one row at once (Guideline).
  assert.equal(cellKeys(m.rules.cells(m.rules.spawn(0))), ['3,19', '4,19', '5,19', '6,19']);
  assert.equal(cellKeys(m.cells()), ['3,20', '4,20', '5,20', '6,20'], 'in the top visible row');
});

test('the rules chapter (seed 003\'s code): 10×20, uniform pieces, a row a second at every level, fixed on landing, no kicks, a point a row', () => {
  const kinds: number[] = [];
  const g = newGame(chapter, { startLevel: 5 }, (n) => {
    kinds.push(n);
    return kinds.length === 1 ? 6 : 3; // Random.Range(0, Blocks.Length) each time: current, next…
  });
  assert.equal([g.field.width, g.field.rows, g.field.hidden], [10, 20, 0]);
  assert.equal(kinds, [7, 7], 'the current and the next, each a uniform draw of 7 (no bag)');
  assert.equal(cellKeys(g.cells()), ['3,0', '4,0', '4,1', '5,1'], 'the Z in the top two rows, no drop at spawn');
  assert.is(chapter.gravityMs(1), 1000);
  assert.is(chapter.gravityMs(15), 1000, '`Time.time - lastFall > 1` at every level');
  g.advance(999);
  assert.is(g.piece!.y, 0);
  g.advance(1);
  assert.is(g.piece!.y, 1, 'a row after a second');
  assert.ok(g.softDrop());
  g.advance(999);
  assert.is(g.piece!.y, 2, 'Down restarts the second (`lastFall = Time.time`)');
  // Turned against the left wall, the vertical Z cannot turn back: turned back, no kick (NES).
  assert.ok(g.rotate(1));
  while (g.move(-1));
  assert.is(g.rotate(1), false, 'no wall kick');
  // Fixed at the first gravity step that cannot move it: no lock delay.
  while (g.softDrop());
  assert.is(g.pieces, 1, 'a Down that cannot move fixes the piece');
  g.field.setBottom(['1111111.11', '1111111.11']);
  const before = g.score;
  g.piece = { kind: 0, rot: 1, x: 5, y: 14 }; // the I standing in column 7
  g.hardDrop();
  assert.is(g.score - before, 2, 'DeleteFullRows: score++ a row, no drop points, no level factor');
  assert.is(g.level, 5, 'no levels');
});

test('lock delay: 0.5 s on the ground, restarted by moves up to 15 times, then it locks', () => {
  const g = newGame(modern, { mode: 'marathon' }, bagDealing([5, 1]));
  while (!g.onGround()) g.softDrop();
  const pieces = g.pieces;
  g.advance(LOCK_DELAY_MS - 1);
  assert.is(g.pieces, pieces, 'not yet');
  g.advance(1);
  assert.is(g.pieces, pieces + 1, 'locked after 500 ms');
  // Next piece: each move restarts the delay; after 15 restarts the next move on the ground locks.
  while (!g.onGround()) g.softDrop();
  for (let i = 0; i < LOCK_RESETS; i++) {
    g.advance(400);
    assert.ok(g.move(i % 2 ? 1 : -1), `move ${i}`);
    assert.is(g.pieces, pieces + 1, `still falling after reset ${i + 1}`);
  }
  g.move(1);
  assert.is(g.pieces, pieces + 2, 'the 16th move on the ground locks');
});

test('gravity by level: the Guideline formula, and classic pieces lock when gravity cannot move them', () => {
  assert.ok(Math.abs(modern.gravityMs(1) - 1000) < 1e-9);
  assert.ok(Math.abs(modern.gravityMs(2) - 793) < 1, `level 2: ${modern.gravityMs(2)}`);
  assert.ok(Math.abs(modern.gravityMs(10) - 1000 * Math.pow(0.737, 9)) < 1e-6);
  const g = newGame(qiu, {}, dealing([5]));
  const rows = g.field.rows;
  g.advance(qiu.gravityMs(1) * (rows - 2));
  assert.is(g.pieces, 0, 'the square has reached the floor');
  g.advance(qiu.gravityMs(1));
  assert.is(g.pieces, 1, 'the next gravity step cannot move it: fixed');
});

test('sprint: the game ends on the 40th line, its time in virtual ms', () => {
  const g = newGame(modern, { mode: 'sprint', sprintLines: 4 }, bagDealing([0]));
  // Fill the bottom four rows but column 9, then drop an I vertically there.
  g.field.setBottom(['111111111.', '111111111.', '111111111.', '111111111.']);
  g.advance(1234);
  assert.ok(g.rotate(1));
  while (g.move(1));
  g.hardDrop();
  assert.is(g.lines, 4);
  assert.is(g.over, 'sprint');
  assert.is(g.elapsed, 1234);
  assert.ok(g.events.includes('done'));
});

test('ultra: the game ends at the time limit exactly, however the time is passed in', () => {
  const a = newGame(modern, { mode: 'ultra', ultraMs: 10_000 }, lcg(7));
  for (let t = 0; t < 200; t++) a.advance(54.9254);
  assert.is(a.over, 'ultra');
  assert.is(a.elapsed, 10_000);
  const b = newGame(modern, { mode: 'ultra', ultraMs: 10_000 }, lcg(7));
  b.advance(9_999);
  assert.is(b.over, null);
  b.advance(5);
  assert.is(b.over, 'ultra');
  assert.equal(b.field.color, a.field.color, 'the same pieces fell the same way');
});

test('top-out: block out at spawn in every profile; Zhou\'s hidden rows; the blog\'s birth row; lock out', () => {
  for (const p of PROFILES) {
    const g = newGame(p, {}, p.randomiser === 'bag' ? bagDealing([0, 1]) : dealing([0]));
    const spawn = g.rules.cells(g.rules.spawn(g.piece!.kind));
    g.hardDrop();
    // Put a cell where the next piece will spawn.
    const [x, y] = spawn[0]!;
    if (y >= 0) g.field.set(x, y, 8);
    g.hardDrop();
    assert.is(g.over, 'topout', p.id);
  }
  // Zhou: a shape fixed with a cell in rows 0–2.
  const z = newGame(zhou, {}, dealing([1]));
  z.field.setBottom(Array.from({ length: 21 }, (_, i) => (i % 2 ? '1111.11111' : '11111.1111')));
  z.hardDrop();
  assert.is(z.over, 'topout', 'zhou hidden rows');
  // Blog: a shape that cannot fall from its birth row (row 1) ends the game.
  const b = newGame(blog, {}, dealing([2]));
  b.field.set(6, 4, 5);
  b.advance(1000);
  assert.is(b.over, 'topout', 'blog birth row');
  // Modern lock out: the whole piece locked above the visible field.
  const m = newGame(modern, {}, bagDealing([3]));
  m.field.setBottom(Array.from({ length: 20 }, () => '1111.11111'));
  m.piece = m.rules.spawn(m.piece!.kind); // as it appears over this stack: it cannot drop into view
  m.hardDrop();
  assert.is(m.over, 'topout', 'modern lock out');
});

test('7-bag: every seven pieces are the seven kinds; the same seed deals the same', () => {
  const r = new Randomiser('bag', 7, lcg(42));
  const deal = Array.from({ length: 70 }, () => r.next());
  for (let i = 0; i < 70; i += 7) assert.equal(deal.slice(i, i + 7).sort(), [0, 1, 2, 3, 4, 5, 6]);
  const again = new Randomiser('bag', 7, lcg(42));
  assert.equal(Array.from({ length: 70 }, () => again.next()), deal);
  assert.throws(() => new Randomiser('uniform', 7, () => 7).next(), /random\(7\) gave 7/);
});

test('DAS/ARR: one shift at the press, then DAS after it one per ARR, counted from the press\'s time; ARR 0 goes to the wall', () => {
  const a = new Autoshift(167, 33);
  assert.is(a.press(-1, 1000), -1);
  assert.is(a.nextDue(), 1167);
  assert.is(a.due(1166), 0);
  assert.is(a.due(1167), -1, 'DAS ran out');
  assert.is(a.nextDue(), 1200);
  assert.is(a.due(1199), 0);
  assert.is(a.due(1200), -1);
  assert.is(a.due(1266), -2, 'looked at late: both shifts due by then');
  assert.is(a.due(1266), 0, 'each made once');
  a.release(-1);
  assert.is(a.due(5000), 0);
  assert.is(a.nextDue(), Infinity);
  const b = new Autoshift(100, 0);
  b.press(1, 0);
  assert.is(b.nextDue(), 100);
  assert.is(b.due(100), Infinity);
  assert.is(b.nextDue(), Infinity, 'ARR 0: to the wall at each look after that');
  assert.is(b.due(150), Infinity);
});

test('hold: swaps once per piece (Modern with hold on only)', () => {
  const g = newGame(modern, { hold: true }, bagDealing([1, 2, 3]));
  const first = g.piece!.kind;
  assert.ok(g.hold());
  assert.is(g.held, first);
  assert.not.ok(g.hold(), 'not twice');
  g.hardDrop();
  assert.ok(g.hold());
  assert.not.ok(newGame(zhou).hold(), 'Zhou has no hold box');
});

test.run();
