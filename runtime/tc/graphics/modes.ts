/**
 * Drivers, modes and pages: detectgraph, getdrivername, getgraphmode, setgraphmode,
 * restorecrtmode, getmaxmode, getmodename, getmoderange, setactivepage, setvisualpage, and the
 * calls that load drivers and fonts (registerbgidriver, registerbgifont, installuserdriver,
 * setgraphbufsize) as TC behaves when no driver or font is linked in.
 */
import { textConsole } from '../../hw/textmode.ts';
import { BELOW_PIXELS, SCREEN_H, SCREEN_W } from '../../hw/vga.ts';
import { SEGMENT_PIXELS } from '../bgi/video.ts';
import type { Ref } from '../ptr.ts';
import { argLabel, cString, describe, int, outRef, str } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { bgi } from '../bgi/state.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import {
  ATT400, CGA, EGA, EGA64, EGAMONO, HERCMONO, IBM8514, MCGA, PC3270, VGA, VGAHI, VGALO,
  grError, grInvalidDriver, grInvalidFont, grInvalidMode,
} from './constants.ts';
import { EGAVGA_MODES, maxMode } from './drivers.ts';
import { ramBar } from './ram.ts';

/**
 * What getmodename returns for each mode number, in any VGA mode (DOSBox probe PMODE, one call
 * per fprintf: the same in VGALO, VGAMED and VGAHI). Past 3 it reads on through the driver's
 * memory: 4 gives the tail of the 3rd name, then bytes that are not text; those throw here.
 */
const MODE_NAMES: readonly string[] = ['640 x 200 EGA', '640 x 350 EGA', '640 x 480 VGA', '640 X 350 EGA MONO', 'ONO'];

/** getmoderange's table (Borland's graphics driver/mode table); −1 −1 for an unknown driver. */
const MODE_RANGES = new Map<number, [number, number]>([
  [CGA, [0, 4]], [MCGA, [0, 5]], [EGA, [0, 1]], [EGA64, [0, 1]], [EGAMONO, [3, 3]],
  [IBM8514, [0, 1]], [HERCMONO, [0, 0]], [ATT400, [0, 5]], [VGA, [0, 2]], [PC3270, [0, 0]],
]);

/**
 * The initgraphs (each its BgiState.screen, a new box every time) in which detectgraph was called,
 * and those in which a setgraphmode came after it: from then on getmaxmode and getmoderange(−1)
 * answer for the VGA detected, though setgraphmode still refuses the modes past initgraph's driver
 * (DOSBox probe PDET: EGA's and EGA64's modes, detectgraph, then setgraphmode with or without
 * restorecrtmode: getmaxmode 2, getmoderange(−1) 0 2, setgraphmode(2) grInvalidMode; initgraph again
 * forgets it).
 */
const detected = new WeakSet<object>();
const widened = new WeakSet<object>();

/** The driver getmaxmode and getmoderange(−1) answer for. */
const queried = (st: { driver: number; screen: object }): number => (widened.has(st.screen) ? VGA : st.driver);

/** void far detectgraph(int far *graphdriver, int far *graphmode) — this machine has a VGA. */
export function detectgraph(graphdriver: Ref<number>, graphmode: Ref<number>): void {
  const m = enter(() => 'detectgraph(&graphdriver,&graphmode)');
  outRef('detectgraph', 1, 'graphdriver', graphdriver);
  outRef('detectgraph', 2, 'graphmode', graphmode);
  detected.add(bgi(m).screen);
  graphdriver.value = VGA;
  graphmode.value = VGAHI;
}

/** char *far getdrivername(void) */
export function getdrivername(): string {
  enter(() => 'getdrivername()');
  return 'EGAVGA';
}

/** int far getgraphmode(void) */
export function getgraphmode(): number {
  const m = enter(() => 'getgraphmode()');
  const st = installed(m);
  return st ? st.graphMode : 0;
}

/** int far getmaxmode(void) — the loaded driver's: VGAHI for VGA, EGAHI for EGA and EGA64. */
export function getmaxmode(): number {
  const m = enter(() => 'getmaxmode()');
  const st = installed(m);
  return st ? maxMode(queried(st)) : 0;
}

