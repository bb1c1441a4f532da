/**
 * Text mode 03h (runtime/hw/textmode.ts): cells of character + attribute at B800:0000 drawn at
 * 640×400 with the 8×16 font, the cursor, blinking by the VGA's frame count, the BIOS teletype.
 * Where an expectation comes from the TEXTM captures (oracle/textmode) it says so; the rest are
 * the BIOS's documented behaviour as DOSBox implements it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MODE_03H, MODE_12H, Vga } from '../../runtime/hw/vga.ts';
import {
  CELL_H, CURSOR_END, CURSOR_START, FRAME_PIT, TEXT_COLS, TEXT_H, TEXT_ROWS, TEXT_W, textConsole,
} from '../../runtime/hw/textmode.ts';
import { FONT8X16 } from '../../runtime/hw/font8x16.ts';

const px = (v: Vga, x: number, y: number): number => v.pixels[y * TEXT_W + x]!;

/** The 16×8 colours of cell (col, row) as strings of hex digits, one per scan line. */
function cell(v: Vga, col: number, row: number): string[] {
  const out: string[] = [];
  for (let y = 0; y < CELL_H; y++) {
    let s = '';
    for (let x = 0; x < 8; x++) s += px(v, col * 8 + x, row * CELL_H + y).toString(16);
    out.push(s);
  }
  return out;
}

/** What glyph `code` looks like in colours fg on bg. */
function glyph(code: number, fg: number, bg: number): string[] {
  return Array.from({ length: CELL_H }, (_, y) => {
    let s = '';
    for (let x = 0; x < 8; x++) s += (FONT8X16[code * CELL_H + y]! & (0x80 >> x) ? fg : bg).toString(16);
    return s;
  });
}

/** Virtual time (PIT ticks) in the middle of frame `f`. */
const frame = (f: number): number => Math.floor((f + 0.5) * FRAME_PIT);

function fresh(): { v: Vga; con: ReturnType<typeof textConsole> } {
  const v = new Vga();
  const con = textConsole(v);
  con.enter();
  return { v, con };
}

test('mode 03h: a 640×400 screen, blank in LIGHTGRAY on BLACK, the cursor at the top left', () => {
  const { v, con } = fresh();
  assert.is(textConsole(v), con);
  assert.equal([v.width, v.height, v.visual.length], [TEXT_W, TEXT_H, 640 * 400]);
  assert.equal([TEXT_COLS, TEXT_ROWS, CELL_H], [80, 25, 16]);
  assert.equal([con.col, con.row, con.charAt(0, 0), con.attributeAt(79, 24)], [0, 0, 0x20, 0x07]);
  assert.ok(v.visual.every((p) => p === 0), 'cursor hidden at frame 0: the screen is black');
  con.leave();
  assert.equal([v.width, v.height, v.visual.length], [640, 480, 640 * 480]);
});

test('a mode set over a drawn screen blanks it all, the cursor shown where the blink phase shows it', () => {
  const { v, con } = fresh();
  con.put(10, 3, 0xdb, 0x1e); // a full block, YELLOW on BLUE
  con.present(frame(8)); // the cursor's phase: it shows in cell (0, 0)
  assert.ok(v.visual.some((p) => p !== 0));
  con.enter(); // one fill for the blank screen (runtime/hw/textmode.ts redraw), then the cursor's cell
  assert.equal([con.charAt(10, 3), con.attributeAt(10, 3)], [0x20, 0x07]);
  const cursorRows = new Set([CURSOR_START, CURSOR_END]);
  for (let y = 0; y < TEXT_H; y++) {
    for (let x = 0; x < TEXT_W; x++) {
      const want = x < 8 && cursorRows.has(y) ? 7 : 0; // LIGHTGRAY underline at the top left
      if (px(v, x, y) !== want) assert.unreachable(`(${x}, ${y}) is ${px(v, x, y)}, not ${want}`);
    }
  }
});

test('vga.setMode: the mode\'s size, video memory cleared, the visual page at the mode\'s rows, a dirty box inside it', () => {
  const v = new Vga();
  v.pixels.fill(3);
  v.setMode(MODE_12H);
  assert.ok(v.pixels.every((p) => p === 0));
  v.touch(0, 470, 639, 479);
  v.setMode(MODE_03H);
  assert.equal([v.width, v.height, v.visual.length], [640, 400, 640 * 400]);
  assert.equal(v.takeDirty(), { x0: 0, y0: 0, x1: 639, y1: 399 });
});

