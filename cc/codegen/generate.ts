/**
 * The program → one JavaScript module body (run with `new Function`). Each C function becomes a
 * JS function of the same name (codegen/function.ts); it is a generator (`function*`) when it can
 * reach a blocking library call, directly or through the functions it calls, and a plain function
 * otherwise (codegen/blocking.ts). The synchronous flavour (for the machine's synchronous engine)
 * makes every function plain and runs blocking library calls through `$drive`.
 *
 * This file generates the program's parts in order: the globals held in JS variables, the
 * functions, and the pointer values of the functions called through pointers (which must stay
 * plain functions). Statements are codegen/statements.ts's, expressions codegen/expressions.ts's.
 */
import type { Program, Sym } from '../c.ts';
import { blockingFunctions, steppableFunctions } from './blocking.ts';
import { FunctionGen, jsFunctionName } from './function.ts';
import { registerGlobalValue } from './init.ts';
import { CompileError } from '../errors.ts';
import { inRegister } from './layout.ts';
import type { CodegenOptions, Layout } from '../c.ts';

export interface Generated {
  readonly code: string;
  /** Fault sites: C line and function, by number. */
  readonly sites: { line: number; fn: string }[];
  /** The functions generated as generators (`function*`): called with `yield*`. */
  readonly generators: ReadonlySet<Sym>;
}

export function generate(p: Program, lay: Layout, opt: CodegenOptions): Generated {
  const blocking = opt.stepping && opt.flavour === 'coroutine' ? steppableFunctions(p, opt.blockingLibrary) : blockingFunctions(p, opt.blockingLibrary);
  // site 0 is no place: the library's own checks pass it, and program.ts places the fault at the call
  const sites: { line: number; fn: string }[] = [{ line: 0, fn: '?' }];
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
      program: p, layout: lay, options: opt, sites, funcPtr, libName, regGlobal, blocking,
    }).generate());
  }
  for (const [s, n] of ptrs) out.push(`const ${n} = ${s.def ? `$D.fnPtr(${jsFunctionName(s.name)})` : `$D.fnPtr(${libName(s)})`};`);
  const generators = opt.flavour === 'coroutine' ? blocking : new Set<Sym>();
  return { code: out.join('\n'), sites, generators };
}
