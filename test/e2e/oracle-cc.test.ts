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
 * tools/test.mjs e2e oracle-cc --update` rewrites the list). One program in ten is run, all of them
 * with MODE12H_CC_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { ccChecked, ccDifference, ccFixtures, ccgenSeed, CCGEN_SCENES, CCGEN_VERSION, generateCc, readCcFacts, runCc } from '../../tools/oracle/ccgen.ts';

const { update, every, all, checked } = fixtureSet(readCcFacts(), ccChecked, 'MODE12H_CC_ALL');
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
  CC99921: ['S72', 'f0', 'f2'], // a union's unnamed bit fields: its size (not modelled)
  // 134 unions with unnamed bit fields: their sizes and where a named field after them lies (not modelled)
  CC99976: [
    'U0', 'U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14',
    'U15', 'U16', 'U17', 'U18', 'U19', 'U20', 'U21', 'U22', 'U23', 'U24', 'U25', 'U26', 'U27',
    'U28', 'U29', 'U30', 'U31', 'U64', 'U65', 'U66', 'U67', 'U68', 'U69', 'U70', 'U71', 'U72',
    'U73', 'U74', 'U75', 'U76', 'U77', 'U78', 'U79', 'U80', 'U81', 'U82', 'U83', 'U84', 'U85',
    'U86', 'U87', 'U88', 'U89', 'U90', 'U91', 'U92', 'U93', 'U94', 'U95', 'U96', 'U113', 'U116',
    'U119', 'U130', 'U132',
  ],
};

test('ccgen: the probes of its rules print what Turbo C 2.0\'s code printed in DOSBox', () => {
  const dir = ccFixtures('probes');
  const names = readdirSync(dir).filter((f) => f.endsWith('.C')).map((f) => f.slice(0, -2));
  assert.ok(names.length >= 6, `${names.length} probes`);
  for (const name of names) {
    const theirs = readFileSync(`${dir}/${name}.OUT`, 'latin1').split('\n');
    const run = runCc(readFileSync(`${dir}/${name}.C`, 'latin1'), name);
    assert.is(run.error, null, `${name}: ${run.error}`);
    const ours = run.out.split('\n');
    const differ = theirs.flatMap((l, i) => (l === ours[i] ? [] : [l.split(' ')[0]!]));
    assert.equal(differ, PROBES_KNOWN[name] ?? [], `${name}: lines that differ`);
    assert.is(ours.length, theirs.length, `${name}: lines`);
  }
});

test.run();
