/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 8 (programs `CK00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1–7 check least, in scenes whose
 * printed output shows it:
 *
 * - `order`: the order TCC evaluates what C leaves open — arguments of every type (a log of the
 *   calls), an assignment's two sides (`a[f()] = g()`, `a[f()] += g()`, `*p() = g()`), `a[i] = i++`
 *   and its kin, calls inside `?:`, `&&` and `||` operands, calls in the arguments of calls;
 * - `chars`: functions returning char, unsigned char and signed char from int and long
 *   expressions, char parameters given ints and longs, char arithmetic and its promotions;
 * - `floats`: float and double in conditions (`if (f)`, `!d`, `&&`, `?:`), loops stepped by floating
 *   amounts, floating loop counters, comparisons of float against double constants;
 * - `copies`: structs of odd sizes assigned in chains, through pointers, between array elements,
 *   returned into members; their bytes;
 * - `decay`: sizeof of arrays, `&arr`, `*&arr`, `arr + 0`, string literals, array parameters;
 *   arrays of pointers initialised by string literals (static and automatic), `char [][N]`;
 *   `const` objects written through a cast pointer and read back;
 * - `funcs`: static functions and forward declarations, implicit int, functions called before any
 *   declaration (implicitly int, their float arguments made double), K&R definitions after them;
 * - `longx`: long integer expressions over many variables of mixed types with calls inside (TCC's
 *   register spills), printed whole;
 * - `switch`: switch on char, unsigned char, int and long with dense cases (a jump table) and sparse
 *   ones, over a list of values in and out of range;
 * - `locarr`: automatic arrays of structs initialised, partly, in loops and recursion, changed and
 *   initialised again;
 * - `pregs`: pseudo-registers set and read whole and by halves (`_AH`/`_AL` into `_AX`, `_CL`…).
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). No address is printed (only differences), no
 * read before a store, no division by zero or by −1.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN8_VERSION = 8;
export const CCGEN8_SCENES = 6;
export const ccgen8Name = (seed: number): string => `CK${String(seed % 100000).padStart(5, '0')}`;
export const ccgen8Seed = (name: string): number | null => (/^CK\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value, a double in full, a string. */
const PRELUDE8 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
static void D(double x) { fprintf(f, " %.10g", x); }
static void S(char *s) { fprintf(f, " [%s]", s); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const dval = (e: string): string => `D((double)(${e}));`;
const bytes = (e: string): string => `B(&${e}, sizeof ${e});`;

// ---- the order of evaluation ----

function orderScene(r: Rng, s: number): Scene {
  const K = `K${s}`;
  const pre = [
    `static char ${K}lg[80]; static int ${K}n; static int ${K}ar[8]; static long ${K}la[8]; static double ${K}da[8];`,
    `static int ${K}(int v) { if (${K}n < 76) ${K}lg[${K}n++] = 'a' + v; return v; }`,
    `static long ${K}L(int v) { ${K}(v); return v * 70000L; }`,
    `static double ${K}D(int v) { ${K}(v); return v / 4.0; }`,
    `static char ${K}C(int v) { ${K}(v); return v * 40; }`,
    `static int *${K}P(int v) { ${K}(v); return &${K}ar[v & 7]; }`,
    `struct ${K}s { int a; char b[3]; };`,
    `static struct ${K}s ${K}S(int v) { struct ${K}s t; ${K}(v); t.a = v; t.b[0] = v + 1; t.b[1] = 0; t.b[2] = 9; return t; }`,
    `static int ${K}3(int a, int b, int c) { return a * 100 + b * 10 + c; }`,
    `static long ${K}m(long a, int b, double c, char d) { return a + b + (long)(c * 8) + d; }`,
    `static int ${K}t(struct ${K}s x, int y) { return x.a * 7 + x.b[0] + y; }`,
  ];
  const body = ['int i, j, *p; long lv = 0; double dv; struct { int m[4]; } st;', `for (i = 0; i < 8; i++) { ${K}ar[i] = i; ${K}la[i] = -i; ${K}da[i] = i / 2.0; }`, 'for (i = 0; i < 4; i++) st.m[i] = 0;'];
  const logged = (tag: string, stmt: string, extra: string[] = []): string => `${K}n = 0; ${stmt} ${K}lg[${K}n] = 0; ${line(s, tag, [`L(" "); L(${K}lg);`, ...extra])}`;
  const d = (): number => r.int(0, 7);
  const call = (): string => r.pick([`${K}(${d()})`, `${K}L(${d()})`, `${K}(${d()})`, `${K}C(${d()})`]);
  const icall = (): string => r.pick([`${K}(${d()})`, `${K}C(${d()})`]);
  const arrs = `V(${K}ar[0] + ${K}ar[1] * 16 + ${K}ar[2] * 256 + ${K}ar[3] * 4096); V(${K}ar[4] + ${K}ar[5] * 16 + ${K}ar[6] * 256 + ${K}ar[7] * 4096);`;
  for (let k = r.int(5, 9); k > 0; k--) {
    switch (r.int(0, 9)) {
      case 0: body.push(logged(`a${k}`, `j = ${K}3(${call()}, ${call()}, ${call()});`, [sval('j')])); break;
      case 1: body.push(logged(`m${k}`, `lv = ${K}m(${K}L(${d()}), ${icall()}, ${K}D(${d()}), ${icall()});`, [sval('lv')])); break;
      case 2: body.push(logged(`s${k}`, `j = ${K}t(${K}S(${d()}), ${icall()});`, [sval('j')])); break;
      case 3: {
        const st = r.pick([
          `${K}ar[${K}(${d()})] = ${K}(${d()});`, `${K}ar[${K}(${d()})] += ${K}(${d()});`, `*${K}P(${d()}) = ${K}(${d()});`, `*${K}P(${d()}) -= ${K}C(${d()});`,
          `${K}la[${K}(${d()})] = ${K}L(${d()});`, `${K}la[${K}(${d()})] *= ${K}(${d()});`, `${K}da[${K}(${d()})] = ${K}D(${d()});`, `${K}da[${K}(${d()})] += ${K}(${d()});`,
          `st.m[${K}(${d()}) & 3] = ${K}(${d()}) + ${K}(${d()});`, `${K}ar[${K}(${d()})]++;`, `${K}ar[${K}(${d()})] = ${K}ar[${K}(${d()})] = ${K}(${d()});`,
          `*${K}P(${d()}) = *${K}P(${d()}) + ${K}(${d()});`,
        ]);
        body.push(logged(`w${k}`, st, [arrs, sval(`st.m[0] + st.m[1] * 8 + st.m[2] * 64 + st.m[3] * 512`), sval(`${K}la[0] + ${K}la[1] + ${K}la[2] + ${K}la[3] + ${K}la[4] + ${K}la[5] + ${K}la[6] + ${K}la[7]`), dval(`${K}da[0] + ${K}da[1] * 2 + ${K}da[2] * 4 + ${K}da[3] * 8 + ${K}da[4] + ${K}da[5] + ${K}da[6] + ${K}da[7] * 3`)]));
        break;
      }
      case 4: body.push(logged(`c${k}`, `j = ${K}(${d()}) ? ${call()} + ${call()} : ${call()} * ${call()};`, [sval('j')]),
        logged(`l${k}`, `j = (${K}(${r.int(0, 2)}) ${r.pick(['&&', '||'])} ${K}(${r.int(0, 2)})) + ${K}(${d()}) * (${K}(${r.int(0, 1)}) ${r.pick(['&&', '||'])} ${K}(${d()}));`, [sval('j')])); break;
      case 5: body.push(logged(`n${k}`, `j = ${K}3(${K}(${d()}) + ${K}3(${K}(${d()}), ${K}(${d()}), ${K}(${d()})), ${K}(${d()}), ${K}3(${K}(${d()}), ${K}(${d()}), ${K}(${d()})));`, [sval('j')])); break;
      case 6: body.push(`for (i = 0; i < 8; i++) ${K}ar[i] = i * 3;`, `i = ${r.int(0, 3)};`,
        r.pick([`${K}ar[i] = i++;`, `${K}ar[i++] = i;`, `${K}ar[i] += i++;`, `j = ${K}ar[i++] + ${K}ar[i];`, `${K}ar[i++] = ${K}ar[i] + 5;`, `${K}ar[i] = ++i * 2;`, `${K}ar[++i] = i;`, `${K}ar[i--] -= ++i;`,
          'p = &' + `${K}ar[i]; *p++ = *p + 1;`, 'p = &' + `${K}ar[i]; p[0] = *++p;`, `${K}la[i] = i++ * 70000L;`, `${K}da[i++] = i / 4.0;`]),
        line(s, `i${k}`, [sval('i'), arrs, sval(`${K}la[0] + ${K}la[1] + ${K}la[2] + ${K}la[3] + ${K}la[4]`), dval(`${K}da[0] + ${K}da[1] + ${K}da[2] * 3 + ${K}da[3] + ${K}da[4] * 5`)])); break;
      case 7: body.push(`i = ${r.int(0, 4)}; j = 0;`, r.pick([`j = ${K}3(i++, i, ++i);`, `j = ${K}3(i, i++, i);`, `j = ${K}3(--i, i--, i);`, `j = ${K}3(i += 2, i, i *= 2);`, `lv = ${K}m(i++, i++, i++, i);`, `j = i++ * 10 + i++ + i;`, `j = (i = 3) * 10 + i++;`, `j = i-- * i-- - --i;`]),
        line(s, `p${k}`, [sval('i'), sval('j'), sval('lv')])); break;
      case 8: body.push(logged(`d${k}`, `dv = ${K}D(${d()}) ${r.pick(['+', '-', '*'])} ${call()} ${r.pick(['+', '-', '*'])} ${K}D(${d()}) ${r.pick(['<', '>', '+'])} ${call()};`, [dval('dv')])); break;
      default: body.push(logged(`q${k}`, `j = (${call()}, ${icall()}) + (${K}n > 1 ? ${icall()} : ${icall()}) - !${icall()};`, [sval('j')]));
    }
  }
  return { pre, body };
}

// ---- char arithmetic, returns and parameters ----

const CTYPES = ['char', 'unsigned char', 'signed char'];

function charsScene(r: Rng, s: number): Scene {
  const C = `H${s}`;
  const rt = (): string => r.pick(CTYPES);
  const ret = [rt(), rt(), rt(), rt()];
  const pre = [
    `static ${ret[0]} ${C}a(int x) { return x * ${r.int(2, 9)}; }`,
    `static ${ret[1]} ${C}b(long x) { return x + ${r.pick(['1', '200', '-1', '65535L'])}; }`,
    `static ${ret[2]} ${C}c(${rt()} x, ${rt()} y) { return x + y; }`,
    `static int ${C}d(${rt()} x) { return x; }`,
    `static ${ret[3]} ${C}e(int x) { return x > 0 ? x << 4 : ${r.pick(['0x1FF', '-129', '300', "'\\xF0'"])}; }`,
    `static unsigned ${C}u(unsigned char x) { return x * 2u; }`,
  ];
  const vals = ['0', '1', '-1', '127', '128', '-128', '255', '256', '300', '-300', '1000', '40000U', "'A'", "'\\xFF'", '0x7FFF', '-32768'];
  const body = [`char c; unsigned char u; signed char sc; int i; long l;`];
  for (let k = r.int(5, 9); k > 0; k--) {
    const v = (): string => r.pick(vals);
    switch (r.int(0, 5)) {
      case 0: body.push(`i = ${v()}; l = ${r.pick(['70000L', '-70000L', '0x12345L', '255L', '-1L'])};`, line(s, `r${k}`, [sval(`${C}a(i)`), sval(`${C}a(${v()})`), sval(`${C}b(l)`), sval(`${C}b(i)`), sval(`${C}e(i)`), sval(`${C}e(-1)`), size(`${C}a(1)`), size(`${C}a(1) + 0`)])); break;
      case 1: body.push(`i = ${v()};`, line(s, `p${k}`, [sval(`${C}c(i, i)`), sval(`${C}c(${v()}, ${v()})`), sval(`${C}d(i)`), sval(`${C}d(${v()})`), sval(`${C}d(70000L + i)`), sval(`${C}u(i)`), sval(`${C}u(${v()})`)])); break;
      case 2: body.push(`c = ${v()}; u = ${v()}; sc = ${v()};`,
        `c ${r.pick(['+=', '-=', '*=', '<<=', '>>=', '|=', '^=', '&='])} ${r.pick(['3', '100', '-2', 'u', 'sc', '7'])};`,
        `u ${r.pick(['+=', '-=', '*=', '<<=', '>>=', '&=', '%='])} ${r.pick(['3', '100', '5', '7'])};`,
        line(s, `o${k}`, [sval('c'), sval('u'), sval('sc'), sval(`c ${r.pick(['+', '-', '*', '<', '==', '>', '^'])} u`), sval(`sc ${r.pick(['+', '-', '*', '<', '==', '>', '|'])} ${r.pick(['u', 'c', '1', '200'])}`), sval('-c'), sval('~u'), sval('!sc'), size('c + u'), size('-u'), size('c++')])); break;
      case 3: body.push(`c = ${v()}; u = c; i = 0;`, `while (c++ != ${r.pick(['127', '0', '-128', '(char)200'])} && i < 300) i++;`, line(s, `w${k}`, [sval('i'), sval('c'), sval('u'), sval(`(char)(u + ${r.int(1, 200)})`), sval(`(unsigned char)(c - ${r.int(1, 200)}) > 100`), sval(`c == ${v()}`), sval(`u == ${v()}`)])); break;
      case 4: body.push(`c = ${v()}; u = ${v()};`, line(s, `q${k}`, [sval(`c ? c : u`), sval(`i = c`), sval(`l = u`), sval(`(c & 0x80) != 0`), sval(`c >> ${r.int(0, 9)}`), sval(`u >> ${r.int(0, 9)}`), sval(`c << ${r.int(0, 9)}`), size('c ? c : u'), size('c ? c : 1'), sval(`c / ${r.pick(['3', '-3', '7'])}`), sval(`u % ${r.pick(['3', '7', '10'])}`)])); break;
      default: body.push(`for (c = ${r.pick(['0', '100', '-10', '120'])}, i = 0; i < 40; c += ${r.pick(['5', '17', '-13', '100'])}) i++;`, line(s, `f${k}`, [sval('c'), sval('i'), sval(`${C}d(c) + ${C}a(c)`)]));
    }
  }
  return { pre, body };
}

// ---- floating values in conditions and loops ----

function floatsScene(r: Rng, s: number): Scene {
  const pre: string[] = [];
  const body = ['float x; double d; int n, i; long l;'];
  const fv = (): string => r.pick(['0.0', '-0.0', '1e-30', '0.1', '-2.5', '1e10', '0.5', '3.0', '1e-300', '65535.9']);
  for (let k = r.int(5, 9); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: {
        const v = r.pick(['x', 'd']);
        const [a, b, st] = r.pick([['0', '1', '0.1'], ['0', '2', '0.25'], ['-1', '1', '0.2'], ['1', '0', '-0.1'], ['0', '10', '0.7'], ['0.1', '0.9', '0.1']] as const);
        const cmp = Number(st) > 0 ? r.pick(['<', '<=', '!=']) : r.pick(['>', '>=']);
        body.push(`for (${v} = ${a}, n = 0; ${v} ${cmp} ${b} && n < 200; ${v} += ${st}) n++;`, line(s, `l${k}`, [sval('n'), dval(v)]));
        break;
      }
      case 1: body.push(`x = ${fv()}; d = ${fv()};`, line(s, `c${k}`, [sval('x ? 1 : 2'), sval('!d'), sval('x && d'), sval('x || 0'), sval('!x + !!d'), sval('d ? 5 : 7'), `if (x) I(1L); else I(0L);`, `if (!d) I(1L); else I(0L);`, sval('(x > d) + (x == d) * 2')])); break;
      case 2: body.push(`x = ${fv()}; d = x;`, line(s, `e${k}`, [sval(`x == ${fv()}`), sval(`x == (float)${fv()}`), sval(`d == x`), sval(`x < ${r.pick(['0.1', '0.1f', '1e-30', '0'])}`), sval(`x * 10 == 1`), sval(`(int)(x * 10)`), dval('x - d')])); break;
      case 3: body.push(`d = ${r.pick(['1.0', '100.0', '0.1', '1e300'])}; n = 0;`, `while (d ${r.pick(['', ' > 1e-10', ' != 0'])}) { d = d / ${r.pick(['2', '10', '3'])}; if (++n > 1200) break; }`, line(s, `w${k}`, [sval('n'), dval('d')])); break;
      case 4: body.push(`x = ${r.pick(['0.5', '2.7', '-1.5', '3.99', '7.0'])}; l = 0;`, `for (i = 0; i < 6; i++) { switch ((int)x) { case 0: l += 1; break; case 2: l += 10; break; case 3: l += 100; case -1: l += 1000; break; default: l += 10000; } x = x * ${r.pick(['1.5', '0.5', '-1.25'])}; }`, line(s, `s${k}`, [sval('l'), dval('x')])); break;
      default: body.push(`x = 0; n = 0;`, `do { x += ${r.pick(['0.1f', '0.1', '1.0 / 3', '0.2'])}; n++; } while (x ${r.pick(['<', '<='])} ${r.pick(['1', '1.0f', '2.0', '0.3'])} && n < 100);`, line(s, `d${k}`, [sval('n'), dval('x'), sval('x == 1'), sval('(long)(x * 1000)')]));
    }
  }
  return { pre, body };
}

// ---- struct copies of odd sizes ----

function copiesScene(r: Rng, s: number): Scene {
  const T = `Y${s}`;
  const n = r.int(1, 17);
  const mem = r.pick([`char c[${n}];`, `char c[${n}]; char z;`, `int i; char c[${n}];`, `char c[${n}]; long l;`, `char h; int i; char c[${n}];`]);
  const pre = [
    `struct ${T} { ${mem} };`,
    `struct ${T}w { char p; struct ${T} in; char q; };`,
    `static struct ${T} ${T}g[4];`,
    `static struct ${T} ${T}mk(int v) { struct ${T} t; unsigned char *q = (unsigned char *)&t; int k; for (k = 0; k < sizeof t; k++) q[k] = v + k * 3; return t; }`,
  ];
  const body = [`struct ${T} a, b, c, *p, *q; struct ${T}w w; int k;`, `a = ${T}mk(1); b = ${T}mk(40); c = ${T}mk(90);`, `for (k = 0; k < 4; k++) ${T}g[k] = ${T}mk(k * 20); w.p = 1; w.q = 2; w.in = c;`];
  for (let k = r.int(4, 7); k > 0; k--) {
    body.push(r.pick([
      'a = b = c;', 'p = &a; q = &b; *p = *q;', `${T}g[${r.int(0, 3)}] = ${T}g[${r.int(0, 3)}];`, `w.in = ${T}mk(${r.int(0, 200)});`, `a = w.in; w.in = b;`,
      `${T}g[k = ${r.int(0, 3)}] = a;`, `p = ${T}g; *p++ = *(p + 1);`, 'a = a;', `c = k ? a : b;`, `b = ${T}g[1] = ${T}mk(${r.int(0, 200)});`,
    ]), line(s, `c${k}`, [bytes('a'), bytes('b'), bytes('c'), bytes('w'), bytes(`${T}g`), size(`struct ${T}`), size(`struct ${T}w`)]));
  }
  return { pre, body };
}

// ---- arrays decayed, sizeof, literals in pointer arrays, const ----

function decayScene(r: Rng, s: number): Scene {
  const T = `Q${s}`;
  const w = (): string => r.pick(['', 'a', 'bc', 'def', 'hello', 'x\\ty', 'long words']);
  const ws = Array.from({ length: r.int(1, 5) }, w);
  const et = r.pick(['char', 'int', 'long', 'double', 'char *']);
  const n1 = r.int(1, 6), n2 = r.int(1, 4);
  const pre = [
    `static char *${T}t[] = { ${ws.map((x) => `"${x}"`).join(', ')} };`,
    `static char ${T}m[][${Math.max(1, ...ws.map((x) => x.replace(/\\./g, '.').length)) + r.int(1, 4)}] = { ${ws.map((x) => `"${x}"`).join(', ')} };`,
    `static ${et} ${T}a[${n1}][${n2}];`,
    `static int ${T}p(int a[${r.int(1, 20)}], char b[]) { return sizeof a * 100 + sizeof b * 10 + sizeof a[0]; }`,
    `static const int ${T}k = ${r.int(-99, 99)};`,
  ];
  const body = [`char *t[] = { ${ws.slice().reverse().map((x) => `"${x}"`).join(', ')} }; const int ck = ${r.int(-99, 99)}; int ia[${r.int(1, 9)}]; char ca[${r.int(1, 9)}]; int k;`];
  body.push(line(s, 's', [size(`${T}a`), size(`&${T}a`), size(`*&${T}a`), size(`${T}a + 0`), size(`${T}a[0]`), size(`&${T}a[0]`), size(`*${T}a`), size(`${T}a[0][0]`), size(`&${T}a[0][0]`), size('ia'), size('&ia'), size('ia + 1'), size('ca'), size('&ca[0]'), size('*ca')]));
  body.push(line(s, 'd', [sval(`(char *)(&${T}a + 1) - (char *)${T}a`), sval(`(char *)(${T}a + 1) - (char *)${T}a`), sval(`&${T}a[${n1 - 1}][${n2 - 1}] - &${T}a[0][0]`), sval('(char *)(&ia + 1) - (char *)ia'), sval(`${T}p(ia, ca)`)]));
  body.push(line(s, 'l', [size(`"${ws[0]}"`), size(`"${ws[0]}" "${ws[ws.length - 1]}"`), size(`${T}t`), size(`${T}t[0]`), size(`${T}m`), size(`${T}m[0]`), size('t'), sval(`sizeof ${T}t / sizeof ${T}t[0]`), sval(`"${ws[0]}z"[${r.int(0, 1)}]`)]));
  for (let k = 0; k < ws.length; k++) body.push(line(s, `t${k}`, [`S(${T}t[${k}]);`, `S(t[${k}]);`, `S(${T}m[${k}]);`, sval(`strlen(${T}t[${k}])`), sval(`${T}t[${k}] == ${T}t[${k}]`), sval(`${T}t[${k}][0]`), sval(`*t[${k}]`), bytes(`${T}m[${k}]`)]));
  body.push(`*(int *)&ck = ${r.int(100, 999)}; *(int *)&${T}k = ${r.int(100, 999)};`, line(s, 'k', [sval('ck'), sval(`${T}k`), sval('ck + 1'), sval(`${T}k * 2`)]));
  if (r.chance(0.5)) body.push(`k = ${r.int(0, ws.length - 1)}; ${T}m[k][0] = 'Q'; t[k] = ${T}m[k];`, line(s, 'w', [`S(t[k]);`, `S(${T}m[k]);`, sval('t[k] - t[k]')]));
  return { pre, body };
}

// ---- static functions, forward declarations, implicit declarations ----

function funcsScene(r: Rng, s: number): Scene {
  const F = `F${s}`;
  const pre = [
    `static long ${F}a(int);`,
    `static int ${F}b(int n);`,
    `static long ${F}c(int x) { return ${F}a(x) * 2 + ${F}b(x); }`,
    `static long ${F}a(int x) { return x <= 0 ? 1 : ${F}b(x - 1) + x * 70000L; }`,
    `static int ${F}b(int n) { return n <= 0 ? ${r.int(-5, 5)} : (int)${F}a(n - 1) + n; }`,
    `static ${F}d(x, y) { return x * ${r.int(2, 9)} - y; }`,
    `static ${F}e(a, b) long b; { return a + b; }`,
    `int ${F}f(x) { return ${F}g(x, ${r.pick(['1.5', '2.25', '-0.75'])}) + ${F}h(x); }`,
    `${F}g(c, d) char c; float d; { return c * 4 + (int)(d * 8); }`,
    `${F}h(x) unsigned x; { return x >> 1; }`,
    `static unsigned char ${F}i(void);`,
    `static int (*${F}p)(int) = ${F}b;`,
    `static unsigned char ${F}i(void) { static unsigned char n = ${r.int(250, 255)}; return n++; }`,
  ];
  const body = ['int i; long l;'];
  for (let k = r.int(4, 7); k > 0; k--) {
    const v = r.int(-3, 9);
    switch (r.int(0, 3)) {
      case 0: body.push(line(s, `m${k}`, [sval(`${F}c(${v})`), sval(`${F}a(${r.int(-1, 7)})`), sval(`${F}b(${r.int(-1, 7)})`), sval(`${F}p(${r.int(0, 5)})`), size(`${F}a(1)`)])); break;
      case 1: body.push(`i = ${r.pick(['300', '-1', '40000U', '7'])}; l = ${r.pick(['70000L', '-1L', '65536L', '3L'])};`, line(s, `k${k}`, [sval(`${F}d(i, ${v})`), sval(`${F}e(i, l)`), sval(`${F}e(${v}, 65535L)`), size(`${F}d(1, 2)`)])); break;
      case 2: body.push(line(s, `i${k}`, [sval(`${F}f(${r.pick(['300', '-1', '65', '40000U'])})`), sval(`${F}g(${r.pick(['300', '-2', "'a'"])}, ${r.pick(['1.5', '0.1', '-2.75', '3.0'])})`), sval(`${F}h(${r.pick(['-1', '9', '40000U'])})`)])); break;
      default: body.push(line(s, `u${k}`, [sval(`${F}i()`), sval(`${F}i() + ${F}i()`), size(`${F}i()`), sval(`${F}i() > 250`)]));
    }
  }
  return { pre, body };
}

// ---- long expressions ----

const LTYPES = ['int', 'unsigned', 'long', 'char', 'unsigned char', 'unsigned long'];

function longxScene(r: Rng, s: number): Scene {
  const X = `X${s}`;
  const vars = LTYPES.map((t, i) => [`v${i}`, t] as const);
  const pre = [`static int ${X}id(int x) { return x; }`, `static long ${X}lid(long x) { return x + 1; }`];
  const leaf = (): string => r.pick([...vars.map(([n]) => n), ...vars.map(([n]) => n), String(r.int(-300, 300)), `${r.int(-99999, 99999)}L`, `${X}id(${r.pick(vars)[0]})`, `${X}lid(${r.pick(vars)[0]})`]);
  const expr = (depth: number): string => {
    if (depth <= 0 || r.chance(0.15)) return leaf();
    const x = r.int(0, 12);
    if (x <= 7) return `(${expr(depth - 1)} ${r.pick(['+', '-', '*', '&', '|', '^', '+', '-'])} ${expr(depth - 1)})`;
    if (x === 8) return `(${expr(depth - 1)} ${r.pick(['/', '%'])} ${r.pick(['3', '7', '-5', '100', '70000L', '13u'])})`;
    if (x === 9) return `(${expr(depth - 1)} ${r.pick(['<<', '>>'])} ${r.int(0, 15)})`;
    if (x === 10) return `(${expr(depth - 1)} ${r.pick(['<', '==', '>=', '!='])} ${expr(depth - 1)} ? ${expr(depth - 2)} : ${expr(depth - 2)})`;
    // no `!` as an operand of arithmetic: TCC's code makes it a byte in a register whose high
    // byte is left from before, of a char and an int alike (first runs: CK00018, CK00167, CK00411 …
    // 11 programs; ccgen1 CC00216; not modelled): a third draw is `~`
    if (x === 11) return `${r.pick(['-', '~', '~'])}(${expr(depth - 1)})`;
    return `${X}lid(${expr(depth - 1)})`;
  };
  const body = [`${vars.map(([n, t]) => `${t} ${n};`).join(' ')} long res;`];
  for (let k = r.int(3, 6); k > 0; k--) {
    body.push(vars.map(([n]) => `${n} = ${r.pick(['0', '1', '-1', '300', '-7', '32767', '40000U', '70000L', '255', '-32768', '0x1234', '12'])};`).join(' '));
    body.push(`res = ${expr(r.int(4, 6))};`, line(s, `x${k}`, [sval('res'), `V(res);`]));
  }
  return { pre, body };
}

// ---- switch: dense and sparse cases ----

function switchScene(r: Rng, s: number): Scene {
  const t = r.pick(['char', 'unsigned char', 'int', 'long', 'unsigned', 'long']);
  const dense = r.chance(0.5);
  const long = t === 'long';
  const base = r.pick(long ? [0, 1, -3, 60, 250, -130, 65534, -2] : [0, 1, -3, 60, 250, -130, 32750]);
  // the cases are distinct as 16-bit values, a long switch's too (TCC: "Duplicate case"; a long switch compares the low word, TURBO-C-FACTS.md)
  const word = (c: number): number => ((c % 65536) + 65536) % 65536;
  const pool = long ? [0, 1, 2, -1, 127, 128, 255, 256, -128, 1000, 32767, -32768, 65535, 65536, 70000, -70000, 100, 3, 7, 42] : [0, 1, 2, -1, 127, 128, 255, 256, -128, 1000, 32767, -32768, 100, 3, 7, 42];
  const seen = new Set<number>();
  const cases = dense ? Array.from({ length: r.int(4, 12) }, (_, i) => base + i) : Array.from({ length: r.int(2, 8) }, () => r.pick(pool)).filter((c) => !seen.has(word(c)) && !!seen.add(word(c)));
  const lit = (c: number): string => (c > 32767 || c < -32768 ? `${c}L` : String(c));
  const arms = cases.map((c) => `case ${lit(c)}: n = n * 3 + ${r.int(1, 9)};${r.chance(0.3) ? '' : ' break;'}`);
  if (r.chance(0.7)) arms.splice(r.int(0, arms.length), 0, `default: n = n * 3 + 9;${r.chance(0.3) ? '' : ' break;'}`);
  const vals = Array.from({ length: 10 }, () => r.pick([...cases, ...cases, -1, 0, 255, 256, 127, 128, -129, 65535, 65536, 70000, 32767].map((c) => c + r.pick([0, 0, 0, 1, -1]))));
  const body = [`static long vs[] = { ${vals.map((v) => `${v}L`).join(', ')} }; ${t} x; long n; int k;`, `L("s${s} w");`,
    `for (k = 0; k < ${vals.length}; k++) {`, `  x = vs[k]; n = k;`, `  switch (x) { ${arms.join(' ')} }`, `  ${sval('x')} ${sval('n')}`, '}', 'E();', line(s, 'e', [size('x')])];
  return { pre: [], body };
}

// ---- automatic arrays of structs initialised ----

function locarrScene(r: Rng, s: number): Scene {
  const T = `A${s}`;
  const n = r.int(2, 5);
  const item = (): string => `{ ${r.int(-300, 300)}, "${r.pick(['', 'a', 'bc', 'xyz'])}", ${r.pick(['1.5', '-2', '0.1', '7'])}${r.chance(0.5) ? `, { ${r.int(0, 9)}, ${r.int(0, 9)} }` : ''} }`;
  const inits = Array.from({ length: r.int(1, n) }, item).join(', ');
  const pre = [
    `struct ${T} { int i; char s[4]; double d; char b[2]; };`,
    `static long ${T}r(int depth) { struct ${T} a[${n}] = { ${inits} }; long t; if (depth > 0) { a[0].i += depth; t = ${T}r(depth - 1); } else t = 0; return t * 3 + a[0].i + a[${n - 1}].i + a[${n - 1}].s[0] + (long)a[0].d; }`,
  ];
  const body = [`int k; long sum = 0;`, `for (k = 0; k < ${r.int(2, 4)}; k++) {`, `  struct ${T} a[${n}] = { ${inits} };`, `  int z[${r.int(2, 6)}] = { ${r.int(-9, 9)}${r.chance(0.5) ? `, ${r.int(-9, 9)}` : ''} }; char cs[6] = "${r.pick(['', 'ab', 'abcde'])}"; double dd[3] = { ${r.pick(['1', '0.5, 2', '-1, -2, -3'])} };`,
    `  ${line(s, 'a', [bytes('a'), bytes('z'), bytes('cs'), bytes('dd'), size('a')])}`,
    `  a[k % ${n}].i = k * 100; a[0].s[k & 3] = 'Q'; z[0] = k; cs[0] = 'X'; dd[1] += k;`, `  sum += a[k % ${n}].i + z[0];`, '}',
    line(s, 'r', [sval('sum'), sval(`${T}r(${r.int(0, 6)})`)])];
  return { pre, body };
}

// ---- pseudo-registers set and read ----

function pregsScene(r: Rng, s: number): Scene {
  const body = ['unsigned a, b, c, d;'];
  for (let k = r.int(3, 6); k > 0; k--) {
    const h = (): number => r.int(0, 255);
    switch (r.int(0, 3)) {
      case 0: body.push(`_AH = ${h()}; _AL = ${h()}; a = _AX;`, `_BX = ${r.int(0, 65535)}u; b = _BL; c = _BH;`, line(s, `h${k}`, [sval('a'), sval('b'), sval('c')])); break;
      case 1: body.push(`_CX = ${r.int(0, 65535)}u; _CL = ${h()}; a = _CX; b = _CH;`, `_DX = ${r.int(0, 65535)}u; _DH = ${h()}; c = _DX; d = _DL;`, line(s, `c${k}`, [sval('a'), sval('b'), sval('c'), sval('d')])); break;
      case 2: body.push(`_AX = ${r.int(0, 65535)}u; a = _AX;`, `_BX = ${r.int(0, 65535)}u; _CX = ${r.int(0, 65535)}u; _DX = ${r.int(0, 65535)}u; b = _BX; c = _CX; d = _DX;`, line(s, `w${k}`, [sval('a'), sval('b'), sval('c'), sval('d')])); break;
      default: body.push(`_ES = _DS; a = _ES == _DS;`, `_BH = ${h()}; _BL = ${h()}; b = _BX;`, line(s, `e${k}`, [sval('a'), sval('b')]));
    }
  }
  return { pre: [], body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['order', 3, orderScene], ['chars', 2, charsScene], ['floats', 2, floatsScene], ['copies', 1, copiesScene], ['decay', 2, decayScene],
  ['funcs', 2, funcsScene], ['longx', 2, longxScene], ['switch', 1, switchScene], ['locarr', 1, locarrScene], ['pregs', 1, pregsScene],
];

export interface Ccgen8Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc8(seed: number): Ccgen8Program {
  const p = sceneProgram(new Rng(seed * 2246822519 + 87), SCENES, CCGEN8_SCENES, PRELUDE8);
  return { seed, name: ccgen8Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v8/FILE. */
export const cc8Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v8', file);

/** The programs the e2e test runs: one in eighty, 5 (npm test's budget: about 0.1 s each); the fixture keeps the text of one in ten. */
export const cc8Checked = (name: string): boolean => (ccgen8Seed(name) ?? 1) % 80 === 0;

export const readCc8Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc8Fixtures(file));
export const cc8Difference = text8Difference;

/** Every program against its oracle: OUT/cc8.txt, and the facts to OUT/cc8-facts.txt. */
export function compareCc8(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN8_VERSION, source: 'ccgen8.ts', checked: (name) => (ccgen8Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 8', report: 'cc8', crlf: true, run: runCc,
  });
}
