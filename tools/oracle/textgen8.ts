/**
 * Generated library programs, version 8 (programs `Y00001.C` …; docs/FIDELITY.md "Generated
 * text-mode programs"): the library's results mixed in one program, where the library check
 * (tools/libcheck*.mjs) calls each area apart —
 *
 * - math.h at its edges (0, −0, ±1, huge, tiny, denormals, ±Inf, NaNs as the 8087 makes them):
 *   sqrt, pow, exp, log, log10, the trigonometric and hyperbolic functions, atan2, fmod, hypot,
 *   ldexp, frexp, modf, poly, pow10, cabs, ceil/floor/fabs, errno after each, matherr's messages
 *   on stderr (the screen) or the program's own matherr (logging, returning 0 or 1 with a retval);
 * - stdlib's conversions: strtol/strtoul with bases 0–37 and −1, overflow, signs and prefixes;
 *   atoi/atol; itoa/ltoa/ultoa at every radix and past them; ecvt/fcvt/gcvt's digits; strtod/atof;
 * - time.h on fixed times: ctime, gmtime, localtime, asctime of fields past their ranges, difftime,
 *   TZ set by putenv and read by tzset (timezone, daylight, tzname), dostounix/unixtodos;
 * - string.h and mem.h: strtok sequences across steps, strncpy's padding, memccpy, compares of
 *   bytes past 127 (their exact return values), overlapping copies, strerror, _strerror and perror;
 * - dir.h and io.h on C:: fnsplit/fnmerge, mktemp, open/creat/creatnew modes, read/write in text and
 *   binary, lseek/tell/eof/chsize/filelength, access/chmod/_chmod, setmode, dup/dup2, umask, fstat;
 * - process.h: spawn and exec of programs that are not there, atexit's order, exit/_exit/abort
 *   ending a program with its file's buffer flushed or not;
 * - signal and setjmp: raise with handlers, SIG_IGN and bad signals, longjmp out of recursion;
 * - qsort/bsearch/lfind/lsearch with odd comparators (their calls counted), rand/srand/random.
 *
 * A program writes one line a step to TX.OUT; each scene ends with `#N` and the screen's rows that
 * hold text (what went to stderr), then clears the screen. The whole file is compared byte for
 * byte (textcompare8 in this file).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Rng } from './generate.ts';
import { dosName, driveOf } from '../../runtime/dos/drive.ts';
import { installDirectories, mkdir } from '../../runtime/dos/directories.ts';
import { Machine } from '../../runtime/machine.ts';
import { carriedReadcache } from '../../runtime/tc/conio.ts';
import { compileForMode12h } from './mode12h.ts';
import type { OracleResult } from './dosbox.ts';

export const TEXTGEN8_FILE = 'TX.OUT';
export const TEXTGEN8_SCENES = 5;
export const textgen8Name = (seed: number): string => `Y${String(seed % 100000).padStart(5, '0')}`;
export const textgen8Seed = (name: string): number | null => (/^Y\d{5}$/.test(name) ? Number(name.slice(1)) : null);

/** A C expression for the exact double `v` (its four words: TC's literal parsing is not in the way). */
export function dbl(v: number, negNaN = false): string {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v, true);
  if (Number.isNaN(v)) dv.setUint16(6, negNaN ? 0xfff8 : 0x7ff8, true);
  const w = [3, 2, 1, 0].map((i) => `0x${dv.getUint16(2 * i, true).toString(16).toUpperCase()}`);
  return `D(${w.join(',')})`;
}

const DOUBLES = [0, -0, 1, -1, 0.5, -0.5, 2, -2, 3, 10, -10, 100, 0.1, 2.5, -2.5, 1e-10, 1e10, 1e15, 1e18, 1e19, 1e-300, -1e-300, 1e300, -1e300,
  709.78, 709.79, 710, -745.2, -746, 1e308, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, Infinity, -Infinity, NaN, NaN,
  3.141592653589793, 1.5707963267948966, 89.4, 0.75, 1e-5, 65536.5, -0.25];
const val = (r: Rng): string => {
  if (r.chance(0.15)) return dbl((r.chance(0.5) ? -1 : 1) * r.int(1, 999) * 10 ** r.int(-8, 8));
  const v = r.pick(DOUBLES);
  return dbl(v, r.chance(0.5));
};

const INTS = [-32768, -32767, -1000, -1, 0, 1, 2, 7, 10, 255, 1000, 32767, 12345, -12345, 36, 100];
const LONGS = ['0L', '1L', '-1L', '2147483647L', '(-2147483647L - 1)', '65535L', '65536L', '-65536L', '123456789L', '-987654321L', '36L'];
const RADIX = [2, 8, 10, 16, 36, 1, 37, 0, -1, 3, 7, 35];

/** A C string literal; TCC 2.0 reads every octal digit after a backslash, so a digit after an octal escape is one too. */
const cstr = (s: string): string => {
  let out = '', octal = false;
  for (const c of s) {
    const x = c.charCodeAt(0);
    octal = x >= 0x80 || (octal && c >= '0' && c <= '7');
    out += octal ? `\\${x.toString(8).padStart(3, '0')}` : c === '\\' ? '\\\\' : c === '"' ? '\\"' : c === '\n' ? '\\n' : c === '\t' ? '\\t' : c;
  }
  return `"${out}"`;
};

/** A number's text for strtol/strtoul/atoi: signs, blanks, prefixes, digits of any base, overflow, junk after. */
function intText(r: Rng): string {
  if (r.chance(0.3)) {
    return r.pick(['2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295', '4294967296', '99999999999', '0x7fffffff', '0x80000000', '0xffffffff',
      '0x100000000', '-0x80000000', '-1', '-4294967295', '32767', '32768', '-32769', '65535', '65536', '0', '', '-', '+', '0x', '0X1g', '  ', 'zz', '017', '09', '1e5', '0b101']);
  }
  const digits = '0123456789abcdefghzZF';
  let s = r.pick(['', '', ' ', '  \t', '\n ']) + r.pick(['', '', '-', '+', '+-']) + r.pick(['', '', '', '0x', '0X', '0']);
  for (let n = r.int(0, 11); n > 0; n--) s += digits[r.int(0, digits.length - 1)];
  return s + r.pick(['', '', ' 5', 'x', '.']);
}

const FLOAT_TEXTS = ['1.5', '  -2.5e3x', '.5', '5.', '.', 'e5', '1e', '1e+', '1e-400', '1e400', '-1e400', '0x1A', 'inf', 'NaN', '+.e1', '123456789012345678901234567890',
  '1.7976931348623159e308', '1.7976931348623157e308', '4.9e-324', '2.4703282292062328e-324', '1e-320', ' \t\n+0', '--1', '1,5', '1d5', '1E5', '-0', '0.1', '3.14159265358979323846',
  '1e308', '2.2250738585072011e-308', '100000000000000000000000', '.000001', '12e-3', '+', '-.', '9e99999', '1.0e0000000000005'];

