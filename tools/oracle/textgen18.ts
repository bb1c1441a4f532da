/**
 * Generated library programs, version 18 (programs `LJ00001.C` …; docs/FIDELITY.md "Version 18"):
 * the library's edge values, where versions 8–17 give ordinary ones — each step one call with
 * everything it returned and left:
 *
 * - sprintf of one conversion, any flags, width and precision (`*` too, negative ones), of the
 *   doubles at the format's edges — −0.0, the denormals, DBL_MIN/DBL_MAX, 1e±308, halves that
 *   round, infinities and NaNs (built from their words, not from constants TCC would fold) — and
 *   of the ints and longs at theirs, with h, l, L, N, F;
 * - sscanf of odd inputs: scansets with `]`, `-` and `^` where they are literal, ranges backwards,
 *   widths, suppression, %n after a failure, %i/%o/%x prefixes, exponents cut short, overflow;
 *   the count it returned, each value, and %n;
 * - strtod/strtol/strtoul/atof/atoi/atol at their range's ends and on malformed text: the value,
 *   where the scan stopped, errno;
 * - ecvt/fcvt/gcvt of those doubles and of 0 to 40 digits;
 * - math.h's domain and range errors under the default matherr (its message on stderr, which the
 *   screen shows): the result's words and errno;
 * - string.h/mem.h of length 0, overlapping copies, NUL searches;
 * - qsort/bsearch/lfind with comparators that lie (always 0, always 1, one byte only);
 * - ctime/gmtime/localtime of time_t at its ends;
 * - fopen's bad modes, fseek before the start and past the end, ungetc after each read (twice
 *   running writes before TC's buffer, into the heap: probe LJ00048), setvbuf's bad arguments:
 *   return values, errno, what is read next.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';

export const textgen18Name = (seed: number): string => `LJ${String(seed % 100000).padStart(5, '0')}`;
export const textgen18Seed = (name: string): number | null => (/^LJ\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Doubles at the edges, as their four words from the low one: dv(w0, w1, w2, w3). */
const DOUBLES: string[] = [
  'dv(0, 0, 0, 0x8000)', // -0.0
  'dv(1, 0, 0, 0)', // the least denormal
  'dv(0xFFFF, 0xFFFF, 0xFFFF, 0x000F)', // the greatest denormal
  'dv(0, 0, 0, 0x0010)', // DBL_MIN
  'dv(0xFFFF, 0xFFFF, 0xFFFF, 0x7FEF)', // DBL_MAX
  'dv(0, 0, 0, 0x7FF0)', // +infinity
  'dv(0, 0, 0, 0xFFF0)', // -infinity
  'dv(0, 0, 0, 0x7FF8)', // a quiet NaN
  'dv(1, 0, 0, 0xFFF0)', // a signalling NaN, negative
  '1e308', '-1e-308', '1e-310', '0.5', '1.5', '2.5', '-0.5', '9.5', '0.05', '0.95', '999999.5', '9999999.0',
  '1e15', '1e16', '1e17', '123456789012345678.0', '0.1', '1.0/3.0', '-2.0/3.0', '1e-5', '0.0001', '100000.0', '1e21', '5e-324',
];
const INTS = ['0', '1', '-1', '32767', 'im', '(int)0xFFFF', '255', '-255', '10', '7'];
const LONGS = ['0L', '-1L', '2147483647L', 'lm', '65536L', '-65536L', '100000L', '0xABCDEFL'];

function flags(r: Rng, allowed: string): string {
  let s = '';
  for (const c of allowed) if (r.next() < 0.3) s += c;
  return s;
}

