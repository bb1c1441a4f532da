/**
 * SI and DI: which locals TC 2.0 keeps in them, and which of those a program may read before it
 * gives them a value (then they hold what the caller left in the register: codegen/function.ts).
 */
import type { Expr, FuncDef, Program, Stmt, Sym } from '../c.ts';
import { sizeOf } from '../front/types.ts';

/**
 * The locals and parameters TC 2.0 keeps in SI and DI rather than on the stack (oracles RG1–RG3,
 * read with TCC -S, test/fixtures/stack): int-sized (int, unsigned, near pointers; a char or a
 * long stays on the stack), address never taken, named at least twice (one named once, even read
 * uninitialised, stays on the stack; a parameter not declared `register`, named twice, too);
 * `register` ones first, then the most named (`x++` is one
 * naming, a loop's no more), a local before a parameter named as often, then declaration order;
 * two at most. The first is SI's, the second DI's.
 */
export function tcRegisters(f: FuncDef): readonly Sym[] {
  // asked again and again for one function (its frame, its pushes, its locals' places, the
  // registers' read-before-value walk): found once (BGIDEMO.C's cold compile, bench figure 11b)
  let r = registersOf.get(f);
  if (r === undefined) registersOf.set(f, (r = registersFound(f)));
  return r;
}

const registersOf = new WeakMap<FuncDef, readonly Sym[]>();

function registersFound(f: FuncDef): readonly Sym[] {
  // a function that names _SI or _DI keeps its register variables on the stack (oracle PV, TCC -S:
  // h's two `register` locals at [bp-8] and [bp-6]); it reads SI and DI as its caller left them
  if (namesSiDi(f)) return [];
  // a parameter not declared `register` is loaded into one only when named three times or more
  // (oracle PR1, TCC -S: `t2(int n)` naming n 4 times in SI; thru(int p), naming p twice, keeps [bp+4])
  // a variable declared `register` is one however often it is named (ccgen7 CJ00026: `f(register
  // int p0, register int p1)` naming p1 once keeps it in DI; probe CJ99902 r2: `register int a;
  // a = 1;` is DI's);
  // a short is none, nor an int TCC reads a byte of (probe CJ99703, TCC -S: `short v` named five
  // times stays at [bp-4]; `c = w`, `c ^= w`, `c <<= w` into a char read w's low byte from the
  // stack, `c = c * 3 + w` does not and w is in SI; a `register` one read so is in SI all the same:
  // ccgen7 CJ00033, CJ00071)
  const bytes = byteRead(f);
  const candidates = [...f.locals, ...f.params].filter((s) =>
    !s.addrTaken && (s.type.kind === 'int' || s.type.kind === 'ptr') && sizeOf(s.type) === 2 && (s.register || s.uses >= (s.kind === 'param' ? 3 : 2)) &&
    !(s.type.kind === 'int' && (s.type.sort === 'short' || s.type.sort === 'ushort')) && (s.register || !bytes.has(s)));
  // the most named first, the `register` ones before the others (probe CJ99702, TCC -S: of
  // `register int a, b;` the one named three times is SI's, a tie goes in declaration order)
  const byUse = (xs: Sym[]): Sym[] => xs.sort((a, b) => b.uses - a.uses);
  return [...byUse(candidates.filter((s) => s.register)), ...byUse(candidates.filter((s) => !s.register))].slice(0, 2);
}

/** The variables that are the whole right side of an assignment or compound assignment to a char (TCC reads their low byte). */
function byteRead(f: FuncDef): Set<Sym> {
  const out = new Set<Sym>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    const n = node as Expr & Record<string, unknown>;
    if (n.kind === 'assign' && sizeOf(n.left.type) === 1) {
      let r: Expr = n.right;
      while (r.kind === 'cast') r = r.operand;
      if (r.kind === 'var') out.add(r.sym);
    }
    for (const k in n) if (!NOT_A_SUBTREE.has(k)) walk(n[k]);
  };
  walk(f.body);
  return out;
}

