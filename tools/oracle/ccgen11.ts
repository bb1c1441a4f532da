/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 11 (programs
 * `CN00001.C` …; docs/ORACLE.md "The C language generator"): corners versions 1–10 write least,
 * in scenes whose printed output shows them:
 *
 * - `shifts`: `<<` and `>>` of char, unsigned char, int, unsigned, long and unsigned long by
 *   counts held in variables of 0–40 and negative ones, and the assignment forms;
 * - `divs`: `/` and `%` of negative and positive operands of every width mixed signed and
 *   unsigned, and `/=`, `%=` into narrower targets;
 * - `bits`: bit fields signed and unsigned of widths 1–16 packed in structs, stored past their
 *   range, read in expressions, compared, sizeof of the struct, its bytes;
 * - `unions`: unions of long, int pairs, char arrays and float written through one member and
 *   read through another, arrays of structs copied and returned by value;
 * - `consts`: character constants with escapes and two-character constants, sizeof of odd
 *   things (a string, a cast, a function call, an enum, `sizeof` of a char promoted), enum values
 *   and sizes, `__LINE__`;
 * - `calls`: the order TCC evaluates arguments in (right to left) seen through side effects,
 *   function pointers in arrays and struct members, varargs of mixed widths, the comma operator.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`, as version 10's do. No address of the
 * data segment is printed, no read before a store, no division by zero.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN11_VERSION = 11;
export const CCGEN11_SCENES = 6;
export const ccgen11Name = (seed: number): string => `CN${String(seed % 100000).padStart(5, '0')}`;
export const ccgen11Seed = (name: string): number | null => (/^CN\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value. */
const PRELUDE11 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const uval = (e: string): string => `V((unsigned long)(${e}));`;

const INTS = [
  { t: 'char', v: 'c', lo: -128, hi: 127 }, { t: 'unsigned char', v: 'uc', lo: 0, hi: 255 },
  { t: 'int', v: 'i', lo: -32768, hi: 32767 }, { t: 'unsigned', v: 'u', lo: 0, hi: 65535 },
  { t: 'long', v: 'l', lo: -2147483647, hi: 2147483647 }, { t: 'unsigned long', v: 'ul', lo: 0, hi: 4294967295 },
] as const;
const DECLS = 'char c; unsigned char uc; int i; unsigned u; long l; unsigned long ul; int n;';
const suffix = (t: string): string => (t === 'unsigned long' ? 'UL' : t === 'long' ? 'L' : t === 'unsigned' ? 'U' : '');
const edge = (r: Rng, x: (typeof INTS)[number]): string => {
  const v = r.pick([x.lo, x.hi, x.lo + 1, x.hi - 1, 0, 1, -1, r.int(Math.max(x.lo, -70000), Math.min(x.hi, 70000))]);
  const w = x.lo === 0 && v < 0 ? -v : v;
  return `${w}${suffix(x.t)}`;
};
const setAll = (r: Rng): string => INTS.map((x) => `${x.v} = ${edge(r, x)};`).join(' ');

// ---- shifts by counts at and past the width ----

function shiftsScene(r: Rng, s: number): Scene {
  const body = [DECLS];
  for (let q = r.int(4, 7); q > 0; q--) {
    const x = r.pick(INTS);
    const k = r.pick([0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 40, -1, -3, r.int(0, 40)]);
    body.push(setAll(r), `n = ${k};`);
    body.push(line(s, `h${q}`, [sval(`${x.v} << n`), uval(`${x.v} >> n`), sval(`${x.v} >> n`), sval(`(${x.t})(${x.v} << n)`)]));
    const op = r.pick(['<<=', '>>=']);
    body.push(`${x.v} ${op} n;`, line(s, `a${q}`, [x.t.startsWith('unsigned') ? uval(x.v) : sval(x.v)]));
  }
  return { pre: [], body };
}

// ---- division and remainder of negatives, every width ----

function divsScene(r: Rng, s: number): Scene {
  const body = [DECLS];
  for (let q = r.int(4, 7); q > 0; q--) {
    const a = r.pick(INTS), b = r.pick(INTS);
    // (no 0 divisor, and no -1: -32768 / -1 ends the program with a divide error, CN00181's first form)
    body.push(setAll(r), `if (${b.v} == 0 || ${b.v} == -1) ${b.v} = ${r.pick(['3', '7', '100'])};`);
    body.push(line(s, `d${q}`, [sval(`${a.v} / ${b.v}`), uval(`${a.v} / ${b.v}`), sval(`${a.v} % ${b.v}`), uval(`${a.v} % ${b.v}`)]));
    const t = r.pick(INTS);
    const op = r.pick(['/=', '%=', '*=', '+=', '-=', '&=', '|=', '^=']);
    body.push(`${t.v} ${op} ${b.v};`, line(s, `e${q}`, [sval(t.v), uval(t.v)]));
  }
  return { pre: [], body };
}

// ---- bit fields ----

function bitsScene(r: Rng, s: number): Scene {
  const F = `B${s}`;
  const n = r.int(2, 6);
  const fields = Array.from({ length: n }, (_, k) => ({ name: `f${k}`, signed: r.next() < 0.5, w: r.int(1, 16) }));
  const pre = [`struct ${F} { ${fields.map((x) => `${x.signed ? 'int' : 'unsigned'} ${x.name} : ${x.w};`).join(' ')} ${r.next() < 0.5 ? 'char tail;' : ''} };`];
  const body = [`struct ${F} a, b; int k; long t;`, `memset(&a, 0, sizeof a); memset(&b, 0, sizeof b);`, line(s, 'z', [`Z(a);`])];
  for (let q = r.int(3, 5); q > 0; q--) {
    for (const x of fields) body.push(`a.${x.name} = ${r.pick([r.int(-70000, 70000), -1, 1, (1 << x.w) - 1, 1 << (x.w - 1), r.int(-40, 40)])}L;`);
    body.push(line(s, `v${q}`, fields.map((x) => sval(`a.${x.name}`))), line(s, `y${q}`, ['B(&a, sizeof a);']));
    const x = r.pick(fields), y = r.pick(fields);
    body.push(`b = a; b.${x.name} += ${r.int(-5, 5)}; b.${y.name}++; k = b.${x.name} < 0; t = b.${x.name} * ${r.int(-9, 9)} + b.${y.name};`);
    body.push(line(s, `x${q}`, [sval('k'), sval('t'), sval(`b.${x.name} == a.${x.name}`), uval(`b.${y.name} >> 1`), sval(`-b.${x.name}`)]));
  }
  return { pre, body };
}

// ---- unions, arrays of structs by value ----

function unionsScene(r: Rng, s: number): Scene {
  const F = `U${s}`;
  const m = r.int(2, 5);
  const pre = [
    `union ${F} { long l; int i[2]; unsigned char c[4]; float fl; unsigned u; };`,
    `struct ${F}s { char a; int b; long c; };`,
    `static struct ${F}s ${F}arr[${m}];`,
    `static struct ${F}s ${F}pick(int k) { struct ${F}s t; t = ${F}arr[k % ${m}]; t.b += k; return t; }`,
  ];
  const body = [`union ${F} x; struct ${F}s y, z[${m}]; int k;`];
  for (let q = r.int(3, 5); q > 0; q--) {
    switch (r.int(0, 2)) {
      case 0: body.push(`x.l = ${r.int(-2000000000, 2000000000)}L;`, line(s, `l${q}`, [sval('x.i[0]'), sval('x.i[1]'), sval('x.c[3]'), uval('x.u'), `Z(x);`])); break;
      case 1: body.push(`x.i[0] = ${r.int(-32768, 32767)}; x.i[1] = ${r.int(-32768, 32767)}; x.c[${r.int(0, 3)}] = ${r.int(0, 255)};`, line(s, `i${q}`, [sval('x.l'), uval('x.u'), sval('x.c[0] + x.c[1]')])); break;
      default:
        body.push(`for (k = 0; k < ${m}; k++) { ${F}arr[k].a = k * ${r.int(1, 60)}; ${F}arr[k].b = k * ${r.int(-9000, 9000)}; ${F}arr[k].c = k * ${r.int(-99999, 99999)}L; }`);
        body.push(`for (k = 0; k < ${m}; k++) z[k] = ${F}pick(k + ${r.int(0, 9)}); y = z[${r.int(0, m - 1)}];`, line(s, `s${q}`, [sval('y.a'), sval('y.b'), sval('y.c'), sval(`z[${m - 1}].b`), `Z(z);`, `Z(z[0]);`]));
    }
  }
  return { pre, body };
}

// ---- character constants, sizeof, enums ----

const CHARS = [`'\\n'`, `'\\0'`, `'\\377'`, `'\\x7f'`, `'\\x80'`, `'\\200'`, `'\\\\'`, `'\\''`, `'"'`, `'\\a'`, `'\\v'`, `'\\f'`, `'\\b'`, `'\\t'`, `'\\r'`, `'\\?'`, `'ab'`, `'\\1\\2'`, `'A\\377'`, `'\\377A'`, `'z'`];
const SIZES = [`"abc"`, `""`, `"a\\0b"`, `'a'`, `(char)1`, `1 ? 'a' : 'b'`, `(short)3`, `3L`, `3.0f`, `3.0`, `1 == 2`, `-c`, `c + c`, `!c`, `~c`, `(c, i)`, `(long double)1`, `e1`, `f`, `*f`, `i++`];