test('the 8×16 font is the one TEXTM 1 shows: \'A\' and code 219 (full block)', () => {
  // textm_1 (code 65 at row 5, column 10: x 80..87, y 80..95), as tools/extract-font16.mjs read it
  assert.equal([...FONT8X16.subarray(65 * 16, 66 * 16)], [0, 0, 0x10, 0x38, 0x6c, 0xc6, 0xc6, 0xfe, 0xc6, 0xc6, 0xc6, 0xc6, 0, 0, 0, 0]);
  assert.ok(FONT8X16.subarray(219 * 16, 220 * 16).every((b) => b === 0xff));
  assert.ok(FONT8X16.subarray(0, 16).every((b) => b === 0) && FONT8X16.subarray(32 * 16, 33 * 16).every((b) => b === 0));
});

test('a cell is its glyph in the attribute\'s foreground (0–15) on its background (0–7), B800 layout', () => {
  const { v, con } = fresh();
  // TEXTM 1 rows 18 and 19: 'A'+c in attribute c; 'a'+c in (c<<4)|15
  con.poke((18 * 80 + 8) * 2, 0x4c);
  con.poke((18 * 80 + 8) * 2 + 1, 0x0b);
  assert.equal(cell(v, 8, 18), glyph(0x4c, 11, 0));
  con.poke((19 * 80 + 11) * 2, 0x66);
  con.poke((19 * 80 + 11) * 2 + 1, 0x5f);
  assert.equal(cell(v, 11, 19), glyph(0x66, 15, 5));
  assert.equal([con.peek((19 * 80 + 11) * 2), con.peek((19 * 80 + 11) * 2 + 1)], [0x66, 0x5f]);
  // Page 1 and beyond are memory, not screen; the offset wraps at 32 KB.
  con.poke(4000, 0x41);
  assert.is(con.peek(4000 + 0x8000), 0x41);
  assert.equal(cell(v, 0, 0), glyph(0x20, 7, 0));
});

test('blink (bit 7): shown while bit 4 of the frame count is clear (TEXTM 1), the background while it is set', () => {
  const { v, con } = fresh();
  con.put(40, 19, 0x42, 0x8f); // TEXTM 1: 'B' in 8Fh is WHITE on BLACK
  con.put(41, 19, 0x42, 0xcf); // blink on a RED(4) background: bit 7 is not a bright background
  con.present(frame(3));
  assert.equal(cell(v, 40, 19), glyph(0x42, 15, 0));
  assert.equal(cell(v, 41, 19), glyph(0x42, 15, 4));
  con.present(frame(16 + 3));
  assert.equal(cell(v, 40, 19), glyph(0x42, 0, 0));
  assert.equal(cell(v, 41, 19), glyph(0x42, 4, 4));
  con.present(frame(32 + 3));
  assert.equal(cell(v, 40, 19), glyph(0x42, 15, 0));
});

test('the cursor: scan lines 13–14 in the cell\'s foreground, while bit 3 of the frame count is set', () => {
  const { v, con } = fresh();
  con.put(5, 23, 0x78, 0x1e); // 'x', YELLOW on BLUE
  con.setCursor(5, 23);
  con.present(frame(7));
  assert.equal(cell(v, 5, 23), glyph(0x78, 14, 1));
  con.present(frame(8)); // TEXTM 1: y 381–382 of row 23, colour 7 under attribute 07h
  const want = glyph(0x78, 14, 1);
  for (let y = CURSOR_START; y <= CURSOR_END; y++) want[y] = 'eeeeeeee';
  assert.equal([CURSOR_START, CURSOR_END], [13, 14]);
  assert.equal(cell(v, 5, 23), want);
  // It moves with setCursor and leaves the old cell as it was.
  con.setCursor(6, 23);
  assert.equal(cell(v, 5, 23), glyph(0x78, 14, 1));
  assert.equal(cell(v, 6, 23)[13], '77777777');
  con.present(frame(16));
  assert.equal(cell(v, 6, 23)[13], '00000000');
});

test('teletype: keeps each cell\'s attribute; CR, LF (column kept), BS, TAB, BEL; wraps at column 80', () => {
  const { v, con } = fresh();
  con.put(0, 0, 0x20, 0x1e);
  con.print('C:\\>');
  assert.equal([con.line(0), con.attributeAt(0, 0), con.attributeAt(1, 0)], ['C:\\>', 0x1e, 0x07]);
  assert.equal(cell(v, 0, 0), glyph(0x43, 14, 1));
  con.print('\nab');
  assert.equal([con.line(1), con.col, con.row], ['    ab', 6, 1]); // LF kept column 4
  con.print('\rX\x07\x08\x08Y\tZ'); // Y over X (BS stops at column 0); TAB writes blanks, over 'ab'
  assert.equal([con.line(1), con.col, con.row], ['Y       Z', 9, 1]);
  con.print('\r\n' + 'x'.repeat(TEXT_COLS + 3));
  assert.equal([con.line(2).length, con.line(3), con.col, con.row], [80, 'xxx', 3, 3]);
  assert.throws(() => con.print('€'), /not a byte/);
});

