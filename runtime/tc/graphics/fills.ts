/**
 * Filled areas: bar, bar3d, floodfill and the fill settings (setfillstyle,
 * setfillpattern, getfillsettings, getfillpattern).
 */
import { machine } from '../../machine.ts';
import { array, int, intBox, notInts, obj } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { FILL_PATTERNS, patbar } from '../bgi/fill.ts';
import { floodFill } from '../bgi/floodfill.ts';
import { drawLine } from '../bgi/line.ts';
import { clipBox, MAX_COLOR, setPen } from '../bgi/state.ts';
import { int16 } from '../int.ts';
import { EMPTY_FILL, USER_FILL, grError, grNoFloodMem, type fillsettingstype } from './constants.ts';

/** void far bar(int left, int top, int right, int bottom) — no outline; pattern + fill colour. */
export function bar(l: number, t: number, r: number, b: number): void {
  const m = enter(() => `bar(${l},${t},${r},${b})`);
  intBox('bar', l, t, r, b);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  patbar(st, ox + l, oy + t, ox + r, oy + b);
  st.ramBar?.(st, ox + l, oy + t, ox + r, oy + b);
}

/**
 * void far bar3d(int left, int top, int right, int bottom, int depth, int topflag)
 * A bar with a 3-D side `depth` pixels deep, outlined with the current line style and colour; a
 * top when topflag is non-zero. PRIMS3 07 and the PLINE probe (57 random bar3d calls):
 * - The corners are put in order first (bar3d(500,430,450,400,…) has its side to the right of
 *   x 500 and its top above y 400), by an unsigned comparison: a negative coordinate counts as
 *   the larger, so bar3d(-5,86,120,32,…) has its side at x −5, the left.
 * - Depth 0 draws the front only: in XOR mode the side over the right edge would cancel it, and
 *   the PLINE probe's depth-0 cases show that edge.
 * - The face is bar(left+1, bottom−1, right−1, top+1), drawn before the outline: a zero-width
 *   bar3d(560,20,560,60,…) shows fill on x 559 and 561 (bar puts the crossed corners in order)
 *   and the outline on x 560.
 * - The side rises depth·3/4 rows, truncated (depths 5, 10, 20, 40 → 3, 7, 15, 30), unsigned (below).
 * - Without a top the back edge still runs up to top − depth·3/4.
 */
export function bar3d(l: number, t: number, r: number, b: number, depth: number, topflag: number): void {
  const m = enter(() => `bar3d(${l},${t},${r},${b},${depth},${topflag})`);
  intBox('bar3d', l, t, r, b);
  int('bar3d', 5, 'depth', depth);
  int('bar3d', 6, 'topflag', topflag);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  // PLINE probe: ordered as unsigned numbers (cases 1, 12, 80, 117, 135, 207, 242).
  if ((l & 0xffff) > (r & 0xffff)) [l, r] = [r, l];
  if ((t & 0xffff) > (b & 0xffff)) [t, b] = [b, t];
  // Absolute corners are ints: bar3d(181,−26,429,32767,0,0) in a viewport at y 329 has its bottom
  // at 33096, row −32440, so its face runs from row 302 up off the screen and is filled there
  // (oracle-gen v5 K00405 7).
  const x0 = int16(ox + l), x1 = int16(ox + r);
  const y0 = int16(oy + t), y1 = int16(oy + b);
  // The rise is depth·3 taken as an unsigned 16-bit number, shifted right twice: a negative depth
  // rises thousands of rows, its back edges running off the top of the screen (probe PB3N: 160
  // bar3d calls of depth −1…−200, all exact so; bar3d(385,276,595,84,−22,1) draws its side from
  // (595,276) to the top edge at x 594).
  const rise = ((depth * 3) & 0xffff) >>> 2;
  // The front's upper-right corner, absolute, is left where the next thick curve takes its start
  // offsets from (probe PAC: 24 of 24 bar3d cases; oracle-gen-v2 H00137 8 in a viewport)
  st.arc.thickStart.dx = x1;
  st.arc.thickStart.dy = y0;
  // The face from its lower-left corner to its upper-right: bar's clip test runs along that
  // diagonal (probe PBAR: all 89 bar3d cases; along the other diagonal 7 differ).
  patbar(st, Math.min(x0, x1) + 1, Math.max(y0, y1) - 1, Math.max(x0, x1) - 1, Math.min(y0, y1) + 1);
  // The front as rectangle() draws it, then the side. The order of the lines only shows in XOR
  // mode, which PRIMS3 does not measure.
  drawLine(st, x0, y0, x1, y0);
  drawLine(st, x1, y0, x1, y1);
  drawLine(st, x1, y1, x0, y1);
  drawLine(st, x0, y1, x0, y0);
  // The kernel moves the driver's pen along the side: it is left at the front's lower-right
  // corner, or with a depth at the back edge's top, where a lineto after bar3d starts (probe PB3P:
  // depths 20, 40, 0, −20, with and without a top; PPEN's 18 bar3d cases).
  if (depth === 0) {
    setPen(st, x1, y1);
    return; // PLINE probe cases 60, 86, 324
  }
  setPen(st, x1 + depth, y0 - rise);
  drawLine(st, x1, y1, x1 + depth, y1 - rise);
  drawLine(st, x1 + depth, y1 - rise, x1 + depth, y0 - rise);
  if (topflag !== 0) {
    drawLine(st, x1 + depth, y0 - rise, x0 + depth, y0 - rise);
    drawLine(st, x0 + depth, y0 - rise, x0, y0);
    drawLine(st, x1, y0, x1 + depth, y0 - rise);
  }
}

