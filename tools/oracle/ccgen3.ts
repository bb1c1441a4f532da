/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 3 (programs `CE00001.C`
 * …; docs/ORACLE.md "The C language generator"): what versions 1 (ccgen.ts) and 2 (ccgen2.ts) left
 * unchecked, in scenes whose printed output shows it:
 *
 * - `promo`: the integer promotions of char, signed char, unsigned char, short, unsigned short and
 *   enums in every operator (unary, binary, shifts, `?:`, the comma, compound assignments and
 *   increments as values), each value and its sizeof;
 * - `shift`: shifts of every integer type by counts of every type past the width and negative,
 *   in variables and constants, `<<=` and `>>=` in place;
 * - `divmod`: `/` and `%` of negatives over every pair of types, constant and variable divisors,
 *   `/=` and `%=`, the long minimum divided by −1 (TC's long division helper);
 * - `long`: long and unsigned long arithmetic past their ranges, int products widened after or
 *   before, truncations to int and char, comparisons of wrapped results;
 * - `ptr`: near pointers in arrays of every element type (sums, differences, comparisons, `[-1]`),
 *   far pointers by MK_FP (offsets wrapping inside the segment, comparisons, differences), huge
 *   pointers across segments (normalised sums, long differences, comparisons), conversions;
 * - `switch`: switch on long, char, unsigned char, unsigned and enums with cases of every spelling,
 *   fall-through, default first or in the middle, nested switches, goto into and out of loops,
 *   break and continue;
 * - `life`: static locals across recursion of depth up to 200, counters, blocks;
 * - `strings`: string literals: identical ones compared (pooled or not), written through one and
 *   read through another, concatenations, sizeof, indexing;
 * - `sizeof`: sizeof of types, expressions, arrays, parameters, struct and union types, string
 *   literals, casts, function designators' calls, pointers of every kind.
 *
 * Now and then a program ends in an int division by zero (after its file is flushed): TC's
 * "Divide error" ending. Each scene writes its lines to CC.OUT and ends with `#N`; the file is
 * compared part by part as version 1's is (textgen8.ts's text comparison).
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, size, val, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN3_VERSION = 3;
export const CCGEN3_SCENES = 6;
export const ccgen3Name = (seed: number): string => `CE${String(seed % 100000).padStart(5, '0')}`;
export const ccgen3Seed = (name: string): number | null => (/^CE\d{5}$/.test(name) ? Number(name.slice(2)) : null);

// ---- the small integer types ----

/** Variables of the integer scenes: name, type, initial values to pick from. */
const SMALL: readonly [string, string, readonly string[]][] = [
  ['c', 'char', ['0', '-1', '127', '-128', "'a'", '5', '-7', '100']],
  ['sc', 'signed char', ['0', '-1', '127', '-128', '-100', '3']],
  ['uc', 'unsigned char', ['0', '255', '128', '7', '200', '1']],
  ['sh', 'short', ['0', '-1', '32767', '(-32767 - 1)', '1000', '-300']],
  ['us', 'unsigned short', ['0', '65535U', '32768U', '7', '40000U', '1']],
  ['i', 'int', ['0', '1', '-1', '32767', '(-32767 - 1)', '255', '-256', '1000']],
  ['u', 'unsigned', ['0U', '1U', '65535U', '32768U', '40000U', '255U']],
  ['l', 'long', ['0L', '-1L', '2147483647L', '(-2147483647L - 1)', '65536L', '-70000L', '100000L', '255L']],
  ['ul', 'unsigned long', ['0UL', '4294967295UL', '2147483648UL', '65535UL', '65536UL', '3000000000UL']],
];
const ENUM_VALUES = ['-1', '0', '5', '32767', '(-32767 - 1)', '200', '-3', '0x100', '0x7F00'];

function smallDecl(r: Rng, s: number): { pre: string[]; decl: string[]; names: string[] } {
  const en = `E${s}`;
  const items = Array.from({ length: r.int(2, 4) }, (_, i) => `${en}_${i} = ${r.pick(ENUM_VALUES)}`);
  const pre = [`enum ${en} { ${items.join(', ')} };`];
  const decl = SMALL.map(([n, t, vs]) => `${t} ${n} = ${r.pick(vs)};`);
  decl.push(`enum ${en} en = ${en}_${r.int(0, items.length - 1)};`);
  return { pre, decl, names: [...SMALL.map(([n]) => n), 'en', `${en}_0`] };
}

