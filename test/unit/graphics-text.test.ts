import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import { FONT8X8, FONT8X8_UNCOVERED } from '../../runtime/tc/font8x8.ts';
import {
  CENTER_TEXT, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, RED, RIGHT_TEXT, SOLID_FILL, TOP_TEXT, VERT_DIR,
  WHITE, YELLOW, bar, getx, graphresult, grError, grFontNotFound, grInvalidFontNum, grapherrormsg, TRIPLEX_FONT, moveto, outtext, outtextxy,
  setcolor, setfillstyle, settextjustify, settextstyle, setviewport, textheight, textwidth,
} from '../../runtime/tc/graphics.ts';
import { readIndexedPng } from '../support/frames.ts';
import { at, draw, lit } from './graphics-harness.ts';

const ORACLE_P2 = resolve(process.cwd(), '..', 'shared', 'oracle', 'p2_prims_text.png');

/** The 8×8 block at (x, y) as row bytes (bit set = pixel not 0). */
function cell(px: Uint8Array, x: number, y: number): number[] {
  const rows: number[] = [];
  for (let r = 0; r < 8; r++) {
    let b = 0;
    for (let c = 0; c < 8; c++) if (px[(y + r) * SCREEN_W + x + c]) b |= 0x80 >> c;
    rows.push(b);
  }
  return rows;
}

test('every glyph outtextxy draws round-trips against the DOSBox capture (p2)', () => {
  const oracle = readIndexedPng(ORACLE_P2).pixels;
  // Where PRIMS.C draws each code at x=0: 32..111 on row 0, 80..126 at y=48, 128.. at 72, 192.. at 88.
  const place = (c: number): [number, number] =>
    c < 112 ? [(c - 32) * 8, 0] : c < 127 ? [(c - 80) * 8, 48] : c < 192 ? [(c - 128) * 8, 72] : [(c - 192) * 8, 88];
  const codes = [...Array(256).keys()].filter((c) => !FONT8X8_UNCOVERED.includes(c));
  assert.is(codes.length, 223);
  const m = draw(() => {
    for (const c of codes) {
      const [x, y] = place(c);
      outtextxy(x, y + 200, String.fromCharCode(c));
    }
  });
  for (const c of codes) {
    const [x, y] = place(c);
    assert.equal(cell(m.vga.pixels, x, y + 200), cell(oracle, x, y), `code ${c}`);
  }
});

test('the font table: codes 0–31 and 127 are blank (not in the capture); \'0\' is drawn as \'O\'', () => {
  assert.equal(FONT8X8_UNCOVERED, [...Array(32).keys(), 127]);
  for (const c of FONT8X8_UNCOVERED) assert.equal(Array.from(FONT8X8.subarray(c * 8, c * 8 + 8)), [0, 0, 0, 0, 0, 0, 0, 0]);
  const zero = draw(() => outtextxy(0, 0, '0'));
  const oh = draw(() => outtextxy(0, 0, 'O'));
  assert.equal(lit(zero), lit(oh));
});

test('text is transparent: only glyph bits are written, in the drawing colour', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, RED);
    bar(0, 0, 15, 7);
    setcolor(YELLOW);
    outtextxy(0, 0, 'A');
  });
  const a = FONT8X8.subarray(65 * 8, 66 * 8);
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) assert.is(at(m, x, y), a[y]! & (0x80 >> x) ? YELLOW : RED);
});

test('clipping: a string starting left of or above the clip box, or ending below it, draws nothing', () => {
  assert.equal(lit(draw(() => outtextxy(-4, 470, 'Neg'))), []);
  assert.equal(lit(draw(() => outtextxy(300, 476, 'Bottom'))), []);
  assert.equal(lit(draw(() => outtextxy(10, -1, 'Top'))), []);
  assert.ok(lit(draw(() => outtextxy(300, 472, 'Bottom'))).length > 0);
  assert.ok(lit(draw(() => outtextxy(0, 0, 'Edge'))).length > 0);
});

test('clipping on the right: whole characters, up to the last one that fits', () => {
  const m = draw(() => outtextxy(624, 0, 'HHH')); // H at 624..631 and 632..639 fit, 640.. does not
  const xs = lit(m).map((p) => Number(p.split(',')[0]));
  assert.ok(Math.max(...xs) <= 639);
  assert.ok(xs.some((x) => x >= 632));
  const one = draw(() => outtextxy(633, 0, 'W'));
  assert.equal(lit(one), []); // 633+7 > 639
  assert.ok(lit(draw(() => outtextxy(632, 0, 'W'))).length > 0);
});

