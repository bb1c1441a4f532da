/**
 * The order TC 2.0's code does an expression's parts in, where C leaves it open and a program can
 * see it (docs/TURBO-C-FACTS.md, "Argument evaluation order"; measured with `TCC -S` and in
 * DOSBox: oracle-files EV1, libcheck EO1): which operand of a binary operation goes first, how
 * TCC rearranges chains of one commutative operation, and when a call's arguments must go through
 * temporaries to be evaluated right to left. The increments' places (before and after a stretch)
 * are ExprGen.region's, in expressions.ts.
 */
import type { CType, Expr } from '../c.ts';
import { isFar } from '../front/types.ts';

/**
 * A question about a tree, answered once per node (hasEffects and hasCall are asked again at
 * every level of a long chain: cached, a chain of n operations costs n, not n²).
 */
function perTree(find: (x: Expr) => boolean): (x: Expr) => boolean {
  const known = new WeakMap<Expr, boolean>();
  return (x) => {
    // a leaf answers no to both questions: not cached, as most nodes are leaves and a WeakMap's
    // look-up and entry cost more than the answer (BGIDEMO.C's cold compile, bench figure 11b)
    if (x.kind === 'num' || x.kind === 'var' || x.kind === 'str') return false;
    let r = known.get(x);
    if (r === undefined) known.set(x, (r = find(x)));
    return r;
  };
}

/** Whether evaluating x can change something or call something (its order can show). */
export const hasEffects = perTree(findEffects);

/** Whether evaluating x calls a function. */
export const hasCall = perTree(findCall);

function findEffects(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': case 'var': return false;
    case 'call': case 'assign': case 'incdec': return true;
    case 'deref': return isFar(x.pointer.type) || hasEffects(x.pointer);
    case 'member': return hasEffects(x.object);
    case 'addr': case 'unary': case 'cast': return hasEffects(x.operand);
    case 'bin': case 'cmp': case 'logic': case 'comma': return hasEffects(x.left) || hasEffects(x.right);
    case 'ptradd': return hasEffects(x.pointer) || hasEffects(x.index);
    case 'ptrdiff': return hasEffects(x.left) || hasEffects(x.right);
    case 'cond': return hasEffects(x.cond) || hasEffects(x.then) || hasEffects(x.else);
  }
}

function findCall(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': case 'var': return false;
    case 'call': return true;
    case 'deref': return hasCall(x.pointer);
    case 'member': return hasCall(x.object);
    case 'addr': case 'unary': case 'cast': case 'incdec': return hasCall(x.operand);
    case 'bin': case 'cmp': case 'logic': case 'comma': case 'ptrdiff': case 'assign': return hasCall(x.left) || hasCall(x.right);
    case 'ptradd': return hasCall(x.pointer) || hasCall(x.index);
    case 'cond': return hasCall(x.cond) || hasCall(x.then) || hasCall(x.else);
  }
}

type Bin = Extract<Expr, { kind: 'bin' }>;

/** Whether x calls a function for its value (a comma's left side is done before: a statement of its own). */
function callsFor(x: Expr): boolean {
  return x.kind === 'comma' ? callsFor(x.right) : hasCall(x);
}

/** An operand an 8086 instruction reads straight from memory: a variable, a member of one, a constant element. */
export function isDirect(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': return true;
    case 'var': return x.sym.kind !== 'func';
    case 'addr': return x.operand.kind === 'var';
    case 'member': return isDirect(x.object) && x.object.kind !== 'deref';
    case 'deref': {
      const p = x.pointer; // an array's element at a constant subscript: `mov ax,_w+4`
      if (p.kind === 'addr') return p.operand.kind === 'var';
      return p.kind === 'ptradd' && p.pointer.kind === 'addr' && p.pointer.operand.kind === 'var' && p.index.kind === 'num';
    }
    case 'cast': return isDirect(x.operand);
    case 'incdec': return !x.pre && isDirect(x.operand); // x++ is done after: the instruction reads x
    default: return false;
  }
}

export const COMMUTATIVE = new Set(['+', '*', '&', '|', '^']);

/**
 * The registers TC 2.0's code needs for x (Sethi–Ullman: the operand needing more goes first),
 * a call's result one, an operand the instruction reads from memory none (`add ax,_n`), a member
 * through a pointer BX besides (`mov bx,_sp; mul word ptr [bx+2]`: oracle S4).
 */
