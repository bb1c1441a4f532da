/**
 * The capture harness for real programs (tools/oracle/harness.ts): a program wrapped by it runs on
 * mode12h, takes a shot at each call that waits for the user, reads the script's keys through its
 * own input calls, and ends with a last shot; main's parameters are passed as it declares them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareShots, harnessed, harnessedProject, HOOKS, mainCall, oracleFolder, projectSources, runHarnessed, textDifference, usesValueOf, useTcFiles, type HarnessShot } from '../../tools/oracle/harness.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chrFile } from '../../tools/chr-font.mjs';
import { tccLines } from '../../tools/oracle/dosbox.ts';
import { compileForMode12h } from '../../tools/oracle/mode12h.ts';
import { keyWords, parseKeyScript } from '../../tools/oracle/key-script.ts';

function run(source: string, folder?: ReadonlyMap<string, Uint8Array>, dir?: string) {
  const rom = compileForMode12h(harnessed(source, 'mode12h'), 'T.C', dir);
  if (typeof rom === 'string') throw new Error(rom);
  return runHarnessed(rom, folder, dir);
}

test("a program's own key script (NAME.KEY): extended keys, a US keyboard's scan codes, a line hook's other keys, the run ended after its last item (corpus C3500–C3699)", () => {
  assert.equal(keyWords('{up}a\\r\\e{F1}'), [0x4800, 0x1e61, 0x1c0d, 0x011b, 0x3b00]);
  const source = `#include <stdio.h>
#include <bios.h>
void main() { char s[20]; int k = bioskey(0); printf("%04X ", k); k = bioskey(0); printf("%04X ", k); gets(s); printf("[%s] ", s); bioskey(0); printf("never\\n"); }`;
  const rom = compileForMode12h(harnessed(source, 'mode12h', parseKeyScript('{down}\nQ || no\nx || ab\\r\n')), 'T.C');
  if (typeof rom === 'string') throw new Error(rom);
  const r = runHarnessed(rom);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['bioskey', 'bioskey', 'gets', 'inputs']);
  assert.is(row(r.shots.at(-1)!.screen!, 0), '5000 1051 ab');
  assert.is(row(r.shots.at(-1)!.screen!, 1), '[ab]');
});

test("with a key script, int86(0x16, …) reads are hooked too: AH 0 waits as bioskey(0), AH 1 polls (corpus C3548's getkey)", () => {
  const source = `#include <stdio.h>
#include <dos.h>
int getkey(void) { union REGS i, o; i.h.ah = 0; int86(22, &i, &o); return o.x.ax; }
void main() { union REGS i, o; int n = 0; printf("%04X ", getkey()); do { i.h.ah = 1; int86(0x16, &i, &o); n++; } while (o.x.flags & 0x40); printf("%04X %d\\n", getkey(), n); }`;
  const rom = compileForMode12h(harnessed(source, 'mode12h', parseKeyScript('{left}\n\\e\n')), 'T.C');
  if (typeof rom === 'string') throw new Error(rom);
  const r = runHarnessed(rom);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['bioskey', 'kbhit', 'end']);
  assert.is(row(r.shots.at(-1)!.screen!, 0), '4B00 011B 40');
  assert.not.match(harnessed(source, 'oracle'), /h_int86/);
});

test("an item longer than the type-ahead buffer's 15 keys is typed whole, in parts as the program takes them (a line of six numbers to scanf, one of four to cscanf; corpus C4827)", () => {
  const source = `#include <stdio.h>
#include <conio.h>
void main() { int a[6], i, s = 0; scanf("%d %d %d %d %d %d", a, a + 1, a + 2, a + 3, a + 4, a + 5); for (i = 0; i < 6; i++) s += a[i]; printf("sum %d\\n", s); cscanf("%d %d %d %d", a, a + 1, a + 2, a + 3); printf("\\r\\n%d\\n", a[0] + a[1] + a[2] + a[3]); }`;
  const script = parseKeyScript('100 200 300 400 500 600\\r\n1000 2000 3000 4000\\r\n');
  assert.ok(script[0]!.line.length > 15);
  const rom = compileForMode12h(harnessed(source, 'mode12h', script), 'T.C');
  if (typeof rom === 'string') throw new Error(rom);
  const r = runHarnessed(rom);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['scanf', 'cscanf', 'end']);
  assert.equal([0, 1, 2, 3].map((i) => row(r.shots.at(-1)!.screen!, i)), ['100 200 300 400 500 600', 'sum 2100', '1000 2000 3000 4000', '10000']);
  // a script of short items is typed as before: no timer handler in the harness
  assert.not.match(harnessed(source, 'oracle', parseKeyScript('1 2 3\\r\n')), /h_feed/);
  assert.match(harnessed(source, 'oracle', script), /h_feed/);
});

/** Row `r` of a text shot, its characters trimmed. */
const row = (screen: Uint8Array, r: number): string =>
  String.fromCharCode(...screen.subarray(r * 160, r * 160 + 160).filter((_, i) => i % 2 === 0)).trimEnd();

