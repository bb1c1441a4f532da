// The port running on the machine: piece order, the seed from the clock, gravity timing in both
// variants, pause, Esc → getch → exit, and the INT 1Ch hook of the timer variant.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { msToPit, PIT_TICKS_PER_IRQ0 } from '../../runtime/hw/pit.ts';
import { BLUE, LIGHTBLUE } from '../../runtime/tc/graphics.ts';
import { srand } from '../../runtime/tc/stdlib.ts';
import { tetris } from '../../roms/tetris/index.ts';
import { TETRIS, type Block, type Tetris, type Variant } from '../../roms/tetris/tetris.ts';

const ORDER = 'TLJz5oI';

function run(fn: () => void): void {
  const m = new Machine();
  m.load({ name: 't', title: '', start: function* () { fn(); } });
  m.runFor(1);
  assert.is(m.state, 'exited', m.crash?.message);
}

test('piece order with srand(0): the oracle keys 5 5 3 3 6 1 4 1 6 6 …', () => {
  const t = TETRIS();
  const keys: number[] = [];
  run(() => {
    srand(0);
    const b: Block = { c: Array.from({ length: 4 }, () => new Int8Array(4)), x: 0, y: 0, color: 0, size: 0, name: '' };
    for (let i = 0; i < 30; i++) {
      t.GenerateBlock(b);
      keys.push(ORDER.indexOf(b.name));
    }
  });
  assert.is(keys.join(' '), '5 5 3 3 6 1 4 1 6 6 2 1 5 1 2 2 4 2 4 2 1 4 0 1 4 1 5 1 1 3');
});

/** Load the game with a handle on its globals. */
function game(variant: Variant, time = { hour: 12, min: 34, sec: 56, hund: 0 }): { m: Machine; t: Tetris } {
  const t = TETRIS(variant);
  const m = new Machine({ timeOfDay: time });
  m.load({ name: 'tetris', title: '', variants: ['faithful', 'timer'], start: () => t.main() });
  m.runFor(1); // InitGame
  return { m, t };
}

/** Times (ms) at which the current block moved down by itself, until `untilMs`. */
function gravitySteps(m: Machine, t: Tetris, untilMs: number): number[] {
  const steps: number[] = [];
  let y = t.curBlock.y;
  for (let ms = Math.ceil(m.nowMs); ms <= untilMs; ms++) {
    m.runUntil(msToPit(ms));
    if (t.curBlock.y !== y) steps.push(ms);
    y = t.curBlock.y;
  }
  return steps;
}

test('12:34:56 seeds 45296: the first block is the light-blue 5, the preview the blue o', () => {
  const { m, t } = game('faithful');
  m.runFor(100);
  assert.is(t.curBlock.color, LIGHTBLUE);
  assert.is(t.curBlock.y, -3, 'spawned above the board');
  assert.is(t.nextBlock.color, BLUE);
  assert.is(t.info_common, 'Press P to Start or Resume!');
});

test('faithful gravity: FrameTime passes of bioskey(1)+delay(100); nothing moves before p', () => {
  const { m, t } = game('faithful');
  assert.equal(gravitySteps(m, t, 3000), [], 'waiting at the start prompt');
  m.keyDown('P');
  m.keyUp('P', m.now + msToPit(50));
  const steps = gravitySteps(m, t, 9000);
  const gaps = steps.slice(1).map((s, i) => s - steps[i]!);
  assert.ok(gaps.length >= 6);
  const period = gaps[1]!;
  assert.ok(gaps.slice(1).every((g) => Math.abs(g - period) <= 1), `steady period: ${gaps}`);
  // The first step includes delay()'s calibration on its first call, so it comes later.
  assert.ok(steps[0]! - 3000 > period, `first step ${steps[0]! - 3000} ms after p, period ${period}`);
});

test('speed-up: the period scales with FrameTime (1300 → 1200 after a lock → 1100 from 200 points)', () => {
  const { m, t } = game('faithful');
  m.keyDown('P');
  m.keyUp('P', m.now + msToPit(50));
  const s1300 = gravitySteps(m, t, 5000);
  const p1300 = s1300[2]! - s1300[1]!;
  t.FrameTime = 1100;
  const s1100 = gravitySteps(m, t, 10000).filter((s) => s > 5000 + p1300);
  const p1100 = s1100[2]! - s1100[1]!;
  assert.ok(Math.abs(p1100 / p1300 - 1100 / 1300) < 0.01, `${p1100} / ${p1300}`);
});

