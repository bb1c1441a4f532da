/**
 * Primary and postfix expressions: literals (numbers, character constants, adjacent strings
 * joined), names (an undeclared one called is declared `int name()`), parentheses; then
 * subscripts, calls with their arguments converted, `.` and `->`, postfix `++`/`--`. TC's
 * library macros `random` and `randomize` are bound here to the library's calls of those names.
 */
import type { CType, Expr, ExprContext, FuncType, PtrType, StructType } from '../c.ts';
import { LIBRARY_CELLS } from './headers.ts';
import { convert, num, parseNumber } from './constant.ts';
import { assignable, incdec, promoteConstant, ptrAdd } from './expr-operators.ts';
import { castLvalue, deref, directCallee, isFarLvalue, isObjectBased, rvalue } from './expr-values.ts';
import { unescape } from './lex.ts';
import { IMPROPER_TYPEDEF, SIZE_UNKNOWN } from '../errors.ts';
import { CHAR, DOUBLE, INT, VOID, isInteger, promote, ptrTo, wrapInt } from './types.ts';

/** The words that start a declaration: never a value. */
const DECLARATION_WORDS = new Set(['void', 'char', 'short', 'int', 'long', 'float', 'double', 'signed', 'unsigned', 'auto', 'register', 'static', 'extern', 'typedef', 'struct', 'union', 'enum']);

/** What primary and postfix expressions ask of the rest of the grammar (expr.ts). */
export interface Subexpressions {
  readonly ctx: ExprContext;
  /** An expression, commas and all (inside `( )` and `[ ]`). */
  expr(): Expr;
  /** An assignment expression (a call's argument). */
  assign(): Expr;
}

/**
 * postfix-expression: primary-expression { '[' expression ']' | '(' [ argument-list ] ')' | '.' identifier
 *   | '->' identifier | '++' | '--' }
 * (`x` followed by any number of subscripts, calls, member selections and postfix `++`/`--`.)
 */
export function postfix(g: Subexpressions, x0: Expr): Expr {
  const { ctx } = g;
  const cur = ctx.cursor;
  let x = x0;
  for (;;) {
    const line = cur.line;
    if (cur.eat('[')) {
      const i = g.expr();
      cur.expect(']');
      const a = rvalue(x), b = rvalue(i);
      const [p, n0] = a.type.kind === 'ptr' ? [a, b] : [b, a];
      // TCC 2.0 takes a floating subscript and truncates it to int (oracle: a[2.7] is a[2], (a+2)[-0.5]
      // is a[2]); `a + 2.7` stays an error ("Illegal use of floating point")
      const n = n0.type.kind === 'float' ? convert(n0, INT) : n0;
      if (p.type.kind !== 'ptr' || !isInteger(n.type)) cur.fail('Invalid indirection (subscript of a non-pointer)', line);
      if ((p.type as PtrType).to.kind === 'void') cur.fail(SIZE_UNKNOWN, line); // `vp[0]`: TCC 2.0's words (oracle-ccerr void-deref)
      const sum = ptrAdd(cur, p, n, false, line);
      x = deref(ctx, sum, isObjectBased(p), line);
    } else if (cur.eat('(')) {
      x = call(g, x, line);
    } else if (cur.text === '.' || cur.text === '->') {
      const arrow = cur.next().text === '->';
      const name = cur.next();
      // TCC 2.0's words for what is not a name after them (`&gm.""`, `p->"y"`: probes DOTUSE, ARROWUSE; corpus C4922)
      if (name.kind !== 'id') cur.fail(arrow ? 'Invalid use of arrow' : 'Invalid use of dot', line);
      let obj = x;
      if (arrow) {
        const p = rvalue(x);
        // TCC 2.0's words for an int and for a char pointer alike (probe GC2: fileno(fd), putc(1, s))
        if (p.type.kind !== 'ptr' || p.type.to.kind !== 'struct') cur.fail('Pointer required on left side of ->', line);
        obj = deref(ctx, p, false, line);
      }
      if (obj.type.kind !== 'struct' || obj.type.fields === null) cur.fail('Illegal structure operation', line);
      if (!arrow && !inMemory(obj)) cur.fail('Must take address of memory location', line);
      // A member of another struct is taken at its offset with its type: TCC 2.0 warns "'cx' not
      // part of structure" and compiles `regs.h.cx = 1840` as regs.x.cx's store (probe Q1, corpus C469)
      const f = (obj.type as StructType).fields!.find((q) => q.name === name.text) ?? ctx.memberElsewhere(name.text);
      if (!f) cur.fail(`Undefined symbol '${name.text}'`, line) // TCC 2.0's text for a name that is not a member;
      if (f!.bits && isFarLvalue(obj)) cur.fail(`bit field ${name.text} through a far pointer is not supported`, line);
      x = { kind: 'member', object: obj, field: f!, type: f!.type, line };
    } else if (cur.text === '++' || cur.text === '--') {
      const d = cur.next().text === '++' ? 1 : -1;
      x = incdec(cur, castLvalue(ctx, x), false, d, line);
    } else return x;
  }
}

