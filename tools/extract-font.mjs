#!/usr/bin/env node
// Derives the 8×8 DEFAULT_FONT glyph table from the DOSBox capture of PRIMS.C screen 2
// (../shared/oracle/p2_prims_text.png, beside the checkout) and writes runtime/tc/font8x8.ts.
//   node tools/extract-font.mjs [path/to/p2_prims_text.png]
//
// PRIMS.C draws each code range with outtextxy at a known place (transparent background, so a glyph
// bit is simply "pixel != 0" on the black screen). Every code is read from each place it appears;
// all copies must agree bit for bit, or the tool fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pngjs from 'pngjs';

const root = resolve(import.meta.dirname, '..');
const source = process.argv[2] ?? resolve(root, '..', 'shared', 'oracle', 'p2_prims_text.png');
const outFile = resolve(root, 'runtime/tc/font8x8.ts');

/** Where PRIMS.C screen 2 draws runs of consecutive codes: [x, y, firstCode, count]. */
const RUNS = [
  [0, 0, 32, 80], // 32..126 at (0,0); only the 80 characters up to x=639 are drawn
  [0, 16, 32, 48],
  [0, 32, 32, 48],
  [0, 48, 80, 47],
  [0, 72, 128, 64],
  [0, 88, 192, 64],
  [3, 117, 32, 48], // the same codes again at odd x positions
  [5, 131, 80, 47],
  [1, 147, 128, 64],
  [7, 163, 192, 64],
];

const png = pngjs.PNG.sync.read(readFileSync(source));
if (png.width !== 640 || png.height !== 480) throw new Error(`${source}: expected 640×480, got ${png.width}×${png.height}`);
/** Glyph bit: anything not black (the screen was cleared to colour 0 before drawing). */
const lit = (x, y) => {
  const i = (y * 640 + x) * 4;
  return png.data[i] !== 0 || png.data[i + 1] !== 0 || png.data[i + 2] !== 0;
};

const glyphs = new Map(); // code → 8 row bytes
for (const [x0, y0, first, count] of RUNS) {
  for (let k = 0; k < count; k++) {
    const code = first + k;
    const rows = [];
    for (let r = 0; r < 8; r++) {
      let byte = 0;
      for (let b = 0; b < 8; b++) if (lit(x0 + k * 8 + b, y0 + r)) byte |= 0x80 >> b;
      rows.push(byte);
    }
    const seen = glyphs.get(code);
    if (seen && seen.some((v, i) => v !== rows[i])) {
      throw new Error(`code ${code}: the copy at (${x0 + k * 8},${y0}) differs from an earlier copy`);
    }
    glyphs.set(code, rows);
  }
}

// Codes PRIMS.C does not draw (1–31, 127), read from a DOSBox probe that drew every code 1..255
// with outtextxy at size 1 on a cleared screen and dumped video memory (the other 224 codes agreed
// with the capture bit for bit): code:rows.
const PROBED = [
  '1:7e81a581bd99817e', '2:7effdbffc3e7ff7e', '3:6cfefefe7c381000', '4:10387cfe7c381000',
  '5:387c38fefe7c387c', '6:1010387cfe7c387c', '7:0000183c3c180000', '8:ffffe7c3c3e7ffff',
  '9:003c664242663c00', '10:ffc399bdbd99c3ff', '11:0f070f7dcccccc78', '12:3c6666663c187e18',
  '13:3f333f303070f0e0', '14:7f637f636367e6c0', '15:995a3ce7e73c5a99', '16:80e0f8fef8e08000',
  '17:020e3efe3e0e0200', '18:183c7e18187e3c18', '19:6666666666006600', '20:7fdbdb7b1b1b1b00',
  '21:3e63386c6c38cc78', '22:000000007e7e7e00', '23:183c7e187e3c18ff', '24:183c7e1818181800',
  '25:181818187e3c1800', '26:00180cfe0c180000', '27:003060fe60300000', '28:0000c0c0c0fe0000',
  '29:002466ff66240000', '30:00183c7effff0000', '31:00ffff7e3c180000', '127:0010386cc6c6fe00',
];
for (const entry of PROBED) {
  const [code, rows] = entry.split(':');
  glyphs.set(Number(code), rows.match(/../g).map((h) => parseInt(h, 16)));
}

const missing = [];
for (let c = 0; c < 256; c++) if (!glyphs.has(c)) missing.push(c);
const ranges = (codes) => {
  const out = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j++;
    out.push(i === j ? `${codes[i]}` : `${codes[i]}–${codes[j]}`);
    i = j + 1;
  }
  return out.join(', ');
};

const hex = (v) => v.toString(16).padStart(2, '0');
const printable = (c) => (c >= 32 && c < 127 ? ` '${c === 0x27 ? "\\'" : c === 0x5c ? '\\\\' : String.fromCharCode(c)}'` : '');
let body = '';
for (let c = 0; c < 256; c++) {
  const rows = glyphs.get(c) ?? [0, 0, 0, 0, 0, 0, 0, 0];
  body += `  '${rows.map(hex).join('')}'${c < 255 ? ' +' : ''} // ${c}${printable(c)}${glyphs.has(c) ? '' : ' (not in the capture: blank)'}\n`;
}

const text = `/**
 * GENERATED FILE — do not edit. Regenerate with: node tools/extract-font.mjs
 *
 * The 8×8 glyphs EGAVGA.BGI 2.00 draws for DEFAULT_FONT under DOSBox 0.74, read back from the
 * oracle capture oracle/p2_prims_text.png (PRIMS.C screen 2), 8 bytes per code, top row first,
 * bit 0x80 = leftmost pixel. Each code was read from every place PRIMS.C draws it (at x=0 and at
 * odd x) and all copies agreed. Codes 1–31 and 127, which PRIMS.C does not draw, come from a
 * DOSBox probe that drew every code (tools/extract-font.mjs lists them).
 *
 * Entry 0x30 ('0') holds what the driver actually draws for '0': its 'O' glyph (the driver
 * substitutes 'O' for '0'), so no substitution is needed when drawing.
 *
 * Codes the capture does not cover, left blank: ${ranges(missing)}.
 */
import { hexBytes } from '../hw/hex.ts';

export const FONT8X8: Uint8Array = hexBytes(
${body});

/** Codes whose glyph is not in the capture (blank in FONT8X8). */
export const FONT8X8_UNCOVERED: readonly number[] = [${missing.join(', ')}];
`;
writeFileSync(outFile, text);
console.log(`wrote ${outFile}: ${glyphs.size} glyphs from ${source}; blank: ${ranges(missing)}`);
