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
import { tcMath, OVERFLOW, TLOSS, UNDERFLOW } from '../../runtime/tc/math.ts';
import { pow10 } from '../../runtime/tc/realcvt.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const MATH_NAMES = [
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan2', 'sinh', 'cosh', 'tanh', 'log', 'log10', 'sqrt', 'exp', 'pow', 'fmod', 'ldexp', 'hypot', 'pow10',
  'poly', '_matherr', 'matherr', '_control87', '_status87', '_clear87', '_fpreset',
] as const;

/**
 * float.h's CW_DEFAULT, the 8087's control word C0 loads and _fpreset loads again (libcheck FP1:
 * `_control87(0, 0)` is 1330h at the start and after `_fpreset()`).
 */
const CW_DEFAULT = 0x1330;
/** The bit DOSBox's FPU keeps clear in the control word (FP1: `_control87(0xFFFF, 0xFFFF)` leaves FFBFh). */
const CW_CLEAR = 0x0040;

/** struct exception's types (math.h's _mexcep), from 1. */
const TYPES = ['DOMAIN', 'SING', 'OVERFLOW', 'UNDERFLOW', 'TLOSS', 'PLOSS'] as const;

/** struct exception's layout: type at 0, name at 2, arg1 at 4, arg2 at 12, retval at 20. */
const EXCEPTION_SIZE = 28;

/** A double's top word: its sign, exponent and the mantissa's top four bits. */
function topWord(x: number): number {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, x);
  return b.getUint16(0);
}

/**
 * AX as a math function leaves it, from its first argument: the value a program gets that calls it
 * without math.h, where it is an undeclared function, an int (corpus C4580's `x2*cos(t)`, t =
 * 0.7857, is 300 × 3FE0h). Probe UM1 in test/fixtures/oracle-files (arguments 0, ±0.79, 1.25,
 * 2.5, 100): sin, cos and tan leave the argument's exponent bits (top word & 7FF0h), exp the top
 * word less its sign, sqrt and log that word shifted left once, pow and atan FFh.
 */
export const MATH_AX: Readonly<Record<string, (x: number) => number>> = {
  sin: (x) => topWord(x) & 0x7ff0,
  cos: (x) => topWord(x) & 0x7ff0,
  tan: (x) => topWord(x) & 0x7ff0,
  exp: (x) => topWord(x) & 0x7fff,
  sqrt: (x) => (topWord(x) << 1) & 0xffff,
  log: (x) => (topWord(x) << 1) & 0xffff,
  pow: () => 0xff,
  atan: () => 0xff,
};

/** The library's bindings `lib` with each of MATH_AX's functions leaving its AX (D.leaveAx). */
export function leaveMathAx(D: DataSegment, lib: Record<string, Binding>): void {
  for (const [name, rule] of Object.entries(MATH_AX)) {
    const f = lib[name]!;
    lib[name] = (x, y) => {
      const r = f(x!, y!);
      D.leaveAx(rule(x!));
      return r;
    };
  }
}

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
    // a one-argument function hands _matherr a NULL arg2, which it copies from DS:0: the four 0 bytes
    // and "Turb" there (textgen8 Y00013, Y00018, Y00020: sqrt's, log10's, sin's arg2 6272755400000000)
    if (a2 !== undefined) dv.setFloat64(p + 12, a2, true);
    else for (let i = 0; i < 8; i++) dv.setUint8(p + 12 + i, dv.getUint8(i));
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
  const m = tcMath(error);
  /** The 8087's control word. DOSBox's FPU rounds and keeps its precision whatever it says (FP1: 1/3, casts, floor under RC_DOWN, RC_UP, RC_CHOP, PC_24 are those of RC_NEAR, PC_64), so it is only kept and read back. */
  let cw = CW_DEFAULT;
  return {
    sin: m.sin, cos: m.cos, tan: m.tan, asin: m.asin, acos: m.acos, atan2: m.atan2, sinh: m.sinh, cosh: m.cosh, tanh: m.tanh,
    log: m.log, log10: m.log10, sqrt: m.sqrt, exp: m.exp, pow: m.pow, fmod: m.fmod, hypot: m.hypot,
    ldexp: (x, e) => m.ldexp(x, (e << 16) >> 16),
    // TC's pow10 multiplies table entries on DOSBox's FPU (libcheck PW1); out of range it is +INF or 0, no error (oracle P3)
    pow10: (p) => pow10((p << 16) >> 16),
    // Horner's rule from the top coefficient (poly(INF, 2, c) is INF, not 0·INF's NaN; poly(x, 0, c) is
    // c[0], -0 too); a degree below 0 is a DOMAIN error on x and c[0], DBL_MAX (textgen8 Y00001,
    // Y00003, Y00008, Y00024)
    poly: (x, degree, coeffs) => {
      const c = (i: number): number => (D.range('poly', coeffs + 8 * i, 8), dv.getFloat64(coeffs + 8 * i, true));
      const n = (degree << 16) >> 16;
      if (n < 0) return error(1, 'poly', x, c(0), Number.MAX_VALUE);
      let r = c(n);
      for (let i = n - 1; i >= 0; i--) r = r * x + c(i);
      return r;
    },
    _matherr: (why, fun, arg1p, arg2p, retval) => {
      const at = (p: number): number | undefined => (p === 0 ? undefined : (D.range('_matherr', p, 8), dv.getFloat64(p, true)));
      return handle((why << 16) >> 16, fun, at(arg1p) ?? dv.getFloat64(0, true), at(arg2p), retval);
    },
    // FP1: the word before the change comes back (`n = _control87(RC_DOWN, MCW_RC)` is 1330h, the next `_control87(0, 0)` 1730h)
    _control87: (value, mask) => {
      const old = cw;
      cw = ((cw & ~mask) | (value & mask)) & 0xffff & ~CW_CLEAR;
      return old;
    },
    // FP1: DOSBox's FPU sets no exception flag (1/0, 0/0, overflow and underflow, masked or not, leave _status87() & 0FFh at 0)
    _status87: () => 0,
    _clear87: () => 0,
    _fpreset: () => {
      cw = CW_DEFAULT;
    },
    matherr: (p) => {
      D.range('matherr', p, EXCEPTION_SIZE);
      return standard(p);
    },
  };
}
