/**
 * PRIMS3.C (the whole of graphics.h) compiled from source by cc/, against the port roms/prims3 on
 * the same machine: each of its 16 screens index for index, and PRIMS3.TXT (every number it read
 * back: getarccoords, getviewsettings, imagesize, getpalette, error codes…) byte for byte. The
 * port is held to the DOSBox captures by test/e2e/prims3-oracle.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Machine } from '../../runtime/machine.ts';
import { driveOf } from '../../runtime/dos/drive.ts';
import type { Rom } from '../../runtime/process.ts';
import { prims3 } from '../../roms/prims3/index.ts';
import { compileC } from '../../cc/program.ts';
import { ORACLE_DIR } from '../support/frames.ts';

/** One run: a frame each time the program waits in getch(), then the file it wrote. */
function run(rom: Rom): { frames: Uint8Array[]; text: string; state: string } {
  const m = new Machine();
  m.load(rom);
  const frames: Uint8Array[] = [];
  for (let i = 0; i < 16; i++) {
    m.runFor(200);
    if (m.state !== 'running') break;
    frames.push(m.vga.visual.slice());
    m.keyDown('Space');
    m.keyUp('Space', m.now + 1000);
  }
  m.runFor(200);
  if (m.crash) throw m.crash;
  const bytes = driveOf(m).read('PRIMS3.TXT');
  return { frames, text: bytes ? new TextDecoder('latin1').decode(bytes) : '', state: m.state };
}

const source = readFileSync(join(ORACLE_DIR, 'prims3', 'PRIMS3.C'), 'latin1');
const c = run(compileC(source, { file: 'PRIMS3.C' }).rom);
const port = run(prims3);

test('PRIMS3.C from source stops at its 16 screens and ends, as the port does', () => {
  assert.is(c.frames.length, 16);
  assert.is(c.state, 'exited');
  assert.is(port.frames.length, 16);
});

for (let i = 0; i < 16; i++) {
  test(`PRIMS3.C from source, screen ${String(i + 1).padStart(2, '0')}: the port's, index for index`, () => {
    const a = c.frames[i]!, b = port.frames[i]!;
    let diff = 0;
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) diff++;
    assert.is(diff, 0, `${diff} pixels differ`);
  });
}

test('PRIMS3.C from source writes the port\'s PRIMS3.TXT, byte for byte', () => {
  assert.ok(port.text.length > 1000, 'the port wrote its numbers');
  const a = c.text.split('\n'), b = port.text.split('\n');
  const at = b.findIndex((line, i) => a[i] !== line);
  assert.is(at, -1, `line ${at + 1}: C "${a[at]}", port "${b[at]}"`);
  assert.is(c.text, port.text);
});

test.run();
