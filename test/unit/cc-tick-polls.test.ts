// cc: where a read of the BIOS tick count polls it (codegen/blocking.ts TickPolls). A read that
// polls is a blocking call (`yield*`, its function a generator); any other peek, peekb or biostime
// returns at once and is called plainly, so a function that only reads memory through them stays
// a plain function (oracle-text's screen sums: 16 384 peeks a scene). Probe TK2 (cc-oracle-files)
// holds the waits themselves to DOSBox.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { Machine } from '../../runtime/machine.ts';
import { runC } from './cc-harness.ts';

/** The generated code of `body` (with dos.h and conio.h), coroutine flavour. */
function code(body: string): string {
  return compileC(`#include <dos.h>\n#include <conio.h>\n${body}`, { file: 'T.C', engines: ['coroutine'] }).source('coroutine');
}

/** Whether the function `name` is a generator, and how many of its tick reads poll (`yield*`) and do not (`$drive`). */
function shape(js: string, name: string): { generator: boolean; polls: number; plain: number } {
  const at = js.search(new RegExp(`function\\*? ${name}\\(`));
  const end = js.indexOf('\nfunction', at + 1);
  const f = js.slice(at, end < 0 ? undefined : end);
  return {
    generator: f.startsWith('function*'),
    polls: (f.match(/yield\* \(\$D\.at = \d+, \$L_(peek|peekb|biostime)\(/g) ?? []).length,
    plain: (f.match(/\$drive\(\(\$D\.at = \d+, \$L_(peek|peekb|biostime)\(/g) ?? []).length,
  };
}

test('peeks outside any wait are plain calls in a plain function', () => {
  const js = code('unsigned sum(void) { unsigned s = 0, u; for (u = 0; u < 4000; u += 2) s ^= peek(0xB800, u); return s + peekb(0x40, 0x49); }\nint main(void) { return sum(); }');
  assert.equal(shape(js, 'sum'), { generator: false, polls: 0, plain: 2 });
});

test("a loop's condition polls; the read before the loop does not", () => {
  const js = code('int main(void) { unsigned t = peek(0x40, 0x6C); while (peek(0x40, 0x6C) == t); return 0; }');
  assert.equal(shape(js, 'main'), { generator: true, polls: 1, plain: 1 });
});

test("a function a loop's condition calls polls, and what it calls outside its loops", () => {
  const js = code(`long far_ticks(void) { return *(long far *)MK_FP(0x40, 0x6C); }
unsigned ticks(void) { unsigned n = 0; int i; for (i = 0; i < 3; i++) n += peek(0x40, 0x6C); return peek(0x40, 0x6C) + (unsigned)far_ticks() + n; }
unsigned other(void) { return peek(0x40, 0x6C); }
int main(void) { unsigned t = ticks(), u = other(); while (ticks() == t); return u; }`);
  // the read in ticks' counted loop does not poll: a wait there would stretch each pass to a tick
  assert.equal(shape(js, 'ticks'), { generator: true, polls: 1, plain: 1 });
  assert.equal(shape(js, 'other'), { generator: false, polls: 0, plain: 1 });
  assert.ok(shape(js, 'far_ticks').generator);
});

test("an if's condition in a loop only a poll ends, and an assignment to what a loop tests, poll", () => {
  const js = code(`int main(void) {
  unsigned t = peek(0x40, 0x6C), u; long l = biostime(0, 0L) + 1; int i, k = 0;
  for (;;) if (peek(0x40, 0x6C) != t) break;
  while (!kbhit()) { if (peek(0x40, 0x6C) != t) { t = peek(0x40, 0x6C); k++; } if (k == 3) break; }
  do u = (unsigned)biostime(0, 0L); while (u != (unsigned)l);
  for (i = 0; i < 100; i++) if (peek(0x40, 0x6C) == 0) k++;
  for (i = 0; i < 100; i++) u = peek(0x40, 0x6C);
  return k + u;
}`);
  // polls: the for(;;)'s if, the while's if, the do's assignment; plain: the two reads before the
  // loops, the read in the if's branch, the counted loops' two
  assert.equal(shape(js, 'main'), { generator: true, polls: 3, plain: 5 });
});

test('INT 1Ah AH=00h polled through int86 skips to each tick (corpus C2288: a second in a few calls a tick)', () => {
  const m = new Machine();
  m.load(compileC(`#include <dos.h>
int main(void) {
  union REGS in, out; unsigned lo, ticks = 18;
  in.h.ah = 0; int86(0x1a, &in, &out); lo = out.x.dx;
  while (ticks) { int86(0x1a, &in, &out); if (lo != out.x.dx) { lo = out.x.dx; --ticks; } }
  return 0;
}`, { file: 'T.C' }).rom);
  m.runFor(1100);
  assert.is(m.state, 'exited');
  // each tick: the pass that sees a new count, one that sees it again and waits (Machine.idleRead), the read after the wait
  assert.ok(m.libraryCalls < 200, `${m.libraryCalls} library calls`);
});

test('INT 21h AH=2Ch polled through intdos and int86 skips to each tick (DOSBox: the time moves only at a tick, probe TM3)', () => {
  const m = new Machine();
  m.load(compileC(`#include <dos.h>
int main(void) {
  union REGS r; unsigned char hund; int changes = 0;
  r.h.ah = 0x2c; intdos(&r, &r); hund = r.h.dl;
  while (changes < 18) { r.h.ah = 0x2c; if (changes & 1) int86(0x21, &r, &r); else intdos(&r, &r); if (r.h.dl != hund) { hund = r.h.dl; changes++; } }
  return 0;
}`, { file: 'T.C' }).rom);
  m.runFor(1100);
  assert.is(m.state, 'exited');
  assert.ok(m.libraryCalls < 200, `${m.libraryCalls} library calls`);
});

for (const engine of ['sync', 'coroutine'] as const) {
  test(`${engine}: a function that reads the count polls where a loop calls it again, not where two calls read it one after the other (oracle CP2)`, () => {
    const r = runC(`#include <stdio.h>
#include <dos.h>
#include <conio.h>
long ticks(void) { return *(long far *)MK_FP(0x40, 0x6C); }
long n[3];
int main(void) {
  long t0, s, t; int k;
  s = ticks();
  for (k = 0; k < 3; k++) { t0 = ticks(); while (ticks() == t0); }
  t0 = ticks();
  while ((t = ticks()) - t0 < 2) { n[(int)(t - t0)]++; cputs("count is 19\\r\\n"); }
  printf("%ld %ld %ld\\n", t0 - s, n[0], n[1]);
  return 0;
}`, { engine, ms: 1000 });
    assert.is(r.crash, null);
    const [waited, n0, n1] = r.stdout.trim().split('\n').pop()!.split(' ').map(Number) as [number, number, number];
    // a tick a wait; the tick after the edge counted in full as the next (was none: the loop's
    // first read, just after `t0 = ticks();`, was taken for a poll and skipped to the next tick)
    assert.is(waited, 3, `${n0} ${n1}`);
    assert.ok(n1 > 100 && Math.abs(n0 - n1) <= n1 / 20, `${n0} ${n1}`);
  });
}

test.run();
