/**
 * The parser: a translation unit → the typed tree (c.ts). One pass, as TCC's: types and
 * conversions are settled while parsing (expr.ts), declarators in declare.ts, statements in
 * statements.ts; this file has the declarations (file scope and block scope) and function
 * definitions (prototyped and K&R).
 */
import type { CType, Expr, ExprContext, Field, FuncDef, FuncType, Init, Program, Stmt, Sym, SymKind, Token } from '../c.ts';
import { Cursor } from './cursor.ts';
import { CompileError, CompileErrors, LinkError, MAX_ERRORS, SIZE_UNKNOWN, duplicateSymbol, tcFileName, undefinedSymbol } from '../errors.ts';
import { DeclParser, Scopes, adjustParam, type Declarator, type Specifiers } from './declare.ts';
import { ExprParser } from './expr.ts';
import { StatementParser, type FnState } from './statements.ts';
import { CHAR, INT, isScalar, ptrTo, sameType, sizeOf } from './types.ts';
import { num } from './constant.ts';
import { ptrAdd } from './expr-operators.ts';
import { braceInit } from './init-shape.ts';
import { LIBRARY_CELLS } from './headers.ts';

/** TCC 2.0's text for a declaration without its `;` (measured: `Declaration missing ;`). */
const DECLARATION_MISSING_SEMICOLON = 'Declaration missing ;';

/** One C file of a program, preprocessed: a module, as TCC makes one .OBJ of each. */
export interface Module {
  readonly toks: readonly Token[];
  readonly file: string;
  /** The line TCC names for an error at the end of the file (compile.ts tcEndLine). */
  readonly endLine?: number;
  /**
   * The lexer's or the preprocessor's error the tokens stop at (preprocess.ts Preprocessed): the
   * parser reports it where it meets the end, in the function it is in, as TCC's one pass does.
   */
  readonly fatal?: CompileError;
  /** A `#pragma inline` was met: TCC 2.0 compiles the module through TASM (assembly). */
  readonly assembles?: boolean;
}

export interface ParseOptions {
  /** Turbo C 2.0's language only: declarations after statements are errors (`--strict`). */
  strict?: boolean;
  /** Names the library defines (a data name declared `extern` and defined by no module may be one). */
  library?: ReadonlySet<string>;
}

export function parse(toks: readonly Token[], file: string, options: ParseOptions = {}): Program {
  return parseModules([{ toks, file }], options);
}

/**
 * The modules of a program of several files, linked as TLINK links their .OBJ files: names with
 * external linkage (functions and globals not `static`) are one symbol across the modules, each
 * module's statics, typedefs and tags are its own; a name two modules define, or one a module
 * uses and none defines, is a link error in TLINK's words.
 */
export function parseModules(modules: readonly Module[], options: ParseOptions = {}): Program {
  return new Parser(modules, options).program();
}


class Parser implements ExprContext {
  readonly cursor: Cursor;
  readonly scopes = new Scopes();
  private readonly ex: ExprParser;
  private readonly decl: DeclParser;
  private nextId = 1;
  private readonly globals: Sym[] = [];
  private readonly funcs: FuncDef[] = [];
  private readonly strings: Extract<Expr, { kind: 'str' }>[] = [];
  private fn: FnState | null = null;
  /** The scopes' depth inside a function body's outermost block, which shares the parameters' names. */
  private bodyDepth = -1;
  /** The function whose body is being parsed. */
  private defining: Sym | null = null;
  private readonly stmts: StatementParser;

  private readonly file: string;
  /** The module being parsed (its .C file). */
  private module: string;
  /** The program's names with external linkage, across its modules. */
  private readonly linkage = new Map<string, Sym>();
  /** Where each external function or global is defined (the module, for TLINK's duplicate error). */
  private readonly definedIn = new Map<Sym, { module: string; line: number }>();
  /** Globals a module's own code declares `extern` (an undefined one is a link error when used). */
  private readonly externIn = new Map<Sym, { module: string; line: number }>();
  private readonly used = new Set<Sym>();
  private readonly linkErrors: LinkError[] = [];
  /** TLINK's lines for data two modules define: it writes the .EXE all the same (probe LK1). */
  private readonly linkNotes: string[] = [];
  /** TLINK's lines for data used and defined nowhere, and those objects, at DS:0000 (link). */
  private readonly unlinkedData: string[] = [];
  private readonly atZero: Sym[] = [];
  /** Data declared `extern`, never defined nor used: no object, no byte of DGROUP (link). */
  private readonly declaredOnly: Sym[] = [];

