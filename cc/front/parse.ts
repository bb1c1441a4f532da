/**
 * The parser: a translation unit → the typed tree (c.ts). One pass, as TCC's: types and
 * conversions are settled while parsing (expr.ts), declarators in declare.ts, statements in
 * statements.ts; this file has the declarations (file scope and block scope) and function
 * definitions (prototyped and K&R).
 */
import type { CType, Expr, ExprContext, FuncDef, FuncType, Init, Program, Stmt, Sym, SymKind, Token } from '../c.ts';
import { Cursor } from './cursor.ts';
import { CompileError, CompileErrors, MAX_ERRORS } from '../errors.ts';
import { DeclParser, Scopes, adjustParam, type Declarator, type Specifiers } from './declare.ts';
import { ExprParser } from './expr.ts';
import { StatementParser, type FnState } from './statements.ts';
import { CHAR, INT, isScalar, ptrTo, sizeOf, typeName } from './types.ts';
import { num } from './constant.ts';
import { ptrAdd } from './expr-operators.ts';
import { braceInit } from './init-shape.ts';

export function parse(toks: readonly Token[], file: string): Program {
  return new Parser(toks, file).program();
}


class Parser implements ExprContext {
  readonly cur: Cursor;
  readonly scopes = new Scopes();
  private readonly ex: ExprParser;
  private readonly decl: DeclParser;
  private nextId = 1;
  private readonly globals: Sym[] = [];
  private readonly funcs: FuncDef[] = [];
  private readonly strings: Extract<Expr, { e: 'str' }>[] = [];
  private fn: FnState | null = null;
  /** The function whose body is being parsed. */
  private defining: Sym | null = null;
  private readonly stmts: StatementParser;

  constructor(toks: readonly Token[], private readonly file: string) {
    this.cur = new Cursor(toks, file);
    this.ex = new ExprParser(this);
    this.decl = new DeclParser({
      cur: this.cur,
      scopes: this.scopes,
      constant: (what) => this.ex.constant(what),
      enumConst: (name, value, line) => {
        const s = this.newSym(name, INT, 'enumconst', line);
        s.value = value;
        this.scopes.define(name, { sym: s });
      },
    });
    this.stmts = new StatementParser({
      cur: this.cur,
      ex: this.ex,
      scopes: this.scopes,
      startsDecl: () => this.decl.startsDecl(),
      localDecl: () => this.localDecl(),
      lookup: (name) => this.lookup(name),
      fn: () => this.fn!,
      newId: () => this.nextId++,
      returnType: () => (this.defining!.t as FuncType).ret,
      failed: (e) => this.failed(e),
    });
  }

  // ---- ExprContext ---------------------------------------------------------------------------

  lookup(name: string): Sym | undefined {
    const e = this.scopes.find(name);
    return e && 'sym' in e ? e.sym : undefined;
  }

  isTypedef(name: string): boolean {
    const e = this.scopes.find(name);
    return e !== undefined && 'typedef' in e;
  }

  typeName(): CType {
    const spec = this.decl.specifiers();
    const d = this.decl.declarator(spec.t);
    if (d.name !== null) this.cur.fail(`a type name cannot declare ${d.name}`, d.line);
    return d.t;
  }

  implicitFunc(name: string, line: number): Sym {
    const t: FuncType = { k: 'func', ret: INT, params: null, variadic: false, interrupt: false };
    const s = this.newSym(name, t, 'func', line);
    this.scopes.defineGlobal(name, { sym: s });
    return s;
  }

  string(bytes: number[], line: number): Expr {
    const x = { e: 'str' as const, bytes: [...bytes, 0], id: this.strings.length, t: { k: 'array' as const, of: CHAR, n: bytes.length + 1 }, line };
    this.strings.push(x);
    return x;
  }

  private readonly librarySyms = new Map<string, Sym>();

