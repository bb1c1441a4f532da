/**
 * Generated library programs, version 9 (programs `Z00001.C` …; docs/FIDELITY.md "Version 9"): the
 * library areas versions 1–8 sample thinly or not at all, mixed in one program —
 *
 * - the scanf family: sscanf and fscanf (from a file on C:, with ftell after) of every conversion,
 *   widths, `*`, `%[…]` sets with ranges and `^`, `%n`, `%i`'s bases, h/l sizes, overflow, a
 *   mismatch's and the input's end's return, the targets printed whole (what was not stored keeps
 *   its mark);
 * - printf's conversions through sprintf at their edges: %e/%f/%g/%E/%G of huge, tiny, denormal,
 *   infinite and NaN doubles with every flag, width and precision (`*` too), the l and L sizes,
 *   %p/%Fp/%Np, the integer conversions with h and l;
 * - ecvt/fcvt/gcvt with odd digit counts, atof/strtod/strtol/strtoul of odd texts,
 *   itoa/ltoa/ultoa in bases 2–36;
 * - mem.h (memccpy, memchr, memcmp, memicmp, movmem, setmem, movedata, memset) and swab;
 * - string.h (strtok sequences, strspn/strcspn/strpbrk, strrev, strset, strnset,
 *   stricmp/strnicmp/strcmpi, strdup, strstr, strchr of the NUL, strlwr/strupr, strerror/_strerror);
 * - ctype.h on 0–255 and EOF, its macros and functions, toupper/tolower of ints past a byte;
 * - stdlib: div/ldiv, abs/labs, rand's sequence after srand, random, _lrotl/_lrotr/_rotl/_rotr,
 *   getenv/putenv sequences, bsearch;
 * - time.h: ctime/asctime/localtime/gmtime with TZ, difftime;
 * - dos.h: getdisk/setdisk, getcurdir, parsfnm, FP_SEG/FP_OFF/MK_FP, getftime/setftime;
 * - io.h on C:: lseek/tell/filelength/chsize/access/creat modes/umask/setmode;
 * - float.h: _control87, _status87 and _clear87 around 8087 operations, _fpreset.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with `#N` and the screen's rows
 * that hold text, as version 8 does (its runner, hashes and comparison are version 8's).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, C_SCREEN, compareText8, dbl, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';

export const TEXTGEN9_SCENES = 5;
export const textgen9Name = (seed: number): string => `Z${String(seed % 100000).padStart(5, '0')}`;
export const textgen9Seed = (name: string): number | null => (/^Z\d{5}$/.test(name) ? Number(name.slice(1)) : null);

const DOUBLES = [0, -0, 1, -1, 0.5, 9.5, 0.05, 0.15, 2.5, 99.995, 999999.5, 1e-10, 1e10, 1e15, 1e16, 1e17, 1e18, 1e19, 1e21, 1e-300, -1e-300, 1e300, -1e300,
  1e308, 1.7976931348623157e308, 5e-324, 1e-320, 2.2250738585072014e-308, 2.225073858507201e-308, Infinity, -Infinity, NaN, 3.141592653589793,
  123456789.125, 0.000123456, 65535.99999, 1e39, 1e40, 1e-39, 9.999999999999999e22, 0.1, 1 / 3, 2 / 3, 4.35, 1e-5, 1e-4, 12345.6789];
const val = (r: Rng): string => {
  if (r.chance(0.2)) return dbl((r.chance(0.5) ? -1 : 1) * r.int(1, 99999) * 10 ** r.int(-12, 12));
  return dbl(r.pick(DOUBLES) * (r.chance(0.2) ? -1 : 1), r.chance(0.5));
};

/** A C string literal; TCC 2.0 reads every octal digit after a backslash, so a digit after an octal escape is one too. */
export const cstr = (s: string): string => {
  let out = '', octal = false;
  for (const c of s) {
    const x = c.charCodeAt(0);
    octal = x >= 0x80 || x < 0x20 && c !== '\n' && c !== '\t' || (octal && c >= '0' && c <= '7');
    out += octal ? `\\${x.toString(8).padStart(3, '0')}` : c === '\\' ? '\\\\' : c === '"' ? '\\"' : c === '\n' ? '\\n' : c === '\t' ? '\\t' : c;
  }
  return `"${out}"`;
};

// ---- the scanf family ----

/** A piece of input for a conversion of kind `k`. */
function scanPiece(r: Rng, k: string): string {
  const sp = r.pick(['', '', ' ', '  ', '\t', '\n ']);
  const digits = (set: string, n: number): string => Array.from({ length: n }, () => set[r.int(0, set.length - 1)]).join('');
  switch (k) {
    case 'int':
      return sp + r.pick(['', '', '-', '+', '+-', '--']) + r.pick(['', '', '', '0', '0x', '0X']) + r.pick([digits('0123456789', r.int(1, 6)), digits('0123456789abcdefABCDEF89', r.int(1, 5)),
        r.pick(['32767', '32768', '65535', '65536', '-32768', '-32769', '2147483647', '2147483648', '4294967295', '4294967296', '99999999999', '0', '00', '08', '019', 'x', 'g', '', '.5'])]);
    case 'float':
      return sp + r.pick(['1.5', '-2.5e3', '.5', '5.', '.', 'e5', '1e', '1e+', '1e-400', '1e400', '-1e400', '0x1A', 'inf', 'nan', '+.e1', '12345678901234567890', '1.7976931348623159e308',
        '4.9e-324', '1e-320', '+0', '-0', '1,5', '1E5', '3.14159265358979323846', '2.2250738585072011e-308', '.000001', '12e-3', '+', '-', '9e99999', '1.0e0000000000005', '7', '1e5x', '123.456e-2']);
    case 'str':
      return sp + r.pick(['abc', 'Hello', 'x,y', 'a-b]c', 'ZZ9', '\xe9t\xe9', 'longerwordhere', 'q', '^^', 'tab\there', '--', '[x]', 'A1b2C3']);
    default:
      return sp + r.pick(['x', '1', 'ab', ' ', '%', 'a%b', '']);
  }
}

