/**
 * Turbo C 2.0's floating-point conversion (its library's __XCVT and __realcvt, behind printf's
 * %e %f %g, ecvt, fcvt and gcvt), as it runs on the FPU DOSBox 0.74 emulates: TC's program finds a
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
function toInt64(d: number): bigint {
  return Number.isFinite(d) && Math.abs(d) < 2 ** 63 ? BigInt(Math.trunc(d)) : -(2n ** 63n);
}

/** DOSBox's FROUND in round-to-nearest: halves go to the even neighbour. */
function roundNearest(x: number): number {
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

/** 10^k (k > 0) as an 80-bit constant (nearest, 64-bit mantissa) that DOSBox's FLD m80 truncates to 53 bits. */
function extendedConstant(k: number): number {
  const n = 10n ** BigInt(k);
  const bits = n.toString(2).length;
  let m = n >> BigInt(bits - 64);
  const rest = n & ((1n << BigInt(bits - 64)) - 1n);
  const half = 1n << BigInt(bits - 65);
  if (rest > half || (rest === half && (m & 1n) !== 0n)) m++;
  return Number(m >> 11n) * 2 ** (bits - 53);
}

const SMALL_POWERS = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7];
/** 10^32, 10^64, 10^128, 10^256 as loaded; the table's larger ones only overflow a double. */
const LARGE_POWERS = [32, 64, 128, 256].map(extendedConstant);

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
    if (a & 1) st = (LARGE_POWERS[i] ?? Infinity) * st;
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

/**
 * __XCVT: `ndigits` > 0 significant digits (ecvt's), or for `ndigits` ≤ 0 the digits down to
 * 10^ndigits (fcvt's, at least the integer part). At most 18 come from the FPU, the rest are '0'.
 */
export function xcvt(v: number, ndigits: number): Digits {
  const neg = v < 0 || Object.is(v, -0);
  let y = Math.abs(v);
  const wanted = (dec: number): number => Math.min(MAX_DIGITS, ndigits > 0 ? ndigits : -ndigits + dec);
  const zero = (): Digits => ({ ds: '0'.repeat(wanted(1)), dec: 1, neg });
  if (y === 0) return zero();
  // the exponent estimate: TC reads the 80-bit copy (DOSBox's: a denormal keeps exponent -1023)
  const bits = new DataView(new ArrayBuffer(8));
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
  out += ds[0] ?? '';
  if (ds.length > 1) {
    out += `.${ds.slice(1)}`;
    if (!alt) trim();
  }
  const e = dec - 1;
  const a = Math.abs(e);
  return `${out}${upper === form ? 'E' : 'e'}${e < 0 ? '-' : '+'}${a < 10 ? '0' : ''}${a}`;
}