function constsScene(r: Rng, s: number): Scene {
  const F = `E${s}`;
  const vals = Array.from({ length: r.int(2, 6) }, (_, k) => (k === 0 ? `${F}a${k} = ${r.int(-40000, 40000)}` : r.next() < 0.5 ? `${F}a${k}` : `${F}a${k} = ${r.int(-300, 300)}`));
  const pre = [`enum ${F} { ${vals.join(', ')} };`];
  const body = [`char c = 1; int i = 2; enum ${F} e1; char buf[4];`, `e1 = ${F}a0;`];
  for (let q = r.int(2, 4); q > 0; q--) body.push(line(s, `c${q}`, Array.from({ length: 4 }, () => sval(r.pick(CHARS)))));
  body.push(line(s, 'z', Array.from({ length: 5 }, () => `Z(${r.pick(SIZES)});`)));
  body.push(line(s, 'e', vals.map((_, k) => sval(`${F}a${k}`)).concat([`Z(e1);`, `Z(${F}a0);`, sval('e1 + 1'), sval('__LINE__')])));
  body.push(`buf[0] = 'x'; buf[1] = ${r.pick(CHARS)}; buf[2] = ${r.pick(CHARS)}; buf[3] = 0;`, line(s, 'b', ['B(buf, 4);', sval(`sizeof(buf) + sizeof buf[0]`)]));
  return { pre, body };
}

