// BLOCKS: Left/Right from its own INT 9 handler (make and break codes from port 60h) — on the
// machine, through the keyboard: two taps any distance apart are two cells; a held key shifts at
// once, after DAS (Modern 167 ms) and then every ARR (33 ms), measured in virtual time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { BLOCKS } from '../../roms/blocks/program/main.ts';
import { ShiftInput } from '../../roms/blocks/program/keys.ts';
import type { Game } from '../../roms/blocks/engine/game.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { ReplaySession } from '../../src/shared/session.ts';

const PIT_PER_MS = 1_193_182 / 1000;

/** BLOCKS on the machine with a Modern marathon started (the menu's profile row, three to the right). */
function modernGame(): { m: Machine; game: () => Game } {
  const run = BLOCKS();
  const m = new Machine({ timeOfDay: { hour: 10, min: 0, sec: 0, hund: 0 } });
  m.load({ name: 'blocks', title: 'BLOCKS', start: () => run.main() });
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
  // The make moves at once; the k-th auto shift is due 167 + (k − 1) × 33 ms after the make and
  // made on the fast clock's tick (0.86 ms) that reaches it: within 2 ms of it, sampled each ms.
  assert.ok(moves[0]! <= 1, `the first move at the make: ${moves[0]} ms`);
  // Held 330 ms: 1 + ⌊(330 − 167) / 33⌋ + 1 = 6 moves due, fewer where the wall comes first.
  const g = game();
  const atWall = !g.field.fits(g.rules.cells({ ...g.piece!, x: g.piece!.x + 1 }));
  assert.ok(moves.length === 6 || (atWall && moves.length >= 4), `held 330 ms: moves at ${moves} ms`);
  for (let k = 1; k < moves.length; k++) {
    const due = 167 + (k - 1) * 33;
    assert.ok(Math.abs(moves[k]! - due) <= 2, `auto shift ${k}: at ${moves[k]} ms, due ${due}`);
  }
});

test('both directions: the later press wins; its release hands back to the held one, whose DAS starts at the release', () => {
  const s = new ShiftInput(167, 33);
  assert.is(s.edge({ dir: -1, down: true, at: 0 }), -1);
  assert.is(s.edge({ dir: 1, down: true, at: 50 }), 1);
  assert.is(s.due(100), 0);
  assert.is(s.edge({ dir: 1, down: false, at: 100 }), -1, 'Left still held: it moves and starts its DAS');
  assert.is(s.due(266), 0);
  assert.is(s.due(267), -1);
  assert.is(s.edge({ dir: -1, down: false, at: 270 }), 0);
  assert.is(s.due(2000), 0);
});

test('ARR 0 goes to the wall once DAS has run out', () => {
  const s = new ShiftInput(167, 0);
  assert.is(s.edge({ dir: -1, down: true, at: 0 }), -1);
  assert.is(s.due(150), 0);
  assert.is(s.due(170), -Infinity);
});

/**
 * A replay played on the machine (the coroutine engine, stepped a ms at a time), the piece's
 * column read at every ms: each column change against the replay's own key times.
 */
function columnChanges(text: string, from: number, to: number): { moves: { ms: number; dx: number }[]; game: Game; ticks: number; now: number } {
  const run = BLOCKS();
  const rom = { name: 'blocks', title: 'BLOCKS', start: () => run.main() };
  const session = new ReplaySession(parseReplay(text, 'das.replay'), { findRom: () => rom });
  session.runTo(from - 1);
  const g = run.watch.game!;
  assert.ok(g && g.profile.id === 'modern', 'a Modern game runs');
  const moves: { ms: number; dx: number }[] = [];
  let x = g.piece!.x;
  for (let ms = from; ms <= to; ms++) {
    session.runTo(ms);
    assert.is(session.machine.state, 'running', session.machine.crash?.message);
    assert.is(run.watch.game, g, 'the same game');
    if (g.piece!.x !== x) moves.push({ ms, dx: g.piece!.x - x });
    x = g.piece!.x;
  }
  return { moves, game: g, ticks: session.machine.timer.tickCount, now: session.machine.now };
}

