/**
 * A small WebAssembly assembler: a module's binary (the WebAssembly 1.0 core specification's binary
 * format, §5) built from an expression DSL, so the engine's 64-bit kernels (core.ts) can be written
 * here, in TypeScript, and turned into bytes at load time without a toolchain. Only what the kernels
 * use: i32/i64/f64 value types, functions, imported functions, one memory with data segments,
 * mutable globals, exports; i32/i64 integer operators, loads and stores of memory, structured control.
 *
 * Code is a flat array of bytes in stack order: an operator's helper takes its operands' code and
 * appends its opcode, so `i64.and(a.get(), i64.shl(b.get(), i64.c(8)))` reads as the expression it
 * computes. Branch targets are label depths (0 = the innermost enclosing block, loop or if), as in
 * the text format's `br 0`. The output is deterministic: the same module description, the same bytes.
 */

export type Code = number[];
export type ValType = 0x7f | 0x7e | 0x7c;
export const I32: ValType = 0x7f, I64: ValType = 0x7e, F64: ValType = 0x7c;
/** A block's result: a value type, or none. */
type BlockType = ValType | null;

/** Unsigned LEB128 (§5.2.2). */
export function uleb(n: number): Code {
  if (!Number.isInteger(n) || n < 0) throw new Error(`wasm.uleb: a non-negative integer, got ${n}`);
  const out: Code = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}

