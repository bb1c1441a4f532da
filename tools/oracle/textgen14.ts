/**
 * Generated library programs, version 14 (programs `LF00001.C` …; docs/FIDELITY.md "Version 14"):
 * formats paired with their arguments, and the library areas versions 1–13 check least —
 *
 * - printf's family (sprintf, vsprintf, fprintf, printf and cprintf on the screen) of formats of
 *   one to four conversions with any flags, widths and precisions (`*` too), the h, l, L, F and N
 *   sizes, each conversion given an argument of its own type (version 13's "mix" step picked them
 *   apart, so a conversion read the words past the arguments: a code offset of TCC's);
 * - scanf's family (sscanf, vsscanf, fscanf from a file) of formats of one to four directives, each
 *   conversion given a pointer of its own type and input made for it, now and then a mismatch or
 *   the input's end;
 * - the DOS date: setdate (odd dates too) and getdate, stime then getdate with TZ, dostounix and
 *   unixtodos (DOSBox 0.74 keeps a date set but not a time: probe TP1, tools/oracle/textgen14.ts's
 *   `dateStep`, so no step prints a time of day);
 * - errno's texts: strerror, _strerror and perror (on the screen) of every errno value and past them;
 * - io.h's handles on a file of C: — open/_open/creat/creatnew/creattemp, read/_read/write/_write,
 *   lseek/tell/eof/filelength, dup/dup2, isatty, access, close/_close — with errno after each;
 * - dos.h and dir.h on C: — fnsplit/fnmerge of odd paths, mktemp, getdisk/setdisk/getcurdir,
 *   getdfree/getfat, fstat's fields (no times: DOSBox dates files by the host's clock), _chmod/chmod
 *   with access after, peek/poke/peekb/pokeb through FP_SEG/FP_OFF;
 * - stdlib's div/ldiv/abs/labs at their edges, qsort/bsearch over ints.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { C_VSS, sceneProgram, screenFunction } from './textgen11.ts';

export const textgen14Name = (seed: number): string => `LF${String(seed % 100000).padStart(5, '0')}`;
export const textgen14Seed = (name: string): number | null => (/^LF\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- printf's family: a format and its arguments drawn together ----

// (not -32768: TCC makes 32768 a long, so `-32768` pushes two words — probe PF15)
const INTS = ['0', '1', '-1', '7', '10', '65', '255', '256', '1000', '-1000', '32767', '-32767', '(-32767 - 1)', '0x7FF0', '12345'];
const LONGS = ['0L', '1L', '-1L', '65535L', '65536L', '-65536L', '2147483647L', '-2147483647L - 1L', '123456789L', '-987654L', '100000L'];
const CHARS = ['65', "'z'", '0', '32', '255', '128', '7', '9', "'%'", '-1', '256 + 66'];
const DOUBLES = ['0.0', '-0.0', '1.0', '-1.0', '0.5', '1.5', '2.5', '-2.5', '9.5', '0.05', '0.125', '123.456', '-0.000123', '1e-5', '1e5', '1e10', '1e15', '1e16', '1e17', '1e-10',
  '123456789.0', '9.9999999', '99.99', '0.999999', '999999.5', '1.0/3.0', '-2.0/3.0', '1e100', '-1e-100', '1e300', '1e-300', '1.7976931348623157e308', '4.9e-324', '2.2250738585072014e-308',
  'D(0x7FF0, 0, 0, 0)', 'D(0xFFF0, 0, 0, 0)', 'D(0x7FF8, 0, 0, 0)', 'D(0xFFF8, 0, 0, 1)', '3.14159265358979', '65536.0', '0.0000001234', '5e-5', '1234.5'];
const STRS = ['""', '"x"', '"Turbo"', '"Hello, world"', '"a b\\tc"', '"0123456789ABCDEF"', '"%d"', '"\\351t\\351"'];

interface Conv { text: string; args: string[] }

function flags(r: Rng): string {
  let s = '';
  for (let n = r.pick([0, 0, 1, 1, 2, 3]); n > 0; n--) s += r.pick(['-', '+', ' ', '#', '0']);
  return s;
}

/** One printf conversion with its arguments (`*`'s ints first, in the order they are read). */
function printConv(r: Rng): Conv {
  const args: string[] = [];
  const fl = flags(r);
  let width = '';
  const wk = r.next();
  if (wk < 0.15) { width = '*'; args.push(String(r.pick([-12, -3, -1, 0, 1, 4, 9, 15, 22]))); }
  else if (wk < 0.55) width = String(r.pick([1, 2, 3, 5, 8, 10, 12, 16, 20, 25]));
  let prec = '';
  const pk = r.next();
  if (pk < 0.12) { prec = '.*'; args.push(String(r.pick([-5, -1, 0, 1, 2, 3, 6, 10, 17]))); }
  else if (pk < 0.2) prec = '.';
  else if (pk < 0.55) prec = `.${r.pick([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 17, 20])}`;
  const kind = r.next();
  let size = '', conv: string, arg: string;
  if (kind < 0.36) {
    conv = r.pick(['d', 'i', 'o', 'u', 'x', 'X']);
    const sz = r.next();
    if (sz < 0.35) { size = 'l'; arg = r.pick(LONGS); }
    else { size = sz < 0.45 ? 'h' : ''; arg = r.pick(INTS); }
  } else if (kind < 0.43) { conv = 'c'; arg = r.pick(CHARS); }
  else if (kind < 0.75) {
    conv = r.pick(['e', 'E', 'f', 'g', 'G']);
    let v = r.pick(DOUBLES);
    // %f of a number past 1e40 is as long as its digits: keep a line within t[]
    if (conv === 'f' && /e(100|300|308)/.test(v) && !v.includes('-1')) v = r.pick(['1e20', '1e30', '-1e25']);
    const sz = r.next();
    if (sz < 0.15) { size = 'L'; arg = `(long double)(${v})`; }
    else { size = sz < 0.25 ? 'l' : ''; arg = v; }
  } else if (kind < 0.87) {
    conv = 's';
    const sz = r.next();
    const s = r.pick(STRS);
    if (sz < 0.2) { size = 'F'; arg = `(char far *)${s}`; }
    else if (sz < 0.3) { size = 'N'; arg = `(char near *)${s}`; }
    else arg = r.chance(0.05) ? '(char *)0' : s;
  } else if (kind < 0.93) {
    conv = 'p';
    const sz = r.next();
    if (sz < 0.35) { size = 'F'; arg = `(void far *)MK_FP(${r.pick(['0x1234', '0', '0xFFFF', '0xB800', '0x7000'])}, ${r.pick(['0x5678', '0', '0xFFFF', '1'])})`; }
    else if (sz < 0.55) { size = 'N'; arg = `(void near *)${r.pick(['0x10', '0', '0xFFFF', '0xABCD'])}`; }
    else arg = `(void *)${r.pick(['0x2A', '0', '0x8000', '0xFFFF'])}`;
  } else if (kind < 0.97) {
    conv = 'n';
    const sz = r.next();
    if (sz < 0.25) { size = 'l'; arg = '&lk'; }
    else if (sz < 0.4) { size = 'h'; arg = '&hk'; }
    else arg = '&k';
    return { text: `%${size}n`, args: [arg] };
  } else return { text: r.pick(['%%', '%5%', '%-3%']), args: [] };
  args.push(arg);
  return { text: `%${fl}${width}${prec}${size}${conv}`, args };
}

