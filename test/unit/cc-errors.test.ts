// cc: errors name the place. Compile errors read `Error file.c line: …` as TCC 2.0's do;
// run-time faults (a null pointer, stack overflow) halt the machine with the C file, line and
// function, and a division by zero ends the program as TC's run time does, the place still named; a program that loops without a blocking call meets the runaway guard.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { compileError, output, runC } from './cc-harness.ts';

test("a local of the body's outermost block named as a parameter is a redeclaration, as TCC 2.0 says (corpus C3970)", () => {
  assert.match(compileError('void f(char *s, int n)\n{\n  int i, n, m = 1;\n}\nvoid main() {}\n'), /^Error t\.c 3: Redeclaration of 'n' in function f$/m);
  // an inner block's may hide it; another name is no fault
  assert.ok(compileC('void f(int n)\n{\n  int m = n;\n  { int n = m; }\n}\nvoid main() { f(1); }\n', { file: 'T.C' }).functions.includes('f'));
});

test("a declaration's stray token is TCC 2.0's Declaration syntax error, at file scope, in a block and in a struct's members (probes ST, FS, LC, FI, LI, SM, SN in test/fixtures/tcc-messages)", () => {
  const first = (src: string): string => {
    try {
      compileC(src, { file: 'T.C', strict: true });
    } catch (e) {
      return (e as Error).message.split('\n')[0]!;
    }
    return 'compiled';
  };
  // corpus C3800's `void main()  //main function` before its `{` (`//` is two slashes to TCC 2.0: --strict)
  assert.is(first('void main()  //main function\n{\n}\n'), 'Error t.c 1: Declaration syntax error');
  for (const tail of ['/ 2;', '+ 1;', '5;', ')', 'int y;', '"s";', 'x;', '= 1 2;', '= {1} 2;'])
    assert.is(first(`int x ${tail}\nvoid main() {}\n`), 'Error t.c 1: Declaration syntax error', tail);
  for (const tail of ['/ 2;', 'int y;', '5;', '= 1 2;'])
    assert.is(first(`void main()\n{\n  int x ${tail}\n}\n`), 'Error t.c 3: Declaration syntax error in function main', tail);
  // a block's `}` where the `;` should be: that, then "Declaration missing ;" (LN1)
  assert.is(compileError('void main()\n{\n    int x\n}\n'), 'Error t.c 4: Declaration syntax error in function main\nError t.c 4: Declaration missing ; in function main\n*** 2 errors in Compile ***');
  // a member that starts with no type or has no name (corpus C3954's `//` after a member), and a member's own stray token
  for (const members of ['int a; / b;', 'int a; + ', 'int a; 5', 'int;', 'int a; int *;'])
    assert.is(first(`struct s { ${members} };\nvoid main() {}\n`), 'Error t.c 1: Declaration syntax error', members);
  for (const members of ['int a / ;', 'int a ', 'int a b;'])
    assert.is(first(`struct s { ${members} };\nvoid main() {}\n`), 'Error t.c 1: Declaration missing ;', members);
});

test("a definition's () is no prototype: TCC 2.0 takes calls of it with arguments, its own recursive call too (probes K1-K3, corpus C3899)", () => {
  assert.is(output('#include <stdio.h>\nvoid f()\n{\n  static int n = 0;\n  if (n++ < 1) f(1, 2);\n  printf("n=%d\\n", n);\n}\nvoid main() { f(); }\n'), 'n=2\nn=2\n');
  assert.is(output('#include <stdio.h>\nvoid f()\n{\n  printf("f\\n");\n}\nvoid main() { f(1, 2); }\n'), 'f\n');
  assert.match(compileError('void f(void)\n{\n}\nvoid main() { f(1); }\n'), /^Error t\.c 4: Extra parameter in call to f in function main$/m);
});

