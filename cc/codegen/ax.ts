/**
 * What an int, char or pointer function that falls off its end without `return` returns: on TC 2.0
 * whatever AX holds there (corpus C062: `getmarkedcol` ends its loop without finding a queen, and
 * the row's `row * 10` its subscript left in AX is the column the caller compares). TC's code puts
 * values in AX by fixed rules, read with `TCC -S` and run in DOSBox (test/fixtures/fall-off):
 * - a store of a constant (`mov word ptr [bp-2],77`, `xor si,si`), `++`/`--` of a variable
 *   (`inc si`, `inc word ptr _g`), a register variable given a variable or a sum (`mov si,[bp+4]`,
 *   `mov di,si; add di,[bp+4]`), a variable stored from a register (`mov _g,si`) and a test of a
 *   register variable or of a variable against a constant (`cmp si,_n`, `cmp word ptr [bp+4],3`)
 *   leave AX alone;
 * - a value computed and stored (`g = x + 5`, `g = one()`, `g = h > x`, `arr[i] = one()`) leaves
 *   it in AX, and so does a call's result; `g += h` leaves h; a test of a memory variable against
 *   another (`mov ax,[bp+4]; cmp ax,[bp+6]`) leaves the left one, of an array element against a
 *   variable the element (a char one sign-extended: `cbw`);
 * - a subscript of a global two-dimensional array by a variable row multiplies it in AX when the
 *   row's size is no power of two (`mov ax,row; mov dx,10; mul dx`; a power of two is shifted in
 *   BX), and an int array's column is doubled in AX (`mov ax,si; shl ax,1`): AX = row × size, or
 *   column × 2; a row or column of a variable ± a constant (`maze[row + 1][col - 1]`) the same,
 *   the column computed last (probe AXS: (col − 1) × 2);
 * - a switch's dispatch takes its value in AX, a global's, a parameter's, a register's or a sum's
 *   (AXS: `switch (g)` with g = 100 returns 100 when its case stores constants);
 * - a call of exit or abort, or of a function of the program's whose last statement is one, never
 *   comes back (corpus C3545's `testkeys`, the harness' exit: its arrow keys' moves are valid);
 * - a statement of any other form is no matter when a later one of its block, past expression
 *   statements only, puts a value in AX (a call: probe CF1, corpus C5815).
 * A function is modelled when each of its statements has one of these forms; its AX starts as its
 * caller left it (axAtCall: a last JS argument, `$a0`) and the generated code keeps `$ax` as TC's
 * AX at each of them. Any other form leaves the function as before: falling off returns 0.
 */
import type { Expr, ExprEnv, FuncDef, Stmt, Sym } from '../c.ts';
import type { ExprGen } from './expressions.ts';
import { tcRegisters } from './registers.ts';

/**
 * AX after an expression: unchanged, the code of its new value (run after it; '' for the
 * expression's own value), or not modelled (null).
 */
type Ax = 'keep' | { readonly code: string } | null;
/** AX after a test: as Ax, or 'left': the value of the comparison's left side (or the call tested). */
type TestAx = Ax | 'left';

/** The library's calls that never return. */
const NO_RETURN: ReadonlySet<string> = new Set(['exit', '_exit', 'abort']);
/** A call of exit, _exit or abort, or of a function of the program's whose last statement is such a call (`quit() { closegraph(); exit(0); }`). */
function neverReturns(e: Expr, depth = 0): boolean {
  if (e.kind === 'cast') return neverReturns(e.operand, depth);
  if (e.kind !== 'call' || e.callee.kind !== 'addr' || e.callee.operand.kind !== 'var') return false;
  const f = e.callee.operand.sym.def;
  if (!f) return NO_RETURN.has(e.callee.operand.sym.name);
  const items = f.body.kind === 'block' ? f.body.items : [f.body];
  const last = items[items.length - 1];
  return depth < 4 && last?.kind === 'expr' && neverReturns(last.expr, depth + 1);
}
const isPow2 = (n: number): boolean => n > 0 && (n & (n - 1)) === 0;
const stripCast = (e: Expr): Expr => (e.kind === 'cast' ? stripCast(e.operand) : e);
const wordSized = (e: Expr): boolean => (e.type.kind === 'int' || e.type.kind === 'ptr') && !(e.type.kind === 'ptr' && e.type.far) && (e.type.kind === 'ptr' || e.type.size === 2);
const charSized = (e: Expr): boolean => e.type.kind === 'int' && e.type.size === 1;
/** `&a[row]` of a two-dimensional array `a` (the base of its element `a[row][col]`). */
const arr2 = (b: Expr): b is Expr & { kind: 'addr'; operand: { kind: 'deref'; pointer: { kind: 'ptradd'; pointer: { kind: 'addr'; operand: Expr }; index: Expr; scale: number } } } =>
  b.kind === 'addr' && b.operand.kind === 'deref' && b.operand.pointer.kind === 'ptradd' && b.operand.pointer.pointer.kind === 'addr';

