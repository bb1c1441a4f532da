/**
 * The generated DOS programs, version 3 of the PC generator (tools/oracle/pcgen3.ts: INT 21h through
 * intdos, intdosx, int86 and bdos, and dos.h, io.h, dir.h and process.h over it: handles, devices,
 * finds, folders, the memory arena, dates, FCB names, the keyboard functions) against what the real
 * Turbo C 2.0 wrote in DOSBox (test/fixtures/oracle-pc-v3/oracle.txt, from `node tools/oracle.mjs
 * pcrun`): each program regenerated from its seed, compiled by cc/ and run on mode12h from
 * C:\NAME\, its PC.OUT compared scene by scene by hash, and line for line where the fixture keeps
 * the text. Seeds past 500 were held out while the rules were found. The programs that differ
 * today are in known.txt, each with its cause after " — "; a difference not listed fails, and so
 * does a listed one that now matches (`node tools/test.mjs e2e oracle-pc-v3 --update` rewrites
 * the list). One program in five has its whole output in the fixtures;
 * npm test runs one in four of them (20 of the 62: the generated programs repeat each
 * other's rules; half of them before 2 Dec 2026), by the hash of their names (test/support/sample.ts); all of them with
 * MODE12H_ALL=1 (npm run test:all) or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { generatePc3, pc3Checked, pc3Difference, pc3Fixtures, pcgen3Seed, PCGEN3_VERSION, readPc3Facts, runPc3 } from '../../tools/oracle/pcgen3.ts';

const { update, every, all, checked } = fixtureSet(readPc3Facts(), pc3Checked, 4);
const knownFile = pc3Fixtures('known.txt');

test('pcgen3: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(pc3Fixtures(), 'latin1').includes(`\ngenerator ${PCGEN3_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (pcgen3Seed(f.name) ?? 0) > 500).length >= 50, 'held-out programs (seeds 501 on)');
  for (const f of checked) assert.ok(f.hashes.length === 6 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('pcgen3: every generated PC program writes what Turbo C 2.0 wrote in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = pc3Difference(f, runPc3(generatePc3(pcgen3Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'pcgen3', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
