/**
 * Generated library programs, version 13 (programs `LE00001.C` …; docs/FIDELITY.md "Version 13"):
 * the library areas versions 1–12 check least, densely —
 *
 * - alloc.h's heap: malloc/calloc/realloc/free over six slots in every order, coreleft after each
 *   (as differences from the program's start: the heap's base depends on TCC's code size),
 *   farmalloc/farcalloc/farrealloc/farfree and farcoreleft, sbrk;
 * - stdlib.h's conversions at their edges: strtol/strtoul in every base with their end pointers
 *   and errno, strtod/atof (the double's bits), atoi/atol, ecvt/fcvt/gcvt of every digit count,
 *   itoa/ltoa/ultoa in every radix;
 * - mem.h/string.h with overlapping arguments: memmove, memcpy, movmem, movedata, setmem, memset,
 *   memccpy, memchr, memcmp, memicmp, strncpy, strncat, strnset, strset, strrev, stpcpy, swab, and
 *   the searches (strtok sequences, strspn, strcspn, strpbrk, strstr, strrchr, strcmpi, strnicmp);
 * - printf's family on far and near pointers (%Fs, %Ns, %Fp, %Np, %p), flags and widths from `*`,
 *   %n, and sscanf's widths, scansets, %i and %n;
 * - setjmp/longjmp across recursive frames; signal/raise with the program's handlers and SIG_IGN;
 *   spawn and exec of a program that is not there; rand/srand/random; putenv/getenv.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison); no step writes to the screen.
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { cstr } from './textgen9.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';

export const textgen13Name = (seed: number): string => `LE${String(seed % 100000).padStart(5, '0')}`;
export const textgen13Seed = (name: string): number | null => (/^LE\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- the heap ----

function heapStep(r: Rng): string {
  const i = r.int(0, 5);
  // (realloc to 65534 or 65535 bytes never returns in TC: the first run's seeds 1–73, 24 of them hung)
  const size = (): number => r.pick([0, 1, 2, 3, 7, 16, 100, 255, 1000, 4000, 30000, 60000, r.int(1, 600)]);
  const show = `fprintf(f, " %d %ld\\n", hp[${i}] ? (int)(hp[${i}] - base) : -1, (long)coreleft() - c0);`;
  switch (r.int(0, 9)) {
    case 0: case 1: return `if (!hp[${i}]) { hp[${i}] = malloc(${size()}); fprintf(f, "malloc ${i}"); ${show} } else { free(hp[${i}]); hp[${i}] = NULL; fprintf(f, "free ${i} %ld\\n", (long)coreleft() - c0); }`;
    case 2: return `if (!hp[${i}]) { hp[${i}] = calloc(${r.pick([0, 1, 3, 10, 100, 300])}, ${r.pick([0, 1, 2, 7, 200])}); fprintf(f, "calloc ${i}"); ${show} }`;
    case 3: case 4: return `q = realloc(hp[${i}], ${size()}); fprintf(f, "realloc ${i} %d", q ? (int)(q - base) : -1); if (q || ${r.chance(0.3) ? 1 : 0}) hp[${i}] = q; ${show}`;
    case 5: return `for (n = 0; n < 6; n++) { if (hp[n]) free(hp[n]); hp[n] = NULL; } fprintf(f, "freeall %ld\\n", (long)coreleft() - c0);`;
    case 6: {
      const j = r.int(0, 2);
      const fs = r.pick([0, 1, 16, 100, 1000, 65536, 70000, 300000]);
      return `if (!fp[${j}]) { fp[${j}] = farmalloc(${fs}L); fprintf(f, "farmalloc ${j} %d", fp[${j}] != NULL); } else { farfree(fp[${j}]); fp[${j}] = NULL; fprintf(f, "farfree ${j}"); } fprintf(f, " %ld\\n", (long)(farcoreleft() - fc0));`;
    }
    case 7: {
      const j = r.int(0, 2);
      return `fq = farrealloc(fp[${j}], ${r.pick([1, 17, 500, 4000, 70000])}L); fprintf(f, "farrealloc ${j} %d %ld\\n", fq != NULL, (long)(farcoreleft() - fc0)); if (fq) fp[${j}] = fq;`;
    }
    case 8: return `q = sbrk(${r.pick([0, 0, 1, 16, 100, 2000])}); fprintf(f, "sbrk %d %ld\\n", q == (char *)-1 ? -1 : (int)(q - base), (long)coreleft() - c0);`;
    default: return `if (hp[${i}]) { memset(hp[${i}], ${r.int(0, 255)}, 1); fprintf(f, "use ${i} %d\\n", hp[${i}][0] & 255); } else fprintf(f, "use ${i} none\\n");`;
  }
}

// ---- conversions ----

const NUMS = ['0', '-0', '  +12', '-32768', '32767', '65535', '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295', '4294967296', '0x1A', '0X', '077', '08', 'zz', 'Zz9', '1010',
  '  -0x7fffffff', '\t\n 42abc', '', '+', '-', '99999999999', '0x', '1e5', '3.75', '  -  5', '0xffffffff', '777777777777'];
const DBLS = ['0', '-0', '1', '.5', '5.', '1e308', '1.8e308', '1e-307', '1e-320', '4.9e-324', '1e400', '-1e400', '123.456e-2', '0x10', 'inf', 'nan', '1e', '1e+', '.e1', '  -.25E+3x', '2.2250738585072014e-308',
  '9007199254740993', '0.1', '3.14159265358979323846', '1e-400', '+12e-1', '100000000000000000000000'];
const ECVT_VALS = ['0.0', '1.0', '-1.0', '0.5', '9.5', '99.5', '123.456', '-0.000123', '1e300', '1e-300', '2.5', '0.05', '999999.9999', '1.0/3.0', '-2.0/3.0', '65536.0', '1e15', '0.000001'];

function convStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: case 1: {
      const fn = r.pick(['strtol', 'strtoul']);
      const s = r.pick(NUMS);
      return `errno = 0; strcpy(t, ${cstr(s)}); lv = ${fn}(t, &e, ${r.pick([0, 0, 10, 16, 8, 2, 36, 1, 37, -1, 3])}); fprintf(f, "${fn} %ld %d %d\\n", lv, (int)(e - t), errno);`;
    }
    case 2: {
      const s = r.pick(DBLS);
      return `errno = 0; strcpy(t, ${cstr(s)}); g = strtod(t, &e); fprintf(f, "strtod "); H(g); fprintf(f, " %d %d\\n", (int)(e - t), errno);`;
    }
    case 3: {
      const s = r.pick(DBLS);
      return `errno = 0; g = atof(${cstr(s)}); fprintf(f, "atof "); H(g); fprintf(f, " %d %d %ld\\n", errno, atoi(${cstr(r.pick(NUMS))}), atol(${cstr(r.pick(NUMS))}));`;
    }
    case 4: case 5: {
      const fn = r.pick(['ecvt', 'fcvt']);
      const v = r.pick(ECVT_VALS);
      return `p = ${fn}(${v}, ${r.pick([0, 1, 2, 5, 6, 10, 15, 17, 20, -1, -3])}, &dec, &sg); fprintf(f, "${fn} %s %d %d\\n", p, dec, sg);`;
    }
    case 6: return `p = gcvt(${r.pick(ECVT_VALS)}, ${r.pick([1, 2, 3, 6, 10, 15, 17])}, t); fprintf(f, "gcvt %s %d\\n", t, p == t);`;
    default: {
      const fn = r.pick(['itoa', 'ltoa', 'ultoa']);
      const v = fn === 'itoa' ? r.pick(['0', '-1', '-32768', '32767', '255', '-1000']) : r.pick(['0L', '-1L', '2147483647L', '-2147483647L - 1L', '65536L', '123456789L']);
      return `p = ${fn}(${v}, t, ${r.pick([2, 8, 10, 16, 36, 3, 7])}); fprintf(f, "${fn} %s %d\\n", t, p == t);`;
    }
  }
}

// ---- memory and strings ----

function memStep(r: Rng): string {
  const a = r.int(0, 40), b = r.int(0, 40), n = r.pick([0, 1, 2, 3, 5, 8, 13, 20, r.int(0, 24)]);
  const show = 'bytes(m, 64);';
  const fill = `fillm(${r.int(0, 3)});`;
  switch (r.int(0, 13)) {
    case 0: return `${fill} memmove(m + ${a}, m + ${b}, ${n}); fprintf(f, "memmove ${a} ${b} ${n} "); ${show}`;
    case 1: return `${fill} memcpy(m + ${a}, m + ${b}, ${n}); fprintf(f, "memcpy ${a} ${b} ${n} "); ${show}`;
    case 2: return `${fill} movmem(m + ${a}, m + ${b}, ${n}); fprintf(f, "movmem ${a} ${b} ${n} "); ${show}`;
    case 3: return `${fill} movedata(_DS, (unsigned)(m + ${a}), _DS, (unsigned)(m + ${b}), ${n}); fprintf(f, "movedata ${a} ${b} ${n} "); ${show}`;
    case 4: return `${fill} setmem(m + ${a}, ${n}, ${r.int(0, 255)}); p = memset(m + ${b}, ${r.pick(["'#'", '0', '0x1FF', '-1'])}, ${n}); fprintf(f, "setmem %d ", (int)(p - m)); ${show}`;
    case 5: return `${fill} p = memccpy(m + ${a}, m + ${b}, ${r.pick(["'e'", "'a'", '0', "'z'", "'\\n'"])}, ${n}); fprintf(f, "memccpy %d ", p ? (int)(p - m) : -1); ${show}`;
    case 6: return `${fill} p = memchr(m + ${a}, ${r.pick(["'e'", "'a'", '0', '0x161', "'o'"])}, ${n}); fprintf(f, "memchr %d %d %d\\n", p ? (int)(p - m) : -1, memcmp(m + ${a}, m + ${b}, ${n}), memicmp(m + ${a}, ${cstr(r.pick(['THE', 'the quick', 'ABC', '']))}, ${Math.min(n, 3)}));`;
    case 7: return `${fill} p = strncpy(m + ${a}, ${r.pick(['m + ' + b, cstr('short'), cstr('a longer string here'), cstr('')])}, ${n}); fprintf(f, "strncpy %d ", (int)(p - m)); ${show}`;
    case 8: return `${fill} m[${a + 10}] = 0; p = strncat(m + ${a}, ${r.pick([cstr('XY'), cstr('tail text'), cstr('')])}, ${n}); fprintf(f, "strncat %d ", (int)(p - m)); ${show}`;
    case 9: return `${fill} m[${a + 12}] = 0; p = ${r.pick([`strnset(m + ${a}, '${r.pick(['*', 'x', '0'])}', ${n})`, `strset(m + ${a}, '+')`, `strrev(m + ${a})`, `strupr(m + ${a})`, `strlwr(m + ${a})`, `stpcpy(m + ${a}, m + ${a + 2})`])}; fprintf(f, "str %d ", (int)(p - m)); ${show}`;
    case 10: return `${fill} swab(m + ${a}, m + ${b}, ${n}); fprintf(f, "swab "); ${show}`;
    case 11: {
      const text = r.pick(['a,b,,c', ' the quick  brown fox ', ',,,', '', 'one', 'x;y,z;;w']);
      const delim = r.pick([',', ' ', ';,', ', ', 'xyz', '']);
      return `strcpy(t, ${cstr(text)}); fprintf(f, "strtok"); for (p = strtok(t, ${cstr(delim)}), n = 0; p && n < 8; p = strtok(NULL, ${cstr(r.pick([delim, ',', ' ']))}), n++) fprintf(f, " [%s]%d", p, (int)(p - t)); fputc('\\n', f);`;
    }
    case 12: {
      const s1 = r.pick(['hello world', 'Turbo C 2.0', 'aaa', '', 'abcabcabc', 'The End']);
      const s2 = r.pick(['lo', 'o', 'abc', '', 'xyz', 'C 2', 'TURBO', 'ab']);
      return `p = strstr(${cstr(s1)}, ${cstr(s2)}); fprintf(f, "search %d %d %d", p ? (int)(p - ${cstr(s1)}) : -1, strspn(${cstr(s1)}, ${cstr(s2)}), strcspn(${cstr(s1)}, ${cstr(s2)})); p = strpbrk(${cstr(s1)}, ${cstr(s2)}); fprintf(f, " %c %d %d %d %d\\n", p ? *p : '-', strcmpi(${cstr(s1)}, ${cstr(s2)}), strnicmp(${cstr(s1)}, ${cstr(s2)}, ${r.int(0, 4)}), strcmp(${cstr(s1)}, ${cstr(s2)}), strncmp(${cstr(s1)}, ${cstr(s2)}, ${r.int(0, 3)}));`;
    }
    default: return `p = strrchr(${cstr(r.pick(['a/b/c', 'abc', '', '///']))}, ${r.pick(["'/'", "'a'", '0', "'z'"])}); q = strchr(${cstr(r.pick(['a/b/c', 'abc', '']))}, ${r.pick(["'/'", '0', "'c'"])}); fprintf(f, "strrchr %d %d\\n", p ? *p : -1, q ? *q : -1);`;
  }
}

// ---- printf and sscanf ----

function printStep(r: Rng): string {
  const w = r.pick(['', '5', '-8', '08', '.3', '12.5', '*', '-*', '+', ' ', '#', '#08']);
  const star = w.includes('*') ? `${r.pick([-6, 0, 3, 9])}, ` : '';
  switch (r.int(0, 6)) {
    case 0: return `n = sprintf(t, "[%${w}Fs]", ${star}(char far *)${cstr(r.pick(['far text', '', 'x', 'a longer far string']))}); fprintf(f, "Fs %d %s\\n", n, t);`;
    case 1: return `n = sprintf(t, "[%${w}Ns]", ${star}(char near *)${cstr(r.pick(['near', '', 'yz']))}); fprintf(f, "Ns %d %s\\n", n, t);`;
    case 2: return `n = sprintf(t, "[%Fp][%Np][%p]", (void far *)MK_FP(${r.pick(['0x1234', '0', '0xFFFF', '0xB800'])}, ${r.pick(['0x5678', '0', '0xFFFF', '1'])}), (void near *)${r.pick(['0x10', '0', '0xFFFF'])}, (void *)${r.pick(['0x2A', '0', '0x8000'])}); fprintf(f, "p %d %s\\n", n, t);`;
    case 3: {
      const conv = r.pick(['d', 'i', 'u', 'x', 'X', 'o', 'ld', 'lx', 'lu', 'c']);
      const v = conv.startsWith('l') ? r.pick(['0L', '-1L', '2147483647L', '-2147483647L - 1L', '65536L']) : r.pick(['0', '-1', '32767', '-32768', '255', '10', '65']);
      return `n = sprintf(t, "[%${w}${conv}]%n", ${star}${v}, &k); fprintf(f, "i %d %d %s\\n", n, k, t);`;
    }
    case 4: {
      const conv = r.pick(['e', 'E', 'f', 'g', 'G']);
      return `n = sprintf(t, "[%${w}${conv}]", ${star}${r.pick(['0.0', '-0.0', '1.0', '0.5', '123456789.0', '1e-5', '1e100', '-2.5', '9.9999999', '1e16', '0.00001234'])}); fprintf(f, "f %d %s\\n", n, t);`;
    }
    case 5: {
      const text = r.pick(['12 abc 3.5', '0x1F 077 -9', 'abc123def', '   42xyz', '7,8,9', '1e3 -0.25', '']);
      const fmt = r.pick(['%d %s %f', '%i %i %i', '%3s%d%n', '%[a-c]%d%[^\\n]', '%2d%*d%d', '%x%o%d', '%c%c%n%s', '%ld,%ld,%ld', '%e %lf']);
      return `memset(t, 0, 60); i1 = i2 = i3 = -7; l1 = l2 = l3 = -7L; fl = -7.0; y1 = -7.0; n = sscanf(${cstr(text)}, ${cstr(fmt)}, ${sscanfArgs(fmt)}); fprintf(f, "sscanf %d %d %d %d %ld %ld %ld ", n, i1, i2, i3, l1, l2, l3); H(fl); fputc(' ', f); H(y1); fprintf(f, " "); bytes(t, 8);`;
    }
    default: return `n = sprintf(t, ${cstr(r.pick(['%-5d|%5s|', '%+.3d|%#x|', '%% %c %%', '%5.1f|%-7.2e|', '%.0f|%#.0f|']))}, ${r.pick(['12, "ab"', '7, 255', "'q'", '2.25, 1.5', '2.5, 3.5'])}); fprintf(f, "mix %d %s\\n", n, t);`;
  }
}

/** sscanf's pointers for `fmt`: each conversion's own variable. */
function sscanfArgs(fmt: string): string {
  const args: string[] = [];
  let ints = 0, longs = 0;
  for (const m of fmt.matchAll(/%(\*?)\d*(l?)([a-zA-Z[]|\[\^?[^\]]*\])/g)) {
    if (m[1]) continue;
    const c = m[3]!;
    if (c.startsWith('[') || c === 's') args.push('t');
    else if (c === 'c') args.push('t + 10');
    else if (c === 'n') args.push(['&i1', '&i2', '&i3'][Math.min(2, ints++)]!);
    else if (c === 'f' || c === 'e') args.push(m[2] === 'l' ? '&y1' : '&fl');
    else if (m[2] === 'l') args.push(['&l1', '&l2', '&l3'][Math.min(2, longs++)]!);
    else args.push(['&i1', '&i2', '&i3'][Math.min(2, ints++)]!);
  }
  return args.join(', ');
}