/** A time_t: the epoch's edges, the DOS era, around the US summer time's changes (first Sunday of April, last of October). */
function timeT(r: Rng): string {
  switch (r.int(0, 5)) {
    case 0: return `${r.pick([0, 1, -1, 315532800, 315532799, 2147483647, 1000000000, 86399, 86400, 18000, 17999, 536457599, 4102444800 - 2 ** 32])}L`;
    case 1: case 2: {
      // around an April or October change in 1980–2030 (local at 02:00, about 06:00–08:00 GMT)
      const y = r.int(1980, 2037), m = r.pick([3, 9]);
      const base = Date.UTC(y, m, r.int(1, 30), r.int(5, 8), r.pick([0, 59, 30]), r.pick([0, 59])) / 1000;
      return `${Math.min(base, 2147483647)}L`;
    }
    default: return `${r.int(315532800, 2147483647)}L`;
  }
}

const TZS = ['EST5EDT', 'PST8PDT', 'GMT0', 'CET-1CEST', 'JST-9', 'XYZ', 'ABC12', 'A5', 'EST+5', 'EST5', '', 'UTC0', 'IST-5:30', 'EST05EDT', 'NZST-12NZDT', 'AAA-13', 'BBB24', 'est5edt', 'EST5E'];

const PATHS = ['C:\\TC\\TCC.EXE', 'A:FILE.C', '\\DIR\\SUB\\NAME.EXT', 'NAME', '.EXT', 'NAME.', '..\\UP.C', '.', '..', 'DIR\\', '*.?', 'A?B*.C*', 'X:', 'C:\\', 'VERYLONGNAME.EXTENSION',
  'a.b.c', 'D:\\A.B\\C', '', 'C:NAME.TXT', '\\\\SERVER\\X', 'C:\\TC\\', 'DIR/SUB/X.Y', 'NAME.EXTRA', 'AB\\CD.EF\\'];

const WORDS = ['', 'a', 'abc', 'Hello, World', 'x,y;;z', ',,lead', 'trail;;', 'A B  C', '\xe9t\xe9', '\xff\x80A', 'MiXeD', 'zzz', 'one two three', 'a\tb\nc', 'aaaa'];
const DELIMS = [',', ';,', ' ', '', 'abc', ',; \t', 'z', '\xe9'];

const FILES = ['Y0.TMP', 'Y1.TMP', 'Y2.TMP'];

