/**
 * Generated library programs, version 12 (programs `LD00001.C` …; docs/FIDELITY.md "Version 12"):
 * the C library's behaviour versions 1–11 check least, densely —
 *
 * - conio in windows and at their edges: window() of every size (one row, one column, the whole
 *   screen, past the edges), cputs/cprintf/putch of text with CR, LF, BS, BEL and TAB, lines that
 *   wrap at the window's right and scroll at its bottom, with directvideo 0 and 1; gotoxy at and
 *   past the window's edges, clreol/insline/delline in a window, gettextinfo's fields, textattr,
 *   textcolor/textbackground and the video calls, gettext/puttext/movetext within the screen,
 *   ungetch then getche echoing in the window, printf's BIOS output beside the window;
 * - stdio's buffers on a file of C:: each step opens Q.DAT (or tmpfile) in a mode, gives it
 *   setvbuf's type and size (its own buffer or the program's, whose bytes are shown) or setbuf,
 *   then writes, reads, ungets, seeks, flushes and tells, reads after writes and writes after reads
 *   without a seek between, text mode's CR LF and Ctrl-Z, freopen; the file's bytes at the end;
 *   tmpnam's names;
 * - math.h's error paths through a matherr of the program's own, which logs what it is given and
 *   returns 0 (TC's message on stderr), 1, or 1 with a new return value;
 * - qsort/bsearch/lfind/lsearch over elements of 1, 2, 3, 5 and 7 bytes compared by their first
 *   byte (ties show the algorithm's moves), every comparison counted;
 * - time.h with TZ and tzset: localtime/gmtime/ctime/difftime at the range's ends.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with `#N`, the cursor and the
 * screen's rows that hold text with their attributes' sum, as version 11 does (its runner, hashes
 * and comparison). Every call gets every argument its format names (version 11's scanf "%c%n" with
 * one pointer wrote its count through TC's return address: no program of this version depends on
 * the code's layout).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { cstr } from './textgen9.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';

export const textgen12Name = (seed: number): string => `LD${String(seed % 100000).padStart(5, '0')}`;
export const textgen12Seed = (name: string): number | null => (/^LD\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- conio in windows ----

const CON_TEXTS = ['Hello', 'a\nb', 'x\ry', 'tab\tZ', '\t\t|', 'bs\bQ', '\b\b\bB', 'bell\a!', 'end\r\n', '\r\n', '\n\n\n', 'the quick brown fox jumps over the lazy dog',
  '0123456789012345678901234567890123456789', '\xb0\xb1\xb2\xdb', 'wrap me around the corner', 'x', 'AB\r\nCD\r\nEF\r\nGH\r\n', 'col\tumn\tstop\t!', '\x07\x08\x09\x0a\x0d|'];

/** A window: sensible ones mostly, one row or one column, the whole screen, and some past the edges (which TC ignores). */
function windowCall(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: return 'window(1, 1, 80, 25)';
    case 1: { const t = r.int(1, 24); return `window(${r.int(1, 30)}, ${t}, ${r.int(40, 80)}, ${t})`; }
    case 2: { const l = r.int(1, 79); return `window(${l}, ${r.int(1, 10)}, ${l}, ${r.int(11, 25)})`; }
    case 3: return `window(${r.pick([0, -1, 81, 5, 70])}, ${r.pick([0, 26, 3, 20])}, ${r.pick([10, 81, 4, 90])}, ${r.pick([2, 26, 25, 30])})`;
    default: {
      const l = r.int(1, 60), t = r.int(1, 20);
      return `window(${l}, ${t}, ${Math.min(80, l + r.int(2, 25))}, ${Math.min(25, t + r.int(1, 6))})`;
    }
  }
}

