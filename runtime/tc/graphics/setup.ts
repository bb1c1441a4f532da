/**
 * initgraph, closegraph, graphdefaults, graphresult, grapherrormsg, cleardevice and the screen's
 * limits: installing the BGI and resetting its state (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults).
 */
import { textConsole } from '../../hw/textmode.ts';
import { MODE_12H } from '../../hw/vga.ts';
import type { Ref } from '../ptr.ts';
import { cString, inRef, int, str } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { errorMessage } from '../bgi/errors.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import { bgi, MAX_COLOR, MAX_X, MAX_Y } from '../bgi/state.ts';
import { DETECT, VGA, VGAHI, grOk } from './constants.ts';

/**
 * void far initgraph(int far *graphdriver, int far *graphmode, char far *pathtodriver)
 * DETECT finds the VGA and picks its highest mode, VGAHI; both are written back. The driver sets
 * mode 12h without the no-clear bit, so the screen is cleared to colour 0 (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults). Only the
 * VGA/VGAHI pair this machine has is supported: other drivers or modes throw.
 */
export function initgraph(graphdriver: Ref<number>, graphmode: Ref<number>, path: string): void {
  const m = enter(() => `initgraph(&graphdriver /* ${graphdriver.value} */,&graphmode /* ${graphmode.value} */,${cString(path)})`);
  inRef('initgraph', 1, 'graphdriver', graphdriver);
  inRef('initgraph', 2, 'graphmode', graphmode);
  str('initgraph', 3, 'pathtodriver', path);
  const gd = graphdriver.value;
  if (gd === DETECT) {
    graphdriver.value = VGA;
    graphmode.value = VGAHI;
  } else if (gd !== VGA || graphmode.value !== VGAHI) {
    throw new Error(`initgraph: only DETECT or VGA/VGAHI is supported, got driver ${gd}, mode ${graphmode.value}`);
  }
  const st = bgi(m);
  const vga = m.vga;
  textConsole(vga).leave();
  vga.setMode(MODE_12H);
  st.installed = true;
  st.graphMode = graphmode.value;
  resetDefaults(st);
  st.result = grOk;
}

/**
 * void far closegraph(void)
 * Back to the mode before initgraph: 80×25 text (runtime/hw/textmode.ts), whose mode set clears the screen.
 */
export function closegraph(): void {
  const m = enter(() => 'closegraph()');
  const st = installed(m);
  if (!st) return;
  st.installed = false;
  textConsole(m.vga).enter();
}

/** void far graphdefaults(void) — every setting back to initgraph's; the screen is not cleared. */
export function graphdefaults(): void {
  const m = enter(() => 'graphdefaults()');
  const st = installed(m);
  if (st) resetDefaults(st);
}

/** int far graphresult(void) — returns the last error code and resets it to grOk. */
export function graphresult(): number {
  const m = enter(() => 'graphresult()');
  const st = bgi(m);
  const r = st.result;
  st.result = grOk;
  return r;
}

/**
 * char *far grapherrormsg(int errorcode) — bgi/errors.ts: every code has a text, the unknown ones
 * "Graphics error (N)".
 */
export function grapherrormsg(errorcode: number): string {
  const m = enter(() => `grapherrormsg(${errorcode})`);
  int('grapherrormsg', 1, 'errorcode', errorcode);
  const st = bgi(m);
  return errorMessage(errorcode, st.installed ? 'EGAVGA.BGI' : '', st.fontFile);
}

/** void far cleardevice(void) — clears the screen to colour 0 and moves the CP to (0,0). */
export function cleardevice(): void {
  const m = enter(() => 'cleardevice()');
  const st = installed(m);
  if (!st) return;
  m.vga.clear(0);
  st.cpX = 0;
  st.cpY = 0;
}

/** int far getmaxx(void) */
export function getmaxx(): number {
  const m = enter(() => 'getmaxx()');
  return installed(m) ? MAX_X : 0;
}

/** int far getmaxy(void) */
export function getmaxy(): number {
  const m = enter(() => 'getmaxy()');
  return installed(m) ? MAX_Y : 0;
}

/** int far getmaxcolor(void) */
export function getmaxcolor(): number {
  const m = enter(() => 'getmaxcolor()');
  return installed(m) ? MAX_COLOR : 0;
}
