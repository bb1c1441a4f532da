/**
 * The picture as DOSBox's screenshots (Ctrl+F5) show it, which is how the hosts present it: the
 * mode's pixels (640×400 in text mode, 320×200 in the 320-wide modes), but a 640×200 mode's (0Eh:
 * VGALO, EGALO; 06h) each row twice, 640×400, as the VGA scans them (captures CAPVB s5, s9;
 * CAPPG s2, s3, s5 in test/fixtures/vgabios).
 */

/** How many times the screen shows each row of a `width`×`height` picture. */
export const rowsShown = (width: number, height: number): number => (width === 640 && height === 200 ? 2 : 1);

/** `pixels` (width × height) as shown: a copy, a 640×200 picture's rows twice. */
export function asShown(pixels: Uint8Array, width: number, height: number): { width: number; height: number; pixels: Uint8Array } {
  const k = rowsShown(width, height);
  if (k === 1) return { width, height, pixels: pixels.slice(0, width * height) };
  const out = new Uint8Array(width * height * k);
  for (let y = 0; y < height * k; y++) out.set(pixels.subarray(Math.floor(y / k) * width, (Math.floor(y / k) + 1) * width), y * width);
  return { width, height: height * k, pixels: out };
}
