/**
 * What DOS hands a program when it starts, for compiled programs: the command line as main's
 * argc/argv, and the environment (main's third parameter, getenv). Measured with the real TC 2.0
 * in DOSBox (oracle X1, test/fixtures/dos-screen): `X1 hello "two words" x` gives argc 4,
 * argv[0] "C:\X1.EXE", a quoted argument whole without its quotes, argv[argc] NULL; getenv
 * matches the name exactly ("path" finds nothing when PATH is set).
 */
import { envArrayBytes, STACK_TOP, type DataSegment } from './memory.ts';

/**
 * The environment a program gets when none is given: DOSBox 0.74's own (its shell sets PATH and
 * COMSPEC to its Z: drive; oracle X1 saw COMSPEC Z:\COMMAND.COM), and its Sound Blaster's
 * BLASTER, set even with `nosound=true` (test/fixtures/heap PV: the three strings, 58 bytes, whose
 * copy is the heap's first block: the break after start-up at edata + 80, not + 56 without it).
 */
export const DEFAULT_ENVIRONMENT: readonly string[] = ['PATH=Z:\\', 'COMSPEC=Z:\\COMMAND.COM', 'BLASTER=A220 I7 D1 H5 T6'];

/**
 * The words of a DOS command tail as TC 2.0's start-up splits it: blanks and tabs separate them,
 * a double quote starts or ends a quoted stretch (blanks kept, quotes dropped).
 */
