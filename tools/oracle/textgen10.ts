/**
 * Generated library programs, version 10 (programs `LB00001.C` …; docs/FIDELITY.md "Version 10"):
 * the library areas versions 1–9 sample thinly or not at all, mixed in one program —
 *
 * - stdio on files in depth: three streams on files of C: opened in every fopen mode with and
 *   without `t`/`b` (and bad modes), text mode's CR LF and Ctrl-Z on reads and writes, fseek/ftell/
 *   fgetpos/fsetpos/rewind in either mode, ungetc at every place and after seeks, setvbuf/setbuf of
 *   every type and size, fgets/fputs/fread/fwrite/getw/putw partial and at the end, feof/ferror/
 *   clearerr, freopen, tmpfile/tmpnam, rename/remove/unlink failing (errno, perror's text on the
 *   screen), fcloseall/flushall, fileno, the 20-stream and 20-handle limits; after many steps the
 *   file's bytes as DOS holds them (read through a handle of its own);
 * - dir.h: findfirst/findnext with attributes and wildcards in the program's folder (names sorted),
 *   mkdir/rmdir/chdir/getcwd and their failures, searchpath, fnsplit's flags;
 * - math.h over the functions' domains (not only their edges): the last digits of sin/cos/tan of
 *   large arguments, pow, fmod, atan2's quadrants, hypot, frexp/ldexp/modf, poly, exp/log, with
 *   the library's matherr messages (DOMAIN, SING, OVERFLOW, UNDERFLOW, TLOSS) on the screen;
 * - qsort's, bsearch's, lfind's and lsearch's order of comparisons, each compared pair printed;
 * - alloc.h: malloc/calloc/realloc/free sequences, each block's offset from the program's first
 *   and coreleft's change; farmalloc/farrealloc/farfree the same in bytes from the first far block;
 * - bios.h (biosequip, biosmemory, bioskey's status calls, biosprint's status), stat/fstat's fields,
 *   ftime's zone.
 *
 * Each program writes one line a step to TX.OUT and ends each scene with `#N` and the screen's rows
 * that hold text, as versions 8 and 9 do (their runner, hashes and comparison).
 */
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';
import { C_BYTES, C_DOUBLES, C_SCREEN, compareText8, dbl, readText8Facts, runText8, text8Fixtures, TEXTGEN8_FILE, type Text8Fact } from './textgen8.ts';
import { cstr } from './textgen9.ts';

