/**
 * printf's formatting for compiled C (the port's sprintf in runtime/tc/stdio.ts takes JS strings
 * and a subset; a C program passes pointers and may ask for %ld, %o, %f, %p…). Arguments arrive
 * one JS number per C argument, already promoted (char → int, float → double); `%s` reads the
 * string its pointer argument points to.
 *
 * Supported: %d %i %u %o %x %X %c %s %f %e %E %g %G %p %n %%, flags `- + space # 0`, width and
 * precision (digits or `*`), size prefixes h, l, L, N, F.
 */

export interface FormatMemory {
  str(addr: number): string;
  /** %n: store the count so far as an int at addr. */
  storeInt(addr: number, v: number): void;
}

export function formatC(mem: FormatMemory, fmt: string, args: readonly number[], call: string): string {
  let out = '';
  let next = 0;
  const arg = (spec: string): number => {
    if (next >= args.length) throw new Error(`${call}("${fmt}"): no argument for ${spec}`);
    return args[next++]!;
  };
  const re = /%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?([hlLNF]?)([diouxXcsfeEgGpn%])/g;
  let last = 0;
  for (let m = re.exec(fmt); m !== null; m = re.exec(fmt)) {
    out += fmt.slice(last, m.index);
    last = re.lastIndex;
    const [spec, flags = '', widthText, precText, size, conv] = m as unknown as [string, string, string | undefined, string | undefined, string, string];
    if (conv === '%') {
      out += '%';
      continue;
    }
    let width = widthText === '*' ? arg(spec) : widthText ? Number(widthText) : 0;
    let left = flags.includes('-');
    if (width < 0) {
      left = true;
      width = -width;
    }
    const prec = precText === undefined ? null : precText === '*' ? arg(spec) : precText === '' ? 0 : Number(precText);
    const long = size === 'l';
    let sign = '';
    let body: string;
    let prefix = '';
    let numeric = true;
    switch (conv) {
      case 'd':
      case 'i': {
        const raw = arg(spec);
        const v = long ? raw | 0 : (raw << 16) >> 16;
        sign = v < 0 ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
        body = digits(Math.abs(v).toString(10), prec);
        break;
      }
      case 'u':
      case 'o':
      case 'x':
      case 'X': {
        const raw = arg(spec);
        const v = long ? raw >>> 0 : raw & 0xffff;
        const radix = conv === 'u' ? 10 : conv === 'o' ? 8 : 16;
        body = digits(v.toString(radix), prec);
        if (conv === 'X') body = body.toUpperCase();
        if (flags.includes('#') && v !== 0) prefix = conv === 'o' ? '0' : conv === 'x' ? '0x' : conv === 'X' ? '0X' : '';
        break;
      }
      case 'c':
        body = String.fromCharCode(arg(spec) & 0xff);
        numeric = false;
        break;
      case 's': {
        const p = arg(spec);
        const s = p === 0 ? '(null)' : mem.str(p);
        body = prec !== null ? s.slice(0, prec) : s;
        numeric = false;
        break;
      }
      case 'p':
        body = (arg(spec) & 0xffff).toString(16).toUpperCase().padStart(4, '0');
        numeric = false;
        break;
      case 'n':
        mem.storeInt(arg(spec), out.length);
        continue;
      default: {
        const v = arg(spec);
        sign = v < 0 || Object.is(v, -0) ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
        body = floatBody(Math.abs(v), conv, prec ?? 6, flags.includes('#'));
      }
    }
    const len = sign.length + prefix.length + body.length;
    const pad = Math.max(0, width - len);
    if (left) out += sign + prefix + body + ' '.repeat(pad);
    else if (flags.includes('0') && numeric && (prec === null || 'feEgG'.includes(conv))) out += sign + prefix + '0'.repeat(pad) + body;
    else out += ' '.repeat(pad) + sign + prefix + body;
  }
  const rest = fmt.slice(last);
  const bad = /%[^%]*$/.exec(rest);
  if (bad && rest.includes('%')) throw new Error(`${call}("${fmt}"): "${bad[0]}" is not a conversion`);
  return out + rest;
}

function digits(s: string, prec: number | null): string {
  if (prec === null) return s;
  if (prec === 0 && s === '0') return '';
  return s.padStart(prec, '0');
}

function floatBody(v: number, conv: string, prec: number, alt: boolean): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? '+NAN' : '+INF';
  const exp = (s: string): string => s.replace(/e([+-])(\d)$/, 'e$10$2');
  switch (conv) {
    case 'f': {
      const s = v.toFixed(prec);
      return alt && prec === 0 ? `${s}.` : s;
    }
    case 'e':
    case 'E': {
      const s = exp(v.toExponential(prec));
      return conv === 'E' ? s.toUpperCase() : s;
    }
    default: {
      // %g: %e when the exponent is < -4 or ≥ the precision, else %f; trailing zeros go (unless #)
      const p = prec === 0 ? 1 : prec;
      const e = v === 0 ? 0 : Math.floor(Math.log10(Number(v.toExponential(p - 1))));
      let s = e < -4 || e >= p ? exp(v.toExponential(p - 1)) : v.toFixed(Math.max(0, p - 1 - e));
      if (!alt && s.includes('.')) s = s.replace(/(\.\d*?)0+(e.*)?$/, '$1$2').replace(/\.(e|$)/, '$1');
      return conv === 'G' ? s.toUpperCase() : s;
    }
  }
}
