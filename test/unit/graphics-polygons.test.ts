import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  GREEN, HATCH_FILL, LINE_FILL, LIGHTBLUE, LIGHTCYAN, LIGHTGREEN, MAGENTA, RED, SOLID_FILL, WHITE, YELLOW, XOR_PUT,
  bar3d, drawpoly, fillpoly, setcolor, setfillstyle, setviewport, setwritemode,
} from '../../runtime/tc/graphics.ts';
import { KernelDivide } from '../../runtime/tc/bgi/clip.ts';
import { at, draw, lit, points } from './graphics-harness.ts';

const FLAG = [220, 20, 380, 20, 300, 90, 380, 150, 220, 150];
const STAR = [500, 10, 560, 170, 420, 70, 580, 70, 440, 170];

test('fillpoly: fill first, then the closed outline; a left-leaning edge rounds right (PRIMS3 08 flag)', () => {
  const m = draw(() => {
    setcolor(WHITE);
    setfillstyle(SOLID_FILL, LIGHTBLUE);
    fillpoly(5, FLAG);
  });
  // Row 25: the edge (380,20)→(300,90) crosses at 374.29; the fill goes to 375, the outline is at 374.
  assert.is(at(m, 374, 25), WHITE);
  assert.is(at(m, 375, 25), LIGHTBLUE);
  assert.is(at(m, 376, 25), 0);
  // The lower notch edge truncates down: row 91 ends at 301 (the outline) with nothing beyond.
  assert.is(at(m, 300, 91), LIGHTBLUE);
  assert.is(at(m, 301, 91), WHITE);
  assert.is(at(m, 302, 91), 0);
  // The closing edge (220,150)→(220,20) is drawn though the points do not repeat the first.
  for (let y = 20; y <= 150; y++) assert.is(at(m, 220, y), WHITE, `closing edge at y ${y}`);
  assert.is(at(m, 221, 100), LIGHTBLUE);
  // The notch itself stays empty.
  assert.is(at(m, 340, 90), 0);
});

test('fillpoly: a self-intersecting star is filled even–odd, its centre left empty (PRIMS3 08)', () => {
  const m = draw(() => {
    setcolor(LIGHTGREEN);
    setfillstyle(SOLID_FILL, RED);
    fillpoly(5, STAR);
  });
  assert.is(at(m, 500, 100), 0);
  assert.is(at(m, 500, 40), RED);
  assert.is(at(m, 450, 75), RED);
  // Row 12 of the top point: one fill pixel between the two edges' outline pixels.
  assert.is(at(m, 499, 12), LIGHTGREEN);
  assert.is(at(m, 500, 12), RED);
  assert.is(at(m, 501, 12), LIGHTGREEN);
});

test('fillpoly: the polygon is not clipped, only its runs — the slopes of a triangle off the left edge hold (PRIMS3 08)', () => {
  const m = draw(() => {
    setcolor(LIGHTCYAN);
    setfillstyle(HATCH_FILL, MAGENTA);
    fillpoly(3, [-40, 200, 150, 330, 30, 470]);
  });
  // The left edge crosses row 449 at 24.56: the fill starts at 24, the clipped outline is at 25.
  assert.is(at(m, 24, 449), MAGENTA);
  assert.is(at(m, 25, 449), LIGHTCYAN);
  // The outline's clipped end is measured from the outside point: row 360 has it at x 2.
  assert.is(at(m, 2, 360), LIGHTCYAN);
  assert.is(at(m, 1, 360), MAGENTA);
});

test('fillpoly: nothing outside the clip rectangle, and huge coordinates finish at once', () => {
  const m = draw(() => {
    setviewport(100, 100, 199, 199, 1);
    setcolor(YELLOW);
    setfillstyle(SOLID_FILL, GREEN);
    // sides 33 000 rows tall: their height wraps as an int, and the fill still covers the
    // viewport (DOSBox, as probe T7 of oracle-gen v5's fillpoly cases; the old −30000…30000
    // triangle stops Turbo C 2.0 with a divide error)
    fillpoly(3, [0, -16000, 200, 17000, 400, -16000]);
  });
  const px = lit(m);
  assert.ok(px.length > 0);
  for (const p of px) {
    const [x, y] = p.split(',').map(Number) as [number, number];
    assert.ok(x >= 100 && x <= 199 && y >= 100 && y <= 199, `pixel ${p} outside the viewport`);
  }
  assert.is(at(m, 150, 150), GREEN);
});

test('fillpoly: degenerate polygons — a thin sliver, a single repeated point (PRIMS3 08)', () => {
  const m = draw(() => {
    setcolor(RED);
    setfillstyle(SOLID_FILL, GREEN);
    fillpoly(3, [200, 200, 260, 201, 230, 202]);
    fillpoly(3, [200, 220, 200, 220, 200, 220]);
  });
  // Row 201 between the outlines (223..229) shows the fill.
  for (let x = 223; x <= 229; x++) assert.is(at(m, x, 201), GREEN, `x ${x}`);
  assert.is(at(m, 222, 201), RED);
  assert.is(at(m, 230, 201), RED);
  assert.equal(lit(m).filter((p) => p.endsWith(',220')), ['200,220']);
});