  constructor(
    private readonly modules: readonly Module[],
    private readonly options: ParseOptions,
  ) {
    const first = modules[0]!;
    this.file = first.file;
    this.module = first.file;
    this.cursor = new Cursor(first.toks, first.file, first.endLine, first.fatal);
    this.ex = new ExprParser(this);
    this.decl = new DeclParser({
      cursor: this.cursor,
      scopes: this.scopes,
      constant: (what) => this.ex.constant(what),
      strict: options.strict === true,
      enumConst: (name, value, line) => {
        const s = this.newSym(name, INT, 'enumconst', line);
        s.value = value;
        this.scopes.define(name, { sym: s });
      },
    });
    this.stmts = new StatementParser({
      cursor: this.cursor,
      ex: this.ex,
      scopes: this.scopes,
      startsDecl: () => this.decl.startsDecl(),
      localDecl: () => this.localDecl(),
      lookup: (name) => this.lookup(name),
      fn: () => this.fn!,
      newId: () => this.nextId++,
      returnType: () => (this.defining!.type as FuncType).returns,
      failed: (e) => this.failed(e),
      strict: options.strict === true,
      assembly: (line) => this.assembly(line),
    });
  }

  // ---- ExprContext ---------------------------------------------------------------------------

  lookup(name: string): Sym | undefined {
    const e = this.scopes.find(name);
    const s = e && 'sym' in e ? e.sym : undefined;
    if (s) this.used.add(s);
    return s;
  }

  /** The symbol another module gave `name` with external linkage, now declared in this module too. */
  private linked(name: string): Sym | undefined {
    const s = this.linkage.get(name);
    if (s) this.scopes.define(name, { sym: s });
    return s;
  }

  isTypedef(name: string): boolean {
    return this.scopes.typedefNamed(name);
  }

  /** type-name: specifier-qualifier-list [ abstract-declarator ] */
  typeName(): CType {
    const spec = this.decl.specifiers();
    const d = this.decl.declarator(spec.type, spec.interrupt);
    if (d.name !== null) this.cursor.fail(`a type name cannot declare ${d.name}`, d.line);
    return d.type;
  }

  implicitFunc(name: string, line: number): Sym {
    const t: FuncType = { kind: 'func', returns: INT, params: null, variadic: false, interrupt: false };
    const s = this.linkage.get(name) ?? this.newSym(name, t, 'func', line);
    this.linkage.set(name, s);
    this.scopes.defineGlobal(name, { sym: s });
    return s;
  }

  string(bytes: number[], line: number): Expr {
    const x = { kind: 'str' as const, bytes: [...bytes, 0], id: this.strings.length, type: { kind: 'array' as const, of: CHAR, length: bytes.length + 1 }, line };
    this.strings.push(x);
    this.stringModule.push(this.moduleIndex);
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
    const ft = this.defining?.type as FuncType | undefined;
    if (!f || !ft?.variadic || f.params.length === 0) return this.cursor.fail("'...' (va_start) outside a function with variable arguments", line);
    const last = f.params[f.params.length - 1]!;
    last.addrTaken = true;
    const at: Expr = { kind: 'addr', operand: { kind: 'var', sym: last, type: last.type, line }, type: ptrTo(last.type), line };
    const bytes: Expr = { kind: 'cast', operand: at, type: ptrTo(CHAR), line };
    const size = sizeOf(last.type) ?? 2; // each argument takes a word at least
    return ptrAdd(this.cursor, bytes, num(size + (size & 1), INT, line), false, line);
  }

  error(msg: string, line: number): void {
    this.failed(new CompileError(this.cursor.where().file, line, msg));
  }

  memberElsewhere(name: string): Field | undefined {
    return this.scopes.memberElsewhere(name);
  }

  libraryFunction(name: string, t: FuncType, line: number): Sym {
    let s = this.librarySyms.get(name);
    if (!s) {
      s = this.newSym(name, t, 'func', line);
      s.libraryMacro = true;
      this.librarySyms.set(name, s);
    }
    return s;
  }

  private readonly firstCall = new Map<Sym, { file: string; line: number; module: string }>();

  private readonly lastCall = new Map<Sym, number>();
  private calls = 0;

  noteCall(callee: Sym | null, line: number): void {
    if (callee) this.lastCall.set(callee, ++this.calls);
    if (callee && !this.firstCall.has(callee)) this.firstCall.set(callee, { file: this.cursor.where().file, line, module: this.module });
    if (!this.fn) return;
    if (callee && callee.kind === 'func') this.fn.def.calls.add(callee);
    else this.fn.def.callsIndirect = true;
  }

  // ---- file scope ---------------------------------------------------------------------------

  /** Every function symbol (defined, declared, the library's), for the pointer uses. */
  private readonly functionSyms: Sym[] = [];

  private newSym(name: string, t: CType, kind: SymKind, line: number): Sym {
    const s: Sym = { name, type: t, kind, id: this.nextId++, addrTaken: t.kind === 'array' || t.kind === 'struct', pointerUses: 0, uses: 0, line };
    if (kind === 'func') this.functionSyms.push(s);
    if (kind === 'func' || kind === 'global') this.symModule.set(s, this.moduleIndex);
    return s;
  }

  /** The module (index) each global and function was first declared in, and each string literal's (Program.modules). */
  private readonly symModule = new Map<Sym, number>();
  private readonly stringModule: number[] = [];
  private moduleIndex = 0;