/**
 * Properties of the tree's nodes that are no subtree to walk: a symbol and its definition, types
 * (`calleeType` and `opType` too; a type holds no expression), a member's field, a string's bytes.
 * A call's type walked whole and a string's bytes one by one cost BGIDEMO.C's cold compile ~15 M
 * instructions of ~675 M in libraryUses' walk alone (callgrind; bench figure 11b).
 */
export const NOT_A_SUBTREE: ReadonlySet<string> = new Set(['sym', 'def', 'type', 'calleeType', 'opType', 'field', 'bytes']);

/**
 * Whether a subtree names a variable of `wanted` not in `given`, each such one into `out`. Keys
 * walked with for-in, not Object.entries: an array per node made this walk a tenth of a
 * 1 400-line program's cold compile (BGIDEMO.C's CPU profile), most of it the garbage collector's;
 * and called for objects only, not for each number and string of a node.
 */
function named(node: object, wanted: ReadonlySet<Sym>, given: ReadonlySet<Sym>, out: Set<Sym>): void {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const n: unknown = node[i];
      if (n !== null && typeof n === 'object') named(n, wanted, given, out);
    }
    return;
  }
  const n = node as { kind?: string; sym?: Sym } & Record<string, unknown>;
  if (n.kind === 'var' && n.sym) {
    if (wanted.has(n.sym) && !given.has(n.sym)) out.add(n.sym);
    return;
  }
  for (const k in n) {
    const v = n[k];
    if (v !== null && typeof v === 'object' && !NOT_A_SUBTREE.has(k)) named(v, wanted, given, out);
  }
}

/**
 * The locals of `regs` the function may read before it gives them a value: a definite-assignment
 * walk over the statements in the order they run. A plain assignment (`i = …`, a `for`'s
 * `i = 0`, an initializer) gives a value to what runs after it in the same branch; a branch, a
 * loop's body or a switch's case gives none to what follows them (corpus C018: `ch = 0` in a
 * switch's case, then `while (ch != 0)`); at a case the values given before the switch hold, at
 * a label none. Conservative: any other naming of a local is a read.
 */
export function readBeforeValue(f: FuncDef, regs: readonly Sym[]): Sym[] {
  const locals = new Set(regs.filter((s) => s.kind === 'local'));
  if (locals.size === 0) return []; // parameters have their values: nothing to walk
  const read = new Set<Sym>();
  // where every local has its value, nothing can be read before it: the subtree is not walked
  // (the walks were most of this analysis, cold, in BGIDEMO.C's CPU profile)
  const unknown = (given: ReadonlySet<Sym>): boolean => {
    for (const s of locals) if (!given.has(s) && !read.has(s)) return true;
    return false;
  };
  const reads = (node: object, given: ReadonlySet<Sym>): void => {
    if (unknown(given)) named(node, locals, given, read);
  };
  /** An expression run with `given`: the set after it. */
  const expr = (e: Expr, given: Set<Sym>): Set<Sym> => {
    if (e.kind === 'assign' && e.op === null && e.left.kind === 'var') {
      reads(e.right, given);
      return new Set(given).add(e.left.sym);
    }
    if (e.kind === 'comma') return expr(e.right, expr(e.left, given));
    reads(e, given);
    return given;
  };
  /** A statement run with `given` (`atCase`: the set a switch's case starts with): the set after it. */
  const stmt = (s: Stmt, given: Set<Sym>, atCase: Set<Sym>): Set<Sym> => {
    switch (s.kind) {
      case 'block': {
        let g = given;
        for (const item of s.items) g = stmt(item, g, atCase);
        return g;
      }
      case 'expr': return expr(s.expr, given);
      case 'init':
        reads(s.init, given);
        return new Set(given).add(s.sym);
      case 'if':
        reads(s.cond, given);
        stmt(s.then, given, atCase);
        if (s.else) stmt(s.else, given, atCase);
        return given;
      case 'while':
        reads(s.cond, given);
        stmt(s.body, given, atCase);
        return given;
      case 'do':
        reads(s.cond, stmt(s.body, given, atCase));
        return given;
      case 'for': {
        const g = s.init ? expr(s.init, given) : given;
        if (s.cond) reads(s.cond, g);
        const after = stmt(s.body, g, atCase);
        if (s.step) reads(s.step, after);
        return g;
      }
      case 'switch':
        reads(s.expr, given);
        stmt(s.body, given, given);
        return given;
      case 'case': case 'default': return stmt(s.stmt, atCase, atCase);
      case 'label': return stmt(s.stmt, new Set(), new Set());
      case 'return':
        if (s.value) reads(s.value, given);
        return given;
      default: return given;
    }
  };
  stmt(f.body, new Set(), new Set());
  return regs.filter((s) => read.has(s));
}

