/**
 * Statements: blocks, the loops (each with an id their `break`/`continue` name), switch with its
 * case labels converted to the switch's type, labels and goto, return with its value converted to
 * the function's type. Declarations inside blocks are the parser's (parse.ts).
 */
import type { CType, Expr, IntType, Stmt, Sym } from '../c.ts';
import { convert } from './constant.ts';
import type { Cursor } from './cursor.ts';
import type { Scopes } from './declare.ts';
import type { ExprParser } from './expr.ts';
import { INT, isInteger, promote, typeName } from './types.ts';

/** The parse state of the function being parsed. */
export interface FnState {
  def: { params: Sym[]; locals: Sym[]; calls: Set<Sym>; callsIndirect: boolean };
  labels: Map<string, number>;
  gotos: { name: string; line: number }[];
  /** break / continue targets, innermost last. */
  breaks: number[];
  continues: number[];
}

export interface StatementHost {
  readonly cur: Cursor;
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
}

/** TCC 2.0's text for a statement without its `;` (measured: `Statement missing ; in function main`). */
const STATEMENT_MISSING_SEMICOLON = 'Statement missing ;';

export class StatementParser {
  constructor(private readonly h: StatementHost) {}

  /** compound-statement: '{' { declaration | statement } '}' */
  block(): Stmt {
    const line = this.h.cur.expect('{').line;
    this.h.scopes.push();
    const items: Stmt[] = [];
    let statements = false;
    while (!this.h.cur.eat('}')) {
      if (this.h.cur.atEnd()) this.h.cur.fail('Compound statement missing }');
      const start = this.h.cur.mark();
      try {
        if (this.h.startsDecl()) {
          // C89, and TCC 2.0: declarations open a block (measured: `Expression syntax in function main`)
          if (statements && this.h.strict) this.h.cur.fail('Expression syntax');
          items.push(...this.h.localDecl());
        } else {
          statements = true;
          items.push(this.statement());
        }
      } catch (e) {
        this.h.failed(e); // noted (or rethrown when fatal): go on after the statement
        this.h.cur.recover(start, false);
      }
    }
    this.h.scopes.pop();
    return { s: 'block', items, line };
  }

  /**
   * statement: labeled-statement | compound-statement | expression-statement | selection-statement
   *   | iteration-statement | jump-statement
   */
  private statement(): Stmt {
    return this.h.cur.nested('statement', () => this.statementHere());
  }