const CONSTS = ['0', '1', '-1', '2', '7', '-7', '127', '128', '255', '256', '-128', '-129', '32767', '0x8000', '0xFFFF', '65535U', '40000', '1L', '-1L', "'a'", "'\\377'", "'\\200'", '300', '0x7F', '1U', '70000L', '0xFFFFFFFFUL'];

function promoScene(r: Rng, s: number): Scene {
  const { pre, decl, names } = smallDecl(r, s);
  const smallish = ['c', 'sc', 'uc', 'sh', 'us', 'en'];
  const body = [...decl, `int k; long w;`];
  const opd = (): string => (r.chance(0.7) ? r.pick(r.chance(0.7) ? smallish : names) : r.pick(CONSTS));
  for (let k = r.int(7, 13); k > 0; k--) {
    const kind = r.next();
    if (kind < 0.3) {
      const op = r.pick(['+', '-', '*', '&', '|', '^', '<', '>', '<=', '>=', '==', '!=', '&&', '||']);
      const e = `${opd()} ${op} ${opd()}`;
      body.push(line(s, `b${k}`, [val(e), size(e), val(`(${e}) < 0`), val(`(${e}) >> 1`)]));
    } else if (kind < 0.45) {
      const a = r.pick(smallish);
      const e = `${r.pick(['-', '~', '!', '+'])}${a}`;
      body.push(line(s, `u${k}`, [val(e), size(e), val(`${e} > 0`), val(`(long)(${e})`)]));
    } else if (kind < 0.6) {
      const c = r.pick(smallish), a = opd(), b = opd();
      const e = `(${c} ? ${a} : ${b})`;
      body.push(line(s, `q${k}`, [val(e), size(e), val(`${e} < 0`), val(`${e} == -1`), val(`(${a}, ${b})`), size(`(${a}, ${b})`)]));
    } else if (kind < 0.8) {
      const m = r.pick(smallish);
      const op = r.pick(['+=', '-=', '*=', '&=', '|=', '^=', '<<=', '>>=', '=']);
      const rhs = op === '<<=' || op === '>>=' ? r.pick(['1', '3', '7', '8', '9', '15']) : opd();
      body.push(line(s, `a${k}`, [val(`${m} ${op} ${rhs}`), size(`${m} ${op} ${rhs}`), val(m), val(`${m}${r.pick(['++', '--'])}`), val(`${r.pick(['++', '--'])}${m}`), val(m)]));
    } else if (kind < 0.9) {
      const a = r.pick(smallish), b = r.pick(smallish);
      body.push(`k = ${a}; w = ${b};`, line(s, `c${k}`, [val('k'), val('w'), val(`${a} == k`), val(`${a} < ${b}`), val(`${a} - ${b}`), val(`(unsigned)${a}`), val(`(long)${a} * ${b}`), val(`${a} / 3`), val(`${a} % 3`), val(`${a} >> 1`)]));
    } else {
      const a = r.pick(smallish), b = r.pick(smallish);
      body.push(line(s, `x${k}`, [val(`${a} < 0`), val(`${a} > -1`), val(`${a} < 0U`), val(`${a} == 65535U`), val(`${a} != 255`), val(`${a} < ${b} + 0L`), val(`${a} & 0x8000`), val(`${a} | ${b}`), size(`${a} | ${b}`), val(`(${a} ^ ${b}) < 0`)]));
    }
  }
  return { pre, body };
}

// ---- shifts ----

const COUNTS = ['0', '1', '7', '8', '15', '16', '17', '24', '31', '32', '33', '-1', '-8', '-15', '-16', '-31', '-33', '255', '256', '257', '65535U', '65552L', '-65536L', "'\\377'"];

