/** The BGI palette: attribute registers through the VGA's DAC (runtime/hw/vga.ts). */
import { DEFAULT_ATTRIBUTES } from '../../hw/vga.ts';
import type { BgiState } from './state.ts';

/** setbkcolor's effect: palette entry 0 becomes the default palette's colour `c`. */
export function setBackground(st: BgiState, c: number): void {
  st.bkcolor = c;
  const a = DEFAULT_ATTRIBUTES[c & 15]!;
  st.palette[0] = a;
  st.vga.setAttribute(0, a);
}