test('clipping against a viewport: relative coordinates, the same whole-string and whole-character rules', () => {
  const inside = draw(() => {
    setviewport(100, 100, 199, 199, 1);
    outtextxy(0, 0, 'AAAAAAAAAAAAAAAAAAAA'); // 20 chars, 12 fit in 100 px
  });
  const xs = lit(inside).map((p) => Number(p.split(',')[0]));
  assert.ok(Math.min(...xs) >= 100 && Math.max(...xs) <= 195);
  assert.ok(xs.some((x) => x >= 188)); // the 12th 'A' (188..195) is there
  assert.equal(lit(draw(() => { setviewport(100, 100, 199, 199, 1); outtextxy(-1, 0, 'A'); })), []);
  assert.equal(lit(draw(() => { setviewport(100, 100, 199, 199, 1); outtextxy(0, 93, 'A'); })), []);
});

test('size n replicates each glyph bit n×n and advances 8n', () => {
  const m = draw(() => {
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 3);
    outtextxy(0, 0, 'AB');
    assert.is(textwidth('AB'), 48);
    assert.is(textheight('AB'), 24);
  });
  for (const [i, code] of [[0, 65], [1, 66]] as const) {
    for (let y = 0; y < 24; y++) {
      for (let x = 0; x < 24; x++) {
        const bit = FONT8X8[code * 8 + Math.floor(y / 3)]! & (0x80 >> Math.floor(x / 3));
        assert.is(at(m, i * 24 + x, y), bit ? WHITE : 0);
      }
    }
  }
});

test('justification: CENTER_TEXT and RIGHT_TEXT move x by half / all of textwidth', () => {
  const left = draw(() => outtextxy(100, 50, 'AB'));
  const centred = draw(() => { settextjustify(CENTER_TEXT, TOP_TEXT); outtextxy(108, 50, 'AB'); });
  const right = draw(() => { settextjustify(RIGHT_TEXT, TOP_TEXT); outtextxy(116, 50, 'AB'); });
  assert.equal(lit(centred), lit(left));
  assert.equal(lit(right), lit(left));
  draw(() => {
    settextjustify(3, TOP_TEXT);
    assert.is(graphresult(), grError);
  });
});

test('outtext draws at the CP and advances it by textwidth with LEFT_TEXT/HORIZ_DIR only', () => {
  const m = draw(() => {
    moveto(10, 20);
    outtext('AB');
    assert.is(getx(), 26);
    settextjustify(CENTER_TEXT, TOP_TEXT);
    outtext('C');
    assert.is(getx(), 26);
    settextjustify(LEFT_TEXT, TOP_TEXT);
  });
  const ref = draw(() => {
    outtextxy(10, 20, 'AB');
    outtextxy(22, 20, 'C');
  });
  assert.equal(lit(m), lit(ref));
});

test('VERT_DIR turns glyphs 90° counter-clockwise, reading upward', () => {
  const m = draw(() => {
    settextstyle(DEFAULT_FONT, VERT_DIR, 1);
    outtextxy(0, 0, 'AB'); // a column 16 px tall: 'A' at the bottom (y 8..15), 'B' above it
  });
  for (const [code, top] of [[65, 8], [66, 0]] as const) {
    for (let gy = 0; gy < 8; gy++) {
      for (let gx = 0; gx < 8; gx++) {
        const bit = FONT8X8[code * 8 + gy]! & (0x80 >> gx);
        assert.is(at(m, gy, top + 7 - gx), bit ? WHITE : 0, `code ${code} (${gx},${gy})`);
      }
    }
  }
});

test('settextstyle: bad font number → grInvalidFontNum; a stroked font without its .CHR → grFontNotFound, DEFAULT_FONT stays (PRIMS3 10)', () => {
  draw(() => {
    settextstyle(12, HORIZ_DIR, 1);
    assert.is(graphresult(), grInvalidFontNum);
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 3);
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    assert.is(graphresult(), grFontNotFound);
    assert.is(grapherrormsg(grFontNotFound), 'Font file not found (TRIP.CHR)');
    assert.is(textheight('A'), 24);
  });
  assert.throws(() => draw(() => outtextxy(0, 0, 'é€')), /outtextxy: character U\+20AC/);
});

test.run();