function shiftScene(r: Rng, s: number): Scene {
  const { pre, decl, names } = smallDecl(r, s);
  const body = [...decl, `int n; long ln; char cn; unsigned char ucn;`];
  for (let k = r.int(7, 13); k > 0; k--) {
    const kind = r.next();
    const a = r.pick(names.filter((x) => !x.startsWith('E')));
    const op = r.pick(['<<', '>>']);
    if (kind < 0.4) {
      const cnt = r.pick(COUNTS);
      body.push(`n = ${cnt}; ln = ${cnt}; cn = ${cnt}; ucn = ${cnt};`, line(s, `v${k}`, [val(`${a} ${op} n`), val(`${a} ${op} ln`), val(`${a} ${op} cn`), val(`${a} ${op} ucn`), size(`${a} ${op} ln`)]));
    } else if (kind < 0.65) {
      const cnt = r.pick(COUNTS);
      body.push(line(s, `k${k}`, [val(`${a} ${op} ${cnt}`), val(`${r.pick(CONSTS)} ${op} ${cnt}`), size(`${a} ${op} ${cnt}`)]));
    } else if (kind < 0.85) {
      const cnt = r.pick(COUNTS);
      body.push(`n = ${cnt};`, r.chance(0.5) ? `${a} ${op}= n;` : `${a} ${op}= ${cnt};`, line(s, `a${k}`, [val(a)]));
    } else {
      body.push(`n = ${r.int(0, 40)};`, line(s, `m${k}`, [val(`1 << n`), val(`1L << n`), val(`0x8000 >> n`), val(`(int)0x8000 >> n`), val(`0x80000000UL >> n`), val(`(long)0x80000000UL >> n`), val(`-1 >> n`), val(`-1L >> n`), val(`(unsigned char)0x80 << n`), val(`(char)0x80 >> n`)]));
    }
  }
  return { pre, body };
}

// ---- division ----

/** Divisors never 0 or −1 in the operation's type. */
const DIVISORS = ['3', '-3', '7', '-7', '2', '-2', '16', '100', '-100', '255', '7U', '3L', '-5L', '40000L', '65535U', '-32767', '32767', '128', '0x8000', '3000000000UL', "'a'", '(char)-2', '(unsigned char)200'];
const DIVIDENDS = ['c', 'sc', 'uc', 'sh', 'us', 'i', 'u', 'l', 'ul', '-7', '7', '-32767', '(-32767 - 1)', '32767', '65535U', '(-2147483647L - 1)', '-1L', '-100000L', '100000L', '-1', '-128', "'\\377'"];

function divmodScene(r: Rng, s: number): Scene {
  const { pre, decl } = smallDecl(r, s);
  const body = [...decl, 'int d; long ld; unsigned ud; char cd; long lm = (-2147483647L - 1), l1 = -1L;'];
  for (let k = r.int(7, 13); k > 0; k--) {
    const kind = r.next();
    const a = r.pick(DIVIDENDS), b = r.pick(DIVISORS);
    if (kind < 0.4) {
      body.push(line(s, `d${k}`, [val(`${a} / ${b}`), val(`${a} % ${b}`), size(`${a} / ${b}`), val(`(${a} / ${b}) * ${b} + ${a} % ${b} == ${a}`)]));
    } else if (kind < 0.65) {
      // variables of every type holding the divisor (never 0 or −1 as an int or a char)
      const dv = r.pick(['3', '-3', '7', '-7', '2', '100', '-100', '16', '127', '-128']);
      body.push(`d = ${dv}; ld = ${dv}; ud = ${dv}; cd = ${dv};`, line(s, `v${k}`, [val(`${a} / d`), val(`${a} % d`), val(`${a} / ld`), val(`${a} % ld`), val(`${a} / ud`), val(`${a} % ud`), val(`${a} / cd`), val(`${a} % cd`)]));
    } else if (kind < 0.85) {
      const m = r.pick(['c', 'sc', 'uc', 'sh', 'us', 'i', 'u', 'l', 'ul']);
      body.push(`${m} ${r.pick(['/=', '%='])} ${b};`, line(s, `a${k}`, [val(m)]));
    } else {
      // TC's long division helper with the minimum over −1 (no INT 0: the helper divides by parts)
      body.push(line(s, `m${k}`, [val('lm / l1'), val('lm % l1'), val('lm / 2'), val('lm % 7L'), val('-lm'), val('lm * l1'), val(`${r.pick(['ul', 'l'])} / ${r.pick(['3L', '-3L', '65536L', '0x10001L'])}`)]));
    }
  }
  return { pre, body };
}

// ---- long arithmetic ----

