/**
 * math.h's errors as Turbo C 2.0 raises them (oracle P3, libcheck MX1 and MX2): a function that
 * meets one fills a struct exception { int type; char *name; double arg1, arg2, retval; } and
 * hands it to matherr — the program's own when it defines one, else the library's, which answers
 * UNDERFLOW with 0 and lets TLOSS pass. When matherr returns 0, errno is EDOM (ERANGE for
 * OVERFLOW and UNDERFLOW) and "name: TYPE error" goes to stderr; the function returns retval as
 * matherr left it. `_matherr(why, fun, &arg1, &arg2, retval)` is that path, callable by a program.
 *
 * The values TC gives are its own: -DBL_MAX for log(0), DBL_MAX for an overflow, and NaNs whose
 * bits say which function made them (log's FFF0048000000000, sqrt's 7FF0002000000000…).
 */
import { EDOM, ERANGE, setErrno } from '../../runtime/tc/errno.ts';
import { pow10 } from '../../runtime/tc/realcvt.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const MATH_NAMES = [
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan2', 'sinh', 'cosh', 'tanh', 'log', 'log10', 'sqrt', 'exp', 'pow', 'fmod', 'ldexp', 'hypot', 'pow10',
  '_matherr', 'matherr',
] as const;

/** struct exception's types (math.h's _mexcep), from 1. */
const TYPES = ['DOMAIN', 'SING', 'OVERFLOW', 'UNDERFLOW', 'TLOSS', 'PLOSS'] as const;
const DOMAIN = 1, SING = 2, OVERFLOW = 3, UNDERFLOW = 4, TLOSS = 5;

const DBL_MAX = Number.MAX_VALUE;
const DBL_MIN = 2.2250738585072014e-308;
/** The NaN of the given bits (high word first). */
function nanOf(hi: number): number {
  const v = new DataView(new ArrayBuffer(8));
  v.setUint32(4, hi >>> 0, true);
  return v.getFloat64(0, true);
}
/** The NaNs TC returns for a domain error or a loss of significance, by function (oracle P3). */
const LOG_NAN = nanOf(0xfff00480), SQRT_NAN = nanOf(0x7ff00020), TRIG_NAN = nanOf(0x7ff00440), TLOSS_NAN = nanOf(0x7ff00420);
/** exp's limits: past ln(DBL_MAX) an overflow, below ln(DBL_MIN) an underflow. */
const EXP_MAX = Math.log(DBL_MAX), EXP_MIN = Math.log(DBL_MIN);
/** sin, cos and tan lose all significance from here (oracle MX2: sin(1e15) is a value, sin(1e18) TLOSS; the place between is not measured). */
const TLOSS_LIMIT = 2 ** 53;
/** sinh and cosh: an OVERFLOW past ln(2·DBL_MAX); between ln(DBL_MAX) and there TC's e^|x| is +INF, given without an error (oracle MX2: cosh(-710) +INF, errno 0). */
const HYPER_MAX = EXP_MAX + Math.LN2;

/** struct exception's layout: type at 0, name at 2, arg1 at 4, arg2 at 12, retval at 20. */
const EXCEPTION_SIZE = 28;

