// cc: programs of several files, linked as TCC and TLINK 2.0 link them: names with external
// linkage are one across the files, statics, typedefs and tags belong to their file, a local
// header is found beside the program in any case, and the folder's files are on its C: drive.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SyncMachine } from '../../runtime/sync.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { mountDrive } from '../../runtime/dos/drive.ts';
import { compileProgram } from '../../cc/program.ts';
import { programFiles, projectModules, type HostFile } from '../../src/shared/c-files.ts';

const file = (name: string, text: string): HostFile => ({ name, bytes: Uint8Array.from(text, (c) => c.charCodeAt(0)) });

/** Compile and run the program in `files`; what it printed. */
function run(files: HostFile[]): string {
  const p = programFiles(files);
  let out = '';
  const c = compileProgram(p.sources, { file: p.name, readInclude: p.readInclude, stdout: (s) => (out += s) });
  const m = new SyncMachine();
  mountDrive(m, { load: () => p.drive, commit() {} });
  m.loadSync(c.syncRom);
  m.runSync(msToPit(200), () => null);
  if (m.crash) throw new Error(m.crash.message);
  assert.is(m.state, 'exited');
  return out;
}

const GAME_H = '#define ROWS 3\ntypedef struct { int x, y; } Point;\nextern int score;\nint add(int a, int b);\n';

test('an extern declared in a block is the file\'s one object, defined further on', () => {
  const src = '#include <stdio.h>\nint g;\nint f(void) { extern int h; return h++; }\nmain() { extern int h; g = f(); printf("%d %d\\n", g, h); }\nint h = 5;\n';
  assert.is(run([file('T.C', src)]), '5 6\n');
});

test('externs across files, a shared header found in any case, statics private to their file', () => {
  const out = run([
    file('GAME.C', '#include <stdio.h>\n#include "game.h"\nstatic int bonus = 5;\nint score;\nmain()\n{\n  Point p;\n  p.x = ROWS; p.y = bonus;\n  score = add(p.x, p.y);\n  printf("%d %d\\n", score, twice());\n  return 0;\n}\n'),
    file('MOVES.C', '#include "GAME.H"\nstatic int bonus = 100;\nint add(int a, int b) { return a + b + bonus - 100; }\nint twice(void) { return 2 * score; }\n'),
    file('GAME.H', GAME_H),
  ]);
  assert.is(out, '8 16\n');
});

test('main\'s file comes first and names the program; a project file gives the modules', () => {
  const p = programFiles([file('A.C', 'int f(void) { return 1; }\n'), file('Z.C', 'void main(void) { }\n')]);
  assert.equal(p.sources.map((s) => s.name), ['Z.C', 'A.C']);
  assert.is(p.name, 'Z.C');
  assert.equal(projectModules('mcalc (mcalc.h)\r\nmcparser (mcalc.h)\r\n\r\nextra.c\r\n'), ['MCALC.C', 'MCPARSER.C', 'EXTRA.C']);
  const q = programFiles([file('GAME.PRJ', 'game\nmoves (game.h)\n'), file('GAME.C', 'main() {}\n'), file('MOVES.C', ''), file('UNUSED.C', 'x')]);
  assert.equal(q.sources.map((s) => s.name), ['GAME.C', 'MOVES.C']);
  assert.throws(() => programFiles([file('GAME.PRJ', 'game\nlost\n'), file('GAME.C', 'main() {}\n')]), /LOST\.C: no such file \(listed in GAME\.PRJ\)/);
  assert.throws(() => programFiles([file('README.TXT', 'hi')]), /no C file among README\.TXT/);
});

test('a zip of a folder: its one top folder is the program\'s; its subfolders are directories; long names and clashes are left out, named', () => {
  const p = programFiles([
    file('game/GAME.C', '#include "inc/game.h"\nmain() {}\n'), file('game/LEVEL1.DAT', 'x'), file('game/art/BIG.PCX', 'y'), file('game/longname.data', 'z'),
    file('game/Long Folder/A.DAT', 'l'), file('game/inc/GAME.H', 'int g;'), file('game/inc/game.h', 'other'), file('game/art/sub/', ''),
  ]);
  assert.equal(p.drive.map((f) => `${f.name}${f.attr & 0x10 ? '\\' : ''}`), ['GAME.C', 'LEVEL1.DAT', 'ART\\', 'ART\\BIG.PCX', 'ART\\SUB\\', 'INC\\', 'INC\\GAME.H']);
  assert.equal(p.notes, [
    'Long Folder/: left out (not an 8.3 DOS name; nor what is in it)',
    'inc/game.h: left out (the same DOS name, INC\\GAME.H, as inc/GAME.H)',
    'longname.data: left out (not an 8.3 DOS name)',
  ]);
  assert.equal(p.sources.map((s) => s.name), ['GAME.C']); // a subfolder's .C files are data, as for TCC
  assert.is(p.readInclude('inc\\game.h'), 'int g;'); // by its path from the root
  assert.is(p.readInclude('game.h'), null); // (the root has none)
});

