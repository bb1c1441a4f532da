/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 1 (programs `CC00001.C`
 * …; docs/ORACLE.md "The C language generator"): random programs, well defined under TCC 2.0 (no
 * read of memory before a value, no address printed, no division by 0 or of the minimum by −1),
 * whose scenes print what the compiler's code computed —
 *
 * - `arith`: expressions of every operator on char, unsigned char, int, unsigned, long and unsigned
 *   long variables and constants at their edges (division and % of negatives, shifts by counts past
 *   the width and negative, overflow, unary minus of the minimum, signed/unsigned comparisons), the
 *   value as an unsigned long and the expression's sizeof;
 * - `consts`: integer constants of every form (decimal past 32767 and 65535, hex, octal, escapes,
 *   multi-character constants, suffixes) and expressions of them, folded by the compiler;
 * - `assign`: assignments and compound assignments with conversions (`c += 300`, `u -= l`, shifts
 *   and divisions in place, chains, increments at the types' edges);
 * - `float`: casts between integers, float, double and long double (truncation, float's rounding,
 *   −0.0, unsigned long to double), their bytes; out of range only with the 8087's exceptions masked;
 * - `cond`: `?:` of mixed types, sizeof of expressions and types;
 * - `struct`: struct and union layout (offsets by pointer difference, sizeof, nesting, arrays of
 *   structs), bitfields written with values out of range and read back, the bytes;
 * - `enum`: enumerators with and without values, negative and large, in arithmetic and sizeof;
 * - `ptr`: pointer arithmetic and comparison in arrays, arrays of arrays and pointers to them, far
 *   and huge pointers made by MK_FP (FP_SEG/FP_OFF after increments, huge normalisation across
 *   64 KB, differences and comparisons);
 * - `string`: char arrays initialised by literals shorter, as long as and longer than the array,
 *   escapes, static and automatic initialisers;
 * - `control`: switch with negative, long and char cases, goto, do/while/for with comma
 *   expressions, recursion, function pointers, register variables, static locals;
 * - `varargs`: stdarg.h over ints, longs, doubles and chars;
 * - `preproc`: # and ##, macros calling macros, __LINE__, nested conditionals, #undef and redefinition.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 8 of the text generator compares TX.OUT (textgen8.ts).
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, runText8, text8Difference, type Text8Fact } from './textgen8.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN_VERSION = 1;
export const CCGEN_FILE = 'CC.OUT';
export const CCGEN_SCENES = 6;
export const ccgenName = (seed: number): string => `CC${String(seed % 100000).padStart(5, '0')}`;
export const ccgenSeed = (name: string): number | null => (/^CC\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- integer types and their values ----

export type IT = 'char' | 'unsigned char' | 'int' | 'unsigned' | 'long' | 'unsigned long';
export const ITS: readonly IT[] = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long'];
const BITS: Record<IT, number> = { char: 8, 'unsigned char': 8, int: 16, unsigned: 16, long: 32, 'unsigned long': 32 };
const SIGNED: Record<IT, boolean> = { char: true, 'unsigned char': false, int: true, unsigned: false, long: true, 'unsigned long': false };

/** v converted to t (two's complement wrap). */
export function wrap(v: bigint, t: IT): bigint {
  const n = BigInt(BITS[t]);
  return SIGNED[t] ? BigInt.asIntN(Number(n), v) : BigInt.asUintN(Number(n), v);
}
const promote = (t: IT): IT => (BITS[t] < 16 ? 'int' : t);
function usual(a: IT, b: IT): IT {
  const x = promote(a), y = promote(b);
  if (x === 'unsigned long' || y === 'unsigned long') return 'unsigned long';
  if (x === 'long' || y === 'long') return 'long';
  if (x === 'unsigned' || y === 'unsigned') return 'unsigned';
  return 'int';
}

/** Values at and near every type's edges. */
const EDGES: readonly bigint[] = [0n, 1n, -1n, 2n, -2n, 3n, 7n, -7n, 100n, -100n, 127n, 128n, -128n, -129n, 255n, 256n, 300n, 1000n, -1000n,
  32767n, 32768n, -32768n, -32769n, 40000n, 65535n, 65536n, 70000n, 100000n, -100000n, 2147483647n, -2147483648n, 4294967295n, 123456789n, -987654n];
const edge = (r: Rng): bigint => (r.chance(0.8) ? r.pick(EDGES) : BigInt(r.int(-40000, 40000)));

/** The C text of value v as a constant of type t (a cast when it has no literal of its own). */
function literal(v: bigint, t: IT): string {
  const w = wrap(v, t);
  switch (t) {
    case 'long': return w === -2147483648n ? '(-2147483647L - 1)' : `${w}L`;
    case 'unsigned long': return `${w}UL`;
    case 'unsigned': return `${w}U`;
    case 'int': return w === -32768n ? '(-32767 - 1)' : `${w}`;
    default: return `(${t})${w}`;
  }
}

interface Var { name: string; t: IT; v: bigint }
interface Ex { text: string; t: IT; v?: bigint }

/** Constants of known type and value. */
const KNOWN_CONSTS: readonly Ex[] = [
  { text: '0', t: 'int', v: 0n }, { text: '1', t: 'int', v: 1n }, { text: '-1', t: 'int', v: -1n }, { text: '3', t: 'int', v: 3n }, { text: '-3', t: 'int', v: -3n },
  { text: '7', t: 'int', v: 7n }, { text: '-7', t: 'int', v: -7n }, { text: '10', t: 'int', v: 10n }, { text: '16', t: 'int', v: 16n }, { text: '17', t: 'int', v: 17n },
  { text: '32', t: 'int', v: 32n }, { text: '33', t: 'int', v: 33n }, { text: '255', t: 'int', v: 255n }, { text: '32767', t: 'int', v: 32767n },
  { text: '0x7FFF', t: 'int', v: 32767n }, { text: '0xFFFF', t: 'unsigned', v: 65535n }, { text: '0x8000', t: 'unsigned', v: 32768n },
  { text: '40000', t: 'long', v: 40000n }, { text: '65535', t: 'long', v: 65535n }, { text: '65536', t: 'long', v: 65536n }, { text: '1L', t: 'long', v: 1n },
  { text: '-5L', t: 'long', v: -5n }, { text: '100000L', t: 'long', v: 100000n }, { text: '0x7FFFFFFFL', t: 'long', v: 2147483647n },
  { text: '0xFFFFFFFFUL', t: 'unsigned long', v: 4294967295n }, { text: '1U', t: 'unsigned', v: 1n }, { text: '65535U', t: 'unsigned', v: 65535n },
  { text: '12U', t: 'unsigned', v: 12n }, { text: '077', t: 'int', v: 63n }, { text: '0177777', t: 'unsigned', v: 65535n }, { text: '-32767', t: 'int', v: -32767n },
];
/** Constants whose type or value is the question (not used as divisors). */
const ODD_CONSTS: readonly string[] = ['32768', '-32768', '0x10000', '0xFFFFFFFF', '2147483647', '2147483648', '4294967295', '-2147483648', '0100000',
  '037777777777', "'a'", "'\\377'", "'\\xff'", "'\\x7f'", "'\\200'", "'ab'", "'\\1\\2'", "'\\0'", "'\\n'", "'\\''", "'\\\\'", "'\\101'", "'\\t'",
  "'\\377\\377'", "'a\\0'", "'\\0a'", '0xFFFFL', '65535L', '0x8000L', '0xffffu', '0u', '1000000000', '-0', '-0x1', '~0', '~0U', '~0L', '~0UL', '0X7fff', '0xFFFFFFFFL'];

const BINOPS = ['+', '-', '*', '&', '|', '^', '<<', '>>', '==', '!=', '<', '>', '<=', '>=', '&&', '||', '/', '%'];

class Arith {
  constructor(private r: Rng, private vars: Var[]) {}

  leaf(): Ex {
    const r = this.r;
    const k = r.next();
    if (k < 0.55 && this.vars.length) { const v = r.pick(this.vars); return { text: v.name, t: v.t, v: v.v }; }
    if (k < 0.8) return r.pick(KNOWN_CONSTS);
    if (k < 0.9) { const v = this.leaf(); const t = r.pick(ITS); return { text: `(${t})${v.text}`, t, ...(v.v !== undefined && { v: wrap(v.v, t) }) }; }
    return { text: r.pick(ODD_CONSTS), t: 'long' };
  }

  /** A divisor: a leaf whose value is known, not 0 and not −1 in the operation's type. */
  divisor(): Ex | null {
    for (let i = 0; i < 8; i++) {
      const d = this.leaf();
      if (d.v === undefined || d.v === 0n || d.v === -1n) continue;
      // a value that some conversion could make 0 or −1 (e.g. 65535 as an unsigned seen as int)
      if (wrap(d.v, 'int') === 0n || wrap(d.v, 'int') === -1n && BITS[d.t] <= 16) continue;
      if (wrap(d.v, 'long') === -1n) continue;
      return d;
    }
    return null;
  }

  expr(depth: number): Ex {
    const r = this.r;
    if (depth <= 0 || r.chance(0.2)) return this.leaf();
    const k = r.next();
    if (k < 0.12) {
      const a = this.expr(depth - 1);
      const op = r.pick(['-', '~', '!', '+']);
      return { text: `${op}(${a.text})`, t: op === '!' ? 'int' : promote(a.t) };
    }
    if (k < 0.2) {
      const a = this.expr(depth - 1);
      const t = r.pick(ITS);
      return { text: `(${t})(${a.text})`, t };
    }
    if (k < 0.27) {
      const c = this.expr(depth - 1), a = this.expr(depth - 1), b = this.expr(depth - 1);
      return { text: `(${c.text}) ? (${a.text}) : (${b.text})`, t: usual(a.t, b.t) };
    }
    const op = r.pick(BINOPS);
    if (op === '/' || op === '%') {
      const a = r.chance(0.6) ? this.leaf() : this.expr(depth - 1);
      const b = this.divisor();
      if (!b) return a;
      // the minimum divided by −1 traps: −1 is never a divisor, and a dividend is any value
      return { text: `(${a.text}) ${op} (${b.text})`, t: usual(a.t, b.t) };
    }
    const a = this.expr(depth - 1);
    const b = op === '<<' || op === '>>' ? (r.chance(0.5) ? { text: String(r.pick([0, 1, 4, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40, 63, 64, 255, 256, 257, -1, -8, -16, -31, -33])), t: 'int' as IT } : this.leaf()) : this.expr(depth - 1);
    const t: IT = ['==', '!=', '<', '>', '<=', '>=', '&&', '||'].includes(op) ? 'int' : op === '<<' || op === '>>' ? promote(a.t) : usual(a.t, b.t);
    return { text: `(${a.text}) ${op} (${b.text})`, t };
  }
}

/** Declarations of 3–7 integer variables with edge values. */
function intVars(r: Rng, s: number, n = r.int(3, 7)): { decl: string[]; vars: Var[] } {
  const vars: Var[] = [];
  const decl: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = r.pick(ITS);
    const v = edge(r);
    const name = `v${i}`;
    vars.push({ name, t, v: wrap(v, t) });
    // the initialiser as a constant of the variable's type, or a plain number converted
    decl.push(`${r.chance(0.15) ? 'register ' : r.chance(0.15) ? 'static ' : ''}${t} ${name} = ${r.chance(0.5) ? literal(v, t) : `${v}${v > 32767n || v < -32768n ? 'L' : ''}`};`);
  }
  void s;
  return { decl, vars };
}

