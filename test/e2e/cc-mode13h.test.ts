/**
 * VGA mode 13h as DOSBox shows it (test/fixtures/mode13h, README there): CAP13.C compiled by cc/
 * and run on mode12h; at each of its five getch() calls the frame, encoded as the CLI and the
 * player's screenshot encode it, must be DOSBox's Ctrl+F5 capture there: the same 320×200
 * indices and the same 256-colour palette (the DAC's 6 bits made 8), byte for byte.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { Machine } from '../../runtime/machine.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';

const DIR = join('test', 'fixtures', 'mode13h');

/** A PNG's PLTE chunk. */
const plte = (png: Uint8Array): Uint8Array => {
  const b = Buffer.from(png), at = b.indexOf('PLTE');
  return b.subarray(at + 4, at + 4 + b.readUInt32BE(at - 4));
};

test('CAP13.C: each screen is DOSBox\'s capture, indices and palette', () => {
  const m = new Machine();
  m.load(compileC(readFileSync(join(DIR, 'CAP13.C'), 'latin1'), { file: 'CAP13.C' }).rom);
  for (const shot of ['s1', 's2', 's3', 's4', 's5']) {
    m.runFor(200);
    if (m.crash) throw m.crash;
    assert.is(m.state, 'running', `waiting in getch() at ${shot}`);
    const ours = encodeIndexedPng(m.vga.visual, m.vga.width, m.vga.height, m.vga.palette);
    const theirs = readFileSync(join(DIR, `CAP13-${shot}.png`));
    const [a, b] = [decodeIndexedPng(ours)!, decodeIndexedPng(theirs)!];
    assert.equal([a.width, a.height], [b.width, b.height], shot);
    assert.ok(a.pixels.every((v, i) => v === b.pixels[i]), `${shot}: the same indices`);
    assert.equal([...plte(ours)], [...plte(theirs)], `${shot}: the same palette`);
    m.keyDown('Space');
    m.keyUp('Space', m.now + 1);
  }
  m.runFor(200);
  assert.is(m.state, 'exited');
});

test.run();