export class AxModel {
  private readonly regs: ReadonlySet<Sym>;
  /** The expression statements whose AX a later statement overwrites before anything reads it. */
  private readonly lost = new Set<Expr>();

  constructor(
    f: FuncDef,
    private readonly ex: ExprGen,
    private readonly env: ExprEnv,
  ) {
    this.regs = new Set(tcRegisters(f));
  }

  /** Whether the function falls off its end into a value and every statement's effect on AX is modelled. */
  static applies(f: FuncDef, ex: ExprGen, env: ExprEnv): AxModel | null {
    const rt = f.type.returns;
    if (f.type.variadic) return null;
    if (!(rt.kind === 'int' && rt.size <= 2) && !(rt.kind === 'ptr' && !rt.far)) return null;
    const items = f.body.kind === 'block' ? f.body.items : [f.body];
    if (items.length > 0 && items[items.length - 1]!.kind === 'return') return null;
    const m = new AxModel(f, ex, env);
    return m.stmtModelled(f.body) ? m : null;
  }

  // ---- the forms ---------------------------------------------------------------------------

  private isVar(e: Expr): e is Extract<Expr, { kind: 'var' }> {
    return e.kind === 'var' && e.sym.kind !== 'func' && (wordSized(e) || charSized(e));
  }

  private isReg(e: Expr): boolean {
    return e.kind === 'var' && this.regs.has(e.sym);
  }

  /** A variable in memory: a global, a parameter or local TC keeps on the stack. */
  private isMem(e: Expr): boolean {
    return this.isVar(e) && !this.regs.has(e.sym);
  }

  /**
   * An element with constant or variable subscripts: of a global array (one or two dimensions), of
   * a local one (`local`: its address), or through a pointer variable (`p[i]`, `*p`: in BX).
   */
  private element(e: Expr): { row: Expr | null; rowSize: number; col: Expr; scale: number; local?: Expr } | null {
    if (e.kind !== 'deref' || !(wordSized(e) || charSized(e))) return null;
    const pointerVar = (p: Expr): boolean => this.isVar(p) && p.type.kind === 'ptr';
    if (pointerVar(e.pointer)) return { row: null, rowSize: 0, col: { kind: 'num', value: 0, type: e.pointer.type, line: e.line }, scale: 1 };
    if (e.pointer.kind !== 'ptradd') return null;
    const { pointer: base, index: col, scale } = e.pointer;
    const simple = (i: Expr): boolean => i.kind === 'num' || (this.isVar(i) && wordSized(i));
    // a variable ± a constant (`maze[row + 1][col - 1]`): in a global int array's two dimensions,
    // the column is computed last, in AX (probe AXS: AX = (col − 1) × 2)
    const sum = (i: Expr): boolean => i.kind === 'bin' && (i.op === '+' || i.op === '-') && this.isVar(i.left) && wordSized(i.left) && i.right.kind === 'num';
    if (arr2(base)) {
      const g = base.operand.pointer.pointer.operand, row = base.operand.pointer.index;
      if (g.kind === 'var' && g.sym.kind === 'global' && (simple(row) || sum(row)) && (simple(col) || sum(col))) {
        if ((sum(row) || sum(col)) && !(scale === 2 && col.kind !== 'num')) return null;
        return { row, rowSize: base.operand.pointer.scale, col, scale };
      }
    }
    if (!simple(col)) return null;
    if (pointerVar(base)) return { row: null, rowSize: 0, col, scale };
    if (base.kind !== 'addr') return null;
    const arr = base.operand;
    if (arr.kind === 'var' && arr.sym.kind === 'global') return { row: null, rowSize: 0, col, scale };
    if (arr.kind === 'var' && arr.sym.kind === 'local' && arr.type.kind === 'array') return { row: null, rowSize: 0, col, scale, local: base };
    return null;
  }

