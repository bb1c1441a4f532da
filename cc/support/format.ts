/**
 * printf's formatting for compiled C, as Turbo C 2.0's does it (test/fixtures/libcheck PF*.OUT,
 * the real TC run in DOSBox). Arguments arrive one JS number per C argument, already promoted
 * (char → int, float → double); `%s` reads the string its pointer argument points to.
 *
 * A directive is `%`, flags from `- + space #` in any order, then an optional `0` (zero padding:
 * a flag after it makes the directive invalid), a width (digits or `*`), a precision (`.` then
 * digits or `*`), a size (h l L N F) and the conversion. An invalid directive is printed as it
 * stands, up to the character that made it so (oracle: `%0#-lx` prints `%0#-lx`).
 * - `+` and space give the sign of %d %i, and of %u and %p too; %o %x %X have none.
 * - `0` pads numbers with zeros after the sign and prefix: integers only without a precision,
 *   %p and the floating conversions always; %c and %s never.
 * - %p is the pointer's 4 hex digits (small model), upper case; its precision is ignored.
 * - Floating conversions give at most 17 significant digits, then zeros (TC's conversion through
 *   the 8087's 18-digit BCD); %e and %E print zero with one digit fewer after the point.
 */

export interface FormatMemory {
  str(addr: number): string;
  /** %n: store the count so far as an int at addr. */
  storeInt(addr: number, v: number): void;
}

const CONVERSIONS = 'diouxXcsfeEgGpn';

export function formatC(mem: FormatMemory, fmt: string, args: readonly number[], call: string): string {
  let out = '';
  let next = 0;
  const arg = (spec: string): number => {
    if (next >= args.length) throw new Error(`${call}("${fmt}"): no argument for ${spec}`);
    return args[next++]!;
  };
  let i = 0;
  while (i < fmt.length) {
    const pc = fmt.indexOf('%', i);
    if (pc < 0) {
      out += fmt.slice(i);
      break;
    }
    out += fmt.slice(i, pc);
    let j = pc + 1;
    if (fmt[j] === '%') {
      out += '%';
      i = j + 1;
      continue;
    }
    let left = false, plus = false, space = false, alt = false, zero = false;
    for (;; j++) {
      const c = fmt[j];
      if (c === '-') left = true;
      else if (c === '+') plus = true;
      else if (c === ' ') space = true;
      else if (c === '#') alt = true;
      else break;
    }
    if (fmt[j] === '0') {
      zero = true;
      j++;
    }
    const invalid = (): void => {
      // printed as it stands, through the character that does not fit
      out += fmt.slice(pc, Math.min(j + 1, fmt.length));
      i = j + 1;
    };
    if (fmt[j] !== undefined && '-+ #'.includes(fmt[j]!)) {
      invalid();
      continue;
    }
    const spec = (): string => fmt.slice(pc, j + 1);
    let width = 0;
    if (fmt[j] === '*') {
      width = (arg(spec()) << 16) >> 16;
      j++;
      if (width < 0) width = 0; // oracle PF*: a negative `*` width pads nothing
    } else while (fmt[j] !== undefined && fmt[j]! >= '0' && fmt[j]! <= '9') width = width * 10 + Number(fmt[j++]);
    let prec: number | null = null;
    if (fmt[j] === '.') {
      j++;
      if (fmt[j] === '*') {
        const p = (arg(spec()) << 16) >> 16;
        prec = p < 0 ? null : p;
        j++;
      } else {
        // oracle PF1 `%017.s`: a point without digits is no precision
        const from = j;
        let p = 0;
        while (fmt[j] !== undefined && fmt[j]! >= '0' && fmt[j]! <= '9') p = p * 10 + Number(fmt[j++]);
        if (j > from) prec = p;
      }
    }
    let size = '';
    while (fmt[j] !== undefined && 'hlLNF'.includes(fmt[j]!)) size = fmt[j++]!;
    const conv = fmt[j];
    if (conv === undefined || !CONVERSIONS.includes(conv)) {
      if (conv === undefined) throw new Error(`${call}("${fmt}"): "${fmt.slice(pc)}" is not a conversion`);
      invalid();
      continue;
    }
    i = j + 1;
    const long = size === 'l';
    let sign = '';
    let body: string;
    let prefix = '';
    let zeroPads = zero;
    const signOf = (negative: boolean): string => (negative ? '-' : plus ? '+' : space ? ' ' : '');
    switch (conv) {
      case 'd':
      case 'i': {
        const raw = arg(spec());
        const v = long ? raw | 0 : (raw << 16) >> 16;
        sign = signOf(v < 0);
        body = digits(Math.abs(v).toString(10), prec, sign);
        if (prec !== null) zeroPads = false;
        break;
      }
      case 'u':
      case 'o':
      case 'x':
      case 'X': {
        const raw = arg(spec());
        const v = long ? raw >>> 0 : raw & 0xffff;
        const radix = conv === 'u' ? 10 : conv === 'o' ? 8 : 16;
        if (conv === 'u') sign = signOf(false);
        else if (alt && v !== 0 && conv !== 'o') prefix = conv === 'x' ? '0x' : '0X';
        // the precision counts the 0x too (oracle PF2: `%#.11x` of 255 is 0x0000000ff)
        body = digits(v.toString(radix), prec, sign + prefix);
        if (conv === 'X') body = body.toUpperCase();
        if (alt && v !== 0 && conv === 'o' && !body.startsWith('0')) body = `0${body}`;
        if (prec !== null) zeroPads = false;
        break;
      }
      case 'c':
        body = String.fromCharCode(arg(spec()) & 0xff);
        zeroPads = false;
        break;
      case 's': {
        const p = arg(spec());
        const s = p === 0 ? '(null)' : mem.str(p);
        body = prec !== null ? s.slice(0, prec) : s;
        zeroPads = false;
        break;
      }
      case 'p':
        body = (arg(spec()) & 0xffff).toString(16).toUpperCase().padStart(4, '0');
        sign = signOf(false);
        break;
      case 'n':
        mem.storeInt(arg(spec()), out.length);
        continue;
      default: {
        const v = arg(spec());
        sign = signOf(v < 0 || Object.is(v, -0));
        body = floatBody(Math.abs(v), conv, prec ?? 6, alt);
      }
    }
    const len = sign.length + prefix.length + body.length;
    const pad = Math.max(0, width - len);
    if (left) out += sign + prefix + body + ' '.repeat(pad);
    else if (zeroPads) out += sign + prefix + '0'.repeat(pad) + body;
    else out += ' '.repeat(pad) + sign + prefix + body;
  }
  return out;
}

