/**
 * Baselines for figure 3: what a Turbo C programmer writes without the BGI's own primitives —
 * everything through getpixel/putpixel of this very library, one pixel per call.
 */
import { getpixel, putpixel } from '../../runtime/tc/graphics.ts';
import { FONT8X8 } from '../../runtime/tc/font8x8.ts';

/**
 * Border fill with an explicit stack of pixels (the textbook 4-way flood; recursion would blow
 * JavaScript's stack on a full screen). A pixel is filled when it is neither the border nor
 * already the fill colour, so it equals floodfill(SOLID_FILL) whenever the region holds no pixel
 * of the fill colour (the bench checks the screens match).
 */
export function naiveFlood(x: number, y: number, fill: number, border: number, maxX: number, maxY: number): number {
  const stack: number[] = [x, y];
  let painted = 0;
  while (stack.length) {
    const py = stack.pop()!, px = stack.pop()!;
    if (px < 0 || py < 0 || px > maxX || py > maxY) continue;
    const c = getpixel(px, py);
    if (c === border || c === fill) continue;
    putpixel(px, py, fill);
    painted++;
    stack.push(px + 1, py, px - 1, py, px, py + 1, px, py - 1);
  }
  return painted;
}

/** A DDA line: step the longer axis one pixel at a time, round the other. Returns pixels drawn. */
export function naiveLine(x1: number, y1: number, x2: number, y2: number, color: number): number {
  const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
  const sx = steps ? (x2 - x1) / steps : 0, sy = steps ? (y2 - y1) / steps : 0;
  for (let i = 0; i <= steps; i++) putpixel(Math.round(x1 + sx * i), Math.round(y1 + sy * i), color);
  return steps + 1;
}

/** Text in DEFAULT_FONT at size 1: every set glyph bit one putpixel. Same pixels as outtextxy. */
export function naiveText(x: number, y: number, s: string, color: number): void {
  for (let k = 0; k < s.length; k++) {
    const base = s.charCodeAt(k) * 8;
    for (let gy = 0; gy < 8; gy++) {
      const bits = FONT8X8[base + gy]!;
      for (let gx = 0; gx < 8; gx++) if (bits & (0x80 >> gx)) putpixel(x + k * 8 + gx, y + gy, color);
    }
  }
}
