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
 * Where a read of the tick count polls it (its site is marked `poll`): in an expression that
 * decides whether a wait goes on (`exprs`) — a loop's condition (`while (peek(0x40, 0x6C) == t);`);
 * the condition of an `if` in the body of a loop that only a poll can end (`for (;;) if
 * (peek(0x40, 0x6C) != t) break;`, `while (!kbhit()) { if (*clock != t) … }`: its condition is
 * absent, a constant or makes a call or a far read); an assignment standing in a loop's body to a
 * variable that the loop's condition or such an `if` tests (`do t = biostime(0, 0L); while (t ==
 * t0);`) — and anywhere in a function such an expression calls (`while (ticks() == t);`: ticks
 * returns the count), or one those call outside their loops (`polled`). A read elsewhere (`t = peek(0x40, 0x6C);`
 * before the loop, a counted loop's `for (i = 0; i < n; i++) if (*clock != t) k++;`) never waits:
 * its passes do work the machine does not see, which a wait would stretch to a tick each.
 */
export interface TickPolls {
  readonly exprs: ReadonlySet<Expr>;
  /** The functions whose every read polls. */
  readonly polled: ReadonlySet<Sym>;
  /** The functions with a read of TICK_READS in one of `exprs`. */
  readonly pollsHere: ReadonlySet<Sym>;
}

export function tickPolls(p: Program): TickPolls {
  const exprs = new Set<Expr>(), polled = new Set<Sym>(), pollsHere = new Set<Sym>();
  for (const f of p.funcs) {
    for (const x of waitExprs(f.body)) {
      exprs.add(x);
      calledIn(x, (s) => {
        if (s.def) polled.add(s);
        else if (TICK_READS.has(s.name)) pollsHere.add(f.sym);
      });
    }
  }
  // what a polled function calls outside its loops (whose own reads poll only as above)
  for (const s of polled) for (const x of outsideLoops(s.def!.body)) calledIn(x, (c) => c.def && polled.add(c));
  return { exprs, polled, pollsHere };
}

/** Whether a call of `c` from `f` makes `f` wait: a tick read only where it polls (TickPolls). */
function mayWait(f: FuncDef, c: Sym, polls: TickPolls): boolean {
  return !TICK_READS.has(c.name) || polls.polled.has(f.sym) || polls.pollsHere.has(f.sym);
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
  return isLoop(s) || inner(s).some(hasLoop);
}

const isLoop = (s: Stmt): s is Extract<Stmt, { kind: 'while' | 'do' | 'for' }> => s.kind === 'while' || s.kind === 'do' || s.kind === 'for';

/** The statements directly inside `s`, a loop's body left out (an if's branches, a block's items…). */
function inner(s: Stmt): readonly Stmt[] {
  switch (s.kind) {
    case 'if': return s.else ? [s.then, s.else] : [s.then];
    case 'block': return s.items;
    case 'switch': return [s.body];
    case 'case': case 'default': case 'label': return [s.stmt];
    default: return [];
  }
}

/** The expressions in `s` that decide whether a wait goes on (TickPolls). */
function waitExprs(s: Stmt, out: Expr[] = []): Expr[] {
  if (!isLoop(s)) {
    for (const i of inner(s)) waitExprs(i, out);
    return out;
  }
  const cond = s.cond;
  if (cond) out.push(cond);
  const tests = cond ? [cond] : [];
  // the ifs of a loop only a poll can end, then the assignments those and the condition test
  if (cond === null || (cond.kind === 'num' && cond.value !== 0) || polls(cond)) bodyIfs(s.body, tests);
  out.push(...tests.slice(cond ? 1 : 0));
  const tested = new Set<Sym>();
  for (const t of tests) varsIn(t, tested);
  for (const x of bodyAssignments(s.body)) if (x.kind === 'assign' && x.op === null && x.left.kind === 'var' && tested.has(x.left.sym)) out.push(x);
  return waitExprs(s.body, out);
}

/** The expressions of `s` outside its loops. */
function outsideLoops(s: Stmt, out: Expr[] = []): Expr[] {
  if (isLoop(s)) return out;
  if (s.kind === 'expr') out.push(s.expr);
  else if (s.kind === 'return' && s.value) out.push(s.value);
  else if (s.kind === 'if') out.push(s.cond);
  else if (s.kind === 'switch') out.push(s.expr);
  else if (s.kind === 'init' && !s.init.list) out.push(s.init.expr);
  for (const i of inner(s)) outsideLoops(i, out);
  return out;
}

/** The conditions of the ifs in a loop's body `s`, nested loops and switches left out. */
function bodyIfs(s: Stmt, out: Expr[]): void {
  if (isLoop(s) || s.kind === 'switch') return;
  if (s.kind === 'if') out.push(s.cond);
  for (const i of inner(s)) bodyIfs(i, out);
}

/** The expression statements standing in a loop's body `s` (its blocks, not its ifs' branches). */
function bodyAssignments(s: Stmt, out: Expr[] = []): Expr[] {
  if (s.kind === 'expr') out.push(s.expr);
  else if (s.kind === 'block' || s.kind === 'label') for (const i of inner(s)) bodyAssignments(i, out);
  return out;
}

/** Whether `x` makes a call or reads through a far pointer: what a loop's condition can wait on. */
function polls(x: Expr): boolean {
  let found = false;
  walk(x, (e) => {
    if (e.kind === 'call' || (e.kind === 'deref' && e.pointer.type.kind === 'ptr' && e.pointer.type.far === true)) found = true;
  });
  return found;
}

/** The variables `x` reads. */
function varsIn(x: Expr, out: Set<Sym>): void {
  walk(x, (e) => {
    if (e.kind === 'var') out.add(e.sym);
  });
}

/** Each function `x` calls by name. */
function calledIn(x: Expr, call: (s: Sym) => void): void {
  walk(x, (e) => {
    if (e.kind === 'call' && e.callee.kind === 'addr' && e.callee.operand.kind === 'var' && e.callee.operand.sym.kind === 'func') call(e.callee.operand.sym);
  });
}

/** `x` and every expression under it. */
function walk(x: Expr, visit: (e: Expr) => void): void {
  visit(x);
  switch (x.kind) {
    case 'call':
      walk(x.callee, visit);
      for (const a of x.args) walk(a, visit);
      return;
    case 'deref': return walk(x.pointer, visit);
    case 'member': return walk(x.object, visit);
    case 'addr': case 'unary': case 'incdec': case 'cast': return walk(x.operand, visit);
    case 'bin': case 'ptrdiff': case 'cmp': case 'logic': case 'assign': case 'comma': walk(x.left, visit); return walk(x.right, visit);
    case 'ptradd': walk(x.pointer, visit); return walk(x.index, visit);
    case 'cond': walk(x.cond, visit); walk(x.then, visit); return walk(x.else, visit);
    default: return;
  }
}
