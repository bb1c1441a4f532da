/**
 * Stroked fonts: a .CHR file the test builds (the project ships none of Borland's) put on the C:
 * drive, then loaded by settextstyle and drawn as lines. The pixel expectations follow the rules
 * runtime/tc/bgi/strokefont.ts measured with Borland's .CHR files (DOSBox probes PSTK, PSTK2: scale
 * table, truncating IMUL/IDIV, the origin textheight below the box's top, the box's placing), the
 * error codes Borland's documentation.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Machine } from '../../runtime/machine.ts';
import { dosName, driveOf } from '../../runtime/dos/drive.ts';
import { installDirectories, mkdir } from '../../runtime/dos/directories.ts';
import { parseChr } from '../../runtime/tc/bgi/chr.ts';
import {
  BOTTOM_TEXT, CENTER_TEXT, GOTHIC_FONT, closegraph, DEFAULT_FONT, DETECT, DOTTED_LINE, HORIZ_DIR, LEFT_TEXT, RIGHT_TEXT, SANS_SERIF_FONT, SMALL_FONT, THICK_WIDTH, TOP_TEXT,
  TRIPLEX_FONT, USER_CHAR_SIZE, VERT_DIR, XOR_PUT, getlinesettings, gettextsettings, getx, grapherrormsg, graphresult, grFontNotFound,
  grInvalidFont, grOk, initgraph, installuserfont, linesettings, moveto, outtext, outtextxy, setcolor, setlinestyle,
  settextjustify, settextstyle, setusercharsize, setviewport, setwritemode, textheight, textsettings, textwidth,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { at, lit, points, run } from './graphics-harness.ts';
import { chrFile, type Glyph } from '../../tools/chr-font.mjs';

/** A font of `glyphs` from code `first`, each ending with a move to (width, 0) as Borland's glyphs do; its header names it `name`. */
function makeChr(first: number, capital: number, baseline: number, descender: number, glyphs: Glyph[], name = 'TRIP'): Uint8Array {
  return chrFile({ name, first, capital, baseline, descender, glyphs: glyphs.map((g) => ({ width: g.width, strokes: [...g.strokes, ['m', g.width, 0]] })) });
}

/** 'A' a square, 'B' a triangle, 'C' a stroke from the descender to the capital top. */
const GLYPHS: Glyph[] = [
  { width: 9, strokes: [['m', 1, 0], ['d', 1, 6], ['d', 7, 6], ['d', 7, 0], ['d', 1, 0]] },
  { width: 10, strokes: [['m', 0, 0], ['d', 4, 8], ['d', 8, 0], ['d', 0, 0]] },
  { width: 4, strokes: [['m', 2, -2], ['d', 2, 8]] },
];
const FONT = makeChr(65, 8, 0, -2, GLYPHS);

/** Run `body` after initgraph on a machine whose C: drive holds `files`. */
function withFiles(files: Record<string, Uint8Array>, body: () => void, m = new Machine()): Machine {
  for (const [name, bytes] of Object.entries(files)) driveOf(m).write(name, bytes);
  return run(() => {
    initgraph(ref(DETECT), ref(0), 'c:\\tc');
    body();
  }, m);
}

/** The lit pixels of the outline of the rectangle (x0, y0)–(x1, y1). */
function outline(x0: number, y0: number, x1: number, y1: number): string[] {
  const p: [number, number][] = [];
  for (let x = x0; x <= x1; x++) p.push([x, y0], [x, y1]);
  for (let y = y0 + 1; y < y1; y++) p.push([x0, y], [x1, y]);
  return points(...p);
}

test('parseChr: the header fields, widths and strokes of the built file', () => {
  const f = parseChr(FONT)!;
  assert.ok(f);
  assert.equal([f.first, f.count, f.capital, f.baseline, f.descender], [65, 3, 8, 0, -2]);
  assert.equal([...f.widths], [9, 10, 4]);
  assert.equal([...f.start], [0, 6, 11, 14]);
  assert.equal([...f.x.subarray(11, 14)], [2, 2, 4]);
  assert.equal([...f.y.subarray(11, 14)], [-2, 8, 0]); // 7-bit two's complement
  assert.equal([...f.op.subarray(0, 5)], [1, 2, 2, 2, 2]); // move, then draws
});

test('settextstyle(TRIPLEX_FONT) with TRIP.CHR on the disk: grOk, the font and size are set', () => {
  const ts = textsettings();
  let r = 1;
  withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, VERT_DIR, 5);
    r = graphresult();
    gettextsettings(ts);
  });
  assert.is(r, grOk);
  assert.equal([ts.font, ts.direction, ts.charsize], [TRIPLEX_FONT, VERT_DIR, 5]);
});