const LONGS = ['l', 'ul', 'i', 'u', '2147483647L', '(-2147483647L - 1)', '4294967295UL', '65535', '65536L', '-1L', '100000L', '46341L', '0x7FFF', '32767', '-32767', 'sh', 'us', 'c', 'uc'];

function longScene(r: Rng, s: number): Scene {
  const { pre, decl } = smallDecl(r, s);
  const body = [...decl, 'long t; unsigned long ut; int it;'];
  for (let k = r.int(6, 12); k > 0; k--) {
    const kind = r.next();
    const a = r.pick(LONGS), b = r.pick(LONGS);
    const op = r.pick(['+', '-', '*', '*', '+']);
    if (kind < 0.4) {
      const e = `${a} ${op} ${b}`;
      body.push(line(s, `e${k}`, [val(e), size(e), val(`(${e}) < 0`), val(`(int)(${e})`), val(`(char)(${e})`), val(`(${e}) > ${r.pick(LONGS)}`)]));
    } else if (kind < 0.6) {
      body.push(line(s, `w${k}`, [val('i * i'), val('(long)i * i'), val('(long)(i * i)'), val('i * 1000L'), val('u * u'), val('(long)u * u'), val('(unsigned long)u * u'), val('c * uc'), val('sh * us'), size('sh * us'), val('us * 2')]));
    } else if (kind < 0.8) {
      const m = r.pick(['l', 'ul', 't', 'ut', 'it', 'i', 'u']);
      body.push(`t = ${a}; ut = ${b}; it = ${r.pick(['i', 'u', '-1', '32767'])};`, `${m} ${r.pick(['+=', '-=', '*=', '='])} ${r.pick(LONGS)};`, line(s, `a${k}`, [val(m), val('t'), val('ut'), val('it')]));
    } else {
      body.push(`t = ${a};`, line(s, `n${k}`, [val('-t'), val('~t'), val('!t'), val('t++'), val('t'), val('--t'), val('t << 1'), val('t >> 31'), val('(unsigned long)t >> 31'), val('t == (int)t'), val('(unsigned)t == t')]));
    }
  }
  return { pre, body };
}

// ---- pointers ----