/**
 * The scalar locals (int, pointer or float, address never taken) `f` may read before it gives them
 * a value, found in one walk: SI's and DI's (readsRegistersFound) and the stack's (function.ts
 * readEarly) are both among them, and which of a set is read early does not depend on what else is
 * asked (a naming of one local is a read whatever the others hold). Two walks per function, and
 * the stack's question asked twice, were before (BGIDEMO.C's cold compile, bench figure 11b).
 */
export function scalarsReadEarly(f: FuncDef): ReadonlySet<Sym> {
  let r = earlyOf.get(f);
  if (r === undefined) {
    earlyOf.set(f, (r = new Set(readBeforeValue(f, f.locals.filter((s) =>
      !s.addrTaken && (s.type.kind === 'int' || s.type.kind === 'ptr' || s.type.kind === 'float'))))));
  }
  return r;
}

const earlyOf = new WeakMap<FuncDef, ReadonlySet<Sym>>();

/** Whether a function of the program may read SI or DI as its caller left them (then every function hands them on). */
export function readsRegistersFound(p: Program): boolean {
  return p.funcs.some((f) => {
    if (namesSiDi(f)) return true;
    const early = scalarsReadEarly(f);
    return tcRegisters(f).some((s) => early.has(s));
  });
}

/** Whether a function of the program names `_SI` or `_DI` (the entries that load them are counted: function.ts). */
export const programNamesSiDi = (p: Program): boolean => p.funcs.some(namesSiDi);

/** The pseudo-registers' words that `_SI` and `_DI` name (preprocess.ts: `__pseudoreg(k)`). */
export const PSEUDO_SI = 5, PSEUDO_DI = 6, PSEUDO_BP = 4;

/** The word number of a call `__pseudoreg(k)`, or -1 for any other node. */
export function pseudoRegister(node: unknown): number {
  const n = node as { kind?: string; callee?: { kind?: string; operand?: { sym?: Sym } }; args?: { kind?: string; value?: number }[] };
  if (n.kind !== 'call' || n.callee?.kind !== 'addr' || n.callee.operand?.sym?.name !== '__pseudoreg') return -1;
  const k = n.args?.[0];
  return k?.kind === 'num' && typeof k.value === 'number' ? k.value : -1;
}

const siDi = new WeakMap<FuncDef, boolean>();

function namesSiDi(f: FuncDef): boolean {
  let v = siDi.get(f);
  // `_SI` and `_DI` are calls of __pseudoreg, which the parser notes among the function's calls
  // (expr-postfix.ts): a function that makes none names neither, and its tree is not walked
  if (v === undefined && !callsPseudoRegister(f)) siDi.set(f, (v = false));
  if (v === undefined) {
    const walk = (node: object): boolean => {
      const k = pseudoRegister(node);
      if (k === PSEUDO_SI || k === PSEUDO_DI) return true;
      for (const key in node) {
        if (NOT_A_SUBTREE.has(key)) continue;
        const c = (node as Record<string, unknown>)[key];
        if (c !== null && typeof c === 'object' && walk(c)) return true;
      }
      return false;
    };
    siDi.set(f, (v = walk(f.body)));
  }
  return v;
}

function callsPseudoRegister(f: FuncDef): boolean {
  for (const s of f.calls) if (s.name === '__pseudoreg') return true;
  return false;
}