/** char *far getmodename(int mode_number) */
export function getmodename(mode: number): string {
  enter(() => `getmodename(${mode})`);
  int('getmodename', 1, 'mode_number', mode);
  const name = MODE_NAMES[mode];
  if (name === undefined) throw new Error(`getmodename: mode ${mode} reads past EGAVGA.BGI's names (0..${MODE_NAMES.length - 1}): Turbo C returns bytes that are not text`);
  return name;
}

/** void far getmoderange(int graphdriver, int far *lomode, int far *himode) */
export function getmoderange(graphdriver: number, lomode: Ref<number>, himode: Ref<number>): void {
  const m = enter(() => `getmoderange(${graphdriver},&lomode,&himode)`);
  int('getmoderange', 1, 'graphdriver', graphdriver);
  outRef('getmoderange', 2, 'lomode', lomode);
  outRef('getmoderange', 3, 'himode', himode);
  // PQUERY: −1 gives the loaded driver's range (DETECT, 0, gives −1 −1); PINIT: EGA's 0 1 after initgraph(EGA).
  const st = installed(m);
  const r = MODE_RANGES.get(graphdriver === -1 ? (st ? queried(st) : VGA) : graphdriver) ?? [-1, -1];
  lomode.value = r[0];
  himode.value = r[1];
}

/**
 * void far setgraphmode(int mode)
 * Sets one of EGAVGA.BGI's modes (VGALO/EGALO 640×200 with 4 pages, VGAMED/EGAHI 640×350 with 2,
 * VGAHI 640×480 with 1), which clears video memory and shows page 0, drawing on page 0, and
 * resets every setting as graphdefaults does, the palette to the mode's (CGA's colours in
 * 640×200), and the aspect ratio to initgraph's mode's, undoing setaspectratio (oracle gen
 * I00027, I00044 and 20 more: 10000/10000 after setgraphmode(VGALO), (VGAMED) and (VGAHI) in
 * VGAHI). The limits stay initgraph's (PRIMS3 16, probe PINIT: getmaxy
 * still says 479 after setgraphmode(VGALO)), so drawing below a short mode's rows runs on into
 * the next page's memory (runtime/hw/vga.ts). A mode past the driver's getmaxmode →
 * grInvalidMode (PINIT: EGA's 2, which initgraph takes).
 */
export function setgraphmode(mode: number): void {
  const m = enter(() => `setgraphmode(${mode})`);
  int('setgraphmode', 1, 'mode', mode);
  const st = installed(m);
  if (!st) return;
  // PQUERY: 3 → grInvalidMode, but −1 leaves grOk (the kernel only checks the top of the range).
  if (mode > maxMode(st.driver)) {
    st.result = grInvalidMode;
    return;
  }
  // A negative mode: the kernel takes the number and resets the settings and the aspect ratio as
  // for any mode, and the screen is cleared as by a mode set, the memory's layout staying the
  // mode's before (oracle gen I00029, I00070, I00076: getgraphmode −1 after setgraphmode(−1); the
  // whole screen's viewport, white, solid fill, 10000/10000 after it; the shapes before it gone,
  // the shapes after it where VGAHI puts them).
  // (the layout of the memory as it is, after a negative mode too: two setgraphmode(−1) after
  // VGALO keep its 200 rows with clipping off, probe PSGN; the driver's last mode, not the kernel's number)
  const now = EGAVGA_MODES.findIndex((d) => d.video.bios === m.vga.biosMode);
  textConsole(m.vga).leave();
  m.vga.setMode(EGAVGA_MODES[mode >= VGALO ? mode : now >= 0 ? now : st.graphMode >= VGALO ? st.graphMode : VGAHI]!.video);
  // drawing with clipping off keeps to the rows of the mode set, getmaxy to initgraph's (probe PCLR)
  st.device = { left: 0, top: 0, right: m.vga.width - 1, bottom: m.vga.height - 1 };
  st.graphMode = mode;
  // (PDET2: not by a negative mode, but −32 768, which the kernel's negation leaves negative)
  if (detected.has(st.screen) && (mode >= 0 || mode === -32768)) widened.add(st.screen);
  st.xAspect = st.modeXAspect;
  st.yAspect = 10000;
  resetDefaults(st);
}

