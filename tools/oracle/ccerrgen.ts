/**
 * Faulty C programs and what Turbo C 2.0 says of them (programs `CX00001.C` …; docs/ORACLE.md
 * "Faulty programs"): each program holds one mistake of a class TCC 2.0 reports — syntax (a
 * missing `;`, `)`, `(`, `}`, stray tokens, bad declarations), names (undefined, declared twice,
 * redeclared with another type), calls (too few or extra arguments to a prototype, a call of a
 * non-function), operands (an lvalue required, a pointer or a floating value where neither is
 * allowed, a structure where it is not), statements (`case` or `break` out of place, a duplicate
 * case, an undefined label), the preprocessor (a missing include file, `#error`, an unterminated
 * `#if`, an unknown directive), the lexer (an unterminated string, character constant or comment),
 * initializers, and the warnings TCC prints at its default level (a suspicious pointer conversion,
 * a possible use before definition, code that has no effect, a value assigned and never used, a
 * function that should return a value, unreachable code). Names, types, the function the mistake
 * is in and the lines before it vary with the seed.
 *
 * `ccerr DIR --out OUT` compiles each with TCC in DOSBox (a program TCC accepts runs too: each
 * ends at once) and with mode12h, `--strict` and by default, and writes OUT/ccerr.txt (how many
 * agree, class by class) and OUT/ccerr-facts.json (TCC's lines by seed: the fixture
 * test/fixtures/oracle-ccerr/tcc.json, checked by test/unit/cc-tcc-messages.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileProgram } from '../../cc/program.ts';
import { Rng } from './generate.ts';
import type { OracleResult } from './dosbox.ts';

export const ccerrName = (seed: number): string => `CX${String(seed % 100000).padStart(5, '0')}`;
export const ccerrSeed = (name: string): number | null => (/^CX\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** A generated faulty program: its class (CLASSES' key) and its text. */
export interface FaultyProgram {
  name: string;
  cls: string;
  body: string;
}

const VARS = ['a', 'b', 'n', 'count', 'total', 'k', 'x1', 'len', 'pos', 'val'];
const FUNCS = ['f', 'add', 'calc', 'step', 'area', 'getv', 'sum2', 'show'];
const TYPES = ['int', 'long', 'char', 'unsigned', 'double', 'float'];

/** What a class's maker gets: the seed's numbers, and fresh names that do not clash. */
class Ctx {
  private used = new Set<string>();
  constructor(readonly r: Rng) {}
  /** A name from `xs` not yet used in this program. */
  name(xs: readonly string[] = VARS): string {
    for (let i = 0; i < 50; i++) {
      const n = this.r.pick(xs);
      if (!this.used.has(n)) {
        this.used.add(n);
        return n;
      }
    }
    const n = `${xs[0]}${this.used.size}`;
    this.used.add(n);
    return n;
  }
  fn(): string {
    return this.name(FUNCS);
  }
  int(lo: number, hi: number): number {
    return this.r.int(lo, hi);
  }
  pick<T>(xs: readonly T[]): T {
    return this.r.pick(xs);
  }
  chance(p: number): boolean {
    return this.r.chance(p);
  }
}

/**
 * A program around a faulty body: lines before it (an include, globals, a comment: the line the
 * mistake is on moves), then the body in main or in a function main calls. `body` is the
 * function's statements; `decls` its declarations. The function returns a value it uses, so that
 * no warning but the class's own arises.
 */
function inFunction(c: Ctx, decls: string[], body: string[], opts: { top?: string[]; after?: string[]; where?: 'main' | 'fn' } = {}): string {
  const lines: string[] = [...preamble(c), ...(opts.top ?? [])];
  const where = opts.where ?? (c.chance(0.5) ? 'main' : 'fn');
  const ind = (xs: string[]): string[] => xs.map((l) => (l === '' ? '' : `  ${l}`));
  if (where === 'main') {
    lines.push('main()', '{', ...ind(decls), ...ind(body), '  return 0;', '}');
  } else {
    const f = c.fn();
    const p = c.name(['p', 'q', 'w', 'm']);
    lines.push(`int ${f}(int ${p})`, '{', ...ind(decls), ...ind(body), `  return ${p};`, '}', '', 'main()', '{', `  ${f}(${c.int(1, 9)});`, '  return 0;', '}');
  }
  lines.push(...(opts.after ?? []));
  return lines.join('\n') + '\n';
}

/** Lines before the program proper: none to a few, harmless. */
function preamble(c: Ctx): string[] {
  const out: string[] = [];
  if (c.chance(0.4)) out.push('#include <stdio.h>');
  if (c.chance(0.3)) out.push(`/* ${c.pick(['a program', 'test', 'homework 3', 'mistake'])} */`);
  for (let i = c.int(0, 2); i > 0; i--) out.push(`int ${c.name(['g1', 'g2', 'g3', 'gx', 'gy'])};`);
  if (c.chance(0.3)) out.push('');
  return out;
}

/** A declaration of a local with a value it is used for (`int a = 3;`). */
const declared = (c: Ctx, v: string, type = 'int'): string => `${type} ${v} = ${c.int(0, 9)};`;