const MODERN_START = `rom blocks
time 10:00:00
at 500 tap Down
at 600 tap Right
at 700 tap Right
at 800 tap Right
at 900 tap Space
`;

test('a replay: Right held 2000–2300 ms moves at 2000, 2167, 2200, 2233, 2266, 2299 ms (DAS 167, ARR 33 from the make), nothing after the release', () => {
  const { moves, game, ticks, now } = columnChanges(`${MODERN_START}at 2000 press Right\nat 2300 release Right\nend 2600\n`, 1990, 2600);
  const due = [2000, 2167, 2200, 2233, 2266, 2299];
  const atWall = !game.field.fits(game.rules.cells({ ...game.piece!, x: game.piece!.x + 1 }));
  assert.ok(moves.length === due.length || (atWall && moves.length >= 4), `moves at ${moves.map((m) => m.ms)}`);
  moves.forEach((m, k) => {
    assert.is(m.dx, 1);
    // each on the first fast-clock tick (0.86 ms) at or after its due time, read each ms
    assert.ok(m.ms >= due[k]! && m.ms <= due[k]! + 1, `shift ${k}: at ${m.ms} ms, due ${due[k]}`);
  });
  // The BIOS's tick count kept its 18.2 Hz while the PIT ran at 64 times that: 10:00:00 plus
  // the ticks of 2.6 s (10:00:00 is the first tick DOS reads as 3 600 000 hundredths: timer.ts).
  assert.is(ticks, Math.ceil((3_600_000 * 59_659) / 327_680) + Math.floor(now / 65_536));
});

for (const gap of [37, 160, 480, 680, 1337]) {
  test(`a replay: two 20 ms taps of Left ${gap} ms apart move the piece two columns, each at its make`, () => {
    const a = 2000, b = 2000 + gap;
    const { moves } = columnChanges(`${MODERN_START}at ${a} tap Left 20\nat ${b} tap Left 20\nend ${b + 400}\n`, 1990, b + 400);
    assert.equal(moves.map((m) => m.dx), [-1, -1], `moves at ${moves.map((m) => m.ms)}`);
    assert.ok(moves[0]!.ms <= a + 1 && moves[1]!.ms <= b + 1 && moves[1]!.ms >= b, `moves at ${moves.map((m) => m.ms)} for taps at ${a}, ${b}`);
  });
}

for (const level of [1, 4]) {
  test(`a replay: a T turned into its slot (Up) and dropped (Space) through the keyboard scores a T-spin double, 1 200 × level ${level}`, () => {
    const run = BLOCKS();
    const rom = { name: 'blocks', title: 'BLOCKS', start: () => run.main() };
    const session = new ReplaySession(parseReplay(`${MODERN_START}at 2000 tap Up\nat 2200 tap Space\nend 2500\n`, 'tsd.replay'), { findRom: () => rom });
    session.runTo(1990);
    const g = run.watch.game!;
    assert.ok(g && g.profile.id === 'modern', 'a Modern game runs');
    // The board of blocks-guideline.test.ts: rows 38 and 39 full but for a T slot at columns
    // 3–5 / 4, an overhang at (2, 37) and (3, 37); the T pointing right above the slot.
    for (let x = 0; x < 10; x++) {
      if (x !== 4) g.field.set(x, 39, 1);
      if (x < 3 || x > 5) g.field.set(x, 38, 1);
    }
    g.field.set(3, 37, 1);
    g.field.set(2, 37, 1);
    g.level = level;
    const T = g.profile.tKind;
    g.piece = { kind: T, rot: 1, x: 3, y: 37 };
    session.runTo(1999);
    assert.equal(g.piece, { kind: T, rot: 1, x: 3, y: 37 }, 'still there before the Up');
    const before = g.score, lines = g.lines;
    session.runTo(2500);
    assert.is(session.machine.state, 'running', session.machine.crash?.message);
    assert.is(g.lastSpin, 'full');
    assert.is(g.lines - lines, 2);
    assert.is(g.score - before, 1200 * level);
  });
}

test.run();
