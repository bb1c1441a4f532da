/**
 * PRIMS3.C (roms/prims3) against the real Turbo C 2.0 in DOSBox: each of its 16 screens, index
 * for index, and every number it wrote to PRIMS3.TXT, line for line (oracle/prims3/).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import { prims3 } from '../../roms/prims3/index.ts';
import { expectFrame, ORACLE_DIR } from '../support/frames.ts';

const DIR = join(ORACLE_DIR, 'prims3');
if (!existsSync(DIR)) throw new Error(`the PRIMS3 oracle is missing: ${DIR} (it comes with ../shared beside the checkout)`);
const SCREENS = readdirSync(DIR).filter((f) => /^prims3_\d\d_.*\.png$/.test(f)).sort();

// One run of the program: a frame each time it waits in getch(), then the file it wrote.
const m = new Machine();
m.load(prims3);
const frames: Uint8Array[] = [];
for (let i = 0; i < 16; i++) {
  m.runFor(200);
  if (m.state !== 'running') break;
  frames.push(m.vga.visual.slice()); // what the screen shows
  m.keyDown('Space');
  m.keyUp('Space', m.now + 1000);
}
m.runFor(200);

test('PRIMS3 has 16 oracle screens and the port stops at each', () => {
  assert.is(SCREENS.length, 16);
  assert.is(frames.length, 16, `the port waited in getch() ${frames.length} times (state ${m.state}${m.crash ? `: ${m.crash.message}` : ''})`);
  assert.is(m.state, 'exited');
});

SCREENS.forEach((file, i) => {
  const nn = file.slice(7, 9);
  const what = file.slice(10, -4).replace(/_/g, ' ');
  test(`PRIMS3 screen ${nn}: ${what}`, () => {
    const frame = frames[i];
    if (!frame) throw new Error(`the port never showed screen ${i + 1}`);
    expectFrame(frame, join(DIR, file), file.slice(0, -4), false);
  });
});

test('PRIMS3.TXT: every number equals the oracle, line for line', () => {
  const want = readFileSync(join(DIR, 'PRIMS3_numbers.txt'), 'latin1').replace(/\r\n/g, '\n').trimEnd().split('\n');
  const bytes = driveOf(m).read('PRIMS3.TXT');
  assert.ok(bytes, 'the port wrote PRIMS3.TXT');
  const got = Buffer.from(bytes!).toString('latin1').replace(/\r\n/g, '\n').trimEnd().split('\n');
  const wrong = want.flatMap((w, k) => (got[k] === w ? [] : [`line ${k + 1}: want "${w}", got "${got[k] ?? '(missing)'}"`]));
  if (got.length > want.length) wrong.push(`${got.length - want.length} extra line(s), from "${got[want.length]}"`);
  assert.ok(wrong.length === 0, `${wrong.length} line(s) differ:\n${wrong.join('\n')}`);
});

test.run();
