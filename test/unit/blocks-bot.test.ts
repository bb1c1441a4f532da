// BLOCKS: the bot plays every profile on the engine alone; the stack keeps its invariants.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playPiece, plan } from '../../roms/blocks/bot.ts';
import { PROFILES, modern } from '../../roms/blocks/profiles/index.ts';
import { lcg, newGame } from './blocks-helpers.ts';

for (const profile of PROFILES) {
  test(`the bot clears lines on ${profile.id}; cells are conserved and no full row stays`, () => {
    const g = newGame(profile, {}, lcg(11));
    for (let i = 0; i < 300 && !g.over; i++) {
      assert.ok(playPiece(g));
      const filled = g.field.color.reduce((n, c) => n + (c ? 1 : 0), 0);
      // Every locked piece put 4 cells in (all seeds' fields hold a landed piece whole here).
      assert.is(filled, g.pieces * 4 - g.lines * g.field.width, `after piece ${g.pieces}`);
      assert.equal(g.field.fullRows(), [], 'no full row survives a lock');
    }
    assert.ok(g.lines > 20, `${profile.id}: ${g.lines} lines in ${g.pieces} pieces`);
  });
}

test('the bot plays sticky and cascade gravity too; chains happen and are counted', () => {
  for (const lineGravity of ['sticky', 'cascade'] as const) {
    const g = newGame(modern, { lineGravity }, lcg(5));
    for (let i = 0; i < 400 && !g.over; i++) {
      playPiece(g);
      assert.equal(g.field.fullRows(), []);
    }
    assert.ok(g.lines > 50, `${lineGravity}: ${g.lines} lines`);
    assert.ok(g.longestChain >= 2, `${lineGravity}: a chain of ${g.longestChain}`);
  }
});

test('a plan is null only without a piece', () => {
  const g = newGame(modern);
  assert.ok(plan(g));
  g.piece = null;
  assert.is(plan(g), null);
});

test.run();
