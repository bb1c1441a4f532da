/**
 * One C function → one JS function of the same name (readable generated code, a host debugger's
 * stack): `function*` when it can suspend (codegen/blocking.ts).
 *
 * The program keeps its own record of the C functions it runs (the crash report and the study
 * view's stack read it, never the host's stack text), numbered by their place in `Program.funcs`:
 * - a throw (a fault, a crash inside the library) passes through each C function's `catch`, which
 *   adds its number to `$unwound`: innermost first, the C stack where it happened. A `try` costs
 *   nothing until something throws, so every program has it.
 * - with line tracking (the study page, which shows the live stack), each function also enters its
 *   number on `$cs` at its start and leaves it as it returns, once its value is computed. It costs
 *   a few stores a call (a call-heavy program measured 10 % more CPU time with it), so a program
 *   without line tracking does not keep it.
 *
 * Scalar locals and parameters whose address is never taken are JS variables; the others, and
 * arrays and structs, live in the function's frame on the data segment's stack (`$fp`).
 * Uninitialised JS locals start at 0 (TC would leave whatever the stack held), but those TC keeps in
 * SI and DI, when a function may read them unset, start with what the caller left there
 * (registers.ts). This file lays out
 * the frame and writes the prologue and epilogue around the body (codegen/statements.ts), and answers
 * the expression generator's questions (codegen/expressions.ts ExprEnv): where a variable is, temporaries,
 * fault sites, how a call is made.
 */
import type { ExprEnv, FuncDef, Program, Shared, Sym } from '../c.ts';
import { ExprGen, argSlot, store, wrap } from './expressions.ts';
import { StatementGen } from './statements.ts';
import { sizeOf } from '../front/types.ts';
import { FRAME_LINK } from '../support/memory.ts';
import { readsRegistersFound, tcRegisters } from './registers.ts';

const JS_RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else export extends finally for function if import in ' +
    'instanceof new return super switch this throw try typeof var void while with yield let static enum await implements ' +
    'package protected interface private public arguments eval undefined NaN Infinity Math Number Error Array Object String ' +
    'Symbol Function Boolean JSON Reflect globalThis').split(' '),
);

/** The shape of the JS names the generator gives variables: `g_counter_1`, `v_i_7`, `p_n_3`. */
const MANGLED_VARIABLE = /^[gvp]_\w*_\d+$/;

/**
 * The JS name of a C function: its C name (so a crash names it), unless JS reserves that name or a
 * variable's mangled name could be the same (`int counter;` beside a function `g_counter_1`).
 */
export const jsFunctionName = (name: string): string => (JS_RESERVED.has(name) || MANGLED_VARIABLE.test(name) ? `${name}$` : name);

/** A size rounded up to a word: a frame's slot (oracle SF1: a char[3] takes 4 bytes). */
const word = (n: number): number => (n + 1) & ~1;

/** Per program: whether a function may read SI or DI as found (registers.ts), computed once. */
const handsRegistersOn = new WeakMap<Program, boolean>();

export class FunctionGen implements ExprEnv {
  private readonly ex = new ExprGen(this);
  private temps = 0;
  private frame = 0;
  /** A variadic function's parameters: their offsets in the argument block its caller pushed. */
  private readonly pushedParams = new Map<Sym, number>();
  private readonly frameOffset = new Map<Sym, number>();
  private readonly name: string;

  constructor(
    private readonly f: FuncDef,
    private readonly sh: Shared,
  ) {
    this.name = jsFunctionName(f.sym.name);
  }

  // ---- ExprEnv -------------------------------------------------------------------------------

