/**
 * The generated library programs, version 12 (tools/oracle/textgen12.ts: conio in windows and at
 * their edges with directvideo 0 and 1; stdio's buffers on a file — setvbuf's types and sizes, the
 * program's own buffer, reads after writes and writes after reads, text mode's CR and Ctrl-Z,
 * ungetc, freopen, tmpfile —; math.h's errors through the program's matherr; qsort/bsearch/lfind/
 * lsearch over odd element sizes; time.h at its range's ends) against what the real Turbo C 2.0
 * wrote in DOSBox (test/fixtures/oracle-text-v12/oracle.txt, from `node tools/oracle.mjs textrun`):
 * each program regenerated from its seed, compiled by cc/ and run on mode12h, its TX.OUT compared
 * part by part by hash, and line for line where the fixture keeps the text (version 8's way). Seeds
 * 401 on were held out while the rules were found. The programs that differ today are in known.txt,
 * each with its cause after " — "; a difference not listed fails, and so does a listed one that now
 * matches (`node tools/test.mjs e2e oracle-text-v12 --update` rewrites the list). One program in
 * eighty is run, all of them with MODE12H_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText12, readText12Facts, runText12, text12Checked, text12Fixtures, textgen12Seed } from '../../tools/oracle/textgen12.ts';

const { update, every, all, checked } = fixtureSet(readText12Facts(), text12Checked);
const knownFile = join(dirname(text12Fixtures()), 'known.txt');

test('version 12: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text12Fixtures(), 'latin1').includes('\ngenerator 12\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 380, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen12Seed(f.name) ?? 0) > 400).length >= 90, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 12: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText12(generateText12(textgen12Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen12', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
