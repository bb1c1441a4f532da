/**
 * INT 33h as DOSBox's driver does it in mode 12h (src/ints/mouse.cpp), reached the way a Turbo C
 * program reaches it: int86(0x33, &r, &r). Host events are scheduled on the machine at virtual
 * times before the program runs; the program waits with sleepUntil between its calls.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_CURSOR_MASK, DEFAULT_SCREEN_MASK } from '../../runtime/bios/int33.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import { Machine, machine } from '../../runtime/machine.ts';
import type { Blocking } from '../../runtime/process.ts';
import { FP_OFF, FP_SEG, int86, int86x, REGS, SREGS } from '../../runtime/tc/dos.ts';
import { bar, DETECT, initgraph, setfillstyle, SOLID_FILL } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { runToExit } from '../support/keys.ts';

/** INT 33h with AX..DX (DX last): the registers it returns, as [ax, bx, cx, dx]. */
function* int33(ax: number, bx = 0, cx = 0, dx = 0): Blocking<number[]> {
  const r = new REGS();
  Object.assign(r.x, { ax, bx, cx, dx });
  yield* int86(0x33, r, r);
  return [r.x.ax, r.x.bx, r.x.cx, r.x.dx];
}

/** Wait until `ms` virtual ms since power-on (host events due by then are delivered). */
const until = (ms: number): Blocking => machine().sleepUntil(msToPit(ms));

/** Run `body` in graphics mode, the background filled with colour 5 (so both masks show). */
function graphics(body: (m: Machine) => Blocking, setup: (m: Machine) => void = () => {}): Machine {
  const m = new Machine();
  setup(m);
  runToExit(m, function* () {
    initgraph(ref(DETECT), ref(0), '');
    setfillstyle(SOLID_FILL, 5);
    bar(0, 0, 639, 479);
    yield* body(m);
  });
  return m;
}

const px = (m: Machine, x: number, y: number): number => m.vga.pixels[y * SCREEN_W + x]!;

/**
 * What the 16×16 box at (x0, y0) must hold with the cursor drawn over a uniform background `bg`:
 * screen-mask bit ? bg : 0, then XOR 0Fh where the cursor-mask bit is set (DOSBox DrawCursor).
 */
function expectCursor(m: Machine, x0: number, y0: number, bg: number, screen = DEFAULT_SCREEN_MASK, cursor = DEFAULT_CURSOR_MASK): void {
  for (let r = 0; r < 16; r++) {
    for (let c = 0; c < 16; c++) {
      const x = x0 + c, y = y0 + r;
      if (x < 0 || y < 0 || x >= 640 || y >= 480) continue;
      const bit = 0x8000 >> c;
      const want = ((screen[r]! & bit ? bg : 0) ^ (cursor[r]! & bit ? 15 : 0));
      assert.is(px(m, x, y), want, `pixel (${x},${y})`);
    }
  }
}

/** The whole screen is colour `bg` except inside the 16×16 box at (x0, y0). */
function expectOnlyBox(m: Machine, x0: number, y0: number, bg: number): void {
  for (let i = 0; i < m.vga.pixels.length; i++) {
    const x = i % SCREEN_W, y = (i / SCREEN_W) | 0;
    if (x >= x0 && x < x0 + 16 && y >= y0 && y < y0 + 16) continue;
    if (m.vga.pixels[i] !== bg) assert.unreachable(`pixel (${x},${y}) is ${m.vga.pixels[i]}, not ${bg}`);
  }
}

test('function 0: AX=FFFFh, BX=3 buttons, the cursor at the centre and hidden (counter 1)', () => {
  let got: number[][] = [];
  graphics(function* (m) {
    got = [yield* int33(0), yield* int33(3)];
    // looked at while the program runs: after it, DOS draws its prompt over rows 16–31 (oracle G2)
    expectOnlyBox(m, 320, 240, 5);
    expectCursor(m, 320, 240, 5, [...DEFAULT_SCREEN_MASK].fill(0xffff), [...DEFAULT_CURSOR_MASK].fill(0)); // not drawn
  });
  assert.equal(got, [[0xffff, 3, 0, 0], [3, 0, 320, 240]]); // fn 3 leaves AX; BX buttons, CX/DX position
});

test('functions 1/2: show draws the DOSBox arrow exactly; the hide counter needs as many shows as hides', () => {
  const m = graphics(function* (m) {
    yield* int33(0);
    yield* int33(1); // counter 1 → 0: drawn
    expectCursor(m, 320, 240, 5);
    expectOnlyBox(m, 320, 240, 5);
    yield* int33(2); // → 1: the saved background is back
    yield* int33(2); // → 2
    expectOnlyBox(m, -100, -100, 5);
    yield* int33(1); // → 1: still hidden
    expectOnlyBox(m, -100, -100, 5);
    yield* int33(1); // → 0
    expectCursor(m, 320, 240, 5);
    yield* int33(1); // DOSBox: never below 0, so one hide hides again
    yield* int33(2);
    expectOnlyBox(m, -100, -100, 5);
  });
  assert.is(m.state, 'exited');
});

