/**
 * Where a thin curve leaves the pen (the point the next lineto or linerel draws from).
 *
 * The kernel (GRAPHICS.LIB's BGIOVR) plots a thin curve's pixels through its move routine: each
 * pixel is handed to the plot hook, and when the hook returns with the carry clear the kernel
 * stores AX and BX as its pen and moves the driver there. A pixel outside the clip box is not
 * plotted and leaves AX, BX as the pixel's own absolute coordinates; a plotted one comes back with
 * the registers of EGAVGA.BGI's putpixel in its fast mode (the bitmap-utility "go to graphics"
 * state the kernel sets around the curve): BX = x & 7, AX = the active page's segment in AH and in
 * AL the plane-0 byte of video memory the driver read at the pixel's address just before writing
 * it (read mode 0, read map 0). Before the first pixel the pen is moved to the centre, so a curve
 * that plots nothing (equal angles) leaves it there.
 * The kernel walks the first quadrant from the y axis to the x axis and at each step plots the four
 * mirror images in turn: below right, below left, above right, above left; the last plotted pixel
 * sets the pen. A pixel on an axis is plotted twice (its two images coincide), so the second time
 * the byte read already holds it.
 * Measured in DOSBox (driver memory read back after each curve; probe PPEN's lineto after curves):
 * circle(200,100,0) leaves (A001h, 7): the radius-0 outline's last pixel is (199,100), already lit
 * by the same curve; circle(201,100,0) right after leaves (A0E0h, 0): 200, 201, 202 lit in
 * plane 0; circle(0,0,10) leaves (−10, 0), its last pixel off the screen. Probes PPEN (75 of its 76
 * curve cases; case 55 reads plane 3, where the DOSBox side's own hashing of the case before left
 * the read map) and PPEN2 (300 curves, thin and thick, then lineto or linerel) are exact.
 * Nothing else in the library moves the read map away from plane 0 (the driver's getpixel and
 * getimage end their plane loops there), and programs here cannot reach the VGA's ports.
 * Thick curves and pies leave the pen at the centre (ellipse.ts drawArc, pie.ts).
 */
import { clipBox, setPen, type BgiState } from './state.ts';
import { quadrant, type Points } from './ellipse.ts';
import { SCREEN_W } from '../../hw/vga.ts';

/** The last pixel the kernel plots, relative (y up), and whether it plotted that pixel before. */
interface Last {
  x: number;
  y: number;
  twice: boolean;
}

/**
 * The last of `kept` (relative points, y up) in the kernel's plotting order over the ellipse
 * xr × yr, or null when nothing is kept. `kept` holding a single point off the walk (a 1° arc's
 * end point alone) is that point.
 */
function lastPlotted(xr: number, yr: number, kept: Points): Last | null {
  if (kept.n === 0) return null;
  const keys = new Set<number>();
  for (let i = 0; i < kept.n; i++) keys.add(kept.xs[i]! * 65536 + kept.ys[i]!);
  const q = quadrant(xr, yr);
  for (let i = q.n - 1; i >= 0; i--) {
    const x = q.xs[i]!, y = q.ys[i]!;
    for (let m = 3; m >= 0; m--) {
      const mx = m & 1 ? -x : x, my = m & 2 ? y : -y;
      if (!keys.has(mx * 65536 + my)) continue;
      // the image plotted before at this step: the same pixel when it lies on an axis
      const twice = (y === 0 && m >= 2) || (x === 0 && (m & 1) === 1);
      return { x: mx, y: my, twice };
    }
  }
  return { x: kept.xs[kept.n - 1]!, y: kept.ys[kept.n - 1]!, twice: false };
}

/**
 * Plot a thin curve's points with `plot` and leave the pen where the kernel leaves it: `pts` are
 * the kept outline pixels (relative, y up) of the ellipse xr × yr around absolute (xc, yc).
 */
export function plotWithPen(st: BgiState, xc: number, yc: number, xr: number, yr: number, pts: Points, plot: () => void, single = false): void {
  const last = single ? { x: pts.xs[0]!, y: pts.ys[0]!, twice: false } : lastPlotted(xr, yr, pts);
  if (!last) {
    plot();
    setPen(st, xc, yc);
    return;
  }
  const x = xc + last.x, y = yc - last.y;
  const c = clipBox(st);
  if (x < c.left || x > c.right || y < c.top || y > c.bottom) {
    plot();
    setPen(st, (x << 16) >> 16, (y << 16) >> 16);
    return;
  }
  if (single) {
    // An arc that is its end point alone is plotted outside the bitmap-utility state: the driver's
    // ordinary putpixel ends by setting the write mode back, AX = 0F02h (the sequencer's map mask,
    // all planes) (DOSBox: 1° arcs and arcs whose end points coincide leave (3842, x & 7))
    plot();
    setPen(st, 0x0f02, x & 7);
    return;
  }
  const px = st.vga.pixels;
  const at = y * SCREEN_W + x;
  const before = px[at]! & 1;
  plot();
  let byte = 0;
  const row = y * SCREEN_W + (x & ~7);
  for (let k = 0; k < 8; k++) byte = (byte << 1) | (px[row + k]! & 1);
  const bit = 0x80 >> (x & 7);
  byte = (byte & ~bit) | ((last.twice ? st.color & 1 : before) ? bit : 0);
  // the page's segment: A000h plus the active page's offset in paragraphs (pixels are 8 a byte)
  const segment = 0xa000 + ((st.vga.pixels.byteOffset - st.vga.memory.byteOffset) >> 7);
  setPen(st, (((segment & 0xff00) | byte) << 16) >> 16, x & 7);
}
