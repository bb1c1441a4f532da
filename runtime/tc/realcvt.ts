/**
 * Turbo C 2.0's floating-point conversions both ways: its library's __XCVT and __realcvt (behind
 * printf's %e %f %g, ecvt, fcvt and gcvt), and __scantod with __LDTRUNC (strtod, atof, scanf's
 * %e %f %g), as they run on the FPU DOSBox 0.74 emulates: TC's program finds a
 * coprocessor there and uses it, and DOSBox keeps every register as a host double. So each step of
 * TC's conversion is a double operation, and its BCD store (FBSTP) takes the digits apart with
 * double division: past about 16 digits they are noise, and a "digit" can be 10..15 (printed as
 * the characters after '9': `:` `;` `<` `=` `>` `?`). Measured on 2 247 doubles across the whole
 * range (ecvt at 18 and 12 digits, all byte-exact) and the library check's PF*, CV1 and VL1.
 *
 * The conversion: estimate the decimal exponent from the binary one (× log10 2 in 16.16 fixed
 * point, plus 7 bits of mantissa), scale by a power of ten built from a table (TC's pow10: 10^0..7
 * as floats, 10^8, 10^16, then 10^32…10^256 as 80-bit constants, which DOSBox loads by truncating
 * the mantissa to 53 bits), fix the estimate by one either way with two comparisons, round to an
 * integer and store it as 18 BCD digits. Zero is the one value DOSBox's FXAM tells apart: infinities
 * and NaNs go through the same steps (DOSBox: `%f` of +INF prints digits, not TC's "+INF").
 */

/** C's cast of a double to a 64-bit integer (x86's cvttsd2si: out of range gives 0x8000…0). */
export function toInt64(d: number): bigint {
  return Number.isFinite(d) && Math.abs(d) < 2 ** 63 ? BigInt(Math.trunc(d)) : -(2n ** 63n);
}

/** DOSBox's FROUND in round-to-nearest: halves go to the even neighbour. */
export function roundNearest(x: number): number {
  const f = Math.floor(x);
  if (x - f > 0.5) return f + 1;
  if (x - f < 0.5) return f;
  return (toInt64(f) & 1n) !== 0n ? f + 1 : f;
}

/**
 * DOSBox 0.74's FBSTP of a (non-negative) double: the nine BCD bytes, least significant first,
 * each nibble computed as `val - 10 * floor(val / 10)` in doubles, and cast to an integer.
 */
function fbstp(x: number): number[] {
  const nibble = (val: number, temp: number): bigint => BigInt.asUintN(64, toInt64(val - 10 * temp));
  const bytes: number[] = [];
  let temp = Math.abs(x);
  for (let i = 0; i < 9; i++) {
    let val = temp;
    temp = Number(toInt64(Math.floor(val / 10)));
    let p = nibble(val, temp);
    val = temp;
    temp = Number(toInt64(Math.floor(val / 10)));
    p |= nibble(val, temp) << 4n;
    bytes.push(Number(p & 0xffn));
  }
  return bytes;
}

/**
 * DOSBox 0.74's FLD of an 80-bit value: the mantissa truncated to 53 bits, and the exponent
 * (unbiased) kept to its low 10 bits with its sign, so exponents of 1024 and more wrap.
 */
export function fld80(mantissa: bigint, exponent: number): number {
  const wrapped = (exponent > 0 ? Math.abs(exponent) & 0x3ff : -(Math.abs(exponent) & 0x3ff)) + 1023;
  const bits = (BigInt(wrapped & 0x7ff) << 52n) | ((mantissa >> 11n) & ((1n << 52n) - 1n));
  const dv = new DataView(new ArrayBuffer(8));
  dv.setBigUint64(0, bits);
  return dv.getFloat64(0);
}

/** DOSBox 0.74's FLD m80 of the ten bytes at `at`: fld80 with the sign (a long double read by the program's code). */
export function load80(dv: DataView, at: number): number {
  const top = dv.getUint16(at + 8, true);
  const v = fld80(dv.getBigUint64(at, true), (top & 0x7fff) - 16383);
  return top & 0x8000 ? -v : v;
}

/**
 * DOSBox 0.74's FSTP m80 of a double: the 52 stored mantissa bits moved up 11, the integer bit set
 * and the exponent rebased unless the value is ±0 (so an infinity or NaN keeps exponent 07FFh +
 * 3C00h, and a denormal gets exponent 3C00h: DOSBox's, measured in TC 2.0: probe LD, `-0.0` is
 * 8000 0…0, 2^1024 from an overflow reads back as 1.0).
 */
