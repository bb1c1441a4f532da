// BLOCKS: Left/Right from its own INT 9 handler (make and break codes from port 60h) — on the
// machine, through the keyboard: two taps any distance apart are two cells; a held key shifts at
// once, after DAS (Modern 167 ms) and then every ARR (33 ms), measured in virtual time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { BLOCKS, FUNCTIONS } from '../../roms/blocks/program/main.ts';
import { ShiftInput } from '../../roms/blocks/program/keys.ts';
import type { Game } from '../../roms/blocks/engine/game.ts';

const PIT_PER_MS = 1_193_182 / 1000;
/** The machine's timer interrupt: moves are seen by the program at its ticks (and at key words). */
const TICK = 65_536_000 / 1_193_182;

/** BLOCKS on the machine with a Modern marathon started (the menu's profile row, three to the right). */
function modernGame(): { m: Machine; game: () => Game } {
  const run = BLOCKS();
  const m = new Machine({ timeOfDay: { hour: 10, min: 0, sec: 0, hund: 0 } });
  m.load({ name: 'blocks', title: 'BLOCKS', functions: FUNCTIONS, start: () => run.main() });
  m.runFor(300);
  for (const key of ['Down', 'Right', 'Right', 'Right', 'Space']) {
    m.keyDown(key);
    m.keyUp(key, m.now + 30 * PIT_PER_MS);
    m.runFor(200);
  }
  m.runFor(300);
  const game = (): Game => {
    assert.is(m.state, 'running', m.crash?.message);
    const g = run.watch.game;
    assert.ok(g && g.profile.id === 'modern', 'a Modern game runs');
    return g!;
  };
  game();
  return { m, game };
}

/** Presses `key` for `ms`, then runs on until `after` ms from the press. */
function press(m: Machine, key: string, ms: number, after: number): void {
  const t0 = m.now;
  m.keyDown(key, t0);
  m.keyUp(key, t0 + Math.round(ms * PIT_PER_MS));
  m.runUntil(t0 + Math.round(after * PIT_PER_MS));
}

for (const gap of [100, 500, 700, 1500]) {
  test(`two taps ${gap} ms apart move the piece two columns`, () => {
    const { m, game } = modernGame();
    const g = game();
    const x0 = g.piece!.x, pieces = g.pieces;
    press(m, 'Left', 60, gap);
    press(m, 'Left', 60, 100);
    assert.is(game().pieces, pieces, 'the same piece');
    assert.is(game().piece!.x, x0 - 2);
  });
}

test('taps shorter than a tick, 20 ms apart, are still each a column', () => {
  const { m, game } = modernGame();
  const x0 = game().piece!.x;
  press(m, 'Right', 5, 20);
  press(m, 'Right', 5, 100);
  assert.is(game().piece!.x, x0 + 2);
});

test('a held key: one column at once, the next after DAS 167 ms, then one every ARR 33 ms, none after the break', () => {
  const { m, game } = modernGame();
  const x0 = game().piece!.x;
  const t0 = m.now;
  m.keyDown('Right', t0);
  const moves: number[] = [];
  let x = x0;
  for (let ms = 1; ms <= 330; ms++) {
    m.runUntil(t0 + Math.round(ms * PIT_PER_MS));
    const nx = game().piece!.x;
    for (; x < nx; x++) moves.push(ms);
  }
  m.keyUp('Right');
  m.runFor(300);
  assert.is(game().piece!.x, x, 'nothing after the break');
  // The make moves at once; the auto shifts come at the timer's ticks (54.9 ms apart), each tick
  // making the shifts due by then: k-th auto shift due at 167 + (k − 1) × 33 ms after the make,
  // made within a tick after that.
  assert.ok(moves[0]! <= 1, `the first move at the make: ${moves[0]} ms`);
  // Held 330 ms: 1 + ⌊(330 − 167) / 33⌋ + 1 = 6 moves due, fewer where the wall comes first.
  const g = game();
  const atWall = !g.field.fits(g.rules.cells({ ...g.piece!, x: g.piece!.x + 1 }));
  assert.ok(moves.length === 6 || (atWall && moves.length >= 4), `held 330 ms: moves at ${moves} ms`);
  for (let k = 1; k < moves.length; k++) {
    const due = 167 + (k - 1) * 33;
    assert.ok(moves[k]! >= due && moves[k]! <= due + TICK + 1, `auto shift ${k}: at ${moves[k]} ms, due ${due}`);
  }
});

test('both directions: the later press wins; its release hands back to the held one', () => {
  const s = new ShiftInput(167, 33);
  assert.is(s.edge({ dir: -1, down: true }), -1);
  assert.is(s.edge({ dir: 1, down: true }), 1);
  assert.is(s.advance(100), 0);
  assert.is(s.edge({ dir: 1, down: false }), -1, 'Left still held: it moves and starts its DAS');
  assert.is(s.advance(166), 0);
  assert.is(s.advance(1), -1);
  assert.is(s.edge({ dir: -1, down: false }), 0);
  assert.is(s.advance(1000), 0);
});

test('ARR 0 goes to the wall once DAS has run out', () => {
  const s = new ShiftInput(167, 0);
  assert.is(s.edge({ dir: -1, down: true }), -1);
  assert.is(s.advance(150), 0);
  assert.is(s.advance(20), -Infinity);
});

test.run();
