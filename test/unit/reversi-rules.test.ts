// The seed's rules (roms/reversi/model.ts) on constructed positions: flanks in each of the 8
// directions, no flip across an empty cell or round an edge, refused moves, the pass, the end and
// the count; perft from the start (the published 4, 12, 56, 244, 1396, 8200); levels 0 and 1.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { quickMove } from '../../roms/reversi/computer.ts';
import { BLACK, CELLS, DIRECTIONS, EMPTY, firstLegalMove, Game, greedyMove, pointOf, WHITE, type Player } from '../../roms/reversi/model.ts';
import { formatTranscript, squareName } from '../../roms/reversi/notation.ts';
import { GameRecord, playMove } from '../../roms/reversi/record.ts';

/** A position from 8 rows of `X` (black), `O` (white), `.`, row 1 first; `toMove` to move. */
function position(rows: string, toMove: Player = BLACK): Game {
  const s = rows.replace(/\s/g, '');
  if (s.length !== CELLS) throw new Error(`position: ${s.length} cells, not 64`);
  const g = new Game();
  for (let i = 0; i < CELLS; i++) g.cells[i] = s[i] === 'X' ? BLACK : s[i] === 'O' ? WHITE : EMPTY;
  g.currentPlayer = toMove;
  return g;
}

function picture(g: Game): string {
  let s = '';
  for (let i = 0; i < CELLS; i++) s += (g.cells[i] === BLACK ? 'X' : g.cells[i] === WHITE ? 'O' : '.') + (i % 8 === 7 ? '\n' : '');
  return s;
}

const names = (cells: readonly number[]): string => cells.map(squareName).join(' ');

test('the start: white d4 e5, black e4 d5; Black moves first and may play d3 c4 f5 e6', () => {
  const g = new Game();
  assert.is(picture(g), '........\n........\n........\n...OX...\n...XO...\n........\n........\n........\n');
  assert.is(g.currentPlayer, BLACK);
  assert.is(names(g.legalMoves()), 'd3 c4 f5 e6');
  assert.is(names(g.legalMoves(WHITE)), 'e3 f4 c5 d6');
});

// Each direction alone: the move at d4 with two white discs, then a black one, in that direction.
const NAMES = ['East', 'North', 'NorthEast', 'NorthWest', 'South', 'SouthEast', 'SouthWest', 'West'];
DIRECTIONS.forEach((d, k) => {
  test(`a flank to the ${NAMES[k]}: both discs flip, nothing else changes`, () => {
    const g = position('.'.repeat(64));
    const at = (n: number): number => (3 + d.y * n) * 8 + 3 + d.x * n;
    g.cells[at(1)] = WHITE;
    g.cells[at(2)] = WHITE;
    g.cells[at(3)] = BLACK;
    assert.is(g.flips({ x: 3, y: 3 }, BLACK), 2);
    const before = g.cells.slice();
    assert.ok(g.move({ x: 3, y: 3 }, BLACK));
    const changed = [...g.cells.keys()].filter((i) => g.cells[i] !== before[i]);
    assert.equal(changed.sort((a, b) => a - b), [27, at(1), at(2)].sort((a, b) => a - b));
    assert.ok(changed.every((i) => g.cells[i] === BLACK));
    assert.is(g.currentPlayer, WHITE, 'the seed toggles the player after a valid move');
  });
});

test('all eight directions at once: 16 discs flip', () => {
  const g = position(`
    X..X..X.
    .O.O.O..
    ..OOO...
    XOO.OOX.
    ..OOO...
    .O.O.O..
    X..X..X.
    ........`);
  assert.is(g.flips({ x: 3, y: 3 }, BLACK), 16);
  assert.ok(g.move({ x: 3, y: 3 }, BLACK));
  assert.is(g.count(WHITE), 0);
  assert.is(g.count(BLACK), 25);
});

test('no flank across an empty cell, none without an own disc at the end, none round an edge', () => {
  // c1: east of it b... d1 white, e1 empty, f1 black: the empty cell ends the walk.
  const gap = position('..?O.X..'.replace('?', '.') + '.'.repeat(56));
  assert.is(gap.flips({ x: 2, y: 0 }, BLACK), 0);
  assert.not.ok(gap.move({ x: 2, y: 0 }, BLACK));
  assert.is(picture(gap).split('\n')[0], '...O.X..', 'a refused move changes nothing');
  // White discs up to the edge and no black one: nothing to flank.
  const edge = position('.....OOO' + '.'.repeat(56));
  assert.is(edge.flips({ x: 4, y: 0 }, BLACK), 0);
  // h3 then a4 b4 are neighbours in the flat array, not on the board: no wrap from h3 east.
  const wrap = position('.'.repeat(16) + '........' + 'OX......' + '.'.repeat(32));
  assert.is(wrap.flips({ x: 7, y: 2 }, BLACK), 0);
  // The own disc right next to the move flanks nothing.
  const own = position('..XOX...' + '.'.repeat(56));
  assert.is(own.flips({ x: 1, y: 0 }, BLACK), 0);
});

