/**
 * floodfill's general path, for a region of any shape. The driver's span bookkeeping is not
 * documented, so this is a scan-line span fill (Heckbert, Graphics Gems I "A Seed Fill
 * Algorithm") whose stack is modelled on the flood memory: entries of 4 words (y, xl, xr, dy) =
 * FLOOD_ENTRY_BYTES, in the kernel's 4096-byte graphics buffer. When the stack would overflow, the
 * fill stops where it is and reports 'overflow' (floodfill leaves grNoFloodMem, −7).
 * The driver keeps no map of what it painted: a run is entered when one of its pixels beside the
 * parent span looks unfilled (`looksOpen`), so a row that already looks like the pattern stops the
 * fill whether this fill painted it or not.
 */
import { ROW } from './row.ts';
import type { Box } from './state.ts';

/** The default graphics buffer (setgraphbufsize.md: "4,096 bytes"). */
export const FLOOD_BUFFER_BYTES = 4096;
/** One stacked span: y, xl, xr, dy, each a 16-bit word (an assumption, see above). */
export const FLOOD_ENTRY_BYTES = 8;
export const FLOOD_STACK_ENTRIES = FLOOD_BUFFER_BYTES / FLOOD_ENTRY_BYTES;

export type FloodResult = 'done' | 'overflow';

/** The span stack, reused by every fill (a fill never starts another). */
const stack = new Int32Array(FLOOD_STACK_ENTRIES * 3);

// The fill in progress. A fill never starts another, so its state lives here rather than in
// closures made per fill.
let px: Uint8Array = new Uint8Array(0);
let border = 0;
let rows: ArrayLike<number> = [];
let color = 0;
let sp = 0;
let overflow = false;
let bx0 = 0, bx1 = 0, by0 = 0, by1 = 0;

/**
 * Whether the pixel (x, y) starts a run when the driver scans its row: neither the border colour
 * nor, where the row's pattern paints anything (byte 0, or on EGAVGA.BGI colour 0, paints nothing),
 * already the colour the pattern gives it. The driver keeps no map of what it painted (probes
 * PFFR, PFFS).
 */
function looksOpen(x: number, y: number): boolean {
  const p = px[y * ROW + x]!;
  return p !== border && (!rowPaints(y) || p !== patternColor(x, y));
}

/**
 * The columns of a run [x1, x2] from which the driver scans the row beside it: the span it records
 * leaves out the clip's edge column when the run reached it (floodfill at 0FF5h and 1045h), and its
 * scan tests the first column before it compares with the last. Probe PFFP (192 of 192): a gap one
 * pixel wide in the clip's first or last column stops the fill; PFFR: a pocket whose only pixel
 * unlike the pattern lies there stays as it was; a clip two columns wide is entered only through
 * its right column (probe PFF2).
 */
function firstColumn(x1: number, left: number): number {
  return x1 === left ? left + 1 : x1;
}
function lastColumn(x1: number, x2: number, left: number, right: number): number {
  return Math.max(firstColumn(x1, left), x2 === right ? right - 1 : x2);
}

/**
 * The real fill loops forever in some shapes (a patterned fill over a patterned backdrop: the
 * generated scenes G00157, G00982, G01013, G01300, H00308 never return in DOSBox; a fill in colour 0
 * or EMPTY_FILL round obstacles, where every pixel looks open and each run is walked once for every
 * way up or down to it): this fill ends once the spans of the runs it walked sum to 512 screens, where
 * a fill that ends walks far less (oracle-gen v4 J00015 7, J00187 9: patterned fills that return in
 * DOSBox walk more than 64), so it returns in about a second where the real one hangs.
 */
let endlessFillWork = 512 * 640 * 480;

/**
 * Set that bound (a test's random scenes walk dozens of such fills, ~1 s of CPU each: a lower
 * bound, the same in the runs it compares, keeps them short).
 */
export function setEndlessFillWork(work: number): number {
  const was = endlessFillWork;
  endlessFillWork = work;
  return was;
}

/**
 * Whether the fill from the seed row sy enters every other row of the rectangle [l, r]×[t, b],
 * walled on both sides (each row one run [l, r]): each must hold a pixel that looks open in the
 * columns a run may start from. When one does not, the fill stops there and the rectangle is not
 * its region.
 */
export function entersEveryRow(pixels: Uint8Array, borderColor: number, fillRows: ArrayLike<number>, fillColor: number, clip: Box, l: number, r: number, t: number, b: number, sy: number): boolean {
  px = pixels;
  colour0Looks = floodDriver.colour0Looks(pixels);
  border = borderColor;
  rows = fillRows;
  color = fillColor;
  const x0 = firstColumn(l, clip.left), x1 = lastColumn(l, r, clip.left, clip.right);
  for (let y = t; y <= b; y++) {
    if (y === sy) continue;
    let x = x0;
    while (x <= x1 && !looksOpen(x, y)) x++;
    if (x > x1) return false;
  }
  return true;
}

/** The box the last fillSpans painted (absolute pixels, edges included). */
export const paintedBox: Box = { left: 0, top: 0, right: 0, bottom: 0 };

/**
 * The span stack's room: the driver stacks its entries down from 128 bytes below the stack pointer
 * it was called with, in the kernel's 4096-byte graphics buffer, while the next one stays at or
 * above offset 14 (EGAVGA.BGI 2.00 floodfill, `cmp bp,0Eh`). Probe PFFO: a comb of 1-pixel teeth
 * stacks one entry a tooth; TODO measured.
 */
const ROOM = FLOOD_STACK_ENTRIES;