  /** The module has an `asm` statement (TCC 2.0 would compile it through TASM). */
  private assembles = false;
  /** Where the last global initializer ended: the next token's index, and its own last token's line. */
  private initEnd: { at: number; line: number } | null = null;

  /**
   * An `asm` statement. TCC 2.0 meets one, warns "Restarting compile using assembly", compiles the
   * module again to assembly and runs TASM, which a TC directory without TASM lacks: "Unable to
   * execute command 'tasm.exe'", at the line of the module's last token, when the C has no error
   * (probes AS1, AS2, AS8, AS9, AS13–AS17; AS4: an error after the `asm` is reported instead); a
   * `;` that ends the last declaration right after its initializer does not count (AS10, AS12:
   * `int y = 3` then `;` on the next line names the 3's line). That is
   * `--strict`'s message; by default mode12h names the first `asm` statement's line in words of its own.
   */
  private assembly(line: number): void {
    if (this.assembles) return;
    this.assembles = true;
    if (!this.options.strict) this.failed(new CompileError(this.module, line, 'inline assembly (asm) is not supported: Turbo C 2.0 passes it to TASM, and mode12h runs C only'));
  }

  /** The compile errors so far: a compilation reports up to MAX_ERRORS, each where it arose. */
  private readonly errors: CompileError[] = [];

  /**
   * Note a compile error and go on; anything else (a bug), an error at the end of the file (no
   * more to parse) or the last one allowed stops the compilation with every error so far.
   */
  private failed(e: unknown): void {
    if (e instanceof CompileErrors) throw e;
    if (e instanceof CompileError && this.defining) e.inFunction(this.defining.name);
    if (!(e instanceof CompileError)) {
      // something that went wrong after an error, in a tree the error left half built: the errors tell
      if (this.errors.length > 0) throw new CompileErrors(this.errors, true);
      throw e;
    }
    this.errors.push(e);
    if (this.cursor.atEnd() || this.errors.length >= MAX_ERRORS) throw new CompileErrors(this.errors, !this.cursor.atEnd());
  }

  /** The program: each module (a translation unit) in order, then TLINK's checks and what generation needs. */
  program(): Program {
    for (let m = 0; m < this.modules.length; m++) {
      const module = this.modules[m]!;
      if (m > 0) {
        this.cursor.load(module.toks, module.file, module.endLine, module.fatal);
        this.scopes.newFile();
      }
      this.module = module.file;
      this.moduleIndex = m;
      // `#pragma inline` alone ends as an `asm` statement does under --strict (probe AS5)
      this.assembles = module.assembles === true && this.options.strict === true;
      try {
        this.moduleBody();
      } catch (e) {
        // a module's errors ended at its end: TCC goes on with the next file
        const more = m < this.modules.length - 1 && this.errors.length < MAX_ERRORS;
        if (!(e instanceof CompileErrors && e.errors === this.errors && !e.stopped && more)) throw e;
        this.fn = null;
        this.defining = null;
      }
    }
    if (this.errors.length > 0) throw new CompileErrors(this.errors, false);
    this.link();
    const defined = new Set(this.funcs.map((f) => f.sym));
    const externs = new Set<Sym>();
    for (const f of this.funcs) for (const c of f.calls) if (!defined.has(c)) externs.add(c);
    // a library function used as a value is linked in as one called
    const pointed = this.functionSyms.filter((s) => s.pointerUses > 0);
    for (const s of pointed) if (!defined.has(s)) externs.add(s);
    return { file: this.file, globals: this.globals.filter((g) => g.kind === 'global'), funcs: this.funcs, externs: [...externs], strings: this.strings, firstCall: this.firstCall, lastCall: this.lastCall, pointed, linkNotes: this.linkNotes, unlinkedData: this.unlinkedData, atZero: this.atZero, declaredOnly: this.declaredOnly, modules: this.moduleOf() };
  }

  /** Each global's and function's module: the one that defines it, else the one that first declared it. */
  private moduleOf(): Program['modules'] {
    if (this.modules.length < 2) return undefined;
    const index = new Map(this.modules.map((m, i) => [m.file, i]));
    const of = new Map<Sym, number>();
    for (const [s, m] of this.symModule) of.set(s, index.get(this.definedIn.get(s)?.module ?? '') ?? m);
    return { count: this.modules.length, of, strings: this.stringModule };
  }

