/**
 * Generated programs on the C language as Turbo C 2.0 compiles it, version 5 (programs `CH00001.C`
 * …; docs/ORACLE.md "The C language generator"): the preprocessor, in scenes whose printed output
 * shows what TCC 2.0's macros made (docs/TURBO-C-FACTS.md "The preprocessor"):
 *
 * - `objs`: chains of object-like macros (numbers, parenthesised, naming earlier ones, naming
 *   themselves, empty ones), #undef and redefinition, their values and their spelling by `#`;
 * - `calls`: function-like macros called with macros in their arguments: ones that expand to
 *   commas and parentheses first in an argument and after its other tokens, calls in calls,
 *   empty arguments of `##`, a macro's name as a variable, a call whose "(" is on the next line;
 * - `paste`: `##` of numbers, names and expanded arguments, `#` of arguments spaced and
 *   macro-expanded, `#a #b`;
 * - `cond`: `#if`/`#elif`/`#else` on expressions of 16-bit int, long and unsigned arithmetic,
 *   character constants, `defined` with and without parentheses, macros, nested;
 * - `lines`: `__LINE__` in macros and in calls spread over lines.
 *
 * Each scene writes its lines to CC.OUT and ends with `#N`; the file is compared part by part as
 * version 1's is (textgen8.ts's text comparison).
 */
import { resolve } from 'node:path';
import { Rng } from './generate.ts';
import { compareText8, readText8Facts, text8Difference, type Text8Fact } from './textgen8.ts';
import { CCGEN_FILE, line, PRELUDE, runCc, sceneProgram, val, type Scene } from './ccgen.ts';
import type { OracleResult } from './dosbox.ts';

export const CCGEN5_VERSION = 5;
export const CCGEN5_SCENES = 6;
export const ccgen5Name = (seed: number): string => `CH${String(seed % 100000).padStart(5, '0')}`;
export const ccgen5Seed = (name: string): number | null => (/^CH\d{5}$/.test(name) ? Number(name.slice(2)) : null);

/** Version 1's helpers, a signed value, and the stringizing pair. */
const PRELUDE5 = `${PRELUDE}static void I(long v) { fprintf(f, " %ld", v); }
static void Q(char *s) { fprintf(f, " [%s]", s); }
#define STR(x) #x
#define XSTR(x) STR(x)
`;

const sval = (e: string): string => `I((long)(${e}));`;
const sstr = (e: string): string => `Q(${e});`;

/** A small integer expression, in the spellings a macro body may have. */
function operand(r: Rng): string {
  return r.pick(['1', '2', '3', '7', '10', '-1', '0x10', '255', "'a'", '(4)', '(2 + 3)', '100', '0']);
}

// ---- object-like macros ----

function objsScene(r: Rng, s: number): Scene {
  const M = `M${s}`;
  const names: string[] = [];
  const pre: string[] = [`int ${M}v = ${r.int(-9, 9)};`];
  const body: string[] = [];
  for (let k = 0, n = r.int(3, 6); k < n; k++) {
    const name = `${M}O${k}`;
    const prev = names.length ? r.pick(names) : operand(r);
    const text = r.pick([
      operand(r), `${prev} * ${operand(r)}`, `(${prev} + ${operand(r)})`, `${prev}+${prev}`, `${operand(r)} - ${prev}`,
      `${M}v + ${operand(r)}`, `${prev} ${M}E`, `${M}E ${prev}`, names.length ? `-${prev}` : `- ${prev}`, `${prev}   <<   1`, `/* c */ ${prev} /* d */`,
    ]);
    pre.push(`#define ${name} ${text}`);
    names.push(name);
  }
  pre.unshift(`#define ${M}E`);
  // a macro naming itself: the name inside stays the variable's
  if (r.chance(0.5)) pre.push(`#define ${M}v ${M}v + ${r.int(1, 9)}`);
  for (let k = r.int(4, 8); k > 0; k--) {
    const a = r.pick(names), b = r.pick(names);
    switch (r.int(0, 4)) {
      case 0: body.push(line(s, `v${k}`, [sval(a), sval(`${a} + ${b}`), sval(`${a}*${b}`), sval(`${M}v`)])); break;
      case 1: body.push(line(s, `s${k}`, [sstr(`STR(${a})`), sstr(`XSTR(${a} ${b})`), sstr(`STR(${a}+${b})`), sstr(`XSTR(  ${a}  )`)])); break;
      case 2: {
        const v = operand(r);
        body.push(`#undef ${a}`, `#define ${a} ${v}`, line(s, `u${k}`, [sval(a), sstr(`XSTR(${a})`), ...names.filter((x) => x !== a).slice(0, 2).map(sval)]));
        break;
      }
      case 3: body.push(`#define ${a}${k} ${a}`, line(s, `r${k}`, [sval(`${a}${k}`), sstr(`STR(${a}${k} ${M}E)`), sstr(`STR(${M}E ${a}${k})`)])); break;
      default: body.push(line(s, `e${k}`, [sval(`${M}E ${a} ${M}E`), sstr(`STR(${a}/**/${b})`), sstr(`STR(${a} /* c */ ${b})`)]));
    }
  }
  return { pre, body };
}