type Maker = (c: Ctx) => string;

/** The classes of mistakes, by name (its key is in each program's first line, as a comment). */
export const CLASSES: Record<string, Maker> = {
  // ---- syntax ----
  'semi-stmt': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [`int ${a}, ${b};`], [`${a} = ${c.int(1, 9)}`, `${b} = ${a} + 1;`, `${a} = ${b};`]);
  },
  'semi-decl': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [`${c.pick(TYPES)} ${a}`, `int ${b};`], [`${b} = ${c.int(1, 9)};`, `${a} = ${b};`, `${b} = ${a};`]);
  },
  'semi-return': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`if (${a} > ${c.int(1, 5)})`, `  return ${a}`, `${a} = ${a} + 1;`]);
  },
  'semi-end': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a} = ${a} * ${c.int(2, 5)};`, `${a}++`]);
  },
  'semi-global': (c) => {
    const g = c.name(), a = c.name();
    return [...preamble(c), `${c.pick(TYPES)} ${g}`, `int ${a};`, '', 'main()', '{', `  ${a} = 1;`, `  ${g} = ${a};`, '  return 0;', '}', ''].join('\n');
  },
  'semi-struct': (c) => {
    const m = c.name(['x', 'y', 'len', 'id']);
    return [...preamble(c), `struct ${c.pick(['pt', 'rec', 'item'])} {`, `  int ${m}`, `  int z${c.int(1, 9)};`, '};', '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'paren-if': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`if (${a} > ${c.int(1, 5)}`, `  ${a} = 0;`, `${a}++;`]);
  },
  'paren-while': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`while (${a} < ${c.int(10, 20)}`, `  ${a}++;`]);
  },
  'paren-call': (c) => {
    const a = c.name();
    const call = c.pick([`${a} = abs(${a} - ${c.int(1, 9)};`, `${a} = abs(${a}, ${c.int(1, 9)};`, `printf("%d", ${a};`, `${a} = abs(${a} ${c.int(1, 9)});`]);
    return c.chance(0.5)
      ? inFunction(c, [declared(c, a)], [call, `${a}++;`], { top: ['#include <stdlib.h>', '#include <stdio.h>'] })
      : [...preamble(c), '#include <stdlib.h>', '#include <stdio.h>', 'main()', '{', `  int ${a} = 1;`, `  ${call}`, '}', ...(c.chance(0.5) ? ['', 'int g9;'] : [])].join('\n') + '\n';
  },
  'paren-do': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], ['do {', `  ${a}++;`, c.pick([`} while ${a} < ${c.int(10, 20)});`, `} while (${a} < ${c.int(10, 20)};`])]);
  },
  'paren-for-open': (c) => {
    const i = c.name(['i', 'j', 'k']), s = c.name();
    return inFunction(c, [`int ${i}, ${s} = 0;`], [`for ${i} = 0; ${i} < ${c.int(3, 9)}; ${i}++)`, `  ${s} += ${i};`, `${i} = ${s};`]);
  },
  'paren-switch': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`switch (${a} {`, `case 1: ${a} = 2; break;`, '}', `${a}++;`]);
  },
  'paren-expr': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a), declared(c, b)], [`${a} = (${a} + ${b} * ${c.int(2, 9)};`, `${b} = ${a};`, `${a} = ${b};`]);
  },
  'paren-for': (c) => {
    const i = c.name(['i', 'j', 'k']), s = c.name();
    return inFunction(c, [`int ${i}, ${s} = 0;`], [`for (${i} = 0; ${i} < ${c.int(3, 9)}; ${i}++`, `  ${s} += ${i};`, `${i} = ${s};`, `${s} = ${i};`]);
  },
  'lparen-if': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`if ${a} > ${c.int(1, 5)})`, `  ${a} = 0;`, `${a}++;`]);
  },
  'lparen-while': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`while ${a} < ${c.int(10, 20)})`, `  ${a}++;`]);
  },
  'for-semi': (c) => {
    const i = c.name(['i', 'j', 'k']), s = c.name();
    return inFunction(c, [`int ${i}, ${s} = 0;`], [`for (${i} = 0; ${i} < ${c.int(3, 9)} ${i}++)`, `  ${s} += ${i};`, `${i} = ${s};`, `${s} = ${i};`]);
  },
  'do-semi': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], ['do {', `  ${a}++;`, `} while (${a} < ${c.int(10, 20)})`, `${a} = ${a} + 1;`]);
  },
  'do-while': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], ['do {', `  ${a}++;`, `} (${a} < ${c.int(10, 20)});`]);
  },
  'brace-end': (c) => {
    const a = c.name();
    const src = inFunction(c, [declared(c, a)], [`if (${a} > ${c.int(1, 5)}) {`, `  ${a} = 0;`, `${a}++;`], { where: 'main' });
    return src;
  },
  'brace-eof': (c) => {
    const a = c.name();
    // (a third of them end without a newline)
    const text = [...preamble(c), 'main()', '{', `  int ${a} = ${c.int(1, 9)};`, `  ${a} = ${a} + 1;`, `  return ${a};`, ...(c.chance(0.5) ? [''] : [])].join('\n');
    return c.chance(0.35) ? text : `${text}\n`;
  },
  'brace-extra': (c) => {
    const a = c.name();
    return [...preamble(c), 'main()', '{', `  int ${a} = ${c.int(1, 9)};`, `  return ${a};`, '}', '}', ''].join('\n');
  },
  'stray-token': (c) => {
    const a = c.name(), b = c.name();
    const bad = c.pick([`${a} = ${b} ${c.int(1, 9)};`, `${a} = ${b} +;`, `${a} = * ${b};`, `${a} = ${b} ) ;`, `${a} = ${b} ];`, `${a} = , ${b};`, `${a} ${b};`, `= ${a};`]);
    return inFunction(c, [declared(c, a), declared(c, b)], [bad, `${b} = ${a};`, `${a} = ${b};`]);
  },
  'illegal-char': (c) => {
    const a = c.name();
    const ch = c.pick(['@', '$', '`', '\\']);
    return inFunction(c, [declared(c, a)], [`${a} = ${a} ${ch} ${c.int(1, 9)};`, `${a}++;`]);
  },
  'bad-decl': (c) => {
    const a = c.name();
    const bad = c.pick([`int int ${a};`, `int ${a} ${c.name()};`, `int ${c.int(1, 9)}${a};`, 'char *;', `int [${c.int(2, 9)}] ${a};`, `int ${a}[${c.int(2, 9)};`, `long char ${a};`, `signed float ${a};`]);
    return c.chance(0.5)
      ? [...preamble(c), bad, '', 'main()', '{', '  return 0;', '}', ''].join('\n')
      : inFunction(c, [bad], [`${c.name()}: ;`]);
  },
  'bad-param': (c) => {
    const f = c.fn();
    const params = c.pick(['int a, int', 'int a,', 'int a b', 'a, int b', ', int b']);
    return [...preamble(c), `int ${f}(${params})`, '{', '  return 0;', '}', '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'else-misplaced': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`if (${a} > 1)`, `  ${a} = 0;`, `${a}++;`, 'else', `  ${a}--;`]);
  },
  'func-in-func': (c) => {
    const a = c.name(), f = c.fn();
    return [...preamble(c), 'main()', '{', `  int ${a} = ${c.int(1, 9)};`, `  int ${f}(int v)`, '  {', '    return v + 1;', '  }', `  return ${a};`, '}', ''].join('\n');
  },
  // ---- names ----
  'undef-var': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a)], [`${a} = ${a} + ${b};`, `${a}++;`]);
  },
  'undef-typo': (c) => {
    const a = c.name(['count', 'total', 'value', 'index']);
    const typo = a.slice(0, -1) + (a.endsWith('t') ? 'r' : 't');
    return inFunction(c, [declared(c, a)], [`${typo} = ${a} + 1;`, `${a} = ${a} * 2;`]);
  },
  'undef-member': (c) => {
    const s = c.name(['s', 'rec', 'pt']);
    const arrow = c.chance(0.5);
    return inFunction(c, [`struct { int x, y; } ${s}${arrow ? ', *ps' : ''};`], [...(arrow ? [`ps = &${s};`, `ps->z = ${c.int(1, 9)};`] : [`${s}.z = ${c.int(1, 9)};`]), `${s}.x = ${s}.y;`]);
  },
  'undef-label': (c) => {
    const a = c.name(), l = c.name(['out', 'done', 'again', 'end1']);
    return inFunction(c, [declared(c, a)], [`if (${a} > ${c.int(1, 5)})`, `  goto ${l};`, `${a}++;`]);
  },
  'dup-local': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a), `${c.pick(['int', 'long', 'char'])} ${a};`], [`${a} = ${c.int(1, 9)};`, `${a}++;`]);
  },
  'dup-param': (c) => {
    const f = c.fn(), a = c.name();
    return [...preamble(c), `int ${f}(int ${a}, int ${a})`, '{', `  return ${a};`, '}', '', 'main()', '{', `  ${f}(1, 2);`, '  return 0;', '}', ''].join('\n');
  },
  'dup-init': (c) => {
    const g = c.name();
    return [...preamble(c), `int ${g} = ${c.int(1, 9)};`, `int ${g} = ${c.int(1, 9)};`, '', 'main()', '{', `  return ${g};`, '}', ''].join('\n');
  },
  'dup-func': (c) => {
    const f = c.fn();
    return [...preamble(c), `int ${f}(int v)`, '{', '  return v;', '}', `int ${f}(int v)`, '{', '  return v + 1;', '}', '', 'main()', '{', `  return ${f}(1);`, '}', ''].join('\n');
  },
  'dup-label': (c) => {
    const a = c.name(), l = c.name(['out', 'done', 'again']);
    return inFunction(c, [declared(c, a)], [`${l}: ${a}++;`, `if (${a} < 3) goto ${l};`, `${l}: ${a}--;`]);
  },
  'redecl-func': (c) => {
    const f = c.fn();
    const [t1, t2] = c.pick([['int', 'char'], ['int', 'long'], ['double', 'int'], ['void', 'int'], ['char *', 'int'], ['int', 'float']]);
    return [...preamble(c), `${t1} ${f}(int v);`, '', `${t2} ${f}(int v)`, '{', `  return ${t2 === 'void' ? '' : 'v'};`, '}', '', 'main()', '{', `  ${f}(1);`, '  return 0;', '}', ''].join('\n');
  },
  'redecl-implicit': (c) => {
    const f = c.fn();
    const t = c.pick(['char', 'long', 'double', 'float', 'void', 'char *']);
    return [...preamble(c), 'main()', '{', `  ${f}(${c.int(1, 9)});`, '  return 0;', '}', '', `${t} ${f}(int v)`, '{', `  ${t === 'void' ? 'v++;' : t === 'char *' ? 'return 0;' : 'return v;'}`, '}', ''].join('\n');
  },
  'redecl-var': (c) => {
    const g = c.name();
    const [t1, t2] = c.pick([['int', 'long'], ['extern int', 'char'], ['char', 'int'], ['int', 'double'], ['int *', 'int'], ['extern long', 'int']]);
    return [...preamble(c), `${t1} ${g};`, `${t2} ${g};`, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'redecl-params': (c) => {
    const f = c.fn();
    const [p1, p2] = c.pick([['int a', 'long a'], ['int a', 'int a, int b'], ['int a, int b', 'int a'], ['char *s', 'int s'], ['double d', 'float d']]);
    return [...preamble(c), `int ${f}(${p1});`, '', `int ${f}(${p2})`, '{', '  return 0;', '}', '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  // ---- calls ----
  'args-few': (c) => {
    const f = c.fn();
    const n = c.int(2, 3), given = c.int(0, n - 1);
    const ps = Array.from({ length: n }, (_, i) => `int v${i}`).join(', ');
    const args = Array.from({ length: given }, () => String(c.int(1, 9))).join(', ');
    return [...preamble(c), `int ${f}(${ps});`, '', 'main()', '{', `  ${f}(${args});`, '  return 0;', '}', '', `int ${f}(${ps})`, '{', '  return v0;', '}', ''].join('\n');
  },
  'args-many': (c) => {
    const f = c.fn();
    const n = c.int(0, 2), given = n + c.int(1, 2);
    const ps = n === 0 ? 'void' : Array.from({ length: n }, (_, i) => `int v${i}`).join(', ');
    const args = Array.from({ length: given }, () => String(c.int(1, 9))).join(', ');
    return [...preamble(c), `int ${f}(${ps});`, '', 'main()', '{', `  ${f}(${args});`, '  return 0;', '}', '', `int ${f}(${ps})`, '{', `  return ${n ? 'v0' : '1'};`, '}', ''].join('\n');
  },
  'args-lib': (c) => {
    const call = c.pick(['strlen()', 'strcpy(buf)', 'abs(1, 2)', 'atoi()', 'puts()', 'strcmp(buf)', 'toupper()', 'sqrt()']);
    return inFunction(c, ['char buf[10];'], ['buf[0] = 0;', `${call};`], { top: ['#include <stdio.h>', '#include <string.h>', '#include <stdlib.h>', '#include <ctype.h>', '#include <math.h>'] });
  },
  'args-type': (c) => {
    const f = c.fn();
    const [pt, arg, decl] = c.pick([['int *p', 's', 'struct { int a; } s;'], ['char *p', 'd', 'double d = 1.5;'], ['int p', 's', 'struct { int a; } s;'], ['double p', 's', 'struct { int a; } s;']]);
    return [...preamble(c), `int ${f}(${pt});`, '', 'main()', '{', `  ${decl}`, `  ${f}(${arg});`, '  return 0;', '}', '', `int ${f}(${pt})`, '{', '  return 0;', '}', ''].join('\n');
  },
  'call-nonfunc': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a}(${c.int(1, 9)});`, `${a}++;`]);
  },
  // ---- operands ----
  lvalue: (c) => {
    const a = c.name(), b = c.name();
    const bad = c.pick([`${c.int(1, 9)} = ${a};`, `${a} + 1 = ${b};`, `${a} + ${b} = 0;`, `++${c.int(1, 9)};`, `(${a} + 1)++;`, `-${a} = ${b};`, `&${a} = 0;`]);
    return inFunction(c, [declared(c, a), declared(c, b)], [bad, `${a} = ${b};`, `${b} = ${a};`]);
  },
  'lvalue-array': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [`int ${a}[${c.int(2, 9)}], ${b}[${c.int(2, 9)}];`], [`${b}[0] = 1;`, `${a} = ${b};`, `${a}[0] = ${b}[0];`]);
  },
  'ptr-illegal': (c) => {
    const p = c.name(['p', 'ptr', 'q', 'cp']), a = c.name();
    const op = c.pick(['*', '/', '%', '|', '&', '^', '<<']);
    return inFunction(c, [`int *${p}, ${a} = ${c.int(1, 9)};`], [`${p} = &${a};`, `${a} = ${p} ${op} ${c.int(2, 9)};`, `${a}++;`]);
  },
  'ptr-add': (c) => {
    const p = c.name(['p', 'ptr']), q = c.name(['q', 'cp']);
    return inFunction(c, [`int *${p}, *${q}, v[4];`], [`${p} = v;`, `${q} = ${p} + ${q};`, `${p} = ${q};`]);
  },
  'float-illegal': (c) => {
    const d = c.name(['d', 'x', 'r', 'f']), a = c.name();
    const bad = c.pick([`${a} = ${d} % ${c.int(2, 9)};`, `${a} = ${d} << 1;`, `${a} = ${d} & ${c.int(1, 9)};`, `${a} = ~${d};`, `${a} = ${a} | ${d};`, `${a} = ${d} >> 2;`]);
    return inFunction(c, [`${c.pick(['double', 'float'])} ${d} = ${c.int(1, 9)}.5;`, declared(c, a)], [bad, `${a}++;`, `${d} = ${a};`]);
  },
  'float-index': (c) => {
    const d = c.name(['d', 'x']), v = c.name(['v', 'arr', 'tab']);
    return inFunction(c, [`double ${d} = 1.0;`, `int ${v}[4];`], [`${v}[${d}] = 1;`, `${d} = ${v}[0];`]);
  },
  'indirection': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a), declared(c, b)], [`${b} = *${a};`, `${a} = ${b};`]);
  },
  'struct-op': (c) => {
    const s = c.name(['s', 'rec', 'pt']), a = c.name();
    const bad = c.pick([`${a} = ${s};`, `${s} = ${a};`, `${a} = ${s} + 1;`, `if (${s}) ${a} = 0;`, `${a} = ${s} == ${s};`, `${a} = !${s};`]);
    return inFunction(c, [`struct { int x; } ${s};`, declared(c, a)], [`${s}.x = 1;`, bad, `${a}++;`, `${s}.x = ${a};`]);
  },
  'struct-required': (c) => {
    const a = c.name(), p = c.name(['p', 'ip']);
    const bad = c.pick([`${a}.x = 1;`, `${p}->x = 1;`, `${a}->x = 1;`]);
    return inFunction(c, [declared(c, a), `int *${p} = &${a};`], [bad, `${a} = *${p};`]);
  },
  'incomplete': (c) => {
    const t = c.pick(['node', 'list', 'tree']), v = c.name();
    return inFunction(c, [`struct ${t} ${v};`], [`${c.name()}: ;`]);
  },
  'void-var': (c) => {
    const v = c.name();
    return c.chance(0.5) ? [...preamble(c), `void ${v};`, '', 'main()', '{', '  return 0;', '}', ''].join('\n') : inFunction(c, [`void ${v};`], [`${c.name()}: ;`]);
  },
  'void-deref': (c) => {
    const p = c.name(['p', 'vp']), a = c.name();
    return inFunction(c, [`void *${p};`, declared(c, a)], [`${p} = &${a};`, c.pick([`${a} = *${p};`, `*${p} = ${a};`, `${a} = ${p}[0];`]), `${a}++;`]);
  },
  'member-dup': (c) => {
    const m = c.name(['x', 'y', 'id']);
    return [...preamble(c), `struct ${c.pick(['pt', 'rec'])} {`, `  int ${m};`, `  ${c.pick(['int', 'char', 'long'])} ${m};`, '};', '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'enum-dup': (c) => {
    const e = c.pick(['RED', 'UP', 'ONE']);
    return [...preamble(c), `enum { ${e}, ${e}2, ${e} };`, '', 'main()', '{', `  return ${e}2;`, '}', ''].join('\n');
  },
  'bitfield-bad': (c) => {
    const bad = c.pick(['int a : 17;', 'int a : 20;', 'char a : 3;', 'long a : 4;', 'double a : 2;']);
    return [...preamble(c), 'struct bits {', `  ${bad}`, '  int b : 3;', '};', '', 'main()', '{', '  struct bits v;', '  v.b = 1;', '  return v.b;', '}', ''].join('\n');
  },
  'lvalue-func': (c) => {
    const f = c.fn(), a = c.name();
    return [...preamble(c), `int ${f}(void)`, '{', '  return 1;', '}', '', 'main()', '{', `  int ${a} = 1;`, `  ${c.pick([`${f} = ${a};`, `${f}() = ${a};`, `${f}++;`])}`, `  return ${a};`, '}', ''].join('\n');
  },
  'array-size': (c) => {
    const v = c.name(['v', 'arr', 'tab']);
    const bad = c.pick([`int ${v}[-1];`, `int ${v}[0];`, `char ${v}[70000];`, `int ${v}[];`, `long ${v}[40000];`]);
    return c.chance(0.5) ? [...preamble(c), bad, '', 'main()', '{', '  return 0;', '}', ''].join('\n') : inFunction(c, [bad], [`${c.name()}: ;`]);
  },
  'void-value': (c) => {
    const f = c.fn(), a = c.name();
    return [...preamble(c), `void ${f}(void)`, '{', '}', '', 'main()', '{', `  int ${a};`, `  ${a} = ${f}();`, `  return ${a};`, '}', ''].join('\n');
  },
  'const-needed': (c) => {
    const n = c.name(), v = c.name(['v', 'arr', 'tab']);
    return c.chance(0.5)
      ? inFunction(c, [`int ${n} = ${c.int(2, 9)};`, `int ${v}[${n}];`], [`${v}[0] = ${n};`, `${n} = ${v}[0];`])
      : inFunction(c, [`int ${n} = ${c.int(2, 9)}, ${v} = 0;`], [`switch (${v}) {`, `case ${n}: ${v} = 1; break;`, '}', `${n} = ${v};`]);
  },
  'div-zero': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a} = ${c.int(1, 99)} ${c.pick(['/', '%'])} 0;`, `${a}++;`]);
  },
  'char-long': (c) => {
    const a = c.name();
    return inFunction(c, [`char ${a};`], [`${a} = '${c.pick(['abc', 'xyz', 'hello'])}';`, `${a}++;`]);
  },
  'octal': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a} = 0${c.pick(['8', '9', '18', '79', '089'])};`, `${a}++;`]);
  },
  // ---- statements ----
  'case-outside': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${c.pick(['case 1:', 'case 0:', 'default:'])} ${a}++;`, `${a}--;`]);
  },
  'case-dup': (c) => {
    const a = c.name(), k = c.int(0, 5);
    return inFunction(c, [declared(c, a)], [`switch (${a}) {`, `case ${k}: ${a} = 1; break;`, `case ${c.int(6, 9)}: ${a} = 2; break;`, `case ${k}: ${a} = 3; break;`, '}', `${a}++;`]);
  },
  'default-dup': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`switch (${a}) {`, `default: ${a} = 1; break;`, 'case 1: break;', `default: ${a} = 2;`, '}', `${a}++;`]);
  },
  'break-outside': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`if (${a} > ${c.int(1, 5)})`, `  ${c.pick(['break', 'continue'])};`, `${a}++;`]);
  },
  'switch-paren': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`switch ${a} {`, `case 1: ${a} = 2; break;`, '}', `${a}++;`]);
  },
  // ---- preprocessor ----
  'include-missing': (c) => {
    const h = c.pick(['"NOPE.H"', '<NOPE.H>', '"GAME.H"', '<conio2.h>', '"defs.h"']);
    return [...preamble(c), `#include ${h}`, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'error-directive': (c) => {
    const text = c.pick(['not finished', 'needs a VGA', 'wrong model', '"stop here"']);
    return [...preamble(c), ...(c.chance(0.5) ? ['#ifndef NOTDEF', `#error ${text}`, '#endif'] : [`#error ${text}`]), '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'if-unterminated': (c) => {
    const cond = c.pick(['#if 1', '#ifdef __TURBOC__', '#ifndef X', '#if 0']);
    return [...preamble(c), cond, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'else-directive': (c) => {
    const d = c.pick(['#else', '#endif', '#elif 1']);
    return [...preamble(c), d, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'unknown-directive': (c) => {
    const d = c.pick(['#foo', '#inclde <stdio.h>', '#defin X 1', '#pragma nothing', '#import <a.h>']);
    return [...preamble(c), d, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  'macro-args': (c) => {
    const m = c.pick(['MAX', 'SQ', 'ADD']), a = c.name();
    const [def, use] = c.pick([[`#define ${m}(x, y) ((x) + (y))`, `${m}(${a})`], [`#define ${m}(x) ((x) * (x))`, `${m}(${a}, 2)`], [`#define ${m}(x, y) ((x) + (y))`, `${m}(${a}, 1, 2)`]]);
    return inFunction(c, [declared(c, a)], [`${a} = ${use};`, `${a}++;`], { top: [def] });
  },
  'define-bad': (c) => {
    const d = c.pick(['#define', '#define 3X 1', '#undef', '#define F(x', '#define F(x,) x']);
    return [...preamble(c), d, '', 'main()', '{', '  return 0;', '}', ''].join('\n');
  },
  // ---- lexer ----
  'string-open': (c) => {
    const a = c.name();
    return inFunction(c, ['char *s;', declared(c, a)], [`s = "${c.pick(['hello', 'abc', 'game over'])};`, `${a}++;`]);
  },
  'char-open': (c) => {
    const a = c.name();
    return inFunction(c, [`char ${a};`], [`${a} = '${c.pick(['x', 'a', ''])};`, `${a}++;`]);
  },
  'comment-open': (c) => {
    const a = c.name();
    return [...preamble(c), 'main()', '{', `  int ${a} = ${c.int(1, 9)};`, `  /* ${c.pick(['the end', 'todo', 'unfinished'])}`, `  return ${a};`, '}', ''].join('\n');
  },
  'comment-nested': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`/* ${c.pick(['old', 'x'])} /* inner */ ${a} = 0; */`, `${a}++;`]);
  },
  // ---- initializers ----
  'init-many': (c) => {
    const v = c.name(['v', 'arr', 'tab']), n = c.int(1, 4);
    const vals = Array.from({ length: n + c.int(1, 2) }, () => String(c.int(0, 9))).join(', ');
    const line = `${c.pick(['int', 'char', 'long'])} ${v}[${n}] = { ${vals} };`;
    return c.chance(0.5) ? [...preamble(c), line, '', 'main()', '{', `  return ${v}[0];`, '}', ''].join('\n') : inFunction(c, [`static ${line}`], [`${v}[0]++;`]);
  },
  'init-string': (c) => {
    const v = c.name(['s', 'name', 'buf']), w = c.pick(['hello', 'abcdef', 'xy']);
    const n = w.length - c.int(1, 2);
    return [...preamble(c), `char ${v}[${n}] = "${w}";`, '', 'main()', '{', `  return ${v}[0];`, '}', ''].join('\n');
  },
  'init-struct': (c) => {
    const v = c.name(['s', 'pt', 'r']);
    return [...preamble(c), `struct { int x, y; } ${v} = { 1, 2, ${c.int(3, 9)} };`, '', 'main()', '{', `  return ${v}.x;`, '}', ''].join('\n');
  },
  'init-nonconst': (c) => {
    const g = c.name(), a = c.name();
    return [...preamble(c), `int ${a} = ${c.int(1, 9)};`, `int ${g} = ${a} + 1;`, '', 'main()', '{', `  return ${g};`, '}', ''].join('\n');
  },
  // ---- warnings TCC prints by default ----
  'w-suspicious': (c) => {
    const p = c.name(['p', 'ip']), q = c.name(['q', 'cp']);
    const [t1, t2] = c.pick([['int', 'char'], ['char', 'int'], ['long', 'int'], ['int', 'double']]);
    return inFunction(c, [`${t1} *${p};`, `${t2} *${q}, v[2];`], [`${q} = v;`, `${p} = ${q};`, `v[0] = *${p};`, `*${q} = v[0];`]);
  },
  'w-nonportable': (c) => {
    const p = c.name(['p', 'ip']), a = c.name();
    const bad = c.pick([`${p} = ${a};`, `${a} = ${p};`, `${p} = ${c.int(1, 99)};`]);
    return inFunction(c, [`int *${p}, ${a} = ${c.int(1, 9)};`], [`${p} = &${a};`, bad, `${a} = *${p} + ${a};`, `${p} = &${a};`, `*${p} = ${a};`]);
  },
  'w-before-def': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [`int ${a}, ${b};`], [`${b} = ${a} + ${c.int(1, 9)};`, `${a} = ${b};`, `${b} = ${a};`]);
  },
  'w-no-effect': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${c.pick([`${a} + 1;`, `${a};`, `${a} == ${c.int(1, 9)};`, `-${a};`, `${a} * 2;`])}`, `${a}++;`]);
  },
  'w-never-used': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a), `int ${b};`], [`${b} = ${a} + ${c.int(1, 9)};`, `${a}++;`]);
  },
  'w-return-value': (c) => {
    const f = c.fn();
    return [...preamble(c), `int ${f}(int v)`, '{', `  if (v > ${c.int(1, 5)})`, '    return v;', `  ${c.pick(['return;', 'v++;'])}`, '}', '', 'main()', '{', `  return ${f}(${c.int(1, 9)});`, '}', ''].join('\n');
  },
  'w-void-return': (c) => {
    const f = c.fn();
    return [...preamble(c), `void ${f}(int v)`, '{', `  return v + ${c.int(1, 9)};`, '}', '', 'main()', '{', `  ${f}(1);`, '  return 0;', '}', ''].join('\n');
  },
  'w-unreachable': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a}++;`, c.pick([`return ${a};`, 'goto out1;']), `${a}--;`, 'out1:', `${a}++;`]);
  },
  'w-param-unused': (c) => {
    const f = c.fn(), v = c.name(['v', 'w', 'm']);
    return [...preamble(c), `int ${f}(int ${v}, int ${v}2)`, '{', `  return ${v};`, '}', '', 'main()', '{', `  return ${f}(1, 2);`, '}', ''].join('\n');
  },
  'w-declared-unused': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a), `int ${b};`], [`${a}++;`]);
  },
  'w-constant-out': (c) => {
    const a = c.name();
    return inFunction(c, [`${c.pick(['char', 'unsigned char'])} ${a} = 0;`], [`if (${a} == ${c.pick(['300', '-200', '1000'])}) ${a} = 1;`, `${a}++;`]);
  },
  'w-possibly-wrong': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a), declared(c, b)], [`if (${a} = ${b})`, `  ${a}++;`, `${b} = ${a};`, `${a} = ${b};`]);
  },
  // ---- Turbo C++'s C, which TCC 2.0 refuses ----
  'cpp-comment': (c) => {
    const a = c.name();
    return inFunction(c, [declared(c, a)], [`${a}++; // ${c.pick(['count', 'next one', 'done'])}`, `${a}--;`]);
  },
  'cpp-late-decl': (c) => {
    const a = c.name(), b = c.name();
    return inFunction(c, [declared(c, a)], [`${a}++;`, `int ${b} = ${a};`, `${a} = ${b};`]);
  },
};

