/**
 * A comparison of floating values as TCC 2.0's 8087 code makes it and DOSBox 0.74's FPU answers it.
 *
 * DOSBox's FCOM (fpu_instructions.h, normal core: the registers are host doubles) tests `st ==
 * other`, then `st < other`, and otherwise reports "greater": with a NaN on either side the
 * register compared (ST0) is greater than the other operand, whichever holds the NaN (probes
 * CD99916–CD99919: 756 comparisons of a NaN from `0.0 / 0.0` with every operand shape, each as a
 * value, in `if` and under `!`; `==` is 0 and `!=` 1 in all of them). Which operand is ST0 follows
 * from TCC's code (`TCC -S`, docs/TURBO-C-FACTS.md "Floating comparisons"):
 * - a double lvalue is FCOMP's memory operand and the other is loaded (`n < fv`: FLD fv, FCOMP n);
 *   of two, the right one (`a < b`: FLD a, FCOMP b); a double constant likewise against a double
 *   lvalue, else the other operand is ST0 (`fv < 1.5`: FLD 1.5, FLD fv, FCOMPP);
 * - a float against an integer: the integer is loaded, the float is the memory operand;
 * - in a long double comparison a long double lvalue is loaded first, the other after it (ST0),
 *   but a constant goes first;
 * - otherwise the right operand is worked out first, the left one after it: ST0 is the left —
 *   unless the right one needs more of the 8087's registers (then the left first: ST0 the right).
 * With a call on one side only, the other side is worked out before the call and kept in ten
 * bytes of the frame across it (FSTP/FLD tbyte: a NaN comes back ±1.5, an infinity ±1.0) and is
 * ST0 — unless it is a double lvalue, which stays FCOMP's operand after the call (`Nf() < d`). Of
 * two sides that call, the one called first is kept in ten bytes the same way and is ST0.
 */

import type { CType, Expr } from '../c.ts';
import { hasCall } from './order.ts';

/** An operand's shape for TCC's comparison code: a long double, double or float lvalue, a constant, an integer, worked out. */
type Shape = 'LD' | 'D' | 'F' | 'C' | 'I' | 'X';

const isLvalue = (x: Expr): boolean => x.kind === 'var' || x.kind === 'deref' || x.kind === 'member';

function shape(x: Expr): Shape {
  // a conversion the comparison makes (or a cast to a wider floating type) is the load itself
  const inner = x.kind === 'cast' && !x.unrounded && x.operand.type.kind !== 'ptr' ? x.operand : x;
  if (inner.kind === 'num') return 'C';
  if (inner.type.kind === 'int') return 'I';
  if (inner.type.kind === 'float' && isLvalue(inner)) return inner.type.size === 10 ? 'LD' : inner.type.size === 8 ? 'D' : 'F';
  return 'X';
}

/**
 * The 8087 registers TCC's code needs for a floating x (Sethi–Ullman): a load one, an operation
 * whose right operand is a double lvalue or a constant (FADD m64) its left side's, else the
 * greater of its sides' or one more when they are equal. An integer operand is loaded once made
 * (FILD), after what its own conversions needed (`(char)(z) * (b * b)`: FLD b, FMUL b, FLD z,
 * FTOL@, FILD, FMUL: two).
 */
function depth(x: Expr): number {
  switch (x.kind) {
    case 'unary': case 'cast': return Math.max(1, depth(x.operand));
    case 'bin': {
      if (x.type.kind !== 'float') return Math.max(1, depth(x.left), depth(x.right));
      const r = shape(x.right);
      if ((r === 'C' || (r === 'D' && x.right.kind !== 'cast')) && x.type.size === 8) return depth(x.left);
      const a = depth(x.left), b = depth(x.right);
      return a === b ? a + 1 : Math.max(a, b);
    }
    case 'cmp': case 'logic': return Math.max(1, depth(x.left), depth(x.right));
    case 'cond': return Math.max(depth(x.cond), depth(x.then), depth(x.else));
    case 'comma': return depth(x.right);
    case 'assign': return Math.max(1, depth(x.right));
    default: return 1;
  }
}

/** Whether the left operand is ST0 when neither side calls (the rules above). */
function leftOnTop(left: Expr, right: Expr, t: CType): boolean {
  const l = shape(left), r = shape(right);
  if (t.kind === 'float' && t.size === 10) {
    if (l === 'LD' && r !== 'LD' && r !== 'C') return false;
    return true;
  }
  if (l === 'C' || r === 'C') return r === 'C' || l === 'C' && r === 'D' ? true : false;
  if (r === 'D') return true;
  if (l === 'D') return false;
  if (l === 'F' && r === 'I') return false;
  // both worked out: the right first, unless it needs more registers (`-(u * 3.0) >= (char)(z) * (b * b)`: the left first, ST0 the right)
  return depth(right) <= depth(left);
}

/** `a op b` as a JS test where ST0 is a (`aOnTop`) or b: a NaN makes ST0 the greater. */
export function fpuTest(a: string, op: string, b: string, aOnTop: boolean): string {
  if (aOnTop && (op === '>' || op === '>=')) return `!(${a} ${op === '>' ? '<=' : '<'} ${b})`;
  if (!aOnTop && (op === '<' || op === '<=')) return `!(${a} ${op === '<' ? '>=' : '>'} ${b})`;
  return `(${a} ${op} ${b})`;
}

/**
 * The plan of `left op right` (floating): which side is worked out first, whether that side's
 * value passes through ten bytes of the frame, and whether the left one is ST0; null where
 * neither side calls and the caller's order stands (then `leftOnTop` is the answer).
 */
export function floatComparePlan(left: Expr, right: Expr, rightFirstOfCalls: boolean): { rightFirst: boolean; kept: boolean; leftOnTop: boolean } {
  const cl = hasCall(left), cr = hasCall(right);
  const t = left.type;
  if (cl && cr) return { rightFirst: rightFirstOfCalls, kept: true, leftOnTop: !rightFirstOfCalls };
  if (!cl && !cr) return { rightFirst: false, kept: false, leftOnTop: leftOnTop(left, right, t) };
  const other = cl ? right : left;
  const memory = shape(other) === 'D' && t.kind === 'float' && t.size === 8;
  // the call first when the other side is FCOMP's memory operand: the call's value is ST0
  if (memory) return { rightFirst: cr, kept: false, leftOnTop: cl };
  return { rightFirst: cl, kept: true, leftOnTop: !cl };
}
