/**
 * Generated library programs, version 15 (programs `LG00001.C` …; docs/FIDELITY.md "Version 15"):
 * the keyboard as programs really read it, and the ways programs end — what versions 4–14 check
 * least (version 4 gave each input call one short line of its own, version 11 read stdin from a
 * file, and no version ended a program any way but returning from main after closing its file):
 *
 * - dialogues: a prompt (printf without a line end, puts, cprintf), then one to four reads of what
 *   was typed ahead — scanf of one to three conversions (version 14's, each with its own typed
 *   pointer), gets, fgets(stdin) of every size, getchar runs, getch/getche, kbhit, ungetc on stdin,
 *   fflush(stdin), clearerr, cgets, cscanf, bioskey 0/1/2 with shift states poked — each printing
 *   what it got, stdin's `level` and feof; the keys are the lines people type: words and numbers,
 *   Backspace (on an empty line too), Tab, the extended keys (F1, F3, arrows in both the 00h and
 *   E0h forms) and Alt-typed bytes past 127 in the line, Ctrl-Z, lines of up to 150 keys; what a read
 *   leaves (the line's end after scanf's %d, a line typed past a read) is read by the next;
 * - time.h under odd TZ strings (no zone, a zone past 24 hours, lower case, signs, three-letter and
 *   longer names, minutes) around the US daylight rule's edges: localtime/gmtime's fields, asctime,
 *   ctime, difftime, timezone and daylight;
 * - long double arithmetic printed with %Lf/%Le/%Lg and read back as a double's bits;
 * - atexit: one to forty registrations (past TC's 32), handlers that write to the program's file,
 *   print, register another from inside; the program's end by return with or without fclose, exit,
 *   _exit with a write still buffered, abort.
 *
 * The keys: the first fifteen of a dialogue's keys go into the BIOS type-ahead buffer before its
 * reads; an INT 1Ch handler (version 7's, armed during the dialogue) types the rest fifteen at a time
 * once the buffer has been empty for three ticks — that is, while a read waits — and, once they are
 * all typed, the line "7 x" and Enter again and again, so that a read asking for more than was typed
 * returns instead of waiting: what is typed depends on what the program read, never on the speed
 * of DOSBox. Esc is typed only to getch and getche (version 4: in DOS's line input it left a
 * program waiting); Ctrl-C, Ctrl-S and Ctrl-P never.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison); the atexit handlers' lines come after "end".
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { SCAN } from './textgen4.ts';
import { C_BYTES, C_DOUBLES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';
import { C_TARGETS, scanConv } from './textgen14.ts';

export const textgen15Name = (seed: number): string => `LG${String(seed % 100000).padStart(5, '0')}`;
export const textgen15Seed = (name: string): number | null => (/^LG\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const hex = (n: number): string => `0x${n.toString(16)}`;

// ---- the keys ----

/** Key words (scan code << 8 | character) of a text: C's escapes \t, \n (Enter) and \ooo read; a byte past 127 is Alt-typed (scan code 0). */
function keyWords(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let c = text[i]!;
    if (c === '\\') {
      const o = /^[0-7]{1,3}/.exec(text.slice(i + 1));
      if (o) { c = String.fromCharCode(parseInt(o[0], 8)); i += o[0].length; }
      else { const e = text[++i]; c = e === 't' ? '\t' : e === 'n' ? '\r' : e === 'r' ? '\r' : e ?? '\\'; }
    }
    const code = c.charCodeAt(0);
    out.push(code > 127 ? code : ((SCAN[c] ?? 0x39) << 8) | code);
  }
  return out;
}

const F1 = 0x3b00, F3 = 0x3d00, UP = 0x4800, LEFT_E0 = 0x4be0, HOME = 0x4700, DEL_E0 = 0x53e0, CTRL_Z = 0x2c1a, CTRL_A = 0x1e01, BS = 0x0e08, ENTER = 0x1c0d, TAB = 0x0f09, ESC = 0x011b;

