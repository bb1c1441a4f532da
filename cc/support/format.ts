/**
 * printf's formatting for compiled C, as Turbo C 2.0's does it (test/fixtures/libcheck PF*.OUT,
 * the real TC run in DOSBox). `%s` reads the string its pointer argument points to.
 *
 * The arguments are TC's pushed words, and each conversion takes the words it reads off them
 * (PushedArgs): one for %d %i %u %o %x %X %c %s %p %n and a `*`, two for %l…, four for %e %f %g.
 * So an argument of another size is read as TC reads it (libcheck PV1: `printf("%d %d", 1L)`
 * prints `1 0`, `printf("%ld", 1, 2)` prints 131073, `printf("%f", 0, 0, 0, 0x4010)` prints
 * 4.000000). Past the last pushed word TC reads what lies above on its stack, which is not
 * modelled: a conversion starting there is an error, one running into it reads zeros.
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
import { load80, realcvt, signBit, store80, through80 } from '../../runtime/tc/realcvt.ts';

export interface FormatMemory {
  str(addr: number): string;
  /** The string at far pointer p (segment:offset), to its 0 or `max` characters (probe FS1: %Fs, %.8Fs). */
  farStr(p: number, max: number | null): string;
  /** What a %e/%f/%g does when the program has no printf float formats linked (absent: they are). */
  floatsMissing?: () => never;
  /** %n: store the count so far as an int at addr. */
  storeInt(addr: number, v: number): void;
  /** The word at addr in the data segment (a va_list's arguments, a struct passed by value). */
  word(addr: number): number;
  /** SP at the call, above the words it pushed (absent: the stack past them is not read). */
  sp?: () => number;
}

/**
 * The library calls that read their arguments after the format as words: a call of one passes,
 * after its arguments, each variadic argument's size in words when one is not a word (argShape).
 */
export const FORMATTING_CALLS: ReadonlySet<string> = new Set(['printf', 'sprintf', 'fprintf', 'cprintf']);

/**
 * The variadic arguments' sizes, one character each — '1' an int or near pointer, '2' a long or
 * far pointer, '4' a double, '5' a long double, U+0100 + its words a struct (passed by its address) — or null when
 * every one is a word.
 */
export function argShape(args: readonly { words: number; struct: boolean }[]): string | null {
  if (args.every((a) => a.words === 1 && !a.struct)) return null;
  return String.fromCharCode(...args.map((a) => (a.struct ? 0x100 : 48) + a.words));
}

/** The words a call pushed, as its conversions take them: 1 (int, pointer), 2 (long), 4 (double), 5 (long double); undefined past the last. */
export interface FormatArgs {
  take(words: Words): number | undefined;
}

type Words = 1 | 2 | 4 | 5;

const scratch = new DataView(new ArrayBuffer(10));

/** A value of 1, 2, 4 or 5 words from its words, low first: a word, a long (signed 32 bits), a double, a long double (as DOSBox's FPU loads it). */
function fromWords(w: readonly number[]): number {
  if (w.length === 1) return w[0]!;
  if (w.length === 2) return w[0]! | (w[1]! << 16);
  for (let i = 0; i < w.length; i++) scratch.setUint16(2 * i, w[i]!, true);
  return w.length === 5 ? load80(scratch, 0) : scratch.getFloat64(0, true);
}

/**
 * The arguments of a call as the program's code passed them: one JS number per C argument after
 * the default promotions (a struct by its address), and their sizes in words (argShape: null, all
 * one). A conversion reading an argument of its own size takes the number as it is; any other read
 * takes the words that make up the arguments from where the last one stopped.
 */
export class PushedArgs implements FormatArgs {
  private k = 0;
  /** The next word to read, and the first word of argument k. */
  private at = 0;
  private start = 0;

  constructor(
    private readonly mem: FormatMemory,
    private readonly values: readonly number[],
    private readonly shape: string | null,
  ) {}

