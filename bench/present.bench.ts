/**
 * Figure 2 — the cost of presenting a frame: src/web/screen.ts turning the VGA's colour indices
 * into the canvas's RGBA ImageData, for the whole frame (power-on, palette change) and for the
 * dirty regions a game frame typically has (one 18×18 board cell; the score text). The canvas is a
 * stand-in whose putImageData does nothing, so this is the JavaScript side only (the browser's
 * blit is in figure 6's frame budget).
 *
 * Baseline, same run: bench/naive/present.ts over the same region.
 */
import { SCREEN_H, SCREEN_W, Vga } from '../runtime/hw/vga.ts';
import { Screen } from '../src/web/screen.ts';
import { timePerCall, type Row } from './harness.ts';
import { naivePresent } from './naive/present.ts';

/** Just enough of a canvas for Screen: an ImageData-shaped buffer and a putImageData that ignores it. */
function fakeCanvas(): HTMLCanvasElement {
  const ctx = {
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    putImageData: () => {},
  };
  return { width: 0, height: 0, style: {}, getContext: () => ctx } as unknown as HTMLCanvasElement;
}

/** A busy frame: every colour, in runs and single pixels, so nothing is flat. */
function testFrame(vga: Vga): void {
  let s = 12345;
  for (let i = 0; i < vga.pixels.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    vga.pixels[i] = (s >>> 16) & 15;
  }
}

export function presentBench(): Row[] {
  const vga = new Vga();
  testFrame(vga);
  const screen = new Screen(fakeCanvas());
  screen.attach(vga);
  const rgba = new Uint8ClampedArray(SCREEN_W * SCREEN_H * 4);

  const regions = [
    { id: 'present.full', name: 'present, full frame 640×480', box: [0, 0, SCREEN_W - 1, SCREEN_H - 1], target: 0.3 },
    // TETRIS.C: board cell (BoardLeft 30 + 18·i, BoardTop 30 + 18·j), 18×18 with its grid lines.
    { id: 'present.cell', name: 'present, one board cell 18×18', box: [48, 48, 66, 66], target: null },
    // DisplayScore: "Score: 12345" at (305,105) — 12 glyphs of 8×8.
    { id: 'present.score', name: 'present, score text 96×8', box: [305, 105, 400, 112], target: null },
  ] as const;

  const rows: Row[] = [];
  for (const r of regions) {
    const [x0, y0, x1, y1] = r.box;
    const ours = timePerCall(() => {
      vga.touch(x0, y0, x1, y1);
      screen.present();
    });
    const naive = timePerCall(() => naivePresent(vga.pixels, vga.palette, rgba, SCREEN_W, x0, y0, x1, y1));
    rows.push({
      id: r.id,
      figure: 2,
      name: r.name,
      value: ours.ms,
      unit: 'ms',
      better: 'lower',
      baseline: { name: 'naive per-channel', value: naive.ms, unit: 'ms' },
      target: r.target === null ? null : { op: '<=', value: r.target },
      detail: { pixels: (x1 - x0 + 1) * (y1 - y0 + 1), calls: ours.calls, mpixPerS: ((x1 - x0 + 1) * (y1 - y0 + 1)) / ours.ms / 1000 },
    });
  }
  return rows;
}
