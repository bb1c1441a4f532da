/**
 * The operators typed: each builds its node from operands already parsed, with C's conversions
 * made explicit — integer promotions, the usual arithmetic conversions, pointer scaling, pointer
 * comparison — and integer results of constant operands folded. Unary `& * - + ~ !`, the binary
 * operators, `?:`, `++`/`--`, assignment (simple and compound) and conversion for assignment.
 */
import type { BinOp, CType, CmpOp, Expr, ExprContext, IntType, TokenCursor } from '../c.ts';
import { constValue, convert, extNum, extOf, num } from './constant.ts';
import { extNeg, extOp } from './extended.ts';
import { deref, elemSize, functionPointer, isFarLvalue, lvalue, markAddr, rvalue, scalarTest } from './expr-values.ts';
import { INT, LONG, UINT, ULONG, isArith, isFar, isInteger, isScalar, promote, ptrTo, typeName, usual, wrapInt } from './types.ts';

/** `l op= r` (`op` null: plain `=`). */
export function makeAssign(cur: TokenCursor, op: BinOp | null, l: Expr, r: Expr, line: number): Expr {
  lvalue(cur, l);
  if (l.type.kind === 'array') cur.fail('Lvalue required', line);
  if (op === null) return { kind: 'assign', op, left: l, right: assignable(cur, r, l.type, line), opType: null, scale: 0, type: l.type, line };
  if (l.type.kind === 'ptr' && (op === '+' || op === '-')) {
    if (!isInteger(r.type)) cur.fail(`pointer ${op}= needs an integer`, line);
    return { kind: 'assign', op, left: l, right: convert(r, INT), opType: l.type, scale: elemSize(cur, l.type.to, line), type: l.type, line };
  }
  const rv = rvalue(r);
  if (!isArith(l.type) || !isArith(rv.type)) cur.fail(`invalid operands to ${op}=`, line);
  const opType = op === '<<' || op === '>>' ? promote(l.type as IntType) : usual(l.type as IntType, rv.type as IntType);
  if ((op === '%' || op === '<<' || op === '>>' || op === '&' || op === '|' || op === '^') && !isInteger(opType)) {
    cur.fail(`${op}= needs integers`, line);
  }
  const rc = op === '<<' || op === '>>' ? convert(rv, promote(rv.type as IntType)) : convert(rv, opType);
  return { kind: 'assign', op, left: l, right: rc, opType, scale: 0, type: l.type, line };
}

/** `r` converted for assignment to (or initialization of, or passing as) type `to`. */
export function assignable(cur: TokenCursor, r: Expr, to: CType, line: number): Expr {
  const rv = rvalue(r);
  if (to.kind === 'struct') {
    if (rv.type !== to) cur.fail('Illegal structure operation', line); // TCC 2.0's text (measured)
    return rv;
  }
  if (rv.type.kind === 'struct') cur.fail('Illegal structure operation', line);
  // a void function's value: TCC 2.0's words (test/fixtures/hostile VOIDUSE)
  if (rv.type.kind === 'void') cur.fail('Not an allowed type', line);
  if (to.kind === 'ptr' && !(rv.type.kind === 'ptr' || isInteger(rv.type))) cur.fail(`cannot convert ${typeName(rv.type)} to ${typeName(to)}`, line);
  if (isArith(to) && !isArith(rv.type) && rv.type.kind !== 'ptr') cur.fail(`cannot convert ${typeName(rv.type)} to ${typeName(to)}`, line);
  return convert(rv, to);
}

/** `c ? a : b`, `a` and `b` already values: the operands must agree on a type. */
export function conditional(cur: TokenCursor, c: Expr, a: Expr, b: Expr, line: number): Expr {
  let t: CType;
  if (isArith(a.type) && isArith(b.type)) t = usual(a.type, b.type);
  else if (a.type.kind === 'ptr') t = a.type;
  else if (b.type.kind === 'ptr') t = b.type;
  else if (a.type.kind === 'struct' && a.type === b.type) t = a.type;
  else if (a.type.kind === 'void' || b.type.kind === 'void') t = a.type.kind === 'void' ? a.type : b.type;
  else cur.fail(`?: operands ${typeName(a.type)} and ${typeName(b.type)} do not agree`, line);
  return { kind: 'cond', cond: scalarTest(cur, c), then: convert(a, t!), else: convert(b, t!), type: t!, line };
}

/** `l op r`; an integer result of constant operands is folded to a constant. */
export function makeBinary(cur: TokenCursor, op: string, l0: Expr, r0: Expr, line: number): Expr {
  const x = makeBinaryNode(cur, op, l0, r0, line);
  if (x.kind === 'bin' && x.type.kind === 'float' && x.type.size !== 4 && x.left.kind === 'num' && x.right.kind === 'num') {
    // two double constants: folded in 80 bits as TCC does (cc/front/extended.ts, oracle FC1)
    const v = extOp(x.op, extOf(x.left), extOf(x.right));
    return v ? extNum(v, line, x.type) : x;
  }
  if (x.type.kind !== 'int' || x.kind === 'num') return x;
  const v = constValue(x);
  return v === null || Number.isNaN(v) ? x : num(v, x.type, line);
}

