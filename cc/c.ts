/**
 * The compiler's shared declarations, as lcc's c.h: what the front end (front/), the code generator
 * (codegen/) and the driver (program.ts) say to each other, declared once and importing nothing.
 *
 * - tokens, as the lexer gives them to the preprocessor and the parser;
 * - C types as Turbo C 2.0 lays them out (the functions on them are front/types.ts's);
 * - the typed tree the parser builds and the code generator reads. Expressions carry their C type
 *   with the implicit conversions already made explicit (`cast` nodes), so the generator never
 *   reasons about C's conversion rules;
 * - the data segment's layout (codegen/layout.ts makes it);
 * - the contexts: what the expression parser asks of the parser (ExprContext), what every
 *   function's generator shares (Shared) and what the expression generator asks of it (ExprEnv).
 */

// ---- tokens ------------------------------------------------------------------------------------

export type TokenKind = 'id' | 'num' | 'str' | 'chr' | 'punct';

export interface Token {
  readonly kind: TokenKind;
  /** The spelling, as written (a string keeps its quotes and escapes). */
  readonly text: string;
  readonly file: string;
  readonly line: number;
  /** The column (1-based) it starts at, for a caret under it. */
  readonly col?: number;
  /** Whitespace (or a comment) came before it. */
  spaceBefore: boolean;
  /**
   * The whitespace before it on its line, comments removed, when that is not one space: what `#x`
   * keeps of it (oracle STR1: TCC 2.0 keeps runs of spaces and tabs, a comment leaves nothing).
   */
  space?: string;
  /** First token of a source line (directives start with one). */
  startsLine: boolean;
  /** Macros that may not expand this token again (the preprocessor's hide set). */
  hide?: ReadonlySet<string>;
  /** First token of the expansion of a library macro the parser binds as a call (`random`). */
  macro?: string;
}

// ---- types ---------------------------------------------------------------------------------------

/*
 * C types as Turbo C 2.0 lays them out in the small model: char 1 byte (signed), short and int 2,
 * long 4, near pointers 2, float 4, double 8; structs packed with no padding.
 */
export type IntSize = 1 | 2 | 4;

export interface VoidType { readonly kind: 'void' }
/** `sort`: TCC's `unsigned short` and enums, 16-bit as unsigned and int are but signed in comparisons and `& | ^` (types.ts) */
export interface IntType { readonly kind: 'int'; readonly size: IntSize; readonly signed: boolean; readonly sort?: 'ushort' | 'short' | 'enum' }
/** float, double, and long double (10 bytes: the 8087's 80-bit format) */
export interface FloatType { readonly kind: 'float'; readonly size: 4 | 8 | 10 }
/** A near pointer (16-bit offset in DS) or, with `far`, a 32-bit segment:offset. */
export interface PtrType { readonly kind: 'ptr'; readonly to: CType; readonly far?: boolean; readonly huge?: boolean }
export interface ArrayType { readonly kind: 'array'; readonly of: CType; readonly length: number | null }
/** A member; a bit field also has `bits`: where it sits in the int-sized unit at `offset`. */
export interface Field {
  readonly name: string;
  readonly type: CType;
  readonly offset: number;
  readonly bits?: BitField;
  /** Where an initializer puts it, when not at `offset` (members.ts: bytes of unnamed bit fields TCC's initializers skip). */
  readonly init?: number;
}
export interface BitField { readonly shift: number; readonly width: number }
export interface StructType {
  readonly kind: 'struct';
  readonly tag: string | null;
  readonly union: boolean;
  /** null while incomplete (declared, not yet defined). */
  fields: Field[] | null;
  size: number;
}
export interface FuncType {
  readonly kind: 'func';
  readonly returns: CType;
  /** null: declared without a prototype (K&R `int f();`). */
  readonly params: readonly CType[] | null;
  readonly variadic: boolean;
  readonly interrupt: boolean;
  /** The prototype's parameter names (TCC's `Type mismatch in parameter 'p'`), when it has them. */
  readonly names?: readonly (string | null)[];
}

export type CType = VoidType | IntType | FloatType | PtrType | ArrayType | StructType | FuncType;

// ---- the tree ------------------------------------------------------------------------------------

export type SymKind = 'global' | 'local' | 'param' | 'func' | 'enumconst';