export function store80(dv: DataView, at: number, v: number): void {
  const d = new DataView(new ArrayBuffer(8));
  d.setFloat64(0, v);
  const raw = d.getBigUint64(0);
  let exp = Number((raw >> 52n) & 0x7ffn);
  let mant = (raw & 0xfffffffffffffn) << 11n;
  if (v !== 0) {
    mant |= 1n << 63n;
    exp += 16383 - 1023;
  }
  dv.setBigUint64(at, mant, true);
  dv.setUint16(at + 8, (raw >> 63n ? 0x8000 : 0) | exp, true);
}

/** 10^k (k > 0) as an 80-bit constant (nearest, 64-bit mantissa), as DOSBox's FLD m80 loads it. */
function extendedConstant(k: number): number {
  const n = 10n ** BigInt(k);
  const bits = n.toString(2).length;
  let m = n >> BigInt(bits - 64);
  const rest = n & ((1n << BigInt(bits - 64)) - 1n);
  const half = 1n << BigInt(bits - 65);
  if (rest > half || (rest === half && (m & 1n) !== 0n)) m++;
  return fld80(m, bits - 1);
}

/**
 * A double stored as 80 bits (FSTP m80) and loaded again, as DOSBox does both: only an infinity
 * or a NaN changes, its exponent 1024 wrapping to 0 (so +INF comes back as 1.0).
 */
export function through80(v: number): number {
  if (Number.isFinite(v)) return v;
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v);
  const raw = dv.getBigUint64(0);
  dv.setBigUint64(0, (raw & 0x800fffffffffffffn) | (1023n << 52n));
  return dv.getFloat64(0);
}

const SMALL_POWERS = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7];
/** 10^32 … 10^4096 as loaded (from 10^512 on, with the exponent wrapped: finite and wrong). */
const LARGE_POWERS = [32, 64, 128, 256, 512, 1024, 2048, 4096].map(extendedConstant);

/** TC's pow10(n) on DOSBox's FPU: a product of table entries, one double multiply at a time. */
export function pow10(n: number): number {
  if (n < -4932) return 0;
  if (n > 4932) return Infinity;
  if (n === 0) return 1;
  let a = Math.abs(n);
  let st = SMALL_POWERS[a & 7]!;
  a >>= 3;
  if (a & 1) st *= 1e8;
  a >>= 1;
  if (a & 1) st *= 1e16;
  for (let i = 0; i < 8; i++) {
    a >>= 1;
    if (a & 1) st = LARGE_POWERS[i]! * st;
  }
  return n < 0 ? 1 / st : st;
}

/** The most digits TC's conversion writes (its buffers: `%.45e` shows 40 digits). */
const MAX_DIGITS = 40;

export interface Digits {
  /** The digit characters (not always '0'..'9': see above). */
  ds: string;
  /** Where the point goes: the number of digits before it (may be 0 or negative). */
  dec: number;
  neg: boolean;
}

/** The double's sign bit, a NaN's too (libcheck MA1: `%g` of log10's DOMAIN NaN FFF0048… prints '-'). */
export function signBit(v: number): boolean {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, v);
  return (bits.getUint8(0) & 0x80) !== 0;
}

/**
 * __XCVT: `ndigits` > 0 significant digits (ecvt's), or for `ndigits` ≤ 0 the digits down to
 * 10^ndigits (fcvt's, at least the integer part). At most 18 come from the FPU, the rest are '0'.
 */