const LITERALS = ['', '', '', ' ', '|', '[', ']', ', ', '=', 'ab', '\\t', ':', ' - '];

/** A format of one to four conversions between literals, and its arguments in order. */
function printFormat(r: Rng): { fmt: string; args: string } {
  let fmt = r.pick(LITERALS);
  const args: string[] = [];
  for (let n = r.int(1, 4); n > 0; n--) {
    const c = printConv(r);
    fmt += c.text + r.pick(LITERALS);
    args.push(...c.args);
  }
  return { fmt, args: args.length ? `, ${args.join(', ')}` : '' };
}

function printStep(r: Rng): string {
  const { fmt, args } = printFormat(r);
  const f = `"${fmt}"`;
  const reset = 'k = -7; hk = -7; lk = -7L;';
  const after = 'fprintf(f, " %d %d %ld\\n", k, hk, lk);';
  switch (r.int(0, 9)) {
    case 0: case 1: case 2: return `${reset} n = sprintf(t, ${f}${args}); fprintf(f, "sprintf %d ", n); bytes2(t, n < 0 || n > 1100 ? 0 : n); ${after}`;
    case 3: case 4: return `${reset} n = vsp(${f}${args}); fprintf(f, "vsprintf %d ", n); bytes2(t, n < 0 || n > 1100 ? 0 : n); ${after}`;
    case 5: case 6: return `${reset} fputs("fprintf <", f); n = fprintf(f, ${f}${args}); fprintf(f, "> %d", n); ${after}`;
    case 7: case 8: return `${reset} n = printf(${f}${args}); printf("\\n"); fprintf(f, "printf %d", n); ${after}`;
    default: return `${reset} n = cprintf(${f}${args}); cputs("\\r\\n"); fprintf(f, "cprintf %d", n); ${after}`;
  }
}