test('timer variant: INT 1Ch counts, a step every ceil(FrameTime/55) BIOS ticks; unhooked at exit', () => {
  const { m, t } = game('timer');
  m.runFor(100);
  assert.ok(m.vectors.isHooked(0x1c), 'TimerHandler installed by InitGame');
  m.keyDown('P');
  m.keyUp('P', m.now + msToPit(50));
  const steps = gravitySteps(m, t, 12000);
  const tickMs = (PIT_TICKS_PER_IRQ0 * 1000) / 1193182;
  const gaps = steps.slice(2).map((s, i) => s - steps[i + 1]!);
  for (const g of gaps) assert.ok(Math.abs(g - 24 * tickMs) <= 1, `1300 ms → 24 ticks (${(24 * tickMs).toFixed(1)} ms), got ${g}`);
  m.keyDown('Esc');
  m.keyUp('Esc', m.now + msToPit(50));
  m.runFor(200);
  assert.is(t.info_common, 'GAME OVER!  Press any key to exit!');
  m.keyDown('Space');
  m.runFor(200);
  assert.is(m.state, 'exited');
  assert.not.ok(m.vectors.isHooked(0x1c), 'QuitGame restored the old vector');
});

test('timer variant: gravity counts only in play — not at the start prompt, not during a pause', () => {
  // Issue 18: the handler's ticks from the prompt dropped the first block 1 ms after p.
  const { m, t } = game('timer');
  const tickMs = (PIT_TICKS_PER_IRQ0 * 1000) / 1193182;
  const tap = (key: string) => {
    m.keyDown(key);
    m.keyUp(key, m.now + msToPit(50));
  };
  m.runFor(3000);
  tap('P');
  const start = Math.ceil(m.nowMs);
  const steps = gravitySteps(m, t, start + 1700);
  assert.ok(steps.length >= 1, 'it falls');
  assert.ok(Math.abs(steps[0]! - start - 24 * tickMs) <= tickMs + 1, `first step ${steps[0]! - start} ms after p, not at once`);
  // Pause 600 ms after that step, wait 5 s, resume: the next step comes ~24 ticks after the last, less the 600 ms played.
  const last = steps[steps.length - 1]!;
  m.runUntil(msToPit(last + 600));
  tap('P');
  m.runFor(5000);
  tap('P');
  const resumed = Math.ceil(m.nowMs);
  const next = gravitySteps(m, t, resumed + 1500)[0]!;
  assert.ok(Math.abs(next - resumed - (24 * tickMs - 600)) <= 2 * tickMs + 1, `next step ${next - resumed} ms after resuming`);
});

test('pause: the block stays while paused; Shift+P does not resume; p does', () => {
  const { m, t } = game('faithful');
  const tap = (key: string) => {
    m.keyDown(key);
    m.keyUp(key, m.now + msToPit(50));
    m.runFor(100);
  };
  tap('P');
  m.runFor(4000);
  tap('P');
  assert.is(t.info_common, 'Press P to Start or Resume!');
  const y = t.curBlock.y;
  m.keyDown('LShift');
  tap('P');
  m.keyUp('LShift');
  m.runFor(5000);
  assert.is(t.curBlock.y, y, 'still paused');
  tap('P');
  assert.is(t.info_common, 'P: Pause Game. --by hoodlum1980');
  m.runFor(2000);
  assert.ok(t.curBlock.y > y, 'falling again');
});

test('Esc at the start prompt: GAME OVER, then any key ends the program', () => {
  const m = new Machine();
  m.load(tetris);
  m.keyDown('Esc');
  m.runFor(300);
  assert.is(m.state, 'running', 'waiting in getch()');
  m.keyDown('Left');
  m.runFor(300);
  assert.is(m.state, 'exited');
});

test('the ROM: variants, an unknown variant is refused', () => {
  assert.equal(tetris.variants, ['faithful', 'timer']);
  assert.throws(() => new Machine().load(tetris, 'turbo'), /no variant "turbo"/);
});

test.run();
