/**
 * Generated library programs, version 17 (programs `LI00001.C` …; docs/FIDELITY.md "Version 17"):
 * the library misused as coursework misuses it, where what a program prints is fixed by Turbo C
 * 2.0's memory layout, not by C — each step one misuse with what it left printed:
 *
 * - strcpy, strcat, sprintf and sscanf's %s, %[ and %c writing past a static array into the
 *   statics after it (the bytes from the array's start printed, and the scalars laid after it);
 * - the same past a local array into its neighbours in the frame (three arrays and a guard, the
 *   middle one overrun by less than an array: whatever TC's order, the write stays in the frame);
 * - a local array read before it is written, after a call of the program's that left its own
 *   locals there, and after library calls;
 * - a string without its NUL (strlen, strcpy, printf's %s of it);
 * - free twice, free of a pointer into a block, writing a few bytes past a malloc block, then
 *   malloc, free and coreleft (each block's offset from the first and coreleft's change);
 * - fclose twice and a FILE * used after fclose (fprintf, fputc, fgetc, ferror);
 * - sprintf with too few arguments, too many, and of the wrong types (%d of a long, %ld of an int,
 *   %s of an int, %f of an int, %c of a long, %x of a double).
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';

export const textgen17Name = (seed: number): string => `LI${String(seed % 100000).padStart(5, '0')}`;
export const textgen17Seed = (name: string): number | null => (/^LI\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Text of 1 to 24 characters, some with blanks and commas (what %s and %[^,] stop at). */
function text(r: Rng, min: number, max: number): string {
  const n = r.int(min, max);
  const alphabet = r.pick(['abcdefghij', 'XYZ0123456789', 'ab cd,ef', 'Hello, World']);
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[(i * 7 + r.int(0, alphabet.length - 1)) % alphabet.length];
  return s;
}

/** The statics around the overrun arrays, printed after a step (the scalars never addressed among them). */
const SHOW_STATICS = 'bytes2(g1, 32); fprintf(f, " %d %d %ld %d\\n", gi[0], gi[1], gl, gs);';

/** A static array written past its end. */
function staticStep(r: Rng): string {
  const init = `memset(g1, '*', 8); memset(g2, '-', 8); memset(g3, '=', 8); gi[0] = 11; gi[1] = 12; gl = 13L; gs = 14;`;
  const s = text(r, 6, 20);
  switch (r.int(0, 6)) {
    case 0: return `${init} strcpy(g1, "${s}"); fprintf(f, "strcpy "); ${SHOW_STATICS}`;
    case 1: return `${init} strcpy(g1, "${text(r, 3, 7)}"); strcat(g1, "${s}"); fprintf(f, "strcat "); ${SHOW_STATICS}`;
    case 2: return `${init} n = sprintf(g1, "%s-%d", "${s}", ${r.pick([7, -32768, 12345])}); fprintf(f, "sprintf %d ", n); ${SHOW_STATICS}`;
    case 3: return `${init} n = sscanf("${s.replace(/[ ,]/g, '_')} 42", "%s %d", g1, &gi[0]); fprintf(f, "sscanf %d ", n); ${SHOW_STATICS}`;
    case 4: return `${init} n = sscanf("${s}", "%[^,]", g2); fprintf(f, "scanset %d ", n); ${SHOW_STATICS}`;
    case 5: return `${init} n = sscanf("${s}", "%${r.int(9, 20)}c", g1); fprintf(f, "chars %d ", n); ${SHOW_STATICS}`;
    default: return `${init} memcpy(g2, "${s}", ${Math.min(s.length, 20)}); fprintf(f, "memcpy %d ", strlen(g1)); ${SHOW_STATICS}`;
  }
}

/** A local array written past its end (the middle of three: the write stays among them whatever their order). */
function localStep(r: Rng): string {
  const s = text(r, 8, 15);
  switch (r.int(0, 2)) {
    case 0: return `loc(0, "${s}");`;
    case 1: return `loc(1, "${s}");`;
    default: return `loc(2, "${s}");`;
  }
}

/** Locals read before they are written. */
function uninitStep(r: Rng): string {
  switch (r.int(0, 3)) {
    case 0: return `fill(${r.int(0, 30000)}); un("fill");`;
    case 1: return `n = sprintf(t, "%d %s %ld", ${r.int(-9, 99)}, "${text(r, 1, 10)}", ${r.int(0, 99999)}L); un("sprintf");`;
    case 2: return `strcpy(t, "${text(r, 1, 12)}"); un("strcpy");`;
    default: return `n = (int)strlen("${text(r, 0, 12)}"); un("strlen");`;
  }
}