// ---- argument order, function pointers, varargs, comma ----

function callsScene(r: Rng, s: number): Scene {
  const F = `C${s}`;
  const pre = [
    `static int ${F}n;`,
    `static int ${F}tick(int k) { ${F}n = ${F}n * 10 + k; return ${F}n; }`,
    `static long ${F}three(int a, long b, int c) { return a * 1000L + b * 10 + c; }`,
    `static int ${F}add(int a, int b) { return a + b; }`,
    `static int ${F}sub(int a, int b) { return a - b; }`,
    `static int ${F}mul(int a, int b) { return a * b; }`,
    `static int (*${F}ops[3])(int, int) = { ${F}add, ${F}sub, ${F}mul };`,
    `struct ${F}h { int (*fn)(int, int); int k; };`,
    `static long ${F}sum(int n, ...) { va_list ap; long t = 0; int k; va_start(ap, n); for (k = 0; k < n; k++) { if (k & 1) t += va_arg(ap, long); else t += va_arg(ap, int); } va_end(ap); return t; }`,
  ];
  const body = [`int i, j, k; long t; struct ${F}h h;`];
  for (let q = r.int(3, 5); q > 0; q--) {
    switch (r.int(0, 3)) {
      case 0: body.push(`${F}n = 0; t = ${F}three(${F}tick(1), ${F}tick(2), ${F}tick(3));`, line(s, `o${q}`, [sval('t'), sval(`${F}n`)])); break;
      case 1: body.push(`i = ${r.int(-9, 9)}; j = ${r.int(-9, 9)}; t = ${F}three(i++, i + j, i);`, line(s, `p${q}`, [sval('t'), sval('i')])); break;
      case 2: {
        const a = r.int(-300, 300), b = r.int(-300, 300);
        body.push(`h.fn = ${F}ops[${r.int(0, 2)}]; h.k = ${r.int(-9, 9)}; k = (*h.fn)(${a}, ${b}) + h.fn(h.k, ${a});`, line(s, `f${q}`, [sval('k'), sval(`(${F}ops[${r.int(0, 2)}])(${a}, ${b})`), sval(`${F}ops[1] == ${F}sub`)]));
        break;
      }
      default: {
        const n = r.int(0, 5);
        const args = Array.from({ length: n }, (_, k) => (k & 1 ? `${r.int(-2000000, 2000000)}L` : String(r.int(-32768, 32767))));
        body.push(`i = (j = ${r.int(1, 9)}, j * ${r.int(2, 9)}), k = ${r.int(0, 1)} ? i++ : j--;`, line(s, `v${q}`, [sval(`${F}sum(${[n, ...args].join(', ')})`), sval('i'), sval('j'), sval('k')]));
      }
    }
  }
  return { pre, body };
}

