/**
 * CGA.BGI's modes on the VGA, for compiled programs whose initgraph finds CGA.BGI (in its path or
 * linked in: cc/support/library-cga.ts; the player's page carries none of this). Facts: DOSBox
 * probes CB1 and CB2 (test/fixtures/oracle-files; docs/TURBO-C-FACTS.md#cgabgi).
 *
 * CGA.BGI sets the BIOS's mode 04h (CGAC0–CGAC3, 320×200 in 4 colours, the colour set chosen
 * through INT 10h AH=0Bh) or 06h (CGAHI, 640×200 in 2), and mode 11h for its mode 5 (MCGA's
 * 640×480 in 2); the BIOS's modes are runtime/tc/vga-bios.ts's. The kernel's drawing (lines,
 * curves, fills, text: the same as EGAVGA.BGI's, CB1's scene equal in every row) goes to a
 * shadow of the screen laid out as the 16-colour modes' (640 pixels a row); every change the
 * drawing marks (Vga.touch) is copied to the mode's memory with the colour cut to the mode's bits
 * (CB1: putpixel's colours 0–7 read back 0 1 2 3 0 1 2 3), and B800h's writes are mirrored back
 * into the shadow (vga-bios.ts cgaWrite), so getpixel, floodfill and the program's own reads all
 * see one screen.
 */
import { SCREEN_H, SCREEN_W, type Vga } from '../../hw/vga.ts';
import { textConsole } from '../../hw/textmode.ts';
import type { Machine } from '../../machine.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import { bresenham, driver } from '../bgi/line.ts';
import { bgi, type BgiState } from '../bgi/state.ts';
import { biosExtra, type Regs } from '../dos-int86.ts';
import { cgaRead, cgaWrite, stateOf } from '../vga-bios.ts';
import { CGA, MCGA, grInvalidMode, grOk } from './constants.ts';

/** One of CGA.BGI's modes: its BIOS mode, limits, colours, aspect (x of 10 000), name, and colour set. */
interface CgaMode {
  readonly bios: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly maxColor: number;
  readonly xAspect: number;
  /** getmodename's text, padded to 18 characters as the driver's table holds it (CB1). */
  readonly name: string;
  /** INT 10h AH=0Bh BH=1's BL (the colour set), or −1: none chosen. */
  readonly select: number;
  /** The intensity bit (10h) the background's BL carries (CB1: 0040:0066 10h after CGAC0, 30h after CGAC1, 00h, 20h). */
  readonly intensity: number;
}

const pad = (s: string): string => s.padEnd(18);
const c4 = (k: number): CgaMode => ({ bios: 0x04, maxX: 319, maxY: 199, maxColor: 3, xAspect: 8333, name: pad(`320 x 200 CGA C${k}`), select: k & 1, intensity: k < 2 ? 0x10 : 0 });

/**
 * The driver's mode table (CB1: initgraph(CGA, m, "c:\\tc") for m = 0..5): CGAC0–CGAC3, CGAHI, and
 * past getmaxmode's 4 the MCGA's 640×480 (mode 11h), which initgraph takes and setgraphmode
 * refuses (CB2: grInvalidMode).
 */
export const CGA_MODES: readonly CgaMode[] = [
  c4(0), c4(1), c4(2), c4(3),
  { bios: 0x06, maxX: 639, maxY: 199, maxColor: 1, xAspect: 4167, name: pad('640 x 200 CGA'), select: -1, intensity: 0x10 },
  { bios: 0x11, maxX: 639, maxY: 479, maxColor: 1, xAspect: 10000, name: pad('640 x 480 MCGA'), select: -1, intensity: 0x10 },
];

/** getmaxmode with CGA.BGI (CB1: 4 in every mode). */
export const CGA_MAX_MODE = 4;

/** The drivers CGA.BGI serves. */
export const CGA_DRIVERS: readonly number[] = [CGA, MCGA];

