/**
 * Generators or plain functions. A C function is generated as a generator (`function*`) when it
 * can reach a blocking library call (delay, bioskey, getch, kbhit…), directly or through the
 * functions it calls, so it can suspend with `yield*` as a hand port does; every other function
 * is plain. For a debugger, every function that can be stepped is a generator.
 */
import type { Program, Sym } from './ast.ts';

/** Which defined functions can block (transitively through direct calls). */
export function blockingFunctions(p: Program, blockingLibrary: ReadonlySet<string>): Set<Sym> {
  const blocking = new Set<Sym>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of p.funcs) {
      if (blocking.has(f.sym)) continue;
      for (const c of f.calls) {
        if (blocking.has(c) || (!c.def && blockingLibrary.has(c.name))) {
          blocking.add(f.sym);
          changed = true;
          break;
        }
      }
    }
  }
  return blocking;
}

/**
 * Stepping: every defined function is a generator except those called through a pointer
 * (`pointed`) and what they call (a plain function cannot yield*); those run through without
 * stopping.
 */
export function steppableFunctions(p: Program, pointed: readonly Sym[], blockingLibrary: ReadonlySet<string>): Set<Sym> {
  const plain = new Set(pointed);
  for (const s of plain) for (const c of s.def?.calls ?? []) if (c.def) plain.add(c);
  const blocking = blockingFunctions(p, blockingLibrary);
  for (const f of p.funcs) if (!plain.has(f.sym)) blocking.add(f.sym);
  return blocking;
}
