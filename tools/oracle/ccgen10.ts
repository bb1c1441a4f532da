/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 10 (programs
 * `CM00001.C` …; docs/ORACLE.md "The C language generator"): what versions 1–9 reach least, in
 * scenes whose printed output shows it:
 *
 * - `regs`: `register` locals and parameters of int, unsigned, char and pointer type (TCC's SI and
 *   DI, and the locals it then keeps in memory) stepped in loops, through arrays, given narrower and
 *   wider values, passed on;
 * - `recur`: mutual recursion with structs passed and returned by value, recursion 100–300 deep
 *   with static locals counting the calls and the deepest level;
 * - `sw`: switch on char, unsigned char, int, unsigned and long selectors over dense and sparse
 *   cases, negative ones, default first, in the middle and last, fall-through chains, run over a
 *   range of selector values; goto backwards as a loop and into a block;
 * - `fconv`: float and double made each integer width near its edges (in the 8087's range for the
 *   conversion's width) and each width's edges made float and double; `?:` of mixed types, its
 *   value and sizeof;
 * - `pp`: the preprocessor: `##` and `#` through macros that call macros, `#if` arithmetic with
 *   `defined`, `#undef` and redefinition, nested conditionals;
 * - `hptr`: far and huge pointers by MK_FP moved by int and long amounts across 64 KB, compared
 *   and subtracted, their segment and offset printed (no memory read through them);
 * - `strs`: string literals with every escape, merged adjacent ones, identical ones compared and
 *   one written through, char arrays filled exactly and partly, their bytes and sizeof;
 * - `fedge`: floating values past each integer width's range made that width, the 8087's
 *   exceptions masked, from float, double, long double and folded constants;
 * - `tern`: `?:` of mixed types nested, its signedness in `<`, `>>`, `/` and `-`, pointer arms;
 * - `hmem`: a far block of 66–140 KB from farmalloc written and read through huge char and int
 *   pointers across its 64 KB boundaries, and through a far pointer made from a huge one;
 * - `nots`: the `!` of a char beside an operand TCC works out first (a product, a quotient, a
 *   remainder, a long comparison, an assignment of one), in arithmetic and comparisons, either side.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). No address of the data segment is printed, no
 * read before a store, no division by zero.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN10_VERSION = 10;
