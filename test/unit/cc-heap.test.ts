// TC 2.0's near heap against the real TC 2.0 in DOSBox (test/fixtures/heap, README there): where
// the heap starts (the data segment TLINK lays out: cc/support/tc-link.ts), the start-up's
// environment blocks, malloc's headers and rounding, the free ring, cutting, joining, realloc;
// GB: the BGI's calls of a program's own _graphgetmem and _graphfreemem, in order, with their
// sizes and what they return.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { compileC } from '../../cc/program.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import { chrFile } from '../../tools/chr-font.mjs';

const DIR = 'test/fixtures/heap';
/** The oracle's environment: DOSBox's COMSPEC and BLASTER, and the batch's PATH. */
const ENV = ['PATH=C:\\TC', 'COMSPEC=Z:\\COMMAND.COM', 'BLASTER=A220 I7 D1 H5 T6'];
/**
 * Lines not compared: IN2's characters read (the keys IN1, run before it in that DOSBox, left in
 * the BIOS buffer). coreleft's are: the machine's SP at a call is TC's (test/fixtures/stack FR1–FR3).
 */
const NOT_COMPARED: Readonly<Record<string, readonly number[]>> = { IN2: [1, 3] };

/**
 * The stroked fonts the DOSBox runs had on C: (GB, GM: TRIP.CHR and SANS.CHR, whose loads take their
 * size + 16): fonts of our own under their names, as long as Borland's (7 241 and 5 438 bytes).
 */
const FONTS = Object.entries({ TRIP: 7241, SANS: 5438 }).map(([name, size]): [string, Uint8Array] => {
  const f = chrFile({ name, first: 65, capital: 8, baseline: 0, descender: -2, glyphs: [{ width: 8, strokes: [['m', 0, 0], ['d', 8, 8]] }] });
  const bytes = new Uint8Array(size);
  bytes.set(f);
  return [`${name}.CHR`, bytes];
});

const programs = readdirSync(DIR).filter((f) => f.endsWith('.C')).map((f) => f.slice(0, -2)).sort();

test('every probe has its DOSBox output', () => {
  assert.is(programs.length, 30);
  for (const name of programs) assert.ok(readFileSync(`${DIR}/${name}.OUT`, 'latin1').trim().length > 0, name);
});

for (const name of programs) {
  test(`${name}: the heap's addresses are TC's`, () => {
    const m = new Machine();
    for (const [file, bytes] of FONTS) driveOf(m).write(file, bytes);
    m.load(compileC(readFileSync(`${DIR}/${name}.C`, 'latin1'), { file: `${name}.C`, env: ENV }).rom);
    for (let i = 0; i < 200 && m.state === 'running'; i++) m.runFor(100);
    if (m.crash) throw m.crash;
    const got = new TextDecoder('latin1').decode(driveOf(m).read(`${name}.OUT`) ?? new Uint8Array(0)).trim().split(/\r?\n/);
    const want = readFileSync(`${DIR}/${name}.OUT`, 'latin1').trim().split(/\r?\n/);
    assert.is(got.length, want.length, 'lines');
    const skip = new Set(NOT_COMPARED[name] ?? []);
    const pick = (lines: string[]): string[] => lines.map((l, i) => (skip.has(i) ? '-' : l));
    assert.equal(pick(got), pick(want));
  });
}

test.run();
