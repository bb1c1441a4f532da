/**
 * CGA.BGI's modes on the VGA, for compiled programs whose initgraph finds CGA.BGI (in its path or
 * linked in: cc/support/library-cga.ts; the player's page carries none of this). Facts: DOSBox
 * probes CB1 and CB2 (test/fixtures/oracle-files; docs/TURBO-C-FACTS.md#cgabgi).
 *
 * CGA.BGI sets the BIOS's mode 04h (CGAC0–CGAC3, 320×200 in 4 colours, the colour set chosen
 * through INT 10h AH=0Bh) or 06h (CGAHI, 640×200 in 2), and mode 11h for its mode 5 (MCGA's
 * 640×480 in 2); the BIOS's modes are runtime/tc/vga-bios.ts's. The kernel's drawing (lines,
 * curves, fills, text: the same as EGAVGA.BGI's, CB1's scene equal in every row) goes to a
 * shadow of the screen laid out as the 16-colour modes' (640 pixels a row; 720 for HERC.BGI's and
 * PC3270.BGI's screens: rowOf); every change the
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
import { floodDriver } from '../bgi/floodfill-spans.ts';
import { DEFAULT_BITMAP_FONT } from '../bgi/bitfont.ts';
import { ROW, setRow } from '../bgi/row.ts';
import { fontOf } from '../bgi/text.ts';
import { FONT8X8 } from '../font8x8.ts';
import { bgi, clipBox, type BgiState } from '../bgi/state.ts';
import { setModeControl } from '../bios-extra.ts';
import { biosExtra, type Regs } from '../dos-int86.ts';
import { cgaRead, cgaWrite, stateOf } from '../vga-bios.ts';
import { ATT400, CGA, HERCMONO, IBM8514, MCGA, PC3270, grInvalidMode, grOk } from './constants.ts';

/**
 * Where a mode's pixels go: the VGA's memory in the BIOS's mode ('vga'), or memory the VGA does
 * not show as pixels while it stays in text mode 03h (DOSBox probes DRATT, DRHERC, DR3270, DR8514,
 * DRLAY, DRATTHI: test/fixtures/oracle-files): ATT400HI's four banks of 2000h bytes in B800h,
 * 80 bytes a row (the text's cells: what it draws shows as characters); HERCMONO's four banks in
 * B000h, 90 bytes a row (RAM the VGA does not show: the screen stays black); PC3270's rows of 90
 * bytes one after the other in B800h (characters again); IBM8514's adapter interface, which
 * DOSBox's VGA does not answer (nothing drawn, getpixel 0).
 */
type Memory = 'vga' | 'att' | 'herc' | 'pc3270' | 'none';

/** One of the modes CGA.BGI's family of drivers sets: its BIOS mode, limits, colours, aspect (x of 10 000), name, and colour set. */
interface CgaMode {
  /** The BIOS mode set, or −1: the VGA left in its text mode. */
  readonly bios: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly maxColor: number;
  readonly xAspect: number;
  /** getmodename's text, as the driver's table holds it (CB1: CGA.BGI's padded to 18 characters). */
  readonly name: string;
  /** INT 10h AH=0Bh BH=1's BL (the colour set), or −1: none chosen. */
  readonly select: number;
  /** The intensity bit (10h) the background's BL carries (CB1: 0040:0066 10h after CGAC0, 30h after CGAC1, 00h, 20h), or −1: setbkcolor calls no BIOS (HERCMONO, IBM8514: DRLAY). */
  readonly intensity: number;
  readonly memory: Memory;
  /** initgraph and setgraphmode clear the memory (HERCMONO: B000h and B800h to 00h; PC3270: B800h: DRHERC, DR3270); ATT400HI and IBM8514 clear nothing (DRATTHI, DR8514). */
  readonly clears: boolean;
}

const pad = (s: string): string => s.padEnd(18);
const c4 = (k: number, name = `320 x 200 CGA C${k}`): CgaMode => ({ bios: 0x04, maxX: 319, maxY: 199, maxColor: 3, xAspect: 8333, name: pad(name), select: k & 1, intensity: k < 2 ? 0x10 : 0, memory: 'vga', clears: true });
const hi2 = (name: string): CgaMode => ({ bios: 0x06, maxX: 639, maxY: 199, maxColor: 1, xAspect: 4167, name: pad(name), select: -1, intensity: 0x10, memory: 'vga', clears: true });
const text = (maxX: number, maxY: number, maxColor: number, xAspect: number, name: string, memory: Memory, intensity: number): CgaMode =>
  ({ bios: -1, maxX, maxY, maxColor, xAspect, name, select: -1, intensity, memory, clears: memory === 'herc' || memory === 'pc3270' });

