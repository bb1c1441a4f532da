/**
 * Generated library programs, version 11 (programs `LC00001.C` …; docs/FIDELITY.md "Version 11"):
 * the C library's corners that versions 1–10 sample thinly, densely —
 *
 * - standard input redirected from a file (`LC00001 < LC00001.IN`, the file generated with the
 *   program: lines ended by CR LF or LF, tabs, odd numbers, now and then a Ctrl-Z): scanf, fscanf
 *   and vscanf on stdin, getchar/fgetchar/getc, gets, fgets, fread, ungetc, what each leaves unread
 *   (ftell(stdin), feof), conio's getch/getche/kbhit on that file;
 * - sscanf and vsscanf with the modifiers versions 9 did not write (F and N pointers, %hn/%ln,
 *   L into a long double), `]` first in a set, `*` with every conversion, widths on %c and %n;
 * - printf's family through sprintf/vsprintf and on the screen: values on and beside rounding
 *   boundaries at every precision, %g's switch between its styles, flags in any order, `*`
 *   widths and precisions negative, %n with h and l, %c of 0, unknown conversions, a lone `%`;
 * - ecvt/fcvt/gcvt on rounding boundaries; strtod/strtol/strtoul with their end pointers and
 *   errno; atoi/atol past their ranges; itoa/ltoa/ultoa at every radix and past them;
 * - string.h and mem.h: overlapping copies (strcpy, strcat, memcpy, memmove, movmem, strncpy),
 *   n = 0, strtok's state across delimiters, empty sets, strrev/strset/strupr/strlwr of bytes ≥ 128;
 * - time.h around daylight saving's changes with TZ set, rand's sequences, div/ldiv;
 * - conio in windows: window at and past the edges, gotoxy outside, cputs/cprintf/putch with
 *   control characters, clreol/insline/delline, gettext/puttext/movetext's returns.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with `#N` and the screen's rows
 * that hold text, as versions 8–10 do (their runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, compareText8, dbl, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { cstr } from './textgen9.ts';

/** vss(): vsscanf through a `...` of the program's own (C text, versions 11 and 14). */
export const C_VSS = `static int vss(char *s, char *fmt, ...)
{
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = vsscanf(s, fmt, ap);
  va_end(ap);
  return r;
}
`;

