// Programs that treat the machine as a PC: INT 8 / INT 9 / INT 1Ch handlers through the vector
// table and the 8259, ports 60h/64h, PIT channel 0 reprogrammed, the BIOS data area. The C
// programs are in test/fixtures/pc/; where DOSBox is faithful its output is there too (*.OUT,
// the real Turbo C 2.0 at cycles=fixed 3000).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { Machine } from '../../runtime/machine.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { Pic } from '../../runtime/hw/pic.ts';
import { PitCounter } from '../../runtime/hw/pit-counter.ts';
import { typematicFromByte } from '../../runtime/hw/keyboard.ts';

const fixture = (name: string): string => readFileSync(join('test', 'fixtures', 'pc', name), 'latin1');

/** Compile and run C source at 3000 cycles for `ms`; what it printed (it must end). */
function runSource(src: string, ms = 3000): string {
  let stdout = '';
  const p = compileC(src, { file: 'T.C', stdout: (s) => (stdout += s) });
  const m = new Machine({ cycles: 3000 });
  m.load(p.rom);
  m.runUntil(msToPit(ms));
  if (m.crash) throw new Error(m.crash.message);
  assert.is(m.state, 'exited');
  return stdout;
}

type Input = [ms: number, action: 'press' | 'release', key: string];

/** Run a fixture on the coroutine engine with keys at virtual ms; what it printed. */
function run(name: string, options: { cycles?: number; ms?: number; keys?: Input[] } = {}): { stdout: string; m: Machine } {
  let stdout = '';
  const p = compileC(fixture(name), { file: name, stdout: (s) => (stdout += s) });
  const m = new Machine(options.cycles ? { cycles: options.cycles } : {});
  m.load(p.rom);
  for (const [at, action, key] of options.keys ?? []) {
    if (action === 'press') m.keyDown(key, msToPit(at));
    else m.keyUp(key, msToPit(at));
  }
  m.runUntil(msToPit(options.ms ?? 3000));
  if (m.crash) throw new Error(m.crash.message);
  assert.is(m.state, 'exited');
  return { stdout, m };
}

