/**
 * Floating constants as TCC 2.0 folds them: a literal is read into the 8087's 80-bit format (a
 * 64-bit mantissa, rounded to nearest even), `+ - * /` of two constants are done in that format,
 * and only the folded result is rounded to a double, once, where the program stores or uses it.
 * Measured with oracle FC1 (test/fixtures/oracle-files): `M_PI / 150.` is 3F957254C2C98978
 * where a double division gives …77, `4.35 * 100.` is exactly 435 (the double product is
 * 434.99999999999994, so `(int)` gives TC's 435), and the literal 1.000000000000000555138617366
 * rounds twice (to 64 bits, then the tie to even: …0002, not the double nearest, …0003). At run
 * time DOSBox's FPU computes in doubles, so nothing else changes.
 */

import type { Ext } from '../c.ts';
import { fld80 } from '../../runtime/tc/realcvt.ts';

const bitLength = (x: bigint): number => (x === 0n ? 0 : x.toString(2).length);

/** M · 2^e (M ≥ 0, exact; `sticky`: something non-zero lies below M's last bit) to `bits` bits, ties to even. */
function roundTo(neg: boolean, M: bigint, e: number, bits: number, sticky = false): Ext {
  if (M === 0n) return { neg, m: 0n, e: 0 };
  const len = bitLength(M);
  if (len <= bits) return { neg, m: M << BigInt(bits - len), e: e - (bits - len) };
  const shift = BigInt(len - bits);
  let q = M >> shift;
  const rem = M & ((1n << shift) - 1n), half = 1n << (shift - 1n);
  if (rem > half || (rem === half && (sticky || (q & 1n) === 1n))) q += 1n;
  if (bitLength(q) > bits) return { neg, m: q >> 1n, e: e + Number(shift) + 1 };
  return { neg, m: q, e: e + Number(shift) };
}

const round64 = (neg: boolean, M: bigint, e: number, sticky = false): Ext => roundTo(neg, M, e, 64, sticky);

/** a / b exactly enough to round: the quotient to 130 bits past b's, the remainder as the sticky bit. */
function quotient(neg: boolean, a: bigint, ea: number, b: bigint, eb: number): Ext {
  const s = Math.max(0, 130 + bitLength(b) - bitLength(a));
  const n = a << BigInt(s);
  return round64(neg, n / b, ea - eb - s, n % b !== 0n);
}

/** +∞ in the 8087's format: the exponent 7FFFh, the mantissa 8000…0h. */
const EXT_INFINITY: Ext = { neg: false, m: 1n << 63n, e: 16384 - 63 };

/** A decimal literal's digits (no suffix), or null when it is not one this reads. */
export function extFromDecimal(text: string): Ext | null {
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const frac = m[2] ?? '';
  const digits = BigInt((m[1] ?? '') + frac || '0');
  const k = Number(m[3] ?? '0') - frac.length;
  if (Math.abs(k) > 5000) return null;
  if (k >= 0) {
    // TCC overflows where the digits' and 10^k's exponents add up to 16383 or more, before the
    // product is normalised, and reads an infinity (7FFF 8000…0h), which DOSBox loads as 1.0 (probe
    // LD4 in test/fixtures/oracle-files: 6e4931, 7e4931 and 6.2e4931 are read, 8e4931, 6.5e4931
    // and 1.18e4932 are 1.0; 10^4932 is one already). What it does below 3.4e-4932 is not modelled.
    const power = 10n ** BigInt(k);
    if (bitLength(digits) - 1 + bitLength(power) - 1 >= 16383) return EXT_INFINITY;
    return round64(false, digits * power, 0);
  }
  return quotient(false, digits, 0, 10n ** BigInt(-k), 0);
}

/** A double (finite) exactly. */
export function extFromNumber(v: number): Ext {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v);
  const hi = view.getUint32(0), lo = view.getUint32(4);
  const exp = (hi >>> 20) & 0x7ff;
  let M = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (exp !== 0) M |= 1n << 52n;
  return round64(v < 0 || Object.is(v, -0), M, (exp === 0 ? 1 : exp) - 1075);
}