export const CCGEN10_SCENES = 6;
export const ccgen10Name = (seed: number): string => `CM${String(seed % 100000).padStart(5, '0')}`;
export const ccgen10Seed = (name: string): number | null => (/^CM\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value and a floating one. */
const PRELUDE10 = `${PRELUDE}#include <alloc.h>
#include <stdlib.h>
static void I(long v) { fprintf(f, " %ld", v); }
static void D(double v) { fprintf(f, " %.10g", v); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const uval = (e: string): string => `V((unsigned long)(${e}));`;
const dval = (e: string): string => `D((double)(${e}));`;

// ---- register variables ----

function regsScene(r: Rng, s: number): Scene {
  const F = `R${s}`;
  const n = r.int(3, 9);
  const k = r.pick(['3', '-5', '7', '250', '-1000', '40000U']);
  const pre = [
    `static int ${F}a[${n}] = { ${Array.from({ length: n }, () => r.int(-300, 300)).join(', ')} };`,
    `static int ${F}f(register int a, register unsigned b, char c) { register int t = a; t += b * ${r.int(1, 9)}; return t ^ c; }`,
    `static long ${F}g(register char c, int d) { register unsigned char q = c; return (long)q * d + c; }`,
  ];
  const body = [`register int i; register unsigned u; register int *p; int j; char c; long l;`];
  for (let q = r.int(3, 6); q > 0; q--) {
    switch (r.int(0, 4)) {
      case 0: body.push(`l = 0; for (i = 0, p = ${F}a; i < ${n}; i++, p++) l += *p * (i + ${r.int(1, 5)});`, line(s, `a${q}`, [sval('l'), sval('i'), sval(`p - ${F}a`)])); break;
      case 1: body.push(`u = ${k}; c = ${r.pick(['-128', '127', '-1', '65'])}; for (j = 0; j < ${r.int(1, 20)}; j++) { u = u * ${r.int(2, 9)} + c; c += ${r.int(1, 90)}; }`, line(s, `b${q}`, [uval('u'), sval('c'), sval('j')])); break;
      case 2: body.push(`i = ${r.int(-32768, 32767)}; u = ${r.int(0, 65535)}U; c = ${r.int(-128, 127)};`, line(s, `c${q}`, [sval(`${F}f(i, u, c)`), sval(`${F}f(c, i, u)`), sval(`${F}g(c, i)`), sval(`${F}g((char)u, c)`)])); break;
      case 3: body.push(`i = ${r.int(-500, 500)}; u = i; c = i; l = i;`, line(s, `d${q}`, [sval('i >> 3'), uval('u >> 3'), sval('c * 3'), sval('(char)(i + u)'), sval('l << 4'), uval('u - i')])); break;
      default: body.push(`for (i = ${r.int(0, 5)}, u = ${r.int(10, 30)}; i < u; i += ${r.int(1, 4)}, u -= ${r.int(0, 2)}) if (i & 1) continue; else if (i > ${r.int(5, 20)}) break;`, line(s, `e${q}`, [sval('i'), uval('u')]));
    }
  }
  return { pre, body };
}

// ---- recursion ----

function recurScene(r: Rng, s: number): Scene {
  const F = `Q${s}`;
  const depth = r.int(100, 200);
  const pre = [
    `struct ${F}s { int a; char b; long c; };`,
    `static struct ${F}s ${F}odd(struct ${F}s x, int n);`,
    `static struct ${F}s ${F}even(struct ${F}s x, int n) { if (n <= 0) return x; x.a += n; x.b ^= n; x.c = x.c * ${r.int(2, 5)} + n; return ${F}odd(x, n - 1); }`,
    `static struct ${F}s ${F}odd(struct ${F}s x, int n) { struct ${F}s y; if (n <= 0) return x; y = x; y.a -= n * ${r.int(1, 7)}; y.b += ${r.int(1, 50)}; y.c -= n; return ${F}even(y, n - 1); }`,
    `static int ${F}calls, ${F}deep;`,
    `static long ${F}deepsum(int n, int lv) { static int seen; char pad[${r.int(1, 8)}]; pad[0] = n; seen++; ${F}calls++; if (lv > ${F}deep) ${F}deep = lv; if (n <= 0) return seen; return pad[0] + ${F}deepsum(n - ${r.int(1, 3)}, lv + 1) * ${r.pick(['1', '2', '-1'])}; }`,
    `static int ${F}ack(int m, int n) { ${F}calls++; if (m == 0) return n + 1; if (n == 0) return ${F}ack(m - 1, 1); return ${F}ack(m - 1, ${F}ack(m, n - 1)); }`,
  ];
  const body = [`struct ${F}s x, y; long t;`];
  for (let q = r.int(2, 4); q > 0; q--) {
    switch (r.int(0, 2)) {
      case 0: body.push(`x.a = ${r.int(-32768, 32767)}; x.b = ${r.int(-128, 127)}; x.c = ${r.int(-100000, 100000)}L; y = ${F}${r.pick(['odd', 'even'])}(x, ${r.int(0, 40)});`, line(s, `m${q}`, [sval('y.a'), sval('y.b'), sval('y.c'), sval('x.a')])); break;
      case 1: body.push(`${F}calls = 0; ${F}deep = 0; t = ${F}deepsum(${depth}, 0);`, line(s, `d${q}`, [sval('t'), sval(`${F}calls`), sval(`${F}deep`)])); break;
      default: body.push(`${F}calls = 0; t = ${F}ack(${r.int(0, 2)}, ${r.int(0, 5)});`, line(s, `k${q}`, [sval('t'), sval(`${F}calls`)]));
    }
  }
  return { pre, body };
}

// ---- switch and goto ----

const SELECTORS = [
  { t: 'char', from: -128, to: 127 }, { t: 'unsigned char', from: 0, to: 255 }, { t: 'int', from: -32768, to: 32767 },
  { t: 'unsigned', from: 0, to: 65535 }, { t: 'long', from: -100000, to: 100000 },
] as const;

function swScene(r: Rng, s: number): Scene {
  const sel = r.pick(SELECTORS);
  const dense = r.next() < 0.5;
  const base = r.int(Math.max(sel.from, -200), Math.min(sel.to, 200) - 12);
  const count = r.int(2, 9);
  const cases = new Set<number>();
  while (cases.size < count) cases.add(dense ? base + r.int(0, 11) : r.int(sel.from, sel.to));
  const arms = [...cases].map((v) => `case ${v}${sel.t === 'long' ? 'L' : sel.t === 'unsigned' ? 'U' : ''}: n += ${r.int(1, 99)};${r.next() < 0.4 ? '' : ' break;'}`);
  arms.splice(r.int(0, arms.length), 0, `default: n -= ${r.int(1, 9)};${r.next() < 0.5 ? '' : ' break;'}`);
  const vals = [...cases].flatMap((v) => [v, v + 1, v - 1]).filter((v) => v >= sel.from && v <= sel.to);
  const body = [`${sel.t} x; int n, k, m;`];
  body.push(`n = 0; m = 0;`);
  for (const v of vals.slice(0, 12)) body.push(`x = ${v}${sel.t === 'long' ? 'L' : sel.t === 'unsigned' ? 'U' : ''}; switch (x) { ${arms.join(' ')} } m = m * 3 + n;`);
  body.push(line(s, 'w', [sval('n'), sval('m')]));
  const back = r.int(2, 12);
  body.push(`k = 0; n = ${r.int(-5, 5)};`, `again: n += k * ${r.int(1, 9)}; if (++k < ${back}) goto again;`, line(s, 'g', [sval('n'), sval('k')]));
  body.push(`k = ${r.int(0, 3)}; if (k > 1) goto inner; n = -1; { int z; z = ${r.int(1, 50)}; n = z;`, `inner: n += k; }`, line(s, 'i', [sval('n')]));
  return { pre: [], body };
}

// ---- floating conversions at the integer widths' edges, ?: of mixed types ----

const FTOI: readonly { t: string; vals: readonly string[] }[] = [
  { t: 'char', vals: ['127.9', '-128.9', '0.5', '-0.5', '100.25', '-1.99'] },
  { t: 'unsigned char', vals: ['255.9', '0.9', '128.5', '1.5', '200.75'] },
  { t: 'int', vals: ['32767.9', '-32768.9', '-1.5', '12345.67', '-0.1', '1e4'] },
  { t: 'unsigned', vals: ['65535.9', '32768.5', '40000.25', '0.75', '1.0'] },
  { t: 'long', vals: ['2147483647.0', '-2147483648.0', '-70000.5', '65536.9', '1e9', '-1e9'] },
  { t: 'unsigned long', vals: ['2147483647.0', '65535.5', '1e9', '1.0', '16777217.0'] },
];
const ITOF = ['-128', '127', '255', '-32768', '32767', '65535U', '32768U', '-2147483647L - 1', '2147483647L', '4294967295UL', '2147483648UL', '16777217L', '16777216L'];
const MIXED = [
  { v: 'c', d: "char c = -5;" }, { v: 'uc', d: 'unsigned char uc = 250;' }, { v: 'i', d: 'int i = -300;' }, { v: 'u', d: 'unsigned u = 65000U;' },
  { v: 'l', d: 'long l = -70000L;' }, { v: 'ul', d: 'unsigned long ul = 4000000000UL;' }, { v: 'fl', d: 'float fl = 2.5;' }, { v: 'db', d: 'double db = -7.25;' },
] as const;

function fconvScene(r: Rng, s: number): Scene {
  const body = [`${MIXED.map((m) => m.d).join(' ')} float x; double y; int k;`];
  for (let q = r.int(2, 5); q > 0; q--) {
    const c = r.pick(FTOI);
    const v = r.pick(c.vals);
    const wide = c.t.endsWith('long');
    const show = (e: string): string => (c.t === 'unsigned long' || c.t === 'unsigned' || c.t === 'unsigned char' ? uval(e) : sval(e));
    body.push(`y = ${v}; x = y;`, line(s, `f${q}`, [show(`(${c.t})y`), wide && Number(v) > 16777216 ? '' : show(`(${c.t})x`), show(`(${c.t})(y / 2)`)].filter((e) => e)));
  }
  for (let q = r.int(2, 4); q > 0; q--) {
    const e = r.pick(ITOF);
    body.push(line(s, `t${q}`, [dval(`(float)(${e})`), dval(`(double)(${e})`), dval(`(float)(${e}) - (double)(${e})`)]));
  }
  for (let q = r.int(2, 5); q > 0; q--) {
    const a = r.pick(MIXED).v, b = r.pick(MIXED).v;
    body.push(`k = ${r.int(0, 1)};`, line(s, `q${q}`, [dval(`k ? ${a} : ${b}`), dval(`!k ? ${a} : ${b}`), `Z(k ? ${a} : ${b});`]));
  }
  return { pre: [], body };
}

// ---- the preprocessor ----

function ppScene(r: Rng, s: number): Scene {
  const P = `P${s}`;
  const a = r.int(-50, 50), b = r.int(1, 9), c = r.int(0, 40000);
  const pre = [
    `#define ${P}CAT(x, y) x ## y`,
    `#define ${P}XCAT(x, y) ${P}CAT(x, y)`,
    `#define ${P}STR(x) #x`,
    `#define ${P}XSTR(x) ${P}STR(x)`,
    `#define ${P}A ${a}`,
    `#define ${P}B (${P}A * ${b} + 1)`,
    `#define ${P}SQ(x) ((x) * (x))`,
    `#define ${P}TW(x) ${P}SQ(${P}SQ(x))`,
    `static int ${P}CAT(${P}v, 0) = ${r.int(-9, 9)}, ${P}XCAT(${P}v, ${b}) = ${r.int(10, 99)};`,
    `#if ${P}A * ${b} > ${r.int(-100, 100)} && defined(${P}SQ)`,
    `#define ${P}R 1`,
    `#  if (${c} >> ${r.int(0, 15)}) % ${r.int(2, 7)} == ${r.int(0, 1)}`,
    `#    undef ${P}A`,
    `#    define ${P}A ${r.int(-9, 9)}`,
    `#  elif ${c}L * ${r.int(2, 9)} > 65535`,
    `#    define ${P}R 2`,
    `#  endif`,
    `#else`,
    `#define ${P}R 3`,
    `#endif`,
  ];
  const body = [`long t; char *q;`];
  body.push(line(s, 'p', [sval(`${P}A`), sval(`${P}B`), sval(`${P}R`), sval(`${P}TW(${P}A + 1)`), sval(`${P}v0 + ${P}XCAT(${P}v, ${b})`)]));
  body.push(`q = ${P}XSTR(${P}B); fprintf(f, " [%s]", q); q = ${P}STR(${P}B  +  ${P}A); fprintf(f, " [%s]", q); q = ${P}XSTR(${P}XCAT(${r.pick(['x', 'ab', '_'])}, ${r.int(0, 99)})); fprintf(f, " [%s]\\n", q);`);
  body.push(`#undef ${P}SQ`, `#define ${P}SQ(x) ((x) + ${r.int(1, 9)})`, `t = ${P}TW(${r.int(-99, 99)}L);`, line(s, 'u', [sval('t')]));
  return { pre, body };
}

