/**
 * The library's objects in the data segment that a header names as `extern` arrays: ctype.h's
 * `_ctype` (its macros index it, as TC's do) and stdio.h's `_streams` (stdin, stdout, stderr,
 * stdaux, stdprn are its first five entries, `&_streams[n]`, so `FILE *f = stdout;` is a
 * constant). A program that declares one gets it laid out after its strings, with these bytes.
 */
import { parseTZ } from '../../runtime/tc/time.ts';
import { TZ_NAMES_DEFAULT } from './library-time.ts';

/** ctype.h's class bits (TC 2.0's values, as its macros test them). */
export const CTYPE_SPACE = 1, CTYPE_DIGIT = 2, CTYPE_UPPER = 4, CTYPE_LOWER = 8, CTYPE_HEX = 16, CTYPE_CONTROL = 32, CTYPE_PUNCT = 64;

/** The class of character c (0..255), the byte `_ctype[c + 1]` (oracle CT1.OUT: nothing at 128 and above). */
export function ctypeClass(c: number): number {
  if (c < 0 || c > 127) return 0;
  if (c >= 9 && c <= 13) return CTYPE_SPACE | CTYPE_CONTROL;
  if (c < 32 || c === 127) return CTYPE_CONTROL;
  if (c === 32) return CTYPE_SPACE;
  if (c >= 48 && c <= 57) return CTYPE_DIGIT;
  if (c >= 65 && c <= 90) return CTYPE_UPPER | (c <= 70 ? CTYPE_HEX : 0);
  if (c >= 97 && c <= 122) return CTYPE_LOWER | (c <= 102 ? CTYPE_HEX : 0);
  return CTYPE_PUNCT;
}

/** sizeof(FILE) in TC 2.0's small model, and the standard streams' count (stdio.h's table starts with them). */
export const FILE_SIZE = 16;
export const STREAM_COUNT = 20;
export const STANDARD_STREAM_COUNT = 5;
/** Where a FILE's `fd` byte is (after `short level; unsigned flags;`). */
const FD_OFFSET = 4;
const FLAGS_OFFSET = 2;
/**
 * The standard streams' flags at the start (oracle HW1): each _F_TERM (200h); stdin read and
 * line-buffered (209h), stdout written and line-buffered (20Ah), stderr written (202h), stdaux
 * read and written in binary (243h), stdprn written in binary (242h).
 */
const STANDARD_FLAGS = [0x209, 0x20a, 0x202, 0x243, 0x242];

/** dos.h's `_stklen` as TC 2.0's library defines it (oracle DX: 4096; the machine's stack is not held to it). */
const STACK_LENGTH = 4096;

/** A text's bytes. */
const latin1 = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/** `n` bytes of v, low first. */
const le = (v: number, n: number): number[] => Array.from({ length: n }, (_, i) => (v >> (8 * i)) & 0xff);

/** Each object's bytes, laid out at `at` (an object that points into itself needs its address). */
export const LIBRARY_DATA: Readonly<Record<string, (at: number) => Uint8Array>> = {
  /**
   * dos.h's unsigned `_stklen` and `_heaplen` (0: the small model's heap takes what is left; oracle DX),
   * for a program that declares them `extern` (our dos.h does not, so a debugger's list of globals
   * shows them only then); one that defines them has its own.
   */
  _stklen: () => Uint8Array.of(STACK_LENGTH & 0xff, STACK_LENGTH >> 8),
  _heaplen: () => new Uint8Array(2),
  /**
   * C0S's `__brklvl`, the heap's break (sbrk(0)), for a program that declares it `extern` (corpus
   * C2116 sizes itself for keep() with it): the library's break lives in it from the start
   * (DataSegment.keepBreakAt), so malloc, free, sbrk and brk move it and a store to it moves the
   * break (oracle BK1).
   */
  __brklvl: () => new Uint8Array(2),
  /**
   * time.h's `long timezone` and `int daylight`, TC 2.0's TZSET module's data, EST5EDT before any
   * tzset (probe CC99980); a struct's member of the name is its own (sys/timeb.h's struct timeb).
   */
  timezone: () => Uint8Array.of(...le(parseTZ(null).timezone, 4)),
  daylight: () => Uint8Array.of(...le(parseTZ(null).daylight, 2)),
  /**
   * time.h's `char *tzname[2]`, TC 2.0's TZSET module's `_tzname` (TC's time.h does not declare it:
   * a program declares it `extern`): two pointers to the zone's names, three letters and a 0 each,
   * which tzset fills (textgen16 LH00003: "EST EDT", LH00032: CET-1CEST's "CET CES", GMT0's "GMT" and "").
   */
  tzname: (at) => Uint8Array.of(...le(at + 4, 2), ...le(at + 8, 2), ...latin1(`${TZ_NAMES_DEFAULT[0]}\0${TZ_NAMES_DEFAULT[1]}\0`)),
  /** EOF's entry first, then 0..255. */
  _ctype: () => Uint8Array.from({ length: 257 }, (_, i) => ctypeClass(i - 1)),
  _streams: () => {
    const b = new Uint8Array(STREAM_COUNT * FILE_SIZE);
    for (let i = 0; i < STREAM_COUNT; i++) b[i * FILE_SIZE + FD_OFFSET] = i < STANDARD_STREAM_COUNT ? i : 0xff;
    STANDARD_FLAGS.forEach((f, i) => {
      b[i * FILE_SIZE + FLAGS_OFFSET] = f & 0xff;
      b[i * FILE_SIZE + FLAGS_OFFSET + 1] = f >> 8;
    });
    return b;
  },
};

/**
 * An int of the library's that a header names as `(*_namep())` (errno, _doserrno): a cell in the
 * data segment beside the library's value. At each look, a value the library set since the last
 * one wins (it came after: `errno = 0; call(); errno`), else a value the program stored there is
 * handed to the library. The cell's address, made on the first look.
 */
export function mirroredInt(
  D: { scratch(n: number): number; readonly dv: DataView },
  name: string,
  library: { get(): number; set(v: number): void; sets(): number },
): { at(): number; value(): number } {
  let cell = 0, shown = 0, seen = -1;
  const value = (): number => {
    if (cell === 0 && (cell = D.scratch(2)) === 0) throw new Error(`${name}: no memory left for it`);
    const stored = D.dv.getInt16(cell, true);
    if (library.sets() === seen && stored !== shown) library.set(stored);
    seen = library.sets();
    shown = (library.get() << 16) >> 16;
    D.dv.setInt16(cell, shown, true);
    return shown;
  };
  return { value, at: () => (value(), cell) };
}