// ---- function-like macros and what their arguments hold ----

function callsScene(r: Rng, s: number): Scene {
  const M = `M${s}`;
  const pre = [
    `#define ${M}PAIR ${r.int(0, 9)}, ${r.int(0, 9)}`,
    `#define ${M}TRIPLE ${r.int(0, 9)}, ${r.int(0, 9)}, ${r.int(0, 9)}`,
    `#define ${M}ADD(a, b) ((a) + (b))`,
    `#define ${M}SUB(a,b) (a - b)`,
    `#define ${M}ADD3(a, b, c) ((a) * 100 + (b) * 10 + (c))`,
    `#define ${M}ID(x) x`,
    `#define ${M}TW(x) x, x`,
    `#define ${M}SQ(x) x * x`,
    `#define ${M}MAX(a, b) ((a) > (b) ? (a) : (b))`,
    `#define ${M}C2 , ${r.int(1, 9)}`,
    `#define ${M}C1 ${r.int(1, 9)} ,`,
    `#define ${M}COMMA ,`,
    `#define ${M}LP (`,
    `#define ${M}RP )`,
    `#define ${M}E`,
    `#define ${M}N ${r.int(-9, 30)}`,
    `#define ${M}K ${M}N + 1`,
    `#define ${M}F(x) (x + ${M}F)`,
    `int ${M}F = ${r.int(100, 900)}, ${M}SQ = ${r.int(1, 9)};`,
  ];
  const n = (): string => r.pick([String(r.int(-5, 20)), `${M}N`, `${M}K`, `(${M}K)`, `${M}ID(${r.int(0, 9)})`, `${M}E ${r.int(0, 9)}`, `${r.int(0, 9)} ${M}E`]);
  const body: string[] = [];
  for (let k = r.int(4, 8); k > 0; k--) {
    const parts: string[] = [];
    for (let j = r.int(2, 4); j > 0; j--) {
      parts.push(sval(r.pick([
        `${M}ADD(${M}PAIR)`, `${M}ADD3(${M}TRIPLE)`, `${M}ADD3(${M}PAIR, ${n()})`, `${M}ADD3(${n()}, ${M}PAIR)`, `${M}ADD(${M}TW(${n()}))`,
        `${M}ADD(${n()} ${M}C2)`, `${M}ADD(${M}C1 ${n()})`, `${M}ADD(${M}LP ${n()}, ${n()} ${M}RP, ${n()})`, `${M}SUB(${M}PAIR)`,
        `${M}ADD(${n()}, ${n()})`, `${M}SQ(${n()})`, `${M}SQ(${M}SQ(${n()}))`, `${M}MAX(${n()}, ${M}ADD(${n()}, ${n()}))`,
        `${M}ID((${n()}, ${n()}))`, `${M}F(${n()})`, `${M}SQ + ${n()}`, `${M}ADD(${M}ADD(${n()}, ${n()}), ${M}ID(${n()}))`,
        `${M}SUB(${n()} ${M}C2)`,
      ])));
    }
    if (r.chance(0.25)) parts.push(`I((long)${M}ADD\n    (${n()}, ${n()}));`);
    body.push(line(s, `c${k}`, parts));
  }
  return { pre, body };
}

// ---- # and ## ----