function need(x: Expr): number {
  switch (x.kind) {
    case 'num': case 'str': return 0;
    case 'var': return x.sym.kind === 'func' || x.type.kind === 'array' ? 0 : 1;
    // a call: its calling arguments' most, one more when the first argument calls and the second
    // is no operand read from memory (probes CK99901, CK99902, 27 shapes: `K(1) + U2(K(2), K(3))`,
    // `K(1) + U2(K(2), v + 1)` and `K(1) + U(U2(K(2), K(3)))` call U2 first; `K(1) + U(K(2))`,
    // `K(1) + U2(K(2), 3)`, `K(1) + U2(v, K(3))` and `K(1) + U3(K(2), 3, K(3))` call K(1) first)
    case 'call': {
      const most = Math.max(1, ...x.args.filter(callsFor).map(need));
      return x.args.length > 1 && callsFor(x.args[0]!) && !isDirect(x.args[1]!) ? most + 1 : most;
    }
    case 'addr': return x.operand.kind === 'var' ? 0 : need(x.operand);
    case 'unary': case 'cast': case 'incdec': return need(x.operand);
    case 'deref': return Math.max(need(x.pointer), 1);
    case 'member': return Math.max(need(x.object), 1);
    case 'assign': return Math.max(need(x.right), 1);
    case 'bin': case 'cmp': return pairNeed(x.left, x.right, COMMUTATIVE.has(x.op) || x.op === '==' || x.op === '!=');
    case 'ptrdiff': return pairNeed(x.left, x.right, false);
    case 'ptradd': return pairNeed(x.pointer, x.index, true);
    case 'comma': return need(x.right);
    // ?:, && and || one more than their parts when two of them call (oracle S4: `A() + (B() ?
    // C() : x)` calls B first, `(A() || 0) + B() * C()` B first)
    case 'cond': case 'logic': {
      const parts = x.kind === 'cond' ? [x.cond, x.then, x.else] : [x.left, x.right];
      const most = Math.max(1, ...parts.map(need));
      return parts.filter(callsFor).length > 1 ? most + 1 : most;
    }
  }
}

function pairNeed(a: Expr, b: Expr, commutative: boolean): number {
  if (isDirect(b)) return Math.max(need(a), 1);
  if (commutative && isDirect(a)) return Math.max(need(b), 1);
  const l = need(a), r = need(b);
  return l === r ? l + 1 : Math.max(l, r);
}

/**
 * Whether TC 2.0 evaluates the right operand of `left op right` first, where that can show (an
 * operand has an effect). Measured with `TCC -S` and in DOSBox (oracle EV1–EV4, S1–S4): an operand
 * that calls goes before one that does not (`n + f()` adds the n f left; `(x & 7) + A()` calls A
 * first) — but a long subtraction keeps its left first (oracle CL2); of two that call, the one
 * needing more registers (`A() + B() * C()` calls B and C first, `A() + (B() + 1) * 2` A first);
 * of two that do not, the one with an effect (`n + (n = 10)` is 20, `n + (n ? ++n : 0)` 8).
 */
export function rightFirst(left: Expr, right: Expr, t: CType, op: string): boolean {
  if (!hasEffects(left) && !hasEffects(right)) return false;
  const cl = callsFor(left), cr = callsFor(right);
  // a floating comparison of two operands that call: the right first, but for a single call
  // against more (probes CD99902, CD99908, CD99909: `D() < I()` calls I first, `I() < I() + D()`
  // I, I, D, `I() + D() < D()` D, I, D, `I() + D() < D() * I()` D, I, I, D)
  if (t.kind === 'float' && cl && cr && COMPARISONS.has(op)) return !(singleCall(left) && !singleCall(right));
  if (cr !== cl) return cr && !(op === '-' && t.kind === 'int' && t.size === 4);
  if (!cr) {
    // a value made by jumps (?:, && and ||, a comparison) before an operand without them
    // (`TCC -S`: `++*p ^ (t ? *p : 2)` does the ?: first, `q.a++ & (y++ && --q.a)` the &&)
    // of two made by jumps (a `!`, a variable given a comparison's 0 or 1), one that works on longs
    // first (ccgen9, 200 programs: `!(c = 1) + (u = c > ul)` and `!(i = 0) + (l = i == uc)` do the
    // right side first, 8 programs; `!(ul = uc) + (c = ul == uc)` and `!(i = 0) + (u = i == uc)` the left, 16)
    if (byJumps(left) && byJumps(right)) {
      const wl = longWork(left), wr = longWork(right);
      if (wl !== wr) return wr;
    }
    const bl = branches(left), br = branches(right);
    if (bl !== br) return br;
    // of two worked out in registers, one with a ++ or -- in it, the larger first, the left of
    // two alike (probe CF3, 43 shapes from x = 5, in SI, on the stack and global alike: `++x + x *
    // x` squares first, 31; `x++ + x++ * x++` multiplies first, 37; `x++ + -x` -1, `-x + x++` 0)
    // (measured there only: operands of variables, constants, ++/-- of variables and arithmetic)
    if (!isLeaf(left) && !isLeaf(right) && onVariables(left) && onVariables(right) && (increments(left) || increments(right))) return nodes(right) > nodes(left);
    // the one with an effect first when the other is an operand read from memory (`n + (n = 10)`
    // is 20, `a - (a = 5)` 0); a left side to be worked out in a register goes first (`a + b - (b
    // = a)` subtracts the new b from the old sum: probe EV3, corpus C4120's swap of two chars)
    return hasEffects(right) && !hasEffects(left) && isDirect(left);
  }
  // (a long subtraction keeps its left first here too: probe CK99902 `KL(1) - ULL(K(2), K(3))`)
  return need(right) > need(left) && !(op === '-' && t.kind === 'int' && t.size === 4);
}