/** A line: `L("sS tag"); values…; E();`. */
export const line = (s: number, tag: string, parts: string[]): string => `L("s${s} ${tag}"); ${parts.join(' ')} E();`;
export const val = (e: string): string => `V(${e});`;
export const size = (e: string): string => `Z(${e});`;

export interface Scene { pre: string[]; body: string[] }

function arithScene(r: Rng, s: number): Scene {
  const { decl, vars } = intVars(r, s);
  const a = new Arith(r, vars);
  const body = [...decl];
  for (let k = r.int(6, 12); k > 0; k--) {
    const e = a.expr(r.int(1, 3));
    body.push(line(s, `e${k}`, [val(e.text), size(e.text)]));
  }
  return { pre: [], body };
}

function constsScene(r: Rng, s: number): Scene {
  const body: string[] = [];
  const all = [...ODD_CONSTS, ...KNOWN_CONSTS.map((c) => c.text)];
  for (let k = r.int(6, 12); k > 0; k--) {
    const a = r.pick(all);
    let e = a;
    if (r.chance(0.6)) {
      const b = r.pick(all);
      const op = r.pick(['+', '-', '*', '&', '|', '^', '<', '>', '==', '<<', '>>', '<=']);
      e = op === '<<' || op === '>>' ? `(${a}) ${op} ${r.pick([1, 4, 8, 15, 16, 17, 31, 32, 33, -1])}` : `(${a}) ${op} (${b})`;
    }
    if (r.chance(0.2)) e = `${r.pick(['-', '~', '!'])}(${e})`;
    body.push(line(s, `k${k}`, [val(e), size(e)]));
  }
  return { pre: [], body };
}

