/**
 * floodfill's memory of the rectangles it has proven closed, one set per VGA, kept true by the
 * VGA's touch reports: what lets a refill of the same grid cell skip the proof, or the whole fill.
 * floodfill.ts makes and uses the proofs; this module keeps them and says when one holds.
 */
import { SCREEN_H, SCREEN_W, type Vga } from '../../hw/vga.ts';
import { FILL_PATTERNS, USER_FILL } from './fill.ts';
import type { BgiState, Box } from './state.ts';

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

export interface ProvenRect {
  /** The seed pixel (x, y) as (y << 10) | x, whatever the rows' width (a proof holds only for fills from there). */
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
/** Rows up to 720 pixels wide: HERC.BGI's and PC3270.BGI's shadow (row.ts). */
const GRID_W = (SCREEN_W + 80) >> GRID_SHIFT;
const GRID_H = SCREEN_H >> GRID_SHIFT;

/** One VGA's proven rectangles. */
export class ProvenRects {
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
    const seed = (y << 10) | x;
    for (let i = 0; i < list.length; i++) if (list[i]!.seed === seed) return list[i];
    return undefined;
  }

  /**
   * A write over [x0, x1]×[y0, y1]: forget the proofs whose rectangle or walls it meets (but those
   * made with the border colour a fill keeps), mark the kept ones whose rectangle it meets written.
   */
  private touched(x0: number, y0: number, x1: number, y1: number): void {
    // Widened by one, the box meets a rectangle exactly where it meets that rectangle or its walls.
    const gx0 = Math.max(x0 - 1, 0) >> GRID_SHIFT, gx1 = Math.min(x1 + 1, (GRID_W << GRID_SHIFT) - 1) >> GRID_SHIFT;
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
  const y = k.seed >> 10, x = k.seed & 1023;
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

/** The proofs made on `vga` (on first use, made and set listening to its touches). */
export function provenRects(vga: Vga): ProvenRects {
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

/**
 * Can a fill in `color` with pattern `rows` paint a pixel in the border colour (the fill colour,
 * or a pattern's 0)? One that cannot keeps the proofs made with its border.
 */
export function paintsBorder(color: number, border: number, rows: ArrayLike<number>): boolean {
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
export function uniformColor(st: BgiState): number {
  const bits = st.fillStyle === USER_FILL ? solidBits(st.userFill) : STYLE_BITS[st.fillStyle]!;
  return bits < 0 ? -1 : bits === 0 ? 0 : st.fillColor & 15;
}

/** Does proof k hold for a fill from its seed with this border and clip box? */
export function holds(k: ProvenRect, borderColor: number, clip: Box): boolean {
  // The same box object (the viewport, replaced whenever it changes) is the usual case.
  return k.border === borderColor && (k.clip === clip || (k.clipLeft === clip.left && k.clipTop === clip.top && k.clipRight === clip.right && k.clipBottom === clip.bottom));
}