export function splitCommandTail(tail: string): string[] {
  const words: string[] = [];
  let word = '', inWord = false, quoted = false;
  for (const ch of tail) {
    if (ch === '"') {
      quoted = !quoted;
      inWord = true;
    } else if ((ch === ' ' || ch === '\t') && !quoted) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** A DOS command tail that splits back into `words` (a word with a blank is quoted). */
export function commandTail(words: readonly string[]): string {
  return words.map((w) => (/[ \t]/.test(w) || w === '' ? `"${w}"` : w)).join(' ');
}

/** The program's path as DOS gives it, argv[0]: C:\NAME.EXE, or C:\FOLDER\NAME.EXE run from a folder. */
export const programPath = (file: string, folder = ''): string =>
  `C:\\${folder ? `${folder.toUpperCase()}\\` : ''}${file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').toUpperCase()}.EXE`;

/**
 * SP as TC 2.0's start-up calls main: below what it keeps at the top of the stack. Oracle SF2
 * (test/fixtures/stack): from FFFEh down, a word of its own, the program's path and the command
 * tail as DOS gives it (with its leading blank), each with a 0, the two rounded up to a word; the
 * argv array (argc + 1 pointers); then envp, argv and argc, pushed for main whatever it declares.
 * `SF2` gives main's BP FFE4h, `SF2 hello wide` FFD4h.
 */
export function mainEntrySp(file: string, tail: string, folder = ''): number {
  const strings = programPath(file, folder).length + 1 + (tail === '' ? 0 : 1 + tail.length) + 1;
  const argc = 1 + splitCommandTail(tail).length;
  return STACK_TOP - ((strings + 1) & ~1) - 2 * (argc + 1) - 6;
}

/**
 * What TC 2.0's start-up makes of the environment before main: a copy of its strings (each with
 * its 0, and the 0 that ends them) in the heap's first block, then environ's array in the next,
 * (2 × the count + 8) rounded down to 8 bytes (test/fixtures/heap: with DOSBox's PATH, COMSPEC
 * and BLASTER, 60 bytes at edata + 4 and 8 at edata + 68, the program's first malloc at edata +
 * 84). Returns the two blocks, the array filled in.
 */
export function startupEnvironment(D: DataSegment, env: readonly string[]): { copy: number; array: number } {
  const size = env.reduce((n, s) => n + s.length + 1, 1);
  const copy = D.malloc(size), array = D.malloc((2 * env.length + 8) & ~7);
  if (copy === 0 || array === 0) throw new Error('the environment: no memory left in the data segment');
  let at = copy;
  env.forEach((s, i) => {
    D.writeStr(at, s);
    D.dv.setUint16(array + 2 * i, at, true);
    at += s.length + 1;
  });
  D.bytes[at] = 0;
  D.dv.setUint16(array + 2 * env.length, 0, true);
  return { copy, array };
}

/**
 * SI and DI as TC 2.0's start-up calls main, left by its copy of the environment into the first
 * block of the heap (startupEnvironment): SI the environment's size, its strings with their 0s
 * and the 0 that ends them (oracle RG1: 60 in DOSBox's PATH, COMSPEC and BLASTER; 80 with a
 * 20-byte LONGNAME=abcdefghij more), DI the copy's last byte (oracle RG5: environ[0] 1168, DI
 * 1227). A register variable of main's, or of a function the chain from main hands SI and DI to
 * untouched, read before any value holds them (corpus C018's `ch`, in DI).
 */
export function startRegisters(env: readonly string[], copy: number): { si: number; di: number } {
  const size = env.reduce((n, s) => n + s.length + 1, 1);
  return { si: size, di: copy + size - 1 };
}

/**
 * The words TC 2.0's start-up leaves under main's return address, which main's frame and the
 * frames of the functions it calls find before they write there (oracle SR5A–SR5C in
 * test/fixtures/stack: main with no frame, globals only, read them at its first line). From the
 * word under the return address down: C0's BP (8 above the SP main is called with), SI (the
 * environment's size), environ[0] (the copy's address: 1320, 4320 with 3000 bytes more data),
 * 16, a code offset, the return address' own place less 2, 0, 0, 16, a code offset, that place
 * less 12. The code offsets move with the size of TCC's x86 code (1454, 1253; 1493, 1292 with two
 * functions more), which the machine does not produce: SR5A's stand for them. Below them the
 * bytes of what ran in that memory before the program (TLINK's code), which no rule gives: 0.
 */
const STARTUP_CODE = [1454, 1253];
export function startupWords(D: DataSegment): void {
  const ret = D.stackStart - 2;
  const words = [D.stackStart + 8, D.startRegisters.si, D.environment.copy, 16, STARTUP_CODE[0]!, ret - 2, 0, 0, 16, STARTUP_CODE[1]!, ret - 12];
  words.forEach((w, i) => D.dv.setUint16(ret - 2 * (i + 1), w & 0xffff, true));
}

/**
 * The word TC 2.0's start-up leaves at FFFEh, above the program's path: 00FBh, an offset in C0S's
 * code (linked first, so the same in every program: probes KL1, KL2 read it; getfat of a missing
 * drive after fprintf's field of one character reads its FBh, pcgen3 PD00200, PD00525).
 */
const STARTUP_TOP_WORD = 0x00fb;

/**
 * main(argc, argv, envp): the program's path as DOS gives it and its arguments, where TC's
 * start-up keeps them at the top of the stack (mainEntrySp: the strings under FFFEh, the argv
 * array under them), and the environment's array the start-up made in the heap.
 */
export function mainArguments(D: DataSegment, file: string, tail: string, params: number, folder = ''): number[] {
  const words = [programPath(file, folder), ...splitCommandTail(tail)];
  const strings = programPath(file, folder).length + 1 + (tail === '' ? 0 : 1 + tail.length) + 1;
  let at = STACK_TOP - ((strings + 1) & ~1);
  const argv = at - 2 * (words.length + 1);
  words.forEach((w, i) => {
    D.writeStr(at, w);
    D.dv.setUint16(argv + 2 * i, at, true);
    at += w.length + 1;
  });
  D.dv.setUint16(argv + 2 * words.length, 0, true);
  D.dv.setUint16(STACK_TOP, STARTUP_TOP_WORD, true);
  D.args = { argc: words.length, argv };
  return [words.length, argv, D.environment.array].slice(0, params);
}

/**
 * getenv, putenv and `environ` over the program's environment. getenv's strings live in the heap
 * from the first call; putenv("NAME=value") adds or replaces the entry (its string the program's
 * own, as TC keeps the pointer), "NAME=" leaves it empty (getenv gives "", oracle P5), a string
 * without '=' is an entry of its own, one starting with '=' is refused (-1), "" changes nothing
 * (libcheck PE1: putenv("QD") adds <QD>, and putenv("QA") beside "QA=" adds <QA>); getenv(NAME)
 * is the first entry that starts with NAME and then '=' (PE1: getenv("QF=a") of "QF=a=b" is "b",
 * getenv("") NULL). dos.h's and stdlib.h's `environ` is read
 * as `*_environp()` (front/headers.ts LIBRARY_CELLS): a cell holding the NULL-terminated array of the entries
 * (oracle DX: environ[0] is the first entry).
 *
 * The array is in the heap, as CS.LIB's PUTENV keeps it (its code read: docs/ORACLE.md "Reading the
 * library's code"): a replaced entry's slot takes the new pointer; a new entry goes in the slot of
 * the NULL, which moves one on, while the array's bytes in use (2 a slot, the NULL's too) stay below
 * C0's `_envSize` (the start-up's (2 × count + 8) & ~7); else PUTENV mallocs 8 bytes more than
 * that, copies `_envSize` bytes, makes it the new size and frees the old array (the start-up's, the
 * heap's second block, the first time). textgen13's heap offsets after putenv (LE00002: malloc(255)
 * after a putenv of a new name on an emptied heap is 24 bytes on, the new array's block).
 */
export interface Environment {
  getenv: (name: number) => number;
  putenv: (s: number) => number;
  _environp: () => number;
  /** The value of NAME now (what getenv would point at), or null. */
  valueOf: (name: string) => string | null;
  /** The entries now, in environ's order. */
  entries: () => string[];
}

export function environmentBindings(D: DataSegment, initial: readonly string[]): Environment {
  const names = initial.map((s) => s.slice(0, s.indexOf('=') + 1));
  /** The entries: the start-up's copy (getenv points into it, as TC's does), then putenv's strings. */
  const all = initial.map((_, i) => D.dv.getUint16(D.environment.array + 2 * i, true));
  let cell = 0, array = D.environment.array, envSize = envArrayBytes(initial.length);
  /** Where the value of the first entry that starts with NAME and '=' is, or -1. */
  const find = (name: string): number => {
    for (const p of all) {
      const e = D.str(p);
      if (e.startsWith(name) && e.charCodeAt(name.length) === 0x3d) return p + name.length + 1;
    }
    return -1;
  };
  /** PUTENV's new entry: into the NULL's slot, the array grown first when it is full; false when malloc fails. */
  const append = (p: number): boolean => {
    let used = 2 * all.length + 2;
    if (used >= envSize) {
      const grown = D.malloc(used + 8);
      if (grown === 0) return false;
      D.bytes.copyWithin(grown, array, array + (envSize & ~1));
      D.release(array);
      used = envSize;
      envSize = used + 8;
      array = grown;
      if (cell !== 0) D.dv.setUint16(cell, array, true);
    }
    D.dv.setUint16(array + used, D.dv.getUint16(array + used - 2, true), true);
    D.dv.setUint16(array + used - 2, p, true);
    return true;
  };
  return {
    getenv: (name) => {
      const at = find(D.str(name));
      return at < 0 ? 0 : at;
    },
    entries: () => all.map((p) => D.str(p)),
    valueOf: (name) => {
      const at = find(name);
      return at < 0 ? null : D.str(at);
    },
    putenv: (p) => {
      const s = D.str(p), eq = s.indexOf('=');
      if (eq === 0) return -1;
      if (s === '') return 0;
      // (a string without '=' matches only itself: "QA" beside "QA=" is an entry of its own)
      const key = eq < 0 ? `${s}\0` : s.slice(0, eq + 1), i = names.indexOf(key);
      if (i >= 0) {
        all[i] = p;
        D.dv.setUint16(array + 2 * i, p, true);
        return 0;
      }
      if (!append(p)) return -1;
      names.push(key);
      all.push(p);
      return 0;
    },
    _environp: () => {
      if (cell === 0) {
        cell = D.staticString('environ', '', 2);
        D.dv.setUint16(cell, array, true);
      }
      return cell;
    },
  };
}
