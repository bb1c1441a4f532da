/**
 * The width of the pixel rows the kernel draws in: the VGA's 640, or 720 while it draws in the
 * shadow of a driver whose screen is 720 wide (HERC.BGI, PC3270.BGI: graphics/cga.ts onShadow;
 * DOSBox probes DRLAY, HW1), so that columns 640–719 are pixels of their own row.
 */
import { SCREEN_W } from '../../hw/vga.ts';

export let ROW = SCREEN_W;

/**
 * The rows HERC.BGI adds to each glyph row of DEFAULT_FONT at charsize n ≥ 2: drawn n + TALL
 * times, n pixels wide (probe HT2: sizes 2–10, every direction; bitfont.ts).
 */
export let TALL = 0;

/** Draw with rows `w` pixels wide (SCREEN_W again after), glyph rows `tall` more times. */
export function setRow(w: number, tall = 0): void {
  ROW = w;
  TALL = tall;
}
