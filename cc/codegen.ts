/**
 * The program → one JavaScript module body (run with `new Function`). Each C function becomes a
 * JS function of the same name (so the machine's crash report and the study view's stack name
 * the C function); it is a generator (`function*`) when it can reach a blocking library call,
 * directly or through the functions it calls, and a plain function otherwise. The synchronous
 * flavour (for the machine's synchronous engine) makes every function plain and runs blocking
 * library calls through `$drive`.
 *
 * Scalar locals and parameters whose address is never taken are JS variables; the others, and
 * arrays and structs, live in the function's frame on the data segment's stack (`$fp`).
 * Uninitialised JS locals start at 0 (TC would leave whatever the stack held).
 *
 * Control flow maps onto JS's: every loop and switch is labelled so `break`/`continue` always
 * reach the C statement's target. A block that holds labels runs as a small dispatcher
 * (`for (;;) switch ($pc) …`) and `goto` sets `$pc` and continues it: a jump out of nested
 * loops (TETRIS.C's `goto GameOver`) or backwards works; a jump *into* a nested block is refused.
 */
import type { Expr, FuncDef, Init, Program, Stmt, Sym } from './ast.ts';
import { ExprGen, argSlot, bitInsert, conv, store, wrap, type ExprEnv } from './codegen-expr.ts';
import { CompileError } from './errors.ts';
import { initValue, inRegister, type Layout } from './layout.ts';
import { STACK_LIMIT } from './memory.ts';
import { sizeOf, wrapInt, type CType, type FuncType } from './types.ts';

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
}

export interface Generated {
  readonly code: string;
  /** Fault sites: C line and function, by number. */
  readonly sites: { line: number; fn: string }[];
  /** Functions called through a pointer (they must stay plain functions). */
  readonly pointed: readonly Sym[];
}

const JS_RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else export extends finally for function if import in ' +
    'instanceof new return super switch this throw try typeof var void while with yield let static enum await implements ' +
    'package protected interface private public arguments eval undefined NaN Infinity Math Number').split(' '),
);

/** The JS name of a C function (its C name unless JS reserves it). */
export const jsFunctionName = (name: string): string => (JS_RESERVED.has(name) ? `${name}$` : name);

/** Which defined functions can block (transitively through direct calls). */
export function blockingFunctions(p: Program, blockingLibrary: ReadonlySet<string>): Set<Sym> {
  const blocking = new Set<Sym>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of p.funcs) {
      if (blocking.has(f.sym)) continue;
      for (const c of f.calls) {
        if (blocking.has(c) || (!c.def && blockingLibrary.has(c.name))) {
          blocking.add(f.sym);
          changed = true;
          break;
        }
      }
    }
  }
  return blocking;
}

export function generate(p: Program, lay: Layout, opt: CodegenOptions): Generated {
  const blocking = opt.stepping && opt.flavour === 'coroutine' ? steppable(p, lay, opt) : blockingFunctions(p, opt.blockingLibrary);
  const sites: { line: number; fn: string }[] = [];
  const out: string[] = [];
  const ptrs = new Map<Sym, string>();
  const funcPtr = (s: Sym): string => {
    let n = ptrs.get(s);
    if (!n) {
      if (blocking.has(s)) throw new CompileError(p.file, s.line, `${s.name} can block (it reaches delay/bioskey/getch…): it cannot be called through a pointer`);
      n = `$P_${jsFunctionName(s.name)}`;
      ptrs.set(s, n);
    }
    return n;
  };
  const libName = (s: Sym): string => `$L_${s.name}`;
  const regGlobal = (s: Sym): string => `g_${s.name}_${s.id}`;
  const ctx = { file: p.file, addr: lay.addr, strings: lay.strings };

  // globals that live in JS variables
  for (const g of p.globals) {
    if (!inRegister(g)) continue;
    let v = 0;
    if (g.init) {
      const x = g.init.list ? (g.init.items[0] && !g.init.items[0].list ? g.init.items[0].x : null) : g.init.x;
      if (!x) throw new CompileError(p.file, g.line, `${g.name}: a scalar needs one value`);
      v = normalizeConst(initValue(ctx, x), x.t, g.t);
    }
    out.push(`let ${regGlobal(g)} = ${v};`);
  }

  for (const f of p.funcs) {
    out.push(new FunctionGen(f, {
      p, lay, opt, sites, funcPtr, libName, regGlobal, blocking,
    }).generate());
  }
  for (const [s, n] of ptrs) out.push(`const ${n} = ${s.def ? `$D.fnPtr(${jsFunctionName(s.name)})` : `$D.fnPtr(${libName(s)})`};`);
  return { code: out.join('\n'), sites, pointed: [...ptrs.keys()] };
}

