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
import { SCREEN_W } from '../../hw/vga.ts';
import type { Box } from './state.ts';

/** The default graphics buffer (setgraphbufsize.md: "4,096 bytes"). */
export const FLOOD_BUFFER_BYTES = 4096;
/** One stacked span: y, xl, xr, dy, each a 16-bit word (an assumption, see above). */
export const FLOOD_ENTRY_BYTES = 8;
export const FLOOD_STACK_ENTRIES = FLOOD_BUFFER_BYTES / FLOOD_ENTRY_BYTES;

export type FloodResult = 'done' | 'overflow';

/** The span stack, reused by every fill (a fill never starts another). */
const stack = new Int32Array(FLOOD_STACK_ENTRIES * 4);

// The fill in progress. A fill never starts another, so its state lives here rather than in
// closures made per fill.
let px: Uint8Array = new Uint8Array(0);
let border = 0;
let rows: ArrayLike<number> = [];
let color = 0;
let top = 0;
let bottom = 0;
let sp = 0;
let overflow = false;
let bx0 = 0, bx1 = 0, by0 = 0, by1 = 0;

/**
 * Whether the pixel (x, y) starts a run to fill: neither the border colour nor already the colour
 * the pattern paints there. The driver keeps no visited map: a pixel that already looks filled is
 * taken as filled, so a run whose pixels (within the parent's columns) all look filled is not
 * entered, nor anything beyond it. Probe PFFR (72 fills into pockets, every fill style): a pocket
 * whose entry row the pattern paints all in colour 0 over a black one stays as it was, and so does
 * a pocket whose only such pixel lies in the clip's first or last column (`firstColumn`). A row
 * whose pattern byte is 0 is never taken as filled: the fill crosses LINE_FILL's empty rows, and a
 * WIDE_DOT_FILL or CLOSE_DOT_FILL pocket stops only at a row whose byte has bits, none in the pocket
 * (PFFR 72 of 72); nor is any row of a fill in colour 0 (probe PFFS: a solid fill in colour 0 from
 * a black part of a box goes on through it and paints a band of colour 1 beyond it black).
 */
function looksOpen(x: number, y: number): boolean {
  const p = px[y * SCREEN_W + x]!;
  const bits = rows[y & 7]!;
  return p !== border && p < PAINTED && (bits === 0 || color === 0 || p !== (bits & (0x80 >> (x & 7)) ? color : 0));
}

/**
 * Set on a pixel this fill has painted, until it ends: no colour has it. A row that never looks
 * filled (pattern byte 0, or colour 0) is still not entered twice by one fill: without that, a
 * region around an island is filled round and round until the span stack overflows, while the
 * real fill ends with graphresult 0 and the region filled (probe PFFS case 16: a solid fill in
 * colour 0 round an island; the generated scenes G01031 1, G01575 6, H00429 4).
 */
const PAINTED = 0x10;

/** Paint [x0, x1] of row y with the pattern (set bits the fill colour, clear bits colour 0), marked. */
function paint(x0: number, x1: number, y: number): void {
  const bits = rows[y & 7]!;
  const base = y * SCREEN_W;
  const on = color | PAINTED;
  // Loops beat TypedArray#fill's call overhead on the short spans fills are made of.
  if (bits === 0xff) for (let i = base + x0, end = base + x1; i <= end; i++) px[i] = on;
  else for (let x = x0; x <= x1; x++) px[base + x] = bits & (0x80 >> (x & 7)) ? on : PAINTED;
  if (x0 < bx0) bx0 = x0;
  if (x1 > bx1) bx1 = x1;
  if (y < by0) by0 = y;
  if (y > by1) by1 = y;
}

/** Stack the span [xl, xr] of row y, whose row y+dy is to be explored. */
function push(y: number, xl: number, xr: number, dy: number): void {
  if (y + dy < top || y + dy > bottom) return;
  if (sp === FLOOD_STACK_ENTRIES) {
    overflow = true;
    return;
  }
  const o = sp++ * 4;
  stack[o] = y;
  stack[o + 1] = xl;
  stack[o + 2] = xr;
  stack[o + 3] = dy;
}

/**
 * The columns [x1, x2] of a parent span, less the clip's first and last column: where a run of
 * the row beside it may start. Probe PFFP (192 of 192): a gap one pixel wide there, in a floor
 * the fill comes up or down to, stops it — at the screen's edges and a viewport's, from above and
 * below — while a gap of two, or of one away from the edge, does not; probe PFFR: a pocket at the
 * edge whose only pixel unlike the pattern lies in that column stays as it was. A clip one or two
 * columns wide is left out: two wide, the fill enters the rows beside it (oracle-gen v5 K00002 5,
 * K00063 3, K00097 7, K00276 1). One wide, its column is the first and the last: a run is entered
 * only through the pixel past the clip, which each run reaches (fillSpans; probe PFFN: a border
 * pixel there stops the fill at its row).
 */