// ---- far and huge pointers across 64 KB ----

function hptrScene(r: Rng, s: number): Scene {
  const body = [`char far *fp, far *fq; int huge *hp, huge *hq; long d;`];
  const seg = (): string => `0x${r.int(0x7000, 0x8fff).toString(16)}`;
  const off = (): string => `0x${r.pick([r.int(0xff00, 0xffff), r.int(0, 0xff), r.int(0, 0xffff)]).toString(16)}`;
  const pf = (p: string): string[] => [uval(`FP_SEG(${p})`), uval(`FP_OFF(${p})`)];
  for (let q = r.int(3, 6); q > 0; q--) {
    const k = r.pick([String(r.int(-32768, 32767)), `${r.int(-200000, 200000)}L`, `${r.int(0, 65535)}U`]);
    switch (r.int(0, 2)) {
      case 0: body.push(`fp = (char far *)MK_FP(${seg()}, ${off()}); fq = fp + ${k};`, line(s, `f${q}`, [...pf('fq'), sval('fq - fp'), sval('fq > fp'), sval('fq == fp')])); break;
      case 1: body.push(`hp = (int huge *)MK_FP(${seg()}, ${off()}); hq = hp + ${k};`, line(s, `h${q}`, [...pf('hq'), sval('hq - hp'), sval('hq > hp'), sval('hq < hp')])); break;
      default: body.push(`hp = (int huge *)MK_FP(${seg()}, ${off()}); hq = (int huge *)MK_FP(${seg()}, ${off()}); hq++; hp -= ${r.int(0, 9)}; d = hq - hp;`, line(s, `d${q}`, [...pf('hp'), ...pf('hq'), sval('d'), sval('hq >= hp'), sval('(char far *)hq == (char far *)hp')]));
    }
  }
  return { pre: [], body };
}