// ---- scanf's family: a format, its pointers and input made for it ----

const SCAN_INPUT: Record<string, string[]> = {
  d: ['0', '12', '-7', '+3', '32767', '32768', '-32769', '99999', '-0', '007', '12abc', '4294967295'],
  i: ['0x1F', '017', '08', '-0x10', '12', '0X', '077', '-9', '65535', '0xFFFFF'],
  u: ['65535', '65536', '-1', '40000', '7', '0'],
  o: ['777', '17', '8', '-10', '177777', '0'],
  x: ['ff', '0x1A', 'FFFF', '10000', '-1', 'g', '0xz'],
  f: ['1.5', '-2.5e3', '.5', '3.', '1e400', '1e-400', '12', '-0', '0.1', '1e', '2.5e+2', '65536', '1.7976931348623157e308', '-.25E-3'],
  s: ['abc', 'Hello', 'x', 'word,2', 'long_word_here', '\\351\\350z'],
  c: ['a', 'xy', 'Q ', '12', ' z'],
  set: ['abc', 'aXb', 'zz9', 'b-a', '123', ''],
};

interface ScanConv { text: string; target: string | null; show: string; input: string }

/** One scanf directive, the pointer it stores through (its own target j) and input for it. */
export function scanConv(r: Rng, j: number): ScanConv {
  const star = r.chance(0.12);
  const width = r.chance(0.3) ? String(r.pick([1, 2, 3, 4, 6, 10])) : '';
  const k = r.next();
  const pick = (key: string): string => r.pick(SCAN_INPUT[key]!);
  if (k < 0.35) {
    const conv = r.pick(['d', 'd', 'i', 'u', 'o', 'x', 'X', 'D', 'I', 'U', 'O']);
    const input = pick(conv.toLowerCase());
    // the capitals store a long whatever the size (%X too: version 9's rule)
    const upper = conv === conv.toUpperCase();
    const sz = upper ? (r.chance(0.3) ? 'h' : '') : r.pick(['', '', 'h', 'l']);
    const long = upper || sz === 'l';
    if (long) return { text: `%${star ? '*' : ''}${width}${sz}${conv}`, target: star ? null : `&la[${j}]`, show: star ? '' : `fprintf(f, " %ld", la[${j}]);`, input };
    if (sz === 'h') return { text: `%${star ? '*' : ''}${width}h${conv}`, target: star ? null : `&ha[${j}]`, show: star ? '' : `fprintf(f, " %d", ha[${j}]);`, input };
    return { text: `%${star ? '*' : ''}${width}${conv}`, target: star ? null : `&ia[${j}]`, show: star ? '' : `fprintf(f, " %d", ia[${j}]);`, input };
  }
  if (k < 0.58) {
    const conv = r.pick(['f', 'e', 'g', 'E', 'G']);
    const sz = r.pick(['', '', 'l', 'l', 'L']);
    const input = pick('f');
    const text = `%${star ? '*' : ''}${width}${sz}${conv}`;
    if (star) return { text, target: null, show: '', input };
    if (sz === 'l') return { text, target: `&da[${j}]`, show: `fputc(' ', f); H(da[${j}]);`, input };
    if (sz === 'L') return { text, target: `&xa[${j}]`, show: `fputc(' ', f); H((double)xa[${j}]);`, input };
    return { text, target: `&fa[${j}]`, show: `fputc(' ', f); H((double)fa[${j}]);`, input };
  }
  const show = `fputc(' ', f); bytes2(ca[${j}], 12);`;
  if (k < 0.75) return { text: `%${star ? '*' : ''}${width}s`, target: star ? null : `ca[${j}]`, show: star ? '' : show, input: pick('s') };
  if (k < 0.85) return { text: `%${star ? '*' : ''}${width}c`, target: star ? null : `ca[${j}]`, show: star ? '' : show, input: pick('c') };
  if (k < 0.95) {
    const set = r.pick(['[a-z]', '[^,]', '[0-9]', '[abc]', '[^ ]', '[a-cX]', '[-a]', '[^\\n]']);
    return { text: `%${star ? '*' : ''}${width}${set}`, target: star ? null : `ca[${j}]`, show: star ? '' : show, input: pick('set') };
  }
  const sz = r.pick(['', 'h', 'l']);
  if (sz === 'l') return { text: '%ln', target: `&la[${j}]`, show: `fprintf(f, " %ld", la[${j}]);`, input: '' };
  if (sz === 'h') return { text: '%hn', target: `&ha[${j}]`, show: `fprintf(f, " %d", ha[${j}]);`, input: '' };
  return { text: '%n', target: `&ia[${j}]`, show: `fprintf(f, " %d", ia[${j}]);`, input: '' };
}

