/**
 * The generated PC programs, version 4 of the PC generator (tools/oracle/pcgen4.ts: the PC as DOS
 * games program it — getvect/setvect on 08h/09h/1Bh/1Ch/23h/24h and user vectors, stacked
 * handlers chaining through `(*old)()`, ctrlbrk and Ctrl-C in the BIOS buffer, harderr and TC's
 * INT 24h entry, PIT channel 0 at a game's rate with an INT 8 that chains by count or by the
 * 65 536 accumulator and what the BIOS ticks, clock() and biostime() then see, interrupts off and
 * IRQ 0 masked, INT 9 handlers that eat or chain, the keys kbhit/getch/bioskey then read, and
 * bios.h's edges) against what the real Turbo C 2.0 wrote in DOSBox
 * (test/fixtures/oracle-pc-v4/oracle.txt, from `node tools/oracle.mjs pcrun`): each program
 * regenerated from its seed, compiled by cc/ and run on mode12h, its PC.OUT compared scene by
 * scene by hash, and line for line where the fixture keeps the text. Seeds past 500 were held out
 * while the rules were found. The programs that differ today are in known.txt, each with its
 * cause after " — "; a difference not listed fails, and so does a listed one that now matches
 * (`node tools/test.mjs e2e oracle-pc-v4 --update` rewrites the list). One program in twenty is run,
 * all of them with MODE12H_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { generatePc4, pc4Checked, pc4Difference, pc4Fixtures, pcgen4Seed, PCGEN4_VERSION, readPc4Facts, runPc4 } from '../../tools/oracle/pcgen4.ts';

const { update, every, all, checked } = fixtureSet(readPc4Facts(), pc4Checked);
const knownFile = pc4Fixtures('known.txt');

test('pcgen4: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(pc4Fixtures(), 'latin1').includes(`\ngenerator ${PCGEN4_VERSION}\n`), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 200, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (pcgen4Seed(f.name) ?? 0) > 500).length >= 50, 'held-out programs (seeds 501 on)');
  for (const f of checked) assert.ok(f.hashes.length === 6 && (every || f.out !== null), `${f.name}: ${f.hashes.length} parts`);
});

test('pcgen4: every generated PC program writes what Turbo C 2.0 wrote in DOSBox, or a known difference', () => {
  const diffs = checked.flatMap((f) => {
    const d = pc4Difference(f, runPc4(generatePc4(pcgen4Seed(f.name)!).body, f.name));
    return d ? [d] : [];
  });
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'pcgen4', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