/**
 * Stepping: every defined function is a generator except those called through a pointer and
 * what they call (a plain function cannot yield*); those run through without stopping.
 */
function steppable(p: Program, lay: Layout, opt: CodegenOptions): Set<Sym> {
  const plain = new Set(generate(p, lay, { ...opt, stepping: false, lines: false }).pointed);
  for (const s of plain) for (const c of s.def?.calls ?? []) if (c.def) plain.add(c);
  const blocking = blockingFunctions(p, opt.blockingLibrary);
  for (const f of p.funcs) if (!plain.has(f.sym)) blocking.add(f.sym);
  return blocking;
}

function normalizeConst(v: number, from: CType, to: CType): number {
  if (to.k === 'float') return to.size === 4 ? Math.fround(v) : v;
  const iv = from.k === 'float' ? Math.trunc(v) : v;
  if (to.k === 'ptr') return iv & 0xffff;
  if (to.k === 'int') return wrapInt(iv, to);
  return iv;
}

interface Shared {
  readonly p: Program;
  readonly lay: Layout;
  readonly opt: CodegenOptions;
  readonly sites: { line: number; fn: string }[];
  readonly funcPtr: (s: Sym) => string;
  readonly libName: (s: Sym) => string;
  readonly regGlobal: (s: Sym) => string;
  readonly blocking: ReadonlySet<Sym>;
}

class FunctionGen implements ExprEnv {
  private readonly ex = new ExprGen(this);
  private temps = 0;
  private frame = 0;
  /** A variadic function's parameters: their offsets in the argument block its caller pushed. */
  private readonly pushedParams = new Map<Sym, number>();
  private readonly frameOffset = new Map<Sym, number>();
  private readonly name: string;
  /** Blocks holding labels: label → the dispatcher's id and case number. */
  private readonly labelHome = new Map<string, { block: Stmt; pc: number }>();
  private readonly activeBlocks: Stmt[] = [];
  private readonly blockIds = new Map<Stmt, number>();

  constructor(
    private readonly f: FuncDef,
    private readonly sh: Shared,
  ) {
    this.name = jsFunctionName(f.sym.name);
  }

  // ---- ExprEnv -------------------------------------------------------------------------------

  varRef(sym: Sym): { reg: string } | { addr: string } {
    if (sym.kind === 'global') {
      const a = this.sh.lay.addr.get(sym);
      return a === undefined ? { reg: this.sh.regGlobal(sym) } : { addr: String(a) };
    }
    const pushed = this.pushedParams.get(sym);
    if (pushed !== undefined) return { addr: pushed === 0 ? '$va' : `($va + ${pushed})` };
    const off = this.frameOffset.get(sym);
    if (off !== undefined) return { addr: off === 0 ? '$fp' : `($fp + ${off})` };
    return { reg: `v_${sym.name}_${sym.id}` };
  }

  funcPtr(sym: Sym): string {
    return this.sh.funcPtr(sym);
  }

  temp(): string {
    return `$t${++this.temps}`;
  }

  site(line: number): number {
    this.sh.sites.push({ line, fn: this.f.sym.name });
    return this.sh.sites.length - 1;
  }

  strAddr(id: number): number {
    return this.sh.lay.strings[id]!;
  }

  blocking(code: string): string {
    return this.sh.opt.flavour === 'sync' ? `$drive(${code})` : `(yield* ${code})`;
  }

