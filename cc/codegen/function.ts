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
import type { Expr, ExprEnv, FuncDef, LocalBlock, Program, Shared, Sym } from '../c.ts';
import { ExprGen, argSlot, store, wrap } from './expressions.ts';
import { StatementGen } from './statements.ts';
import { sizeOf } from '../front/types.ts';
import { FRAME_LINK } from '../support/memory.ts';
import { NOT_A_SUBTREE, programNamesSiDi, PSEUDO_BP, PSEUDO_DI, PSEUDO_SI, readsRegistersFound, scalarsReadEarly, tcRegisters } from './registers.ts';
import { AxModel, axAtCall, followsAx } from './ax.ts';
import { TICK_READS } from './blocking.ts';
import { FORMAT_RESIDUE, RESIDUE_CALLS, SCAN_RESIDUE } from '../support/library-residue.ts';
import { FORMATTING_CALLS } from '../support/format.ts';
import { MATH_AX } from '../support/library-math.ts';

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

/**
 * The library's functions whose answer depends on SP (malloc's gap below it, oracle SK1; coreleft,
 * oracle CL), that leave words below it (library-residue.ts), or whose conversions may read the
 * stack past their arguments (corpus C1506's `%ld` of an int reads the word above them, C1648's
 * eighth conversion of seven pointers takes its pointer there).
 */
const SP_LIBRARY = new Set(['coreleft', 'malloc', 'calloc', 'realloc', 'sbrk', 'brk', ...RESIDUE_CALLS, ...FORMATTING_CALLS, 'scanf', 'fscanf', 'sscanf']);

/**
 * The functions whose run sees SP: a frame in memory (its locals' addresses), a variadic one (its
 * arguments pushed), one calling the library's that look at SP, through a pointer, or any of these.
 * Only a call of one of them makes a frameless caller move SP (FunctionGen.calleeDepth): a
 * recursion of small functions with no frame pays nothing.
 */
function spSeers(p: Program): Set<FuncDef> {
  const seers = new Set(p.funcs.filter((f) => f.type.variadic || f.callsIndirect ||
    [...f.params, ...f.locals].some((s) => s.addrTaken || s.type.kind === 'array' || s.type.kind === 'struct') ||
    [...f.calls].some((s) => !s.def && SP_LIBRARY.has(s.name))));
  for (let grew = true; grew;) {
    grew = false;
    for (const f of p.funcs) {
      if (!seers.has(f) && [...f.calls].some((s) => s.def && seers.has(s.def))) {
        seers.add(f);
        grew = true;
      }
    }
  }
  return seers;
}
const spSeenOn = new WeakMap<Program, Set<FuncDef>>();

/**
 * The scalar locals TC keeps on the stack that `f` may read before giving them a value: they live
 * in the frame and read what the stack holds there (corpus C942: draw()'s `float x1, y1` carry
 * the previous call's point).
 */
function readEarly(f: FuncDef): Sym[] {
  const held = tcRegisters(f), early = scalarsReadEarly(f);
  return f.locals.filter((s) => early.has(s) && !held.includes(s));
}

/** The library's calls that store what is typed into the memory their arguments point at. */
const INPUT_STORES: ReadonlySet<string> = new Set(['scanf', 'fscanf', 'sscanf', 'cscanf', 'gets', 'cgets', 'fgets']);

/**
 * Whether f hands one of its arrays or structs, or a char's address, to a call that stores what is
 * typed there (scanf, gets…): the input can run past it into the scalars TC keeps beside it on the
 * stack, which then live in the frame (corpus C4041: `scanf("%ld", &arr[r][c])` into an int array,
 * whose last element's high word is the loop's `c`, declared after it: the loop starts again at
 * arr[2][1]; corpus C5962: `scanf("%s", &choice)` into a char, whose NUL is the low byte of the
 * loop's `i` declared after it: "Round 1" again; probe R5).
 */
