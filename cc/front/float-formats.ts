/**
 * Whether TC 2.0 links scanf's floating-point formats into a program: TCC references
 * `__turboFloat` (whose module fills scanf's `__ScanTodVector`) from most of math.h's functions,
 * strtod and atof, and from a float-typed address it forms from a named object. Without it, a
 * scanf of %e/%f/%g prints " scanf : floating point formats not linked" and aborts (measured in
 * DOSBox: docs/CORPUS.md's 44 probes, test/fixtures/float-formats' 68 scanf programs).
 */
import type { CType, Expr, Init, Program, Stmt } from '../c.ts';

/** The library functions whose modules reference `__turboFloat`: most of math.h's, strtod and atof. */
const FLOAT_FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan2', 'sinh', 'cosh', 'log', 'log10', 'sqrt', 'exp', 'pow', 'ldexp', 'modf', 'hypot',
  'poly', 'cabs', 'atof', 'strtod',
]); // not atan, tanh, fmod, frexp, pow10, ceil, floor, fabs (measured: M01-M25)

const isFloatPointer = (t: CType): boolean => t.kind === 'ptr' && t.to.kind === 'float';
const constant = (e: Expr): boolean => e.kind === 'num';
const strip = (e: Expr): Expr => (e.kind === 'cast' ? strip(e.operand) : e);

/**
 * A pointer value TCC forms from a named object (`&f`, `a`, `&x[2].p`, `a + i`, `&a[1][i]`); one
 * computed from a struct pointer or a variable-indexed struct or row is not (`&q->p`, `&x[i].p`,
 * `&a[i][1]`, `&a[i][j]`, `a[i] + j`), nor one from a float pointer variable's value (`k(p)`: F35;
 * `p[i]`: G10). Measured (G01–G20: a variable index on a row or pointer that is not a named
 * object's place, read or stored or its address taken, does not link them; corpus C5990).
 */
function fromNamed(e: Expr): boolean {
  const x = strip(e);
  if (x.kind === 'addr') return namedObject(x.operand);
  if (x.kind === 'ptradd') return constant(x.index) ? fromNamed(x.pointer) : isFloatPointer(x.type) && fromNamed(x.pointer);
  return false;
}

/** An lvalue at a fixed place in a named object (`f`, `s.p`, `x[2].p`). */
function namedObject(lv: Expr): boolean {
  if (lv.kind === 'var') return true;
  if (lv.kind === 'member') return namedObject(lv.object);
  if (lv.kind === 'deref') {
    const p = strip(lv.pointer);
    return p.kind === 'ptradd' && constant(p.index) && p.pointer.kind === 'addr' && namedObject(p.pointer.operand);
  }
  return false;
}

type Use = 'value' | 'deref' | 'inner';

/**
 * Each answer once per program: the layout asks both (codegen/layout.ts libraryUses), the compile
 * again (cc/compile.ts), and the printf question asks the scanf one first: four walks of the whole
 * tree for one answer each in a compile (BGIDEMO.C, bench figure 11b).
 */
const scanAnswers = new WeakMap<Program, boolean>(), printAnswers = new WeakMap<Program, boolean>();

/** Whether TCC references `__turboFloat` from this program (so scanf's float formats are linked). */
export function linksFloatFormats(program: Program): boolean {
  let v = scanAnswers.get(program);
  if (v === undefined) scanAnswers.set(program, (v = scanFormatsFound(program)));
  return v;
}

function scanFormatsFound(program: Program): boolean {
  if (program.externs.some((s) => FLOAT_FUNCTIONS.has(s.name))) return true;
  let found = false;
  const expr = (e: Expr, use: Use): void => {
    if (found) return;
    if (isFloatPointer(e.type)) {
      // read through at once: `a[i]` forms a+i; `a[2]` is the named place itself (F27, F28)
      if (use === 'value' && fromNamed(e)) found = true;
      if (use === 'deref' && e.kind === 'ptradd' && !constant(e.index) && fromNamed(e.pointer)) found = true;
    }
    switch (e.kind) {
      case 'deref': return expr(e.pointer, 'deref');
      case 'member': return expr(e.object, 'inner');
      case 'addr': return expr(e.operand, 'inner');
      case 'cast':
        // `(void *)&f` is no float pointer to TCC; `(float *)&n` is one (measured)
        return expr(e.operand, isFloatPointer(e.type) || !isFloatPointer(e.operand.type) ? use : 'inner');
      case 'unary': return expr(e.operand, 'value');
      case 'ptradd': expr(e.pointer, 'inner'); return expr(e.index, 'value');
      case 'bin': case 'ptrdiff': case 'cmp': case 'logic': case 'comma':
        expr(e.left, 'value'); return expr(e.right, 'value');
      case 'assign': expr(e.left, 'inner'); return expr(e.right, 'value');
      case 'incdec': return expr(e.operand, 'inner');
      case 'call': expr(e.callee, 'inner'); for (const a of e.args) expr(a, 'value'); return;
      case 'cond': expr(e.cond, 'value'); expr(e.then, 'value'); return expr(e.else, 'value');
      default: return;
    }
  };
  const init = (i: Init): void => (i.list ? i.items.forEach(init) : expr(i.expr, 'value'));
  const stmt = (s: Stmt): void => {
    switch (s.kind) {
      case 'expr': return expr(s.expr, 'value');
      case 'if': expr(s.cond, 'value'); stmt(s.then); if (s.else) stmt(s.else); return;
      case 'while': case 'do': expr(s.cond, 'value'); return stmt(s.body);
      case 'for':
        for (const x of [s.init, s.cond, s.step]) if (x) expr(x, 'value');
        return stmt(s.body);
      case 'block': return s.items.forEach(stmt);
      case 'return': if (s.value) expr(s.value, 'value'); return;
      case 'switch': expr(s.expr, 'value'); return stmt(s.body);
      case 'case': case 'default': case 'label': return stmt(s.stmt);
      case 'init': return init(s.init);
      default: return;
    }
  };
  for (const f of program.funcs) stmt(f.body);
  for (const g of program.globals) if (g.init) init(g.init);
  return found;
}

