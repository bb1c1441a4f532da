/**
 * Turbo C 2.0's math library (MATHS.LIB) as it runs on DOSBox 0.74: TC finds a coprocessor there
 * (its _8087 reads 3, a 387) and its emulator turns every floating-point instruction into a real one,
 * which DOSBox carries out on host doubles (src/fpu/fpu_instructions.h): FSIN, FCOS, FPATAN,
 * F2XM1 (`pow(2, x) - 1`), FYL2X (`y * (log(x) / log(2))`), FSQRT are the host's libm on doubles,
 * FPREM is one step of `x - trunc64(x / y) * y`, FRNDINT casts through a 64-bit integer, and the
 * constants FLDPI, FLDL2E… are DOSBox's doubles. What TC's library does around them decides the
 * last bits: tan is sin/cos, atan folds its argument into [0, 1], exp splits x·log2(e) into halves
 * and a fraction, pow takes small integer powers by squaring and the rest as exp(y·log x), sinh,
 * cosh and tanh are built from that exp. Each rule was read from the library's code and measured
 * in DOSBox (libcheck MA1, MX1, MX2, MA2).
 *
 * The errors (struct exception, matherr) are the caller's: `raise` gets what TC hands to matherr
 * and returns the value the function then gives.
 */
import * as libm from './libm.ts';
import { fld80, roundNearest, toInt64 } from './realcvt.ts';

/** struct exception's types (math.h), from 1. */
export const DOMAIN = 1, SING = 2, OVERFLOW = 3, UNDERFLOW = 4, TLOSS = 5;
export type RaiseMathError = (why: number, fn: string, arg1: number, arg2: number | undefined, retval: number) => number;

const DBL_MAX = Number.MAX_VALUE;
const DBL_MIN = 2.2250738585072014e-308;
/** The NaN of the given bits (high word first). */
function nanOf(hi: number): number {
  const v = new DataView(new ArrayBuffer(8));
  v.setUint32(0, hi >>> 0);
  return v.getFloat64(0);
}
/** The NaNs TC returns for a domain error or a loss of significance, by function (oracle P3). */
const LOG_NAN = nanOf(0xfff00480), SQRT_NAN = nanOf(0x7ff00020), TRIG_NAN = nanOf(0x7ff00440), TLOSS_NAN = nanOf(0x7ff00420);

// ---- DOSBox 0.74's FPU (include/fpu.h, src/fpu/fpu_instructions.h)

/** DOSBox's FLDPI, FLDL2E, FLDLN2, FLDLG2: the constants as doubles. */
const PI = 3.14159265358979323846, L2E = 1.4426950408889634, LN2 = 0.69314718055994531, LG2 = 0.3010299956639812;
/** TC's own 80-bit constants (π/4, π/2, √2), as DOSBox loads them: the mantissa cut to 53 bits. */
const PI_4 = fld80(0xc90fdaa22168c235n, -1), PI_2 = fld80(0xc90fdaa22168c235n, 0), SQRT2 = fld80(0xb504f333f9de6485n, 0);

/** FSCALE: x · 2^trunc(s). */
const fscale = (x: number, s: number): number => x * 2 ** Number(toInt64(s));
/** F2XM1. */
const f2xm1 = (x: number): number => libm.exp2(x) - 1;
/** FYL2X: y · log2(x), as `y * (log(x) / log(2))`. */
const fyl2x = (y: number, x: number): number => y * (libm.log(x) / Math.LN2);
/** FPREM: one step, the quotient truncated to a 64-bit integer (out of range: -2^63). */
const fprem = (x: number, y: number): number => x - Number(toInt64(x / y)) * y;
/** FRNDINT after rounding by the control word's mode: the result goes through a 64-bit integer, so -0.5 rounds up to +0. */
const frndint = (x: number): number => Number(toInt64(x));

// ---- the bits TC tests before it computes

const scratch = new DataView(new ArrayBuffer(8));
/** The double's top 16 bits (sign, exponent, 4 bits of mantissa), as TC's code reads them. */
function topWord(x: number): number {
  scratch.setFloat64(0, x);
  return scratch.getUint16(0);
}
/** The top 32 bits. */
function high(x: number): number {
  scratch.setFloat64(0, x);
  return scratch.getUint32(0);
}
const exponentField = (x: number): number => (topWord(x) >> 4) & 0x7ff;
const negative = (x: number): boolean => (topWord(x) & 0x8000) !== 0;

// ---- the emulator's shortcuts (INT 3Eh), the 8087 versions

