/**
 * The generated library programs, version 13 (tools/oracle/textgen13.ts: alloc.h's heap and the far
 * heap, conversions at their edges — strtol/strtoul/strtod/atof/ecvt/fcvt/gcvt/itoa —, mem.h and
 * string.h with overlapping arguments, printf's far and near pointers and sscanf, setjmp/longjmp
 * across frames, signal/raise, spawn/exec of a missing program, rand, putenv/getenv) against what the
 * real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-text-v13/oracle.txt, from `node
 * tools/oracle.mjs textrun`): each program regenerated from its seed, compiled by cc/ and run on
 * mode12h, its TX.OUT compared part by part by hash, and line for line where the fixture keeps the
 * text (version 8's way). Seeds 401 on were held out: run once after the rules. The programs that
 * differ today are in known.txt, each with its cause after " — "; a difference not listed fails, and
 * so does a listed one that now matches (`node tools/test.mjs e2e oracle-text-v13 --update` rewrites
 * the list). One program in eighty is run, all of them with MODE12H_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText13, readText13Facts, runText13, text13Checked, text13Fixtures, textgen13Seed } from '../../tools/oracle/textgen13.ts';

const { update, every, all, checked } = fixtureSet(readText13Facts(), text13Checked);
const knownFile = join(dirname(text13Fixtures()), 'known.txt');

test('version 13: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text13Fixtures(), 'latin1').includes('\ngenerator 13\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 150, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen13Seed(f.name) ?? 0) > 400).length >= 20, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 13: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText13(generateText13(textgen13Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen13', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