  call(sym: Sym | null, fnCode: string, args: string[], line: number): string {
    const a = args.join(', ');
    const sync = this.sh.opt.flavour === 'sync';
    if (!sym) return `$D.fn(${fnCode}, ${this.site(line)})(${a})`;
    if (sym.def) {
      const c = `${jsFunctionName(sym.name)}(${a})`;
      return this.sh.blocking.has(sym) && !sync ? `(yield* ${c})` : c;
    }
    const c = `${this.sh.libName(sym)}(${a})`;
    if (!this.sh.opt.blockingLibrary.has(sym.name)) return c;
    return sync ? `$drive(${c})` : `(yield* ${c})`;
  }

  // ---- the function ----------------------------------------------------------------------------

  generate(): string {
    const f = this.f;
    const inMemory = (s: Sym): boolean => s.addrTaken || s.t.k === 'array' || s.t.k === 'struct';
    // A variadic function reads its parameters where its caller pushed them (va_start takes the
    // last one's address): one JS argument, $va, the block's address.
    if (f.t.variadic) {
      let at = 0;
      for (const s of f.params) {
        this.pushedParams.set(s, at);
        at += argSlot(s.t);
      }
    }
    for (const s of [...f.params, ...f.locals]) {
      if (this.pushedParams.has(s)) continue;
      if (!inMemory(s)) continue;
      this.frameOffset.set(s, this.frame);
      this.frame += sizeOf(s.t)!;
    }
    this.findLabels(f.body);
    const body = this.stmt(f.body, '  ');
    const params = f.t.variadic ? ['$va'] : f.params.map((s) => (this.frameOffset.has(s) ? `p_${s.name}_${s.id}` : `v_${s.name}_${s.id}`));
    const lines: string[] = [];
    const star = this.sh.blocking.has(f.sym) && this.sh.opt.flavour === 'coroutine' ? '*' : '';
    lines.push(`function${star} ${this.name}(${params.join(', ')}) {`);
    const regLocals = f.locals.filter((s) => !this.frameOffset.has(s)).map((s) => `v_${s.name}_${s.id} = 0`);
    const temps = Array.from({ length: this.temps }, (_, i) => `$t${i + 1}`);
    const decls = [...regLocals, ...temps];
    if (decls.length) lines.push(`  let ${decls.join(', ')};`);
    // a char or float parameter arrives widened (K&R calls): narrow it as the callee's prologue does
    for (const s of f.params) {
      if (this.frameOffset.has(s) || this.pushedParams.has(s)) continue;
      const v = `v_${s.name}_${s.id}`;
      if ((s.t.k === 'int' && s.t.size === 1) || (s.t.k === 'float' && s.t.size === 4)) lines.push(`  ${v} = ${wrap(v, s.t)};`);
    }
    if (this.frame > 0) {
      lines.push(`  const $fp = $sp = ($sp - ${this.frame});`);
      lines.push(`  if ($sp < ${STACK_LIMIT}) $D.fault(${this.site(f.line)}, 'stack overflow (4 KB stack)');`);
      for (const s of f.params) {
        const off = this.frameOffset.get(s);
        if (off === undefined) continue;
        lines.push(`  ${store(s.t, `($fp + ${off})`, `p_${s.name}_${s.id}`)};`);
      }
      lines.push('  try {');
      lines.push(body);
      lines.push(this.fallOff('    '));
      lines.push(`  } finally { $sp = $fp + ${this.frame}; }`);
    } else {
      lines.push(body);
      lines.push(this.fallOff('  '));
    }
    if (this.sh.opt.stepping && this.sh.opt.lines) lines.splice(1, 0, '  ++$line.depth; try {');
    if (this.sh.opt.stepping && this.sh.opt.lines) lines.push('  } finally { --$line.depth; }');
    lines.push('}');
    return lines.join('\n');
  }

  /** What falling off the end returns: nothing for void, 0 otherwise (TC leaves AX as it was). */
  private fallOff(ind: string): string {
    return this.f.t.ret.k === 'void' ? '' : `${ind}return 0;`;
  }