/** The expressions under `e` that TCC evaluates (an address's operand is located, not read). */
function operands(e: Expr): Expr[] {
  switch (e.kind) {
    case 'deref': return [e.pointer];
    case 'member': return [e.object];
    case 'unary': case 'cast': case 'incdec': return [e.operand];
    case 'ptradd': return [e.pointer, e.index];
    case 'bin': case 'ptrdiff': case 'cmp': case 'logic': case 'comma': case 'assign': return [e.left, e.right];
    case 'call': return [e.callee, ...e.args];
    case 'cond': return [e.cond, e.then, e.else];
    default: return [];
  }
}

const isFloat = (t: CType): boolean => t.kind === 'float';
// (a long double too: `fprintf(o, "%Lf", 2.5L)` links the formats, probe LD)
const isDouble = (t: CType): boolean => t.kind === 'float' && t.size !== 4;

/**
 * Whether TCC emits a floating-point instruction for `e`: any float or double value it computes,
 * loads or converts (a math.h call's result too: fabs and floor link printf's formats, P19 P24),
 * a double constant passed or assigned (`s(2.5)`, `d = 2`), but not a constant it folds
 * (`int n = 2.5;`, P04) nor a float given a constant (`f = 2`, P03:
 * stored as its four bytes), while a double given one is (`d = 2`, P02).
 */
function floatInstruction(e: Expr): boolean {
  if (strip(e).kind === 'num') return isDouble(e.type); // `s(2.5)` pushes it through the FPU (Q2)
  if (e.kind === 'addr') return false;
  if (e.kind === 'assign' && e.op === null && isFloat(e.left.type)) {
    return isDouble(e.left.type) ? true : strip(e.right).kind !== 'num' || operands(e.left).some(floatInstruction);
  }
  if (isFloat(e.type)) return true;
  return operands(e).some(floatInstruction);
}

/**
 * Whether TC 2.0 links printf's floating-point formats (printf, sprintf, fprintf, vprintf, cprintf
 * share them): scanf's do, and so does any floating-point instruction TCC generates. Without them
 * a %e/%f/%g prints "printf : floating point formats not linked" and aborts (measured in DOSBox:
 * test/fixtures/float-formats' P cases).
 */
export function linksPrintfFloatFormats(program: Program): boolean {
  let v = printAnswers.get(program);
  if (v === undefined) printAnswers.set(program, (v = printFormatsFound(program)));
  return v;
}

function printFormatsFound(program: Program): boolean {
  if (linksFloatFormats(program)) return true;
  const init = (i: Init, t: CType): boolean =>
    i.list ? i.items.some((x) => init(x, t)) : isDouble(t) ? true : floatInstruction(i.expr);
  const stmt = (s: Stmt): boolean => {
    switch (s.kind) {
      case 'expr': return floatInstruction(s.expr);
      case 'if': return floatInstruction(s.cond) || stmt(s.then) || (s.else !== null && stmt(s.else));
      case 'while': case 'do': return floatInstruction(s.cond) || stmt(s.body);
      case 'for': return [s.init, s.cond, s.step].some((x) => x && floatInstruction(x)) || stmt(s.body);
      case 'block': return s.items.some(stmt);
      case 'return': return s.value !== null && s.value !== undefined && floatInstruction(s.value);
      case 'switch': return floatInstruction(s.expr) || stmt(s.body);
      case 'case': case 'default': case 'label': return stmt(s.stmt);
      case 'init': return init(s.init, s.sym.type);
      default: return false;
    }
  };
  return program.funcs.some((f) => stmt(f.body));
}
