/**
 * What DOS hands a program when it starts, for compiled programs: the command line as main's
 * argc/argv, and the environment (main's third parameter, getenv). Measured with the real TC 2.0
 * in DOSBox (oracle X1, test/fixtures/dos-screen): `X1 hello "two words" x` gives argc 4,
 * argv[0] "C:\X1.EXE", a quoted argument whole without its quotes, argv[argc] NULL; getenv
 * matches the name exactly ("path" finds nothing when PATH is set).
 */
import { STACK_TOP, type DataSegment } from './memory.ts';

/**
 * The environment a program gets when none is given: DOSBox 0.74's own (its shell sets PATH and
 * COMSPEC to its Z: drive; oracle X1 saw COMSPEC Z:\COMMAND.COM).
 */
export const DEFAULT_ENVIRONMENT: readonly string[] = ['PATH=Z:\\', 'COMSPEC=Z:\\COMMAND.COM'];

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

/** Strings in the heap and an array of pointers to them, NULL-terminated; the array's address. */
function pointerArray(D: DataSegment, strings: readonly string[], what: string): number {
  const v = D.malloc(2 * (strings.length + 1));
  if (v === 0) throw new Error(`${what}: no memory left in the data segment`);
  strings.forEach((s, i) => {
    const p = D.malloc(s.length + 1);
    if (p === 0) throw new Error(`${what}: no memory left in the data segment`);
    D.writeStr(p, s);
    D.dv.setUint16(v + 2 * i, p, true);
  });
  D.dv.setUint16(v + 2 * strings.length, 0, true);
  return v;
}

/** The program's path as DOS gives it: argv[0]. */
const programPath = (file: string): string => `C:\\${file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').toUpperCase()}.EXE`;

/**
 * SP as TC 2.0's start-up calls main: below what it keeps at the top of the stack. Oracle SF2
 * (test/fixtures/stack): from FFFEh down, a word of its own, the program's path and the command
 * tail as DOS gives it (with its leading blank), each with a 0, the two rounded up to a word; the
 * argv array (argc + 1 pointers); then envp, argv and argc, pushed for main whatever it declares.
 * `SF2` gives main's BP FFE4h, `SF2 hello wide` FFD4h.
 */
export function mainEntrySp(file: string, tail: string): number {
  const strings = programPath(file).length + 1 + (tail === '' ? 0 : 1 + tail.length) + 1;
  const argc = 1 + splitCommandTail(tail).length;
  return STACK_TOP - ((strings + 1) & ~1) - 2 * (argc + 1) - 6;
}

/**
 * SI and DI as TC 2.0's start-up calls main, left by its copy of the environment into the first
 * block of the heap: SI the environment's size, its strings with their 0s and the 0 that ends
 * them (oracle RG1: 60 in DOSBox's PATH, COMSPEC and BLASTER; 80 with a 20-byte
 * LONGNAME=abcdefghij more), DI the copy's last byte (oracle RG5: environ[0] 1168, DI 1227). A
 * register variable of main's, or of a function the chain from main hands SI and DI to
 * untouched, read before any value holds them (corpus C018's `ch`, in DI). The heap's first
 * block here is where the machine's heap starts, its data not being laid out as TC's.
 */
export function startRegisters(env: readonly string[], heapStart: number): { si: number; di: number } {
  const size = env.reduce((n, s) => n + s.length + 1, 1);
  return { si: size, di: heapStart + size - 1 };
}

/** main(argc, argv, envp): the program's path as DOS gives it, its arguments, the environment; in the heap. */
export function mainArguments(D: DataSegment, file: string, tail: string, env: readonly string[], params: number): number[] {
  const words = [programPath(file), ...splitCommandTail(tail)];
  const argv = pointerArray(D, words, 'argv');
  const args = [words.length, argv];
  if (params >= 3) args.push(pointerArray(D, env, 'envp'));
  return args.slice(0, params);
}

/**
 * getenv, putenv and `environ` over the program's environment. getenv's strings live in the heap
 * from the first call; putenv("NAME=value") adds or replaces the entry (its string the program's
 * own, as TC keeps the pointer), "NAME=" leaves it empty (getenv gives "", oracle P5), a string
 * without '=' changes nothing; both return 0. dos.h's and stdlib.h's `environ` is
 * `(*_environp())`: a cell holding the NULL-terminated array of the entries, made anew when
 * putenv changes them (oracle DX: environ[0] is the first entry).
 */
export function environmentBindings(D: DataSegment, initial: readonly string[]): { getenv: (name: number) => number; putenv: (s: number) => number; _environp: () => number } {
  const names = initial.map((s) => s.slice(0, s.indexOf('=') + 1));
  let at: number[] | null = null;
  const strings = (): number[] =>
    (at ??= initial.map((s) => {
      const p = D.malloc(s.length + 1);
      if (p === 0) throw new Error('getenv: no memory left in the data segment for the environment');
      D.writeStr(p, s);
      return p;
    }));
  let cell = 0, array = 0;
  /** The array environ points at, written again from the entries. */
  const writeArray = (): void => {
    const all = strings();
    if (array !== 0) D.release(array);
    array = D.malloc(2 * (all.length + 1));
    if (array === 0) throw new Error('environ: no memory left in the data segment');
    all.forEach((p, i) => D.dv.setUint16(array + 2 * i, p, true));
    D.dv.setUint16(array + 2 * all.length, 0, true);
    D.dv.setUint16(cell, array, true);
  };
  return {
    getenv: (name) => {
      const key = `${D.str(name)}=`, all = strings(), i = names.indexOf(key);
      return i < 0 ? 0 : all[i]! + key.length;
    },
    putenv: (p) => {
      const s = D.str(p), eq = s.indexOf('=');
      if (eq < 0) return 0;
      const key = s.slice(0, eq + 1), all = strings(), i = names.indexOf(key);
      if (i < 0) {
        names.push(key);
        all.push(p);
      } else all[i] = p;
      if (cell !== 0) writeArray();
      return 0;
    },
    _environp: () => {
      if (cell === 0) {
        cell = D.staticString('environ', '', 2);
        writeArray();
      }
      return cell;
    },
  };
}
