/**
 * Expressions: parsed by precedence climbing and typed as they are built, with C's conversions
 * (integer promotions, the usual arithmetic conversions, array and function decay, pointer
 * scaling) made explicit in the tree. Turbo C evaluates operands and arguments left to right
 * (KEYS.C shows it for `random(13)*random(17)+…`); the generated JavaScript does too.
 */
import type { BinOp, CmpOp, Expr, Sym } from './ast.ts';
import { constValue, convert, num, parseNumber } from './constant.ts';
import type { Cursor } from './cursor.ts';
import { unescape } from './lex.ts';
import {
  CHAR, DOUBLE, INT, LONG, UINT, ULONG, VOID, decay, isArith, isInteger, isScalar, promote, ptrTo,
  sizeOf, typeName, usual, wrapInt, isFar, type CType, type FuncType, type IntType, type PtrType, type StructType,
} from './types.ts';

export interface ExprContext {
  readonly cur: Cursor;
  lookup(name: string): Sym | undefined;
  /** A call of an undeclared name declares `int name()` (C89's implicit declaration). */
  implicitFunc(name: string, line: number): Sym;
  /** `name` is a typedef name in scope (not hidden by a variable). */
  isTypedef(name: string): boolean;
  typeName(): CType;
  string(bytes: number[], line: number): Expr;
  noteCall(callee: Sym | null, line: number): void;
  /** The library function a library macro runs as (`random`, `randomize`). */
  libraryFunction(name: string, t: FuncType, line: number): Sym;
}

const ASSIGN_OPS: Record<string, BinOp | null> = {
  '=': null, '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%', '<<=': '<<', '>>=': '>>', '&=': '&', '|=': '|', '^=': '^',
};

const BINARY_LEVELS: string[][] = [
  ['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%'],
];

export class ExprParser {
  constructor(private readonly ctx: ExprContext) {}

  private get cur(): Cursor {
    return this.ctx.cur;
  }

  private fail(msg: string, line?: number): never {
    return this.cur.fail(msg, line);
  }

  /** expression: assignments separated by commas. */
  expr(): Expr {
    let x = this.assign();
    while (this.cur.v === ',' && this.cur.at?.k === 'punct') {
      const line = this.cur.next().line;
      const r = this.assign();
      x = { e: 'comma', l: x, r, t: decay(r.t), line };
    }
    return x;
  }

  /** A constant expression's value (array sizes, case labels, enumerators). */
  constant(what: string): number {
    const line = this.cur.line;
    const x = this.ternary();
    const v = constValue(x);
    if (v === null) this.fail(`${what} must be a constant expression`, line);
    return v!;
  }

  assign(): Expr {
    const l = this.ternary();
    const opText = this.cur.v;
    if (this.cur.at?.k !== 'punct' || !(opText in ASSIGN_OPS)) return l;
    const line = this.cur.next().line;
    const r = this.assign();
    return this.makeAssign(ASSIGN_OPS[opText]!, l, r, line);
  }

  makeAssign(op: BinOp | null, l: Expr, r: Expr, line: number): Expr {
    this.lvalue(l, 'assignment');
    if (l.t.k === 'array') this.fail('cannot assign to an array', line);
    if (op === null) return { e: 'assign', op, l, r: this.assignable(r, l.t, line), opType: null, scale: 0, t: l.t, line };
    if (l.t.k === 'ptr' && (op === '+' || op === '-')) {
      if (!isInteger(r.t)) this.fail(`pointer ${op}= needs an integer`, line);
      return { e: 'assign', op, l, r: convert(r, INT), opType: l.t, scale: this.elemSize(l.t.to, line), t: l.t, line };
    }
    const rv = this.rvalue(r);
    if (!isArith(l.t) || !isArith(rv.t)) this.fail(`invalid operands to ${op}=`, line);
    const opType = op === '<<' || op === '>>' ? promote(l.t as IntType) : usual(l.t as IntType, rv.t as IntType);
    if ((op === '%' || op === '<<' || op === '>>' || op === '&' || op === '|' || op === '^') && !isInteger(opType)) {
      this.fail(`${op}= needs integers`, line);
    }
    const rc = op === '<<' || op === '>>' ? convert(rv, promote(rv.t as IntType)) : convert(rv, opType);
    return { e: 'assign', op, l, r: rc, opType, scale: 0, t: l.t, line };
  }

