// cc: a compilation reports every error it finds, up to ten, each `FILE:LINE: error: …`, going on
// after the statement or declaration that failed; the end of the file mid-declaration stops it.
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
    'T.C:1: error: expression expected, found ";"',
    'T.C:5: error: expression expected, found ";"',
    'T.C:6: error: expression expected, found ")"',
    'T.C:8: error: ";" expected after return, found "}"',
    'T.C:12: error: nope is not a member of struct S',
    "T.C:13: error: Undefined symbol 'undefined_var'",
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
  assert.is(lines.length, 11);
  assert.is(lines[9], 'T.C:10: error: expression expected, found ";"');
  assert.is(lines[10], 'T.C: too many errors (10), compilation stopped');
});

test('the end of the file inside a function is fatal: what came before is reported with it', () => {
  const msg = compileError('int a = ;\nvoid main()\n{\n  int x;\n  x = 1;\n');
  const lines = msg.split('\n');
  assert.is(lines[0], 'T.C:1: error: expression expected, found ";"');
  assert.is(lines.length, 2);
  assert.match(lines[1]!, /^T\.C:5: error: /);
});

test.run();
