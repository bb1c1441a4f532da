/**
 * The parser: a translation unit → the typed tree (ast.ts). One pass, as TCC's: types and
 * conversions are settled while parsing (expr.ts), declarations in declare.ts; this file has the
 * file-scope declarations, function definitions (prototyped and K&R) and statements.
 */
import type { Expr, FuncDef, Init, Program, Stmt, Sym, SymKind } from './ast.ts';
import { Cursor } from './cursor.ts';
import { DeclParser, Scopes, adjustParam, type Declarator, type Specifiers } from './declare.ts';
import { ExprParser, convert, type ExprContext } from './expr.ts';
import type { Token } from './lex.ts';
import { CHAR, INT, isInteger, isScalar, promote, sizeOf, typeName, type CType, type FuncType, type IntType } from './types.ts';

export function parse(toks: readonly Token[], file: string): Program {
  return new Parser(toks, file).program();
}

interface FnState {
  def: { params: Sym[]; locals: Sym[]; calls: Set<Sym>; callsIndirect: boolean };
  labels: Map<string, number>;
  gotos: { name: string; line: number }[];
  /** break / continue targets, innermost last. */
  breaks: number[];
  continues: number[];
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

  private newSym(name: string, t: CType, kind: SymKind, line: number): Sym {
    return { name, t, kind, id: this.nextId++, addrTaken: t.k === 'array' || t.k === 'struct', line };
  }

