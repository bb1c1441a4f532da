/**
 * The generated library programs, version 11 (tools/oracle/textgen11.ts: stdin redirected from a
 * generated file read by scanf, getchar, gets, fread, ungetc and getch; sscanf's corners; printf's
 * rounding boundaries and odd formats; conversions, string.h and mem.h, time.h, conio's windows,
 * mixed in each program) against what the real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-text-v11/oracle.txt, from `node tools/oracle.mjs textrun`): each
 * program regenerated from its seed, compiled by cc/ and run on mode12h, its TX.OUT compared part by
 * part by hash, and line for line where the fixture keeps the text (version 8's way). Seeds 401 on
 * were held out while the rules were found. The programs that differ today are in known.txt, each
 * with its cause after " — "; a difference not listed fails, and so does a listed one that now
 * matches (`node tools/test.mjs e2e oracle-text-v11 --update` rewrites the list). One program in forty
 * is run, all of them with MODE12H_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldToKnown, text8Difference } from '../../tools/oracle/textgen8.ts';
import { fixtureSet } from '../support/generated.ts';
import { generateText11, readText11Facts, runText11, text11Checked, text11Fixtures, textgen11Seed } from '../../tools/oracle/textgen11.ts';

const { update, every, all, checked } = fixtureSet(readText11Facts(), text11Checked);
const knownFile = join(dirname(text11Fixtures()), 'known.txt');

test('version 11: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(text11Fixtures(), 'latin1').includes('\ngenerator 11\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 490, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (textgen11Seed(f.name) ?? 0) > 400).length >= 95, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length >= 1 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('version 11: every generated library program writes what Turbo C 2.0 wrote, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = text8Difference(f, runText11(generateText11(textgen11Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'textgen11', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