  /** `r` converted for assignment to (or initialization of, or passing as) type `to`. */
  assignable(r: Expr, to: CType, line: number): Expr {
    const rv = this.rvalue(r);
    if (to.k === 'struct') {
      if (rv.t !== to) this.fail(`cannot assign ${typeName(rv.t)} to ${typeName(to)}`, line);
      return rv;
    }
    if (to.k === 'ptr' && !(rv.t.k === 'ptr' || isInteger(rv.t))) this.fail(`cannot convert ${typeName(rv.t)} to ${typeName(to)}`, line);
    if (isArith(to) && !isArith(rv.t) && rv.t.k !== 'ptr') this.fail(`cannot convert ${typeName(rv.t)} to ${typeName(to)}`, line);
    return convert(rv, to);
  }

  private lvalue(x: Expr, what: string): void {
    const ok = (x.e === 'var' && x.sym.kind !== 'func' && x.sym.kind !== 'enumconst') || x.e === 'deref' || x.e === 'member';
    if (!ok) this.fail(`Lvalue required (${what})`, x.line);
  }

  private elemSize(t: CType, line: number): number {
    const s = t.k === 'void' ? 1 : sizeOf(t); // TC lets void* arithmetic step by bytes
    if (s === null) this.fail(`size of ${typeName(t)} is unknown`, line);
    return s!;
  }

  /** The value of `x`: arrays and functions decay to pointers. */
  rvalue(x: Expr): Expr {
    if (x.t.k === 'array') {
      this.markAddr(x);
      return { e: 'addr', x, t: isFarLvalue(x) ? { k: 'ptr', to: x.t.of, far: true } : ptrTo(x.t.of), line: x.line };
    }
    if (x.t.k === 'func') return { e: 'addr', x, t: ptrTo(x.t), line: x.line };
    return x;
  }

  /** `&x` (or an array's decay): a variable that has its address taken lives in memory. */
  private markAddr(x: Expr): void {
    if (x.e === 'var') x.sym.addrTaken = true;
    else if (x.e === 'member') this.markAddr(x.obj);
  }

  ternary(): Expr {
    const c = this.binary(0);
    if (!this.cur.eat('?')) return c;
    const line = c.line;
    const a = this.rvalue(this.expr());
    this.cur.expect(':', 'in ?:');
    const b = this.rvalue(this.ternary());
    let t: CType;
    if (isArith(a.t) && isArith(b.t)) t = usual(a.t, b.t);
    else if (a.t.k === 'ptr') t = a.t;
    else if (b.t.k === 'ptr') t = b.t;
    else if (a.t.k === 'struct' && a.t === b.t) t = a.t;
    else if (a.t.k === 'void' || b.t.k === 'void') t = a.t.k === 'void' ? a.t : b.t;
    else this.fail(`?: operands ${typeName(a.t)} and ${typeName(b.t)} do not agree`, line);
    return { e: 'cond', c: this.test(c), a: convert(a, t!), b: convert(b, t!), t: t!, line };
  }

  /** A controlling expression: a scalar. */
  test(c: Expr): Expr {
    const v = this.rvalue(c);
    if (!isScalar(v.t)) this.fail(`a ${typeName(v.t)} cannot be tested (a scalar is needed)`, c.line);
    return v;
  }

