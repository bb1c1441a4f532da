/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 9 (programs `CL00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1–8 reach least, in scenes whose
 * printed output shows it:
 *
 * - `assign`: assignments inside expressions over char, unsigned char, int, unsigned, long and
 *   unsigned long mixed: chains `a = b = c = e` through narrower and wider types, compound chains
 *   `a += b -= e`, assignments inside conditions and `?:` arms, comma chains, `++`/`--` in the
 *   arguments of calls and in the operands of one expression;
 * - `loops`: loops whose conditions assign (`while ((c = *p++) != 0)`, `for (i = 0, j = n; i < j;
 *   i++, j--)`, `do … while ((n -= k) > 0)`), `break` and `continue` among them, over every type;
 * - `fnret`: pointers to functions returned from functions (`F (*pick(int))(…)`), tables of them in
 *   arrays and in structs, called as `p()`, `(*p)()` and `(**p)()`, compared, passed, recursion
 *   through a table;
 * - `bitarr`: arrays of structs with random bit fields (signed and unsigned, widths 1–12, unnamed
 *   ones, chars between), static and automatic, changed in loops by `++`, `op=` and assignment,
 *   elements copied and passed by value; their bytes;
 * - `enumx`: enums with negative, large and implicit values, their arithmetic, comparisons against
 *   unsigned values, `switch` on them, enum variables given out-of-range ints, sizeof;
 * - `ulong`: unsigned long and long past their ranges: sums, products, negation, shifts by counts
 *   0–40 in variables, division and % of negatives by unsigned and long divisors, narrowing casts.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison). No address is printed (only differences), no
 * read before a store, no division by zero or of the minimum by −1.
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN9_VERSION = 9;
export const CCGEN9_SCENES = 6;
export const ccgen9Name = (seed: number): string => `CL${String(seed % 100000).padStart(5, '0')}`;
export const ccgen9Seed = (name: string): number | null => (/^CL\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers and a signed value. */
const PRELUDE9 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
`;

const sval = (e: string): string => `I((long)(${e}));`;
const uval = (e: string): string => `V((unsigned long)(${e}));`;
const bytes = (e: string): string => `B(&${e}, sizeof ${e});`;

/** The integer types with a value of each at its edges or near them. */
const ITYPES = ['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long'] as const;
type IType = (typeof ITYPES)[number];
const EDGES: Record<IType, readonly string[]> = {
  char: ['-128', '127', '-1', '0', '1', '100', '-100', "'A'"],
  'unsigned char': ['255', '0', '1', '128', '127', '200'],
  int: ['-32768', '32767', '-1', '0', '1', '300', '-300', '1000', '-7'],
  unsigned: ['65535U', '0', '1', '32768U', '32767', '40000U', '7'],
  long: ['-2147483647L - 1', '2147483647L', '-1L', '0L', '70000L', '-70000L', '65536L', '5L'],
  'unsigned long': ['4294967295UL', '0UL', '1UL', '2147483648UL', '65535UL', '65536UL', '100000UL'],
};
/** Small right sides, never 0: what `op=` and arithmetic take. */
const SMALL = ['1', '2', '3', '7', '-1', '-3', '100', '255', '1000', '70000L', '65535U', "'z'"];

/** Six variables, one of each type, declared and given edge values. */
function intVars(r: Rng): { decl: string[]; vars: { name: string; t: IType }[]; reset: string } {
  const vars = ITYPES.map((t, i) => ({ name: ['c', 'uc', 'i', 'u', 'l', 'ul'][i]!, t }));
  const reset = vars.map((v) => `${v.name} = ${r.pick(EDGES[v.t])};`).join(' ');
  return { decl: [`char c; unsigned char uc; int i; unsigned u; long l; unsigned long ul; int n; long r;`, reset], vars, reset };
}
const all = (vars: { name: string }[]): string[] => vars.map((v) => uval(v.name));

// ---- assignments inside expressions ----

function assignScene(r: Rng, s: number): Scene {
  const A = `G${s}`;
  const pre = [
    `static long ${A}3(long a, long b, long c) { return a * 9 + b * 3 + c; }`,
    `static int ${A}k(int v) { return v * 2 + 1; }`,
  ];
  const { decl, vars, reset } = intVars(r);
  const body = [...decl, 'r = 0; n = 0;'];
  const v = (): string => r.pick(vars).name;
  const three = (): [string, string, string] => {
    const xs = [...vars].sort(() => r.next() - 0.5).map((x) => x.name);
    return [xs[0]!, xs[1]!, xs[2]!];
  };
  const op = (): string => r.pick(['+', '-', '*', '&', '|', '^']);
  const cop = (): string => r.pick(['+=', '-=', '*=', '&=', '|=', '^=', '<<=', '>>=']);
  const rhs = (): string => r.pick([...SMALL, v(), `${v()} ${op()} ${r.pick(SMALL)}`]);
  const small = (): string => r.pick(SMALL);
  for (let k = r.int(6, 11); k > 0; k--) {
    const [x, y, z] = three();
    switch (r.int(0, 9)) {
      case 0: body.push(`${x} = ${y} = ${z} = ${rhs()};`); break;
      case 1: body.push(`${x} ${r.pick(['+=', '-=', '^=', '|='])} ${y} ${r.pick(['+=', '-=', '*=', '&='])} ${small()};`); break;
      case 2: body.push(`if ((${x} = ${y} ${op()} ${small()}) ${r.pick(['>', '<', '==', '!=', '>='])} ${r.pick(EDGES.int)}) ${z}++; else ${z}--;`); break;
      case 3: body.push(`${x} = (${y}++, ${z} ${cop().replace(/<<=|>>=/, '+=')} ${small()}, ${y} ${op()} ${z});`); break;
      case 4: body.push(`${x} = ${y} ${r.pick(['>', '<', '!=', '&&', '||'])} ${r.pick(['0', '1', '-1', '300'])} ? (${z} = ${rhs()}) : (${y} ${cop()} ${r.pick(['1', '2', '3'])});`); break;
      case 5: body.push(`r = ${A}3(${x}++, --${y}, ${z} += ${small()});`); break;
      case 6: body.push(`r = ${A}3(${x} = ${rhs()}, ${y} ${cop()} ${r.pick(['1', '3', '5'])}, ${A}k(${z}--));`); break;
      case 7: body.push(`n = ${r.pick(['i', 'u', 'c', 'uc'])}; ${r.pick([`${x} = ${x}++ + ${small()};`, `${x} = ++${x} * 2;`, `${x} += ${x}++;`, `${x} = ${x}-- - --${x};`, `${x} = (${x} = ${small()}) + ${x};`])}`); break;
      case 8: body.push(`r = (${x} ${cop()} ${r.pick(['1', '2', '9', '17', '33'])}) ${op()} (${y} = ${z} ${op()} ${small()});`); break;
      default: body.push(`n = !(${x} = ${r.pick(['0', '1', v()])}) + (${y} ${r.pick(['+=', '-=', '='])} ${x} ${r.pick(['==', '<', '>'])} ${z});`);
    }
    body.push(line(s, `a${k}`, [...all(vars), sval('r'), sval('n')]));
    if (r.chance(0.3)) body.push(reset);
  }
  return { pre, body };
}

// ---- loops whose conditions assign ----

function loopsScene(r: Rng, s: number): Scene {
  const P = `P${s}`;
  const word = r.pick(['hello', 'Turbo C', 'a\\200b\\377c', '', 'xyz 123']);
  const pre = [`static char ${P}w[] = "${word}";`, `static int ${P}v[8] = { ${Array.from({ length: 8 }, () => r.int(-9, 40)).join(', ')} };`];
  const t = (): string => r.pick(['char', 'unsigned char', 'int', 'unsigned', 'long', 'unsigned long']);
  const body = [`char *p, ch; ${t()} a; ${t()} b; int n, j, k; long sum;`];
  for (let q = r.int(4, 7); q > 0; q--) {
    body.push('sum = 0; n = 0;');
    switch (r.int(0, 5)) {
      case 0: body.push(`p = ${P}w; while ((ch = *p++) != 0) { sum = sum * 3 + ch; n++; }`); break;
      case 1: body.push(`for (j = 0, k = ${r.int(3, 8)}; j < k; j++, k--) sum += ${P}v[j] * 10 - ${P}v[k & 7];`, 'n = j * 16 + k;'); break;
      case 2: body.push(`a = ${r.int(20, 300)}; do { sum += a; n++; } while ((a -= ${r.int(3, 40)}) > ${r.pick(['0', '5', '-1'])} && n < 40);`); break;
      case 3: body.push(`for (a = ${r.pick(['0', '250', '65530U', '-3'])}, n = 0; n < ${r.int(3, 12)}; a ${r.pick(['++', '--', '+= 7', '-= 100'])}, n++) { if (n % ${r.int(2, 4)} == 0) continue; sum += a; if (sum > ${r.int(100, 100000)}L) break; }`); break;
      case 4: body.push(`a = ${r.pick(['0', '7', '200'])}; b = ${r.pick(['1', '3', '250'])}; while ((a += b) ${r.pick(['<', '!='])} ${r.int(50, 400)} && ++n < 30) sum = sum * 2 + (a ^ b);`); break;
      default: body.push(`for (j = 0; (k = ${P}v[j]) ${r.pick(['>', '!=', '<'])} ${r.int(-5, 20)} && j < 7; j++) sum += k;`, 'n = j;');
    }
    body.push(line(s, `l${q}`, [sval('sum'), sval('n')]));
  }
  return { pre, body };
}

// ---- pointers to functions returned and in tables ----

function fnretScene(r: Rng, s: number): Scene {
  const F = `F${s}`;
  const rt = r.pick(['int', 'long', 'unsigned', 'char']);
  const k = (): number => r.int(-9, 9);
  const bodies = [`a + b * ${k()}`, `a * b - ${k()}`, `(a ^ b) + ${k()}`, `a - b + ${k()}`, `b ? a % (b | 1) : a`];
  const pre = [
    `typedef ${rt} (*${F}t)(int, long);`,
    ...bodies.map((b, i) => `static ${rt} ${F}${i}(int a, long b) { return ${b}; }`),
    `static ${F}t ${F}tab[] = { ${bodies.map((_, i) => `${F}${i}`).join(', ')} };`,
    `static ${F}t ${F}pick(int k) { return ${F}tab[(k & 0x7fff) % ${bodies.length}]; }`,
    `static ${F}t (*${F}meta(int k))(int) { return k & 1 ? ${F}pick : ${F}pick; }`,
    `struct ${F}s { char tag; ${F}t f; int w; };`,
    `static struct ${F}s ${F}ss[3] = { { 'a', ${F}1, ${k()} }, { 'b', ${F}${r.int(0, 4)}, ${k()} }, { 'c', ${F}4, ${k()} } };`,
    `static long ${F}rec(int n) { return n <= 0 ? 1 : (long)${F}tab[n % ${bodies.length}](n, ${F}rec(n - 1)) % 1000; }`,
    `static long ${F}use(${F}t g, int a) { return g(a, a + 1) + (*g)(a, -a); }`,
  ];
  const body = [`${F}t p, q; ${F}t *pp; int j; long v;`];
  for (let n = r.int(4, 8); n > 0; n--) {
    const a = k(), b = r.pick(['3L', '-2L', '70000L', '0L', '1L']);
    switch (r.int(0, 6)) {
      case 0: body.push(`p = ${F}pick(${r.int(0, 20)}); v = p(${a}, ${b});`); break;
      case 1: body.push(`p = ${F}meta(${r.int(0, 3)})(${r.int(0, 9)}); v = (*p)(${a}, ${b});`); break;
      case 2: body.push(`pp = &${F}tab[${r.int(0, 4)}]; v = (**pp)(${a}, ${b}) + (*pp)(${a}, 2L);`); break;
      case 3: body.push(`v = 0; for (j = 0; j < 3; j++) v = v * 7 + ${F}ss[j].f(${F}ss[j].w, ${F}ss[j].tag);`); break;
      case 4: body.push(`v = ${F}rec(${r.int(0, 9)});`); break;
      case 5: body.push(`p = ${F}pick(${r.int(0, 9)}); q = ${F}pick(${r.int(0, 9)}); v = (p == q) * 4 + (p != ${F}0) * 2 + (q == ${F}meta(1)(${r.int(0, 9)}));`); break;
      default: body.push(`v = ${F}use(${F}pick(${r.int(0, 9)}), ${a}) + ${F}use(${F}${r.int(0, 4)}, ${k()});`);
    }
    body.push(line(s, `f${n}`, [sval('v')]));
  }
  return { pre, body };
}

// ---- arrays of structs with bit fields ----

function bitarrScene(r: Rng, s: number): Scene {
  const T = `T${s}`;
  const fields: { name: string; bits: number; signed: boolean }[] = [];
  const decl: string[] = [];
  for (let m = 0, n = r.int(3, 6); m < n; m++) {
    if (r.chance(0.2)) decl.push(`unsigned : ${r.int(1, 6)};`);
    if (r.chance(0.2)) {
      decl.push(`char x${m};`);
      continue;
    }
    const f = { name: `b${m}`, bits: r.int(1, 12), signed: r.chance(0.5) };
    fields.push(f);
    decl.push(`${f.signed ? 'int' : 'unsigned'} ${f.name} : ${f.bits};`);
  }
  if (fields.length === 0) {
    fields.push({ name: 'b9', bits: 5, signed: true });
    decl.push('int b9 : 5;');
  }
  const n = r.int(2, 5);
  const val = (): number => r.int(-40, 4100);
  const item = (): string => `{ ${decl.map((d) => (d.startsWith('unsigned :') ? null : d.startsWith('char') ? String(r.int(-5, 120)) : String(val()))).filter((x) => x !== null).join(', ')} }`;
  const f = (): string => r.pick(fields).name;
  const pre = [
    `struct ${T} { ${decl.join(' ')} };`,
    `static struct ${T} ${T}g[${n}] = { ${Array.from({ length: r.int(1, n) }, item).join(', ')} };`,
    `static struct ${T} ${T}p(struct ${T} x, int k) { x.${f()} += k; x.${f()} ^= k; return x; }`,
  ];
  const body = [`struct ${T} a[${n}]; int k, j; long sum;`, `memset(a, 0, sizeof a);`, line(s, 'z', [size(`struct ${T}`), size('a'), bytes(`${T}g`)])];
  for (let q = r.int(3, 6); q > 0; q--) {
    const arr = r.pick(['a', `${T}g`]);
    switch (r.int(0, 4)) {
      case 0: body.push(`for (k = 0; k < ${n}; k++) { ${arr}[k].${f()} += k * ${r.int(1, 9)} - ${r.int(0, 20)}; ${arr}[k].${f()}++; }`); break;
      case 1: body.push(`for (k = 0; k < ${n}; k++) ${arr}[k].${f()} = ${arr}[(k + 1) % ${n}].${f()} * ${r.int(-3, 5)} + ${r.int(-300, 300)};`); break;
      case 2: body.push(`${arr}[${r.int(0, n - 1)}] = ${T}p(${r.pick(['a', `${T}g`])}[${r.int(0, n - 1)}], ${r.int(-20, 40)});`); break;
      // the increments' values through an int: added straight to a long in registers, TCC's code
      // takes the field's address register for the long's low word (TCC -S, probe CL99801; not modelled)
      case 3: body.push(`sum = 0; for (k = 0; k < ${n}; k++) { j = ${arr}[k].${f()}++; j += --${arr}[k].${f()}; sum = sum * 5 + j; }`, line(s, `s${q}`, [sval('sum')])); break;
      default: body.push(`j = ${r.int(0, n - 1)}; ${arr}[j].${f()} ${r.pick(['|=', '&=', '^=', '<<=', '>>=', '*='])} ${r.int(1, 9)}; a[${r.int(0, n - 1)}] = ${T}g[j];`);
    }
    body.push(line(s, `b${q}`, [bytes('a'), bytes(`${T}g`)]));
  }
  body.push(line(s, 'e', [`for (k = 0; k < ${n}; k++) { ${fields.map((x) => sval(`a[k].${x.name}`)).join(' ')} }`]));
  return { pre, body };
}

// ---- enums ----

function enumxScene(r: Rng, s: number): Scene {
  const N = `N${s}`;
  const vals = [r.pick(['', ' = -32768', ' = -5', ' = 32760', " = 'a'", ' = -1']), '', r.pick(['', ' = 100', ' = -2']), '', r.pick(['', ' = 32767', ' = 2'])];
  const names = vals.map((_, i) => `${N}e${i}`);
  const e = (): string => r.pick(names);
  const pre = [`enum ${N} { ${names.map((n, i) => n + vals[i]).join(', ')} };`];
  const body = [`enum ${N} x, y; int k; unsigned u = ${r.pick(['1', '65535U', '0'])}; long l = ${r.pick(['-1L', '70000L'])};`, `x = ${e()}; y = ${e()};`];
  body.push(line(s, 'v', names.map((n) => sval(n))), line(s, 'z', [size(`enum ${N}`), size('x'), size(`${names[0]} + 1L`), size(`x + u`)]));
  for (let q = r.int(3, 6); q > 0; q--) {
    switch (r.int(0, 4)) {
      case 0: body.push(line(s, `a${q}`, [sval(`${e()} + ${e()}`), sval(`${e()} * ${r.int(-3, 3)}`), uval(`${e()} | ${e()}`), sval(`-${e()}`), uval(`${e()} + u`), sval(`${e()} < u`), sval(`x ${r.pick(['<', '>', '=='])} l`)])); break;
      case 1: body.push(`x = ${r.pick(['x + 1', 'y * 2', '70000L', '-1', 'u', `${e()} - 3`])}; y = x;`, line(s, `s${q}`, [sval('x'), uval('y'), sval('x == y')])); break;
      case 2: body.push(`for (k = 0; k < 5; k++) { switch (x) { ${names.slice(0, 3).map((n, i) => `case ${n}: k += ${i}; ${r.chance(0.5) ? 'break;' : ''}`).join(' ')} default: x = ${e()}; } ${sval('k')} ${sval('x')} }`, 'E();'); break;
      case 3: body.push(`{ static int t[] = { 1, 2, 3, 4, 5, 6 }; k = t[(${e()} & 0x7fff) % 6] + t[${names[1]} - ${names[0]} > 0 && ${names[1]} - ${names[0]} < 6 ? ${names[1]} - ${names[0]} : 0];`, line(s, `t${q}`, [sval('k')]), '}'); break;
      default: body.push(`x = ${e()}; x++; y = x--; y += 2;`, line(s, `i${q}`, [sval('x'), sval('y'), sval('x ^ y')]));
    }
  }
  return { pre, body };
}

// ---- unsigned long and long past their ranges ----

function ulongScene(r: Rng, s: number): Scene {
  const body = ['unsigned long a, b; long x, y; int n; unsigned u; char c;'];
  const ue = (): string => r.pick(EDGES['unsigned long']);
  const le = (): string => r.pick(EDGES.long);
  for (let q = r.int(4, 8); q > 0; q--) {
    body.push(`a = ${ue()}; b = ${ue()}; x = ${le()}; y = ${r.pick(['3L', '-7L', '65536L', '-1000L', '70001L'])}; n = ${r.int(0, 40)}; u = ${r.pick(['3U', '65535U', '1000U'])}; c = ${r.pick(['-3', '5', '-128'])};`);
    switch (r.int(0, 4)) {
      case 0: body.push(line(s, `m${q}`, [uval('a * b'), uval('a + b'), uval('0 - a'), uval('-b'), uval('a * u'), uval('a - b')])); break;
      case 1: body.push(line(s, `h${q}`, [uval('a << n'), uval('a >> n'), sval('x << n'), sval('x >> n'), uval('a >> (n & 31)'), sval('x >> c')])); break;
      case 2: body.push(line(s, `d${q}`, [sval('x / y'), sval('x % y'), uval('x / u'), uval('x % u'), sval('x / c'), sval('x % c'), uval('a / y'), uval('a % (unsigned long)c')])); break;
      case 3: body.push(line(s, `c${q}`, [sval('(int)a'), sval('(char)x'), uval('(unsigned char)(a >> 8)'), sval('(long)a'), uval('(unsigned long)x'), sval('(int)(x >> 16)'), uval('(unsigned)(a + x)')])); break;
      default: body.push(`a ${r.pick(['*=', '+=', '-=', '<<=', '>>='])} ${r.pick(['n', 'u', 'c', 'x', 'b'])}; x ${r.pick(['*=', '+=', '-=', '<<=', '>>=', '/=', '%='])} ${r.pick(['y', 'u', 'c'])};`, line(s, `o${q}`, [uval('a'), sval('x')]));
    }
  }
  return { pre: [], body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['assign', 3, assignScene], ['loops', 2, loopsScene], ['fnret', 2, fnretScene], ['bitarr', 2, bitarrScene], ['enumx', 1, enumxScene], ['ulong', 1, ulongScene],
];

export interface Ccgen9Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc9(seed: number): Ccgen9Program {
  const p = sceneProgram(new Rng(seed * 3266489917 + 91), SCENES, CCGEN9_SCENES, PRELUDE9);
  return { seed, name: ccgen9Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v9/FILE. */
export const cc9Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v9', file);

/** The programs the e2e test runs: one in 160, CL00160 (npm test's budget: about 0.2 s of CPU each); the fixture keeps the text of one in ten. */
export const cc9Checked = (name: string): boolean => (ccgen9Seed(name) ?? 1) % 160 === 0;

export const readCc9Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc9Fixtures(file));
export const cc9Difference = text8Difference;

/** Every program against its oracle: OUT/cc9.txt, and the facts to OUT/cc9-facts.txt. */
export function compareCc9(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN9_VERSION, source: 'ccgen9.ts', checked: (name) => (ccgen9Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 9', report: 'cc9', crlf: true, run: runCc,
  });
}