/**
 * The double a folded constant becomes: the 64-bit mantissa rounded to 53 bits, ties to even — but
 * TCC's rounding adds its carry to the mantissa's low 24 bits only, so one that runs out of them
 * is lost (probe CD99915 in DOSBox: mantissas …FFFFFF round to …000000 with bit 24 up unchanged,
 * 8000000000FFFFFCh to 8000000000000000h, 8000000001FFFFF8h to 8000000001000000h, …7FFh to …800h;
 * CD99913/CD99914: `1e5 / (1.0/3.0*10.0)`, EA5FFFFFFFFFFFFFh, is the double 30000 − 2^-25).
 */
export function extToNumber(x: Ext): number {
  if (x.m === 0n) return x.neg ? -0 : 0;
  // (bits 10–23 all 1 round up and carry out of bit 23: the bits above stay, those below are 0)
  const r = bitLength(x.m) === 64 && (x.m & 0xffffffn) >= 0xfffc00n ? { m: (x.m >> 24n) << 13n, e: x.e + 11 } : roundTo(x.neg, x.m, x.e, 53);
  const v = Number(r.m) * 2 ** r.e;
  return x.neg ? -v : v;
}

/**
 * What a long double constant is at run time: TCC keeps its ten bytes in the data segment and the
 * code loads them, which DOSBox's FPU does by cutting the mantissa to 53 bits, not rounding (probe
 * LD: `x = 0.1;` stores …CCCCCCCCC800 where the literal's bytes are …CCCCCCCCCCCD).
 */
export function extToLongDouble(x: Ext): number {
  if (x.m === 0n) return x.neg ? -0 : 0;
  const v = fld80(x.m, lead(x));
  return x.neg ? -v : v;
}

/** x's ten bytes at `at` (the 8087's format: the 64-bit mantissa, its integer bit explicit, then sign and exponent). */
export function writeExt(dv: DataView, at: number, x: Ext): void {
  dv.setBigUint64(at, x.m, true);
  dv.setUint16(at + 8, (x.neg ? 0x8000 : 0) | (x.m === 0n ? 0 : (lead(x) + 16383) & 0x7fff), true);
}

export const extNeg = (x: Ext): Ext => ({ ...x, neg: !x.neg });

/** The sign of a − b, exactly: −1, 0 or 1. */
export function extSign(a: Ext, b: Ext): number {
  const value = (x: Ext, e: number): bigint => (x.m << BigInt(x.e - e)) * (x.neg ? -1n : 1n);
  const e = Math.min(a.e, b.e);
  const d = value(a, e) - value(b, e);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** The exponent of x's leading bit. */
const lead = (x: Ext): number => x.e + bitLength(x.m) - 1;

/** a + b in 80 bits. */
function add(a: Ext, b: Ext): Ext {
  // a zero right operand gives the left one, sign and all (probe CD99913: `-0.0 + 0.0` and
  // `-0.0 - -0.0` are −0, `0.0 + -0.0` and `0.0 - 0.0` +0)
  if (b.m === 0n) return a;
  if (a.m === 0n) return b;
  const e = Math.min(a.e, b.e);
  const A = (a.m << BigInt(a.e - e)) * (a.neg ? -1n : 1n), B = (b.m << BigInt(b.e - e)) * (b.neg ? -1n : 1n);
  const S = A + B;
  return round64(S < 0n, S < 0n ? -S : S, e);
}

/** `l op r` of two floating constants as TCC folds it, or null (0 / 0 is left to run time). */
export function extOp(op: string, l: Ext, r: Ext): Ext | null {
  switch (op) {
    case '+': return add(l, r);
    case '-': return add(l, extNeg(r));
    // a product halfway between two 64-bit mantissas rounds up, not to even (probe CD99914:
    // `10.0 * 0.3` is C000000000000001h, 3 + 2^-62; `7 * (1e5 - 1e-5)` …84A1h)
    case '*': return round64(l.neg !== r.neg, l.m * r.m, l.e + r.e, true);
    // x / 0 is an infinity, exponent 7FFFh, which DOSBox's FLD of the long double reads as ±1.0
    // and a double keeps (probe CD99913: `2.0 / ((int)(1e-5) * 5)` passed as a long double is
    // 1.0, `-2.0 / …` −1.0, as a double +inf); 0 / 0 is left to run time
    case '/': return r.m === 0n ? (l.m === 0n ? null : { neg: l.neg !== r.neg, m: 1n << 63n, e: 16384 - 63 }) : quotient(l.neg !== r.neg, l.m, l.e, r.m, r.e);
    default: return null;
  }
}