export const TEXTGEN10_SCENES = 5;
export const textgen10Name = (seed: number): string => `LB${String(seed % 100000).padStart(5, '0')}`;
export const textgen10Seed = (name: string): number | null => (/^LB\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- stdio on files ----

const MODES = ['r', 'w', 'a', 'r+', 'w+', 'a+'];
const mode = (r: Rng): string => {
  if (r.chance(0.06)) return r.pick(['x', '', 'rw', 'bw', 'R', 'tr', 'r+bt', 'wbx', 'a+t']);
  const m = r.pick(MODES);
  const tb = r.pick(['', 't', 'b', 'b']);
  return m.length === 2 && tb && r.chance(0.4) ? `${m[0]}${tb}+` : `${m}${tb}`;
};
const TEXTS = ['abc\n', 'line\r\n', 'x\x1Ay\n', '\n\n', '0123456789', 'tail', '\r', 'A\rB\n', 'end\n\x1A', 'two\nlines\n', 'Q'];

/** The stream's state after a step: ftell, feof, ferror, and the line's end. */
const ST = 'st(k);';

function fileStep(r: Rng): string {
  const k = r.int(0, 2);
  const guard = (body: string, label: string): string => `k = ${k}; if (fs[k]) { ${body} } else fprintf(f, "${label} closed\\n");`;
  const x = r.int(0, 29);
  switch (x) {
    case 0: case 1: case 2: {
      const m = mode(r);
      const name = r.chance(0.85) ? `fnm[${k}]` : cstr(r.pick(['NONE.TMP', 'NODIR\\X.TMP', 'FQX.TMP', '', 'FQ3.TMP']));
      let after = '';
      if (r.chance(0.35)) {
        const own = r.chance(0.6);
        after = r.chance(0.75)
          ? ` if (fs[k]) { rv = setvbuf(fs[k], ${own ? 'vb[k]' : 'NULL'}, ${r.pick(['_IOFBF', '_IOFBF', '_IOLBF', '_IONBF', '3', '-1'])}, ${r.pick(own ? [0, 1, 2, 3, 16, 100, 511, 512, 513, 600] : [0, 1, 2, 3, 16, 100, 511, 512, 513, 600, 32767, 40000])}u); fprintf(f, "setvbuf %d ", rv); }`
          : ` if (fs[k]) { setbuf(fs[k], ${r.pick(['NULL', 'vb[k]'])}); fprintf(f, "setbuf "); }`;
      }
      return `k = ${k}; if (fs[k]) fclose(fs[k]); errno = 0; fs[k] = fopen(${name}, ${cstr(m)}); fprintf(f, "fopen ${m.replace(/[^a-zA-Z+]/g, '.')} %d %d %d ", fs[k] != NULL, errno, fs[k] ? fileno(fs[k]) : -1);${after} if (fs[k]) ${ST} else fputc('\\n', f);`;
    }
    case 3: case 4: {
      const t = r.pick(TEXTS);
      return guard(`errno = 0; rv = fputs(${cstr(t)}, fs[k]); fprintf(f, "fputs %d %d", rv, errno); ${ST}`, 'fputs');
    }
    case 5: return guard(`errno = 0; rv = fputc(${r.pick(["'\\n'", "'z'", '0x1A', "'\\r'", '0x1FF', '-1', '255'])}, fs[k]); fprintf(f, "fputc %d %d", rv, errno); ${ST}`, 'fputc');
    case 6: return guard(`errno = 0; rv = fprintf(fs[k], ${cstr(r.pick(['%d|%s\n', '%5d\r\n', '[%d]%s', '%d\n\n%s\n']))}, ${r.int(-999, 9999)}, ${cstr(r.pick(TEXTS))}); fprintf(f, "fprintf %d %d", rv, errno); ${ST}`, 'fprintf');
    case 7: {
      const t = r.pick(['ab\ncd\n', 'x\r\ny\r\n', '\x1A\x1A\n', '0123456789abcdef', 'wxyz']);
      // no further than the literal's NUL: past it lie other literals, placed as each compiler places them
      const size = r.pick([1, 1, 2, 3, 7]), count = Math.min(r.pick([0, 1, 2, 3, 5, 16]), Math.floor((t.length + 1) / size));
      return guard(`errno = 0; n = fwrite(${cstr(t)}, ${size}, ${count}, fs[k]); fprintf(f, "fwrite %d %d", n, errno); ${ST}`, 'fwrite');
    }
    case 8: return guard(`errno = 0; for (n = 0; n < ${r.pick([100, 300, 511, 512, 513, 700, 1025])}; n++) if (fputc('a' + n % 26, fs[k]) == EOF) break; fprintf(f, "fill %d %d", n, errno); ${ST}`, 'fill');
    case 9: return guard(`errno = 0; rv = putw(${r.pick([0, -1, 0x0A0D, 0x1A41, 12345])}, fs[k]); fprintf(f, "putw %d %d", rv, errno); ${ST}`, 'putw');
    case 10: case 11: return guard(`fprintf(f, "fgetc"); for (n = 0; n < ${r.int(1, 8)}; n++) fprintf(f, " %d", fgetc(fs[k])); ${ST}`, 'fgetc');
    // (not fgets(b, 0, …): TC's reads on to the line's end, past any buffer)
    case 12: case 13: return guard(`memset(b, '*', 40); errno = 0; p = fgets(b, ${r.pick([1, 2, 3, 5, 8, 80])}, fs[k]); fprintf(f, "fgets %d %d ", p == b ? 1 : p ? 2 : 0, errno); bytes(b, 12); ${ST}`, 'fgets');
    case 14: {
      const size = r.pick([1, 1, 2, 3, 7]);
      return guard(`memset(b, '*', 60); errno = 0; n = fread(b, ${size}, ${r.pick([0, 1, 2, 4, 9, 20])}, fs[k]); fprintf(f, "fread %d %d ", n, errno); bytes(b, 24); ${ST}`, 'fread');
    }
    case 15: return guard(`errno = 0; rv = getw(fs[k]); fprintf(f, "getw %d %d", rv, errno); ${ST}`, 'getw');
    case 16: case 17: {
      const wh = r.pick(['SEEK_SET', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END', '3', '-1']);
      const off = r.pick(['0L', '0L', '1L', '3L', '5L', '7L', '12L', '-1L', '-3L', '100L', '600L', '-1000L']);
      return guard(`errno = 0; rv = fseek(fs[k], ${off}, ${wh}); fprintf(f, "fseek %d %d", rv, errno); ${ST}`, 'fseek');
    }
    case 18: return guard(`rewind(fs[k]); fprintf(f, "rewind"); ${ST}`, 'rewind');
    case 19: return r.chance(0.5)
      ? guard(`errno = 0; rv = fgetpos(fs[k], &pos); fprintf(f, "fgetpos %d %ld %d", rv, (long)pos, errno); ${ST}`, 'fgetpos')
      : guard(`pos = ${r.pick(['0L', '2L', '6L', '13L', '-1L', '50L'])}; errno = 0; rv = fsetpos(fs[k], &pos); fprintf(f, "fsetpos %d %d", rv, errno); ${ST}`, 'fsetpos');
    case 20: case 21: {
      // no character below 20: TC keeps a second ungetc in FILE's handle byte, and a read from handle 0–2 waits for the keyboard
      const c = (): string => r.pick(["'A'", "'z'", 'EOF', "' '", '255', '0x1A', "'~'", '0x141', '-2']);
      const two = r.chance(0.35) ? ` rv = ungetc(${c()}, fs[k]); fprintf(f, " %d", rv);` : '';
      return guard(`rv = ungetc(${c()}, fs[k]); fprintf(f, "ungetc %d", rv);${two} for (n = 0; n < ${r.int(0, 3)}; n++) fprintf(f, " %d", fgetc(fs[k])); ${ST}`, 'ungetc');
    }
    case 22: return guard(r.pick([
      `errno = 0; rv = fflush(fs[k]); fprintf(f, "fflush %d %d", rv, errno); ${ST}`,
      `clearerr(fs[k]); fprintf(f, "clearerr"); ${ST}`,
      `for (n = 0; n < 2000 && fgetc(fs[k]) != EOF; n++) ; fprintf(f, "toend %d %d", n, fgetc(fs[k])); ${ST}`,
    ]), 'flags');
    case 23: return `k = ${k}; if (fs[k]) { errno = 0; rv = fclose(fs[k]); fs[k] = NULL; fprintf(f, "fclose %d %d", rv, errno); } else fprintf(f, "fclose none"); dumpf(fnm[k]);`;
    case 24: return guard(`errno = 0; sp = freopen(${r.chance(0.8) ? `fnm[${r.int(0, 2)}]` : cstr(r.pick(['NONE.TMP', 'FQX.TMP']))}, ${cstr(mode(r))}, fs[k]); fprintf(f, "freopen %d %d", sp == NULL ? 0 : sp == fs[k] ? 1 : 2, errno); if (!sp) { fs[k] = NULL; fputc('\\n', f); } else ${ST}`, 'freopen');
    case 25: return r.chance(0.6)
      ? `errno = 0; sp = tmpfile(); fprintf(f, "tmpfile %d %d", sp != NULL, errno); if (sp) { fputs(${cstr(r.pick(TEXTS))}, sp); fprintf(f, " %ld", ftell(sp)); rewind(sp); fprintf(f, " %d %d", fgetc(sp), fgetc(sp)); fclose(sp); } fputc('\\n', f);`
      : `p = tmpnam(${r.pick(['NULL', 'nm'])}); fprintf(f, "tmpnam %s %d\\n", p ? p : "null", p == nm);`;
    case 26: {
      const a = cstr(r.pick(['FQ3.TMP', 'FQ4.TMP', 'NONE.TMP', 'FQX.TMP', 'FQD', '']));
      const bn = cstr(r.pick(['FQ3.TMP', 'FQ4.TMP', 'FQX.TMP', 'NODIR\\Y.TMP', 'FQD\\M.TMP', 'FQ5.TMP', '']));
      const call = r.pick([`rename(${a}, ${bn})`, `remove(${a})`, `unlink(${a})`]);
      const name = call.slice(0, call.indexOf('('));
      return `mk("FQ3.TMP", "three", ${r.pick([0, 5])}); errno = 0; rv = ${call}; fprintf(f, "${name} %d %d %s", rv, errno, strerror(errno)); ${r.chance(0.5) ? `perror(${cstr(r.pick(['', name, 'FQ']))});` : ''}`;
    }
    case 27: return r.chance(0.5)
      ? `n = fcloseall(); f = fopen("TX.OUT", "ab"); fs[0] = fs[1] = fs[2] = NULL; fprintf(f, "fcloseall %d\\n", n); dumpf(fnm[${k}]);`
      : `n = flushall(); fprintf(f, "flushall %d", n); dumpf(fnm[${k}]);`;
    case 28: return r.chance(0.6)
      ? `for (n = 0; n < 24; n++) { errno = 0; xf[n] = fopen("FQX.TMP", "${r.pick(['r', 'rb', 'r+'])}"); if (!xf[n]) break; } fprintf(f, "limit %d %d\\n", n, errno); while (n > 0) fclose(xf[--n]);`
      : `for (n = 0; n < 30; n++) { errno = 0; hv[n] = open("FQX.TMP", O_RDONLY); if (hv[n] < 0) break; } fprintf(f, "hlimit %d %d\\n", n, errno); while (n > 0) close(hv[--n]);`;
    default: return `fprintf(f, "dump"); dumpf(fnm[${k}]);`;
  }
}

// ---- dir.h ----

function dirStep(r: Rng): string {
  switch (r.int(0, 7)) {
    case 0: case 1: {
      // (not '*.*' in the program's folder: DOSBox's holds NAME.C, NAME.EXE, NAME.OBJ, its log, EGAVGA.BGI, SHOT.H)
      const pat = r.pick(['*.TMP', '*.TMP', 'FQ?.TMP', 'FQ*', '*.', 'NONE.*', 'FQD\\*.*', 'FQD\\*', 'FQD\\????????.???', '*.T?P', '.', '..', 'FQD', 'FQ0.TMP', 'FQD\\..\\FQ*.*', '', 'FQ?.*', 'NODIR\\*.*']);
      const attr = r.pick(['0', '0', 'FA_DIREC', 'FA_HIDDEN', 'FA_RDONLY', 'FA_ARCH', 'FA_SYSTEM | FA_HIDDEN | FA_DIREC', 'FA_RDONLY | FA_DIREC']);
      return `errno = 0; nf = 0; rv = findfirst(${cstr(pat)}, &ff, ${attr}); fprintf(f, "find %d %d", rv, errno); while (rv == 0 && nf < 20) { sprintf(fl[nf++], "%s/%02X/%ld", ff.ff_name, ff.ff_attrib, strncmp(ff.ff_name, "FQ", 2) ? -1L : ff.ff_fsize); rv = findnext(&ff); } qsort(fl, nf, sizeof fl[0], (int (*)(const void *, const void *))strcmp); fprintf(f, " %d %d", rv, errno); for (n = 0; n < nf; n++) fprintf(f, " %s", fl[n]); fputc('\\n', f);`;
    }
    case 2: return `errno = 0; rv = mkdir(${cstr(r.pick(['FQD', 'FQD', 'FQE', 'NODIR\\X', 'FQ0.TMP', '', 'FQD\\SUB']))}); fprintf(f, "mkdir %d %d\\n", rv, errno);`;
    case 3: return `errno = 0; rv = rmdir(${cstr(r.pick(['FQD', 'FQE', 'NODIR', '.', 'FQ0.TMP', '', 'FQD\\SUB']))}); fprintf(f, "rmdir %d %d\\n", rv, errno);`;
    case 4: return `errno = 0; rv = chdir(${cstr(r.pick(['FQD', 'FQE', 'NODIR', 'FQD\\SUB', 'FQ0.TMP']))}); memset(b, '*', 80); p = getcwd(b, ${r.pick([80, 80, 3, 10, 20])}); fprintf(f, "chdir %d %d %d [%s]", rv, p == b, errno, p ? b : ""); if (rv == 0) { mk("IN.TMP", "x", 1); fprintf(f, " %d", chdir(home)); } fputc('\\n', f);`;
    case 5: return `p = searchpath(${cstr(r.pick(['FQ0.TMP', 'FQX.TMP', 'NONE.TMP', 'FQD', 'FQ?.TMP', 'FQD\\IN.TMP']))}); fprintf(f, "searchpath %s\\n", p ? p : "null");`;
    case 6: {
      const path = r.pick(['C:\\TC\\TCC.EXE', 'A:FILE.C', '\\DIR\\SUB\\NAME.EXT', 'NAME', '.EXT', 'NAME.', '*.?', 'A?B*.C*', 'X:', 'C:\\', 'FQ*.T?P', 'D:\\A.B\\C', '', 'C:NAME.TXT', '..\\UP.C', 'VERYLONGNAME.EXTENSION', 'DIR\\']);
      return `strcpy(dr, "?"); strcpy(di, "?"); strcpy(fn, "?"); strcpy(ex, "?"); rv = fnsplit(${cstr(path)}, dr, di, fn, ex); fprintf(f, "fnsplit %02X [%s][%s][%s][%s] ", rv, dr, di, fn, ex); fnmerge(b, dr, di, fn, ex); fprintf(f, "[%s]\\n", b);`;
    }
    default: return `mk(${cstr(r.pick(['FQD\\IN.TMP', 'FQ5.TMP', 'FQE\\A.TMP']))}, "in", 2); errno = 0; rv = _chmod(${cstr(r.pick(['FQ5.TMP', 'FQX.TMP', 'FQD', 'NONE.TMP']))}, ${r.chance(0.5) ? '0' : `1, ${r.pick(['FA_RDONLY', '0', 'FA_HIDDEN', 'FA_ARCH', 'FA_SYSTEM'])}`}); fprintf(f, "_chmod %d %d\\n", rv, errno);`;
  }
}

// ---- math.h over the domains ----

const rnd = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r.next();

function mathStep(r: Rng): string {
  const show = (label: string, call: string): string => `errno = 0; g = ${call}; fprintf(f, "${label} "); H(g); fprintf(f, " %d\\n", errno);`;
  const any = (): number => r.pick([rnd(r, -10, 10), rnd(r, -1e3, 1e3), rnd(r, -1e8, 1e8), (r.chance(0.5) ? -1 : 1) * 10 ** rnd(r, -300, 300), r.int(-50, 50)]);
  switch (r.int(0, 11)) {
    case 0: case 1: {
      const fn = r.pick(['sin', 'cos', 'tan']);
      const v = r.pick([rnd(r, -7, 7), rnd(r, -1e5, 1e5), (r.chance(0.5) ? -1 : 1) * 10 ** rnd(r, 5, 22), Math.PI * r.int(-100, 100) + r.pick([0, 1e-9, -1e-12]), Math.PI / 2 * r.pick([1, 3, -1, 101])]);
      return show(fn, `${fn}(${dbl(v)})`);
    }
    case 2: {
      const base = r.pick([rnd(r, 0, 10), rnd(r, -10, 0), r.int(-5, 5), 10 ** rnd(r, -200, 200), r.pick([0, -0, 1, -1, 2, 10, 0.5])]);
      const ex = r.pick([rnd(r, -20, 20), r.int(-40, 40), r.pick([0, 0.5, -0.5, 1, -1, 1e5, -1e5, 1025, -1075, 1 / 3]), rnd(r, -400, 400)]);
      return show('pow', `pow(${dbl(base)}, ${dbl(ex)})`);
    }
    case 3: return show('fmod', `fmod(${dbl(any())}, ${dbl(r.pick([rnd(r, -10, 10), Math.PI, 0, 1e-3, 1e10, any()]))})`);
    case 4: {
      const q = (): number => r.pick([rnd(r, -100, 100), 0, -0, r.pick([1, -1]) * 10 ** rnd(r, -300, 300)]);
      return show('atan2', `atan2(${dbl(q())}, ${dbl(q())})`);
    }
    case 5: return show('hypot', `hypot(${dbl(any())}, ${dbl(any())})`);
    case 6: return r.chance(0.5)
      ? `i = 99; errno = 0; g = frexp(${dbl(any())}, &i); fprintf(f, "frexp "); H(g); fprintf(f, " %d %d\\n", i, errno);`
      : `g2 = 99; errno = 0; g = modf(${dbl(any())}, &g2); fprintf(f, "modf "); H(g); fputc(' ', f); H(g2); fprintf(f, " %d\\n", errno);`;
    case 7: return show('ldexp', `ldexp(${dbl(any())}, ${r.pick([r.int(-1100, 1100), r.int(-20, 20), 1024, -1075])})`);
    case 8: {
      const fn = r.pick(['exp', 'log', 'log10', 'sqrt', 'sinh', 'cosh', 'tanh', 'asin', 'acos', 'atan']);
      const v = fn === 'exp' || fn.endsWith('h') ? r.pick([rnd(r, -50, 50), rnd(r, -750, 750)]) : fn.startsWith('a') ? r.pick([rnd(r, -1.2, 1.2), rnd(r, -1, 1), any()]) : r.pick([rnd(r, 0, 100), 10 ** rnd(r, -300, 300), any()]);
      return show(fn, `${fn}(${dbl(v)})`);
    }
    case 9: {
      const n = r.int(0, 5);
      const cs = Array.from({ length: n + 1 }, () => dbl(r.pick([rnd(r, -10, 10), r.int(-9, 9), any()])));
      return `${cs.map((c, q) => `pc[${q}] = ${c};`).join(' ')} ${show('poly', `poly(${dbl(r.pick([rnd(r, -3, 3), any()]))}, ${n}, pc)`)}`;
    }
    case 10: r.pick(['ceil', 'floor', 'fabs']); return show('round', `${r.pick(['ceil', 'floor', 'fabs'])}(${dbl(any())})`); // (the first pick was a label: kept for the seeds' draws)
    default: return show('atof', `atof(${cstr(String(any().toPrecision(r.int(1, 17))))})`);
  }
}

// ---- qsort and its kin, every comparison printed ----

function sortStep(r: Rng): string {
  const n = r.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16]);
  const shape = r.int(0, 4);
  let vs = Array.from({ length: n }, () => r.pick([r.int(-9, 9), r.int(0, 3), r.int(-999, 999)]));
  if (shape === 1) vs.sort((a, b) => a - b);
  if (shape === 2) vs.sort((a, b) => b - a);
  if (shape === 3) vs = vs.map(() => 5);
  const cmp = r.pick(['tup', 'tup', 'tdown', 'tmod', 'tzero']);
  const wide = r.chance(0.3);
  const arr = `{ ${vs.length ? vs.join(', ') : '0'} }`;
  switch (r.int(0, 5)) {
    case 0: case 1: case 2:
      return wide
        ? `{ static long v[16] = ${arr.replace(/(-?\d+)/g, '$1L')}; for (n = 0; n < ${n}; n++) w4[n] = v[n]; tw = 4; tb = (char *)w4; ncmp = 0; fprintf(f, "qsort4"); qsort(w4, ${n}, 4, ${cmp}4); fprintf(f, " = %d", ncmp); for (n = 0; n < ${n}; n++) fprintf(f, " %ld", w4[n]); fputc('\\n', f); }`
        : `{ static int v[16] = ${arr}; for (n = 0; n < ${n}; n++) w2[n] = v[n]; tw = 2; tb = (char *)w2; ncmp = 0; fprintf(f, "qsort"); qsort(w2, ${n}, 2, ${cmp}); fprintf(f, " = %d", ncmp); for (n = 0; n < ${n}; n++) fprintf(f, " %d", w2[n]); fputc('\\n', f); }`;
    case 3: {
      const sorted = [...vs].sort((a, b) => a - b);
      const key = r.chance(0.7) && n ? r.pick(sorted) : r.int(-10, 10);
      return `{ static int v[16] = { ${sorted.length ? sorted.join(', ') : '0'} }; for (n = 0; n < ${n}; n++) w2[n] = v[n]; tw = 2; tb = (char *)w2; ky = ${key}; ncmp = 0; fprintf(f, "bsearch"); ip = bsearch(&ky, w2, ${n}, 2, ${r.pick(['tup', 'tup', 'tzero'])}); fprintf(f, " = %d %d\\n", ip ? (int)(ip - w2) : -1, ncmp); }`;
    }
    default: {
      const key = r.chance(0.5) && n ? r.pick(vs) : r.int(-10, 10);
      const fn = r.pick(['lfind', 'lsearch']);
      return `{ static int v[16] = ${arr}; for (n = 0; n < ${n}; n++) w2[n] = v[n]; tw = 2; tb = (char *)w2; ky = ${key}; num = ${n}; ncmp = 0; fprintf(f, "${fn}"); ip = ${fn}(&ky, w2, &num, 2, ${r.pick(['tup', 'tup', 'tmod', 'tzero'])}); fprintf(f, " = %d %u %d", ip ? (int)(ip - w2) : -1, num, ncmp); for (n = 0; n < num; n++) fprintf(f, " %d", w2[n]); fputc('\\n', f); }`;
    }
  }
}

// ---- alloc.h ----

function allocStep(r: Rng): string {
  const k = r.int(0, 7);
  const near = `fprintf(f, " %d %d\\n", mp[k] ? (int)((char *)mp[k] - hp0) : -1, (int)(c0 - coreleft()));`;
  // (not 65535: past malloc's header the size wraps; LB00122 of a first run hung after realloc(NULL, 65535))
  const size = (): string => String(r.pick([0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 100, 255, 256, 1000, 2048, 4000, r.int(1, 3000), 30000, 60000, 60000]));
  switch (r.int(0, 9)) {
    case 0: case 1: return `k = ${k}; if (mp[k]) free(mp[k]); mp[k] = malloc(${size()}); if (mp[k]) memset(mp[k], ${r.int(1, 255)}, 1); fprintf(f, "malloc");${near}`;
    case 2: return `k = ${k}; if (mp[k]) free(mp[k]); mp[k] = calloc(${r.pick([0, 1, 3, 10, 100, 300, 1000])}, ${r.pick([0, 1, 2, 7, 100, 300])}); fprintf(f, "calloc");${near}`;
    case 3: case 4: return `k = ${k}; mp[k] = realloc(mp[k], ${size()}); fprintf(f, "realloc %d", mp[k] ? *(unsigned char *)mp[k] : -1);${near}`;
    case 5: case 6: return `k = ${k}; free(mp[k]); mp[k] = NULL; fprintf(f, "free");${near}`;
    case 7: return `fprintf(f, "heap"); for (n = 0; n < 8; n++) fprintf(f, " %d", mp[n] ? (int)((char *)mp[n] - hp0) : -1); fprintf(f, " %d\\n", (int)(c0 - coreleft()));`;
    default: {
      const j = r.int(0, 3);
      const far = `fprintf(f, " %ld %ld\\n", fm[${j}] ? ((long)FP_SEG(fm[${j}]) - FP_SEG(fm0)) * 16L + FP_OFF(fm[${j}]) - FP_OFF(fm0) : -1L, fc0 - farcoreleft());`;
      switch (r.int(0, 2)) {
        case 0: return `if (fm[${j}]) farfree(fm[${j}]); fm[${j}] = farmalloc(${r.pick(['1L', '16L', '17L', '1000L', '65536L', '70000L', '300000L', '900000L', '0L'])}); fprintf(f, "farmalloc");${far}`;
        // (not of NULL: TC 2.0's farrealloc(NULL, …) broke DOS's memory in DOSBox, the program ended writing nothing
        // and the programs after it in the session found handles 6–8 taken: LB00271 of a first run)
        case 1: return `if (fm[${j}]) fm[${j}] = farrealloc(fm[${j}], ${r.pick(['1L', '100L', '5000L', '65537L', '0L'])}); fprintf(f, "farrealloc");${far}`;
        default: return `if (fm[${j}]) farfree(fm[${j}]); fm[${j}] = NULL; fprintf(f, "farfree");${far}`;
      }
    }
  }
}

// ---- bios.h, sys/stat.h, sys/timeb.h ----

function miscStep(r: Rng): string {
  switch (r.int(0, 6)) {
    case 0: return `fprintf(f, "bios %04X %d %d\\n", biosequip(), biosmemory(), bioskey(1));`;
    case 1: return `fprintf(f, "biosprint %02X\\n", biosprint(${r.pick([2, 2, 1, 0])}, ${r.pick([0, 65, 13])}, ${r.pick([0, 1, 2])}) & 0xFF);`;
    case 2: case 3: {
      const k = r.int(0, 2);
      return r.chance(0.5)
        ? `errno = 0; rv = stat(${r.chance(0.7) ? `fnm[${k}]` : cstr(r.pick(['NONE.TMP', 'FQD', 'FQX.TMP', '.', 'C:\\']))}, &sb); fprintf(f, "stat %d %d", rv, errno); if (!rv) fprintf(f, " %04X %ld %d %d %d", sb.st_mode, sb.st_size, sb.st_nlink, sb.st_dev, sb.st_rdev); fputc('\\n', f);`
        : `k = ${k}; errno = 0; rv = fstat(fs[k] ? fileno(fs[k]) : ${r.pick([-1, 99, 1])}, &sb); fprintf(f, "fstat %d %d", rv, errno); if (!rv) fprintf(f, " %04X %ld %d %d %d", sb.st_mode, sb.st_size, sb.st_nlink, sb.st_dev, sb.st_rdev); fputc('\\n', f);`;
    }
    case 4: return `ftime(&tm0); fprintf(f, "ftime %d\\n", tm0.timezone);`;
    case 5: return `errno = ${r.pick([0, 2, 5, 13, 17, 24, 33, 34, 36, 40])}; perror(${cstr(r.pick(['', 'LB', 'stdio', 'a b']))}); fprintf(f, "perror %d\\n", errno);`;
    default: return `k = ${r.int(0, 2)}; fprintf(f, "fileno %d %d %d %d\\n", fileno(stdin), fileno(stderr), fileno(f), fs[k] ? fileno(fs[k]) : -1);`;
  }
}

function step(r: Rng): string {
  const k = r.next();
  if (k < 0.50) return fileStep(r);
  if (k < 0.62) return dirStep(r);
  if (k < 0.76) return mathStep(r);
  if (k < 0.86) return sortStep(r);
  if (k < 0.95) return allocStep(r);
  return miscStep(r);
}

function prelude(): string {
  const tracer = (name: string, type: string, cmp: string): string =>
    `static int ${name}(const void *a, const void *b_) { if (ncmp < 40) { tr(a); tr(b_); fputc(';', f); } ncmp++; return ${cmp.replace(/A/g, `*(${type} *)a`).replace(/B/g, `*(${type} *)b_`)}; }`;
  return `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mem.h>
#include <math.h>
#include <errno.h>
#include <dir.h>
#include <dos.h>
#include <io.h>
#include <fcntl.h>
#include <alloc.h>
#include <bios.h>
#include <sys/stat.h>
#include <sys/timeb.h>
#include <conio.h>

static FILE *f, *fs[3], *sp, *xf[24];
static char *fnm[3] = { "FQ0.TMP", "FQ1.TMP", "FQ2.TMP" };
static char b[200], nm[80], home[80], *p, *hp0, *tb;
static char vb[3][600], fl[20][40];
static char dr[MAXDRIVE + 4], di[MAXDIR + 4], fn[MAXFILE + 4], ex[MAXEXT + 4];
static int i, k, n, nf, rv, ncmp, tw, ky, hv[30], w2[17], *ip;
static long w4[16];
static unsigned num, c0;
static long fc0;
static fpos_t pos;
static double g, g2, pc[8];
static void *mp[8];
static void far *fm[4], far *fm0;
static struct ffblk ff;
static struct stat sb;
static struct timeb tm0;

${C_DOUBLES}
${C_BYTES}/* a file of C: made through a handle of its own */
static void mk(char *name, char *s, int len)
{
  int h = open(name, O_CREAT | O_TRUNC | O_WRONLY | O_BINARY, S_IREAD | S_IWRITE);
  if (h < 0) return;
  write(h, s, len);
  close(h);
}

/* a file's bytes as DOS holds them, read through a handle of its own */
static void dumpf(char *name)
{
  char d[80];
  int h = open(name, O_RDONLY | O_BINARY), m;
  if (h < 0) { fprintf(f, " none %d\\n", errno); return; }
  m = read(h, d, 64);
  fprintf(f, " %ld [%d] ", filelength(h), m);
  close(h);
  bytes(d, m > 0 ? m : 0);
}

/* a stream's state after a step */
static void st(int q)
{
  fprintf(f, " | %ld %d %d\\n", ftell(fs[q]), feof(fs[q]), ferror(fs[q]));
}

/* a compared element: its index, or the key's mark */
static void tr(const void *a)
{
  int d = (char *)a - tb;
  fprintf(f, d >= 0 && d < 17 * tw ? " %d" : " k", d / tw);
}

${tracer('tup', 'int', 'A - B')}
${tracer('tdown', 'int', 'B - A')}
${tracer('tmod', 'int', '(A & 3) - (B & 3)')}
${tracer('tzero', 'int', '0')}
${tracer('tup4', 'long', 'A < B ? -1 : A > B')}
${tracer('tdown4', 'long', 'A > B ? -1 : A < B')}
${tracer('tmod4', 'long', '(int)(A & 3) - (int)(B & 3)')}
${tracer('tzero4', 'long', '0')}

${C_SCREEN}`;
}

export interface Textgen10Program {
  seed: number;
  name: string;
  body: string;
}

/** The program of `seed`. */
export function generateText10(seed: number): Textgen10Program {
  const r = new Rng(seed * 2654435761 + 10);
  const scenes: string[] = [];
  for (let s = 1; s <= TEXTGEN10_SCENES; s++) {
    const steps = Array.from({ length: r.int(6, 12) }, () => step(r));
    scenes.push(`static void s${s}(void)\n{\n${steps.map((x) => `  ${x}\n`).join('')}  screen(${s});\n}\n`);
  }
  const lb1 = r.pick([['"ab\\r\\ncd"', 6], ['"0123456789"', 10], ['"\\r\\n\\r\\n"', 4], ['"x"', 1]] as const);
  const opens = [0, 1, 2].map((q) => `  fs[${q}] = fopen(fnm[${q}], "${r.pick(['r', 'rb', 'r+', 'r+b', 'a+', 'w+', 'rt', 'a'])}");\n`).join('');
  const body = `${prelude()}
${scenes.join('\n')}
int main(void)
{
  clrscr();
  f = fopen("TX.OUT", "wb");
  /* the heap's marks: the first block and coreleft after it, the first far block and farcoreleft */
  getcwd(home, 80);
  hp0 = malloc(1);
  c0 = coreleft();
  fm0 = farmalloc(16L);
  fc0 = farcoreleft();
  /* the streams' files: line ends of both kinds, a lone CR, a Ctrl-Z and text after it */
  mk("FQ0.TMP", "first\\r\\nsecond\\nthird\\r\\r\\n\\032after\\r\\n", 31);
  mk("FQ1.TMP", ${lb1[0]}, ${lb1[1]});
  mk("FQ2.TMP", "", 0);
  mk("FQX.TMP", "x", 1);
${opens}  s1();
  s2();
  s3();
  s4();
  s5();
  fprintf(f, "end\\n");
  fcloseall();
  for (n = 0; n < 3; n++) unlink(fnm[n]);
  unlink("FQ3.TMP");
  unlink("FQ4.TMP");
  _chmod("FQ5.TMP", 1, 0);
  unlink("FQ5.TMP");
  _chmod("FQX.TMP", 1, 0);
  unlink("FQX.TMP");
  unlink("FQD\\\\IN.TMP");
  unlink("FQE\\\\A.TMP");
  rmdir("FQD\\\\SUB");
  rmdir("FQD");
  rmdir("FQE");
  return 0;
}
`;
  return { seed, name: textgen10Name(seed), body };
}

/** The fixtures: test/fixtures/oracle-text-v10/oracle.txt, as version 8's (hashes of the parts, the text of one program in ten). */
export const text10Fixtures = (file = 'oracle.txt'): string => text8Fixtures(file).replace(/oracle-text-v8/, 'oracle-text-v10');
export const text10Checked = (name: string): boolean => (textgen10Seed(name) ?? 1) % 10 === 0;
export const readText10Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, text10Fixtures(file));

/** Every program against its oracle: OUT/text.txt and OUT/text-facts.txt, version 8's way. */
export function compareText10(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: 10, source: 'textgen10.ts', checked: text10Checked, file: TEXTGEN8_FILE, what: 'generated library programs', report: 'text', crlf: false,
    run: (source, name) => runText8(source, name, true),
  });
}