function mathStep(r: Rng): string {
  const fn1 = ['sqrt', 'exp', 'log', 'log10', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ceil', 'floor', 'fabs'];
  const show = (label: string, call: string, extra = ''): string => `errno = 0; g = ${call}; fprintf(f, "${label} "); H(g); fprintf(f, " %d${extra ? ' %d' : ''}\\n", errno${extra ? `, ${extra}` : ''});`;
  switch (r.int(0, 9)) {
    case 0: case 1: case 2: { const fn = r.pick(fn1); return show(fn, `${fn}(${val(r)})`); }
    case 3: case 4: { const fn = r.pick(['pow', 'pow', 'atan2', 'fmod', 'hypot']); return show(fn, `${fn}(${val(r)}, ${val(r)})`); }
    case 5: return show('ldexp', `ldexp(${val(r)}, ${r.pick([-1100, -1074, -1022, -1, 0, 1, 10, 1023, 1024, 2000, 32767, -32768])})`);
    case 6: return r.chance(0.5) ? `i = 99; ${show('frexp', `frexp(${val(r)}, &i)`, 'i')}` : `g2 = 99; ${show('modf', `modf(${val(r)}, &g2)`)} H(g2); fputc('\\n', f);`;
    case 7: {
      const n = r.int(0, 4);
      const cs = Array.from({ length: n + 1 }, () => val(r));
      return `${cs.map((c, k) => `pc[${k}] = ${c};`).join(' ')} ${show('poly', `poly(${val(r)}, ${r.pick([n, n, 0, -1])}, pc)`)}`;
    }
    case 8: return show('pow10', `pow10(${r.pick([-400, -324, -308, -1, 0, 1, 15, 22, 23, 308, 309, 400])})`);
    default: return `cx.x = ${val(r)}; cx.y = ${val(r)}; ${show('cabs', 'cabs(cx)')}`;
  }
}

function convStep(r: Rng): string {
  switch (r.int(0, 9)) {
    case 0: case 1: {
      const fn = r.pick(['strtol', 'strtoul']);
      return `strcpy(b, ${cstr(intText(r))}); errno = 0; l = ${fn}(b, &p, ${r.pick([0, 0, 10, 16, 8, 2, 36, 1, 37, -1, r.int(2, 36)])}); fprintf(f, "${fn} %ld %d %d\\n", l, p ? (int)(p - b) : -1, errno);`;
    }
    case 2: return `strcpy(b, ${cstr(intText(r))}); errno = 0; i = atoi(b); l = atol(b); fprintf(f, "atol %d %ld %d\\n", i, l, errno);`;
    case 3: {
      const [fn, v] = r.pick([['itoa', String(r.pick(INTS))], ['ltoa', r.pick(LONGS)], ['ultoa', r.pick(LONGS)]] as const);
      return `strcpy(b, "?"); p = ${fn}(${v}, b, ${r.pick(RADIX)}); fprintf(f, "${fn} %s %d\\n", b, p == b);`;
    }
    case 4: case 5: {
      const fn = r.pick(['ecvt', 'fcvt']);
      return `i = j = 99; p = ${fn}(${val(r)}, ${r.pick([0, 1, 2, 5, 10, 15, 16, 17, 18, -1, -3])}, &i, &j); fprintf(f, "${fn} %s %d %d\\n", p, i, j);`;
    }
    case 6: return `p = gcvt(${val(r)}, ${r.pick([0, 1, 2, 6, 10, 15, 16, 17, 18])}, b); fprintf(f, "gcvt %s %d\\n", b, p == b);`;
    default: {
      const s = r.chance(0.7) ? r.pick(FLOAT_TEXTS) : `${r.pick(['', '-', ' +'])}${r.int(0, 99999)}${r.pick(['', '.', '.5', 'e', `e${r.int(-330, 330)}`, `E+${r.int(0, 20)}`])}`;
      return r.chance(0.5)
        ? `strcpy(b, ${cstr(s)}); errno = 0; g = strtod(b, &p); fprintf(f, "strtod "); H(g); fprintf(f, " %d %d\\n", (int)(p - b), errno);`
        : `strcpy(b, ${cstr(s)}); errno = 0; g = atof(b); fprintf(f, "atof "); H(g); fprintf(f, " %d\\n", errno);`;
    }
  }
}

function timeStep(r: Rng): string {
  const tmLine = (label: string): string => `if (tp) fprintf(f, "${label} %d %d %d %d %d %d %d %d %d\\n", tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst); else fprintf(f, "${label} null\\n");`;
  switch (r.int(0, 9)) {
    case 0: return `t = ${timeT(r)}; p = ctime(&t); fprintf(f, "ctime %s", p ? p : "null\\n");`;
    case 1: return `t = ${timeT(r)}; tp = gmtime(&t); ${tmLine('gmtime')}`;
    case 2: return `t = ${timeT(r)}; tp = localtime(&t); ${tmLine('localtime')}`;
    case 3: return `t = ${timeT(r)}; tp = ${r.pick(['gmtime', 'localtime'])}(&t); fprintf(f, "asctime %s", tp ? asctime(tp) : "null\\n");`;
    case 4: {
      // asctime of fields out of their ranges (the day and month names within theirs)
      const set = [`tm.tm_year = ${r.pick([70, 99, 100, 0, -1, 8099, -1900, 255])};`, `tm.tm_mon = ${r.int(0, 11)};`, `tm.tm_mday = ${r.pick([0, 1, 9, 10, 31, 99, -5])};`,
        `tm.tm_hour = ${r.pick([0, 9, 23, 24, 99, -1])};`, `tm.tm_min = ${r.pick([0, 59, 60, 99])};`, `tm.tm_sec = ${r.pick([0, 5, 61, 99])};`, `tm.tm_wday = ${r.int(0, 6)};`];
      return `${set.join(' ')} fprintf(f, "asctime2 %s", asctime(&tm));`;
    }
    // (TC 2.0 has no mktime: its TLINK leaves the call undefined and the program runs on into address 0)
    case 5: case 6: return `rv = putenv(${cstr(`TZ=${r.pick(TZS)}`)}); tzset(); t = ${timeT(r)}; p = ctime(&t); fprintf(f, "tzctime %d %ld %d %s", rv, timezone, daylight, p ? p : "null\\n");`;
    case 7: return `fprintf(f, "difftime %.1f\\n", difftime(${timeT(r)}, ${timeT(r)}));`;
    case 8: return `rv = putenv(${cstr(`TZ=${r.pick(TZS)}`)}); tzset(); fprintf(f, "tz %d %ld %d\\n", rv, timezone, daylight);`;
    default: {
      if (r.chance(0.5)) {
        return `da.da_year = ${r.pick([1980, 1979, 1987, 1999, 2000, 2037, 2038, 2099, 2107, r.int(1980, 2030)])}; da.da_mon = ${r.pick([1, 4, 10, 12, r.int(1, 12)])}; da.da_day = ${r.pick([1, 28, 29, 31, 0, 32, r.int(1, 28)])}; ti.ti_hour = ${r.pick([0, 1, 2, 3, 23, 24, r.int(0, 23)])}; ti.ti_min = ${r.int(0, 59)}; ti.ti_sec = ${r.int(0, 59)}; ti.ti_hund = ${r.int(0, 99)}; fprintf(f, "dostounix %ld\\n", dostounix(&da, &ti));`;
      }
      return `unixtodos(${timeT(r)}, &da, &ti); fprintf(f, "unixtodos %d %d %d %d %d %d %d\\n", da.da_year, da.da_mon, da.da_day, ti.ti_hour, ti.ti_min, ti.ti_sec, ti.ti_hund);`;
    }
  }
}

function stringStep(r: Rng): string {
  const w = (): string => cstr(r.pick(WORDS));
  // a count no further than a literal's NUL: past it lie other literals, placed as each compiler places them
  const w2 = (): [string, number] => { const x = r.pick(WORDS); return [cstr(x), x.length]; };
  switch (r.int(0, 14)) {
    case 0: case 1: {
      const d1 = cstr(r.pick(DELIMS)), d2 = cstr(r.pick(DELIMS));
      return r.chance(0.75)
        ? `strcpy(tb, ${w()}); fprintf(f, "strtok"); for (p = strtok(tb, ${d1}), k = 0; p && k < 9; p = strtok(NULL, k++ & 1 ? ${d1} : ${d2})) fprintf(f, " [%s]", p); fputc('\\n', f);`
        : `p = strtok(NULL, ${d1}); fprintf(f, "strtok+ %s\\n", p ? p : "null");`;
    }
    case 2: return `memset(b, '*', 24); b[24] = 0; p = strncpy(b, ${w()}, ${r.pick([0, 1, 3, 5, 12, 20])}); fprintf(f, "strncpy %d ", p == b); bytes(b, 24);`;
    case 3: { const [x, n] = w2(); return `memset(b, '*', 24); p = memccpy(b, ${x}, ${r.pick(["'a'", "','", '0', "' '", '0xe9', '-23', "'z'"])}, ${Math.min(n + 1, r.pick([0, 1, 4, 8, 15]))}); fprintf(f, "memccpy %d ", p ? (int)(p - b) : -1); bytes(b, 24);`; }
    case 4: case 5: {
      const fn = r.pick(['strcmp', 'strncmp', 'stricmp', 'strnicmp', 'memcmp', 'memicmp', 'strcmpi', 'strncmpi']);
      const [x, xn] = w2(), [y, yn] = w2();
      const n = fn.startsWith('mem') ? `, ${Math.min(xn + 1, yn + 1, r.pick([0, 1, 2, 3, 5]))}` : fn.includes('n') ? `, ${r.pick([0, 1, 2, 3, 5])}` : '';
      return `fprintf(f, "${fn} %d\\n", ${fn}(${x}, ${y}${n}));`;
    }
    case 6: {
      const fn = r.pick(['strchr', 'strrchr', 'memchr']);
      const c = r.pick(["'a'", '0', '0xe9', '-23', "'z'", '0x141', "','", '0xff', '-1']);
      return `strcpy(b, ${w()}); p = ${fn}(b, ${c}${fn === 'memchr' ? `, ${r.pick([0, 2, 5, 12])}` : ''}); fprintf(f, "${fn} %d\\n", p ? (int)(p - b) : -1);`;
    }
    case 7: {
      const fn = r.pick(['strspn', 'strcspn', 'strpbrk', 'strstr']);
      return fn === 'strpbrk' || fn === 'strstr'
        ? `strcpy(b, ${w()}); p = ${fn}(b, ${cstr(r.pick([...DELIMS, 'b', 'lo', 'Wo', 'aa']))}); fprintf(f, "${fn} %d\\n", p ? (int)(p - b) : -1);`
        : `fprintf(f, "${fn} %u\\n", ${fn}(${w()}, ${cstr(r.pick([...DELIMS, 'abc', 'zyx', 'ABC']))}));`;
    }
    case 8: {
      const fn = r.pick(['strrev', 'strupr', 'strlwr', 'strset', 'strnset']);
      const arg = fn === 'strset' ? `, ${r.pick(["'#'", '0xe9', '0'])}` : fn === 'strnset' ? `, '#', ${r.pick([0, 2, 5, 40])}` : '';
      return `memset(b, '*', 24); strcpy(b, ${w()}); p = ${fn}(b${arg}); fprintf(f, "${fn} %d ", p == b); bytes(b, 20);`;
    }
    case 9: {
      // overlapping copies: which way each copies
      const [dst, src] = r.pick([['b + 1', 'b'], ['b', 'b + 1'], ['b + 3', 'b'], ['b', 'b + 2'], ['b + 2', 'b + 1']]);
      const fn = r.pick(['memcpy', 'memmove', 'movmem', 'strcpy']);
      const call = fn === 'movmem' ? `movmem(${src}, ${dst}, ${r.int(0, 12)})` : fn === 'strcpy' ? `strcpy(${dst}, ${src})` : `${fn}(${dst}, ${src}, ${r.int(0, 12)})`;
      return `strcpy(b, "0123456789abcdef"); ${call}; fprintf(f, "${fn} "); bytes(b, 18);`;
    }
    case 10: return `memset(b, '*', 24); ${r.pick([`setmem(b + 1, ${r.int(0, 9)}, 'q')`, `memset(b, 0x141, ${r.int(0, 9)})`, (() => { const [x, n] = w2(); return `swab(${x}, b, ${Math.min(n + 1, r.int(0, 9))})`; })()])}; fprintf(f, "mem "); bytes(b, 12);`;
    case 11: return `strcpy(b, ${w()}); ${r.chance(0.5) ? `strcat(b, ${w()})` : `strncat(b, ${w()}, ${r.pick([0, 1, 3, 50])})`}; fprintf(f, "cat %u ", strlen(b)); bytes(b, 24);`;
    case 12: return `p = strerror(${r.int(0, 37)}); fprintf(f, "strerror %s", p);`;
    case 13: return `errno = ${r.int(0, 36)}; p = _strerror(${r.pick(['NULL', '"msg"', '""'])}); fprintf(f, "_strerror %s", p);`;
    default: return `errno = ${r.int(0, 36)}; perror(${r.pick(['NULL', '"perror"', '""', '"x: y"'])}); fprintf(f, "perror %d\\n", errno);`;
  }
}

function fileStep(r: Rng): string {
  const k = r.int(0, 2);
  const name = cstr(FILES[k]!);
  const h = `hd[${k}]`;
  const res = (label: string, call: string, fmt = '%d'): string => `errno = 0; ${label === 'lseek' || label === 'tell' || label === 'filelength' ? 'l' : 'rv'} = ${call}; fprintf(f, "${label} ${fmt} %d\\n", ${label === 'lseek' || label === 'tell' || label === 'filelength' ? 'l' : 'rv'}, errno);`;
  switch (r.int(0, 24)) {
    case 0: case 1: case 2: {
      const acc = r.pick(['O_RDONLY', 'O_WRONLY', 'O_RDWR', 'O_RDWR']);
      const more = ['O_CREAT', 'O_TRUNC', 'O_APPEND', 'O_EXCL', 'O_BINARY', 'O_TEXT'].filter(() => r.chance(0.35));
      const flags = [acc, ...more].join(' | ');
      return `if (${h} >= 0) close(${h}); errno = 0; ${h} = open(${name}, ${flags}${more.includes('O_CREAT') ? `, ${r.pick(['S_IREAD | S_IWRITE', 'S_IREAD', 'S_IWRITE'])}` : ''}); fprintf(f, "open %d %d\\n", ${h}, errno);`;
    }
    case 3: return `if (${h} >= 0) close(${h}); errno = 0; ${h} = ${r.pick(['creat', 'creat', 'creatnew', '_creat'])}(${name}, ${r.pick(['S_IREAD | S_IWRITE', 'S_IREAD', '0', 'FA_RDONLY', 'FA_HIDDEN'])}); fprintf(f, "creat %d %d\\n", ${h}, errno);`;
    case 4: case 5: {
      const s = r.pick(['line\\n', 'a\\r\\nb\\n\\n', 'text\\032more', 'xyz', '\\n', '0123456789\\n0123456789\\n']);
      return res('write', `${r.pick(['write', 'write', '_write'])}(${h}, "${s}", ${r.int(0, s.replace(/\\\d{3}|\\./g, '.').length)})`);
    }
    case 6: case 7: return `memset(b, 0, 40); errno = 0; rv = ${r.pick(['read', 'read', '_read'])}(${h}, b, ${r.pick([0, 1, 5, 30])}); fprintf(f, "read %d %d ", rv, errno); bytes(b, rv > 0 && rv < 40 ? rv : 0);`;
    case 8: case 9: return res('lseek', `lseek(${h}, ${r.pick(['0L', '1L', '-1L', '5L', '100L', '-100L', '3L'])}, ${r.pick(['SEEK_SET', 'SEEK_CUR', 'SEEK_END', '3'])})`, '%ld');
    case 10: return res('tell', `tell(${h})`, '%ld');
    case 11: return res('eof', `eof(${h})`);
    // (not a size below 0: TC 2.0's chsize writes on towards 4 GB, in DOSBox for minutes)
    case 12: return res('chsize', `chsize(${h}, ${r.pick(['0L', '3L', '10L', '40L', '2L'])})`);
    case 13: return res('filelength', `filelength(${h})`, '%ld');
    case 14: return res('setmode', `setmode(${h}, ${r.pick(['O_TEXT', 'O_BINARY', '0', 'O_RDWR'])})`);
    case 15: {
      const j = r.int(0, 2);
      return r.chance(0.5)
        ? `if (hd[${j}] >= 0 && ${j} != ${k}) close(hd[${j}]); errno = 0; hd[${j}] = dup(${h}); fprintf(f, "dup %d %d\\n", hd[${j}], errno);`
        : `errno = 0; rv = dup2(${h}, ${r.pick([7, 8, 9, 'hd[0]', 'hd[2]', 99])}); fprintf(f, "dup2 %d %d\\n", rv, errno);`;
    }
    case 16: return `errno = 0; rv = close(${h}); ${h} = -1; fprintf(f, "close %d %d\\n", rv, errno);`;
    case 17: return res('access', `access(${r.pick([name, name, '"NONE.TMP"', '"."', '"TX.OUT"'])}, ${r.pick([0, 2, 4, 6, 1])})`);
    case 18: return res('chmod', `chmod(${name}, ${r.pick(['S_IREAD', 'S_IREAD | S_IWRITE', 'S_IWRITE', '0'])})`);
    case 19: return res('_chmod', r.chance(0.5) ? `_chmod(${name}, 0)` : `_chmod(${name}, 1, ${r.pick(['FA_RDONLY', '0', 'FA_HIDDEN', 'FA_ARCH', 'FA_SYSTEM | FA_RDONLY', 'FA_LABEL', 'FA_DIREC'])})`);
    case 20: return `u = umask(${r.pick(['0', 'S_IWRITE', 'S_IREAD', '0777', 'S_IREAD | S_IWRITE'])}); fprintf(f, "umask %o\\n", u);`;
    case 21: return r.chance(0.5) ? res('unlink', `unlink(${name})`) : res('rename', `rename(${name}, ${cstr(r.pick([...FILES, 'NONE\\X.TMP', 'TX.OUT']))})`);
    case 22: return `errno = 0; rv = fstat(${h}, &st); fprintf(f, "fstat %d %d %ld %o %d\\n", rv, errno, rv ? 0L : st.st_size, rv ? 0 : st.st_mode, rv ? 0 : st.st_nlink);`;
    case 23: return `errno = 0; rv = stat(${r.pick([name, '"NONE.TMP"', '"TX.OUT"'])}, &st); fprintf(f, "stat %d %d %o\\n", rv, errno, rv ? 0 : st.st_mode);`;
    default: {
      if (r.chance(0.5)) {
        const flags = `fnsplit(${cstr(r.pick(PATHS))}, dr, di, fn, ex)`;
        return `strcpy(dr, "?"); strcpy(di, "?"); strcpy(fn, "?"); strcpy(ex, "?"); rv = ${flags}; fprintf(f, "fnsplit %d [%s][%s][%s][%s]\\n", rv, dr, di, fn, ex);`;
      }
      if (r.chance(0.5)) {
        const part = (xs: string[]): string => (r.chance(0.2) ? 'NULL' : cstr(r.pick(xs)));
        return `strcpy(b, "?"); fnmerge(b, ${part(['C:', 'A', '', 'C:\\'])}, ${part(['\\DIR', 'DIR\\', '', '\\', 'A\\B'])}, ${part(['NAME', '', 'N.X'])}, ${part(['.C', 'EXE', '', '.'])}); fprintf(f, "fnmerge [%s]\\n", b);`;
      }
      return `strcpy(b, ${cstr(r.pick(['TXXXXXX', 'ABXXXXXX', 'XXXXX', 'XXXXXX', 'Y0XXXXXX', 'A.XXXXXX', 'Y2.TMP']))}); p = mktemp(b); fprintf(f, "mktemp %s %d\\n", p ? p : "null", p == b);`;
    }
  }
}

const CMPS = ['cup', 'cdown', 'czero', 'cone', 'cneg', 'cmod', 'calt', 'cbig'];

function sortStep(r: Rng): string {
  const n = r.pick([0, 1, 2, 3, 5, 7, 8, 10, 12, r.int(2, 12)]);
  const vs = Array.from({ length: n }, () => r.pick([r.int(-9, 9), r.int(-32768, 32767), r.int(0, 5)]));
  const arr = `{ ${vs.length ? vs.join(', ') : '0'} }`;
  switch (r.int(0, 6)) {
    case 0: case 1: case 2:
      return `{ static int v[] = ${arr}; ncmp = 0; qsort(v, ${n}, 2, ${r.pick(CMPS)}); fprintf(f, "qsort %d", ncmp); ints(v, ${n}); }`;
    case 3: {
      const sorted = [...vs].sort((a, b) => a - b);
      const key = r.chance(0.7) && n ? r.pick(sorted) : r.int(-10, 10);
      return `{ static int v[] = { ${sorted.length ? sorted.join(', ') : '0'} }, key = ${key}; ncmp = 0; ip = bsearch(&key, v, ${n}, 2, ${r.pick(['cup', 'cup', 'czero', 'cone', 'cneg'])}); fprintf(f, "bsearch %d %d\\n", ip ? (int)(ip - v) : -1, ncmp); }`;
    }
    case 4: {
      const key = r.chance(0.5) && n ? r.pick(vs) : r.int(-10, 10);
      const fn = r.pick(['lfind', 'lsearch']);
      return `{ static int v[16] = ${arr}; static int key = ${key}; static unsigned num = ${n}; ncmp = 0; ip = ${fn}(&key, v, &num, 2, ${r.pick(['cup', 'cup', 'czero', 'cone', 'cmod'])}); fprintf(f, "${fn} %d %u %d", ip ? (int)(ip - v) : -1, num, ncmp); ints(v, num); }`;
    }
    case 5: {
      // odd widths: records of 3 bytes compared by their first
      const m = r.int(0, 8);
      const s = Array.from({ length: m * 3 }, () => String.fromCharCode(r.pick([65, 66, 67, 97, 0xe9, 0x30 + r.int(0, 9)]))).join('');
      return `memcpy(b, ${cstr(s)}, ${m * 3}); ncmp = 0; qsort(b, ${m}, 3, ${r.pick(['cbyte', 'cbyte', 'czero', 'calt'])}); fprintf(f, "qsort3 %d ", ncmp); bytes(b, ${m * 3});`;
    }
    default: {
      const seed = r.pick([0, 1, 2, 42, 12345, 65535, r.int(0, 65535)]);
      return `srand(${seed}u); i = rand(); j = rand(); k = random(${r.pick([1, 2, 10, 100, 32767])}); fprintf(f, "rand %d %d %d %d\\n", i, j, k, rand());`;
    }
  }
}

function controlStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: case 1: {
      const sig = r.pick(['SIGFPE', 'SIGINT', 'SIGABRT', 'SIGSEGV', 'SIGILL', 'SIGTERM', 'SIGFPE']);
      return `errno = 0; old = signal(${sig}, ${r.pick(['(void (*)(int))hand', '(void (*)(int))hand', 'SIG_IGN'])}); fprintf(f, "signal %d %d ", which(old), errno); rv = raise(${sig}); fprintf(f, " raise %d; ", rv); old = signal(${sig}, SIG_DFL); fprintf(f, "%d\\n", which(old));`;
    }
    case 2: return `errno = 0; old = signal(${r.pick([0, 1, 3, 9, 23, 99, -1, 21, 16])}, (void (*)(int))hand); fprintf(f, "badsignal %d %d ", which(old), errno); rv = raise(${r.pick([0, 3, 99, -1, 21])}); fprintf(f, "%d %d\\n", rv, errno);`;
    case 3: case 4: return `k = jump(${r.int(0, 6)}, ${r.pick([0, 1, -1, 7, 32767, -32768])}); fprintf(f, "longjmp %d %d\\n", k, depth);`;
    case 5: {
      const fn = r.pick(['spawnl(P_WAIT, ', 'spawnlp(P_WAIT, ', 'spawnl(P_OVERLAY, ', 'spawnl(P_NOWAIT, ', 'spawnl(7, ', 'execl(', 'execlp(']);
      const prog = cstr(r.pick(['NOSUCH.EXE', 'NOSUCH', 'NODIR\\X.COM', 'NOSUCH.BAT', '']));
      return `errno = 0; rv = ${fn}${prog}, ${prog}, "a", NULL); fprintf(f, "spawn %d %d\\n", rv, errno);`;
    }
    case 6: {
      const name = r.pick(['Y8VAR', 'PATH', 'COMSPEC', 'TZ', 'Y9']);
      return r.chance(0.5)
        ? `rv = putenv(${cstr(r.pick([`${name}=v${r.int(0, 9)}`, `${name}=`, name, '=x', `${name}=a=b`]))}); p = getenv(${cstr(name)}); fprintf(f, "putenv %d %s\\n", rv, p ? p : "null");`
        : `p = getenv(${cstr(r.pick([name, 'path', 'BLASTER', '']))}); fprintf(f, "getenv %s\\n", p ? p : "null");`;
    }
    default: return `signal(SIGFPE, (void (*)(int))hand); errno = 0; rv = raise(SIGFPE); fprintf(f, " fpe %d %d\\n", rv, errno);`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.24) return mathStep(r);
  if (k < 0.40) return convStep(r);
  if (k < 0.52) return timeStep(r);
  if (k < 0.68) return stringStep(r);
  if (k < 0.84) return fileStep(r);
  if (k < 0.93) return sortStep(r);
  return controlStep(r);
}

