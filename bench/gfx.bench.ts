/**
 * Figure 3 — floodfill, line and text throughput, in pixels per second, through the public
 * graphics.h calls (argument checks, clipping and the dirty box included), inside a running
 * program as a ROM makes them. Baselines, same run: bench/naive/gfx.ts, the same pictures drawn
 * pixel by pixel with getpixel/putpixel; the bench checks both give the same screen where they
 * should (floodfill, text), so the baseline is doing the same job.
 *
 * Workloads: floodfill of one Tetris board cell (17×17 inside the grid, what the game does
 * 8–300 times per block) and of the whole screen inside a frame; lines in every octant, 1–639 px
 * long; the game's strings at size 1 (counted as 8×8 cells).
 */
import { Machine, RUNAWAY_CALLS } from '../runtime/machine.ts';
import {
  BLACK, DARKGRAY, DETECT, RED, SOLID_FILL, cleardevice, floodfill, initgraph, line, outtextxy, rectangle,
  setcolor, setfillstyle,
} from '../runtime/tc/graphics.ts';
import { ref } from '../runtime/tc/ptr.ts';
import { timePerCall as timeCall, type Row } from './harness.ts';
import { naiveFlood, naiveLine, naiveText } from './naive/gfx.ts';

/** Run `fn` inside a program on a fresh machine (library calls need one) and return its result. */
function inRom<T>(fn: (m: Machine) => T): T {
  let out: T | undefined;
  const m = new Machine();
  m.load({
    name: 'gfxbench',
    title: 'bench',
    *start() {
      initgraph(ref(DETECT), ref(0), '');
      out = fn(m);
    },
  });
  m.runFor(1);
  if (m.state === 'crashed') throw m.crash;
  return out!;
}

const rate = (pixels: number, ms: number): number => pixels / (ms / 1000);

export function gfxBench(): Row[] {
  return inRom((m) => {
    // The bench draws for seconds without letting virtual time pass, which the machine's
    // runaway-loop guard would take for a hung program: each timed call puts its look off.
    const timePerCall: typeof timeCall = (fn, ...rest) => timeCall(() => { m.runawayCheckAt = m.libraryCalls + RUNAWAY_CALLS; fn(); }, ...rest);
    const rows: Row[] = [];
    const snapshot = (): Uint8Array => m.vga.pixels.slice();
    const row = (id: string, name: string, ours: number, naive: number, detail: Record<string, unknown>): void => {
      rows.push({
        id, figure: 3, name, value: ours, unit: 'Mpx/s', better: 'higher',
        baseline: { name: 'getpixel/putpixel', value: naive, unit: 'Mpx/s' }, target: null, detail,
      });
    };

    // ---- floodfill: one board cell, the game's grid drawn as InitGame draws it ----
    const grid = (): void => {
      cleardevice();
      setcolor(DARKGRAY);
      for (let i = 0; i <= 12; i++) line(30 + i * 18, 30, 30 + i * 18, 30 + 23 * 18);
      for (let i = 0; i <= 23; i++) line(30, 30 + i * 18, 30 + 12 * 18, 30 + i * 18);
    };
    grid();
    const cellPx = 17 * 17;
    let colour = 0;
    // Alternate two colours, as the game's EraseBlock/DrawBlock do, so every fill repaints.
    const cell = timePerCall(() => {
      setfillstyle(SOLID_FILL, (colour ^= RED));
      floodfill(30 + 9, 30 + 9, DARKGRAY);
    });
    grid();
    let naivePainted = 0;
    const naiveCell = timePerCall(() => {
      // The naive fill needs a region without the fill colour: paint it red, then black again.
      naivePainted = naiveFlood(39, 39, RED, DARKGRAY, 639, 479);
      naiveFlood(39, 39, BLACK, DARKGRAY, 639, 479);
    });
    if (naivePainted !== cellPx) throw new Error(`gfx bench: naive cell fill painted ${naivePainted} px, expected ${cellPx}`);
    row('gfx.flood.cell', 'floodfill, one 17×17 board cell', rate(cellPx, cell.ms), rate(2 * cellPx, naiveCell.ms), { fillsPerMs: 1 / cell.ms });

    // ---- floodfill: the whole screen inside a frame ----
    const frame = (): void => {
      cleardevice();
      setcolor(DARKGRAY);
      rectangle(0, 0, 639, 479);
    };
    frame();
    const bigPx = 638 * 478;
    const big = timePerCall(() => {
      setfillstyle(SOLID_FILL, (colour ^= RED));
      floodfill(320, 240, DARKGRAY);
    }, 50, 5);
    frame();
    setfillstyle(SOLID_FILL, RED);
    floodfill(320, 240, DARKGRAY);
    const bgiScreen = snapshot();
    frame();
    const naiveBig = timePerCall(() => {
      naivePainted = naiveFlood(320, 240, RED, DARKGRAY, 639, 479);
      naiveFlood(320, 240, BLACK, DARKGRAY, 639, 479);
    }, 50, 3);
    naiveFlood(320, 240, RED, DARKGRAY, 639, 479);
    if (naivePainted !== bigPx || !same(bgiScreen, snapshot())) throw new Error('gfx bench: the naive full-screen fill differs from floodfill');
    row('gfx.flood.screen', 'floodfill, full screen 638×478', rate(bigPx, big.ms), rate(2 * bigPx, naiveBig.ms), {});

    // ---- lines: a fan from the centre to every 8th border pixel (all octants, 1..320 px) ----
    cleardevice();
    const ends: [number, number][] = [];
    for (let x = 0; x < 640; x += 8) ends.push([x, 0], [x, 479]);
    for (let y = 0; y < 480; y += 8) ends.push([0, y], [639, y]);
    let linePx = 0;
    for (const [x, y] of ends) linePx += Math.max(Math.abs(x - 320), Math.abs(y - 240)) + 1;
    setcolor(RED);
    const lines = timePerCall(() => {
      for (const [x, y] of ends) line(320, 240, x, y);
    });
    const naiveLines = timePerCall(() => {
      for (const [x, y] of ends) naiveLine(320, 240, x, y, RED);
    });
    row('gfx.line', `line, ${ends.length} lines in all octants`, rate(linePx, lines.ms), rate(linePx, naiveLines.ms), { lines: ends.length, pixels: linePx });

    // ---- text: the game's strings ----
    const strings = ['Score: 12345', 'P: Pause Game. --by hoodlum1980', 'Up  -rotate  Space-drop', 'Left-left    Right-right', 'Esc -exit', 'GAME OVER!  Press any key to exit!'];
    const chars = strings.reduce((n, s) => n + s.length, 0);
    cleardevice();
    setcolor(RED);
    const text = timePerCall(() => {
      for (let i = 0; i < strings.length; i++) outtextxy(300, 100 + i * 20, strings[i]!);
    });
    const bgiText = snapshot();
    cleardevice();
    const naive = timePerCall(() => {
      for (let i = 0; i < strings.length; i++) naiveText(300, 100 + i * 20, strings[i]!, RED);
    });
    if (!same(bgiText, snapshot())) throw new Error('gfx bench: naive text differs from outtextxy');
    row('gfx.text', `outtextxy, ${chars} characters (8×8 cells)`, rate(chars * 64, text.ms), rate(chars * 64, naive.ms), { chars });

    // Mpx/s
    for (const r of rows) {
      r.value = r.value! / 1e6;
      r.baseline!.value = r.baseline!.value! / 1e6;
    }
    return rows;
  });
}

const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((v, i) => v === b[i]);
