/**
 * Primary and postfix expressions: literals (numbers, character constants, adjacent strings
 * joined), names (an undeclared one called is declared `int name()`), parentheses; then
 * subscripts, calls with their arguments converted, `.` and `->`, postfix `++`/`--`. TC's
 * library macros `random` and `randomize` are bound here to the library's calls of those names.
 */
import type { Expr, ExprContext, FuncType, StructType } from '../c.ts';
import { convert, num, parseNumber } from './constant.ts';
import { assignable, incdec, ptrAdd } from './expr-operators.ts';
import { deref, directCallee, isFarLvalue, isObjectBased, rvalue } from './expr-values.ts';
import { unescape } from './lex.ts';
import { CHAR, DOUBLE, INT, VOID, isInteger, promote, ptrTo, typeName, wrapInt } from './types.ts';

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
  const cur = ctx.cur;
  let x = x0;
  for (;;) {
    const line = cur.line;
    if (cur.eat('[')) {
      const i = g.expr();
      cur.expect(']');
      const a = rvalue(x), b = rvalue(i);
      const [p, n0] = a.t.k === 'ptr' ? [a, b] : [b, a];
      // TCC 2.0 takes a floating subscript and truncates it to int (oracle: a[2.7] is a[2], (a+2)[-0.5]
      // is a[2]); `a + 2.7` stays an error ("Illegal use of floating point")
      const n = n0.t.k === 'float' ? convert(n0, INT) : n0;
      if (p.t.k !== 'ptr' || !isInteger(n.t)) cur.fail('Invalid indirection (subscript of a non-pointer)', line);
      const sum = ptrAdd(cur, p, n, false, line);
      x = deref(ctx, sum, isObjectBased(p), line);
    } else if (cur.eat('(')) {
      x = call(g, x, line);
    } else if (cur.v === '.' || cur.v === '->') {
      const arrow = cur.next().v === '->';
      const name = cur.next();
      if (name.k !== 'id') cur.fail('member name expected', line);
      let obj = x;
      if (arrow) {
        const p = rvalue(x);
        if (p.t.k !== 'ptr' || p.t.to.k !== 'struct') cur.fail(`-> on ${typeName(p.t)}: a pointer to a struct is needed`, line);
        obj = deref(ctx, p, false, line);
      }
      if (obj.t.k !== 'struct' || obj.t.fields === null) cur.fail('Illegal structure operation', line);
      const f = (obj.t as StructType).fields!.find((q) => q.name === name.v);
      if (!f) cur.fail(`Undefined symbol '${name.v}'`, line) // TCC 2.0's text for a name that is not a member;
      if (f!.bits && isFarLvalue(obj)) cur.fail(`bit field ${name.v} through a far pointer is not supported`, line);
      x = { e: 'member', obj, f: f!, t: f!.t, line };
    } else if (cur.v === '++' || cur.v === '--') {
      const d = cur.next().v === '++' ? 1 : -1;
      x = incdec(cur, x, false, d, line);
    } else return x;
  }
}

/**
 * argument-list: assignment-expression { ',' assignment-expression } — a call of `fnx`, after its `(`:
 * the arguments converted to the parameters' types, the rest promoted.
 */
