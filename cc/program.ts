/**
 * A C file → a program the machine runs: preprocess, parse, lay out the data segment, generate
 * JavaScript for both engines, and wrap it as a `Rom` (coroutine engine) and a `SyncRom`
 * (synchronous engine). Each `start()` loads the program afresh: a new data segment from the
 * image (zeroed globals and initializers), new JS globals, SP at the top of the stack.
 */
import type { Blocking, Rom, SyncRom } from '../runtime/process.ts';
import { drive } from '../runtime/sync.ts';
import { setExitStatus } from '../runtime/dos/exit.ts';
import { machine, runningMachine } from '../runtime/machine.ts';
import type { Flavour, FuncDef, Layout, Program } from './c.ts';
import { generate } from './codegen/generate.ts';
import { jsFunctionName } from './codegen/function.ts';
import { DosError } from '../runtime/dos/drive.ts';
import { CFault, CompileError, CompileErrors, LinkError, undefinedSymbol } from './errors.ts';
import { FAR_MEMORY } from './front/expr-values.ts';
import { farAdd, FarMemory } from './support/far.ts';
import { LongJump } from './support/library-setjmp.ts';
import { inRegister, layout } from './codegen/layout.ts';
import { BLOCKING, libraryNames, makeLibrary, ProgramExit, type LibraryIO } from './support/library.ts';
import { startLibrary } from './support/library-start.ts';
import { DEFAULT_ENVIRONMENT, mainArguments, mainEntrySp, startRegisters, startupEnvironment } from './support/library-process.ts';
import { DataSegment, SPIN_LOOK } from './support/memory.ts';
import { linksFloatFormats, linksPrintfFloatFormats } from './front/float-formats.ts';
import { parseModules } from './front/parse.ts';
import { preprocess } from './front/preprocess.ts';

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

/** The run loaded last: its data segment and its globals held in JS variables (by symbol id). */
export interface LiveRun {
  readonly D: DataSegment;
  regs(): Record<number, number>;
  /** The C functions running now, innermost first (the program's own record). */
  running(): string[];
}

type Factory = (D: DataSegment, lib: Record<string, unknown>, drive: unknown, line: unknown, far: typeof FarMemory, farAdd: unknown) => {
  main: (...args: number[]) => unknown;
  $regs: () => Record<number, number>;
  /** The program's record of the C functions running, innermost first (codegen/function.ts). */
  $running: () => string[];
};
const FACTORY_PARAMS = ['$D', '$lib', '$drive', '$line', '$Far', '$farAdd'];

