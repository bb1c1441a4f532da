/**
 * The generated C-language programs, version 1 (tools/oracle/ccgen.ts: integer arithmetic at the
 * types' edges, constants, conversions, floats, ?: and sizeof, structs, unions and bit fields,
 * enums, near/far/huge pointers, strings and initialisers, control flow, varargs, the
 * preprocessor) against what the real Turbo C 2.0 compiled them to in DOSBox
 * (test/fixtures/oracle-cc/oracle.txt, from `node tools/oracle.mjs ccrun`): each program
 * regenerated from its seed, compiled by cc/ and run on mode12h, its CC.OUT compared scene by scene
 * by hash, and line for line where the fixture keeps the text. Seeds past 400 were held out while
 * the rules were found. The programs that differ today are in known.txt, each with its cause after
 * " — "; a difference not listed fails, and so does a listed one that now matches (`node
 * tools/test.mjs e2e oracle-cc --update` rewrites the list). One program in ten has its whole
 * output in the fixtures; npm test runs one in four of them (versions 1 and 2: 13 of 50, 19 of 60;
 * half of them before 2 Dec 2026), half of version 3's (14 of 25), versions 4–10 all theirs (a few
 * each), by the hash of their names (test/support/sample.ts), and every probe; all of them with
 * MODE12H_ALL=1 (npm run test:all) or --update. The generated programs repeat each other's rules;
 * the probes, one a rule, all run.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { fixtureSet, generatedChecks, type FixtureSet } from '../support/generated.ts';
import { heldToKnown, type Text8Fact } from '../../tools/oracle/textgen8.ts';
import { ccChecked, ccDifference, ccFixtures, ccgenSeed, CCGEN_SCENES, CCGEN_VERSION, generateCc, readCcFacts, runCc } from '../../tools/oracle/ccgen.ts';
import { cc2Checked, cc2Difference, cc2Fixtures, ccgen2Seed, CCGEN2_SCENES, CCGEN2_VERSION, generateCc2, readCc2Facts } from '../../tools/oracle/ccgen2.ts';
import { cc4Checked, cc4Fixtures, ccgen4Seed, CCGEN4_SCENES, CCGEN4_VERSION, generateCc4, readCc4Facts } from '../../tools/oracle/ccgen4.ts';
import { cc5Checked, cc5Fixtures, ccgen5Seed, CCGEN5_SCENES, CCGEN5_VERSION, generateCc5, readCc5Facts } from '../../tools/oracle/ccgen5.ts';
import { cc6Checked, cc6Fixtures, ccgen6Seed, CCGEN6_SCENES, CCGEN6_VERSION, generateCc6, readCc6Facts } from '../../tools/oracle/ccgen6.ts';
import { cc7Checked, cc7Fixtures, ccgen7Seed, CCGEN7_SCENES, CCGEN7_VERSION, generateCc7, readCc7Facts } from '../../tools/oracle/ccgen7.ts';
import { cc8Checked, cc8Fixtures, ccgen8Seed, CCGEN8_SCENES, CCGEN8_VERSION, generateCc8, readCc8Facts } from '../../tools/oracle/ccgen8.ts';
import { cc9Checked, cc9Fixtures, ccgen9Seed, CCGEN9_SCENES, CCGEN9_VERSION, generateCc9, readCc9Facts } from '../../tools/oracle/ccgen9.ts';
import { cc11Checked, cc11Fixtures, ccgen11Seed, CCGEN11_SCENES, CCGEN11_VERSION, generateCc11, readCc11Facts } from '../../tools/oracle/ccgen11.ts';
import { cc10Checked, cc10Fixtures, ccgen10Seed, CCGEN10_SCENES, CCGEN10_VERSION, generateCc10, readCc10Facts } from '../../tools/oracle/ccgen10.ts';
import { cc3Checked, cc3Fixtures, ccgen3Seed, CCGEN3_SCENES, CCGEN3_VERSION, generateCc3, readCc3Facts } from '../../tools/oracle/ccgen3.ts';

const { update, every, all, checked } = fixtureSet(readCcFacts(), ccChecked, 4);
const knownFile = ccFixtures('known.txt');

test('ccgen: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(ccFixtures(), 'latin1').includes(`\ngenerator ${CCGEN_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 450, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (ccgenSeed(f.name) ?? 0) > 400).length >= 90, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length === CCGEN_SCENES + 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('ccgen: every generated C program prints what Turbo C 2.0\'s code printed in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = ccDifference(f, runCc(generateCc(ccgenSeed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'ccgen', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

/**
 * The probes of the rules ccgen's programs showed (test/fixtures/oracle-cc/probes: NAME.C and the
 * CC.OUT TCC's code wrote in DOSBox), each line but those known to differ, by their first word.
 */