/** The programs' C helpers (versions 8 and 9): D() makes a double of its four words, H() prints one's. */
export const C_DOUBLES = `static double D(unsigned a, unsigned b_, unsigned c, unsigned d)
{
  double v;
  unsigned w[4];
  w[0] = d; w[1] = c; w[2] = b_; w[3] = a;
  memcpy(&v, w, 8);
  return v;
}

static void H(double v)
{
  unsigned w[4];
  memcpy(w, &v, 8);
  fprintf(f, "%04X%04X%04X%04X", w[3], w[2], w[1], w[0]);
}
`;
/** bytes(): a buffer's bytes as text. */
export const C_BYTES = `/* bytes as text: a printable one as itself, any other as \\xx */
static void bytes(char *s, int n)
{
  int q;
  for (q = 0; q < n; q++) {
    if (s[q] > 32 && s[q] < 127 && s[q] != '\\\\') fputc(s[q], f);
    else fprintf(f, "\\\\%02x", s[q] & 255);
  }
  fputc('\\n', f);
}

`;
/** screen(): a scene's end, its `#N` line and the screen's rows that hold text. */
export const C_SCREEN = `/* the scene's end: the screen's rows with text (what went to stderr), then a clear screen */
static void screen(int s)
{
  int r, c, e;
  fflush(stdout);
  fprintf(f, "#%d\\n", s);
  for (r = 0; r < 25; r++) {
    for (e = 79; e >= 0 && peekb(0xB800, r * 160 + e * 2) == ' '; e--) ;
    if (e < 0) continue;
    fprintf(f, ">%d ", r);
    for (c = 0; c <= e; c++) fputc(peekb(0xB800, r * 160 + c * 2), f);
    fputc('\\n', f);
  }
  fflush(f);
  clrscr();
}
`;