// ---- setjmp, signals, processes, rand, the environment ----

function miscStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: case 1: {
      const depth = r.int(0, 6), at = r.int(0, 7), v = r.pick([1, 2, 7, 300]);
      return `tryjump(${depth}, ${at}, ${v});`;
    }
    case 2: {
      const sig = r.pick(['SIGFPE', 'SIGINT', 'SIGILL', 'SIGSEGV', 'SIGTERM', 'SIGABRT']);
      const h = r.pick(['onsig', 'onsig', 'SIG_IGN']);
      return `old = signal(${sig}, ${h}); fprintf(f, "signal %d", old == SIG_DFL ? 0 : old == SIG_IGN ? 1 : old == onsig ? 2 : old == SIG_ERR ? 3 : 4); nsig = 0; rv = raise(${sig}); fprintf(f, " raise %d %d %d\\n", rv, nsig, lastsig);`;
    }
    case 3: return `rv = raise(${r.pick([0, 99, -1, 23])}); old = signal(${r.pick([0, 99, 7])}, onsig); fprintf(f, "badsig %d %d %d\\n", rv, old == SIG_ERR, errno);`;
    case 4: {
      const call = r.pick(['spawnl(P_WAIT, "NOSUCH.EXE", "NOSUCH.EXE", NULL)', 'spawnlp(P_WAIT, "NOPROG", "NOPROG", "a", NULL)', 'spawnl(P_NOWAIT, "X.EXE", "X.EXE", NULL)', 'spawnl(P_OVERLAY, "NONE.COM", "NONE.COM", NULL)',
        'execl("NOSUCH.EXE", "NOSUCH.EXE", NULL)', 'execlp("ZZZ", "ZZZ", NULL)', 'spawnv(P_WAIT, "Q\\\\NO.EXE", av)', 'execv("NO.COM", av)']);
      return `errno = 0; rv = ${call}; fprintf(f, "spawn %d %d\\n", rv, errno);`;
    }
    case 5: {
      const seed = r.pick([0, 1, 2, 42, 32767, 65535, r.int(0, 65535)]);
      return `srand(${seed}); fprintf(f, "rand"); for (n = 0; n < ${r.int(1, 6)}; n++) fprintf(f, " %d", rand()); fprintf(f, " %d %d\\n", random(${r.pick([1, 2, 10, 100, 32767])}), random(${r.pick([1, 6, 1000])}));`;
    }
    case 6: {
      const name = r.pick(['LEV', 'lev', 'TZ', 'A', 'XYZZY']);
      const set = r.pick([`${name}=1`, `${name}=`, `${name}=a long value here`, `${name}`, `=x`, `${name}==2`]);
      return `rv = putenv(${cstr(set)}); p = getenv(${cstr(name)}); fprintf(f, "env %d %s", rv, p ? p : "(none)"); p = getenv(${cstr(r.pick(['LEV', 'lev', 'NOPE', '']))}); fprintf(f, " %s\\n", p ? p : "(none)");`;
    }
    default: return `fprintf(f, "abs %d %ld %d %d %d\\n", abs(${r.pick(['-32768', '-5', '7'])}), labs(${r.pick(['-2147483647L - 1L', '-9L', '3L'])}), max(${r.int(-9, 9)}, ${r.int(-9, 9)}), min(${r.int(-9, 9)}, ${r.int(-9, 9)}), ${r.pick(['_rotl(0x8001, 1)', '_rotr(0x8001, 3)', '(int)_lrotl(0x80000001L, 4)'])});`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.2) return heapStep(r);
  if (k < 0.42) return convStep(r);
  if (k < 0.64) return memStep(r);
  if (k < 0.82) return printStep(r);
  return miscStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <alloc.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <process.h>
