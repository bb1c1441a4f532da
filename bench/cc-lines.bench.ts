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
import { LineDebugger } from '../cc/inspect.ts';
import { compileC } from '../cc/program.ts';
import { findRom } from '../roms/index.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { ReplaySession } from '../src/shared/session.ts';
import { median, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';

const ORIGINAL_C = resolve(process.cwd(), '..', 'shared', 'original', 'TETRIS.C');

/** Turbo C 2.0's own BGIDEMO.C, 1 400 lines (Borland's: read from the TC directory, never shipped). */
const BGIDEMO_C = resolve(process.cwd(), '..', 'tc', 'BGIDEMO.C');

const SCHEDSTAT = '/proc/thread-self/schedstat';

/**
 * The clock a compile is timed by: this thread's CPU time where the system tells it (Linux's
 * schedstat: nanoseconds run), else the wall clock. On the shared machine the wall clock of one
 * compile was mostly other processes' turns (29 Nov, load average 36: 1 103 ms per 1 000 lines of
 * BGIDEMO.C by the wall clock, against ~100 ms of its thread's CPU time in the same hour).
 */
function compileClock(): { name: string; now: () => number } {
  const cpu = (): number => Number(readFileSync(SCHEDSTAT, 'latin1').split(' ')[0]) / 1e6;
  try {
    if (Number.isFinite(cpu())) return { name: 'main-thread CPU', now: cpu };
  } catch {
    // no schedstat here: the wall clock
  }
  return { name: 'wall', now: () => performance.now() };
}

/**
 * Figure 11b: the compiler's time per 1 000 source lines (headers not counted), as the page
 * compiles a program opened in it (the coroutine engine's code only, src/web/c-compile.ts): the
 * first compile in a fresh process (cold: what the page pays, before the JIT has seen the
 * compiler), and the median of `runs` after it. Run first in the group, so the first is cold.
 */
function compileRows(runs: number): Row[] {
  const rows: Row[] = [];
  const clock = compileClock();
  for (const [name, path] of [['BGIDEMO.C', BGIDEMO_C], ['TETRIS.C', ORIGINAL_C]] as const) {
    const id = `cc.compile.${name.replace(/\.C$/, '').toLowerCase()}`;
    const rowName = `compile ${name}, per 1 000 lines: first in the process`;
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
      id, figure: 11, name: rowName, value: first, unit: 'ms', better: 'lower',
      baseline: { name: 'warm (median)', value: median(warm), unit: 'ms' }, target: null,
      detail: { lines, warmRuns: warm, clock: clock.name, note: 'ms per 1 000 lines of the file (its headers not counted); the coroutine engine only, as the page compiles' },
    });
  }
  return rows;
}

export function ccLinesBench(opts: { minutes: number; warmup: number; runs: number }): Row[] {
  const compiles = compileRows(opts.runs + 2);
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
