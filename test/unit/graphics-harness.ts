/** Runs graphics.h calls inside a throwaway ROM (library calls need a running program). */
import { Machine } from '../../runtime/machine.ts';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import { delay } from '../../runtime/tc/dos.ts';
import { DETECT, initgraph } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

/**
 * Run `body` as a program on a fresh machine; rethrows what it threw. The program then stays
 * (waiting in delay) unless `exits`: once it exits, COMMAND.COM's prompt is drawn into a graphics
 * picture (oracle G2), and most tests look at what the program drew.
 */
export function run(body: () => void, m = new Machine(), exits = false): Machine {
  m.load({
    name: 'graphics-test',
    title: 'graphics unit test',
    *start() {
      body();
      if (!exits) yield* delay(60_000);
    },
  });
  m.runFor(1);
  if (m.state === 'crashed') throw m.crash!.cause;
  return m;
}

/** Run `body` after initgraph(DETECT) (see run for `exits`). */
export function draw(body: () => void, exits = false): Machine {
  return run(() => {
    initgraph(ref(DETECT), ref(0), '');
    body();
  }, undefined, exits);
}

/** The lit (non-zero) pixels of the frame as "x,y" strings, in raster order. */
export function lit(m: Machine): string[] {
  const out: string[] = [];
  const px = m.vga.pixels;
  for (let i = 0; i < px.length; i++) if (px[i] !== 0) out.push(`${i % SCREEN_W},${Math.floor(i / SCREEN_W)}`);
  return out;
}

/** Pixel colour at (x, y). */
export function at(m: Machine, x: number, y: number): number {
  return m.vga.pixels[y * SCREEN_W + x]!;
}

/** "x,y" strings for a list of points, in raster order (as lit() reports them). */
export function points(...xy: [number, number][]): string[] {
  return [...xy].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([x, y]) => `${x},${y}`);
}