/** A width or precision: none, a number, a huge one, or `*` with its argument. */
function size(r: Rng, args: string[], dot: boolean, real: boolean): string {
  const k = r.int(0, 9);
  if (k < 4) return '';
  const lead = dot ? '.' : '';
  if (k < 7) return lead + String(r.pick(dot ? [0, 1, 2, 5, 17] : [1, 5, 12, 25]));
  // probe LJ00091, LJ00048: %e/%f/%g of a precision past about 20 overrun TC's conversion buffer
  // into the program's strings (its format among them), so a double's precision stays below
  if (k < 8) return lead + String(r.pick(dot ? (real ? [10, 15] : [40, 60]) : [70, 120]));
  args.push(String(r.pick([-8, -1, 0, 3, 12, 30])));
  return `${lead}*`;
}

/** sprintf of one conversion at an edge. */
function printfStep(r: Rng): string {
  const args: string[] = [];
  let fmt: string;
  let value: string;
  const k = r.int(0, 9);
  if (k < 5) {
    fmt = `%${flags(r, '-+ #0')}${size(r, args, false, true)}${size(r, args, true, true)}${r.pick(['L', '', '', 'l'])}${r.pick(['e', 'E', 'f', 'g', 'G'])}`;
    value = r.pick(DOUBLES);
    if (fmt.includes('L')) value = `(long double)(${value})`;
  } else if (k < 7) {
    fmt = `%${flags(r, '-+ #0')}${size(r, args, false, false)}${size(r, args, true, false)}${r.pick(['', 'h'])}${r.pick(['d', 'i', 'u', 'o', 'x', 'X', 'c'])}`;
    value = r.pick(INTS);
  } else if (k < 9) {
    fmt = `%${flags(r, '-+ #0')}${size(r, args, false, false)}${size(r, args, true, false)}l${r.pick(['d', 'i', 'u', 'o', 'x', 'X'])}`;
    value = r.pick(LONGS);
  } else {
    const p = r.pick(['(void *)0', '(void *)0x1234', '(void *)0x5678', '(void near *)0xFFFE']);
    fmt = `%${flags(r, '-+ #0')}${size(r, args, false, false)}${r.pick(['p', 'Fp', 'Np', 'Fp'])}`;
    // a far pointer only for %Fp: one under %p or %Np leaves its segment where a %n after it
    // takes its pointer from (probe LJ00012: the count stored at DS:1234h, in the program's strings)
    value = fmt.endsWith('Fp') ? `(void far *)0x12345678L` : p;
  }
  const tail = r.next() < 0.3 ? '|%n' : '|';
  const call = tail === '|%n'
    ? `n = sprintf(t, "[${fmt}${tail}]", ${[...args, value].join(', ')}, &m);`
    : `n = sprintf(t, "[${fmt}${tail}]", ${[...args, value].join(', ')}); m = -9;`;
  return `${call} fprintf(f, "p %d %d ", n, m); bytes(t, n > 500 || n < 0 ? 500 : n);`;
}

