/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 6 (programs `CI00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1–5 check least, written as real
 * programs write C, in scenes whose printed output shows it:
 *
 * - `farp`: far and huge pointers to elements of 1, 2, 3, 4 and 8 bytes: arithmetic by int,
 *   unsigned and long amounts across the 64 KB offset wrap, comparisons and differences of pointers
 *   whose segments differ, casts far ↔ huge ↔ long ↔ near, reads of the program's own arrays
 *   through far and huge pointers indexed by long;
 * - `aggs`: structs of every size 1–11 (and a union) assigned, passed and returned, two returns in
 *   one expression, `?:` and the comma of structs (a member of either TCC refuses: probes CI99902,
 *   CI99903), calls through pointers to struct-returning
 *   functions, arrays of structs with bit fields;
 * - `incdec`: `++` and `--`, before and after, on every integer type at its edges, on float, double,
 *   bit fields and pointers, `*p++`, `(*p)++`, `++*p`;
 * - `opeq`: compound assignment of every operator over every pair of integer and floating types
 *   (the 8087's exceptions masked: a floating value out of its integer's range as TCC's code gives it);
 * - `sw`: switch over every integer type with sparse, dense, negative and long cases, fall-through,
 *   default first, last or in the middle, loops with `continue` around it, `goto` into blocks;
 * - `lits`: string literals with every escape, merged, their sizeof and bytes; char arithmetic's
 *   sign;
 * - `longh`: long and unsigned long `*`, `/`, `%`, shifts at their edges, at run time and folded;
 * - `casts`: chains of casts between every integer and floating type at the edges.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). No address is printed (only differences and
 * pointers made by MK_FP), no division by 0, no read before a store.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, val, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN6_VERSION = 6;
export const CCGEN6_SCENES = 6;
export const ccgen6Name = (seed: number): string => `CI${String(seed % 100000).padStart(5, '0')}`;
export const ccgen6Seed = (name: string): number | null => (/^CI\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value and a double in full. */
const PRELUDE6 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
static void D(double x) { fprintf(f, " %.10g", x); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const dval = (e: string): string => `D((double)(${e}));`;
const hex = (n: number): string => `0x${n.toString(16).toUpperCase()}`;

// ---- far and huge pointers ----

const SEGS = [0x0, 0x1000, 0x1001, 0x2000, 0x1234, 0x7FFF, 0x8000, 0xB800, 0xFFFF, 0xFFF0];
const OFFS = [0x0, 0x1, 0x2, 0xF, 0x10, 0x11, 0x7FFF, 0x8000, 0xFFF0, 0xFFFE, 0xFFFF, 0x1234, 0xABCD];
const AMOUNTS = ['1', '-1', '3', '-3', '0x10', '0x7FFF', '0x8000', '40000U', '65535U', '(long)-1', '0x10000L', '70000L', '-70000L', '0x12345L', '1000', '-1000'];

function farpScene(r: Rng, s: number): Scene {
  const T = `F${s}`;
  const pre = [
    `struct ${T}t { char a, b, c; };`,
    `static struct ${T}t ${T}x[40]; static long ${T}l[20]; static double ${T}d[10]; static int ${T}i[30];`,
  ];
  const body = [
    'char far *fp; char far *fq; int far *ip; char huge *hp; char huge *hq; long huge *hl; struct ' + T + 't huge *h3; struct ' + T + 't huge *g3; struct ' + T + 't far *f3; double huge *hd; int k; long n;',
    `for (k = 0; k < 40; k++) { ${T}x[k].a = k; ${T}x[k].b = k * 3; ${T}x[k].c = -k; }`,
    `for (k = 0; k < 20; k++) ${T}l[k] = 100000L * k - 3;`,
    `for (k = 0; k < 10; k++) ${T}d[k] = k * 1.5 - 2;`,
    `for (k = 0; k < 30; k++) ${T}i[k] = k * 1000 - 7;`,
  ];
  const mk = (t: string): string => `(${t})MK_FP(${hex(r.pick(SEGS))}, ${hex(r.pick(OFFS))})`;
  for (let k = r.int(5, 9); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: body.push(`fp = ${mk('char far *')}; fq = fp + ${r.pick(AMOUNTS)};`,
        line(s, `fa${k}`, [val('FP_SEG(fq)'), val('FP_OFF(fq)'), val('fq > fp'), val('fq == fp'), sval('fq - fp'), val(`FP_OFF(fp - ${r.pick(AMOUNTS)})`)])); break;
      case 1: {
        const a = mk('char far *'), b = mk('char far *');
        body.push(line(s, `fc${k}`, [val(`${a} < ${b}`), val(`${a} == ${b}`), val(`${a} != ${b}`), val(`${a} >= ${b}`), sval(`${a} - ${b}`)]));
        break;
      }
      case 2: body.push(`h3 = ${mk(`struct ${T}t huge *`)}; g3 = h3 + ${r.pick(AMOUNTS)};`,
        line(s, `h3${k}`, [val('FP_SEG(g3)'), val('FP_OFF(g3)'), sval('g3 - h3'), val('g3 > h3'), val('g3 == h3'), val('FP_SEG(h3)'), val('FP_OFF(h3)')])); break;
      case 3: {
        const a = mk('char huge *'), b = mk('char huge *');
        body.push(`hp = ${a}; hq = ${b};`, line(s, `hc${k}`, [val('hp < hq'), val('hp == hq'), val('hp >= hq'), sval('hp - hq'), val('FP_SEG(hp)'), val('FP_OFF(hp)')]),
          `hp ${r.pick(['++', '--', ' += 0', ' -= 1', ' += 0x10000L', ' -= 0x10001L', ' += 40000U'])};`, line(s, `hi${k}`, [val('FP_SEG(hp)'), val('FP_OFF(hp)')]));
        break;
      }
      case 4: body.push(`fp = ${mk('char far *')}; ip = (int far *)fp; ip${r.pick(['++', '--', ' += 0x4000', ' -= 3', ' += 40000U'])}; fq = (char far *)ip;`,
        `hp = (char huge *)fp; n = (long)fp;`,
        line(s, `cv${k}`, [val('FP_SEG(ip)'), val('FP_OFF(ip)'), val('n'), val('(unsigned)(char near *)fp'), val('FP_SEG(hp)'), val('FP_OFF(hp)'), sval('fq - fp'), val('FP_SEG((char far *)0x12345678L)')])); break;
      case 5: {
        const i = r.int(0, 39), j = r.int(0, 39);
        body.push(`h3 = ${T}x; f3 = ${T}x; n = ${i}L; k = ${j};`,
          line(s, `rd${k}`, [sval('h3[n].a'), sval('(h3 + k)->b'), sval('f3[k].c'), sval(`&h3[${j}] - h3`), sval('&f3[n] - f3'), val('h3 + n < h3 + k'), sval('(h3 + n)->c + f3[n].b')]));
        break;
      }
      case 6: {
        const i = r.int(0, 19), j = r.int(0, 9);
        body.push(`hl = ${T}l; hd = ${T}d; n = ${i}; k = ${j};`,
          line(s, `rl${k}`, [sval('hl[n]'), sval('*(hl + (n + k) % 20)'), dval('hd[k]'), dval('*(hd + (long)k)'), sval('(hl + n) - hl'), sval('&hd[k] - hd')]),
          `hl[n] += ${r.pick(['7', '-70000L', '0x10000L'])}; hd[k] *= ${r.pick(['2', '-0.5', '3.25'])};`, line(s, `wl${k}`, [sval(`${T}l[${i}]`), dval(`${T}d[${j}]`)]));
        break;
      }
      default: {
        const i = r.int(0, 28);
        body.push(`ip = (int far *)${T}i + ${i}; fp = (char far *)ip;`,
          line(s, `ri${k}`, [sval('*ip'), sval(`ip[${r.int(-i, 29 - i)}]`), sval('*(int far *)(fp + 2)'), sval(`fp[${r.int(-2 * i, 59 - 2 * i)}]`), sval(`(int far *)fp - (int far *)${T}i`), size('fp - fp'), size('hp - hp')]));
      }
    }
  }
  return { pre, body };
}

// ---- structs of every size ----

function aggsScene(r: Rng, s: number): Scene {
  const T = `G${s}`;
  const n = r.int(1, 11);
  const form = n >= 5 ? r.int(0, 3) : n >= 3 ? r.pick([0, 1, 3]) : 0;
  const cn = form === 0 ? n : form === 2 ? n - 4 : n - 2;
  const members = [`char c[${n}];`, `char c[${cn}]; int w;`, `long l; char c[${cn}];`, `int w; char c[${cn}];`][form]!;
  const pre = [
    `struct ${T} { ${members} };`,
    `static int ${T}n = 0;`,
    `static struct ${T} ${T}mk(int v) { struct ${T} t; int i; unsigned char *p = (unsigned char *)&t; for (i = 0; i < sizeof t; i++) p[i] = v + i * 7; ${T}n++; return t; }`,
    `static int ${T}sum(struct ${T} t) { int i, z = 0; unsigned char *p = (unsigned char *)&t; for (i = 0; i < sizeof t; i++) z = z * 3 + p[i]; return z; }`,
    `static struct ${T} ${T}id(struct ${T} t) { t.c[0]++; return t; }`,
    `static struct ${T} (*${T}fp)(int) = ${T}mk;`,
    `struct ${T}b { unsigned a : ${r.int(1, 7)}; int b : ${r.int(2, 9)}; char c; unsigned d : ${r.int(1, 15)}; int e : ${r.int(1, 4)}; };`,
    `union ${T}u { long l; char c[3]; struct { unsigned lo : 4, mid : 7; int hi : 5; } w; };`,
  ];
  const body = [`struct ${T} x, y, z; struct ${T} arr[4]; struct ${T}b bf[4]; union ${T}u u, v; int k = ${r.int(0, 3)}; int j;`,
    'memset(&x, 0, sizeof x); memset(&y, 0, sizeof y); memset(&z, 0, sizeof z); memset(arr, 0, sizeof arr); memset(bf, 0, sizeof bf);',
    line(s, 'sz', [size('x'), size('bf[0]'), size('u'), size(`${T}mk(1)`)])];
  for (let k = r.int(5, 8); k > 0; k--) {
    const a = r.int(0, 200), b = r.int(0, 200);
    switch (r.int(0, 7)) {
      case 0: body.push(`x = ${T}mk(${a}); y = x; z = y = ${T}id(x);`, line(s, `as${k}`, [`B(&x, sizeof x);`, `B(&y, sizeof y);`, `B(&z, sizeof z);`, val(`${T}sum(z)`)])); break;
      case 1: body.push(line(s, `tw${k}`, [sval(`${T}mk(${a}).c[0] * 1000 + ${T}mk(${b}).c[0]`), sval(`${T}sum(${T}mk(${a})) - ${T}sum(${T}mk(${b}))`), sval(`${T}n`)])); break;
      case 2: body.push(`x = k ${r.pick(['> 1', '== 0', '& 1'])} ? ${T}mk(${a}) : ${T}id(${T}mk(${b}));`, `y = (k++, ${T}fp(${a}));`, line(s, `cq${k}`, [`B(&x, sizeof x);`, `B(&y, sizeof y);`, sval('k')]), 'k &= 3;'); break;
      case 3: body.push(`arr[k] = ${T}mk(${a}); arr[(k + 1) & 3] = arr[k]; arr[(k + 1) & 3].c[0] ^= 0x55;`, `for (j = 0; j < 4; j++) x = ${T}id(arr[j]);`, line(s, `ar${k}`, [`B(arr, sizeof arr);`, `B(&x, sizeof x);`])); break;
      case 4: body.push(`bf[k].a = ${r.pick(['1', '5', '200', '-1'])}; bf[k].b = ${r.pick(['-3', '100', '-256', '7'])}; bf[k].d = ${r.pick(['40000U', '0x7FFF', '1'])}; bf[k].e = ${r.pick(['-1', '1', '9'])}; bf[k].c = ${r.pick(['-1', '200', "'q'"])};`,
        `bf[(k + 2) & 3] = bf[k]; bf[(k + 2) & 3].b++; bf[k].d += bf[k].a;`,
        line(s, `bf${k}`, [sval('bf[k].a'), sval('bf[k].b'), sval('bf[k].d'), sval('bf[k].e'), sval('bf[(k + 2) & 3].b'), sval('bf[k].a - 2 < 0'), sval('bf[k].e * 2'), `B(bf, sizeof bf);`])); break;
      case 5: body.push(`u.l = ${r.pick(['0x12345678L', '-1L', '0L', '0x00FF00FFL', '-70000L'])}; v = u; v.w.mid ${r.pick(['++', '--', ' += 100', ' ^= 0x7F'])}; v.w.hi ${r.pick(['++', '--', ' = -16', ' -= 3'])};`,
        line(s, `un${k}`, [`B(&u, sizeof u);`, `B(&v, sizeof v);`, sval('v.w.hi'), sval('v.w.mid'), sval('v.w.lo'), sval('v.c[1]'), val('v.l')])); break;
      case 6: body.push(`x = ${T}mk(${a});`, line(s, `mb${k}`, [sval(`${T}id(x).c[0]`), sval(`k ? ${T}mk(${b}).c[0] : x.c[0]`), sval(`(x = ${T}mk(${b}), x.c[${Math.min(cn, 3) - 1}])`), sval(`x.c[0]`), sval(`${T}fp(${a}).c[0]`)])); break;
      default: body.push(`{ static struct ${T} st; struct ${T} au; st = ${T}mk(${a}); au = st; au.c[0] += 1; st = ${T}id(au);`, line(s, `st${k}`, [`B(&st, sizeof st);`, `B(&au, sizeof au);`, val(`${T}sum(st) == ${T}sum(au)`)]), '}');
    }
  }
  return { pre, body };
}

// ---- ++ and -- ----

const INCT: readonly [string, string[]][] = [
  ['char', ['127', '-128', '0', '-1', "'a'"]], ['unsigned char', ['255', '0', '128', '127']], ['int', ['32767', '(-32767 - 1)', '0', '-1']],
  ['unsigned', ['65535U', '0', '32767', '32768U']], ['long', ['2147483647L', '(-2147483647L - 1)', '0L', '65535L', '-65536L']],
  ['unsigned long', ['4294967295UL', '0UL', '65535UL', '2147483647UL']], ['short', ['32767', '-1']], ['signed char', ['-128', '127']],
];

function incdecScene(r: Rng, s: number): Scene {
  const body = [`float fl; double d; int k; long w; char buf[8]; int ia[6]; long la[4]; char *cp; int *pi; long *pl; struct { unsigned a : 3; int b : 4; unsigned c : ${r.int(5, 16)}; } bf;`,
    'for (k = 0; k < 8; k++) buf[k] = k * 40 - 100;', 'for (k = 0; k < 6; k++) ia[k] = k * 11000 - 30000;', 'for (k = 0; k < 4; k++) la[k] = k * 70000L - 1;', 'memset(&bf, 0, sizeof bf);'];
  const ops = (x: string): string => r.pick([`${x}++`, `${x}--`, `++${x}`, `--${x}`]);
  for (let k = r.int(6, 10); k > 0; k--) {
    switch (r.int(0, 4)) {
      case 0: {
        const [t, vs] = r.pick(INCT);
        body.push(`{ ${t} x = ${r.pick(vs)}; long e; e = ${ops('x')}; ${line(s, `i${k}`, [sval('e'), sval('x'), size(`x++`), sval(`${ops('x')} + 0`), sval('x')])} }`);
        break;
      }
      case 1: {
        const v = r.pick(['0.5', '-0.5', '16777216.0', '1e10', '-2.75', '0.1', '65535.5', '-1']);
        body.push(`fl = ${v}; d = ${v};`, line(s, `f${k}`, [dval(ops('fl')), dval('fl'), dval(ops('d')), dval('d'), dval(`${ops('fl')} * 2`), size('fl++'), size('--d')]));
        break;
      }
      case 2: body.push(`bf.a = ${r.pick(['7', '0', '3'])}; bf.b = ${r.pick(['7', '-8', '0', '-1'])}; bf.c = ${r.pick(['0', '1', '65535U', '31'])};`,
        line(s, `b${k}`, [sval(ops('bf.a')), sval(ops('bf.b')), sval(ops('bf.c')), sval('bf.a'), sval('bf.b'), sval('bf.c'), sval(`${ops('bf.b')} * 2`), `B(&bf, sizeof bf);`])); break;
      case 3: {
        const i = r.int(1, 5);
        body.push(`cp = buf + ${i}; pi = ia + ${i}; pl = la + ${Math.min(i, 2)};`,
          line(s, `p${k}`, [sval('*cp++'), sval('*pi--'), sval('*++pl'), sval('(*cp)++'), sval('++*pi'), sval('--*pl'), sval('cp - buf'), sval('pi - ia'), sval('pl - la'), `B(buf, 8);`, sval('ia[0] + ia[1] + ia[2] + ia[3] + ia[4] + ia[5]'), val('la[0] ^ la[1] ^ la[2] ^ la[3]')]));
        break;
      }
      default: {
        const i = r.int(1, 5);
        body.push(`cp = buf + ${i}; pi = ia + ${i};`, `*cp++ += ${r.pick(['3', '-200', '1000'])}; *pi-- -= ${r.pick(['1', '-7', '30000'])}; w = (*cp--)++; k = --*pi++;`,
          line(s, `q${k}`, [sval('w'), sval('k'), sval('cp - buf'), sval('pi - ia'), `B(buf, 8);`, `B(ia, sizeof ia);`]));
      }
    }
  }
  return { pre: [], body };
}

// ---- compound assignment over every pair of types ----

const OT: readonly [string, string[], boolean][] = [
  ['char', ['100', '-100', '-128', '127', '7'], false], ['unsigned char', ['200', '0', '255', '13'], false], ['int', ['32767', '(-32767 - 1)', '-300', '1000', '9'], false],
  ['unsigned', ['65535U', '40000U', '1U', '300U'], false], ['long', ['2147483647L', '(-2147483647L - 1)', '-70000L', '123456L'], false],
  ['unsigned long', ['4294967295UL', '70000UL', '3UL'], false], ['float', ['1.5', '-2.75', '1e6', '40000.5', '-0.125'], true], ['double', ['1e10', '-3.5', '0.001', '65535.75', '-40000.25'], true],
];
const RHS: readonly [string, string[], boolean][] = [
  ['char', ['3', '-3', '-128', '100'], false], ['unsigned char', ['2', '200', '255'], false], ['int', ['7', '-7', '1000', '-30000', '2', '17'], false],
  ['unsigned', ['3U', '40000U', '65535U', '16U'], false], ['long', ['5L', '-5L', '70000L', '-2147483647L', '33L'], false],
  ['unsigned long', ['9UL', '4294967295UL', '65536UL'], false], ['float', ['0.5', '-2.5', '3.75', '1e5'], true], ['double', ['0.25', '-1.5', '7.0', '1e-3', '2e9'], true],
];

function opeqScene(r: Rng, s: number): Scene {
  const body = ['unsigned cw = _control87(0, 0);', '_control87(MCW_EM, MCW_EM);'];
  const lines: string[] = [];
  for (let k = r.int(6, 11); k > 0; k--) {
    const [lt, lvs, lf] = r.pick(OT);
    const [rt, rvs, rf] = r.pick(RHS);
    const fl = lf || rf;
    const op = r.pick(fl ? ['+=', '-=', '*=', '/='] : ['+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '|=', '^=']);
    const lv = r.pick(lvs);
    // divisors that are not 0 nor −1 (the minimum over −1 traps), shift counts from a small set
    let rv = r.pick(rvs);
    if ((op === '<<=' || op === '>>=') && !fl) rv = r.pick(['1', '3', '8', '15', '16', '17', '31', '32', '33']);
    const show = lf ? dval('x') : lt === 'unsigned long' ? val('x') : sval('x');
    lines.push(`{ ${lt} x = ${lv}; ${rt} y = ${rv}; x ${op} y; L("s${s} o${k}"); ${show} x = ${lv}; x ${op} ${rv}; ${show} E(); }`);
  }
  body.push(...lines, '_clear87();', '_control87(cw, 0xFFFF);');
  return { pre: [], body };
}

// ---- switch and goto ----

const SWT: readonly [string, number, boolean][] = [['char', 8, true], ['unsigned char', 8, false], ['int', 16, true], ['unsigned', 16, false], ['long', 32, true], ['unsigned long', 32, false], ['short', 16, true]];
const wrapTo = (v: bigint, bits: number, signed: boolean): bigint => (signed ? BigInt.asIntN(bits, v) : BigInt.asUintN(bits, v));

function swScene(r: Rng, s: number): Scene {
  const [t, bits, signed] = r.pick(SWT);
  const wide = bits === 32;
  const pool = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, -1n, -2n, -5n, 100n, 127n, 128n, 200n, 255n, 256n, -128n, -129n, 1000n, 32767n, -32768n, 40000n, 65535n,
    ...(wide ? [65536n, 70000n, -70000n, 2147483647n, -2147483648n, 0x12345678n] : [])];
  const dense = r.chance(0.5);
  const base = BigInt(r.int(-3, 20));
  const cases: bigint[] = [];
  const seen = new Set<bigint>();
  for (let k = r.int(3, 12); k > 0; k--) {
    const v = dense ? base + BigInt(r.int(0, 12)) : r.pick(pool);
    // TCC switches on an int, a long's low word (docs/TURBO-C-FACTS.md, probe CC99904): labels equal there are duplicates
    const w = wrapTo(v, 16, true);
    if (seen.has(w)) continue;
    seen.add(w);
    cases.push(v);
  }
  const lit = (v: bigint): string => (v === -2147483648n ? '(-2147483647L - 1)' : v === -32768n ? '(-32767 - 1)' : wide || v > 32767n || v < -32768n ? `${v}L` : `${v}`);
  const defAt = r.int(0, cases.length);
  const arms: string[] = [];
  cases.forEach((v, i) => {
    if (i === defAt) arms.push(`default: acc = acc * 7 + 1;${r.chance(0.5) ? ' break;' : ''}`);
    arms.push(`case ${lit(v)}: acc = acc * 10 + ${i % 10};${r.chance(0.55) ? ' break;' : r.chance(0.3) ? ' if (acc & 1) break;' : ''}`);
  });
  if (defAt === cases.length && r.chance(0.7)) arms.push('default: acc -= 3;');
  const tests = [...cases.flatMap((v) => [v, v + 1n]), ...Array.from({ length: 3 }, () => r.pick(pool))].slice(0, 14);
  const body = [`${t} x; long acc; int k, m = 0; static ${t} xs[] = { ${tests.map((v) => lit(wrapTo(v, bits, signed))).join(', ')} };`,
    `for (k = 0; k < ${tests.length}; k++) {`, '  x = xs[k]; acc = 0;', `  if (k == ${r.int(0, tests.length)}) continue;`, '  switch (x) {', ...arms.map((a) => `  ${a}`), '  }',
    `  L("s${s} w"); I(k); I(acc); I((long)x); E(); m++;`, '}', line(s, 'm', [sval('m')])];
  // goto into a block and out of a loop
  const g = r.int(0, 3);
  body.push(`k = ${g}; acc = 0;`, `if (k & 1) goto in${s};`, 'acc += 100;', `{ long z; z = 5; acc += z; in${s}: acc += k; if (++k < ${r.int(3, 8)}) goto in${s}; }`,
    `for (m = 0; m < 10; m++) { if (m * k > ${r.int(5, 30)}) goto out${s}; acc += m; }`, `out${s}: ${line(s, 'g', [sval('acc'), sval('m'), sval('k')])}`);
  return { pre: [], body };
}

// ---- string literals and chars ----

const PIECES = ['\\a', '\\b', '\\f', '\\n', '\\r', '\\t', '\\v', '\\\\', "\\'", '\\"', '\\?', '\\0', '\\7', '\\07', '\\007', '\\101', '\\x41', '\\x7f', '\\xff', '\\xFF',
  '\\x4', '\\x0', '\\177', '\\200', '\\377', 'abc', 'Z', ' ', '\\12', '\\x1g', '\\18'];

function litsScene(r: Rng, s: number): Scene {
  // a hex or octal escape is never followed by a character that would lengthen it
  const lit = (): string => {
    let t = '';
    for (let k = r.int(1, 4); k > 0; k--) {
      const p = r.pick(PIECES);
      t += (/\\x[0-9a-fA-F]*$/.test(t) && /^[0-9a-fA-F]/.test(p)) || (/\\[0-7]{1,2}$/.test(t) && /^[0-7]/.test(p)) ? ` ${p}` : p;
    }
    return t;
  };
  const merged = (): string => Array.from({ length: r.int(1, 3) }, () => `"${lit()}"`).join(' ');
  const body = [`char a[] = ${merged()}; static char b[] = ${merged()}; char c3[3] = "${r.pick(['ab', 'abc', '\\xff\\x80', 'a\\0'])}"; char *p = ${merged()}; char ch; int k;`,
    line(s, 'a', [size('a'), `B(a, sizeof a);`, size('b'), `B(b, sizeof b);`, `B(c3, 3);`, val('strlen(p)'), `B(p, strlen(p) + 1);`])];
  for (let k = r.int(4, 8); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: { const m = merged(); body.push(line(s, `m${k}`, [size(m), `B(${m}, sizeof ${m});`, sval(`${m}[0]`), sval(`*(${m} + sizeof ${m} - 2)`)])); break; }
      case 1: {
        const cc = r.pick(["'\\xff'", "'\\200'", "'\\377'", "'\\x7f'", "'a'", "'\\xe9'", "'\\0'", "'\\a'", "'\\x80'"]);
        body.push(`ch = ${cc};`, line(s, `c${k}`, [sval(cc), sval('ch'), sval('ch + 1'), sval('ch >> 1'), sval('(unsigned char)ch >> 1'), sval(`ch == ${r.pick(['0xff', '-1', "'\\xff'", '255', '0x80', '-128'])}`), sval('ch < 0'), sval(`"\\xff\\x80\\x7f"[${r.int(0, 2)}]`), size(cc), size('ch + ch')]));
        break;
      }
      case 2: body.push(`for (k = 0; k < sizeof a; k++) a[k] += ${r.pick(['1', '-1', '128', '0x7f'])};`, line(s, `w${k}`, [`B(a, sizeof a);`, sval('a[0] - b[0]'), sval('a[0] > b[0]'), sval('(unsigned char)a[0] > (unsigned char)b[0]'), val('strcmp(a, b) > 0'), val('strcmp(a, b) < 0')])); break;
      default: body.push(line(s, `s${k}`, [sval(`${merged()}[0] - 'a'`), sval(`'${r.pick(['\\xf0', '\\300', 'z', '\\x80'])}' - 'a'`), sval(`"${lit()}" == "${lit()}"`), sval(`sizeof "${lit()}" "${lit()}"`)]));
    }
  }
  return { pre: [], body };
}

// ---- long helpers at their edges ----

const LV = ['0L', '1L', '-1L', '2L', '-2L', '3L', '-3L', '7L', '10L', '-10L', '65535L', '65536L', '-65536L', '32767L', '-32768L', '0x7FFFFFFFL', '(-2147483647L - 1)', '123456789L', '-987654321L', '0x10001L', '46341L', '-46341L', '100000L'];
const UV = ['0UL', '1UL', '2UL', '3UL', '0xFFFFFFFFUL', '0x80000000UL', '0xFFFFUL', '0x10000UL', '4000000000UL', '65537UL', '10UL', '0x7FFFFFFFUL'];

function longhScene(r: Rng, s: number): Scene {
  const body = ['long a, b; unsigned long ua, ub; int i, n; unsigned u;'];
  const nz = (xs: readonly string[]): string => { for (;;) { const v = r.pick(xs); if (!/^\(?0[UL]|^0x0|^0UL|^0L$/.test(v)) return v; } };
  for (let k = r.int(6, 10); k > 0; k--) {
    switch (r.int(0, 4)) {
      case 0: {
        const x = r.pick(LV), y = nz(LV);
        body.push(`a = ${x}; b = ${y};`, line(s, `l${k}`, [val('a * b'), val('a / b'), val('a % b'), val(`(${x}) * (${y})`), val(`(${x}) / (${y})`), val(`(${x}) % (${y})`), val('-a / b'), val('a % -b')]));
        break;
      }
      case 1: {
        const x = r.pick(UV), y = nz(UV);
        body.push(`ua = ${x}; ub = ${y};`, line(s, `u${k}`, [val('ua * ub'), val('ua / ub'), val('ua % ub'), val(`(${x}) / (${y})`), val(`(${x}) % (${y})`), val('ua / 3'), val('ua % 10')]));
        break;
      }
      case 2: {
        const x = r.pick(LV), y = nz(UV);
        body.push(`a = ${x}; ub = ${y};`, line(s, `m${k}`, [val('a / ub'), val('a % ub'), val('a * ub'), val('a < ub'), val(`(${x}) / (${y})`)]));
        break;
      }
      case 3: {
        const x = r.pick(LV), c = r.pick([0, 1, 7, 15, 16, 17, 24, 31, 32, 33, 63]);
        body.push(`a = ${x}; ua = a; n = ${c};`, line(s, `s${k}`, [val('a << n'), val('a >> n'), val('ua >> n'), val('ua << n'), val(`(${x}) >> ${c}`), val(`(${x}) << ${c}`)]));
        break;
      }
      default: {
        const x = r.pick(['32767', '-32768', '-1', '300', '-300', '255', '181', '-181', '256']), y = r.pick(['32767', '2', '-2', '3', '181', '-7', '1000']);
        body.push(`i = ${x === '-32768' ? '(-32767 - 1)' : x}; n = ${y}; u = i;`, line(s, `w${k}`, [val('(long)i * n'), val('(long)(i * n)'), val('i * (long)n'), val('(long)u * n'), val('(unsigned long)u * u'), val('(long)i / n'), val('u / n'), val('i / n'), val('i % n'), val('u % n')]));
      }
    }
  }
  return { pre: [], body };
}

// ---- chains of casts ----

const CT = ['char', 'signed char', 'unsigned char', 'short', 'unsigned short', 'int', 'unsigned', 'long', 'unsigned long', 'float', 'double', 'long double'];
const CINT = new Set(CT.slice(0, 9));
const CV = ['0', '1', '-1', '127', '128', '-129', '255', '256', '32767', '-32768L', '32768L', '65535L', '65536L', '-65537L', '2147483647L', '(-2147483647L - 1)', '4294967295UL',
  '16777217L', '0.5', '-0.5', '1.99', '-1.99', '127.9', '255.9', '-128.9', '32767.9', '65535.9', '40000.5', '-40000.5', '1e5', '-1e5', '2147483647.0', '3e9', '-3e9', '1e20', '1e-20', '16777217.0'];

function castsScene(r: Rng, s: number): Scene {
  const body = ['unsigned cw = _control87(0, 0); char c; unsigned char uc; int i; unsigned u; long l; unsigned long ul; float fl; double d;', '_control87(MCW_EM, MCW_EM);'];
  const VARS: readonly [string, string][] = [['c', 'char'], ['uc', 'unsigned char'], ['i', 'int'], ['u', 'unsigned'], ['l', 'long'], ['ul', 'unsigned long'], ['fl', 'float'], ['d', 'double']];
  for (let k = r.int(6, 11); k > 0; k--) {
    const chain = Array.from({ length: r.int(1, 3) }, () => r.pick(CT));
    const v = r.pick(CV);
    const [vn] = r.pick(VARS);
    const e = chain.reduce((x, t) => `(${t})${x}`, vn);
    const ec = chain.reduce((x, t) => `(${t})${x}`, `(${v})`);
    const last = chain[chain.length - 1]!;
    const show = (x: string): string => (CINT.has(last) ? `${sval(x)} ${val(x)}` : dval(x));
    body.push(`${vn} = ${v};`, line(s, `c${k}`, [show(e), show(ec), size(e), sval(`${e} < 0`), sval(`${e} == ${vn}`)]));
  }
  body.push('_clear87();', '_control87(cw, 0xFFFF);');
  return { pre: [], body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['farp', 2, farpScene], ['aggs', 2, aggsScene], ['incdec', 2, incdecScene], ['opeq', 2, opeqScene], ['sw', 2, swScene], ['lits', 2, litsScene], ['longh', 2, longhScene], ['casts', 2, castsScene],
];

export interface Ccgen6Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc6(seed: number): Ccgen6Program {
  const p = sceneProgram(new Rng(seed * 3266489917 + 41), SCENES, CCGEN6_SCENES, PRELUDE6);
  return { seed, name: ccgen6Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v6/FILE. */
export const cc6Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v6', file);

/** The programs the e2e test runs: one in eighty, 5 (npm test's budget: about 0.1 s each); the fixture keeps the text of one in ten. */
export const cc6Checked = (name: string): boolean => (ccgen6Seed(name) ?? 1) % 80 === 0;

export const readCc6Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc6Fixtures(file));
export const cc6Difference = text8Difference;

/** Every program against its oracle: OUT/cc6.txt, and the facts to OUT/cc6-facts.txt. */
export function compareCc6(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN6_VERSION, source: 'ccgen6.ts', checked: (name) => (ccgen6Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 6', report: 'cc6', crlf: true, run: runCc,
  });
}