function conioStep(r: Rng): string {
  const where = 'fprintf(f, " %d %d\\n", wherex(), wherey());';
  const text = (): string => cstr(r.pick(CON_TEXTS));
  switch (r.int(0, 17)) {
    case 0: case 1: return `${windowCall(r)}; fprintf(f, "window"); info();`;
    case 2: return `directvideo = ${r.int(0, 1)}; fprintf(f, "directvideo %d", directvideo);${where}`;
    case 3: case 4: return `${r.chance(0.5) ? `textattr(${r.pick([7, 0x1e, 0x70, 0x8f, 0x4a, 0x0c, 0xf1])}); ` : ''}rv = cputs(${text()}); fprintf(f, "cputs %d", rv);${where}`;
    case 5: {
      const c = r.int(0, 4);
      const call = c === 0 ? `cprintf("%s|%5d\\r\\n", ${text()}, ${r.int(-99, 999)})` : c === 1 ? `cprintf("%s\\n%d", ${text()}, ${r.int(-99, 999)})`
        : c === 2 ? `cprintf("[%-8s]%c", ${text()}, 'q')` : c === 3 ? `cprintf("%s\\t%x\\b\\b#", ${text()}, ${r.int(0, 999)})` : `cprintf("%d\\r%s", ${r.int(-99, 999)}, ${text()})`;
      return `rv = ${call}; fprintf(f, "cprintf %d", rv);${where}`;
    }
    case 6: return `rv = putch(${r.pick(["'A'", "'\\n'", "'\\r'", "'\\b'", "'\\a'", "'\\t'", '0', '0x1B3', "'\\xdb'"])}); fprintf(f, "putch %d", rv);${where}`;
    case 7: return `gotoxy(${r.pick([1, 2, 5, 10, 40, 79, 80, 81, 0, -1])}, ${r.pick([1, 2, 3, 6, 12, 24, 25, 26, 0])}); fprintf(f, "gotoxy");${where}`;
    case 8: return `${r.pick(['clreol()', 'insline()', 'delline()', 'clrscr()', 'clreol()', 'insline()', 'delline()'])}; fprintf(f, "line");${where}`;
    case 9: return `${r.pick([`textcolor(${r.int(0, 31)})`, `textbackground(${r.int(0, 9)})`, 'highvideo()', 'lowvideo()', 'normvideo()', `textattr(${r.int(0, 255)})`])}; fprintf(f, "attr"); info();`;
    case 10: {
      // lines enough to scroll the window at its bottom
      const n = r.int(2, 30);
      return `for (n = 0; n < ${n}; n++) cprintf(${cstr(r.pick(['line %d\r\n', '%d\n', 'L%02d ', '%d\r\n\r\n', 'wide line number %d to wrap in a narrow window\r\n']))}, n); fprintf(f, "scroll ${n}");${where}`;
    }
    case 11: {
      const l = r.int(1, 70), t = r.int(1, 22), w = r.int(0, 9), h = r.int(0, 3);
      return `rv = gettext(${l}, ${t}, ${l + w}, ${t + h}, sv); fprintf(f, "gettext %d", rv); for (n = 0; n < ${Math.min(6, (w + 1) * (h + 1))}; n++) fprintf(f, " %04X", sv[n]); fputc('\\n', f);`;
    }
    case 12: {
      const l = r.int(1, 70), t = r.int(1, 22), w = r.int(0, 9), h = r.int(0, 3);
      return `for (n = 0; n < 40; n++) sv[n] = 0x1741 + n; rv = puttext(${l}, ${t}, ${l + w}, ${t + h}, sv); fprintf(f, "puttext %d", rv);${where}`;
    }
    case 13: {
      const l = r.int(1, 70), t = r.int(1, 22);
      return `rv = movetext(${l}, ${t}, ${l + r.int(0, 9)}, ${t + r.int(0, 3)}, ${r.int(1, 75)}, ${r.int(1, 24)}); fprintf(f, "movetext %d", rv);${where}`;
    }
    case 14: return `rv = ungetch(${r.pick(["'z'", "'5'", "'\\r'", "'\\b'", "'\\t'", '200', "'\\a'"])}); rv = getche(); fprintf(f, "getche %d", rv);${where}`;
    case 15: return `rv = printf(${cstr(r.pick(['P%d\n', 'P%d', '\tP%d\r\n', 'P%d\b\b!\n']))}, ${r.int(0, 99)}); ${r.chance(0.5) ? 'fflush(stdout); ' : ''}fprintf(f, "printf %d", rv);${where}`;
    case 16: return `rv = fprintf(stderr, ${cstr(r.pick(['E%d\n', 'E%d', 'E\t%d\r\n']))}, ${r.int(0, 99)}); fprintf(f, "stderr %d", rv);${where}`;
    default: return `fprintf(f, "info"); info();`;
  }
}

// ---- stdio's buffers on a file ----

const FILE_TEXTS = ['ab\ncd', 'line\n', '\n\n', 'x\r\ny', 'z\x1az', '\x1a', 'Turbo C\n2.0\n', '0123456789abcdef', 'tail', '\r', 'a\n\x1ab\n'];

