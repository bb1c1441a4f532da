// Where TC 2.0 puts a program's globals, against the real TC 2.0 in DOSBox (test/fixtures/data-layout,
// README there): GL1, GL2 and the programs of DECLS.txt printed each global's offset; the order of
// those offsets must be TC's (the offsets themselves differ by the library's data before them):
// the initialised globals in declaration order, then the string literals, then the uninitialised
// ones by name (codegen/layout.ts, bssOrder), so that a write past an array lands where TC's does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { compileSources } from '../../cc/compile.ts';
import { libraryUses } from '../../cc/codegen/layout.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';

const DIR = 'test/fixtures/data-layout';

/** The names of "NAME OFFSET" pairs, in the order of their offsets (main's own `f` left out: GM1's global f is shadowed). */
function order(text: string): string[] {
  const t = text.trim().split(/\s+/);
  const pairs: [string, number][] = [];
  for (let i = 0; i < t.length; i += 2) if (t[i] !== 'f') pairs.push([t[i]!, Number(t[i + 1])]);
  return pairs.sort((a, b) => a[1] - b[1]).map((p) => p[0]);
}

/** A DECLS.txt program: its globals, then a main that prints each one's name and offset in declaration order. */
function declsProgram(name: string, decls: string): string {
  const names = [...decls.matchAll(/([A-Za-z_]\w*)(\[\d+\])?\s*[,;]/g)].map((m) => ({ v: m[1]!, array: m[2] !== undefined }));
  return `#include <stdio.h>\n${decls}\nint main(void)\n{\n  FILE *f = fopen("${name}.OUT", "w");\n${names
    .map(({ v, array }) => `  fprintf(f, "${v} %u\\n", (unsigned)${array ? '' : '&'}${v});\n`)
    .join('')}  fclose(f);\n  return 0;\n}\n`;
}

const programs: [string, string][] = [
  ['GL1', readFileSync(`${DIR}/GL1.C`, 'latin1')],
  ['GL2', readFileSync(`${DIR}/GL2.C`, 'latin1')],
  ...readFileSync(`${DIR}/DECLS.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => {
    const [name, decls] = l.split('|') as [string, string];
    return [name, declsProgram(name, decls)] as [string, string];
  }),
];

test('every probe has its DOSBox output', () => {
  assert.is(programs.length, 22);
  for (const [name] of programs) assert.ok(readFileSync(`${DIR}/${name}.OUT`, 'latin1').length > 0, name);
});

for (const [name, source] of programs) {
  test(`${name}: the globals in TC's order`, () => {
    const m = new Machine();
    m.load(compileC(source, { file: `${name}.C` }).rom);
    for (let i = 0; i < 50 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    const got = new TextDecoder('latin1').decode(driveOf(m).read(`${name}.OUT`) ?? new Uint8Array(0));
    assert.equal(order(got), order(readFileSync(`${DIR}/${name}.OUT`, 'latin1')));
  });
}

// AI1, AI2: an auto array or struct with an initializer keeps its initial values in TC's _DATA, the
// whole object's size, in source order among the initialised globals and static locals; a string
// that initialises a local char array is no pooled literal. The _DATA offsets are TC's to the byte.
// PA1: a constant subscript past a global array's end reads and writes the global TC places after
// it, which then never lives in a JS variable (corpus C2698's `head[5]`). PC1: so does a string or
// an int read into a global char through its address (corpus C5550's `scanf("%s", &a)`).
const WHAT: Record<string, string> = {
  PA1: 'writes past a global array land in the next global',
  PC1: 'a string or an int read into a global char lands in the globals after it',
};
for (const name of ['AI1', 'AI2', 'PA1', 'PC1']) {
  test(`${name}: ${WHAT[name] ?? 'auto initializers take their room in _DATA, in source order'} (every byte TC's)`, () => {
    const m = new Machine();
    m.load(compileC(readFileSync(`${DIR}/${name}.C`, 'latin1'), { file: `${name}.C` }).rom);
    for (let i = 0; i < 50 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    assert.is(new TextDecoder('latin1').decode(driveOf(m).read(`${name}.OUT`) ?? new Uint8Array(0)), readFileSync(`${DIR}/${name}.OUT`, 'latin1'));
  });
}

// TLINK's detailed map (test/fixtures/link-map, README there): a program of two modules, each
// module's _DATA and _BSS on a word of its own, a struct-return buffer in its module's _BSS, an
// `extern` nothing defines or uses taking no room, FLAGS87 linked by a comparison of doubles, the
// program's matherr keeping MATHS' out: mb.c's `y` at DS:05B8 and the heap from DS:0606, as TC's.
const MAP = 'test/fixtures/link-map';
test('two modules: each part of DGROUP where TLINK puts it (y at 05B8h, the heap at 0606h)', () => {
  const c = compileSources(['MA.C', 'MB.C'].map((name) => ({ name, text: readFileSync(`${MAP}/${name}`, 'latin1') })), { file: 'MA.C' });
  const y = c.program.globals.find((g) => g.name === 'y')!;
  assert.is(c.layout.addr.get(y), 0x5b8);
  assert.is(c.layout.heapStart, 0x606);
});

// FK.txt: a floating constant in _DATA only where the 8087 takes it as an operand, 8 bytes a value
for (const line of readFileSync(`${MAP}/FK.txt`, 'latin1').split('\n').filter((l) => l && !l.startsWith('#'))) {
  const [name, main, data, flags] = line.split('|') as [string, string, string, string];
  test(`FK ${name}: ${main}: _DATA ${data} bytes, FLAGS87 ${flags === '1' ? '' : 'not '}linked`, () => {
    const head = name < 'J' ? 'double d; int i;' : 'double d; int i; float fl; void g(double x) { d = x; }';
    const c = compileSources([{ name: `${name}.C`, text: `${head}\n${main}\n` }], { file: `${name}.C` });
    const uses = libraryUses(c.program);
    assert.is(uses.constants[0], Number(data));
    assert.is(uses.names.includes('FLAGS8087@'), flags === '1');
  });
}

test.run();
