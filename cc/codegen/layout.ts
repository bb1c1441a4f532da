/**
 * The data segment's image: where each global in memory, each string literal and each
 * struct-returning function's buffer lives, and the initial bytes (C zeroes what has no
 * initializer). Every global lives here, as in TC, scalars whose address is never taken too: what
 * a program writes past an array, through a stray pointer or by a library call running on
 * (scanf, strcpy…) reaches the globals after it (corpus C2698's `head[5] = "PAGE"` is the `y` TC's
 * _BSS puts after it; corpus C5550's "200" read into `char a` makes the next global 0x3030, probes
 * ST1, ST2; oracle-text-v15's %[^,] overruns over the tick handler's `tk`). Measured: TETRIS.C's
 * 31 such scalars in memory rather than JS variables cost no speed the cc bench could see (ratio
 * to the port, medians of 6 interleaved pairs: 0.643 → 0.631, the coroutine engine 0.663 → 0.681).
 */
import type { CType, Expr, Ext, FloatType, Init, Layout, Program, Stmt, Sym } from '../c.ts';
import { CompileError, SIZE_UNKNOWN } from '../errors.ts';
import { constValue, extOf, floatToInt } from '../front/constant.ts';
import { extFromNumber, writeExt } from '../front/extended.ts';
import { LIBRARY_DATA } from '../support/library-data.ts';
import { LIBRARY_CELLS } from '../front/headers.ts';
import { FIRST_FUNCTION, MIN_STACK, SEGMENT_SIZE } from '../support/memory.ts';
import { linkDgroup } from '../support/tc-link.ts';
import { NOT_A_SUBTREE } from './registers.ts';
import { linksFloatFormats, linksPrintfFloatFormats } from '../front/float-formats.ts';
import { isScalar, sizeOf, wrapInt } from '../front/types.ts';

