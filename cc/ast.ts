/**
 * The typed tree the parser builds and the code generator reads. Expressions carry their C type
 * with the implicit conversions already made explicit (`cast` nodes), so the generator never
 * reasons about C's conversion rules.
 */
import type { CType, Field, FuncType, IntType } from './types.ts';

export type SymKind = 'global' | 'local' | 'param' | 'func' | 'enumconst';

export interface Sym {
  readonly name: string;
  t: CType;
  readonly kind: SymKind;
  /** Unique within the program: names the JS variable. */
  readonly id: number;
  /** `&x` appears somewhere (or x is an array or struct): it lives in the data segment. */
  addrTaken: boolean;
  /** An enumeration constant's value. */
  value?: number;
  /** A global's (or static local's) initializer. */
  init?: Init | null;
  /** A function's definition, when the program has one. */
  def?: FuncDef;
  /** Where the symbol was declared, for messages. */
  readonly line: number;
  /** A static local: a global only its function sees. */
  isStatic?: boolean;
}

/** An initializer: an expression, or a brace list (nested for arrays and structs). */
export type Init = { readonly list: false; readonly x: Expr } | { readonly list: true; readonly items: Init[]; readonly line: number };

interface Node {
  readonly t: CType;
  readonly line: number;
}

export type BinOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';
export type CmpOp = '<' | '>' | '<=' | '>=' | '==' | '!=';

export type Expr = Node &
  (
    | { readonly e: 'num'; readonly v: number }
    | { readonly e: 'str'; readonly bytes: readonly number[]; readonly id: number }
    | { readonly e: 'var'; readonly sym: Sym }
    /** *p — `safe` when p points into a named object (array indexing), so no null check is needed. */
    | { readonly e: 'deref'; readonly p: Expr; readonly safe: boolean }
    | { readonly e: 'member'; readonly obj: Expr; readonly f: Field }
    | { readonly e: 'addr'; readonly x: Expr }
    | { readonly e: 'unary'; readonly op: '-' | '~' | '!'; readonly x: Expr }
    | { readonly e: 'bin'; readonly op: BinOp; readonly l: Expr; readonly r: Expr }
    | { readonly e: 'ptradd'; readonly p: Expr; readonly i: Expr; readonly scale: number }
    | { readonly e: 'ptrdiff'; readonly l: Expr; readonly r: Expr; readonly scale: number }
    | { readonly e: 'cmp'; readonly op: CmpOp; readonly l: Expr; readonly r: Expr }
    | { readonly e: 'logic'; readonly op: '&&' | '||'; readonly l: Expr; readonly r: Expr }
    /**
     * l op= r: `opType` is the type the operation is done in (null for plain `=`); for a pointer
     * l, `scale` is the pointee's size (p += n).
     */
    | { readonly e: 'assign'; readonly op: BinOp | null; readonly l: Expr; readonly r: Expr; readonly opType: IntType | CType | null; readonly scale: number }
    | { readonly e: 'incdec'; readonly pre: boolean; readonly delta: number; readonly x: Expr }
    | { readonly e: 'call'; readonly fn: Expr; readonly args: readonly Expr[]; readonly ft: FuncType }
    | { readonly e: 'cond'; readonly c: Expr; readonly a: Expr; readonly b: Expr }
    | { readonly e: 'comma'; readonly l: Expr; readonly r: Expr }
    | { readonly e: 'cast'; readonly x: Expr }
  );

export type Stmt = { readonly line: number } & (
  | { readonly s: 'expr'; readonly x: Expr }
  | { readonly s: 'if'; readonly c: Expr; readonly a: Stmt; readonly b: Stmt | null }
  | { readonly s: 'while'; readonly c: Expr; readonly body: Stmt; readonly id: number }
  | { readonly s: 'do'; readonly body: Stmt; readonly c: Expr; readonly id: number }
  | { readonly s: 'for'; readonly init: Expr | null; readonly c: Expr | null; readonly step: Expr | null; readonly body: Stmt; readonly id: number }
  | { readonly s: 'block'; readonly items: Stmt[] }
  | { readonly s: 'return'; readonly x: Expr | null }
  | { readonly s: 'break'; readonly target: number }
  | { readonly s: 'continue'; readonly target: number }
  | { readonly s: 'switch'; readonly x: Expr; readonly body: Stmt; readonly id: number }
  | { readonly s: 'case'; readonly v: number; readonly stmt: Stmt }
  | { readonly s: 'default'; readonly stmt: Stmt }
  | { readonly s: 'label'; readonly name: string; readonly stmt: Stmt }
  | { readonly s: 'goto'; readonly name: string }
  | { readonly s: 'empty' }
  /** A local array or struct initialized from a brace list or a string. */
  | { readonly s: 'init'; readonly sym: Sym; readonly init: Init }
);

export interface FuncDef {
  readonly sym: Sym;
  readonly t: FuncType;
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
  readonly strings: Extract<Expr, { e: 'str' }>[];
  /** Where each function is first called, and in which module (a link error names them). */
  readonly firstCall: ReadonlyMap<Sym, { file: string; line: number; module: string }>;
}