function storesInputInFrame(f: FuncDef): boolean {
  const framed = new Set(f.locals.filter((s) => s.type.kind === 'array' || s.type.kind === 'struct' || (s.addrTaken && s.type.kind === 'int' && s.type.size === 1)));
  if (framed.size === 0 || ![...f.calls].some((s) => INPUT_STORES.has(s.name))) return false;
  const names = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some(names);
    const x = node as { kind?: string; sym?: Sym };
    if (x.kind === 'var' && x.sym && framed.has(x.sym)) return true;
    for (const k in node) if (!NOT_A_SUBTREE.has(k) && names((node as Record<string, unknown>)[k])) return true;
    return false;
  };
  const find = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some(find);
    const x = node as { kind?: string; callee?: Expr; args?: unknown[] };
    // (the callee a function's name, or its address: `scanf(…)` is a call through &scanf)
    const callee = x.callee?.kind === 'addr' ? x.callee.operand : x.callee;
    if (x.kind === 'call' && callee?.kind === 'var' && INPUT_STORES.has(callee.sym.name) && x.args?.some(names)) return true;
    for (const k in node) if (!NOT_A_SUBTREE.has(k) && find((node as Record<string, unknown>)[k])) return true;
    return false;
  };
  return find(f.body);
}

/** Per program: whether a function reads a stack scalar before any value (readEarly), computed once. */
const readsEarlyOn = new WeakMap<Program, boolean>();

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
    this.polling = sh.polled.has(f.sym);
  }

  // ---- ExprEnv -------------------------------------------------------------------------------

  varRef(sym: Sym): { reg: string } | { addr: string } {
    if (sym.kind === 'global') {
      const a = this.sh.layout.addr.get(sym);
      if (a === undefined) throw new Error(`cc: global ${sym.name} has no place in the data segment (codegen/layout.ts)`);
      return { addr: String(a) };
    }
    const pushed = this.pushedParams.get(sym);
    if (pushed !== undefined) return { addr: pushed === 0 ? '$va' : `($va + ${pushed})` };
    const off = this.frameOffset.get(sym);
    if (off !== undefined) return { addr: off === 0 ? '$fp' : `($fp + ${off})` };
    return { reg: `v_${sym.name}_${sym.id}` };
  }

  pointsAtVariadic(): boolean {
    return this.sh.program.funcs.some((f) => f.type.variadic && f.sym.pointerUses > 0);
  }

  funcPtr(sym: Sym): string {
    return this.sh.funcPtr(sym);
  }

  temp(): string {
    return `$t${++this.temps}`;
  }

  /** In a polled function (codegen/blocking.ts TickPolls) its reads outside loops poll (set in the constructor). */
  polling: boolean;

  site(line: number): number {
    const via = this.sh.polled.has(this.f.sym) ? { via: true as const } : {};
    this.sh.sites.push(this.polling ? { line, fn: this.f.sym.name, poll: true, ...via } : { line, fn: this.f.sym.name, ...via });
    return this.sh.sites.length - 1;
  }

  strAddr(id: number): number {
    return this.sh.layout.strings[id]!;
  }

  blocking(code: string): string {
    return this.sh.options.flavour === 'sync' ? `$drive(${code})` : `(yield* ${code})`;
  }

  far(op: 'load' | 'store', args: string, line: number): string {
    // the access notes its site as a library call does: a fault of low memory it reaches (a
    // vector written through a wild far pointer) is placed here (program.ts fault)
    const at = `$D.at = ${this.site(line)}, `;
    // An interrupt function never suspends (see codegen/blocking.ts).
    if (this.f.type.interrupt && !this.sh.blocking.has(this.f.sym)) return `(${at}$far.${op}Now(${args}))`;
    return `(${at}${this.blocking(`$far.${op}(${args})`)})`;
  }

  unlinked(sym: Sym): boolean {
    return !sym.def && this.sh.options.unlinked?.has(sym.name) === true;
  }

  call(sym: Sym | null, fnCode: string, args: string[], line: number, argExprs?: readonly Expr[]): string {
    const c = this.callCode(sym, fnCode, args, line, argExprs);
    return this.sh.options.unlinked?.size && sym && leavesAx(sym) ? `$D.axOf(${c})` : c;
  }

  private callCode(sym: Sym | null, fnCode: string, args: string[], line: number, argExprs?: readonly Expr[]): string {
    // a function whose fall-off returns AX gets the AX it is called with, after its arguments (ax.ts)
    const ax = sym?.def && argExprs && followsAx(sym.def) ? axAtCall(sym.def, argExprs, this.ex, this.ax ? '$ax' : '0') : '';
    // _BP, _SI, _DI read: the library's word gets the value the machine holds now (oracle PV)
    if (sym?.name === '__pseudoreg') {
      const now = { [PSEUDO_BP]: this.bp, [PSEUDO_SI]: '$si', [PSEUDO_DI]: '$di' }[Number(args[0])];
      // SI and DI: with the count of entries into functions that load them (below)
      if (now) args = [...args, now, ...(now === this.bp ? [] : [`${now}h`])];
    }
    if (sym && argExprs && this.unlinked(sym)) args = axFirst(args, argExprs);
    const a = (ax ? [...args, ax] : args).join(', ');
    const sync = this.sh.options.flavour === 'sync';
    if (!sym) {
      // from a function that can wait, a pointer's function may wait too (codegen/blocking.ts)
      if (!sync && this.sh.blocking.has(this.f.sym)) return `(${this.handRegisters()}(yield* $D.callWait(${fnCode}, ${this.site(line)}${a ? `, ${a}` : ''})))`;
      return `(${this.handRegisters()}$D.fn(${fnCode}, ${this.site(line)})(${a}))`;
    }
    if (sym.def) {
      // a polled function called from one that is not notes where (DataSegment.via: far.ts tickPolled)
      const via = this.sh.polled.has(sym) && !this.sh.polled.has(this.f.sym) ? `$D.via = ${this.site(line)}, ` : '';
      const c = `${via}${this.handRegisters()}${jsFunctionName(sym.name)}(${a})`;
      return this.sh.blocking.has(sym) && !sync ? `(yield* (${c}))` : `(${c})`;
    }
    // the call notes its site first: a fault the library raises is placed here (program.ts fault)
    // a call that leaves TC's words below SP is told the caller's BP (-1: none kept; library-residue.ts)
    const bp = RESIDUE_CALLS.has(sym.name) || FORMAT_RESIDUE.has(sym.name) || SCAN_RESIDUE.has(sym.name) ? `${this.residueRegisters()}$D.callerBp = ${this.bp || '-1'}, ` : '';
    const c = `($D.at = ${this.site(line)}, ${bp}${this.sh.libName(sym)}(${a}))`;
    if (!this.sh.options.blockingLibrary.has(sym.name)) return c;
    // an interrupt function's port reads, which never wait there, and a read of the tick count
    // where it does not poll, which returns at once (codegen/blocking.ts TICK_READS)
    return sync || !this.sh.blocking.has(this.f.sym) || (TICK_READS.has(sym.name) && !this.polling) ? `$drive(${c})` : `(yield* ${c})`;
  }

  /** BP's value in this function's code: its frame's link, when it has a frame in memory. */
  private bp = '';
  /** SI's and DI's C variables here (tcRegisters), as JS names: `$si`/`$di` → the variable. */
  private registerVars: [string, string][] = [];
  /** A call of the program's was made: SI and DI were handed on, and are given back on return. */
  private handsRegisters = false;
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

  /** SI's and DI's C variables here whatever the program reads (registerVars' source). */
  private ownRegisters: [string, string][] = [];
  /**
   * SI and DI as a library call that leaves them below SP finds them (library-residue.ts: printf's
   * VPRINTER saves the caller's; probe RS5, a function keeping `s` in SI): this function's register
   * variables' values, given back on return.
   */
  private residueRegisters(): string {
    if (this.ownRegisters.length === 0) return '';
    this.handsRegisters = true;
    return this.ownRegisters.map(([reg, v]) => `${reg} = ${v}, `).join('');
  }

  // ---- the function ----------------------------------------------------------------------------

  generate(): string {
    const f = this.f;
    // a scalar local TC keeps on the stack that may be read before it is given a value lives in
    // the frame too: it reads what the stack holds there, what the last call at that depth left
    // (corpus C942: draw()'s `float x1, y1` carry the previous call's point, the sphere's lines)
    const early = new Set(readEarly(f));
    // and when one does, every scalar TC keeps on the stack is stored there, in every function:
    // what it reads is what another call at that depth left (corpus C912: plmid's `int *plmid`
    // is the `buf` drawmouse, called before it from main, malloc'd at the same BP-4)
    const p = this.sh.program;
    if (!readsEarlyOn.has(p)) readsEarlyOn.set(p, p.funcs.some((g) => readEarly(g).length > 0));
    // (and a function that may run past an array with what is typed keeps them there itself)
    const stacked = readsEarlyOn.get(p) || storesInputInFrame(f) ? new Set(tcLocals(f).offsets.keys()) : new Set<Sym>();
    const inMemory = (s: Sym): boolean => s.addrTaken || s.type.kind === 'array' || s.type.kind === 'struct' || early.has(s) || (stacked.has(s) && (s.type.kind === 'int' || s.type.kind === 'ptr' || s.type.kind === 'float'));
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
    // a frame in memory: locals there, or parameters there (above the link) with no local at all
    const framed = this.frame > 0 || f.params.some((s) => this.frameOffset.has(s) && !this.pushedParams.has(s));
    // BP: the frame's link (oracle PV: main's array at BP-40, g's first local at BP-6)
    if (framed) this.bp = `($fp + ${this.frame})`;
    const jsVar = (s: Sym): string => (f.type.variadic ? '' : `v_${s.name}_${s.id}`);
    // no function of the program reads SI or DI as found: nothing is handed on (no cost)
    if (!handsRegistersOn.has(p)) handsRegistersOn.set(p, readsRegistersFound(p));
    this.ownRegisters = tcRegisters(f).map((s, i): [string, string] => [i === 0 ? '$si' : '$di', jsVar(s)]).filter(([, v]) => v !== '');
    if (handsRegistersOn.get(p)) this.registerVars = this.ownRegisters;
    this.ax = AxModel.applies(f, this.ex, this);
    // a function with no frame in memory that makes calls moves SP by TC's depth for it (below),
    // and puts it back as it leaves: no `finally` (a longjmp's setjmp puts SP back itself)
    this.depth = framed ? 0 : this.calleeDepth();
    const body = new StatementGen(f, this.sh, this, this.ex, this.ax, this.depth ? '$sp = $sp0' : '').body(f.body, '  ');
    const params = f.type.variadic ? ['$va'] : f.params.map((s) => (this.frameOffset.has(s) ? `p_${s.name}_${s.id}` : `v_${s.name}_${s.id}`));
    if (this.ax) params.push('$a0'); // AX as the caller left it (axAtCall), undefined from a pointer's call
    const lines: string[] = [];
    const star = this.sh.blocking.has(f.sym) && this.sh.options.flavour === 'coroutine' ? '*' : '';
    lines.push(`function${star} ${this.name}(${params.join(', ')}) {`);
    const number = this.sh.program.funcs.indexOf(f);
    if (this.sh.options.lines) lines.push(`  $cs[$cd++] = ${number};`);
    // a local read before any value: 0, or in SI or DI what the caller left there
    const found = new Map(this.registerVars.map(([reg, v]) => [v, reg]));
    const regLocals = f.locals.filter((s) => !this.frameOffset.has(s)).map((s) => `v_${s.name}_${s.id} = ${found.get(`v_${s.name}_${s.id}`) ?? 0}`);
    const saved = this.handsRegisters ? this.ownRegisters.map(([reg]) => reg) : [];
    // an entry loads SI or DI with its register variables: a `_SI = …` stored before is gone
    // however equal the new value is to the last look's (ccgen7 CJ00146, CJ00183: a register
    // parameter of 60 after an earlier look saw 60; library-dos.ts __pseudoreg)
    const counted = saved.length > 0 && programNamesSiDi(this.sh.program);
    if (saved.length) lines.push(`  const ${saved.map((reg) => `${reg}0 = ${reg}`).join(', ')};${counted ? ` ${saved.map((reg) => `${reg}h++;`).join(' ')}` : ''}`);
    const restore = saved.map((reg) => `${reg} = ${reg}0;`).join(' ');
    const temps = Array.from({ length: this.temps }, (_, i) => `$t${i + 1}`);
    const decls = [...regLocals, ...temps, ...(this.ax ? ['$ax = $a0 | 0'] : [])];
    if (decls.length) lines.push(`  let ${decls.join(', ')};`);
    // a char or float parameter arrives widened (K&R calls): narrow it as the callee's prologue does
    for (const s of f.params) {
      if (this.frameOffset.has(s) || this.pushedParams.has(s)) continue;
      const v = `v_${s.name}_${s.id}`;
      // and an unsigned one of a function without a prototype holds the caller's bits as they came
      // (ccgen8, 120 programs: `h(x) unsigned x; { return x >> 1; }` called `h(-1)` is 32767)
      if ((s.type.kind === 'int' && (s.type.size === 1 || (!s.type.signed && f.type.params === null))) || (s.type.kind === 'float' && s.type.size === 4)) lines.push(`  ${v} = ${wrap(v, s.type)};`);
    }
    if (framed) {
      // the frame's link above the locals (memory.ts FRAME_LINK): a saved BP (the caller's SP
      // stands for it) and a return address (a code offset per function), looked at on return
      const link = `$fp + ${this.frame}`, linkValue = `(($fp + ${this.frame + FRAME_LINK}) | ${(0x100 + number) << 16})`;
      // above the link the arguments its caller pushed (main's: the start-up's, below SP already);
      // below the locals the SI and DI it saves (oracle FR1: a callee's locals 2 bytes lower a register)
      const pushes = 2 * tcRegisters(f).length;
      lines.push(`  const $fp = ($sp - ${this.frame + FRAME_LINK + this.argBytes});`);
      lines.push(`  $sp = $fp${pushes ? ` - ${pushes}` : ''};`);
      lines.push(`  if ($sp < $D.brk) $D.stackOverflow(${this.site(f.line)}, $sp);`);
      lines.push(`  $dv.setInt32(${link}, ${linkValue}, true);`);
      // the SI and DI it saves below its locals: what the caller had there (corpus C1506's `%ld`
      // past printf's arguments reads main's saved SI, the start-up's 60)
      for (let i = 0; i < pushes / 2; i++) lines.push(`  $dv.setUint16($fp - ${2 * i + 2}, ${i === 0 ? '$si' : '$di'}, true);`);
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
      // a link a write past the locals changed, or a BP a callee returned wrong (memory.ts returnThrough)
      const after = `$fp + ${this.frame + FRAME_LINK + this.argBytes}`;
      lines.push(`    if (!$thrown && ($dv.getInt32(${link}, true) !== ${linkValue} || $D.lostSp !== 0)) { const $f = $D.returnThrough(${this.site(f.line)}, ${link}, ${linkValue}, $fp, ${after}); if ($f) { $unwound[$un++] = ${number}; throw $f; } }`);
      lines.push(`    $sp = ${after};${restore ? ` ${restore}` : ''}`);
      lines.push('  }');
    } else {
      // no frame in memory, but TC's stack still holds its return address, its BP when it has
      // parameters or stack locals, those locals, its SI and DI and its arguments: where the
      // functions it calls find SP (oracle FR1, BP1: `void a1(void) { register int i; … }` is
      // `push si` only, main with no locals has no BP)
      if (this.depth) {
        lines.push(`  const $sp0 = $sp; $sp -= ${this.depth};`);
        // the SI and DI it saves, lowest (corpus C1506: main keeps `long c` off the stack here)
        const regs = tcRegisters(f).length;
        for (let i = 0; i < regs; i++) lines.push(`  $dv.setUint16($sp + ${2 * (regs - 1 - i)}, ${i === 0 ? '$si' : '$di'}, true);`);
      }
      lines.push('  try {');
      lines.push(body);
      lines.push(this.fallOff('  '));
      lines.push(`  } catch ($e) { $unwound[$un++] = ${number}; throw $e; }${restore ? ` finally { ${restore} }` : ''}`);
    }
    if (this.sh.options.stepping && this.sh.options.lines) lines.splice(1, 0, '  ++$line.depth; try {');
    if (this.sh.options.stepping && this.sh.options.lines) lines.push('  } finally { --$line.depth; }');
    lines.push('}');
    return lines.join('\n');
  }

  /**
   * The frame as TC 2.0 lays it out, when the function has one (tcLocals), the scalars TC keeps
   * on the stack among them (tcRegisters: all but SI's and DI's). Those scalars stay JS variables; their bytes are
   * reserved so that the arrays sit at TC's distances from the link above them: a write past an
   * array reaches the link where TC's reaches it (corpus C138: `char sub[10]; int i, j, flag;`,
   * an 11-byte `gets(sub)` ends in flag, not in the saved BP). Returns the frame's size.
   */
  private stackLayout(inMemory: (s: Sym) => boolean): number {
    const { size, offsets } = tcLocals(this.f);
    for (const [s, at] of offsets) if (inMemory(s)) this.frameOffset.set(s, at);
    // the parameters where the caller pushed them, above the link: [BP+4] the first (oracle FR2);
    // a char is pushed as a word, a float as a double (K&R calls)
    let arg = 0;
    for (const s of this.f.params) {
      if (this.frameOffset.has(s)) this.frameOffset.set(s, size + FRAME_LINK + arg);
      arg += s.type.kind === 'float' ? 8 : argSlot(s.type);
    }
    // main's arguments lie below the SP it is called with (support/library-process.ts mainEntrySp)
    this.argBytes = this.f.sym.name === 'main' ? 0 : arg;
    return size;
  }


  /**
   * For a function with no frame in memory that makes calls: the bytes TC's stack holds for it
   * below its caller's SP (see generate), which the functions it calls find (and coreleft, malloc's
   * gap); 0 for one that calls nothing, where no one looks at SP.
   */
  private calleeDepth(): number {
    const f = this.f;
    if (f.type.variadic) return 0;
    const p = this.sh.program;
    if (!spSeenOn.has(p)) spSeenOn.set(p, spSeers(p));
    const seers = spSeenOn.get(p)!;
    if (!f.callsIndirect && ![...f.calls].some((s) => (s.def ? seers.has(s.def) : SP_LIBRARY.has(s.name)))) return 0;
    const registers = tcRegisters(f);
    const stack = tcLocals(f).size;
    const args = f.sym.name === 'main' ? 0 : f.params.reduce((n, s) => n + (s.type.kind === 'float' ? 8 : argSlot(s.type)), 0);
    return 2 + (f.params.length > 0 || stack > 0 ? 2 : 0) + stack + 2 * registers.length + args;
  }

  /** The bytes of the arguments the caller pushed, which the frame reaches over (0 for main). */
  private argBytes = 0;

  /** TC's AX followed through the function (codegen/ax.ts), when it falls off its end into a value. */
  private ax: AxModel | null = null;

  /** What falling off the end returns: nothing for void; TC's AX where followed, else 0. */
  private fallOff(ind: string): string {
    const live = this.sh.options.lines; // leave the record of running functions (see the top)
    const sp = this.depth ? `${ind}$sp = $sp0;\n` : '';
    if (this.f.type.returns.kind === 'void') return live ? `${sp}${ind}--$cd;` : sp.trimEnd();
    const v = this.ax ? wrap('$ax', this.f.type.returns) : '0';
    return live ? `${sp}${ind}return $ret(${v});` : `${sp}${ind}return ${v};`;
  }

  /** SP's move in a function with no frame in memory (calleeDepth), 0 for none. */
  private depth = 0;
}