/**
 * The driver's floodfill: EGAVGA.BGI's, or CGA.BGI's (graphics/cga.ts, on the screens it draws in),
 * whose rows in colour 0 look filled as any other colour's: it fills EMPTY_FILL, or any pattern
 * in colour 0, as SOLID_FILL in 0 (floodfill.ts), whose every row stops the fill at pixels already
 * 0. Probes of CGA.BGI's modes 0–4, 577 scenes of random shapes, borders, seeds, patterns and
 * colours, every pixel: EGAVGA.BGI's rule differed on 114 (all in the 4-colour modes), this one on
 * 1 (a pattern in the border's own colour: the walk's order), and 400 held out after all match
 * (EGAVGA.BGI's rule: 72 differ); 40 of them are probe FFC1 (test/fixtures/oracle-files).
 */
export const floodDriver = { colour0Looks: (_pixels: Uint8Array): boolean => false };
/** Whether the fill in progress is CGA.BGI's (floodDriver), set as it starts. */
let colour0Looks = false;

/** Whether row y's pattern paints (the driver's byte at C6Ah): has bits, and on EGAVGA.BGI a colour other than 0. */
const rowPaints = (y: number): boolean => rows[y & 7]! !== 0 && (color !== 0 || colour0Looks);
/** The colour the pattern gives pixel (x, y). */
const patternColor = (x: number, y: number): number => (rows[y & 7]! & (0x80 >> (x & 7)) ? color : 0);

/** Paint pixel (x, y) with the pattern. */
function plot(x: number, y: number): void {
  px[y * ROW + x] = patternColor(x, y);
  if (x < bx0) bx0 = x;
  if (x > bx1) bx1 = x;
  if (y < by0) by0 = y;
  if (y > by1) by1 = y;
}

/** Flag bits of a stacked run, as the driver keeps them in CH: scanned upwards, found through a blank row. */
const UP = 4, THROUGH_BLANK = 2;
let blankSeen = false;

/**
 * Scan row y from column l while the column is below r (l itself always: the driver tests a pixel
 * before it compares), stacking each run's first pixel that looks open (EGAVGA.BGI 2.00's scan at
 * 1176h). A full stack ends the scan and the fill reports overflow, but goes on with what it holds.
 */
function scanRow(y: number, l: number, r: number, up: number): void {
  const blank = rowPaints(y) ? 0 : THROUGH_BLANK;
  // (ends at r: px runs on past the page, so the pixel past the clip's right edge is there)
  for (let x = l, run = false; ; x++) {
    if (px[y * ROW + x] === border) run = false;
    else if (!run && looksOpen(x, y)) {
      if (blank) blankSeen = true;
      run = true;
      if (sp === ROOM) return void (overflow = true);
      const o = sp++ * 3;
      stack[o] = y;
      stack[o + 1] = x;
      stack[o + 2] = up | blank;
    }
    if (x >>> 0 >= r >>> 0) return;
  }
}

/**
 * Fill `pixels` from the seed (sx, sy), which is not the border colour and lies in `clip`: the
 * driver's own walk (EGAVGA.BGI 2.00, floodfill at 0EAAh), step for step. Each run stacked is
 * painted from its first pixel rightwards to the border or the clip's right edge, then leftwards
 * to the border or the left edge; the span it records leaves out a column at the clip's edge it
 * reached (so a clip two columns wide is entered from the row beside only through its right
 * column, one a column wide only through the pixel past it: probes PFFN, PFFW, PFF2). Then the
 * rows above and below are scanned over that span: only onwards for a run found through a row the
 * pattern leaves blank; only away from the span processed before when this one lies a row from it
 * and within its columns; both ways otherwise, and always once a blank row was met.
 */
export function fillSpans(pixels: Uint8Array, borderColor: number, fillRows: ArrayLike<number>, fillColor: number, clip: Box, sx: number, sy: number): FloodResult {
  // on through the memory past the page: the pixel past a clip at column 639 is the next row's
  // first, and past row 479 that is off the screen (probe PFFA: a fill a column wide at 639 enters
  // row 479 through (0, 480) and paints it)
  px = new Uint8Array(pixels.buffer, pixels.byteOffset);
  colour0Looks = floodDriver.colour0Looks(pixels);
  border = borderColor;
  rows = fillRows;
  color = fillColor;
  const { left, right, top, bottom } = clip;
  overflow = blankSeen = false;
  bx0 = bx1 = sx;
  by0 = by1 = sy;
  // the span processed before: at first the seed's row, columns 0 to the clip's right
  let prevY = sy, prevL = 0, prevR = right, work = 0;
  stack[0] = sy;
  stack[1] = sx;
  stack[2] = 0;
  sp = 1;
  while (sp && work <= endlessFillWork) {
    const o = --sp * 3, y = stack[o]!, x = stack[o + 1]!, flags = stack[o + 2]!, base = y * ROW;
    let r = x, l = x;
    for (; px[base + r] !== border && (plot(r, y), r < right); r++);
    if (l !== left) for (l--; px[base + l] !== border && (plot(l, y), l !== left); l--);
    l++;
    r--;
    work += r - l + 2;
    const within = l >= prevL && (r & 0xffff) < ((prevR + 1) & 0xffff);
    const up = flags & THROUGH_BLANK ? flags & UP : blankSeen || !within || y !== prevY + 1;
    const down = flags & THROUGH_BLANK ? !(flags & UP) : blankSeen || !within || y !== prevY - 1;
    prevY = y;
    prevL = l;
    prevR = r;
    if (up && y > top) scanRow(y - 1, l, r, UP);
    if (down && y !== bottom) scanRow(y + 1, l, r, 0);
  }
  paintedBox.left = bx0;
  paintedBox.top = by0;
  paintedBox.right = bx1;
  paintedBox.bottom = by1;
  return overflow ? 'overflow' : 'done';
}