test('the data files beside the program are on its C: drive', () => {
  const out = run([
    file('READ.C', '#include <stdio.h>\nmain()\n{\n  char line[20];\n  FILE *f = fopen("level1.dat", "r");\n  if (!f) { printf("none\\n"); return 1; }\n  fgets(line, 20, f);\n  printf("%s", line);\n  return 0;\n}\n'),
    file('LEVEL1.DAT', 'wall wall\n'),
  ]);
  assert.is(out, 'wall wall\n');
});

test('link errors are TLINK\'s: a name defined twice, data used and defined nowhere; a function defined nowhere links with TLINK\'s line', () => {
  const link = (files: Record<string, string>): string => {
    try {
      const p = compileProgram(Object.entries(files).map(([name, text]) => ({ name, text })), { file: Object.keys(files)[0]! });
      return ['linked', ...p.linkWarnings].join('; ');
    } catch (e) {
      return (e as Error).message;
    }
  };
  // data defined twice: TLINK's line, and the .EXE all the same (probe LK1)
  assert.is(link({ 'A.C': 'int n;\nmain() { helper(); }\n', 'B.C': 'int n;\n' }), "linked; Error: _n defined in module a.c is duplicated in module b.c; Undefined symbol '_helper' in module a.c");
  assert.is(link({ 'A.C': 'main() { helper(); }\n', 'B.C': 'static int helper(void) { return 1; }\n' }), "linked; Undefined symbol '_helper' in module a.c");
  // data used and defined nowhere: TLINK's line, and the .EXE all the same, the object at DS:0000 (probe LK1)
  assert.is(link({ 'A.C': 'extern int m;\nmain() { return m; }\n', 'B.C': 'int n = 4;\n' }), "linked; Undefined symbol '_m' in module a.c");
  assert.is(link({ 'A.C': 'extern int n;\nmain() { return n; }\n', 'B.C': 'int n = 4;\n' }), 'linked');
  // in a block too, before any declaration at file scope (corpus C2116: `extern unsigned __brklvl;` in a function)
  assert.is(link({ 'A.C': 'main() { extern int n; return n; }\n', 'B.C': 'int n = 4;\n' }), 'linked');
  assert.is(link({ 'A.C': 'main() { extern int m; return m; }\n', 'B.C': 'int n = 4;\n' }), "linked; Undefined symbol '_m' in module a.c");
  // the same struct tag and typedef in each file are each file's own
  assert.is(link({ 'A.C': 'struct s { int a; };\ntypedef int T;\nmain() { struct s v; T t = 1; v.a = t; return v.a; }\n', 'B.C': 'struct s { char b[3]; };\ntypedef char T;\nint g(void) { struct s w; T c = 2; w.b[0] = c; return w.b[0]; }\n' }), 'linked');
});

test('a library header in two modules: each its own FILE, one fopen; a header\'s FILE * function defined in the other', () => {
  // TCC compiles each alone and TLINK knows no types: MAIN.C and UTIL.C of the oracle's P1 (docs/TURBO-C-FACTS.md)
  const out = run([
    file('MAIN.C', '#include <stdio.h>\n#include "util.h"\nmain() { FILE *f = fopen("LEVEL.DAT", "r"); printf("%d\\n", count(f)); fclose(f); return 0; }\n'),
    file('UTIL.C', '#include <stdio.h>\n#include "util.h"\nint count(FILE *f) { int n = 0; while (fgetc(f) != EOF) n++; return n; }\n'),
    file('UTIL.H', 'int count(FILE *f);\n'),
    file('LEVEL.DAT', 'abcde'),
  ]);
  assert.is(out, '5\n');
});

