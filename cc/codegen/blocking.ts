/**
 * Generators or plain functions. A C function is generated as a generator (`function*`) when it
 * can reach a blocking library call (delay, bioskey, getch, kbhit…), directly or through the
 * functions it calls, so it can suspend with `yield*` as a hand port does; every other function
 * is plain. For a debugger, every function that can be stepped is a generator.
 */
import type { Program, Stmt, Sym } from '../c.ts';
import { FAR_MEMORY } from '../front/expr-values.ts';

/**
 * Port reads and the tick count's reads wait only outside interrupts (their time is charged
 * there; Machine.portPoll, idleRead): an interrupt function calls them through $drive.
 */
const PORT_READS = new Set(['inportb', 'inport', 'peek', 'peekb', 'biostime']);

/**
 * Which defined functions can block (transitively through direct calls). An `interrupt` function
 * runs inside an interrupt, where time stands still: its far memory accesses are charged without
 * suspending (FarMemory.loadNow) and its port reads never wait, so they do not make it a
 * generator — it can be set as a vector.
 */
export function blockingFunctions(p: Program, blockingLibrary: ReadonlySet<string>, initialized: readonly Sym[] = []): Set<Sym> {
  const blocking = new Set<Sym>();
  // With interrupt handlers in the program, a loop may spin on what they change and must be able
  // to wait for the next interrupt (memory.ts SPIN_LOOK): its function is a generator.
  if (p.funcs.some((f) => f.type.interrupt)) for (const f of p.funcs) if (!f.type.interrupt && hasLoop(f.body)) blocking.add(f.sym);
  // A function of the program that can block, taken as a pointer, may be called through any
  // pointer: a function that calls through one can then wait too (a retrace wait called through a
  // table of handlers; `initialized`: the functions initializers point at). Plain until such a
  // function exists.
  const pointedBlocks = (): boolean => [...p.pointed, ...initialized].some((s) => s.def && blocking.has(s));
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of p.funcs) {
      if (blocking.has(f.sym)) continue;
      if (f.callsIndirect && !f.type.interrupt && pointedBlocks()) {
        blocking.add(f.sym);
        changed = true;
        continue;
      }
      for (const c of f.calls) {
        if ((c.name === FAR_MEMORY || PORT_READS.has(c.name)) && !c.def && f.type.interrupt) continue;
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
 * Stepping: every defined function is a generator except those called through a pointer (the
 * parser's `pointed`) and what they call (a plain function cannot yield*); those run through
 * without stopping.
 */
export function steppableFunctions(p: Program, blockingLibrary: ReadonlySet<string>): Set<Sym> {
  const plain = new Set(p.pointed);
  for (const s of plain) for (const c of s.def?.calls ?? []) if (c.def) plain.add(c);
  const blocking = blockingFunctions(p, blockingLibrary);
  for (const f of p.funcs) if (!plain.has(f.sym)) blocking.add(f.sym);
  return blocking;
}

/** True when `s` holds a while, do or for loop. */
function hasLoop(s: Stmt): boolean {
  switch (s.kind) {
    case 'while':
    case 'do':
    case 'for':
      return true;
    case 'if':
      return hasLoop(s.then) || (s.else !== null && hasLoop(s.else));
    case 'block':
      return s.items.some(hasLoop);
    case 'switch':
      return hasLoop(s.body);
    case 'case':
    case 'default':
    case 'label':
      return hasLoop(s.stmt);
    default:
      return false;
  }
}