  /**
   * TLINK's checks that the parse can make: names two modules define, data a module uses that
   * no module (and no library) defines (calls of undefined functions: cc/program.ts, which knows
   * the library's). Two functions of one name, each static in its module, TC links; the
   * generated program names functions by their C names, so it says it cannot.
   */
  private link(): void {
    // data used and defined nowhere: TLINK's line, and the .EXE all the same, the object at DS:0000
    // (probe LK1: `extern unsigned u;` read 0, `&u` 0; a store changes TC's null area there)
    for (const [s, at] of this.externIn) {
      if (this.definedIn.has(s) || this.options.library?.has(s.name) || Object.hasOwn(LIBRARY_CELLS, s.name)) continue;
      if (this.used.has(s)) {
        this.unlinkedData.push(undefinedSymbol(s.name, at.module, at.module, at.line).message);
        s.addrTaken = true;
        this.atZero.push(s);
      } else {
        // declared and never used nor defined: TCC names no such object to TLINK, which places
        // nothing (corpus C3539's header, `extern char p_area[];` of another program's module)
        this.declaredOnly.push(s);
      }
    }
    if (this.linkErrors.length > 0) {
      const first = this.linkErrors[0]!;
      throw new LinkError(first.file, first.line, this.linkErrors.map((e) => e.message).join('\n'));
    }
    const byName = new Map<string, FuncDef>();
    for (const f of this.funcs) {
      const other = byName.get(f.sym.name);
      if (other && other.sym !== f.sym) {
        const where = (d: FuncDef) => tcFileName(this.definedIn.get(d.sym)?.module ?? this.file);
        throw new CompileError(this.definedIn.get(f.sym)?.module ?? this.file, f.line, `${f.sym.name} is defined in ${where(other)} and in ${where(f)} (static in its module): TC links that, but mode12h runs a program's functions by their names, so rename one`);
      }
      byName.set(f.sym.name, f);
    }
  }

  /** translation-unit: { external-declaration } (one module; a stray `;` between them is passed over) */
  private moduleBody(): void {
    const depth = this.scopes.depth;
    while (!this.cursor.atEnd()) {
      if (this.cursor.eat(';')) continue;
      const start = this.cursor.mark();
      try {
        this.external();
      } catch (e) {
        this.failed(e);
        while (this.scopes.depth > depth) this.scopes.pop(); // back at file scope
        this.fn = null;
        this.defining = null;
        this.cursor.recover(start, true);
      }
    }
    const fatal = this.cursor.takeFatal();
    if (fatal) this.failed(fatal);
    if (this.assembles && this.errors.length === 0) {
      const end = this.initEnd?.at === this.cursor.mark() - 1 ? this.initEnd.line : this.cursor.line;
      this.failed(new CompileError(this.module, end, "Unable to execute command 'tasm.exe'"));
    }
    this.assembles = false;
    this.initEnd = null;
  }

  private definedElsewhere(sym: Sym): boolean {
    const prev = this.definedIn.get(sym);
    return prev !== undefined && prev.module !== this.module;
  }

  /**
   * A definition of external `sym` in this module: a second module's is TLINK's duplicate. Of data
   * (`data`), TLINK prints its line and still writes the .EXE, each module using its own object and
   * the others the first (probe LK1: `int n = 1;` in a.c, `int n = 2;` in b.c, b.c's code reads 2);
   * of a function, it stays an error here (mode12h runs functions by their names).
   */
  private defines(sym: Sym, line: number, data = false): void {
    const prev = this.definedIn.get(sym);
    if (!prev) this.definedIn.set(sym, { module: this.module, line });
    else if (prev.module !== this.module) {
      const e = duplicateSymbol(sym.name, prev.module, this.module, line);
      if (data) this.linkNotes.push(e.message);
      else this.linkErrors.push(e);
    }
  }

  /** external-declaration: function-definition | declaration */
  private external(): void {
    const typeless = !this.decl.startsDecl();
    const spec = typeless ? this.implicitInt() : this.decl.specifiers();
    if (this.cursor.eat(';')) return; // struct/union/enum declaration alone
    for (;;) {
      const d = this.decl.declarator(spec.type, spec.interrupt, spec.storage === 'extern');
      // at the token where the name should have been (probe DSX1: `* * *` and then, two lines on,
      // `void g(void);` is "Declaration syntax error" at void's line; corpus C6095, C6096)
      if (d.name === null) this.cursor.fail('Declaration syntax error');
      // a name alone with neither type nor storage class (`i = 1;`, `x;`, `i, j;`) is no
      // declaration to TCC 2.0, at the token after it (probes TD1, TD2, TD6, TD7, TD10, TD12, TD13:
      // `x` then `;` two lines on is at the `;`; corpus C6055); `*p;`, `a[3];`, `f();`, `(*fp)();`
      // `static s;` and `const c = 1;` are implicit ints it takes (TD3–TD5, TD8, TD9, TD11, TD16);
      // a name before any other token is the declaration's syntax error (P28's `inline int f`).
      // TCC declares the int all the same (TD2, TD7: main's use of it is no error). Not after an
      // earlier error, where mode12h's recovery is not TCC's (SM7: TCC's struct's error is its
      // only one, mode12h goes on at `} S;`).
      if (typeless && this.errors.length === 0 && d.type.kind === 'int' && [';', ',', '='].includes(this.cursor.text)) {
        this.failed(new CompileError(this.cursor.where().file, this.cursor.line, 'Declaration needs type or storage class', this.cursor.at?.col ?? 0));
      }
      if (d.type.kind === 'func' && (this.cursor.text === '{' || (d.kr && this.decl.startsDecl()))) {
        this.functionDef(d, spec);
        return;
      }
      // a declarator with an identifier list starts a definition for TCC 2.0: the `;` or `,` after
      // it is "Declaration syntax error" in that function (probes KR1, KR2, KR4, KR5 in
      // test/fixtures/tcc-messages: `void f(Foo);`, `int g(a, b);`, `extern int k(a);`, `int m(a), n;`)
      if (d.type.kind === 'func' && d.kr) throw new CompileError(this.cursor.where().file, this.cursor.line, 'Declaration syntax error').inFunction(d.name!);
      this.declareGlobal(d, spec);
      if (this.cursor.eat(',')) continue;
      this.endDeclaration();
      return;
    }
  }