export function xcvt(v: number, ndigits: number): Digits {
  const neg = signBit(v);
  const bits = new DataView(new ArrayBuffer(8));
  let y = Math.abs(v);
  const wanted = (dec: number): number => Math.min(MAX_DIGITS, ndigits > 0 ? ndigits : -ndigits + dec);
  const zero = (): Digits => ({ ds: '0'.repeat(wanted(1)), dec: 1, neg });
  if (y === 0) return zero();
  // the exponent estimate: TC reads the 80-bit copy (DOSBox's: a denormal keeps exponent -1023)
  bits.setFloat64(0, y);
  const e2 = ((bits.getUint16(0) >> 4) & 0x7ff) - 1023;
  const top = 0x80 | ((bits.getUint8(1) & 0x0f) << 3) | (bits.getUint8(2) >> 5);
  const product = e2 * 0x4d10; // log10(2) in 16.16 fixed point
  let low = (product & 0xffff) + 0x4d * ((top << 1) & 0xff);
  let high = product >> 16;
  if (low > 0xffff) {
    low &= 0xffff;
    high++;
  }
  let dec = high + (low !== 0 ? 1 : 0);
  let n = ndigits;
  if (n <= 0) {
    n = -n + dec;
    if (n < 0) return zero();
  }
  if (n > 18) n = 18;
  const k = n - dec;
  if (k > 0) y *= pow10(k);
  else if (k < 0) y /= pow10(-k);
  // DOSBox's FCOM: equal or below sets a flag; anything else (a NaN too) reads as above
  const atMost = (a: number, b: number): boolean => a === b || a < b;
  if (atMost(pow10(n), y)) {
    dec++;
    n++;
    if (n > 18 || ndigits > 0) {
      y /= 10;
      n--;
    }
  } else if (!atMost(pow10(n - 1), y)) {
    dec--;
    n--;
    if (ndigits > 0) {
      y *= 10;
      n++;
    }
  }
  const bcd = fbstp(Number(toInt64(roundNearest(y))));
  let ds = '';
  let seen = 0;
  if (n <= 0) seen = bcd[0]! ^ 1;
  else {
    for (let i = 0; i < n && i < 18; i++) {
      const c = (((bcd[i >> 1]! >> ((i & 1) * 4)) & 15) + 0x30) & 0xff;
      ds = String.fromCharCode(c) + ds;
      seen |= c;
    }
  }
  if ((seen & 0x0f) === 0) {
    // rounded up to 10^n: the first digit becomes 1; the string keeps its end where it was
    dec++;
    if (n > 0) return { ds: `1${ds.slice(1)}`, dec, neg };
    ds = '1';
  }
  return { ds: ds.padEnd(wanted(dec), '0'), dec, neg };
}

/**
 * __realcvt: the text of %e %E %f %g %G (gcvt is %g) for `v` at precision `ndec`, its '-' too.
 * TC's quirks, all from its code: %e's precision counts every digit, the one before the point too;
 * a precision of 0 converts the integer part's digits; %g takes %e's form below 10^-4 and above
 * 10^(precision+1) (so `%G` of 2607592.6 is 2607590); '#' keeps trailing zeros and a point, but a
 * one-digit %e never has a point; %g below 1 pads one zero more.
 */
export function realcvt(v: number, ndec: number, form: string, alt: boolean): string {
  let nd = ndec >>> 0 > MAX_DIGITS ? MAX_DIGITS : ndec;
  const precision = nd;
  const upper = form.toUpperCase();
  let arg: number;
  if (upper === 'F') arg = -nd;
  else if (nd > 0) {
    nd++;
    arg = precision;
  } else arg = precision;
  const { ds, dec, neg } = xcvt(v, arg);
  let out = neg ? '-' : '';
  const start = out.length;
  const trim = (): void => {
    if (upper === 'G') {
      while (out.length > start && out.endsWith('0')) out = out.slice(0, -1);
      if (out.length === start) return;
    }
    if (out.endsWith('.')) out = out.slice(0, -1);
  };
  const fixed = upper === 'F' || (upper !== 'E' && dec >= -3 && dec <= nd);
  if (fixed && dec <= MAX_DIGITS) {
    let bx = dec;
    let cx = 0;
    if (bx <= 0) {
      out += '0.';
      if (bx === 0) cx = 1;
      else for (; bx !== 0; bx++) out += '0';
    }
    for (const c of ds) {
      out += c;
      bx--;
      if (bx === 0) {
        out += '.';
        cx++;
      }
    }
    cx += precision;
    let keep = false;
    if (nd > cx) {
      out += '0'.repeat(nd - cx);
      bx += nd - cx;
      bx--;
      keep = bx === 0;
    }
    if (!keep) {
      bx--;
      if (bx !== 0 && !alt) trim();
    }
    if (out.length === start) out += '0';
    return out;
  }
  // oracle PF7: no digit at all (%.0e of 0.5, which __xcvt rounds to none) prints nothing, not even the exponent
  if (ds === '') return out;
  out += ds[0]!;
  if (ds.length > 1) {
    out += `.${ds.slice(1)}`;
    if (!alt) trim();
  }
  const e = dec - 1;
  const a = Math.abs(e);
  return `${out}${upper === form ? 'E' : 'e'}${e < 0 ? '-' : '+'}${a < 10 ? '0' : ''}${a}`;
}