  private ret(x: Expr | null): string {
    const rt = (this.f.t as FuncType).ret;
    if (!x) return rt.k === 'void' ? 'return;' : 'return 0;';
    if (rt.k === 'void') return `{ ${this.ex.effect(x)}; return; }`;
    if (rt.k === 'struct') {
      const buf = this.sh.lay.returnBuffers.get(this.f.sym)!;
      return `return $copy(${buf}, ${this.ex.gen(x)}, ${sizeOf(rt)});`;
    }
    return `return ${this.ex.gen(x)};`;
  }

  private findLabels(s: Stmt): void {
    const visit = (st: Stmt): void => {
      switch (st.s) {
        case 'block': {
          let pc = 0;
          for (const item of st.items) {
            let it: Stmt = item;
            let labelled = false;
            while (it.s === 'label') {
              if (!labelled) pc++;
              labelled = true;
              this.labelHome.set(it.name, { block: st, pc });
              it = it.stmt;
            }
            visit(it);
          }
          return;
        }
        case 'if': visit(st.a); if (st.b) visit(st.b); return;
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
    if (this.sh.opt.lines && s.s !== 'block') {
      const stops = this.sh.opt.stepping && this.sh.opt.flavour === 'coroutine' && this.sh.blocking.has(this.f.sym);
      line = stops ? `${ind}if ($line(${s.line}, true)) yield;\n` : `${ind}$line(${s.line});\n`;
    }
    try {
      return line + this.stmtBody(s, ind);
    } catch (e) {
      // what the expression generator cannot do (a struct through a far pointer…): at this line
      if (e instanceof CompileError) throw e;
      throw new CompileError(this.sh.p.file, s.line, (e as Error).message);
    }
  }

  private stmtBody(s: Stmt, ind: string): string {
    const ex = this.ex;
    switch (s.s) {
      case 'expr': return `${ind}${ex.effect(s.x)};`;
      case 'empty': return `${ind};`;
      case 'block': return this.block(s, ind);
      case 'if': {
        let c = `${ind}if (${ex.cond(s.c)}) {\n${this.stmt(s.a, ind + '  ')}\n${ind}}`;
        if (s.b) c += ` else {\n${this.stmt(s.b, ind + '  ')}\n${ind}}`;
        return c;
      }
      case 'while': return `${ind}$L${s.id}: while (${ex.cond(s.c)}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      case 'do': return `${ind}$L${s.id}: do {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}} while (${ex.cond(s.c)});`;
      case 'for': {
        const init = s.init ? ex.effect(s.init) : '';
        const c = s.c ? ex.cond(s.c) : '';
        const step = s.step ? ex.effect(s.step) : '';
        return `${ind}$L${s.id}: for (${init}; ${c}; ${step}) {\n${this.guard(s.line, ind)}${this.stmt(s.body, ind + '  ')}\n${ind}}`;
      }
      case 'break': return `${ind}break $L${s.target};`;
      case 'continue': return `${ind}continue $L${s.target};`;
      case 'return': return `${ind}${this.ret(s.x)}`;
      case 'switch': return this.switchStmt(s, ind);
      case 'case':
      case 'default': throw new CompileError(this.sh.p.file, s.line, `${s.s} label inside a nested statement of its switch is not supported`);
      case 'label': {
        const home = this.labelHome.get(s.name);
        if (home && home.pc === -1) throw new CompileError(this.sh.p.file, s.line, `label ${s.name} must stand in a { } block's statement list`);
        return this.stmt(s.stmt, ind);
      }
      case 'goto': {
        const home = this.labelHome.get(s.name)!;
        if (!this.activeBlocks.includes(home.block)) throw new CompileError(this.sh.p.file, s.line, `goto ${s.name}: jumping into a nested block is not supported`);
        const id = this.blockIds.get(home.block)!;
        return `${ind}{ $pc${id} = ${home.pc}; continue $G${id}; }`;
      }
      case 'init': return this.localInit(s.sym, s.init, ind);
    }
  }

