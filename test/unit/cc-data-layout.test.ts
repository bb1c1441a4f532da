// Where TC 2.0 puts a program's globals, against the real TC 2.0 in DOSBox (test/fixtures/data-layout,
// README there): GL1, GL2 and the programs of DECLS.txt printed each global's offset; the order of
// those offsets must be TC's (the offsets themselves differ by the library's data before them):
// the initialised globals in declaration order, then the string literals, then the uninitialised
// ones by name (codegen/layout.ts, bssOrder), so that a write past an array lands where TC's does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
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
// it, which then never lives in a JS variable (corpus C2698's `head[5]`).
for (const name of ['AI1', 'AI2', 'PA1']) {
  test(`${name}: ${name === 'PA1' ? 'writes past a global array land in the next global' : 'auto initializers take their room in _DATA, in source order'} (every byte TC's)`, () => {
    const m = new Machine();
    m.load(compileC(readFileSync(`${DIR}/${name}.C`, 'latin1'), { file: `${name}.C` }).rom);
    for (let i = 0; i < 50 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    assert.is(new TextDecoder('latin1').decode(driveOf(m).read(`${name}.OUT`) ?? new Uint8Array(0)), readFileSync(`${DIR}/${name}.OUT`, 'latin1'));
  });
}

test.run();