  /**
   * TC's stdarg.h writes `va_start(ap, parmN)` as `(ap = ...)`: `...` in an expression is the
   * address of the first argument after the named ones, and parmN is never looked at (a program
   * that names another parameter there still works under TC).
   */
  varArgs(line: number): Expr {
    const f = this.fn?.def;
    const ft = this.defining?.t as FuncType | undefined;
    if (!f || !ft?.variadic || f.params.length === 0) return this.cur.fail("'...' (va_start) outside a function with variable arguments", line);
    const last = f.params[f.params.length - 1]!;
    last.addrTaken = true;
    const at: Expr = { e: 'addr', x: { e: 'var', sym: last, t: last.t, line }, t: ptrTo(last.t), line };
    const bytes: Expr = { e: 'cast', x: at, t: ptrTo(CHAR), line };
    const size = sizeOf(last.t) ?? 2; // each argument takes a word at least
    return ptrAdd(this.cur, bytes, num(size + (size & 1), INT, line), false, line);
  }

  libraryFunction(name: string, t: FuncType, line: number): Sym {
    let s = this.librarySyms.get(name);
    if (!s) {
      s = this.newSym(name, t, 'func', line);
      this.librarySyms.set(name, s);
    }
    return s;
  }

  private readonly firstCall = new Map<Sym, { file: string; line: number }>();

  noteCall(callee: Sym | null, line: number): void {
    if (callee && !this.firstCall.has(callee)) this.firstCall.set(callee, { file: this.cur.where().file, line });
    if (!this.fn) return;
    if (callee && callee.kind === 'func') this.fn.def.calls.add(callee);
    else this.fn.def.callsIndirect = true;
  }

  // ---- file scope ---------------------------------------------------------------------------

  /** Every function symbol (defined, declared, the library's), for the pointer uses. */
  private readonly functionSyms: Sym[] = [];

  private newSym(name: string, t: CType, kind: SymKind, line: number): Sym {
    const s: Sym = { name, t, kind, id: this.nextId++, addrTaken: t.k === 'array' || t.k === 'struct', pointerUses: 0, line };
    if (kind === 'func') this.functionSyms.push(s);
    return s;
  }

  /** The compile errors so far: a compilation reports up to MAX_ERRORS, each where it arose. */
  private readonly errors: CompileError[] = [];

  /**
   * Note a compile error and go on; anything else (a bug), an error at the end of the file (no
   * more to parse) or the last one allowed stops the compilation with every error so far.
   */
  private failed(e: unknown): void {
    if (e instanceof CompileErrors) throw e;
    if (!(e instanceof CompileError)) {
      // something that went wrong after an error, in a tree the error left half built: the errors tell
      if (this.errors.length > 0) throw new CompileErrors(this.errors, true);
      throw e;
    }
    this.errors.push(e);
    if (this.cur.atEnd() || this.errors.length >= MAX_ERRORS) throw new CompileErrors(this.errors, !this.cur.atEnd());
  }

  /** translation-unit: { external-declaration } */
  program(): Program {
    const depth = this.scopes.depth;
    while (!this.cur.atEnd()) {
      if (this.cur.eat(';')) continue;
      const start = this.cur.mark();
      try {
        this.external();
      } catch (e) {
        this.failed(e);
        while (this.scopes.depth > depth) this.scopes.pop(); // back at file scope
        this.fn = null;
        this.defining = null;
        this.cur.recover(start, true);
      }
    }
    if (this.errors.length > 0) throw new CompileErrors(this.errors, false);
    const defined = new Set(this.funcs.map((f) => f.sym));
    const externs = new Set<Sym>();
    for (const f of this.funcs) for (const c of f.calls) if (!defined.has(c)) externs.add(c);
    const pointed = this.functionSyms.filter((s) => s.pointerUses > 0);
    for (const s of pointed) if (!defined.has(s)) externs.add(s);
    return { file: this.file, globals: this.globals.filter((g) => g.kind === 'global'), funcs: this.funcs, externs: [...externs], strings: this.strings, firstCall: this.firstCall, pointed };
  }

