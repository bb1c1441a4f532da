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
 * odd x) and all copies agreed.
 *
 * Entry 0x30 ('0') holds what the driver actually draws for '0': its 'O' glyph (the driver
 * substitutes 'O' for '0'), so no substitution is needed when drawing.
 *
 * Codes the capture does not cover, left blank: ${ranges(missing)}.
 */
export const FONT8X8: Uint8Array = bytes(
${body});

/** Hex digits, two a byte (a string is the smallest way to ship a table in the page). */
function bytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
}

/** Codes whose glyph is not in the capture (blank in FONT8X8). */
export const FONT8X8_UNCOVERED: readonly number[] = [${missing.join(', ')}];
`;
writeFileSync(outFile, text);
console.log(`wrote ${outFile}: ${glyphs.size} glyphs from ${source}; blank: ${ranges(missing)}`);
