/**
 * The rest of stdio.h's file calls (and errno.h, io.h) for compiled programs: fscanf and sscanf
 * storing through the program's pointers, fread/fwrite over the data segment's bytes, positions
 * (fseek, ftell, rewind), getc/putc/ungetc, rename/unlink/access, and `errno` itself. Each is the
 * runtime/tc call a port makes; this file only adapts C's pointers at the boundary.
 */
import * as errnoH from '../../runtime/tc/errno.ts';
import * as io from '../../runtime/tc/io.ts';
import type { CharsRef } from '../../runtime/tc/stdio-scan.ts';
import * as stdio from '../../runtime/tc/stdio.ts';
import type { DosDrive } from '../../runtime/dos/drive.ts';
import type { DataSegment } from './memory.ts';
import { mirroredInt } from './library-data.ts';
import { done, type Blocking } from '../../runtime/process.ts';
import { ConsoleFILE } from '../../runtime/tc/stdio-console.ts';
import { formattedCount, ListedArgs, type FormatArgs } from './format.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

/** The names bound here (a program calling them links). */
export const STDIO_NAMES = [
  'fscanf', 'sscanf', 'fread', 'fwrite', 'fseek', 'ftell', 'rewind', 'ferror', 'clearerr', 'getc', 'putc', 'ungetc',
  'rename', 'unlink', 'access', '_errnop', 'vprintf', 'vsprintf', 'vfprintf', 'scanf', 'getchar', 'fgetchar', 'gets',
  'fgetc', 'fgets', 'fputchar', 'perror', '_strerror', 'getw', 'putw', 'vscanf', 'vsscanf', 'vfscanf',
] as const;

/** The calls that can read stdin, so wait for a line typed at the keyboard. */
export const STDIO_BLOCKING = ['scanf', 'getchar', 'fgetchar', 'gets', 'fgetc', 'getc', 'fgets', 'fscanf', 'fread', 'vscanf', 'vfscanf'] as const;

/**
 * Run a read on `f`: on a file at once; on stdin again after each line typed, for as long as it
 * runs out of what was typed (the console's `starved`), from where it started.
 */
function reading<T>(f: stdio.FILE, attempt: () => T): Blocking<T> {
  return f instanceof ConsoleFILE ? readingConsole(f, attempt) : done(attempt());
}

function* readingConsole<T>(f: ConsoleFILE, attempt: () => T): Blocking<T> {
  for (;;) {
    const before = f.snapshot();
    const r = attempt();
    if (!f.starved) {
      f.reportLevel();
      return r;
    }
    f.restore(before);
    yield* f.readLine();
  }
}

/**
 * What a scan has stored so far: a scanf on the console runs again from its start after each line
 * typed (reading), and TC stores each character and field once, so a run stores only past what an
 * earlier run stored (textgen15 LG00069: a %[^,] past its array over the tick handler's key
 * pointer, which the handler then moves on while the next line is typed).
 */
interface StoredOnce {
  /** Per target, the characters of its field stored (at 0 up to this). */
  readonly chars: number[];
  /** The targets whose field was stored whole. */
  readonly fields: Set<number>;
}

const storedOnce = (): StoredOnce => ({ chars: [], fields: new Set() });

/** cscanf's scan of the characters it read, its stores through the program's pointers. */
export interface StdioScanText {
  readonly scanText: (text: string, fmt: number, ptrs: number[]) => number;
}

/** How one scanf conversion stores what it read: the directive's letter and size prefix. */
type Store = 'int' | 'unsigned' | 'long' | 'float' | 'double' | 'long double' | 'chars' | 'string';

/** The stores of `format`'s conversions that assign (a `%*d` reads and stores nothing), in order. */
export function scanStores(format: string): Store[] {
  return scanDirectives(format).map((d) => d.store);
}