const WORDS = ['12', '-7', '305', '0', 'abc', 'Q', '99999', '4x', '+3', '1.5', 'hello', '7a', 'John Smith', 'y', 'n', '3 4', '10,20', '0x1F', '1e3', '-0.25', '65536', 'a b c', '42', 'Turbo C', 'x', '017'];

/** A typed line: a prefix edited away or blank, words, now and then a key DOS's line input stores as it is, Enter. */
function typedLine(r: Rng, core?: number[]): number[] {
  const keys: number[] = [];
  const k = r.next();
  if (k < 0.12) keys.push(BS);
  else if (k < 0.22) keys.push(...keyWords('zz'), BS, BS);
  else if (k < 0.3) keys.push(...keyWords(' '));
  else if (k < 0.35) keys.push(TAB);
  keys.push(...(core ?? keyWords(Array.from({ length: r.pick([1, 1, 1, 2, 3]) }, () => r.pick(WORDS)).join(' '))));
  const e = r.next();
  if (e < 0.06) keys.push(r.pick([F1, F3, UP, LEFT_E0, HOME, DEL_E0, CTRL_A]));
  else if (e < 0.1) keys.push(BS, BS, BS);
  else if (e < 0.13) keys.push(...keyWords(r.pick(['\\351t\\351', '\\202', '\\377'])));
  else if (e < 0.16) keys.push(...Array.from({ length: r.int(100, 140) }, (_, i) => keyWords('abcdefghij0123456789'[i % 20]!)[0]!));
  else if (e < 0.168) keys.push(CTRL_Z);
  keys.push(ENTER);
  return keys;
}

/** A key for getch or getche: ordinary, control, Esc, extended in both forms. */
const oneKey = (r: Rng): number => r.pick([...keyWords('aZ5 q'), ENTER, BS, TAB, ESC, F1, F3, UP, LEFT_E0, CTRL_A, 0x00e9]);

// ---- a dialogue: a prompt, reads of the keys typed ahead ----

const AFTER = 'fprintf(f, " L%d E%d\\n", stdin->level, feof(stdin) != 0);';

interface Read { code: string; keys: number[] }

function scanRead(r: Rng): Read {
  const n = r.int(1, 3);
  let fmt = '', input = '';
  const targets: string[] = [], shows: string[] = [];
  for (let j = 0; j < n; j++) {
    const c = scanConv(r, j);
    const sep = j === n - 1 ? '' : r.pick([' ', ' ', '', ',']);
    fmt += c.text + sep;
    input += c.input + (sep === ',' ? (r.chance(0.85) ? ',' : ' ') : r.pick([' ', ' ', '  ', '\\n']));
    if (c.target) targets.push(c.target);
    shows.push(c.show);
  }
  if (r.chance(0.15)) fmt = r.pick([' ', '\\n', '%*c', '']) + fmt + r.pick(['\\n', ' ', '%*c']);
  const args = targets.length ? `, ${targets.join(', ')}` : '';
  const keys = r.chance(0.15) ? [] : typedLine(r, keyWords(input.trimEnd()));
  return { code: `marks(); rv = scanf("${fmt}"${args}); fprintf(f, "scanf %d", rv); ${shows.join(' ')} ${AFTER}`, keys };
}

