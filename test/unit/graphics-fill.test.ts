import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREEN_W } from '../../runtime/hw/vga.ts';
import {
  BLUE, CLOSE_DOT_FILL, DARKGRAY, EMPTY_FILL, FILL_PATTERNS, GREEN, HATCH_FILL, LIGHTGREEN, RED,
  SOLID_FILL, USER_FILL, WHITE, YELLOW, bar, floodfill, graphresult, grError, grNoFloodMem, line,
  outtextxy, putpixel, rectangle, setbkcolor, setcolor, setfillpattern, setfillstyle, setviewport,
} from '../../runtime/tc/graphics.ts';
import { FLOOD_STACK_ENTRIES } from '../../runtime/tc/bgi/floodfill.ts';
import { at, draw, lit } from './graphics-harness.ts';

/** The expected colour of (x, y) under an 8-row pattern, screen-aligned. */
function patternColor(rows: readonly number[], color: number, x: number, y: number): number {
  return rows[y & 7]! & (0x80 >> (x & 7)) ? color : 0;
}

test('bar paints every predefined pattern screen-aligned: row y&7, bit 0x80>>(x&7), clear bits colour 0', () => {
  for (let p = EMPTY_FILL; p <= CLOSE_DOT_FILL; p++) {
    const m = draw(() => {
      setfillstyle(p, YELLOW);
      bar(3, 5, 21, 22); // deliberately not on a multiple of 8
    });
    for (let y = 0; y < 30; y++) {
      for (let x = 0; x < 30; x++) {
        const inside = x >= 3 && x <= 21 && y >= 5 && y <= 22;
        const want = inside ? patternColor(FILL_PATTERNS[p]!, YELLOW, x, y) : 0;
        assert.is(at(m, x, y), want, `pattern ${p} at (${x},${y})`);
      }
    }
  }
});

test('bar over existing pixels overwrites them with colour 0 where the pattern is clear', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, RED);
    bar(0, 0, 15, 15);
    setfillstyle(EMPTY_FILL, WHITE);
    bar(4, 4, 11, 11);
  });
  assert.is(at(m, 3, 3), RED);
  assert.is(at(m, 4, 4), 0);
  assert.is(at(m, 11, 11), 0);
  assert.is(at(m, 12, 12), RED);
});

test('setfillpattern gives USER_FILL; setfillstyle(USER_FILL) and a bad style → grError, unchanged (PRIMS3 16)', () => {
  const rows = [0x81, 0, 0xff, 0, 0x18, 0, 0x3c, 0];
  const m = draw(() => {
    setfillpattern(rows, GREEN);
    setfillstyle(13, BLUE);
    assert.is(graphresult(), grError);
    bar(0, 0, 7, 7);
    setfillstyle(USER_FILL, RED);
    assert.is(graphresult(), grError);
    setfillpattern(rows, BLUE);
    bar(8, 0, 15, 7);
  });
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      assert.is(at(m, x, y), patternColor(rows, GREEN, x, y));
      assert.is(at(m, x + 8, y), patternColor(rows, BLUE, x, y));
    }
  }
});

test('setfillpattern in a colour past getmaxcolor (16, −1) → grError, pattern and colour unchanged (oracle-gen v13 S00043 9)', () => {
  const rows = [0xf0, 0, 0, 0, 0, 0, 0, 0];
  const m = draw(() => {
    setfillpattern(rows, GREEN);
    for (const bad of [16, -1, 255]) {
      setfillpattern([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], bad);
      assert.is(graphresult(), grError, `colour ${bad}`);
    }
    bar(0, 0, 7, 7);
  });
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) assert.is(at(m, x, y), patternColor(rows, GREEN, x, y));
});

test('bar is clipped to the viewport and relative to it', () => {
  const m = draw(() => {
    setviewport(10, 10, 19, 19, 1);
    bar(-5, -5, 12, 2);
  });
  const pts = lit(m);
  assert.is(pts.length, 10 * 3);
  assert.is(at(m, 10, 10), WHITE);
  assert.is(at(m, 19, 12), WHITE);
  assert.is(at(m, 20, 12), 0);
});

