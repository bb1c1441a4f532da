// VGA mode 13h (runtime/hw/vga.ts, vga-ports.ts, textmode.ts; runtime/tc/mode13h.ts): the frame
// hosts see, the DAC through its ports as DOSBox's has it, video memory at A000:0000, the
// teletype's 8×8 cells, and a PNG of the frame. The BIOS's answers, byte for byte against DOSBox,
// are the probes M13A and M13B (test/e2e/cc-oracle-files.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { dac8, MODE_12H, Vga } from '../../runtime/hw/vga.ts';
import { VgaPorts } from '../../runtime/hw/vga-ports.ts';
import { biosFont8x8, DAC_256, MODE_13H } from '../../runtime/tc/mode13h.ts';
import { encodeIndexedPng } from '../../src/shared/png.ts';
import { DIFF_CHANGED, diffImage, diffPalette } from '../../src/shared/frame-diff.ts';

function mode13h(): Vga {
  const v = new Vga();
  v.setMode(MODE_13H);
  v.resetPalette(DAC_256);
  return v;
}

test('the frame: 320×200 bytes, 256 colours from the DAC, 6 bits made 8 as DOSBox does', () => {
  const v = mode13h();
  assert.is(v.width, 320);
  assert.is(v.height, 200);
  assert.is(v.visual.length, 64000);
  assert.is(v.palette.length, 768);
  assert.equal([...v.palette.subarray(40 * 3, 41 * 3)], [255, 0, 0], 'entry 40: 3F 00 00');
  assert.equal([...v.palette.subarray(20 * 3, 21 * 3)], [dac8(0x0e), dac8(0x0e), dac8(0x0e)], 'a grey: 0E');
  assert.equal([...v.palette.subarray(6 * 3, 7 * 3)], [170, 85, 0], 'brown, as the 16-colour modes show colour 6');
  v.setMode(MODE_12H);
  v.resetPalette();
  assert.is(v.width, 640);
  assert.is(v.palette.length, 48);
  assert.equal([...v.dac.subarray(64 * 3, 65 * 3)], [0x3f, 0x1f, 0x1f], 'entries past 63 keep mode 13h\'s (M13A)');
});

test('the dirty box stays inside the 320 columns (a palette change marks the whole screen)', () => {
  const v = mode13h();
  v.takeDirty();
  v.setDac(3, 1, 2, 3);
  assert.equal(v.takeDirty(), { x0: 0, y0: 0, x1: 319, y1: 199 });
});

test('the pixel mask: a colour shows DAC entry (index & mask)', () => {
  const v = mode13h();
  const ports = new VgaPorts(v);
  ports.out(0x3c6, 0x0f);
  assert.equal([...v.palette.subarray(0x22 * 3, 0x23 * 3)], [...v.palette.subarray(2 * 3, 3 * 3)]);
  assert.is(ports.in(0x3c6, 0), 0x0f);
});

test('the DAC\'s ports as DOSBox\'s: a component stored at once, one counter, 3C7h sets the write index past the read one', () => {
  const v = mode13h();
  const ports = new VgaPorts(v);
  ports.out(0x3c8, 3);
  ports.out(0x3c9, 0x41);
  assert.is(v.dac[9], 1, 'red of entry 3, 6 bits, before green and blue come');
  ports.out(0x3c8, 255);
  for (const c of [1, 2, 3, 4, 5, 6]) ports.out(0x3c9, c);
  assert.equal([...v.dac.subarray(0, 3)], [4, 5, 6], 'the write index wraps from 255 to 0');
  assert.is(ports.in(0x3c8, 0), 1);
  assert.is(ports.in(0x3c7, 0), 0);
  ports.out(0x3c7, 10);
  assert.is(ports.in(0x3c7, 0), 3);
  assert.is(ports.in(0x3c8, 0), 11);
  assert.equal([ports.in(0x3c9, 0), ports.in(0x3c9, 0), ports.in(0x3c9, 0), ports.in(0x3c9, 0)], [0x15, 0x3f, 0x15, 0x15]);
});

test('A000:0000 a byte a pixel, all 64K kept; the screen marked where a write lands', () => {
  const v = mode13h();
  const ports = new VgaPorts(v);
  v.takeDirty();
  ports.write(321, 0x85);
  assert.is(v.visual[321], 0x85);
  assert.equal(v.takeDirty(), { x0: 1, y0: 1, x1: 1, y1: 1 });
  ports.write(0xffff, 0x66);
  assert.is(ports.read(0xffff), 0x66);
  assert.is(v.takeDirty(), null, 'past the picture: nothing to redraw');
});

test('the teletype: 40×25 cells of the BIOS\'s 8×8 glyphs over colour 0, the wrap, the scroll by 8 lines', () => {
  const v = mode13h();
  const con = textConsole(v);
  con.leave();
  v.setMode(MODE_13H);
  con.glyphs = biosFont8x8();
  con.cellH = 8;
  v.pixels.fill(0x22, 0, 320 * 8);
  con.print('A', 0x9a);
  for (let y = 0; y < 8; y++) {
    const bits = biosFont8x8()['A'.charCodeAt(0) * 8 + y]!;
    for (let x = 0; x < 8; x++) assert.is(v.visual[y * 320 + x], bits & (0x80 >> x) ? 0x9a : 0, `(${x}, ${y})`);
  }
  assert.is(v.visual[8], 0x22, 'the next cell untouched');
  con.print('x'.repeat(40));
  assert.equal([con.col, con.row], [1, 1]);
  con.print('\r\n'.repeat(24));
  assert.equal([con.col, con.row], [0, 24]);
  assert.ok(v.visual.subarray(0, 320 * 8).some((p) => p === 15), 'row 1\'s x now on row 0');
  assert.ok(v.visual.subarray(320 * 192).every((p) => p === 0), 'the row scrolled in is 0');
});

test('a PNG of the frame: 8-bit, its palette the DAC\'s 256 colours', () => {
  const v = mode13h();
  const png = Buffer.from(encodeIndexedPng(v.visual, v.width, v.height, v.palette));
  const plte = png.indexOf('PLTE');
  assert.is(png.readUInt32BE(plte - 4), 768);
  assert.equal([...png.subarray(plte + 4 + 40 * 3, plte + 4 + 41 * 3)], [255, 0, 0]);
  assert.is(png[24], 8, 'bit depth');
});

test('a diff image of two mode 13h frames: the expected one in 16 greys, the changed pixels loud', () => {
  const v = mode13h();
  const expected = Uint8Array.of(0, 15, 40, 200), actual = Uint8Array.of(0, 15, 41, 200);
  assert.equal([...diffImage(actual, expected, v.palette)], [0, 15, DIFF_CHANGED, 2]);
  const pal = diffPalette(v.palette);
  assert.is(pal.length, (DIFF_CHANGED + 1) * 3);
  assert.equal([...pal.subarray(DIFF_CHANGED * 3)], [255, 0, 255]);
});

test.run();