/**
 * The locals TC 2.0 keeps on the stack (all but SI's and DI's register variables, and those never
 * named: oracle UN1), as it lays them out, from the frame's bottom: TCC -S (oracle FR2) places them
 * from BP down, the last declared first; a char takes one byte where it falls, anything else starts
 * at an even address (`int i; char c; int j;`: j at BP-2, c at BP-3, i at BP-6; `char c[3]; char
 * d;`: d at BP-1, c at BP-4); the frame (`sub sp`) an even size. A nested block's locals go below
 * those of the blocks around it, a block's siblings in the same place (probes B1–B4: `char a; int
 * b; { char c; int d; … }` puts b at BP-2, a at BP-3, d at BP-6, c at BP-7; two sibling blocks
 * both start at BP-3; corpus C5962's `scanf("%s", &choice)` writes its NUL into the loop's `i`
 * declared after it in the same block, not into `ch` of the block around).
 */
function tcLocals(f: FuncDef): { size: number; offsets: ReadonlyMap<Sym, number> } {
  // asked by the frame's set-up, its early reads and its locals' places: found once per function
  let r = localsOf.get(f);
  if (r === undefined) localsOf.set(f, (r = localsFound(f)));
  return r;
}

const localsOf = new WeakMap<FuncDef, { size: number; offsets: ReadonlyMap<Sym, number> }>();

