import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Vga } from '../../runtime/hw/vga.ts';
import { CELL_H, TEXT_COLS, TEXT_ROWS, textConsole } from '../../runtime/hw/textmode.ts';
import { FONT8X8 } from '../../runtime/tc/font8x8.ts';

const px = (v: Vga, x: number, y: number): number => v.pixels[y * 640 + x]!;

test('text console: print draws 8×8 glyphs doubled vertically, LIGHTGRAY on BLACK, cursor follows', () => {
  const v = new Vga();
  const con = textConsole(v);
  assert.is(textConsole(v), con);
  con.enter();
  con.print('C:\\>');
  assert.is(con.line(0), 'C:\\>');
  assert.equal([con.col, con.row], [4, 0]);
  for (let gy = 0; gy < 8; gy++) {
    for (let gx = 0; gx < 8; gx++) {
      const want = FONT8X8[67 * 8 + gy]! & (0x80 >> gx) ? 7 : 0;
      assert.is(px(v, gx, gy * 2), want);
      assert.is(px(v, gx, gy * 2 + 1), want);
    }
  }
  // The cursor is the underline on scan lines 14–15 of cell (4,0); no longer under cell 3.
  for (let x = 32; x < 40; x++) assert.is(px(v, x, 15), 7);
  assert.is(px(v, 24, 15), FONT8X8[62 * 8 + 7]! & 0x80 ? 7 : 0);
});

test('text console: newline, wrap at 80 columns, scroll at the bottom', () => {
  const v = new Vga();
  const con = textConsole(v);
  con.enter();
  con.print('first\nsecond\r\n');
  assert.equal([con.line(0), con.line(1), con.col, con.row], ['first', 'second', 0, 2]);
  con.print('x'.repeat(TEXT_COLS + 3));
  assert.equal([con.line(2).length, con.line(3), con.col, con.row], [80, 'xxx', 3, 3]);
  for (let i = 0; i < TEXT_ROWS; i++) con.print(`\nline ${i}`);
  assert.is(con.line(TEXT_ROWS - 1), `line ${TEXT_ROWS - 1}`);
  assert.is(con.line(0), 'line 0');
  // Row 0's pixels are now those of "line 0": 'l' drawn at cell 0.
  assert.is(px(v, 0, 0), FONT8X8[0x6c * 8]! & 0x80 ? 7 : 0);
  assert.is(CELL_H, 16);
  assert.throws(() => con.print('€'), /not a byte/);
});

test.run();
