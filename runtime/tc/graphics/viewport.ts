/** The viewport: setviewport, getviewsettings, clearviewport. */
import { int, intBox, obj } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { EMPTY_FILL_ROWS, paintBox } from '../bgi/fill.ts';
import { clipBox, moveCp } from '../bgi/state.ts';
import { grError, type viewporttype } from './constants.ts';

/**
 * void far setviewport(int left, int top, int right, int bottom, int clip)
 * Absolute screen coordinates; the CP moves to the viewport's (0,0). PRIMS3 13: a box not on the
 * screen or inside out → grError, nothing changes. A box whose top and bottom are both row 0 is
 * taken (getviewsettings reports it) but the drawing's origin and clip box are the whole screen
 * (probe VP0: (10,0)-(200,0), (0,0)-(0,0), (5,0)-(5,0) and (0,0)-(639,0) draw a line from (0,0)
 * and a pixel at (3,20) there, whatever the viewport before; (10,5)-(200,5), (10,0)-(200,1) and
 * (10,0)-(10,30) are ordinary viewports; oracle gen I00004 6, I00009 9, I00017 6, I00035 4).
 * So is a box whose left and right are both column 0: oracle gen I00068 5 (0,0)-(0,7) and
 * I00024 7 (0,246)-(0,247) draw a bar and a circle where they are on the whole screen, unclipped
 * and not moved, as does I00079 10 (0,477)-(0,479) with clipping on; probe PVPZ (test/fixtures/
 * bgi-oracle): (0,1)-(0,300) and (0,0)-(0,479) too, while (1,100)-(1,200) and (0,0)-(1,1) are ordinary.
 */
export function setviewport(l: number, t: number, r: number, b: number, clip: number): void {
  const m = enter(() => `setviewport(${l},${t},${r},${b},${clip})`);
  intBox('setviewport', l, t, r, b);
  int('setviewport', 5, 'clip', clip);
  const st = installed(m);
  if (!st) return;
  if (l < 0 || t < 0 || r > st.screen.right || b > st.screen.bottom || l > r || t > b) {
    st.result = grError;
    return;
  }
  const asked = { left: l, top: t, right: r, bottom: b };
  const wholeScreen = (t === 0 && b === 0) || (l === 0 && r === 0);
  st.viewport = wholeScreen ? { ...st.screen } : asked;
  st.viewportAsked = wholeScreen ? asked : null;
  st.clip = clip;
  moveCp(st, 0, 0);
}

/** void far getviewsettings(struct viewporttype far *viewport) */
export function getviewsettings(vp: viewporttype): void {
  const m = enter(() => 'getviewsettings(&viewport)');
  obj('getviewsettings', 1, 'viewport', vp);
  const st = installed(m);
  if (!st) return;
  const v = st.viewportAsked ?? st.viewport;
  vp.left = v.left;
  vp.top = v.top;
  vp.right = v.right;
  vp.bottom = v.bottom;
  vp.clip = st.clip;
}

/**
 * void far clearviewport(void)
 * The viewport's box painted in colour 0 (whatever setbkcolor shows), the CP to its (0,0)
 * (PRIMS3 13). The clip flag does not matter but past a short mode's rows: the box is the viewport itself. It is a bar of the
 * viewport's size from the drawing origin, so where that origin is the screen's (setviewport's
 * row-0 and column-0 boxes) it covers (0,0)-(right-left, bottom-top): oracle gen I00169 9
 * (121,0)-(128,0), I00241 2, I00246 8, I00255 4 leave the bar drawn before it elsewhere on the screen;
 * probe PVPZ: (100,0)-(200,0) clears (0,0)-(100,0), (0,100)-(0,200) clears (0,0)-(0,100).
 */
export function clearviewport(): void {
  const m = enter(() => 'clearviewport()');
  const st = installed(m);
  if (!st) return;
  const v = st.viewport;
  const size = st.viewportAsked ?? v;
  // kept to the clip box: with clipping off that is the mode's screen, which a viewport past a
  // short mode's rows leaves (oracle gen v7 M00135 2: (528,305)-(578,313) clipping off in
  // VGALO set after VGAHI clears nothing; probe PCLR: clipping on, rows 0–479 cleared)
  const c = clipBox(st);
  const x1 = Math.min(v.left + size.right - size.left, c.right), y1 = Math.min(v.top + size.bottom - size.top, c.bottom);
  if (v.left <= x1 && v.top <= y1) paintBox(st.vga, EMPTY_FILL_ROWS, 0, v.left, v.top, x1, y1);
  moveCp(st, 0, 0);
}
