/**
 * Statements → JavaScript. Control flow maps onto JS's: every loop and switch is labelled so
 * `break`/`continue` always reach the C statement's target, and each loop's back-edge passes the
 * pure-loop guard. A block that holds labels runs as a small dispatcher (`for (;;) switch ($pc) …`)
 * and `goto` sets `$pc` and continues it: a jump out of nested loops (TETRIS.C's `goto GameOver`)
 * or backwards works; a jump *into* a nested block is refused. With line tracking, each statement
 * is preceded by its `$line(n)` hook.
 */
import type { Expr, ExprEnv, FuncDef, FuncType, Init, Shared, Stmt } from '../c.ts';
import type { ExprGen } from './expressions.ts';
import { localInit } from './init.ts';
import type { AxModel } from './ax.ts';
import { CompileError } from '../errors.ts';
import { sizeOf } from '../front/types.ts';

export class StatementGen {
  /** Blocks holding labels: label → the dispatcher's id and case number. */
  private readonly labelHome = new Map<string, { block: Stmt; pc: number }>();
  private readonly activeBlocks: Stmt[] = [];
  private readonly blockIds = new Map<Stmt, number>();

  constructor(
    private readonly f: FuncDef,
    private readonly sh: Shared,
    private readonly env: ExprEnv,
    private readonly ex: ExprGen,
    /** TC's AX followed for a function that falls off its end into a value (codegen/ax.ts), or null. */
    private readonly ax: AxModel | null = null,
    /** What leaving the function must do first, when anything (a frameless function's SP: function.ts). */
    private readonly leave = '',
  ) {}

  private effect(x: Expr): string {
    return this.ax ? this.ax.effectCode(x) : this.ex.effect(x);
  }

  private cond(x: Expr): string {
    return this.ax ? this.ax.condCode(x) : this.ex.cond(x);
  }

  /** A loop's condition: its reads of the tick count poll it (ExprEnv.loopCondition). */
  private loopCond(x: Expr): string {
    const outer = this.env.loopCondition;
    this.env.loopCondition = true;
    try {
      return this.cond(x);
    } finally {
      this.env.loopCondition = outer;
    }
  }

  /** The function's body: its labels found first, so a `goto` knows where each one is. */
  body(s: Stmt, ind: string): string {
    this.findLabels(s);
    return this.stmt(s, ind);
  }

  private ret(x: Expr | null): string {
    const rt = (this.f.type as FuncType).returns;
    // With line tracking the function leaves the record of running functions as it returns, once its
    // value is computed (a fault in it is still this function's; codegen/function.ts).
    const live = this.sh.options.lines;
    const left = (v: string): string => {
      if (!this.leave) return v;
      const r = this.env.temp();
      return `(${r} = ${v}, ${this.leave}, ${r})`;
    };
    const value = (v: string): string => (live ? `return $ret(${left(v)});` : `return ${left(v)};`);
    const none = `${this.leave ? `${this.leave}; ` : ''}${live ? '--$cd; return;' : 'return;'}`;
    if (!x) return rt.kind === 'void' ? `{ ${none} }` : value('0');
    if (rt.kind === 'void') return `{ ${this.ex.effect(x)}; ${none} }`;
    if (rt.kind === 'struct') {
      const buf = this.sh.layout.returnBuffers.get(this.f.sym)!;
      return value(`$copy(${buf}, ${this.ex.gen(x)}, ${sizeOf(rt)})`);
    }
    return value(this.ex.gen(x));
  }

  private findLabels(s: Stmt): void {
    const visit = (st: Stmt): void => {
      switch (st.kind) {
        case 'block': {
          let pc = 0;
          for (const item of st.items) {
            let it: Stmt = item;
            let labelled = false;
            while (it.kind === 'label') {
              if (!labelled) pc++;
              labelled = true;
              this.labelHome.set(it.name, { block: st, pc });
              it = it.stmt;
            }
            visit(it);
          }
          return;
        }
        case 'if': visit(st.then); if (st.else) visit(st.else); return;
        case 'while': case 'do': case 'for': case 'switch': visit(st.body); return;
        case 'case': case 'default': visit(st.stmt); return;
        case 'label': this.labelHome.set(st.name, { block: st, pc: -1 }); visit(st.stmt); return;
        default: return;
      }
    };
    visit(s);
  }

  private stmt(s: Stmt, ind: string): string {
    let line = '';
    if (this.sh.options.lines && s.kind !== 'block') {
      const stops = this.sh.options.stepping && this.sh.options.flavour === 'coroutine' && this.sh.blocking.has(this.f.sym);
      line = stops ? `${ind}if ($line(${s.line}, true)) yield;\n` : `${ind}$line(${s.line});\n`;
    }
    try {
      return line + this.stmtBody(s, ind);
    } catch (e) {
      // what the expression generator cannot do (a struct through a far pointer…): at this line
      if (e instanceof CompileError) throw e;
      throw new CompileError(this.sh.program.file, s.line, (e as Error).message);
    }
  }