export const TEXTGEN11_SCENES = 5;
export const textgen11Name = (seed: number): string => `LC${String(seed % 100000).padStart(5, '0')}`;
export const textgen11Seed = (name: string): number | null => (/^LC\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const sign = (r: Rng): number => (r.chance(0.5) ? -1 : 1);

// ---- standard input from a file ----

const STDIN_TOKENS = ['12', '-7', '+3', '0x1F', '017', '08', '32768', '-32769', '99999', '4294967296', '1.5', '-2.5e3', '.5', '1e400', 'abc', 'Hello', 'x,y', 'a]b',
  '-', '+', '0x', 'word', '%', '3.14159', '1e-5', 'Q', '\xe9\xe8', '[x]', '12abc', 'nan', '7.', '-0'];

/** The file standard input is redirected from. */
function stdinText(r: Rng): string {
  let s = '';
  const lines = r.int(8, 30);
  for (let l = 0; l < lines; l++) {
    const n = r.int(0, 5);
    const toks = Array.from({ length: n }, () => r.pick(STDIN_TOKENS));
    s += toks.join(r.pick([' ', ' ', '  ', '\t', ',']));
    if (r.chance(0.15)) s += r.pick([' ', '\t', '  ']);
    s += r.pick(['\r\n', '\r\n', '\r\n', '\n', '\r\r\n']);
  }
  if (r.chance(0.15)) s += `\x1A${r.pick(['', 'after\r\n', '5 6\r\n'])}`;
  else if (r.chance(0.3)) s += r.pick(['tail', '9']);
  return s;
}

const STDIN_FMTS = ['%d', '%d %d', '%s', '%s%s', '%c', '%3c', '%[^\n]', '%[^\n]%*c', '%*[^\n]', '%f', '%lf', '%i', '%x', '%o', '%u', '%ld', '%hd', '%5s', '%2d%3d', '%d,%d', ' %c', '%*d%d',
  '%[a-z]', '%[0-9.e+-]', '%[^,\n],', '%n', '%s%n', '%e %g', '%1s', '%*s %s', '\n%d', '%d\n', '%*[ \t\n]%c', '%[]a-z]'];

function stdinStep(r: Rng): string {
  const st = 'fprintf(f, " | %ld %d %d\\n", ftell(stdin), feof(stdin), ferror(stdin));';
  switch (r.int(0, 13)) {
    case 0: case 1: case 2: case 3: {
      const fmt = r.pick(STDIN_FMTS);
      const { args } = scanTargets(fmt);
      const how = r.pick(['scanf', 'scanf', 'fscanf', 'vscanf']);
      const call = how === 'scanf' ? `scanf(${cstr(fmt)}${args})` : how === 'fscanf' ? `fscanf(stdin, ${cstr(fmt)}${args})` : `vsc(${cstr(fmt)}${args})`;
      return `mark(); rv = ${call}; fprintf(f, "${how} %d ", rv); marks(); ${st}`;
    }
    case 4: case 5: return `fprintf(f, "getchar"); for (n = 0; n < ${r.int(1, 6)}; n++) fprintf(f, " %d", ${r.pick(['getchar()', 'getchar()', 'fgetchar()', 'getc(stdin)', 'fgetc(stdin)'])}); ${st}`;
    case 6: return `memset(b, '*', 100); p = gets(b); fprintf(f, "gets %d ", p == b ? 1 : p ? 2 : 0); bytes(b, p ? strlen(b) + 2 : 4); ${st}`;
    case 7: return `memset(b, '*', 100); p = fgets(b, ${r.pick([1, 2, 3, 5, 8, 80])}, stdin); fprintf(f, "fgets %d ", p == b ? 1 : p ? 2 : 0); bytes(b, 12); ${st}`;
    case 8: return `memset(b, '*', 100); n = fread(b, ${r.pick([1, 1, 2, 3])}, ${r.pick([0, 1, 4, 9, 20])}, stdin); fprintf(f, "fread %d ", n); bytes(b, 24); ${st}`;
    case 9: {
      const c = r.pick(["'A'", "'7'", "' '", "'\\n'", 'EOF', '255', "'-'"]);
      return `rv = ungetc(${c}, stdin); fprintf(f, "ungetc %d", rv); for (n = 0; n < ${r.int(1, 3)}; n++) fprintf(f, " %d", getchar()); ${st}`;
    }
    case 10: return r.chance(0.5)
      ? `fprintf(f, "getch"); for (n = 0; n < ${r.int(1, 4)}; n++) fprintf(f, " %d", ${r.pick(['getch()', 'getche()'])}); ${st}`
      : `rv = ungetch(${r.pick(["'z'", "'5'", '0', '200'])}); fprintf(f, "ungetch %d %d %d", rv, getch(), kbhit() != 0); ${st}`;
    case 11: return `n = 0; while (n < ${r.pick([3, 10, 40])} && (rv = getchar()) != EOF && rv != '\\n') n++; fprintf(f, "skip %d %d", n, rv); ${st}`;
    case 12: return `clearerr(stdin); fprintf(f, "clearerr"); ${st}`;
    default: return `mark(); rv = scanf(${cstr(r.pick(['%d%n', '%s %n', '%*s%n', '%c%n']))}, ${r.pick(['&iv[0], &iv[1]', 'ss[0], &iv[1]', '&iv[1]'])}); fprintf(f, "scanfn %d ", rv); marks(); ${st}`;
  }
}

/** The targets of a scanf format, in order: iv (int), lv (long), fv (float), dv (double), xv (long double), ss (strings). */
function scanTargets(fmt: string, r?: Rng): { args: string } {
  const n = { i: 0, l: 0, f: 0, d: 0, x: 0, s: 0 };
  const at = (k: keyof typeof n): number => (n[k] < 3 ? n[k]++ : 3);
  const args: string[] = [];
  const re = /%(\*?)(\d*)([hlLFN]?)(\[\^?\]?[^\]]*\]|[a-zA-Z%])/g;
  for (let m = re.exec(fmt); m; m = re.exec(fmt)) {
    const [, star, , size, conv] = m;
    if (star || conv === '%') continue;
    const ptr = size === 'F' ? '(void far *)' : size === 'N' ? '(void near *)' : '';
    const c = conv![0]!;
    if (c === 's' || c === 'c' || c === '[') args.push(`${ptr}ss[${at('s')}]`);
    else if ('eEfgG'.includes(c)) args.push(size === 'L' ? `&xv[${at('x')}]` : size === 'l' ? `&dv[${at('d')}]` : `${ptr}&fv[${at('f')}]`);
    else if (size === 'l' || 'DOUIX'.includes(c) && c !== 'X') args.push(`&lv[${at('l')}]`);
    else args.push(`${ptr}&iv[${at('i')}]`);
  }
  void r;
  return { args: args.length ? `, ${args.join(', ')}` : '' };
}

// ---- sscanf and vsscanf ----

const SCAN_INPUTS = ['12 34', ' -5x', '+', '-', '0x', '0x1g', '0X7FFF', '0777', '089', '32767 32768', '65535 65536', '-32768', '2147483648', '-2147483649', '4294967295 1',
  '1.5e', '1e-', '.e5', '-.5', '1e308 1e309', '4.9e-324', '2.5 x', 'inf', 'abc]def', ']]x', 'a-z', '^^', 'x,y,z', ' \t\n', '', '%5', '5%', 'a%b', '\xe9t\xe9', '12345678901234567890',
  '1,5', '  7  8  9', 'xyz 12', '7ab', '0.000000000000000000000000001', '1e-310', '123456789012345678e-20', 'AbC-1', '  ', '3.', '0x.8', '-0', '0', '00', '+0x10'];