function scanStep(r: Rng): string {
  const n = r.int(1, 4);
  let fmt = '', input = r.pick(['', '', ' ', '\\t']);
  const targets: string[] = [], shows: string[] = [];
  for (let j = 0; j < n; j++) {
    const c = scanConv(r, j);
    const sep = j === n - 1 ? '' : r.pick([' ', ' ', '', ',', ':']);
    fmt += c.text + sep;
    input += c.input + (sep === ' ' || sep === '' ? r.pick([' ', ' ', '  ', '\\n', '']) : r.chance(0.85) ? sep : r.pick([' ', ';']));
    if (c.target) targets.push(c.target);
    shows.push(c.show);
  }
  // now and then the input ends early or holds something no conversion takes
  if (r.chance(0.1)) input = input.slice(0, r.int(0, input.length));
  else if (r.chance(0.1)) input = r.pick(['#', 'zz ', '-', '+x']) + input;
  while (input.endsWith('\\')) input = input.slice(0, -1);
  const args = targets.length ? `, ${targets.join(', ')}` : '';
  const fmtC = `"${fmt}"`, inC = `"${input}"`;
  const call = r.int(0, 5);
  const marks = 'marks();';
  if (call <= 2) return `${marks} rv = sscanf(${inC}, ${fmtC}${args}); fprintf(f, "sscanf %d", rv); ${shows.join(' ')} fputc('\\n', f);`;
  if (call === 3) return `${marks} rv = vss(${inC}, ${fmtC}${args}); fprintf(f, "vsscanf %d", rv); ${shows.join(' ')} fputc('\\n', f);`;
  const mode = r.pick(['r', 'rb', 'rt']);
  return `${marks} sf = fopen("SC.TMP", "wb"); fputs(${inC}, sf); fclose(sf); sf = fopen("SC.TMP", "${mode}"); rv = fscanf(sf, ${fmtC}${args}); fprintf(f, "fscanf %d %ld %d", rv, ftell(sf), fgetc(sf)); fclose(sf); ${shows.join(' ')} fputc('\\n', f);`;
}

// ---- the DOS date (no time of day: DOSBox 0.74 ignores settime and stime's time, probe TP1) ----

const YEARS = [1979, 1980, 1981, 1999, 2000, 2001, 2038, 2099, 2107, 2108, 0, -1];