test('syntax errors give file:line', () => {
  assert.match(compileError('void main()\n{\n    int x\n}\n', 'PROG.C'), /^Error prog\.c 4: Declaration missing ; in function main$/m);
  assert.match(compileError('void main()\n{\n    x = 1;\n}\n'), /^Error t\.c 3: Undefined symbol 'x' in function main$/m);
  // (at the function's closing brace, as TCC 2.0 names it: oracle-ccerr undef-label)
  assert.match(compileError('void main()\n{\n    goto nowhere;\n}\n'), /^Error t\.c 4: Undefined label 'nowhere' in function main$/m);
  assert.match(compileError('int a[2] = {1, 2, 3};\nvoid main() {}\n'), /^Error t\.c 1: Too many initializers$/m);
  // an auto's, its function's (corpus C3968: TCC 2.0's "Too many initializers in function prog_main")
  assert.match(compileError('void main()\n{\n  char b[2][4] = {"ab", "cd", "ef"};\n}\n'), /^Error t\.c 3: Too many initializers in function main$/m);
  assert.match(compileError('void main()\n{\n  "abc" = 1;\n}\n'), /^Error t\.c 3: Lvalue required in function main$/m);
  assert.match(compileError('void f(int a);\nvoid main()\n{\n  f(1, 2);\n}\n'), /^Error t\.c 4: Extra parameter in call to f in function main$/m);
  assert.match(compileError('/* open\n'), /^Error t\.c 1: Unexpected end of file in comment started on line 1/);
  assert.match(compileError('int b;\n#if 1\nint a;\n'), /^Error t\.c 3: Unexpected end of file in conditional started on line 1$/m);
});

test('an undefined function links with TLINK\'s line; an int or pointer one runs on to its first argument, another faults when called, naming it', () => {
  // TLINK 2.0's texts (measured: test/fixtures/tcc-messages); TLINK still writes the .EXE (corpus C208)
  const src = '#include <stdio.h>\nint frobnicate(int);\nvoid main(int argc)\n{\n  if (argc > 1) frobnicate(3);\n  printf("before %d\\n", frobnicate(4));\n  printf("after %d\\n", random(6));\n}\n';
  // (latest called first: probes MO6-MO8)
  assert.equal(compileC(src, { file: 'T.C' }).linkWarnings, ["Undefined symbol '_random' in module t.c", "Undefined symbol '_frobnicate' in module t.c"]);
  // the call runs on, AX as the argument left it (probe UC1; random is stdlib.h's macro)
  const ran = runC(src, { file: 'T.C' });
  assert.is(ran.state, 'exited');
  assert.is(ran.stdout, 'before 4\nafter 6\n');
  // probe UC2: a pointer result runs on the same way, and the function's address is 0
  const ptr = src.replace('int frobnicate(int);', 'char *frobnicate(int);').replace('%d\\n", frobnicate(4)', '%d %d\\n", frobnicate(4), frobnicate == 0');
  assert.is(runC(ptr, { file: 'T.C' }).stdout, 'before 4 1\nafter 6\n');
  // a word variable is pushed from memory or SI/DI, past AX: the leftmost argument that is not
  // one gives AX, none the AX before (UC1's `f(g)`; corpus C2112's regexec(a, b) after findnext)
  const vars = src.replace('int frobnicate(int);', 'int frobnicate();\nint g = 7, h = 8; char k = 9;').replace('frobnicate(4)', 'frobnicate(g, h) + 10 * frobnicate(g, h + 1) + 100 * frobnicate(h, k)');
  assert.is(runC(vars, { file: 'T.C' }).stdout, 'before 990\nafter 6\n');
  const far = src.replace('int frobnicate(int);', 'long frobnicate(int);').replace('printf("before %d\\n", frobnicate(4));', 'printf("before\\n");\n  frobnicate(4);');
  const r = runC(far, { file: 'T.C' });
  assert.is(r.state, 'crashed');
  assert.is(r.stdout, 'before\n');
  assert.match(r.crash!, /T\.C:7: in main\(\): frobnicate\(\) is called, but no module defines it: TLINK said "Undefined symbol '_frobnicate' in module t\.c"/);
});

test('TLINK writes the .EXE whatever it finds undefined, and it runs: a call runs on, a function\'s or a datum\'s address is 0, a program without main ends at once (UA1–UA5, TC 2.0 in DOSBox)', () => {
  const probes = JSON.parse(readFileSync(join('test', 'fixtures', 'unlinked', 'unlinked.json'), 'utf8')) as { cases: { name: string; tlink: string[]; exe: number; out: string }[] };
  for (const p of probes.cases) {
    const file = `${p.name}.C`, source = readFileSync(join('test', 'fixtures', 'unlinked', file), 'latin1');
    const c = compileC(source, { file });
    assert.equal(c.linkWarnings, p.tlink, p.name);
    const m = new Machine();
    m.load(c.rom);
    for (let i = 0; i < 40 && m.state === 'running'; i++) m.runFor(100);
    assert.is(m.state, 'exited', p.name);
    // (main's address is TC's code layout, which mode12h's functions do not have)
    const out = new TextDecoder('latin1').decode(driveOf(m).read('OUT.TXT') ?? new Uint8Array(0));
    assert.is(out.replace(/main=\w+/, 'main='), p.out.replace(/main=\w+/, 'main='), p.name);
  }
});