/**
 * Where the shadow lies in Vga.memory: past the CGA modes' pixels (64 000 or 128 000) and inside
 * the planes' 64K as the kernel addresses them (bgi/video.ts linearPixel: a page's pixels from
 * memory[page] on), so getpixel, floodfill and the rest read it as they read a page of EGAVGA.BGI's.
 */
const SHADOW_AT = 0x40000;

/** The shadow and the mode of a machine in one of CGA.BGI's modes. */
interface Screen {
  mode: CgaMode;
  shadow: Uint8Array;
}
const screens = new WeakMap<Machine, Screen>();

/** The machine's CGA.BGI mode while CGA.BGI is the driver loaded (in text mode after restorecrtmode too), else undefined. */
export function cgaMode(m: Machine): CgaMode | undefined {
  const s = screens.get(m), st = bgi(m);
  return s && st.installed && CGA_DRIVERS.includes(st.driver) ? s.mode : undefined;
}

function int10(m: Machine, ax: number, bx: number): void {
  const r: Regs = { ax, bx, cx: 0, dx: 0, si: 0, di: 0, ds: 0, es: 0, flags: 0 };
  biosExtra.get(m)!(m, 0x10, r);
}

/**
 * The hardware's background: INT 10h AH=0Bh BH=0 with BL the colour and the mode's intensity bit
 * (CB2: setbkcolor(8) in CGAC1 leaves 0040:0066 38h and attribute 0 10h). In CGAHI colour 0 is not
 * sent (CB2: setbkcolor(0) after 15, and graphdefaults, leave attribute 0 at 17h).
 */
export function cgaBackground(m: Machine, colour: number): void {
  const mode = cgaMode(m);
  if (!mode || m.vga.pixels !== screens.get(m)!.shadow || (mode.bios !== 0x04 && colour === 0)) return;
  int10(m, 0x0b00, (colour & 0x0f) | mode.intensity);
}

/** Copy the shadow's box to the mode's memory, the colours cut to the mode's bits. */
function sync(m: Machine, s: Screen, x0: number, y0: number, x1: number, y1: number): void {
  const v = m.vga, w = v.width, mask = s.mode.maxColor, mem = v.memory, sh = s.shadow;
  const xa = Math.max(0, x0), xb = Math.min(x1, w - 1), ya = Math.max(0, y0), yb = Math.min(y1, s.mode.maxY);
  for (let y = ya; y <= yb; y++) {
    for (let x = xa, i = y * SCREEN_W + xa, o = y * w + xa; x <= xb; x++, i++, o++) mem[o] = sh[i]! &= mask;
  }
}

/** The shadows of every machine in a CGA.BGI mode: the pixels CGA.BGI's line draws in. */
const shadows = new WeakSet<Uint8Array>();

/**
 * CGA.BGI's line (probe CB5: 104 solid and 16 dashed lines in CGAC1 and CGAHI, every pixel): drawn
 * from its left end to the right, a vertical one from its second point (CB5: line(150, 114, 150,
 * 103) dashed from 103; cgagen CG00001: a dotted rectangle's edges), by Bresenham's method with
 * ties stepping the minor axis, the pattern from bit 15 down at the first pixel drawn (DASHED_LINE's
 * F8F8h lights 5 and skips 3 from the left end); EGAVGA.BGI's runs from the upper end, from bit 0
 * (bgi/line.ts bresenham).
 */
function cgaLine(px: Uint8Array, x1: number, y1: number, x2: number, y2: number, color: number, xor: boolean, pattern: number): void {
  if (x2 <= x1) [x1, y1, x2, y2] = [x2, y2, x1, y1];
  const dx = x2 - x1, dy = Math.abs(y2 - y1), sy = y2 < y1 ? -1 : 1, major = Math.max(dx, dy), minor = Math.min(dx, dy);
  let pat = pattern, x = x1, y = y1;
  for (let n = 0, d = 2 * minor - major; n <= major; n++) {
    if (pat & 0x8000) {
      const i = y * SCREEN_W + x;
      px[i] = xor ? px[i]! ^ color : color;
    }
    pat = ((pat << 1) | (pat >>> 15)) & 0xffff;
    const step = d >= 0;
    d += step ? 2 * (minor - major) : 2 * minor;
    if (dx >= dy) {
      x++;
      if (step) y += sy;
    } else {
      y += sy;
      if (step) x++;
    }
  }
}