/** One C file of a program: its name (`GAME.C`) and its text (read as latin1: one character per byte). */
export interface SourceFile {
  readonly name: string;
  readonly text: string;
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
  if (sources.length === 0) throw new Error('a program needs at least one C file');
  const file = options.file;
  for (const s of sources) checkFileName(s.name);
  const known = libraryNames();
  const pre = { ...(options.readInclude && { readInclude: options.readInclude }), ...(options.strict && { strict: true }) };
  // an error of the lexer, the preprocessor or the layout stops at once; TCC's count line ends it too
  const counted = <T>(step: () => T): T => {
    try {
      return step();
    } catch (e) {
      throw e instanceof CompileError && !(e instanceof CompileErrors) && !(e instanceof LinkError) ? new CompileErrors([e], false) : e;
    }
  };
  const modules = sources.map((s) => ({ toks: counted(() => preprocess(s.text, s.name, pre)), file: s.name }));
  const program = parseModules(modules, { strict: options.strict === true, library: known });
  const main = program.funcs.find((f) => f.sym.name === 'main');
  // TLINK 2.0 names the startup module that calls main (measured: test/fixtures/tcc-messages)
  if (!main) throw new LinkError(file, 0, "Undefined symbol '_main' in module C0S");
  // A function called and defined nowhere: TLINK 2.0 prints "Undefined symbol" and still writes
  // the .EXE, whose call of it jumps to an address nobody chose (corpus C208 ran on past it). Here
  // the program links with TLINK's line as a warning, and the call, if it is ever made, faults.
  const unlinked = new Map<string, string>();
  for (const s of program.externs) {
    if (s.name === FAR_MEMORY || known.has(s.name)) continue;
    const at = program.firstCall.get(s) ?? { file, line: s.line, module: file };
    unlinked.set(s.name, undefinedSymbol(s.name, at.module, at.file, at.line).message);
  }
  const lay = counted(() => layout(program));
  const env = options.env ?? DEFAULT_ENVIRONMENT;
  const lib: LibraryIO = {
    ...(options.stdout && { stdout: options.stdout }),
    ...(options.stdoutToFile && { stdoutToFile: true }),
    ...(options.console && { console: options.console }),
    env, scanFloats: linksFloatFormats(program), printFloats: linksPrintfFloatFormats(program) };
  const lines = options.onLine !== undefined;
  const built = new Map<Flavour, { factory: Factory; code: string; sites: { line: number; fn: string }[]; mainBlocks: boolean }>();
  const build = (flavour: Flavour) => {
    let b = built.get(flavour);
    if (!b) {
      const g = generate(program, lay, { flavour, lines, blockingLibrary: BLOCKING, stepping: options.stepping === true });
      const code = moduleBody(program, g.code, main, unlinked);
      const factory = (options.makeFunction ? options.makeFunction(FACTORY_PARAMS, code) : new Function(...FACTORY_PARAMS, code)) as Factory;
      b = { factory, code, sites: g.sites, mainBlocks: g.generators.has(main.sym) };
      built.set(flavour, b);
    }
    return b;
  };
  let live: LiveRun | null = null;
  const load = (flavour: Flavour) => {
    const b = build(flavour);
    const D = new DataSegment(lay.image, lay.heapStart, file, b.sites);
    D.stackStart = mainEntrySp(file, options.args ?? '', options.folder);
    D.setScratch(lay.libraryRoom.at, lay.libraryRoom.end);
    D.environment = startupEnvironment(D, env);
    D.startRegisters = startRegisters(env, D.environment.copy);
    const data = new Map([...lay.addr].map(([sym, a]) => [sym.name, a]));
    const library = makeLibrary(D, lib, data);
    const m = b.factory(D, library, drive, options.onLine ?? null, FarMemory, farAdd);
    live = { D, regs: m.$regs, running: m.$running };
    const args = mainArguments(D, file, options.args ?? '', main.params.length, options.folder);
    return { main: () => m.main(...args), atexit: library.$atexit!, nullCheck: library.$nullCheck! };
  };
  // build now: compile errors belong to compileC, not to the first run
  for (const flavour of options.engines ?? ['coroutine', 'sync'] as const) build(flavour);
  const name = file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').toLowerCase();
  const functions = program.funcs.map((f) => f.sym.name);
  const running = (): readonly string[] => live?.running() ?? [];
  const title = `${file.replace(/^.*[\\/]/, '')} (compiled from C)`;
  const fnLine = (fn: string): number => program.funcs.find((f) => f.sym.name === fn)?.line ?? 0;
  const rom: Rom = {
    name,
    title,
    running,
    start(): Blocking<void> {
      const run = load('coroutine');
      const blocks = build('coroutine').mainBlocks;
      return (function* cmain(): Blocking<void> {
        startLibrary();
        if (options.hostStop) runningMachine()!.hostStop = options.hostStop;
        try {
          const status = blocks ? yield* run.main() as Blocking<unknown> : run.main();
          run.atexit(); // main's return is exit's: atexit's functions first
          run.nullCheck();
          ended(status);
        } catch (e) {
          if (!(e instanceof ProgramExit)) throw fault(e, file, live, fnLine);
          run.nullCheck();
          ended(e.status, e.where);
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
        const status = run.main();
        run.atexit();
        run.nullCheck();
        ended(status);
      } catch (e) {
        if (!(e instanceof ProgramExit)) throw fault(e, file, live, fnLine);
        run.nullCheck();
        ended(e.status, e.where);
      }
    },
  };
  return {
    rom, syncRom, functions, linkWarnings: [...unlinked.values()],
    source: (flavour = 'coroutine') => build(flavour).code, image: { program, layout: lay, live: () => live },
  };
}

/**
 * The program's name is typed at DOS's prompt, upper-cased, and is its argv[0]; `__FILE__` is the
 * name as given, folders too: bytes (Latin-1 here). A host's file named past that ("ÜNI€.C", or "ÿ.C", whose capital Ÿ is
 * U+0178) is refused here, at compile time, rather than when the machine first prints the name.
 */
function checkFileName(file: string): void {
  for (const ch of file) {
    const bad = [...ch + ch.toUpperCase()].find((c) => c.codePointAt(0)! > 0xff);
    if (bad === undefined) continue;
    const code = `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    throw new CompileError(file, 1, `the file name has ${ch}${bad === ch ? ` (${code})` : `, whose capital ${bad} (${code})`}, which DOS cannot hold (a name is bytes, Latin-1 here): rename the file`);
  }
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

/** The functions of the library a program may define for the library to call instead (math.h's matherr). */
const LIBRARY_HOOKS = ['matherr'];

/**
 * The generated functions wrapped with the helpers they call and the library names they use;
 * `unlinked`: the functions no module defines, with TLINK's line for each (a call of one faults).
 */
function moduleBody(p: Program, code: string, main: FuncDef, unlinked: ReadonlyMap<string, string>): string {
  // the globals held in JS variables, by symbol id, for a debugger (codegen/generate.ts regGlobal)
  const regs = p.globals.filter(inRegister).map((g) => `${g.id}: g_${g.name}_${g.id}`).join(', ');
  const libs = p.externs.filter((s) => s.name !== FAR_MEMORY).map((s) => {
    const tlink = unlinked.get(s.name);
    if (tlink !== undefined) {
      const why = `${s.name}() is called, but no module defines it: TLINK said "${tlink}" and linked the call to an address nobody chose`;
      return `function $L_${s.name}() { throw new Error(${JSON.stringify(why)}); }`;
    }
    return `const $L_${s.name} = $lib[${JSON.stringify(s.name)}];\nif ($L_${s.name} === undefined) throw new Error(${JSON.stringify(`${p.file}: undefined symbol _${s.name} (the machine's library has no ${s.name})`)});`;
  });
  return `"use strict";
const $m = $D.bytes, $i8 = $D.i8, $dv = $D.dv;
const $imul = Math.imul, $fround = Math.fround, $trunc = Math.trunc;
let $sp = $D.stackStart, $si = $D.startRegisters.si, $di = $D.startRegisters.di;
const $cs = new Int32Array(65536), $unwound = [];
let $cd = 0, $un = 0;
function $ret(v) { --$cd; return v; }
$D.sp = () => $sp;
function $st16(a, v) { $dv.setInt16(a, v, true); return v; }
function $st32(a, v) { $dv.setInt32(a, v, true); return v; }
function $stf32(a, v) { $dv.setFloat32(a, v, true); return v; }
function $stf64(a, v) { $dv.setFloat64(a, v, true); return v; }
const $int0 = $lib.$divideError;
function $div(a, b, s) { while (b === 0) $int0(s, 0); return $trunc(a / b); }
function $mod(a, b, s) { while (b === 0) $int0(s, 0); return a % b + 0; }
function $idiv(a, b, s) { while (b === 0 || (b === -1 && a === -32768)) $int0(s, b === 0 ? 0 : 1); return $trunc(a / b); }
function $imod(a, b, s) { while (b === 0 || (b === -1 && a === -32768)) $int0(s, b === 0 ? 0 : 1); return a % b + 0; }
function $chk(a, s) { return a < 256 ? $D.check(a, s) : a; }
function $copy(d, s, n) { $m.copyWithin(d, s, s + n); return d; }
function $f2i(v) { return Number.isFinite(v) ? $trunc(v) : 0; }
const $far = new $Far($D), $fadd = $farAdd;
let $be = ${SPIN_LOOK};
function $spin(s, canWait) { $be = ${SPIN_LOOK}; return $D.spin(s, canWait); }
${libs.join('\n')}
${code}
${p.funcs.filter((f) => LIBRARY_HOOKS.includes(f.sym.name)).map((f) => `$D.own.set(${JSON.stringify(f.sym.name)}, ${jsFunctionName(f.sym.name)});`).join('\n')}
const $names = ${JSON.stringify(p.funcs.map((f) => f.sym.name))};
return { main: ${jsFunctionName(main.sym.name)}, $regs: () => ({ ${regs} }), $running: () => $un > 0 ? $unwound.map((k) => $names[k]) : Array.from($cs.subarray(0, $cd), (k) => $names[k]).reverse() };
`;
}
