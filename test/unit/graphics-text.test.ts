import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import { FONT8X8, FONT8X8_UNCOVERED } from '../../runtime/tc/font8x8.ts';
import {
  BOTTOM_TEXT, CENTER_TEXT, DEFAULT_FONT, HORIZ_DIR, LEFT_TEXT, RED, RIGHT_TEXT, SOLID_FILL, TOP_TEXT, USER_CHAR_SIZE, VERT_DIR,
  WHITE, YELLOW, bar, gettextsettings, getx, gety, graphresult, grError, grFontNotFound, grInvalidFontNum, grapherrormsg, TRIPLEX_FONT, moveto,
  outtext, outtextxy, setcolor, setfillstyle, settextjustify, settextstyle, setusercharsize, setviewport, textheight, textsettings, textwidth,
} from '../../runtime/tc/graphics.ts';
import { readIndexedPng } from '../support/frames.ts';
import { at, draw, lit, points } from './graphics-harness.ts';

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
  const codes = [...Array(256).keys()].filter((c) => c >= 32 && c !== 127);
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

test('the font table: only code 0 (the string\'s end) is blank; 1–31 and 127 as a DOSBox probe drew them; \'0\' is drawn as \'O\'', () => {
  assert.equal(FONT8X8_UNCOVERED, [0]);
  assert.equal(Array.from(FONT8X8.subarray(0, 8)), [0, 0, 0, 0, 0, 0, 0, 0]);
  // Code 1, the smiling face, and 127, the house (probe pfont).
  assert.equal(Array.from(FONT8X8.subarray(8, 16)), [0x7e, 0x81, 0xa5, 0x81, 0xbd, 0x99, 0x81, 0x7e]);
  assert.equal(Array.from(FONT8X8.subarray(127 * 8, 128 * 8)), [0x00, 0x10, 0x38, 0x6c, 0xc6, 0xc6, 0xfe, 0x00]);
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

test('clipping against a viewport: its right and bottom edges cut whole characters, its left and top do not', () => {
  const inside = draw(() => {
    setviewport(100, 100, 199, 199, 1);
    outtextxy(0, 0, 'AAAAAAAAAAAAAAAAAAAA'); // 20 chars, 12 fit in 100 px
  });
  assert.equal(lit(inside), lit(draw(() => outtextxy(100, 100, 'AAAAAAAAAAAA'))));
  // Probe pclip: across the viewport's left or top edge the string is drawn whole (only the
  // screen's edges cut there); across its bottom edge nothing is drawn.
  assert.equal(lit(draw(() => { setviewport(100, 100, 199, 199, 1); outtextxy(-1, 0, 'A'); })), lit(draw(() => outtextxy(99, 100, 'A'))));
  assert.equal(lit(draw(() => { setviewport(100, 100, 199, 199, 1); outtextxy(0, -1, 'A'); })), lit(draw(() => outtextxy(100, 99, 'A'))));
  assert.equal(lit(draw(() => { setviewport(100, 100, 199, 199, 1); outtextxy(0, 93, 'A'); })), []);
});

test('PRIMS3 13: size 2 "ClipOn" in a clipping viewport ends after "ClipO"; "ClipOff" in a non-clipping one is whole', () => {
  const on = draw(() => {
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
    setviewport(60, 60, 260, 200, 1);
    outtextxy(120, 5, 'ClipOn'); // 'n' would be 260..275
  });
  assert.equal(lit(on), lit(draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); outtextxy(180, 65, 'ClipO'); })));
  const off = draw(() => {
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
    setviewport(360, 60, 460, 200, 0);
    outtextxy(120, 5, 'ClipOff'); // past the viewport's right edge, inside the screen
  });
  assert.equal(lit(off), lit(draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); outtextxy(480, 65, 'ClipOff'); })));
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