function dateStep(r: Rng): string {
  const show = 'getdate(&dd); fprintf(f, " %d %d %d\\n", dd.da_year, dd.da_mon, dd.da_day);';
  switch (r.int(0, 5)) {
    case 0: case 1: return `dd.da_year = ${r.pick(YEARS)}; dd.da_mon = ${r.pick([1, 2, 3, 6, 12, 0, 13, 255])}; dd.da_day = ${r.pick([1, 15, 28, 29, 30, 31, 0, 32])}; setdate(&dd); fprintf(f, "setdate"); ${show}`;
    case 2: {
      const tz = r.pick(['', 'TZ=EST5EDT', 'TZ=PST8PDT', 'TZ=GMT0', 'TZ=JST-9', 'TZ=ABC12', 'TZ=XYZ-12']);
      const tv = r.pick(['0L', '315532800L', '315550000L', '946684799L', '951782400L', '1000000000L', '2147483647L', '-1L', '-2147483647L - 1L', '700000000L', '1700000000L']);
      return `${tz ? `putenv("${tz}"); tzset(); ` : ''}tv = ${tv}; rv = stime(&tv); fprintf(f, "stime %d", rv); ${show}`;
    }
    case 3: {
      const y = r.pick([1980, 1990, 2000, 2037, 2038, 2099, 1979, 2107]);
      return `dd.da_year = ${y}; dd.da_mon = ${r.int(1, 12)}; dd.da_day = ${r.int(1, 31)}; dt.ti_hour = ${r.pick([0, 1, 12, 23, 24, 99])}; dt.ti_min = ${r.pick([0, 30, 59, 60])}; dt.ti_sec = ${r.pick([0, 1, 59, 60, 99])}; dt.ti_hund = ${r.pick([0, 50, 99])}; tv = dostounix(&dd, &dt); fprintf(f, "dostounix %ld %s", tv, tv >= 0L ? ctime(&tv) : "-\\n");`;
    }
    case 4: {
      const tv = r.pick(['0L', '315532800L', '315532799L', '946684800L', '1000000000L', '2147483647L', '-1L', '-86400L', '2147483647L', String(r.int(0, 2147483647)) + 'L']);
      return `unixtodos(${tv}, &dd, &dt); fprintf(f, "unixtodos %d %d %d %d %d %d %d\\n", dd.da_year, dd.da_mon, dd.da_day, dt.ti_hour, dt.ti_min, dt.ti_sec, dt.ti_hund);`;
    }
    default: return `dd.da_year = ${r.pick([1985, 2000, 2024])}; dd.da_mon = ${r.int(1, 12)}; dd.da_day = ${r.int(1, 28)}; setdate(&dd); getdate(&dd); dt.ti_hour = 12; dt.ti_min = 0; dt.ti_sec = 0; dt.ti_hund = 0; tv = dostounix(&dd, &dt); tp = localtime(&tv); fprintf(f, "date %d %d %d %d %s", tp->tm_wday, tp->tm_yday, tp->tm_isdst, tp->tm_mon, asctime(tp));`;
  }
}

// ---- errno's texts ----

function errStep(r: Rng): string {
  const e = r.pick([0, 1, 2, 3, 4, 5, 6, 8, 9, 12, 13, 15, 17, 18, 19, 21, 22, 24, 25, 32, 33, 34, 35, 36, 37, 40, 47, 48, 49, 50, -1, 100, r.int(0, 60)]);
  switch (r.int(0, 3)) {
    case 0: return `fprintf(f, "strerror %d %s", ${e}, strerror(${e}));`;
    case 1: return `errno = ${e}; fprintf(f, "_strerror %d %s", ${e}, _strerror(${r.pick(['NULL', '"msg"', '""', '"a long message here"'])}));`;
    case 2: return `errno = ${e}; perror(${r.pick(['NULL', '"pe"', '""', '"x y"'])}); fprintf(f, "perror %d\\n", ${e});`;
    default: return `fprintf(f, "sys_nerr %d %s|\\n", sys_nerr, ${e} >= 0 && ${e} < sys_nerr ? sys_errlist[${e}] : "-");`;
  }
}

// ---- io.h's handles ----