/** The prelude: declarations and the helpers, with the program's matherr (0: the library's). */
function prelude(matherrKind: number): string {
  const matherr = matherrKind === 0 ? '' : `
int matherr(struct exception *e)
{
  fprintf(f, "{M%d %s ", e->type, e->name);
  H(e->arg1); fputc(' ', f); H(e->arg2); fputc(' ', f); H(e->retval); fprintf(f, "} ");
${matherrKind === 2 ? '  e->retval = 42.5;\n  return 1;\n' : '  return 0;\n'}}
`;
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <math.h>
#include <errno.h>
#include <time.h>
#include <dir.h>
#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <process.h>
#include <signal.h>
#include <setjmp.h>
#include <conio.h>

static FILE *f;
static char b[200], tb[80], *p;
static char dr[MAXDRIVE + 4], di[MAXDIR + 4], fn[MAXFILE + 4], ex[MAXEXT + 4];
static int i, j, k, rv, ncmp, depth, hd[3] = { -1, -1, -1 }, *ip;
static unsigned u;
static long l;
static time_t t;
static double g, g2, pc[6];
static struct complex cx;
static struct tm tm, *tp;
static struct date da;
static struct time ti;
static struct stat st;
static jmp_buf jb;
static void (*old)(int);

${C_DOUBLES}${matherr}
${C_BYTES}static void ints(int *v, int n)
{
  int q;
  for (q = 0; q < n; q++) fprintf(f, " %d", v[q]);
  fputc('\\n', f);
}

static int cup(const void *a, const void *b2) { ncmp++; return *(int *)a - *(int *)b2; }
static int cdown(const void *a, const void *b2) { ncmp++; return *(int *)b2 - *(int *)a; }
static int czero(const void *a, const void *b2) { ncmp++; return a == b2 ? 0 : 0; }
static int cone(const void *a, const void *b2) { ncmp++; return a == b2 ? 1 : 1; }
static int cneg(const void *a, const void *b2) { ncmp++; return a == b2 ? -1 : -1; }
static int cmod(const void *a, const void *b2) { ncmp++; return *(int *)a % 3 - *(int *)b2 % 3; }
static int calt(const void *a, const void *b2) { ncmp++; return a == b2 ? 0 : ncmp & 1 ? 1 : -1; }
static int cbig(const void *a, const void *b2) { ncmp++; return *(int *)a > *(int *)b2 ? 30000 : *(int *)a < *(int *)b2 ? -30000 : 0; }
static int cbyte(const void *a, const void *b2) { ncmp++; return *(unsigned char *)a - *(unsigned char *)b2; }

static void hand(int sig, int type)
{
  fprintf(f, "{sig %d %d}", sig, sig == SIGFPE ? type : 0);
}

static int which(void (*h)(int))
{
  return h == SIG_DFL ? 0 : h == SIG_IGN ? 1 : h == (void (*)(int))hand ? 2 : h == SIG_ERR ? -1 : 9;
}

static int deep(int d, int v)
{
  depth = d;
  if (d == 0) longjmp(jb, v);
  return deep(d - 1, v) + 1;
}

/* setjmp once in a function of its own (mode12h's compiler takes one setjmp a function) */
static int jump(int d, int v)
{
  int r;
  if ((r = setjmp(jb)) == 0) deep(d, v);
  return r;
}

static void ae1(void) { fprintf(f, "atexit 1\\n"); }
static void ae2(void) { fprintf(f, "atexit 2\\n"); }
static void ae3(void) { fprintf(f, "atexit 3 %d\\n", errno); }

${C_SCREEN}`;
}

export interface Textgen8Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`. */
export function generateText8(seed: number): Textgen8Program {
  const r = new Rng(seed * 2246822519 + 8);
  const matherrKind = r.pick([0, 0, 1, 2]);
  const atexits = r.pick([[], [], ['ae1'], ['ae1', 'ae2'], ['ae3', 'ae1', 'ae2']]);
  const ending = r.pick(['return', 'return', 'exit', 'exit', '_exit', 'abort']);
  const scenes: string[] = [];
  for (let s = 1; s <= TEXTGEN8_SCENES; s++) {
    const steps = Array.from({ length: r.int(6, 12) }, () => step(r));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  screen(${s});\n}\n`);
  }
  const status = r.int(0, 3);
  const end = ending === 'return' ? `  return ${status};`
    : ending === 'exit' ? `  fprintf(f, "exit\\n");\n  exit(${status});`
    : ending === '_exit' ? `  fprintf(f, "unflushed\\n");\n  _exit(${status});`
    : '  fprintf(f, "unflushed\\n");\n  abort();';
  const body = `${prelude(matherrKind)}
${scenes.join('\n')}
int main(void)
{
  clrscr();
  f = fopen("${TEXTGEN8_FILE}", "wb");
  /* strtok's place: the end of a string (strtok(NULL, …) before any other call would scan from DS:0) */
  strcpy(tb, "start");
  strtok(tb, "");
  /* two files open from the start: one binary, one text, with a line end, a ^Z and text after it */
  hd[0] = open("Y0.TMP", O_CREAT | O_RDWR | O_TRUNC | O_BINARY, S_IREAD | S_IWRITE);
  write(hd[0], "first\\r\\nline\\n\\032tail", 17);
  hd[1] = open("Y1.TMP", O_CREAT | O_RDWR | O_TRUNC | O_TEXT, S_IREAD | S_IWRITE);
  write(hd[1], "text\\nmode\\n", 10);
  lseek(hd[${r.int(0, 1)}], 0L, SEEK_SET);
${atexits.map((a) => `  atexit(${a});\n`).join('')}  s1();
  s2();
  s3();
  s4();
  s5();
  /* the files the program made go, whatever their modes */
  for (k = 0; k < 3; k++) if (hd[k] >= 0) close(hd[k]);
  for (k = 7; k < 20; k++) if (k != fileno(f)) close(k);
  for (k = 0; k < 3; k++) {
    p = k == 0 ? "Y0.TMP" : k == 1 ? "Y1.TMP" : "Y2.TMP";
    _chmod(p, 1, 0);
    unlink(p);
  }
${end}
}
`;
  return { seed, name: textgen8Name(seed), body };
}

/** Virtual time a program may take. */
const RUN_MS = 30_000;

/** A program's TX.OUT on mode12h, or why there is none. */
export function runText8(source: string, name: string, inFolder = false, file = TEXTGEN8_FILE, stdin?: Uint8Array, con?: { readcache: number }): { out: string; error: string | null } {
  const rom = compileForMode12h(source, `${name}.C`, name, undefined, stdin);
  if (typeof rom === 'string') return { out: '', error: rom };
  const m = new Machine();
  m.load(rom);
  // CON's read-ahead as the program before it in DOSBox's session left it, and as this one leaves it
  if (con) carriedReadcache(m, con.readcache);
  if (inFolder) {
    // the oracle runs NAME.EXE in C:\NAME\, its current directory (getcurdir's "NAME")
    const drive = driveOf(m);
    installDirectories(drive);
    mkdir(drive, name);
    drive.cwd = dosName(name);
  }
  while (m.state === 'running' && m.nowMs < RUN_MS) m.runFor(100);
  if (con) con.readcache = carriedReadcache(m);
  const bytes = driveOf(m).read(file) ?? driveOf(m).read(`${name}\\${file}`);
  const error = m.crash ? `crashed: ${m.crash.message}` : m.state === 'running' ? 'still running' : null;
  return { out: new TextDecoder('latin1').decode(bytes ?? new Uint8Array()), error };
}

/** The first line where two outputs differ, 1-based, or 0. */
export function firstDifference(a: string, b: string): number {
  const x = a.split('\n'), y = b.split('\n');
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return i + 1;
  return 0;
}

/**
 * The fixtures: test/fixtures/oracle-text-v8/oracle.txt — per program its status, a hash of each
 * part of its TX.OUT (the scenes, ended by their `#N` lines, and what came after the last: atexit's
 * lines), and the lines themselves ("| " each, "|~" when the file ends without a line end) for the
 * programs the test runs (seed a multiple of 10), so a difference there shows TC's text.
 */
export const text8Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-text-v8', file);

/** The programs the e2e test runs: one in ten. */
export const text8Checked = (name: string): boolean => (textgen8Seed(name) ?? 1) % 10 === 0;

export interface Text8Fact {
  name: string;
  status: string;
  hashes: string[];
  out: string | null;
  /** CON's read-ahead the program before it in DOSBox's session left ("carry N" after the status; textgen15). */
  carry?: number;
}

/** FNV-1a, 32 bits, of a part's bytes (latin1). */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ (text.charCodeAt(i) & 0xff), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A TX.OUT's parts: each scene through its `#N` line, then the rest. */
export function text8Parts(out: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const m of out.matchAll(/^#\d+\n/gm)) {
    parts.push(out.slice(at, m.index + m[0].length));
    at = m.index + m[0].length;
  }
  parts.push(out.slice(at));
  return parts;
}

export const text8Hashes = (out: string): string[] => text8Parts(out).map(fnv);

export function readText8Facts(file = 'oracle.txt', path = text8Fixtures(file)): Text8Fact[] {
  const facts: Text8Fact[] = [];
  for (const line of readFileSync(path, 'latin1').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('generator ')) continue;
    const last = facts[facts.length - 1]!;
    if (line === '|~') last.out = last.out!.slice(0, -1);
    else if (line.startsWith('|')) last.out = `${last.out ?? ''}${line.slice(2)}\n`;
    else if (line.startsWith('= ')) last.hashes = line.slice(2).split(' ');
    else {
      const [name, status, carried, code] = line.split(' ');
      facts.push({ name: name!, status: status!, hashes: [], out: null, ...(carried === 'carry' ? { carry: Number(code) } : {}) });
    }
  }
  return facts;
}

