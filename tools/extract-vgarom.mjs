#!/usr/bin/env node
// Writes runtime/bios/vga-rom.ts, DOSBox 0.74's video BIOS ROM at C000:0000–7FFF (machine=svga_s3),
// from a dump of it that a Turbo C 2.0 program made in DOSBox:
//   node tools/extract-vgarom.mjs --probe DIR    writes DIR/ROMDUMP.C (run it: node tools/oracle.mjs oracle DIR --out OUT)
//   node tools/extract-vgarom.mjs OUT/oracle/ROMDUMP/ROM.BIN.gz
// ROMDUMP.C reads C000:0000–FFFF with peekb into ROM.BIN (64 KB; C800 on is DOSBox's DOS data, not
// kept). The module keeps the ROM's non-zero stretches as hex, but not what the machine has
// already: codes 0–127 of the 8×8 font are the BIOS ROM's at F000:FA6E (runtime/bios/rom.ts), the
// 8×16 font is runtime/hw/font8x16.ts, and the last byte is the checksum (the 32 KB sum to 0 mod
// 256). The tool checks each of those against the dump before leaving it out.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args[0] === '--probe') {
  mkdirSync(args[1], { recursive: true });
  const c = ['#include <stdio.h>', '#include <dos.h>', 'int main(void)', '{', '  FILE *f = fopen("ROM.BIN", "wb");', '  unsigned off = 0;',
    '  do { fputc(peekb(0xC000, off), f); off++; } while (off != 0);', '  fclose(f);', '  return 0;', '}', ''];
  writeFileSync(join(args[1], 'ROMDUMP.C'), c.join('\r\n'));
  process.exit(0);
}
const raw = readFileSync(args[0]);
const dump = args[0].endsWith('.gz') ? gunzipSync(raw) : raw;
if (dump.length < 0x8000) throw new Error(`${args[0]}: ${dump.length} bytes, not a dump of C000:0000–7FFF`);
const rom = new Uint8Array(dump.subarray(0, 0x8000));

// What the machine has already, checked against the dump.
const bundle = join(root, '.build', 'extract-vgarom.mjs');
await build({ stdin: { contents: "export { FONT8X16 } from './runtime/hw/font8x16.ts'; export { romByte, ROM_FONT8X8 } from './runtime/bios/rom.ts';", resolveDir: root, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error' });
const { FONT8X16, romByte, ROM_FONT8X8 } = await import(pathToFileURL(bundle).href);
const FONT8_AT = 0x100, FONT14_AT = 0x900, FONT16_AT = 0x1700;
for (let i = 0; i < 1024; i++) if (rom[FONT8_AT + i] !== romByte(ROM_FONT8X8 + i)) throw new Error(`8×8 font byte ${i}: the dump's is not F000:FA6E's`);
for (let i = 0; i < 4096; i++) if (rom[FONT16_AT + i] !== FONT8X16[i]) throw new Error(`8×16 font byte ${i}: the dump's is not font8x16.ts's`);
if (rom.reduce((s, b) => s + b, 0) % 256 !== 0) throw new Error('the ROM does not sum to 0 mod 256');
const own = new Uint8Array(rom);
own.fill(0, FONT8_AT, FONT8_AT + 1024);
own.fill(0, FONT16_AT, FONT16_AT + 4096);
own[0x7fff] = 0;

// Non-zero stretches, fewer than 32 zeros apart; the fonts' rows 16 bytes to a line.
const stretches = [];
for (let i = 0; i < own.length; ) {
  if (own[i] === 0) { i++; continue; }
  let end = i + 1, zeros = 0;
  for (let j = i + 1; j < own.length && zeros < 32; j++) {
    if (own[j] === 0) zeros++;
    else { zeros = 0; end = j + 1; }
  }
  stretches.push([i, end]);
  i = end;
}
const hex = (a, b) => Buffer.from(own.subarray(a, b)).toString('hex');
const lines = stretches.map(([a, b]) => {
  const parts = [];
  for (let k = a; k < b; k += 48) parts.push(`'${hex(k, Math.min(b, k + 48))}'`);
  return `  [0x${a.toString(16)}, ${parts.join(' +\n    ')}],`;
});
const out = `/**
 * GENERATED FILE — do not edit. Regenerate with: node tools/extract-vgarom.mjs (its header says how).
 *
 * DOSBox 0.74's video BIOS ROM, C000:0000–7FFF (machine=svga_s3), as a Turbo C 2.0 program read it
 * in DOSBox (ROMDUMP.C, peekb of every byte): the signature 55h AAh and its size (40h: 32 KB), "IBM"
 * at 001Eh, the S3's name at 003Fh, the 8×8 font at 0100h (codes 0–127 the BIOS ROM's at F000:FA6E,
 * 128–255 here), the 8×14 font at 0900h, the 8×16 font at 1700h (runtime/hw/font8x16.ts), then the
 * static functionality table, the video parameter table, the display combination codes, the video
 * save pointer table (2E8Fh) and the VESA strings; zeros after them, and the checksum in the last
 * byte (the 32 KB sum to 0 mod 256: 28h). Only compiled C programs reach it (a BIOS scroll past
 * B800's 32 KB, TC's screen copy past it, far pointers into C000), so the player does not load it.
 */
import { hexBytes } from '../hw/hex.ts';
import { FONT8X16 } from '../hw/font8x16.ts';
import { ROM_FONT8X8, romByte } from './rom.ts';

/** Linear address of C000:0000, and the ROM's size. */
export const VGA_ROM_BASE = 0xc0000;
export const VGA_ROM_BYTES = 0x8000;

/** The ROM's non-zero stretches the machine does not have elsewhere: offset, bytes. */
const STRETCHES: readonly [number, string][] = [
${lines.join('\n')}
];

/** Where the glyphs of each height lie (INT 10h AX=1130h and INT 43h point here: probe VBP). */
export const VGA_ROM_FONT_AT: Readonly<Record<8 | 14 | 16, number>> = { 8: 0x${FONT8_AT.toString(16)}, 14: 0x${FONT14_AT.toString(16)}, 16: 0x${FONT16_AT.toString(16)} };

let image: Uint8Array | null = null;

/** The ROM's bytes, made on the first use. */
function romImage(): Uint8Array {
  if (!image) {
    const rom = new Uint8Array(VGA_ROM_BYTES);
    for (const [at, bytes] of STRETCHES) rom.set(hexBytes(bytes), at);
    for (let i = 0; i < 1024; i++) rom[0x${FONT8_AT.toString(16)} + i] = romByte(ROM_FONT8X8 + i);
    rom.set(FONT8X16, 0x${FONT16_AT.toString(16)});
    rom[VGA_ROM_BYTES - 1] = -rom.reduce((s, b) => s + b, 0) & 0xff;
    image = rom;
  }
  return image;
}

/** The ROM's byte at offset \`o\` (0–7FFFh) from C000:0000. */
export const vgaRomByte = (o: number): number => romImage()[o]!;

/** The BIOS's glyphs of a height, 256 of them, as the ROM holds them. */
export const vgaRomFont = (height: 8 | 14 | 16): Uint8Array => romImage().subarray(VGA_ROM_FONT_AT[height], VGA_ROM_FONT_AT[height] + 256 * height);
`;
writeFileSync(join(root, 'runtime/bios/vga-rom.ts'), out);
console.log(`runtime/bios/vga-rom.ts: ${stretches.length} stretches, ${stretches.reduce((s, [a, b]) => s + b - a, 0)} bytes`);