function ioStep(r: Rng): string {
  const h = r.int(0, 2);
  const st = `fprintf(f, " %d %d\\n", rv, errno);`;
  const file = `"IO${h}.TMP"`;
  switch (r.int(0, 11)) {
    case 0: case 1: {
      const mode = r.pick(['O_RDWR | O_CREAT | O_TRUNC | O_BINARY', 'O_RDWR | O_CREAT | O_TEXT', 'O_RDONLY', 'O_WRONLY | O_APPEND', 'O_RDWR | O_CREAT | O_EXCL', 'O_RDWR | O_BINARY', 'O_WRONLY | O_CREAT | O_TRUNC']);
      return `if (hd[${h}] > 0) close(hd[${h}]); errno = 0; hd[${h}] = open(${file}, ${mode}, S_IREAD | S_IWRITE); rv = hd[${h}]; fprintf(f, "open ${h} %d", rv >= 0); ${st}`;
    }
    case 2: return `if (hd[${h}] > 0) close(hd[${h}]); errno = 0; hd[${h}] = ${r.pick([`creat(${file}, S_IREAD | S_IWRITE)`, `creatnew(${file}, 0)`, `_creat(${file}, FA_ARCH)`, `_open(${file}, ${r.pick(['O_RDWR', 'O_RDONLY', 'O_WRONLY'])})`])}; rv = hd[${h}]; fprintf(f, "creat ${h} %d", rv >= 0); ${st}`;
    case 3: case 4: {
      const s = r.pick(['"abc"', '"line\\r\\nnext\\n"', '"\\032after"', '"0123456789"', '"x\\ny\\nz"', '"\\r\\r\\n"']);
      return `errno = 0; rv = ${r.pick(['write', '_write'])}(hd[${h}], ${s}, ${r.pick(['strlen(' + s + ')', '0', '1', '3'])}); fprintf(f, "write ${h}"); ${st}`;
    }
    // (read and eof of handle -1 take the word before _openfd, where TC's data puts it: version 8's known list)
    case 5: case 6: return `memset(b, '*', 40); errno = 0; rv = hd[${h}] < 0 ? -9 : ${r.pick(['read', '_read'])}(hd[${h}], b, ${r.pick([0, 1, 3, 8, 30])}); fprintf(f, "read ${h} "); bytes2(b, 12); ${st}`;
    case 7: return `errno = 0; lv = lseek(hd[${h}], ${r.pick(['0L', '1L', '5L', '-1L', '100L', '-100L'])}, ${r.pick([0, 1, 2, 3])}); rv = (int)lv; fprintf(f, "lseek ${h} %ld %ld", lv, tell(hd[${h}])); ${st}`;
    case 8: return `errno = 0; rv = hd[${h}] < 0 ? -9 : eof(hd[${h}]); fprintf(f, "eof ${h} %ld %d", filelength(hd[${h}]), isatty(hd[${h}])); ${st}`;
    case 9: return `errno = 0; rv = ${r.pick([`dup(hd[${h}])`, `dup2(hd[${h}], hd[${(h + 1) % 3}])`])}; if (rv > 4 && rv != hd[0] && rv != hd[1] && rv != hd[2]) close(rv); fprintf(f, "dup ${h} %d", rv >= 0); ${st}`;
    case 10: return `errno = 0; rv = access(${r.pick([file, '"NOFILE.X"', '"."', '"\\\\"'])}, ${r.pick([0, 2, 4, 6, 1])}); fprintf(f, "access"); ${st}`;
    default: return `errno = 0; rv = ${r.pick(['close', '_close'])}(hd[${h}]); hd[${h}] = -1; fprintf(f, "close ${h}"); ${st}`;
  }
}

// ---- dos.h and dir.h on C: ----

const PATHS = ['C:\\\\TC\\\\INCLUDE\\\\STDIO.H', 'A:FILE', 'NAME.EXT', '\\\\DIR.X\\\\', '..\\\\UP', 'C:', 'NOEXT.', '.HIDDEN', 'LONGFILENAME.TOOLONG', 'A.B.C', '', 'C:\\\\X\\\\Y\\\\Z.', 'D:\\\\\\\\DOUBLE', 'IO1.TMP'];

