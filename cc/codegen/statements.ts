/**
 * Statements → JavaScript. Control flow maps onto JS's: every loop and switch is labelled so
 * `break`/`continue` always reach the C statement's target, and each loop's back-edge passes the
 * pure-loop guard. A block that holds labels runs as a small dispatcher (`for (;;) switch ($pc) …`)
 * and `goto` sets `$pc` and continues it: a jump out of nested loops (TETRIS.C's `goto GameOver`)
 * or backwards. A jump *into* a nested statement (a goto into a branch, a loop's body, a block; a
 * case label inside a loop of its switch, Duff's device) also sets `$go` to its target: the
 * statements on the way are entered by the part holding it, and the target clears it (findLabels).
 * With line tracking, each statement is preceded by its `$line(n)` hook.
 */
import type { Expr, ExprEnv, FuncDef, FuncType, Init, Shared, Stmt } from '../c.ts';
import type { ExprGen } from './expressions.ts';
import { localInit } from './init.ts';
import type { AxModel } from './ax.ts';
import { CompileError } from '../errors.ts';
import { sizeOf } from '../front/types.ts';

export class StatementGen {
  /** Where each label stands: its { } block and the item of it that it labels (-1: not in a block's list). */
  private readonly labelHome = new Map<string, { block: Stmt; item: number }>();
  private readonly activeBlocks: Stmt[] = [];
  private readonly blockIds = new Map<Stmt, number>();
  /** The items of each dispatcher block that start a case of it (labelled ones, and those a jump enters through) → case number. */
  private readonly casePcs = new Map<Stmt, Map<number, number>>();
  /**
   * Targets reached by a jump into a nested statement (a goto into a block, a case label inside a
   * loop of its switch): label or case statement → its number in `$go`, which stays set while the
   * statements around the target are entered and is cleared at the target.
   */
  private readonly goIds = new Map<Stmt, number>();
  /** Statements on the way to such a target: target number → the item/branch they are entered by. */
  private readonly entries = new Map<Stmt, Map<number, number>>();
  /** A goto into a nested block: its target number, the block it re-enters and that block's item. */
  private readonly intoGotos = new Map<Stmt, { g: number; block: Stmt; item: number }>();
  /** A switch with case labels inside nested statements of its body: value (null: default) → target number. */
  private readonly nestedCases = new Map<Stmt, { value: number | null; g: number }[]>();

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
    const code = this.stmt(s, ind);
    return this.goIds.size ? `${ind}let $go = 0;\n${code}` : code;
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

