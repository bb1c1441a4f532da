/**
 * Colours and the palette: setcolor, setbkcolor, and the palette calls, which write the VGA's
 * attribute registers and DAC (runtime/hw/vga.ts) so a change recolours the whole screen at once,
 * as on real VGA. PRIMS3 screen 14 and its numbers are the measurements.
 */
import { DEFAULT_ATTRIBUTES } from '../../hw/vga.ts';
import { array, int, obj } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { setBackground, setPaletteEntry } from '../bgi/palette.ts';
import { MAX_COLOR } from '../bgi/state.ts';
import { MAXCOLORS, type palettetype } from './constants.ts';

/** void far setcolor(int color) — PRIMS3 (16): getcolor returns the value as given (20 stays 20); drawing uses its low 4 bits. */
export function setcolor(color: number): void {
  const m = enter(() => `setcolor(${color})`);
  int('setcolor', 1, 'color', color);
  const st = installed(m);
  if (st) st.color = color & 0xff; // kept as a byte: PQUERY setcolor(-1) → getcolor 255, setcolor(200) → 200
}

/** int far getcolor(void) */
export function getcolor(): number {
  const m = enter(() => 'getcolor()');
  const st = installed(m);
  return st ? st.color : 0;
}

/**
 * void far setbkcolor(int color)
 * Attribute 0 (what colour-0 pixels show) becomes colour `color` of the palette table
 * (bgi/palette.ts says how, from the oracle's palette scenes).
 * Out of 0..getmaxcolor(): nothing changes, graphresult stays grOk (PQUERY: 16, −1).
 */
export function setbkcolor(color: number): void {
  const m = enter(() => `setbkcolor(${color})`);
  int('setbkcolor', 1, 'color', color);
  const st = installed(m);
  if (!st) return;
  if (color < 0 || color > MAX_COLOR) return; // PQUERY: 16 and −1 change nothing and leave grOk
  setBackground(st, color);
}

/** int far getbkcolor(void) */
export function getbkcolor(): number {
  const m = enter(() => 'getbkcolor()');
  const st = installed(m);
  return st ? st.bkcolor : 0;
}

/** void far getpalette(struct palettetype far *palette) — size 16 and the 16 attribute values. */
export function getpalette(palette: palettetype): void {
  const m = enter(() => 'getpalette(&palette)');
  array('getpalette', 1, 'palette->colors', obj('getpalette', 1, 'palette', palette).colors);
  const st = installed(m);
  if (!st) return;
  palette.size = MAXCOLORS + 1;
  for (let i = 0; i <= MAXCOLORS; i++) palette.colors[i] = i === 0 ? st.background : st.palette[i]!;
}

/** struct palettetype *far getdefaultpalette(void) — the driver's table (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults). */
export function getdefaultpalette(): palettetype {
  const m = enter(() => 'getdefaultpalette()');
  // The mode's: graphdefaults loads it, and getpalette after initgraph into 640×200 reads CGA's colours (PINIT).
  return { size: MAXCOLORS + 1, colors: [...(installed(m) ? m.vga.modeAttributes : DEFAULT_ATTRIBUTES)] };
}

/** int far getpalettesize(void) */
export function getpalettesize(): number {
  const m = enter(() => 'getpalettesize()');
  return installed(m) ? MAXCOLORS + 1 : 0;
}

/**
 * void far setpalette(int colornum, int color)
 * Attribute register `colornum` 0..15 gets DAC index `color` (low 6 bits).
 */
export function setpalette(colornum: number, color: number): void {
  const m = enter(() => `setpalette(${colornum},${color})`);
  int('setpalette', 1, 'colornum', colornum);
  int('setpalette', 2, 'color', color);
  const st = installed(m);
  if (!st) return;
  // PQUERY: colornum 16 or −1, or color −1, change nothing and leave grOk; color 64 is kept as 64.
  // Probe PPALX: any negative color changes nothing (−8661, whose low byte is 43, too); a larger
  // one is kept as its low byte, a signed char (27598 → −50).
  if (colornum < 0 || colornum > MAXCOLORS || color < 0) return;
  setPaletteEntry(st, colornum, color);
}

/** void far setallpalette(struct palettetype far *palette) — entries of −1 are left alone. */
export function setallpalette(palette: palettetype): void {
  const m = enter(() => `setallpalette(&palette /* {${palette.size},{${palette.colors.join(',')}}} */)`);
  int('setallpalette', 1, 'palette->size', obj('setallpalette', 1, 'palette', palette).size);
  array('setallpalette', 1, 'palette->colors', palette.colors);
  const st = installed(m);
  if (!st) return;
  const n = Math.min(palette.size, MAXCOLORS + 1);
  for (let i = 0; i < n; i++) {
    const c = int('setallpalette', 1, `palette->colors[${i}]`, palette.colors[i]!);
    // Probe PPALX: any negative entry is left alone, not only −1; but a negative colors[0] other
    // than −1 still makes getbkcolor 0 (−16, −2) and loads attribute 0 again with the colour the
    // kernel last loaded there (undoing a setrgbpalette that set the background).
    if (c >= 0) setPaletteEntry(st, i, c);
    else if (i === 0 && c !== -1) {
      st.bkcolor = 0;
      st.vga.setAttribute(0, st.background & 0x3f);
    }
  }
}

/**
 * void far setrgbpalette(int colornum, int red, int green, int blue)
 * DAC entry `colornum` gets the low 6 bits of each component (PRIMS3 14: (63,20,0) shows as
 * #FF5100, the 6-bit values scaled by the DAC).
 */
export function setrgbpalette(colornum: number, red: number, green: number, blue: number): void {
  const m = enter(() => `setrgbpalette(${colornum},${red},${green},${blue})`);
  int('setrgbpalette', 1, 'colornum', colornum);
  int('setrgbpalette', 2, 'red', red);
  int('setrgbpalette', 3, 'green', green);
  int('setrgbpalette', 4, 'blue', blue);
  const st = installed(m);
  if (!st) return;
  // The kernel hands the driver colornum with its top bit set, the RGB request; a colornum whose
  // bit 14 is set (every negative one, 26621) turns that into the driver's set-background request:
  // attribute 0 gets `red`, the DAC and what getpalette and getbkcolor report stay (probe PPALX,
  // whose fixture holds each case's attribute registers as DOSBox read them back; a DOSBox run
  // reading DAC 0 back: colornum 256 writes it, 16..255 and 1000 do not).
  if (colornum & 0x4000) st.vga.setAttribute(0, red & 0x3f);
  else st.vga.setDac(colornum & 0xff, red, green, blue);
}