const COMPARISONS = new Set(['<', '>', '<=', '>=', '===', '!==']);

/** A variable or a constant, which TC's instruction reads last, from memory or as an immediate. */
const isLeaf = (x: Expr): boolean => x.kind === 'num' || x.kind === 'str' || (x.kind === 'var' && x.sym.kind !== 'func');

/** Arithmetic of variables and constants, ++ and -- of variables among them (`x++ * x + -x`). */
function onVariables(x: Expr): boolean {
  switch (x.kind) {
    case 'num': return true;
    case 'var': return x.sym.kind !== 'func' && x.type.kind !== 'array';
    case 'incdec': return x.operand.kind === 'var';
    case 'unary': case 'cast': return onVariables(x.operand);
    case 'bin': return onVariables(x.left) && onVariables(x.right);
    default: return false;
  }
}

/** Whether x (onVariables) holds a ++ or --. */
const increments = (x: Expr): boolean => x.kind === 'incdec' || parts(x).some(increments);

/** The size of x's tree (onVariables), in nodes. */
const nodes = (x: Expr): number => 1 + parts(x).reduce((n, p) => n + nodes(p), 0);

/** The operands of an onVariables expression. */
function parts(x: Expr): Expr[] {
  switch (x.kind) {
    case 'unary': case 'cast': case 'incdec': return [x.operand];
    case 'bin': return [x.left, x.right];
    default: return [];
  }
}

/** x's value is made by jumps, or a variable's that one was stored in. */
const byJumps = (x: Expr): boolean =>
  x.kind === 'cast' ? byJumps(x.operand) : branches(x) || (x.kind === 'unary' && x.op === '!') || (x.kind === 'assign' && x.op === null && branches(x.right));

const isLong = (t: CType): boolean => t.kind === 'int' && t.size === 4;

/** Whether x computes a long somewhere: an operation, a comparison or an assignment of one (a long only read and narrowed is none). */
const longWork = perTree(findLongWork);

function findLongWork(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': case 'var': return false;
    case 'cast': return longWork(x.operand);
    case 'assign': return isLong(x.type) || longWork(x.right);
    case 'cmp': return isLong(x.left.type) || isLong(x.right.type) || longWork(x.left) || longWork(x.right);
    case 'unary': case 'incdec': return isLong(x.type) || longWork(x.operand);
    case 'bin': case 'logic': case 'comma': return isLong(x.type) || longWork(x.left) || longWork(x.right);
    default: return isLong(x.type);
  }
}

/** x is one call, its value converted or not. */
const singleCall = (x: Expr): boolean => (x.kind === 'cast' ? singleCall(x.operand) : x.kind === 'call');

/** Whether x's value is made by jumps somewhere in it: a ?:, an && or ||, a comparison's 0 or 1. */
const branches = perTree(findBranches);

function findBranches(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': case 'var': return false;
    case 'cond': case 'logic': case 'cmp': return true;
    case 'call': return false;
    case 'deref': return branches(x.pointer);
    case 'member': return branches(x.object);
    // a plain assignment's value is its variable's, stored and read again; an op='s is made in a
    // register from its right side (ccgen9, 200 programs: `!(i = 0) + (u = i == uc)` assigns i
    // first in 9, `!(ul = 0) + (c -= ul == uc)` compares first in 3)
    case 'assign': return x.op !== null && (branches(x.left) || branches(x.right));
    case 'addr': case 'unary': case 'cast': case 'incdec': return branches(x.operand);
    case 'bin': case 'comma': case 'ptrdiff': return branches(x.left) || branches(x.right);
    case 'ptradd': return branches(x.pointer) || branches(x.index);
  }
}