function pasteScene(r: Rng, s: number): Scene {
  const M = `M${s}`;
  const A = r.int(1, 9);
  const pre = [
    `#define ${M}CAT(a, b) a ## b`,
    `#define ${M}CAT3(a, b, c) a ## b ## c`,
    `#define ${M}XCAT(a, b) ${M}CAT(a, b)`,
    `#define ${M}S2(a, b) #a #b`,
    `#define ${M}HS(a) # a`,
    `#define ${M}A ${A}`,
    `#define ${M}B ${M}A * ${r.int(2, 5)}`,
    `#define ${M}ID(x) x`,
    `#define ${M}E`,
    `int ${M}x12 = ${r.int(-99, 99)}, ${M}xy = ${r.int(-99, 99)}, ${M}x${A} = ${r.int(-99, 99)};`,
  ];
  const spaced = (): string => r.pick(['a  +  b', '  x   y ', '"q"', "'\\n'", 'f(1, 2)', `${M}A`, `${M}B`, '-1', `${M}ID(${M}B)`, `${M}ID(${M}A) ${M}ID(${M}A)`, `${M}A+${M}B`, `${M}E ${M}A`, 'a/**/b', `${M}A/**/${M}A`, '"a\\\\b"', '(1, 2)', `${M}CAT(x, y)`]);
  const body: string[] = [];
  for (let k = r.int(4, 8); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: body.push(line(s, `n${k}`, [sval(`${M}CAT(${r.int(1, 9)}, ${r.int(0, 9)})`), sval(`${M}CAT(${M}x, 12)`), sval(`${M}CAT(${M}A, ${M}A)`), sval(`${M}CAT3(${r.int(1, 9)}, ${M}E, ${r.int(0, 9)})`), sval(`${M}CAT(, ${r.int(0, 9)})`), sval(`${M}CAT(${r.int(0, 9)}, )`)])); break;
      case 1: body.push(line(s, `p${k}`, [sval(`${M}CAT(${M}x, y)`), sval(`${M}XCAT(${M}x, ${M}A)`), sval(`${M}CAT(0x, ${r.pick(['1F', 'A', '10'])})`), sval(`${M}CAT(${M}A, ${M}B)`), sval(`${M}CAT(${M}B, ${M}A)`)])); break;
      case 2: body.push(line(s, `s${k}`, [sstr(`STR(${spaced()})`), sstr(`XSTR(${spaced()})`), sstr(`${M}HS(${spaced()})`)])); break;
      default: body.push(line(s, `t${k}`, [sstr(`${M}S2(${spaced()}, ${spaced()})`), sstr(`XSTR(${M}CAT(${M}A, ${r.int(0, 9)}))`), sstr(`STR(${M}ID(${M}B) + ${M}B)`), sstr(`${M}S2(${M}E, ${r.pick([`${M}E`, `${M}A`, 'z'])})`)]));
    }
  }
  return { pre, body };
}

// ---- conditionals ----

function condExpr(r: Rng, M: string, depth = 0): string {
  if (depth > 2 || r.chance(0.3)) {
    return r.pick([
      String(r.int(-3, 9)), '32767', '32768', '65535', '40000', '0x7FFF', '0xFFFF', '0x8000', '65535u', '1u', '2147483647', "'a'", "'\\377'", "'\\0'",
      `${M}A`, `${M}B`, `${M}U`, `defined ${M}A`, `defined(${M}U)`, `!defined ${M}B`, `${M}ID(${r.int(0, 5)})`,
    ]);
  }
  const a = condExpr(r, M, depth + 1), b = condExpr(r, M, depth + 1);
  return r.pick([
    `${a} + ${b}`, `${a} - ${b}`, `${a} * ${b}`, `(${a}) < (${b})`, `${a} == ${b}`, `${a} > ${b}`, `(${a}) & (${b})`, `(${a}) | ${b}`, `${a} ^ ${b}`,
    `(${a}) && (${b})`, `(${a}) || ${b}`, `!(${a})`, `-(${a})`, `~${a}`, `(${a}) ? ${b} : ${condExpr(r, M, depth + 1)}`, `(${a}) << ${r.int(0, 17)}`, `(${a}) >> ${r.int(0, 4)}`,
    `(${a}) != ${b}`, `(${a}) >= (${b})`,
  ]);
}

