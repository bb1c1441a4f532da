/**
 * floodfill's rectangle paths: a region that is a rectangle (a cell of a game's grid, filled all
 * the time) is found and painted a word, four pixels, at a time. floodfill.ts decides when they
 * apply; this module only reads and writes the framebuffer's words.
 */
import { ROW } from './row.ts';

/** 0x01 in every byte of a word: `c * BYTES` repeats a colour across four pixels. */
const BYTES = 0x01010101;

/** The framebuffer as words, for the rectangle paths (made anew for another frame). */
let px32: Uint32Array = new Uint32Array(0);
let px32Of: Uint8Array | null = null;

/** The pixels `px` as words. */
export function wordsOf(px: Uint8Array): Uint32Array {
  // Once per fill, by identity: reading `.buffer` in each rectangle path showed in profiles.
  if (px32Of !== px) px32 = new Uint32Array(px.buffer, px.byteOffset, (px32Of = px).length >> 2);
  return px32;
}

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
 * pixels up to r. Built from bytes, the masks hold in either byte order. ROW is a multiple
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
  const w0 = (y * ROW + l) >> 2, w1 = (y * ROW + r) >> 2;
  const head = HEAD[l & 3]!, tail = TAIL[r & 3]!;
  if (w0 === w1) return wordState(p32[w0]! ^ pattern, head & tail);
  const state = wordState(p32[w0]! ^ pattern, head);
  if (state < 0 || wordState(p32[w1]! ^ pattern, tail) !== state) return -1;
  for (let w = w0 + 1; w < w1; w++) if (wordState(p32[w]! ^ pattern, -1) !== state) return -1;
  return state;
}

/** Is (x, y) closed to the fill: the border colour, or outside the clip box's columns? */
function closedSide(p: Uint8Array, edge: number, x: number, y: number, left: number, right: number): boolean {
  return x < left || x > right || p[y * ROW + x] === edge;
}

/** Are both ends of row y's span [l, r] closed? */
export function walled(p: Uint8Array, edge: number, l: number, r: number, y: number, left: number, right: number): boolean {
  return closedSide(p, edge, l - 1, y, left, right) && closedSide(p, edge, r + 1, y, left, right);
}

/**
 * From row y, walled over [l, r], follow the span a row at a time in direction dy (±1) while the
 * next row is all open over [l, r] and walled too, up to the clip box's row `limit`. Returns the
 * last such row when the walk ends at a row all of border colour (or the clip box), -1 when a row
 * is mixed or not walled (the region is not that rectangle). Called before anything is painted,
 * so "open" = not the border.
 */
export function rectangleEnd(p: Uint8Array, p32: Uint32Array, edge: number, l: number, r: number, y: number, dy: number, limit: number, left: number, right: number): number {
  while (dy < 0 ? y > limit : y < limit) {
    const state = rowState(p32, edge, l, r, y + dy);
    if (state === 0) break;
    if (state < 0 || !walled(p, edge, l, r, y + dy, left, right)) return -1;
    y += dy;
  }
  return y;
}

/** Is all of [l, r]×[t, b] colour c? Four pixels per test. */
export function solidRect(p32: Uint32Array, c: number, l: number, r: number, t: number, b: number): boolean {
  const word = c * BYTES;
  const words = (r >> 2) - (l >> 2); // past the first
  let head = HEAD[l & 3]!, tail = TAIL[r & 3]!;
  if (words === 0) head = tail = head & tail; // one word: its test below is made twice
  for (let y = t; y <= b; y++) {
    const w0 = (y * ROW + l) >> 2, w1 = w0 + words;
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
 * Paint the rectangle [l, r]×[t, b] with the pattern `rows` in colour `on` (no marks: nothing
 * reads it back). Four pixels per store; the end words are read, masked and written back, which
 * measured faster than storing their pixels one by one.
 */
export function paintRect(p32: Uint32Array, rows: ArrayLike<number>, on: number, l: number, r: number, t: number, b: number): void {
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
    const w0 = (y * ROW + l) >> 2, w1 = w0 + words;
    p32[w0] = (p32[w0]! & ~head) | ((w0 & 1 ? odd : even) & head);
    for (let w = w0 + 1; w < w1; w++) p32[w] = w & 1 ? odd : even;
    p32[w1] = (p32[w1]! & ~tail) | ((w1 & 1 ? odd : even) & tail);
  }
}
