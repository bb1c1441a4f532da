// cc conformance: control flow and functions — switch fall-through, goto (out of nested loops,
// backwards), labelled break/continue inside loops and switches, comma and ?:, recursion,
// function pointers, K&R definitions, main without a return type, enums and typedefs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output, runC } from './cc-harness.ts';

test("a function's name alone as a statement does nothing (corpus C935: `nosound;`)", () => {
  const src = `#include <stdio.h>\n#include <dos.h>\nvoid f(void) { printf("f\\n"); }\nvoid main()\n{\n    nosound; f; main;\n    printf("ok\\n");\n}\n`;
  assert.is(output(src), 'ok\n');
});

test('switch falls through until break; default in the middle', () => {
  const src = `#include <stdio.h>
void main()
{
    int i, n = 0;
    for (i = 0; i < 4; i++)
        switch (i) {
        case 0: n += 1;
        case 1: n += 10; break;
        case 2: n += 100;
        default: n += 1000;
        }
    printf("%d\\n", n);
}`;
  // i=0: 1+10; i=1: 10; i=2: 100+1000; i=3: 1000 → 2121
  assert.is(output(src), '2121\n');
});

test('goto: backwards, and out of nested loops to a label further on (TETRIS.C main)', () => {
  const src = `#include <stdio.h>
void main()
{
    int i = 0, j, k = 0;
again:
    i++;
    if (i < 5) goto again;
    for (j = 0; j < 10; j++) {
        while (1) {
            k++;
            if (k == 7) goto done;
            if (k % 3 == 0) break;
        }
    }
    printf("not here\\n");
done:
    printf("%d %d %d\\n", i, j, k);
}`;
  // k runs 1,2,3 (break, j=1) 4,5,6 (break, j=2) 7 → done
  assert.is(output(src), '5 2 7\n');
});

test('break and continue in loops inside switches and the reverse', () => {
  const src = `#include <stdio.h>
void main()
{
    int i, s = 0;
    for (i = 0; i < 10; i++) {
        switch (i & 3) {
        case 0: continue;
        case 1: s += i; break;
        default: s += 100;
        }
        if (i == 8) break;
        s++;
    }
    do { s--; } while (s > 600);
    printf("%d %d\\n", i, s);
}`;
  // i=0,4,8: continue (8 never reaches the break); i=1,5,9: +i+1 → 2+6+10 = 18; i=2,3,6,7: +101 each = 404
  // s = 422, the do-while runs once → 421; the loop ends at i = 10
  assert.is(output(src), '10 421\n');
});

test('comma, ?: and the value of assignments', () => {
  const src = `#include <stdio.h>
void main()
{
    int a = 5, b, c;
    a += 3, a *= 2;
    c = (b = a > 10 ? 1 : 2) + 1;
    printf("%d %d %d %d\\n", a, b, c, (a, b, 42));
}`;
  assert.is(output(src), '16 1 2 42\n');
});

test('recursion, function pointers, K&R definitions, main without a return type', () => {
  const src = `#include <stdio.h>
int fact(n) int n; { return n <= 1 ? 1 : n * fact(n - 1); }
long lfact(int n) { return n <= 1 ? 1L : n * lfact(n - 1); }
int twice(int x) { return 2 * x; }
int apply(int (*f)(int), int v) { return f(v) + (*f)(1); }
main()
{
    int (*g)(int) = twice;
    printf("%d %ld %d %d\\n", fact(7), lfact(10), apply(g, 20), g == twice);
}`;
  // 7! = 5040; 10! = 3628800; 40 + 2
  assert.is(output(src), '5040 3628800 42 1\n');
});

test('a call without a prototype: the K&R callee reads its parameters from the bytes pushed; a prototype before a K&R definition stays (probes KR1, KR2; corpus C5171)', () => {
  // TC 2.0 in DOSBox: `ip(12.5)` reads the double's low word as its int x (0), a float argument is
  // pushed as a double too, a long's callee `lw(x)` of 2.75 is 0; an int argument is read as itself
  const kr1 = `#include <stdio.h>\n#include <math.h>\nfloat ip(x){ return floor(x); }\nint twice(x){ return x*2; }\nlong lw(x){ return x; }\nint main(){\n  float f = 12.5;\n  printf("%d %d\\n", (int)ip(12.5), (int)ip(f));\n  printf("%d %d %d\\n", twice(3.0), twice(f), twice(7));\n  printf("%ld\\n", lw(2.75));\n  return 0;\n}\n`;
  assert.is(output(kr1), '0 0\n0 0 14\n0\n');
  // `void plot(int, int, int);` then `void plot(x, y, c) {…}`: calls after it still convert (c = 1, not 0)
  const kr2 = `#include <stdio.h>\n#include <math.h>\nint x0 = 12, yend = 22, xgap;\nfloat fpart(x){ return x - floor(x); }\nfloat rfpart(x){ return 1 - fpart(x); }\nvoid plot(int x, int y, int c);\nvoid plot(x, y, c){ printf("c = %d\\n", c); }\nint main(){\n  float g;\n  xgap = rfpart(x0 + 0.5);\n  g = rfpart(yend);\n  printf("%d %d %d\\n", xgap, (int)(g*100), (int)(rfpart(yend)*xgap));\n  plot(1, 2, rfpart(yend) * xgap);\n  return 0;\n}\n`;
  assert.is(output(kr2), '1 100 1\nc = 1\n');
});

