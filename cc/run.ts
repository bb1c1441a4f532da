/**
 * A compiled program run on the machine: its data (the data segment's image, the fault sites, the
 * globals' addresses: plain data, cc/compile.ts) and its generated module made a `Rom` (coroutine
 * engine) and a `SyncRom` (synchronous engine). Each `start()` loads the program afresh: a new data
 * segment from the image (zeroed globals and initializers), new JS globals, SP at the top of the
 * stack. No part of the compiler is imported here: a program compiled elsewhere (another script
 * or thread of a page) runs from its data alone (bench figure 5d).
 */
import type { Blocking, Rom, SyncRom } from '../runtime/process.ts';
import { drive } from '../runtime/sync.ts';
import { setExitStatus } from '../runtime/dos/exit.ts';
import { machine, runningMachine } from '../runtime/machine.ts';
import type { Flavour } from './c.ts';
import { DosError } from '../runtime/dos/drive.ts';
import { CFault } from './errors.ts';
import { LongJump } from './support/library-setjmp.ts';
import { farAdd, FarMemory } from './support/far.ts';
import { makeLibrary, ProgramExit, type LibraryIO } from './support/library.ts';
import { startLibrary } from './support/library-start.ts';
import { DEFAULT_ENVIRONMENT, mainArguments, mainEntrySp, programPath, startRegisters, startupEnvironment, startupWords } from './support/library-process.ts';
import { DataSegment } from './support/memory.ts';

/** What running a compiled program needs of its compile: plain data (a page hands it from one script to another). */
export interface ProgramData {
  /** The program's name as messages show it (`TETRIS.C`): its first file's. */
  readonly file: string;
  /** The data segment's image, its heap's start, and the room the library's own objects take. */
  readonly image: Uint8Array;
  readonly heapStart: number;
  readonly libraryRoom: { readonly at: number; readonly end: number };
  /** Each global's (and static local's) address, by name. */
  readonly data: readonly (readonly [string, number])[];
  /** The program links scanf's and printf's floating-point conversions (cc/front/float-formats.ts). */
  readonly scanFloats: boolean;
  readonly printFloats: boolean;
  /** ES as the start-up leaves it for main (cc/support/library-es.ts esAtStart). */
  readonly esAtStart?: number;
  /** How many parameters `main` declares. */
  readonly mainParams: number;
  /** The C functions, in source order. */
  readonly functions: readonly string[];
  /** The line each of them starts at, in the same order. */
  readonly functionLines: readonly number[];
  /** TLINK's lines for the functions called and defined nowhere (cc/program.ts CProgram.linkWarnings). */
  readonly linkWarnings: readonly string[];
}

/** One flavour's generated module (cc/compile.ts): its body and the parameters it is a function of, its fault sites, and whether main is a generator. */
export interface GeneratedModule {
  readonly code: string;
  readonly params: readonly string[];
  readonly sites: { line: number; fn: string; poll?: true }[];
  readonly mainBlocks: boolean;
}

export type Factory = (D: DataSegment, lib: Record<string, unknown>, drive: unknown, line: unknown, far: typeof FarMemory, farAdd: unknown) => {
  main: (...args: number[]) => unknown;
  /** The program's record of the C functions running, innermost first (codegen/function.ts). */
  $running: () => string[];
};

/** The run loaded last: its data segment. */
export interface LiveRun {
  readonly D: DataSegment;
  /** The C functions running now, innermost first (the program's own record). */
  running(): string[];
}

/** How a program runs: cc/program.ts CompileOptions' run-time part. */
export interface RunOptions {
  /** The host's limit of wall time, set on the machine the program starts on (Machine.hostStop). */
  hostStop?: () => string | null;
  onLine?: ((line: number, canStop?: boolean) => boolean | void) & { depth?: number };
  stdout?: (text: string) => void;
  stdoutToFile?: boolean;
  console?: (text: string) => void;
  stdin?: Uint8Array;
  args?: string;
  folder?: string;
  env?: readonly string[];
}

/** A flavour's module made runnable: its factory, fault sites and whether main is a generator. */
export type LoadedModule = GeneratedModule & { readonly factory: Factory };

