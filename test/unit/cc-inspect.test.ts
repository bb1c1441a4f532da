// cc/inspect.ts: a C program compiled for stepping stops where the debugger says (next line, over
// a call, out of it, at a breakpoint, at a line) with the clock standing still, and its globals
// read as C sees them, in registers or in the data segment.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { globalsOf, LineDebugger } from '../../cc/inspect.ts';
import { Machine } from '../../runtime/machine.ts';

const SRC = [
  '#include <dos.h>', //                       1
  'struct P { int x; char c[2]; };', //         2
  'int total = 100;', //                        3
  'unsigned char grid[2][3];', //               4
  'struct P pt;', //                            5
  'int add(int a)', //                          6
  '{', //                                       7
  '    total += a;', //                         8
  '    return total;', //                       9
  '}', //                                       10
  'void main()', //                             11
  '{', //                                       12
  '    grid[1][2] = 7;', //                     13
  '    add(5);', //                             14
  '    pt.c[1] = -3;', //                       15
  '    delay(50);', //                          16
  '    add(1);', //                             17
  '}', //                                       18
].join('\n');

function setup() {
  const dbg = new LineDebugger();
  const prog = compileC(SRC, { file: 'T.C', onLine: dbg.hook, stepping: true });
  const m = new Machine();
  m.load(prog.rom);
  return { dbg, prog, m };
}

test('step into, over and out, and the clock stands still while stopped', () => {
  const { dbg, m } = setup();
  dbg.pause();
  m.runUntil(m.now + 1000);
  assert.ok(dbg.stopped);
  assert.is(dbg.line, 13);
  const t0 = m.now;
  m.runUntil(m.now + 1000);
  assert.is(m.now, t0, 'held: no time passes');
  assert.is(dbg.line, 13);
  dbg.resume('into');
  m.runUntil(m.now);
  assert.is(dbg.line, 14);
  dbg.resume('into');
  m.runUntil(m.now);
  assert.is(dbg.line, 8, 'into add()');
  dbg.resume('out');
  m.runUntil(m.now);
  assert.is(dbg.line, 15, 'back in main');
  dbg.resume('over');
  m.runUntil(m.now);
  assert.is(dbg.line, 16);
  dbg.resume('over');
  m.runFor(2000); // delay(50) needs virtual time
  assert.is(dbg.line, 17);
  dbg.resume('over');
  m.runFor(1);
  assert.is(m.state, 'exited');
});

test('breakpoints and run to a line', () => {
  const { dbg, m } = setup();
  dbg.breakpoints.add(9);
  m.runUntil(m.now + 1000);
  assert.ok(dbg.stopped);
  assert.is(dbg.line, 9);
  dbg.breakpoints.clear();
  dbg.resume('to', 17);
  m.runFor(2000);
  assert.is(dbg.line, 17);
  assert.ok(dbg.stopped);
});

test('globals read as C sees them, in registers and in memory', () => {
  const { dbg, prog, m } = setup();
  const g = globalsOf(prog);
  assert.equal(g.map((v) => `${v.type} ${v.name}`), ['int total', 'unsigned char [2][3] grid', 'struct P pt']);
  assert.is(globalsOf(compileC(SRC, { file: 'T.C' }))[0]!.read(), null, 'before a run');
  assert.is(g[0]!.read(), 100, 'loaded: the initializer');
  dbg.resume('to', 16);
  m.runUntil(m.now + 1000);
  const value = (n: string) => g.find((v) => v.name === n)!.read();
  assert.is(value('total'), 105);
  assert.equal(value('grid'), [[0, 0, 0], [0, 0, 7]]);
  assert.equal(value('pt'), { x: 0, c: [0, -3] });
});

test('without a debugger listening, stepping code runs through', () => {
  const { dbg, m } = setup();
  m.runFor(2000);
  assert.is(m.state, 'exited');
  assert.is(dbg.count, 9, '13 14 8 9 15 16 17 8 9');
});

test('a function called through a pointer (and what it calls) runs through; the rest still stops', () => {
  const src = [
    'int n;', //                                     1
    'int twice(int a) { return a * 2; }', //        2
    'int apply(int (*f)(int), int a)', //           3
    '{', //                                          4
    '    return f(a) + twice(1);', //                5
    '}', //                                          6
    'int dbl(int a)', //                             7
    '{', //                                          8
    '    return twice(a);', //                       9
    '}', //                                          10
    'void main()', //                                11
    '{', //                                          12
    '    n = apply(dbl, 5);', //                     13
    '    n++;', //                                   14
    '}', //                                          15
  ].join('\n');
  const dbg = new LineDebugger();
  const prog = compileC(src, { file: 'P.C', onLine: dbg.hook, stepping: true });
  assert.match(prog.source(), /^function dbl\(/m, 'dbl is called through a pointer: plain');
  assert.match(prog.source(), /^function twice\(/m, 'dbl calls twice: plain');
  assert.match(prog.source(), /^function\* apply\(/m);
  const m = new Machine();
  m.load(prog.rom);
  dbg.breakpoints.add(9).add(14);
  m.runFor(10);
  assert.ok(dbg.stopped);
  assert.is(dbg.line, 14, 'line 9 (in dbl) cannot stop; line 14 does');
  assert.equal(globalsOf(prog).map((g) => [g.name, g.read()]), [['n', 12]]);
});

test('the parser records which functions are used as pointers: called directly, a function stays steppable', () => {
  const src = [
    'int twice(int a) { return a * 2; }',
    'int thrice(int a) { return a * 3; }',
    'int apply(int (*f)(int), int a) { return f(a); }',
    'void main() { int (*g)(int) = &thrice; apply(twice, 1); twice(2); (*thrice)(3); g(4); apply(1 ? twice : thrice, 5); }',
  ].join('\n');
  const steps = compileC(src, { file: 'P.C', onLine: () => false, stepping: true });
  assert.equal(steps.image.program.pointed.map((s) => s.name).sort(), ['thrice', 'twice']);
  const direct = compileC('int f(void) { return 1; }\nvoid main() { f(); (*f)(); (&f)(); }', { file: 'D.C' });
  assert.equal(direct.image.program.pointed, []);
  // a function only called directly is a generator when stepped; one called through a pointer is not
  assert.match(steps.source(), /function\* apply\(/);
  assert.match(steps.source(), /function twice\(/);
});

test.run();