/** An integer's digits to a precision, which counts its sign too (oracle PF1: `%.6d` of −22457 is -22457). */
function digits(s: string, prec: number | null, sign: string): string {
  if (prec === null) return s;
  if (prec === 0 && s === '0') return '';
  return s.padStart(prec - sign.length, '0');
}

/** The significant digits TC's conversion gives at most; the places after them print as zeros. */
const MAX_DIGITS = 17;

/**
 * `v` (≥ 0) rounded to `n` significant digits (1..), as a digit string of length n and the
 * decimal exponent of its first digit; past MAX_DIGITS the digits are zeros.
 */
function significant(v: number, n: number): { ds: string; exp: number } {
  if (v === 0) return { ds: '0'.repeat(n), exp: 0 };
  const k = Math.min(n, MAX_DIGITS);
  const [m, e] = v.toExponential(k - 1).split('e') as [string, string];
  return { ds: m.replace('.', '').padEnd(n, '0'), exp: Number(e) };
}

/** `v` (≥ 0) with `prec` digits after the point, at most 17 significant. */
function fixed(v: number, prec: number): string {
  if (v === 0) return prec > 0 ? `0.${'0'.repeat(prec)}` : '0';
  const e = Math.floor(Math.log10(v));
  const { ds, exp } = significant(v, Math.max(1, e + 1 + prec + 1));
  // round to the digits kept: exp + 1 + prec significant digits (may be 0 or fewer)
  const keep = exp + 1 + prec;
  let intDigits: string, frac: string;
  if (keep <= 0) {
    // everything is below the last place kept: 0, or 1 in the last place when it rounds up
    const up = keep === 0 && ds[0]! >= '5';
    intDigits = '0';
    frac = prec > 0 ? (up ? `${'0'.repeat(prec - 1)}1` : '0'.repeat(prec)) : '';
    if (up && prec === 0) intDigits = '1';
  } else {
    const r = significant(v, keep);
    const all = r.exp > exp ? r.ds + '0' : r.ds; // a carry (9.99 → 10.0) adds a digit before the point
    const point = r.exp + 1;
    if (point <= 0) {
      intDigits = '0';
      frac = ('0'.repeat(-point) + all).slice(0, prec).padEnd(prec, '0');
    } else {
      intDigits = all.slice(0, point).padEnd(point, '0');
      frac = all.slice(point).slice(0, prec).padEnd(prec, '0');
    }
  }
  return prec > 0 ? `${intDigits}.${frac}` : intDigits;
}