  private implicitInt(): Specifiers {
    return { type: INT, storage: null, interrupt: false, implicit: true };
  }

  /**
   * A function declared or defined again (a call declares `int f()`): TCC 2.0 refuses another
   * return type, or a prototype's parameters other than the first one's, and goes on (probes RD1-RD3,
   * PM1, PM2: `f(1);` then `char f(c) char c;`, `long g();` then `int g()`, `int p(int);` then
   * `int p(long x)`; `static int f()` after the call is the same function). A K&R definition's
   * parameters are not compared with a prototype's here. True when it agrees.
   */
  private redeclared(old: Sym, t: FuncType, line: number): boolean {
    const o = old.type as FuncType;
    const params = o.params !== null && t.params !== null && (o.params.length !== t.params.length || o.variadic !== t.variadic || o.params.some((p, i) => !sameType(p, t.params![i]!)));
    if (sameType(o.returns, t.returns) && !params) return true;
    this.failed(new CompileError(this.cursor.where().file, line, `Type mismatch in redeclaration of '${old.name}'`));
    return false;
  }

  /** init-declarator: declarator [ '=' initializer ], at file scope (the declarator already read) */
  private declareGlobal(d: Declarator, spec: Specifiers): void {
    const name = d.name!;
    if (spec.storage === 'typedef') {
      this.scopes.define(name, { typedef: d.type });
      return;
    }
    const old = this.scopes.here(name);
    const external = spec.storage !== 'static';
    const oldSym = old && 'sym' in old ? old.sym : external ? this.linked(name) : undefined;
    if (d.type.kind === 'func') {
      const header = this.cursor.where().file.startsWith('<');
      if (oldSym && oldSym.kind === 'func') {
        // refused, the declaration leaves the function's type as it was (RD3: the definition after it is refused too);
        // another module's declaration is not compared: TCC compiles each alone, TLINK knows no types
        // (a header of both, its FILE a struct of each: corpus C3300)
        // (this module's own declaration is then the type its later ones are compared with)
        const another = !(old && 'sym' in old);
        const agrees = another || this.redeclared(oldSym, d.type as FuncType, d.line);
        if (agrees && (another || ((oldSym.type as FuncType).params === null && (d.type as FuncType).params !== null))) oldSym.type = d.type;
        if (header) oldSym.header = true;
        return;
      }
      const s = this.newSym(name, { ...d.type, interrupt: spec.interrupt }, 'func', d.line);
      if (header) s.header = true;
      this.scopes.define(name, { sym: s });
      if (external) this.linkage.set(name, s);
      this.globals.push(s);
      return;
    }
    let sym = oldSym;
    // in one file, TCC 2.0 refuses another type for the same name (measured: test/fixtures/hostile
    // REDECL, tcc-messages P15); across modules TLINK knows no types
    if (sym && sym.kind === 'global' && old && 'sym' in old && !sameType(sym.type, d.type)) this.cursor.fail(`Type mismatch in redeclaration of '${name}'`, d.line);
    if (sym && sym.kind === 'global') {
      if (sym.type.kind === 'array' && sym.type.length === null && d.type.kind === 'array') sym.type = d.type;
      // another module's object: this module's declaration is its type here (`extern Pos player;`,
      // Pos this module's struct: TLINK knows no types), when it is as large (the definition's size stays)
      else if (!(old && 'sym' in old) && sizeOf(d.type) !== null && sizeOf(d.type) === sizeOf(sym.type)) sym.type = d.type;
    } else {
      sym = this.newSym(name, d.type, 'global', d.line);
      this.scopes.define(name, { sym });
      if (external) this.linkage.set(name, sym);
      this.globals.push(sym);
    }
    if (spec.storage !== 'extern' && external && this.definedElsewhere(sym)) {
      this.defines(sym, d.line, true); // TLINK's duplicate: this module's own object
      sym = this.newSym(name, d.type, 'global', d.line);
      this.scopes.define(name, { sym });
      this.globals.push(sym);
    } else if (spec.storage !== 'extern') {
      if (external) this.defines(sym, d.line);
    } else if (!this.cursor.where().file.startsWith('<') && !this.externIn.has(sym)) this.externIn.set(sym, { module: this.module, line: d.line });
    if (this.cursor.eat('=')) {
      if (sym.init) this.cursor.fail(`Redeclaration of '${name}'`, d.line); // TCC 2.0's words (oracle-ccerr dup-init)
      sym.init = this.initializer(sym);
      // a call is never a constant: TCC 2.0 refuses it where it reads it, before what follows
      // (corpus C4820's `= farmalloc(64000)` before a `//`; the layout refuses the other forms)
      const called = callIn(sym.init);
      if (called !== null) this.cursor.fail('Illegal initialization', called);
      this.initEnd = { at: this.cursor.mark(), line: this.cursor.peek(-1)!.line };
    }
    if (sizeOf(sym.type) === null && spec.storage !== 'extern') this.cursor.fail(SIZE_UNKNOWN, d.line);
  }