function read(r: Rng, first: boolean): Read {
  const line = (): number[] => (r.chance(0.12) ? [] : typedLine(r));
  switch (r.int(0, 19)) {
    case 0: case 1: case 2: case 3: case 4: return scanRead(r);
    case 5: case 6: case 7: return { code: `memset(b, '*', 200); p = gets(b); fprintf(f, "gets %d ", p == b ? 1 : p ? 2 : 0); bytes2(b, p ? strlen(b) + 1 : 4); ${AFTER}`, keys: line() };
    case 8: case 9: return { code: `memset(b, '*', 200); p = fgets(b, ${r.pick([1, 2, 3, 5, 8, 80, 200])}, stdin); fprintf(f, "fgets %d ", p == b ? 1 : p ? 2 : 0); bytes2(b, p ? strlen(b) + 1 : 4); ${AFTER}`, keys: line() };
    case 10: { const n = r.int(1, 4); return { code: `fprintf(f, "getchar"); for (n = 0; n < ${n}; n++) fprintf(f, " %d", getchar()); ${AFTER}`, keys: r.chance(0.5) ? [] : line() }; }
    case 11: case 12: return { code: `rv = ${r.pick(['getch', 'getche'])}(); fprintf(f, "getch %d", rv); ${AFTER}`, keys: r.chance(0.3) ? [] : [oneKey(r)] };
    case 13: return { code: `fprintf(f, "kbhit %d", kbhit() != 0); ${AFTER}`, keys: [] };
    case 14: return { code: `rv = ungetc(${r.pick(["'Z'", "'\\n'", '255', '-1', "'7'"])}, stdin); fprintf(f, "ungetc %d", rv); ${AFTER}`, keys: [] };
    case 15: return { code: r.pick([`rv = fflush(stdin); fprintf(f, "fflush %d", rv); ${AFTER}`, `clearerr(stdin); fprintf(f, "clearerr"); ${AFTER}`]), keys: [] };
    case 16: {
      // a line of max characters or more never ends in DOSBox 0.74 (AH=0Ah then refuses Enter too:
      // probe KC3, "017" and Enter into max 3, waits for ever; KC1 "01" and Enter gives 2): the
      // first read of a dialogue, whose keys are its own, gets room for them, any other 255
      const keys = line();
      const chars = keys.reduce((n, k) => n + (k === ENTER ? 0 : (k & 0xff) === 0 || ((k & 0xff) === 0xe0 && k >> 8) ? 2 : 1), 0);
      const max = first && keys.length ? Math.max(chars + 1, 4, r.pick([1, 3, 8, 20, 60])) : 255;
      return { code: `sv[0] = ${max}; memset(sv + 1, '*', 258); p = cgets(sv); fprintf(f, "cgets %d %d ", (int)(p - sv), sv[1] & 255); bytes2(sv + 2, (sv[1] & 255) + 1); ${AFTER}`, keys };
    }
    case 17: {
      const fmt = r.pick(['%d', '%s', '%d %d', '%c', '%x']);
      const into = fmt === '%d %d' ? '&ia[0], &ia[1]' : fmt === '%s' ? 'ca[0]' : fmt === '%c' ? 'ca[0]' : '&ia[0]';
      return { code: `marks(); rv = cscanf("${fmt}", ${into}); fprintf(f, "cscanf %d %d %d ", rv, ia[0], ia[1]); bytes2(ca[0], 6); ${AFTER}`, keys: keyWords(r.pick(['12 ', '-7 34 ', 'abc ', 'q ', 'ff ', ' 5 6 '])) };
    }
    default: {
      const shift = r.pick([0, 0, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x43]);
      return { code: `pokeb(0x40, 0x17, ${hex(shift)}); rv = bioskey(2); rw = bioskey(1); fprintf(f, "bioskey %x %x", rv, rw); ${r.chance(0.5) ? 'if (rw) fprintf(f, " %x", bioskey(0));' : ''} pokeb(0x40, 0x17, 0); ${AFTER}`, keys: r.chance(0.6) ? [] : [oneKey(r)] };
    }
  }
}

const PROMPTS = ['printf("Enter a number: ");', 'printf("Name? ");', 'puts("Your choice:");', 'cprintf("> ");', 'printf("\\n%d) ", n);', ''];

function dialogue(r: Rng): string {
  const reads = Array.from({ length: r.int(1, 4) }, (_, i) => read(r, i === 0));
  const keys = reads.flatMap((x) => x.keys);
  if (r.chance(0.15)) keys.push(...typedLine(r));
  const code = reads.map((x) => x.code).join(' ');
  return `${r.pick(PROMPTS)} { static unsigned k[] = { ${[...keys, 0].map(hex).join(', ')} }; tw = 0; tk = stuff(k); } ${code} tk = 0;`;
}

// ---- time.h under odd TZ strings ----

