/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 2 (programs `CD00001.C`
 * …; docs/ORACLE.md "The C language generator"): what version 1 (ccgen.ts) left to the library —
 * the compiler's own code — in scenes whose printed output shows it:
 *
 * - `fexpr`: floating expressions over float, double, long double and integer variables and
 *   constants (the 8087's 80-bit temporaries, rounding at stores, casts, conversions to every
 *   integer type in and out of range, comparisons equal after rounding, division by zero and
 *   overflow with the exceptions masked), the value stored as a float, a double and a long double
 *   (their bytes), passed as a double, made integers and compared;
 * - `ffold`: the same expressions of constants only, folded by the compiler, beside the run time's;
 * - `fops`: compound assignments, `++` and `--` on floating variables and integers with floating
 *   right sides, chains, the variables' bytes after each step;
 * - `agg`: structs and unions by value (assignment, arguments, returns, `?:`, nested members,
 *   arrays of them) with arrays, bit fields named, unnamed and zero-wide; sizeof and offsets;
 *   initializers partial and nested, static and automatic;
 * - `qual`: `const`, `volatile`, `short`, `unsigned short`, `signed char`, `unsigned char`
 *   arithmetic and compound assignment at the edges, enums (values, sizeof, arithmetic), `register`;
 * - `fptr`: function pointers in arrays and structs, returned, passed, cast, compared, called
 *   through `*` and `**`;
 * - `order`: the order TCC's code evaluates arguments, operands and side effects in (a log of
 *   calls; `i++` twice in one expression or argument list);
 * - `life`: static locals (in recursion, in blocks, initialised once) beside automatic ones;
 * - `pp`: `##` of three, macros of macros, `#line` with `__LINE__` and `__FILE__`, `#if` with
 *   `defined`, identical and `#undef` redefinitions, a macro naming itself, the predefined names.
 *
 * The scenes run with the 8087's exceptions masked where a floating value may leave its range (as
 * version 1's `float` scene). Each scene writes its lines to CC.OUT and ends with `#N`; the file is
 * compared part by part as version 1's is (textgen8.ts's text comparison).
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, val, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN2_VERSION = 2;
export const CCGEN2_SCENES = 6;
export const ccgen2Name = (seed: number): string => `CD${String(seed % 100000).padStart(5, '0')}`;
export const ccgen2Seed = (name: string): number | null => (/^CD\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- floating expressions ----

/** Variables of the floating scenes: name, C type, whether floating. */
const FVARS: readonly [string, string, boolean][] = [['a', 'double', true], ['b', 'double', true], ['c', 'double', true], ['x', 'float', true], ['y', 'float', true],
  ['e', 'long double', true], ['z', 'double', true], ['i', 'int', false], ['l', 'long', false], ['u', 'unsigned', false], ['ul', 'unsigned long', false],
  ['ch', 'char', false], ['uc', 'unsigned char', false]];
const DOUBLES = ['0.1', '0.2', '0.3', '1.0 / 3.0', '2.0 / 3.0', '1e308', '-1e308', '1.7976931348623157e308', '2.2250738585072014e-308', '1e-310', '1e16', '9007199254740993.0',
  '0.5', '-0.0', '3.0', '100.0', '1e-5', '123456.789', '-2.5', '1.5', '2147483648.0', '4294967296.0', '-32768.5', '65535.99', '1e10', '-1e10', '3.4e38', '1e39', '16777217.0',
  '0.7', '-7.25', '1e20', '2.5', '-0.5', '32767.5', '1e-320'];
const FLOATS = ['0.1', '0.2', '1.0 / 3.0', '3.4e38', '-3.4e38', '1e-38', '16777217.0', '0.5', '-2.5', '1.5', '100.0', '65535.5', '1e10', '-0.0', '7.0', '0.3', '2e9'];
const INTS: Record<string, readonly string[]> = {
  i: ['0', '1', '-1', '32767', '(-32767 - 1)', '1000', '-7', '3'], l: ['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '16777217L', '100000L', '-123456789L', '3L'],
  u: ['0U', '1U', '65535U', '32768U', '40000U', '3U'], ul: ['0UL', '4294967295UL', '2147483648UL', '3000000000UL', '16777217UL', '7UL'],
  ch: ['0', '-1', '127', '-128', "'a'", '5'], uc: ['0', '255', '128', '7', '200'],
};
/** Constants in expressions: moderate, so that folding never leaves a double's range (TCC refuses some overflows). */
const FCONSTS = ['0.1', '3.0', '2.5', '-1.5', '1e10', '1e-5', '0.5', '10.0', '7', '3', '-2', '1000', '65535U', '100000L', '1.0 / 3.0', '0.3', '1e5', '255', '-0.0', '2'];
const CONST_VALUES: Record<string, number> = { '1.0 / 3.0': 1 / 3, '65535U': 65535, '100000L': 100000 };

interface Fx { text: string; fl: boolean; c?: number }

class FExpr {
  constructor(private r: Rng, private constOnly: boolean) {}

  leaf(): Fx {
    const r = this.r;
    if (!this.constOnly && r.chance(0.65)) { const [n, , fl] = r.pick(FVARS); return { text: n, fl }; }
    const k = r.pick(FCONSTS);
    return { text: k, fl: /[.e]/.test(k), c: CONST_VALUES[k] ?? Number(k) };
  }

  expr(depth: number): Fx {
    const r = this.r;
    if (depth <= 0 || r.chance(0.15)) return this.leaf();
    const k = r.next();
    if (k < 0.1) {
      const a = this.expr(depth - 1);
      return { text: `-(${a.text})`, fl: a.fl, ...(a.c !== undefined && { c: -a.c }) };
    }
    if (k < 0.25) {
      const a = this.expr(depth - 1);
      // a float cast of constants only is left out: folding out of a float's range is TCC's error
      const ts = a.c !== undefined ? ['double', 'long double', 'int', 'long'] : ['float', 'float', 'double', 'long double', 'int', 'long', 'unsigned', 'unsigned long', 'char', 'unsigned char'];
      const t = r.pick(ts);
      const fl = t.includes('double') || t === 'float';
      return { text: `(${t})(${a.text})`, fl, ...(a.c !== undefined && fl && { c: a.c }) };
    }
    let op = r.pick(['+', '-', '*', '/', '*', '+']);
    const a = this.expr(depth - 1), b = this.expr(depth - 1);
    // an integer division could trap (INT 0 is not the 8087's and is never masked)
    if (op === '/' && !(a.fl || b.fl)) op = '*';
    // a constant divisor of 0 is TCC's error at compile time
    if (op === '/' && b.c !== undefined && (b.c === 0 || !Number.isFinite(b.c))) op = '+';
    const c = a.c !== undefined && b.c !== undefined ? (op === '+' ? a.c + b.c : op === '-' ? a.c - b.c : op === '*' ? a.c * b.c : a.c / b.c) : undefined;
    return { text: `(${a.text} ${op} ${b.text})`, fl: a.fl || b.fl, ...(c !== undefined && { c }) };
  }
}

const MASK = ['cw = _control87(0, 0);', '_control87(0x3F, 0x3F);'];
const UNMASK = ['_clear87();', '_control87(cw, 0xFFFF);'];

function fDecl(r: Rng): string[] {
  const d = (): string => r.pick(DOUBLES), f = (): string => r.pick(FLOATS);
  return [`double a = ${d()}, b = ${d()}, c = ${d()}, z = 0.0; float x = ${f()}, y = ${f()}; long double e = ${r.chance(0.5) ? d() : '1.0L / 3'};`,
    `int i = ${r.pick(INTS.i!)}; long l = ${r.pick(INTS.l!)}; unsigned u = ${r.pick(INTS.u!)}; unsigned long ul = ${r.pick(INTS.ul!)};`,
    `char ch = ${r.pick(INTS.ch!)}; unsigned char uc = ${r.pick(INTS.uc!)}; unsigned cw;`];
}

/** A line showing a floating expression: stored, passed, converted or compared. */
function fShow(r: Rng, s: number, tag: string, e: Fx, other: () => Fx): string {
  switch (r.int(0, 7)) {
    case 0: return `{ double t = ${e.text}; ${line(s, tag, ['B(&t, 8);'])} }`;
    case 1: return `{ long double t = ${e.text}; ${line(s, tag, ['B(&t, 10);'])} }`;
    case 2: return `{ float t = ${e.text}; ${line(s, tag, ['B(&t, 4);'])} }`;
    case 3: return line(s, tag, [`D(${e.text});`, size(e.text)]);
    case 4: {
      const t = r.pick(['int', 'long', 'unsigned', 'unsigned long', 'char', 'unsigned char']);
      return line(s, tag, [val(`(${t})(${e.text})`)]);
    }
    case 5: return `{ ${r.pick(['int', 'long', 'unsigned', 'unsigned long', 'char', 'unsigned char'])} t = ${e.text}; ${line(s, tag, [val('t')])} }`;
    default: {
      const o = other();
      return line(s, tag, [val(`${e.text} ${r.pick(['<', '>', '==', '!=', '<=', '>='])} ${o.text}`), val(`!(${e.text})`), val(`(${e.text}) ? 1 : 2`)]);
    }
  }
}

function fexprScene(r: Rng, s: number): Scene {
  const body = [...fDecl(r), ...MASK];
  const g = new FExpr(r, false);
  for (let k = r.int(6, 12); k > 0; k--) {
    const kind = r.next();
    if (kind < 0.15) {
      // equal after rounding: a value and its store or cast
      const e = g.expr(r.int(1, 2));
      body.push(line(s, `q${k}`, [val(`(float)(${e.text}) == (${e.text})`), val(`(double)(${e.text}) == (${e.text})`), `{ double t = ${e.text}; V(t == (${e.text})); }`, `{ float t = ${e.text}; V(t == (${e.text})); }`]));
    } else {
      body.push(fShow(r, s, `f${k}`, g.expr(r.int(1, 3)), () => g.expr(r.int(0, 2))));
    }
  }
  body.push(line(s, 'end', ['B(&a, 8);', 'B(&x, 4);', 'B(&e, 10);']), ...UNMASK);
  return { pre: [], body };
}

function ffoldScene(r: Rng, s: number): Scene {
  // a constant expression and the same with its first constant a variable's value
  const body = [...fDecl(r), ...MASK];
  const g = new FExpr(r, true);
  for (let k = r.int(5, 10); k > 0; k--) {
    const e = g.expr(r.int(1, 3));
    const m = /^\(*(-?[0-9][0-9.]*(?:e-?[0-9]+)?[UL]*)/.exec(e.text);
    const lead = m?.[1];
    const cast = lead && /[.e]/.test(lead) ? 'double' : lead?.endsWith('UL') ? 'unsigned long' : lead?.endsWith('U') ? 'unsigned' : lead?.endsWith('L') ? 'long' : 'int';
    const run = lead ? `${e.text.slice(0, m!.index + m![0].length - lead.length)}vv${e.text.slice(m!.index + m![0].length)}` : e.text;
    body.push(`{ ${cast} vv = ${lead ?? '0'}; ${fShow(r, s, `k${k}`, e, () => ({ text: run, fl: true }))} }`);
    body.push(`{ ${cast} vv = ${lead ?? '0'}; ${fShow(r, s, `r${k}`, { text: run, fl: e.fl }, () => e)} }`);
  }
  body.push(...UNMASK);
  return { pre: [], body };
}

function fopsScene(r: Rng, s: number): Scene {
  const body = [...fDecl(r), ...MASK];
  const g = new FExpr(r, false);
  const all = FVARS.map((v) => v[0]);
  const dump = (tag: string): string => line(s, tag, ['B(&a, 8);', 'B(&b, 8);', 'B(&x, 4);', 'B(&e, 10);', ...['i', 'l', 'u', 'ul', 'ch', 'uc'].map((n) => val(n))]);
  for (let k = r.int(6, 12); k > 0; k--) {
    const v = r.pick(all.filter((n) => n !== 'z'));
    const kind = r.next();
    if (kind < 0.5) {
      const op = r.pick(['+=', '-=', '*=', '/=', '=', '+=', '-=']);
      let rhs = r.chance(0.5) ? r.pick(all) : g.expr(r.int(0, 2)).text;
      // an integer divided in place by an integer could trap
      const isInt = !FVARS.find((f) => f[0] === v)![2];
      if (op === '/=' && (isInt || rhs === 'z')) rhs = r.pick(['2.5', 'a', 'x', 'e', '0.1']);
      if (op === '/=' && isInt && ['a', 'x', 'e'].includes(rhs)) rhs = '0.1';
      body.push(`${v} ${op} ${rhs};`);
    } else if (kind < 0.7) {
      const fv = r.pick(['a', 'b', 'x', 'y', 'e']);
      body.push(r.pick([`${fv}++;`, `${fv}--;`, `++${fv};`, `--${fv};`]));
      if (r.chance(0.5)) body.push(line(s, `p${k}`, [`D(${fv}++);`, `D(--${fv});`, `D(${fv});`]));
    } else if (kind < 0.85) {
      const w = r.pick(all.filter((n) => n !== 'z'));
      body.push(`${v} = ${w} = ${g.expr(1).text};`);
    } else {
      body.push(line(s, `v${k}`, [`D(${r.pick(['a', 'x', 'e'])} ${r.pick(['+=', '-=', '*='])} ${r.pick(['1', '0.5', 'i', 'x', '1e300'])});`]));
    }
    if (r.chance(0.5)) body.push(dump(`d${k}`));
  }
  body.push(dump('end'), ...UNMASK);
  return { pre: [], body };
}

// ---- aggregates ----

interface AField { decl: string; name: string; kind: 'int' | 'fl' | 'arr' | 'bits' | 'sub' | 'gap'; t?: string; n?: number; bits?: number; sub?: AField[] }

const SCALARS = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long', 'short', 'float', 'double', 'signed char'];

function aFields(r: Rng, depth: number, subs: string[], tag: string, union: boolean): AField[] {
  const out: AField[] = [];
  for (let i = 0, n = r.int(2, 6); i < n; i++) {
    const name = `m${i}`;
    const k = r.next();
    if (k < 0.3) {
      // in a union no 16-bit field and no unnamed one: TCC's run did not end on 4 of 7 such
      // programs (CD00012, CD00028, CD00036, CD00046 of a first draft; version 1's probe CC99976
      // measured unions with unnamed fields)
      const bits = r.pick(union ? [1, 2, 3, 4, 5, 7, 8, 9, 12, 15] : [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16]);
      out.push({ decl: `${r.pick(['int', 'unsigned', 'signed', 'unsigned int'])} ${name} : ${bits};`, name, kind: 'bits', bits });
      if (!union && r.chance(0.25)) out.push({ decl: `unsigned : ${r.pick([0, 0, 1, 3, 5, 8])};`, name: '', kind: 'gap' });
    } else if (k < 0.7) {
      const t = r.pick(SCALARS);
      out.push({ decl: `${t} ${name};`, name, kind: t === 'float' || t === 'double' ? 'fl' : 'int', t });
    } else if (k < 0.85) {
      const t = r.pick(['char', 'int', 'long', 'unsigned char']), len = r.int(1, 4);
      out.push({ decl: `${t} ${name}[${len}];`, name, kind: 'arr', t, n: len });
    } else if (depth > 0) {
      const sub = aFields(r, depth - 1, subs, `${tag}${i}`, false);
      subs.push(`struct ${tag}${i} { ${sub.map((x) => x.decl).join(' ')} };`);
      out.push({ decl: `struct ${tag}${i} ${name};`, name, kind: 'sub', sub });
    } else {
      out.push({ decl: `long ${name};`, name, kind: 'int', t: 'long' });
    }
  }
  if (!out.some((x) => x.kind !== 'gap' && x.kind !== 'bits') && union) out.push({ decl: 'long mz;', name: 'mz', kind: 'int', t: 'long' });
  if (!out.some((x) => x.name)) out.push({ decl: 'char mz;', name: 'mz', kind: 'int', t: 'char' });
  return out;
}

const IVALS = ['1', '-1', '0', '7', '300', '-129', '0x1234', '40000L', '-70000L', "'z'", '255', '32767', '2.75', '-2.5'];
const FVALS = ['1.5', '-0.1', '1e10', '3', '-2', '0.3'];

/** An initializer for fields fs (partial: it may stop early), brace-elided or not. */
function aInit(r: Rng, fs: AField[], union = false): string {
  const parts: string[] = [];
  const named = fs.filter((f) => f.name);
  // a union takes one value, its first member's
  const n = union ? 1 : r.chance(0.5) ? named.length : r.int(1, named.length);
  for (const f of named.slice(0, n)) {
    if (f.kind === 'fl') parts.push(r.pick(FVALS));
    else if (f.kind === 'arr') parts.push(f.t === 'char' && r.chance(0.3) ? `"${'abcd'.slice(0, r.int(0, f.n!))}"` : `{ ${Array.from({ length: r.int(1, f.n!) }, () => r.pick(['1', '-2', '300', '0x7F'])).join(', ')} }`);
    else if (f.kind === 'sub') parts.push(`{ ${aInit(r, f.sub!)} }`);
    else if (f.kind === 'bits') parts.push(r.pick(['0', '1', '-1', '3', '7', '100', '255', '-8']));
    else parts.push(r.pick(IVALS));
  }
  return parts.join(', ');
}

/** Statements giving field f of `ref` a value. */
function aSet(r: Rng, ref: string, f: AField): string[] {
  if (f.kind === 'fl') return [`${ref}.${f.name} = ${r.pick(FVALS)};`];
  if (f.kind === 'arr') return [`${ref}.${f.name}[${r.int(0, f.n! - 1)}] = ${r.pick(['1', '-2', '300', '0x7F', '70000L'])};`];
  if (f.kind === 'sub') { const g = f.sub!.filter((x) => x.name); return g.length ? aSet(r, `${ref}.${f.name}`, r.pick(g)) : []; }
  return [`${ref}.${f.name} ${r.pick(['=', '=', '+=', '^='])} ${r.pick(IVALS.filter((v) => !v.includes('.')))};`];
}

function aggScene(r: Rng, s: number): Scene {
  const subs: string[] = [];
  const union = r.chance(0.25);
  const kw = union ? 'union' : 'struct';
  const fs = aFields(r, 1, subs, `t${s}_`, union);
  const T = `${kw} A${s}`;
  const named = fs.filter((f) => f.name);
  const first = named.find((f) => f.kind === 'int' || f.kind === 'bits');
  const pre = [...subs, `${T} { ${fs.map((x) => x.decl).join(' ')} };`,
    `static ${T} g${s} = { ${aInit(r, fs, union)} };`,
    `static ${T} mk${s}(int k) { ${T} q; memset(&q, k, sizeof q);${first ? ` q.${first.name} = k * 3;` : ''} return q; }`,
    `static long use${s}(${T} q, int k) { long t = ${first ? `q.${first.name}` : '0'} + k;${first ? ` q.${first.name} = 5;` : ''} B(&q, sizeof q); return t; }`,
    `static ${T} pass${s}(${T} q) { return q; }`];
  const body = [`${T} a, b, arr[3]; ${T} *p = &a; int k;`, 'memset(&a, 0, sizeof a); memset(&b, 0x55, sizeof b); memset(arr, 0, sizeof arr);',
    line(s, 'size', [size('a'), size('arr'), `fprintf(f, " %d", (int)sizeof(${T}));`, ...named.filter((x) => x.kind !== 'bits').map((x) => `fprintf(f, " %d", (int)((char *)&a.${x.name} - (char *)&a));`)]),
    line(s, 'g', ['B(&g' + s + ', sizeof g' + s + ');'])];
  for (let k = r.int(5, 10); k > 0; k--) {
    switch (r.int(0, 8)) {
      case 0: body.push(...aSet(r, 'a', r.pick(named)), line(s, `a${k}`, ['B(&a, sizeof a);'])); break;
      case 1: body.push('b = a;', line(s, `b${k}`, ['B(&b, sizeof b);'])); break;
      case 2: body.push(`a = mk${s}(${r.int(-3, 300)});`, line(s, `m${k}`, ['B(&a, sizeof a);'])); break;
      case 3: body.push(line(s, `u${k}`, [val(`use${s}(a, ${r.int(-5, 5)})`), 'B(&a, sizeof a);'])); break;
      case 4: body.push(`arr[${r.int(0, 2)}] = ${r.pick(['a', 'b', `g${s}`, `*p`, `pass${s}(b)`, `mk${s}(1)`])};`, `arr[${r.int(0, 2)}] = arr[${r.int(0, 2)}];`, line(s, `r${k}`, ['B(arr, sizeof arr);'])); break;
      case 5: body.push(`k = ${r.int(0, 1)};`, `b = k ? a : g${s};`, line(s, `c${k}`, ['B(&b, sizeof b);'])); break;
      case 6: {
        const sub = named.find((x) => x.kind === 'sub');
        if (sub) body.push(`b.${sub.name} = a.${sub.name};`, `a.${sub.name} = g${s}.${sub.name};`, line(s, `n${k}`, ['B(&a, sizeof a);', 'B(&b, sizeof b);']));
        else if (first) body.push(line(s, `x${k}`, [val(`mk${s}(${r.int(0, 9)}).${first.name}`), val(`pass${s}(g${s}).${first.name}`)]));
        break;
      }
      case 7: body.push(`{ ${T} w = { ${aInit(r, fs, union)} }; ${line(s, `i${k}`, ['B(&w, sizeof w);'])} }`); break;
      default: {
        const fb = named.filter((x) => x.kind === 'bits');
        if (fb.length) {
          const x = r.pick(fb);
          body.push(`a.${x.name} = ${r.pick(['-1', '5', '1000', '-3', '40000L'])};`, `b = a;`, line(s, `t${k}`, [val(`b.${x.name}`), val(`b.${x.name} + 1`), val(`b.${x.name} < 0`), 'B(&b, sizeof b);']));
        } else body.push(`g${s} = a;`, line(s, `w${k}`, ['B(&g' + s + ', sizeof a);']));
      }
    }
  }
  return { pre, body };
}

// ---- qualifiers and types ----

function qualScene(r: Rng, s: number): Scene {
  const en = `Q${s}`;
  const items = Array.from({ length: r.int(2, 5) }, (_, i) => (r.chance(0.5) ? `${en}_${i} = ${r.pick(['-1', '0', '5', '32767', '-32768', "'A'", '200', '-3', '0x100'])}` : `${en}_${i}`));
  // two enumerators given the same value is allowed; an implicit one past 32767 is TCC's error, so 32767 comes last
  const fixed = items.map((x, i) => (x.endsWith('32767') && i < items.length - 1 ? `${en}_${i} = 32766` : x));
  const pre = [`enum ${en} { ${fixed.join(', ')} };`, `static const int ct${s}[] = { ${r.int(-9, 9)}, ${r.int(100, 40000)}, -1 };`];
  const v = (xs: string[]): string => r.pick(xs);
  const body = [
    `const int ci = ${v(['5', '-1', '32767', '0x8000'])}; const char cc = ${v(["'x'", '-3', '200'])}; volatile int vi = ${v(['7', '-32768', '1000'])};`,
    `short sh = ${v(['-1', '32767', '40000', '-32768', '123'])}; unsigned short us = ${v(['65535', '0', '32768', '7'])}; signed char sc = ${v(['127', '-128', '-1', '200'])};`,
    `unsigned char ua = ${v(['255', '0', '128', '200', '1'])}, ub = ${v(['255', '1', '128', '3', '16'])}; register int ri = ${v(['3', '-1', '0x4000'])}; register char rc = ${v(['127', '-128', "'a'"])};`,
    `volatile unsigned char vu = ${v(['255', '9'])}; const long cl = ${v(['70000L', '-1L', '0x7FFFFFFFL'])}; enum ${en} en = ${en}_0;`,
  ];
  const names = ['ci', 'cc', 'vi', 'sh', 'us', 'sc', 'ua', 'ub', 'ri', 'rc', 'vu', 'cl', 'en', `ct${s}[1]`, `${en}_1`];
  const mut = ['vi', 'sh', 'us', 'sc', 'ua', 'ub', 'ri', 'rc', 'vu', 'en'];
  body.push(line(s, 'sz', ['sh', 'us', 'sc', 'ua', 'ci', 'cc', 'vi', 'vu', 'cl', 'en', `ct${s}`, `(short)1`, 'sh + sh', 'ua + ub', 'us * 2', 'sc | ua', 'ua >> 1', 'ua << 1', '-ua', '~ua'].map(size)));
  for (let k = r.int(6, 12); k > 0; k--) {
    const kind = r.next();
    if (kind < 0.45) {
      const a = r.pick(names), b = r.pick(names);
      const op = r.pick(['+', '-', '*', '&', '|', '^', '<', '>', '==', '>>', '<<', '/', '%']);
      const rhs = op === '/' || op === '%' ? r.pick(['3', '7', '-2', 'ub | 1', '(unsigned char)200']) : op === '<<' || op === '>>' ? r.pick(['1', '4', '8', '9']) : b;
      body.push(line(s, `e${k}`, [val(`${a} ${op} ${rhs}`), size(`${a} ${op} ${rhs}`)]));
    } else if (kind < 0.75) {
      const m = r.pick(mut);
      const op = r.pick(['+=', '-=', '*=', '<<=', '>>=', '|=', '=', '^=']);
      // a floating right side only where TCC takes one (not a shift's or a bitwise operator's)
      body.push(`${m} ${op} ${r.pick(['1', '200', '-1', '300', '0x80', '40000L', 'ua', 'sc', ...(['+=', '-=', '*=', '='].includes(op) ? ['2.5'] : []), `${en}_0`])};`);
      if (r.chance(0.5)) body.push(r.pick([`${m}++;`, `--${m};`]));
      body.push(line(s, `a${k}`, mut.map(val)));
    } else if (kind < 0.9) {
      body.push(line(s, `u${k}`, [val('ua * ub'), val('ua - ub'), val('(unsigned char)(ua + ub)'), val('ua + ub > 255'), val('ua - ub < 0'), val('sc == ua'), val('sc < ua'), val('us > sh'), val('sh < 0u'), val('-us'), val('us / 3'), val('sh / 3'), val('sh % 7'), val('us >> 15'), val('sh >> 15')]));
    } else {
      body.push(`en = (enum ${en})${r.int(-3, 40000)};`, r.pick(['en++;', 'en--;', `en = en + 1;`, `en = ${en}_0 * 2;`]), line(s, `n${k}`, [val('en'), val(`en == ${en}_1`), val(`en < 0`), val(`(unsigned)en`), size('en')]));
    }
  }
  return { pre, body };
}

// ---- function pointers ----

function fptrScene(r: Rng, s: number): Scene {
  const F = `F${s}`;
  const ops = ['x * 3 - 1', 'x / 2 + 100', '-x', 'x << 2', 'x ^ 0x55', '(x & 7) * 1000', 'x + x'];
  const pre = [
    `typedef int (*${F}P)(int);`,
    ...[0, 1, 2, 3].map((i) => `static int ${F}_${i}(int x) { return ${r.pick(ops)}; }`),
    `static long ${F}_l(long x) { return x * ${r.pick(['3', '-7', '65536L'])} + 1; }`,
    `static double ${F}_d(double x) { return x / ${r.pick(['3.0', '-7', '0.1'])}; }`,
    `static ${F}P ${F}tab[4] = { ${r.pick([`${F}_0`, `${F}_1`])}, ${F}_1, ${F}_2, &${F}_3 };`,
    `static struct { char name; ${F}P op; long (*lop)(long); double (*dop)(double); } ${F}ops[2] = { { 'a', ${F}_0, ${F}_l, ${F}_d }, { 'b', &${F}_2, ${F}_l, 0 } };`,
    `static ${F}P ${F}pick(int k) { return ${F}tab[k & 3]; }`,
    `static int ${F}apply(${F}P g, int (*h)(int), int v) { return g(h(v)); }`,
    `static int (*${F}back(int k))(int) { return k ? ${F}_1 : ${F}_2; }`,
  ];
  const body = [`${F}P fp = ${F}_${r.int(0, 3)}, *pp = &${F}tab[${r.int(0, 3)}]; void *vp = (void *)${F}_0; int k = ${r.int(0, 3)}; int (*tab2[2])(int);`,
    `tab2[0] = ${F}_3; tab2[1] = fp;`];
  const iv = (): number => r.int(-300, 300);
  for (let n = r.int(5, 9); n > 0; n--) {
    switch (r.int(0, 6)) {
      case 0: body.push(line(s, `t${n}`, [val(`${F}tab[${r.int(0, 3)}](${iv()})`), val(`(*${F}tab[k])(${iv()})`), val(`tab2[${r.int(0, 1)}](${iv()})`)])); break;
      case 1: body.push(line(s, `o${n}`, [val(`${F}ops[${r.int(0, 1)}].op(${iv()})`), val(`(*${F}ops[0].lop)(${r.pick(['70000L', '-1L', '100'])})`), `D(${F}ops[0].dop(${r.pick(['1.0', '2', '-0.5'])}));`, val(`${F}ops[1].dop == 0`), val(`${F}ops[1].name`)])); break;
      case 2: body.push(line(s, `p${n}`, [val(`${F}pick(${r.int(0, 9)})(${iv()})`), val(`${F}back(${r.int(0, 1)})(${iv()})`), val(`${F}apply(${F}_${r.int(0, 3)}, ${F}tab[${r.int(0, 3)}], ${iv()})`)])); break;
      case 3: body.push(line(s, `c${n}`, [val(`fp == ${F}_0`), val(`fp != ${F}tab[1]`), val(`*pp == ${F}tab[${r.int(0, 3)}]`), val(`(${F}P)vp == ${F}_0`), val(`((${F}P)vp)(${iv()})`), val('!fp'), size('fp'), size(`${F}ops`)])); break;
      case 4: body.push(`fp = ${r.pick([`${F}_1`, `*pp`, `${F}tab[k]`, `${F}pick(${r.int(0, 5)})`, `(${F}P)${F}_2`])};`, `pp${r.pick(['++', '--', ' += 0'])};`, `if (pp < ${F}tab || pp > ${F}tab + 3) pp = ${F}tab;`, line(s, `a${n}`, [val(`fp(${iv()})`), val(`(*fp)(${iv()})`), val(`(**pp)(${iv()})`), val(`pp - ${F}tab`)])); break;
      case 5: body.push(`k = (k + ${r.int(1, 3)}) & 3;`, line(s, `k${n}`, [val(`${F}tab[k](${F}tab[(k + 1) & 3](${iv()}))`), val(`(k ? ${F}_0 : ${F}_1)(${iv()})`)])); break;
      default: body.push(line(s, `l${n}`, [val(`${F}ops[0].lop(${F}tab[${r.int(0, 3)}](${iv()}))`), val(`((long (*)(long))${F}_l)(${r.int(-9, 9)})`)]));
    }
  }
  return { pre, body };
}

// ---- evaluation order ----

function orderScene(r: Rng, s: number): Scene {
  const O = `O${s}`;
  const pre = [
    `static char ${O}lg[64]; static int ${O}n;`,
    `static int ${O}(int v) { if (${O}n < 60) ${O}lg[${O}n++] = 'a' + v; return v; }`,
    `static long ${O}L(int v) { ${O}(v); return v * 70000L; }`,
    `static double ${O}D(int v) { ${O}(v); return v / 4.0; }`,
    `static void ${O}3(int a, int b, int c) { V(a); V(b); V(c); }`,
    `static void ${O}m(long a, int b, double c) { V(a); V(b); D(c); }`,
  ];
  const body = ['int i, j, ar[6]; long lv; double dv; int *ip;'];
  const logged = (tag: string, stmt: string): string => `${O}n = 0; ${stmt} ${O}lg[${O}n] = 0; ${line(s, tag, [`L(" "); L(${O}lg);`])}`;
  const call = (): string => r.pick([`${O}(${r.int(0, 9)})`, `${O}L(${r.int(0, 9)})`, `${O}D(${r.int(0, 9)})`]);
  for (let k = r.int(5, 10); k > 0; k--) {
    switch (r.int(0, 7)) {
      case 0: {
        // (no & or |: a double operand is TCC's "Illegal use of floating point")
        const ops = ['+', '-', '*', '<', '==', '&&', '||', '>'];
        const e = `${call()} ${r.pick(ops)} ${call()} ${r.pick(ops)} ${call()}`;
        body.push(logged(`o${k}`, `V((long)(${e}));`));
        break;
      }
      case 1: body.push(logged(`a${k}`, `${O}3(${call()}, ${call()}, ${call()});`)); break;
      case 2: body.push(logged(`m${k}`, `${O}m(${O}L(${r.int(0, 9)}), ${O}(${r.int(0, 9)}), ${O}D(${r.int(0, 9)}));`)); break;
      case 3: body.push(`i = ${r.int(0, 3)};`, `${O}3(i++, i++, i);`, line(s, `i${k}`, [val('i')])); break;
      case 4: body.push('for (i = 0; i < 6; i++) ar[i] = 0;', `i = ${r.int(0, 3)};`, r.pick(['ar[i] = i++;', 'ar[i++] = i;', 'ar[i++] = ar[i] + 5;', 'ip = ar; *ip++ = *ip + 7;', 'i = i++ + 1;', 'ar[i] = ++i + i;']),
        line(s, `r${k}`, [val('i'), val('ar[0]'), val('ar[1]'), val('ar[2]'), val('ar[3]'), val('ar[4]')])); break;
      case 5: body.push(`i = ${r.int(1, 5)};`, `j = ${r.pick(['i++ + i++', '++i + ++i', 'i++ * i', 'i + i++', '(i = 3) + i', 'i-- - --i', '(i += 2) * i'])};`, line(s, `j${k}`, [val('i'), val('j')])); break;
      case 6: body.push(logged(`c${k}`, `V(${call()} ? ${call()} : ${call()});`), logged(`q${k}`, `V((${call()}, ${call()}) + ${call()});`)); break;
      default: body.push(logged(`x${k}`, `lv = ${O}L(${r.int(0, 9)}) + ${O}(${r.int(0, 9)}) * ${O}L(${r.int(0, 9)}); dv = ${O}D(1) - ${O}(2) * ${O}D(3);`), line(s, `y${k}`, [val('lv'), 'D(dv);']));
    }
  }
  return { pre, body };
}

// ---- lifetimes ----

function lifeScene(r: Rng, s: number): Scene {
  const S = `S${s}`;
  const pre = [
    `static int ${S}cnt(void) { static int n = ${r.int(-5, 5)}; int m = ${r.int(-5, 5)}; n += ${r.int(1, 3)}; m++; return n * 10 + m; }`,
    `static int ${S}rec(int d) { static int depth; int local = d * ${r.int(2, 5)}; depth++; if (d > 0) local += ${S}rec(d - 1); return local + depth; }`,
    `static int ${S}tw(void) { static int n = 100; return n++; }`,
    `static char *${S}str(int k) { static char buf[8]; static int calls; calls++; buf[0] = 'a' + k; buf[1] = '0' + calls % 10; buf[2] = 0; return buf; }`,
    `static long ${S}acc(long v) { static long t = ${r.pick(['0', '70000L', '-1'])}; static long *p = &t; *p += v; return t; }`,
  ];
  const body = ['int k, j;'];
  for (let n = r.int(4, 8); n > 0; n--) {
    switch (r.int(0, 5)) {
      case 0: body.push(line(s, `c${n}`, [val(`${S}cnt()`), val(`${S}cnt()`), val(`${S}tw()`)])); break;
      case 1: body.push(line(s, `r${n}`, [val(`${S}rec(${r.int(0, 6)})`), val(`${S}rec(${r.int(0, 3)})`)])); break;
      case 2: body.push(`for (k = 0; k < ${r.int(1, 4)}; k++) { static int st = ${r.int(1, 9)}; int au = ${r.int(1, 9)}; st *= 2; au *= 2; ${line(s, `b${n}`, [val('st'), val('au')])} }`); break;
      case 3: body.push(`{ char *p = ${S}str(${r.int(0, 5)}); char *q = ${S}str(${r.int(0, 5)}); ${line(s, `s${n}`, ['L(" "); L(p); L(" "); L(q);', val('p == q')])} }`); break;
      case 4: body.push(line(s, `a${n}`, [val(`${S}acc(${r.pick(['1', '-5', '100000L'])})`), val(`${S}acc(0)`)])); break;
      default: body.push(`for (j = 0; j < ${r.int(1, 3)}; j++) { int z = j * ${r.int(2, 9)}; { static int w; int y = z + 1; w += y; ${line(s, `n${n}`, [val('w'), val('y')])} } }`);
    }
  }
  return { pre, body };
}

// ---- the preprocessor ----

function ppScene(r: Rng, s: number): Scene {
  const P = `P${s}_`;
  // the variable named as the macro that names itself is declared before the macro
  const pre = [`static int ${P}SELF = ${r.int(1, 9)};`, `#define ${P}CAT3(a, b, c) a ## b ## c`, `#define ${P}CAT(a, b) a ## b`, `#define ${P}XCAT(a, b) ${P}CAT(a, b)`, `#define ${P}ID(x) x`, `#define ${P}STR(x) #x`,
    `#define ${P}XSTR(x) ${P}STR(x)`, `#define ${P}G(x) (x * 2)`, `#define ${P}F(x) ${P}G(x) + 1`, `#define ${P}N ${r.int(1, 9)}`, `#define ${P}EMPTY`,
    `#define ${P}SELF ${P}SELF + 1`, `#define ${P}M(a, b) ${P}G(a) - ${P}G(b)`];
  const body = ['int v12 = 12, v123 = 123, vab = 99;'];
  for (let k = r.int(5, 9); k > 0; k--) {
    switch (r.int(0, 8)) {
      case 0: body.push(line(s, `c${k}`, [val(`${P}CAT3(v, 1, 23)`), val(`${P}CAT3(v, a, b)`), val(`${P}XCAT(0x, ${P}N)`), val(`${P}XCAT(v1, 2)`), val(`${P}CAT3(1, 2, 3)`)])); break;
      case 1: body.push(line(s, `f${k}`, [val(`${P}F(${r.int(-5, 5)} + 1)`), val(`${P}M(${P}N, 2)`), val(`${P}ID(${P}G)(3)`), val(`${P}SELF`), val(`${P}ID(${P}EMPTY ${r.int(0, 9)})`)])); break;
      case 2: {
        const n = r.int(1, 3000);
        body.push(`#line ${n}`, line(s, `l${k}`, [val('__LINE__'), `L(" "); L(__FILE__);`]));
        break;
      }
      case 3: {
        const n = r.int(1, 3000);
        body.push(`#line ${n} "${r.pick(['FOO.C', 'a.h', 'X'])}"`, line(s, `n${k}`, [val('__LINE__'), `L(" "); L(__FILE__); L(" "); L(${P}XSTR(__LINE__));`]));
        break;
      }
      case 4: {
        const conds = [`defined ${P}N`, `defined(${P}Q)`, `!defined(${P}N) || ${P}N > 4`, `defined(${P}N) && ${P}N * 2 == 8`, `defined ${P}EMPTY`, `${P}N - 5`, `defined(__TURBOC__)`, `__TURBOC__ >= 0x200`,
          'defined(__MSDOS__) && defined(__SMALL__)', 'defined(__LARGE__)', 'defined(__STDC__)', 'defined(__CDECL__)', 'defined(__PASCAL__)', `${P}UNDEF == 0`, 'defined(__TINY__)'];
        body.push(`#if ${r.pick(conds)}`, line(s, `i${k}`, ['V(1);']), `#elif ${r.pick(conds)}`, line(s, `i${k}`, ['V(2);']), '#else', line(s, `i${k}`, ['V(3);']), '#endif');
        break;
      }
      case 5: {
        // an identical redefinition is allowed; a different one after #undef
        const v = r.int(10, 99);
        body.push(`#undef ${P}N`, `#define ${P}N ${v}`, `#define ${P}N ${v}`, line(s, `u${k}`, [val(`${P}N`), val(`${P}XCAT(${P}N, 1)`), `L(" "); L(${P}XSTR(${P}N));`]));
        break;
      }
      case 6: body.push(line(s, `p${k}`, [val('__TURBOC__'), val('__MSDOS__'), val('__SMALL__'), `L(" "); L(${P}XSTR(__TURBOC__));`])); break;
      case 7: body.push(`L("s${s} q${k} "); L(${P}STR(${r.pick(['a ## b', `${P}N`, '"x\\n"', '  a  +  b  ', `${P}CAT(x, y)`, '\'\\\'\''])})); L(" " ${P}XSTR(${P}G(${r.int(0, 9)})) " end"); E();`); break;
      default: body.push(`#ifdef ${P}N`, `#ifndef ${P}Z${k}`, `#define ${P}Z${k} ${P}N + ${r.int(0, 9)}`, '#endif', '#endif', line(s, `z${k}`, [val(`${P}Z${k} * 2`), val('__LINE__')]));
    }
  }
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['fexpr', 5, fexprScene], ['ffold', 2, ffoldScene], ['fops', 3, fopsScene], ['agg', 4, aggScene], ['qual', 3, qualScene], ['fptr', 2, fptrScene],
  ['order', 3, orderScene], ['life', 1, lifeScene], ['pp', 2, ppScene],
];

const PRELUDE2 = `${PRELUDE}/* a double's bytes as passed */
static void D(double d) { B(&d, 8); }
`;

export interface Ccgen2Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc2(seed: number): Ccgen2Program {
  return { seed, name: ccgen2Name(seed), ...sceneProgram(new Rng(seed * 2246822519 + 71), SCENES, CCGEN2_SCENES, PRELUDE2) };
}

/** test/fixtures/oracle-cc-v2/FILE. */
export const cc2Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v2', file);

/** The programs the e2e test runs: one in ten. */
export const cc2Checked = (name: string): boolean => (ccgen2Seed(name) ?? 1) % 10 === 0;

export const readCc2Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc2Fixtures(file));
export const cc2Difference = text8Difference;

/** Every program against its oracle: OUT/cc2.txt, and the facts to OUT/cc2-facts.txt. */
export function compareCc2(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN2_VERSION, source: 'ccgen2.ts', checked: cc2Checked, file: CCGEN_FILE, what: 'generated C-language programs, version 2', report: 'cc2', crlf: true, run: runCc,
  });
}
