/**
 * floodfill as EGAVGA.BGI 2.00 does it (notes §7): a border fill. Every pixel 4-connected to the
 * seed through pixels that are not exactly the border colour is painted with the fill pattern,
 * including pixels already in the fill colour; the fill never leaves the clip rectangle.
 *
 * The driver's span bookkeeping is not documented, so this is a scan-line span fill (Heckbert,
 * Graphics Gems I "A Seed Fill Algorithm") whose stack is modelled on the flood memory:
 * entries of 4 words (y, xl, xr, dy) = FLOOD_ENTRY_BYTES, in the kernel's 4096-byte graphics buffer.
 * When the stack would overflow, the fill stops where it is and reports grNoFloodMem (−7).
 * Because filled pixels can look like unfilled ones (patterns, or a fill colour that was already
 * there), painted pixels carry a mark (bit 4, above the 4 colour bits) until the fill ends; the
 * real driver must track them some other way.
 */
import { SCREEN_H, SCREEN_W, type Vga } from '../../hw/vga.ts';
import { FILL_PATTERNS, fillRows, USER_FILL } from './fill.ts';
import type { BgiState, Box } from './state.ts';

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
// closures: a bundle built with keepNames would re-wrap per-call closures on every fill.
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

/** 0x01 in every byte of a word: `c * BYTES` repeats a colour across four pixels. */
const BYTES = 0x01010101;

/** The framebuffer as words, for the rectangle paths (floodFill makes it anew for another frame). */
let px32: Uint32Array = new Uint32Array(0);
let px32Of: Uint8Array | null = null;

const quad = new Uint8Array(4);
const quadWord = new Int32Array(quad.buffer);

/** The word whose bytes in memory are b0..b3 (pixels x..x+3), whatever the platform's byte order. */
function bytesWord(b0: number, b1: number, b2: number, b3: number): number {
  quad[0] = b0;
  quad[1] = b1;
  quad[2] = b2;
  quad[3] = b3;
  return quadWord[0]!;
}

/**
 * The rectangle paths take a row's span [l, r] a word (four pixels) at a time, including the
 * partial words at its ends: of those, HEAD[l & 3] keeps the pixels from l on, TAIL[r & 3] the
 * pixels up to r. Built from bytes, the masks hold in either byte order. SCREEN_W is a multiple
 * of 8, so a word never straddles two rows, every row of a rectangle has the same end masks, and
 * word w holds the left half of the 8-pixel fill pattern when w is even.
 */
const HEAD = [bytesWord(255, 255, 255, 255), bytesWord(0, 255, 255, 255), bytesWord(0, 0, 255, 255), bytesWord(0, 0, 0, 255)];
const TAIL = [bytesWord(255, 0, 0, 0), bytesWord(255, 255, 0, 0), bytesWord(255, 255, 255, 0), bytesWord(255, 255, 255, 255)];

/**
 * How the bytes of x = w ^ edge·BYTES that mask m keeps stand (x is zero in the bytes of border
 * pixels): 1 = no border pixel, 0 = all border, -1 = both. The classic zero-byte test finds a
 * border pixel, with the bytes outside the mask set to 1 so they count as open.
 */
function wordState(x: number, m: number): number {
  x &= m;
  if (x === 0) return 0;
  x |= BYTES & ~m;
  return ((x - BYTES) & ~x & 0x80808080) === 0 ? 1 : -1;
}

/**
 * Row y over [l, r] (before anything is painted, "closed" means the border colour):
 * 1 = all open, 0 = all border, -1 = mixed: all its words must agree.
 */
function rowState(p32: Uint32Array, edge: number, l: number, r: number, y: number): number {
  const pattern = edge * BYTES;
  const w0 = (y * SCREEN_W + l) >> 2, w1 = (y * SCREEN_W + r) >> 2;
  const head = HEAD[l & 3]!, tail = TAIL[r & 3]!;
  if (w0 === w1) return wordState(p32[w0]! ^ pattern, head & tail);
  const state = wordState(p32[w0]! ^ pattern, head);
  if (state < 0 || wordState(p32[w1]! ^ pattern, tail) !== state) return -1;
  for (let w = w0 + 1; w < w1; w++) if (wordState(p32[w]! ^ pattern, -1) !== state) return -1;
  return state;
}

