// cc conformance: the preprocessor — object- and function-like macros, rescanning, # and ##,
// conditionals, #undef, line splicing, user headers, and TC's macros random()/randomize()
// spelled as RANDTAB.C prints them; the headers' prototypes a program cannot reach left out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileC } from '../../cc/program.ts';
import { COMPILED_AT, preprocess, tcDate, type CompileTime } from '../../cc/front/preprocess.ts';
import { CALLED_BY_MACROS, HEADERS, prototypeAt } from '../../cc/front/headers.ts';
import { TC_LIBRARY } from '../../cc/support/library-doc.ts';
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
  // TCC 2.0 keeps the whitespace between an argument's tokens as written, no comment, nothing
  // across a new line (oracle STR1, test/fixtures/oracle-files)
  assert.is(text('#define S(x) #x\nS(a  +  "q\\\\")'), '"a  +  \\"q\\\\\\\\\\""');
  assert.is(text('#define S(x) #x\nS(a\t/* c */ b/**/c\n   d)'), '"a\t bcd"');
  assert.is(text('#define CAT(a,b) a##b\nint CAT(x, 1) = CAT(1, 2);'), 'int x1 = 12 ;');
  // a paste that makes no one token is read again as TCC 2.0 compiles it (corpus C3440's CLICK)
  assert.is(text('#define CLICK(n) (##mousec == n)\nCLICK(1)'), '( mousec == 1 )');
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

test("a header name drops its blanks and keeps its backslashes, as TCC 2.0 opens it (corpus C135's <stdio .h>)", () => {
  for (const name of ['stdio .h', ' stdio.h ', 'st dio.h', 'stdio.h\t'])
    assert.ok(compileC(`#include <${name}>\nvoid main() { printf("x"); }`, { file: 'T.C' }).functions.includes('main'), name);
  assert.ok(compileC('#include <sys\\stat.h>\nvoid main() { struct stat s; stat("A", &s); }', { file: 'T.C' }).functions.includes('main'));
  assert.throws(() => compileC('#include <no such.h>\n', { file: 'T.C' }), /Unable to open include file 'nosuch\.h'/);
});

test("sys\\stat.h, sys\\timeb.h and sys\\types.h only by their folder: by the bare name TCC 2.0 finds no file (corpus C3739)", () => {
  for (const name of ['"stat.h"', '<stat.h>', '"timeb.h"', '<types.h>'])
    assert.throws(() => compileC(`#include ${name}\nvoid main() {}`, { file: 'T.C' }), new RegExp(`Unable to open include file '${name.slice(1, -1).replace('.', '\\.')}'`), name);
  for (const name of ['<sys/stat.h>', '<SYS\\TIMEB.H>', '"sys\\types.h"'])
    assert.ok(compileC(`#include ${name}\nvoid main() {}`, { file: 'T.C' }).functions.includes('main'), name);
  // the program's own types.h is found by its name
  assert.ok(compileC('#include "types.h"\nvoid main() { BYTE b = 1; }', { file: 'T.C', readInclude: (n) => (n === 'types.h' ? 'typedef unsigned char BYTE;\n' : null) }).functions.includes('main'));
});

test("alloc.h declares the heap's calls alone, as TC 2.0's ALLOC.H: with it `exit()` is an undeclared call TCC compiles (corpus C3856)", () => {
  assert.ok(compileC('#include <alloc.h>\nvoid main() { char *p = malloc(4); free(p); exit(); }', { file: 'T.C' }).functions.includes('main'));
  // a name of stdlib.h's that alloc.h lacks is the program's own (its own max, random, atoi)
  assert.ok(compileC('#include <alloc.h>\nint max(int a, int b) { return a > b ? a : b; }\nint random(int n) { return n; }\nvoid main() { max(1, 2); random(3); }', { file: 'T.C' }).functions.includes('main'));
  // with stdlib.h beside it, both orders, the prototypes agree
  for (const pair of ['<alloc.h>\n#include <stdlib.h>', '<stdlib.h>\n#include <alloc.h>'])
    assert.ok(compileC(`#include ${pair}\nvoid main() { char *p = malloc(4); free(p); exit(0); }`, { file: 'T.C' }).functions.includes('main'), pair);
});

test("each header's prototypes and macros are TC 2.0's names of that header (TC_LIBRARY): none of another header's", () => {
  for (const [header, list] of Object.entries(TC_LIBRARY)) {
    const tc = new Set(list.split(' '));
    const text = HEADERS[header.replace('sys/', '')]!; // sys/stat.h is looked up by its last name
    const names: string[] = [];
    let at = 0;
    for (const line of text.split('\n')) {
      const proto = prototypeAt(text, at, at + line.length);
      if (proto !== null) names.push(proto);
      const macro = /^\s*#\s*define\s+(\w+)/.exec(line)?.[1];
      if (macro !== undefined) names.push(macro);
      at += line.length + 1;
    }
    // the library's own names (`__abs__`, `_strerror`) and the headers' guards begin with `_`
    const extra = names.filter((n) => !n.startsWith('_') && !tc.has(n));
    assert.equal(extra, [], header);
  }
});

