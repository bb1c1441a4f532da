/**
 * INT 33h's graphics cursor in the modes other than 12h, as DOSBox 0.74's driver draws it
 * (mouse.cpp DrawCursor): through the BIOS's own pixel functions (INT10_GetPixel/PutPixel), at
 * X / (640 / the mode's width) (modes 0Dh, 13h, 04h–05h: every other pixel), the 16×16 background
 * saved, then each pixel the screen mask's bit keeps or clears to 0 and the cursor mask's XORs with
 * 0Fh (a CGA mode keeps its 2 or 1 bits), clipped at the mode's edges; the graphics controller's
 * registers 0–8 and the map mask saved around it. In every graphics mode the cursor is drawn only
 * while function 1Dh's page is the page the BIOS shows (oracle-pc-v2 `mouse`: a page set to 8
 * leaves the screen as it was). Mode 12h's drawing is runtime/bios/int33.ts's (the same rule, the
 * framebuffer's pixels).
 */
import type { Machine } from '../machine.ts';
import type { MouseDriver } from '../bios/int33.ts';
import { biosModeOf, getPixel, MODE_13H_BIOS, putPixel, stateOf, type BiosMode } from './vga-bios.ts';
import { textConsole } from '../hw/textmode.ts';

/** The driver as this sees it. */
type Driver = Pick<MouseDriver, 'hidden' | 'x' | 'y' | 'hotX' | 'hotY' | 'page' | 'granMask' | 'screenMask' | 'cursorMask'>;

/** A drawn cursor: where its box starts and the pixels under it (-1: clipped). */
interface Drawn {
  x0: number;
  y0: number;
  back: Int16Array;
}
const drawn = new WeakMap<object, Drawn>();

/** The mode the cursor is drawn in by the BIOS's pixels: every graphics mode but 12h. */
function modeOf(m: Machine): BiosMode | undefined {
  if (textConsole(m.vga).active) return undefined;
  if (m.vga.biosMode === 0x13) return MODE_13H_BIOS;
  const b = biosModeOf(m);
  return b && b.video.bios !== 0x12 ? b : undefined;
}

/** The BIOS's page now (0040:0062) in a graphics mode. */
export const graphicsPage = (m: Machine): number => stateOf(m).page;

/** True when this module draws the cursor in the mode now (not text, not mode 12h). */
export const pixelCursor = (m: Machine): boolean => modeOf(m) !== undefined;

function withRegisters(m: Machine, fn: () => void): void {
  const saved: number[] = [];
  for (let i = 0; i < 9; i++) {
    m.portOut(0x3ce, i);
    saved.push(m.portIn(0x3cf));
  }
  m.portOut(0x3c4, 2);
  const mapMask = m.portIn(0x3c5);
  fn();
  for (let i = 0; i < 9; i++) {
    m.portOut(0x3ce, i);
    m.portOut(0x3cf, saved[i]!);
  }
  m.portOut(0x3c4, 2);
  m.portOut(0x3c5, mapMask);
}

/** Put back what the drawn cursor covered. */
export function restorePixels(m: Machine, d: Driver): void {
  const c = drawn.get(d), b = modeOf(m);
  if (!c) return;
  drawn.delete(d);
  // onto function 1Dh's page: another than the shown one keeps the arrow on the screen (DOSBox
  // RestoreCursorBackground; a page past the mode's writes nowhere here)
  if (!b || (b.kind === 'ega' && d.page >= b.pages)) return;
  withRegisters(m, () => {
    for (let i = 0; i < 256; i++) {
      const v = c.back[i]!;
      if (v >= 0) putPixel(m, b, c.x0 + (i & 15), c.y0 + (i >> 4), d.page, v);
    }
  });
}

/** Draw the cursor where the position and hot spot put it (the old one put back first). */
export function drawPixels(m: Machine, d: Driver): void {
  const b = modeOf(m);
  // on another page than the shown one nothing happens: the cursor drawn before stays
  // (oracle-pc-v2 `mouse`: shown, 1Dh BL=1, shown again in mode 13h: the old arrow is there)
  if (!b || d.hidden !== 0 || d.page !== graphicsPage(m)) return;
  restorePixels(m, d);
  const w = b.video.width ?? 640, h = b.video.height;
  const x0 = Math.trunc((d.x & d.granMask) / (640 / w)) - d.hotX, y0 = d.y - d.hotY;
  const back = new Int16Array(256).fill(-1);
  withRegisters(m, () => {
    for (let i = 0; i < 256; i++) {
      const x = x0 + (i & 15), y = y0 + (i >> 4);
      if (x >= 0 && x < w && y >= 0 && y < h) back[i] = getPixel(m, b, x, y, d.page);
    }
    for (let i = 0; i < 256; i++) {
      const v = back[i]!, bit = 0x8000 >> (i & 15);
      if (v < 0) continue;
      let p = d.screenMask[i >> 4]! & bit ? v : 0;
      if (d.cursorMask[i >> 4]! & bit) p ^= 0x0f;
      putPixel(m, b, x0 + (i & 15), y0 + (i >> 4), d.page, p);
    }
  });
  drawn.set(d, { x0, y0, back });
}