  /** An initializer; completes `char s[] = "…"` and `int a[] = {…}` sizes. */
  private initializer(sym: Sym, auto = false): Init {
    let init = braceInit(sym.type, this.initItem());
    if (!init.list) init = this.unbraced(sym.type, init, auto);
    if (sym.type.kind === 'array' && sym.type.length === null) {
      const n = init.list ? init.items.length : init.expr.kind === 'str' ? init.expr.bytes.length : null;
      if (n === null) this.cursor.fail(`cannot size ${sym.name} from its initializer`, sym.line);
      sym.type = { ...sym.type, length: n };
    }
    return init;
  }

  /**
   * An array's or a struct's initializer without braces, as TCC 2.0 takes it (probes IS1–IS14 in
   * test/fixtures/tcc-messages; corpus C4539's `struct node root=NULL;`): a global or static
   * struct or array given an expression is "Initializer syntax error" at once (a struct too),
   * a union's expression is its first member's; an auto struct or union given anything but a
   * struct is "Illegal structure operation", an auto array "Incompatible type conversion".
   */
  private unbraced(t: CType, init: Init & { list: false }, auto: boolean): Init {
    const x = init.expr;
    if (t.kind === 'array' && !(x.kind === 'str' && t.of.kind === 'int' && t.of.size === 1)) this.cursor.fail(auto ? 'Incompatible type conversion' : 'Initializer syntax error', x.line);
    if (t.kind !== 'struct') return init;
    if (auto) {
      if (x.type.kind !== 'struct') this.cursor.fail('Illegal structure operation', x.line);
      return init;
    }
    if (t.union && x.type.kind !== 'struct') return { list: true, items: [init], line: x.line };
    return this.cursor.fail('Initializer syntax error', x.line);
  }

  /**
   * initializer: assignment-expression | '{' initializer-list [ ',' ] '}';
   * initializer-list: initializer { ',' initializer }
   */
  private initItem(): Init {
    const line = this.cursor.line;
    if (this.cursor.eat('{')) {
      // `= {}` (global, local, static, a struct's, a row's) is TCC 2.0's "Initializer syntax
      // error" (probes IN1–IN5 in test/fixtures/tcc-messages; corpus C4049's `int b[10] = {};`)
      if (this.cursor.text === '}') this.cursor.fail('Initializer syntax error');
      const items: Init[] = [];
      while (!this.cursor.eat('}')) {
        items.push(this.initItem());
        if (!this.cursor.eat(',')) {
          this.cursor.expect('}', 'after an initializer list');
          break;
        }
      }
      return { list: true, items, line };
    }
    return { list: false, expr: this.ex.assign() };
  }

  // ---- functions ----------------------------------------------------------------------------

