// More of the library check's programs (issue #26): where the other programs call a name a few
// times, these call it in long seeded sequences or over a whole grid of inputs — the near heap's
// malloc/calloc/realloc/free in random orders (the blocks' places relative to the first, what
// coreleft loses, what realloc keeps), printf's float conversions at every precision on values at
// the rounding edges, sscanf's every conversion on a grid of odd texts, and the v… forms of
// printf and scanf. tools/libcheck.mjs writes them (gen) and runs them in DOSBox (oracle).

/**
 * The near heap in a random order of calls on ten slots: each block's place relative to the first
 * block (so the numbers do not depend on where the heap starts), what coreleft lost since the start,
 * how many bytes of a block realloc did not keep, how many bytes calloc did not clear. The live bytes
 * stay far below what the heap has, so no call fails for want of room (a failure would depend on the
 * program's own size), except the few asked past 64 KB.
 */
function heapProgram(r, name, small) {
  const lines = ['fprintf(o, "start\\n"); l2 = coreleft(); base = malloc(1); fprintf(o, "%d\\n", base != NULL);'];
  const size = () => (small ? r.pick([() => r.int(1, 12), () => r.int(13, 40), () => r.int(1, 64)]) : r.pick([() => r.int(1, 40), () => r.int(41, 300), () => r.int(300, 2000), () => r.int(2000, 5000)]))();
  const live = new Array(10).fill(0);
  const show = (k) => `l1 = coreleft(); S(${k});`;
  for (let i = 0; i < 260; i++) {
    const k = r.int(0, 9);
    const total = live.reduce((a, b) => a + b, 0);
    const op = r.pick(['malloc', 'malloc', 'free', 'free', 'realloc', 'realloc', 'calloc', 'huge']);
    if (live[k] === 0 && op !== 'huge') {
      const s = size();
      if (total + s > 14000) { lines.push(`fprintf(o, "skip\\n");`); continue; }
      if (op === 'calloc') {
        const m = r.pick([1, 2, 3, 4, 7]), c = Math.max(1, Math.floor(s / m));
        lines.push(`p[${k}] = calloc(${c}, ${m}); sz[${k}] = ${c * m}; i1 = Z(${k}); F(${k}); ${show(k)} fprintf(o, " %d\\n", i1);`);
        live[k] = c * m;
      } else if (op === 'realloc') {
        lines.push(`p[${k}] = realloc(NULL, ${s}); sz[${k}] = ${s}; F(${k}); ${show(k)} fprintf(o, "\\n");`);
        live[k] = s;
      } else {
        lines.push(`p[${k}] = malloc(${s}); sz[${k}] = ${s}; F(${k}); ${show(k)} fprintf(o, "\\n");`);
        live[k] = s;
      }
    } else if (op === 'huge') {
      lines.push(`errno = 0; q = ${r.pick(['malloc(65535U)', 'malloc(65000U)', 'malloc(60000U)', 'calloc(300, 300)', 'malloc(0)', 'calloc(0, 9)'])}; fprintf(o, "%d %d\\n", q != NULL, errno); if (q) free(q);`);
    } else if (op === 'free' || op === 'malloc' || op === 'calloc') {
      lines.push(`free(p[${k}]); p[${k}] = NULL; sz[${k}] = 0; ${show(k)} fprintf(o, "\\n");`);
      live[k] = 0;
    } else {
      const s = r.chance(0.08) ? 0 : size();
      if (total - live[k] + s > 14000) { lines.push(`fprintf(o, "skip\\n");`); continue; }
      // a realloc that gives NULL (size 0) frees the block: the slot is empty after
      lines.push(`q = realloc(p[${k}], ${s}); i1 = q == NULL ? -1 : C(q, ${k}, ${Math.min(s, live[k])}); if (q || ${s} == 0) { p[${k}] = q; sz[${k}] = ${s}; F(${k}); } ${show(k)} fprintf(o, " %d\\n", i1);`);
      live[k] = s;
    }
  }
  lines.push('for (i1 = 0; i1 < 10; i1++) if (p[i1]) free(p[i1]); l1 = coreleft(); fprintf(o, "%ld\\n", l2 - l1);');
  lines.push('free(base); l1 = coreleft(); fprintf(o, "%ld\\n", l2 - l1);');
  return [name, lines, `#include <alloc.h>
char *p[10], *base, *q;
unsigned sz[10];
/* fill slot k's bytes with a pattern of its own */
void F(int k)
{
  unsigned i;
  if (p[k]) for (i = 0; i < sz[k]; i++) p[k][i] = (char)(k * 7 + i);
}
/* how many of the first m bytes at x are not slot k's pattern */
int C(char *x, int k, unsigned m)
{
  unsigned i;
  int bad = 0;
  for (i = 0; i < m; i++) if (x[i] != (char)(k * 7 + i)) bad++;
  return bad;
}
/* how many of slot k's bytes are not 0 (-1: no block) */
int Z(int k)
{
  unsigned i;
  int bad = 0;
  if (!p[k]) return -1;
  for (i = 0; i < sz[k]; i++) if (p[k][i]) bad++;
  return bad;
}
/* slot k's place from the first block, and what coreleft lost (l1: coreleft at the case, l2 at the start) */
void S(int k)
{
  fprintf(o, "%d %ld", p[k] ? (int)(p[k] - base) : -1, l2 - l1);
}
`];
}

/** Values where printf's float rounding has an edge: ties in binary and decimal, 9s that carry, powers of ten, the smallest and largest. */
const ROUNDING_VALUES = [
  0, -0, 0.5, 1.5, 2.5, -2.5, 3.5, 0.05, 0.15, 0.25, 0.35, 0.45, 0.125, 0.375, 1.005, 1.015, 1.025, 2.675, 4.35, 8.345, 5.5, 6.5,
  9.5, 99.5, 999.5, 0.95, 0.995, 0.9995, 9.9999, 0.99999, 99999.95, 123456.5, 1 / 3, 2 / 3, 0.1, 0.7, 1e-5, 9.5e-5, 0.0001, 0.00009999,
  2 ** -15, 2 ** -20, 1e15, 1e15 + 0.5, 1e16, 1e17, 2 ** 53 + 2, 1e21, 1e22, 123456789012345680, 6.02e23, 1e100, 1e-100, 1e-300,
  2.2250738585072014e-308, 1e-310, 5e-324, 1.7976931348623157e308, 0.000123456789, 65535.5,
];

/** A C initializer for the exact double `v`: its four words, high to low, as D() takes them. */
function words(v) {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v, true);
  return `{${[3, 2, 1, 0].map((i) => `0x${dv.getUint16(2 * i, true).toString(16).toUpperCase()}`).join(', ')}}`;
}

/**
 * printf's %e, %f, %g, %#g and %#E at every precision 0…17 on each value, and the count printf
 * returns: a table of values and a loop (one case a line of output), as a case a C line would not
 * fit TC's 64 KB of code.
 */
