/**
 * One configuration of figure 1, in a worker thread of its own (bench/sim.bench.ts): a fresh V8
 * isolate, so its JIT state is what one `mode12h run` process would have, untouched by the
 * other configurations' objects and closures (running them side by side in one isolate made
 * the engines' shared code polymorphic and the figures slower than either engine alone).
 *
 * Plays 1 + `warmup` + `runs` times: the first run is cold (what one invocation pays, the JIT's
 * warm-up included); V8 keeps re-optimising the game's code for a few runs more (`warmup`, not
 * reported); the last `runs` are the steady state. Posts a SimResult.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { msToPit } from '../runtime/hw/pit.ts';
import type { Rom, SyncRom } from '../runtime/process.ts';
import { drive, SyncMachine } from '../runtime/sync.ts';
import { bioskey } from '../runtime/tc/bios.ts';
import { delay } from '../runtime/tc/dos.ts';
import { findRom, findSyncRom } from '../roms/index.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { ReplaySession } from '../src/shared/session.ts';

export type SimConfig = 'synchronous' | 'coroutine' | 'machine';

export interface SimJob {
  config: SimConfig;
  warmup: number;
  runs: number;
  replayText: string;
  endMs: number;
  /** The screen the bot saw at the end: every game run must end on it. */
  finalScreen: Uint8Array;
}

export interface SimResult {
  coldMs: number;
  warmMs: number[];
  libraryCalls: number;
}

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

function play(job: SimJob): { ms: number; libraryCalls: number } {
  const replay = parseReplay(job.replayText, '<long game>');
  if (job.config === 'machine') {
    const m = new SyncMachine();
    m.loadSync(POLL_LOOP_SYNC);
    // The same host deadlines as the replay's: one per key action (2 per tap), then the end.
    const stops = [...replay.actions.map((a) => msToPit(a.at)), msToPit(job.endMs)];
    let next = 0;
    const t0 = performance.now();
    m.runSync(stops[next++]!, () => (next < stops.length ? Math.max(m.now, stops[next++]!) : null));
    return { ms: performance.now() - t0, libraryCalls: m.libraryCalls };
  }
  const sync = job.config === 'synchronous';
  const session = new ReplaySession(replay, { findRom, ...(sync && { findSyncRom }) });
  if (session.sync !== sync) throw new Error('sim bench: this bundle has no synchronous build of the ROM (tools/sync-roms.mjs)');
  const t0 = performance.now();
  session.runToEnd();
  const ms = performance.now() - t0;
  const m = session.machine;
  if (m.state !== 'running') throw new Error(`sim bench: the replayed game is ${m.state}`);
  if (!m.vga.pixels.every((v, i) => v === job.finalScreen[i])) {
    throw new Error(`sim bench: replaying the long game on the ${job.config} engine does not give the screen the bot saw`);
  }
  return { ms, libraryCalls: m.libraryCalls };
}

const job = workerData as SimJob;
const cold = play(job);
for (let i = 0; i < job.warmup; i++) play(job);
const warmMs: number[] = [];
for (let i = 0; i < job.runs; i++) warmMs.push(play(job).ms);
parentPort!.postMessage({ coldMs: cold.ms, warmMs, libraryCalls: cold.libraryCalls } satisfies SimResult);
