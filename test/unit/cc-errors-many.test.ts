// cc: a compilation reports every error it finds, up to ten, each as TCC 2.0 prints it (`Error
// t.c 5: Expression syntax in function f`), going on after the statement or declaration that
// failed, and ends with TCC's count line; the end of the file mid-declaration stops it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileError } from './cc-harness.ts';
import { CompileError, CompileErrors } from '../../cc/errors.ts';
import { compileC } from '../../cc/program.ts';

test('errors in statements, declarations and functions are all reported, in order', () => {
  const src = [
    'int a = ;', //                      1
    'int f(int x)', //                   2
    '{', //                              3
    '    int y;', //                     4
    '    y = x +;', //                   5: the parser took the ';' before failing
    '    if (x > ) { y = 1; }', //       6
    '    return y', //                   7
    '}', //                              8
    'struct S { int q; } s;', //         9
    'void main()', //                    10
    '{', //                              11
    '    s.nope = 1;', //                12
    '    undefined_var = 2;', //         13
    '    f(1);', //                      14: fine
    '}', //                              15
  ].join('\n');
  assert.is(compileError(src).split('\n').join('|'), [
    'Error t.c 1: Expression syntax',
    'Error t.c 5: Expression syntax in function f',
    'Error t.c 6: Expression syntax in function f',
    'Error t.c 8: Return statement missing ; in function f',
    "Error t.c 12: Undefined symbol 'nope' in function main", // TCC's text for a name that is no member
    "Error t.c 13: Undefined symbol 'undefined_var' in function main",
    '*** 6 errors in Compile ***',
  ].join('|'));
});

test('the errors are one CompileError naming the first, with each of them', () => {
  try {
    compileC('int a = ;\nint b = ;\n', { file: 'E.C' });
    assert.unreachable('it compiled');
  } catch (e) {
    assert.instance(e, CompileError);
    assert.instance(e, CompileErrors);
    assert.is((e as CompileErrors).line, 1);
    assert.equal((e as CompileErrors).errors.map((x) => x.line), [1, 2]);
  }
});

test('ten at most: then the compilation stops, saying so', () => {
  const src = Array.from({ length: 15 }, (_, i) => `int v${i} = ;`).join('\n');
  const lines = compileError(src).split('\n');
  assert.is(lines.length, 12);
  assert.is(lines[9], 'Error t.c 10: Expression syntax');
  assert.is(lines[10], 't.c: too many errors (10), compilation stopped');
  assert.is(lines[11], '*** 10 errors in Compile ***');
});

test('the end of the file inside a function is fatal: what came before is reported with it', () => {
  const msg = compileError('int a = ;\nvoid main()\n{\n  int x;\n  x = 1;\n');
  const lines = msg.split('\n');
  assert.is(lines[0], 'Error t.c 1: Expression syntax');
  assert.is(lines.length, 3);
  // (two lines past the file's last, as TCC 2.0 names the end: oracle-ccerr brace-eof)
  assert.is(lines[1], 'Error t.c 7: Compound statement missing } in function main');
});

test.run();