function printfSweep() {
  return ['PG1', [
    'for (i1 = 0; i1 < sizeof V / sizeof V[0]; i1++) for (i2 = 0; i2 <= 17; i2++) { g1 = D(V[i1][0], V[i1][1], V[i1][2], V[i1][3]); if (fabs(g1) < 1e22) n = fprintf(o, "%.*e|%.*f|%.*g|%#.*g|%#.*E", i2, g1, i2, g1, i2, g1, i2, g1, i2, g1); else n = fprintf(o, "%.*e|%.*g|%#.*g|%#.*E", i2, g1, i2, g1, i2, g1, i2, g1); fprintf(o, " %d\\n", n); }',
  ], `unsigned V[][4] = {\n${ROUNDING_VALUES.map((v) => `  ${words(v)},\n`).join('')}};\n`];
}

/**
 * sscanf's conversions on a grid of texts (a seeded third of it; SN2 the rest): the count, the target, and %n's
 * count after it (-1: not reached). A table of (text, conversion) pairs and a loop, one line each.
 */
function scanGrid(r, lit, name = 'SN1', rest = false) {
  const CONVS = [
    ['%d', 'i'], ['%i', 'i'], ['%o', 'i'], ['%x', 'i'], ['%X', 'i'], ['%u', 'i'], ['%hd', 'i'], ['%hx', 'i'], ['%ld', 'l'], ['%li', 'l'], ['%lx', 'l'], ['%lo', 'l'],
    ['%lu', 'l'], ['%D', 'l'], ['%I', 'l'], ['%U', 'l'], ['%3d', 'i'], ['%1i', 'i'], ['%2x', 'i'], ['%2i', 'i'], ['%3i', 'i'], ['%5ld', 'l'],
    ['%e', 'f'], ['%f', 'f'], ['%g', 'f'], ['%lf', 'g'], ['%le', 'g'], ['%E', 'f'], ['%4f', 'f'], ['%2lf', 'g'], ['%1f', 'f'], ['%Lf', 'L'],
    ['%s', 's'], ['%3s', 's'], ['%1s', 's'], ['%c', 'c'], ['%3c', 'c'], ['%[a-c]', 's'], ['%[^,]', 's'], ['%[]a]', 's'], ['%[a-]', 's'], ['%[-a]', 's'],
    ['%[^]x]', 's'], ['%[c-a]', 's'], ['%2[0-9]', 's'], ['%[0-9a-fx]', 's'], ['%*d%d', 'i'], ['%*s%c', 'c'], ['%*c%d', 'i'], ['% d', 'i'], [' %c', 'c'],
    ['%p', 'p'], ['x%d', 'i'], ['%%%d', 'i'], ['%d,', 'i'], ['-%d', 'i'], ['%d%%', 'i'],
  ];
  const TEXTS = ['', ' ', '0', '-0', '+', '-', '12', '-12', '+7', '  42', '\t\n 5', '0x1F', '0X', '0x', '017', '08', '019', '1e5', '1.5', '.5', '-.5',
    '1.', '.', 'e5', '1e', '1e+', '1e-2x', '3.4e38', '3.5e38', '1e400', '1e-400', '1e-50', '32767', '32768', '65536', '-32769', '2147483648', '4294967296',
    'abc', 'a-c]x', ']a', 'ba,c', 'ffff', 'FfG', '-0x10', ',x', 'x5', '%7', '-%3', '5%', '123456789012', '0.000001e6', '-+1', '--1', '0x-1', '1-2'];
  const KINDS = 'ilfgLscp';
  const pairs = [];
  // (SN2: the rest of the grid, the pairs SN1's draw left out)
  TEXTS.forEach((_, t) => CONVS.forEach((_, c) => { if (r.chance(0.3) !== rest) pairs.push(`{${t}, ${c}}`); }));
  return [name, [
    'for (i3 = 0; i3 < sizeof P / sizeof P[0]; i3++) G(T[P[i3][0]], C[P[i3][1]], K[P[i3][1]]);',
  ], `long double ld;
void *vp;
char *T[] = {${TEXTS.map((t) => lit(t)).join(', ')}};
char *C[] = {${CONVS.map(([c]) => lit(`${c}%n`)).join(', ')}};
char K[] = "${CONVS.map(([, k]) => KINDS.indexOf(k)).join('')}";
int P[][2] = {${pairs.join(', ')}};
/* s1's control characters as letters (a newline printed would shift the lines) */
void Q(void)
{
  for (e = s1; *e; e++) if (*e < 32) *e += 64;
}
/* one sscanf of text t by format f into a target of kind k, and what it left */
void G(char *t, char *f, char k)
{
  i1 = -999; l1 = -999L; f1 = -9; g1 = -9; ld = -9; vp = (void *)999; memset(s1, 0, 40); s1[0] = 64; i2 = -1;
  switch (k) {
  case '0': n = sscanf(t, f, &i1, &i2); fprintf(o, "%d %d", n, i1); break;
  case '1': n = sscanf(t, f, &l1, &i2); fprintf(o, "%d %ld", n, l1); break;
  case '2': n = sscanf(t, f, &f1, &i2); fprintf(o, "%d ", n); H(f1); break;
  case '3': n = sscanf(t, f, &g1, &i2); fprintf(o, "%d ", n); H(g1); break;
  case '4': n = sscanf(t, f, &ld, &i2); fprintf(o, "%d ", n); H((double)ld); break;
  case '5': n = sscanf(t, f, s1, &i2); Q(); fprintf(o, "%d [%s]", n, s1); break;
  case '6': memset(s1, 64, 4); n = sscanf(t, f, s1, &i2); Q(); fprintf(o, "%d [%s]", n, s1); break;
  default: n = sscanf(t, f, &vp, &i2); fprintf(o, "%d %04X", n, (unsigned)vp);
  }
  fprintf(o, " %d\\n", i2);
}
`];
}