  private statementHere(): Stmt {
    const t = this.h.cur.at;
    if (!t) return this.h.cur.fail('statement expected');
    const line = t.line;
    if (t.k === 'id' && this.h.cur.peek(1)?.v === ':' && !['default', 'case'].includes(t.v) && this.h.lookup(t.v)?.kind !== 'enumconst') {
      this.h.cur.next();
      this.h.cur.next();
      if (this.h.fn().labels.has(t.v)) this.h.cur.fail(`label ${t.v} defined twice`, line);
      this.h.fn().labels.set(t.v, line);
      const stmt = this.h.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
      return { s: 'label', name: t.v, stmt, line };
    }
    if (t.k === 'punct') {
      if (t.v === '{') return this.block();
      if (t.v === ';') {
        this.h.cur.next();
        return { s: 'empty', line };
      }
    }
    if (t.k === 'id') {
      switch (t.v) {
        case 'if': {
          this.h.cur.next();
          const c = this.condition();
          const a = this.statement();
          const b = this.h.cur.eat('else') ? this.statement() : null;
          return { s: 'if', c, a, b, line };
        }
        case 'while': {
          this.h.cur.next();
          const c = this.condition();
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          return { s: 'while', c, body, id, line };
        }
        case 'do': {
          this.h.cur.next();
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          this.h.cur.expect('while', 'after the body of do');
          const c = this.condition();
          this.h.cur.expect(';', STATEMENT_MISSING_SEMICOLON);
          return { s: 'do', body, c, id, line };
        }
        case 'for': {
          this.h.cur.next();
          this.h.cur.expect('(', 'after for');
          const init = this.h.cur.v === ';' ? null : this.h.ex.expr();
          this.h.cur.expect(';', 'in for (…)');
          const c = this.h.cur.v === ';' ? null : this.h.ex.test(this.h.ex.expr());
          this.h.cur.expect(';', 'in for (…)');
          const step = this.h.cur.v === ')' ? null : this.h.ex.expr();
          this.h.cur.expect(')', 'after for (…)');
          const id = this.h.newId();
          const body = this.loopBody(id, true);
          return { s: 'for', init, c, step, body, id, line };
        }
        case 'switch': {
          this.h.cur.next();
          this.h.cur.expect('(', 'after switch');
          const x0 = this.h.ex.rvalue(this.h.ex.expr());
          this.h.cur.expect(')', 'after switch (…');
          if (!isInteger(x0.t)) this.h.cur.fail(`switch on ${typeName(x0.t)}: an integer is needed`, line);
          const x = convert(x0, promote(x0.t as IntType));
          const id = this.h.newId();
          this.switchTypes.push(x.t as IntType);
          const body = this.loopBody(id, false);
          this.switchTypes.pop();
          return { s: 'switch', x, body, id, line };
        }
        case 'case': {
          this.h.cur.next();
          const st = this.switchTypes[this.switchTypes.length - 1];
          if (!st) this.h.cur.fail('Case outside of switch', line);
          const v = this.h.ex.constant('a case label');
          this.h.cur.expect(':', 'after case');
          const stmt = this.h.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
          return { s: 'case', v: (convert({ e: 'num', v, t: INT, line }, st!) as { v: number }).v, stmt, line };
        }
        case 'default': {
          this.h.cur.next();
          if (this.switchTypes.length === 0) this.h.cur.fail('Default outside of switch', line);
          this.h.cur.expect(':', 'after default');
          const stmt = this.h.cur.v === '}' ? { s: 'empty' as const, line } : this.statement();
          return { s: 'default', stmt, line };
        }
        case 'break':
          return { s: 'break', target: this.jumpTarget('break', this.h.fn().breaks, line), line };
        case 'continue':
          return { s: 'continue', target: this.jumpTarget('continue', this.h.fn().continues, line), line };
        case 'return': {
          this.h.cur.next();
          const x = this.h.cur.v === ';' ? null : this.h.ex.expr();
          this.h.cur.expect(';', 'Return statement missing ;'); // measured
          return { s: 'return', x: x ? this.returnValue(x, line) : null, line };
        }
        case 'goto': {
          this.h.cur.next();
          const n = this.h.cur.next();
          if (n.k !== 'id') this.h.cur.fail('label name expected after goto', line);
          this.h.cur.expect(';', STATEMENT_MISSING_SEMICOLON);
          this.h.fn().gotos.push({ name: n.v, line });
          return { s: 'goto', name: n.v, line };
        }
      }
    }
    const x = this.h.ex.expr();
    this.h.cur.expect(';', STATEMENT_MISSING_SEMICOLON);
    return { s: 'expr', x, line };
  }

  private readonly switchTypes: IntType[] = [];

  private returnValue(x: Expr, line: number): Expr | null {
    const ret = this.h.returnType();
    if (ret.k === 'void') return x; // TC warns and evaluates it
    return this.h.ex.assignable(x, ret, line);
  }


  /** `break;` or `continue;`: the innermost statement it leaves (`open`: those it may leave, innermost last). */
  private jumpTarget(keyword: 'break' | 'continue', open: readonly number[], line: number): number {
    this.h.cur.next();
    this.h.cur.expect(';', STATEMENT_MISSING_SEMICOLON);
    const target = open[open.length - 1];
    if (target === undefined) this.h.cur.fail(`Misplaced ${keyword}`, line);
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

  private condition(): Expr {
    this.h.cur.expect('(');
    const c = this.h.ex.test(this.h.ex.expr());
    this.h.cur.expect(')');
    return c;
  }
}