test('__DATE__ and __TIME__ are the compile time the host gives, in TCC 2.0\'s text (oracle DT1: the day with a zero)', () => {
  const at = (compiledAt: CompileTime): string => preprocess('__DATE__ __TIME__', 't.c', { compiledAt }).map((t) => t.text).join(' ');
  assert.is(at({ year: 2026, month: 1, day: 5, hour: 9, min: 5, sec: 3 }), '"Jan 05 2026" "09:05:03"');
  assert.is(at({ year: 2026, month: 11, day: 30, hour: 15, min: 20, sec: 12 }), '"Nov 30 2026" "15:20:12"');
  assert.is(tcDate(COMPILED_AT), 'Jan 01 1980');
});

test('__LINE__, __FILE__, __DATE__, __TIME__', () => {
  assert.is(text('int a = __LINE__;\n#define L __LINE__\nint b = L; char *f = __FILE__, *d = __DATE__, *t = __TIME__;'),
    'int a = 1 ; int b = 3 ; char * f = "t.c" , * d = "Jan 01 1980" , * t = "00:00:00" ;');
});


// ---- the headers' prototypes a program cannot reach are left out (cc/front/headers.ts headerText)

const ids = (line: string): string[] => line.match(/[A-Za-z_]\w*/g) ?? [];
const headerLines = (): string[] => [...new Set(Object.values(HEADERS))].flatMap((h) => h.split('\n'));
const prototypeOf = (line: string): string | null => prototypeAt(line, 0, line.length);

