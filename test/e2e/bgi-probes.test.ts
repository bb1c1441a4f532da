/**
 * The DOSBox probes of test/fixtures/bgi-oracle/: C programs that each draw hundreds of cases with
 * one part of graphics.h (bitmap text, its clipping, getimage/putimage, the font), run on the real
 * Turbo C 2.0 (EGAVGA.BGI, VGAHI) in DOSBox. There each case's screen was hashed from the four
 * planes and the numbers it read back (textwidth, getx, imagesize, a hash of the getimage buffer,
 * graphresult…) written to T.OUT; the .json holds those hashes and that file. Here the same
 * program is compiled by cc/ and run on the machine, and every case must hash the same and every
 * line of T.OUT read the same.
 *
 * Each program is PROBE.C (the shared frame: main, initgraph, the hashing) followed by NAME.C (its
 * cases), as the DOSBox run compiled it. A probe tells the two sides apart by the file DOS.FLG, which only the DOSBox run had: there it
 * hashes video memory itself; here it waits in getch() after each case and video memory is hashed
 * by the same rule (per row, plane 0..3 in turn, h = h·31 + byte, 16-bit; then the 480 row
 * hashes folded the same way, 32-bit). Both read 480 rows from A000:0 whatever the mode and the
 * page shown: a 640×350 mode's page 1 begins at row 409.6 (PINIT draws there).
 * `node tools/oracle.mjs probe NAME.C --out DIR` makes a fixture (`--files` puts our own stroked fonts,
 * OWNA.CHR… written by tools/chr-font.mjs, beside it on C: for the PSF probes). PROBE_ONLY=PPEN,PPEN2 runs only
 * those probes, PROBE_PRINT=1 prints each one's differing cases.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { compileC } from '../../cc/program.ts';
import { citedInDocs, sampleOf } from '../support/sample.ts';

const DIR = join('test', 'fixtures', 'bgi-oracle');

/**
 * Video memory's hash as the probe computes it in DOSBox, 480 rows from A000:0: per row, each plane
 * p = 0..3 in turn, its 80 bytes (eight pixels' bit p, the leftmost pixel the highest bit) folded
 * h = h·31 + byte (16-bit); then the 480 row hashes folded the same way (32-bit).
 * A row's h is linear in its bytes modulo 2^16: byte j of the row's 320 counts 31^(319−j) times,
 * its bit k 2^(7−k) times that. So each pixel adds an amount fixed by its column and value, and a
 * pair of pixels, columns 2q and 2q+1, adds PAIR[q·256 + (right·16 + left)]; a pixel of colour 0
 * adds nothing, so four black pixels (a zero word) are skipped. (The fold byte by byte, four
 * pixels a word, was 1 ms a frame: the 5 859 frames of the probes were half this file's CPU.)
 */
const PAIR = (() => {
  const power = new Uint16Array(320); // 31^(319−j) mod 2^16
  power[319] = 1;
  for (let j = 318; j >= 0; j--) power[j] = Math.imul(power[j + 1]!, 31);
  /** What bit p of the pixel in column x of a row adds to the row's hash. */
  const weight = (p: number, x: number): number => Math.imul(0x80 >> (x & 7), power[80 * p + (x >> 3)]!);
  const table = new Uint16Array(320 * 256);
  for (let q = 0; q < 320; q++) {
    for (let pair = 0; pair < 256; pair++) {
      let sum = 0;
      for (let p = 0; p < 4; p++) sum += ((pair >> p) & 1) * weight(p, 2 * q) + ((pair >> (4 + p)) & 1) * weight(p, 2 * q + 1);
      table[q * 256 + pair] = sum;
    }
  }
  return table;
})();

function frameHash(f: Uint8Array): string {
  // Read as signed words: a Uint32Array's words above 2^31 are doubles to V8, and the loop took
  // 0.76 → 0.56 ms a frame read so (the same hashes: the sums use only the words' bits).
  const w = f.byteOffset % 4 === 0 ? new Int32Array(f.buffer, f.byteOffset, f.length >> 2) : new Int32Array(f.slice().buffer);
  let all = 0;
  for (let y = 0; y < 480; y++) {
    let h = 0; // the row's pairs' amounts: at most 320 · 65535, summed exactly
    for (let i = y * 160, q = 0; q < 320; i++, q += 2) {
      const v = w[i]!; // four pixels, the first in the low byte (little-endian, as Node runs everywhere)
      if (v === 0) continue;
      const pairs = v | (v >>> 4); // byte 0: pixel 1 · 16 + pixel 0; byte 2: pixel 3 · 16 + pixel 2
      h += PAIR[(q << 8) | (pairs & 0xff)]! + PAIR[((q + 1) << 8) | ((pairs >>> 16) & 0xff)]!;
    }
    all = (Math.imul(all, 31) + (h & 0xffff)) >>> 0;
  }
  return all.toString(16).padStart(8, '0');
}

/**
 * The probes. npm test runs those docs/FIDELITY.md or docs/TURBO-C-FACTS.md cite (91 of the 94: the
 * rules' evidence) and one in three of the rest by the hash of the name (test/support/sample.ts);
 * `npm run test:all` every probe.
 */