/**
 * Whether TCC 2.0 takes `x.m` of a struct-valued `x`: not of an assignment or a comma expression,
 * nor of `?:` unless both its operands are lvalues — each is "Must take address of memory
 * location" (probes CI99902 `(k ? f(3) : x).c[0]`, CI99903 `(x = f(3), x).c[0]`, CI99911
 * `(x = f(3)).w`, CI99913 `(k, x).w`, CI99916 `(y = x).c[1]`); `(k ? x : y).w` (CI99912) and a
 * call's `f(5).w` (CI99901, CI99904, CI99914) compile.
 */
function inMemory(x: Expr): boolean {
  const place = (y: Expr): boolean => y.kind === 'var' || y.kind === 'deref' || y.kind === 'member';
  if (x.kind === 'assign' || x.kind === 'comma') return false;
  return x.kind !== 'cond' || (place(x.then) && place(x.else));
}

/**
 * TC's getc, putc, feof and ferror are stdio.h's macros on the stream's members (`(f)->level`,
 * `(f)->flags`): a stream that is no pointer to a struct is "Pointer required on left side of ->"
 * for each `->` (two in getc's and putc's), a long one "Non-portable pointer conversion" too
 * (probes GC1, GC2; corpus C2710's and C2712's `getc(fd)` of an int). The stream is then taken
 * as a null FILE pointer: no further error of mode12h's own.
 */
const STREAM_MACROS: Readonly<Record<string, readonly [number, number]>> = { getc: [0, 2], putc: [1, 2], feof: [0, 1], ferror: [0, 1] };
function streamMacro(g: Subexpressions, fnx: Expr, raw: Expr[], line: number): void {
  const m = fnx.kind === 'var' && fnx.sym.header === true && !fnx.sym.def ? STREAM_MACROS[fnx.sym.name] : undefined;
  const f = m && raw[m[0]];
  if (!m || !f) return;
  const t = f.type.kind === 'array' ? ptrTo(f.type.of) : f.type;
  if (t.kind === 'ptr' && t.to.kind === 'struct') return;
  for (let i = 0; i < m[1]; i++) g.ctx.error('Pointer required on left side of ->', line);
  if (m[1] === 2 && t.kind === 'int' && t.size === 4) g.ctx.error('Non-portable pointer conversion', line);
  const params = (fnx.type as FuncType).params;
  raw[m[0]] = num(0, params?.[m[0]] ?? INT, line);
}

/**
 * argument-list: assignment-expression { ',' assignment-expression } — a call of `fnx`, after its `(`:
 * the arguments converted to the parameters' types, the rest promoted.
 */
