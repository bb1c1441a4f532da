/**
 * stdio.h's file streams on the machine's C: drive (runtime/dos/drive.ts), with Turbo C 2.0's
 * semantics:
 * - `fopen` modes r, w, a, each with an optional '+' and 't' or 'b' in either order ("rb+",
 *   "r+b"); text is the default (_fmode = O_TEXT). A text stream writes '\n' as CR LF and reads
 *   CR LF as '\n' (a CR not followed by LF stays); a Ctrl-Z (1Ah) ends a text read where it
 *   stands: the stream sits on it and keeps reading EOF. Binary streams pass every byte.
 * - A stream works on its own copy of the file (TC's is a 512-byte buffer) and hands it to DOS on
 *   `fflush`, `fclose` and at the program's normal end (TC's exit flushes every stream; a crashed
 *   program's unflushed data is lost, as on DOS). "w" and "a" create the file at `fopen`.
 * - At most 20 streams, of which stdin, stdout, stderr, stdaux and stdprn take 5: the 16th open
 *   stream is NULL with errno EMFILE (TC 2.0's _NFILE).
 * - Positions are byte offsets in the file (ftell in a text stream counts the CR of each CR LF).
 *
 * Port conventions: a FILE* is a `FILE` (NULL is `null`); strings are JS strings of bytes 0–255;
 * `fgets(buf, n, f)` is `fgets(n, f)` returning the text (or null); `fscanf` stores through
 * `ref()`s (runtime/tc/ptr.ts); `fread`/`fwrite` take a Uint8Array or any typed view (an int array
 * as Int16Array; a struct as a Uint8Array over its bytes, read with a DataView little-endian,
 * laid out as TC lays it out: no padding, int 2 bytes, long 4, float 4).
 */
import { ATTR_READONLY, DOSERR_ACCESS_DENIED, DOSERR_FILE_NOT_FOUND, DosDrive, DosError, driveOf } from '../dos/drive.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey } from '../process.ts';
import { dosFailed, EINVAL, EMFILE, libFailed } from './errno.ts';
import type { Ref } from './ptr.ts';

export const EOF = -1;
export const SEEK_SET = 0;
export const SEEK_CUR = 1;
export const SEEK_END = 2;
/** TC 2.0's stream table: 20 entries, the first 5 are the standard streams. */
export const FOPEN_MAX = 20;
const STANDARD_STREAMS = 5;

const CR = 0x0d;
const LF = 0x0a;
const CTRL_Z = 0x1a;

/** A FILE opened by fopen. */
export class FILE {
  /** The file's bytes as this stream sees them (capacity grows by doubling). */
  private data: Uint8Array;
  private size: number;
  /** Byte offset of the next read or write. */
  pos = 0;
  /** A character pushed back by ungetc (or fscanf's look-ahead), EOF when none. */
  held = EOF;
  eof = false;
  error = false;
  closed = false;
  private dirty = false;

  constructor(
    /** The DOS name. */
    readonly name: string,
    readonly text: boolean,
    readonly canRead: boolean,
    readonly canWrite: boolean,
    readonly append: boolean,
    initial: Uint8Array,
    private readonly drive: DosDrive,
  ) {
    this.data = new Uint8Array(Math.max(64, initial.length));
    this.data.set(initial);
    this.size = initial.length;
  }

  get length(): number {
    return this.size;
  }

  /** The next raw byte, or EOF at the end (sets the eof flag). */
  private rawByte(): number {
    if (this.pos >= this.size) {
      this.eof = true;
      return EOF;
    }
    return this.data[this.pos++]!;
  }

  /** One character as C reads it: CR LF → LF and Ctrl-Z ends the file in a text stream. */
  getc(): number {
    if (!this.canRead) {
      this.error = true;
      return EOF;
    }
    if (this.held !== EOF) {
      const h = this.held;
      this.held = EOF;
      return h;
    }
    if (!this.text) return this.rawByte();
    const c = this.rawByte();
    if (c === CTRL_Z) {
      this.pos--; // TC's read() stops at the ^Z and leaves the file there: every later read is EOF too
      this.eof = true;
      return EOF;
    }
    if (c === CR && this.pos < this.size && this.data[this.pos] === LF) return this.data[this.pos++]!;
    return c;
  }

  /** Push `c` back: the next getc returns it (EOF pushes nothing). */
  unget(c: number): void {
    if (c !== EOF) this.held = c & 0xff;
  }

  /** Move to byte offset `to`, dropping a pushed-back character and the end-of-file flag. */
  seek(to: number): void {
    this.pos = to;
    this.held = EOF;
    this.eof = false;
  }

