import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import { machine, type Machine } from '../../runtime/machine.ts';
import {
  DETECT, LIGHTRED, RED, SOLID_FILL, VGAHI, VGALO, VGAMED, WHITE, YELLOW, bar, cleardevice, closegraph, getmaxy,
  getpixel, graphresult, initgraph, putpixel, setactivepage, setfillstyle, setgraphmode, setvisualpage,
} from '../../runtime/tc/graphics.ts';
import { installDevices } from '../../runtime/tc/devices.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { grabFrame } from '../../src/shared/session.ts';
import { draw, lit } from './graphics-harness.ts';

/** The colour the screen shows at (x, y): the visual page. */
const shown = (m: Machine, x: number, y: number): number => m.vga.visual[y * SCREEN_W + x]!;

/** How many pixels of the visual page are not 0. */
const shownLit = (m: Machine): number => m.vga.visual.reduce((n, c) => n + (c !== 0 ? 1 : 0), 0);

test('VGAHI has a second page off the screen (probe PG); pages past it are ignored, graphresult stays 0', () => {
  const results: number[] = [];
  const m = draw(() => {
    putpixel(10, 10, WHITE);
    setactivepage(1);
    results.push(graphresult());
    putpixel(8, 1, YELLOW); // byte 38 400 + 81 of each plane
    results.push(getpixel(10, 10));
    setactivepage(2);
    setactivepage(-1);
    results.push(graphresult());
  });
  assert.equal(results, [0, 0, 0]);
  assert.is(m.vga.activePage, 1);
  assert.is(m.vga.visualPage, 0);
  assert.is(shown(m, 10, 10), WHITE);
  assert.is(shownLit(m), 1, 'page 1 is not what the screen shows');
  assert.is(m.vga.memory[(38400 + 81) * 8]!, YELLOW);
});

test('setvisualpage shows the memory from page × A000h in VGAHI, past the 64K page 0 again (probe VP1)', () => {
  const seen: number[] = [];
  draw(() => {
    installDevices(machine()); // the CRTC's ports, which a compiled program's start-up plugs in, make the picture
    putpixel(520, 409, WHITE); // byte 32 785: 17 bytes past 8000h, where page 4 starts
    putpixel(0, 0, LIGHTRED); // where the screen's row 307 wraps to at byte 16
    setactivepage(1);
    putpixel(8, 40, YELLOW); // byte 38 400 + 3 201, 641 past A000h: the screen's row 8
    setvisualpage(1);
    seen.push(shown(machine(), 8, 8), shown(machine(), 8, 40), shown(machine(), 128, 307));
    setvisualpage(4);
    seen.push(shown(machine(), 136, 0), graphresult());
  });
  assert.equal(seen, [YELLOW, 0, LIGHTRED, WHITE, 0]);
});

test('VGAMED: drawing on page 1 is not visible until setvisualpage(1); each page keeps its own pixels', () => {
  let maxy = -1, under = -1, shownBefore = -1, litBefore = -1;
  const m = draw(() => {
    setgraphmode(VGAMED);
    maxy = getmaxy();
    putpixel(5, 5, YELLOW); // page 0
    setactivepage(1);
    putpixel(20, 30, RED);
    under = getpixel(5, 5); // page 1 has nothing there
    shownBefore = shown(machine(), 20, 30);
    litBefore = shownLit(machine());
    setvisualpage(1);
  });
  assert.is(maxy, 479, 'PRIMS3 16: getmaxy stays 479 in a shorter mode');
  assert.is(under, 0);
  assert.is(shownBefore, 0, 'page 1 drawn, page 0 shown');
  assert.is(litBefore, 1, 'page 0 shows only its own pixel');
  assert.is(m.vga.height, 350);
  assert.is(m.vga.visual.length, SCREEN_W * 350);
  assert.is(shown(m, 20, 30), RED);
  assert.is(shown(m, 5, 5), 0);
  assert.equal(lit(m), ['20,30'], 'the active page is page 1');
});