const TZS = ['', 'TZ=EST5EDT', 'TZ=PST8PDT', 'TZ=GMT0', 'TZ=JST-9', 'TZ=EST', 'TZ=ABC+3', 'TZ=XY5', 'TZ=ABCD5EFG', 'TZ=est5edt', 'TZ=E5', 'TZ=', 'TZ=EST05EDT', 'TZ=EST25EDT', 'TZ=EST-0', 'TZ=CET-1CEST', 'TZ=NZST-12NZDT', 'TZ=EST5:30', 'TZ=UTC', 'TZ=IST-5:30', 'TZ=AAA-13BBB', 'TZ=5', 'TZ=EST+5EDT'];
// around the US rule's edges (1 April 1990 and 28 October 1990, 2:00 local in zones 5 and 8), the epoch, the range's end
const TIMES = ['0L', '638953200L', '638956799L', '638956800L', '638964000L', '656665200L', '656668800L', '656672400L', '656679600L', '670000000L', '954043200L', '2147483647L', '86399L', '315532800L', '1000000000L', '733622400L', '891763200L'];

function timeStep(r: Rng): string {
  const tz = r.pick(TZS);
  const set = tz ? `putenv("${tz}"); tzset(); ` : '';
  const tv = r.chance(0.8) ? r.pick(TIMES) : `${r.int(0, 2147483647)}L`;
  const fields = 'fprintf(f, " %d %d %d %d %d %d %d %d %d ", tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst);';
  switch (r.int(0, 3)) {
    case 0: return `${set}tv = ${tv}; tp = localtime(&tv); fprintf(f, "localtime %ld %d", timezone, daylight); ${fields} fputs(asctime(tp), f);`;
    case 1: return `${set}tv = ${tv}; tp = gmtime(&tv); fprintf(f, "gmtime %ld %d", timezone, daylight); ${fields} fputs(asctime(tp), f);`;
    case 2: return `${set}tv = ${tv}; fprintf(f, "ctime %ld %d %s", timezone, daylight, ctime(&tv));`;
    default: return `tv = ${tv}; fprintf(f, "difftime %f %f\\n", difftime(tv, ${r.pick(TIMES)}), difftime(${r.pick(TIMES)}, tv));`;
  }
}

// ---- long double ----

const LDS = ['0.0L', '1.0L', '-1.0L', '0.1L', '1.0L / 3.0L', '2.0L / 3.0', '123456789.0L', '1e20L', '1e-20L', '1e300L', '-2.5L', '3.14159265358979323846L', '65536.0L', '0.5L', '1e-300L', '99.999L'];

function ldStep(r: Rng): string {
  const a = r.pick(LDS), b = r.pick(LDS);
  const op = r.pick(['+', '-', '*', '/']);
  const conv = r.pick(['%Lf', '%Le', '%Lg', '%.3Lf', '%20.10Le', '%.15Lg', '%+LG', '%#.0Lf']);
  const v = conv.endsWith('f') ? `xa[0] > 1e30 || xa[0] < -1e30 ? 1.0L : xa[0]` : 'xa[0]';
  return `xa[0] = ${a}; xa[1] = ${b}; xa[0] = xa[0] ${op} (xa[1] == 0 ? 7.0L : xa[1]); n = sprintf(t, "${conv}", ${v}); fprintf(f, "ld %d %d %s ", sizeof(long double), n, t); H((double)xa[0]); fputc('\\n', f);`;
}

// ---- atexit ----

function atexitStep(r: Rng): string {
  const h = r.pick(['h1', 'h2', 'h3', 'h4']);
  const n = r.pick([1, 1, 1, 2, 5, 31, 33, 40]);
  return n === 1 ? `rv = atexit(${h}); fprintf(f, "atexit %d\\n", rv);` : `for (n = 0; n < ${n}; n++) rv = atexit(${h}); fprintf(f, "atexit x${n} %d\\n", rv);`;
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.62) return dialogue(r);
  if (k < 0.78) return timeStep(r);
  if (k < 0.86) return ldStep(r);
  if (k < 0.93) return atexitStep(r);
  return r.pick(['printf("Press a key"); fflush(stdout);', 'printf("%d items\\n", n);', 'cputs("\\r\\nMenu\\r\\n");', 'puts("");']);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <dos.h>
#include <time.h>
#include <conio.h>
#include <bios.h>

