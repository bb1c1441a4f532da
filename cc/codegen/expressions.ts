/**
 * Expressions → JavaScript. Every value a generated expression yields is *normalized*: an int is
 * in -32768..32767, an unsigned in 0..65535, a long is a JS int32, a pointer an offset 0..65535,
 * a float rounded to single precision; a struct value is its address. Each operator wraps its
 * result back into range (16-bit wrap-around), so a store or a comparison never needs to.
 *
 * Memory is the data segment: bytes through typed arrays, words and longs through a DataView
 * (little-endian, unaligned, as the 8086 reads them).
 */
import type { BitField, CType, Expr, ExprEnv, IntType, Sym } from '../c.ts';
import { constTest } from '../front/constant.ts';
import { isFarLvalue } from '../front/expr-values.ts';
import { CODE_SEGMENT, DS_SEGMENT } from '../support/memory.ts';
import { argShape, FORMATTING_CALLS } from '../support/format.ts';
import { MATH_AX } from '../support/library-math.ts';
import { DOUBLE, INT, isFar, isHuge, sizeOf, wrapInt } from '../front/types.ts';
import { addressFirst, callsUnderPushes, chainOrder, COMMUTATIVE, hasCall, hasEffects, isDirect, orderMatters, rightFirst } from './order.ts';
import { floatComparePlan, fpuTest } from './float-compare.ts';

/** How far memory reads and writes a value of type t (memory.ts FarMemory). */
function farKind(t: CType): string {
  switch (t.kind) {
    case 'int': return `${t.signed ? 'i' : 'u'}${t.size * 8}`;
    case 'float': return `f${t.size * 8}`;
    case 'ptr': return t.far ? 'u32' : 'u16';
    default: throw new Error(`a ${t.kind} through a far pointer is not supported`);
  }
}

/** Normalize integer-valued code to type t. */
export function wrap(c: string, t: CType): string {
  if (t.kind === 'ptr') return `((${c}) & 65535)`;
  if (t.kind === 'float') return t.size === 4 ? `$fround(${c})` : c;
  if (t.kind !== 'int') return c;
  switch (t.size) {
    case 1: return t.signed ? `((${c}) << 24 >> 24)` : `((${c}) & 255)`;
    case 2: return t.signed ? `((${c}) << 16 >> 16)` : `((${c}) & 65535)`;
    case 4: return t.signed ? `((${c}) | 0)` : `((${c}) >>> 0)`;
  }
}

/** Convert normalized code of type `from` to type `to`. */
export function conv(c: string, from: CType, to: CType): string {
  if (to.kind === 'void' || to.kind === 'struct' || to.kind === 'array' || to.kind === 'func') return c;
  if (from.kind === 'float') {
    if (to.kind === 'float') return to.size === 4 && from.size !== 4 ? `$fround(${c})` : c;
    return wrap(`$f2i(${c})`, to);
  }
  if (to.kind === 'float') return to.size === 4 ? `$fround(${c})` : c;
  if (from.kind === 'ptr' && from.far) {
    if (to.kind === 'ptr') return to.far ? c : `(${c} & 65535)`;
    return to.size === 4 ? (to.signed ? `(${c} | 0)` : c) : wrap(c, to);
  }
  if (from.kind === 'ptr' || from.kind === 'array' || from.kind === 'func') {
    // a near pointer made far or long is DS:offset, a function's CS:offset (oracle NP1, NP2,
    // test/fixtures/oracle-files; M13A: INT 10h AX=1012h read its colours at FP_SEG:FP_OFF of a
    // static array). A null pointer too: DS:0000.
    const code = from.kind === 'func' || (from.kind === 'ptr' && from.to.kind === 'func');
    if (to.kind === 'ptr') return to.far ? `(${c} + ${(code ? CODE_SEGMENT : DS_SEGMENT) * 0x10000})` : c;
    if (to.size === 4) {
      const far = `(${c} + ${(code ? CODE_SEGMENT : DS_SEGMENT) * 0x10000})`;
      return to.signed ? `(${far} | 0)` : far;
    }
    return to.size === 1 || (to.size === 2 && to.signed) ? wrap(c, to) : c;
  }
  if (from.kind !== 'int') return c;
  if (to.kind === 'ptr' && to.far) return `(${c} >>> 0)`;
  if (to.kind === 'ptr') return from.size === 2 && !from.signed ? c : wrap(c, to);
  // int → int
  if (to.size > from.size && (!from.signed || to.signed)) return c;
  if (to.size === from.size && to.signed === from.signed) return c;
  return wrap(c, to);
}

export function load(t: CType, a: string): string {
  switch (t.kind) {
    case 'int':
      if (t.size === 1) return t.signed ? `$i8[${a}]` : `$m[${a}]`;
      if (t.size === 2) return t.signed ? `$dv.getInt16(${a}, true)` : `$dv.getUint16(${a}, true)`;
      return t.signed ? `$dv.getInt32(${a}, true)` : `$dv.getUint32(${a}, true)`;
    case 'ptr': return t.far ? `$dv.getUint32(${a}, true)` : `$dv.getUint16(${a}, true)`; // a far pointer in memory is 4 bytes
    // a long double is read as DOSBox's FPU loads its ten bytes (memory.ts ld80)
    case 'float': return t.size === 4 ? `$dv.getFloat32(${a}, true)` : t.size === 8 ? `$dv.getFloat64(${a}, true)` : `$D.ld80(${a})`;
    default: return a; // arrays and structs: the address is the value
  }
}

/** Store normalized code `v` of type t at address `a`; the expression's value is v. */
export function store(t: CType, a: string, v: string): string {
  switch (t.kind) {
    case 'int':
      if (t.size === 1) return `($m[${a}] = ${v})`;
      return t.size === 2 ? `$st16(${a}, ${v})` : `$st32(${a}, ${v})`;
    case 'ptr': return t.far ? `$st32(${a}, ${v})` : `$st16(${a}, ${v})`;
    case 'float': return t.size === 4 ? `$stf32(${a}, ${v})` : t.size === 8 ? `$stf64(${a}, ${v})` : `$D.st80(${a}, ${v})`;
    case 'struct': return `$copy(${a}, ${v}, ${sizeOf(t)})`;
    default: throw new Error(`store of ${t.kind}`);
  }
}

/**
 * A float variable given a value: TCC's code stores the 8087's value with FST, rounding it to the
 * float, and the expression's value stays what the 8087 holds, unrounded (probe CD99905: x a float,
 * a = 1/3 a double: `(x = a)` is a, `(x += a)` the exact sum, `++x` with x = 2e9 is 2000000001
 * while x holds 2e9, `y = x = a` gives y a rounded to a float once).
 */
export const unroundedStore = (t: CType): boolean => t.kind === 'float' && t.size === 4;