test('a program\'s own open gets fopen\'s and freopen\'s calls, with their flags and permission, and the stream its handle (OP2, TC 2.0 in DOSBox)', () => {
  const source = readFileSync(join('test', 'fixtures', 'unlinked', 'OP2.C'), 'latin1');
  const want = readFileSync(join('test', 'fixtures', 'unlinked', 'OP2.OUT'), 'latin1');
  const p = compileC(source, { file: 'OP2.C' });
  for (const engine of ['synchronous', 'coroutine'] as const) {
    let m: Machine;
    if (engine === 'coroutine') {
      m = new Machine();
      m.load(p.rom);
      m.runUntil(msToPit(1000));
    } else {
      const sm = new SyncMachine();
      sm.loadSync(p.syncRom);
      sm.runSync(msToPit(1000), () => null);
      m = sm;
    }
    const read = (name: string): string => new TextDecoder('latin1').decode(driveOf(m).read(name) ?? new Uint8Array(0));
    assert.is(read('OUT.TXT'), want, engine);
    assert.is(read('G.TXT'), 'hello', engine);
  }
});

test('a division by zero ends the program as TC\'s run time does, and the place is still named', () => {
  // test/fixtures/divide-error: "Divide error" on handle 2, exit status 3; the hosts say where
  for (const engine of ['sync', 'coroutine'] as const) {
    const r = runC('#include <stdio.h>\nint f(int a)\n{\n    return 10 / a;\n}\nvoid main()\n{\n    printf("before\\n");\n    f(0);\n    printf("after\\n");\n}\n', { file: 'DIV.C', engine });
    assert.is(r.state, 'exited', engine);
    assert.is(r.stdout, 'before\nDivide error\r\n', engine);
    assert.is(r.status, 3, engine);
    assert.is(r.ending, 'DIV.C:4: in f(): Divide error (division by zero): the program ended there (exit status 3)', engine);
  }
  assert.is(runC('void main()\n{\n    int a = -32767 - 1, b = -1;\n    a = a % b;\n}\n', { file: 'OVF.C' }).ending, 'OVF.C:4: in main(): Divide error (-32768 / -1: the quotient does not fit an int): the program ended there (exit status 3)');
  assert.is(runC('void main()\n{\n    int a = 10, b = 3;\n    a = a / b;\n}\n').ending, null, 'an ordinary end names no place');
  // TCC compiles a variable divided by the constant 0 and refuses two constants (tcc-messages P20)
  assert.is(runC('void main()\n{\n    int i = 3;\n    i = i % 0;\n}\n').status, 3);
  assert.match(compileError('void main()\n{\n    int i;\n    i = 1 / (2 - 2);\n}\n'), /^Error t\.c 4: Division by zero in function main$/m);
});

test('a NULL pointer reads and writes TC\'s bytes at DS:0000 (probe NP2), and the end says "Null pointer assignment" (NP3); past them C0\'s vectors and variables (DSA: corpus C4077)', () => {
  const nul = runC('#include <stdio.h>\nstruct S { int a, b; };\nvoid main()\n{\n    struct S *p = 0;\n    printf("%d %d %s\\n", p->a, p->b, (char *)p + 4);\n    p->b = 1;\n    printf("%d\\n", p->b);\n}\n', { file: 'NUL.C' });
  assert.is(nul.crash, null);
  assert.is(nul.stdout, '0 0 Turbo-C - Copyright (c) 1988 Borland Intl.\n1\nNull pointer assignment\r\n');
  // strlen from 003Ch runs through C0's messages into INT 0's saved vector, F000:1060, to 0076h
  const r = runC('#include <stdio.h>\nvoid main()\n{\n    char *s = (char *)0x3C;\n    int n = 0, *v = (int *)0x74;\n    while (s[n]) n++;\n    printf("%d %x %x", n, v[0], v[1]);\n}\n', { file: 'NUL.C' });
  assert.is(r.crash, null);
  assert.is(r.stdout, '58 1060 f000');
});

