/**
 * The generated library programs, version 9 (tools/oracle/textgen9.ts: the scanf family, printf's
 * floating conversions at their edges, conversions, mem.h, string.h, ctype.h, stdlib, time.h,
 * dos.h, io.h and float.h, mixed in each program) against what the real Turbo C 2.0 wrote in
 * DOSBox (test/fixtures/oracle-text-v9/oracle.txt, from `node tools/oracle.mjs textrun`): each
 * program regenerated from its seed, compiled by cc/ and run on mode12h, its TX.OUT compared part by
 * part by hash, and line for line where the fixture keeps the text (version 8's way). Seeds 401 on
 * were held out while the rules were found. The programs that differ today are in known.txt, each
 * with its cause after " — "; a difference not listed fails, and so does a listed one that now
 * matches (`node tools/test.mjs e2e oracle-text-v9 --update` rewrites the list). One program in ten
 * has its whole output in the fixtures; npm test runs one in four of them (16 of the 60: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names
 * (test/support/sample.ts); all of them with MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, runText8, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText9, readText9Facts, text9Checked, text9Fixtures, textgen9Seed } from '../../tools/oracle/textgen9.ts';

const { update, every, all, checked } = fixtureSet(readText9Facts(), text9Checked, 4);
const knownFile = join(dirname(text9Fixtures()), 'known.txt');

test('version 9: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text9Fixtures(), 'latin1').includes('\ngenerator 9\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 400, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen9Seed(f.name) ?? 0) > 400).length >= 100, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 9: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText8(generateText9(textgen9Seed(f.name)!).body, f.name, true));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen9', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