  private binary(level: number): Expr {
    if (level === BINARY_LEVELS.length) return this.cast();
    let l = this.binary(level + 1);
    for (;;) {
      const op = this.cur.v;
      if (this.cur.at?.k !== 'punct' || !BINARY_LEVELS[level]!.includes(op)) return l;
      const line = this.cur.next().line;
      const r = this.binary(level + 1);
      l = this.makeBinary(op, l, r, line);
    }
  }

  makeBinary(op: string, l0: Expr, r0: Expr, line: number): Expr {
    const x = this.makeBinaryNode(op, l0, r0, line);
    if (x.t.k !== 'int' || x.e === 'num') return x;
    const v = constValue(x);
    return v === null || Number.isNaN(v) ? x : num(v, x.t, line);
  }

  private makeBinaryNode(op: string, l0: Expr, r0: Expr, line: number): Expr {
    const l = this.rvalue(l0), r = this.rvalue(r0);
    if (op === '&&' || op === '||') return { e: 'logic', op, l: this.test(l), r: this.test(r), t: INT, line };
    if (op === '+' || op === '-') {
      if (l.t.k === 'ptr' && isInteger(r.t)) return this.ptrAdd(l, r, op === '-', line);
      if (op === '+' && r.t.k === 'ptr' && isInteger(l.t)) return this.ptrAdd(r, l, false, line);
      if (op === '-' && l.t.k === 'ptr' && r.t.k === 'ptr') return { e: 'ptrdiff', l, r, scale: this.elemSize(l.t.to, line), t: INT, line };
    }
    if (['<', '>', '<=', '>=', '==', '!='].includes(op)) {
      if (l.t.k === 'ptr' || r.t.k === 'ptr') {
        // pointers compare as 16-bit offsets (with 0 for NULL); far ones as 32-bit seg:off
        const as = isFar(l.t) || isFar(r.t) ? ULONG : UINT;
        return { e: 'cmp', op: op as CmpOp, l: convert(l, as), r: convert(r, as), t: INT, line };
      }
      if (!isArith(l.t) || !isArith(r.t)) this.fail(`invalid operands to ${op}`, line);
      const t = usual(l.t as IntType, r.t as IntType);
      return { e: 'cmp', op: op as CmpOp, l: convert(l, t), r: convert(r, t), t: INT, line };
    }
    if (!isArith(l.t) || !isArith(r.t)) this.fail(`invalid operands to ${op} (${typeName(l.t)}, ${typeName(r.t)})`, line);
    if (op === '<<' || op === '>>') {
      if (!isInteger(l.t) || !isInteger(r.t)) this.fail(`${op} needs integers`, line);
      const t = promote(l.t as IntType);
      return { e: 'bin', op, l: convert(l, t), r: convert(r, promote(r.t as IntType)), t, line };
    }
    const t = usual(l.t as IntType, r.t as IntType);
    if ((op === '%' || op === '&' || op === '|' || op === '^') && !isInteger(t)) this.fail(`${op} needs integers`, line);
    return { e: 'bin', op: op as BinOp, l: convert(l, t), r: convert(r, t), t, line };
  }

  private ptrAdd(p: Expr, i: Expr, negate: boolean, line: number): Expr {
    if (p.t.k !== 'ptr') this.fail('pointer expected', line);
    let idx = convert(i, i.t.k === 'int' && i.t.size === 4 ? LONG : INT);
    if (negate) idx = idx.e === 'num' ? num(-idx.v, idx.t, line) : { e: 'unary', op: '-', x: idx, t: idx.t, line };
    return { e: 'ptradd', p, i: idx, scale: this.elemSize((p.t as { to: CType }).to, line), t: p.t, line };
  }

  private cast(): Expr {
    if (this.cur.v === '(' && this.isTypeAfterParen()) {
      const line = this.cur.next().line;
      const t = this.ctx.typeName();
      this.cur.expect(')', 'after the type of a cast');
      const x = this.rvalue(this.cast());
      if (t.k === 'void') return { e: 'cast', x, t, line };
      if (!isScalar(t) || !isScalar(x.t)) this.fail(`cannot cast ${typeName(x.t)} to ${typeName(t)}`, line);
      return convert(x, t);
    }
    return this.unary();
  }