/** The largest decimal exponent TC's __scantod reads; one beyond it overflows (or underflows after a '-'). */
const SCAN_EXPONENT_MAX = 4932;

/**
 * __scantod's value for a number already split by the caller's grammar: the digits before and
 * after the point and the exponent's text (sign and digits, '' for none), with the sign `neg`.
 * TC keeps the first 18 significant digits as a 64-bit integer (FILD makes it a double on DOSBox,
 * rounding to nearest), then multiplies or divides by pow10 of what the point and the exponent
 * leave: so "9.999999999999999" is 10, and a decimal exponent past a double's range, even with
 * the digits to bring it back ("2.2e-308" divides by 10^309, an infinity), is 0 or infinite.
 * `range`: the exponent had more than 4932 (a range error).
 */
export function scantod(neg: boolean, whole: string, fraction: string, exponent: string): { v: number; range: boolean } {
  const all = whole + fraction;
  const zeros = /^0*/.exec(all)![0].length;
  const digits = all.slice(zeros);
  const point = whole.length - zeros;
  let e = 0;
  let range = 0;
  // the exponent is an int: its digits wrap in 16 bits, and one that wraps below 0 is no range
  // error (DOSBox, TC 2.0: "1e39999" and "1e40008" are 0, "1e32768" and "1e-40008" 1.0 — an
  // infinity through the FPU's ten bytes —, errno 0; "1e32767" and "1e49999" overflow)
  const int16 = (n: number): number => (n << 16) >> 16;
  for (const c of exponent.replace(/^[-+]/, '')) {
    e = int16(e * 10 + (c.charCodeAt(0) - 48));
    if (e > SCAN_EXPONENT_MAX) {
      e = 0;
      range = 1;
    }
  }
  if (exponent.startsWith('-')) {
    e = int16(-e);
    range = -range;
  }
  let v: number;
  if (digits === '') v = 0;
  else if (range > 0) v = Number.MAX_VALUE; // DOSBox loads TC's largest 80-bit value as DBL_MAX
  else if (range < 0) v = 0;
  else {
    const kept = Math.min(digits.length, 18);
    v = Number(BigInt(digits.slice(0, kept)));
    const scale = int16(e + point - kept);
    if (scale < 0) v /= pow10(int16(-scale));
    else if (scale > 0) v *= pow10(scale);
  }
  return { v: neg ? -v : v, range: range !== 0 };
}

/**
 * __scantod's two words, read in capitals straight after a sign: "INF" an infinity and "NAN" a
 * NaN, which the 80-bit store and load make ±1.0 and ±1.5 on DOSBox (through80). DOSBox, TC 2.0
 * (probe PB): strtod of "+INF" and "-NAN5" use 4 characters, of "INF", "+inf", "+IN" and
 * "- INF" none; sscanf's %f and %lf read them the same. null for any other text.
 */
export function scanWord(neg: boolean, rest: string): number | null {
  const w = rest.slice(0, 3);
  if (w !== 'INF' && w !== 'NAN') return null;
  const v = through80(w === 'INF' ? Infinity : NaN);
  return neg ? -v : v;
}

/** __LDTRUNC's lowest exponent, for a double and a float alike: 2^-149 (TC's code: 0x3F6A). */
const TRUNC_MIN = 2 ** -149;

/**
 * What __scantod's caller stores (strtod, scanf's %f %e %g): the value through 80 bits (DOSBox:
 * an infinity comes back as ±1.0), then TC's __LDTRUNC for the target: below 2^-149 it is 0 and a
 * range error; for a float, past FLT_MAX it is HUGE_VAL (and a range error), and the top binade
 * is chopped, not rounded. DOSBox, TC 2.0 (libcheck ST2): "1e-52" is 0 with ERANGE, "1e320" 1.0.
 */
export function ldtrunc(v: number, float: boolean): { v: number; range: boolean } {
  const x = through80(v);
  const a = Math.abs(x);
  if (x !== 0 && a < TRUNC_MIN) return { v: x < 0 ? -0 : 0, range: true };
  if (!float) return { v: x, range: false };
  if (a >= 2 ** 128) return { v: x < 0 ? -Infinity : Infinity, range: true };
  const f = new Float32Array([x]);
  if (a >= 2 ** 127 && Math.abs(f[0]!) > a) new Uint32Array(f.buffer)[0]! -= 1; // toward zero
  return { v: f[0]!, range: false };
}
