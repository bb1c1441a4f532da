/**
 * Baseline for figure 2: indexed → RGBA the obvious way — per pixel, four byte writes into the
 * ImageData's Uint8ClampedArray, each channel looked up in the palette on the spot.
 */
export function naivePresent(pixels: Uint8Array, palette: Uint8Array, rgba: Uint8ClampedArray, width: number, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = pixels[y * width + x]!;
      const o = (y * width + x) * 4;
      rgba[o] = palette[c * 3]!;
      rgba[o + 1] = palette[c * 3 + 1]!;
      rgba[o + 2] = palette[c * 3 + 2]!;
      rgba[o + 3] = 255;
    }
  }
}
