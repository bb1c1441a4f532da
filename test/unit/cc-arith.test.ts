// cc conformance: Turbo C 2.0's integer arithmetic (small model). Each expected output is worked
// out by hand from the TC rules: int 16 bits, long 32, char signed; the usual arithmetic
// conversions (int and unsigned are one size, so unsigned wins); `/` and `%` truncate.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output } from './cc-harness.ts';

const main = (body: string, decls = ''): string => `#include <stdio.h>\n${decls}\nvoid main()\n{\n${body}\n}\n`;

test('sizes and 16-bit wrap of every integer type', () => {
  const src = main(`
    int i = 32767; unsigned u = 65535; char c = 127; unsigned char uc = 255; long l = 2147483647L;
    short s = -32768;
    i++; u++; c++; uc++; l++; s--;
    printf("%d %u %d %d %ld %d\\n", i, u, c, uc, l, s);
    printf("%d %d %d %d %d\\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(char *));`);
  assert.is(output(src), '-32768 0 -128 0 -2147483648 32767\n1 2 2 4 2\n');
});

test('division and modulo truncate toward zero', () => {
  const src = main('printf("%d %d %d %d %ld %ld\\n", 7 / -2, -7 / 2, 7 % -2, -7 % 2, -100000L / 3, -100000L % 7);');
  // -100000 / 3 = -33333.33 → -33333; -100000 % 7: 100000 = 7 × 14285 + 5 → -5
  assert.is(output(src), '-3 -3 1 -1 -33333 -5\n');
});

test('signed/unsigned comparisons follow the usual conversions', () => {
  const src = main(`
    int a = -1; unsigned b = 1; long x = -1; char c = -1; unsigned char d = 255;
    printf("%d %d %d %d\\n", a < b, x < b, c < d, a == 65535u);`);
  // a → unsigned 65535 (not < 1); unsigned → long (-1 < 1); both chars → int (-1 < 255); -1 as unsigned is 65535
  assert.is(output(src), '0 1 1 1\n');
});

test('int arithmetic wraps before it widens (TETRIS.C seed for 12:34:56)', () => {
  const src = main(`
    unsigned char h = 12, m = 34, s = 56;
    long wide = h * 3600L + m * 60 + s;
    printf("%d %u %ld %ld\\n", h * 3600 + m * 60 + s, (unsigned)(h * 3600 + m * 60 + s), wide, (long)(h * 3600));`);
  // 43200 + 2040 + 56 = 45296 → -20240 as int; h*3600 = 43200 → -22336 as int before the cast to long
  assert.is(output(src), '-20240 45296 45296 -22336\n');
});

test('shifts: arithmetic right shift of ints, logical of unsigned', () => {
  const src = main(`
    int n = -16; unsigned u = 0x8000; long l = 1;
    printf("%d %u %d %u %ld %d\\n", n >> 2, (unsigned)n >> 2, 1 << 15, u >> 15, l << 20, 0x1234 << 4);`);
  // (unsigned)-16 = 65520, >> 2 = 16380; 1 << 15 = -32768; 0x1234 << 4 = 0x12340 → 0x2340 = 9024
  assert.is(output(src), '-4 16380 -32768 1 1048576 9024\n');
});

test('compound assignment converts back to the left type; ++ on char wraps', () => {
  const src = main(`
    char c = 100; unsigned char b = 250; int i = 30000; long l = 70000L;
    c += 100; b += 10; i *= 3; l /= -3;
    printf("%d %d %d %ld\\n", c, b, i, l);
    c = 127; c++; printf("%d\\n", c);`);
  // 200 → -56; 260 → 4; 90000 → 90000 - 131072 = -41072 → +65536 = 24464; 70000 / -3 = -23333
  assert.is(output(src), '-56 4 24464 -23333\n-128\n');
});

test('character constants are ints holding a signed char', () => {
  const src = main(`printf("%d %d %d %c\\n", 'A', '\\xE9', '\\n', 'B' + 1);`);
  assert.is(output(src), '65 -23 10 C\n');
});

test('hex and decimal literals take TC types (0xFFFF is unsigned, 40000 long)', () => {
  const src = main(`printf("%d %d %d\\n", 0xFFFF > 0, 40000 > 0, sizeof(40000));`);
  assert.is(output(src), '1 1 4\n');
});

test('floats and doubles: arithmetic, conversions, printf', () => {
  const src = main(`
    float f = 1.5f; double d = 2.25; int i;
    d = d * f; i = d; i += (int)-2.9;
    printf("%f %d %.2f %e %g\\n", d, i, 1.0 / 3, 12345.678, 0.0001);`);
  // 2.25 × 1.5 = 3.375; (int)3.375 = 3, (int)-2.9 = -2 → 1; TC's %e shows 6 digits in all
  // (test/fixtures/libcheck PF*.OUT: `%e` of -99.5 is -9.95000e+01)
  assert.is(output(src), '3.375000 1 0.33 1.23457e+04 0.0001\n');
});

test('both engines give the same output', () => {
  const src = main(`
    int i; long s = 0;
    for (i = 0; i < 300; i++) s += (long)i * i;
    printf("%ld\\n", s);`);
  // Σ i² for 0..299 = 299·300·599/6 = 8955050
  assert.is(output(src, 'sync'), '8955050\n');
  assert.is(output(src, 'coroutine'), '8955050\n');
});

test.run();