function call(g: Subexpressions, fnx: Expr, line: number): Expr {
  const { ctx } = g;
  const cur = ctx.cur;
  const fn = rvalue(fnx);
  if (fn.t.k !== 'ptr' || fn.t.to.k !== 'func') cur.fail(`call of a non-function (${typeName(fn.t)})`, line);
  const ft = (fn.t as { to: FuncType }).to;
  const raw: Expr[] = [];
  if (!cur.eat(')')) {
    do raw.push(g.assign());
    while (cur.eat(','));
    cur.expect(')', 'Function call missing )'); // TCC 2.0's text (measured)
  }
  const params = ft.params;
  if (params !== null) {
    if (raw.length < params.length || (raw.length > params.length && !ft.variadic)) {
      // TCC 2.0's texts, measured (test/fixtures/tcc-messages): the quotes only on the first
      const callee = fnx.e === 'var' ? fnx.sym.name : null;
      if (raw.length < params.length) cur.fail(`Too few parameters in call${callee ? ` to '${callee}'` : ''}`, line);
      cur.fail(`Extra parameter in call${callee ? ` to ${callee}` : ''}`, line);
    }
  }
  const args = raw.map((a, i) => {
    const p = params?.[i];
    if (p) return assignable(cur, a, p, a.line);
    const v = rvalue(a);
    if (v.t.k === 'int') return convert(v, promote(v.t));
    if (v.t.k === 'float') return convert(v, DOUBLE);
    return v;
  });
  const direct = directCallee(fn);
  ctx.noteCall(direct, line);
  return { e: 'call', fn, args, ft, t: ft.ret, line };
}

/**
 * TC's `random(num)` — `(rand() % (num))` — and `randomize()` — `srand((unsigned)time(NULL))` —
 * as the library's calls of the same name (see preprocess.ts, LIBRARY_MACROS).
 */
function libraryMacro(ctx: ExprContext, name: 'random' | 'randomize', x: Expr, line: number): Expr {
  let args: Expr[];
  let ft: FuncType;
  if (name === 'random') {
    if (x.e !== 'bin' || x.op !== '%' || !isInteger(x.t)) return x; // not the expansion it should be: keep it
    args = [convert(x.r, INT)];
    ft = { k: 'func', ret: INT, params: [INT], variadic: false, interrupt: false };
  } else {
    args = [];
    ft = { k: 'func', ret: VOID, params: [], variadic: false, interrupt: false };
  }
  const f = ctx.libraryFunction(name, ft, line);
  ctx.noteCall(f, line);
  const fn: Expr = { e: 'addr', x: { e: 'var', sym: f, t: ft, line }, t: ptrTo(ft), line };
  return { e: 'call', fn, args, ft, t: ft.ret, line };
}

/** primary-expression: identifier | constant | string-literal { string-literal } | '(' expression ')' */
export function primary(g: Subexpressions): Expr {
  const { ctx } = g;
  const cur = ctx.cur;
  const t = cur.next();
  const line = t.line;
  switch (t.k) {
    case 'num':
      return parseNumber(t.v, line, (m) => cur.fail(m, line));
    case 'chr': {
      const bytes = unescape(t.v.slice(1, -1), t.file, line);
      if (bytes.length === 0) cur.fail('empty character constant', line);
      // a char constant is an int holding the (signed) char; two chars pack little-endian
      const v = bytes.length === 1 ? wrapInt(bytes[0]!, CHAR) : wrapInt(bytes[0]! | (bytes[1]! << 8), INT);
      return num(v, INT, line);
    }
    case 'str': {
      const bytes = unescape(t.v.slice(1, -1), t.file, line);
      while (cur.at?.k === 'str') {
        const n = cur.next();
        bytes.push(...unescape(n.v.slice(1, -1), n.file, n.line));
      }
      return ctx.string(bytes, line);
    }
    case 'id': {
      const s = ctx.lookup(t.v);
      if (!s) {
        if (cur.v === '(') {
          const f = ctx.implicitFunc(t.v, line);
          return { e: 'var', sym: f, t: f.t, line };
        }
        cur.fail(`Undefined symbol '${t.v}'`, line);
      }
      if (s!.kind === 'enumconst') return num(s!.value!, INT, line);
      if (t.macro === 'randomize') {
        const call = postfix(g, { e: 'var', sym: s!, t: s!.t, line });
        return libraryMacro(ctx, 'randomize', call, line);
      }
      return { e: 'var', sym: s!, t: s!.t, line };
    }
    case 'punct':
      if (t.v === '...') return ctx.varArgs(line);
      if (t.v === '(') {
        const x = g.expr();
        cur.expect(')');
        return t.macro === 'random' ? libraryMacro(ctx, 'random', x, line) : x;
      }
  }
  return cur.fail('Expression syntax', line);
}