test('textwidth/textheight at sizes 1..10: the scale table 3/5 2/3 3/4 1 4/3 5/3 2 5/2 3 4, the string\'s width scaled once (probe pstroke)', () => {
  const widths: number[] = [], heights: number[] = [];
  withFiles({ 'TRIP.CHR': FONT }, () => {
    for (let n = 1; n <= 10; n++) {
      settextstyle(TRIPLEX_FONT, HORIZ_DIR, n);
      widths.push(textwidth('AB'));
      heights.push(textheight('anything'));
    }
  });
  // 'A' 9 and 'B' 10 wide, capital 8 above and descender 2 below the origin: 10 tall.
  assert.equal(widths, [11, 12, 14, 19, 25, 31, 38, 47, 57, 76]); // trunc(19 · mult / div)
  assert.equal(heights, [6, 6, 7, 10, 13, 16, 20, 25, 30, 40]);
});

test('characters outside the file have no width; the string stops at NUL', () => {
  let w = 0;
  withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    w = textwidth('A?z\u00ffB\0A');
  });
  assert.is(w, 19);
});

test('USER_CHAR_SIZE scales x by multx/divx and y by multy/divy', () => {
  let w = 0, h = 0;
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, USER_CHAR_SIZE);
    setusercharsize(2, 1, 1, 2);
    w = textwidth('A');
    h = textheight('A');
    outtextxy(100, 50, 'A');
  });
  assert.is(w, 18);
  assert.is(h, 5);
  // The origin 5 (textheight) below the top: the square's corners (1,0) and (7,6) land at
  // (102, 55) and (114, 52).
  assert.equal(lit(m), outline(102, 52, 114, 55));
});

test('a glyph at size 4 is its strokes, one font unit per pixel, the origin textheight below the top row (TOP_TEXT)', () => {
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    setcolor(12);
    outtextxy(100, 50, 'A');
  });
  // Font (1,0)–(7,6), y up, textheight 10: x 101..107, y 50+10−6 .. 50+10.
  assert.equal(lit(m), outline(101, 54, 107, 60));
  assert.is(at(m, 101, 54), 12);
});

test('a glyph at size 8 (5/2): every coordinate scaled and truncated', () => {
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 8);
    outtextxy(100, 50, 'A');
  });
  // x 1→2 (2.5), 7→17 (17.5); y 6→15, textheight 10→25.
  assert.equal(lit(m), outline(102, 60, 117, 75));
});

test('negative coordinates truncate toward zero (IDIV): the descender at size 1', () => {
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 1);
    outtextxy(100, 50, 'C');
  });
  // x 2→1 (1.2); y −2→−1 (−1.2), 8→4 (4.8), textheight 10→6: rows 50+6−4 .. 50+6+1.
  assert.equal(lit(m), points(...[52, 53, 54, 55, 56, 57].map((y): [number, number] => [101, y])));
});

test('the second character starts at the first one\'s scaled width; outtext advances the CP by textwidth', () => {
  let x = 0;
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    moveto(10, 50);
    outtext('AB');
    x = getx();
  });
  assert.is(x, 29);
  // 'B' from x 19: its base (0,0)–(8,0) on row 60, its apex (4,8) on row 52.
  assert.is(at(m, 19, 60), 15);
  assert.is(at(m, 27, 60), 15);
  assert.is(at(m, 23, 52), 15);
  assert.is(at(m, 28, 60), 0);
});

test('the next character starts where the last one left the pen, not at its width; a first draw starts at its origin (PSFR)', () => {
  // 'A' (width 9) a stroke (0,0)–(4,0) that leaves the pen there; 'B' a draw to (0,2) first.
  const font = chrFile({ name: 'TRIP', first: 65, capital: 2, baseline: 0, descender: 0, glyphs: [
    { width: 9, strokes: [['m', 0, 0], ['d', 4, 0]] },
    { width: 9, strokes: [['d', 0, 2]] },
  ] });
  let x = 0;
  const m = withFiles({ 'TRIP.CHR': font }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    moveto(10, 50);
    outtext('AAB');
    x = getx();
  });
  assert.is(x, 37); // the CP still by textwidth
  // textheight 2: the origin on row 52; 'A' 10..14, the second 14..18, 'B' from (18,52) to (18,50)
  const row = [10, 11, 12, 13, 14, 15, 16, 17, 18].map((px): [number, number] => [px, 52]);
  assert.equal(lit(m), points(...row, [18, 51], [18, 50]));
});

