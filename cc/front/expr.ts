/**
 * Expressions: parsed by precedence climbing and typed as they are built, with C's conversions
 * (integer promotions, the usual arithmetic conversions, array and function decay, pointer
 * scaling) made explicit in the tree. Turbo C evaluates operands and arguments left to right
 * (KEYS.C shows it for `random(13)*random(17)+…`); the generated JavaScript does too.
 *
 * This file is the grammar from the comma down to unary operators, casts and `sizeof`; the typing
 * rules are the operators' (expr-operators.ts) and the values' (expr-values.ts), primary and
 * postfix expressions are in expr-postfix.ts.
 */
import type { BinOp, CType, Expr, ExprContext, Sym, TokenCursor } from '../c.ts';
import { constValue, convert, num } from './constant.ts';
import { addressOf, arithmeticUnary, assignable, conditional, incdec, indirection, makeAssign, makeBinary } from './expr-operators.ts';
import { postfix, primary, type Subexpressions } from './expr-postfix.ts';
import { castLvalue, functionPointer, rvalue, scalarTest } from './expr-values.ts';
import { UINT, decay, isScalar, sizeOf, typeName } from './types.ts';

const ASSIGN_OPS: Record<string, BinOp | null> = {
  '=': null, '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%', '<<=': '<<', '>>=': '>>', '&=': '&', '|=': '|', '^=': '^',
};

const BINARY_LEVELS: string[][] = [
  ['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%'],
];
/** A binary operator's level in BINARY_LEVELS (0 binds loosest). */
const BINARY_LEVEL = new Map(BINARY_LEVELS.flatMap((ops, level) => ops.map((op) => [op, level] as const)));

export class ExprParser implements Subexpressions {
  /** The parser's cursor (one for the whole compilation: a module's tokens are loaded into it). */
  private readonly cur: TokenCursor;

  constructor(readonly ctx: ExprContext) {
    this.cur = ctx.cursor;
  }

  private fail(msg: string, line?: number): never {
    return this.cur.fail(msg, line);
  }

  /** expression: assignment-expression { ',' assignment-expression } */
  expr(): Expr {
    let x = this.assign();
    while (this.cur.text === ',' && this.cur.at?.kind === 'punct') {
      const line = this.cur.next().line;
      // a function on the right is the comma's value as a pointer, which a call takes (the
      // capture harness' `(h_pre(6), scanf)(…)`, probe SV1): its library function is linked in
      const a = this.assign();
      const r = a.type.kind === 'func' ? functionPointer(a, a.line) : a;
      x = { kind: 'comma', left: x, right: r, type: decay(r.type), line };
    }
    return x;
  }

  /** constant-expression: conditional-expression — its value (array sizes, case labels, enumerators, bit field widths) */
  constant(_what: string): number {
    const line = this.cur.line;
    const x = this.ternary();
    const v = constValue(x);
    if (v === null) this.fail('Constant expression required', line); // TCC 2.0's words, for `what` (oracle-ccerr const-needed)
    return v!;
  }

  /** assignment-expression: conditional-expression | unary-expression assignment-operator assignment-expression */
  assign(): Expr {
    const l = this.ternary();
    const opText = this.cur.text;
    if (this.cur.at?.kind !== 'punct' || !(opText in ASSIGN_OPS)) return l;
    const line = this.cur.next().line;
    const r = this.assign();
    return this.makeAssign(ASSIGN_OPS[opText]!, castLvalue(this.ctx, l), r, line);
  }

  // ---- the typing rules the declarations and statements use as well (parse.ts, statements.ts)

  makeAssign(op: BinOp | null, l: Expr, r: Expr, line: number): Expr {
    return makeAssign(this.cur, op, l, r, line);
  }

  /** `r` converted for assignment to (or initialization of, or passing as) type `to`. */
  assignable(r: Expr, to: CType, line: number): Expr {
    return assignable(this.cur, r, to, line);
  }

  /** The value of `x`: arrays and functions decay to pointers. */
  rvalue(x: Expr): Expr {
    return rvalue(x);
  }

  /** A controlling expression: a scalar. */
  test(c: Expr): Expr {
    return scalarTest(this.cur, c);
  }

  // ---- the grammar ----------------------------------------------------------------------------

  /** conditional-expression: logical-OR-expression [ '?' expression ':' conditional-expression ] */
  ternary(): Expr {
    const c = this.binary(0);
    if (!this.cur.eat('?')) return c;
    const line = c.line;
    const a = rvalue(this.expr());
    this.cur.expect(':', 'in ?:');
    const b = rvalue(this.ternary());
    return conditional(this.cur, c, a, b, line);
  }

  /**
   * logical-OR-expression down to multiplicative-expression, the levels of BINARY_LEVELS:
   * level-n-expression: level-n+1-expression { operator-of-level-n level-n+1-expression }.
   * Parsed by climbing from the operand up to the operators of level `min` and looser, the same
   * trees built in the same order as a function per level would, without passing every operand
   * through all ten levels (a tenth of a 1 400-line program's parsing when compiled cold).
   */
  private binary(min: number): Expr {
    let l = this.cast();
    for (;;) {
      const t = this.cur.at;
      // a `//` comment after an operand (`--strict` keeps it as a token): TCC 2.0 reads a `/` and
      // then no operand, "Expression syntax" there (probes SL1–SL5: `x = 5 // c`, `int a[H]` with
      // `#define H 3 // c`; corpus C5413)
      if (t?.kind === 'punct' && t.text === '//') this.fail('Expression syntax');
      const level = t?.kind === 'punct' ? BINARY_LEVEL.get(t.text) : undefined;
      if (level === undefined || level < min) return l;
      const line = this.cur.next().line;
      const r = this.binary(level + 1);
      l = makeBinary(this.cur, t!.text, l, r, line);
    }
  }