/** Signed LEB128 (§5.2.2), for the constants of i32.const and i64.const. */
export function sleb(v: bigint): Code {
  const out: Code = [];
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n; // arithmetic: the sign stays
    const done = (v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** Codes joined, by pushes (spreading long arrays into literals costs the load time). */
const cat = (...codes: Code[]): Code => {
  const out: Code = [];
  for (const c of codes) for (let i = 0; i < c.length; i++) out.push(c[i]!);
  return out;
};
const utf8 = (s: string): Code => Array.from(new TextEncoder().encode(s));
const vec = (items: Code[]): Code => cat(uleb(items.length), ...items);
const name = (s: string): Code => { const b = utf8(s); return cat(uleb(b.length), b); };
const section = (id: number, body: Code): Code => (body.length === 0 ? [] : cat([id], uleb(body.length), body));

/** A local variable (or parameter) of the function being defined. */
export class Local {
  constructor(readonly index: number, readonly type: ValType) {}
  get(): Code { return [0x20, ...uleb(this.index)]; }
  set(v: Code): Code { return [...v, 0x21, ...uleb(this.index)]; }
  tee(v: Code): Code { return [...v, 0x22, ...uleb(this.index)]; }
}

/** A mutable global. */
export class Global {
  constructor(readonly index: number, readonly type: ValType) {}
  get(): Code { return [0x23, ...uleb(this.index)]; }
  set(v: Code): Code { return [...v, 0x24, ...uleb(this.index)]; }
}

/** A function of the module (imported or defined): call it with its arguments' code. */
export class Func {
  constructor(readonly index: number, readonly name: string, readonly params: readonly ValType[], readonly result: BlockType) {}
  call(...args: Code[]): Code {
    if (args.length !== this.params.length) throw new Error(`wasm: ${this.name} takes ${this.params.length} arguments, got ${args.length}`);
    return [...args.flat(), 0x10, ...uleb(this.index)];
  }
}

/** Binary operators fold left over their operands: and(a, b, c) = (a & b) & c. */
const binary = (op: number) => (first: Code, ...rest: Code[]): Code => {
  if (rest.length === 0) throw new Error('wasm: a binary operator needs two operands');
  let c = first;
  for (const r of rest) c = [...c, ...r, op];
  return c;
};
const unary = (op: number) => (a: Code): Code => [...a, op];
const pair = (op: number) => (a: Code, b: Code): Code => [...a, ...b, op];

export const i32 = {
  c: (v: number): Code => [0x41, ...sleb(BigInt(v | 0))],
  eqz: unary(0x45), eq: pair(0x46), ne: pair(0x47), lt_s: pair(0x48), lt_u: pair(0x49), gt_s: pair(0x4a),
  gt_u: pair(0x4b), le_s: pair(0x4c), le_u: pair(0x4d), ge_s: pair(0x4e), ge_u: pair(0x4f),
  clz: unary(0x67), ctz: unary(0x68), popcnt: unary(0x69),
  add: binary(0x6a), sub: binary(0x6b), mul: binary(0x6c), and: binary(0x71), or: binary(0x72), xor: binary(0x73),
  shl: pair(0x74), shr_s: pair(0x75), shr_u: pair(0x76),
  wrap: unary(0xa7),
  /** A byte of memory at `addr` + `offset`, zero-extended. */
  load8_u: (addr: Code, offset = 0): Code => [...addr, 0x2d, 0, ...uleb(offset)],
  /** A byte of memory at `addr` + `offset`, sign-extended. */
  load8_s: (addr: Code, offset = 0): Code => [...addr, 0x2c, 0, ...uleb(offset)],
  /** Four bytes of memory at `addr` + `offset` (4-aligned), and a store of v there. */
  load: (addr: Code, offset = 0): Code => [...addr, 0x28, 2, ...uleb(offset)],
  store: (addr: Code, v: Code, offset = 0): Code => [...addr, ...v, 0x36, 2, ...uleb(offset)],
  /** Two bytes at `addr` + `offset` (2-aligned), sign-extended; a store of v's low 16 bits there. */
  load16_s: (addr: Code, offset = 0): Code => [...addr, 0x2e, 1, ...uleb(offset)],
  /** Two bytes at `addr` + `offset` (2-aligned), zero-extended. */
  load16_u: (addr: Code, offset = 0): Code => [...addr, 0x2f, 1, ...uleb(offset)],
  store16: (addr: Code, v: Code, offset = 0): Code => [...addr, ...v, 0x3b, 1, ...uleb(offset)],
};

export const i64 = {
  c: (v: bigint | number): Code => [0x42, ...sleb(BigInt.asIntN(64, BigInt(v)))],
  eqz: unary(0x50), eq: pair(0x51), ne: pair(0x52), lt_s: pair(0x53), lt_u: pair(0x54), gt_s: pair(0x55), gt_u: pair(0x56),
  clz: unary(0x79), ctz: unary(0x7a), popcnt: unary(0x7b),
  add: binary(0x7c), sub: binary(0x7d), mul: binary(0x7e), and: binary(0x83), or: binary(0x84), xor: binary(0x85),
  shl: pair(0x86), shr_s: pair(0x87), shr_u: pair(0x88),
  extend_u: unary(0xad), extend_s: unary(0xac),
  /** Eight bytes of memory at `addr` + `offset` (8-aligned). */
  load: (addr: Code, offset = 0): Code => [...addr, 0x29, 3, ...uleb(offset)],
  store: (addr: Code, v: Code, offset = 0): Code => [...addr, ...v, 0x37, 3, ...uleb(offset)],
};

export const f64 = { convert_i64_u: unary(0xba) };

const blockType = (t: BlockType): Code => [t ?? 0x40];

/** Structured control (§5.4.1). Labels are depths: 0 is the innermost enclosing construct. */
export const ctl = {
  block: (t: BlockType, ...body: Code[]): Code => [0x02, ...blockType(t), ...body.flat(), 0x0b],
  loop: (t: BlockType, ...body: Code[]): Code => [0x03, ...blockType(t), ...body.flat(), 0x0b],
  if: (t: BlockType, cond: Code, then: Code[], otherwise?: Code[]): Code =>
    [...cond, 0x04, ...blockType(t), ...then.flat(), ...(otherwise ? [0x05, ...otherwise.flat()] : []), 0x0b],
  br: (depth: number): Code => [0x0c, ...uleb(depth)],
  br_if: (depth: number, cond: Code): Code => [...cond, 0x0d, ...uleb(depth)],
  /** A jump to the label depths[index], or to `otherwise` when index is past them. */
  br_table: (index: Code, depths: number[], otherwise: number): Code => [...index, 0x0e, ...vec(depths.map(uleb)), ...uleb(otherwise)],
  ret: (v: Code = []): Code => [...v, 0x0f],
  drop: (v: Code): Code => [...v, 0x1a],
  /** cond ? a : b, both evaluated (no branch). */
  select: (a: Code, b: Code, cond: Code): Code => [...a, ...b, ...cond, 0x1b],
  unreachable: (): Code => [0x00],
};

interface Defined { func: Func; locals: ValType[]; body: Code | null }

/** A module under construction: declare functions (so they can call each other), define them, then bytes(). */
export class Module {
  private readonly types: Code[] = [];
  private readonly imports: { module: string; field: string; func: Func }[] = [];
  private readonly defined: Defined[] = [];
  private readonly globals: { type: ValType; init: Code }[] = [];
  private readonly exports: { name: string; kind: number; index: number }[] = [];
  private readonly data: { offset: number; bytes: Uint8Array }[] = [];
  private memoryPages = 0;

  private typeIndex(params: readonly ValType[], result: BlockType): number {
    const t = [0x60, ...vec(params.map((p) => [p])), ...(result === null ? [0] : [1, result])];
    const key = t.join(',');
    let i = this.types.findIndex((u) => u.join(',') === key);
    if (i < 0) { i = this.types.length; this.types.push(t); }
    return i;
  }

  /** A host function the module calls (imports come first in the function index space). */
  importFunc(module: string, field: string, params: ValType[], result: BlockType): Func {
    if (this.defined.length > 0) throw new Error(`wasm: import ${module}.${field} after a function was declared`);
    const f = new Func(this.imports.length, `${module}.${field}`, params, result);
    this.imports.push({ module, field, func: f });
    return f;
  }

  declare(fname: string, params: ValType[], result: BlockType, exported = false): Func {
    const f = new Func(this.imports.length + this.defined.length, fname, params, result);
    this.defined.push({ func: f, locals: [], body: null });
    if (exported) this.exports.push({ name: fname, kind: 0, index: f.index });
    return f;
  }

  /**
   * The body of a declared function: `build` gets its parameters as locals and a way to add more,
   * and returns its instructions (the function's value is what they leave on the stack).
   */
  define(f: Func, build: (params: Local[], local: (t: ValType) => Local) => Code[]): void {
    const d = this.defined[f.index - this.imports.length];
    if (!d || d.func !== f || d.body !== null) throw new Error(`wasm: ${f.name} is not a declared, undefined function`);
    const params = f.params.map((t, i) => new Local(i, t));
    const local = (t: ValType): Local => { d.locals.push(t); return new Local(f.params.length + d.locals.length - 1, t); };
    d.body = cat(...build(params, local));
  }

  global(type: ValType, init: number, exportName?: string): Global {
    const g = new Global(this.globals.length, type);
    this.globals.push({ type, init: type === I64 ? i64.c(init) : i32.c(init) });
    if (exportName) this.exports.push({ name: exportName, kind: 3, index: g.index });
    return g;
  }

  /** One linear memory of `pages` 64 KB pages (exported as `exportName`), with bytes placed at `offset`. */
  memory(pages: number, exportName?: string): void {
    this.memoryPages = pages;
    if (exportName) this.exports.push({ name: exportName, kind: 2, index: 0 });
  }
  bytesAt(offset: number, bytes: Uint8Array): void {
    if (offset + bytes.length > this.memoryPages * 65536) throw new Error(`wasm: data at ${offset}+${bytes.length} is past the memory`);
    this.data.push({ offset, bytes });
  }

  bytes(): Uint8Array<ArrayBuffer> {
    for (const d of this.defined) if (d.body === null) throw new Error(`wasm: ${d.func.name} declared but not defined`);
    const typeOf = (f: Func): number => this.typeIndex(f.params, f.result);
    const importSec = vec(this.imports.map((im) => [...name(im.module), ...name(im.field), 0x00, ...uleb(typeOf(im.func))]));
    const funcSec = vec(this.defined.map((d) => uleb(typeOf(d.func))));
    const codeSec = vec(this.defined.map((d) => {
      // Locals as runs of one type (§5.5.13).
      const runs: Code[] = [];
      for (let i = 0; i < d.locals.length;) {
        let j = i;
        while (j < d.locals.length && d.locals[j] === d.locals[i]) j++;
        runs.push([...uleb(j - i), d.locals[i]!]);
        i = j;
      }
      const body = cat(vec(runs), d.body!, [0x0b]);
      return cat(uleb(body.length), body);
    }));
    const mod = cat(
      [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
      section(1, vec(this.types)),
      this.imports.length ? section(2, importSec) : [],
      section(3, funcSec),
      this.memoryPages ? section(5, vec([[0x00, ...uleb(this.memoryPages)]])) : [],
      this.globals.length ? section(6, vec(this.globals.map((g) => [g.type, 0x01, ...g.init, 0x0b]))) : [],
      this.exports.length ? section(7, vec(this.exports.map((e) => [...name(e.name), e.kind, ...uleb(e.index)]))) : [],
      section(10, codeSec),
      this.data.length ? section(11, vec(this.data.map((d) => cat([0x00], i32.c(d.offset), [0x0b], uleb(d.bytes.length), Array.from(d.bytes))))) : [],
    );
    return Uint8Array.from(mod);
  }
}
