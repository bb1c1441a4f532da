// cc conformance: the standard streams and the parts of the library real programs stop at —
// scanf/gets/getchar reading lines typed at the keyboard (DOS's CON: echo, Backspace, Enter),
// stdin/stdout/stderr as FILE *, ctype.h over TC's _ctype, TC's va_start (its second argument
// unused), math.h's constants, graphics.h's mode names, sleep, gcvt.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { keyForChar } from '../../runtime/scancodes.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { compileC } from '../../cc/program.ts';
import { output } from './cc-harness.ts';

/** Run `source`, typing `keys` (Backspace as \b) once it waits; what it printed, and the screen's rows. */
function typed(source: string, keys: string): { stdout: string; screen: string[]; state: string } {
  let stdout = '';
  const p = compileC(source, { file: 'T.C', stdout: (s) => (stdout += s) });
  const m = new Machine();
  m.load(p.rom);
  m.runFor(100);
  for (const ch of keys) {
    const k = ch === '\b' ? { key: 'Backspace', shift: false } : keyForChar(ch);
    if (!k) throw new Error(`no key for ${JSON.stringify(ch)}`);
    if (k.shift) m.keyDown('LShift');
    m.keyDown(k.key);
    m.keyUp(k.key, m.now + 20);
    if (k.shift) m.keyUp('LShift', m.now + 20);
    m.runFor(40);
  }
  m.runFor(200);
  if (m.crash) throw m.crash;
  const con = textConsole(m.vga);
  return { stdout, screen: Array.from({ length: 25 }, (_, r) => con.line(r)), state: m.state };
}

test('scanf reads numbers from lines typed at the keyboard; the keys are echoed', () => {
  const r = typed(`#include <stdio.h>
void main() { int a, b; long l; printf("? "); scanf("%d %d", &a, &b); scanf("%ld", &l); printf("%d %ld\\n", a + b, l); }`, '12 30\n70000\n');
  assert.is(r.state, 'exited');
  assert.is(r.stdout, '? 42 70000\n');
  assert.ok(r.screen.some((l) => l === '? 12 30'), r.screen.join('|'));
  assert.ok(r.screen.includes('70000'));
});

test('gets takes the line without its newline; Backspace edits it; getchar reads on', () => {
  const r = typed(`#include <stdio.h>
void main() { char s[40]; int c; gets(s); c = getchar(); printf("[%s] %c %d\\n", s, c, getchar()); }`, 'abx\bc\nZ\n');
  assert.is(r.stdout, '[abc] Z 10\n');
});

test("DOS's keyboard functions called directly: AH=01h/06h/07h/08h/0Ah/0Bh/0Ch wait for keys, echo as DOS does", () => {
  // DOSBox 0.74 dos.cpp: 06h DL=FFh sets ZF and AL 0 when no key waits; 0Ah keeps size − 1
  // characters and the CR, count in byte 1, Backspace echoed "\b \b"; 0Ch AL=08h flushes then
  // reads; bdosptr reaches 0Ah too (oracle DK1, test/fixtures/dos-screen)
  const r = typed(`#include <stdio.h>
#include <dos.h>
void main() {
  union REGS r; char buf[8]; int s0, z, a, b, c, g, k, w;
  r.h.ah = 0x0b; intdos(&r, &r); s0 = r.h.al;
  r.h.ah = 6; r.h.dl = 0xff; intdos(&r, &r); z = (r.x.flags & 0x40) != 0 && r.h.al == 0;
  r.h.ah = 6; r.h.dl = '!'; intdos(&r, &r); w = r.h.al;
  r.h.ah = 1; intdos(&r, &r); a = r.h.al;
  r.h.ah = 8; int86(0x21, &r, &r); b = r.h.al;
  c = bdos(7, 0, 0) & 0xff;
  _AH = 8; geninterrupt(0x21); g = _AL;
  buf[0] = 4; bdosptr(0x0a, buf, 0);
  r.x.ax = 0x0c08; intdos(&r, &r); k = r.h.al;
  printf("|%d %d %c %c %c %c %c %d %c%c%c %d %c\\n", s0, z, w, a, b, c, g, buf[1], buf[2], buf[3], buf[4], buf[5], k);
}`, 'abcgxy\bzwq\nk');
  assert.is(r.state, 'exited');
  // 0Ah's echoes go where AH=02h writes (its Enter a lone CR, which the line printed after
  // overwrites); 01h's is CON's own, on the screen
  assert.is(r.stdout, '!xy\b \bzw\r|0 1 ! a b c g 3 xzw 13 k\n');
  assert.ok(r.screen.includes('|0 1 ! a b c g 3 xzw 13 k'), r.screen.join('|'));
});

test('stdin redirected from a file (PROGRAM < FILE): gets and getchar read it, then EOF; getch and kbhit too; no device', () => {
  let out = '';
  const m = new Machine();
  m.load(compileC(`#include <stdio.h>
#include <conio.h>
void main() { char s[40]; int c; gets(s); printf("[%s] %d|", s, isatty(0)); while ((c = getchar()) != EOF) printf("%c", c); printf("|%d %d\\n", kbhit(), getch()); }`,
  { file: 'T.C', stdout: (t) => (out += t), stdin: Uint8Array.from('hello world\r\nab\r\n\x1az', (c) => c.charCodeAt(0)) }).rom);
  m.runFor(2000);
  assert.is(m.state, 'exited');
  // TC's stdin took the file's 512-byte chunk and left the position on its Ctrl-Z (libcheck CZ1);
  // getch (INT 21h AH=07h) reads on from there, and kbhit (AH=0Bh) is -1 for a file (oracle DR1)
  assert.is(out, '[hello world] 0|ab\n|-1 26\n');
});