function sscanStep(r: Rng): string {
  const parts: string[] = [];
  for (let q = r.int(1, 4); q > 0; q--) {
    const star = r.chance(0.15) ? '*' : '';
    const w = r.chance(0.35) ? String(r.pick([0, 1, 2, 3, 5, 9, 20])) : '';
    const k = r.int(0, 11);
    if (k <= 2) parts.push(`%${star}${w}${r.pick(['', '', 'h', 'l', 'F', 'N'])}${r.pick(['d', 'i', 'o', 'u', 'x', 'X', 'i'])}`);
    else if (k === 3) parts.push(`%${star}${w}${r.pick(['D', 'O', 'U', 'I', 'X'])}`);
    else if (k <= 5) parts.push(`%${star}${w}${r.pick(['', 'l', 'L', 'F'])}${r.pick(['e', 'f', 'g', 'E', 'G'])}`);
    else if (k === 6) parts.push(`%${star}${w}${r.pick(['', '', 'F', 'N'])}s`);
    else if (k === 7) parts.push(`%${star}${w}c`);
    else if (k === 8) parts.push(`%${star}${w}[${r.pick([']', ']a-z', '^]', '^]x', 'a-z]', '-', 'a-', '^-0-9', '0-9-', 'z-a', '^', '^\t ', 'A-Za-z', '%', '\xe0-\xff', ' '])}]`);
    else if (k === 9) parts.push(r.pick(['%n', '%hn', '%ln', '%3n', '%*n']));
    else if (k === 10) parts.push(r.pick([' ', '\t', ',', 'x', '%%', '-', '%5%', ' , ']));
    else parts.push(r.pick(['%', '%y', '%k', '%5']));
  }
  // (no '%' left at the format's end that a parser could pair with the literal's closing quote)
  const fmt = parts.join(r.pick(['', '', ' ']));
  const input = Array.from({ length: r.int(1, 3) }, () => r.pick(SCAN_INPUTS)).join(r.pick([' ', '', ',']));
  const { args } = scanTargets(fmt);
  const call = r.chance(0.25) ? `vss(${cstr(input)}, ${cstr(fmt)}${args})` : `sscanf(${cstr(input)}, ${cstr(fmt)}${args})`;
  return `mark(); rv = ${call}; fprintf(f, "sscanf %d ", rv); marks(); fputc('\\n', f);`;
}

// ---- printf's family ----

/** A double on, just below or just above a decimal rounding boundary (m + 0.5) · 10^-p. */
function boundary(r: Rng): { v: number; p: number } {
  const p = r.int(0, 8);
  const m = r.pick([0, 1, 2, 4, 9, 12, 99, 999, 1234, 99999, r.int(0, 9999)]);
  let v = (m + 0.5) / 10 ** p;
  const nudge = r.int(0, 2);
  if (nudge === 1) v = nextAfter(v, -Infinity);
  if (nudge === 2) v = nextAfter(v, Infinity);
  return { v: v * (r.chance(0.2) ? -1 : 1) * (r.chance(0.15) ? 10 ** r.int(-30, 30) : 1), p };
}

function nextAfter(v: number, to: number): number {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v);
  const bits = dv.getBigUint64(0);
  dv.setBigUint64(0, (v < to) === (v >= 0) ? bits + 1n : bits - 1n);
  return dv.getFloat64(0);
}

const ODD_DOUBLES = [0, -0, 1, 0.5, 1.5, 2.5, 9.5, 0.05, 0.95, 9.995, 99999.5, 999999.5, 9999995, 0.0001, 0.00001, 0.000099999, 99999.95, 999999, 1e6, 1e-5, 123456789, 1e16, 1e17, 9.999999e22, 1e100,
  5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, Infinity, -Infinity, NaN, 1 / 3, 2 / 3, 0.1, 0.7, 1e15 + 0.3, 4503599627370495.5, 0.125, 0.375, 1.0005, 2.675];

