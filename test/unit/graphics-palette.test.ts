/**
 * The palette through the VGA's attribute registers and DAC (PRIMS3 screen 14 and its numbers):
 * what getpalette reports, what each colour index shows, and that a change recolours the whole
 * screen at once without touching a pixel.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import {
  BLACK, CYAN, LIGHTBLUE, RED, SOLID_FILL, bar, getbkcolor, getdefaultpalette, getpalette,
  getpalettesize, graphresult, palette, setallpalette, setbkcolor, setfillstyle,
  setpalette, setrgbpalette,
} from '../../runtime/tc/graphics.ts';
import { at, draw } from './graphics-harness.ts';

/** The 8-bit RGB colour index `i` shows. */
const shown = (p: Uint8Array, i: number): string => Array.from(p.subarray(i * 3, i * 3 + 3), (v) => v.toString(16).padStart(2, '0')).join('');

test('getpalette after initgraph: size 16 and the EGA attribute values (PRIMS3 14 numbers)', () => {
  const pal = palette();
  let def = palette();
  const m = draw(() => {
    getpalette(pal);
    def = getdefaultpalette();
  });
  assert.is(pal.size, 16);
  assert.equal(pal.colors, [0, 1, 2, 3, 4, 5, 20, 7, 56, 57, 58, 59, 60, 61, 62, 63]);
  assert.equal(Array.from(m.vga.palette), DEFAULT_PALETTE_RGB);
  assert.equal(def, pal);
});

test('setpalette, setrgbpalette and setbkcolor as PRIMS3 14 does them: numbers and the DAC colours of the capture', () => {
  const pal = palette();
  let sizes: number[] = [];
  const m = draw(() => {
    setfillstyle(SOLID_FILL, RED);
    bar(0, 0, 9, 9);
    setpalette(1, 4); setpalette(2, 0x3f); setpalette(3, 0x38); setpalette(14, 7);
    setrgbpalette(5, 63, 20, 0);
    setbkcolor(LIGHTBLUE);
    getpalette(pal);
    sizes = [getpalettesize(), getbkcolor()];
  });
  assert.equal(pal.colors, [57, 4, 63, 56, 4, 5, 20, 7, 56, 57, 58, 59, 60, 61, 7, 63]);
  assert.equal(sizes, [16, LIGHTBLUE]);
  // prims3_14_palettes.png's PLTE: the DAC as DOSBox scales it.
  const p = m.vga.palette;
  assert.equal([0, 1, 2, 3, 5, 14].map((i) => shown(p, i)), ['5555ff', 'aa0000', 'ffffff', '555555', 'ff5100', 'aaaaaa']);
  assert.is(at(m, 5, 5), RED, 'pixels keep their index; only what the index shows changes');
});

test('setbkcolor(BLACK) after another background shows black again (PRIMS3 15 capture)', () => {
  const m = draw(() => {
    setbkcolor(CYAN);
    setbkcolor(BLACK);
  });
  assert.is(shown(m.vga.palette, 0), '000000');
});

test('setrgbpalette keeps the low 6 bits of each component', () => {
  const m = draw(() => setrgbpalette(5, 63 + 64, 20 + 128, 1));
  assert.is(shown(m.vga.palette, 5), 'ff5104');
});

test('setallpalette skips −1 entries; bad colour numbers change nothing, grOk (probe PQUERY)', () => {
  const pal = palette();
  let results: number[] = [];
  const m = draw(() => {
    setallpalette({ size: 16, colors: [-1, 0x3f, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0] });
    getpalette(pal);
    setpalette(16, 1);
    results.push(graphresult());
    setbkcolor(16);
    results.push(graphresult());
  });
  assert.equal(pal.colors, [0, 63, 2, 3, 4, 5, 20, 7, 56, 57, 58, 59, 60, 61, 62, 0]);
  assert.equal(results, [0, 0]);
  assert.is(shown(m.vga.palette, 1), 'ffffff');
  assert.is(shown(m.vga.palette, 15), '000000');
});

test.run();
