/**
 * `#if` and `#elif`: C's integer operators over the expanded line, typed and folded as TCC folds
 * the program's constants — int arithmetic of 16 bits, long and unsigned where C's conversions
 * say (probe CC99931 in DOSBox: `#if 0x7FFF + 1 > 0` is false, `-1 > 0u` true, `40000 > 30000`
 * true), not C89's long arithmetic. Inside the expression a constant is tested as the compiler
 * tests one (constant.ts constTest, zeroCompare: `#if -32768 == 0` and `#if !(-32768)` are true),
 * the line's own value whole (`#if -32768` is true; probes CH99901–CH99907).
 */
import type { BinOp, CmpOp, Expr, IntType, Token } from '../c.ts';
import { CompileError } from '../errors.ts';
import { constTest, constValue, convert, foldedNum, num, parseNumber, zeroCompare } from './constant.ts';
import { unescape } from './lex.ts';
import { CHAR, INT, promote, usual, wrapInt } from './types.ts';

/** Evaluate a `#if` expression. */
export function evalIf(toks: readonly Token[], at: Token): number {
  let i = 0;
  const line = at.line;
  // TCC 2.0's words (probes R029–R073 in DOSBox): "Expression syntax" for a line that ends early
  // or has a token too many, "Constant expression required" for a comma, a string or a floating
  // constant, "Division by zero" (both sides of || && ?: are folded: `#if 2 || 1/0` is refused)
  const fail = (msg: string): never => {
    throw new CompileError(at.file, at.line, msg);
  };
  const unexpected = (t: Token): never =>
    fail(t.text === ',' || t.kind === 'str' ? 'Constant expression required' : t.text === '=' ? 'Lvalue required' : t.text.startsWith('#') ? "Illegal character '#' (0x23)" : 'Expression syntax');
  const peek = (): string | undefined => toks[i]?.text;
  const int = (v: boolean | number): Expr => num(v ? 1 : 0, INT, line);
  const typeOf = (x: Expr): IntType => x.type as IntType;
  const value = (x: Expr): number => constValue(x) ?? fail('Division by zero');
  const folded = (x: Expr): Expr => foldedNum(value(x), x.type, line);
  // TCC's test of a constant inside the expression (constant.ts constTest; the line's own value is
  // tested whole)
  const test = (x: Expr): boolean => constTest(value(x), x.type);
  // primary: '(' conditional ')' | ('-' | '+' | '!' | '~') primary | integer-constant | character-constant
  const primary = (): Expr => {
    const t = toks[i++];
    if (!t) return fail('Expression syntax');
    if (t.text === '(') {
      const v = ternary();
      if (toks[i]?.text !== ')') return toks[i] ? unexpected(toks[i]!) : fail('Expression syntax');
      i++;
      return v;
    }
    if (t.text === '!') return int(!test(primary()));
    if (t.text === '-' || t.text === '~' || t.text === '+') {
      const x = primary();
      const pt = promote(typeOf(x));
      return t.text === '+' ? convert(x, pt) : folded({ kind: 'unary', op: t.text, operand: convert(x, pt), type: pt, line } as Expr);
    }
    if (t.kind === 'num') {
      const x = parseNumber(t.text, line, (m) => fail(m));
      if (x.type.kind !== 'int') fail('Constant expression required');
      return x;
    }
    if (t.kind === 'chr') {
      // as the expression parser reads it (expr-postfix.ts primary)
      const bytes = unescape(t.text.slice(1, -1), t.file, t.line);
      return num(bytes.length === 0 ? 0 : bytes.length === 1 ? wrapInt(bytes[0]!, CHAR) : wrapInt(bytes[0]! | (bytes[1]! << 8), INT), INT, line);
    }
    return unexpected(t);
  };
  const LEVELS: string[][] = [['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];
  // level n: level n+1 { op-of-level-n level n+1 }, from || (level 0) down to * / % (then primary)
  const binary = (level: number): Expr => {
    if (level === LEVELS.length) return primary();
    let v = binary(level + 1);
    while (peek() !== undefined && LEVELS[level]!.includes(peek()!)) {
      const op = toks[i++]!.text;
      const r = binary(level + 1);
      if (op === '||') v = int(test(v) || test(r));
      else if (op === '&&') v = int(test(v) && test(r));
      else if (op === '<<' || op === '>>') {
        const t = promote(typeOf(v));
        v = folded({ kind: 'bin', op, left: convert(v, t), right: convert(r, promote(typeOf(r))), type: t, line });
      } else {
        const t = usual(typeOf(v), typeOf(r)) as IntType;
        const kind = ['==', '!=', '<', '>', '<=', '>='].includes(op) ? 'cmp' : 'bin';
        v = kind === 'cmp'
          ? int(zeroCompare(op, convert(v, t), convert(r, t)) ?? value({ kind: 'cmp', op: op as CmpOp, left: convert(v, t), right: convert(r, t), type: INT, line }))
          : folded({ kind: 'bin', op: op as BinOp, left: convert(v, t), right: convert(r, t), type: t, line });
      }
    }
    return v;
  };
  // conditional: binary [ '?' conditional ':' conditional ]
  const ternary = (): Expr => {
    const c = binary(0);
    if (peek() !== '?') return c;
    i++;
    const a = ternary();
    if (toks[i++]?.text !== ':') fail('Expression syntax');
    const b = ternary();
    const t = usual(typeOf(a), typeOf(b)) as IntType;
    // a literal tests whole, a folded value as constTest does; what `?:` gives is folded (probe CH99905:
    // `0xFFFF0000 ? 1 : 0` is 1, `(0 ? 0 : 0xFFFF0000) ? 1 : 0` 0)
    return folded(convert((c.kind === 'num' && !c.folded ? value(c) !== 0 : test(c)) ? a : b, t));
  };
  const v = ternary();
  if (i < toks.length) unexpected(toks[i]!);
  return value(v);
}