/** `a op b`, both normalized to t (shifts: b is the promoted count), normalized to t. */
export function binary(op: string, a: string, b: string, t: CType, site: number): string {
  if (t.kind === 'float') {
    const r = `(${a} ${op} ${b})`;
    return t.size === 4 ? `$fround${r}` : r;
  }
  const it = t as IntType;
  const ulong = it.size === 4 && !it.signed;
  switch (op) {
    case '+':
    case '-': return wrap(`${a} ${op} ${b}`, t);
    case '*': return it.size === 4 ? (ulong ? `($imul(${a}, ${b}) >>> 0)` : `$imul(${a}, ${b})`) : wrap(`$imul(${a}, ${b})`, t);
    // an int's IDIV raises INT 0 for a zero divisor and for -32768 / -1 too (oracle DZ03, DZ04);
    // a long's division is TC's routine, which raises it for a zero divisor only (DZ05, DZ07)
    case '/': return wrap(`${it.size === 2 && it.signed ? '$idiv' : '$div'}(${a}, ${b}, ${site})`, t);
    case '%': return `${it.size === 2 && it.signed ? '$imod' : '$mod'}(${a}, ${b}, ${site})`;
    // a long's shift is TC's helper (compile.ts LONG_SHIFTS), the same as JS's for a count 0–31
    // written out; an int's is the 386's SHL/SAR/SHR, count mod 32
    case '<<': return wrap(it.size === 4 && !/^([12]?\d|3[01])$/.test(b) ? `$lsh(${a}, ${b})` : `${a} << ${b}`, t);
    case '>>':
      if (it.size === 4 && !/^([12]?\d|3[01])$/.test(b)) return it.signed ? `$lsar(${a}, ${b})` : `($lshr(${a}, ${b}) >>> 0)`;
      return it.signed ? `(${a} >> ${b})` : `(${a} >>> ${b})`;
    case '&':
    case '|':
    case '^': return ulong ? `((${a} ${op} ${b}) >>> 0)` : `(${a} ${op} ${b})`;
  }
  throw new Error(`operator ${op}`);
}

/**
 * The bytes TC 2.0's code pushes to keep a binary operation's left operand while a call in its
 * right one runs (what coreleft sees of SP; oracle CL2, CL3): an int's 2 or a long's 4 when
 * both operands call; a long subtraction's 4 even when only the right one does (TC evaluates the
 * left first there, as it does not for + * & | ^ nor for ints, where the call goes first; a
 * long * / % or shift is a helper call with its operands pushed: nothing kept).
 */
function spillBytes(x: Extract<Expr, { kind: 'bin' }>): number {
  if (x.type.kind !== 'int' || !hasCall(x.right)) return 0;
  const size = x.type.size < 2 ? 2 : x.type.size;
  if (size === 4 && (x.op === '*' || x.op === '/' || x.op === '%' || x.op === '<<' || x.op === '>>')) return 0;
  if (hasCall(x.left)) return size;
  return size === 4 && x.op === '-' ? 4 : 0;
}

/**
 * The bytes an argument takes on TC's stack (cdecl: pushed right to left, so the first argument
 * lies lowest): a word at least, a struct rounded up to words.
 */
export function argSlot(t: CType): number {
  const n = sizeOf(t) ?? 2;
  return n + (n & 1);
}

/**
 * A call with no prototype in sight of a function this program defines, whose parameters are not
 * the arguments' promoted types: TC pushes the arguments as they are (a double 8 bytes, a long 4,
 * the rest a word each) and the callee reads its parameters from those bytes as its own types
 * (probe KR1, docs/TURBO-C-FACTS.md: `float ip(x) { return floor(x); }` called as `ip(12.5)`
 * reads the double's low word, 0, and `twice(3.0)` is 0; corpus C5171's `round(x)` and
 * `fpart(x)` given `x0 + 0.5`). Null when the bytes are the same (every prototyped call), or when
 * a parameter would be read past what was pushed, or a far pointer, struct, long double or a
 * prototyped definition's float parameter is among them (not modelled). Else a function of the
 * arguments' JS codes giving one spread argument, `...$kr([args], "pushed", "read")`.
 */
function readAsPushed(callee: Sym, x: Extract<Expr, { kind: 'call' }>): ((args: string[]) => string) | null {
  const def = callee.def;
  if (!def || x.calleeType.params !== null || x.calleeType.variadic || callee.type.kind !== 'func' || callee.type.variadic) return null;
  const kr = callee.type.params === null;
  const letter = (t: CType, param: boolean): string | null => {
    if (t.kind === 'int') return t.size === 4 ? (t.signed ? 'l' : 'L') : t.signed ? 'i' : 'u';
    if (t.kind === 'ptr') return t.far || t.huge ? null : 'u';
    // (a prototyped definition's float parameter, 4 bytes or a double's 8 to TC: not measured, not modelled)
    if (t.kind === 'float') return t.size === 10 || (t.size === 4 && param && !kr) ? null : 'd';
    return null;
  };
  const bytes = (k: string): number => ({ l: 4, L: 4, d: 8 } as Record<string, number>)[k] ?? 2;
  const pushed = x.args.map((a) => letter(a.type, false));
  const read = def.params.map((p) => letter(p.type, true));
  if (read.length === 0 || pushed.includes(null) || read.includes(null)) return null;
  const size = (ks: (string | null)[]): number => ks.reduce((n, k) => n + bytes(k!), 0);
  if (size(read) > size(pushed) || size(pushed) > 256) return null; // (compile.ts READ_AS_PUSHED's 256 bytes)
  const word = (k: string | null): string => (k === 'L' ? 'l' : k === 'u' ? 'i' : k!);
  if (read.every((k, i) => word(k) === word(pushed[i]!))) return null;
  return (args) => `...$kr([${args.join(', ')}], ${JSON.stringify(pushed.join(''))}, ${JSON.stringify(read.join(''))})`;
}

/**
 * A printf-family call's last argument, when a variadic argument is not one word: their sizes
 * (support/format.ts argShape), so the library reads them as TC's pushed words.
 */
function pushedShape(x: Extract<Expr, { kind: 'call' }>): string[] {
  const shape = argShape(x.args.slice(x.calleeType.params?.length ?? 0).map((a) => ({ words: argSlot(a.type) / 2, struct: a.type.kind === 'struct' })));
  return shape === null ? [] : [JSON.stringify(shape)];
}

/** A bit field's value from the unit word `u` (unsigned): shifted down, sign-extended for an int field. */
function bitValue(f: BitField, signed: boolean, u: string): string {
  const up = 32 - f.width - f.shift;
  return signed ? `((${u} << ${up}) >> ${32 - f.width})` : `((${u} >>> ${f.shift}) & ${2 ** f.width - 1})`;
}