function call(g: Subexpressions, fnx: Expr, line: number): Expr {
  const { ctx } = g;
  const cur = ctx.cursor;
  const fn = rvalue(fnx);
  if (fn.type.kind !== 'ptr' || fn.type.to.kind !== 'func') cur.fail('Call of non-function', line); // TCC 2.0's words (hostile NOTFUNC)
  const ft = (fn.type as { to: FuncType }).to;
  const raw: Expr[] = [];
  if (!cur.eat(')')) {
    do raw.push(g.assign());
    while (cur.eat(','));
    cur.expect(')', 'Function call missing )'); // TCC 2.0's text (measured)
  }
  streamMacro(g, fnx, raw, line);
  const params = ft.params;
  if (params !== null) {
    if (raw.length < params.length || (raw.length > params.length && !ft.variadic)) {
      // TCC 2.0's texts, measured (test/fixtures/tcc-messages): the quotes only on the first
      const callee = fnx.kind === 'var' ? fnx.sym.name : null;
      if (raw.length < params.length) cur.fail(`Too few parameters in call${callee ? ` to '${callee}'` : ''}`, line);
      cur.fail(`Extra parameter in call${callee ? ` to ${callee}` : ''}`, line);
    }
  }
  const args = raw.map((a, i) => {
    const p = params?.[i];
    // a structure for a scalar, or another structure: TCC 2.0's words (oracle-ccerr args-type)
    // and a pointer or array for an arithmetic parameter (probe PM1: int, char, unsigned, long and
    // double parameters given an array, a char * or a far pointer; corpus C5190's `dif(x, y)` of
    // two int arrays); an integer for a pointer parameter is a warning only (PM1). The program's own
    // functions only: some of mode12h's header prototypes are TC's macros (dos.h's peek, which
    // corpus C2137 gives a pointer for its offset, and TCC compiles)
    const pointer = a.type.kind === 'ptr' || a.type.kind === 'array';
    if (p && fnx.kind === 'var' && (((a.type.kind === 'struct' || p.kind === 'struct') && a.type !== p) || (pointer && !fnx.sym.header && (p.kind === 'int' || p.kind === 'float')))) {
      const name = ft.names?.[i];
      cur.fail(`Type mismatch in parameter ${name ? `'${name}'` : i + 1} in call to '${fnx.sym.name}'`, a.line);
    }
    if (p) return assignable(cur, promoteConstant(rvalue(a)), p, a.line);
    const v = rvalue(a);
    if (v.type.kind === 'int') return convert(v, promote(v.type));
    if (v.type.kind === 'float' && v.type.size === 4) return convert(v, DOUBLE); // a long double is pushed as its ten bytes
    return v;
  });
  const direct = directCallee(fn);
  ctx.noteCall(direct, line);
  return { kind: 'call', callee: fn, args, calleeType: ft, type: ft.returns, line };
}

/**
 * TC's `random(num)` — `(rand() % (num))` — and `randomize()` — `srand((unsigned)time(NULL))` —
 * as the library's calls of the same name (see preprocess.ts, LIBRARY_MACROS).
 */
function libraryMacro(ctx: ExprContext, name: 'random' | 'randomize', x: Expr, line: number): Expr {
  let args: Expr[];
  let ft: FuncType;
  if (name === 'random') {
    // not the expansion it should be, or a long `num` (random(40000): TC's `rand() % 40000L` is long arithmetic,
    // libcheck QS2): keep it
    if (x.kind !== 'bin' || x.op !== '%' || !isInteger(x.type) || x.type.size === 4) return x;
    // TCC folds `rand() % 1` to 0 and drops the call: random(1) does not step rand's sequence
    // (oracle LB1: srand(9); random(10), random(100), random(1), random(32767) is 6 73 0 32261)
    const right = convert(x.right, INT);
    if (right.kind === 'num' && right.value === 1) return num(0, INT, line);
    args = [right];
    ft = { kind: 'func', returns: INT, params: [INT], variadic: false, interrupt: false };
  } else {
    args = [];
    ft = { kind: 'func', returns: VOID, params: [], variadic: false, interrupt: false };
  }
  const f = ctx.libraryFunction(name, ft, line);
  ctx.noteCall(f, line);
  const fn: Expr = { kind: 'addr', operand: { kind: 'var', sym: f, type: ft, line }, type: ptrTo(ft), line };
  return { kind: 'call', callee: fn, args, calleeType: ft, type: ft.returns, line };
}