export function layout(p: Program): Layout {
  const image = new Uint8Array(0x10000);
  const dv = new DataView(image.buffer);
  const addr = new Map<Sym, number>();
  let at = 0;
  const place = (size: number, _what: string, line: number): number => {
    const a = at;
    at += size;
    // TCC 2.0's words (test/fixtures/hostile HUGEARR, HUGEGLB; TCC names the file's last line for the second)
    if (size >= SEGMENT_SIZE) throw new CompileError(p.file, line, 'Array size too large');
    if (at > SEGMENT_SIZE - MIN_STACK) throw new CompileError(p.file, line, 'Too much global data defined in file');
    return a;
  };
  const libraryObjects: Sym[] = [];
  const initialised: Sym[] = [];
  const uninitialised: Sym[] = [];
  const atZero = new Set(p.atZero ?? []);
  const declaredOnly = new Set(p.declaredOnly ?? []);
  for (const g of p.globals) {
    // errno, environ…: the library's, read through its cell (front/expr-postfix.ts libraryCell)
    if (declaredOnly.has(g) || (Object.hasOwn(LIBRARY_CELLS, g.name) && !g.isStatic)) continue;
    // data no module defines: TLINK's fixup leaves its address 0, DS:0000 (cc/front/parse.ts link)
    if (atZero.has(g)) {
      addr.set(g, 0);
      continue;
    }
    if (LIBRARY_DATA[g.name] && (sizeOf(g.type) === null || isScalar(g.type) || g.type.kind === 'array') && !g.init) {
      libraryObjects.push(g);
      continue;
    }
    (g.init ? initialised : uninitialised).push(g);
  }
  const placeGlobal = (g: Sym): void => {
    const size = sizeOf(g.type);
    if (size === null) throw new CompileError(p.file, g.line, SIZE_UNKNOWN);
    addr.set(g, place(dataOf(g, g.init), g.name, g.line));
  };
  // TC 2.0's data segment (test/fixtures/data-layout): the initialised globals in declaration
  // order, byte-packed, then the string literals (the program's _DATA), then the library
  // modules' data, then the uninitialised ones in TCC's order (its _BSS), then the library's
  // _BSS: where TLINK puts each (support/tc-link.ts, test/fixtures/heap)
  const sizeOfAll = (gs: readonly Sym[]): number => gs.reduce((n, g) => n + (sizeOf(g.type) ?? 0), 0);
  // the bytes an initialised object's data takes (writeInit: a union's bit field word may reach past it)
  const dataOf = (g: Sym, init: Init | null | undefined): number => (init ? initExtent(p.file, p.strings.length, g.type, init) : sizeOf(g.type) ?? 0);
  const dataOfAll = (gs: readonly { sym: Sym; init: Init | null | undefined }[]): number => gs.reduce((n, g) => n + dataOf(g.sym, g.init), 0);
  // a literal that initialises a global char array is no object of its own: TCC emits no copy of it
  const arrayInits = new Set<number>();
  for (const g of p.globals) {
    if (!g.init || g.type.kind !== 'array') continue;
    const x = soleExpr(g.init);
    if (x?.kind === 'str' && isCharArray(g.type)) arrayInits.add(x.id);
  }
  // an auto array or struct with an initializer: TCC keeps its initial values in _DATA, the
  // whole object's size, in source order among the initialised globals and static locals (probes
  // AI1, AI2 in test/fixtures/data-layout); a string that initialises a char array is no literal
  const templates = autoInitializers(p);
  for (const t of templates) {
    const x = soleExpr(t.init);
    if (x?.kind === 'str' && isCharArray(t.sym.type)) arrayInits.add(x.id);
  }
  const literals = p.strings.filter((s) => !arrayInits.has(s.id));
  const uses = libraryUses(p);
  // a program of several files: each module's _DATA and _BSS where TLINK puts them (support/tc-link.ts)
  const count = p.modules?.count ?? 1;
  const moduleOf = (g: Sym): number => p.modules?.of.get(g) ?? 0;
  const stringModule = (id: number): number => p.modules?.strings[id] ?? 0;
  const inModule = <T>(xs: readonly T[], m: (x: T) => number): T[][] => {
    const by: T[][] = Array.from({ length: count }, () => []);
    for (const x of xs) by[m(x)]!.push(x);
    return by;
  };
  const initialisedBy = inModule(initialised, moduleOf);
  const templatesBy = inModule(templates, (t) => t.module);
  const literalsBy = inModule(literals, (s) => stringModule(s.id));
  const uninitialisedBy = inModule(uninitialised, moduleOf);
  // a function that returns a struct returns it in a buffer of its module's _BSS (TLINK's map of
  // corpus C3377: TCPARSER's _BSS CFh, its globals' C6h and `struct TOKENREC pop(void)`'s 9 bytes;
  // after the module's globals here, a place not measured)
  const returnsStruct = inModule(p.funcs.filter((f) => f.type.returns.kind === 'struct'), (f) => moduleOf(f.sym));
  const dgroup = linkDgroup({
    modules: initialisedBy.map((gs, m) => ({
      data: dataOfAll(gs.map((g) => ({ sym: g, init: g.init }))) + dataOfAll(templatesBy[m]!.map((t) => ({ sym: t.sym, init: t.init }))) + literalsBy[m]!.reduce((n, s) => n + s.bytes.length, 0) + uses.constants[m]!,
      bss: sizeOfAll(uninitialisedBy[m]!) + returnsStruct[m]!.reduce((n, f) => n + sizeOf(f.type.returns)!, 0),
    })),
    needs: uses.names,
    defines: [...p.funcs.map((f) => f.sym), ...initialised, ...uninitialised].map((s) => `_${s.name}`),
  });
  const templateAt = new Map<AutoInit, number>();
  const strings: number[] = p.strings.map(() => 0);
  for (let m = 0; m < count; m++) {
    at = dgroup.programData[m]!;
    const data: ({ line: number; g: Sym } | { line: number; t: AutoInit })[] = [
      ...initialisedBy[m]!.map((g) => ({ line: g.line, g })),
      ...templatesBy[m]!.map((t) => ({ line: t.line, t })),
    ];
    for (const d of data.map((d, i) => ({ d, i })).sort((a, b) => a.d.line - b.d.line || a.i - b.i).map((e) => e.d)) {
      if ('g' in d) placeGlobal(d.g);
      else templateAt.set(d.t, place(dataOf(d.t.sym, d.t.init), d.t.sym.name, d.line));
    }
    for (const s of literalsBy[m]!) {
      strings[s.id] = place(s.bytes.length, 'a string literal', s.line);
      image.set(s.bytes, strings[s.id]!);
    }
  }
  // the library's objects the headers declare (library-data.ts) and the struct-return buffers:
  // in the room the library's data takes, so that the program's _BSS and the heap lie where TC's do
  for (const g of libraryObjects) {
    if (!uses.objects.has(g)) continue; // TC links its module only when named
    const a = place(LIBRARY_DATA[g.name]!(0).length, g.name, g.line);
    image.set(LIBRARY_DATA[g.name]!(a), a);
    addr.set(g, a);
  }
  // what is left of that room is the library's own (DataSegment.scratch); the program's _BSS after
  const libraryRoom = { at, end: Math.max(at, dgroup.programBss[0]!) };
  const returnBuffers = new Map<Sym, number>();
  for (let m = 0; m < count; m++) {
    at = Math.max(at, dgroup.programBss[m]!);
    bssOrder(uninitialisedBy[m]!).forEach(placeGlobal);
    for (const f of returnsStruct[m]!) returnBuffers.set(f.sym, place(sizeOf(f.type.returns)!, `${f.sym.name}'s return value`, f.line));
  }
  const edata = at + dgroup.edata - (dgroup.programBss[count - 1]! + dgroup.bss[count - 1]!);
  if (edata > SEGMENT_SIZE - MIN_STACK) throw new CompileError(p.file, 1, 'Too much global data defined in file');
  const ctx: ConstContext = { file: p.file, addr, strings, pointed: [] };
  for (const g of p.globals) {
    if (!g.init) continue;
    try {
      writeInit(ctx, dv, image, addr.get(g)!, g.type, g.init);
    } catch (e) {
      // a static local's initializer is its function's, to TCC 2.0 (oracle-ccerr 391, 493: "Too
      // many initializers in function calc")
      throw e instanceof CompileError && g.inFunction !== undefined ? e.inFunction(g.inFunction) : e;
    }
  }
  for (const [t, a] of templateAt) {
    try {
      writeInit(ctx, dv, image, a, t.sym.type, t.init);
    } catch (e) {
      // an auto's too: "Too many initializers in function prog_main" (corpus C3968's char b[4][10] of five strings)
      throw e instanceof CompileError ? e.inFunction(t.fn) : e;
    }
  }
  const copiedTemplates = new Map([...templateAt].filter(([t]) => hasFieldUnion(t.sym.type)).map(([t, a]) => [t.sym, a]));
  return { image, addr, strings, returnBuffers, copiedTemplates, heapStart: edata, libraryRoom, pointed: ctx.pointed, linked: dgroup.linked, belowOpenfd: dgroup.belowOpenfd };
}

