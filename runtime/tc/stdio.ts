/**
 * stdio.h — the formatted-output subset ported programs use. Strings in a port are JS strings, so
 * `sprintf(buf, fmt, …)` returns the text and the port assigns it: `info_score = sprintf(…)`.
 *
 * Supported: %d %i (16-bit int: the argument is wrapped as TC's small model passes it), %u, %x %X,
 * %c, %s, %%; flags '-', '0', '+', ' '; a width (digits or '*'); a precision on %s. Anything else
 * throws, naming the directive: a port must not silently print something the original did not.
 */
import { textConsole } from '../hw/textmode.ts';
import { machine, type Machine } from '../machine.ts';
import { int16, uint16 } from './int.ts';
import { putText, stream as checkStream, type FILE } from './stdio-file.ts';

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

// ---- files on the C: drive: stdio-file.ts ----------------------------------------------------------

export * from './stdio-file.ts';

/**
 * int fprintf(FILE *stream, const char *format, ...) — formats as sprintf; returns the characters
 * formatted, also when the stream takes none (libcheck SF1 128: fprintf of 7 characters on an "r"
 * stream is 7, its error flag set; ferror tells).
 */
export function fprintf(stream: FILE | null, format: string, ...args: (number | string)[]): number {
  const f = checkStream('fprintf', stream);
  const s = sprintf(format, ...args);
  putText('fprintf', f, s);
  return s.length;
}

// ---- stdout: printf, puts, putchar ----------------------------------------------------------------
//
// stdout is a text stream on DOS's CON device: each '\n' goes out as CR LF, DOS hands the bytes to
// the BIOS teletype, and that writes each character into the cell at the cursor keeping the
// cell's attribute (TEXTM 1: printf's line is LIGHTGRAY on BLACK whatever textcolor says). In
// a graphics mode the teletype draws into the picture. The bytes are written at once (whether TC
// buffers a line first is not visible in any capture).

/** Write `s` to stdout: '\n' → CR LF, through DOS to the BIOS teletype. */
function writeStdout(m: Machine, call: string, s: string): void {
  const con = textConsole(m.vga);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase()} at index ${i} is not a byte`);
  }
  con.print(s.replace(/\n/g, '\r\n'));
}

/** int printf(const char *format, ...) — formats as sprintf does, to stdout; returns the characters formatted. */
export function printf(format: string, ...args: (number | string)[]): number {
  const m = machine();
  if (m.tracing) m.trace(`printf(${JSON.stringify(format)}${args.map((a) => `,${JSON.stringify(a)}`).join('')})`);
  const s = sprintf(format, ...args);
  writeStdout(m, 'printf', s);
  return s.length;
}

/** int puts(const char *s) — s and a newline to stdout; returns the newline (TC 2.0 returns the last character written). */
export function puts(s: string): number {
  const m = machine();
  if (m.tracing) m.trace(`puts(${JSON.stringify(s)})`);
  writeStdout(m, 'puts', `${s}\n`);
  return 0x0a;
}

/** int putchar(int c) — one character to stdout; returns it. */
export function putchar(c: number): number {
  const m = machine();
  if (m.tracing) m.traceCall('putchar', c);
  if (!Number.isInteger(c)) throw new Error(`putchar(${c}): c must be an int`);
  writeStdout(m, 'putchar', String.fromCharCode(c & 0xff));
  return c & 0xff;
}
