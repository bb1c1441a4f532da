/**
 * Generated library programs, version 16 (programs `LH00001.C` …; docs/FIDELITY.md "Version 16"):
 * the names of Turbo C 2.0's headers that versions 4–15 call least or not at all, each step one call
 * (or a short run of them) with every result, errno and the state it leaves printed —
 *
 * - alloc.h: farcalloc of odd unit counts and sizes, malloc/calloc/realloc/free runs over four slots
 *   with coreleft's change after each;
 * - bios.h: bioscom's init and status of COM1–COM4, biosprint's init and status of LPT1–LPT3,
 *   biosdisk's reset, status, drive parameters and a read of drives that are not there, biosequip,
 *   biosmemory;
 * - dos.h: getdta/setdta around findfirst, getpsp against _psp, getverify/setverify,
 *   getcbrk/setcbrk, getswitchar, bdos and intdos of functions with no side effect, country,
 *   dosexterr after a failure; dir.h's searchpath;
 * - io.h: sopen of every sharing mode, lock/unlock, umask then creat, setmode, chsize, ioctl's device
 *   information and status;
 * - signal.h: signal then raise of every signal with handlers that return or longjmp, the handler
 *   that is left after;
 * - stdlib.h: itoa/ltoa/ultoa at every radix (and bad ones), _rotl/_rotr/_lrotl/_lrotr of every
 *   count, swab of odd counts, lfind/lsearch over ints, srand then rand, atoi/atol edges;
 * - string.h: stricmp/strcmpi/strncmpi/strnicmp/memicmp over bytes around the letters and past 127,
 *   strtok runs with changing delimiters, strspn/strcspn/strpbrk/strrev/strset/strnset on edges;
 * - math.h: hypot, poly, frexp, ldexp, modf, fmod, atan2, pow10, cabs, floor, ceil, fabs, tanh of
 *   ordinary and edge values, the result's bits and errno;
 * - time.h: tzset's timezone, daylight and tzname under TZ strings; asctime of fields out of range
 *   (TC 2.0 has no mktime);
 * - stdio.h: tmpnam runs, rename/remove with errno, fdopen of a handle, ferror after a refused
 *   write, fgetpos/fsetpos.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with the screen's rows (version
 * 11's runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, compareText8, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { sceneProgram, screenFunction } from './textgen11.ts';
import { C_TARGETS } from './textgen14.ts';

export const textgen16Name = (seed: number): string => `LH${String(seed % 100000).padStart(5, '0')}`;
export const textgen16Seed = (name: string): number | null => (/^LH\d{5}$/.test(name) ? Number(name.slice(2)) : null);

const ERR = 'fprintf(f, " %d\\n", errno);';

// ---- alloc.h ----

function heapStep(r: Rng): string {
  const i = r.int(0, 3);
  const show = `fprintf(f, " %d %ld\\n", hp[${i}] ? (int)(hp[${i}] - base) : -1, (long)coreleft() - c0);`;
  switch (r.int(0, 4)) {
    case 0: return `if (hp[${i}]) free(hp[${i}]); hp[${i}] = malloc(${r.pick([0, 1, 2, 3, 15, 16, 17, 100, 1000, 30000, 65535])}); fprintf(f, "malloc ${i}"); ${show}`;
    case 1: return `if (hp[${i}]) free(hp[${i}]); hp[${i}] = calloc(${r.pick([0, 1, 3, 100, 300])}, ${r.pick([0, 1, 2, 7, 300])}); fprintf(f, "calloc ${i}"); ${show}`;
    case 2: return `q = realloc(hp[${i}], ${r.pick([1, 8, 40, 200, 5000])}); if (q) hp[${i}] = q; fprintf(f, "realloc ${i} %d", q != NULL); ${show}`;
    case 3: return `free(hp[${i}]); hp[${i}] = NULL; fprintf(f, "free ${i} %ld\\n", (long)coreleft() - c0);`;
    default: {
      // no block of a megabyte or more, no unit past 64K: TC hung or lost its file on them in DOSBox
      // (first run: LH00012, LH00018, LH00058, LH00061, LH00064 with farcalloc(65536L, 16L), (1000L, 65537L), (65536L, 300L))
      const units = r.pick(['0L', '1L', '10L', '1000L', '4000L', '200L', '3L']);
      const size = r.pick(['0L', '1L', '2L', '16L', '300L', '60L']);
      // the block's bytes all zero: the first, a middle one and the last, read through a huge pointer
      return `fq = farcalloc(${units}, ${size}); fprintf(f, "farcalloc %d %ld", fq != NULL, (long)(farcoreleft() - fc0)); if (fq) { hq = (char huge *)fq; fprintf(f, " %d %d", hq[0], hq[(${units} * ${size}) / 2]); farfree(fq); } fprintf(f, " %ld\\n", (long)(farcoreleft() - fc0));`;
    }
  }
}

// ---- bios.h ----

function biosStep(r: Rng): string {
  switch (r.int(0, 4)) {
    case 0: return `rv = bioscom(${r.pick([0, 3])}, ${r.pick(['0xE3', '0x03', '0x83', '0'])}, ${r.int(0, 3)}); fprintf(f, "bioscom %x\\n", rv);`;
    case 1: return `rv = biosprint(${r.pick([1, 2])}, 0, ${r.int(0, 2)}); fprintf(f, "biosprint %x\\n", rv);`;
    case 2: {
      const cmd = r.pick([0, 1, 8, 2, 4]);
      return `memset(t, '*', 512); rv = biosdisk(${cmd}, ${r.pick([0, 1, '0x80', '0x81'])}, 0, 0, 1, 1, t); fprintf(f, "biosdisk ${cmd} %x ", rv); bytes2(t, 4); fputc('\\n', f);`;
    }
    case 3: return 'fprintf(f, "biosequip %x %d\\n", biosequip(), biosmemory());';
    default: return `fprintf(f, "bioskey %x\\n", bioskey(${r.pick([1, 2])}));`;
  }
}

// ---- dos.h and dir.h ----

// not TCC.EXE (DOSBox's PATH has C:\TC, the harness's environment no PATH: the first run's LH00003) nor EGAVGA.BGI (in
// the oracle's folder only: LH00002)
const SEARCH = ['TX.OUT', 'NOFILE.X', 'COMMAND.COM', 'IO1.TMP', 'C:\\\\TX.OUT', '', 'tx.out', '..\\\\AUTOEXEC.BAT', 'IO0.TMP'];

function dosStep(r: Rng): string {
  switch (r.int(0, 9)) {
    // patterns one file matches at most: DOSBox lists a folder in the host's order (the first run: "*.*" found EGAVGA.BGI first)
    case 0: return `dta0 = getdta(); setdta((char far *)fb); rv = findfirst("${r.pick(['TX.OUT', 'NOFILE.X', '*.OUT', 'IO?.TMP', 'NONE.*'])}", &ff, 0); fprintf(f, "dta %d %d %d %s %d\\n", getdta() == (char far *)fb, rv, ff.ff_attrib, rv ? "-" : ff.ff_name, rv ? 0 : (int)strcmp(ff.ff_name, fb + 30)); setdta(dta0);`;
    case 1: return 'fprintf(f, "psp %d %d\\n", getpsp() == _psp, peek(getpsp(), 0) == 0x20CD);';
    case 2: { const v = r.int(0, 1); return `rv = getverify(); setverify(${v}); fprintf(f, "verify %d %d\\n", rv, getverify()); setverify(rv);`; }
    case 3: { const v = r.pick([0, 1, 2]); return `rv = getcbrk(); n = setcbrk(${v}); fprintf(f, "cbrk %d %d %d\\n", rv, n, getcbrk()); setcbrk(rv);`; }
    case 4: return `fprintf(f, "bdos %x %x\\n", bdos(${r.pick(['0x19', '0x30', '0x54', '0x0B'])}, 0, 0) & 0xFF, getswitchar());`;
    case 5: return `rg.h.ah = ${r.pick(['0x19', '0x30', '0x54', '0x0B'])}; rg.x.cflag = 7; rv = intdos(&rg, &rg); fprintf(f, "intdos %x %x %d\\n", rv & 0xFF, rg.h.al, rg.x.cflag);`;
    case 6: return `memset(&cn, 0x7F, sizeof cn); cp = country(${r.pick([0, 0, 1, 44, 999])}, &cn); fprintf(f, "country %d %d ", cp == &cn, cn.co_date); bytes2(cn.co_curr, 5); bytes2(cn.co_thsep, 2); bytes2(cn.co_desep, 2); bytes2(cn.co_dtsep, 2); bytes2(cn.co_tmsep, 2); fprintf(f, " %d %d %d ", cn.co_currstyle, cn.co_digits, cn.co_time); bytes2(cn.co_dasep, 2); fputc('\\n', f);`;
    case 7: return `errno = 0; n = open("${r.pick(['NOFILE.X', 'NODIR\\\\X.Y', 'TX.OUT'])}", O_RDONLY); rv = dosexterr(&de); fprintf(f, "dosexterr %d %d %d %d %d %d\\n", n >= 0, rv, de.exterror, de.class, de.action, de.locus); if (n >= 0) close(n);`;
    default: { const s = r.pick(SEARCH); return `p = searchpath("${s}"); fprintf(f, "searchpath %s\\n", p ? p : "(null)");`; }
  }
}

// ---- io.h ----

function ioStep(r: Rng): string {
  const h = r.int(0, 1);
  const file = `"IO${h}.TMP"`;
  const st = 'fprintf(f, " %d %d\\n", rv, errno);';
  switch (r.int(0, 8)) {
    case 0: case 1: {
      const access = r.pick(['O_RDWR | O_CREAT | O_BINARY', 'O_RDONLY', 'O_WRONLY | O_CREAT | O_TRUNC', 'O_RDWR']);
      const share = r.pick(['SH_COMPAT', 'SH_DENYRW', 'SH_DENYWR', 'SH_DENYRD', 'SH_DENYNONE']);
      return `if (hd[${h}] > 0) close(hd[${h}]); errno = 0; hd[${h}] = sopen(${file}, ${access}, ${share}, S_IREAD | S_IWRITE); rv = hd[${h}]; fprintf(f, "sopen ${h} %d", rv >= 0); ${st}`;
    }
    case 2: return `errno = 0; rv = ${r.pick(['lock', 'unlock'])}(hd[${h}], ${r.pick(['0L', '5L', '100000L'])}, ${r.pick(['1L', '10L', '0L'])}); fprintf(f, "lock ${h}"); ${st}`;
    case 3: return `um = umask(${r.pick(['0', 'S_IWRITE', 'S_IREAD', 'S_IREAD | S_IWRITE'])}); errno = 0; n = creat("UM.TMP", S_IREAD | S_IWRITE); if (n >= 0) close(n); rv = access("UM.TMP", 2); fprintf(f, "umask %x %d", um, n >= 0); chmod("UM.TMP", S_IREAD | S_IWRITE); unlink("UM.TMP"); umask(0); ${st}`;
    case 4: return `errno = 0; rv = setmode(hd[${h}], ${r.pick(['O_TEXT', 'O_BINARY', '0', '0x1234'])}); fprintf(f, "setmode ${h}"); ${st}`;
    case 5: return `errno = 0; rv = chsize(hd[${h}], ${r.pick(['0L', '1L', '10L', '700L', '-1L'])}); fprintf(f, "chsize ${h} %ld", hd[${h}] < 0 ? -9L : filelength(hd[${h}])); ${st}`;
    case 6: return `errno = 0; rv = ioctl(${r.pick([`hd[${h}]`, '0', '1', '2', '4', '3'])}, ${r.pick([0, 6, 7])}); fprintf(f, "ioctl %x", rv); ${st}`;
    case 7: return `errno = 0; rv = hd[${h}] < 0 ? -9 : write(hd[${h}], "${r.pick(['abc', 'x\\ny', '0123456789'])}", ${r.pick([1, 3, 10])}); fprintf(f, "write ${h} %ld %ld", hd[${h}] < 0 ? -9L : tell(hd[${h}]), hd[${h}] < 0 ? -9L : lseek(hd[${h}], ${r.pick(['0L', '-2L', '3L'])}, ${r.int(0, 2)})); ${st}`;
    default: return `errno = 0; rv = close(hd[${h}]); hd[${h}] = -1; fprintf(f, "close ${h}"); ${st}`;
  }
}

// ---- signal.h ----

const SIGNALS = ['SIGINT', 'SIGILL', 'SIGFPE', 'SIGSEGV', 'SIGTERM', 'SIGABRT'];

function signalStep(r: Rng): string {
  const sig = r.pick(SIGNALS);
  const which = 'old == SIG_DFL ? 0 : old == SIG_IGN ? 1 : old == onsig ? 2 : old == jmpsig ? 3 : old == SIG_ERR ? 4 : 5';
  switch (r.int(0, 3)) {
    case 0: case 1: {
      const h = r.pick(['onsig', 'jmpsig', 'SIG_IGN']);
      // raised again only when ignored: a handler is put back to SIG_DFL, whose raise ends the program
      const again = h === 'SIG_IGN' && r.chance(0.5) ? 1 : 0;
      return `old = signal(${sig}, ${h}); fprintf(f, "signal ${sig} %d", ${which}); tryraise(${sig}, ${again}); old = signal(${sig}, SIG_IGN); fprintf(f, " raise %d %d %d %d left %d\\n", rv, rw, nsig, lastsig, ${which});`;
    }
    case 2: return `errno = 0; old = signal(${r.pick(['0', '1', '3', '7', '9', '23', '-1'])}, onsig); rv = raise(${r.pick(['0', '5', '12', '99'])}); fprintf(f, "badsig %d %d %d\\n", ${which}, rv, errno);`;
    default: return `old = signal(${sig}, SIG_DFL); fprintf(f, "default ${sig} %d\\n", ${which});`;
  }
}

// ---- stdlib.h ----

const RADIXES = [2, 3, 7, 8, 10, 16, 36, 35, 17, 0, 1, 37, -10];

function stdlibStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: return `memset(t, '*', 40); p = itoa(${r.pick(['0', '1', '-1', '255', '32767', '(-32767 - 1)', '-12345', '10'])}, t, ${r.pick(RADIXES)}); fprintf(f, "itoa %d ", p == t); bytes2(t, 20); fputc('\\n', f);`;
    case 1: return `memset(t, '*', 40); p = ltoa(${r.pick(['0L', '-1L', '2147483647L', '-2147483647L - 1L', '65536L', '-100000L', '35L'])}, t, ${r.pick(RADIXES)}); fprintf(f, "ltoa %d ", p == t); bytes2(t, 36); fputc('\\n', f);`;
    case 2: return `memset(t, '*', 40); p = ultoa(${r.pick(['0UL', '4294967295UL', '65535UL', '2147483648UL', '1296UL'])}, t, ${r.pick(RADIXES)}); fprintf(f, "ultoa %d ", p == t); bytes2(t, 36); fputc('\\n', f);`;
    case 3: {
      const c = r.pick([0, 1, 4, 8, 15, 16, 17, 31, 32, 33, -1]);
      return `fprintf(f, "rot %x %x %lx %lx\\n", _rotl(${r.pick(['0x8001', '0x1234', '0xFFFF', '1'])}, ${c}), _rotr(${r.pick(['0x8001', '0x1234', '1'])}, ${c}), _lrotl(${r.pick(['0x80000001L', '0x12345678L', '1L'])}, ${c}), _lrotr(${r.pick(['0x80000001L', '0x12345678L', '1L'])}, ${c}));`;
    }
    case 4: return `strcpy(t, "ABCDEFGHIJ"); memset(t + 20, '*', 12); swab(t, t + 20, ${r.pick([0, 1, 2, 3, 7, 10, 11])}); fprintf(f, "swab "); bytes2(t + 20, 12); fputc('\\n', f);`;
    case 5: {
      const n = r.int(0, 6);
      const key = r.int(-2, 8);
      const fn = r.pick(['lfind', 'lsearch']);
      return `for (n = 0; n < 8; n++) ia[n] = n * 2 - 1; un = ${n}; k = ${key}; p = ${fn}(&k, ia, &un, sizeof(int), icmp); fprintf(f, "${fn} %d %u", p ? (int)((int *)p - ia) : -1, un); for (n = 0; n < 8; n++) fprintf(f, " %d", ia[n]); fputc('\\n', f);`;
    }
    case 6: return `srand(${r.pick([0, 1, 7, 1000, 65535, r.int(0, 65535)])}); fprintf(f, "rand"); for (n = 0; n < ${r.int(1, 5)}; n++) fprintf(f, " %d", rand()); fprintf(f, " %d\\n", random(${r.pick([1, 3, 100, 32767])}));`;
    default: {
      const s = r.pick(['"  -12x"', '"+7"', '"99999"', '"-32769"', '"2147483648"', '"0x10"', '"\\t\\n 42"', '""', '"- 5"', '"123456789012"']);
      return `fprintf(f, "atoi %d %ld\\n", atoi(${s}), atol(${s}));`;
    }
  }
}

// ---- string.h ----

const CMP_STRINGS = ['"abc"', '"ABC"', '"abd"', '"ab"', '""', '"a_b"', '"A[B"', '"a{b"', '"A`B"', '"\\351x"', '"\\311x"', '"Z"', '"z"', '"@"', '"^"', '"hello world"', '"HELLO WORLD"'];
const TOKS = ['"a,b,,c"', '" lead trail "', '",,,"', '""', '"one two\\tthree"', '"x"', '"a;b c;d"'];
const DELIMS = ['","', '" "', '";, "', '""', '" \\t"', '"abc"'];

function stringStep(r: Rng): string {
  switch (r.int(0, 6)) {
    case 0: case 1: {
      const a = r.pick(CMP_STRINGS), b = r.pick(CMP_STRINGS), n = r.pick([0, 1, 2, 3, 5]);
      const sign = (e: string): string => `(${e} > 0) - (${e} < 0)`;
      return `fprintf(f, "icmp %d %d %d %d %d %d\\n", ${sign(`stricmp(${a}, ${b})`)}, ${sign(`strcmpi(${a}, ${b})`)}, ${sign(`strncmpi(${a}, ${b}, ${n})`)}, ${sign(`strnicmp(${a}, ${b}, ${n})`)}, ${sign(`memicmp(${a}, ${b}, ${n})`)}, ${sign(`strncmp(${a}, ${b}, ${n})`)});`;
    }
    case 2: {
      const calls = Array.from({ length: r.int(1, 5) }, (_, i) => `p = strtok(${i === 0 ? 't' : 'NULL'}, ${r.pick(DELIMS)}); fprintf(f, " [%s]", p ? p : "(null)");`);
      return `strcpy(t, ${r.pick(TOKS)}); fprintf(f, "strtok"); ${calls.join(' ')} fputc(' ', f); bytes2(t, 14); fputc('\\n', f);`;
    }
    case 3: {
      const s = r.pick(['"hello"', '""', '"abcabc"', '"  x"', '"\\351a"']), set = r.pick(['"l"', '""', '"abc"', '"olh"', '" "', '"\\351"']);
      return `strcpy(t, ${s}); p = strpbrk(t, ${set}); fprintf(f, "span %d %d %d\\n", strspn(t, ${set}), strcspn(t, ${set}), p ? (int)((char *)p - t) : -1);`;
    }
    case 4: return `strcpy(t, ${r.pick(['"abc"', '""', '"a"', '"ab"', '"hello world"'])}); memset(t + 20, '*', 4); p = strrev(t); fprintf(f, "strrev %d ", p == t); bytes2(t, 12); fputc('\\n', f);`;
    default: {
      const fn = r.pick(['strset', 'strnset']);
      const c = r.pick(["'x'", '0', '255', "'*' + 1"]);
      return `strcpy(t, ${r.pick(['"abcdef"', '""', '"a"'])}); p = ${fn === 'strset' ? `strset(t, ${c})` : `strnset(t, ${c}, ${r.pick([0, 1, 3, 6, 10, -1])})`}; fprintf(f, "${fn} %d ", p == t); bytes2(t, 8); fputc('\\n', f);`;
    }
  }
}

// ---- math.h ----

const ARGS = ['0.0', '-0.0', '1.0', '-1.0', '0.5', '2.5', '-2.5', '3.0', '1e10', '-1e-10', '1e300', '1e-300', '123.456', '-7.75', '1e308', '0.1', '65536.5'];

function mathStep(r: Rng): string {
  const a = r.pick(ARGS), b = r.pick(ARGS);
  const call = r.pick([
    `hypot(${a}, ${b})`, `fmod(${a}, ${b})`, `atan2(${a}, ${b})`, `floor(${a})`, `ceil(${a})`, `fabs(${a})`, `tanh(${a})`, `pow10(${r.pick([0, 1, -1, 10, 307, 308, 309, -307, -323, -324])})`,
    `ldexp(${a}, ${r.pick([0, 1, -1, 10, 1023, 1024, -1074, -1075, 3000])})`, `poly(${a}, ${r.int(0, 3)}, co)`, `cabs(z)`,
  ]);
  const pre = call === 'cabs(z)' ? `z.x = ${a}; z.y = ${b}; ` : call.startsWith('poly') ? `co[0] = ${a}; co[1] = ${b}; co[2] = -3.0; co[3] = 0.5; ` : '';
  switch (r.int(0, 3)) {
    case 0: return `g = ${a}; g = frexp(g, &k); fprintf(f, "frexp ${a} %d ", k); H(g); fputc('\\n', f);`;
    case 1: return `g = modf(${a}, &g2); fprintf(f, "modf ${a} "); H(g); fputc(' ', f); H(g2); fputc('\\n', f);`;
    default: return `${pre}errno = 0; fprintf(f, "math ${call} "); g = ${call}; H(g); ${ERR}`;
  }
}

// ---- time.h (TC 2.0 has no mktime: TLINK's "Undefined symbol '_mktime'", LH00003 of the first run) ----

const TZS = ['', 'TZ=EST5EDT', 'TZ=PST8PDT', 'TZ=GMT0', 'TZ=JST-9', 'TZ=EST5', 'TZ=CET-1CEST', 'TZ=ABC', 'TZ=XY12Z', 'TZ=A-1B'];

function timeStep(r: Rng): string {
  const tz = r.pick(TZS);
  if (r.chance(0.35)) return `${tz ? `putenv("${tz}"); ` : ''}tzset(); fprintf(f, "tzset %ld %d %s %s\\n", timezone, daylight, tzname[0], tzname[1]);`;
  // asctime of fields set by hand: out of their ranges but the month's and weekday's names and a year
  // of more than four digits (asctime's text would pass its 26 bytes)
  const fields = [r.pick([0, 59, 60, 99, -1]), r.pick([0, 30, 59, 99, -5]), r.pick([0, 9, 23, 24, 99, -1]), r.pick([1, 9, 10, 31, 0, 99, -3, 100]),
    r.int(0, 11), r.pick([70, 99, 100, 137, 0, 8099, 1000]), r.int(0, 6)];
  return `tm.tm_sec = ${fields[0]}; tm.tm_min = ${fields[1]}; tm.tm_hour = ${fields[2]}; tm.tm_mday = ${fields[3]}; tm.tm_mon = ${fields[4]}; tm.tm_year = ${fields[5]}; tm.tm_wday = ${fields[6]}; p = asctime(&tm); fprintf(f, "asctime %d ", strlen(p)); bytes2(p, strlen(p)); fputc('\\n', f);`;
}

// ---- stdio.h ----

function stdioStep(r: Rng): string {
  switch (r.int(0, 5)) {
    case 0: return `p = tmpnam(${r.pick(['NULL', 't'])}); fprintf(f, "tmpnam %d %s\\n", p == t, p);`;
    case 1: {
      const from = r.pick(['"IO0.TMP"', '"NOFILE.X"', '"RN.TMP"', '"IO1.TMP"']), to = r.pick(['"RN.TMP"', '"IO1.TMP"', '"NODIR\\\\X"', '"RN2.TMP"']);
      return `errno = 0; rv = rename(${from}, ${to}); fprintf(f, "rename %d %d", rv, errno); errno = 0; rv = remove(${r.pick(['"RN.TMP"', '"RN2.TMP"', '"NOFILE.X"', '"."'])}); fprintf(f, " %d %d\\n", rv, errno);`;
    }
    case 2: {
      const h = r.int(0, 1);
      return `errno = 0; sf = hd[${h}] < 0 ? NULL : fdopen(dup(hd[${h}]), "${r.pick(['r', 'w', 'a', 'r+', 'rb', 'wt'])}"); fprintf(f, "fdopen ${h} %d", sf != NULL); if (sf) { rv = fputs("fd", sf); fprintf(f, " %d %d %ld", rv, ferror(sf), ftell(sf)); fclose(sf); } ${ERR}`;
    }
    case 3: return `sf = fopen("TX.OUT", "rb"); errno = 0; rv = fputc('x', sf); fprintf(f, "ferror %d %d %d", rv, ferror(sf) != 0, errno); clearerr(sf); fprintf(f, " %d\\n", ferror(sf)); fclose(sf);`;
    case 4: return `sf = fopen("FP.TMP", "w+b"); fputs("${r.pick(['abcdef', '0123456789', 'x'])}", sf); fseek(sf, ${r.pick([0, 1, 3, 20])}L, SEEK_SET); fgetpos(sf, &fpos); rv = fgetc(sf); fseek(sf, 0L, SEEK_END); n = fsetpos(sf, &fpos); fprintf(f, "fpos %ld %d %d %d\\n", (long)fpos, rv, n, fgetc(sf)); fclose(sf);`;
    default: return `errno = 0; sf = fopen(${r.pick(['"NOFILE.X"', '"NODIR\\\\A"', '"TX.OUT"'])}, "${r.pick(['r', 'r+', 'a+'])}"); fprintf(f, "fopen %d %d\\n", sf != NULL, errno); if (sf) fclose(sf);`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.08) return heapStep(r);
  if (k < 0.15) return biosStep(r);
  if (k < 0.27) return dosStep(r);
  if (k < 0.39) return ioStep(r);
  if (k < 0.48) return signalStep(r);
  if (k < 0.63) return stdlibStep(r);
  if (k < 0.76) return stringStep(r);
  if (k < 0.87) return mathStep(r);
  if (k < 0.93) return timeStep(r);
  return stdioStep(r);
}

function prelude(): string {
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <errno.h>
#include <dos.h>
#include <dir.h>
#include <io.h>
#include <fcntl.h>
#include <share.h>
#include <sys/stat.h>
#include <time.h>
#include <math.h>
#include <alloc.h>
#include <bios.h>
#include <signal.h>
#include <setjmp.h>
#include <conio.h>

static FILE *f, *sf;
static char t[600], fb[64], *base, *hp[4], ca[4][100];
static char far *dta0;
static void far *fq;
static char huge *hq;
static void *p, *q;
static int n, k, rv, rw, hd[2] = { -1, -1 }, ia[12], nsig, lastsig;
static unsigned un, um;
static short ha[4];
static long c0, fc0, la[4];
static float fa[4];
static double g, g2, co[4], da[4];
static long double xa[4];
static struct complex z;
static struct ffblk ff;
static struct country cn, *cp;
static struct DOSERROR de;
static union REGS rg;
static struct tm tm;
static time_t tv;
static fpos_t fpos;
static jmp_buf jb;
static void (*old)();
/* TC 2.0's time.h does not declare tzname (TCC: "Undefined symbol 'tzname'"); CS.LIB's TZSET module has it */
extern char *tzname[2];

