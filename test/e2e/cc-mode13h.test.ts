/**
 * VGA mode 13h as DOSBox shows it (test/fixtures/mode13h, README there): CAP13.C compiled by cc/
 * and run on mode12h; at each of its five getch() calls the frame, encoded as the CLI and the
 * player's screenshot encode it, must be DOSBox's Ctrl+F5 capture there: the same 320×200
 * indices and the same 256-colour palette (the DAC's 6 bits made 8), byte for byte. The same for
 * CAPVB.C's ten screens in the CGA and EGA modes (test/fixtures/vgabios).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { Machine } from '../../runtime/machine.ts';
import { decodeIndexedPng } from '../../src/shared/png-read.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { grabFrame } from '../../src/shared/session.ts';

const DIR = join('test', 'fixtures', 'mode13h');

/** A PNG's PLTE chunk. */
const plte = (png: Uint8Array): Uint8Array => {
  const b = Buffer.from(png), at = b.indexOf('PLTE');
  return b.subarray(at + 4, at + 4 + b.readUInt32BE(at - 4));
};

/**
 * Program `name` in `dir`, run on mode12h: at each getch() the frame (grabFrame: a 640×200 mode's
 * rows twice, as DOSBox shows them) must be DOSBox's capture `name-sN.png`: the same size and
 * indices, and the same colours (DOSBox's palette has 256 entries, black past the mode's 16).
 */
function screens(dir: string, name: string, shots: number): void {
  const m = new Machine();
  // a program's own header (`#include "VREGS.H"`) lies beside it, as it did on DOSBox's C:
  const readInclude = (h: string): string | null => (existsSync(join(dir, h.toUpperCase())) ? readFileSync(join(dir, h.toUpperCase()), 'latin1') : null);
  m.load(compileC(readFileSync(join(dir, `${name}.C`), 'latin1'), { file: `${name}.C`, readInclude, engines: ['coroutine'] }).rom);
  for (let n = 1; n <= shots; n++) {
    const shot = `s${n}`;
    m.runFor(200);
    if (m.crash) throw m.crash;
    assert.is(m.state, 'running', `waiting in getch() at ${shot}`);
    const f = grabFrame(m, shot);
    const ours = encodeIndexedPng(f.pixels, f.width, f.height, f.palette);
    const theirs = readFileSync(join(dir, `${name}-${shot}.png`));
    const [a, b] = [decodeIndexedPng(ours)!, decodeIndexedPng(theirs)!];
    assert.equal([a.width, a.height], [b.width, b.height], shot);
    assert.ok(b.pixels.every((v, i) => v === a.pixels[i]), `${shot}: the same indices`);
    const [pa, pb] = [plte(ours), plte(theirs)];
    assert.equal([...pa], [...pb.subarray(0, pa.length)], `${shot}: the same palette`);
    assert.ok(pb.subarray(pa.length).every((v) => v === 0), `${shot}: black past the mode's colours`);
    m.keyDown('Space');
    m.keyUp('Space', m.now + 1);
  }
  m.runFor(200);
  assert.is(m.state, 'exited');
}

test("CAP13.C: each screen is DOSBox's capture, indices and palette", () => screens(DIR, 'CAP13', 5));

// the CGA and EGA modes a program sets through INT 10h (test/fixtures/vgabios, README there)
test("CAPVB.C: each screen is DOSBox's capture, indices and palette", () => screens(join('test', 'fixtures', 'vgabios'), 'CAPVB', 10));

// the registers as games program them: start address, offset, panning, mode X (test/fixtures/vgabios, README there)
test("CAPVR.C: each screen is DOSBox's capture, indices and palette", () => screens(join('test', 'fixtures', 'vgabios'), 'CAPVR', 10));

// EGAVGA.BGI's pages: VGAHI's page 1, pages past a mode's and negative ones (test/fixtures/vgabios, README there)
test("CAPPG.C: each screen is DOSBox's capture, indices and palette", () => screens(join('test', 'fixtures', 'vgabios'), 'CAPPG', 5));

// the CRTC's line compare: split screens (test/fixtures/vgabios, README there)
test("CAPLC.C: each screen is DOSBox's capture, indices and palette", () => screens(join('test', 'fixtures', 'vgabios'), 'CAPLC', 3));

test.run();