function dosStep(r: Rng): string {
  switch (r.int(0, 8)) {
    case 0: case 1: {
      const path = r.pick(PATHS);
      return `memset(pd, '*', 80); memset(pn, '*', 12); memset(pe, '*', 8); rv = fnsplit("${path}", pd, pd + 10, pn, pe); fprintf(f, "fnsplit %d ", rv); bytes2(pd, 4); fputc(' ', f); bytes2(pd + 10, 16); fputc(' ', f); bytes2(pn, 10); fputc(' ', f); bytes2(pe, 6); fnmerge(t, ${r.pick(['"C:"', '""', 'NULL', '"AB"'])}, ${r.pick(['"\\\\D\\\\"', '"D"', '""', 'NULL'])}, ${r.pick(['"N"', '"NAME"', '""', 'NULL'])}, ${r.pick(['".E"', '"E"', '""', 'NULL'])}); fprintf(f, " %s\\n", t);`;
    }
    case 2: return `strcpy(t, "${r.pick(['ABXXXXXX', 'XXXXXX', 'AXXXXX', 'TMPXXXXXX', 'IOXXXXXX', 'X'])}"); p = mktemp(t); fprintf(f, "mktemp %d %s\\n", p == t, p ? t : "(null)");`;
    case 3: return `rv = getdisk(); n = setdisk(${r.pick([2, 25, 26, 30, -1])}); fprintf(f, "disk %d %d %d ", rv, n, getdisk()); setdisk(2); memset(t, '*', 80); rv = getcurdir(${r.pick([0, 3, 1, 26, 5])}, t); fprintf(f, "%d ", rv); bytes2(t, 16); fputc('\\n', f);`;
    // a drive that is not there: only the failure's mark, the rest being what TC's code left in BX, CX and DS:BX
    case 4: return `df.df_avail = df.df_total = df.df_bsec = df.df_sclus = 7; getdfree(${r.pick([0, 3, 3, 1, 26, 9])}, &df); if (df.df_sclus == 0xFFFF) fprintf(f, "getdfree none\\n"); else fprintf(f, "getdfree %u %u %u %u\\n", df.df_avail, df.df_total, df.df_bsec, df.df_sclus);`;
    case 5: return `memset(&fi, 7, sizeof fi); getfat(${r.pick([0, 3, 26, 9])}, &fi); if (fi.fi_sclus == -1) fprintf(f, "getfat none\\n"); else fprintf(f, "getfat %d %d %d %d\\n", fi.fi_sclus, fi.fi_fatid & 255, fi.fi_nclus, fi.fi_bysec);`;
    case 6: {
      const h = r.int(0, 2);
      return `errno = 0; rv = hd[${h}] < 0 ? -9 : fstat(hd[${h}], &sb); fprintf(f, "fstat ${h} %d %d %x %d %d %ld\\n", rv, errno, rv ? 0 : sb.st_mode, rv ? 0 : sb.st_dev, rv ? 0 : sb.st_nlink, rv ? 0L : sb.st_size);`;
    }
    case 7: {
      const file = r.pick(['"IO0.TMP"', '"IO1.TMP"', '"NOFILE.X"', '"."', '"SC.TMP"']);
      const call = r.pick([`_chmod(${file}, 0)`, `_chmod(${file}, 1, FA_RDONLY)`, `_chmod(${file}, 1, 0)`, `_chmod(${file}, 1, FA_HIDDEN)`, `chmod(${file}, S_IREAD)`, `chmod(${file}, S_IREAD | S_IWRITE)`, `chmod(${file}, 0)`]);
      return `errno = 0; rv = ${call}; fprintf(f, "chmod %d %d %d\\n", rv, errno, access(${file}, 2));`;
    }
    default: {
      const v = r.pick(['0x1234', '0', '0xFFFF', '-1', '0x80']);
      return `fp = (char far *)m; poke(FP_SEG(fp), FP_OFF(fp) + ${r.int(0, 6)}, ${v}); pokeb(FP_SEG(fp), FP_OFF(fp) + ${r.int(0, 7)}, ${r.pick(['0x41', '0xFF', '0'])}); fprintf(f, "peek %x %x %x ", peek(FP_SEG(fp), FP_OFF(fp) + ${r.int(0, 6)}), peekb(FP_SEG(fp), FP_OFF(fp) + ${r.int(0, 7)}) & 255, FP_SEG(fp) == _DS); bytes2(m, 8); fputc('\\n', f);`;
    }
  }
}

// ---- stdlib's arithmetic and sorting ----