  private isTypeAfterParen(): boolean {
    return this.typeStartsAt(1);
  }

  private typeStartsAt(ahead: number): boolean {
    const t = this.cur.peek(ahead);
    if (!t || t.k !== 'id') return false;
    if (TYPE_WORDS.has(t.v)) return true;
    return this.ctx.isTypedef(t.v);
  }

  private unary(): Expr {
    const t = this.cur.at;
    if (!t) this.fail('expression expected');
    const line = t!.line;
    if (t!.k === 'punct') {
      switch (t!.v) {
        case '++':
        case '--': {
          this.cur.next();
          const x = this.unary();
          return this.incdec(x, true, t!.v === '++' ? 1 : -1, line);
        }
        case '&': {
          this.cur.next();
          const x = this.cast();
          if (x.e === 'var' && x.sym.kind === 'func') return { e: 'addr', x, t: ptrTo(x.t), line };
          this.lvalue(x, 'unary &');
          if (x.e === 'member' && x.f.bits) this.fail(`cannot take the address of bit field ${x.f.name}`, line);
          this.markAddr(x);
          return { e: 'addr', x, t: isFarLvalue(x) ? { k: 'ptr', to: x.t, far: true } : ptrTo(x.t), line };
        }
        case '*': {
          this.cur.next();
          const p = this.rvalue(this.cast());
          if (p.t.k !== 'ptr') this.fail(`Invalid indirection (${typeName(p.t)})`, line);
          const to = (p.t as { to: CType }).to;
          if (to.k === 'func') return p; // *fp is fp
          return this.deref(p, false, line);
        }
        case '-':
        case '+':
        case '~':
        case '!': {
          this.cur.next();
          const x = this.rvalue(this.cast());
          if (t!.v === '!') return { e: 'unary', op: '!', x: this.test(x), t: INT, line };
          if (!isArith(x.t) || (t!.v === '~' && !isInteger(x.t))) this.fail(`invalid operand to unary ${t!.v}`, line);
          const pt = isInteger(x.t) ? promote(x.t) : x.t;
          const cx = convert(x, pt);
          if (t!.v === '+') return cx;
          if (cx.e === 'num' && pt.k === 'int') return num(wrapInt(t!.v === '-' ? -cx.v : ~cx.v, pt), pt, line);
          if (cx.e === 'num') return num(-cx.v, pt, line);
          return { e: 'unary', op: t!.v as '-' | '~', x: cx, t: pt, line };
        }
      }
    }
    if (t!.k === 'id' && t!.v === 'sizeof') {
      this.cur.next();
      let st: CType;
      if (this.cur.v === '(' && this.typeStartsAt(1)) {
        this.cur.next();
        st = this.ctx.typeName();
        this.cur.expect(')', 'after sizeof(type');
      } else st = this.unary().t;
      const size = sizeOf(st);
      if (size === null) this.fail(`sizeof of ${typeName(st)}: its size is unknown`, line);
      return num(size!, UINT, line);
    }
    return this.postfix(this.primary());
  }

  /**
   * *p. Through a far pointer it reaches the machine's memory outside the data segment (the BIOS
   * data area, video memory), which costs CPU time: the function doing it can block.
   */
  private deref(p: Expr, safe: boolean, line: number): Expr {
    const to = (p.t as PtrType).to;
    if (isFar(p.t)) this.ctx.noteCall(this.ctx.libraryFunction(FAR_MEMORY, FAR_MEMORY_TYPE, line), line);
    return { e: 'deref', p, safe: safe && !isFar(p.t), t: to, line };
  }