test('functions 3/4: set position within the ranges, the cursor restored where it was and drawn where it is', () => {
  let got: number[][] = [];
  graphics(function* (m) {
    yield* int33(0);
    yield* int33(1);
    yield* int33(4, 0, 100, 50);
    got.push(yield* int33(3));
    expectCursor(m, 100, 50, 5);
    expectOnlyBox(m, 100, 50, 5);
    yield* int33(4, 0, 0xfff6, 9999); // −10 and 9999: clamped to 0..639, 0..479
    got.push(yield* int33(3));
    expectCursor(m, 0, 479, 5);
    expectOnlyBox(m, 0, 479, 5);
  });
  assert.equal(got, [[3, 0, 100, 50], [3, 0, 0, 479]]);
});

test('functions 5/6: press and release counts with the last positions, cleared by reading', () => {
  let got: number[][] = [];
  graphics(
    function* () {
      yield* int33(0);
      yield* until(100);
      got = [yield* int33(5, 0), yield* int33(5, 0), yield* int33(6, 0), yield* int33(5, 1), yield* int33(6, 1), yield* int33(5, 7)];
    },
    (m) => {
      m.mouseMove(10, 20, msToPit(10));
      m.mouseButton(0, true, msToPit(20));
      m.mouseButton(0, false, msToPit(30));
      m.mouseMove(30, 40, msToPit(40));
      m.mouseButton(0, true, msToPit(50)); // second press, still held
      m.mouseButton(0, true, msToPit(55)); // a press of a held button: nothing
      m.mouseButton(2, true, msToPit(60));
      m.mouseButton(2, false, msToPit(61));
    },
  );
  assert.equal(got, [
    [1, 2, 30, 40], // AX = buttons held now (left); BX = 2 presses, last at (30,40)
    [1, 0, 30, 40], // read again: count cleared, the position stays
    [1, 1, 10, 20], // one release, at (10,20)
    [1, 0, 0, 0], // right: never pressed
    [1, 0, 0, 0],
    [1, 1, 30, 40], // BX=7: DOSBox reads the last button (middle)
  ]);
});

test('functions 7/8: ranges (either order), the position pulled inside, host moves kept inside', () => {
  let got: number[][] = [];
  graphics(
    function* () {
      yield* int33(0);
      yield* int33(7, 0, 300, 100); // min 100, max 300
      yield* int33(8, 0, 50, 200);
      got.push(yield* int33(3)); // (320,240) → (300,200)
      yield* until(100);
      got.push(yield* int33(3)); // host at (5, 470) → (100, 200)
    },
    (m) => m.mouseMove(5, 470, msToPit(50)),
  );
  assert.equal(got, [[3, 0, 300, 200], [3, 0, 100, 200]]);
});

test('function 9: the program\'s masks and hot spot (ES:DX through FP_SEG/FP_OFF)', () => {
  const screen = Array.from({ length: 16 }, (_, i) => (i < 8 ? 0xff00 : 0x00ff));
  const cursor = Array.from({ length: 16 }, (_, i) => 0x8001 | (1 << (i % 16)));
  const m = graphics(function* (m) {
    yield* int33(0);
    const masks = [...screen, ...cursor];
    const r = new REGS(), s = new SREGS();
    r.x.ax = 9;
    r.x.bx = 8; // hot spot (8, 4)
    r.x.cx = 4;
    s.es = FP_SEG(masks);
    r.x.dx = FP_OFF(masks);
    yield* int86x(0x33, r, r, s);
    yield* int33(1);
    expectCursor(m, 312, 236, 5, screen, cursor);
    expectOnlyBox(m, 312, 236, 5);
  });
  assert.is(m.state, 'exited');
});

test('the cursor is clipped at every screen edge (no wrap), and restored exactly', () => {
  graphics(function* (m) {
    yield* int33(0);
    yield* int33(1);
    for (const [x, y] of [[632, 470], [639, 479], [0, 0]] as const) {
      yield* int33(4, 0, x, y);
      expectCursor(m, x, y, 5);
      expectOnlyBox(m, x, y, 5);
    }
    // A hot spot past the top-left: the box starts at (−5, −3); rows and columns shift in.
    const masks = [...DEFAULT_SCREEN_MASK, ...DEFAULT_CURSOR_MASK];
    const r = new REGS(), s = new SREGS();
    Object.assign(r.x, { ax: 9, bx: 5, cx: 3, dx: FP_OFF(masks) });
    s.es = FP_SEG(masks);
    yield* int86x(0x33, r, r, s);
    expectCursor(m, -5, -3, 5);
    expectOnlyBox(m, 0, 0, 5);
    yield* int33(2);
    expectOnlyBox(m, -100, -100, 5);
  });
});