function printStep(r: Rng): string {
  const flags = (): string => r.chance(0.2) ? Array.from({ length: r.int(1, 4) }, () => r.pick(['-', '+', ' ', '#', '0'])).join('')
    : ['-', '+', ' ', '#', '0'].filter(() => r.chance(0.25)).join('');
  const k = r.int(0, 11);
  const out = (fmt: string, args: string[]): string => {
    const how = r.int(0, 5);
    if (how === 0) return `rv = vsp(b, ${cstr(fmt)}${args.map((a) => `, ${a}`).join('')}); fprintf(f, "vsprintf %d [%s]\\n", rv, b);`;
    if (how === 1) return `rv = printf(${cstr(`${fmt}|\n`)}${args.map((a) => `, ${a}`).join('')}); fprintf(f, "printf %d\\n", rv);`;
    return `rv = sprintf(b, ${cstr(fmt)}${args.map((a) => `, ${a}`).join('')}); fprintf(f, "sprintf %d [%s]\\n", rv, b);`;
  };
  if (k <= 4) {
    // a rounding boundary at its precision, one beside it, or a %g style switch
    const { v, p } = r.chance(0.75) ? boundary(r) : { v: sign(r) * r.pick(ODD_DOUBLES), p: r.int(0, 17) };
    const c = r.pick(['f', 'e', 'g', 'E', 'G', 'f']);
    const prec = r.pick([p, p, p - 1, p + 1, 0, r.int(0, 40)]);
    const w = r.chance(0.4) ? String(r.int(0, 30)) : '';
    const star = r.chance(0.15);
    const args = star ? [String(r.pick([-20, -5, -1, 0, 7, 25])), String(r.pick([-3, -1, 0, prec]))] : [];
    const spec = star ? `%${flags()}*.*${c}` : `%${flags()}${w}${prec >= 0 ? `.${prec}` : ''}${c}`;
    const big = r.chance(0.2);
    return out(`[${spec.replace(/(.)$/, big ? 'L$1' : '$1')}]`, [...args, big ? `(long double)${dbl(v)}` : dbl(v)]);
  }
  if (k <= 7) {
    const c = r.pick(['d', 'i', 'u', 'o', 'x', 'X', 'c', 'd', 'u']);
    const size = c === 'c' ? '' : r.pick(['', '', 'h', 'l', 'L', 'N', 'F']);
    const w = r.chance(0.5) ? (r.chance(0.2) ? '*' : String(r.pick([0, 1, 3, 6, 10, 25]))) : '';
    const pr = r.chance(0.4) ? (r.chance(0.2) ? '.*' : `.${r.pick(['', '0', '1', '4', '8', '12'])}`) : '';
    const args: string[] = [];
    if (w === '*') args.push(String(r.pick([-12, -3, -1, 0, 4, 9])));
    if (pr === '.*') args.push(String(r.pick([-5, -1, 0, 2, 9])));
    args.push(size === 'l' ? r.pick(['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '65536L', '-65535L', '12345L'])
      : r.pick(['0', '-1', '32767', '(-32767 - 1)', '255', '-255', '65', '1', '0x8000', '7', '10']));
    return out(`[%${flags()}${w}${pr}${size}${c}]`, args);
  }
  if (k === 8) {
    const c = r.pick(['s', 's', 'Fs', 'Ns', 'c']);
    const w = r.chance(0.5) ? (r.chance(0.3) ? '*' : String(r.pick([0, 1, 3, 8, 20]))) : '';
    const pr = r.chance(0.5) ? (r.chance(0.3) ? '.*' : `.${r.pick(['', '0', '1', '2', '5', '30'])}`) : '';
    const args: string[] = [];
    if (w === '*') args.push(String(r.pick([-9, -1, 0, 5, 12])));
    if (pr === '.*') args.push(String(r.pick([-2, -1, 0, 3])));
    const s = cstr(r.pick(['', 'a', 'hello', 'Turbo C 2.0', '\xe9\xe8\xff', 'tab\there']));
    args.push(c === 'c' ? r.pick(["'A'", '0', '255', '-1', '0x141']) : c === 'Fs' ? `(char far *)${s}` : c === 's' && r.chance(0.15) ? '(char *)0' : s);
    return out(`<%${flags()}${w}${pr}${c}>`, args);
  }
  if (k === 9) {
    const pre = r.pick(['', 'abc', '12345678']);
    const size = r.pick(['', 'h', 'l']);
    const tgt = size === 'l' ? '&lv[0]' : '&iv[0]';
    return `iv[0] = -21555; lv[0] = -1414812757L; rv = sprintf(b, "${pre}%${size}n%5d%${size}n", ${tgt}, ${r.int(-99, 999)}, ${size === 'l' ? '&lv[1]' : '&iv[1]'}); fprintf(f, "sprintfn %d [%s] %d %d %ld %ld\\n", rv, b, iv[0], iv[1], lv[0], lv[1]);`;
  }
  if (k === 10) {
    const fmt = r.pick(['%y|%d', '%5%|%d', '%-5%|%d', '%|%d', '%k%d', '%#c|%d', '%+s|%d', '% 5.2c|%d', '%05s|%d', '%.3c|%d', '%lld|%d', '%hhd|%d', '%Lx|%d', '%Ld|%d', '%Fd|%d', '%h|%d', '%l%d', '%0-5d|%d', '%-05d|%d', '%++d|%d', '%  d|%d', '%#5.0x|%d', '%#.0o|%d', '%#o|%d']);
    const args = fmt.includes('s') ? [cstr('ab'), String(r.int(-9, 99))] : fmt.includes('c') ? ["'Q'", String(r.int(-9, 99))] : fmt.startsWith('%l') || fmt.startsWith('%L') ? ['12345L', String(r.int(-9, 99))] : [String(r.int(-99, 99)), String(r.int(-9, 99))];
    return out(fmt, args);
  }
  const many = Array.from({ length: r.int(2, 4) }, () => r.pick(['%d', '%5.1f', '%s', '%c', '%ld', '%x', '%g']));
  const args = many.map((c) => (c.includes('f') || c === '%g' ? dbl(sign(r) * r.pick(ODD_DOUBLES)) : c === '%s' ? cstr('zz') : c === '%c' ? "'c'" : c === '%ld' ? '-70000L' : String(r.int(-999, 999))));
  return out(many.join(r.pick([' ', '', '|'])), args);
}

// ---- conversions ----

const NUM_TEXTS = ['  -0x1Fz', '0x', '0X', '-0x', '+', '-', '  ', '', '0', '-0', '077', '0779', '1e5', '12abc', ' \t\n-32768', '32767', '32768', '-32769', '65535', '65536', '2147483647',
  '2147483648', '-2147483648', '-2147483649', '4294967295', '4294967296', '-1', '99999999999999999999', 'zZ', '0zz', 'z0', '+-1', '-+1', '1.5', '.5', '5.', '.', 'e5', '1e', '1e+',
  '1e-400', '1e400', '-1e400', '1.7976931348623158e308', '1.7976931348623159e308', '4.9e-324', '2e-324', '1e-320', '0x10', 'inf', 'nan', '  +.5e-3x', '123456789012345678901234567890',
  '1.000000000000000000001', '9.9999999999999999999', '0.1e1', '1d5', '1,5', '00000000000000000000001', '-.0'];

function convStep(r: Rng): string {
  const s = cstr(r.pick(NUM_TEXTS));
  switch (r.int(0, 10)) {
    case 0: case 1: return `errno = 0; p = NULL; g = strtod(${s}, &p); fprintf(f, "strtod "); H(g); fprintf(f, " %d %d\\n", p ? (int)(p - q0) : -1, errno);`.replace('strtod(', `strtod(q0 = `);
    case 2: case 3: {
      const base = r.pick([0, 0, 0, 2, 8, 10, 16, 36, 1, 37, -1, 17]);
      const fn = r.pick(['strtol', 'strtoul']);
      return `errno = 0; p = NULL; lv[0] = ${fn}(q0 = ${s}, &p, ${base}); fprintf(f, "${fn} %ld %lu %d %d\\n", lv[0], lv[0], p ? (int)(p - q0) : -1, errno);`;
    }
    case 4: return `errno = 0; fprintf(f, "ato %d %ld ", atoi(${s}), atol(${s})); H(atof(${s})); fprintf(f, " %d\\n", errno);`;
    case 5: case 6: {
      const { v } = r.chance(0.7) ? boundary(r) : { v: sign(r) * r.pick(ODD_DOUBLES) };
      const nd = r.pick([-3, -1, 0, 1, 2, 3, 5, 8, 15, 16, 17, 18, 25, 40, r.int(0, 12)]);
      // (fcvt's digits after the point of a huge value run past its buffer: ecvt for those)
      const fn = Math.abs(v) > 1e15 ? 'ecvt' : r.pick(['ecvt', 'fcvt']);
      return `dec = sgn = -99; p = ${fn}(${dbl(v)}, ${nd}, &dec, &sgn); fprintf(f, "${fn} [%s] %d %d\\n", p, dec, sgn);`;
    }
    case 7: {
      const { v } = r.chance(0.6) ? boundary(r) : { v: sign(r) * r.pick(ODD_DOUBLES) };
      return `memset(b, '*', 80); p = gcvt(${dbl(v)}, ${r.pick([0, 1, 2, 3, 5, 6, 8, 10, 15, 17, 18, 30])}, b); fprintf(f, "gcvt %d [%s]\\n", p == b, b);`;
    }
    default: {
      const fn = r.pick(['itoa', 'ltoa', 'ultoa']);
      const v = fn === 'itoa' ? r.pick(['0', '-1', '32767', '(-32767 - 1)', '255', '-10', '1000']) : r.pick(['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '65536L', '-36L', '123456789L']);
      const radix = r.pick([2, 8, 10, 16, 36, 1, 0, 37, -10, 3, 7, 11, 35]);
      return `memset(b, '*', 80); p = ${fn}(${v}, b, ${radix}); fprintf(f, "${fn} %d [%s]\\n", p == b, b);`;
    }
  }
}

// ---- string.h and mem.h ----

const STRS = ['', 'a', 'abc', 'hello world', 'a,b,,c', ',,x,,', 'The Quick Brown', '\xe9\xc9\x80\xff', 'AbC\xe4', '  lead', 'trail  ', 'aaaa', 'abcabcabc', '1;2;3', 'x'];

function strStep(r: Rng): string {
  const s = (): string => cstr(r.pick(STRS));
  const init = `strcpy(b, ${cstr(r.pick(STRS.filter((x) => x.length > 2)))}); strcpy(b + 40, "0123456789ABCDEFGHIJ");`;
  const show = 'bytes(b, 24); fputc(\' \', f); bytes(b + 40, 24);';
  const off = (): number => r.pick([0, 1, 2, 3, 5]);
  switch (r.int(0, 16)) {
    case 0: return `${init} strcpy(b + 40 + ${off()}, b + 40 + ${off()}); fprintf(f, "strcpy "); ${show}`;
    case 1: return `${init} strcat(b + 40 + ${off()}, b + 40 + ${r.pick([10, 15, 18])}); fprintf(f, "strcat "); ${show}`;
    case 2: return `${init} ${r.pick(['memcpy', 'memmove', 'movmem'])}(b + 40 + ${off()}, b + 40 + ${off()}, ${r.pick([0, 1, 2, 3, 7, 8, 15])}); fprintf(f, "move "); ${show}`.replace(/movmem\((b \+ 40 \+ \d), (b \+ 40 \+ \d)/, 'movmem($2, $1');
    case 3: return `${init} p = strncpy(b + 40 + ${off()}, ${r.chance(0.5) ? `b + 40 + ${off()}` : s()}, ${r.pick([0, 1, 3, 8, 12])}); fprintf(f, "strncpy %d ", (int)(p - b)); ${show}`;
    case 4: return `${init} p = strncat(b, ${s()}, ${r.pick([0, 1, 2, 5, 30])}); fprintf(f, "strncat %d ", (int)(p - b)); ${show}`;
    case 5: {
      const src = r.pick(STRS.filter((x) => x.includes(',') || x.includes(';') || x.includes(' ')));
      const d = (): string => cstr(r.pick([',', ';', ' ', ', ', '', 'abc', ',;', 'x']));
      return `strcpy(tk, ${cstr(src)}); fprintf(f, "strtok"); p = strtok(tk, ${d()}); for (n = 0; n < 5; n++) { fprintf(f, " %d", p ? (int)(p - tk) : -1); if (p) fprintf(f, "[%s]", p); p = strtok(NULL, ${d()}); } fputc(' ', f); bytes(tk, 16);`;
    }
    case 6: {
      const fn = r.pick(['strstr', 'strpbrk', 'strspn', 'strcspn', 'strchr', 'strrchr']);
      const arg = fn.endsWith('chr') ? r.pick(['0', "'a'", "'b'", '0x1E9', "'\\xe9'", '-23', "','"]) : s();
      const ret = fn.includes('spn') ? `(int)${fn}(q0, ${arg})` : `(p = ${fn}(q0, ${arg})) ? (int)(p - q0) : -1`;
      return `q0 = ${s()}; fprintf(f, "${fn} %d\\n", ${ret});`;
    }
    case 7: return `${init} p = memccpy(b + 40, b, ${r.pick(["'o'", "'a'", '0', "'z'", '0x1E9', "'\\xe9'"])}, ${r.pick([0, 1, 3, 8, 20])}); fprintf(f, "memccpy %d ", p ? (int)(p - b) : -1); ${show}`;
    case 8: {
      const fn = r.pick(['strrev', 'strupr', 'strlwr']);
      return `${init} strcpy(b + 40, ${s()}); p = ${fn}(b + 40); fprintf(f, "${fn} %d ", (int)(p - b)); ${show}`;
    }
    case 9: return `${init} p = ${r.chance(0.5) ? `strset(b, ${r.pick(["'x'", '0x1E9', '0', '255'])})` : `strnset(b, ${r.pick(["'x'", '0x1E9', '255'])}, ${r.pick([0, 1, 2, 30])})`}; fprintf(f, "strset %d ", (int)(p - b)); ${show}`;
    case 10: {
      const fn = r.pick(['strcmp', 'stricmp', 'strcmpi', 'strncmp', 'strnicmp', 'strncmpi', 'memcmp', 'memicmp']);
      const n = fn.includes('n') || fn.startsWith('mem') ? `, ${r.pick([0, 1, 2, 3, 5, 20])}` : '';
      return `fprintf(f, "${fn} %d\\n", ${fn}(${s()}, ${s()}${n}));`;
    }
    case 11: return `${init} p = memchr(b, ${r.pick(["'o'", '0', "'l'", '0x16F', '-1'])}, ${r.pick([0, 1, 5, 20])}); fprintf(f, "memchr %d\\n", p ? (int)(p - b) : -1);`;
    case 12: return `${init} p = memset(b + ${off()}, ${r.pick(['0x141', '-1', "'m'", '0'])}, ${r.pick([0, 1, 4, 9])}); setmem(b + 40, ${r.pick([0, 1, 3, 5])}, ${r.pick(['0x141', "'s'", '-2'])}); fprintf(f, "memset %d ", (int)(p - b)); ${show}`;
    case 13: return `${init} swab(b + 40 + ${off()}, b + 40 + ${off()}, ${r.pick([0, 1, 2, 3, 6, 7])}); fprintf(f, "swab "); ${show}`;
    case 14: {
      const fn = r.pick(['strlen', 'strdup']);
      return fn === 'strlen' ? `fprintf(f, "strlen %d\\n", strlen(${s()}));` : `p = strdup(${s()}); fprintf(f, "strdup %d [%s]\\n", p != NULL, p ? p : ""); free(p);`;
    }
    case 15: return `${init} p = stpcpy(b + ${off()}, ${s()}); fprintf(f, "stpcpy %d ", (int)(p - b)); ${show}`;
    default: return `fprintf(f, "ctype"); for (n = 0; n < 6; n++) { k = ${r.pick(['-1', '128 + n * 21', 'n * 50', '255 - n', "'a' + n * 5"])}; fprintf(f, " %d:%d%d%d%d%d %d %d", k, isalpha(k) != 0, isspace(k) != 0, isprint(k) != 0, ispunct(k) != 0, iscntrl(k) != 0, toupper(k), _tolower(k)); } fputc('\\n', f);`;
  }
}

// ---- time.h, rand, div ----

/** The seconds at which daylight saving time changes in the US rules TC 2.0 applies (first Sunday of April and last of October before 1987's, …): near them. */
function nearDst(r: Rng): number {
  const y = r.int(1970, 2037);
  const month = r.pick([3, 9, 3, 9, 0, 11, 5]);
  const day = r.int(1, 31);
  const t = Date.UTC(y, month, day, r.pick([0, 1, 2, 3, 5, 6, 7, 8, 9, 23]), r.pick([0, 0, 59, 30]), r.pick([0, 59])) / 1000;
  return Math.max(0, Math.min(0x7fffffff - 100000, t + r.pick([0, -1, 3600, -3600, 7200, 18000])));
}

function timeStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: case 1: case 2: {
      const t = nearDst(r);
      const fn = r.pick(['localtime', 'localtime', 'gmtime']);
      return `tt = ${t}L; tp = ${fn}(&tt); fprintf(f, "${fn} %ld %d %d %d %d %d %d %d %d %d %s", tt, tp->tm_year, tp->tm_mon, tp->tm_mday, tp->tm_hour, tp->tm_min, tp->tm_sec, tp->tm_wday, tp->tm_yday, tp->tm_isdst, asctime(tp));`;
    }
    case 3: {
      const tz = r.pick(['TZ=EST5EDT', 'TZ=PST8PDT', 'TZ=GMT0', 'TZ=CET-1CEST', 'TZ=EST5', 'TZ=ABC-3XYZ', 'TZ=JST-9', 'TZ=XYZ12', 'TZ=A', 'TZ=', 'TZ=EST+5EDT', 'TZ=NZS-12NZD', 'TZ=XX-2:30']);
      return `putenv(${cstr(tz)}); tzset(); tt = ${nearDst(r)}L; fprintf(f, "tzset %ld %d %s", timezone, daylight, ctime(&tt));`;
    }
    case 4: return `tt = ${nearDst(r)}L; fprintf(f, "ctime %s", ctime(&tt));`;
    case 5: {
      const sd = r.pick([0, 1, 2, 42, 12345, 65535, 32768, r.int(0, 65535)]);
      return `srand(${sd}); fprintf(f, "rand"); for (n = 0; n < ${r.int(2, 8)}; n++) fprintf(f, " %d", ${r.pick(['rand()', 'rand()', `random(${r.pick([1, 2, 10, 100, 32767])})`])}); fputc('\\n', f);`;
    }
    case 6: {
      const a = r.pick([0, 7, -7, 32767, -32768, 100, -1, 13]);
      const d = r.pick([1, -1, 2, -2, 3, -3, 7, 100, 32767]);
      const la = r.pick(['0L', '7L', '-7L', '2147483647L', '(-2147483647L - 1)', '-100000L']);
      const ld = r.pick(['1L', '-1L', '3L', '-3L', '100000L', '-7L']);
      return `dq = div(${a}, ${d}); lq = ldiv(${la}, ${ld}); fprintf(f, "div %d %d %ld %ld %d %ld\\n", dq.quot, dq.rem, lq.quot, lq.rem, abs(${a}), labs(${la}));`;
    }
    default: {
      const fields = [r.pick([70, 99, 100, 137, 138, 0, -1]), r.int(0, 11), r.pick([1, 28, 29, 30, 31, 0, 32]), r.int(0, 23), r.int(0, 59), r.int(0, 59)];
      return `tm0.tm_year = ${fields[0]}; tm0.tm_mon = ${fields[1]}; tm0.tm_mday = ${fields[2]}; tm0.tm_hour = ${fields[3]}; tm0.tm_min = ${fields[4]}; tm0.tm_sec = ${fields[5]}; tm0.tm_wday = ${r.int(0, 6)}; tm0.tm_yday = ${r.int(0, 365)}; fprintf(f, "asctime %s", asctime(&tm0));`;
    }
  }
}

// ---- conio in windows ----

function conioStep(r: Rng): string {
  const x = (): number => r.pick([1, 2, 10, 40, 79, 80, 81, 0, -1, r.int(1, 80)]);
  const y = (): number => r.pick([1, 2, 12, 24, 25, 26, 0, r.int(1, 25)]);
  const where = 'fprintf(f, " %d %d\\n", wherex(), wherey());';
  switch (r.int(0, 9)) {
    case 0: case 1: return `window(${x()}, ${y()}, ${x()}, ${y()}); fprintf(f, "window");${where}`;
    case 2: return `gotoxy(${x()}, ${y()}); fprintf(f, "gotoxy");${where}`;
    case 3: case 4: {
      const t = r.pick(['Hello', 'a\nb', 'x\ry', 'tab\tZ', 'bs\bQ', 'bell\a!', 'the quick brown fox jumps over the lazy dog, again and again!', '\xb0\xb1\xb2', 'end\r\n', '0123456789012345678901234567890123456789']);
      return r.chance(0.6) ? `textattr(${r.pick([7, 0x1e, 0x70, 0x8f, 0x4a])}); rv = cputs(${cstr(t)}); fprintf(f, "cputs %d", rv);${where}`
        : `rv = cprintf(${cstr(`%s|%${r.pick(['5', '-4', '03', ''])}d\n`)}, ${cstr(t)}, ${r.int(-99, 999)}); fprintf(f, "cprintf %d", rv);${where}`;
    }
    case 5: return `rv = putch(${r.pick(["'A'", "'\\n'", "'\\r'", "'\\b'", "'\\a'", '7', '0', "'\\t'", '0x1B3'])}); fprintf(f, "putch %d", rv);${where}`;
    case 6: return `${r.pick(['clreol()', 'insline()', 'delline()', 'clrscr()', 'highvideo()', 'lowvideo()', 'normvideo()'])}; fprintf(f, "line");${where}`;
    case 7: return `rv = gettext(${x()}, ${y()}, ${x()}, ${y()}, sv); fprintf(f, "gettext %d %d %d", rv, sv[0], sv[1]);${where}`;
    case 8: return `rv = puttext(${x()}, ${y()}, ${x()}, ${y()}, sv); fprintf(f, "puttext %d", rv);${where}`;
    default: return `rv = movetext(${x()}, ${y()}, ${x()}, ${y()}, ${x()}, ${y()}); fprintf(f, "movetext %d", rv);${where}`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.22) return stdinStep(r);
  if (k < 0.37) return sscanStep(r);
  if (k < 0.57) return printStep(r);
  if (k < 0.72) return convStep(r);
  if (k < 0.85) return strStep(r);
  if (k < 0.93) return timeStep(r);
  return conioStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <math.h>
#include <errno.h>
#include <ctype.h>
#include <time.h>
#include <dos.h>
#include <stdarg.h>
#include <conio.h>

static FILE *f;
static char b[700], tk[40], *p, *q0;
static char ss[4][200];
static int k, n, rv, dec, sgn, iv[4], sv[4000];
static long lv[4], tt;
static float fv[4];
static double g, dv[4];
static long double xv[4];
static struct tm *tp, tm0;
static div_t dq;
static ldiv_t lq;

${C_DOUBLES}
${C_BYTES}static int vsc(char *fmt, ...)
{
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = vscanf(fmt, ap);
  va_end(ap);
  return r;
}

${C_VSS}
static int vsp(char *d, char *fmt, ...)
{
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = vsprintf(d, fmt, ap);
  va_end(ap);
  return r;
}

/* the scanf targets marked, so what a call did not store shows */
static void mark(void)
{
  int q;
  for (q = 0; q < 4; q++) {
    iv[q] = -21555; lv[q] = -1414812757L;
    memset(&fv[q], 0xA5, sizeof(float)); memset(&dv[q], 0xA5, sizeof(double)); memset(&xv[q], 0xA5, sizeof(long double));
    memset(ss[q], '~', 199); ss[q][199] = 0;
  }
}

static void marks(void)
{
  int q, z;
  unsigned w[5];
  for (q = 0; q < 4; q++) fprintf(f, "%d ", iv[q]);
  for (q = 0; q < 4; q++) fprintf(f, "%ld ", lv[q]);
  for (q = 0; q < 4; q++) { memcpy(w, &fv[q], 4); fprintf(f, "%04X%04X ", w[1], w[0]); }
  for (q = 0; q < 4; q++) { H(dv[q]); fputc(' ', f); }
  for (q = 0; q < 4; q++) { memcpy(w, &xv[q], sizeof(long double)); for (z = sizeof(long double) / 2 - 1; z >= 0; z--) fprintf(f, "%04X", w[z]); fputc(' ', f); }
  for (q = 0; q < 4; q++) { p = memchr(ss[q], '~', 199); if (p == ss[q]) continue; fprintf(f, "%d[", q); bytes(ss[q], p ? (int)(p - ss[q]) : 199); }
}

${screenFunction('a', false)}
`;
}

export interface Textgen11Program {
  seed: number;
  name: string;
  body: string;
  /** Its standard input: the bytes of NAME.IN (`NAME < NAME.IN`). */
  stdin: string;
}

/**
 * A library program of five scenes (versions 11 and 12): the prelude, then functions s1 … s5 of
 * 8–14 steps each, every one ending with `screen(N)`, and a main that opens TX.OUT and calls them.
 */
/**
 * The C function `screen(s)` that ends a conio scene: the screen's rows with text and their
 * attributes' sum, the cursor, then a clear screen. `sum` names its local (version 12's programs
 * have a global `a`); version 12 also sets directvideo back to 1. The text is each version's
 * programs' as they ran in DOSBox.
 */
export function screenFunction(sum: string, resetDirectVideo: boolean): string {
  return `/* the scene's end: the screen's rows with text and their attributes' sum, the cursor, then a clear screen */
static void screen(int s)
{
  int r, c, e;
  unsigned ${sum};
  fflush(stdout);
  fprintf(f, "#%d %d %d\\n", s, wherex(), wherey());
  for (r = 0; r < 25; r++) {
    for (e = 79; e >= 0 && peekb(0xB800, r * 160 + e * 2) == ' '; e--) ;
    if (e < 0) continue;
    fprintf(f, ">%d ", r);
    for (c = 0, ${sum} = 0; c <= e; c++) { fputc(peekb(0xB800, r * 160 + c * 2), f); ${sum} = ${sum} * 3 + peekb(0xB800, r * 160 + c * 2 + 1); }
    fprintf(f, " %04X\\n", ${sum});
  }
  fflush(f);
  window(1, 1, 80, 25);
  textattr(7);
${resetDirectVideo ? '  directvideo = 1;\n' : ''}  clrscr();
}`;
}

export function sceneProgram(r: Rng, prelude: string, step: (r: Rng) => string): string {
  const scenes: string[] = [];
  for (let s = 1; s <= TEXTGEN11_SCENES; s++) {
    const steps = Array.from({ length: r.int(8, 14) }, () => step(r));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  screen(${s});\n}\n`);
  }
  return `${prelude}
${scenes.join('\n')}
int main(void)
{
  clrscr();
  f = fopen("TX.OUT", "wb");
  s1();
  s2();
  s3();
  s4();
  s5();
  fprintf(f, "end\\n");
  fclose(f);
  return 0;
}
`;
}

/** The program of `seed`. */
export function generateText11(seed: number): Textgen11Program {
  const r = new Rng(seed * 2654435761 + 11);
  const stdin = stdinText(r);
  return { seed, name: textgen11Name(seed), body: sceneProgram(r, prelude(), step), stdin };
}

/** The fixtures: test/fixtures/oracle-text-v11/oracle.txt, as version 8's (hashes of the parts, the text of one program in forty: those the test runs). */
export const text11Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v11');
export const text11Checked = (name: string): boolean => (textgen11Seed(name) ?? 1) % 40 === 0;
export const readText11Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text11Fixtures(file));

/** A program of version 11 on mode12h: run in its folder, its standard input the generated file. */
export const runText11 = (source: string, name: string): { out: string; error: string | null } => {
  const seed = textgen11Seed(name);
  return runText8(source, name, true, TEXTGEN8_FILE, seed === null ? undefined : new Uint8Array(Buffer.from(generateText11(seed).stdin, 'latin1')));
};

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText11(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 11, source: 'textgen11.ts', checked: text11Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText11,
  });
}