static FILE *f;
static char t[400], b[220], ca[4][100], sv[260];
static char *p;
static int n, rv, rw, ia[12];
static short ha[4];
static long la[4];
static float fa[4];
static double da[4];
static long double xa[4];
static time_t tv;
static struct tm *tp;
static unsigned *tk;
static int tw;
static void interrupt (*oldtick)();
/* what is typed once a dialogue's keys are all typed: "7 x" and Enter */
static unsigned rescue[] = { 0x837, 0x3920, 0x2d78, 0x1c0d, 0 };

${C_DOUBLES}
${C_BYTES}${C_TARGETS}

/* up to fifteen keys into the BIOS type-ahead buffer (emptied first), as if typed; the rest's start */
static unsigned *stuff(unsigned *k)
{
  unsigned a = 0x1E;
  int m = 0;
  poke(0x40, 0x1A, a);
  for (; *k && m < 15; k++, m++) {
    poke(0x40, a, *k);
    a += 2;
  }
  poke(0x40, 0x1C, a);
  return k;
}

/* armed with keys (tk), the rest typed once the buffer was empty at three ticks: while a read waits */
static void interrupt tick(void)
{
  if (tk && peek(0x40, 0x1A) == peek(0x40, 0x1C) && ++tw >= 3) {
    if (!*tk) tk = rescue;
    tk = stuff(tk);
    tw = 0;
  }
}

static void h1(void) { fprintf(f, "h1 %d\\n", stdin->level); }
static void h2(void) { fprintf(f, "h2\\n"); printf("bye\\n"); }
static void h3(void) { fprintf(f, "h3 %d\\n", atexit(h1)); }
static void h4(void) { fprintf(f, "h4 "); fflush(f); }

${screenFunction('at', true)}
`;
}

export interface Textgen15Program {
  seed: number;
  name: string;
  body: string;
}

/** The program's end after its scenes: the tick handler put back, then return, exit, _exit or abort. */
function ending(r: Rng): string {
  const code = r.pick([0, 1, 3, 255]);
  switch (r.int(0, 5)) {
    case 0: return '  fprintf(f, "end\\n");\n  fclose(f);\n  return 0;\n';
    case 1: return `  fprintf(f, "end\\n");\n  return ${code};\n`;
    case 2: return `  fprintf(f, "end\\n");\n  exit(${code});\n  return 0;\n`;
    case 3: return `  fprintf(f, "end\\n");\n  fflush(f);\n  fprintf(f, "lost\\n");\n  printf("unflushed");\n  _exit(${code});\n  return 0;\n`;
    case 4: return '  fprintf(f, "end\\n");\n  fflush(f);\n  fprintf(f, "lost\\n");\n  abort();\n  return 0;\n';
    default: return `  fprintf(f, "end\\n");\n  fclose(f);\n  f = fopen("TX.OUT", "ab");\n  exit(${code});\n  return 0;\n`;
  }
}

/** The program of `seed`: the tick handler set at its start and put back before its end. */
export function generateText15(seed: number): Textgen15Program {
  const r = new Rng(seed * 2654435761 + 15);
  const body = sceneProgram(r, prelude(), step)
    .replace('  f = fopen("TX.OUT", "wb");\n', '  f = fopen("TX.OUT", "wb");\n  oldtick = getvect(0x1C);\n  setvect(0x1C, tick);\n')
    .replace('  fprintf(f, "end\\n");\n  fclose(f);\n  return 0;\n', `  tk = 0;\n  setvect(0x1C, oldtick);\n${ending(r)}`);
  return { seed, name: textgen15Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v15/oracle.txt, as version 8's (hashes of the parts, the text of one program in eighty; the test runs one in 160). */
export const text15Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v15');
export const text15Checked = (name: string): boolean => (textgen15Seed(name) ?? 1) % 160 === 0;
export const readText15Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text15Fixtures(file));

/** A program of version 15 on mode12h: run in its folder. */
export const runText15 = (source: string, name: string, con?: { readcache: number }): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE, undefined, con);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText15(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 15, source: 'textgen15.ts', checked: text15Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText15,
  });
}