test('PICP.C: the 8259 mask, port 64h, the ISR and the BIOS data area read as in DOSBox', () => {
  // the program writes PICP.OUT on the C: drive in DOSBox; here it prints the same lines
  const src = fixture('PICP.C').replace(/fprintf\(f, /g, 'printf(').replace(/.*fopen.*\n|.*fclose.*\n/g, '');
  assert.is(runSource(src, 500), fixture('PICP.OUT'));
});

test('TIMER8.C: INT 8 at ~1 kHz chaining every 65536 PIT ticks keeps the BIOS count (DOSBox: 1055 and 19)', () => {
  const { stdout } = run('TIMER8.C', { cycles: 3000 });
  const [, fast, bios, imr] = /^fast (\d+) bios (\d+) imr (\w+)\n$/.exec(stdout) ?? [];
  const [, dbFast, dbBios, dbImr] = /^fast (\d+) bios (\d+) imr (\w+)/.exec(fixture('TIMER8.OUT'))!;
  assert.ok(fast !== undefined, stdout);
  // delay(1000) is the model's (its length is fixed against DELAYT.C); the counts agree within 1
  assert.ok(Math.abs(Number(fast) - Number(dbFast)) <= 1, `${fast} vs DOSBox ${dbFast}`);
  assert.is(bios, dbBios);
  assert.is(imr, dbImr);
});

test('TICK1C.C: INT 1Ch at the BIOS rate, then with the PIT at 64 times it and INT 8 chaining every 64th: 36 ticks, 36 calls, 2304 fast (as DOSBox)', () => {
  const { stdout } = run('TICK1C.C', { cycles: 3000, ms: 6000 });
  assert.is(stdout, fixture('TICK1C.OUT').replace(/\r\n/g, '\n'));
});

test('KBD9.C: an INT 9 handler sees every byte at port 60h (make, break, E0) and chains to the BIOS', () => {
  const { stdout } = run('KBD9.C', {
    keys: [[100, 'press', 'A'], [150, 'release', 'A'], [200, 'press', 'LShift'], [250, 'press', 'Up'], [260, 'release', 'Up'], [300, 'release', 'LShift']],
  });
  // KBD9.OUT: DOSBox 0.74 (cycles=fixed 3000) running `KBD9 > KBD9.OUT` in a window on Xvfb,
  // the keys typed into it with xdotool (keydown a, keyup a, keydown Shift_L, keydown Up,
  // keyup Up, keyup Shift_L; 150 ms apart, X's auto-repeat off): the same bytes and key words.
  assert.is(stdout, 'calls 8\n1E 9E 2A E0 48 E0 C8 AA \nkey 1E61\nkey 4800\n');
  assert.is(stdout, fixture('KBD9.OUT').replace(/\r\n/g, '\n'));
});

test('TYPEMAT.C: INT 16h AX=0305h sets the delay and rate the keyboard repeats at (IBM AT Technical Reference)', () => {
  const { stdout } = run('TYPEMAT.C', { cycles: 3000, ms: 4000, keys: [[500, 'press', 'A'], [2000, 'release', 'A']] });
  const t = typematicFromByte(0x1f);
  assert.equal([t.delayMs, Math.round(t.periodMs * 100)], [250, 50040]);
  // the 1 kHz count of each byte (it starts after delay's calibration, ~440 ms in): the make,
  // repeats 250 ms later and every 500.4 ms, the break 1500 ms after the make; the keyboard's
  // two ACKs came during delay(10), before the handler was set
  assert.is(stdout, '60 1E\n310 1E\n811 1E\n1311 1E\n1560 9E\n');
});

test('a handler that never sends an EOI stops its IRQ until the program sends one', () => {
  const src = `#include <stdio.h>
#include <dos.h>
void interrupt (*old8)(void);
volatile int calls = 0;
void interrupt noeoi(void) { calls++; }
unsigned long far *ticks = (unsigned long far *) MK_FP(0x40, 0x6C);
unsigned long spin(void) { long i; unsigned long t; for (i = 0; i < 100000L; i++) t = *ticks; return t; }
int main(void)
{
    unsigned long t0 = *ticks;
    int stuck, again, still, moved;
    old8 = getvect(8);
    setvect(8, noeoi);
    spin();
    stuck = calls;
    outportb(0x20, 0x20);
    again = calls;
    setvect(8, old8);
    outportb(0x20, 0x20);
    still = *ticks == t0;
    moved = spin() > t0;
    printf("%d %d %d %d\\n", stuck, again, still, moved);
    return 0;
}`;
  // ~270 ms of spinning: one call, then IRQ0 stays in service; the EOI lets the waiting one in
  // (once: the 8259 keeps one request); with the BIOS's handler back, the count moves again
  assert.is(runSource(src), '1 2 1 1\n');
});

test('disable() holds IRQ0 in the 8259; enable() serves it at once, once however many came', () => {
  const src = `#include <stdio.h>
#include <dos.h>
unsigned long far *ticks = (unsigned long far *) MK_FP(0x40, 0x6C);
int main(void)
{
    long i;
    unsigned long t0, t1, t2;
    delay(1);
    t0 = *ticks;
    disable();
    for (i = 0; i < 100000L; i++) t1 = *ticks;
    enable();
    t2 = *ticks;
    printf("%lu %lu\\n", t1 - t0, t2 - t0);
    return 0;
}`;
  assert.is(runSource(src), '0 1\n');
});

test('a loop that only reads what a handler changes waits for the interrupts (INT 8 at 1 kHz, INT 9)', () => {
  const src = `#include <stdio.h>
#include <dos.h>
void interrupt (*old8)(void);
void interrupt (*old9)(void);
volatile unsigned int ms = 0;
volatile unsigned char last = 0;
unsigned long acc = 0;
void interrupt tick(void)
{
    ms++;
    acc += 1193;
    if (acc >= 65536L) { acc -= 65536L; old8(); } else outportb(0x20, 0x20);
}
void interrupt key(void) { last = inportb(0x60); outportb(0x20, 0x20); }
int main(void)
{
    unsigned int t0, t1;
    old8 = getvect(8);
    old9 = getvect(9);
    disable();
    setvect(8, tick);
    setvect(9, key);
    outportb(0x43, 0x34);
    outportb(0x40, 1193 & 0xff);
    outportb(0x40, 1193 >> 8);
    enable();
    t0 = ms;
    while (ms < t0 + 250) ;
    while (last != 0x81) ;
    t1 = ms;
    disable();
    outportb(0x43, 0x36);
    outportb(0x40, 0);
    outportb(0x40, 0);
    setvect(8, old8);
    setvect(9, old9);
    enable();
    printf("%u\\n", t1 - t0);
    return 0;
}`;
  for (const engine of ['sync', 'coroutine'] as const) {
    let stdout = '';
    const p = compileC(src, { file: 'SPIN.C', stdout: (s) => (stdout += s) });
    let m: Machine;
    if (engine === 'sync') {
      const sm = new SyncMachine();
      sm.loadSync(p.syncRom);
      sm.keyDown('Esc', msToPit(700));
      sm.keyUp('Esc', msToPit(800));
      sm.runSync(msToPit(2000), () => null);
      m = sm;
    } else {
      m = new Machine();
      m.load(p.rom);
      m.keyDown('Esc', msToPit(700));
      m.keyUp('Esc', msToPit(800));
      m.runUntil(msToPit(2000));
    }
    assert.is(m.state, 'exited', m.crash?.message);
    // 250 ms at 1 kHz, then Esc's break at 800 ms virtual: 800 interrupts since the start
    assert.is(stdout, '800\n', engine);
  }
});

test('the 8259: priority, the in-service level, non-specific and specific EOI, OCW3 reads', () => {
  const pic = new Pic();
  pic.raise(1);
  pic.raise(0);
  assert.is(pic.acknowledge(), 0);
  assert.is(pic.acknowledge(), -1); // IRQ1 waits below IRQ0 in service
  pic.write(0x20, 0x0b);
  assert.is(pic.read(0x20), 0x01);
  pic.write(0x20, 0x0a);
  assert.is(pic.read(0x20), 0x02);
  pic.write(0x20, 0x20);
  assert.is(pic.acknowledge(), 1);
  pic.write(0x20, 0x61);
  assert.is(pic.acknowledge(), -1);
  pic.write(0x21, 0xff);
  pic.raise(0);
  assert.is(pic.acknowledge(), -1); // masked
  pic.write(0x21, 0xf8);
  assert.is(pic.acknowledge(), 0);
  assert.throws(() => pic.write(0x20, 0x11), /ICW1 11h reinitialises the 8259/);
});

test('PIT channel 0: IRQ0 on each rising edge; a new count after a control word starts at once', () => {
  const c = new PitCounter();
  c.reset(3, 0);
  assert.is(c.nextRisingEdge(0), 65536);
  assert.is(c.nextRisingEdge(65536), 131072);
  c.control(0x34, 1000); // mode 2, lobyte/hibyte
  assert.is(c.nextRisingEdge(1000), Infinity); // no count yet
  c.write(100, 1000);
  c.write(0, 1000);
  assert.is(c.nextRisingEdge(1000), 1101); // loaded on the next tick, OUT rises after 100
  assert.is(c.nextRisingEdge(1101), 1201);
  c.write(50, 1150); // mode 2, running: the new count at the end of the period
  c.write(0, 1150);
  assert.is(c.nextRisingEdge(1150), 1201);
  assert.is(c.nextRisingEdge(1201), 1251);
});

test('port 60h holds the keyboard\'s next byte back until read; 64h tells', () => {
  const m = new Machine();
  m.pic.write(0x21, 0xfa); // IRQ 1 masked: nobody reads the controller
  m.keyDown('A', 10);
  m.keyUp('A', 20);
  m.runUntil(100);
  assert.is(m.portIn(0x64), 0x1d);
  assert.is(m.portIn(0x60), 0x1e);
  assert.is(m.portIn(0x64), 0x1c);
  m.runUntil(200);
  assert.is(m.portIn(0x60), 0x9e);
  assert.is(m.portIn(0x60), 0x9e); // read again: the same byte
  assert.ok(m.keyBuffer.isEmpty());
});

test('the BIOS data area: flags, buffer pointers and words, tick count, as INT 16h and the timer see them', () => {
  const src = `#include <stdio.h>
#include <dos.h>
#include <bios.h>
int main(void)
{
    unsigned int far *head = (unsigned int far *) MK_FP(0x40, 0x1A);
    unsigned int far *tail = (unsigned int far *) MK_FP(0x40, 0x1C);
    unsigned char far *flags = (unsigned char far *) MK_FP(0x40, 0x17);
    unsigned long far *vec = (unsigned long far *) MK_FP(0, 9 * 4);
    while (!bioskey(1)) ;
    printf("%02X %02X %04X %02X %X\\n", *head, *tail, peek(0x40, *head), *flags, bioskey(2));
    *head = *tail;
    printf("%d %lX\\n", bioskey(1), *vec);
    poke(0x40, 0x6C, 0);
    pokeb(0x40, 0x6E, 0);
    printf("%u\\n", peek(0x40, 0x6C));
    return 0;
}`;
  let stdout = '';
  const p = compileC(src, { file: 'BDA.C', stdout: (s) => (stdout += s) });
  const m = new Machine();
  m.load(p.rom);
  m.keyDown('LShift', msToPit(100));
  m.keyDown('B', msToPit(110));
  m.runUntil(msToPit(1000));
  assert.is(m.state, 'exited', m.crash?.message);
  assert.is(stdout, '1E 20 3042 02 202\n0 F000E987\n0\n');
});

test.run();