/** What differs between TC's TX.OUT (its hashes, its text when kept) and mode12h's: '' when nothing. */
export function text8Difference(fact: Text8Fact, ours: { out: string; error: string | null }): string {
  const mine = text8Hashes(ours.out);
  const bad = fact.hashes.map((h, i) => (mine[i] === h ? -1 : i)).filter((i) => i >= 0);
  if (bad.length === 0 && mine.length === fact.hashes.length && !ours.error) return '';
  const where = bad.length ? `part ${bad[0]! + 1}` : `${mine.length} parts`;
  if (fact.out === null) return `${fact.name} ${where}${ours.error ? ` (${ours.error})` : ''}`;
  const at = firstDifference(fact.out, ours.out);
  return `${fact.name} ${where}: line ${at}: oracle "${fact.out.split('\n')[at - 1] ?? '(none)'}" mode12h "${ours.out.split('\n')[at - 1] ?? '(none)'}"${ours.error ? ` (${ours.error})` : ''}`;
}

/**
 * A generator whose programs write one text file compared by parts (versions 8 and 9 of the text
 * generator, pcgen): what compareText8 needs to know of it.
 */
export interface TextCompared {
  generator: number;
  /** Its file under tools/oracle/. */
  source: string;
  /** Whether the fixture keeps a program's text (the programs its test runs). */
  checked: (name: string) => boolean;
  /** The file the programs write, and what they are, for the facts' header. */
  file: string;
  what: string;
  /** OUT/<report>.txt and OUT/<report>-facts.txt. */
  report: string;
  /** Whether the oracle's file has CR LF line ends (written in text mode). */
  crlf: boolean;
  run: (source: string, name: string) => { out: string; error: string | null };
}