/**
 * The driver's mode table (CB1: initgraph(CGA, m, "c:\\tc") for m = 0..5): CGAC0–CGAC3, CGAHI, and
 * past CGA's getmaxmode 4 the MCGA's 640×480 (mode 11h), which initgraph takes and setgraphmode
 * refuses (CB2: grInvalidMode) unless the driver asked was MCGA (DRLAY: getmaxmode 5).
 */
export const CGA_MODES: readonly CgaMode[] = [
  c4(0), c4(1), c4(2), c4(3), hi2('640 x 200 CGA'),
  { bios: 0x11, maxX: 639, maxY: 479, maxColor: 1, xAspect: 10000, name: pad('640 x 480 MCGA'), select: -1, intensity: 0x10, memory: 'vga', clears: true },
];

/** A driver of CGA.BGI's family: getdrivername, its modes, getmaxmode, getpalettesize. */
interface CgaDriver {
  readonly name: string;
  readonly modes: readonly CgaMode[];
  readonly maxMode: number;
  readonly paletteSize: number;
}

/**
 * The drivers this module runs, by initgraph's driver number, each with the file found (DRMCGA,
 * DRATT, DRHERC, DR8514, DR3270: each mode of each): CGA and MCGA load CGA.BGI (getmaxmode 4 and
 * 5); ATT400's ATT.BGI has CGA.BGI's modes 0–4 under other names and ATT400HI, 640×400 in text
 * mode's memory; HERC.BGI 720×348, PC3270.BGI 720×350, IBM8514.BGI 640×480 and 1024×768 with 16
 * colours and a palette of 256.
 */
export const CGA_DRIVERS = new Map<number, CgaDriver>([
  [CGA, { name: 'CGA', modes: CGA_MODES, maxMode: 4, paletteSize: 1 }],
  [MCGA, { name: 'CGA', modes: CGA_MODES, maxMode: 5, paletteSize: 1 }],
  [ATT400, {
    name: 'ATT', maxMode: 5, paletteSize: 1,
    modes: [c4(0, '320 x 200 CGA P0'), c4(1, '320 x 200 CGA P1'), c4(2, '320 x 200 CGA P2'), c4(3, '320 x 200 CGA P3'), hi2('640 x 200 CGA'), text(639, 399, 1, 8750, pad('640 x 400 AT&T'), 'att', 0x10)],
  }],
  [HERCMONO, { name: 'HERC', modes: [text(719, 347, 1, 7500, '720 x 348 HERCULES', 'herc', -1)], maxMode: 0, paletteSize: 1 }],
  [PC3270, { name: 'PC3270', modes: [text(719, 349, 1, 6481, '720 x 350 3270 PC', 'pc3270', 0x10)], maxMode: 0, paletteSize: 1 }],
  [IBM8514, { name: 'IBM8514', modes: [text(639, 479, 15, 10000, '640 x 480  8514/A AI', 'none', -1), text(1023, 767, 15, 10000, '1024 x 768 8514/A AI', 'none', -1)], maxMode: 1, paletteSize: 256 }],
]);

/**
 * Where the shadow lies in Vga.memory: past the CGA modes' pixels (64 000 or 128 000) and inside
 * the planes' 64K as the kernel addresses them (bgi/video.ts linearPixel: a page's pixels from
 * memory[page] on), so getpixel, floodfill and the rest read it as they read a page of EGAVGA.BGI's.
 */
const SHADOW_AT = 0x40000;

/** The shadow, driver and mode of a machine in one of CGA.BGI's modes, and (a mode in text memory) the box drawn since the last flush. */
interface Screen {
  driver: CgaDriver;
  mode: CgaMode;
  shadow: Uint8Array;
  dirty: [number, number, number, number] | null;
  /** The active page: HERCMONO's second is at B800h (DRLAY: setactivepage(1)'s putpixel(3, 0) stores 10h at B800:0000). */
  page: number;
}
const screens = new WeakMap<Machine, Screen>();

/** The machine's CGA.BGI mode while a driver of CGA_DRIVERS is the one loaded (in text mode after restorecrtmode too), else undefined. */
export function cgaMode(m: Machine): CgaMode | undefined {
  const s = screens.get(m), st = bgi(m);
  return s && st.installed && CGA_DRIVERS.has(st.driver) ? s.mode : undefined;
}