/** One op on the open stream q, its result printed. */
function fileOp(r: Rng): string {
  switch (r.int(0, 13)) {
    case 0: case 1: return `rv = fputs(${cstr(r.pick(FILE_TEXTS))}, q); fprintf(f, " fputs%d", rv);`;
    case 2: return `rv = fputc(${r.pick(["'\\n'", "'A'", '0x1A', "'\\r'", '255'])}, q); fprintf(f, " fputc%d", rv);`;
    case 3: return `rv = fwrite(${cstr(r.pick(FILE_TEXTS))}, 1, ${r.int(1, 6)}, q); fprintf(f, " fwrite%d", rv);`;
    case 4: case 5: return `fprintf(f, " getc"); for (n = 0; n < ${r.int(1, 5)}; n++) fprintf(f, ",%d", fgetc(q));`;
    case 6: return `memset(b, '*', 40); p = fgets(b, ${r.pick([2, 4, 8, 30])}, q); fprintf(f, " fgets%d:", p == b); for (n = 0; n < 8; n++) fprintf(f, "%02X", b[n] & 255);`;
    case 7: return `memset(b, '*', 40); rv = fread(b, 1, ${r.pick([1, 3, 8, 20])}, q); fprintf(f, " fread%d:", rv); for (n = 0; n < 8; n++) fprintf(f, "%02X", b[n] & 255);`;
    case 8: return `rv = ungetc(${r.pick(["'U'", "'\\n'", 'EOF', '200'])}, q); fprintf(f, " ungetc%d", rv);`;
    case 9: return `rv = fseek(q, ${r.pick(['0L', '1L', '-1L', '3L', '100L', '-2L'])}, ${r.pick(['SEEK_SET', 'SEEK_CUR', 'SEEK_END'])}); fprintf(f, " fseek%d", rv);`;
    case 10: return `fprintf(f, " ftell%ld", ftell(q));`;
    case 11: return `rv = fflush(q); fprintf(f, " fflush%d", rv);`;
    case 12: return r.chance(0.5) ? 'rewind(q); fprintf(f, " rewind");' : 'clearerr(q); fprintf(f, " clearerr");';
    default: return `fprintf(f, " e%d%d", feof(q) != 0, ferror(q) != 0);`;
  }
}

function fileStep(r: Rng): string {
  if (r.chance(0.08)) {
    return r.chance(0.5)
      ? `p = tmpnam(NULL); fprintf(f, "tmpnam %s", p); p = tmpnam(tk); fprintf(f, " %s %d\\n", tk, p == tk);`
      : `q = tmpfile(); fprintf(f, "tmpfile %d", q != NULL); if (q) { ${Array.from({ length: r.int(2, 6) }, () => fileOp(r)).join(' ')} fclose(q); } fputc('\\n', f);`;
  }
  const mode = r.pick(['w', 'w+', 'wb', 'w+b', 'wt', 'a', 'a+', 'ab', 'r', 'r+', 'rb', 'r+b', 'rt', 'r+t', 'a+b']);
  const initial = r.pick(FILE_TEXTS) + r.pick(['', 'more\r\nlines\r\n', '\x1aafter']);
  const setup = r.int(0, 6);
  const type = r.pick(['_IOFBF', '_IOLBF', '_IONBF', '3']);
  // (a buffer of one byte, fully or line buffered, makes TC's fread after a write loop for ever:
  // probes V1, V3, V6, V8, WL hung; unbuffered it does not, WN)
  const size = r.pick([type === '_IONBF' ? 1 : 2, 2, 3, 7, 16, 100, 512, 513, 1024, 0]);
  const buf = r.chance(0.5) ? 'ub' : 'NULL';
  const sv = setup <= 2 ? `rv = setvbuf(q, ${buf}, ${type}, ${size}); fprintf(f, " setvbuf%d", rv);`
    : setup === 3 ? `setbuf(q, ${r.chance(0.6) ? 'ub' : 'NULL'}); fprintf(f, " setbuf");` : '';
  const ops = Array.from({ length: r.int(3, 9) }, () => fileOp(r)).join(' ');
  const reopen = r.chance(0.12) ? ` q = freopen("Q.DAT", ${cstr(r.pick(['r', 'rb', 'a', 'r+']))}, q); fprintf(f, " freopen%d", q != NULL); if (q) { ${fileOp(r)} ${fileOp(r)} }` : '';
  const showUb = buf === 'ub' || setup === 3 ? ' fprintf(f, " ub"); for (n = 0; n < 10; n++) fprintf(f, "%02X", ub[n] & 255);' : '';
  return `make(${cstr(initial)}, ${initial.length}); memset(ub, '.', 20); q = fopen("Q.DAT", ${cstr(mode)}); fprintf(f, "fopen ${mode} %d", q != NULL); if (q) {${sv} ${ops}${reopen}${showUb} if (q) fclose(q); } fputc('\\n', f); dump();`;
}