function assignScene(r: Rng, s: number): Scene {
  const { decl, vars } = intVars(r, s, r.int(3, 6));
  const a = new Arith(r, vars);
  const body = [...decl];
  const dump = (tag: string): string => line(s, tag, vars.map((v) => val(v.name)));
  for (let k = r.int(5, 10); k > 0; k--) {
    const v = r.pick(vars);
    const kind = r.next();
    if (kind < 0.45) {
      const op = r.pick(['+=', '-=', '*=', '&=', '|=', '^=', '<<=', '>>=', '=']);
      const rhs = op === '<<=' || op === '>>=' ? r.pick(['1', '3', '8', '9', '15', '16', '17', '31', '33', '-1', ...vars.map((x) => x.name)]) : r.chance(0.5) ? r.pick(vars).name : a.expr(1).text;
      body.push(`${v.name} ${op} ${rhs};`);
    } else if (kind < 0.55) {
      const d = a.divisor();
      if (d) body.push(`${v.name} ${r.pick(['/=', '%='])} ${d.text};`);
    } else if (kind < 0.7) {
      body.push(r.pick([`${v.name}++;`, `${v.name}--;`, `++${v.name};`, `--${v.name};`]));
    } else if (kind < 0.8) {
      const w = r.pick(vars);
      body.push(`${v.name} = ${w.name} = ${a.expr(1).text};`);
    } else {
      body.push(`${v.name} = ${r.pick(['300', '-200', '0x1234', '40000L', '-1', '65536L', '0xFFFFFFFFUL', "'\\377'", '70000L', '-32769L', '2.75', '-2.75', '1e4'])};`);
    }
    // a value changed is known no more: such a variable is no divisor from here on
    for (const x of vars) if (new RegExp(`\\b${x.name}\\b`).test(body[body.length - 1]!)) delete (x as { v?: bigint }).v;
    if (r.chance(0.4)) body.push(dump(`a${k}`));
  }
  body.push(dump('end'));
  // an expression's value used: x++ and op= as operands
  const v = r.pick(vars), w = r.pick(vars);
  body.push(line(s, 'u', [val(`${v.name} += ${w.name}`), val(v.name)]));
  return { pre: [], body };
}

// ---- floating point ----

const FLOATS = ['0.0', '-0.0', '1.5', '-1.5', '2.5', '-2.5', '0.5', '-0.5', '0.49999999999999994', '32767.0', '32767.99', '-32768.0', '-32768.5', '65535.0',
  '65535.5', '2147483647.0', '-2147483648.0', '4294967295.0', '1e-3', '0.1', '1.0/3.0', '16777217.0', '16777216.0', '3.4028234e38', '1e-40', '1e-45',
  '123456.789', '-99999.999', '1e10', '255.5', '127.9', '-128.9', '-1e-300', '2e9', '3e9', '1.0e0', '6.02e23'];

function floatScene(r: Rng, s: number): Scene {
  // the 8087's exceptions masked for the scene: an out-of-range conversion then gives the
  // integer indefinite instead of TC's floating point error, which would end the program
  const body: string[] = [];
  body.push(`double d = ${r.pick(FLOATS)}; float x = ${r.pick(FLOATS)}; long double ld = ${r.pick(FLOATS)};`);
  body.push(`int i = ${r.pick(['0', '1', '-1', '32767', '(-32767 - 1)', '12345', '-3'])}; unsigned u = ${r.pick(['0U', '1U', '65535U', '32768U', '40000U'])}; long l = ${r.pick(['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '16777217L', '100000L', '-123456789L'])}; unsigned long ul = ${r.pick(['0UL', '4294967295UL', '2147483648UL', '3000000000UL', '16777217UL'])};`);
  body.push(`char c = ${r.pick(['0', '-1', '127', '-128', "'a'"])}; unsigned char uc = ${r.pick(['0', '255', '128', '7'])}; unsigned cw = _control87(0, 0);`);
  body.push('_control87(0x3F, 0x3F);');
  const ints = ['i', 'u', 'l', 'ul', 'c', 'uc'];
  const fls = ['d', 'x', 'ld'];
  for (let k = r.int(6, 12); k > 0; k--) {
    const kind = r.next();
    if (kind < 0.3) {
      // a floating value to an integer type
      const t = r.pick(ITS);
      const src = r.chance(0.5) ? r.pick(fls) : `(${r.pick(fls)} ${r.pick(['*', '+', '-', '/'])} ${r.pick(['2', '0.5', '3.0', 'x', '-1'])})`;
      body.push(line(s, `f${k}`, [val(`(${t})${src}`)]));
    } else if (kind < 0.5) {
      // an integer or floating value to a floating type: its bytes
      const t = r.pick(['float', 'double', 'long double']);
      const src = r.chance(0.6) ? r.pick(ints) : r.chance(0.5) ? r.pick(fls) : `${r.pick(ints)} ${r.pick(['*', '+', '-', '/'])} ${r.pick(['2', '0.5', '3.0', 'x', 'd'])}`;
      body.push(`{ ${t} t = ${src}; ${line(s, `g${k}`, ['B(&t, sizeof t);'])} }`);
    } else if (kind < 0.7) {
      // assignments through the types
      const to = r.pick([...fls, ...ints]);
      const from = r.pick([...fls, ...ints, ...FLOATS]);
      body.push(`${to} ${r.pick(['=', '=', '+=', '-=', '*='])} ${from};`);
    } else if (kind < 0.85) {
      // comparisons and arithmetic across the types
      const a = r.pick([...fls, ...ints]), b = r.pick([...fls, ...ints, ...FLOATS]);
      body.push(line(s, `c${k}`, [val(`${a} ${r.pick(['<', '>', '==', '!=', '<=', '>='])} ${b}`), size(`${a} + ${b}`)]));
    } else {
      const e = r.pick(['-d', '-x', '0.0 * -1.0', 'd * 0.0', '-ld', '(float)d', 'x * x', 'd / 3.0', '(double)(float)d', 'ld * 3', '(float)1 / 3', '(float)0.1 - 0.1', 'd - d', '-(d - d)']);
      body.push(`{ double t = ${e}; ${line(s, `h${k}`, ['B(&t, sizeof t);'])} }`);
    }
  }
  body.push(line(s, 'end', ['B(&d, sizeof d);', 'B(&x, sizeof x);', 'B(&ld, sizeof ld);', ...ints.map(val)]));
  body.push('_clear87();', '_control87(cw, 0xFFFF);');
  return { pre: [], body };
}

