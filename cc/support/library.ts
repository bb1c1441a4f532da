/**
 * The bindings from C names to the machine's Turbo C library (runtime/tc): the very functions the
 * ports call, with C's values adapted at the boundary. A compiled program passes numbers (ints,
 * and pointers as data-segment offsets); a binding reads a `char *` into a JS string, writes
 * what a call returns through a pointer back into memory (initgraph's `&gd`, gettime's struct,
 * sprintf's buffer), and gives getimage/putimage a view of the bytes the pointer addresses.
 *
 * The string and memory functions work on the data segment's bytes directly (runtime/tc's
 * string.ts shapes C arrays as nested typed arrays, which a compiled program does not have).
 */
import * as bios from '../../runtime/tc/bios.ts';
import * as dos from '../../runtime/tc/dos.ts';
import * as G from '../../runtime/tc/graphics.ts';
import { driverFile, EGAVGA_DRIVERS } from '../../runtime/tc/graphics/drivers.ts';
import { KernelDivide } from '../../runtime/tc/bgi/clip.ts';
import * as stdio from '../../runtime/tc/stdio.ts';
import { STDIO_CONSTANTS } from '../../runtime/tc/stdio-stream.ts';
import { TcFILE } from '../../runtime/tc/stdio-tcfile.ts';
import * as stdlib from '../../runtime/tc/stdlib.ts';
import { InterruptVectors, PROGRAM_CODE_SEGMENT, type InterruptHandler } from '../../runtime/bios/ivt.ts';
import { done, doneValue, isDone, resumeAfter, type Blocking } from '../../runtime/process.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { access, F_OK, handleContext, O_APPEND, O_BINARY, O_CREAT, O_RDONLY, O_RDWR, O_TEXT, O_TRUNC, O_WRONLY, redirectStdin, S_IREAD, S_IWRITE, sharedWriter, write as ioWrite, writeThrough, type HandleContext } from '../../runtime/tc/io.ts';
import { dosFailed, EBADF, EINVAL, setErrno } from '../../runtime/tc/errno.ts';
import { FAR_MEMORY } from '../front/expr-values.ts';
import { leaveEs } from './library-es.ts';
import { formatC, formattedCount, PushedArgs, type FormatArgs, type FormatMemory } from './format.ts';
import { FarMemory, farAdd, readsTicks, tickPolled } from './far.ts';
import { CONIO_BLOCKING, CONIO_NAMES, conioBindings } from './library-conio.ts';
import { FORMAT_RESIDUE, formatRegisters, leaveFormatResidue, leaveResidue, leaveScanResidue, RESIDUE_CALLS, SCAN_RESIDUE } from './library-residue.ts';
import { AX_RULES } from './library-ax.ts';
import { environmentBindings } from './library-process.ts';
import { DOS_BLOCKING, DOS_NAMES, dosBindings } from './library-dos.ts';
import { STDIO_BLOCKING, STDIO_NAMES, stdioBindings } from './library-stdio.ts';
import { FILE_SIZE, STANDARD_STREAM_COUNT, STREAM_COUNT } from './library-data.ts';
import { standardStreams, ConsoleFILE } from '../../runtime/tc/stdio-console.ts';
import { RedirectedStdin } from '../../runtime/tc/stdio-stdin.ts';
import { stdinPlace } from '../../runtime/tc/stdin-file.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { machine, runningMachine } from '../../runtime/machine.ts';
import { ConDevice } from '../../runtime/tc/dos-con.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { bgi, type BgiState } from '../../runtime/tc/bgi/state.ts';
import { findBgiFile } from '../../runtime/tc/bgi/files.ts';
import { STDLIB_NAMES, stdlibBindings } from './library-stdlib.ts';
import { leaveMathAx, MATH_NAMES, mathBindings } from './library-math.ts';
import { atan as tcAtan, ceil as tcCeil, floor as tcFloor } from '../../runtime/tc/math.ts';
import { TIME_DATA, TIME_NAMES, timeBindings } from './library-time.ts';
import { DIR_BLOCKING, DIR_NAMES, dirBindings } from './library-dir.ts';
import { SETJMP_NAMES, setjmpBindings } from './library-setjmp.ts';
import { BELOW_OPENFD, IO_NAMES, ioBindings } from './library-io.ts';
import { O_EOF } from '../../runtime/tc/openfd.ts';
import { ALLOC_NAMES, allocBindings } from './library-alloc.ts';
import { Int21, INT21_BLOCKING, INT21_NAMES, int21Bindings, type DosRegs } from './library-int21.ts';
import { CODE_SEGMENT, copyForward, copyWords, DS_SEGMENT, hex, type DataSegment } from './memory.ts';
import { SIGNAL_NAMES, signalBindings } from './library-signal.ts';
import { cgaLibrary } from './library-cga.ts';
import { CGA_DRIVERS, cgaInitgraph } from '../../runtime/tc/graphics/cga.ts';
import { asksMono, leaveMono, setMono } from '../../runtime/tc/graphics/egamono.ts';
import { monoLibrary } from './library-egamono.ts';
import type { CFault } from '../errors.ts';


/** What a vector that holds nothing calls (an IRET): the table's own, as a fresh one gives it. */
const NO_HANDLER = new InterruptVectors().get(0);
/** Library functions that can block (wait in virtual time or for a key): generators in the coroutine flavour. */
/** DOSBox's port read delay: a read costs cycles / IO_READ instructions. */
const IO_READ = 1024;

export const BLOCKING = new Set<string>(['delay', 'bioskey', 'int86', 'sleep', 'system', ...DIR_BLOCKING, ...CONIO_BLOCKING, ...DOS_BLOCKING, ...INT21_BLOCKING, ...STDIO_BLOCKING, FAR_MEMORY]);

/** `exit(status)`: unwinds the program to its end. */
/** How many functions atexit takes (TC 2.0's table). */
const ATEXIT_MAX = 32;
/** stdio.h's L_tmpnam: a temporary name's bytes with its NUL. */
const L_TMPNAM = stdio.L_tmpnam;

/**
 * The program ends with `status`; `where` is set when TC's run time ended it for a fault of the
 * program's (a divide error): the place, for the hosts to name beside what the program showed.
 */
export class ProgramExit {
  constructor(
    readonly status: number,
    readonly where: CFault | null = null,
  ) {}
}

/**
 * What a byte written to the screen through DOS costs, in the machine's instructions (580 000 a
 * ms): 6.9 µs, DOSBox's time a character under the oracle's `cycles=max` (probe CP1 in
 * test/fixtures/console-time: 20 ticks of putchar are 159 032 characters, of printf("count is
 * %d\n") 11 920 lines, of puts 13 557; corpus C1552 and C2101 print until an INT 1Ch handler
 * has counted 20 ticks).
 */
const CONSOLE_BYTE_INSTRUCTIONS = 4000;

/** The status abort() and C0's divide error end the program with (oracle AS1, DZ01). */
const ABNORMAL_STATUS = 3;

export interface LibraryIO {
  /** What the program writes to stdout (printf, puts, putchar), besides the DOS console. */
  stdout?: (text: string) => void;
  /**
   * stdout is a file (DOS's `PROGRAM > FILE`): `stdout` then gets the text as TC's stdout buffer
   * hands it to DOS (the host writes each '\n' as CR LF), nothing of it shows on the screen, and
   * `console` gets what does (handle 2's text: stderr, "Divide error").
   */
  stdoutToFile?: boolean;
  console?: (text: string) => void;
  /** Standard input redirected from a file with these bytes (DOS's `PROGRAM < FILE`): runtime/tc/io.ts redirectStdin. */
  stdin?: Uint8Array;
  /** Its environment, `NAME=value` strings (getenv). */
  env?: readonly string[];
  /** False when TC would not link scanf's floating-point formats (cc/front/float-formats.ts): a %f aborts. */
  scanFloats?: boolean;
  /** False when TC would not link printf's floating-point formats (cc/front/float-formats.ts): a %f aborts. */
  printFloats?: boolean;
}

/**
 * A FILE * of NULL (a failed fopen a program goes on with) as TC 2.0's functions take it: the
 * bytes at DS:0000 read as a FILE, whose flags word is 0 there — a stream open for neither reading
 * nor writing (oracle P2, each call on a fresh NULL area): a read returns EOF (fgets NULL, fread
 * 0) and the first one sets errno to EBADF, a write returns EOF (fwrite 0) and sets no errno, both
 * set the error flag, which stays (TC writes it, _F_ERR 10h, into the flags word at DS:0002, and
 * the program's end then says "Null pointer assignment": memory.ts TC_NULL_AREA); fclose, fflush,
 * fseek, ftell and setvbuf return -1.
 */
class NullStream extends stdio.FILE {
  protected override readonly keepsFill = false;
  constructor() {
    super('NULL', false, false, false, false, new Uint8Array(0), null as never);
  }
  override getc(): number {
    if (this.held !== stdio.EOF) {
      // what ungetc pushed back is read (TC's ungetc on NULL writes it into the NULL area and points curp at it)
      const h = this.held;
      this.held = stdio.EOF;
      return h;
    }
    if (!this.error) setErrno(EBADF);
    this.error = true;
    return stdio.EOF;
  }
  override putc(_c: number): number {
    this.error = true;
    return stdio.EOF;
  }
  override seek(): void {}
  override tell(): number {
    return -1;
  }
  override flush(): number {
    return stdio.EOF;
  }
}

/**
 * A FILE fclose closed, as TC leaves it: flags 0, no buffer, handle -1. A read is one of handle -1,
 * whose `_openfd` word is the one below the table (`belowOpenfd`, library-io.ts): with O_EOF an end
 * of file, else DOS's refusal, the error flag; errno EBADF either way (textgen17: fgetc then feof
 * 32 in LI00037, 0 in LI00032, by the program's layout); fclose of it again fails and clears its
 * flags (fclose run first among printf's arguments, ferror after it is 0: LI00024 …).
 */
class ClosedStream extends NullStream {
  constructor(private readonly belowOpenfd: number) {
    super();
  }