// ---- math.h's errors through the program's matherr ----

const MATH_CALLS = ['log(0.0)', 'log(-1.0)', 'log10(0.0)', 'log10(-5.0)', 'sqrt(-4.0)', 'pow(0.0, -1.0)', 'pow(-2.0, 0.5)', 'pow(10.0, 400.0)', 'pow(10.0, -400.0)', 'pow(0.0, 0.0)',
  'exp(800.0)', 'exp(-800.0)', 'sinh(800.0)', 'cosh(-800.0)', 'asin(2.0)', 'acos(-1.5)', 'atan2(0.0, 0.0)', 'sin(1e20)', 'cos(1e30)', 'tan(1e19)', 'fmod(5.0, 0.0)', 'ldexp(1.0, 2000)',
  'ldexp(1.0, -2000)', 'hypot(1e308, 1e308)', 'pow10(400)', 'pow10(-400)', 'log(1e-310)', 'sqrt(2.0)', 'exp(1.0)', 'atan2(-0.0, -1.0)', 'pow(-8.0, 1.0 / 3.0)', 'tan(1.5707963267948966)',
  'sinh(-710.5)', 'exp(709.8)', 'pow(2.0, 1024.0)', 'pow(-2.0, 1025.0)', 'log(-0.0)', 'acos(1.0000001)', 'asin(-1.0)', 'fmod(-7.5, 2.0)', 'cosh(710.0)', 'sqrt(-0.0)'];

function mathStep(r: Rng): string {
  const call = r.pick(MATH_CALLS);
  return `how = ${r.int(0, 2)}; errno = 0; fprintf(f, "math ${call.replace(/"/g, '')} "); g = ${call}; H(g); fprintf(f, " %d\\n", errno);`;
}

// ---- sorting and searching ----

function sortStep(r: Rng): string {
  const w = r.pick([1, 2, 3, 5, 7]);
  const n = r.pick([0, 1, 2, 3, 5, 8, 11, 16, r.int(0, 20)]);
  const cmp = r.pick(['cmp1', 'cmp1', 'cmp2', 'cmp3']);
  const seed = r.int(0, 9999);
  const init = `fill(${seed}, ${n * w + 8});`;
  const show = `fprintf(f, " %d ", ncmp); for (n = 0; n < ${Math.min(n * w, 40)}; n++) fprintf(f, "%02X", a[n] & 255); fputc('\\n', f);`;
  switch (r.int(0, 3)) {
    case 0: case 1: return `${init} ncmp = 0; qsort(a, ${n}, ${w}, ${cmp}); fprintf(f, "qsort ${n} ${w} ${cmp}"); ${show}`;
    case 2: {
      const key = r.int(0, 255);
      return `${init} qsort(a, ${n}, ${w}, cmp1); ncmp = 0; a[190] = ${key}; p = bsearch(a + 190, a, ${n}, ${w}, cmp1); fprintf(f, "bsearch ${n} ${w} %d %d\\n", p ? (int)(p - a) : -1, ncmp);`;
    }
    default: {
      const key = r.int(0, 255);
      const fn = r.pick(['lfind', 'lsearch']);
      return `${init} ncmp = 0; un = ${n}; a[190] = ${key}; p = ${fn}(a + 190, a, &un, ${w}, ${cmp}); fprintf(f, "${fn} ${n} ${w} %d %u", p ? (int)(p - a) : -1, un); ${show}`;
    }
  }
}

// ---- time.h ----