/** Vga.touch of a machine that has drawn in a CGA.BGI mode: the box copied first (once per machine). */
function follow(m: Machine): void {
  const vga: Vga = m.vga, touch = vga.touch;
  vga.touch = function (x0, y0, x1, y1) {
    const s = screens.get(m);
    if (s && vga.pixels === s.shadow) sync(m, s, x0, y0, x1, y1);
    touch.call(this, x0, y0, x1, y1);
  };
}

/**
 * Set CGA.BGI's mode `gm` (0..5): the BIOS's mode, the colour set, the shadow (cleared), the
 * kernel's defaults with the palette the driver reports (CB1: getpalette 0..15, getcolor the
 * highest colour). initgraph's limits and aspect are set by the caller.
 */
export function setCgaMode(m: Machine, st: BgiState, gm: number): void {
  const mode = CGA_MODES[gm]!;
  textConsole(m.vga).enter(mode.bios);
  if (mode.select >= 0) {
    if (!mode.intensity) int10(m, 0x0b00, 0);
    int10(m, 0x0b00, 0x0100 | mode.select);
  }
  // mode 11h's memory is laid out as the shadow: the drawing goes there, its colours cut in place
  const shadow = m.vga.memory.subarray(mode.bios === 0x11 ? 0 : SHADOW_AT, (mode.bios === 0x11 ? 0 : SHADOW_AT) + SCREEN_W * SCREEN_H);
  if (!screens.has(m)) follow(m);
  if (driver.line === bresenham) driver.line = (px, ...a) => (shadows.has(px) ? cgaLine : bresenham)(px, ...a);
  shadows.add(shadow);
  screens.set(m, { mode, shadow });
  shadow.fill(0);
  m.vga.pixels = shadow;
  stateOf(m).shadow = mode.bios === 0x11 ? null : shadow;
  st.graphMode = gm;
  withoutRegisters(st.vga, () => resetDefaults(st));
  cgaDefaults(m, st);
}

/**
 * What graphdefaults (the kernel's resetDefaults, run withoutRegisters) leaves in a CGA.BGI mode:
 * the palette 0..15, the highest colour drawn with, and the background sent (CB1, CB2).
 */
export function cgaDefaults(m: Machine, st: BgiState): void {
  const mode = cgaMode(m)!;
  st.palette.forEach((_, i) => (st.palette[i] = i));
  st.background = 0;
  st.color = st.fillColor = mode.maxColor;
  cgaBackground(m, 0);
}

/** Run `f` with the VGA's palette registers left alone: CGA.BGI's palette calls reach the BIOS's background only (CB2). */
export function withoutRegisters<T>(vga: Vga, f: () => T): T {
  const [set, reset] = [vga.setAttribute, vga.resetPalette];
  vga.setAttribute = () => undefined;
  vga.resetPalette = () => undefined;
  try {
    return f();
  } finally {
    vga.setAttribute = set;
    vga.resetPalette = reset;
  }
}

/**
 * initgraph with CGA.BGI found: mode `gm` of the table (past it: not measured, an error), the
 * limits and aspect the mode's (CB1), graphresult grOk.
 */
export function cgaInitgraph(m: Machine, gd: number, gm: number): void {
  const mode = CGA_MODES[gm];
  if (!mode) throw new Error(`initgraph(${gd}, ${gm}): CGA.BGI's mode ${gm} reads past its table (0..5), not measured`);
  const st = bgi(m);
  if (!st.installed) st.crtMode = m.videoMode();
  st.installed = true;
  st.driver = gd;
  setCgaMode(m, st, gm);
  st.screen = st.device = { left: 0, top: 0, right: mode.maxX, bottom: mode.maxY };
  st.viewport = { ...st.screen };
  st.xAspect = st.modeXAspect = mode.xAspect;
  st.yAspect = 10000;
  st.result = grOk;
}