function stdlibStep(r: Rng): string {
  switch (r.int(0, 3)) {
    case 0: {
      const a = r.pick(['7', '-7', '32767', '-32768', '0', '1', '-1', '100']), b = r.pick(['2', '-2', '3', '-1', '1', '32767', '-32768', '7']);
      return `dv = div(${a}, ${b}); fprintf(f, "div %d %d %d %d\\n", dv.quot, dv.rem, abs(${a}), abs(${b}));`;
    }
    case 1: {
      const a = r.pick(['7L', '-7L', '2147483647L', '-2147483647L - 1L', '0L', '100000L', '-100001L']), b = r.pick(['2L', '-2L', '3L', '-1L', '65536L', '-7L']);
      return `lq = ldiv(${a}, ${b}); fprintf(f, "ldiv %ld %ld %ld\\n", lq.quot, lq.rem, labs(${a}));`;
    }
    case 2: {
      const n = r.int(0, 9);
      const vals = Array.from({ length: n }, () => r.pick([0, 1, -1, 5, 5, 32767, -32768, r.int(-100, 100)]));
      return `${vals.map((v, i) => `ia[${i}] = ${v};`).join(' ')} qsort(ia, ${n}, sizeof(int), ${r.pick(['icmp', 'icmp', 'irev'])}); fprintf(f, "qsort"); for (n = 0; n < ${n}; n++) fprintf(f, " %d", ia[n]); fputc('\\n', f);`;
    }
    default: {
      const n = r.int(0, 8);
      return `for (n = 0; n < ${n}; n++) ia[n] = n * ${r.pick([1, 2, 3])} - 4; k = ${r.int(-6, 20)}; p = bsearch(&k, ia, ${n}, sizeof(int), icmp); fprintf(f, "bsearch %d\\n", p ? (int)((int *)p - ia) : -1);`;
    }
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.35) return printStep(r);
  if (k < 0.53) return scanStep(r);
  if (k < 0.64) return dateStep(r);
  if (k < 0.71) return errStep(r);
  if (k < 0.83) return ioStep(r);
  if (k < 0.94) return dosStep(r);
  return stdlibStep(r);
}

/** C: bytes2 (bytes() without its line end) and marks() (every scanf target given its mark), for version 15 too. */
export const C_TARGETS = `/* bytes2: bytes() without its line end */
static void bytes2(char *s, int m)
{
  int q;
  for (q = 0; q < m; q++) {
    if (s[q] > 32 && s[q] < 127 && s[q] != '\\\\') fputc(s[q], f);
    else fprintf(f, "\\\\%02x", s[q] & 255);
  }
}

/* every scanf target given its mark */
static void marks(void)
{
  int j;
  for (j = 0; j < 4; j++) { ia[j] = -7; ha[j] = -7; la[j] = -7L; fa[j] = -7.0; da[j] = -7.0; xa[j] = -7.0; memset(ca[j], '*', 100); }
}`;

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <errno.h>
#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <stdarg.h>
#include <conio.h>
#include <dir.h>

static FILE *f, *sf;
static char t[1200], b[60], ca[4][100], pd[80], pn[40], pe[12], m[16], far *fp;
static struct dfree df;
static struct fatinfo fi;
static struct stat sb;
static void *p;
static int n, k, rv, hd[3] = { -1, -1, -1 }, ia[12];
static short hk, ha[4];
static long lk, lv, la[4];
static float fa[4];
static double da[4];
static long double xa[4];
static struct date dd;
static struct time dt;
static time_t tv;
static struct tm *tp;
static div_t dv;
static ldiv_t lq;

${C_DOUBLES}
${C_BYTES}${C_TARGETS}

static int vsp(char *fmt, ...)
{
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = vsprintf(t, fmt, ap);
  va_end(ap);
  return r;
}

${C_VSS}
static int icmp(const void *a, const void *b_)
{
  return *(int *)a < *(int *)b_ ? -1 : *(int *)a > *(int *)b_;
}

static int irev(const void *a, const void *b_)
{
  return icmp(b_, a);
}

${screenFunction('at', true)}
`;
}

export interface Textgen14Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`: it starts on 31 December 1999 and closes its handles at the end. */
export function generateText14(seed: number): Textgen14Program {
  const r = new Rng(seed * 2654435761 + 14);
  // DOSBox keeps a date set across the programs of its session: each program starts on its own
  const body = sceneProgram(r, prelude(), step)
    .replace('  s1();\n', '  dd.da_year = 1999; dd.da_mon = 12; dd.da_day = 31; setdate(&dd);\n  s1();\n')
    .replace('  fprintf(f, "end\\n");\n', '  for (n = 0; n < 3; n++) if (hd[n] > 0) close(hd[n]);\n  fprintf(f, "end\\n");\n');
  return { seed, name: textgen14Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v14/oracle.txt, as version 8's (hashes of the parts, the text of one program in eighty: those the test runs). */
export const text14Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v14');
export const text14Checked = (name: string): boolean => (textgen14Seed(name) ?? 1) % 80 === 0;
export const readText14Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text14Fixtures(file));

/** A program of version 14 on mode12h: run in its folder. */
export const runText14 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText14(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 14, source: 'textgen14.ts', checked: text14Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText14,
  });
}