/** The v… forms of printf and scanf through functions of the program's own with `...`, and tmpfile, fdopen and setbuf's streams. */
function variadicForms(r, dbl) {
  const lines = [];
  const FMTS = [['%d|%5d|%-5d|', '42, -7, 3'], ['%s/%c/%x', '"ab", 65, 255'], ['%ld %lu', '-70000L, 4000000000UL'], ['%8.3f %e', `${dbl(2.5)}, ${dbl(-1e-5)}`], ['%g %G', `${dbl(1e20)}, ${dbl(1e-5)}`], ['%%%n', '&i3'], ['', '0']];
  for (const [f, a] of FMTS) {
    lines.push(`i3 = -1; n = SP(b, "${f}", ${a}); fprintf(o, "%d [%s] %d\\n", n, b, i3);`);
    lines.push(`i3 = -1; n = FP(o, "${f}", ${a}); fprintf(o, " %d %d\\n", n, i3);`);
  }
  const SCANS = [['12 abc 3.5', '%d %s %lf', '&i1, s1, &g1'], ['0x1f,017', '%i,%i', '&i1, &i2'], ['  x', '%c%n', 's1, &i2'], ['', '%d', '&i1'], ['7 8', '%*d %d', '&i1'], ['abc', '%[a-b]%n', 's1, &i2']];
  for (const [t, f, a] of SCANS) {
    lines.push(`i1 = i2 = -9; g1 = -9; memset(s1, 0, 40); n = SS("${t}", "${f}", ${a}); fprintf(o, "%d %d %d [%s] ", n, i1, i2, s1); H(g1); fprintf(o, "\\n");`);
    lines.push(`t = fopen("VA.DAT", "w+"); fputs("${t}", t); rewind(t); i1 = i2 = -9; g1 = -9; memset(s1, 0, 40); n = FS(t, "${f}", ${a}); fprintf(o, "%d %d %d [%s] %d ", n, i1, i2, s1, fgetc(t)); H(g1); fprintf(o, "\\n"); fclose(t);`);
  }
  lines.push('unlink("VA.DAT"); t = tmpfile(); fprintf(o, "%d ", t != NULL); n = fputs("one\\ntwo\\n", t); fprintf(o, "%d %ld ", n, ftell(t)); rewind(t); fgets(b, 80, t); fprintf(o, "[%s] %ld\\n", strtok(b, "\\n"), ftell(t)); fclose(t);');
  lines.push('t = tmpfile(); u = tmpfile(); fprintf(o, "%d %d %d\\n", t != NULL, u != NULL, fileno(u) - fileno(t)); fclose(u); fclose(t);');
  lines.push('fd = open("VB.DAT", O_RDWR | O_CREAT | O_TRUNC | O_BINARY, S_IREAD | S_IWRITE); write(fd, "x\\r\\ny\\032z", 6); lseek(fd, 0L, 0); t = fdopen(fd, "r"); fprintf(o, "%d ", t != NULL); while ((n = fgetc(t)) != EOF) fprintf(o, "%02X", n); fprintf(o, " %d\\n", feof(t) != 0); fclose(t);');
  lines.push('fd = open("VB.DAT", O_RDWR | O_BINARY); t = fdopen(fd, "rb"); fprintf(o, "%d ", t != NULL); while ((n = fgetc(t)) != EOF) fprintf(o, "%02X", n); fprintf(o, " %ld\\n", ftell(t)); fclose(t);');
  lines.push('fd = open("VB.DAT", O_RDWR | O_BINARY); t = fdopen(fd, "a"); n = fputs("\\nend", t); fprintf(o, "%d %ld ", n, ftell(t)); fclose(t); fprintf(o, "%ld\\n", F());');
  lines.push('fd = open("VB.DAT", O_RDONLY); t = fdopen(fd, "w"); fprintf(o, "%d ", t != NULL); n = fputc(65, t); i1 = fflush(t); fprintf(o, "%d %d %d\\n", n, i1, ferror(t) != 0); fclose(t);');
  lines.push('errno = 0; t = fdopen(fd, "r"); fprintf(o, "%d %d\\n", t != NULL, errno); if (t) fclose(t);');
  // setbuf's and setvbuf's buffer is TC's: what the stream wrote or read shows in it (a second handle's filelength does not show
  // what one wrote before it is closed: DOSBox's host file keeps it)
  lines.push('t = fopen("VB.DAT", "w"); setbuf(t, NULL); fputs("abc", t); fclose(t); t = fopen("VB.DAT", "w"); memset(bb, 46, 16); setbuf(t, bb); fputs("abcd", t); B(); fclose(t); fprintf(o, "%ld\\n", F());');
  lines.push('t = fopen("VB.DAT", "r"); memset(bb, 46, 16); setbuf(t, bb); n = fgetc(t); fprintf(o, "%d ", n); B(); fclose(t); fprintf(o, "\\n");');
  lines.push('t = fopen("VB.DAT", "w"); memset(bb, 46, 16); setvbuf(t, bb, _IOFBF, 6); fputs("xy\\nz", t); B(); fputs("1234567", t); B(); fflush(t); B(); fputs("\\n\\n", t); B(); fclose(t); fprintf(o, "%ld\\n", F());');
  lines.push('t = fopen("VB.DAT", "r"); memset(bb, 46, 16); setvbuf(t, bb, _IOFBF, 6); n = fgetc(t); fprintf(o, "%d ", n); B(); while (fgetc(t) != \'1\'); B(); n = ungetc(90, t); B(); fclose(t); fprintf(o, "\\n");');
  lines.push('t = fopen("VB.DAT", "rb"); memset(bb, 46, 16); setvbuf(t, bb, _IOLBF, 6); n = fgetc(t); fprintf(o, "%d ", n); B(); fclose(t); fprintf(o, "\\n");');
  lines.push('t = fopen("VB.DAT", "a"); memset(bb, 46, 16); setvbuf(t, bb, _IOFBF, 8); fputs("q\\n", t); B(); fclose(t); fprintf(o, "%ld\\n", F());');
  // the error flag and writes: after a failed fputc (a write straight after a read), a seek, then clearerr
  for (const open of ['t = fopen("VB.DAT", "r+");', 'fd = open("VB.DAT", O_RDWR); t = fdopen(fd, "r+");', 'fd = open("VB.DAT", O_RDONLY); t = fdopen(fd, "r+");']) {
    lines.push(`errno = 0; ${open} n = fgetc(t); i1 = fputc(65, t); i2 = fseek(t, 0L, 1); i3 = fputc(66, t); fprintf(o, "%d %d %d %d %d ", n, i1, i2, i3, ferror(t) != 0); clearerr(t); n = fputc(67, t); i1 = fflush(t); fprintf(o, "%d %d %d %d\\n", n, i1, ferror(t) != 0, errno); fclose(t);`);
    lines.push(`errno = 0; ${open} n = fgetc(t); i2 = fseek(t, 0L, 1); i3 = fputc(68, t); i1 = fflush(t); fprintf(o, "%d %d %d %d %d %d\\n", n, i2, i3, i1, ferror(t) != 0, errno); fclose(t);`);
  }
  lines.push('t = fopen("VB.DAT", "r"); setbuf(t, NULL); n = fgetc(t); i1 = ungetc(90, t); i2 = fgetc(t); i3 = fgetc(t); fprintf(o, "%d %d %d %d %ld\\n", n, i1, i2, i3, ftell(t)); fclose(t); unlink("VB.DAT");');
  // fdopen: the stream's text or binary mode against the handle's, where "a" writes, a handle DOS opened for reading or writing only
  const MK = (bytes, n, hm) => `fd = open("VC.DAT", O_RDWR | O_CREAT | O_TRUNC | O_BINARY, S_IREAD | S_IWRITE); write(fd, "${bytes}", ${n}); close(fd); fd = open("VC.DAT", ${hm});`;
  for (const hm of ['O_RDWR | O_TEXT', 'O_RDWR | O_BINARY']) {
    for (const sm of ['r', 'rt', 'rb', 'r+']) {
      lines.push(`${MK('x\\r\\ny\\032z\\r\\n', 8, hm)} t = fdopen(fd, "${sm}"); n = fgetc(t); i1 = fgetc(t); i2 = fgetc(t); fprintf(o, "%d %d %d %ld |", n, i1, i2, ftell(t)); while ((n = fgetc(t)) != EOF) fprintf(o, " %02X", n); fprintf(o, " %ld %d\\n", ftell(t), feof(t) != 0); fclose(t);`);
    }
    for (const sm of ['w', 'wt', 'wb', 'a', 'at', 'ab', 'r+', 'a+']) {
      lines.push(`${MK('12345', 5, hm)} lseek(fd, 1L, 0); t = fdopen(fd, "${sm}"); n = fputs("a\\nb", t); l1 = ftell(t); i1 = fclose(t); fprintf(o, "%d %ld %d |", n, l1, i1); X();`);
    }
  }
  lines.push(`errno = 0; ${MK('abc', 3, 'O_RDONLY')} t = fdopen(fd, "w"); n = fputc(65, t); i1 = fflush(t); fprintf(o, "%d %d %d %d |", n, i1, ferror(t) != 0, errno); fclose(t); X();`);
  lines.push(`errno = 0; ${MK('abc', 3, 'O_RDONLY')} t = fdopen(fd, "r+"); n = fgetc(t); i1 = fputc(65, t); i2 = fseek(t, 0L, 2); i3 = fputc(66, t); fprintf(o, "%d %d %d %d %d %d %d |", n, i1, i2, i3, fflush(t), ferror(t) != 0, errno); fclose(t); X();`);
  lines.push(`errno = 0; ${MK('abc', 3, 'O_WRONLY')} t = fdopen(fd, "r"); n = fgetc(t); fprintf(o, "%d %d %d %d\\n", n, ferror(t) != 0, feof(t) != 0, errno); fclose(t);`);
  for (const sm of ['r+b', 'rb+', 'rt+', 'x', '', 'wr', 'a+b']) {
    lines.push(`errno = 0; ${MK('abc', 3, 'O_RDWR')} t = fdopen(fd, "${sm}"); fprintf(o, "%d %d", t != NULL, errno); if (t) { fprintf(o, " %d", fgetc(t)); fclose(t); } else close(fd); fprintf(o, "\\n");`);
  }
  lines.push('unlink("VC.DAT"); fprintf(o, "end\\n");');
  void r;
  return ['VA1', lines, `#include <stdarg.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
FILE *t, *u;
int fd;
char bb[BUFSIZ];
/* the v… forms through functions of the program's own with ... */
#define V(name, T, call) int name(T s, char *f, ...) { va_list a; int k; va_start(a, f); k = call(s, f, a); va_end(a); return k; }
V(SP, char *, vsprintf)
V(FP, FILE *, vfprintf)
V(SS, char *, vsscanf)
V(FS, FILE *, vfscanf)
/* bb's first 16 bytes, in hex */
void B(void)
{
  int k;
  for (k = 0; k < 16; k++) fprintf(o, "%02X", bb[k] & 255);
  fprintf(o, " ");
}
/* VC.DAT's bytes, in hex */
void X(void)
{
  int h = open("VC.DAT", O_RDONLY | O_BINARY), k;
  while (read(h, &k, 1) == 1) fprintf(o, " %02X", k & 255);
  fprintf(o, "\\n");
  close(h);
}
/* VB.DAT's length as another handle sees it */
long F(void)
{
  int h = open("VB.DAT", O_RDONLY);
  long n = filelength(h);
  close(h);
  return n;
}
`];
}

