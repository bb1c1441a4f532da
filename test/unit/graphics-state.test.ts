import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { machine, Machine } from '../../runtime/machine.ts';
import { DEFAULT_PALETTE_RGB } from '../../runtime/hw/vga.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import {
  CGA, CGAHI, DETECT, EGA, EGAHI, EGAMONO, VGA, VGAHI, WHITE, cleardevice, getmaxmode, grFileNotFound, grNotDetected, closegraph, floodfill, getcolor, getmaxcolor, getmaxx,
  getmaxy, getviewsettings, grapherrormsg, graphresult, grNoInitGraph, initgraph, line, outtextxy,
  setcolor, setfillstyle, SOLID_FILL, RED, type viewporttype, installuserdriver, grOk,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { draw, lit, run } from './graphics-harness.ts';

test('initgraph(DETECT) picks VGA/VGAHI, clears the screen, installs the defaults', () => {
  const m = new Machine();
  m.vga.pixels.fill(5);
  m.vga.setDac(3, 1, 2, 3);
  const gd = ref(DETECT), gm = ref(-1);
  const vp: viewporttype = { left: -1, top: -1, right: -1, bottom: -1, clip: -1 };
  run(() => {
    initgraph(gd, gm, 'c:\\tc\\');
    assert.is(graphresult(), 0);
    assert.equal([getmaxx(), getmaxy(), getmaxcolor(), getcolor()], [639, 479, 15, WHITE]);
    getviewsettings(vp);
  }, m);
  assert.equal([gd.value, gm.value], [VGA, VGAHI]);
  assert.equal(lit(m), []);
  assert.equal(Array.from(m.vga.palette), DEFAULT_PALETTE_RGB);
  assert.equal(vp, { left: 0, top: 0, right: 639, bottom: 479, clip: 1 });
});