// ---- string literals ----

const LITS = ['"ab"', '"a\\x41g"', '"\\101\\0x"', '"\\a\\b\\f\\n\\r\\t\\v"', '"\\\\\\\'\\"\\?"', '"\\x4" "1"', '"\\1" "23"', '"a" "" "b"', '"\\377\\200"', '""'];

function strsScene(r: Rng, s: number): Scene {
  const body = [`char *p, *q; char a3[3] = "xyz"; char a5[5] = "ab"; static char sa[] = "st" "at"; int k;`];
  for (let q = r.int(3, 6); q > 0; q--) {
    const a = r.pick(LITS), b = r.pick(LITS);
    switch (r.int(0, 3)) {
      case 0: body.push(`p = ${a};`, line(s, `b${q}`, [sval(`sizeof ${a}`), 'B(p, sizeof ' + a + ');', sval('strlen(p)')])); break;
      case 1: body.push(`p = ${a}; q = ${a}; k = p == q;`, line(s, `e${q}`, [sval('k'), sval(`${a}[0]`), sval(`${b}[sizeof ${b} / 2]`)])); break;
      case 2: body.push(`p = "w${q}"; p[0] = ${r.int(33, 126)}; q = "w${q}";`, line(s, `w${q}`, ['B(q, 3);', sval('p == q')])); break;
      default: body.push(`a5[${r.int(2, 4)}] = ${r.int(-128, 127)};`, line(s, `a${q}`, ['B(a3, 3);', 'B(a5, 5);', 'B(sa, sizeof sa);', sval('sizeof sa'), sval('sizeof a3')]));
    }
  }
  return { pre: [], body };
}

