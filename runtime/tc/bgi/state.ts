/**
 * The BGI kernel's per-program state (GRAPHICS.LIB globals), kept in the running program's
 * Process so that loading a program again starts with graphics not installed, as a new .EXE would.
 */
import type { Machine } from '../../machine.ts';
import { processKey, type Process } from '../../process.ts';
import { DEFAULT_ATTRIBUTES, SCREEN_H, SCREEN_W, type Vga } from '../../hw/vga.ts';

/** getmaxcolor() in every colour mode of EGAVGA.BGI: 16 colours (probe PINIT). */
export const MAX_COLOR = 15;

/** An inclusive rectangle in absolute screen coordinates. */
/** An entry installuserdriver added: its name and detect function (graphics/drivers.ts userDetected). */
export interface UserDriver {
  name: string;
  detect: (() => number) | null;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface BgiState {
  /** The screen this program draws on. */
  readonly vga: Vga;
  /** initgraph succeeded and closegraph has not been called. */
  installed: boolean;
  /**
   * The BIOS video mode initgraph found, which closegraph and restorecrtmode set again (probe CG1:
   * 01h, 0Dh, 12h, 13h… each back; an initgraph while installed keeps the first one).
   */
  crtMode?: number;
  /**
   * bar's bytes on a page outside the 64K (runtime/tc/graphics/ram.ts), set by setactivepage: the
   * ROMs' bars never reach that module.
   */
  ramBar?: (st: BgiState, l: number, t: number, r: number, b: number) => void;
  /** The driver initgraph installed (EGA, EGA64 or VGA: all three are EGAVGA.BGI). */
  driver: number;
  /**
   * The .BGI file initgraph last looked for, which grapherrormsg names (EGAVGA.BGI, or CGA.BGI
   * after initgraph(CGA) found none: probe PINIT).
   */
  driverFile: string;
  /**
   * The screen's box, (0, 0)–(getmaxx, getmaxy): the mode initgraph set decides it, and it stays
   * through setgraphmode (probe PINIT: 639×199 after initgraph(EGA, EGALO) and then
   * setgraphmode(EGAHI)): getmaxx, getmaxy, setviewport's bounds.
   */
  screen: Box;
  /**
   * The mode's own box, which drawing with clipping off keeps to: the screen's until setgraphmode
   * sets a mode of other rows (DOSBox probe PCLR in test/fixtures/oracle-gen-v7/probes: after setgraphmode(VGALO) from VGAHI, getmaxy
   * 479, a bar to row 479 with clipping off fills rows 0–199 of its page only, one through a
   * clipping viewport to row 479 all 480; oracle gen v7 M00099 10: text to row 406 in VGAHI set
   * after initgraph's VGALO).
   */
  device: Box;
  /** The pending error code graphresult() returns (and clears). */
  result: number;
  color: number;
  bkcolor: number;
  /** The viewport in absolute coordinates, and whether drawing is clipped to it. */
  viewport: Box;
  /** What getviewsettings reports when it is not `viewport` (setviewport's box on row 0 or column 0 alone), else null. */
  viewportAsked: Box | null;
  /** setviewport's clip argument as given (getviewsettings returns it: PQUERY 7 → 7); non-zero clips. */
  clip: number;
  /** Current position, relative to the viewport: getx/gety, and where outtext draws. */
  cpX: number;
  cpY: number;
  /**
   * The pen: the absolute point the next lineto and linerel draw from, where the driver was last
   * moved to. Usually the CP, but text moves it without the CP (setPen's callers say where).
   */
  pen: { x: number; y: number };
  lineStyle: number;
  /** The 16-bit pattern lines are drawn with (bit 0 first). */
  linePattern: number;
  /** The user pattern from setlinestyle(USERBIT_LINE, …). */
  userLinePattern: number;
  /**
   * The width lines and curves are drawn in (NORM_WIDTH or THICK_WIDTH): setlinestyle's, until a
   * THICK_WIDTH arc, circle, ellipse or fillellipse is drawn — that leaves it NORM_WIDTH, while
   * getlinesettings still reports `lineSettingsThickness` (bgi/ellipse.ts drawnThick).
   */
  thickness: number;
  /** The thickness setlinestyle was given, as getlinesettings reports it. */
  lineSettingsThickness: number;
  writeMode: number;
  fillStyle: number;
  fillColor: number;
  /** The 8 rows of the user fill pattern (setfillpattern). */
  userFill: Uint8Array;
  font: number;
  /**
   * settextstyle gave a stroked font with a direction byte of 128..255, which the driver refuses:
   * the text is then the driver's bitmap font, in the direction and cell it kept (probe BI903).
   */
  bitmapStroked: boolean;
  direction: number;
  /** The charsize gettextsettings reports: settextstyle's, or USER_CHAR_SIZE (0) after setusercharsize. */
  charSize: number;
  /**
   * The charsize the stroked fonts are drawn and measured at: settextstyle's, or USER_CHAR_SIZE
   * after setusercharsize, whatever size settextstyle gave (DOSBox probe PSFA). DEFAULT_FONT's is
   * the driver's, driverCell (probe PTS: after settextstyle(0, 0, 7), setusercharsize leaves
   * textwidth("Wide") 224 and reports charsize 0).
   */
  drawSize: number;
  hJustify: number;
  vJustify: number;
  /**
   * EGAVGA.BGI's own text style, which draws and measures DEFAULT_FONT (bgi/bitfont.ts): the
   * direction byte it accepted (0..127) and its character cell in pixels (0..248).
   */
  driverDirection: number;
  driverCell: number;
  /**
   * The character size in pixels the kernel justifies DEFAULT_FONT text by, along the string and
   * across it: the cell the driver answered settextstyle with, or divX and multY after
   * setusercharsize (bgi/bitfont.ts, probes PTU, PTD).
   */
  justifyAlong: number;
  justifyAcross: number;
  /** setusercharsize's factors for stroked fonts at USER_CHAR_SIZE. */
  multX: number;
  divX: number;
  multY: number;
  divY: number;
  /** The mode initgraph or setgraphmode set (VGALO, VGAMED, VGAHI). */
  graphMode: number;
  /** getaspectratio/setaspectratio: circles are drawn with y radius r·xAspect/yAspect. */
  xAspect: number;
  yAspect: number;
  /** The x aspect of initgraph's mode, which setgraphmode puts back (the y aspect is always 10000). */
  modeXAspect: number;
  /**
   * What getarccoords reports: the centre of the last curve call, and the end points' offsets from
   * a centre (screen y down), which only the calls that work an end point out update (arcRecord).
   */
  arc: {
    x: number; y: number; dxStart: number; dyStart: number; dxEnd: number; dyEnd: number;
    /**
     * The start offsets the next THICK_WIDTH arc, circle, ellipse or fillellipse records: the last
     * start a curve recorded, or the corner bar3d left in the same kernel memory (probe PAC).
     */
    thickStart: { dx: number; dy: number };
  };
  /**
   * The kernel's palette table: what setpalette and setallpalette wrote (getpalette reports it,
   * but for entry 0: `background`). setbkcolor does not write it (oracle palette scenes, below).
   */
  palette: Int8Array;
  /**
   * Attribute 0 as loaded, which getpalette reports as colour 0: setbkcolor(c) loads the table's
   * entry c, setpalette(0, v) and setallpalette's colour 0 load v (bgi/palette.ts).
   */
  background: number;
  /** The stroked font file settextstyle last looked for (grapherrormsg names it: bgi/errors.ts). */
  fontFile: string;
  /**
   * initgraph's path, copied (probe BG03: the program's string emptied after initgraph, the font
   * still found there): where settextstyle looks for a .CHR before the current directory (bgi/text.ts).
   */
  path?: string;
  /**
   * The stroked font in the kernel's one font buffer and the bytes its file took, 0 once a failed
   * load freed it (bgi/text.ts); closegraph empties it (probe BG05: the font read again after).
   */
  fontBuffer?: { font: number; bytes: number };
  /** The driver files a compiled program linked in and registered (CGA.BGI for CGA_driver: cc/support/library.ts). */
  linkedDrivers?: Set<string>;
  /** installuserdriver's table: each name and its detect function (graphics/setup.ts initgraph). */
  userDrivers: UserDriver[];
  /** installuserfont's table: font 11 + i has the name userFonts[i] (graphics/text.ts). */
  userFonts: string[];
  /** setgraphbufsize: the kernel's buffer (floodfill's stack lives in it). */
  graphBufSize: number;
}

function fresh(vga: Vga): BgiState {
  return {
    vga,
    installed: false,
    driver: 0,
    driverFile: '',
    screen: { left: 0, top: 0, right: SCREEN_W - 1, bottom: SCREEN_H - 1 },
    device: { left: 0, top: 0, right: SCREEN_W - 1, bottom: SCREEN_H - 1 },
    result: 0,
    color: MAX_COLOR,
    bkcolor: 0,
    viewport: { left: 0, top: 0, right: SCREEN_W - 1, bottom: SCREEN_H - 1 },
    viewportAsked: null,
    clip: 1,
    cpX: 0,
    cpY: 0,
    pen: { x: 0, y: 0 },
    lineStyle: 0,
    linePattern: 0xffff,
    userLinePattern: 0xffff,
    thickness: 1,
    lineSettingsThickness: 1,
    writeMode: 0,
    fillStyle: 1,
    fillColor: MAX_COLOR,
    userFill: new Uint8Array(8).fill(0xff),
    font: 0,
    bitmapStroked: false,
    direction: 0,
    charSize: 1,
    drawSize: 1,
    hJustify: 0,
    vJustify: 2,
    driverDirection: 0,
    driverCell: 8,
    justifyAlong: 8,
    justifyAcross: 8,
    multX: 1,
    divX: 1,
    multY: 1,
    divY: 1,
    graphMode: 2,
    xAspect: 10000,
    yAspect: 10000,
    modeXAspect: 10000,
    arc: { x: 0, y: 0, dxStart: 0, dyStart: 0, dxEnd: 0, dyEnd: 0, thickStart: { dx: 0, dy: 0 } },
    palette: new Int8Array(DEFAULT_ATTRIBUTES),
    background: DEFAULT_ATTRIBUTES[0]!,
    fontFile: '',
    userDrivers: [],
    userFonts: [],
    graphBufSize: 4096,
  };
}

/** Per-run slot; made by bgi() since it needs the machine's VGA. */
const KEY = processKey<BgiState>('graphics.h state');

/** The running program's BGI state. */
export function bgi(m: Machine): BgiState {
  const p = m.process;
  return p === lastProcess ? lastState! : bgiOf(m);
}

// Every graphics call looks its state up; the game makes ~900 000 a run. The state of the run
// last served is kept at hand (a Process is one program run; another run misses once).
let lastProcess: Process | null = null;
let lastState: BgiState | null = null;

function bgiOf(m: Machine): BgiState {
  lastProcess = m.process;
  return (lastState = m.process.get(KEY) ?? m.process.set(KEY, fresh(m.vga)));
}

/** Where drawing may go: the viewport when clipping is on, else the mode's whole screen (BGIOVR setclip). */
export function clipBox(st: BgiState): Box {
  return st.clip ? st.viewport : st.device;
}

/**
 * Move the CP to viewport point (x, y), and the pen with it (moveto, moverel, lineto, linerel,
 * outtext's advance, and the calls that put the CP at (0,0): graphdefaults, cleardevice,
 * setviewport, clearviewport).
 */
export function moveCp(st: BgiState, x: number, y: number): void {
  st.cpX = x;
  st.cpY = y;
  setPen(st, st.viewport.left + x, st.viewport.top + y);
}

/** Move the pen alone, to absolute (x, y). */
export function setPen(st: BgiState, x: number, y: number): void {
  st.pen.x = x;
  st.pen.y = y;
}
