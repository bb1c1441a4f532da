// The second oracle for the port: seeded random games of TETRIS.C, played by the original compiled
// from source and by the port on one machine, must agree call for call — every library call in
// the trace (bioskey, delay, random, floodfill, outtextxy…), the clock and the final screen.
// The games are random key sequences (a 32-bit LCG per game, seed = game number): P to start, then
// arrows, Up, Space, Down, P, the odd Esc, at random gaps, with random times of day (so random
// first blocks) and machine speeds from the default down to slow ones where gravity is quicker.
// npm test plays a fixed sample, one game in five by the hash of its name (test/support/sample.ts;
// ~45 ms of CPU a game, the 200 were 9.3 s); `npm run test:all` every game.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { findRom, findSyncRom } from '../../roms/index.ts';
import { parseReplay } from '../../src/shared/replay.ts';
import { checks } from '../support/sample.ts';
import { runReplay, type SessionOptions } from '../../src/shared/session.ts';
import { ORIGINAL_C } from '../support/frames.ts';
import { Trace } from '../support/runs.ts';

const GAMES = 200; // "hundreds of games" (issue #14): ~10 s
const program = compileC(readFileSync(ORIGINAL_C, 'latin1'), { file: 'TETRIS.C' });

/** A deterministic replay for game `n`. */
function randomGame(n: number): string {
  let s = (n * 2654435761 + 12345) >>> 0;
  const next = (k: number): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * k);
  };
  const pad = (v: number): string => String(v).padStart(2, '0');
  const cycles = [580000, 200000, 60000, 20000][next(4)]!;
  const lines = ['rom tetris', `time ${pad(next(24))}:${pad(next(60))}:${pad(next(60))}`, `cycles ${cycles}`, 'at 300 tap P'];
  const keys = ['Left', 'Right', 'Left', 'Right', 'Up', 'Up', 'Space', 'Down', 'Down', 'P', 'Esc'];
  let t = 300;
  for (let i = 0; i < 120; i++) {
    t += 60 + next(700);
    let key = keys[next(keys.length)]!;
    if (key === 'Esc' && next(8) !== 0) key = 'Space'; // the game rarely ends early
    lines.push(`at ${t} tap ${key}`);
  }
  lines.push(`end ${t + 2000}`);
  return lines.join('\n') + '\n';
}

function play(text: string, name: string, options: Pick<SessionOptions, 'findRom' | 'findSyncRom'>): { trace: Trace; now: number; screen: Uint8Array; state: string } {
  const trace = new Trace();
  const { session } = runReplay(parseReplay(text, name), { ...options, onTrace: trace.push });
  const m = session.machine;
  if (m.crash) throw m.crash;
  return { trace, now: m.now, screen: m.vga.visual.slice(), state: m.state };
}

for (let n = 1; n <= GAMES; n++) {
  if (!checks(`random game ${n}`, 5)) continue;
  test(`random game ${n}: TETRIS.C from source and the port agree call for call`, () => {
    const text = randomGame(n);
    const name = `<random game ${n}>`;
    const port = play(text, name, { findRom, findSyncRom });
    const c = play(text, name, { findRom: () => program.rom, findSyncRom: () => program.syncRom });
    assert.ok(port.trace.length > 100, `the game made ${port.trace.length} calls`); // (an early Esc ends one in ~120)
    const at = port.trace.partsFrom(c.trace);
    assert.is(at, c.trace.length === port.trace.length ? -1 : at, `calls part at #${at}: port ${port.trace.at(at)}, C ${c.trace.at(at)}`);
    assert.is(c.trace.length, port.trace.length, 'number of calls');
    assert.is(c.now, port.now, 'clock');
    assert.is(c.state, port.state, 'program state');
    assert.ok(c.screen.every((v, i) => v === port.screen[i]), 'final screen');
  });
}

test.run();