  /** AX after an element's address is computed (TCC -S: AX2, AX3). */
  private addressAx(e: Expr): Ax {
    const el = this.element(e);
    if (!el) return null;
    const { row, rowSize, col, scale, local } = el;
    // a local array's address is taken in AX when the subscript is a variable (`lea ax,[bp-10]`, AXP s4)
    if (local) return col.kind === 'num' ? 'keep' : { code: AxModel.word(this.ex.gen(local)) };
    if (row === null || row.kind === 'num') return 'keep'; // BX = the subscript, shifted
    if (scale === 2 && col.kind !== 'num') return { code: `((${this.ex.gen(col)} << 1) & 65535)` };
    if (isPow2(rowSize)) return 'keep';
    return { code: `((${this.ex.gen(row)} * ${rowSize}) & 65535)` };
  }

  /** An int-sized value TC computes into AX (a store's right side, a call, a test's value). */
  private intoAx(e: Expr): boolean {
    const x = stripCast(e);
    if (x.kind === 'num' || this.isVar(x)) return true;
    if (x.kind === 'call') return x.type.kind !== 'void' && (wordSized(x) || charSized(x));
    if (x.kind === 'unary' && x.op === '-') return this.isVar(x.operand) && wordSized(x.operand);
    if (x.kind === 'bin' && ['+', '-', '*', '&', '|', '^'].includes(x.op)) {
      const opnd = (o: Expr): boolean => o.kind === 'num' || (this.isVar(o) && wordSized(o));
      return opnd(x.left) && opnd(x.right) && wordSized(x);
    }
    if (x.kind === 'cmp') return this.isMem(x.left) && (x.right.kind === 'num' || this.isVar(x.right));
    return this.element(x) !== null;
  }

  /** The code of AX as a word once `v` (code of a normalized value) is in it. */
  private static word(v: string): string {
    return `((${v}) & 65535)`;
  }

  /** AX after an expression evaluated for its effect (a statement, a for's clauses). */
  effect(e: Expr): Ax {
    switch (e.kind) {
      case 'comma': {
        const l = this.effect(e.left), r = this.effect(e.right);
        return l === null || r === null ? null : r === 'keep' ? l : r;
      }
      case 'incdec':
        if (this.isVar(e.operand)) return 'keep';
        return this.addressAx(e.operand);
      case 'call':
        // exit and abort never come back, nor a function of the program's that ends calling one: AX past them is no one's
        if (neverReturns(e)) return 'keep';
        return this.intoAx(e) ? { code: '' } : null;
      case 'cast':
        return e.type.kind === 'void' ? this.effect(e.operand) : null;
      case 'assign': return this.assign(e);
      default: return null;
    }
  }

  private assign(e: Extract<Expr, { kind: 'assign' }>): Ax {
    const { left: l, right: r } = e;
    const rv = stripCast(r);
    if (e.op !== null) {
      // += and -=: with a constant or a register no AX; from a memory variable through AX (AX3 q5, q18)
      if ((e.op !== '+' && e.op !== '-') || !this.isVar(l) || !wordSized(l)) return null;
      if (rv.kind === 'num' || this.isReg(rv)) return 'keep';
      if (this.isMem(rv) && wordSized(rv)) return this.isReg(l) ? 'keep' : { code: AxModel.word(this.ex.gen(rv)) };
      return null;
    }
    if (this.isVar(l)) {
      if (rv.kind === 'num') return 'keep';
      if (!wordSized(l)) return null; // a char's store is done in AL (AX3 q2, q12)
      if (this.isReg(l)) {
        if (this.isVar(rv) && wordSized(rv)) return 'keep';
        if (rv.kind === 'bin' && (rv.op === '+' || rv.op === '-') && this.isVar(rv.left) && wordSized(rv.left) && (rv.right.kind === 'num' || (this.isVar(rv.right) && wordSized(rv.right)))) return 'keep';
        if (rv.kind === 'call' || (rv.kind === 'bin' && rv.op === '*')) return this.intoAx(rv) ? { code: '' } : null;
        return null;
      }
      if (this.isReg(rv)) return 'keep';
      return this.intoAx(r) ? { code: '' } : null;
    }
    // an element: a constant stored after its address; a value computed first, kept through the
    // address on the stack and stored from AX (AX3 q3, q9)
    const el = this.element(l);
    if (!el) return null;
    if (rv.kind === 'num') return el.local ? null : this.addressAx(l);
    if (!wordSized(l) || this.isReg(rv)) return null;
    return this.intoAx(r) ? { code: '' } : null;
  }

