/**
 * How big the screen is drawn, in DEVICE pixels. Two ways:
 * - crisp: a whole multiple k of the mode's size, every VGA pixel a k×k block (CSS scales the
 *   canvas, nearest-neighbour);
 * - fill: as large as the room allows at the mode's own aspect, drawn sharp-bilinear — the frame is
 *   first enlarged k× nearest-neighbour (k the scale rounded up), then smoothed down to the size,
 *   so an edge blurs over at most one device pixel however uneven the ratio.
 * `auto` takes crisp when the whole multiple fills at least CRISP_SHARE of the room fill would
 * take (1920×1080: 2× of 2.2×), fill otherwise (a phone: 1× of 1.8×, or a screen larger than the
 * room: a laptop at 200 % zoom). On a display of 2 or more device pixels per CSS pixel (phones,
 * HiDPI laptops) `auto` always fills: fill's blur of one device pixel is half a CSS pixel or less
 * there, while crisp would leave the room unused (a phone in landscape: 2× is 82 % of the height).
 * `crisp` keeps whole multiples everywhere, for who wants them.
 */
export type ScaleChoice = 'auto' | 'crisp' | 'fill';
export const SCALE_CHOICES: readonly ScaleChoice[] = ['auto', 'crisp', 'fill'];

export const CRISP_SHARE = 0.75;

export interface Fit {
  crisp: boolean;
  /** The drawn size in device pixels. */
  width: number;
  height: number;
  /** fill only: the nearest-neighbour enlargement before smoothing (1 = smooth only). */
  prescale: number;
}

/** Device pixels per CSS pixel from which `auto` always fills. */
export const FILL_DENSITY = 2;

/** The size for a `w`×`h` mode in a `roomW`×`roomH` device-pixel room, on a display of `dpr` device pixels per CSS pixel. */
export function fitScreen(w: number, h: number, roomW: number, roomH: number, choice: ScaleChoice, dpr = 1): Fit {
  const s = Math.min(roomW / w, roomH / h);
  const k = Math.floor(s);
  // Asked for, crisp is at least 1× (it may overflow a room smaller than the mode); auto never
  // overflows: below 1× only fill keeps everything in reach.
  if (choice === 'crisp' || (choice === 'auto' && dpr < FILL_DENSITY && k >= 1 && k >= s * CRISP_SHARE)) {
    return { crisp: true, width: w * Math.max(1, k), height: h * Math.max(1, k), prescale: 1 };
  }
  const width = Math.max(1, Math.floor(Math.min(roomW, (roomH * w) / h)));
  const height = Math.max(1, Math.round((width * h) / w));
  return { crisp: false, width, height, prescale: Math.max(1, Math.ceil(width / w)) };
}