/** Store `v`'s low bits as the bit field in the unit word at `a`, the unit's other bits kept. */
export function bitInsert(f: BitField, a: string, v: string): string {
  const mask = (2 ** f.width - 1) * 2 ** f.shift;
  return `$st16(${a}, ($dv.getUint16(${a}, true) & ${~mask & 0xffff}) | ((${v}) << ${f.shift} & ${mask}))`;
}

/** `inportb(p) & k` or `inport(p) & k` (either way round, through casts): notes k as the bits the read's value shows. */
function notePortMask(x: Extract<Expr, { kind: 'bin' }>, masks: WeakMap<Expr, number>): void {
  const bare = (e: Expr): Expr => (e.kind === 'cast' ? bare(e.operand) : e);
  const l = bare(x.left), r = bare(x.right);
  const [call, k] = l.kind === 'call' && r.kind === 'num' ? [l, r] : r.kind === 'call' && l.kind === 'num' ? [r, l] : [null, null];
  if (call === null || k === null || call.callee.kind !== 'addr' || call.callee.operand.kind !== 'var') return;
  const sym = call.callee.operand.sym;
  if ((sym.name === 'inportb' || sym.name === 'inport') && !sym.def) masks.set(call, k.value & 0xffff);
}

export class ExprGen {
  /**
   * The increments of the stretch of code being generated (region): TC 2.0 does a `++x`/`--x`
   * whose value is used at the stretch's start and an `x++`/`x--` at its end, the expression in
   * between reading x (oracle EV2/EV3: `n++ + n++` is 2n, `n + ++n` is 2n + 2, `v[n] = n++` stores
   * at the old n, `v[n] = ++n` at the new). A stretch is a whole expression, an argument of a
   * call, an operand of && or ||, the test or a branch of ?:, the left of a comma (`f(n++)` sees
   * n incremented, `n++ && n == 4` is 1).
   */
  private pre: string[] | null = null;
  private post: string[] | null = null;
  /**
   * The stretch's value is used at once (a test, a branch of ?:, an argument, the right side of an
   * op= on a variable whose value is used): its x++ and ++x are done where they stand (`TCC -S`:
   * `t ? y + y-- : 0` is `mov ax,y; dec y; add ax,y`; as a statement, `n = y + y--` decrements y
   * after the store; probe CF3: `x + x + ++x` is 16 from 5, x a register, a local or a global).
   */
  private immediate = false;
  /** The chains already in TC's order (chainOrder), not to be reordered again. */
  private readonly chained = new WeakSet<Expr>();
  /**
   * inportb and inport calls whose value only meets a constant `&` (`inportb(0x3DA) & 8`), and that
   * constant: the library is told which bits the program can see, so a read that polls them skips
   * to their next change (runtime/tc/dos.ts inportbPoll), not every other bit's.
   */
  private readonly portMasks = new WeakMap<Expr, number>();
  /** The right sides of `=` to a register variable: TCC works them out in SI or DI (byteNotLate). */
  private readonly intoRegister = new WeakMap<Expr, Sym>();

  constructor(private readonly env: ExprEnv) {}

  /** `code()` as a stretch of its own: its hoisted increments before it, its deferred ones after. */
  region(kind: 'value' | 'effect', code: () => string, immediate = false): string {
    const outerPre = this.pre, outerPost = this.post, outerImmediate = this.immediate;
    const pre: string[] = [], post: string[] = [];
    this.pre = pre;
    this.post = post;
    this.immediate = immediate;
    let c: string;
    try {
      c = code();
    } finally {
      this.pre = outerPre;
      this.post = outerPost;
      this.immediate = outerImmediate;
    }
    if (pre.length === 0 && post.length === 0) return c;
    if (kind === 'effect') return `(${[...pre, c, ...post].join(', ')})`;
    const t = this.env.temp();
    return `(${[...pre, `${t} = ${c}`, ...post, t].join(', ')})`;
  }