  /** The pure-loop guard at a loop's back-edge (memory.ts, SPIN_EDGES). */
  private guard(line: number, ind: string): string {
    return `${ind}  if (--$be === 0) $spin(${this.site(line)});\n`;
  }

  private block(s: Extract<Stmt, { s: 'block' }>, ind: string): string {
    const hasLabels = s.items.some((i) => i.s === 'label');
    this.activeBlocks.push(s);
    try {
      if (!hasLabels) return s.items.map((i) => this.stmt(i, ind)).join('\n');
      const id = this.blockIds.size + 1;
      this.blockIds.set(s, id);
      const parts: string[] = [`${ind}let $pc${id} = 0;`, `${ind}$G${id}: for (;;) {`, this.guard(s.line, ind).trimEnd(), `${ind}  switch ($pc${id}) {`, `${ind}  case 0:`];
      let pc = 0;
      for (const item of s.items) {
        if (item.s === 'label') parts.push(`${ind}  case ${++pc}:`);
        parts.push(this.stmt(item, ind + '    '));
      }
      parts.push(`${ind}  }`, `${ind}  break;`, `${ind}}`);
      return parts.join('\n');
    } finally {
      this.activeBlocks.pop();
    }
  }

  private switchStmt(s: Extract<Stmt, { s: 'switch' }>, ind: string): string {
    const items = s.body.s === 'block' ? s.body.items : [s.body];
    const parts = [`${ind}$L${s.id}: switch (${this.ex.gen(s.x)}) {`];
    if (s.body.s === 'block' && items.some((i) => i.s === 'label')) {
      throw new CompileError(this.sh.p.file, s.line, 'a label directly inside a switch body is not supported');
    }
    if (s.body.s === 'block') this.activeBlocks.push(s.body);
    for (let item of items) {
      for (;;) {
        if (item.s === 'case') {
          parts.push(`${ind}case ${item.v < 0 ? `(${item.v})` : item.v}:`);
          item = item.stmt;
        } else if (item.s === 'default') {
          parts.push(`${ind}default:`);
          item = item.stmt;
        } else break;
      }
      parts.push(this.stmt(item, ind + '  '));
    }
    if (s.body.s === 'block') this.activeBlocks.pop();
    parts.push(`${ind}}`);
    return parts.join('\n');
  }

  /** A local array or struct initialized: zero it, then store each item. */
  private localInit(sym: Sym, init: Init, ind: string): string {
    const base = (this.varRef(sym) as { addr: string }).addr;
    const out: string[] = [`${ind}$m.fill(0, ${base}, ${base} + ${sizeOf(sym.t)});`];
    const put = (at: string, t: CType, it: Init): void => {
      if (t.k === 'array') {
        const es = sizeOf(t.of)!;
        if (!it.list && it.x.e === 'str') {
          const bytes = it.x.bytes.slice(0, t.n ?? it.x.bytes.length);
          out.push(`${ind}$m.set([${bytes.join(',')}], ${at});`);
          return;
        }
        if (!it.list) throw new CompileError(this.sh.p.file, it.x.line, 'an array needs { } to initialize it');
        it.items.forEach((sub, i) => put(`${at} + ${i * es}`, t.of, sub));
        return;
      }
      if (t.k === 'struct') {
        if (!it.list) {
          out.push(`${ind}$copy(${at}, ${this.ex.gen(it.x)}, ${sizeOf(t)});`);
          return;
        }
        it.items.forEach((sub, i) => {
          const f = t.fields![i]!;
          if (!f.bits) return put(`${at} + ${f.offset}`, f.t, sub);
          const x = sub.list ? (sub.items[0] as { x: Expr }).x : sub.x;
          out.push(`${ind}${bitInsert(f.bits, `(${at} + ${f.offset})`, conv(this.ex.gen(x), x.t, f.t))};`);
        });
        return;
      }
      const x = it.list ? (it.items[0] as { x: Expr }).x : it.x;
      out.push(`${ind}${store(t, `(${at})`, conv(this.ex.gen(x), x.t, t))};`);
    };
    put(base, sym.t, init);
    return out.join('\n');
  }
}
