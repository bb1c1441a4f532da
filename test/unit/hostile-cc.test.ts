/**
 * The compiler against hostile C source: every case ends in a compile error naming the file and
 * line (or compiles and runs as C says), never a hang, an exhausted heap or a JavaScript error
 * from the compiler's insides.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { compileError, output, runC } from './cc-harness.ts';

test('a file that includes itself stops at the include depth, naming the file and line', () => {
  const src = '#include "SELF.C"\nint main() { return 0; }\n';
  const msg = (() => {
    try {
      compileC(src, { file: 'SELF.C', readInclude: (n) => (n === 'SELF.C' ? src : null) });
    } catch (e) {
      return (e as Error).message;
    }
    return 'compiled';
  })();
  assert.is(msg, 'Error self.c 1: #include nested more than 16 deep (does "SELF.C" include itself?)\n*** 1 errors in Compile ***');
});

test('includes one after another are not nesting: 40 in a row compile', () => {
  const src = '#include "A.H"\n'.repeat(40) + 'int main() { return N; }\n';
  assert.ok(compileC(src, { file: 'T.C', readInclude: () => '#undef N\n#define N 1\n' }).functions.includes('main'));
});

test('a macro that doubles at every level stops with an error naming the line, not an exhausted heap', () => {
  let src = '#define X0 x\n';
  for (let i = 1; i <= 40; i++) src += `#define X${i} X${i - 1} X${i - 1}\n`;
  src += 'int main() { X40; return 0; }\n';
  assert.match(compileError(src), /^Error t\.c 42: macro X\d+: expansion makes more than 65536 tokens \(a macro that multiplies itself\?\)$/m);
  let fn = '#define F0(a) a\n';
  for (let i = 1; i <= 40; i++) fn += `#define F${i}(a) F${i - 1}(a) F${i - 1}(a)\n`;
  fn += 'int main() { F40(1); return 0; }\n';
  assert.match(compileError(fn), /^Error t\.c 42: macro F\d+: expansion makes more than 65536 tokens/);
});

test("names JavaScript gives meaning to are plain C names: __proto__, constructor, a header named like Object's members", () => {
  assert.is(output('#include <stdio.h>\nint __proto__ = 3;\nint constructor(void) { return __proto__ + 1; }\nint main() { printf("%d\\n", constructor()); return 0; }'), '4\n');
  assert.is(compileError('#include <constructor>\nint main() { return 0; }').split('\n')[0], "Error t.c 1: Unable to open include file 'constructor'");
  assert.is(compileError('#include <__proto__>\nint main() { return 0; }').split('\n')[0], "Error t.c 1: Unable to open include file '__proto__'");
});

test("a function named like a variable's generated name, or like a JavaScript global, does not collide", () => {
  const src = `#include <stdio.h>
int counter;
int g_counter_1(void) { return 7; }
int v_i_2(int i) { return i * 2; }
int Error(void) { return 1; }
int main() { int i = 5; counter = g_counter_1(); printf("%d %d %d\\n", counter, v_i_2(i), Error()); return 0; }`;
  assert.is(output(src), '7 10 1\n');
});

test('400 nested parentheses and a 3000-long else-if chain are compile errors naming the line', () => {
  assert.is(compileError(`int main() { int x; x = ${'('.repeat(400)}1${')'.repeat(400)}; return x; }`), 'Error t.c 1: expressions nested more than 200 deep\n*** 1 errors in Compile ***');
  let chain = 'int main() { int x = 5;\nif (x == 0) x = 1;\n';
  for (let i = 0; i < 3000; i++) chain += `else if (x == ${i + 1}) x = ${i};\n`;
  chain += 'return 0; }\n';
  assert.is(compileError(chain), 'Error t.c 201: statements nested more than 200 deep (each if of an else-if chain counts)\n*** 1 errors in Compile ***');
  // Just under the limit both compile and run, on both engines.
  const deep = `#include <stdio.h>\nint main() { int x; x = ${'('.repeat(190)}1${')'.repeat(190)}; printf("%d", x); return 0; }`;
  assert.is(output(deep), '1');
  assert.is(output(deep, 'coroutine'), '1');
  let ok = '#include <stdio.h>\nint main() { int x = 5;\nif (x == 0) x = 1;\n';
  for (let i = 0; i < 190; i++) ok += `else if (x == ${i + 1}) x = ${i};\n`;
  ok += 'printf("%d", x); return 0; }\n';
  assert.is(output(ok), '4');
  assert.is(output(ok, 'coroutine'), '4');
});

test('`while (1) printf("x");` runs to the host\'s deadline on the CLI\'s engine, printing at DOSBox\'s pace, instead of hanging it', () => {
  const r = runC('#include <stdio.h>\nint main() { while (1) printf("x"); }\n', { ms: 300 });
  assert.is(r.state, 'running');
  assert.is(r.crash, null);
  // a byte through DOS takes 4 000 instructions (test/fixtures/console-time): 300 ms at 580 000 a ms, 43 500
  assert.ok(Math.abs(r.stdout.length - 43500) <= 100 && /^x+$/.test(r.stdout), `${r.stdout.length} characters`);
});

test('a file name past Latin-1 is a compile error; Latin-1, quotes and backslashes print as named by __FILE__', () => {
  const src = '#include <stdio.h>\nint main() {\n  printf("%s|", __FILE__);\n  return 0;\n}\n';
  const lower = (name: string): string => name.replace(/[A-Z]/g, (c) => c.toLowerCase()); // TC's: A–Z only
  const refused = (name: string, what: string): void => assert.is(compileError(src, name), `Error ${lower(name)} 1: the file name has ${what}, which DOS cannot hold (a name is bytes, Latin-1 here): rename the file`);
  refused('ÜNI€.C', '€ (U+20AC)');
  refused('A😀.C', '😀 (U+1F600)');
  refused('ÿ.C', 'ÿ, whose capital Ÿ (U+0178)');
  assert.match(compileError('int main() { return 0; }\n', 'dir/€.C'), 'Error €.c 1: the file name has €', 'with __FILE__ or without');
  for (const file of ['Ü.C', 'A"B\\C.C', 'TAB\tX.C', 'ß.C']) assert.is(runC(src, { file }).stdout, `${lower(file)}|`, file);
  assert.is(runC(src, { file: 'dir/OK.C' }).stdout, 'dir/ok.c|');
});

test.run();
