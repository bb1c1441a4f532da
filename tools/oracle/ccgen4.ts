/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 4 (programs `CF00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1–3 (ccgen.ts, ccgen2.ts,
 * ccgen3.ts) left unchecked, in scenes whose printed output shows it:
 *
 * - `bits`: structs of bit fields, int and unsigned, widths 1–16, unnamed and zero-width ones,
 *   fields across words: sizeof, the bytes, values stored past their width read back, `++`, `+=`
 *   and `|=` on fields, fields in expressions (their promoted type's sign and sizeof);
 * - `aggr`: structs holding arrays and nested structs: assignment, passing and returning by
 *   value, arrays of them, nested initializers static and automatic, partly initialized;
 * - `fptr`: tables of function pointers (in arrays, in structs), called by index, compared,
 *   passed and returned;
 * - `va`: variadic functions reading every promoted type through `va_arg` (int from char and
 *   short, unsigned, long, unsigned long, double from float, char *), counts and sums;
 * - `conv`: floating values made integers near their types' edges, and integers made floating,
 *   printed with printf's `%d %u %ld %lu %.10g %e %f`;
 * - `cond`: the comma and conditional operators' types and values (`c ? uc : l`, pointers and 0,
 *   `(a, b)` as a value and an lvalue's value), `goto` across blocks, `register` variables beside
 *   ones whose address is taken;
 * - `str`: adjacent string literals merged, their sizeof, escapes at the joins, arrays sized by them.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). Every value is defined under TCC: no read before
 * a store, no address printed, conversions only in range.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, val, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN4_VERSION = 4;
export const CCGEN4_SCENES = 6;
export const ccgen4Name = (seed: number): string => `CF${String(seed % 100000).padStart(5, '0')}`;
export const ccgen4Seed = (name: string): number | null => (/^CF\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, and a double printed in full. */
const PRELUDE4 = `${PRELUDE}#include <stdlib.h>
static void D(double x) { fprintf(f, " %.10g", x); }
`;

// ---- bit fields ----

function bitsScene(r: Rng, s: number): Scene {
  const T = `B${s}`;
  const fields: { name: string; width: number; unsigned: boolean }[] = [];
  const decl: string[] = [];
  for (let k = r.int(2, 7); k > 0; k--) {
    if (r.chance(0.12)) decl.push(`unsigned : ${r.pick([0, 0, 3, 5])};`);
    const width = r.pick([1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16]);
    const unsigned = r.chance(0.5);
    const name = `f${fields.length}`;
    fields.push({ name, width, unsigned });
    decl.push(`${unsigned ? 'unsigned' : 'int'} ${name} : ${width};`);
    if (r.chance(0.15)) decl.push(r.pick(['char c;', 'int i;', 'long l;']).replace(/ (\w);/, ` x${fields.length}$1;`));
  }
  const pre = [`struct ${T} { ${decl.join(' ')} };`];
  const body = [`struct ${T} a, b; int k; long w;`, `memset(&a, 0, sizeof a); memset(&b, 0xFF, sizeof b);`];
  body.push(line(s, 'sz', [size('a'), `B(&b, sizeof b);`]));
  const VALUES = ['0', '1', '-1', '3', '7', '8', '-8', '100', '255', '256', '-129', '32767', '(-32767 - 1)', '40000U', '0x5A5A', '70000L'];
  for (let k = r.int(4, 8); k > 0; k--) {
    const fl = r.pick(fields);
    switch (r.int(0, 4)) {
      case 0: body.push(`a.${fl.name} = ${r.pick(VALUES)};`, line(s, `st${k}`, [val(`a.${fl.name}`), val(`a.${fl.name} < 0`), size(`a.${fl.name}`), `B(&a, sizeof a);`])); break;
      case 1: body.push(`b.${fl.name} = ${r.pick(VALUES)}; b.${fl.name}++; b.${fl.name} += ${r.pick(['3', '-5', '100'])};`, line(s, `op${k}`, [val(`b.${fl.name}`), `B(&b, sizeof b);`])); break;
      case 2: {
        const g = r.pick(fields);
        body.push(`a.${fl.name} = ${r.pick(VALUES)}; a.${g.name} = ${r.pick(VALUES)};`,
          line(s, `ex${k}`, [val(`a.${fl.name} + a.${g.name}`), val(`a.${fl.name} * 2 - 1`), val(`a.${fl.name} > a.${g.name}`), val(`a.${fl.name} - 1 < 0`), size(`a.${fl.name} + 0`), val(`(long)a.${fl.name} << 4`)]));
        break;
      }
      case 3: body.push(`k = ${r.pick(VALUES)}; b.${fl.name} = k; w = b.${fl.name}; b.${fl.name} |= ${r.pick(['1', '0x10', '0x8000'])};`, line(s, `cv${k}`, [val('w'), val(`b.${fl.name}`), `B(&b, sizeof b);`])); break;
      default: body.push(`b = a; b.${fl.name} ^= ${r.pick(['1', '0x7F', '-1'])};`, line(s, `cp${k}`, [val(`b.${fl.name} == a.${fl.name}`), `B(&b, sizeof b);`]));
    }
  }
  return { pre, body };
}

// ---- aggregates by value ----

function aggrScene(r: Rng, s: number): Scene {
  const T = `A${s}`;
  const n = r.int(2, 5);
  const pre = [
    `struct ${T}in { char c; int v[${r.int(1, 3)}]; };`,
    `struct ${T} { int a; struct ${T}in in; long l; char name[${r.int(3, 6)}]; };`,
    `static struct ${T} ${T}g[${n}] = { { ${r.int(-9, 9)}, { 'x', { ${r.int(0, 300)} } }, ${r.pick(['70000L', '-1L', '5L'])}, "ab" }${r.chance(0.5) ? `, { ${r.int(0, 9)} }` : ''} };`,
    `static struct ${T} ${T}mk(int a, long l) { struct ${T} t; memset(&t, 0, sizeof t); t.a = a; t.l = l; t.in.c = (char)a; t.in.v[0] = a * 3; t.name[0] = 'q'; return t; }`,
    `static long ${T}sum(struct ${T} t) { t.a += 100; return t.a + t.l + t.in.c + t.in.v[0]; }`,
    `static struct ${T} ${T}pick(struct ${T} *p, int i) { return p[i]; }`,
  ];
  const body = [`struct ${T} x, y; struct ${T} arr[3]; struct ${T} z = { ${r.int(-5, 5)}, { ${r.pick(["'a'", '-1', '200'])}, { ${r.int(0, 99)} } }, ${r.pick(['-70000L', '3L'])} }; int k;`, 'memset(arr, 0, sizeof arr);'];
  body.push(line(s, 'init', [size('x'), `B(&z, sizeof z);`, `B(&${T}g[0], sizeof ${T}g[0]);`, `B(&${T}g[${n - 1}], sizeof ${T}g[0]);`]));
  for (let k = r.int(4, 7); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: body.push(`x = ${T}mk(${r.int(-300, 300)}, ${r.pick(['70000L', '-5L', '0L'])}); y = x; y.in.v[0]++;`, line(s, `as${k}`, [val('x.in.v[0]'), val('y.in.v[0]'), val('x.l'), val(`${T}sum(x)`), val('x.a'), `B(&y, sizeof y);`])); break;
      case 1: body.push(`arr[${r.int(0, 2)}] = ${T}g[${r.int(0, n - 1)}]; arr[${r.int(0, 2)}] = z;`, `y = ${T}pick(arr, ${r.int(0, 2)});`, line(s, `ar${k}`, [`B(arr, sizeof arr);`, val('y.a')])); break;
      case 2: body.push(`x = z; x.name[1] = '${String.fromCharCode(r.int(97, 122))}'; z = ${r.chance(0.5) ? `${T}pick(${T}g, ${r.int(0, n - 1)})` : 'x'};`, line(s, `cp${k}`, [val('z.a'), val('z.name[1]'), val('z.in.c'), `B(&z, sizeof z);`])); break;
      default: body.push(`{ static struct ${T}in si = { ${r.pick(["'z'", '5'])} }; struct ${T}in ai = si; ai.v[0] += ${r.int(1, 9)}; ${line(s, `nb${k}`, [val('ai.v[0]'), val('si.v[0]'), val('ai.c'), size('ai')])} }`);
    }
  }
  return { pre, body };
}

// ---- function pointers ----

function fptrScene(r: Rng, s: number): Scene {
  const F = `P${s}`;
  const ops = ['a + b', 'a - b', 'a * b', 'a ^ b', 'a > b ? a : b', '(a << 2) | b', '-a'];
  const m = r.int(3, 5);
  const pre = [
    ...Array.from({ length: m }, (_, i) => `static int ${F}f${i}(int a, int b) { return ${r.pick(ops)}; }`),
    `static int (*${F}tab[])(int, int) = { ${Array.from({ length: m }, (_, i) => `${F}f${i}`).join(', ')} };`,
    `struct ${F}op { char name; int (*fn)(int, int); };`,
    `static struct ${F}op ${F}ops[] = { { 'a', ${F}f0 }, { 'b', ${F}f1 }, { 'c', ${F}f${m - 1} } };`,
    `static int (*${F}get(int i))(int, int) { return ${F}tab[i % ${m}]; }`,
    `static int ${F}apply(int (*g)(int, int), int a, int b) { return g(a, b) + g(b, a); }`,
  ];
  const body = ['int k, t; int (*p)(int, int); int (*q)(int, int);'];
  for (let k = r.int(4, 7); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: body.push(`for (t = 0, k = 0; k < ${m}; k++) t += ${F}tab[k](${r.int(-50, 50)}, k);`, line(s, `tb${k}`, [val('t'), val(`sizeof ${F}tab / sizeof ${F}tab[0]`)])); break;
      case 1: body.push(`p = ${F}get(${r.int(0, 9)}); q = ${F}tab[${r.int(0, m - 1)}];`, line(s, `cm${k}`, [val('p == q'), val('p != 0'), val(`p(${r.int(-9, 9)}, ${r.int(-9, 9)})`), val(`(*q)(${r.int(0, 99)}, 3)`)])); break;
      case 2: body.push(line(s, `st${k}`, [val(`${F}ops[${r.int(0, 2)}].fn(${r.int(-300, 300)}, ${r.int(-9, 9)})`), val(`${F}ops[${r.int(0, 2)}].name`), val(`${F}ops[0].fn == ${F}f0`)])); break;
      default: body.push(line(s, `ap${k}`, [val(`${F}apply(${F}tab[${r.int(0, m - 1)}], ${r.int(-99, 99)}, ${r.int(-99, 99)})`), val(`${F}apply(${F}get(${r.int(0, 5)}), 1000, -7)`)]));
    }
  }
  return { pre, body };
}

// ---- varargs ----

function vaScene(r: Rng, s: number): Scene {
  const F = `V${s}`;
  const pre = [
    // the format's letters say each argument's type: i int, u unsigned, l long, m unsigned long, d double, s char *
    `static void ${F}list(const char *fmt, ...) { va_list ap; va_start(ap, fmt); L(" <"); for (; *fmt; fmt++) switch (*fmt) {`
      + ` case 'i': V(va_arg(ap, int)); break; case 'u': V(va_arg(ap, unsigned)); break; case 'l': V(va_arg(ap, long)); break;`
      + ` case 'm': V(va_arg(ap, unsigned long)); break; case 'd': D(va_arg(ap, double)); break; case 's': L(" "); L(va_arg(ap, char *)); break; }`
      + ` va_end(ap); L(">"); }`,
    `static long ${F}sum(int n, ...) { va_list ap; long t = 0; va_start(ap, n); while (n-- > 0) t += va_arg(ap, int); va_end(ap); return t; }`,
  ];
  const body = [`char c = ${r.pick(['-1', "'a'", '127', '-128'])}; unsigned char uc = ${r.pick(['255', '200', '0'])}; short sh = ${r.pick(['-300', '32767'])}; float fl = ${r.pick(['1.5f', '-0.1f', '3e10f', '1e-3f'])}; long l = ${r.pick(['-70000L', '2147483647L'])}; unsigned u = ${r.pick(['65535U', '40000U'])};`];
  const args: [string, string][] = [['c', 'i'], ['uc', 'i'], ['sh', 'i'], ['u', 'u'], ['l', 'l'], ['(unsigned long)l * 3', 'm'], ['fl', 'd'], ['fl * 2', 'd'], ['1.0 / 3', 'd'], ['"hi"', 's'], ["'z'", 'i'], ['c + uc', 'i'], ['l >> 3', 'l'], ['(float)u', 'd'], ['-1', 'i'], ['40000', 'l'], ['0x8000', 'u']];
  for (let k = r.int(4, 8); k > 0; k--) {
    if (r.chance(0.7)) {
      const picked = Array.from({ length: r.int(1, 6) }, () => r.pick(args));
      body.push(`L("s${s} va${k}"); ${F}list("${picked.map((a) => a[1]).join('')}"${picked.map((a) => `, ${a[0]}`).join('')}); E();`);
    } else {
      const xs = Array.from({ length: r.int(0, 6) }, () => r.pick(['c', 'uc', 'sh', '1', '-7', "'a'", '300', 'c * 2']));
      body.push(line(s, `sm${k}`, [val(`${F}sum(${[String(xs.length), ...xs].join(', ')})`)]));
    }
  }
  return { pre, body };
}

// ---- floating <-> integer conversions at their edges ----

function convScene(r: Rng, s: number): Scene {
  // the 8087's exceptions masked, as version 1's float scene does
  const body = ['double d; float fl; long double ld; int i; unsigned u; long l; unsigned long ul; char c; unsigned char uc;', '_control87(MCW_EM, MCW_EM);'];
  const toInt = ['32767.9', '-32768.9', '-32767.5', '0.99999', '-0.99999', '1e-300', '-1e-300', '12345.5', '-12345.5', '255.5', '-128.7', '127.9', '0.5', '-0.5', '1.5', '2.5', '-2.5'];
  const toUns = ['65535.9', '65535.0', '32768.5', '0.7', '40000.25', '1.5', '255.99'];
  const toLong = ['2147483647.0', '-2147483648.0', '2147483520.5', '-2147483520.5', '1e9', '-1e9', '65536.5', '-65536.5', '16777217.0', '123456789.75'];
  const toUlong = ['4294967295.0', '4294967040.5', '2147483648.0', '3e9', '65536.5', '0.5'];
  const ints = ['32767', '(-32767 - 1)', '65535U', '2147483647L', '(-2147483647L - 1)', '4294967295UL', '16777217L', '16777216L', '-16777217L', '2147483584L', '1', '-1', "'\\377'", '(unsigned char)200'];
  for (let k = r.int(6, 10); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: { const v = r.pick(toInt); body.push(`d = ${v}; i = d; fl = d; ld = d; c = ${r.pick(['0.5', '-1.5', '127.5', '-128.5', '100.99'])};`, `L("s${s} i${k}"); fprintf(f, " %d %d %d %d %d", i, (int)fl, (int)ld, (int)(${v}), c); E();`); break; }
      case 1: { const v = r.pick(toUns); body.push(`d = ${v}; u = d; fl = d; uc = ${r.pick(['255.9', '0.5', '128.5', '200.25'])};`, `L("s${s} u${k}"); fprintf(f, " %u %u %u %u", u, (unsigned)fl, (unsigned)(${v}), uc); E();`); break; }
      case 2: { const v = r.pick(toLong); body.push(`d = ${v}; l = d; ld = d;`, `L("s${s} l${k}"); fprintf(f, " %ld %ld %ld", l, (long)ld, (long)(${v})); E();`); break; }
      case 3: { const v = r.pick(toUlong); body.push(`d = ${v}; ul = d;`, `L("s${s} m${k}"); fprintf(f, " %lu %lu", ul, (unsigned long)(${v})); E();`); break; }
      case 4: { const v = r.pick(ints); body.push(`d = ${v}; fl = ${v}; ld = ${v};`, `L("s${s} f${k}"); fprintf(f, " %.10g %.10g %.10g %e %f", d, (double)fl, (double)ld, (double)(${v}), (double)fl); E();`); break; }
      default: { const v = r.pick([...toInt, ...toLong]); body.push(`fl = ${v}; d = fl;`, `L("s${s} r${k}"); fprintf(f, " %.10g %ld %d", d, (long)fl, fl > 0); E();`); }
    }
  }
  return { pre: [], body };
}

// ---- the comma and conditional operators, goto, register ----

function condScene(r: Rng, s: number): Scene {
  const body = [`char c = ${r.pick(['-1', '5', '127'])}; unsigned char uc = ${r.pick(['200', '0', '255'])}; int i = ${r.pick(['-3', '0', '32767'])}; unsigned u = ${r.pick(['40000U', '1U'])}; long l = ${r.pick(['-70000L', '0L', '9L'])}; double d = ${r.pick(['0.5', '-2.25'])};`,
    `register int ri = ${r.int(-9, 9)}; register char rc = ${r.int(-9, 9)}; int ai = ${r.int(-9, 9)}; int *pi = &ai; char *s0 = 0, *s1 = "xy"; int k, n;`];
  const xs = ['c', 'uc', 'i', 'u', 'l', 'd', '1', '-1', '0', "'a'", '40000', '1U'];
  for (let k = r.int(5, 9); k > 0; k--) {
    switch (r.int(0, 4)) {
      case 0: {
        const e = `${r.pick(['c', 'i', 'uc', 'l', '0', '1'])} ? ${r.pick(xs)} : ${r.pick(xs)}`;
        body.push(`L("s${s} q${k}"); fprintf(f, " %d", (int)sizeof(${e})); D(${e}); fprintf(f, " %d", (${e}) < 0); E();`);
        break;
      }
      case 1: body.push(line(s, `cm${k}`, [val(`(${r.pick(xs)}, ${r.pick(xs)})`), size(`(${r.pick(xs)}, ${r.pick(xs)})`), val(`(i++, i + c)`), val('i')])); break;
      case 2: body.push(line(s, `p${k}`, [val(`(${r.pick(['c', 'i', '0'])} ? s1 : s0) == 0`), val(`*(i ? s1 : s1 + 1)`), val(`(l ? pi : 0) == pi`)])); break;
      case 3: body.push(`n = 0; k = ${r.int(0, 3)};`, `if (k) goto in${k}_${s};`, `n += 10;`, `{ int z = ${r.int(1, 9)}; in${k}_${s}: n += k; if (n < ${r.int(5, 40)}) { k++; goto in${k}_${s}; } }`, line(s, `g${k}`, [val('n'), val('k')])); break;
      default: body.push(`ri += ${r.int(1, 300)}; rc += ri; *pi += ri; ai <<= 1;`, line(s, `r${k}`, [val('ri'), val('rc'), val('ai'), val('*pi'), size('rc + rc')]));
    }
  }
  return { pre: [], body };
}

// ---- string literals merged ----

function strScene(r: Rng, s: number): Scene {
  const parts = ['"ab"', '""', '"\\x41"', '"\\0"', '"\\1" "2"', '"%%"', '"\\\\"', '"x\\ny"', '"\\377"', '"q"', '"\\t"', '"12345678"'];
  const lit = (): string => Array.from({ length: r.int(1, 4) }, () => r.pick(parts)).join(' ');
  const body = ['int k; unsigned char *p;'];
  for (let k = r.int(4, 7); k > 0; k--) {
    const a = lit();
    if (r.chance(0.5)) body.push(`{ static char arr[] = ${a}; ${line(s, `a${k}`, [size('arr'), `B(arr, sizeof arr);`])} }`);
    else body.push(`p = (unsigned char *)(${a});`, line(s, `l${k}`, [size(`(${a})`), val('strlen((char *)p)'), `B(p, sizeof(${a}));`]));
  }
  return { pre: [], body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['bits', 3, bitsScene], ['aggr', 3, aggrScene], ['fptr', 2, fptrScene], ['va', 2, vaScene], ['conv', 3, convScene], ['cond', 2, condScene], ['str', 1, strScene],
];

export interface Ccgen4Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc4(seed: number): Ccgen4Program {
  const p = sceneProgram(new Rng(seed * 3266489917 + 71), SCENES, CCGEN4_SCENES, PRELUDE4);
  return { seed, name: ccgen4Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v4/FILE. */
export const cc4Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v4', file);

/** The programs the e2e test runs: one in fifty (npm test's budget); the fixture keeps the text of one in ten. */
export const cc4Checked = (name: string): boolean => (ccgen4Seed(name) ?? 1) % 50 === 0;

export const readCc4Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc4Fixtures(file));
export const cc4Difference = text8Difference;

/** Every program against its oracle: OUT/cc4.txt, and the facts to OUT/cc4-facts.txt. */
export function compareCc4(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN4_VERSION, source: 'ccgen4.ts', checked: (name) => (ccgen4Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 4', report: 'cc4', crlf: true, run: runCc,
  });
}
