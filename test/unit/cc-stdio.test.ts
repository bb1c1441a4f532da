// cc conformance: stdio.h's file and scanning calls on the C: drive — fscanf/sscanf storing
// through pointers by conversion (int wraps to 16 bits, %ld 32, %f a float, %c without a
// terminator), fread/fwrite of the data segment's bytes, fseek/ftell, text streams' CR LF, errno
// as an lvalue, access/unlink. Expected outputs worked out by hand from TC 2.0's rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { output } from './cc-harness.ts';

const prog = (decls: string, body: string): string =>
  `#include <stdio.h>\n#include <string.h>\n#include <errno.h>\n#include <io.h>\n${decls}\nvoid main()\n{\n${body}\n}\n`;

test('sscanf: each conversion stores its own width; the count of fields stored', () => {
  const src = prog('int i; unsigned u; long l; float f; char s[8];', `
    int n = sscanf("  -12 0x1F 70000 3.5 abc", "%d %x %ld %f %s", &i, &u, &l, &f, s);
    printf("%d %d %u %ld %d %s\\n", n, i, u, l, (int)(f * 2), s);`);
  // 70000 needs %ld; 3.5 * 2 = 7 exactly in a float
  assert.is(output(src), '5 -12 31 70000 7 abc\n');
});

test('sscanf: %d wraps to 16 bits, %*d skips, %c stores no terminator, EOF on an empty string', () => {
  const src = prog('int a = 1, b = 2; char c[4] = "xyz";', `
    int n = sscanf("40000 5 6", "%d %*d %d", &a, &b);
    int m = sscanf("ab", "%2c", c);
    int e = sscanf("", "%d", &a);
    int k = sscanf("7 x", "%d %d", &b, &b);
    printf("%d %d %d %d %s %d %d %d\\n", n, a, b, m, c, e, k, b);`);
  // 40000 - 65536 = -25536; "x" does not convert: one field stored (b = 7, printed twice)
  assert.is(output(src), '2 -25536 7 1 abz -1 1 7\n');
});

test('fwrite then fread and fseek/ftell in a binary stream: the bytes of an int array', () => {
  const src = prog('int v[3] = { 1, -2, 300 }; int back[10];', `
    FILE *f = fopen("V.BIN", "wb");
    int w = fwrite(v, sizeof(int), 3, f), r, x;
    long end;
    fclose(f);
    f = fopen("V.BIN", "rb");
    fseek(f, 2L, SEEK_SET);
    fread(&x, 2, 1, f);
    printf("%d %d %ld ", w, x, ftell(f));
    r = fread(back, 2, 10, f);
    printf("%d %d %d ", r, back[0], feof(f) != 0);
    fseek(f, 0L, SEEK_END);
    end = ftell(f);
    rewind(f);
    printf("%ld %d\\n", end, getc(f));
    fclose(f);`);
  // 300 = 012Ch: read back as one int; the file is 6 bytes, its first byte 01
  assert.is(output(src), '3 -2 4 1 300 1 6 1\n');
});

test('a text stream writes CR LF; fscanf reads the numbers back; ungetc and fgets', () => {
  const src = prog('int a, b; char line[10];', `
    FILE *f = fopen("N.TXT", "w");
    fprintf(f, "%d %d\\nok\\n", 12, -34);
    fclose(f);
    f = fopen("N.TXT", "rb");
    fseek(f, 0L, SEEK_END);
    printf("%ld ", ftell(f));
    fclose(f);
    f = fopen("N.TXT", "r");
    printf("%d %d %d ", fscanf(f, "%d%d", &a, &b), a, b); /* TC reads b and a first: 0 0 */
    printf("%d %d ", a, b);
    getc(f);
    ungetc('O', f);
    fgets(line, 10, f);
    printf("%s", line);
    fclose(f);`);
  // "12 -34\\r\\nok\\r\\n" is 12 bytes; after the numbers getc reads the '\\n', 'O' replaces nothing
  assert.is(output(src), '12 2 0 0 12 -34 Ook\n');
});

test('errno: set by a failing fopen, assigned by the program, read back', () => {
  const src = prog('', `
    FILE *f = fopen("NOPE.TXT", "r");
    int first = errno;
    errno = 0;
    printf("%d %d %d ", f == NULL, first == ENOENT, errno);
    fopen("NOPE.TXT", "r");
    printf("%d\\n", errno);`);
  assert.is(output(src), '1 1 0 2\n');
});

test('access and unlink: a file there, then gone', () => {
  const src = prog('', `
    FILE *f = fopen("A.TXT", "w");
    fclose(f);
    printf("%d ", access("A.TXT", 0)); /* one call a statement: TC evaluates arguments right to left */
    printf("%d ", unlink("A.TXT"));
    printf("%d ", access("A.TXT", 0));
    printf("%d\\n", errno);`);
  assert.is(output(src), '0 0 -1 2\n');
});

test("a failed fopen's NULL as TC's calls take it: EOF, errno EBADF on the first read, no fault (oracle P3)", () => {
  const src = prog('char buf[20]; FILE *z; int r;', `
#define T(call) errno = 0; r = (int)(call); printf("%d %d %d,", r, errno, ferror(z) != 0);
    z = fopen("NO SUCH.TXT", "r");
    T(fclose(z)) T(fputc('A', z)) T(fgetc(z)) clearerr(z);
    T(fgets(buf, 10, z)) T(fread(buf, 1, 5, z)) T(fwrite(buf, 1, 5, z)) T(fprintf(z, "abc%d", 5))
    T(fflush(z)) T(fseek(z, 0L, 0)) T(ungetc('x', z)) clearerr(z);
    T(fscanf(z, "%d", &r)) clearerr(z); T(getw(z)) T(putw(7, z)) printf("%ld\\n", ftell(z));`);
  // the real TC 2.0 in DOSBox, the same calls; at the end, on handle 2, C0's word for the error
  // flag the last calls left in the NULL FILE's flags word at DS:0002 (probes NP2, NP3)
  assert.is(output(src), '-1 0 0,-1 0 1,-1 0 1,0 6 1,0 0 1,0 0 1,4 0 1,-1 0 1,-1 0 1,120 0 1,0 0 0,-1 6 1,-1 0 1,-1\nNull pointer assignment\r\n');
});

test.run();