// ---- ?: and sizeof ----

const TYPE_NAMES = ['char', 'unsigned char', 'short', 'int', 'unsigned', 'long', 'unsigned long', 'float', 'double', 'long double', 'char *', 'int far *',
  'char huge *', 'void *', 'int [5]', 'char [3][7]', 'long *[4]', 'struct { char a; int b; }', 'int (*)[3]', 'void (*)(void)', 'signed char', 'unsigned short'];

function condScene(r: Rng, s: number): Scene {
  const { decl, vars } = intVars(r, s);
  const body = [...decl, 'double d = 2.5; float x = 1.5; char arr[13]; int ia[7]; char *p = arr;'];
  for (let k = r.int(6, 12); k > 0; k--) {
    const kind = r.next();
    if (kind < 0.4) {
      const c = r.pick([...vars.map((v) => v.name), '0', '1']);
      const a = r.pick([...vars.map((v) => v.name), ...KNOWN_CONSTS.map((x) => x.text)]), b = r.pick([...vars.map((v) => v.name), ...KNOWN_CONSTS.map((x) => x.text)]);
      const e = `(${c} ? ${a} : ${b})`;
      body.push(line(s, `q${k}`, [val(e), size(e), val(`${e} < 0`), val(`${e} >> 1`)]));
    } else if (kind < 0.55) {
      const c = r.pick(vars).name;
      const e = r.pick([`(${c} ? d : ${c})`, `(${c} ? x : 1)`, `(${c} ? 'a' : 2L)`, `(${c} ? arr : p)`, `(${c} ? 1 : x)`]);
      body.push(line(s, `w${k}`, [size(e)]));
    } else if (kind < 0.8) {
      body.push(`L("s${s} t${k}"); fprintf(f, " %d", (int)sizeof(${r.pick(TYPE_NAMES)})); E();`);
    } else {
      const e = r.pick(['arr', 'ia', 'p', '*p', 'arr[1]', '&arr', '&arr[0]', "'x'", '"hello"', '""', 'ia + 1', '-arr[0]', '~arr[0]', '!arr', 'd', 'x', 'x + 1', 'x * x',
        '1.5', '1.5L', '(char)1 + (char)2', 'arr[0] + arr[1]', '(char)1', 'ia[0] ? x : d', '40000', '0xFFFF', 'sizeof(int)', '(1, 2L)', '(d, 1)']);
      body.push(`L("s${s} y${k}"); fprintf(f, " %d", (int)sizeof (${e})); E();`);
    }
  }
  return { pre: [], body };
}

// ---- structs, unions, bitfields ----

interface Field { decl: string; name: string; bits?: number; signed?: boolean; scalar?: string }

function fields(r: Rng, depth: number, inner: string[], tag: string): Field[] {
  const out: Field[] = [];
  const n = r.int(2, 6);
  for (let i = 0; i < n; i++) {
    const name = `m${i}`;
    const k = r.next();
    if (k < 0.3) {
      const signed = r.chance(0.5);
      const bits = r.pick([1, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 0]);
      if (bits === 0) { out.push({ decl: `${signed ? 'int' : 'unsigned'} : 0;`, name: '' }); continue; }
      out.push({ decl: `${signed ? r.pick(['int', 'signed int', 'signed']) : r.pick(['unsigned', 'unsigned int'])} ${name} : ${bits};`, name, bits, signed });
      if (r.chance(0.2)) out.push({ decl: `unsigned : ${r.int(1, 5)};`, name: '' });
    } else if (k < 0.75) {
      const t = r.pick(['char', 'unsigned char', 'int', 'unsigned', 'long', 'float', 'double', 'long double', 'char *', 'char far *']);
      out.push({ decl: `${t} ${name};`, name, scalar: t });
    } else if (k < 0.9) {
      out.push({ decl: `${r.pick(['char', 'int', 'long'])} ${name}[${r.int(1, 5)}];`, name });
    } else if (depth > 0) {
      const sub = fields(r, depth - 1, inner, `${tag}${i}`);
      const kw = r.chance(0.7) ? 'struct' : 'union';
      inner.push(`${kw} ${tag}${i} { ${sub.map((x) => x.decl).join(' ')} };`);
      out.push({ decl: `${kw} ${tag}${i} ${name};`, name });
    } else {
      out.push({ decl: `char ${name};`, name, scalar: 'char' });
    }
  }
  if (!out.some((x) => x.name)) out.push({ decl: 'char mx;', name: 'mx', scalar: 'char' });
  return out;
}