  incdec(x: Expr, pre: boolean, delta: number, line: number): Expr {
    this.lvalue(x, delta > 0 ? '++' : '--');
    if (!isScalar(x.t)) this.fail(`${delta > 0 ? '++' : '--'} needs a scalar`, line);
    const d = x.t.k === 'ptr' ? delta * this.elemSize(x.t.to, line) : delta;
    return { e: 'incdec', pre, delta: d, x, t: x.t, line };
  }

  private postfix(x0: Expr): Expr {
    let x = x0;
    for (;;) {
      const line = this.cur.line;
      if (this.cur.eat('[')) {
        const i = this.expr();
        this.cur.expect(']');
        const a = this.rvalue(x), b = this.rvalue(i);
        const [p, n] = a.t.k === 'ptr' ? [a, b] : [b, a];
        if (p.t.k !== 'ptr' || !isInteger(n.t)) this.fail('Invalid indirection (subscript of a non-pointer)', line);
        const sum = this.ptrAdd(p, n, false, line);
        x = this.deref(sum, isObjectBased(p), line);
      } else if (this.cur.eat('(')) {
        x = this.call(x, line);
      } else if (this.cur.v === '.' || this.cur.v === '->') {
        const arrow = this.cur.next().v === '->';
        const name = this.cur.next();
        if (name.k !== 'id') this.fail('member name expected', line);
        let obj = x;
        if (arrow) {
          const p = this.rvalue(x);
          if (p.t.k !== 'ptr' || p.t.to.k !== 'struct') this.fail(`-> on ${typeName(p.t)}: a pointer to a struct is needed`, line);
          obj = this.deref(p, false, line);
        }
        if (obj.t.k !== 'struct' || obj.t.fields === null) this.fail(`. on ${typeName(obj.t)}: a struct is needed`, line);
        const f = (obj.t as StructType).fields!.find((q) => q.name === name.v);
        if (!f) this.fail(`${name.v} is not a member of ${typeName(obj.t)}`, line);
        if (f!.bits && isFarLvalue(obj)) this.fail(`bit field ${name.v} through a far pointer is not supported`, line);
        x = { e: 'member', obj, f: f!, t: f!.t, line };
      } else if (this.cur.v === '++' || this.cur.v === '--') {
        const d = this.cur.next().v === '++' ? 1 : -1;
        x = this.incdec(x, false, d, line);
      } else return x;
    }
  }

  private call(fnx: Expr, line: number): Expr {
    const fn = this.rvalue(fnx);
    if (fn.t.k !== 'ptr' || fn.t.to.k !== 'func') this.fail(`call of a non-function (${typeName(fn.t)})`, line);
    const ft = (fn.t as { to: FuncType }).to;
    const raw: Expr[] = [];
    if (!this.cur.eat(')')) {
      do raw.push(this.assign());
      while (this.cur.eat(','));
      this.cur.expect(')', 'after the arguments');
    }
    const params = ft.params;
    if (params !== null) {
      if (raw.length < params.length || (raw.length > params.length && !ft.variadic)) {
        this.fail(`${raw.length < params.length ? 'too few' : 'too many'} arguments in call (${params.length} expected, ${raw.length} given)`, line);
      }
    }
    const args = raw.map((a, i) => {
      const p = params?.[i];
      if (p) return this.assignable(a, p, a.line);
      const v = this.rvalue(a);
      if (v.t.k === 'int') return convert(v, promote(v.t));
      if (v.t.k === 'float') return convert(v, DOUBLE);
      return v;
    });
    const direct = fn.e === 'addr' && fn.x.e === 'var' ? fn.x.sym : null;
    this.ctx.noteCall(direct, line);
    return { e: 'call', fn, args, ft, t: ft.ret, line };
  }

