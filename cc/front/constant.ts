/**
 * Constant expressions and literals: implicit conversions made explicit (`convert`, which folds
 * constants), the value of a constant expression (array sizes, case labels, initializers, `#if`
 * is separate), and numeric literals typed as TCC types them.
 */
import type { BinOp, CType, CmpOp, Expr, Ext, IntType } from '../c.ts';
import { extFromDecimal, extFromNumber, extSign, extToLongDouble, extToNumber } from './extended.ts';
import { DOUBLE, FLOAT, INT, LONG, LONG_DOUBLE, UINT, ULONG, sameType, wrapInt } from './types.ts';

export const num = (v: number, t: CType, line: number): Expr => ({ kind: 'num', value: v, type: t, line });
/** The constant an operator on constants folds to (constTest: `-256 ? 1 : 2`). */
export const foldedNum = (v: number, t: CType, line: number): Expr => ({ kind: 'num', value: v, type: t, line, folded: true });

/** A double (or long double) constant of the 80-bit value `x`: its value the double TCC stores for it (or DOSBox's FPU loads of it). */
export const extNum = (x: Ext, line: number, t: CType = DOUBLE): Expr =>
  ({ kind: 'num', value: t.kind === 'float' && t.size === 10 ? extToLongDouble(x) : extToNumber(x), ext: x, type: t, line });

/** A constant's 80-bit value: its own when it has one, else its value exactly. */
export const extOf = (x: Expr & { kind: 'num' }): Ext => x.ext ?? extFromNumber(x.value);

/** A constant made a float as TCC folds it: one below a float's normal range is 0 (ccgen's programs CC00002, CC00304: `float x = 1e-40;` holds 0, `= -1e-45` −0). */
const floatOfConstant = (v: number): number => (Math.abs(Math.fround(v)) < 2 ** -126 ? (1 / v < 0 ? -0 : 0) : Math.fround(v));

/** Convert `x` to type `to` (an explicit cast node unless nothing changes; constants fold). */
export function convert(x: Expr, to: CType): Expr {
  if (sameType(x.type, to) && to.kind !== 'array') return x;
  // a floating constant made an integer keeps its long's value, unnarrowed (floatToLong)
  if (x.kind === 'num' && to.kind === 'int') return num(x.type.kind === 'float' ? floatToLong(x.value, to.signed) : wrapInt(x.value, to), to, x.line);
  if (x.kind === 'num' && to.kind === 'float') {
    // a long double keeps the constant's 80 bits (its bytes in the data segment); a double made of one rounds them
    const long = x.type.kind === 'float' && x.type.size === 10;
    if (to.size === 10) return extNum(extOf(x), x.line, to);
    // a long double's made a double is that double from then on: its 80 bits are gone (ccgen2's
    // CD00047, CD00087: `(double)(long double)(0.3 + 65535U) == (long double)(0.3 + 65535U)` is 0)
    if (long && to.size === 8) return num(extToNumber(extOf(x)), to, x.line);
    return num(to.size === 4 ? floatOfConstant(long ? extToNumber(extOf(x)) : x.value) : x.value, to, x.line);
  }
  // a near pointer constant made far is DS:offset (a function's CS:offset) as a near variable's is, at
  // run time (probe NP2: `(char far *)(char *)0x20` is DS:0020, `(char *)0` DS:0000; corpus C1596)
  if (x.kind === 'num' && to.kind === 'ptr' && !(to.far && x.type.kind === 'ptr' && !x.type.far)) return num(to.far ? x.value >>> 0 : x.value & 0xffff, to, x.line);
  return { kind: 'cast', operand: x, type: to, line: x.line };
}