test('Move refuses: not the player\'s turn, off the board, a taken cell', () => {
  const g = new Game();
  assert.not.ok(g.move({ x: 3, y: 2 }, WHITE), 'Black is to move');
  assert.not.ok(g.move({ x: 8, y: 2 }, BLACK));
  assert.not.ok(g.move({ x: -1, y: 2 }, BLACK));
  assert.not.ok(g.move({ x: 3, y: 3 }, BLACK), 'd4 is taken');
  assert.is(g.currentPlayer, BLACK);
  assert.is(g.count(BLACK) + g.count(WHITE), 4);
});

test('a pass: White has no move after c1, Black moves again, then the game ends 11 to 0', () => {
  const g = position(`
    XO.....X
    .......X
    .......X
    .......X
    .......X
    .......X
    .......O
    ........`);
  assert.ok(g.hasMove(WHITE) === false && g.hasMove(BLACK));
  const r = playMove(g, 2); // c1 flips b1
  assert.equal(r, { passed: true });
  assert.is(g.currentPlayer, BLACK, 'White passed');
  assert.not.ok(g.isOver());
  assert.is(names(g.legalMoves()), 'h8');
  assert.equal(playMove(g, 63), { passed: false });
  assert.ok(g.isOver());
  assert.is(g.count(BLACK), 11);
  assert.is(g.count(WHITE), 0);
  assert.is(g.winner(), BLACK);
  assert.is(playMove(g, 10), null, 'no move after the end');
});

test('the end on a full board: most discs wins, equal is a draw', () => {
  const full = position('X'.repeat(33) + 'O'.repeat(31));
  assert.ok(full.isOver());
  assert.is(full.winner(), BLACK);
  const draw = position('X'.repeat(32) + 'O'.repeat(32));
  assert.is(draw.winner(), EMPTY);
});

/** Leaf count to `depth`, a pass counting as a ply (the published perft convention). */
function perft(g: Game, depth: number): number {
  if (depth === 0) return 1;
  const moves = g.legalMoves();
  if (moves.length === 0) {
    if (!g.hasMove(g.currentPlayer === BLACK ? WHITE : BLACK)) return 1; // over: a leaf, as published
    const p = g.clone();
    p.togglePlayer();
    return perft(p, depth - 1);
  }
  let n = 0;
  for (const c of moves) {
    const p = g.clone();
    assert.ok(p.move(pointOf(c), p.currentPlayer));
    n += perft(p, depth - 1);
  }
  return n;
}

test('perft from the start: 4, 12, 56, 244, 1396, 8200 (the published counts)', () => {
  assert.equal([1, 2, 3, 4, 5, 6].map((d) => perft(new Game(), d)), [4, 12, 56, 244, 1396, 8200]);
});

test('level 0, the seed\'s computer: the first legal move in Board.Data order (a1, b1, … h8)', () => {
  assert.is(squareName(firstLegalMove(new Game())), 'd3');
  // c1 flips one disc, h8 flips six: level 0 still takes c1, the first in order.
  const g = position(`
    XO......
    .......X
    .......O
    .......O
    .......O
    .......O
    .......O
    .......O`);
  assert.is(squareName(firstLegalMove(g)), 'c1');
  assert.is(firstLegalMove(position('X'.repeat(64))), -1, 'no legal move');
});

test('level 1: the most flips; a tie goes to the first in level 0\'s order', () => {
  const g = position(`
    XO......
    ........
    ........
    ........
    ........
    ........
    ........
    .OOX....`);
  assert.is(squareName(greedyMove(g)), 'a8', 'a8 flips two, c1 one');
  assert.is(squareName(greedyMove(new Game())), 'd3', 'all four flip one: the first');
  assert.is(quickMove(g, 0), 2);
  assert.is(quickMove(g, 1), 56);
});

test('level 0 (Black) against level 1 (White) plays to the end, the same game every time', () => {
  const play = (): GameRecord => {
    const r = new GameRecord();
    while (!r.game.isOver()) {
      const level = r.game.currentPlayer === BLACK ? 0 : 1;
      assert.ok(r.play(quickMove(r.game, level)) !== null);
    }
    return r;
  };
  const a = play(), b = play();
  assert.equal(a.line, b.line);
  const g = a.game;
  assert.is(`${g.count(BLACK)}-${g.count(WHITE)}`, SCORE);
  // Pinned: our rules and both levels' orders decide every move of it.
  assert.is(formatTranscript(a.line), GAME_0_VS_1);
});

const SCORE = '23-41';
const GAME_0_VS_1 = 'd3c3b3b2b1e3d2c5f3g3h3a1b4d1c1a3e1f1a5f4f5h2h1f2c2g6d6e7e2e6c4g4g5g2a2g1a4a6b5b6h4h5c6c7f6f7h6a7b7d7d8g7g8h7f8e8c8a8b8h8';

test.run();
