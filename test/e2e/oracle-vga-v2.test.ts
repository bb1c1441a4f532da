/**
 * The generated VGA programs, version 2 (tools/oracle/vgagen2.ts: text modes driven through the
 * CRTC, fonts and the character map select, the planar modes' start address, line compare and
 * panning, the CGA modes, mode 11h, INT 10h AH=12h/1Bh/1Ch/0Bh/0Fh) against what the real Turbo C
 * 2.0 wrote in DOSBox (test/fixtures/oracle-vga-v2/oracle.txt, from `node tools/oracle.mjs
 * vgarun`): each program regenerated from its seed, compiled by cc/ and run on mode12h, its VG.OUT
 * compared scene by scene and each shot (the registers and data area in VG.OUT, the memory the mode
 * shows and the DAC in SHOTS.SCR) by hash. Seeds 1001 on were held out. The programs that differ
 * today are in known.txt, each with its cause after " — "; a difference not listed fails, and so
 * does a listed one that now matches (`node tools/test.mjs e2e oracle-vga-v2 --update` rewrites
 * the list). One program in 80 is run, all of them with MODE12H_ALL=1 or --update. The probes
 * VHP01 and VHP02 (their DOSBox output beside them) hold the registers after every mode set, VHP03
 * a user font loaded with ES:BP at its glyphs, VHP04 mode 13h's BIOS characters through A000.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureSet } from '../support/generated.ts';
import { heldToKnown } from '../../tools/oracle/textgen8.ts';
import { readVgaFacts, runVga, vgaDiffs, vgaFixtures } from '../../tools/oracle/vgagen.ts';
import { generateVga2, VGA_V2, vgagen2Seed } from '../../tools/oracle/vgagen2.ts';

const { update, every, all, checked } = fixtureSet(readVgaFacts('oracle.txt', VGA_V2), VGA_V2.checked);
const knownFile = join(dirname(vgaFixtures('oracle.txt', VGA_V2)), 'known.txt');

test('VGA programs v2: the fixtures are of this generator, and of enough programs, held-out ones too', () => {
  assert.ok(readFileSync(vgaFixtures('oracle.txt', VGA_V2), 'latin1').includes('\ngenerator 2\n'), 'oracle.txt is of another generator version: run the oracle again');
  assert.ok(all.length >= 300, `${all.length} programs compared`);
  assert.ok(all.filter((f) => (vgagen2Seed(f.name) ?? 0) > 1000).length >= 50, 'held-out programs (seeds 1001 on)');
  for (const f of checked) assert.ok(f.text.length === 5 && f.shots.length === 4 && (every || f.out !== null), `${f.name}: ${f.text.length} parts, ${f.shots.length} shots`);
});

test('VGA programs v2: every generated program writes and shows what Turbo C 2.0 did in DOSBox, or a known difference', () => {
  const diffs = vgaDiffs(checked, (name) => generateVga2(vgagen2Seed(name)!), VGA_V2);
  const problems = heldToKnown(diffs, new Set(checked.map((f) => f.name)), knownFile, 'vgagen2', update);
  assert.ok(problems.length === 0, problems.join('\n'));
});

// VHP01: the registers and data area after each mode set, and after AX=1200h–1202h BL=30h in the
// text modes; VHP02: the border (attribute 11h) set, then every mode after every mode; VHP03:
// AX=1100h/1110h with ES:BP at the program's glyphs (geninterrupt, as the generator loads them),
// plane 2 read back; VHP04: mode 13h's characters after attribute 10h lost its graphics bit (in
// the font plane) and after the mode register lost bit 6 (through the planes), its teletype at row
// 25, and a keeping set after a text and a CGA set showing the planes, not the font
for (const probe of ['VHP01', 'VHP02', 'VHP03', 'VHP04']) {
  test(`VGA probe ${probe}: what DOSBox printed`, () => {
    const dir = dirname(vgaFixtures('oracle.txt', VGA_V2));
    const run = runVga(readFileSync(join(dir, `${probe}.C`), 'latin1'), probe);
    assert.is(run.error, null);
    assert.fixture(run.out.replace(/\r/g, ''), readFileSync(join(dir, `${probe}.OUT`), 'latin1').replace(/\r/g, ''));
  });
}

test.run();