/**
 * An array a string literal initialises by its bytes; `char *tab[] = { "x" }` keeps the literal
 * (a program of ccgen's printed "(null)" for tab[0]).
 */
const isCharArray = (t: CType): boolean => t.kind === 'array' && t.of.kind === 'int' && t.of.size === 1;

/** The one expression of an initializer (`"…"` or `{"…"}`), or null. */
function soleExpr(init: Init): Expr | null {
  if (!init.list) return init.expr;
  return init.items.length === 1 && !init.items[0]!.list ? init.items[0]!.expr : null;
}

/** A local array or struct with an initializer, where its function declares it. */
interface AutoInit {
  readonly sym: Sym;
  readonly init: Init;
  readonly line: number;
  /** Its function's module (Program.modules). */
  readonly module: number;
  /** Its function's name, which TCC 2.0's message of a fault in it names (corpus C3968). */
  readonly fn: string;
}

/** The program's auto initializers (`init` statements), function by function, in source order. */
function autoInitializers(p: Program): AutoInit[] {
  const found: AutoInit[] = [];
  const walk = (s: Stmt | null): void => {
    if (!s) return;
    switch (s.kind) {
      case 'init':
        // `struct P z = q;` copies q where it stands: no template in the data segment
        if (s.sym.type.kind === 'struct' && !s.init.list) return;
        found.push({ sym: s.sym, init: s.init, line: s.line, module, fn });
        return;
      case 'block': s.items.forEach(walk); return;
      case 'if': walk(s.then); walk(s.else); return;
      case 'while': case 'do': case 'for': case 'switch': walk(s.body); return;
      case 'case': case 'default': case 'label': walk(s.stmt); return;
      default: return;
    }
  };
  let module = 0, fn = '';
  for (const f of p.funcs) {
    module = p.modules?.of.get(f.sym) ?? 0;
    fn = f.sym.name;
    walk(f.body);
  }
  return found;
}

