// BLOCKS Modern: Guideline scoring — T-spins by the 3-corner rule (full, mini, the fifth-kick
// upgrade), back-to-back ×1.5, combos 50 × combo × level, perfect-clear bonuses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { guidelinePoints, tSpin, UPGRADE_KICK, type Streak } from '../../roms/blocks/engine/guideline.ts';
import { Field } from '../../roms/blocks/engine/field.ts';
import { profileById } from '../../roms/blocks/profiles/index.ts';
import { SRS_NAMES, SRS_T } from '../../roms/blocks/profiles/srs.ts';
import { newGame } from './blocks-helpers.ts';

const modern = profileById('modern');
const T = modern.tKind;

/** Rows 38 and 39 full but for a T slot at columns 3–5 / 4, an overhang at (3, 37). */
function tsdGame(level: number) {
  const g = newGame(modern, { startLevel: level });
  const f = g.field;
  for (let x = 0; x < 10; x++) {
    if (x !== 4) f.set(x, 39, 1);
    if (x < 3 || x > 5) f.set(x, 38, 1);
  }
  f.set(3, 37, 1);
  f.set(2, 37, 1);
  return g;
}

for (const level of [1, 4]) {
  test(`a T-spin double (turned into its slot, then locked) scores 1 200 × level (level ${level})`, () => {
    const g = tsdGame(level);
    g.piece = { kind: T, rot: 1, x: 3, y: 37 }; // pointing right, above the slot
    const before = g.score;
    assert.ok(g.rotate(1), 'turns into the slot');
    g.hardDrop();
    assert.is(g.lastSpin, 'full');
    assert.is(g.lines, 2);
    assert.is(g.score - before, 1200 * level);
  });
}

test('the same slot filled by a move (no rotation last) is a plain double', () => {
  const g = tsdGame(1);
  g.piece = { kind: T, rot: 2, x: 2, y: 37 };
  assert.ok(g.move(1));
  const before = g.score;
  g.hardDrop();
  assert.is(g.lastSpin, 'none');
  assert.is(g.score - before, 300);
});

test('3-corner rule: full with both front corners, mini with one, upgraded by the fifth kick, none with two', () => {
  const f = new Field(10, 6, 0);
  // A T pointing up (rot 0) with centre (4, 4): front corners (3, 3) and (5, 3).
  const up = [[4, 3], [3, 4], [4, 4], [5, 4]] as const;
  f.set(3, 5, 1); f.set(5, 5, 1);
  assert.is(tSpin(f, up, [4, 4], 0), 'none', 'two corners');
  f.set(3, 3, 1);
  assert.is(tSpin(f, up, [4, 4], 0), 'mini', 'one front corner');
  assert.is(tSpin(f, up, [4, 4], UPGRADE_KICK), 'full', 'the fifth kick');
  f.set(5, 3, 1);
  assert.is(tSpin(f, up, [4, 4], 0), 'full');
  // Walls count: a T pointing left at the left wall, centre (0, 2).
  const g = new Field(10, 6, 0);
  const left = [[0, 1], [-1, 2], [0, 2], [0, 3]] as const;
  g.set(1, 1, 1);
  assert.is(tSpin(g, left, [0, 2], 0), 'full', 'both left corners are wall, one more cell');
});

test('back-to-back ×1.5, combo 50 × combo × level, a single breaks the streak, a no-line T-spin does not', () => {
  const s: Streak = { b2b: false, combo: -1 };
  assert.is(guidelinePoints(4, 'none', 2, s, false), 1600, 'tetris, combo 0');
  assert.is(guidelinePoints(2, 'full', 2, s, false), 1200 * 2 * 1.5 + 50 * 1 * 2, 'B2B T-spin double, combo 1');
  assert.is(guidelinePoints(0, 'full', 2, s, false), 800, 'T-spin, no lines: combo ends');
  assert.is(s.combo, -1);
  assert.is(guidelinePoints(4, 'none', 2, s, false), 800 * 2 * 1.5, 'still back-to-back');
  assert.is(guidelinePoints(1, 'none', 2, s, false), 200 + 100, 'a single: combo 1, no B2B');
  assert.is(guidelinePoints(4, 'none', 2, s, false), 1600 + 200, 'the single broke the B2B; combo 2');
  assert.is(guidelinePoints(1, 'mini', 1, s, false), 200 * 1.5 + 150, 'mini single is difficult');
  assert.is(guidelinePoints(0, 'none', 1, s, false), 0);
});

test('perfect clears: 800/1200/1800/2000 × level, 3200 for a back-to-back tetris', () => {
  for (const [rows, bonus] of [[1, 800], [2, 1200], [3, 1800], [4, 2000]] as const) {
    const s: Streak = { b2b: false, combo: -1 };
    assert.is(guidelinePoints(rows, 'none', 3, s, true), ([0, 100, 300, 500, 800][rows]! + bonus) * 3);
  }
  const s: Streak = { b2b: true, combo: -1 };
  assert.is(guidelinePoints(4, 'none', 1, s, true), 1200 + 3200);
});

test('a perfect clear on the board: the last piece empties the field', () => {
  const g = newGame(modern);
  for (let x = 0; x < 10; x++) if (x < 3 || x > 6) g.field.set(x, 39, 1);
  g.piece = { kind: 0, rot: 0, x: 3, y: 30 }; // I flat over columns 3–6
  const before = g.score;
  g.hardDrop();
  assert.is(g.lines, 1);
  assert.ok(g.field.color.every((c) => c === 0));
  // 100 + 800 for the single and its perfect clear, 2 a row of hard drop (row 31 → 39).
  assert.is(g.score - before, 900 + 2 * 8);
});

test('Modern Marathon ends at 150 lines (level 15 done)', () => {
  const g = newGame(modern);
  g.lines = 149;
  for (let x = 0; x < 10; x++) if (x < 3 || x > 6) g.field.set(x, 39, 1);
  g.field.set(0, 38, 1);
  g.piece = { kind: 0, rot: 0, x: 3, y: 30 };
  g.hardDrop();
  assert.is(g.lines, 150);
  assert.is(g.over, 'marathon');
});

test('the profile table names the T by its place in SRS_NAMES', () => {
  assert.is(SRS_NAMES[SRS_T], 'T');
});

test.run();