test('VGALO has 4 pages; page 4 is drawn past the planes and shown as page 0 (its start address 0000h: probe PGN); setgraphmode shows and draws on page 0 again', () => {
  const pages: number[] = [];
  const m = draw(() => {
    const vga = machine().vga;
    setgraphmode(VGALO);
    for (const p of [3, 4, 2]) {
      setactivepage(p);
      setvisualpage(p);
      pages.push(vga.activePage, vga.visualPage);
    }
    putpixel(1, 1, WHITE);
    setgraphmode(VGALO);
    pages.push(vga.activePage, vga.visualPage);
  });
  assert.equal(pages, [3, 3, 3, 0, 2, 2, 0, 0]);
  assert.is(m.vga.height, 200);
  assert.is(shownLit(m), 0, 'the mode set cleared every page');
  assert.is(m.vga.memory.some((c) => c !== 0), false);
});

// Not measured: the card's linear memory. Page p of mode 0Eh starts p·16K bytes into each plane,
// i.e. 204.8 rows of 80 bytes; with the BGI's limits still 639×479, row 300 of page 0 is memory
// page 1 shows.
test('VGALO: drawing below page 0\'s 200 rows lands in page 1\'s memory', () => {
  const m = draw(() => {
    setgraphmode(VGALO);
    putpixel(600, 300, RED);
    setvisualpage(1);
  });
  const offset = 300 * SCREEN_W + 600 - 0x4000 * 8; // 61528: row 96, column 88 of page 1
  assert.is(shown(m, 88, 96), RED);
  assert.is(offset, 96 * SCREEN_W + 88);
});

test('cleardevice clears the active page only', () => {
  const m = draw(() => {
    setgraphmode(VGAMED);
    setfillstyle(SOLID_FILL, RED);
    bar(0, 0, 99, 99);
    setactivepage(1);
    bar(0, 0, 9, 9);
    cleardevice();
    setactivepage(0);
  });
  assert.is(shown(m, 50, 50), RED, 'page 0 kept');
  m.vga.setVisualPage(1);
  assert.is(shownLit(m), 0, 'page 1 cleared');
});

test('closegraph gives mode 03h\'s one 640×400 frame; initgraph one 640×480 page, page 0, shown and drawn on', () => {
  const heights: number[] = [];
  const m = draw(() => {
    const vga = machine().vga;
    setgraphmode(VGAMED);
    setactivepage(1);
    setvisualpage(1);
    closegraph();
    heights.push(vga.height, vga.activePage, vga.visualPage);
    initgraph(ref(DETECT), ref(0), '');
    heights.push(vga.height, vga.activePage, vga.visualPage);
    setgraphmode(VGAHI);
    putpixel(3, 3, WHITE);
  });
  assert.equal(heights, [400, 0, 0, 480, 0, 0]);
  assert.is(shown(m, 3, 3), WHITE);
});

test('hosts see the visual page as DOSBox\'s screenshots show it (grabFrame): VGALO\'s rows twice', () => {
  const m = draw(() => {
    setgraphmode(VGALO);
    setactivepage(2);
    putpixel(7, 7, YELLOW);
    setvisualpage(2);
  });
  const f = grabFrame(m, 'lo');
  // as DOSBox's screenshots: the 200 rows each twice
  assert.is(f.width, 640);
  assert.is(f.height, 400);
  assert.is(f.pixels.length, 640 * 400);
  assert.is(f.pixels[14 * 640 + 7], YELLOW);
  assert.is(f.pixels[15 * 640 + 7], YELLOW);
  assert.is(f.pixels[16 * 640 + 7], 0);
});

test('dirty boxes stop at the mode\'s rows, and a page switch marks the whole screen', () => {
  const m = draw(() => {
    setgraphmode(VGALO);
  });
  m.vga.takeDirty();
  m.vga.touch(0, 300, 10, 400); // drawn below the 200 rows shown
  assert.is(m.vga.takeDirty(), null);
  m.vga.setVisualPage(1);
  assert.equal(m.vga.takeDirty(), { x0: 0, y0: 0, x1: 639, y1: 199 });
});

test.run();