  /**
   * TC's `random(num)` — `(rand() % (num))` — and `randomize()` — `srand((unsigned)time(NULL))` —
   * as the library's calls of the same name (see preprocess.ts, LIBRARY_MACROS).
   */
  private libraryMacro(name: 'random' | 'randomize', x: Expr, line: number): Expr {
    let args: Expr[];
    let ft: FuncType;
    if (name === 'random') {
      if (x.e !== 'bin' || x.op !== '%' || !isInteger(x.t)) return x; // not the expansion it should be: keep it
      args = [convert(x.r, INT)];
      ft = { k: 'func', ret: INT, params: [INT], variadic: false, interrupt: false };
    } else {
      args = [];
      ft = { k: 'func', ret: VOID, params: [], variadic: false, interrupt: false };
    }
    const f = this.ctx.libraryFunction(name, ft, line);
    this.ctx.noteCall(f, line);
    const fn: Expr = { e: 'addr', x: { e: 'var', sym: f, t: ft, line }, t: ptrTo(ft), line };
    return { e: 'call', fn, args, ft, t: ft.ret, line };
  }

  private primary(): Expr {
    const t = this.cur.next();
    const line = t.line;
    switch (t.k) {
      case 'num':
        return parseNumber(t.v, line, (m) => this.fail(m, line));
      case 'chr': {
        const bytes = unescape(t.v.slice(1, -1), t.file, line);
        if (bytes.length === 0) this.fail('empty character constant', line);
        // a char constant is an int holding the (signed) char; two chars pack little-endian
        const v = bytes.length === 1 ? wrapInt(bytes[0]!, CHAR) : wrapInt(bytes[0]! | (bytes[1]! << 8), INT);
        return num(v, INT, line);
      }
      case 'str': {
        const bytes = unescape(t.v.slice(1, -1), t.file, line);
        while (this.cur.at?.k === 'str') {
          const n = this.cur.next();
          bytes.push(...unescape(n.v.slice(1, -1), n.file, n.line));
        }
        return this.ctx.string(bytes, line);
      }
      case 'id': {
        const s = this.ctx.lookup(t.v);
        if (!s) {
          if (this.cur.v === '(') {
            const f = this.ctx.implicitFunc(t.v, line);
            return { e: 'var', sym: f, t: f.t, line };
          }
          this.fail(`Undefined symbol '${t.v}'`, line);
        }
        if (s!.kind === 'enumconst') return num(s!.value!, INT, line);
        if (t.macro === 'randomize') {
          const call = this.postfix({ e: 'var', sym: s!, t: s!.t, line });
          return this.libraryMacro('randomize', call, line);
        }
        return { e: 'var', sym: s!, t: s!.t, line };
      }
      case 'punct':
        if (t.v === '(') {
          const x = this.expr();
          this.cur.expect(')');
          return t.macro === 'random' ? this.libraryMacro('random', x, line) : x;
        }
    }
    return this.fail(`expression expected, found "${t.v}"`, line);
  }
}

/** The pseudo-function a far memory access counts as a call of (blocking: see deref). */
export const FAR_MEMORY = '__farmem';
const FAR_MEMORY_TYPE: FuncType = { k: 'func', ret: INT, params: [], variadic: false, interrupt: false };

/** An lvalue reached through a far pointer. */
export function isFarLvalue(x: Expr): boolean {
  if (x.e === 'deref') return isFar(x.p.t);
  if (x.e === 'member') return isFarLvalue(x.obj);
  return false;
}

/** Type names' first words (typedef names are asked of the parser). */
export const TYPE_WORDS = new Set([
  'void', 'char', 'short', 'int', 'long', 'float', 'double', 'signed', 'unsigned', 'struct', 'union', 'enum', 'const', 'volatile',
]);

/** A pointer into a named object (an array's decay, plus or minus an index): no null check needed. */
function isObjectBased(p: Expr): boolean {
  // &lvalue: whatever pointer the lvalue goes through is checked where it is dereferenced
  if (p.e === 'addr') return true;
  if (p.e === 'ptradd') return isObjectBased(p.p);
  return false;
}