  /**
   * function-definition: [ declaration-specifiers ] declarator { declaration } compound-statement
   * (the declarator already read; the declarations are K&R's of its parameters)
   */
  private functionDef(d: Declarator, spec: Specifiers): void {
    const name = d.name!;
    const line = d.line;
    const old = this.scopes.here(name);
    const external = spec.storage !== 'static';
    let sym = old && 'sym' in old ? old.sym : external ? this.linked(name) : undefined;
    // TCC's own inline function, which stdlib.h's abs macro calls: a definition of it (or of abs
    // after stdlib.h) is a second one, at its `{` (probe CX99901/CX99903 in test/fixtures/tcc-messages)
    if (name === '__abs__') this.cursor.fail(`Redeclaration of '${name}'`, this.cursor.line);
    if (sym?.def) {
      const prev = this.definedIn.get(sym);
      // TCC 2.0's words (hostile REDEF), at the line of the token after the declarator: the body's `{` (oracle-ccerr dup-func)
      if (!prev || prev.module === this.module) this.cursor.fail(`Redeclaration of '${name}'`, this.cursor.line);
      this.defines(sym, line); // TLINK's error; the body is parsed for the errors in it
      sym = this.newSym(name, sym.type, 'func', line);
    }
    const paramDecls = d.params ?? [];
    const scopeParams = new Map(paramDecls.map((p) => [p.name, p]));
    if (d.kr) {
      // K&R: int f(a, b) int a; char *b; { … }
      while (this.decl.startsDecl()) {
        const ps = this.decl.specifiers();
        do {
          const pd = this.decl.declarator(ps.type, ps.interrupt);
          const p = pd.name !== null ? scopeParams.get(pd.name) : undefined;
          if (!p) this.cursor.fail(`${pd.name} is not a parameter of ${name}`, pd.line);
          p!.type = adjustParam(pd.type);
          p!.register = ps.storage === 'register';
        } while (this.cursor.eat(','));
        this.cursor.expect(';', 'after a parameter declaration');
      }
    }
    const ft = d.type as FuncType;
    // a definition's `()` is no prototype either: TCC 2.0 takes calls of any arguments, the function's
    // own among them (probes K1, K2: `void f() { … f(1, 2); }`, `f(1, 2)` after it; K3: `f(void)` refuses
    // them; corpus C3899's `void strcat() { … strcat(s1, s2); }`)
    const t: FuncType = { ...ft, params: d.kr || ft.params === null ? null : paramDecls.map((p) => p.type), interrupt: spec.interrupt || ft.interrupt };
    // `f()` and K&R's `f(a) int a;` are no prototype: only the return type is compared (corpus C135: `void h_getdate() {}` after dos.h's)
    // (another module's declaration is not compared: TLINK knows no types)
    // (named at the line of the token after the declarator, the body's `{`: oracle-ccerr redecl-func, redecl-implicit)
    if (sym?.kind === 'func' && old && 'sym' in old) this.redeclared(sym, { ...t, params: ft.params }, this.cursor.line);
    if (!sym) {
      sym = this.newSym(name, t, 'func', line);
      this.scopes.define(name, { sym });
      if (external) this.linkage.set(name, sym);
      this.globals.push(sym);
    } else if (t.params !== null || (sym.type as FuncType).params === null || !sameType((sym.type as FuncType).returns, t.returns)) sym.type = t;
    // (a K&R definition after a prototype leaves the prototype in force: calls after it convert
    // their arguments as before it; probe KR2, corpus C5171's `void plot(int x, int y, int c);`
    // then `void plot(x, y, c) { … }` given a float: 1, not the double's low word)
    if (external) this.defines(sym, line);
    else this.definedIn.set(sym, { module: this.module, line });
    const fnDef = { name, params: [] as Sym[], locals: [] as Sym[], calls: new Set<Sym>(), callsIndirect: false };
    this.fn = { def: fnDef, block: null, labels: new Map(), gotos: [], breaks: [], continues: [] };
    this.scopes.push();
    for (const p of paramDecls) {
      // TCC 2.0's words, at the body's `{`, in the function (oracle-ccerr bad-param: `int f(int a, int)`)
      if (p.name === null) throw new CompileError(this.cursor.where().file, this.cursor.line, `Argument ${paramDecls.indexOf(p) + 1} missing name`).inFunction(name);
      if (this.scopes.here(p.name!)) this.cursor.fail(`Redeclaration of '${p.name}'`, p.line); // TCC 2.0's words (oracle-ccerr dup-param)
      const ps = this.newSym(p.name!, p.type, 'param', p.line);
      ps.addrTaken = p.type.kind === 'struct';
      // a parameter declared `register` is one (ccgen7 CJ00004: `f(register int p0)` keeps p0 in SI)
      if (p.register) ps.register = true;
      this.scopes.define(p.name!, { sym: ps });
      fnDef.params.push(ps);
    }
    this.bodyDepth = this.scopes.depth + 1;
    this.defining = sym;
    const body = this.stmts.block();
    // named at the function's closing brace, as TCC 2.0 finds it out there (oracle-ccerr undef-label, tcc-messages P18)
    const closing = this.cursor.peek(-1)?.line ?? line;
    for (const g of this.fn.gotos) if (!this.fn.labels.has(g.name)) this.cursor.fail(`Undefined label '${g.name}'`, closing);
    this.defining = null;
    this.scopes.pop();
    this.fn = null;
    const def: FuncDef = { sym, type: t, params: fnDef.params, locals: fnDef.locals, body, line, calls: fnDef.calls, callsIndirect: fnDef.callsIndirect };
    sym.def = def;
    this.funcs.push(def);
  }

  // ---- statements ---------------------------------------------------------------------------