/** The driver of CGA_DRIVERS loaded (with cgaMode). */
export const cgaDriver = (m: Machine): CgaDriver => CGA_DRIVERS.get(bgi(m).driver)!;

function int10(m: Machine, ax: number, bx: number): void {
  const r: Regs = { ax, bx, cx: 0, dx: 0, si: 0, di: 0, ds: 0, es: 0, flags: 0 };
  biosExtra.get(m)!(m, 0x10, r);
}

/**
 * The hardware's background: INT 10h AH=0Bh BH=0 with BL the colour and the mode's intensity bit
 * (CB2: setbkcolor(8) in CGAC1 leaves 0040:0066 38h and attribute 0 10h). In CGAHI colour 0 is not
 * sent (CB2: setbkcolor(0) after 15, and graphdefaults, leave attribute 0 at 17h). ATT400HI and
 * PC3270 send it as CGAHI, in text mode (DRLAY: setbkcolor(1) leaves 0040:0066 31h); HERCMONO and
 * IBM8514 send nothing (30h stays).
 */
export function cgaBackground(m: Machine, colour: number): void {
  const mode = cgaMode(m), s = screens.get(m)!;
  const shown = mode?.memory === 'vga' ? m.vga.pixels === s.shadow : textConsole(m.vga).active;
  if (!mode || !shown || mode.intensity < 0 || (mode.bios !== 0x04 && colour === 0)) return;
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

/**
 * The byte of a text-memory mode's pixel row y at byte column bx: an offset in B800h (ATT400HI,
 * PC3270) or B000h (HERCMONO) (DRLAY, DRATTHI: putpixel's bit at each of (0, 0)…(0, 6), (8, 0),
 * (639, 0), (719, 0), (0, 347), (0, 349), (100, 100)).
 */
function textOffset(mode: CgaMode, bx: number, y: number): number {
  if (mode.memory === 'pc3270') return y * 90 + bx;
  return (y & 3) * 0x2000 + (y >> 2) * (mode.memory === 'herc' ? 90 : 80) + bx;
}

/**
 * The shadow's row: 720 pixels for HERCMONO's and PC3270's 720 columns (the kernel drawing with
 * rows that wide, bgi/row.ts: DRLAY's putpixel at (719, 0) lands at B000:0059 bit 0; probe HW1,
 * lines, bars, text and fills across x 640), else the VGA's 640.
 */
const rowOf = (mode: CgaMode): number => (mode.memory === 'herc' || mode.memory === 'pc3270' ? 720 : SCREEN_W);

/**
 * The rows HERC.BGI adds to each of DEFAULT_FONT's glyph rows from charsize 2 on (bgi/row.ts
 * TALL): one, so a glyph is 8·(n + 1) tall and 8·n wide at charsize n, its cell 8·n along the
 * string in either direction (probe HT2: "E" at sizes 1–10 drawn 1, 3, 4 … 11 times a glyph row;
 * VERT_DIR's and direction 2's turned glyphs as tall; PC3270.BGI's as EGAVGA.BGI's: HT1).
 */
const tallOf = (mode: CgaMode): number => (mode.memory === 'herc' ? 1 : 0);

/**
 * textheight and the height the kernel justifies by across the string, HERC.BGI's: the glyph's,
 * 8·(n + 1) at charsize n ≥ 2 (HT2: textheight 24, 32 … 88 at sizes 2–10; "Hi" at sizes 2 and 3
 * centred 12 and 16 rows up, VERT_DIR's column ending 24 and 32 left of x), or undefined: the
 * kernel's own (another driver, a stroked font, a cell of 8 or 0).
 */
export function cgaTextHeight(m: Machine): number | undefined {
  const st = bgi(m), mode = cgaMode(m);
  return mode && tallOf(mode) && fontOf(st) === DEFAULT_BITMAP_FONT && st.driverCell > 8 ? st.driverCell + 8 * tallOf(mode) : undefined;
}

/**
 * Run a text call with PC3270.BGI's glyphs: EGAVGA.BGI's 8×8 but none past code 127, which draw
 * nothing (probe HF1, test/fixtures/oracle-files: codes 1–255 at size 1, 128–255 blank in PC3270,
 * HERC.BGI's all EGAVGA.BGI's).
 */
export function cgaGlyphs<T>(m: Machine, f: () => T): T {
  if (cgaMode(m)?.memory !== 'pc3270') return f();
  const high = FONT8X8.slice(128 * 8);
  FONT8X8.fill(0, 128 * 8);
  try {
    return f();
  } finally {
    FONT8X8.set(high, 128 * 8);
  }
}

/** HERCMONO's page 0: B000h's RAM; else the text memory at B800h. */
const inB000 = (m: Machine, mode: CgaMode): boolean => mode.memory === 'herc' && screens.get(m)!.page === 0;

function textByte(m: Machine, mode: CgaMode, o: number): number {
  return inB000(m, mode) ? m.upperMemory!.read(0xb0000 + o) : textConsole(m.vga).peek(o);
}

function putTextByte(m: Machine, mode: CgaMode, o: number, v: number): void {
  if (inB000(m, mode)) m.upperMemory!.write(0xb0000 + o, v);
  else textConsole(m.vga).poke(o, v);
}

/** The shadow read again from the mode's memory (a text-memory mode: at its start, on a page change). */
function reload(m: Machine, s: Screen): void {
  const mode = s.mode;
  for (let y = 0; y <= mode.maxY && mode.memory !== 'none'; y++) {
    for (let bx = 0; bx < (mode.maxX + 1) >> 3; bx++) {
      const v = textByte(m, mode, textOffset(mode, bx, y));
      for (let k = 0, i = y * rowOf(mode) + bx * 8; k < 8; k++, i++) s.shadow[i] = (v >> (7 - k)) & 1;
    }
  }
}

/**
 * setvisualpage: HERC.BGI writes the Hercules mode control byte it would send to 3B8h into
 * 0040:0065, 0Ah for page 0 (initgraph) and 8Ah for page 1 (probe DRLAY); nothing shows on this VGA.
 */
export function cgaVisualpage(m: Machine, page: number): void {
  if (cgaMode(m)?.memory === 'herc' && (page === 0 || page === 1)) setModeControl(m, page ? 0x8a : 0x0a);
}

/** setactivepage: HERCMONO draws on page 1 at B800h (DRLAY); CGA.BGI's other modes have one page (CB2: grOk, the same memory). */
export function cgaActivepage(m: Machine, page: number): void {
  const s = screens.get(m)!;
  if (s.mode.memory !== 'herc' || (page !== 0 && page !== 1) || page === s.page) return;
  flush(m, s);
  s.page = page;
  reload(m, s);
}

/**
 * A store to a text-memory mode's byte `o` (the program's own, through a far pointer, or the
 * flush's), mirrored into the shadow so that the kernel's next reads see it (DRATTHI: 32K of 00h
 * or FFh stored, then putpixel, line, bar and text drawn over it; getpixel reads it).
 */
function mirror(m: Machine, memory: Memory, o: number, v: number): void {
  const s = screens.get(m), mode = s?.mode;
  if (!s || mode!.memory !== memory || !cgaMode(m)) return;
  const wide = memory === 'att' ? 80 : 90, r = memory === 'pc3270' ? o & 0x7fff : o & 0x1fff;
  const bx = r % wide, y = memory === 'pc3270' ? Math.floor(r / wide) : Math.floor(r / wide) * 4 + ((o >> 13) & 3);
  if (bx > mode!.maxX >> 3 || y > mode!.maxY) return;
  for (let k = 0, i = y * rowOf(mode!) + bx * 8; k < 8; k++, i++) s.shadow[i] = (v >> (7 - k)) & 1;
}

/** Follow the stores to B800h (and B000h's RAM) for the text-memory modes (once per machine). */
function mirrorStores(m: Machine): void {
  const con = textConsole(m.vga), poke = con.poke, upper = m.upperMemory!, write = upper.write;
  con.poke = function (o, v) {
    poke.call(this, o, v);
    const memory = screens.get(m)?.mode.memory;
    if (memory === 'att' || memory === 'pc3270' || (memory === 'herc' && screens.get(m)!.page === 1)) mirror(m, memory, o, v & 0xff);
  };
  upper.write = function (linear, v) {
    write.call(this, linear, v);
    if (linear >= 0xb0000 && linear < 0xb8000 && screens.get(m)?.page === 0) mirror(m, 'herc', linear - 0xb0000, v & 0xff);
  };
}

/**
 * Copy the box drawn since the last flush to a text-memory mode's bytes, 8 pixels a byte, the
 * leftmost highest. The shadow's rows are rowOf(mode) wide.
 */
function flush(m: Machine, s: Screen): void {
  const d = s.dirty, mode = s.mode, sh = s.shadow;
  s.dirty = null;
  if (!d || mode.memory === 'none') return;
  const xa = Math.max(0, d[0]) >> 3, xb = Math.min(d[2], mode.maxX) >> 3, ya = Math.max(0, d[1]), yb = Math.min(d[3], mode.maxY);
  for (let y = ya; y <= yb; y++) {
    for (let bx = xa; bx <= xb; bx++) {
      let v = 0;
      for (let k = 0, i = y * rowOf(mode) + bx * 8; k < 8; k++, i++) v = (v << 1) | (sh[i]! &= 1);
      putTextByte(m, mode, textOffset(mode, bx, y), v);
    }
  }
}

/**
 * Run a driver call of a text-memory mode with the kernel drawing into the shadow (the text
 * console draws its cells into the VGA's pixels), then the box it drew copied to the mode's memory.
 */
export function onShadow<T>(m: Machine, f: () => T): T {
  const s = screens.get(m), v = m.vga;
  if (!s || s.mode.memory === 'vga' || v.pixels === s.shadow || !cgaMode(m)) return f();
  const px = v.pixels;
  v.pixels = s.shadow;
  setRow(rowOf(s.mode), tallOf(s.mode));
  try {
    return f();
  } finally {
    setRow(SCREEN_W);
    if (v.pixels === s.shadow) v.pixels = px;
    flush(m, s);
  }
}

/** The shadows of every machine in a CGA.BGI mode: the pixels CGA.BGI's line and floodfill draw in. */
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
      const i = y * ROW + x;
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
    if (s && vga.pixels === s.shadow) {
      if (s.mode.memory === 'vga') sync(m, s, x0, y0, x1, y1);
      else s.dirty = s.dirty ? [Math.min(x0, s.dirty[0]), Math.min(y0, s.dirty[1]), Math.max(x1, s.dirty[2]), Math.max(y1, s.dirty[3])] : [x0, y0, x1, y1];
    }
    touch.call(this, x0, y0, x1, y1);
  };
}