  /** The offset ftell reports: a pushed-back character counts as not yet read. */
  tell(): number {
    return this.held === EOF ? this.pos : Math.max(0, this.pos - 1);
  }

  /** Write one character (LF → CR LF in a text stream); returns it, or EOF on a read-only stream. */
  putc(c: number): number {
    if (!this.canWrite) {
      this.error = true;
      return EOF;
    }
    const b = c & 0xff;
    if (this.held !== EOF) this.seek(this.tell()); // a write drops the pushed-back character
    if (this.append) this.pos = this.size;
    if (this.text && b === LF) this.rawPut(CR);
    this.rawPut(b);
    return b;
  }

  private rawPut(b: number): void {
    if (this.pos >= this.data.length) {
      const grown = new Uint8Array(Math.max(this.data.length * 2, this.pos + 1));
      grown.set(this.data.subarray(0, this.size));
      this.data = grown;
    }
    if (this.pos > this.size) this.data.fill(0, this.size, this.pos); // a write past the end: the gap reads as zeros
    this.data[this.pos++] = b;
    if (this.pos > this.size) this.size = this.pos;
    this.dirty = true;
  }

  /** Hand the stream's bytes to DOS. Returns 0, or EOF (errno set) when DOS refuses. */
  flush(): number {
    if (!this.dirty) return 0;
    try {
      this.drive.write(this.name, this.data.subarray(0, this.size));
    } catch (e) {
      if (!(e instanceof DosError)) throw e;
      this.error = true;
      dosFailed(e.code);
      return EOF;
    }
    this.dirty = false;
    return 0;
  }
}

/** The program's open streams (TC's _streams[]). */
const STREAMS = /* @__PURE__ */ processKey<{ open: Set<FILE>; flushAtExit: boolean }>('stdio.h streams', () => ({ open: new Set(), flushAtExit: false }));

/** TC's exit() flushes and closes every stream: arrange it once per run. */
function flushAtExit(m: Machine, streams: { open: Set<FILE>; flushAtExit: boolean }): void {
  if (streams.flushAtExit) return;
  streams.flushAtExit = true;
  const offExit = m.on('exit', () => {
    offExit();
    offCrash();
    for (const f of streams.open) f.flush();
    streams.open.clear();
  });
  const offCrash = m.on('crash', () => {
    offExit();
    offCrash();
  });
}

/** The stream argument of `call`, checked: a C program passes an open FILE*. */
export function stream(call: string, f: FILE | null): FILE {
  if (!(f instanceof FILE)) throw new Error(`${call}: stream is ${f === null ? 'NULL' : `not a FILE* (${typeof f})`}`);
  if (f.closed) throw new Error(`${call}: stream ${f.name} is used after fclose`);
  return f;
}

function str(call: string, what: string, s: unknown): string {
  if (typeof s !== 'string') throw new Error(`${call}: ${what} must be a string (char *), got ${s === null ? 'NULL' : typeof s}`);
  return s;
}

function integer(call: string, what: string, n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Error(`${call}: ${what} must be an integer, got ${String(n)}`);
  return n;
}

/** Run a DOS call: a DosError becomes errno and `failed` is returned. */
function dos<T, F>(fn: () => T, failed: F): T | F {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    dosFailed(e.code);
    return failed;
  }
}

/**
 * FILE *fopen(const char *filename, const char *mode) — NULL with errno set when DOS refuses:
 * ENOENT for "r" of a missing file, EACCES for writing a read-only one, EMFILE past 15 streams;
 * a mode TC does not know is NULL with EINVAL (not measured).
 */
export function fopen(filename: string, mode: string): FILE | null {
  const m = machine();
  if (m.tracing) m.trace(`fopen(${JSON.stringify(filename)},${JSON.stringify(mode)})`);
  str('fopen', 'filename', filename);
  str('fopen', 'mode', mode);
  const parsed = /^([rwa])(\+?)([tb]?)(\+?)$/.exec(mode);
  if (!parsed || (parsed[2] && parsed[4])) {
    libFailed(EINVAL);
    return null;
  }
  const [, kind, plus1, tb, plus2] = parsed;
  const plus = plus1 !== '' || plus2 !== '';
  const streams = m.process.local(STREAMS);
  if (streams.open.size >= FOPEN_MAX - STANDARD_STREAMS) {
    libFailed(EMFILE);
    return null;
  }
  const drive = driveOf(m);
  const f = dos(() => {
    const name = DosDrive.canonical(filename);
    const old = drive.stat(name);
    if (kind === 'r' && !old) throw new DosError(DOSERR_FILE_NOT_FOUND, `${name}: no such file`);
    if (old && old.attr & ATTR_READONLY && (kind !== 'r' || plus)) throw new DosError(DOSERR_ACCESS_DENIED, `${name} is read-only`);
    if (kind === 'w' || !old) drive.write(name, new Uint8Array(0)); // DOS creates (or truncates) it at once
    const bytes = kind === 'w' ? new Uint8Array(0) : drive.read(name)!;
    return new FILE(name, tb !== 'b', kind === 'r' || plus, kind !== 'r' || plus, kind === 'a', bytes, drive);
  }, null);
  if (!f) return null;
  streams.open.add(f);
  flushAtExit(m, streams);
  return f;
}

