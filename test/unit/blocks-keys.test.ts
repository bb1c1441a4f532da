// BLOCKS: Left/Right from the BIOS key stream — taps, the keyboard's typematic repeats (first at
// 500 ms, then every 33 ms) as a held key, DAS/ARR from the first repeat, release when they stop.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ShiftInput } from '../../roms/blocks/program/keys.ts';

const TICK = 65_536_000 / 1_193_182;
/** The tick-quantised time (ms) the program reads a word at that arrived at `ms`. */
const atTick = (ms: number): number => Math.ceil(ms / TICK) * TICK;

test('taps faster than the first repeat are each a new press: one cell each', () => {
  const s = new ShiftInput(500, 33);
  let moved = 0;
  for (const t of [0, 120, 240, 360]) moved += s.word(-1, atTick(t));
  assert.is(moved, -4);
});

test('a held key: one cell at once, nothing until the first repeat, then one per ARR; stops when the repeats stop', () => {
  const s = new ShiftInput(500, 50);
  let moved = s.word(1, atTick(0));
  let last = atTick(0);
  assert.is(moved, 1);
  // Ticks pass with no word: still held, no auto shift before the keyboard repeats.
  for (let t = last + TICK; t < 500; t += TICK) {
    moved += s.advance(TICK, t);
    last = t;
  }
  assert.is(moved, 1, 'before the first repeat');
  // Repeats at 500, 533, 566, …; the program reads them by tick.
  let now = last;
  for (let r = 500; r < 1000; r += 33) {
    const t = atTick(r);
    if (t > now) {
      moved += s.advance(t - now, t);
      now = t;
    }
    moved += s.word(1, t);
  }
  assert.ok(moved >= 10 && moved <= 12, `about one per 50 ms after 500 ms: ${moved}`);
  // No more repeats: released within a few ticks, no more shifts.
  const before = moved;
  for (let k = 1; k <= 10; k++) moved += s.advance(TICK, now + k * TICK);
  assert.ok(moved - before <= 3, `stops: ${moved - before} after the last repeat`);
  assert.is(s.advance(TICK, now + 20 * TICK), 0);
});

test('ARR 0 goes to the wall at the first repeat; the other direction is a new press', () => {
  const s = new ShiftInput(500, 0);
  assert.is(s.word(-1, 0), -1);
  let t = 0;
  for (; t + TICK < 500; t += TICK) assert.is(s.advance(TICK, t + TICK), 0);
  assert.is(s.word(-1, atTick(500)), 0, 'the first repeat');
  assert.is(s.advance(atTick(500) - t, atTick(500)), -Infinity);
  assert.is(s.word(1, atTick(520)), 1, 'Right now: a press');
});

test.run();
