/**
 * Whether TC 2.0 links scanf's floating-point formats into a program: TCC references
 * `__turboFloat` (whose module fills scanf's `__ScanTodVector`) from most of math.h's functions,
 * strtod and atof, and from a float-typed address it forms from a named object. Without it, a
 * scanf of %e/%f/%g prints " scanf : floating point formats not linked" and aborts (measured in
 * DOSBox: docs/CORPUS.md's 44 probes, test/fixtures/float-formats' 68 programs).
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
 * A pointer value TCC forms from a named object (`&f`, `a`, `&x[2].p`, `a + i`); one computed
 * from a struct pointer or a variable-indexed struct or row is not (`&q->p`, `&x[i].p`,
 * `&a[i][1]`), nor a float pointer variable's value (`k(p)`: F35). Measured.
 */
function fromNamed(e: Expr): boolean {
  const x = strip(e);
  if (x.kind === 'addr') return namedObject(x.operand);
  if (x.kind === 'ptradd') return constant(x.index) ? fromNamed(x.pointer) : isFloatPointer(x.type);
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

/** Whether TCC references `__turboFloat` from this program (so scanf's float formats are linked). */
export function linksFloatFormats(program: Program): boolean {
  if (program.externs.some((s) => FLOAT_FUNCTIONS.has(s.name))) return true;
  let found = false;
  const expr = (e: Expr, use: Use): void => {
    if (found) return;
    if (isFloatPointer(e.type)) {
      // read through at once: `a[i]` forms a+i; `a[2]` is the named place itself (F27, F28)
      if (use === 'value' && fromNamed(e)) found = true;
      if (use === 'deref' && e.kind === 'ptradd' && !constant(e.index)) found = true;
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