/** The program's two ROMs, and the run loaded last. `module` gives a flavour's loaded module (built when first asked). */
export function programRoms(p: ProgramData, module: (flavour: Flavour) => LoadedModule, options: RunOptions): { rom: Rom; syncRom: SyncRom; live(): LiveRun | null } {
  const { file } = p;
  const env = options.env ?? DEFAULT_ENVIRONMENT;
  const lib: LibraryIO = {
    ...(options.stdout && { stdout: options.stdout }),
    ...(options.stdoutToFile && { stdoutToFile: true }),
    ...(options.console && { console: options.console }),
    ...(options.stdin && { stdin: options.stdin }),
    env, scanFloats: p.scanFloats, printFloats: p.printFloats };
  let live: LiveRun | null = null;
  const load = (flavour: Flavour) => {
    const b = module(flavour);
    const D = new DataSegment(p.image, p.heapStart, file, b.sites);
    if (p.esAtStart !== undefined) D.loadEs(p.esAtStart);
    D.stackStart = mainEntrySp(file, options.args ?? '', options.folder);
    D.setScratch(p.libraryRoom.at, p.libraryRoom.end);
    D.environment = startupEnvironment(D, env);
    D.startRegisters = startRegisters(env, D.environment.copy);
    startupWords(D);
    const library = makeLibrary(D, lib, new Map(p.data));
    const m = b.factory(D, library, drive, options.onLine ?? null, FarMemory, farAdd);
    live = { D, running: m.$running };
    const args = mainArguments(D, file, options.args ?? '', p.mainParams, options.folder);
    D.dosStart = { env, path: programPath(file, options.folder), tail: options.args ?? '' };
    return { main: () => m.main(...args), atexit: library.$atexit!, nullCheck: library.$nullCheck!, D };
  };
  const name = file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').toLowerCase();
  const running = (): readonly string[] => live?.running() ?? [];
  const title = `${file.replace(/^.*[\\/]/, '')} (compiled from C)`;
  const fnLine = (fn: string): number => p.functionLines[p.functions.indexOf(fn)] ?? 0;
  type Run = ReturnType<typeof load>;
  const returned = (run: Run, status: unknown): void => {
    run.D.startupReturn();
    run.atexit(); // main's return is exit's: atexit's functions first
    run.nullCheck();
    ended(status);
  };
  const thrown = (run: Run, e: unknown): void => {
    if (!(e instanceof ProgramExit)) throw fault(e, file, live, fnLine);
    run.nullCheck();
    ended(e.status, e.where);
  };
  const rom: Rom = {
    name,
    title,
    running,
    start(): Blocking<void> {
      const run = load('coroutine');
      const blocks = module('coroutine').mainBlocks;
      return (function* cmain(): Blocking<void> {
        startLibrary();
        if (options.hostStop) runningMachine()!.hostStop = options.hostStop;
        try {
          returned(run, blocks ? yield* run.main() as Blocking<unknown> : run.main());
        } catch (e) {
          thrown(run, e);
        }
      })();
    },
  };
  const syncRom: SyncRom = {
    name,
    title,
    running,
    start(): void {
      const run = load('sync');
      startLibrary();
      try {
        returned(run, run.main());
      } catch (e) {
        thrown(run, e);
      }
    },
  };
  return { rom, syncRom, live: () => live };
}

/**
 * The program ended by returning `value` from main or calling exit(value): DOS keeps the status
 * (a void main's is 0 here; TC leaves whatever AX held); `where`, when TC's run time ended it for
 * a fault (a divide error), is kept for the hosts.
 */
function ended(value: unknown, where: CFault | null = null): void {
  setExitStatus(machine(), typeof value === 'number' ? value : 0, where);
}

/**
 * What reaches the program's top as its fault, said in C's terms with the C file, line and
 * function. A fault the library raises (`fwrite: a NULL FILE *`, a null string, a DOS error) is
 * placed at the library call that raised it: the generated code notes each library call's site as
 * it makes it (`$D.at`, codegen/function.ts). A word read or written at FFFFh (the DataView's
 * bounds) and a recursion deeper than the host's stack name the innermost C function of the
 * program's own record (no site is at hand there).
 */
function fault(e: unknown, file: string, live: LiveRun | null, fnLine: (fn: string) => number): unknown {
  if (e instanceof RangeError) {
    const fn = live?.running()[0] ?? '?';
    if (/outside the bounds/i.test(e.message)) return new CFault(file, 0, fn, 'a word at FFFFh runs off the end of the data segment (a wild pointer)');
    // TC 2.0 with stack checking (-N) prints "Stack overflow!" as the function is entered
    // (test/fixtures/hostile RECURSE); without it the stack runs over the data and the program
    // hangs. The machine always stops, as -N does: a recursion too deep for the host's stack is
    // one too deep for the 64 KB segment (2 bytes a call at the least: 32 768 calls).
    if (/call stack/i.test(e.message)) return new CFault(file, fnLine(fn), fn, 'Stack overflow! (a recursion deeper than the machine can run; TC 2.0 prints this with stack checking, -N, and without it overwrites the data and hangs)');
  }
  const fromLibrary = e instanceof CFault ? e.line === 0 : e instanceof Error && (e.constructor === Error || e.constructor === TypeError || e instanceof RangeError || e instanceof DosError || e instanceof LongJump);
  if (!fromLibrary || !live) return e;
  const at = live.D.callSite();
  if (!at) return e;
  return new CFault(file, at.line, at.fn, e instanceof CFault ? e.detail : (e as Error).message);
}