  /** The value of x, normalized. */
  gen(x: Expr): string {
    if (this.pre === null) return this.region('value', () => this.gen(x));
    const env = this.env;
    switch (x.kind) {
      case 'num': {
        // an integer constant at its type's width (a folded floating cast's is wider: constant.ts floatToLong)
        const v = x.type.kind === 'int' ? wrapInt(x.value, x.type) : x.value;
        return v < 0 || Object.is(v, -0) ? `(${Object.is(v, -0) ? '-0' : v})` : String(v);
      }
      case 'str': return String(env.strAddr(x.id));
      case 'var': {
        if (x.sym.kind === 'func') return env.funcPtr(x.sym);
        const r = env.varRef(x.sym);
        return 'reg' in r ? r.reg : load(x.type, r.addr);
      }
      case 'deref':
      case 'member':
        if (x.kind === 'member' && x.field.bits) return this.bitLoad(x, this.address(x));
        if (isFarLvalue(x)) return env.far('load', `${this.address(x)}, '${farKind(x.type)}'`, x.line);
        return load(x.type, this.address(x));
      case 'addr': return this.addressOf(x.operand);
      case 'unary': {
        if (x.op === '!') return `(${this.cond(x.operand)} ? 0 : 1)`;
        const a = this.gen(x.operand);
        if (x.op === '-') return x.type.kind === 'float' ? `(-${a})` : wrap(`-${a}`, x.type);
        const it = x.type as IntType;
        return it.signed ? `(~${a})` : wrap(`~${a}`, x.type);
      }
      case 'bin': {
        if (x.op === '&') notePortMask(x, this.portMasks);
        if (COMMUTATIVE.has(x.op) && x.type.kind === 'int' && x.type.size === 2 && !this.chained.has(x) && hasEffects(x)) {
          const y = chainOrder(x);
          if (y.kind === 'bin') this.chained.add(y);
          return this.gen(y);
        }
        const late = x.type.kind === 'int' && !this.inRegister(x) ? this.byteNotLate(x.left, x.right, x.op) : null;
        if (late !== null) return `(${late.first}, ${binary(x.op, late.l, late.r, x.type, env.site(x.line))})`;
        const spill = spillBytes(x);
        const swap = rightFirst(x.left, x.right, x.type, x.op);
        if (x.left.type.kind === 'float' && hasCall(x.left) && hasCall(x.right) && !swap) {
          // TC keeps a floating left operand in ten bytes of the frame while the right one's call
          // runs, and DOSBox's FPU loads them back as it does a long double: an infinity as ±1.0,
          // a NaN as ±1.5 (textgen9: D(INF) - D(x) is 1 - x, D(-INF) + D(-0) is -1)
          const l = env.temp();
          return `(${l} = $D.th80(${this.gen(x.left)}), ${binary(x.op, l, this.gen(x.right), x.type, env.site(x.line))})`;
        }
        if (spill === 0 && !swap) return binary(x.op, this.gen(x.left), this.gen(x.right), x.type, env.site(x.line));
        const l = env.temp(), r = env.temp();
        const first = swap ? `${r} = ${this.gen(x.right)}` : `${l} = ${this.gen(x.left)}`;
        const second = swap ? `${l} = ${this.gen(x.left)}` : `${r} = ${this.gen(x.right)}`;
        if (spill === 0) return `(${first}, ${second}, ${binary(x.op, l, r, x.type, env.site(x.line))})`;
        return `(${first}, $sp -= ${spill}, ${second}, $sp += ${spill}, ${binary(x.op, l, r, x.type, env.site(x.line))})`;
      }
      case 'ptradd': {
        const i = x.index.kind === 'num' ? String(x.index.value * x.scale) : x.scale === 1 ? this.gen(x.index) : `${this.gen(x.index)} * ${x.scale}`;
        // a far pointer's offset wraps, the segment stays; a huge one's address moves, normalised
        if (isFar(x.type)) return `${isHuge(x.type) ? '$hadd' : '$fadd'}(${this.gen(x.pointer)}, ${i})`;
        return `((${this.gen(x.pointer)} + ${i}) & 65535)`;
      }
      case 'ptrdiff': return `$div(((${this.gen(x.left)} - ${this.gen(x.right)}) << 16 >> 16), ${x.scale}, ${env.site(x.line)})`;
      case 'cmp':
      case 'logic': return `(${this.cond(x)} ? 1 : 0)`;
      case 'assign': return this.assign(x, true);
      case 'incdec': return this.incdec(x, true);
      case 'call': {
        const direct = x.callee.kind === 'addr' && x.callee.operand.kind === 'var' ? x.callee.operand.sym : null;
        // TC pushes arguments right to left and evaluates them in that order: where two of them
        // have effects (calls, assignments), or one has an effect another could see, they go
        // through temporaries, last argument first.
        // (through a pointer, a variadic type's call is a library function's, as a direct one, unless
        // the program points at a variadic function of its own: `(h_pre(6), scanf)(…)`, probe SV1)
        if (x.calleeType.variadic && (direct ? direct.def !== undefined : env.pointsAtVariadic())) return this.pushedCall(x, direct);
        // setjmp: the token it wrote is the enclosing loop's ($sjt), its value that loop's ($sjv; codegen/statements.ts)
        if (direct && !direct.def && direct.name === 'setjmp') return `($sjt = ${env.call(direct, '', x.args.map((a) => this.arg(a)), x.line)}, $sjv)`;
        const mask = this.portMasks.get(x);
        const shape = (direct ? FORMATTING_CALLS.has(direct.name) : x.calleeType.variadic) ? pushedShape(x) : mask !== undefined ? [String(mask)] : [];
        const pushes = callsUnderPushes(x.args);
        // a library function called with no prototype in sight is `int f()`: its value is AX,
        // whatever it returns (`long t = time();` without time.h holds the low word, sign-extended)
        // (a math function's AX is its own: library-math.ts MATH_AX, probe UM1)
        const ax = (code: string): string => (direct && !direct.def && x.calleeType.params === null && x.type.kind === 'int' && x.type.size === 2 && x.type.signed ? (direct.name in MATH_AX ? `(${code}, $D.ax << 16 >> 16)` : `(${code} << 16 >> 16)`) : code);
        const read = direct ? readAsPushed(direct, x) : null;
        if (!pushes && !orderMatters(x.args)) return ax(env.call(direct, direct ? '' : this.gen(x.callee), read ? [read(x.args.map((a) => this.arg(a)))] : [...x.args.map((a) => this.arg(a)), ...shape], x.line, x.args));
        const temps = x.args.map(() => env.temp());
        const evals = this.argEvals(x.args, temps, pushes);
        return `(${evals.join(', ')}, ${ax(env.call(direct, direct ? '' : this.gen(x.callee), read ? [read(temps)] : [...temps, ...shape], x.line))})`;
      }
      case 'cond': return `(${x.cond.kind === 'num' && !x.cond.folded ? String(x.cond.value !== 0) : this.test(x.cond)} ? ${this.region('value', () => this.gen(x.then), true)} : ${this.region('value', () => this.gen(x.else), true)})`;
      case 'comma': return `(${this.region('effect', () => this.effect(x.left))}, ${this.gen(x.right)})`;
      case 'cast':
        return x.unrounded ? conv(this.gen(x.operand), x.operand.type, DOUBLE) : conv(this.gen(x.operand), x.operand.type, x.type);
    }
  }