function localsFound(f: FuncDef): { size: number; offsets: ReadonlyMap<Sym, number> } {
  const registers = tcRegisters(f);
  const kept = f.locals.filter((s) => s.uses > 0 && !registers.includes(s));
  const below = new Map<Sym, number>();
  // each block's lowest place: its own locals start where the blocks around it end
  const ends = new Map<LocalBlock | null, number>([[null, 0]]);
  const endOf = (b: LocalBlock | null): number => ends.get(b) ?? ends.set(b!, endOf(b!.outer)).get(b)!;
  const byBlock = new Map<LocalBlock | null, Sym[]>();
  for (const s of kept) byBlock.set(s.block ?? null, [...(byBlock.get(s.block ?? null) ?? []), s]);
  let deepest = 0;
  for (const [block, locals] of byBlock) {
    let at = endOf(block);
    for (const s of locals.reverse()) {
      at -= sizeOf(s.type)!;
      if (!(s.type.kind === 'int' && s.type.size === 1)) at = Math.floor(at / 2) * 2;
      below.set(s, at);
    }
    ends.set(block, at);
    deepest = Math.min(deepest, at);
  }
  const size = word(-deepest);
  return { size, offsets: new Map([...below].map(([s, off]) => [s, size + off])) };
}

/**
 * The arguments of a call of a function no module defines, the one whose value is AX first (the
 * call runs on, its value AX as the arguments left it: cc/compile.ts). TC pushes them right to
 * left, a word or long variable straight from memory or SI/DI (probe UC1: `f(g)` gave the AX
 * before it; corpus C2112's `push si; push word ptr [bp-6]; call _regexec`), anything else
 * through AX: the leftmost argument that is not such a variable; none (undefined first): AX as
 * the code before left it. (Other memory operands, `*p`, `s.x`, also bypass AX: not modelled.)
 */