/** void far restorecrtmode(void) — back to the BIOS mode initgraph found, as closegraph; setgraphmode returns. */
export function restorecrtmode(): void {
  const m = enter(() => 'restorecrtmode()');
  const st = installed(m);
  if (!st) return;
  textConsole(m.vga).enter(st.crtMode);
}

/**
 * void far setactivepage(int page)
 * The page drawing goes to: 0..3 in VGALO, 0..1 in VGAMED and in VGAHI (whose page 1 is off the
 * screen: runtime/hw/vga.ts), and graphresult stays grOk for any page. A page the mode does not
 * have is taken too: the driver draws at A000h plus that many pages (DOSBox probe PGN, plane 0's
 * bytes after a bar over the screen: VGALO's pages 4, 5 and 7, VGAMED's and VGAHI's 2..7 leave the
 * 64K as it was; VGALO's −1 with getmaxy 479, from VGAHI, fills 0000–55FFh, its rows past 204, and
 * −2 0000–15FFh). Past the 64K lies memory that nothing shows (probe PAP; oracle gen v7 M00005 3,
 * M00098 5), below A000h RAM (Vga.BELOW_PIXELS). What getpixel reads on such a page is RAM's byte,
 * 0 or 15 by bit (PGN, GP1: graphics/ram.ts).
 */
export function setactivepage(page: number): void {
  const m = enter(() => `setactivepage(${page})`);
  int('setactivepage', 1, 'page', page);
  const st = installed(m);
  if (!st) return;
  const vga = m.vga;
  const at = vga.pixels.byteOffset - vga.memory.byteOffset;
  if (page >= 0 && page < vga.pages) {
    // back from another page than the mode's: the Vga still counts its last page active, so through another one
    if (at < 0 || at >= SEGMENT_PIXELS) vga.setActivePage(vga.activePage === 0 ? 1 : 0);
    vga.setActivePage(page);
    return;
  }
  st.ramBar = ramBar;
  const below = Math.max(page * pageBytes(vga.biosMode) * 8, -BELOW_PIXELS);
  vga.pixels = new Uint8Array(vga.memory.buffer, vga.memory.byteOffset + (page < 0 ? below : SEGMENT_PIXELS), SCREEN_W * SCREEN_H);
  vga.touch(0, 0, SCREEN_W - 1, SCREEN_H - 1);
}

/** The bytes a page takes in each plane in a BGI mode (the driver's page step). */
const pageBytes = (bios: number): number => EGAVGA_MODES.find((e) => e.video.bios === bios)?.video.pageBytes ?? 0;

/**
 * void far setvisualpage(int page)
 * The page the screen shows: the driver sets the CRTC's start address to the page's number times
 * the BIOS's page size (0040:004C), in 16 bits (DOSBox probe PGN, 3D4h 0Ch/0Dh read back: VGALO
 * −1 C000h, 4 0000h, 7 C000h; VGAMED −1 8000h, 2 0000h; VGAHI 1 A000h, not its drawing page's
 * 9600h, −1 6000h; probe VP1 likewise for pages 0–4): any page is a page of VGALO and VGAMED, modulo
 * their count; corpus C1715 and C1720 show VGAHI's page 1 from its row 32.
 */
export function setvisualpage(page: number): void {
  const m = enter(() => `setvisualpage(${page})`);
  int('setvisualpage', 1, 'page', page);
  const st = installed(m);
  if (!st) return;
  const vga = m.vga, n = vga.pages;
  const start = (page * (vga.biosMode === 0x12 ? 0xa000 : pageBytes(vga.biosMode))) & 0xffff;
  if (vga.biosMode !== 0x12 || (page >= 0 && page < n)) vga.setVisualPage(((page % n) + n) % n);
  // a compiled program's machine has the CRTC's ports (runtime/tc/devices.ts): the start makes
  // the picture there, VGAHI's page 1 its rows from 32 on, then page 0's (past the planes' 64K)
  if (m.ports.device(0x3d4)) for (const [i, v] of [[0x0c, start >> 8], [0x0d, start & 0xff]] as const) {
    m.portOut(0x3d4, i);
    m.portOut(0x3d5, v);
  }
}