  /**
   * `!` of a byte (a char or unsigned char lvalue or assignment) beside an operand TCC works out in
   * a register first: TCC computes the `!` in DL (in BL beside a long in DX:AX: `neg dl; sbb dl,dl;
   * inc dl`) and then widens with `cbw`, which widens AL, not DL. So the other operand's word gets
   * its low byte's sign as its high byte, and the `!` is the whole DX (BX, sign-extended beside a
   * long) with DH (BH) as the other operand's code left it: a product's high word (`mul`), a
   * quotient's remainder (`div`/`idiv`), a long comparison's first loaded operand's high word (`cwd`
   * or `mov dx,l+2`); anything else left DH from before the expression, not modelled (0).
   * A `%` leaves its value in DX, and the `!` then goes to AL, exactly, but for a `*`, which moves
   * it to AX first (`mov ax,dx`: DH is the remainder's high byte); so do some expressions
   * given to a register variable (inRegister) (`TCC -S` and probe CL99802:
   * `(i * 3) + !c` is FF9Dh for i = 1234h, `!(c = 1) + (u = c > ul)` FF01h for c = -100, ul = 1;
   * ccgen's CC00216, ccgen9's CL00013 and CL00199).
   */
  private byteNotLate(left: Expr, right: Expr, op: string): { first: string; l: string; r: string } | null {
    const byteNot = (e: Expr): boolean => {
      const s = e.kind === 'cast' ? e.operand : e;
      if (s.kind !== 'unary' || s.op !== '!' || s.operand.type.kind !== 'int' || s.operand.type.size !== 1) return false;
      const o = s.operand; // read from memory or given by `=`: not a constant (folded), nor a bit field
      return o.kind === 'var' || o.kind === 'deref' || (o.kind === 'member' && !o.field.bits) || (o.kind === 'assign' && o.op === null);
    };
    const notLeft = byteNot(left) && !byteNot(right);
    if (!(byteNot(right) || notLeft)) return null;
    const other = notLeft ? right : left, not = notLeft ? left : right;
    const inner = other.kind === 'cast' && other.operand.type.kind === 'int' && other.operand.type.size === sizeOf(other.type) ? other.operand : other;
    // (an `op=`'s value is read back from its variable after the `!`: `add u,ax; mov al,c; … add ax,u`)
    // (a char widened: `!(c = 1) + (uc = c > i)` is exact, ccgen9's CL00026 and 8 more)
    if (isDirect(other) || inner.type.kind !== 'int' || inner.type.size === 1 || (inner.kind === 'cast' && sizeOf(inner.operand.type) === 1) || (inner.kind === 'bin' && inner.op === '%' && op !== '*') || (inner.kind === 'assign' && inner.op !== null)) return null;
    // done first, in AL: the `!` on the left of a long comparison of two operands that need no
    // widening (`!c + (l == ul)`: `… cbw; push ax; mov dx,l+2`), and beside a product by a
    // constant it is multiplied into (`(i * 7) * !uc`: `… cbw; mul i; mov dx,7; mul dx`)
    const widened = (e: Expr): boolean => e.kind === 'cast' && e.operand.type.kind === 'int' && e.operand.type.size < 4;
    // and left of any comparison but a long one with an operand widened (`!(c = 0) + (u = c < uc)`:
    // `… cbw; push ax; mov al,c; cmp al,uc`; ccgen9's CL00096)
    const valued = inner.kind === 'assign' ? (inner.right.kind === 'cast' ? inner.right.operand : inner.right) : inner;
    if (notLeft && valued.kind === 'cmp' && !(valued.left.type.kind === 'int' && valued.left.type.size === 4 && (widened(valued.left) || widened(valued.right)))) return null;
    if (op === '*' && inner.kind === 'bin' && inner.op === '*' && (inner.left.kind === 'num' || inner.right.kind === 'num')) return null;
    const o = this.env.temp(), dh = this.env.temp();
    const wide = inner.type.size === 4;
    const dx = wide ? '0' : this.dxAfter(inner.kind === 'assign' && inner.op === null ? inner.right : inner);
    const cbw = wide ? wrap(`${o} & 0xffff00ff | (${o} << 24 >> 24 & 0xff00)`, other.type) : conv(`(${o} << 24 >> 24)`, INT, other.type);
    const word = conv(`((${dh} & 0xff00 | ${this.gen(not.kind === 'cast' ? not.operand : not)}) << 16 >> 16)`, INT, not.type);
    return { first: `${dh} = ${dx}, ${o} = ${this.gen(other)}`, l: notLeft ? word : cbw, r: notLeft ? cbw : word };
  }

  /**
   * Whether TCC works `x` out in the register variable it is given to, the `!` then in AL: an
   * add, logical operation or shift, or a subtraction of the `!`, whose other operand is not an
   * assignment to that variable (`n = (i * 3) - !c`, n in SI: `mul dx; mov si,ax; mov al,c; … cbw; sub si,ax`;
   * but `n = (n = i * k) + !uc` is `mov si,ax; mov ax,si; mov dl,uc …`, and a `*` or a
   * needs AX: TCC -S of ccgen10's CM00014 and CM00005, and the first run of its `nots` scene with
   * a register `n`: 12 programs more equal).
   */
  private inRegister(x: Extract<Expr, { kind: 'bin' }>): boolean {
    const to = this.intoRegister.get(x);
    const bare = (e: Expr): Expr => (e.kind === 'cast' ? e.operand : e);
    const notLeft = bare(x.left).kind === 'unary';
    const other = bare(notLeft ? x.right : x.left);
    const same = other.kind === 'assign' && other.left.kind === 'var' && other.left.sym === to;
    return to !== undefined && ['+', '-', '&', '|', '^', '<<', '>>'].includes(x.op) && !(notLeft && x.op === '-') && !same;
  }



  /** DX after TCC's code for the int expression e, as far as that code fixes it (byteNotLate); else 0. */
  private dxAfter(e: Expr): string {
    if (e.kind === 'cast' && e.operand.type.kind === 'int' && sizeOf(e.operand.type) === sizeOf(e.type)) return this.dxAfter(e.operand);
    const pow2 = (v: Expr): boolean => v.kind === 'num' && (v.value & (v.value - 1)) === 0;
    if (hasEffects(e)) return '0';
    if (e.kind === 'bin' && e.type.kind === 'int' && e.type.size === 2 && !pow2(e.right) && !pow2(e.left)) {
      // `mul` leaves the unsigned product's high word, `div`/`idiv` the remainder
      if (e.op === '*') return `(Math.floor((${this.gen(e.left)} & 0xffff) * (${this.gen(e.right)} & 0xffff) / 65536))`;
      if (e.op === '%' && !(e.right.kind === 'num' && e.right.value === 0)) return this.gen(e);
      if (e.op === '/' && !(e.right.kind === 'num' && e.right.value === 0)) return `${binary('%', this.gen(e.left), this.gen(e.right), e.type, this.env.site(e.line))}`;
    }
    if (e.kind === 'cmp' && e.left.type.kind === 'int' && e.left.type.size === 4) {
      // the operand that needs widening is loaded first (`mov al,c; cbw; cwd`), else the left one
      const widened = (s: Expr): boolean => s.kind === 'cast' && s.operand.type.kind === 'int' && s.operand.type.size < 4;
      const first = !widened(e.left) && widened(e.right) ? e.right : e.left;
      return `(${this.gen(first)} >>> 16)`;
    }
    return '0';
  }

  /** x as a JS boolean (a C test: nonzero is true). */
  cond(x: Expr): string {
    if (this.pre === null) return this.region('value', () => this.cond(x), true);
    switch (x.kind) {
      case 'cmp': {
        const op = x.op === '==' ? '===' : x.op === '!=' ? '!==' : x.op;
        const first = rightFirst(x.left, x.right, x.left.type, op);
        // floating: the 8087's ST0 is the greater against a NaN, and a side kept across a call passes through ten bytes (float-compare.ts)
        const late = x.left.type.kind === 'int' ? this.byteNotLate(x.left, x.right, op) : null;
        if (late !== null) return `(${late.first}, (${late.l} ${op} ${late.r}))`;
        // an int sum against 0, tested exactly (front/expr-operators.ts): its operands as ints
        const sum = x.right.kind === 'num' && x.right.value === 0 && x.left.kind === 'bin' && x.left.left.kind === 'cast' && x.left.right.kind === 'cast' ? this.byteNotLate(x.left.left.operand, x.left.right.operand, x.left.op) : null;
        if (sum !== null && x.left.kind === 'bin') return `(${sum.first}, (${sum.l} ${x.left.op} ${sum.r}) ${op} 0)`;
        const plan = x.left.type.kind === 'float' ? floatComparePlan(x.left, x.right, first) : null;
        const test = (a: string, b: string): string => (plan ? fpuTest(a, op, b, plan.leftOnTop) : `(${a} ${op} ${b})`);
        const keep = (code: string): string => (plan?.kept ? `$D.th80(${code})` : code);
        if (!(plan && (hasCall(x.left) || hasCall(x.right)) ? plan.rightFirst : first)) {
          if (!plan?.kept) return test(this.gen(x.left), this.gen(x.right));
          const l = this.env.temp();
          return `(${l} = ${keep(this.gen(x.left))}, ${test(l, this.gen(x.right))})`;
        }
        const r = this.env.temp();
        return `(${r} = ${keep(this.gen(x.right))}, ${test(this.gen(x.left), r)})`;
      }
      case 'logic': return `(${this.test(x.left)} ${x.op} ${this.test(x.right)})`;
      case 'unary': if (x.op === '!') return `!${this.cond(x.operand)}`; break;
      case 'num': return constTest(x.value, x.type) ? 'true' : 'false';
    }
    return `(${this.gen(x)} !== 0)`;
  }

