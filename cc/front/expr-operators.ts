/**
 * The operators typed: each builds its node from operands already parsed, with C's conversions
 * made explicit — integer promotions, the usual arithmetic conversions, pointer scaling, pointer
 * comparison — and integer results of constant operands folded. Unary `& * - + ~ !`, the binary
 * operators, `?:`, `++`/`--`, assignment (simple and compound) and conversion for assignment.
 */
import type { BinOp, CType, CmpOp, Expr, ExprContext, IntType, TokenCursor } from '../c.ts';
import { constValue, convert, num } from './constant.ts';
import { deref, elemSize, functionPointer, isFarLvalue, lvalue, markAddr, rvalue, scalarTest } from './expr-values.ts';
import { INT, LONG, UINT, ULONG, isArith, isFar, isInteger, isScalar, promote, ptrTo, typeName, usual, wrapInt } from './types.ts';

/** `l op= r` (`op` null: plain `=`). */
export function makeAssign(cur: TokenCursor, op: BinOp | null, l: Expr, r: Expr, line: number): Expr {
  lvalue(cur, l);
  if (l.t.k === 'array') cur.fail('Lvalue required', line);
  if (op === null) return { e: 'assign', op, l, r: assignable(cur, r, l.t, line), opType: null, scale: 0, t: l.t, line };
  if (l.t.k === 'ptr' && (op === '+' || op === '-')) {
    if (!isInteger(r.t)) cur.fail(`pointer ${op}= needs an integer`, line);
    return { e: 'assign', op, l, r: convert(r, INT), opType: l.t, scale: elemSize(cur, l.t.to, line), t: l.t, line };
  }
  const rv = rvalue(r);
  if (!isArith(l.t) || !isArith(rv.t)) cur.fail(`invalid operands to ${op}=`, line);
  const opType = op === '<<' || op === '>>' ? promote(l.t as IntType) : usual(l.t as IntType, rv.t as IntType);
  if ((op === '%' || op === '<<' || op === '>>' || op === '&' || op === '|' || op === '^') && !isInteger(opType)) {
    cur.fail(`${op}= needs integers`, line);
  }
  const rc = op === '<<' || op === '>>' ? convert(rv, promote(rv.t as IntType)) : convert(rv, opType);
  return { e: 'assign', op, l, r: rc, opType, scale: 0, t: l.t, line };
}

/** `r` converted for assignment to (or initialization of, or passing as) type `to`. */
export function assignable(cur: TokenCursor, r: Expr, to: CType, line: number): Expr {
  const rv = rvalue(r);
  if (to.k === 'struct') {
    if (rv.t !== to) cur.fail('Illegal structure operation', line); // TCC 2.0's text (measured)
    return rv;
  }
  if (rv.t.k === 'struct') cur.fail('Illegal structure operation', line);
  if (to.k === 'ptr' && !(rv.t.k === 'ptr' || isInteger(rv.t))) cur.fail(`cannot convert ${typeName(rv.t)} to ${typeName(to)}`, line);
  if (isArith(to) && !isArith(rv.t) && rv.t.k !== 'ptr') cur.fail(`cannot convert ${typeName(rv.t)} to ${typeName(to)}`, line);
  return convert(rv, to);
}

/** `c ? a : b`, `a` and `b` already values: the operands must agree on a type. */
export function conditional(cur: TokenCursor, c: Expr, a: Expr, b: Expr, line: number): Expr {
  let t: CType;
  if (isArith(a.t) && isArith(b.t)) t = usual(a.t, b.t);
  else if (a.t.k === 'ptr') t = a.t;
  else if (b.t.k === 'ptr') t = b.t;
  else if (a.t.k === 'struct' && a.t === b.t) t = a.t;
  else if (a.t.k === 'void' || b.t.k === 'void') t = a.t.k === 'void' ? a.t : b.t;
  else cur.fail(`?: operands ${typeName(a.t)} and ${typeName(b.t)} do not agree`, line);
  return { e: 'cond', c: scalarTest(cur, c), a: convert(a, t!), b: convert(b, t!), t: t!, line };
}

/** `l op r`; an integer result of constant operands is folded to a constant. */
export function makeBinary(cur: TokenCursor, op: string, l0: Expr, r0: Expr, line: number): Expr {
  const x = makeBinaryNode(cur, op, l0, r0, line);
  if (x.t.k !== 'int' || x.e === 'num') return x;
  const v = constValue(x);
  return v === null || Number.isNaN(v) ? x : num(v, x.t, line);
}