/** Is (x, y) closed to the fill: the border colour, or outside the clip box's columns? */
function closedSide(p: Uint8Array, edge: number, x: number, y: number, left: number, right: number): boolean {
  return x < left || x > right || p[y * SCREEN_W + x] === edge;
}

/** Are both ends of row y's span [l, r] closed? */
function walled(p: Uint8Array, edge: number, l: number, r: number, y: number, left: number, right: number): boolean {
  return closedSide(p, edge, l - 1, y, left, right) && closedSide(p, edge, r + 1, y, left, right);
}

/**
 * The fast path for what the game fills all the time, a cell of its grid: when the seed's span
 * [l, r] continues up and down as the same span, walled on both sides, and ends at a row of
 * border (or the clip box), the region is exactly that rectangle. Any border fill paints exactly
 * its region, and a rectangle never comes near the span stack's limit, so painting it directly
 * gives the general algorithm's result, reading each pixel once. Returns false (having painted
 * nothing) for any other shape. Called before anything is painted, so "open" = not the border.
 */
function fillIfRectangle(l: number, r: number, sy: number, left: number, right: number): boolean {
  const p = px, p32 = px32, edge = border;
  if (!walled(p, edge, l, r, sy, left, right)) return false;
  let t = sy;
  while (t > top) {
    const state = rowState(p32, edge, l, r, t - 1);
    if (state === 0) break;
    if (state < 0 || !walled(p, edge, l, r, t - 1, left, right)) return false;
    t--;
  }
  let b = sy;
  while (b < bottom) {
    const state = rowState(p32, edge, l, r, b + 1);
    if (state === 0) break;
    if (state < 0 || !walled(p, edge, l, r, b + 1, left, right)) return false;
    b++;
  }
  paintRect(l, r, t, b);
  return true;
}

/** Is all of [l, r]×[t, b] colour c? Four pixels per test. */
function solidRect(c: number, l: number, r: number, t: number, b: number): boolean {
  const p32 = px32, word = c * BYTES;
  const words = (r >> 2) - (l >> 2); // past the first
  let head = HEAD[l & 3]!, tail = TAIL[r & 3]!;
  if (words === 0) head = tail = head & tail; // one word: its test below is made twice
  for (let y = t; y <= b; y++) {
    const w0 = (y * SCREEN_W + l) >> 2, w1 = w0 + words;
    if (((p32[w0]! ^ word) & head) !== 0 || ((p32[w1]! ^ word) & tail) !== 0) return false;
    for (let w = w0 + 1; w < w1; w++) if (p32[w] !== word) return false;
  }
  return true;
}

/** The word of four pixels whose pattern bits are `nibble`'s low four, leftmost first. */
function patternWord(nibble: number, on: number): number {
  return bytesWord(nibble & 8 ? on : 0, nibble & 4 ? on : 0, nibble & 2 ? on : 0, nibble & 1 ? on : 0);
}

/**
 * Paint the rectangle [l, r]×[t, b] with the pattern (no marks: nothing reads it back). Four
 * pixels per store; the end words are read, masked and written back, which measured faster than
 * storing their pixels one by one.
 */
function paintRect(l: number, r: number, t: number, b: number): void {
  const p32 = px32, on = color;
  const words = (r >> 2) - (l >> 2); // past the first
  let head = HEAD[l & 3]!, tail = TAIL[r & 3]!;
  if (words === 0) head = tail = head & tail; // one word: its masked store below is made twice
  for (let y = t; y <= b; y++) {
    const bits = rows[y & 7]!;
    // The row's words, the pattern's left half for even ones and its right half for odd ones.
    let even = on * BYTES, odd = even;
    if (bits !== 0xff) {
      even = patternWord(bits >> 4, on);
      odd = patternWord(bits, on);
    }
    const w0 = (y * SCREEN_W + l) >> 2, w1 = w0 + words;
    p32[w0] = (p32[w0]! & ~head) | ((w0 & 1 ? odd : even) & head);
    for (let w = w0 + 1; w < w1; w++) p32[w] = w & 1 ? odd : even;
    p32[w1] = (p32[w1]! & ~tail) | ((w1 & 1 ? odd : even) & tail);
  }
  bx0 = l;
  bx1 = r;
  by0 = t;
  by1 = b;
}

