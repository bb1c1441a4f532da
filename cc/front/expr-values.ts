/**
 * Lvalues and values: what may be stored to, an operand's value (arrays and functions decay to
 * pointers, and whatever has its address taken is marked to live in memory), a controlling
 * expression's scalar, the size a pointer steps by, and `*p` — near, or far into the machine's
 * memory outside the data segment.
 */
import type { CType, Expr, ExprContext, FuncType, PtrType, Sym, TokenCursor } from '../c.ts';
import { INT, isFar, isScalar, ptrTo, sizeOf, typeName } from './types.ts';

/** Refuse `x` where an lvalue is needed, in TCC 2.0's words (measured: `Lvalue required`). */
export function lvalue(cur: TokenCursor, x: Expr): void {
  const ok = (x.e === 'var' && x.sym.kind !== 'func' && x.sym.kind !== 'enumconst') || x.e === 'deref' || x.e === 'member';
  if (!ok) cur.fail('Lvalue required', x.line);
}

/** The bytes a pointer to `t` steps by. */
export function elemSize(cur: TokenCursor, t: CType, line: number): number {
  const s = t.k === 'void' ? 1 : sizeOf(t); // TC lets void* arithmetic step by bytes
  if (s === null) cur.fail(`size of ${typeName(t)} is unknown`, line);
  return s!;
}

/** The value of `x`: arrays and functions decay to pointers. */
export function rvalue(x: Expr): Expr {
  if (x.t.k === 'array') {
    markAddr(x);
    return { e: 'addr', x, t: isFarLvalue(x) ? { k: 'ptr', to: x.t.of, far: true } : ptrTo(x.t.of), line: x.line };
  }
  if (x.t.k === 'func') return functionPointer(x, x.line);
  return x;
}

/** A function's name as a value: its pointer, counted as a use (a direct call takes it back, see `directCallee`). */
export function functionPointer(x: Expr, line: number): Expr {
  if (x.e === 'var' && x.sym.kind === 'func') x.sym.pointerUses++;
  markAddr(x); // a library function used as a value is linked in as one called (parse.ts externs)
  return { e: 'addr', x, t: ptrTo(x.t), line };
}

/** The function `fn` (a callee, already a value) calls directly, or null: its use is a call, not a pointer. */
export function directCallee(fn: Expr): Sym | null {
  if (fn.e !== 'addr' || fn.x.e !== 'var') return null;
  fn.x.sym.pointerUses--;
  return fn.x.sym;
}

/** `&x` (or an array's decay): a variable that has its address taken lives in memory. */
export function markAddr(x: Expr): void {
  if (x.e === 'var') x.sym.addrTaken = true;
  else if (x.e === 'member') markAddr(x.obj);
}

/** A controlling expression: a scalar. */
export function scalarTest(cur: TokenCursor, c: Expr): Expr {
  const v = rvalue(c);
  if (!isScalar(v.t)) cur.fail(`a ${typeName(v.t)} cannot be tested (a scalar is needed)`, c.line);
  return v;
}

/**
 * *p. Through a far pointer it reaches the machine's memory outside the data segment (the BIOS
 * data area, video memory), which costs CPU time: the function doing it can block.
 */
export function deref(ctx: ExprContext, p: Expr, safe: boolean, line: number): Expr {
  const to = (p.t as PtrType).to;
  if (isFar(p.t)) ctx.noteCall(ctx.libraryFunction(FAR_MEMORY, FAR_MEMORY_TYPE, line), line);
  return { e: 'deref', p, safe: safe && !isFar(p.t), t: to, line };
}

/** The pseudo-function a far memory access counts as a call of (blocking: see deref). */
export const FAR_MEMORY = '__farmem';
const FAR_MEMORY_TYPE: FuncType = { k: 'func', ret: INT, params: [], variadic: false, interrupt: false };

/** An lvalue reached through a far pointer. */
export function isFarLvalue(x: Expr): boolean {
  if (x.e === 'deref') return isFar(x.p.t);
  if (x.e === 'member') return isFarLvalue(x.obj);
  return false;
}

/** A pointer into a named object (an array's decay, plus or minus an index): no null check needed. */
export function isObjectBased(p: Expr): boolean {
  // &lvalue: whatever pointer the lvalue goes through is checked where it is dereferenced
  if (p.e === 'addr') return true;
  if (p.e === 'ptradd') return isObjectBased(p.p);
  return false;
}