  /** external-declaration: function-definition | declaration */
  private external(): void {
    const line = this.cur.line;
    const spec = this.decl.startsDecl() ? this.decl.specifiers() : this.implicitInt();
    if (this.cur.eat(';')) return; // struct/union/enum declaration alone
    for (;;) {
      const d = this.decl.declarator(spec.t);
      if (d.name === null) this.cur.fail('a declaration needs a name', line);
      if (d.t.k === 'func' && (this.cur.v === '{' || (d.kr && this.decl.startsDecl()))) {
        this.functionDef(d, spec);
        return;
      }
      this.declareGlobal(d, spec);
      if (this.cur.eat(',')) continue;
      this.cur.expect(';', `after the declaration of ${d.name}`);
      return;
    }
  }

  private implicitInt(): Specifiers {
    return { t: INT, storage: null, interrupt: false, implicit: true };
  }

  private declareGlobal(d: Declarator, spec: Specifiers): void {
    const name = d.name!;
    if (spec.storage === 'typedef') {
      this.scopes.define(name, { typedef: d.t });
      return;
    }
    const old = this.scopes.here(name);
    const oldSym = old && 'sym' in old ? old.sym : undefined;
    if (d.t.k === 'func') {
      if (oldSym && oldSym.kind === 'func') {
        if ((oldSym.t as FuncType).params === null && (d.t as FuncType).params !== null) oldSym.t = d.t;
        return;
      }
      const s = this.newSym(name, { ...d.t, interrupt: spec.interrupt }, 'func', d.line);
      this.scopes.define(name, { sym: s });
      this.globals.push(s);
      return;
    }
    let sym = oldSym;
    if (sym && sym.kind === 'global') {
      if (sym.t.k === 'array' && sym.t.n === null && d.t.k === 'array') sym.t = d.t;
    } else {
      sym = this.newSym(name, d.t, 'global', d.line);
      this.scopes.define(name, { sym });
      this.globals.push(sym);
    }
    if (this.cur.eat('=')) {
      if (sym.init) this.cur.fail(`${name} is initialized twice`, d.line);
      sym.init = this.initializer(sym);
    }
    if (sizeOf(sym.t) === null && spec.storage !== 'extern') this.cur.fail(`size of ${name} (${typeName(sym.t)}) is unknown`, d.line);
  }

  /** An initializer; completes `char s[] = "…"` and `int a[] = {…}` sizes. */
  private initializer(sym: Sym): Init {
    const init = braceInit(sym.t, this.initItem());
    if (sym.t.k === 'array' && sym.t.n === null) {
      const n = init.list ? init.items.length : init.x.e === 'str' ? init.x.bytes.length : null;
      if (n === null) this.cur.fail(`cannot size ${sym.name} from its initializer`, sym.line);
      sym.t = { ...sym.t, n };
    }
    return init;
  }

  private initItem(): Init {
    const line = this.cur.line;
    if (this.cur.eat('{')) {
      const items: Init[] = [];
      while (!this.cur.eat('}')) {
        items.push(this.initItem());
        if (!this.cur.eat(',')) {
          this.cur.expect('}', 'after an initializer list');
          break;
        }
      }
      return { list: true, items, line };
    }
    return { list: false, x: this.ex.assign() };
  }

  // ---- functions ----------------------------------------------------------------------------