const TEXT8_COMPARED: TextCompared = {
  generator: 8, source: 'textgen8.ts', checked: text8Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
  run: (source, name) => runText8(source, name),
};

/** Every program against its oracle: OUT/text.txt (of.report), and the facts to OUT/text-facts.txt. */
export function compareText8(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null, of = TEXT8_COMPARED): void {
  const lines: string[] = [];
  const facts: string[] = [`# ${of.file} of the ${of.what} (tools/oracle/${of.source}) in Turbo C 2.0 under DOSBox: hashes of its parts, the text of those the test runs`, `generator ${of.generator}`];
  let compared = 0, equal = 0;
  for (const p of programs) {
    const o = oracleOf(p.name);
    if (!o) continue;
    // TLINK makes an .EXE with a symbol undefined (mktime: not in TC 2.0): its call runs into address 0
    if (o.status === 'ok' && /Undefined symbol/.test(o.log)) o.status = 'rejected';
    facts.push(`${p.name} ${o.status}`);
    if (o.status !== 'ok') { lines.push(`${p.name}  oracle ${o.status}`); continue; }
    const raw = new TextDecoder('latin1').decode(o.files.get(of.file) ?? new Uint8Array());
    const theirs = of.crlf ? raw.replace(/\r\n/g, '\n') : raw;
    facts.push(`= ${text8Hashes(theirs).join(' ')}`);
    if (of.checked(p.name)) {
      for (const l of theirs.replace(/\n$/, '').split('\n')) facts.push(`| ${l}`);
      if (!theirs.endsWith('\n') && theirs) facts.push('|~');
    }
    const run = of.run(p.source, p.name);
    compared++;
    const at = run.out === theirs ? 0 : firstDifference(theirs, run.out) || 1;
    if (at === 0 && !run.error) { equal++; lines.push(`${p.name}  equal`); continue; }
    lines.push(`${p.name}  line ${at}: oracle "${theirs.split('\n')[at - 1] ?? '(none)'}" mode12h "${run.out.split('\n')[at - 1] ?? '(none)'}"${run.error ? `  (${run.error})` : ''}`);
  }
  const summary = `${compared} programs, ${equal} equal`;
  writeFileSync(join(out, `${of.report}.txt`), `${lines.join('\n')}\n\n${summary}\n`);
  writeFileSync(join(out, `${of.report}-facts.txt`), `${facts.join('\n')}\n`);
  console.log(lines.filter((l) => !l.endsWith('equal')).slice(0, 40).join('\n'));
  console.log(summary);
}

