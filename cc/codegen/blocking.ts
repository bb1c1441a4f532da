/**
 * Generators or plain functions. A C function is generated as a generator (`function*`) when it
 * can reach a blocking library call (delay, bioskey, getch, kbhit…), directly or through the
 * functions it calls, so it can suspend with `yield*` as a hand port does; every other function
 * is plain. For a debugger, every function that can be stepped is a generator.
 */
import type { Expr, FuncDef, Program, Stmt, Sym } from '../c.ts';
import { FAR_MEMORY } from '../front/expr-values.ts';

/**
 * Port reads and the tick count's reads wait only outside interrupts (their time is charged
 * there; Machine.portPoll, idleRead): an interrupt function calls them through $drive.
 */
const PORT_READS = new Set(['inportb', 'inport', 'peek', 'peekb', 'biostime']);

/**
 * The library's reads that wait only as a poll of the BIOS tick count (cc/support/far.ts
 * tickPolled): at any other site they return at once, so they make a function a generator only
 * where they poll (TickPolls), and are called there without `yield*`. A far pointer's load costs
 * time wherever it is, so it blocks everywhere.
 */
export const TICK_READS: ReadonlySet<string> = new Set(['peek', 'peekb', 'biostime']);

/**
 * Where a read of the tick count polls it: in a loop's condition (`while (peek(0x40, 0x6C) == t);`),
 * and anywhere in a function such a condition calls (`while (ticks() == t);`: ticks returns the
 * count), or one those call (`polled`). A read elsewhere (`t = peek(0x40, 0x6C);` before the loop,
 * a counted loop's body) never waits. The code generator marks the same sites (ExprEnv.loopCondition,
 * FunctionGen.site).
 */
export interface TickPolls {
  /** The functions whose every read polls. */
  readonly polled: ReadonlySet<Sym>;
  /** The functions with a read of TICK_READS in a loop's condition. */
  readonly inCondition: ReadonlySet<Sym>;
}

export function tickPolls(p: Program): TickPolls {
  const polled = new Set<Sym>(), inCondition = new Set<Sym>();
  for (const f of p.funcs) {
    for (const c of loopConditions(f.body)) {
      calledIn(c, (s) => {
        if (s.def) polled.add(s);
        else if (TICK_READS.has(s.name)) inCondition.add(f.sym);
      });
    }
  }
  for (const s of polled) for (const c of s.def!.calls) if (c.def) polled.add(c);
  return { polled, inCondition };
}

/** Whether a call of `c` from `f` makes `f` wait: a tick read only where it polls (TickPolls). */
function mayWait(f: FuncDef, c: Sym, polls: TickPolls): boolean {
  return !TICK_READS.has(c.name) || polls.polled.has(f.sym) || polls.inCondition.has(f.sym);
}

/**
 * Which defined functions can block (transitively through direct calls). An `interrupt` function
 * runs inside an interrupt, where time stands still: its far memory accesses are charged without
 * suspending (FarMemory.loadNow) and its port reads never wait, so they do not make it a
 * generator — it can be set as a vector.
 */
export function blockingFunctions(p: Program, blockingLibrary: ReadonlySet<string>, initialized: readonly Sym[] = [], polls = tickPolls(p)): Set<Sym> {
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
        if (blocking.has(c) || (!c.def && blockingLibrary.has(c.name) && mayWait(f, c, polls))) {
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
export function steppableFunctions(p: Program, blockingLibrary: ReadonlySet<string>, polls = tickPolls(p)): Set<Sym> {
  const plain = new Set(p.pointed);
  for (const s of plain) for (const c of s.def?.calls ?? []) if (c.def) plain.add(c);
  const blocking = blockingFunctions(p, blockingLibrary, [], polls);
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

/** The conditions of the while, do and for loops in `s`. */
function loopConditions(s: Stmt, out: Expr[] = []): Expr[] {
  switch (s.kind) {
    case 'while':
    case 'do':
      out.push(s.cond);
      return loopConditions(s.body, out);
    case 'for':
      if (s.cond) out.push(s.cond);
      return loopConditions(s.body, out);
    case 'if':
      loopConditions(s.then, out);
      return s.else ? loopConditions(s.else, out) : out;
    case 'block':
      for (const i of s.items) loopConditions(i, out);
      return out;
    case 'switch':
      return loopConditions(s.body, out);
    case 'case':
    case 'default':
    case 'label':
      return loopConditions(s.stmt, out);
    default:
      return out;
  }
}

/** Each function `x` calls by name. */
function calledIn(x: Expr, call: (s: Sym) => void): void {
  switch (x.kind) {
    case 'call':
      if (x.callee.kind === 'addr' && x.callee.operand.kind === 'var' && x.callee.operand.sym.kind === 'func') call(x.callee.operand.sym);
      calledIn(x.callee, call);
      for (const a of x.args) calledIn(a, call);
      return;
    case 'deref': return calledIn(x.pointer, call);
    case 'member': return calledIn(x.object, call);
    case 'addr': case 'unary': case 'incdec': case 'cast': return calledIn(x.operand, call);
    case 'bin': case 'ptrdiff': case 'cmp': case 'logic': case 'assign': case 'comma': calledIn(x.left, call); return calledIn(x.right, call);
    case 'ptradd': calledIn(x.pointer, call); return calledIn(x.index, call);
    case 'cond': calledIn(x.cond, call); calledIn(x.then, call); return calledIn(x.else, call);
    default: return;
  }
}
