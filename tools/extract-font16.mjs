#!/usr/bin/env node
// Derives the VGA BIOS's 8×16 text-mode character set (all 256 codes) from the DOSBox capture of
// TEXTM.C screen 1 (../shared/oracle/textmode/textm_1_charset_colours.png, beside the checkout)
// and writes runtime/hw/font8x16.ts.
//   node tools/extract-font16.mjs [path/to/textm_1_charset_colours.png]
//
// TEXTM.C pokes every code c into B800:0000 with attribute 07h (LIGHTGRAY on BLACK) at text row
// 1 + (c/32)·2, column 8 + (c%32)·2: 32 codes on every other row and in every other column, so
// each glyph stands alone in black. DOSBox captures mode 3 as 640×400 with 8-pixel cells (its
// svga_s3 text drawer does not add the VGA's 9th dot column), so the cell of (row, col) is the
// 8×16 block at (col·8, row·16) and a glyph bit is simply "pixel is colour 7". The tool checks
// that every pixel of every cell is 0 or 7 and that the blank columns between glyphs are black.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pngjs from 'pngjs';

const root = resolve(import.meta.dirname, '..');
const source = process.argv[2] ?? resolve(root, '..', 'shared', 'oracle', 'textmode', 'textm_1_charset_colours.png');
const outFile = resolve(root, 'runtime/hw/font8x16.ts');

const W = 640, H = 400, CELL_W = 8, CELL_H = 16;
// The capture's palette is the 16 default text colours; colour index 7 is #AAAAAA.
const png = pngjs.PNG.sync.read(readFileSync(source));
if (png.width !== W || png.height !== H) throw new Error(`${source}: expected ${W}×${H}, got ${png.width}×${png.height}`);
const rgb = (x, y) => {
  const i = (y * W + x) * 4;
  return (png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2];
};
const LIGHTGRAY = 0xaaaaaa, BLACK = 0;

/** The 16 row bytes of the cell at text (row, col); throws on a colour other than 0 or 7. */
function cell(row, col, what) {
  const rows = [];
  for (let r = 0; r < CELL_H; r++) {
    let byte = 0;
    for (let b = 0; b < CELL_W; b++) {
      const c = rgb(col * CELL_W + b, row * CELL_H + r);
      if (c === LIGHTGRAY) byte |= 0x80 >> b;
      else if (c !== BLACK) throw new Error(`${what}: pixel (${col * CELL_W + b},${row * CELL_H + r}) is #${c.toString(16)}, not LIGHTGRAY or BLACK`);
    }
    rows.push(byte);
  }
  return rows;
}

const glyphs = [];
for (let c = 0; c < 256; c++) {
  const row = 1 + Math.floor(c / 32) * 2, col = 8 + (c % 32) * 2;
  glyphs.push(cell(row, col, `code ${c}`));
  // The cell to its right was never written: clrscr left it blank.
  if (cell(row, col + 1, `the blank after code ${c}`).some((v) => v !== 0)) throw new Error(`code ${c}: the cell after it is not blank`);
}

const hex = (v) => v.toString(16).padStart(2, '0');
const printable = (c) => (c >= 32 && c < 127 ? ` '${c === 0x27 ? "\\'" : c === 0x5c ? '\\\\' : String.fromCharCode(c)}'` : '');
let body = '';
for (let c = 0; c < 256; c++) body += `  '${glyphs[c].map(hex).join('')}'${c < 255 ? ' +' : ''} // ${c}${printable(c)}\n`;

const text = `/**
 * GENERATED FILE — do not edit. Regenerate with: node tools/extract-font16.mjs
 *
 * The VGA BIOS's 8×16 text-mode character set as DOSBox 0.74 (machine=svga_s3) shows it in mode
 * 03h, read back from the oracle capture oracle/textmode/textm_1_charset_colours.png (TEXTM.C
 * screen 1: every code poked into B800:0000 with attribute 07h, 32 a row on every other row and
 * column, from row 1 column 8). 16 bytes per code, top scan line first, bit 0x80 = leftmost pixel.
 * DOSBox captures 8-pixel cells: the VGA's 9th dot column does not exist here.
 */
import { hexBytes } from './hex.ts';

export const FONT8X16: Uint8Array = hexBytes(
${body});
`;
writeFileSync(outFile, text);
console.log(`wrote ${outFile}: 256 glyphs from ${source}`);