/** Inputs and formats for sscanf at the edges. */
const SCANS: [string, string, string][] = [
  // [input, format, the targets' kinds: c = char buffer, i = int, l = long, d = double, f = float, h = short]
  ['abc]def', '%[]abc]%n', 'c'], ['x]y', '%[^]x]%n', 'c'], ['a-b-c', '%[a-]%n', 'c'], ['-a-b', '%[-a]%n', 'c'],
  ['cba', '%[c-a]%n', 'c'], ['abcxyz', '%3[a-z]%n', 'c'], ['  abc', '%[a-c]%n', 'c'], ['', '%[a]%n', 'c'],
  ['12 34', '%*d%n%d', 'i'], ['12 ab', '%d %d%n', 'ii'], ['0x1F 010 08', '%i %i %i', 'iii'], ['-0x', '%i%n', 'i'],
  ['089', '%o%n', 'i'], ['0X', '%x%n', 'i'], ['1e', '%le%n', 'd'], ['1e+', '%lf%n', 'd'], ['.e1', '%lf%n', 'd'],
  ['-.5x', '%lf%n', 'd'], ['1e400', '%lf%n', 'd'], ['1e-400', '%lf%n', 'd'], ['3.4e39', '%f%n', 'f'], ['70000', '%hd%n', 'h'],
  ['4294967297', '%ld%n', 'l'], ['-2147483649', '%ld%n', 'l'], ['99999', '%d%n', 'i'], ['  ', '%d', 'i'], ['', '%d', 'i'],
  ['12%', '%d%%%n', 'i'], ['12 %', '%d %%%n', 'i'], ['a', '%c%c', 'cc'], ['abc', '%5c%n', 'c'], ['123456', '%2d%3d%n', 'ii'],
  ['1.5e3x', '%3lf%n', 'd'], ['+-1', '%d', 'i'], ['- 1', '%d', 'i'], ['0x', '%x%n', 'i'], ['ffffffff', '%lx%n', 'l'],
  ['1,2,,3', '%d,%d,%d', 'iii'], ['inf', '%lf', 'd'], ['nan', '%lf', 'd'], ['1 2', '%d%*[ ]%d', 'ii'], ['abc', 'ab%n%c', 'c'],
  ['  x', ' %c%n', 'c'], ['x', '%1[^x]%n', 'c'], ['123abc', '%[0-9]%[a-z]', 'cc'], ['\t\n5', '%d%n', 'i'],
];

function scanfStep(r: Rng): string {
  const [input, fmt, kinds] = r.pick(SCANS);
  const shows: string[] = [];
  const list: string[] = [];
  let ci = 0;
  let ki = 0;
  // the targets in the order of the format's conversions: %n's &m where it stands, none for %* and %%
  for (const d of fmt.match(/%(%|\*?\d*[hlL]?(\[\^?\]?[^\]]*\]|[a-zA-Z]))/g) ?? []) {
    if (d === '%%' || d.startsWith('%*')) continue;
    if (d.endsWith('n')) { list.push('&m'); continue; }
    const k = kinds[ki++];
    if (k === 'c') { const b = ci++ === 0 ? 'sa' : 'sb'; list.push(b); shows.push(`bytes2(${b}, 6);`); }
    else if (k === 'i') { list.push(`&ia[${ki - 1}]`); shows.push(`fprintf(f, " %d", ia[${ki - 1}]);`); }
    else if (k === 'h') { list.push('&hs'); shows.push('fprintf(f, " %d", hs);'); }
    else if (k === 'l') { list.push('&lv'); shows.push('fprintf(f, " %ld", lv);'); }
    else if (k === 'd') { list.push('&dd'); shows.push('words(&dd, 4);'); }
    else { list.push('&ff'); shows.push('words(&ff, 2);'); }
  }
  if (ki !== kinds.length) throw new Error(`textgen18: ${fmt} has ${ki} targets, not ${kinds.length}`);
  const c = input.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
  return `scan0(); n = sscanf("${c}", "${fmt}", ${list.join(', ')}); fprintf(f, "s %d %d", n, m); ${shows.join(' ')} fputc('\\n', f);`;
}

const NUMTEXT = ['  -0', '1e308', '1.8e308', '-1.8e308', '4e-324', '2e-324', '1e-400', '0x1A', '  +', '-', '.', '1.', '.5e', '.5e-',
  '00000000000000000000001', '9999999999999999999', '-2147483648', '2147483648', '4294967296', '-1', '32768', '-32769', '65535',
  '  12abc', 'z', '1e+5x', '0.000000000000000000000000000000001e30', '123456789012345678901234567890', '0X7fffffff', '0x80000000', '1e-5 ',
  '077', '-077', '0b11', '+0', '\\t\\n8'];

