/**
 * Lvalues and values: what may be stored to, an operand's value (arrays and functions decay to
 * pointers, and whatever has its address taken is marked to live in memory), a controlling
 * expression's scalar, the size a pointer steps by, and `*p` — near, or far into the machine's
 * memory outside the data segment.
 */
import type { CType, Expr, ExprContext, FuncType, PtrType, Sym, TokenCursor } from '../c.ts';
import { INT, isFar, isScalar, ptrTo, sizeOf, typeName } from './types.ts';

/**
 * Refuse `x` where an lvalue is needed, in TCC 2.0's words (measured: `Lvalue required`), on `line`:
 * an assignment's is its operator's (probes LV1–LV5: `x >⏎y = 5`, `5⏎=⏎x`, `5⏎+=…` name the
 * operator's line; corpus C5404).
 */
export function lvalue(cur: TokenCursor, x: Expr, line = x.line): void {
  const ok = (x.kind === 'var' && x.sym.kind !== 'func' && x.sym.kind !== 'enumconst') || x.kind === 'deref' || x.kind === 'member';
  if (!ok) cur.fail('Lvalue required', line);
}

/**
 * `(T)x` where an lvalue is needed: TCC 2.0 takes a cast of an lvalue to an integer or pointer
 * type no wider than the lvalue's own as the lvalue's first bytes (probe CL1, test/fixtures/oracle-files:
 * `(unsigned long)farp <<= 16`, `(char)i = 0x55` stores i's low byte, `(int)l = 0x5566` l's low word;
 * a wider type, or a float's, is refused with "Lvalue required"): `*(T *)&x`. Any other `x` is
 * returned as it is, for `lvalue` to judge.
 */
export function castLvalue(ctx: ExprContext, x: Expr): Expr {
  if (x.kind !== 'cast') return x;
  const o = x.operand, t = x.type;
  const stored = (o.kind === 'var' && o.sym.kind !== 'func' && o.sym.kind !== 'enumconst') || o.kind === 'deref' || (o.kind === 'member' && !o.field.bits);
  const intOrPtr = (ty: CType): boolean => ty.kind === 'int' || ty.kind === 'ptr';
  if (!stored || !intOrPtr(t) || !intOrPtr(o.type) || sizeOf(t)! > sizeOf(o.type)!) return x;
  markAddr(o);
  const far = isFarLvalue(o);
  const at: Expr = { kind: 'addr', operand: o, type: far ? { kind: 'ptr', to: o.type, far: true } : ptrTo(o.type), line: x.line };
  return deref(ctx, { kind: 'cast', operand: at, type: far ? { kind: 'ptr', to: t, far: true } : ptrTo(t), line: x.line }, false, x.line);
}

/** The bytes a pointer to `t` steps by. */
export function elemSize(cur: TokenCursor, t: CType, line: number): number {
  const s = t.kind === 'void' ? 1 : sizeOf(t); // TC lets void* arithmetic step by bytes
  if (s === null) cur.fail(`size of ${typeName(t)} is unknown`, line);
  return s!;
}

/** The value of `x`: arrays and functions decay to pointers. */
export function rvalue(x: Expr): Expr {
  if (x.type.kind === 'array') {
    markAddr(x);
    return { kind: 'addr', operand: x, type: isFarLvalue(x) ? { kind: 'ptr', to: x.type.of, far: true } : ptrTo(x.type.of), line: x.line };
  }
  if (x.type.kind === 'func') return functionPointer(x, x.line);
  return x;
}

/** A function's name as a value: its pointer, counted as a use (a direct call takes it back, see `directCallee`). */
export function functionPointer(x: Expr, line: number): Expr {
  if (x.kind === 'var' && x.sym.kind === 'func') x.sym.pointerUses++;
  markAddr(x); // a library function used as a value is linked in as one called (parse.ts externs)
  return { kind: 'addr', operand: x, type: ptrTo(x.type), line };
}

/** The function `fn` (a callee, already a value) calls directly, or null: its use is a call, not a pointer. */
export function directCallee(fn: Expr): Sym | null {
  if (fn.kind !== 'addr' || fn.operand.kind !== 'var') return null;
  fn.operand.sym.pointerUses--;
  return fn.operand.sym;
}

/** `&x` (or an array's decay): a variable that has its address taken lives in memory. */
export function markAddr(x: Expr): void {
  if (x.kind === 'var') x.sym.addrTaken = true;
  else if (x.kind === 'member') markAddr(x.object);
}

/** A controlling expression: a scalar. */
export function scalarTest(cur: TokenCursor, c: Expr): Expr {
  const v = rvalue(c);
  // TCC 2.0's words for a structure tested (oracle-ccerr struct-op: `if (s)`, `!s`)
  if (!isScalar(v.type)) cur.fail(v.type.kind === 'struct' ? 'Illegal structure operation' : 'Not an allowed type', c.line);
  return v;
}

/**
 * *p. Through a far pointer it reaches the machine's memory outside the data segment (the BIOS
 * data area, video memory), which costs CPU time: the function doing it can block.
 */
export function deref(ctx: ExprContext, p: Expr, safe: boolean, line: number): Expr {
  const to = (p.type as PtrType).to;
  if (isFar(p.type)) ctx.noteCall(ctx.libraryFunction(FAR_MEMORY, FAR_MEMORY_TYPE, line), line);
  return { kind: 'deref', pointer: p, safe: safe && !isFar(p.type), type: to, line };
}

/** The pseudo-function a far memory access counts as a call of (blocking: see deref). */
export const FAR_MEMORY = '__farmem';
const FAR_MEMORY_TYPE: FuncType = { kind: 'func', returns: INT, params: [], variadic: false, interrupt: false };

/** An lvalue reached through a far pointer. */
export function isFarLvalue(x: Expr): boolean {
  if (x.kind === 'deref') return isFar(x.pointer.type);
  if (x.kind === 'member') return isFarLvalue(x.object);
  return false;
}

/** A pointer into a named object (an array's decay, plus or minus an index): no null check needed. */
export function isObjectBased(p: Expr): boolean {
  // &lvalue: whatever pointer the lvalue goes through is checked where it is dereferenced
  if (p.kind === 'addr') return true;
  if (p.kind === 'ptradd') return isObjectBased(p.pointer);
  return false;
}
