/**
 * The generated PC programs, version 1 (tools/oracle/pcgen.ts: INT 8, INT 9 and INT 1Ch handlers,
 * PIT channel 0 reprogrammed and counted over BIOS ticks, keyboard and controller commands at ports
 * 60h/64h, port 61h and channel 2's status, the BIOS type-ahead buffer and INT 16h) against what
 * the real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-pc/oracle.txt, from `node
 * tools/oracle.mjs pcrun`): each program regenerated from its seed, compiled by cc/ and run on
 * mode12h, its PC.OUT compared scene by scene by hash, and line for line where the fixture keeps
 * the text. Seeds past 400 were held out while the rules were found. The programs that differ today
 * are in known.txt, each with its cause after " — "; a difference not listed fails, and so does a
 * listed one that now matches (`node tools/test.mjs e2e oracle-pc --update` rewrites the list).
 * One program in four has its whole output in the fixtures;
 * npm test runs one in four of them (25 of the 90: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names (test/support/sample.ts); all of them with
 * MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { generatePc, pcChecked, pcDifference, pcFixtures, pcgenSeed, PCGEN_VERSION, readPcFacts, runPc } from '../../tools/oracle/pcgen.ts';

const { update, every, all, checked } = fixtureSet(readPcFacts(), pcChecked, 4);
const knownFile = pcFixtures('known.txt');

test('pcgen: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(pcFixtures(), 'latin1').includes(`\ngenerator ${PCGEN_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (pcgenSeed(f.name) ?? 0) > 400).length >= 50, 'held-out programs (seeds 401 on)');
  for (const f of checked) assert.ok(f.hashes.length === 6 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('pcgen: every generated PC program writes what Turbo C 2.0 wrote in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = pcDifference(f, runPc(generatePc(pcgenSeed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'pcgen', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