  override getc(): number {
    if (this.held !== stdio.EOF) return super.getc();
    setErrno(EBADF);
    if (this.belowOpenfd & O_EOF) this.eof = true;
    else this.error = true;
    return stdio.EOF;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

/** The library for one run of a program over its data segment. */
export function makeLibrary(D: DataSegment, io: LibraryIO, data: ReadonlyMap<string, number> = new Map()): Record<string, Binding> {
  if (io.stdin) redirectStdin(io.stdin);
  const b = D.bytes;
  const dv = D.dv;
  const str = (p: number): string => D.str(p);
  const fmtMem: FormatMemory = {
    str,
    farStr: (p: number, max: number | null) => {
      // byte by byte, as TC's printf reads it: never past the 0 or the precision
      let s = '';
      for (let q = p, c: number; max === null || s.length < max; q = farAdd(q, 1)) {
        if ((c = far.loadNow(q, 'u8')) === 0) break;
        s += String.fromCharCode(c);
      }
      return s;
    },
    // oracle PF6 line 74: a %n given 0xFFFF (a long's high word) stores its low byte there; the high one is past the segment
    storeInt: (a: number, v: number) => (D.check(a, 0) === 0xffff ? (b[a] = v & 0xff) : dv.setInt16(a, v, true)),
    word: (a: number) => dv.getUint16(a, true),
    sp: () => D.sp(),
    // measured in DOSBox (P cases): this text on handle 2, then abort's; printf, sprintf, fprintf, vprintf and cprintf alike
    ...(io.printFloats === false && {
      floatsMissing: (): never => {
        stdio.fputs('printf : floating point formats not linked\r\n', stdStream(2));
        return lib.abort!() as never;
      },
    }),
  };
  /** TC's stdout buffer when stdout is a file, or a buffer setbuf/setvbuf gave it: the characters not handed to DOS yet. */
  let pending = '';
  /** stdout on the console was given a buffer (setbuf, setvbuf _IOFBF or _IOLBF): it holds its text as on a file. */
  let screenBuffered = false;
  /** DOS's CON device, whose escape sequences (DOSBox's ANSI reader: runtime/tc/dos-con.ts) come before the teletype. */
  let con: ConDevice | null = null;
  /**
   * Text to DOS's CON device: a text stream's (and write()'s) '\n' goes out as CR LF before the
   * device reads it (TC's fputc writes "\r", then "\n": textgen7 X00107, an ESC from putchar(27)
   * takes the CR of the "\n" fputs writes next, and the LF still moves the cursor); DOS's own
   * output (INT 21h AH=02h, `crlf` false) as it is.
   */
  const toScreen = (s: string, crlf = true): void => {
    // DOS's console output takes time: CONSOLE_BYTE_INSTRUCTIONS a byte (a '\n' is CR LF)
    runningMachine()?.spend((crlf ? s.length + (s.split('\n').length - 1) : s.length) * CONSOLE_BYTE_INSTRUCTIONS);
    (con ??= new ConDevice(textConsole(machine().vga), machine().vga, (t) => textConsole(machine().vga).print(t))).write(crlf ? s.replace(/\n/g, '\r\n') : s);
    (io.stdoutToFile ? io.console : io.stdout)?.(s);
  };
  /** The program's handles, kept for the text atexit functions and the flush at exit write after its machine stopped. */
  let handles: HandleContext | null = null;
  /** Text through standard handle `fd` when dup2 moved it onto a file (false: it is not on one). */
  const throughHandle = (fd: number, s: string): boolean => handles !== null && writeThrough(handles, fd, Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff));
  /**
   * stdout's first output found handle 1 on a file (dup2 before it): TC then gives stdout a file's
   * 512-byte buffer, which it writes through handle 1 when it is flushed (libcheck EX7: "t1\n" and
   * puts's "t2" stay in it, and close(1) loses them); null until that first output.
   */
  let stdoutOnHandle: boolean | null = null;
  const writePending = (): void => {
    if (pending === '') return;
    const s = pending;
    pending = '';
    if (stdoutOnHandle && throughHandle(1, s)) return;
    if (io.stdoutToFile) io.stdout?.(s);
    else toScreen(s);
  };
  /** A putc or putchar macro is writing (see `out`'s line buffering). */
  let putMacro = false;
  /** stdout's buffer was given by setvbuf and has not been written to since (TC's FILE level 0: fflush keeps it). */
  let stdoutFresh = false;
  const asMacro = <T>(f: () => T): T => {
    putMacro = true;
    try {
      return f();
    } finally {
      putMacro = false;
    }
  };
  /** Text for a standard handle (1 stdout, 2 stderr…): the screen's, or with stdout a file, its buffer's. */
  const out = (s: string, handle = 1): void => {
    // a standard stream freopen moved to a file takes the text there (corpus C1566's
    // freopen("test.txt", "w", stdout), then printf: nothing on the screen; oracle RO1)
    const moved = streamsAt === undefined ? undefined : files.get(streamsAt + handle * FILE_SIZE);
    if (moved) {
      stdio.fputs(s, moved);
      return;
    }
    handles = handleContext() ?? handles;
    if (handle === 1) stdoutOnHandle ??= handles !== null && handles.table.has(1);
    const toFile = io.stdoutToFile || stdoutOnHandle === true;
    // a standard handle dup2 moved onto a file since takes unbuffered text there, through DOS, as TC's _write with
    // that handle's flags (libcheck EX1: stdout between the file stream's own writes, no CR from a binary handle; EX7: stderr)
    if ((handle !== 1 || !toFile) && throughHandle(handle, s)) return;
    if (handle !== 1 || (!toFile && !screenBuffered)) {
      toScreen(s);
      return;
    }
    // stdout on a file is fully buffered, 512 characters (oracle SO: 511 or 512 characters then a
    // divide error leave the file empty, 513 leave 512, 1025 leave 1024; a '\n' writes nothing,
    // even under _IOLBF; stderr's text does not flush it): a character that finds the buffer full
    // writes the buffer first. fflush, setvbuf and the program's normal end write it; abort and a
    // divide error lose it.
    const f = standard(1);
    if (f.buffering === 'none') {
      if (!(stdoutOnHandle && throughHandle(1, s))) io.stdout?.(s);
      return;
    }
    // on the console, _IOLBF writes the buffer after each '\n' or '\r' that TC's fputc stores
    // ([TC2 disasm, module PUTC]): fputc, fputchar and __fputn (printf, puts, fputs, fwrite) store
    // through it (oracle SO1 25: "ab\ncd" shows "ab", then the rest at fflush); the putc and
    // putchar macros store without it while the buffer has room and has been written to since
    // setvbuf (FILE's level below 0), and call it otherwise (oracle-files OB1: with 10 bytes,
    // putchar(10) right after setvbuf or as the 11th character writes, as the 2nd or the 10th not)
    const lines = !toFile && f.buffering === 'line';
    for (const ch of s) {
      const throughFputc = !putMacro || stdoutFresh || pending.length >= f.bufferSize;
      if (pending.length >= f.bufferSize) writePending();
      pending += ch;
      stdoutFresh = false;
      if (lines && throughFputc && (ch === '\n' || ch === '\r')) writePending();
    }
  };
  /**
   * DOS's own output on standard handle 1 (INT 21h AH=02h/09h, getpass's CR LF): never stdout's
   * buffer, which is the program's; to the screen, or where dup2 or the host put the handle.
   * Handle 2's text (getpass's prompt, TC's fprintf to stderr) goes through `out`: a stream.
   */
  const dosWrite = (s: string, handle: number, crlf = false): void => {
    // (freopen's file holds handle 1 then: TC's freopen closes it and DOS gives the file the lowest free one)
    if (handle !== 1 || (streamsAt !== undefined && files.has(streamsAt + FILE_SIZE))) return out(s, handle);
    if (throughHandle(1, s)) return;
    if (io.stdoutToFile) io.stdout?.(s);
    else toScreen(s, crlf);
  };
  /**
   * A string the library returns (grapherrormsg, getdrivername, getmodename): each function has
   * one static buffer, which its next call overwrites (PRIMS3.C's numbers show getmodename's
   * three results printed by one fprintf all reading the last one).
   */
  /** int86's register blocks, between calls (see int86). */
  let spareRegs: [dos.REGS, dos.REGS] | null = null;
  /**
   * INT 1Ah AH=00h through int86, the tick count, just read into `rout`: a poll of it as a peek
   * of 0040:006C is (far.ts tickPolled). The same count read again with nothing but polls between
   * is a loop spinning until the next tick (corpus C2288's Delay: `while (ticks) { int86(0x1a,
   * …); if (count changed) --ticks; }`): time passes at once to the next interrupt, and the read
   * is the pass that sees the new count (oracle DI1: a wait of 3 ticks ends 3 ticks on).
   */
  function* tickRead(rin: dos.REGS, rout: dos.REGS, copyOut: () => void): Blocking<number> {
    // (runningMachine: machine() would count as a library call between the polls)
    const m = runningMachine()!, before = m.now;
    yield* m.idleRead(`int 1a ${rout.w[2]} ${rout.w[3]}`);
    if (m.now !== before) yield* dos.int86(0x1a, rin, rout);
    copyOut();
    return rout.w[0]!;
  }
  const returnText = (fn: string, s: string): number => D.staticString(fn, s, 128);
  const intRef = (p: number): { value: number } => ref(dv.getInt16(D.check(p, 0), true));
  /** A struct of ints the library fills (getviewsettings…): the values in field order. */
  const putInts = (p: number, vs: readonly number[]): void => {
    D.range('a graphics.h struct', p, 2 * vs.length);
    vs.forEach((v, i) => dv.setInt16(p + 2 * i, v, true));
  };
  const files = new Map<number, stdio.FILE>();
  /** The heap buffer fopen gave each open file; the FILE blocks fclose gave back, outside `_streams`. */
  const buffers = new Map<stdio.FILE, number>();
  const spareFiles: number[] = [];
  /** io.h's umask. */
  let fileMask = 0;
  /**
   * A FILE * for a stream fopen or fdopen opened: TC hands out the first free entry of `_streams`
   * after the standard five, its `fd` the DOS handle (fileno), or a block in the heap when the
   * program does not name `_streams`.
   */
  const placeStream = (f: stdio.FILE | null): number => {
    if (!f) return 0;
    // TC's fopen gives a file its 512-byte buffer from the heap at once (oracle HH: the next
    // malloc lies 520 bytes on); fclose frees it
    const buffer = D.malloc(STDIO_CONSTANTS.BUFSIZ);
    if (buffer !== 0) buffers.set(f, buffer);
    if (f.fd >= 0) f.writeShared = sharedWriter(f.fd);
    if (streamsAt !== undefined) {
      for (let i = STANDARD_STREAM_COUNT; i < STREAM_COUNT; i++) {
        const at = streamsAt + i * FILE_SIZE;
        if (files.has(at)) continue;
        files.set(at, f);
        b[at + 4] = f.fd & 0xff;
        return at;
      }
    }
    const p = spareFiles.pop() ?? D.scratch(16);
    if (p === 0) {
      stdio.fclose(f);
      return 0;
    }
    files.set(p, f);
    b[p + 4] = f.fd & 0xff;
    return p;
  };
  /** fclose of the FILE at `p`, one fopen opened: its buffer back to the heap, the block free for the next. */
  const closeFile = (p: number, f: stdio.FILE): number => {
    const r = stdio.fclose(f);
    D.release(buffers.get(f) ?? 0);
    buffers.delete(f);
    if (temporary.delete(p)) stdio.remove(f.name); // tmpfile's file goes when it is closed (oracle P6)
    closed.set(p, new ClosedStream(data.get(BELOW_OPENFD) ?? 0));
    files.delete(p);
    if (streamsAt === undefined || p < streamsAt || p >= streamsAt + STREAM_COUNT * FILE_SIZE) spareFiles.push(p);
    return r;
  };
  /** The FILE * of a failed fopen, as TC's calls take it (see NullStream). */
  const nullStream = new NullStream();
  /**
   * What fclose closed: TC leaves the FILE with its flags cleared, so a later call on it fails as
   * on NULL (oracle P6: a function atexit calls writes to a stream another one closed, and nothing
   * is written).
   */
  const closed = new Map<number, ClosedStream>();
  /** stdio.h's `_streams` when the program names it (stdin…stdprn first, then what fopen opens). */
  const streamsAt = data.get('_streams');
  const breakAt = data.get('__brklvl');
  if (breakAt !== undefined) D.keepBreakAt(breakAt);
  let stdinHooked = false;
  // standard input redirected from a file: a FILE on handle 0 as a program's own (stdio-stdin.ts)
  const place = io.stdin ? stdinPlace(machine()) : null;
  const redirected = place ? new RedirectedStdin(place) : null;
  const standard = (n: number): stdio.FILE => {
    const streams = standardStreams(out);
    if (!stdinHooked) {
      // TC's stdin takes its buffer from the heap at its first read (test/fixtures/heap IN1: 520 bytes)
      stdinHooked = true;
      streams[0]!.onFirstRead = () => void D.malloc(STDIO_CONSTANTS.BUFSIZ);
      if (redirected) redirected.onFirstRead = () => void D.malloc(STDIO_CONSTANTS.BUFSIZ);
      if (streamsAt !== undefined) streams[0]!.onLevel = (level) => dv.setInt16(streamsAt, level, true);
      streams[0]!.belowOpenfd = data.get(BELOW_OPENFD);
      streams[1]!.onFlush = writePending;
    }
    return n === 0 && redirected ? redirected : streams[n]!;
  };
  const isStandard = (p: number): boolean =>
    streamsAt !== undefined && p >= streamsAt && p < streamsAt + STANDARD_STREAM_COUNT * FILE_SIZE && (p - streamsAt) % FILE_SIZE === 0;
  const file = (p: number, call: string): stdio.FILE => {
    if (p === 0) return nullStream;
    const opened = files.get(p);
    if (opened) return opened;
    const shut = closed.get(p);
    if (shut) return shut;
    if (isStandard(p)) return standard((p - streamsAt!) / FILE_SIZE);
    throw new Error(`${call}: ${p === 0 ? 'a NULL FILE *' : `${hex(p)} is not a FILE * fopen returned`}`);
  };
  /**
   * A FILE * fopen never returned whose flags word (offset 2) has the error bit (_F_ERR 10h) or
   * lacks the write bit (_F_WRIT 2): TC's fputc, fputs and fprintf write nothing, EOF (fprintf its
   * count); without the write bit they set the error bit there, as on NULL (probe UW1: corpus
   * C2366's uninitialised 003Ch, whose flags are the "si" of "Null pointer assignment": 6973h).
   */
  const unwritable = (p: number): boolean => {
    if (p === 0 || files.has(p) || closed.has(p) || isStandard(p)) return false;
    const at = (p + 2) & 0xffff, flags = dv.getUint16(at, true);
    if ((flags & 0x12) === 0x02) return false;
    dv.setUint16(at, flags | 0x10, true);
    return true;
  };
  const stdStream = (n: number): stdio.FILE => (streamsAt !== undefined ? file(streamsAt + n * FILE_SIZE, 'stdio') : standard(n));
  /** Streams setvbuf made unbuffered: what they were given is on the disk even when abort ends the program. */
  const unbuffered = new Set<stdio.FILE>();
  /**
   * abort()'s ending, which C0's divide error shares: `message` on handle 2, then DOS's end with
   * `status`; no atexit function runs and no FILE buffer is written (test/fixtures/stdout-abort
   * SB18, divide-error DZ12, DZ13, DZ35: abort's file keeps 0 bytes too).
   */
  const abnormalEnd = (message: string, where: CFault | null, status = ABNORMAL_STATUS): never => {
    const err = stdStream(2);
    for (const f of unbuffered) stdio.fflush(f);
    if (err instanceof ConsoleFILE || err === nullStream || !message) {
      if (message) stdio.fputs(message, err);
      stdio.fflush(err);
    } else if (err instanceof TcFILE) {
      // through its handle, after what the stream wrote there (DOSBox's host buffer with it)
      ioWrite(err.fd, Uint8Array.from(message, (c) => c.charCodeAt(0)), true);
    } else {
      // stderr on a file (freopen): the text goes to handle 2, after what the stream handed DOS; its
      // buffer is lost (oracle EX3: "start" and "err " written to a buffered stderr, then abort: the file holds the text alone)
      const drive = driveOf(machine());
      const had = drive.read(err.name) ?? new Uint8Array(0);
      const bytes = new Uint8Array(had.length + message.length);
      bytes.set(had);
      for (let i = 0; i < message.length; i++) bytes[had.length + i] = message.charCodeAt(i);
      drive.write(err.name, bytes);
    }
    stdio.abandonStreams();
    throw new ProgramExit(status, where);
  };
  D.abnormalEnd = abnormalEnd;
  const signals = signalBindings(D, abnormalEnd);
  const ints = (p: number, n: number): number[] => Array.from({ length: n }, (_, i) => dv.getInt16(p + 2 * i, true));

  /** _fmode's int, made when the program first names it. */
  let fmodeAt = 0;
  /** fopen's and fdopen's type: one without t or b takes _fmode's (O_TEXT 4000h until the program sets O_BINARY 8000h). */
  const streamMode = (at: number): string => {
    const mode = str(at);
    return /[tb]/.test(mode) || fmodeAt === 0 || dv.getUint16(fmodeAt, true) !== O_BINARY ? mode : `${mode}b`;
  };
  /** freopen's stream `p` on the file opened again, `f` (none: the FILE stays closed, NULL). */
  const reopened = (p: number, f: stdio.FILE | null): number => {
    if (!f) return 0;
    closed.delete(p);
    files.set(p, f);
    const buffer = D.malloc(STDIO_CONSTANTS.BUFSIZ);
    if (buffer !== 0) buffers.set(f, buffer);
    if (f.fd >= 0) f.writeShared = sharedWriter(f.fd);
    return p;
  };
  /**
   * fopen in a program that defines `open`: TLINK links the library's call to the program's, with
   * fopen's flags and permission (probes OP1, OP2 in test/fixtures/unlinked: "r" 4001h and 0, "w"
   * 4302h and 80h, "a" 4902h, a `+` O_RDWR and 180h, `b` 8000h for 4000h), and the stream is
   * placed on the handle it returns, none for a negative one (NULL); freopen's the same, once
   * (OP2). Its value with no `return` is AX as it left it.
   */
  function* ownOpen(own: (...args: number[]) => unknown, name: number, mode: string): Blocking<number> {
    const plus = mode.includes('+'), kind = mode[0];
    const access = plus ? O_RDWR : kind === 'r' ? O_RDONLY : O_WRONLY;
    const flags = access | (kind === 'w' ? O_CREAT | O_TRUNC : kind === 'a' ? O_CREAT | O_APPEND : 0) | (mode.includes('b') ? O_BINARY : O_TEXT);
    const r = own(name, flags, plus ? S_IREAD | S_IWRITE : kind === 'r' ? 0 : S_IWRITE);
    const got = typeof r === 'object' && r !== null ? yield* (r as Blocking<unknown>) : r;
    return typeof got === 'number' ? got << 16 >> 16 : D.ax << 16 >> 16;
  }
  /** tmpnam's count (TMP1.$$$, TMP2.$$$…: oracle P5), which tmpfile shares (oracle P6). */
  let tmpCount = 0;
  const tmpName = (): string => {
    let name: string;
    do name = `TMP${++tmpCount}.$$$`; while (access(name, F_OK) === 0);
    return name;
  };
  /** The FILE *s tmpfile opened: their files are removed when they are closed. */
  const temporary = new Set<number>();
  const far = new FarMemory(D);
  /** segment:offset as a far pointer's 32 bits. */
  // An `in` takes time of its own in DOSBox, whatever the CPU does: CPU_CycleMax/1024 cycles (its
  // port.cpp IO_USEC_read_delay: about 1 µs; an `out` CycleMax/1365). DOSBox's fixed cycles 3000
  // and 30000 both give 13 instructions and two such reads a pass of `x = inportb(0x40); y =
  // inportb(0x40);` (PIT counts 13.5 and 5.6 a pass); the instructions, which the machine does not
  // charge, weigh nothing at its default speed. Charged after the read, and only for PIT counters
  // 0 and 1 (40h, 41h), where it was measured (oracle PT1). Not for 3DAh/3DBh, whose polls skip to
  // the bits' edges (Machine.portPoll), fitted with reads that take no time (RT1's 401 edges a
  // frame count the last line's 0.64 µs of display, which a read's microsecond after the skip
  // steps over); nor for 42h: the machine's 8253 takes a count written while counting in mode 3
  // at the half-cycle's end, where DOSBox restarts the counter at once, so with time passing a
  // latch right after `sound(20000)` would read the old count (libcheck HW1 reads the new one).
  const ioDelay = (): Blocking => {
    const m = runningMachine()!;
    return m.burn(Math.floor(m.cycles / IO_READ));
  };
  const ioRead = (port: number, read: Blocking<number>): Blocking<number> => {
    if ((port & 0xfffe) !== 0x40) return read;
    if (!isDone(read)) return readThenDelay(read);
    const v = doneValue(read), wait = ioDelay();
    return isDone(wait) ? done(v) : resumeAfter(wait, () => done(v));
  };
  function* readThenDelay(read: Blocking<number>): Blocking<number> {
    const v = yield* read;
    yield* ioDelay();
    return v;
  }
  const farAt = (seg: number, off: number): number => (((seg & 0xffff) << 16) | (off & 0xffff)) >>> 0;
  // peek and peekb of low memory: a read of the tick count polls it (far.ts tickPolled), and
  // one that spins reads again after the wait, as the library call it is not counted twice
  const lowPolled = (seg: number, off: number, n: number, v: number): Blocking<number> => {
    const at = (((seg & 0xffff) << 4) + (off & 0xffff)) & 0xfffff;
    if (!readsTicks(at, n)) return done(v); // (a screen's checksum peeks 32 KB: no closures for them)
    const m = runningMachine()!;
    const low = (a: number): number => m.lowMemory.read(a & 0xfffff);
    return tickPolled(m, D, at, n, v, () => (n === 1 ? (low(at) << 24) >> 24 : ((low(at) | (low(at + 1) << 8)) << 16) >> 16));
  };
  /** The machine's DOS, INT 21h: intdos, bdos… and int86(0x21, …) call it. */
  const dosCall = new Int21(far, (t) => dosWrite(t, 1));
  dosCall.terminate = (status) => abnormalEnd('', null, status);
  /** Vectors INT 21h AH=25h set to an address that is no function of the program's (dosCall.vector). */
  const rawVectors = new Map<number, number>();
  /** atexit's functions, called last first by exit and at main's return (oracle P6). */
  const exitFunctions: number[] = [];
  const runExitFunctions = (): void => {
    while (exitFunctions.length > 0) {
      const r = D.fn(exitFunctions.pop()!, 0)();
      if (r !== undefined && typeof r !== 'number') throw new Error('atexit: a function called at exit must not wait (getch, delay…)');
    }
    writePending(); // exit's stream flush, after the atexit functions
  };
  const environment = environmentBindings(D, io.env ?? []);
  dosCall.environ = environment.entries;
  /** A register call's refusal: its code, which graphresult gives next too. */
  const lib: Record<(typeof LIBRARY_OWN)[number], Binding> & Record<string, Binding> = {
    /** Not a C name: the program's end runs it after main returns. */
    $atexit: runExitFunctions,
    /** Not a C name: the program's end, however it ends, runs it last (C0's check: memory.ts nullAssigned). */
    $nullCheck: () => {
      if (nullStream.error) b[2] = b[2]! | 0x10; // the NULL stream's error flag, which TC keeps in its flags word at DS:0002
      if (D.nullAssigned()) out('Null pointer assignment\r\n', 2);
    },
    /** INT 0, raised by the program's division at a site (the generated code's $div): see library-signal.ts. */
    $divideError: (site, overflow) => signals.divideError(site, overflow === 1),
    atexit: (fp) => {
      if (exitFunctions.length === ATEXIT_MAX) return 1;
      exitFunctions.push(fp);
      return 0;
    },
    _fmodep: () => {
      if (fmodeAt === 0) dv.setUint16((fmodeAt = D.staticString('_fmode', '', 2)), O_TEXT, true);
      return fmodeAt;
    },
    tmpnam: (s) => {
      const name = tmpName();
      if (s === 0) return D.staticString('tmpnam', name, L_TMPNAM);
      D.writeStr(s, name);
      return s;
    },
    tmpfile: () => {
      const p = lib.fopen!(D.staticString('tmpfile', tmpName(), L_TMPNAM), D.staticString('tmpfile mode', 'w+b', 4));
      if (p !== 0) temporary.add(p);
      return p;
    },
    fgetpos: (p, pos) => {
      // FGETPOS: *pos is ftell's, and -1 when that is -1 (textgen10 LB00017)
      const at = stdio.ftell(file(p, 'fgetpos'));
      dv.setInt32(D.check(pos, 0), at, true);
      return at === -1 ? -1 : 0;
    },
    fsetpos: (p, pos) => (p === 0 ? -1 : stdio.fseek(file(p, 'fsetpos'), dv.getInt32(D.check(pos, 0), true), stdio.SEEK_SET)),
    /**
     * A copy between far addresses (the machine's far memory: far.ts) as CS.LIB's MOVEDATA makes it:
     * `rep movsw` upwards, then the odd byte, so an overlapping copy one byte up repeats pairs
     * (textgen13 LE00064, LE00315; memcpy's way, copyWords).
     */
    movedata: (sseg, soff, dseg, doff, n) => {
      const at = (seg: number, off: number): number => ((seg << 16) | (off & 0xffff)) >>> 0;
      const count = n & 0xffff;
      for (let i = 0; i < count; i += 2) {
        // a word read, then written (no array a pair: a screen's copy made 64 000 of them)
        const lo = far.loadNow(at(sseg, soff + i), 'u8'), hi = i + 1 < count ? far.loadNow(at(sseg, soff + i + 1), 'u8') : -1;
        far.storeNow(at(dseg, doff + i), 'u8', lo);
        if (hi >= 0) far.storeNow(at(dseg, doff + i + 1), 'u8', hi);
      }
    },
    getfillpattern: (p) => {
      D.range('getfillpattern', p, 8);
      G.getfillpattern(b.subarray(p, p + 8));
    },
    setgraphbufsize: (n) => G.setgraphbufsize(n & 0xffff),
    // ---- stdio.h
    printf: (fmt, ...args) => {
      const s = formatC(fmtMem, str(fmt), PushedArgs.of(fmtMem, args), 'printf');
      out(s);
      return formattedCount(s);
    },
    sprintf: (buf, fmt, ...args) => {
      const s = formatC(fmtMem, str(fmt), PushedArgs.of(fmtMem, args), 'sprintf');
      D.writeStr(buf, s);
      return formattedCount(s);
    },
    puts: (s) => {
      out(`${str(s)}\n`);
      return 10;
    },
    putchar: (c) => {
      asMacro(() => out(String.fromCharCode(c & 0xff)));
      return c & 0xff;
    },
    // ---- stdio.h: files on the C: drive, a FILE * is a 16-byte block in the heap standing for it
    // a compiled program's streams are TC's FILE field by field (a port's keep stdio-stream.ts's model)
    fopen: (name, mode) => {
      const own = D.userFunction('open');
      if (!own) return placeStream(stdio.fopen(str(name), streamMode(mode), TcFILE));
      const m = streamMode(mode);
      return (function* (): Blocking<number> { const fd = yield* ownOpen(own, name, m); return placeStream(fd < 0 ? null : stdio.fdopen(fd, m, TcFILE)); })();
    },
    fdopen: (fd, mode) => placeStream(stdio.fdopen(fd, streamMode(mode), TcFILE)),
    /** umask: the mask it had (0 at start); TC's creat and open keep their modes whatever it is (oracle DX). */
    umask: (mask) => {
      const old = fileMask;
      fileMask = mask & 0xffff;
      return old;
    },
    freopen: (name, mode, p) => {
      if (streamsAt !== undefined && p === streamsAt + FILE_SIZE && /^CON:?$/i.test(str(name).trim())) {
        // stdout back on DOS's console device: TC's fopen finds a terminal and gives the stream
        // a line-buffered 512-byte buffer (oracle-files RD1: "back" and "!" wait for the "\n")
        const old = files.get(p);
        if (old) stdio.fclose(old);
        files.delete(p);
        writePending();
        const f = standard(1);
        f.buffering = 'line';
        f.bufferSize = STDIO_CONSTANTS.BUFSIZ;
        f.userBuffer = null;
        screenBuffered = true;
        stdoutFresh = true;
        return p;
      }
      // TC's freopen closes the stream (its buffer back to the heap) and opens it again with a new
      // buffer; when the open fails the FILE stays closed (textgen10's heap offsets after freopen)
      const old = files.get(p);
      if (old) {
        stdio.fclose(old);
        D.release(buffers.get(old) ?? 0);
        buffers.delete(old);
        files.delete(p);
        closed.set(p, new ClosedStream(data.get(BELOW_OPENFD) ?? 0));
      }
      const own = D.userFunction('open');
      if (own) return (function* (): Blocking<number> { const fd = yield* ownOpen(own, name, str(mode)); return reopened(p, fd < 0 ? null : stdio.fdopen(fd, str(mode), TcFILE)); })();
      return reopened(p, stdio.fopen(str(name), str(mode), TcFILE));
    },
    setvbuf: (p, buf, type, size) => {
      if (p === 0) return -1; // oracle P2
      // CS.LIB's SETVBUF: a type past _IONBF (a signed compare: a type below 0 is a full buffer) or a
      // size past 7FFFh is -1, errno untouched (oracle SE1; textgen10 LB00015: type -1 is 0)
      if (type > 2 || (size & 0xffff) > 0x7fff) return -1;
      const f = file(p, 'setvbuf');
      // SETVBUF seeks a file's stream to where it is when something is buffered (FILE's level not 0)
      if (f instanceof TcFILE) f.settle();
      if (f === standard(1)) writePending(); // oracle SO: what stdout on a file held is written first
      // a file's buffer from the heap goes back, and a new one of `size` bytes is taken when the
      // program gives none (SETVBUF: free, then malloc; textgen10's heap offsets after setvbuf)
      const own = buffers.get(f);
      if (own !== undefined) {
        D.release(own);
        buffers.delete(f);
      }
      if (type !== 2 && size > 0 && buf === 0 && files.has(p)) {
        const at = D.malloc(size);
        if (at === 0) {
          f.buffering = 'none'; // SETVBUF left the stream with no buffer before it asked malloc
          unbuffered.add(f);
          if (f instanceof TcFILE) f.applyBuffering();
          return -1;
        }
        buffers.set(f, at);
      }
      // a buffer of 0 bytes is none (FILE's bsize 0: each character goes to DOS)
      if (type === 2 || size === 0) unbuffered.add(f);
      f.buffering = type === 2 || size === 0 ? 'none' : type === 1 ? 'line' : 'full';
      if (type !== 2 && size > 0) f.bufferSize = size;
      // the program's buffer shows what the stream reads and writes (libcheck VA1)
      // (nor one of 0 bytes: FILE's bsize 0 writes each character straight to DOS, textgen12
      // LD00022, LD00041, LD00069, LD00079, LD00088: setvbuf(q, ub, _IOLBF or _IOFBF, 0) leaves ub as it was)
      f.userBuffer = buf !== 0 && type !== 2 && size > 0 ? { size: f.bufferSize, show: (at, bytes) => { for (let i = 0; i < bytes.length && at + i < f.bufferSize; i++) b[buf + at + i] = bytes[i]!; } } : null;
      if (f instanceof TcFILE) f.applyBuffering();
      // on the console TC writes stdout's text at the end of each call until the program gives it a buffer (oracle SO1)
      if (f === standard(1)) {
        screenBuffered = type !== 2;
        stdoutFresh = true;
      }
      return 0;
    },
    /** setbuf(fp, buf): TC's setvbuf(fp, buf, buf ? _IOFBF : _IONBF, BUFSIZ) (oracle SO1: stdout holds its text until fflush). */
    setbuf: (p, buf) => void lib.setvbuf!(p, buf, buf !== 0 ? 0 : 2, STDIO_CONSTANTS.BUFSIZ),
    // oracle AS1: TC writes this to handle 2 (stderr, or the file freopen gave it) and ends with status 3
    abort: () => abnormalEnd('Abnormal program termination\r\n', null),
    // oracle EX2: no atexit function, no stream's buffer written (what write() wrote stays)
    _exit: (status) => abnormalEnd('', null, status),
    /** keep(status, size): a resident program stays in memory; the machine runs one program, so it ends (DOS's AH=31h). */
    keep: (status) => abnormalEnd('', null, status & 0xff), // oracle EX6: no atexit function, no buffer written
    fclose: (p) => {
      if (p === 0) return stdio.EOF; // oracle P2: -1, errno untouched
      // TC's fclose acts only on a FILE whose token word (offset 14) holds its own address; a
      // closed one keeps it, and closes handle -1: EOF (oracle FC1: a second fclose, an
      // uninitialised pointer such as corpus C2004's 003Ch, a zeroed buffer: -1, nothing done)
      const shut = closed.get(p);
      if (shut) shut.eof = shut.error = false;
      if (!files.has(p) && (shut || !isStandard(p) && dv.getUint16((p + 14) & 0xffff, true) !== p)) return stdio.EOF;
      const f = file(p, 'fclose');
      if (!files.has(p)) return 0; // a standard stream: nothing to close on CON
      return closeFile(p, f);
    },
    // oracle SE1: flushall counts every open stream, the five standard ones too (with three files: 8)
    flushall: () => {
      for (let n = 0; n < STANDARD_STREAM_COUNT; n++) stdio.fflush(stdStream(n));
      for (const f of files.values()) stdio.fflush(f);
      return STANDARD_STREAM_COUNT + files.size;
    },
    // fcloseall closes what fopen opened (the standard streams stay) and counts those whose fd byte
    // is not below 0, whatever fclose returns (FCLOSEALL; textgen10 LB00035: a stream whose fd a second
    // ungetc made 'A' counts, one made 255 does not)
    fcloseall: () => {
      let n = 0;
      for (const [p, f] of [...files]) {
        if (!f.handleOverwritten || f.overwrittenFd >= 0) n++;
        closeFile(p, f);
      }
      return n;
    },
    fprintf: (p, fmt, ...args) => {
      const s = formatC(fmtMem, str(fmt), PushedArgs.of(fmtMem, args), 'fprintf');
      if (p === 0) return nullStream.putc(0), s.length; // oracle P2: fprintf(NULL, "abc%d", 5) is 4
      if (unwritable(p)) return s.length;
      const r = stdio.fprintf(file(p, 'fprintf'), '%s', s);
      return r === s.length ? formattedCount(s) : r;
    },
    fputc: (c, p) => (unwritable(p) ? stdio.EOF : stdio.fputc(c, file(p, 'fputc'))),
    fputs: (s, p) => (unwritable(p) ? stdio.EOF : stdio.fputs(str(s), file(p, 'fputs'))),
    feof: (p) => stdio.feof(file(p, 'feof')),
    fflush: (p) => stdio.fflush(file(p, 'fflush')),
    remove: (name) => stdio.remove(str(name)),
    // ---- stdlib.h
    rand: () => stdlib.rand(),
    // TC's random(num) is `rand() % (num)`: random(0) steps rand and divides by zero, INT 0 as any
    // `%` by zero takes it (corpus C1054's random(0): "Divide error", status 3; divide-error DZ02)
    random: (n) => {
      if (((n << 16) >> 16) !== 0) return stdlib.random(n);
      stdlib.rand();
      for (;;) signals.divideError(D.at, false);
    },
    randomize: () => stdlib.randomize(),
    srand: (seed) => stdlib.srand(seed & 0xffff),
    abs: (x) => (Math.abs(x) << 16) >> 16,
    /** TCC's inline abs, which stdlib.h's `abs(x)` macro calls (probe CC99981: abs(-32768) is -32768). */
    __abs__: (x) => (Math.abs(x) << 16) >> 16,
    labs: (x) => Math.abs(x) | 0,
    atoi: (s) => (parseIntC(str(s), 0xffff) << 16) >> 16,
    atol: (s) => parseIntC(str(s), 0xffffffff) | 0,
    itoa: (v, p, radix) => {
      // libcheck XE1: a radix outside 2..36 gives the empty string, as ltoa's (the same __LONGTOA)
      const s = radix === 10 ? String(v) : radix < 2 || radix > 36 ? '' : (v & 0xffff).toString(radix);
      D.writeStr(p, s);
      return p;
    },
    malloc: (n) => D.malloc(n),
    calloc: (n, size) => {
      const total = n * size;
      if (total > 0xffff) return 0;
      const p = D.malloc(total);
      if (p) b.fill(0, p, p + total);
      return p;
    },
    free: (p) => D.release(p),
    exit: (status) => {
      runExitFunctions();
      throw new ProgramExit(status);
    },
    getenv: environment.getenv,
    putenv: environment.putenv,
    _environp: environment._environp,
    // ---- string.h (bytes of the data segment)
    memcpy: (d, s, n) => {
      D.range('memcpy', d, n);
      D.range('memcpy', s, n);
      copyWords(b, d, s, n);
      return d;
    },
    memmove: (d, s, n) => {
      D.range('memmove', d, n);
      D.range('memmove', s, n);
      b.copyWithin(d, s, s + n);
      return d;
    },
    memset: (s, c, n) => {
      D.range('memset', s, n);
      b.fill(c & 0xff, s, s + n);
      return s;
    },
    memcmp: (x, y, n) => {
      for (let i = 0; i < n; i++) if (b[x + i] !== b[y + i]) return b[x + i]! - b[y + i]!;
      return 0;
    },
    strcpy: (d, s) => {
      const t = str(s);
      // TC measures the source first, then copies upward (oracle SM2): into itself, past its start, it repeats
      if (d > s && d <= s + t.length) copyForward(b, d, s, t.length + 1);
      else D.writeStr(d, t);
      return d;
    },
    strncpy: (d, s, n) => {
      const k = Math.min(str(s).length, n);
      D.range('strncpy', d, n);
      copyForward(b, d, s, k);
      b.fill(0, d + k, d + n);
      return d;
    },
    strcat: (d, s) => {
      const at = d + str(d).length, n = str(s).length + 1;
      D.range('strcat', at, n);
      copyWords(b, at, s, n);
      return d;
    },
    strcmp: (x, y) => compare(str(x), str(y)),
    strncmp: (x, y, n) => compare(str(x).slice(0, n), str(y).slice(0, n)),
    strlen: (s) => str(s).length,
    strchr: (s, c) => {
      const t = str(s);
      const i = (c & 0xff) === 0 ? t.length : t.indexOf(String.fromCharCode(c & 0xff));
      return i < 0 ? 0 : s + i;
    },
    // ---- dos.h
    delay: (ms) => dos.delay(ms & 0xffff),
    sleep: (s) => dos.sleep(s),
    sound: (hz) => dos.sound(hz & 0xffff),
    nosound: () => dos.nosound(),
    outportb: (port, v) => dos.outportb(port, v & 0xff),
    inportb: (port, mask) => ioRead(port, dos.inportbPoll(port, mask)),
    outport: (port, v) => dos.outport(port, v),
    inport: (port, mask) => ioRead(port, dos.inportPoll(port, mask)),
    int86: (n, pin, pout) => {
      // union REGS is eight words in the data segment: copied in, the interrupt, copied out
      D.range('int86', pin, 16);
      D.range('int86', pout, 16);
      if ((n & 0xff) === 0x21) {
        const w = (i: number): number => dv.getUint16(pin + 2 * i, true);
        // TC's int86 reaches INT 21h with the carry set: a function DOSBox leaves the carry alone in
        // gives it back set, and int86 then takes AX for an error (pcgen3: 06h, 19h, 2Ah, 30h … c1, errno EINVAL)
        // DEVIATION: AH=2Ch enters with the carry clear: TC's errno store after it would be a library
        // call between the polls of a loop waiting for the time to change, whose idle wait then never comes
        const r: DosRegs = { ax: w(0), bx: w(1), cx: w(2), dx: w(3), si: w(4), di: w(5), ds: DS_SEGMENT, es: DS_SEGMENT, flags: w(0) >> 8 === 0x2c ? 0 : 1 };
        const wait = dosCall.callPolled(r);
        const out = (): Blocking<number> => {
          [r.ax, r.bx, r.cx, r.dx, r.si, r.di, r.flags & 1, r.flags].forEach((v, i) => dv.setUint16(pout + 2 * i, v, true));
          if (r.flags & 1) dosFailed(r.ax, false); // TC's int86 sets _doserrno and errno on a carry (oracle DX1)
          // a finished call: the coroutine engine takes a blocking call's result through yield*
          return done(r.ax);
        };
        return isDone(wait) ? out() : resumeAfter(wait, out);
      }
      // A REGS pair costs a few dozen property definitions: a polling loop reuses one, unless a
      // call it interrupted (a handler's int86 during INT 16h's wait) still holds it.
      const pair = spareRegs ?? [new dos.REGS(), new dos.REGS()];
      spareRegs = null;
      const [rin, rout] = pair;
      for (let i = 0; i < 8; i++) rin.w[i] = dv.getUint16(pin + 2 * i, true);
      const copyOut = (): void => {
        rout.w.forEach((w, i) => dv.setUint16(pout + 2 * i, w, true));
        spareRegs = pair;
        // TC's int86 takes AX for an error on a carry, whatever the interrupt (oracle AB2: INT 13h
        // AH=08h's 0700h and INT 25h's 8002h are _doserrno 87, errno EINVAL)
        if (rout.w[6]! & 1) dosFailed(rout.w[0]!, false);
      };
      const r = dos.int86(n, rin, rout);
      if (isDone(r)) {
        const ax = doneValue(r);
        copyOut();
        return done(ax);
      }
      return (function* int86Wait(): Blocking<number> {
        const ax = yield* r;
        if ((n & 0xff) === 0x1a && rin.w[0]! >> 8 === 0) return yield* tickRead(rin, rout, copyOut);
        copyOut();
        return ax;
      })();
    },
    // peek and poke reach the program's own memory too, a farmalloc block or DS (oracle MS1), through far.ts
    pokeb: (seg, off, v) => (far.isProgramMemory(seg, off) ? void far.storeNow(farAt(seg, off), 'u8', v & 0xff) : dos.pokeb(seg, off, v)),
    peekb: (seg, off) => (far.isProgramMemory(seg, off) ? done(far.loadNow(farAt(seg, off), 'i8')) : lowPolled(seg, off, 1, dos.peekb(seg, off))),
    poke: (seg, off, v) => (far.isProgramMemory(seg, off) ? void far.storeNow(farAt(seg, off), 'u16', v & 0xffff) : dos.poke(seg, off, v)),
    peek: (seg, off) => (far.isProgramMemory(seg, off) ? done(far.loadNow(farAt(seg, off), 'i16')) : lowPolled(seg, off, 2, dos.peek(seg, off))),
    getvect: (n) => rawVectors.get(n & 0xff) ?? vectorAddress(n & 0xff, dos.getvect(n)),
    // a null vector (getvect's of an unused one, set back) holds nothing again, as DOSBox's 0000:0000
    setvect: (n, p) => rawVectors.delete(n & 0xff) && false || dos.setvect(n, p === 0 ? NO_HANDLER : (D.fn(p, 0) as unknown as InterruptHandler)),
    disable: () => dos.disable(),
    enable: () => dos.enable(),
    // ---- bios.h
    bioskey: (cmd) => bios.bioskey(cmd),
    // ---- graphics.h: the calls that take pointers
    initgraph: (pgd, pgm, path) => {
      const gd = intRef(pgd), gm = intRef(pgm), asked = gd.value, mode = gm.value;
      // EGAVGA.BGI's monochrome mode: the kernel's set-up as for a colour mode, then mode 0Fh
      // (runtime/tc/graphics/egamono.ts; probe DREGAM: the driver and mode written back as given)
      const mono = asksMono(asked, mode);
      leaveMono(runningMachine()!);
      if (mono) [gd.value, gm.value] = [G.VGA, G.VGAHI];
      G.initgraph(gd, gm, str(path));
      if (mono && gd.value === G.VGA) {
        const st = bgi(runningMachine()!);
        [gd.value, gm.value, st.driver] = [asked, mode, asked];
        setMono(runningMachine()!, st, mode);
      }
      // a driver besides EGAVGA.BGI linked in or its file there (the user's CGA.BGI…): Turbo C
      // loads it and runs its modes (probes BD01, BD07–BD11: CGA, HERC, IBM8514, ATT and PC3270
      // from C:\TC on DOSBox's VGA), which this machine does not have (kept out of the player's
      // page, whose programs ask for none)
      // (runningMachine: machine() would count a library call TC's initgraph does not make: cc-tetris)
      const m = runningMachine()!, st = bgi(m), file = st.driverFile;
      const found = gd.value !== G.grFileNotFound ? undefined : st.linkedDrivers?.has(file) ? `${file} linked in` : findBgiFile(m, str(path), file)?.name;
      // (CGA.BGI's modes are library-cga.ts's)
      if (found && CGA_DRIVERS.has(asked)) cgaInitgraph(m, (gd.value = asked), gm.value);
      else if (found) throw new Error(`initgraph: ${found}, but only EGAVGA.BGI and Borland's other drivers are modelled`);
      dv.setInt16(pgd, gd.value, true);
      dv.setInt16(pgm, gm.value, true);
    },
    grapherrormsg: (code) => returnText('grapherrormsg', G.grapherrormsg(code)),
    getdrivername: () => returnText('getdrivername', G.getdrivername()),
    getmodename: (mode) => returnText('getmodename', G.getmodename(mode)),
    getarccoords: (p) => {
      const a = G.arccoords();
      G.getarccoords(a);
      putInts(p, [a.x, a.y, a.xstart, a.ystart, a.xend, a.yend]);
    },
    getviewsettings: (p) => {
      const v = G.viewport();
      G.getviewsettings(v);
      putInts(p, [v.left, v.top, v.right, v.bottom, v.clip]);
    },
    getlinesettings: (p) => {
      const l = G.linesettings();
      G.getlinesettings(l);
      putInts(p, [l.linestyle, l.upattern, l.thickness]);
    },
    getfillsettings: (p) => {
      const f = G.fillsettings();
      G.getfillsettings(f);
      putInts(p, [f.pattern, f.color]);
    },
    gettextsettings: (p) => {
      const t = G.textsettings();
      G.gettextsettings(t);
      putInts(p, [t.font, t.direction, t.charsize, t.horiz, t.vert]);
    },
    getpalette: (p) => {
      const pal = G.palette();
      G.getpalette(pal);
      D.range('getpalette', p, 17);
      b[p] = pal.size;
      pal.colors.forEach((c, i) => (b[p + 1 + i] = c & 0xff));
    },
    setallpalette: (p) => {
      D.range('setallpalette', p, 17);
      G.setallpalette({ size: b[p]!, colors: Array.from(D.i8.subarray(p + 1, p + 17)) });
    },
    getaspectratio: (px, py) => {
      const x = intRef(px), y = intRef(py);
      G.getaspectratio(x, y);
      dv.setInt16(px, x.value, true);
      dv.setInt16(py, y.value, true);
    },
    getmoderange: (driver, plo, phi) => {
      const lo = intRef(plo), hi = intRef(phi);
      G.getmoderange(driver, lo, hi);
      dv.setInt16(plo, lo.value, true);
      dv.setInt16(phi, hi.value, true);
    },
    detectgraph: (pgd, pgm) => {
      const gd = intRef(pgd), gm = intRef(pgm);
      G.detectgraph(gd, gm);
      dv.setInt16(pgd, gd.value, true);
      dv.setInt16(pgm, gm.value, true);
    },
    outtextxy: (x, y, s) => G.outtextxy(x, y, str(s)),
    outtext: (s) => G.outtext(str(s)),
    textwidth: (s) => G.textwidth(str(s)),
    textheight: (s) => G.textheight(str(s)),
    drawpoly: (n, p) => G.drawpoly(n, ints(p, 2 * n)),
    fillpoly: (n, p) => G.fillpoly(n, ints(p, 2 * n)),
    setfillpattern: (p, color) => G.setfillpattern(Array.from(b.subarray(p, p + 8)), color),
    // The bitmap is `void far *` (a near pointer comes as DS:offset): the data segment, or a
    // farmalloc block (Borland's own save_screen example; corpus C340) through far.ts.
    getimage: (l, t, r, bt, fp) => {
      const size = G.imagesize(l, t, r, bt);
      if (fp >>> 16 === DS_SEGMENT) {
        const p = fp & 0xffff;
        // the driver writes the header and the rows, not imagesize's last two bytes (corpus C3032:
        // 21×21 pixels, 256 of imagesize's 258, into a NULL pointer fill TC's DS:0000–00FF, and it draws on)
        D.range('getimage', p, size > 2 ? size - 2 : size);
        return G.getimage(l, t, r, bt, b.subarray(p, p + size));
      }
      // the whole image, even past imagesize's 0xFFFF: the driver writes on through ES:DI, and the
      // offset wraps in the segment (corpus C513 saves 641×481, 155 848 bytes, into a 64K block)
      const w = Math.abs(r - l) + 1, h = Math.abs(bt - t) + 1;
      const img = new Uint8Array(Math.max(size, 4 + ((w + 7) >> 3) * 4 * h));
      G.getimage(l, t, r, bt, img);
      img.forEach((v, i) => far.storeNow(farPlus(fp, i), 'u8', v));
    },
    /**
     * struct palettetype *getdefaultpalette(void): TC 2.0's GRAPHICS.H declares a near pointer, and
     * what it gets is the offset of the driver's table for the mode, which DS then makes a pointer
     * into the program's own data (DOSBox probe PDP: 01D8h in the 200-line modes, 01E9h in the
     * others, whatever the program's data, and with the driver linked in (cc-bgi-link); EGAMONO's
     * 020Bh measured once, not in PDP; the bytes there are its strings: corpus C1575 prints 114
     * "colours" of them).
     */
    getdefaultpalette: () => {
      const st = bgi(runningMachine()!);
      return st.driver === EGAMONO_DRIVER ? 0x020b : st.vga.height === 200 ? 0x01d8 : 0x01e9;
    },
    /**
     * int registerbgidriver(void (*driver)(void)): the driver's number in the BGI's table (oracle RG: EGAVGA_driver 1, again 1).
     * What is no driver it refuses, and graphresult says so too (oracle RG9: an undefined symbol's
     * address, registerbgidriver −4 then graphresult −4; registerbgifont −13 and −13).
     */
    registerbgidriver: (fp) => {
      const i = LINKED_DRIVERS.findIndex((n) => fp === D.fnPtr(lib[n]));
      if (i >= 0) (bgi(runningMachine()!).linkedDrivers ??= new Set()).add(linkedDriverFile(i));
      return i >= 0 ? i : G.registerbgidriver(fp);
    },
    /** int registerbgifont(void (*font)(void)): the font's number (oracle RG: triplex_font 1); its strokes still come from the .CHR on C:. */
    registerbgifont: (fp) => {
      const i = LINKED_FONTS.findIndex((n) => n !== '' && fp === D.fnPtr(lib[n]));
      return i >= 0 ? i : G.registerbgifont(fp);
    },
    /** int registerfarbgidriver(void far *driver): the number of a driver BGIOBJ /F linked in (oracle FB1: EGAVGA_driver_far 1), else grInvalidDriver. */
    registerfarbgidriver: (fp) => {
      const i = LINKED_DRIVERS.findIndex((_, k) => fp === linkedFar(k));
      if (i >= 0) (bgi(runningMachine()!).linkedDrivers ??= new Set()).add(linkedDriverFile(i));
      return i >= 0 ? i : G.grInvalidDriver;
    },
    /** int registerfarbgifont(void far *font): the number of a font BGIOBJ /F linked in (oracle FB1: small_font_far 2), else grInvalidFont. */
    registerfarbgifont: (fp) => {
      const i = LINKED_FONTS.findIndex((n, k) => n !== '' && fp === linkedFar(LINKED_DRIVERS.length + k - 1));
      return i >= 0 ? i : G.grInvalidFont;
    },
    installuserfont: (p) => G.installuserfont(str(p)),
    /** The far address of the k-th linked BGI file's bytes (graphics.h's `*_driver_far`, `*_font_far`): a name to register, not memory to read. */
    _bgifar: (k) => linkedFar(k),
    /**
     * int installuserdriver(char far *name, int huge (*detect)(void)): the next number after the six
     * built in (oracle RG: 6 first; probe PIUD). The kernel upper-cases the caller's string in place
     * (PIUD: "egavga" printed as EGAVGA after the call).
     */
    installuserdriver: (p, detect) => {
      const name = fmtMem.farStr(p, null);
      for (let i = 0, q = p; i < name.length; i++, q = farAdd(q, 1)) {
        const c = name.charCodeAt(i);
        if (c >= 0x61 && c <= 0x7a) far.storeNow(q, 'u8', c - 0x20);
      }
      // the detect function, called by initgraph(DETECT) (graphics/drivers.ts userDetected)
      return G.installuserdriver(name, detect === 0 ? null : () => {
        const r = D.fn(detect, 0)();
        if (typeof r !== 'number') throw new Error('installuserdriver: the detect function must not wait (getch, delay…)');
        return (r << 16) >> 16;
      });
    },
    putimage: (x, y, fp, op) => {
      if (fp >>> 16 === DS_SEGMENT) {
        const p = fp & 0xffff;
        D.range('putimage', p, 4);
        // the bytes its header says (imagesize's own cap and graphresult left alone), of an image
        // the screen can show: one wider than it is never drawn, and reads nothing (corpus C2106)
        const w = (b[p]! | (b[p + 1]! << 8)) + 1, h = (b[p + 2]! | (b[p + 3]! << 8)) + 1;
        const need = 4 + (w > 640 ? 0 : ((w + 7) >> 3) * 4 * Math.min(h, 1024));
        // the image's header says how much of it is read; the driver reads on through DS:SI, and
        // the offset wraps in the segment past DS:FFFF (corpus C671: a 13×7 header on an 18-byte
        // array at the stack's top, 60 bytes read; probe PIMW: images across a segment's end)
        if (p + need <= b.length) return G.putimage(x, y, b.subarray(p), op);
        return G.putimage(x, y, Uint8Array.from({ length: need }, (_, i) => b[(p + i) & 0xffff]!), op);
      }
      const w = far.loadNow(fp, 'u16'), h = far.loadNow(farPlus(fp, 2), 'u16');
      const img = Uint8Array.from({ length: G.imagesize(0, 0, w, h) }, (_, i) => far.loadNow(farPlus(fp, i), 'u8'));
      G.putimage(x, y, img, op);
    },
  };
  for (const name of [...LINKED_DRIVERS, ...LINKED_FONTS]) {
    if (name !== '') lib[name] = () => {
      throw new Error(`${name}: the BGI file linked in as data, not a function to call (give it to ${name.endsWith('_font') ? 'registerbgifont' : 'registerbgidriver'})`);
    };
  }
  // graphics.h calls that take and return ints only: as they are
  for (const name of INT_GRAPHICS) lib[name] = (G as unknown as Record<string, Binding>)[name]!;
  cgaLibrary(lib, { text: returnText, read: (fp, i) => far.loadNow(farPlus(fp, i), 'u8'), write: (fp, i, v) => far.storeNow(farPlus(fp, i), 'u8', v) });
  monoLibrary(lib, { text: returnText, word: (p, i) => dv.getInt16(p + 2 * i, true), setWord: (p, i, v) => dv.setInt16(p + 2 * i, v, true) });
  bgiHeap(D, lib);
  // AX as the call leaves it, for a call of an undefined function and _AX (library-ax.ts, probe PAX)
  // (four arguments at most: the calls modelled take no more, and spreading them costs a fifth of a putpixel)
  for (const [name, rule] of Object.entries(AX_RULES)) {
    const call = lib[name]!, at = name === 'outtextxy' ? 2 : name === 'outtext' ? 0 : -1;
    lib[name] = (a, b, c, d) => {
      const text = at < 0 ? '' : str((at === 0 ? a : c)!);
      const r = call(a, b, c, d);
      const st = bgi(runningMachine()!);
      const ax = st.installed ? rule(st, a ?? 0, b ?? 0, c ?? 0, d ?? 0, text) : null;
      if (ax !== null) D.leaveAx(ax);
      return r;
    };
  }
  // (the checks below read the machine without counting a library call: the call they wrap counts)
  // NI1, NI2 (test/fixtures/oracle-files): a call that goes to the driver while none is loaded
  // (before initgraph, after a failed one, after closegraph) writes BGI's message straight to
  // handle 1, past stdout's buffer, and ends the program as exit(0) does (the atexit functions
  // run, the streams are written); the calls that only read or set the kernel's own state return
  const bgiError = (text: string): void => {
    // (NG1: on handle 1, which freopen gave stdout's file: after what the stream wrote there)
    if (streamsAt !== undefined && files.has(streamsAt + FILE_SIZE)) out(text.replace(/\r\n/g, '\n'));
    else if (io.stdoutToFile) io.stdout?.(text);
    else toScreen(text);
    lib.exit!(0);
  };
  const noDriver = (): void => bgiError(NOT_INITIALIZED);
  // NG1: after restorecrtmode, until setgraphmode or initgraph, the same calls and setviewport,
  // setpalette, setallpalette, setusercharsize and putimage write "Not in graphics mode" and end
  // the program the same way; the kernel's getters, setaspectratio and the mode calls return
  let crt = false;
  for (const name of [...DRIVER_GRAPHICS, ...CRT_ENDS]) {
    const call = lib[name]!, driver = (DRIVER_GRAPHICS as readonly string[]).includes(name);
    lib[name] = (...args) => {
      if (!bgi(runningMachine()!).installed) {
        if (driver) noDriver();
      } else if (crt) bgiError(NOT_GRAPHICS_MODE);
      try {
        return call(...args);
      } catch (e) {
        // the kernel's IDIV past the int (bgi/clip.ts KernelDivide; probe PFD): INT 0 as a division
        // of the program's takes it; after a handler returns the 8086 runs the division again
        if (!(e instanceof KernelDivide)) throw e;
        for (;;) signals.divideError(D.at, true);
      }
    };
  }
  for (const [name, after] of [['restorecrtmode', true], ['setgraphmode', false], ['initgraph', false], ['closegraph', false]] as const) {
    const call = lib[name]!;
    lib[name] = (...args) => {
      const r = call(...args), st = bgi(runningMachine()!);
      if (!st.installed) crt = false;
      else if (after || st.result === G.grOk) crt = after;
      return r;
    };
  }
  // SV1: the calls that return while no driver is loaded read and set the kernel's own
  // variables and leave graphresult alone: all zero before the first initgraph, the last session's
  // after closegraph (getmaxx 639, the colour, the styles, the viewport). Apart: getgraphmode is −1
  // and grNoInitGraph, the aspect ratio 1:1 until setaspectratio (closegraph puts it back),
  // getdrivername "", and before the first initgraph setviewport says grError and putimage draws
  // nothing, while after closegraph a putimage ends the program as the driver's calls do.
  let hadDriver = false;
  let aspect = [1, 1];
  const withoutDriver = (name: string, off: (st: BgiState, args: number[], call: Binding) => number | void): void => {
    const call = lib[name]!;
    lib[name] = (...args) => {
      const st = bgi(runningMachine()!);
      return st.installed ? call(...args) : off(st, args, call);
    };
  };
  /** A getter as if the driver were there (after closegraph) or not (zeros before initgraph), graphresult as it was. */
  const kernelOnly = (st: BgiState, args: number[], call: Binding): number | void => {
    const result = st.result;
    st.installed = hadDriver;
    try {
      return call(...args) as number | void;
    } finally {
      st.installed = false;
      st.result = result;
    }
  };
  for (const name of KERNEL_GETTERS) withoutDriver(name, kernelOnly);
  // DEVIATION: after closegraph these set nothing (TC's kernel keeps what they set: not measured);
  // NG2: setusercharsize then ends the program as the driver's calls do
  for (const name of KERNEL_SETTERS) withoutDriver(name, name === 'setusercharsize' ? () => (hadDriver ? noDriver() : undefined) : () => undefined);
  withoutDriver('getfillpattern', (st, [p], call) => {
    if (hadDriver) return kernelOnly(st, [p!], call);
    D.range('getfillpattern', p!, 8);
    b.fill(0, p!, p! + 8);
  });
  withoutDriver('getgraphmode', (st) => ((st.result = G.grNoInitGraph), -1));
  withoutDriver('getdrivername', () => returnText('getdrivername', ''));
  withoutDriver('getaspectratio', (_, [px, py]) => {
    dv.setInt16(D.check(px!, 0), aspect[0]!, true);
    dv.setInt16(D.check(py!, 0), aspect[1]!, true);
  });
  withoutDriver('setaspectratio', (_, [x, y]) => void (aspect = [x!, y!]));
  // (NG2: after closegraph setviewport ends the program)
  withoutDriver('setviewport', (st) => (hadDriver ? noDriver() : void (st.result = G.grError)));
  withoutDriver('putimage', () => (hadDriver ? noDriver() : undefined));
  const initgraph = lib.initgraph!, closegraph = lib.closegraph!;
  lib.initgraph = (...args) => {
    const r = initgraph(...args);
    if (bgi(runningMachine()!).installed) hadDriver = true;
    return r;
  };
  lib.closegraph = () => {
    if (bgi(runningMachine()!).installed) aspect = [1, 1];
    return closegraph();
  };
  /** printf's formatting of `fmt` over a va_list's words or a call's arguments (with their shape, codegen's pushedShape). */
  const format = (fmt: number, args: FormatArgs | readonly (number | string)[], call: string, alone?: boolean[]): string =>
    formatC(fmtMem, str(fmt), 'take' in args ? args : PushedArgs.of(fmtMem, args), call, alone);
  /** cscanf's stores: what was typed, scanned as sscanf scans a string in the data segment. */
  const scanText = (text: string, fmt: number, ptrs: number[]): number => stdioCalls.scanText(text, fmt, ptrs);
  // measured in DOSBox: this text (its leading space too) on handle 2, then abort's
  const scanFloatsMissing = io.scanFloats === false
    ? () => {
        stdio.fputs(' scanf : floating point formats not linked\r\n', stdStream(2));
        return lib.abort!() as never;
      }
    : null;
  // INT 21h AH=25h with an address that is none of the program's functions (oracle DI1: 1234:5678)
  // is only stored: AH=35h and getvect give it back, and an INT n still reaches the handler before
  /**
   * Vector n's far address, its handler `h`: a vector no program set holds the BIOS's or DOS's
   * address, as DOSBox's table does (probe IV1: INT 08h F000:FEA5, an unused one 0000:0000), a call
   * through it reaching that handler; the program's own handler is its far pointer (a near function
   * pointer made far is CS:index, probe NP2).
   */
  const vectorAddress = (n: number, h: InterruptHandler): number => {
    const at = machine().vectors.address(n);
    if (at >>> 16 === PROGRAM_CODE_SEGMENT) return ((CODE_SEGMENT << 16) | D.fnPtr(h)) >>> 0;
    return at === 0 ? 0 : D.fnPtrAt(h, at);
  };
  dosCall.vector = {
    get: (n) => rawVectors.get(n & 0xff) ?? (lib.getvect!(n & 0xff) as number),
    set: (n, p) => {
      if (p !== 0 && !D.functionAt(p)) return void rawVectors.set(n & 0xff, p);
      lib.setvect!(n & 0xff, p);
    },
  };
  // the table through far pointers: getvect's addresses (no trace of a call), set as INT 21h AH=25h sets them
  FarMemory.vectorsOf(D, { get: (n) => rawVectors.get(n) ?? vectorAddress(n, machine().vectors.get(n)), set: dosCall.vector.set });
  dosCall.disk = { get: () => lib['getdisk']!() as number, set: (d) => void lib['setdisk']!(d) };
  const stdioCalls = stdioBindings(D, file, format, out, standard, stdStream, scanFloatsMissing);
  Object.assign(lib, stdioCalls, dosBindings(D, dosCall), conioBindings(D, format, scanText, dosWrite), timeBindings(D, environment.valueOf, data), dirBindings(D, environment.entries, (status) => abnormalEnd('', null, status)), signals.bindings, setjmpBindings(D), ioBindings(D, data.get(BELOW_OPENFD)), allocBindings(D, far), int21Bindings(D, dosCall));
  // TC's findfirst and findnext make the ffblk the DTA (INT 21h AH=1Ah) and leave it there, found or
  // not (textgen16 LH00002, LH00053: getdta() after setdta(buf) and a findfirst is no longer buf)
  for (const name of ['findfirst', 'findnext'] as const) {
    const search = lib[name]!;
    lib[name] = (...args: number[]) => {
      far.dos.dta = ((DS_SEGMENT << 16) | args[name === 'findfirst' ? 1 : 0]!) >>> 0;
      return search(...args);
    };
  }
  // open with O_CREAT and a mode umask leaves nothing of: TC sets EINVAL and opens all the same
  // (textgen8 Y00101: umask(0777), then open("Y1.TMP", O_RDWR | O_CREAT | O_TEXT, S_IREAD | S_IWRITE)
  // of a file that is there is 7, errno 19; Y00104, Y00190, Y00332 after umask(S_IWRITE) or S_IREAD)
  const ioOpen = lib['open']!;
  lib['open'] = (path, flags, mode) => {
    if (flags & O_CREAT && ((mode ?? S_IREAD | S_IWRITE) & ~fileMask & (S_IREAD | S_IWRITE)) === 0) setErrno(EINVAL);
    return ioOpen(path, flags, mode);
  };
  // the words TC's call leaves below SP (library-residue.ts), the caller's BP as the call set it
  // (once the call is done: getch and getche wait for a key, which getche's words hold)
  for (const name of RESIDUE_CALLS) {
    const call = lib[name]!;
    lib[name] = (...a) => {
      const bp = D.callerBp;
      return whenDone(call(...a), (v) => {
        leaveResidue(D, name, a, bp, streamsAt === undefined ? 0 : streamsAt + FILE_SIZE, typeof v === 'number' ? v : 0);
        return v;
      });
    };
  }
  // and the formatting calls' words (the arguments before the format, the format, the words pushed after it)
  for (const [name, before] of FORMAT_RESIDUE) {
    const call = lib[name]!;
    lib[name] = (...a) => {
      const r = call(...a) as number;
      const fmt = a[before] as number;
      leaveFormatResidue(D, name, a.slice(0, before + 1) as number[], PushedArgs.of(fmtMem, a.slice(before + 1)).pushedWords(), str(fmt), r, streamsAt === undefined ? 0 : streamsAt + FILE_SIZE, D.callerBp);
      D.leftRegisters = formatRegisters(name, a[0]! === (streamsAt ?? 0) + FILE_SIZE);
      return r;
    };
  }
  // and the scanning calls' words, once the call is done (scanf and fscanf may wait for keys)
  for (const [name, before] of SCAN_RESIDUE) {
    const call = lib[name]!;
    lib[name] = (...a) => {
      const bp = D.callerBp;
      return whenDone(call(...a), (v) => {
        leaveScanResidue(D, name, a.slice(0, before + 1) as number[], a.slice(before + 1) as number[], str(a[before] as number), v as number, streamsAt ?? 0, bp);
        return v;
      });
    };
  }
  // write() on handles 1 and 2 goes to DOS at once, past stdout's buffer (oracle SO: 100
  // characters, write(1, "WW", 2), 500 more, a divide error: the file holds WW and 512)
  for (const name of ['write', '_write'] as const) {
    const toHandle = lib[name]!;
    lib[name] = (fd, buf, len) => {
      if (fd !== 1 && fd !== 2) return toHandle(fd, buf, len) as number;
      const n = len & 0xffff;
      D.range(name, buf, n);
      const text = String.fromCharCode(...b.subarray(buf, buf + n));
      // (stdout's buffer on the console too: textgen7 X00008, write(1, "tab", 3) after setvbuf(stdout, obuf, _IOFBF, 40) shows at once)
      if (fd === 1 && io.stdoutToFile) io.stdout?.(text);
      else dosWrite(text, fd, name === 'write');
      return n;
    };
  }
  // cgets is TC's INT 21h AH=0Ah: with stdin redirected from a file it reads as DOS does there
  // (oracle DR6: an LF kept; at the file's end a CR AH=0Ah read last ends the line at once)
  if (io.stdin) {
    lib.cgets = (p) => {
      D.range('cgets', p, 2);
      const r: DosRegs = { ax: 0x0a00, bx: 0, cx: 0, dx: p & 0xffff, si: 0, di: 0, ds: DS_SEGMENT, es: DS_SEGMENT, flags: 0 };
      const wait = dosCall.callPolled(r);
      const end = (): Blocking<number> => {
        b[(p + 2 + b[p + 1]!) & 0xffff] = 0; // the CR's place: TC ends the string there
        return done(p + 2);
      };
      return isDone(wait) ? end() : resumeAfter(wait, end);
    };
  }
  // putc is TC's macro (stdio.h): see `out`'s line buffering
  const putcFunction = lib.putc!;
  lib.putc = (c, p) => asMacro(() => putcFunction(c, p));
  // stdout on a file is no device (oracle SO: isatty(1) is 0)
  if (io.stdoutToFile) {
    const device = lib.isatty!;
    lib.isatty = (fd) => (fd === 1 ? 0 : device(fd)) as number;
  }
  Object.assign(lib, { atan: tcAtan, fabs: Math.abs, floor: tcFloor, ceil: tcCeil } satisfies Record<(typeof MATH)[number], Binding>);
  Object.assign(lib, stdlibBindings(D, (site, overflow) => signals.divideError(site, overflow), environment.valueOf, environment.entries), mathBindings(D, (text) => stdio.fputs(text, stdStream(2))));
  leaveEs(D, lib);
  leaveMathAx(D, lib);
  return lib;
}

/** The names the library defines (a program calling another name does not link). */
export function libraryNames(): ReadonlySet<string> {
  return (names ??= new Set([...LIBRARY_OWN, ...STDIO_NAMES, ...STDLIB_NAMES, ...TIME_NAMES, ...TIME_DATA, ...DIR_NAMES, ...SIGNAL_NAMES, ...SETJMP_NAMES, ...IO_NAMES, ...ALLOC_NAMES, ...INT21_NAMES, ...DOS_NAMES, ...CONIO_NAMES, ...INT_GRAPHICS, ...MATH, ...MATH_NAMES, ...LINKED_DRIVERS, ...LINKED_FONTS.filter((n) => n !== ''), ...LINKED_FAR]));
}

let names: Set<string> | undefined;

const INT_GRAPHICS = [
  'closegraph', 'graphresult', 'cleardevice', 'graphdefaults', 'getmaxx', 'getmaxy', 'getmaxcolor', 'getgraphmode',
  'setgraphmode', 'restorecrtmode', 'setactivepage', 'setvisualpage', 'setcolor', 'getcolor', 'setbkcolor', 'getbkcolor',
  'setpalette', 'setrgbpalette', 'putpixel', 'getpixel', 'line', 'lineto', 'linerel', 'moveto', 'moverel', 'getx', 'gety',
  'rectangle', 'setlinestyle', 'setwritemode', 'bar', 'bar3d', 'setfillstyle', 'floodfill', 'circle', 'arc', 'ellipse',
  'fillellipse', 'pieslice', 'sector', 'imagesize', 'settextjustify', 'settextstyle', 'setusercharsize', 'setviewport',
  'clearviewport', 'setaspectratio', 'getmaxmode', 'getpalettesize',
] as const;

/** The graphics.h calls that end the program when no driver is loaded (probe NI1: each as a program's first call in DOSBox). */
const DRIVER_GRAPHICS = [
  'arc', 'bar', 'bar3d', 'circle', 'cleardevice', 'clearviewport', 'drawpoly', 'ellipse', 'fillellipse', 'fillpoly', 'floodfill',
  'getarccoords', 'getdefaultpalette', 'getimage', 'getmaxcolor', 'getmaxmode', 'getmodename', 'getpalettesize', 'getpixel',
  'graphdefaults', 'imagesize', 'line', 'linerel', 'lineto', 'moverel', 'moveto', 'outtext', 'outtextxy', 'pieslice', 'putpixel',
  'rectangle', 'sector', 'setactivepage', 'setbkcolor', 'setcolor', 'setfillpattern', 'setfillstyle', 'setlinestyle',
  'setrgbpalette', 'settextjustify', 'settextstyle', 'setvisualpage', 'setwritemode', 'textheight', 'textwidth',
] as const;
/** The calls that only read or set the kernel's variables, which stay after closegraph (probe SV1). */
const KERNEL_GETTERS = [
  'getmaxx', 'getmaxy', 'getcolor', 'getbkcolor', 'getx', 'gety', 'getfillsettings', 'getlinesettings', 'getpalette',
  'gettextsettings', 'getviewsettings', 'getmoderange',
] as const;
const KERNEL_SETTERS = ['setallpalette', 'setpalette', 'setusercharsize', 'restorecrtmode'] as const;
/** What those calls write on handle 1 first (probe NI2, its stdout a file). */
const NOT_INITIALIZED = "\r\nBGI Error: Graphics not initialized (use 'initgraph')\r\n\r\n";
/** The calls besides DRIVER_GRAPHICS that end the program after restorecrtmode (probe NG1). */
const CRT_ENDS = ['setviewport', 'setpalette', 'setallpalette', 'setusercharsize', 'putimage'] as const;
/** What they write on handle 1 then (NG1). */
const NOT_GRAPHICS_MODE = '\r\nBGI Error: Not in graphics mode\r\n\r\n';

/**
 * The public names BGIOBJ gives the drivers and fonts a program links in, by the number
 * registerbgidriver and registerbgifont return for each (TC 2.0's driver table: CGA, EGAVGA,
 * IBM8514, Herc, ATT, PC3270; the fonts by their *_FONT number). The machine's driver is built
 * in, so `registerbgidriver(EGAVGA_driver)` is all BGIDEMO-style programs need.
 */
const LINKED_DRIVERS = ['CGA_driver', 'EGAVGA_driver', 'IBM8514_driver', 'Herc_driver', 'ATT_driver', 'PC3270_driver'] as const;
/** The file a driver linked in stands for (CGA_driver: CGA.BGI). */
/**
 * `leave` given a library call's value once the call is done: at once, or after its wait (a
 * blocking call's generator: getche, scanf waiting for keys); its value is the call's.
 */
function whenDone(r: unknown, leave: (v: unknown) => unknown): unknown {
  if (typeof r !== 'object' || r === null) return leave(r);
  const b = r as Blocking<unknown>;
  if (isDone(b)) return done(leave(doneValue(b)));
  return (function* waited(): Blocking<unknown> {
    return leave(yield* b);
  })();
}

const linkedDriverFile = (i: number): string => `${LINKED_DRIVERS[i]!.slice(0, -7).toUpperCase()}.BGI`;
const LINKED_FONTS = ['', 'triplex_font', 'small_font', 'sansserif_font', 'gothic_font'] as const;
/** BGIOBJ's objects: the drivers and fonts a program links in (graphics.h's `EGAVGA_driver`, `triplex_font`…). */
export const BGI_OBJECT_NAMES: readonly string[] = [...LINKED_DRIVERS, ...LINKED_FONTS.filter((n) => n !== '')];
/** BGIOBJ /F's far copies (`EGAVGA_driver_far`…): drivers by number, then fonts; each at a segment of its own, never read. */
const LINKED_FAR = [...LINKED_DRIVERS.map((n) => `${n}_far`), ...LINKED_FONTS.filter((n) => n !== '').map((n) => `${n}_far`)];
const FAR_BGI_SEGMENT = 0xc000;
/** graphics.h's EGAMONO. */
const EGAMONO_DRIVER = 5;
/** Far pointer fp plus i bytes, in its segment (the offset wraps, as 8086 addressing does). */
const farPlus = (fp: number, i: number): number => ((fp & 0xffff0000) | ((fp + i) & 0xffff)) >>> 0;
const linkedFar = (k: number): number => ((FAR_BGI_SEGMENT + k) << 16) >>> 0;
/** The bindings written out in makeLibrary (its keys, checked by the type of `lib`). */
const LIBRARY_OWN = [
  'printf', 'sprintf', 'puts', 'putchar', 'rand', 'random', 'randomize', 'srand', 'abs', '__abs__', 'labs', 'atoi', 'atol', 'itoa', 'malloc', 'calloc',
  'free', 'exit', 'getenv', '_environp', 'memcpy', 'memmove', 'memset', 'memcmp', 'strcpy', 'strncpy', 'strcat', 'strcmp', 'strncmp', 'strlen',
  'strchr', 'delay', 'sleep', 'sound', 'nosound', 'outportb', 'inportb', 'outport', 'inport', 'getvect', 'setvect', 'disable', 'enable',
  'bioskey', 'initgraph', 'grapherrormsg', 'outtextxy', 'outtext',
  'textwidth', 'textheight', 'drawpoly', 'fillpoly', 'setfillpattern', 'getimage', 'putimage', 'fopen', 'fclose',
  'fprintf', 'fputc', 'fputs', 'feof', 'fflush', 'flushall', 'fcloseall', 'remove', 'getdrivername', 'getmodename', 'getarccoords',
  'getviewsettings', 'getlinesettings', 'getfillsettings', 'gettextsettings', 'getpalette', 'setallpalette', 'getaspectratio',
  'getmoderange', 'detectgraph', 'atexit', '_fmodep', 'tmpnam', 'tmpfile', 'fgetpos', 'fsetpos', 'getfillpattern',
  'setgraphbufsize', 'putenv', 'movedata', 'int86', 'fdopen', 'umask', 'getdefaultpalette', 'registerbgidriver', 'registerbgifont', 'registerfarbgidriver', 'registerfarbgifont', 'installuserdriver', 'installuserfont', '_bgifar', 'pokeb', 'peekb', 'poke', 'peek', 'freopen', 'setvbuf', 'setbuf', 'abort', '_exit', 'keep',
] as const;

const MATH = ['atan', 'fabs', 'floor', 'ceil'] as const;

/** strcmp's sign: the first differing byte (unsigned, as TC compares). */
function compare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return a.charCodeAt(i) - b.charCodeAt(i);
  return a.length - b.length === 0 ? 0 : a.length < b.length ? -b.charCodeAt(n) : a.charCodeAt(n);
}

