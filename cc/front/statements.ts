/**
 * Statements: blocks, the loops (each with an id their `break`/`continue` name), switch with its
 * case labels converted to the switch's type, labels and goto, return with its value converted to
 * the function's type. Declarations inside blocks are the parser's (parse.ts).
 */
import type { CType, Expr, IntType, LocalBlock, Stmt, Sym, Token } from '../c.ts';
import { CompileError, IMPROPER_TYPEDEF } from '../errors.ts';
import { convert } from './constant.ts';
import { functionPointer } from './expr-values.ts';
import type { Cursor } from './cursor.ts';
import { STATEMENT_WORDS, type Scopes } from './declare.ts';
import type { ExprParser } from './expr.ts';
import { INT, isInteger, promote, typeName, UINT, wrapInt } from './types.ts';

/** The parse state of the function being parsed. */
export interface FnState {
  def: { name: string; params: Sym[]; locals: Sym[]; calls: Set<Sym>; callsIndirect: boolean };
  /** The block being parsed (its locals' LocalBlock), null before the body's. */
  block: LocalBlock | null;
  labels: Map<string, number>;
  gotos: { name: string; line: number }[];
  /** break / continue targets, innermost last. */
  breaks: number[];
  continues: number[];
}

export interface StatementHost {
  readonly cursor: Cursor;
  readonly ex: ExprParser;
  readonly scopes: Scopes;
  startsDecl(): boolean;
  localDecl(): Stmt[];
  lookup(name: string): Sym | undefined;
  fn(): FnState;
  newId(): number;
  returnType(): CType;
  /** An error in a statement: noted to be reported with the others; rethrown when it is fatal. */
  failed(e: unknown): void;
  /** Turbo C 2.0's language only: a declaration after a statement is an error (`--strict`). */
  readonly strict: boolean;
  /** An `asm` statement at `line` (its text passed over): TCC 2.0 would compile the file through TASM. */
  assembly(line: number): void;
}

/** TCC 2.0's text for a statement without its `;` (measured: `Statement missing ; in function main`). */
const STATEMENT_MISSING_SEMICOLON = 'Statement missing ;';

export class StatementParser {
  /** The statement parsed next is an item of a block's list (a label there has a home of its own). */
  private listed = false;

  constructor(private readonly h: StatementHost) {}

  /** compound-statement: '{' { declaration | statement } '}' */
  block(): Stmt {
    const line = this.h.cursor.expect('{').line;
    this.h.scopes.push();
    const fn = this.h.fn(), outer = fn.block;
    fn.block = { outer };
    const items: Stmt[] = [];
    let statements = false;
    while (!this.h.cursor.eat('}')) {
      if (this.h.cursor.atEnd()) this.h.cursor.fail('Compound statement missing }');
      const start = this.h.cursor.mark();
      try {
        if (this.h.startsDecl()) {
          // C89, and TCC 2.0: declarations open a block (measured: `Expression syntax in function main`);
          // one that starts with a typedef's name is TCC's use of that name in an expression
          // (probes E1, E3, E4: `i = 1; FILE *fs;`; corpus C5810)
          if (statements && this.h.strict) this.h.cursor.fail(this.h.scopes.typedefNamed(this.h.cursor.text) ? IMPROPER_TYPEDEF : 'Expression syntax');
          items.push(...this.h.localDecl());
        } else {
          statements = true;
          this.listed = true;
          items.push(this.statement());
        }
      } catch (e) {
        this.h.failed(e); // noted (or rethrown when fatal): go on after the statement
        this.h.cursor.recover(start, false);
      }
    }
    this.h.scopes.pop();
    fn.block = outer;
    return { kind: 'block', items, line };
  }

  /**
   * statement: labeled-statement | compound-statement | expression-statement | selection-statement
   *   | iteration-statement | jump-statement
   */
  private statement(): Stmt {
    return this.h.cursor.nested('statement', () => this.statementHere());
  }

  /**
   * The statement a label, `case` or `default` labels: one must follow, as in TCC 2.0, which
   * reports "Statement missing ;" at the line of a `}` right after the `:` (probes LB1–LB7 in
   * test/fixtures/tcc-messages; corpus C4021, C4022, C4024's `exit: }`).
   */
  private labelled(): Stmt {
    if (this.h.cursor.text === '}') this.h.cursor.fail(STATEMENT_MISSING_SEMICOLON);
    return this.statement();
  }

