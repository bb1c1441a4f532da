// cc conformance: bit fields as Turbo C 2.0 lays them out — packed bit by bit from the lowest,
// a field that would reach past the 16-bit word at its byte starting at the next byte, `:0` and
// an ordinary member moving to the next byte (probe CC99921 in DOSBox: cc/front/members.ts); int
// fields signed, unsigned ones not; stores truncate to the width. Expected bytes worked out by hand
// from that rule.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileError, output } from './cc-harness.ts';

const F = 'struct F { unsigned a:3, b:5; int c:4; unsigned :0; unsigned d:10, e:10; char tail; };';

test('layout: bit by bit, LSB first; the bytes of an initialized global', () => {
  const src = `#include <stdio.h>\n${F}\nstruct F g = { 5, 17, -3, 1000, 7, 'x' };
void main() { unsigned char *p = (unsigned char *)&g; int i;
  printf("%d:", sizeof(struct F)); for (i = 0; i < 6; i++) printf(" %02X", p[i]);
  printf(" %u %u %d %u %u %c\\n", g.a, g.b, g.c, g.d, g.e, g.tail); }`;
  // a=101b | b=10001b<<3 (0x88) | c=-3 (1101b)<<8 = 0D8Dh; :0 moves to byte 2; d=1000 = 03E8h at
  // bits 16-25; e=7 at bits 26-35 (byte 3's bit 2 on: 1Fh); tail at byte 5
  assert.is(output(src), '6: 8D 0D E8 1F 00 78 5 17 -3 1000 7 x\n');
});

test('stores truncate to the width; int fields are signed; ++, +=, and an assignment\'s value', () => {
  const src = `#include <stdio.h>\n${F}\nstruct F g;
void main() { struct F l = { 1, 2, 3 };
  g.a = 9; g.c = 7; g.c++; g.b = 12; g.b += 20;
  printf("%u %d %u ", g.a, g.c, g.b);
  printf("%d ", g.c = -9);
  l.e = 1023; l.d--;
  printf("%u %u %d %d %u\\n", l.a, l.b, l.c, l.d, l.e); }`;
  // 9 & 7 = 1; 7 + 1 = 8 is -8 in 4 signed bits; 32 & 31 = 0; -9 stores 0111b = 7; 0 - 1 = 1023 in 10 bits
  assert.is(output(src), '1 -8 0 7 1 2 3 1023 1023\n');
});

test('a union of a bit-field struct and an int shows the same word', () => {
  const src = `#include <stdio.h>
union U { struct { unsigned lo:4, mid:8, hi:4; } f; unsigned w; } u;
void main() { u.w = 0xABCD; printf("%X %X %X ", u.f.lo, u.f.mid, u.f.hi); u.f.mid = 0x12; printf("%X\\n", u.w); }`;
  assert.is(output(src), 'D BC A A12D\n');
});

test('a union\'s unnamed bit fields: their cursor, its size, where a named field after them lies', () => {
  // probes CC99976, CC99985 in DOSBox (cc/front/members.ts): sizeof, and the bytes of b = -1
  const cases: [string, string][] = [
    ['char c; unsigned :1;', '2'], // the char moves the cursor to byte 1
    ['char c; unsigned :9;', '3'],
    ['char c; unsigned a:4; unsigned :4;', '1'], // a named field brings byte 1 back to 0
    ['int i; unsigned a:4; unsigned :1;', '3'], // but not byte 2
    ['char c; unsigned :1; unsigned b:3;', '1 0E'],
    ['char c; unsigned :9; unsigned b:3;', '3 0E 00 00'],
    ['unsigned :8; unsigned b:3;', '1 00'], // b at bit 8, in the byte after the union
    ['unsigned :16; unsigned b:3;', '2 07 00'],
    ['unsigned :12; char z;', '2'],
    ['long l; unsigned a:7; unsigned :9; unsigned b:3;', '6 0E 00 00 00 00 00'],
  ];
  const decls = cases.map(([m], i) => `union { ${m} } u${i};`).join('\n');
  const prints = cases.map(([m], i) => `printf("%d", sizeof u${i});${m.includes(' b:') ? ` memset(&u${i}, 0, sizeof u${i}); u${i}.b = -1; dump(&u${i}, sizeof u${i});` : ''} printf("\\n");`).join('\n');
  const src = `#include <stdio.h>\n#include <string.h>\n${decls}\nvoid dump(unsigned char *p, int n) { while (n--) printf(" %02X", *p++); }\nvoid main() {\n${prints}\n}`;
  assert.is(output(src), cases.map(([, want]) => `${want}\n`).join(''));
});

test('errors: a char bit field, a width over 16, the address of a bit field', () => {
  // TCC 2.0's words (oracle-ccerr bitfield-bad)
  assert.match(compileError('struct S { char c:3; };'), 'Error t.c 1: Not an allowed type');
  assert.match(compileError('struct S { int x:17; };'), 'Error t.c 1: Bit field too large');
  assert.match(compileError('struct S { int x:3; } s;\nint *p = 0;\nvoid f() { p = &s.x; }'), 'Error t.c 3: cannot take the address of bit field x');
});

test.run();