test('library functions as pointer values: in global and local initializers, assignments, tables, compared', () => {
  const src = `#include <stdio.h>
#include <string.h>
#include <stdlib.h>
int twice(int x) { return 2 * x; }
int (*f)() = strlen;
int (*table[3])() = { twice, strlen, abs };
struct ops { char *name; int (*op)(); } ops = { "abs", abs };
int byValue(const void *a, const void *b) { return *(int *)a - *(int *)b; }
void main()
{
    int (*g)() = strlen;
    int (*h)();
    int v[3];
    h = &atoi;
    v[0] = 3; v[1] = -1; v[2] = 2;
    qsort(v, 3, sizeof(int), byValue);
    printf("%d %d %d %d %d %d\\n", f("abc"), g("hello"), h("42"), table[0](4) + table[1]("xy") + table[2](-7), ops.op(-9), f == g);
    printf("%d %d %d %s\\n", v[0], v[1], v[2], f == table[1] && table[0] == twice && (int (*)())ops.op == abs ? "same" : "differ");
}`;
  assert.is(output(src), '3 5 42 17 9 1\n-1 2 3 same\n');
});

test('enums and typedefs', () => {
  const src = `#include <stdio.h>
enum KEYCODES { K_ESC = 0x011b, K_UP = 0x4800, K_NEXT, K_LAST = -1 };
typedef unsigned char BYTE;
typedef struct { BYTE r, g; } Pair;
void main()
{
    Pair p;
    BYTE big = 300;
    p.r = K_NEXT >> 8; p.g = big;
    printf("%d %d %d %d %d\\n", K_ESC, K_NEXT, K_LAST, p.r, p.g);
}`;
  assert.is(output(src), '283 18433 -1 72 44\n');
});

test('a non-void function that returns nothing gives 0; a struct returned by value', () => {
  const src = `#include <stdio.h>
struct V { int x, y; };
struct V mk(int a) { struct V v; v.x = a; v.y = -a; return v; }
int none(int k) { if (k) return; }
void main()
{
    struct V a, b;
    a = mk(3); b = mk(4);
    printf("%d %d %d %d\\n", a.x, a.y, b.y, none(1));
}`;
  assert.is(output(src), '3 -3 -4 0\n');
});

test('static locals keep their value; main\'s uninitialised local reads the start-up\'s word under its frame (oracle SR5A: SI, the environment\'s size, 58 with DOSBox\'s own)', () => {
  const src = `#include <stdio.h>
int counter(void) { static int n = 10; return ++n; }
void main()
{
    int fresh;
    counter(); counter();
    printf("%d %d\\n", counter(), fresh);
}`;
  assert.is(output(src), '13 58\n');
});

test('arguments are evaluated right to left (TC pushes them so); operands left to right', () => {
  const src = `#include <stdio.h>
int n = 0;
int next(void) { return ++n; }
void main()
{
    int a, b;
    printf("%d %d %d\\n", next(), next(), next());
    a = next() * 10 + next();
    b = next() - next();
    printf("%d %d\\n", a, b);
}`;
  // the three arguments: the last one first (1), then 2, then 3; a = 4·10 + 5; b = 6 − 7
  assert.is(output(src), '3 2 1\n45 -1\n');
});

test('an interrupt handler hooked with setvect runs on every timer tick and chains to the old one', () => {
  const src = `#include <stdio.h>
#include <dos.h>
int ticks = 0;
void interrupt (*old)();
void interrupt handler()
{
    ticks++;
    old();
}
void main()
{
    unsigned long far *bios = (unsigned long far *) MK_FP(0x40, 0x6C);
    unsigned long t0, t1;
    old = getvect(0x1c);
    t0 = *bios;
    setvect(0x1c, handler);
    delay(1000);
    setvect(0x1c, old);
    t1 = *bios;
    delay(300);
    printf("%d %lu\\n", ticks, t1 - t0);
}`;
  // at 3000 cycles delay(1000) lasts about its second: 18.2 ticks, and the BIOS counted each one too
  const r = runC(src, { cycles: 3000, ms: 3000 });
  assert.is(r.state, 'exited', r.crash ?? '');
  const [handled, counted] = r.stdout.trim().split(' ').map(Number) as [number, number];
  assert.is(handled, counted);
  assert.ok(handled >= 18 && handled <= 20, `${handled} ticks`);
});

test('C names that JavaScript reserves or uses are fine as C functions and variables', () => {
  const src = `#include <stdio.h>
int Math(int x) { return x + 1; }
int Number(int x) { return x * 2; }
int delete(int this) { return -this; }
void main()
{
    int var = 7, let = 1, yield = 2;
    float f = 2.5;
    int i = f;
    printf("%d %d %d %d %d\\n", Math(1), Number(2), delete(3), i * 3, var + let + yield);
}`;
  assert.is(output(src), '2 4 -3 6 10\n');
});

test.run();