test('a struct object another module defines: each module\'s typedef of the same struct, assigned whole (held-out H36)', () => {
  const h = 'typedef struct { int x, y; } Pos;\nextern Pos player;\nvoid step(void);\n';
  const out = run([
    file('GAME.C', '#include <stdio.h>\n#include "pos.h"\nPos player = { 1, 2 };\nmain() { step(); printf("%d %d\\n", player.x, player.y); return 0; }\n'),
    file('MOVE.C', '#include "pos.h"\nvoid step(void) { Pos to = player; to.x += 10; player = to; }\n'),
    file('POS.H', h),
  ]);
  assert.is(out, '11 2\n');
});

test('`#include "spine."` finds SPINE, a file without an extension, as DOS names it (corpus C3324)', () => {
  assert.is(run([file('MAIN.C', '#include <stdio.h>\nint pts[] = {\n#include "spine."\n};\nmain() { printf("%d\\n", pts[1]); return 0; }\n'), file('spine', '4, 5, 6\n')]), '5\n');
});

test('stdio.h includes stdarg.h, as TC 2.0\'s does: va_list with stdio.h alone (corpus C3301)', () => {
  assert.is(run([file('P.C', '#include <stdio.h>\nvoid p(char *f, ...) { va_list a; va_start(a, f); vprintf(f, a); va_end(a); }\nmain() { p("%d-%s\\n", 5, "x"); return 0; }\n')]), '5-x\n');
});

test('data two modules define: each module uses its own, TLINK\'s line printed (probe LK1 in DOSBox: n=1 m=0 get2=25)', () => {
  const out = run([
    file('A.C', '#include <stdio.h>\nint n = 1;\nint m;\nint get2(void);\nmain() { printf("n=%d m=%d get2=%d\\n", n, m, get2()); return 0; }\n'),
    file('B.C', 'int n = 2;\nint m = 5;\nint get2(void) { return n * 10 + m; }\n'),
  ]);
  assert.is(out, 'n=1 m=0 get2=25\n');
  // data no module defines is at DS:0000, TC's null area's first word (LK1: u=0 &u=0)
  assert.is(run([file('A.C', '#include <stdio.h>\nextern unsigned u;\nmain() { printf("u=%u &u=%u\\n", u, (unsigned)&u); return 0; }\n')]), 'u=0 &u=0\n');
});

test('`#include <types.e>`, a header TC does not have, is found in the program\'s folder, as TCC 2.0 found it (corpus C3426)', () => {
  assert.is(run([file('MAIN.C', '#include <stdio.h>\n#include <types.e>\nmain() { BYTE b = 200; printf("%d\\n", b); return 0; }\n'), file('TYPES.E', 'typedef unsigned char BYTE;\n')]), '200\n');
});

test('a .C file another includes is no module of its own (corpus C3414\'s GAMEMAIN.C includes GAMEDATA.C)', () => {
  const p = programFiles([file('GAMEMAIN.C', '#include "GAMEDATA.C"\nmain() { return n; }\n'), file('GAMEDATA.C', 'int n = 3;\n')]);
  assert.equal(p.sources.map((s) => s.name), ['GAMEMAIN.C']);
});

test('a Borland C++ project file (binary): the C modules its records name, in its order', () => {
  // the records of a BC 3.1 TETRIS.PRJ (corpus C3302): a name between NULs, then its path; a dependency's name follows a record's bytes
  const prj = 'Turbo C Project File \x1a\0\x01\rC:\\BC31\\INCLUDE\0\0VIDEO.C\0TETRIS\\VIDEO.C\0\0GAME386.ASM\0\0TETRIS.C\0ETRIS\\TETRIS.C\0\xffYVIDEO.C\0\x1eTESTCLK.C\0';
  assert.equal(projectModules(prj), ['VIDEO.C', 'TETRIS.C']);
  const p = programFiles([file('TETRIS.PRJ', prj), file('VIDEO.C', 'int v;\n'), file('TETRIS.C', 'main() {}\n'), file('TESTCLK.C', 'main() {}\n')]);
  assert.equal(p.sources.map((s) => s.name), ['TETRIS.C', 'VIDEO.C']);
});

test('a compile error names the file of the module it is in', () => {
  try {
    compileProgram([{ name: 'A.C', text: 'main() { }\n' }, { name: 'B.C', text: 'int f(void) { return y; }\n' }], { file: 'A.C' });
    assert.unreachable('it compiled');
  } catch (e) {
    assert.is((e as Error).message, "Error b.c 1: Undefined symbol 'y' in function f\n*** 1 errors in Compile ***");
  }
});

test.run();
