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
import { ROW } from './row.ts';

/**
 * Plot a thin curve's points with `plot` and leave the pen where the kernel leaves it: `pts` are
 * the kept outline pixels (relative, y up) around absolute (xc, yc); `single`: the arc's end point
 * alone, which the kernel plots outside the bitmap-utility state.
 */
export function plotWithPen(st: BgiState, xc: number, yc: number, pts: { n: number; xs: Int32Array; ys: Int32Array }, plot: () => void, single = false): void {
  // The last pixel in the kernel's order: its walk goes from the y axis to the x axis (x up, y
  // down, one step at a time), each step's images below right, below left, above right, above left.
  let best = -1, lx = 0, ly = 0;
  for (let i = 0; i < pts.n; i++) {
    const x = pts.xs[i]!, y = pts.ys[i]!;
    const key = (Math.abs(x) * 65536 + 65535 - Math.abs(y)) * 4 + (x > 0 ? 0 : 1) + (y < 0 ? 0 : 2);
    if (key > best) {
      best = key;
      lx = x;
      ly = y;
    }
  }
  const x = xc + lx, y = yc - ly;
  const c = clipBox(st);
  const px = st.vga.pixels;
  const at = y * ROW + x;
  const inside = best >= 0 && x >= c.left && x <= c.right && y >= c.top && y <= c.bottom;
  const before = inside ? px[at]! & 1 : 0;
  plot();
  if (best < 0) return setPen(st, xc, yc);
  if (!inside) return setPen(st, (x << 16) >> 16, (y << 16) >> 16);
  // An arc that is its end point alone is plotted with the driver's ordinary putpixel, which ends
  // by setting the write mode back: AX = 0F02h (DOSBox: 1° arcs and arcs whose end points
  // coincide leave (3842, x & 7); probe PPEN3)
  if (single) return setPen(st, 0x0f02, x & 7);
  let byte = 0;
  for (let k = 0; k < 8; k++) byte = (byte << 1) | (px[at - (x & 7) + k]! & 1);
  // the pixel's own bit as it was before its last plot: the colour when it lies on an axis (its two
  // images coincide, so it was plotted once already at this step)
  const bit = 0x80 >> (x & 7);
  byte = (byte & ~bit) | ((lx === 0 || ly === 0 ? st.color & 1 : before) ? bit : 0);
  // the page's segment: A000h plus the active page's offset in paragraphs (pixels are 8 a byte)
  const segment = 0xa000 + ((px.byteOffset - st.vga.memory.byteOffset) >> 7);
  setPen(st, (((segment & 0xff00) | byte) << 16) >> 16, x & 7);
}
