// cc conformance programs as files: every test/c/NAME.C runs on both engines and prints exactly
// test/c/NAME.out (each expected output worked out by hand from the TC rules, the working in the
// program's comment). A program without its .out, or an .out without its program, fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { output } from './cc-harness.ts';

const DIR = 'test/c';
const names = readdirSync(DIR);
const programs = names.filter((n) => n.endsWith('.C')).sort();

test('every program has its expected output, and every expected output its program', () => {
  assert.ok(programs.length >= 10, `only ${programs.length} programs in ${DIR}`);
  const missing = programs.filter((n) => !existsSync(join(DIR, n.replace(/\.C$/, '.out'))));
  assert.equal(missing, [], `programs without a .out: ${missing.join(', ')}`);
  const orphans = names.filter((n) => n.endsWith('.out') && !programs.includes(n.replace(/\.out$/, '.C')));
  assert.equal(orphans, [], `.out files without a program: ${orphans.join(', ')}`);
});

for (const name of programs) {
  test(`${name} prints its .out on both engines`, () => {
    const src = readFileSync(join(DIR, name), 'latin1');
    const expected = readFileSync(join(DIR, name.replace(/\.C$/, '.out')), 'latin1');
    assert.is(output(src, 'sync'), expected);
    assert.is(output(src, 'coroutine'), expected);
  });
}

test.run();