/** log: c · log2(x) for c = ln 2 or log10 2 (TC's FYL2XP1 route for x just above 1 gives the same on DOSBox). */
const logOf = (x: number, c: number): number => fyl2x(c, x);

/**
 * exp: y = x·log2(e); |y| ≤ 1/2 as 2^|y| directly, else n = trunc(2|y|), 2^(|y| - n/2) times √2
 * when n is odd, scaled by 2^(n>>1); a negative x takes the reciprocal.
 */
function expOf(x: number): number {
  if (x === 0) return 1;
  const a = Math.abs(x * L2E);
  let r: number;
  if (a <= 0.5) r = f2xm1(a) + 1;
  else {
    const n = frndint(a * 2);
    r = f2xm1(a - n * 0.5) + 1;
    if (n % 2 === 1) r *= SQRT2;
    r = fscale(r, Math.floor(n / 2));
  }
  return negative(x) ? 1 / r : r;
}

/** atan: |x| < 1 as atan2(|x|, 1), above as π/2 - atan2(1, |x|), exactly 1 as TC's π/4. */
function atanOf(x: number): number {
  // a NaN comes back as it is, its sign too (textgen8 Y00010: atan(FFF8000000000000) is FFF8000000000000)
  if (x === 0 || Number.isNaN(x)) return x;
  const a = Math.abs(x);
  let neg = negative(x);
  let r: number;
  if (a === 1) r = PI_4;
  else if (a < 1) r = libm.atan2(a, 1);
  else {
    r = libm.atan2(1, a) - PI_2;
    neg = !neg;
  }
  return neg ? -r : r;
}

// ---- the library's functions

/** Exponent fields from which sin, cos and tan lose all significance (|x| ≥ 2^53). */
const TRIG_LIMIT = 0x434;