const PROBES = ['PFONT', 'PTEXT', 'PCLIP', 'PIMG', 'PQUERY', 'PMODE', 'PLINE', 'PTS', 'PPAL', 'PGPX', 'PLC', 'PBAR', 'PCRV', 'PCRVS', 'PWM', 'PPIE', 'PPIE2', 'PBND', 'PARC', 'PARC2', 'PARC3', 'PARC4', 'PFE', 'PTHK', 'PTHK2', 'PTU', 'PTW', 'PAC', 'PINIT', 'PFP', 'PFP2', 'PFPN', 'PFPC', 'PFPS', 'PFFE', 'PFFP', 'PB3D', 'PB3N', 'PEQ', 'PVPZ', 'PVPI', 'PASP', 'PBIG', 'PTXL', 'PTXO', 'PTXE', 'PB3P', 'PLNG', 'PLNW', 'PTD', 'PTSZ', 'PPEN', 'PPALX', 'PFFR', 'PFFS', 'PPEN2', 'PPEN3', 'PIMSZ', 'PFPT', 'PARCB', 'PFPF', 'PFPM', 'PFFN', 'PFFW', 'PFF2', 'PFFO', 'PAE', 'PTKW', 'PSFA', 'PSFR', 'PSFB', 'PSFC', 'PFFA', 'PFF9', 'PGRS', 'PSZU', 'PSZV', 'PTNX', 'PTNY', 'PAX', 'PAX2', 'PDP', 'PTWR', 'PSGN', 'PLNE', 'PIUD', 'PDET', 'PDET2', 'PREI', 'PGPW', 'PAW', 'BX1', 'BX4', 'BX6'];

interface Fixture {
  what: string;
  screens: string[];
  out: string;
  /** Cases known to differ from DOSBox still (PFP case 26: a fillpoly of 678 points whose screen rows cross many sides; PPEN case 55: a thin circle's pen read through the read map the DOSBox side's own hashing left at plane 3); exactly these. */
  differs?: number[];
  /**
   * Lines of T.OUT known to differ (0-based), for probes that print what they drew (PARC: each
   * arc's lit pixels; PAC: a thick ellipse the kernel skips; PFPN: fillpolys with every point on two
   * rows, which fail a few points early); exactly these. Without it every line must be equal.
   */
  linesDiffer?: number[];
  /**
   * Each case's 16 attribute registers as the DOSBox run read them back through port 3C0h (PPALX),
   * their low 6 bits (the VGA shows those; DOSBox reads back the byte written): compared with the
   * machine's at the same pause.
   */
  attributes?: string[];
  /** Files of test/fixtures/bgi-oracle/ the DOSBox run had beside the program on C: (the PSF probes' fonts, OWNA.CHR…). */
  files?: string[];
}

for (const name of process.env['PROBE_ONLY'] ? process.env['PROBE_ONLY'].split(',') : sampleOf(PROBES, (n) => n, 3, citedInDocs(PROBES))) {
  test(`DOSBox probe ${name}: every case's screen and numbers as Turbo C 2.0 drew and printed them`, () => {
    const fx = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Fixture;
    const m = new Machine();
    for (const f of fx.files ?? []) driveOf(m).write(f, readFileSync(join(DIR, f)));
    const source = readFileSync(join(DIR, 'PROBE.C'), 'latin1') + readFileSync(join(DIR, `${name}.C`), 'latin1');
    m.load(compileC(source, { file: `${name}.C`, engines: ['coroutine'] }).rom);
    const screens: string[] = [];
    const attributes: string[] = [];
    for (;;) {
      m.runFor(2000);
      if (m.state !== 'running') break;
      screens.push(frameHash(m.vga.memory));
      if (fx.attributes) attributes.push(Array.from(m.vga.attributes, (a) => a & 0x3f).join(' '));
      m.keyDown('Space');
      m.keyUp('Space', m.now + 1000);
    }
    if (m.crash) throw m.crash;
    assert.is(m.state, 'exited');
    assert.is(screens.length, fx.screens.length, `${fx.what}: number of cases`);
    const lines = new TextDecoder('latin1').decode(driveOf(m).read('T.OUT') ?? new Uint8Array()).replace(/\r/g, '').split('\n');
    const want = fx.out.split('\n');
    const badLines = want.flatMap((l, i) => (lines[i] === l ? [] : [i]));
    const expected = fx.linesDiffer ?? [];
    const badLine = badLines.find((i) => !expected.includes(i)) ?? -1;
    assert.is(badLine, -1, `T.OUT line ${badLine + 1}: DOSBox "${want[badLine]}", here "${lines[badLine]}"`);
    assert.equal(badLines, expected, `${fx.what}: T.OUT lines that differ`);
    if (fx.attributes) {
      const badAttr = fx.attributes.findIndex((a, i) => attributes[i] !== a);
      assert.is(badAttr, -1, `case ${badAttr}: attribute registers DOSBox "${fx.attributes[badAttr]}", here "${attributes[badAttr]}"`);
    }
    const bad = fx.screens.flatMap((h, i) => (screens[i] === h ? [] : [i]));
    if (process.env['PROBE_PRINT']) console.log(`${name} differs: ${JSON.stringify(bad)}`);
    // A case fixed or newly broken both fail: the list is then updated with the change.
    assert.equal(bad, fx.differs ?? [], `${fx.what}: cases whose screen differs`);
  });
}

test.run();
