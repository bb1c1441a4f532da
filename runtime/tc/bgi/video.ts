/**
 * Video memory as the EGAVGA driver addresses it: row y at byte y·80, pixel x in byte x/8 (x taken
 * unsigned), the address wrapping in the 64K segment at A000h. Reads past the screen's edges land
 * in other rows or past the visible page instead of being refused (getimage, getpixel).
 */
import type { Vga } from '../../hw/vga.ts';

/** Pixels in the 64K segment (8 a byte address, one per plane bit). */
export const SEGMENT_PIXELS = 0x10000 * 8;

/** The pixel index in `vga.memory` of (x, y)'s bit, from the visible page on. */
export function linearPixel(vga: Vga, x: number, y: number): number {
  const page = vga.pixels.byteOffset - vga.memory.byteOffset;
  return (page + ((((y * 80) + ((x & 0xffff) >>> 3)) & 0xffff) * 8) + (x & 7)) % SEGMENT_PIXELS;
}
