/**
 * The generated VGA programs, version 1 (tools/oracle/vgagen.ts: mode sets, the graphics
 * controller, sequencer, CRTC, attribute controller and DAC through their ports, A000 through far
 * pointers, INT 10h's pixel, palette, font and information calls) against what the real Turbo C
 * 2.0 wrote in DOSBox (test/fixtures/oracle-vga/oracle.txt, from `node tools/oracle.mjs vgarun`):
 * each program regenerated from its seed, compiled by cc/ and run on mode12h, its VG.OUT compared
 * scene by scene and each shot (the four planes' 64 KB and the DAC) by hash, and VG.OUT line for
 * line where the fixture keeps the text. Seeds 1001 on were held out while the rules were found.
 * The programs that differ today are in known.txt, each with its cause after " — "; a difference
 * not listed fails, and so does a listed one that now matches (`node tools/test.mjs e2e
 * oracle-vga --update` rewrites the list). One program in 80 is run (about 0.8 s of CPU each),
 * all of them with MODE12H_ALL=1 or --update.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { generateVga, readVgaFacts, vgaChecked, vgaDiffs, vgaFixtures, vgagenSeed } from '../../tools/oracle/vgagen.ts';

const { update, every, all, checked } = fixtureSet(readVgaFacts(), vgaChecked);
const knownFile = join(dirname(vgaFixtures()), 'known.txt');

test('VGA programs: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(vgaFixtures(), 'latin1').includes('\ngenerator 1\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (vgagenSeed(f.name) ?? 0) > 1000).length >= 50, 'held-out programs (seeds 1001 on)');
  for (const f of checked) assert.ok(f.text.length === 5 && f.shots.length === 4 && (every || f.out !== null), `${f.name}: ${f.text.length} parts, ${f.shots.length} shots`);
});

test('VGA programs: every generated program writes and shows what Turbo C 2.0 did in DOSBox, or a known difference', () => {
  const diffs = vgaDiffs(checked, (name) => generateVga(vgagenSeed(name)!));
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'vgagen', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

test.run();