export interface Sym {
  readonly name: string;
  type: CType;
  readonly kind: SymKind;
  /** Unique within the program: names the JS variable. */
  readonly id: number;
  /** `&x` appears somewhere (or x is an array or struct): it lives in the data segment. */
  addrTaken: boolean;
  /**
   * A function: how many times its name is used as a value (decayed to a pointer, or `&f`) other
   * than as the callee of a direct call. Above 0 it is called through pointers: it stays a plain
   * function (a pointer cannot be called with `yield*`).
   */
  pointerUses: number;
  /**
   * A local or parameter: how many times its name appears in the function (an initializer counts).
   * TC 2.0 gives SI and DI to int-sized ones named twice or more (codegen/function.ts).
   */
  uses: number;
  /** Declared `register`: TC 2.0 gives it SI or DI before the others. */
  register?: boolean;
  /** A local: the block that declares it (TC lays a block's locals out below its enclosing blocks': codegen/function.ts). */
  block?: LocalBlock;
  /** An enumeration constant's value. */
  value?: number;
  /** A global's (or static local's) initializer. */
  init?: Init | null;
  /** A function's definition, when the program has one. */
  def?: FuncDef;
  /** A library function the compiler calls on its own (stdlib.h's random macro: front/expr-postfix.ts libraryMacro), not by the program's name for it. */
  libraryMacro?: boolean;
  /** A function one of the library's headers declares (TC's names that are only its headers' macros link only then: compile.ts). */
  header?: boolean;
  /** Where the symbol was declared, for messages. */
  readonly line: number;
  /** A static local: a global only its function sees. */
  isStatic?: boolean;
  /** A static local's function, named in an error of its initializer. */
  inFunction?: string;
}

/** A block of a function body that declares locals: the one it is nested in (null: the body's). */
export interface LocalBlock {
  readonly outer: LocalBlock | null;
}

/** An initializer: an expression, or a brace list (nested for arrays and structs). */
export type Init = { readonly list: false; readonly expr: Expr } | { readonly list: true; readonly items: Init[]; readonly line: number };

interface Node {
  readonly type: CType;
  readonly line: number;
}

/** A floating constant's 80-bit value m · 2^e, m ≥ 0 (0, or exactly 64 bits): cc/front/extended.ts. */
export interface Ext {
  readonly neg: boolean;
  readonly m: bigint;
  readonly e: number;
}

export type BinOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';
export type CmpOp = '<' | '>' | '<=' | '>=' | '==' | '!=';

export type Expr = Node &
  (
    /** `ext`: a floating constant's 80-bit value, as TCC folds it (cc/front/extended.ts). */
    /** `folded`: the value of an operator on constants (`-256`, `1 - 257`), not a literal or a cast of one (constant.ts constTest) */
    | { readonly kind: 'num'; readonly value: number; readonly ext?: Ext; readonly folded?: boolean }
    | { readonly kind: 'str'; readonly bytes: readonly number[]; readonly id: number }
    | { readonly kind: 'var'; readonly sym: Sym }
    /** *pointer — `safe` when it points into a named object (array indexing), so no null check is needed. */
    | { readonly kind: 'deref'; readonly pointer: Expr; readonly safe: boolean }
    | { readonly kind: 'member'; readonly object: Expr; readonly field: Field }
    | { readonly kind: 'addr'; readonly operand: Expr }
    | { readonly kind: 'unary'; readonly op: '-' | '~' | '!'; readonly operand: Expr }
    | { readonly kind: 'bin'; readonly op: BinOp; readonly left: Expr; readonly right: Expr }
    | { readonly kind: 'ptradd'; readonly pointer: Expr; readonly index: Expr; readonly scale: number }
    | { readonly kind: 'ptrdiff'; readonly left: Expr; readonly right: Expr; readonly scale: number }
    | { readonly kind: 'cmp'; readonly op: CmpOp; readonly left: Expr; readonly right: Expr }
    | { readonly kind: 'logic'; readonly op: '&&' | '||'; readonly left: Expr; readonly right: Expr }
    /**
     * left op= right: `opType` is the type the operation is done in (null for plain `=`); for a
     * pointer on the left, `scale` is the pointee's size (p += n).
     */
    | { readonly kind: 'assign'; readonly op: BinOp | null; readonly left: Expr; readonly right: Expr; readonly opType: IntType | CType | null; readonly scale: number }
    | { readonly kind: 'incdec'; readonly pre: boolean; readonly delta: number; readonly operand: Expr }
    | { readonly kind: 'call'; readonly callee: Expr; readonly args: readonly Expr[]; readonly calleeType: FuncType }
    | { readonly kind: 'cond'; readonly cond: Expr; readonly then: Expr; readonly else: Expr }
    | { readonly kind: 'comma'; readonly left: Expr; readonly right: Expr }
    /** `unrounded`: a `(float)` written in the program, of a value known at run time only: TCC's code leaves the 8087's value as it is (probe CC99971) */
    | { readonly kind: 'cast'; readonly operand: Expr; readonly unrounded?: boolean }
  );