function numberStep(r: Rng): string {
  const s = r.pick(NUMTEXT);
  switch (r.int(0, 5)) {
    case 0: return `ns = "${s}"; errno = 0; dd = strtod(ns, &e); fprintf(f, "strtod %d %d ", (int)(e - ns), errno); words(&dd, 4); fputc('\\n', f);`;
    case 1: { const b = r.pick([0, 0, 10, 16, 8, 2, 36, 1, 37, -1]); return `ns = "${s}"; errno = 0; lv = strtol(ns, &e, ${b}); fprintf(f, "strtol ${b} %ld %d %d\\n", lv, (int)(e - ns), errno);`; }
    case 2: { const b = r.pick([0, 10, 16, 8]); return `ns = "${s}"; errno = 0; lv = (long)strtoul(ns, &e, ${b}); fprintf(f, "strtoul ${b} %lu %d %d\\n", lv, (int)(e - ns), errno);`; }
    case 3: return `errno = 0; dd = atof("${s}"); fprintf(f, "atof %d ", errno); words(&dd, 4); fputc('\\n', f);`;
    case 4: return `errno = 0; fprintf(f, "atoi %d %d\\n", atoi("${s}"), errno);`;
    default: return `errno = 0; fprintf(f, "atol %ld %d\\n", atol("${s}"), errno);`;
  }
}

function convertStep(r: Rng): string {
  const v = r.pick(DOUBLES);
  // fcvt's digits after the point stay few: its static buffer holds about 40 (1e21 and up less)
  const nd = r.pick([0, 1, 2, 6, 15, 16, 17, -1, -3]);
  switch (r.int(0, 2)) {
    case 0: return `dd = ${v}; e = ecvt(dd, ${nd}, &de, &sg); fprintf(f, "ecvt ${nd} %s %d %d\\n", e, de, sg);`;
    case 1: return `dd = ${/e308|7FEF|7FF|FFF0|e21|e17|e16|12345678901/.test(v) ? '1e15' : v}; e = fcvt(dd, ${nd}, &de, &sg); fprintf(f, "fcvt ${nd} %d %d ", de, sg); bytes(e, strlen(e) > 400 ? 400 : strlen(e));`;
    default: { const g = r.pick([1, 2, 6, 10, 15, 17, 20]); return `dd = ${v}; e = gcvt(dd, ${g}, t); fprintf(f, "gcvt ${g} %d ", e == t); bytes(t, strlen(t));`; }
  }
}

const MATH: string[] = [
  'sqrt(-1.0)', 'sqrt(DN)', 'log(0.0)', 'log(-1.0)', 'log(DN)', 'log10(0.0)', 'log10(-2.0)', 'exp(1000.0)', 'exp(-1000.0)', 'exp(709.0)', 'exp(-745.0)',
  'pow(0.0, -1.0)', 'pow(-2.0, 0.5)', 'pow(10.0, 400.0)', 'pow(10.0, -400.0)', 'pow(0.0, 0.0)', 'pow(-8.0, 3.0)', 'acos(2.0)', 'asin(-2.0)', 'atan2(0.0, 0.0)',
  'cosh(1000.0)', 'sinh(-1000.0)', 'tan(1e20)', 'sin(1e20)', 'cos(1e300)', 'fmod(1.0, 0.0)', 'fmod(-7.0, 2.0)', 'ldexp(1.0, 5000)', 'ldexp(1.0, -5000)',
  'hypot(1e308, 1e308)', 'atan(1e308)', 'tanh(-1000.0)', 'floor(-0.5)', 'ceil(-0.5)', 'fabs(DN)', 'pow10(400)', 'pow10(-400)', 'log(1e308)', 'sqrt(1e-320)',
];

function mathStep(r: Rng): string {
  const x = r.pick(MATH).replace('DN', 'dv(0, 0, 0, 0x8000)');
  return `errno = 0; dd = ${x}; fprintf(f, "m ${x.replace(/"/g, '')} %d ", errno); words(&dd, 4); fputc('\\n', f);`;
}