// ---- rectangles already proven ----
//
// After each block lands, TETRIS.C refills every board cell it shows: the same 17×17 rectangles,
// walled by the grid, from the same seeds. Proving a region is a rectangle reads about 360 pixels;
// painting it writes 289. A proof stays true while no pixel of the rectangle or its walls turns
// from its border colour to another or back. A fill with the same border colour that paints no
// pixel in that colour cannot do that (it never paints over its border); every other write
// reaches Vga.touch, which makes us forget the rectangles it overlaps. So a later fill from the
// same seed, border colour and clip box paints the rectangle unread.
//
// Most of those refills give a cell the colour it already has: nothing changes, so they can skip
// painting and touching altogether. A proof remembers the one colour its last paint left the whole
// rectangle in, and whether any write has reached the rectangle since. Proofs survive some writes
// inside them (a fill keeping their border colour from another seed, or one under another clip box
// that came in through a side only the clip edge closed), so that is a record of its own: every
// touch marks the proofs whose rectangle it meets. Without such a write, a refill in that colour
// is a no-op; after one, the refill reads the rectangle and writes only if it is not all that colour.
//
// A touch finds the proofs it reaches through a grid of 16×16-pixel cells, each listing the
// proofs whose rectangle meets it: the work is the proofs near the box, not all of them (a 17×17
// cell is listed in 2×2 grid cells; a cell's repaint or a line of text looks at a few dozen).
// A fill finds the proof from its seed through the same grid, listing proofs by their seed's cell.

interface ProvenRect {
  /** The seed pixel, y·640 + x (a proof holds only for fills from there). */
  seed: number;
  border: number;
  /** The clip box the proof was made in (it bounds the region and walls its sides), and its edges. */
  clip: Box;
  clipLeft: number;
  clipTop: number;
  clipRight: number;
  clipBottom: number;
  l: number;
  r: number;
  t: number;
  b: number;
  /** The colour the last fill that painted the rectangle left all of it in (-1: a pattern). */
  uniform: number;
  /** Has a touch met the rectangle since that paint (other than the paint's own)? */
  written: boolean;
}

/** Past this many, forget them all (a program filling everywhere gains nothing from them). */
const PROVEN_MAX = 1024;

/** Grid cells of 16×16 pixels (8×8 measured slower, 32×32 no faster). */
const GRID_SHIFT = 4;
const GRID_W = SCREEN_W >> GRID_SHIFT;
const GRID_H = SCREEN_H >> GRID_SHIFT;

/** One VGA's proven rectangles. */
class ProvenRects {
  /** Per grid cell, the proofs whose rectangle meets it. */
  private readonly grid: ProvenRect[][] = Array.from({ length: GRID_W * GRID_H }, () => []);
  /** Per grid cell, the proofs whose seed lies in it (mostly one). */
  private readonly bySeed: ProvenRect[][] = Array.from({ length: GRID_W * GRID_H }, () => []);
  private count = 0;
  /** While a fill marks its box: the border colour whose proofs it keeps (-1: none). */
  keepingBorder = -1;

  constructor(vga: Vga) {
    vga.onTouch = (x0, y0, x1, y1) => this.touched(x0, y0, x1, y1);
  }

  /** The proof made from seed pixel (x, y), if any. */
  at(x: number, y: number): ProvenRect | undefined {
    const list = this.bySeed[(y >> GRID_SHIFT) * GRID_W + (x >> GRID_SHIFT)]!;
    const seed = y * SCREEN_W + x;
    for (let i = 0; i < list.length; i++) if (list[i]!.seed === seed) return list[i];
    return undefined;
  }

  /**
   * A write over [x0, x1]×[y0, y1]: forget the proofs whose rectangle or walls it meets (but those
   * made with the border colour a fill keeps), mark the kept ones whose rectangle it meets written.
   */
  private touched(x0: number, y0: number, x1: number, y1: number): void {
    // Widened by one, the box meets a rectangle exactly where it meets that rectangle or its walls.
    const gx0 = Math.max(x0 - 1, 0) >> GRID_SHIFT, gx1 = Math.min(x1 + 1, SCREEN_W - 1) >> GRID_SHIFT;
    const gy0 = Math.max(y0 - 1, 0) >> GRID_SHIFT, gy1 = Math.min(y1 + 1, SCREEN_H - 1) >> GRID_SHIFT;
    const keeping = this.keepingBorder;
    for (let gy = gy0; gy <= gy1; gy++) {
      for (let g = gy * GRID_W + gx0, end = gy * GRID_W + gx1; g <= end; g++) {
        const list = this.grid[g]!;
        // Backwards: forgetting moves the list's last proof, already seen, into slot i.
        for (let i = list.length - 1; i >= 0; i--) {
          const k = list[i]!;
          if (x0 > k.r + 1 || x1 < k.l - 1 || y0 > k.b + 1 || y1 < k.t - 1) continue;
          if (k.border !== keeping) this.forget(k);
          else if (x0 <= k.r && x1 >= k.l && y0 <= k.b && y1 >= k.t) k.written = true;
        }
      }
    }
  }