interface ScanConv { fmt: string; kind: string; target: string | null }

/** One conversion of a scanf format and its target (s0..s2 strings, iv/lv/fv/dv numbers). */
function scanConv(r: Rng, n: { i: number; l: number; s: number; f: number; d: number }): ScanConv {
  const width = r.chance(0.3) ? String(r.int(1, 12)) : '';
  const star = r.chance(0.12);
  const k = r.int(0, 11);
  const tgt = (kind: 'i' | 'l' | 's' | 'f' | 'd'): [string, string] => {
    if (star) return ['', ''];
    const at = n[kind] < 3 ? n[kind]++ : 3;
    switch (kind) {
      case 'i': return [`&iv[${at}]`, ''];
      case 'l': return [`&lv[${at}]`, ''];
      case 'f': return [`&fv[${at}]`, ''];
      case 'd': return [`&dv[${at}]`, ''];
      default: return [`ss[${at}]`, ''];
    }
  };
  const pre = `%${star ? '*' : ''}${width}`;
  if (k <= 2) {
    const c = r.pick(['d', 'i', 'o', 'u', 'x', 'X', 'i', 'd']);
    const size = r.pick(['', '', 'h', 'l', 'l']);
    const [t] = tgt(size === 'l' ? 'l' : 'i');
    return { fmt: `${pre}${size}${c}`, kind: 'int', target: t || null };
  }
  if (k === 3) {
    const c = r.pick(['D', 'O', 'U', 'I']);
    const [t] = tgt('l');
    return { fmt: `${pre}${c}`, kind: 'int', target: t || null };
  }
  if (k <= 5) {
    const c = r.pick(['e', 'f', 'g', 'E', 'G']);
    const big = r.chance(0.5);
    const [t] = tgt(big ? 'd' : 'f');
    return { fmt: `${pre}${big ? r.pick(['l', 'l', 'L']) : ''}${c}`, kind: 'float', target: t || null };
  }
  if (k === 6) {
    const [t] = tgt('s');
    return { fmt: `${pre}s`, kind: 'str', target: t || null };
  }
  if (k === 7) {
    const [t] = tgt('s');
    const cw = r.int(1, 4);
    return { fmt: `%${star ? '*' : ''}${cw === 1 && r.chance(0.5) ? '' : cw}c`, kind: r.pick(['str', 'other']), target: t || null };
  }
  if (k <= 9) {
    const set = r.pick(['a-z', 'A-Z0-9', '^,', '^ ', ']a', '^]', 'a-', '-a', 'z-a', '^a-z', '0-9.e+-', 'abc', '^\n', 'a-cx-z', '^-', '\xe9', '\x01-\x7f']);
    const [t] = tgt('s');
    return { fmt: `${pre}[${set}]`, kind: 'str', target: t || null };
  }
  if (k === 10) {
    const at = n.i < 3 ? n.i++ : 3;
    return { fmt: '%n', kind: 'none', target: `&iv[${at}]` };
  }
  return { fmt: r.pick([' ', ',', '-', '%%', 'x', ' , ', '\t']), kind: 'lit', target: null };
}

function scanStep(r: Rng): string {
  const n = { i: 0, l: 0, s: 0, f: 0, d: 0 };
  const convs = Array.from({ length: r.int(1, 4) }, () => scanConv(r, n));
  const fmt = convs.map((c) => c.fmt).join(r.pick(['', '', ' ']));
  let input = '';
  for (const c of convs) {
    if (c.kind === 'lit') input += r.chance(0.8) ? c.fmt.replace('%%', '%') : scanPiece(r, 'other');
    else if (c.kind !== 'none') input += scanPiece(r, r.chance(0.85) ? c.kind : r.pick(['int', 'float', 'str', 'other']));
    if (r.chance(0.3)) input += r.pick([' ', ',', '\n', 'x']);
  }
  if (r.chance(0.1)) input = r.pick(['', ' ', '\n\t ']);
  const targets = convs.map((c) => c.target).filter((t): t is string => !!t);
  const args = targets.length ? `, ${targets.join(', ')}` : '';
  if (r.chance(0.3)) {
    // fscanf from a file on C: written in binary, read in text or binary; ftell and the next character after
    const mode = r.pick(['r', 'rb', 'rt']);
    return `mark(); sf = fopen("Z9.TMP", "wb"); fputs(${cstr(input)}, sf); fclose(sf); sf = fopen("Z9.TMP", "${mode}"); rv = fscanf(sf, ${cstr(fmt)}${args}); fprintf(f, "fscanf %d %ld %d ", rv, ftell(sf), fgetc(sf)); fclose(sf); marks();`;
  }
  return `mark(); rv = sscanf(${cstr(input)}, ${cstr(fmt)}${args}); fprintf(f, "sscanf %d ", rv); marks();`;
}

