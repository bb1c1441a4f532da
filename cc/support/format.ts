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
 * - Floating conversions are TC's __realcvt (runtime/tc/realcvt.ts).
 */
import { realcvt, signBit } from '../../runtime/tc/realcvt.ts';

export interface FormatMemory {
  str(addr: number): string;
  /** What a %e/%f/%g does when the program has no printf float formats linked (absent: they are). */
  floatsMissing?: () => never;
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
    if (mem.floatsMissing && 'eEfgG'.includes(conv)) mem.floatsMissing();
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
        sign = signOf(signBit(v));
        body = realcvt(Math.abs(v), prec ?? 6, conv, alt);
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