const PROBES_KNOWN: Record<string, string[]> = {
  // a long member of a returned 4-byte struct or union: TCC's high word is SP (FFD0h, FFCCh), modelled as
  // an argument (expressions.ts arg), not in arithmetic (`mk4(7).a + 1`) or a variable set from one
  CC99984: ['e'],
};

/**
 * Each probe in `dir` prints, line by line, what TCC 2.0's code printed in DOSBox, but the lines
 * `known` lists by their first word; only those `only` names when it is given.
 */
function checkProbes(dir: string, known: Record<string, string[]>, only?: readonly string[]): void {
  const names = only ?? readdirSync(dir).filter((f) => f.endsWith('.C')).map((f) => f.slice(0, -2));
  assert.ok(names.length >= (only ? 1 : 6), `${names.length} probes`);
  const update = process.env['MODE12H_UPDATE_GOLDEN'] === '1';
  for (const name of names) {
    const theirs = readFileSync(`${dir}/${name}.OUT`, 'latin1').split('\n');
    const run = runCc(readFileSync(`${dir}/${name}.C`, 'latin1'), name);
    assert.is(run.error, null, `${name}: ${run.error}`);
    const ours = run.out.split('\n');
    const differ = theirs.flatMap((l, i) => (l === ours[i] ? [] : [l.split(' ')[0]!]));
    if (update && differ.length) console.log(`  ${name}: ${JSON.stringify(differ)}`);
    assert.equal(differ, known[name] ?? [], `${name}: lines that differ`);
    assert.is(ours.length, theirs.length, `${name}: lines`);
  }
}