  /** AX after a test (one comparison, a variable, a call). */
  private test(e: Expr): TestAx {
    if (e.kind === 'unary' && e.op === '!') return this.test(e.operand);
    if (this.isVar(e)) return 'keep';
    if (this.element(e)) return this.addressAx(e); // `cmp byte ptr [bx+si],0` (AXP s3, s6)
    if (e.kind === 'call') return this.intoAx(e) ? 'left' : null;
    if (e.kind !== 'cmp') return null;
    const l = stripCast(e.left), r = stripCast(e.right);
    const rSimple = r.kind === 'num' || this.isVar(r);
    if (!rSimple) return null;
    if (this.isReg(l)) return 'keep';
    // a char against a constant outside its range is widened first (`mov al,…; cbw; cmp ax,300`)
    if (charSized(l) && r.kind === 'num' && (r.value < -128 || r.value > 127) && (this.isVar(l) || this.element(l))) return 'left';
    if (this.isMem(l)) return r.kind === 'num' ? 'keep' : wordSized(l) ? 'left' : null;
    if (this.element(l)) return r.kind === 'num' ? this.addressAx(l) : 'left';
    if (l.kind === 'call' && this.intoAx(l)) return 'left'; // `call; cmp ax,7` (AX3 q19)
    return null;
  }

  private condModelled(e: Expr): boolean {
    if (e.kind === 'logic') return this.condModelled(e.left) && this.condModelled(e.right);
    return this.test(e) !== null;
  }

  private stmtModelled(s: Stmt): boolean {
    switch (s.kind) {
      case 'expr': return this.effect(s.expr) !== null;
      case 'empty': case 'break': case 'continue': return true;
      case 'return': return true; // leaves the function: AX there is its value, not the fall-off's
      case 'block': return s.items.every((i, n) => this.stmtModelled(i) || this.overwritten(s.items, n));
      case 'if': return this.condModelled(s.cond) && this.stmtModelled(s.then) && (s.else === null || this.stmtModelled(s.else));
      case 'while': case 'do': return this.condModelled(s.cond) && this.stmtModelled(s.body);
      // TC's dispatch takes the value in AX, whatever the case (probe AXS: `switch (g)`, `switch (x + 1)`, a register's)
      case 'switch': return (wordSized(s.expr) || charSized(s.expr)) && this.stmtModelled(s.body);
      case 'case': case 'default': return this.stmtModelled(s.stmt);
      case 'for':
        return (s.init === null || this.effect(s.init) !== null) && (s.cond === null || this.condModelled(s.cond)) &&
          (s.step === null || this.effect(s.step) !== null) && this.stmtModelled(s.body);
      case 'init':
        return !s.init.list && this.assign({ kind: 'assign', op: null, left: { kind: 'var', sym: s.sym, type: s.sym.type, line: s.line }, right: s.init.expr, opType: null, scale: 0, type: s.sym.type, line: s.line }) !== null;
      default: return false;
    }
  }

  /**
   * Whether `items[n]`, an expression statement whose effect on AX is not modelled (`r = n % 10`),
   * is followed in its block, past expression statements only, by one that puts a value in AX (a
   * call's): no path reaches the end with the lost AX (corpus C5815's `if (n) { r = n % 10; s = s
   * + r; findsum(n / 10); } else return s;` gives the inner call's value: probe CF1). Its code is
   * then generated as the statement's alone (`lost`).
   */
  private overwritten(items: readonly Stmt[], n: number): boolean {
    const s = items[n]!;
    if (s.kind !== 'expr') return false;
    for (let j = n + 1; j < items.length; j++) {
      const t = items[j]!;
      if (t.kind !== 'expr') return false;
      const ax = this.effect(t.expr);
      if (ax !== null && ax !== 'keep') {
        this.lost.add(s.expr);
        return true;
      }
    }
    return false;
  }


