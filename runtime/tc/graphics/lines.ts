/**
 * Pixels, lines and the current position: putpixel, getpixel, line, lineto, linerel, moveto,
 * moverel, getx, gety, rectangle, drawpoly, setlinestyle, getlinesettings, setwritemode.
 */
import { machine, type Machine } from '../../machine.ts';
import { SCREEN_W } from '../../hw/vga.ts';
import { int, intBox, notInts, obj } from '../bgi/args.ts';
import { enter, installed, traced } from '../bgi/entry.ts';
import { LINE_PATTERNS, drawLine } from '../bgi/line.ts';
import { SEGMENT_PIXELS, linearPixel } from '../bgi/video.ts';
import { ramPage, ramRead, ramWrite } from './ram.ts';
import { clipBox, moveCp, type BgiState } from '../bgi/state.ts';
import { int16 } from '../int.ts';
import { SOLID_LINE, THICK_WIDTH, USERBIT_LINE, grError, type linesettingstype } from './constants.ts';

/** Is the absolute point (ax, ay) inside the clip rectangle (the screen, when clipping is off)? */
function inClip(st: BgiState, ax: number, ay: number): boolean {
  const c = clipBox(st);
  return ax >= c.left && ax <= c.right && ay >= c.top && ay <= c.bottom;
}

/** void far putpixel(int x, int y, int color) — viewport-relative; skipped outside the clip rectangle. */
export function putpixel(x: number, y: number, color: number): void {
  const m = machine();
  if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(color))) notInts('putpixel', ['x', 'y', 'color'], x, y, color);
  if (m.tracing) m.traceCall('putpixel', x, y, color);
  const st = installed(m);
  if (!st) return;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  if (!inClip(st, ax, ay)) return;
  const vga = m.vga, ram = ramPage(vga);
  vga.pixels[ay * SCREEN_W + ax] = color & 15;
  if (ram !== null) ramWrite(vga, ram + ay * SCREEN_W + ax, color);
  vga.touch(ax, ay, ax, ay);
}

/**
 * unsigned far getpixel(int x, int y) — viewport-relative, not clipped (not even to the screen):
 * the driver reads video memory at row y's address, as getimage does (bgi/video.ts). Oracle
 * putpixel scenes: G00074 getpixel(800, 365) after a viewport reads 9, the pixel at (160, 366).
 */
export function getpixel(x: number, y: number): number {
  const m = machine();
  if (m.tracing) traceGetpixel(m, x, y);
  int('getpixel', 1, 'x', x);
  int('getpixel', 2, 'y', y);
  const st = installed(m);
  if (!st) return 0;
  const ax = st.viewport.left + x;
  const ay = st.viewport.top + y;
  const ram = ramPage(m.vga), at = m.vga.pixels.byteOffset - m.vga.memory.byteOffset;
  const p = ((((ay * 80) + ((ax & 0xffff) >>> 3)) & 0xffff) * 8) + (ax & 7);
  // outside the 64K: RAM, 0 or 15 by the bit of the byte written there (graphics/ram.ts); a page's
  // offset that runs past A000:FFFF reads past it, not back at A000:0000 (probe PGPW: VGALO's
  // page 2 at (−9, 349), 0 there, not page 0's row 41; what drawing leaves past the 64K is not
  // measured: 0, as PGPW and oracle-gen v11 Q00088 6 read it)
  if (ram !== null) return ramRead(m.vga, ram + p);
  return at + p >= SEGMENT_PIXELS ? 0 : m.vga.memory[linearPixel(m.vga, ax, ay)]!;
}

const traceGetpixel = (m: Machine, x: number, y: number): void => traced(m, () => `getpixel(${x},${y})`);

/** void far line(int x1, int y1, int x2, int y2) — the CP does not move. */
export function line(x1: number, y1: number, x2: number, y2: number): void {
  const m = enter(() => `line(${x1},${y1},${x2},${y2})`);
  int('line', 1, 'x1', x1);
  int('line', 2, 'y1', y1);
  int('line', 3, 'x2', x2);
  int('line', 4, 'y2', y2);
  const st = installed(m);
  if (!st) return;
  const { left, top } = st.viewport;
  drawLine(st, left + x1, top + y1, left + x2, top + y2);
}

/** void far lineto(int x, int y) — from the CP to (x,y), which becomes the CP. */
export function lineto(x: number, y: number): void {
  const m = enter(() => `lineto(${x},${y})`);
  int('lineto', 1, 'x', x);
  int('lineto', 2, 'y', y);
  const st = installed(m);
  if (st) lineFromCp(st, x, y);
}

/** void far linerel(int dx, int dy) — from the CP to CP+(dx,dy), which becomes the CP. */
export function linerel(dx: number, dy: number): void {
  const m = enter(() => `linerel(${dx},${dy})`);
  int('linerel', 1, 'dx', dx);
  int('linerel', 2, 'dy', dy);
  const st = installed(m);
  if (st) lineFromCp(st, int16(st.cpX + dx), int16(st.cpY + dy));
}