test('justification, HORIZ_DIR: CENTER_TEXT starts at x − (w/2 − 1), RIGHT_TEXT ends at x − 1 (PRIMS3 11)', () => {
  const left = draw(() => outtextxy(100, 50, 'AB'));
  const centred = draw(() => { settextjustify(CENTER_TEXT, TOP_TEXT); outtextxy(107, 50, 'AB'); });
  const right = draw(() => { settextjustify(RIGHT_TEXT, TOP_TEXT); outtextxy(116, 50, 'AB'); });
  assert.equal(lit(centred), lit(left));
  assert.equal(lit(right), lit(left));
  // Across: BOTTOM_TEXT ends the cell at y − 1, CENTER_TEXT starts it at y − h/2 (size 2: 8).
  const top = draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); outtextxy(100, 50, 'AB'); });
  const bottom = draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); settextjustify(LEFT_TEXT, BOTTOM_TEXT); outtextxy(100, 66, 'AB'); });
  const middle = draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, 2); settextjustify(LEFT_TEXT, CENTER_TEXT); outtextxy(100, 58, 'AB'); });
  assert.equal(lit(bottom), lit(top));
  assert.equal(lit(middle), lit(top));
  draw(() => {
    settextjustify(3, TOP_TEXT);
    assert.is(graphresult(), grError);
  });
});

test('PRIMS3 11: "Odd" and "Even" centred at (100,300) and (200,300) start at x 89 and 185', () => {
  const m = draw(() => {
    settextjustify(CENTER_TEXT, CENTER_TEXT);
    outtextxy(100, 300, 'Odd');
    outtextxy(200, 300, 'Even');
  });
  const odd = draw(() => outtextxy(89, 296, 'Odd'));
  const even = draw(() => outtextxy(185, 296, 'Even'));
  assert.equal(lit(m), [...lit(odd), ...lit(even)].sort(byRaster));
});

test('outtext draws at the CP and advances it by textwidth with LEFT_TEXT/HORIZ_DIR only (PRIMS3 10–11)', () => {
  const m = draw(() => {
    moveto(10, 20);
    outtext('AB');
    assert.is(getx(), 26);
    settextjustify(CENTER_TEXT, TOP_TEXT);
    outtext('C');
    assert.is(getx(), 26);
    settextjustify(RIGHT_TEXT, TOP_TEXT);
    outtext('D');
    assert.is(getx(), 26);
    settextjustify(LEFT_TEXT, TOP_TEXT);
    settextstyle(DEFAULT_FONT, VERT_DIR, 1);
    outtext('E');
    assert.is(getx(), 26);
    assert.is(gety(), 20);
  });
  const ref = draw(() => {
    outtextxy(10, 20, 'AB');
    outtextxy(23, 20, 'C'); // 26 − (8/2 − 1)
    outtextxy(18, 20, 'D'); // 26 − 8
    settextstyle(DEFAULT_FONT, VERT_DIR, 1);
    outtextxy(26, 20, 'E'); // a column at 18..25
  });
  assert.equal(lit(m), lit(ref));
});

/** The lit pixels of `code` turned 90° counter-clockwise, scaled n, in the cell at (x, y). */
function turned(code: number, x: number, y: number, n = 1): string[] {
  const out: [number, number][] = [];
  for (let gy = 0; gy < 8; gy++) {
    for (let gx = 0; gx < 8; gx++) {
      if (!(FONT8X8[code * 8 + gy]! & (0x80 >> gx))) continue;
      for (let sy = 0; sy < n; sy++) for (let sx = 0; sx < n; sx++) out.push([x + gy * n + sx, y + (7 - gx) * n + sy]);
    }
  }
  return points(...out);
}

const byRaster = (a: string, b: string): number => {
  const [ax, ay] = a.split(',').map(Number), [bx, by] = b.split(',').map(Number);
  return ay! - by! || ax! - bx!;
};