/** A string with no NUL where one is looked for: the bytes after it in the statics end it. */
function unterminatedStep(r: Rng): string {
  const s = text(r, 8, 8);
  const fill = `memset(g3, ${r.pick(["'='", '0', "'z'"])}, 8); memcpy(g2, "${s}", 8);`;
  switch (r.int(0, 2)) {
    case 0: return `${fill} fprintf(f, "strlen %d\\n", (int)strlen(g2));`;
    case 1: return `${fill} n = sprintf(t, "[%s]", g2); fprintf(f, "printf %d ", n); bytes2(t, n > 40 ? 40 : n); fputc('\\n', f);`;
    default: return `${fill} strcpy(t, g2); fprintf(f, "strcpy %d ", (int)strlen(t)); bytes2(t, 12); fputc('\\n', f);`;
  }
}

/** The heap misused: freed twice, freed inside a block, written past a block's end. */
function heapStep(r: Rng): string {
  const i = r.int(0, 3);
  const j = (i + 1 + r.int(0, 2)) % 4;
  const show = 'heap();';
  switch (r.int(0, 5)) {
    case 0: return `if (hp[${i}]) free(hp[${i}]); hp[${i}] = malloc(${r.pick([1, 2, 8, 16, 30, 100])}); fprintf(f, "malloc ${i} "); ${show}`;
    case 1: return `if (hp[${i}]) { free(hp[${i}]); free(hp[${i}]); } fprintf(f, "free twice ${i} "); hp[${i}] = NULL; ${show}`;
    case 2: return `if (hp[${i}]) { memset(hp[${i}], 'x', ${r.pick([9, 10, 12, 17])}); } fprintf(f, "past ${i} "); ${show}`;
    case 3: return `if (hp[${i}]) free(hp[${i}]); hp[${i}] = NULL; fprintf(f, "free ${i} "); ${show}`;
    case 4: return `q = malloc(${r.pick([4, 8, 20])}); fprintf(f, "spare %d ", q ? (int)((char *)q - base) : -1); if (hp[${j}] == NULL) hp[${j}] = q; ${show}`;
    default: return `fprintf(f, "coreleft "); ${show}`;
  }
}

/** A FILE closed twice, and used after fclose. */
function fileStep(r: Rng): string {
  const mode = r.pick(['"w"', '"r"', '"a+"', '"wb"']);
  const open = `sf = fopen(${mode === '"r"' ? '"TX.OUT"' : '"MIS.TMP"'}, ${mode});`;
  switch (r.int(0, 3)) {
    case 0: return `${open} errno = 0; rv = fclose(sf); rw = fclose(sf); fprintf(f, "fclose twice %d %d %d\\n", rv, rw, errno);`;
    case 1: return `${open} fclose(sf); errno = 0; rv = fprintf(sf, "%d", ${r.int(0, 999)}); rw = fputc('x', sf); fprintf(f, "after fclose %d %d %d %d %d\\n", rv, rw, ferror(sf) != 0, errno, fclose(sf));`;
    case 2: return `${open} fclose(sf); errno = 0; rv = fgetc(sf); rw = feof(sf); fprintf(f, "read after fclose %d %d %d\\n", rv, rw, errno);`;
    default: return `${open} fputs("${text(r, 1, 10)}", sf); fclose(sf); sf = fopen("MIS.TMP", "r"); n = sf ? fgetc(sf) : -9; fprintf(f, "reopen %d %d\\n", sf != NULL, n); if (sf) fclose(sf);`;
  }
}