// ---- floating values out of an integer width's range, the 8087's exceptions masked ----

const OUT_OF_RANGE = ['40000.0', '-40000.0', '70000.5', '-1.0', '3e9', '-3e9', '5e9', '1e20', '-0.99', '255.5', '256.0', '-129.0', '65536.0', '4294967296.0', '2147483648.0'];
const WIDTHS = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long'] as const;

function fedgeScene(r: Rng, s: number): Scene {
  const body = ['double y; float x; long double z; unsigned cw = _control87(0, 0);', '_control87(0x3F, 0x3F);'];
  for (let q = r.int(3, 6); q > 0; q--) {
    const v = r.pick(OUT_OF_RANGE);
    const ts = [r.pick(WIDTHS), r.pick(WIDTHS)];
    const show = (t: string, e: string): string => (t.startsWith('unsigned') ? uval(`(${t})(${e})`) : sval(`(${t})(${e})`));
    body.push(`y = ${v}; x = y; z = y;`, line(s, `o${q}`, ts.flatMap((t) => [show(t, 'y'), show(t, 'x'), show(t, 'z'), show(t, v)])));
  }
  body.push('_clear87();', '_control87(cw, 0xFFFF);');
  return { pre: [], body };
}

// ---- ?: of mixed types ----

function ternScene(r: Rng, s: number): Scene {
  const body = [`${MIXED.map((m) => m.d).join(' ')} int k; char *p = "pq", *z = 0; void *vp;`];
  for (let q = r.int(3, 6); q > 0; q--) {
    const a = r.pick(MIXED).v, b = r.pick(MIXED).v, c = r.pick(MIXED).v;
    const intOnly = MIXED.filter((m) => m.v !== 'fl' && m.v !== 'db');
    const ia = r.pick(intOnly).v, ib = r.pick(intOnly).v;
    body.push(`k = ${r.int(0, 2)};`);
    switch (r.int(0, 2)) {
      case 0: body.push(line(s, `n${q}`, [dval(`k ? ${a} : k - 1 ? ${b} : ${c}`), `Z(k ? ${a} : k - 1 ? ${b} : ${c});`])); break;
      case 1: body.push(line(s, `s${q}`, [sval(`(k ? ${ia} : ${ib}) < 0`), uval(`(k ? ${ia} : ${ib}) >> 1`), sval(`(k ? ${ia} : ${ib}) / 3`), uval(`-(k ? ${ia} : ${ib})`)])); break;
      default: body.push(`vp = k ? (void *)p : (void *)z;`, line(s, `p${q}`, [sval('vp == p'), sval(`(k ? p : z) == 0`), sval(`*(k ? p : "rs")`), sval(`(k ? p : 0) != 0`)]));
    }
  }
  return { pre: [], body };
}