test('drawing under a visible cursor: moving it puts back the old 16×16 background (DOSBox\'s artefact)', () => {
  const m = graphics(
    function* () {
      yield* int33(0);
      yield* int33(1); // at (320,240) over colour 5
      setfillstyle(SOLID_FILL, 2);
      bar(300, 230, 360, 270); // over the cursor, without hiding it
      yield* until(100); // the host moves the mouse away at 50 ms
    },
    (m) => m.mouseMove(500, 400, msToPit(50)),
  );
  for (let y = 230; y <= 270; y++) {
    for (let x = 300; x <= 360; x++) {
      const hole = x >= 320 && x < 336 && y >= 240 && y < 256;
      assert.is(px(m, x, y), hole ? 5 : 2, `(${x},${y})`);
    }
  }
  expectCursor(m, 500, 400, 5);
});

test('function 0Bh: mickeys at 8/16 per 8 pixels, cleared by reading; 0Fh changes the ratio', () => {
  let got: number[][] = [];
  graphics(
    function* () {
      yield* int33(0);
      yield* until(100);
      got.push(yield* int33(0x0b), yield* int33(0x0b)); // +10, +5 pixels → 10, 10 mickeys
      yield* int33(0x0f, 0, 16, 4); // 16 horizontal, 4 vertical per 8 pixels
      yield* until(200);
      got.push(yield* int33(0x0b)); // −3, −3 pixels → −6, −1.5 (the half carries)
      yield* until(300);
      got.push(yield* int33(0x0b)); // −0, −1 pixels → 0, −0.5 + −0.5 = −1
    },
    (m) => {
      m.mouseMove(320, 240, msToPit(10)); // the host starts where the driver does
      m.mouseMove(330, 245, msToPit(50));
      m.mouseMove(327, 242, msToPit(150));
      m.mouseMove(327, 241, msToPit(250));
    },
  );
  assert.equal(got, [[0x0b, 0, 10, 10], [0x0b, 0, 0, 0], [0x0b, 0, 0xfffa, 0xffff], [0x0b, 0, 0, 0xffff]]);
});

test('relative motion (moveby): mickeys count as given, the position moves 8/ratio pixels per mickey', () => {
  let got: number[][] = [];
  graphics(
    function* () {
      yield* int33(0);
      yield* until(100);
      got.push(yield* int33(3), yield* int33(0x0b));
    },
    (m) => m.mouseMoveBy(10, 10, msToPit(50)),
  );
  assert.equal(got, [[3, 0, 330, 245], [0x0b, 0, 10, 10]]);
});

test('function 0Ch: the handler runs at the event\'s virtual time with mask, buttons, position, mickeys', () => {
  const calls: string[] = [];
  graphics(
    function* () {
      yield* int33(0);
      const handler = (r: REGS): void => {
        const m = machine();
        calls.push(`${Math.round(m.nowMs)}ms ax=${r.x.ax} bx=${r.x.bx} cx=${r.x.cx} dx=${r.x.dx} si=${r.x.si} di=${r.x.di}`);
      };
      const r = new REGS(), s = new SREGS();
      Object.assign(r.x, { ax: 0x0c, cx: 0x01 | 0x02 | 0x10, dx: FP_OFF(handler) }); // moved, left down, right up
      s.es = FP_SEG(handler);
      yield* int86x(0x33, r, r, s);
      yield* until(100);
    },
    (m) => {
      m.mouseMove(330, 240, msToPit(20));
      m.mouseButton(0, true, msToPit(30));
      m.mouseButton(0, false, msToPit(40)); // not in the mask
      m.mouseButton(1, true, msToPit(50)); // not in the mask
      m.mouseButton(1, false, msToPit(60));
    },
  );
  assert.equal(calls, [
    '20ms ax=1 bx=0 cx=330 dx=240 si=10 di=0',
    '30ms ax=2 bx=1 cx=330 dx=240 si=10 di=0',
    '60ms ax=16 bx=0 cx=330 dx=240 si=10 di=0',
  ]);
});

test('functions 1Ah/1Bh: sensitivity set and read (each at most 100); 24h the version', () => {
  let got: number[][] = [];
  graphics(function* () {
    got.push(yield* int33(0x1b));
    yield* int33(0x1a, 20, 150, 70);
    got.push(yield* int33(0x1b), yield* int33(0x24));
  });
  assert.equal(got, [[0x1b, 50, 50, 50], [0x1b, 20, 100, 70], [0x24, 0x0805, 0x0400, 0]]);
});

test('a function the driver does not have is an error naming INT 33h and AX', () => {
  const m = new Machine();
  m.load({ name: 't', title: 't', *start() { yield* int33(0x10); } });
  m.runFor(10);
  assert.is(m.state, 'crashed');
  assert.match(m.crash!.message, 'INT 33h AH=00h (AX=0010h) is not modelled');
});

test.run();