  /** From a binding's arguments: the values, then the shape string when codegen passed one. */
  static of(mem: FormatMemory, args: readonly (number | string)[]): PushedArgs {
    const last = args[args.length - 1];
    if (typeof last === 'string') return new PushedArgs(mem, args.slice(0, -1) as number[], last);
    return new PushedArgs(mem, args as readonly number[], null);
  }

  private size(k: number): number {
    if (this.shape === null) return 1;
    const c = this.shape.charCodeAt(k);
    return c >= 0x100 ? c - 0x100 : c - 48;
  }

  /** The words the conversions read so far (past the last pushed one too). */
  get taken(): number {
    return this.at;
  }

  /** Every word the call pushed after the format, first lowest. */
  pushedWords(): number[] {
    const w: number[] = [];
    for (let i = 0, n = this.values.reduce<number>((t, _, j) => t + this.size(j), 0); i < n; i++) w.push(this.word(i) ?? 0);
    return w;
  }

  take(n: Words): number | undefined {
    const k = this.k;
    if (this.at === this.start && k < this.values.length && (this.shape === null ? n === 1 : this.shape.charCodeAt(k) === 48 + n)) {
      this.k++;
      this.at += n;
      this.start += n;
      // a long double reaches the callee as ten bytes its FPU loads again: an infinity as ±1.0, a
      // NaN as ±1.5 (textgen9: `%Lf` of (long double) of an infinite double prints 1.000000)
      return n === 5 ? through80(this.values[k]!) : this.values[k]!;
    }
    // a conversion that starts past the last word has no argument; one that runs past it reads
    // 0 for the rest (TC reads its stack above them, not modelled: cc-float-formats' `%f` of 3)
    if (this.word(this.at) === undefined) return undefined;
    const w: number[] = [];
    for (let i = 0; i < n; i++) w.push(this.word(this.at + i) ?? 0);
    this.at += n;
    while (this.k < this.values.length && this.start + this.size(this.k) <= this.at) this.start += this.size(this.k++);
    return fromWords(w);
  }

  /** Word `i` of what was pushed, and past them the caller's stack (corpus C2059: `%ld` of sizeof p reads the word above). */
  private word(i: number): number | undefined {
    let base = 0;
    for (let j = 0; j < this.values.length; j++) {
      const s = this.size(j), v = this.values[j]!;
      if (i < base + s) {
        const o = i - base;
        if (this.shape !== null && this.shape.charCodeAt(j) >= 0x100) return this.mem.word(v + 2 * o);
        if (s === 1) return v & 0xffff;
        if (s === 2) return (v >>> (16 * o)) & 0xffff;
        if (s === 5) store80(scratch, 0, v);
        else scratch.setFloat64(0, v, true);
        return scratch.getUint16(2 * o, true);
      }
      base += s;
    }
    if (this.mem.sp === undefined) return undefined;
    const at = this.mem.sp() + 2 * (i - base);
    return at > 0xfffe ? 0 : this.mem.word(at);
  }
}

/** The arguments a va_list points at: words on the stack from `ap` on. */
export class ListedArgs implements FormatArgs {
  constructor(
    private readonly dv: DataView,
    private at: number,
  ) {}

  take(n: Words): number {
    const w: number[] = [];
    for (let i = 0; i < n; i++, this.at += 2) w.push(this.dv.getUint16(this.at, true));
    return fromWords(w);
  }
}

const CONVERSIONS = 'diouxXcsfeEgGpn';

/**
 * `alone`, when given, gets a mark per character of the result: true for those TC's formatter
 * hands over one at a time (CS.LIB module VPRINTER, read with objdump: the width's spaces, the
 * prefix "0x", zeros before the digits and the sign before such zeros, every character of an
 * invalid directive and what follows it), false for those it collects in its buffer (the
 * format's plain text, a conversion's own characters). cprintf's output depends on it
 * (runtime/tc/conio.ts cprintfPieces).
 */