export function mathBindings(D: DataSegment, warn: (text: string) => void): Record<(typeof MATH_NAMES)[number], Binding> {
  const dv = D.dv;
  /** The library's own matherr: UNDERFLOW becomes 0, TLOSS passes; the rest are errors. */
  const standard = (p: number): number => {
    const type = dv.getInt16(p, true);
    if (type === UNDERFLOW) {
      dv.setFloat64(p + 20, 0, true);
      return 1;
    }
    return type === TLOSS ? 1 : 0;
  };
  const handle = (why: number, name: number, a1: number, a2: number | undefined, retval: number): number => {
    const p = D.staticString('struct exception', '', EXCEPTION_SIZE);
    dv.setInt16(p, why, true);
    dv.setUint16(p + 2, name, true);
    dv.setFloat64(p + 4, a1, true);
    if (a2 !== undefined) dv.setFloat64(p + 12, a2, true);
    dv.setFloat64(p + 20, retval, true);
    const own = D.userFunction('matherr');
    const r = own ? own(p) : standard(p);
    if (typeof r !== 'number') throw new Error('matherr: the program\'s matherr must not wait (getch, delay…)');
    if (((r << 16) >> 16) === 0) {
      setErrno(why === OVERFLOW || why === UNDERFLOW ? ERANGE : EDOM);
      warn(`${D.str(name)}: ${TYPES[why - 1] ?? ''} error\n`);
    }
    return dv.getFloat64(p + 20, true);
  };
  const error = (why: number, fn: string, a1: number, a2: number | undefined, retval: number): number =>
    handle(why, D.staticString(`matherr ${fn}`, fn, fn.length + 1), a1, a2, retval);
  /** exp(x) as TC checks it (a NaN falls to the underflow side). */
  const exp = (x: number): number => (x >= EXP_MAX ? error(OVERFLOW, 'exp', x, undefined, DBL_MAX) : x >= EXP_MIN ? Math.exp(x) : error(UNDERFLOW, 'exp', x, undefined, 0));
  const log = (fn: string, f: (x: number) => number) => (x: number): number =>
    x < 0 || Number.isNaN(x) ? error(DOMAIN, fn, x, undefined, LOG_NAN) : Math.abs(x) < DBL_MIN ? error(SING, fn, Object.is(x, -0) ? x : 0, undefined, -DBL_MAX) : f(x); // a denormal is 0 to TC (oracle MX1)
  const trig = (fn: string, f: (x: number) => number) => (x: number): number => (Math.abs(x) >= TLOSS_LIMIT ? error(TLOSS, fn, x, undefined, TLOSS_NAN) : f(x));
  const arc = (fn: string, f: (x: number) => number) => (x: number): number => (x < -1 || x > 1 ? error(DOMAIN, fn, x, undefined, TRIG_NAN) : f(x));
  const hyper = (fn: string, f: (x: number) => number) => (x: number): number => {
    if (Math.abs(x) > HYPER_MAX) return error(OVERFLOW, fn, x, undefined, f(x) < 0 ? -DBL_MAX : DBL_MAX);
    return Math.abs(x) > EXP_MAX ? f(x) * Infinity : f(x);
  };
  const ln = log('log', Math.log);
  return {
    sin: trig('sin', Math.sin),
    cos: trig('cos', Math.cos),
    tan: trig('tan', Math.tan),
    asin: arc('asin', Math.asin),
    acos: arc('acos', Math.acos),
    atan2: (y, x) => (y === 0 && x === 0 ? error(DOMAIN, 'atan2', y, x, TRIG_NAN) : Math.atan2(y, x)),
    sinh: hyper('sinh', Math.sinh),
    cosh: hyper('cosh', Math.cosh),
    tanh: (x) => Math.tanh(x),
    log: ln,
    log10: log('log10', Math.log10),
    sqrt: (x) => (x < 0 ? error(DOMAIN, 'sqrt', x, undefined, SQRT_NAN) : Math.sqrt(x)),
    exp,
    /** pow: 0 to a power not above 0 is its own DOMAIN error; a negative base to a fraction is log's, then exp's; else exp(y·log|x|)'s range. */
    pow: (x, y) => {
      if (x === 0) return y <= 0 ? error(DOMAIN, 'pow', x, y, y === 0 ? 1 : DBL_MAX) : 0;
      if (x < 0 && !Number.isInteger(y)) return exp(y * ln(x));
      const v = Math.pow(x, y);
      if (Number.isFinite(v) && v !== 0) return v;
      const e = exp(y * Math.log(Math.abs(x)));
      return x < 0 && Math.abs(y % 2) === 1 ? -e : e;
    },
    fmod: (x, y) => (y === 0 ? 0 : x % y), // oracle P3: fmod(1, 0) is 0, no error
    /** ldexp: a result out of range either way is an OVERFLOW, DBL_MAX (oracle P3: ldexp(1, -5000) too). */
    ldexp: (x, e) => {
      const n = (e << 16) >> 16, v = x * 2 ** n;
      return Number.isFinite(v) && (v !== 0 || x === 0) ? v : error(OVERFLOW, 'ldexp', x, n, DBL_MAX);
    },
    hypot: (x, y) => Math.sqrt(x * x + y * y), // as TC sums the squares: one past DBL_MAX is +INF, no error (oracle MX1: hypot(1e300, 1e300))
    // TC's pow10 multiplies table entries on DOSBox's FPU (libcheck PW1); out of range it is +INF or 0, no error (oracle P3)
    pow10: (p) => pow10((p << 16) >> 16),
    _matherr: (why, fun, arg1p, arg2p, retval) => {
      const at = (p: number): number | undefined => (p === 0 ? undefined : (D.range('_matherr', p, 8), dv.getFloat64(p, true)));
      return handle((why << 16) >> 16, fun, at(arg1p) ?? 0, at(arg2p), retval);
    },
    matherr: (p) => {
      D.range('matherr', p, EXCEPTION_SIZE);
      return standard(p);
    },
  };
}