test('text mode: a shot before scanf and getch, the script typed and echoed, the last shot at the end', () => {
  const r = run(`#include <stdio.h>
#include <conio.h>
void main() { int a, b; printf("two: "); scanf("%d %d", &a, &b); printf("sum %d\\n", a + b); getch(); printf("key\\n"); }`);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => `${s.hook} ${s.mode}`), ['scanf 3', 'getch 3', 'end 3']);
  assert.is(row(r.shots[0]!.screen!, 0), 'two:');
  assert.equal([row(r.shots[1]!.screen!, 0), row(r.shots[1]!.screen!, 1)], ['two: 5 100 150 200', 'sum 105']);
  assert.is(row(r.shots[2]!.screen!, 2), 'key');
});

test('without dos.h, a program that calls outportb itself declared it int: the harness declares it no other way after (TCC refuses that: probe RD7, corpus C2066)', () => {
  const src = `#include <stdio.h>
void main() { outportb(0x3C8, 0); printf("%d\\n", inportb(0x3C8) & 0xFF); }`;
  assert.not.match(harnessed(src, 'oracle'), /void outportb\(int portid/);
  assert.match(harnessed('void main() {}', 'oracle'), /void outportb\(int portid, unsigned char value\);/);
  const r = run(src);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => `${s.hook} ${s.mode}`), ['end 3']);
});

test('graphics: the host takes the frame at each shot; a kbhit loop gets its key after 40 empty polls, which getch then reads', () => {
  const r = run(`#include <graphics.h>
#include <conio.h>
int frames;
int main(void) { int gd = DETECT, gm; initgraph(&gd, &gm, ""); while (!kbhit()) { putpixel(frames, 0, 4); frames++; delay(10); }
  getch(); closegraph(); return frames; }`);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => `${s.hook} ${s.mode}`), ['kbhit 18', 'end 3']); // getch reads the key kbhit's hook typed: no shot
  const screen = r.shots[0]!.screen!;
  assert.equal([screen[0], screen[38], screen[39]], [4, 4, 0]); // frames 0–38 drawn before the 40th poll's shot
});

test('an EGA screen is a graphics shot: mode 10h, the page shown, 350 rows (C003 initgraph(EGA, EGAHI))', () => {
  const r = run(`#include <graphics.h>
#include <conio.h>
int main(void) { int gd = EGA, gm = EGAHI; initgraph(&gd, &gm, "");
  putpixel(3, 349, 4); getch(); setactivepage(1); putpixel(5, 0, 2); setvisualpage(1); getch(); closegraph(); return 0; }`);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => `${s.hook} ${s.mode}`), ['getch 16', 'getch 16', 'end 3']);
  const [page0, page1] = [r.shots[0]!.screen!, r.shots[1]!.screen!];
  assert.equal([page0.length, page1.length], [640 * 350, 640 * 350]);
  assert.equal([page0[349 * 640 + 3], page1[5], page1[349 * 640 + 3]], [4, 2, 0]);
});