/**
 * A run's differences held to a known list (one line a program, its cause after " — "): the
 * problems to report, none when every difference is listed and every listed program of `names`
 * still differs. With `update` the list is rewritten from `diffs`, each keeping its cause.
 */
export function heldToKnown(diffs: string[], names: Set<string>, knownFile: string, what: string, update: boolean): string[] {
  const key = (line: string): string => line.split(/[: ]/)[0]!;
  const lines = existsSync(knownFile) ? readFileSync(knownFile, 'utf8').split('\n') : [];
  if (update) {
    const causes = new Map(lines.filter((l) => l.includes(' — ')).map((l) => [key(l), l.split(' — ')[1]!] as const));
    writeFileSync(knownFile, `# programs of ${what} where mode12h differs from Turbo C 2.0 today: program, the first part and line that differ — why\n${diffs.map((d) => (causes.has(key(d)) ? `${d} — ${causes.get(key(d))}` : d)).join('\n')}\n`);
    console.log(`  ${what}: known.txt rewritten: ${diffs.length} differences`);
    return [];
  }
  const known = new Set(lines.filter((l) => l && !l.startsWith('#')).map(key));
  const now = new Set(diffs.map(key));
  const fresh = diffs.filter((d) => !known.has(key(d)));
  const fixed = [...known].filter((k) => names.has(k) && !now.has(k));
  const show = (xs: string[]): string => xs.slice(0, 20).join('\n  ') + (xs.length > 20 ? `\n  … ${xs.length - 20} more` : '');
  return [
    ...(fresh.length ? [`${fresh.length} new differences from Turbo C 2.0:\n  ${show(fresh)}`] : []),
    ...(fixed.length ? [`${fixed.length} known differences now match Turbo C 2.0 — take them off the list (the test's --update)\n  ${show(fixed)}`] : []),
  ];
}