/**
 * void far setfillstyle(int pattern, int color)
 * PRIMS3 16: a pattern outside EMPTY_FILL..CLOSE_DOT_FILL — USER_FILL included — → grError,
 * nothing changes (setfillpattern is the way to USER_FILL). The colour's low 4 bits are drawn.
 */
export function setfillstyle(pattern: number, color: number): void {
  // By hand rather than enter(): in TETRIS.C's PaintBoard loop enter's closure was made on every
  // call (about 20 MB of garbage per 12-minute game, with floodfill's). Same trace text.
  const m = machine();
  if (!(Number.isInteger(pattern) && Number.isInteger(color))) notInts('setfillstyle', ['pattern', 'color'], pattern, color);
  if (m.tracing) m.traceCall('setfillstyle', pattern, color);
  const st = installed(m);
  if (!st) return;
  if (pattern < EMPTY_FILL || pattern >= USER_FILL) {
    st.result = grError;
    return;
  }
  st.fillStyle = pattern;
  st.fillColor = color;
}

/** void far setfillpattern(char far *upattern, int color) — 8 row bytes, bit 0x80 leftmost. */
export function setfillpattern(upattern: ArrayLike<number>, color: number): void {
  const m = enter(() => `setfillpattern(upattern /* {${Array.from(upattern).join(',')}} */,${color})`);
  array('setfillpattern', 1, 'upattern', upattern);
  int('setfillpattern', 2, 'color', color);
  if (upattern.length < 8) throw new Error(`setfillpattern: the pattern needs 8 bytes, got ${upattern.length}`);
  for (let i = 0; i < 8; i++) int('setfillpattern', 1, `upattern[${i}]`, upattern[i]!);
  const st = installed(m);
  if (!st) return;
  // a colour past getmaxcolor (−1 too: unsigned) → grError, nothing changes (S00043 9, S00047 4: 16 and −1)
  if ((color & 0xffff) > MAX_COLOR) return void (st.result = grError);
  for (let i = 0; i < 8; i++) st.userFill[i] = upattern[i]! & 0xff;
  st.fillStyle = USER_FILL;
  st.fillColor = color;
}

/** void far getfillsettings(struct fillsettingstype far *fillinfo) */
export function getfillsettings(fillinfo: fillsettingstype): void {
  const m = enter(() => 'getfillsettings(&fillinfo)');
  obj('getfillsettings', 1, 'fillinfo', fillinfo);
  const st = installed(m);
  if (!st) return;
  fillinfo.pattern = st.fillStyle;
  fillinfo.color = st.fillColor;
}

/** void far getfillpattern(char far *pattern) — the 8 bytes of the user pattern (setfillpattern's). */
export function getfillpattern(pattern: { [i: number]: number }): void {
  const m = enter(() => 'getfillpattern(pattern)');
  obj('getfillpattern', 1, 'pattern', pattern);
  const st = installed(m);
  if (!st) return;
  for (let i = 0; i < 8; i++) pattern[i] = st.userFill[i]!;
}

/**
 * void far floodfill(int x, int y, int border)
 * Border fill from the viewport-relative seed (bgi/floodfill.ts). A seed outside the clip
 * rectangle or on the border colour does nothing; a full flood stack leaves grNoFloodMem (−7).
 */
export function floodfill(x: number, y: number, border: number): void {
  const m = machine(); // by hand, as in setfillstyle
  // TETRIS.C's PaintBoard calls this ~200 000 times a game: one test here, the messages out of line.
  if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(border))) notInts('floodfill', ['x', 'y', 'border'], x, y, border);
  if (m.tracing) m.traceCall('floodfill', x, y, border);
  const st = installed(m);
  if (!st) return;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  // BGIOVR: a seed outside the clip rectangle is ignored without an error.
  const c = clipBox(st);
  if (ax < c.left || ax > c.right || ay < c.top || ay > c.bottom) return;
  if (floodFill(st, ax, ay, border & 15, c) === 'overflow') st.result = grNoFloodMem;
}

/** The 8×8 rows of the predefined fill patterns, EMPTY_FILL..CLOSE_DOT_FILL. */
export { FILL_PATTERNS };