export function tcMath(raise: RaiseMathError) {
  const exp = (x: number): number => {
    const top = topWord(x) & 0x7fff;
    if (top >= 0x4086) {
      // past the limits TC sets in its top 32 bits: 0x40862E42 up, 0x4086232B down
      const word = top > 0x4086 ? 0xffff : (high(x) & 0xffff);
      if (negative(x) ? word >= 0x232b : word >= 0x2e42) return negative(x) ? raise(UNDERFLOW, 'exp', x, undefined, 0) : raise(OVERFLOW, 'exp', x, undefined, Number.MAX_VALUE);
    }
    return expOf(x);
  };
  /** sinh and cosh: an OVERFLOW from |x| ≥ 0x408633CE00000000 (about ln(2·DBL_MAX)). */
  const hyperOverflow = (x: number): boolean => {
    const top = topWord(x) & 0x7fff;
    return top > 0x4086 || (top === 0x4086 && (high(x) & 0xffff) >= 0x33ce);
  };
  /**
   * asin and acos of |x| < 1: s = √(1 - x²); the angle is atan2(|x|, s) or atan2(s, |x|), whichever
   * has the smaller numerator, the other one through π/2 - angle; a negative x mirrors it (acos: π - angle).
   * From |x| = 1 on (1 itself aside), a DOMAIN error.
   */
  const arc = (acos: boolean, x: number): number => {
    const a = Math.abs(x), zero = (topWord(x) & 0x7fff) === 0;
    if (a > 1 || Number.isNaN(x)) return raise(DOMAIN, acos ? 'acos' : 'asin', x, undefined, TRIG_NAN);
    let r: number;
    if (zero) r = acos ? fscale(PI, -1) : 0;
    else if (a === 1) r = acos ? 0 : fscale(PI, -1);
    else {
      const s = Math.sqrt(1 - a * a);
      if (s === a) r = fscale(PI, -2);
      else {
        let complement = acos;
        if (s > a) r = libm.atan2(a, s);
        else {
          r = libm.atan2(s, a);
          complement = !complement;
        }
        if (complement) r = fscale(PI, -1) - r;
      }
    }
    if (!negative(x) || zero) return r;
    return acos ? -r + PI : -r;
  };
  /** log and log10: a top word of zero a SING error, a negative x a DOMAIN error, +INF an OVERFLOW, a denormal below DBL_MIN a SING error (its argument 0: oracle MX1). */
  const logarithm = (fn: string, c: number) => (x: number): number => {
    const top = topWord(x);
    if ((top & 0x7fff) === 0) return raise(SING, fn, Object.is(x, -0) ? x : 0, undefined, -DBL_MAX); // before the sign: log(-denormal) too (MA3)
    if (negative(x)) return raise(DOMAIN, fn, x, undefined, LOG_NAN);
    if (top === 0x7ff0) return raise(OVERFLOW, fn, x, undefined, DBL_MAX); // +INF (MA3)
    return Math.abs(x) < DBL_MIN ? raise(SING, fn, 0, undefined, -DBL_MAX) : logOf(x, c);
  };
  const log = logarithm('log', LN2);
  /**
   * pow(x, y) for x and y of normal exponents. A y of exponent e in 0..11 takes x to the power of
   * y's top e mantissa bits by squaring (the fraction dropped: pow(2, 2.5) is 4 on DOSBox, whose
   * FRNDINT never raises the precision exception TC looks at) while x's exponent times 2^e stays
   * small; the rest is exp(y · log x), of |x| with the sign of an odd y rounded to an integer.
   */
  const powNormal = (x: number, y: number): number => {
    const e = exponentField(y) - 1023;
    let neg = false;
    if (e >= 0 && e < 63) {
      const bx = (((topWord(x) << 1) & 0xffff) - 0x7fe0) & 0xffff;
      const kept = (((((bx << (e + 1)) & 0xffff) << 16) >> 16) >> (e + 1)) & 0xffff;
      if (e < 12 && kept === bx) {
        const bits = (high(y) >>> 4) & 0xffff;
        let r = x;
        for (let i = 0; i < e; i++) {
          r *= r;
          if ((bits << i) & 0x8000) r *= x;
        }
        return negative(y) ? 1 / r : r;
      }
      if (negative(x)) {
        x = -x;
        neg = (toInt64(roundNearest(y)) & 1n) !== 0n;
      }
    }
    const r = exp(log(x) * y);
    return neg ? -r : r;
  };
  return {
    sin: (x: number): number => (exponentField(x) >= TRIG_LIMIT ? raise(TLOSS, 'sin', x, undefined, TLOSS_NAN) : libm.sin(x)),
    cos: (x: number): number => (exponentField(x) >= TRIG_LIMIT ? raise(TLOSS, 'cos', x, undefined, TLOSS_NAN) : libm.cos(x)),
    /** tan: FSINCOS, then sine over cosine. */
    tan: (x: number): number => (exponentField(x) >= TRIG_LIMIT ? raise(TLOSS, 'tan', x, undefined, TLOSS_NAN) : libm.sin(x) / libm.cos(x)),
    atan: atanOf,
    asin: (x: number): number => arc(false, x),
    acos: (x: number): number => arc(true, x),
    /** atan2: atan(y/x), then ±π for a negative x; y of exponent 0 is ±0 or π, x of exponent 0 ±π/2. */
    atan2: (y: number, x: number): number => {
      const xe = exponentField(x), ye = exponentField(y);
      let r: number;
      if (ye === 0) {
        if (xe === 0) return raise(DOMAIN, 'atan2', y, x, TRIG_NAN);
        return negative(x) ? PI : y;
      }
      if (xe === 0 || ye === 0x7ff) {
        if (xe === 0x7ff) return raise(DOMAIN, 'atan2', y, x, TRIG_NAN);
        r = negative(y) ? -PI_2 : PI_2;
      } else if (xe === 0x7ff) r = 0;
      else r = atanOf(y / x);
      if (!negative(x)) return r;
      return negative(y) ? r - PI : r + PI;
    },
    exp,
    log,
    log10: logarithm('log10', LG2),
    /** sqrt: an x whose top word is zero is its own root (-0, the smallest denormals); a negative x is a DOMAIN error. */
    sqrt: (x: number): number => ((topWord(x) & 0x7fff) === 0 ? x : negative(x) ? raise(DOMAIN, 'sqrt', x, undefined, SQRT_NAN) : Math.sqrt(x)),
    /**
     * pow: a base of exponent 0 gives 0 to a positive power, else a DOMAIN error (1 for y = +0,
     * DBL_MAX below); an infinite or NaN base an OVERFLOW (UNDERFLOW for a negative y), a power of
     * exponent 0 gives 1, an infinite or NaN one an OVERFLOW.
     */
    pow: (x: number, y: number): number => {
      const yTop = (topWord(y) << 16) >> 16;
      if (exponentField(x) === 0) return yTop > 0 ? 0 : raise(DOMAIN, 'pow', x, y, yTop === 0 ? 1 : DBL_MAX);
      if (exponentField(x) === 0x7ff) return yTop >= 0 ? raise(OVERFLOW, 'pow', x, y, x) : raise(UNDERFLOW, 'pow', x, y, 0);
      if (exponentField(y) === 0) return 1;
      if (exponentField(y) === 0x7ff) return raise(OVERFLOW, 'pow', x, y, y);
      return powNormal(x, y);
    },
    /** ldexp: x of exponent 0 as it is; a result exponent out of range an OVERFLOW (below 1, an UNDERFLOW), a power past ±2047 an OVERFLOW. */
    ldexp: (x: number, n: number): number => {
      if (exponentField(x) === 0) return x;
      const hb = (n << 16) >> 24;
      if (hb > 7 || hb < -7) return raise(OVERFLOW, 'ldexp', x, n, DBL_MAX);
      const e = exponentField(x) + n;
      if (e <= 0) return raise(UNDERFLOW, 'ldexp', x, n, 0);
      if (e >= 0x7ff) return raise(OVERFLOW, 'ldexp', x, n, DBL_MAX);
      return fscale(x, n);
    },
    /** hypot: √(x² + y²) as TC sums the squares (one past DBL_MAX is +INF, no error: oracle MX1); an infinite or NaN side is an OVERFLOW. */
    hypot: (x: number, y: number): number => {
      if (exponentField(x) === 0x7ff || exponentField(y) === 0x7ff) return raise(OVERFLOW, 'hypot', x, y, DBL_MAX);
      return Math.sqrt(x * x + y * y);
    },
    sinh: (x: number): number => {
      if (hyperOverflow(x)) return raise(OVERFLOW, 'sinh', x, undefined, negative(x) ? -Number.MAX_VALUE : Number.MAX_VALUE);
      const a = Math.abs(x), top = topWord(x) & 0x7fff;
      let r: number;
      if (top >= 0x3fd6) {
        // from |x| ≥ 0x4086… on, TC's branch skips its fabs: e^x of a negative x makes the result positive (MA3)
        const e = expOf(top >= 0x4086 ? x : a);
        r = fscale(e - 1 / e, -1);
      } else if (top >= 0x3de0) {
        const u = f2xm1(a * L2E);
        r = fscale(u + u / (1 + u), -1);
      } else r = a;
      return negative(x) ? -r : r;
    },
    cosh: (x: number): number => {
      if (hyperOverflow(x)) return raise(OVERFLOW, 'cosh', x, undefined, Number.MAX_VALUE);
      if ((topWord(x) & 0x7fff) < 0x3f20) return fscale(x * x, -1) + 1;
      const e = expOf(x);
      return fscale(e + 1 / e, -1);
    },
    tanh: (x: number): number => {
      const a = Math.abs(x), top = topWord(x) & 0x7fff;
      let r: number;
      if (top > 0x4040) r = 1;
      else if (top >= 0x3fc6) {
        const e = expOf(a), i = 1 / e;
        r = (e - i) / (i + e);
      } else if (top >= 0x3de0) {
        const u = f2xm1(fscale(a, 1) * L2E);
        r = u / (2 + u);
      } else r = a;
      return negative(x) ? -r : r;
    },
    /** fmod: one FPREM step; a y of exponent 0 gives 0, an infinite or NaN y gives x, such an x gives 0. */
    fmod: (x: number, y: number): number => {
      const xe = exponentField(x), ye = exponentField(y);
      if ((topWord(y) & 0x7fff) === 0) return 0;
      if (ye === 0x7ff) return x;
      if ((topWord(x) & 0x7fff) === 0 || xe === 0x7ff) return 0;
      return fprem(x, y);
    },
  };
}

