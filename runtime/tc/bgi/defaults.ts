/** The BGI's settings as initgraph, setgraphmode and graphdefaults leave them. */
import { setBitmapStyle } from './bitfont.ts';
import { SOLID_FILL } from './fill.ts';
import { COPY_PUT, LINE_PATTERNS } from './line.ts';
import { setBackground } from './palette.ts';
import { MAX_COLOR, moveCp, type BgiState } from './state.ts';

const SOLID_LINE = 0, NORM_WIDTH = 1, DEFAULT_FONT = 0, HORIZ_DIR = 0,
  LEFT_TEXT = 0, TOP_TEXT = 2;

/** graphdefaults(), in GRAPHICS.LIB's order (docs/TURBO-C-FACTS.md#initgraph-and-graphdefaults). */
export function resetDefaults(st: BgiState): void {
  st.viewport = { ...st.screen };
  st.viewportAsked = null;
  st.clip = 1;
  st.vga.resetPalette(); // setallpalette(getdefaultpalette())
  st.palette.set(st.vga.attributes);
  setBackground(st, 0);
  st.color = MAX_COLOR;
  st.userFill.fill(0xff); // setfillpattern(8×0xFF, getmaxcolor())
  st.fillStyle = SOLID_FILL;
  st.fillColor = MAX_COLOR;
  st.lineStyle = SOLID_LINE;
  st.linePattern = LINE_PATTERNS[SOLID_LINE]!;
  st.userLinePattern = 0; // setlinestyle(SOLID_LINE, 0, NORM_WIDTH)
  st.thickness = NORM_WIDTH;
  st.lineSettingsThickness = NORM_WIDTH;
  st.font = DEFAULT_FONT;
  st.direction = HORIZ_DIR;
  st.charSize = 1;
  st.drawSize = 1;
  setBitmapStyle(st, HORIZ_DIR, 1);
  st.hJustify = LEFT_TEXT;
  st.vJustify = TOP_TEXT;
  st.writeMode = COPY_PUT;
  moveCp(st, 0, 0);
}