test('justification: the string box (textwidth × textheight); CENTER_TEXT takes width/2 − 1 and height/2 rounded up', () => {
  const right = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    settextjustify(RIGHT_TEXT, BOTTOM_TEXT);
    outtextxy(300, 200, 'A');
  });
  // Box 9×10 ending at x 300, y 200: origin x 291, top row 190, the origin on row 200.
  assert.equal(lit(right), outline(292, 194, 298, 200));
  const centre = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    settextjustify(CENTER_TEXT, CENTER_TEXT);
    outtextxy(300, 200, 'A');
  });
  // Box from x 300 − (4 − 1), y 200 − 5.
  assert.equal(lit(centre), outline(298, 199, 304, 205));
});

test('VERT_DIR: turned 90° counter-clockwise, reading upward; LEFT_TEXT starts the box at x', () => {
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, VERT_DIR, 4);
    settextjustify(LEFT_TEXT, TOP_TEXT);
    outtextxy(200, 100, 'AC');
  });
  // Box 10 wide (textheight) from x 200, 13 tall (textwidth) from y 100. Font (fx, fy) →
  // (200 + 10 − fy, 100 + 13 − pen − fx): 'A' square x 204..210, y 106..112; 'C' (pen 9) the
  // row x 202..212 at y 100 + 13 − 9 − 2.
  const a = outline(204, 106, 210, 112);
  const c = points(...[202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212].map((x): [number, number] => [x, 102]));
  assert.equal(lit(m), points(...[...a, ...c].map((s) => s.split(',').map(Number) as [number, number])));
});

test('strokes are solid thin lines whatever setlinestyle says, in setwritemode\'s mode (XOR clears shared corners), and the settings stay', () => {
  const ls = linesettings();
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    setlinestyle(DOTTED_LINE, 0, THICK_WIDTH);
    setwritemode(XOR_PUT);
    outtextxy(100, 50, 'A');
    getlinesettings(ls);
  });
  const corners = new Set(points([101, 54], [107, 54], [101, 60], [107, 60]));
  assert.equal(lit(m), outline(101, 54, 107, 60).filter((p) => !corners.has(p)));
  assert.equal([ls.linestyle, ls.thickness], [DOTTED_LINE, THICK_WIDTH]);
});

test('strokes are clipped to the viewport as lines are', () => {
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    setviewport(0, 0, 104, 479, 1);
    outtextxy(100, 50, 'A');
  });
  const px = lit(m).map((s) => Number(s.split(',')[0]));
  assert.ok(px.length > 0);
  assert.ok(px.every((x) => x <= 104));
  assert.is(at(m, 104, 54), 15);
  assert.is(at(m, 101, 57), 15);
});

test('a missing file still gives grFontNotFound naming it; DEFAULT_FONT stays', () => {
  const ts = textsettings();
  let r = 0, msg = '';
  withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(SANS_SERIF_FONT, HORIZ_DIR, 4);
    r = graphresult();
    msg = grapherrormsg(r);
    gettextsettings(ts);
  });
  assert.is(r, grFontNotFound);
  assert.is(msg, 'Font file not found (SANS.CHR)');
  assert.is(ts.font, 0);
});

test('malformed files → grInvalidFont, no crash, the settings unchanged', () => {
  const bad: Record<string, Uint8Array> = {};
  const sigless = FONT.slice();
  sigless[0x80] = 0x2a; // not '+'
  const notPk = FONT.slice();
  notPk[1] = 0x4c;
  const noEof = FONT.slice(0, 0x80).map((b) => (b === 0x1a ? 0x1b : b));
  const farOffset = FONT.slice();
  farOffset[0x80 + 16 + 2] = 0xff; // 'B' strokes far past the end
  const farStrokes = FONT.slice();
  farStrokes[0x85 + 1] = 0x7f; // the stroke table past the end
  const noEnd = FONT.slice(0, FONT.length - 2); // the last character's end command cut off
  const bigCount = FONT.slice();
  bigCount[0x82] = 0x40; // 16 K characters: the offset table runs past the end
  Object.assign(bad, {
    'BAD1.CHR': FONT.slice(0, 0x90), 'BAD2.CHR': FONT.slice(0, 0x20), 'BAD3.CHR': new Uint8Array(0), 'BAD4.CHR': sigless, 'BAD5.CHR': notPk,
    'BAD6.CHR': noEof, 'BAD7.CHR': farOffset, 'BAD8.CHR': farStrokes, 'BAD9.CHR': noEnd, 'BADA.CHR': bigCount,
  });
  const results: number[] = [];
  const ts = textsettings();
  // the font table holds ten user fonts (11..20), named by four characters: a program each five files
  const names = Object.keys(bad);
  for (let i = 0; i < names.length; i += 5) {
    withFiles(bad, () => {
      for (const name of names.slice(i, i + 5)) {
        const n = installuserfont(name);
        settextstyle(n, HORIZ_DIR, 4);
        results.push(graphresult());
      }
      gettextsettings(ts);
      outtextxy(0, 0, 'A'); // still DEFAULT_FONT
    });
    assert.is(ts.font, 0);
  }
  assert.equal(results, names.map(() => grInvalidFont));
});

