#!/usr/bin/env node
// The library check: seeded C programs that print thousands of Turbo C 2.0 library results
// (printf's conversions and flags, sscanf, ecvt/fcvt/gcvt, atof/strtod/strtol, math.h, string.h,
// ctype.h, and the rest of the library: time.h, dir.h and subdirectories, io.h, stdio's streams in
// text and binary modes, fscanf up to EOF, conio's windows, rand's sequences, dos.h…), one
// result a line, to a file on C:. The real TC 2.0 compiles and runs them in DOSBox
// (the oracle); test/e2e/libcheck.test.ts runs them on mode12h and compares byte for byte.
//   node tools/libcheck.mjs gen      writes test/fixtures/libcheck/*.C (deterministic: seed 12)
//   node tools/libcheck.mjs oracle   runs them in DOSBox 0.74 with /work/tc (or $TC_DIR),
//                                    writes test/fixtures/libcheck/*.OUT
// Every case is one C line printing one output line, so a difference names its C line.
// tools/libcheck-wide.mjs adds the programs built from grammars of inputs and formats (scanf,
// fscanf, stdin, strtod, strtol, printf's edges, ecvt, matherr, string.h, qsort, itoa, time.h).
// tools/libcheck-more.mjs adds long seeded sequences and grids: the near heap, printf's floats at
// every precision, sscanf's conversions on a grid of texts, the v… forms and fdopen.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { widePrograms, lit } from './libcheck-wide.mjs';
import { morePrograms } from './libcheck-more.mjs';

const root = resolve(import.meta.dirname, '..');
const DIR = join(root, 'test', 'fixtures', 'libcheck');

/** mulberry32: a small seeded generator, so the programs never change unless this file does. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
}

/** A C expression for the exact double `v`: its four words, so TC's literal parsing is not in the way. */
function dbl(v) {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v, true);
  const w = [3, 2, 1, 0].map((i) => `0x${dv.getUint16(2 * i, true).toString(16).toUpperCase()}`);
  return `D(${w.join(',')})`;
}

/** A whole program that asks for its exit status to be checked (the oracle appends `exit N` to its output). */
const EXIT_MARK = /^\/\* EXIT \*\//;

const cstr = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const PRELUDE = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <ctype.h>
#include <errno.h>
FILE *o;
char b[200], *e;
int n, i1, i2, i3;
long l1, l2;
float f1, f2;
double g1, g2;
char s1[40], s2[40];
double D(unsigned a, unsigned b_, unsigned c, unsigned d)
{
  double v;
  unsigned w[4];
  w[0] = d; w[1] = c; w[2] = b_; w[3] = a;
  memcpy(&v, w, 8);
  return v;
}
void H(double v)
{
  unsigned w[4];
  memcpy(w, &v, 8);
  fprintf(o, "%04X%04X%04X%04X", w[3], w[2], w[1], w[0]);
}
`;

/** The cases in functions of 30 lines (TCC runs out of memory on one long main), each flushed after. */
function program(name, lines, head = '', init = '') {
  const parts = [];
  for (let i = 0; i < lines.length; i += 30) parts.push(lines.slice(i, i + 30));
  const fns = parts.map((p, k) => `void c${k}(void)\n{\n${p.map((l) => `  ${l}\n`).join('')}  fflush(o);\n}\n`);
  return `${PRELUDE}${head}${fns.join('')}void main()\n{\n  o = fopen("${name}.OUT", "wb");\n${init ? `  ${init}\n` : ''}${parts.map((_, k) => `  c${k}();\n`).join('')}  fclose(o);\n}\n`;
}

const INTS = [0, 1, -1, 7, -7, 10, 42, 255, 256, 1000, -1000, 4095, 32767, -32768, -32767, 12345, -12345, 99, 100];
const LONGS = [0, 1, -1, 65535, 65536, -65536, 100000, -100000, 2147483647, -2147483648, 123456789, -987654321];
const DOUBLES = [
  0, -0, 1, -1, 0.5, -0.5, 1.5, 2.5, 3.5, 0.125, 0.375, 0.05, 0.15, 0.25, 1 / 3, 2 / 3, 123.456, -123.456, 1e-5, 1e-4,
  9.5, 0.95, 0.995, 99.5, 999999.5, 9.9999996, 1e15, 1e16, 1e17, 1e22, 1e23, 1.7976931348623157e308, 2.2250738585072014e-308,
  12345678.9, 123456, 1234567, 2.675, 1.0000005, 3.14159265358979, 2.718281828459045, 1e100, 1e-100, 6.02214076e23,
  1.6e-19, 65535.5, 0.0625, 1e6, 1e7, 100, 1024, 5e-5, 0.00015, 7.0e-7, 4.35, 8.345, 1.005,
];
const STRINGS = ['', 'a', 'abc', 'Hello, world', 'Turbo C 2.0', 'x y z', '0123456789abcdef'];

function randomDouble(r) {
  if (r.chance(0.45)) return r.pick(DOUBLES) * (r.chance(0.2) ? -1 : 1);
  const exp = r.int(-12, 25);
  const digits = r.int(1, 17);
  const mant = Math.floor(r.next() * 10 ** digits) / 10 ** (digits - 1);
  return (r.chance(0.3) ? -1 : 1) * mant * 10 ** exp;
}

function flags(r) {
  let f = '';
  for (const c of '-+ #0') if (r.chance(0.22)) f += c;
  return r.chance(0.5) ? f : [...f].reverse().join('');
}

/** One printf case: a format with one conversion, between bars, and its argument list. */
function printfCase(r) {
  const kind = r.pick(['int', 'int', 'long', 'float', 'float', 'float', 'char', 'str', 'ptr']);
  const fl = flags(r);
  const args = [];
  let width = '';
  if (r.chance(0.55)) {
    if (r.chance(0.15)) {
      width = '*';
      args.push(String(r.int(-12, 25)));
    } else width = String(r.int(1, 25));
  }
  let prec = '';
  if (r.chance(0.55)) {
    if (r.chance(0.12)) {
      prec = '.*';
      args.push(String(r.int(-3, 18)));
    } else prec = r.chance(0.08) ? '.' : `.${r.int(0, kind === 'float' ? 20 : 12)}`;
  }
  let conv;
  switch (kind) {
    case 'int':
      conv = r.pick(['d', 'i', 'u', 'o', 'x', 'X']);
      args.push(r.chance(0.7) ? String(r.pick(INTS)) : String(r.int(-32768, 32767)));
      if (r.chance(0.1)) conv = `h${conv}`;
      break;
    case 'long': {
      conv = `l${r.pick(['d', 'i', 'u', 'o', 'x', 'X'])}`;
      const v = r.chance(0.6) ? r.pick(LONGS) : r.int(-2147483647, 2147483647);
      args.push(v === -2147483648 ? '(-2147483647L-1)' : `${v}L`);
      break;
    }
    case 'float':
      conv = r.pick(['f', 'e', 'E', 'g', 'G']);
      args.push(dbl(randomDouble(r)));
      break;
    case 'char':
      conv = 'c';
      args.push(String(r.int(33, 126)));
      prec = '';
      break;
    case 'str':
      conv = 's';
      args.push(cstr(r.pick(STRINGS)));
      break;
    default:
      conv = 'p';
      args.push(`(void *)${r.int(0, 65535)}`);
  }
  const fmt = `|%${fl}${width}${prec}${conv}|`;
  return `fprintf(o, "${fmt}\\n"${args.map((a) => `, ${a}`).join('')});`;
}

function printfPrograms(r) {
  const out = [];
  for (let p = 1; p <= 5; p++) {
    const lines = [];
    for (let i = 0; i < 300; i++) lines.push(printfCase(r));
    out.push(['PF' + p, lines]);
  }
  // the count printf returns, %n, several conversions in one format
  const lines = [];
  for (let i = 0; i < 60; i++) {
    const a = printfCase(r).replace(/^fprintf\(o, /, 'n = sprintf(b, ').replace(/\\n"/, '"');
    lines.push(`${a} fprintf(o, "%d %s\\n", n, b);`);
  }
  for (let i = 0; i < 20; i++) {
    const w = r.int(0, 9);
    lines.push(`n = -1; sprintf(b, "ab%${w}dcd%nef", ${r.pick(INTS)}, &i1); fprintf(o, "%d %s\\n", i1, b);`);
  }
  lines.push(`fprintf(o, "%d|%5.2f|%-6s|%c|%lx|%%|%e\\n", 12, ${dbl(3.14159)}, "ab", 65, 48879L, ${dbl(-0.001)});`);
  lines.push(`fprintf(o, "[%s] [%10.4s] [%-10.2s]\\n", "", "abcdefg", "xyz");`);
  out.push(['PF6', lines]);
  return out;
}

/** sscanf: 1 to 3 conversions over an input; the count and what each target holds after. */
function scanfProgram(r) {
  const INPUTS = [
    '123', '-45', '+7', '  89xyz', '0x1F', '0X1f', '077', '08', '1e5', '3.25', '-.5e-3', '.5', '5.', 'abc', '', ' ',
    '12 34 56', '12,34', '40000', '-40000', '70000', '2147483648', '99999999999', 'ffff', 'FFFF', '1.5e400',
    '1e-400', '0', '-0', '12abc 34', 'hello world', '  tab\there', 'a,b,c', 'x', '1 2', '3.14159265358979',
    '-1', '0.1', '1e', '1e+', '+', '-', '0x', '123456789', '65535', '65536', '-32768', '-32769',
  ];
  const CONVS = [
    ['%d', 'i'], ['%i', 'i'], ['%u', 'i'], ['%o', 'i'], ['%x', 'i'], ['%X', 'i'], ['%ld', 'l'], ['%li', 'l'], ['%lx', 'l'],
    ['%lu', 'l'], ['%f', 'f'], ['%e', 'f'], ['%g', 'f'], ['%lf', 'g'], ['%le', 'g'], ['%s', 's'], ['%c', 'c'],
    ['%3d', 'i'], ['%2s', 's'], ['%4f', 'f'], ['%1d', 'i'], ['%5lf', 'g'], ['%3c', 'c'], ['%hd', 'i'], ['%D', 'l'],
    ['%[a-z]', 's'], ['%[^,]', 's'], ['%[0-9]', 's'], ['%*d', null], ['%n', 'i'], ['%*s', null],
  ];
  const lines = [];
  for (let k = 0; k < 320; k++) {
    const input = r.chance(0.5) ? r.pick(INPUTS) : `${r.pick(INPUTS)} ${r.pick(INPUTS)}`;
    const count = r.int(1, 3);
    let fmt = '';
    const targets = [];
    const used = { i: 0, l: 0, f: 0, g: 0, s: 0 };
    for (let c = 0; c < count; c++) {
      const [spec, t] = r.pick(CONVS);
      if (c > 0) fmt += r.pick([' ', '', ',', ' ']);
      fmt += spec;
      if (t === null) continue;
      const kind = t === 'c' ? 's' : t;
      if (used[kind] >= 2) {
        fmt = fmt.slice(0, fmt.length - spec.length) + '%*d';
        continue;
      }
      const name = { i: ['i1', 'i2'], l: ['l1', 'l2'], f: ['f1', 'f2'], g: ['g1', 'g2'], s: ['s1', 's2'] }[kind][used[kind]++];
      targets.push([name, t]);
    }
    const reset = 'i1 = i2 = -999; l1 = l2 = -999L; f1 = f2 = -9; g1 = g2 = -9; strcpy(s1, "@@@@@@"); strcpy(s2, "@@@@@@");';
    const ptrs = targets.map(([nm, t]) => (t === 's' || t === 'c' ? nm : `&${nm}`));
    const shows = targets.map(([, t]) => ({ i: '%d', l: '%ld', f: '%.8g', g: '%.17g', s: '[%s]', c: '[%s]' })[t]);
    const vals = targets.map(([nm, t]) => (t === 'f' ? `(double)${nm}` : nm));
    lines.push(`${reset} n = sscanf(${cstr(input)}, ${cstr(fmt)}${ptrs.map((p) => `, ${p}`).join('')}); fprintf(o, "%d${shows.map((s) => ` ${s}`).join('')}\\n", n${vals.map((v) => `, ${v}`).join('')});`);
  }
  return ['SC1', lines];
}

/** ecvt, fcvt, gcvt on exact doubles. */
function cvtProgram(r) {
  const lines = [];
  for (let k = 0; k < 330; k++) {
    const v = dbl(randomDouble(r));
    const which = r.pick(['ecvt', 'fcvt', 'gcvt']);
    const nd = r.int(which === 'gcvt' ? 1 : 0, 17);
    if (which === 'gcvt') lines.push(`e = gcvt(${v}, ${nd}, b); fprintf(o, "%s %d\\n", b, e == b);`);
    else lines.push(`e = ${which}(${v}, ${nd}, &i1, &i2); fprintf(o, "%s %d %d\\n", e, i1, i2 != 0);`);
  }
  return ['CV1', lines];
}

/** atof, strtod, strtol, strtoul, atoi, atol: the value (a double's bits), where parsing stopped, errno. */
function strtoProgram(r) {
  const NUMS = [
    '0', '1', '-1', '12.5e3xyz', '  -.5', '1e', '1e+', '1e-2', '.e1', '.', '+.1', '-0', '0x10', '0x', '077', '0778',
    '1.7976931348623157e308', '1e309', '1e-320', '1e-400', '2.2250738585072014e-308', '123456789012345678901234567890',
    '3.14159265358979323846', '0.1', '0.2', '0.3', '1.1', '9.999999999999999', '2.5', '1e23', '8.5e-5', '  +12abc',
    'abc', '', '   ', '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295', '4294967296', '65535',
    '32767', '32768', '-32768', '-32769', 'z', 'Z9', '1010', '7fffffff', 'FFFFFFFF', '  \t 42', '5e5', '1E5', '4.9e-324',
    '1.5e-10', '6.0221e23', '299792458', '0.000001', '1000000.0',
  ];
  const lines = [];
  for (let k = 0; k < 320; k++) {
    const s = cstr(r.pick(NUMS));
    const which = r.pick(['strtod', 'strtod', 'atof', 'strtol', 'strtol', 'strtoul', 'atoi', 'atol']);
    const reset = 'errno = 0;';
    switch (which) {
      case 'strtod':
        lines.push(`${reset} strcpy(s1, ${s}); g1 = strtod(s1, &e); H(g1); fprintf(o, " %d %d\\n", e - s1, errno);`);
        break;
      case 'atof':
        lines.push(`${reset} g1 = atof(${s}); H(g1); fprintf(o, " %d\\n", errno);`);
        break;
      case 'strtol':
      case 'strtoul': {
        const base = r.pick([0, 0, 10, 10, 16, 8, 2, 36, 1, 37]);
        const fmt = which === 'strtol' ? '%ld' : '%lu';
        lines.push(`${reset} strcpy(s1, ${s}); l1 = ${which}(s1, &e, ${base}); fprintf(o, "${fmt} %d %d\\n", l1, e - s1, errno);`);
        break;
      }
      case 'atoi':
        lines.push(`${reset} fprintf(o, "%d %d\\n", atoi(${s}), errno);`);
        break;
      default:
        lines.push(`${reset} fprintf(o, "%ld %d\\n", atol(${s}), errno);`);
    }
  }
  return ['ST1', lines];
}

/** math.h: each function on exact arguments; the result's bits and %.15g, and errno. */
function mathProgram(r) {
  const ONE = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'exp', 'log', 'log10', 'sqrt', 'fabs', 'floor', 'ceil'];
  const TWO = ['atan2', 'pow', 'fmod', 'hypot'];
  const lines = [];
  const arg = () => {
    if (r.chance(0.3)) return r.pick([0, 1, -1, 0.5, -0.5, 2, 10, 100, 1e-10, 3.141592653589793, 1.5707963267948966, 0.75, 1e10, -2.5, 7.25]);
    return (r.chance(0.4) ? -1 : 1) * r.next() * 10 ** r.int(-3, 3);
  };
  for (let k = 0; k < 300; k++) {
    if (r.chance(0.75)) {
      const f = r.pick(ONE);
      let x = arg();
      if (['asin', 'acos'].includes(f)) x = (r.next() * 2 - 1) * (r.chance(0.9) ? 1 : 1.2);
      if (['log', 'log10', 'sqrt'].includes(f) && r.chance(0.9)) x = Math.abs(x);
      if (['exp', 'sinh', 'cosh'].includes(f)) x = (r.next() * 2 - 1) * 20;
      lines.push(`errno = 0; g1 = ${f}(${dbl(x)}); H(g1); fprintf(o, " %.15g %d\\n", g1, errno);`);
    } else {
      const f = r.pick(TWO);
      let x = arg(), y = arg();
      if (f === 'pow') {
        x = Math.abs(x) * (r.chance(0.9) ? 1 : -1);
        y = r.chance(0.5) ? r.int(-5, 8) : y;
      }
      lines.push(`errno = 0; g1 = ${f}(${dbl(x)}, ${dbl(y)}); H(g1); fprintf(o, " %.15g %d\\n", g1, errno);`);
    }
  }
  for (let k = 0; k < 30; k++) {
    const x = dbl(randomDouble(r));
    const which = r.pick(['frexp', 'modf', 'ldexp']);
    if (which === 'frexp') lines.push(`g1 = frexp(${x}, &i1); H(g1); fprintf(o, " %d\\n", i1);`);
    else if (which === 'modf') lines.push(`g1 = modf(${x}, &g2); H(g1); fprintf(o, " "); H(g2); fprintf(o, "\\n");`);
    else lines.push(`g1 = ldexp(${dbl(r.next() * 4 - 2)}, ${r.int(-40, 40)}); H(g1); fprintf(o, "\\n");`);
  }
  return ['MA1', lines];
}

/** string.h: what each function returns at the edges (offsets for pointers, signs and values for compares). */
function stringProgram(r) {
  const W = ['', 'a', 'abc', 'abd', 'ABC', 'abcdef', 'hello world', 'Hello World', 'aaa', 'zz', 'a,b;c', 'xyzzy', '\xe9t\xe9'];
  const lines = [];
  for (let k = 0; k < 260; k++) {
    const x = cstr(r.pick(W)), y = cstr(r.pick(W));
    const c = r.pick([0, 97, 98, 99, 122, 44, 32, 65, 233]);
    const nn = r.int(0, 8);
    const f = r.pick([
      'strcmp', 'strncmp', 'stricmp', 'strnicmp', 'strcmpi', 'memcmp', 'strchr', 'strrchr', 'strstr', 'strspn', 'strcspn',
      'strpbrk', 'strncat', 'strncpy', 'strlwr', 'strupr', 'strrev', 'strset', 'strnset', 'memchr', 'strlen', 'strcat', 'strdup',
    ]);
    const set = `strcpy(s1, ${x}); strcpy(s2, ${y});`;
    switch (f) {
      case 'strcmp': case 'stricmp': case 'strcmpi':
        lines.push(`${set} fprintf(o, "%d\\n", ${f}(s1, s2));`);
        break;
      case 'strncmp': case 'strnicmp':
        lines.push(`${set} fprintf(o, "%d\\n", ${f}(s1, s2, ${nn}));`);
        break;
      case 'memcmp':
        lines.push(`${set} fprintf(o, "%d\\n", memcmp(s1, s2, ${nn}));`);
        break;
      case 'strchr': case 'strrchr':
        lines.push(`${set} e = ${f}(s1, ${c}); fprintf(o, "%d\\n", e ? e - s1 : -1);`);
        break;
      case 'memchr':
        lines.push(`${set} e = memchr(s1, ${c}, ${nn}); fprintf(o, "%d\\n", e ? e - s1 : -1);`);
        break;
      case 'strstr': case 'strpbrk':
        lines.push(`${set} e = ${f}(s1, s2); fprintf(o, "%d\\n", e ? e - s1 : -1);`);
        break;
      case 'strspn': case 'strcspn':
        lines.push(`${set} fprintf(o, "%d\\n", ${f}(s1, s2));`);
        break;
      case 'strncat':
        lines.push(`${set} e = strncat(s1, s2, ${nn}); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
        break;
      case 'strncpy':
        lines.push(`${set} memset(b, 35, 12); b[12] = 0; e = strncpy(b, s2, ${nn}); fprintf(o, "%d [%s] %d\\n", e - b, b, b[${nn}]);`);
        break;
      case 'strlwr': case 'strupr': case 'strrev':
        lines.push(`${set} e = ${f}(s1); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
        break;
      case 'strset':
        lines.push(`${set} e = strset(s1, ${c || 42}); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
        break;
      case 'strnset':
        lines.push(`${set} e = strnset(s1, ${c || 42}, ${nn}); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
        break;
      case 'strlen':
        lines.push(`${set} fprintf(o, "%d\\n", strlen(s1));`);
        break;
      case 'strcat':
        lines.push(`${set} e = strcat(s1, s2); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
        break;
      default:
        lines.push(`${set} e = strdup(s1); fprintf(o, "[%s] %d\\n", e, strcmp(e, s1)); free(e);`);
    }
  }
  // itoa, ltoa, ultoa in every radix
  for (let k = 0; k < 60; k++) {
    const radix = r.pick([2, 8, 10, 16, 36, 3, 7]);
    const which = r.pick(['itoa', 'ltoa', 'ultoa']);
    const v = which === 'itoa' ? String(r.pick(INTS)) : `${r.pick(LONGS.filter((x) => x !== -2147483648))}L`;
    lines.push(`e = ${which}(${v}, b, ${radix}); fprintf(o, "%s %d\\n", b, e == b);`);
  }
  return ['SR1', lines];
}

/** ctype.h: every class macro, the functions toupper/tolower, and the macros _toupper/_tolower, for EOF and 0..255. */
function ctypeProgram() {
  // one loop (257 lines of these macros make TC's code segment overflow 64 KB)
  const lines = [];
  for (const c of [0]) {
    void c;
    lines.push(`for (i1 = -1; i1 <= 255; i1++) fprintf(o, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\\n", i1, isalnum(i1), isalpha(i1), isascii(i1), iscntrl(i1), isdigit(i1), isgraph(i1), islower(i1), isprint(i1), ispunct(i1), isspace(i1), isupper(i1), isxdigit(i1), toupper(i1), tolower(i1), toascii(i1));`);
  }
  return ['CT1', lines];
}

// ---- the rest of the library: each program has a generator of its own seed, so adding one
// changes none of the others.

/** Seconds since 1970 of a UTC date (month 1..12). */
const utc = (y, mo, d, h = 0, mi = 0, se = 0) => Date.UTC(y, mo - 1, d, h, mi, se) / 1000;

