/**
 * The stroked fonts (TRIPLEX, SMALL, SANS_SERIF, GOTHIC and installuserfont's): a .CHR file from
 * the C: drive (chr.ts) drawn as lines. Measured by DOSBox probes: PSTK… with Borland's .CHR files
 * (not fixtures, as those files cannot be shipped), and PSFA, PSFR, PSFB, PSFC with our own
 * (test/fixtures/bgi-oracle/OWNA.CHR, OWNB.CHR, OWNC.CHR, written by tools/chr-font.mjs; run by
 * test/e2e/bgi-probes.test.ts), whose glyphs go where Borland's never do: points at −64 and 63,
 * glyphs that end away from (width, 0) or begin with a draw, characters missing from the file.
 */
import { DRAW, type ChrFont } from './chr.ts';
import { CENTER_TEXT, HORIZ_DIR, RIGHT_TEXT, BOTTOM_TEXT, checkBytes, cLength, type TextFont } from './font.ts';
import { drawLine } from './line.ts';
import { setPen, type BgiState } from './state.ts';

/**
 * settextstyle's charsize 1..10 as multiplier/divisor of the font's own size (index 0 unused:
 * USER_CHAR_SIZE takes setusercharsize's). Borland's help: size 4 is the font's natural size.
 * The ratios are those two independent reimplementations use (BCC2GRX, GRX's Borland emulation;
 * a 2024 SDL reader of .CHR files): 3/5, 2/3, 3/4, 1, 4/3, 5/3, 2, 5/2, 3, 4. One public
 * measurement agrees: a Turbo Pascal triplex textheight of 16 at size 1 and 28 at
 * setusercharsize(1,1,1,1) (comp.lang.pascal, 1990: 28·3/5 = 16.8, truncated). Measured since:
 * pstroke, PSTK with Borland's fonts, PSFA and PSFR with ours (every size, each glyph's points).
 */
const SIZE_MULT: readonly number[] = [1, 3, 2, 3, 1, 4, 5, 2, 5, 3, 4];
const SIZE_DIV: readonly number[] = [1, 5, 3, 4, 1, 3, 3, 1, 2, 1, 1];

/** The scale in force: multX/divX along the string, multY/divY across it. */
interface Scale {
  mx: number;
  dx: number;
  my: number;
  dy: number;
}
const scale: Scale = { mx: 1, dx: 1, my: 1, dy: 1 };

function scaleOf(st: BgiState): Scale {
  // The size's low byte (PSFR: 256 and 512 are USER_CHAR_SIZE, 266 and −246 size 10), and every
  // byte past 10 the largest, 4 (PSFR: 11, 12, 15, 20, 100, 255 and −1 all measure and draw as 10).
  const n = st.drawSize & 0xff;
  if (n === 0) {
      // USER_CHAR_SIZE, or setusercharsize called since settextstyle: its factors
    scale.mx = st.multX;
    scale.dx = st.divX;
    scale.my = st.multY;
    scale.dy = st.divY;
  } else {
    const k = Math.min(n, SIZE_MULT.length - 1);
    scale.mx = scale.my = SIZE_MULT[k]!;
    scale.dx = scale.dy = SIZE_DIV[k]!;
  }
  return scale;
}

/**
 * v·mult/div as IMUL then IDIV: truncated toward zero (PSTK, PSTK2: every stroke point so); a
 * divisor of 0 is no division (PSFR: setusercharsize(2, 0, 1, 1) and (3, 0, 5, 0) draw and
 * measure ×2, and ×3 and ×5).
 */
function scaled(v: number, mult: number, div: number): number {
  return div === 0 ? v * mult : Math.trunc((v * mult) / div);
}