/**
 * A line from the pen to viewport point (x, y), which becomes the CP and the pen. The pen is the
 * CP's absolute point, unless text moved it since: outtext and outtextxy leave it where the
 * string's box begins (bgi/bitfont.ts), and a lineto or linerel after them starts there, though
 * getx and gety still report the CP (probe PTXL: 200 strings of every justification, direction
 * and size, then lineto, linerel or line; oracle gen-v3 I00058 10, I00081 6, I00097 3 …).
 * It is drawn from (x, y) to the pen: PRIMS3 12, a DOTTED lineto/linerel going left or right
 * starts its pattern at the new point (lines that are not horizontal are drawn top to bottom
 * anyway), while line() starts at P1. Presumably the driver's `draw` (pen to a point) hands its
 * `vect` the point first.
 */
function lineFromCp(st: BgiState, x: number, y: number): void {
  const { left, top } = st.viewport;
  drawLine(st, left + x, top + y, st.pen.x, st.pen.y);
  moveCp(st, x, y);
}

/** void far moveto(int x, int y) */
export function moveto(x: number, y: number): void {
  const m = enter(() => `moveto(${x},${y})`);
  int('moveto', 1, 'x', x);
  int('moveto', 2, 'y', y);
  const st = installed(m);
  if (!st) return;
  moveCp(st, x, y);
}

/** void far moverel(int dx, int dy) */
export function moverel(dx: number, dy: number): void {
  const m = enter(() => `moverel(${dx},${dy})`);
  int('moverel', 1, 'dx', dx);
  int('moverel', 2, 'dy', dy);
  const st = installed(m);
  if (!st) return;
  // The CP is a pair of ints: sums past 32767 wrap (probe PTXE: moveto(30000,100),
  // moverel(10000,20000) → getx −25536).
  moveCp(st, int16(st.cpX + dx), int16(st.cpY + dy));
}

/** int far getx(void) — the CP, viewport-relative. */
export function getx(): number {
  const m = enter(() => 'getx()');
  const st = installed(m);
  return st ? st.cpX : 0;
}

/** int far gety(void) */
export function gety(): number {
  const m = enter(() => 'gety()');
  const st = installed(m);
  return st ? st.cpY : 0;
}

/**
 * void far rectangle(int left, int top, int right, int bottom)
 * Four line() calls in GRAPHICS.LIB's order (docs/TURBO-C-FACTS.md#lines-rectangles-and-clipping): each corner is drawn twice, so in
 * XOR_PUT the corners vanish.
 */
export function rectangle(l: number, t: number, r: number, b: number): void {
  const m = enter(() => `rectangle(${l},${t},${r},${b})`);
  intBox('rectangle', l, t, r, b);
  const st = installed(m);
  if (!st) return;
  const { left: ox, top: oy } = st.viewport;
  drawLine(st, ox + l, oy + t, ox + r, oy + t);
  drawLine(st, ox + r, oy + t, ox + r, oy + b);
  drawLine(st, ox + r, oy + b, ox + l, oy + b);
  drawLine(st, ox + l, oy + b, ox + l, oy + t);
}

/**
 * void far setlinestyle(int linestyle, unsigned upattern, int thickness)
 * PRIMS3 12: a style outside SOLID_LINE..USERBIT_LINE → grError (−11), nothing changes; thickness 2
 * is taken without an error. The three values are kept as passed, upattern too whatever the style
 * (not measured: only read back after a USERBIT_LINE call, 0x5A3C → 23100); the pattern drawn is
 * upattern for USERBIT_LINE, else the style's.
 */
export function setlinestyle(style: number, upattern: number, thickness: number): void {
  const m = enter(() => `setlinestyle(${style},${upattern},${thickness})`);
  int('setlinestyle', 1, 'linestyle', style);
  int('setlinestyle', 2, 'upattern', upattern);
  int('setlinestyle', 3, 'thickness', thickness);
  const st = installed(m);
  if (!st) return;
  // PQUERY: thickness 0, 2 and 3 are taken (and returned by getlinesettings), 5 is grError.
  if (style < SOLID_LINE || style > USERBIT_LINE || (thickness & 0xffff) > THICK_WIDTH) {
    st.result = grError;
    return;
  }
  st.lineStyle = style;
  st.userLinePattern = upattern & 0xffff;
  st.linePattern = style === USERBIT_LINE ? st.userLinePattern : LINE_PATTERNS[style]!;
  st.thickness = thickness;
  st.lineSettingsThickness = thickness;
}

/** void far getlinesettings(struct linesettingstype far *lineinfo) */
export function getlinesettings(lineinfo: linesettingstype): void {
  const m = enter(() => 'getlinesettings(&lineinfo)');
  obj('getlinesettings', 1, 'lineinfo', lineinfo);
  const st = installed(m);
  if (!st) return;
  lineinfo.linestyle = st.lineStyle;
  lineinfo.upattern = st.userLinePattern;
  lineinfo.thickness = st.lineSettingsThickness;
}

/**
 * void far setwritemode(int mode)
 * COPY_PUT or XOR_PUT, for lines only (line, lineto, linerel, rectangle, drawpoly). Only the mode's
 * low bit counts (oracle-gen v8 `thickmode`: after setwritemode(2) lines are drawn as COPY_PUT's,
 * after setwritemode(-1) as XOR_PUT's, N00002 5, N00011 6, N00015 1; graphresult stays grOk).
 */
export function setwritemode(mode: number): void {
  const m = enter(() => `setwritemode(${mode})`);
  int('setwritemode', 1, 'mode', mode);
  const st = installed(m);
  if (!st) return;
  st.writeMode = mode & 1;
}