function condScene(r: Rng, s: number): Scene {
  const M = `M${s}`;
  const pre = [`#define ${M}A ${r.int(-5, 40)}`, `#define ${M}B (${M}A * ${r.int(2, 500)})`, `#define ${M}ID(x) x`];
  const body: string[] = [];
  for (let k = r.int(4, 7); k > 0; k--) {
    const nested = r.chance(0.3);
    body.push(`#if ${condExpr(r, M)}`);
    if (nested) body.push(`#if ${condExpr(r, M)}`, line(s, `i${k}`, ['V(11);']), '#else', line(s, `i${k}`, ['V(12);']), '#endif');
    else body.push(line(s, `i${k}`, ['V(1);']));
    body.push(`#elif ${condExpr(r, M)}`, line(s, `i${k}`, ['V(2);']));
    if (r.chance(0.5)) body.push(`#elif ${condExpr(r, M)}`, line(s, `i${k}`, ['V(3);']));
    body.push('#else', line(s, `i${k}`, ['V(4);']), '#endif');
    if (r.chance(0.3)) body.push(`#${r.pick(['ifdef', 'ifndef'])} ${r.pick([`${M}A`, `${M}U`, `${M}ID`])}`, line(s, `d${k}`, ['V(5);']), '#endif');
  }
  return { pre, body };
}

// ---- __LINE__ ----

function linesScene(r: Rng, s: number): Scene {
  const M = `M${s}`;
  const pre = [`#define ${M}L __LINE__`, `#define ${M}ADD(a, b) a + b`, `#define ${M}ML(x) x * 1000 + __LINE__`];
  const body: string[] = [];
  for (let k = r.int(3, 6); k > 0; k--) {
    switch (r.int(0, 3)) {
      case 0: body.push(line(s, `l${k}`, [val('__LINE__'), val(`${M}L`), sval(`XSTR(__LINE__)[1]`)])); break;
      case 1: body.push(`L("s${s} a${k}"); I(${M}ADD(__LINE__,\n      __LINE__)); I(${M}ADD(${M}L,\n  ${M}L)); E();`); break;
      case 2: body.push(`L("s${s} m${k}"); I(${M}ML(${r.int(1, 9)})); I(${M}ADD(1,\n   2) * 10 + __LINE__); E();`); break;
      default: body.push(`L("s${s} b${k}"); I(${M}L); I(\n __LINE__); E();`);
    }
  }
  return { pre, body };
}

const SCENES: readonly [string, number, (r: Rng, s: number) => Scene][] = [
  ['objs', 2, objsScene], ['calls', 3, callsScene], ['paste', 2, pasteScene], ['cond', 2, condScene], ['lines', 1, linesScene],
];

export interface Ccgen5Program { seed: number; name: string; body: string; kinds: string[] }

/** The program of `seed`. */
export function generateCc5(seed: number): Ccgen5Program {
  const p = sceneProgram(new Rng(seed * 2246822519 + 37), SCENES, CCGEN5_SCENES, PRELUDE5);
  return { seed, name: ccgen5Name(seed), body: p.body, kinds: p.kinds };
}

/** test/fixtures/oracle-cc-v5/FILE. */
export const cc5Fixtures = (file = 'oracle.txt'): string => resolve(process.env['MODE12H_ROOT'] ?? process.cwd(), 'test', 'fixtures', 'oracle-cc-v5', file);

/** The programs the e2e test runs: one in forty (npm test's budget); the fixture keeps the text of one in ten. */
export const cc5Checked = (name: string): boolean => (ccgen5Seed(name) ?? 1) % 40 === 0;

export const readCc5Facts = (file = 'oracle.txt'): Text8Fact[] => readText8Facts(file, cc5Fixtures(file));
export const cc5Difference = text8Difference;

/** Every program against its oracle: OUT/cc5.txt, and the facts to OUT/cc5-facts.txt. */
export function compareCc5(programs: { name: string; source: string }[], out: string, oracleOf: (name: string) => OracleResult | null): void {
  compareText8(programs, out, oracleOf, {
    generator: CCGEN5_VERSION, source: 'ccgen5.ts', checked: (name) => (ccgen5Seed(name) ?? 1) % 10 === 0, file: CCGEN_FILE, what: 'generated C-language programs, version 5', report: 'cc5', crlf: true, run: runCc,
  });
}
