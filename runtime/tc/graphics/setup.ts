/**
 * initgraph, closegraph, graphdefaults, graphresult, grapherrormsg, cleardevice and the screen's
 * limits: installing the BGI and resetting its state (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults).
 */
import { textConsole } from '../../hw/textmode.ts';
import type { Ref } from '../ptr.ts';
import { cString, inRef, int, str } from '../bgi/args.ts';
import { enter, installed } from '../bgi/entry.ts';
import { errorMessage } from '../bgi/errors.ts';
import { resetDefaults } from '../bgi/defaults.ts';
import { bgi, MAX_COLOR, moveCp } from '../bgi/state.ts';
import { DETECT, EGAMONO, VGA, VGAHI, grFileNotFound, grNotDetected, grOk } from './constants.ts';
import { driverFile, EGAVGA_MODES, MODE_PAST_TABLE, MONO_MODE, userDetected } from './drivers.ts';

/**
 * void far initgraph(int far *graphdriver, int far *graphmode, char far *pathtodriver)
 * DETECT finds the VGA and picks its highest mode, VGAHI; both are written back. EGA, EGA64 and
 * VGA load EGAVGA.BGI, whose modes 0..2 are 640×200 (BIOS mode 0Eh, 4 pages), 640×350 (10h, 2
 * pages) and 640×480 (12h) whichever of them asked (graphics/drivers.ts). The mode set clears
 * the screen to colour 0 (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults). A driver whose
 * file the machine does not have (CGA.BGI, HERC.BGI…) fails with grFileNotFound written back in
 * *graphdriver, a negative one with grNotDetected (probe PINIT); a compiled program's whose file
 * is there throws (cc/support/library.ts). EGAVGA.BGI's monochrome mode (EGAMONO, or mode 3) is
 * a compiled program's only (cc/support/library.ts, graphics/egamono.ts): here it throws. EGAVGA.BGI is built in, found wherever the path points (Turbo C says
 * grFileNotFound without the file, grInvalidDriver for a file that is no driver: probes BD05, BD12).
 */
export function initgraph(graphdriver: Ref<number>, graphmode: Ref<number>, path: string): void {
  const m = enter(() => `initgraph(&graphdriver /* ${graphdriver.value} */,&graphmode /* ${graphmode.value} */,${cString(path)})`);
  inRef('initgraph', 1, 'graphdriver', graphdriver);
  inRef('initgraph', 2, 'graphmode', graphmode);
  str('initgraph', 3, 'pathtodriver', path);
  const st = bgi(m);
  if (graphdriver.value === DETECT) [graphdriver.value, graphmode.value] = userDetected(st.userDrivers) ?? [VGA, VGAHI];
  const gd = graphdriver.value, gm = graphmode.value;
  const fail = (code: number, written: number): void => {
    graphdriver.value = written;
    st.result = code;
  };
  if (gd < 0) return fail(grNotDetected, grNotDetected);
  st.path = path;
  st.driverFile = driverFile(gd, st.userDrivers);
  // (any number whose entry is EGAVGA.BGI loads it: 17, 129 — probes M17, M129, DET1: gd written back as given)
  if (st.driverFile !== 'EGAVGA.BGI') return fail(grFileNotFound, grFileNotFound);
  if (gd === EGAMONO || gm === MONO_MODE) {
    throw new Error(`initgraph(${gd}, ${gm}): EGAVGA.BGI's monochrome mode (BIOS mode 0Fh) is not modelled`);
  }
  const mode = EGAVGA_MODES[gm];
  if (mode === undefined) {
    const past = MODE_PAST_TABLE.get(gm);
    if (past === undefined) throw new Error(`initgraph: mode ${gm} reads past EGAVGA.BGI's mode table (0..3), further than measured (-1, 4, 5)`);
    st.result = past;
    return;
  }
  if (!st.installed) st.crtMode = m.videoMode();
  textConsole(m.vga).leave();
  m.vga.setMode(mode.video);
  st.installed = true;
  st.driver = gd;
  st.graphMode = gm;
  st.screen = st.device = { left: 0, top: 0, right: m.vga.width - 1, bottom: mode.maxY };
  st.xAspect = st.modeXAspect = mode.xAspect;
  st.yAspect = 10000;
  resetDefaults(st);
  st.result = grOk;
}

/**
 * void far closegraph(void)
 * Back to the BIOS mode initgraph found (BgiState.crtMode), whose mode set clears the screen: a
 * text mode through runtime/hw/textmode.ts, a graphics one through the BIOS (runtime/tc/bios-extra.ts).
 */
export function closegraph(): void {
  const m = enter(() => 'closegraph()');
  const st = installed(m);
  if (!st) return;
  st.installed = false;
  st.fontBuffer = undefined;
  textConsole(m.vga).enter(st.crtMode);
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
  return errorMessage(errorcode, st.driverFile, st.fontFile);
}

/** void far cleardevice(void) — clears the screen to colour 0 and moves the CP to (0,0). */
export function cleardevice(): void {
  const m = enter(() => 'cleardevice()');
  const st = installed(m);
  if (!st) return;
  m.vga.clear(0);
  moveCp(st, 0, 0);
}

/** int far getmaxx(void) */
export function getmaxx(): number {
  const m = enter(() => 'getmaxx()');
  const st = installed(m);
  return st ? st.screen.right : 0;
}

/** int far getmaxy(void) */
export function getmaxy(): number {
  const m = enter(() => 'getmaxy()');
  const st = installed(m);
  return st ? st.screen.bottom : 0;
}

/** int far getmaxcolor(void) */
export function getmaxcolor(): number {
  const m = enter(() => 'getmaxcolor()');
  return installed(m) ? MAX_COLOR : 0;
}
