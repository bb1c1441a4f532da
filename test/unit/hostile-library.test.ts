/**
 * The library against hostile arguments: what it refuses is a fault naming the C file, line and
 * function that called it, on both engines; what TC 2.0 does with them (a precision past its
 * conversion's 40 digits) it does the same.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output, runC } from './cc-harness.ts';

const ENGINES = ['sync', 'coroutine'] as const;

/** A program whose function `bad` (on line 5, called from main) makes one library call. */
const caller = (headers: string, call: string): string =>
  `#include <stdio.h>\n${headers}\nint depth = 0;\nint bad(void) {\n  ${call};\n  return 0;\n}\nint main() { printf("before\\n"); bad(); return 0; }\n`;

test('faults the library raises name the C file, line and function that called it, on both engines', () => {
  const cases: [string, string, string][] = [
    // (NULL is a FILE * TC's calls answer: cc-stdio's test; one fopen never returned is refused)
    ['', 'FILE *f = (FILE *)1234; fwrite("x", 1, 1, f)', 'fwrite: 04D2h is not a FILE * fopen returned'],
    ['#include <string.h>', 'strcpy((char *)0xFF, "x")', 'null pointer written to (address 00FFh)'],
    ['#include <mem.h>', 'memset((void *)0xF0, 0, 32)', 'memset: null pointer (address 00F0h)'],
  ];
  for (const engine of ENGINES) {
    for (const [headers, call, detail] of cases) {
      const r = runC(caller(headers, call), { file: 'BAD.C', engine });
      assert.is(r.stdout.slice(0, 7), 'before\n', call);
      assert.is(r.state, 'crashed', call);
      assert.match(r.crash ?? '', `BAD.C:5: in bad(): ${detail}`, `${engine}: ${call}: ${r.crash}`);
    }
  }
});

test('a string read past C0\'s messages is what TC finds there: its saved vectors, its variables, zeros to 00FFh (probe DSA, test/fixtures/c0-data)', () => {
  const r = runC('#include <stdio.h>\nint main() { printf("[%s][%s][%s]", 0x74, 0x85, 0xFF); return 0; }\n', { file: 'C0.C' });
  assert.is(r.state, 'exited', r.crash ?? '');
  assert.is(r.stdout, '[`\x10][][]');
});

test('the divide vector while a program runs is C0\'s handler, 01A2:0158, by a far read and getvect alike; INT 4–7 DOSBox\'s (probe VT1, test/fixtures/c0-data; corpus C2100)', () => {
  const src = readFileSync('test/fixtures/c0-data/VT1.C', 'latin1').replace(/ *o = fopen.*\n| *fclose\(o\);\n/g, '').replace(/fprintf\(o, /g, 'printf(');
  const r = runC(src, { file: 'VT1.C' });
  assert.is(r.stdout, readFileSync('test/fixtures/c0-data/VT1.OUT', 'latin1').replace(/\r\n/g, '\n'));
});

test('a near address past FFFFh wraps to DS:0000: a struct member\'s, an array element\'s and the string strcpy writes (probe WR1, test/fixtures/c0-data; corpus C4080)', () => {
  const src = readFileSync('test/fixtures/c0-data/WR1.C', 'latin1').replace(/ *o = fopen.*\n| *fclose\(o\);\n/g, '').replace(/fprintf\(o, /g, 'printf(');
  const r = runC(src, { file: 'WR1.C' });
  // the wrapped bytes cover C0's first four, so the end says "Null pointer assignment" (NP3)
  assert.is(r.stdout, readFileSync('test/fixtures/c0-data/WR1.OUT', 'latin1').replace(/\r\n/g, '\n') + 'Null pointer assignment\r\n');
});

test('a fault in a function reached through a pointer and inside a loop names its own line', () => {
  // (a store into the NULL area faults; fputs on a made-up FILE * no longer does: probe UW1)
  const src = '#include <string.h>\nint f(char *s) {\n  int i;\n  for (i = 0; i < 3; i++)\n    if (i == 2)\n      strcpy((char *)0xFF, s);\n  return 0;\n}\nint main() { int (*p)() = f; return p("x"); }\n';
  for (const engine of ENGINES) assert.match(runC(src, { file: 'PTR.C', engine }).crash ?? '', 'PTR.C:6: in f(): ', engine);
});

test('printf: precisions past the 40 digits TC 2.0 converts are cut as TC cuts them (DOSBox, TC 2.0)', () => {
  const src = `#include <stdio.h>
void main() {
  printf("[%.101f]\\n[%.150f]\\n[%.50f]\\n[%.50f]\\n", 1.0, 1.0 / 3, 0.001, 0.0);
  printf("[%.101e]\\n[%.45g]\\n[%#.45g]\\n[%#.45g]\\n", 12345.678, 0.1, 1.5, 1e-3);
  printf("[%f]\\n[%.2f]\\n", 3e39, 2e38);
  printf("[%f]\\n[%#.0f]\\n[%60.45f]\\n", 1e40, 1e40, 2.25);
}`;
  const z = (n: number): string => '0'.repeat(n);
  // the oracle's lines (DOSBox, TC 2.0): past a double's digits, what its FPU gives (realcvt.ts)
  assert.is(output(src), [
    `[1.${z(39)}]`, `[0.33333333333333334${z(23)}]`, `[0.001${z(37)}]`, `[0.${z(39)}]`,
    `[1.${'2345678'}${z(32)}e+04]`, '[0.1]', `[1.5${z(38)}]`, `[0.001${z(40)}]`,
    `[3${z(39)}]`, `[2${z(38)}.0]`,
    `[1.${z(39)}e+40]`, `[1.${z(39)}e+40]`, `[${' '.repeat(19)}2.25${z(37)}]`,
    '',
  ].join('\n'));
});

test.run();