function timeStep(r: Rng): string {
  // (a negative time gives TC's gmtime fields out of their ranges and asctime names read from past its tables: none here)
  const t = (): string => `${r.pick([0, 1, 86399, 2147483647, 315532800, 315532799, 946684800, 951782400, 2147483646, r.int(0, 0x7fffffff)])}L`;
  switch (r.int(0, 4)) {
    case 0: {
      const tz = r.pick(['TZ=EST5EDT', 'TZ=PST8PDT', 'TZ=GMT0', 'TZ=CET-1CEST', 'TZ=EST5', 'TZ=JST-9', 'TZ=XYZ12', 'TZ=A', 'TZ=', 'TZ=EST+5EDT', 'TZ=XX-2:30', 'TZ=ABC-13DEF', 'TZ=abc5def', 'TZ=EST05EDT']);
      return `putenv(${cstr(tz)}); tzset(); fprintf(f, "tzset %ld %d \\n", timezone, daylight);`;
    }
    case 1: case 2: {
      const fn = r.pick(['localtime', 'gmtime']);
      return `tt = ${t()}; tp = ${fn}(&tt); fprintf(f, "${fn} %ld", tt); if (tp) fprintf(f, " %d %d %d %d %d %d %d %d %d %s", tp->tm_year, tp->tm_mon, tp->tm_mday, tp->tm_hour, tp->tm_min, tp->tm_sec, tp->tm_wday, tp->tm_yday, tp->tm_isdst, asctime(tp)); else fputc('\\n', f);`;
    }
    case 3: return `tt = ${t()}; fprintf(f, "ctime %s", ctime(&tt));`;
    default: return `fprintf(f, "difftime %.1f\\n", difftime(${t()}, ${r.pick(['-1L', '-2147483647L', t()])}));`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.4) return conioStep(r);
  if (k < 0.65) return fileStep(r);
  if (k < 0.78) return mathStep(r);
  if (k < 0.92) return sortStep(r);
  return timeStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <math.h>
#include <errno.h>
#include <time.h>
#include <dos.h>
#include <conio.h>

static FILE *f, *q;
static char b[200], tk[40], ub[1100], a[200], *p;
static int n, rv, how, ncmp, sv[4000];
static unsigned un;
static long tt;
static double g;
static struct tm *tp;

${C_DOUBLES}
${C_BYTES}/* the program's own matherr: what it is given, then 0 (TC's message), 1, or 1 with a new value (how) */
int matherr(struct exception *e)
{
  fprintf(f, "{%d %s ", e->type, e->name);
  H(e->arg1); fputc(' ', f); H(e->arg2); fputc(' ', f); H(e->retval); fprintf(f, "} ");
  if (how == 2) e->retval = 42.5;
  return how;
}

/* Q.DAT made anew with these bytes */
static void make(char *s, int len)
{
  FILE *m = fopen("Q.DAT", "wb");
  fwrite(s, 1, len, m);
  fclose(m);
}

/* Q.DAT's bytes */
static void dump(void)
{
  FILE *m = fopen("Q.DAT", "rb");
  int c, k = 0;
  fprintf(f, "Q.DAT");
  while ((c = fgetc(m)) != EOF && k++ < 60) fprintf(f, " %02X", c);
  fputc('\\n', f);
  fclose(m);
}

/* the window and attribute as gettextinfo has them, and the cursor */
static void info(void)
{
  struct text_info ti;
  gettextinfo(&ti);
  fprintf(f, " %d %d %d %d %d %d %d %d %d %d %d\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury);
}

static int cmp1(const void *x, const void *y)
{
  ncmp++;
  return *(unsigned char *)x - *(unsigned char *)y;
}

/* descending by the high nibble only: ties */
static int cmp2(const void *x, const void *y)
{
  ncmp++;
  return (*(unsigned char *)y >> 4) - (*(unsigned char *)x >> 4);
}

/* a comparator that says "equal" to most */
static int cmp3(const void *x, const void *y)
{
  ncmp++;
  return (*(unsigned char *)x & 3) - (*(unsigned char *)y & 3);
}

/* a[] filled from a seed */
static void fill(unsigned s, int len)
{
  int i;
  for (i = 0; i < len && i < 180; i++) { s = s * 25173u + 13849u; a[i] = s >> 8; }
}

${screenFunction('at', true)}
`;
}

export interface Textgen12Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`. */
export function generateText12(seed: number): Textgen12Program {
  const r = new Rng(seed * 2654435761 + 12);
  return { seed, name: textgen12Name(seed), body: sceneProgram(r, prelude(), step) };
}

/** The fixtures: test/fixtures/oracle-text-v12/oracle.txt, as version 8's (hashes of the parts, the text of one program in eighty: those the test runs). */
export const text12Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v12');
/** (and LD00126, a stream's FILE through writes refused and reads after them: stdio-tcfile.ts) */
export const text12Checked = (name: string): boolean => (textgen12Seed(name) ?? 1) % 80 === 0 || name === 'LD00126';
export const readText12Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text12Fixtures(file));

/** A program of version 12 on mode12h: run in its folder (Q.DAT is its own). */
export const runText12 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText12(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 12, source: 'textgen12.ts', checked: text12Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText12,
  });
}