export type Stmt = { readonly line: number } & (
  | { readonly kind: 'expr'; readonly expr: Expr }
  | { readonly kind: 'if'; readonly cond: Expr; readonly then: Stmt; readonly else: Stmt | null }
  | { readonly kind: 'while'; readonly cond: Expr; readonly body: Stmt; readonly id: number }
  | { readonly kind: 'do'; readonly body: Stmt; readonly cond: Expr; readonly id: number }
  | { readonly kind: 'for'; readonly init: Expr | null; readonly cond: Expr | null; readonly step: Expr | null; readonly body: Stmt; readonly id: number }
  | { readonly kind: 'block'; readonly items: Stmt[] }
  | { readonly kind: 'return'; readonly value: Expr | null }
  | { readonly kind: 'break'; readonly target: number }
  | { readonly kind: 'continue'; readonly target: number }
  | { readonly kind: 'switch'; readonly expr: Expr; readonly body: Stmt; readonly id: number }
  | { readonly kind: 'case'; readonly value: number; readonly stmt: Stmt }
  | { readonly kind: 'default'; readonly stmt: Stmt }
  | { readonly kind: 'label'; readonly name: string; readonly stmt: Stmt }
  | { readonly kind: 'goto'; readonly name: string }
  | { readonly kind: 'empty' }
  /** A local array or struct initialized from a brace list or a string. */
  | { readonly kind: 'init'; readonly sym: Sym; readonly init: Init }
);

export interface FuncDef {
  readonly sym: Sym;
  readonly type: FuncType;
  readonly params: Sym[];
  /** Every local (block-scoped ones included), for the frame and the JS variables. */
  readonly locals: Sym[];
  readonly body: Stmt;
  readonly line: number;
  /** Functions it calls by name (for the blocking analysis). */
  readonly calls: Set<Sym>;
  /** It calls through a function pointer. */
  callsIndirect: boolean;
}

export interface Program {
  readonly file: string;
  readonly globals: Sym[];
  readonly funcs: FuncDef[];
  /** Functions declared and called but not defined: the library's. */
  readonly externs: Sym[];
  readonly strings: Extract<Expr, { kind: 'str' }>[];
  /** Where each function is first called, and in which module (a link error names them). */
  readonly firstCall: ReadonlyMap<Sym, { file: string; line: number; module: string }>;
  /** The order of each function's last call (TLINK lists the names nobody defines latest first). */
  readonly lastCall: ReadonlyMap<Sym, number>;
  /** Functions used as pointer values (`pointerUses` above 0), defined or the library's. */
  readonly pointed: readonly Sym[];
  /** TLINK's lines for data two modules define, which links (cc/front/parse.ts defines). */
  readonly linkNotes?: readonly string[];
  /** TLINK's lines for data used and defined nowhere, and those objects: at DS:0000 (cc/front/parse.ts link). */
  readonly unlinkedData?: readonly string[];
  readonly atZero?: readonly Sym[];
  /**
   * Data declared `extern` that no module defines and none uses: TCC emits nothing for it (TLINK's
   * map of corpus C3377: TCDISPLY's _BSS 100h without the header's `extern int direction;`).
   */
  readonly declaredOnly?: readonly Sym[];
  /**
   * A program of several files: how many, each global's and function's module (by its index) and
   * each string literal's, by its id. TLINK gives each module's _DATA and _BSS a place of its own
   * (codegen/layout.ts).
   */
  readonly modules?: { readonly count: number; readonly of: ReadonlyMap<Sym, number>; readonly strings: readonly number[] };
}

// ---- the data segment ----------------------------------------------------------------------------

export interface Layout {
  readonly image: Uint8Array;
  /** Address of each global (and static local) in memory. */
  readonly addr: ReadonlyMap<Sym, number>;
  /** Address of each string literal, by its id. */
  readonly strings: readonly number[];
  /** Address of the return buffer of each function returning a struct. */
  readonly returnBuffers: ReadonlyMap<Sym, number>;
  /**
   * The initial bytes in the data segment (TCC's template) of each automatic aggregate that
   * starts as a copy of them rather than by its items' stores: one holding a union whose first
   * member is a named bit field, whose word TCC's template holds past the union (layout.ts writeInit).
   */
  readonly copiedTemplates: ReadonlyMap<Sym, number>;
  readonly heapStart: number;
  /** The room TC's library modules' data takes that the program's layout left free: the library's own objects go there (DataSegment.scratch). */
  readonly libraryRoom: { readonly at: number; readonly end: number };
  /**
   * The functions a constant initializer points at, in the order of their pointer values (from
   * FIRST_FUNCTION on: the data segment's function table, support/memory.ts fnPtr). The generated code registers them
   * first, in this order (codegen/generate.ts), so the values written here are the ones calls look up.
   */
  readonly pointed: Sym[];
  /** The library modules TLINK links, in its order (support/tc-link.ts). */
  readonly linked: readonly string[];
  /** The word below TC's `_openfd`, when known (support/tc-link.ts). */
  readonly belowOpenfd?: number | undefined;
}

// ---- the contexts --------------------------------------------------------------------------------

