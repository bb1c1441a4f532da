/**
 * The generated library programs, version 10 (tools/oracle/textgen10.ts: stdio on files in depth,
 * dir.h, math.h over its domains, qsort's and its kin's comparisons, alloc.h, bios.h, stat and
 * ftime, mixed in each program) against what the real Turbo C 2.0 wrote in
 * DOSBox (test/fixtures/oracle-text-v10/oracle.txt, from `node tools/oracle.mjs textrun`): each
 * program regenerated from its seed, compiled by cc/ and run on mode12h, its TX.OUT compared part by
 * part by hash, and line for line where the fixture keeps the text (version 8's way). Seeds 301 on
 * were held out while the rules were found. The programs that differ today are in known.txt, each
 * with its cause after " — "; a difference not listed fails, and so does a listed one that now
 * matches (`node tools/test.mjs e2e oracle-text-v10 --update` rewrites the list). One program in ten
 * has its whole output in the fixtures; npm test runs one in four of them (11 of the 40: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names
 * (test/support/sample.ts); all of them with MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, runText8, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText10, readText10Facts, text10Checked, text10Fixtures, textgen10Seed } from '../../tools/oracle/textgen10.ts';

const { update, every, all, checked } = fixtureSet(readText10Facts(), text10Checked, 4);
const knownFile = join(dirname(text10Fixtures()), 'known.txt');

test('version 10: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text10Fixtures(), 'latin1').includes('\ngenerator 10\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 390, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen10Seed(f.name) ?? 0) > 300).length >= 90, 'held-out programs (seeds 301 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 10: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText8(generateText10(textgen10Seed(f.name)!).body, f.name, true));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen10', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
