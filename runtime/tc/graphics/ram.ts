/**
 * A page outside the planes' 64K (setactivepage past the mode's pages, or negative) is RAM in
 * DOSBox: past A000:FFFF the card maps only A000h's 64K and hands B000h back to RAM, below A000h
 * lies conventional memory. A write there stores the byte the driver's CPU wrote, whatever the
 * planes and masks, and getpixel, reading each plane's byte, finds that one byte four times: a
 * pixel is 15 where its bit is set, 0 where not (probe GP2, VGAHI's page 2: putpixel writes the
 * colour, the last one in the byte winning; a horizontal line writes each byte's mask; a bar's
 * whole bytes the colour, its edge bytes 00h; circle and text the colour). Modelled: putpixel's
 * and bar's bytes; a byte neither wrote is taken as a line's (a bit where a pixel is not 0).
 */
import type { Vga } from '../../hw/vga.ts';
import { BELOW_PIXELS, SCREEN_W } from '../../hw/vga.ts';
import { SEGMENT_PIXELS } from '../bgi/video.ts';
import { clipBox, type BgiState } from '../bgi/state.ts';
import { EMPTY_FILL } from './constants.ts';

/** The bytes putpixel wrote outside the 64K, by pixel index / 8 (from A000:0000, negative below). */
const written = /* @__PURE__ */ new WeakMap<Vga, Map<number, number>>();

/** The active page's first pixel in `vga.memory` when it lies outside the 64K, else null. */
export function ramPage(vga: Vga): number | null {
  const at = vga.pixels.byteOffset - vga.memory.byteOffset;
  return at < 0 || at >= SEGMENT_PIXELS ? at : null;
}

/** putpixel's byte at pixel index `p` (ramPage plus the pixel's offset). */
export function ramWrite(vga: Vga, p: number, color: number): void {
  const w = written.get(vga) ?? (written.set(vga, new Map()), written.get(vga)!);
  w.set(p >> 3, color & 0xff);
}

/** bar's bytes, the box (l, t)–(r, b) absolute: each row's first and last byte 00h, those between the fill colour (GP2). */
export function ramBar(st: BgiState, l: number, t: number, r: number, b: number): void {
  const at = ramPage(st.vga), c = clipBox(st);
  if (at === null) return;
  const [x0, x1, y0, y1] = [Math.max(Math.min(l, r), c.left), Math.min(Math.max(l, r), c.right), Math.max(Math.min(t, b), c.top), Math.min(Math.max(t, b), c.bottom)];
  for (let y = y0; y <= y1 && x0 <= x1; y++) {
    for (let x = x0 & ~7; x <= x1; x += 8) ramWrite(st.vga, at + y * SCREEN_W + x, x >> 3 === x0 >> 3 || x >> 3 === x1 >> 3 || st.fillStyle === EMPTY_FILL ? 0 : st.fillColor);
  }
}

/** getpixel at pixel index `p`: 15 where the RAM byte's bit is set. */
export function ramRead(vga: Vga, p: number): number {
  const all = new Uint8Array(vga.memory.buffer, vga.memory.byteOffset - BELOW_PIXELS);
  const byte = written.get(vga)?.get(p >> 3) ?? Array.from({ length: 8 }, (_, i) => ((all[BELOW_PIXELS + (p & ~7) + i] ?? 0) !== 0 ? 0x80 >> i : 0)).reduce((a, b) => a | b, 0);
  return (byte >> (7 - (p & 7))) & 1 ? 15 : 0;
}