function makeBinaryNode(cur: TokenCursor, op: string, l0: Expr, r0: Expr, line: number): Expr {
  const l = rvalue(l0), r = rvalue(r0);
  if (op === '&&' || op === '||') return { e: 'logic', op, l: scalarTest(cur, l), r: scalarTest(cur, r), t: INT, line };
  if (op === '+' || op === '-') {
    if (l.t.k === 'ptr' && isInteger(r.t)) return ptrAdd(cur, l, r, op === '-', line);
    if (op === '+' && r.t.k === 'ptr' && isInteger(l.t)) return ptrAdd(cur, r, l, false, line);
    if (op === '-' && l.t.k === 'ptr' && r.t.k === 'ptr') return { e: 'ptrdiff', l, r, scale: elemSize(cur, l.t.to, line), t: INT, line };
  }
  if (['<', '>', '<=', '>=', '==', '!='].includes(op)) {
    if (l.t.k === 'ptr' || r.t.k === 'ptr') {
      // pointers compare as 16-bit offsets (with 0 for NULL); far ones as 32-bit seg:off
      const as = isFar(l.t) || isFar(r.t) ? ULONG : UINT;
      return { e: 'cmp', op: op as CmpOp, l: convert(l, as), r: convert(r, as), t: INT, line };
    }
    if (!isArith(l.t) || !isArith(r.t)) cur.fail(`invalid operands to ${op}`, line);
    const t = usual(l.t as IntType, r.t as IntType);
    return { e: 'cmp', op: op as CmpOp, l: convert(l, t), r: convert(r, t), t: INT, line };
  }
  if (!isArith(l.t) || !isArith(r.t)) cur.fail(`invalid operands to ${op} (${typeName(l.t)}, ${typeName(r.t)})`, line);
  if (op === '<<' || op === '>>') {
    if (!isInteger(l.t) || !isInteger(r.t)) cur.fail(`${op} needs integers`, line);
    const t = promote(l.t as IntType);
    return { e: 'bin', op, l: convert(l, t), r: convert(r, promote(r.t as IntType)), t, line };
  }
  const t = usual(l.t as IntType, r.t as IntType);
  if ((op === '%' || op === '&' || op === '|' || op === '^') && !isInteger(t)) cur.fail(`${op} needs integers`, line);
  return { e: 'bin', op: op as BinOp, l: convert(l, t), r: convert(r, t), t, line };
}

/** `p ± i`: the index scaled by the size of what `p` points to. */
export function ptrAdd(cur: TokenCursor, p: Expr, i: Expr, negate: boolean, line: number): Expr {
  if (p.t.k !== 'ptr') cur.fail('pointer expected', line);
  let idx = convert(i, i.t.k === 'int' && i.t.size === 4 ? LONG : INT);
  if (negate) idx = idx.e === 'num' ? num(-idx.v, idx.t, line) : { e: 'unary', op: '-', x: idx, t: idx.t, line };
  return { e: 'ptradd', p, i: idx, scale: elemSize(cur, (p.t as { to: CType }).to, line), t: p.t, line };
}

/** `++x`, `x--` (`pre`): a pointer steps by what it points to. */
export function incdec(cur: TokenCursor, x: Expr, pre: boolean, delta: number, line: number): Expr {
  lvalue(cur, x);
  if (!isScalar(x.t)) cur.fail(`${delta > 0 ? '++' : '--'} needs a scalar`, line);
  const d = x.t.k === 'ptr' ? delta * elemSize(cur, x.t.to, line) : delta;
  return { e: 'incdec', pre, delta: d, x, t: x.t, line };
}

/** `&x`: the address of a function, or of an lvalue (which then lives in memory). */
export function addressOf(cur: TokenCursor, x: Expr, line: number): Expr {
  if (x.e === 'var' && x.sym.kind === 'func') return functionPointer(x, line);
  lvalue(cur, x);
  if (x.e === 'member' && x.f.bits) cur.fail(`cannot take the address of bit field ${x.f.name}`, line);
  markAddr(x);
  return { e: 'addr', x, t: isFarLvalue(x) ? { k: 'ptr', to: x.t, far: true } : ptrTo(x.t), line };
}

/** `*p`, `p` already a value. */
export function indirection(ctx: ExprContext, p: Expr, line: number): Expr {
  if (p.t.k !== 'ptr') ctx.cur.fail(`Invalid indirection (${typeName(p.t)})`, line);
  const to = (p.t as { to: CType }).to;
  if (to.k === 'func') return p; // *fp is fp
  return deref(ctx, p, false, line);
}

/** Unary `- + ~ !`, `x` already a value: the integer promotions, and constants folded. */
export function arithmeticUnary(cur: TokenCursor, op: '-' | '+' | '~' | '!', x: Expr, line: number): Expr {
  if (op === '!') return { e: 'unary', op: '!', x: scalarTest(cur, x), t: INT, line };
  if (!isArith(x.t) || (op === '~' && !isInteger(x.t))) cur.fail(`invalid operand to unary ${op}`, line);
  const pt = isInteger(x.t) ? promote(x.t) : x.t;
  const cx = convert(x, pt);
  if (op === '+') return cx;
  if (cx.e === 'num' && pt.k === 'int') return num(wrapInt(op === '-' ? -cx.v : ~cx.v, pt), pt, line);
  if (cx.e === 'num') return num(-cx.v, pt, line);
  return { e: 'unary', op, x: cx, t: pt, line };
}