function structScene(r: Rng, s: number): Scene {
  const inner: string[] = [];
  const kw = r.chance(0.8) ? 'struct' : 'union';
  const fs = fields(r, 1, inner, `t${s}_`);
  const pre = [...inner, `${kw} T${s} { ${fs.map((x) => x.decl).join(' ')} };`];
  const n = r.int(2, 4);
  const body = [`${r.chance(0.3) ? 'static ' : ''}${kw} T${s} a[${n}], *p = a;`, 'memset(a, 0, sizeof a);', line(s, 'size', [size('a[0]'), size('a'), `fprintf(f, " %d", (int)sizeof(${kw} T${s}));`])];
  const named = fs.filter((x) => x.name);
  body.push(line(s, 'off', named.filter((x) => x.bits === undefined).map((x) => `fprintf(f, " %d", (int)((char *)&a[1].${x.name} - (char *)&a[0]));`)));
  body.push(line(s, 'diff', ['fprintf(f, " %d %d", (int)(&a[1] - &a[0]), (int)((char *)(p + 1) - (char *)p));']));
  for (let k = r.int(3, 8); k > 0; k--) {
    const x = r.pick(named);
    const i = r.int(0, n - 1);
    if (x.bits !== undefined) {
      const v = r.pick([0, 1, -1, 2, 3, 7, 8, 15, 16, 31, 255, 256, -2, -8, 32767, -32768, 65535, r.int(-70000, 70000)]);
      body.push(`a[${i}].${x.name} = ${v > 32767 || v < -32768 ? `${v}L` : v};`);
      if (r.chance(0.4)) body.push(`a[${i}].${x.name} ${r.pick(['+=', '-=', '|=', '^='])} ${r.int(-5, 9)};`);
      if (r.chance(0.2)) body.push(`a[${i}].${x.name}++;`);
      body.push(line(s, `b${k}`, [val(`a[${i}].${x.name}`), val(`a[${i}].${x.name} < 0`), val(`a[${i}].${x.name} + 0`)]));
    } else if (x.scalar && !x.scalar.includes('*')) {
      const v = x.scalar.includes('double') || x.scalar === 'float' ? r.pick(['1.5', '-2.25', '1e10', '0.1']) : r.pick(['1', '-1', '300', '0x1234', '40000L', '-70000L', "'z'"]);
      body.push(`p[${i}].${x.name} = ${v};`);
    }
    if (r.chance(0.3)) body.push(line(s, `m${k}`, ['B(&a[0], sizeof a);']));
  }
  body.push(line(s, 'bytes', ['B(a, sizeof a);']));
  return { pre, body };
}

// ---- enums ----

function enumScene(r: Rng, s: number): Scene {
  const names: string[] = [];
  const items: string[] = [];
  for (let i = 0, n = r.int(2, 7); i < n; i++) {
    const nm = `E${s}_${i}`;
    names.push(nm);
    items.push(r.chance(0.5) ? `${nm} = ${r.pick(['0', '-1', '5', '-32768', '32767', "'A'", '0x7FFF', '-3', '100', names.length > 1 ? `${names[0]} + 2` : '9', '1 << 14'])}` : nm);
  }
  const pre = [`enum N${s} { ${items.join(', ')} };`];
  const body = [`enum N${s} e = ${r.pick(names)}; int k;`, line(s, 'vals', names.map(val)), line(s, 'size', [size('e'), `fprintf(f, " %d", (int)sizeof(enum N${s}));`])];
  for (let k = r.int(2, 5); k > 0; k--) {
    body.push(r.pick([`e = ${r.pick(names)} + 1;`, `e++;`, `e = (enum N${s})${r.int(-3, 40000)};`, `e = ${r.pick(names)};`]));
    body.push(line(s, `e${k}`, [val('e'), val(`e < ${r.pick(names)}`), val(`e == ${r.pick(names)}`), val(`e * 2`)]));
  }
  body.push(`k = e == ${names[0]} ? 1 : e > ${r.pick(names)} ? 2 : 3;`, line(s, 'k', [val('k')]));
  return { pre, body };
}

// ---- pointers ----

function ptrScene(r: Rng, s: number): Scene {
  const body = ['static int m[4][5]; int (*q)[5] = m; int *p = &m[1][2]; long la[6]; long *lp = la; char far *fp; char huge *hp; char huge *hq; int far *ip; int k, j;',
    'for (k = 0; k < 4; k++) for (j = 0; j < 5; j++) m[k][j] = k * 10 + j;', 'for (k = 0; k < 6; k++) la[k] = 100000L * k - 7;'];
  // where p and lp point (indices into m's 20 ints and la's 6 longs): every read stays inside
  let pi = 7, li = 0;
  const inM = (): number => r.int(-pi, 19 - pi);
  for (let k = r.int(6, 12); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: {
        const row = r.int(0, 3), col = r.int(-row * 5, 19 - row * 5);
        body.push(line(s, `a${k}`, [val(`*(p + ${inM()})`), val(`p[${inM()}]`), val(`(*(q + ${r.int(0, 3)}))[${r.int(0, 4)}]`), val(`q[${row}][${col}]`)]));
        break;
      }
      case 1: body.push(line(s, `d${k}`, [val(`&m[${r.int(0, 3)}][${r.int(0, 4)}] - p`), val(`(q + ${r.int(0, 4)}) - q`), val(`(char *)(lp + ${r.int(0, 6)}) - (char *)la`), val(`&la[${r.int(0, 5)}] > lp + ${r.int(0, 5)}`), size('*q'), size('q[1]'), size('m[0]'), size('&m')])); break;
      case 2: {
        const d = r.int(0, 3) * (r.chance(0.5) ? 1 : -1);
        if (pi + d < 0 || pi + d + 2 > 19) { body.push('p = &m[1][2];'); pi = 7; }
        else {
          body.push(`p += ${d};`, line(s, `p${k}`, [val('*p'), val('p - &m[0][0]'), val('*p++'), val('*++p'), val('p - m[1]')]));
          pi += d + 2;
        }
        break;
      }
      case 3: {
        const seg = r.pick([0x1000, 0x2000, 0x0, 0xB800, 0xFFFF, 0x1234, 0xA000]), off = r.pick([0, 1, 0xF, 0x10, 0x7FFF, 0x8000, 0xFFF0, 0xFFFF, 0x1234]);
        body.push(`fp = MK_FP(0x${seg.toString(16)}, 0x${off.toString(16)});`, `fp ${r.pick(['+=', '-='])} ${r.pick(['1', '0x10', '0x20', '0x8000', '40000U', '-1', '100000L'])};`,
          line(s, `f${k}`, [val('FP_SEG(fp)'), val('FP_OFF(fp)'), val('fp + 0x10 > fp'), val('(char far *)MK_FP(0x1000, 0x20) == (char far *)MK_FP(0x1002, 0)')]));
        break;
      }
      case 4: {
        const seg = r.pick([0x1000, 0x2000, 0x0, 0x7FFF, 0x1234]), off = r.pick([0, 1, 0xF, 0x10, 0x8000, 0xFFF0, 0xFFFF]);
        body.push(`hp = (char huge *)MK_FP(0x${seg.toString(16)}, 0x${off.toString(16)});`, `hp ${r.pick(['+=', '-='])} ${r.pick(['1', '0x10', '0x20', '0x8000', '40000U', '-1', '100000L', '0x10000L', '70000L'])};`,
          `hq = hp + ${r.pick(['1', '17', '65536L', '-1', '0x12345L'])};`,
          line(s, `h${k}`, [val('FP_SEG(hp)'), val('FP_OFF(hp)'), val('FP_SEG(hq)'), val('FP_OFF(hq)'), val('hq - hp'), val('hq > hp'), val('hp == hq')]));
        if (r.chance(0.5)) body.push('hp++;', line(s, `i${k}`, [val('FP_SEG(hp)'), val('FP_OFF(hp)')]));
        break;
      }
      case 5: body.push(`ip = (int far *)MK_FP(0x${r.pick([0x1000, 0x2345]).toString(16)}, 0x${r.pick([0xFFFE, 0xFFFF, 0x10, 0]).toString(16)});`, `ip${r.pick(['++', '--', ' += 3', ' -= 0x8000'])};`,
        line(s, `n${k}`, [val('FP_SEG(ip)'), val('FP_OFF(ip)'), size('ip'), size('*ip'), size('hp'), size('fp - fp')])); break;
      case 6: body.push(line(s, `c${k}`, [val('p == &m[1][2]'), val('p != 0'), val('!p'), val('p > &m[0][0]'), val('p <= m[3]'), val('(char *)p - (char *)m'), val('(int *)(q + 1) == m[1]')])); break;
      default: li = r.int(0, 5); body.push(`lp = la + ${li};`, line(s, `l${k}`, [val('*lp'), val(`lp[${r.int(-li, 5 - li)}]`), val('lp - la'), val('(int)lp - (int)la')])); break;
    }
  }
  return { pre: [], body };
}