test('VERT_DIR: glyphs turned 90° counter-clockwise, reading upward; LEFT/TOP puts the column left of x, from y down (PRIMS3 10)', () => {
  // PRIMS3 10: "Vt" at (460,300), size 1: 'V' in the cell (452,308), 't' above it at (452,300).
  const m = draw(() => {
    settextstyle(DEFAULT_FONT, VERT_DIR, 1);
    outtextxy(460, 300, 'Vt');
  });
  assert.equal(lit(m), [...turned(86, 452, 308), ...turned(116, 452, 300)].sort(byRaster));
  // Size 2 at (500,300): the 16-wide column at 484..499.
  const m2 = draw(() => {
    settextstyle(DEFAULT_FONT, VERT_DIR, 2);
    outtextxy(500, 300, 'Vt');
  });
  assert.equal(lit(m2), [...turned(86, 484, 316, 2), ...turned(116, 484, 300, 2)].sort(byRaster));
});

test('VERT_DIR justification: x − 8n for LEFT and RIGHT, x − (4n − 1) for CENTER; y − len·8n, − len·4n, 0 (PRIMS3 11)', () => {
  // The cells PRIMS3 11 shows for "Vert" (4 characters) at its anchors, [h, v, size, x, y, left, top].
  const cases: [number, number, number, number, number, number, number][] = [
    [LEFT_TEXT, BOTTOM_TEXT, 1, 360, 60, 352, 28],
    [LEFT_TEXT, CENTER_TEXT, 2, 360, 190, 344, 158],
    [LEFT_TEXT, TOP_TEXT, 1, 360, 320, 352, 320],
    [CENTER_TEXT, CENTER_TEXT, 1, 450, 190, 447, 174],
    [CENTER_TEXT, TOP_TEXT, 2, 450, 320, 443, 320],
    [RIGHT_TEXT, BOTTOM_TEXT, 1, 540, 60, 532, 28],
    [RIGHT_TEXT, CENTER_TEXT, 2, 540, 190, 524, 158],
    [RIGHT_TEXT, TOP_TEXT, 1, 540, 320, 532, 320],
  ];
  for (const [h, v, n, x, y, left, top] of cases) {
    const m = draw(() => {
      settextstyle(DEFAULT_FONT, VERT_DIR, n);
      settextjustify(h, v);
      outtextxy(x, y, 'Vert');
    });
    const want = [...'Vert'].flatMap((c, i) => turned(c.charCodeAt(0), left, top + (3 - i) * 8 * n, n)).sort(byRaster);
    assert.equal(lit(m), want, `${h},${v} size ${n} at (${x},${y})`);
  }
});

test('VERT_DIR clipping: characters stop at the first that leaves the clip box, reading upward (PRIMS3 11)', () => {
  // PRIMS3 11: "Vert" size 2, CENTER/BOTTOM at (450,60): the column spans y −4..59, 't' is dropped.
  const m = draw(() => {
    settextstyle(DEFAULT_FONT, VERT_DIR, 2);
    settextjustify(CENTER_TEXT, BOTTOM_TEXT);
    outtextxy(450, 60, 'Vert');
  });
  assert.equal(lit(m), [...'Ver'].flatMap((c, i) => turned(c.charCodeAt(0), 443, 44 - i * 16, 2)).sort(byRaster));
  // The first character (the bottom one) out of the box: nothing, as with HORIZ_DIR's "Neg".
  const low = draw(() => { settextstyle(DEFAULT_FONT, VERT_DIR, 1); outtextxy(100, 473, 'AB'); }); // 'A' at 473..480
  assert.equal(lit(low), []);
  const right = draw(() => { settextstyle(DEFAULT_FONT, VERT_DIR, 1); outtextxy(647, 100, 'AB'); }); // column 639..646
  assert.equal(lit(right), []);
  const edge = draw(() => { settextstyle(DEFAULT_FONT, VERT_DIR, 1); outtextxy(640, 100, 'AB'); }); // column 632..639
  assert.equal(lit(edge), [...turned(65, 632, 108), ...turned(66, 632, 100)].sort(byRaster));
});