test('drawpoly joins the points without closing; non-integers throw naming the call', () => {
  const m = draw(() => drawpoly(3, [10, 10, 20, 10, 20, 20]));
  assert.is(at(m, 15, 10), WHITE);
  assert.is(at(m, 20, 15), WHITE);
  assert.is(at(m, 15, 15), 0);
  assert.throws(() => draw(() => fillpoly(2, [1, 2, 3.5, 4])), /fillpoly: argument 2 \(polypoints\[2\]\) must be an integer/);
  assert.throws(() => draw(() => fillpoly(3, [1, 2, 3, 4])), /fillpoly: 3 points need 6 ints/);
});

test('bar3d: corners put in order, face inset by one under the outline, side rising depth·3/4 (PRIMS3 07)', () => {
  const m = draw(() => {
    setcolor(WHITE);
    setfillstyle(SOLID_FILL, RED);
    bar3d(500, 430, 450, 400, 10, 1);
  });
  assert.is(at(m, 450, 401), WHITE);
  assert.is(at(m, 451, 401), RED);
  assert.is(at(m, 499, 429), RED);
  assert.is(at(m, 500, 429), WHITE);
  // depth 10 rises 7 rows: the top runs at y 393 from x 460 to 510, the back edge at x 510.
  assert.is(at(m, 460, 393), WHITE);
  assert.is(at(m, 510, 393), WHITE);
  assert.is(at(m, 510, 423), WHITE);
  assert.is(at(m, 511, 393), 0);
  assert.is(at(m, 510, 392), 0);
});

test('bar3d: a zero-width bar shows fill on both sides of its outline column (PRIMS3 07)', () => {
  const m = draw(() => {
    setcolor(WHITE);
    setfillstyle(SOLID_FILL, RED);
    bar3d(560, 20, 560, 60, 8, 1);
  });
  for (let y = 21; y <= 59; y++) {
    assert.is(at(m, 559, y), RED, `559,${y}`);
    assert.is(at(m, 560, y), WHITE, `560,${y}`);
    if (y < 59) assert.is(at(m, 561, y), RED, `561,${y}`); // (561,59) is on the side's lower edge
  }
  assert.is(at(m, 559, 20), 0);
  assert.is(at(m, 568, 14), WHITE);
});

test('bar3d without a top: the back edge still runs up to top − rise, no top lines (PRIMS3 07)', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, GREEN);
    bar3d(480, 80, 560, 200, 40, 0);
  });
  assert.is(at(m, 600, 50), WHITE);
  assert.is(at(m, 600, 170), WHITE);
  assert.is(at(m, 600, 49), 0);
  assert.is(at(m, 580, 65), 0); // where the top's right diagonal would run
  assert.equal(points([599, 171]), ['599,171']);
  assert.is(at(m, 599, 171), WHITE);
});

test('bar3d in XOR mode still fills with COPY_PUT (the face is bar)', () => {
  const m = draw(() => {
    setfillstyle(SOLID_FILL, GREEN);
    setwritemode(XOR_PUT);
    bar3d(10, 10, 30, 30, 0, 0);
  });
  assert.is(at(m, 20, 20), GREEN);
});


test('fillpoly: a row\'s crossing past the int is the divide error — rows above it filled, rows past the clip worked out too (probes PFE, PFH)', () => {
  /** The polygon filled (solid, colour 13) in the viewport; whether the kernel divided past the int, and the rows filled. */
  const fill = (vp: [number, number, number, number], pts: number[], style: number = SOLID_FILL): { divided: boolean; rows: number[] } => {
    let divided = false;
    const m = draw(() => {
      setviewport(...vp, 1);
      setcolor(0);
      setfillstyle(style, MAGENTA + 8);
      try { fillpoly(pts.length / 2, pts); } catch (e) { if (!(e instanceof KernelDivide)) throw e; divided = true; }
    });
    const rows = new Set(lit(m).map((p) => Number(p.split(',')[1])));
    return { divided, rows: [...rows].sort((a, b) => a - b) };
  };
  // PFE10: DOSBox's planes have rows 0–32 filled, then INT 0 (the SIGFPE handler dumped them)
  const e10 = fill([0, 0, 639, 479], [125, 337, 328, -32355, 32605, 1280, 189, 46]);
  assert.ok(e10.divided);
  assert.equal([e10.rows[0], e10.rows.at(-1), e10.rows.length], [0, 32, 33]);
  // PFE09: the crossing passes the int on row 427, below the viewport's bottom (400): the whole fill, then INT 0
  const e09 = fill([100, 50, 500, 400], [248, 255, 660, -31883, 32688, 2123], LINE_FILL);
  assert.ok(e09.divided);
  assert.equal([e09.rows[0], e09.rows.at(-1), e09.rows.length], [52, 333, 142]); // as DOSBox's planes
  // PFH01: on row 280, above the viewport's top (409): INT 0 before any row is filled
  assert.equal(fill([0, 409, 639, 449], [4456, 32648, -28882, 460, 442, 6]), { divided: true, rows: [] });
  // PFE13: a side as tall, no crossing past the int: filled, no divide error
  assert.not.ok(fill([0, 0, 639, 479], [586, 68, 608, -32518, 32061, 2207, 100, 194]).divided);
});

test.run();