// ---- strings and initialisers ----

const LITS = ['"abc"', '"ab"', '""', '"abcdefgh"', '"\\x41\\102\\n"', '"a\\0b"', '"\\377\\200"', '"tab\\there"', '"\\"q\\""', '"ab" "cd"', '"%d\\\\"'];

function stringScene(r: Rng, s: number): Scene {
  const pre: string[] = [];
  const body: string[] = [];
  for (let k = r.int(3, 7); k > 0; k--) {
    const lit = r.pick(LITS);
    // an array shorter than the literal without its NUL is TCC's "Too many initializers"
    const len = JSON.parse(lit.replace(/" "/g, '').replace(/\\x41\\102/, 'AB').replace(/\\(\d{3})/g, 'X').replace(/\\0/, 'X').replace(/\\t/, 'X')).length as number;
    const n = r.pick(['', String(len), String(len + 1), String(len + r.int(2, 5))]);
    const st = r.chance(0.4);
    if (st) pre.push(`static char g${s}_${k}[${n}] = ${lit};`);
    // an automatic array initialised by a literal: declared in a block of its own
    body.push(`{ ${st ? '' : `char z[${n}] = ${lit}; `}${line(s, `s${k}`, [size(st ? `g${s}_${k}` : 'z'), `B(${st ? `g${s}_${k}` : 'z'}, sizeof ${st ? `g${s}_${k}` : 'z'});`])} }`);
  }
  for (let k = r.int(2, 5); k > 0; k--) {
    const lit = r.pick(LITS);
    body.push(line(s, `x${k}`, [val(`${lit}[${r.int(0, 1)}]`), size(lit), val(`*${lit}`)]));
  }
  const ai = `${r.pick(['int', 'long', 'char', 'unsigned char'])} ia[${r.pick(['', '4', '6'])}] = { ${Array.from({ length: r.int(1, 4) }, () => r.pick(['1', '-1', '300', '40000L', "'a'", '0x8000', '2.9', '-2.9'])).join(', ')} };`;
  body.push(`{ ${ai} ${line(s, 'ia', [size('ia'), 'B(ia, sizeof ia);'])} }`);
  body.push(`{ static ${ai} ${line(s, 'sa', [size('ia'), 'B(ia, sizeof ia);'])} }`);
  const sw = `struct { char c; int i; long l; char t[3]; } w = { ${r.pick(["'a', 2", "1", "300, -1, 3, \"xyz\"", "-1, 40000L, 70000L, { 1, 2 }", "0"])} };`;
  body.push(`{ ${sw} ${line(s, 'st', ['B(&w, sizeof w);'])} }`);
  body.push(`{ static char *tab[] = { ${Array.from({ length: r.int(1, 3) }, () => r.pick(LITS)).join(', ')} }; ${line(s, 'tab', [size('tab'), 'fprintf(f, " %s", tab[0]);'])} }`);
  return { pre, body };
}

// ---- control flow ----