/**
 * One of the library's variables (headers.ts LIBRARY_CELLS: errno, environ, _psp…): `*ACCESSOR()`,
 * the cell the library keeps its value in. A member, local or parameter of the name is the
 * program's own, as with TC's `extern` objects.
 */
function libraryCell(ctx: ExprContext, name: string, type: CType, line: number): Expr {
  const ft: FuncType = { kind: 'func', returns: ptrTo(type), params: [], variadic: false, interrupt: false };
  const f = ctx.libraryFunction(LIBRARY_CELLS[name]!, ft, line);
  ctx.noteCall(f, line);
  const fn: Expr = { kind: 'addr', operand: { kind: 'var', sym: f, type: ft, line }, type: ptrTo(ft), line };
  return deref(ctx, { kind: 'call', callee: fn, args: [], calleeType: ft, type: ft.returns, line }, false, line);
}

/** primary-expression: identifier | constant | string-literal { string-literal } | '(' expression ')' */
export function primary(g: Subexpressions): Expr {
  const { ctx } = g;
  const cur = ctx.cursor;
  const t = cur.next();
  const line = t.line;
  switch (t.kind) {
    case 'num':
      return parseNumber(t.text, line, (m) => cur.fail(m, line));
    case 'chr': {
      const bytes = unescape(t.text.slice(1, -1), t.file, line);
      if (bytes.length > 2) cur.fail('Character constant too long', line); // TCC 2.0's words (oracle-ccerr char-long: 'abc')
      // a char constant is an int holding the (signed) char; two chars pack little-endian; `''`
      // is 0 to TCC, without a word (oracle EC1: '' + 5 is 5, sizeof('') 2; corpus C930's putchar(''))
      const v = bytes.length === 0 ? 0 : bytes.length === 1 ? wrapInt(bytes[0]!, CHAR) : wrapInt(bytes[0]! | (bytes[1]! << 8), INT);
      return num(v, INT, line);
    }
    case 'str': {
      const bytes = unescape(t.text.slice(1, -1), t.file, line);
      while (cur.at?.kind === 'str') {
        const n = cur.next();
        bytes.push(...unescape(n.text.slice(1, -1), n.file, n.line));
      }
      return ctx.string(bytes, line);
    }
    case 'id': {
      // a declaration's word where a value should be (`for (int i = 0; …)` under --strict) is
      // TCC 2.0's "Expression syntax" (tcc-messages P08; corpus C3216, C3229's `for (register int`)
      if (DECLARATION_WORDS.has(t.text)) cur.fail('Expression syntax', line);
      const s = ctx.lookup(t.text);
      if (!s) {
        if (ctx.isTypedef(t.text)) cur.fail(IMPROPER_TYPEDEF, line); // (probe E5: `i = sizeof(T) + T;`)
        if (cur.text === '(') {
          const f = ctx.implicitFunc(t.text, line);
          return { kind: 'var', sym: f, type: f.type, line };
        }
        cur.fail(`Undefined symbol '${t.text}'`, line);
      }
      if (s!.kind === 'enumconst') return num(s!.value!, INT, line);
      if (s!.kind === 'global' && !s!.isStatic && Object.hasOwn(LIBRARY_CELLS, s!.name)) return libraryCell(ctx, s!.name, s!.type, line);
      if (t.macro === 'randomize') {
        const call = postfix(g, { kind: 'var', sym: s!, type: s!.type, line });
        return libraryMacro(ctx, 'randomize', call, line);
      }
      s!.uses++;
      return { kind: 'var', sym: s!, type: s!.type, line };
    }
    case 'punct':
      if (t.text === '...') return ctx.varArgs(line);
      if (t.text === '(') {
        const x = g.expr();
        cur.expect(')', 'Expression syntax'); // TCC 2.0's words (oracle-ccerr paren-expr, tcc-messages P25)
        return t.macro === 'random' ? libraryMacro(ctx, 'random', x, line) : x;
      }
  }
  return cur.fail('Expression syntax', line);
}