function ptrScene(r: Rng, s: number): Scene {
  const T = `T${s}`;
  const pre = [`typedef ${r.pick(['char', 'int', 'long', 'double', 'unsigned char', 'struct { char a; int b; }', 'char *', 'float'])} ${T};`];
  const body = [`static ${T} arr[8]; ${T} *p = arr + ${r.int(0, 7)}, *q = arr + ${r.int(0, 7)}; int n = ${r.int(-3, 3)};`,
    'char far *fp; char far *fq; int far *ip; char huge *hp; char huge *hq; long dd;'];
  for (let k = r.int(6, 11); k > 0; k--) {
    switch (r.int(0, 6)) {
      case 0: body.push(line(s, `n${k}`, [val('p - q'), val('q - p'), size('p - q'), val('p < q'), val('p >= q'), val('p == q'), val('(char *)p - (char *)q'), val(`(p + n) - arr`), val('(unsigned)(p - arr) * sizeof *p'), size('*p'), size('arr'), size('arr[0]')])); break;
      case 1: {
        const o1 = r.pick(['0', '0xFFFF', '0xFFF0', '0x8000', '1', '0x7FFF']);
        const seg = r.pick(['0x1000', '0x2000', '0x0FFF', '0xF000']);
        body.push(`fp = (char far *)MK_FP(${seg}, ${o1});`, `fq = fp + ${r.pick(['1', '16', '0x8000', '40000U', '-1', '70000L', '0x10000L'])};`,
          line(s, `f${k}`, [val('FP_SEG(fq)'), val('FP_OFF(fq)'), val('fq - fp'), val('fq > fp'), val('fq == fp'), val('fq != fp'), size('fq - fp'), val('(long)(fq - fp)')]));
        break;
      }
      case 2: body.push(`fp = (char far *)MK_FP(0x1000, 0x10); fq = (char far *)MK_FP(0x1001, 0);`, line(s, `e${k}`, [val('fp == fq'), val('fp < fq'), val('fp > fq'), val('fq - fp'), val('(char huge *)fp == (char huge *)fq'), val('(char huge *)fq - (char huge *)fp')])); break;
      case 3: {
        body.push(`hp = (char huge *)MK_FP(${r.pick(['0x1000', '0x2FFF', '0x1234'])}, ${r.pick(['0', '0xFFFF', '0x8000', '0x1F', '0xFFF0'])});`, `hq = hp + ${r.pick(['1', '0x10000L', '65535L', '100000L', '-1', '-70000L', '0x8000'])};`,
          line(s, `h${k}`, [val('FP_SEG(hp)'), val('FP_OFF(hp)'), val('FP_SEG(hq)'), val('FP_OFF(hq)'), val('hq - hp'), size('hq - hp'), val('hq > hp'), val('hq < hp'), val('hp == hq')]));
        if (r.chance(0.5)) body.push(`hp ${r.pick(['+=', '-='])} ${r.pick(['0x20000L', '16', '0x10001L', 'n'])};`, 'hp++;', line(s, `j${k}`, [val('FP_SEG(hp)'), val('FP_OFF(hp)')]));
        break;
      }
      case 4: body.push(`ip = (int far *)MK_FP(0x2000, ${r.pick(['0xFFFE', '0xFFFF', '0', '0x10'])});`, `ip ${r.pick(['+=', '-='])} ${r.pick(['1', '0x4000', '0x8000', 'n', '3'])};`,
        line(s, `i${k}`, [val('FP_SEG(ip)'), val('FP_OFF(ip)'), val('FP_OFF(ip + 1)'), val('FP_OFF(ip - 1)'), val('FP_OFF(&ip[2])'), size('ip + 1'), size('ip - ip')])); break;
      case 5: body.push(`dd = p - q;`, `q = p - ${r.int(-2, 2)};`, line(s, `c${k}`, [val('dd'), val('q - arr'), val('p > q ? 1 : 2'), val('!(p - q)'), val('q == &arr[0]'), val('q != 0'), val('(char *)(p + 1) - (char *)p'), val('&p[1] - &p[-1]')])); break;
      default: body.push(line(s, `z${k}`, [val('(char near *)p == (char near *)q'), val('FP_OFF((char far *)p) == (unsigned)p'), val('FP_SEG((char far *)p) == _DS'), val('(void *)p == (void *)q'), val('p == (void *)0'), size('(char far *)p'), size('(char near *)p')]));
    }
  }
  return { pre, body };
}

// ---- switch, goto ----