  /**
   * Finds each label's home, and the jumps into nested statements: a goto whose label's block does
   * not hold it, a case label of a switch not in its body's own list (Duff's device). Most functions
   * have neither: their code is the plain one.
   */
  private findLabels(body: Stmt): void {
    const parent = new Map<Stmt, Stmt>();
    const gotos: Extract<Stmt, { kind: 'goto' }>[] = [];
    const cases: { c: Stmt; sw: Extract<Stmt, { kind: 'switch' }> }[] = [];
    const labels: Extract<Stmt, { kind: 'label' }>[] = [];
    const visit = (st: Stmt, sw: Extract<Stmt, { kind: 'switch' }> | null): void => {
      const down = (c: Stmt, inner = sw): void => {
        parent.set(c, st);
        visit(c, inner);
      };
      switch (st.kind) {
        case 'block': for (const item of st.items) down(item); return;
        case 'if': down(st.then); if (st.else) down(st.else); return;
        case 'while': case 'do': case 'for': down(st.body); return;
        case 'switch': down(st.body, st); return;
        case 'case': case 'default': cases.push({ c: st, sw: sw! }); down(st.stmt); return;
        case 'label': labels.push(st); down(st.stmt); return;
        case 'goto': gotos.push(st); return;
        default: return;
      }
    };
    visit(body, null);
    const up = (st: Stmt): Stmt => {
      let p = parent.get(st)!;
      while (p.kind === 'label') p = parent.get(p)!;
      return p;
    };
    for (const l of labels) {
      let top: Stmt = l;
      while (parent.get(top)?.kind === 'label') top = parent.get(top)!;
      const p = parent.get(top)!;
      this.labelHome.set(l.name, p.kind === 'block' ? { block: p, item: p.items.indexOf(top) } : { block: l, item: -1 });
    }
    const caseItems = new Map<Stmt, Set<number>>();
    const needCase = (b: Stmt, item: number): void => {
      if (!caseItems.has(b)) caseItems.set(b, new Set());
      caseItems.get(b)!.add(item);
    };
    const enter = (st: Stmt, g: number, item: number): void => {
      if (!this.entries.has(st)) this.entries.set(st, new Map());
      this.entries.get(st)!.set(g, item);
    };
    const goId = (t: Stmt): number => {
      if (!this.goIds.has(t)) this.goIds.set(t, this.goIds.size + 1);
      return this.goIds.get(t)!;
    };
    /** Marks the way from target `t` up to `top` (not included); returns the child of `top` it comes through. */
    const mark = (t: Stmt, top: Stmt, g: number): Stmt => {
      let cur = t;
      for (;;) {
        const p = parent.get(cur)!;
        if (p === top) return cur;
        const swp = parent.get(p);
        if (p.kind === 'block' && swp?.kind === 'switch') enter(swp, g, p.items.indexOf(cur));
        else if (p.kind === 'block') { const i = p.items.indexOf(cur); enter(p, g, i); needCase(p, i); }
        else if (p.kind === 'if') enter(p, g, cur === p.then ? 0 : 1);
        else if (p.kind === 'switch' && p.body === cur && cur.kind !== 'block') enter(p, g, 0);
        else if (p.kind === 'while' || p.kind === 'for') enter(p, g, 0);
        cur = p;
      }
    };
    for (const go of gotos) {
      const home = this.labelHome.get(go.name);
      if (!home || home.item < 0) continue;
      const around = new Set<Stmt>();
      for (let a = parent.get(go); a; a = parent.get(a)) around.add(a);
      // a switch's body is no dispatcher: a label in its own list is reached through the switch, as a target inside it
      if (around.has(home.block) && parent.get(home.block)?.kind !== 'switch') continue;
      // the innermost block around both that is a dispatcher of its own (a switch's body is not)
      let a: Stmt = home.block;
      while (!(around.has(a) && a.kind === 'block' && parent.get(a)?.kind !== 'switch')) a = parent.get(a)!;
      const target = labels.find((l) => l.name === go.name)!;
      const g = goId(target);
      const via = mark(target, a, g);
      const item = (a as Extract<Stmt, { kind: 'block' }>).items.indexOf(via);
      needCase(a, item);
      this.intoGotos.set(go, { g, block: a, item });
    }
    for (const { c, sw } of cases) {
      let p = up(c);
      while (p.kind === 'case' || p.kind === 'default') p = up(p);
      if (p === sw || (p.kind === 'block' && parent.get(p) === sw)) continue;
      const g = goId(c);
      mark(c, sw, g);
      if (!this.nestedCases.has(sw)) this.nestedCases.set(sw, []);
      this.nestedCases.get(sw)!.push({ value: c.kind === 'case' ? c.value : null, g });
    }
    const blocks = new Set<Stmt>(caseItems.keys());
    for (const l of labels) { const h = this.labelHome.get(l.name)!; if (h.item >= 0) blocks.add(h.block); }
    for (const b of blocks) {
      if (b.kind !== 'block') continue;
      const extra = caseItems.get(b);
      const pcs = new Map<number, number>();
      b.items.forEach((it, i) => { if (it.kind === 'label' || extra?.has(i)) pcs.set(i, pcs.size + 1); });
      this.casePcs.set(b, pcs);
    }
  }