${C_DOUBLES}
${C_BYTES}${C_TARGETS}

static int icmp(const void *a, const void *b_)
{
  return *(int *)a < *(int *)b_ ? -1 : *(int *)a > *(int *)b_;
}

/* a handler that returns, and one that jumps back to the step's setjmp */
static void onsig(int s) { nsig++; lastsig = s; }
static void jmpsig(int s) { nsig++; lastsig = s; longjmp(jb, s + 100); }

/* raise, and again when asked, with the setjmp the jumping handler returns to (one setjmp a function: mode12h's limit) */
static void tryraise(int s, int again)
{
  nsig = 0;
  lastsig = -1;
  if ((n = setjmp(jb)) == 0) {
    rv = raise(s);
    rw = again ? raise(s) : -9;
  } else rv = rw = -n;
}

${screenFunction('at', true)}
`;
}

/**
 * What DOSBox keeps from one program of its session to the next, put right at the start: the serial
 * ports' modem status deltas (the first read after DOSBox starts is 600Fh, every later one 6000h:
 * probe BC1, and the first run's LH00008 after an earlier program had read them) and the disks'
 * last status (biosdisk 1 after a failed read is 1, after a reset 0: BC1).
 */
const SESSION_STATE = '  for (n = 0; n < 4; n++) bioscom(3, 0, n);\n  biosdisk(0, 0, 0, 0, 1, 1, t);\n  biosdisk(0, 0x80, 0, 0, 1, 1, t);\n';

export interface Textgen16Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`: the heap's base and coreleft taken at its start, its handles closed and files removed at the end. */
export function generateText16(seed: number): Textgen16Program {
  const r = new Rng(seed * 2654435761 + 16);
  const body = sceneProgram(r, prelude(), step)
    .replace('  s1();\n', `  base = malloc(2); c0 = (long)coreleft(); fc0 = (long)farcoreleft();\n${SESSION_STATE}  s1();\n`)
    .replace('  fprintf(f, "end\\n");\n', '  for (n = 0; n < 2; n++) if (hd[n] > 0) close(hd[n]);\n  fprintf(f, "end\\n");\n');
  return { seed, name: textgen16Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v16/oracle.txt, as version 8's (hashes of the parts, the text of the programs the test runs). */
export const text16Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v16');
/** One in 160, and LH00004: tzname, getdta after findfirst, searchpath's failures then dosexterr (the rules version 16 found). */
export const text16Checked = (name: string): boolean => (textgen16Seed(name) ?? 1) % 160 === 0 || name === 'LH00004';
export const readText16Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text16Fixtures(file));

/** A program of version 16 on mode12h: run in its folder. */
export const runText16 = (source: string, name: string): { out: string; error: string | null } => runText8(source, name, true, TEXTGEN8_FILE);

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText16(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 16, source: 'textgen16.ts', checked: text16Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: runText16,
  });
}