function switchScene(r: Rng, s: number): Scene {
  const en = `W${s}`;
  const pre = [`enum ${en} { ${en}_a = ${r.pick(['-2', '0', '100'])}, ${en}_b, ${en}_c = ${r.pick(['-5', '255', '0x7FFF'])} };`];
  const body = ['int i, j, n = 0; long t; char ch; unsigned char uc; unsigned u; enum ' + en + ' e;'];
  for (let k = r.int(4, 7); k > 0; k--) {
    switch (r.int(0, 5)) {
      case 0: {
        // one case of each low word (TCC compares a long's low word: version 1's rule), so that no two are TCC's "Duplicate case"
        const groups = [['-1L', '65535L', '2147483647L'], ['0L', '65536L', '-65536L', '0x10000L'], ['1L', '0x10001L'], ['-70000L'], ['100000L'], ['2L', '-131070L']];
        const cases = [...new Set(Array.from({ length: r.int(2, 6) }, () => r.int(0, groups.length - 1)))].map((g) => r.pick(groups[g]!));
        body.push(`for (t = ${r.pick(['-70001L', '65534L', '-2L', '99998L', '-65537L', '0xFFFFL'])}, j = 0; j < 6; j++, t += ${r.pick(['1', '65536L', '-1', '0x10001L'])}) switch (t) {${cases.map((c) => ` case ${c}: n += ${r.int(1, 9)};${r.chance(0.6) ? ' break;' : ''}`).join('')}${r.chance(0.7) ? ' default: n += 100;' : ''} }`,
          line(s, `l${k}`, [val('n'), val('t')]));
        break;
      }
      case 1: {
        const groups = [['-1', "'\\377'"], ['0', "'\\0'"], ['127'], ['-128', "'\\200'"], ["'a'", '97'], ['255'], ['128'], ['1'], ['-2']];
        const cases = [...new Set(Array.from({ length: r.int(2, 6) }, () => r.int(0, groups.length - 1)))].map((g) => r.pick(groups[g]!));
        const x = r.pick(['ch', 'uc', '(char)i', '(unsigned char)i', 'ch + 1', 'uc - 1']);
        const def = r.int(0, 2);
        const arms = cases.map((c) => ` case ${c}: n += ${r.int(1, 9)};${r.chance(0.6) ? ' break;' : ''}`);
        if (def < 2) arms.splice(def === 0 ? 0 : arms.length >> 1, 0, ' default: n += 1000;');
        body.push(`for (i = ${r.pick(['-3', '-130', '125', '95', '250', '-1'])}, j = 0; j < 9; j++, i += ${r.pick(['1', '2', '127', '-1', '64'])}) { ch = i; uc = i; switch (${x}) {${arms.join('')} } }`,
          line(s, `c${k}`, [val('n'), val('i'), val('ch'), val('uc')]));
        break;
      }
      case 2: {
        const groups = [['0U'], ['65535U', '0xFFFF'], ['32768U', '0x8000'], ['1U'], ['32767U']];
        const cases = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.int(0, groups.length - 1)))].map((g) => r.pick(groups[g]!));
        body.push(`for (u = ${r.pick(['65533U', '32766U', '0U'])}, j = 0; j < 5; j++, u++) { e = (enum ${en})u; switch (u) {${cases.map((c) => ` case ${c}: n += 3; break;`).join('')} default: n++; } switch (e) { case ${en}_a: n += 10; break; case ${en}_b: case ${en}_c: n += 20; default: n += 40; } }`,
          line(s, `u${k}`, [val('n'), val('u'), val('e')]));
        break;
      }
      case 3: body.push(`i = ${r.int(-3, 3)}; j = 0; n = 0;`, `top${k}: if (++j > ${r.int(2, 9)}) goto out${k};`, `for (; i < ${r.int(0, 9)}; i++) { if (i == ${r.int(0, 4)}) goto top${k}; if (i & 1) continue; n += i; }`, `goto top${k};`, `out${k}:`,
        line(s, `g${k}`, [val('i'), val('j'), val('n')])); break;
      case 4: body.push(`n = 0; for (i = 0; i < ${r.int(3, 8)}; i++) switch (i % ${r.int(2, 4)}) { case 0: switch (i) { case 2: n += 100; break; default: n += 1; } case 1: if (i > ${r.int(1, 5)}) break; n += 10; continue; default: n -= 3; }`,
        line(s, `n${k}`, [val('n'), val('i')])); break;
      default: body.push(`i = ${r.int(0, 4)}; n = 0;`, `switch (i) { case 0: n = 1; case 1: { int z = 5; n += z; } case 2: while (n < ${r.int(5, 30)}) { n += 4; if (n == 9) break; } break; case 3: do n += 7; while (n < 20); default: n *= 3; }`,
        line(s, `s${k}`, [val('n')]));
    }
  }
  return { pre, body };
}

// ---- static locals, recursion ----

function lifeScene(r: Rng, s: number): Scene {
  const S = `S${s}`;
  const pre = [
    `static int ${S}depth(int d) { static int max; static int cur; int r; cur++; if (cur > max) max = cur; r = d > 0 ? ${S}depth(d - 1) + 1 : max; cur--; return r; }`,
    `static long ${S}sum(int d) { static long calls; long here = d; calls++; if (d > 0) here += ${S}sum(d - 1); return d == ${r.int(0, 3)} ? calls : here; }`,
    `static int ${S}fib(int n) { static int memo[30]; if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = ${S}fib(n - 1) + ${S}fib(n - 2); }`,
    `static int ${S}gen(void) { static int seq = ${r.int(-5, 5)}; static char buf[4] = "ab"; buf[0]++; return seq++ * 100 + buf[0]; }`,
    `static int ${S}ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ${S}ack(m - 1, 1) : ${S}ack(m - 1, ${S}ack(m, n - 1)); }`,
  ];
  const body = ['int k;'];
  for (let n = r.int(4, 7); n > 0; n--) {
    switch (r.int(0, 4)) {
      case 0: body.push(line(s, `d${n}`, [val(`${S}depth(${r.int(0, 200)})`), val(`${S}depth(${r.int(0, 50)})`)])); break;
      case 1: body.push(line(s, `s${n}`, [val(`${S}sum(${r.int(0, 150)})`), val(`${S}sum(${r.int(0, 10)})`)])); break;
      case 2: body.push(line(s, `f${n}`, [val(`${S}fib(${r.int(0, 24)})`), val(`${S}fib(${r.int(0, 10)})`)])); break;
      case 3: body.push(`for (k = 0; k < ${r.int(1, 4)}; k++) { static int st; auto int au = 1; st += k + au; au += st; ${line(s, `g${n}`, [val(`${S}gen()`), val('st'), val('au')])} }`); break;
      default: body.push(line(s, `a${n}`, [val(`${S}ack(${r.int(0, 2)}, ${r.int(0, 5)})`)]));
    }
  }
  return { pre, body };
}