  /**
   * labeled-statement: identifier ':' statement | 'case' constant-expression ':' statement | 'default' ':' statement;
   * expression-statement: [ expression ] ';';
   * selection-statement: 'if' '(' expression ')' statement [ 'else' statement ] | 'switch' '(' expression ')' statement;
   * iteration-statement: 'while' '(' expression ')' statement | 'do' statement 'while' '(' expression ')' ';'
   *   | 'for' '(' [ expression ] ';' [ expression ] ';' [ expression ] ')' statement;
   * jump-statement: 'goto' identifier ';' | 'continue' ';' | 'break' ';' | 'return' [ expression ] ';'
   * (a label, case or default right before `}` labels nothing: TCC 2.0's "Statement missing ;" at the `}`)
   */
  private statementHere(): Stmt {
    const listed = this.listed;
    this.listed = false;
    const t = this.h.cursor.at;
    if (!t) return this.h.cursor.fail('statement expected');
    const line = t.line;
    if (t.kind === 'id' && this.h.cursor.peek(1)?.text === ':' && !STATEMENT_WORDS.has(t.text) && this.h.lookup(t.text)?.kind !== 'enumconst') {
      this.h.cursor.next();
      this.h.cursor.next();
      if (this.h.fn().labels.has(t.text)) this.h.cursor.fail(`Redeclaration of '${t.text}'`, line); // TCC 2.0's words (oracle-ccerr dup-label)
      this.h.fn().labels.set(t.text, line);
      const stmt = this.labelled();
      const label: Stmt = { kind: 'label', name: t.text, stmt, line };
      // `if (p == NULL) err2: fprintf(…);` (a label as an if's, a loop's or a case's statement):
      // the same statement as a block holding it, where the jumps know how to find a label
      return listed ? label : { kind: 'block', items: [label], line };
    }
    if (t.kind === 'punct') {
      if (t.text === '{') return this.block();
      if (t.text === ';') {
        this.h.cursor.next();
        return { kind: 'empty', line };
      }
    }
    if (t.kind === 'id') {
      switch (t.text) {
        case 'asm': {
          // the statement is the rest of the line, or up to a `;` (probes AS1, AS7, AS11: TCC's
          // `asm {` takes the brace and reads the next line as C, "Undefined symbol 'mov'")
          this.h.cursor.next();
          while (!this.h.cursor.atEnd() && !this.h.cursor.at!.startsLine && !this.h.cursor.eat(';')) this.h.cursor.next();
          this.h.assembly(line);
          return { kind: 'empty', line };
        }
        case 'else':
          return this.h.cursor.fail('Misplaced else'); // TCC 2.0's words (oracle-ccerr else-misplaced)
        case 'if': {
          this.h.cursor.next();
          const c = this.condition('If');
          const a = this.statement();
          const b = this.h.cursor.eat('else') ? this.statement() : null;
          return { kind: 'if', cond: c, then: a, else: b, line };
        }
        case 'while': {
          this.h.cursor.next();
          const c = this.condition('While');
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          return { kind: 'while', cond: c, body, id, line };
        }
        case 'do': {
          this.h.cursor.next();
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          this.h.cursor.expect('while', 'Do statement must have while');
          const c = this.condition('Do-while');
          this.h.cursor.expect(';', 'Do-while statement missing ;');
          return { kind: 'do', body, cond: c, id, line };
        }
        case 'for': {
          this.h.cursor.next();
          this.h.cursor.expect('(', 'For statement missing (');
          const init = this.h.cursor.text === ';' ? null : this.h.ex.expr();
          this.h.cursor.expect(';', 'For statement missing ;');
          const c = this.h.cursor.text === ';' ? null : this.h.ex.test(this.h.ex.expr());
          this.h.cursor.expect(';', 'For statement missing ;');
          const step = this.h.cursor.text === ')' ? null : this.h.ex.expr();
          this.h.cursor.expect(')', 'For statement missing )');
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          return { kind: 'for', init, cond: c, step, body, id, line };
        }
        case 'switch': {
          this.h.cursor.next();
          this.h.cursor.expect('(', 'Switch statement missing (');
          const x0 = this.h.ex.rvalue(this.h.ex.expr());
          this.h.cursor.expect(')', 'Switch statement missing )');
          if (!isInteger(x0.type)) this.h.cursor.fail(`switch on ${typeName(x0.type)}: an integer is needed`, line);
          // TCC switches on an int: a long's low word, and its case labels' (probe CC99904: `switch (t)`
          // with t = 65536L takes `case 0L:`; `case 1L:` beside `case 0x10001L:` is a duplicate case)
          const p = promote(x0.type as IntType);
          const x = convert(x0, p.size === 4 ? (p.signed ? INT : UINT) : p);
          const id = this.h.newId();
          this.switchTypes.push(x.type as IntType);
          this.switchCases.push({ values: new Set(), defaulted: false });
          const body = this.loopBody(id, false);
          this.switchTypes.pop();
          this.switchCases.pop();
          return { kind: 'switch', expr: x, body, id, line };
        }
        case 'case': {
          this.h.cursor.next();
          const st = this.switchTypes[this.switchTypes.length - 1];
          if (!st) this.h.cursor.fail('Case outside of switch', line);
          const v = this.h.ex.constant('a case label');
          this.h.cursor.expect(':', 'after case');
          const stmt = this.labelled();
          // a label past the switch's int is its low word (`case 65535L:` is case −1; CC99904)
          const value = wrapInt((convert({ kind: 'num', value: v, type: INT, line }, st!) as { value: number }).value, st!);
          const cases = this.switchCases[this.switchCases.length - 1]!;
          // TCC 2.0's words, at the line of the second (oracle-ccerr case-dup)
          if (cases.values.has(value)) this.h.cursor.fail('Duplicate case', line);
          cases.values.add(value);
          return { kind: 'case', value, stmt, line };
        }
        case 'default': {
          this.h.cursor.next();
          if (this.switchTypes.length === 0) this.h.cursor.fail('Default outside of switch', line);
          this.h.cursor.expect(':', 'after default');
          const cases = this.switchCases[this.switchCases.length - 1]!;
          if (cases.defaulted) this.h.cursor.fail('Too many default cases', line); // TCC 2.0's words (oracle-ccerr default-dup)
          cases.defaulted = true;
          const stmt = this.labelled();
          return { kind: 'default', stmt, line };
        }
        case 'break':
          return { kind: 'break', target: this.jumpTarget('break', this.h.fn().breaks, line), line };
        case 'continue':
          return { kind: 'continue', target: this.jumpTarget('continue', this.h.fn().continues, line), line };
        case 'return': {
          this.h.cursor.next();
          const x = this.h.cursor.text === ';' ? null : this.h.ex.expr();
          this.h.cursor.expect(';', 'Return statement missing ;'); // measured
          return { kind: 'return', value: x ? this.returnValue(x, line) : null, line };
        }
        case 'goto': {
          this.h.cursor.next();
          const n = this.h.cursor.next();
          if (n.kind !== 'id') this.h.cursor.fail('label name expected after goto', line);
          this.h.cursor.expect(';', STATEMENT_MISSING_SEMICOLON);
          this.h.fn().gotos.push({ name: n.text, line });
          return { kind: 'goto', name: n.text, line };
        }
      }
    }
    const e = this.expressionAfter(t);
    this.h.cursor.expect(';', STATEMENT_MISSING_SEMICOLON);
    // `nosound;` (corpus C935): a function's name as a statement is its address, linked, unused
    const x = e.type.kind === 'func' ? functionPointer(e, line) : e;
    return { kind: 'expr', expr: x, line };
  }