  program(): Program {
    while (!this.cur.atEnd()) {
      if (this.cur.eat(';')) continue;
      this.external();
    }
    const defined = new Set(this.funcs.map((f) => f.sym));
    const externs = new Set<Sym>();
    for (const f of this.funcs) for (const c of f.calls) if (!defined.has(c)) externs.add(c);
    for (const g of this.globals) if (g.t.k === 'func' && g.addrTaken && !defined.has(g)) externs.add(g);
    return { file: this.file, globals: this.globals.filter((g) => g.kind === 'global'), funcs: this.funcs, externs: [...externs], strings: this.strings, firstCall: this.firstCall };
  }

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
    const init = this.initItem();
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
    const body = this.block();
    this.defining = null;
    this.scopes.pop();
    for (const g of this.fn.gotos) if (!this.fn.labels.has(g.name)) this.cur.fail(`Undefined label '${g.name}'`, g.line);
    this.fn = null;
    const def: FuncDef = { sym, t, params: fnDef.params, locals: fnDef.locals, body, line, calls: fnDef.calls, callsIndirect: fnDef.callsIndirect };
    sym.def = def;
    this.funcs.push(def);
  }

  // ---- statements ---------------------------------------------------------------------------

  private block(): Stmt {
    const line = this.cur.expect('{').line;
    this.scopes.push();
    const items: Stmt[] = [];
    while (!this.cur.eat('}')) {
      if (this.decl.startsDecl()) items.push(...this.localDecl());
      else items.push(this.statement());
    }
    this.scopes.pop();
    return { s: 'block', items, line };
  }

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

  private statement(): Stmt {
    const t = this.cur.at;
    if (!t) return this.cur.fail('statement expected');
    const line = t.line;
    if (t.k === 'id' && this.cur.peek(1)?.v === ':' && !['default', 'case'].includes(t.v) && this.lookup(t.v)?.kind !== 'enumconst') {
      this.cur.next();
      this.cur.next();
      if (this.fn!.labels.has(t.v)) this.cur.fail(`label ${t.v} defined twice`, line);
      this.fn!.labels.set(t.v, line);
      const stmt = this.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
      return { s: 'label', name: t.v, stmt, line };
    }
    if (t.k === 'punct') {
      if (t.v === '{') return this.block();
      if (t.v === ';') {
        this.cur.next();
        return { s: 'empty', line };
      }
    }
    if (t.k === 'id') {
      switch (t.v) {
        case 'if': {
          this.cur.next();
          const c = this.condition();
          const a = this.statement();
          const b = this.cur.eat('else') ? this.statement() : null;
          return { s: 'if', c, a, b, line };
        }
        case 'while': {
          this.cur.next();
          const c = this.condition();
          const id = this.nextId++;
          const body = this.loopBody(id, true);
          return { s: 'while', c, body, id, line };
        }
        case 'do': {
          this.cur.next();
          const id = this.nextId++;
          const body = this.loopBody(id, true);
          this.cur.expect('while', 'after the body of do');
          const c = this.condition();
          this.cur.expect(';', 'after do … while (…)');
          return { s: 'do', body, c, id, line };
        }
        case 'for': {
          this.cur.next();
          this.cur.expect('(', 'after for');
          const init = this.cur.v === ';' ? null : this.ex.expr();
          this.cur.expect(';', 'in for (…)');
          const c = this.cur.v === ';' ? null : this.ex.test(this.ex.expr());
          this.cur.expect(';', 'in for (…)');
          const step = this.cur.v === ')' ? null : this.ex.expr();
          this.cur.expect(')', 'after for (…)');
          const id = this.nextId++;
          const body = this.loopBody(id, true);
          return { s: 'for', init, c, step, body, id, line };
        }
        case 'switch': {
          this.cur.next();
          this.cur.expect('(', 'after switch');
          const x0 = this.ex.rvalue(this.ex.expr());
          this.cur.expect(')', 'after switch (…');
          if (!isInteger(x0.t)) this.cur.fail(`switch on ${typeName(x0.t)}: an integer is needed`, line);
          const x = convert(x0, promote(x0.t as IntType));
          const id = this.nextId++;
          this.switchTypes.push(x.t as IntType);
          const body = this.loopBody(id, false);
          this.switchTypes.pop();
          return { s: 'switch', x, body, id, line };
        }
        case 'case': {
          this.cur.next();
          const st = this.switchTypes[this.switchTypes.length - 1];
          if (!st) this.cur.fail('case outside switch', line);
          const v = this.ex.constant('a case label');
          this.cur.expect(':', 'after case');
          const stmt = this.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
          return { s: 'case', v: (convert({ e: 'num', v, t: INT, line }, st!) as { v: number }).v, stmt, line };
        }
        case 'default': {
          this.cur.next();
          if (this.switchTypes.length === 0) this.cur.fail('default outside switch', line);
          this.cur.expect(':', 'after default');
          const stmt = this.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
          return { s: 'default', stmt, line };
        }
        case 'break': {
          this.cur.next();
          this.cur.expect(';', 'after break');
          const target = this.fn!.breaks[this.fn!.breaks.length - 1];
          if (target === undefined) this.cur.fail('break outside a loop or switch', line);
          return { s: 'break', target: target!, line };
        }
        case 'continue': {
          this.cur.next();
          this.cur.expect(';', 'after continue');
          const target = this.fn!.continues[this.fn!.continues.length - 1];
          if (target === undefined) this.cur.fail('continue outside a loop', line);
          return { s: 'continue', target: target!, line };
        }
        case 'return': {
          this.cur.next();
          const x = this.cur.v === ';' ? null : this.ex.expr();
          this.cur.expect(';', 'after return');
          return { s: 'return', x: x ? this.returnValue(x, line) : null, line };
        }
        case 'goto': {
          this.cur.next();
          const n = this.cur.next();
          if (n.k !== 'id') this.cur.fail('label name expected after goto', line);
          this.cur.expect(';', 'after goto');
          this.fn!.gotos.push({ name: n.v, line });
          return { s: 'goto', name: n.v, line };
        }
      }
    }
    const x = this.ex.expr();
    this.cur.expect(';', 'after an expression');
    return { s: 'expr', x, line };
  }

  private readonly switchTypes: IntType[] = [];

  private returnValue(x: Expr, line: number): Expr | null {
    const ret = this.currentReturn();
    if (ret.k === 'void') return x; // TC warns and evaluates it
    return this.ex.assignable(x, ret, line);
  }

  /** The return type of the function being parsed. */
  private currentReturn(): CType {
    return (this.defining!.t as FuncType).ret;
  }

  private defining: Sym | null = null;

  private loopBody(id: number, isLoop: boolean): Stmt {
    this.fn!.breaks.push(id);
    if (isLoop) this.fn!.continues.push(id);
    const body = this.statement();
    this.fn!.breaks.pop();
    if (isLoop) this.fn!.continues.pop();
    return body;
  }

  private condition(): Expr {
    this.cur.expect('(');
    const c = this.ex.test(this.ex.expr());
    this.cur.expect(')');
    return c;
  }
}

