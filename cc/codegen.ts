/**
 * The program → one JavaScript module body (run with `new Function`). Each C function becomes a
 * JS function of the same name (codegen-function.ts); it is a generator (`function*`) when it can
 * reach a blocking library call, directly or through the functions it calls, and a plain function
 * otherwise (codegen-blocking.ts). The synchronous flavour (for the machine's synchronous engine)
 * makes every function plain and runs blocking library calls through `$drive`.
 *
 * This file generates the program's parts in order: the globals held in JS variables, the
 * functions, and the pointer values of the functions called through pointers (which must stay
 * plain functions). Statements are codegen-stmt.ts's, expressions codegen-expr.ts's.
 */
import type { Program, Sym } from './ast.ts';
import { blockingFunctions, steppableFunctions } from './codegen-blocking.ts';
import { FunctionGen, jsFunctionName } from './codegen-function.ts';
import { registerGlobalValue } from './codegen-init.ts';
import { CompileError } from './errors.ts';
import { inRegister, type Layout } from './layout.ts';

export type Flavour = 'coroutine' | 'sync';

export interface CodegenOptions {
  flavour: Flavour;
  /** Call `$line(n)` before each statement (for stepping and line highlighting). */
  lines: boolean;
  /** Library functions that may block (delay, bioskey, getch, …). */
  blockingLibrary: ReadonlySet<string>;
  /**
   * A debugger steps the program (cc/inspect.ts): with `lines`, every function the coroutine
   * flavour can suspend in is a generator, `$line(n, true)` may stop it there (a true result
   * yields), and `$line.depth` counts the C calls in progress (step over/out).
   */
  stepping?: boolean;
}

export interface Generated {
  readonly code: string;
  /** Fault sites: C line and function, by number. */
  readonly sites: { line: number; fn: string }[];
  /** Functions called through a pointer (they must stay plain functions). */
  readonly pointed: readonly Sym[];
}

/** What every function's generator shares: the program, its options and what they collect. */
export interface Shared {
  readonly p: Program;
  readonly lay: Layout;
  readonly opt: CodegenOptions;
  readonly sites: { line: number; fn: string }[];
  readonly funcPtr: (s: Sym) => string;
  readonly libName: (s: Sym) => string;
  readonly regGlobal: (s: Sym) => string;
  readonly blocking: ReadonlySet<Sym>;
}

export function generate(p: Program, lay: Layout, opt: CodegenOptions): Generated {
  const blocking = opt.stepping && opt.flavour === 'coroutine' ? steppable(p, lay, opt) : blockingFunctions(p, opt.blockingLibrary);
  const sites: { line: number; fn: string }[] = [];
  const out: string[] = [];
  const ptrs = new Map<Sym, string>();
  const funcPtr = (s: Sym): string => {
    let n = ptrs.get(s);
    if (!n) {
      if (blocking.has(s)) throw new CompileError(p.file, s.line, `${s.name} can block (it reaches delay/bioskey/getch…): it cannot be called through a pointer`);
      n = `$P_${jsFunctionName(s.name)}`;
      ptrs.set(s, n);
    }
    return n;
  };
  const libName = (s: Sym): string => `$L_${s.name}`;
  const regGlobal = (s: Sym): string => `g_${s.name}_${s.id}`;

  // globals that live in JS variables
  for (const g of p.globals) {
    if (!inRegister(g)) continue;
    out.push(`let ${regGlobal(g)} = ${registerGlobalValue(p, lay, g)};`);
  }
  // the functions initializers point at take the first pointer values, in layout's order
  for (const f of lay.pointed) funcPtr(f);

  for (const f of p.funcs) {
    out.push(new FunctionGen(f, {
      p, lay, opt, sites, funcPtr, libName, regGlobal, blocking,
    }).generate());
  }
  for (const [s, n] of ptrs) out.push(`const ${n} = ${s.def ? `$D.fnPtr(${jsFunctionName(s.name)})` : `$D.fnPtr(${libName(s)})`};`);
  return { code: out.join('\n'), sites, pointed: [...ptrs.keys()] };
}

/** Stepping: which functions are plain is known once the program has been generated without it. */
function steppable(p: Program, lay: Layout, opt: CodegenOptions): Set<Sym> {
  const pointed = generate(p, lay, { ...opt, stepping: false, lines: false }).pointed;
  return steppableFunctions(p, pointed, opt.blockingLibrary);
}