test('CALLED_BY_MACROS is every function whose prototype a header has and a header macro names', () => {
  const lines = headerLines();
  const prototypes = new Set(lines.map(prototypeOf).filter((n): n is string => n !== null));
  const inMacros = new Set(lines.filter((l) => /^\s*#\s*define\b/.test(l)).flatMap((l) => ids(l).slice(2)));
  assert.equal([...prototypes].filter((n) => inMacros.has(n)).sort(), [...CALLED_BY_MACROS].sort());
  assert.ok(prototypes.size > 400, `${prototypes.size} prototypes found`); // the scan finds them at all
});

test('a prototype line is a whole declaration: no header line continues onto the next', () => {
  const lines = headerLines();
  lines.forEach((l, i) => {
    assert.not.ok(l.endsWith('\\'), `a spliced header line: ${l}`);
    const before = lines[i - 1]?.trim() ?? '';
    if (prototypeOf(l) !== null) assert.ok(before === '' || before.startsWith('#') || /[;{}]$/.test(before), `${l} continues ${before}`);
  });
  assert.is(prototypeOf('int getmaxx(void);'), 'getmaxx');
  assert.is(prototypeOf('void far * far farmalloc(unsigned long n);'), 'farmalloc');
  assert.is(prototypeOf('int atexit(void (*func)(void));'), 'atexit');
  assert.is(prototypeOf('int f(void), g(void);'), null);
  assert.is(prototypeOf('void (*signal(int sig, void (*func)(int)))(int);'), null);
  assert.is(prototypeOf('typedef int cmp(const void *, const void *);'), null);
  assert.is(prototypeOf('#define getc(f) fgetc(f)'), null);
});

test('a header keeps the prototypes of what the program names, its macros call, and all when it reads its own files or pastes', () => {
  const has = (src: string, name: string): boolean => preprocess(src, 'T.C').some((t) => t.text === name);
  assert.not.ok(has('#include <graphics.h>\nint main(void) { return 0; }', 'getmaxx'));
  assert.ok(has('#include <graphics.h>\nint main(void) { return getmaxx(); }', 'getmaxx'));
  assert.not.ok(has('#include <graphics.h>\nint main(void) { return 0; } /* getmaxx */', 'getmaxx')); // a comment names nothing
  assert.ok(has('#include <dos.h>\nint main(void) { return 0; }', '__int__')); // geninterrupt's callee
  assert.ok(has('#include <graphics.h>\n#define F(x) get##x\nint main(void) { return 0; }', 'getmaxx'));
  const withUser = preprocess('#include <graphics.h>\n#include "mine.h"\nint main(void) { return m(); }', 'T.C', { readInclude: () => 'int m(void) { return getmaxx(); }' });
  assert.ok(withUser.some((t) => t.text === 'getmaxx' && t.file === '<GRAPHICS.H>'));
  // a prototype naming a macro of the program's is kept, and fails as it did
  assert.ok(has('#define mode_number 3\n#include <graphics.h>\nint main(void) { return 0; }', 'getmodename'));
  assert.throws(() => compileC('#define mode_number 3\n#include <graphics.h>\nint main(void) { return 0; }', { file: 'T.C' }), /GRAPHICS\.H/i);
  // the lines after a left-out prototype keep their numbers
  const full = preprocess('#include <graphics.h>\nint main(void) { return getmaxy(); }', 'T.C');
  const pruned = preprocess('#include <graphics.h>\nint main(void) { return getmaxx() + getmaxy(); }', 'T.C');
  const lineOf = (toks: typeof full, name: string): number => toks.find((t) => t.text === name && t.file === '<GRAPHICS.H>')!.line;
  assert.is(lineOf(full, 'getmaxy'), lineOf(pruned, 'getmaxy'));
  // a program calling a function whose prototype the header has, through a macro of its own, runs as before
  assert.is(output('#include <stdio.h>\n#include <math.h>\n#define ROOT(x) sqrt(x)\nint main(void) { printf("%.1f", ROOT(2.25)); return 0; }'), '1.5');
});


/** The expanded text of `src`, or TCC's first message when compiling it fails. */
const pp = (src: string): string => {
  const toks = preprocess(src, 'T.C');
  return toks.fatal ? toks.fatal.message.replace(/^\s*Error t\.c \d+: /, '') : toks.map((t) => t.text).join(' ');
};

test("a call's arguments are macro-expanded before they are split at commas, as TCC 2.0 reads them (probes Q001–Q038)", () => {
  const defs = '#define PAIR 1, 2\n#define ADD(a, b) ((a) + (b))\n#define ADD3(a, b, c) a b c\n#define ID(x) x\n#define TW(x) x, x\n#define LP (\n#define RP )\n#define C2 , 2\n#define COMMA ,\n#define S(x) #x\n#define E\n';
  assert.is(pp(`${defs}ADD(PAIR)`), '( ( 1 ) + ( 2 ) )');
  assert.is(pp(`${defs}ADD3(PAIR, 5)`), '1 2 5');
  assert.is(pp(`${defs}ADD(TW(3))`), '( ( 3 ) + ( 3 ) )');
  assert.is(pp(`${defs}ADD(LP 1, 2 RP, 5)`), '( ( ( 1 , 2 ) ) + ( 5 ) )');
  // a macro after other tokens of its argument goes into it whole; after its comma, into the next too
  assert.is(pp(`${defs}ADD(1 C2)`), '( ( 1 , 2 ) + ( 2 ) )');
  assert.is(pp(`${defs}ADD(1 COMMA 2)`), '( ( 1 , ) + ( 2 ) )');
  assert.match(pp(`${defs}x;\nS(PAIR)`), /^Wrong number of arguments in call of 'S'$/);
  // `()` and an argument that expands to nothing are no argument
  assert.match(pp(`${defs}x;\nID()`), /Wrong number of arguments in call of 'ID'/);
  assert.match(pp(`${defs}x;\nID(E)`), /Wrong number of arguments in call of 'ID'/);
});

test('# and ## take the expanded arguments; empty operands of ## paste nothing; spaces as TCC 2.0 spells them', () => {
  const defs = '#define A 10\n#define B A * 2\n#define CAT(a, b) a ## b\n#define S(x) #x\n#define XS(x) S(x)\n#define ID(x) x\n';
  assert.is(pp(`${defs}CAT(A, B)`), '1010 * 2');
  assert.is(pp(`${defs}CAT(, 5) CAT(5, ) CAT(,)`), '5 5');
  assert.is(pp(`${defs}S(A + A) S(A/**/A) S(B B)`), '"10  + 10" "10 10" "10  * 2  10  * 2"');
  assert.is(pp(`${defs}XS(ID(B) ID(B))`), '"10  * 2  10  * 2"');
});

test("TCC 2.0's words for the preprocessor's errors (probes R029–R163)", () => {
  const cases: [string, string][] = [
    ['#if 2 || 1/0\n#endif', 'Division by zero'],
    ['#if 1 +\n#endif', 'Expression syntax'],
    ['#if (1, 1)\n#endif', 'Constant expression required'],
    ['#if 1.0\n#endif', 'Constant expression required'],
    ['#if defined\n#endif', 'Expression syntax'],
    ['#ifdef\n#endif', 'Bad ifdef directive syntax'],
    ['#if 1\n#else\n#else\n#endif', 'Misplaced else directive'],
    ['#if 0\n#bogus\n#endif', "Unknown preprocessor directive: 'bogus'"],
    ['# 33', "Unknown preprocessor directive: ''"],
    ['#define F(a b) a', 'Invalid macro argument separator'],
    ['#define F(1) 1', 'Macro argument syntax error'],
    ['#define __LINE__ 9', 'Define directive needs an identifier'],
    ['#line x', 'Bad file name format in include directive'],
    ['#include nofile', 'Bad file name format in include directive'],
    ['#define H(x) # y\nint a;\nH(1)', '# operator not followed by macro argument name'],
  ];
  for (const [src, msg] of cases) assert.is(pp(src), msg, src);
  assert.is(pp('#define N 500\n#line N\n__LINE__'), '500');
  assert.is(pp('#if defined __LINE__ && defined __FILE__\nyes\n#endif'), 'yes');
});

test.run();
