/** The viewport: setviewport, getviewsettings, clearviewport. */
import { int, intBox, obj } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { EMPTY_FILL_ROWS, paintBox } from '../bgi/fill.ts';
import { grError, type viewporttype } from './constants.ts';

/**
 * void far setviewport(int left, int top, int right, int bottom, int clip)
 * Absolute screen coordinates; the CP moves to the viewport's (0,0). PRIMS3 13: a box not on the
 * screen or inside out → grError, nothing changes.
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
  st.viewport = { left: l, top: t, right: r, bottom: b };
  st.clip = clip;
  st.cpX = 0;
  st.cpY = 0;
}

/** void far getviewsettings(struct viewporttype far *viewport) */
export function getviewsettings(vp: viewporttype): void {
  const m = enter(() => 'getviewsettings(&viewport)');
  obj('getviewsettings', 1, 'viewport', vp);
  const st = installed(m);
  if (!st) return;
  vp.left = st.viewport.left;
  vp.top = st.viewport.top;
  vp.right = st.viewport.right;
  vp.bottom = st.viewport.bottom;
  vp.clip = st.clip;
}

/**
 * void far clearviewport(void)
 * The viewport's box painted in colour 0 (whatever setbkcolor shows), the CP to its (0,0)
 * (PRIMS3 13). The clip flag does not matter: the box is the viewport itself.
 */
export function clearviewport(): void {
  const m = enter(() => 'clearviewport()');
  const st = installed(m);
  if (!st) return;
  const v = st.viewport;
  paintBox(st.vga, EMPTY_FILL_ROWS, 0, v.left, v.top, v.right, v.bottom);
  st.cpX = 0;
  st.cpY = 0;
}
