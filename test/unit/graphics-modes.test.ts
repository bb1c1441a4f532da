/** Drivers, modes and the loading calls (PRIMS3 16 and its numbers; the rest as TC behaves with nothing linked in). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { machine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import {
  CGA, EGA, VGA, VGAHI, VGALO, WHITE, detectgraph, getdrivername, getgraphmode, getmaxmode,
  getmaxy, getmodename, getmoderange, graphresult, grError, grOk, grInvalidFont, grInvalidMode,
  installuserdriver, installuserfont, putpixel, settextstyle, HORIZ_DIR, grapherrormsg, grFontNotFound, grInvalidFontNum, registerbgidriver, registerbgifont, restorecrtmode, setgraphbufsize,
  setgraphmode,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { draw, lit } from './graphics-harness.ts';

test('queries as PRIMS3 16 printed them', () => {
  const r: unknown[] = [];
  draw(() => {
    const lo = ref(0), hi = ref(0);
    r.push(getdrivername(), getgraphmode(), getmaxmode(), getmodename(0));
    getmoderange(VGA, lo, hi); r.push(lo.value, hi.value);
    getmoderange(EGA, lo, hi); r.push(lo.value, hi.value);
    getmoderange(99, lo, hi); r.push(lo.value, hi.value);
    getmoderange(CGA, lo, hi); r.push(lo.value, hi.value);
  });
  assert.equal(r, ['EGAVGA', VGAHI, VGAHI, '640 x 200 EGA', 0, 2, 0, 1, -1, -1, 0, 4]);
});

test('setgraphmode clears the screen and keeps initgraph\'s limits; a bad mode → grInvalidMode', () => {
  const r: number[] = [];
  const m = draw(() => {
    putpixel(5, 5, WHITE);
    setgraphmode(VGALO);
    r.push(graphresult(), getgraphmode(), getmaxy());
    setgraphmode(7);
    r.push(graphresult(), getgraphmode());
  });
  assert.equal(r, [0, VGALO, 479, grInvalidMode, VGALO]);
  assert.equal(lit(m), []);
});

test('restorecrtmode goes to text mode; setgraphmode comes back to graphics', () => {
  let inText = false;
  const m = draw(() => {
    restorecrtmode();
    inText = textConsole(machine().vga).active;
    setgraphmode(VGAHI);
  });
  assert.ok(inText);
  assert.not.ok(textConsole(m.vga).active);
});

test('detectgraph finds the VGA in its highest mode', () => {
  const gd = ref(0), gm = ref(0);
  draw(() => detectgraph(gd, gm));
  assert.equal([gd.value, gm.value], [VGA, VGAHI]);
});

test('with nothing linked in and graphics on: registerbgidriver grError, registerbgifont grInvalidFont; installuserdriver numbers drivers 6 to 9, finds IBM8514 at 3, then grError; setgraphbufsize returns the size in use, changes nothing and sets grError (oracle GS, probe PIUD)', () => {
  const r: number[] = [];
  draw(() => {
    r.push(registerbgidriver(null), graphresult(), registerbgifont(null), graphresult());
    r.push(installuserdriver('svga256', null), installuserdriver('svga256', null), installuserdriver('IBM8514', null), installuserdriver('a', null), installuserdriver('b', null), graphresult());
    r.push(installuserdriver('c', null), graphresult(), installuserdriver('IBM8514', null), graphresult());
    r.push(setgraphbufsize(8192), graphresult(), setgraphbufsize(1024));
  });
  assert.equal(r, [grError, grError, grInvalidFont, grInvalidFont, 6, 7, 3, 8, 9, grOk, grError, grError, 3, grOk, 4096, grError, 4096]);
});

test('getmodename: the names Turbo C returns for 0..4 (probe PMODE); past them an error names the call', () => {
  const names: string[] = [];
  draw(() => { for (let i = 0; i <= 4; i++) names.push(getmodename(i)); });
  assert.equal(names, ['640 x 200 EGA', '640 x 350 EGA', '640 x 480 VGA', '640 X 350 EGA MONO', 'ONO']);
  assert.throws(() => draw(() => getmodename(5)), /getmodename: mode 5 reads past/);
});

test('installuserfont: a font of the table by its first four characters, else 11 on; settextstyle looks for that name + .CHR; 5..10 are SCRI.CHR…, 11 on grInvalidFontNum until given (oracle P5, BI1)', () => {
  const r: unknown[] = [];
  draw(() => {
    r.push(installuserfont('euro.chr'));
    settextstyle(5, HORIZ_DIR, 1);
    r.push(graphresult(), grapherrormsg(grFontNotFound));
    settextstyle(11, HORIZ_DIR, 1);
    r.push(graphresult());
    r.push(installuserfont('MYF.CHR'), installuserfont('myf.chr'), installuserfont('C:\\LITT.CHR'), installuserfont('LITT'));
    settextstyle(11, HORIZ_DIR, 4);
    r.push(graphresult(), grapherrormsg(grFontNotFound));
    settextstyle(13, HORIZ_DIR, 1);
    r.push(graphresult());
  });
  assert.equal(r, [9, grFontNotFound, 'Font file not found (SCRI.CHR)', grInvalidFontNum, 11, 11, 12, 2, grFontNotFound, 'Font file not found (MYF..CHR)', grInvalidFontNum]);
});

test.run();