/** The day of the month of the last Sunday of `month` (1..12) in `y`. */
function lastSunday(y, month) {
  const last = new Date(Date.UTC(y, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

const TM_FIELDS = 'tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst';

/** time.h: gmtime, localtime (EST5EDT, TC's default zone), asctime, ctime, difftime, the zone's variables. */
function timeProgram() {
  const r = rng(2601);
  const times = [0, 1, 18000, 18001, 86399, 86400, 31535999, 68255999, 68256000, 951782400, 951868800, 978307199, 2147483647, 2147483646, 1e9, 1234567890];
  for (let y = 1980; y <= 2030; y += r.int(1, 6)) {
    for (const [mo, h] of [[4, 7], [10, 6]]) {
      const at = utc(y, mo, lastSunday(y, mo), h);
      for (const dt of [-3601, -3600, -1, 0, 1, 3599, 3600]) times.push(at + dt);
    }
  }
  while (times.length < 150) times.push(r.int(0, 2147483647));
  const lines = [
    'fprintf(o, "%ld %d %d %d %d\\n", timezone, daylight, sizeof(struct tm), sizeof(time_t), sizeof(clock_t));',
    'fprintf(o, "%.3f\\n", CLK_TCK);',
  ];
  for (const t of times) {
    const set = `t1 = ${t}L;`;
    switch (r.pick(['gm', 'local', 'local', 'asc', 'ctime'])) {
      case 'gm': lines.push(`${set} tp = gmtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS});`); break;
      case 'local': lines.push(`${set} tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS});`); break;
      case 'asc': lines.push(`${set} fprintf(o, "%s", asctime(gmtime(&t1)));`); break;
      default: lines.push(`${set} fprintf(o, "%s", ctime(&t1));`);
    }
  }
  for (let k = 0; k < 30; k++) {
    const f = [r.int(0, 61), r.int(0, 59), r.int(0, 23), r.int(0, 31), r.int(0, 11), r.chance(0.8) ? r.int(70, 137) : r.int(0, 199), r.int(0, 6), r.int(0, 365), r.int(0, 1)];
    lines.push(`tm1.tm_sec = ${f[0]}; tm1.tm_min = ${f[1]}; tm1.tm_hour = ${f[2]}; tm1.tm_mday = ${f[3]}; tm1.tm_mon = ${f[4]}; tm1.tm_year = ${f[5]}; tm1.tm_wday = ${f[6]}; tm1.tm_yday = ${f[7]}; tm1.tm_isdst = ${f[8]}; fprintf(o, "%s", asctime(&tm1));`);
  }
  for (let k = 0; k < 20; k++) {
    lines.push(`fprintf(o, "%.1f\\n", difftime(${r.int(0, 2147483647)}L, ${r.int(0, 2147483647)}L));`);
  }
  for (let k = 0; k < 20; k++) {
    const zone = r.pick([0, 3600, -3600, 28800, -19800, 18000]);
    const dst = r.int(0, 1);
    const t = r.chance(0.5) ? r.pick(times) : r.int(0, 2147483647);
    lines.push(`timezone = ${zone}L; daylight = ${dst}; t1 = ${t}L; tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS}); timezone = 18000L; daylight = 1;`);
  }
  return ['TM1', lines, '#include <time.h>\ntime_t t1, t2;\nstruct tm *tp, tm1;\n'];
}

/** stdlib.h's div/ldiv and error texts; limits.h, float.h and values.h's values. */
function valuesProgram() {
  const r = rng(2602);
  const lines = [];
  for (let k = 0; k < 60; k++) {
    const a = r.chance(0.3) ? r.pick(INTS) : r.int(-32767, 32767);
    let d = r.chance(0.3) ? r.pick([1, -1, 2, -2, 7, -7, 10, 32767]) : r.int(-300, 300);
    if (d === 0) d = 3;
    lines.push(`dv = div(${a}, ${d}); fprintf(o, "%d %d\\n", dv.quot, dv.rem);`);
  }
  for (let k = 0; k < 40; k++) {
    const a = r.chance(0.3) ? r.pick(LONGS.filter((x) => x !== -2147483648)) : r.int(-2147483647, 2147483647);
    let d = r.chance(0.3) ? r.pick([1, -1, 2, -2, 7, -7, 10, 65536, 100000]) : r.int(-100000, 100000);
    if (d === 0) d = 3;
    lines.push(`lv = ldiv(${a}L, ${d}L); fprintf(o, "%ld %ld\\n", lv.quot, lv.rem);`);
  }
  lines.push('fprintf(o, "%d %d %d %d %d %d %d\\n", sizeof(div_t), sizeof(ldiv_t), EXIT_SUCCESS, EXIT_FAILURE, RAND_MAX, sys_nerr, sizeof(jmp_buf));');
  for (let k = 0; k <= 50; k++) lines.push(`fprintf(o, "%d [%s] %s", ${k}, ${k} < sys_nerr ? sys_errlist[${k}] : "-", strerror(${k}));`);
  for (const s of ['"abc"', '""', '"x y"']) lines.push(`errno = ${r.int(0, 40)}; fprintf(o, "%s", _strerror(${s}));`);
  lines.push('errno = 2; fprintf(o, "%s", _strerror(NULL));');
  lines.push('fprintf(o, "%d %d %d %d %d %u\\n", CHAR_BIT, CHAR_MAX, CHAR_MIN, SCHAR_MAX, SCHAR_MIN, UCHAR_MAX);');
  lines.push('fprintf(o, "%d %d %u %d %d %u\\n", SHRT_MAX, SHRT_MIN, USHRT_MAX, INT_MAX, INT_MIN, UINT_MAX);');
  lines.push('fprintf(o, "%ld %ld %lu\\n", LONG_MAX, LONG_MIN, ULONG_MAX);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d %d\\n", FLT_DIG, FLT_MANT_DIG, FLT_MAX_10_EXP, FLT_MAX_EXP, FLT_MIN_10_EXP, FLT_MIN_EXP, FLT_RADIX, FLT_ROUNDS);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", DBL_DIG, DBL_MANT_DIG, DBL_MAX_10_EXP, DBL_MAX_EXP, DBL_MIN_10_EXP, DBL_MIN_EXP);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", LDBL_DIG, LDBL_MANT_DIG, LDBL_MAX_10_EXP, LDBL_MAX_EXP, LDBL_MIN_10_EXP, LDBL_MIN_EXP);');
  for (const c of ['DBL_MAX', 'DBL_MIN', 'DBL_EPSILON', 'FLT_MAX', 'FLT_MIN', 'FLT_EPSILON', 'MAXDOUBLE', 'MINDOUBLE', 'MAXFLOAT', 'MINFLOAT', 'LN_MAXDOUBLE', 'LN_MINDOUBLE', 'HUGE_VAL']) {
    lines.push(`g1 = ${c}; H(g1); fprintf(o, " %g\\n", g1);`);
  }
  lines.push('fprintf(o, "%d %d %d %d %d %d %ld\\n", BITSPERBYTE, MAXSHORT, MAXINT, HIBITS, HIBITI, sizeof(HIBITL), MAXLONG);');
  lines.push('fprintf(o, "%lX %d %d %d %d %d %d\\n", HIBITL, DMAXEXP, FMAXEXP, DMINEXP, FMINEXP, DSIGNIF, FSIGNIF);');
  lines.push('fprintf(o, "%d %d %d\\n", DMAXPOWTWO > 1e300, (int)FMAXPOWTWO, HIDDENBIT);');
  lines.push('fprintf(o, "%X %X %X %X\\n", MCW_EM, CW_DEFAULT, EM_INVALID, EM_ZERODIVIDE);');
  for (let k = 0; k < 12; k++) {
    const v = r.int(-2147483647, 2147483647), n = r.int(0, 40);
    lines.push(`fprintf(o, "%lX %lX\\n", _lrotl(${v}L, ${n}), _lrotr(${v}L, ${n}));`);
  }
  return ['VL1', lines, '#include <limits.h>\n#include <float.h>\n#include <values.h>\n#include <setjmp.h>\ndiv_t dv;\nldiv_t lv;\n'];
}

/** dir.h: fnsplit and fnmerge on many paths, the current drive and directory, findfirst/findnext, mktemp. */
function dirProgram() {
  const r = rng(2603);
  const DRIVES = ['', '', 'C:', 'a:', 'Z:', ':'];
  const DIRS = ['', '', '\\', '\\TC\\', 'SUB\\DIR\\', '..\\', '.\\', '/X/', '\\A.B\\', 'D\\', '\\VERYLONGDIRECTORYNAME\\ANOTHERONE\\'];
  const NAMES = ['', 'FILE', 'LONGNAMEX', 'A*', '?B', 'x', 'NAME.', 'readme', '.', '..'];
  const EXTS = ['', '.C', '.TXT', '.', '.*', '.LONG', '.?', '.a.b'];
  const lines = [];
  for (let k = 0; k < 120; k++) {
    const p = `${r.pick(DRIVES)}${r.pick(DIRS)}${r.pick(NAMES)}${r.pick(EXTS)}`;
    lines.push(`strcpy(pd, "@"); strcpy(pp, "@"); strcpy(pn, "@"); strcpy(px, "@"); n = fnsplit(${cstr(p)}, pd, pp, pn, px); fprintf(o, "%d [%s] [%s] [%s] [%s]\\n", n, pd, pp, pn, px);`);
  }
  for (let k = 0; k < 60; k++) {
    const part = (xs) => (r.chance(0.15) ? 'NULL' : cstr(r.pick(xs)));
    const d = part(['', 'C:', 'C', 'a:']), p = part(['', '\\', '\\TC\\', 'SUB', 'SUB\\', '/X/']);
    const nm = part(['', 'FILE', 'A', 'LONGNAME']), x = part(['', '.C', 'TXT', '.', 'C']);
    lines.push(`strcpy(b, "@"); fnmerge(b, ${d}, ${p}, ${nm}, ${x}); fprintf(o, "[%s]\\n", b);`);
  }
  lines.push('fprintf(o, "%d\\n", getdisk());');
  lines.push('e = getcwd(b, 80); fprintf(o, "[%s] %d\\n", b, e == b);');
  lines.push('e = getcwd(b, 2); fprintf(o, "%d %d\\n", e == NULL, errno);');
  lines.push('strcpy(b, "@"); n = getcurdir(0, b); fprintf(o, "%d [%s]\\n", n, b);');
  lines.push('strcpy(b, "@"); n = getcurdir(3, b); fprintf(o, "%d [%s]\\n", n, b);');
  lines.push('errno = 0; n = chdir("\\\\"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = chdir("NOSUCHD"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = rmdir("NOSUCHD"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; strcpy(b, "TMXXXXXX"); e = mktemp(b); fprintf(o, "[%s] %d\\n", b, e == b);');
  lines.push('errno = 0; strcpy(b, "ABC"); e = mktemp(b); fprintf(o, "%d\\n", e == NULL);');
  lines.push('f = fopen("DRQA.TMP", "wb"); fputs("0123456789", f); fclose(f); f = fopen("DRQB.TMP", "wb"); fclose(f); f = fopen("DRQC.DAT", "wb"); fputs("abc", f); fclose(f); fprintf(o, "made\\n");');
  lines.push('errno = 0; n = findfirst("DRQ*.TMP", &ff, 0); fprintf(o, "%d %d [%s] %ld %d\\n", n, errno, ff.ff_name, ff.ff_fsize, ff.ff_attrib);');
  lines.push('errno = 0; n = findnext(&ff); fprintf(o, "%d %d [%s] %ld %d\\n", n, errno, ff.ff_name, ff.ff_fsize, ff.ff_attrib);');
  lines.push('errno = 0; n = findnext(&ff); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = findfirst("DRQC.*", &ff, FA_RDONLY); fprintf(o, "%d %d [%s] %ld %d\\n", n, errno, ff.ff_name, ff.ff_fsize, ff.ff_attrib);');
  lines.push('errno = 0; n = findfirst("NOPE*.*", &ff, 0); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = findfirst("drqa.tmp", &ff, 0); fprintf(o, "%d %d [%s] %ld\\n", n, errno, ff.ff_name, ff.ff_fsize);');
  lines.push('e = searchpath("DRQA.TMP"); fprintf(o, "[%s]\\n", e ? e : "(null)");');
  lines.push('e = searchpath("NOPE.TMP"); fprintf(o, "[%s]\\n", e ? e : "(null)");');
  lines.push('fprintf(o, "%d %d %d\\n", unlink("DRQA.TMP"), unlink("DRQB.TMP"), unlink("DRQC.DAT"));');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", sizeof(struct ffblk), MAXPATH, MAXDRIVE, MAXDIR, MAXFILE, MAXEXT);');
  lines.push('fprintf(o, "%d %d %d %d %d\\n", WILDCARDS, EXTENSION, FILENAME, DIRECTORY, DRIVE);');
  return ['DR1', lines, '#include <dir.h>\n#include <dos.h>\nchar pd[MAXDRIVE], pp[MAXDIR], pn[MAXFILE], px[MAXEXT];\nstruct ffblk ff;\nFILE *f;\n'];
}

/** io.h, fcntl.h, sys/stat.h: handles on the C: drive in a random order of calls; each result and errno. */
/** Subdirectories of C: mkdir, chdir, rmdir, getcwd, getcurdir, files and findfirst in them, paths through them. */
function subdirProgram() {
  const lines = [];
  const R = (x) => `fprintf(o, "%d %d\\n", ${x}, errno);`;
  const E = (x) => `errno = 0; n = ${x}; fprintf(o, "%d %d\\n", n, errno);`;
  const CWD = 'getcwd(b, 80); n = getcurdir(0, s1); fprintf(o, "[%s] %d [%s]\\n", b, n, s1);';
  const FF = (pat, attr) => `errno = 0; n = findfirst(${cstr(pat)}, &ff, ${attr}); fprintf(o, "%d %d", n, errno); while (n == 0) { fprintf(o, " [%s %d %ld]", ff.ff_name, ff.ff_attrib, ff.ff_attrib & FA_DIREC ? 0L : ff.ff_fsize); n = findnext(&ff); } fprintf(o, " %d\\n", errno);`;
  const PUT = (name, text) => `errno = 0; f = fopen(${cstr(name)}, "w"); fprintf(o, "%d %d\\n", f != NULL, errno); if (f) { fputs(${cstr(text)}, f); fclose(f); }`;
  const GET = (name) => `errno = 0; f = fopen(${cstr(name)}, "r"); fprintf(o, "%d %d", f != NULL, errno); if (f) { b[0] = 0; fgets(b, 80, f); fprintf(o, " [%s]", b); fclose(f); } fprintf(o, "\\n");`;
  lines.push(E('mkdir("SDA")'), E('mkdir("sda")'), E('mkdir("SDA\\\\INNER")'), E('mkdir("C:\\\\SDB")'), E('mkdir("\\\\SDA\\\\TWO")'));
  lines.push(E('mkdir("SDA\\\\NO\\\\DEEP")'), E('mkdir("")'), E('mkdir("SDA\\\\")'), E('mkdir("LONGDIRNAME.EXTN")'), E('rmdir("LONGDIRN.EXT")'));
  lines.push(PUT('SDF.TXT', 'root file'), E('mkdir("SDF.TXT")'), E('chdir("SDF.TXT")'), E('rmdir("SDF.TXT")'));
  lines.push(CWD, E('chdir("SDA")'), CWD, E('chdir("INNER")'), CWD, E('chdir("..")'), CWD, E('chdir("..\\\\SDB")'), CWD);
  lines.push(E('chdir("\\\\SDA\\\\INNER")'), CWD, E('chdir("\\\\")'), CWD, E('chdir("C:\\\\SDA\\\\")'), CWD, E('chdir(".")'), CWD);
  lines.push(PUT('IN.TXT', 'in sda'), GET('IN.TXT'), GET('\\SDF.TXT'), GET('SDF.TXT'), GET('..\\SDF.TXT'), GET('INNER\\..\\IN.TXT'));
  lines.push(PUT('INNER\\DEEP.TXT', 'deep'), GET('C:\\SDA\\INNER\\DEEP.TXT'), GET('C:INNER\\DEEP.TXT'));
  lines.push(FF('*.*', 0), FF('*.*', 'FA_DIREC'), FF('*.*', 'FA_DIREC | FA_HIDDEN | FA_SYSTEM'), FF('INNER\\*.*', 'FA_DIREC'), FF('\\SD?', 'FA_DIREC'), FF('\\*.TXT', 0), FF('..\\SD?', 'FA_DIREC'), FF('NOSUCH\\*.*', 0));
  lines.push(E('rmdir("INNER")'), E('unlink("INNER\\\\DEEP.TXT")'), E('unlink("INNER")'), E('rmdir("INNER")'), E('rmdir("INNER")'), E('rmdir(".")'), E('rmdir("\\\\SDA")'));
  lines.push(E('rename("IN.TXT", "..\\\\MOVED.TXT")'), E('rename("..\\\\SDF.TXT", "HERE.TXT")'), FF('*.*', 0), E('rename("\\\\SDB", "\\\\SDC")'));
  lines.push(E('access("HERE.TXT", 0)'), E('access("\\\\SDB", 0)'), E('access("..\\\\SDB", 0)'), E('access("..", 0)'));
  lines.push(E('chdir("\\\\")'), CWD, FF('SD?', 'FA_DIREC'), E('rmdir("SDA")'), E('unlink("SDA\\\\HERE.TXT")'), E('rmdir("SDA")'), E('rmdir("SDB")'), E('unlink("MOVED.TXT")'), FF('SD?', 'FA_DIREC | FA_RDONLY'), FF('*.TXT', 0));
  lines.push(E('chdir("..")'), CWD, E('mkdir("SDZ")'), E('chdir("sdz")'), CWD, 'e = getcwd(NULL, 80); fprintf(o, "[%s]\\n", e); free(e);', 'e = getcwd(b, 6); fprintf(o, "%d %d\\n", e == NULL, errno);', E('chdir("\\\\")'), E('rmdir("SDZ")'), E('rmdir("SDA\\\\TWO")'), E('rmdir("SDA")'), E('rmdir("SDC")'), FF('SD?', 'FA_DIREC'));
  return ['SD1', lines, '#include <dir.h>\n#include <dos.h>\n#include <io.h>\nstruct ffblk ff;\nFILE *f;\n'];
}

function ioProgram() {
  const r = rng(2604);
  const lines = [];
  const path = (k) => `"IOQ${k}.DAT"`;
  lines.push('fd[0] = fd[1] = fd[2] = -1; fprintf(o, "%d %d %d\\n", unlink("IOQ0.DAT"), unlink("IOQ1.DAT"), unlink("IOQ2.DAT"));');
  const OPEN = ['O_RDONLY', 'O_WRONLY', 'O_RDWR', 'O_RDWR | O_CREAT', 'O_WRONLY | O_CREAT | O_TRUNC', 'O_RDWR | O_BINARY', 'O_RDWR | O_CREAT | O_BINARY',
    'O_RDWR | O_TEXT', 'O_WRONLY | O_APPEND', 'O_RDWR | O_CREAT | O_EXCL', 'O_RDWR | O_APPEND | O_BINARY', 'O_CREAT | O_WRONLY | O_TEXT'];
  const TEXTS = ['hello', 'a\\nb\\n', 'line\\r\\nx', '\\n\\n\\n', 'ABCDEFGHIJ', 'z\\032tail', '12\\n345\\n6789'];
  for (let i = 0; i < 260; i++) {
    const k = r.int(0, 2);
    const pre = 'errno = 0;';
    const show = '"%d %d\\n", n, errno';
    switch (r.pick(['open', 'open', 'creat', '_open', 'write', 'write', '_write', 'read', 'read', '_read', 'lseek', 'lseek', 'tell', 'eof', 'filelength', 'close', 'close', 'dup', 'setmode', 'stat', 'fstat', 'access', 'chmod', 'unlink', 'chsize', 'isatty', '_creat', 'creatnew'])) {
      case 'open': lines.push(`${pre} n = fd[${k}] = open(${path(k)}, ${r.pick(OPEN)}, S_IREAD | S_IWRITE); fprintf(o, ${show});`); break;
      case 'creat': lines.push(`${pre} n = fd[${k}] = creat(${path(k)}, ${r.pick(['S_IREAD | S_IWRITE', 'S_IREAD', 'S_IWRITE'])}); fprintf(o, ${show});`); break;
      case '_creat': lines.push(`${pre} n = fd[${k}] = _creat(${path(k)}, ${r.pick([0, 0, 1, 32])}); fprintf(o, ${show});`); break;
      case 'creatnew': lines.push(`${pre} n = fd[${k}] = creatnew(${path(k)}, 0); fprintf(o, ${show});`); break;
      case '_open': lines.push(`${pre} n = fd[${k}] = _open(${path(k)}, ${r.pick(['O_RDONLY', 'O_WRONLY', 'O_RDWR'])}); fprintf(o, ${show});`); break;
      case 'write': case '_write': {
        const t = r.pick(TEXTS);
        const len = t.replace(/\\./g, '.').length;
        const fn = r.chance(0.8) ? 'write' : '_write';
        lines.push(`${pre} n = ${fn}(fd[${k}], "${t}", ${r.chance(0.85) ? len : r.int(0, len)}); fprintf(o, ${show});`);
        break;
      }
      case 'read': case '_read': {
        const fn = r.chance(0.8) ? 'read' : '_read';
        lines.push(`${pre} memset(b, 0, 40); n = ${fn}(fd[${k}], b, ${r.int(0, 24)}); for (i1 = 0; i1 < 24; i1++) if (b[i1] < 32) b[i1] = b[i1] + 64; fprintf(o, "%d %d [%s]\\n", n, errno, b);`);
        break;
      }
      case 'lseek': lines.push(`${pre} l1 = lseek(fd[${k}], ${r.pick([0, 1, 2, 5, -1, -3, 100, -100])}L, ${r.int(0, 2)}); fprintf(o, "%ld %d\\n", l1, errno);`); break;
      case 'tell': lines.push(`${pre} l1 = tell(fd[${k}]); fprintf(o, "%ld %d\\n", l1, errno);`); break;
      case 'eof': lines.push(`${pre} n = eof(fd[${k}]); fprintf(o, ${show});`); break;
      case 'filelength': lines.push(`${pre} l1 = filelength(fd[${k}]); fprintf(o, "%ld %d\\n", l1, errno);`); break;
      case 'close': lines.push(`${pre} n = close(fd[${k}]); fprintf(o, ${show});`); break;
      case 'dup': lines.push(`${pre} n = dup(fd[${k}]); fprintf(o, ${show}); if (n >= 0) close(n);`); break;
      case 'setmode': lines.push(`${pre} n = setmode(fd[${k}], ${r.pick(['O_TEXT', 'O_BINARY', '0'])}); fprintf(o, "%X %d\\n", n, errno);`); break;
      case 'stat': lines.push(`${pre} st.st_size = -9; n = stat(${path(k)}, &st); fprintf(o, "%d %d %ld %X %d %d\\n", n, errno, st.st_size, st.st_mode, st.st_nlink, st.st_dev);`); break;
      case 'fstat': lines.push(`${pre} st.st_size = -9; n = fstat(fd[${k}], &st); fprintf(o, "%d %d %ld %X %d\\n", n, errno, st.st_size, st.st_mode, st.st_nlink);`); break;
      case 'access': lines.push(`${pre} n = access(${path(k)}, ${r.pick([0, 2, 4, 6])}); fprintf(o, ${show});`); break;
      case 'chmod': lines.push(`${pre} n = chmod(${path(k)}, ${r.pick(['S_IREAD', 'S_IREAD | S_IWRITE', 'S_IWRITE'])}); fprintf(o, ${show});`); break;
      case 'unlink': lines.push(`${pre} n = unlink(${path(k)}); fprintf(o, ${show});`); break;
      case 'chsize': lines.push(`${pre} n = chsize(fd[${k}], ${r.int(0, 30)}L); fprintf(o, ${show});`); break;
      default: lines.push(`${pre} n = isatty(fd[${k}]); fprintf(o, "%d %d %d %d\\n", n != 0, errno, isatty(0) != 0, isatty(2) != 0);`);
    }
  }
  lines.push('for (i1 = 0; i1 < 3; i1++) if (fd[i1] >= 0) close(fd[i1]); chmod("IOQ0.DAT", S_IREAD | S_IWRITE); chmod("IOQ1.DAT", S_IREAD | S_IWRITE); chmod("IOQ2.DAT", S_IREAD | S_IWRITE); fprintf(o, "end\\n");');
  lines.push('fprintf(o, "%d %X %X %X %X %d\\n", sizeof(struct stat), O_RDONLY | O_WRONLY | O_RDWR, O_CREAT | O_TRUNC | O_EXCL | O_APPEND, O_TEXT | O_BINARY, S_IFMT | S_IFREG | S_IFDIR, HANDLE_MAX);');
  return ['IO1', lines, '#include <io.h>\n#include <fcntl.h>\n#include <sys/stat.h>\nint fd[3];\nstruct stat st;\n'];
}

/**
 * alloc.h's far heap and dos.h's DOS memory (allocmem, freemem, setblock), the PSP and the library's
 * variables. Segments print relative to where the far heap starts (DS + 1000h) and farcoreleft
 * plus 16 × that, so the numbers do not depend on where DOS loaded the program. The frees keep to
 * the last block (which of several free blocks TC takes is not modelled); FH2's sequence, which
 * has that case once, is in it as measured.
 */
function farHeapProgram() {
  const r = rng(2612);
  const lines = [];
  const show = (k) => `fprintf(o, "%d %X %ld\\n", R(fp[${k}]), FP_OFF(fp[${k}]), CL());`;
  lines.push('segread(&sr); base = sr.ds + 0x1000; fprintf(o, "%u %u %d %d %d\\n", _stklen, _heaplen, getpsp() == _psp, getpid() == _psp, sr.cs - _psp);');
  lines.push('for (i = 0; environ[i] != NULL && strncmp(environ[i], "COMSPEC=", 8) != 0; i++) ; fprintf(o, "%d [%s]\\n", environ[i] != NULL, environ[i] ? environ[i] : "");');
  lines.push('i = allocmem(10, &sg); fprintf(o, "%d %X\\n", i, sg - base);');
  lines.push('i = allocmem(20, &sg2); fprintf(o, "%d %X\\n", i, sg2 - base);');
  lines.push('errno = 0; i = freemem(sg); fprintf(o, "%d %d\\n", i, errno);');
  lines.push('i = allocmem(5, &sg); fprintf(o, "%d %X\\n", i, sg - base);');
  lines.push('errno = 0; i = freemem(sg + 1); fprintf(o, "%d %d %d\\n", i, errno, _doserrno);');
  lines.push('errno = 0; i = setblock(sg2, 100); fprintf(o, "%d %d\\n", i, errno);');
  lines.push('errno = 0; i = setblock(sg2, 65000U); fprintf(o, "%X %d %d\\n", (unsigned)i + sg2, errno, _doserrno);');
  lines.push('errno = 0; i = allocmem(0xFFFF, &sg3); fprintf(o, "%d %d %d\\n", i, errno, _doserrno);');
  lines.push('fprintf(o, "%d %d\\n", freemem(sg), freemem(sg2));');
  lines.push('errno = 0; i = allocmem(0xFFFF, &sg3); fprintf(o, "%X %d\\n", (unsigned)i + base + 1, errno);');
  lines.push('fprintf(o, "%ld\\n", CL());');
  // FH2's sequence: fragments, reallocs that move, calloc, a block past the top
  const fh2 = [['0', 'farmalloc(100)'], ['1', 'farmalloc(200)'], ['2', 'farmalloc(300)'], ['3', 'farmalloc(400)'], ['4', 'farmalloc(8)'], ['5', 'farmalloc(9)'],
    ['free', 1], ['free', 2], ['6', 'farmalloc(40)'], ['7', 'farmalloc(488)'], ['8', 'farmalloc(24)'], ['free', 5], ['free', 4],
    ['fill', 3], ['9', 'farrealloc(fp[3], 1000)'], ['sum9', 400], ['10', 'farrealloc(fp[9], 0)'], ['11', 'farrealloc(fp[0], 50)'],
    ['12', 'farrealloc(fp[11], 50)'], ['13', 'farrealloc(fp[12], 60)'], ['14', 'farcalloc(3, 5)'], ['15', 'farcalloc(65536L, 2)'], ['free', 15],
    ['16', 'farmalloc(700000L)']];
  for (const [k, v] of fh2) {
    if (k === 'free') lines.push(`farfree(fp[${v}]); fprintf(o, "%ld\\n", CL());`);
    else if (k === 'fill') lines.push(`FILL(fp[${v}], 400, 3); fprintf(o, "%u\\n", SUM(fp[${v}], 400));`);
    else if (k === 'sum9') lines.push(`fprintf(o, "%u\\n", SUM(fp[9], ${v}));`);
    else lines.push(`fp[${k}] = ${v}; ${show(k)}`);
  }
  lines.push('farfree(fp[6]); farfree(fp[7]); farfree(fp[8]); farfree(fp[9]); farfree(fp[13]); farfree(fp[14]); for (i = 0; i < 24; i++) fp[i] = NULL; fprintf(o, "%ld\\n", CL());');
  lines.push('fp[0] = farmalloc(0); fp[1] = farcalloc(0, 5); fp[2] = farcalloc(5, 0); fprintf(o, "%d %d %d %ld\\n", R(fp[0]), R(fp[1]), R(fp[2]), CL());');
  lines.push('fp[0] = farmalloc(farcoreleft() + 1); fprintf(o, "%d %ld\\n", R(fp[0]), CL());');
  lines.push('fp[0] = farmalloc(farcoreleft()); fprintf(o, "%d %lu\\n", R(fp[0]), farcoreleft()); farfree(fp[0]); fp[0] = NULL;');
  lines.push('fp[0] = farcalloc(0x10001L, 0x10000L); fprintf(o, "%d %ld\\n", R(fp[0]), CL()); farfree(fp[0]); fp[0] = NULL;');
  // last-in first-out: allocations, callocs, reallocs of the last block, frees of the last
  const sizes = [];
  let live = 0;
  for (let k = 0; k < 90; k++) {
    const size = r.pick([1, 2, 7, 8, 9, 15, 16, 17, 24, 25, 100, 512, 1000, 4000, 16384, 30000, 60000, r.int(1, 5000)]);
    const op = live === 0 ? 'alloc' : live === 20 ? 'free' : r.pick(['alloc', 'alloc', 'calloc', 'free', 'free', 'realloc', 'check']);
    const top = live - 1;
    // what a block holds is read only as far as the program wrote it (past it: TC's headers, other blocks' bytes)
    switch (op) {
      case 'alloc': lines.push(`fp[${live}] = farmalloc(${size}L); if (fp[${live}]) FILL(fp[${live}], ${size}L, ${k}); ${show(live)}`); sizes[live++] = size; break;
      case 'calloc': {
        const n = r.int(1, 40), w = r.int(1, 300);
        lines.push(`fp[${live}] = farcalloc(${n}, ${w}); fprintf(o, "%u ", fp[${live}] ? SUM(fp[${live}], ${n * w}L) : 0); ${show(live)}`);
        sizes[live++] = n * w;
        break;
      }
      case 'free': lines.push(`farfree(fp[${top}]); fp[${top}] = NULL; fprintf(o, "%ld\\n", CL());`); live--; break;
      case 'realloc': {
        const keep = Math.min(8, size, sizes[top]);
        lines.push(`p = farrealloc(fp[${top}], ${size}L); if (p) fp[${top}] = p; fprintf(o, "%d %u ", p != NULL, fp[${top}] ? SUM(fp[${top}], ${keep}L) : 0); ${show(top)}`);
        sizes[top] = keep; // a failed one keeps the old block, of which these bytes are still known
        break;
      }
      default: lines.push(`fprintf(o, "%u\\n", fp[${top}] ? SUM(fp[${top}], ${Math.min(16, sizes[top])}L) : 0);`);
    }
  }
  lines.push('for (i = 0; i < 24; i++) farfree(fp[i]); fprintf(o, "%ld\\n", CL());');
  const head = `#include <alloc.h>
#include <dos.h>
#include <process.h>
extern unsigned _stklen, _heaplen;
char far *fp[24];
char far *p;
unsigned base, sg, sg2, sg3;
int i;
struct SREGS sr;
long CL(void)
{
  return (long)farcoreleft() + 16L * base;
}
int R(char far *q)
{
  return q ? (int)(FP_SEG(q) - base) : -1;
}
void FILL(char far *q, long n, int k)
{
  long j;
  for (j = 0; j < n; j++) q[j] = (char)(j * 7 + k);
}
unsigned SUM(char far *q, long n)
{
  unsigned s = 0;
  long j;
  for (j = 0; j < n; j++) s = s * 31 + (unsigned char)q[j];
  return s;
}
`;
  return ['FM1', lines, head];
}

/**
 * dos.h's calls on INT 21h: intdos, intdosx, bdos, bdosptr and int86(0x21) on the functions the
 * machine's DOS has, failures and the errno they set, getdta/setdta, the switch character,
 * country, dosexterr, getfat/getfatd/getdfree, parsfnm on many names, absread/abswrite.
 */
function dosCallProgram() {
  const r = rng(2613);
  const lines = [];
  const R = '"%04X %04X %04X %04X %d %d %d\\n", i, q.x.ax, q.x.bx, q.x.cx, q.x.cflag, errno, _doserrno';
  const call = (set, fn = 'intdos(&r, &q)') => `errno = 0; _doserrno = 0; memset(&q, 0, sizeof q); ${set} i = ${fn}; fprintf(o, ${R});`;
  lines.push('segread(&sr); fprintf(o, "%d %d %d %d\\n", sizeof(union REGS), sizeof(struct SREGS), sizeof(struct country), sizeof(struct fcb));');
  lines.push(call('r.h.ah = 0x30;'));
  lines.push(call('r.h.ah = 0x19;'));
  lines.push(call('r.h.ah = 0x0B;'));
  lines.push(call('r.x.ax = 0x3D00; r.x.dx = (unsigned)"NOSUCH.XX";'));
  lines.push(call('r.x.ax = 0x3D00; r.x.dx = (unsigned)"NOSUCH.XX";', 'intdosx(&r, &q, &sr)'));
  lines.push(call('r.x.ax = 0x3D00; r.x.dx = (unsigned)"NOSUCH.XX";', 'int86(0x21, &r, &q)'));
  lines.push(call('r.x.ax = 0x3C00; r.x.cx = 0; r.x.dx = (unsigned)"DQ1.DAT";'));
  lines.push('h = q.x.ax; fprintf(o, "%d\\n", h > 4);');
  lines.push(call('r.h.ah = 0x40; r.x.bx = h; r.x.cx = 11; r.x.dx = (unsigned)"hello world";'));
  lines.push(call('r.x.ax = 0x4200; r.x.bx = h; r.x.cx = 0; r.x.dx = 6;'));
  lines.push(call('r.h.ah = 0x3F; r.x.bx = h; r.x.cx = 20; memset(b, 0, 30); r.x.dx = (unsigned)b;'));
  lines.push('fprintf(o, "[%s]\\n", b);');
  lines.push(call('r.x.ax = 0x4202; r.x.bx = h; r.x.cx = 0; r.x.dx = 0;'));
  lines.push(call('r.h.ah = 0x3E; r.x.bx = h;'));
  lines.push(call('r.h.ah = 0x3E; r.x.bx = h;'));
  lines.push(call('r.h.ah = 0x3F; r.x.bx = 19; r.x.cx = 5; r.x.dx = (unsigned)b;'));
  lines.push(call('r.x.ax = 0x4300; r.x.dx = (unsigned)"DQ1.DAT";'));
  lines.push(call('r.x.ax = 0x4300; r.x.dx = (unsigned)"NOPE.DAT";'));
  lines.push(call('r.h.ah = 0x41; r.x.dx = (unsigned)"DQ1.DAT";'));
  lines.push(call('r.h.ah = 0x41; r.x.dx = (unsigned)"DQ1.DAT";'));
  lines.push(call('r.h.ah = 0x3B; r.x.dx = (unsigned)"\\\\";'));
  lines.push(call('r.h.ah = 0x3B; r.x.dx = (unsigned)"NOSUCHD";'));
  lines.push(call('r.h.ah = 0x3A; r.x.dx = (unsigned)"NOSUCHD";'));
  lines.push(call('r.h.ah = 0x36; r.h.dl = 3;'));
  lines.push(call('r.h.ah = 0x36; r.h.dl = 1;'));
  lines.push(call('r.h.ah = 0x54;'));
  lines.push('i = bdos(0x30, 0, 0); fprintf(o, "%04X\\n", i);');
  lines.push('i = bdos(0x19, 0, 0); fprintf(o, "%04X\\n", i);');
  lines.push('i = bdos(0x0B, 0, 0); fprintf(o, "%04X\\n", i);');
  lines.push('errno = 0; i = bdos(0x41, (unsigned)"NOPE.DAT", 0); fprintf(o, "%04X %d\\n", i, errno);');
  lines.push('errno = 0; i = bdosptr(0x3B, "\\\\", 0); fprintf(o, "%d %d\\n", i, errno);');
  lines.push('errno = 0; _doserrno = 0; i = bdosptr(0x3B, "NOSUCHD", 0); fprintf(o, "%d %d %d\\n", i, errno, _doserrno);');
  lines.push('errno = 0; _doserrno = 0; i = bdosptr(0x41, "NOSUCH.XX", 0); fprintf(o, "%d %d %d\\n", i, errno, _doserrno);');
  lines.push('errno = 0; _doserrno = 0; i = bdosptr(0x3D, "NOSUCH.XX", 2); fprintf(o, "%d %d %d\\n", i, errno, _doserrno);');
  lines.push('d = getdta(); fprintf(o, "%d %04X\\n", FP_SEG(d) == _psp, FP_OFF(d));');
  lines.push('setdta((char far *)b); d = getdta(); fprintf(o, "%d %d\\n", FP_SEG(d) == sr.ds, FP_OFF(d) == (unsigned)b);');
  lines.push('fprintf(o, "%d\\n", getswitchar());');
  lines.push("setswitchar('-'); fprintf(o, \"%d\\n\", getswitchar()); setswitchar('/');");
  lines.push('memset(&cc, 0x55, sizeof cc); cp = country(0, &cc); fprintf(o, "%d %d [%s] [%s] [%s] [%s] [%s] %d %d %d [%s]\\n", cp == &cc, cc.co_date, cc.co_curr, cc.co_thsep, cc.co_desep, cc.co_dtsep, cc.co_tmsep, cc.co_currstyle, cc.co_digits, cc.co_time, cc.co_dasep);');
  lines.push('for (i = 0; i < 34; i++) fprintf(o, "%02X", ((unsigned char *)&cc)[i]); fprintf(o, "\\n");');
  for (const code of [1, 2, 33, 99]) lines.push(`memset(&cc, 0x55, sizeof cc); errno = 0; cp = country(${code}, &cc); fprintf(o, "%d %d %d %d\\n", cp == &cc, cp == NULL, errno, cc.co_date);`);
  for (const f of ['fopen("NOSUCH.XX", "r")', 'open("NOSUCH.XX", O_RDONLY)', 'chdir("NOSUCHD")', 'open("C:\\\\NOD\\\\X.C", O_RDONLY)']) {
    lines.push(`${f}; memset(&de, 0x55, sizeof de); i = dosexterr(&de); fprintf(o, "%d %d %d %d %d\\n", i, de.exterror, de.class, de.action, de.locus);`);
  }
  for (const d of [0, 3]) lines.push(`memset(&fi, 0x55, sizeof fi); getfat(${d}, &fi); fprintf(o, "%d %d %d %d %d\\n", fi.fi_sclus, fi.fi_fatid & 255, fi.fi_nclus, fi.fi_bysec, sizeof fi);`);
  lines.push('memset(&fi, 0x55, sizeof fi); getfatd(&fi); fprintf(o, "%d %d %d %d\\n", fi.fi_sclus, fi.fi_fatid & 255, fi.fi_nclus, fi.fi_bysec);');
  lines.push('memset(&fi, 0x55, sizeof fi); getfat(1, &fi); fprintf(o, "%d\\n", fi.fi_sclus);');
  for (const d of [0, 3]) lines.push(`memset(&df, 0x55, sizeof df); getdfree(${d}, &df); fprintf(o, "%d %u %u %u\\n", df.df_avail > 0, df.df_total, df.df_bsec, df.df_sclus);`);
  lines.push('memset(&df, 0x55, sizeof df); getdfree(1, &df); fprintf(o, "%X\\n", df.df_sclus);');
  const NAMES = ['file.txt', 'c:file.txt', 'a:file.txt', 'q:x', 'FILE', '*.c', '  *.c', 'ab?cdefghij.longer', 'x.y.z', 'c:*.*', ',;name.e', 'na*e.t*t', 'A.', '.x', '', ' ', 'c:', 'c:.', 'lower.ext rest', 'x+y', 'name/x', 'TOOLONGNAME.TOOLONGEXT', 'z:zz'];
  for (const nm of NAMES) {
    for (const opt of [0, 1, r.pick([2, 3, 4, 6, 8, 14, 15])]) {
      lines.push(`memset(&fb, 0x55, sizeof fb); strcpy(b, ${cstr(nm)}); e = parsfnm(b, &fb, ${opt}); fprintf(o, "%d %d [%.8s] [%.3s] %d\\n", e ? (int)(e - b) : -1, fb.fcb_drive, fb.fcb_name, fb.fcb_ext, fb.fcb_curblk);`);
    }
  }
  lines.push('errno = 0; i = absread(2, 1, 0, b); fprintf(o, "%d %d\\n", i, errno);');
  lines.push('errno = 0; i = abswrite(2, 1, 0, b); fprintf(o, "%d %d\\n", i, errno);');
  lines.push('harderr(hh); ctrlbrk(cb); fprintf(o, "installed\\n");');
  return ['DX1', lines, `#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <dir.h>
union REGS r, q;
struct SREGS sr;
struct country cc, *cp;
struct DOSERROR de;
struct fatinfo fi;
struct dfree df;
struct fcb fb;
char far *d;
int i, h;
int hh(void)
{
  return 0;
}
int cb(void)
{
  return 1;
}
`];
}

/**
 * stdio.h's streams on DOS handles: fileno is the handle, shared with io.h's open (the lowest
 * free one), fdopen on handles, umask; vsscanf/vfscanf over a va_list.
 */
function streamProgram() {
  const r = rng(2614);
  const lines = [];
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", fileno(o), fileno(stdin), fileno(stdout), fileno(stderr), fileno(stdaux), fileno(stdprn));');
  // a random order of opens and closes of both kinds: every handle and fileno printed
  const open = [false, false, false, false, false, false];
  for (let k = 0; k < 60; k++) {
    const i = r.int(0, 5);
    const stream = i % 2 === 1;
    if (!open[i]) {
      lines.push(stream ? `f[${i}] = fopen("SQ${i}.DAT", "${r.pick(['w', 'w+', 'wb', 'a'])}"); fprintf(o, "%d\\n", f[${i}] ? fileno(f[${i}]) : -1);`
        : `h[${i}] = open("SQ${i}.DAT", O_CREAT | O_RDWR, S_IREAD | S_IWRITE); fprintf(o, "%d\\n", h[${i}]);`);
    } else lines.push(stream ? `fprintf(o, "%d\\n", fclose(f[${i}]));` : `fprintf(o, "%d\\n", close(h[${i}]));`);
    open[i] = !open[i];
  }
  open.forEach((o, i) => { if (o) lines.push(i % 2 === 1 ? `fclose(f[${i}]);` : `close(h[${i}]);`); });
  lines.push('fprintf(o, "closed\\n");');
  lines.push('n = open("SQ0.DAT", O_RDWR | O_TRUNC | O_BINARY); write(n, "hello\\nworld\\n12 34 x\\n", 21); lseek(n, 0L, 0); g = fdopen(n, "r"); fprintf(o, "%d %d ", g != NULL, fileno(g) == n); fgets(b, 100, g); fprintf(o, "[%s]", b); fgets(b, 100, g); fprintf(o, "[%s]\\n", b);');
  lines.push('i1 = i2 = -1; i3 = vf(g, "%d %d", &i1, &i2); fprintf(o, "%d %d %d\\n", i3, i1, i2);');
  lines.push('fprintf(o, "%d %d\\n", fclose(g), close(n));');
  lines.push('n = open("SQ0.DAT", O_RDWR | O_BINARY); lseek(n, 6L, 0); g = fdopen(n, "rb"); fprintf(o, "%c", fgetc(g)); fclose(g); fprintf(o, "\\n");');
  lines.push('n = open("SQ0.DAT", O_RDONLY); g = fdopen(n, "a"); fprintf(o, "%d %d %d\\n", g != NULL, fputs("tail", g), fclose(g));');
  lines.push('g = fopen("SQ0.DAT", "rb"); fprintf(o, "%ld\\n", (fseek(g, 0L, 2), ftell(g))); fclose(g);');
  lines.push('errno = 0; g = fdopen(15, "r"); fprintf(o, "%d %d %d\\n", g != NULL, errno, g ? fgetc(g) : -2);');
  lines.push('fprintf(o, "%X ", umask(0)); fprintf(o, "%X ", umask(S_IWRITE)); fprintf(o, "%X\\n", umask(0));');
  const SCANS = [['"12 34"', '"%d %d"'], ['"abc 7"', '"%s %d"'], ['"  x"', '"%d"'], ['"1.5e3 9"', '"%f %d"'], ['"ff 10"', '"%x %o"'], ['""', '"%d"'], ['"5 6 7"', '"%d %*d %d"'], ['"hello"', '"%1s%c"']];
  for (const [input, fmt] of SCANS) {
    lines.push(`memset(s1, 0, 40); i1 = i2 = -1; f1 = -1; i3 = vs(${input}, ${fmt}, &i1, &i2); fprintf(o, "%d %d %d\\n", i3, i1, i2);`);
  }
  lines.push('i3 = vs("abc 7", "%s %d", s1, &i1); fprintf(o, "%d [%s] %d\\n", i3, s1, i1);');
  lines.push('i3 = vs("1.5e3 9", "%f %d", &f1, &i1); fprintf(o, "%d %g %d\\n", i3, f1, i1);');
  lines.push('i3 = vs("hello", "%3s%c", s1, &ch); fprintf(o, "%d [%s] %c\\n", i3, s1, ch);');
  lines.push('unlink("SQ0.DAT"); unlink("SQ1.DAT"); unlink("SQ2.DAT"); unlink("SQ3.DAT"); unlink("SQ4.DAT"); unlink("SQ5.DAT"); fprintf(o, "end\\n");');
  return ['SX1', lines, `#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdarg.h>
FILE *f[6], *g;
int h[6];
char ch;
${variadic('int vs(char *s, char *fmt, ...)', 'int', 'fmt', 'r = vsscanf(s, fmt, ap);')}${variadic('int vf(FILE *s, char *fmt, ...)', 'int', 'fmt', 'r = vfscanf(s, fmt, ap);')}`];
}

/**
 * A C function taking `...` as the generated programs write them: its va_list `ap` started after
 * `last`, `body` setting `r` (of type `type`), the list ended, `result` returned.
 */
function variadic(signature, type, last, body, result = 'r') {
  return `${signature}
{
  va_list ap;
  ${type} r;
  va_start(ap, ${last});
  ${body}
  va_end(ap);
  return ${result};
}
`;
}

/** dos.h's date and time conversions, bios.h's answers, process.h's and signal.h's failures. */
function dosProgram() {
  const r = rng(2605);
  const lines = [];
  for (let k = 0; k < 60; k++) {
    const y = r.chance(0.9) ? r.int(1980, 2099) : r.pick([1970, 1979, 2100, 2107]);
    const mo = r.int(1, 12), d = r.int(1, 28 + (r.chance(0.2) ? 3 : 0)), h = r.int(0, 23), mi = r.int(0, 59), s = r.int(0, 59), hu = r.int(0, 99);
    lines.push(`da.da_year = ${y}; da.da_mon = ${mo}; da.da_day = ${d}; ti.ti_hour = ${h}; ti.ti_min = ${mi}; ti.ti_sec = ${s}; ti.ti_hund = ${hu}; fprintf(o, "%ld\\n", dostounix(&da, &ti));`);
  }
  for (let k = 0; k < 60; k++) {
    const t = r.chance(0.1) ? r.pick([0, 315532800, 315550800, 2147483647]) : r.int(315550800, 2147483647);
    lines.push(`memset(&da, 0, sizeof da); memset(&ti, 0, sizeof ti); unixtodos(${t}L, &da, &ti); fprintf(o, "%d %d %d %d %d %d %d\\n", da.da_year, da.da_mon, da.da_day, ti.ti_hour, ti.ti_min, ti.ti_sec, ti.ti_hund);`);
  }
  lines.push('da.da_year = 1999; da.da_mon = 12; da.da_day = 31; setdate(&da); memset(&da, 0, sizeof da); getdate(&da); fprintf(o, "%d %d %d\\n", da.da_year, da.da_mon, da.da_day);');
  lines.push('da.da_year = 2024; da.da_mon = 2; da.da_day = 29; setdate(&da); memset(&da, 0, sizeof da); getdate(&da); fprintf(o, "%d %d %d\\n", da.da_year, da.da_mon, da.da_day);');
  lines.push('fprintf(o, "%d %d %d %d\\n", sizeof(struct date), sizeof(struct time), sizeof(struct dfree), sizeof(struct ftime));');
  lines.push('fprintf(o, "%d\\n", biosmemory());');
  lines.push('fprintf(o, "%X\\n", biosequip());');
  lines.push('fprintf(o, "%X\\n", biosprint(2, 0, 0));');
  lines.push('errno = 0; n = spawnl(P_WAIT, "NOSUCH.EXE", "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnlp(P_WAIT, "NOSUCH.EXE", "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnl(P_NOWAIT, "NOSUCH.EXE", "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnv(P_OVERLAY, "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = execl("NOSUCH.EXE", "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = execlp("NOSUCH", "NOSUCH", "a", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('fprintf(o, "%d %d %d\\n", P_WAIT, P_NOWAIT, P_OVERLAY);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", SIGINT, SIGFPE, SIGILL, SIGSEGV, SIGTERM, SIGABRT);');
  lines.push('old = signal(SIGINT, hnd); fprintf(o, "%d\\n", old == SIG_DFL);');
  lines.push('n = raise(SIGINT); fprintf(o, "%d\\n", n);');
  lines.push('old = signal(SIGINT, SIG_IGN); fprintf(o, "%d\\n", old == hnd || old == SIG_DFL);');
  lines.push('n = raise(SIGINT); fprintf(o, "r %d\\n", n);');
  lines.push('old = signal(SIGFPE, hnd); n = raise(SIGFPE); fprintf(o, "%d %d\\n", old == SIG_DFL, n);');
  lines.push('errno = 0; old = signal(99, hnd); fprintf(o, "%d %d\\n", old == SIG_ERR, errno);');
  lines.push('errno = 0; n = raise(99); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('fprintf(o, "%d %d\\n", sizeof(sig_atomic_t), SIG_IGN == SIG_DFL);');
  return ['DS1', lines, '#include <dos.h>\n#include <bios.h>\n#include <io.h>\n#include <process.h>\n#include <signal.h>\nstruct date da;\nstruct time ti;\nvoid (*old)(int);\nvoid hnd(int s)\n{\n  fprintf(o, "h%d ", s);\n}\n'];
}

/**
 * setjmp.h: longjmp from depths of calls, with values 0 (which setjmp returns as 1) and others.
 * The counters are globals: TC keeps an int local in SI or DI, which longjmp restores to what it
 * was at setjmp (a local counter never grows: the loop would not end).
 */
function jumpProgram() {
  const r = rng(2606);
  const lines = [];
  for (let k = 0; k < 40; k++) {
    const depth = r.int(0, 6), v = r.pick([0, 1, 2, -1, 7, 32767, -32768, r.int(-500, 500)]);
    lines.push(`fprintf(o, "%d %d\\n", tryjump(${depth}, ${v}), hits);`);
  }
  for (let k = 0; k < 10; k++) lines.push(`fprintf(o, "%d\\n", loopjump(${r.int(0, 9)}));`);
  lines.push('fprintf(o, "%d\\n", sizeof(jmp_buf));');
  const head = `#include <setjmp.h>
jmp_buf jb;
int hits;
void deep(int n, int v)
{
  hits++;
  if (n <= 0) longjmp(jb, v);
  deep(n - 1, v);
  hits = -1000;
}
int tryjump(int n, int v)
{
  int r;
  hits = 0;
  r = setjmp(jb);
  if (r == 0) {
    deep(n, v);
    return -1;
  }
  return r;
}
int count;
int loopjump(int times)
{
  count = 0;
  if (setjmp(jb) < times) {
    count++;
    longjmp(jb, count);
  }
  return count;
}
`;
  return ['SJ1', lines, head];
}

/**
 * assert.h, perror and abort: what they write to stderr, which the program sends to its file
 * (freopen), then the failing assert ends it as TC's abort does.
 */
const ASSERT_PROGRAM = `#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <assert.h>
void main()
{
  int i = 3;
  freopen("AS1.OUT", "wb", stderr);
  setvbuf(stderr, NULL, _IONBF, 0);
  errno = 2; perror("open");
  errno = 0; perror("zero");
  errno = 19; perror("");
  errno = 34; perror("range");
  errno = 60; perror("big");
  fprintf(stderr, "before\\n");
  assert(i == 3);
  assert(i + 1 == 2 && "text");
  fprintf(stderr, "not reached\\n");
}
`;

/**
 * The library's other corners: lfind/lsearch, putenv/getenv, the DOS version and flags, tmpnam and
 * tmpfile, getftime/setftime on handles, fgetpos/fsetpos, _fmode, biostime, the constants of errno.h,
 * math.h, share.h, stddef.h; and a failed fopen's NULL given to every stdio call (what TC reads
 * at DS:0000 as a FILE).
 */
function extraProgram() {
  const r = rng(2611);
  const lines = [];
  for (let k = 0; k < 40; k++) {
    const key = r.int(0, 12), fn = r.pick(['lfind', 'lsearch']);
    lines.push(`key = ${key}; p = ${fn}(&key, arr, &num, 2, cmpi); fprintf(o, "%d %u %d %d\\n", p ? (int)(p - arr) : -1, num, arr[num - 1], key);`);
  }
  const names = ['ABC', 'PATH', 'X1', 'COMSPEC'];
  for (let k = 0; k < 12; k++) {
    const nm = r.pick(names), v = r.pick(['', 'v', 'hello', 'a b']);
    lines.push(`n = putenv("${nm}=${v}"); e = getenv("${nm}"); fprintf(o, "%d [%s]\\n", n, e ? e : "(none)");`);
  }
  lines.push('n = putenv("NOEQ"); e = getenv("NOEQ"); fprintf(o, "%d %d\\n", n, e == NULL);');
  lines.push('fprintf(o, "%d %d %u %d\\n", _osmajor, _osminor, _version, _fmode);');
  lines.push('fprintf(o, "%d %d\\n", getcbrk(), getverify());');
  lines.push('n = setcbrk(1); fprintf(o, "%d %d\\n", n, getcbrk()); setcbrk(0); fprintf(o, "%d\\n", getcbrk());');
  lines.push('setverify(1); fprintf(o, "%d\\n", getverify()); setverify(0); fprintf(o, "%d\\n", getverify());');
  for (let k = 0; k < 3; k++) lines.push('e = tmpnam(NULL); fprintf(o, "%s\\n", e);');
  lines.push('e = tmpnam(s1); fprintf(o, "%s %d\\n", s1, e == s1);');
  lines.push('f = tmpfile(); fprintf(o, "%d ", f != NULL); fputs("abc", f); fclose(f); fprintf(o, "%d %d\\n", access("TMP5.$$$", 0), access("TMP4.$$$", 0));');
  lines.push('e = tmpnam(NULL); fprintf(o, "%s\\n", e);');
  lines.push('i1 = open("FT.DAT", O_CREAT | O_RDWR | O_BINARY, S_IREAD | S_IWRITE); write(i1, "abc", 3); fprintf(o, "%d\\n", setftime(i1, &ft));');
  lines.push('n = getftime(i1, &ft); fprintf(o, "%d %d\\n", n, sizeof ft); close(i1);');
  for (const h of [99, 20, -1]) {
    lines.push(`errno = 0; n = getftime(${h}, &ft); fprintf(o, "%d %d\\n", n, errno);`);
    lines.push(`errno = 0; n = setftime(${h}, &ft); fprintf(o, "%d %d\\n", n, errno);`);
  }
  lines.push('f = fopen("FP.DAT", "w+"); fputs("hello\\nworld", f); n = fgetpos(f, &pos); fprintf(o, "%d %ld\\n", n, pos);');
  for (const at of [0, 3, 7, 11]) lines.push(`pos = ${at}; n = fsetpos(f, &pos); fprintf(o, "%d %d %ld\\n", n, fgetc(f), ftell(f));`);
  lines.push('fclose(f);');
  lines.push('_fmode = O_BINARY; f = fopen("FM.DAT", "w"); fputs("a\\nb\\n", f); fclose(f); _fmode = O_TEXT; f = fopen("FM.DAT", "rb"); fprintf(o, "%d ", fread(s1, 1, 20, f)); fclose(f); fprintf(o, "%d\\n", _fmode);');
  lines.push('f = fopen("FM.DAT", "w"); fputs("a\\nb\\n", f); fclose(f); f = fopen("FM.DAT", "rb"); fprintf(o, "%d\\n", fread(s1, 1, 20, f)); fclose(f);');
  lines.push('l1 = biostime(1, 1000L); l1 = biostime(0, 0L); fprintf(o, "%d\\n", l1 >= 1000 && l1 < 1100);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d %d %d %d %d\\n", E2BIG, ENOEXEC, EXDEV, ECONTR, EINVMEM, EINVENV, EINVFMT, EINVACC, EINVDAT, EINVDRV, ECURDIR);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d %d\\n", ENOTSAM, ENMFILE, EFAULT, EPERM, EPIPE, EUCLEAN, EMLINK, ENOSPC);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d\\n", DOMAIN, SING, OVERFLOW, UNDERFLOW, TLOSS, PLOSS, sizeof(struct exception));');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", SH_COMPAT, SH_DENYRW, SH_DENYWR, SH_DENYRD, SH_DENYNONE, SH_DENYNO);');
  lines.push('fprintf(o, "%d %d %d %d\\n", sizeof(ptrdiff_t), L_ctermid, sizeof(fpos_t), NFDS);');
  lines.push('strcpy(s1, "movedata here"); movedata(FP_SEG((char far *)s1), FP_OFF((char far *)s1), FP_SEG((char far *)s2), FP_OFF((char far *)s2), 14); fprintf(o, "%s\\n", s2);');
  lines.push('movedata(0x40, 0x49, FP_SEG((char far *)s2), FP_OFF((char far *)s2), 3); fprintf(o, "%d %d %d\\n", s2[0], s2[1], s2[2]);');
  // a failed fopen's NULL, each stdio call in turn (the error flag it leaves carries over: the order matters)
  const nullCalls = ['fclose(z)', "fputc('A', z)", 'fgetc(z)', 'fgetc(z)', 'CLR', 'fgets(s1, 10, z)', 'fread(s1, 1, 5, z)',
    'fwrite(s1, 1, 5, z)', 'fprintf(z, "abc%d", 5)', 'fflush(z)', 'fseek(z, 0L, 0)', "ungetc('x', z)", 'fclose(z)', 'CLR',
    'fscanf(z, "%d", &n)', 'CLR', 'getw(z)', 'putw(7, z)', 'feof(z)', 'fputs("ab", z)', 'getc(z)', "putc('b', z)"];
  lines.push('z = fopen("NO SUCH.TXT", "r"); fprintf(o, "%d\\n", z == NULL);');
  for (const c of nullCalls) {
    if (c === 'CLR') lines.push('clearerr(z); fprintf(o, "clearerr\\n");');
    else lines.push(`errno = 0; n = (int)(${c}); fprintf(o, "%d %d %d\\n", n, errno, ferror(z) != 0);`);
  }
  lines.push('errno = 0; l1 = ftell(z); fprintf(o, "%ld %d\\n", l1, errno);');
  return ['XL1', lines, `#include <alloc.h>
#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <bios.h>
#include <share.h>
#include <stddef.h>
int arr[64] = { 5, 3, 9, 1, 7 };
unsigned num = 5;
int key, *p;
FILE *f, *z;
struct ftime ft;
fpos_t pos;
int cmpi(const void *a, const void *b)
{
  return *(int *)a - *(int *)b;
}
`];
}

/** atexit: the functions run last first, after main returns; a stream one of them closes takes no more. */
const ATEXIT_PROGRAM = `#include <stdio.h>
#include <stdlib.h>
FILE *o;
int calls;
void a1(void) { fprintf(o, "a1 %d\\n", calls++); }
void a2(void) { fprintf(o, "a2 %d\\n", calls++); }
void a3(void) { fprintf(o, "a3 %d\\n", calls++); fclose(o); }
void main()
{
  int i, r = 0;
  o = fopen("AX1.OUT", "wb");
  fprintf(o, "%d ", atexit(a1));
  fprintf(o, "%d ", atexit(a3));
  for (i = 0; i < 28; i++) r += atexit(a2) != 0;
  fprintf(o, "%d ", r);
  for (i = 0; i < 6; i++) fprintf(o, "%d", atexit(a2) != 0);
  fprintf(o, "\\n");
}
`;

/**
 * bios.h's serial ports and disks, dos.h's geninterrupt with the pseudo-registers, io.h's ioctl,
 * lock/unlock and creattemp, graphics.h's installuserfont, on DOSBox 0.74's PC (COM1 and COM2 a
 * dummy device, COM3/COM4 absent; no floppy or hard disk image, only the mounted C:).
 */
function biosProgram() {
  const r = rng(2614);
  const lines = [];
  const I = (call) => `errno = 0; n = ${call}; i1 = errno; fprintf(o, "%d %04X %d\\n", n, n, i1);`;
  // a port's line and modem status, before and after an init, the sends and receives, the absent ports
  for (const [cmd, abyte, port] of [[3, 0, 0], [3, 0, 1], [0, 0x41, 0], [3, 0, 0], [0, 0x00, 0], [0, 0xE3, 0], [1, 0x41, 0], [3, 0x41, 0],
    [0, 0xFF, 1], [0, 0x03, 1], [1, 0x7F, 1], [3, 0x41, 1], [0, 0x41, 2], [1, 0x41, 2], [2, 0x41, 2], [3, 0x41, 2], [0, 0x41, 3], [3, 0, 3],
    [4, 0x7F, 0], [5, 0x41, 1], [0x101, 0x41, 0], [0x200, 0x41, 0], [0, 0x41, 4], [1, 0x41, -1], [3, 0x41, 0x100]]) {
    lines.push(I(`bioscom(${cmd}, ${abyte}, ${port})`));
  }
  for (let k = 0; k < 20; k++) lines.push(I(`bioscom(${r.int(0, 3)}, ${r.int(0, 255)}, ${r.int(0, 4)})`));
  // INT 13h without disks: the status of the last operation, reads, the drive parameters into the buffer
  const disk = (cmd, drive, head, track, sector, n) =>
    `memset(b, 0x55, 8); n = biosdisk(${cmd}, ${drive}, ${head}, ${track}, ${sector}, ${n}, b); fprintf(o, "%d %02X %02X %02X %02X\\n", n, b[0] & 255, b[1] & 255, b[2] & 255, b[3] & 255);`;
  for (const a of [[1, 0, 0, 0, 1, 1], [2, 0, 0, 0, 1, 1], [1, 0, 0, 0, 1, 1], [2, 0, 0, 0, 1, 0], [0, 0, 0, 0, 1, 1], [1, 0, 0, 0, 1, 1],
    [2, 0x80, 0, 0, 1, 1], [1, 0x80, 0, 0, 1, 1], [2, 0x80, 1, 0, 1, 1], [1, 0x80, 0, 0, 1, 1], [8, 0, 3, 5, 7, 2], [1, 0, 0, 0, 1, 1],
    [8, 0x80, 0, 0, 1, 1], [4, 0x80, 0, 0, 1, 1], [1, 0, 0, 0, 1, 1], [0x11, 0, 0, 0, 1, 1], [1, 0, 0, 0, 1, 1], [3, 0x81, 0, 0, 1, 1], [0, 1, 0, 0, 1, 1]]) lines.push(disk(...a));
  for (let cmd = 0; cmd <= 0x11; cmd++) lines.push(disk(cmd, r.pick([0, 1, 0x80, 0x81]), r.int(0, 1), r.int(0, 3), r.pick([1, 1, 2, 9]), r.int(0, 3)));
  // the pseudo-registers: words and their bytes, unsigned, one read straight after each interrupt
  lines.push('_AX = 0x1234; _AL = 0x56; _AH = 0x78; l1 = _AX; fprintf(o, "%lX\\n", l1);');
  lines.push('_BX = 0x1234; _BL = 0x99; l1 = _BX; fprintf(o, "%lX\\n", l1);');
  lines.push('_CX = 0xABCD; _CH = 0x11; l1 = _CX; fprintf(o, "%lX\\n", l1);');
  lines.push('_DX = 0xFFFF; _DL = 0; l1 = _DX; fprintf(o, "%lX\\n", l1);');
  lines.push('_DX = 0x1234; l1 = _DH; fprintf(o, "%lX\\n", l1);');
  lines.push('_SI = 0x8001; _DI = 0x7FFF; l1 = _SI; l2 = _DI; fprintf(o, "%ld %ld\\n", l1, l2);');
  lines.push('_AX = 0; _AX--; l1 = _AX; fprintf(o, "%ld\\n", l1);');
  lines.push('_AL = 200; l1 = _AL; fprintf(o, "%ld\\n", l1);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", sizeof(_AX), sizeof(_AL), sizeof(_SP), sizeof(_ES), sizeof(_FLAGS), sizeof(_DH));');
  lines.push('_ES = _DS; n = _ES == _DS; fprintf(o, "%d\\n", n);');
  lines.push('n = _SS == _DS; fprintf(o, "%d\\n", n);');
  lines.push('_AH = 0x30; geninterrupt(0x21); n = _AL; fprintf(o, "%d\\n", n);');
  lines.push('_AX = 0x3000; geninterrupt(0x21); n = _AX; fprintf(o, "%04X\\n", n);');
  lines.push('geninterrupt(0x11); n = _AX; fprintf(o, "%04X\\n", n);');
  lines.push('geninterrupt(0x12); n = _AX; fprintf(o, "%d\\n", n);');
  lines.push('_AH = 0x0F; geninterrupt(0x10); n = _AX; fprintf(o, "%04X\\n", n);');
  lines.push('_AH = 0x0F; geninterrupt(0x10); n = _BH; fprintf(o, "%d\\n", n);');
  lines.push('_AH = 0x19; geninterrupt(0x21); n = _AL; fprintf(o, "%d\\n", n);');
  lines.push('_AX = 0x4400; _BX = 1; geninterrupt(0x21); n = _DX; fprintf(o, "%04X\\n", n);');
  lines.push('_AX = 0x4400; _BX = 1; geninterrupt(0x21); n = _FLAGS & 1; fprintf(o, "%d\\n", n);');
  lines.push('_AX = 0x4400; _BX = 99; geninterrupt(0x21); n = _AX; fprintf(o, "%04X\\n", n);');
  lines.push('_AX = 0x4400; _BX = 99; geninterrupt(0x21); n = _FLAGS & 1; fprintf(o, "%d\\n", n);');
  lines.push('_AX = 0x2A00; geninterrupt(0x21); n = _CX; fprintf(o, "%d\\n", n > 1979);');
  lines.push('_AH = 0x02; _DL = 0x51; geninterrupt(0x21); fprintf(o, "\\n");');
  // ioctl on the standard handles, a file, a bad handle; every function number
  lines.push('fd = open("BI1.DAT", O_CREAT | O_RDWR | O_BINARY, 384); write(fd, "abc", 3); lseek(fd, 0L, SEEK_SET); fprintf(o, "%d\\n", fd);');
  for (const a of ['0, 0', '1, 0', '2, 0', '3, 0', '4, 0', '6, 0', '99, 0', '-1, 0', 'fd, 0', 'fd, 1, 0x20', '1, 1, 0xD3', 'fd, 2, b, 10',
    'fd, 3, b, 10', 'fd, 4, b, 10', 'fd, 5, b, 10', 'fd, 6', 'fd, 7', '0, 6', '1, 7', '0, 7', '1, 6', '0, 8', '3, 8', '1, 8', '27, 8', '0, 9',
    '3, 9', '1, 9', '27, 9', 'fd, 10', '0, 10', 'fd, 11, 0, 3', 'fd, 12', '0, 13', '0, 14', '0, 15', 'fd, 16', 'fd, 99', '99, 6']) lines.push(I(`ioctl(${a})`));
  lines.push(`lseek(fd, 0L, SEEK_END); ${I('ioctl(fd, 6)')}`);
  for (const a of ['fd, 0L, 10L', 'fd, 5L, 1L', '99, 0L, 10L', 'fd, -1L, 10L']) {
    lines.push(I(`lock(${a})`));
    lines.push(I(`unlock(${a})`));
  }
  lines.push(`close(fd); unlink("BI1.DAT"); ${I('ioctl(fd, 0)')}`);
  // creattemp: DOS makes up the name (eight letters, DOSBox's rand) in the directory given
  const shape = 'for (i2 = 0; b[i2]; i2++) s1[i2] = b[i2] >= 65 && b[i2] <= 90 ? 65 : b[i2]; s1[i2] = 0;';
  for (const [dir, attr] of [['C:\\\\', 0], ['', 0], ['C:', 0], ['C:\\\\NODIR\\\\', 0], ['C:\\\\NODIR', 0], ['C:/', 0], ['C:\\\\', 'FA_RDONLY'], ['\\\\', 'FA_HIDDEN']]) {
    lines.push(`strcpy(b, "${dir}"); errno = 0; n = creattemp(b, ${attr}); i1 = errno; ${shape} fprintf(o, "%d %d %d [%s]", n > 0, i1, strlen(b), s1); if (n > 0) { fprintf(o, " %d", write(n, "abc", 3)); close(n); fprintf(o, " %d", access(b, 0)); chmod(b, 384); unlink(b); } fprintf(o, "\\n");`);
  }
  // installuserfont: a font of TC's table by the name's first four characters, else the next number from 11
  for (const f of ['LITT.CHR', 'NONE.CHR', 'TRIP.CHR', 'FOO', 'NONE.CHR', 'GOTH.CHR', 'SANS.CHR', 'litt.chr', 'EURO.CHR', 'BOLD', 'SCRIPT.CHR', 'C:\\\\LITT.CHR',
    'LITT', 'X1.CHR', 'X2.CHR', 'X3.CHR', 'X4.CHR', 'X5.CHR', 'X6.CHR', 'X7.CHR', 'X8.CHR', 'X9.CHR', 'X1.XYZ', '']) {
    lines.push(`n = installuserfont("${f}"); i1 = graphresult(); fprintf(o, "%d %d\\n", n, i1);`);
  }
  lines.push('fprintf(o, "%d %d %d\\n", sizeof(struct pointtype), sizeof(struct devhdr), sizeof(struct fcb));');
  return ['BI1', lines, '#include <bios.h>\n#include <dos.h>\n#include <io.h>\n#include <fcntl.h>\n#include <graphics.h>\nint fd;\n'];
}

/** Math errors: the calls that raise one, and the values around the limits. */
const MATH_ERROR_CALLS = ['log(-1.0)', 'log(0.0)', 'log(-0.0)', 'log(1e-320)', 'exp(1000.0)', 'exp(-1000.0)', 'exp(709.0)', 'exp(709.8)', 'exp(-708.0)',
  'exp(-708.5)', 'exp(-745.2)', 'exp(1e300)', 'sqrt(-4.0)', 'sqrt(-0.0)', 'sqrt(-1e-300)', 'pow(0.0, -2.0)', 'pow(0.0, 0.0)', 'pow(0.0, 3.0)', 'pow(-2.0, 0.5)',
  'pow(-8.0, 3.0)', 'pow(10.0, 400.0)', 'pow(10.0, -400.0)', 'pow(2.0, 1024.0)', 'pow(-2.0, 1025.0)', 'acos(2.0)', 'acos(-1.5)', 'asin(-3.0)',
  'asin(1.0000001)', 'atan2(0.0, 0.0)', 'atan2(1.0, 0.0)', 'sin(1e70)', 'cos(1e70)', 'tan(1e70)', 'sin(1e15)', 'sin(1e18)', 'sin(1e19)', 'cos(-1e19)',
  'sin(1e20)', 'tan(3e18)', 'cosh(1000.0)', 'cosh(-710.0)', 'sinh(-1000.0)', 'sinh(710.0)', 'tanh(1000.0)', 'log10(-1.0)', 'log10(0.0)',
  'log10(-1e300)', 'fmod(1.0, 0.0)', 'fmod(-3.0, 0.0)', 'ldexp(1.0, 5000)', 'ldexp(1.0, -5000)', 'ldexp(1.0, 1023)', 'ldexp(1.0, 1024)', 'ldexp(-1.0, 1024)',
  'hypot(1e300, 1e300)', 'pow10(400)', 'pow10(-400)'];

/** matherr: what the math functions hand the program's matherr (struct exception), and what they do with its answer; stderr into the file. */
function matherrProgram() {
  const lines = ['fclose(o); o = freopen("MX1.OUT", "wb", stderr); fprintf(o, "start\\n");'];
  const show = 'i3 = errno; fprintf(o, "%s ", mb); H(g1); fprintf(o, " %d %d\\n", i3, cnt); mb[0] = 0;';
  for (const ret of [0, 1, 2]) {
    lines.push(`mret = ${ret}; fprintf(o, "mret %d\\n", mret);`);
    for (const c of MATH_ERROR_CALLS) lines.push(`errno = 0; g1 = ${c}; ${show}`);
  }
  for (const why of ['DOMAIN', 'SING', 'OVERFLOW', 'UNDERFLOW', 'TLOSS', 'PLOSS']) {
    for (const ret of [0, 1]) lines.push(`mret = ${ret}; g2 = -2.5; errno = 0; g1 = _matherr(${why}, "fn", &g3, &g2, 7.25); ${show}`);
  }
  const head = `int mret, cnt;
char mb[200];
double g3 = 3.0;
int matherr(struct exception *x)
{
  char *p = mb + strlen(mb);
  unsigned w[4];
  cnt++;
  memcpy(w, &x->arg1, 8);
  sprintf(p, "[%d %s %04X%04X%04X%04X ", x->type, x->name, w[3], w[2], w[1], w[0]);
  p += strlen(p);
  if (strcmp(x->name, "pow") == 0 || strcmp(x->name, "atan2") == 0 || strcmp(x->name, "ldexp") == 0 || strcmp(x->name, "fn") == 0) {
    memcpy(w, &x->arg2, 8);
    sprintf(p, "%04X%04X%04X%04X ", w[3], w[2], w[1], w[0]);
    p += strlen(p);
  }
  memcpy(w, &x->retval, 8);
  sprintf(p, "%04X%04X%04X%04X]", w[3], w[2], w[1], w[0]);
  if (mret == 2) x->retval = 42.5;
  return mret;
}
`;
  return ['MX1', lines, head];
}

/** The library's own matherr: which errors set errno and print a message (stderr into the file), and the values returned. */
function defaultMatherrProgram() {
  const lines = ['fclose(o); o = freopen("MX2.OUT", "wb", stderr); fprintf(o, "start\\n");'];
  for (const c of [...MATH_ERROR_CALLS, '_matherr(DOMAIN, "fn", &g2, NULL, 7.25)', '_matherr(UNDERFLOW, "fn", &g2, NULL, 7.25)',
    '_matherr(TLOSS, "fn", &g2, NULL, 7.25)', '_matherr(PLOSS, "fn", &g2, NULL, 7.25)', '_matherr(SING, "fn", &g2, NULL, 7.25)']) {
    lines.push(`errno = 0; g2 = 1.5; g1 = ${c}; i3 = errno; fprintf(o, "| "); H(g1); fprintf(o, " %d\\n", i3);`);
  }
  return ['MX2', lines, ''];
}

/** dos.h's randbrd and randbwr: FCB random block I/O at the DTA, on a file the FCB calls opened and made. */
function fcbProgram() {
  const show = 'fprintf(o, " %d %d %d %ld %d %ld\\n", f.fcb_drive, f.fcb_curblk, f.fcb_recsize, f.fcb_filsize, f.fcb_currec, f.fcb_random);';
  const buf = 'for (i1 = 0; i1 < 64; i1++) s1[i1 % 40] = 0; for (i1 = 0; i1 < 39; i1++) s1[i1] = b[i1] ? b[i1] : 46; s1[39] = 0;';
  const lines = [
    `memset(&f, 0, sizeof f); parsfnm("RB.DAT", &f, 1); setdta(b); n = bdosptr(0x16, &f, 0); fprintf(o, "%d", n & 255); ${show}`,
    `f.fcb_recsize = 16; f.fcb_random = 2; for (i1 = 0; i1 < 200; i1++) b[i1] = 65 + i1 % 26; n = randbwr(&f, 3); fprintf(o, "%d", n); ${show}`,
    `n = randbwr(&f, 0); fprintf(o, "%d", n); ${show}`,
    `n = bdosptr(0x10, &f, 0); fprintf(o, "%d\\n", n & 255);`,
    `memset(&f, 0, sizeof f); parsfnm("RB.DAT", &f, 1); n = bdosptr(0x0F, &f, 0); fprintf(o, "%d", n & 255); ${show}`,
  ];
  for (const [rs, rnd, cnt] of [[16, 1, 3], [16, 4, 3], [16, 5, 3], [16, 0, 2], [10, 7, 2], [20, 3, 1], [32, 1, 2], [80, 0, 1], [100, 0, 1], [0, 0, 1]]) {
    lines.push(`memset(b, 46, 200); f.fcb_recsize = ${rs}; f.fcb_random = ${rnd}; n = randbrd(&f, ${cnt}); ${buf} fprintf(o, "%d [%s]", n, s1); ${show}`);
  }
  lines.push(`f.fcb_recsize = 8; f.fcb_random = 12; memset(b, 97, 40); n = randbwr(&f, 2); fprintf(o, "%d", n); ${show}`);
  lines.push(`f.fcb_random = 8; n = randbwr(&f, 0); fprintf(o, "%d", n); ${show}`);
  lines.push(`memset(b, 46, 200); f.fcb_random = 0; n = randbrd(&f, 20); ${buf} fprintf(o, "%d [%s]", n, s1); ${show}`);
  lines.push(`n = bdosptr(0x10, &f, 0); fprintf(o, "%d\\n", n & 255);`);
  lines.push(`memset(&f, 0, sizeof f); parsfnm("NOFILE.DAT", &f, 1); n = randbrd(&f, 1); fprintf(o, "%d", n); ${show}`);
  lines.push(`n = bdosptr(0x0F, &f, 0); fprintf(o, "%d", n & 255); ${show}`);
  lines.push('fprintf(o, "%d\\n", unlink("RB.DAT"));');
  return ['FC1', lines, '#include <dos.h>\nstruct fcb f;\n'];
}

/**
 * The BGI files linked in as far data (BGIOBJ /F: EGAVGA_driver_far…, small_font_far…): what
 * registerfarbgidriver and registerfarbgifont return for each. The oracle converts and links them
 * (the files named on the program's first line).
 */
// (TCC's command line holds four of them)
const FAR_BGI = ['EGAVGA', 'HERC', 'LITT', 'GOTH'];
const FAR_BGI_PROGRAM = `/* BGIOBJ: ${FAR_BGI.join(' ')} */
#include <stdio.h>
#include <graphics.h>
FILE *o;
void main()
{
  o = fopen("FB1.OUT", "wb");
${['EGAVGA_driver_far', 'Herc_driver_far', 'EGAVGA_driver_far']
    .map((n) => `  fprintf(o, "%d\\n", registerfarbgidriver(${n}));\n`).join('')}${['small_font_far', 'gothic_font_far', 'small_font_far']
    .map((n) => `  fprintf(o, "%d\\n", registerfarbgifont(${n}));\n`).join('')}  fclose(o);
}
`;

/**
 * The conversion sweep: 2 247 doubles over the whole range (every power of ten, every 7th power of
 * two, denormals, random digits at random exponents, integers past 2^53, simple fractions), each
 * printed with %.19e, %.16e and %.3e and by ecvt at 18 and 12 digits: the digits TC's conversion
 * gives past a double's 17, where DOSBox's FPU makes them (runtime/tc/realcvt.ts).
 */
function cvtSweepProgram() {
  const r = rng(77);
  const vals = [];
  for (let e = -320; e <= 308; e++) vals.push(Number(`1e${e}`));
  for (let e = -1074; e <= 1023; e += 7) vals.push(2 ** e);
  for (let i = 0; i < 400; i++) {
    const e = Math.floor(r.next() * 600) - 300;
    vals.push(Number(`${(r.next() * 9 + 1).toPrecision(17)}e${e}`));
  }
  for (let i = 0; i < 500; i++) {
    const e = Math.floor(r.next() * 40) - 20;
    vals.push(Number(`${(r.next() * 9 + 1).toPrecision(1 + Math.floor(r.next() * 17))}e${e}`));
  }
  for (let i = 0; i < 200; i++) vals.push(Math.floor(r.next() * 2 ** 53));
  for (let i = 0; i < 100; i++) vals.push(Math.floor(r.next() * 1000) / 1000);
  for (let i = 1; i < 60; i++) vals.push(1 / i, i / 7);
  const dv = new DataView(new ArrayBuffer(8));
  const rows = vals.map((v) => {
    dv.setFloat64(0, v, true);
    return `{${[3, 2, 1, 0].map((i) => `0x${dv.getUint16(2 * i, true).toString(16)}`).join(',')}}`;
  });
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
unsigned W[][4] = {
${rows.join(',\n')}
};
void main()
{
  FILE *o = fopen("CX1.OUT", "wb");
  int i, k, dec, sg;
  double v;
  unsigned w[4];
  char *e;
  for (i = 0; i < sizeof W / sizeof W[0]; i++) {
    for (k = 0; k < 4; k++) w[k] = W[i][3 - k];
    memcpy(&v, w, 8);
    fprintf(o, "%04X%04X%04X%04X %.19e %.16e %.3e", W[i][0], W[i][1], W[i][2], W[i][3], v, v, v);
    e = ecvt(v, 18, &dec, &sg);
    fprintf(o, " %s %d", e, dec);
    e = ecvt(v, 12, &dec, &sg);
    fprintf(o, " %s %d\\n", e, dec);
  }
  fclose(o);
}
`;
}

/**
 * sscanf at the edges: integers past 32 bits (where TC's accumulation stops and what it stores),
 * in every integer conversion with %n for the characters read; %c and %[ at the end of the input;
 * white space, signs and literals that run into it.
 */
const SCAN_EDGES_PROGRAM = `#include <stdio.h>
#include <string.h>
char *in[] = {"2147483647", "2147483648", "4294967295", "4294967296", "-2147483648", "-2147483649", "-4294967296", "99999999999", "FFFFFFFF", "100000000", "7FFFFFFF", "80000000", "123456789012", "32767", "32768", "65535", "65536", "-32769", "777777777777", "37777777777", "40000000000", "0x1FFFFFFFF", 0};
char *fm[] = {"%ld%n", "%lu%n", "%lx%n", "%lo%n", "%li%n", "%d%n", "%u%n", "%x%n", "%hd%n", 0};
void main() {
  FILE *o = fopen("SC2.OUT", "wb");
  int i, k, n, c;
  long l; int s;
  char b[20];
  for (i = 0; in[i]; i++) for (k = 0; fm[k]; k++) {
    l = -999; c = -1; s = -999;
    if (fm[k][1] == 'l') n = sscanf(in[i], fm[k], &l, &c); else n = sscanf(in[i], fm[k], &s, &c);
    fprintf(o, "%s %s %d %ld %d %d\\n", in[i], fm[k], n, l, s, c);
  }
  memset(b, '@', 19); b[19] = 0; n = sscanf("ab", "%3c", b); fprintf(o, "%d [%s]\\n", n, b);
  memset(b, '@', 19); b[19] = 0; n = sscanf("", "%c", b); fprintf(o, "%d [%s]\\n", n, b);
  memset(b, '@', 19); b[19] = 0; n = sscanf("a", "%c%c", b, b + 5); fprintf(o, "%d [%s]\\n", n, b);
  memset(b, '@', 19); b[19] = 0; n = sscanf("a", "%*c%3c", b); fprintf(o, "%d [%s]\\n", n, b);
  memset(b, '@', 19); b[19] = 0; n = sscanf("12 ab", "%d%[0-9]%s", &s, b, b + 6); fprintf(o, "%d [%s] [%s]\\n", n, b, b + 6);
  memset(b, '@', 19); b[19] = 0; n = sscanf("12", "%d %n", &s, &c); fprintf(o, "%d %d\\n", n, c);
  memset(b, '@', 19); b[19] = 0; n = sscanf("12 ", "%d %n", &s, &c); fprintf(o, "%d %d\\n", n, c);
  memset(b, '@', 19); b[19] = 0; n = sscanf("12", "%d%n", &s, &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("", "%n", &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("-", "%d", &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("- ", "%d", &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("-x", "%d", &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("+", "%f", (float *)b); fprintf(o, "%d\\n", n);
  c = -5; n = sscanf(".", "%f", (float *)b); fprintf(o, "%d\\n", n);
  c = -5; n = sscanf("x", "x%d", &c); fprintf(o, "%d %d\\n", n, c);
  c = -5; n = sscanf("x", "%*s%d", &c); fprintf(o, "%d %d\\n", n, c);
  fclose(o);
}
`;

/**
 * strtod on 400 decimal texts: 1 to 25 digits with the point anywhere, leading zeros, exponents
 * over the whole range and past it; the double's bits and the characters used. TC's __scantod
 * keeps 18 digits and scales them by pow10 on DOSBox's FPU (runtime/tc/realcvt.ts).
 */
function strtodProgram() {
  const r = rng(91);
  const lines = [];
  for (let k = 0; k < 400; k++) {
    let digits = '';
    const n = r.int(1, 25);
    for (let i = 0; i < n; i++) digits += String(i === 0 ? r.int(1, 9) : r.int(0, 9));
    const at = r.int(0, n);
    let text = `${r.chance(0.2) ? '000' : ''}${digits.slice(0, at)}${at < n || r.chance(0.5) ? '.' : ''}${digits.slice(at)}`;
    if (text.startsWith('.') && r.chance(0.5)) text = `0${text}`;
    if (r.chance(0.7)) text += `${r.pick(['e', 'E'])}${r.pick(['', '+', '-'])}${r.chance(0.1) ? r.int(300, 5000) : r.int(0, 330)}`;
    if (r.chance(0.2)) text = `-${text}`;
    lines.push(`errno = 0; strcpy(b, ${cstr(text)}); g1 = strtod(b, &e); H(g1); fprintf(o, " %d %d\\n", e - b, errno);`);
  }
  return ['ST2', lines];
}

/** pow10(n) for n from -340 to 340 and a few far beyond: the double's bits (TC's table of powers on DOSBox's FPU). */
/**
 * printf given arguments its conversions do not expect: TC pushes words (int, char, near pointer
 * one; long and far pointer two, low word first; double four) and each conversion takes the words
 * it reads, so a long read by %d gives its low word and leaves the high word to the next one. Only
 * cases whose every word was pushed (none reads past the arguments).
 */
function printfWordsProgram() {
  const g = (v) => dbl(v);
  const lines = [
    'fprintf(o, "%d %d\\n", 1L);',
    'fprintf(o, "%d %d\\n", -1L);',
    'fprintf(o, "%d %d %d\\n", 32768, 5);',
    'fprintf(o, "%d %d %d\\n", 40000, 1);',
    'fprintf(o, "%d %d %d\\n", 40000u, 1, 2);',
    'fprintf(o, "%d %d %d\\n", -32768, 7);',
    'fprintf(o, "%x %x\\n", 0x12345678L);',
    'fprintf(o, "%X %X %d\\n", 0xABCDEF01L, 3);',
    'fprintf(o, "%u %u\\n", 70000L);',
    'fprintf(o, "%o %o\\n", -2L);',
    'fprintf(o, "%i %i\\n", 0x7FFF8000L);',
    'fprintf(o, "%c%c|\\n", 0x41424344L);',
    'fprintf(o, "%5d|%-5d|\\n", 0x00030002L);',
    'fprintf(o, "%hd %hd\\n", 0x00090008L);',
    'fprintf(o, "[%*d]\\n", 5L, 42);',
    'fprintf(o, "[%.*d]\\n", 0x00050003L, 42);',
    'fprintf(o, "%s|%d\\n", (long)(unsigned)"xyz", 9);',
    'fprintf(o, "%p %p\\n", 0x12345678L);',
    'fprintf(o, "%ld\\n", 1, 2);',
    'fprintf(o, "%ld\\n", -1, 5);',
    'fprintf(o, "%ld\\n", 0, -32768);',
    'fprintf(o, "%lx\\n", 0x1234, 0x5678);',
    'fprintf(o, "%lX %d\\n", 0xBEEF, 0xDEAD, 11);',
    'fprintf(o, "%lu\\n", -1, -1);',
    'fprintf(o, "%lo\\n", 8, 1);',
    'fprintf(o, "%li %ld\\n", 1, 2, 3L);',
    'fprintf(o, "%ld %d\\n", 1, 2L);',
    'fprintf(o, "%ld %ld\\n", 3, 4L, 5);',
    "fprintf(o, \"%ld\\n\", 'a', 'b');",
    `fprintf(o, "%d %d %d %d\\n", ${g(3.5)});`,
    `fprintf(o, "%x %x %x %x\\n", ${g(Math.PI)});`,
    `fprintf(o, "%u %u %u %u\\n", ${g(-1e100)});`,
    `fprintf(o, "%ld %ld\\n", ${g(123456.789)});`,
    `fprintf(o, "%lx %lx\\n", ${g(-0.1)});`,
    `fprintf(o, "%d %ld %d\\n", ${g(1e-300)});`,
    `fprintf(o, "%d %d %f\\n", 1L, ${g(2.5)});`,
    `fprintf(o, "%d %d %d %d %d\\n", ${g(-2)}, 77);`,
    `fprintf(o, "%ld %ld %d\\n", ${g(65536.5)}, 8);`,
    `f1 = 1.5; fprintf(o, "%x %x %x %x\\n", f1);`,
    `f1 = -0.3; fprintf(o, "%lx %lx\\n", f1);`,
    'fprintf(o, "%f\\n", 0, 0, 0, 0x4010);',
    'fprintf(o, "%e\\n", 1, 2, 3, 0x3FF0);',
    'fprintf(o, "%g\\n", 0, 0, 0x8000, 0xC05E);',
    'fprintf(o, "%f\\n", 0L, 0x40590000L);',
    'fprintf(o, "%.3f %d\\n", 0, 0L, 0x4024, 12);',
    'fprintf(o, "%E %d\\n", 0x5555, 0x5555, 0x5555, 0x3FD5, -4);',
    'fprintf(o, "%G\\n", 0, 0, 0, -0x4000);',
    'fprintf(o, "%f %f\\n", 0, 0, 0, 0x3FF8, 0L, 0L);',
    `fprintf(o, "%d %f\\n", 1, 0, 0, 0x4000, 5);`,
    `fprintf(o, "%f %d\\n", 0L, ${g(0.5)}, 7);`,
    `fprintf(o, "%f %d\\n", 0L, 0L, 7);`,
    'fprintf(o, "%s %s\\n", (long)(unsigned)"ab");',
    'fprintf(o, "%d %d\\n", (char far *)MK_FP(0x1234, 0x5678));',
    'fprintf(o, "%x %x %d\\n", (char far *)MK_FP(0xB800, 0x10), -5);',
    'fprintf(o, "%lx\\n", (char far *)MK_FP(0xA000, 0x20));',
    'n = sprintf(b, "%d %d", 1L); fprintf(o, "%d %s\\n", n, b);',
    'n = sprintf(b, "%x.%x.%x", 0x10002L, 3); fprintf(o, "%d %s\\n", n, b);',
    'n = sprintf(b, "%ld", 7, 0); fprintf(o, "%d %s\\n", n, b);',
    `n = sprintf(b, "%d,%d,%d,%d", ${g(0.125)}); fprintf(o, "%d %s\\n", n, b);`,
    'n = sprintf(b, "%f", 0, 0, 0, 0x4008); fprintf(o, "%d %s\\n", n, b);',
    'i1 = 5; n = sprintf(b, "ab%dcd%nef", 3, (long)(unsigned)&i1); fprintf(o, "%d %d %s\\n", i1, n, b);',
    'l1 = 0x00010002L; fprintf(o, "%d %d %d\\n", l1, 3);',
    'l1 = -5L; i1 = 9; fprintf(o, "%d %d %d\\n", i1, l1, i1);',
    'g1 = 1.0; fprintf(o, "%d %d %d %d %d\\n", 2, g1);',
    'i1 = -2; i2 = 1; fprintf(o, "%ld %ld\\n", i1, i2, l1);',
    "fprintf(o, \"%ld\\n\", (char)'x', (unsigned char)200);",
    "s1[0] = 'q'; s1[1] = 0; fprintf(o, \"%s %d\\n\", (long)(unsigned)s1, 1);",
    // a function of the program's: vsprintf over its va_list, va_arg of another type than was passed
    'n = V("%d %d %d", 1L, 2); fprintf(o, "%d %s\\n", n, b);',
    'n = V("%ld|%x", 3, 4, 0x10005L); fprintf(o, "%d %s\\n", n, b);',
    `n = V("%d %d %d %d", ${g(2.5)}); fprintf(o, "%d %s\\n", n, b);`,
    'n = V("%f", 0, 0, 0, 0x4010); fprintf(o, "%d %s\\n", n, b);',
    'fprintf(o, "%ld\\n", LA(0, 5, 6));',
    `fprintf(o, "%lx\\n", LA(0, ${g(Math.PI)}));`,
    'fprintf(o, "%x\\n", W2(0, 0x12345678L));',
    `fprintf(o, "%x\\n", W2(0, ${g(-1.75)}));`,
  ];
  const head = `#include <dos.h>
#include <stdarg.h>
${variadic('int V(char *fmt, ...)', 'int', 'fmt', 'r = vsprintf(b, fmt, ap);')}${variadic('long LA(int n, ...)', 'long', 'n', 'r = va_arg(ap, long);', 'r + n')}${variadic('unsigned W2(int n, ...)', 'unsigned', 'n', 'va_arg(ap, int);\n  r = va_arg(ap, unsigned);', 'r + n')}`;
  return ['PV1', lines, head];
}

function pow10Program() {
  const lines = [];
  for (let n = -340; n <= 340; n += 1) lines.push(`g1 = pow10(${n}); H(g1); fprintf(o, "\\n");`);
  for (const n of [-5000, -4933, -4932, -1000, 511, 512, 600, 1023, 1024, 2000, 4932, 4933, 5000]) lines.push(`g1 = pow10(${n}); H(g1); fprintf(o, "\\n");`);
  return ['PW1', lines];
}

/**
 * math.h's last bits: each function on arguments spread over its whole range (the bands where TC's
 * code changes method, pow's small integer powers by squaring and the rest through exp and log,
 * exp's halves, the trigonometry's quadrants); the result's bits and errno.
 */
function mathSweepProgram() {
  const r = rng(2602);
  const wide = () => (r.chance(0.3) ? -1 : 1) * r.next() * 2 ** r.int(-40, 40);
  const near = (c) => c * (1 + (r.next() - 0.5) * 2 ** -r.int(1, 30));
  const ONE = {
    sin: () => (r.chance(0.2) ? near(r.pick([Math.PI, Math.PI / 2, Math.PI / 4, 2 * Math.PI])) * r.int(-5, 5) : wide()),
    cos: () => (r.chance(0.2) ? near(r.pick([Math.PI, Math.PI / 2, Math.PI / 4])) * r.int(-5, 5) : wide()),
    tan: () => (r.chance(0.2) ? near(Math.PI / 2) * r.pick([1, -1, 3]) : wide()),
    asin: () => (r.next() * 2 - 1) * (r.chance(0.2) ? 2 ** -r.int(1, 40) : 1),
    acos: () => (r.chance(0.2) ? r.pick([1, -1]) * Math.SQRT1_2 * (1 + (r.next() - 0.5) * 1e-9) : r.next() * 2 - 1),
    atan: () => (r.chance(0.2) ? near(r.pick([1, -1])) : wide()),
    exp: () => (r.next() * 2 - 1) * r.pick([0.5, 1, 10, 100, 709]),
    log: () => Math.abs(wide()) * (r.chance(0.1) ? 2 ** 900 : 1),
    log10: () => Math.abs(wide()),
    sqrt: () => Math.abs(wide()),
    sinh: () => (r.next() * 2 - 1) * r.pick([2 ** -30, 0.01, 0.34, 1, 20, 700]),
    cosh: () => (r.next() * 2 - 1) * r.pick([2 ** -14, 0.01, 1, 20, 700]),
    tanh: () => (r.next() * 2 - 1) * r.pick([2 ** -30, 0.17, 1, 20, 40]),
    ceil: () => wide() * r.pick([1, 2 ** 20]),
    floor: () => wide() * r.pick([1, 2 ** 20]),
  };
  const lines = [];
  for (let k = 0; k < 180; k++) {
    const f = r.pick(Object.keys(ONE));
    lines.push(`errno = 0; g1 = ${f}(${dbl(ONE[f]())}); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  for (let k = 0; k < 80; k++) {
    // pow: small integer and fractional powers (|y| under 128 go by squaring on DOSBox), large ones, negative bases
    const y = r.pick([() => r.int(-12, 12), () => r.int(-200, 200) + r.pick([0, 0.5, 0.25]), () => (r.next() * 2 - 1) * 4, () => (r.next() - 0.5) * 2 ** r.int(-20, 12)])();
    const x = (r.chance(0.15) ? -1 : 1) * r.next() * 2 ** r.int(-10, 10);
    lines.push(`errno = 0; g1 = pow(${dbl(x)}, ${dbl(y)}); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  for (let k = 0; k < 40; k++) {
    const f = r.pick(['atan2', 'fmod', 'hypot']);
    lines.push(`errno = 0; g1 = ${f}(${dbl(wide())}, ${dbl(wide())}); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  for (let k = 0; k < 30; k++) {
    const which = r.pick(['frexp', 'modf', 'ldexp']);
    const x = dbl(wide() * r.pick([1, 2 ** 40, 2 ** -1000]));
    if (which === 'frexp') lines.push(`g1 = frexp(${x}, &i1); H(g1); fprintf(o, " %d\\n", i1);`);
    else if (which === 'modf') lines.push(`g1 = modf(${x}, &g2); H(g1); fprintf(o, " "); H(g2); fprintf(o, "\\n");`);
    else lines.push(`errno = 0; g1 = ldexp(${dbl(r.next() * 4 - 2)}, ${r.int(-1100, 1100)}); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  return ['MA2', lines];
}

/** math.h at the edges TC's code tests: zeros of either sign, denormals, infinities, |x| = 1, the band limits. */
function mathEdgeProgram() {
  const INF = Infinity, DEN = 2 ** -1060, BIG = 2 ** 60;
  const one = [0, -0, DEN, -DEN, 1, -1, INF, -INF, 2 ** -34, 2 ** 53, 709.78, -708.39, 710.47, 33, 0.171875, 0.34375];
  const F1 = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'exp', 'log', 'log10', 'sqrt', 'sinh', 'cosh', 'tanh', 'ceil', 'floor'];
  const lines = [];
  for (const f of F1) for (const x of one) lines.push(`errno = 0; g1 = ${f}(${dbl(x)}); H(g1); fprintf(o, " %d\\n", errno);`);
  const more = [];
  const two = [0, -0, 1, -1, 2.5, -2.5, INF, -INF, DEN];
  for (const f of ['atan2', 'pow', 'fmod', 'hypot']) for (const x of two) for (const y of [0, -0, 1, -2.5, INF, DEN]) more.push(`errno = 0; g1 = ${f}(${dbl(x)}, ${dbl(y)}); H(g1); fprintf(o, " %d\\n", errno);`);
  for (const x of [0, -0, DEN, 1, -3, INF, BIG * BIG]) {
    more.push(`g1 = frexp(${dbl(x)}, &i1); H(g1); fprintf(o, " %d\\n", i1);`);
    more.push(`g1 = modf(${dbl(x)}, &g2); H(g1); fprintf(o, " "); H(g2); fprintf(o, "\\n");`);
    for (const n of [-1100, -1023, -1, 0, 1023, 2100]) more.push(`errno = 0; g1 = ldexp(${dbl(x)}, ${n}); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  return [['MA3', lines], ['MA4', more]];
}

// ---- issue #26's groups: the library's remaining names and edges ----

/** printf's rarer corners, every format on the same values: # with precision 0, + and space together, 0 with -, starred widths and precisions below 0, %n, %p's forms, unknown conversions, infinities. */
function printfEdgeProgram() {
  const lines = [];
  const INTF = ['%#.0o', '%#o', '%#x', '%#X', '%.0d', '%.0x', '%+u', '% u', '% x', '%+x', '%+ d', '% +d', '%0-8d', '%-08d', '%08.3d', '%+08d', '% 08d',
    '%#08x', '%#-8x', '%hd', '%hx', '%5.0d', '%-+5d', '%+.0d', '%#.0x', '%#5o', '%#.3o', '%#.5x', '%#+d', '%#u', '%#.0i', '%c'];
  for (const f of INTF) lines.push(`fprintf(o, "|${f}|${f}|${f}|${f}|${f}|${f}|\\n", 0, 1, -1, 255, -32767 - 1, 4660);`);
  const LONGF = ['%#lo', '%#lx', '%+ld', '% lu', '%-012ld', '%012lX', '%.0ld', '%+.12ld', '%#.0lx', '% li'];
  for (const f of LONGF) lines.push(`fprintf(o, "|${f}|${f}|${f}|${f}|${f}|${f}|\\n", 0L, 1L, -1L, 2147483647L, -2147483647L - 1, 65536L);`);
  const FLTF = ['%#.0e', '%#.0f', '%#.0g', '%#g', '%#.3g', '%#G', '%+ g', '% +g', '%-08.3f', '%08.3f', '%+08.3f', '% 08.3e', '%-+12.4e', '%#-12.0E',
    '%.0e', '%.0f', '%.0g', '%.1g', '%g', '%G', '%#.10g', '%.20e', '%030.20f', '%+.0f', '% .0e', '%#+.0G', '%010g', '%-010g', '%#010.0f', '%.17g', '%.40f', '%lf', '%le', '%#.1e'];
  const V1 = [0, -0, 0.5, 1.5, 2.5, -2.5], V2 = [1e-5, 123456789, 1e20, 9.9999, 0.0001, 99999.5];
  for (const f of FLTF) {
    for (const vs of [V1, V2]) lines.push(`fprintf(o, "|${f}|${f}|${f}|${f}|${f}|${f}|\\n"${vs.map((v) => `, ${dbl(v)}`).join('')});`);
  }
  // infinities and NaNs: what TC's conversions print for them
  const SPECIAL = [Infinity, -Infinity, NaN];
  for (const f of ['%f', '%e', '%g', '%10.3f', '%-10e', '%+G', '%010f', '%.0E', '%#g']) {
    lines.push(`fprintf(o, "|${f}|${f}|${f}|${f}|\\n"${SPECIAL.map((v) => `, ${dbl(v)}`).join('')}, D(0xFFF8,0,0,0));`);
  }
  // strings and characters with stars below 0, flags that do nothing
  for (const [w, p] of [[-5, 3], [5, -3], [-5, -1], [0, 0], [12, 2], [-12, 20], [3, 0], [-1, -1]]) {
    lines.push(`n = fprintf(o, "|%*.*s|%*.*d|%*.*f|%*c|", ${w}, ${p}, "abcdef", ${w}, ${p}, 42, ${w}, ${p}, ${dbl(3.25)}, ${w}, 65); fprintf(o, " %d\\n", n);`);
  }
  for (const f of ['%5c', '%-5c', '%05c', '%05s', '%-05s', '%.0s', '%#s', '%+s', '% c', '%.3c', '%+c', '%05.1s', '%hs', '%ls']) {
    lines.push(`fprintf(o, "|${f}|${f}|\\n", ${f.endsWith('c') ? "'x', 'y'" : '"abc", ""'});`);
  }
  // pointers: %p in the small model, %Fp and %Np, widths and flags on them
  for (const f of ['%p', '%Fp', '%Np', '%10p', '%-10p', '%010p', '%+p', '%#p', '%.2p', '%lp', '%-12Fp']) {
    const arg = /F/.test(f) && !/N.*F|F.*N/.test(f) ? 'fp1' : /^%lp$/.test(f) ? 'fp1' : 'np1';
    lines.push(`n = fprintf(o, "|${f}|", ${arg}); fprintf(o, " %d\\n", n);`);
  }
  // %n and its sizes, %% with flags, conversions TC does not know, a % at the end
  lines.push('i1 = i2 = -1; l1 = -1L; n = sprintf(b, "abc%n%d%hn|%ln|", &i1, 12345, &i2, &l1); fprintf(o, "%d %d %d %ld [%s]\\n", n, i1, i2, l1, b);');
  lines.push('i1 = -1; n = sprintf(b, "%5n|%-3n|", &i1, &i2); fprintf(o, "%d %d %d [%s]\\n", n, i1, i2, b);');
  for (const f of ['%5%', '%-5%', '%k', '%-5k', '%5.2y', 'abc%', '%l', '%h', '%#', '%0', '%.', '%*', '%L', '%F', '%N', '%ll5d', '%lld', '%hld', '%Ld', '%lc', '%lu%', '%5', '%q%d', '%zd', '%5.3%', '%$', '%-', '%+', '% ']) {
    lines.push(`memset(b, 0, 60); n = sprintf(b, "<${f}>", 7, 8); fprintf(o, "%d [%s]\\n", n, b);`);
  }
  // the counts printf's family return
  lines.push('n = sprintf(b, ""); i1 = sprintf(b, "%s", ""); i2 = sprintf(b, "%c", 0); fprintf(o, "%d %d %d %d\\n", n, i1, i2, b[0]);');
  lines.push('n = fprintf(o, "%s", ""); i1 = fprintf(o, "x%cy", 0); fprintf(o, " %d %d\\n", n, i1);');
  return ['PF7', lines, '#include <dos.h>\nvoid far *fp1;\nvoid *np1;\n', 'fp1 = MK_FP(0xB800, 0x12); np1 = (void *)0x3F4;'];
}

/** sscanf's rarer corners: scan sets with ] - ^ and ranges backwards, suppressed and sized conversions, what it returns at the input's end, %n, %p's forms, literal text and white space in the format. */
function scanfEdgeProgram() {
  const r = rng(2626);
  const CASES = [
    ['abc]def', '%[]a-c]%s'], ['abc]def', '%[^]]%s'], ['a-b-c', '%[a-]%s'], ['-a-b', '%[-a]%s'], ['abcz', '%[z-a]%s'], ['zyx', '%[z-a]%s'],
    ['hello world', '%5[a-z]%s'], ['line one\nline two', '%[^\n]%s'], ['ABCabc', '%[A-Z]%[a-z]'], ['123abc', '%[^a-z]%s'], ['^^ab', '%[^^]%s'],
    ['a^b', '%[a^]%s'], ['', '%[a-z]%s'], ['xyz', '%[a-c]%s'], [']]x', '%[]]%s'], ['a-z', '%[a-c-z]%s'], ['b', '%[a-c-z]%s'], ['-', '%[a-c-z]%s'],
    ['9876', '%2[0-9]%[0-9]'], ['AbC', '%[ABC]%s'], ['  spaced', '%[ a-z]%s'], ['tab\there', '%[^\t]%s'],
    ['', '%d%d'], ['   ', '%d%d'], ['a', '%d%d'], ['12', '%d%d'], ['12 ', '%d%d'], ['12 x', '%d%d'], ['', '%s%s'], ['', '%c%c'], [' ', '%c%c'],
    ['x', 'x%d%d'], ['y', 'x%d%d'], ['', 'x%d%d'], ['', '%*d%d'], ['5', '%*d%d'], ['5 6', '%*d%d'], ['5 6', '%d%*d'], ['5 6 7', '%*d%*d%d'],
    ['abc', '%*s%d'], ['abc 4', '%*s%d'], ['1,2', '%d,%d'], ['1 ,2', '%d,%d'], ['1, 2', '%d,%d'], ['1 , 2', '%d , %d'], ['1x2', '%dx%d'],
    ['12345678', '%3d%3d'], ['12345678', '%3s%3s'], ['-12345', '%2d%d'], ['+-5', '%d%d'], ['- 5', '%d%d'], ['0x', '%x%s'], ['0x1g', '%x%s'],
    ['0x1g', '%i%s'], ['0777', '%i%s'], ['0789', '%i%s'], ['-0x1F', '%i%s'], ['1e', '%f%s'], ['1e+', '%f%s'], ['1.e2', '%f%s'], ['.e2', '%f%s'],
    ['-.', '%f%s'], ['1e2.5', '%f%s'], ['123', '%1f%f'], ['1.5e3', '%3f%f'], ['inf', '%f%s'], ['nan', '%f%s'], ['12abc', '%d%n'],
    ['  12  ', '%n%d%n'], ['abc', '%n'], ['', '%n'], ['abc', 'abc%n'], ['abcd', 'abc%n%s'], ['%5', '%%%d'], ['5', '%%%d'], ['a b', 'a b%n'],
    ['ab', 'a b%n'], ['a    b', 'a%n b%n'], ['1234', '%p%n'], ['0012', '%Np%n'], ['12:34', '%p%n'], ['xyz', '%p%n'],
    ['65536', '%hd%n'], ['65537', '%hu%n'], ['-1', '%u%n'], ['4294967295', '%lu%n'], ['4294967296', '%lu%n'], ['99999', '%d%n'], ['-99999', '%d%n'],
    ['077', '%o%n'], ['8', '%o%n'], ['FfFf', '%X%n'], ['abc', '%c%n'], ['abc', '%2c%n'], ['a', '%3c%n'], ['12', '%0d%n'], ['12', '%-1d%n'],
    ['3', '%ld%n'], ['3', '%D%n'], ['3', '%O%n'], ['a', '%X%n'], ['7', '%I%n'], ['7', '%U%n'], ['1.25', '%E%n'], ['1.25', '%G%n'], ['1.25', '%F%n'],
    ['5', '%k%d'], ['5', '%5%d'], ['x5', '%[x]%d'], ['\t\n 9', '%d%n'], ['9\n', '%d\n%n'], ['9 ', '%d %n'],
  ];
  const lines = [];
  const reset = 'i1 = i2 = i3 = -999; l1 = -999L; g1 = -9; memset(s1, 0, 40); memset(s2, 0, 40); s1[0] = s1[1] = s2[0] = s2[1] = 64;';
  for (const [input, fmt] of CASES) {
    const convs = [...fmt.replace(/%%/g, '').matchAll(/%(\*?)(\d*)([hlNF]?)(\[\^?\]?[^\]]*\]|[a-zA-Z])/g)].filter((m) => m[1] !== '*');
    const ptrs = [], shows = [], vals = [];
    let ni = 0, ns = 0;
    for (const m of convs) {
      const c = m[4], size = m[3];
      if (c.startsWith('[') || c === 's' || c === 'c') { const t = ['s1', 's2'][ns++]; ptrs.push(t); shows.push('[%s]'); vals.push(t); }
      else if ('fegEG'.includes(c) || c === 'F' && size === '') { ptrs.push('&g1'); shows.push('%g'); vals.push('g1'); fmt; }
      else if (c === 'p') { ptrs.push(size === 'F' ? '&fq' : '&nq'); shows.push(size === 'F' ? '%Fp' : '%p'); vals.push(size === 'F' ? 'fq' : 'nq'); }
      else if (size === 'l' || 'DOUI'.includes(c)) { ptrs.push('&l1'); shows.push('%ld'); vals.push('l1'); }
      else if (c === 'k' || c === 'y') continue;
      else { const t = ['i1', 'i2', 'i3'][ni++]; ptrs.push(`&${t}`); shows.push('%d'); vals.push(t); }
    }
    const f = fmt.replace(/%(\*?\d*)F(?!p)/g, '%$1lf').replace(/%(\*?\d*)([efgEG])/g, '%$1l$2');
    lines.push(`${reset} n = sscanf(${cstr(input).replace(/\n/g, '\\n').replace(/\t/g, '\\t')}, ${cstr(f).replace(/\n/g, '\\n').replace(/\t/g, '\\t')}${ptrs.map((p) => `, ${p}`).join('')}); fprintf(o, "%d${shows.map((s) => ` ${s}`).join('')}\\n", n${vals.map((v) => `, ${v}`).join('')});`);
  }
  void r;
  // fscanf from a file: the count at the end of the file, and what getc reads after a failed conversion
  lines.push('f = fopen("SC3.DAT", "w+"); fputs("12 abc 3.5\\n7x", f); rewind(f); fprintf(o, "%d\\n", f != NULL);');
  lines.push('n = fscanf(f, "%d", &i1); i2 = getc(f); fprintf(o, "%d %d %d\\n", n, i1, i2);');
  lines.push('n = fscanf(f, "%d", &i1); i2 = getc(f); fprintf(o, "%d %d %d\\n", n, i1, i2);');
  lines.push('n = fscanf(f, "%s %lf", s1, &g1); fprintf(o, "%d [%s] %g\\n", n, s1, g1);');
  lines.push('n = fscanf(f, "%d%c", &i1, s1); i2 = getc(f); fprintf(o, "%d %d %d %d\\n", n, i1, s1[0], i2);');
  lines.push('n = fscanf(f, "%d", &i1); fprintf(o, "%d %d %d\\n", n, feof(f) != 0, ferror(f) != 0);');
  lines.push('n = fscanf(f, "%d", &i1); fprintf(o, "%d\\n", n);');
  lines.push('fclose(f); unlink("SC3.DAT"); fprintf(o, "end\\n");');
  return ['SC3', lines, 'FILE *f;\nvoid *nq;\nvoid far *fq;\n'];
}

/** stdio's streams in a random order of calls on two files (text and binary): each result, the position, errno; read after write and write after read without a seek. */
function streamEdgeProgram() {
  const r = rng(2627);
  const lines = [];
  lines.push('f[0] = f[1] = NULL; unlink("SE0.DAT"); unlink("SE1.DAT"); fprintf(o, "start\\n");');
  const MODES = ['"w+"', '"w+b"', '"r+"', '"r+b"', '"a+"', '"ab+"', '"r"', '"rb"', '"w"', '"wb"', '"a"', '"wt+"', '"rt"', '"x"', '"rw"'];
  const TEXTS = ['hello', 'a\\nb\\n', 'x\\r\\ny', '\\n\\n', 'ABCDEFGHIJKLMNOP', 'z\\032z'];
  const g = (k) => `if (f[${k}] == NULL) fprintf(o, "-\\n"); else`;
  for (let i = 0; i < 200; i++) {
    const k = r.int(0, 1), nm = `"SE${k}.DAT"`, pre = 'errno = 0;';
    switch (r.pick(['open', 'open', 'close', 'putc', 'puts', 'puts', 'write', 'getc', 'getc', 'gets', 'read', 'ungetc', 'ungetc', 'seek', 'seek', 'seek', 'tell', 'tell', 'rewind', 'eof', 'flush', 'vbuf', 'getw', 'putw', 'pos'])) {
      case 'open': {
        const m = r.pick(MODES);
        lines.push(`${pre} if (f[${k}]) fclose(f[${k}]); f[${k}] = fopen(${nm}, ${m}); fprintf(o, "%d %d\\n", f[${k}] != NULL, errno);`);
        if (r.chance(0.3)) {
          const mode = r.pick(['_IOFBF', '_IOLBF', '_IONBF', '7']);
          lines.push(`${pre} ${g(k)} { n = setvbuf(f[${k}], NULL, ${mode}, ${r.pick([0, 1, 16, 512, 40000])}); fprintf(o, "%d %d\\n", n, errno); }`);
        }
        break;
      }
      case 'close': lines.push(`${pre} ${g(k)} { n = fclose(f[${k}]); f[${k}] = NULL; fprintf(o, "%d %d\\n", n, errno); }`); break;
      case 'putc': lines.push(`${pre} ${g(k)} { n = fputc(${r.pick([65, 10, 13, 26, 255, 0])}, f[${k}]); fprintf(o, "%d %d %d\\n", n, ferror(f[${k}]) != 0, errno); }`); break;
      case 'puts': lines.push(`${pre} ${g(k)} { n = fputs("${r.pick(TEXTS)}", f[${k}]); fprintf(o, "%d %d %d\\n", n, ferror(f[${k}]) != 0, errno); }`); break;
      case 'write': lines.push(`${pre} ${g(k)} { n = fwrite("${r.pick(TEXTS)}", ${r.pick([1, 2, 3])}, ${r.int(0, 3)}, f[${k}]); fprintf(o, "%d %d %d\\n", n, ferror(f[${k}]) != 0, errno); }`); break;
      case 'getc': lines.push(`${pre} ${g(k)} { n = fgetc(f[${k}]); fprintf(o, "%d %d %d %d\\n", n, feof(f[${k}]) != 0, ferror(f[${k}]) != 0, errno); }`); break;
      case 'gets': lines.push(`${pre} ${g(k)} { memset(b, 0, 40); e = fgets(b, ${r.pick([1, 2, 3, 8, 30])}, f[${k}]); for (i1 = 0; i1 < 30; i1++) if (b[i1] && b[i1] < 32) b[i1] += 64; fprintf(o, "%d [%s] %d\\n", e == b, b, feof(f[${k}]) != 0); }`); break;
      case 'read': lines.push(`${pre} ${g(k)} { memset(b, 0, 40); n = fread(b, ${r.pick([1, 2, 4])}, ${r.int(0, 6)}, f[${k}]); for (i1 = 0; i1 < 30; i1++) if (b[i1] && b[i1] < 32) b[i1] += 64; fprintf(o, "%d [%s] %d %d\\n", n, b, feof(f[${k}]) != 0, ferror(f[${k}]) != 0); }`); break;
      case 'ungetc': lines.push(`${pre} ${g(k)} { n = ungetc(${r.pick([66, 10, -1, 300])}, f[${k}]); fprintf(o, "%d %ld %d\\n", n, ftell(f[${k}]), feof(f[${k}]) != 0); }`); break;
      case 'seek': lines.push(`${pre} ${g(k)} { n = fseek(f[${k}], ${r.pick([0, 1, 2, 3, -1, -2, 5, 100, -100])}L, ${r.pick([0, 0, 1, 1, 2, 2, 3])}); fprintf(o, "%d %ld %d\\n", n, ftell(f[${k}]), errno); }`); break;
      case 'tell': lines.push(`${pre} ${g(k)} { l1 = ftell(f[${k}]); fprintf(o, "%ld %d\\n", l1, errno); }`); break;
      case 'rewind': lines.push(`${pre} ${g(k)} { rewind(f[${k}]); fprintf(o, "%ld %d %d\\n", ftell(f[${k}]), feof(f[${k}]) != 0, ferror(f[${k}]) != 0); }`); break;
      case 'eof': lines.push(`${pre} ${g(k)} { fprintf(o, "%d %d ", feof(f[${k}]) != 0, ferror(f[${k}]) != 0); clearerr(f[${k}]); fprintf(o, "%d %d\\n", feof(f[${k}]) != 0, ferror(f[${k}]) != 0); }`); break;
      case 'flush': lines.push(`${pre} ${g(k)} { n = fflush(f[${k}]); fprintf(o, "%d %ld %d\\n", n, ftell(f[${k}]), errno); }`); break;
      case 'vbuf': lines.push(`${pre} ${g(k)} { n = setvbuf(f[${k}], b + 100, _IOFBF, 8); fprintf(o, "%d %d\\n", n, errno); }`); break;
      case 'getw': lines.push(`${pre} ${g(k)} { n = getw(f[${k}]); fprintf(o, "%d %d %d\\n", n, feof(f[${k}]) != 0, ferror(f[${k}]) != 0); }`); break;
      case 'putw': lines.push(`${pre} ${g(k)} { n = putw(${r.pick([0, -1, 2570, 65])}, f[${k}]); fprintf(o, "%d %d\\n", n, ferror(f[${k}]) != 0); }`); break;
      default: lines.push(`${pre} ${g(k)} { n = fgetpos(f[${k}], &pos); fprintf(o, "%d %ld ", n, pos); n = fsetpos(f[${k}], &pos); fprintf(o, "%d %ld\\n", n, ftell(f[${k}])); }`);
    }
  }
  lines.push('for (i1 = 0; i1 < 2; i1++) if (f[i1]) fclose(f[i1]); f[0] = fopen("SE0.DAT", "rb"); f[1] = fopen("SE1.DAT", "rb"); fprintf(o, "%ld %ld\\n", f[0] ? filelength(fileno(f[0])) : -1L, f[1] ? filelength(fileno(f[1])) : -1L);');
  lines.push('for (i1 = 0; i1 < 2; i1++) if (f[i1]) { while ((n = getc(f[i1])) != EOF) fprintf(o, "%02X", n); fprintf(o, "|"); fclose(f[i1]); } fprintf(o, "\\n");');
  // tmpnam's names, rename and remove's answers, the buffer sizes and counts
  lines.push('e = tmpnam(NULL); fprintf(o, "[%s] ", e); e = tmpnam(NULL); fprintf(o, "[%s] ", e); e = tmpnam(s1); fprintf(o, "[%s] %d\\n", s1, e == s1);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", BUFSIZ, L_tmpnam, TMP_MAX, OPEN_MAX, SYS_OPEN, EOF);');
  lines.push('errno = 0; n = rename("SE0.DAT", "SE1.DAT"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = rename("NOSUCH.DAT", "SE2.DAT"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = rename("SE0.DAT", "SE2.DAT"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = remove("SE2.DAT"); i1 = errno; errno = 0; i2 = remove("SE2.DAT"); fprintf(o, "%d %d %d %d\\n", n, i1, i2, errno);');
  lines.push('errno = 0; n = remove("SE1.DAT"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('f[0] = fopen("SE3.DAT", "w"); f[1] = fopen("SE4.DAT", "w"); fputc(65, f[0]); n = flushall(); fprintf(o, "%d ", n); n = fcloseall(); o = fopen("SE1.OUT", "ab"); fprintf(o, "%d\\n", n);');
  lines.push('f[0] = fopen("SE3.DAT", "r"); fprintf(o, "%d %d\\n", f[0] != NULL, f[0] ? fgetc(f[0]) : -2); if (f[0]) fclose(f[0]); unlink("SE3.DAT"); unlink("SE4.DAT");');
  lines.push('n = fputchar(0); fprintf(o, "%d %d %d\\n", n, fileno(stdout), fileno(stdprn));');
  lines.push('errno = 0; f[0] = fopen("", "r"); fprintf(o, "%d %d\\n", f[0] != NULL, errno);');
  lines.push('errno = 0; f[0] = fopen("NO\\\\SUCH\\\\DIR.DAT", "w"); fprintf(o, "%d %d\\n", f[0] != NULL, errno);');
  return ['SE1', lines, '#include <io.h>\nFILE *f[2];\nfpos_t pos;\n'];
}

/**
 * What a stream's buffer shows when reading: ungetc with and without characters of a fill left,
 * several deep, after a seek, at the end, on a stream writing; a line-buffered stream's reads
 * (one character a fill); getc after the error flag; ftell throughout.
 */
function streamBufferProgram() {
  const lines = [];
  // each value read into a variable first: TC evaluates fprintf's arguments right to left
  const S = (...xs) => `fprintf(o, "${xs.map(() => '%d ').join('')}%ld %d %d\\n", ${xs.join(', ')}, ftell(f), feof(f) != 0, ferror(f) != 0);`;
  const open = (mode, vbuf = '') => `MK(); f = fopen("SB.DAT", "${mode}");${vbuf ? ` setvbuf(f, NULL, ${vbuf});` : ''}`;
  lines.push(`${open('r')} n = ungetc(85, f); ${S('n')}`);
  // two read, two back: a third would go before the buffer (TC writes over the heap block's header there)
  lines.push(`n = fgetc(f); i1 = fgetc(f); ${S('n', 'i1')}`);
  lines.push(`n = ungetc(86, f); i1 = ungetc(87, f); ${S('n', 'i1')}`);
  lines.push(`n = fgetc(f); i1 = fgetc(f); i2 = fgetc(f); ${S('n', 'i1', 'i2')}`);
  lines.push(`n = fseek(f, 3L, 0); n = ungetc(88, f); i1 = fgetc(f); ${S('n', 'i1')}`);
  lines.push(`while (fgetc(f) != EOF); n = ungetc(89, f); ${S('n')}`);
  lines.push(`n = fgetc(f); ${S('n')} fclose(f);`);
  lines.push(`${open('r')} for (i1 = 0; i1 < 12; i1++) fgetc(f); n = ungetc(90, f); i1 = fgetc(f); ${S('n', 'i1')} fclose(f);`);
  lines.push(`${open('r', '_IONBF, 0')} n = fgetc(f); i1 = ungetc(81, f); i2 = fgetc(f); ${S('n', 'i1', 'i2')} fclose(f);`);
  // (a line-buffered stream's fread after a seek hangs TC's program here: measured apart, oracle SER)
  lines.push(`${open('rb', '_IOFBF, 4')} for (i1 = 0; i1 < 5; i1++) n = fgetc(f); i1 = ungetc(85, f); i2 = fgetc(f); ${S('n', 'i1', 'i2')} fclose(f);`);
  lines.push(`${open('r', '_IOFBF, 4')} for (i1 = 0; i1 < 4; i1++) n = fgetc(f); ${S('n')} fclose(f);`);
  lines.push(`${open('r')} n = fgetc(f); i1 = fputc(65, f); i2 = fflush(f); ${S('n', 'i1', 'i2')}`);
  lines.push(`for (i1 = 0; i1 < 9; i1++) n = fgetc(f); ${S('n')}`);
  lines.push(`n = fgetc(f); ${S('n')}`);
  lines.push(`clearerr(f); n = fgetc(f); ${S('n')} fclose(f);`);
  lines.push(`${open('r', '_IONBF, 0')} n = fgetc(f); fputc(65, f); i1 = fgetc(f); ${S('n', 'i1')} clearerr(f); n = fgetc(f); ${S('n')} fclose(f);`);
  lines.push(`${open('r+')} n = fputc(97, f); i1 = ungetc(85, f); ${S('n', 'i1')}`);
  lines.push(`n = fflush(f); i1 = ungetc(85, f); ${S('n', 'i1')}`);
  lines.push(`n = fseek(f, 0L, 1); i1 = ungetc(86, f); i2 = fgetc(f); ${S('n', 'i1', 'i2')} fclose(f);`);
  lines.push(`${open('r', '_IOLBF, 512')} n = fseek(f, 0L, 0); n = fgetc(f); i1 = fputs("a\\nb\\n", f); i2 = fflush(f); ${S('n', 'i1', 'i2')}`);
  lines.push(`n = ungetc(300, f); i1 = ungetc(300, f); ${S('n', 'i1')} fclose(f);`);
  lines.push('unlink("SB.DAT"); fprintf(o, "end\\n");');
  return ['SB1', lines, `#include <io.h>
FILE *f;
/* the file every case reads: nine bytes, a text line break among them */
void MK(void)
{
  f = fopen("SB.DAT", "wb"); fputs("ABC\\r\\nDEFG", f); fclose(f);
}
`];
}

/**
 * conio's line and formatted input, cgets and cscanf, on keys the program puts in the BIOS's
 * type-ahead buffer itself (K: scan<<8|ascii words at 0040:001E, as INT 9 would; both machines
 * read them through INT 16h), what each returns and where the cursor ends; then gettime, clock and
 * time on the running clock, checked against each other and INT 21h, which both machines answer
 * (DOSBox 0.74 cannot set the time: settime is not checked).
 */
function keyboardProgram() {
  const lines = [];
  const D = ' while (kbhit()) getch();';
  const line = (keys, max) => `K("${keys}"); b[0] = ${max}; e = cgets(b); fprintf(o, "%d %d [%s] %d\\n", e - b, b[1], b + 2, wherex());${D}`;
  lines.push(line('hello\\r', 10));
  lines.push(line('ab\\bcd\\r', 5));
  // (a line longer than b[0] allows, and b[0] = 1, hang DOSBox 0.74's AH=0Ah once the buffer is full: not checked)
  lines.push(line('\\r', 20));
  lines.push(line('\\b\\bq\\r', 20));
  const scan = (keys, fmt, args, show) => `K("${keys}"); i1 = i2 = -1; s1[0] = 0; n = cscanf(${fmt}, ${args}); fprintf(o, "%d ${show[0]} %d\\n", n, ${show[1]}, wherex());${D}`;
  lines.push(scan('12 34\\r', '"%d %d"', '&i1, &i2', ['%d %d', 'i1, i2']));
  lines.push(scan('7 ', '"%d"', '&i1', ['%d', 'i1']));
  lines.push(scan('abc def\\r', '"%s"', 's1', ['[%s]', 's1']));
  lines.push(scan('x12\\r', '"%d"', '&i1', ['%d', 'i1']));
  lines.push(scan('5,6\\r', '"%d,%d"', '&i1, &i2', ['%d %d', 'i1, i2']));
  lines.push(scan('ff 0x1A\\r', '"%x %i"', '&i1, &i2', ['%d %d', 'i1, i2']));
  lines.push(scan('-42z\\r', '"%d%c"', '&i1, s1', ['%d %d', 'i1, s1[0]']));
  lines.push(scan('123456\\r', '"%3d%d"', '&i1, &i2', ['%d %d', 'i1, i2']));
  // the clock: gettime agrees with INT 21h AH=2Ch and time()'s local time, clock() moves with the BIOS ticks
  lines.push('do { l1 = biostime(0, 0L); gettime(&t); r.h.ah = 0x2C; intdos(&r, &r); } while (biostime(0, 0L) != l1); fprintf(o, "%d %d %d %d\\n", t.ti_hour == r.h.ch, t.ti_min == r.h.cl, t.ti_sec == r.h.dh, t.ti_hund == r.h.dl);');
  lines.push('do { gettime(&t); l1 = time(NULL); gettime(&t2); } while (t.ti_sec != t2.ti_sec); tp = localtime(&l1); fprintf(o, "%d %d %d\\n", tp->tm_hour == t.ti_hour, tp->tm_min == t.ti_min, tp->tm_sec == t.ti_sec);');
  lines.push('do { l1 = biostime(0, 0L); l2 = clock(); } while (biostime(0, 0L) != l1); i1 = (int)(l1 - l2); l2 = clock(); while (clock() == l2); do { l1 = biostime(0, 0L); l2 = clock(); } while (biostime(0, 0L) != l1); fprintf(o, "%d %d\\n", i1 == (int)(l1 - l2), clock() >= 0);');
  lines.push('fprintf(o, "%d %d %d\\n", t.ti_hour < 24, t.ti_min < 60, t.ti_sec < 60 && t.ti_hund < 100);');
  return ['KB1', lines, `#include <conio.h>
#include <dos.h>
#include <time.h>
#include <bios.h>
struct time t, t2;
struct tm *tp;
union REGS r;
/* keys into the BIOS type-ahead buffer: Enter and Backspace with their scan codes, the rest with A's */
void K(char *s)
{
  unsigned t = peek(0x40, 0x1C);
  for (; *s; s++) {
    poke(0x40, t, (unsigned char)*s == 13 ? 0x1C0D : (unsigned char)*s == 8 ? 0x0E08 : 0x1E00 | (unsigned char)*s);
    t += 2;
    if (t == 0x3E) t = 0x1E;
  }
  poke(0x40, 0x1C, t);
}
`];
}

/** stdlib.h and mem.h's remaining calls: rand's sequence, qsort's order of equal keys, bsearch's pick, strtok, the mem* copies, swab, the rotations, poly and cabs, the near heap's answers. */
function stdlibEdgeProgram() {
  const r = rng(2628);
  const lines = [];
  lines.push('fprintf(o, "%d %d %d\\n", rand(), rand(), rand());');
  for (const s of [0, 1, 2, 12345, 65535, 32768, 42]) lines.push(`srand(${s}); fprintf(o, "%d %d %d %d %d %d\\n", rand(), rand(), rand(), rand(), rand(), rand());`);
  lines.push('srand(7); for (i1 = 0; i1 < 1000; i1++) n = rand(); fprintf(o, "%d %d\\n", n, rand());');
  lines.push('srand(9); i1 = random(10); i2 = random(100); i3 = random(1); n = random(32767); fprintf(o, "%d %d %d %d %d\\n", i1, i2, i3, n, random(2));');
  for (let k = 0; k < 24; k++) {
    const len = r.int(1, 20), kmax = r.pick([1, 2, 3, 9]);
    const keys = Array.from({ length: len }, () => r.int(0, kmax)).join('');
    lines.push(`QS("${keys}");`);
  }
  for (let k = 0; k < 16; k++) {
    const len = r.int(0, 12);
    const keys = Array.from({ length: len }, () => r.int(0, 5)).sort().join('');
    lines.push(`BS("${keys}", ${r.int(0, 6)});`);
  }
  for (const s of ['dCbaBcDA', 'zZyYaA', 'qwertyQWERTY', 'aAaAaAbB']) lines.push(`strcpy(s1, "${s}"); qsort(s1, strlen(s1), 1, cmpc); fprintf(o, "[%s]\\n", s1);`);
  const TOK = [['a,b,,c', ','], [',,a,', ','], ['', ','], ['abc', ''], ['  two words  ', ' '], ['a;b,c d', ';, '], ['x', 'x'], ['key=val;k2=v2', '=;']];
  for (const [s, d] of TOK) lines.push(`strcpy(b, "${s}"); e = strtok(b, "${d}"); while (e) { fprintf(o, "[%s]%d ", e, e - b); e = strtok(NULL, "${d}"); } fprintf(o, "|\\n");`);
  lines.push('strcpy(b, "a b"); e = strtok(b, " "); strcpy(s2, "c d"); e = strtok(s2, " "); e = strtok(NULL, " "); fprintf(o, "[%s] %d\\n", e, e ? e - s2 : -1);');
  for (const [s, c, nn] of [['abcdef', 99, 6], ['abcdef', 122, 6], ['abcdef', 97, 0], ['abcdef', 102, 5], ['a\\0b', 98, 3]]) {
    lines.push(`memset(s1, 35, 10); s1[10] = 0; e = memccpy(s1, "${s}", ${c}, ${nn}); fprintf(o, "%d [%s]\\n", e ? e - s1 : -1, s1);`);
  }
  for (const [x, y, nn] of [['abc', 'ABD', 3], ['abc', 'ABD', 2], ['a[', 'A{', 2], ['Z', 'a', 1], ['\\xe9', '\\xc9', 1], ['abc', 'abd', 0], ['@', '`', 1], ['ab', 'a', 2]]) {
    lines.push(`fprintf(o, "%d %d %d\\n", memicmp("${x}", "${y}", ${nn}), strncmpi("${x}", "${y}", ${nn}), strnicmp("${x}", "${y}", ${nn}));`);
  }
  for (const [to, from, nn] of [[2, 0, 8], [0, 2, 8], [5, 5, 4], [1, 0, 15], [0, 1, 15], [3, 0, 0]]) {
    lines.push(`strcpy(b, "0123456789abcdef"); e = memmove(b + ${to}, b + ${from}, ${nn}); fprintf(o, "%d [%s] ", e - b, b); strcpy(b, "0123456789abcdef"); movmem(b + ${from}, b + ${to}, ${nn}); fprintf(o, "[%s]\\n", b);`);
  }
  lines.push('strcpy(b, "0123456789"); setmem(b + 2, 5, 65); setmem(b, 0, 66); fprintf(o, "[%s]\\n", b);');
  for (const s of ['', 'a', 'hello', 'abcdefghij']) lines.push(`e = stpcpy(s1, "${s}"); fprintf(o, "%d [%s]\\n", e - s1, s1);`);
  for (const nn of [0, 1, 4, 5, 6]) lines.push(`strcpy(s1, "abcdef"); memset(s2, 0, 12); swab(s1, s2, ${nn}); fprintf(o, "[%s]\\n", s2);`);
  for (const [v, c] of [[0x1234, 0], [0x1234, 4], [0x8001, 1], [0x8001, 15], [0x8001, 16], [0x8001, 17], [1, -1], [0xFFFF, 3]]) {
    lines.push(`fprintf(o, "%04X %04X\\n", _rotl(${v}U, ${c}), _rotr(${v}U, ${c}));`);
  }
  for (const [v, c] of [['0x12345678L', 0], ['0x12345678L', 4], ['0x80000001L', 1], ['0x80000001L', 31], ['0x80000001L', 32], ['0x80000001L', 33]]) {
    lines.push(`fprintf(o, "%08lX %08lX\\n", _lrotl(${v}, ${c}), _lrotr(${v}, ${c}));`);
  }
  lines.push('fprintf(o, "%d %d %d %ld %ld %ld\\n", abs(-5), abs(-32767 - 1), abs(7), labs(-5L), labs(-2147483647L - 1), labs(0L));');
  lines.push('fprintf(o, "%d %d %d %d\\n", max(3, -4), min(3, -4), max(-1, 65535U > 0), min(2, 2));');
  for (const [x, cs] of [[2, [1, 2, 3]], [-1.5, [4]], [0.5, [1, -1, 1, -1, 1]], [1e10, [1, 0, 1]], [3, []]]) {
    const arr = cs.length ? cs : [7];
    lines.push(`${arr.map((v, i) => `pc[${i}] = ${dbl(v)};`).join(' ')} g1 = poly(${dbl(x)}, ${cs.length ? cs.length - 1 : 0}, pc); H(g1); fprintf(o, "\\n");`);
  }
  for (const [x, y] of [[3, 4], [0, 0], [-5, 12], [1e200, 1e200], [1e-200, 1e-200], [0, -7]]) {
    lines.push(`z.x = ${dbl(x)}; z.y = ${dbl(y)}; errno = 0; g1 = cabs(z); H(g1); fprintf(o, " %d\\n", errno);`);
  }
  // the near heap: sizes between blocks, what 0 and failures give, coreleft's changes
  lines.push('l1 = coreleft(); p1 = malloc(10); p2 = malloc(20); p3 = malloc(1); fprintf(o, "%d %d %ld\\n", p2 - p1, p3 - p2, l1 - (long)coreleft());');
  lines.push('free(p2); p4 = malloc(20); fprintf(o, "%d ", p4 == p2); free(p4); p4 = malloc(8); fprintf(o, "%d %d\\n", p4 == p2, p4 - p1);');
  lines.push('p5 = malloc(0); fprintf(o, "%d ", p5 != NULL); p5 = calloc(0, 5); fprintf(o, "%d ", p5 != NULL); p5 = malloc(65535U); fprintf(o, "%d ", p5 != NULL); p5 = calloc(300, 300); fprintf(o, "%d\\n", p5 != NULL);');
  lines.push('p5 = calloc(5, 4); fprintf(o, "%d %d ", p5[0], p5[19]); p5[0] = 9; p6 = realloc(p5, 40); fprintf(o, "%d %d ", p6 == p5, p6[0]); p6 = realloc(p6, 4); fprintf(o, "%d %d\\n", p6 == p5, p6[0]);');
  lines.push('p6 = realloc(NULL, 10); fprintf(o, "%d ", p6 != NULL); p7 = realloc(p6, 0); fprintf(o, "%d ", p7 != NULL); free(NULL); fprintf(o, "ok\\n");');
  lines.push('l1 = coreleft(); p1 = malloc((unsigned)l1); fprintf(o, "%d ", p1 != NULL); p1 = malloc((unsigned)l1 - 200); fprintf(o, "%d %u\\n", p1 != NULL, coreleft() < 300);');
  return ['LB1', lines, `#include <alloc.h>
#include <mem.h>
char *p1, *p2, *p3, *p4, *p5, *p6, *p7;
int qa[60];
struct complex z;
double pc[8];
int cmpk(const void *a, const void *b)
{
  return *(int *)a - *(int *)b;
}
int cmpc(const void *a, const void *b)
{
  return tolower(*(char *)a) - tolower(*(char *)b);
}
void QS(char *keys)
{
  int k, m = strlen(keys);
  for (k = 0; k < m; k++) { qa[2 * k] = keys[k] - '0'; qa[2 * k + 1] = k; }
  qsort(qa, m, 4, cmpk);
  for (k = 0; k < m; k++) fprintf(o, "%d.%d ", qa[2 * k], qa[2 * k + 1]);
  fprintf(o, "\\n");
}
void BS(char *keys, int key)
{
  int k, m = strlen(keys), *p;
  for (k = 0; k < m; k++) { qa[2 * k] = keys[k] - '0'; qa[2 * k + 1] = k; }
  p = bsearch(&key, qa, m, 4, cmpk);
  fprintf(o, "%d\\n", p ? (p - qa) / 2 : -1);
}
`];
}

/** time.h with a TZ variable: what tzset makes of it (timezone, daylight) and the local times after. */
function zoneProgram() {
  const ZONES = ['PST8PDT', 'EST5', 'GMT0', 'JST-9', 'CET-1CEST', 'XYZ', '', 'EST', 'est5edt', 'AB5', 'ABCD5EDT', 'PST+8', 'PST-8PDT', 'UTC12', 'A-13B',
    'HST10', 'EST05EDT', 'MST7MDT', 'NZS-12NZD', 'EST5ED', 'EST5EDTX', 'EST 5', '123', 'EST5:30', 'EST-0', 'EST24', 'EST-24'];
  const TIMES = [0, 199000000, 1e9, 962000000, 86400 * 200];
  const lines = [];
  for (const z of ZONES) {
    lines.push(`putenv("TZ=${z}"); tzset(); fprintf(o, "%ld %d\\n", timezone, daylight);`);
    lines.push(`t1 = ${TIMES[lines.length % 5]}L; tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS});`);
    lines.push(`t1 = 962000000L; fprintf(o, "%s", ctime(&t1));`);
  }
  lines.push('putenv("TZ="); tzset(); timezone = 3600; daylight = 0; t1 = 962000000L; fprintf(o, "%s", ctime(&t1));');
  lines.push('putenv("TZ=PST8PDT"); tzset(); fprintf(o, "%ld %d %s", timezone, daylight, asctime(gmtime(&t1)));');
  lines.push('time(&t1); t2 = t1; n = stime(&t2); time(&t2); fprintf(o, "%d %d\\n", n, t2 - t1 < 3);');
  return ['TZ1', lines, '#include <time.h>\n#include <dos.h>\ntime_t t1, t2;\nstruct tm *tp;\n'];
}

/** conio's text output: cprintf's count and conversions, cputs and putch on the screen's edges, the window, read back with gettext and wherex/wherey. */
function conioProgram() {
  const lines = [];
  const SHOW = ' SH();';
  const CLEAR = 'CL0();';
  const steps = [
    'n = cprintf("ab%dcd", 42); fprintf(o, "%d", n);',
    'n = cprintf("x\\ny\\r\\nz"); fprintf(o, "%d", n);',
    'n = cprintf("%5.2f|%-4s|%c|%lx", 3.14159, "q", 66, 48879L); fprintf(o, "%d", n);',
    'n = cputs("one\\ntwo\\rT"); fprintf(o, "%d", n);',
    'n = cputs(""); fprintf(o, "%d", n);',
    'gotoxy(78, 1); n = cputs("wrapping"); fprintf(o, "%d", n);',
    'gotoxy(80, 2); n = putch(81); fprintf(o, "%d", n);',
    'textattr(0x1E); n = cprintf("col"); textcolor(4); textbackground(2); putch(80); fprintf(o, "%d", n);',
    'n = putch(7); i2 = putch(8); i3 = putch(8); putch(88); fprintf(o, "%d %d %d", n, i2, i3);',
    'window(5, 2, 10, 3); n = cputs("abcdefghijklmnop"); fprintf(o, "%d", n);',
    'window(5, 2, 10, 3); gotoxy(3, 2); n = cprintf("%s", "ABCDEFGH"); fprintf(o, "%d", n);',
    'gotoxy(81, 1); putch(65); gotoxy(1, 26); putch(66); gotoxy(0, 1); putch(67); fprintf(o, "-");',
    'gotoxy(10, 2); cputs("abcdef"); gotoxy(12, 2); clreol(); fprintf(o, "-");',
    'highvideo(); cputs("H"); lowvideo(); cputs("L"); normvideo(); cputs("N"); fprintf(o, "-");',
    'textattr(0x8F); cputs("B"); textcolor(BLINK + RED); cputs("R"); fprintf(o, "-");',
    'gotoxy(1, 2); cputs("row2"); gotoxy(1, 3); cputs("row3"); gotoxy(1, 2); insline(); fprintf(o, "-");',
    'gotoxy(1, 1); cputs("row1"); gotoxy(1, 2); cputs("row2"); gotoxy(1, 1); delline(); fprintf(o, "-");',
    'n = cprintf("%d%%%s", -7, "\\t|"); fprintf(o, "%d", n);',
    'n = cprintf("%*d|%-*d", 4, 1, 3, 2); fprintf(o, "%d", n);',
    'for (i1 = 0; i1 < 30; i1++) cprintf("%d\\r\\n", i1); fprintf(o, "-");',
    'window(3, 1, 6, 2); for (i1 = 0; i1 < 5; i1++) cprintf("%d\\r\\n", i1); fprintf(o, "-");',
    'n = movetext(1, 1, 3, 1, 5, 2); fprintf(o, "%d", n);',
    'cputs("ABCDEF"); n = movetext(1, 1, 6, 1, 3, 1); fprintf(o, "%d", n);',
    // column 0 from row 2 on: the cell before column 1 is the previous row's last (from row 1 it is
    // B800:FFFE, past the text memory: the VGA BIOS's ROM, whose bytes are the card's, not TC's)
    'gotoxy(79, 1); cputs("YZ"); n = movetext(0, 2, 3, 2, 5, 3); i2 = movetext(1, 1, 81, 1, 1, 2); i3 = gettext(1, 1, 1, 26, sb); fprintf(o, "%d %d %d", n, i2, i3);',
    'n = gettext(0, 0, 0, 0, sb); i2 = gettext(-1, 1, 1, 1, sb); i3 = gettext(1, -1, 1, 1, sb); fprintf(o, "%d %d %d %d %d %d", n, i2, i3, gettext(2, 1, 1, 1, sb), gettext(1, 2, 1, 1, sb), gettext(81, 1, 81, 1, sb));',
    'cputs("mv"); n = movetext(1, 1, 2, 1, 0, 2); i2 = movetext(1, 1, 2, 1, 79, 1); i3 = movetext(1, 1, 2, 1, 80, 1); fprintf(o, "%d %d %d %d %d", n, i2, i3, movetext(1, 1, 1, 2, 1, 24), movetext(1, 1, 1, 2, 1, 25));',
    'n = puttext(2, 2, 4, 2, "a\\037b\\057c\\117"); fprintf(o, "%d", n);',
    'window(10, 1, 5, 2); cputs("bad"); fprintf(o, "-");',
    'window(75, 1, 85, 2); cputs("outside"); fprintf(o, "-");',
  ];
  for (const s of steps) lines.push(`${CLEAR} ${s}${SHOW}`);
  lines.push(`${CLEAR} gettextinfo(&ti); fprintf(o, "%d %d %d %d %d %d %d %d %d %d %d\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury);`);
  lines.push('window(3, 4, 20, 10); gotoxy(5, 6); textattr(0x4E); gettextinfo(&ti); fprintf(o, "%d %d %d %d %d %d %d %d\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.curx, ti.cury, wherex());');
  lines.push(`${CLEAR} n = ungetch(65); i2 = ungetch(66); fprintf(o, "%d %d %d %d\\n", n, i2, kbhit() != 0, getch());`);
  return ['CN1', lines, `#include <conio.h>
char sb[4000];
struct text_info ti;
void CL0(void)
{
  window(1, 1, 80, 25); textattr(7); clrscr();
}
/* where the cursor is, and every cell of the top three rows that is not a blank in attribute 7 */
void SH(void)
{
  fprintf(o, " %d %d ", wherex(), wherey());
  gettext(1, 1, 80, 3, sb);
  for (i1 = 0; i1 < 240; i1++) if (sb[2 * i1] != 32 || sb[2 * i1 + 1] != 7) fprintf(o, "%d:%c%X", i1, (unsigned char)sb[2 * i1] < 32 ? 46 : sb[2 * i1], (unsigned char)sb[2 * i1 + 1]);
  fprintf(o, "\\n");
}
`, 'clrscr();'];
}

/** The calls no other program makes: ctype's _toupper/_tolower, the near heap's edge (brk/sbrk), directories (mkdir/chdir/rmdir), the drive count, vectors, intr/int86x, peek/poke, io.h's _chmod/dup2/sopen, vfprintf, exec's failures. */
function miscProgram() {
  const lines = [];
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", _toupper(97), _toupper(65), _toupper(49), _tolower(65), _tolower(97), _tolower(91));');
  lines.push('p1 = sbrk(0); p2 = sbrk(16); p3 = sbrk(0); fprintf(o, "%d %d\\n", p2 == p1, p3 - p1);');
  lines.push('errno = 0; n = brk(p1); p3 = sbrk(0); fprintf(o, "%d %d %d\\n", n, errno, p3 == p1);');
  lines.push('errno = 0; p2 = sbrk(-1); fprintf(o, "%d %d\\n", p2 == (char *)-1, errno);');
  lines.push('errno = 0; p2 = sbrk(60000U); fprintf(o, "%d %d\\n", p2 == (char *)-1, errno);');
  lines.push('errno = 0; n = mkdir("MSDIR"); fprintf(o, "%d %d ", n, errno); errno = 0; n = mkdir("MSDIR"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = chdir("MSDIR"); getcwd(b, 80); fprintf(o, "%d %d [%s] ", n, errno, b); n = chdir(".."); getcwd(b, 80); fprintf(o, "%d [%s]\\n", n, b);');
  lines.push('errno = 0; n = mkdir("NO\\\\SUCH\\\\DIR"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = rmdir("MSDIR"); fprintf(o, "%d %d ", n, errno); errno = 0; n = rmdir("MSDIR"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = chdir("NOSUCH"); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('i1 = getdisk(); n = setdisk(i1); fprintf(o, "%d %d %d\\n", i1, n >= 3, getdisk());');
  lines.push('v1 = getvect(0x60); setvect(0x60, hnd60); v2 = getvect(0x60); fprintf(o, "%d %d ", v2 == hnd60, v2 == v1); setvect(0x60, v1); fprintf(o, "%d\\n", getvect(0x60) == v1);');
  lines.push('fb = MK_FP(0x40, 0x17); fprintf(o, "%d %d ", peekb(0x40, 0x49) == 3 || peekb(0x40, 0x49) == 0x12, peek(0x40, 0x4A));');
  lines.push('far1 = farmalloc(16); poke(FP_SEG(far1), FP_OFF(far1), 0x1234); pokeb(FP_SEG(far1), FP_OFF(far1) + 2, 0x56); fprintf(o, "%X %X %X\\n", peek(FP_SEG(far1), FP_OFF(far1)), peekb(FP_SEG(far1), FP_OFF(far1) + 1), peekb(FP_SEG(far1), FP_OFF(far1) + 2)); farfree(far1);');
  lines.push('r.h.ah = 0x30; int86x(0x21, &r, &r2, &sr); fprintf(o, "%d %d\\n", r2.h.al == _osmajor, r2.h.ah == _osminor);');
  lines.push('memset(&rp, 0, sizeof rp); rp.r_ax = 0x3000; intr(0x21, &rp); fprintf(o, "%d %d\\n", (rp.r_ax & 255) == _osmajor, (rp.r_ax >> 8) == _osminor);');
  lines.push('memset(&rp, 0, sizeof rp); rp.r_ax = 0x2A00; intr(0x21, &rp); getdate(&da); fprintf(o, "%d %d %d\\n", rp.r_cx == da.da_year, (rp.r_dx >> 8) == da.da_mon, (rp.r_dx & 255) == da.da_day);');
  lines.push('i1 = creat("MS1.DAT", S_IREAD | S_IWRITE); write(i1, "abc", 3); close(i1); errno = 0; n = _chmod("MS1.DAT", 0); fprintf(o, "%X %d ", n, errno); n = _chmod("MS1.DAT", 1, FA_RDONLY | FA_HIDDEN); fprintf(o, "%X ", n); n = _chmod("MS1.DAT", 0); fprintf(o, "%X\\n", n);');
  lines.push('errno = 0; n = _chmod("NOSUCH.DAT", 0); fprintf(o, "%d %d ", n, errno); n = _chmod("MS1.DAT", 1, 0); fprintf(o, "%d %X\\n", n, _chmod("MS1.DAT", 0));');
  lines.push('i1 = open("MS1.DAT", O_RDONLY); errno = 0; n = dup2(i1, 15); fprintf(o, "%d %d ", n, errno); n = read(15, b, 2); b[2] = 0; fprintf(o, "%d [%s] ", n, b); close(15); errno = 0; n = dup2(99, 15); fprintf(o, "%d %d\\n", n, errno); close(i1);');
  lines.push('errno = 0; i1 = sopen("MS1.DAT", O_RDONLY, SH_DENYNO, S_IREAD); n = read(i1, b, 3); b[3] = 0; fprintf(o, "%d %d [%s] %d\\n", i1 >= 5, n, b, errno); close(i1);');
  lines.push('errno = 0; i1 = sopen("NOSUCH.DAT", O_RDONLY, SH_DENYNO, S_IREAD); fprintf(o, "%d %d\\n", i1, errno); unlink("MS1.DAT");');
  lines.push('n = V("%d-%s-%5.1f", 42, "ab", 2.25); fprintf(o, " %d\\n", n);');
  lines.push('n = V("%c%c%c", 65, 66, 67); fprintf(o, " %d\\n", n);');
  lines.push('errno = 0; n = execle("NOSUCH.EXE", "NOSUCH.EXE", NULL, NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = execv("NOSUCH.EXE", av); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = execvp("NOSUCH", av); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnle(P_WAIT, "NOSUCH.EXE", "NOSUCH.EXE", NULL, NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnvp(P_WAIT, "NOSUCH", av); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = spawnl(7, "NOSUCH.EXE", "NOSUCH.EXE", NULL); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('fprintf(o, "%d %d %d %d\\n", FA_RDONLY | FA_HIDDEN | FA_SYSTEM, FA_LABEL, FA_DIREC, FA_ARCH);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d\\n", O_DENYALL, O_DENYWRITE, O_DENYREAD, O_DENYNONE, O_NOINHERIT, O_CHANGED, O_DEVICE);');
  lines.push('fprintf(o, "%d %d %d %d\\n", S_IFCHR, S_IFBLK, S_IFIFO, S_IEXEC);');
  return ['MS1', lines, `#include <dos.h>
#include <dir.h>
#include <io.h>
#include <fcntl.h>
#include <share.h>
#include <sys/stat.h>
#include <alloc.h>
#include <process.h>
#include <stdarg.h>
char *p1, *p2, *p3;
char far *fb;
char far *far1;
void interrupt (*v1)();
void interrupt (*v2)();
union REGS r, r2;
struct SREGS sr;
struct REGPACK rp;
struct date da;
char *av[] = { "NOSUCH", NULL };
void interrupt hnd60()
{
}
${variadic('int V(char *f, ...)', 'int', 'f', 'r = vfprintf(o, f, ap);')}`];
}

/** sscanf on generated formats and inputs: widths, %[ sets, %n, %*, literals, mixed whitespace, failures and the end. */
function scanRandomProgram() {
  const r = rng(2701);
  const progs = [];
  const CONV = ['%d', '%i', '%u', '%x', '%o', '%ld', '%hd', '%c', '%s', '%f', '%lf', '%e', '%[a-z]', '%[^,]', '%[0-9.]', '%[]a-c]', '%[^ \\t]', '%n', '%*d', '%*s', '%*[^,]', '%%'];
  const TOK = ['12', '-7', '+3', '0x1F', '077', '089', '3.25', '-0.5e2', '1e', '.5', 'abc', 'ABC', 'x', ',', ' ', '  ', '\\t', '\\n', '-', '+', '0', '65536', '4294967296', '99999', 'z9', ']', '%', 'e5', '0x', '1,2', 'a]b'];
  const lines = [];
  const reset = 'memset(s1, 64, 39); s1[39] = 0; memset(s2, 64, 39); s2[39] = 0; l1 = l2 = -999L; g1 = g2 = -9.0; i1 = i2 = i3 = -999; n = -5;';
  for (let k = 0; k < 300; k++) {
    if (k === 150) progs.push(['SS2', lines.splice(0)]);
    const nconv = r.int(1, 3);
    let fmt = '';
    const targets = [];
    const pool = { int: ['&i1', '&i2', '&i3'], long: ['&l1', '&l2'], dbl: ['&g1', '&g2'], str: ['s1', 's2'] };
    const used = { int: 0, long: 0, dbl: 0, str: 0 };
    for (let c = 0; c < nconv; c++) {
      let conv = r.pick(CONV);
      if (r.chance(0.3) && !/[n%*]/.test(conv)) conv = `%${r.int(1, 6)}${conv.slice(1)}`;
      const sep = r.pick(['', '', ' ', ',', ' , ', '\\t', 'x']);
      fmt += (c > 0 ? sep : r.pick(['', '', ' '])) + conv;
      const kind = /%\*|%%/.test(conv) ? null : /l[dfe]|lf/.test(conv) ? (conv.includes('d') ? 'long' : 'dbl') : /[fe]$/.test(conv) ? 'dbl' : /[sc\]]$/.test(conv) ? 'str' : 'int';
      if (kind === null) continue;
      if (used[kind] >= pool[kind].length) { fmt = fmt.slice(0, fmt.length - conv.length) + '%%'; continue; }
      targets.push({ kind, at: pool[kind][used[kind]++], conv });
    }
    if (r.chance(0.2)) fmt += '%n';
    if (fmt.endsWith('%n') && used.int < 3) targets.push({ kind: 'int', at: pool.int[used.int++], conv: '%n' });
    else if (fmt.endsWith('%n')) fmt = fmt.slice(0, -2);
    let input = '';
    const nt = r.int(0, 5);
    for (let t = 0; t < nt; t++) input += r.pick(TOK);
    const floatArgs = targets.filter((t) => t.kind === 'dbl');
    // %f/%e into a float: f1/f2 when not l
    const args = targets.map((t) => (t.kind === 'dbl' && !/l/.test(t.conv) ? (t.at === '&g1' ? '&f1' : '&f2') : t.at));
    void floatArgs;
    const show = targets.map((t, i) => (t.kind === 'int' ? `%d` : t.kind === 'long' ? '%ld' : t.kind === 'str' ? '[%.12s]' : '%g'));
    const vals = targets.map((t, i) => (t.kind === 'dbl' && !/l/.test(t.conv) ? (t.at === '&g1' ? 'f1' : 'f2') : t.at.replace('&', '')));
    lines.push(`${reset} f1 = f2 = -9.0; n = sscanf("${input}", "${fmt}"${args.map((a) => `, ${a}`).join('')}); fprintf(o, "%d${show.map((s) => ` ${s}`).join('')}\\n", n${vals.map((v) => `, ${v}`).join('')});`);
  }
  progs.push(['SS3', lines]);
  return progs;
}

/** printf's %e %f %g %E %G at the exponents' ends and long precisions, with flags; denormals and the largest doubles. */
function printfExtremeProgram() {
  const r = rng(2702);
  const VALUES = [4.9406564584124654e-324, 1e-323, 2.2250738585072009e-308, 2.2250738585072014e-308, 1e-307, 1e-300, 1.5e-200, 1e-100, 9.999999999999999e-5, 1e-5,
    0.1, 0.5, 0.95, 9.5, 99.5, 1e15, 1e16, 123456789012345680, 1e21, 1e22, 1e100, 1.7976931348623157e308, 1e308, 8.98846567431158e307, 5e-324 * 3, 1 / 3, 2 / 3, 1e-10, 3.0000000000000004, 0.30000000000000004];
  const lines = [];
  for (let k = 0; k < 260; k++) {
    const v = r.pick(VALUES) * (r.chance(0.25) ? -1 : 1) * (r.chance(0.3) ? r.pick([1, 10, 0.1, 7, 0.001]) : 1);
    const conv = r.pick(['e', 'E', 'f', 'g', 'G', 'g', 'e']);
    let fl = '';
    for (const c of '-+ #0') if (r.chance(0.18)) fl += c;
    const width = r.chance(0.4) ? String(r.int(1, 40)) : '';
    const prec = conv === 'f' && Math.abs(v) > 1e30 ? (r.chance(0.5) ? '.0' : '') : r.chance(0.8) ? `.${r.int(0, conv === 'f' ? 40 : 45)}` : '';
    lines.push(`n = sprintf(b, "%${fl}${width}${prec}${conv}", ${dbl(v)}); fprintf(o, "%d [%s]\\n", n, b);`);
  }
  return ['PX1', lines];
}

/** strtol, strtoul, atoi, atol: bases, signs, prefixes, blanks, overflow; the end pointer and errno. */
function strtolEdgeProgram() {
  const r = rng(2703);
  const HEADS = ['', ' ', '\\t', '\\n ', '  \\v', '\\f'];
  const SIGNS = ['', '', '-', '+', '--', '+-', '- '];
  const BODIES = ['0', '7', '10', '0x', '0X1f', '0xg', '0b101', '077', '089', 'z', 'Z', 'zz', '2147483647', '2147483648', '4294967295', '4294967296', '99999999999', '65535', '65536', '32767', '32768',
    '-0', 'ffffffff', 'FFFFFFFF1', '123abc', '1e5', '0x7fffffff', '0x80000000', '0x100000000', '', ' 5', '1 2', '00000000000000000001', '1_000', '36', 'yz', '0x-1'];
  const BASES = [0, 0, 10, 16, 8, 2, 36, 1, 37, -1, 3, 35, 17];
  const lines = [];
  for (let k = 0; k < 240; k++) {
    const s = r.pick(HEADS) + r.pick(SIGNS) + r.pick(BODIES) + (r.chance(0.2) ? r.pick(['x', ' ', '9', '.']) : '');
    const base = r.pick(BASES);
    switch (r.pick(['strtol', 'strtol', 'strtoul', 'strtoul', 'atoi', 'atol'])) {
      case 'strtol': lines.push(`errno = 0; strcpy(b, "${s}"); e = b + 99; l1 = strtol(b, &e, ${base}); fprintf(o, "%ld %d %d\\n", l1, e - b, errno);`); break;
      case 'strtoul': lines.push(`errno = 0; strcpy(b, "${s}"); e = b + 99; l1 = strtoul(b, &e, ${base}); fprintf(o, "%lu %d %d\\n", l1, e - b, errno);`); break;
      case 'atoi': lines.push(`errno = 0; n = atoi("${s}"); fprintf(o, "%d %d\\n", n, errno);`); break;
      default: lines.push(`errno = 0; l1 = atol("${s}"); fprintf(o, "%ld %d\\n", l1, errno);`);
    }
  }
  // the 32-bit ends in each base: only a digit past 32 bits unsigned overflows
  for (const [t, base] of [['2147483648', 10], ['2147483649', 10], ['4294967295', 10], ['4294967296', 10], ['-2147483649', 10], ['-4294967295', 10], ['-4294967296', 10], ['80000000', 16], ['ffffffff', 16],
    ['100000000', 16], ['-80000001', 16], ['0xffffffff', 0], ['037777777777', 0], ['040000000000', 0], ['zik0zk', 36], ['1z141z3', 36], ['1z141z4', 36], ['11111111111111111111111111111111', 2], ['100000000000000000000000000000000', 2], ['20000000000', 8]]) {
    lines.push(`errno = 0; e = NULL; l1 = strtol("${t}", &e, ${base}); i1 = errno; errno = 0; l2 = strtoul("${t}", NULL, ${base}); fprintf(o, "%ld %d %d %lu %d\\n", l1, e == NULL ? -1 : (int)strlen(e), i1, l2, errno);`);
  }
  lines.push('errno = 0; l1 = strtol("123", NULL, 10); fprintf(o, "%ld %d\\n", l1, errno);');
  lines.push('errno = 0; l1 = strtoul("-1", NULL, 10); fprintf(o, "%lu %d\\n", l1, errno);');
  return ['SX2', lines];
}

/** rand after srand of many seeds (and without one), random(n); the sequences TC's generator gives. */
function randProgram() {
  const lines = [];
  lines.push('for (i1 = 0; i1 < 8; i1++) fprintf(o, "%d ", rand()); fprintf(o, "\\n");');
  for (const seed of [0, 1, 2, 3, 7, 42, 100, 255, 256, 1000, 12345, 32767, 32768, 32769, 65534, 65535, 54321, 4660, 43981, 9999]) {
    lines.push(`srand(${seed}U); for (i1 = 0; i1 < 12; i1++) fprintf(o, "%d ", rand()); fprintf(o, "\\n");`);
  }
  lines.push('srand(5); for (i1 = 0; i1 < 1000; i1++) rand(); fprintf(o, "%d %d %d\\n", rand(), rand(), rand());');
  lines.push('srand(5); for (i1 = 0; i1 < 32767; i1++) rand(); rand(); fprintf(o, "%d %d %d\\n", rand(), rand(), rand());');
  for (const m of [1, 2, 3, 6, 10, 100, 1000, 32767]) lines.push(`srand(17); for (i1 = 0; i1 < 10; i1++) fprintf(o, "%d ", random(${m})); fprintf(o, "\\n");`);
  lines.push('srand(1); l1 = 0; for (i1 = 0; i1 < 30000; i1++) l1 += rand(); fprintf(o, "%ld\\n", l1);');
  lines.push('fprintf(o, "%d\\n", RAND_MAX);');
  return ['RN1', lines];
}

/** string.h and mem.h at the edges: overlapping copies, counts of 0, padding, the bytes past what they should touch. */
function stringEdgeProgram() {
  const r = rng(2704);
  const lines = [];
  const SHOW = 'for (i1 = 0; i1 < 24; i1++) fputc(b[i1] ? b[i1] : \'.\', o); fputc(\'\\n\', o);';
  const INIT = 'strcpy(b, "ABCDEFGHIJKLMNOPQRST"); b[21] = \'u\'; b[22] = \'v\'; b[23] = 0;';
  for (let k = 0; k < 180; k++) {
    const d = r.int(0, 12), s = r.int(0, 12), n = r.pick([0, 1, 2, 3, 5, 8, 10, r.int(0, 11)]);
    const ops = [
      `memmove(b + ${d}, b + ${s}, ${n});`, `memcpy(b + ${d}, b + ${s}, ${n});`, `movmem(b + ${s}, b + ${d}, ${n});`, `strcpy(b + ${d}, b + ${s});`,
      `strncpy(b + ${d}, "xyz", ${n});`, `strncat(b + ${d}, b + ${s}, ${n});`, `strncpy(b + ${d}, b + ${s}, ${n});`, `memset(b + ${d}, 'z', ${n});`,
      `setmem(b + ${d}, ${n}, 'y');`, `memccpy(b + ${d}, b + ${s}, 'H', ${n});`, `swab(b + ${s}, b + ${d}, ${n});`, `strnset(b + ${d}, 'q', ${n});`,
      `strrev(b + ${d});`, `stpcpy(b + ${d}, "12");`, `strset(b + ${d}, 'w');`, `strcat(b + ${d}, "++");`, `b[${d}] = 0; strncat(b, "abcdef", ${n});`,
    ];
    const op = r.pick(ops);
    lines.push(`${INIT} ${op} ${SHOW}`);
  }
  const CMP = [['abc', 'abd'], ['abc', 'ab'], ['', ''], ['a', ''], ['\\377', 'a'], ['ABC', 'abc'], ['abc', 'ABD'], ['a\\351', 'a\\311'], ['zz', 'z{'], ['[', 'a'], ['_', 'a']];
  for (const [a, c] of CMP) {
    for (const n of [0, 1, 2, 5]) {
      lines.push(`fprintf(o, "%d %d %d %d %d %d\\n", strncmp("${a}", "${c}", ${n}), strnicmp("${a}", "${c}", ${n}), memcmp("${a}", "${c}", ${n}), memicmp("${a}", "${c}", ${n}), strcmp("${a}", "${c}") , stricmp("${a}", "${c}"));`);
    }
  }
  for (const [h, nd] of [['', ''], ['abc', ''], ['', 'a'], ['aaab', 'aab'], ['abcabc', 'cab'], ['abc', 'abcd'], ['a\\377b', '\\377']]) {
    lines.push(`e = strstr("${h}", "${nd}"); fprintf(o, "%d %d %d %d\\n", e == NULL ? -1 : (int)strlen(e), (int)strspn("${h}", "${nd}"), (int)strcspn("${h}", "${nd}"), strpbrk("${h}", "${nd}") == NULL);`);
  }
  for (const c of [0, 97, 98, 255, 256 + 97, -159]) {
    lines.push(`e = strchr("abcab", ${c}); i1 = e ? (int)strlen(e) : -1; e = strrchr("abcab", ${c}); i2 = e ? (int)strlen(e) : -1; e = memchr("ab\\0cab", ${c}, 6); fprintf(o, "%d %d %d\\n", i1, i2, e ? (int)(e - (char *)0) % 1 : -1);`);
  }
  lines.push('strcpy(b, ",a,,b c, ,"); e = strtok(b, ", "); while (e) { fprintf(o, "[%s]", e); e = strtok(NULL, ", "); } fprintf(o, "\\n");');
  lines.push('strcpy(b, "abc"); e = strtok(b, ""); fprintf(o, "[%s]", e); e = strtok(NULL, ""); fprintf(o, "%d\\n", e == NULL);');
  lines.push('strcpy(b, ",,,"); e = strtok(b, ","); fprintf(o, "%d\\n", e == NULL);');
  lines.push('strcpy(b, "a;b,c"); e = strtok(b, ";"); fprintf(o, "[%s]", e); e = strtok(NULL, ","); fprintf(o, "[%s]", e); e = strtok(NULL, ","); fprintf(o, "[%s]\\n", e);');
  lines.push('e = strdup(""); fprintf(o, "%d %d\\n", e != NULL, e ? (int)strlen(e) : -1); free(e);');
  lines.push('strcpy(b, "MiXeD 123 \\311\\351"); strlwr(b); fprintf(o, "[%s] ", b); strupr(b); fprintf(o, "[%s]\\n", b);');
  return ['SM2', lines, '#include <mem.h>\n#include <dos.h>\n'];
}

/** Text against binary streams: CR LF, lone CRs and LFs, ^Z; getc, fgets, fread, fscanf, ftell and fseek in text mode, appends. */
function textFileProgram() {
  const r = rng(2705);
  const CONTENTS = ['ab\\r\\ncd\\r\\n', 'ab\\ncd\\n', 'a\\rb\\r\\r\\nc', '\\r\\n\\r\\n\\r\\n', 'x\\r', 'ab\\032cd\\r\\n', '\\032', 'a\\r\\032\\nb', '12 34\\r\\n56\\03278', 'line1\\r\\nline2', '\\n\\r', 'a\\r\\r\\n\\nb', 'q\\r\\nw\\r\\ne\\r\\nr\\r\\nt\\r\\ny'];
  const lines = [];
  const make = (c) => `f = fopen("TX.DAT", "wb"); fwrite("${c}", 1, sizeof("${c}") - 1, f); fclose(f);`;
  for (let k = 0; k < 170; k++) {
    const c = r.pick(CONTENTS);
    const mode = r.pick(['r', 'rt', 'rb', 'r+']);
    const ops = [
      `for (i1 = 0; i1 < 14; i1++) { n = getc(f); fprintf(o, "%d:%ld ", n, ftell(f)); }`,
      `while (fgets(s1, 4, f)) { for (i1 = 0; s1[i1]; i1++) fprintf(o, "%d,", s1[i1]); fprintf(o, ":%ld ", ftell(f)); } fprintf(o, "%d", feof(f) != 0);`,
      `n = fread(s1, 1, 30, f); fprintf(o, "%d %ld %d %d:", n, ftell(f), feof(f) != 0, ferror(f) != 0); for (i1 = 0; i1 < n; i1++) fprintf(o, " %d", s1[i1]);`,
      `n = fread(s1, 3, 4, f); fprintf(o, "%d %ld %d", n, ftell(f), feof(f) != 0);`,
      `n = fscanf(f, "%s%s%s", s1, s2, b); fprintf(o, "%d [%s] %ld", n, n > 0 ? s1 : "", ftell(f));`,
      `n = fseek(f, ${r.int(0, 8)}L, 0); i1 = getc(f); i2 = getc(f); fprintf(o, "%d %d %d %ld", n, i1, i2, ftell(f));`,
      `getc(f); getc(f); getc(f); l1 = ftell(f); getc(f); n = fseek(f, l1, 0); i1 = getc(f); fprintf(o, "%ld %d %d %ld", l1, n, i1, ftell(f));`,
      `n = fseek(f, -${r.int(1, 4)}L, 2); i1 = getc(f); fprintf(o, "%d %d %ld %d", n, i1, ftell(f), feof(f) != 0);`,
      `getc(f); n = fseek(f, ${r.int(0, 3)}L, 1); i1 = getc(f); fprintf(o, "%d %d %ld", n, i1, ftell(f));`,
      `while ((n = getc(f)) != EOF); fprintf(o, "%ld %d ", ftell(f), feof(f) != 0); clearerr(f); n = getc(f); fprintf(o, "%d %ld", n, ftell(f));`,
      `n = fgetc(f); i1 = ungetc('\\n', f); i2 = fgetc(f); fprintf(o, "%d %d %d %ld", n, i1, i2, ftell(f));`,
    ];
    lines.push(`${make(c)} f = fopen("TX.DAT", "${mode}"); ${r.pick(ops)} fclose(f); fprintf(o, "\\n");`);
  }
  const WRITES = ['"a\\nb\\n"', '"\\r\\n"', '"\\032\\n"', '"\\n\\n\\n"', '"x\\ry"'];
  for (let k = 0; k < 40; k++) {
    const w = r.pick(WRITES);
    const mode = r.pick(['w', 'wt', 'wb', 'a', 'ab', 'at', 'w+', 'a+']);
    const pre = r.chance(0.5) ? make(r.pick(CONTENTS)) : 'unlink("TX.DAT");';
    lines.push(`${pre} f = fopen("TX.DAT", "${mode}"); n = fputs(${w}, f); l1 = ftell(f); i1 = fprintf(f, "%s", ${w}); l2 = ftell(f); fclose(f); f = fopen("TX.DAT", "rb"); i2 = fread(b, 1, 60, f); fclose(f); fprintf(o, "%d %ld %d %ld %d:", n, l1, i1, l2, i2); for (i3 = 0; i3 < i2; i3++) fprintf(o, " %d", b[i3]); fprintf(o, "\\n");`);
  }
  lines.push('f = fopen("TX.DAT", "wt"); n = fwrite("a\\nb\\n", 1, 4, f); l1 = ftell(f); fclose(f); f = fopen("TX.DAT", "rb"); fseek(f, 0L, 2); fprintf(o, "%d %ld %ld\\n", n, l1, ftell(f)); fclose(f);');
  lines.push('unlink("TX.DAT"); fprintf(o, "end\\n");');
  return ['TX1', lines, 'FILE *f;\n'];
}

/** conio's cputs and cprintf in windows: wrapping at the right edge, scrolling at the bottom, control characters, gotoxy outside. */
function conioWrapProgram() {
  const r = rng(2706);
  const lines = [];
  const TEXTS = ['abcdefghijklmnopqrstuvwxyz', 'x\\ny', 'x\\r\\ny', 'ab\\rc', 'a\\bb', 'a\\tb', '\\a!', 'line\\n\\n\\nend', '0123456789012345678901234567890123456789', 'w\\x7fz', '\\b\\b\\bq'];
  for (let k = 0; k < 90; k++) {
    const x1 = r.int(1, 70), y1 = r.int(1, 20), x2 = Math.min(80, x1 + r.int(0, 12)), y2 = Math.min(25, y1 + r.int(0, 4));
    const t = r.pick(TEXTS);
    const call = r.chance(0.5) ? `n = cputs("${t}");` : `n = cprintf("${t}%d", ${r.int(0, 99)});`;
    const reps = r.int(1, 3);
    const go = r.chance(0.4) ? `gotoxy(${r.int(0, 14)}, ${r.int(0, 6)}); ` : '';
    lines.push(`CL0(); window(${x1}, ${y1}, ${x2}, ${y2}); ${go}for (i3 = 0; i3 < ${reps}; i3++) ${call} i1 = wherex(); i2 = wherey(); window(1, 1, 80, 25); fprintf(o, "%d %d %d ", n, i1, i2); SH(${x1}, ${y1}, ${x2}, ${y2});`);
  }
  return ['CW1', lines, `#include <conio.h>
char sb[4000];
void CL0(void)
{
  window(1, 1, 80, 25); textattr(7); clrscr();
}
void SH(int x1, int y1, int x2, int y2)
{
  int x, y;
  gettext(x1, y1, x2, y2, sb);
  for (y = 0; y <= y2 - y1; y++) {
    for (x = 0; x <= x2 - x1; x++) fputc(sb[2 * (y * (x2 - x1 + 1) + x)] < 32 ? '~' : sb[2 * (y * (x2 - x1 + 1) + x)], o);
    fputc('|', o);
  }
  fputc('\\n', o);
}
`];
}

/** fscanf on files: the loops real programs write (numbers, words, lines) over CR LF and LF text, tabs, blank lines, a missing last newline, ^Z; what each call returns up to EOF. */
function fileScanProgram() {
  const r = rng(2707);
  const ITEMS = ['12', '-3', '+7', '4.5', '1e3', 'abc', 'x1', '0x1f', '077', '99999', ',', ';', '-', '.', ''];
  const SEPS = [' ', '  ', '\\t', '\\r\\n', '\\n', '\\r\\n\\r\\n', ' \\r\\n', '\\n\\n', ','];
  const LOOPS = [
    ['%d', 'i1', '%d'], ['%d ', 'i1', '%d'], [' %d', 'i1', '%d'], ['%ld', 'l1', '%ld'], ['%f', 'f1', '%g'], ['%lf', 'g1', '%g'], ['%s', 's1', '[%s]'], ['%3s', 's1', '[%s]'],
    ['%[^\\n]\\n', 's1', '[%s]'], ['%[^\\n]%*c', 's1', '[%s]'], ['%c', 's1', '%d'], ['%x', 'i1', '%d'], ['%i', 'i1', '%d'], ['%d,', 'i1', '%d'], ['%*s %d', 'i1', '%d'],
  ];
  const lines = [];
  for (let k = 0; k < 160; k++) {
    let text = '';
    const n = r.int(0, 7);
    for (let t = 0; t < n; t++) text += r.pick(ITEMS) + r.pick(SEPS);
    if (r.chance(0.3)) text = text.replace(/(\\r\\n|\\n|\\t| |,)+$/, '');
    if (r.chance(0.1)) text += '\\032' + r.pick(['', '5', ' 6']);
    const [fmt, v, show] = r.pick(LOOPS);
    const mode = r.pick(['r', 'r', 'rt', 'rb']);
    const at = v === 's1' ? 's1' : `&${v}`;
    const val = v === 's1' && show === '%d' ? 's1[0]' : v;
    lines.push(`f = fopen("FS.DAT", "wb"); fwrite("${text}", 1, sizeof("${text}") - 1, f); fclose(f); f = fopen("FS.DAT", "${mode}"); for (i2 = 0; i2 < 12; i2++) { s1[0] = 0; n = fscanf(f, "${fmt}", ${at}); fprintf(o, "%d", n); if (n == 1) fprintf(o, ":${show}", ${val}); fprintf(o, " "); if (n == EOF) break; if (n == 0) { i3 = getc(f); fprintf(o, "<%d> ", i3); } } fprintf(o, "%ld %d\\n", ftell(f), feof(f) != 0); fclose(f);`);
  }
  lines.push('unlink("FS.DAT"); fprintf(o, "end\\n");');
  return ['FS1', lines, 'FILE *f;\n'];
}

/** long double: printf's L conversions of values held in long doubles, passed among doubles and ints; sizeof. */
function longDoubleProgram() {
  const r = rng(2708);
  const lines = ['fprintf(o, "%d\\n", (int)sizeof(long double));'];
  for (let k = 0; k < 60; k++) {
    const v = randomDouble(r);
    const conv = r.pick(['Lf', 'Le', 'Lg', 'LE', 'LG']);
    const prec = r.chance(0.6) ? `.${r.int(0, 18)}` : '';
    lines.push(`x1 = ${dbl(v)}; n = sprintf(b, "%d|%${prec}${conv}|%g|%d", 7, x1, 2.5, 9); fprintf(o, "%d [%s]\\n", n, b);`);
  }
  lines.push('x1 = 1.0 / 3.0; x2 = x1 * 3.0; fprintf(o, "%d %Lg\\n", x2 == 1.0, x2 - 1.0);');
  return ['LD1', lines, 'long double x1, x2;\n'];
}

/** time.h past its ranges: asctime of fields out of range (the day and month names' indexes kept in theirs: past them TC reads whatever follows its tables), gmtime/localtime/ctime at the ends of time_t. */
function timeEdgeProgram() {
  const r = rng(2709);
  const lines = [];
  for (let k = 0; k < 50; k++) {
    // each field its 2 characters, the year its 4: TC's 26-byte buffer holds the text (a longer one runs over what follows it, and DOSBox's run hung)
    const f = [r.pick([0, 59, 60, 99, -1, -9]), r.pick([0, 59, 60, -5, 99]), r.pick([0, 23, 24, -1, 99]), r.pick([0, 1, 31, 32, -3, 99]), r.int(0, 11),
      r.pick([0, 70, 99, 100, 137, 199, 200, 1000, -1, -1900, 8099, 7000, 2000]), r.int(0, 6), r.pick([0, 365, -1]), r.pick([0, 1, -1])];
    lines.push(`tm1.tm_sec = ${f[0]}; tm1.tm_min = ${f[1]}; tm1.tm_hour = ${f[2]}; tm1.tm_mday = ${f[3]}; tm1.tm_mon = ${f[4]}; tm1.tm_year = ${f[5]}; tm1.tm_wday = ${f[6]}; tm1.tm_yday = ${f[7]}; tm1.tm_isdst = ${f[8]}; e = asctime(&tm1); fprintf(o, "%d %s", (int)strlen(e), e);`);
  }
  // (a negative time hangs TC's gmtime and localtime: DOSBox's run never ended)
  const TIMES = ['0L', '17999L', '18000L', '2147483647L', '2147465647L', '946684799L', '951825600L', '1073741824L', '2000000000L', '1000000000L'];
  for (const t of TIMES) {
    lines.push(`t1 = ${t}; tp = gmtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS});`);
    lines.push(`t1 = ${t}; tp = localtime(&t1); fprintf(o, "%d %d %d %d %d %d %d %d %d\\n", ${TM_FIELDS});`);
    lines.push(`t1 = ${t}; fprintf(o, "%s", ctime(&t1));`);
  }
  lines.push('t1 = 1000000000L; t2 = -1000000000L; fprintf(o, "%.1f %.1f %.1f\\n", difftime(t1, t2), difftime(t2, t1), difftime(t1, t1));');
  return ['TM2', lines, '#include <time.h>\ntime_t t1, t2;\nstruct tm *tp, tm1;\n'];
}

/**
 * BV1: the BIOS services corpus programs call through int86 (corpus batch 3): INT 10h's mode set
 * (AL=12h, 03h, 01h), cursor shape and position, light pen, blink; INT 17h with no printer;
 * INT 13h's drive parameters; the parallel port's registers, which DOSBox 0.74 does not have.
 */
function biosVideoProgram() {
  const lines = [];
  const R = 'fprintf(o, "%04X %04X %04X %04X %d\\n", r.x.ax, r.x.bx, r.x.cx, r.x.dx, r.x.cflag);';
  const call = (n, set) => `r.x.ax = r.x.bx = r.x.cx = r.x.dx = 0; ${set} int86(0x${n.toString(16)}, &r, &r); ${R}`;
  lines.push(call(0x10, 'r.h.ah = 4;'));
  lines.push(call(0x10, 'r.h.ah = 4; r.h.al = 1;'));
  lines.push(call(0x10, 'r.h.ah = 0x0F;'));
  // (the cursor's row and column before the program sets them are COMMAND.COM's: not printed)
  lines.push(`r.h.ah = 3; int86(0x10, &r, &r); fprintf(o, "%04X %04X\\n", r.x.ax, r.x.cx);`);
  lines.push(call(0x10, 'r.h.ah = 2; r.h.dh = 5; r.h.dl = 7;'));
  lines.push(call(0x10, 'r.h.ah = 3;'));
  lines.push(call(0x10, 'r.h.ah = 1; r.x.cx = 0x2000;'));
  lines.push(call(0x10, 'r.h.ah = 3;'));
  lines.push(call(0x10, 'r.h.ah = 1; r.x.cx = 0x0607;'));
  lines.push(call(0x10, 'r.h.ah = 3;'));
  lines.push(call(0x10, 'r.x.ax = 0x1003; r.h.bl = 0;'));
  lines.push(call(0x10, 'r.x.ax = 0x1003; r.h.bl = 1;'));
  lines.push(call(0x10, 'r.x.ax = 0x0012;'));
  // the mouse driver, first called now: where DOSBox's reset at boot (in text mode) left it
  lines.push(call(0x33, 'r.x.ax = 3;'));
  lines.push(call(0x33, 'r.x.ax = 4; r.x.cx = 600; r.x.dx = 470;'));
  lines.push(call(0x33, 'r.x.ax = 3;'));
  lines.push(call(0x10, 'r.h.ah = 0x0F;'));
  lines.push(call(0x10, 'r.h.ah = 3;'));
  lines.push(call(0x10, 'r.x.ax = 0x0C05; r.x.cx = 10; r.x.dx = 20;'));
  lines.push(call(0x10, 'r.x.ax = 0x0D00; r.x.cx = 10; r.x.dx = 20;'));
  lines.push(call(0x10, 'r.x.ax = 0x0D00; r.x.cx = 11; r.x.dx = 20;'));
  lines.push(call(0x10, 'r.x.ax = 0x0012;'));
  lines.push(call(0x10, 'r.x.ax = 0x0D00; r.x.cx = 10; r.x.dx = 20;'));
  // B800 in mode 12h: nothing the program wrote there
  lines.push('n = peek(0xB800, 0); fprintf(o, "%04X\\n", n);');
  lines.push(call(0x10, 'r.x.ax = 0x0001;'));
  lines.push(call(0x10, 'r.h.ah = 0x0F;'));
  lines.push(call(0x10, 'r.x.ax = 0x0003;'));
  lines.push(call(0x33, 'r.x.ax = 3;'));
  lines.push(call(0x33, 'r.x.ax = 0;'));
  lines.push(call(0x33, 'r.x.ax = 3;'));
  // the text-mode cursor: the cell's word ANDed and XORed in video memory, put back when hidden
  const cell = 'n = peek(0xB800, (12 * 80 + 12) * 2); fprintf(o, "%04X\\n", n);';
  lines.push(`${call(0x33, 'r.x.ax = 0;')} ${call(0x33, 'r.x.ax = 4; r.x.cx = 96; r.x.dx = 96;')} ${call(0x33, 'r.x.ax = 1;')} ${cell}`);
  lines.push(`${call(0x33, 'r.x.ax = 0x0A; r.x.bx = 0; r.x.cx = 0xFF00; r.x.dx = 0x0418;')} ${cell}`);
  lines.push(`${call(0x33, 'r.x.ax = 4; r.x.cx = 104; r.x.dx = 96;')} ${cell}`);
  lines.push(`${call(0x33, 'r.x.ax = 2;')} n = peek(0xB800, (12 * 80 + 13) * 2); fprintf(o, "%04X\\n", n); ${cell}`);
  lines.push(call(0x10, 'r.h.ah = 0x0F;'));
  lines.push(call(0x10, 'r.h.ah = 3;'));
  lines.push(call(0x17, 'r.h.ah = 0; r.h.al = 65;'));
  lines.push(call(0x17, 'r.h.ah = 1;'));
  lines.push(call(0x17, 'r.h.ah = 2;'));
  lines.push(call(0x17, 'r.h.ah = 0; r.h.al = 65; r.x.dx = 1;'));
  lines.push(call(0x17, 'r.h.ah = 2; r.x.dx = 3;'));
  lines.push(call(0x13, 'r.h.ah = 8; r.h.dl = 0;'));
  lines.push(call(0x13, 'r.h.ah = 8; r.h.dl = 0x80;'));
  lines.push(call(0x13, 'r.h.ah = 8; r.h.dl = 2;'));
  for (const port of [0x378, 0x379, 0x37a, 0x278, 0x3bc]) lines.push(`n = inportb(0x${port.toString(16)}); fprintf(o, "%02X\\n", n);`);
  lines.push('outportb(0x378, 0x55); n = inportb(0x378); fprintf(o, "%02X\\n", n);');
  lines.push('outportb(0x37A, 0x0C); n = inportb(0x37A); fprintf(o, "%02X\\n", n);');
  lines.push('n = peek(0x40, 8); fprintf(o, "%04X\\n", n);');
  lines.push('n = peek(0x40, 0x60); fprintf(o, "%04X\\n", n);');
  return ['BV1', lines, '#include <dos.h>\nunion REGS r;\n'];
}

/** Keys into the BIOS type-ahead buffer (at most 15 at once): a word (P), a character as its key (KC), a string (K). */
const TYPE_KEYS = `void P(unsigned w)
{
  unsigned t = peek(0x40, 0x1C);
  poke(0x40, t, w);
  poke(0x40, 0x1C, t == 0x3C ? 0x1E : t + 2);
}
/* Enter, Backspace and Esc with their scan codes, the rest with A's */
void KC(unsigned c)
{
  P(c == 13 ? 0x1C0D : c == 8 ? 0x0E08 : c == 27 ? 0x011B : 0x1E00 | c);
}
void K(char *s)
{
  for (; *s; s++) KC((unsigned char)*s);
}
`;

/**
 * stdin's readers on typed lines (DOS's line input on CON): getchar, fgetchar, gets, scanf, vscanf —
 * what they return, what the line left, ^Z as the end (and what reads after it give), Backspace in
 * the line; conio's getche and getpass (what they echo: the cursor after); bios.h's bioskey(0/1/2).
 */
function stdinProgram() {
  const lines = [];
  const D = ' fflush(stdin); clearerr(stdin); while (kbhit()) getch();';
  const at = 'fprintf(o, " %d %d\\n", wherex(), wherey() > 1);';
  lines.push(`K("abc\\r"); n = getchar(); i1 = getchar(); i2 = fgetchar(); i3 = getchar(); fprintf(o, "%d %d %d %d %d", n, i1, i2, i3, stdin->level); ${at}${D}`);
  lines.push(`K("xy\\r"); n = fgetchar(); fprintf(o, "%d %d %d", n, stdin->level, feof(stdin)); ${at}${D}`);
  lines.push(`K("hello world\\r"); e = gets(b); fprintf(o, "%d [%s] %d %d", e == b, b, strlen(b), stdin->level); ${at}${D}`);
  lines.push(`K("\\r"); b[0] = 'q'; e = gets(b); fprintf(o, "%d [%s] %d", e == b, b, stdin->level); ${at}${D}`);
  lines.push(`K("ab\\bc\\b\\bde\\r"); e = gets(b); fprintf(o, "%d [%s]", e == b, b); ${at}${D}`);
  lines.push(`K("\\b\\bz\\r"); e = gets(b); fprintf(o, "%d [%s]", e == b, b); ${at}${D}`);
  lines.push(`K("a\\tb\\r"); e = gets(b); fprintf(o, "%d [%s] %d", e == b, b, b[1]); ${at}${D}`);
  lines.push(`K("12 34\\r"); i1 = i2 = -1; n = scanf("%d %d", &i1, &i2); fprintf(o, "%d %d %d %d", n, i1, i2, stdin->level); ${at}${D}`);
  lines.push(`K("word rest\\r"); s1[0] = 0; n = scanf("%s", s1); i1 = getchar(); fprintf(o, "%d [%s] %d %d", n, s1, i1, stdin->level); ${at}${D}`);
  lines.push(`K("abc\\r"); i1 = -1; n = scanf("%d", &i1); i2 = getchar(); fprintf(o, "%d %d %d", n, i1, i2); ${at}${D}`);
  lines.push(`K("3.5 -7 x\\r"); f1 = 0; l1 = 0; n = scanf("%f %ld %c", &f1, &l1, s1); fprintf(o, "%d %.2f %ld %d", n, f1, l1, s1[0]); ${at}${D}`);
  lines.push(`K("1\\r2\\r"); i1 = i2 = -1; n = scanf("%d%d", &i1, &i2); fprintf(o, "%d %d %d %d", n, i1, i2, stdin->level); ${at}${D}`);
  lines.push(`K("5,6\\r"); i1 = i2 = -1; n = VS("%d,%d", &i1, &i2); fprintf(o, "%d %d %d", n, i1, i2); ${at}${D}`);
  lines.push(`K("zz\\r"); i1 = -1; n = VS("%d", &i1); fprintf(o, "%d %d", n, i1); ${at}${D}`);
  // conio: getche echoes where the cursor is; getpass prints its prompt, empties the type-ahead
  // buffer (so its keys come later, one a timer tick: GP), reads without echo, ends the line
  lines.push(`gotoxy(1, 5); K("x"); n = getche(); fprintf(o, "%d", n); ${at}${D}`);
  lines.push(`gotoxy(10, 5); K("\\r"); n = getche(); fprintf(o, "%d", n); ${at}${D}`);
  lines.push(`gotoxy(10, 5); K("\\b"); n = getche(); fprintf(o, "%d", n); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("secret\\r", "PW:"); fprintf(o, "[%s] %d", e, strlen(e)); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("ab\\bcd\\r", ""); fprintf(o, "[%s]", e); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("abcdefghijk\\r", "Password: "); fprintf(o, "[%s] %d", e, strlen(e)); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("\\r", "x"); fprintf(o, "[%s] %d", e, strlen(e)); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("\\bq\\r", "x"); fprintf(o, "[%s]", e); ${at}${D}`);
  lines.push(`gotoxy(1, 6); e = GP("a\\033b\\r", ">"); fprintf(o, "[%s] %d", e, e[0]); ${at}${D}`);
  // bioskey: 1 peeks (0 when empty), 0 takes, 2 the shift flags
  lines.push(`fprintf(o, "%d %d", bioskey(1), bioskey(2) & 0x0F); ${at}`);
  lines.push(`K("a"); n = bioskey(1); i1 = bioskey(1); i2 = bioskey(0); i3 = bioskey(1); fprintf(o, "%04X %04X %04X %d", n, i1, i2, i3); ${at}`);
  lines.push(`K("\\r\\x1b"); n = bioskey(0); i1 = bioskey(0); fprintf(o, "%04X %04X %d", n, i1, bioskey(1)); ${at}`);
  lines.push(`poke(0x40, 0x1C, peek(0x40, 0x1C)); P(0x4800); P(0x3B00); n = bioskey(1); i1 = bioskey(0); i2 = bioskey(0); fprintf(o, "%04X %04X %04X %d", n, i1, i2, bioskey(1)); ${at}`);
  lines.push(`P(0x0000); n = bioskey(1); i1 = bioskey(0); fprintf(o, "%d %04X %d", n, i1, bioskey(1)); ${at}`);
  lines.push(`kf = peekb(0x40, 0x17); pokeb(0x40, 0x17, 0x03); n = bioskey(2); pokeb(0x40, 0x17, 0x0C); i1 = bioskey(2); pokeb(0x40, 0x17, kf); fprintf(o, "%02X %02X", n, i1); ${at}`);
  lines.push(`P(0x1E61); n = bioskey(0x10); fprintf(o, "%04X %d", n, bioskey(1)); ${at}`);
  // what a typed line leaves: getch, getche and kbhit read the BIOS, not stdin's buffer (its rest
  // stays for the next scanf or gets); system() empties stdin's buffer (corpus C1667, C2003)
  lines.push(`K("5 100 150 200\\r"); n = scanf("%d", &i1); i3 = stdin->level; K("x"); i2 = getch(); fprintf(o, "%d %d %d %d %d", n, i1, i3, i2, stdin->level); K("7\\r"); i3 = -1; scanf("%d", &i3); fprintf(o, " %d %d %d", i3, stdin->level, kbhit() != 0); ${at}${D}`);
  lines.push(`K("5 100\\r"); n = scanf("%d", &i1); i2 = getchar(); fprintf(o, "%d %d %d %d", n, i1, i2, stdin->level); ${at}${D}`);
  lines.push(`K("ab cd ef\\r"); n = scanf("%s", s1); b[0] = 'q'; b[1] = 0; K("zz\\r"); e = gets(b); fprintf(o, "%d [%s] [%s] %d %d", n, s1, b, stdin->level, kbhit() != 0); ${at}${D}`);
  lines.push(`K("hello\\r"); e = gets(b); K("y"); i2 = getch(); fprintf(o, "[%s] %d %d", b, i2, stdin->level); ${at}${D}`);
  lines.push(`K("5 100\\r"); n = scanf("%d", &i1); i2 = kbhit(); fprintf(o, "%d %d %d %d", n, i1, i2, stdin->level); ${at}${D}`);
  lines.push(`K("5 100\\r"); n = scanf("%d", &i1); fflush(stdin); K("7\\r"); i3 = -1; scanf("%d", &i3); fprintf(o, "%d %d %d", i1, i3, stdin->level); ${at}${D}`);
  lines.push(`K("5 100 150\\r"); n = scanf("%d", &i1); i2 = stdin->level; system("cls"); i3 = stdin->level; fprintf(o, "%d %d %d", i1, i2, i3); K("7\\r"); i3 = -1; scanf("%d", &i3); fprintf(o, " %d %d", i3, stdin->level); ${at}${D}`);
  lines.push(`K("5 100 150\\r"); n = scanf("%d", &i1); K("x"); i2 = getch(); system("rem"); K("7\\r"); i3 = -1; scanf("%d", &i3); fprintf(o, "%d %d %d %d", i1, i2, i3, stdin->level); ${at}${D}`);
  lines.push(`K("5 100\\rw"); n = scanf("%d", &i1); i2 = getch(); fprintf(o, "%d %d %d", i1, i2, stdin->level); ${at}${D}`);
  lines.push(`K("4 extra words\\r"); n = scanf("%d", &i1); K("e"); i2 = getche(); b[0] = 0; K("zz\\r"); e = gets(b); fprintf(o, "%d %d [%s] %d %d", i1, i2, b, stdin->level, kbhit() != 0); ${at}${D}`);
  // ^Z ends stdin for good: TC's handle 0 keeps its end (each read after gives 0 bytes, the keys stay in the BIOS buffer)
  lines.push(`K("ab\\x1a\\r"); n = getchar(); i1 = getchar(); i2 = getchar(); fprintf(o, "%d %d %d %d %d %d", n, i1, i2, feof(stdin), ferror(stdin), stdin->level); ${at}${D}`);
  lines.push(`K("x\\r"); n = getchar(); i1 = kbhit() != 0; fprintf(o, "%d %d %d %d", n, i1, feof(stdin), stdin->level); ${at}${D}`);
  lines.push(`K("\\x1a\\r"); b[0] = 'q'; b[1] = 0; e = gets(b); fprintf(o, "%d [%s] %d", e == NULL, b, feof(stdin)); ${at}${D}`);
  lines.push(`K("ab\\r"); b[0] = 0; e = gets(b); fprintf(o, "%d [%s] %d", e == b, b, feof(stdin)); ${at}${D}`);
  lines.push(`K("7\\r"); i1 = -1; n = scanf("%d", &i1); fprintf(o, "%d %d %d", n, i1, feof(stdin)); ${at}${D}`);
  lines.push(`K("7\\r"); i1 = -1; n = VS("%d", &i1); fprintf(o, "%d %d", n, i1); ${at}${D}`);
  lines.push(`K("q\\r"); n = fgetchar(); i1 = read(0, b, 10); fprintf(o, "%d %d", n, i1); ${at}${D}`);
  lines.push(`l1 = lseek(0, 0L, SEEK_SET); K("x\\r"); n = getchar(); fprintf(o, "%ld %d %d", l1, n, feof(stdin)); ${at}${D}`);
  return ['SI1', lines, `#include <conio.h>
#include <dos.h>
#include <bios.h>
#include <io.h>
#include <stdarg.h>
unsigned char kf;
${TYPE_KEYS}char *pend;
void interrupt (*old1c)();
/* the timer's tick types the next key of pend */
void interrupt T1C()
{
  if (pend && *pend) KC((unsigned char)*pend++);
}
/* getpass(prompt) with keys typed after it starts, one a tick */
char *GP(char *keys, char *prompt)
{
  char *r;
  pend = keys;
  old1c = getvect(0x1C);
  setvect(0x1C, T1C);
  r = getpass(prompt);
  setvect(0x1C, old1c);
  return r;
}
${variadic('int VS(char *f, ...)', 'int', 'f', 'r = vscanf(f, ap);')}`, 'clrscr();'];
}

/**
 * stdout on the screen (DOS's CON through the BIOS): what printf, putchar, puts and vprintf return
 * and put where, before and after fflush — TC's own buffering of stdout, then setbuf's and
 * setvbuf's, seen against cputs, which writes at once.
 */
function stdoutProgram() {
  const lines = [];
  const steps = [
    'n = printf("ab%d", 5);',
    'n = printf("line\\n");',
    'n = printf("");',
    'n = printf("%s|%5d|%-3c|", "xyz", 42, 113);',
    'n = printf("%78s|x", "y");',
    'n = printf("a\\bb\\rc");',
    'n = printf("\\t|\\t|");',
    'n = printf("%d%%", -3);',
    'n = putchar(65); i1 = putchar(0x1C1); fprintf(o, "%d ", i1);',
    'n = putchar(10); i1 = putchar(13); fprintf(o, "%d ", i1);',
    'n = putchar(7); i1 = putchar(0); fprintf(o, "%d ", i1);',
    'n = puts("hi"); i1 = puts(""); fprintf(o, "%d ", i1);',
    'n = puts("a\\nb");',
    'n = VP("%d-%s", 7, "q");',
    'n = VP("", 0);',
    'n = printf("x"); cputs("C");',
    'n = printf("x\\n"); cputs("C");',
    'setbuf(stdout, NULL); n = printf("ab"); cputs("C");',
    'n = putchar(66); cputs("C"); i1 = puts("d"); fprintf(o, "%d ", i1);',
    'setbuf(stdout, sb2); n = printf("ab"); cputs("C");',
    'n = printf("x\\ny"); cputs("C");',
    'n = puts("p"); cputs("C");',
    'n = putchar(80); i1 = putchar(10); cputs("C"); fprintf(o, "%d ", i1);',
    'n = setvbuf(stdout, sb2, _IOLBF, 20); i1 = printf("x"); cputs("C"); fprintf(o, "%d ", i1);',
    'n = printf("ab\\ncd"); cputs("C");',
    'n = printf("%30s%s", "0123456789", "abc"); cputs("C");',
    'n = setvbuf(stdout, NULL, _IONBF, 0); i1 = printf("n"); cputs("C"); fprintf(o, "%d ", i1);',
    'n = setvbuf(stdout, sb2, _IOFBF, 4); i1 = printf("abcdef"); cputs("C"); fprintf(o, "%d ", i1);',
    'n = VP("%c%c", 65, 66); cputs("C");',
  ];
  for (const s of steps) lines.push(`CL0(); ${s} SH(); fflush(stdout); SH(); fprintf(o, " %d\\n", n);`);
  return ['SO1', lines, `#include <conio.h>
#include <stdarg.h>
char sb[400], sb2[BUFSIZ];
void CL0(void)
{
  fflush(stdout); window(1, 1, 80, 25); textattr(7); clrscr();
}
/* where the cursor is, and every cell of the top two rows that is not a blank in attribute 7 */
void SH(void)
{
  fprintf(o, "%d,%d", wherex(), wherey());
  gettext(1, 1, 80, 2, sb);
  for (i1 = 0; i1 < 160; i1++) if (sb[2 * i1] != 32 || sb[2 * i1 + 1] != 7) fprintf(o, " %d:%c%X", i1, (unsigned char)sb[2 * i1] < 32 ? 46 : sb[2 * i1], (unsigned char)sb[2 * i1 + 1]);
  fprintf(o, "|");
}
${variadic('int VP(char *f, ...)', 'int', 'f', 'r = vprintf(f, ap);')}`, 'clrscr();'];
}

/**
 * dos.h's machine calls: sound/nosound seen at ports 61h and 42h/43h, delay and sleep against the
 * BIOS ticks, disable/enable against the timer's interrupt, inp/outp/inport/outport, settime then
 * gettime and ftime, randomize after a set clock; conio's textmode and directvideo through
 * gettextinfo/gettext/wherex; io.h's _close; the library's tables (_ctype, _streams) and structs
 * (BYTEREGS, WORDREGS, xfcb, timeb); harderr's hardresume/hardretn installed.
 */
function machineProgram() {
  const lines = [];
  const T = 'fprintf(o, "%d %d %d %d\\n", t.ti_hour, t.ti_min, t.ti_sec, t.ti_hund);';
  // the speaker: gate and data bits of 61h, channel 2's mode (read-back status) and its count below the divisor
  lines.push('n = inportb(0x61) & 3; sound(440); i1 = inportb(0x61) & 3; outportb(0x43, 0xE8); i2 = inportb(0x42); fprintf(o, "%d %d %02X\\n", n, i1, i2);');
  lines.push('sound(440); outportb(0x43, 0x80); n = inportb(0x42); n |= inportb(0x42) << 8; fprintf(o, "%d\\n", (unsigned)n <= 2711);');
  lines.push('sound(20000); outportb(0x43, 0x80); n = inportb(0x42); n |= inportb(0x42) << 8; fprintf(o, "%d\\n", (unsigned)n <= 59);');
  lines.push('sound(1); fprintf(o, "%d\\n", inportb(0x61) & 3);');
  lines.push('nosound(); n = inportb(0x61) & 3; nosound(); fprintf(o, "%d %d\\n", n, inportb(0x61) & 3);');
  lines.push('outportb(0x61, inportb(0x61) | 3); nosound(); fprintf(o, "%d\\n", inportb(0x61) & 3);');
  lines.push('n = inp(0x61) & 3; outp(0x61, inp(0x61) | 2); i1 = inp(0x61) & 3; outp(0x61, inp(0x61) & 0xFC); fprintf(o, "%d %d %d\\n", n, i1, inp(0x61) & 3);');
  lines.push('outp(0x378, 0x1A5); n = inp(0x378); fprintf(o, "%d\\n", n);');
  lines.push('outport(0x378, 0x1234); n = inportb(0x378); fprintf(o, "%02X\\n", n);');
  lines.push('outportb(0x378, 0x5A); n = inport(0x378); fprintf(o, "%02X\\n", n & 0xFF);');
  lines.push('outportb(0x43, 0xB6); outp(0x42, 0x34); outp(0x42, 0x12); outportb(0x43, 0xE8); n = inp(0x42); fprintf(o, "%02X\\n", n);');
  // delay and sleep against the BIOS tick count (18.2 a second)
  lines.push('W(); l1 = biostime(0, 0L); delay(550); l2 = biostime(0, 0L); fprintf(o, "%d\\n", (int)(l2 - l1) >= 9 && (int)(l2 - l1) <= 11);');
  lines.push('W(); l1 = biostime(0, 0L); delay(0); delay(1); l2 = biostime(0, 0L); fprintf(o, "%d\\n", (int)(l2 - l1) <= 1);');
  lines.push('W(); l1 = biostime(0, 0L); sleep(1); l2 = biostime(0, 0L); fprintf(o, "%d\\n", (int)(l2 - l1) >= 1 && (int)(l2 - l1) <= 20);');
  lines.push('l1 = time(NULL); while (time(NULL) == l1); l1 = time(NULL); sleep(2); l2 = time(NULL); fprintf(o, "%ld\\n", l2 - l1);');
  lines.push('W(); l1 = biostime(0, 0L); sleep(0); l2 = biostime(0, 0L); fprintf(o, "%d\\n", (int)(l2 - l1) <= 1);');
  // interrupts off: the tick count stands while the timer's counter wraps; on again, it moves
  // (the tick count read from the BIOS data area: DOSBox's INT 1Ah returns with interrupts on)
  lines.push('W(); disable(); n = peek(0x40, 0x6C); for (i1 = 0; i1 < 3; i1++) Z(); i2 = peek(0x40, 0x6C); enable(); for (i1 = 0; i1 < 3; i1++) Z(); fprintf(o, "%d %d\\n", i2 - n, peek(0x40, 0x6C) != i2);');
  // settime, gettime, ftime: DOSBox 0.74's INT 21h AH=2Dh checks the time and sets nothing (its clock is the host's), so
  // what is printed is what does not depend on the hour: the clock as it was, time() against ftime, DST by the date
  lines.push('gettime(&t2); t.ti_hour = (t2.ti_hour + 5) % 24; t.ti_min = 20; t.ti_sec = 30; t.ti_hund = 0; settime(&t); gettime(&t); fprintf(o, "%d %d\\n", t.ti_hour == t2.ti_hour, t.ti_hour == (t2.ti_hour + 5) % 24);');
  lines.push('gettime(&t2); t.ti_hour = 25; t.ti_min = 0; t.ti_sec = 0; t.ti_hund = 0; settime(&t); gettime(&t); fprintf(o, "%d %d\\n", t.ti_hour == t2.ti_hour, t.ti_hour < 24);');
  lines.push('d.da_year = 1990; d.da_mon = 6; d.da_day = 15; setdate(&d); ftime(&tb); l1 = time(NULL); fprintf(o, "%d %d %d %d %d\\n", l1 - tb.time <= 1, tb.millitm < 1000, tb.timezone, tb.dstflag, sizeof tb);');
  lines.push('d.da_year = 1990; d.da_mon = 1; d.da_day = 15; setdate(&d); ftime(&tb); l1 = time(NULL); fprintf(o, "%d %d %d\\n", l1 - tb.time <= 1, tb.timezone, tb.dstflag);');
  lines.push('tzset(); ftime(&tb); fprintf(o, "%d %d %ld %d\\n", tb.timezone, tb.dstflag, timezone, daylight);');
  // randomize seeds from the clock: srand(time(NULL)) again gives its sequence
  lines.push('randomize(); n = rand(); i1 = rand(); l1 = time(NULL); srand((unsigned)l1); i2 = rand(); fprintf(o, "%d %d %d\\n", n == i2, i1 == rand(), random(100) < 100);');
  // textmode and directvideo
  lines.push('fprintf(o, "%d\\n", directvideo);');
  lines.push('textmode(C40); gettextinfo(&ti); fprintf(o, "%d %d %d %d %d %d %d ", ti.currmode, ti.screenwidth, ti.screenheight, ti.winright, ti.winbottom, wherex(), wherey()); fprintf(o, "%d %d\\n", peekb(0x40, 0x49), peek(0x40, 0x4A));');
  lines.push('cputs("forty"); gotoxy(39, 1); cputs("wrap"); n = gettext(1, 1, 40, 2, sb); SC(80); fprintf(o, "%d %d %d\\n", n, wherex(), wherey());');
  lines.push('n = gettext(1, 1, 80, 1, sb); i1 = gettext(41, 1, 41, 1, sb); fprintf(o, "%d %d\\n", n, i1);');
  lines.push('textmode(LASTMODE); gettextinfo(&ti); fprintf(o, "%d %d %d %d %d\\n", ti.currmode, ti.screenwidth, ti.winright, peekb(0x40, 0x49), peek(0x40, 0x4A));');
  lines.push('textmode(BW80); gettextinfo(&ti); fprintf(o, "%d %d %d %d\\n", ti.currmode, ti.screenwidth, ti.attribute, peekb(0x40, 0x49));');
  lines.push('textmode(BW40); gettextinfo(&ti); fprintf(o, "%d %d %d\\n", ti.currmode, ti.screenwidth, peekb(0x40, 0x49));');
  lines.push('textattr(0x1E); window(5, 5, 20, 10); textmode(C80); gettextinfo(&ti); fprintf(o, "%d %d %d %d %d %d %d %d\\n", ti.currmode, ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, wherex());');
  lines.push('textmode(LASTMODE); gettextinfo(&ti); fprintf(o, "%d %d\\n", ti.currmode, peekb(0x40, 0x49));');
  lines.push('textmode(C80); textattr(0x2F); gotoxy(3, 2); cputs("vid"); directvideo = 0; gotoxy(3, 3); cputs("bios"); putch(33); n = cprintf("%d", 7); gettext(1, 1, 80, 3, sb); SC(240); fprintf(o, "%d %d %d\\n", n, wherex(), wherey());');
  lines.push('textattr(7); directvideo = 0; clrscr(); gotoxy(78, 1); cputs("wrap"); gotoxy(1, 25); cputs("\\r\\nscroll"); gettext(1, 24, 80, 25, sb); SC(160); gettext(1, 1, 80, 2, sb); SC(160); fprintf(o, "%d %d\\n", wherex(), wherey());');
  lines.push('textattr(7); directvideo = 0; clrscr(); window(10, 2, 14, 3); cputs("abcdefghijkl"); gettext(1, 1, 80, 3, sb); SC(240); fprintf(o, "%d %d\\n", wherex(), wherey()); window(1, 1, 80, 25); directvideo = 1;');
  // io.h's _close
  lines.push('i1 = open("HW1.DAT", O_CREAT | O_RDWR, S_IREAD | S_IWRITE); errno = 0; n = _close(i1); i2 = _close(i1); fprintf(o, "%d %d %d ", n, i2, errno); errno = 0; n = _close(99); fprintf(o, "%d %d ", n, errno); errno = 0; n = write(i1, "x", 1); fprintf(o, "%d %d\\n", n, errno); unlink("HW1.DAT");');
  // the tables and structs
  lines.push('for (i1 = -1; i1 < 256; i1 += 16) fprintf(o, "%02X", _ctype[i1 + 1]); fprintf(o, " %02X %02X %02X %02X\\n", _ctype[\'a\' + 1], _ctype[\' \' + 1], _ctype[\'_\' + 1], _ctype[0]);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d\\n", &_streams[0] == stdin, &_streams[1] == stdout, &_streams[4] == stdprn, _streams[2].fd, _streams[3].fd, sizeof _streams[0], _streams[5].fd);');
  lines.push('fprintf(o, "%04X %04X %04X %d %d\\n", _streams[0].flags, _streams[1].flags, _streams[2].flags, _streams[0].bsize, _streams[2].bsize);');
  lines.push('fprintf(o, "%04X %04X %d %d %d %d %d\\n", _streams[3].flags, _streams[4].flags, _streams[3].fd, _streams[4].fd, _streams[1].bsize, _streams[0].level, _streams[1].level);');
  lines.push('fprintf(o, "%d %d %d %d %d %d\\n", sizeof(struct BYTEREGS), sizeof(struct WORDREGS), sizeof(union REGS), sizeof(struct xfcb), sizeof(struct fcb), sizeof(struct timeb));');
  lines.push('u.x.ax = 0x1234; u.x.bx = 0x5678; u.x.cflag = 1; fprintf(o, "%02X %02X %02X %02X %d\\n", u.h.al, u.h.ah, u.h.bl, u.h.bh, u.x.cflag);');
  lines.push('wr.ax = 0x3000; memcpy(&u.x, &wr, sizeof wr); intdos(&u, &u); br = u.h; fprintf(o, "%d %d\\n", br.al == _osmajor, br.ah == _osminor);');
  lines.push('memset(&xf, 0, sizeof xf); xf.xfcb_flag = 0xFF; xf.xfcb_attr = FA_DIREC; e = parsfnm("ABC.TXT", &xf.xfcb_fcb, 1); fprintf(o, "%d %d %c%c%c %c%c%c %d\\n", e != NULL, xf.xfcb_fcb.fcb_drive, xf.xfcb_fcb.fcb_name[0], xf.xfcb_fcb.fcb_name[1], xf.xfcb_fcb.fcb_name[7], xf.xfcb_fcb.fcb_ext[0], xf.xfcb_fcb.fcb_ext[2], xf.xfcb_fcb.fcb_ext[1], (char *)&xf.xfcb_fcb - (char *)&xf);');
  lines.push('v1 = getvect(0x24); harderr(HE); fprintf(o, "%d\\n", getvect(0x24) != v1); setvect(0x24, v1);');
  // conio.h's colours and modes: their values, a colour set by name as cputs writes it, MONO on the VGA
  lines.push('fprintf(o, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d ", BLACK, BLUE, GREEN, CYAN, RED, MAGENTA, BROWN, LIGHTGRAY, DARKGRAY, LIGHTBLUE, LIGHTGREEN, LIGHTCYAN, LIGHTRED, LIGHTMAGENTA, YELLOW, WHITE, BLINK); fprintf(o, "%d %d %d %d %d %d\\n", BW40, C40, BW80, C80, MONO, LASTMODE);');
  lines.push('textmode(C80); textcolor(YELLOW); textbackground(BLUE); cputs("y"); textcolor(LIGHTMAGENTA + BLINK); textbackground(LIGHTGRAY); cputs("m"); textcolor(DARKGRAY); textbackground(BLACK); cputs("d"); gettext(1, 1, 3, 1, sb); SC(3); fprintf(o, "\\n");');
  lines.push('textmode(MONO); gettextinfo(&ti); fprintf(o, "%d %d %d %d %d ", ti.currmode, ti.screenwidth, ti.attribute, peekb(0x40, 0x49), peek(0x40, 0x4A)); cputs("mono"); n = gettext(1, 1, 4, 1, sb); SC(4); textmode(C80); gettextinfo(&ti); fprintf(o, "%d %d\\n", n, ti.currmode);');
  // a negative mode other than LASTMODE is its low byte's text mode, else C80; a positive one not a text mode does nothing
  lines.push('textmode(BW80); gotoxy(5, 5); textmode(-2); n = peekb(0x40, 0x49); i1 = wherex(); textmode(BW80); textmode(-256); i2 = peekb(0x40, 0x49); textmode(C40); textmode(-254); i3 = peekb(0x40, 0x49); textmode(BW80); textmode(-129); fprintf(o, "%d %d %d %d %d ", n, i1, i2, i3, peekb(0x40, 0x49)); textmode(C40); textmode(254); textmode(-1); fprintf(o, "%d\\n", peekb(0x40, 0x49)); textmode(C80);');
  // puttext from column or row 0: through the BIOS a row starting before the screen's first cell is not written
  lines.push('textattr(7); clrscr(); directvideo = 0; puttext(0, 0, 3, 2, "a\\036b\\036c\\036d\\036e\\036f\\036g\\036h\\036i\\036j\\036k\\036l\\036"); puttext(2, 2, 3, 3, "a\\036b\\036c\\036d\\036e\\036f\\036g\\036h\\036i\\036j\\036k\\036l\\036"); directvideo = 1; puttext(0, 1, 2, 1, "a\\036b\\036c\\036d\\036e\\036f\\036g\\036h\\036i\\036j\\036k\\036l\\036"); gettext(1, 1, 80, 3, sb); SC(240); fprintf(o, "\\n");');
  // delline and insline with the cursor below the window (put there through the BIOS): direct video blanks a line, the BIOS nothing
  lines.push('textattr(7); clrscr(); for (i1 = 17; i1 < 21; i1++) for (i2 = 50; i2 < 62; i2++) poke(0xB800, 2 * (i1 * 80 + i2), 0x0761 + i2 - 50); window(56, 18, 57, 19); u.h.ah = 2; u.h.bh = 0; u.h.dh = 20; u.h.dl = 5; int86(0x10, &u, &u); delline(); insline(); directvideo = 0; window(50, 17, 51, 18); delline(); insline(); directvideo = 1; window(1, 1, 80, 25); gettext(1, 18, 80, 21, sb); SC(320); fprintf(o, "\\n");');
  // cprintf hands its text to the screen after each run of padding: a '\\a' after an unpadded conversion takes the cursor back to the start
  lines.push('gotoxy(6, 7); cprintf("%d\\a", 5); n = wherex(); gotoxy(6, 7); cprintf("%5d\\a", 5); i1 = wherex(); gotoxy(6, 7); cprintf("%.3d\\a", 5); i2 = wherex(); gotoxy(6, 7); cprintf("%-4d\\a", 4600); i3 = wherex(); fprintf(o, "%d %d %d %d ", n, i1, i2, i3); gotoxy(6, 7); cprintf("%d%3d\\a", 1, 2); n = wherex(); gotoxy(6, 7); cprintf("%05d\\a", 5); i1 = wherex(); gotoxy(6, 7); cprintf("%-5d\\a", 5); fprintf(o, "%d %d %d\\n", n, i1, wherex());');
  return ['HW1', lines, `#include <dos.h>
#include <bios.h>
#include <conio.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/timeb.h>
#include <time.h>
char sb[4000];
struct time t, t2;
struct date d;
struct timeb tb;
struct text_info ti;
union REGS u;
struct WORDREGS wr;
struct BYTEREGS br;
struct xfcb xf;
void interrupt (*v1)();
/* the start of a BIOS tick */
void W(void)
{
  long s = biostime(0, 0L);
  while (biostime(0, 0L) == s);
}
/* one wrap of the timer's channel 0 (55 ms), read through its latch */
void Z(void)
{
  unsigned c, p = 0;
  for (;;) {
    outportb(0x43, 0);
    c = inportb(0x40);
    c |= inportb(0x40) << 8;
    if (c > p && p != 0) return;
    p = c;
  }
}
int HE(int errval, int ax, int bp, int si)
{
  if (errval < 0) hardretn(-1);
  hardresume(2);
  return 2;
}
/* every cell of sb's first n that is not a blank in attribute 7 */
void SC(int n)
{
  for (i1 = 0; i1 < n; i1++) if (sb[2 * i1] != 32 || sb[2 * i1 + 1] != 7) fprintf(o, "%d:%c%X ", i1, (unsigned char)sb[2 * i1] < 32 ? 46 : sb[2 * i1], (unsigned char)sb[2 * i1 + 1]);
}
`, 'clrscr();'];
}

/**
 * How a program ends (each program ends once, so one a program; `/* EXIT *\/` asks the oracle for
 * the status DOS kept, the last line `exit N`): exit's atexit order and which buffers it writes
 * (EX1: stdout moved onto the output file with dup2, so what it writes lands between the file's
 * own writes in the order it reached DOS; EX7: stdout and stderr onto a text stream's handle, stdout's
 * buffer then a file's, dup(1) kept and put back, close(1)), _exit's and abort's (which write none; abort's text on
 * handle 2, here the file freopen gave stderr), main's return, exit called from an atexit
 * function, keep.
 */
function exitPrograms() {
  const prog = (name, globals, body) => [name, `/* EXIT */
#include <stdio.h>
#include <stdlib.h>
#include <io.h>
#include <dos.h>
#include <process.h>
FILE *o;
${globals}
${body.includes('int main') ? '' : 'void '}${body.replace(/NAME/g, name)}`];
  const head = 'o = fopen("NAME.OUT", "wb");\n  fprintf(o, "start\\n");\n  fflush(o);';
  return [
    prog('EX1', 'void a1(void) { printf("a1 "); fprintf(o, "a1\\n"); }\nvoid a2(void) { fprintf(o, "a2\\n"); }',
      `main()\n{\n  ${head}\n  dup2(fileno(o), 1);\n  atexit(a1);\n  atexit(a2);\n  printf("out1\\n");\n  fprintf(o, "o1\\n");\n  printf("out2 ");\n  exit(3);\n}\n`),
    prog('EX2', 'void a1(void) { fprintf(o, "a1\\n"); }',
      `main()\n{\n  ${head}\n  atexit(a1);\n  fprintf(o, "lost\\n");\n  printf("out\\n");\n  _exit(0x105);\n}\n`),
    prog('EX3', 'void a1(void) { fprintf(o, "a1\\n"); }',
      `main()\n{\n  o = freopen("NAME.OUT", "w", stderr);\n  fprintf(o, "start\\n");\n  atexit(a1);\n  fprintf(o, "err ");\n  printf("out\\n");\n  abort();\n}\n`),
    prog('EX4', 'void a1(void) { fprintf(o, "a1\\n"); }\nvoid a2(void) { fprintf(o, "a2\\n"); }',
      `int main()\n{\n  ${head}\n  atexit(a1);\n  atexit(a2);\n  atexit(a1);\n  fprintf(o, "o1\\n");\n  puts("out");\n  return 300;\n}\n`),
    prog('EX5', 'void a1(void) { fprintf(o, "a1\\n"); }\nvoid a2(void) { fprintf(o, "a2\\n"); exit(7); }\nvoid a3(void) { fprintf(o, "a3\\n"); }',
      `main()\n{\n  ${head}\n  atexit(a1);\n  atexit(a2);\n  atexit(a3);\n  fprintf(o, "o1\\n");\n  exit(-1);\n}\n`),
    // EX7: stdout onto a text stream's handle (its LFs as CR LF), stderr too, dup(1) kept and put back, close(1)
    prog('EX7', 'int save;',
      `main()\n{\n  o = fopen("NAME.OUT", "w");\n  fprintf(o, "start\\n");\n  fflush(o);\n  save = dup(1);\n  dup2(fileno(o), 1);\n  dup2(fileno(o), 2);\n  printf("t1\\n");\n  fprintf(stderr, "e1\\n");\n  fprintf(o, "o1\\n");\n  fflush(o);\n  puts("t2");\n  dup2(save, 1);\n  printf("console\\n");\n  fprintf(o, "o2 %d\\n", save > 4);\n  fflush(o);\n  close(1);\n  printf("lost\\n");\n  fprintf(stderr, "e2\\n");\n  fprintf(o, "end\\n");\n  exit(0);\n}\n`),
    prog('EX6', 'void a1(void) { fprintf(o, "a1\\n"); }',
      `main()\n{\n  ${head}\n  atexit(a1);\n  fprintf(o, "o1\\n");\n  keep(9, 0x1000);\n}\n`),
  ];
}

/** process.h's remaining spawn and exec calls and system(), failing as DOS has them fail (no such program, no COMSPEC). */
function processProgram() {
  const lines = [];
  const E = 'fprintf(o, "%d %d\\n", n, errno);';
  lines.push(`errno = 0; n = spawnlpe(P_WAIT, "NOSUCH", "NOSUCH", "a", NULL, env); ${E}`);
  lines.push(`errno = 0; n = spawnve(P_WAIT, "NOSUCH.EXE", av, env); ${E}`);
  lines.push(`errno = 0; n = spawnvpe(P_WAIT, "NOSUCH", av, env); ${E}`);
  lines.push(`errno = 0; n = spawnvpe(P_NOWAIT, "NOSUCH", av, env); ${E}`);
  lines.push(`errno = 0; n = spawnve(P_OVERLAY, "NOSUCH.EXE", av, env); ${E}`);
  lines.push(`errno = 0; n = spawnlpe(P_WAIT, "C:\\\\NO\\\\SUCH.EXE", "X", NULL, env); ${E}`);
  lines.push(`errno = 0; n = execlpe("NOSUCH", "NOSUCH", "a", NULL, env); ${E}`);
  lines.push(`errno = 0; n = execve("NOSUCH.EXE", av, env); ${E}`);
  lines.push(`errno = 0; n = execvpe("NOSUCH", av, env); ${E}`);
  lines.push(`errno = 0; n = execvpe("NOSUCH.COM", av, NULL); ${E}`);
  lines.push(`errno = 0; n = spawnve(P_WAIT, "", av, env); ${E}`);
  lines.push(`n = putenv("COMSPEC=C:\\\\NOSUCH.COM"); errno = 0; n = system("dir"); ${E}`);
  lines.push(`errno = 0; n = system("echo hi"); ${E}`);
  lines.push(`errno = 0; n = system(""); ${E}`);
  lines.push(`memset(b, 'x', 130); b[130] = 0; errno = 0; n = system(b); ${E}`);
  lines.push(`memset(b, 'x', 123); b[123] = 0; errno = 0; n = system(b); ${E}`);
  lines.push(`memset(b, 'x', 124); b[124] = 0; errno = 0; n = system(b); ${E}`);
  lines.push(`n = putenv("COMSPEC="); errno = 0; n = system("dir"); fprintf(o, "%d %d %d\\n", n, errno, getenv("COMSPEC") == NULL);`);
  return ['PR1', lines, `#include <process.h>
char *av[] = { "NOSUCH", "a", NULL };
char *env[] = { "A=1", NULL };
`];
}

/**
 * EO1 (and EO2, another seed): the order TC 2.0's code does an expression's parts in, where C leaves it open and programs
 * still show it: random expressions of calls that change globals, ++ and --, assignments, array
 * elements and pointers (`x + A()`, `w[x++] = B()`, `x++ + ++x`), each case printing the value
 * and every variable after it, and the calls' order (t).
 */
function evalOrderProgram(r, name = 'EO1') {
  const head = `int x, y, z, t, w[8];
int *p;
struct Q { int a, b; } q, *qp = &q;
int A(void) { t = t * 10 + 1; x = x * 10 + 1; return 1; }
int B(void) { t = t * 10 + 2; y = y + 5; return 2; }
int C(void) { t = t * 10 + 3; return x + y; }
int K(int v) { t = t * 10 + 4; z = z + v; return v * 2; }
void Z(void) { int i; x = 3; y = 4; z = 5; t = 0; for (i = 0; i < 8; i++) w[i] = i * 3; p = w + 2; q.a = 6; q.b = 7; }
void P(int v) { fprintf(o, "%d %d %d %d %d %d %d %d %d %d\\n", v, x, y, z, t, (int)(p - w), q.a, q.b, w[2], w[3]); }
`;
  const leaf = () => r.pick(['x', 'y', 'z', 'q.a', 'qp->b', 'w[1]', 'w[x & 7]', '*p', '1', '2', '10', 'p[1]']);
  const lvalue = () => r.pick(['x', 'y', 'z', 'q.a', 'w[2]', '*p']);
  const effect = (d) => {
    switch (r.int(0, 9)) {
      case 0: return `${lvalue()}++`;
      case 1: return `++${lvalue()}`;
      case 2: return `${lvalue()}--`;
      case 3: return `--${lvalue()}`;
      case 4: return `(${lvalue()} = ${expr(d + 1)})`;
      case 5: return `(${lvalue()} += ${expr(d + 1)})`;
      case 6: return r.pick(['A()', 'B()', 'C()']);
      case 7: return `K(${expr(d + 1)})`;
      case 8: return r.pick(['*p++', '*++p', 'p++[0]']);
      default: return r.pick(['A()', 'B()']);
    }
  };
  const expr = (d) => {
    if (d >= 3 || r.chance(0.25)) return r.chance(0.5) ? leaf() : effect(3);
    switch (r.int(0, 11)) {
      case 0: case 1: case 2: case 3: return `${expr(d + 1)} ${r.pick(['+', '+', '-', '*', '&', '|', '^'])} ${expr(d + 1)}`;
      case 4: return `(${expr(d + 1)} ${r.pick(['+', '-', '*'])} ${expr(d + 1)})`;
      case 5: return `(${expr(d + 1)} ${r.pick(['==', '<', '>', '!=', '<='])} ${expr(d + 1)})`;
      case 6: return `(${expr(d + 1)} ${r.pick(['&&', '||'])} ${expr(d + 1)})`;
      case 7: return `(${expr(d + 1)} ? ${expr(d + 1)} : ${expr(d + 1)})`;
      case 8: return `w[(${expr(d + 1)}) & 7]`;
      case 9: return `-${r.chance(0.5) ? leaf() : `(${expr(d + 1)})`}`;
      default: return effect(d);
    }
  };
  const lines = [];
  for (let i = 0; i < 400; i++) {
    const form = r.int(0, 9);
    if (form === 0) lines.push(`Z(); w[(${expr(1)}) & 7] = ${expr(1)}; P(0);`);
    else if (form === 1) lines.push(`Z(); ${lvalue()} ${r.pick(['+=', '-=', '*=', '|='])} ${expr(1)}; P(0);`);
    else lines.push(`Z(); n = ${expr(0)}; P(n);`);
  }
  return [name, lines, head];
}

// ---- the names the check reached least (docs/LIBRARY.md's empty "checked" column): errno's
// constants and the values failing calls leave in it, float.h's control word and constants, math.h's
// M_*, signal.h's values and what signal() and raise() do with each signal, dir.h and io.h's edges.

/** errno.h: every E* constant, and errno and _doserrno after calls that fail as DOS makes them fail. */
function errnoProgram() {
  const lines = [];
  const NAMES = 'EZERO EINVFNC ENOFILE ENOPATH EMFILE EACCES EBADF ECONTR EINVMEM EINVENV EINVFMT EINVACC EINVDAT EINVDRV ECURDIR ENOTSAM ENMFILE ENOENT ENOMEM ENODEV EINVAL E2BIG ENOEXEC EXDEV ENFILE EFAULT ENOTDIR EISDIR EPERM EDOM ERANGE EEXIST EAGAIN EBUSY ECHILD EFBIG EINTR EIO EMLINK ENOSPC ENOTBLK ENOTTY ENXIO EPIPE EROFS ESPIPE ESRCH ETXTBSY EUCLEAN'.split(' ');
  for (let i = 0; i < NAMES.length; i += 10) {
    const part = NAMES.slice(i, i + 10);
    lines.push(`fprintf(o, "${part.map((x) => `${x}=%d`).join(' ')}\\n", ${part.join(', ')});`);
  }
  const E = (x) => `errno = 0; _doserrno = 0; n = ${x}; fprintf(o, "%d %d %d\\n", n, errno, _doserrno);`;
  const L = (x) => `errno = 0; _doserrno = 0; l1 = ${x}; fprintf(o, "%ld %d %d\\n", l1, errno, _doserrno);`;
  const P = (x) => `errno = 0; _doserrno = 0; f = ${x}; fprintf(o, "%d %d %d\\n", f != NULL, errno, _doserrno);`;
  const G = (x) => `errno = 0; g1 = ${x}; H(g1); fprintf(o, " %d\\n", errno);`;
  // handles
  lines.push(E('open("NOSUCH.DAT", O_RDONLY)'), E('open("NOSUCH\\\\X.DAT", O_RDONLY)'), E('open("", O_RDONLY)'), E('open("Q:\\\\X.DAT", O_RDONLY)'));
  const FD = (x) => `errno = 0; _doserrno = 0; fd = ${x}; fprintf(o, "%d %d %d\\n", fd >= 5, errno, _doserrno);`;
  lines.push(FD('open("ERQ.DAT", O_RDWR | O_CREAT | O_TRUNC, S_IREAD | S_IWRITE)'));
  lines.push(E('open("ERQ.DAT", O_RDWR | O_CREAT | O_EXCL, S_IREAD | S_IWRITE)'), E('creatnew("ERQ.DAT", 0)'), E('write(fd, "abcdef", 6)'));
  lines.push(E('close(fd)'), E('close(fd)'), E('close(-1)'), E('close(30)'), E('close(255)'));
  lines.push(E('read(30, b, 1)'), E('write(30, "x", 1)'), L('lseek(30, 0L, 0)'), L('tell(30)'), E('eof(30)'), L('filelength(30)'), E('dup(30)'), E('dup2(30, 10)'), E('dup2(0, 30)'));
  lines.push(E('isatty(30)'), E('setmode(30, O_TEXT)'), E('fstat(30, &st)'), E('chsize(30, 0L)'), E('lock(30, 0L, 1L)'), E('unlock(30, 0L, 1L)'), E('getftime(30, &ft)'), E('setftime(30, &ft)'), E('ioctl(30, 0)'));
  lines.push(FD('open("ERQ.DAT", O_RDONLY)'), E('write(fd, "x", 1)'), E('chsize(fd, 0L)'), L('lseek(fd, -5L, SEEK_SET)'), L('tell(fd)'), L('lseek(fd, 0L, 3)'), L('lseek(fd, 2L, -1)'), E('setmode(fd, 7)'), E('close(fd)'));
  lines.push(FD('open("ERQ.DAT", O_WRONLY)'), E('read(fd, b, 1)'), E('close(fd)'));
  lines.push(E('chmod("ERQ.DAT", S_IREAD)'), E('open("ERQ.DAT", O_RDWR)'), E('access("ERQ.DAT", 2)'), E('access("ERQ.DAT", 4)'), E('unlink("ERQ.DAT")'), E('creat("ERQ.DAT", S_IREAD | S_IWRITE)'), E('chmod("ERQ.DAT", S_IREAD | S_IWRITE)'));
  lines.push(E('unlink("ERQ.DAT")'), E('unlink("ERQ.DAT")'), E('remove("ERQ.DAT")'), E('unlink("NO\\\\SUCH.DAT")'), E('unlink("")'));
  lines.push(E('access("NOSUCH.DAT", 0)'), E('access("NO\\\\SUCH.DAT", 0)'), E('chmod("NOSUCH.DAT", S_IREAD)'), E('_chmod("NOSUCH.DAT", 0)'), E('_chmod("NO\\\\X.DAT", 0)'));
  lines.push('fd = creat("ERA.DAT", S_IREAD | S_IWRITE); close(fd); fd = creat("ERB.DAT", S_IREAD | S_IWRITE); close(fd); fprintf(o, "made\\n");');
  lines.push(E('rename("NOSUCH.DAT", "ERC.DAT")'), E('rename("ERA.DAT", "ERB.DAT")'), E('rename("ERA.DAT", "NO\\\\ERC.DAT")'), E('rename("ERA.DAT", "Q:ERC.DAT")'), E('rename("ERA.DAT", "ERA.DAT")'));
  lines.push(E('chdir("NOWHERE")'), E('chdir("\\\\NO\\\\WHERE")'), E('chdir("")'), E('chdir("Q:\\\\")'), E('chdir("ERA.DAT")'));
  lines.push(E('mkdir("ERD")'), E('mkdir("ERD")'), E('mkdir("ERA.DAT")'), E('mkdir("NO\\\\ERD")'), E('rmdir("NOWHERE")'), E('rmdir("ERA.DAT")'));
  lines.push('fd = creat("ERD\\\\IN.DAT", S_IREAD | S_IWRITE); close(fd); fprintf(o, "in\\n");', E('rmdir("ERD")'), E('unlink("ERD")'), E('unlink("ERD\\\\IN.DAT")'), E('rmdir("ERD")'), E('rmdir("ERD")'));
  lines.push(E('findfirst("NOSUCH.*", &ff, 0)'), E('findfirst("NO\\\\*.*", &ff, 0)'), E('findfirst("ERA.DAT", &ff, 0)'), E('findnext(&ff)'), E('findnext(&ff)'));
  lines.push(P('fopen("NOSUCH.DAT", "r")'), P('fopen("NO\\\\X.DAT", "w")'), P('fopen("ERA.DAT", "q")'), P('fopen("", "r")'), P('fopen("ERA.DAT", "")'));
  const PF = (x) => `errno = 0; _doserrno = 0; f = ${x}; fprintf(o, "%d %d %d ", f != NULL, errno, _doserrno);`;
  lines.push(PF('fopen("ERA.DAT", "r")') + ' if (f) { errno = 0; n = fputc(65, f); fprintf(o, "%d %d %d ", n, errno, ferror(f) != 0); errno = 0; n = fflush(f); fprintf(o, "%d %d ", n, errno); n = fclose(f); fprintf(o, "%d", n); } fprintf(o, "\\n");');
  lines.push(PF('fopen("ERA.DAT", "w")') + ' if (f) { errno = 0; n = fgetc(f); fprintf(o, "%d %d %d ", n, errno, ferror(f) != 0); errno = 0; n = fseek(f, -5L, SEEK_SET); fprintf(o, "%d %d %ld ", n, errno, ftell(f)); errno = 0; n = fseek(f, 0L, 7); fprintf(o, "%d %d", n, errno); fclose(f); } fprintf(o, "\\n");');
  lines.push(E('unlink("ERA.DAT")'), E('unlink("ERB.DAT")'));
  // conversions
  for (const [fn, s, base] of [['strtol', '99999999999', 10], ['strtol', '-99999999999', 10], ['strtol', '2147483648', 10], ['strtol', '-2147483649', 0], ['strtol', '0x100000000', 16],
    ['strtoul', '99999999999', 10], ['strtoul', '-1', 10], ['strtoul', '4294967296', 0], ['strtol', '12', 1], ['strtol', '12', 37], ['strtoul', '12', -1], ['strtol', 'zzzzzzz', 36]]) {
    lines.push(`errno = 0; l1 = ${fn}("${s}", &e, ${base}); fprintf(o, "${fn === 'strtol' ? '%ld' : '%lu'} %d\\n", l1, errno);`);
  }
  lines.push(G('strtod("1e999", &e)'), G('strtod("-1e999", &e)'), G('strtod("1e-999", &e)'), G('atof("1e400")'));
  lines.push('errno = 0; n = atoi("99999"); fprintf(o, "%d %d ", n, errno); l1 = atol("99999999999"); fprintf(o, "%ld %d\\n", l1, errno);');
  // math
  for (const c of ['sqrt(-1.0)', 'log(0.0)', 'log(-1.0)', 'log10(0.0)', 'log10(-2.0)', 'exp(1000.0)', 'exp(-1000.0)', 'pow(0.0, -1.0)', 'pow(-2.0, 0.5)', 'pow(10.0, 400.0)', 'pow(10.0, -400.0)', 'pow(0.0, 0.0)',
    'acos(2.0)', 'asin(-2.0)', 'atan2(0.0, 0.0)', 'fmod(1.0, 0.0)', 'sinh(1000.0)', 'cosh(-1000.0)', 'tan(1e20)', 'sin(1e20)', 'cos(1e20)', 'ldexp(1.0, 5000)', 'ldexp(1.0, -5000)', 'hypot(1e308, 1e308)', 'pow10(400)', 'pow10(-400)']) lines.push(G(c));
  // memory
  lines.push('errno = 0; p1 = malloc(65000U); fprintf(o, "%d %d ", p1 != NULL, errno); errno = 0; p1 = calloc(30000, 30000); fprintf(o, "%d %d ", p1 != NULL, errno); errno = 0; fp1 = farmalloc(0x7FFFFFFFL); fprintf(o, "%d %d\\n", fp1 != NULL, errno);');
  lines.push('errno = 0; n = getcurdir(20, b); fprintf(o, "%d %d ", n, errno); errno = 0; n = getcurdir(17, b); fprintf(o, "%d %d\\n", n, errno);');
  lines.push('errno = 0; n = putenv("NOEQUALS"); fprintf(o, "%d %d [%s]\\n", n, errno, getenv("NOEQUALS") ? getenv("NOEQUALS") : "(null)");');
  return ['ER1', lines, '#include <io.h>\n#include <fcntl.h>\n#include <sys/stat.h>\n#include <dir.h>\n#include <dos.h>\n#include <alloc.h>\nint fd;\nstruct stat st;\nstruct ftime ft;\nstruct ffblk ff;\nFILE *f;\nchar *p1;\nvoid far *fp1;\n'];
}

/** float.h's constants and the 8087's control and status words through _control87/_status87/_clear87/_fpreset; math.h's M_*; signal.h's values, signal() and raise() on every signal; size_t, SEEK_*, j_sp. */
function floatSignalProgram() {
  const lines = [];
  const M = ['M_E', 'M_LOG2E', 'M_LOG10E', 'M_LN2', 'M_LN10', 'M_PI', 'M_PI_2', 'M_PI_4', 'M_1_PI', 'M_2_PI', 'M_1_SQRTPI', 'M_2_SQRTPI', 'M_SQRT2', 'M_SQRT_2'];
  for (const c of M) lines.push(`g1 = ${c}; H(g1); fprintf(o, " %.20g %.17e\\n", g1, g1);`);
  for (const c of ['LDBL_EPSILON', 'LDBL_MAX', 'LDBL_MIN', 'FLT_EPSILON', 'DBL_EPSILON']) lines.push(`g1 = ${c}; H(g1); fprintf(o, " %.20g\\n", g1);`);
  lines.push('fprintf(o, "%d %d %X %X %X %X %X %X %X\\n", FLT_GUARD, FLT_NORMALIZE, EM_INVALID, EM_DENORMAL, EM_ZERODIVIDE, EM_OVERFLOW, EM_UNDERFLOW, EM_INEXACT, MCW_EM);');
  lines.push('fprintf(o, "%X %X %X %X %X %X %X %X %X %X %X %X %X\\n", MCW_IC, IC_AFFINE, IC_PROJECTIVE, MCW_RC, RC_CHOP, RC_UP, RC_DOWN, RC_NEAR, MCW_PC, PC_24, PC_53, PC_64, CW_DEFAULT);');
  lines.push('fprintf(o, "%X %X %X %X %X %X\\n", SW_INVALID, SW_DENORMAL, SW_ZERODIVIDE, SW_OVERFLOW, SW_UNDERFLOW, SW_INEXACT);');
  lines.push('fprintf(o, "%d %d %d %d %d %d %d %d %d %d %d %d\\n", FPE_INTOVFLOW, FPE_INTDIV0, FPE_INVALID, FPE_ZERODIVIDE, FPE_OVERFLOW, FPE_UNDERFLOW, FPE_INEXACT, FPE_EXPLICITGEN, SEGV_BOUND, SEGV_EXPLICITGEN, ILL_EXECUTION, ILL_EXPLICITGEN);');
  // the control word, the status word
  lines.push('fprintf(o, "%X\\n", _control87(0, 0));');
  lines.push('fprintf(o, "%X\\n", _status87() & 0xFF);');
  lines.push('g1 = one / three; fprintf(o, "%X ", _status87() & 0xFF); fprintf(o, "%X\\n", _clear87() & 0xFF);');
  for (const [v, m] of [['RC_DOWN', 'MCW_RC'], ['RC_UP', 'MCW_RC'], ['RC_CHOP', 'MCW_RC'], ['RC_NEAR', 'MCW_RC'], ['PC_24', 'MCW_PC'], ['PC_53', 'MCW_PC'], ['PC_64', 'MCW_PC'], ['IC_PROJECTIVE', 'MCW_IC'], ['IC_AFFINE', 'MCW_IC'], ['MCW_EM', 'MCW_EM'], ['0', 'MCW_EM'], ['0xFFFF', '0'], ['0xFFFF', '0xFFFF'], ['CW_DEFAULT', '0xFFFF']]) {
    lines.push(`n = _control87(${v}, ${m}); fprintf(o, "%X %X\\n", n, _control87(0, 0));`);
  }
  const RES = 'g1 = one / three; H(g1); fprintf(o, " "); g1 = -one / three; H(g1); fprintf(o, " "); g1 = two3 * two3; H(g1); fprintf(o, " %d %d %ld %.20g %.20g\\n", (int)(two3 * 4.0), (int)(-two3 * 4.0), (long)(two3 * 4.0), floor(-two3), ceil(two3));';
  for (const [v, m] of [['RC_NEAR', 'MCW_RC'], ['RC_DOWN', 'MCW_RC'], ['RC_UP', 'MCW_RC'], ['RC_CHOP', 'MCW_RC'], ['PC_24', 'MCW_PC'], ['PC_53', 'MCW_PC']]) {
    lines.push(`_control87(${v}, ${m}); ${RES} _control87(CW_DEFAULT, 0xFFFF);`);
  }
  lines.push('_control87(MCW_EM, MCW_EM); _clear87(); g1 = one / zero; H(g1); fprintf(o, " %X ", _status87() & 0xFF); _clear87(); g1 = zero / zero; H(g1); fprintf(o, " %X\\n", _status87() & 0xFF); _control87(CW_DEFAULT, 0xFFFF);');
  lines.push('_control87(MCW_EM, MCW_EM); _clear87(); g1 = big * big; H(g1); fprintf(o, " %X ", _status87() & 0xFF); _clear87(); g1 = tiny * tiny; H(g1); fprintf(o, " %X\\n", _status87() & 0xFF); _control87(CW_DEFAULT, 0xFFFF);');
  lines.push('_clear87(); g1 = tiny * tiny; H(g1); fprintf(o, " %X ", _status87() & 0xFF); g1 = one / three; fprintf(o, "%X\\n", _clear87() & 0xFF);');
  lines.push('_control87(RC_UP | PC_24, MCW_RC | MCW_PC); _fpreset(); fprintf(o, "%X %X\\n", _control87(0, 0), _status87() & 0xFF);');
  // signal.h
  // SIGUSR1-3, SIGBREAK, SIG_SGE and SIG_ACK are OS/2's: TC 2.0 defines them only with __OS2__ (its compiler
  // says `Undefined symbol` of each), so the case asks the preprocessor and raises their numbers as numbers
  lines.push('fprintf(o, "%d %d %d %d %d %d %d\\n", SIGINT, SIGILL, SIGFPE, SIGSEGV, SIGTERM, SIGABRT, os2);');
  lines.push('fprintf(o, "%d %d %d\\n", (int)SIG_DFL, (int)SIG_IGN, (int)SIG_ERR);');
  for (const s of ['SIGINT', 'SIGILL', 'SIGFPE', 'SIGSEGV', 'SIGTERM', 'SIGABRT', '16', '17', '20', '21', '0', '1', '3', '23', '-1', '255']) {
    lines.push(`errno = 0; old = signal(${s}, (void (*)(int))h2); fprintf(o, "%d %d ", old == SIG_ERR, errno); if (old != SIG_ERR) { n = raise(${s}); old = signal(${s}, SIG_IGN); fprintf(o, "%d %d %d ", n, old == (void (*)(int))h2, old == SIG_DFL); n = raise(${s}); old = signal(${s}, SIG_DFL); fprintf(o, "%d %d", n, old == SIG_IGN); } fprintf(o, "\\n");`);
  }
  for (const s of ['SIGINT', 'SIGFPE', 'SIGSEGV', 'SIGABRT']) {
    lines.push(`errno = 0; old = signal(${s}, ACK); fprintf(o, "%d %d ", old == SIG_ERR, errno); old = signal(${s}, SGE); fprintf(o, "%d %d ", old == ACK, old == SIG_ERR); old = signal(${s}, SIG_DFL); fprintf(o, "%d %d\\n", old == SGE, old == SIG_ERR);`);
  }
  lines.push('signal(SIGINT, (void (*)(int))h2); signal(SIGTERM, (void (*)(int))h2); n = raise(SIGTERM); n = raise(SIGINT); fprintf(o, "%d\\n", n); signal(SIGINT, SIG_DFL); signal(SIGTERM, SIG_DFL);');
  // stddef, stdio, setjmp
  lines.push('fprintf(o, "%d %d %d %d %d %d %u\\n", sizeof(size_t), (size_t)-1 > 0, sizeof(ptrdiff_t), SEEK_SET, SEEK_CUR, SEEK_END, (size_t)-1);');
  lines.push('fprintf(o, "%d %d %d\\n", sizeof(jmp_buf), sizeof(jb[0].j_sp), (char *)&jb[0].j_ds - (char *)&jb[0].j_sp);');
  lines.push('J(); fprintf(o, "%d\\n", jsp);');
  return ['FP1', lines, `#include <float.h>
#include <signal.h>
#include <stddef.h>
#include <setjmp.h>
#if defined(SIGUSR1) || defined(SIGUSR2) || defined(SIGUSR3) || defined(SIGBREAK) || defined(SIG_SGE) || defined(SIG_ACK)
int os2 = 1;
#else
int os2 = 0;
#endif
#define SGE ((void (*)(int))3)
#define ACK ((void (*)(int))4)
double one = 1.0, three = 3.0, two3 = 0.6666666666666666, zero = 0.0, big = 1e300, tiny = 1e-300;
void (*old)(int);
jmp_buf jb;
int jsp;
void h2(int s, int t)
{
  fprintf(o, "h%d,%d ", s, t);
}
void J(void)
{
  int here;
  setjmp(jb);
  jsp = (int)((unsigned)&here - jb[0].j_sp);
}
`];
}

/**
 * Programs that end by a signal's default action or an 8087 exception (one a program; the
 * status DOS kept last): raise() of each signal under SIG_DFL, and a floating-point division by
 * zero, overflow and invalid operation under TC's default control word.
 */
function signalExitPrograms() {
  const prog = (name, body) => [name, `/* EXIT */
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <float.h>
FILE *o;
double one = 1.0, zero = 0.0, big = 1e300;
void H(double v)
{
  unsigned w[4];
  memcpy(w, &v, 8);
  fprintf(o, "%04X%04X%04X%04X", w[3], w[2], w[1], w[0]);
}
void main()
{
  o = fopen("${name}.OUT", "wb");
  fprintf(o, "start\\n");
  fflush(o);
  ${body}
  fprintf(o, "after\\n");
  fclose(o);
}
`];
  return [
    // (raise(SIGINT) under SIG_DFL is DOS's Ctrl-Break: run from a batch file, DOSBox's shell then waits for an answer)
    // (SG1: stderr appended to the file, for the message)
    prog('SG1', 'fclose(o); o = freopen("SG1.OUT", "ab", stderr); fprintf(o, "%d\\n", raise(SIGABRT));'),
    prog('SG2', 'fprintf(o, "%d\\n", raise(SIGTERM));'),
    prog('SG3', 'fprintf(o, "%d\\n", raise(SIGSEGV));'),
    prog('SG4', 'fprintf(o, "%d\\n", raise(SIGILL));'),
    prog('SG5', 'H(one / zero); fprintf(o, "\\n"); fflush(o); H(big * big); fprintf(o, "\\n"); fflush(o); H(zero / zero); fprintf(o, "\\n"); fflush(o);'),
  ];
}

/**
 * dir.h and io.h's edges: findfirst's attributes and ffblk's fields (not the times: DOSBox 0.74's
 * INT 21h 5701h sets none, a file keeps the host's clock; nor a directory's size, the host's),
 * getcurdir/setdisk, mktemp's sequence, searchpath, open's modes and permissions, setmode's answers,
 * eof, filelength and lseek around the end, creattemp, lock; itoa/ecvt/fcvt/gcvt at their edges.
 */
function dirIoEdgeProgram() {
  const lines = [];
  const FF = (pat, attr) => `errno = 0; n = findfirst(${cstr(pat)}, &ff, ${attr}); fprintf(o, "%d %d", n, errno); while (n == 0) { fprintf(o, " [%s %X %ld]", ff.ff_name, ff.ff_attrib, ff.ff_attrib & FA_DIREC ? 0L : ff.ff_fsize); n = findnext(&ff); } fprintf(o, " %d\\n", errno);`;
  const E = (x) => `errno = 0; n = ${x}; fprintf(o, "%d %d\\n", n, errno);`;
  const OPEN = (x) => `errno = 0; fd = ${x}; fprintf(o, "%d %d ", fd >= 5, errno);`;
  const L = (x) => `errno = 0; l1 = ${x}; fprintf(o, "%ld %d\\n", l1, errno);`;
  const SETT = (s, mi, h, d, mo, y) => `ft.ft_tsec = ${s}; ft.ft_min = ${mi}; ft.ft_hour = ${h}; ft.ft_day = ${d}; ft.ft_month = ${mo}; ft.ft_year = ${y};`;
  lines.push(`fd = creat("QZA.DAT", 0); write(fd, "12345", 5); ${SETT(10, 30, 12, 15, 6, 10)} n = setftime(fd, &ft); close(fd); fprintf(o, "%d\\n", n);`);
  lines.push(`fd = creat("QZA2.DAT", 0); ${SETT(29, 59, 23, 31, 12, 127)} n = setftime(fd, &ft); close(fd); fprintf(o, "%d\\n", n);`);
  lines.push(`fd = creat("QZA3.DAT", 0); write(fd, "x", 1); ${SETT(0, 0, 0, 1, 1, 0)} n = setftime(fd, &ft); close(fd); fprintf(o, "%d\\n", n);`);
  lines.push('fd = creat("QZB.DAT", 0); write(fd, "ab", 2); close(fd); n = _chmod("QZB.DAT", 1, FA_HIDDEN); fprintf(o, "%X\\n", n);');
  lines.push('fd = creat("QZC.DAT", 0); close(fd); n = _chmod("QZC.DAT", 1, FA_RDONLY); fprintf(o, "%X\\n", n);');
  lines.push('fd = creat("QZD.DAT", 0); close(fd); n = _chmod("QZD.DAT", 1, FA_SYSTEM | FA_ARCH); fprintf(o, "%X\\n", n);');
  lines.push(E('mkdir("QZDIR")'));
  for (const a of ['0', 'FA_RDONLY', 'FA_HIDDEN', 'FA_SYSTEM', 'FA_DIREC', 'FA_ARCH', 'FA_HIDDEN | FA_SYSTEM', 'FA_HIDDEN | FA_SYSTEM | FA_DIREC', '0x3F', '0xFF']) lines.push(FF('QZ*.*', a));
  lines.push(FF('QZ?.DAT', 0), FF('QZA*', 0), FF('QZA?.*', 0), FF('QZ*.', 'FA_DIREC'), FF('QZDIR', 0), FF('QZDIR\\*.*', 'FA_DIREC'));
  lines.push(`fd = open("QZA.DAT", O_RDONLY); n = getftime(fd, &ft); close(fd); fprintf(o, "%d\\n", n);`);
  lines.push(`fd = open("QZA2.DAT", O_RDONLY); n = getftime(fd, &ft); close(fd); fprintf(o, "%d\\n", n);`);
  lines.push('n = _chmod("QZB.DAT", 1, 0); i1 = _chmod("QZC.DAT", 1, 0); i2 = _chmod("QZD.DAT", 1, 0); fprintf(o, "%X %X %X\\n", n, i1, i2);');
  // drives and directories
  lines.push('fprintf(o, "%d ", getdisk()); n = setdisk(2); fprintf(o, "%d %d ", n, getdisk()); n = setdisk(0); fprintf(o, "%d %d ", n, getdisk()); n = setdisk(25); fprintf(o, "%d %d ", n, getdisk()); setdisk(2); fprintf(o, "%d\\n", getdisk());');
  for (const d of [0, 1, 3, 4, 26, 27]) lines.push(`errno = 0; strcpy(b, "@"); n = getcurdir(${d}, b); fprintf(o, "%d %d [%s]\\n", n, errno, b);`);
  lines.push('chdir("QZDIR"); strcpy(b, "@"); n = getcurdir(3, b); fprintf(o, "%d [%s] ", n, b); e = getcwd(b, 80); fprintf(o, "[%s] ", e); e = searchpath("QZA.DAT"); fprintf(o, "[%s]\\n", e ? e : "(null)"); chdir("\\\\");');
  lines.push('e = searchpath("QZA.DAT"); fprintf(o, "[%s] ", e ? e : "(null)"); e = searchpath("\\\\XEA.DAT"); fprintf(o, "[%s] ", e ? e : "(null)"); e = searchpath("QZDIR"); fprintf(o, "[%s] ", e ? e : "(null)"); e = searchpath("xea.dat"); fprintf(o, "[%s]\\n", e ? e : "(null)");');
  lines.push('strcpy(s1, "QZXXXXXX"); e = mktemp(s1); fd = creat(s1, 0); close(fd); strcpy(s2, "QZXXXXXX"); e = mktemp(s2); fprintf(o, "[%s] [%s] %d\\n", s1, s2, strcmp(s1, s2)); unlink(s1);');
  for (const t of ['XXXXXX', 'AXXXXXXX', 'QZXXXXX', 'QZXXXXXXX', '']) lines.push(`strcpy(s1, "${t}"); e = mktemp(s1); fprintf(o, "%d [%s]\\n", e == s1, e ? e : "(null)");`);
  // io.h
  lines.push(OPEN('open("QZF.DAT", O_RDWR | O_CREAT, S_IREAD)') + ' fprintf(o, "\\n");', E('write(fd, "abc", 3)'), E('close(fd)'), E('access("QZF.DAT", 2)'), E('open("QZF.DAT", O_RDWR)'), E('chmod("QZF.DAT", S_IREAD | S_IWRITE)'), E('access("QZF.DAT", 6)'));
  lines.push(E('access("QZDIR", 0)'), E('access("QZDIR", 2)'), E('access("QZDIR\\\\", 0)'), E('access("\\\\", 0)'), E('access(".", 0)'));
  lines.push(OPEN('open("QZF.DAT", O_RDWR | O_TEXT)') + ' fprintf(o, "%X ", setmode(fd, O_BINARY)); fprintf(o, "%X ", setmode(fd, O_BINARY)); fprintf(o, "%X ", setmode(fd, O_TEXT)); fprintf(o, "%X\\n", setmode(fd, O_TEXT));');
  lines.push(E('eof(fd)'), L('lseek(fd, 0L, SEEK_END)'), E('eof(fd)'), L('lseek(fd, 100L, SEEK_SET)'), E('eof(fd)'), L('filelength(fd)'), L('tell(fd)'), E('write(fd, "z", 1)'), L('filelength(fd)'), L('tell(fd)'));
  lines.push(L('lseek(fd, -1000L, SEEK_END)'), L('tell(fd)'), L('lseek(fd, -1L, SEEK_SET)'), L('tell(fd)'), L('lseek(fd, 0L, SEEK_SET)'), E('read(fd, b, 200)'), E('eof(fd)'), L('lseek(fd, -2L, SEEK_CUR)'), E('read(fd, b, 5)'));
  lines.push(L('lseek(fd, 70000L, SEEK_SET)'), L('filelength(fd)'), E('chsize(fd, 10L)'), L('filelength(fd)'), L('tell(fd)'), E('eof(fd)'), E('lock(fd, 0L, 5L)'), E('unlock(fd, 0L, 5L)'), E('unlock(fd, 0L, 5L)'), E('close(fd)'));
  lines.push(OPEN('open("QZF.DAT", O_WRONLY | O_APPEND)') + ' write(fd, "END", 3); fprintf(o, "%ld ", tell(fd)); lseek(fd, 0L, SEEK_SET); write(fd, "!", 1); fprintf(o, "%ld %ld\\n", tell(fd), filelength(fd)); close(fd);');
  lines.push(OPEN('open("QZF.DAT", O_RDONLY | O_BINARY)') + ' memset(b, 0, 20); lseek(fd, 9L, SEEK_SET); n = read(fd, b, 20); for (i1 = 0; i1 < n; i1++) fprintf(o, "%02X", (unsigned char)b[i1]); fprintf(o, " %d\\n", n); close(fd);');
  lines.push(OPEN('open("QZG.DAT", O_WRONLY | O_CREAT | O_TRUNC | O_TEXT, S_IREAD | S_IWRITE)') + ' n = write(fd, "a\\nb\\n", 4); fprintf(o, "%d %ld %ld\\n", n, tell(fd), filelength(fd)); close(fd);');
  lines.push(OPEN('open("QZG.DAT", O_RDONLY | O_TEXT)') + ' memset(b, 0, 20); n = read(fd, b, 20); fprintf(o, "%d %d %d %d %ld\\n", n, b[1], b[2], eof(fd), tell(fd)); close(fd);');
  lines.push(OPEN('open("QZG.DAT", O_RDWR | O_TRUNC)') + ' fprintf(o, "%ld\\n", filelength(fd)); close(fd);');
  lines.push('strcpy(b, "C:\\\\"); errno = 0; fd = creattemp(b, 0); fprintf(o, "%d %d %d %d %d\\n", fd >= 5, errno, strlen(b), strncmp(b, "C:\\\\", 3) == 0, access(b, 0)); close(fd); unlink(b);');
  lines.push('strcpy(b, "QZDIR\\\\"); errno = 0; fd = creattemp(b, 0); fprintf(o, "%d %d %d %d\\n", fd >= 5, errno, strlen(b), access(b, 0)); close(fd); unlink(b);');
  lines.push('strcpy(b, "NOSUCH\\\\"); errno = 0; fd = creattemp(b, 0); fprintf(o, "%d %d\\n", fd, errno);');
  lines.push(E('creatnew("QZF.DAT", 0)'), OPEN('creatnew("QZH.DAT", FA_RDONLY)') + ' close(fd); fprintf(o, "\\n");', E('access("QZH.DAT", 2)'), E('_chmod("QZH.DAT", 0)'), E('_chmod("QZH.DAT", 1, 0)'));
  // dos.h's dosSearchInfo: the DTA's layout that struct ffblk shares
  lines.push('n = findfirst("QZA.DAT", &ff, 0); ds = (dosSearchInfo *)&ff; fprintf(o, "%d %d %d %d %d %d %ld [%s] [%.11s] %d\\n", n, sizeof(dosSearchInfo), (char *)&ds->attrib - (char *)ds, (char *)ds->nameZ - (char *)ds, ds->attrib, ds->drive, ds->size, ds->nameZ, ds->pattern, (char *)&ds->time - (char *)ds);');
  lines.push(E('unlink("QZA.DAT")'), E('unlink("QZA2.DAT")'), E('unlink("QZA3.DAT")'), E('unlink("QZB.DAT")'), E('unlink("QZC.DAT")'), E('unlink("QZD.DAT")'), E('unlink("QZF.DAT")'), E('unlink("QZG.DAT")'), E('unlink("QZH.DAT")'), E('rmdir("QZDIR")'), FF('QZ*.*', '0x3F'));
  // stdlib's conversions at their edges
  for (const [fn, v, rdx] of [['itoa', '-1', 16], ['itoa', '-32768', 10], ['itoa', '-32768', 2], ['itoa', '12', 1], ['itoa', '12', 37], ['itoa', '-5', 8], ['ltoa', '-5L', 16], ['ltoa', '-2147483647L - 1', 10], ['ltoa', '-2147483647L - 1', 36], ['ultoa', '4294967295UL', 2], ['ultoa', '4294967295UL', 36], ['ultoa', '0UL', 7], ['ltoa', '12L', 0]]) {
    lines.push(`strcpy(b, "@"); e = ${fn}(${v}, b, ${rdx}); fprintf(o, "[%s] %d\\n", b, e == b);`);
  }
  for (const [fn, v, nd] of [['ecvt', 0, 3], ['ecvt', 0, 0], ['ecvt', 123.456, -2], ['ecvt', 9.99, 1], ['ecvt', 1e300, 20], ['fcvt', 0, 3], ['fcvt', 1e20, 5], ['fcvt', 0.00001, 3], ['fcvt', 0.5, 0], ['fcvt', 1.5, 0], ['fcvt', 2.5, 0], ['fcvt', -0.0001, 2], ['fcvt', 123.456, -1], ['fcvt', 9.999, 2]]) {
    lines.push(`e = ${fn}(${dbl(v)}, ${nd}, &i1, &i2); fprintf(o, "[%s] %d %d\\n", e, i1, i2 != 0);`);
  }
  for (const [v, nd] of [[0, 3], [1e-5, 3], [123456789, 4], [0.0001234, 2], [-0.5, 1], [1e21, 30], [100, 1], [99.99, 3], [1e-10, 17]]) lines.push(`e = gcvt(${dbl(v)}, ${nd}, b); fprintf(o, "[%s]\\n", b);`);
  lines.push('srand(1); fprintf(o, "%d %d %d ", random(1), random(2), random(32767)); srand(0); fprintf(o, "%d %d\\n", random(10), random(1000));');
  lines.push('srand(65535U); fprintf(o, "%d %d %d\\n", rand(), rand(), rand());');
  return ['XE1', lines, '#include <io.h>\n#include <fcntl.h>\n#include <sys/stat.h>\n#include <dir.h>\n#include <dos.h>\nint fd;\nstruct ffblk ff;\nstruct ftime ft;\ndosSearchInfo *ds;\n'];
}

function generate() {
  const r = rng(12);
  mkdirSync(DIR, { recursive: true });
  const progs = [...printfPrograms(r), scanfProgram(r), cvtProgram(r), strtoProgram(r), mathProgram(r), stringProgram(r), ctypeProgram(),
    timeProgram(), valuesProgram(), dirProgram(), ioProgram(), dosProgram(), jumpProgram(), extraProgram(), farHeapProgram(), dosCallProgram(), streamProgram(), biosProgram(), matherrProgram(), defaultMatherrProgram(), fcbProgram(), strtodProgram(), pow10Program(), printfWordsProgram(), mathSweepProgram(), ...mathEdgeProgram(),
    printfEdgeProgram(), scanfEdgeProgram(), streamEdgeProgram(), streamBufferProgram(), keyboardProgram(), stdlibEdgeProgram(), zoneProgram(), conioProgram(), miscProgram(), subdirProgram(), biosVideoProgram(),
    ...scanRandomProgram(), printfExtremeProgram(), strtolEdgeProgram(), randProgram(), stringEdgeProgram(), textFileProgram(), conioWrapProgram(), fileScanProgram(), longDoubleProgram(), timeEdgeProgram(),
    stdinProgram(),
    stdoutProgram(),
    machineProgram(),
    processProgram(),
    ...exitPrograms(), evalOrderProgram(rng(41)),
    // EO2: 400 more of EO1's kind, held out while the rules of codegen/order.ts were found
    evalOrderProgram(rng(43), 'EO2'),
    errnoProgram(), floatSignalProgram(), ...signalExitPrograms(), dirIoEdgeProgram(),
    ...widePrograms({ rng, dbl, keys: TYPE_KEYS }), ...morePrograms({ rng, dbl, lit })];
  let cases = 0;
  for (const [name, lines, head, init] of progs) {
    // a whole program (one that ends its own way) is its source; the rest are cases
    writeFileSync(join(DIR, `${name}.C`), typeof lines === 'string' ? lines : program(name, lines, head, init), 'latin1');
    cases += typeof lines === 'string' ? 1 : lines.length;
  }
  writeFileSync(join(DIR, 'AS1.C'), ASSERT_PROGRAM, 'latin1');
  writeFileSync(join(DIR, 'AX1.C'), ATEXIT_PROGRAM, 'latin1');
  writeFileSync(join(DIR, 'FB1.C'), FAR_BGI_PROGRAM, 'latin1');
  writeFileSync(join(DIR, 'CX1.C'), cvtSweepProgram(), 'latin1');
  writeFileSync(join(DIR, 'SC2.C'), SCAN_EDGES_PROGRAM, 'latin1');
  console.log(`${progs.length + 5} programs, ${cases} cases in ${DIR}`);
}

/** Compile and run every program with the real TC 2.0 in DOSBox; keep each .OUT (and the compiler's log on failure). */
function oracle() {
  const tc = process.env.TC_DIR ?? '/work/tc';
  const work = process.env.LIBCHECK_WORK ?? '/tmp/libcheck-oracle';
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'c'), { recursive: true });
  cpSync(tc, join(work, 'c', 'TC'), { recursive: true });
  const names = readdirSync(DIR).filter((f) => f.endsWith('.C')).map((f) => f.slice(0, -2));
  for (const n of names) writeFileSync(join(work, 'c', `${n}.C`), readFileSync(join(DIR, `${n}.C`), 'latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
  const base = readFileSync(join(root, '..', 'shared', 'oracle', 'tools', 'dosbox-base.conf'), 'utf8').replace('cycles=fixed 30000', 'cycles=max');
  // (DOSBox's autoexec holds a few kilobytes: the 256 tests are a batch file of their own; its shell
  // opens a line's redirection even when the IF is false, so the tests set a variable, written once)
  writeFileSync(join(work, 'c', 'EL.BAT'), `${Array.from({ length: 256 }, (_, k) => `IF ERRORLEVEL ${k} SET EL=${k}\r\n`).join('')}ECHO exit %EL%>%1.EL\r\n`);
  const only = process.argv.slice(3);
  for (const n of names) {
    if (only.length > 0 && !only.includes(n)) continue;
    // one DOSBox per program: a program that hangs costs only itself
    const bgi = /^\/\* BGIOBJ: ([A-Z0-9 ]+) \*\//.exec(readFileSync(join(DIR, `${n}.C`), 'latin1'))?.[1]?.split(' ') ?? [];
    for (const f of bgi) copyFileSync(join(tc, `${f}.${f.length === 4 && f !== 'HERC' ? 'CHR' : 'BGI'}`), join(work, 'c', `${f}.${f.length === 4 && f !== 'HERC' ? 'CHR' : 'BGI'}`));
    const auto = [...bgi.map((f) => `C:\\TC\\BGIOBJ /F ${f} > NUL`), `TCC -IC:\\TC\\INCLUDE -LC:\\TC\\LIB ${n}.C ${bgi.map((f) => `${f}F.OBJ `).join('')}GRAPHICS.LIB > ${n}.LOG`, n,
      // `/* EXIT */`: the status DOS kept, as the last line of NAME.OUT (EL.BAT: each ERRORLEVEL test is `>=`, so the last one true is the status)
      ...(EXIT_MARK.test(readFileSync(join(DIR, `${n}.C`), 'latin1')) ? [`CALL EL.BAT ${n}`] : [])];
    writeFileSync(join(work, 'run.conf'), `${base}\n[autoexec]\nmount c ${join(work, 'c')}\nc:\nset PATH=C:\\TC\n${auto.join('\n')}\nexit\n`);
    try {
      execFileSync('timeout', ['150', 'dosbox', '-conf', join(work, 'run.conf')], { env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' }, stdio: 'ignore' });
    } catch (e) {
      console.error(`${n}: dosbox: ${e.message.split('\n')[0]}`);
    }
    const out = join(work, 'c', `${n}.OUT`);
    if (!existsSync(out)) {
      console.error(`${n}: no output; its compile log:\n${existsSync(join(work, 'c', `${n}.LOG`)) ? readFileSync(join(work, 'c', `${n}.LOG`), 'latin1') : '(none)'}`);
      continue;
    }
    const el = join(work, 'c', `${n}.EL`);
    if (existsSync(el)) writeFileSync(out, Buffer.concat([readFileSync(out), Buffer.from(`exit ${/exit (\d+)/.exec(readFileSync(el, 'latin1'))[1]}\n`)]));
    copyFileSync(out, join(DIR, `${n}.OUT`));
    console.log(`${n}.OUT: ${readFileSync(out).length} bytes`);
  }
}

const cmd = process.argv[2];
if (cmd === 'gen') generate();
else if (cmd === 'oracle') oracle();
else {
  console.error('usage: node tools/libcheck.mjs gen|oracle');
  process.exit(2);
}