/** A driver or font linked into the program; no program here can have one. */
export type LinkedIn = unknown;

/**
 * int registerbgidriver(void (*driver)(void)) — nothing is linked in: grInvalidDriver, and
 * grError while graphics is on (DOSBox probe PIUD: data registered after initgraph −11 and
 * graphresult −11, after closegraph −4 and −4).
 */
export function registerbgidriver(driver: LinkedIn): number {
  const m = enter(() => 'registerbgidriver(driver)');
  void driver;
  const st = bgi(m);
  return (st.result = st.installed ? grError : grInvalidDriver);
}

/** int registerbgifont(void (*font)(void)) — nothing is linked in: grInvalidFont, graphics on or off (probe PIUD). */
export function registerbgifont(font: LinkedIn): number {
  const m = enter(() => 'registerbgifont(font)');
  void font;
  bgi(m).result = grInvalidFont;
  return grInvalidFont;
}

/** The drivers installuserdriver finds by name: only IBM8514's, at 3 (probe PIUD: "EGAVGA", "CGA" and "HERC" are new names, "IBM8514" 3 even with the table full). */
const FOUND_DRIVERS: Readonly<Record<string, number>> = { IBM8514: 3 };
/** The driver table's room after its six built-in entries (probe PIUD: 6, 7, 8, 9, then grError). */
const USER_DRIVER_SLOTS = 4;

/**
 * int far installuserdriver(char far *name, int huge (*detect)(void))
 * Adds the name to the driver table and returns its driver number, 6 to 9; a full table → grError,
 * graphresult too (probe PIUD). A name given before is added again ("EGAVGA" twice: 6, 7).
 */
export function installuserdriver(name: string, detect: (() => number) | null): number {
  const m = enter(() => `installuserdriver(${cString(name)},detect)`);
  str('installuserdriver', 1, 'name', name);
  if (detect !== null && typeof detect !== 'function') throw new Error(`installuserdriver: ${argLabel(2, 'detect')} must be a function or NULL, got ${describe(detect)}`);
  const st = bgi(m);
  // (the kernel upper-cases the name, a–z only, in the caller's string too: cc/support/library.ts)
  const upper = name.replace(/[a-z]/g, (c) => c.toUpperCase());
  const found = FOUND_DRIVERS[upper];
  if (found !== undefined) return found;
  if (st.userDrivers.length >= USER_DRIVER_SLOTS) return (st.result = grError);
  st.userDrivers.push({ name: upper, detect });
  return 6 + st.userDrivers.length - 1;
}

/** The least size setgraphbufsize takes (probes PGBS, PGBS2). */
const MIN_GRAPH_BUF = 256;

/**
 * unsigned far setgraphbufsize(unsigned bufsize) — returns the previous size (4096 at first).
 * While graphics is on it changes nothing, returns the size in use and sets grError (oracle GS:
 * 3000 asked after initgraph, the next initgraph after closegraph still took 2000 and the call
 * returned 2000; probe PIUD). The size is the kernel's polyline buffer's (bgi/polybuffer.ts: size / 6
 * entries for thick curves, pies and fillpoly; probe PGBS).
 */
export function setgraphbufsize(bufsize: number): number {
  const m = enter(() => `setgraphbufsize(${bufsize})`);
  int('setgraphbufsize', 1, 'bufsize', bufsize);
  const st = bgi(m);
  const old = st.graphBufSize;
  // graphics on: grError too (probe PIUD: 100, 0 and 65535 asked return 4096, graphresult −11)
  // A size below 256 leaves the one before (probes PGBS and test/fixtures/oracle-gen-v15/probes PGBS2: after 0, 60, 100, 200, 201, 210 …
  // 255 the next initgraph's buffer holds what 4096 or 256 held before them; 256 and up are taken)
  if (st.installed) st.result = grError;
  else if ((bufsize & 0xffff) >= MIN_GRAPH_BUF) st.graphBufSize = bufsize & 0xffff;
  return old;
}