test('charsize: any is kept (11 measures 8·11), 0 (USER_CHAR_SIZE) is drawn as 1 (probe PQUERY, PTEXT)', () => {
  draw(() => {
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 11);
    assert.is(graphresult(), 0); // PRIMS3 10: "10 size 11: result 0" (measured)
    const ts = textsettings();
    gettextsettings(ts);
    assert.is(ts.charsize, 11);
    assert.is(textheight('A'), 88);
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 12);
    assert.is(textwidth('Hello'), 480); // PQUERY
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 0);
    gettextsettings(ts);
    assert.is(ts.charsize, 0);
    setusercharsize(3, 1, 2, 1); // only stroked fonts use these
    assert.is(textwidth('AB'), 16);
    assert.is(textheight('AB'), 8);
  });
  const zero = draw(() => { settextstyle(DEFAULT_FONT, HORIZ_DIR, USER_CHAR_SIZE); outtextxy(10, 10, 'Ag'); });
  assert.equal(lit(zero), lit(draw(() => outtextxy(10, 10, 'Ag'))));
});

test('PRIMS3 10 numbers: textwidth("Ag0") and textheight at sizes 1..5, textheight at 6..10', () => {
  draw(() => {
    for (let n = 1; n <= 5; n++) {
      settextstyle(DEFAULT_FONT, HORIZ_DIR, n);
      assert.is(textwidth('Ag0'), 24 * n);
      assert.is(textheight('Ag0'), 8 * n);
    }
    for (let n = 6; n <= 10; n++) {
      settextstyle(DEFAULT_FONT, HORIZ_DIR, n);
      assert.is(textwidth('A'), 8 * n);
      assert.is(textheight('A'), 8 * n);
    }
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 5);
    assert.is(textwidth('AB\0CD'), 80); // strlen stops at NUL
    settextstyle(DEFAULT_FONT, VERT_DIR, 5); // not measured: VERT_DIR measured as HORIZ_DIR (along, across)
    assert.is(textwidth('AB'), 80);
    assert.is(textheight('AB'), 40);
  });
});

test('settextstyle: bad font number → grInvalidFontNum; a stroked font without its .CHR → grFontNotFound, DEFAULT_FONT stays (PRIMS3 10), at charsize 1 (probe PTS)', () => {
  draw(() => {
    settextstyle(12, HORIZ_DIR, 1);
    assert.is(graphresult(), grInvalidFontNum);
    settextstyle(DEFAULT_FONT, HORIZ_DIR, 3);
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    assert.is(graphresult(), grFontNotFound);
    assert.is(grapherrormsg(grFontNotFound), 'Font file not found (TRIP.CHR)');
    assert.is(textheight('A'), 8); // a failed settextstyle sets charsize 1 (PTS), not the 3 before
  });
  assert.throws(() => draw(() => outtextxy(0, 0, 'é€')), /outtextxy: character U\+20AC/);
});

test('huge or non-integer coordinates: drawn where their 16-bit ints put them, or an error naming the call', () => {
  // the driver's coordinates are ints (bgi/bitfont.ts, probe PTWR): ±2^31 is 0 there
  const scene = (big: number) => draw(() => {
    for (const h of [LEFT_TEXT, CENTER_TEXT, RIGHT_TEXT]) {
      settextjustify(h, TOP_TEXT);
      outtextxy(big, 10, 'A'.repeat(1000));
      outtextxy(-big, 10, 'A');
      settextstyle(DEFAULT_FONT, VERT_DIR, 10);
      outtextxy(10, big, 'A'.repeat(1000));
      outtextxy(10, -big, 'A'.repeat(1000));
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 1);
    }
  });
  assert.equal(lit(scene(2 ** 31)), lit(scene(0)));
  assert.throws(() => draw(() => outtextxy(1.5, 0, 'A')), /outtextxy: argument 1 \(x\) must be an integer/);
  assert.throws(() => draw(() => settextstyle(DEFAULT_FONT, HORIZ_DIR, 0.5)), /settextstyle: argument 3 \(charsize\) must be an integer/);
});

test.run();
