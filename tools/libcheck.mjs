#!/usr/bin/env node
// The library check: seeded C programs that print thousands of Turbo C 2.0 library results
// (printf's conversions and flags, sscanf, ecvt/fcvt/gcvt, atof/strtod/strtol, math.h, string.h,
// ctype.h), one result a line, to a file on C:. The real TC 2.0 compiles and runs them in DOSBox
// (the oracle); test/e2e/libcheck.test.ts runs them on mode12h and compares byte for byte.
//   node tools/libcheck.mjs gen      writes test/fixtures/libcheck/*.C (deterministic: seed 12)
//   node tools/libcheck.mjs oracle   runs them in DOSBox 0.74 with /work/tc (or $TC_DIR),
//                                    writes test/fixtures/libcheck/*.OUT
// Every case is one C line printing one output line, so a difference names its C line.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
function program(name, lines) {
  const parts = [];
  for (let i = 0; i < lines.length; i += 30) parts.push(lines.slice(i, i + 30));
  const fns = parts.map((p, k) => `void c${k}(void)\n{\n${p.map((l) => `  ${l}\n`).join('')}  fflush(o);\n}\n`);
  return `${PRELUDE}${fns.join('')}void main()\n{\n  o = fopen("${name}.OUT", "wb");\n${parts.map((_, k) => `  c${k}();\n`).join('')}  fclose(o);\n}\n`;
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

function generate() {
  const r = rng(12);
  mkdirSync(DIR, { recursive: true });
  const progs = [...printfPrograms(r), scanfProgram(r), cvtProgram(r), strtoProgram(r), mathProgram(r), stringProgram(r), ctypeProgram()];
  let cases = 0;
  for (const [name, lines] of progs) {
    writeFileSync(join(DIR, `${name}.C`), program(name, lines), 'latin1');
    cases += lines.length;
  }
  console.log(`${progs.length} programs, ${cases} cases in ${DIR}`);
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
  const only = process.argv.slice(3);
  for (const n of names) {
    if (only.length > 0 && !only.includes(n)) continue;
    // one DOSBox per program: a program that hangs costs only itself
    const auto = [`TCC -IC:\\TC\\INCLUDE -LC:\\TC\\LIB ${n}.C > ${n}.LOG`, n];
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
