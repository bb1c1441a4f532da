/**
 * Figure 10 — TETRIS.C compiled from source by the machine's Turbo C (cc/), playing figure 1's long
 * scripted game headless (synchronous engine, as `mode12h run TETRIS.C --replay …` does), beside
 * the hand port playing the same replay in the same process. Target: ≥ 1 000× real time
 * (issue #14). Both runs must end on the screen the bot saw. Needs the user's TETRIS.C in
 * ../shared/original/ (the project ships no copy); without it the row says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileC } from '../cc/program.ts';
import { findRom, findSyncRom } from '../roms/index.ts';
import { parseReplay } from '../src/shared/replay.ts';
import { ReplaySession } from '../src/shared/session.ts';
import { median, type Row } from './harness.ts';
import { makeLongGame } from './long-game.ts';

const ORIGINAL_C = resolve(process.cwd(), '..', 'shared', 'original', 'TETRIS.C');

export function ccBench(opts: { minutes: number; warmup: number; runs: number }): Row[] {
  const row: Row = {
    id: 'cc.tetris',
    figure: 10,
    name: `TETRIS.C from source, ${opts.minutes} min scripted game`,
    value: null,
    unit: '× real time',
    better: 'higher',
    baseline: { name: 'the port (roms/tetris)', value: null, unit: '×' },
    target: { op: '>=', value: 1000 },
  };
  if (!existsSync(ORIGINAL_C)) {
    const lines: Row = { ...row, id: 'cc.tetris.lines', name: 'the same on the coroutine engine, every C line reported', baseline: null, target: { op: '>=', value: 1 } };
    return [lines, row].map((r) => ({ ...r, skipped: `no ${ORIGINAL_C}` }));
  }
  const t0 = performance.now();
  const program = compileC(readFileSync(ORIGINAL_C, 'latin1'), { file: 'TETRIS.C' });
  const compileMs = performance.now() - t0;
  const game = makeLongGame(opts.minutes);
  // the replay names the port's variant; the C program is the original and has none
  const replay = parseReplay(game.text.replace(/^rom tetris faithful$/m, 'rom tetris'), '<long game>');
  // the browser's case: the coroutine engine, every C line reported (the study view's stepping)
  let linesRun = 0;
  const tracked = compileC(readFileSync(ORIGINAL_C, 'latin1'), { file: 'TETRIS.C', onLine: () => void linesRun++ });
  const play = (fromSource: boolean, browser = false): number => {
    const session = new ReplaySession(
      replay,
      browser ? { findRom: () => tracked.rom } : fromSource ? { findRom: () => program.rom, findSyncRom: () => program.syncRom } : { findRom, findSyncRom },
    );
    if (session.sync === browser) throw new Error('cc bench: not the engine meant');
    const s = performance.now();
    session.runToEnd();
    const ms = performance.now() - s;
    const m = session.machine;
    if (m.state !== 'running' || !m.vga.pixels.every((v, i) => v === game.finalScreen[i])) {
      throw new Error(`cc bench: the ${fromSource ? 'C program' : 'port'} does not end on the screen the bot saw (${m.state}${m.crash ? `: ${m.crash.message}` : ''})`);
    }
    return ms;
  };
  const c: number[] = [], port: number[] = [];
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    // interleaved, so both see the same quiet and busy spells of the host
    const a = play(true), b = play(false);
    if (i >= opts.warmup) {
      c.push(a);
      port.push(b);
    }
  }
  const browser: number[] = [], browserPort: number[] = [];
  for (let i = 0; i < 1 + opts.runs; i++) {
    linesRun = 0;
    const a = play(true, true);
    const s = performance.now();
    const session = new ReplaySession(replay, { findRom });
    session.runToEnd();
    const b = performance.now() - s;
    if (i >= 1) {
      browser.push(a);
      browserPort.push(b);
    }
  }
  const virtualS = game.endMs / 1000;
  const speed = (ms: number): number => virtualS / (ms / 1000);
  const tracking: Row = {
    id: 'cc.tetris.lines',
    figure: 10,
    name: 'the same on the coroutine engine, every C line reported',
    value: speed(median(browser)),
    unit: '× real time',
    better: 'higher',
    baseline: { name: 'the port, coroutine engine', value: speed(median(browserPort)), unit: '×' },
    target: { op: '>=', value: 1 },
    detail: { wallMsRuns: browser, baselineWallMsRuns: browserPort, linesPerRun: linesRun },
  };
  return [tracking, {
    ...row,
    value: speed(median(c)),
    baseline: { name: 'the port (roms/tetris)', value: speed(median(port)), unit: '×' },
    detail: { virtualSeconds: virtualS, wallMsRuns: c, baselineWallMsRuns: port, compileMs, blocks: game.blocks },
  }];
}