test('ccgen: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(ccFixtures('probes'), PROBES_KNOWN));

/**
 * Version 2 (tools/oracle/ccgen2.ts: floating expressions, stores and conversions, aggregates by
 * value, qualifiers, function pointers, evaluation order, lifetimes, the preprocessor) against
 * test/fixtures/oracle-cc-v2/oracle.txt the same way: one program in ten, one in four of them in npm test,
 * all with MODE12H_ALL=1 or --update; seeds 501–600 were generated and run after the rules were in (held out).
 */
const v2 = fixtureSet(readCc2Facts(), cc2Checked, 4);
const known2 = cc2Fixtures('known.txt');
/**
 * "NAME PART" of each program known.txt names at a part: a program whose run in DOSBox ended in
 * that part has no scenes after it (CD00279: its part 3 prints a member of a returned struct,
 * where TC's output goes astray and stops), the one shape besides a whole run.
 */
const knownParts2 = new Set(readFileSync(known2, 'latin1').split('\n').flatMap((line) => {
  const m = /^(\S+) part (\d+) /.exec(line);
  return m ? [`${m[1]} ${m[2]}`] : [];
}));

test('ccgen2: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(cc2Fixtures(), 'latin1').includes(`\ngenerator ${CCGEN2_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(v2.all.length >= 590, `${v2.all.length} programs compared`);
  assert.ok(v2.all.filter((f) => (ccgen2Seed(f.name) ?? 0) > 500).length >= 100, 'held-out programs (seeds 501 on)');
  for (const f of v2.checked) assert.ok((f.hashes.length === CCGEN2_SCENES + 1 || knownParts2.has(`${f.name} ${f.hashes.length}`)) && (v2.every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('ccgen2: every generated C program prints what Turbo C 2.0\'s code printed in DOSBox, or a known difference', () => {
  const diffs = v2.checked.flatMap((f) => {
    const d = cc2Difference(f, runCc(generateCc2(ccgen2Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(v2.checked.map((f) => f.name)), known2, 'ccgen2', v2.update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

/** Version 2's probes (test/fixtures/oracle-cc-v2/probes), each line but those known to differ. */
const PROBES2_KNOWN: Record<string, string[]> = {
  // (CD99902's O175 and O187, `Lf(0) - (I(1) * I(2))`, match since a long subtraction keeps its
  // left first beside a right needing more registers: probe CK99902's m14)
  CD99908: ['O296', 'O312', 'O313', 'O314', 'O315', 'O316', 'O317', 'O318', 'O319', 'O320', 'O321', 'O322', 'O323', 'O354', 'O378', 'O379', 'O380', 'O381', 'O382', 'O383', 'O384', 'O385', 'O386', 'O387', 'O388', 'O389', 'O420', 'O428', 'O444', 'O445', 'O446', 'O447', 'O448', 'O449', 'O450', 'O451', 'O452', 'O453', 'O454', 'O455'],
  // a folded division: TCC's 64-bit quotient is off by up to 4 units of its last place where the
  // divisor's mantissa is long (CD99914: `1.0 / 0.3` is …57h where the quotient rounds to …55h,
  // `1.0 / 65537.0` …05h for …01h; 3, 7, 1.5, 1e10 as divisors are exact; the algorithm not found)
  CD99913: ['P71', 'P76'],
  CD99914: ['P7', 'P8', 'P9', 'P10', 'P16', 'P20', 'P21', 'P22', 'P23', 'P24', 'P27', 'P36', 'P38', 'P39', 'P40', 'P42', 'P45', 'P46'],
  CD99909: ['O486', 'O494', 'O510', 'O511', 'O512', 'O513', 'O514', 'O515', 'O516', 'O517', 'O519', 'O520', 'O521', 'O642', 'O684', 'O692', 'O708', 'O709', 'O710', 'O711', 'O712', 'O713', 'O714', 'O715', 'O716', 'O717', 'O718', 'O719'],
};

test('ccgen2: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc2Fixtures('probes'), PROBES2_KNOWN));

/**
 * A version of the generator (3 on): its two tests (test/support/generated.ts), its CC.OUT compared
 * scene by scene; `scenes` the program's scenes, each a part of the fixture, and the end.
 */
function generatedVersion(n: number, set: FixtureSet<Text8Fact>, g: {
  fixtures: (file?: string) => string; version: number; scenes: number; seed: (name: string) => number | null;
  generate: (seed: number) => { body: string }; all: number; heldFrom: number; held: number;
}): FixtureSet<Text8Fact> {
  generatedChecks(set, {
    title: `ccgen${n}`, generator: `ccgen${n}`, claim: 'every generated C program prints what Turbo C 2.0\'s code printed in DOSBox, or a known difference',
    oracleFile: g.fixtures(), knownFile: g.fixtures('known.txt'), version: g.version, parts: g.scenes + 1, seed: g.seed,
    run: (f, seed) => runCc(g.generate(seed).body, f.name), all: g.all, heldFrom: g.heldFrom, held: g.held,
  });
  return set;
}

/**
 * Version 3 (tools/oracle/ccgen3.ts: integer promotions in every operator, shifts past the width,
 * division of negatives, long overflow, near/far/huge pointer arithmetic, switch and goto, static
 * locals and recursion, string literals, sizeof, a division by zero's ending) against
 * test/fixtures/oracle-cc-v3/oracle.txt the same way: one program in twenty, half of them in npm test, all with
 * MODE12H_ALL=1 or --update; seeds 501–600 were generated and run after the rules were in (held out).
 */
generatedVersion(3, fixtureSet(readCc3Facts(), cc3Checked, 2), {
  fixtures: cc3Fixtures, version: CCGEN3_VERSION, scenes: CCGEN3_SCENES, seed: ccgen3Seed, generate: generateCc3,
  all: 490, heldFrom: 500, held: 95,
});

/**
 * Version 4 (tools/oracle/ccgen4.ts: bit fields across words, aggregates by value with arrays and
 * nested structs, tables of function pointers, va_arg of every promoted type, floating/integer
 * conversions at their edges through printf, `?:` and the comma's types, goto into blocks,
 * register variables, merged string literals) against test/fixtures/oracle-cc-v4/oracle.txt the
 * same way: one program in fifty, all with MODE12H_ALL=1 or --update; seeds 501–580
 * were generated and run once the generator was written (held out).
 */
generatedVersion(4, fixtureSet(readCc4Facts(), cc4Checked), {
  fixtures: cc4Fixtures, version: CCGEN4_VERSION, scenes: CCGEN4_SCENES, seed: ccgen4Seed, generate: generateCc4,
  all: 390, heldFrom: 500, held: 75,
});

/**
 * Version 5 (tools/oracle/ccgen5.ts: the preprocessor — object- and function-like macros with
 * macros in their arguments, commas and parentheses made by macros, `#` and `##`, #if arithmetic,
 * __LINE__ in calls over lines) against test/fixtures/oracle-cc-v5/oracle.txt the same way: one
 * program in forty, all with MODE12H_ALL=1 or --update; seeds 401–500 were generated and run
 * once the rules were in (held out).
 */
const v5 = generatedVersion(5, fixtureSet(readCc5Facts(), cc5Checked), {
  fixtures: cc5Fixtures, version: CCGEN5_VERSION, scenes: CCGEN5_SCENES, seed: ccgen5Seed, generate: generateCc5,
  all: 450, heldFrom: 400, held: 90,
});

/**
 * Version 5's probes (test/fixtures/oracle-cc-v5/probes: `#if` and C's folded tests of constants
 * around −32768, CH99901–CH99907), each line: CH99907, which holds the rule's cases, always; the
 * 2 400 conditions of the others (3 s) with MODE12H_ALL=1.
 */
test('ccgen5: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc5Fixtures('probes'), {}, v5.every ? undefined : ['CH99907']));

/**
 * Version 6 (tools/oracle/ccgen6.ts: far and huge pointers across the wrap, structs of every size
 * by value, ++/-- and op= over every type pair and on bit fields, switch, literals' escapes, the
 * long helpers, chains of casts) against test/fixtures/oracle-cc-v6/oracle.txt the same way: one
 * program in eighty, all with MODE12H_ALL=1 or --update; seeds 401–450 were generated and run
 * once the rules were in (held out).
 */
const v6 = generatedVersion(6, fixtureSet(readCc6Facts(), cc6Checked), {
  fixtures: cc6Fixtures, version: CCGEN6_VERSION, scenes: CCGEN6_SCENES, seed: ccgen6Seed, generate: generateCc6,
  all: 450, heldFrom: 400, held: 50,
});

/**
 * Version 6's probes (test/fixtures/oracle-cc-v6/probes: a member of a returned struct and of `?:`
 * of two lvalues, CI99901–CI99915; ++/--, = and op= on bit fields of every width, CI99921; huge
 * pointers compared around the megabyte, CI99922; enums past an int, varargs of every promoted
 * type, recursion, static and register locals, a table of functions, `##`, `#`, `__FILE__`, the
 * signs of / and %, shifts, overflow, sizeof of expressions and ?: of mixed types, CI99931), each
 * line: CI99921 and CI99922 always.
 */
test('ccgen6: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc6Fixtures('probes'), {}, v6.every ? undefined : ['CI99921', 'CI99922']));

/**
 * Version 7 (tools/oracle/ccgen7.ts: nested initialisers with braces elided, names redeclared in
 * nested blocks, typedef names among the specifiers, `extern` in a block, && || ! with side
 * effects, arrays of several dimensions, recursion, K&R definitions, the locals in SI and DI)
 * against test/fixtures/oracle-cc-v7/oracle.txt the same way: one program in eighty, all with
 * MODE12H_ALL=1 or --update; seeds 401–450 were generated and run once the rules were in (held out).
 */
generatedVersion(7, fixtureSet(readCc7Facts(), cc7Checked), {
  fixtures: cc7Fixtures, version: CCGEN7_VERSION, scenes: CCGEN7_SCENES, seed: ccgen7Seed, generate: generateCc7,
  all: 450, heldFrom: 400, held: 50,
});

/**
 * Version 7's probes (test/fixtures/oracle-cc-v7/probes: typedef names after long/short/signed/
 * unsigned and redeclared in blocks, variables named as a typedef, `extern` in a block past a
 * local, CJ99901; the locals and parameters in SI and DI, CJ99902), each line.
 */
test('ccgen7: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc7Fixtures('probes'), {}, ['CJ99901', 'CJ99902']));

/**
 * Version 8 (tools/oracle/ccgen8.ts: the order of calls in arguments, operands and op=, char
 * returns and parameters, floating conditions and loops, struct copies, sizeof and decay, static,
 * implicit and K&R functions, long expressions, dense and sparse switches, automatic arrays of
 * structs, pseudo-registers) against test/fixtures/oracle-cc-v8/oracle.txt the same way: one
 * program in eighty, all with MODE12H_ALL=1 or --update; seeds 401–450 were held out.
 */
const v8 = generatedVersion(8, fixtureSet(readCc8Facts(), cc8Checked), {
  fixtures: cc8Fixtures, version: CCGEN8_VERSION, scenes: CCGEN8_SCENES, seed: ccgen8Seed, generate: generateCc8,
  all: 450, heldFrom: 400, held: 50,
});

/**
 * Version 8's probes (test/fixtures/oracle-cc-v8/probes: the order of a call beside a call, by its
 * arguments, CK99901, and of op='s address and right side, CK99902, which has calls beside calls
 * too), each line: CK99902 always, both with MODE12H_ALL=1.
 */
test('ccgen8: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc8Fixtures('probes'), {}, v8.every ? ['CK99901', 'CK99902'] : ['CK99902']));

/**
 * Version 9 (tools/oracle/ccgen9.ts: assignments inside expressions over every integer type,
 * loops whose conditions assign, pointers to functions returned and in tables, arrays of structs
 * with bit fields, enums, unsigned long and long past their ranges) against
 * test/fixtures/oracle-cc-v9/oracle.txt the same way: one program in 160, all with
 * MODE12H_ALL=1 or --update; seeds 401–450 were held out.
 */
generatedVersion(9, fixtureSet(readCc9Facts(), cc9Checked), {
  fixtures: cc9Fixtures, version: CCGEN9_VERSION, scenes: CCGEN9_SCENES, seed: ccgen9Seed, generate: generateCc9,
  all: 250, heldFrom: 400, held: 50,
});

/**
 * Version 9's probe CL99802 (test/fixtures/oracle-cc-v9/probes): TCC's `!` of a byte beside an
 * operand already in AX (expressions.ts byteNotLate).
 */
test('ccgen9: the probe of the `!` of a byte prints what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc9Fixtures('probes'), {}, ['CL99802']));

/**
 * Version 10 (tools/oracle/ccgen10.ts: register variables, recursion with structs and static
 * locals, switch and goto, floating conversions at and past the integer widths' edges, `?:` of
 * mixed types, the preprocessor, far and huge pointers across 64 KB and a far block walked by
 * them, string literals, the `!` of a byte beside a value worked out first) against
 * test/fixtures/oracle-cc-v10/oracle.txt the same way: one program in 100 (CM00100), all with
 * MODE12H_ALL=1 or --update; seeds 401–450 were held out.
 */
generatedVersion(10, fixtureSet(readCc10Facts(), cc10Checked), {
  fixtures: cc10Fixtures, version: CCGEN10_VERSION, scenes: CCGEN10_SCENES, seed: ccgen10Seed, generate: generateCc10,
  all: 200, heldFrom: 400, held: 50,
});

/**
 * Version 11 (tools/oracle/ccgen11.ts: shifts by counts at and past the width and negative ones,
 * division and remainder of negatives at every width, bit fields, unions and arrays of structs by
 * value, character constants and sizeof, the order arguments are worked out in, function
 * pointers, varargs) against test/fixtures/oracle-cc-v11/oracle.txt the same way: one program in
 * 100 (CN00100), all with MODE12H_ALL=1 or --update; seeds 401–450 were held out.
 */
generatedVersion(11, fixtureSet(readCc11Facts(), cc11Checked), {
  fixtures: cc11Fixtures, version: CCGEN11_VERSION, scenes: CCGEN11_SCENES, seed: ccgen11Seed, generate: generateCc11,
  all: 200, heldFrom: 400, held: 50,
});

/**
 * Version 11's probes (test/fixtures/oracle-cc-v11/probes): a `##` making a number of a name that
 * is no macro's leaves the next name unexpanded (preprocess.ts blindName), and calls of a function
 * no module defines, which TLINK 2.0 reports and links anyway; CN99940's second call is not modelled.
 */
test('ccgen11: the probes of `##` and of undefined functions print what Turbo C 2.0\'s code printed in DOSBox', () => checkProbes(cc11Fixtures('probes'), { CN99940: ['505'] }));

test.run();
