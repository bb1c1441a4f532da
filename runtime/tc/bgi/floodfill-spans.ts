/**
 * floodfill's general path, for a region of any shape. The driver's span bookkeeping is not
 * documented, so this is a scan-line span fill (Heckbert, Graphics Gems I "A Seed Fill
 * Algorithm") whose stack is modelled on the flood memory: entries of 4 words (y, xl, xr, dy) =
 * FLOOD_ENTRY_BYTES, in the kernel's 4096-byte graphics buffer. When the stack would overflow, the
 * fill stops where it is and reports 'overflow' (floodfill leaves grNoFloodMem, −7).
 * Because filled pixels can look like unfilled ones (patterns, or a fill colour that was already
 * there), painted pixels carry a mark (bit 4, above the 4 colour bits) until the fill ends; the
 * real driver must track them some other way.
 */
import { SCREEN_W } from '../../hw/vga.ts';
import type { Box } from './state.ts';

/** The default graphics buffer (setgraphbufsize.md: "4,096 bytes"). */
export const FLOOD_BUFFER_BYTES = 4096;
/** One stacked span: y, xl, xr, dy, each a 16-bit word (an assumption, see above). */
export const FLOOD_ENTRY_BYTES = 8;
export const FLOOD_STACK_ENTRIES = FLOOD_BUFFER_BYTES / FLOOD_ENTRY_BYTES;

export type FloodResult = 'done' | 'overflow';

/**
 * Set on a pixel this fill has painted: no colour has it, so a marked pixel is neither the border
 * nor open, and the framebuffer itself is the visited map. Cleared over the painted box at the end.
 */
const PAINTED = 0x10;

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

/** Not the border colour and not yet painted by this fill. */
function open(x: number, y: number): boolean {
  const p = px[y * SCREEN_W + x]!;
  return p !== border && p < PAINTED;
}

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

/**
 * Whether the run [xl, xr] of a row, found from the row beside it, is one the real fill does not
 * enter: one pixel wide in the clip's first or last column. Probe PFFP (192 of 192): a gap of one
 * pixel at the clip's edge, in a floor the fill comes up or down to, stops it — at the screen's
 * edges and a viewport's, from above and below, into a pocket one or two wide — while a gap of two,
 * or of one away from the edge, does not; probe PFFE: 33 of its 53 differing cases (every solid
 * one), single pixels between a line and the edge. A clip one column wide is left out: there the
 * oracle fills the column and paints past the clip too (a DOSBox run of three such fills), not modelled.
 */
function blockedAtEdge(xl: number, xr: number, left: number, right: number): boolean {
  return xl === xr && left !== right && (xl === left || xr === right);
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

/** The box the last fillSpans painted (absolute pixels, edges included). */
export const paintedBox: Box = { left: 0, top: 0, right: 0, bottom: 0 };

/**
 * Fill `pixels` from the seed's span [l, r] of row sy, which the caller's border scan found (the
 * pixels beyond its ends are the border colour or outside `clip`): every pixel 4-connected to it
 * through pixels not in `borderColor`, within `clip`, is painted with pattern `fillRows` in
 * `fillColor`. Leaves the painted box in paintedBox; 'overflow' when the stack ran out first.
 */
export function fillSpans(pixels: Uint8Array, borderColor: number, fillRows: ArrayLike<number>, fillColor: number, clip: Box, l: number, r: number, sy: number): FloodResult {
  px = pixels;
  border = borderColor;
  rows = fillRows;
  color = fillColor;
  top = clip.top;
  bottom = clip.bottom;
  sp = 0;
  overflow = false;
  bx0 = l; // the seed's span: the first paint's box
  bx1 = r;
  by0 = by1 = sy;
  const { left, right } = clip;

  // The stack holds spans whose row y-dy was painted over [xl, xr]; row y is to be explored.
  // The seed's own span first, then its neighbours above and below.
  paint(l, r, sy);
  push(sy, l, r, -1);
  push(sy, l, r, 1);

  while (sp > 0 && !overflow) {
    sp--;
    const dy = stack[sp * 4 + 3]!;
    const y = stack[sp * 4]! + dy;
    const x1 = stack[sp * 4 + 1]!;
    const x2 = stack[sp * 4 + 2]!;
    let x = x1;
    let start: number;
    if (open(x1, y)) {
      // Extend left from x1: the part left of the parent may leak back toward row y-dy.
      while (x > left && open(x - 1, y)) x--;
      start = x;
      if (start < x1) push(y, start, x1 - 1, -dy);
      x = x1 + 1;
    } else {
      // x1 itself is closed: find the first open pixel within the parent span.
      x = x1 + 1;
      while (x <= x2 && !open(x, y)) x++;
      if (x > x2) continue;
      start = x;
    }
    for (;;) {
      while (x <= right && open(x, y)) x++;
      if (!blockedAtEdge(start, x - 1, left, right)) {
        paint(start, x - 1, y);
        push(y, start, x - 1, dy);
        if (x - 1 > x2) push(y, x2 + 1, x - 1, -dy); // leaked past the parent's right end
      }
      x++;
      while (x <= x2 && !open(x, y)) x++;
      if (x > x2) break;
      start = x;
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