  /** A test that is a stretch of its own (an operand of && or ||, the test of ?:). */
  private test(x: Expr): string {
    return this.region('value', () => this.cond(x), true);
  }

  /** A call's argument: a stretch of its own, its increments done before the next is pushed. */
  private arg(x: Expr): string {
    const m = x.kind === 'cast' && x.type.kind === 'int' && x.type.size === 4 ? x.operand : x;
    // a long member of a 4-byte struct or union a function returns (in DX:AX) is pushed by TCC's
    // `push ah; push al`, whose bytes are PUSH SP, PUSH AX: its high word is SP (ccgen2's CD00200:
    // `V(mk1(3).m0)` prints FFBC0009 for 9; CD00217, CD00224, CD00254, CD00345, CD00432, CD00566)
    if (m.kind === 'member' && m.object.kind === 'call' && m.object.type.kind === 'struct' && sizeOf(m.object.type) === 4 && m.type.kind === 'int' && m.type.size === 4 && !m.field.bits) {
      return this.region('value', () => `((${this.gen(m)} & 0xffff | ($sp << 16)) >>> 0)`, true);
    }
    return this.region('value', () => this.gen(x), true);
  }

  /** The address of an lvalue (deref, member, memory variable, string). */
  /** Whether `x` is a call of a function no module defines. */
  private unlinkedCall(x: Expr): boolean {
    return x.kind === 'call' && x.callee.kind === 'addr' && x.callee.operand.kind === 'var' && this.env.unlinked(x.callee.operand.sym);
  }

  address(x: Expr): string {
    switch (x.kind) {
      case 'deref': {
        const p = this.gen(x.pointer);
        return x.safe || isFar(x.pointer.type) ? p : `$chk(${p}, ${this.env.site(x.line)})`;
      }
      case 'member': {
        const base = this.address(x.object);
        if (x.field.offset === 0) return base;
        // a near member's address wraps past FFFFh to DS:0000 (probe WR1: &p->v of p at FFF8h is 0002h; corpus C4080)
        return isFarLvalue(x.object) ? `$fadd(${base}, ${x.field.offset})` : `((${base} + ${x.field.offset}) & 65535)`;
      }
      case 'var': {
        const r = this.env.varRef(x.sym);
        if ('reg' in r) throw new Error(`${x.sym.name} is in a register`);
        return r.addr;
      }
      case 'str': return String(this.env.strAddr(x.id));
      case 'call':
      case 'cond':
      case 'comma':
      case 'assign': return this.gen(x); // a struct value is its address
      default: throw new Error(`address of ${x.kind}`);
    }
  }

  /** &x: an address or a function pointer. */
  private addressOf(x: Expr): string {
    if (x.kind === 'var' && x.sym.kind === 'func') return this.env.funcPtr(x.sym);
    return this.address(x);
  }

  private assign(x: Extract<Expr, { kind: 'assign' }>, used: boolean): string {
    const l = x.left;
    // `x += e` and `x -= e` on a variable (e calling nothing) are a ++x to TC, done at the
    // statement's start (`TCC -S`: `n = A() + (x += y)` is `mov ax,y; add x,ax; call A; add ax,x`,
    // `p += 1`, `c -= y` and `w[3] += y` alike), where `x |= 1`, `x *= y`, `x = 1` and `*p += 1`
    // are in place, and so is any in a test, a branch of ?: or an argument (`if (A() + (x += y))`
    // calls A first)
    if (used && this.pre !== null && !this.immediate && (x.op === '+' || x.op === '-') && !hasCall(x.right) && isDirect(l) && !(l.kind === 'var' && l.sym.kind !== 'global' && !l.sym.isStatic) && ((l.type.kind === 'int' && l.type.size <= 2) || (l.type.kind === 'ptr' && !l.type.far))) {
      this.pre.push(this.assignNow(x, true));
      return this.gen(l);
    }
    return this.assignNow(x, used);
  }

  /** The assignment where it stands. */
  private assignNow(x: Extract<Expr, { kind: 'assign' }>, used: boolean): string {
    const l = x.left;
    // TC evaluates the right side first, then the left's address, and reads it for op= last
    // (oracle EV4: `v[f()] = n` stores the n from before f runs, `n += f()` adds to the n f left)
    // a local in a JS variable: no call can change it (a global can, wherever it lives)
    const reg = l.kind === 'var' && l.sym.kind !== 'global' && !l.sym.isStatic && 'reg' in this.env.varRef(l.sym);
    if (reg && x.op === null && l.kind === 'var') this.intoRegister.set(x.right.kind === 'cast' ? x.right.operand : x.right, l.sym);
    // but a long or floating op=, and `*=` `/=` `%=`, work out the left's address first (order.ts addressFirst)
    if (l.kind !== 'var' && hasEffects(l) && addressFirst(l.type, x.op)) return this.assignOf(x, null, used);
    if (!reg && (hasEffects(x.right) ? x.op !== null || l.kind !== 'var' : l.kind !== 'var' && hasEffects(l))) {
      const v = this.env.temp();
      return `(${v} = ${this.rightSide(x, used)}, ${this.assignOf(x, v)})`;
    }
    return this.assignOf(x, null, used);
  }

  /**
   * An assignment's right side. Of an op= on a variable (an instruction's memory operand) whose
   * value is used, its x++ are done where x is read (`TCC -S`: `n = (y += x++ & 3)` is `mov ax,x;
   * inc x; and ax,3; add y,ax`, where `y += x++ & 3` and `n = (*p += x++)` increment x after the
   * store).
   */
  private rightSide(x: Extract<Expr, { kind: 'assign' }>, used: boolean): string {
    if (!used || x.op === null || this.immediate || !isDirect(x.left)) return this.rightValue(x, used);
    const outer = this.immediate;
    this.immediate = true;
    try {
      return this.rightValue(x, used);
    } finally {
      this.immediate = outer;
    }
  }