export function formatC(mem: FormatMemory, fmt: string, args: FormatArgs, call: string, alone?: boolean[]): string {
  let result = '';
  fieldBx = null;
  // the characters handed over so far (conio.ts cprintfPieces' rule, the same for every call of
  // the family), and what TC's count of them lost (see the floating conversions below)
  let room = HAND_OVER_BUFFER, handed = 0, lost = 0;
  buffered.length = 0;
  let at = 0;
  const out = {
    add(text: string, handedAlone = false): void {
      result += text;
      if (alone) for (let k = 0; k < text.length; k++) alone.push(handedAlone);
      // VPRINTER's buffer on its stack, as the formatter leaves it (library-residue.ts)
      if (handedAlone) {
        if (text.length > 0) at = 0;
      } else {
        for (let k = 0; k < text.length; k++) {
          buffered.bytes[at] = text.charCodeAt(k);
          if (at === HAND_OVER_BUFFER - 1) {
            at = 0;
            buffered.length = HAND_OVER_BUFFER;
          } else if (++at > buffered.length) buffered.length = at;
        }
      }
      for (let k = 0; k < text.length; k++) {
        room--;
        if (handedAlone ? room > 0 : room <= 0) {
          handed = result.length - text.length + k + 1;
          room = HAND_OVER_BUFFER;
        }
      }
    },
    get length(): number {
      return result.length;
    },
  };
  const arg = (spec: string, words: Words = 1): number => {
    const v = args.take(words);
    if (v === undefined) throw new Error(`${call}("${fmt}"): no argument for ${spec}`);
    return v;
  };
  let i = 0;
  while (i < fmt.length) {
    const pc = fmt.indexOf('%', i);
    if (pc < 0) {
      out.add(fmt.slice(i));
      break;
    }
    out.add(fmt.slice(i, pc));
    let j = pc + 1;
    if (fmt[j] === '%') {
      out.add('%');
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
      else if (c === '0' && left) continue; // VPRINTER: a '0' after '-' is no flag, and flags may follow it (probe: `%-0#.1f` formats)
      else break;
    }
    if (fmt[j] === '0') {
      zero = true;
      j++;
    }
    const invalid = (): void => {
      fieldBx = null;
      // oracle PF7: a conversion TC does not know ends the formatting; the rest of the format is
      // printed as it stands (`<%q%d>` prints <%q%d>, `<%lu%>` 524295 then %>)
      out.add(fmt.slice(pc), true);
      i = fmt.length;
    };
    if (fmt[j] !== undefined && '-+ #'.includes(fmt[j]!)) {
      invalid();
      continue;
    }
    const spec = (): string => fmt.slice(pc, j + 1);
    let width = 0, widthDigits = false;
    if (fmt[j] === '*') {
      width = (arg(spec()) << 16) >> 16;
      j++;
      // a negative `*` width left-justifies, and the pads are the int width − length, which is
      // below 0 (none) unless it wraps: −32767 pads 32767 characters (oracle PF7: −5 pads nothing;
      // probe PC: `%*d` of 42 to −32767 prints 32771 characters, "42" first)
      if (width < 0) left = true;
    } else while (fmt[j] !== undefined && fmt[j]! >= '0' && fmt[j]! <= '9') {
      width = width * 10 + Number(fmt[j++]);
      widthDigits = true;
    }
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
    // a format ending inside a conversion (`%`, `%5`, `%-`, `%l` last) is printed as it stands too
    // (probe PF1: `printf("%f%", 34.0)` prints 34.000000%, `sprintf(b, "ab%5")` returns 4)
    if (conv === undefined || !CONVERSIONS.includes(conv)) {
      invalid();
      continue;
    }
    i = j + 1;
    const long = size === 'l';
    const far = size === 'F'; // a far pointer: two words
    let sign = '';
    let body: string;
    let prefix = '';
    let zeroPads = zero;
    const signOf = (negative: boolean): string => (negative ? '-' : plus ? '+' : space ? ' ' : '');
    if (mem.floatsMissing && 'eEfgG'.includes(conv)) mem.floatsMissing();
    switch (conv) {
      case 'd':
      case 'i': {
        const raw = arg(spec(), long ? 2 : 1);
        const v = long ? raw | 0 : (raw << 16) >> 16;
        sign = signOf(v < 0);
        body = digits(Math.abs(v).toString(10), prec, sign);
        if (body === '') sign = ''; // oracle PF7: `%+.0d` of 0 prints nothing, not even the sign
        // a precision ends the '0' padding, but not a precision of 0 (libcheck PI1: `%011.0u` of 15 is 00000000015)
        if (prec) zeroPads = false;
        break;
      }
      case 'u':
      case 'o':
      case 'x':
      case 'X': {
        const raw = arg(spec(), long ? 2 : 1);
        const v = long ? raw >>> 0 : raw & 0xffff;
        const radix = conv === 'u' ? 10 : conv === 'o' ? 8 : 16;
        if (conv === 'u') sign = prec === 0 && v === 0 ? '' : signOf(false); // VPRINTER: a 0 to precision 0 is the width's pads alone, no sign
        else if (alt && v !== 0 && conv !== 'o') prefix = conv === 'x' ? '0x' : '0X';
        // the precision counts the 0x too (oracle PF2: `%#.11x` of 255 is 0x0000000ff)
        body = digits(v.toString(radix), prec, sign + prefix);
        if (conv === 'X') body = body.toUpperCase();
        if (alt && v !== 0 && conv === 'o' && !body.startsWith('0')) body = `0${body}`;
        if (prec) zeroPads = false;
        break;
      }
      case 'c':
        body = String.fromCharCode(arg(spec()) & 0xff);
        zeroPads = false;
        break;
      case 's': {
        const p = arg(spec(), far ? 2 : 1);
        const s = p === 0 ? '(null)' : far ? mem.farStr(p, prec) : mem.str(p);
        body = prec !== null ? s.slice(0, prec) : s;
        zeroPads = false;
        break;
      }
      case 'p': {
        // oracle PF7: %Fp is the far pointer's segment and offset, `B800:0012`
        const hex = (w: number): string => (w & 0xffff).toString(16).toUpperCase().padStart(4, '0');
        const v = arg(spec(), far ? 2 : 1);
        body = far ? `${hex(v >>> 16)}:${hex(v)}` : hex(v);
        sign = signOf(false);
        break;
      }
      case 'n':
        mem.storeInt(arg(spec(), far ? 2 : 1), out.length);
        fieldBx = null;
        continue;
      default: {
        // %Le %Lf %Lg read a long double's ten bytes (probe LD: `%Le` of a double reads two bytes past it)
        const v = arg(spec(), size === 'L' ? 5 : 4);
        sign = signOf(signBit(v));
        body = realcvt(Math.abs(v), prec ?? 6, conv, alt);
        // VPRINTER's 47-byte buffer for __realcvt's text: a text of 48 bytes or more (its '-'
        // counted, a '+' or ' ' flag not; one digit more than the 39 shown when more were asked
        // for: an %e of 40 digits, an %f past 1e40, written as %e) puts its NUL on the low byte
        // of the count of characters handed over so far (probes of sprintf in DOSBox: "%8s%f" of
        // −2.9e273 returns 48 for 55 characters, "abc%8s%f" 48 for 58, "%300s%8s%f" 304 for 355,
        // "%8s%.40e" 48 for 55; "%8s%.39e" and "%8s%+f" of 2.9e273 the length; textgen7
        // X00657's fprintf)
        const capped = 'fF'.includes(conv) ? /e/i.test(body) : 'eE'.includes(conv) && (prec ?? 6) > 39;
        if ((signBit(v) ? 1 : 0) + body.length + (capped ? 1 : 0) >= REALCVT_BUFFER + 1) {
          const counted = handed - lost;
          lost += counted & 0xff;
        }
      }
    }
    const len = sign.length + prefix.length + body.length;
    const pad = Math.max(0, ((width - len) << 16) >> 16);
    fieldBx = fmt.slice(pc, j).includes('*') ? null : fieldRegister(widthDigits ? width : -1, len, left);
    if (body === '' && prec === 0 && 'diouxX'.includes(conv)) {
      fieldBx = null;
      // VPRINTER: a 0 to precision 0 prints the width in zeros with the '0' flag, else in spaces (probe P0006)
      out.add((zero && !left ? '0' : ' ').repeat(Math.max(0, width)), true);
      continue;
    }
    // the zeros before the number's own digits: the precision's (and '#' with o's), or the width's with '0'
    // (%p's four digits are its own text, leading zeros too: textgen7 X00205, cprintf("\a%.3s%p|")
    // of 07ECh writes nothing, its '\a' ending the one hand-over; X00390, "%Np" of 035Ch)
    let natural = body;
    if ('diouxX'.includes(conv)) while (natural.length > 1 && natural[0] === '0') natural = natural.slice(1);
    const zeros = body.length - natural.length + (zeroPads && !left ? pad : 0);
    const number = (): void => {
      out.add(prefix, true);
      out.add(sign, zeros > 0);
      out.add('0'.repeat(zeros), true);
      out.add(natural);
    };
    if (left) {
      number();
      out.add(' '.repeat(pad), true);
    } else if (zeroPads) number();
    else {
      out.add(' '.repeat(pad), true);
      number();
    }
  }
  lastResult = result;
  lastCount = result.length - lost;
  buffered.taken = args instanceof PushedArgs ? args.taken : 0;
  return result;
}