/**
 * The parser's position in the token stream, as the parts of the parser see it (front/cursor.ts's
 * Cursor is the one there is).
 */
export interface TokenCursor {
  /** The token `ahead` places on, if any. */
  peek(ahead?: number): Token | undefined;
  /** The current token's spelling ('' at the end). */
  readonly text: string;
  /** The current token's line. */
  readonly line: number;
  readonly at: Token | undefined;
  atEnd(): boolean;
  next(): Token;
  eat(v: string): boolean;
  expect(v: string, what?: string): Token;
  /** A compile error at the current token (or `line`). */
  fail(msg: string, line?: number): never;
  nested<T>(kind: 'statement' | 'expression', parse: () => T): T;
  mark(): number;
  recover(start: number, topLevel: boolean): void;
  where(): { file: string; line: number };
}

export interface ExprContext {
  readonly cursor: TokenCursor;
  lookup(name: string): Sym | undefined;
  /** A call of an undeclared name declares `int name()` (C89's implicit declaration). */
  implicitFunc(name: string, line: number): Sym;
  /** `name` is a typedef name in scope (not hidden by a variable). */
  isTypedef(name: string): boolean;
  typeName(): CType;
  string(bytes: number[], line: number): Expr;
  noteCall(callee: Sym | null, line: number): void;
  /** `...` as an expression: where a variadic function's unnamed arguments start (TC's va_start). */
  varArgs(line: number): Expr;
  /** The library function a library macro runs as (`random`, `randomize`). */
  libraryFunction(name: string, t: FuncType, line: number): Sym;
  /** A member of that name in any struct or union declared in scope (the first declared), for `s.m` where s's type has no m. */
  memberElsewhere(name: string): Field | undefined;
  /** Note a compile error and go on parsing (TCC reports several on one line). */
  error(msg: string, line: number): void;
}

export type Flavour = 'coroutine' | 'sync';

export interface CodegenOptions {
  flavour: Flavour;
  /** Call `$line(n)` before each statement (for stepping and line highlighting). */
  lines: boolean;
  /** Library functions that may block (delay, bioskey, getch, …). */
  blockingLibrary: ReadonlySet<string>;
  /**
   * A debugger steps the program (cc/inspect.ts): with `lines`, every function the coroutine
   * flavour can suspend in is a generator, `$line(n, true)` may stop it there (a true result
   * yields), and `$line.depth` counts the C calls in progress (step over/out).
   */
  stepping?: boolean;
  /** The functions no module defines (TLINK's "Undefined symbol"): their address is 0. */
  unlinked?: ReadonlySet<string>;
}

/** What every function's generator shares: the program, its options and what they collect. */
export interface Shared {
  readonly program: Program;
  readonly layout: Layout;
  readonly options: CodegenOptions;
  readonly sites: { line: number; fn: string; poll?: true }[];
  readonly funcPtr: (s: Sym) => string;
  readonly libName: (s: Sym) => string;
  readonly blocking: ReadonlySet<Sym>;
  /** The functions whose reads of the tick count poll it wherever they stand (codegen/blocking.ts TickPolls). */
  readonly polled: ReadonlySet<Sym>;
  /** The expressions whose reads of the tick count poll it (TickPolls). */
  readonly pollExprs: ReadonlySet<Expr>;
}

/** What the expression generator asks of the function being generated. */
export interface ExprEnv {
  /** A register variable's JS name, or the JS code of a memory variable's address. */
  varRef(sym: Sym): { reg: string } | { addr: string };
  /** A function's pointer value (a JS constant). */
  funcPtr(sym: Sym): string;
  /** Whether a variadic function of the program's own is used as a pointer (a call through one may be it). */
  pointsAtVariadic(): boolean;
  /** A fresh temporary's JS name. */
  temp(): string;
  /** A fault site number for `line` (names C file, line and function at run time). */
  site(line: number): number;
  /**
   * An expression that decides whether a wait goes on is being generated (a loop's condition…:
   * codegen/blocking.ts TickPolls): its sites are marked `poll` (a read of the BIOS tick count
   * there that sees it unchanged waits for the next interrupt: cc/support/far.ts tickPolled).
   */
  polling: boolean;
  /** Whether no module defines the function `sym` (TLINK's "Undefined symbol": its calls run on). */
  unlinked(sym: Sym): boolean;
  /** The code of a call of `fn` (a direct call when `sym` is given) with the argument codes. */
  call(sym: Sym | null, fnCode: string, args: string[], line: number, argExprs?: readonly Expr[]): string;
  strAddr(id: number): number;
  /** The code of a blocking call's value (`yield*` in the coroutine flavour, `$drive` in the sync one). */
  blocking(code: string): string;
  /** The code of a far memory access `$far.load(args)` / `$far.store(args)`. */
  far(op: 'load' | 'store', args: string, line: number): string;
}
