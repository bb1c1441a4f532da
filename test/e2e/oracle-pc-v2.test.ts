/**
 * The generated PC programs, version 2 (tools/oracle/pcgen2.ts: INT 33h in text and graphics
 * modes and the cursor it draws, the 8259's registers and EOIs, PIT modes 0–5 and the read-back
 * command, INT 11h/12h/15h/1Ah, the CMOS, the moved type-ahead ring, port 61h with channel 2)
 * against what the real Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-pc-v2/oracle.txt, from
 * `node tools/oracle.mjs pcrun`): each program regenerated from its seed, compiled by cc/ and run
 * on mode12h, its PC.OUT compared scene by scene by hash, and line for line where the fixture
 * keeps the text. Seeds past 500 were held out while the rules were found. The programs that
 * differ today are in known.txt, each with its cause after " — "; a difference not listed fails,
 * and so does a listed one that now matches (`node tools/test.mjs e2e oracle-pc-v2 --update`
 * rewrites the list). One program in ten has its whole output in the fixtures;
 * npm test runs one in four of them (6 of the 42: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names (test/support/sample.ts); all of them with
 * MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { generatePc2, pc2Checked, pc2Difference, pc2Fixtures, pcgen2Seed, PCGEN2_VERSION, readPc2Facts, runPc2 } from '../../tools/oracle/pcgen2.ts';

const { update, every, all, checked } = fixtureSet(readPc2Facts(), pc2Checked, 4);
const knownFile = pc2Fixtures('known.txt');

test('pcgen2: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(pc2Fixtures(), 'latin1').includes(`\ngenerator ${PCGEN2_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (pcgen2Seed(f.name) ?? 0) > 500).length >= 50, 'held-out programs (seeds 501 on)');
  for (const f of checked) assert.ok(f.hashes.length === 6 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('pcgen2: every generated PC program writes what Turbo C 2.0 wrote in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = pc2Difference(f, runPc2(generatePc2(pcgen2Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'pcgen2', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
