/**
 * The generated library programs, version 8 (tools/oracle/textgen8.ts: math.h's edges and matherr,
 * stdlib's conversions, time.h with TZ, string.h's edges, io.h and dir.h on C:, process.h's
 * failures and endings, signal/setjmp, qsort/bsearch/lfind/lsearch with odd comparators, mixed in
 * each program) against what the real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-text-v8/
 * oracle.txt, from `node tools/oracle.mjs textrun`): each program regenerated from its seed,
 * compiled by cc/ and run on mode12h, its TX.OUT compared part by part (each scene with the
 * screen's rows that stderr wrote, then what atexit's functions wrote) by hash, and line for line
 * where the fixture keeps the text. Seeds 301 on were held out while the rules were found. The
 * programs that differ today are in known.txt, each with its cause after " — "; a difference not
 * listed fails, and so does a listed one that now matches (`node tools/test.mjs e2e oracle-text-v8
 * --update` rewrites the list). One program in ten has its whole output in the fixtures (about
 * 0.05 s of CPU each); npm test runs one in four of them (5 of the 36: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names (test/support/sample.ts); all of them with
 * MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureSet } from '../support/generated.ts';
import { generateText8, heldToKnown, readText8Facts, runText8, text8Checked, text8Difference, text8Fixtures, textgen8Seed } from '../../tools/oracle/textgen8.ts';

const { update, every, all, checked } = fixtureSet(readText8Facts(), text8Checked, 4);
const knownFile = join(dirname(text8Fixtures()), 'known.txt');

test('version 8: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text8Fixtures(), 'latin1').includes('\ngenerator 8\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen8Seed(f.name) ?? 0) > 300).length >= 50, 'held-out programs (seeds 301 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 6 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 8: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText8(generateText8(textgen8Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen8', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