/**
 * The order TC 2.0 gives the uninitialised globals: by their names, not their declaration
 * (oracles GL3–GLE, GM1–GM6 in test/fixtures/data-layout: `int e, b, d, a, c;` and `int a, b, c,
 * d, e;` place every name alike). Sorted by 4 × (the last character + 8 × the length) + the first
 * character, modulo 1024, ties in declaration order: `a b c aa bb cc aaa…`, `x1…x8 x10 x20 x30 x9
 * x11 x21…`, `bca cba acb cab abc bac`; names of 13 characters and more wrap to the front (GLG:
 * `zzzzzzzzzzzzz`, 1026, before `z`, 642; GLK: 1024 → 0 first, 1022 last); it fits all 22
 * probes, chars, floats, longs, a struct and arrays too (GL1, GL2), but for GL1's static local,
 * which TC puts before them all: static locals first. What this decides is where a write past an
 * array lands (C051's `t[100]` in `w`).
 */
function bssOrder(globals: readonly Sym[]): Sym[] {
  const key = (g: Sym): number => (g.isStatic ? -1 : (4 * (g.name.charCodeAt(g.name.length - 1) + 8 * g.name.length) + g.name.charCodeAt(0)) % 1024);
  return globals.map((g, i) => ({ g, i, k: key(g) })).sort((a, b) => a.k - b.k || a.i - b.i).map((e) => e.g);
}

interface ConstContext {
  readonly file: string;
  readonly addr: ReadonlyMap<Sym, number>;
  readonly strings: readonly number[];
  /** Layout.pointed, added to as initializers name functions. */
  readonly pointed: Sym[];
}

/** A function's pointer value in an initializer: its place in the function table (support/memory.ts). */
function functionPointer(ctx: ConstContext, f: Sym): number {
  const i = ctx.pointed.indexOf(f);
  if (i >= 0) return FIRST_FUNCTION + i;
  ctx.pointed.push(f);
  return FIRST_FUNCTION + ctx.pointed.length - 1;
}

/** The value of a constant initializer: a number, or an address of a global or a string. */
export function initValue(ctx: ConstContext, x: Expr): number {
  const v = constValue(x);
  if (v !== null) return v;
  const a = constAddress(ctx, x);
  if (a === null) throw new CompileError(ctx.file, x.line, 'Illegal initialization'); // TCC 2.0's words (oracle-ccerr init-nonconst)
  return a;
}

function constAddress(ctx: ConstContext, x: Expr): number | null {
  switch (x.kind) {
    case 'cast':
      if (x.type.kind === 'ptr' || (x.type.kind === 'int' && x.type.size >= 2)) return constAddress(ctx, x.operand);
      return null;
    case 'addr':
      if (x.operand.kind === 'var' && x.operand.sym.kind === 'func') return functionPointer(ctx, x.operand.sym);
      return lvalueAddress(ctx, x.operand);
    case 'str': // an array (a string, a global array) initializing a pointer decays to its address
    case 'var':
      if (x.kind === 'var' && x.sym.kind === 'func') return functionPointer(ctx, x.sym);
      return x.type.kind === 'array' ? lvalueAddress(ctx, x) : null;
    case 'ptradd': {
      const base = constAddress(ctx, x.pointer), i = constValue(x.index);
      return base === null || i === null ? null : (base + i * x.scale) & 0xffff;
    }
    default:
      return null;
  }
}

function lvalueAddress(ctx: ConstContext, x: Expr): number | null {
  switch (x.kind) {
    case 'var':
      return ctx.addr.get(x.sym) ?? null;
    case 'str':
      return ctx.strings[x.id]!;
    case 'member': {
      const base = lvalueAddress(ctx, x.object);
      return base === null ? null : base + x.field.offset;
    }
    case 'deref':
      return constAddress(ctx, x.pointer);
    default:
      return null;
  }
}

/**
 * Write an initializer's bytes at `at`; the bytes its data takes there: the object's size, more
 * where a union's bit field word reaches past it. TCC emits an initializer's data as a stream: a
 * union whose first member is a named bit field is 1 byte by sizeof, but its value goes out as
 * that field's word with its high byte dropped when 0, and the members and elements after it
 * follow that stream (probes CD99921, CD99922: `union { unsigned m0 : 12; char m1; } g = { -1 }`
 * takes FF 0F, `= { 0 }` one byte; `struct { that union; char c; } = { { -1 }, 5 }` is FF 0F 05,
 * c's 5 past its offset; an array of them = { 1, 2, 0x345 } is 01 02 45 03; CD00319's literal
 * after an automatic one's template kept its byte).
 */