/** setgraphmode in CGA.BGI: modes 0..4 (CB2: 5 is grInvalidMode; the limits stay initgraph's). */
export function cgaSetgraphmode(m: Machine, mode: number): void {
  const st = bgi(m);
  if (mode < 0 || mode > CGA_MAX_MODE) {
    st.result = grInvalidMode;
    return;
  }
  setCgaMode(m, st, mode);
  st.viewport = { ...st.screen };
  st.result = grOk;
}

/**
 * getpixel at (x, y) of the viewport: on the screen the pixel drawn; off it the bits of B800h's
 * byte the driver's address takes there, x and y unsigned (cgagen CG00034, CG00046: a viewport
 * moves getpixel's points past the screen's edges, where DOSBox reads what lies further on).
 */
export function cgaGetpixel(m: Machine, mode: CgaMode, x: number, y: number): number {
  const st = bgi(m), ax = st.viewport.left + x, ay = st.viewport.top + y;
  if (ax >= 0 && ax <= mode.maxX && ay >= 0 && ay <= mode.maxY) return m.vga.pixels[ay * SCREEN_W + ax]!;
  if (mode.bios === 0x11) return 0; // (not measured)
  const two = mode.maxColor === 3, ux = ax & 0xffff, uy = ay & 0xffff;
  const byte = cgaRead(m, ((uy >>> 1) * 80 + (uy & 1) * 0x2000 + (ux >>> (two ? 2 : 3))) & 0xffff);
  return two ? (byte >> (6 - 2 * (ux & 3))) & 3 : (byte >> (7 - (ux & 7))) & 1;
}

// ---- images ----------------------------------------------------------------------------------

/** Bits a pixel of the image: 2 in the 4-colour modes, 1 else. */
const bits = (mode: CgaMode): number => (mode.maxColor === 3 ? 2 : 1);

/**
 * imagesize: 6 + ceil(w/8)·bits·h (CB2: 8, 14, 34, 66 in CGAC1 and 7, 10, 20, 36 in CGAHI for
 * 1×1, 8×4, 15×7, 22×10); the ints' differences as EGAVGA.BGI's.
 */
export function cgaImagesize(mode: CgaMode, l: number, t: number, r: number, b: number): number {
  const w = Math.abs(((r - l) << 16) >> 16) + 1, h = Math.abs(((b - t) << 16) >> 16) + 1;
  const size = 6 + ((w + 7) >> 3) * bits(mode) * h;
  return size < 0xffff ? size : 0xffff;
}

/** The bytes of one row of an image w pixels wide: its pixels packed, the leftmost highest (CB2: 11 pixels of CGAC1 in 3 bytes). */
const rowBytes = (mode: CgaMode, w: number): number => (w * bits(mode) + 7) >> 3;

/**
 * getimage: the width−1 and height−1 words, then each row's pixels packed (CB2: `0A 00 02 00
 * DF FF FC …`), the bits past the right edge 0. Read from the screen as drawn.
 */
export function cgaGetimage(m: Machine, mode: CgaMode, l: number, t: number, r: number, b: number): Uint8Array {
  const st = bgi(m), sh = m.vga.pixels, n = bits(mode);
  const x0 = st.viewport.left + Math.min(l, r), y0 = st.viewport.top + Math.min(t, b);
  const w = Math.abs(r - l) + 1, h = Math.abs(b - t) + 1, rb = rowBytes(mode, w);
  const out = new Uint8Array(4 + rb * h);
  out.set([(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, (h - 1) & 0xff, ((h - 1) >> 8) & 0xff]);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const px = x0 + x, py = y0 + y;
      const c = px >= 0 && px < SCREEN_W && py >= 0 && py < SCREEN_H ? sh[py * SCREEN_W + px]! : 0;
      const bit = x * n;
      out[4 + y * rb + (bit >> 3)] |= c << (8 - n - (bit & 7));
    }
  }
  return out;
}