  /** cast-expression: unary-expression | '(' type-name ')' cast-expression */
  private cast(): Expr {
    if (this.cur.text === '(' && this.isTypeAfterParen()) {
      const line = this.cur.next().line;
      const t = this.ctx.typeName();
      this.cur.expect(')', 'after the type of a cast');
      const x = rvalue(this.cast());
      if (t.kind === 'void') return { kind: 'cast', operand: x, type: t, line };
      if (!isScalar(t) || !isScalar(x.type)) this.fail(`cannot cast ${typeName(x.type)} to ${typeName(t)}`, line);
      const c = convert(x, t);
      // a (float) of a double, a long double or an integer at run time rounds nothing: TCC loads the
      // value on the 8087 and leaves it there; a store to a float rounds it (probe CC99971:
      // `(double)(float)d` is d, `(float)d == d` is 1, `(float)16777217L` is 16777217)
      if (c.kind === 'num' && c.folded && t.kind === 'int') return num(c.value, c.type, c.line); // a cast's constant tests as a literal (probe CC99975: `(short)-256 ? 1 : 2` is 1)
      return c.kind === 'cast' && t.kind === 'float' && t.size === 4 ? { ...c, unrounded: true } : c;
    }
    return this.unary();
  }

  private isTypeAfterParen(): boolean {
    return this.typeStartsAt(1);
  }

  private typeStartsAt(ahead: number): boolean {
    const t = this.cur.peek(ahead);
    if (!t || t.kind !== 'id') return false;
    if (TYPE_WORDS.has(t.text)) return true;
    return this.ctx.isTypedef(t.text);
  }

  /**
   * unary-expression: postfix-expression | ('++' | '--') unary-expression
   *   | ('&' | '*' | '+' | '-' | '~' | '!') cast-expression | 'sizeof' unary-expression | 'sizeof' '(' type-name ')'
   */
  private unary(): Expr {
    return this.cur.nested('expression', () => this.unaryHere());
  }

  private unaryHere(): Expr {
    const t = this.cur.at;
    if (!t) this.fail('Expression syntax');
    const line = t!.line;
    if (t!.kind === 'punct') {
      switch (t!.text) {
        case '++':
        case '--': {
          this.cur.next();
          // TCC 2.0 reads a cast after ++/-- (probe CL1: `--(unsigned)s.a`), an lvalue by castLvalue
          const x = this.cast();
          return incdec(this.cur, castLvalue(this.ctx, x), true, t!.text === '++' ? 1 : -1, line);
        }
        case '&': {
          this.cur.next();
          return addressOf(this.cur, this.cast(), line);
        }
        case '*': {
          this.cur.next();
          return indirection(this.ctx, rvalue(this.cast()), line);
        }
        case '-':
        case '+':
        case '~':
        case '!': {
          this.cur.next();
          return arithmeticUnary(this.cur, t!.text, rvalue(this.cast()), line);
        }
      }
    }
    if (t!.kind === 'id' && t!.text === 'sizeof') {
      this.cur.next();
      let st: CType;
      if (this.cur.text === '(' && this.typeStartsAt(1)) {
        this.cur.next();
        st = this.ctx.typeName();
        this.cur.expect(')', 'after sizeof(type');
      } else {
        const x = unnamed(this.unary());
        // TCC's sizeof of `&a`, a an array, is a's size (probe CC99904: sizeof &m is 40 for int
        // m[4][5], while &m + 1 steps 40 bytes as a pointer to the array)
        st = x.kind === 'addr' && x.operand.type.kind === 'array' ? x.operand.type : x.type;
      }
      const size = sizeOf(st);
      if (size === null) this.fail(`sizeof of ${typeName(st)}: its size is unknown`, line);
      return num(size!, UINT, line);
    }
    return postfix(this, primary(this));
  }
}

/**
 * sizeof's operand names no variable to TCC: its code never reads one, so a pointer named once
 * besides a `sizeof(ptr)` stays on the stack, not in SI (probe SR7 in test/fixtures/stack; corpus
 * C2059's `%ld` of `sizeof(ptr)` reads `a` above it, 327682). Takes back the operand's uses.
 */
function unnamed(x: Expr): Expr {
  const seen = new Set<object>();
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    const node = v as { kind?: unknown; sym?: Sym };
    if (node.kind === 'var' && node.sym && node.sym.kind !== 'func' && node.sym.uses > 0) node.sym.uses--;
    for (const [k, w] of Object.entries(v)) if (k !== 'sym' && k !== 'type') walk(w);
  };
  walk(x);
  return x;
}

/** Type names' first words (typedef names are asked of the parser). */
export const TYPE_WORDS = new Set([
  'void', 'char', 'short', 'int', 'long', 'float', 'double', 'signed', 'unsigned', 'struct', 'union', 'enum', 'const', 'volatile',
]);
