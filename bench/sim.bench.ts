/**
 * Figure 1 — headless simulation speed: virtual seconds per wall second of the faithful Tetris
 * at the default machine speed, playing a long scripted game (bench/long-game.ts) through
 * ReplaySession exactly as the headless runner (`mode12h run`) plays a replay: on the synchronous
 * engine (the ROM compiled without generators, tools/sync-roms.mjs), no frames written.
 *
 * Baseline, same run: the same game on the coroutine engine, as the browser plays it.
 *
 * A second row measures the machine alone: the game's main loop with the game taken out, a ROM
 * doing only `while (!bioskey(1)) delay(100);` over the same virtual time on the same engine.
 * Every pass of the real game makes those two calls (TETRIS.C main: GetKeyCode, tick++,
 * delay(100)), so this is the most the game could reach with its own work costing nothing.
 */
import { drive, SyncMachine } from '../runtime/sync.ts';
import { msToPit } from '../runtime/hw/pit.ts';
import { CYCLES_DEFAULT } from '../runtime/hw/cpu.ts';
import type { Rom, SyncRom } from '../runtime/process.ts';
import { bioskey } from '../runtime/tc/bios.ts';
import { delay } from '../runtime/tc/dos.ts';
import { findRom, findSyncRom } from '../roms/index.ts';
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

/** POLL_LOOP as tools/sync-roms.mjs would compile it. */
const POLL_LOOP_SYNC: SyncRom = {
  ...POLL_LOOP,
  start() {
    for (;;) {
      while (!drive(bioskey(1))) drive(delay(100));
      drive(bioskey(0));
    }
  },
};

export function simBench(opts: { minutes: number; runs: number }): Row[] {
  const g0 = performance.now();
  const game = makeLongGame(opts.minutes);
  const genMs = performance.now() - g0;
  const replay = parseReplay(game.text, '<long game>');

  const playOnce = (sync: boolean): { wallMs: number; screen: Uint8Array; libraryCalls: number } => {
    const session = new ReplaySession(replay, { findRom, ...(sync && { findSyncRom }) });
    if (session.sync !== sync) throw new Error('sim bench: this bundle has no synchronous build of the ROM (tools/sync-roms.mjs)');
    const t0 = performance.now();
    session.runToEnd();
    const wallMs = performance.now() - t0;
    if (session.machine.state !== 'running') throw new Error(`sim bench: the replayed game is ${session.machine.state}`);
    return { wallMs, screen: session.machine.vga.pixels, libraryCalls: session.machine.libraryCalls };
  };
  const loopOnce = (): { wallMs: number; libraryCalls: number } => {
    const m = new SyncMachine();
    m.loadSync(POLL_LOOP_SYNC);
    // The same host deadlines as the replay's: one per key action (2 per tap), then the end.
    const stops = [...replay.actions.map((a) => msToPit(a.at)), msToPit(game.endMs)];
    let next = 0;
    const t0 = performance.now();
    m.runSync(stops[next++]!, () => (next < stops.length ? Math.max(m.now, stops[next++]!) : null));
    return { wallMs: performance.now() - t0, libraryCalls: m.libraryCalls };
  };

  for (const sync of [true, false]) {
    // Warm-up, and the determinism check on both engines.
    if (!playOnce(sync).screen.every((v, i) => v === game.finalScreen[i])) {
      throw new Error(`sim bench: replaying the long game on the ${sync ? 'synchronous' : 'coroutine'} engine does not give the screen the bot saw`);
    }
  }
  loopOnce();
  const syncRuns: number[] = [];
  const coroutineRuns: number[] = [];
  const loopRuns: number[] = [];
  let calls = 0, loopCalls = 0;
  for (let i = 0; i < opts.runs; i++) {
    // Interleaved, so drift in the machine's speed hits all alike.
    const g = playOnce(true);
    syncRuns.push(g.wallMs);
    calls = g.libraryCalls;
    coroutineRuns.push(playOnce(false).wallMs);
    const l = loopOnce();
    loopRuns.push(l.wallMs);
    loopCalls = l.libraryCalls;
  }
  const virtualS = game.endMs / 1000;
  const speed = virtualS / (median(syncRuns) / 1000);
  const coroutineSpeed = virtualS / (median(coroutineRuns) / 1000);
  const loopSpeed = virtualS / (median(loopRuns) / 1000);
  // The poll loop makes two library calls a pass (bioskey, delay): its passes per virtual second.
  const passesPerVirtualS = loopCalls / 2 / virtualS;
  return [
    {
      id: 'sim.tetris',
      figure: 1,
      name: `Tetris headless, ${opts.minutes} min scripted game`,
      value: speed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'coroutine engine (browser)', value: coroutineSpeed, unit: '×' },
      target: { op: '>=', value: 10_000 },
      detail: {
        engine: 'synchronous',
        virtualSeconds: virtualS,
        cycles: CYCLES_DEFAULT,
        wallMsRuns: syncRuns,
        baselineWallMsRuns: coroutineRuns,
        blocks: game.blocks,
        linesCleared: game.lines,
        finalScore: game.score,
        keyTaps: game.taps,
        libraryCalls: calls,
        nsPerLibraryCall: (median(syncRuns) * 1e6) / calls,
        scriptGenerationMs: genMs,
      },
    },
    {
      id: 'sim.machine',
      figure: 1,
      name: 'the machine alone: the poll loop, no game',
      value: loopSpeed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'Tetris, same engine', value: speed, unit: '×' },
      target: null,
      detail: {
        engine: 'synchronous',
        wallMsRuns: loopRuns,
        libraryCalls: loopCalls,
        passesPerVirtualSecond: passesPerVirtualS,
        nsPerPass: (median(loopRuns) * 1e6) / (loopCalls / 2),
      },
    },
  ];
}
