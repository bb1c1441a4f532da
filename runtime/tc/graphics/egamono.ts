/**
 * EGAVGA.BGI's monochrome mode (EGAMONO, or mode 3 of EGA and VGA) on DOSBox 0.74's VGA, for
 * compiled programs (cc/support/library-egamono.ts; the player's page carries none of this).
 * Facts: DOSBox probes DREGAM (test/fixtures/oracle-files) and EGM2 (test/fixtures/cga-bgi; docs/TURBO-C-FACTS.md#egamono).
 *
 * The driver sets BIOS mode 0Fh, 640×350 with 2 pages 8000h bytes apart, mode 10h's registers but
 * attribute 10h 0Bh and the miscellaneous output A2h, its palette registers and DAC a monochrome
 * screen's. The kernel draws as in its colour modes, colour c's bit 0 in planes 0 and 1 and bit 1
 * in planes 2 and 3: the pixel values 0, 3, 0Ch and 0Fh (EGM2: putpixel, line and bar in 0–3 read
 * back plane by plane; XOR_PUT of 3 then 1 leaves 2). The VGA's memory holds those values, so
 * images, XOR and the program's own reads of A000h are the card's; the colours a program gives
 * and gets are translated at the calls (library-egamono.ts).
 */
import { MODE_10H, type VideoMode } from '../../hw/vga.ts';
import { MODE_REGISTERS, PAGE_BYTES } from '../../hw/vga-ports.ts';
import { textConsole } from '../../hw/textmode.ts';
import type { Machine } from '../../machine.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import type { BgiState } from '../bgi/state.ts';
import { EGAMONO } from './constants.ts';
import { EGAVGA_DRIVERS, MONO_MODE } from './drivers.ts';

/** The palette registers mode 0Fh loads (EGM2: 3BAh then 3C0h/3C1h read back after initgraph). */
const MONO_ATTRIBUTES = [0x00, 0x08, 0x00, 0x00, 0x18, 0x18, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x18, 0x00, 0x3f];

/** BIOS mode 0Fh: mode 10h's geometry and pages. */
export const MODE_0FH: VideoMode = { ...MODE_10H, bios: 0x0f, attributes: MONO_ATTRIBUTES };

/** The DAC mode 0Fh loads (EGM2, entries 0–63): 0–7 black, 8–23 grey (2Ah), 24–31 white, twice. */
const MONO_DAC = Uint8Array.from({ length: 64 * 3 }, (_, i) => [0, 0x2a, 0x2a, 0x3f][((i / 3) | 0) % 32 >> 3]!);

/** A colour 0–3 as the planes hold it: bit 0 in planes 0 and 1, bit 1 in planes 2 and 3. */
export const monoPixel = (c: number): number => (c & 1 ? 3 : 0) | (c & 2 ? 12 : 0);

/**
 * A pixel value as the colour getpixel gives (planes 0 and 2; the values the driver draws give
 * their colour back, EGM2; what a pixel with plane 1 or 3 alone reads is not measured).
 */
export const monoColour = (v: number): number => (v & 1) | ((v >> 1) & 2);

/** The machines in the monochrome mode (from its initgraph to another initgraph). */
const mono = new WeakSet<Machine>();

/** The machine is in EGAVGA.BGI's monochrome mode. */
export const inMono = (m: Machine, st: BgiState): boolean => st.installed && mono.has(m);

/** initgraph's driver and mode ask for the monochrome mode: EGAMONO whatever the mode, or mode 3 of EGAVGA.BGI's drivers. */
export const asksMono = (gd: number, gm: number): boolean => gd === EGAMONO || (EGAVGA_DRIVERS.includes(gd) && gm === MONO_MODE);

/**
 * Mode 0Fh as the driver sets it, for initgraph (after the kernel's, which set up the rest) and
 * setgraphmode: the mode, the limits and aspect (DREGAM: 639×349, 7750/10000), the kernel's
 * defaults with the mode's palette (getcolor 3: the kernel's 15 is colour 3's pixels).
 */
export function setMono(m: Machine, st: BgiState, gm: number): void {
  if (!MODE_REGISTERS.has(0x0f)) {
    const r = MODE_REGISTERS.get(0x10)!.slice();
    [r[39], r[44]] = [0x0b, 0xa2];
    MODE_REGISTERS.set(0x0f, r);
    PAGE_BYTES.set(0x0f, MODE_0FH.pageBytes);
  }
  mono.add(m);
  textConsole(m.vga).leave();
  m.vga.setMode(MODE_0FH);
  st.graphMode = gm;
  st.screen = st.device = { left: 0, top: 0, right: 639, bottom: 349 };
  st.xAspect = st.modeXAspect = 7750;
  st.yAspect = 10000;
  resetDefaults(st);
  monoPalette(m, st);
}

/** The mode's DAC, which the kernel's defaults loaded as a colour mode's. */
export function monoPalette(m: Machine, st: BgiState): void {
  m.vga.resetPalette(MONO_DAC);
  st.palette.set(m.vga.attributes);
}

/** Another initgraph: the machine leaves the monochrome mode. */
export const leaveMono = (m: Machine): boolean => mono.delete(m);