  varRef(sym: Sym): { reg: string } | { addr: string } {
    if (sym.kind === 'global') {
      const a = this.sh.layout.addr.get(sym);
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
    return this.sh.layout.strings[id]!;
  }

  blocking(code: string): string {
    return this.sh.options.flavour === 'sync' ? `$drive(${code})` : `(yield* ${code})`;
  }

  far(op: 'load' | 'store', args: string): string {
    // An interrupt function never suspends (see codegen/blocking.ts).
    if (this.f.type.interrupt && !this.sh.blocking.has(this.f.sym)) return `$far.${op}Now(${args})`;
    return this.blocking(`$far.${op}(${args})`);
  }

  call(sym: Sym | null, fnCode: string, args: string[], line: number): string {
    const a = args.join(', ');
    const sync = this.sh.options.flavour === 'sync';
    this.callsProgram = true;
    if (!sym) return `(${this.handRegisters()}$D.fn(${fnCode}, ${this.site(line)})(${a}))`;
    if (sym.def) {
      const c = `${this.handRegisters()}${jsFunctionName(sym.name)}(${a})`;
      return this.sh.blocking.has(sym) && !sync ? `(yield* (${c}))` : `(${c})`;
    }
    // the call notes its site first: a fault the library raises is placed here (program.ts fault)
    const c = `($D.at = ${this.site(line)}, ${this.sh.libName(sym)}(${a}))`;
    if (!this.sh.options.blockingLibrary.has(sym.name)) return c;
    return sync ? `$drive(${c})` : `(yield* ${c})`;
  }

  /** SI's and DI's C variables here (tcRegisters), as JS names: `$si`/`$di` → the variable. */
  private registerVars: [string, string][] = [];
  /** A call of the program's was made: SI and DI were handed on, and are given back on return. */
  private handsRegisters = false;
  /** The body calls a function (the program's frames, and the library's reading of SP, lie below what this one pushed). */
  private callsProgram = false;

  /**
   * What TC 2.0's call of this function pushes above its locals besides the link: the arguments
   * (its caller pushes them; main's are the start-up's, in mainEntrySp), and below them what a
   * function without a frame of ours still takes (oracle FR1, `TCC -S`: `push bp` only with
   * parameters or stack locals; `push si`/`push di` for its register variables): the return
   * address, that BP, its stack scalars and SI/DI. Corpus C734 under the harness: main, with
   * none of them, still takes its return address, so the program's main's locals lie 2 lower;
   * coreleft in a main without locals reads that SP (oracle CL: 298 below it).
   */
  private pushedBelow(): { args: number; frameless: number } {
    const f = this.f;
    const args = f.type.variadic || f.sym.name === 'main' ? 0 : f.params.reduce((n, s) => n + word(s.type.kind === 'float' ? 8 : sizeOf(s.type)!), 0);
    const registers = tcRegisters(f);
    const scalars = f.locals.filter((s) => !registers.includes(s)).reduce((n, s) => n + word(sizeOf(s.type)!), 0);
    return { args, frameless: args + 2 + (f.params.length > 0 || scalars > 0 ? 2 : 0) + scalars + 2 * registers.length };
  }

  /**
   * SI and DI as a call of the program's finds them: this function's register variables' values
   * (`$si = v_ch_4, `), or nothing, the machine's `$si`/`$di` then being what this function found
   * (TC's functions save and restore the two they use). What a register variable read before any
   * value holds (corpus C018: `int ch, k; do { … } while (ch != 0);`).
   */
  private handRegisters(): string {
    if (this.registerVars.length === 0) return '';
    this.handsRegisters = true;
    return this.registerVars.map(([reg, v]) => `${reg} = ${v}, `).join('');
  }

  // ---- the function ----------------------------------------------------------------------------

  generate(): string {
    const f = this.f;
    const inMemory = (s: Sym): boolean => s.addrTaken || s.type.kind === 'array' || s.type.kind === 'struct';
    // A variadic function reads its parameters where its caller pushed them (va_start takes the
    // last one's address): one JS argument, $va, the block's address.
    if (f.type.variadic) {
      let at = 0;
      for (const s of f.params) {
        this.pushedParams.set(s, at);
        at += argSlot(s.type);
      }
    }
    for (const s of [...f.params, ...f.locals]) {
      if (this.pushedParams.has(s)) continue;
      if (!inMemory(s)) continue;
      // oracle SF1/SF2: first declared lowest, each rounded up to a word (a char[3] takes 4)
      this.frameOffset.set(s, this.frame);
      this.frame += word(sizeOf(s.type)!);
    }
    if (this.frame > 0) this.frame = this.stackLayout(inMemory);
    const jsVar = (s: Sym): string => (f.type.variadic ? '' : `v_${s.name}_${s.id}`);
    // no function of the program reads SI or DI as found: nothing is handed on (no cost)
    const p = this.sh.program;
    if (!handsRegistersOn.has(p)) handsRegistersOn.set(p, readsRegistersFound(p));
    if (handsRegistersOn.get(p)) this.registerVars = tcRegisters(f).map((s, i): [string, string] => [i === 0 ? '$si' : '$di', jsVar(s)]).filter(([, v]) => v !== '');
    const body = new StatementGen(f, this.sh, this, this.ex).body(f.body, '  ');
    const params = f.type.variadic ? ['$va'] : f.params.map((s) => (this.frameOffset.has(s) ? `p_${s.name}_${s.id}` : `v_${s.name}_${s.id}`));
    const lines: string[] = [];
    const star = this.sh.blocking.has(f.sym) && this.sh.options.flavour === 'coroutine' ? '*' : '';
    lines.push(`function${star} ${this.name}(${params.join(', ')}) {`);
    const number = this.sh.program.funcs.indexOf(f);
    if (this.sh.options.lines) lines.push(`  $cs[$cd++] = ${number};`);
    // a local read before any value: 0, or in SI or DI what the caller left there
    const found = new Map(this.registerVars.map(([reg, v]) => [v, reg]));
    const regLocals = f.locals.filter((s) => !this.frameOffset.has(s)).map((s) => `v_${s.name}_${s.id} = ${found.get(`v_${s.name}_${s.id}`) ?? 0}`);
    const saved = this.handsRegisters ? this.registerVars.map(([reg]) => reg) : [];
    if (saved.length) lines.push(`  const ${saved.map((reg) => `${reg}0 = ${reg}`).join(', ')};`);
    const restore = saved.map((reg) => `${reg} = ${reg}0;`).join(' ');
    const temps = Array.from({ length: this.temps }, (_, i) => `$t${i + 1}`);
    const decls = [...regLocals, ...temps];
    if (decls.length) lines.push(`  let ${decls.join(', ')};`);
    // a char or float parameter arrives widened (K&R calls): narrow it as the callee's prologue does
    for (const s of f.params) {
      if (this.frameOffset.has(s) || this.pushedParams.has(s)) continue;
      const v = `v_${s.name}_${s.id}`;
      if ((s.type.kind === 'int' && s.type.size === 1) || (s.type.kind === 'float' && s.type.size === 4)) lines.push(`  ${v} = ${wrap(v, s.type)};`);
    }
    if (this.frame > 0) {
      // the frame's link above the locals (memory.ts FRAME_LINK): a saved BP (the caller's SP
      // stands for it) and a return address (a code offset per function), looked at on return
      const link = `$fp + ${this.frame}`, linkValue = `(($fp + ${this.frame + FRAME_LINK}) | ${(0x100 + number) << 16})`;
      const below = this.pushedBelow();
      const regs = 2 * tcRegisters(f).length;
      lines.push(`  const $fp = ($sp - ${below.args + this.frame + FRAME_LINK});`);
      lines.push(`  $sp = $fp${regs ? ` - ${regs}` : ''};`);
      lines.push(`  if ($sp < $D.brk) $D.stackOverflow(${this.site(f.line)}, $sp);`);
      lines.push(`  $dv.setInt32(${link}, ${linkValue}, true);`);
      lines.push('  let $thrown = false;');
      for (const s of f.params) {
        const off = this.frameOffset.get(s);
        if (off === undefined) continue;
        lines.push(`  ${store(s.type, `($fp + ${off})`, `p_${s.name}_${s.id}`)};`);
      }
      lines.push('  try {');
      lines.push(body);
      lines.push(this.fallOff('    '));
      lines.push(`  } catch ($e) { $thrown = true; $unwound[$un++] = ${number}; throw $e; } finally {`);
      lines.push(`    if (!$thrown && $dv.getInt32(${link}, true) !== ${linkValue}) { $unwound[$un++] = ${number}; $D.linkOverwritten(${this.site(f.line)}, ${link}); }`);
      lines.push(`    $sp = $fp + ${below.args + this.frame + FRAME_LINK};${restore ? ` ${restore}` : ''}`);
      lines.push('  }');
    } else {
      // no frame of ours: what TC pushes still lowers the frames of the functions it calls
      const k = this.callsProgram ? this.pushedBelow().frameless : 0;
      if (k) lines.push(`  $sp -= ${k};`);
      const back = `${k ? `$sp += ${k}; ` : ''}${restore}`.trim();
      lines.push('  try {');
      lines.push(body);
      lines.push(this.fallOff('  '));
      lines.push(`  } catch ($e) { $unwound[$un++] = ${number}; throw $e; }${back ? ` finally { ${back} }` : ''}`);
    }
    if (this.sh.options.stepping && this.sh.options.lines) lines.splice(1, 0, '  ++$line.depth; try {');
    if (this.sh.options.stepping && this.sh.options.lines) lines.push('  } finally { --$line.depth; }');
    lines.push('}');
    return lines.join('\n');
  }

  /**
   * The frame as TC 2.0 lays it out, when the function has one: its locals in declaration order,
   * the first lowest, each rounded up to a word, the scalars TC keeps on the stack among them
   * (tcRegisters: all but SI's and DI's). Those scalars stay JS variables; their bytes are
   * reserved so that the arrays sit at TC's distances from the link above them: a write past an
   * array reaches the link where TC's reaches it (corpus C138: `char sub[10]; int i, j, flag;`,
   * an 11-byte `gets(sub)` ends in flag, not in the saved BP). Returns the frame's size.
   */
  private stackLayout(inMemory: (s: Sym) => boolean): number {
    const registers = tcRegisters(this.f);
    const items = [...this.f.params.filter((s) => this.frameOffset.has(s)), ...this.f.locals.filter((s) => inMemory(s) || !registers.includes(s))];
    // TCC -S (oracle FR2): from BP down, the last declared first; a char takes one byte where it
    // falls, anything else starts at an even address (`int i; char c; int j;`: j at BP-2, c at
    // BP-3, i at BP-6; `char c[3]; char d;`: d at BP-1, c at BP-4); `sub sp` an even size
    let at = 0;
    const placed = new Map<Sym, number>();
    for (const s of items.reverse()) {
      at -= sizeOf(s.type)!;
      if (!(s.type.kind === 'int' && s.type.size === 1)) at = Math.floor(at / 2) * 2;
      placed.set(s, at);
    }
    const frame = word(-at);
    for (const [s, off] of placed) if (this.frameOffset.has(s) || inMemory(s)) this.frameOffset.set(s, frame + off);
    return frame;
  }

  /** What falling off the end returns: nothing for void, 0 otherwise (TC leaves AX as it was). */
  private fallOff(ind: string): string {
    const live = this.sh.options.lines; // leave the record of running functions (see the top)
    if (this.f.type.returns.kind === 'void') return live ? `${ind}--$cd;` : '';
    return live ? `${ind}return $ret(0);` : `${ind}return 0;`;
  }
}