const CLASS_NAMES = Object.keys(CLASSES);

/** The program of a seed: its class goes round the list, its details come from the seed. */
export function generateCcErr(seed: number): FaultyProgram {
  const r = new Rng(seed * 7919 + 17);
  const cls = CLASS_NAMES[(seed - 1) % CLASS_NAMES.length]!;
  const body = CLASSES[cls]!(new Ctx(r));
  return { name: ccerrName(seed), cls, body };
}

/** The class of a generated program's seed. */
export const ccerrClass = (seed: number): string => CLASS_NAMES[(seed - 1) % CLASS_NAMES.length]!;

/**
 * TCC's and TLINK's lines in a log: errors, warnings, TLINK's undefined symbols and the count
 * line (the banners, the file's name line and "Available memory" left out).
 */
export function tccLines(log: string): string[] {
  return log.replace(/\r/g, '').split('\n').map((l) => l.trimEnd()).filter((l) => /^(Error |Warning |Fatal |Error: |Undefined symbol |\*\*\* )/.test(l));
}

/** mode12h's lines for a program: its errors and the count line, or its link lines ([] when it compiles). */
export function mode12hLines(name: string, source: string, strict: boolean): string[] {
  try {
    return [...compileProgram([{ name: `${name}.C`, text: source }], { file: `${name}.C`, strict, engines: ['coroutine'] }).linkWarnings];
  } catch (e) {
    return (e as Error).message.split('\n');
  }
}