test('getimage into a NULL pointer writes the header and rows, not imagesize\'s last two bytes: 21×21 pixels fill DS:0000–00FF, and putimage draws them back (PIMG; corpus C3032)', () => {
  const r = runC('#include <graphics.h>\nint main(void)\n{\n    int gd = DETECT, gm;\n    initgraph(&gd, &gm, "");\n    putpixel(13, 14, 14);\n    getimage(10, 10, 30, 30, (void *)0);\n    putimage(100, 100, (void *)0, COPY_PUT);\n    return getpixel(103, 104) + 16 * (imagesize(10, 10, 30, 30) - 256);\n}\n', { file: 'GINUL.C' });
  assert.is(r.crash, null);
  assert.is(r.status, 14 + 16 * 2);
});

test('unbounded recursion with locals in memory runs the stack into the heap', () => {
  const r = runC('int deep(int n)\n{\n    char buf[100];\n    buf[0] = n;\n    return deep(n + 1) + buf[0];\n}\nvoid main()\n{\n    deep(0);\n}\n', { file: 'REC.C' });
  assert.is(r.state, 'crashed');
  assert.match(r.crash ?? '', /REC\.C:1: in deep\(\): Stack overflow!/);
});

// oracle: TCC 2.0 runs a coursework program with int a[100][100], b[100][100] as locals (40 KB)
test('a main with 40 KB of local arrays runs; malloc keeps out of the stack', () => {
  const r = runC('#include <stdio.h>\n#include <stdlib.h>\nvoid main()\n{\n    int a[100][100], b[100][100];\n    char *p;\n    a[0][0] = 3; b[99][99] = 4;\n    p = malloc(30000);\n    printf("%d %d %d\\n", a[0][0] + b[99][99], p == NULL, p != NULL && p + 30000 > (char *)&a[0][0]);\n}\n', { file: 'BIG.C' });
  assert.is(r.state, 'exited', r.crash ?? '');
  assert.is(r.stdout, '7 1 0\n');
});

// No fault site is at hand for these two (a DataView's bounds, the host's stack): the program's
// own record names the function (cc/program.ts fault).
test('a wild pointer off the end of the segment and runaway recursion name the C file and function', () => {
  const wild = runC('void poke(int *p)\n{\n    *p = 1;\n}\nvoid main()\n{\n    poke((int *)0xFFFF);\n}\n', { file: 'WILD.C' });
  assert.is(wild.state, 'crashed');
  assert.match(wild.crash ?? '', /WILD\.C: in poke\(\): a word at FFFFh runs off the end of the data segment/);
  const deep = runC('int down(int n)\n{\n    return n ? down(n + 1) : 0;\n}\nvoid main()\n{\n    down(1);\n}\n', { file: 'DEEP.C' });
  assert.is(deep.state, 'crashed');
  assert.match(deep.crash ?? '', /DEEP\.C:1: in down\(\): Stack overflow!/);
});

test('exit() ends the program where it is called', () => {
  const r = runC('#include <stdio.h>\n#include <stdlib.h>\nvoid main()\n{\n    printf("a");\n    exit(3);\n    printf("b");\n}\n');
  assert.is(r.state, 'exited');
  assert.is(r.stdout, 'a');
});

test('a loop that never blocks meets the runaway guard instead of hanging the host', () => {
  const src = '#include <graphics.h>\nvoid main()\n{\n    for (;;) getx();\n}\n';
  // The coroutine engine cannot pause a plain function: past the host's step it stops the program.
  const r = runC(src, { file: 'SPIN.C', engine: 'coroutine' });
  assert.is(r.state, 'crashed');
  assert.match(r.crash ?? '', /a runaway loop: 16777216 library calls and none that waits/);
  // The synchronous engine charges the calls their time and stops the program at the deadline, as a PC would run it.
  const s = runC(src, { file: 'SPIN.C', ms: 500 });
  assert.is(s.state, 'running');
  assert.is(s.crash, null);
});

test('a loop that calls nothing at all meets the pure-loop guard', () => {
  const r = runC('void main()\n{\n    int x = 1;\n    while (x)\n        x = x | 1;\n}\n', { file: 'PURE.C' });
  assert.is(r.state, 'crashed');
  assert.match(r.crash ?? '', /PURE\.C:4: in main\(\): a loop ran \d+ passes without a library call/);
});

// The browser shows the same text for the same file (test/browser/c-player.test.ts): the function
// comes from the program's own record, not from the host's stack text.
const FAULT_CRASH = readFileSync('test/fixtures/FAULT.CRASH', 'latin1').trim();