function writeInit(ctx: ConstContext, dv: DataView, image: Uint8Array, at: number, t: CType, init: Init): number {
  const fail = (line: number, msg: string): never => {
    throw new CompileError(ctx.file, line, msg);
  };
  const size = sizeOf(t) ?? 0;
  if (t.kind === 'array') {
    const n = t.length ?? 0;
    const es = sizeOf(t.of)!;
    if (!init.list) {
      if (init.expr.kind === 'str' && t.of.kind === 'int' && t.of.size === 1) {
        if (init.expr.bytes.length - 1 > n) fail(init.expr.line, 'Too many initializers');
        image.set(init.expr.bytes.slice(0, n), at);
        return size;
      }
      return fail(init.expr.line, `an array needs { } to initialize it`);
    }
    // a char array may also be "…" inside braces
    if (init.items.length === 1 && !init.items[0]!.list && init.items[0]!.expr.kind === 'str' && t.of.kind === 'int' && t.of.size === 1) {
      return writeInit(ctx, dv, image, at, t, init.items[0]!);
    }
    if (init.items.length > n) fail(init.line, 'Too many initializers');
    let past = 0; // the bytes the elements so far took past their sizes
    init.items.forEach((item, i) => {
      past += writeInit(ctx, dv, image, at + past + i * es, t.of, item) - es;
    });
    return size + past;
  }
  if (t.kind === 'struct') {
    if (!init.list) return fail(init.expr.line, 'a struct needs { } to initialize it');
    const fields = t.fields ?? [];
    if (init.items.length > (t.union ? 1 : fields.length)) fail(init.line, 'Too many initializers'); // (oracle-ccerr init-struct)
    let past = 0, end = size;
    init.items.forEach((item, i) => {
      const f = fields[i]!;
      const u = at + past + (f.init ?? f.offset);
      if (!f.bits) {
        const fs = sizeOf(f.type) ?? 0, took = writeInit(ctx, dv, image, u, f.type, item);
        past += took - fs;
        end = Math.max(end, u - at + took);
        return;
      }
      // a bit field: its bits of the unit word, the rest kept; the word's high byte past the
      // object only when the field has bits there
      const x = item.list ? (item.items.length === 1 && !item.items[0]!.list ? item.items[0]!.expr : fail(item.line, 'a scalar needs one value')) : item.expr;
      const v = Math.trunc(initValue(ctx, x as Expr)), mask = (2 ** f.bits.width - 1) * 2 ** f.bits.shift;
      const bits = (v << f.bits.shift) & mask, word = (dv.getUint16(u, true) & ~mask) | bits;
      if (u + 1 < at + size || bits >>> 8 !== 0) {
        dv.setUint16(u, word, true);
        end = Math.max(end, u - at + 2);
      } else dv.setUint8(u, word & 0xff);
    });
    return Math.max(end, size + past);
  }
  const x = init.list ? (init.items.length === 1 && !init.items[0]!.list ? init.items[0]!.expr : fail(init.line, 'a scalar needs one value')) : init.expr;
  // a long double holds the constant's 80 bits as TCC folded them (probe LD: `= 0.1` is …CCCCCCCCCCCD)
  if (t.kind === 'float' && t.size === 10) writeExt(dv, at, longDoubleInit(x as Expr, initValue(ctx, x as Expr)));
  else writeScalar(dv, at, t, initValue(ctx, x as Expr), x.type);
  return size;
}

/** A union whose first member is a named bit field, in `t`: its initializer may take more bytes than its size (writeInit). */
const hasFieldUnion = (t: CType): boolean =>
  t.kind === 'array' ? hasFieldUnion(t.of)
  : t.kind === 'struct' && (t.fields ?? []).some((f, i) => (t.union && i === 0 && f.bits !== undefined && f.name !== '') || hasFieldUnion(f.type));

/**
 * The bytes an initializer's data takes (writeInit), known before anything is placed: written
 * once into a scratch segment with every address 0 (a value that fails there fails again, and is
 * reported, when it is written in place).
 */