// ---- comparisons mixing signed and unsigned widths, `?:` and `,` with side effects ----

const CMPS = ['<', '>', '<=', '>=', '==', '!='];

function cmpsScene(r: Rng, s: number): Scene {
  const body = [DECLS, 'int k, m;'];
  for (let q = r.int(4, 7); q > 0; q--) {
    const a = r.pick(INTS), b = r.pick(INTS), op = r.pick(CMPS);
    body.push(setAll(r), `k = 0; m = 0;`);
    body.push(line(s, `c${q}`, [sval(`${a.v} ${op} ${b.v}`), sval(`(${a.v} ${op} ${b.v}) + (${b.v} ${op} ${a.v}) * 2`), sval(`-${a.v} ${op} ${b.v}`), sval(`(${b.t})${a.v} ${op} ${b.v}`)]));
    body.push(`n = (k++ ${op} m++) ? k++ + ${a.v} : (m += 2, m * ${r.int(-9, 9)}); m = m++ * 2 + k--;`, line(s, `t${q}`, [sval('n'), sval('k'), sval('m')]));
  }
  return { pre: [], body };
}

// ---- floating values made integers and back at the edges of float's mantissa ----

const FVALS = ['16777215L', '16777216L', '16777217L', '-16777217L', '2147483647L', '-2147483647L - 1', '4294967295UL', '65535U', '32767', '-32768', '0.49999', '-0.5', '1.5', '2.5', '-2.5', '1e-30', '3.4e38', '65535.999', '-65535.999', '40000.0'];
const FTARGETS = ['char', 'unsigned char', 'int', 'unsigned', 'long'] as const;

function fcastScene(r: Rng, s: number): Scene {
  const body = ['float x; double y; long l; unsigned u; int i;'];
  for (let q = r.int(3, 6); q > 0; q--) {
    const v = r.pick(FVALS);
    body.push(`y = ${v}; x = y; l = x; u = (unsigned)(long)y; i = (int)(long)x;`);
    const t = r.pick(FTARGETS);
    const inRange = (e: number): boolean => t === 'long' ? Math.abs(e) < 2147483647 : t === 'int' ? e > -32769 && e < 32768 : t === 'unsigned' ? e > -1 && e < 65536 : t === 'char' ? e > -129 && e < 128 : e > -1 && e < 256;
    const num = Number(v.replace(/[UL]/g, '').replace(' - 1', ''));
    const parts = [sval('l'), uval('u'), sval('i'), `fprintf(f, " %.9g %.17g", x, y);`, sval('x == y'), sval('(float)l == x')];
    if (inRange(num)) parts.push(t.startsWith('unsigned') ? uval(`(${t})y`) : sval(`(${t})y`));
    body.push(line(s, `f${q}`, parts));
  }
  return { pre: [], body };
}

