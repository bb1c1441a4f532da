/**
 * runtime/hw/hex.ts: the tables shipped as hex digits (the fonts) decoded to bytes, and anything
 * else refused rather than decoded to garbage.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hexBytes } from '../../runtime/hw/hex.ts';
import { FONT8X16 } from '../../runtime/hw/font8x16.ts';

test('two digits a byte, 0–9 and a–f', () => {
  assert.equal([...hexBytes('00017e81a5ff0a9f')], [0x00, 0x01, 0x7e, 0x81, 0xa5, 0xff, 0x0a, 0x9f]);
  assert.equal([...hexBytes('')], []);
  assert.equal([...hexBytes('0123456789abcdef')], [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]);
});

test('digit by digit (an engine without Uint8Array.fromHex) and by the engine\'s decoder, the same bytes', () => {
  const hex = [...Array(256).keys()].map((b) => b.toString(16).padStart(2, '0')).join('');
  assert.equal([...hexBytes(hex, undefined)], [...Array(256).keys()]);
  // Node's own hex decoder stands in for the engine's where Node lacks fromHex: what matters is that the native path is taken and returned
  const native = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
  assert.equal([...hexBytes(hex, native)], [...Array(256).keys()]);
  assert.throws(() => hexBytes('ABCD', native), /hexBytes: not lower-case hex digits/, 'checked before either decoder');
});

test('an odd length, capitals or other characters are refused', () => {
  for (const bad of ['0', 'ABCD', '0g', '12 3', '1-']) assert.throws(() => hexBytes(bad), /hexBytes: not lower-case hex digits/, bad);
});

test('the 8×16 font: 256 glyphs of 16 rows; \'A\' as the VGA BIOS draws it', () => {
  assert.is(FONT8X16.length, 256 * 16);
  assert.equal([...FONT8X16.subarray(0x41 * 16, 0x42 * 16)], [0, 0, 0x10, 0x38, 0x6c, 0xc6, 0xc6, 0xfe, 0xc6, 0xc6, 0xc6, 0xc6, 0, 0, 0, 0]);
});

test.run();