// ---- printf's conversions through sprintf ----

function printStep(r: Rng): string {
  // flags once each, '0' last (TC's formatter reads a '0' after the others as the width's start); now and then any order
  const flags = (): string => r.chance(0.1) ? Array.from({ length: r.int(1, 3) }, () => r.pick(['-', '+', ' ', '#', '0'])).join('')
    : ['-', '+', ' ', '#', '0'].filter(() => r.chance(0.3)).join('');
  const wp = (): { s: string; args: string[] } => {
    const args: string[] = [];
    let s = '';
    if (r.chance(0.5)) { if (r.chance(0.15)) { s += '*'; args.push(String(r.pick([-12, -1, 0, 5, 20, 40]))); } else s += String(r.pick([0, 1, 5, 8, 12, 20, 30, 45])); }
    if (r.chance(0.6)) { if (r.chance(0.15)) { s += '.*'; args.push(String(r.pick([-1, 0, 3, 17, 25]))); } else s += `.${r.pick(['', '0', '1', '2', '6', '10', '16', '17', '18', '20', '30', '40'])}`; }
    return { s, args };
  };
  const k = r.int(0, 9);
  if (k <= 5) {
    const parts: string[] = [], args: string[] = [];
    for (let q = r.int(1, 3); q > 0; q--) {
      const w = wp();
      const c = r.pick(['e', 'f', 'g', 'E', 'G', 'f', 'e', 'g']);
      const size = r.pick(['', '', '', 'l', 'L']);
      parts.push(`%${flags()}${w.s}${size}${c}`);
      args.push(...w.args, size === 'L' ? `(long double)${val(r)}` : val(r));
      if (r.chance(0.3)) parts.push(r.pick(['|', ' ', '<>']));
    }
    return `rv = sprintf(b, ${cstr(parts.join('|'))}, ${args.join(', ')}); fprintf(f, "sprintf %d [%s]\\n", rv, b);`;
  }
  if (k === 6) {
    const c = r.pick(['p', 'Fp', 'Np', 'lp', 'p']);
    const w = wp();
    const arg = c === 'Np' ? `(void near *)${r.pick(['0', '0x1234', '0xFFFF', '0x00AB'])}` : `(void far *)MK_FP(${r.pick(['0', '0x1234', '0xFFFF', '0xB800'])}, ${r.pick(['0', '0x5678', '0xFFFF', '0x000A'])})`;
    return `rv = sprintf(b, "%${flags()}${w.s}${c}|", ${[...w.args, arg].join(', ')}); fprintf(f, "sprintf %d [%s]\\n", rv, b);`;
  }
  // the integer conversions with h and l
  const c = r.pick(['d', 'i', 'u', 'o', 'x', 'X', 'c']);
  const size = c === 'c' ? '' : r.pick(['', 'h', 'l', 'l']);
  const w = wp();
  const arg = size === 'l' ? r.pick(['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '65536L', '-65535L', '123456789L'])
    : r.pick(['0', '-1', '32767', '(-32767 - 1)', '255', '-255', '65', '1000', '7']);
  return `rv = sprintf(b, "[%${flags()}${w.s}${size}${c}]", ${[...w.args, arg].join(', ')}); fprintf(f, "sprintf %d %s\\n", rv, b);`;
}

// ---- conversions ----

const INT_TEXTS = ['2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295', '4294967296', '99999999999', '0x7fffffff', '0x80000000', '0xffffffff', '0x', '0X1g', ' -0x10',
  '  +017', '09', 'zz', 'ZZ', '1e5', '-', '', '\t\n 42abc', '0b101', '+ 1', '777777777777', '-0', '0xG', 'Zz9', '1010101010101010101010101010101010101'];
const FLOAT_TEXTS = ['1.5', '  -2.5e3x', '.5', '5.', '.', 'e5', '1e', '1e+', '1e-400', '1e400', '-1e400', '0x1A', 'inf', 'NaN', '+.e1', '123456789012345678901234567890',
  '1.7976931348623159e308', '4.9e-324', '2.4703282292062328e-324', '1e-320', ' \t\n+0', '--1', '1,5', '1d5', '-0', '3.14159265358979323846', '2.2250738585072011e-308',
  '100000000000000000000000', '.000001', '+', '-.', '9e99999', '1.0e0000000000005', '0.1e-310', '1e-9999999', '  1e+0x'];

function convStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: {
      const fn = r.pick(['ecvt', 'fcvt']);
      return `p = ${fn}(${val(r)}, ${r.pick([-5, -1, 0, 1, 2, 5, 10, 15, 16, 17, 18, 20, 25, 40, 100])}, &i, &j); fprintf(f, "${fn} [%s] %d %d\\n", p, i, j);`;
    }
    case 1: return `memset(b, '*', 60); p = gcvt(${val(r)}, ${r.pick([0, 1, 2, 3, 6, 10, 15, 16, 17, 18, 20])}, b); fprintf(f, "gcvt [%s] %d\\n", b, p == b);`;
    case 2: return `strcpy(b, ${cstr(r.pick(FLOAT_TEXTS))}); errno = 0; g = strtod(b, &p); fprintf(f, "strtod "); H(g); fprintf(f, " %d %d\\n", (int)(p - b), errno); g = atof(b); H(g); fputc('\\n', f);`;
    case 3: case 4: {
      const fn = r.pick(['strtol', 'strtoul']);
      return `strcpy(b, ${cstr(r.pick(INT_TEXTS))}); errno = 0; l = ${fn}(b, &p, ${r.pick([0, 0, 2, 8, 10, 16, 36, r.int(2, 36), 1, 37])}); fprintf(f, "${fn} %ld %lu %d %d\\n", l, l, (int)(p - b), errno);`;
    }
    default: {
      const [fn, v] = r.pick([['itoa', String(r.pick([-32768, -1, 0, 1, 255, 32767, -12345, 1000]))], ['ltoa', r.pick(['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '65535L', '-123456789L'])],
        ['ultoa', r.pick(['0L', '-1L', '2147483647L', '4000000000UL', '65536L', '36L'])]] as const);
      return `strcpy(b, "?"); p = ${fn}(${v}, b, ${r.int(2, 36)}); fprintf(f, "${fn} %s %d\\n", b, p == b);`;
    }
  }
}

// ---- mem.h and string.h ----

const WORDS = ['', 'a', 'abc', 'Hello, World', 'x,y;;z', ',,lead', 'trail;;', 'A B  C', '\xe9t\xe9', '\xff\x80A', 'MiXeD', 'zzz', 'one two three', 'a\tb\nc', 'aaaa', 'ABCabc', '\xc9T\xc9', 'Zebra'];
const SETS = [',', ';,', ' ', '', 'abc', ',; \t', 'z', '\xe9', 'aeiou', 'ABC', 'lo', '\xff'];

function memStep(r: Rng): string {
  const w = (): string => cstr(r.pick(WORDS));
  const fill = `memset(b, '*', 40); b[40] = 0; strcpy(b, ${cstr(r.pick(WORDS.filter((x) => x.length > 2)))});`;
  const n = (): number => r.pick([0, 1, 2, 3, 5, 8, 12]);
  switch (r.int(0, 9)) {
    case 0: return `${fill} memset(b2, '.', 40); b2[40] = 0; p = memccpy(b2, b, ${r.pick(["'a'", "'l'", "','", '0', "'*'", "'\\xe9'", '0x1E9', '-23'])}, ${n() + 5}); fprintf(f, "memccpy %d ", p ? (int)(p - b2) : -1); bytes(b2, 20);`;
    case 1: return `${fill} p = memchr(b, ${r.pick(["'a'", "'l'", '0', "'*'", "'\\xe9'", '0x161', '-23', '233'])}, ${n() + 3}); fprintf(f, "memchr %d\\n", p ? (int)(p - b) : -1);`;
    case 2: {
      const fn = r.pick(['memcmp', 'memicmp', 'memicmp']);
      const a = r.pick(WORDS), c = r.pick(WORDS);
      return `strcpy(b, ${cstr(a)}); strcpy(b2, ${cstr(c)}); rv = ${fn}(b, b2, ${Math.min(Math.max(a.length, c.length) + 1, r.int(0, 14))}); fprintf(f, "${fn} %d\\n", rv);`;
    }
    case 3: {
      const src = r.int(0, 10), dst = r.int(0, 10);
      return `for (k = 0; k < 40; k++) b[k] = 'A' + k % 26; movmem(b + ${src}, b + ${dst}, ${r.pick([0, 1, 5, 10, 17])}); fprintf(f, "movmem "); bytes(b, 30);`;
    }
    case 4: return `memset(b, '*', 40); setmem(b + ${r.int(0, 5)}, ${r.pick([0, 1, 7, 20])}, ${r.pick(["'x'", '0', '0x1FF', '-1'])}); fprintf(f, "setmem "); bytes(b, 30);`;
    case 5: return `for (k = 0; k < 40; k++) { b[k] = 'a' + k % 26; b2[k] = '0' + k % 10; } movedata(FP_SEG((char far *)b), FP_OFF((char far *)b) + ${r.int(0, 8)}, FP_SEG((char far *)b2), FP_OFF((char far *)b2) + ${r.int(0, 8)}, ${r.pick([0, 1, 6, 13])}); fprintf(f, "movedata "); bytes(b2, 30);`;
    case 6: return `for (k = 0; k < 40; k++) b[k] = 'a' + k % 26; memset(b2, '.', 40); swab(b + ${r.int(0, 3)}, b2, ${r.pick([0, 1, 2, 5, 8, 11, -1].filter((x) => x >= 0))}); fprintf(f, "swab "); bytes(b2, 16);`;
    case 7: {
      const fn = r.pick(['strspn', 'strcspn']);
      return `rv = ${fn}(${w()}, ${cstr(r.pick(SETS))}); fprintf(f, "${fn} %d\\n", rv);`;
    }
    case 8: return `strcpy(b, ${w()}); p = strpbrk(b, ${cstr(r.pick(SETS))}); fprintf(f, "strpbrk %d\\n", p ? (int)(p - b) : -1);`;
    default: return `memset(b, '*', 40); memcpy(b, ${w()}, 1); p = memset(b + 2, ${r.pick(['0x141', "'q'", '-2'])}, ${n()}); fprintf(f, "memset %d ", (int)(p - b)); bytes(b, 16);`;
  }
}

function stringStep(r: Rng): string {
  const w = (): string => cstr(r.pick(WORDS));
  switch (r.int(0, 11)) {
    case 0: return `strcpy(tb, ${cstr(r.pick(['a,b,,c', ' one  two ', ',,,', 'x', '', ';a;b;', 'Hello, World; bye', 'a\tb c\nd']))}); p = strtok(tb, ${cstr(r.pick(SETS))}); fprintf(f, "strtok [%s]", p ? p : "(null)"); for (k = 0; k < ${r.int(0, 4)}; k++) { p = strtok(NULL, ${cstr(r.pick(SETS))}); fprintf(f, " [%s]", p ? p : "(null)"); } fputc('\\n', f);`;
    case 1: return `p = strtok(NULL, ${cstr(r.pick(SETS))}); fprintf(f, "strtok+ [%s]\\n", p ? p : "(null)");`;
    case 2: return `strcpy(b, ${w()}); p = strrev(b); fprintf(f, "strrev %d ", p == b); bytes(b, strlen(b) + 1);`;
    case 3: return `strcpy(b, ${w()}); p = strset(b, ${r.pick(["'#'", '0x17A', '0'])}); fprintf(f, "strset %d ", p == b); bytes(b, 16);`;
    case 4: return `strcpy(b, ${w()}); p = strnset(b, ${r.pick(["'#'", '0x17A', "'\\xe9'"])}, ${r.pick([0, 1, 3, 5, 20])}); fprintf(f, "strnset %d ", p == b); bytes(b, 16);`;
    case 5: {
      const fn = r.pick(['stricmp', 'strcmpi', 'strcmp', 'strnicmp', 'strncmpi', 'strncmp']);
      const lim = fn.includes('n') ? `, ${r.pick([0, 1, 2, 3, 5, 40])}` : '';
      return `rv = ${fn}(${w()}, ${w()}${lim}); fprintf(f, "${fn} %d\\n", rv);`;
    }
    case 6: return `p = strdup(${w()}); fprintf(f, "strdup %d [%s]\\n", p != NULL, p ? p : ""); free(p);`;
    case 7: return `strcpy(b, ${w()}); p = strstr(b, ${cstr(r.pick(['', 'a', 'lo', 'Wor', 'zz', 'abc', 'c', '\xe9']))}); fprintf(f, "strstr %d\\n", p ? (int)(p - b) : -1);`;
    case 8: {
      const fn = r.pick(['strchr', 'strrchr']);
      return `strcpy(b, ${w()}); p = ${fn}(b, ${r.pick(["'a'", '0', "'z'", "' '", '0x161', "'\\xe9'"])}); fprintf(f, "${fn} %d\\n", p ? (int)(p - b) : -1);`;
    }
    case 9: {
      const fn = r.pick(['strlwr', 'strupr']);
      return `strcpy(b, ${w()}); p = ${fn}(b); fprintf(f, "${fn} %d ", p == b); bytes(b, strlen(b));`;
    }
    case 10: return `errno = ${r.pick([0, 1, 2, 5, 13, 22, 33, 34, 35, 36, 48, 49, 50, 99, -1])}; fprintf(f, "strerror [%s] [%s]\\n", strerror(${r.pick([-2, -1, 0, 1, 2, 9, 19, 20, 21, 34, 35, 36, 47, 48, 49, 50, 100, 32767])}), _strerror(${r.pick(['NULL', '""', '"msg"', '"a long message of words"'])}));`;
    default: return `strcpy(b, ${w()}); p = strncat(b, ${w()}, ${r.pick([0, 1, 3, 30])}); fprintf(f, "strncat %d ", p == b); bytes(b, strlen(b) + 1);`;
  }
}

// ---- ctype.h ----

function ctypeStep(r: Rng): string {
  if (r.chance(0.4)) {
    const c = r.pick([-1, -2, -128, 0x100, 0x141, 0x1E9, 0x7FFF, -32768, 0xE9, 0x80, 0xFF, 0x7F, 'a'.charCodeAt(0), 'Z'.charCodeAt(0), 0, 32, 9]);
    return `fprintf(f, "case %d %d %d %d %d %d\\n", toupper(${c}), tolower(${c}), _toupper(${c}), _tolower(${c}), toascii(${c}), isascii(${c}) != 0);`;
  }
  const from = r.pick([-1, 0, 0x20, 0x30, 0x40, 0x60, 0x7F, 0x80, 0xC0, 0xF0, r.int(0, 255)]);
  const n = r.int(4, 24);
  return `fprintf(f, "ctype"); for (k = ${from}; k < ${from} + ${n} && k < 256; k++) fprintf(f, " %02X%c%c%c%c%c%c%c%c%c%c%c", k & 255, isalpha(k) ? 'a' : '-', isdigit(k) ? 'd' : '-', isxdigit(k) ? 'x' : '-', isspace(k) ? 's' : '-', isupper(k) ? 'U' : '-', islower(k) ? 'l' : '-', ispunct(k) ? 'p' : '-', isprint(k) ? 'r' : '-', isgraph(k) ? 'g' : '-', iscntrl(k) ? 'c' : '-', isalnum(k) ? 'n' : '-'); fputc('\\n', f);`;
}

// ---- stdlib ----

function stdlibStep(r: Rng): string {
  const I = [-32768, -32767, -7, -1, 0, 1, 3, 7, 32767, 100, -100];
  const L = ['0L', '-1L', '7L', '-7L', '2147483647L', '(-2147483647L - 1)', '100000L', '-3L', '65536L'];
  switch (r.int(0, 9)) {
    case 0: return `dv1 = div(${r.pick(I)}, ${r.pick(I.filter((x) => x !== 0))}); fprintf(f, "div %d %d\\n", dv1.quot, dv1.rem);`;
    case 1: return `ldv1 = ldiv(${r.pick(L)}, ${r.pick(L.filter((x) => x !== '0L'))}); fprintf(f, "ldiv %ld %ld\\n", ldv1.quot, ldv1.rem);`;
    case 2: return `fprintf(f, "abs %d %ld\\n", abs(${r.pick(I)}), labs(${r.pick(L)}));`;
    case 3: return `srand(${r.pick([0, 1, 2, 42, 32767, 65535, r.int(0, 65535)])}); fprintf(f, "rand"); for (k = 0; k < ${r.int(1, 6)}; k++) fprintf(f, " %d", rand()); fprintf(f, " %d\\n", random(${r.pick([1, 2, 10, 100, 32767])}));`;
    case 4: {
      const fn = r.pick(['_lrotl', '_lrotr']);
      return `fprintf(f, "${fn} %08lX\\n", ${fn}(${r.pick(['0x12345678L', '1L', '0x80000001L', '-1L', '0L'])}, ${r.pick([0, 1, 4, 16, 31, 32, 33, 40, -1])}));`;
    }
    case 5: {
      const fn = r.pick(['_rotl', '_rotr']);
      return `fprintf(f, "${fn} %04X\\n", ${fn}(${r.pick(['0x1234', '1', '0x8001', '0xFFFF', '0'])}, ${r.pick([0, 1, 4, 15, 16, 17, 33, -1])}));`;
    }
    case 6: case 7: {
      const name = r.pick(['ZV', 'ZW', 'PATH', 'Zv', 'ZV1']);
      const put = r.pick([`${name}=one`, `${name}=`, `${name}`, `${name}=two=2`, '=x', `${name}=a b`]);
      return `rv = putenv(${cstr(put)}); p = getenv(${cstr(r.pick(['ZV', 'ZW', 'Zv', 'ZV1', 'zv', 'ZV=', '']))}); fprintf(f, "putenv %d [%s]\\n", rv, p ? p : "(null)");`;
    }
    case 8: {
      const n = r.int(0, 9);
      const xs = Array.from({ length: n }, (_, q) => q * 3 + r.int(0, 2));
      return `${xs.map((x, q) => `iv[${q}] = ${x};`).join(' ')} key = ${r.int(-1, 30)}; ip = bsearch(&key, iv, ${n}, sizeof(int), cup); fprintf(f, "bsearch %d\\n", ip ? (int)(ip - iv) : -1);`;
    }
    default: return `fprintf(f, "minmax %d %d %u\\n", max(${r.pick(I)}, ${r.pick(I)}), min(${r.pick(I)}, ${r.pick(I)}), (unsigned)atoi(${cstr(r.pick(INT_TEXTS))}));`;
  }
}

// ---- time.h ----

const TZS = ['EST5EDT', 'PST8PDT', 'GMT0', 'CET-1CEST', 'JST-9', 'XYZ', 'A5', 'EST+5', '', 'IST-5:30', 'NZST-12NZDT', 'AAA-13', 'BBB24', 'est5edt', 'EST5E', 'X1Y', 'ABCD3EFGH', '5', 'E-0'];

function timeStep(r: Rng): string {
  const t = `${r.pick([0, 1, -1, 315532800, 2147483647, 1000000000, 86399, 18000, 536457599, r.int(0, 2147483647), r.int(315532800, 1200000000)])}L`;
  const tmLine = (label: string): string => `if (tp) fprintf(f, "${label} %d %d %d %d %d %d %d %d %d\\n", tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst); else fprintf(f, "${label} null\\n");`;
  switch (r.int(0, 4)) {
    case 0: return `putenv(${cstr(`TZ=${r.pick(TZS)}`)}); tzset(); t = ${t}; fprintf(f, "tzset %ld %d %s", timezone, daylight, ctime(&t));`;
    case 1: return `t = ${t}; fprintf(f, "ctime %s", ctime(&t));`;
    case 2: { const fn = r.pick(['gmtime', 'localtime']); return `t = ${t}; tp = ${fn}(&t); ${tmLine(fn)}`; }
    case 3: return `t = ${t}; tp = localtime(&t); fprintf(f, "asctime %s", asctime(tp));`;
    default: return `g = difftime(${t}, ${r.pick(['0L', '-1L', '2147483647L', '86400L'])}); fprintf(f, "difftime "); H(g); fputc('\\n', f);`;
  }
}

// ---- dos.h, io.h ----

const FNAMES = ['C:\\TC\\TCC.EXE', 'A:FILE.C', 'NAME.EXT', 'NAME', '.EXT', 'NAME.', 'X:', '*.?', 'VERYLONGNAME.EXTENSION', 'a.b', '', 'C:NAME.TXT', 'AB*CD.E?F', ' SP.C', 'a+b.c', 'na;me.c', 'A:\\X.Y'];

function dosStep(r: Rng): string {
  switch (r.int(0, 5)) {
    case 0: return `rv = setdisk(${r.pick([2, 2, 0, 25, 26, 31, -1])}); k = getdisk(); fprintf(f, "setdisk %d %d\\n", rv, k); setdisk(2);`;
    case 1: return `memset(b, '*', 70); rv = getcurdir(${r.pick([0, 3, 1, 4, 26, 27])}, b); fprintf(f, "getcurdir %d [%s]\\n", rv, b);`;
    case 2: return `strcpy(b, ${cstr(r.pick(FNAMES))}); memset(&fcb, 0x5A, sizeof fcb); p = parsfnm(b, &fcb, ${r.pick([0, 1, 2, 4, 15])}); fprintf(f, "parsfnm %d %d ", p ? (int)(p - b) : -1, fcb.fcb_drive); bytes(fcb.fcb_name, 11);`;
    case 3: return `fp = MK_FP(${r.pick(['0x1234', '0', '0xFFFF'])}, ${r.pick(['0x5678', '0', '0xFFFF'])}); fprintf(f, "fp %04X %04X %d\\n", FP_SEG(fp), FP_OFF(fp), fp == (char far *)MK_FP(FP_SEG(fp), FP_OFF(fp)));`;
    case 4: {
      // setftime's return only: DOSBox 0.74 dates a file by the host's clock when it is closed
      const dt = `${r.int(0, 31)} + (${r.int(0, 15)} << 5) + (${r.int(0, 127)} << 9)`, tm = `${r.int(0, 31)} + (${r.int(0, 63)} << 5) + (${r.int(0, 31)} << 11)`;
      return `ftw[0] = ${tm}; ftw[1] = ${dt}; memcpy(&ft, ftw, 4); errno = 0; rv = setftime(${r.pick(['hd', 'hd', '-1', '99'])}, &ft); fprintf(f, "setftime %d %d\\n", rv, errno);`;
    }
    default: return `rv = getftime(${r.pick([-1, 99, 15])}, &ft); fprintf(f, "getftime %d %d\\n", rv, errno);`;
  }
}

function ioStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: return `errno = 0; l = lseek(hd, ${r.pick(['0L', '5L', '-1L', '-100L', '100000L', '3L'])}, ${r.pick([0, 1, 2, 3, -1])}); fprintf(f, "lseek %ld %ld %d\\n", l, tell(hd), errno);`;
    case 1: return `errno = 0; rv = chsize(hd, ${r.pick(['0L', '1L', '10L', '300L', '5L'])}); fprintf(f, "chsize %d %ld %ld %d\\n", rv, filelength(hd), tell(hd), errno);`;
    case 2: return `errno = 0; rv = access(${cstr(r.pick(['Z1.TMP', 'NOFILE.X', 'C:\\', '.', 'Z1.TMP\\X', '', 'TX.OUT']))}, ${r.pick([0, 2, 4, 6, 1, 8])}); fprintf(f, "access %d %d\\n", rv, errno);`;
    case 3: return `errno = 0; k = creat("Z2.TMP", ${r.pick(['S_IREAD', 'S_IWRITE', 'S_IREAD | S_IWRITE', '0', '0x1FF'])}); rv = write(k, "hello\\n", 6); fprintf(f, "creat %d %d %d ", k >= 0, rv, errno); close(k); errno = 0; k = open("Z2.TMP", O_RDWR); fprintf(f, "%d %d\\n", k >= 0, errno); if (k >= 0) close(k); _chmod("Z2.TMP", 1, 0); unlink("Z2.TMP");`;
    case 4: return `rv = umask(${r.pick(['0', 'S_IWRITE', 'S_IREAD', 'S_IREAD | S_IWRITE', '0xFFFF'])}); fprintf(f, "umask %04X\\n", rv);`;
    case 5: return `rv = setmode(hd, ${r.pick(['O_TEXT', 'O_BINARY', '0', 'O_TEXT | O_BINARY', '0x100'])}); lseek(hd, 0L, 0); memset(b, 0, 40); k = read(hd, b, ${r.pick([1, 5, 12, 30])}); fprintf(f, "setmode %04X %d ", rv, k); bytes(b, k > 0 ? k : 0);`;
    case 6: return `errno = 0; rv = write(hd, ${cstr(r.pick(['ab\ncd', '\x1A', 'x\r\n', '']))}, ${r.int(0, 4)}); fprintf(f, "write %d %ld %ld %d\\n", rv, tell(hd), filelength(hd), errno);`;
    default: return `errno = 0; rv = eof(hd); k = read(hd, b, 3); fprintf(f, "eof %d %d %d\\n", rv, k, errno);`;
  }
}

// ---- float.h ----

function floatStep(r: Rng): string {
  switch (r.int(0, 4)) {
    case 0: return `cw = _control87(0, 0); u = _control87(${r.pick(['0', 'MCW_EM', 'EM_ZERODIVIDE', 'RC_UP', 'RC_DOWN', 'RC_CHOP', 'PC_24', 'PC_53', 'IC_AFFINE'])} | MCW_EM, ${r.pick(['0', 'MCW_RC', 'MCW_PC', 'MCW_IC', 'MCW_EM', '0xFFFF'])}); fprintf(f, "control87 %04X %04X\\n", cw, u); _control87(cw, 0xFFFF);`;
    case 1: return `cw = _control87(MCW_EM, MCW_EM); _clear87(); g = ${val(r)} ${r.pick(['*', '/', '+', '-'])} ${val(r)}; u = _status87(); _clear87(); _control87(cw, 0xFFFF); fprintf(f, "status87 %04X ", u); H(g); fputc('\\n', f);`;
    case 2: return `u = _clear87(); fprintf(f, "clear87 %04X %04X\\n", u, _status87());`;
    case 3: return `_fpreset(); fprintf(f, "fpreset %04X\\n", _control87(0, 0));`;
    default: return `cw = _control87(MCW_EM | ${r.pick(['RC_NEAR', 'RC_UP', 'RC_DOWN', 'RC_CHOP'])} | ${r.pick(['PC_24', 'PC_53', 'PC_64'])}, 0xFFFF); g = ${val(r)}; g2 = g * ${r.pick(['D(0x3FF8,0,0,0)', 'D(0x3FB9,0x9999,0x9999,0x999A)', 'D(0x7E37,0xE43C,0x8800,0x759C)', 'D(0x01A5,0x6E1F,0xC2F8,0xF359)'])}; _clear87(); _control87(cw, 0xFFFF); fprintf(f, "round "); H(g2); fputc('\\n', f);`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.24) return scanStep(r);
  if (k < 0.40) return printStep(r);
  if (k < 0.48) return convStep(r);
  if (k < 0.58) return memStep(r);
  if (k < 0.68) return stringStep(r);
  if (k < 0.73) return ctypeStep(r);
  if (k < 0.81) return stdlibStep(r);
  if (k < 0.86) return timeStep(r);
  if (k < 0.90) return dosStep(r);
  if (k < 0.96) return ioStep(r);
  return floatStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <ctype.h>
#include <math.h>
#include <float.h>
#include <errno.h>
#include <time.h>
#include <dir.h>
#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <conio.h>

static FILE *f, *sf;
static char b[200], b2[200], tb[80], *p, far *fp;
static char ss[4][200];
static int i, j, k, rv, hd, key, *ip, iv[16];
static long l, lv[4];
static float fv[4];
static double g, g2, dv[5];
static unsigned u, cw, ftw[2];
static time_t t;
static struct tm *tp;
static struct fcb fcb;
static struct ftime ft;
static div_t dv1;
static ldiv_t ldv1;

${C_DOUBLES}
${C_BYTES}/* scanf's targets marked before a call, printed after it: what was not stored keeps its mark */
static void mark(void)
{
  int q;
  for (q = 0; q < 4; q++) {
    iv[q] = -21555; lv[q] = -1414812757L; fv[q] = 0.0; dv[q] = 0.0;
    memset(&fv[q], 0xA5, sizeof(float)); memset(&dv[q], 0xA5, sizeof(double));
    memset(ss[q], '~', 199); ss[q][199] = 0;
  }
}

static void marks(void)
{
  int q;
  unsigned w[2];
  for (q = 0; q < 4; q++) fprintf(f, "%d ", iv[q]);
  for (q = 0; q < 4; q++) fprintf(f, "%ld ", lv[q]);
  for (q = 0; q < 4; q++) { memcpy(w, &fv[q], 4); fprintf(f, "%04X%04X ", w[1], w[0]); }
  for (q = 0; q < 4; q++) { H(dv[q]); fputc(' ', f); }
  for (q = 0; q < 4; q++) { fputc('[', f); p = memchr(ss[q], '~', 199); bytes(ss[q], p ? (int)(p - ss[q]) : 199); }
}

static int cup(const void *a, const void *b_) { return *(int *)a - *(int *)b_; }

${C_SCREEN}`;
}

export interface Textgen9Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`. */
export function generateText9(seed: number): Textgen9Program {
  const r = new Rng(seed * 2654435761 + 9);
  const scenes: string[] = [];
  for (let s = 1; s <= TEXTGEN9_SCENES; s++) {
    const steps = Array.from({ length: r.int(6, 12) }, () => step(r));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  screen(${s});\n}\n`);
  }
  const body = `${prelude()}
${scenes.join('\n')}
int main(void)
{
  clrscr();
  f = fopen("TX.OUT", "wb");
  /* strtok's place: the end of a string (strtok(NULL, …) before any other call would scan from DS:0) */
  strcpy(tb, "start");
  strtok(tb, "");
  /* a file open for the io.h steps: binary, with a line end, a ^Z and text after it */
  hd = open("Z1.TMP", O_CREAT | O_RDWR | O_TRUNC | O_${r.pick(['BINARY', 'TEXT'])}, S_IREAD | S_IWRITE);
  write(hd, "first\\r\\nline\\n\\032tail", 17);
  lseek(hd, ${r.pick(['0L', '4L', '17L'])}, SEEK_SET);
  s1();
  s2();
  s3();
  s4();
  s5();
  close(hd);
  umask(0);
  _chmod("Z1.TMP", 1, 0);
  unlink("Z1.TMP");
  unlink("Z8.TMP");
  unlink("Z9.TMP");
  setdisk(2);
  fclose(f);
  return 0;
}
`;
  return { seed, name: textgen9Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v9/oracle.txt, as version 8's (hashes of the parts, the text of one program in ten). */
export const text9Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v9');
export const text9Checked = (name: string): boolean => (textgen9Seed(name) ?? 1) % 10 === 0;
export const readText9Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text9Fixtures(file));

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText9(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 9, source: 'textgen9.ts', checked: text9Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: (source, name) => runText8(source, name, true),
  });
}