/** sprintf given arguments that do not fit its format. */
function formatStep(r: Rng): string {
  const show = 'fprintf(f, "fmt %d ", n); bytes2(t, n > 60 || n < 0 ? 60 : n); fputc(\'\\n\', f);';
  switch (r.int(0, 8)) {
    case 0: return `n = sprintf(t, "%d %d", ${r.pick(['70000L', '-1L', '65536L', '123456789L'])}); ${show}`;
    case 1: return `n = sprintf(t, "%ld", ${r.pick(['1', '-1', '32767'])}); ${show}`;
    case 2: return `n = sprintf(t, "%ld %d", ${r.pick(['1, 2', '-1, 7', '300, 400'])}); ${show}`;
    case 3: return `n = sprintf(t, "%d %d %d", ${r.int(-5, 5)}); ${show}`;
    case 4: return `n = sprintf(t, "%d", ${r.int(1, 9)}, ${r.int(1, 9)}, "extra"); ${show}`;
    case 5: return `n = sprintf(t, "%.8s", ${r.pick(['(char *)0', '(char *)100', '(char *)gi', '(char *)g1'])}); ${show}`;
    case 6: return `n = sprintf(t, "%f", ${r.pick(['1', '0', '-1', '12345'])}); ${show}`;
    case 7: return `n = sprintf(t, "%c%c", ${r.pick(['0x4142L', '65L', '0x00610062L'])}); ${show}`;
    default: return `n = sprintf(t, "%x %x %x %x", ${r.pick(['1.0', '-2.5', '0.1'])}); ${show}`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.25) return staticStep(r);
  if (k < 0.37) return localStep(r);
  if (k < 0.49) return uninitStep(r);
  if (k < 0.58) return unterminatedStep(r);
  if (k < 0.72) return heapStep(r);
  if (k < 0.82) return fileStep(r);
  return formatStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <errno.h>
#include <alloc.h>
#include <conio.h>
#include <dos.h>

/* the program's own statics initialised, so in the data before the uninitialised ones, which the steps overrun */
static FILE *f = NULL, *sf = NULL;
static char t[200] = "", *base = NULL, *hp[4] = { NULL };
static void *q = NULL;
static int n = 0, rv = 0, rw = 0;
static long c0 = 0L;
static char g1[8], g2[8], g3[8];
static int gi[4];
static long gl;
static int gs;
static char gpad[64];

${C_BYTES}/* bytes2: bytes() without its line end */
static void bytes2(char *s, int m)
{
  int j;
  for (j = 0; j < m; j++) {
    if (s[j] > 32 && s[j] < 127 && s[j] != '\\\\') fputc(s[j], f);
    else fprintf(f, "\\\\%02x", s[j] & 255);
  }
}

/* each block's offset from the first one's, or -1, and coreleft's change */
static void heap(void)
{
  int j;
  for (j = 0; j < 4; j++) fprintf(f, "%d ", hp[j] ? (int)(hp[j] - base) : -1);
  fprintf(f, "%ld\\n", (long)coreleft() - c0);
}

/* three local arrays and a guard; the middle one written past its end by up to 7 bytes */
static void loc(int how, char *s)
{
  char lo[8], mid[8], hi[8], guard[40];
  memset(lo, 'L', 8); memset(mid, 'M', 8); memset(hi, 'H', 8); memset(guard, 'G', 40);
  if (how == 0) strcpy(mid, s);
  else if (how == 1) sprintf(mid, "%s", s);
  else sscanf(s, "%s", mid);
  fprintf(f, "loc %d %d %d ", how, (int)(hi - mid), (int)(lo - mid));
  bytes2(lo, 8); fputc(' ', f); bytes2(mid, 8); fputc(' ', f); bytes2(hi, 8);
  fputc('\\n', f);
}

/* locals given values, left on the stack for un() */
static void fill(int v)
{
  int a[6];
  int j;
  for (j = 0; j < 6; j++) a[j] = v + j;
  rv = a[5];
}

/* locals read before they are written: what the calls before left there */
static void un(char *after)
{
  int a[6];
  fprintf(f, "un %s %d %d %d %d %d %d\\n", after, a[0], a[1], a[2], a[3], a[4], a[5]);
}

${screenFunction('at', true)}
`;
}

export interface Textgen17Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`: the heap's base and coreleft taken at its start, its scratch file removed at the end. */
export function generateText17(seed: number): Textgen17Program {
  const r = new Rng(seed * 2654435761 + 17);
  const body = sceneProgram(r, prelude(), step)
    .replace('  s1();\n', '  base = malloc(2); c0 = (long)coreleft();\n  s1();\n')
    .replace('  fprintf(f, "end\\n");\n', '  unlink("MIS.TMP");\n  fprintf(f, "end\\n");\n');
  return { seed, name: textgen17Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v17/oracle.txt, as version 8's (hashes of the parts, the text of the programs the test runs). */
export const text17Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v17');
/** One in 120 (npm test has no time to spare: LI00120; all with MODE12H_ALL=1). */
export const text17Checked = (name: string): boolean => (textgen17Seed(name) ?? 1) % 120 === 0;
export const readText17Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text17Fixtures(file));

/** A program of version 17 on mode12h: run in its folder. */
export const runText17 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText17(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 17, source: 'textgen17.ts', checked: text17Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText17,
  });
}