function firstColumn(x1: number, left: number, right: number): number {
  return x1 > left || right - left === 1 ? x1 : left + 1;
}
function lastColumn(x2: number, left: number, right: number): number {
  return x2 < right || right - left < 2 ? x2 : right - 1;
}

/**
 * The real fill loops forever in some shapes (a patterned fill over a patterned backdrop: the
 * generated scenes G00157, G00982, G01013, G01300, H00308 never return in DOSBox); this fill ends
 * after this many spans, far more than any fill that ends takes (each span of the screen, at most
 * 480 rows × 320 runs, stacked a few times over), so it returns where the real one hangs.
 */
const ENDLESS_FILL_POPS = 8 * 640 * 480;

/**
 * Whether the fill from the seed row sy enters every other row of the rectangle [l, r]×[t, b],
 * walled on both sides (each row one run [l, r]): each must hold a pixel that looks open in the
 * columns a run may start from. When one does not, the fill stops there and the rectangle is not
 * its region.
 */
export function entersEveryRow(pixels: Uint8Array, borderColor: number, fillRows: ArrayLike<number>, fillColor: number, clip: Box, l: number, r: number, t: number, b: number, sy: number): boolean {
  px = pixels;
  border = borderColor;
  rows = fillRows;
  color = fillColor;
  const x0 = firstColumn(l, clip.left, clip.right), x1 = lastColumn(r, clip.left, clip.right);
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
 * Fill `pixels` from the seed's span [l, r] of row sy, which the caller's border scan found (the
 * pixels beyond its ends are the border colour or outside `clip`): every pixel 4-connected to it
 * through pixels not in `borderColor`, within `clip`, is painted with pattern `fillRows` in
 * `fillColor`. `past`: where a run's scan to the right stops, the clip's right edge, or in a clip
 * one column wide the pixel past it (floodfill.ts). Leaves the painted box in paintedBox; 'overflow' when the stack ran out first.
 */
export function fillSpans(pixels: Uint8Array, borderColor: number, fillRows: ArrayLike<number>, fillColor: number, clip: Box, l: number, r: number, sy: number, past: number): FloodResult {
  px = pixels;
  border = borderColor;
  rows = fillRows;
  color = fillColor;
  top = clip.top;
  bottom = clip.bottom;
  sp = 0;
  overflow = false;
  by0 = by1 = sy;
  bx0 = l; // the seed's span: the first paint's box
  bx1 = r;
  const { left, right } = clip;

  // The stack holds spans whose row y-dy was painted over [xl, xr]; row y is to be explored.
  // The seed's own span first, then its neighbours above and below.
  paint(l, r, sy);
  push(sy, l, r, -1);
  push(sy, l, r, 1);

  let pops = 0;
  while (sp > 0 && !overflow && ++pops <= ENDLESS_FILL_POPS) {
    sp--;
    const dy = stack[sp * 4 + 3]!;
    const y = stack[sp * 4]! + dy;
    const x1 = stack[sp * 4 + 1]!;
    const x2 = stack[sp * 4 + 2]!;
    // The columns of the parent span where a run of row y may start.
    let x = firstColumn(x1, left, right);
    const last = lastColumn(x2, left, right);
    while (x <= last) {
      if (!looksOpen(x, y)) {
        x++;
        continue;
      }
      let a = x, b = x;
      const base = y * SCREEN_W;
      while (a > left && px[base + a - 1] !== border) a--;
      while (b < past && px[base + b + 1] !== border) b++;
      paint(a, b, y);
      push(y, a, b, dy);
      if (a < x1) push(y, a, x1 - 1, -dy); // leaked past the parent's ends: back toward row y-dy
      if (b > x2) push(y, x2 + 1, b, -dy);
      x = b + 2;
    }
  }
  // Take the marks off again: every marked pixel lies in the painted box.
  for (let y = by0; y <= by1; y++) {
    for (let i = y * SCREEN_W + bx0, end = y * SCREEN_W + bx1; i <= end; i++) px[i] = px[i]! & 0x0f;
  }
  paintedBox.left = bx0;
  paintedBox.top = by0;
  paintedBox.right = bx1;
  paintedBox.bottom = by1;
  return overflow ? 'overflow' : 'done';
}