test('a bar whose diagonal misses the clip rectangle draws nothing, though its box crosses it (probe PBAR)', () => {
  const m = draw(() => {
    setviewport(10, 10, 19, 19, 1);
    // (5,5)→(110,12) passes above the viewport: the line clipper rejects it.
    bar(-5, -5, 100, 2);
  });
  assert.is(lit(m).length, 0);
});

test('floodfill fills a concave U through its bottom and stops at the exact border colour', () => {
  const m = draw(() => {
    setcolor(RED);
    // U: outer 0..40 × 0..40, notch 15..25 × 0..30
    line(0, 0, 15, 0); line(15, 0, 15, 30); line(15, 30, 25, 30); line(25, 30, 25, 0);
    line(25, 0, 40, 0); line(40, 0, 40, 40); line(40, 40, 0, 40); line(0, 40, 0, 0);
    putpixel(5, 35, 12); // LIGHTRED is not the border: filled over
    setfillstyle(SOLID_FILL, BLUE);
    floodfill(5, 35, RED);
    assert.is(graphresult(), 0);
  });
  assert.is(at(m, 5, 35), BLUE);
  assert.is(at(m, 35, 5), BLUE); // the other arm, reached round the bottom
  assert.is(at(m, 20, 10), 0); // inside the notch: outside the U
  assert.is(at(m, 15, 10), RED);
  assert.is(at(m, 41, 20), 0);
  let blue = 0;
  for (let i = 0; i < m.vga.pixels.length; i++) if (m.vga.pixels[i] === BLUE) blue++;
  assert.is(blue, 39 * 39 - 11 * 30); // interior minus the notch (x 15..25, y 0..29 incl. its walls)
});

test('floodfill is 4-connected: a one-pixel diagonal line holds it', () => {
  const m = draw(() => {
    setcolor(WHITE);
    line(0, 20, 20, 0);
    setfillstyle(SOLID_FILL, GREEN);
    floodfill(0, 0, WHITE);
  });
  assert.is(at(m, 0, 0), GREEN);
  assert.is(at(m, 9, 10), GREEN); // left of the diagonal at row 10? (10,10) is on it
  assert.is(at(m, 11, 10), 0);
  assert.is(at(m, 30, 30), 0);
});

test('floodfill of a region touching the screen edge stays on the screen', () => {
  const m = draw(() => {
    line(0, 300, 100, 300);
    line(100, 300, 100, 479);
    setfillstyle(SOLID_FILL, GREEN);
    floodfill(50, 400, WHITE);
  });
  assert.is(at(m, 0, 479), GREEN);
  assert.is(at(m, 99, 301), GREEN);
  assert.is(at(m, 101, 400), 0);
  assert.is(at(m, 50, 299), 0);
});

test('seed on the border colour: nothing happens and no error', () => {
  const m = draw(() => {
    rectangle(10, 10, 30, 30);
    setfillstyle(SOLID_FILL, RED);
    floodfill(10, 20, WHITE);
    assert.is(graphresult(), 0);
  });
  assert.is(lit(m).length, 80);
});

test('seed outside the clip rectangle: nothing, no error; the fill never leaves the viewport', () => {
  const m = draw(() => {
    setviewport(100, 100, 149, 149, 1);
    setfillstyle(SOLID_FILL, RED);
    floodfill(-1, 10, WHITE);
    floodfill(50, 10, WHITE);
    assert.is(graphresult(), 0);
    floodfill(10, 10, WHITE);
  });
  const pts = lit(m);
  assert.is(pts.length, 50 * 50);
  assert.is(at(m, 100, 100), RED);
  assert.is(at(m, 149, 149), RED);
  assert.is(at(m, 99, 120), 0);
  assert.is(at(m, 150, 120), 0);
});