// ---- a far block walked by huge pointers across 64 KB ----

function hmemScene(r: Rng, s: number): Scene {
  const n = r.int(66000, 140000);
  const body = [`char huge *b, huge *h; int huge *w; long k, t; unsigned char far *fb;`];
  body.push(`b = (char huge *)farmalloc(${n}L); if (b == 0) { fprintf(f, " nomem\\n"); return; }`);
  body.push(`for (h = b, k = 0; k < ${n}L; k++) *h++ = (char)(k * ${r.int(1, 255)} + (k >> ${r.int(8, 16)}));`);
  for (let q = r.int(2, 4); q > 0; q--) {
    const step = r.int(1, 9000);
    body.push(`t = 0; w = (int huge *)(b + ${r.int(0, 1)}); for (k = 0; k < ${Math.floor((n - 2) / 2)}L; k += ${step}) t += w[k];`, line(s, `s${q}`, [sval('t')]));
    body.push(`h = b + ${r.int(65000, n - 2)}L; fb = (unsigned char far *)h;`, line(s, `r${q}`, [sval('h[0]'), sval('h[-1]'), sval(`*(b + ${r.int(0, n - 1)}L)`), sval('fb[0]'), sval('h - b'), sval('(h + 1) > h')]));
  }
  body.push('farfree((void far *)b);');
  return { pre: [], body };
}

// ---- `!` of a byte beside a value TCC works out in a register first ----