/** atan (no error of its own). */
export const atan = atanOf;

/** ceil and floor: through a 64-bit integer below 2^53 (so ceil(-0.5) is +0), x itself above. */
export const ceil = (x: number): number => (((topWord(x) << 1) & 0xffff) > 0x8680 ? x : frndint(Math.ceil(x)));
export const floor = (x: number): number => (((topWord(x) << 1) & 0xffff) > 0x8680 ? x : frndint(Math.floor(x)));

/** modf: the whole part truncated through a 64-bit integer (from 2^63 on, -2^63: MA1), and x less it; an infinity or NaN is all whole. */
export function modf(x: number): { fraction: number; whole: number } {
  if (exponentField(x) === 0x7ff) return { fraction: 0, whole: x };
  const whole = frndint(x);
  return { fraction: x - whole, whole };
}

/**
 * frexp: FXTRACT (the exponent field less 1023, and x over 2 to that), the mantissa halved and the
 * exponent one up unless the mantissa is zero: frexp(0) gives 0 and -1023, a denormal -1022.
 */
export function frexp(x: number): { mantissa: number; exponent: number } {
  const e = exponentField(x) - 1023;
  const mantissa = fscale(x / 2 ** e, -1);
  return { mantissa, exponent: mantissa === 0 ? e : e + 1 };
}