/** int fclose(FILE *stream) — flushes, then closes; 0, or EOF when the data could not be written. */
export function fclose(f: FILE | null): number {
  const s = stream('fclose', f);
  const r = s.flush();
  s.closed = true;
  machine().process.local(STREAMS).open.delete(s);
  return r;
}

/** int fflush(FILE *stream) — 0, or EOF (errno set) when DOS refuses the data. */
export function fflush(f: FILE | null): number {
  return stream('fflush', f).flush();
}

/** int fgetc(FILE *stream) — the next character, 0..255, or EOF (−1). */
export function fgetc(f: FILE | null): number {
  return stream('fgetc', f).getc();
}

/** int getc(FILE *stream) — a macro for fgetc in TC. */
export function getc(f: FILE | null): number {
  return stream('getc', f).getc();
}

/** int fputc(int c, FILE *stream) — writes (unsigned char)c; returns it, or EOF. */
export function fputc(c: number, f: FILE | null): number {
  return stream('fputc', f).putc(integer('fputc', 'c', c));
}

/** int putc(int c, FILE *stream) — a macro for fputc in TC. */
export function putc(c: number, f: FILE | null): number {
  return stream('putc', f).putc(integer('putc', 'c', c));
}

/** int ungetc(int c, FILE *stream) — pushes (unsigned char)c back, one character deep; returns it, or EOF for EOF. */
export function ungetc(c: number, f: FILE | null): number {
  const s = stream('ungetc', f);
  if (integer('ungetc', 'c', c) === EOF) return EOF;
  s.unget(c);
  s.eof = false;
  return c & 0xff;
}

