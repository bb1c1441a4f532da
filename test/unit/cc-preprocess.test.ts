// cc conformance: the preprocessor — object- and function-like macros, rescanning, # and ##,
// conditionals, #undef, line splicing, user headers, and TC's macros random()/randomize()
// spelled as RANDTAB.C prints them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { preprocess } from '../../cc/front/preprocess.ts';
import { output } from './cc-harness.ts';

const text = (src: string): string => preprocess(src, 'T.C').map((t) => t.text).join(' ');

test('object-like and function-like macros, nested and rescanned', () => {
  assert.is(text('#define N 4\n#define SQ(x) ((x)*(x))\n#define TWO SQ(N)\nint a = TWO;'), 'int a = ( ( 4 ) * ( 4 ) ) ;');
  // a macro does not expand inside its own expansion
  assert.is(text('#define foo foo + 1\nfoo'), 'foo + 1');
  // a function-like name without "(" is left alone
  assert.is(text('#define f(x) x\nint f;'), 'int f ;');
});

test('# makes a string; ## pastes tokens; line splices join lines', () => {
  assert.is(text('#define S(x) #x\nS(a  +  "q\\\\")'), '"a + \\"q\\\\\\\\\\""');
  assert.is(text('#define CAT(a,b) a##b\nint CAT(x, 1) = CAT(1, 2);'), 'int x1 = 12 ;');
  assert.is(text('#define LONG 1 + \\\n  2\nLONG'), '1 + 2');
});

test('conditionals: #if with defined and arithmetic, #elif, #else, #ifndef, #undef', () => {
  const src = '#define A 3\n#if defined(A) && A * 2 == 6\nyes\n#elif 1\nno\n#else\nnever\n#endif\n' +
    '#undef A\n#ifndef A\nundone\n#endif\n#if 0\n#error not reached\n#endif\n#ifdef __TURBOC__\ntc\n#endif';
  assert.is(text(src), 'yes undone tc');
});

test("TC's random() and randomize() macros, as RANDTAB.C prints their expansion", () => {
  const src = `#include <stdio.h>
#include <stdlib.h>
#define STR(x) #x
#define XSTR(x) STR(x)
void main()
{
    printf("%s\\n%s\\n", XSTR(random(n)), XSTR(randomize()));
}`;
  // the oracle's RANDTAB_output.txt lines 2 and 3 (note the space after NULL's expansion)
  assert.is(output(src), '(rand() % (n))\nsrand((unsigned)time(0 ))\n');
});

test("user headers come from the program's folder", () => {
  const p = compileC('#include "defs.h"\n#include <stdio.h>\nvoid main() { printf("%d\\n", WIDTH); }', {
    file: 'T.C',
    readInclude: (name) => (name.toLowerCase() === 'defs.h' ? '#define WIDTH 12\n' : null),
  });
  assert.ok(p.functions.includes('main'));
  assert.throws(() => compileC('#include "nothere.h"\n', { file: 'T.C' }), /Error t\.c 1: Unable to open include file 'nothere\.h'/);
});

test('__LINE__, __FILE__, __DATE__, __TIME__', () => {
  assert.is(text('int a = __LINE__;\n#define L __LINE__\nint b = L; char *f = __FILE__, *d = __DATE__, *t = __TIME__;'),
    'int a = 1 ; int b = 3 ; char * f = "t.c" , * d = "Jan  1 1980" , * t = "00:00:00" ;');
});

test.run();