// ---- the preprocessor: `#` of strings and characters, __FILE__, __DATE__'s and __TIME__'s forms ----

function ppxScene(r: Rng, s: number): Scene {
  const P = `X${s}`;
  const pre = [
    `#define ${P}S(x) #x`,
    `#define ${P}XS(x) ${P}S(x)`,
    `#define ${P}C(a, b) a ## b`,
    `#define ${P}N ${r.int(0, 99)}`,
    `#define ${P}F(a) (a + ${P}N) * ${P}G(a)`,
    `#define ${P}G(a) (a - ${r.int(0, 9)})`,
  ];
  const body = ['char *q; long t;'];
  const strs = [`"a\\\\n"`, `'\\''`, `"x" "y"`, `a  +   b`, `  lead`, `${P}N`, `"${P}N"`, `f(1, 2)`, `'"'`];
  body.push(`q = ${P}S(${r.pick(strs)}); fprintf(f, " [%s] %d", q, (int)sizeof ${P}S(${r.pick(strs)}));`, line(s, 'a', []));
  // (a paste making a number of a name that is no macro's leaves the next name unexpanded: probes
  // CN99932 …, the preprocessor's blindName; a program with that calls an undefined function)
  const left = r.pick(['1', '0x', 'L', 'u']);
  body.push(`q = ${P}XS(${P}C(${left}, ${r.pick(left === '1' || left === '0x' ? ['2', '1e2'] : ['2', 'F', '1e2'])})); fprintf(f, " [%s]", q);`, line(s, 'b', []));
  body.push(`t = ${P}C(${r.int(1, 9)}, ${r.int(0, 9)}) + ${P}C(0x, ${r.pick(['7', '20', '10'])}) + ${P}F(${r.int(-9, 9)});`, line(s, 'c', [sval('t')]));
  body.push(`fprintf(f, " [%s] %d %d %d", __FILE__, (int)sizeof __DATE__, (int)sizeof __TIME__, __DATE__[3] == ' ' && __TIME__[2] == ':');`, line(s, 'd', [sval('__LINE__'), sval(`${P}S(__LINE__)[0]`), sval(`${P}XS(__LINE__)[0]`)]));
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['shifts', 1, shiftsScene], ['divs', 1, divsScene], ['bits', 1, bitsScene], ['unions', 1, unionsScene], ['consts', 1, constsScene], ['calls', 1, callsScene],
  ['cmps', 1, cmpsScene], ['fcast', 1, fcastScene], ['ppx', 1, ppxScene],
];

export interface Ccgen11Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc11(seed: number): Ccgen11Program {
  const p = sceneProgram(new Rng(seed * 2654435761 + 111), SCENES, CCGEN11_SCENES, PRELUDE11);
  return { seed, name: ccgen11Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v11/FILE. */
export const cc11Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v11', file);

/** The programs the e2e test runs: one in 100, CN00100 (about 0.2 s of CPU each); the fixture keeps the text of one in ten. */
export const cc11Checked = (name: string): boolean => (ccgen11Seed(name) ?? 1) % 100 === 0;

export const readCc11Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc11Fixtures(file));

/** Every program against its oracle: OUT/cc11.txt, and the facts to OUT/cc11-facts.txt. */
export function compareCc11(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN11_VERSION, source: 'ccgen11.ts', checked: (name) => (ccgen11Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 11', report: 'cc11', crlf: true, run: runCc,
  });
}