function initExtent(file: string, strings: number, t: CType, init: Init): number {
  const size = sizeOf(t) ?? 0;
  if (!hasFieldUnion(t)) return size;
  const image = new Uint8Array(SEGMENT_SIZE);
  const none = new Map<Sym, number>();
  none.get = () => 0;
  try {
    return writeInit({ file, addr: none, strings: new Array<number>(strings).fill(0), pointed: [] }, new DataView(image.buffer), image, 0, t, init);
  } catch {
    return size;
  }
}

/** A long double initializer's 80 bits: its constant's own (through casts), else its value's. */
function longDoubleInit(x: Expr, v: number): Ext {
  let e = x;
  while (e.kind === 'cast' && e.type.kind === 'float' && e.type.size !== 4) e = e.operand;
  return e.kind === 'num' ? extOf(e) : extFromNumber(v);
}

/** Store a scalar constant of type `from` into an object of type `t`. */
export function writeScalar(dv: DataView, at: number, t: CType, v: number, from: CType): void {
  if (t.kind === 'float') {
    if (t.size === 4) dv.setFloat32(at, v, true);
    else dv.setFloat64(at, v, true);
    return;
  }
  const iv = from.kind === 'float' ? Math.trunc(v) : v;
  if (t.kind === 'ptr' && t.far) dv.setUint32(at, iv >>> 0, true); // segment:offset, offset first
  else if (t.kind === 'ptr') dv.setUint16(at, iv & 0xffff, true);
  else if (t.kind === 'int') {
    const w = from.kind === 'float' ? floatToInt(v, t) : wrapInt(iv, t);
    if (t.size === 1) dv.setUint8(at, w & 0xff);
    else if (t.size === 2) dv.setUint16(at, w & 0xffff, true);
    else dv.setUint32(at, w >>> 0, true);
  }
}

/**
 * The names TCC's object of this program needs from the library (what TLINK links for it): each
 * library function called or named (`_printf`), what header macros expand to (getchar is
 * `_fgetc` on `_streams`, isdigit indexes `_ctype`), the library's variables named, and the
 * floating-point emulator (`FIDRQQ`) and scanf's float formats (`__turboFloat`) when linked.
 */