  /** declaration: declaration-specifiers [ init-declarator { ',' init-declarator } ] ';' */
  private localDecl(): Stmt[] {
    const spec = this.decl.specifiers();
    const out: Stmt[] = [];
    if (this.cursor.eat(';')) return out;
    do {
      this.decl.inBlock = true;
      let d: Declarator;
      try {
        d = this.decl.declarator(spec.type, spec.interrupt, spec.storage === 'extern');
      } finally {
        this.decl.inBlock = false;
      }
      if (d.name === null) this.cursor.fail('Declaration syntax error', d.line); // TCC 2.0's words (oracle-ccerr bad-decl: `char *;`)
      if (spec.storage === 'typedef') {
        this.scopes.define(d.name!, { typedef: d.type });
        continue;
      }
      if (d.type.kind === 'func' || spec.storage === 'extern') {
        // the file's own object or function even where a local of that name hides it (ccgen7 CJ00006:
        // `{ double g; { extern char g; g += 8; } }` changes the file's char g in TCC 2.0); a static
        // local of that name is none (it has no linkage)
        const near = this.lookup(d.name!);
        const file = this.scopes.atFile(d.name!);
        const linked = (s: Sym | undefined): s is Sym => s !== undefined && (s.kind === 'func' || s.kind === 'global') && s.inFunction === undefined;
        const g = [near, file && 'sym' in file ? file.sym : undefined, this.linkage.get(d.name!)].find(linked);
        if (g) this.scopes.define(d.name!, { sym: g });
        else if (d.type.kind === 'func') {
          const s = this.newSym(d.name!, d.type, 'func', d.line);
          this.linkage.set(d.name!, s);
          this.scopes.defineGlobal(d.name!, { sym: s });
          this.scopes.define(d.name!, { sym: s });
        } else {
          // `extern int h;` in a block before any h at file scope (defined further on, in another
          // module or in the library): the program's one h, as the file-scope declaration would be
          const s = this.newSym(d.name!, d.type, 'global', d.line);
          this.linkage.set(d.name!, s);
          this.globals.push(s);
          this.scopes.define(d.name!, { sym: s });
          if (!this.cursor.where().file.startsWith('<')) this.externIn.set(s, { module: this.module, line: d.line });
        }
        continue;
      }
      // a name the block has declared already: TCC 2.0's words (oracle-ccerr dup-local); the body's
      // outermost block has the parameters' names too (corpus C3970: `void my_cos(char *ap[], char
      // *str, int n) { int i, j, n, …` is "Redeclaration of 'n' in function my_cos")
      if (this.scopes.here(d.name!) || (this.scopes.depth === this.bodyDepth && this.fn!.def.params.some((p) => p.name === d.name)))
        this.cursor.fail(`Redeclaration of '${d.name}'`, d.line);
      const isStatic = spec.storage === 'static';
      const sym = this.newSym(d.name!, d.type, isStatic ? 'global' : 'local', d.line);
      if (isStatic) {
        sym.isStatic = true;
        sym.inFunction = this.fn!.def.name;
        this.globals.push(sym);
      } else {
        sym.block = this.fn!.block!;
        this.fn!.def.locals.push(sym);
      }
      if (spec.storage === 'register') sym.register = true;
      this.scopes.define(d.name!, { sym });
      if (this.cursor.eat('=')) {
        sym.uses++;
        const init = this.initializer(sym, !isStatic);
        if (isStatic) sym.init = init;
        else if (!init.list && isScalar(sym.type)) {
          const v: Expr = { kind: 'var', sym, type: sym.type, line: d.line };
          out.push({ kind: 'expr', expr: this.ex.makeAssign(null, v, init.expr, d.line), line: d.line });
        } else out.push({ kind: 'init', sym, init, line: d.line });
      }
      // TCC 2.0's words: a structure declared nowhere is named (oracle-ccerr incomplete, void-var)
      if (sizeOf(sym.type) === null) this.cursor.fail(sym.type.kind === 'struct' && sym.type.tag !== null ? `Undefined structure '${sym.type.tag}'` : SIZE_UNKNOWN, d.line);
      // a segment's worth or more, as at file scope (codegen/layout.ts; oracle-ccerr array-size: `long v[40000];`)
      if (sizeOf(sym.type)! >= 0x10000) this.cursor.fail('Array size too large', d.line);
    } while (this.cursor.eat(','));
    this.endDeclaration();
    return out;
  }

  /**
   * The `;` that ends a declaration. Anything else where it should be — a name, `*`, `{`, an
   * operator, a number, a keyword, `)` — is TCC 2.0's "Declaration syntax error", at file scope
   * and in a block alike (tcc-messages UF1–UF3, P28; probes ST1–ST11, FS1–FS20, LC1–LC7, FI1–FI6,
   * LI1–LI4, FA1, FC1, FT1 in docs/TURBO-C-FACTS.md; corpus C3800's `void main()  //main
   * function`); a block's `}` there is that, then "Declaration missing ;" (probes LN1, LI2).
   */
  private endDeclaration(): void {
    if (this.cursor.eat(';')) return;
    // (a function's body inside a function, too: oracle-ccerr func-in-func)
    if (this.fn === null || this.cursor.text !== '}') this.cursor.fail('Declaration syntax error');
    this.failed(new CompileError(this.cursor.where().file, this.cursor.line, 'Declaration syntax error'));
    this.cursor.fail(DECLARATION_MISSING_SEMICOLON);
  }

}

/** The line of a function call anywhere in an initializer, or null (its operands walked, not its types or symbols). */
function callIn(init: Init): number | null {
  const walk = (x: unknown): number | null => {
    if (x === null || typeof x !== 'object') return null;
    if (Array.isArray(x)) {
      for (const y of x) {
        const l = walk(y);
        if (l !== null) return l;
      }
      return null;
    }
    const o = x as Record<string, unknown>;
    if (o.kind === 'call') return o.line as number;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'type' || k === 'sym' || k === 'field' || k === 'calleeType') continue;
      const l = walk(v);
      if (l !== null) return l;
    }
    return null;
  };
  return walk(init);
}