/**
 * TCC's test of an integer constant: one negative as a long (an int sign-extended, an unsigned
 * zero-extended, an unsigned long's bits) whose low byte is 0 tests false (probe CC99975: `!(-256)`
 * and `!(0xFFFFFF00UL)` are 1, `if (-32768)` is not taken, `-1024L || 0` is 0; -255, -2, 0x8000U,
 * 0x10000L and -256.0 test true). In `?:` only a value folded from an operator does (`-256 ? 1 : 2`
 * is 2, `(long)-256 ? 1 : 2` and `0xFFFFFF00UL ? 1 : 2` are 1).
 */
export function constTest(v: number, t: CType): boolean {
  if (t.kind !== 'int') return v !== 0;
  // a folded floating cast's long (floatToLong) is tested as a long, a char's and an unsigned
  // short's as an int (probes CD99910–CD99912: `!(unsigned)(3e9)` and `!(char)(32768.0)` are 1,
  // `!(int)(32768.0)` and `!(unsigned short)(3e9)` 0)
  const l = t.size === 1 || t.sort === 'ushort' ? (v << 16) >> 16 : v | 0;
  return l !== 0 && !(l < 0 && (l & 0xff) === 0);
}

/**
 * `x == 0`, `0 == x` and `x != 0` of two integer constants, already converted to their common type:
 * TCC folds them as the test of x (constTest), so a negative long whose low byte is 0 equals 0
 * (probes CH99901–CH99907 in DOSBox: `-32768 == 0`, `0 == -16384`, `0xFFFF0100 == 0` and
 * `-32768 == 0u` are 1 in `#if` and in C, `~0x7FFF == 0u` (8000h) and `1 == 0xFFFFC001` 0).
 * Null when neither operand is 0 or the operator is another.
 */
export function zeroCompare(op: string, l: Expr, r: Expr): number | null {
  if ((op !== '==' && op !== '!=') || l.kind !== 'num' || r.kind !== 'num' || l.type.kind !== 'int' || r.type.kind !== 'int') return null;
  const x = r.value === 0 ? l : l.value === 0 ? r : null;
  return x && constTest(x.value, x.type) === (op === '!=') ? 1 : x ? 0 : null;
}

/** The value of a constant expression, or null when it is not one. */
export function constValue(x: Expr): number | null {
  switch (x.kind) {
    case 'num': return x.value;
    case 'cast': {
      const v = constValue(x.operand);
      if (v === null) return null;
      if (x.type.kind === 'int') return x.operand.type.kind === 'float' ? floatToLong(v, x.type.signed) : wrapInt(v, x.type);
      if (x.type.kind === 'ptr') return x.type.far ? v >>> 0 : v & 0xffff;
      return x.type.kind === 'float' ? v : null;
    }
    case 'unary': {
      const v = constValue(x.operand);
      if (v === null) return null;
      const r = x.op === '-' ? -v : x.op === '~' ? ~v : constTest(v, x.operand.type) ? 0 : 1;
      return x.type.kind === 'int' ? wrapInt(r, x.type) : r;
    }
    case 'bin': {
      const l = constValue(x.left), r = constValue(x.right);
      if (l === null || r === null) return null;
      if (x.type.kind !== 'int') return floatOp(x.op, l, r);
      const v = intOp(x.op, l, r, x.type);
      return Number.isNaN(v) ? null : wrapInt(v, x.type); // x / 0 is left for run time: a divide error
    }
    case 'cmp': {
      // two floating constants compare in TCC's 80 bits (ccgen2's CD00087: `(double)(2.5L + (255
      // - 0.3)) == 2.5L + (255 - 0.3)` is 0 where the double and the long double's load are equal)
      if (x.left.kind === 'num' && x.right.kind === 'num' && x.left.type.kind === 'float' && x.right.type.kind === 'float' && Number.isFinite(x.left.value) && Number.isFinite(x.right.value)) return cmpOp(x.op, extSign(extOf(x.left), extOf(x.right)), 0) ? 1 : 0;
      const l = constValue(x.left), r = constValue(x.right);
      if (l === null || r === null) return null;
      return cmpOp(x.op, l, r) ? 1 : 0;
    }
    case 'logic': {
      const l = constValue(x.left), r = constValue(x.right);
      if (l === null || r === null) return null;
      const lt = constTest(l, x.left.type), rt = constTest(r, x.right.type);
      return (x.op === '&&' ? lt && rt : lt || rt) ? 1 : 0;
    }
    case 'cond': {
      const c = constValue(x.cond), a = constValue(x.then), b = constValue(x.else);
      return c === null || a === null || b === null ? null : (x.cond.kind === 'num' && !x.cond.folded ? c !== 0 : constTest(c, x.cond.type)) ? a : b;
    }
    default:
      return null;
  }
}

