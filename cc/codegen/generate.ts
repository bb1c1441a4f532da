/**
 * The program → one JavaScript module body (run with `new Function`). Each C function becomes a
 * JS function of the same name (codegen/function.ts); it is a generator (`function*`) when it can
 * reach a blocking library call, directly or through the functions it calls, and a plain function
 * otherwise (codegen/blocking.ts). The synchronous flavour (for the machine's synchronous engine)
 * makes every function plain and runs blocking library calls through `$drive`.
 *
 * This file generates the program's parts in order: the functions, and the pointer values of the
 * functions called through pointers (which must stay plain functions). Statements are codegen/statements.ts's, expressions codegen/expressions.ts's.
 */
import type { Program, Sym } from '../c.ts';
import { blockingFunctions, steppableFunctions, tickPolls } from './blocking.ts';
import { FunctionGen, jsFunctionName } from './function.ts';
import type { CodegenOptions, Layout } from '../c.ts';

export interface Generated {
  readonly code: string;
  /** Fault sites: C line and function, by number. */
  readonly sites: { line: number; fn: string; poll?: true }[];
  /** The functions generated as generators (`function*`): called with `yield*`. */
  readonly generators: ReadonlySet<Sym>;
}

export function generate(p: Program, lay: Layout, opt: CodegenOptions): Generated {
  // site 0 is no place: the library's own checks pass it, and program.ts places the fault at the call
  const sites: { line: number; fn: string; poll?: true }[] = [{ line: 0, fn: '?' }];
  const out: string[] = [];
  const ptrs = new Map<Sym, string>();
  const funcPtr = (s: Sym): string => {
    let n = ptrs.get(s);
    if (!n) {
      n = `$P_${jsFunctionName(s.name)}`;
      ptrs.set(s, n);
    }
    return n;
  };
  const libName = (s: Sym): string => `$L_${s.name}`;
  const polls = tickPolls(p);
  const blocking = opt.stepping && opt.flavour === 'coroutine' ? steppableFunctions(p, opt.blockingLibrary, polls) : blockingFunctions(p, opt.blockingLibrary, lay.pointed, polls);
  // the functions initializers point at take the first pointer values, in layout's order
  for (const f of lay.pointed) funcPtr(f);

  for (const f of p.funcs) {
    out.push(new FunctionGen(f, {
      program: p, layout: lay, options: opt, sites, funcPtr, libName, blocking, polled: polls.polled, pollExprs: polls.exprs,
    }).generate());
    // a call through a pointer tells the program's variadic functions, which take the block their
    // caller pushed, from the library's, which take the arguments (expressions.ts pushedCall)
    if (f.type.variadic && f.sym.pointerUses > 0) out.push(`${jsFunctionName(f.sym.name)}.va = true;`);
  }
  // A generator (a function that can block, in the coroutine flavour) called through a pointer runs
  // plain to its end (DataSegment.plainCall): TC programs take such addresses for handlers that
  // never run (harderr's, a signal's) or never call them (`a = getch;`, corpus C331, C467, C475).
  const generators = opt.flavour === 'coroutine' ? blocking : new Set<Sym>();
  const fnValue = (s: Sym): string => {
    if (!s.def) return libName(s);
    const js = jsFunctionName(s.name);
    return generators.has(s) ? `$D.plainCall(${js}, ${JSON.stringify(s.name)})` : js;
  };
  // probe UC2: TLINK links a function no module defines at 0 (`printf("%p", f)` 0000, `f == 0`
  // true); one a constant initializer points at keeps its place in layout's numbering
  const pointed = new Set(lay.pointed);
  for (const [s, n] of ptrs) out.push(`const ${n} = ${!s.def && !pointed.has(s) && opt.unlinked?.has(s.name) === true ? '0' : `$D.fnPtr(${fnValue(s)})`};`);
  return { code: out.join('\n'), sites, generators };
}