function controlScene(r: Rng, s: number): Scene {
  const pre: string[] = [];
  const body: string[] = ['int i, j, n = 0; long t = 0; char ch;'];
  for (let k = r.int(3, 6); k > 0; k--) {
    switch (r.int(0, 6)) {
      case 0: {
        // one spelling of each value: a value twice is TCC's error
        const groups = [['-1', "'\\377'", '0xFFFF'], ['0', "'\\0'"], ['1'], ['(-32767 - 1)', '0x8000'], ['32767', '0x7FFF'], ["'a'", '97'], ['255'], ['-128', "'\\200'"], ['7', "'\\7'"], ['100'], ['-2']];
        const cases = [...new Set(Array.from({ length: r.int(2, 6) }, () => r.int(0, groups.length - 1)))].map((g) => r.pick(groups[g]!));
        const x = r.pick(['i', 'ch', '(char)i', '(unsigned char)i', 'i * 3']);
        body.push(`for (i = ${r.pick(['-3', '-130', '-1', '0', '95', '250'])}, j = 0; j < 8; j++, i += ${r.pick(['1', '2', '33', '-1', '64'])}) { ch = i; switch (${x}) {${cases.map((c) => ` case ${c}: n += ${r.int(1, 9)};${r.chance(0.6) ? ' break;' : ''}`).join('')}${r.chance(0.6) ? ' default: n++;' : ''} } }`,
          line(s, `w${k}`, [val('n'), val('i'), val('ch')]));
        break;
      }
      case 1: {
                // TCC compares a case's low word: these differ there
        const cases = [...new Set(Array.from({ length: r.int(2, 5) }, () => r.pick(['-1L', '0L', '100000L', '-70000L', '0x10002L', '1L', '32767L'])))];
        body.push(`for (t = ${r.pick(['-70001L', '65534L', '-2L', '99998L', '0x10000L'])}, j = 0; j < 5; j++, t++) switch (t) {${cases.map((c) => ` case ${c}: n += 10;`).join('')} default: n++; }`, line(s, `l${k}`, [val('n'), val('t')]));
        break;
      }
      case 2: body.push(`i = ${r.int(-5, 5)}; j = 0;`, `again${k}: j++; if ((i += ${r.pick(['1', '2', '3'])}) < ${r.int(0, 12)}) goto again${k};`, line(s, `g${k}`, [val('i'), val('j')])); break;
      case 3: body.push(`i = ${r.int(0, 5)}, j = 0; do j += i, i--; while (i > ${r.int(-3, 3)} && j < 100);`, `for (i = 0, j = 1; i < ${r.int(0, 9)}; i++, j <<= 1) n ^= j;`, line(s, `d${k}`, [val('i'), val('j'), val('n'), val('(i++, j--, i + j)')])); break;
      case 4: {
        const fn = `rec${s}_${k}`;
        pre.push(`static long ${fn}(int n) { return n <= ${r.int(0, 2)} ? ${r.pick(['1', 'n', '2'])} : ${r.pick([`n * ${fn}(n - 1)`, `${fn}(n - 1) + ${fn}(n - 2)`, `${fn}(n / 2) * 3 + n`])}; }`);
        body.push(line(s, `r${k}`, [val(`${fn}(${r.int(0, 12)})`), val(`${fn}(${r.int(0, 9)})`)]));
        break;
      }
      case 5: {
        const a = `fa${s}_${k}`, b = `fb${s}_${k}`;
        pre.push(`static int ${a}(int x) { return x * 3 - 1; }`, `static int ${b}(int x) { return x / 2 + 100; }`);
        body.push(`{ int (*fp)(int) = ${a}; int (*tab[2])(int); tab[0] = ${a}; tab[1] = &${b}; ${line(s, `p${k}`, [val(`fp(${r.int(-9, 9)})`), val(`(*fp)(${r.int(-9, 9)})`), val(`tab[${r.int(0, 1)}](${r.int(-90, 90)})`), val(`(fp == ${a})`), val(`(tab[0] != tab[1])`), size('fp'), size('tab')])} }`);
        break;
      }
      default: {
        const fn = `cnt${s}_${k}`;
        pre.push(`static int ${fn}(void) { static int c = ${r.int(-3, 3)}; register int q = c * 2; return c++ + q; }`);
        body.push(`{ register int ri = ${r.int(-9, 9)}; register char rc = ${r.pick(['127', '-128', "'a'"])}; ri += ${fn}(); rc += ${r.int(-3, 3)}; ri <<= ${r.int(0, 17)}; ${line(s, `c${k}`, [val(`${fn}()`), val(`${fn}()`), val('ri'), val('rc'), val('(ri++, ri)')])} }`);
      }
    }
  }
  return { pre, body };
}

// ---- varargs ----

function varargsScene(r: Rng, s: number): Scene {
  const fn = `va${s}`;
  const pre = [`static void ${fn}(char *kinds, ...)
{
  va_list ap;
  va_start(ap, kinds);
  while (*kinds) {
    switch (*kinds++) {
    case 'i': V(va_arg(ap, int)); break;
    case 'u': V(va_arg(ap, unsigned)); break;
    case 'l': V(va_arg(ap, long)); break;
    case 'd': { double d = va_arg(ap, double); B(&d, sizeof d); } break;
    case 'c': V(va_arg(ap, int)); break;
    }
  }
  va_end(ap);
}`];
  const body = ['char c = -3; unsigned char uc = 200; float x = 1.25; long l = -100000L; unsigned u = 65535U;'];
  for (let k = r.int(3, 6); k > 0; k--) {
    const args: [string, string][] = [];
    for (let i = r.int(0, 6); i > 0; i--) {
      args.push(r.pick<[string, string]>([['i', '-7'], ['i', '32767'], ['u', 'u'], ['l', 'l'], ['d', 'x'], ['d', '2.5'], ['c', 'c'], ['c', 'uc'], ['i', "'ab'"], ['l', '1L << 20'], ['d', '(float)0.1'], ['i', 'c + uc'], ['u', '-1'], ['l', 'u * 2L']]));
    }
    body.push(`L("s${s} v${k}"); ${fn}("${args.map((a) => a[0]).join('')}"${args.map((a) => `, ${a[1]}`).join('')}); E();`);
  }
  return { pre, body };
}

// ---- the preprocessor ----