  /**
   * An expression statement's expression, `first` its first token. TCC 2.0 reads the token after a
   * statement's first name before the name itself (a label's `:`?), so an undefined name there is
   * reported at that token's line: `iii` then `}` on the next line is "Undefined symbol 'iii'" at
   * the `}` (probes UL3, UL5, UL6; corpus C6182), where `a = iii` then `;` is at iii's (UL1, UL4).
   */
  private expressionAfter(first: Token): Expr {
    const next = first.kind === 'id' ? this.h.cursor.peek(1) : undefined;
    try {
      return this.h.ex.expr();
    } catch (e) {
      if (!(e instanceof CompileError) || !next || next.line === first.line || e.line !== first.line || e.detail !== `Undefined symbol '${first.text}'`) throw e;
      throw new CompileError(e.file, next.line, e.detail, next.col ?? 0);
    }
  }

  private readonly switchTypes: IntType[] = [];
  /** The case values and whether a default was seen, of each switch open, innermost last. */
  private readonly switchCases: { values: Set<number>; defaulted: boolean }[] = [];

  private returnValue(x: Expr, line: number): Expr | null {
    const ret = this.h.returnType();
    if (ret.kind === 'void') return x; // TC warns and evaluates it
    const v = this.h.ex.assignable(x, ret, line);
    // a float function returns the 8087's value unrounded (probe CC99971: `float R(double v) { return
    // v; }` gives back v)
    return v.kind === 'cast' && ret.kind === 'float' && ret.size === 4 ? { ...v, unrounded: true } : v;
  }


  /** `break;` or `continue;`: the innermost statement it leaves (`open`: those it may leave, innermost last). */
  private jumpTarget(keyword: 'break' | 'continue', open: readonly number[], line: number): number {
    this.h.cursor.next();
    // TCC 2.0's words, at the token found instead (probes BK1–BK5: `break:` is "Break statement
    // missing ;" at its line, `break` then `x;` on the next line at x's; corpus C6115)
    this.h.cursor.expect(';', `${keyword === 'break' ? 'Break' : 'Continue'} statement missing ;`);
    const target = open[open.length - 1];
    if (target === undefined) this.h.cursor.fail(`Misplaced ${keyword}`, line);
    return target!;
  }

  private loopBody(id: number, isLoop: boolean): Stmt {
    this.h.fn().breaks.push(id);
    if (isLoop) this.h.fn().continues.push(id);
    const body = this.statement();
    this.h.fn().breaks.pop();
    if (isLoop) this.h.fn().continues.pop();
    return body;
  }

  /**
   * '(' expression ')', the controlling expression of if, while and do; a missing parenthesis is
   * TCC 2.0's `If statement missing )` (oracle-ccerr classes paren-if, lparen-while…).
   */
  private condition(statement: 'If' | 'While' | 'Do-while'): Expr {
    this.h.cursor.expect('(', `${statement} statement missing (`);
    const c = this.h.ex.test(this.h.ex.expr());
    this.h.cursor.expect(')', `${statement} statement missing )`);
    return c;
  }
}