function expText(e: number): string {
  const a = Math.abs(e);
  return `e${e < 0 ? '-' : '+'}${a < 10 ? '0' : ''}${a}`;
}

/**
 * The digits %e shows: the precision counts every digit, the one before the point too (oracle
 * PF*: `%e` of -99.5 is -9.95000e+01); a precision of 0 shows the integer part's digits
 * (`%#.0E` of 65536 is 6.5536E+04), none for a value below 1 (`%.0E` of 1e-7 is 0E+00).
 */
function expForm(v: number, prec: number, alt: boolean, trim: boolean): string {
  const n = prec === 0 ? (v === 0 ? 0 : significant(v, 1).exp + 1) : prec;
  if (v === 0 || n <= 0) {
    const p = Math.max(0, n - 1);
    return `0${p > 0 || alt ? '.' : ''}${'0'.repeat(trim ? 0 : p)}e+00`.replace(/\.e/, alt ? '.e' : 'e');
  }
  const { ds, exp } = significant(v, n);
  let frac = ds.slice(1);
  if (trim) frac = frac.replace(/0+$/, '');
  return `${ds[0]}${frac !== '' || alt ? '.' : ''}${frac}${expText(exp)}`;
}

/**
 * TC's conversion holds 40 digits (DOSBox, TC 2.0: `%.101f` of 1.0 shows 39 places, of 1/3 and of
 * 0.001 40, of 0 39; `%.45e` 39 places, `%#.45g` of 1.5 40 digits; `%f` of 1e39 is 40 digits and
 * no point, of 1e40 1.000…e+40 with 39 places, `%.0f` of 1e300 too): %f's places are what 40
 * digits leave after the integer part, and more than 40 integer digits take %e's form with all 40.
 */
const CONVERSION_DIGITS = 40;

/** %f's places for `v` (≥ 0) at precision `prec`, or null when `v` takes %e's form. */
function fixedPlaces(v: number, prec: number): number | null {
  // a value that rounds to 0 in 40 places prints as 0 does, with its one integer digit
  const intDigits = v >= 1 ? Math.floor(Math.log10(v)) + 1 : v < 0.5 * 10 ** -CONVERSION_DIGITS ? 1 : 0;
  return intDigits > CONVERSION_DIGITS ? null : Math.min(prec, CONVERSION_DIGITS - intDigits);
}

function floatBody(v: number, conv: string, prec: number, alt: boolean): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? '+NAN' : '+INF';
  switch (conv) {
    case 'f': {
      const places = fixedPlaces(v, prec);
      if (places === null) return expForm(v, CONVERSION_DIGITS, alt, false);
      const s = fixed(v, places);
      return alt && places === 0 ? `${s}.` : s;
    }
    case 'e':
    case 'E': {
      const s = expForm(v, Math.min(prec, CONVERSION_DIGITS), alt, false); // expForm's precision counts every digit
      return conv === 'E' ? s.toUpperCase() : s;
    }
    default: {
      // %g (oracle PF*): %e's form when the exponent is below -4 or above the precision (not at
      // it: `%G` of -2607590 is -2607590); else %f's, with precision - 1 - exponent places, one
      // more with '#' below 0.1 (`%#g` of -0.0625 is -0.06250000); trailing zeros go unless '#'
      prec = Math.min(prec, CONVERSION_DIGITS);
      const e = v === 0 ? 0 : significant(v, Math.max(1, prec)).exp;
      let s: string;
      if (prec === 0 || e < -4 || e > prec) s = expForm(v, prec, alt, !alt);
      else {
        s = fixed(v, Math.max(0, prec - 1 - e + (alt && e < -1 ? 1 : 0)));
        if (!alt && s.includes('.')) s = s.replace(/\.?0+$/, '');
      }
      return conv === 'G' ? s.toUpperCase() : s;
    }
  }
}