test('stdin, stdout and stderr are FILE *s: fgets, fputs, fprintf, fputc, fileno', () => {
  const r = typed(`#include <stdio.h>
FILE *out = stdout;
void main() { char s[20]; fgets(s, 20, stdin); fputs(s, out); fprintf(stderr, "%d %d %d|", fileno(stdin), fileno(stdout), fileno(stderr)); fputc('!', stdout); }`, 'hi there\n');
  assert.is(r.stdout, 'hi there\n0 1 2|!');
});

test('fopen hands out _streams entries after the standard five; stdout is not a file', () => {
  const src = `#include <stdio.h>
void main() { FILE *f = fopen("A.TXT", "w"); printf("%d %d\\n", f - stdin, fileno(f)); fclose(f); }`;
  assert.is(output(src), '5 5\n');
});

test("ctype.h: TC's table (EOF and 128..255 in no class), toupper/tolower, _toupper, toascii", () => {
  const src = `#include <stdio.h>
#include <ctype.h>
void main() { printf("%d %d %d %d %d %d %d %c%c %c %d\\n", isalpha('a'), isupper('F'), isxdigit('f'), isspace('\\t'), ispunct('!'), isalnum(EOF), isalpha(200), toupper('q'), tolower('Q'), _toupper('b'), toascii(0xC1)); }`;
  // the macros give the class bits they test: 'F' is upper case and hex (20), isupper gives 4
  assert.is(output(src), '8 4 16 1 64 0 0 Qq B 65\n');
});

test("va_start is TC's: the unnamed arguments start after the last named one, whatever parmN says", () => {
  const src = `#include <stdio.h>
#include <stdarg.h>
int sum(int n, ...) { va_list ap; int s = 0; va_start(ap, 0); while (n--) s += va_arg(ap, int); va_end(ap); return s; }
void main() { printf("%d\\n", sum(3, 10, 20, 12)); }`;
  assert.is(output(src), '42\n');
});

test('math.h: M_PI and the rest of the functions; graphics.h: EGALO and the other mode names', () => {
  const src = `#include <stdio.h>
#include <math.h>
#include <graphics.h>
void main() { double ip, f = modf(2.25, &ip); printf("%.6f %.3f %g %g %d %d %d\\n", M_PI, fmod(7.5, 2.0), f, ip, EGALO, EGAHI, CGAHI); }`;
  assert.is(output(src), '3.141593 1.500 0.25 2 0 1 4\n');
});

test('gcvt, ecvt, strtod, strtol, qsort with a C comparison function', () => {
  const src = `#include <stdio.h>
#include <stdlib.h>
int cmp(int *a, int *b) { return *a - *b; }
void main() { char b[20], *e; int d, s, v[5] = { 5, 3, 9, 1, 7 }; long l;
  gcvt(123.456, 5, b); e = ecvt(-0.00125, 3, &d, &s); printf("%s %s %d %d ", b, e, d, s);
  printf("%g ", strtod(" 2.5e2x", &e)); printf("%d ", *e);
  l = strtol("0x1F", &e, 0); printf("%ld ", l);
  qsort(v, 5, sizeof(int), cmp); printf("%d%d%d%d%d\\n", v[0], v[1], v[2], v[3], v[4]); }`;
  assert.is(output(src), '123.46 125 -2 1 250 120 31 13579\n');
});

test('sleep waits whole seconds of virtual time', () => {
  const src = `#include <stdio.h>
#include <dos.h>
#include <time.h>
void main() { long t0 = time(NULL); sleep(2); printf("%ld\\n", time(NULL) - t0); }`;
  const p = compileC(src, { file: 'T.C' });
  const m = new Machine();
  m.load(p.rom);
  m.runFor(1900);
  assert.is(m.state, 'running', `ended at ${m.now}`);
  m.runFor(600);
  assert.is(m.state, 'exited');
});


test("scanf's number field refusing an FFh gives it back sign-extended: lost; a second ungetc's fd 'Z' is refused by DOS (textgen15)", () => {
  // CS.LIB's SCANTOL: the first character after white space is `cbw`-extended, so ungetc(-1) puts
  // nothing back (LG00003); ungetc onto the hold byte then onto the fd byte: the fill reads handle
  // 'Z', whose _openfd word lacks O_EOF: an error, feof 0, and gets NULL (LG00022, LG00144)
  const r = typed(`#include <stdio.h>
void main() { int a = -7, r; char s[20];
  ungetc(255, stdin); r = scanf("%d", &a); printf("%d %d %d|", r, a, stdin->level);
  gets(s); printf("%s|%d|", s, stdin->level);
  ungetc('7', stdin); ungetc('Z', stdin); printf("%d ", getchar()); printf("%d ", getchar());
  printf("%d ", getchar()); printf("%d %d|", feof(stdin) != 0, ferror(stdin) != 0);
  clearerr(stdin); printf("%d\\n", gets(s) == NULL); }`, '12\n');
  assert.is(r.state, 'exited');
  assert.is(r.stdout, '0 -7 0|12|0|90 55 -1 0 1|1\n');
});

test.run();
