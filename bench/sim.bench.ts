/**
 * Figure 1 — headless simulation speed: virtual seconds per wall second of the faithful Tetris
 * at the default machine speed, playing a long scripted game (bench/long-game.ts) through
 * ReplaySession exactly as the headless runner (`mode12h run`) plays a replay: on the synchronous
 * engine (the ROM compiled without generators, tools/sync-roms.mjs), no frames written.
 *
 * Each configuration runs in a worker of its own (bench/sim-worker.ts), one after the other: a
 * fresh isolate, as one `mode12h run` process is. The first run there is cold; after a few more
 * (V8 keeps re-optimising for a while) come the steady runs. This is done in rounds, a fresh
 * worker per configuration per round; the figure is the median of all rounds' steady runs. Rows:
 *  - the game on the synchronous engine, beside the same game on the coroutine engine (the
 *    browser's);
 *  - the first run in a fresh isolate: what one invocation pays, JIT warm-up included;
 *  - the machine alone: the game's main loop with the game taken out, a ROM doing only
 *    `while (!bioskey(1)) delay(100);` over the same virtual time with the same host deadlines.
 *    Every pass of the real game makes those two calls, so this is the most the game could reach
 *    with its own work costing nothing.
 */
import { Worker } from 'node:worker_threads';
import { CYCLES_DEFAULT } from '../runtime/hw/cpu.ts';
import { median, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';
import type { SimConfig, SimJob, SimResult } from './sim-worker.ts';

/** Run one configuration in a fresh worker (tools/bench.mjs bundles sim-worker.mjs beside us). */
function inWorker(config: SimConfig, opts: { warmup: number; runs: number }, game: Omit<SimJob, 'config' | 'warmup' | 'runs'>): Promise<SimResult> {
  const job: SimJob = { config, ...opts, ...game };
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./sim-worker.mjs', import.meta.url), { workerData: job });
    let result: SimResult | null = null;
    w.on('message', (r: SimResult) => (result = r));
    w.on('error', reject);
    w.on('exit', (code) => (result ? resolve(result) : reject(new Error(`sim bench: the ${config} worker exited with ${code} and no result`))));
  });
}

/**
 * `rounds` fresh workers of one configuration, each interleaved with the others' (see simBench):
 * their steady runs pooled, their cold runs' median.
 */
function pooled(results: SimResult[]): SimResult {
  return {
    coldMs: median(results.map((r) => r.coldMs)),
    warmMs: results.flatMap((r) => r.warmMs),
    libraryCalls: results[0]!.libraryCalls,
  };
}

export async function simBench(opts: { minutes: number; warmup: number; runs: number; rounds: number }): Promise<Row[]> {
  const g0 = performance.now();
  const game = makeLongGame(opts.minutes);
  const genMs = performance.now() - g0;
  const job = { replayText: game.text, endMs: game.endMs, finalScreen: game.finalScreen };

  // In rounds, each configuration in a fresh worker per round: a shared machine has noisy spells
  // of a second or two, and the runs of one worker all fall in the same one; spread over rounds,
  // the median is the machine's usual speed, and the engines see the same spells.
  const rounds: Record<SimConfig, SimResult[]> = { synchronous: [], coroutine: [], machine: [] };
  for (let r = 0; r < opts.rounds; r++) {
    for (const config of ['synchronous', 'coroutine', 'machine'] as const) rounds[config].push(await inWorker(config, opts, job));
  }
  const sync = pooled(rounds.synchronous);
  const coroutine = pooled(rounds.coroutine);
  const machine = pooled(rounds.machine);

  const virtualS = game.endMs / 1000;
  const speed = (ms: number): number => virtualS / (ms / 1000);
  const syncSpeed = speed(median(sync.warmMs));
  const coroutineSpeed = speed(median(coroutine.warmMs));
  const machineSpeed = speed(median(machine.warmMs));
  // The poll loop makes two library calls a pass (bioskey, delay): its passes per virtual second.
  const passesPerVirtualS = machine.libraryCalls / 2 / virtualS;
  return [
    {
      id: 'sim.tetris',
      figure: 1,
      name: `Tetris headless, ${opts.minutes} min scripted game`,
      value: syncSpeed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'coroutine engine (browser)', value: coroutineSpeed, unit: '×' },
      target: { op: '>=', value: 10_000 },
      detail: {
        engine: 'synchronous',
        rounds: opts.rounds,
        warmupRuns: opts.warmup,
        virtualSeconds: virtualS,
        cycles: CYCLES_DEFAULT,
        wallMsRuns: sync.warmMs,
        baselineWallMsRuns: coroutine.warmMs,
        blocks: game.blocks,
        linesCleared: game.lines,
        finalScore: game.score,
        keyTaps: game.taps,
        libraryCalls: sync.libraryCalls,
        nsPerLibraryCall: (median(sync.warmMs) * 1e6) / sync.libraryCalls,
        scriptGenerationMs: genMs,
      },
    },
    {
      id: 'sim.cold',
      figure: 1,
      name: 'the same, first run in a fresh process',
      value: speed(sync.coldMs),
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'coroutine engine, first run', value: speed(coroutine.coldMs), unit: '×' },
      target: null,
      detail: { wallMs: sync.coldMs, baselineWallMs: coroutine.coldMs },
    },
    {
      id: 'sim.machine',
      figure: 1,
      name: 'the machine alone: the poll loop, no game',
      value: machineSpeed,
      unit: '× real time',
      better: 'higher',
      baseline: { name: 'Tetris, same engine', value: syncSpeed, unit: '×' },
      target: null,
      detail: {
        engine: 'synchronous',
        wallMsRuns: machine.warmMs,
        libraryCalls: machine.libraryCalls,
        passesPerVirtualSecond: passesPerVirtualS,
        nsPerPass: (median(machine.warmMs) * 1e6) / (machine.libraryCalls / 2),
      },
    },
  ];
}
