/**
 * floodfill as EGAVGA.BGI 2.00 does it (docs/TURBO-C-FACTS.md#floodfill): a border fill. Runs of
 * pixels that are not exactly the border colour are painted with the fill pattern, row by row
 * from the seed's; a run is entered from the row beside it only when one of its pixels there,
 * away from the clip's first and last column, does not already look filled (probes PFFP, PFFR;
 * floodfill-spans.ts looksOpen, firstColumn). The fill never leaves the clip rectangle.
 *
 * This module chooses how a fill is made; the others make it:
 * - floodfill-spans.ts: the general scan-line span fill, its stack modelled on the driver's flood
 *   memory (4096 bytes), and the stop when that overflows (grNoFloodMem);
 * - floodfill-rect.ts: a region that is a rectangle, found and painted four pixels per word;
 * - floodfill-proven.ts: the rectangles already proven, which let a refill skip the proof, or the
 *   fill when the rectangle already has the colour.
 * A rectangle is painted whole only when the fill enters each of its rows (entersEveryRow), so
 * the path taken never shows in the pixels.
 */
import type { Vga } from '../../hw/vga.ts';
import { ROW } from './row.ts';
import { EMPTY_FILL, FILL_PATTERNS, SOLID_FILL, fillRows } from './fill.ts';
import { holds, paintsBorder, provenRects, uniformColor, type ProvenRect, type ProvenRects } from './floodfill-proven.ts';
import { paintRect, rectangleEnd, solidRect, walled, wordsOf } from './floodfill-rect.ts';
import { entersEveryRow, fillSpans, floodDriver, paintedBox, type FloodResult } from './floodfill-spans.ts';
import type { BgiState, Box } from './state.ts';

export { FLOOD_BUFFER_BYTES, FLOOD_ENTRY_BYTES, FLOOD_STACK_ENTRIES, type FloodResult } from './floodfill-spans.ts';
export { forgetProvenRects } from './floodfill-proven.ts';

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
  const px = vga.pixels;
  if (px[sy * ROW + sx] === borderColor) return 'done'; // seed on the border: nothing to do
  const holding = known !== undefined && holds(known, borderColor, clip);
  const p32 = wordsOf(px);
  // CGA.BGI fills EMPTY_FILL, or any pattern in colour 0, as SOLID_FILL in 0: the same pixels, but
  // every row of them looks filled (floodfill-spans.ts floodDriver)
  const solid0 = (st.fillStyle === EMPTY_FILL || (st.fillColor & 15) === 0) && floodDriver.colour0Looks(px);
  const rows = solid0 ? FILL_PATTERNS[SOLID_FILL]! : fillRows(st);
  const color = solid0 ? 0 : st.fillColor & 15;
  const keeps = !paintsBorder(color, borderColor, rows);

  if (holding) {
    // Already all in the one colour the fill paints (read, as it may have been written): nothing to do.
    const uniform = uniformColor(st);
    if (uniform >= 0 && solidRect(p32, uniform, known.l, known.r, known.t, known.b)) {
      known.uniform = uniform;
      known.written = false;
      return 'done';
    }
  }
  if (holding && entersEveryRow(px, borderColor, rows, color, clip, known.l, known.r, known.t, known.b, sy)) {
    const uniform = uniformColor(st);
    paintRect(p32, rows, color, known.l, known.r, known.t, known.b);
    finish(vga, proven, keeps, borderColor, known.l, known.t, known.r, known.b, 'done');
    known.uniform = uniform;
    known.written = false; // after the touch, which marked it
    return 'done';
  }

  // The seed's span: its row scanned both ways to the border colour or the clip box.
  const { left, top, right, bottom } = clip;
  const rowBase = sy * ROW;
  let l = sx, r = sx;
  while (l > left && px[rowBase + l - 1] !== borderColor) l--;
  while (r < right && px[rowBase + r + 1] !== borderColor) r++;

  // The fast path for what the game fills all the time, a cell of its grid: when the seed's span
  // [l, r] continues up and down as the same span, walled on both sides, and ends at a row of
  // border (or the clip box), the region is exactly that rectangle. Any border fill paints exactly
  // its region, and a rectangle never comes near the span stack's limit, so painting it directly
  // gives the general algorithm's result, reading each pixel once. Nothing is painted yet, so
  // "open" is just "not the border colour".
  // A span one pixel wide in the clip's first or last column is one the real fill enters from no
  // row beside it (floodfill-spans.ts firstColumn), and a row that already looks filled stops the
  // fill (entersEveryRow): the general path decides.
  let t = -1, b = -1;
  if (left !== right && !(l === r && (l === left || r === right)) && walled(px, borderColor, l, r, sy, left, right)) {
    t = rectangleEnd(px, p32, borderColor, l, r, sy, -1, top, left, right);
    if (t >= 0) b = rectangleEnd(px, p32, borderColor, l, r, sy, 1, bottom, left, right);
  }
  if (b >= 0 && entersEveryRow(px, borderColor, rows, color, clip, l, r, t, b, sy)) {
    paintRect(p32, rows, color, l, r, t, b);
    if (!keeps) return finish(vga, proven, keeps, borderColor, l, t, r, b, 'done');
    const k: ProvenRect = {
      seed: (sy << 10) | sx, border: borderColor, clip, clipLeft: left, clipTop: top, clipRight: right, clipBottom: bottom,
      l, r, t, b, uniform: uniformColor(st), written: false,
    };
    proven.remember(k, known);
    finish(vga, proven, keeps, borderColor, l, t, r, b, 'done');
    k.written = false; // after the touch, as above
    return 'done';
  }

  const result = fillSpans(px, borderColor, rows, color, clip, sx, sy);
  return finish(vga, proven, keeps, borderColor, paintedBox.left, paintedBox.top, paintedBox.right, paintedBox.bottom, result);
}

/**
 * Report the painted box [x0, x1]×[y0, y1] to the VGA; a fill that painted no pixel in its border
 * colour keeps the proofs made with that border.
 */
function finish(vga: Vga, proven: ProvenRects, keeps: boolean, border: number, x0: number, y0: number, x1: number, y1: number, result: FloodResult): FloodResult {
  proven.keepingBorder = keeps ? border : -1;
  vga.touch(x0, y0, x1, y1);
  proven.keepingBorder = -1;
  return result;
}