test('installuserfont: settextstyle with its number loads the file its four characters name', () => {
  let n = 0, r = 1, w = 0, r2 = 0;
  withFiles({ 'MINE.CHR': makeChr(65, 8, 0, -2, GLYPHS, 'MINE') }, () => {
    n = installuserfont('mine.chr');
    settextstyle(n, HORIZ_DIR, 4);
    r = graphresult();
    w = textwidth('ABC');
    settextstyle(installuserfont('c:\\tc\\mine.chr'), HORIZ_DIR, 4); // C:\T.CHR
    r2 = graphresult();
  });
  assert.is(n, 11);
  assert.is(r, grOk);
  assert.is(w, 23);
  assert.is(r2, grFontNotFound);
});

test('a font in the buffer is not read again; the next run reads the disk again', () => {
  const m = new Machine();
  const garbage = new Uint8Array(200);
  const rs: number[] = [];
  withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    rs.push(graphresult());
    driveOf(m).write('TRIP.CHR', garbage);
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 2);
    rs.push(graphresult(), textwidth('A'));
  }, m);
  withFiles({}, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    rs.push(graphresult());
  }, m);
  assert.equal(rs, [grOk, grOk, 6, grInvalidFont]);
});

test('setusercharsize: a zero divisor does not divide; factors past getmaxx or getmaxy, or negative, are not taken (PSFR); the largest are clipped, not hung on', () => {
  const ws: number[] = [];
  const m = withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    setusercharsize(3, 0, 2, 0);
    ws.push(textwidth('A'), textheight('A'));
    setusercharsize(640, 1, 1, 1); // past getmaxx: the call is ignored
    setusercharsize(1, 1, 480, 1); // past getmaxy
    setusercharsize(-1, 1, 1, 1);
    ws.push(textwidth('A'), textheight('A'));
    setusercharsize(639, 1, 479, 1);
    ws.push(textwidth('A'), textheight('A'));
    outtextxy(-5000, -4000, 'AB');
  });
  assert.equal(ws, [27, 20, 27, 20, 639 * 9, 479 * 10]);
  // The square's left edge, x −5000 + 639, runs from y 790 to −2084: not on the screen.
  assert.equal(lit(m), points());
});

test('a character that is not a byte throws, naming the call', () => {
  assert.throws(() => withFiles({ 'TRIP.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    outtextxy(0, 0, 'A\u20acB');
  }), /outtextxy: character U\+20AC/);
});

test('a .CHR file whose header names another font is grInvalidFont, and DEFAULT_FONT is in force after it (oracle-gen v8: LITT.CHR holding OWNC)', () => {
  let r = 0, w = 0, font = -1;
  withFiles({ 'TRIP.CHR': FONT, 'LITT.CHR': FONT }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    settextstyle(SMALL_FONT, HORIZ_DIR, 4);
    r = graphresult();
    w = textwidth('ABC');
    const ts = textsettings();
    gettextsettings(ts);
    font = ts.font;
  });
  assert.is(r, grInvalidFont);
  assert.is(w, 24);
  assert.is(font, DEFAULT_FONT);
});

test('a settextstyle whose file is missing frees the stroked font read before: it measures 0 × 0 until another file is read (DOSBox: OWNA, TRIP.CHR missing, OWNA)', () => {
  const r: number[] = [];
  withFiles({ 'MINE.CHR': makeChr(65, 8, 0, -2, GLYPHS, 'MINE'), 'SANS.CHR': makeChr(65, 8, 0, -2, GLYPHS, 'SANS') }, () => {
    const mine = installuserfont('MINE.CHR');
    settextstyle(mine, HORIZ_DIR, 4);
    r.push(textwidth('ABC'), textheight('ABC'));
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4); // no TRIP.CHR
    r.push(graphresult());
    settextstyle(mine, HORIZ_DIR, 4);
    r.push(textwidth('ABC'), textheight('ABC'));
    settextstyle(SANS_SERIF_FONT, HORIZ_DIR, 4); // another file read: the buffer holds it
    settextstyle(mine, HORIZ_DIR, 4);
    r.push(textwidth('ABC'), textheight('ABC'));
  });
  assert.equal(r, [23, 10, grFontNotFound, 0, 0, 23, 10]);
});

