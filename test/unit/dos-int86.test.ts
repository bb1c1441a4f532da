/** dos.h's union REGS and int86/int86x/intr on the services the machine has (INT 16h, 1Ah, 10h). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { msToPit } from '../../runtime/hw/pit.ts';
import { Machine } from '../../runtime/machine.ts';
import type { Blocking } from '../../runtime/process.ts';
import { int86, intr, REGPACK, REGS } from '../../runtime/tc/dos.ts';
import { DETECT, initgraph } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { runToExit, tap } from '../support/keys.ts';

test('union REGS: x and h share the words (little-endian halves), stores truncate, non-integers throw', () => {
  const r = new REGS();
  r.x.ax = 0x1234;
  assert.equal([r.h.al, r.h.ah], [0x34, 0x12]);
  r.h.ah = 0x1ff; // unsigned char: the low byte
  assert.is(r.x.ax, 0xff34);
  r.h.dl = 7;
  r.h.dh = 1;
  assert.is(r.x.dx, 0x0107);
  r.x.cx = -1; // unsigned int
  assert.equal([r.x.cx, r.h.cl, r.h.ch], [0xffff, 0xff, 0xff]);
  assert.throws(() => (r.x.bx = 1.5), /union REGS: x.bx = 1.5: not an integer/);
  assert.throws(() => (r.h.bl = NaN), /union REGS: h.bl = NaN/);
  assert.equal(Object.keys(r.x), ['ax', 'bx', 'cx', 'dx', 'si', 'di', 'cflag', 'flags']);
});

/** Run `body` as a program; rethrow its crash. */
function program(body: () => Blocking, keys: (m: Machine) => void = () => {}): Machine {
  const m = new Machine();
  keys(m);
  runToExit(m, body);
  return m;
}

test('INT 16h: AH=00h waits for a key and returns its word; AH=01h sets ZF in x.flags when none waits', () => {
  const got: number[] = [];
  program(
    function* () {
      const r = new REGS();
      r.h.ah = 1;
      yield* int86(0x16, r, r);
      got.push(r.x.flags & 0x40);
      r.h.ah = 0;
      got.push(yield* int86(0x16, r, r)); // waits until the key at 100 ms
      r.h.ah = 1;
      yield* int86(0x16, r, r);
      got.push(r.x.flags & 0x40, r.x.cflag);
    },
    (m) => tap(m, 'P', 100),
  );
  assert.equal(got, [0x40, 0x1970, 0x40, 0]);
});

test('INT 1Ah AH=00h: CX:DX the tick count, AL the midnight flag; intr moves every register', () => {
  const got: number[] = [];
  program(function* () {
    const r = new REGS();
    yield* int86(0x1a, r, r);
    got.push(r.x.cx, r.x.dx, r.h.al);
    const p = new REGPACK();
    p.r_ax = 0;
    p.r_bx = 0x55;
    yield* intr(0x1a, p);
    got.push(p.r_cx, p.r_dx, p.r_bx);
  }, (m) => m.runUntil(msToPit(1000))); // powered on 1 s before the program starts
  assert.equal(got, [0, 18, 0, 0, 18, 0x55]); // 1000 ms = 18 ticks
});

test('INT 10h: AH=0Fh the mode, AH=0Ch/0Dh a pixel in mode 12h (bit 7 XORs); a mode the machine lacks an error naming it', () => {
  const got: number[] = [];
  const m = program(function* () {
    const r = new REGS();
    r.h.ah = 0x0f;
    got.push(yield* int86(0x10, r, r)); // text mode at the DOS prompt
    initgraph(ref(DETECT), ref(0), '');
    r.h.ah = 0x0f;
    got.push(yield* int86(0x10, r, r));
    Object.assign(r.x, { ax: 0x0c05, cx: 10, dx: 200 });
    yield* int86(0x10, r, r);
    Object.assign(r.x, { ax: 0x0c83, cx: 10, dx: 200 });
    yield* int86(0x10, r, r);
    Object.assign(r.x, { ax: 0x0d00, cx: 10, dx: 200 });
    got.push(yield* int86(0x10, r, r));
    Object.assign(r.x, { ax: 0x0c0f, cx: 640, dx: 200 }); // off the screen: nothing
    yield* int86(0x10, r, r);
  });
  assert.equal(got, [0x5003, 0x5012, 0x0d06]);
  // (row 200: after the program, DOS draws its prompt over rows 16–31, oracle G2)
  assert.is(m.vga.pixels[200 * 640 + 10], 6);

  const bad = new Machine();
  // mode 13h (320×200, 256 colours): the machine has no such mode
  bad.load({ name: 't', title: 't', *start() { const r = new REGS(); r.x.ax = 0x0013; yield* int86(0x10, r, r); } });
  bad.runFor(1);
  assert.match(bad.crash!.message, 'INT 10h AH=00h is not modelled');
  const bad21 = new Machine();
  bad21.load({ name: 't', title: 't', *start() { const r = new REGS(); r.h.ah = 0x4c; yield* int86(0x21, r, r); } });
  bad21.runFor(1);
  assert.match(bad21.crash!.message, 'INT 21h AH=4Ch is not modelled');
});

test.run();