#include <dos.h>
#include <conio.h>

static FILE *f;
static char t[200], m[80], *p, *q, *e, *base, *hp[6], *av[] = { "NO.EXE", "x", NULL };
static char far *fp[3], far *fq;
static int n, k, rv, dec, sg, i1, i2, i3, depth, calls, jv, nsig, lastsig;
static long lv, l1, l2, l3, c0, fc0;
static float fl;
static double g, y1;
static jmp_buf jb;
static void (*old)(int);

${C_DOUBLES}
${C_BYTES}/* m[] filled with one of four patterns */
static void fillm(int w)
{
  int i;
  for (i = 0; i < 79; i++) m[i] = w == 0 ? 'a' + i % 26 : w == 1 ? "the quick brown fox, The End. "[i % 30] : w == 2 ? (char)(i * 37) : '0' + i % 10;
  m[79] = 0;
}

/* down k frames, then longjmp(jb, v) at frame at (or return) */
static void down(int k, int at, int v)
{
  char pad[20];
  calls++;
  depth++;
  pad[0] = (char)k;
  if (k == at) longjmp(jb, v);
  if (k > 0) down(k - 1, at, v + pad[0]);
  depth--;
}

/* one setjmp (a function may hold only one here), then down(d, at, v) */
static void tryjump(int d, int at, int v)
{
  depth = 0;
  calls = 0;
  jv = setjmp(jb);
  if (jv == 0) {
    down(d, at, v);
    fprintf(f, "setjmp none %d %d\\n", calls, depth);
  } else fprintf(f, "setjmp %d %d %d\\n", jv, calls, depth);
}

static void onsig(int s)
{
  nsig++;
  lastsig = s;
}

${screenFunction('at', true)}
`;
}

export interface Textgen13Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`: the heap's base and coreleft taken at its start. */
export function generateText13(seed: number): Textgen13Program {
  const r = new Rng(seed * 2654435761 + 13);
  const body = sceneProgram(r, prelude(), step).replace('  s1();\n', '  base = malloc(2); c0 = (long)coreleft(); fc0 = (long)farcoreleft();\n  s1();\n');
  return { seed, name: textgen13Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v13/oracle.txt, as version 8's (hashes of the parts, the text of one program in eighty: those the test runs). */
export const text13Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v13');
export const text13Checked = (name: string): boolean => (textgen13Seed(name) ?? 1) % 80 === 0;
export const readText13Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text13Fixtures(file));

/** A program of version 13 on mode12h: run in its folder. */
export const runText13 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText13(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 13, source: 'textgen13.ts', checked: text13Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText13,
  });
}