  /** Add k in place of `old`, the proof from its seed if there is one. */
  remember(k: ProvenRect, old: ProvenRect | undefined): void {
    if (old !== undefined) this.forget(old);
    if (this.count >= PROVEN_MAX) this.clear();
    this.count++;
    for (let gy = k.t >> GRID_SHIFT; gy <= k.b >> GRID_SHIFT; gy++) {
      for (let gx = k.l >> GRID_SHIFT; gx <= k.r >> GRID_SHIFT; gx++) this.grid[gy * GRID_W + gx]!.push(k);
    }
    this.bySeed[seedCell(k)]!.push(k);
  }

  private forget(k: ProvenRect): void {
    this.count--;
    for (let gy = k.t >> GRID_SHIFT; gy <= k.b >> GRID_SHIFT; gy++) {
      for (let gx = k.l >> GRID_SHIFT; gx <= k.r >> GRID_SHIFT; gx++) {
        removeFrom(this.grid[gy * GRID_W + gx]!, k);
      }
    }
    removeFrom(this.bySeed[seedCell(k)]!, k);
  }

  clear(): void {
    for (const list of this.grid) list.length = 0;
    for (const list of this.bySeed) list.length = 0;
    this.count = 0;
  }
}

/** The grid cell of k's seed. */
function seedCell(k: ProvenRect): number {
  const y = Math.floor(k.seed / SCREEN_W), x = k.seed - y * SCREEN_W;
  return (y >> GRID_SHIFT) * GRID_W + (x >> GRID_SHIFT);
}

/** Remove k from a list it is in (order does not matter: the last entry takes its place). */
function removeFrom(list: ProvenRect[], k: ProvenRect): void {
  const last = list.pop()!;
  if (last !== k) list[list.indexOf(k)] = last;
}

const provenByVga = new WeakMap<Vga, ProvenRects>();

/** The last VGA asked about and its proofs (a program fills on one VGA, many times a frame; kept alive until another fills). */
let lastVga: Vga | null = null;
let lastProven: ProvenRects | null = null;

function provenRects(vga: Vga): ProvenRects {
  if (vga === lastVga) return lastProven!;
  let p = provenByVga.get(vga);
  if (p === undefined) provenByVga.set(vga, (p = new ProvenRects(vga)));
  lastVga = vga;
  return (lastProven = p);
}

/** Forget every rectangle proven on `vga` (the next fills prove theirs afresh; tests compare). */
export function forgetProvenRects(vga: Vga): void {
  provenByVga.get(vga)?.clear();
}

/** Can the fill now set up paint a pixel in the border colour (the fill colour, or a pattern's 0)? */
function paintsBorder(): boolean {
  if (color === border) return true;
  if (border !== 0) return false;
  for (let i = 0; i < 8; i++) if (rows[i] !== 0xff) return true;
  return false;
}

/** Pattern rows' bits if all eight rows are 0x00 or all 0xff, else -1 (a pattern of two colours). */
function solidBits(rows: ArrayLike<number>): number {
  const bits = rows[0]!;
  if (bits !== 0xff && bits !== 0) return -1;
  for (let i = 1; i < 8; i++) if (rows[i] !== bits) return -1;
  return bits;
}

/** solidBits of each predefined style, once (they are constant; the user pattern is not). */
const STYLE_BITS = FILL_PATTERNS.map(solidBits);

/** The one colour a fill in st's style paints everywhere (-1: a pattern of two colours). */
function uniformColor(st: BgiState): number {
  const bits = st.fillStyle === USER_FILL ? solidBits(st.userFill) : STYLE_BITS[st.fillStyle]!;
  return bits < 0 ? -1 : bits === 0 ? 0 : st.fillColor & 15;
}

