/**
 * A C file → a program the machine runs: preprocess, parse, lay out the data segment, generate
 * JavaScript for both engines (cc/compile.ts), and wrap it as a `Rom` (coroutine engine) and a
 * `SyncRom` (synchronous engine) (cc/run.ts). Each `start()` loads the program afresh: a new data
 * segment from the image (zeroed globals and initializers), new JS globals, SP at the top of the stack.
 */
import type { Flavour, Layout, Program } from './c.ts';
import { compileSources, type SourceFile } from './compile.ts';
import type { CompileTime } from './front/preprocess.ts';
import { programRoms, type Factory, type LiveRun, type LoadedModule } from './run.ts';
import type { Rom, SyncRom } from '../runtime/process.ts';

export type { SourceFile } from './compile.ts';
export type { LiveRun } from './run.ts';

export interface CompileOptions {
  /** The program's name as messages show it (`TETRIS.C`): its first file's. */
  file: string;
  /** The host's limit of wall time, set on the machine the program starts on (Machine.hostStop). */
  hostStop?: () => string | null;
  /** Turbo C 2.0's language only: `//` comments and declarations after statements are errors. */
  strict?: boolean;
  /** A user header's text (`#include "x.h"`), or null. */
  readInclude?: (name: string) => string | null;
  /**
   * Call `onLine` before each C statement (line tracking; off: no cost). With `stepping`, a true
   * result stops the coroutine flavour there (cc/inspect.ts, the study page's debugger).
   */
  onLine?: ((line: number, canStop?: boolean) => boolean | void) & { depth?: number };
  /** Generate for a debugger (codegen/generate.ts CodegenOptions.stepping); needs `onLine`. */
  stepping?: boolean;
  /** How the generated module becomes a function (default `new Function`; a page whose CSP forbids eval loads it otherwise). */
  makeFunction?: (params: string[], body: string) => (...args: unknown[]) => unknown;
  /** What the program prints on stdout, besides the DOS console. */
  stdout?: (text: string) => void;
  /**
   * stdout is a file, as DOS's `PROGRAM > FILE` makes it (LibraryIO.stdoutToFile): `stdout` gets
   * what DOS writes to the file, `console` the text that stays on the screen (stderr's).
   */
  stdoutToFile?: boolean;
  console?: (text: string) => void;
  /** Standard input redirected from a file with these bytes, as DOS's `PROGRAM < FILE` starts it (oracle DR1). */
  stdin?: Uint8Array;
  /**
   * The engines whose code is built by compileC (default both, so a compile error is compileC's,
   * not the first run's); another is built when first run. The page runs the coroutine engine only
   * and builds it alone: generating and loading the synchronous flavour too cost a 1 400-line
   * program's first frame another module.
   */
  engines?: readonly Flavour[];
  /** The DOS command tail it is started with (`hello "two words"`): main's argv after the path. */
  args?: string;
  /** The folder of C: the program runs from (the oracle's C:\NAME\): its path on main's stack. */
  folder?: string;
  /** Its environment, `NAME=value` strings (default DEFAULT_ENVIRONMENT, DOSBox's). */
  env?: readonly string[];
  /**
   * BGIOBJ's driver and font objects linked in (default true). False: linked as `TCC prog.c
   * GRAPHICS.LIB` links, as the oracle's programs were: `EGAVGA_driver`, `triplex_font`… are
   * TLINK's undefined symbols, and registerbgidriver/registerbgifont refuse them (oracle RG9:
   * grInvalidDriver −4, grInvalidFont −13; corpus C468, C471, C480).
   */
  bgiObjects?: boolean;
  /** When it is compiled, as the host's clock says (__DATE__, __TIME__); default 1 January 1980 00:00:00 (cc/front/preprocess.ts COMPILED_AT). */
  compiledAt?: CompileTime;
}

export interface CProgram {
  readonly rom: Rom;
  readonly syncRom: SyncRom;
  /** The C functions, in source order. */
  readonly functions: readonly string[];
  /**
   * TLINK's lines for the functions called and defined nowhere (`Undefined symbol '_f' in module
   * t.c`): the program links, and faults if it ever makes such a call.
   */
  readonly linkWarnings: readonly string[];
  /** The generated JavaScript (coroutine flavour), for reading. */
  source(flavour?: Flavour): string;
  /** What a debugger reads (cc/inspect.ts): the tree, the data segment's layout, the last run. */
  readonly image: { readonly program: Program; readonly layout: Layout; live(): LiveRun | null };
}

/** Compile a C source text (read as latin1: one character per byte). */
export function compileC(text: string, options: CompileOptions): CProgram {
  return compileProgram([{ name: options.file, text }], options);
}

/**
 * Compile a program of one or more C files, linked together as TCC and TLINK link them
 * (`TCC GAME.C MOVES.C`): each file is preprocessed and parsed as a module of its own; the
 * link errors are TLINK's (cc/front/parse.ts parseModules).
 */
export function compileProgram(sources: readonly SourceFile[], options: CompileOptions): CProgram {
  const c = compileSources(sources, {
    file: options.file, lines: options.onLine !== undefined,
    ...(options.strict && { strict: true }), ...(options.readInclude && { readInclude: options.readInclude }), ...(options.stepping && { stepping: true }),
    ...(options.bgiObjects === false && { bgiObjects: false }), ...(options.compiledAt && { compiledAt: options.compiledAt }),
  });
  const built = new Map<Flavour, LoadedModule>();
  const build = (flavour: Flavour): LoadedModule => {
    let b = built.get(flavour);
    if (!b) {
      const g = c.generate(flavour);
      const factory = (options.makeFunction ? options.makeFunction([...g.params], g.code) : new Function(...g.params, g.code)) as Factory;
      b = { ...g, factory };
      built.set(flavour, b);
    }
    return b;
  };
  // build now: compile errors belong to compileC, not to the first run
  for (const flavour of options.engines ?? ['coroutine', 'sync'] as const) build(flavour);
  const { rom, syncRom, live } = programRoms(c.data, build, options);
  return {
    rom, syncRom, functions: c.data.functions, linkWarnings: c.data.linkWarnings,
    source: (flavour = 'coroutine') => build(flavour).code, image: { program: c.program, layout: c.layout, live },
  };
}
