/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 7 (programs `CJ00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1–6 check least, in scenes whose
 * printed output shows it:
 *
 * - `init`: initialisers of nested aggregates (arrays of structs of arrays, braces elided and
 *   partial, char arrays from strings shorter than, as long as and without room for the NUL,
 *   unsized arrays, unions by their first member, bit fields), at file scope, static in a function
 *   and automatic; pointers initialised to addresses inside arrays and strings; their bytes;
 * - `scope`: nested blocks declaring the same names with other types, typedefs redeclared in inner
 *   blocks and variables named as an outer typedef, `extern` in a block naming the file's
 *   variable past a local one, struct tags redeclared inside, static locals in blocks; each name's
 *   value and sizeof at every depth and after each block ends;
 * - `logic`: `&&`, `||` and `!` as values and in conditions over int, long, double and pointers,
 *   with side effects that short-circuiting skips (a log of the calls), loops `for`, `while` and
 *   `do` with `break` and `continue` at random conditions;
 * - `arrays`: arrays of two and three dimensions, pointers to arrays, arrays of pointers and of
 *   strings, `i[a]`, differences of element and struct-member addresses, sizeof of each;
 * - `recur`: recursion with local arrays to depth 400, mutual recursion, recursion through a
 *   function pointer, arrays changed by the calls below;
 * - `kr`: functions defined the old way (K&R parameter lists of char, unsigned char, short, float
 *   and long, the default promotions at the call, implicit int, a float returned);
 * - `regs`: which locals and parameters TCC keeps in SI and DI (their types, `register`, how often
 *   each is named, an address taken), read by a function that names `_SI` and `_DI`, and what a
 *   function with fewer leaves there from its caller.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). No address is printed (only differences), no
 * read before a store.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN7_VERSION = 7;
export const CCGEN7_SCENES = 6;
export const ccgen7Name = (seed: number): string => `CJ${String(seed % 100000).padStart(5, '0')}`;
export const ccgen7Seed = (name: string): number | null => (/^CJ\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value and a double in full. */
const PRELUDE7 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
static void D(double x) { fprintf(f, " %.10g", x); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const dval = (e: string): string => `D((double)(${e}));`;
const bytes = (e: string): string => `B(&${e}, sizeof ${e});`;

// ---- initialisers ----

/** An aggregate's type: a scalar, an array (char arrays may take strings), a struct, a union, bit fields. */
type Ty =
  | { k: 'sc'; t: string }
  | { k: 'arr'; of: Ty; n: number }
  | { k: 'st'; ms: Ty[] }
  | { k: 'un'; ms: Ty[] }
  | { k: 'bits'; ws: [string, number][] };

const SCALARS = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'float', 'double', 'short'];

function randTy(r: Rng, depth: number): Ty {
  const x = r.int(0, depth > 2 ? 1 : 9);
  if (x <= 2) return { k: 'sc', t: r.pick(SCALARS) };
  if (x <= 4) return { k: 'arr', of: r.chance(0.5) ? { k: 'sc', t: 'char' } : randTy(r, depth + 1), n: r.int(1, 5) };
  if (x <= 6) return { k: 'st', ms: Array.from({ length: r.int(1, 3) }, () => randTy(r, depth + 1)) };
  if (x === 7) return { k: 'un', ms: [randTy(r, depth + 1), { k: 'sc', t: r.pick(['long', 'char']) }] };
  return { k: 'bits', ws: Array.from({ length: r.int(1, 4) }, () => [r.pick(['int', 'unsigned']), r.int(1, 9)] as [string, number]) };
}

/** The declaration of `name` of type `t` (struct types spelled inline, their members m0, m1…). */
function declare(t: Ty, name: string): string {
  switch (t.k) {
    case 'sc': return `${t.t} ${name}`;
    case 'arr': return declare(t.of, `${name}[${t.n}]`);
    case 'st': return `struct { ${t.ms.map((m, i) => `${declare(m, `m${i}`)}; `).join('')}} ${name}`;
    case 'un': return `union { ${t.ms.map((m, i) => `${declare(m, `m${i}`)}; `).join('')}} ${name}`;
    default: return `struct { ${t.ws.map(([b, w], i) => `${b} m${i} : ${w}; `).join('')}} ${name}`;
  }
}

const isCharArr = (t: Ty): boolean => t.k === 'arr' && t.of.k === 'sc' && t.of.t === 'char';
const WORDS = ['', 'a', 'ab', 'abc', 'abcd', 'hello', 'x\\ty', 'q\\0r'];

function scalarValue(r: Rng, t: string): string {
  if (t === 'float' || t === 'double') return r.pick(['0', '1.5', '-2', '0.1', '3.25', '1e10', '-7', '100000L', "'A'", '0.3']);
  if (t === 'long') return r.pick(['0', '-1', '70000L', '0x12345678L', "'z'", '-32768L', '40000U', '3.9']);
  return r.pick(['0', '1', '-1', '127', '300', '-129', '0x7FFF', "'q'", '40000U', '65535U', '2.7', '-2.7']);
}

/** The items that initialise `t`: braced, or (when `elide`) its leaves one after another. */
function initItems(r: Rng, t: Ty, elide: boolean, last: boolean): string {
  switch (t.k) {
    case 'sc': return scalarValue(r, t.t);
    case 'bits': {
      const n = last ? r.int(1, t.ws.length) : t.ws.length;
      const xs = t.ws.slice(0, n).map(() => r.pick(['0', '1', '-1', '5', '9', '-3', '255', '0x1FF', '100']));
      return elide ? xs.join(', ') : `{ ${xs.join(', ')} }`;
    }
    // inside elided braces every member's braces are elided too: TCC refuses a braced member there (probes CJ99913, CJ99926)
    case 'un': return elide ? initItems(r, t.ms[0]!, true, last) : `{ ${initItems(r, t.ms[0]!, r.chance(0.5), true)} }`;
    default: {
      if (isCharArr(t) && r.chance(0.7)) {
        const w = r.pick(WORDS.filter((x) => x.replace(/\\./g, '.').length <= (t as { n: number }).n));
        return elide || r.chance(0.5) ? `"${w}"` : `{ "${w}" }`;
      }
      const parts = t.k === 'arr' ? Array.from({ length: t.n }, () => t.of) : t.ms;
      // a partial list only where nothing follows it (last) or inside braces
      const n = elide && !last ? parts.length : r.int(1, parts.length);
      const xs = parts.slice(0, n).map((p, i) => initItems(r, p, p.k !== 'sc' && (elide || r.chance(0.4)), i === n - 1 && (last || !elide)));
      return elide ? xs.join(', ') : `{ ${xs.join(', ')} }`;
    }
  }
}

function initScene(r: Rng, s: number): Scene {
  const T = `N${s}`;
  const t1 = randTy(r, 0), t2 = randTy(r, 1);
  const n = r.int(2, 4);
  const arr: Ty = { k: 'arr', of: { k: 'st', ms: [t1, { k: 'sc', t: r.pick(SCALARS) }, t2] }, n };
  const w = r.pick(WORDS.slice(1));
  const wl = w.replace(/\\./g, '.').length;
  const cn = r.pick([wl, wl + 1, wl + 3]);
  const pre = [
    `static ${declare(arr, `${T}a`)} = ${initItems(r, arr, false, true)};`,
    `static ${declare(t1, `${T}b`)} = ${initItems(r, t1, false, true)};`,
    `static char ${T}s[${cn}] = "${w}", ${T}u[] = "${w}", ${T}v[${cn}] = { '${w[0]}' };`,
    `static int ${T}m[3][2] = { ${r.pick(['1, 2, 3', '{ 1 }, { 2, 3 }, 4', '{ 5 }, 6, 7, 8', '1, 2, { 3 }'])} };`,
    `static int *${T}p = &${T}m[${r.int(0, 2)}][${r.int(0, 1)}];`,
    `static char *${T}q = "${w}" + ${r.int(0, wl)};`,
    `static union { ${r.pick(['int', 'long', 'char', 'unsigned char'])} i; char c[3]; long l; } ${T}n = { ${r.pick(['-1', '0x1234', '300', '70000L', "'w'"])} };`,
    `static long ${T}l[] = { ${Array.from({ length: r.int(1, 4) }, () => scalarValue(r, 'long')).join(', ')} };`,
  ];
  const body = [
    `static ${declare(t2, 'sb')} = ${initItems(r, t2, false, true)};`,
    `${declare(t1, 'ab')} = ${initItems(r, t1, false, true)};`,
    `char as[${cn}] = "${w}", au[] = "${w}";`,
    `int k = ${r.int(0, 3)}, j = k * ${r.int(2, 5)} + sizeof as;`,
    `static int calls = ${r.int(-5, 5)};`,
    line(s, 'a', [bytes(`${T}a`), size(`${T}a`), size(`${T}a[0]`)]),
    line(s, 'b', [bytes(`${T}b`), size(`${T}b`), bytes('sb'), size('sb'), bytes('ab')]),
    line(s, 's', [bytes(`${T}s`), bytes(`${T}u`), bytes(`${T}v`), bytes('as'), bytes('au'), size(`${T}u`), size('au')]),
    line(s, 'm', [bytes(`${T}m`), sval(`${T}p - &${T}m[0][0]`), sval(`*${T}p`), sval(`*${T}q`), sval(`strlen(${T}q)`)]),
    line(s, 'n', [bytes(`${T}n`), bytes(`${T}l`), size(`${T}l`), sval('j'), sval('++calls')]),
  ];
  if (r.chance(0.5)) body.push(`${T}a[k % ${n}].m1 = j;`, line(s, 'w', [bytes(`${T}a`)]));
  return { pre, body };
}

// ---- names in nested blocks ----

const STYPES = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long', 'double', 'short'];

function scopeScene(r: Rng, s: number): Scene {
  const G = `O${s}`;
  const gt = r.pick(STYPES);
  const pre = [`typedef ${r.pick(STYPES)} ${G}T;`, `${gt} ${G}g = ${r.int(-300, 300)};`, `struct ${G}k { char c; };`, `static int ${G}use(int v) { return v + ${G}g; }`];
  const names = ['p', 'q', G + 'g'];
  const body: string[] = [];
  let tag = 0;
  const show = (vis: Map<string, string>, depth: number): string => {
    const parts: string[] = [];
    for (const [n, t] of vis) if (t !== 'typedef') parts.push(t === 'double' ? dval(n) : sval(n), size(n));
    parts.push(size(`${G}T`), size(`struct ${G}k`));
    return line(s, `d${depth}.${tag++}`, parts);
  };
  const block = (vis: Map<string, string>, depth: number, out: string[]): void => {
    const mine = new Map(vis);
    const decls: string[] = [];
    if (r.chance(0.3)) {
      decls.push(`typedef ${r.pick(STYPES)} ${G}T;`);
      mine.delete(`${G}T`);
    } else if (depth > 0 && r.chance(0.15)) {
      // a variable named as the outer typedef
      decls.push(`int ${G}T = ${r.int(-9, 9)};`);
      mine.set(`${G}T`, 'int');
    }
    for (const n of names) {
      if (!r.chance(0.5)) continue;
      const t = r.pick(STYPES);
      const st = r.chance(0.2) ? 'static ' : '';
      decls.push(`${st}${t} ${n} = ${r.pick(['-1', '300', '70000L', '2.5', '-40000L', "'c'"])};`);
      mine.set(n, t);
    }
    if (r.chance(0.2)) decls.push(`struct ${G}k { long l[${r.int(1, 4)}]; };`);
    if (r.chance(0.25)) {
      // `extern` in a block names the file's variable again
      out.push(...decls, '{', `extern ${gt} ${G}g;`, `${G}g += ${r.int(1, 9)};`, show(new Map([...mine, [`${G}g`, gt]]), depth), '}');
    } else out.push(...decls);
    const vars = [...mine].filter(([, t]) => t !== 'typedef').map(([n]) => n);
    for (let k = r.int(1, 3); k > 0 && vars.length; k--) {
      const a = r.pick(vars), b = r.pick(vars);
      const typed = !mine.has(`${G}T`);
      out.push(`${a} ${r.pick(['+=', '-=', '=', '*='])} ${r.pick([b, typed ? `(${G}T)${b}` : b, `${G}use(${r.int(0, 5)})`, `sizeof(${G}T)`, `${b} * 3 + 1`])};`);
    }
    out.push(show(mine, depth));
    if (depth < 3) for (let k = r.int(0, 2); k > 0; k--) { out.push('{'); block(mine, depth + 1, out); out.push('}'); out.push(show(mine, depth)); }
  };
  const top: string[] = [];
  block(new Map([[`${G}g`, gt]]), 0, top);
  // the top block's declarations go first
  // the 8087's exceptions masked: a double out of an integer's range as TCC's code gives it
  body.push('unsigned cw = _control87(0, 0);', '_control87(MCW_EM, MCW_EM);', '{', ...top, '}', line(s, 'end', [sval(`${G}g`), size(`${G}T`)]), '_clear87();', '_control87(cw, 0xFFFF);');
  return { pre, body };
}

// ---- && || ! and loops ----

function logicScene(r: Rng, s: number): Scene {
  const T = `K${s}`;
  const pre = [`static long ${T}log;`, `static int ${T}f(int v) { ${T}log = ${T}log * 10 + v; return v - 1; }`];
  const body = ['int i = 0, j = 0, n = 0; long l = 0; double d = 0; char *p = 0; char buf[4]; unsigned u = 0;'];
  // a pointer only where a truth value is read; side effects only where a sequence point orders them
  // an expression has pointers or floating operands, not both: TCC refuses `p ? p == 0 : 0.0` and `p && 0.5` (probes CJ99911, CJ99925)
  let fl = false;
  const leaf = (ptr: boolean, side: boolean): string => r.pick([...(side ? [`${T}f(${r.int(0, 3)})`, '(i = j)', 'i++', '--j'] : []), ...(ptr && !fl ? ['p'] : []),
    'i', 'j', 'l', 'u', '!i', '(d < l)', '(l & 1)', '0', '1', '0L', ...(fl ? ['d', '0.0', '0.5'] : ['!p', '(p == 0)'])]);
  const expr = (depth: number, ptr: boolean, side: boolean): string => {
    if (depth > 2 || r.chance(0.3)) return leaf(ptr, side);
    const op = r.pick(['&&', '||', '&&', '||', '!', '?', '==', '<']);
    if (op === '!') return `!(${expr(depth + 1, true, side)})`;
    if (op === '?') return `(${expr(depth + 1, true, side)} ? ${expr(depth + 1, false, side)} : ${expr(depth + 1, false, side)})`;
    if (op === '==' || op === '<') return `(${expr(depth + 1, false, false)} ${op} ${expr(depth + 1, false, false)})`;
    return `(${expr(depth + 1, true, side)} ${op} ${expr(depth + 1, true, side)})`;
  };
  for (let k = r.int(4, 7); k > 0; k--) {
    body.push(`i = ${r.int(-2, 2)}; j = ${r.int(-2, 2)}; l = ${r.pick(['0L', '1L', '-1L', '65536L', '0x10000L'])}; d = ${r.pick(['0.0', '0.25', '-1.0', '1e-30'])}; p = ${r.pick(['0', 'buf', 'buf + 1'])}; u = ${r.pick(['0', '1', '65535U'])}; ${T}log = 0;`);
    switch (r.int(0, 3)) {
      case 0: { fl = r.chance(0.5); const e = expr(0, false, true); body.push(`n = ${e};`, line(s, `v${k}`, [sval('n'), sval(`${T}log`), sval('i'), sval('j'), size(e)])); break; }
      case 1: body.push(`if (${(fl = r.chance(0.5), expr(0, true, true))}) n = 1; else if (${(fl = r.chance(0.5), expr(0, true, true))}) n = 2; else n = 3;`, line(s, `c${k}`, [sval('n'), sval(`${T}log`), sval('i'), sval('j')])); break;
      case 2: {
        const lo = r.int(-3, 3), hi = lo + r.int(0, 12);
        body.push(`n = 0; for (i = ${lo}; i ${r.pick(['<', '<=', '!='])} ${hi}; i++) { if (${r.pick(['i % 3 == 0', 'i & 1', '!(i & 2)', `${T}f(i & 3) > 0`])}) continue; if (${r.pick(['i > 7', 'n > 20', '(i ^ n) == 5', '0'])}) break; n += i ${r.pick(['*', '+', '^'])} ${r.int(1, 5)}; if (n > 1000) break; }`,
          line(s, `f${k}`, [sval('n'), sval('i'), sval(`${T}log`)]));
        break;
      }
      default:
        body.push(`n = 0; j = ${r.int(0, 9)}; do { n += j; if (n ${r.pick(['>', '<', '=='])} ${r.int(0, 30)} ${r.pick(['&&', '||'])} j ${r.pick(['&', '%'])} 2) continue; n ^= ${r.int(1, 7)}; } while (--j > 0 && ${r.pick(['1', 'n < 40', `${T}f(j & 1)`])} && n < 500);`,
          `while (${r.pick(['j++ < 5', `${T}f(j % 4) && j < 9`, 'n-- > 30 && j < 20'])}) { if (j == 3) break; n ^= 1; j++; }`, line(s, `w${k}`, [sval('n'), sval('j'), sval(`${T}log`)]));
    }
  }
  return { pre, body };
}

// ---- arrays of several dimensions and pointers to them ----

function arraysScene(r: Rng, s: number): Scene {
  const T = `A${s}`;
  const [d1, d2, d3] = [r.int(2, 4), r.int(2, 5), r.int(1, 3)];
  const et = r.pick(['char', 'int', 'long', 'unsigned char', 'double']);
  const words = Array.from({ length: r.int(2, 5) }, () => r.pick(WORDS.slice(1, 6)));
  const pre = [
    `static ${et} ${T}a[${d1}][${d2}];`,
    `static char ${T}t[][6] = { ${words.map((w) => `"${w}"`).join(', ')} };`,
    `static char *${T}p[] = { ${words.map((w) => `"${w}"`).join(', ')} };`,
    `static struct ${T}s { int a; char b[3]; long c; } ${T}r[4];`,
  ];
  const body = [
    `${et} (*pa)[${d2}] = ${T}a; ${et} *pe; int b[${d1}][${d2}][${d3}]; int (*pb)[${d2}][${d3}] = b; int i, j, k; char **pp = ${T}p; struct ${T}s *sp = ${T}r;`,
    `for (i = 0; i < ${d1}; i++) for (j = 0; j < ${d2}; j++) { ${T}a[i][j] = i * ${r.int(3, 50)} - j * ${r.int(1, 9)}; for (k = 0; k < ${d3}; k++) b[i][j][k] = i * 100 + j * 10 + k; }`,
    `for (i = 0; i < 4; i++) { ${T}r[i].a = i * 7; ${T}r[i].b[0] = i; ${T}r[i].b[2] = -i; ${T}r[i].c = i * 70000L; }`,
    line(s, 'z', [size(`${T}a`), size(`${T}a[0]`), size('*pa'), size('pa'), size('b'), size('b[1]'), size('*pb'), size(`${T}t`), size(`${T}p`), sval(`sizeof ${T}p / sizeof ${T}p[0]`), size(`${T}r`)]),
  ];
  const show = (e: string): string => (et === 'double' ? dval(e) : sval(e));
  for (let k = r.int(4, 7); k > 0; k--) {
    const i = r.int(0, d1 - 1), j = r.int(0, d2 - 1), m = r.int(0, d3 - 1), w = r.int(0, words.length - 1);
    switch (r.int(0, 4)) {
      case 0: body.push(`i = ${i}; j = ${j}; pe = &${T}a[i][j];`, line(s, `a${k}`, [show('pa[i][j]'), show('(*(pa + i))[j]'), show('*(*(pa + i) + j)'), show(`i[${T}a][j]`), show(`j[pa[i]]`), sval(`pe - &${T}a[0][0]`), sval(`pa + i - pa`), sval(`(char *)(pa + i) - (char *)pa`), show(`*(pe - ${i * d2 + j})`)])); break;
      case 1: body.push(`i = ${i}; j = ${j}; k = ${m};`, line(s, `b${k}`, [sval('b[i][j][k]'), sval('pb[i][j][k]'), sval('(*pb)[j][k]'), sval('*(**(pb + i) + k)'), sval('&b[i][j][k] - &b[0][0][0]'), sval('(char *)pb[i] - (char *)b'), sval(`pb[i] - pb`)])); break;
      case 2: body.push(`i = ${w};`, line(s, `t${k}`, [sval(`${T}t[i][0]`), sval(`strlen(${T}t[i])`), sval(`*${T}p[i]`), sval(`pp[i][1]`), sval(`*(*(pp + i) + 1)`), sval(`${T}t[i] - ${T}t[0]`), sval(`strcmp(${T}t[i], ${T}p[i])`), sval(`sizeof ${T}t[i]`), sval(`sizeof ${T}p[i]`)])); break;
      case 3: body.push(`i = ${r.int(0, 3)}; j = ${r.int(0, 3)};`, line(s, `s${k}`, [sval(`&${T}r[i] - &${T}r[j]`), sval(`(char *)&${T}r[i].c - (char *)${T}r`), sval(`(char *)&sp[i].b[2] - (char *)&sp[j]`), sval(`sp[i].b[2]`), sval(`(sp + i)->c`), sval(`(&${T}r[3] - sp) * sizeof *sp`), sval(`&sp[i].a - &sp[j].a`)])); break;
      default: body.push(`pa${r.pick(['++', ' += 1', ' = pa + ' + (d1 - 1)])}; i = pa - ${T}a;`, line(s, `p${k}`, [sval('i'), show('pa[0][0]'), show(`(*pa)[${j}]`), sval(`pa - ${T}a`), sval(`&pa[0][${j}] - &${T}a[0][0]`)]), `pa = ${T}a;`);
    }
  }
  return { pre, body };
}

// ---- recursion ----

function recurScene(r: Rng, s: number): Scene {
  const T = `R${s}`;
  const la = r.int(1, 12);
  const pre = [
    `static int ${T}calls;`,
    `static long ${T}deep(int n, long acc) { int loc[${la}]; int i; long z; ${T}calls++; for (i = 0; i < ${la}; i++) loc[i] = n * i + (int)acc; if (n == 0) return acc; z = ${T}deep(n - 1, acc + loc[n % ${la}]); return z + loc[${la - 1}] - loc[0]; }`,
    `static int ${T}od(int n);`,
    `static int ${T}ev(int n) { ${T}calls++; return n == 0 ? 1 : ${T}od(n - 1); }`,
    `static int ${T}od(int n) { ${T}calls++; return n == 0 ? 0 : ${T}ev(n - 1); }`,
    `static long ${T}fib(int n) { ${T}calls++; return n < 2 ? n : ${T}fib(n - 1) + ${T}fib(n - 2); }`,
    `static int (*${T}fp)(int) = ${T}ev;`,
    `static void ${T}rev(char *a, int i, int j) { char t; if (i >= j) return; t = a[i]; a[i] = a[j]; a[j] = t; ${T}rev(a, i + 1, j - 1); }`,
    `static int ${T}sum(int *a, int n) { if (n == 0) return 0; a[n - 1] += n; return a[n - 1] + ${T}sum(a, n - 1); }`,
    `static int ${T}ack(int m, int n) { ${T}calls++; return m == 0 ? n + 1 : n == 0 ? ${T}ack(m - 1, 1) : ${T}ack(m - 1, ${T}ack(m, n - 1)); }`,
  ];
  const body = ['char buf[20]; int a[12]; int k;'];
  for (let k = r.int(3, 6); k > 0; k--) {
    body.push(`${T}calls = 0;`);
    switch (r.int(0, 4)) {
      case 0: { const n = r.int(0, 400); body.push(line(s, `d${k}`, [sval(`${T}deep(${n}, ${r.int(-50, 50)}L)`), sval(`${T}calls`)])); break; }
      case 1: { const n = r.int(0, 300); body.push(line(s, `e${k}`, [sval(`${T}ev(${n})`), sval(`${T}od(${r.int(0, 300)})`), sval(`${T}fp(${n})`), sval(`${T}calls`)])); break; }
      case 2: body.push(line(s, `f${k}`, [sval(`${T}fib(${r.int(0, 16)})`), sval(`${T}calls`), sval(`${T}ack(${r.int(0, 2)}, ${r.int(0, 5)})`), sval(`${T}calls`)])); break;
      case 3: { const w = r.pick(['abcdefgh', 'hello world', 'xy', 'a', 'racecar!']); body.push(`memset(buf, 0, sizeof buf); strcpy(buf, "${w}"); ${T}rev(buf, ${r.int(0, 2)}, ${w.length - 1});`, line(s, `r${k}`, [bytes('buf')])); break; }
      default: body.push(`for (k = 0; k < 12; k++) a[k] = k * ${r.int(-9, 9)};`, line(s, `s${k}`, [sval(`${T}sum(a, ${r.int(0, 12)})`), bytes('a')]));
    }
  }
  return { pre, body };
}

// ---- old-style definitions ----

function krScene(r: Rng, s: number): Scene {
  const T = `P${s}`;
  const pre = [
    `static ${T}a(a, b) char a; float b; { return a + (int)(b * 4); }`,
    `static double ${T}b(x, n) float x; int n; { return x * n; }`,
    `static long ${T}c(c, h, l) unsigned char c; short h; long l; { return c + h + l; }`,
    `static float ${T}d(x) double x; { return x / 3; }`,
    `static ${T}e(p, n) char *p; { int z = 0; while (n-- > 0) z = z * 3 + *p++; return z; }`,
    `static unsigned char ${T}f(c) { return c + 1; }`,
  ];
  const body = ['double d; float fl; int i; char c; long l;'];
  for (let k = r.int(4, 7); k > 0; k--) {
    switch (r.int(0, 4)) {
      case 0: body.push(`c = ${r.pick(['100', '-5', "'a'", '127'])}; fl = ${r.pick(['0.1', '-2.6', '7.3', '1e3'])};`,
        line(s, `a${k}`, [sval(`${T}a(c, fl)`), sval(`${T}a(${r.pick(['300', '-200', '65'])}, ${r.pick(['0.1', '2.5', '-1.125'])})`), sval(`${T}a(c + 1, fl * 2)`)])); break;
      case 1: body.push(`fl = ${r.pick(['0.1', '1.0 / 3', '16777217.0', '3.3'])}; d = fl;`,
        line(s, `b${k}`, [dval(`${T}b(fl, ${r.int(-5, 9)})`), dval(`${T}b(${r.pick(['0.1', '1e-3', '2.2', 'd'])}, 3)`), dval(`${T}d(${r.pick(['1.0', '0.1', '1e10', 'd', '7.0'])})`), dval(`(double)${T}d(d) * 3`)])); break;
      case 2: body.push(`l = ${r.pick(['70000L', '-1L', '0x7FFFFFFFL'])}; i = ${r.pick(['300', '-1', '40000U', '32767'])};`,
        line(s, `c${k}`, [sval(`${T}c(i, i, l)`), sval(`${T}c(${r.pick(['255', '256', "'A'"])}, ${r.pick(['-1', '(-32767 - 1)', '32767'])}, 3L)`)].slice(0, r.pick([1, 2])))); break;
      case 3: { const w = r.pick(['abc', 'hello', 'x']); body.push(line(s, `e${k}`, [sval(`${T}e("${w}", ${w.length})`), sval(`${T}e("${w}" + 1, ${w.length - 1})`)])); break; }
      default: body.push(`i = ${r.pick(['255', '-1', '65', '0'])};`, line(s, `f${k}`, [sval(`${T}f(i)`), sval(`${T}f(i) + 1`), size(`${T}f(i)`), size(`${T}a(1, 2.0)`), size(`${T}d(1.0)`)]));
    }
  }
  return { pre, body };
}

// ---- which locals live in SI and DI ----

const RTYPES = ['int', 'unsigned', 'short', 'char', 'unsigned char', 'long'];

function regsScene(r: Rng, s: number): Scene {
  const T = `G${s}`;
  const pre = [`static unsigned ${T}si, ${T}di;`, `static void ${T}peek(void) { ${T}si = _SI; ${T}di = _DI; }`, `static void ${T}touch(void *p) { *(char *)p += 1; }`];
  const body: string[] = [];
  for (let k = r.int(2, 4); k > 0; k--) {
    const fn = `${T}f${k}`;
    const params = Array.from({ length: r.int(0, 2) }, (_, i) => [`p${i}`, r.chance(0.3) ? 'register int' : r.pick(['int', 'unsigned', 'char', 'long'])] as const);
    const locals = Array.from({ length: r.int(1, 5) }, (_, i) => [`v${i}`, `${r.chance(0.3) ? 'register ' : ''}${r.pick(RTYPES)}`] as const);
    const names = [...params.map(([n]) => n), ...locals.map(([n]) => n)];
    const stmts: string[] = [];
    for (const [n] of locals) stmts.push(`${n} = ${r.int(-300, 300)};`);
    for (let m = r.int(2, 10); m > 0; m--) {
      const a = r.pick(names), b = r.pick(names);
      // no address of a `register` one (TCC refuses it)
      const reg = [...params, ...locals].some(([n, t]) => n === a && t.startsWith('register'));
      stmts.push(r.pick([`${a}++;`, `${a} = ${a} * 3 + ${b};`, `${a} += ${b};`, `if (${a} > ${b}) ${b}--;`, `for (w = 0; w < 3; w++) ${a} ^= w;`, reg ? `${a}--;` : `${T}touch(&${a});`]));
    }
    const shown = names.map((n) => `I((long)${n});`);
    pre.push(`static void ${fn}(${params.length ? params.map(([n, t]) => `${t} ${n}`).join(', ') : 'void'})`, '{',
      `  ${locals.map(([n, t]) => `${t} ${n};`).join(' ')} int w;`, ...stmts.map((x) => `  ${x}`),
      `  ${T}peek();`, `  L("s${s} ${fn}"); I((long)${T}si); I((long)${T}di); ${shown.join(' ')} E();`, '}');
    // the caller's SI and DI set: what a function with fewer register variables leaves in them
    body.push(`_SI = ${r.int(0, 999)}; _DI = ${r.int(0, 999)};`, `${fn}(${params.map(([, t]) => (t === 'long' ? `${r.int(-9, 9)}L` : String(r.int(-99, 99)))).join(', ')});`);
  }
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['init', 3, initScene], ['scope', 2, scopeScene], ['logic', 2, logicScene], ['arrays', 2, arraysScene], ['recur', 1, recurScene], ['kr', 2, krScene], ['regs', 2, regsScene],
];

export interface Ccgen7Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc7(seed: number): Ccgen7Program {
  const p = sceneProgram(new Rng(seed * 2246822519 + 43), SCENES, CCGEN7_SCENES, PRELUDE7);
  return { seed, name: ccgen7Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v7/FILE. */
export const cc7Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v7', file);

/** The programs the e2e test runs: one in eighty, 5 (npm test's budget: about 0.1 s each); the fixture keeps the text of one in ten. */
export const cc7Checked = (name: string): boolean => (ccgen7Seed(name) ?? 1) % 80 === 0;

export const readCc7Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc7Fixtures(file));
export const cc7Difference = text8Difference;

/** Every program against its oracle: OUT/cc7.txt, and the facts to OUT/cc7-facts.txt. */
export function compareCc7(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN7_VERSION, source: 'ccgen7.ts', checked: (name) => (ccgen7Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 7', report: 'cc7', crlf: true, run: runCc,
  });
}