  /** The right side of `f = r` to a float whose value is used: r before its rounding to a float (unroundedStore). */
  private rightValue(x: Extract<Expr, { kind: 'assign' }>, used: boolean): string {
    const r = x.right;
    if (!used || x.op !== null || !unroundedStore(x.left.type) || r.kind !== 'cast' || r.type.kind !== 'float') return this.gen(r);
    return conv(this.gen(r.operand), r.operand.type, DOUBLE);
  }

  /** The assignment, its right side's value `rhs` when already computed. */
  private assignOf(x: Extract<Expr, { kind: 'assign' }>, rhs: string | null, used = true): string {
    if (!used || !unroundedStore(x.left.type)) return this.assignTo(x, rhs, used, null);
    const keep = this.env.temp();
    return `(${this.assignTo(x, rhs, used, keep)}, ${keep})`;
  }

  /** The assignment; `keep`, where its value is the one before the float's rounding, the temporary that holds it. */
  private assignTo(x: Extract<Expr, { kind: 'assign' }>, rhs: string | null, used: boolean, keep: string | null): string {
    const l = x.left;
    const site = this.env.site(x.line);
    const right = (): string => rhs ?? this.rightSide(x, used);
    // a struct of more than four bytes from a function no module defines: TC's copy of the result (SCOPY@) finds its
    // destination's address under the return address the call left, not where it pushed it, so
    // the struct assigned keeps its bytes (probe CF2; corpus C208's `p11 = setcode(p11)`). The
    // stray copy, to DS at the arguments' last word, is not modelled.
    if (x.op === null && l.type.kind === 'struct' && sizeOf(l.type)! > 4 && this.unlinkedCall(x.right)) return `(${right()}, ${this.address(l)})`;
    const combine = (cur: string): string => {
      if (x.op === null) return keep ? `$fround(${keep} = ${right()})` : right();
      if (l.type.kind === 'ptr') {
        const i = x.scale === 1 ? right() : `${right()} * ${x.scale}`;
        if (l.type.far) return `${l.type.huge ? '$hadd' : '$fadd'}(${cur}, ${x.op}${i})`;
        return `((${cur} ${x.op} ${i}) & 65535)`;
      }
      const opType = x.opType as CType;
      const v = binary(x.op, conv(cur, l.type, opType), right(), opType, site);
      return keep ? `$fround(${keep} = ${conv(v, opType, DOUBLE)})` : conv(v, opType, l.type);
    };
    if (l.kind === 'var') {
      const r = this.env.varRef(l.sym);
      // (a long double held outside memory keeps what its ten bytes would give back: memory.ts th80)
      // a float held outside memory rounds what it is given as its four bytes would (an unrounded `(float)`)
      if ('reg' in r && x.op === null && x.right.kind === 'cast' && x.right.unrounded) return `(${r.reg} = $fround(${combine(r.reg)}))`;
      if ('reg' in r) return l.type.kind === 'float' && l.type.size === 10 ? `(${r.reg} = $D.th80(${combine(r.reg)}))` : `(${r.reg} = ${combine(r.reg)})`;
      if (x.op === null) return store(l.type, r.addr, combine(''));
      return store(l.type, r.addr, combine(load(l.type, r.addr)));
    }
    const a = this.address(l);
    if (l.kind === 'member' && l.field.bits) {
      // read-modify-write of the unit; the value is the field's bits as stored, unsigned, an int
      // field's too (probe CI99921: 4-bit `(b = -5) < 0` is 0, `(b -= 4)` from −2 is 10)
      const t = this.env.temp();
      const v = x.op === null ? combine('') : combine(this.bitLoad(l, t));
      return `(${t} = ${a}, ${bitInsert(l.field.bits, t, v)}, ${this.bitResult(l, t)})`;
    }
    if (isFarLvalue(l)) {
      const fa = this.env.temp();
      const kind = farKind(l.type);
      const v = x.op === null ? combine('') : combine(this.env.far('load', `${fa}, '${kind}'`, x.line));
      return `(${fa} = ${a}, ${this.env.far('store', `${fa}, '${kind}', ${v}`, x.line)})`;
    }
    if (x.op === null) return store(l.type, a, combine(''));
    const t = this.env.temp();
    return `(${t} = ${a}, ${store(l.type, t, combine(load(l.type, t)))})`;
  }

  /** ++/--; `used`: the value is needed (a post-increment then keeps the old one). */
  incdec(x: Extract<Expr, { kind: 'incdec' }>, used: boolean): string {
    const t = x.type;
    const step = (c: string): string =>
      t.kind === 'float' ? `${c} + ${x.delta}` : isFar(t) ? `${isHuge(t) ? '$hadd' : '$fadd'}(${c}, ${x.delta})` : `${wrap(`${c} + ${x.delta}`, t)}`;
    const post = !x.pre && used;
    if (unroundedStore(t)) return this.floatStep(x, used);
    if (used) {
      const staged = this.staged(x, step);
      if (staged !== null) return staged;
    }
    if (x.operand.kind === 'var') {
      const r = this.env.varRef(x.operand.sym);
      if ('reg' in r) {
        if (!post) return `(${r.reg} = ${step(r.reg)})`;
        const old = this.env.temp();
        return `(${old} = ${r.reg}, ${r.reg} = ${step(old)}, ${old})`;
      }
    }
    const a = this.env.temp();
    const addr = this.address(x.operand);
    if (x.operand.kind === 'member' && x.operand.field.bits) {
      // the value of ++/-- on a bit field, before or after, is the field's bits unsigned, an int
      // field's too: 4-bit b = -8, b++ is 8; b = -1, ++b is 0 and --b is 14 (ccgen6, CI00008,
      // CI00011, CI00014, CI00030, probe CI99921; docs/TURBO-C-FACTS.md "Bit fields")
      const f = x.operand.field.bits, old = this.env.temp();
      const now = `(${a} = ${addr}, ${old} = ${this.bitLoad(x.operand, a)}, ${bitInsert(f, a, step(old))}, `;
      if (post) return `${now}${(x.type as IntType).signed && f.width < 16 ? `${old} & ${2 ** f.width - 1}` : old})`;
      return `${now}${this.bitResult(x.operand, a)})`;
    }
    if (isFarLvalue(x.operand)) {
      const kind = farKind(t);
      const old = this.env.temp();
      const ld = this.env.far('load', `${a}, '${kind}'`, x.line);
      const st = (v: string): string => this.env.far('store', `${a}, '${kind}', ${v}`, x.line);
      return post ? `(${a} = ${addr}, ${old} = ${ld}, ${st(step(old))}, ${old})` : `(${a} = ${addr}, ${st(step(ld))})`;
    }
    if (!post) return `(${a} = ${addr}, ${store(t, a, step(load(t, a)))})`;
    const old = this.env.temp();
    return `(${a} = ${addr}, ${old} = ${load(t, a)}, ${store(t, a, step(old))}, ${old})`;
  }