// ---- string literals ----

const LITS = ['"abc"', '"ab"', '""', '"abc" "def"', '"x\\0y"', '"\\377\\1"', '"abcdefghij"', '"a"', '"%d"'];

function stringScene(r: Rng, s: number): Scene {
  const a = r.pick(LITS), b = r.chance(0.6) ? a : r.pick(LITS);
  const pre = [`static char *${`G${s}`} = ${a};`, `static char *G${s}f(void) { return ${b}; }`];
  const body = [`char *p = ${a}, *q = ${b}, *t = "abc"; static char *sp = ${r.pick(LITS)}; char arr[] = ${a};`];
  body.push(line(s, 'eq', [val('p == q'), val(`p == G${s}`), val(`q == G${s}f()`), val(`G${s}f() == G${s}f()`), val('t == "abc"'), val(`${a} == ${a}`), val('arr == p'), val(`sp == p`)]));
  for (let k = r.int(3, 6); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: if (a !== '""') body.push(`p[0] = '${String.fromCharCode(r.int(65, 90))}';`, line(s, `w${k}`, [val('q[0]'), val(`G${s}[0]`), val(`G${s}f()[0]`), val('arr[0]'), val(`${a}[0]`)])); break;
      case 1: { const l = r.pick(LITS); body.push(line(s, `z${k}`, [size(l), val(`${l}[${r.int(0, 2)}]`), val(`strlen(${l})`), size(`${l}[0]`), size(`*${l}`)])); break; }
      case 2: body.push(line(s, `s${k}`, [val(`strcmp(p, q) == 0`), val(`p[1] == q[1]`), val(`"ab" "" "c"[2]`), val(`sizeof("ab" "c")`), val(`*("\\x41" + 0)`), val(`"\\0327"[0]`), val(`"\\0327"[1]`), val(`sizeof "\\03278"`)])); break;
      default: body.push(`{ char *u = ${r.pick(LITS)}, *v = ${r.pick(LITS)}; ${line(s, `u${k}`, [val('u == v'), val('u[0] == v[0]'), val('strcmp(u, v) < 0')])} }`);
    }
  }
  return { pre, body };
}

// ---- sizeof ----

const SIZEOF_TYPES = ['char', 'signed char', 'unsigned char', 'short', 'unsigned short', 'short int', 'int', 'unsigned', 'long', 'unsigned long', 'long int', 'float', 'double',
  'long double', 'char *', 'char near *', 'char far *', 'char huge *', 'void *', 'void far *', 'int (*)(void)', 'int (far *)(void)', 'int [3][5]', 'char [7]', 'long *[2]',
  'struct { char a; }', 'struct { char a; int b; char c; }', 'struct { int a : 3; int b : 14; }', 'struct { unsigned a : 8; unsigned b : 9; }',
  'union { char a; long b; double c; }', 'union { char a[3]; int b; }', 'struct { double d; char c; }', 'struct { long double x; }', 'enum Z_e',
  'struct { int a : 16; unsigned : 0; int b : 1; }', 'int *(*)[4]', 'char (*)[9]', 'signed', 'unsigned char [3][3]'];