/** Operands whose code fixes DX before the `!` (a product's high word, a remainder, a long comparison's operand), and a `%` that leaves its value there. */
const FIRSTS = ['(i * k)', '(i * 7)', '(u * w)', '(u / w)', '(i / k)', '(i % k)', '(u % w)', '(c > l)', '(l < uc)', '(ul >= i)', '(l == ul)', '(n = i * k)', '(u = c > ul)', '(i = i * 3)'];
const BYTES = ['c', 'uc', 'ca[1]', '(c2 = c)', '(c2 = 0)', '(uc = i)'];
const NOT_OPS = ['+', '-', '*', '&', '|', '^', '<<', '>>'];
const NOT_TESTS = ['==', '!=', '<', '>', '<=', '>='];

function notsScene(r: Rng, s: number): Scene {
  // (n static: an expression given to a register variable is worked out in SI or DI, and only some shapes of that are modelled)
  const body = ['char c, c2, ca[3]; unsigned char uc; int i, k; static int n; unsigned u, w; long l; unsigned long ul;'];
  const nz = (): number => r.pick([r.int(2, 300), -r.int(2, 300), r.int(1000, 32767), -r.int(1000, 32767)]);
  for (let q = r.int(4, 8); q > 0; q--) {
    body.push(`c = ${r.pick(['0', '1', '-1', '-100', '127', String(r.int(-128, 127))])}; c2 = ${r.int(-128, 127)}; uc = ${r.pick(['0', '255', String(r.int(0, 255))])}; ca[1] = ${r.pick(['0', '5'])}; i = ${r.int(-32768, 32767)}; k = ${nz()}; u = ${r.int(0, 65535)}U; w = ${r.int(1, 65535)}U; l = ${r.int(-200000, 200000)}L; ul = ${r.int(0, 200000)}UL; n = 0;`);
    // (not `(i + 1)` or `(i = 300)`: DH is then left from before the statement, not modelled)
    const a = r.pick(FIRSTS), b = `!${r.pick(BYTES)}`;
    switch (r.int(0, 2)) {
      case 0: { const op = r.pick(NOT_OPS); body.push(`n = ${a} ${op} ${b};`, line(s, `a${q}`, [sval('n'), sval('c'), sval('uc')])); break; }
      case 1: { const op = r.pick(['+', '-', '&', '|', '^', '*']); body.push(`n = ${b} ${op} ${a};`, line(s, `b${q}`, [sval('n'), sval('c2')])); break; }
      default: { const op = r.pick(NOT_TESTS); body.push(`n = ${a} ${op} ${b}; k = (${a} + ${b}) < 0;`, line(s, `t${q}`, [sval('n'), sval('k')])); }
    }
  }
  return { pre: [], body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['regs', 1, regsScene], ['recur', 1, recurScene], ['sw', 1, swScene], ['fconv', 1, fconvScene], ['pp', 1, ppScene], ['hptr', 1, hptrScene],
  ['strs', 1, strsScene], ['fedge', 1, fedgeScene], ['tern', 1, ternScene], ['hmem', 1, hmemScene], ['nots', 2, notsScene],
];

export interface Ccgen10Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc10(seed: number): Ccgen10Program {
  const p = sceneProgram(new Rng(seed * 2654435761 + 101), SCENES, CCGEN10_SCENES, PRELUDE10);
  return { seed, name: ccgen10Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v10/FILE. */
export const cc10Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v10', file);

/** The programs the e2e test runs: one in 100, CM00100 (npm test's budget: about 0.2 s of CPU each); the fixture keeps the text of one in ten. */
export const cc10Checked = (name: string): boolean => (ccgen10Seed(name) ?? 1) % 100 === 0;

export const readCc10Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc10Fixtures(file));

/** Every program against its oracle: OUT/cc10.txt, and the facts to OUT/cc10-facts.txt. */
export function compareCc10(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN10_VERSION, source: 'ccgen10.ts', checked: (name) => (ccgen10Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 10', report: 'cc10', crlf: true, run: runCc,
  });
}
