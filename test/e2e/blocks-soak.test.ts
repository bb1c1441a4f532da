// BLOCKS on the machine, played by the bot for hours of virtual time through the keyboard: game
// after game, profile after profile, the drawn well must equal the engine's model whenever the
// program sleeps with its frame drawn. Wall time: a few seconds.
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

const HOURS = 2;

test(`the bot plays ${HOURS} hours of virtual time; the screen always shows the model`, () => {
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
  const end = HOURS * 3600_000;
  while (m.nowMs < end) {
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
      if (keys.length === 0 && g.pieces >= 600) keys.push('Esc', 'Down', 'Right', 'Space'); // enough: the next profile
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
  assert.ok(checks > 5_000, `${checks} checks`);
  assert.ok(games >= 4, `${games} games ended or left`);
  assert.ok(seen.size === PROFILES.length, `profiles played: ${[...seen].join(', ')}`);
  assert.ok(pieces + (current?.pieces ?? 0) > 1000, `pieces: ${pieces}`);
  console.log(`  soak: ${HOURS} h virtual, ${games} games over or left, profiles ${[...seen].join(' ')}, ${pieces + (current?.pieces ?? 0)} pieces, ${lines + (current?.lines ?? 0)} lines, ${checks} frame checks`);
});

test.run();