test('HATCH_FILL floodfill is screen-aligned and paints clear bits in colour 0 (oracle p3 region)', () => {
  const m = draw(() => {
    rectangle(540, 60, 630, 120);
    setfillstyle(HATCH_FILL, LIGHTGREEN);
    floodfill(585, 90, WHITE);
  });
  for (let y = 61; y < 120; y++) {
    for (let x = 541; x < 630; x++) {
      assert.is(at(m, x, y), patternColor(FILL_PATTERNS[HATCH_FILL]!, LIGHTGREEN, x, y), `(${x},${y})`);
    }
  }
});

test('a plain rectangle (the fast path) fills exactly as the span fill does, in every pattern', () => {
  // Left box: a plain rectangle, filled by the rectangle fast path. Right box: the same with one
  // border pixel inside, which sends it through the general span fill. Apart from that pixel,
  // the two must come out identical, offset by a multiple of 8 so the patterns line up.
  // The notch moves through the four byte positions of a word (the fast path tests 4 pixels at once).
  for (let style = EMPTY_FILL; style <= CLOSE_DOT_FILL; style++) {
    const notchX = 328 + (style & 3);
    const m = draw(() => {
      setcolor(WHITE);
      rectangle(100, 100, 160, 141);
      rectangle(300, 100, 360, 141);
      putpixel(notchX, 120, WHITE);
      setfillstyle(style, GREEN);
      floodfill(130, 120, WHITE);
      floodfill(310, 105, WHITE);
    });
    assert.is(at(m, notchX, 120), WHITE);
    for (let y = 101; y < 141; y++) {
      for (let x = 101; x < 160; x++) {
        if (x + 200 === notchX && y === 120) continue;
        assert.is(at(m, x, y), at(m, x + 200, y), `style ${style} at (${x},${y})`);
        assert.is(at(m, x, y), patternColor(FILL_PATTERNS[style]!, GREEN, x, y), `style ${style} at (${x},${y})`);
      }
    }
  }
});

test('floodfill overwrites other colours (text) and pixels already in the fill colour', () => {
  const m = draw(() => {
    setcolor(DARKGRAY);
    rectangle(30, 60, 210, 120);
    setcolor(YELLOW);
    outtextxy(40, 85, 'TEXT INSIDE');
    putpixel(50, 70, RED);
    setfillstyle(SOLID_FILL, RED);
    floodfill(35, 65, DARKGRAY);
  });
  for (let y = 61; y < 120; y++) for (let x = 31; x < 210; x++) assert.is(at(m, x, y), RED);
});

test(`flood stack: ${FLOOD_STACK_ENTRIES} spans of 8 bytes in the 4 KB buffer; overflowing it → grNoFloodMem`, () => {
  // A comb hanging from row 0: 1-pixel columns between border lines at x = 0, 2, 4, … on rows
  // 1..10. Row 0 stacks one span per column; the fill comes back up from row 11 and stacks them
  // again before the first ones are used, so the stack peaks near twice the column count.
  const comb = (borders: number): number => {
    let result = 0;
    draw(() => {
      for (let i = 0; i < borders; i++) line(2 * i, 1, 2 * i, 10);
      setfillstyle(SOLID_FILL, RED);
      floodfill(1, 0, WHITE);
      result = graphresult();
    });
    return result;
  };
  assert.is(comb(256), 0);
  assert.is(comb(257), grNoFloodMem);
});

test('setbkcolor changes palette entry 0 only; out of range changes nothing, grOk (probe PQUERY)', () => {
  const m = draw(() => {
    setbkcolor(BLUE);
    setbkcolor(16);
    assert.is(graphresult(), 0);
  });
  assert.equal(Array.from(m.vga.palette.slice(0, 3)), [0x00, 0x00, 0xaa]);
  assert.equal(Array.from(m.vga.palette.slice(45, 48)), [0xff, 0xff, 0xff]);
  assert.is(SCREEN_W, 640);
});

test.run();