  private stmtBody(s: Stmt, ind: string): string {
    switch (s.kind) {
      case 'expr': return `${ind}${this.effect(s.expr)};`;
      case 'empty': return `${ind};`;
      case 'block': return this.block(s, ind);
      case 'if': {
        let c = `${ind}if (${this.cond(s.cond)}) {\n${this.stmt(s.then, ind + '  ')}\n${ind}}`;
        if (s.else) c += ` else {\n${this.stmt(s.else, ind + '  ')}\n${ind}}`;
        return c;
      }
      case 'while': return `${ind}$L${s.id}: while (${this.loopCond(s.cond)}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      case 'do': return `${ind}$L${s.id}: do {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}} while (${this.loopCond(s.cond)});`;
      case 'for': {
        const init = s.init ? this.effect(s.init) : '';
        const c = s.cond ? this.loopCond(s.cond) : '';
        const step = s.step ? this.effect(s.step) : '';
        return `${ind}$L${s.id}: for (${init}; ${c}; ${step}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      }
      case 'break': return `${ind}break $L${s.target};`;
      case 'continue': return `${ind}continue $L${s.target};`;
      case 'return': return `${ind}${this.ret(s.value)}`;
      case 'switch': return this.switchStmt(s, ind);
      case 'case':
      case 'default': throw new CompileError(this.sh.program.file, s.line, `${s.kind} label inside a nested statement of its switch is not supported`);
      case 'label': {
        const home = this.labelHome.get(s.name);
        if (home && home.pc === -1) throw new CompileError(this.sh.program.file, s.line, `label ${s.name} must stand in a { } block's statement list`);
        return this.stmt(s.stmt, ind);
      }
      case 'goto': {
        const home = this.labelHome.get(s.name)!;
        if (!this.activeBlocks.includes(home.block)) throw new CompileError(this.sh.program.file, s.line, `goto ${s.name}: jumping into a nested block is not supported`);
        const id = this.blockIds.get(home.block)!;
        return `${ind}{ $pc${id} = ${home.pc}; continue $G${id}; }`;
      }
      case 'init':
        if (this.ax && !s.init.list) return `${ind}${this.ax.initCode(s.sym, s.init.expr, s.line)};`;
        return localInit(this.ex, this.sh.program.file, (this.env.varRef(s.sym) as { addr: string }).addr, s.sym, s.init, ind);
    }
  }

  /**
   * The pure-loop guard at a loop's back-edge (memory.ts, SPIN_LOOK): where the function can
   * wait (a generator, or any function of the sync flavour), a loop spinning on what an interrupt
   * handler changes lets time pass to the next interrupt.
   */
  private guard(line: number, ind: string): string {
    const site = this.env.site(line);
    if (this.sh.options.flavour === 'sync') return `${ind}  if (--$be === 0) $drive($spin(${site}, true));\n`;
    if (this.sh.blocking.has(this.f.sym)) return `${ind}  if (--$be === 0) yield* $spin(${site}, true);\n`;
    return `${ind}  if (--$be === 0) $spin(${site}, false);\n`;
  }

  private block(s: Extract<Stmt, { kind: 'block' }>, ind: string): string {
    const hasLabels = s.items.some((i) => i.kind === 'label');
    this.activeBlocks.push(s);
    try {
      const jump = s === this.f.body ? this.setjmpAt(s.items, hasLabels) : -1;
      if (jump >= 0) return this.setjmpBlock(s.items, jump, ind);
      if (!hasLabels) return s.items.map((i) => this.stmt(i, ind)).join('\n');
      const id = this.blockIds.size + 1;
      this.blockIds.set(s, id);
      const parts: string[] = [`${ind}let $pc${id} = 0;`, `${ind}$G${id}: for (;;) {`, this.guard(s.line, ind).trimEnd(), `${ind}  switch ($pc${id}) {`, `${ind}  case 0:`];
      let pc = 0;
      for (const item of s.items) {
        if (item.kind === 'label') parts.push(`${ind}  case ${++pc}:`);
        parts.push(this.stmt(item, ind + '    '));
      }
      parts.push(`${ind}  }`, `${ind}  break;`, `${ind}}`);
      return parts.join('\n');
    } finally {
      this.activeBlocks.pop();
    }
  }

  /**
   * The statement of the function's outermost block that calls setjmp, or -1. The machine's
   * setjmp replays that statement and what follows it (setjmpBlock), so the call must stand in such
   * a statement outside any loop, once a function, in a function without goto labels.
   */
  private setjmpAt(items: readonly Stmt[], hasLabels: boolean): number {
    // Most functions call no setjmp (the parser lists what each calls by name): no walk of the tree.
    if (![...this.f.calls].some((c) => c.name === 'setjmp')) return -1;
    const found = items.map((i) => setjmpCalls(i, false));
    const at = found.findIndex((f) => f.count > 0);
    const total = found.reduce((n, f) => n + f.count, 0);
    const bad = (why: string): never => {
      throw new CompileError(this.sh.program.file, found[at]?.line ?? this.f.line, `setjmp ${why} is not supported on this machine`);
    };
    if (total === 0) return -1;
    if (total > 1) bad('called twice in one function');
    if (found[at]!.inLoop) bad('inside a loop');
    if (hasLabels) bad('in a function with goto labels');
    return at;
  }

  /** Statements from the one calling setjmp on, run again from it when a longjmp with its token arrives. */
  private setjmpBlock(items: readonly Stmt[], at: number, ind: string): string {
    const before = items.slice(0, at).map((i) => this.stmt(i, ind));
    const from = items.slice(at).map((i) => this.stmt(i, ind + '    '));
    return [
      ...before,
      // the depth of the record of running functions here (codegen/function.ts): a longjmp back to
      // this function leaves it at this depth, with nothing unwound
      `${ind}let $sjv = 0, $sjt = 0, $sjd = $cd, $sjs = $sp;`,
      `${ind}$SJ: for (;;) {`,
      `${ind}  try {`,
      ...from,
      `${ind}  } catch ($e) {`,
      `${ind}    if ($e !== null && typeof $e === 'object' && $e.setjmpToken === $sjt) { $sjv = $e.value; $cd = $sjd; $sp = $sjs; $un = 0; continue $SJ; }`,
      `${ind}    throw $e;`,
      `${ind}  }`,
      `${ind}  break;`,
      `${ind}}`,
    ].join('\n');
  }

  private switchStmt(s: Extract<Stmt, { kind: 'switch' }>, ind: string): string {
    const items = s.body.kind === 'block' ? s.body.items : [s.body];
    const parts = [`${ind}$L${s.id}: switch (${this.ex.gen(s.expr)}) {`];
    if (s.body.kind === 'block' && items.some((i) => i.kind === 'label')) {
      throw new CompileError(this.sh.program.file, s.line, 'a label directly inside a switch body is not supported');
    }
    if (s.body.kind === 'block') this.activeBlocks.push(s.body);
    for (let item of items) {
      for (;;) {
        if (item.kind === 'case') {
          parts.push(`${ind}case ${item.value < 0 ? `(${item.value})` : item.value}:`);
          item = item.stmt;
        } else if (item.kind === 'default') {
          parts.push(`${ind}default:`);
          item = item.stmt;
        } else break;
      }
      parts.push(this.stmt(item, ind + '  '));
    }
    if (s.body.kind === 'block') this.activeBlocks.pop();
    parts.push(`${ind}}`);
    return parts.join('\n');
  }
}