function preprocScene(r: Rng, s: number): Scene {
  const P = `P${s}_`;
  const pre: string[] = [
    `#define ${P}A ${r.pick(['1', '2 + 3', '(4)', '-1', `${P}B * 2`])}`,
    `#define ${P}B ${r.pick(['10', '3 - 1', `(${P}C)`])}`,
    `#define ${P}C ${r.int(-5, 40)}`,
    `#define ${P}STR(x) #x`,
    `#define ${P}XSTR(x) ${P}STR(x)`,
    `#define ${P}CAT(a, b) a ## b`,
    `#define ${P}SQ(x) x * x`,
    `#define ${P}MAX(a, b) ((a) > (b) ? (a) : (b))`,
    `#define ${P}TWICE(f, x) f(f(x))`,
  ];
  const body: string[] = ['int v12 = 12, vab = 99, n = 3;'];
  const conds = [`${P}C > 10`, `defined(${P}A)`, `!defined(${P}Q)`, `${P}C * 2 - 1 > 30`, '-1 > 0u', '-1 < 0', '0x7FFF + 1 > 0', '40000 > 30000', `${P}C % 3 == 1`, '(2 || 0) && !0', '1 ? 2 : 0', "'a' == 97", '65536 > 0', '32767 + 1 < 0'];
  for (let k = r.int(4, 8); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: body.push(line(s, `x${k}`, [val(`${P}A`), val(`${P}SQ(${P}B + 1)`), val(`${P}SQ(n + 1)`), val(`${P}MAX(${P}A, ${P}C)`)])); break;
      case 1: body.push(`L("s${s} t${k} "); L(${P}STR(${r.pick(['a + b', '  x   y ', '"q"', "'\\n'", 'f(1, 2)', `${P}A`, '-1'])})); L(" "); L(${P}XSTR(${r.pick([`${P}A`, `${P}C`, `${P}B`, '__LINE__'])})); E();`); break;
      case 2: body.push(line(s, `c${k}`, [val(`${P}CAT(v, 12)`), val(`${P}CAT(va, b)`), val(`${P}CAT(0x, 1F)`), val(`${P}CAT(1, 2)`)])); break;
      case 3: body.push(line(s, `l${k}`, [val('__LINE__'), val(`${P}XSTR(__LINE__)[0]`)])); break;
      case 4: {
        const a = r.pick(conds), b = r.pick(conds);
        body.push(`#if ${a}`, r.chance(0.5) ? `#if ${b}` : `#ifdef ${P}B`, line(s, `i${k}`, ['V(1);']), '#else', line(s, `i${k}`, ['V(2);']), '#endif', `#elif ${b}`, line(s, `i${k}`, ['V(3);']), '#else', line(s, `i${k}`, ['V(4);']), '#endif');
        break;
      }
      case 5: body.push(`#undef ${P}C`, `#define ${P}C ${r.int(-9, 99)}`, line(s, `u${k}`, [val(`${P}A`), val(`${P}B`), val(`${P}C`)])); break;
      case 6: body.push(`#define ${P}F${k}(x) (x + ${P}C)`, line(s, `f${k}`, [val(`${P}TWICE(${P}F${k}, ${r.int(-5, 5)})`), val(`${P}F${k}(${P}F${k}(1))`)])); break;
      default: body.push(`#ifndef ${P}Z${k}`, `#define ${P}Z${k} ${r.int(0, 9)}`, '#endif', `#if ${P}Z${k} > 4`, line(s, `z${k}`, [`V(${P}Z${k});`]), '#else', line(s, `z${k}`, [`V(-${P}Z${k});`]), '#endif');
    }
  }
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['arith', 4, arithScene], ['consts', 2, constsScene], ['assign', 3, assignScene], ['float', 2, floatScene], ['cond', 2, condScene], ['struct', 3, structScene],
  ['enum', 1, enumScene], ['ptr', 2, ptrScene], ['string', 2, stringScene], ['control', 2, controlScene], ['varargs', 1, varargsScene], ['preproc', 2, preprocScene],
];

export const PRELUDE = `#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <dos.h>
#include <float.h>

static FILE *f;

/* a value, the tag of a line, a line's end, bytes */
static void V(unsigned long v) { fprintf(f, " %lX", v); }
static void L(char *s) { fprintf(f, "%s", s); }
static void E(void) { fprintf(f, "\\n"); }
static void B(void *p, int n) { unsigned char *q = p; while (n-- > 0) fprintf(f, " %02X", *q++); }
#define Z(e) fprintf(f, " z%d", (int)sizeof(e))
`;

export interface CcgenProgram {
  seed: number;
  name: string;
  body: string;
  kinds: string[];
}

/** The program of `seed`. */
export function generateCc(seed: number): CcgenProgram {
  return { seed, name: ccgenName(seed), ...sceneProgram(new Rng(seed * 2654435761 + 29), SCENES, CCGEN_SCENES, PRELUDE) };
}

/** A program of `count` scenes drawn from the weighted `scenes`, each a function, then main calling them in order. */
export function sceneProgram(r: Rng, scenes: readonly (readonly [string, number, (r: Rng, s: number) => Scene])[], count: number, prelude: string): { body: string; kinds: string[] } {
  const bag = scenes.flatMap(([name, w, fn]) => Array.from({ length: w }, () => [name, fn] as const));
  const parts: string[] = [];
  const kinds: string[] = [];
  for (let s = 1; s <= count; s++) {
    const [kind, fn] = r.pick(bag);
    kinds.push(kind);
    const sc = fn(r, s);
    // declarations first (C89): a body's leading declarations stay at the block's start
    parts.push(`/* scene ${s}: ${kind} */\n${sc.pre.join('\n')}${sc.pre.length ? '\n' : ''}static void s${s}(void)\n{\n${sc.body.map((x) => (x.startsWith('#') ? `${x}\n` : `  ${x}\n`)).join('')}  fprintf(f, "#${s}\\n");\n}\n`);
  }
  const body = `${prelude}
${parts.join('\n')}
int main(void)
{
  f = fopen("${CCGEN_FILE}", "w");
${Array.from({ length: count }, (_, i) => `  s${i + 1}();\n`).join('')}  fclose(f);
  return 0;
}
`;
  return { body, kinds };
}

/** A program's CC.OUT on mode12h, or why there is none. */
export function runCc(source: string, name: string): { out: string; error: string | null } {
  const run = runText8(source, name, true, CCGEN_FILE);
  return { out: run.out.replace(/\r\n/g, '\n'), error: run.error };
}

/** test/fixtures/oracle-cc/FILE. */
export const ccFixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc', file);

/** The programs the e2e test runs: one in ten (a program is compiled and run in about 30 ms). */
export const ccChecked = (name: string): boolean => (ccgenSeed(name) ?? 1) % 10 === 0;

export type CcFact = Text8Fact;
export const readCcFacts = (file = 'oracle.txt'): CcFact[] => readText8Facts(file, ccFixtures(file));
export const ccDifference = text8Difference;

/** Every program against its oracle: OUT/cc.txt, and the facts to OUT/cc-facts.txt (version 8's text comparison). */
export function compareCc(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN_VERSION, source: 'ccgen.ts', checked: ccChecked, file: CCGEN_FILE, what: 'generated C-language programs', report: 'cc', crlf: true, run: runCc,
  });
}
