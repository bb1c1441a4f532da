/**
 * Figure 3 (continued) — the rest of graphics.h, pixels per second, through the public calls
 * inside a running program. Each workload is drawn once on a screen painted in a colour it never
 * draws (LIGHTBLUE): the pixels that changed are its footprint. The baseline, same run, writes
 * that footprint pixel by pixel with putpixel (and reads the source with getpixel for putimage):
 * the naive reference. Target: no primitive slower per pixel than the reference.
 */
import { Machine, RUNAWAY_CALLS } from '../runtime/machine.ts';
import { SCREEN_W } from '../runtime/hw/vga.ts';
import {
  DETECT, HATCH_FILL, LIGHTBLUE, RED, SOLID_FILL, THICK_WIDTH, NORM_WIDTH, SOLID_LINE, WHITE, XOR_PUT,
  COPY_PUT, YELLOW, arc, bar, bar3d, circle, ellipse, fillellipse, fillpoly, getimage, getpixel,
  imagesize, initgraph, outtextxy, pieslice, putimage, putpixel, sector, setcolor, setfillstyle,
  setlinestyle, settextstyle, DEFAULT_FONT, HORIZ_DIR, VERT_DIR,
} from '../runtime/tc/graphics.ts';
import { ref } from '../runtime/tc/ptr.ts';
import { timePerCall as timeCall, type Row } from './harness.ts';

interface Workload {
  id: string;
  name: string;
  draw: () => void;
  /** For putimage: the footprint is copied from a source pixel rather than written with its colour. */
  source?: (x: number, y: number) => [number, number];
}

const ring = [30, 60, 100, 150, 200];
const star = [320, 20, 380, 220, 200, 100, 440, 100, 260, 220];
let img: Uint8Array = new Uint8Array(0);

const WORKLOADS: Workload[] = [
  { id: 'circle', name: 'circle, radii 30–200', draw: () => { setcolor(RED); for (const r of ring) circle(320, 240, r); } },
  { id: 'circle.thick', name: 'circle, THICK_WIDTH, radii 30–200', draw: () => { setcolor(RED); setlinestyle(SOLID_LINE, 0, THICK_WIDTH); for (const r of ring) circle(320, 240, r); setlinestyle(SOLID_LINE, 0, NORM_WIDTH); } },
  { id: 'arc', name: 'arc, 30°–300°, radii 30–200', draw: () => { setcolor(RED); for (const r of ring) arc(320, 240, 30, 300, r); } },
  { id: 'ellipse', name: 'ellipse, 300×120 and 120×200', draw: () => { setcolor(RED); ellipse(320, 240, 0, 360, 300, 120); ellipse(320, 240, 0, 360, 120, 200); } },
  { id: 'fillellipse', name: 'fillellipse 200×150, HATCH_FILL', draw: () => { setcolor(WHITE); setfillstyle(HATCH_FILL, RED); fillellipse(320, 240, 200, 150); } },
  { id: 'pieslice', name: 'pieslice r=200, 20°–300°, solid', draw: () => { setcolor(WHITE); setfillstyle(SOLID_FILL, RED); pieslice(320, 240, 20, 300, 200); } },
  { id: 'sector', name: 'sector 250×180, 45°–315°', draw: () => { setcolor(WHITE); setfillstyle(SOLID_FILL, RED); sector(320, 240, 45, 315, 250, 180); } },
  { id: 'fillpoly', name: 'fillpoly, a self-intersecting star', draw: () => { setcolor(WHITE); setfillstyle(SOLID_FILL, RED); fillpoly(5, star); } },
  { id: 'bar3d', name: 'bar3d 400×300, depth 40', draw: () => { setcolor(WHITE); setfillstyle(SOLID_FILL, RED); bar3d(100, 100, 500, 400, 40, 1); } },
  { id: 'putimage.copy', name: 'putimage 200×150, COPY_PUT', draw: () => putimage(300, 200, img, COPY_PUT), source: (x, y) => [x - 300 + 10, y - 200 + 10] },
  { id: 'putimage.xor', name: 'putimage 200×150, XOR_PUT', draw: () => putimage(300, 200, img, XOR_PUT), source: (x, y) => [x - 300 + 10, y - 200 + 10] },
  { id: 'text.big', name: 'outtextxy at sizes 4 and VERT_DIR 3', draw: () => { setcolor(YELLOW); settextstyle(DEFAULT_FONT, HORIZ_DIR, 4); outtextxy(10, 300, 'Turbo C 2.0'); settextstyle(DEFAULT_FONT, VERT_DIR, 3); outtextxy(600, 20, 'BGI'); settextstyle(DEFAULT_FONT, HORIZ_DIR, 1); } },
];

/** The LIGHTBLUE canvas, and a source picture for the images at (10,10)-(209,159). */
function canvas(): void {
  setfillstyle(SOLID_FILL, LIGHTBLUE);
  bar(0, 0, 639, 479);
  for (let i = 0; i < 150; i += 3) {
    setfillstyle(SOLID_FILL, (i / 3) % 8);
    bar(10, 10 + i, 209, 12 + i);
  }
}

export function primitivesBench(): Row[] {
  const rows: Row[] = [];
  const m = new Machine();
  m.load({
    name: 'primitives-bench',
    title: 'bench',
    *start() {
      initgraph(ref(DETECT), ref(0), '');
      canvas();
      img = new Uint8Array(imagesize(10, 10, 209, 159));
      getimage(10, 10, 209, 159, img);
      const timePerCall: typeof timeCall = (fn, ...rest) => timeCall(() => { m.runawayCheckAt = m.libraryCalls + RUNAWAY_CALLS; fn(); }, ...rest);
      for (const w of WORKLOADS) {
        canvas();
        const before = m.vga.pixels.slice();
        w.draw();
        const after = m.vga.pixels.slice();
        const foot: number[] = [];
        for (let i = 0; i < after.length; i++) if (after[i] !== before[i]) foot.push(i);
        if (foot.length === 0) {
          rows.push({ id: `gfx.${w.id}`, figure: 3, name: w.name, value: null, unit: 'Mpx/s', better: 'higher', baseline: null, target: null, skipped: 'draws nothing yet' });
          continue;
        }
        const ours = timePerCall(() => w.draw());
        const src = w.source;
        const naive = timePerCall(() => {
          for (const i of foot) {
            const x = i % SCREEN_W, y = (i - x) / SCREEN_W;
            if (src) {
              const [sx, sy] = src(x, y);
              putpixel(x, y, getpixel(sx, sy) ^ (w.id === 'putimage.xor' ? getpixel(x, y) : 0));
            } else putpixel(x, y, after[i]!);
          }
        });
        const mpx = (ms: number): number => foot.length / (ms / 1000) / 1e6;
        const naiveRate = mpx(naive.ms);
        rows.push({
          id: `gfx.${w.id}`, figure: 3, name: w.name, value: mpx(ours.ms), unit: 'Mpx/s', better: 'higher',
          baseline: { name: 'getpixel/putpixel', value: naiveRate, unit: 'Mpx/s' },
          target: { op: '>=', value: naiveRate }, detail: { pixels: foot.length },
        });
      }
    },
  });
  m.runFor(1);
  if (m.state === 'crashed') throw m.crash;
  return rows;
}