/** The stores of `format` and whether each one's pointer is far (F: offset and segment, two words). */
function scanDirectives(format: string): { store: Store; far: boolean }[] {
  const out: { store: Store; far: boolean }[] = [];
  const directive = /%(\*?)\d*([FN]?)([hlL]?)([a-zA-Z%[])/g;
  for (let d = directive.exec(format); d; d = directive.exec(format)) {
    const [, skip, pointer, size, conv] = d;
    if (conv === '%' || skip) continue;
    const push = (store: Store): number => out.push({ store, far: pointer === 'F' });
    // %D %O %U %I %X are long (textgen9: "%X" of "0" stores 0 in two ints, "%hX" too)
    if ('DOUIX'.includes(conv!)) push('long');
    else if (conv === '[') push('string');
    else if ('din'.includes(conv!)) push(size === 'l' ? 'long' : 'int');
    else if ('uxXop'.includes(conv!)) push(size === 'l' ? 'long' : 'unsigned');
    else if ('feEgG'.includes(conv!)) push(size === 'l' ? 'double' : size === 'L' ? 'long double' : 'float');
    else if (conv === 'c') push('chars');
    else if (conv === 's') push('string');
    else break; // a conversion TC does not know ends the scan (runtime/tc/stdio-scan.ts): nothing after it is stored
  }
  return out;
}

/**
 * sscanf reads a string as fscanf reads a stream: a read-only binary FILE over the string's bytes
 * (never flushed, so no drive is needed), which ends where the string does.
 */
/**
 * sscanf's string where the program has it: TC's scanner reads each character from memory when a
 * field asks for it, stops at the NUL, and gives its look-ahead back by stepping back, to read it
 * from memory again (probe SW2: sscanf(s, "%5s", s + 1) of "abcdefgh" stores "aaaaa"; "%d %d" of
 * "9 8" into s + 2 reads its own 9's high byte 00h as the end).
 */
class MemoryString extends stdio.FILE {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly at: number,
  ) {
    super('(sscanf string)', false, true, false, false, new Uint8Array(0), null as unknown as DosDrive);
    this.ofString = true;
  }

  override getc(): number {
    const c = this.bytes[this.at + this.pos] ?? 0;
    if (c === 0) {
      this.eof = true;
      return stdio.EOF;
    }
    this.pos++;
    return c;
  }

  override unget(c: number): void {
    if (c !== stdio.EOF) this.pos--;
  }
}

export function stringStream(s: string): stdio.FILE {
  const bytes = Uint8Array.from(s, (c) => c.charCodeAt(0));
  const f = new stdio.FILE('(sscanf string)', false, true, false, false, bytes, null as unknown as DosDrive);
  f.ofString = true;
  return f;
}