/** The first error of a list of lines (TCC's `Error`/`Fatal`, or TLINK's), or null. */
export const firstError = (lines: readonly string[]): string | null => lines.find((l) => /^(Error |Fatal |Error: |Undefined symbol )/.test(l)) ?? null;

/** How mode12h's lines stand against TCC's: the same first error (or both accept), or not. */
export function agrees(tcc: readonly string[], ours: readonly string[]): boolean {
  return firstError(tcc) === firstError(ours);
}

/** OUT/ccerr.txt: class by class, how many first errors agree, strict and default; the differing ones listed. */
export function compareCcErr(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  const facts: Record<string, string[]> = {};
  const byClass = new Map<string, { n: number; strict: number; loose: number }>();
  const differ: string[] = [];
  const all: string[] = [];
  let everyError = 0;
  const errorsOf = (lines: readonly string[]): string => lines.filter((l) => /^(Error |Fatal |Error: |Undefined symbol )/.test(l)).join('\n');
  for (const p of programs) {
    const seed = ccerrSeed(p.name);
    const o = oracleOf(p.name);
    if (seed === null || !o || o.status === 'lost' || o.status === 'hung') continue;
    const tcc = tccLines(o.log);
    facts[String(seed)] = tcc;
    const cls = ccerrClass(seed);
    const strict = mode12hLines(p.name, p.source, true), loose = mode12hLines(p.name, p.source, false);
    all.push(`${p.name} ${cls} (${p.source.split('\n').length - 1} lines)`, ...tcc.map((l) => `  TCC     ${l}`), ...strict.map((l) => `  mode12h ${l}`));
    const row = byClass.get(cls) ?? { n: 0, strict: 0, loose: 0 };
    row.n++;
    if (errorsOf(tcc) === errorsOf(strict)) everyError++;
    if (agrees(tcc, strict)) row.strict++;
    else differ.push(`${p.name} ${cls}\n  TCC:     ${firstError(tcc) ?? '(compiles)'}\n  mode12h: ${firstError(strict) ?? '(compiles)'}`);
    if (agrees(tcc, loose)) row.loose++;
    byClass.set(cls, row);
  }
  const rows = [...byClass].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((t, [, r]) => ({ n: t.n + r.n, strict: t.strict + r.strict, loose: t.loose + r.loose }), { n: 0, strict: 0, loose: 0 });
  const report = [
    `faulty programs: ${total.n}; first error as TCC's (text and line): --strict ${total.strict}, default ${total.loose}; every error: ${everyError}`,
    '',
    'class                 n  strict default',
    ...rows.map(([cls, r]) => `${cls.padEnd(20)} ${String(r.n).padStart(2)}  ${String(r.strict).padStart(6)} ${String(r.loose).padStart(7)}`),
    '',
    'differing (--strict):',
    ...differ,
    '',
  ].join('\n');
  writeFileSync(join(out, 'ccerr.txt'), report);
  writeFileSync(join(out, 'ccerr-all.txt'), `${all.join('\n')}\n`);
  writeFileSync(join(out, 'ccerr-facts.json'), `${JSON.stringify(facts, null, 0).replace(/\],"/g, '],\n"')}\n`);
  console.log(report.split('\n').slice(0, rows.length + 4).join('\n'));
  console.log(`${join(out, 'ccerr.txt')}, ${join(out, 'ccerr-facts.json')}`);
}