  /** `$go`'s test for the targets `gs`, among those entering here. */
  private goTest(gs: number[], all: number): string {
    if (gs.length === 0) return 'false';
    if (gs.length === all) return 'true';
    return gs.map((g) => `$go === ${g}`).join(' || ');
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
        const ent = this.entries.get(s);
        let test = this.cond(s.cond);
        if (ent) test = `$go ? ${this.goTest([...ent].filter(([, b]) => b === 0).map(([g]) => g), ent.size)} : (${test})`;
        let c = `${ind}if (${test}) {\n${this.stmt(s.then, ind + '  ')}\n${ind}}`;
        if (s.else) c += ` else {\n${this.stmt(s.else, ind + '  ')}\n${ind}}`;
        return c;
      }
      case 'while': return `${ind}$L${s.id}: while (${this.entries.has(s) ? `$go || (${this.loopCond(s.cond)})` : this.loopCond(s.cond)}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      case 'do': return `${ind}$L${s.id}: do {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}} while (${this.loopCond(s.cond)});`;
      case 'for': {
        const init = s.init ? this.effect(s.init) : '';
        const c = s.cond ? this.loopCond(s.cond) : '';
        const step = s.step ? this.effect(s.step) : '';
        // entered by a jump: neither the first clause nor the condition is run
        if (this.entries.has(s)) {
          const pre = init ? `${ind}if (!$go) ${init};\n` : '';
          return `${pre}${ind}$L${s.id}: for (; ${c ? `$go || (${c})` : ''}; ${step}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
        }
        return `${ind}$L${s.id}: for (${init}; ${c}; ${step}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      }
      case 'break': return `${ind}break $L${s.target};`;
      case 'continue': return `${ind}continue $L${s.target};`;
      case 'return': return `${ind}${this.ret(s.value)}`;
      case 'switch': return this.switchStmt(s, ind);
      case 'case':
      case 'default':
        // a case label inside a nested statement of its switch (a direct one is the switch's own)
        if (!this.goIds.has(s)) throw new CompileError(this.sh.program.file, s.line, `${s.kind} label inside a nested statement of its switch is not supported`);
        return `${ind}$go = 0;\n${this.stmt(s.stmt, ind)}`;
      case 'label': {
        const home = this.labelHome.get(s.name);
        if (home && home.item === -1) throw new CompileError(this.sh.program.file, s.line, `label ${s.name} must stand in a { } block's statement list`);
        return this.goIds.has(s) ? `${ind}$go = 0;\n${this.stmt(s.stmt, ind)}` : this.stmt(s.stmt, ind);
      }
      case 'goto': {
        const into = this.intoGotos.get(s);
        if (into) {
          const id = this.blockIds.get(into.block)!;
          return `${ind}{ $go = ${into.g}; $pc${id} = ${this.casePcs.get(into.block)!.get(into.item)!}; continue $G${id}; }`;
        }
        const home = this.labelHome.get(s.name)!;
        if (!this.activeBlocks.includes(home.block) || !this.blockIds.has(home.block)) throw new CompileError(this.sh.program.file, s.line, `goto ${s.name}: jumping to this label is not supported`);
        const id = this.blockIds.get(home.block)!;
        return `${ind}{ $pc${id} = ${this.casePcs.get(home.block)!.get(home.item)!}; continue $G${id}; }`;
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
    const pcs = this.casePcs.get(s);
    const hasLabels = pcs !== undefined && pcs.size > 0;
    this.activeBlocks.push(s);
    try {
      const jump = s === this.f.body ? this.setjmpAt(s.items, hasLabels) : -1;
      if (jump >= 0) return this.setjmpBlock(s.items, jump, ind);
      if (!hasLabels) return s.items.map((i) => this.stmt(i, ind)).join('\n');
      const id = this.blockIds.size + 1;
      this.blockIds.set(s, id);
      // entered by a jump: its first case is the item the jump comes through
      const ent = this.entries.get(s);
      const start = ent ? `$go ? ${[...ent].map(([g, i], k) => (k === ent.size - 1 ? `${pcs.get(i)}` : `$go === ${g} ? ${pcs.get(i)} : `)).join('')} : 0` : '0';
      const parts: string[] = [`${ind}let $pc${id} = ${start};`, `${ind}$G${id}: for (;;) {`, this.guard(s.line, ind).trimEnd(), `${ind}  switch ($pc${id}) {`, `${ind}  case 0:`];
      s.items.forEach((item, i) => {
        const pc = pcs.get(i);
        if (pc !== undefined) parts.push(`${ind}  case ${pc}:`);
        parts.push(this.stmt(item, ind + '    '));
      });
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
    const ent = this.entries.get(s);
    const parts = ent ? [this.enteredSwitch(s, items, ind)] : [`${ind}$L${s.id}: switch (${this.ex.gen(s.expr)}) {`];
    if (s.body.kind === 'block') this.activeBlocks.push(s.body);
    for (let [i, item] of items.entries()) {
      // entered by a jump to a target inside this item: a case no switch value matches
      for (const [g, at] of ent ?? []) if (at === i) parts.push(`${ind}case '$e${g}':`);
      let reached = false;
      for (;;) {
        if (item.kind === 'case') {
          parts.push(`${ind}case ${item.value < 0 ? `(${item.value})` : item.value}:`);
          item = item.stmt;
        } else if (item.kind === 'default') {
          parts.push(`${ind}default:`);
          item = item.stmt;
        } else if (item.kind === 'label' && ['label', 'case', 'default'].includes(item.stmt.kind)) {
          // a goto label among the case labels (`again: case 3:`): its target is this item
          reached ||= this.goIds.has(item);
          item = item.stmt;
        } else break;
      }
      if (reached) parts.push(`${ind}  $go = 0;`);
      parts.push(this.stmt(item, ind + '  '));
    }
    if (s.body.kind === 'block') this.activeBlocks.pop();
    parts.push(`${ind}}`);
    return parts.join('\n');
  }

  /**
   * The head of a switch with targets inside its items: while `$go` is set the switch goes to the
   * item holding its target; otherwise a value that names a case label inside a nested statement
   * (Duff's device) sets `$go` to that label first.
   */
  private enteredSwitch(s: Extract<Stmt, { kind: 'switch' }>, items: readonly Stmt[], ind: string): string {
    const nested = this.nestedCases.get(s);
    const head = (v: string): string => `${ind}$L${s.id}: switch ($go ? '$e' + $go : ${v}) {`;
    if (!nested) return head(`(${this.ex.gen(s.expr)})`);
    const t = this.env.temp();
    const direct: number[] = [];
    for (let item of items) {
      while (item.kind === 'case' || item.kind === 'default') {
        if (item.kind === 'case') direct.push(item.value);
        item = item.stmt;
      }
    }
    const nestedDefault = nested.find((n) => n.value === null);
    const directDefault = items.some((item) => { while (item.kind === 'case') item = item.stmt; return item.kind === 'default'; });
    // no case matches: the default's target when the default is nested, else nothing is entered
    const otherwise = nestedDefault && !directDefault ? (direct.length ? `${direct.map((v) => `${t} === ${v}`).join(' || ')} ? 0 : ${nestedDefault.g}` : `${nestedDefault.g}`) : '0';
    const pick = nested.filter((n) => n.value !== null).map((n) => `${t} === ${n.value} ? ${n.g} : `).join('') + otherwise;
    return `${ind}if (!$go) { ${t} = ${this.ex.gen(s.expr)}; $go = ${pick}; }\n${head(t)}`;
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