const isIntOp = (x: Expr, op: string): x is Bin => x.kind === 'bin' && x.op === op && x.type.kind === 'int' && x.type.size === 2;

/** `e + c` or `e - c` of ints: a term whose constant TC adds last (chainOrder). */
const constantTerm = (x: Expr): boolean => x.kind === 'bin' && (x.op === '+' || x.op === '-') && x.right.kind === 'num' && x.type.kind === 'int' && x.type.size === 2;

/** `x op y` with y's operands taken one at a time where y is the same op: `x + (a + b)` is `(x + a) + b`. */
function append(x: Expr, y: Expr, like: Bin): Expr {
  if (isIntOp(y, like.op) && !constantTerm(y)) return append(append(x, y.left, like), y.right, like);
  return { ...like, left: x, right: y };
}

/** A sum's constants added last: `(x + c) + y` is `(x + y) + c`, from the inside out. */
function constantsLast(x: Expr): Expr {
  if (!isIntOp(x, '+')) return x;
  const left = constantsLast(x.left);
  if (constantTerm(left)) return { ...(left as Bin), left: constantsLast({ ...x, left: (left as Bin).left }) };
  return left === x.left ? x : { ...x, left };
}

/**
 * A chain of one commutative int operation as TC 2.0's code does it (`TCC -S`, oracle S2–S4):
 * `x + (y + z)` becomes `(y + z) + x` when x is no such chain itself, and `(w + x) + (y + z)`
 * the chain `((w + x) + y) + z`; in a sum the constants go last (`(A() + 1) + (B() + C())` calls
 * A, B, C; `A() + (B() + 1) + C()` B, A, C; `A() + (B() + C() + 1)` B, C, A). The value is the
 * same in 16 bits; what changes is the order of the calls.
 */
export function chainOrder(x: Bin): Expr {
  const op = x.op;
  const inner = (e: Expr): Expr => (isIntOp(e, op) || (op === '+' && constantTerm(e)) ? chainOrder(e as Bin) : e);
  const left = inner(x.left), right = inner(x.right);
  const chain = (e: Expr): boolean => isIntOp(e, op) || (op === '+' && constantTerm(e));
  let y: Expr;
  if (chain(right)) y = chain(left) ? append(left, right, x) : { ...x, left: right, right: left };
  else y = left === x.left && right === x.right ? x : { ...x, left, right };
  return op === '+' ? constantsLast(y) : y;
}

/** Whether an argument before the last calls a function: it runs with the later ones pushed. */
export function callsUnderPushes(args: readonly Expr[]): boolean {
  return args.some((a, i) => i < args.length - 1 && hasCall(a));
}

/** x's value cannot change while other arguments are evaluated: a constant, a string, an address. */
function isFixed(x: Expr): boolean {
  switch (x.kind) {
    case 'num': case 'str': return true;
    case 'addr': return x.operand.kind === 'var';
    case 'cast': return isFixed(x.operand);
    default: return false;
  }
}

/**
 * Evaluating `args` left to right could differ from TC's right-to-left order: an argument with an
 * effect (a call, an assignment) and another that could see it, on either side (`printf("%d %d",
 * fscanf(f, "%d", &a), a)` prints the `a` from before the fscanf on TC; `printf("%d %d", a, a = 1)`
 * prints 1 1).
 */
export function orderMatters(args: readonly Expr[]): boolean {
  return args.some((a, i) => hasEffects(a) && args.some((b, j) => j !== i && !isFixed(b)));
}

/**
 * Whether TC 2.0 works out the address of `left op= right` before its right side (probe CK99902,
 * 54 shapes, `a[K(1)] op= K(2)`): for a floating left side every op=; for a long one all but `+=`
 * and `-=`; for an int, char or unsigned one `*=`, `/=` and `%=`. The others, and `=`, do the right
 * side first (expressions.ts assignNow).
 */
export function addressFirst(left: CType, op: string | null): boolean {
  if (op === null) return false;
  if (left.kind === 'float') return true;
  if (left.kind !== 'int') return false;
  return left.size === 4 ? op !== '+' && op !== '-' : op === '*' || op === '/' || op === '%';
}