/**
 * Whether a call of `sym` leaves its value in AX where a call of an undefined function with no
 * arguments finds it (compile.ts: TLINK links that call to run on, its value AX as the code before
 * left it). TC's functions return a word, and a long's low word, in AX; the value of the last call
 * made is what such a call returns (probe UC3 in test/fixtures/stack: after `if (strcmp(a, b) ==
 * 0) …; else if (f())`, f() is strcmp's −67; after `d = atoi("345") + 1`, 345; after a call of
 * the program's own, its value; after printf, the count; a constant stored leaves it; corpus
 * C4429's and C4430's `fork()`). Floating results, chars (AL alone) and the math functions'
 * own AX (library-math.ts MATH_AX) are left out.
 */
function leavesAx(sym: Sym): boolean {
  if (sym.type.kind !== 'func' || sym.name in MATH_AX) return false;
  const r = sym.type.returns;
  return (r.kind === 'int' && r.size >= 2) || (r.kind === 'ptr' && !r.far);
}

function axFirst(args: string[], exprs: readonly Expr[]): string[] {
  const pushedFromMemory = (x: Expr): boolean => x.kind === 'var' && x.sym.kind !== 'func' && x.sym.kind !== 'enumconst' && ((x.sym.type.kind === 'int' && x.sym.type.size >= 2) || x.sym.type.kind === 'ptr');
  if (exprs.length === 0 || exprs.length !== args.length) return args;
  const j = exprs.findIndex((x) => !pushedFromMemory(x));
  if (j === 0) return args;
  return j < 0 ? ['undefined', ...args] : [args[j]!, ...args.filter((_, i) => i !== j)];
}