function memStep(r: Rng): string {
  const init = 'strcpy(sa, "abcdefghijklmnop"); ';
  const show = 'bytes2(sa, 18); fputc(\'\\n\', f);';
  const o = r.int(0, 6);
  const len = r.pick([0, 1, 3, 8, 10]);
  switch (r.int(0, 11)) {
    case 0: return `${init}memmove(sa + ${o}, sa + ${6 - o}, ${len}); fprintf(f, "memmove "); ${show}`;
    case 1: return `${init}memcpy(sa + ${o}, sa + ${6 - o}, ${len}); fprintf(f, "memcpy "); ${show}`;
    case 2: return `${init}strncpy(sa + ${o}, sa + ${6 - o}, ${len}); fprintf(f, "strncpy "); ${show}`;
    case 3: return `${init}strncat(sa + ${o}, sa + ${10 + (o % 3)}, ${len}); fprintf(f, "strncat "); ${show}`;
    case 4: return `${init}fprintf(f, "cmp %d %d %d %d\\n", memcmp(sa, "abd", ${r.pick([0, 2, 3])}), strncmp(sa, "", ${r.pick([0, 1])}), strncmp("ab", "abc", ${r.pick([0, 2, 3, 9])}), strcmp("\\377", "a") > 0);`;
    case 5: return `${init}fprintf(f, "chr %d %d %d %d\\n", (int)(strchr(sa, 0) - sa), (int)(strrchr(sa, 0) - sa), memchr(sa, 'a', 0) == NULL, (int)((char *)memchr(sa, 0, 20) - sa));`;
    case 6: return `${init}e = strstr(sa, "${r.pick(['', 'p', 'pq', 'abcdefghijklmnopq', 'a'])}"); fprintf(f, "strstr %d\\n", e ? (int)(e - sa) : -1);`;
    case 7: return `${init}fprintf(f, "span %d %d %d\\n", strspn(sa, ""), strcspn(sa, ""), strpbrk(sa, "") == NULL);`;
    case 8: return `${init}e = memccpy(sb, sa, '${r.pick(['a', 'p', 'z', 'e'])}', ${len}); fprintf(f, "memccpy %d ", e ? (int)(e - sb) : -1); bytes2(sb, ${len}); fputc('\\n', f);`;
    case 9: return `${init}memset(sa + ${o}, '#', ${len}); setmem(sa, ${r.pick([0, 1])}, '!'); fprintf(f, "memset "); ${show}`;
    case 10: return `${init}movmem(sa + ${o}, sa + ${6 - o}, ${len}); fprintf(f, "movmem "); ${show}`;
    default: return `strcpy(sa, "${r.pick(['', ',,', 'a,,b', ',a,'])}"); e = strtok(sa, ","); fprintf(f, "strtok %d", e ? (int)(e - sa) : -1); e = strtok(NULL, ","); fprintf(f, " %d\\n", e ? (int)(e - sa) : -1);`;
  }
}

function sortStep(r: Rng): string {
  const n = r.pick([0, 1, 2, 5, 9, 12]);
  const cmp = r.pick(['czero', 'cone', 'cminus', 'clow', 'cup', 'cdown']);
  const key = r.int(0, 20);
  const fill = `for (j = 0; j < 12; j++) ia[j] = (j * ${r.int(3, 17)} + ${r.int(0, 99)}) % ${r.pick([7, 13, 50, 300])};`;
  const show = 'for (j = 0; j < 12; j++) fprintf(f, " %d", ia[j]); fputc(\'\\n\', f);';
  switch (r.int(0, 2)) {
    case 0: return `${fill} qsort(ia, ${n}, sizeof(int), ${cmp}); fprintf(f, "qsort ${cmp}"); ${show}`;
    case 1: return `${fill} m = ${key}; e = (char *)bsearch(&m, ia, ${n}, sizeof(int), ${cmp}); fprintf(f, "bsearch ${cmp} %d", e ? (int)((int *)e - ia) : -1); ${show}`;
    default: return `${fill} m = ${key}; nu = ${n}; e = (char *)lfind(&m, ia, &nu, sizeof(int), ${cmp}); fprintf(f, "lfind ${cmp} %d %u\\n", e ? (int)((int *)e - ia) : -1, nu);`;
  }
}

