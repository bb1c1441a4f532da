/**
 * stdio.h — the formatted-output subset ported programs use. Strings in a port are JS strings, so
 * `sprintf(buf, fmt, …)` returns the text and the port assigns it: `info_score = sprintf(…)`.
 *
 * Supported: %d %i (16-bit int: the argument is wrapped as TC's small model passes it), %u, %x %X,
 * %c, %s, %%; flags '-', '0', '+', ' '; a width (digits or '*'); a precision on %s. Anything else
 * throws, naming the directive: a port must not silently print something the original did not.
 */
import { int16, uint16 } from './int.ts';

/**
 * The variable arguments of one call, read in order. A class rather than closures in sprintf: a
 * bundle that keeps function names renames every closure on each call (DisplayScore's hot path).
 */
class VarArgs {
  private next = 0;

  constructor(
    private readonly format: string,
    private readonly args: readonly (number | string)[],
  ) {}

  take(spec: string): number | string {
    if (this.next >= this.args.length) throw new Error(`sprintf("${this.format}"): no argument for ${spec}`);
    return this.args[this.next++]!;
  }

  num(spec: string): number {
    const v = this.take(spec);
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`sprintf("${this.format}"): ${spec} given ${JSON.stringify(v)}`);
    return Math.trunc(v);
  }
}

/** int sprintf(char *buffer, const char *format, ...) — returns what C writes into buffer. */
export function sprintf(format: string, ...args: (number | string)[]): string {
  let out = '';
  const va = new VarArgs(format, args);
  const re = /%([-+ 0]*)(\*|\d+)?(?:\.(\d+))?([a-zA-Z%])/g;
  let last = 0;
  for (let m = re.exec(format); m !== null; m = re.exec(format)) {
    out += format.slice(last, m.index);
    last = re.lastIndex;
    const [spec, flags = '', widthText, precText, conv] = m;
    if (conv === '%') {
      out += '%';
      continue;
    }
    const width = widthText === '*' ? va.num(spec) : widthText ? Number(widthText) : 0;
    let body: string;
    let sign = '';
    switch (conv) {
      case 'd':
      case 'i': {
        const v = int16(va.num(spec));
        sign = v < 0 ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
        body = String(Math.abs(v));
        break;
      }
      case 'u':
        body = String(uint16(va.num(spec)));
        break;
      case 'x':
        body = uint16(va.num(spec)).toString(16);
        break;
      case 'X':
        body = uint16(va.num(spec)).toString(16).toUpperCase();
        break;
      case 'c':
        body = String.fromCharCode(va.num(spec) & 0xff);
        break;
      case 's': {
        const v = va.take(spec);
        if (typeof v !== 'string') throw new Error(`sprintf("${format}"): ${spec} given ${JSON.stringify(v)}`);
        body = precText !== undefined ? v.slice(0, Number(precText)) : v;
        break;
      }
      default:
        throw new Error(`sprintf("${format}"): ${spec} is not supported`);
    }
    const pad = Math.max(0, width - sign.length - body.length);
    if (flags.includes('-')) out += sign + body + ' '.repeat(pad);
    else if (flags.includes('0') && conv !== 's' && conv !== 'c') out += sign + '0'.repeat(pad) + body;
    else out += ' '.repeat(pad) + sign + body;
  }
  return out + format.slice(last);
}