/** Does proof k hold for a fill from its seed with this border and clip box? */
function holds(k: ProvenRect, borderColor: number, clip: Box): boolean {
  // The same box object (the viewport, replaced whenever it changes) is the usual case.
  return k.border === borderColor && (k.clip === clip || (k.clipLeft === clip.left && k.clipTop === clip.top && k.clipRight === clip.right && k.clipBottom === clip.bottom));
}

/**
 * Fill from the absolute seed (sx, sy) within `clip`, clipBox(st): the caller has checked the
 * seed is inside it.
 */
export function floodFill(st: BgiState, sx: number, sy: number, borderColor: number, clip: Box): FloodResult {
  // The refill of an unwritten cell in its own colour (most of PaintBoard's), kept small enough
  // to inline into its caller. (Its seed is not the border: a kept proof's colour is not.)
  const proven = provenRects(st.vga);
  const known = proven.at(sx, sy);
  if (known !== undefined && !known.written && known.uniform >= 0 && holds(known, borderColor, clip) && known.uniform === uniformColor(st)) return 'done';
  return fillFrom(st, sx, sy, borderColor, clip, proven, known);
}

/** floodFill past its early exit; `known` is the proof from this seed, if any. */
function fillFrom(st: BgiState, sx: number, sy: number, borderColor: number, clip: Box, proven: ProvenRects, known: ProvenRect | undefined): FloodResult {
  const vga = st.vga;
  if (vga.pixels[sy * SCREEN_W + sx] === borderColor) return 'done'; // seed on the border: nothing to do
  const holding = known !== undefined && holds(known, borderColor, clip);

  px = vga.pixels;
  // Once per fill, by identity: reading `.buffer` in each rectangle path showed in profiles.
  if (px32Of !== px) px32 = new Uint32Array(px.buffer, px.byteOffset, (px32Of = px).length >> 2);
  border = borderColor;
  rows = fillRows(st);
  color = st.fillColor & 15;
  top = clip.top;
  bottom = clip.bottom;
  sp = 0;
  overflow = false;
  bx0 = bx1 = sx;
  by0 = by1 = sy;

  // The stack holds spans whose row y-dy was painted over [xl, xr]; row y is to be explored.
  // The seed's own span first, then its neighbours above and below.
  // Nothing is painted yet, so "open" is just "not the border colour".
  const keeps = !paintsBorder();
  if (holding) {
    // Already all in the one colour the fill paints (read, as it may have been written): nothing to do.
    const uniform = uniformColor(st);
    if (uniform >= 0 && solidRect(uniform, known.l, known.r, known.t, known.b)) {
      known.uniform = uniform;
      known.written = false;
      return 'done';
    }
    paintRect(known.l, known.r, known.t, known.b);
    finish(vga, proven, keeps, 'done');
    known.uniform = uniform;
    known.written = false; // after the touch, which marked it
    return 'done';
  }

  const { left, right } = clip;
  const p = px, rowBase = sy * SCREEN_W;
  let l = sx, r = sx;
  while (l > left && p[rowBase + l - 1] !== borderColor) l--;
  while (r < right && p[rowBase + r + 1] !== borderColor) r++;
  if (fillIfRectangle(l, r, sy, left, right)) {
    if (!keeps) return finish(vga, proven, keeps, 'done');
    const k: ProvenRect = {
      seed: sy * SCREEN_W + sx, border: borderColor, clip, clipLeft: left, clipTop: top, clipRight: right, clipBottom: bottom,
      l: bx0, r: bx1, t: by0, b: by1, uniform: uniformColor(st), written: false,
    };
    proven.remember(k, known);
    finish(vga, proven, keeps, 'done');
    k.written = false; // after the touch, as above
    return 'done';
  }
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
      paint(start, x - 1, y);
      push(y, start, x - 1, dy);
      if (x - 1 > x2) push(y, x2 + 1, x - 1, -dy); // leaked past the parent's right end
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
  return finish(vga, proven, keeps, overflow ? 'overflow' : 'done');
}

/** Mark the painted box; a fill that painted no border colour keeps the proofs made with its border. */
function finish(vga: Vga, proven: ProvenRects, keeps: boolean, result: FloodResult): FloodResult {
  proven.keepingBorder = keeps ? border : -1;
  vga.touch(bx0, by0, bx1, by1);
  proven.keepingBorder = -1;
  return result;
}