test('initgraph: a driver whose file the machine lacks fails as TC does; EGA is EGAVGA.BGI; mono is refused (probe PINIT)', () => {
  const seen: (string | number)[] = [];
  run(() => {
    const gd = ref(CGA), gm = ref(CGAHI);
    initgraph(gd, gm, '');
    seen.push(gd.value, graphresult(), grapherrormsg(grFileNotFound));
    const neg = ref(-1);
    initgraph(neg, ref(0), '');
    seen.push(neg.value, graphresult());
    const ega = ref(EGA), past = ref(4);
    initgraph(ega, past, '');
    seen.push(ega.value, past.value, graphresult());
    initgraph(ref(EGA), ref(EGAHI), '');
    seen.push(graphresult(), getmaxx(), getmaxy(), getmaxmode(), grapherrormsg(grFileNotFound));
  });
  assert.equal(seen, [grFileNotFound, grFileNotFound, 'Device driver file not found (CGA.BGI)', grNotDetected, grNotDetected,
    EGA, 4, 30, 0, 639, 349, EGAHI, 'Device driver file not found (EGAVGA.BGI)']);
  assert.throws(() => run(() => initgraph(ref(EGAMONO), ref(0), '')), /initgraph\(5, 0\): EGAVGA.BGI's monochrome mode \(BIOS mode 0Fh\) is not modelled/);
  assert.throws(() => run(() => initgraph(ref(VGA), ref(3), '')), /monochrome/);
  assert.throws(() => run(() => initgraph(ref(VGA), ref(6), '')), /mode 6 reads past EGAVGA.BGI's mode table/);
});

test('initgraph: a number past 127 names the kernel\'s table entry number & 127, the first name installed at 134; 14–17 read past the number map (probes N128–N140, M13–M17, corpus C5611)', () => {
  const files: string[] = [];
  const egavga: number[] = [];
  run(() => {
    installuserdriver('isvga256', null);
    for (const n of [128, 130, 133, 134, 135, 138, 139, 255, 13, 14, 15, 16]) {
      initgraph(ref(n), ref(0), '');
      files.push(grapherrormsg(graphresult()).replace('Device driver file not found ', ''));
    }
    for (const n of [17, 129]) {
      const gd = ref(n), gm = ref(1);
      initgraph(gd, gm, '');
      egavga.push(gd.value, gm.value, graphresult(), getmaxy());
      closegraph();
    }
  });
  assert.equal(files, ['(CGA.BGI)', '(IBM8514.BGI)', '(PC3270.BGI)', '(ISVGA256.BGI)', '(.BGI)', '(xxxx.BGI)', '(.BGI)', '(.BGI)', '(.BGI)', '(CGA.BGI)', '(ATT.BGI)', '(PC3270.BGI)']);
  assert.equal(egavga, [17, 1, grOk, 349, 129, 1, grOk, 349]);
});

test('initgraph(DETECT) asks the detect functions installuserdriver took, the last first: a mode of 0 or more loads that name\'s driver (probes DET1–DET10)', () => {
  const seen: (string | number)[] = [];
  const calls: string[] = [];
  const detecting = (name: string, mode: number) => (): number => (calls.push(name), mode);
  const detect = (...installs: [string, number | null][]): void => {
    run(() => {
      for (const [name, mode] of installs) installuserdriver(name, mode === null ? null : detecting(name, mode));
      const gd = ref(DETECT), gm = ref(0);
      initgraph(gd, gm, '');
      seen.push(gd.value, gm.value, graphresult(), getmaxy());
    });
  };
  detect(['egavga', 1]); // DET1: Borland's entry, 129, EGAVGA.BGI's mode 1
  detect(['egavga', -11]); // DET2: the machine's own detection
  detect(['XYZ', 1]); // DET4: the user's entry, whose file is not there
  detect(['A', 0], ['B', null], ['C', -1], ['egavga', 0]); // DET10: the last first, a null one passed over
  assert.equal(seen, [129, 1, grOk, 349, VGA, VGAHI, grOk, 479, grFileNotFound, 1, grFileNotFound, 0, 129, 0, grOk, 199]);
  assert.equal(calls, ['egavga', 'egavga', 'XYZ', 'egavga']);
});

test('graphresult returns the last error once; grapherrormsg knows Borland\'s texts', () => {
  run(() => {
    cleardevice();
    assert.is(graphresult(), grNoInitGraph);
    assert.is(graphresult(), 0);
    assert.is(grapherrormsg(-7), 'Out of memory in flood fill');
    assert.is(grapherrormsg(0), 'No error');
  });
  // Probe PQUERY: a code without a text is "Graphics error (N)", N unsigned.
  run(() => {
    assert.is(grapherrormsg(-15), 'Graphics error (65521)');
    assert.is(grapherrormsg(1), 'Graphics error (1)');
    assert.is(grapherrormsg(-1), '(BGI) graphics not installed');
    assert.is(grapherrormsg(-18), 'Invalid File Version Number');
  });
});

test('a fresh program run starts with graphics not installed (state is per process)', () => {
  const m = draw(() => {});
  run(() => {
    line(0, 0, 5, 5);
    assert.is(graphresult(), grNoInitGraph);
  }, m);
});

test('tracing: each call reports itself in C syntax', () => {
  const m = new Machine();
  m.tracing = true;
  const calls: string[] = [];
  m.on('trace', (c) => calls.push(c));
  run(() => {
    initgraph(ref(DETECT), ref(0), 'c:\\tc\\');
    setcolor(8);
    setfillstyle(SOLID_FILL, RED);
    floodfill(39, 39, 8);
    outtextxy(305, 105, 'Score: 100');
    line(1, 2, 3, 4);
    closegraph();
  }, m, true);
  assert.equal(calls, [
    'initgraph(&graphdriver /* 0 */,&graphmode /* 0 */,"c:\\\\tc\\\\")',
    'setcolor(8)',
    'setfillstyle(1,4)',
    'floodfill(39,39,8)',
    'outtextxy(305,105,"Score: 100")',
    'line(1,2,3,4)',
    'closegraph()',
  ]);
});

test('closegraph returns to 80×25 text mode: 640×400, blank in LIGHTGRAY on BLACK, cursor at the top left', () => {
  let size: number[] = [];
  let cells: number[] = [];
  const m = draw(() => {
    line(0, 0, 639, 479);
    closegraph();
    line(0, 0, 639, 0);
    assert.is(graphresult(), grNoInitGraph);
    const con = textConsole(machine().vga);
    assert.ok(con.active);
    assert.equal([con.col, con.row], [0, 0]);
    size = [machine().vga.width, machine().vga.height, machine().vga.visual.length];
    cells = [...new Set(con.memory.subarray(0, 4000))];
  }, true);
  // TEXTM 3: mode 03h's screen as DOSBox captures it, every cell a blank (20h) in attribute 07h.
  assert.equal(size, [640, 400, 640 * 400]);
  assert.equal(cells.sort((a, b) => a - b), [0x07, 0x20]);
  // Then the program ended and DOS wrote CR LF and its prompt (TEXTM 4).
  assert.is(textConsole(m.vga).line(1), 'C:\\>');
});

test.run();