/**
 * BX as VPRINTER leaves it after a field: its count of the width's pads, the width less the field's
 * length (−1 less it with no width), counted down to 0 when a right-justified field's pads are
 * written before it (probes KL1, KL2 in docs/TURBO-C-FACTS.md "Registers fprintf leaves": `%d` of
 * 5 FFFEh, of 1234 FFFBh, `%2d` of 12345 FFFDh, `%-5d` of 12 3, `%5d` and `%05d` of 12 0).
 */
function fieldRegister(width: number, length: number, left: boolean): number {
  const over = width - length;
  return over > 0 && !left ? 0 : over & 0xffff;
}
/** BX after the last formatting's last field (fieldRegister), null when it had none or one not measured (`*`, `%n`, a 0 to precision 0, an invalid directive). */
let fieldBx: number | null = null;
export const lastFieldBx = (): number | null => fieldBx;

/** VPRINTER's buffer (conio.ts CPRINTF_BUFFER) and its buffer for __realcvt's text, its NUL not counted. */
const HAND_OVER_BUFFER = 80, REALCVT_BUFFER = 47;
let lastResult = '', lastCount = 0;

/**
 * What the last formatting left in VPRINTER's 80-byte buffer (probes RS1, RS2 in
 * test/fixtures/stack: the characters it collects, from the buffer's start again after each
 * 80 and after each character handed over alone; `length` the bytes written from the start), and
 * the words its conversions took.
 */
export const buffered = { bytes: new Uint8Array(HAND_OVER_BUFFER), length: 0, taken: 0 };

/** What TC's formatter returns for a text formatC made last: its length, less what its count lost. */
export function formattedCount(text: string): number {
  return text === lastResult ? lastCount : text.length;
}

/** An integer's digits to a precision, which counts its sign too (oracle PF1: `%.6d` of −22457 is -22457). */
function digits(s: string, prec: number | null, sign: string): string {
  if (prec === null) return s;
  if (prec === 0 && s === '0') return '';
  return s.padStart(prec - sign.length, '0');
}
