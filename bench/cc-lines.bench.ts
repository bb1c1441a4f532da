/**
 * Figure 11 — TETRIS.C from source with line tracking, as the study page's "original from source"
 * mode runs it: compiled for stepping (every function a generator, a `$line` hook per statement,
 * cc/inspect.ts's LineDebugger listening with no breakpoint set) on the coroutine engine (the
 * browser's), playing figure 1's long game; baseline: the hand port on the same engine, same
 * replay, same process, runs interleaved. Target: ≥ 100× real time, so one 60 Hz frame of virtual
 * time (16.7 ms) costs at most 1 % of the browser's frame budget. Needs ../shared/original/TETRIS.C.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ColdJob, ColdResult } from './cc-cold-worker.ts';
import { LineDebugger } from '../cc/inspect.ts';
import { compileC } from '../cc/program.ts';
import { findRom } from '../roms/index.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { ReplaySession } from '../src/shared/session.ts';
import { median, threadClock, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';

const ORIGINAL_C = resolve(process.cwd(), '..', 'shared', 'original', 'TETRIS.C');

/** Turbo C 2.0's own BGIDEMO.C, 1 400 lines (Borland's: read from the TC directory, never shipped). */
const BGIDEMO_C = resolve(process.cwd(), '..', 'tc', 'BGIDEMO.C');

/** One cold compile in a fresh worker (tools/bench.mjs bundles cc-cold-worker.mjs beside us). */
function coldInWorker(job: ColdJob): Promise<ColdResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./cc-cold-worker.mjs', import.meta.url), { workerData: job });
    let result: ColdResult | null = null;
    w.on('message', (r: ColdResult) => (result = r));
    w.on('error', reject);
    w.on('exit', (code) => (result ? resolve(result) : reject(new Error(`cc-lines bench: the cold compile's worker exited with ${code} and no result`))));
  });
}

/**
 * Figure 11b: the compiler's time per 1 000 source lines (headers not counted), as the page
 * compiles a program opened in it (the coroutine engine's code only, src/web/c-compile.ts): cold
 * (what the page pays, before the JIT has seen the compiler), the median of `colds` compiles each
 * in a fresh worker thread (a fresh V8 isolate), and warm, the median of `runs` in this process
 * after its own first. One cold compile a run swung 1.3× between runs on the loaded machine (30
 * Nov: 43–61 ms for the same tree); the first in this process is kept in the detail. Run first in
 * the group, so this process's first is cold.
 */
async function compileRows(runs: number, colds: number): Promise<Row[]> {
  const rows: Row[] = [];
  const clock = threadClock();
  for (const [name, path] of [['BGIDEMO.C', BGIDEMO_C], ['TETRIS.C', ORIGINAL_C]] as const) {
    const id = `cc.compile.${name.replace(/\.C$/, '').toLowerCase()}`;
    const rowName = `compile ${name}, per 1 000 lines: cold (median of ${colds} fresh isolates)`;
    if (!existsSync(path)) {
      rows.push({ id, figure: 11, name: rowName, value: null, unit: 'ms', better: 'lower', baseline: null, target: null, skipped: `no ${path}` });
      continue;
    }
    const text = readFileSync(path, 'latin1');
    const lines = text.split('\n').length;
    const once = (): number => {
      const t0 = clock.now();
      compileC(text, { file: name, engines: ['coroutine'] });
      return ((clock.now() - t0) * 1000) / lines;
    };
    const first = once();
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push(once());
    rows.push({
      id, figure: 11, name: rowName, value: null, unit: 'ms', better: 'lower',
      baseline: { name: 'warm (median)', value: median(warm), unit: 'ms' }, target: null,
      detail: { lines, firstInProcess: first, warmRuns: warm, clock: clock.name, note: 'ms per 1 000 lines of the file (its headers not counted); the coroutine engine only, as the page compiles' },
    });
  }
  // the cold compiles after this process's own, the files in turn, so both see the same spells of the host
  const cold = new Map<string, number[]>();
  for (let i = 0; i < colds; i++) {
    for (const [name, path] of [['BGIDEMO.C', BGIDEMO_C], ['TETRIS.C', ORIGINAL_C]] as const) {
      if (!existsSync(path)) continue;
      const r = await coldInWorker({ name, text: readFileSync(path, 'latin1') });
      cold.set(name, [...(cold.get(name) ?? []), r.msPer1000Lines]);
    }
  }
  for (const row of rows) {
    const runs = cold.get(row.id === 'cc.compile.bgidemo' ? 'BGIDEMO.C' : 'TETRIS.C');
    if (!runs || row.skipped) continue;
    row.value = median(runs);
    row.detail = { ...row.detail, coldRuns: runs };
  }
  return rows;
}

export async function ccLinesBench(opts: { minutes: number; warmup: number; runs: number; colds: number }): Promise<Row[]> {
  const compiles = await compileRows(opts.runs + 2, opts.colds);
  const row: Row = {
    id: 'cc.lines',
    figure: 11,
    name: `TETRIS.C from source with line tracking (study page), ${opts.minutes} min game, coroutine engine`,
    value: null,
    unit: '× real time',
    better: 'higher',
    baseline: { name: 'the port, coroutine engine', value: null, unit: '×' },
    target: { op: '>=', value: 100 },
  };
  if (!existsSync(ORIGINAL_C)) return [...compiles, { ...row, skipped: `no ${ORIGINAL_C}` }];
  const dbg = new LineDebugger();
  const program = compileC(readFileSync(ORIGINAL_C, 'latin1'), { file: 'TETRIS.C', onLine: dbg.hook, stepping: true });
  const game = makeLongGame(opts.minutes);
  const replay = parseReplay(game.text.replace(/^rom tetris faithful$/m, 'rom tetris'), '<long game>');
  let lines = 0;
  const play = (fromSource: boolean): number => {
    dbg.reset();
    const session = new ReplaySession(replay, { findRom: fromSource ? () => program.rom : findRom });
    const s = performance.now();
    session.runToEnd();
    const ms = performance.now() - s;
    const m = session.machine;
    if (m.state !== 'running' || !m.vga.pixels.every((v, i) => v === game.finalScreen[i])) {
      throw new Error(`cc-lines bench: the ${fromSource ? 'C program' : 'port'} does not end on the screen the bot saw (${m.state}${m.crash ? `: ${m.crash.message}` : ''})`);
    }
    if (fromSource) lines = dbg.count;
    return ms;
  };
  const c: number[] = [], port: number[] = [];
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    const a = play(true), b = play(false);
    if (i >= opts.warmup) {
      c.push(a);
      port.push(b);
    }
  }
  const virtualS = game.endMs / 1000;
  const speed = (ms: number): number => virtualS / (ms / 1000);
  return [...compiles, {
    ...row,
    value: speed(median(c)),
    baseline: { name: 'the port, coroutine engine', value: speed(median(port)), unit: '×' },
    detail: { virtualSeconds: virtualS, wallMsRuns: c, baselineWallMsRuns: port, linesPerRun: lines },
  }];
}