/** How many calls to the library's setjmp statement `s` holds, whether one is in a loop, and the last one's line. */
function setjmpCalls(s: Stmt, inLoop: boolean): { count: number; inLoop: boolean; line: number } {
  const r = { count: 0, inLoop: false, line: 0 };
  const expr = (x: Expr | null, loop: boolean): void => {
    if (x === null) return;
    switch (x.kind) {
      case 'call':
        if (x.callee.kind === 'addr' && x.callee.operand.kind === 'var' && x.callee.operand.sym.name === 'setjmp' && !x.callee.operand.sym.def) {
          r.count++;
          r.inLoop ||= loop;
          r.line = x.line;
        }
        expr(x.callee, loop);
        for (const a of x.args) expr(a, loop);
        return;
      case 'deref': expr(x.pointer, loop); return;
      case 'member': expr(x.object, loop); return;
      case 'addr': case 'unary': case 'incdec': case 'cast': expr(x.operand, loop); return;
      case 'bin': case 'ptrdiff': case 'cmp': case 'logic': case 'assign': case 'comma': expr(x.left, loop); expr(x.right, loop); return;
      case 'ptradd': expr(x.pointer, loop); expr(x.index, loop); return;
      case 'cond': expr(x.cond, loop); expr(x.then, loop); expr(x.else, loop); return;
      case 'num': case 'str': case 'var': return;
    }
  };
  const init = (i: Init, loop: boolean): void => {
    if (i.list) for (const item of i.items) init(item, loop);
    else expr(i.expr, loop);
  };
  const stmt = (s: Stmt, loop: boolean): void => {
    switch (s.kind) {
      case 'expr': expr(s.expr, loop); return;
      case 'return': expr(s.value, loop); return;
      case 'if': expr(s.cond, loop); stmt(s.then, loop); if (s.else) stmt(s.else, loop); return;
      // all of a loop counts as inside it, a for's first clause too
      case 'while': case 'do': expr(s.cond, true); stmt(s.body, true); return;
      case 'for': expr(s.init, true); expr(s.cond, true); expr(s.step, true); stmt(s.body, true); return;
      case 'switch': expr(s.expr, loop); stmt(s.body, loop); return;
      case 'block': for (const item of s.items) stmt(item, loop); return;
      case 'case': case 'default': case 'label': stmt(s.stmt, loop); return;
      case 'init': init(s.init, loop); return;
      case 'break': case 'continue': case 'goto': case 'empty': return;
    }
  };
  stmt(s, inLoop);
  return r;
}