const SIZEOF_EXPRS = ['c', 'uc', 'sh', 'us', 'i', 'l', 'fl', 'd', 'ld', 'en', 'arr', 'arr[0]', '&arr', '*arr', 'arr + 1', 'pa', '*pa', 'ps', 'ps->b', 'st', 'st.c', 'fn(1)', 'fn(2) + 1L',
  'c + c', 'c + uc', '-c', '~uc', '!l', 'c << 1L', 'l << 1', 'uc ? c : uc', 'i ? c : l', 'c, l', '(c, uc)', 'fl * 2', 'fl * 2.0', 'fl + 1', 'fl + c', 'd + ld', "'a'", "'ab'", '"abc"', '1.5f', '1.5',
  '1.5L', '40000', '65536', '0xFFFF', '0x10000', '2147483648', '1U', '1UL', '(char)i', '(float)i', '(short)l', 'c = i', 'l = c', 'i++', '--uc', 'uc += 300', 'sizeof i', 'fpp', '*fpp', 'hp', 'hp - hp', 'fpp - fpp', 'pa - pa',
  'parm', '*parm', 'parr'];

function sizeofScene(r: Rng, s: number): Scene {
  const F = `Z${s}`;
  const pre = [`static long ${F}fn(int x) { return x; }`, `static int ${F}p(char parm[], long parr[10]) { char c = 0; ${line(s, 'pa', [size('parm'), size('*parm'), size('parr'), size('parr[0]')])} return sizeof parr + c; }`];
  const body = [
    `char c = 1; unsigned char uc = 2; short sh = 3; unsigned short us = 4; int i = 5; long l = 6; float fl = 7; double d = 8; long double ld = 9; enum Z_e { Z_a, Z_b = 300 } en = Z_a;`,
    `int arr[6]; int *pa = arr; struct ${F}s { char c; int b; long q[3]; } st, *ps = &st; long (*fn)(int) = ${F}fn; char far *fpp = 0; char huge *hp = 0;`,
    `V(${F}p(0, 0)); E();`,
  ];
  for (let k = r.int(6, 10); k > 0; k--) {
    const parts: string[] = [];
    for (let n = r.int(4, 9); n > 0; n--) {
      if (r.chance(0.45)) parts.push(`fprintf(f, " %d", (int)sizeof(${r.pick(SIZEOF_TYPES)}));`);
      else {
        const e = r.pick(SIZEOF_EXPRS).replace(/\bfn\b/g, `${F}fn`).replace(/^parm$|^\*parm$|^parr$/, 'arr');
        parts.push(size(`(${e})`));
      }
    }
    body.push(line(s, `t${k}`, parts));
  }
  // sizeof's operands are not evaluated: the values after
  body.push(line(s, 'after', [val('i'), val('uc'), val('c'), val('l')]));
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['promo', 4, promoScene], ['shift', 2, shiftScene], ['divmod', 3, divmodScene], ['long', 2, longScene], ['ptr', 3, ptrScene], ['switch', 2, switchScene],
  ['life', 1, lifeScene], ['strings', 1, stringScene], ['sizeof', 2, sizeofScene],
];

export interface Ccgen3Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`: one in eight ends in an int division by zero after its file is flushed. */
export function generateCc3(seed: number): Ccgen3Program {
  const r = new Rng(seed * 2246822519 + 113);
  const p = sceneProgram(r, SCENES, CCGEN3_SCENES, PRELUDE);
  let body = p.body;
  if (r.chance(0.125)) {
    const dz = r.pick(['i / z', 'i % z', 'z / z', '(char)i / (char)z', 'u / (unsigned)z']);
    body = body.replace('  fclose(f);\n', `  { int z = 0, i = ${r.pick(['7', '-1', '0'])}; unsigned u = 9; long l = 5; fprintf(f, "dz\\n"); fflush(f); V(${dz}); fprintf(f, "after\\n"); }\n  fclose(f);\n`);
  }
  return { seed, name: ccgen3Name(seed), body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v3/FILE. */
export const cc3Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v3', file);

/** The programs the e2e test runs: one in twenty (npm test's budget); the fixture keeps the text of one in ten. */
export const cc3Checked = (name: string): boolean => (ccgen3Seed(name) ?? 1) % 20 === 0;

export const readCc3Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc3Fixtures(file));
export const cc3Difference = text8Difference;

/** Every program against its oracle: OUT/cc3.txt, and the facts to OUT/cc3-facts.txt. */
export function compareCc3(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN3_VERSION, source: 'ccgen3.ts', checked: (name) => (ccgen3Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 3', report: 'cc3', crlf: true, run: runCc,
  });
}
