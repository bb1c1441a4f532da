// BLOCKS on the machine, played by the bot through the keyboard: game after game, profile after
// profile, the drawn well must equal the engine's model whenever the program sleeps with its frame
// drawn. Wall time: a few seconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { plan } from '../../roms/blocks/bot.ts';
import type { Game } from '../../roms/blocks/engine/game.ts';
import { BLOCKS } from '../../roms/blocks/program/main.ts';
import { CELL, cellAt, emptyColor } from '../../roms/blocks/program/draw.ts';
import { PROFILES } from '../../roms/blocks/profiles/index.ts';
import { ZHOU_FALLING_COLOR } from '../../roms/blocks/profiles/zhou.ts';

/** The first cell whose centre pixel differs from the model, as a message; null when all agree. */
function mismatch(m: Machine, g: Game): string | null {
  const f = g.field, w = f.width;
  const want = new Uint8Array(f.color);
  const pieceColor = g.piece ? (g.profile.id === 'zhou' ? ZHOU_FALLING_COLOR : g.rules.color(g.piece.kind)) : 0;
  for (const [x, y] of g.cells()) if (f.inside(x, y)) want[y * w + x] = pieceColor;
  const empty = emptyColor(g);
  for (let y = f.hidden; y < f.rows; y++) {
    for (let x = 0; x < w; x++) {
      const [px, py] = cellAt(g, x, y)!;
      const got = m.vga.visual[(py + CELL / 2) * 640 + px + CELL / 2];
      const expect = want[y * w + x] || empty;
      if (got !== expect) return `${g.profile.id}: cell (${x},${y}) shows colour ${got}, the model has ${expect} (piece ${g.pieces}, ${Math.round(m.nowMs)} ms)`;
    }
  }
  return null;
}

/**
 * The play ends once every profile has been played, four games have ended (over, or left for the
 * next profile) and more than 5 000 frames have been checked: about 20 minutes of virtual time.
 * A game is left after 250 pieces so that the five profiles come round within that (600 pieces a
 * game made the same checks for 2 hours of virtual time, 28 000 of them, at three times the CPU).
 */
const CHECKS = 5_000;
const GAMES = 4;
const PIECES_A_GAME = 250;
/** Never a hang: a bot that stops clearing or a menu that stops answering fails here. */
const LIMIT_HOURS = 2;

test(`the bot plays every profile, ${GAMES} games and more, ${CHECKS} frame checks; the screen always shows the model`, () => {
  const run = BLOCKS();
  const m = new Machine({ timeOfDay: { hour: 9, min: 30, sec: 0, hund: 0 } });
  m.load({ name: 'blocks', title: 'BLOCKS', start: () => run.main() });
  m.runFor(300);
  const keys: string[] = [];
  const seen = new Set<string>();
  let games = 0, checks = 0, pieces = 0, lines = 0, planned = -1;
  let current: Game | null = null;
  const tap = (key: string): void => {
    m.keyDown(key);
    m.keyUp(key, m.now + 1200 * 10); // 10 ms later, in PIT ticks (1193 a ms)
  };
  keys.push('Space'); // the first game: the menu's first profile
  const end = LIMIT_HOURS * 3600_000;
  const enough = (): boolean => seen.size === PROFILES.length && games >= GAMES && checks > CHECKS && pieces + (current?.pieces ?? 0) > 1000;
  while (!enough()) {
    assert.ok(m.nowMs < end, `${LIMIT_HOURS} h of virtual time: ${games} games, ${checks} checks, profiles played: ${[...seen].join(', ')}`);
    assert.is(m.state, "running", m.crash?.message);
    const g = run.watch.game;
    if (g !== current) {
      if (current) { games++; pieces += current.pieces; lines += current.lines; }
      current = g;
      if (g) seen.add(g.profile.id);
    }
    if (g && run.watch.settled && !g.over) {
      const bad = mismatch(m, g);
      assert.is(bad, null);
      checks++;
      if (keys.length === 0 && g.pieces >= PIECES_A_GAME) keys.push('Esc', 'Down', 'Right', 'Space'); // enough: the next profile
      else if (keys.length === 0 && g.pieces !== planned && g.piece) {
        const p = plan(g);
        planned = g.pieces;
        if (p) keys.push(...Array(p.turns).fill('Up'), ...Array(Math.abs(p.shift)).fill(p.shift < 0 ? 'Left' : 'Right'), 'Space');
      }
    } else if (g?.over && keys.length === 0) {
      keys.push('Space', 'Down', 'Right', 'Space'); // menu; the next profile; start
    }
    // Keys 40 ms apart; between pieces the bot "thinks" for a second, as a calm player would.
    if (keys.length) tap(keys.shift()!);
    m.runFor(keys.length ? 40 : 1000);
  }
  console.log(`  soak: ${Math.round(m.nowMs / 60_000)} min virtual, ${games} games over or left, profiles ${[...seen].join(' ')}, ${pieces + (current?.pieces ?? 0)} pieces, ${lines + (current?.lines ?? 0)} lines, ${checks} frame checks`);
});

test.run();