/**
 * Run `body` after initgraph(DETECT, `path`) on a drive laid out as the oracle's: C:\TC, C:\TC\BGI
 * and the program's folder C:\P, its current directory; `files` by their names from the root.
 */
function inFolders(path: string, files: Record<string, Uint8Array>, body: () => void, m = new Machine()): Machine {
  const d = driveOf(m);
  installDirectories(d);
  for (const dir of ['TC', 'TC\\BGI', 'P']) mkdir(d, dir);
  for (const [name, bytes] of Object.entries(files)) d.write(name, bytes);
  d.cwd = dosName('P');
  return run(() => {
    initgraph(ref(DETECT), ref(0), path);
    body();
  }, m);
}

test('settextstyle looks for the .CHR in initgraph\'s path, then in the current directory; the first file found is taken, good or not (DOSBox probes BF01–BF15, BG01, BG06)', () => {
  const other = makeChr(65, 8, 0, -2, GLYPHS, 'LITT');
  const cases: [string, Record<string, Uint8Array>, number][] = [
    ['c:\\tc', { 'TC\\TRIP.CHR': FONT }, grOk],
    ['c:\\tc\\', { 'TC\\TRIP.CHR': FONT }, grOk],
    ['c:/tc/', { 'TC\\TRIP.CHR': FONT }, grOk],
    ['..\\tc', { 'TC\\TRIP.CHR': FONT }, grOk],
    ['\\tc', { 'TC\\TRIP.CHR': FONT }, grOk],
    ['', { 'TC\\TRIP.CHR': FONT }, grFontNotFound],
    ['c:\\tc\\bgi', { 'TC\\TRIP.CHR': FONT }, grFontNotFound],
    ['c:\\tc\\bgi', { 'P\\TRIP.CHR': FONT }, grOk],
    ['nosuch', { 'P\\TRIP.CHR': FONT }, grOk],
    ['c:\\tc', { 'TC\\TRIP.CHR': FONT, 'P\\TRIP.CHR': other }, grOk],
    ['c:\\tc\\bgi', { 'P\\TRIP.CHR': other }, grInvalidFont],
    ['c:\\tc\\bgi', { 'TC\\BGI\\TRIP.CHR': other, 'P\\TRIP.CHR': FONT }, grInvalidFont],
    ['c:\\', { 'TRIP.CHR': FONT }, grOk],
    ['c:', { 'TRIP.CHR': FONT }, grFontNotFound],
    [' ', { 'TRIP.CHR': FONT }, grFontNotFound],
  ];
  const got = cases.map(([path, files]) => {
    let r = 1;
    inFolders(path, files, () => {
      settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
      r = graphresult();
    });
    return `${JSON.stringify(path)} ${Object.keys(files).join(' ')}: ${r}`;
  });
  assert.equal(got, cases.map(([path, files, r]) => `${JSON.stringify(path)} ${Object.keys(files).join(' ')}: ${r}`));
});

test('a font not in the buffer is read from the disk again: its file removed, it is not found (BF13); closegraph empties the buffer and the next initgraph\'s path is looked in (BG05)', () => {
  const r: number[] = [];
  const m = new Machine();
  inFolders('', { 'P\\TRIP.CHR': FONT, 'P\\SANS.CHR': makeChr(65, 8, 0, -2, GLYPHS, 'SANS'), 'TC\\GOTH.CHR': makeChr(65, 8, 0, -2, GLYPHS, 'GOTH') }, () => {
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    settextstyle(SANS_SERIF_FONT, HORIZ_DIR, 4);
    r.push(graphresult());
    driveOf(m).remove('P\\TRIP.CHR');
    settextstyle(TRIPLEX_FONT, HORIZ_DIR, 4);
    r.push(graphresult());
    settextstyle(SANS_SERIF_FONT, HORIZ_DIR, 4); // the buffer freed under it
    r.push(graphresult(), textwidth('ABC'));
    closegraph();
    initgraph(ref(DETECT), ref(0), 'c:\\tc');
    settextstyle(SANS_SERIF_FONT, HORIZ_DIR, 4); // read again: not in the buffer after closegraph
    r.push(graphresult(), textwidth('ABC'));
    settextstyle(GOTHIC_FONT, HORIZ_DIR, 4);
    r.push(graphresult());
  }, m);
  assert.equal(r, [grOk, grFontNotFound, grOk, 0, grOk, 23, grOk]);
});

test.run();
