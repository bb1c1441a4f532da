// cc conformance: jumps into nested statements as C defines them — a goto into an if's branch, a
// loop's body, a plain { } block, a switch's case body, and case labels inside a loop of their
// switch (Duff's device). A local of the block jumped into keeps its storage; its initialiser is skipped.
// Measured: TC 2.0 in DOSBox (tools/oracle.mjs harness) prints these tests' lines for Duff's device,
// g(), h(), the while/for entries and the skipped initialisers, the same as mode12h.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output } from './cc-harness.ts';
import { compileSources } from '../../cc/compile.ts';

test('goto into an if branch and into an else (corpus C1933: `goto ATR_ERR` into the error branch)', () => {
  const src = `#include <stdio.h>
int f(int a, int b)
{
    if (a < 0)
    {
err:    printf("err %d\\n", a);
        return -1;
    }
    if (b < 0)
        goto err;
    if (a == 5) { printf("five\\n"); } else { in_else: printf("else %d\\n", b); b++; }
    if (b < 3) goto in_else;
    return b;
}
void main()
{
    printf("%d\\n", f(-1, 0));
    printf("%d\\n", f(2, -4));
    printf("%d\\n", f(5, 0));
}`;
  assert.is(output(src), 'err -1\n-1\nerr 2\n-1\nfive\nelse 0\nelse 1\nelse 2\n3\n');
});

test('goto into a while, a for (its first clause and condition skipped) and a do body; backwards too', () => {
  const src = `#include <stdio.h>
void main()
{
    int i = 100, n = 0;
    goto w;
    while (i < 3) {
        n++;
w:      i++;
    }
    printf("%d %d\\n", i, n);
    goto f;
    for (i = 50; i < 3; i++) {
        n += 10;
f:      n += 1;
    }
    printf("%d %d\\n", i, n);
    i = 0;
    goto d;
    do {
        n -= 100;
d:      i++;
    } while (i < 3);
    printf("%d %d\\n", i, n);
    i = 0;
    { int k; k = 0; inner: k++; i += k; }
    if (i < 10) goto inner;
    printf("%d\\n", i);
}`;
  // while: i 100→101, condition false; for: first clause skipped, n 0→1, i++ → 102, condition false;
  // do: i 1, loop i 2 (n -100), i 3 (n -200); inner: k keeps its storage across re-entries
  assert.is(output(src), '101 0\n102 1\n3 -199\n10\n');
});

test("a local of the block jumped into keeps its storage and skips its initialiser", () => {
  const src = `#include <stdio.h>
void main()
{
    int round = 0;
again:
    {
        int v = 7;
        char s[4] = "ab";
        if (round == 0) { v = 42; s[0] = 'z'; }
here:
        printf("%d %s\\n", v, s);
    }
    if (round++ < 2) { if (round == 2) goto again; goto here; }
}`;
  // round 0: 42 zb; round 1: jump to here past both initialisers: storage kept (42 zb);
  // round 2: again: initialised (7 ab)
  assert.is(output(src), '42 zb\n42 zb\n7 ab\n');
});

test('goto into a case body of a switch, from outside and from another case', () => {
  const src = `#include <stdio.h>
void show(int x)
{
    if (x > 9) goto big;
    switch (x) {
    case 1:
        if (x) {
big:        printf("big or one %d\\n", x);
            break;
        }
    case 2:
        printf("two\\n");
        if (x == 2) { x = 0; goto big; }
        break;
    default:
        printf("other\\n");
    }
    printf("end\\n");
}
void main() { show(1); show(12); show(2); show(3); }`;
  assert.is(output(src), 'big or one 1\nend\nbig or one 12\nend\ntwo\nbig or one 0\nend\nother\nend\n');
});

test("a switch whose body starts with statements no case precedes: never reached (corpus C3508's `case1:`, a label named case1, that TCC compiles)", () => {
  const src = `#include <stdio.h>
void main()
{
    int choice = 1, d = 0, k;
    for (k = 1; k <= 3; k++) {
        switch (choice) { case1: d = 250; break; case2: d = 200; break; };
        switch (k) { d++; case 2: d += 10; default: d += 100; }
    }
    printf("%d\\n", d);
}`;
  assert.is(output(src), '310\n');
});

test("Duff's device: case labels inside a do loop of their switch", () => {
  const src = `#include <stdio.h>
void copy(char *to, char *from, int count)
{
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}
int g(int v)
{
    int r = 0;
    switch (v) {
    case 0: r = 1; break;
    default:
        while (r < 3) {
    case 9: r++;
            if (r == 2) break;
        }
        r += 100;
    }
    return r;
}
void main()
{
    char buf[32];
    int c;
    for (c = 1; c <= 19; c += 6) {
        buf[copy(buf, "abcdefghijklmnopqrstuvwxyz", c), c] = 0;
        printf("%d %s\\n", c, buf);
    }
    printf("%d %d %d\\n", g(0), g(9), g(4));
}`;
  assert.is(output(src), '1 a\n7 abcdefg\n13 abcdefghijklm\n19 abcdefghijklmnopqrs\n1 102 102\n');
});

test("a label in a switch's own list: reached from inside the switch and from outside it", () => {
  const src = `#include <stdio.h>
int h(int x)
{
    int n = 0;
    if (x < 0) goto neg;
    while (n < 100) {
        switch (x) {
        case 1: n++;
        more: n += 10;
            if (n < 30) goto more;
            break;
        case 2: goto more;
        neg: case 3: n -= 5;
            if (x > 0) break;
            return n;
        }
        n += 1000;
    }
    return n;
}
void main() { printf("%d %d %d %d\\n", h(1), h(2), h(3), h(-7)); }`;
  // h(1): 1, 11, 21, 31, +1000; h(2): 10, 20, 30, +1000; h(3): -5, +1000; h(-7): into the while, -5, returns
  assert.is(output(src), '1031 1030 995 -5\n');
});

test("a label as an if's, a loop's or a case's own statement, not in a { } list (corpus C2109: `if (p == NULL) err2: fprintf(…)`)", () => {
  const src = `#include <stdio.h>
int f(int a)
{
    if (a > 9)
err:    return -a;
    if (a < 0)
        goto err;
    switch (a) {
    case 1: one: printf("one\\n"); break;
    case 2: goto one;
    }
    while (a == 7) again: if (a-- > 5) goto again;
    return a;
}
void main()
{
    printf("%d\\n", f(12));
    printf("%d\\n", f(-3));
    printf("%d\\n", f(2));
    printf("%d\\n", f(7));
}`;
  assert.is(output(src), '-12\n3\none\n2\n4\n');
});

test('only a function with a jump into a nested statement pays for it: the others have no $go', () => {
  const src = `int a(int x) { if (x) { in: x--; } if (x > 3) goto in; return x; }
int b(int x) { again: if (x > 3) { x--; goto again; } return x; }
void main() { a(5); b(5); }`;
  const code = compileSources([{ name: 'T.C', text: src }], { file: 'T.C' }).generate('sync').code;
  const fn = (name: string): string => code.slice(code.indexOf(`function ${name}`), code.indexOf('\n}', code.indexOf(`function ${name}`)));
  assert.match(fn('a'), '$go');
  assert.not.match(fn('b'), '$go');
});

test.run();