export function stdioBindings(
  D: DataSegment,
  file: (p: number, call: string) => stdio.FILE,
  format: (fmt: number, args: FormatArgs, call: string) => string,
  out: (s: string) => void,
  standard: (n: number) => stdio.FILE,
  /** stdin, stdout, stderr… by number, as the program has them now (freopen may have moved one to a file). */
  stdStream: (n: number) => stdio.FILE,
  /** What a float conversion does when the program has no float formats linked (null: they are). */
  scanFloatsMissing: (() => never) | null,
): Record<(typeof STDIO_NAMES)[number], Binding> & StdioScanText {
  const b = D.bytes, dv = D.dv;
  /** Run a scanf over `f`, then store what each assigned conversion read through its pointer. */
  const scan = (call: string, f: stdio.FILE, fmt: number, ptrs: number[], kept: StoredOnce = storedOnce()): number => {
    const format = D.str(fmt);
    // TC calls the missing __ScanTodVector at the conversion (a %*f too); the input read before it is not modelled
    if (scanFloatsMissing && /%\*?\d*[hlLNF]*[eEfgG]/.test(format.replace(/%%/g, ''))) scanFloatsMissing();
    const directives = scanDirectives(format);
    const stores = directives.map((d) => d.store);
    // more conversions than pointers: TC takes the words above its arguments, the caller's stack
    // (corpus C1648: 8 conversions, 7 pointers, the eighth main's saved SI)
    if (ptrs.length < stores.length) ptrs = [...ptrs, ...stores.slice(ptrs.length).map((_, j) => dv.getUint16((D.sp() + 2 * j) & 0xfffe, true))];
    // a far pointer (%Fs): its offset, the segment being the data segment's in the programs seen (textgen11)
    ptrs = ptrs.map((p, i) => (directives[i]?.far ? p & 0xffff : p));
    /** A field's value stored through its pointer at the field's end, as TC's scanner does before it reads on (probe SW2). */
    const store = (i: number, v: number | string): void => {
      if (kept.fields.has(i)) return;
      kept.fields.add(i);
      const p = ptrs[i]!;
      switch (stores[i]!) {
        case 'int':
        case 'unsigned':
          D.range(call, p, 2);
          dv.setUint16(p, (v as number) & 0xffff, true);
          break;
        case 'long':
          D.range(call, p, 4);
          dv.setInt32(p, v as number, true);
          break;
        case 'float':
          D.range(call, p, 4);
          dv.setFloat32(p, v as number, true);
          break;
        case 'double':
          D.range(call, p, 8);
          dv.setFloat64(p, v as number, true);
          break;
        case 'long double': // the double read, as DOSBox's FPU stores it (probe LD: "0.1" is …CCCCCCCCD000)
          D.range(call, p, 10);
          D.st80(p, v as number);
          break;
        case 'chars': {
          const t = v as string; // %c stores its characters without a terminator
          D.range(call, p, t.length);
          for (let k = 0; k < t.length; k++) b[p + k] = t.charCodeAt(k);
          break;
        }
        case 'string':
          D.writeStr(p, v as string);
      }
    };
    // every conversion that stores (%n and an empty %[ too, which the count leaves out), each
    // character of a field where its pointer points as the field reads it (probe SW2)
    const refs = stores.map((_, i): CharsRef => ({
      get value(): number {
        return 0;
      },
      set value(v: number | string) {
        store(i, v);
      },
      put: (at: number, c: number): void => {
        if (at < (kept.chars[i] ?? 0)) return;
        kept.chars[i] = at + 1;
        D.range(call, ptrs[i]! + at, 1);
        b[ptrs[i]! + at] = c;
      },
    }));
    const n = stdio.fscanf(f, () => D.str(fmt), ...refs);
    return n;
  };
  const bytesAt = (call: string, p: number, size: number, n: number): Uint8Array => {
    D.range(call, p, size * n);
    return b.subarray(p, p + size * n);
  };
  /** errno.h's `errno`, read as `*_errnop()` (front/headers.ts LIBRARY_CELLS): the library's errno as an int in the data segment. */
  const errnoInt = mirroredInt(D, 'errno', { get: errnoH.errno, set: errnoH.setErrno, sets: errnoH.errnoSets });
  const syncErrno = errnoInt.value;
  /** The words a va_list holds for a scanf format's pointers: a near pointer a word, a far one two. */
  const listedPointers = (ap: number, fmt: number): number[] => {
    const format = D.str(fmt);
    const n = Math.min(2 * (format.match(/%/g) ?? []).length, (0x10000 - ap) >> 1);
    const words = Array.from({ length: n }, (_, i) => dv.getUint16(ap + 2 * i, true));
    // a far pointer's offset, its segment the word after it
    let w = 0;
    return [...scanDirectives(format).map((d) => words[(w += d.far ? 2 : 1) - (d.far ? 2 : 1)] ?? 0), ...words.slice(w)];
  };
  const calls: Record<(typeof STDIO_NAMES)[number], Binding> = {
    vprintf: (fmt, ap) => {
      const s = format(fmt, new ListedArgs(dv, ap), 'vprintf');
      out(s);
      return formattedCount(s);
    },
    vsprintf: (buf, fmt, ap) => {
      const s = format(fmt, new ListedArgs(dv, ap), 'vsprintf');
      D.writeStr(buf, s);
      return formattedCount(s);
    },
    vfprintf: (f, fmt, ap) => {
      const s = format(fmt, new ListedArgs(dv, ap), 'vfprintf');
      const r = stdio.fprintf(file(f, 'vfprintf'), '%s', s);
      return r === s.length ? formattedCount(s) : r;
    },
    fscanf: (p, fmt, ...ptrs) => {
      const f = file(p, 'fscanf');
      const kept = storedOnce();
      return reading(f, () => scan('fscanf', f, fmt, ptrs, kept));
    },
    scanf: (fmt, ...ptrs) => {
      const kept = storedOnce();
      return reading(standard(0), () => scan('scanf', standard(0), fmt, ptrs, kept));
    },
    getchar: () => reading(standard(0), () => standard(0).getc()),
    fgetchar: () => reading(standard(0), () => standard(0).getc()),
    gets: (p) => {
      const f = standard(0);
      return reading(f, () => {
        let t = '';
        let c = f.getc();
        for (; c !== stdio.EOF && c !== 10; c = f.getc()) t += String.fromCharCode(c);
        // NULL when the end came first; a '\n' read with the end-of-file flag already set is an
        // empty line (textgen15 LG00005: ungetc('\n') at the end, gets gives "")
        if (t === '' && c === stdio.EOF) return 0;
        D.writeStr(p, t);
        // NULL while the error flag is set, the text stored all the same, as fgets (textgen15
        // LG00144: "Z\xff" read, then a read DOS refused: gets 0, the buffer "Z\xff")
        return f.error ? 0 : p;
      });
    },
    fgetc: (p) => {
      const f = file(p, 'fgetc');
      return reading(f, () => stdio.fgetc(f));
    },
    fgets: (s, n, p) => {
      const f = file(p, 'fgets');
      return reading(f, () => {
        const t = stdio.fgets(n, f);
        if (t === null) return 0;
        D.writeStr(s, t);
        // FGETS's last test: NULL while the error flag is set, the text stored all the same (textgen10 LB00018: fgets(b, 1, …) after a failed write)
        return f.error ? 0 : s;
      });
    },
    fputchar: (c) => {
      out(String.fromCharCode(c & 0xff));
      return c & 0xff;
    },
    perror: (s) => {
      // oracle AS1: perror("") writes ": " before the message too; to stderr. The string goes through
      // %s: perror(NULL) writes "(null): " (textgen8 Y00002, Y00011)
      const text = `${s !== 0 ? D.str(s) : '(null)'}: `;
      stdio.fputs(`${text}${errnoH.errorMessage(syncErrno())}\n`, stdStream(2));
    },
    getw: (p) => {
      const f = file(p, 'getw');
      const lo = stdio.getc(f), hi = stdio.getc(f);
      return lo === stdio.EOF || hi === stdio.EOF ? stdio.EOF : ((lo | (hi << 8)) << 16) >> 16;
    },
    putw: (w, p) => {
      const f = file(p, 'putw');
      stdio.putc(w & 0xff, f);
      return stdio.putc((w >> 8) & 0xff, f) === stdio.EOF ? stdio.EOF : w;
    },
    sscanf: (s, fmt, ...ptrs) => scan('sscanf', new MemoryString(b, s), fmt, ptrs),
    // the v-forms take their pointers from a va_list: a word each, as many as the format can store through
    vsscanf: (s, fmt, ap) => scan('vsscanf', new MemoryString(b, s), fmt, listedPointers(ap, fmt)),
    vfscanf: (p, fmt, ap) => {
      const f = file(p, 'vfscanf');
      const kept = storedOnce();
      return reading(f, () => scan('vfscanf', f, fmt, listedPointers(ap, fmt), kept));
    },
    vscanf: (fmt, ap) => {
      const kept = storedOnce();
      return reading(standard(0), () => scan('vscanf', standard(0), fmt, listedPointers(ap, fmt), kept));
    },
    fread: (p, size, n, f) => {
      const s = file(f, 'fread');
      return reading(s, () => stdio.fread(bytesAt('fread', p, size, n), size, n, s));
    },
    fwrite: (p, size, n, f) => stdio.fwrite(bytesAt('fwrite', p, size, n), size, n, file(f, 'fwrite')),
    fseek: (f, offset, whence) => (f === 0 ? -1 : stdio.fseek(file(f, 'fseek'), offset, whence)), // oracle P2: NULL gives -1
    ftell: (f) => stdio.ftell(file(f, 'ftell')),
    rewind: (f) => stdio.rewind(file(f, 'rewind')),
    ferror: (f) => stdio.ferror(file(f, 'ferror')),
    clearerr: (f) => stdio.clearerr(file(f, 'clearerr')),
    getc: (p) => {
      const f = file(p, 'getc');
      return reading(f, () => stdio.getc(f));
    },
    putc: (c, f) => stdio.putc(c, file(f, 'putc')),
    ungetc: (c, f) => {
      const s = file(f, 'ungetc');
      const r = stdio.ungetc(c, s);
      // a second ungetc with nothing buffered lands on FILE's fd byte, which fileno reads (textgen10 LB00123: 122)
      if (s.handleOverwritten && f !== 0) b[(f + 4) & 0xffff] = s.overwrittenFd & 0xff;
      return r;
    },
    rename: (from, to) => stdio.rename(D.str(from), D.str(to)),
    unlink: (name) => io.unlink(D.str(name)),
    // called with no arguments, undeclared (corpus C4439's `access();`): TC takes its path and
    // mode from the words above the call, the caller's stack, as scanf takes its missing pointers
    // (probe AC1 in test/fixtures/oracle-files)
    access: (name, mode) => io.access(D.str(name ?? dv.getUint16(D.sp() & 0xfffe, true)), mode ?? dv.getUint16((D.sp() + (name === undefined ? 2 : 0)) & 0xfffe, true)),
    /**
     * errno.h's `errno` is read as `*_errnop()`: an int in the data segment holding the library's errno.
     * A value the program stored there since the last look is handed to the library first, so
     * `errno = 0; …; if (errno)` works both ways.
     */
    _errnop: errnoInt.at,
    _strerror: (s) => D.staticString('strerror', `${s !== 0 && b[s] !== 0 ? `${D.str(s)}: ` : ''}${errnoH.errorMessage(syncErrno())}\n`, 330),
  };
  // not a C name (Object.assign leaves it out): cscanf's characters, NULs of extended keys too
  // (textgen15 LG00042: F3 typed, getche's 0 read by "%d" makes the count 0, not EOF)
  Object.defineProperty(calls, 'scanText', { value: (text: string, fmt: number, ptrs: number[]) => scan('cscanf', stringStream(text), fmt, ptrs), enumerable: false });
  return calls as Record<(typeof STDIO_NAMES)[number], Binding> & StdioScanText;
}