/** Write the bytes of `text` (each char a byte); returns the last byte written, or EOF. */
export function putText(call: string, s: FILE, text: string): number {
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase()} written to ${s.name} is not a byte`);
    if ((last = s.putc(c)) === EOF) return EOF;
  }
  return last;
}

/** int fputs(const char *s, FILE *stream) — returns the last character written (0 for ""), or EOF. */
export function fputs(text: string, f: FILE | null): number {
  return putText('fputs', stream('fputs', f), str('fputs', 's', text));
}

/**
 * char *fgets(char *s, int n, FILE *stream) — port form `fgets(n, stream)`: up to n−1
 * characters, through the first '\n' (kept); null at end of file before any character.
 */
export function fgets(n: number, f: FILE | null): string | null {
  const s = stream('fgets', f);
  integer('fgets', 'n', n);
  let out = '';
  while (out.length < n - 1) {
    const c = s.getc();
    if (c === EOF) break;
    out += String.fromCharCode(c);
    if (c === LF) break;
  }
  return out === '' && n > 1 ? null : out;
}

/** The bytes of a typed view (its own window of its buffer). */
function bytesOf(call: string, ptr: unknown): Uint8Array {
  if (!ArrayBuffer.isView(ptr)) throw new Error(`${call}: ptr must be a Uint8Array or a typed view, got ${ptr === null ? 'NULL' : typeof ptr}`);
  return new Uint8Array(ptr.buffer, ptr.byteOffset, ptr.byteLength);
}

/** size·n checked against the buffer: C would run past the end of the array. */
function span(call: string, ptr: Uint8Array, size: number, n: number): number {
  integer(call, 'size', size);
  integer(call, 'n', n);
  if (size < 0 || n < 0) throw new Error(`${call}: size and n are unsigned, got ${size} and ${n}`);
  if (size * n > ptr.length) throw new Error(`${call}: ${size}×${n} bytes do not fit the ${ptr.length}-byte buffer`);
  return size * n;
}

/** size_t fread(void *ptr, size_t size, size_t n, FILE *stream) — the whole items read. */
export function fread(ptr: ArrayBufferView, size: number, n: number, f: FILE | null): number {
  const s = stream('fread', f);
  const buf = bytesOf('fread', ptr);
  const total = span('fread', buf, size, n);
  let got = 0;
  for (; got < total; got++) {
    const c = s.getc();
    if (c === EOF) break;
    buf[got] = c;
  }
  return size === 0 ? 0 : Math.floor(got / size);
}

/** size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream) — the whole items written. */
export function fwrite(ptr: ArrayBufferView, size: number, n: number, f: FILE | null): number {
  const s = stream('fwrite', f);
  const buf = bytesOf('fwrite', ptr);
  const total = span('fwrite', buf, size, n);
  let put = 0;
  for (; put < total; put++) if (s.putc(buf[put]!) === EOF) break;
  return size === 0 ? 0 : Math.floor(put / size);
}

/**
 * int fseek(FILE *stream, long offset, int whence) — 0, or −1 with errno EINVAL for a position
 * before the start or an unknown whence (not measured). Clears the end-of-file flag.
 */
export function fseek(f: FILE | null, offset: number, whence: number): number {
  const s = stream('fseek', f);
  integer('fseek', 'offset', offset);
  const base = whence === SEEK_SET ? 0 : whence === SEEK_CUR ? s.tell() : whence === SEEK_END ? s.length : NaN;
  const to = base + offset;
  if (!(to >= 0)) return libFailed(EINVAL);
  s.seek(to);
  return 0;
}

/** long ftell(FILE *stream) — the byte offset in the file. */
export function ftell(f: FILE | null): number {
  return stream('ftell', f).tell();
}

/** void rewind(FILE *stream) — to the start, both flags cleared. */
export function rewind(f: FILE | null): void {
  const s = stream('rewind', f);
  s.seek(0);
  s.error = false;
}

/** int feof(FILE *stream) — nonzero once a read met the end of the file. */
export function feof(f: FILE | null): number {
  return stream('feof', f).eof ? 0x20 : 0; // TC's macro: (fp)->flags & _F_EOF
}

/** int ferror(FILE *stream) — nonzero after a failed read or write. */
export function ferror(f: FILE | null): number {
  return stream('ferror', f).error ? 0x10 : 0; // (fp)->flags & _F_ERR
}

/** void clearerr(FILE *stream) */
export function clearerr(f: FILE | null): void {
  const s = stream('clearerr', f);
  s.eof = s.error = false;
}

/** int remove(const char *filename) — 0, or −1 with errno ENOENT (missing) or EACCES (read-only). */
export function remove(filename: string): number {
  const m = machine();
  if (m.tracing) m.trace(`remove(${JSON.stringify(filename)})`);
  const name = str('remove', 'filename', filename);
  return dos(() => (driveOf(m).remove(name), 0), -1);
}

/** int rename(const char *oldname, const char *newname) — −1 with ENOENT (no old) or EACCES (new exists). */
export function rename(oldname: string, newname: string): number {
  const m = machine();
  if (m.tracing) m.trace(`rename(${JSON.stringify(oldname)},${JSON.stringify(newname)})`);
  const from = str('rename', 'oldname', oldname);
  const to = str('rename', 'newname', newname);
  return dos(() => (driveOf(m).rename(from, to), 0), -1);
}

// ---- fscanf ----------------------------------------------------------------------------------------

const isSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** Skip white space; returns the first other character (already read) or EOF. */
function skipSpace(s: FILE): number {
  let c = s.getc();
  while (c !== EOF && isSpace(c)) c = s.getc();
  return c;
}

/** Read up to `width` characters of an integer in `radix` (0: C's 0x and 0 prefixes decide). */
function scanInteger(s: FILE, width: number, radix: number): number | null {
  let c = skipSpace(s);
  let text = '';
  const at = (re: RegExp): boolean => c !== EOF && text.length < width && re.test(String.fromCharCode(c));
  const take = (): void => {
    text += String.fromCharCode(c);
    c = s.getc();
  };
  if (at(/[-+]/)) take();
  if ((radix === 0 || radix === 16) && at(/0/)) {
    take();
    if (at(/[xX]/)) {
      take();
      radix = 16;
    } else if (radix === 0) {
      radix = 8;
    }
  }
  if (radix === 0) radix = 10;
  const digits = radix === 16 ? /[0-9a-fA-F]/ : radix === 8 ? /[0-7]/ : /[0-9]/;
  while (at(digits)) take();
  s.unget(c);
  const body = text.replace(/^[-+]/, '').replace(/^0[xX]/, '');
  if (!/[0-9a-fA-F]/.test(text)) return null;
  return parseInt(body || '0', radix) * (text.startsWith('-') ? -1 : 1); // the caller wraps it to the target's size
}

/** A float as TC's scanf accepts it: sign, digits, '.', digits, e±digits. */
function scanFloat(s: FILE, width: number): number | null {
  let c = skipSpace(s);
  let text = '';
  const ok = (re: RegExp): boolean => c !== EOF && text.length < width && re.test(String.fromCharCode(c));
  const take = (): void => {
    text += String.fromCharCode(c);
    c = s.getc();
  };
  if (ok(/[-+]/)) take();
  while (ok(/\d/)) take();
  if (ok(/\./)) take();
  while (ok(/\d/)) take();
  if (/\d/.test(text) && ok(/[eE]/)) {
    take();
    if (ok(/[-+]/)) take();
    while (ok(/\d/)) take();
  }
  s.unget(c);
  return /\d/.test(text) ? parseFloat(text) : null;
}

const wrap16 = (v: number): number => ((v & 0xffff) << 16) >> 16;
const wrapU16 = (v: number): number => v & 0xffff;
const wrap32 = (v: number): number => v | 0;

/**
 * int fscanf(FILE *stream, const char *format, ...) — stores through `ref()`s where C passes
 * pointers; returns the number of fields stored, or EOF when the input ended before the first.
 * Conversions: %d %i %u %x %o %c %s %f %e %g with widths, 'l' (long: 32 bits; %lf double),
 * 'h', '*' (skip); %d/%u/%x store an int wrapped to 16 bits as TC's small model does; %f stores
 * a float (rounded to single precision). White space in the format skips white space; other
 * characters must match. Anything else (%[, %n, %p) throws, naming the directive.
 */
export function fscanf(f: FILE | null, format: string, ...refs: Ref<number | string>[]): number {
  const s = stream('fscanf', f);
  str('fscanf', 'format', format);
  let stored = 0;
  let next = 0;
  let sawInput = false;
  const out = (spec: string, v: number | string): void => {
    const r = refs[next++];
    if (!r || typeof r !== 'object' || !('value' in r)) throw new Error(`fscanf("${format}"): no ref() for ${spec}`);
    r.value = v;
    stored++;
  };
  for (let i = 0; i < format.length; i++) {
    const fc = format.charCodeAt(i);
    if (isSpace(fc)) {
      s.unget(skipSpace(s));
      continue;
    }
    if (fc !== 0x25 || format[i + 1] === '%') {
      if (fc === 0x25) i++;
      const c = s.getc();
      if (c !== fc) {
        s.unget(c);
        return c === EOF && !sawInput ? EOF : stored;
      }
      sawInput = true;
      continue;
    }
    const d = /^%(\*?)(\d*)([hlL]?)([a-zA-Z[])/.exec(format.slice(i));
    if (!d) throw new Error(`fscanf("${format}"): a bad directive at ${i}`);
    i += d[0].length - 1;
    const [spec, skip, widthText, size, conv] = d;
    const width = widthText ? Number(widthText) : Infinity;
    let v: number | string | null;
    switch (conv) {
      case 'd':
      case 'i':
      case 'u':
      case 'x':
      case 'X':
      case 'o': {
        const radix = conv === 'i' ? 0 : conv === 'o' ? 8 : conv === 'x' || conv === 'X' ? 16 : 10;
        const n = scanInteger(s, width, radix);
        v = n === null ? null : size === 'l' ? wrap32(n) : conv === 'u' || conv === 'x' || conv === 'X' || conv === 'o' ? wrapU16(n) : wrap16(n);
        break;
      }
      case 'f':
      case 'e':
      case 'g': {
        const x = scanFloat(s, width);
        v = x === null ? null : size === 'l' ? x : Math.fround(x);
        break;
      }
      case 'c': {
        let t = '';
        for (let k = 0; k < (widthText ? width : 1); k++) {
          const c = s.getc();
          if (c === EOF) break;
          t += String.fromCharCode(c);
        }
        v = t === '' ? null : t;
        break;
      }
      case 's': {
        let c = skipSpace(s);
        let t = '';
        while (c !== EOF && !isSpace(c) && t.length < width) {
          t += String.fromCharCode(c);
          c = s.getc();
        }
        s.unget(c);
        v = t === '' ? null : t;
        break;
      }
      default:
        throw new Error(`fscanf("${format}"): ${spec} is not supported`);
    }
    if (v === null) return !sawInput && s.eof ? EOF : stored;
    sawInput = true;
    if (!skip) out(spec, v);
  }
  return stored;
}