export function libraryUses(p: Program): { names: string[]; objects: Set<Sym>; constants: number[] } {
  const names = new Set<string>();
  const objects = new Set<Sym>();
  const constants = new Set<string>();
  /** A floating constant stored, and the bytes of _DATA it takes there (0: written as immediate words). */
  const stored = new Map<object, number>();
  const storeInto = (value: object, place: Expr): void => {
    const size = place.type?.kind === 'float' ? place.type.size : 0;
    stored.set(value, size === 10 || (size === 8 && !fixedPlace(place)) ? size : 0);
  };
  for (const s of p.externs) for (const n of MACRO_NAMES[s.name] ?? [`_${s.name}`]) names.add(n);
  // called for objects only: a call per property, numbers and strings too, was most of this walk's
  // cost, cold (a CPU profile of BGIDEMO.C's compile)
  const walk = (x: object): void => {
    if (Array.isArray(x)) {
      // indexed, not for-of: an iterator's result object per element, cold (BGIDEMO.C's allocation profile)
      for (let i = 0; i < x.length; i++) {
        const e: unknown = x[i];
        if (e !== null && typeof e === 'object') walk(e);
      }
      return;
    }
    const o = x as Record<string, unknown>;
    if (o.kind === 'var' && o.sym) {
      const s = o.sym as Sym;
      if (s.kind === 'global' && LIBRARY_DATA[s.name] && !objects.has(s)) {
        objects.add(s);
        names.add(`_${s.name}`);
      }
      return;
    }
    // a floating constant the 8087 takes as an operand (arithmetic, a comparison, a return): TCC
    // keeps it in its module's _DATA, 8 bytes, once a value; one it only stores (`d = 0.5`, an
    // argument, a local's initializer) it writes as immediate words, no byte of _DATA (TLINK's
    // maps of the probes in test/fixtures/float-constants)
    // a comparison of floating values reads the 8087's status word through FLAGS8087@: MATHS'
    // FLAGS87 linked, 2 bytes of _BSS (probes FK N, Q, S in test/fixtures/float-constants)
    if (o.kind === 'cmp' && ((o.left as Expr).type?.kind === 'float' || (o.right as Expr).type?.kind === 'float')) names.add('FLAGS8087@');
    // but a stored constant goes through the 8087 too, and takes _DATA, where TCC cannot write
    // words: into a long double, 10 bytes whatever the place (`x = -7.0`, `xa[2] = …`, a local's
    // initializer); into a double whose address is computed (`da[j] = …`, `*pd = …`, `ps->d = …`),
    // 8 bytes (probe KL3, TCC -S: docs/TURBO-C-FACTS.md; textgen15 LG00075's `xa[j] = -7.0`)
    if (o.kind === 'assign' && o.op === null) storeInto(o.right as object, o.left as Expr);
    else if (o.kind === 'call') for (const a of o.args as object[]) stored.set(a, 0);
    else if (o.kind === 'init' && !(o.init as Init).list) stored.set((o.init as { expr: object }).expr, (o.sym as Sym).type.kind === 'float' && ((o.sym as Sym).type as FloatType).size === 10 ? 10 : 0);
    const v = floatConstant(o);
    // (an operand the 8087 takes as a long double, `x == 0` and `7.0L` beside long doubles, is 10
    // bytes: textgen15 LG00128's `xa[1] == 0 ? 7.0L : xa[1]`, TCC -S)
    const size = stored.get(o) ?? (v !== null && (o.type as FloatType).size === 10 ? 10 : 8);
    if (v !== null && size !== 0) {
      // math.h's HUGE_VAL is the library's `_huge_dble`, no constant of the module (TLINK's map of
      // corpus C3377: TCOMMAND's _DATA 451h, its strings' and variables' bytes, beside `== HUGE_VAL`)
      if (Math.abs(v) === Number.MAX_VALUE) names.add('__huge_dble');
      else constants.add(`${module} ${size} ${v}`);
    }
    for (const k in o) {
      const v = o[k];
      if (v !== null && typeof v === 'object' && !NOT_A_SUBTREE.has(k)) walk(v);
    }
  };
  // each module's constants its own (Program.modules)
  let module = 0;
  for (const f of p.funcs) {
    module = p.modules?.of.get(f.sym) ?? 0;
    walk(f.body);
  }
  const inCode = constants.size;
  for (const g of p.globals) if (g.init) walk(g.init);
  if (linksFloatFormats(p)) names.add('__turboFloat');
  if (linksPrintfFloatFormats(p)) names.add('FIDRQQ');
  const sizes = Array.from({ length: p.modules?.count ?? 1 }, () => 0);
  for (const c of [...constants].slice(0, inCode)) {
    const [m, size] = c.split(' ');
    sizes[Number(m)]! += Number(size);
  }
  return { names: [...names], objects, constants: sizes };
}

/** A place whose address TCC knows at compile time (a variable, its member, an element at a constant index): it can store words there. */
function fixedPlace(e: Expr): boolean {
  if (e.kind === 'var') return true;
  if (e.kind === 'member') return fixedPlace(e.object);
  if (e.kind !== 'deref' || e.pointer.kind !== 'ptradd') return false;
  const base = e.pointer.pointer;
  return e.pointer.index.kind === 'num' && base.kind === 'addr' && fixedPlace(base.operand);
}

/** A floating constant's value: a float-typed number, or an integer one converted to a floating type (`d == 0`). */
function floatConstant(o: Record<string, unknown>): number | null {
  if ((o.type as CType | undefined)?.kind !== 'float') return null;
  if (o.kind === 'num') return o.value as number;
  const x = o.operand as Record<string, unknown> | undefined;
  return o.kind === 'cast' && x?.kind === 'num' ? (x.value as number) : null;
}

/** Library calls of ours that are macros or variables in TC's headers: the names TCC's object needs for them. */
const MACRO_NAMES: Readonly<Record<string, readonly string[]>> = {
  getchar: ['_fgetc', '__streams'],
  putchar: ['_fputc', '__streams'],
  getc: ['_fgetc'],
  putc: ['_fputc'],
  _errnop: ['_errno'],
  _doserrnop: ['__doserrno'],
  _environp: ['_environ'],
  _pspp: ['__psp'],
  _fmodep: ['__fmode'],
  _osmajorp: ['__osmajor'],
  _osminorp: ['__osminor'],
  _versionp: ['__version'],
  _directvideop: ['_directvideo'],
  _syserrlist: ['_sys_errlist'],
  _sys_nerr: ['_sys_nerr'],
};
