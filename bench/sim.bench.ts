/**
 * Figure 1 — headless simulation speed: virtual seconds per wall second of the faithful Tetris
 * at the default machine speed, playing a long scripted game (bench/long-game.ts) through
 * ReplaySession, exactly as the headless runner plays a replay (no frames written).
 *
 * Baseline, same run: the game's own main loop with the game taken out — a ROM that only does
 * `while (!bioskey(1)) delay(100);` over the same virtual time. Every pass of the real game makes
 * those two calls (TETRIS.C main: GetKeyCode, tick++, delay(100)); this is the floor the machine's
 * blocking protocol sets, so the ratio says how much the game's own work (drawing blocks, line
 * clears, score text) costs on top. A ratio near 1 means the machine, not the game, is the cost.
 *
 * A second row measures the same number of passes in plain JS with nothing behind the calls
 * (generatorFloorNsPerPass): the most any machine built on generator coroutines could reach.
 */
import { Machine } from '../runtime/machine.ts';
import { msToPit } from '../runtime/hw/pit.ts';
import { CYCLES_DEFAULT } from '../runtime/hw/cpu.ts';
import { done, type Blocking, type Rom } from '../runtime/process.ts';
import { bioskey } from '../runtime/tc/bios.ts';
import { delay } from '../runtime/tc/dos.ts';
import { findRom } from '../roms/index.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { ReplaySession } from '../src/shared/session.ts';
import { median, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';

/** `void main() { for (;;) { while (!bioskey(1)) delay(100); bioskey(0); } }` */
const POLL_LOOP: Rom = {
  name: 'pollloop',
  title: 'bench: the game loop without the game',
  *start() {
    for (;;) {
      while (!(yield* bioskey(1))) yield* delay(100);
      yield* bioskey(0);
    }
  },
};

/**
 * The language's own floor under figure 1: TETRIS.C's loop with nothing behind its calls. Each
 * pass makes what the port's pass makes — a GetKeyCode generator over a finished `bioskey(1)`,
 * then a finished `delay(100)` — and nothing else: no machine, no clock, no drawing. Returns
 * nanoseconds per pass (median of several timed runs).
 */
function generatorFloorNsPerPass(): number {
  const peek = (): Blocking<number> => done(0);
  function* GetKeyCode(): Blocking<number> {
    let key = 0;
    if (yield* peek()) key = yield* peek();
    return key;
  }
  function* loop(passes: number): Blocking<number> {
    let tick = 0;
    for (let n = 0; n < passes; n++) {
      if (!(yield* GetKeyCode())) tick++;
      if (tick >= 1300) tick = 0;
      yield* done();
    }
    return tick;
  }
  const passes = 2_000_000;
  const runs: number[] = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    loop(passes).next();
    runs.push(((performance.now() - t0) * 1e6) / passes);
  }
  return median(runs.slice(2)); // the first runs warm the JIT up
}

export function simBench(opts: { minutes: number; runs: number }): Row[] {
  const g0 = performance.now();
  const game = makeLongGame(opts.minutes);
  const genMs = performance.now() - g0;
  const replay = parseReplay(game.text, '<long game>');

  const playOnce = (): { wallMs: number; screen: Uint8Array; libraryCalls: number } => {
    const session = new ReplaySession(replay, { findRom });
    const t0 = performance.now();
    session.runToEnd();
    const wallMs = performance.now() - t0;
    if (session.machine.state !== 'running') throw new Error(`sim bench: the replayed game is ${session.machine.state}`);
    return { wallMs, screen: session.machine.vga.pixels, libraryCalls: session.machine.libraryCalls };
  };
  const loopOnce = (): { wallMs: number; libraryCalls: number } => {
    const m = new Machine();
    m.load(POLL_LOOP);
    const t0 = performance.now();
    // Same host stepping as the replay: one runUntil per key action (2 per tap), then to the end.
    for (const a of replay.actions) m.runUntil(Math.max(m.now, msToPit(a.at)));
    m.runUntil(msToPit(game.endMs));
    return { wallMs: performance.now() - t0, libraryCalls: m.libraryCalls };
  };

  const game1 = playOnce(); // warm-up, and the determinism check
  if (!game1.screen.every((v, i) => v === game.finalScreen[i])) {
    throw new Error('sim bench: replaying the long game does not give the screen the bot saw');
  }
  loopOnce();
  const gameRuns: number[] = [];
  const loopRuns: number[] = [];
  let calls = game1.libraryCalls, loopCalls = 0;
  for (let i = 0; i < opts.runs; i++) {
    // Interleaved, so drift in the machine's speed hits both alike.
    gameRuns.push(playOnce().wallMs);
    const l = loopOnce();
    loopRuns.push(l.wallMs);
    loopCalls = l.libraryCalls;
  }
  const virtualS = game.endMs / 1000;
  const speed = virtualS / (median(gameRuns) / 1000);
  const loopSpeed = virtualS / (median(loopRuns) / 1000);
  // The poll loop makes two library calls a pass (bioskey, delay): its passes per virtual second.
  const passesPerVirtualS = loopCalls / 2 / virtualS;
  const floorNs = generatorFloorNsPerPass();
  const floorSpeed = 1e9 / (floorNs * passesPerVirtualS);
  return [
    {
      id: 'sim.tetris',
      figure: 1,
      name: `Tetris headless, ${opts.minutes} min scripted game`,
      value: speed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'poll loop, no game', value: loopSpeed, unit: '×' },
      target: { op: '>=', value: 10_000 },
      detail: {
        virtualSeconds: virtualS,
        cycles: CYCLES_DEFAULT,
        wallMsRuns: gameRuns,
        baselineWallMsRuns: loopRuns,
        blocks: game.blocks,
        linesCleared: game.lines,
        finalScore: game.score,
        keyTaps: game.taps,
        libraryCalls: calls,
        baselineLibraryCalls: loopCalls,
        nsPerLibraryCall: (median(gameRuns) * 1e6) / calls,
        scriptGenerationMs: genMs,
      },
    },
    {
      id: 'sim.floor',
      figure: 1,
      name: 'the loop alone in plain JS (no machine)',
      value: floorSpeed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'poll loop, no game', value: loopSpeed, unit: '×' },
      target: null,
      detail: { nsPerPass: floorNs, passesPerVirtualSecond: passesPerVirtualS },
    },
  ];
}