test('teletype: below row 24 the screen scrolls up; the new line in 07h, whatever the attribute under the cursor (textgen T00211)', () => {
  const { v, con } = fresh();
  con.print('top\r\n');
  con.setCursor(0, 24);
  for (let c = 0; c <= 4; c++) con.put(c, 24, 0x20, 0x2a);
  con.print('last\n'); // the LF at (4, 24), on attribute 2Ah
  assert.equal([con.line(0), con.line(23), con.line(24), con.col, con.row], ['', 'last', '', 4, 24]);
  assert.is(con.attributeAt(79, 24), 0x07);
  assert.equal(cell(v, 79, 24), glyph(0x20, 7, 0));
  assert.equal(cell(v, 0, 23), glyph(0x6c, 10, 2)); // 'l' kept the attribute of the cell it went into
});

test('scrollUp: a window scrolls by n lines or blanks with 0, the rest of the screen untouched', () => {
  const { con } = fresh();
  for (let r = 0; r < 5; r++) con.put(1, r, 0x30 + r, 0x07);
  con.put(0, 1, 0x41, 0x07);
  con.scrollUp(1, 1, 2, 3, 1, 0x70);
  assert.equal([0, 1, 2, 3, 4].map((r) => con.charAt(1, r)), [0x30, 0x32, 0x33, 0x20, 0x34]);
  assert.equal([con.charAt(0, 1), con.attributeAt(1, 3), con.attributeAt(1, 1)], [0x41, 0x70, 0x07]);
  con.scrollUp(0, 0, 79, 24, 0, 0x17);
  assert.equal([con.line(0), con.line(4), con.attributeAt(40, 12)], ['', '', 0x17]);
});

test('in a graphics mode B800 holds nothing: stores vanish, loads read 00h (libcheck BV1)', () => {
  const { v, con } = fresh();
  con.leave();
  con.poke(0, 0x41);
  assert.is(con.peek(0), 0);
  assert.ok(v.pixels.every((p) => p === 0));
  con.enter();
  assert.is(con.peek(0), 0x20);
});


/** Pixels that differ between the picture as drawn and the same memory drawn again cell by cell. */
function staleAfterRedraw(v: Vga): number {
  const drawn = v.pixels.slice();
  textConsole(v).redraw();
  let d = 0;
  for (let i = 0; i < drawn.length; i++) if (drawn[i] !== v.pixels[i]) d++;
  return d;
}

test('a scroll moves its rows\' pixels: the picture is what drawing every cell again gives, the cursor included', () => {
  // The cursor's underline moves with its row: the cell it lands in is drawn again (in every
  // blink phase, with the cursor off and on).
  for (let t = 0; t < 16 * FRAME_PIT; t += FRAME_PIT) {
    const v = new Vga();
    const con = textConsole(v);
    con.enter(3);
    con.print('hello\r\nworld');
    con.present(t);
    con.setCursor(5, 10);
    con.scrollUp(0, 0, 79, 24, 1, 0x07);
    con.scrollDown(2, 3, 60, 20, 2, 0x1f);
    assert.is(staleAfterRedraw(v), 0, `phase ${t / FRAME_PIT}`);
  }
  // Random text, windows scrolled both ways by any count, cursor moves, cells and blink phases,
  // in 80 and 40 columns.
  let seed = 12345;
  const rnd = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  for (let trial = 0; trial < 60; trial++) {
    const v = new Vga();
    const con = textConsole(v);
    con.enter(rnd(2) ? 3 : 1);
    for (let step = 0; step < 60; step++) {
      const op = rnd(6);
      const l = rnd(con.cols), r = l + rnd(con.cols - l), top = rnd(TEXT_ROWS), bottom = top + rnd(TEXT_ROWS - top);
      if (op === 0) {
        let s = '';
        for (let i = rnd(200); i > 0; i--) s += String.fromCharCode(rnd(3) ? 32 + rnd(90) : rnd(2) ? 10 : 13);
        con.print(s);
      } else if (op === 1) con.scrollUp(l, top, r, bottom, rnd(30), rnd(256));
      else if (op === 2) con.scrollDown(l, top, r, bottom, rnd(30), rnd(256));
      else if (op === 3) con.setCursor(rnd(con.cols), rnd(TEXT_ROWS));
      else if (op === 4) con.put(rnd(con.cols), rnd(TEXT_ROWS), rnd(256), rnd(256));
      else con.present(rnd(64) * (FRAME_PIT >> 1));
    }
    assert.is(staleAfterRedraw(v), 0, `trial ${trial}`);
  }
});

test.run();