/**
 * stdio's streams in long random orders of calls on two files, text and binary, with small
 * buffers (setvbuf's sizes 1…20, the library's or the program's own, full, line or none) so
 * that fills and flushes fall inside the calls: each result, ftell, the flags; at the end the
 * files' bytes. Texts carry LF, CR LF, a lone CR and Ctrl-Z.
 */
function streamFuzz(r, name, count) {
  const lines = [`f[0] = f[1] = NULL; unlink("${name}A.DAT"); unlink("${name}B.DAT"); fprintf(o, "start\\n");`];
  const MODES = ['w+', 'w+b', 'r+', 'r+b', 'a+', 'a+b', 'r', 'rb', 'w', 'wb', 'a', 'w+t', 'r+t', 'ab'];
  const TEXTS = ['hello', 'a\\nb\\n', 'x\\r\\ny', '\\n\\n', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'z\\032z', 'one\\ntwo\\nthree\\n', '12 34\\n-5\\n', 'cr\\rlf', '0123456789012345678901234567890123456789'];
  const g = (k) => `if (f[${k}] == NULL) fprintf(o, "-\\n"); else`;
  // (the error flag cleared once shown: TC's writes while it stands fail where its buffer needs
  // filling or emptying, FILE's level, which is not modelled)
  const S = (k) => `S(${k});`;
  // (a line-buffered stream's fread hangs TC's program: oracle SER; none on one)
  const lineBuffered = [false, false];
  for (let i = 0; i < count; i++) {
    const k = r.int(0, 1), nm = `"${name}${'AB'[k]}.DAT"`;
    let op = r.pick(['open', 'open', 'close', 'putc', 'puts', 'puts', 'printf', 'write', 'getc', 'getc', 'gets', 'read', 'read', 'scanf', 'ungetc', 'seek', 'seek', 'seek', 'tell', 'rewind', 'eof', 'flush']);
    if (op === 'read' && lineBuffered[k]) op = 'getc';
    switch (op) {
      case 'open': {
        lines.push(`errno = 0; if (f[${k}]) fclose(f[${k}]); f[${k}] = fopen(${nm}, "${r.pick(MODES)}"); fprintf(o, "%d %d\\n", f[${k}] != NULL, errno);`);
        lineBuffered[k] = false;
        if (r.chance(0.7)) {
          const type = r.pick(['_IOFBF', '_IOFBF', '_IOLBF', '_IONBF']);
          lineBuffered[k] = type === '_IOLBF';
          lines.push(`${g(k)} { n = setvbuf(f[${k}], ${r.chance(0.5) ? `ub[${k}]` : 'NULL'}, ${type}, ${r.int(1, 20)}); fprintf(o, "%d\\n", n); }`);
        }
        break;
      }
      case 'close': lines.push(`${g(k)} { n = fclose(f[${k}]); f[${k}] = NULL; fprintf(o, "%d\\n", n); }`); break;
      case 'putc': lines.push(`${g(k)} { n = fputc(${r.pick([65, 10, 13, 26, 255, 48 + r.int(0, 9)])}, f[${k}]); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'puts': lines.push(`${g(k)} { n = fputs("${r.pick(TEXTS)}", f[${k}]); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'printf': lines.push(`${g(k)} { n = fprintf(f[${k}], "%d %s\\n", ${r.int(-999, 999)}, "${r.pick(['w', 'word', 'x\\ny'])}"); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'write': {
        // (no further than the text's bytes: past them is whatever the program's data holds there)
        const t = r.pick(TEXTS), size = r.pick([1, 2, 3, 5]), len = t.replace(/\\(0\d\d|.)/g, '.').length;
        lines.push(`${g(k)} { n = fwrite("${t}", ${size}, ${r.int(0, Math.floor(len / size))}, f[${k}]); fprintf(o, "%d", n); ${S(k)} }`);
        break;
      }
      case 'getc': lines.push(`${g(k)} { n = fgetc(f[${k}]); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'gets': lines.push(`${g(k)} { memset(b, 0, 60); e = fgets(b, ${r.pick([1, 2, 3, 8, 30, 50])}, f[${k}]); Q(); fprintf(o, "%d [%s]", e == b, b); ${S(k)} }`); break;
      case 'read': lines.push(`${g(k)} { memset(b, 0, 60); n = fread(b, ${r.pick([1, 2, 4, 7])}, ${r.int(0, 8)}, f[${k}]); Q(); fprintf(o, "%d [%s]", n, b); ${S(k)} }`); break;
      case 'scanf': {
        const [fmt, args] = r.pick([['%d', '&i1'], ['%s', 'b'], ['%d%s', '&i1, b'], ['%c', 'b'], ['%3c', 'b'], ['%[^\\n]', 'b'], [' %d', '&i1'], ['%d%n', '&i1, &i2']]);
        lines.push(`${g(k)} { i1 = i2 = -9; memset(b, 0, 60); n = fscanf(f[${k}], "${fmt}", ${args}); Q(); fprintf(o, "%d %d %d [%s]", n, i1, i2, b); ${S(k)} }`);
        break;
      }
      case 'ungetc': lines.push(`${g(k)} { n = ungetc(${r.pick([66, 10, 13])}, f[${k}]); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'seek': lines.push(`${g(k)} { n = fseek(f[${k}], ${r.pick([0, 1, 2, 3, 5, 9, 17, 30, -1, -2, -5, 100, -100])}L, ${r.pick([0, 0, 1, 1, 2, 2])}); fprintf(o, "%d", n); ${S(k)} }`); break;
      case 'tell': lines.push(`${g(k)} { l1 = ftell(f[${k}]); n = fseek(f[${k}], l1, 0); fprintf(o, "%ld %d", l1, n); ${S(k)} }`); break;
      case 'rewind': lines.push(`${g(k)} { rewind(f[${k}]); fprintf(o, "r"); ${S(k)} }`); break;
      case 'eof': lines.push(`${g(k)} { fprintf(o, "%d %d", feof(f[${k}]) != 0, ferror(f[${k}]) != 0); clearerr(f[${k}]); ${S(k)} }`); break;
      default: lines.push(`${g(k)} { n = fflush(f[${k}]); fprintf(o, "%d", n); ${S(k)} }`);
    }
  }
  lines.push(`for (i1 = 0; i1 < 2; i1++) if (f[i1]) fclose(f[i1]); f[0] = fopen("${name}A.DAT", "rb"); f[1] = fopen("${name}B.DAT", "rb"); fprintf(o, "%d %d\\n", f[0] != NULL, f[1] != NULL);`);
  lines.push('for (i1 = 0; i1 < 2; i1++) if (f[i1]) { while ((n = getc(f[i1])) != EOF) fprintf(o, "%02X", n); fprintf(o, "|"); fclose(f[i1]); } fprintf(o, "\\n");');
  lines.push(`unlink("${name}A.DAT"); unlink("${name}B.DAT"); fprintf(o, "end\\n");`);
  return [name, lines, `FILE *f[2];
char ub[2][24];
/* stream k's position and flags */
void S(int k)
{
  fprintf(o, " %ld %d %d\\n", ftell(f[k]), feof(f[k]) != 0, ferror(f[k]) != 0);
  if (ferror(f[k])) clearerr(f[k]);
}
/* b's control characters as letters */
void Q(void)
{
  for (e = b; e < b + 59; e++) if (*e && (unsigned char)*e < 32) *e += 64;
}
`];
}

/**
 * fscanf's conversions on files holding NUL bytes (which sscanf's strings cannot), buffered and
 * not, and what getc and ftell find after each.
 */
function nulScans(lit) {
  const FILES = ['a\\0bc d', '\\0\\0x y', 'ab\\0', '\\0', ' \\0\\0 z', '12\\0 3', '\\n\\0N', 'ab\\0cd\\nx', '\\0\\0\\0\\0\\0 q', 'x\\0\\0'];
  const lens = FILES.map((t) => t.replace(/\\(0\d\d|.)/g, '.').length);
  const FMTS = [['%s', 'b'], ['%3s', 'b'], ['%c', 'b'], ['%2c', 'b'], ['%d', '&i1'], ['%[^\\n]', 'b'], ['%[a-z]', 'b'], ['%s%n', 'b, &i2'], [' %s', 'b']];
  const lines = [];
  FILES.forEach((t, k) => {
    for (const [fmt, args] of FMTS) {
      for (const buf of ['', ' setvbuf(f, NULL, _IONBF, 0);']) {
        lines.push(`f = fopen("NU.DAT", "wb"); fwrite("${t}", 1, ${lens[k]}, f); fclose(f); f = fopen("NU.DAT", "rb");${buf} memset(b, 35, 10); b[10] = 0; i1 = i2 = -9; n = fscanf(f, "${fmt}", ${args}); fprintf(o, "%d %d %d %ld ", n, i1, i2, ftell(f)); for (i3 = 0; i3 < 6; i3++) fprintf(o, "%02X", b[i3] & 255); fprintf(o, " %d\\n", fgetc(f)); fclose(f);`);
      }
    }
  });
  lines.push('unlink("NU.DAT"); fprintf(o, "end\\n");');
  void lit;
  return ['NU1', lines, 'FILE *f;\n'];
}

/**
 * A text read meeting a Ctrl-Z with buffers of each size, and the handle's read() likewise: TC
 * seeks back from the end of the file, not from where it read (the handle lands there unless the
 * read reached the end), and reads nothing more until an lseek; ftell and fflush of a
 * line-buffered stream drop what it holds unread; an unbuffered stream takes the Ctrl-Z as a
 * character. A whole program: files of each length with the Ctrl-Z at 0, 1 or 5.
 */
function ctrlZProgram() {
  const lines = [];
  for (const len of [3, 4, 10, 100, 157, 300, 600]) {
    for (const bs of [1, 2, 3, 4, 512]) {
      for (const zat of [0, 1, 5]) {
        if (zat < len) lines.push(`MK(${len}, ${zat}); f = fopen("CZ.DAT", "r"); setvbuf(f, NULL, _IOFBF, ${bs}); n = fgetc(f); i1 = fgetc(f); l1 = ftell(f); i2 = feof(f) != 0; i3 = fgetc(f); fprintf(o, "${len} ${bs} ${zat}: %d %d %ld %d %d %ld\\n", n, i1, l1, i2, i3, ftell(f)); fclose(f);`);
      }
    }
  }
  for (const len of [3, 10, 600]) {
    for (const type of ['_IONBF', '_IOLBF']) {
      for (const zat of [0, 1, 5]) {
        if (zat < len) lines.push(`MK(${len}, ${zat}); f = fopen("CZ.DAT", "r"); setvbuf(f, NULL, ${type}, 4); n = fgetc(f); i1 = fgetc(f); l1 = ftell(f); i2 = feof(f) != 0; i3 = fgetc(f); fprintf(o, "${len} ${type} ${zat}: %d %d %ld %d %d %ld\\n", n, i1, l1, i2, i3, ftell(f)); fclose(f);`);
      }
    }
    for (const k of [1, 4, 512]) {
      for (const zat of [0, 1, 5]) {
        if (zat < len) lines.push(`MK(${len}, ${zat}); h = open("CZ.DAT", O_RDONLY | O_TEXT); n = read(h, b, ${k}); l1 = tell(h); i1 = read(h, b, ${k}); l2 = tell(h); i2 = read(h, b, ${k}); fprintf(o, "${len} read ${k} ${zat}: %d %ld %d %ld %d %d %ld\\n", n, l1, i1, l2, i2, eof(h), tell(h)); close(h);`);
      }
    }
    lines.push(`MK(${len}, 0); f = fopen("CZ.DAT", "r"); setvbuf(f, NULL, _IOFBF, 2); n = fgetc(f); i1 = fgetc(f); i2 = fgetc(f); i3 = fgetc(f); fprintf(o, "${len} noftell: %d %d %d %d %ld\\n", n, i1, i2, i3, ftell(f)); fclose(f);`);
    lines.push(`MK(${len}, 0); f = fopen("CZ.DAT", "r"); setvbuf(f, NULL, _IOFBF, 2); n = fgetc(f); clearerr(f); i1 = fgetc(f); fseek(f, 0L, 1); i2 = fgetc(f); fprintf(o, "${len} seekcur: %d %d %d %ld\\n", n, i1, i2, ftell(f)); fclose(f);`);
  }
  for (const mode of ['rb', 'r']) {
    for (const bs of [4, 512]) {
      for (const [tag, type] of [['lbf', '_IOLBF'], ['fbf', '_IOFBF']]) {
        lines.push(`MK(10, 99); f = fopen("CZ.DAT", "${mode}"); setvbuf(f, NULL, ${type}, ${bs}); n = fgetc(f); i1 = fgetc(f); l1 = ftell(f); i2 = fgetc(f); i3 = fgetc(f); fprintf(o, "${tag} ${mode} ${bs}: %d %d %ld %d %d %ld ", n, i1, l1, i2, i3, ftell(f)); n = fgetc(f); fflush(f); i1 = fgetc(f); fprintf(o, "%d %d %ld\\n", n, i1, ftell(f)); fclose(f);`);
      }
    }
  }
  return ['CZ1', `#include <stdio.h>
#include <io.h>
#include <fcntl.h>
FILE *o, *f;
int n, i1, i2, i3, h;
long l1, l2;
char b[600];
/* CZ.DAT: len letters, a Ctrl-Z at zat */
void MK(int len, int zat)
{
  int k;
  f = fopen("CZ.DAT", "wb");
  for (k = 0; k < len; k++) fputc(k == zat ? 26 : 'a' + k % 26, f);
  fclose(f);
}
void main()
{
  o = fopen("CZ1.OUT", "wb");
${lines.map((l) => `  ${l}\n`).join('')}  unlink("CZ.DAT");
  fclose(o);
}
`];
}

/**
 * io.h's handles in long random orders of calls on two files, text and binary: writes of texts
 * with LF, CR LF, a lone CR and Ctrl-Z, reads of every size (the bytes in hex), lseek, tell, eof,
 * chsize, setmode between them; each result, errno, tell; at the end the files' bytes.
 */
function handleFuzz(r, name, count) {
  const lines = [`h[0] = h[1] = -1; unlink("${name}A.DAT"); unlink("${name}B.DAT"); fprintf(o, "start\\n");`];
  const OPEN = ['O_RDWR | O_CREAT | O_TEXT', 'O_RDWR | O_CREAT | O_BINARY', 'O_RDWR | O_TEXT', 'O_RDWR | O_BINARY', 'O_RDONLY | O_TEXT', 'O_RDONLY | O_BINARY',
    'O_WRONLY | O_CREAT | O_TRUNC | O_TEXT', 'O_RDWR | O_APPEND | O_TEXT', 'O_WRONLY | O_APPEND | O_BINARY', 'O_RDWR | O_CREAT | O_TRUNC | O_BINARY', 'O_RDWR'];
  const TEXTS = ['hello', 'a\\nb\\n', 'x\\r\\ny', '\\n\\n', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'z\\032z', 'one\\ntwo\\nthree\\n', 'cr\\rlf', '\\r', '\\r\\n\\r\\n', '\\032', 'end\\r'];
  for (let i = 0; i < count; i++) {
    const k = r.int(0, 1), nm = `"${name}${'AB'[k]}.DAT"`;
    switch (r.pick(['open', 'open', 'close', 'write', 'write', 'write', 'read', 'read', 'read', '_read', '_write', 'lseek', 'lseek', 'tell', 'eof', 'length', 'chsize', 'setmode'])) {
      case 'open': lines.push(`errno = 0; if (h[${k}] >= 0) close(h[${k}]); h[${k}] = open(${nm}, ${r.pick(OPEN)}, S_IREAD | S_IWRITE); fprintf(o, "%d %d\\n", h[${k}] >= 0, errno);`); break;
      case 'close': lines.push(`errno = 0; n = close(h[${k}]); h[${k}] = -1; fprintf(o, "%d %d\\n", n, errno);`); break;
      case 'write': case '_write': {
        const t = r.pick(TEXTS), len = t.replace(/\\(0\d\d|.)/g, '.').length;
        lines.push(`errno = 0; n = ${r.chance(0.8) ? 'write' : '_write'}(h[${k}], "${t}", ${r.chance(0.85) ? len : r.int(0, len)}); T(${k});`);
        break;
      }
      case 'read': case '_read': lines.push(`errno = 0; memset(b, 0, 200); n = ${r.chance(0.8) ? 'read' : '_read'}(h[${k}], b, ${r.pick([1, 1, 2, 3, 4, 5, 8, 13, 20, 64, 100])}); X(); T(${k});`); break;
      case 'lseek': lines.push(`errno = 0; l1 = lseek(h[${k}], ${r.pick([0, 1, 2, 3, 5, 9, 17, -1, -2, -5, 100, -100])}L, ${r.pick([0, 0, 1, 1, 2, 2])}); fprintf(o, "%ld", l1); n = 0; T(${k});`); break;
      case 'tell': lines.push(`errno = 0; l1 = tell(h[${k}]); fprintf(o, "%ld", l1); n = 0; T(${k});`); break;
      case 'eof': lines.push(`errno = 0; n = eof(h[${k}]); T(${k});`); break;
      case 'length': lines.push(`errno = 0; l1 = filelength(h[${k}]); fprintf(o, "%ld", l1); n = 0; T(${k});`); break;
      case 'chsize': lines.push(`errno = 0; n = chsize(h[${k}], ${r.int(0, 40)}L); T(${k});`); break;
      default: lines.push(`errno = 0; n = setmode(h[${k}], ${r.pick(['O_TEXT', 'O_BINARY'])}); T(${k});`);
    }
  }
  lines.push(`for (i1 = 0; i1 < 2; i1++) if (h[i1] >= 0) close(h[i1]); FD("${name}A.DAT"); FD("${name}B.DAT"); unlink("${name}A.DAT"); unlink("${name}B.DAT"); fprintf(o, "end\\n");`);
  return [name, lines, `#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>
int h[2];
/* the call's n, errno and where handle k stands */
void T(int k)
{
  i3 = errno;
  fprintf(o, " %d %d %ld\\n", n, i3, h[k] >= 0 ? tell(h[k]) : -9L);
}
/* the n bytes read, in hex */
void X(void)
{
  for (i1 = 0; i1 < n && i1 < 100; i1++) fprintf(o, "%02X", b[i1] & 255);
  fprintf(o, "|");
}
/* a file's bytes, in hex */
void FD(char *nm)
{
  int d = open(nm, O_RDONLY | O_BINARY), c = 0;
  while (d >= 0 && read(d, &c, 1) == 1) fprintf(o, "%02X", c & 255);
  fprintf(o, "\\n");
  if (d >= 0) close(d);
}
`];
}

/** write() and read() of io.h at their edges: 0 bytes, handles not open, refused text writes, CRs at a read's chunk end. */
function handleEdges() {
  const lines = [];
  const MK = (t, n, mode) => `h = open("WR.DAT", O_RDWR | O_CREAT | O_TRUNC | O_BINARY, S_IREAD | S_IWRITE); write(h, "${t}", ${n}); close(h); h = open("WR.DAT", ${mode});`;
  for (const mode of ['O_RDWR | O_TEXT', 'O_RDWR | O_BINARY']) {
    for (const fn of ['write', '_write']) lines.push(`errno = 0; ${MK('12345', 5, mode)} lseek(h, 2L, 0); n = ${fn}(h, "x", 0); fprintf(o, "%d %d %ld %ld\\n", n, errno, tell(h), filelength(h)); close(h);`);
  }
  for (const [fn, fd, t, n] of [['write', -1, 'ab', 0], ['_write', -1, 'ab', 0], ['write', 9, 'ab', 0], ['_write', 9, 'ab', 0], ['write', 9, 'a\\nb', 3], ['_write', 9, 'a\\nb', 3], ['write', 30, 'ab', 0], ['write', -1, 'a\\nb\\n', 4]]) {
    lines.push(`errno = 0; n = ${fn}(${fd}, "${t}", ${n}); fprintf(o, "%d %d\\n", n, errno);`);
  }
  for (const t of ['a', '\\n', 'a\\n', '\\n\\n\\n', 'x\\r\\ny', '\\r\\r', 'abc\\ndef\\ngh']) {
    const len = t.replace(/\\(0\d\d|.)/g, '.').length;
    for (const mode of ['O_RDONLY | O_TEXT', 'O_RDONLY | O_BINARY']) lines.push(`errno = 0; ${MK('12345', 5, mode)} n = write(h, "${t}", ${len}); fprintf(o, "%d %d %ld\\n", n, errno, tell(h)); close(h);`);
  }
  for (const [t, n] of [['ab\\rcd\\r\\r\\nx\\r', 10], ['\\r\\r\\r\\r', 4], ['\\r\\r\\r\\ry', 5], ['a\\r', 2], ['\\r', 1], ['\\r\\nz', 3]]) {
    for (const k of [1, 2, 3, 4, 6]) {
      lines.push(`errno = 0; ${MK(t, n, 'O_RDONLY | O_TEXT')} for (i2 = 0; i2 < 5; i2++) { memset(b, 7, 10); i1 = read(h, b, ${k}); fprintf(o, "%d:", i1); for (i3 = 0; i3 < i1; i3++) fprintf(o, "%02X", b[i3] & 255); fprintf(o, "@%ld ", tell(h)); } fprintf(o, "\\n"); close(h);`);
    }
  }
  lines.push('unlink("WR.DAT"); fprintf(o, "end\\n");');
  return ['WR1', lines, '#include <io.h>\n#include <fcntl.h>\n#include <sys/stat.h>\nint h;\n'];
}

/**
 * string.h and mem.h over every byte value 1…255 against its neighbours and its other case: the
 * signs of the comparisons (TC compares chars as signed or unsigned?), the case-blind ones and
 * strupr/strlwr past ASCII, strchr/memchr/strrchr of a char above 127 given as an int of either
 * sign, strspn/strcspn/strpbrk with such bytes in the set. A loop a line of output.
 */
function byteGrid() {
  return ['BY1', [
    `for (i1 = 1; i1 < 256; i1++) { s1[0] = 'x'; s1[1] = i1; s1[2] = 'y'; s1[3] = 0; s2[0] = 'x'; s2[1] = i1 ^ 32; s2[2] = 'y'; s2[3] = 0; s2[4] = 0; if (!s2[1]) s2[1] = 1;
  fprintf(o, "%d %d %d %d %d %d %d %d ", S(strcmp(s1, s2)), S(stricmp(s1, s2)), S(strcmpi(s1, s2)), S(strnicmp(s1, s2, 2)), S(strncmpi(s1, s2, 3)), S(memicmp(s1, s2, 3)), S(memcmp(s1, s2, 3)), S(strncmp(s1, s2, 2)));
  s2[1] = i1 + 1; if (!s2[1]) s2[1] = 1;
  fprintf(o, "%d %d %d %d ", S(strcmp(s1, s2)), S(stricmp(s1, s2)), S(memcmp(s1, s2, 3)), S(memicmp(s1, s2, 3)));
  strcpy(b, s1); strupr(b); fprintf(o, "%02X ", b[1] & 255); strcpy(b, s1); strlwr(b); fprintf(o, "%02X ", b[1] & 255);
  e = strchr(s1, i1); i2 = e ? e - s1 : -1; e = strchr(s1, (char)i1); i3 = e ? e - s1 : -1; fprintf(o, "%d %d ", i2, i3);
  e = strrchr(s1, i1); i2 = e ? e - s1 : -1; e = memchr(s1, i1, 3); i3 = e ? e - s1 : -1; fprintf(o, "%d %d ", i2, i3);
  e = memchr(s1, (char)i1, 3); i2 = e ? e - s1 : -1; s2[0] = i1; s2[1] = 0; fprintf(o, "%d %d %d %d ", i2, strspn(s1, s2), strcspn(s1, s2), strpbrk(s1, s2) ? strpbrk(s1, s2) - s1 : -1);
  strcpy(b, "abc"); e = strchr(b, i1 + 256); fprintf(o, "%d %d\\n", e ? e - b : -1, (e = memccpy(b + 10, s1, i1, 3)) ? e - b - 10 : -1); }`,
  ], 'int S(int v)\n{\n  return v < 0 ? -1 : v > 0;\n}\n'];
}

/** putenv and getenv in a sequence: replacing, removing, names without '=', case, whether putenv keeps the caller's string; the Q… entries of environ after each. */
function envProgram() {
  const lines = [];
  const SEQ = ['QA=1', 'QB=two', 'QA=3', 'QC=', 'QA=', 'QD', '=QE', 'qa=low', 'QA', 'QF=a=b', 'QB=', 'QG=x', 'Q=', 'QH= sp ', '', 'QA=again'];
  for (const t of SEQ) {
    lines.push(`errno = 0; n = putenv(${JSON.stringify(t)}); fprintf(o, "%d %d ", n, errno); E();`);
    for (const name of ['QA', 'qa', 'QB', 'QC', 'QD', 'Q', 'QF']) lines.push(`e = getenv("${name}"); fprintf(o, "[%s] ", e ? e : "(null)");`);
    lines.push('fprintf(o, "\\n");');
  }
  lines.push('strcpy(qb, "QK=1"); putenv(qb); qb[3] = \'9\'; e = getenv("QK"); fprintf(o, "[%s] %d\\n", e ? e : "(null)", e == qb + 3);');
  lines.push('strcpy(qb, "QK=5"); fprintf(o, "[%s] ", getenv("QK")); putenv("QK=6"); fprintf(o, "[%s] [%s]\\n", getenv("QK"), qb);');
  lines.push('e = getenv(""); fprintf(o, "[%s] ", e ? e : "(null)"); e = getenv("="); fprintf(o, "[%s] ", e ? e : "(null)"); e = getenv("QF=a"); fprintf(o, "[%s]\\n", e ? e : "(null)");');
  return ['PE1', lines, `char qb[20];
/* environ's entries that start with Q or q, in order */
void E(void)
{
  char **p;
  for (p = environ; *p; p++) if (**p == 'Q' || **p == 'q' || **p == '=') fprintf(o, "<%s>", *p);
  fprintf(o, " ");
}
`];
}

/**
 * long double arithmetic (the 8087's 64-bit mantissa) and printf's L conversions of its results:
 * quotients of integers and what follows from them, their ten bytes, %Le with more digits than a
 * double holds, and the conversions back to double and long.
 */
function longDoubleSweep(r) {
  const lines = [];
  for (let k = 0; k < 90; k++) {
    const i = r.pick([1, 2, 3, 7, 10, 355, 1000001, -5, 22, 1e6, 123456789]), j = r.pick([3, 7, 9, 11, 113, 1e3, 3e7, -6, 1024, 65537]);
    const op = r.pick(['x1 * x1', 'x1 + 1.0L / 3', 'x1 - (double)x1', 'x1 * 1e300L * 1e10L', 'x1 / 1e300L / 1e20L', '(x1 + 1) * (x1 - 1)', 'x1 * 3 - i1']);
    lines.push(`i1 = ${i}; x1 = (long double)${i} / ${j}; x2 = ${op}; X(x1); X(x2); g1 = x2; H(g1); fprintf(o, " %ld %d|%.21Le|%.19Lg|%.25Lf|%.3LE\\n", (long)x1, x1 == (double)x1, x1, x2, x1, x2);`);
  }
  return ['LX1', lines, `long double x1, x2;
/* a long double's ten bytes, high to low */
void X(long double v)
{
  unsigned char c[10];
  int k;
  memcpy(c, &v, 10);
  for (k = 9; k >= 0; k--) fprintf(o, "%02X", c[k]);
  fprintf(o, " ");
}
`];
}

/**
 * time.h's daylight saving at its switches: for each TZ and year, nine days from the 22nd of
 * April and of October hour by hour, each local hour as a letter (capital in summer time); the
 * times at the ends of time_t; asctime of fields out of their ranges.
 */
function zoneSwitchProgram() {
  const lines = [];
  for (const z of ['EST5EDT', 'PST8PDT', 'CET-1CEST', 'GMT0', 'JST-9']) {
    lines.push(`putenv("TZ=${z}"); tzset(); fprintf(o, "%ld %d\\n", timezone, daylight);`);
    for (const y of [1970, 1980, 1987, 2000, 2006, 2007, 2037]) {
      for (const m of [3, 9]) lines.push(`W(${Date.UTC(y, m, 22) / 1000}L);`);
    }
  }
  lines.push('putenv("TZ=EST5EDT"); tzset();');
  // (not before 1970: TC's localtime and ctime of a negative time do not return)
  for (const t of ['0L', '1L', '18000L', '17999L', '2147483647L', '2147483647L - 18000', '2147483647L - 18001', '2145916800L']) {
    lines.push(`t1 = ${t}; tp = gmtime(&t1); G(); tp = localtime(&t1); G(); e = ctime(&t1); fprintf(o, "%s", e ? e : "(null)\\n");`);
  }
  for (const [sec, min, hour, mday, year] of [[0, 0, 0, 1, 200], [0, 0, 0, 1, 1000], [0, 0, 0, 1, -1], [0, 0, 0, 0, 80], [0, 0, 0, 99, 80], [99, 99, 99, 1, 80], [-1, -1, -1, -1, 80], [0, 0, 0, 1, 8099], [0, 0, 0, 1, 30000]]) {
    lines.push(`tm1.tm_sec = ${sec}; tm1.tm_min = ${min}; tm1.tm_hour = ${hour}; tm1.tm_mday = ${mday}; tm1.tm_mon = 5; tm1.tm_year = ${year}; tm1.tm_wday = 3; fprintf(o, "%s", asctime(&tm1));`);
  }
  return ['TG1', lines, `#include <time.h>
time_t t1;
struct tm *tp, tm1;
/* nine days from t hour by hour: each local hour as a letter, a capital in summer time */
void W(long t)
{
  int k;
  for (k = 0; k < 216; k++) {
    t1 = t + 3600L * k;
    tp = localtime(&t1);
    fputc((tp->tm_isdst ? 'A' : 'a') + tp->tm_hour, o);
  }
  fputc('\\n', o);
}
void G(void)
{
  if (tp) fprintf(o, "%d %d %d %d %d %d %d %d %d|", tp->tm_sec, tp->tm_min, tp->tm_hour, tp->tm_mday, tp->tm_mon, tp->tm_year, tp->tm_wday, tp->tm_yday, tp->tm_isdst);
  else fprintf(o, "(null)|");
}
`];
}

export function morePrograms({ rng, dbl, lit }) {
  return [
    heapProgram(rng(2901), 'HP1', false), heapProgram(rng(2902), 'HP2', true), printfSweep(), scanGrid(rng(2903), lit), scanGrid(rng(2903), lit, 'SN2', true), variadicForms(rng(2904), dbl),
    streamFuzz(rng(2905), 'SF1', 400), streamFuzz(rng(2906), 'SF2', 400), nulScans(lit), ctrlZProgram(),
    handleFuzz(rng(2907), 'HF1', 400), handleFuzz(rng(2908), 'HF2', 400), handleEdges(), byteGrid(), envProgram(), longDoubleSweep(rng(2909)), zoneSwitchProgram(),
  ];
}