/** atoi/atol: leading blanks, a sign, decimal digits, wrapping as TC's int or long arithmetic does (oracle ST1). */
function parseIntC(s: string, mask: number): number {
  const m = /^[ \t\n\r\f\v]*([+-]?)(\d+)/.exec(s);
  if (!m) return 0;
  let v = 0;
  for (const d of m[2]!) v = (Math.imul(v, 10) + Number(d)) & mask;
  return m[1] === '-' ? -v : v;
}

/**
 * What the BGI takes from the near heap, as TC 2.0's `_graphgetmem` (malloc) gives it (oracle
 * GB, test/fixtures/heap): initgraph loads EGAVGA.BGI (5 363 bytes) and then takes the graphics
 * buffer (setgraphbufsize's size, 4 096 at first); settextstyle with a stroked font loads its .CHR
 * (its size + 16), freeing the stroked font before it; closegraph frees the buffer, the driver
 * and the font. A driver or font registered (linked in) is not loaded.
 *
 * A program may define `_graphgetmem` and `_graphfreemem` itself (Borland's GRAPHGET example,
 * corpus C1585): the BGI then calls them, with these sizes, and they may wait (printf and getch
 * there: initgraph, closegraph and settextstyle wait with them, cc/compile.ts BGI_HEAP_CALLS).
 * Oracle GM, GS and GM2 (programs that log each call with the BIOS mode at the time): initgraph
 * takes the driver, then the buffer, both before it sets the mode, once its driver's file is
 * found (VGA with mode 5, which then fails, takes both; CGA and a negative driver neither); an
 * initgraph while graphics is on takes a buffer again, not the driver, and from then on the
 * driver stays; closegraph sets the text mode back first, then frees the last buffer (the size it
 * was taken with), the driver it loaded and the font.
 */