function timeStep(r: Rng): string {
  // before 1970 by the zone's clock, TC's ctime reads its day's name from before its table (its code's bytes): none such
  const v = r.pick(['18000L', '18001L', '2147483647L', '2147465647L', '315532800L', '315532799L', '946684799L', '951782400L', '1000000000L', '2000000000L', '1078012800L']);
  switch (r.int(0, 2)) {
    case 0: return `tt = ${v}; e = ctime(&tt); fprintf(f, "ctime "); if (e) bytes(e, strlen(e)); else fprintf(f, "NULL\\n");`;
    case 1: return `tt = ${v}; tp = gmtime(&tt); if (tp) fprintf(f, "gmtime %d %d %d %d %d %d %d %d %d\\n", tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst); else fprintf(f, "gmtime NULL\\n");`;
    default: return `tt = ${v}; tp = localtime(&tt); if (tp) { e = asctime(tp); fprintf(f, "localtime %d ", tp->tm_isdst); bytes(e, strlen(e)); } else fprintf(f, "localtime NULL\\n");`;
  }
}

function fileStep(r: Rng): string {
  const write = `sf = fopen("E.TMP", "wb"); fputs("ab\\r\\ncd\\nef\\x1Agh", sf); fclose(sf);`;
  switch (r.int(0, 4)) {
    case 0: { const mode = r.pick(['rw', 'x', '', 'r+t', 'wt+', 'ab+', 'rb+', 'tr', 'w+b', 'a']); return `${write} errno = 0; sf = fopen("E.TMP", "${mode}"); fprintf(f, "fopen ${mode} %d %d", sf != NULL, errno); if (sf) { n = fgetc(sf); m = fputc('Z', sf); fprintf(f, " %d %d %d %d", n, m, ferror(sf) != 0, feof(sf) != 0); fclose(sf); } fputc('\\n', f);`; }
    case 1: { const off = r.pick(['-1L', '-20L', '0L', '3L', '100L', '40000L']); const wh = r.pick(['SEEK_SET', 'SEEK_CUR', 'SEEK_END', '3', '-1']); const md = r.pick(['rb', 'r', 'r+b', 'a+']); return `${write} sf = fopen("E.TMP", "${md}"); fgetc(sf); errno = 0; n = fseek(sf, ${off}, ${wh}); fprintf(f, "fseek %d %d %ld", n, errno, ftell(sf)); n = fgetc(sf); fprintf(f, " %d %d\\n", n, feof(sf) != 0); fclose(sf);`; }
    case 2: { const md = r.pick(['rb', 'r']); return `${write} sf = fopen("E.TMP", "${md}"); n = fgetc(sf); m = ungetc('${r.pick(['X', 'a'])}', sf); fprintf(f, "ungetc %d %d %ld", n, m, ftell(sf)); n = fgetc(sf); n = fgetc(sf); m = ungetc('Y', sf); fprintf(f, " %d %d %ld", n, m, ftell(sf)); n = fgetc(sf); m = fgetc(sf); fprintf(f, " %d %d %d\\n", n, m, fgetc(sf)); fclose(sf);`; }
    case 3: { const md = r.pick(['r', 'rb']); return `${write} sf = fopen("E.TMP", "${md}"); for (j = 0; j < 20 && (n = fgetc(sf)) != EOF; j++) fprintf(f, "%02x", n); fprintf(f, " text %d %d %ld %d\\n", j, feof(sf) != 0, ftell(sf), fgetc(sf));  fclose(sf);`; }
    default: { const ty = r.pick(['_IOFBF', '_IOLBF', '_IONBF', '5', '-1']); const sz = r.pick(['0', '1', '16', '32767', '(size_t)-1']); return `${write} sf = fopen("E.TMP", "r+"); n = setvbuf(sf, ${r.pick(['NULL', 'sb'])}, ${ty}, ${sz}); m = fgetc(sf); fprintf(f, "setvbuf %d %d %ld\\n", n, m, ftell(sf)); fclose(sf);`; }
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.3) return printfStep(r);
  if (k < 0.45) return scanfStep(r);
  if (k < 0.57) return numberStep(r);
  if (k < 0.65) return convertStep(r);
  if (k < 0.73) return mathStep(r);
  if (k < 0.82) return memStep(r);
  if (k < 0.88) return sortStep(r);
  if (k < 0.93) return timeStep(r);
  return fileStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <errno.h>
#include <math.h>
#include <time.h>
#include <conio.h>
#include <dos.h>

static FILE *f = NULL, *sf = NULL;
static char t[600], sa[40], sb[40];
static char *e, *ns;
static int n, m, j, de, sg, im, ia[16];
static short hs;
static long lv, lm;
static float ff;
static double dd;
static unsigned nu;
static time_t tt;
static struct tm *tp;

${C_BYTES}/* bytes2: bytes() without its line end */
static void bytes2(char *s, int k)
{
  int q;
  for (q = 0; q < k; q++) {
    if (s[q] > 32 && s[q] < 127 && s[q] != '\\\\') fputc(s[q], f);
    else fprintf(f, "\\\\%02x", s[q] & 255);
  }
}

/* a double of four words, the low one first: edge values no constant gives */
static double dv(unsigned w0, unsigned w1, unsigned w2, unsigned w3)
{
  unsigned w[4];
  w[0] = w0; w[1] = w1; w[2] = w2; w[3] = w3;
  return *(double *)w;
}

/* an object's words, the high one first */
static void words(void *p, int k)
{
  fprintf(f, " ");
  while (k-- > 0) fprintf(f, "%04X", ((unsigned *)p)[k]);
}

/* sscanf's targets marked before each call: what it leaves alone shows */
static void scan0(void)
{
  memset(sa, '~', 8); memset(sb, '~', 8); ia[0] = ia[1] = ia[2] = -7; hs = -7; lv = -7L; dd = -7.0; ff = -7.0f; m = -9;
}

/* comparators that lie, and honest ones */
static int czero(const void *a, const void *b) { return 0; }
static int cone(const void *a, const void *b) { return 1; }
static int cminus(const void *a, const void *b) { return -1; }
static int clow(const void *a, const void *b) { return (*(int *)a & 3) - (*(int *)b & 3); }
static int cup(const void *a, const void *b) { return *(int *)a - *(int *)b; }
static int cdown(const void *a, const void *b) { return *(int *)b - *(int *)a; }

${screenFunction('at', true)}
`;
}

export interface Textgen18Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`: its edge ints set at its start, its scratch file removed at the end. */
export function generateText18(seed: number): Textgen18Program {
  const r = new Rng(seed * 2654435761 + 18);
  const body = sceneProgram(r, prelude(), step)
    .replace('  s1();\n', '  im = (int)0x8000; lm = (long)0x80000000L;\n  s1();\n')
    .replace('  fprintf(f, "end\\n");\n', '  unlink("E.TMP");\n  fprintf(f, "end\\n");\n');
  return { seed, name: textgen18Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v18/oracle.txt, as version 8's (hashes of the parts, the text of the programs the test runs). */
export const text18Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v18');
/** One in 150 (npm test has no time to spare: LJ00150; all with MODE12H_ALL=1). */
export const text18Checked = (name: string): boolean => (textgen18Seed(name) ?? 1) % 150 === 0;
export const readText18Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text18Fixtures(file));

/** A program of version 18 on mode12h: run in its folder. */
export const runText18 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText18(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 18, source: 'textgen18.ts', checked: text18Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText18,
  });
}