  /** ++/-- of a float: stored rounded, a prefix one's value the sum before the rounding (unroundedStore). */
  private floatStep(x: Extract<Expr, { kind: 'incdec' }>, used: boolean): string {
    const o = x.operand, t = x.type;
    const old = this.env.temp(), now = this.env.temp();
    const value = !used ? '' : x.pre ? `, ${now}` : `, ${old}`;
    if (o.kind === 'var') {
      const r = this.env.varRef(o.sym);
      if ('reg' in r) return `(${old} = ${r.reg}, ${now} = ${old} + ${x.delta}, ${r.reg} = $fround(${now})${value})`;
    }
    const a = this.env.temp();
    if (isFarLvalue(o)) {
      const ld = this.env.far('load', `${a}, 'f32'`, x.line);
      return `(${a} = ${this.address(o)}, ${old} = ${ld}, ${now} = ${old} + ${x.delta}, ${this.env.far('store', `${a}, 'f32', ${now}`, x.line)}${value})`;
    }
    return `(${a} = ${this.address(o)}, ${old} = ${load(t, a)}, ${now} = ${old} + ${x.delta}, ${store(t, a, now)}${value})`;
  }

  /**
   * A used ++/-- put where TC does it, at its stretch's start (prefix) or end (postfix): the value
   * is the operand as the expression reads it there. Null where the operand's address has an
   * effect, or it is far or a bit field: done in place.
   */
  private staged(x: Extract<Expr, { kind: 'incdec' }>, step: (c: string) => string): string | null {
    const o = x.operand, t = x.type;
    const r = o.kind === 'var' ? this.env.varRef(o.sym) : null;
    // in a test or an argument, ++x and x++ alike are done where they stand, of a register, a
    // local on the stack and a global the same (probe CF3: `x + x + ++x` is 16 from 5, `x++ + x`
    // 11; corpus C701's arguments)
    const list = this.immediate ? null : x.pre ? this.pre : this.post;
    if (list === null) return null;
    if (r) {
      if ('reg' in r) {
        list.push(`${r.reg} = ${step(r.reg)}`);
        return r.reg;
      }
      list.push(store(t, r.addr, step(load(t, r.addr))));
      return load(t, r.addr);
    }
    if ((o.kind !== 'deref' && o.kind !== 'member') || hasEffects(o) || isFarLvalue(o) || (o.kind === 'member' && o.field.bits)) return null;
    if (x.pre && o.kind === 'deref' && !isDirect(o)) return null;
    const a = this.env.temp();
    const addr = this.address(o);
    if (x.pre) {
      list.push(`${a} = ${addr}`, store(t, a, step(load(t, a))));
      return load(t, a);
    }
    list.push(store(t, a, step(load(t, a))));
    return `(${a} = ${addr}, ${load(t, a)})`;
  }

  /**
   * A call of a variadic function of the program: the arguments, evaluated right to left, are
   * stored in a block on the stack as TC pushes them, and the callee gets the block's address.
   */
  private pushedCall(x: Extract<Expr, { kind: 'call' }>, direct: Sym | null): string {
    const env = this.env;
    const temps = x.args.map(() => env.temp());
    const evals = this.argEvals(x.args, temps, callsUnderPushes(x.args));
    const block = env.temp(), result = env.temp();
    let at = 0;
    const stores = x.args.map((a, i) => {
      const s = store(a.type, at === 0 ? block : `(${block} + ${at})`, temps[i]!);
      at += argSlot(a.type);
      return s;
    });
    const fn = direct ? '' : env.temp();
    const pushed = [`${block} = ($sp -= ${at})`, ...stores, `${result} = ${env.call(direct, fn, [block], x.line)}`, `$sp = ${block} + ${at}`, result].join(', ');
    if (direct) return `(${[...evals, pushed].join(', ')})`;
    // through a pointer: the program's variadic function (marked `.va`, generate.ts; a generator's
    // wrapper `.gen.va`) takes the block, a library one the arguments (probe VP2: printf beside
    // the program's own `sum` through pointers)
    const f = env.temp(), plain = env.call(null, fn, [...temps, ...pushedShape(x)], x.line);
    return `(${[...evals, `${fn} = ${this.gen(x.callee)}`, `${f} = $D.fn(${fn}, ${env.site(x.line)})`].join(', ')}, ${f}.va || ${f}.gen && ${f}.gen.va ? (${pushed}) : ${plain})`;
  }

  /**
   * The arguments into their temporaries, last first; with `pushes`, SP goes down by each one's
   * slot after it, as TC pushes it before evaluating the next (what a call among them sees of SP:
   * oracle CL2, `fprintf(o, "%u %u", coreleft(), coreleft())` gives 2 less for the first), and
   * comes back up before the call.
   */
  private argEvals(args: readonly Expr[], temps: string[], pushes: boolean): string[] {
    const evals: string[] = [];
    let pushed = 0;
    for (let i = args.length - 1; i >= 0; i--) {
      evals.push(`${temps[i]} = ${this.arg(args[i]!)}`);
      if (pushes && i > 0) {
        evals.push(`$sp -= ${argSlot(args[i]!.type)}`);
        pushed += argSlot(args[i]!.type);
      }
    }
    if (pushed > 0) evals.push(`$sp += ${pushed}`);
    return evals;
  }

  /**
   * The value of an assignment, `op=`, `++` or `--` to a bit field, its unit at `a`: the field's
   * bits unsigned, an int field's too (a 16-bit one's bits are its int; probe CI99921, ccgen6).
   */
  private bitResult(x: Extract<Expr, { kind: 'member' }>, a: string): string {
    const f = x.field.bits!;
    return (x.type as IntType).signed && f.width < 16 ? bitValue(f, false, `$dv.getUint16(${a}, true)`) : this.bitLoad(x, a);
  }

  /** A bit field's value, its unit at address `a`. */
  private bitLoad(x: Extract<Expr, { kind: 'member' }>, a: string): string {
    if (isFarLvalue(x)) throw new Error('a bit field through a far pointer'); // refused by the parser
    return bitValue(x.field.bits!, (x.type as IntType).signed, `$dv.getUint16(${a}, true)`);
  }

  /** An expression evaluated for its effects only. */
  effect(x: Expr): string {
    if (this.pre === null) return this.region('effect', () => this.effect(x));
    if (x.kind === 'incdec') return this.incdec(x, false);
    if (x.kind === 'assign') return this.assign(x, false);
    if (x.kind === 'cast' && x.type.kind === 'void') return this.effect(x.operand);
    if (x.kind === 'comma') return `${this.region('effect', () => this.effect(x.left))}, ${this.effect(x.right)}`;
    return this.gen(x);
  }
}