/**
 * A floating constant folded to an integer type: truncated, its low bits; but one made unsigned is
 * all ones when it is negative or past an unsigned long, and one made signed past a long is a long's
 * 80000000h (the 8087's integer indefinite), an int's or a char's 0 (that value's low bits).
 * Programs of ccgen's: `unsigned char c = -2.75;` is 255, `unsigned long u = -2.75;` FFFFFFFFh,
 * where `char c = -2.9;` is −2; `u = 3.4028234e38;` FFFFh, `l = 6.02e23;` 80000000h; probes
 * CC99973, CC99974: uc = 5, `uc += 3e9` is 5 (3e9's low byte), `uc += 1e10` 4, `i += 1e10` adds 0.
 * (What a store or an initializer keeps: the folded constant is floatToLong's, unnarrowed.)
 */
export const floatToInt = (v: number, t: IntType): number => wrapInt(floatToLong(v, t.signed), t);

/**
 * The value TCC folds a floating constant made an integer type to: a long's, whatever the type —
 * truncated; made unsigned, all ones (FFFFFFFFh) when negative or past an unsigned long; made
 * signed, 80000000h past a long. The constant keeps its type but not its width (probes
 * CD99910–CD99912: 26 values × 8 types in 23 uses; ccgen2's "ffold" programs): `(int)(1e5)`
 * passed as an unsigned long is 186A0h, made a double 100000.0, `(int)(1e5) / 3` 8235h (33333,
 * then an int), `(int)(1e10)` tests true and `(int)(1e10) < 0` is 1, `(unsigned)(-1.5) == 65535U`
 * is 0; a char's is narrowed where it is promoted to an int (its low word: `(char)(1e5) + l` is
 * FFFF86A0h, `(char)(300.0) + (char)(300.0)` 258h, `(char)(1e5)` passed as an unsigned long or a
 * double −31072) but not where it is made a long or a double itself (`(long)(char)(1e5)` and
 * `long t = (char)(1e5)` are 186A0h); a store narrows it to the variable's type.
 */
export function floatToLong(v: number, signed: boolean): number {
  const n = Math.trunc(v) + 0; // −0.5 is 0, not −0 (probe CD99910: `(double)(int)(-0.5)`)
  if (!signed) return n < 0 || n > 0xFFFFFFFF ? 0xFFFFFFFF : n;
  return n >= -0x80000000 && n < 0x80000000 ? n : -0x80000000;
}

/** TC's long shift helper (the count's low byte; 16 or more moves a word, the rest mod 32). */
function longShift(op: '<<' | '>>', l: number, r: number, signed: boolean): number {
  let c = r & 255;
  const big = c > 31;
  if (big) c = (c - 16) & 31;
  if (op === '<<') return big ? (c > 15 ? 0 : l << (c + 16)) : l << c;
  if (signed) return big ? l >> 16 >> Math.min(c, 15) : l >> c;
  return big ? (c > 15 ? 0 : l >>> 16 >>> c) : l >>> c;
}