function makeBinaryNode(cur: TokenCursor, op: string, l0: Expr, r0: Expr, line: number): Expr {
  const l = rvalue(l0), r = rvalue(r0);
  if (op === '&&' || op === '||') return { kind: 'logic', op, left: scalarTest(cur, l), right: scalarTest(cur, r), type: INT, line };
  if (op === '+' || op === '-') {
    if (l.type.kind === 'ptr' && isInteger(r.type)) return ptrAdd(cur, l, r, op === '-', line);
    if (op === '+' && r.type.kind === 'ptr' && isInteger(l.type)) return ptrAdd(cur, r, l, false, line);
    if (op === '-' && l.type.kind === 'ptr' && r.type.kind === 'ptr') return { kind: 'ptrdiff', left: l, right: r, scale: elemSize(cur, l.type.to, line), type: INT, line };
  }
  if (['<', '>', '<=', '>=', '==', '!='].includes(op)) {
    if (l.type.kind === 'ptr' || r.type.kind === 'ptr') {
      // pointers compare as 16-bit offsets (with 0 for NULL); far ones as 32-bit seg:off
      const as = isFar(l.type) || isFar(r.type) ? ULONG : UINT;
      // a near pointer against a far one is made far first, DS:offset (MS1: `getvect(0x60) == hnd60`)
      const far = isFar(l.type) ? l.type : isFar(r.type) ? r.type : null;
      const widen = (x: Expr): Expr => (far && x.type.kind === 'ptr' && !isFar(x.type) ? convert(x, far) : x);
      return { kind: 'cmp', op: op as CmpOp, left: convert(widen(l), as), right: convert(widen(r), as), type: INT, line };
    }
    if (!isArith(l.type) || !isArith(r.type)) cur.fail(`invalid operands to ${op}`, line);
    const t = usual(l.type as IntType, r.type as IntType);
    return { kind: 'cmp', op: op as CmpOp, left: convert(l, t), right: convert(r, t), type: INT, line };
  }
  if (!isArith(l.type) || !isArith(r.type)) cur.fail(`invalid operands to ${op} (${typeName(l.type)}, ${typeName(r.type)})`, line);
  if (op === '<<' || op === '>>') {
    if (!isInteger(l.type) || !isInteger(r.type)) cur.fail(`${op} needs integers`, line);
    const t = promote(l.type as IntType);
    return { kind: 'bin', op, left: convert(l, t), right: convert(r, promote(r.type as IntType)), type: t, line };
  }
  const t = usual(l.type as IntType, r.type as IntType);
  if ((op === '%' || op === '&' || op === '|' || op === '^') && !isInteger(t)) cur.fail(`${op} needs integers`, line);
  // TCC 2.0 refuses a division of two constants by zero (tcc-messages P20); `i / 0` compiles, and
  // divides at run time (test/fixtures/divide-error)
  if ((op === '/' || op === '%') && isInteger(t) && constValue(r) === 0 && constValue(l) !== null) cur.fail('Division by zero', line);
  return { kind: 'bin', op: op as BinOp, left: convert(l, t), right: convert(r, t), type: t, line };
}

/** `p ± i`: the index scaled by the size of what `p` points to. */
export function ptrAdd(cur: TokenCursor, p: Expr, i: Expr, negate: boolean, line: number): Expr {
  if (p.type.kind !== 'ptr') cur.fail('pointer expected', line);
  let idx = convert(i, i.type.kind === 'int' && i.type.size === 4 ? LONG : INT);
  if (negate) idx = idx.kind === 'num' ? num(-idx.value, idx.type, line) : { kind: 'unary', op: '-', operand: idx, type: idx.type, line };
  return { kind: 'ptradd', pointer: p, index: idx, scale: elemSize(cur, (p.type as { to: CType }).to, line), type: p.type, line };
}

/** `++x`, `x--` (`pre`): a pointer steps by what it points to. */
export function incdec(cur: TokenCursor, x: Expr, pre: boolean, delta: number, line: number): Expr {
  lvalue(cur, x);
  if (!isScalar(x.type)) cur.fail(`${delta > 0 ? '++' : '--'} needs a scalar`, line);
  const d = x.type.kind === 'ptr' ? delta * elemSize(cur, x.type.to, line) : delta;
  return { kind: 'incdec', pre, delta: d, operand: x, type: x.type, line };
}

/** `&x`: the address of a function, or of an lvalue (which then lives in memory). */
export function addressOf(cur: TokenCursor, x: Expr, line: number): Expr {
  if (x.kind === 'var' && x.sym.kind === 'func') return functionPointer(x, line);
  lvalue(cur, x);
  if (x.kind === 'member' && x.field.bits) cur.fail(`cannot take the address of bit field ${x.field.name}`, line);
  markAddr(x);
  return { kind: 'addr', operand: x, type: isFarLvalue(x) ? { kind: 'ptr', to: x.type, far: true } : ptrTo(x.type), line };
}

/** `*p`, `p` already a value. */
export function indirection(ctx: ExprContext, p: Expr, line: number): Expr {
  if (p.type.kind !== 'ptr') ctx.cursor.fail('Invalid indirection', line); // TCC 2.0's words (hostile BADPTR)
  const to = (p.type as { to: CType }).to;
  if (to.kind === 'func') return p; // *fp is fp
  return deref(ctx, p, false, line);
}

/** Unary `- + ~ !`, `x` already a value: the integer promotions, and constants folded. */
export function arithmeticUnary(cur: TokenCursor, op: '-' | '+' | '~' | '!', x: Expr, line: number): Expr {
  if (op === '!') return { kind: 'unary', op: '!', operand: scalarTest(cur, x), type: INT, line };
  if (!isArith(x.type) || (op === '~' && !isInteger(x.type))) cur.fail(`invalid operand to unary ${op}`, line);
  const pt = isInteger(x.type) ? promote(x.type) : x.type;
  const cx = convert(x, pt);
  if (op === '+') return cx;
  if (cx.kind === 'num' && pt.kind === 'int') return num(wrapInt(op === '-' ? -cx.value : ~cx.value, pt), pt, line);
  if (cx.kind === 'num') return cx.ext ? { ...cx, value: -cx.value, ext: extNeg(cx.ext), line } : num(-cx.value, pt, line);
  return { kind: 'unary', op, operand: cx, type: pt, line };
}