/**
 * putimage: the image's pixels combined with the screen by `op`, the screen's edges tested as
 * EGAVGA.BGI's (images.ts): an image crossing the left, top or right edge is not drawn, the
 * bottom cuts it. XOR_PUT and OR_PUT combine a row's bits past its width too (the padding of its
 * last byte) as far as the screen byte its last pixel is in; COPY_PUT, AND_PUT and NOT_PUT stop
 * at the width (probe CP5, test/fixtures/oracle-files: images 3 and 10 wide, padding 1s and 0s, at x 8, 29, 33, 46 in
 * CGAHI and CGAC1; corpus C3551's gun base, whose image another getimage wrote past).
 */
export function cgaPutimage(m: Machine, mode: CgaMode, left: number, top: number, img: (i: number) => number, op: number): void {
  const st = bgi(m), sh = m.vga.pixels, n = bits(mode), mask = mode.maxColor;
  const w = (img(0) | (img(1) << 8)) + 1, h = (img(2) | (img(3) << 8)) + 1, rb = rowBytes(mode, w);
  if (op < 0 || op > 4) return;
  const asked = st.viewportAsked ?? st.viewport;
  const ax = asked.left + left, ay = asked.top + top;
  if (ax < 0 || ay < 0 || ax + w - 1 > st.screen.right) return;
  const rows = Math.min(h - 1, (st.screen.bottom - ay) & 0xffff) + 1;
  const x0 = st.viewport.left + left, y0 = st.viewport.top + top;
  const perByte = 8 / n, drawn = op === 1 || op === 2 ? Math.min((rb * 8) / n, ((x0 + w - 1) | (perByte - 1)) - x0 + 1) : w;
  const combine = (old: number, c: number): number => (op === 0 ? c : op === 1 ? old ^ c : op === 2 ? old | c : op === 3 ? old & c : c ^ mask);
  const height = m.vga.height;
  for (let y = 0; y < rows && y0 + y < SCREEN_H; y++) {
    for (let x = 0; x < drawn; x++) {
      const bit = x * n, c = (img(4 + y * rb + (bit >> 3)) >> (8 - n - (bit & 7))) & mask;
      if (y0 + y < height) {
        const at = (y0 + y) * SCREEN_W + x0 + x;
        sh[at] = combine(sh[at]!, c);
      } else putBelow(m, mode, x0 + x, y0 + y, (p) => combine(p, c));
    }
  }
  m.vga.touch(x0, y0, x0 + drawn - 1, Math.min(y0 + rows - 1, st.screen.bottom));
}

/**
 * A pixel CGA.BGI's putimage puts below the screen (an image whose top is past getmaxy is not
 * cut: the bottom test is unsigned, as EGAVGA.BGI's): in B800h's byte its address falls on,
 * (y / 2)·80 + (y & 1)·2000h, so that an even row from 206 on lands in the odd rows' bank, on
 * the screen, and an odd one past 16 KB, in RAM (probes CY1–CY3: an image put at y 204 in a
 * viewport drawn on rows 1–37; generated CG00111).
 */
function putBelow(m: Machine, mode: CgaMode, x: number, y: number, pixel: (old: number) => number): void {
  const n = bits(mode), bit = x * n, o = ((y >> 1) * 80 + (y & 1) * 0x2000 + (bit >> 3)) & 0xffff, shift = 8 - n - (bit & 7);
  const old = cgaRead(m, o);
  cgaWrite(m, o, (old & ~(mode.maxColor << shift)) | ((pixel((old >> shift) & mode.maxColor) & mode.maxColor) << shift));
}