function bgiHeap(D: DataSegment, lib: Record<string, Binding>): void {
  const DRIVER_FILE = 5363;
  const { initgraph, closegraph, settextstyle, registerbgidriver, registerbgifont, registerfarbgidriver, registerfarbgifont } = lib as Record<string, Binding>;
  let driverLinked = false, driver = 0, driverTaken = DRIVER_FILE, driverOwned = false, buffer = 0, bufferTaken = 0, font = 0, fontTaken = 0;
  const fontsLinked = new Set<number>();
  const linked = (register: Binding, fonts: boolean): Binding => (...a) => {
    const r = register!(...a) as number;
    if (r >= 0 && fonts) fontsLinked.add(r);
    else if (r >= 0) driverLinked = true;
    return r;
  };
  lib.registerbgidriver = linked(registerbgidriver!, false);
  lib.registerfarbgidriver = linked(registerfarbgidriver!, false);
  lib.registerbgifont = linked(registerbgifont!, true);
  lib.registerfarbgifont = linked(registerfarbgifont!, true);

  /** The program's own hook, or undefined: the library's, malloc and free on the near heap. */
  const hook = (name: string): ((...a: number[]) => unknown) & { gen?: (...a: number[]) => Blocking<unknown> } | undefined => D.userFunction(name);
  const call = (f: NonNullable<ReturnType<typeof hook>>, ...args: number[]): Blocking<unknown> => {
    if (f.gen) return f.gen(...args);
    const r = f(...args);
    return typeof r === 'object' && r !== null ? (r as Blocking<unknown>) : done(r);
  };
  /** A far pointer to `size` bytes. */
  function* take(size: number): Blocking<number> {
    const f = hook('_graphgetmem');
    if (!f) return ((DS_SEGMENT << 16) | D.malloc(size)) >>> 0;
    return ((yield* call(f, size)) as number) >>> 0;
  }
  function* give(p: number, size: number): Blocking<void> {
    if (p === 0) return;
    const f = hook('_graphfreemem');
    if (f) yield* call(f, p, size);
    else if (p >>> 16 === DS_SEGMENT) D.release(p & 0xffff);
  }
  function* graphInit(pgd: number, pgm: number, path: number): Blocking<void> {
    const gd = D.dv.getInt16(pgd, true), st = bgi(runningMachine()!);
    // another driver's file found on the disk is read whole: CGA.BGI's 6 253 bytes, HERC.BGI's
    // 6 125… (DRMCGA, DRATT, DRHERC, DR8514, DR3270: coreleft less by the file's size and the
    // buffer, as malloc rounds them); one linked in is not read, one not found takes nothing
    const file = driverFile(gd, st.userDrivers), linkedIn = st.linkedDrivers?.has(file) ?? false;
    const other = gd > 0 && !EGAVGA_DRIVERS.includes(gd) && !linkedIn ? findBgiFile(runningMachine()!, D.str(path), file)?.bytes.length : undefined;
    if (gd === G.DETECT || EGAVGA_DRIVERS.includes(gd) || other !== undefined || (gd > 0 && linkedIn)) {
      // a driver found in memory already is used as a registered one is: closegraph keeps it
      // (GS: after an initgraph while graphics was on, closegraph freed the buffer only, and the
      // next initgraph took no driver)
      driverOwned = !(other === undefined ? driverLinked || linkedIn : false) && driver === 0;
      if (driverOwned) driver = yield* take((driverTaken = other ?? DRIVER_FILE));
      // GS: the size setgraphbufsize gave while graphics was off
      bufferTaken = bgi(runningMachine()!).graphBufSize; // (not a library call of its own)
      buffer = yield* take(bufferTaken);
    }
    initgraph!(pgd, pgm, path);
  }
  /**
   * A stroked font read into the kernel's buffer takes its file's size + 16, the font before it
   * freed first; a failed read frees the buffer and takes nothing (probe BF16: TRIP.CHR's 7 241
   * bytes take 7 264, LITT.CHR's 2 138 2 160; BF03, BF13: a font not found leaves coreleft as it
   * was, and after one loaded gives its 7 264 back). bgi/text.ts's BgiState.fontBuffer says which.
   */
  function* textStyle(f: number, dir: number, size: number): Blocking<unknown> {
    const st = bgi(runningMachine()!);
    const before = st.fontBuffer;
    const r = settextstyle!(f, dir, size);
    const now = st.fontBuffer;
    if (buffer !== 0 && now !== before && !fontsLinked.has(f)) {
      yield* give(font, fontTaken);
      font = 0;
      if (now && now.bytes > 0) font = yield* take((fontTaken = now.bytes + 16));
    }
    return r;
  }
  function* graphClose(): Blocking<void> {
    closegraph!();
    const [b, d, f] = [buffer, driverOwned ? driver : 0, font];
    buffer = font = 0;
    if (driverOwned) driver = 0;
    yield* give(b, bufferTaken);
    yield* give(d, driverTaken);
    yield* give(f, fontTaken);
  }
  // With the program's hooks the calls may wait (cc/compile.ts makes them blocking calls then);
  // with the library's they never suspend, and run through at once.
  const hooked = (): boolean => hook('_graphgetmem') !== undefined || hook('_graphfreemem') !== undefined;
  const now = <T>(b: Blocking<T>): T => {
    const r = b.next();
    if (!r.done) throw new Error('the BGI\'s heap calls waited with no hook of the program\'s');
    return r.value;
  };
  lib.initgraph = (pgd, pgm, path) => (hooked() ? graphInit(pgd, pgm, path) : now(graphInit(pgd, pgm, path)));
  lib.settextstyle = (f, dir, size) => (hooked() ? textStyle(f, dir, size) : now(textStyle(f, dir, size)));
  lib.closegraph = () => (hooked() ? graphClose() : now(graphClose()));
}