test("the harness' headers are the program's: its own qsort, peek and exit stay its own (C1006, C1022, C1060)", () => {
  const src = `#include <stdio.h>
int peek() { return 7; }
int qsort(int a) { return a + 1; }
void exit(int c) { printf("own exit %d\\n", c); }
void main() { printf("%d %d\\n", peek(), qsort(2)); getch(); exit(4); }`;
  const text = harnessed(src, 'oracle');
  assert.not.match(text, /#include <(stdlib|dos|process|bios)\.h>/);
  assert.not.match(text, /#define exit h_exit/);
  assert.match(text, /#define getch h_getch/);
  const r = run(src);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['getch', 'end']);
  assert.equal([row(r.shots[1]!.screen!, 0), row(r.shots[1]!.screen!, 1)], ['7 3', 'own exit 4']);
  // a program that includes them has them before its text, as before
  assert.match(harnessed('#include <dos.h>\n#include <stdlib.h>\nvoid main() { randomize(); }', 'oracle'), /^#include <stdio.h>\n#include <conio.h>\n#include <dos.h>\n#include <stdlib.h>\n/);
});

test("scanf's value used: the hook calls scanf through the comma's value, which TCC compiles (probe SV1, SV2; corpus C1910's `c=scanf(…)+1`); a statement's scanf is hooked as before", () => {
  const src = `#include <stdio.h>
int twice(int n) { return 2 * n; }
void main() { int a = 0, b = 0, c; c = scanf("%d %d", &a, &b) + 1; printf("c=%d a=%d b=%d t=%d\\n", c, a, b, twice(scanf("%d", &a))); getch(); }`;
  assert.match(harnessed(src, 'oracle'), /\n#define scanf \(h_pre\(6\), scanf\)\n/);
  assert.match(harnessed('void main() { int x; if (x) scanf("%d", &x); while (scanf("%d", &x) == 1) ; }', 'oracle'), /\n#define scanf h_pre\(6\), scanf\n/);
  for (const used of ['int n = scanf("%d", &x);', 'f(scanf("%d", &x));', 'printf("%d", scanf("%d", &x));', 'if (2 == scanf("%d %d", &a, &b)) ;', 'while ((n = scanf("%d", &x)) == 1) ;']) assert.ok(usesValueOf(used, 'scanf'), used);
  for (const alone of ['scanf("%d", &x);', 'if (scanf("%d", &x) != 1) return;', 'return scanf("%d", &x);', 'printf("= scanf(");', '/* c = scanf( */ scanf("%d", &x);']) assert.not.ok(usesValueOf(alone, 'scanf'), alone);
  // SV2 in DOSBox: the first line's two numbers, then 150 from it for the argument's scanf (right to left)
  const r = run(src);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['scanf', 'scanf', 'end']);
  assert.is(row(r.shots[2]!.screen!, 1), 'c=3 a=150 b=100 t=2');
});

test("the program's macros do not rewrite the harness' own names: `#define rows 24;` and `#define n 10` are undone after it (corpus C4875, C4876)", () => {
  const src = `#include <stdio.h>
#define rows 24;
#define n 10
void main() { int a[n]; a[0] = 3; printf("%d\\n", a[0]); getch(); }`;
  const text = harnessed(src, 'oracle');
  assert.match(text, /\n#undef n\n#undef rows\n\n#undef main\n/);
  assert.not.match(harnessed('void main() { getch(); }', 'oracle'), /#undef n\n/);
  const r = run(src);
  assert.is(r.error, null);
  assert.equal(r.shots.map((s) => s.hook), ['getch', 'end']);
});

test("main's call follows its parameters", () => {
  assert.is(mainCall('void main() {}'), 'prog_main()');
  assert.is(mainCall('int main(void)\n{'), 'prog_main()');
  assert.is(mainCall('int main(int argc, char *argv[]) {'), 'prog_main(1, h_argv)');
  assert.is(mainCall('main(argc, argv) int argc; char **argv; {'), 'prog_main(1, h_argv)');
});

test('text shots differ by the first cell, both rows named', () => {
  const a = new Uint8Array(4000), b = new Uint8Array(4000);
  b[160 + 4] = 0x41;
  assert.is(textDifference(a, a), null);
  assert.match(textDifference(a, b)!, /^1 cells, first at row 1 col 2/);
});

test("the oracle folder's names on mode12h's drive: the source, TCC's log, the .OBJ and .EXE empty, the driver its size in zeros", () => {
  const source = `#include <stdio.h>
#include <dir.h>
void main() { struct ffblk f; int n = findfirst("*.*", &f, 0); while (n == 0) { printf("%s %ld\\n", f.ff_name, f.ff_fsize); n = findnext(&f); } }`;
  const r = run(source, oracleFolder('T', source, 'Turbo C  Version 2.0\r\n'));
  assert.is(r.error, null);
  const shot = r.shots.at(-1)!.screen!;
  const names = [0, 1, 2, 3, 4].map((i) => row(shot, i).split(' ')[0]);
  assert.equal(names, ['EGAVGA.BGI', 'T.C', 'T.EXE', 'T.LOG', 'T.OBJ']);
  assert.is(row(shot, 3), 'T.LOG 22');
});

test("run from C:\\NAME\\ as the oracle runs it: the folder is the current directory, its files there (C1571's getcwd)", () => {
  const source = `#include <stdio.h>
#include <dir.h>
#include <dos.h>
void main() { char d[80]; FILE *f = fopen("T.LOG", "r"); getcwd(d, 80); printf("%s %d %s\\n", d, f != NULL, _argv[0]); }`;
  const r = run(source, oracleFolder('T', source, 'log'), 'T');
  assert.is(r.error, null);
  assert.is(row(r.shots.at(-1)!.screen!, 0), 'C:\\T 1 C:\\T\\T.EXE');
});

test("the oracle's C:\\TC and the drivers' folders are there: a file made in \\tc (C2027)", () => {
  const source = `#include <stdio.h>
void main() { FILE *f = fopen("\\\\tc\\\\ExTemp.txt", "w"); FILE *g = fopen("\\\\turboc3\\\\bgi\\\\X", "w"); printf("%d %d\\n", f != NULL, g != NULL); }`;
  const r = run(source, oracleFolder('T', source, 'log'), 'T');
  assert.is(r.error, null);
  assert.is(row(r.shots.at(-1)!.screen!, 0), '1 1');
});

test("gotoxy in a graphics mode puts the BIOS cursor as given: printf on row 25 draws at y 192 in mode 0Eh, 336 in 10h (DOSBox probes CT1–CT7; corpus C3549)", () => {
  for (const [gm, y] of [['VGALO', 192], ['VGAMED', 336]] as const) {
    const source = `#include <graphics.h>
#include <stdio.h>
#include <conio.h>
void main() { int gd = VGA, gm = ${gm}; initgraph(&gd, &gm, ""); gotoxy(2, 25); printf("F1"); getch(); closegraph(); }`;
    const shot = run(source).shots[0]!;
    const lit = (top: number, h: number): number => shot.screen!.subarray(top * 640, (top + h) * 640).filter((v) => v !== 0).length;
    assert.is(shot.mode, gm === 'VGALO' ? 0x0e : 0x10);
    assert.ok(lit(y, 8) > 0, `${gm}: the glyphs at y ${y}`);
    assert.is(lit(0, y), 0, `${gm}: nothing above`);
  }
});

test("harness --bgi: the drivers asked for are beside the program and in C:\\TC\\BGI as the oracle's C: has them; without it initgraph(CGA…) fails as in the captures before", () => {
  const tc = mkdtempSync(join(tmpdir(), 'mode12h-tc-'));
  try {
    // (the name is what initgraph looks for: a file of CGA.BGI's size in zeros)
    writeFileSync(join(tc, 'CGA.BGI'), new Uint8Array(6253));
    const source = `#include <graphics.h>
#include <stdio.h>
void main() { int gd = CGA, gm = CGAC0, r, s; initgraph(&gd, &gm, ""); r = graphresult(); closegraph(); gd = CGA; initgraph(&gd, &gm, "c:\\\\tc\\\\bgi"); s = graphresult(); closegraph(); printf("%d %d\\n", r, s); }`;
    useTcFiles(tc);
    assert.is(row(run(source, oracleFolder('T', source, 'log'), 'T').shots.at(-1)!.screen!, 0), '-3 -3');
    useTcFiles(tc, ['CGA.BGI']);
    const r = run(source, oracleFolder('T', source, 'log'), 'T');
    assert.is(r.error, null);
    assert.is(row(r.shots.at(-1)!.screen!, 0), '0 0');
  } finally {
    rmSync(join(tc, 'CGA.BGI'));
    useTcFiles(tc); // none again, for the tests after
    rmSync(tc, { recursive: true });
  }
});

test("given the TC directory, its fonts are in mode12h's C:\\TC as in the oracle's: initgraph's \"c:\\\\tc\" finds them (docs/TURBO-C-FACTS.md: where the graphics library finds its files)", () => {
  const tc = mkdtempSync(join(tmpdir(), 'mode12h-tc-'));
  try {
    writeFileSync(join(tc, 'trip.chr'), chrFile({ name: 'TRIP', first: 65, capital: 8, baseline: 0, descender: -2, glyphs: [{ width: 8, strokes: [['m', 0, 0], ['d', 8, 8]] }] }));
    const source = `#include <graphics.h>
#include <stdio.h>
void main() { int gd = DETECT, gm, r, s; initgraph(&gd, &gm, "c:\\\\tc"); settextstyle(TRIPLEX_FONT, 0, 4); r = graphresult(); initgraph(&gd, &gm, ""); settextstyle(GOTHIC_FONT, 0, 4); s = graphresult(); closegraph(); printf("%d %d\\n", r, s); }`;
    useTcFiles(tc);
    const r = run(source, oracleFolder('T', source, 'log'), 'T');
    assert.is(r.error, null);
    assert.is(row(r.shots.at(-1)!.screen!, 0), '0 -8');
  } finally {
    rmSync(join(tc, 'trip.chr'));
    useTcFiles(tc); // none again, for the tests after
    rmSync(tc, { recursive: true });
  }
});

test("C:\\NAME\\ as a DIR saw it in DOSBox: TCC's .EXE and .OBJ as long as they were, SHOTS.SCR in whole 4 KB, the files dated when the oracle ran (C1594, C1620)", () => {
  const source = `#include <stdio.h>
#include <conio.h>
#include <stdlib.h>
void main() { getch(); system("dir /w"); getch(); system("dir t.exe"); }`;
  const rom = compileForMode12h(harnessed(source, 'mode12h'), 'T.C', 'T');
  if (typeof rom === 'string') throw new Error(rom);
  const r = runHarnessed(rom, oracleFolder('T', source, 'log', { exe: 12160, obj: 2662 }), 'T', Date.UTC(2026, 10, 30, 13, 8, 51));
  assert.is(r.error, null);
  const dir = r.shots[1]!.screen!, exe = r.shots[2]!.screen!;
  assert.equal([0, 1, 2].map((i) => row(dir, i)), ['Directory of C:\\T\\.', '[.]             [..]            EGAVGA.BGI      SHOTS.SCR       T.C', 'T.EXE           T.LOG           T.OBJ']);
  // one text shot: 4 002 bytes, none of them in the host's file yet
  assert.is(row(dir, 3).replace(/ +/g, ' '), ` 6 File(s) ${(5363 + 12160 + 2662 + 3 + harnessed(source, 'oracle').replace(/\r?\n/g, '\r\n').length).toLocaleString('en-US')} Bytes.`);
  assert.is(row(exe, 6), 'T        EXE             12,160 30-11-2026 13:08');
});

test('the clock of when the oracle ran it: __DATE__, __TIME__, INT 21h, biostime; a shot that differs only where the clock shows is the host\'s clock', () => {
  const source = `#include <stdio.h>
#include <dos.h>
#include <bios.h>
void main() { union REGS r; r.h.ah = 0x2A; intdos(&r, &r); printf("%s %s %d-%d-%d %ld\\n", __DATE__, __TIME__, r.x.cx, r.h.dh, r.h.dl, biostime(0, 0L)); r.h.ah = 2; int86(0x1A, &r, &r); printf("%02x:%02x\\n", r.h.ch, r.h.cl); }`;
  const at = Date.UTC(2026, 10, 30, 10, 19, 16, 500);
  const rom = compileForMode12h(harnessed(source, 'mode12h'), 'T.C', 'T', { year: 2026, month: 11, day: 30, hour: 10, min: 19, sec: 16 });
  if (typeof rom === 'string') throw new Error(rom);
  const r = runHarnessed(rom, oracleFolder('T', source, 'log'), 'T', at);
  // 10:19:16.50 is the first tick DOS reads as 3 715 650 hundredths or more: ⌈3715650 × 59659 / 327680⌉
  assert.is(row(r.shots[0]!.screen!, 0), `Nov 30 2026 10:19:16 2026-11-30 ${Math.ceil((3_715_650 * 59_659) / 327_680)}`);
  assert.is(row(r.shots[0]!.screen!, 1), '10:19');
  // as the oracle's: the shots of a run 7 s later (its __TIME__ and ticks), compared with a run at `at`
  const later = runHarnessed(rom, oracleFolder('T', source, 'log'), 'T', at + 7000);
  const scr = (shots: readonly HarnessShot[]): Uint8Array => Uint8Array.from(shots.flatMap((s) => [HOOKS.indexOf(s.hook as (typeof HOOKS)[number]), s.mode, ...s.screen!]));
  const result = compareShots({ name: 'T', source }, { name: 'T', status: 'ok', log: 'log', files: new Map([['SHOTS.SCR', scr(later.shots)]]), when: at }, null);
  assert.equal([result.equal, result.clock], [0, 1]);
  assert.match(result.first, 'a known host-clock difference');
});

test('a project: its modules as the CLI takes a folder, main\'s wrapped, a hook in another module, its data in a subfolder on the drive; TCC\'s lines', () => {
  const bytes = (t: string): Uint8Array => Uint8Array.from(t, (c) => c.charCodeAt(0));
  const files = new Map([
    ['GAME.C', bytes('#include <stdio.h>\n#include "util.h"\nint score = 7;\nvoid main() { char s[20]; FILE *f = fopen("DATA\\\\MAP.TXT", "r"); fgets(s, 20, f); printf("%s", s); show(score); }\n')],
    ['UTIL.C', bytes('#include <stdio.h>\n#include <conio.h>\nextern int score;\nvoid show(int n) { printf("show %d %d\\n", n, score); getch(); }\n')],
    ['UTIL.H', bytes('void show(int n);\n')],
    ['DATA/MAP.TXT', bytes('map here\r\n')],
  ]);
  const p = { name: 'P', source: '', files };
  assert.equal(projectSources(files).map((m) => m.name), ['GAME.C', 'UTIL.C']);
  const oracle = harnessedProject(files, 'oracle');
  assert.match(new TextDecoder().decode(oracle.get('UTIL.C')), /#define getch h_getch\r\n[^]*#line 1\r\n#include <stdio.h>\r\n/);
  assert.equal(oracle.get('DATA/MAP.TXT'), files.get('DATA/MAP.TXT'));
  // a .C file a module includes is no module, but source: in CR LF as TCC needs it (corpus C3546)
  const included = harnessedProject(new Map([...files, ['GAME.C', bytes('#include "defs.c"\nvoid main() {}\n')], ['DEFS.C', bytes('#define A 1\n#define B 2\n')]]), 'oracle');
  assert.equal(new TextDecoder().decode(included.get('DEFS.C')), '#define A 1\r\n#define B 2\r\n');
  // the getch of UTIL.C is the harness' hook: a shot there, then the end's
  const scr = Uint8Array.from([HOOKS.indexOf('getch'), 3, ...new Uint8Array(4000), HOOKS.indexOf('end'), 3, ...new Uint8Array(4000)]);
  const r = compareShots(p, { name: 'P', status: 'ok', log: '', files: new Map([['SHOTS.SCR', scr]]), sizes: { exe: 9000, obj: 0, objs: { 'GAME.OBJ': 700, 'UTIL.OBJ': 400 } } }, null);
  assert.equal([r.oracleShots, r.mode12hShots], [2, 2]);
  assert.match(r.first, /^shot 1 \(getch, mode 3h\): 2000 cells, first at row 0 col 0: oracle .*, mode12h "m"\/07h "map here"$/);
  assert.equal(tccLines('P', ['GAME.C', 'UTIL.C']).lines, ['TCC -IC:\\TC\\INCLUDE -LC:\\TC\\LIB -eP GAME.C UTIL.C GRAPHICS.LIB > P.LOG']);
  const long = tccLines('P', Array.from({ length: 12 }, (_, i) => `MODULE${i}.C`));
  assert.equal(long.lines.slice(-3), ['TCC -c -IC:\\TC\\INCLUDE -LC:\\TC\\LIB MODULE11.C >> P.LOG', 'TLINK @turboc.$ln >> P.LOG', 'DEL turboc.$ln']);
  assert.match(long.response!, /^C:\\TC\\LIB\\c0s\.obj\+\r\nmodule0\+\r\n[^]*module11\r\nP\r\n\/c\/x\r\n/);
});


test("a program's own open is renamed on both sides, as main is: the harness' fopen of SHOTS.SCR would run it (probe OP2; corpus C3590)", () => {
  const own = 'void open()\n{\n  getch();\n}\nvoid main() { open(); }';
  for (const side of ['oracle', 'mode12h'] as const) {
    assert.match(harnessed(own, side), /#define main prog_main\n#define open prog_open\n/, side);
    assert.not.match(harnessed('#include <fcntl.h>\nvoid main() { int h = open("A", O_RDONLY); getch(); }', side), /#define open/, side);
  }
});

test("the oracle's harness flushes SHOTS.SCR to the host after each shot (a run killed as hung keeps them), not in a program that lists its folder", () => {
  const plain = 'void main() { getch(); for (;;) ; }';
  assert.match(harnessed(plain, 'oracle'), /_AX = 0x4201;\n  __int__\(0x21\);/);
  assert.not.match(harnessed(plain, 'mode12h'), /__int__\(0x21\)/);
  assert.not.match(harnessed('#include <dir.h>\nvoid main() { struct ffblk f; findfirst("*.*", &f, 0); getch(); }', 'oracle'), /__int__\(0x21\)/);
  assert.not.match(harnessed('#include <stdlib.h>\nvoid main() { system("dir /w"); }', 'oracle'), /__int__\(0x21\)/);
});

test.run();
