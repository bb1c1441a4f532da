/** The BGI palette: attribute registers through the VGA's DAC (runtime/hw/vga.ts). */
import type { BgiState } from './state.ts';

/**
 * The kernel's palette, as the generated programs' 1 010 palette scenes show it (oracle-gen,
 * every one of them equal with this rule): setbkcolor(c) loads attribute 0 with the *table's*
 * colour c (G00101: after setpalette(7, 38), setbkcolor(7) shows and reports 38) without
 * writing the table, so setbkcolor(0) brings the table's own colour 0 (black) back (G01969; PRIMS3
 * 14–15); getpalette reports attribute 0 as loaded. Writing colour 0 (setpalette(0, v),
 * setallpalette with colors[0] ≠ −1) loads it and makes getbkcolor 0 (G00009; G00505: a −1
 * there leaves getbkcolor as it was). setrgbpalette changes neither.
 */
export function setBackground(st: BgiState, c: number): void {
  st.bkcolor = c;
  loadBackground(st, st.palette[c & 15]!);
}

/**
 * Palette entry `i` gets `v` (setpalette, setallpalette). Entry 0 is only loaded, never written to
 * the table: probe PPAL 110, after setpalette(0, 45) setbkcolor(0) is black again.
 */
export function setPaletteEntry(st: BgiState, i: number, v: number): void {
  if (i === 0) {
    st.bkcolor = 0;
    loadBackground(st, v);
    return;
  }
  st.palette[i] = v;
  st.vga.setAttribute(i, v & 0x3f);
}

function loadBackground(st: BgiState, v: number): void {
  st.background = v;
  st.vga.setAttribute(0, v & 0x3f);
}