function intOp(op: BinOp, l: number, r: number, t: IntType): number {
  switch (op) {
    case '+': return l + r;
    case '-': return l - r;
    case '*': return t.size === 4 ? Math.imul(l, r) : l * r;
    case '/': return r === 0 ? NaN : Math.trunc(l / r);
    case '%': return r === 0 ? NaN : l % r;
    // TCC folds an int's shift by the count's low byte, 16 or more shifting everything out; a
    // long's is its helper's (compile.ts LONG_SHIFTS), folded or not (probe CC99911)
    case '<<': return t.size === 4 ? longShift('<<', l, r, true) : (r & 255) > 15 ? 0 : l << (r & 255);
    case '>>': return t.size === 4 ? longShift('>>', l, r, t.signed) : (r & 255) > 15 ? (t.signed && l < 0 ? -1 : 0) : t.signed ? l >> (r & 255) : l >>> (r & 255);
    case '&': return l & r;
    case '|': return l | r;
    case '^': return l ^ r;
  }
}

function floatOp(op: BinOp, l: number, r: number): number {
  switch (op) {
    case '+': return l + r;
    case '-': return l - r;
    case '*': return l * r;
    case '/': return l / r;
    default: return NaN;
  }
}

function cmpOp(op: CmpOp, l: number, r: number): boolean {
  switch (op) {
    case '<': return l < r;
    case '>': return l > r;
    case '<=': return l <= r;
    case '>=': return l >= r;
    case '==': return l === r;
    case '!=': return l !== r;
  }
}


/** A numeric literal with TC's typing: decimal past 32767 is long; hex/octal past 7FFFh unsigned first. */
export function parseNumber(text: string, line: number, fail: (m: string) => never): Expr {
  // a decimal of at most four digits, as most literals are: an int, no regular expressions (four
  // of them per literal were a share of a cold compile: BGIDEMO.C's CPU profile)
  if (text.length <= 4 && (text.length === 1 || text.charCodeAt(0) !== 0x30)) {
    let plain = true;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x30 || c > 0x39) plain = false;
    }
    if (plain) return num(Number(text), INT, line);
  }
  const isFloat = !/^0[xX]/.test(text) && /[.eE]/.test(text);
  if (isFloat) {
    const f = /[fF]$/.test(text);
    const body = text.replace(/[fFlL]$/, '');
    const v = Number(body);
    if (Number.isNaN(v)) fail(`Incorrect number format`);
    // read into 80 bits first, then to the double (FC1: 1.000000000000000555138617366 rounds twice);
    // past a double's range too, for a long double (probe LD: `x = 1e4000;` loads 10^4000's bytes)
    const x = extFromDecimal(body);
    if (f) return num(Math.fround(x ? extToNumber(x) : v), FLOAT, line);
    // `1.5L` is a long double (probe LD: sizeof(1.5L) is 10)
    if (/[lL]$/.test(text)) return extNum(x ?? extFromNumber(v), line, LONG_DOUBLE);
    return x ? extNum(x, line) : num(v, DOUBLE, line);
  }
  const m = /^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)([uUlL]*)$/.exec(text);
  // `089`: TCC 2.0's words (oracle-ccerr octal)
  if (!m && /^0\d+[uUlL]*$/.test(text)) fail('Illegal octal digit');
  if (!m) fail(`Incorrect number format`);
  const digits = m![1]!, suffix = m![2]!.toLowerCase();
  const octal = digits.length > 1 && digits[0] === '0' && !/^0[xX]/.test(digits);
  let v = octal ? parseInt(digits, 8) : Number(digits);
  // past 32 bits TCC keeps the low 32 (probe LD4: 123456789012345678901234567890L is 1312754386)
  if (v > 0xffffffff) v = Number(BigInt(octal ? `0o${digits.slice(1)}` : digits) & 0xffffffffn);
  const decimal = /^[1-9]/.test(digits);
  const u = suffix.includes('u'), l = suffix.includes('l');
  let t: IntType;
  if (!l && !u && v <= 0x7fff) t = INT;
  else if (!l && !decimal && v <= 0xffff) t = UINT;
  else if (!l && u && v <= 0xffff) t = UINT;
  else if (!u && v <= 0x7fffffff) t = LONG;
  else t = ULONG;
  return num(wrapInt(v, t), t, line);
}
