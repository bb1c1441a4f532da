/**
 * Drivers, modes and pages: detectgraph, getdrivername, getgraphmode, setgraphmode,
 * restorecrtmode, getmaxmode, getmodename, getmoderange, setactivepage, setvisualpage, and the
 * calls that load drivers and fonts (registerbgidriver, registerbgifont, installuserdriver,
 * setgraphbufsize) as TC behaves when no driver or font is linked in.
 */
import { textConsole } from '../../hw/textmode.ts';
import type { Ref } from '../ptr.ts';
import { cString, int } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { bgi } from '../bgi/state.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import {
  ATT400, CGA, EGA, EGA64, EGAMONO, HERCMONO, IBM8514, MCGA, PC3270, VGA, VGAHI, VGALO,
  grError, grInvalidDriver, grInvalidFont, grInvalidMode,
} from './constants.ts';

/**
 * The mode names of EGAVGA.BGI's table, which getmodename indexes by the number it is given
 * (PRIMS3 16: getmodename(0) is "640 x 200 EGA" while the driver is VGA).
 */
const MODE_NAMES: readonly string[] = [
  '640 x 200 EGA', '640 x 350 EGA', '640 x 200 EGA64', '640 x 350 EGA64', '640 x 350 EGA MONO',
  '640 x 200 VGA', '640 x 350 VGA', '640 x 480 VGA',
];

/** getmoderange's table (Borland's graphics driver/mode table); −1 −1 for an unknown driver. */
const MODE_RANGES = new Map<number, [number, number]>([
  [CGA, [0, 4]], [MCGA, [0, 5]], [EGA, [0, 1]], [EGA64, [0, 1]], [EGAMONO, [3, 3]],
  [IBM8514, [0, 1]], [HERCMONO, [0, 0]], [ATT400, [0, 5]], [VGA, [0, 2]], [PC3270, [0, 0]],
]);

/** void far detectgraph(int far *graphdriver, int far *graphmode) — this machine has a VGA. */
export function detectgraph(graphdriver: Ref<number>, graphmode: Ref<number>): void {
  enter(() => 'detectgraph(&graphdriver,&graphmode)');
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

/** int far getmaxmode(void) — VGAHI. */
export function getmaxmode(): number {
  const m = enter(() => 'getmaxmode()');
  return installed(m) ? VGAHI : 0;
}

/** char *far getmodename(int mode_number) */
export function getmodename(mode: number): string {
  enter(() => `getmodename(${mode})`);
  int('getmodename', 'mode_number', mode);
  const name = MODE_NAMES[mode];
  if (name === undefined) throw new Error(`getmodename: no mode ${mode} in EGAVGA.BGI's table (0..${MODE_NAMES.length - 1})`);
  return name;
}

/** void far getmoderange(int graphdriver, int far *lomode, int far *himode) */
export function getmoderange(graphdriver: number, lomode: Ref<number>, himode: Ref<number>): void {
  enter(() => `getmoderange(${graphdriver},&lomode,&himode)`);
  int('getmoderange', 'graphdriver', graphdriver);
  const r = MODE_RANGES.get(graphdriver) ?? [-1, -1];
  lomode.value = r[0];
  himode.value = r[1];
}

/**
 * void far setgraphmode(int mode)
 * Sets the mode, clears the screen and resets every setting as graphdefaults does. PRIMS3 16:
 * getmaxy still says 479 after setgraphmode(VGALO) (the limits are initgraph's).
 * A mode outside VGALO..VGAHI → grInvalidMode.
 */
export function setgraphmode(mode: number): void {
  const m = enter(() => `setgraphmode(${mode})`);
  int('setgraphmode', 'mode', mode);
  const st = installed(m);
  if (!st) return;
  if (mode < VGALO || mode > VGAHI) {
    st.result = grInvalidMode;
    return;
  }
  textConsole(m.vga).leave();
  m.vga.clear(0);
  st.graphMode = mode;
  resetDefaults(st);
}

/** void far restorecrtmode(void) — back to the text mode initgraph found; setgraphmode returns. */
export function restorecrtmode(): void {
  const m = enter(() => 'restorecrtmode()');
  const st = installed(m);
  if (!st) return;
  textConsole(m.vga).enter();
}

/** void far setactivepage(int page) — the page drawing goes to. */
export function setactivepage(page: number): void {
  const m = enter(() => `setactivepage(${page})`);
  int('setactivepage', 'page', page);
  const st = installed(m);
  if (!st) return;
  // TODO(pages): VGALO has 4 pages, VGAMED 2, VGAHI 1.
}

/** void far setvisualpage(int page) — the page the screen shows. */
export function setvisualpage(page: number): void {
  const m = enter(() => `setvisualpage(${page})`);
  int('setvisualpage', 'page', page);
  const st = installed(m);
  if (!st) return;
  // TODO(pages)
}

/** A driver or font linked into the program; no program here can have one. */
export type LinkedIn = unknown;

/** int registerbgidriver(void (*driver)(void)) — nothing is linked in: grInvalidDriver. */
export function registerbgidriver(driver: LinkedIn): number {
  const m = enter(() => 'registerbgidriver(driver)');
  void driver;
  bgi(m).result = grInvalidDriver;
  return grInvalidDriver;
}

/** int registerbgifont(void (*font)(void)) — nothing is linked in: grInvalidFont. */
export function registerbgifont(font: LinkedIn): number {
  const m = enter(() => 'registerbgifont(font)');
  void font;
  bgi(m).result = grInvalidFont;
  return grInvalidFont;
}

/**
 * int far installuserdriver(char far *name, int huge (*detect)(void))
 * Adds the name to the driver table and returns its driver number (from 10 on, up to 10 drivers);
 * initgraph with it would then look for the .BGI file. A full table → grError.
 */
export function installuserdriver(name: string, detect: (() => number) | null): number {
  const m = enter(() => `installuserdriver(${cString(name)},detect)`);
  void detect;
  const st = bgi(m);
  if (st.userDrivers.length >= 10) {
    st.result = grError;
    return grError;
  }
  st.userDrivers.push(name.toUpperCase());
  return 10 + st.userDrivers.length - 1;
}

/** unsigned far setgraphbufsize(unsigned bufsize) — returns the previous size (4096 at first). */
export function setgraphbufsize(bufsize: number): number {
  const m = enter(() => `setgraphbufsize(${bufsize})`);
  int('setgraphbufsize', 'bufsize', bufsize);
  const st = bgi(m);
  const old = st.graphBufSize;
  st.graphBufSize = bufsize & 0xffff;
  return old;
}