/** A stroked font as a `TextFont`. */
export function strokedFont(f: ChrFont): TextFont {
  /**
   * textwidth: the characters' widths summed, then scaled once (DOSBox probe pstroke: 300 random
   * strings in the four .CHR fonts at every size and setusercharsize, every textwidth, textheight
   * and the CP after outtext as Turbo C's; scaling each character first came out 1–5 short).
   */
  const width = (st: BgiState, s: string, call: string): number => {
    const len = cLength(s);
    checkBytes(s, len, call);
    const sc = scaleOf(st);
    let w = 0;
    for (let i = 0; i < len; i++) {
      const k = s.charCodeAt(i) - f.first;
      if (k >= 0 && k < f.count) w += f.widths[k]!;
    }
    return scaled(w, sc.mx, sc.dx);
  };
  /**
   * From the capital's top to the descender's bottom; the header's baseline plays no part (PSFR:
   * OWNA 24 − −8, OWNB 63 − −64, OWNC 7 − −3 with a baseline of 2, at every size).
   */
  const height = (st: BgiState): number => {
    const sc = scaleOf(st);
    return scaled(f.capital - f.descender, sc.my, sc.dy);
  };

  return {
    width: (st, s) => width(st, s, 'textwidth'),
    height: (st) => height(st),
    draw(st, x, y, s, call) {
      const len = cLength(s);
      const w = width(st, s, call);
      const h = height(st);
      const sc = scaleOf(st);
      // The direction's low byte: 0 lays the string left to right, 1..127 upward as VERT_DIR
      // (DOSBox probe of TRIP, LITT, SANS and GOTH at directions 0..3, 127, 256..258, 512, −255,
      // −256; PSFA: 2, 3, 127, 256, 257, −256, 512, 383 in our fonts). A byte of 128..255 makes
      // the kernel read its scale from outside its tables (DOSBox probes of OWNC's '?', width 16,
      // at size 1: 16 × (11 + 256·(d − 128)) wide and 0 high for d = 128..143, then the program
      // ends; OWNA's "ABC" at 128, size 2: 264 wide, 0 high, drawn flat on one row): not
      // modelled, drawn here as VERT_DIR.
      const vertical = (st.direction & 0xff) !== HORIZ_DIR;
      // The string's box, W along x and H along y on screen (DOSBox probes PSTK and PSTK2: 48
      // strings in the four fonts at sizes 1..10 and USER_CHAR_SIZE, 160 random ones in every
      // direction, size and justification, every lit pixel as Turbo C's; not fixtures, as the
      // .CHR files cannot be shipped; with our fonts, PSFA and PSFR). Unlike DEFAULT_FONT's: CENTER_TEXT takes the box's width
      // halved, less 1, along x and its height halved rounded up along y, and in VERT_DIR
      // LEFT_TEXT leaves x where it is.
      const boxW = vertical ? h : w, boxH = vertical ? w : h;
      let left = x, top = y;
      if (st.hJustify === CENTER_TEXT) left -= (boxW >> 1) - 1;
      else if (st.hJustify === RIGHT_TEXT) left -= boxW;
      if (st.vJustify === BOTTOM_TEXT) top -= boxH;
      else if (st.vJustify === CENTER_TEXT) top -= (boxH + 1) >> 1;

      // Each character is drawn about its own origin, at (ox, oy) from the string's along the
      // string and up: its point (fx, fy) lands at HORIZ_DIR (left + ox + fx', top + H − oy − fy'),
      // the string's origin H (textheight) rows below the box's top (PSTK: not the capital's top
      // on it); VERT_DIR, turned 90° counter-clockwise to read upward, at (left + H + oy − fy',
      // top + W − ox − fx'): the offset across the string is carried the other way (PSFR: after
      // '|', which ends 24 above its origin, '.' lands 24 right of the string's origin, not
      // left). Each coordinate is v·mult/div truncated (IMUL, IDIV), the strokes line()'s lines
      // (PSTK, PSTK2, PSFA). The next character's origin is the point the last one ended on,
      // whatever the width table says (PSFR: Borland's glyphs all end with a move to (width, 0),
      // ours need not); the width table serves textwidth and the CP only.
      const pattern = st.linePattern, thickness = st.thickness;
      // Strokes are solid and one pixel wide whatever setlinestyle says, but drawn in
      // setwritemode's mode: XOR_PUT clears each point two strokes share (DOSBox probe PSTK4:
      // dotted, dashed and thick styles, COPY_PUT and XOR_PUT, 12 of 12; PSFB: every style and
      // write mode at the screen's and viewports' edges, clipped as line()'s lines).
      st.linePattern = 0xffff;
      st.thickness = 1;
      try {
        const screenX = (fx: number, fy: number): number => (vertical ? left + h + oy - fy : left + ox + fx);
        const screenY = (fx: number, fy: number): number => (vertical ? top + w - ox - fx : top + h - oy - fy);
        let ox = 0, oy = 0, moved = false;
        for (let c = 0; c < len; c++) {
          // a character outside the file draws nothing, leaves the pen and has no width (PSFR)
          const i = s.charCodeAt(c) - f.first;
          if (i < 0 || i >= f.count) continue;
          // a glyph of the file with no strokes still takes the pen to its origin (probe PSZV:
          // OWNA's '}', width 3 and no points, right-justified at a viewport's left edge, then
          // linerel from (−3, 32) there; oracle-gen v9 O02024 10)
          moved = true;
          // a glyph that begins with a draw draws it from its origin (PSFR; in VERT_DIR that is
          // not the last glyph's last point, PSFA case 18)
          let fx = 0, fy = 0, px = screenX(0, 0), py = screenY(0, 0);
          for (let k = f.start[i]!; k < f.start[i + 1]!; k++) {
            fx = scaled(f.x[k]!, sc.mx, sc.dx);
            fy = scaled(f.y[k]!, sc.my, sc.dy);
            const sx = screenX(fx, fy), sy = screenY(fx, fy);
            // from the new point to the pen, as lineto hands the clipper its ends (lines.ts
            // lineFromCp): which end moves first shows at the clip box's corners (oracle-gen v8:
            // N00099 7, the stroke (263,440)–(259,439) lights (260,439) of a box from (260,432);
            // N00156 7, N00008 3, N00064 2 … one corner pixel each, 9 scenes of 2 000)
            if (f.op[k] === DRAW) drawLine(st, sx, sy, px, py);
            px = sx;
            py = sy;
          }
          ox += fx;
          oy += fy;
        }
        // The kernel leaves the driver at the last point it went to, where a lineto or linerel
        // then starts (DOSBox: a lineto after OWNA text, probe of oracle-gen v8 N00003 1); in
        // VERT_DIR with the offset across the string added, not taken off as the strokes have it
        // (N00088 1: '?' ending 10 below its origin leaves the pen 20 left of its last point).
        if (moved) setPen(st, vertical ? left + h + oy : left + ox, vertical ? top + w - ox : top + h - oy);
      } finally {
        st.linePattern = pattern;
        st.thickness = thickness;
      }
    },
  };
}