test('a fault two calls deep: the crash names file, line and function from the program\'s own record, on both engines', () => {
  const src = readFileSync('test/fixtures/FAULT.C', 'latin1');
  assert.is(runC(src, { file: 'FAULT.C' }).crash, FAULT_CRASH);
  assert.is(runC(src, { file: 'FAULT.C', engine: 'coroutine' }).crash, FAULT_CRASH);
  // the record after the throw: the C stack where it happened, innermost first
  const p = compileC(src, { file: 'FAULT.C' });
  const m = new Machine();
  m.load(p.rom);
  m.runFor(10);
  assert.is(m.crash?.message, FAULT_CRASH);
  assert.equal(p.rom.running!(), ['share', 'split', 'main']);
});

test('an error inside a library call names the C function and line that made the call', () => {
  const src = '#include <graphics.h>\nvoid spin(void)\n{\n    for (;;) getx();\n}\nvoid main()\n{\n    spin();\n}\n';
  const r = runC(src, { file: 'SPIN.C', engine: 'coroutine' });
  assert.match(r.crash ?? '', /^ROM spin crashed in spin\(\): SPIN\.C:4: in spin\(\): a runaway loop/);
});

test('with line tracking the record is kept live: the machine\'s stack probe sees the C functions at each library call', () => {
  const src = '#include <graphics.h>\nvoid dot(int x)\n{\n    getx();\n}\nvoid row(void)\n{\n    dot(1);\n    dot(2);\n}\nvoid main()\n{\n    row();\n    getx();\n}\n';
  const p = compileC(src, { file: 'ROW.C', onLine: () => {} });
  const m = new Machine();
  const samples: string[] = [];
  m.tracing = true; // the probe looks at each traced library call
  m.stackProbe = (s) => samples.push(s.join(' < '));
  m.load(p.rom);
  m.runFor(10);
  assert.is(m.state, 'exited', m.crash?.message);
  assert.equal(samples, ['dot < row < main', 'dot < row < main', 'main']);
});

test('a longjmp gives the record back to the function that called setjmp: a later fault names its own function, a later sample its own stack', () => {
  const src = '#include <setjmp.h>\n#include <graphics.h>\njmp_buf jb;\nint zero = 0x80;\nvoid deep(int n)\n{\n    if (n == 0) longjmp(jb, 1);\n    deep(n - 1);\n}\n' +
    'int share(int a)\n{\n    getx();\n    return a + ((int (*)(void))zero)();\n}\nvoid main()\n{\n    if (setjmp(jb) == 0) deep(3);\n    share(5);\n}\n';
  for (const engine of ['sync', 'coroutine'] as const) {
    assert.match(runC(src, { file: 'SJ.C', engine }).crash ?? '', /^ROM sj crashed in share\(\): SJ\.C:13: in share\(\): call through a wild function pointer/, engine);
  }
  const p = compileC(src, { file: 'SJ.C', onLine: () => {} });
  const m = new Machine();
  const samples: string[] = [];
  m.tracing = true;
  m.stackProbe = (s) => samples.push(s.join(' < '));
  m.load(p.rom);
  m.runFor(10);
  assert.ok(samples.includes('share < main'), samples.join(', '));
  assert.is(m.crash?.fn, 'share');
});

test('setjmp where the machine cannot replay it is refused with its line: in a loop (a for\'s first clause too), twice, beside goto labels', () => {
  const prog = (body: string) => `#include <setjmp.h>\njmp_buf b;\nint n;\nvoid main()\n{\n${body}\n}\n`;
  assert.match(compileError(prog('  while (n < 3)\n    if (setjmp(b) == 0) n++;')), /^Error t\.c 7: setjmp inside a loop is not supported on this machine/m);
  assert.match(compileError(prog('  for (setjmp(b); n < 3; n++) ;')), /^Error t\.c 6: setjmp inside a loop is not supported on this machine/m);
  assert.match(compileError(prog('  n = setjmp(b);\n  n += setjmp(b) + 1;')), /^Error t\.c 6: setjmp called twice in one function is not supported on this machine/m);
  assert.match(compileError(prog('  n = setjmp(b);\nagain:\n  if (n++ < 3) goto again;')), /^Error t\.c 6: setjmp in a function with goto labels is not supported on this machine/m);
  assert.is(runC(prog('  n = setjmp(b);\n  if (n < 3) longjmp(b, n + 1);\n  printf("%d", n);')).stdout, '3');
});

test.run();