/**
 * Set CGA.BGI's mode `gm` (0..5): the BIOS's mode, the colour set, the shadow (cleared), the
 * kernel's defaults with the palette the driver reports (CB1: getpalette 0..15, getcolor the
 * highest colour). initgraph's limits and aspect are set by the caller. A mode in text memory
 * sets no BIOS mode: HERCMONO's clears B000h's and B800h's 32K to 00h (the text screen black),
 * PC3270's B800h's, ATT400HI's and IBM8514's nothing, its shadow then holding what the memory
 * holds (DRHERC, DR3270, DRATTHI, DR8514).
 */
export function setCgaMode(m: Machine, st: BgiState, gm: number): void {
  const driven = cgaDriver(m), mode = driven.modes[gm]!;
  if (mode.bios >= 0) textConsole(m.vga).enter(mode.bios);
  if (mode.select >= 0) {
    if (!mode.intensity) int10(m, 0x0b00, 0);
    int10(m, 0x0b00, 0x0100 | mode.select);
  }
  // mode 11h's memory is laid out as the shadow: the drawing goes there, its colours cut in place
  const shadow = m.vga.memory.subarray(mode.bios === 0x11 ? 0 : SHADOW_AT, (mode.bios === 0x11 ? 0 : SHADOW_AT) + SCREEN_W * SCREEN_H);
  if (!screens.has(m)) {
    follow(m);
    mirrorStores(m);
  }
  if (driver.line === bresenham) driver.line = (px, ...a) => (shadows.has(px) ? cgaLine : bresenham)(px, ...a);
  floodDriver.colour0Looks = (px) => shadows.has(px);
  shadows.add(shadow);
  const s: Screen = { driver: driven, mode, shadow, dirty: null, page: 0 };
  screens.set(m, s);
  shadow.fill(0);
  st.graphMode = gm;
  if (mode.memory === 'vga') {
    m.vga.pixels = shadow;
    stateOf(m).shadow = mode.bios === 0x11 ? null : shadow;
  } else {
    // (the text memory cleared at once, its cells drawn again once)
    const con = textConsole(m.vga);
    if (mode.clears && con.active) {
      con.memory.fill(0);
      con.redraw();
    }
    if (mode.memory === 'herc') {
      for (let o = 0; o < 0x8000; o++) m.upperMemory!.write(0xb0000 + o, 0);
      cgaVisualpage(m, 0);
    }
    reload(m, s);
  }
  onShadow(m, () => withoutRegisters(st.vga, () => resetDefaults(st)));
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
  const driven = CGA_DRIVERS.get(gd)!, mode = driven.modes[gm];
  if (!mode) throw new Error(`initgraph(${gd}, ${gm}): the driver's mode ${gm} reads past its table (0..${driven.modes.length - 1}), not measured`);
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

/** setgraphmode in CGA.BGI: modes 0..getmaxmode (CB2: CGA's 5 is grInvalidMode, MCGA's 5 sets mode 11h: DRLAY; the limits stay initgraph's). */
export function cgaSetgraphmode(m: Machine, mode: number): void {
  const st = bgi(m);
  if (mode < 0 || mode > cgaDriver(m).maxMode) {
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
  // DR8514: 0 wherever drawn; DRATTHI: ATT400HI reads the memory (a byte the program stored there too)
  if (mode.memory === 'none') return 0;
  // (off the screen the byte the address takes, x and y unsigned: DRLAY's (719, 0) in ATT400HI
  // reads bit 0 of B800:0059)
  if (mode.memory !== 'vga') return (textByte(m, mode, textOffset(mode, (ax & 0xffff) >> 3, ay & 0xffff) & 0x7fff) >> (7 - (ax & 7))) & 1;
  if (ax >= 0 && ax <= mode.maxX && ay >= 0 && ay <= mode.maxY) return m.vga.pixels[ay * SCREEN_W + ax]!;
  return offScreen(m, mode, ax, ay);
}

/** The pixel CGA.BGI reads at (ax, ay) off the screen: the bits of B800h's byte its address takes, x and y unsigned. */
function offScreen(m: Machine, mode: CgaMode, ax: number, ay: number): number {
  if (mode.bios === 0x11) return 0; // (not measured)
  const two = mode.maxColor === 3, ux = ax & 0xffff, uy = ay & 0xffff;
  const byte = cgaRead(m, ((uy >>> 1) * 80 + (uy & 1) * 0x2000 + (ux >>> (two ? 2 : 3))) & 0xffff);
  return two ? (byte >> (6 - 2 * (ux & 3))) & 3 : (byte >> (7 - (ux & 7))) & 1;
}

/**
 * putpixel in a text-memory mode: the bit stored in the memory itself (DRLAY's (719, 0) at
 * B000:0059 bit 0), inside the clip as the kernel's.
 */
export function cgaPutpixel(m: Machine, x: number, y: number, c: number): void {
  const st = bgi(m), mode = cgaMode(m)!, ax = st.viewport.left + x, ay = st.viewport.top + y, box = clipBox(st);
  if (ax < box.left || ax > box.right || ay < box.top || ay > box.bottom || ax > mode.maxX || ay > mode.maxY || ax < 0 || ay < 0) return;
  const o = textOffset(mode, ax >> 3, ay), bit = 0x80 >> (ax & 7);
  putTextByte(m, mode, o, c & 1 ? textByte(m, mode, o) | bit : textByte(m, mode, o) & ~bit);
}

/**
 * cleardevice: the kernel's, but ATT400HI's clears nothing (DRATTHI: every byte of B800h's 32K
 * kept; clearviewport clears its 32 000), the CP and viewport reset all the same.
 */
export function cgaCleardevice(m: Machine, call: () => unknown): void {
  const s = screens.get(m)!;
  if (s.mode.memory !== 'att') return void call();
  const keep = s.shadow.slice();
  call();
  s.shadow.set(keep);
  s.dirty = null;
}

// ---- images ----------------------------------------------------------------------------------

/** Bits a pixel of the image: 2 in the 4-colour modes, 1 else. */
const bits = (mode: CgaMode): number => (mode.maxColor === 3 ? 2 : mode.maxColor === 15 ? 8 : 1);

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
      // (past the right or bottom edge the bytes the address takes, as getpixel's: held-out
      // CG00227, an image taken across x 319 holding the next row's left pixels)
      const on = px >= 0 && px <= mode.maxX && py >= 0 && py <= mode.maxY;
      const c = mode.memory === 'none' ? 0 : on ? sh[py * rowOf(mode) + px]! : mode.memory === 'vga' ? offScreen(m, mode, px, py) : px >= 0 && px < SCREEN_W && py >= 0 && py < SCREEN_H ? sh[py * SCREEN_W + px]! : 0;
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
  if (op < 0 || op > 4 || mode.memory === 'none') return;
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
      if (y0 + y < height || mode.memory !== 'vga') {
        const at = (y0 + y) * rowOf(mode) + x0 + x;
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