  private functionDef(d: Declarator, spec: Specifiers): void {
    const name = d.name!;
    const line = d.line;
    const old = this.scopes.here(name);
    let sym = old && 'sym' in old ? old.sym : undefined;
    if (sym?.def) this.cur.fail(`function ${name} is defined twice`, line);
    const paramDecls = d.params ?? [];
    const scopeParams = new Map(paramDecls.map((p) => [p.name, p]));
    if (d.kr) {
      // K&R: int f(a, b) int a; char *b; { … }
      while (this.decl.startsDecl()) {
        const ps = this.decl.specifiers();
        do {
          const pd = this.decl.declarator(ps.t);
          const p = pd.name !== null ? scopeParams.get(pd.name) : undefined;
          if (!p) this.cur.fail(`${pd.name} is not a parameter of ${name}`, pd.line);
          p!.t = adjustParam(pd.t);
        } while (this.cur.eat(','));
        this.cur.expect(';', 'after a parameter declaration');
      }
    }
    const ft = d.t as FuncType;
    const t: FuncType = { ...ft, params: d.kr ? null : paramDecls.map((p) => p.t), interrupt: spec.interrupt || ft.interrupt };
    if (!sym) {
      sym = this.newSym(name, t, 'func', line);
      this.scopes.define(name, { sym });
      this.globals.push(sym);
    } else sym.t = t;
    const fnDef = { params: [] as Sym[], locals: [] as Sym[], calls: new Set<Sym>(), callsIndirect: false };
    this.fn = { def: fnDef, labels: new Map(), gotos: [], breaks: [], continues: [] };
    this.scopes.push();
    for (const p of paramDecls) {
      if (p.name === null) this.cur.fail(`parameter of ${name} needs a name`, p.line);
      const ps = this.newSym(p.name!, p.t, 'param', p.line);
      ps.addrTaken = p.t.k === 'struct';
      this.scopes.define(p.name!, { sym: ps });
      fnDef.params.push(ps);
    }
    this.defining = sym;
    const body = this.stmts.block();
    this.defining = null;
    this.scopes.pop();
    for (const g of this.fn.gotos) if (!this.fn.labels.has(g.name)) this.cur.fail(`Undefined label '${g.name}'`, g.line);
    this.fn = null;
    const def: FuncDef = { sym, t, params: fnDef.params, locals: fnDef.locals, body, line, calls: fnDef.calls, callsIndirect: fnDef.callsIndirect };
    sym.def = def;
    this.funcs.push(def);
  }

  // ---- statements ---------------------------------------------------------------------------

  /** declaration: declaration-specifiers [ init-declarator { ',' init-declarator } ] ';' */
  private localDecl(): Stmt[] {
    const spec = this.decl.specifiers();
    const out: Stmt[] = [];
    if (this.cur.eat(';')) return out;
    do {
      const d = this.decl.declarator(spec.t);
      if (d.name === null) this.cur.fail('a declaration needs a name', d.line);
      if (spec.storage === 'typedef') {
        this.scopes.define(d.name!, { typedef: d.t });
        continue;
      }
      if (d.t.k === 'func' || spec.storage === 'extern') {
        const g = this.lookup(d.name!);
        if (g && (g.kind === 'func' || g.kind === 'global')) this.scopes.define(d.name!, { sym: g });
        else if (d.t.k === 'func') {
          const s = this.newSym(d.name!, d.t, 'func', d.line);
          this.scopes.defineGlobal(d.name!, { sym: s });
          this.scopes.define(d.name!, { sym: s });
        } else this.cur.fail(`extern ${d.name} inside a function is not supported`, d.line);
        continue;
      }
      const isStatic = spec.storage === 'static';
      const sym = this.newSym(d.name!, d.t, isStatic ? 'global' : 'local', d.line);
      if (isStatic) {
        sym.isStatic = true;
        this.globals.push(sym);
      } else this.fn!.def.locals.push(sym);
      this.scopes.define(d.name!, { sym });
      if (this.cur.eat('=')) {
        const init = this.initializer(sym);
        if (isStatic) sym.init = init;
        else if (!init.list && isScalar(sym.t)) {
          const v: Expr = { e: 'var', sym, t: sym.t, line: d.line };
          out.push({ s: 'expr', x: this.ex.makeAssign(null, v, init.x, d.line), line: d.line });
        } else out.push({ s: 'init', sym, init, line: d.line });
      }
      if (sizeOf(sym.t) === null) this.cur.fail(`size of ${d.name} (${typeName(sym.t)}) is unknown`, d.line);
    } while (this.cur.eat(','));
    this.cur.expect(';', 'after a declaration');
    return out;
  }

}