  // ---- the code ----------------------------------------------------------------------------

  /** An expression statement's code, `$ax` following TC's AX. */
  effectCode(e: Expr): string {
    if (this.lost.has(e)) return this.ex.effect(e);
    const ax = this.effect(e)!;
    if (ax === 'keep') return this.ex.effect(e);
    if (ax.code === '') return `$ax = ${AxModel.word(this.ex.gen(e))}`;
    return `${this.ex.effect(e)}, $ax = ${ax.code}`;
  }

  /** A switch's value, `$ax` set to it as TC's dispatch leaves it. */
  switchCode(e: Expr): string {
    const t = this.env.temp();
    return `((${t} = ${this.ex.gen(e)}), $ax = ${AxModel.word(t)}, ${t})`;
  }

  /** A local's initializer as such a statement. */
  initCode(sym: Sym, init: Expr, line: number): string {
    return this.effectCode({ kind: 'assign', op: null, left: { kind: 'var', sym, type: sym.type, line }, right: init, opType: null, scale: 0, type: sym.type, line });
  }

  /** A test's code (a JS boolean), `$ax` following TC's AX through && and ||. */
  condCode(e: Expr): string {
    if (e.kind === 'logic') return `(${this.condCode(e.left)} ${e.op} ${this.condCode(e.right)})`;
    const ax = this.test(e)!;
    if (ax === 'keep') return this.ex.cond(e);
    const t = this.env.temp();
    if (ax !== 'left') return `((${t} = ${this.ex.cond(e)}), $ax = ${ax.code}, ${t})`;
    if (e.kind !== 'cmp') return `((${t} = ${this.ex.gen(e)}), $ax = ${AxModel.word(t)}, ${t} !== 0)`;
    // the left side's value, taken as the comparison reads it (evaluated once; one stretch for
    // TC's increments: expressions.ts ExprGen.region)
    const op = e.op === '==' ? '===' : e.op === '!=' ? '!==' : e.op;
    return this.ex.region('value', () => `((${t} = ${this.ex.gen(e.left)}), $ax = ${AxModel.word(t)}, ${t} ${op} ${this.ex.gen(e.right)})`);
  }
}

/** Code generation is not needed to tell whether a function is followed: a generator that makes none. */
const NO_CODE = { gen: () => '', cond: () => '', effect: () => '' } as unknown as ExprGen;
const followed = new WeakMap<FuncDef, boolean>();

/** Whether AxModel follows `f` (its callers then hand it the AX they call it with). */
export function followsAx(f: FuncDef): boolean {
  let r = followed.get(f);
  if (r === undefined) followed.set(f, (r = AxModel.applies(f, NO_CODE, { temp: () => '' } as unknown as ExprEnv) !== null));
  return r;
}

/**
 * AX as a call of a followed function finds it: its arguments are pushed last first, a constant
 * or an address through AX (`mov ax,5; push ax`, `mov ax,offset _arr; push ax`, a local's `lea
 * ax,[bp-10]`), a variable straight from memory or its register (`push word ptr [bp-2]`, `push
 * si`): the first argument that went through AX, else AX as the caller had it (`callerAx`, '' when
 * not followed). The code of that value, or '' when some argument is of another form (a char
 * constant for a char parameter sets AL alone: not followed).
 */
export function axAtCall(callee: FuncDef, args: readonly Expr[], ex: ExprGen, callerAx: string): string {
  let ax = callerAx;
  for (let i = args.length - 1; i >= 0; i--) {
    const a = stripCast(args[i]!), param = callee.params[i];
    if (param && !(param.type.kind === 'ptr' || (param.type.kind === 'int' && param.type.size >= 2))) return '';
    if (a.kind === 'num') ax = String(a.value & 65535);
    else if (a.kind === 'str') ax = ex.gen(a);
    else if (a.kind === 'addr' && a.operand.kind === 'var' && a.operand.sym.kind !== 'func') ax = ex.gen(a);
    else if (a.kind === 'var' && a.sym.kind !== 'func' && wordSized(a)) continue;
    else return '';
  }
  return ax;
}
