/**
 * Generates Turbo C 2.0 graphics.h programs from a seed, to compare mode12h with the real Turbo C
 * (tools/oracle/main.ts, docs/ORACLE.md). Each program has SCENES scenes; a scene resets the
 * library (graphdefaults, cleardevice), sets a random state (colour, line style and thickness,
 * fill style or user pattern, viewport with clipping on or off, write mode, text style), maybe a
 * backdrop, then draws ONE subject shape — the call a scene is counted under — and prints what the
 * library reports afterwards (getarccoords, getx/gety, textwidth, imagesize, getpalette, …, and
 * graphresult after every call that is not zero), then `shot()` records the screen.
 *
 * Arguments range over the whole of their domain and its edges: angles of any sign and size,
 * radii from 0 to past the screen, coordinates off every edge, every line style and fill style,
 * every font, size, direction and justification, putimage at every edge with every operation.
 *
 * The program is valid Turbo C 2.0 (declarations at block starts, no `//`). `shot()` comes from
 * SHOT.H, which differs by side: the oracle's reads the four VGA planes to a file, mode12h's waits
 * in getch() while the host reads the frame (see SHOT_H). Deterministic: the same seed and GENERATOR_VERSION
 * give the same text, byte for byte.
 */

import type { Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import * as G from '../../runtime/tc/graphics.ts';
import type { arccoordstype, fillsettingstype, linesettingstype, palettetype, textsettingstype, viewporttype } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { fclose, fopen, fprintf, sprintf, type FILE } from '../../runtime/tc/stdio.ts';
import * as S from '../../runtime/tc/stdlib.ts';
import { int16 } from '../../runtime/tc/int.ts';

/**
 * Bump when the output for a seed changes: the committed fixtures name the version they are of.
 * Every version stays: its fixtures (test/fixtures/oracle-gen for 1, oracle-gen-vN after) are
 * checked with the programs it wrote. Version 1 draws one shape a scene, anywhere (many off the
 * screen); version 2 draws mostly inside the viewport, and one style set, then several shapes;
 * version 3 adds the calls and states the first two leave out (setaspectratio, moverel chains,
 * bad arguments and every getter, setgraphmode/restorecrtmode, getimage off the screen, degenerate
 * and huge polygons, text with the CP) and hostile distributions: tiny viewports at the screen's
 * edges, coordinates and radii far past the screen, angles far past a turn. Version 4 mixes the
 * calls versions 1–3 draw one at a time: getimage/putimage rounds with every operation, off the
 * screen too; viewports with clipping off and shapes at negative coordinates; self-intersecting
 * and degenerate polygons; user fill patterns and USERBIT_LINE patterns (thick) on every shape;
 * setusercharsize text at the screen's edges in every justification; the second page; palette
 * calls; clears after viewport changes; lines from where curves leave the pen; and every scene
 * reads pixels back with getpixel. Version 5 samples as a program written without this library in
 * mind would: chains of any calls with the state carried from one to the next, extreme and
 * negative arguments (radii, coordinates near ±32767), every aspect ratio on every curve, XOR and
 * thick lines on every shape, fills after drawings from anywhere, every font, size and direction.
 * Version 6 weighs what version 5 draws seldom: thick user-patterned lines in both write modes
 * through pen chains, curves at the ints' angles and radii under any aspect, polygons of up to 60
 * points (crossing, collinear, repeated), text of every font, direction, justification and user
 * ratio at the viewport's clipped edges, images in all five operations across the screen's edges
 * with both pages, patterned floodfills at the screen's edges and in clips a few columns wide, and
 * palette and background changes with the pen and pixels read back. Version 7 leaves VGAHI:
 * initgraph asks for VGALO, VGAMED, EGA's and EGA64's modes or DETECT, setgraphmode and
 * restorecrtmode switch modes mid-program, and the subjects draw on every page (and pages a mode
 * has not), all fill styles, images at every bit alignment, the CP across viewport changes, XOR
 * polygons, literals past the int's range, clipped DEFAULT_FONT text and bad arguments in those
 * modes; its shots are the planes' memory (mode12h.ts), so page 1's first rows in the short modes too.
 * Version 8 mixes what the others draw apart: stroked fonts (the project's own .CHR files on C:,
 * FONT_FILES) in every direction, size, user ratio and justification at clipped edges and through
 * CP chains; every fill style on degenerate, tiny and huge filled shapes; thick patterned lines
 * and curves in both write modes under aspect ratios; floodfills in viewports from seeds inside,
 * on and outside them; images of odd widths at the viewport's edges; the getters' values printed
 * on the screen; palette interplay with bad arguments — in VGAHI mostly, in version 7's modes too.
 * Version 9 runs the calls whose states interact in one chain: the CP after text of every font
 * and justification then linerel, lineto, moverel and arcs; viewports moved, clipped and refused
 * between fills and floodfills; write modes then curves, rectangles and polygons; images taken in
 * one state and put in another; pages, palettes and clears between drawings; bad calls between
 * good ones with graphresult and the getters after each; getx and gety after every call.
 * Version 10 chains, as version 9 does, what none of them mixed: every fill style in both write
 * modes with clipping turned on and off between bar, bar3d, fillpoly, fillellipse, pieslice and
 * sector at the viewport's edges; setusercharsize at odd ratios with every stroked font, vertical
 * text at the viewport's edges in every justification; curves at radii 0 and near 32767 and angles
 * past a turn under aspect ratios; images put straddling the screen's and the viewport's edges in
 * every operation; thick user-patterned polygons of repeated and collinear points; floodfills
 * inside patterned borders; every palette call then getpixel, getpalette and getbkcolor; each kind
 * of bad argument then graphresult and grapherrormsg; restorecrtmode and setgraphmode cycles with
 * the state read after; the CP carried past the int's ends by moverel, linerel, lineto and outtext.
 * Version 11 chains what versions 1–10 left out or drew seldom: DEFAULT_FONT set in the direction
 * bytes the driver refuses (−1, 2 … 255) and the text and stroked fonts after it; bar3d in
 * viewports one pixel wide or tall; images at every edge and in every operation on every page of
 * VGALO and VGAMED; user fill patterns across write modes and viewports; setusercharsize at odd
 * ratios in every justification; polygons of up to 64 points; floodfills inside combs, spirals and
 * nested outlines; failures of every kind (installuserdriver, registerbgidriver, registerbgifont
 * among them) with graphresult and grapherrormsg after each; the driver's tables in every mode;
 * curves at negative and huge radii under setaspectratio with getarccoords after each.
 * Version 12 chains longer (8–30 calls, each scene a function of its own) what versions 1–11 drew
 * apart: the whole of graphics.h mixed with every state change between; every shape on the other
 * pages of VGALO and VGAMED; restorecrtmode and setgraphmode round trips with the kernel's getters
 * in text mode; closegraph then initgraph again; thick patterned XOR outlines with clipping off;
 * fill patterns on pies, sectors and filled ellipses at the viewport's edges; floodfills inside XOR
 * outlines and on text; images of text and thick shapes; failures among drawing; CP chains
 * through small clipped viewports.
 * Version 13 chains as version 12 does what a random program picks and versions 1–12 seldom did:
 * every shape at coordinates and radii over the whole int (±32767, −32768, ±16384 and near: the
 * driver's sums overflow), every shape at its degenerate points (one or two distinct coordinates,
 * radii 0–2, one radius 0, equal, reversed and past-a-turn angle pairs, polygons of 0–5 points),
 * every line style, pattern extreme and thickness (bad ones too), every fill style and user pattern
 * extremes (all 0, all 1, one bit) in colours past getmaxcolor, write modes past 1, floodfills seeded
 * on their border and outside the viewport, images put at the int's ends, imagesize at its limits,
 * text of odd strings (empty, one character, 128–255 and control characters) in every font, size
 * past 10, user ratio with 0, justification and direction, setaspectratio's extremes, setgraphmode
 * past the driver's modes, viewports off the screen, and every palette call over its whole domain.
 * Version 14 chains as version 13 does the corners versions 1–13 never drew: polygons of 6–64
 * points (stars of many turns, zigzags, repeated and collinear points) up to 8 000 pixels past the
 * viewport; thick user-patterned curves at angles below 0, past a turn and reversed under
 * setaspectratio's extremes in both write modes; cleardevice and clearviewport after a background
 * colour, a user pattern, XOR_PUT, clipping off or the other page shown; floodfills bounded by
 * overlapping outlines, pies, thick lines and text in one colour or two; putpixel and getpixel
 * where the viewport's corner added wraps the int; text of every justification, direction and
 * size at the viewport's edges with its extent; bar3d at depths and topflags over the whole int;
 * moverel and linerel past the int's ends; images taken across the viewport's edges; user patterns
 * in every write mode on every filled shape.
 * Version 15 chains what versions 1–14, hostile by design, draw least: every call as a person
 * writing a BGI program calls it — points of the viewport and a little past it, round angles and
 * radii, ellipses, sectors and filled ellipses whose radii are equal, far apart or tiny, polygons
 * of 3–64 points in the viewport, floodfills from inside nested outlines in every fill style and
 * user pattern, bar and bar3d of a quarter-width depth, windows of the screen with clipping either
 * way, images of every byte width put back in every operation, every font, direction, size and
 * justification with the extent and pen, XOR lines drawn twice, in-range palettes, everyday aspect
 * ratios, mode round trips and pages — the state carried from one call to the next.
 * Version 16 chains what a tester writing random BGI programs writes: coordinates of random(640)
 * over the screen, past it and at the int's ends, radii negative and past 2 000, angles below 0
 * and past ten turns, colours past getmaxcolor, invalid styles, random viewports (inverted, off
 * the screen, zero-size) either way clipped, thick patterned XOR lines, user text sizes to 60,
 * images running off the screen, graphdefaults and clears mid-chain.
 * Version 17 writes what versions 1–16, straight-line programs all, never wrote: loops. A tester's
 * `for (i = 0; i < n; i++)` of 2–40 shapes at `random()`'s points and radii and at steps of the
 * counter, the colour, line style, fill style and write mode changed by the counter between them,
 * over what the shapes before left; pie charts of slices from where the last ended, bar charts,
 * random walks of the pen, sprites put along a line across the screen's edges (XOR drawn and
 * erased), text whose size, direction and justification follow the counter, palettes cycled,
 * outlines then a floodfill, page flipping, grids of a loop inside a loop — each scene seeding
 * rand with srand, so the C program and the direct run draw the same numbers.
 * Version 18 chains the pairs of state and call versions 1–17 drew least together: several states
 * set at once (clipping, write mode, line style and thickness, fill style, colour, aspect) then
 * every primitive at the viewport's edges; viewports with clipping off under every primitive, text
 * and image; XOR_PUT with thick and patterned lines, rectangles and polygons; every line style and
 * thickness on every curve; every fill style on every filled shape at the edges; floodfills over
 * patterns and text; images taken from patterns and put on patterns on another page; stroked fonts
 * at user ratios in every justification in small viewports; graphdefaults, restorecrtmode and
 * setgraphmode between drawings; palettes changed then drawn in; the other pages of VGALO, VGAMED
 * and EGA — VGAHI a quarter of the programs, version 7's modes the rest.
 */
export const GENERATOR_VERSION = 19;
export const GENERATOR_VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

/**
 * A program's 8.3 name: its version's letter (G for 1, H for 2 … M for 7, N for 8, O for 9, P for
 * 10, Q for 11, R for 12, S for 13, A for 14, B for 15, D for 16: T to Z name the text generators' programs,
 * C the corpus's, E and F the PC generators'; the letters run out there, so version 17's are BG, 18's BH, 19's BI) and the seed.
 */
const versionLetter = (version: GeneratorVersion): string => (version === 14 ? 'A' : version === 15 ? 'B' : version === 16 ? 'D' : version === 17 ? 'BG' : version === 18 ? 'BH' : version === 19 ? 'BI' : String.fromCharCode(70 + version));
export const programName = (seed: number, version: GeneratorVersion): string =>
  `${versionLetter(version)}${String(seed % 100000).padStart(5, '0')}`;

/** The seed and version a program's name stands for (null: not a generated program). */
export function programOf(name: string): { seed: number; version: GeneratorVersion } | null {
  const m = /^([A-Z]|BG|BH|BI)(\d{5})$/.exec(name);
  const version = m ? (m[1] === 'A' ? 14 : m[1] === 'B' ? 15 : m[1] === 'D' ? 16 : m[1] === 'BG' ? 17 : m[1] === 'BH' ? 18 : m[1] === 'BI' ? 19 : m[1]!.charCodeAt(0) - 70) : 0;
  return m && (GENERATOR_VERSIONS as readonly number[]).includes(version) ? { seed: Number(m[2]), version: version as GeneratorVersion } : null;
}

/** Scenes (one subject shape each) per program. */
export const SCENES = 10;

/** Version 12: the statements a scene's chain may reach (its function's lines: TCC 2.0 compiled functions of up to 264 lines in programs 1–200). */
const SCENE_BUDGET = 200;

/** The subject calls a scene may draw (the rows of the per-call table in docs/FIDELITY.md). */
export const SUBJECTS = [
  'putpixel', 'line', 'lineto', 'linerel', 'rectangle', 'drawpoly', 'circle', 'arc', 'ellipse',
  'pieslice', 'sector', 'fillellipse', 'fillpoly', 'bar', 'bar3d', 'floodfill', 'outtextxy',
  'outtext', 'putimage', 'clearviewport', 'palette',
  // version 3's
  'aspect', 'moverel', 'badargs', 'graphmode', 'getimage', 'polyedge', 'textcp',
  // version 4's
  'imagemix', 'vpneg', 'polyself', 'userfill', 'userline', 'usertext', 'pages', 'palmix', 'clearmix', 'curvepen',
  // version 5's
  'chain', 'extreme', 'aspectall', 'floodmix', 'xorthick', 'textall',
  // version 6's
  'thickuser', 'arcwild', 'polymany', 'textedge', 'pageimage', 'floodedge', 'palpen',
  // version 7's
  'modeshape', 'modepage', 'modeswitch', 'fillstyles', 'imagealign', 'cpview', 'xorpoly', 'bigcoord', 'textclip', 'palbad',
  // version 8's
  'strokefont', 'strokecp', 'filldegen', 'thickmode', 'aspectfill', 'floodview', 'imageview', 'printed', 'palinter',
  // version 9's
  'textpen', 'vpfill', 'xorarc', 'imgstate', 'penchain', 'polymix', 'pagemix', 'errmix', 'mixall',
  // version 10's
  'fillwm', 'strokevj', 'arcaspect', 'imgwm', 'thickpoly', 'floodpat', 'palread', 'errkind', 'modecycle', 'bigpen', 'mix10',
  // version 11's
  'dirbyte', 'bar3dvp', 'imgpage', 'userpatwm', 'usrjust', 'poly64', 'floodcx', 'errseq', 'tables', 'arcneg', 'mix11',
  // version 12's
  'lopage', 'crtround', 'reinit', 'xorclip', 'fillpie', 'floodxor', 'imgtext', 'errchain', 'cpclip', 'longmix',
  // version 13's
  'intedge', 'degen', 'thick3', 'fillall', 'floodall', 'imgedge', 'textodd', 'aspectx', 'modepages', 'palfull', 'mix13',
  // version 14's
  'polyfar', 'curvex', 'clearodd', 'floodmany', 'pixwrap', 'textjust', 'bar3dx', 'cpwrap', 'imgclip', 'patwm', 'mix14',
  // version 15's
  'ovals', 'nestfill', 'polyon', 'fonts15', 'wmpen', 'imgall', 'palmode', 'bars15', 'natural', 'mix15',
  // version 16's
  'hugearc', 'crosspoly', 'floodany', 'farline', 'bars16', 'bigtext', 'imgoff', 'vpoff', 'oddstate', 'tester',
  // version 17's
  'loops', 'pies', 'walks', 'sprites', 'textloop', 'palcycle', 'charts', 'floodloop', 'flips', 'grids', 'looper',
  // version 18's
  'clipprim', 'xorline', 'patarc', 'filledge', 'floodover', 'imgpat', 'strokevp', 'modemid', 'paldraw', 'pageone', 'crosser',
  // version 19's
  'putops', 'thickness', 'degenpoly', 'badargs', 'usersize', 'fuzzer',
] as const;
/** Versions 1 and 2 pick from the first 21, version 3 from the first 28, versions 4 to 7 from their own. */
const SUBJECTS_V2 = SUBJECTS.slice(0, 21);
const SUBJECTS_V3 = SUBJECTS.slice(0, 28);
const SUBJECTS_V4 = SUBJECTS.slice(28, 38);
const SUBJECTS_V5 = SUBJECTS.slice(38, 44);
const SUBJECTS_V6 = SUBJECTS.slice(44, 51);
const SUBJECTS_V7 = SUBJECTS.slice(51, 61);
/** Version 8's: the stroked fonts weigh double (no version before drew them). */
const SUBJECTS_V8 = [...SUBJECTS.slice(61, 70), 'strokefont', 'strokecp'] as const;
/** Version 9's: the chain of every call weighs double (it mixes all the others' states). */
const SUBJECTS_V9 = [...SUBJECTS.slice(70, 79), 'mixall'] as const;
/** Version 10's: the chain of every kind weighs double. */
const SUBJECTS_V10 = [...SUBJECTS.slice(79, 90), 'mix10'] as const;
/** Version 11's: the chain of every kind weighs double. */
const SUBJECTS_V11 = [...SUBJECTS.slice(90, 101), 'mix11'] as const;
/** Version 12's: the long chain of every kind weighs double. */
const SUBJECTS_V12 = [...SUBJECTS.slice(101, 111), 'longmix'] as const;
/** Version 13's: the mixed chain weighs double. */
const SUBJECTS_V13 = [...SUBJECTS.slice(111, 122), 'mix13'] as const;
/** Version 14's: the mixed chain weighs double. */
const SUBJECTS_V14 = [...SUBJECTS.slice(122, 133), 'mix14'] as const;
/** Version 15's: the everyday chain and the mixed chain weigh double. */
const SUBJECTS_V15 = [...SUBJECTS.slice(133, 143), 'natural', 'mix15'] as const;
/** Version 16's: the random program of every kind weighs triple. */
const SUBJECTS_V16 = [...SUBJECTS.slice(143, 153), 'tester', 'tester'] as const;
/** Version 17's: the loop of every kind weighs triple. */
const SUBJECTS_V17 = [...SUBJECTS.slice(153, 164), 'looper', 'looper'] as const;
/** Version 18's: the chain of every pair weighs triple. */
const SUBJECTS_V18 = [...SUBJECTS.slice(164, 175), 'crosser', 'crosser'] as const;
/** Version 19's: the fuzzer of every call weighs quadruple. */
const SUBJECTS_V19 = [...SUBJECTS.slice(175), 'fuzzer', 'fuzzer', 'fuzzer'] as const;
/** Version 7's and 8's subjects that move or reset the viewport: it is put back (clipping on) before the readbacks. */
const VIEWPORT_MOVERS: readonly Subject[] = ['modepage', 'modeswitch', 'cpview', 'palbad', 'strokecp', 'floodview', 'imageview', 'palinter', ...SUBJECTS.slice(70)];
export type Subject = (typeof SUBJECTS)[number];

export interface Scene {
  /** The subject call. */
  call: Subject;
  /** Conditions that may explain a difference: 'xor', 'thick', 'clip-off', 'font1'…, 'op3'… */
  tags: string[];
}

export interface Program {
  seed: number;
  /** 8.3 base name, e.g. G00042. */
  name: string;
  /** The program's text (it includes SHOT.H). */
  body: string;
  scenes: Scene[];
  /** main's statements after initgraph and fopen (romOf runs them). */
  statements: readonly Statement[];
  /** The driver and mode initgraph is given (version 7 varies them; before it VGA, VGAHI). */
  init: readonly [number, number];
  /** Files on C: beside the program (version 8: FONT_FILES), each as a file of test/fixtures/bgi-oracle. */
  files: Readonly<Record<string, string>>;
}

/**
 * Version 8's stroked fonts on C: (name on C: → file of test/fixtures/bgi-oracle): the project's
 * own (tools/chr-font.mjs; Borland's cannot be committed), installed as fonts 11–13 by
 * installuserfont. (OWNC's bytes as LITT.CHR were tried: settextstyle(SMALL_FONT) refuses them,
 * grInvalidFont, but from then on font 13 draws with whichever font's bytes the heap holds where
 * LITT.CHR was read: not modelled, so not generated.)
 */
export const FONT_FILES: Readonly<Record<string, string>> = { 'OWNA.CHR': 'OWNA.CHR', 'OWNB.CHR': 'OWNB.CHR', 'OWNC.CHR': 'OWNC.CHR' };

/** The numbers file a generated program writes. */
export const NUMBERS_FILE = 'OUT.TXT';

/** mulberry32: a small 32-bit PRNG, the same on every host (the BGI and text-mode generators'). */
export class Rng {
  constructor(private s: number) {}
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** An x coordinate: mostly on screen, often at or just past an edge, sometimes far off. */
function coordX(r: Rng): number {
  const k = r.next();
  if (k < 0.6) return r.int(0, 639);
  if (k < 0.85) return r.pick([-1, 0, 1, 319, 320, 638, 639, 640, 641]) + r.int(-3, 3);
  return r.int(-900, 1600);
}
function coordY(r: Rng): number {
  const k = r.next();
  if (k < 0.6) return r.int(0, 479);
  if (k < 0.85) return r.pick([-1, 0, 1, 239, 240, 478, 479, 480, 481]) + r.int(-3, 3);
  return r.int(-700, 1200);
}
/**
 * Where a scene's shapes go. Version 1: coordX/coordY/radius over the whole domain, one shape.
 * Version 2: mostly inside the viewport the scene set (w × h), sometimes at or past its edges,
 * radii up to its size, and 1–4 shapes after one style set.
 */
interface Domain {
  /** The viewport's size (version 1: the screen's). */
  w: number;
  h: number;
  x(r: Rng): number;
  y(r: Rng): number;
  radius(r: Rng): number;
  /** How many shapes the scene draws after its state (version 1: always one, no draw). */
  shapes(r: Rng): number;
  /** Version 3: hostile distributions (the states and arguments of versions 1–2 stay as they were). */
  hostile?: boolean;
}
const WHOLE: Domain = { w: 640, h: 480, x: coordX, y: coordY, radius: (r) => radius(r), shapes: () => 1 };
/** Version 3: as `inside`, with far coordinates (a few thousand past the viewport) and huge or tiny radii. */
function hostile(w: number, h: number): Domain {
  const at = (r: Rng, n: number): number => {
    const k = r.next();
    if (k < 0.65) return r.int(0, n - 1);
    if (k < 0.83) return r.pick([-1, 0, 1, n - 2, n - 1, n, n + 1]) + r.int(-2, 2);
    if (k < 0.95) return r.int(-2 * n, 3 * n);
    return r.int(-3000, 3000);
  };
  return {
    w, h, hostile: true,
    x: (r) => at(r, w),
    y: (r) => at(r, h),
    radius: (r) => {
      const k = r.next();
      if (k < 0.15) return r.int(0, 2);
      if (k < 0.75) return r.int(3, Math.max(3, Math.min(w, h) >> 1));
      if (k < 0.95) return r.int(3, Math.max(w, h) + 20);
      return r.int(700, 1500);
    },
    shapes: (r) => r.int(1, 3),
  };
}
function inside(w: number, h: number): Domain {
  const at = (r: Rng, n: number): number => {
    const k = r.next();
    if (k < 0.8) return r.int(0, n - 1);
    if (k < 0.95) return r.pick([-1, 0, n - 1, n]) + r.int(-2, 2);
    return r.int(-n, 2 * n);
  };
  return {
    w, h,
    x: (r) => at(r, w),
    y: (r) => at(r, h),
    radius: (r) => (r.chance(0.1) ? r.int(0, 3) : r.chance(0.85) ? r.int(4, Math.max(4, Math.min(w, h) >> 1)) : r.int(4, Math.max(w, h))),
    shapes: (r) => r.int(1, 4),
  };
}

/** A radius from 0 to past the screen. */
function radius(r: Rng): number {
  const k = r.next();
  if (k < 0.15) return r.int(0, 3);
  if (k < 0.7) return r.int(4, 120);
  if (k < 0.92) return r.int(121, 400);
  return r.int(401, 900);
}
/** An angle in degrees: any sign and size, often a multiple of 45. */
function angle(r: Rng): number {
  const k = r.next();
  if (k < 0.3) return r.pick([0, 45, 90, 135, 180, 225, 270, 315, 360]);
  if (k < 0.75) return r.int(0, 360);
  if (k < 0.9) return r.int(-360, 0);
  return r.int(-1000, 1000);
}
/** A pair of arc angles: random, equal, a full turn, or reversed. */
function angles(r: Rng): [number, number] {
  const a = angle(r);
  const k = r.next();
  if (k < 0.08) return [a, a];
  if (k < 0.14) return [a, a + 360];
  if (k < 0.2) return [0, 360];
  return [a, angle(r)];
}
/** Version 3: angles far past a turn, one degree either side of the axes, and the arcs' edge cases. */
function hostileAngles(r: Rng): [number, number] {
  const one = (): number => {
    const k = r.next();
    if (k < 0.3) return r.pick([0, 90, 180, 270, 360]) + r.pick([-1, 0, 1]);
    if (k < 0.6) return r.int(0, 360);
    if (k < 0.8) return r.int(-720, 1080);
    return r.pick([-1, 1]) * r.int(1000, 32000);
  };
  const a = one(), k = r.next();
  if (k < 0.1) return [a, a];
  if (k < 0.18) return [a, a + r.pick([360, 720, -360, 1, -1])];
  return [a, one()];
}
const colour = (r: Rng): number => r.int(0, 15);
const hex16 = (n: number): string => `0x${n.toString(16).toUpperCase().padStart(4, '0')}`;

/** A C string literal of random text (printable ASCII, sometimes a character above 127), and its value. */
function text(r: Rng): Lit<string> {
  const n = r.chance(0.05) ? 0 : r.int(1, 14);
  let c = '', v = '';
  for (let i = 0; i < n; i++) {
    // (TCC 2.0 reads an octal escape on past three digits: "\3667" is "Numeric constant too large")
    if (r.chance(0.05)) {
      const code = r.int(128, 255), after = String.fromCharCode(r.int(65, 90));
      c += `\\${code.toString(8)}${after}`;
      v += String.fromCharCode(code) + after;
    } else {
      const ch = String.fromCharCode(r.int(32, 126));
      const put = ch === '?' ? 'q' : ch; // '?' avoids ??-trigraphs
      c += put === '"' || put === '\\' ? `\\${put}` : put;
      v += put;
    }
  }
  return { c: `"${c}"`, v };
}

/** A value with the C text that writes it. */
interface Lit<T> {
  c: string;
  v: T;
}

/** The program's variables, as the direct run (romOf) holds them. */
interface Vars {
  out: FILE | null;
  /** Version 3's getters. */
  ls: linesettingstype;
  fs: fillsettingstype;
  fp: number[];
  xa: { value: number };
  ya: { value: number };
  poly: number[];
  pat: number[];
  str: string;
  img: Uint8Array;
  ac: arccoordstype;
  vp: viewporttype;
  ts: textsettingstype;
  pal: palettetype;
  /** Version 17's loop counters and the pie's angle (C globals i, j, k, a0). */
  n: { i: number; j: number; k: number; a0: number };
}

/** A variable passed to a library call by its C name. */
type Ref = 'poly' | 'pat' | 'img' | 'str' | '&pal' | '&xa' | '&ya';
type Arg = number | Ref | Lit<number>;

/** An expression printed by fprintf: its C text and its value. */
interface Expr {
  c: string;
  v: (x: Vars) => number;
}

/** A statement of main: its C text, and what it does run directly (null: shot()). */
interface Statement {
  c: string;
  run: ((x: Vars) => void) | null;
}

const argValue = (x: Vars, a: Arg): unknown =>
  typeof a === 'number' ? a : typeof a === 'object' ? a.v : a === '&pal' ? x.pal : a === '&xa' ? x.xa : a === '&ya' ? x.ya : x[a];
const argText = (a: Arg): string => (typeof a === 'object' ? a.c : String(a));
type LibraryFunction = (...args: unknown[]) => unknown;
const library = G as unknown as Record<string, LibraryFunction>;

class Writer {
  readonly statements: Statement[] = [];
  private calls = 0;
  constructor(private readonly scene: () => number) {}
  /** A graphics.h call, followed by the check of graphresult (printed when not grOk: R(n)). */
  call(fn: string, ...args: Arg[]): void {
    const n = ++this.calls;
    const f = library[fn];
    if (!f) throw new Error(`generate: no graphics.h function ${fn}`);
    this.statements.push({
      c: `${fn}(${args.map(argText).join(', ')}); R(${n});`,
      run: (x) => {
        f(...args.map((a) => argValue(x, a)));
        const e = G.graphresult();
        if (e !== G.grOk) fprintf(x.out, 'r %d %d\n', n, e);
      },
    });
  }
  /** The number R(n) reports a call by: the next call's (version 17's loops write their calls themselves). */
  nextCall(): number {
    return ++this.calls;
  }
  /** Any other statement: its C text and what it does. */
  raw(c: string, run: ((x: Vars) => void) | null): void {
    this.statements.push({ c, run });
  }
  /** Print a line of numbers, tagged with the scene: `fmt` is printf text. */
  print(fmt: string, ...args: Expr[]): void {
    const format = `s${this.scene()} ${fmt}\n`;
    this.statements.push({
      c: `fprintf(out, "${format.replace('\n', '\\n')}"${args.map((a) => `, ${a.c}`).join('')});`,
      run: (x) => {
        // TC 2.0 evaluates arguments right to left
        const values: number[] = [];
        for (let i = args.length - 1; i >= 0; i--) values[i] = args[i]!.v(x);
        fprintf(x.out, format, ...values);
      },
    });
  }
  /** Print a line with one string (version 9's names), tagged with the scene: `fmt` has one %s. */
  printText(fmt: string, c: string, v: (x: Vars) => string): void {
    const format = `s${this.scene()} ${fmt}\n`;
    this.statements.push({ c: `fprintf(out, "${format.replace('\n', '\\n')}", ${c});`, run: (x) => void fprintf(x.out, format, v(x)) });
  }
  /** A graphics.h call without the check of graphresult after it (version 10 reads the error itself). */
  bare(fn: string, ...args: Arg[]): void {
    const f = library[fn];
    if (!f) throw new Error(`generate: no graphics.h function ${fn}`);
    this.statements.push({ c: `${fn}(${args.map(argText).join(', ')});`, run: (x) => void f(...args.map((a) => argValue(x, a))) });
  }
}

/** Expressions fprintf prints. */
const e = (c: string, v: (x: Vars) => number): Expr => ({ c, v });
const field = <K extends 'ac' | 'vp' | 'ts' | 'ls' | 'fs'>(k: K, f: keyof Vars[K]): Expr =>
  e(`${k}.${String(f)}`, (x) => x[k][f] as number);
const xy = [e('getx()', () => G.getx()), e('gety()', () => G.gety())];

/** A random polygon of n points filling poly[] (n ≤ 16). */
function polygon(r: Rng, w: Writer, d: Domain, n: number, close: boolean): void {
  const cx = d.x(r), cy = d.y(r);
  const spread = r.pick(d === WHOLE ? [20, 80, 200, 500] : [10, 20, 40, 80, 160]);
  const pts: number[] = [];
  for (let i = 0; i < n; i++) pts.push(cx + r.int(-spread, spread), cy + r.int(-spread, spread));
  if (close && n > 1) {
    pts[2 * n - 2] = pts[0]!;
    pts[2 * n - 1] = pts[1]!;
  }
  pts.forEach((v, i) => w.raw(`poly[${i}] = ${v};`, (x) => void (x.poly[i] = v)));
}

function lineState(r: Rng, w: Writer, tags: string[], d?: Domain): void {
  // version 3: the user pattern and thick lines half the time each
  const style = d?.hostile && r.chance(0.4) ? 4 : r.int(0, 4);
  const thick = r.chance(d?.hostile ? 0.5 : 0.35) ? 3 : 1;
  const pattern = r.pick([0, 0xffff, 0x5555, 0xaaaa, 0x00ff, 0x8001, r.int(0, 0xffff)]);
  w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
  if (thick === 3) tags.push('thick');
  tags.push(`ls${style}`);
}

function fillState(r: Rng, w: Writer, tags: string[]): void {
  const style = r.int(0, 12);
  if (style === 12) {
    const bytes = Array.from({ length: 8 }, () => r.pick([0, 0xff, r.int(0, 255)]));
    bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
    w.call('setfillpattern', 'pat', colour(r));
  } else w.call('setfillstyle', style, colour(r));
  tags.push(`fs${style}`);
}

function viewportState(r: Rng, w: Writer, tags: string[], version: GeneratorVersion): Domain {
  if (version >= 3) return viewportState3(r, w, tags);
  const whole = version === 1 ? WHOLE : inside(640, 480);
  const k = r.next();
  if (k < 0.45) return whole;
  const clip = r.chance(0.7) ? 1 : 0;
  let x0: number, y0: number, x1: number, y1: number;
  if (k < 0.85) {
    x0 = r.int(0, 500); y0 = r.int(0, 400);
    x1 = r.int(x0, 639); y1 = r.int(y0, 479);
  } else {
    // partly off the screen or inverted: setviewport refuses these (grError), or takes them
    x0 = r.int(-50, 600); y0 = r.int(-50, 450);
    x1 = x0 + r.int(-20, 300); y1 = y0 + r.int(-20, 300);
    tags.push('vp-edge');
  }
  w.call('setviewport', x0, y0, x1, y1, clip);
  tags.push(clip ? 'clip-on' : 'clip-off');
  // setviewport refuses a viewport that leaves the screen or is inside out: the whole screen stays
  const taken = x0 >= 0 && y0 >= 0 && x1 <= 639 && y1 <= 479 && x0 <= x1 && y0 <= y1;
  return version === 1 ? WHOLE : taken ? inside(x1 - x0 + 1, y1 - y0 + 1) : whole;
}

/** Version 3: the whole screen, a random viewport, a tiny one (often at the screen's edge), or one setviewport refuses. */
function viewportState3(r: Rng, w: Writer, tags: string[]): Domain {
  const k = r.next();
  if (k < 0.3) return hostile(640, 480);
  const clip = r.chance(0.55) ? 1 : 0;
  let x0: number, y0: number, x1: number, y1: number;
  if (k < 0.65) {
    x0 = r.int(0, 560); y0 = r.int(0, 420);
    x1 = r.int(x0, 639); y1 = r.int(y0, 479);
  } else if (k < 0.85) {
    const vw = r.pick([1, 2, 3, 8, r.int(1, 40)]), vh = r.pick([1, 2, 3, 8, r.int(1, 40)]);
    x0 = r.chance(0.5) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw);
    y0 = r.chance(0.5) ? r.pick([0, 480 - vh]) : r.int(0, 480 - vh);
    x1 = x0 + vw - 1; y1 = y0 + vh - 1;
    tags.push('vp-tiny');
  } else {
    x0 = r.pick([-1, 0, 1, r.int(-40, 620)]); y0 = r.pick([-1, 0, 1, r.int(-40, 460)]);
    x1 = r.pick([x0 - 1, x0, 638, 639, 640, x0 + r.int(-30, 400)]); y1 = r.pick([y0 - 1, y0, 478, 479, 480, y0 + r.int(-30, 300)]);
    tags.push('vp-edge');
  }
  w.call('setviewport', x0, y0, x1, y1, clip);
  tags.push(clip ? 'clip-on' : 'clip-off');
  const taken = x0 >= 0 && y0 >= 0 && x1 <= 639 && y1 <= 479 && x0 <= x1 && y0 <= y1;
  return taken ? hostile(x1 - x0 + 1, y1 - y0 + 1) : hostile(640, 480);
}

function writeMode(r: Rng, w: Writer, tags: string[]): void {
  if (r.chance(0.3)) {
    w.call('setwritemode', 1);
    tags.push('xor');
  }
}

function textState(r: Rng, w: Writer, tags: string[]): void {
  // Without the .CHR files on C: (the fixtures are made without Borland's files) a stroked font
  // is grFontNotFound and DEFAULT_FONT stays: mostly DEFAULT_FONT, sometimes that error path.
  const font = r.chance(0.75) ? 0 : r.int(1, 4);
  const dir = r.int(0, 1);
  const size = r.chance(0.12) ? 0 : r.int(1, 10);
  w.call('settextstyle', font, dir, size);
  if (size === 0) w.call('setusercharsize', r.int(1, 5), r.int(1, 5), r.int(1, 5), r.int(1, 5));
  w.call('settextjustify', r.int(0, 2), r.int(0, 2));
  tags.push(`font${font}`, `dir${dir}`);
}

/** A point near an edge of the current viewport (or anywhere). */
function textPoint(r: Rng, d: Domain): [number, number] {
  const { w, h } = d;
  const k = r.next();
  if (k < 0.5) return [r.pick([0, 1, 2, w >> 1, w - 3, w - 2, w - 1, w]) + r.int(-10, 10), r.int(-20, h + 20)];
  if (k < 0.8) return [r.int(-20, w + 20), r.pick([0, 1, 2, h >> 1, h - 3, h - 2, h - 1, h]) + r.int(-10, 10)];
  return [d.x(r), d.y(r)];
}

function backdrop(r: Rng, w: Writer): void {
  if (!r.chance(0.35)) return;
  w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
  w.call('bar', r.int(0, 320), r.int(0, 240), r.int(320, 639), r.int(240, 479));
  w.call('setcolor', r.int(1, 15));
  w.call('line', coordX(r), coordY(r), coordX(r), coordY(r));
  w.call('setfillstyle', 1, 15);
}

function printArc(w: Writer): void {
  w.raw('getarccoords(&ac);', (x) => G.getarccoords(x.ac));
  w.print('arc %d %d %d %d %d %d', ...(['x', 'y', 'xstart', 'ystart', 'xend', 'yend'] as const).map((f) => field('ac', f)));
}
function printPosition(w: Writer): void {
  w.print('xy %d %d', ...xy);
}
const getpixelAt = (x: number, y: number): Expr => e(`getpixel(${x}, ${y})`, () => G.getpixel(x, y));
const strcpy = (w: Writer, t: Lit<string>): void => w.raw(`strcpy(str, ${t.c});`, (x) => void (x.str = t.v));

function subject(r: Rng, w: Writer, d: Domain, call: Subject, tags: string[]): void {
  const c = colour(r);
  /** The shapes after the state: `draw` once a shape (version 2: 1–4 of them). */
  const shapes = (draw: () => void): void => {
    for (let i = d.shapes(r); i > 0; i--) draw();
  };
  switch (call) {
    case 'putpixel': {
      writeMode(r, w, tags);
      for (let i = 0; i < 6; i++) w.call('putpixel', d.x(r), d.y(r), colour(r));
      const a = getpixelAt(r.int(0, 639), r.int(0, 479));
      w.print('px %u %u', a, getpixelAt(d.x(r), d.y(r)));
      return;
    }
    case 'line':
    case 'lineto':
    case 'linerel':
    case 'rectangle': {
      lineState(r, w, tags, d);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        if (call === 'line' || call === 'rectangle') w.call(call, d.x(r), d.y(r), d.x(r), d.y(r));
        else {
          w.call('moveto', d.x(r), d.y(r));
          const dx = d === WHOLE ? 400 : d.w, dy = d === WHOLE ? 300 : d.h;
          for (let i = r.int(1, 4); i > 0; i--) {
            if (call === 'lineto') w.call('lineto', d.x(r), d.y(r));
            else w.call('linerel', r.int(-dx, dx), r.int(-dy, dy));
          }
        }
        printPosition(w);
      });
      return;
    }
    case 'drawpoly': {
      lineState(r, w, tags, d);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const n = r.int(2, 12);
        polygon(r, w, d, n, r.chance(0.5));
        w.call('drawpoly', n, 'poly');
        printPosition(w);
      });
      return;
    }
    case 'circle':
    case 'arc':
    case 'ellipse': {
      lineState(r, w, tags, d);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const x = d.x(r), y = d.y(r);
        if (call === 'circle') w.call('circle', x, y, d.radius(r));
        else {
          const [a, b] = d.hostile ? hostileAngles(r) : angles(r);
          if (call === 'arc') w.call('arc', x, y, a, b, d.radius(r));
          else {
            const rx = d.radius(r), ry = r.chance(0.15) ? rx : d.radius(r);
            w.call('ellipse', x, y, a, b, rx, ry);
          }
        }
        printArc(w);
        printPosition(w);
      });
      return;
    }
    case 'pieslice':
    case 'sector':
    case 'fillellipse': {
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const x = d.x(r), y = d.y(r);
        const [a, b] = d.hostile ? hostileAngles(r) : angles(r);
        const rx = d.radius(r), ry = r.chance(0.2) ? rx : d.radius(r);
        if (call === 'pieslice') w.call('pieslice', x, y, a, b, rx);
        else if (call === 'sector') w.call('sector', x, y, a, b, rx, ry);
        else w.call('fillellipse', x, y, rx, ry);
        printArc(w);
        printPosition(w);
      });
      return;
    }
    case 'fillpoly': {
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const n = r.int(3, 14);
        polygon(r, w, d, n, r.chance(0.3));
        w.call('fillpoly', n, 'poly');
        printPosition(w);
      });
      return;
    }
    case 'bar':
    case 'bar3d': {
      fillState(r, w, tags);
      lineState(r, w, tags, d);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const box = [d.x(r), d.y(r), d.x(r), d.y(r)];
        if (call === 'bar') w.call('bar', ...box);
        else w.call('bar3d', ...box, r.pick([0, 0, 1, 5, r.int(0, 60), r.int(-20, 200)]), r.int(0, 1));
        printPosition(w);
      });
      return;
    }
    case 'floodfill': {
      // a closed outline to fill in, then the fill from a point inside, outside or on it
      const border = r.int(1, 15);
      w.call('setcolor', border);
      const x = r.int(40, 600), y = r.int(40, 440);
      if (r.chance(0.5)) w.call('circle', x, y, r.int(5, 150));
      else w.call('rectangle', x - r.int(3, 200), y - r.int(3, 150), x + r.int(3, 200), y + r.int(3, 150));
      if (r.chance(0.3)) w.call('line', coordX(r), coordY(r), coordX(r), coordY(r)); // maybe a leak
      fillState(r, w, tags);
      const at = r.chance(0.8) ? [x + r.int(-2, 2), y + r.int(-2, 2)] : [coordX(r), coordY(r)];
      w.call('floodfill', at[0]!, at[1]!, r.chance(0.85) ? border : colour(r));
      printPosition(w);
      return;
    }
    case 'outtextxy':
    case 'outtext': {
      textState(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        strcpy(w, text(r));
        w.print('tw %d %d', e('textwidth(str)', (x) => G.textwidth(x.str)), e('textheight(str)', (x) => G.textheight(x.str)));
        const [x, y] = textPoint(r, d);
        if (call === 'outtextxy') w.call('outtextxy', x, y, 'str');
        else {
          w.call('moveto', x, y);
          w.call('outtext', 'str');
          strcpy(w, text(r));
          w.call('outtext', 'str');
        }
        printPosition(w);
      });
      w.raw('gettextsettings(&ts);', (v) => G.gettextsettings(v.ts));
      w.print('ts %d %d %d %d %d', ...(['font', 'direction', 'charsize', 'horiz', 'vert'] as const).map((f) => field('ts', f)));
      return;
    }
    case 'putimage': {
      // an image taken from a drawn scene, put back at an edge with one of the five operations
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('fillellipse', r.int(50, 590), r.int(50, 430), r.int(20, 120), r.int(20, 120));
      w.call('setcolor', r.int(1, 15));
      w.call('line', r.int(0, 639), r.int(0, 479), r.int(0, 639), r.int(0, 479));
      const x0 = r.int(0, 600), y0 = r.int(0, 440);
      const x1 = Math.min(639, x0 + r.pick([0, 1, 7, 8, 9, r.int(0, 150)]));
      const y1 = Math.min(479, y0 + r.pick([0, 1, r.int(0, 90)]));
      w.print('is %u', e(`imagesize(${x0}, ${y0}, ${x1}, ${y1})`, () => G.imagesize(x0, y0, x1, y1)));
      w.call('getimage', x0, y0, x1, y1, 'img');
      const op = r.int(0, 4);
      tags.push(`op${op}`);
      for (let i = r.int(1, 3); i > 0; i--) {
        const w0 = x1 - x0, h0 = y1 - y0;
        const x = r.pick([0, -1, -w0, 639 - w0, 640 - w0, 639, 640, r.int(-w0 - 5, 645)]);
        const y = r.pick([0, -1, -h0, 479 - h0, 480 - h0, 479, 480, r.int(-h0 - 5, 485)]);
        w.call('putimage', x, y, 'img', op);
      }
      const word = (i: number) => (x: Vars): number => (x.img[i]! | (x.img[i + 1]! << 8)) << 16 >> 16;
      w.print('im %d %d', e('img_w()', word(0)), e('img_h()', word(2)));
      return;
    }
    case 'clearviewport': {
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('bar', r.int(0, 639), r.int(0, 479), r.int(0, 639), r.int(0, 479));
      w.call('setbkcolor', colour(r));
      w.call('moveto', r.int(0, 200), r.int(0, 200));
      w.call('clearviewport');
      printPosition(w);
      return;
    }
    case 'palette': {
      for (let i = r.int(1, 4); i > 0; i--) {
        const k = r.next();
        if (k < 0.4) w.call('setpalette', r.int(0, 15), r.int(0, 63));
        else if (k < 0.6) w.call('setbkcolor', r.int(0, 15));
        else if (k < 0.8) {
          w.raw('getpalette(&pal);', (x) => G.getpalette(x.pal));
          for (let j = 0; j < 3; j++) {
            const at = r.int(0, 15), v = r.pick([-1, r.int(0, 63)]);
            w.raw(`pal.colors[${at}] = ${v};`, (x) => void (x.pal.colors[at] = v));
          }
          w.call('setallpalette', '&pal');
        } else w.call('setrgbpalette', r.int(0, 15), r.int(0, 63), r.int(0, 63), r.int(0, 63));
      }
      w.call('setcolor', c);
      w.call('circle', r.int(0, 639), r.int(0, 479), r.int(1, 100));
      w.raw('getpalette(&pal);', (x) => G.getpalette(x.pal));
      const entries = Array.from({ length: 16 }, (_, i) => e(`pal.colors[${i}]`, (x) => x.pal.colors[i]!));
      w.print('pal %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d', e('pal.size', (x) => x.pal.size), ...entries);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      return;
    }
    default:
      subject3(r, w, d, call, tags);
  }
}

/** Every state getter on one line (version 3): colours, line, fill and its pattern, text, mode, aspect. */
function printState(w: Writer): void {
  w.raw('getlinesettings(&ls); getfillsettings(&fs); getfillpattern(fp); gettextsettings(&ts); getaspectratio(&xa, &ya);', (x) => {
    G.getlinesettings(x.ls); G.getfillsettings(x.fs); G.getfillpattern(x.fp); G.gettextsettings(x.ts); G.getaspectratio(x.xa, x.ya);
  });
  w.print('gs %d %d %d %u %d %d %d', e('getcolor()', () => G.getcolor()), e('getbkcolor()', () => G.getbkcolor()),
    field('ls', 'linestyle'), field('ls', 'upattern'), field('ls', 'thickness'), field('fs', 'pattern'), field('fs', 'color'));
  w.print('fp %d %d %d %d %d %d %d %d', ...Array.from({ length: 8 }, (_, i) => e(`fp[${i}] & 255`, (x) => x.fp[i]! & 255)));
  w.print('ts %d %d %d %d %d', ...(['font', 'direction', 'charsize', 'horiz', 'vert'] as const).map((f) => field('ts', f)));
  w.print('md %d %d %d %d %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxmode()', () => G.getmaxmode()),
    e('getmaxcolor()', () => G.getmaxcolor()), e('getmaxx()', () => G.getmaxx()), e('getmaxy()', () => G.getmaxy()), e('getpalettesize()', () => G.getpalettesize()));
  w.print('as %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
}

/** A text state with DEFAULT_FONT (version 3): sizes 1–10 or a user size with big factors, any justification. */
function textState3(r: Rng, w: Writer, tags: string[]): void {
  const dir = r.int(0, 1);
  const size = r.chance(0.25) ? 0 : r.chance(0.7) ? r.int(1, 3) : r.int(4, 10);
  w.call('settextstyle', 0, dir, size);
  if (size === 0 || r.chance(0.15)) w.call('setusercharsize', r.pick([1, 2, 3, r.int(1, 12)]), r.int(1, 6), r.pick([1, 2, 3, r.int(1, 12)]), r.int(1, 6));
  w.call('settextjustify', r.int(0, 2), r.int(0, 2));
  tags.push(`dir${dir}`, `size${size}`);
}

/** A far coordinate step: mostly within the viewport's size, sometimes thousands. */
const step = (r: Rng, n: number): number => (r.chance(0.85) ? r.int(-n, n) : r.int(-4000, 4000));

/**
 * getimage of (x0, y0)–(x1, y1), its size and header printed, then put back 1–3 times with a random
 * operation at `at(width − 1, height − 1)` (versions 3 and 4).
 */
function getAndPut(r: Rng, w: Writer, tags: string[], x0: number, y0: number, x1: number, y1: number, at: (w0: number, h0: number) => [number, number]): void {
  w.print('is %u', e(`imagesize(${x0}, ${y0}, ${x1}, ${y1})`, () => G.imagesize(x0, y0, x1, y1)));
  w.call('getimage', x0, y0, x1, y1, 'img');
  const word = (j: number) => (x: Vars): number => (x.img[j]! | (x.img[j + 1]! << 8)) << 16 >> 16;
  w.print('im %d %d', e('img_w()', word(0)), e('img_h()', word(2)));
  for (let j = r.int(1, 3); j > 0; j--) {
    const op = r.int(0, 4);
    tags.push(`op${op}`);
    const [x, y] = at(x1 - x0, y1 - y0);
    w.call('putimage', x, y, 'img', op);
  }
}

/** Version 3's subjects. */
function subject3(r: Rng, w: Writer, d: Domain, call: Subject, tags: string[]): void {
  const c = colour(r);
  const shapes = (draw: () => void): void => {
    for (let i = d.shapes(r); i > 0; i--) draw();
  };
  switch (call) {
    case 'aspect': {
      // setaspectratio then the shapes it scales (circle, arc, pieslice, fillellipse) and one it does not (ellipse, sector)
      const asp = (): number => r.pick([10000, 10000, 1, 100, 5000, 20000, 32767, r.int(1, 30000)]);
      w.call('setaspectratio', asp(), asp());
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const x = d.x(r), y = d.y(r), rx = d.radius(r);
        const [a, b] = hostileAngles(r);
        const k = r.int(0, 5);
        if (k === 0) w.call('circle', x, y, rx);
        else if (k === 1) w.call('arc', x, y, a, b, rx);
        else if (k === 2) w.call('pieslice', x, y, a, b, rx);
        else if (k === 3) w.call('fillellipse', x, y, rx, d.radius(r));
        else if (k === 4) w.call('ellipse', x, y, a, b, rx, d.radius(r));
        else w.call('sector', x, y, a, b, rx, d.radius(r));
        tags.push(['circle', 'arc', 'pieslice', 'fillellipse', 'ellipse', 'sector'][k]!);
        printArc(w);
      });
      w.raw('getaspectratio(&xa, &ya);', (x) => G.getaspectratio(x.xa, x.ya));
      w.print('as %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
      return;
    }
    case 'moverel': {
      // the current position through a chain of relative and absolute moves, lines and text
      lineState(r, w, tags, d);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      if (r.chance(0.5)) textState3(r, w, tags);
      w.call('moveto', d.x(r), d.y(r));
      for (let i = r.int(3, 9); i > 0; i--) {
        const k = r.next();
        if (k < 0.3) w.call('moverel', step(r, d.w), step(r, d.h));
        else if (k < 0.6) w.call('linerel', step(r, d.w), step(r, d.h));
        else if (k < 0.75) w.call('lineto', d.x(r), d.y(r));
        else if (k < 0.9) {
          strcpy(w, text(r));
          w.call('outtext', 'str');
        } else w.call('moveto', d.x(r), d.y(r));
        printPosition(w);
      }
      return;
    }
    case 'badargs': {
      // arguments out of their range: what graphresult says and what state stays, then shapes drawn with it
      for (let i = r.int(2, 6); i > 0; i--) {
        const k = r.int(0, 15);
        if (k === 0) w.call('setlinestyle', r.pick([5, 6, -1, 100]), r.int(0, 0xffff), r.pick([1, 3]));
        else if (k === 1) w.call('setlinestyle', r.int(0, 4), r.int(0, 0xffff), r.pick([0, 2, 4, 5, -1]));
        else if (k === 2) w.call('setfillstyle', r.pick([12, 13, 14, -1, 255]), colour(r));
        else if (k === 3) w.call('setfillstyle', r.int(0, 11), r.pick([16, 17, 31, 255, -1]));
        else if (k === 4) w.call('settextstyle', r.pick([5, 10, 11, -1]), r.int(0, 1), r.int(1, 4));
        else if (k === 5) w.call('settextstyle', 0, r.pick([2, 3, -1]), r.int(1, 4));
        else if (k === 6) w.call('settextstyle', 0, r.int(0, 1), r.pick([11, 12, 15, -1]));
        else if (k === 7) w.call('settextjustify', r.pick([3, -1, 2]), r.pick([3, -1, 0]));
        else if (k === 8) w.call('settextstyle', 0, r.int(0, 1), 0); // the user size, never set
        else if (k === 9) w.call('setcolor', r.pick([16, 17, 31, 255, -1, 0x7fff]));
        else if (k === 10) w.call('setbkcolor', r.pick([16, 17, 255, -1]));
        else if (k === 11) w.call('setpalette', r.pick([16, 17, -1, 255, r.int(0, 15)]), r.pick([64, 65, 127, 255, -1, -2, r.int(0, 63)]));
        else if (k === 12) w.call('setrgbpalette', r.pick([16, -1, r.int(0, 15)]), r.pick([64, 255, -1, r.int(0, 63)]), r.int(0, 63), r.pick([64, r.int(0, 63)]));
        else if (k === 13) w.call('setgraphmode', r.pick([3, 4, -1, 10]));
        else if (k === 14) w.call('putpixel', r.int(0, 639), r.int(0, 479), r.pick([16, 17, 255, -1]));
        else w.call('setviewport', r.int(-5, 700), r.int(-5, 500), r.int(-5, 700), r.int(-5, 500), r.int(0, 1));
      }
      printState(w);
      // shapes with what the state is now
      w.call('line', d.x(r), d.y(r), d.x(r), d.y(r));
      w.call('bar', d.x(r), d.y(r), d.x(r), d.y(r));
      w.call('circle', d.x(r), d.y(r), r.int(2, 60));
      strcpy(w, text(r));
      w.call('outtextxy', d.x(r), d.y(r), 'str');
      printPosition(w);
      return;
    }
    case 'graphmode': {
      // a state, then the mode set again (after another mode, or restorecrtmode): what setgraphmode resets
      fillState(r, w, tags);
      lineState(r, w, tags, d);
      w.call('setcolor', c);
      w.call('setbkcolor', colour(r));
      if (r.chance(0.5)) w.call('setpalette', r.int(0, 15), r.int(0, 63));
      if (r.chance(0.5)) textState3(r, w, tags);
      if (r.chance(0.3)) w.call('setaspectratio', r.int(1, 20000), r.int(1, 20000));
      w.call('moveto', d.x(r), d.y(r));
      const k = r.int(0, 3);
      tags.push(`gm${k}`);
      if (k === 1) w.call('restorecrtmode');
      else if (k === 2) {
        const mode = r.int(0, 1);
        w.call('setgraphmode', mode);
        w.call('circle', r.int(0, 639), r.int(0, 199), r.int(1, 100));
        printState(w);
        if (r.chance(0.5)) w.call('restorecrtmode');
      } else if (k === 3) w.call('setgraphmode', r.pick([3, -1]));
      w.call('setgraphmode', 2);
      printState(w);
      printPosition(w);
      w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp));
      w.print('vp %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f)));
      w.call('bar', r.int(0, 639), r.int(0, 479), r.int(0, 639), r.int(0, 479));
      w.call('pieslice', r.int(0, 639), r.int(0, 479), r.int(0, 360), r.int(0, 360), r.int(1, 150));
      strcpy(w, text(r));
      w.call('outtext', 'str');
      printPosition(w);
      return;
    }
    case 'getimage': {
      // an image taken across the screen's and the viewport's edges, put back with every operation
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('fillellipse', r.int(0, 639), r.int(0, 479), r.int(20, 200), r.int(20, 200));
      w.call('setcolor', r.int(1, 15));
      w.call('line', r.int(0, 639), r.int(0, 479), r.int(0, 639), r.int(0, 479));
      strcpy(w, text(r));
      w.call('outtextxy', r.int(0, 600), r.int(0, 470), 'str');
      for (let i = r.int(1, 2); i > 0; i--) {
        // (from 0: a rectangle from a negative coordinate to a non-negative one hangs Turbo C 2.0's getimage)
        const x0 = Math.max(0, r.chance(0.5) ? r.pick([0, 1, d.w - 8, d.w - 1, d.w]) + r.int(-3, 3) : r.int(0, d.w + 10));
        const y0 = Math.max(0, r.chance(0.5) ? r.pick([0, d.h - 1, d.h]) + r.int(-2, 2) : r.int(0, d.h + 3));
        const x1 = x0 + r.pick([0, 1, 7, 8, 15, 16, r.int(0, 200)]), y1 = y0 + r.pick([0, 1, r.int(0, 60)]);
        getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
          r.pick([0, -1, -w0, d.w - 1 - w0, d.w - w0, d.w - 1, d.w, -3000, r.int(-w0 - 9, d.w + 9)]),
          r.pick([0, -1, -h0, d.h - 1 - h0, d.h - h0, d.h - 1, d.h, r.int(-h0 - 5, d.h + 5)]),
        ]);
      }
      return;
    }
    case 'polyedge': {
      // drawpoly and fillpoly on few points, repeated and collinear points, spikes and far points
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      shapes(() => {
        const k = r.int(0, 5);
        const n = k === 0 ? r.int(0, 3) : r.int(3, 16);
        const x0 = d.x(r), y0 = d.y(r);
        const pts: number[] = [];
        for (let i = 0; i < n; i++) {
          if (k === 1) pts.push(x0, y0); // one point, repeated
          else if (k === 2) { const t = r.int(-200, 200); pts.push(x0 + t * r.pick([0, 1]), y0 + t * r.pick([0, 1, -1])); } // on a line
          else if (k === 3) pts.push(r.int(-3000, 3600), r.int(-3000, 3400)); // far
          else if (k === 4) pts.push(i % 2 ? x0 : d.x(r), i % 2 ? y0 : d.y(r)); // a star about one point
          else pts.push(d.x(r), d.y(r));
        }
        pts.forEach((v, i) => w.raw(`poly[${i}] = ${v};`, (x) => void (x.poly[i] = v)));
        tags.push(`pk${k}`);
        w.call(r.chance(0.6) ? 'fillpoly' : 'drawpoly', n, 'poly');
        printPosition(w);
      });
      return;
    }
    case 'textcp': {
      // outtext moves the CP by the text's width only when it is left-justified and horizontal
      textState3(r, w, tags);
      w.call('setcolor', c);
      w.call('moveto', d.x(r), d.y(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        strcpy(w, text(r));
        w.print('tw %d %d', e('textwidth(str)', (x) => G.textwidth(x.str)), e('textheight(str)', (x) => G.textheight(x.str)));
        if (r.chance(0.8)) w.call('outtext', 'str');
        else w.call('outtextxy', d.x(r), d.y(r), 'str');
        printPosition(w);
        if (r.chance(0.2)) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
      }
      return;
    }
  }
}

/** Version 4's viewport: where it is on the screen (absolute), its size, and the domain shapes use in it. */
interface View4 {
  left: number;
  top: number;
  d: Domain;
}

/**
 * Version 4: the whole screen, a random viewport with clipping on or (more often) off, a tiny one,
 * or one setviewport refuses (negative corners, inside out: the screen stays).
 */
function viewportState4(r: Rng, w: Writer, tags: string[]): View4 {
  const k = r.next();
  if (k < 0.25) return { left: 0, top: 0, d: hostile(640, 480) };
  const clip = r.chance(0.4) ? 1 : 0;
  let x0: number, y0: number, x1: number, y1: number;
  if (k < 0.75) {
    x0 = r.int(0, 560); y0 = r.int(0, 420);
    x1 = r.int(x0, 639); y1 = r.int(y0, 479);
  } else if (k < 0.87) {
    const vw = r.pick([1, 2, 8, r.int(1, 60)]), vh = r.pick([1, 2, 8, r.int(1, 60)]);
    x0 = r.chance(0.5) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw);
    y0 = r.chance(0.5) ? r.pick([0, 480 - vh]) : r.int(0, 480 - vh);
    x1 = x0 + vw - 1; y1 = y0 + vh - 1;
    tags.push('vp-tiny');
  } else {
    x0 = r.pick([-1, -20, r.int(-300, 600)]); y0 = r.pick([-1, -20, r.int(-300, 400)]);
    x1 = x0 + r.int(-30, 400); y1 = y0 + r.int(-30, 300);
    tags.push('vp-neg');
  }
  w.call('setviewport', x0, y0, x1, y1, clip);
  tags.push(clip ? 'clip-on' : 'clip-off');
  const taken = x0 >= 0 && y0 >= 0 && x1 <= 639 && y1 <= 479 && x0 <= x1 && y0 <= y1;
  return taken ? { left: x0, top: y0, d: hostile(x1 - x0 + 1, y1 - y0 + 1) } : { left: 0, top: 0, d: hostile(640, 480) };
}

/**
 * getimage's far corner, kept on the near corner's side of 0: a rectangle from a negative
 * coordinate to a non-negative one, as passed (viewport coordinates), hangs Turbo C 2.0's getimage
 * (oracle-gen v4's first J00005 scene 4: getimage(544,−2,577,7) in a viewport at row 326).
 */
const noCross = (a: number, b: number): number => (a < 0 && b >= 0 ? -1 : b);

/** Every scene of version 4 ends reading pixels back: in the viewport, at its edges, anywhere on the screen. */
function readbacks(r: Rng, w: Writer, v: View4): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const k = r.next();
    if (k < 0.5) pts.push([r.int(0, v.d.w - 1), r.int(0, v.d.h - 1)]);
    else if (k < 0.8) pts.push([r.pick([0, v.d.w - 1, -1, v.d.w]), r.pick([0, v.d.h - 1, -1, v.d.h])]);
    else pts.push([r.int(-v.left, 639 - v.left), r.int(-v.top, 479 - v.top)]);
  }
  w.print('gp %u %u %u %u %u %u', ...pts.map(([x, y]) => getpixelAt(x, y)));
}

/**
 * getpalette(&pal), as the C struct holds it: its colours are signed chars (setpalette(0, 255)
 * reads back −1 and setallpalette then skips it), which the direct run's array is not by itself.
 */
function getpal(w: Writer): void {
  w.raw('getpalette(&pal);', (x) => {
    G.getpalette(x.pal);
    x.pal.colors = x.pal.colors.map((c) => (c << 24) >> 24);
  });
}

/** The palette as getpalette gives it, printed: `sN pal size c0 … c15`. */
function printPal(w: Writer): void {
  getpal(w);
  w.print('pal %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d', e('pal.size', (x) => x.pal.size), ...Array.from({ length: 16 }, (_, i) => e(`pal.colors[${i}]`, (x) => x.pal.colors[i]!)));
}

/** A user fill pattern into pat[], then setfillpattern with it. */
function userPattern(r: Rng, w: Writer, tags: string[]): void {
  const kind = r.int(0, 3);
  const bytes = Array.from({ length: 8 }, (_, i) =>
    kind === 0 ? r.int(0, 255) : kind === 1 ? r.pick([0, 0xff]) : kind === 2 ? (i % 2 ? 0x55 : 0xaa) ^ r.pick([0, 0xff]) : (0x80 >> (i & 7)) | r.pick([0, 0x01, 0x18]));
  bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
  w.call('setfillpattern', 'pat', r.pick([colour(r), colour(r), 0, 15]));
  tags.push('fs12');
}

/** A USERBIT_LINE pattern, thick or thin. */
function userLine(r: Rng, w: Writer, tags: string[], thick: boolean): void {
  const pattern = r.pick([0x9571, 0x00ff, 0xf0f0, 0x8001, 0x0001, 0x7ffe, r.int(0, 0xffff), r.int(0, 0xffff)]);
  w.call('setlinestyle', 4, { c: hex16(pattern), v: pattern }, thick ? 3 : 1);
  tags.push('ls4');
  if (thick) tags.push('thick');
}

/** A polygon that crosses itself or degenerates, into poly[]: its point count. */
function selfPolygon(r: Rng, w: Writer, d: Domain, tags: string[]): number {
  const cx = d.x(r), cy = d.y(r);
  const size = r.pick([3, 10, 40, 120, Math.max(4, Math.min(d.w, d.h) >> 1), 400]);
  const k = r.int(0, 6);
  tags.push(`pk${k}`);
  const pts: number[] = [];
  if (k === 0) {
    // a star: every m-th vertex of a regular n-gon
    const n = r.pick([5, 7, 8, 9]), m = n === 8 ? 3 : r.pick([2, 3]);
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * ((i * m) % n)) / n;
      pts.push(cx + Math.round(size * Math.cos(a)), cy + Math.round(size * Math.sin(a)));
    }
  } else if (k === 1) {
    // a bow tie
    pts.push(cx - size, cy - size, cx + size, cy + size, cx + size, cy - size, cx - size, cy + size);
  } else if (k === 2) {
    // a figure of eight through the centre, with a spike
    pts.push(cx, cy, cx + size, cy - size, cx + size, cy, cx, cy, cx - size, cy + size, cx - size, cy, cx + r.int(-size, size), cy + r.int(-3, 3));
  } else if (k === 3) {
    // all on one line, back and forth
    const dx = r.pick([0, 1, r.int(-3, 3)]), dy = r.pick([0, 1, r.int(-3, 3)]);
    for (let i = r.int(3, 8); i > 0; i--) { const t = r.int(-size, size); pts.push(cx + t * dx, cy + t * dy); }
  } else if (k === 4) {
    // repeated points and a zero-area sliver
    for (let i = r.int(3, 8); i > 0; i--) pts.push(r.chance(0.5) ? cx : cx + r.int(0, 1), r.chance(0.5) ? cy : cy + size);
  } else if (k === 5) {
    // random points over the viewport and past it: many crossings
    for (let i = r.int(4, 15); i > 0; i--) pts.push(d.x(r), d.y(r));
  } else {
    // a spiral that winds over itself
    const n = r.int(6, 15);
    for (let i = 0; i < n; i++) {
      const a = i * 2.4, rr = Math.round((size * (i + 1)) / n);
      pts.push(cx + Math.round(rr * Math.cos(a)), cy + Math.round(rr * Math.sin(a)));
    }
  }
  if (r.chance(0.3) && pts.length >= 4) pts.push(pts[0]!, pts[1]!); // closed by hand
  pts.forEach((v, i) => w.raw(`poly[${i}] = ${v};`, (x) => void (x.poly[i] = v)));
  return pts.length >> 1;
}

/** A text state for version 4: DEFAULT_FONT at a user size most of the time, every justification. */
function textState4(r: Rng, w: Writer, tags: string[]): void {
  const dir = r.int(0, 1);
  const size = r.chance(0.6) ? 0 : r.int(1, 4);
  if (r.chance(0.5)) w.call('setusercharsize', r.int(1, 8), r.int(1, 8), r.int(1, 8), r.int(1, 8));
  w.call('settextstyle', 0, dir, size);
  if (r.chance(0.5)) w.call('setusercharsize', r.pick([1, 2, 3, r.int(1, 12)]), r.int(1, 6), r.pick([1, 2, 3, r.int(1, 12)]), r.int(1, 6));
  w.call('settextjustify', r.int(0, 2), r.int(0, 2));
  tags.push(`dir${dir}`, `size${size}`);
}

/** A point at an edge of the screen, as viewport coordinates. */
function screenEdge(r: Rng, v: View4): [number, number] {
  const x = r.pick([0, 1, 7, 8, 319, 320, 631, 632, 638, 639, 640, -1, r.int(0, 639)]) + (r.chance(0.3) ? r.int(-9, 9) : 0);
  const y = r.pick([0, 1, 7, 8, 239, 240, 471, 472, 478, 479, 480, -1, r.int(0, 479)]) + (r.chance(0.3) ? r.int(-9, 9) : 0);
  return [x - v.left, y - v.top];
}

/** One curve (thin or thick as the line state says) around the viewport. */
function curve(r: Rng, w: Writer, d: Domain, tags: string[]): void {
  const x = d.x(r), y = d.y(r), rx = d.radius(r);
  const [a, b] = r.chance(0.5) ? angles(r) : hostileAngles(r);
  const k = r.int(0, 5);
  const name = ['circle', 'arc', 'ellipse', 'fillellipse', 'pieslice', 'sector'][k]!;
  tags.push(name);
  if (k === 0) w.call('circle', x, y, rx);
  else if (k === 1) w.call('arc', x, y, a, b, rx);
  else if (k === 2) w.call('ellipse', x, y, a, b, rx, d.radius(r));
  else if (k === 3) w.call('fillellipse', x, y, rx, d.radius(r));
  else if (k === 4) w.call('pieslice', x, y, a, b, rx);
  else w.call('sector', x, y, a, b, rx, d.radius(r));
}

/** Version 4's subjects. */
function subject4(r: Rng, w: Writer, v: View4, call: Subject, tags: string[]): void {
  const { d } = v;
  const c = colour(r);
  switch (call) {
    case 'imagemix': {
      // rounds of getimage and putimage with every operation, the images taken across the
      // viewport's and the screen's edges and put partly or wholly off the screen
      w.call('setfillstyle', r.int(1, 12 - 1), r.int(1, 15));
      w.call('fillellipse', r.int(0, 639) - v.left, r.int(0, 479) - v.top, r.int(10, 200), r.int(10, 150));
      w.call('setcolor', r.int(1, 15));
      w.call('line', d.x(r), d.y(r), d.x(r), d.y(r));
      strcpy(w, text(r));
      w.call('outtextxy', d.x(r), d.y(r), 'str');
      writeMode(r, w, tags);
      for (let i = r.int(2, 4); i > 0; i--) {
        // (absolute corners from 0: a rectangle from a negative coordinate to a non-negative one hangs Turbo C 2.0's getimage)
        const ax = r.chance(0.4) ? r.pick([0, 1, 7, 8, 632, 638, 639, 640]) : r.int(0, 660);
        const ay = r.chance(0.4) ? r.pick([0, 1, 478, 479, 480]) : r.int(0, 490);
        const x0 = ax - v.left, y0 = ay - v.top;
        const x1 = noCross(x0, x0 + r.pick([0, 1, 7, 8, 9, 15, 16, 17, r.int(0, 240)])), y1 = noCross(y0, y0 + r.pick([0, 1, 2, r.int(0, 50)]));
        getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
          r.pick([-v.left, -v.left - 1, -v.left - w0, 639 - v.left - w0, 640 - v.left - w0, 639 - v.left, d.x(r), r.int(-w0 - 20, 660)]),
          r.pick([-v.top, -v.top - 1, -v.top - h0, 479 - v.top - h0, 480 - v.top - h0, 479 - v.top, d.y(r), r.int(-h0 - 10, 500)]),
        ]);
      }
      return;
    }
    case 'vpneg': {
      // shapes at negative and far coordinates in the viewport, clipping on or off
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      w.call('setcolor', c);
      const neg = (): number => r.pick([-1, -2, -8, -9, -40, r.int(-700, -1), r.int(-60, 60)]);
      for (let i = r.int(2, 5); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`k${k}`);
        if (k === 0) w.call('line', neg(), neg(), d.x(r), d.y(r));
        else if (k === 1) w.call('rectangle', neg(), neg(), d.x(r), d.y(r));
        else if (k === 2) w.call('circle', neg(), neg(), d.radius(r));
        else if (k === 3) w.call('bar', neg(), neg(), d.x(r), d.y(r));
        else if (k === 4) w.call('bar3d', neg(), neg(), d.x(r), d.y(r), r.int(0, 30), r.int(0, 1));
        else if (k === 5) w.call('putpixel', neg(), neg(), colour(r));
        else if (k === 6) {
          strcpy(w, text(r));
          w.call('outtextxy', neg(), neg(), 'str');
        } else if (k === 7) {
          w.call('moveto', neg(), neg());
          w.call('lineto', d.x(r), neg());
          w.call('linerel', neg(), r.int(-100, 300));
        } else if (k === 8) w.call('pieslice', neg(), neg(), r.int(0, 360), r.int(0, 360), d.radius(r));
        else {
          const n = r.int(3, 7);
          for (let j = 0; j < n; j++) { const px = r.chance(0.5) ? neg() : d.x(r), py = r.chance(0.5) ? neg() : d.y(r); w.raw(`poly[${2 * j}] = ${px}; poly[${2 * j + 1}] = ${py};`, (x) => { x.poly[2 * j] = px; x.poly[2 * j + 1] = py; }); }
          w.call(r.chance(0.6) ? 'fillpoly' : 'drawpoly', n, 'poly');
        }
        printPosition(w);
      }
      return;
    }
    case 'polyself': {
      if (r.chance(0.5)) lineState(r, w, tags, d);
      else userLine(r, w, tags, r.chance(0.5));
      if (r.chance(0.5)) userPattern(r, w, tags);
      else fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      for (let i = r.int(1, 3); i > 0; i--) {
        const n = selfPolygon(r, w, d, tags);
        w.call(r.chance(0.65) ? 'fillpoly' : 'drawpoly', n, 'poly');
        printPosition(w);
      }
      return;
    }
    case 'userfill': {
      if (r.chance(0.4)) userLine(r, w, tags, r.chance(0.3));
      w.call('setcolor', c);
      for (let i = r.int(2, 4); i > 0; i--) {
        if (i === 1 || r.chance(0.5)) userPattern(r, w, tags);
        const k = r.int(0, 6);
        const x = d.x(r), y = d.y(r);
        if (k === 0) w.call('bar', x, y, d.x(r), d.y(r));
        else if (k === 1) w.call('bar3d', x, y, d.x(r), d.y(r), r.pick([0, 5, r.int(0, 40)]), r.int(0, 1));
        else if (k === 2) w.call('fillellipse', x, y, d.radius(r), d.radius(r));
        else if (k === 3) { const [a, b] = angles(r); w.call('sector', x, y, a, b, d.radius(r), d.radius(r)); }
        else if (k === 4) { const [a, b] = angles(r); w.call('pieslice', x, y, a, b, d.radius(r)); }
        else if (k === 5) { const n = r.int(3, 9); polygon(r, w, d, n, r.chance(0.3)); w.call('fillpoly', n, 'poly'); }
        else {
          w.call('rectangle', x - r.int(2, 60), y - r.int(2, 40), x + r.int(2, 60), y + r.int(2, 40));
          w.call('floodfill', x, y, c);
        }
        tags.push(['bar', 'bar3d', 'fillellipse', 'sector', 'pieslice', 'fillpoly', 'floodfill'][k]!);
      }
      w.raw('getfillpattern(fp); getfillsettings(&fs);', (x) => { G.getfillpattern(x.fp); G.getfillsettings(x.fs); });
      w.print('fp %d %d %d %d %d %d %d %d %d %d', field('fs', 'pattern'), field('fs', 'color'), ...Array.from({ length: 8 }, (_, i) => e(`fp[${i}] & 255`, (x) => x.fp[i]! & 255)));
      return;
    }
    case 'userline': {
      // a USERBIT_LINE pattern, thick most of the time, set again before some shapes (a thick curve leaves lines thin)
      const thick = r.chance(0.7);
      userLine(r, w, tags, thick);
      fillState(r, w, tags);
      writeMode(r, w, tags);
      w.call('setcolor', c);
      for (let i = r.int(2, 5); i > 0; i--) {
        if (r.chance(0.4)) userLine(r, w, tags, thick);
        const k = r.int(0, 8);
        const x = d.x(r), y = d.y(r);
        if (k === 0) w.call('line', x, y, d.x(r), d.y(r));
        else if (k === 1) w.call('rectangle', x, y, d.x(r), d.y(r));
        else if (k === 2) { const n = r.int(2, 8); polygon(r, w, d, n, r.chance(0.4)); w.call('drawpoly', n, 'poly'); }
        else if (k === 3) { w.call('moveto', x, y); w.call('lineto', d.x(r), d.y(r)); w.call('linerel', r.int(-d.w, d.w), r.int(-d.h, d.h)); }
        else if (k === 4) w.call('bar3d', x, y, d.x(r), d.y(r), r.int(0, 40), r.int(0, 1));
        else if (k === 5) { const n = r.int(3, 8); polygon(r, w, d, n, false); w.call('fillpoly', n, 'poly'); }
        else curve(r, w, d, tags);
        tags.push(`k${k}`);
        printPosition(w);
      }
      w.raw('getlinesettings(&ls);', (x) => G.getlinesettings(x.ls));
      w.print('ls %d %u %d', field('ls', 'linestyle'), field('ls', 'upattern'), field('ls', 'thickness'));
      return;
    }
    case 'usertext': {
      textState4(r, w, tags);
      w.call('setcolor', c);
      for (let i = r.int(2, 5); i > 0; i--) {
        strcpy(w, text(r));
        w.print('tw %d %d', e('textwidth(str)', (x) => G.textwidth(x.str)), e('textheight(str)', (x) => G.textheight(x.str)));
        const [x, y] = r.chance(0.7) ? screenEdge(r, v) : textPoint(r, d);
        if (r.chance(0.75)) w.call('outtextxy', x, y, 'str');
        else { w.call('moveto', x, y); w.call('outtext', 'str'); }
        printPosition(w);
        if (r.chance(0.4)) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        if (r.chance(0.2)) w.call('setusercharsize', r.int(1, 10), r.int(1, 5), r.int(1, 10), r.int(1, 5));
        if (r.chance(0.3)) w.call('lineto', d.x(r), d.y(r));
      }
      w.raw('gettextsettings(&ts);', (x) => G.gettextsettings(x.ts));
      w.print('ts %d %d %d %d %d', ...(['font', 'direction', 'charsize', 'horiz', 'vert'] as const).map((f) => field('ts', f)));
      return;
    }
    case 'pages': {
      // drawing on the second page, read back with getpixel and an image copied to the first.
      // VGAHI's page 1 is real video memory down to row 338 only (A960:0000 + 339 rows of 80 bytes
      // reach the 64K window's end): past it DOSBox has plain RAM at B0000h, which every drawing
      // routine writes its own way (oracle-gen v4 J00028, J00064, J00068, J00077: getpixel there
      // reads 0): the page's drawing is kept above that row by a clipping viewport.
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      w.call('setactivepage', 1);
      if (r.chance(0.3)) w.call('cleardevice');
      const x0 = r.int(0, 600), y0 = r.int(0, 300), x1 = r.int(x0, 639), y1 = r.int(y0, 338);
      w.call('setviewport', x0, y0, x1, y1, 1);
      const p1: View4 = { left: x0, top: y0, d: hostile(x1 - x0 + 1, y1 - y0 + 1) };
      if (r.chance(0.3)) w.call('setvisualpage', 1);
      w.call('setcolor', c);
      for (let i = r.int(1, 3); i > 0; i--) {
        const k = r.int(0, 3);
        if (k === 0) w.call('bar', p1.d.x(r), p1.d.y(r), p1.d.x(r), p1.d.y(r));
        else if (k === 1) curve(r, w, p1.d, tags);
        else if (k === 2) w.call('line', p1.d.x(r), p1.d.y(r), p1.d.x(r), p1.d.y(r));
        else { strcpy(w, text(r)); w.call('outtextxy', p1.d.x(r), p1.d.y(r), 'str'); }
      }
      const inPage = (): Expr => getpixelAt(r.int(0, x1 - x0), r.int(0, y1 - y0));
      w.print('p1 %u %u %u %u %u %u', inPage(), inPage(), inPage(), inPage(), inPage(), inPage());
      const gx = r.int(0, x1 - x0), gy = r.int(0, y1 - y0);
      w.call('getimage', gx, gy, gx + r.int(0, Math.min(120, x1 - x0 - gx)), gy + r.int(0, Math.min(60, y1 - y0 - gy)), 'img');
      w.call('setactivepage', 0);
      w.call('setvisualpage', 0);
      w.call('putimage', d.x(r), d.y(r), 'img', r.int(0, 4));
      w.call('setcolor', colour(r));
      w.call('rectangle', d.x(r), d.y(r), d.x(r), d.y(r));
      return;
    }
    case 'palmix': {
      for (let i = r.int(2, 6); i > 0; i--) {
        const k = r.next();
        if (k < 0.3) w.call('setpalette', r.pick([r.int(0, 15), r.int(0, 15), 16, -1]), r.pick([r.int(0, 63), r.int(0, 63), 64, -1, 255]));
        else if (k < 0.45) w.call('setbkcolor', r.pick([r.int(0, 15), 16, -1]));
        else if (k < 0.7) {
          getpal(w);
          for (let j = r.int(1, 5); j > 0; j--) {
            const at = r.int(0, 15), val = r.pick([-1, -2, r.int(0, 63), r.int(0, 63), 64]);
            w.raw(`pal.colors[${at}] = ${val};`, (x) => void (x.pal.colors[at] = val));
          }
          w.call('setallpalette', '&pal');
        } else if (k < 0.85) w.call('setrgbpalette', r.pick([r.int(0, 15), r.int(16, 255), -1]), r.int(0, 63), r.int(0, 63), r.int(0, 63));
        else if (k < 0.93) w.call('cleardevice');
        else {
          w.call('setcolor', colour(r));
          curve(r, w, d, tags);
        }
      }
      w.call('setcolor', c);
      w.call('rectangle', d.x(r), d.y(r), d.x(r), d.y(r));
      getpal(w);
      const entries = Array.from({ length: 16 }, (_, i) => e(`pal.colors[${i}]`, (x) => x.pal.colors[i]!));
      w.print('pal %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d', e('pal.size', (x) => x.pal.size), ...entries);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      return;
    }
    case 'clearmix': {
      // clears after the viewport moved: what each clears, where the CP and the pen are left
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('bar', 0 - v.left, 0 - v.top, 639 - v.left, 479 - v.top);
      for (let i = r.int(2, 4); i > 0; i--) {
        const k = r.int(0, 5);
        tags.push(`k${k}`);
        if (k === 0) w.call('clearviewport');
        else if (k === 1) w.call('cleardevice');
        else if (k === 2) {
          const x0 = r.pick([r.int(0, 600), -1, 0]), y0 = r.pick([r.int(0, 450), -1, 0]);
          w.call('setviewport', x0, y0, r.pick([x0, x0 + r.int(0, 300), 639, 640]), r.pick([y0, y0 + r.int(0, 200), 479, 480]), r.int(0, 1));
        } else if (k === 3) w.call('setbkcolor', colour(r));
        else if (k === 4) {
          w.call('setfillstyle', r.int(0, 11), r.int(0, 15));
          w.call('bar', r.int(-50, 300), r.int(-50, 300), r.int(-50, 700), r.int(-50, 500));
        } else {
          w.call('setcolor', colour(r));
          w.call('moveto', r.int(-20, 200), r.int(-20, 200));
          w.call('lineto', r.int(-20, 400), r.int(-20, 400));
        }
        printPosition(w);
      }
      w.call('setcolor', c);
      w.call('linerel', r.int(-100, 100), r.int(-100, 100));
      w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp));
      w.print('cv %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f)));
      return;
    }
    case 'curvepen': {
      // lines from where curves, pies, text and bars leave the pen
      lineState(r, w, tags, d);
      fillState(r, w, tags);
      w.call('setcolor', c);
      w.call('moveto', d.x(r), d.y(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const k = r.next();
        if (k < 0.55) curve(r, w, d, tags);
        else if (k < 0.7) { strcpy(w, text(r)); w.call('outtextxy', d.x(r), d.y(r), 'str'); }
        else if (k < 0.8) w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.int(0, 30), r.int(0, 1));
        else if (k < 0.9) lineState(r, w, tags, d);
        else w.call('setcolor', colour(r));
        if (r.chance(0.5)) w.call('lineto', d.x(r), d.y(r));
        else w.call('linerel', r.int(-d.w, d.w), r.int(-d.h, d.h));
        printPosition(w);
      }
      printArc(w);
      return;
    }
    default:
      throw new Error(`generate: ${call} is not a version 4 subject`);
  }
}

/** Version 5: a coordinate as a program drawing at random would give: mostly on the screen, sometimes far, now and then an int's edge. */
function wide(r: Rng, n: number): number {
  const k = r.next();
  if (k < 0.65) return r.int(0, n - 1);
  if (k < 0.85) return r.int(-n, 2 * n);
  if (k < 0.95) return r.pick([-32768, -32767, -30000, -16384, -10000, -1000, 1000, 10000, 16383, 30000, 32767]);
  return r.int(-32768, 32767);
}
/** Version 5: a radius of any int, mostly a small one. */
function wideRadius(r: Rng): number {
  const k = r.next();
  if (k < 0.55) return r.int(0, 200);
  if (k < 0.7) return r.pick([0, 1, 2, 3]);
  if (k < 0.8) return r.pick([-1, -2, -3, -10, -100, -1000, -32768]);
  if (k < 0.92) return r.int(201, 2000);
  return r.pick([5000, 16383, 16384, 30000, 32767, r.int(2000, 32767)]);
}
/** Version 5: an angle of any int, mostly within a turn. */
function wideAngle(r: Rng): number {
  const k = r.next();
  if (k < 0.5) return r.int(0, 360);
  if (k < 0.7) return r.pick([0, 90, 180, 270, 360, -90, 450]);
  if (k < 0.85) return r.int(-720, 720);
  return r.int(-32768, 32767);
}
/** A C string literal of any characters 1–255 (control characters too), and its value. */
function anyText(r: Rng): Lit<string> {
  const n = r.chance(0.05) ? 0 : r.int(1, 12);
  let c = '', v = '';
  for (let i = 0; i < n; i++) {
    if (r.chance(0.15)) {
      // (an octal escape ends at a letter: TCC reads up to three digits)
      const code = r.chance(0.5) ? r.int(1, 31) : r.int(127, 255), after = String.fromCharCode(r.int(65, 90));
      c += `\\${code.toString(8)}${after}`;
      v += String.fromCharCode(code) + after;
    } else {
      const ch = String.fromCharCode(r.int(32, 126));
      const put = ch === '?' ? 'q' : ch;
      c += put === '"' || put === '\\' ? `\\${put}` : put;
      v += put;
    }
  }
  return { c: `"${c}"`, v };
}
/** A polygon of n points, each from `pt`, into poly[] (n ≤ 16; version 6: n ≤ 64). */
function points(w: Writer, n: number, pt: () => [number, number]): void {
  for (let i = 0; i < n; i++) {
    const [px, py] = pt();
    w.raw(`poly[${2 * i}] = ${px}; poly[${2 * i + 1}] = ${py};`, (x) => { x.poly[2 * i] = px; x.poly[2 * i + 1] = py; });
  }
}
/** setlinestyle with any style (the user pattern too) and thickness 1 or 3. */
function anyLine(r: Rng, w: Writer, tags: string[], thickP = 0.4): void {
  const style = r.int(0, 4);
  const pattern = r.pick([0xffff, 0x5555, 0x00ff, 0x8001, 0x0001, r.int(0, 0xffff)]);
  const thick = r.chance(thickP) ? 3 : 1;
  w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
  tags.push(`ls${style}`);
  if (thick === 3) tags.push('thick');
}
/** setfillstyle with any style 0–11 or a user pattern. */
function anyFill(r: Rng, w: Writer, tags: string[]): void {
  if (r.chance(0.25)) userPattern(r, w, tags);
  else {
    const style = r.int(0, 11);
    w.call('setfillstyle', style, colour(r));
    tags.push(`fs${style}`);
  }
}
/**
 * The fill before a floodfill: a style that paints (1–11, or a user pattern) in a colour other
 * than 0. With EMPTY_FILL or colour 0 the real floodfill mostly never returns (v5's first DOSBox
 * run: 14 of 320 programs hung there).
 */
function floodFillState(r: Rng, w: Writer, tags: string[]): void {
  if (solidFloods && r.chance(0.8)) {
    w.call('setfillstyle', 1, r.int(1, 15));
    tags.push('fs1');
  } else if (r.chance(0.25)) {
    const bytes = Array.from({ length: 8 }, () => r.pick([0, 0xff, r.int(0, 255)]));
    bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
    w.call('setfillpattern', 'pat', r.int(1, 15));
    tags.push('fs12');
  } else {
    const style = r.int(1, 11);
    w.call('setfillstyle', style, r.int(1, 15));
    tags.push(`fs${style}`);
  }
}
const printAspect = (w: Writer): void => {
  w.raw('getaspectratio(&xa, &ya);', (x) => G.getaspectratio(x.xa, x.ya));
  w.print('as %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
};
const printTw = (w: Writer): void =>
  w.print('tw %d %d', e('textwidth(str)', (x) => G.textwidth(x.str)), e('textheight(str)', (x) => G.textheight(x.str)));
const printTs = (w: Writer): void => {
  w.raw('gettextsettings(&ts);', (x) => G.gettextsettings(x.ts));
  w.print('ts %d %d %d %d %d', ...(['font', 'direction', 'charsize', 'horiz', 'vert'] as const).map((f) => field('ts', f)));
};

/** One curve of any kind with `pos` for its centre, `rad` for its radii and `ang` for its angles. */
function anyCurve(r: Rng, w: Writer, tags: string[], pos: () => number, rad: () => number, ang: () => number): void {
  const k = r.int(0, 5);
  const x = pos(), y = pos(), a = ang(), b = r.chance(0.1) ? a : ang();
  drawCurve(w, tags, k, x, y, a, b, rad);
}
/** Curve kind k (circle, arc, ellipse, fillellipse, pieslice, sector) at (x, y), its radii from `rad` in turn. */
function drawCurve(w: Writer, tags: string[], k: number, x: number, y: number, a: Arg, b: Arg, rad: () => number): void {
  tags.push(['circle', 'arc', 'ellipse', 'fillellipse', 'pieslice', 'sector'][k]!);
  if (k === 0) w.call('circle', x, y, rad());
  else if (k === 1) w.call('arc', x, y, a, b, rad());
  else if (k === 2) w.call('ellipse', x, y, a, b, rad(), rad());
  else if (k === 3) w.call('fillellipse', x, y, rad(), rad());
  else if (k === 4) w.call('pieslice', x, y, a, b, rad());
  else w.call('sector', x, y, a, b, rad(), rad());
}

/** Version 5's subjects. */
function subject5(r: Rng, w: Writer, v: View4, call: Subject, tags: string[]): void {
  const { d } = v;
  switch (call) {
    case 'chain': {
      // a run of any calls, the state carried from each to the next, arguments as a random program gives them
      const X = (): number => wide(r, d.w), Y = (): number => wide(r, d.h);
      for (let i = r.int(6, 14); i > 0; i--) {
        const k = r.int(0, 35);
        tags.push(`c${k}`);
        if (k === 0) w.call('line', X(), Y(), X(), Y());
        else if (k === 1) w.call('moveto', X(), Y());
        else if (k === 2) w.call('moverel', r.int(-d.w, d.w), r.int(-d.h, d.h));
        else if (k === 3) w.call('lineto', X(), Y());
        else if (k === 4) w.call('linerel', r.int(-d.w, d.w), r.int(-d.h, d.h));
        else if (k === 5) w.call('rectangle', X(), Y(), X(), Y());
        else if (k <= 11) { anyCurve(r, w, tags, () => (r.chance(0.5) ? X() : Y()), () => wideRadius(r), () => wideAngle(r)); printArc(w); }
        else if (k === 12) w.call('bar', X(), Y(), X(), Y());
        else if (k === 13) w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, r.int(0, 50), r.int(-50, 300)]), r.int(0, 1));
        else if (k === 14 || k === 15) {
          const n = r.int(k === 14 ? 1 : 2, 10);
          points(w, n, () => [X(), Y()]);
          w.call(k === 14 ? 'drawpoly' : 'fillpoly', n, 'poly');
        } else if (k === 16) w.call('putpixel', X(), Y(), r.pick([colour(r), colour(r), r.int(16, 255)]));
        else if (k === 17) { strcpy(w, anyText(r)); w.call('outtextxy', X(), Y(), 'str'); }
        else if (k === 18) { strcpy(w, anyText(r)); w.call('outtext', 'str'); }
        else if (k === 19) { floodFillState(r, w, tags); w.call('floodfill', X(), Y(), colour(r)); }
        else if (k === 20) w.call('setcolor', r.chance(0.9) ? colour(r) : r.int(16, 300));
        else if (k === 21) w.call('setbkcolor', colour(r));
        else if (k === 22) anyLine(r, w, tags);
        else if (k === 23 || k === 24) anyFill(r, w, tags);
        else if (k === 25) w.call('setwritemode', r.int(0, 1));
        else if (k === 26) w.call('settextstyle', r.int(0, 4), r.int(0, 1), r.int(0, 10));
        else if (k === 27) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        else if (k === 28) w.call('setusercharsize', r.int(1, 10), r.int(1, 10), r.int(1, 10), r.int(1, 10));
        else if (k === 29) {
          const x0 = r.int(-20, 620), y0 = r.int(-20, 460);
          w.call('setviewport', x0, y0, x0 + r.int(-10, 400), y0 + r.int(-10, 300), r.int(0, 1));
        } else if (k === 30) w.call('clearviewport');
        else if (k === 31) w.call('setaspectratio', r.int(1, 20000), r.int(1, 20000));
        else if (k === 32) w.call('setpalette', r.int(0, 15), r.int(0, 63));
        else if (k === 33) {
          const x0 = r.int(0, 300), y0 = r.int(0, 100);
          getAndPut(r, w, tags, x0, y0, x0 + r.int(0, 200), y0 + r.int(0, 60), () => [X(), Y()]);
        } else if (k === 34) w.print('is %u', ...((): Expr[] => { const a = [X(), Y(), X(), Y()] as const; return [e(`imagesize(${a.join(', ')})`, () => G.imagesize(...a))]; })());
        else w.print('gc %d %d %d', e('getcolor()', () => G.getcolor()), e('getbkcolor()', () => G.getbkcolor()), e('getmaxcolor()', () => G.getmaxcolor()));
        printPosition(w);
      }
      printState(w);
      return;
    }
    case 'extreme': {
      // the int's edges: centres and corners near ±32767, radii 0, negative or past 16383, angles of any int
      anyLine(r, w, tags);
      anyFill(r, w, tags);
      if (r.chance(0.3)) { w.call('setwritemode', 1); tags.push('xor'); }
      w.call('setcolor', colour(r));
      const P = (): number => (r.chance(0.5) ? d.x(r) : wide(r, r.pick([d.w, d.h])));
      for (let i = r.int(2, 4); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`k${k}`);
        if (k <= 2) { anyCurve(r, w, tags, P, () => wideRadius(r), () => wideAngle(r)); printArc(w); }
        else if (k === 3) w.call('line', P(), P(), P(), P());
        else if (k === 4) w.call('rectangle', P(), P(), P(), P());
        else if (k === 5 && r.chance(0.5)) w.call('bar', P(), P(), P(), P());
        else if (k === 5) w.call('bar3d', P(), P(), P(), P(), wideRadius(r), r.int(0, 1));
        else if (k === 6) { const n = r.int(2, 8); points(w, n, () => [P(), P()]); w.call(r.chance(0.6) ? 'fillpoly' : 'drawpoly', n, 'poly'); }
        else if (k === 7) { w.call('moveto', P(), P()); w.call('lineto', P(), P()); w.call('linerel', wide(r, 640), wide(r, 480)); }
        else if (k === 8) { strcpy(w, text(r)); w.call('outtextxy', P(), P(), 'str'); }
        else w.call('putpixel', P(), P(), colour(r));
        printPosition(w);
      }
      return;
    }
    case 'aspectall': {
      // every curve under an aspect ratio either way, thick and patterned too
      const asp = (): number => r.pick([10000, 1, 2, 100, 3000, 5000, 9999, 10001, 15000, 20000, 32767, r.int(1, 32767)]);
      w.call('setaspectratio', asp(), asp());
      anyLine(r, w, tags);
      anyFill(r, w, tags);
      if (r.chance(0.25)) { w.call('setwritemode', 1); tags.push('xor'); }
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        if (r.chance(0.25)) w.call('setaspectratio', asp(), asp());
        anyCurve(r, w, tags, () => (r.chance(0.5) ? d.x(r) : d.y(r)), () => (r.chance(0.8) ? d.radius(r) : wideRadius(r)), () => (r.chance(0.7) ? angle(r) : wideAngle(r)));
        printArc(w);
        printPosition(w);
      }
      printAspect(w);
      return;
    }
    case 'floodmix': {
      // a drawing of several shapes and colours, then fills from inside, outside and on their borders
      const borders: number[] = [];
      for (let i = r.int(2, 7); i > 0; i--) {
        const c = r.int(1, 15);
        borders.push(c);
        w.call('setcolor', c);
        if (r.chance(0.3)) anyLine(r, w, tags, 0.3);
        const k = r.int(0, 6);
        const x = d.x(r), y = d.y(r);
        if (k === 0) w.call('circle', x, y, d.radius(r));
        else if (k === 1) w.call('rectangle', x, y, d.x(r), d.y(r));
        else if (k === 2) w.call('ellipse', x, y, 0, 360, d.radius(r), d.radius(r));
        else if (k === 3) { const n = r.int(3, 8); polygon(r, w, d, n, true); w.call('drawpoly', n, 'poly'); }
        else if (k === 4) { anyFill(r, w, tags); w.call('fillellipse', x, y, d.radius(r), d.radius(r)); }
        else if (k === 5) { anyFill(r, w, tags); w.call('bar3d', x, y, d.x(r), d.y(r), r.int(0, 20), r.int(0, 1)); }
        else { strcpy(w, text(r)); w.call('outtextxy', x, y, 'str'); }
      }
      for (let i = r.int(1, 3); i > 0; i--) {
        floodFillState(r, w, tags);
        const border = r.chance(0.75) ? r.pick(borders) : colour(r);
        w.call('floodfill', d.x(r), d.y(r), border);
        printPosition(w);
      }
      return;
    }
    case 'xorthick': {
      // XOR and thick lines on every shape, degenerate ones too, some drawn twice
      anyLine(r, w, tags, 0.65);
      anyFill(r, w, tags);
      if (r.chance(0.75)) { w.call('setwritemode', 1); tags.push('xor'); }
      w.call('setcolor', r.int(1, 15));
      const zero = (): number => (r.chance(0.35) ? 0 : d.radius(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const k = r.int(0, 13);
        tags.push(`k${k}`);
        const x = d.x(r), y = d.y(r);
        const x2 = r.chance(0.3) ? x : d.x(r), y2 = r.chance(0.3) ? y : d.y(r);
        const [a, b] = angles(r);
        const draw = (): void => {
          if (k === 0) w.call('line', x, y, x2, y2);
          else if (k === 1) w.call('rectangle', x, y, x2, y2);
          else if (k === 2) w.call('circle', x, y, zero());
          else if (k === 3) w.call('arc', x, y, a, b, zero());
          else if (k === 4) w.call('ellipse', x, y, a, b, zero(), zero());
          else if (k === 5) w.call('pieslice', x, y, a, b, zero());
          else if (k === 6) w.call('sector', x, y, a, b, zero(), zero());
          else if (k === 7) w.call('fillellipse', x, y, zero(), zero());
          else if (k === 8) w.call('bar', x, y, x2, y2);
          else if (k === 9) w.call('bar3d', x, y, x2, y2, r.pick([0, 1, r.int(0, 40)]), r.int(0, 1));
          else if (k === 10) { const n = r.int(1, 6); points(w, n, () => (r.chance(0.3) ? [x, y] : [d.x(r), d.y(r)])); w.call(r.chance(0.5) ? 'fillpoly' : 'drawpoly', n, 'poly'); }
          else if (k === 11) { w.call('moveto', x, y); w.call('lineto', x2, y2); w.call('linerel', r.int(-40, 40), r.int(-40, 40)); }
          else if (k === 12) w.call('putpixel', x, y, colour(r));
          else { strcpy(w, text(r)); w.call('outtextxy', x, y, 'str'); }
        };
        draw();
        if (r.chance(0.3)) draw(); // the same again: XOR takes it off
        printPosition(w);
      }
      return;
    }
    case 'textall': {
      // every font (the stroked ones are not on C:), direction, size, user size and justification
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const t = r.next();
        if (t < 0.4) {
          w.call('settextstyle', r.chance(0.6) ? 0 : r.int(1, 4), r.chance(0.9) ? r.int(0, 1) : r.pick([2, -1]), r.chance(0.9) ? r.int(0, 10) : r.pick([11, 16, 31, 32, -1]));
          tags.push('style');
        } else if (t < 0.6) w.call('setusercharsize', r.int(1, 13), r.int(1, 7), r.int(1, 13), r.int(1, 7));
        if (r.chance(0.5)) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        strcpy(w, anyText(r));
        printTw(w);
        const [x, y] = r.chance(0.5) ? textPoint(r, d) : [wide(r, d.w), wide(r, d.h)];
        if (r.chance(0.6)) w.call('outtextxy', x, y, 'str');
        else {
          if (r.chance(0.5)) w.call('moveto', x, y);
          w.call('outtext', 'str');
        }
        printPosition(w);
      }
      printTs(w);
      return;
    }
    default:
      throw new Error(`generate: ${call} is not a version 5 subject`);
  }
}

/** Version 6: an angle at the ints' edges as often as within a turn. */
function edgeAngle(r: Rng): number {
  const k = r.next();
  if (k < 0.35) return r.int(-360, 720);
  if (k < 0.55) return r.pick([0, 1, 89, 90, 91, 179, 180, 181, 269, 270, 271, 359, 360, 361, -1, -89, -90, -180, -270, -359, -360]);
  if (k < 0.75) return r.pick([-32768, -32767, 32767, 32766, 32760, 32400, -32400, 16384, -16384, 3600, -3600, 720, -720]) + r.int(-2, 2);
  return r.int(-32768, 32767);
}
/** Version 6: a radius of any int, the small and negative ones most. */
function edgeRadius(r: Rng, d: Domain): number {
  const k = r.next();
  if (k < 0.45) return d.radius(r);
  if (k < 0.6) return r.pick([0, 1, 2, 3, 4]);
  if (k < 0.75) return r.pick([-1, -2, -3, -5, -20, -200, -1000, -32768, -32767]);
  if (k < 0.9) return r.int(200, 1200);
  return r.pick([16383, 16384, 32767, 30000, r.int(1200, 32767)]);
}
/** Version 6's write mode: XOR half the time. */
function anyWriteMode(r: Rng, w: Writer, tags: string[]): void {
  const m = r.chance(0.5) ? 1 : 0;
  w.call('setwritemode', m);
  tags.push(m ? 'xor' : 'copy');
}
/** Version 6: a polygon of n ≤ 60 points into poly[], of the kind k (crossing, collinear, repeated, random, star, comb). */
function manyPoints(r: Rng, w: Writer, d: Domain, tags: string[]): number {
  const n = r.pick([2, 3, 4, r.int(5, 12), r.int(13, 30), r.int(31, 60)]);
  const k = r.int(0, 5);
  tags.push(`pm${k}`, `n${n}`);
  const cx = d.x(r), cy = d.y(r);
  const size = r.pick([2, 8, 30, 100, 250, Math.max(2, Math.min(d.w, d.h) >> 1)]);
  const dx = r.pick([0, 1, -1, 2, r.int(-5, 5)]), dy = r.pick([0, 1, -1, 3, r.int(-5, 5)]);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (k === 0) pts.push([cx + r.int(-size, size), cy + r.int(-size, size)]);
    else if (k === 1) { const t = r.int(-size, size); pts.push([cx + t * dx, cy + t * dy]); }
    else if (k === 2) pts.push(i > 0 && r.chance(0.5) ? pts[r.int(0, i - 1)]! : [cx + r.int(-size, size), cy + r.int(-size, size)]);
    else if (k === 3) {
      const m = r.pick([2, 3, 5, 7]), a = (2 * Math.PI * ((i * m) % n)) / n;
      pts.push([cx + Math.round(size * Math.cos(a)), cy + Math.round(size * Math.sin(a))]);
    } else if (k === 4) pts.push([cx + i * r.pick([1, 2, 4]) - n, cy + (i % 2 ? size : -size)]);
    else pts.push([d.x(r), d.y(r)]);
  }
  if (r.chance(0.3)) pts.push(pts[0]!); // closed by hand
  const count = pts.length;
  points(w, count, () => pts.shift()!);
  return count;
}

/** A number as the C text writes it and as the int parameter it is passed to holds it. */
const int16Lit = (n: number): Lit<number> => ({ c: String(n), v: (n << 16) >> 16 });

/** Version 6's subjects. */
function subject6(r: Rng, w: Writer, v: View4, call: Subject, tags: string[]): void {
  const { d } = v;
  switch (call) {
    case 'thickuser': {
      // thick and thin lines, user patterns most, both write modes, through pen chains
      for (let i = r.int(3, 8); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`t${k}`);
        if (i > 1 && r.chance(0.3)) { if (r.chance(0.6)) userLine(r, w, tags, r.chance(0.6)); else anyLine(r, w, tags, 0.6); }
        if (r.chance(0.25)) anyWriteMode(r, w, tags);
        if (r.chance(0.3)) w.call('setcolor', colour(r));
        if (k === 0) w.call('line', d.x(r), d.y(r), d.x(r), d.y(r));
        else if (k === 1) w.call('lineto', d.x(r), d.y(r));
        else if (k === 2) w.call('linerel', step(r, d.w), step(r, d.h));
        else if (k === 3) w.call('moverel', step(r, d.w), step(r, d.h));
        else if (k === 4) w.call('rectangle', d.x(r), d.y(r), d.x(r), d.y(r));
        else if (k === 5) { const n = manyPoints(r, w, d, tags); w.call('drawpoly', n, 'poly'); }
        else if (k === 6) w.call('moveto', d.x(r), d.y(r));
        else if (k === 7) { const x = d.x(r), y = d.y(r); w.call('line', x, y, x + r.pick([0, 1, -1]), y + r.pick([0, 1, -1, r.int(-50, 50)])); }
        else if (k === 8) w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.pick([0, 1, r.int(0, 40), r.int(-20, 0)]), r.int(0, 1));
        else curve(r, w, d, tags);
        printPosition(w);
      }
      w.raw('getlinesettings(&ls);', (x) => G.getlinesettings(x.ls));
      w.print('ls %d %u %d', field('ls', 'linestyle'), field('ls', 'upattern'), field('ls', 'thickness'));
      return;
    }
    case 'arcwild': {
      // curves at the ints' angles and radii, under any aspect ratio, thick, patterned and XOR too
      if (r.chance(0.4)) w.call('setaspectratio', r.pick([1, 2, 10000, 9999, r.int(1, 32767)]), r.pick([1, 10000, 10001, r.int(1, 32767)]));
      anyLine(r, w, tags, 0.4);
      anyFill(r, w, tags);
      if (r.chance(0.3)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        // (an angle past the int's range is written as it is: TCC passes the long constant to the int parameter, wrapped)
        const a0 = edgeAngle(r), a = int16Lit(a0), b = r.chance(0.1) ? a : r.chance(0.15) ? int16Lit(a0 + r.pick([360, -360, 1, -1, 720])) : int16Lit(edgeAngle(r));
        const x = d.x(r), y = d.y(r);
        const k = r.int(0, 5);
        tags.push(['circle', 'arc', 'ellipse', 'fillellipse', 'pieslice', 'sector'][k]!);
        if (k === 0) w.call('circle', x, y, edgeRadius(r, d));
        else if (k === 1) w.call('arc', x, y, a, b, edgeRadius(r, d));
        else if (k === 2) w.call('ellipse', x, y, a, b, edgeRadius(r, d), edgeRadius(r, d));
        else if (k === 3) w.call('fillellipse', x, y, edgeRadius(r, d), edgeRadius(r, d));
        else if (k === 4) w.call('pieslice', x, y, a, b, edgeRadius(r, d));
        else w.call('sector', x, y, a, b, edgeRadius(r, d), edgeRadius(r, d));
        printArc(w);
        printPosition(w);
        if (r.chance(0.3)) w.call(r.chance(0.5) ? 'lineto' : 'linerel', d.x(r), d.y(r));
      }
      printAspect(w);
      return;
    }
    case 'polymany': {
      // fillpoly and drawpoly of up to 60 points: crossing, collinear, repeated, combs
      if (r.chance(0.5)) anyLine(r, w, tags, 0.4); else userLine(r, w, tags, r.chance(0.4));
      anyFill(r, w, tags);
      if (r.chance(0.3)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      for (let i = r.int(1, 3); i > 0; i--) {
        const n = manyPoints(r, w, d, tags);
        w.call(r.chance(0.65) ? 'fillpoly' : 'drawpoly', n, 'poly');
        printPosition(w);
      }
      return;
    }
    case 'textedge': {
      // every font (the stroked ones are not on C:), direction, justification and user ratio, at the viewport's edges
      w.call('setcolor', colour(r));
      if (r.chance(0.3)) anyWriteMode(r, w, tags);
      for (let i = r.int(2, 5); i > 0; i--) {
        const font = r.chance(0.55) ? 0 : r.int(1, 4), dir = r.int(0, 1), size = r.chance(0.4) ? 0 : r.int(1, 10);
        w.call('settextstyle', font, dir, size);
        tags.push(`font${font}`, `dir${dir}`, `size${size}`);
        if (size === 0 || r.chance(0.2)) w.call('setusercharsize', r.pick([1, 2, 3, 4, r.int(1, 20)]), r.pick([1, 2, 3, r.int(1, 20)]), r.pick([1, 2, 3, 4, r.int(1, 20)]), r.pick([1, 2, 3, r.int(1, 20)]));
        w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        strcpy(w, r.chance(0.8) ? text(r) : anyText(r));
        printTw(w);
        const [x, y] = r.chance(0.6) ? textPoint(r, d) : screenEdge(r, v);
        if (r.chance(0.6)) w.call('outtextxy', x, y, 'str');
        else { if (r.chance(0.6)) w.call('moveto', x, y); w.call('outtext', 'str'); }
        printPosition(w);
        if (r.chance(0.25)) w.call('linerel', r.int(-30, 30), r.int(-30, 30));
      }
      printTs(w);
      return;
    }
    case 'pageimage': {
      // images in all five operations across the screen's edges, the second page drawn and shown
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('fillellipse', r.int(0, 639) - v.left, r.int(0, 479) - v.top, r.int(10, 250), r.int(10, 200));
      w.call('setcolor', r.int(1, 15));
      w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.int(0, 30), r.int(0, 1));
      if (r.chance(0.4)) {
        // VGAHI's page 1 is video memory down to its row 338 (version 4's pages)
        w.call('setactivepage', 1);
        tags.push('page1');
        w.call('setviewport', 0, 0, r.int(100, 639), r.int(50, 338), 1);
        w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
        w.call('bar', r.int(0, 200), r.int(0, 100), r.int(0, 400), r.int(0, 300));
        w.call('getimage', r.int(0, 40), r.int(0, 20), r.int(40, 200), r.int(20, 50), 'img');
        if (r.chance(0.4)) { w.call('setvisualpage', 1); tags.push('visual1'); }
        w.call('setactivepage', 0);
        w.call('setviewport', 0, 0, 639, 479, r.int(0, 1));
        for (let j = r.int(1, 3); j > 0; j--) {
          const op = r.int(0, 4);
          tags.push(`op${op}`);
          w.call('putimage', r.pick([r.int(-200, 700), 0, 639, -1, 600]), r.pick([r.int(-100, 500), 0, 479, -1, 450]), 'img', op);
        }
        w.print('gp %u %u %u', getpixelAt(r.int(0, 639), r.int(0, 479)), getpixelAt(r.int(0, 639), r.int(0, 479)), getpixelAt(r.int(0, 639), r.int(0, 479)));
        // the shot reads page 0 (SHOT_H), and graphdefaults leaves the visual page as it is
        w.call('setvisualpage', 0);
        return;
      }
      for (let i = r.int(1, 3); i > 0; i--) {
        // (absolute corners from 0: a rectangle from a negative coordinate to a non-negative one hangs Turbo C 2.0's getimage)
        const ax = r.chance(0.4) ? r.pick([0, 1, 6, 7, 8, 9, 630, 631, 632, 633, 638, 639]) : r.int(0, 639);
        const ay = r.chance(0.4) ? r.pick([0, 1, 477, 478, 479]) : r.int(0, 479);
        const x0 = ax - v.left, y0 = ay - v.top;
        const x1 = noCross(x0, x0 + r.pick([0, 1, 2, 6, 7, 8, 9, 15, 16, 17, r.int(0, 300)])), y1 = noCross(y0, y0 + r.pick([0, 1, 2, r.int(0, 45)]));
        getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
          r.pick([-v.left - 1, -v.left - r.int(1, w0 + 1), 639 - v.left - r.int(0, w0), 640 - v.left - w0, 639 - v.left, d.x(r), r.int(-w0 - 20, 660) - v.left]),
          r.pick([-v.top - 1, -v.top - r.int(1, h0 + 1), 479 - v.top - r.int(0, h0), 480 - v.top - h0, 479 - v.top, d.y(r), r.int(-h0 - 10, 478) - v.top]),
        ]);
      }
      return;
    }
    case 'floodedge': {
      // patterned floodfills at the screen's edges and in clips a few columns wide
      const narrow = r.chance(0.5);
      let vx = 0, vy = 0, vw = 640, vh = 480;
      if (narrow) {
        vw = r.pick([1, 2, 2, 3, 4, r.int(1, 12)]); vh = r.pick([r.int(2, 40), r.int(2, 200), 480]);
        vx = r.pick([0, 640 - vw, 1, 638 - vw, r.int(0, 640 - vw)]); vy = r.pick([0, 480 - vh, r.int(0, 480 - vh)]);
        if (r.chance(0.3)) { [vw, vh] = [Math.min(vh, 640), Math.min(vw, 480)]; vx = r.pick([0, 640 - vw, r.int(0, 640 - vw)]); vy = r.pick([0, 480 - vh, r.int(0, 480 - vh)]); }
        w.call('setviewport', vx, vy, vx + vw - 1, vy + vh - 1, 1);
        tags.push('vp-narrow', `w${vw}`);
      } else w.call('setviewport', 0, 0, 639, 479, r.int(0, 1));
      // borders near the edges: lines, rectangles, pixels, in one or more colours
      const border = r.int(1, 15);
      for (let i = r.int(1, 5); i > 0; i--) {
        w.call('setcolor', r.chance(0.75) ? border : r.int(1, 15));
        const ex = (): number => r.pick([0, 1, 2, vw - 1, vw - 2, vw - 3, r.int(-2, vw + 1)]);
        const ey = (): number => r.pick([0, 1, 2, vh - 1, vh - 2, vh - 3, r.int(-2, vh + 1)]);
        const k = r.int(0, 3);
        if (k === 0) w.call('line', ex(), ey(), ex(), ey());
        else if (k === 1) w.call('rectangle', ex(), ey(), ex(), ey());
        else if (k === 2) w.call('putpixel', ex(), ey(), border);
        else w.call('circle', ex(), ey(), r.int(1, 60));
      }
      if (r.chance(0.3)) { w.call('setfillstyle', r.int(1, 11), r.int(1, 15)); w.call('bar', r.int(-2, vw), r.int(-2, vh), r.int(-2, vw), r.int(-2, vh)); }
      for (let i = r.int(1, 2); i > 0; i--) {
        floodFillState(r, w, tags);
        w.call('floodfill', r.pick([0, 1, vw - 1, vw - 2, r.int(0, vw - 1)]), r.pick([0, 1, vh - 1, vh - 2, r.int(0, vh - 1)]), r.chance(0.85) ? border : r.int(1, 15));
      }
      w.print('gp %u %u %u %u %u %u', ...Array.from({ length: 6 }, () => getpixelAt(r.pick([0, 1, vw - 1, vw, -1, r.int(0, vw)]), r.pick([0, 1, vh - 1, vh, r.int(0, vh)]))));
      return;
    }
    case 'palpen': {
      // palette and background changes, the pen through moverel and linerel, pixels read back
      w.call('setcolor', colour(r));
      for (let i = r.int(3, 8); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`q${k}`);
        if (k === 0) w.call('setpalette', r.pick([r.int(0, 15), r.int(0, 15), 16, -1]), r.pick([r.int(0, 63), r.int(0, 63), 64, -1]));
        else if (k === 1) w.call('setbkcolor', r.pick([r.int(0, 15), r.int(0, 15), 16, -1]));
        else if (k === 2) w.call('moverel', step(r, d.w), step(r, d.h));
        else if (k === 3) w.call('linerel', step(r, d.w), step(r, d.h));
        else if (k === 4) w.call('lineto', d.x(r), d.y(r));
        else if (k === 5) w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.pick([0, r.int(0, 40), r.int(-40, 0)]), r.int(0, 1));
        else if (k === 6) { curve(r, w, d, tags); printArc(w); }
        else if (k === 7) w.call('setcolor', colour(r));
        else if (k === 8) { strcpy(w, text(r)); w.call('outtext', 'str'); }
        else w.call('putpixel', d.x(r), d.y(r), colour(r));
        printPosition(w);
        if (r.chance(0.4)) w.print('px %u %u', getpixelAt(d.x(r), d.y(r)), e('getpixel(getx(), gety())', () => G.getpixel(G.getx(), G.gety())));
      }
      printPal(w);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      return;
    }
    default:
      throw new Error(`generate: ${call} is not a version 6 subject`);
  }
}

/**
 * Version 7's program-wide state: the driver and mode initgraph asked for (VGA's VGALO, VGAMED or
 * VGAHI, EGA's and EGA64's EGALO and EGAHI, DETECT), the mode set now (setgraphmode changes it for
 * the scenes after), and the rows the limits keep (initgraph's mode's: setgraphmode keeps them).
 */
interface Mode7 {
  driver: string;
  mode: string;
  /** initgraph's mode (0..2) and the one set now. */
  init: number;
  cur: number;
  /** getmaxmode: VGA's 2, EGA's and EGA64's 1. */
  maxMode: number;
  /** getmaxy + 1 (initgraph's mode's rows). */
  H: number;
  /** What initgraph is given: the driver's and mode's numbers. */
  initgraph: readonly [number, number];
}
/** Each EGAVGA mode's page size in each plane (bytes), and the pages it has (VGAHI's second only partly in the 64K). */
const PAGE_BYTES = [0x4000, 0x8000, 0x9600];
const PAGES = [4, 2, 2];
const MODE_ROWS = [200, 350, 480];
/** The rows of page `p` that lie in the planes' 64K (80 bytes a row), within the limits. */
const pageRows = (m: Mode7, p: number): number => Math.min(m.H, Math.floor((0x10000 - p * PAGE_BYTES[m.cur]!) / 80));

/** initgraph's driver and mode for a version 7 program: VGA's three modes, EGA's two, EGA64's, DETECT. */
function initMode7(r: Rng): Mode7 {
  // (DETECT finds the VGA: VGAHI; EGA's mode 2 is initgraph's VGAHI, which setgraphmode refuses)
  const [driver, mode, init, maxMode, number] = r.pick([
    ['VGA', 'VGAHI', 2, 2, G.VGA], ['VGA', 'VGAMED', 1, 2, G.VGA], ['VGA', 'VGAMED', 1, 2, G.VGA], ['VGA', 'VGALO', 0, 2, G.VGA], ['VGA', 'VGALO', 0, 2, G.VGA],
    ['EGA', 'EGAHI', 1, 1, G.EGA], ['EGA', 'EGALO', 0, 1, G.EGA], ['EGA64', 'EGA64HI', 1, 1, G.EGA64], ['EGA64', 'EGA64LO', 0, 1, G.EGA64], ['DETECT', '0', 2, 2, G.DETECT], ['EGA', '2', 2, 1, G.EGA],
  ] as const);
  return { driver, mode, init, cur: init, maxMode, H: MODE_ROWS[init]!, initgraph: [number, driver === 'DETECT' ? 0 : init] };
}

/** VGAHI, as initgraph(VGA, VGAHI) gives it, in version 7's terms. */
const vgaHi = (): Mode7 => ({ driver: 'VGA', mode: 'VGAHI', init: 2, cur: 2, maxMode: 2, H: 480, initgraph: [G.VGA, G.VGAHI] });

/** Version 7's viewport: as version 4's, within the limits initgraph's mode gives (getmaxy). */
function viewportState7(r: Rng, w: Writer, tags: string[], m: Mode7): View4 {
  const H = m.H, k = r.next();
  if (k < 0.3) return { left: 0, top: 0, d: hostile(640, H) };
  const clip = r.chance(0.5) ? 1 : 0;
  let x0: number, y0: number, x1: number, y1: number;
  if (k < 0.75) {
    x0 = r.int(0, 560); y0 = r.int(0, H - 40);
    x1 = r.int(x0, 639); y1 = r.int(y0, H - 1);
  } else if (k < 0.9) {
    const vw = r.pick([1, 2, 8, r.int(1, 60)]), vh = r.pick([1, 2, 8, r.int(1, 40)]);
    x0 = r.chance(0.5) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw);
    y0 = r.chance(0.5) ? r.pick([0, H - vh]) : r.int(0, H - vh);
    x1 = x0 + vw - 1; y1 = y0 + vh - 1;
    tags.push('vp-tiny');
  } else {
    // past the limits: setviewport refuses what leaves getmaxx/getmaxy (the screen stays)
    x0 = r.int(0, 600); y0 = r.pick([r.int(0, H - 1), H - 1, H, 479]);
    x1 = x0 + r.int(0, 200); y1 = y0 + r.int(0, 300);
    tags.push('vp-past');
  }
  w.call('setviewport', x0, y0, x1, y1, clip);
  tags.push(clip ? 'clip-on' : 'clip-off');
  const taken = x1 <= 639 && y1 <= H - 1 && x0 <= x1 && y0 <= y1;
  return taken ? { left: x0, top: y0, d: hostile(x1 - x0 + 1, y1 - y0 + 1) } : { left: 0, top: 0, d: hostile(640, H) };
}

/** Version 7's readbacks: as version 4's, within initgraph's rows. */
function readbacks7(r: Rng, w: Writer, v: View4, m: Mode7): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const k = r.next();
    if (k < 0.5) pts.push([r.int(0, v.d.w - 1), r.int(0, v.d.h - 1)]);
    else if (k < 0.8) pts.push([r.pick([0, v.d.w - 1, -1, v.d.w]), r.pick([0, v.d.h - 1, -1, v.d.h])]);
    else pts.push([r.int(-v.left, 639 - v.left), r.int(-v.top, m.H - 1 - v.top)]);
  }
  w.print('gp %u %u %u %u %u %u', ...pts.map(([x, y]) => getpixelAt(x, y)));
}

/** One fill style of the 12 (0–11) or a user pattern (12), in a colour of 0–15. */
function fillStyle7(r: Rng, w: Writer, tags: string[], style: number): void {
  if (style === 12) userPattern(r, w, tags);
  else {
    w.call('setfillstyle', style, r.chance(0.1) ? 0 : colour(r));
    tags.push(`fs${style}`);
  }
}

/** A literal past the int's range as a program writes it, and the int it arrives as. */
function pastInt(r: Rng): Lit<number> {
  const n = r.pick([1, -1]) * r.pick([32768, 32769, 40000, 65535, 65536, 65537, 65636, 70000, 98304, r.int(32768, 200000)]) + r.pick([0, 0, r.int(-700, 700)]);
  return int16Lit(n);
}

/** Version 7's subjects. */
function subject7(r: Rng, w: Writer, v: View4, m: Mode7, call: Subject, tags: string[]): void {
  const { d } = v;
  tags.push(`m${m.init}${m.cur}`);
  switch (call) {
    case 'modeshape': {
      // every shape in the mode initgraph or setgraphmode set: the mode's aspect ratio on the curves, setaspectratio too
      if (r.chance(0.35)) w.call('setaspectratio', r.pick([1, 4500, 7750, 10000, 9999, r.int(1, 32767)]), r.pick([10000, 4500, 7750, r.int(1, 32767)]));
      anyLine(r, w, tags, 0.35);
      anyFill(r, w, tags);
      if (r.chance(0.25)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const k = r.int(0, 9);
        if (k <= 4) { curve(r, w, d, tags); printArc(w); }
        else if (k === 5) w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.pick([0, r.int(0, 40)]), r.int(0, 1));
        else if (k === 6) { const n = r.int(3, 10); polygon(r, w, d, n, r.chance(0.3)); w.call(r.chance(0.6) ? 'fillpoly' : 'drawpoly', n, 'poly'); }
        else if (k === 7) w.call('rectangle', d.x(r), d.y(r), d.x(r), d.y(r));
        else if (k === 8) { w.call('moveto', d.x(r), d.y(r)); w.call('lineto', d.x(r), d.y(r)); w.call('linerel', step(r, d.w), step(r, d.h)); }
        else { strcpy(w, text(r)); w.call('outtextxy', d.x(r), d.y(r), 'str'); }
        printPosition(w);
      }
      printAspect(w);
      return;
    }
    case 'modepage': {
      // drawing on every page the mode has (and pages it has not), read back with getpixel, cleared, copied
      const pages = PAGES[m.cur]!;
      anyFill(r, w, tags);
      if (r.chance(0.3)) anyLine(r, w, tags, 0.3);
      let on = 0;
      for (let i = r.int(1, 3); i > 0; i--) {
        // (a page the mode has not is ignored: the active page stays)
        const p = r.chance(0.85) ? r.int(0, pages - 1) : r.pick([pages, 7, -1]);
        w.call('setactivepage', p);
        tags.push(`ap${p}`);
        // (past the mode's pages the driver draws past the planes' 64K, into DOSBox's other memory:
        // what getpixel and getimage read there is not video memory, so they read real pages only)
        const real = p >= 0 && p < pages;
        if (real) on = p;
        // kept to the page's rows in the planes' 64K (past them DOSBox has other memory: version 4's pages)
        const rows = pageRows(m, on);
        const x0 = r.int(0, 600), y0 = r.int(0, rows - 10), x1 = r.int(x0, 639), y1 = r.int(y0, rows - 1);
        w.call('setviewport', x0, y0, x1, y1, 1);
        const pd = hostile(x1 - x0 + 1, y1 - y0 + 1);
        const k = r.next();
        if (k < 0.2) { w.call('setbkcolor', colour(r)); w.call('clearviewport'); tags.push('cv'); }
        else if (k < 0.3 && on > 0 && pageRows(m, on) >= m.H) { w.call('cleardevice'); tags.push('cd'); }
        w.call('setcolor', colour(r));
        for (let j = r.int(1, 3); j > 0; j--) {
          const s = r.int(0, 4);
          if (s === 0) w.call('bar', pd.x(r), pd.y(r), pd.x(r), pd.y(r));
          else if (s === 1) curve(r, w, pd, tags);
          else if (s === 2) w.call('line', pd.x(r), pd.y(r), pd.x(r), pd.y(r));
          else if (s === 3) w.call('putpixel', pd.x(r), pd.y(r), colour(r));
          else { strcpy(w, text(r)); w.call('outtextxy', pd.x(r), pd.y(r), 'str'); }
        }
        const inPage = (): Expr => getpixelAt(r.int(0, x1 - x0), r.int(0, y1 - y0));
        if (real) w.print('pg %u %u %u %u %u', inPage(), inPage(), inPage(), inPage(), inPage());
        if (real && r.chance(0.35)) {
          const gx = r.int(0, x1 - x0), gy = r.int(0, y1 - y0);
          w.call('getimage', gx, gy, gx + r.int(0, Math.min(150, x1 - x0 - gx)), gy + r.int(0, Math.min(50, y1 - y0 - gy)), 'img');
          const q = r.int(0, pages - 1);
          w.call('setactivepage', q);
          on = q;
          w.call('putimage', pd.x(r), pd.y(r), 'img', r.int(0, 4));
          tags.push(`img${q}`);
        }
        if (r.chance(0.4)) { const q = r.int(0, pages - 1); w.call('setvisualpage', q); tags.push(`vis${q}`); }
        printPosition(w);
      }
      w.call('setactivepage', 0);
      w.call('setviewport', 0, 0, 639, m.H - 1, 1);
      w.print('gp %u %u %u', getpixelAt(r.int(0, 639), r.int(0, m.H - 1)), getpixelAt(r.int(0, 639), r.int(0, m.H - 1)), getpixelAt(r.int(0, 639), r.int(0, m.H - 1)));
      return;
    }
    case 'modeswitch': {
      // a state, then setgraphmode, restorecrtmode and back, or graphdefaults: what each keeps and clears
      anyFill(r, w, tags);
      anyLine(r, w, tags, 0.4);
      w.call('setcolor', colour(r));
      if (r.chance(0.5)) w.call('setbkcolor', colour(r));
      if (r.chance(0.4)) w.call('setpalette', r.int(0, 15), r.int(0, 63));
      if (r.chance(0.4)) textState3(r, w, tags);
      if (r.chance(0.3)) w.call('setaspectratio', r.int(1, 20000), r.int(1, 20000));
      if (r.chance(0.3)) { w.call('setwritemode', 1); tags.push('xor'); }
      w.call('bar', d.x(r), d.y(r), d.x(r), d.y(r));
      w.call('moveto', d.x(r), d.y(r));
      const k = r.int(0, 4);
      tags.push(`sw${k}`);
      const to = r.int(0, m.maxMode);
      if (k === 0) { w.call('setgraphmode', to); m.cur = to; }
      else if (k === 1) {
        w.call('restorecrtmode');
        w.print('md %d %d %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxx()', () => G.getmaxx()), e('getmaxy()', () => G.getmaxy()), e('getcolor()', () => G.getcolor()));
        w.call('setgraphmode', to);
        m.cur = to;
      } else if (k === 2) w.call('graphdefaults');
      else if (k === 3) w.call('setgraphmode', r.pick([m.maxMode + 1, 3, 5]));
      else { w.call('setgraphmode', to); m.cur = to; w.call('setgraphmode', m.init); m.cur = m.init; }
      printState(w);
      printPosition(w);
      // ('sv': a scene's numbers end at its `vp` line)
      w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp));
      w.print('sv %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f)));
      printPal(w);
      // shapes with what stayed, over the whole of the limits
      const D = hostile(640, m.H);
      w.call('bar', D.x(r), D.y(r), D.x(r), D.y(r));
      w.call('pieslice', D.x(r), D.y(r), r.int(0, 360), r.int(0, 360), r.int(1, 150));
      w.call('circle', D.x(r), D.y(r), r.int(1, 120));
      w.call('linerel', r.int(-200, 200), r.int(-200, 200));
      strcpy(w, text(r));
      w.call('outtext', 'str');
      printPosition(w);
      return;
    }
    case 'fillstyles': {
      // every fill style and user patterns, on every filled shape, with the outline's style and mode
      if (r.chance(0.5)) anyLine(r, w, tags, 0.3);
      if (r.chance(0.2)) anyWriteMode(r, w, tags);
      if (r.chance(0.3)) w.call('setbkcolor', colour(r));
      w.call('setcolor', colour(r));
      let style = r.int(0, 12);
      for (let i = r.int(2, 5); i > 0; i--) {
        fillStyle7(r, w, tags, style);
        style = (style + r.int(1, 5)) % 13;
        const k = r.int(0, 5);
        const x = d.x(r), y = d.y(r);
        tags.push(['fillpoly', 'bar', 'bar3d', 'pieslice', 'sector', 'fillellipse'][k]!);
        if (k === 0) {
          let n = r.int(3, 9);
          if (r.chance(0.5)) n = selfPolygon(r, w, d, tags);
          else polygon(r, w, d, n, r.chance(0.3));
          w.call('fillpoly', n, 'poly');
        }
        else if (k === 1) w.call('bar', x, y, d.x(r), d.y(r));
        else if (k === 2) w.call('bar3d', x, y, d.x(r), d.y(r), r.pick([0, 1, r.int(0, 40)]), r.int(0, 1));
        else if (k === 3) { const [a, b] = angles(r); w.call('pieslice', x, y, a, b, d.radius(r)); }
        else if (k === 4) { const [a, b] = angles(r); w.call('sector', x, y, a, b, d.radius(r), d.radius(r)); }
        else w.call('fillellipse', x, y, d.radius(r), d.radius(r));
        printPosition(w);
      }
      w.raw('getfillpattern(fp); getfillsettings(&fs);', (x) => { G.getfillpattern(x.fp); G.getfillsettings(x.fs); });
      w.print('fp %d %d %d %d %d %d %d %d %d %d', field('fs', 'pattern'), field('fs', 'color'), ...Array.from({ length: 8 }, (_, i) => e(`fp[${i}] & 255`, (x) => x.fp[i]! & 255)));
      return;
    }
    case 'imagealign': {
      // images taken and put at every byte alignment, across the limits' edges, larger than the viewport
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('fillellipse', r.int(0, 639) - v.left, r.int(0, m.H - 1) - v.top, r.int(10, 250), r.int(10, 150));
      w.call('setcolor', r.int(1, 15));
      w.call('line', d.x(r), d.y(r), d.x(r), d.y(r));
      strcpy(w, text(r));
      w.call('outtextxy', d.x(r), d.y(r), 'str');
      for (let i = r.int(2, 4); i > 0; i--) {
        // (absolute corners from 0: a rectangle from a negative coordinate to a non-negative one hangs Turbo C 2.0's getimage)
        const ax = 8 * r.int(0, 79) + r.int(0, 7), ay = r.chance(0.3) ? r.pick([0, m.H - 1, m.H - 2]) : r.int(0, m.H - 1);
        const x0 = ax - v.left, y0 = ay - v.top;
        const wide = r.pick([0, 1, 6, 7, 8, 9, 15, 16, 17, r.int(0, 40), r.int(0, 199)]);
        const x1 = noCross(x0, x0 + wide), y1 = noCross(y0, y0 + r.pick([0, 1, r.int(0, 20), r.int(0, 60)]));
        getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
          r.pick([8 * r.int(0, 79) + r.int(0, 7) - v.left, -v.left - r.int(1, 9), 639 - v.left - r.int(0, w0), -v.left - w0 + r.int(0, 7), d.x(r), r.int(-w0, d.w)]),
          r.pick([r.int(0, m.H - 1) - v.top, -v.top - r.int(1, h0 + 1), m.H - 1 - v.top - r.int(0, h0), d.y(r), r.int(-h0, d.h)]),
        ]);
      }
      return;
    }
    case 'cpview': {
      // the CP through moverel, linerel, lineto and outtext, with the viewport changed and cleared between
      anyLine(r, w, tags, 0.3);
      if (r.chance(0.3)) textState3(r, w, tags);
      if (r.chance(0.25)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      w.call('moveto', d.x(r), d.y(r));
      let vw = d.w, vh = d.h;
      for (let i = r.int(4, 10); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`q${k}`);
        if (k <= 1) w.call('moverel', step(r, vw), step(r, vh));
        else if (k <= 3) w.call('linerel', step(r, vw), step(r, vh));
        else if (k === 4) w.call('lineto', r.int(-vw, 2 * vw), r.int(-vh, 2 * vh));
        else if (k === 5) { strcpy(w, text(r)); w.call('outtext', 'str'); }
        else if (k === 6) {
          const x0 = r.int(0, 600), y0 = r.int(0, m.H - 20), x1 = r.pick([r.int(x0, 639), x0 - 1, 640]), y1 = r.pick([r.int(y0, m.H - 1), m.H]);
          w.call('setviewport', x0, y0, x1, y1, r.int(0, 1));
          if (x1 >= x0 && x1 <= 639 && y1 <= m.H - 1) { vw = x1 - x0 + 1; vh = y1 - y0 + 1; }
        } else if (k === 7) w.call('clearviewport');
        else if (k === 8) { w.call('graphdefaults'); vw = 640; vh = m.H; }
        else w.call('moveto', r.int(-20, vw + 20), r.int(-20, vh + 20));
        printPosition(w);
      }
      return;
    }
    case 'xorpoly': {
      // XOR_PUT lines, rectangles and polygons, thick and patterned, degenerate ones, some drawn twice
      if (r.chance(0.5)) userLine(r, w, tags, r.chance(0.6)); else anyLine(r, w, tags, 0.6);
      w.call('setwritemode', r.chance(0.8) ? 1 : 0);
      w.call('setcolor', r.int(1, 15));
      for (let i = r.int(2, 5); i > 0; i--) {
        const k = r.int(0, 4);
        tags.push(`x${k}`);
        const x = d.x(r), y = d.y(r), x2 = r.chance(0.3) ? x : d.x(r), y2 = r.chance(0.3) ? y : d.y(r);
        let n = 0;
        if (k === 3) n = selfPolygon(r, w, d, tags);
        else if (k === 4) n = manyPoints(r, w, d, tags);
        const draw = (): void => {
          if (k === 0) w.call('line', x, y, x2, y2);
          else if (k === 1) w.call('rectangle', x, y, x2, y2);
          else if (k === 2) { w.call('moveto', x, y); w.call('lineto', x2, y2); w.call('linerel', r.int(-30, 30), r.int(-30, 30)); }
          else w.call('drawpoly', n, 'poly');
        };
        draw();
        if (r.chance(0.35)) draw();
        if (r.chance(0.2)) userLine(r, w, tags, r.chance(0.5));
        printPosition(w);
      }
      return;
    }
    case 'bigcoord': {
      // coordinates past the int's range as written (they wrap), at its edges, huge, zero and negative radii and sizes
      anyLine(r, w, tags, 0.3);
      anyFill(r, w, tags);
      if (r.chance(0.2)) anyWriteMode(r, w, tags);
      w.call('setcolor', r.int(1, 15));
      const P = (): Lit<number> | number => (r.chance(0.3) ? pastInt(r) : r.chance(0.5) ? wide(r, d.w) : d.x(r));
      const R = (): Lit<number> | number => (r.chance(0.2) ? pastInt(r) : r.chance(0.5) ? wideRadius(r) : r.pick([0, -1, -5, 1, d.radius(r)]));
      for (let i = r.int(2, 4); i > 0; i--) {
        const k = r.int(0, 10);
        tags.push(`b${k}`);
        if (k === 0) w.call('line', P(), P(), P(), P());
        else if (k === 1) w.call('rectangle', P(), P(), P(), P());
        else if (k === 2) { w.call('circle', P(), P(), R()); printArc(w); }
        else if (k === 3) { w.call('arc', P(), P(), int16Lit(edgeAngle(r)), int16Lit(edgeAngle(r)), R()); printArc(w); }
        else if (k === 4) { w.call('ellipse', P(), P(), r.int(0, 360), r.int(0, 360), R(), R()); printArc(w); }
        else if (k === 5) { w.call('fillellipse', d.x(r), d.y(r), R(), R()); printArc(w); }
        else if (k === 6) { w.call('pieslice', d.x(r), d.y(r), r.int(0, 360), r.int(0, 360), R()); printArc(w); }
        else if (k === 7) w.call('bar', P(), P(), P(), P());
        else if (k === 8) w.call('bar3d', P(), P(), P(), P(), R(), r.int(0, 1));
        else if (k === 9) { w.call('moveto', P(), P()); w.call('linerel', P(), P()); w.call('lineto', P(), P()); }
        else { strcpy(w, text(r)); w.call('outtextxy', P(), P(), 'str'); }
        printPosition(w);
      }
      return;
    }
    case 'textclip': {
      // DEFAULT_FONT at sizes 1–10, both directions, every justification, at the viewport's clipped edges
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const dir = r.int(0, 1), size = r.int(1, 10);
        w.call('settextstyle', 0, dir, size);
        w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        tags.push(`dir${dir}`, `size${size}`);
        strcpy(w, text(r));
        printTw(w);
        const [x, y] = r.chance(0.7) ? textPoint(r, d) : [r.int(-8 * size, d.w + 8 * size), r.int(-8 * size, d.h + 8 * size)];
        if (r.chance(0.6)) w.call('outtextxy', x, y, 'str');
        else { w.call('moveto', x, y); w.call('outtext', 'str'); }
        printPosition(w);
      }
      printTs(w);
      return;
    }
    case 'palbad': {
      // palette calls in range and out, graphdefaults among them, bad arguments and the codes graphresult gives
      w.call('setcolor', colour(r));
      for (let i = r.int(3, 7); i > 0; i--) {
        const k = r.int(0, 11);
        tags.push(`p${k}`);
        if (k === 0) w.call('setpalette', r.pick([r.int(0, 15), r.int(0, 15), 16, -1]), r.pick([r.int(0, 63), r.int(0, 63), 64, -1]));
        else if (k === 1) w.call('setbkcolor', r.pick([r.int(0, 15), r.int(0, 15), 16, -1]));
        else if (k === 2) {
          getpal(w);
          for (let j = r.int(1, 4); j > 0; j--) {
            const at = r.int(0, 15), val = r.pick([-1, r.int(0, 63), r.int(0, 63), 64]);
            w.raw(`pal.colors[${at}] = ${val};`, (x) => void (x.pal.colors[at] = val));
          }
          w.call('setallpalette', '&pal');
        } else if (k === 3) w.call('setrgbpalette', r.pick([r.int(0, 15), 16, -1]), r.int(0, 63), r.pick([r.int(0, 63), 64]), r.int(0, 63));
        else if (k === 4) w.call('graphdefaults');
        else if (k === 5) w.call('setlinestyle', r.pick([5, -1, r.int(0, 4)]), r.int(0, 0xffff), r.pick([0, 2, 1, 3]));
        else if (k === 6) w.call('setfillstyle', r.pick([12, 13, -1, r.int(0, 11)]), r.pick([16, -1, colour(r)]));
        else if (k === 7) w.call('settextjustify', r.pick([3, -1, r.int(0, 2)]), r.pick([3, -1, r.int(0, 2)]));
        else if (k === 8) w.call('setviewport', r.int(-5, 650), r.int(-5, m.H + 10), r.int(-5, 650), r.int(-5, m.H + 10), r.int(0, 1));
        else if (k === 9) w.call('putpixel', d.x(r), d.y(r), r.pick([colour(r), 16, 255, -1]));
        else if (k === 10) { w.call('bar', d.x(r), d.y(r), d.x(r), d.y(r)); w.call('circle', d.x(r), d.y(r), r.int(1, 60)); }
        else w.call('setcolor', r.pick([colour(r), 16, -1]));
        if (r.chance(0.4)) w.print('px %u %u', getpixelAt(d.x(r), d.y(r)), getpixelAt(d.x(r), d.y(r)));
      }
      printState(w);
      printPal(w);
      return;
    }
    default:
      throw new Error(`generate: ${call} is not a version 7 subject`);
  }
}

/**
 * Version 8: a stroked font most of the time (11–13, installuserfont's), else DEFAULT_FONT. Not a
 * font whose file is missing: once a stroked font was read, a settextstyle whose file is not found
 * frees its buffer, and what that font measures and draws then is whatever the heap holds there
 * (DOSBox: 0 × 0 at sizes 2 and 4, 8 × 8 a character at 0 and 8; bgi/text.ts models the first).
 */
function strokeFont(r: Rng): number {
  return r.chance(0.82) ? r.int(11, 13) : 0;
}
/** The characters font `font` has (version 8's files): OWNA 32–255, OWNB 65–90, OWNC 48–63; DEFAULT_FONT all. */
const FONT_RANGE: Readonly<Record<number, readonly [number, number]>> = { 11: [32, 255], 12: [65, 90], 13: [48, 63] };
/**
 * A C string literal for a font (octal escapes of three digits): a stroked font's own characters
 * only — one it has not, or a stroked font in direction −1, ends the program in DOSBox now and
 * then (oracle-gen v8's first run: 44 of 200 programs, each after such text), as Borland's kernel
 * reads past the font's tables; DEFAULT_FONT any of 1–255.
 */
function fontText(r: Rng, font: number): Lit<string> {
  const [lo, hi] = FONT_RANGE[font] ?? [1, 255];
  const n = r.chance(0.04) ? 0 : r.chance(0.7) ? r.int(1, 6) : r.int(7, 16);
  let c = '', v = '', escaped = false;
  for (let i = 0; i < n; i++) {
    const code = r.int(lo, hi);
    const ch = String.fromCharCode(code);
    // (TCC 2.0 reads an octal escape on past three digits: a digit 0–7 after one is escaped too)
    escaped = code < 32 || code > 126 || ch === '?' || ch === '"' || ch === '\\' || (escaped && code >= 48 && code <= 55);
    c += escaped ? `\\${code.toString(8).padStart(3, '0')}` : ch;
    v += ch;
  }
  return { c: `"${c}"`, v };
}
/** settextstyle with a stroked font (mostly), any direction (a few out of range), any size, setusercharsize before or after, any justification. */
function strokeState(r: Rng, w: Writer, tags: string[]): number {
  const font = strokeFont(r);
  // (direction −1, 2 and 3 with a stroked font end the program in DOSBox now and then: fontText)
  const dir = r.chance(0.95) ? r.int(0, 1) : 256;
  const size = r.chance(0.3) ? 0 : r.chance(0.6) ? r.int(1, 4) : r.chance(0.85) ? r.int(5, 10) : r.pick([11, 15, -1, 256]);
  const user = (): void => w.call('setusercharsize', r.pick([1, 2, 3, r.int(1, 12)]), r.pick([1, 2, 3, r.int(1, 8)]), r.pick([1, 2, 3, r.int(1, 12)]), r.pick([1, 2, 3, r.int(1, 8)]));
  if (r.chance(0.2)) user();
  w.call('settextstyle', font, dir, size);
  if (size === 0 ? r.chance(0.8) : r.chance(0.1)) user();
  w.call('settextjustify', r.chance(0.95) ? r.int(0, 2) : 3, r.chance(0.95) ? r.int(0, 2) : -1);
  tags.push(`font${font}`, `dir${dir}`, `size${size}`);
  return font;
}
/** Version 8's filled shapes at tiny, degenerate and huge sizes: a radius 0, 1, 2, in the viewport's size or past the screen. */
function degenRadius(r: Rng, d: Domain): number {
  const k = r.next();
  if (k < 0.3) return r.pick([0, 0, 1, 1, 2, 3]);
  if (k < 0.7) return d.radius(r);
  if (k < 0.9) return r.int(300, 1200);
  return r.pick([-1, -2, 2000, 4000, r.int(1200, 8000)]);
}
/** Version 8's angle pairs: equal, a turn apart, past 360, negative, reversed. */
function degenAngles(r: Rng): [number, number] {
  const a = r.chance(0.5) ? r.int(0, 360) : r.pick([0, 90, 180, 270, 360, 361, 450, 720, 730, -1, -90, -180, -360, -450, r.int(-1000, 1000)]);
  const k = r.next();
  if (k < 0.2) return [a, a];
  if (k < 0.3) return [a, a + r.pick([360, -360, 720, 1, -1])];
  if (k < 0.4) return [r.int(300, 360), r.int(0, 60)];
  return [a, r.chance(0.5) ? r.int(0, 360) : r.int(-800, 1100)];
}
/** Version 8: setlinestyle, a user pattern half the time, thick half the time. */
function patLine(r: Rng, w: Writer, tags: string[]): void {
  if (r.chance(0.5)) userLine(r, w, tags, r.chance(0.6));
  else anyLine(r, w, tags, 0.5);
}

/**
 * setallpalette with getpalette's table, 1–5 entries changed (−1, 64 and 127 among them) and, with
 * chance `sizeP`, an odd size (versions 8 and 10).
 */
function oddPalette(r: Rng, w: Writer, sizeP: number): void {
  getpal(w);
  for (let j = r.int(1, 5); j > 0; j--) {
    const at = r.int(0, 15), val = r.pick([-1, r.int(0, 63), r.int(0, 63), 64, 127]);
    w.raw(`pal.colors[${at}] = ${val};`, (x) => void (x.pal.colors[at] = val));
  }
  if (r.chance(sizeP)) { const n = r.pick([0, 1, 15, 17, 255]); w.raw(`pal.size = ${n};`, (x) => void (x.pal.size = n)); }
  w.call('setallpalette', '&pal');
}

/** Version 8's subjects. */
function subject8(r: Rng, w: Writer, v: View4, m: Mode7, call: Subject, tags: string[]): void {
  const { d } = v;
  if (m.init !== 2) tags.push(`m${m.init}`);
  switch (call) {
    case 'strokefont': {
      // stroked fonts in every direction, size, user ratio and justification, at the viewport's edges
      w.call('setcolor', colour(r));
      if (r.chance(0.25)) anyWriteMode(r, w, tags);
      if (r.chance(0.25)) anyLine(r, w, tags, 0.5);
      for (let i = r.int(2, 5); i > 0; i--) {
        const font = strokeState(r, w, tags);
        strcpy(w, fontText(r, font));
        printTw(w);
        const [x, y] = r.chance(0.7) ? textPoint(r, d) : [d.x(r), d.y(r)];
        if (r.chance(0.55)) w.call('outtextxy', x, y, 'str');
        else {
          w.call('moveto', x, y);
          w.call('outtext', 'str');
          if (r.chance(0.5)) { strcpy(w, fontText(r, font)); w.call('outtext', 'str'); }
        }
        printPosition(w);
      }
      printTs(w);
      return;
    }
    case 'strokecp': {
      // the CP through outtext in stroked fonts and DEFAULT_FONT, moverel, linerel and lineto,
      // justification and the viewport changed between them, clipping on and off
      anyLine(r, w, tags, 0.3);
      if (r.chance(0.25)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      let font = strokeState(r, w, tags);
      w.call('moveto', d.x(r), d.y(r));
      let vw = d.w, vh = d.h;
      for (let i = r.int(4, 9); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`q${k}`);
        if (k <= 3) { strcpy(w, fontText(r, font)); w.call('outtext', 'str'); }
        else if (k === 4) font = strokeState(r, w, tags);
        else if (k === 5) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        else if (k === 6) w.call(r.chance(0.5) ? 'moverel' : 'linerel', step(r, vw), step(r, vh));
        else if (k === 7) w.call('lineto', r.int(-vw, 2 * vw), r.int(-vh, 2 * vh));
        else if (k === 8) {
          const x0 = r.int(0, 600), y0 = r.int(0, m.H - 20), x1 = r.pick([r.int(x0, 639), r.int(x0, Math.min(639, x0 + 30))]), y1 = r.int(y0, m.H - 1);
          w.call('setviewport', x0, y0, x1, y1, r.int(0, 1));
          vw = x1 - x0 + 1; vh = y1 - y0 + 1;
        } else w.call('moveto', r.int(-20, vw + 20), r.int(-20, vh + 20));
        printPosition(w);
      }
      printTs(w);
      return;
    }
    case 'filldegen': {
      // every fill style and colour on filled shapes at tiny, degenerate and huge sizes
      if (r.chance(0.6)) patLine(r, w, tags);
      if (r.chance(0.25)) anyWriteMode(r, w, tags);
      if (r.chance(0.2)) w.call('setaspectratio', r.pick([1, 5000, 10000, 20000, r.int(1, 32767)]), r.pick([10000, 5000, r.int(1, 32767)]));
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        fillStyle7(r, w, tags, r.int(0, 12));
        const k = r.int(0, 6);
        const x = d.x(r), y = d.y(r);
        tags.push(['fillpoly', 'bar', 'bar3d', 'pieslice', 'sector', 'fillellipse', 'tiny'][k]!);
        if (k === 0) {
          const n = r.chance(0.5) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags);
          w.call('fillpoly', n, 'poly');
        } else if (k === 1) w.call('bar', x, y, r.chance(0.3) ? x + r.int(-1, 1) : d.x(r), r.chance(0.3) ? y + r.int(-1, 1) : d.y(r));
        else if (k === 2) w.call('bar3d', x, y, r.chance(0.3) ? x + r.int(-1, 1) : d.x(r), r.chance(0.3) ? y : d.y(r), r.pick([0, 1, -1, -10, r.int(0, 60), r.int(100, 700)]), r.int(0, 1));
        else if (k === 3) { const [a, b] = degenAngles(r); w.call('pieslice', x, y, a, b, degenRadius(r, d)); printArc(w); }
        else if (k === 4) { const [a, b] = degenAngles(r); w.call('sector', x, y, a, b, degenRadius(r, d), degenRadius(r, d)); printArc(w); }
        else if (k === 5) { w.call('fillellipse', x, y, degenRadius(r, d), degenRadius(r, d)); printArc(w); }
        else {
          // the smallest shapes of each kind, side by side
          const t = r.int(0, 2);
          w.call('pieslice', x, y, r.int(0, 360), r.int(0, 360), t);
          w.call('sector', x + 4, y, r.int(0, 360), r.int(0, 360), t, r.int(0, 2));
          w.call('fillellipse', x + 8, y, r.int(0, 2), t);
          w.call('bar3d', x + 12, y, x + 12 + r.int(0, 1), y + r.int(0, 1), r.int(0, 2), r.int(0, 1));
        }
        printPosition(w);
      }
      w.raw('getfillsettings(&fs);', (x) => G.getfillsettings(x.fs));
      w.print('fs %d %d', field('fs', 'pattern'), field('fs', 'color'));
      return;
    }
    case 'thickmode': {
      // thick lines with user patterns in both write modes (and bad ones), on lines, polygons and curves
      w.call('setcolor', r.int(1, 15));
      for (let i = r.int(3, 7); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`t${k}`);
        if (k === 0) patLine(r, w, tags);
        else if (k === 1) { const m = r.pick([0, 1, 1, 2, -1]); w.call('setwritemode', m); tags.push(`wm${m}`); }
        else if (k === 2) w.call('line', d.x(r), d.y(r), d.x(r), d.y(r));
        else if (k === 3) w.call('rectangle', d.x(r), d.y(r), d.x(r), d.y(r));
        else if (k === 4) { w.call('moveto', d.x(r), d.y(r)); w.call('lineto', d.x(r), d.y(r)); w.call('linerel', step(r, d.w), step(r, d.h)); }
        else if (k === 5) { const n = r.chance(0.5) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags); w.call('drawpoly', n, 'poly'); }
        else if (k === 6) { const [a, b] = degenAngles(r); w.call('arc', d.x(r), d.y(r), a, b, degenRadius(r, d)); printArc(w); w.call('lineto', d.x(r), d.y(r)); }
        else if (k === 7) { const [a, b] = degenAngles(r); w.call('ellipse', d.x(r), d.y(r), a, b, degenRadius(r, d), degenRadius(r, d)); printArc(w); }
        else if (k === 8) { w.call('circle', d.x(r), d.y(r), degenRadius(r, d)); printArc(w); }
        else { anyFill(r, w, tags); curve(r, w, d, tags); printArc(w); }
        printPosition(w);
      }
      w.raw('getlinesettings(&ls);', (x) => G.getlinesettings(x.ls));
      w.print('ls %d %u %d', field('ls', 'linestyle'), field('ls', 'upattern'), field('ls', 'thickness'));
      return;
    }
    case 'aspectfill': {
      // setaspectratio, then curves and pies, filled and thick, and what getarccoords and the pen say
      const asp = (): number => r.pick([10000, 1, 2, 100, 3000, 4500, 7750, 9999, 10001, 20000, 32767, r.int(1, 32767)]);
      w.call('setaspectratio', asp(), asp());
      if (r.chance(0.5)) patLine(r, w, tags);
      anyFill(r, w, tags);
      if (r.chance(0.2)) anyWriteMode(r, w, tags);
      w.call('setcolor', colour(r));
      for (let i = r.int(2, 5); i > 0; i--) {
        const x = d.x(r), y = d.y(r), rad = degenRadius(r, d), [a, b] = degenAngles(r);
        const k = r.int(0, 5);
        tags.push(['circle', 'arc', 'pieslice', 'fillellipse', 'sector', 'ellipse'][k]!);
        if (k === 0) w.call('circle', x, y, rad);
        else if (k === 1) w.call('arc', x, y, a, b, rad);
        else if (k === 2) w.call('pieslice', x, y, a, b, rad);
        else if (k === 3) w.call('fillellipse', x, y, rad, degenRadius(r, d));
        else if (k === 4) w.call('sector', x, y, a, b, rad, degenRadius(r, d));
        else w.call('ellipse', x, y, a, b, rad, degenRadius(r, d));
        printArc(w);
        if (r.chance(0.3)) w.call('setaspectratio', asp(), asp());
      }
      printAspect(w);
      return;
    }
    case 'floodview': {
      // floodfills in a viewport from seeds inside it, on its borders and outside it, over outlines of several colours
      const x0 = r.int(0, 560), y0 = r.int(0, m.H - 40), x1 = r.int(x0 + r.pick([0, 1, 2, 10, 40]), 639), y1 = r.int(Math.min(m.H - 1, y0 + r.pick([0, 1, 2, 10, 40])), m.H - 1);
      const clip = r.chance(0.75) ? 1 : 0;
      w.call('setviewport', x0, y0, x1, y1, clip);
      tags.push(clip ? 'fclip-on' : 'fclip-off');
      const vw = x1 - x0 + 1, vh = y1 - y0 + 1;
      const at = (n: number): number => r.pick([0, 1, n - 1, n - 2, r.int(0, n - 1), r.int(0, n - 1), r.int(-20, n + 20)]);
      const border = r.int(1, 15);
      for (let i = r.int(1, 5); i > 0; i--) {
        w.call('setcolor', r.chance(0.75) ? border : r.int(1, 15));
        if (r.chance(0.3)) patLine(r, w, tags);
        const k = r.int(0, 4);
        if (k === 0) w.call('rectangle', at(vw), at(vh), at(vw), at(vh));
        else if (k === 1) w.call('circle', at(vw), at(vh), r.int(1, Math.max(2, vw)));
        else if (k === 2) w.call('line', at(vw), at(vh), at(vw), at(vh));
        else if (k === 3) { const n = r.int(3, 8); polygon(r, w, hostile(vw, vh), n, true); w.call('drawpoly', n, 'poly'); }
        else w.call('ellipse', at(vw), at(vh), 0, 360, r.int(1, Math.max(2, vw)), r.int(1, Math.max(2, vh)));
      }
      if (r.chance(0.3)) { w.call('setfillstyle', r.int(1, 11), r.int(1, 15)); w.call('bar', at(vw), at(vh), at(vw), at(vh)); }
      for (let i = r.int(1, 2); i > 0; i--) {
        floodFillState(r, w, tags);
        const k = r.next();
        const [sx, sy] = k < 0.6 ? [r.int(0, vw - 1), r.int(0, vh - 1)] : k < 0.8 ? [r.pick([0, vw - 1]), r.int(0, vh - 1)] : [r.pick([-1, vw, -5, vw + 3, r.int(-x0, 639 - x0)]), r.int(-y0, m.H - 1 - y0)];
        if (k >= 0.8) tags.push('seed-out');
        w.call('floodfill', sx, sy, r.chance(0.85) ? border : r.int(1, 15));
        printPosition(w);
      }
      w.print('gp %u %u %u %u %u %u', ...Array.from({ length: 6 }, () => getpixelAt(r.pick([0, 1, vw - 1, vw, -1, r.int(0, vw)]), r.pick([0, 1, vh - 1, vh, r.int(0, vh)]))));
      return;
    }
    case 'imageview': {
      // images of width 1 and odd widths, taken and put with all five operations at the viewport's edges, clipping on and off
      w.call('setfillstyle', r.int(1, 11), r.int(1, 15));
      w.call('fillellipse', r.int(0, 639), r.int(0, m.H - 1), r.int(10, 250), r.int(10, 150));
      w.call('setcolor', r.int(1, 15));
      w.call('line', r.int(0, 639), r.int(0, m.H - 1), r.int(0, 639), r.int(0, m.H - 1));
      const x0 = r.int(0, 600), y0 = r.int(0, m.H - 30), x1 = r.pick([r.int(x0, 639), r.int(x0, Math.min(639, x0 + 40)), 639]), y1 = r.pick([r.int(y0, m.H - 1), m.H - 1]);
      const clip = r.chance(0.6) ? 1 : 0;
      w.call('setviewport', x0, y0, x1, y1, clip);
      tags.push(clip ? 'iclip-on' : 'iclip-off');
      const vw = x1 - x0 + 1, vh = y1 - y0 + 1;
      if (r.chance(0.5)) anyWriteMode(r, w, tags);
      for (let i = r.int(2, 4); i > 0; i--) {
        // (from 0 on: a rectangle from a negative coordinate to a non-negative one hangs Turbo C 2.0's getimage)
        const gx = r.chance(0.5) ? r.int(0, vw - 1) : r.int(0, 639 - x0), gy = r.chance(0.5) ? r.int(0, vh - 1) : r.int(0, m.H - 1 - y0);
        const iw = r.pick([0, 0, 2, 4, 6, 8, 10, 14, 16, r.int(0, 60), 2 * r.int(0, 40)]), ih = r.pick([0, 1, r.int(0, 20), r.int(0, 80)]);
        getAndPut(r, w, tags, gx, gy, gx + iw, gy + ih, (w0, h0) => [
          r.pick([0, -1, -w0, vw - 1 - w0, vw - w0, vw - 1, vw, -x0, -x0 - 1 - r.int(0, w0), 639 - x0 - w0 + r.int(0, 8), r.int(-w0 - 10, vw + 10)]),
          r.pick([0, -1, -h0, vh - 1 - h0, vh - h0, vh - 1, vh, -y0, -y0 - 1 - r.int(0, h0), m.H - 1 - y0 - h0 + r.int(0, 5), r.int(-h0 - 10, vh + 10)]),
        ]);
      }
      return;
    }
    case 'printed': {
      // what the getters say after drawing, printed on the screen with sprintf and outtextxy (and to
      // the file), in DEFAULT_FONT or OWNA (the stroked font with digits and letters: fontText)
      if (r.chance(0.4)) {
        const size = r.chance(0.3) ? 0 : r.int(1, 6);
        w.call('settextstyle', 11, r.int(0, 1), size);
        if (size === 0) w.call('setusercharsize', r.int(1, 6), r.int(1, 4), r.int(1, 6), r.int(1, 4));
        w.call('settextjustify', r.int(0, 2), r.int(0, 2));
        tags.push('font11', `size${size}`);
      }
      else if (r.chance(0.5)) textState3(r, w, tags);
      anyFill(r, w, tags);
      if (r.chance(0.3)) w.call('setbkcolor', colour(r));
      for (let i = r.int(2, 4); i > 0; i--) {
        w.call('setcolor', colour(r));
        const k = r.int(0, 4);
        if (k === 0) w.call('pieslice', d.x(r), d.y(r), r.int(0, 360), r.int(0, 360), d.radius(r));
        else if (k === 1) { w.call('moveto', d.x(r), d.y(r)); w.call('linerel', step(r, d.w), step(r, d.h)); }
        else if (k === 2) w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.int(0, 20), 1);
        else if (k === 3) w.call('putpixel', d.x(r), d.y(r), colour(r));
        else w.call('circle', d.x(r), d.y(r), d.radius(r));
        const px = d.x(r), py = d.y(r);
        const got: Expr[] = r.pick([
          [e('getx()', () => G.getx()), e('gety()', () => G.gety()), e('getcolor()', () => G.getcolor())],
          [getpixelAt(px, py), e('getbkcolor()', () => G.getbkcolor()), e('getmaxcolor()', () => G.getmaxcolor())],
          [e('getmaxx()', () => G.getmaxx()), e('getmaxy()', () => G.getmaxy()), e('getx() - gety()', () => G.getx() - G.gety())],
          [getpixelAt(px, py), e('getpixel(getx(), gety())', () => G.getpixel(G.getx(), G.gety())), e('getcolor()', () => G.getcolor())],
        ]);
        const fmt = r.pick(['%d %d %d', '%d,%d:%d', 'x%dy%dc%d', '%3d%3d%3d']);
        w.print(`pr ${fmt.replace(/[^%d ]/g, ' ')}`, ...got);
        w.raw(`sprintf(str, "${fmt}", ${got.map((g) => g.c).join(', ')});`, (x) => {
          const values: number[] = [];
          for (let j = got.length - 1; j >= 0; j--) values[j] = got[j]!.v(x);
          x.str = sprintf(fmt, ...values);
        });
        const [tx, ty] = textPoint(r, d);
        w.call('outtextxy', tx, ty, 'str');
      }
      w.raw('getpalette(&pal);', (x) => G.getpalette(x.pal));
      w.raw('sprintf(str, "%d %d %d %d", pal.size, pal.colors[0], pal.colors[15], getbkcolor());', (x) => {
        const bk = G.getbkcolor();
        x.str = sprintf('%d %d %d %d', x.pal.size, x.pal.colors[0]!, x.pal.colors[15]!, bk);
      });
      w.call('outtextxy', d.x(r), d.y(r), 'str');
      printPosition(w);
      return;
    }
    case 'palinter': {
      // setbkcolor, setpalette, setallpalette and setrgbpalette in turn, bad arguments among them, drawing between
      w.call('setcolor', colour(r));
      for (let i = r.int(3, 8); i > 0; i--) {
        const k = r.int(0, 9);
        tags.push(`p${k}`);
        if (k === 0) w.call('setpalette', r.pick([r.int(0, 15), r.int(0, 15), 16, -1, 255]), r.pick([r.int(0, 63), r.int(0, 63), 64, -1, 255]));
        else if (k === 1) w.call('setbkcolor', r.pick([r.int(0, 15), r.int(0, 15), 16, -1, 255]));
        else if (k === 2) {
          oddPalette(r, w, 0.2);
        } else if (k === 3) w.call('setrgbpalette', r.pick([r.int(0, 15), r.int(0, 255), 256, -1]), r.pick([r.int(0, 63), 64, 255]), r.int(0, 63), r.pick([r.int(0, 63), -1]));
        else if (k === 4) w.call('graphdefaults');
        else if (k === 5) { w.call('setviewport', r.int(-5, 600), r.int(-5, m.H - 5), r.int(-5, 650), r.int(-5, m.H + 10), r.int(0, 1)); w.call('clearviewport'); }
        else if (k === 6) { anyFill(r, w, tags); w.call('bar', d.x(r), d.y(r), d.x(r), d.y(r)); }
        else if (k === 7) w.call('setcolor', r.pick([colour(r), 16, -1, 255]));
        else if (k === 8) w.call('putpixel', d.x(r), d.y(r), r.pick([colour(r), 16, 255, -1]));
        else { w.call('cleardevice'); w.call('circle', d.x(r), d.y(r), r.int(1, 80)); }
        if (r.chance(0.4)) w.print('px %u %u %d %d', getpixelAt(d.x(r), d.y(r)), getpixelAt(d.x(r), d.y(r)), e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      }
      printPal(w);
      w.print('bk %d %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()), e('getmaxcolor()', () => G.getmaxcolor()));
      return;
    }
    default:
      throw new Error(`generate: ${call} is not a version 8 subject`);
  }
}

/** Version 9: the state a chain carries — where the viewport is, its clipping, the font in force, the active page. */
interface Chain9 {
  r: Rng;
  w: Writer;
  m: Mode7;
  tags: string[];
  left: number;
  top: number;
  vw: number;
  vh: number;
  clip: number;
  d: Domain;
  font: number;
  page: number;
  /** The colour the chain last set (1–15): the border its floodfills look for mostly. */
  colour: number;
}

/**
 * setviewport of every kind: taken (clipping on or off), tiny, or refused (past the limits, inside
 * out, a negative corner: the viewport stays). On a page other than 0 clipping stays on and the
 * viewport within the page: past it the driver writes past the planes' 64K (version 7's pages).
 */
function viewport9(c: Chain9): void {
  const { r, w, m } = c;
  const k = r.next();
  let x0: number, y0: number, x1: number, y1: number;
  if (k < 0.55) { x0 = r.int(0, 600); y0 = r.int(0, m.H - 20); x1 = r.int(x0, 639); y1 = r.int(y0, m.H - 1); }
  else if (k < 0.75) {
    const vw = r.pick([1, 2, 3, 8, r.int(1, 60)]), vh = r.pick([1, 2, 8, r.int(1, 40)]);
    x0 = r.chance(0.4) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw); y0 = r.chance(0.4) ? r.pick([0, m.H - vh]) : r.int(0, m.H - vh);
    x1 = x0 + vw - 1; y1 = y0 + vh - 1;
  } else {
    x0 = r.pick([-1, -10, r.int(0, 600)]); y0 = r.pick([-1, r.int(0, m.H - 1)]);
    x1 = r.pick([640, 700, x0 - 1, r.int(x0, 639)]); y1 = r.pick([m.H, m.H + 20, y0 - 1, r.int(Math.max(0, y0), m.H - 1)]);
  }
  const clip = c.page !== 0 || r.chance(0.6) ? 1 : 0;
  w.call('setviewport', x0, y0, x1, y1, clip);
  const taken = x0 >= 0 && y0 >= 0 && x0 <= x1 && y0 <= y1 && x1 <= 639 && y1 <= m.H - 1;
  c.tags.push(taken ? (clip ? 'v-on' : 'v-off') : 'v-refused');
  if (taken) Object.assign(c, { left: x0, top: y0, vw: x1 - x0 + 1, vh: y1 - y0 + 1, clip, d: hostile(x1 - x0 + 1, y1 - y0 + 1) });
}

/** graphdefaults: the whole screen, clipping on, the CP at 0, 0, DEFAULT_FONT. */
function defaults9(c: Chain9): void {
  c.w.call('graphdefaults');
  Object.assign(c, { left: 0, top: 0, vw: 640, vh: c.m.H, clip: 1, d: hostile(640, c.m.H), font: 0, colour: 15 });
}

/** Version 9's text state: a stroked font (11–13) or DEFAULT_FONT at any size, user ratio and justification. */
function text9(c: Chain9): void {
  if (c.r.chance(0.6)) c.font = strokeState(c.r, c.w, c.tags);
  else { textState3(c.r, c.w, c.tags); c.font = 0; }
}

/** Text in the font in force: outtext at the CP or outtextxy, its extent printed first. */
function say9(c: Chain9, at: boolean): void {
  const { r, w } = c;
  strcpy(w, fontText(r, c.font));
  if (r.chance(0.3)) printTw(w);
  if (at) { const [x, y] = r.chance(0.6) ? textPoint(r, c.d) : [c.d.x(r), c.d.y(r)]; w.call('outtextxy', x, y, 'str'); }
  else w.call('outtext', 'str');
}

/** A curve of any kind at degenerate and wild angles and radii, then where getarccoords says it went. */
function curve9(c: Chain9): void {
  const { r, w, d } = c;
  // (edgeAngle reaches past the int: 32769 as written arrives as −32767, as int16Lit gives it)
  const k = r.int(0, 5), x = d.x(r), y = d.y(r), [a, b] = r.chance(0.7) ? degenAngles(r) : [int16Lit(edgeAngle(r)), int16Lit(edgeAngle(r))];
  drawCurve(w, c.tags, k, x, y, a, b, () => (r.chance(0.8) ? degenRadius(r, d) : edgeRadius(r, d)));
  printArc(w);
}

/** A pen step: within the viewport mostly, past it sometimes, far now and then. */
const pen9 = (c: Chain9, n: number): number => (c.r.chance(0.9) ? c.r.int(-n, n) : c.r.int(-3000, 3000));

/**
 * With chance `active`, setactivepage to a page of a mode whose pages lie whole in the planes' 64K
 * (VGALO's four, VGAMED's two: not VGAHI's second), clipping turned on there; else setvisualpage
 * (versions 9 and 11).
 */
function pageCall(c: Chain9, active: number): void {
  const { r, w, m, tags } = c;
      const pages = PAGES[m.cur]!;
      if (r.chance(active) && pageRows(m, pages - 1) >= m.H) {
        const p = r.int(0, pages - 1);
        w.call('setactivepage', p);
        c.page = p;
        tags.push(`ap${p}`);
        if (p !== 0 && c.clip !== 1) { w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, 1); c.clip = 1; }
      } else w.call('setvisualpage', r.int(0, pages - 1));
}

/** One call of version 9's chains, of the kind `k` (a subject draws its kinds from its own list). */
function op9(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  tags.push(k);
  switch (k) {
    case 'vp': viewport9(c); break;
    case 'defaults': defaults9(c); break;
    case 'clearvp': w.call('clearviewport'); break;
    case 'cleardev':
      if (c.page === 0 || pageRows(m, c.page) >= m.H) w.call('cleardevice');
      break;
    case 'line': if (r.chance(0.5)) patLine(r, w, tags); else anyLine(r, w, tags, 0.5); break;
    case 'badline': w.call('setlinestyle', r.pick([5, 6, -1]), r.int(0, 0xffff), r.pick([1, 3])); break;
    case 'thick2': w.call('setlinestyle', r.int(0, 4), r.int(0, 0xffff), r.pick([0, 2, 4, -1])); break;
    case 'fill': fillStyle7(r, w, tags, r.int(0, 12)); break;
    case 'badfill': w.call('setfillstyle', r.pick([12, 13, -1, 100]), r.pick([colour(r), 16])); break;
    case 'wm': { const v = r.pick([0, 1, 1, 2, -1]); w.call('setwritemode', v); tags.push(`wm${v}`); break; }
    case 'text': text9(c); break;
    case 'just': w.call('settextjustify', r.int(0, 2), r.int(0, 2)); break;
    case 'badjust': w.call('settextjustify', r.pick([3, -1, r.int(0, 2)]), r.pick([3, -1, 4])); break;
    case 'usersize': w.call('setusercharsize', r.int(1, 12), r.int(1, 8), r.int(1, 12), r.int(1, 8)); break;
    case 'colour': {
      const col = r.chance(0.9) ? colour(r) : r.pick([16, 255, -1]);
      w.call('setcolor', col);
      if (col >= 1 && col <= 15) c.colour = col;
      break;
    }
    case 'bk': w.call('setbkcolor', r.chance(0.9) ? colour(r) : r.pick([16, -1])); break;
    case 'aspect': w.call('setaspectratio', r.pick([10000, 1, 4500, 7750, 20000, r.int(1, 32767)]), r.pick([10000, 4500, 7750, r.int(1, 32767)])); break;
    case 'pal': {
      const q = r.int(0, 2);
      if (q === 0) w.call('setpalette', r.pick([r.int(0, 15), 16, -1]), r.pick([r.int(0, 63), 64, -1]));
      else if (q === 1) w.call('setrgbpalette', r.pick([r.int(0, 15), r.int(0, 255), 256]), r.int(0, 63), r.int(0, 63), r.pick([r.int(0, 63), 64]));
      else {
        getpal(w);
        for (let j = r.int(1, 4); j > 0; j--) {
          const at = r.int(0, 15), val = r.pick([-1, r.int(0, 63), r.int(0, 63), 64]);
          w.raw(`pal.colors[${at}] = ${val};`, (x) => void (x.pal.colors[at] = val));
        }
        w.call('setallpalette', '&pal');
      }
      break;
    }
    case 'moveto': w.call('moveto', r.int(-20, c.vw + 20), r.int(-20, c.vh + 20)); break;
    case 'moverel': w.call('moverel', pen9(c, c.vw), pen9(c, c.vh)); break;
    case 'lineto': w.call('lineto', r.chance(0.9) ? r.int(-c.vw, 2 * c.vw) : r.int(-3000, 3000), r.chance(0.9) ? r.int(-c.vh, 2 * c.vh) : r.int(-3000, 3000)); break;
    case 'linerel': w.call('linerel', pen9(c, c.vw), pen9(c, c.vh)); break;
    case 'outtext': say9(c, false); break;
    case 'outtextxy': say9(c, true); break;
    case 'segment': w.call('line', d.x(r), d.y(r), d.x(r), d.y(r)); break;
    case 'rect': { const x = d.x(r), y = d.y(r); w.call('rectangle', x, y, r.chance(0.2) ? x : d.x(r), r.chance(0.2) ? y : d.y(r)); break; }
    case 'curve': curve9(c); break;
    case 'bar': { const x = d.x(r), y = d.y(r); w.call('bar', x, y, r.chance(0.2) ? x + r.int(-1, 1) : d.x(r), r.chance(0.2) ? y + r.int(-1, 1) : d.y(r)); break; }
    case 'bar3d': w.call('bar3d', d.x(r), d.y(r), d.x(r), d.y(r), r.pick([0, 1, -1, -10, r.int(0, 60), r.int(100, 400)]), r.int(0, 1)); break;
    case 'poly': {
      const n = r.chance(0.5) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags);
      w.call(r.chance(0.5) ? 'fillpoly' : 'drawpoly', r.chance(0.1) ? r.pick([0, 1]) : n, 'poly');
      break;
    }
    case 'pixel': w.call('putpixel', d.x(r), d.y(r), r.chance(0.9) ? colour(r) : r.pick([16, 255])); break;
    case 'flood': {
      // (clipping on and the seed inside: a floodfill at the screen's edges may never return in Turbo C 2.0, version 6)
      if (c.clip !== 1) break;
      floodFillState(r, w, tags);
      w.call('floodfill', r.int(0, c.vw - 1), r.int(0, c.vh - 1), r.chance(0.7) ? c.colour : r.int(1, 15));
      break;
    }
    case 'image': {
      // taken within the limits from the viewport's corner on (a corner left of or above it, as
      // passed negative, hung Turbo C 2.0: O00119's first run, getimage(−185, 348, −38, 368)), put
      // where the chain now is
      if (c.page !== 0) break;
      const ax = r.int(c.left, 639), ay = r.int(c.top, m.H - 1);
      const ax1 = Math.min(639, ax + r.pick([0, 1, 7, 8, 9, r.int(0, 40), r.int(0, 159)])), ay1 = Math.min(m.H - 1, ay + r.pick([0, 1, r.int(0, 20), r.int(0, 99)]));
      const x0 = ax - c.left, y0 = ay - c.top;
      getAndPut(r, w, tags, x0, y0, ax1 - c.left, ay1 - c.top, (w0, h0) => [
        r.pick([0, -1, -w0, c.vw - 1 - w0, c.vw - w0, c.vw - 1, -c.left, 639 - c.left - w0 + r.int(0, 8), r.int(-w0 - 10, c.vw + 10)]),
        r.pick([0, -1, -h0, c.vh - 1 - h0, c.vh - h0, c.vh - 1, -c.top, m.H - 1 - c.top - h0 + r.int(0, 5), r.int(-h0 - 10, c.vh + 10)]),
      ]);
      break;
    }
    case 'imagesize': {
      const a = [r.pick([0, -1, r.int(-700, 700)]), r.pick([0, -1, r.int(-500, 500)]), r.pick([0, 639, 640, r.int(-700, 700), 32767]), r.pick([0, 479, r.int(-500, 500), 200, 400, 32767])] as const;
      w.print('is %u', e(`imagesize(${a.join(', ')})`, () => G.imagesize(...a)));
      break;
    }
    case 'page': pageCall(c, 0.5); break;
    case 'read': {
      const at = (): Expr => getpixelAt(r.pick([0, c.vw - 1, c.vw, -1, r.int(0, c.vw - 1)]), r.pick([0, c.vh - 1, c.vh, r.int(0, c.vh - 1)]));
      w.print('gp %u %u %u', at(), at(), at());
      break;
    }
    case 'names': {
      // the driver's tables and messages, one call a line (getmodename's names share one buffer:
      // PRIMS3). Not getdefaultpalette: GRAPHICS.H declares it a near pointer, and the one Turbo C
      // 2.0 gives is DS:01E9h, the program's own strings there (probe PDP: size 97, colours 114, 32, …)
      const q = r.int(0, 3);
      if (q === 0) {
        const drv = r.pick([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, -2]);
        w.raw(`getmoderange(${drv}, &xa, &ya);`, (x) => G.getmoderange(drv, x.xa, x.ya));
        w.print('mr %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
      } else if (q === 1) {
        w.raw('detectgraph(&xa, &ya);', (x) => G.detectgraph(x.xa, x.ya));
        w.print('dg %d %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value), e('graphresult()', () => G.graphresult()));
      } else if (q === 2) {
        w.printText('dn %s', 'getdrivername()', () => G.getdrivername());
        const mode = r.int(0, 3);
        w.printText(`mn${mode} %s`, `getmodename(${mode})`, () => G.getmodename(mode));
      } else {
        const code = r.pick([0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -16, -17, -18]);
        w.printText(`em${code} %s`, `grapherrormsg(${code})`, () => G.grapherrormsg(code));
      }
      break;
    }
    case 'state': {
      const q = r.int(0, 3);
      if (q === 0) printState(w);
      else if (q === 1) printTs(w);
      else if (q === 2) { w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp)); w.print('gv %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f))); }
      else printPal(w);
      break;
    }
    default:
      throw new Error(`generate: ${k} is not a version 9 call`);
  }
}

/** Each version 9 subject's calls (a kind listed twice weighs double). */
const OPS9: Readonly<Record<string, readonly string[]>> = {
  textpen: ['text', 'text', 'outtext', 'outtext', 'outtext', 'outtextxy', 'just', 'usersize', 'linerel', 'linerel', 'lineto', 'moverel', 'moveto', 'curve', 'line', 'vp', 'colour', 'state'],
  vpfill: ['vp', 'vp', 'vp', 'fill', 'fill', 'bar', 'bar3d', 'poly', 'curve', 'flood', 'flood', 'clearvp', 'bk', 'colour', 'rect', 'read', 'line'],
  xorarc: ['wm', 'wm', 'curve', 'curve', 'curve', 'rect', 'segment', 'lineto', 'linerel', 'poly', 'line', 'line', 'thick2', 'colour', 'aspect', 'bar3d', 'read'],
  imgstate: ['image', 'image', 'image', 'imagesize', 'vp', 'wm', 'curve', 'bar', 'fill', 'outtextxy', 'text', 'colour', 'pal', 'read', 'clearvp'],
  penchain: ['moveto', 'moverel', 'moverel', 'lineto', 'lineto', 'linerel', 'linerel', 'linerel', 'line', 'wm', 'vp', 'clearvp', 'defaults', 'outtext', 'curve', 'rect', 'colour'],
  polymix: ['poly', 'poly', 'poly', 'line', 'fill', 'wm', 'flood', 'vp', 'colour', 'bar', 'curve', 'read'],
  pagemix: ['page', 'page', 'page', 'bar', 'curve', 'segment', 'pixel', 'outtextxy', 'clearvp', 'cleardev', 'pal', 'bk', 'read', 'read', 'vp', 'colour', 'fill'],
  errmix: ['badline', 'thick2', 'badfill', 'badjust', 'wm', 'colour', 'bk', 'pal', 'vp', 'state', 'state', 'names', 'names', 'segment', 'bar', 'curve', 'outtextxy', 'text', 'imagesize', 'line', 'fill'],
  mixall: [
    'vp', 'defaults', 'clearvp', 'cleardev', 'line', 'badline', 'thick2', 'fill', 'badfill', 'wm', 'text', 'just', 'badjust', 'usersize', 'colour', 'bk',
    'aspect', 'pal', 'moveto', 'moverel', 'lineto', 'linerel', 'outtext', 'outtextxy', 'segment', 'rect', 'curve', 'curve', 'bar', 'bar3d', 'poly', 'pixel',
    'flood', 'image', 'imagesize', 'page', 'read', 'state', 'names',
  ],
};

/**
 * Version 9's and 10's subjects: a chain of 6–16 calls of the subject's kinds (`ops`, each drawn by
 * `op`), getx and gety after each.
 */
function subjectChain(r: Rng, w: Writer, v: View4, m: Mode7, call: Subject, tags: string[], table: Readonly<Record<string, readonly string[]>>, op: (c: Chain9, k: string) => void, budget = Infinity, long = false): void {
  if (m.init !== 2) tags.push(`m${m.init}`);
  const ops = table[call];
  if (!ops) throw new Error(`generate: ${call} is not a subject of its version`);
  // (viewportState7's viewport is the chain's start: clipping off only where it was taken)
  const clip = tags.includes('clip-off') && !tags.includes('vp-past') ? 0 : 1;
  const c: Chain9 = { r, w, m, tags, left: v.left, top: v.top, vw: v.d.w, vh: v.d.h, clip, d: v.d, font: 0, page: 0, colour: r.int(1, 15) };
  w.call('setcolor', c.colour);
  // (version 12: 8–20 calls, the long chain 10–30, the pen printed after half of them)
  for (let i = long ? r.int(call === 'longmix' ? 10 : 8, call === 'longmix' ? 30 : 20) : r.int(6, 16); i > 0 && w.statements.length < budget; i--) {
    op(c, r.pick(ops));
    if (!long || r.chance(0.5)) printPosition(w);
  }
  if (c.page !== 0) w.call('setactivepage', 0);
  w.call('setvisualpage', 0);
}

/** Version 10: a coordinate straddling the viewport's edge `n` (0 or its size) by up to `k`, or at it. */
const edge10 = (r: Rng, n: number, k: number): number => r.pick([0, n - 1, n, -1, 1, n - 2]) + (r.chance(0.5) ? r.int(-k, k) : 0);

/** Version 10: a radius of the limits' kinds: 0, 1, the viewport's, past the screen, near and at the int's top. */
function radius10(r: Rng, d: Domain): number {
  const k = r.next();
  if (k < 0.25) return r.pick([0, 0, 1, 2]);
  if (k < 0.6) return d.radius(r);
  if (k < 0.8) return r.int(300, 3000);
  return r.pick([16383, 16384, 20000, 30000, 32766, 32767, r.int(3000, 32767)]);
}

/** Version 10: an angle past a turn or negative most of the time. */
function angle10(r: Rng): Lit<number> | number {
  const k = r.next();
  if (k < 0.25) return r.int(0, 360);
  if (k < 0.5) return r.pick([360, 361, 405, 450, 540, 630, 719, 720, 721, 1080, -1, -45, -90, -180, -270, -359, -360, -361, -720]);
  if (k < 0.8) return r.int(-1440, 1440);
  return int16Lit(r.pick([32767, -32768, -32767, 32766, 32760, -32760, 32400, -32400, r.int(-32768, 32767)]));
}

/** Version 10: an image's corners from the viewport's corner on, at most 15 000 bytes (img[] holds 16 000). */
function imageBox10(r: Rng, c: Chain9): [number, number, number, number] {
  const ax = r.int(c.left, 639), ay = r.int(c.top, c.m.H - 1);
  const wd = Math.min(640 - ax, r.pick([1, 2, 7, 8, 9, 15, 16, 17, r.int(1, 64), r.int(1, 320)]));
  const maxH = Math.max(1, Math.floor((15000 - 6) / (4 * Math.ceil(wd / 8))));
  const ht = Math.min(c.m.H - ay, maxH, r.pick([1, 2, 3, r.int(1, 30), r.int(1, 200)]));
  return [ax - c.left, ay - c.top, ax - c.left + wd - 1, ay - c.top + ht - 1];
}

/** Version 10: graphresult read into xa, then its number and grapherrormsg printed, then graphresult again. */
function error10(w: Writer): void {
  w.raw('xa = graphresult();', (x) => void (x.xa.value = G.graphresult()));
  w.print('ge %d %d', e('xa', (x) => x.xa.value), e('graphresult()', () => G.graphresult()));
  w.printText('gm %s', 'grapherrormsg(xa)', (x) => G.grapherrormsg(x.xa.value));
}

/** The stroked font a chain may ask for (11–13) or DEFAULT_FONT, with only the characters it has. */
const font10 = (r: Rng): number => (r.chance(0.75) ? r.int(11, 13) : 0);

/** One call of version 10's chains, of the kind `k`; the kinds of version 9 as op9 draws them. */
function op10(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  switch (k) {
    case 'fillany': tags.push(k); fillStyle7(r, w, tags, r.int(0, 12)); return;
    case 'wm01': { tags.push(k); const v = r.pick([0, 1]); w.call('setwritemode', v); tags.push(`wm${v}`); return; }
    case 'clipflip': {
      // the viewport kept, its clipping turned (on another page than 0 it stays on: version 9's pages)
      tags.push(k);
      const clip = c.page !== 0 ? 1 : 1 - c.clip;
      w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, clip);
      c.clip = clip;
      tags.push(clip ? 'v-on' : 'v-off');
      return;
    }
    case 'fshape': {
      // a filled shape of each kind at the viewport's edges or inside it, with its outline in the line style in force
      tags.push(k);
      const q = r.int(0, 5);
      tags.push(['bar', 'bar3d', 'fillpoly', 'fillellipse', 'pieslice', 'sector'][q]!);
      const X = (): number => (r.chance(0.5) ? edge10(r, c.vw, 12) : d.x(r)), Y = (): number => (r.chance(0.5) ? edge10(r, c.vh, 12) : d.y(r));
      const rad = (): number => (r.chance(0.8) ? r.pick([0, 1, 2, 5, d.radius(r), d.radius(r)]) : r.int(100, 900));
      if (q === 0) w.call('bar', X(), Y(), X(), Y());
      else if (q === 1) {
        // (not in a viewport a pixel square: bar3d(0, 1, 0, 0, 229, 0) there never returned, version 9)
        // (version 14: nor in one a pixel wide or tall — A00005's bar3d(41, 1, 20, 1, −32768, 1) in a viewport 39×1 never returned, as version 11's did)
    if (version14 ? c.vw > 1 && c.vh > 1 : c.vw > 1 || c.vh > 1) w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, 1, 5, 20, r.int(0, 80)]), r.int(0, 1));
      } else if (q === 2) {
        const n = r.chance(0.5) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags);
        w.call('fillpoly', n, 'poly');
      } else if (q === 3) w.call('fillellipse', X(), Y(), rad(), rad());
      else if (q === 4) { w.call('pieslice', X(), Y(), angle10(r), angle10(r), rad()); printArc(w); }
      else { w.call('sector', X(), Y(), angle10(r), angle10(r), rad(), rad()); printArc(w); }
      return;
    }
    case 'usr10': {
      // odd ratios, tiny and huge, then size 0 (USER_CHAR_SIZE) in the font in force or another
      tags.push(k);
      const f = (): number => r.pick([1, 1, 2, 3, 5, 7, 9, 11, 13, r.int(1, 25)]);
      w.call('setusercharsize', f(), f(), f(), f());
      if (r.chance(0.7)) {
        c.font = font10(r);
        w.call('settextstyle', c.font, r.int(0, 1), 0);
        tags.push(`font${c.font}`);
      }
      return;
    }
    case 'vtext': {
      // vertical text (or horizontal) of a stroked font at the viewport's edges in every justification
      tags.push(k);
      c.font = font10(r);
      const dir = r.chance(0.75) ? 1 : 0, size = r.pick([0, 1, 1, 2, 3, 4, r.int(5, 10)]);
      w.call('settextstyle', c.font, dir, size);
      w.call('settextjustify', r.int(0, 2), r.int(0, 2));
      tags.push(`font${c.font}`, `dir${dir}`, `size${size}`);
      strcpy(w, fontText(r, c.font));
      if (r.chance(0.4)) printTw(w);
      if (r.chance(0.75)) w.call('outtextxy', edge10(r, c.vw, 6), edge10(r, c.vh, 6), 'str');
      else { w.call('moveto', edge10(r, c.vw, 6), edge10(r, c.vh, 6)); w.call('outtext', 'str'); }
      return;
    }
    case 'curve10': {
      // every curve at radii 0 and near the int's top and angles past a turn, getarccoords after
      tags.push(k);
      const q = r.int(0, 5), x = r.chance(0.2) ? edge10(r, c.vw, 40) : d.x(r), y = r.chance(0.2) ? edge10(r, c.vh, 40) : d.y(r);
      drawCurve(w, tags, q, x, y, angle10(r), angle10(r), () => radius10(r, d));
      printArc(w);
      if (r.chance(0.3)) w.call('linerel', r.int(-40, 40), r.int(-40, 40));
      return;
    }
    case 'aspect10': {
      tags.push(k);
      const v = (): number => r.pick([1, 2, 100, 5000, 9999, 10000, 10001, 20000, 32767, r.int(1, 32767)]);
      w.call('setaspectratio', v(), v());
      if (r.chance(0.3)) printAspect(w);
      return;
    }
    case 'image10': {
      // taken from the viewport's corner on (version 9), put straddling the screen's and viewport's edges
      tags.push(k);
      if (c.page !== 0) return;
      const [x0, y0, x1, y1] = imageBox10(r, c);
      getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
        r.pick([-c.left - r.int(1, w0 + 1), 639 - c.left - r.int(0, w0), c.vw - 1 - r.int(0, w0), -r.int(1, w0 + 1), r.int(-w0 - 10, c.vw + 10), 0]),
        r.pick([-c.top - r.int(1, h0 + 1), m.H - 1 - c.top - r.int(0, h0), c.vh - 1 - r.int(0, h0), -r.int(1, h0 + 1), r.int(-h0 - 10, c.vh + 10), 0]),
      ]);
      return;
    }
    case 'thickpat': {
      tags.push(k);
      const style = r.pick([4, 4, 4, 1, 2, 3]);
      const pattern = r.pick([0xaaaa, 0x5555, 0x8000, 0x0001, 0x00ff, 0xff00, 0x9999, 0xfffe, r.int(0, 0xffff)]);
      w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, r.chance(0.85) ? 3 : 1);
      tags.push(`ls${style}`);
      return;
    }
    case 'drawpoly10': {
      // repeated and collinear points, closed by hand or not, thin or thick
      tags.push(k);
      const n = r.chance(0.3) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags);
      w.call('drawpoly', n, 'poly');
      return;
    }
    case 'rect10': {
      tags.push(k);
      const x = r.chance(0.4) ? edge10(r, c.vw, 3) : d.x(r), y = r.chance(0.4) ? edge10(r, c.vh, 3) : d.y(r);
      const q = r.int(0, 3);
      w.call('rectangle', x, y, q === 0 ? x : q === 1 ? x + r.int(-2, 2) : d.x(r), q === 2 ? y : q === 3 ? y + r.int(-2, 2) : d.y(r));
      return;
    }
    case 'border': {
      // a patterned outline in the chain's colour round the seed the next floodfill may take
      tags.push(k);
      if (r.chance(0.7)) {
        const pattern = r.pick([0xaaaa, 0xf0f0, 0x8888, 0xfefe, 0xfffe, 0x7fff, r.int(0, 0xffff)]);
        w.call('setlinestyle', r.pick([1, 2, 3, 4, 4]), { c: hex16(pattern), v: pattern }, r.pick([1, 1, 3]));
      }
      w.call('setcolor', c.colour);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), rr = r.int(2, Math.max(2, Math.min(c.vw, c.vh) >> 1));
      const q = r.int(0, 3);
      if (q === 0) w.call('rectangle', cx - rr, cy - rr, cx + rr, cy + rr);
      else if (q === 1) w.call('circle', cx, cy, rr);
      else if (q === 2) w.call('ellipse', cx, cy, 0, 360, rr, r.int(1, rr));
      else {
        points(w, 5, (() => { let i = 0; const pts: [number, number][] = [[cx - rr, cy], [cx, cy - rr], [cx + rr, cy], [cx, cy + rr], [cx - rr, cy]]; return () => pts[i++]!; })());
        w.call('drawpoly', 5, 'poly');
      }
      if (c.clip === 1 && r.chance(0.6)) {
        // (clipping on and the seed inside: version 9's floodfills)
        floodFillState(r, w, tags);
        w.call('floodfill', Math.min(c.vw - 1, Math.max(0, cx + r.int(-2, 2))), Math.min(c.vh - 1, Math.max(0, cy + r.int(-2, 2))), c.colour);
      }
      return;
    }
    case 'bkread': {
      tags.push(k);
      w.print('bc %d %d %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()), e('getmaxcolor()', () => G.getmaxcolor()), e('getpalettesize()', () => G.getpalettesize()));
      return;
    }
    case 'pal10': {
      // every palette call, then what getpalette and getpixel give
      tags.push(k);
      const q = r.int(0, 3);
      if (q === 0) w.call('setpalette', r.pick([r.int(0, 15), 0, 15, 16, -1, 255]), r.pick([r.int(0, 63), 0, 63, 64, -1, 127, 255]));
      else if (q === 1) w.call('setrgbpalette', r.pick([r.int(0, 15), r.int(16, 255), 256, -1]), r.pick([r.int(0, 63), 64, 255]), r.int(0, 63), r.pick([r.int(0, 63), 64, -1]));
      else if (q === 2) {
        oddPalette(r, w, 0.3);
      } else w.call('setbkcolor', r.pick([r.int(0, 15), 16, -1, 255]));
      if (r.chance(0.5)) printPal(w);
      return;
    }
    case 'err': {
      // one bad argument of a kind, then graphresult and its message, and the state it left
      const q = r.int(0, 14);
      tags.push(`err${q}`);
      if (q === 0) w.bare('setlinestyle', r.pick([5, 6, -1, 100]), r.int(0, 0xffff), r.pick([1, 3]));
      else if (q === 1) w.bare('setlinestyle', r.int(0, 4), r.int(0, 0xffff), r.pick([0, 2, 4, -1, 5]));
      else if (q === 2) w.bare('setfillstyle', r.pick([12, 13, -1, 100]), r.pick([colour(r), 16, -1]));
      else if (q === 3) w.bare('settextstyle', r.pick([14, 15, 20, -1, 100]), r.int(0, 1), r.int(1, 4));
      else if (q === 4) {
        // (not −1: DEFAULT_FONT set in direction −1 ended 5 of the first 22 programs that asked it in
        // DOSBox, and left a stroked font read after it measuring garbage, P00003 3: textwidth −18123)
        w.bare('settextstyle', 0, r.pick([2, 3, 3]), r.int(1, 4));
        c.font = 0;
      }
      else if (q === 5) w.bare('settextjustify', r.pick([3, -1, r.int(0, 2)]), r.pick([3, -1, 4, 100]));
      else if (q === 6) {
        const x0 = r.pick([-1, -10, r.int(0, 600)]), y0 = r.pick([-1, r.int(0, m.H - 1)]);
        w.bare('setviewport', x0, y0, r.pick([640, 700, x0 - 1]), r.pick([m.H, y0 - 1, r.int(Math.max(0, y0), m.H - 1)]), r.int(0, 1));
      } else if (q === 7) {
        if (m.init > m.maxMode) return;
        w.bare('setgraphmode', r.pick([m.maxMode + 1, -1, 5, 10]));
      } else if (q === 8) w.bare('setpalette', r.pick([16, -1, 100, r.int(0, 15)]), r.pick([64, -1, 200]));
      else if (q === 9) w.bare('setrgbpalette', r.pick([256, -1, 16]), r.pick([64, 255]), r.int(0, 63), r.int(0, 63));
      else if (q === 10) {
        const a = [r.int(0, 100), r.int(0, 100), r.pick([639, 400, 320]), r.pick([479, 300, 204, 205, 206])] as const;
        w.print('is %u', e(`imagesize(${a.join(', ')})`, () => G.imagesize(...a)));
      } else if (q === 11) w.bare('setwritemode', r.pick([2, 3, -1, 5, 100]));
      else if (q === 12) {
        // (put back at once: a page past the mode's is memory past the planes' 64K, version 7)
        w.bare(r.chance(0.5) ? 'setactivepage' : 'setvisualpage', r.pick([2, 4, 5, -1, 100]));
        error10(w);
        w.bare('setactivepage', c.page);
        w.bare('setvisualpage', 0);
      } else if (q === 13) {
        // installuserfont: a name already installed, or a new one (never drawn: no such file on C:)
        const name = r.pick(['OWNA.CHR', 'OWNB.CHR', 'OWNC.CHR', 'OWNA', 'owna.chr', 'NOFILE.CHR', `F${r.int(0, 99)}.CHR`, '']);
        w.raw(`xa = installuserfont("${name}");`, (x) => void (x.xa.value = G.installuserfont(name)));
        w.print('iu %d', e('xa', (x) => x.xa.value));
      } else w.bare('setfillstyle', r.int(0, 11), r.pick([16, 255, -1]));
      error10(w);
      if (r.chance(0.4)) printState(w);
      return;
    }
    case 'cycle': {
      // restorecrtmode and setgraphmode back, or another mode and back: what stays, then drawing with it
      tags.push(k);
      if (m.init > m.maxMode) return;
      const q = r.int(0, 2);
      tags.push(`cy${q}`);
      if (q === 0) { w.call('restorecrtmode'); w.print('md %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxy()', () => G.getmaxy())); w.call('setgraphmode', m.init); }
      else if (q === 1) { w.call('setgraphmode', r.int(0, m.maxMode)); w.call('setgraphmode', m.init); }
      else { w.call('restorecrtmode'); w.call('setgraphmode', r.int(0, m.maxMode)); w.call('restorecrtmode'); w.call('setgraphmode', m.init); }
      Object.assign(c, { left: 0, top: 0, vw: 640, vh: m.H, clip: 1, d: hostile(640, m.H), font: 0, page: 0 });
      if (r.chance(0.5)) printState(w);
      if (r.chance(0.3)) printPal(w);
      if (r.chance(0.3)) printTs(w);
      return;
    }
    case 'bigmove': {
      // the CP near the int's ends, then relative moves that carry it past them
      tags.push(k);
      const big = (): number => r.pick([32767, 32766, 32000, -32768, -32767, -32000, 30000, -30000, r.int(-32768, 32767)]);
      if (r.chance(0.5)) w.call('moveto', big(), r.chance(0.5) ? big() : d.y(r));
      else w.call('moverel', big(), r.chance(0.5) ? big() : r.int(-50, 50));
      return;
    }
    case 'bigline': {
      tags.push(k);
      const q = r.int(0, 2);
      const big = (): number => r.pick([1, 10, 100, 1000, 20000, 32767, -32768, r.int(-32768, 32767)]);
      if (q === 0) w.call('linerel', big(), r.chance(0.5) ? big() : r.int(-20, 20));
      else if (q === 1) w.call('lineto', r.chance(0.5) ? pastInt(r) : big(), r.chance(0.5) ? pastInt(r) : d.y(r));
      else w.call('moverel', big(), big());
      return;
    }
    case 'bigtext': {
      // outtext from a CP near the int's top: the CP it leaves wraps
      tags.push(k);
      const size = r.pick([1, 4, 8, 10]);
      w.call('settextstyle', 0, r.int(0, 1), size);
      c.font = 0;
      w.call('settextjustify', r.int(0, 2), r.int(0, 2));
      w.call('moveto', r.pick([32767 - 8 * size * r.int(0, 4), 32760, -32768, 600, -10]), r.pick([d.y(r), 32700, -32768]));
      strcpy(w, fontText(r, 0));
      w.call('outtext', 'str');
      return;
    }
    default:
      op9(c, k);
  }
}

/** Each version 10 subject's calls (a kind listed twice weighs double). */
const OPS10: Readonly<Record<string, readonly string[]>> = {
  fillwm: ['fillany', 'fillany', 'wm01', 'wm01', 'clipflip', 'vp', 'fshape', 'fshape', 'fshape', 'fshape', 'line', 'thickpat', 'colour', 'read'],
  strokevj: ['usr10', 'usr10', 'vtext', 'vtext', 'vtext', 'outtext', 'just', 'vp', 'clipflip', 'linerel', 'moverel', 'colour', 'state'],
  arcaspect: ['aspect10', 'aspect10', 'curve10', 'curve10', 'curve10', 'curve10', 'thickpat', 'wm01', 'line', 'fillany', 'vp', 'clipflip', 'lineto', 'colour'],
  imgwm: ['image10', 'image10', 'image10', 'wm01', 'vp', 'vp', 'clipflip', 'fshape', 'curve10', 'fillany', 'colour', 'read', 'clearvp'],
  thickpoly: ['thickpat', 'thickpat', 'drawpoly10', 'drawpoly10', 'drawpoly10', 'rect10', 'rect10', 'wm01', 'colour', 'vp', 'clipflip', 'linerel', 'lineto'],
  floodpat: ['border', 'border', 'border', 'flood', 'thickpat', 'fillany', 'colour', 'vp', 'read', 'rect10', 'drawpoly10'],
  palread: ['pal10', 'pal10', 'pal10', 'bkread', 'read', 'read', 'pixel', 'fshape', 'colour', 'bk', 'cleardev', 'defaults'],
  errkind: ['err', 'err', 'err', 'err', 'state', 'segment', 'fshape', 'vtext', 'colour', 'defaults'],
  modecycle: ['cycle', 'cycle', 'cycle', 'colour', 'fillany', 'thickpat', 'aspect10', 'usr10', 'vtext', 'pal10', 'vp', 'fshape', 'curve10', 'moveto', 'linerel', 'wm01', 'bkread'],
  bigpen: ['bigmove', 'bigmove', 'bigline', 'bigline', 'bigline', 'bigtext', 'linerel', 'lineto', 'wm01', 'thickpat', 'vp', 'clipflip', 'curve10'],
  mix10: [
    'fillany', 'wm01', 'clipflip', 'fshape', 'usr10', 'vtext', 'curve10', 'aspect10', 'image10', 'thickpat', 'drawpoly10', 'rect10', 'border', 'bkread', 'pal10',
    'err', 'cycle', 'bigmove', 'bigline', 'bigtext', 'vp', 'colour', 'read', 'outtext', 'linerel', 'lineto', 'flood', 'defaults',
  ],
};

/** Version 11: DEFAULT_FONT's direction bytes the driver refuses, and the edges of its own. */
const DIR11 = [-1, -1, -1, 2, 3, 4, 127, 128, 129, 200, 254, 255, 255, 256, 257, -2, -128, -256] as const;

/**
 * Version 11: whether the program being generated sets DEFAULT_FONT in the directions of DIR11. Such
 * a program draws no stroked font: one after such a direction measures garbage, and programs that
 * mixed them hung in DOSBox (version 10; the first 85 of version 11: 7 hung). The others keep to
 * directions 0 and 1. Set by generate for each program.
 */
let oddDirections = false;

/**
 * Version 12: floodfills solid four times in five (a patterned fill over a patterned backdrop or
 * outline may never return in DOSBox: version 10's floodpat; R00004's first draft hung so). Set
 * by generate for each program.
 */
let solidFloods = false;
/** Version 14: shape13 leaves out bar3d in a viewport a pixel wide or tall too (versions 13 and before: only a pixel square). */
let version14 = false;

/** Version 11: a comb, a spiral, nested rectangles or a crossing polygon in the chain's colour about a point, then a floodfill from near it. */
function complexBorder(c: Chain9): void {
  const { r, w } = c;
  const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), rr = r.int(3, Math.max(3, Math.min(c.vw, c.vh) >> 1));
  const q = r.int(0, 4);
  c.tags.push(`cx${q}`);
  w.call('setcolor', c.colour);
  if (q === 0) {
    // a comb of teeth 1–3 apart hanging from a spine
    const gap = r.int(1, 3), n = Math.min(12, r.int(2, 2 * rr));
    w.call('line', cx - rr, cy - rr, cx + rr, cy - rr);
    for (let i = 0; i < n; i++) w.call('line', cx - rr + i * (gap + 1), cy - rr, cx - rr + i * (gap + 1), cy + r.int(0, rr));
  } else if (q === 1) {
    // a square spiral whose arms are 2–4 apart
    const gap = r.int(2, 4), pts: [number, number][] = [];
    let x = cx, y = cy, len = gap;
    for (let i = r.int(6, 30); i > 0; i--) {
      pts.push([x, y]);
      const dir = pts.length % 4;
      if (dir === 0) x += len; else if (dir === 1) y += len; else if (dir === 2) x -= len; else y -= len;
      if (dir % 2 === 1) len += gap;
    }
    const n = pts.length;
    points(w, n, () => pts.shift()!);
    w.call('drawpoly', n, 'poly');
  } else if (q === 2) {
    // nested rectangles 1–3 apart, a gap cut in some
    const gap = r.int(1, 3);
    for (let k = Math.min(rr, 24); k > 0; k -= gap + 1) {
      w.call('rectangle', cx - k, cy - k, cx + k, cy + k);
      if (r.chance(0.4)) w.call('putpixel', cx + r.int(-k, k), r.chance(0.5) ? cy - k : cy + k, 0);
    }
  } else if (q === 3) {
    const n = selfPolygon(r, w, hostile(c.vw, c.vh), c.tags);
    w.call('drawpoly', n, 'poly');
  } else {
    const n = manyPoints(r, w, hostile(c.vw, c.vh), c.tags);
    w.call(r.chance(0.5) ? 'drawpoly' : 'fillpoly', n, 'poly');
  }
  if (c.clip === 1 && c.page === 0) {
    // (clipping on and the seed inside: version 9's floodfills; solid mostly: a patterned fill over
    // a patterned backdrop may never return, version 10's floodpat)
    if (r.chance(0.8)) { const col = r.int(1, 15); w.call('setfillstyle', 1, col); c.tags.push('fs1'); }
    else floodFillState(r, w, c.tags);
    w.call('floodfill', Math.min(c.vw - 1, Math.max(0, cx + r.int(-3, 3))), Math.min(c.vh - 1, Math.max(0, cy + r.int(-3, 3))), r.chance(0.8) ? c.colour : r.int(1, 15));
  }
}

/** Version 11: 48–64 points (poly[] holds 64): stars of many turns, zigzags, random, repeated, collinear. */
function poly64(r: Rng, w: Writer, d: Domain, tags: string[]): number {
  const n = r.pick([48, 56, 62, 63, 64, r.int(40, 64)]);
  const k = r.int(0, 4);
  tags.push(`p64k${k}`, `n${n}`);
  const cx = d.x(r), cy = d.y(r), size = r.pick([1, 3, 20, 80, 200, Math.max(2, Math.min(d.w, d.h) >> 1), 1000]);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (k === 0) { const m = r.pick([3, 7, 13, 23]), a = (2 * Math.PI * ((i * m) % n)) / n; pts.push([cx + Math.round(size * Math.cos(a)), cy + Math.round(size * Math.sin(a))]); }
    else if (k === 1) pts.push([cx + ((i * 7) % size) - (size >> 1), cy + (i % 2 ? size : -size)]);
    else if (k === 2) pts.push([cx + r.int(-size, size), cy + r.int(-size, size)]);
    else if (k === 3) pts.push(i > 0 && r.chance(0.6) ? pts[i - 1]! : [cx + r.int(-size, size), cy + r.int(-2, 2)]);
    else { const t = r.int(-size, size); pts.push([cx + t, cy + r.pick([0, t, -t])]); }
  }
  if (r.chance(0.3)) pts[n - 1] = pts[0]!; // closed by hand
  points(w, n, () => pts.shift()!);
  return n;
}

/** One call of version 11's chains, of the kind `k`; the kinds of versions 9 and 10 as they draw them. */
function op11(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  switch (k) {
    case 'dirdef': {
      // DEFAULT_FONT in a direction byte the driver refuses (or its own), any size
      const dir = oddDirections && r.chance(0.85) ? r.pick(DIR11) : r.int(0, 1), size = r.pick([0, 1, 1, 2, 3, r.int(4, 10)]);
      tags.push(k, `dir${dir}`);
      w.call('settextstyle', 0, dir, size);
      c.font = 0;
      if (r.chance(0.5)) printTs(w);
      return;
    }
    case 'dirtext': {
      tags.push(k);
      strcpy(w, fontText(r, c.font));
      if (r.chance(0.6)) printTw(w);
      if (r.chance(0.6)) w.call('outtextxy', r.chance(0.5) ? edge10(r, c.vw, 8) : d.x(r), r.chance(0.5) ? edge10(r, c.vh, 8) : d.y(r), 'str');
      else w.call('outtext', 'str');
      return;
    }
    case 'dirstroke': {
      // a stroked font after DEFAULT_FONT's odd direction: its size, user ratio and extent
      tags.push(k);
      c.font = oddDirections ? 0 : r.int(11, 13);
      if (r.chance(0.5)) w.call('setusercharsize', r.int(1, 12), r.int(1, 8), r.int(1, 12), r.int(1, 8));
      w.call('settextstyle', c.font, r.int(0, 1), r.pick([0, 0, 1, 2, 4]));
      tags.push(`font${c.font}`);
      strcpy(w, fontText(r, c.font));
      printTw(w);
      if (r.chance(0.5)) printTs(w);
      if (r.chance(0.7)) w.call('outtextxy', d.x(r), d.y(r), 'str');
      return;
    }
    case 'vptiny': {
      // a viewport one pixel wide or tall (not both: a pixel square's bar3d never returned, version 9), or refused as empty
      tags.push(k);
      const q = r.int(0, 3);
      const vw = q === 0 ? 1 : q === 1 ? r.pick([2, 3, 5, r.int(2, 60)]) : r.pick([1, 2]);
      const vh = q === 0 ? r.pick([2, 3, 7, r.int(2, 60)]) : q === 1 ? 1 : 2;
      const x0 = r.chance(0.4) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw), y0 = r.chance(0.4) ? r.pick([0, m.H - vh]) : r.int(0, m.H - vh);
      if (q === 3 && r.chance(0.5)) {
        // empty: right left of left or bottom above top (refused)
        w.call('setviewport', x0, y0, r.chance(0.5) ? x0 - 1 : x0, r.chance(0.5) ? y0 - 1 : y0 + 1, r.int(0, 1));
        if (r.chance(0.5)) return;
      }
      const clip = c.page !== 0 || r.chance(0.6) ? 1 : 0;
      w.call('setviewport', x0, y0, x0 + vw - 1, y0 + vh - 1, clip);
      Object.assign(c, { left: x0, top: y0, vw, vh, clip, d: hostile(vw, vh) });
      tags.push(`vt${vw}x${vh}`, clip ? 'v-on' : 'v-off');
      return;
    }
    case 'bar3d11': {
      tags.push(k);
      if (c.vw === 1 && c.vh === 1) return;
      const X = (): number => r.pick([0, 0, -1, 1, c.vw - 1, c.vw, r.int(-3, c.vw + 3), d.x(r)]);
      const Y = (): number => r.pick([0, 0, -1, 1, c.vh - 1, c.vh, r.int(-3, c.vh + 3), d.y(r)]);
      w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, 0, 1, 2, 3, 5, 15, r.int(0, 60)]), r.int(0, 1));
      return;
    }
    case 'page11': tags.push(k); pageCall(c, 0.7); return;
    case 'img11': {
      // taken from the viewport's corner on within the page's rows, put at every edge in every operation
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      const [x0, y0, x1, y1] = imageBox10(r, c);
      getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
        r.pick([-c.left - r.int(0, w0 + 1), 639 - c.left - r.int(0, w0), c.vw - 1 - r.int(0, w0), -r.int(0, w0 + 1), r.int(-w0 - 10, c.vw + 10), 0, c.vw - 1]),
        r.pick([-c.top - r.int(0, h0 + 1), m.H - 1 - c.top - r.int(0, h0), c.vh - 1 - r.int(0, h0), -r.int(0, h0 + 1), r.int(-h0 - 10, c.vh + 10), 0, c.vh - 1]),
      ]);
      return;
    }
    case 'userpat': {
      tags.push(k);
      userPattern(r, w, tags);
      if (r.chance(0.25)) printState(w);
      return;
    }
    case 'usrjust': {
      // odd user ratios, then text horizontal mostly in every justification at the viewport's edges and middle
      tags.push(k);
      const f = (): number => r.pick([1, 2, 3, 5, 7, 9, 11, 13, 17, r.int(1, 30)]);
      w.call('setusercharsize', f(), f(), f(), f());
      c.font = oddDirections || r.chance(0.5) ? 0 : r.int(11, 13);
      const dir = r.chance(0.8) ? 0 : 1;
      w.call('settextstyle', c.font, dir, 0);
      const h = r.int(0, 2), v = r.int(0, 2);
      w.call('settextjustify', h, v);
      tags.push(`font${c.font}`, `dir${dir}`, `j${h}${v}`);
      strcpy(w, fontText(r, c.font));
      printTw(w);
      const at = (n: number): number => r.pick([0, n >> 1, n - 1, edge10(r, n, 10), r.int(0, n - 1)]);
      if (r.chance(0.7)) w.call('outtextxy', at(c.vw), at(c.vh), 'str');
      else { w.call('moveto', at(c.vw), at(c.vh)); w.call('outtext', 'str'); }
      return;
    }
    case 'poly64': {
      tags.push(k);
      const n = poly64(r, w, d, tags);
      w.call(r.chance(0.5) ? 'fillpoly' : 'drawpoly', n, 'poly');
      return;
    }
    case 'complex': tags.push(k); complexBorder(c); return;
    case 'fail': {
      // a failure of one kind, then graphresult and grapherrormsg of it, graphresult again
      const q = r.int(0, 9);
      tags.push(`fail${q}`);
      if (q <= 2) {
        // installuserdriver: a name again, in another case, a new one, an empty one
        const name = r.pick(['EGAVGA', 'egavga', 'EGAVGA.BGI', 'CGA', 'IBM8514', 'VESA', 'SVGA256', `D${r.int(0, 9)}`, `D${r.int(0, 9)}`, '']);
        w.raw(`xa = installuserdriver("${name}", NULL);`, (x) => void (x.xa.value = G.installuserdriver(name, null)));
        w.print('iu %d', e('xa', (x) => x.xa.value));
      } else if (q === 3) {
        w.raw('xa = registerbgidriver((void (*)(void))img);', (x) => void (x.xa.value = G.registerbgidriver(x.img)));
        w.print('rd %d', e('xa', (x) => x.xa.value));
      } else if (q === 4) {
        w.raw('xa = registerbgifont((void (*)(void))img);', (x) => void (x.xa.value = G.registerbgifont(x.img)));
        w.print('rf %d', e('xa', (x) => x.xa.value));
      } else if (q === 5) {
        const name = r.pick(['OWNA.CHR', 'OWNC.CHR', 'NOFILE.CHR', `X${r.int(0, 99)}.CHR`, 'OWNB']);
        w.raw(`xa = installuserfont("${name}");`, (x) => void (x.xa.value = G.installuserfont(name)));
        w.print('iu %d', e('xa', (x) => x.xa.value));
      } else if (q === 6) {
        if (m.init > m.maxMode) return;
        w.bare('setgraphmode', r.pick([m.maxMode + 1, 3, 100, 32767]));
      } else if (q === 7) w.bare('settextstyle', r.pick([11 + r.int(3, 9), -1, 100]), r.int(0, 1), r.int(1, 4));
      else if (q === 8) {
        if (r.chance(0.5)) w.bare('setlinestyle', r.pick([5, -1, 100]), r.int(0, 0xffff), r.pick([1, 3]));
        else w.bare('setfillstyle', r.pick([13, -1, 100]), r.int(0, 15));
      }
      else w.bare('setgraphbufsize', r.pick([0, 1, 100, 4096, 65535]));
      error10(w);
      if (r.chance(0.3)) w.print('ge %d %d', e('graphresult()', () => G.graphresult()), e('graphresult()', () => G.graphresult()));
      return;
    }
    case 'tables': {
      tags.push(k);
      const q = r.int(0, 3);
      if (q === 0) {
        const drv = r.pick([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20, -2, -100]);
        w.raw(`getmoderange(${drv}, &xa, &ya);`, (x) => G.getmoderange(drv, x.xa, x.ya));
        w.print('mr %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
      } else if (q === 1) {
        w.raw('detectgraph(&xa, &ya);', (x) => G.detectgraph(x.xa, x.ya));
        w.print('dg %d %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value), e('graphresult()', () => G.graphresult()));
      } else if (q === 2) {
        w.printText('dn %s', 'getdrivername()', () => G.getdrivername());
        w.print('mx %d %d', e('getmaxmode()', () => G.getmaxmode()), e('getgraphmode()', () => G.getgraphmode()));
      } else {
        const mode = r.pick([0, 1, 2, 3, 4, m.cur]);
        w.printText(`mn${mode} %s`, `getmodename(${mode})`, () => G.getmodename(mode));
      }
      return;
    }
    case 'arcneg': {
      // a curve at a negative or huge radius under the aspect ratio in force, getarccoords after
      tags.push(k);
      const rad = (): number => r.pick([-1, -2, -5, -50, -300, -16384, -32768, 0, 1, r.int(500, 5000), 16383, 16384, 32767, d.radius(r)]);
      const q = r.int(0, 5), x = d.x(r), y = d.y(r);
      drawCurve(w, tags, q, x, y, angle10(r), angle10(r), rad);
      printArc(w);
      return;
    }
    case 'aspect11': {
      tags.push(k);
      const v = (): number => r.pick([1, 3, 7, 4500, 7750, 10000, 10000, 13333, 20000, 32767, r.int(1, 32767)]);
      w.call('setaspectratio', v(), v());
      if (r.chance(0.4)) printAspect(w);
      return;
    }
    default:
      op10(c, k);
  }
}

/** Each version 11 subject's calls (a kind listed twice weighs double). */
const OPS11: Readonly<Record<string, readonly string[]>> = {
  dirbyte: ['dirdef', 'dirdef', 'dirdef', 'dirtext', 'dirtext', 'dirtext', 'dirstroke', 'just', 'usersize', 'linerel', 'moveto', 'vp', 'colour', 'state'],
  bar3dvp: ['vptiny', 'vptiny', 'bar3d11', 'bar3d11', 'bar3d11', 'bar3d11', 'thickpat', 'wm01', 'fillany', 'clipflip', 'colour', 'read', 'linerel'],
  imgpage: ['page11', 'page11', 'img11', 'img11', 'img11', 'fshape', 'segment', 'vp', 'wm01', 'colour', 'read', 'clearvp', 'outtextxy'],
  userpatwm: ['userpat', 'userpat', 'wm01', 'wm01', 'clipflip', 'vp', 'fshape', 'fshape', 'fshape', 'fshape', 'flood', 'bk', 'colour', 'read'],
  usrjust: ['usrjust', 'usrjust', 'usrjust', 'usrjust', 'vp', 'clipflip', 'linerel', 'colour', 'state'],
  poly64: ['poly64', 'poly64', 'poly64', 'thickpat', 'wm01', 'fillany', 'vp', 'clipflip', 'colour', 'read'],
  floodcx: ['complex', 'complex', 'complex', 'vp', 'fillany', 'colour', 'read', 'thickpat'],
  errseq: ['fail', 'fail', 'fail', 'fail', 'fail', 'state', 'segment', 'fshape', 'colour', 'defaults', 'tables'],
  tables: ['tables', 'tables', 'tables', 'tables', 'cycle', 'fail', 'state', 'bkread', 'segment'],
  arcneg: ['arcneg', 'arcneg', 'arcneg', 'arcneg', 'aspect11', 'aspect11', 'thickpat', 'wm01', 'vp', 'clipflip', 'lineto', 'colour', 'fillany'],
  mix11: [
    'dirdef', 'dirtext', 'dirstroke', 'vptiny', 'bar3d11', 'page11', 'img11', 'userpat', 'usrjust', 'poly64', 'complex', 'fail', 'tables', 'arcneg', 'aspect11',
    'wm01', 'clipflip', 'fshape', 'vp', 'colour', 'read', 'linerel', 'outtext', 'defaults', 'cycle',
  ],
};

/** Version 12: whether a floodfill may be asked here: clipping on, on page 0 or a page whole in the planes' 64K (version 9's limits). */
const canFlood = (c: Chain9): boolean => c.clip === 1 && (c.page === 0 || pageRows(c.m, c.page) >= c.m.H);

/** Version 12: a coordinate at the viewport's edge (straddling it by up to `k`) half the time, else anywhere version 9's domain puts it. */
const at12 = (c: Chain9, n: number, k: number, any: () => number): number => (c.r.chance(0.5) ? edge10(c.r, n, k) : any());

/** Version 12: an outline of any kind in the line style and write mode in force, at the viewport's edges or inside it. */
function outline12(c: Chain9): void {
  const { r, w, d, tags } = c;
  const X = (): number => at12(c, c.vw, 15, () => d.x(r)), Y = (): number => at12(c, c.vh, 15, () => d.y(r));
  const rad = (): number => (r.chance(0.85) ? r.pick([0, 1, 2, 3, 7, d.radius(r), d.radius(r)]) : r.int(100, 700));
  const q = r.int(0, 10);
  tags.push(['line', 'rectangle', 'drawpoly', 'circle', 'arc', 'ellipse', 'pieslice', 'sector', 'bar3d', 'lineto', 'linerel'][q]!);
  if (q === 0) w.call('line', X(), Y(), X(), Y());
  else if (q === 1) { const x = X(), y = Y(); w.call('rectangle', x, y, r.chance(0.15) ? x : X(), r.chance(0.15) ? y : Y()); }
  else if (q === 2) { const n = r.chance(0.5) ? selfPolygon(r, w, d, tags) : manyPoints(r, w, d, tags); w.call('drawpoly', n, 'poly'); }
  else if (q === 3) w.call('circle', X(), Y(), rad());
  else if (q === 4) { w.call('arc', X(), Y(), angle10(r), angle10(r), rad()); printArc(w); }
  else if (q === 5) { w.call('ellipse', X(), Y(), angle10(r), angle10(r), rad(), rad()); printArc(w); }
  else if (q === 6) { w.call('pieslice', X(), Y(), angle10(r), angle10(r), rad()); printArc(w); }
  else if (q === 7) { w.call('sector', X(), Y(), angle10(r), angle10(r), rad(), rad()); printArc(w); }
  else if (q === 8) { if (c.vw > 1 && c.vh > 1) w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, 1, 4, 15, r.int(0, 60)]), r.int(0, 1)); }
  else if (q === 9) w.call('lineto', X(), Y());
  else w.call('linerel', r.int(-c.vw, c.vw), r.int(-c.vh, c.vh));
}

/** Version 12: DEFAULT_FONT at sizes 1–6 (or a stroked font, directions 0 and 1) at a point of the viewport, in the chain's colour. */
function text12(c: Chain9, x: number, y: number, just: boolean): { size: number; len: number } {
  const { r, w, tags } = c;
  const stroked = r.chance(0.25);
  c.font = stroked ? r.int(11, 13) : 0;
  const size = stroked ? r.pick([1, 2, 4]) : r.pick([1, 1, 2, 2, 3, 4, 6]), dir = r.chance(0.8) ? 0 : 1;
  w.call('settextstyle', c.font, dir, size);
  if (just) w.call('settextjustify', r.chance(0.7) ? 0 : r.int(1, 2), r.chance(0.7) ? 2 : r.int(0, 1));
  else w.call('settextjustify', 0, 2);
  tags.push(`font${c.font}`, `dir${dir}`, `size${size}`);
  const t = fontText(r, c.font);
  strcpy(w, t);
  w.call('outtextxy', x, y, 'str');
  return { size, len: t.v.length };
}

/** Version 12: the viewport made small (4–80 pixels each way) with clipping on, anywhere on the screen or at its edges. */
function vpclip12(c: Chain9): void {
  const { r, w, m, tags } = c;
  const vw = r.pick([4, 8, 13, r.int(4, 80), r.int(20, 200)]), vh = r.pick([4, 8, 11, r.int(4, 60), r.int(20, 150)]);
  const x0 = r.chance(0.3) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw), y0 = r.chance(0.3) ? r.pick([0, m.H - vh]) : r.int(0, m.H - vh);
  w.call('setviewport', x0, y0, x0 + vw - 1, y0 + vh - 1, 1);
  Object.assign(c, { left: x0, top: y0, vw, vh, clip: 1, d: hostile(vw, vh) });
  tags.push('vpclip');
}

/** Version 12: an image of a box at the viewport's point (x, y) — its corner on the screen, right of and below the viewport's corner — put back in every operation near where it was and at the edges. */
function imageAt12(c: Chain9, x: number, y: number, wd: number, ht: number): void {
  const { r, w, m, tags } = c;
  if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
  const ax = Math.min(639, Math.max(c.left, c.left + x)), ay = Math.min(m.H - 1, Math.max(c.top, c.top + y));
  const wd1 = Math.max(1, Math.min(640 - ax, wd)), ht1 = Math.max(1, Math.min(m.H - ay, ht, Math.floor((15000 - 6) / (4 * Math.ceil(wd1 / 8)))));
  const x0 = ax - c.left, y0 = ay - c.top;
  getAndPut(r, w, tags, x0, y0, x0 + wd1 - 1, y0 + ht1 - 1, (w0, h0) => [
    r.pick([x0 + r.int(-8, 8), x0 + w0 + 1, c.vw - 1 - r.int(0, w0), -r.int(0, w0 + 1), 639 - c.left - r.int(0, w0), 0]),
    r.pick([y0 + r.int(-8, 8), y0 + h0 + 1, c.vh - 1 - r.int(0, h0), -r.int(0, h0 + 1), m.H - 1 - c.top - r.int(0, h0), 0]),
  ]);
}

/** One call of version 12's chains, of the kind `k`; the kinds of versions 9–11 as they draw them. */
function op12(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  switch (k) {
    case 'outline': tags.push(k); outline12(c); return;
    case 'xor1': { tags.push(k); w.call('setwritemode', r.chance(0.85) ? 1 : 0); return; }
    case 'clipoff': {
      // the viewport kept, clipping turned off (on a page other than 0 it stays on: version 9's pages)
      tags.push(k);
      const clip = c.page !== 0 ? 1 : r.chance(0.8) ? 0 : 1;
      w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, clip);
      c.clip = clip;
      tags.push(clip ? 'v-on' : 'v-off');
      return;
    }
    case 'anyline': {
      // any style, USERBIT_LINE pattern and thickness 1 or 3, thick mostly
      tags.push(k);
      const style = r.int(0, 4), pattern = r.pick([0xaaaa, 0x5555, 0x8001, 0x00ff, 0xf0f0, 0xfffe, r.int(0, 0xffff)]);
      w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, r.chance(0.7) ? 3 : 1);
      tags.push(`ls${style}`);
      return;
    }
    case 'fpie': {
      // a fill style or user pattern, then a pie, sector or filled ellipse centred at the viewport's edges
      tags.push(k);
      if (r.chance(0.6)) fillStyle7(r, w, tags, r.int(0, 12));
      const q = r.int(0, 2), x = at12(c, c.vw, 20, () => d.x(r)), y = at12(c, c.vh, 20, () => d.y(r));
      const rad = (): number => r.pick([1, 2, 5, 12, 30, d.radius(r), r.int(40, 300)]);
      if (q === 0) { w.call('pieslice', x, y, angle10(r), angle10(r), rad()); tags.push('pieslice'); printArc(w); }
      else if (q === 1) { w.call('sector', x, y, angle10(r), angle10(r), rad(), rad()); tags.push('sector'); printArc(w); }
      else { w.call('fillellipse', x, y, rad(), rad()); tags.push('fillellipse'); }
      return;
    }
    case 'xorflood': {
      // an outline in the chain's colour drawn with XOR_PUT (once or twice), then a floodfill from inside it
      tags.push(k);
      w.call('setwritemode', 1);
      w.call('setcolor', c.colour);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), rr = r.int(2, Math.max(2, Math.min(40, Math.min(c.vw, c.vh) >> 1)));
      const q = r.int(0, 2);
      const draw = (): void => {
        if (q === 0) w.call('rectangle', cx - rr, cy - rr, cx + rr, cy + rr);
        else if (q === 1) w.call('circle', cx, cy, rr);
        else {
          points(w, 4, (() => { let i = 0; const pts: [number, number][] = [[cx - rr, cy + rr], [cx, cy - rr], [cx + rr, cy + rr], [cx - rr, cy + rr]]; return () => pts[i++]!; })());
          w.call('drawpoly', 4, 'poly');
        }
      };
      draw();
      if (r.chance(0.2)) draw();
      w.call('setwritemode', 0);
      if (canFlood(c)) {
        if (r.chance(0.8)) { w.call('setfillstyle', 1, r.int(1, 15)); tags.push('fs1'); } else floodFillState(r, w, tags);
        w.call('floodfill', cx, cy, r.chance(0.8) ? c.colour : r.int(1, 15));
      }
      return;
    }
    case 'textflood': {
      // text in the chain's colour, then a floodfill seeded in its box (on a stroke, in a counter or beside it)
      tags.push(k);
      w.call('setcolor', c.colour);
      const x = r.int(0, Math.max(0, c.vw - 8)), y = r.int(0, Math.max(0, c.vh - 8));
      const { size, len } = text12(c, x, y, true);
      if (canFlood(c)) {
        if (r.chance(0.8)) { w.call('setfillstyle', 1, r.int(1, 15)); tags.push('fs1'); } else floodFillState(r, w, tags);
        const sx = Math.min(c.vw - 1, x + r.int(0, 8 * size * len)), sy = Math.min(c.vh - 1, y + r.int(-8 * size, 8 * size));
        w.call('floodfill', sx, Math.max(0, sy), r.chance(0.85) ? c.colour : r.int(1, 15));
      }
      return;
    }
    case 'imgtext': {
      // text, then an image of its box (and a little more) put back in every operation
      tags.push(k);
      const x = r.int(0, Math.max(0, c.vw - 8)), y = r.int(0, Math.max(0, c.vh - 8));
      const { size, len } = text12(c, x, y, false);
      imageAt12(c, x + r.int(-2, 0), y + r.int(-2, 0), 8 * size * len + r.int(0, 9), 8 * size + r.int(0, 5));
      return;
    }
    case 'imgthick': {
      // a thick shape, then an image of the box about it put back in every operation
      tags.push(k);
      w.call('setlinestyle', r.int(0, 4), { c: hex16(0xf0f0), v: 0xf0f0 }, 3);
      const x = r.int(0, Math.max(0, c.vw - 4)), y = r.int(0, Math.max(0, c.vh - 4)), s = r.int(2, 40);
      const q = r.int(0, 3);
      if (q === 0) w.call('rectangle', x, y, x + s, y + r.int(0, s));
      else if (q === 1) w.call('line', x, y, x + s, y + r.int(-s, s));
      else if (q === 2) w.call('circle', x + s, y + s, s);
      else { w.call('arc', x + s, y + s, angle10(r), angle10(r), s); printArc(w); }
      imageAt12(c, x - r.int(0, 3), y - r.int(0, 3), 2 * s + r.int(2, 8), 2 * s + r.int(2, 8));
      return;
    }
    case 'reinit': {
      // closegraph, then initgraph again in the program's mode: the state it starts from, the fonts installed before
      tags.push(k);
      w.call('closegraph');
      w.raw(`xa = ${m.driver}; ya = ${m.mode}; initgraph(&xa, &ya, "");`, (x) => {
        x.xa.value = m.initgraph[0]; x.ya.value = m.initgraph[1];
        G.initgraph(x.xa, x.ya, '');
      });
      w.print('ig %d %d %d', e('graphresult()', () => G.graphresult()), e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
      Object.assign(c, { left: 0, top: 0, vw: 640, vh: m.H, clip: 1, d: hostile(640, m.H), font: 0, page: 0 });
      if (r.chance(0.5)) printState(w);
      if (r.chance(0.3)) printPal(w);
      if (r.chance(0.3)) printTs(w);
      return;
    }
    case 'crt': {
      // restorecrtmode, the kernel's getters and setaspectratio while in text mode, then
      // setgraphmode: what survives it (the driver's calls, setviewport, setpalette, setallpalette,
      // setusercharsize and putimage end the program there: probe NG1)
      tags.push(k);
      if (m.init > m.maxMode) return;
      w.call('restorecrtmode');
      if (r.chance(0.5)) w.call('setaspectratio', r.int(1, 20000), r.int(1, 20000));
      if (r.chance(0.6)) {
        w.raw('getviewsettings(&vp); getaspectratio(&xa, &ya);', (x) => { G.getviewsettings(x.vp); G.getaspectratio(x.xa, x.ya); });
        w.print('cs %d %d %d %d %d %d %d %d %d %d', e('getx()', () => G.getx()), e('gety()', () => G.gety()), e('getcolor()', () => G.getcolor()), e('getbkcolor()', () => G.getbkcolor()),
          e('getgraphmode()', () => G.getgraphmode()), e('getmaxx()', () => G.getmaxx()), e('getmaxy()', () => G.getmaxy()), field('vp', 'right'), e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value));
      }
      const mode = r.chance(0.7) ? m.init : r.int(0, m.maxMode);
      w.call('setgraphmode', mode);
      if (mode !== m.init) { w.print('md %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxy()', () => G.getmaxy())); w.call('setgraphmode', m.init); }
      Object.assign(c, { left: 0, top: 0, vw: 640, vh: m.H, clip: 1, d: hostile(640, m.H), font: 0, page: 0 });
      if (r.chance(0.6)) printState(w);
      if (r.chance(0.3)) printTs(w);
      return;
    }
    case 'page1': {
      // the active page set to another page whole in the 64K (VGALO's 1–3, VGAMED's 1), clipping on there
      tags.push(k);
      pageCall(c, 0.85);
      if (r.chance(0.4)) w.call('setvisualpage', r.int(0, PAGES[m.cur]! - 1));
      return;
    }
    case 'fail12': {
      // a failure of a kind (not installuserdriver's names: version 11's lookup not derived), then graphresult
      const q = r.int(0, 3);
      if (q === 0) { op11(c, 'fail'); return; }
      op10(c, 'err');
      return;
    }
    case 'vpclip': vpclip12(c); return;
    case 'cptext': {
      // outtext at the CP in DEFAULT_FONT or a stroked font, justification changed now and then
      tags.push(k);
      if (r.chance(0.3)) text9(c);
      else if (r.chance(0.3)) w.call('settextjustify', r.int(0, 2), r.int(0, 2));
      strcpy(w, fontText(r, c.font));
      w.call('outtext', 'str');
      return;
    }
    case 'read12': {
      // getpixel at the CP, the viewport's corners and edges
      tags.push(k);
      const at = (): Expr => getpixelAt(r.pick([0, c.vw - 1, c.vw, -1, r.int(0, c.vw - 1)]), r.pick([0, c.vh - 1, c.vh, -1, r.int(0, c.vh - 1)]));
      w.print('gp %u %u %u %u', e('getpixel(getx(), gety())', () => G.getpixel(G.getx(), G.gety())), at(), at(), at());
      return;
    }
    default:
      if (k === 'fail' || k === 'vptiny' || k === 'bar3d11') throw new Error(`generate: ${k} is not a version 12 call`);
      op11(c, k);
  }
}

/** Each version 12 subject's calls (a kind listed twice weighs double). */
const OPS12: Readonly<Record<string, readonly string[]>> = {
  lopage: ['page1', 'page1', 'outline', 'outline', 'fpie', 'fshape', 'textflood', 'xorflood', 'bar', 'pixel', 'outtextxy', 'clearvp', 'anyline', 'xor1', 'colour', 'read12', 'read12', 'img11', 'vp'],
  crtround: ['crt', 'crt', 'crt', 'outline', 'fshape', 'anyline', 'fillany', 'colour', 'text', 'outtext', 'aspect11', 'pal10', 'bkread', 'read12', 'linerel', 'xor1'],
  reinit: ['reinit', 'reinit', 'outline', 'fshape', 'anyline', 'fillany', 'colour', 'text', 'outtext', 'pal10', 'bkread', 'read12', 'aspect11', 'vp', 'linerel', 'xor1', 'state'],
  xorclip: ['xor1', 'xor1', 'anyline', 'anyline', 'clipoff', 'clipoff', 'outline', 'outline', 'outline', 'outline', 'vp', 'colour', 'read12', 'fshape'],
  fillpie: ['fpie', 'fpie', 'fpie', 'fpie', 'fillany', 'userpat', 'vp', 'vpclip', 'clipflip', 'anyline', 'wm01', 'colour', 'aspect11', 'read12'],
  floodxor: ['xorflood', 'xorflood', 'xorflood', 'textflood', 'textflood', 'anyline', 'vp', 'colour', 'fillany', 'read12', 'outline'],
  imgtext: ['imgtext', 'imgtext', 'imgtext', 'imgthick', 'imgthick', 'vp', 'wm01', 'colour', 'fillany', 'read12', 'bk'],
  errchain: ['fail12', 'fail12', 'fail12', 'outline', 'fshape', 'text', 'outtext', 'colour', 'vp', 'state', 'anyline', 'fillany', 'read12'],
  cpclip: ['vpclip', 'vpclip', 'moverel', 'moverel', 'linerel', 'linerel', 'linerel', 'lineto', 'moveto', 'cptext', 'cptext', 'cptext', 'clearvp', 'anyline', 'xor1', 'read12'],
  longmix: [
    'outline', 'outline', 'xor1', 'clipoff', 'anyline', 'fpie', 'xorflood', 'textflood', 'imgtext', 'imgthick', 'reinit', 'crt', 'page1', 'fail12', 'vpclip', 'cptext', 'read12',
    'fillany', 'wm01', 'clipflip', 'fshape', 'usr10', 'vtext', 'curve10', 'aspect10', 'image10', 'thickpat', 'drawpoly10', 'rect10', 'border', 'bkread', 'pal10',
    'cycle', 'bigmove', 'vp', 'colour', 'read', 'outtext', 'linerel', 'lineto', 'moverel', 'flood', 'defaults', 'userpat', 'usrjust', 'poly64', 'complex', 'tables', 'arcneg', 'aspect11',
    'text', 'just', 'bk', 'pal', 'clearvp', 'cleardev', 'pixel', 'bar', 'bar3d', 'poly', 'curve', 'segment', 'rect', 'imagesize', 'state', 'names',
  ],
};

/**
 * Version 13: a coordinate over the whole int: in the viewport a third of the time, at its edges,
 * at the int's ends and the driver's doubling points (±16384, ±32767, −32768), or anywhere.
 */
function int13(r: Rng, n: number): number {
  const k = r.next();
  if (k < 0.35) return r.int(0, n - 1);
  if (k < 0.55) return edge10(r, n, 3);
  if (k < 0.8) return wrap16(r.pick([-32768, -32767, -32766, -32000, -16385, -16384, -16383, -8192, -1000, -641, 1000, 8191, 16383, 16384, 16385, 32000, 32765, 32766, 32767]) + r.pick([0, 0, 0, r.int(-5, 5)]));
  return r.int(-32768, 32767);
}
/** Version 13: a sum wrapped to the int it is in C, so the C text and the direct run agree (version 7's pastInt writes literals past the int). */
const wrap16 = (n: number): number => (n << 16) >> 16;
/** Version 13: a radius of the whole int, the small ones and the int's ends most. */
const radius13 = (r: Rng, d: Domain): number =>
  r.pick([0, 0, 1, 1, 2, 3, d.radius(r), d.radius(r), -1, -2, -100, -32768, -32767, 16383, 16384, 32766, 32767, r.int(-32768, 32767), r.int(300, 3000)]);
/** Version 13: an angle of the whole int: the axes and a turn either side, equal pairs come from the caller. */
const angle13 = (r: Rng): number =>
  r.pick([0, 0, 90, 180, 270, 360, 360, 361, -1, -360, -361, 720, 1, 359, 45, r.int(0, 360), r.int(0, 360), r.int(-720, 720), -32768, 32767, 32766, -32767, r.int(-32768, 32767)]);
/** Version 13: a pair of angles, equal, reversed, a turn apart or any. */
function angles13(r: Rng): [number, number] {
  const a = angle13(r), k = r.next();
  if (k < 0.2) return [a, a];
  if (k < 0.35) return [a, wrap16(a + r.pick([360, -360, 720, 1, -1]))];
  if (k < 0.5) { const b = angle13(r); return a > b ? [a, b] : [b, a]; }
  return [a, angle13(r)];
}

/** Version 13: 0–5 points, repeated, collinear, crossing or at the int's ends, into poly[]: its count. */
function fewPoints(r: Rng, w: Writer, c: Chain9): number {
  const n = r.pick([0, 1, 2, 2, 3, 3, 4, 5]);
  const q = r.int(0, 3);
  c.tags.push(`fp${q}`, `n${n}`);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (q === 0) pts.push(i > 0 && r.chance(0.6) ? pts[i - 1]! : [c.d.x(c.r), c.d.y(c.r)]);
    else if (q === 1) { const t = r.int(-50, 50); pts.push([10 + t, 10 + r.pick([0, t, -t, 2 * t])]); }
    else if (q === 2) pts.push([int13(r, c.vw), int13(r, c.vh)]);
    else pts.push([c.d.x(c.r), c.d.y(c.r)]);
  }
  if (n > 2 && r.chance(0.3)) pts[n - 1] = pts[0]!;
  points(w, n, () => pts.shift()!);
  return n;
}

/** Version 13: a shape of every kind, its arguments from `X`, `Y`, `R` and angles13. */
function shape13(c: Chain9, X: () => number, Y: () => number, R: () => number): void {
  const { r, w, tags } = c;
  const q = r.int(0, 15);
  tags.push(['line', 'rectangle', 'drawpoly', 'circle', 'arc', 'ellipse', 'pieslice', 'sector', 'fillellipse', 'bar', 'bar3d', 'fillpoly', 'putpixel', 'lineto', 'linerel', 'moveto'][q]!);
  const [a, b] = angles13(r);
  if (q === 0) w.call('line', X(), Y(), X(), Y());
  else if (q === 1) w.call('rectangle', X(), Y(), X(), Y());
  else if (q === 2) w.call('drawpoly', fewPoints(r, w, c), 'poly');
  else if (q === 3) w.call('circle', X(), Y(), R());
  else if (q === 4) { w.call('arc', X(), Y(), a, b, R()); printArc(w); }
  else if (q === 5) { w.call('ellipse', X(), Y(), a, b, R(), r.chance(0.3) ? 0 : R()); printArc(w); }
  else if (q === 6) { w.call('pieslice', X(), Y(), a, b, R()); printArc(w); }
  else if (q === 7) { w.call('sector', X(), Y(), a, b, r.chance(0.2) ? 0 : R(), r.chance(0.2) ? 0 : R()); printArc(w); }
  else if (q === 8) w.call('fillellipse', X(), Y(), r.chance(0.2) ? 0 : R(), r.chance(0.2) ? 0 : R());
  else if (q === 9) w.call('bar', X(), Y(), X(), Y());
  else if (q === 10) {
    // (not in a viewport a pixel square: bar3d(0, 1, 0, 0, 229, 0) there never returned, version 9)
    // (version 14: nor in one a pixel wide or tall — A00005's bar3d(41, 1, 20, 1, −32768, 1) in a viewport 39×1 never returned, as version 11's did)
    if (version14 ? c.vw > 1 && c.vh > 1 : c.vw > 1 || c.vh > 1) w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, 0, 1, 2, 7, -1, -5, r.int(0, 100), R()]), r.pick([0, 1, 1, 2, -1]));
  } else if (q === 11) w.call('fillpoly', fewPoints(r, w, c), 'poly');
  else if (q === 12) w.call('putpixel', X(), Y(), r.pick([c.colour, 0, 15, 16, 255, -1]));
  else if (q === 13) w.call('lineto', X(), Y());
  else if (q === 14) w.call('linerel', X(), Y());
  else w.call('moveto', X(), Y());
}

/** Version 13: setlinestyle over its whole domain (every style, every pattern's extremes, thickness 1 and 3, now and then a bad one). */
function style13(c: Chain9): void {
  const { r, w, tags } = c;
  const style = r.chance(0.95) ? r.int(0, 4) : r.pick([5, -1]);
  const pattern = r.pick([0, 0xffff, 0x8000, 0x0001, 0xaaaa, 0x5555, 0x3333, 0xf00f, 0x0ff0, 0x7fff, 0xfffe, r.int(0, 0xffff)]);
  const thick = r.chance(0.92) ? r.pick([1, 3, 3]) : r.pick([0, 2, 4, -1, 5]);
  w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
  tags.push(`ls${style}`, `t${thick}`);
}

/** Version 13: setfillstyle over its whole domain, or a user pattern of the extremes (all 0, all 1, one bit). */
function fill13(c: Chain9): void {
  const { r, w, tags } = c;
  const k = r.next();
  if (k < 0.25) {
    const q = r.int(0, 3);
    const bytes = Array.from({ length: 8 }, (_, i) => (q === 0 ? 0 : q === 1 ? 0xff : q === 2 ? (i === 0 ? 0x80 : 0) : r.int(0, 255)));
    bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
    w.call('setfillpattern', 'pat', r.pick([r.int(0, 15), 0, 15, 16, -1]));
    tags.push(`fs12u${q}`);
  } else if (k < 0.93) {
    const style = r.int(0, 11);
    w.call('setfillstyle', style, r.pick([r.int(0, 15), r.int(0, 15), 0, 15]));
    tags.push(`fs${style}`);
  } else w.call('setfillstyle', r.pick([12, 13, -1, r.int(0, 11)]), r.pick([16, -1, 255, r.int(0, 15)]));
}

/** Version 13: the text state over its whole domain: every font the files have, direction, size 0–10 and past, user ratios with 0 and odd ones, any justification. */
function text13(c: Chain9): void {
  const { r, w, tags } = c;
  // (stroked fonts keep to directions 0 and 1 and their own characters: fontText; DEFAULT_FONT's odd directions only in programs without stroked fonts: oddDirections)
  c.font = oddDirections || r.chance(0.45) ? 0 : r.int(11, 13);
  const dir = c.font === 0 && oddDirections && r.chance(0.3) ? r.pick(DIR11) : r.int(0, 1);
  const size = r.pick([0, 0, 1, 1, 2, 3, 4, 5, 7, 10, r.int(1, 10), 11, 16, 255, -1]);
  if (size === 0 || r.chance(0.2)) {
    const f = (): number => r.pick([0, 1, 1, 2, 3, 7, 9, 13, 25, 100, r.int(1, 40)]), g = (): number => r.pick([1, 1, 2, 3, 7, 9, 13, 25, 100, r.int(1, 40)]);
    w.call('setusercharsize', f(), g(), f(), g());
  }
  w.call('settextstyle', c.font, dir, size);
  const h = r.chance(0.95) ? r.int(0, 2) : r.pick([3, -1]), v = r.chance(0.95) ? r.int(0, 2) : r.pick([3, -1]);
  w.call('settextjustify', h, v);
  tags.push(`font${c.font}`, `dir${dir}`, `size${size}`, `j${h}${v}`);
}

/** Version 13: odd strings for textwidth and outtext: empty, one character, spaces, characters 128–255 and control characters (DEFAULT_FONT), the font's ends. */
function str13(c: Chain9): Lit<string> {
  const { r } = c;
  const [lo, hi] = FONT_RANGE[c.font] ?? [1, 255];
  const q = r.int(0, 4);
  if (q === 0) return { c: '""', v: '' };
  if (q === 1) {
    const code = r.pick([lo, hi, r.int(lo, hi)]);
    return { c: `"\\${code.toString(8).padStart(3, '0')}"`, v: String.fromCharCode(code) };
  }
  if (q === 2 && c.font === 0) {
    const n = r.int(1, 12);
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(r.chance(0.5) ? r.int(128, 255) : r.int(1, 31));
    return { c: `"${[...s].map((ch) => `\\${ch.charCodeAt(0).toString(8).padStart(3, '0')}`).join('')}"`, v: s };
  }
  return fontText(r, c.font);
}

/** One call of version 13's chains, of the kind `k`; the kinds of versions 9–12 as they draw them. */
function op13(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  switch (k) {
    case 'ishape': tags.push(k); shape13(c, () => int13(r, c.vw), () => int13(r, c.vh), () => radius13(r, d)); return;
    case 'dshape': {
      // a shape at its degenerate points: every coordinate from two or three values, radii 0–2
      tags.push(k);
      const xs = [d.x(r), d.x(r), edge10(r, c.vw, 2)], ys = [d.y(r), d.y(r), edge10(r, c.vh, 2)];
      shape13(c, () => r.pick(xs.slice(0, r.int(1, 3))), () => r.pick(ys.slice(0, r.int(1, 3))), () => r.pick([0, 0, 1, 1, 2, d.radius(r)]));
      return;
    }
    case 'style13': tags.push(k); style13(c); return;
    case 'fill13': tags.push(k); fill13(c); return;
    case 'wm13': { tags.push(k); const v = r.pick([0, 1, 1, 2, 3, -1, 256, 257]); w.call('setwritemode', v); tags.push(`wm${v}`); return; }
    case 'text13': tags.push(k); text13(c); return;
    case 'say13': {
      // text at the CP or at a point over the whole int, its extent and the CP after
      tags.push(k);
      const s = str13(c);
      strcpy(w, s);
      printTw(w);
      if (r.chance(0.5)) w.call('outtext', 'str');
      else w.call('outtextxy', r.chance(0.8) ? at12(c, c.vw, 10, () => d.x(r)) : int13(r, c.vw), r.chance(0.8) ? at12(c, c.vh, 10, () => d.y(r)) : int13(r, c.vh), 'str');
      printPosition(w);
      return;
    }
    case 'aspect13': {
      tags.push(k);
      const v = (): number => r.pick([1, 1, 2, 3, 10000, 32767, 32767, 32766, 16384, r.int(1, 32767), r.int(1, 100)]);
      w.call('setaspectratio', v(), v());
      printAspect(w);
      const [a, b] = angles13(r);
      drawCurve(w, tags, r.int(0, 5), d.x(r), d.y(r), a, b, () => r.pick([0, 1, 2, 5, d.radius(r), d.radius(r), r.int(100, 1000), 32767]));
      printArc(w);
      return;
    }
    case 'flood13': {
      // an outline in the chain's colour, then a floodfill seeded inside it, on it, or outside the viewport
      tags.push(k);
      w.call('setcolor', c.colour);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), rr = r.int(1, Math.max(1, Math.min(50, Math.min(c.vw, c.vh) >> 1)));
      const q = r.int(0, 2);
      if (q === 0) w.call('rectangle', cx - rr, cy - rr, cx + rr, cy + rr);
      else if (q === 1) w.call('circle', cx, cy, rr);
      else w.call('bar3d', cx - rr, cy - rr, cx + rr, cy + rr, r.int(0, 10), 1);
      if (!canFlood(c)) return;
      floodFillState(r, w, tags);
      const s = r.next();
      // (clipping on: version 9's floodfills; seeds on the border and outside the viewport too)
      if (s < 0.6) w.call('floodfill', cx, cy, c.colour);
      else if (s < 0.85) { tags.push('seed-border'); w.call('floodfill', Math.max(0, Math.min(c.vw - 1, cx - rr)), cy, c.colour); }
      else { tags.push('seed-out'); w.call('floodfill', r.pick([-1, c.vw, -100, c.vw + 50]), r.pick([cy, -1, c.vh]), c.colour); }
      return;
    }
    case 'img13': {
      // an image from the viewport's corner on put at and across every edge, at the int's ends too, in every operation
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      const [x0, y0, x1, y1] = imageBox10(r, c);
      getAndPut(r, w, tags, x0, y0, x1, y1, (w0, h0) => [
        r.chance(0.15) ? r.pick([32767, 32767 - w0, -32768, -32768 + w0, 16384, -16384]) : r.pick([-c.left - r.int(0, w0 + 1), 639 - c.left - r.int(0, w0 + 1), c.vw - r.int(0, w0 + 1), -r.int(0, w0 + 1), 0, x0]),
        r.chance(0.15) ? r.pick([32767, 32767 - h0, -32768, -32768 + h0, 16384]) : r.pick([-c.top - r.int(0, h0 + 1), m.H - 1 - c.top - r.int(0, h0 + 1), c.vh - r.int(0, h0 + 1), -r.int(0, h0 + 1), 0, y0]),
      ]);
      return;
    }
    case 'isize13': {
      // imagesize at its limits: 0 and 1 wide, reversed, the int's ends, past 64K
      tags.push(k);
      const v = (): number => r.pick([0, 1, 7, 8, 9, 319, 639, 640, 1000, -1, -8, 32767, -32768, 16384, r.int(-32768, 32767)]);
      const a = [v(), v(), v(), v()] as const;
      w.print('is %u', e(`imagesize(${a.join(', ')})`, () => G.imagesize(...a)));
      return;
    }
    case 'mode13': {
      // setgraphmode to every mode of the driver and past them, graphresult after; graphdefaults; getmoderange
      tags.push(k);
      if (m.init > m.maxMode) return;
      const q = r.int(0, 3);
      tags.push(`mo${q}`);
      if (q === 0) { w.call('setgraphmode', r.pick([r.int(0, m.maxMode), m.maxMode + 1, -1, 32767, -32768])); w.print('md %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxy()', () => G.getmaxy())); w.call('setgraphmode', m.init); }
      else if (q === 1) { w.call('graphdefaults'); }
      else if (q === 2) { w.call('restorecrtmode'); w.call('setgraphmode', m.init); }
      else { const drv = r.pick([-2, -1, 0, 3, 9, 10, 11]); w.raw(`getmoderange(${drv}, &xa, &ya);`, (x) => G.getmoderange(drv, x.xa, x.ya)); w.print('mr %d %d', e('xa', (x) => x.xa.value), e('ya', (x) => x.ya.value)); return; }
      Object.assign(c, { left: 0, top: 0, vw: 640, vh: m.H, clip: 1, d: hostile(640, m.H), font: 0, page: 0 });
      if (r.chance(0.5)) printState(w);
      return;
    }
    case 'pal13': {
      // every palette call over its whole domain, then getpalette and getbkcolor
      tags.push(k);
      const q = r.int(0, 3);
      const any = (): number => r.pick([r.int(0, 15), r.int(0, 63), 16, 63, 64, -1, -2, 255, 256, 32767, -32768]);
      if (q === 0) w.call('setpalette', any(), any());
      else if (q === 1) w.call('setrgbpalette', any(), any(), any(), any());
      else if (q === 2) w.call('setbkcolor', any());
      else oddPalette(r, w, 0.3);
      printPal(w);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      return;
    }
    case 'colour13': {
      tags.push(k);
      const v = r.chance(0.85) ? r.int(0, 15) : r.pick([16, 255, -1, 32767]);
      w.call('setcolor', v);
      if (v >= 1 && v <= 15) c.colour = v;
      return;
    }
    case 'vp13': {
      // a viewport partly or wholly off the screen (refused), or one taken at the screen's edges, clipping either way
      tags.push(k);
      if (r.chance(0.5)) { viewport9(c); return; }
      const x0 = r.pick([-32768, -1, 0, 1, 600, 639, 640, 32767]), y0 = r.pick([-1, 0, m.H - 1, m.H, 32767]);
      const x1 = r.pick([x0, wrap16(x0 + 1), 639, 640, -1]), y1 = r.pick([y0, m.H - 1, m.H, 0]), clip = c.page !== 0 ? 1 : r.int(0, 1);
      w.call('setviewport', x0, y0, x1, y1, clip);
      const taken = x0 >= 0 && y0 >= 0 && x0 <= x1 && y0 <= y1 && x1 <= 639 && y1 <= m.H - 1;
      tags.push(taken ? (clip ? 'v-on' : 'v-off') : 'v-refused');
      if (taken) Object.assign(c, { left: x0, top: y0, vw: x1 - x0 + 1, vh: y1 - y0 + 1, clip, d: hostile(x1 - x0 + 1, y1 - y0 + 1) });
      return;
    }
    default:
      op12(c, k);
  }
}

/** Each version 13 subject's calls (a kind listed twice weighs double). */
const OPS13: Readonly<Record<string, readonly string[]>> = {
  intedge: ['ishape', 'ishape', 'ishape', 'ishape', 'style13', 'wm13', 'fill13', 'clipflip', 'vp', 'colour13', 'read12', 'aspect13'],
  degen: ['dshape', 'dshape', 'dshape', 'dshape', 'style13', 'style13', 'fill13', 'fill13', 'wm13', 'clipflip', 'vp', 'colour13', 'read12'],
  thick3: ['style13', 'style13', 'thickpat', 'outline', 'outline', 'outline', 'dshape', 'ishape', 'wm13', 'clipoff', 'vp', 'colour13', 'read12'],
  fillall: ['fill13', 'fill13', 'fill13', 'fshape', 'fshape', 'fpie', 'dshape', 'dshape', 'style13', 'wm13', 'clipflip', 'vp', 'colour13', 'read12'],
  floodall: ['flood13', 'flood13', 'flood13', 'fill13', 'style13', 'vp', 'colour13', 'read12', 'outline'],
  imgedge: ['img13', 'img13', 'img13', 'isize13', 'isize13', 'wm13', 'vp', 'clipflip', 'colour13', 'dshape', 'read12', 'page1'],
  textodd: ['text13', 'text13', 'say13', 'say13', 'say13', 'say13', 'vp', 'clipflip', 'colour13', 'moveto', 'linerel', 'state'],
  aspectx: ['aspect13', 'aspect13', 'aspect13', 'style13', 'wm13', 'fill13', 'vp', 'clipflip', 'colour13', 'read12'],
  modepages: ['mode13', 'mode13', 'page1', 'page1', 'dshape', 'fshape', 'outline', 'say13', 'text13', 'tables', 'read12', 'fail12', 'vp13'],
  palfull: ['pal13', 'pal13', 'pal13', 'colour13', 'dshape', 'fshape', 'read12', 'bkread', 'vp13'],
  mix13: [
    'ishape', 'dshape', 'style13', 'fill13', 'wm13', 'text13', 'say13', 'aspect13', 'flood13', 'img13', 'isize13', 'mode13', 'pal13', 'colour13', 'vp13',
    'outline', 'fpie', 'fshape', 'clipflip', 'clipoff', 'vp', 'page1', 'read12', 'moveto', 'linerel', 'state', 'fail12', 'tables', 'cptext', 'vpclip',
  ],
};

/** Version 14: a coordinate within ±8000 of the viewport: past every edge, where fillpoly's crossings still fit the kernel's IDIV (version 13's held-out S01077 ended there). */
const far14 = (r: Rng, n: number): number => r.pick([r.int(-8000, 8000), r.int(-700, n + 700), edge10(r, n, 40), r.int(0, n - 1), r.pick([-8000, -4000, -641, -640, -1, n, 640, 641, 4000, 8000])]);

/** Version 14: 6–64 points into poly[] (it holds 64): stars of many turns, zigzags, repeated, collinear, far off the viewport; its count. */
function poly14(c: Chain9): number {
  const { r, w, tags } = c;
  const n = r.pick([6, 7, 8, 12, 16, 24, 32, 48, 63, 64, r.int(6, 64)]);
  const q = r.int(0, 4);
  tags.push(`pq${q}`, `n${n}`);
  const cx = far14(r, c.vw), cy = far14(r, c.vh), rad = r.pick([5, 40, 200, 700, 3000, r.int(1, 400)]);
  const turns = r.int(2, 9);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (q === 0) { const t = (2 * Math.PI * turns * i) / n, k = i % 2 ? rad : rad >> 2; pts.push([cx + Math.round(k * Math.cos(t)), cy + Math.round(k * Math.sin(t))]); }
    else if (q === 1) pts.push([cx + (i % 2 ? rad : -rad), cy + i * r.int(0, 9) - n]);
    else if (q === 2) pts.push(i > 0 && r.chance(0.5) ? pts[r.int(0, i - 1)]! : [far14(r, c.vw), far14(r, c.vh)]);
    else if (q === 3) { const t = r.int(-rad, rad); pts.push([cx + t, cy + r.pick([t, -t, 0, 2 * t])]); }
    else pts.push([far14(r, c.vw), far14(r, c.vh)]);
  }
  if (r.chance(0.4)) pts[n - 1] = pts[0]!;
  points(w, n, () => pts.shift()!);
  return n;
}

/** Version 14: setlinestyle USERBIT_LINE or any style, a user pattern, thickness 3 mostly. */
function thick14(c: Chain9): void {
  const { r, w, tags } = c;
  const style = r.chance(0.5) ? 4 : r.int(0, 3);
  const pattern = r.pick([0x8000, 0x0001, 0xaaaa, 0x5555, 0x3333, 0xf00f, 0x0ff0, 0x7fff, 0xfffe, 0x8001, 0x0180, 0x0000, r.int(0, 0xffff)]);
  const thick = r.chance(0.75) ? 3 : 1;
  w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
  tags.push(`ls${style}`, `t${thick}`);
}

/** Version 14: angles below 0, past a turn, reversed (start > end) or equal. */
function angles14(r: Rng): [number, number] {
  const a = r.pick([r.int(-720, 720), r.int(-1440, 0), r.int(360, 1440), -1, -90, -360, 361, 450, 720, 0, 90, 180, 270, 359]);
  const k = r.next();
  if (k < 0.15) return [a, a];
  if (k < 0.45) return [a, a - r.int(1, 400)];
  if (k < 0.6) return [a, a + r.pick([360, -360, 720, 1, -1, 359])];
  return [a, r.pick([r.int(-720, 720), r.int(360, 1440), r.int(-1440, 0)])];
}

/** One call of version 14's chains, of the kind `k`; the kinds of versions 9–13 as they draw them. */
function op14(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const d = c.d;
  switch (k) {
    case 'poly14': {
      // drawpoly or fillpoly of 6–64 points, crossing, repeated, collinear, far past the viewport
      tags.push(k);
      const n = poly14(c);
      if (r.chance(0.5)) { tags.push('fillpoly'); w.call('fillpoly', n, 'poly'); } else { tags.push('drawpoly'); w.call('drawpoly', n, 'poly'); }
      return;
    }
    case 'thick14': tags.push(k); thick14(c); return;
    case 'curve14': {
      // a curve of any kind at angles below 0, past a turn or reversed, radii 0 to past the screen
      tags.push(k);
      const [a, b] = angles14(r);
      const x = r.chance(0.7) ? d.x(r) : far14(r, c.vw), y = r.chance(0.7) ? d.y(r) : far14(r, c.vh);
      drawCurve(w, tags, r.int(0, 5), x, y, a, b, () => r.pick([0, 1, 2, 3, 5, 10, d.radius(r), d.radius(r), r.int(20, 300), r.int(300, 2000)]));
      printArc(w);
      return;
    }
    case 'aspect14': {
      // setaspectratio at its extremes (either way), the curve after comes from curve14
      tags.push(k);
      const v = (): number => r.pick([1, 2, 3, 7, 100, 10000, 10000, 32767, r.int(1, 32767), r.int(1, 200)]);
      w.call('setaspectratio', v(), v());
      printAspect(w);
      return;
    }
    case 'clear14': {
      // cleardevice or clearviewport after an odd state: a background colour, a user pattern, XOR_PUT, clipping off, the other page
      tags.push(k);
      const q = r.int(0, 4);
      if (q === 0) { const b = r.pick([r.int(0, 15), 16, -1, 255]); w.call('setbkcolor', b); tags.push(`bk${b}`); }
      else if (q === 1) fill13(c);
      else if (q === 2) w.call('setwritemode', 1);
      else if (q === 3) op12(c, 'clipoff');
      else if (c.page === 0 && PAGES[m.cur]! > 1 && r.chance(0.5)) w.call('setvisualpage', 1);
      const clr = r.chance(0.35) ? 'cleardevice' : 'clearviewport';
      tags.push(clr);
      w.call(clr);
      printPosition(w);
      if (clr === 'cleardevice') printState(w);
      return;
    }
    case 'flood14': {
      // overlapping outlines (circles, pies, thick lines, text) in one colour or two, then a floodfill bounded by one of them
      tags.push(k);
      const other = r.int(1, 15);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), rr = r.int(3, Math.max(3, Math.min(60, Math.min(c.vw, c.vh) >> 1)));
      w.call('setwritemode', 0);
      w.call('setlinestyle', 0, 0, r.chance(0.3) ? 3 : 1);
      for (let i = r.int(2, 5); i > 0; i--) {
        w.call('setcolor', r.chance(0.7) ? c.colour : other);
        const q = r.int(0, 5), ox = cx + r.int(-rr, rr), oy = cy + r.int(-rr, rr), s = r.int(2, rr);
        if (q === 0) w.call('circle', ox, oy, s);
        else if (q === 1) { w.call('pieslice', ox, oy, r.int(-360, 360), r.int(-360, 720), s); tags.push('pieslice'); }
        else if (q === 2) w.call('line', ox - s, oy - s, ox + s, oy + r.int(-s, s));
        else if (q === 3) w.call('rectangle', ox - s, oy - s, ox + s, oy + r.int(0, s));
        else if (q === 4) w.call('ellipse', ox, oy, 0, 360, s, r.int(1, s));
        else { strcpy(w, { c: '"Ag#"', v: 'Ag#' }); w.call('outtextxy', ox, oy, 'str'); }
      }
      if (!canFlood(c)) return;
      floodFillState(r, w, tags);
      const border = r.chance(0.75) ? c.colour : other;
      tags.push(border === c.colour ? 'border-same' : 'border-other');
      w.call('floodfill', Math.max(0, Math.min(c.vw - 1, cx + r.int(-2, 2))), Math.max(0, Math.min(c.vh - 1, cy + r.int(-2, 2))), border);
      w.call('setcolor', c.colour);
      return;
    }
    case 'pix14': {
      // putpixel and getpixel past the viewport and the screen, where the viewport's corner added wraps the int
      tags.push(k);
      const X = (): number => r.pick([wrap16(32767 - c.left + r.int(-3, 3)), wrap16(-32768 - c.left + r.int(0, 3)), -c.left - 1, 639 - c.left + r.int(0, 2), c.vw, -1, r.int(-700, 700), d.x(r)]);
      const Y = (): number => r.pick([wrap16(32767 - c.top + r.int(-3, 3)), wrap16(-32768 - c.top + r.int(0, 3)), -c.top - 1, m.H - 1 - c.top + r.int(0, 2), c.vh, -1, r.int(-500, 500), d.y(r)]);
      for (let i = r.int(1, 4); i > 0; i--) w.call('putpixel', X(), Y(), r.pick([c.colour, r.int(0, 15), 16, 255, -1]));
      w.print('px %u %u', getpixelAt(r.pick([-1, c.vw, -c.left - 1, 639 - c.left, r.int(0, c.vw - 1)]), r.pick([-1, c.vh, r.int(0, c.vh - 1)])), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      return;
    }
    case 'just14': {
      // DEFAULT_FONT or a stroked font, horizontal or vertical, at every justification, at the viewport's edges; its extent printed
      tags.push(k);
      c.font = r.chance(0.6) ? 0 : r.int(11, 13);
      const dir = r.int(0, 1), size = r.pick([1, 1, 2, 3, 4, 0, r.int(1, 10)]);
      if (size === 0) w.call('setusercharsize', r.pick([1, 2, 3, 5]), r.pick([1, 2, 3, 4]), r.pick([1, 2, 3, 5]), r.pick([1, 2, 3, 4]));
      w.call('settextstyle', c.font, dir, size);
      const h = r.int(0, 2), v = r.int(0, 2);
      w.call('settextjustify', h, v);
      tags.push(`font${c.font}`, `dir${dir}`, `size${size}`, `j${h}${v}`);
      strcpy(w, fontText(r, c.font));
      printTw(w);
      if (r.chance(0.4)) { w.call('moveto', edge10(r, c.vw, 6), edge10(r, c.vh, 6)); w.call('outtext', 'str'); }
      else w.call('outtextxy', edge10(r, c.vw, 12), edge10(r, c.vh, 12), 'str');
      printPosition(w);
      return;
    }
    case 'bar3d14': {
      // bar3d of depth and topflag at their extremes, in the line style and fill in force
      tags.push(k);
      // (not in a viewport a pixel wide or tall: A00005's bar3d(41, 1, 20, 1, −32768, 1) in one 39×1 never returned; versions 9 and 11)
      if (c.vw <= 1 || c.vh <= 1) return;
      const depth = r.pick([0, 1, -1, 2, 50, -50, 300, 1000, -1000, 16384, 32767, -32768, r.int(-200, 200)]);
      const top = r.pick([0, 1, 2, -1, 255, 256, 32767, -32768]);
      const x0 = r.chance(0.7) ? d.x(r) : far14(r, c.vw), y0 = r.chance(0.7) ? d.y(r) : far14(r, c.vh);
      w.call('bar3d', x0, y0, r.chance(0.8) ? d.x(r) : far14(r, c.vw), r.chance(0.8) ? d.y(r) : far14(r, c.vh), depth, top);
      tags.push(`dep${depth}`, `top${top}`);
      return;
    }
    case 'cp14': {
      // moverel and linerel chains whose CP passes the int's ends, lineto after
      tags.push(k);
      for (let i = r.int(1, 4); i > 0; i--) {
        const dx = r.pick([32767, -32768, 16384, -16384, 20000, -20000, r.int(-700, 700)]), dy = r.pick([32767, -32768, 16384, 20000, r.int(-500, 500)]);
        w.call(r.chance(0.5) ? 'moverel' : 'linerel', dx, dy);
        printPosition(w);
      }
      if (r.chance(0.5)) w.call('lineto', d.x(r), d.y(r));
      return;
    }
    case 'img14': {
      // an image taken across the viewport's edge (clipping either way), put in every operation at the edges
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      // (a rectangle from a negative coordinate to a non-negative one never returns: runtime/tc/graphics/images.ts,
      // probe gi; A00002, A00011 and four more of version 14's first 45 hung so — wholly left of or above the viewport it returns)
      const side = (n: number, at: number): [number, number] => {
        const len = r.int(1, n === c.vw ? 80 : 60);
        if (at > 0 && r.chance(0.25)) { const a = -r.int(1, Math.min(at, 40)); return [Math.max(-at, a - len + 1), a]; }
        const a = Math.max(0, edge10(r, n, 20));
        return [a, a + len - 1];
      };
      const [x0, x1] = side(c.vw, c.left), [y0, y1] = side(c.vh, c.top);
      const wd = Math.min(640 - (c.left + x0), x1 - x0 + 1), ht = Math.min(m.H - (c.top + y0), y1 - y0 + 1);
      if (wd < 1 || ht < 1) return;
      getAndPut(r, w, tags, x0, y0, x0 + wd - 1, y0 + ht - 1, (w0, h0) => [
        r.pick([-c.left - r.int(0, w0 + 1), 639 - c.left - r.int(0, w0 + 1), c.vw - r.int(0, w0 + 1), -r.int(0, w0 + 1), x0]),
        r.pick([-c.top - r.int(0, h0 + 1), m.H - 1 - c.top - r.int(0, h0 + 1), c.vh - r.int(0, h0 + 1), -r.int(0, h0 + 1), y0]),
      ]);
      return;
    }
    case 'fillwm14': {
      // a user pattern or a fill style, a write mode, then a filled shape (bar, fillpoly, fillellipse, pieslice, sector, bar3d)
      tags.push(k);
      fill13(c);
      const v = r.pick([0, 1, 1, 2, 3]);
      w.call('setwritemode', v);
      tags.push(`wm${v}`);
      op12(c, 'fpie');
      return;
    }
    default:
      op13(c, k);
  }
}

/** Each version 14 subject's calls (a kind listed twice weighs double). */
const OPS14: Readonly<Record<string, readonly string[]>> = {
  polyfar: ['poly14', 'poly14', 'poly14', 'thick14', 'fill13', 'wm13', 'clipflip', 'vp', 'colour13', 'read12'],
  curvex: ['curve14', 'curve14', 'curve14', 'thick14', 'thick14', 'aspect14', 'xor1', 'clipoff', 'vp', 'colour13', 'fill13', 'read12'],
  clearodd: ['clear14', 'clear14', 'clear14', 'dshape', 'fshape', 'page1', 'vp', 'vp13', 'colour13', 'read12', 'text13', 'say13'],
  floodmany: ['flood14', 'flood14', 'flood14', 'vp', 'colour13', 'read12', 'fill13'],
  pixwrap: ['pix14', 'pix14', 'pix14', 'vp', 'vp13', 'clipflip', 'wm13', 'colour13', 'page1'],
  textjust: ['just14', 'just14', 'just14', 'vp', 'clipflip', 'colour13', 'cp14', 'thick14'],
  bar3dx: ['bar3d14', 'bar3d14', 'bar3d14', 'thick14', 'fill13', 'wm13', 'clipflip', 'vp', 'colour13', 'read12'],
  cpwrap: ['cp14', 'cp14', 'cp14', 'thick14', 'wm13', 'vp', 'clipflip', 'say13', 'colour13'],
  imgclip: ['img14', 'img14', 'img14', 'clipflip', 'vp', 'vpclip', 'dshape', 'thick14', 'wm13', 'colour13'],
  patwm: ['fillwm14', 'fillwm14', 'fillwm14', 'poly14', 'vp', 'clipflip', 'colour13', 'read12'],
  mix14: [
    'poly14', 'thick14', 'curve14', 'aspect14', 'clear14', 'flood14', 'pix14', 'just14', 'bar3d14', 'cp14', 'img14', 'fillwm14',
    'ishape', 'dshape', 'style13', 'fill13', 'wm13', 'text13', 'say13', 'pal13', 'mode13', 'vp13', 'outline', 'fpie', 'clipflip', 'vp', 'page1', 'read12',
  ],
};

/**
 * Version 15: a value as a person writing a BGI program picks it: inside the range `lo`–`hi` mostly,
 * its round numbers often, a little past it now and then.
 */
const plain15 = (r: Rng, lo: number, hi: number): number => {
  const k = r.next();
  if (k < 0.65) return r.int(lo, hi);
  if (k < 0.85) return r.pick([lo, hi, (lo + hi) >> 1, lo + 10, hi - 10].map((v) => Math.max(lo, Math.min(hi, v))));
  return r.int(lo - 60, hi + 60);
};
/** Version 15: a point of the viewport (its own coordinates), inside it mostly, across its edges sometimes. */
const px15 = (c: Chain9): number => (c.r.chance(0.75) ? plain15(c.r, 0, c.vw - 1) : edge10(c.r, c.vw, 40));
const py15 = (c: Chain9): number => (c.r.chance(0.75) ? plain15(c.r, 0, c.vh - 1) : edge10(c.r, c.vh, 40));
/** Version 15: a radius of a shape a program draws: 1–200 mostly, tiny, or past the screen. */
const rad15 = (r: Rng): number => r.pick([r.int(1, 60), r.int(1, 200), r.int(5, 120), r.int(0, 3), r.int(200, 400), r.int(400, 1500)]);
/** Version 15: an angle pair: the round angles, any, reversed (start > end), past a turn or below 0. */
function angles15(r: Rng): [number, number] {
  const a = r.pick([0, 0, 30, 45, 90, 135, 180, 225, 270, 315, 360, r.int(0, 360), r.int(0, 360), r.int(-360, 0), r.int(360, 720)]);
  const k = r.next();
  if (k < 0.5) return [a, a + r.pick([r.int(1, 359), 90, 180, 270, 45])];
  if (k < 0.7) return [a, a - r.int(1, 359)];
  if (k < 0.8) return [a, a + r.pick([360, 0, 720, 450])];
  return [a, r.pick([r.int(0, 360), r.int(-360, 720), 360, 0])];
}

/** Version 15: an ellipse's radii: equal, one of them tiny and the other wide (either way), or any two. */
function radii15(r: Rng): [number, number] {
  const k = r.next();
  if (k < 0.2) { const v = rad15(r); return [v, v]; }
  if (k < 0.45) { const small = r.int(0, 4), big = r.pick([r.int(20, 320), r.int(320, 1200)]); return r.chance(0.5) ? [small, big] : [big, small]; }
  if (k < 0.6) { const a = r.int(1, 300); return [a, Math.max(0, a + r.pick([1, -1, 2, -2]))]; }
  return [rad15(r), rad15(r)];
}

/** Version 15: concentric rectangles, circles or ellipses (2–4, 4 pixels apart at least) about a point of the viewport, in the chain's colour; a floodfill from inside one ring, the centre, outside them all or the viewport's edge. */
function nest15(c: Chain9): void {
  const { r, w, tags } = c;
  if (!canFlood(c) || c.vw < 12 || c.vh < 12) return;
  const patterned = r.chance(0.5);
  // (a patterned floodfill over a patterned backdrop may never return: version 12's solidFloods; the viewport cleared first)
  if (patterned) w.call('clearviewport');
  w.call('setwritemode', 0);
  w.call('setlinestyle', 0, 0, r.chance(0.2) ? 3 : 1);
  w.call('setcolor', c.colour);
  const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), n = r.int(2, 4);
  const rs: number[] = [];
  let at = r.int(3, 12);
  for (let i = 0; i < n; i++) { rs.push(at); at += r.int(5, 40); }
  const q = r.int(0, 3);
  tags.push(`nest${q}`, `n${n}`);
  for (const s of rs) {
    const kind = q === 3 ? r.int(0, 2) : q;
    if (kind === 0) w.call('rectangle', cx - s, cy - s, cx + s, cy + s);
    else if (kind === 1) w.call('circle', cx, cy, s);
    else w.call('ellipse', cx, cy, 0, 360, s + (s >> 1), s);
  }
  if (patterned) {
    if (r.chance(0.4)) {
      const bytes = Array.from({ length: 8 }, () => r.pick([0x55, 0xaa, 0xff, 0x0f, 0x81, r.int(0, 255)]));
      bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
      w.call('setfillpattern', 'pat', r.int(1, 15));
      tags.push('fs12');
    } else { const style = r.int(2, 11); w.call('setfillstyle', style, r.int(1, 15)); tags.push(`fs${style}`); }
  } else { w.call('setfillstyle', 1, r.int(1, 15)); tags.push('fs1'); }
  const ring = r.int(-1, n);
  const clampX = (v: number): number => Math.max(0, Math.min(c.vw - 1, v)), clampY = (v: number): number => Math.max(0, Math.min(c.vh - 1, v));
  let sx: number, sy: number;
  if (ring === -1) { sx = r.pick([0, c.vw - 1]); sy = r.int(0, c.vh - 1); tags.push('seed-edge'); }
  else if (ring === 0) { sx = cx; sy = cy; tags.push('seed-centre'); }
  else if (ring < n) { sx = clampX(cx + ((rs[ring - 1]! + rs[ring]!) >> 1)); sy = cy; tags.push(`seed-ring${ring}`); }
  else { sx = clampX(cx + rs[n - 1]! + r.int(3, 30)); sy = clampY(cy + r.int(-5, 5)); tags.push('seed-out'); }
  w.call('floodfill', sx, sy, r.chance(0.85) ? c.colour : r.int(1, 15));
}

/** One call of version 15's chains, of the kind `k`; the kinds of versions 9–14 as they draw them. */
function op15(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  switch (k) {
    case 'ell15': {
      // a curve or filled curve at a point of the viewport: radii equal, far apart, tiny; round, reversed and past-a-turn angles
      tags.push(k);
      const q = r.int(0, 5), x = px15(c), y = py15(c), [a, b] = angles15(r), [rx, ry] = radii15(r);
      tags.push(['circle', 'arc', 'ellipse', 'pieslice', 'sector', 'fillellipse'][q]!);
      if (q === 0) w.call('circle', x, y, rx);
      else if (q === 1) w.call('arc', x, y, a, b, rx);
      else if (q === 2) w.call('ellipse', x, y, a, b, rx, ry);
      else if (q === 3) w.call('pieslice', x, y, a, b, rx);
      else if (q === 4) w.call('sector', x, y, a, b, rx, ry);
      else w.call('fillellipse', x, y, rx, ry);
      if (q >= 1 && q <= 4) printArc(w);
      return;
    }
    case 'style15': {
      // setlinestyle as programs set it: a named style or a user pattern, thickness 1 or 3
      tags.push(k);
      const style = r.int(0, 4), pattern = r.pick([0xf0f0, 0xaaaa, 0xff00, 0x3333, 0xcccc, 0x1111, 0xfff0, 0x00ff, r.int(0, 0xffff)]);
      const thick = r.chance(0.5) ? 3 : 1;
      w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
      tags.push(`ls${style}`, `t${thick}`);
      return;
    }
    case 'fill15': {
      // setfillstyle of any style and colour, or setfillpattern of any bytes
      tags.push(k);
      if (r.chance(0.3)) {
        const bytes = Array.from({ length: 8 }, () => r.pick([0x55, 0xaa, 0xff, 0x00, 0x0f, 0xf0, 0x81, 0x18, r.int(0, 255)]));
        bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
        w.call('setfillpattern', 'pat', r.int(0, 15));
        tags.push('fs12');
      } else { const style = r.int(0, 11); w.call('setfillstyle', style, r.int(0, 15)); tags.push(`fs${style}`); }
      return;
    }
    case 'poly15': {
      // fillpoly or drawpoly of 3–64 points in the viewport: stars, random, zigzags, repeated and collinear points, closed by hand or not
      tags.push(k);
      const n = r.pick([3, 4, 5, 6, 8, 10, r.int(3, 20), r.int(3, 40), r.int(40, 64)]);
      const q = r.int(0, 4);
      tags.push(`pq${q}`, `n${n}`);
      const cx = px15(c), cy = py15(c), rad = r.pick([r.int(5, 60), r.int(20, 200), r.int(100, 400)]), turns = r.int(1, 5);
      const pts: [number, number][] = [];
      for (let i = 0; i < n; i++) {
        if (q === 0) { const t = (2 * Math.PI * turns * i) / n, s = i % 2 ? rad : rad >> 1; pts.push([cx + Math.round(s * Math.cos(t)), cy + Math.round(s * Math.sin(t))]); }
        else if (q === 1) pts.push([px15(c), py15(c)]);
        else if (q === 2) pts.push([cx + (i % 2 ? rad : -rad), cy + i * r.int(1, 12)]);
        else if (q === 3) pts.push(i > 0 && r.chance(0.4) ? pts[i - 1]! : [px15(c), py15(c)]);
        else { const t = r.int(-rad, rad); pts.push([cx + t, cy + r.pick([t, -t, 0, t >> 1])]); }
      }
      if (r.chance(0.5)) pts[n - 1] = pts[0]!;
      points(w, n, () => pts.shift()!);
      const fn = r.chance(0.55) ? 'fillpoly' : 'drawpoly';
      tags.push(fn);
      w.call(fn, n, 'poly');
      return;
    }
    case 'nest15': tags.push(k); nest15(c); return;
    case 'bar15': {
      // bar or bar3d as programs draw them: corners in the viewport (reversed now and then), a depth of a quarter of the width, topflag 0 or 1
      tags.push(k);
      let x0 = px15(c), y0 = py15(c), x1 = px15(c), y1 = py15(c);
      if (r.chance(0.8)) { [x0, x1] = [Math.min(x0, x1), Math.max(x0, x1)]; [y0, y1] = [Math.min(y0, y1), Math.max(y0, y1)]; }
      if (r.chance(0.4)) { tags.push('bar'); w.call('bar', x0, y0, x1, y1); return; }
      if (c.vw <= 1 || c.vh <= 1) return;
      const depth = r.pick([(x1 - x0) >> 2, 0, r.int(1, 30), 10, r.int(-20, 80)]), top = r.chance(0.8) ? r.int(0, 1) : r.pick([2, -1]);
      tags.push('bar3d', `dep${depth}`, `top${top}`);
      w.call('bar3d', x0, y0, x1, y1, depth, top);
      return;
    }
    case 'vp15': {
      // a viewport on the screen, as programs set it: a window of the screen, clipping on or off
      tags.push(k);
      if (c.page !== 0) return;
      const x0 = plain15(r, 0, 560), y0 = plain15(r, 0, m.H - 60);
      const x1 = Math.min(639, x0 + r.pick([r.int(20, 640), r.int(50, 300), 100, 200])), y1 = Math.min(m.H - 1, y0 + r.pick([r.int(20, m.H), r.int(30, 200), 100]));
      if (x0 < 0 || y0 < 0 || x0 > x1 || y0 > y1) return;
      const clip = r.chance(0.5) ? 1 : 0;
      w.call('setviewport', x0, y0, x1, y1, clip);
      Object.assign(c, { left: x0, top: y0, vw: x1 - x0 + 1, vh: y1 - y0 + 1, clip, d: hostile(x1 - x0 + 1, y1 - y0 + 1) });
      tags.push(clip ? 'v-on' : 'v-off');
      return;
    }
    case 'img15': {
      // getimage of every size (a byte's widths and either side of them) from a point of the viewport, put back in every operation at the edges
      tags.push(k);
      const wd = r.pick([1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, r.int(1, 120), r.int(100, 300)]), ht = r.pick([1, 2, 8, r.int(1, 40), r.int(20, 120)]);
      imageAt12(c, r.int(0, Math.max(0, c.vw - 1)), r.int(0, Math.max(0, c.vh - 1)), wd, ht);
      return;
    }
    case 'text15': {
      // a font (DEFAULT_FONT or a stroked one), direction, size or user ratio and justification, then text at a point or the CP; its extent and the CP
      tags.push(k);
      c.font = r.chance(0.5) ? 0 : r.int(11, 13);
      const dir = r.chance(0.7) ? 0 : 1, size = r.pick([1, 1, 2, 3, 4, 5, 0, r.int(1, 10)]);
      w.call('settextstyle', c.font, dir, size);
      if (size === 0 || r.chance(0.1)) w.call('setusercharsize', r.pick([1, 2, 3, 4, r.int(1, 10)]), r.pick([1, 2, 3, r.int(1, 10)]), r.pick([1, 2, 3, 4, r.int(1, 10)]), r.pick([1, 2, 3, r.int(1, 10)]));
      const h = r.int(0, 2), v = r.int(0, 2);
      w.call('settextjustify', h, v);
      tags.push(`font${c.font}`, `dir${dir}`, `size${size}`, `j${h}${v}`);
      strcpy(w, fontText(r, c.font));
      printTw(w);
      if (r.chance(0.4)) { w.call('moveto', px15(c), py15(c)); w.call('outtext', 'str'); if (r.chance(0.5)) w.call('outtext', 'str'); }
      else w.call('outtextxy', px15(c), py15(c), 'str');
      printPosition(w);
      return;
    }
    case 'wm15': {
      // setwritemode 0 or 1, then a line, rectangle, polygon or pen line, drawn twice now and then
      tags.push(k);
      const v = r.chance(0.7) ? 1 : 0;
      w.call('setwritemode', v);
      tags.push(`wm${v}`);
      const q = r.int(0, 4), twice = r.chance(0.35);
      tags.push(['line', 'rectangle', 'drawpoly', 'lineto', 'linerel'][q]!);
      const n = q === 2 ? r.int(2, 12) : 0;
      if (q === 2) points(w, n, () => [px15(c), py15(c)]);
      const a = [px15(c), py15(c), px15(c), py15(c)] as const;
      for (let i = twice ? 2 : 1; i > 0; i--) {
        if (q === 0) w.call('line', ...a);
        else if (q === 1) w.call('rectangle', ...a);
        else if (q === 2) w.call('drawpoly', n, 'poly');
        else if (q === 3) w.call('lineto', a[0], a[1]);
        else w.call('linerel', a[2] - a[0], a[3] - a[1]);
      }
      return;
    }
    case 'pen15': {
      // the CP through moveto, moverel, lineto and linerel of everyday steps
      tags.push(k);
      for (let i = r.int(1, 4); i > 0; i--) {
        const q = r.int(0, 3);
        if (q === 0) w.call('moveto', px15(c), py15(c));
        else if (q === 1) w.call('moverel', r.int(-100, 100), r.int(-100, 100));
        else if (q === 2) w.call('lineto', px15(c), py15(c));
        else w.call('linerel', r.int(-200, 200), r.int(-150, 150));
        printPosition(w);
      }
      return;
    }
    case 'pal15': {
      // setpalette, setrgbpalette or setallpalette of in-range values, then the palette and a pixel
      tags.push(k);
      const q = r.int(0, 2);
      if (q === 0) w.call('setpalette', r.int(0, 15), r.int(0, 63));
      else if (q === 1) w.call('setrgbpalette', r.int(0, 15), r.int(0, 63), r.int(0, 63), r.int(0, 63));
      else {
        getpal(w);
        for (let j = r.int(1, 6); j > 0; j--) { const at = r.int(0, 15), val = r.int(0, 63); w.raw(`pal.colors[${at}] = ${val};`, (x) => void (x.pal.colors[at] = val)); }
        w.call('setallpalette', '&pal');
      }
      printPal(w);
      return;
    }
    case 'aspect15': {
      // setaspectratio of a program's values, a circle or pie after it, getaspectratio
      tags.push(k);
      w.call('setaspectratio', r.pick([10000, 10000, 7750, 8333, 12000, r.int(5000, 20000)]), r.pick([10000, 10000, 7750, 8333, 5000, 20000, r.int(5000, 20000)]));
      printAspect(w);
      const [a, b] = angles15(r);
      if (r.chance(0.5)) w.call('circle', px15(c), py15(c), rad15(r));
      else { w.call('pieslice', px15(c), py15(c), a, b, rad15(r)); printArc(w); }
      return;
    }
    case 'clear15': {
      tags.push(k);
      if (r.chance(0.7) || (c.page !== 0 && pageRows(m, c.page) < m.H)) w.call('clearviewport');
      else w.call('cleardevice');
      printPosition(w);
      return;
    }
    case 'colour15': {
      tags.push(k);
      const col = r.chance(0.9) ? r.int(1, 15) : 0;
      w.call('setcolor', col);
      if (col) c.colour = col;
      return;
    }
    case 'bk15': tags.push(k); w.call('setbkcolor', r.int(0, 15)); return;
    case 'mode15': op14(c, r.pick(['cycle', 'crt', 'reinit', 'mode13'])); return;
    default:
      op14(c, k);
  }
}

/** Each version 15 subject's calls (a kind listed twice weighs double). */
const OPS15: Readonly<Record<string, readonly string[]>> = {
  ovals: ['ell15', 'ell15', 'ell15', 'ell15', 'style15', 'fill15', 'aspect15', 'vp15', 'colour15', 'wm15', 'read12'],
  nestfill: ['nest15', 'nest15', 'nest15', 'fill15', 'vp15', 'colour15', 'ell15', 'poly15', 'read12'],
  polyon: ['poly15', 'poly15', 'poly15', 'fill15', 'style15', 'wm15', 'colour15', 'nest15', 'read12'],
  fonts15: ['text15', 'text15', 'text15', 'pen15', 'vp15', 'colour15', 'read12', 'bk15'],
  wmpen: ['wm15', 'wm15', 'pen15', 'pen15', 'style15', 'colour15', 'ell15', 'read12'],
  imgall: ['img15', 'img15', 'img15', 'vp15', 'fill15', 'ell15', 'bar15', 'text15', 'read12'],
  palmode: ['pal15', 'pal15', 'mode15', 'page1', 'ell15', 'bar15', 'bk15', 'clear15', 'read12'],
  bars15: ['bar15', 'bar15', 'bar15', 'style15', 'fill15', 'vp15', 'colour15', 'read12'],
  natural: [
    'ell15', 'ell15', 'style15', 'fill15', 'poly15', 'nest15', 'bar15', 'vp15', 'img15', 'text15', 'text15', 'wm15', 'pen15', 'pal15', 'aspect15',
    'clear15', 'colour15', 'colour15', 'bk15', 'read12',
  ],
  mix15: [
    'ell15', 'style15', 'fill15', 'poly15', 'nest15', 'bar15', 'vp15', 'img15', 'text15', 'wm15', 'pen15', 'pal15', 'aspect15', 'clear15', 'colour15',
    'bk15', 'mode15', 'page1', 'fail12', 'read12', 'clipflip', 'curve14', 'poly14', 'just14', 'outline', 'fshape', 'state',
  ],
};

/**
 * Version 16: a coordinate as a random program gives it — a tester's `random(640)` over the
 * screen mostly (the viewport's own coordinates: `n` its size), a screen past it either way, a few
 * thousand past it, the viewport's edges, or the int's ends.
 */
function t16(r: Rng, n: number): number {
  const k = r.next();
  if (k < 0.45) return r.int(0, Math.max(0, n - 1));
  if (k < 0.65) return r.int(-n, 2 * n);
  if (k < 0.78) return r.int(-3000, 3000);
  if (k < 0.88) return edge10(r, n, 5);
  return r.pick([r.int(-32768, 32767), 32767, -32768, -32767, 16384, -16384, 10000, -10000, 20000, -20000]);
}
/** Version 16: a fillpoly's coordinate as t16 gives it, kept within ±8000 of the viewport (past it the kernel's IDIV of a crossing overflows: far14). */
const tpoly16 = (r: Rng, n: number): number => Math.max(-8000, Math.min(n + 8000, t16(r, n)));
/** Version 16: a radius as a random program gives it: `random(100)` or `random(320)` mostly, negative, past 2 000, the int's ends. */
const rad16 = (r: Rng): number =>
  r.pick([r.int(0, 100), r.int(0, 100), r.int(0, 320), r.int(1, 50), r.int(-100, -1), r.int(-3000, -1), r.int(2000, 5000), r.int(320, 2000), r.int(0, 32767), 32767, -32768, 0]);
/** Version 16: an angle as a random program gives it: `random(360)` mostly, negative, past a turn, past ten turns, any int. */
const ang16 = (r: Rng): number =>
  r.pick([r.int(0, 359), r.int(0, 360), r.int(0, 360), r.int(-360, 0), r.int(-3600, 3600), r.int(3600, 32767), r.int(-32768, -3600), r.int(360, 720), 0, 90, 180, 270, 360]);
/** Version 16: a colour as a random program gives it: `random(16)` mostly, past getmaxcolor or negative now and then. */
const col16 = (r: Rng): number => (r.chance(0.85) ? r.int(0, 15) : r.pick([16, 17, 31, 63, 64, 100, 255, 256, -1, -2, 32767, r.int(16, 1000)]));

/** Version 16: one shape of every kind at a random program's coordinates, radii and angles (t16, rad16, ang16). */
function shape16(c: Chain9): void {
  const { r, w, tags } = c;
  const X = (): number => t16(r, c.vw), Y = (): number => t16(r, c.vh);
  const q = r.int(0, 14);
  tags.push(['line', 'rectangle', 'drawpoly', 'circle', 'arc', 'ellipse', 'pieslice', 'sector', 'fillellipse', 'bar', 'bar3d', 'fillpoly', 'putpixel', 'lineto', 'linerel'][q]!);
  if (q === 0) w.call('line', X(), Y(), X(), Y());
  else if (q === 1) w.call('rectangle', X(), Y(), X(), Y());
  else if (q === 2 || q === 11) {
    const n = r.pick([3, 4, 5, 6, r.int(2, 12), r.int(3, 30)]);
    points(w, n, () => [tpoly16(r, c.vw), tpoly16(r, c.vh)]);
    w.call(q === 2 ? 'drawpoly' : 'fillpoly', n, 'poly');
  } else if (q === 3) w.call('circle', X(), Y(), rad16(r));
  else if (q === 4) { w.call('arc', X(), Y(), ang16(r), ang16(r), rad16(r)); printArc(w); }
  else if (q === 5) { w.call('ellipse', X(), Y(), ang16(r), ang16(r), rad16(r), rad16(r)); printArc(w); }
  else if (q === 6) { w.call('pieslice', X(), Y(), ang16(r), ang16(r), rad16(r)); printArc(w); }
  else if (q === 7) { w.call('sector', X(), Y(), ang16(r), ang16(r), rad16(r), rad16(r)); printArc(w); }
  else if (q === 8) w.call('fillellipse', X(), Y(), rad16(r), rad16(r));
  else if (q === 9) w.call('bar', X(), Y(), X(), Y());
  // (not in a viewport a pixel wide or tall: A00005's bar3d never returned, version 14)
  else if (q === 10) { if (c.vw > 1 && c.vh > 1) w.call('bar3d', X(), Y(), X(), Y(), r.pick([r.int(0, 50), r.int(-50, -1), r.int(-2000, 2000), 0, 10]), r.int(0, 1)); }
  else if (q === 12) w.call('putpixel', X(), Y(), col16(r));
  else if (q === 13) w.call('lineto', X(), Y());
  else w.call('linerel', r.int(-2 * c.vw, 2 * c.vw), r.int(-2 * c.vh, 2 * c.vh));
}

/** One call of version 16's chains, of the kind `k`; the kinds of versions 9–15 as they draw them. */
function op16(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  switch (k) {
    case 'shape16': tags.push(k); shape16(c); return;
    case 'huge16': {
      // a curve anywhere with radii past 2 000 or negative and angles below 0 or past ten turns
      tags.push(k);
      const q = r.int(0, 5), x = t16(r, c.vw), y = t16(r, c.vh);
      const R = (): number => r.pick([r.int(2000, 32767), r.int(-32768, -1), r.int(-500, -1), r.int(2000, 8000), rad16(r)]);
      const A = (): number => r.pick([r.int(-32768, -1), r.int(3600, 32767), r.int(-7200, 7200), ang16(r)]);
      drawCurve(w, tags, q, x, y, A(), A(), R);
      if (q !== 0 && q !== 3) printArc(w);
      return;
    }
    case 'cross16': {
      // fillpoly or drawpoly of 5–64 random points over the screen and past it: many crossings
      tags.push(k);
      const n = r.pick([5, 8, 12, r.int(5, 30), r.int(30, 64)]), wide = r.chance(0.5);
      tags.push(`n${n}`, wide ? 'wide' : 'screen');
      points(w, n, () => (wide ? [tpoly16(r, c.vw), tpoly16(r, c.vh)] : [r.int(0, 639) - c.left, r.int(0, m.H - 1) - c.top]));
      const fn = r.chance(0.65) ? 'fillpoly' : 'drawpoly';
      tags.push(fn);
      w.call(fn, n, 'poly');
      return;
    }
    case 'flood16': {
      // a random shape or two, then a floodfill from inside, from a border pixel, from the viewport's edge or outside it
      tags.push(k);
      if (!canFlood(c)) return;
      w.call('setwritemode', 0);
      w.call('setcolor', c.colour);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), s = r.int(2, 120);
      const q = r.int(0, 3);
      if (q === 0) w.call('circle', cx, cy, s);
      else if (q === 1) w.call('rectangle', cx - s, cy - r.int(1, s), cx + r.int(1, s), cy + s);
      else if (q === 2) w.call('ellipse', cx, cy, 0, 360, s, r.int(1, 80));
      else { points(w, 5, () => [cx + r.int(-s, s), cy + r.int(-s, s)]); w.call('drawpoly', 5, 'poly'); }
      floodFillState(r, w, tags);
      const p = r.next();
      if (p < 0.45) { tags.push('seed-in'); w.call('floodfill', cx, cy, c.colour); }
      else if (p < 0.65) { tags.push('seed-border'); w.call('floodfill', q === 0 || q === 2 ? Math.min(c.vw - 1, cx + s) : Math.max(0, cx - s), cy, c.colour); }
      else if (p < 0.8) { tags.push('seed-edge'); w.call('floodfill', r.pick([0, c.vw - 1]), r.int(0, c.vh - 1), c.colour); }
      else if (p < 0.92) { tags.push('seed-out'); w.call('floodfill', r.pick([-1, c.vw, -50, c.vw + 30, r.int(-2000, 2000)]), r.pick([cy, -1, c.vh, r.int(-2000, 2000)]), c.colour); }
      else { tags.push('seed-other'); w.call('floodfill', cx, cy, r.pick([0, r.int(1, 15), 16, 255])); }
      return;
    }
    case 'far16': {
      // thick, patterned lines, rectangles and polygons far past the screen, the pen after
      tags.push(k);
      const q = r.int(0, 4);
      tags.push(['line', 'rectangle', 'drawpoly', 'lineto', 'linerel'][q]!);
      const X = (): number => t16(r, c.vw), Y = (): number => t16(r, c.vh);
      if (q === 0) w.call('line', X(), Y(), X(), Y());
      else if (q === 1) w.call('rectangle', X(), Y(), X(), Y());
      else if (q === 2) { const n = r.int(2, 10); points(w, n, () => [X(), Y()]); w.call('drawpoly', n, 'poly'); }
      else if (q === 3) w.call('lineto', X(), Y());
      else w.call('linerel', X(), Y());
      printPosition(w);
      return;
    }
    case 'style16': {
      // setlinestyle as a random program calls it: any style 0–4, USERBIT_LINE most, a pattern, thickness 1 or 3 (now and then 0, 2, 5 or 7: refused)
      tags.push(k);
      const style = r.chance(0.4) ? 4 : r.chance(0.95) ? r.int(0, 4) : r.pick([5, 7, -1]);
      const pattern = r.chance(0.6) ? r.int(0, 0xffff) : r.pick([0xaaaa, 0xf0f0, 0x8888, 0xff00, 0x1]);
      const thick = r.chance(0.9) ? r.pick([1, 3, 3]) : r.pick([0, 2, 5, 7]);
      w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
      tags.push(`ls${style}`, `t${thick}`);
      return;
    }
    case 'xor16': {
      // XOR_PUT (or COPY_PUT), then a shape, drawn twice now and then
      tags.push(k);
      const v = r.chance(0.75) ? 1 : 0;
      w.call('setwritemode', v);
      tags.push(`wm${v}`);
      if (r.chance(0.3)) { const s = w.statements.length; shape16(c); for (const st of w.statements.slice(s)) if (!st.c.startsWith('fprintf') && !st.c.startsWith('getarccoords')) w.statements.push(st); }
      else shape16(c);
      return;
    }
    case 'bar16': {
      // bar and bar3d as a random program draws them: corners anywhere, depths negative and huge, topflag any
      tags.push(k);
      const X = (): number => t16(r, c.vw), Y = (): number => t16(r, c.vh);
      if (r.chance(0.4)) { tags.push('bar'); w.call('bar', X(), Y(), X(), Y()); return; }
      if (c.vw <= 1 || c.vh <= 1) return;
      const depth = r.pick([r.int(-100, -1), r.int(-1000, 1000), r.int(0, 100), -32768, 32767, r.int(-32768, 32767), 0]);
      const top = r.pick([0, 1, r.int(0, 10), -1, r.int(-32768, 32767)]);
      tags.push('bar3d', `dep${depth}`);
      w.call('bar3d', X(), Y(), X(), Y(), depth, top);
      return;
    }
    case 'text16': {
      // a random font, direction 0 or 1, size 0–20, a user size up to 60, any justification; text anywhere
      tags.push(k);
      c.font = r.chance(0.5) ? 0 : r.int(11, 13);
      const dir = r.int(0, 1), size = r.pick([0, r.int(1, 10), r.int(1, 20), 1, 4, 10]);
      if (size === 0 || r.chance(0.3)) {
        const f = (): number => r.pick([r.int(1, 10), r.int(1, 60), 1, 2, 30, 50]), g = (): number => r.pick([1, 1, 2, r.int(1, 10), r.int(1, 5)]);
        w.call('setusercharsize', f(), g(), f(), g());
      }
      w.call('settextstyle', c.font, dir, size);
      const h = r.chance(0.95) ? r.int(0, 2) : r.pick([3, -1, 5]), v = r.chance(0.95) ? r.int(0, 2) : r.pick([3, -1, 5]);
      w.call('settextjustify', h, v);
      tags.push(`font${c.font}`, `dir${dir}`, `size${size}`, `j${h}${v}`);
      strcpy(w, fontText(r, c.font));
      printTw(w);
      if (r.chance(0.35)) { w.call('moveto', t16(r, c.vw), t16(r, c.vh)); w.call('outtext', 'str'); }
      else w.call('outtextxy', t16(r, c.vw), t16(r, c.vh), 'str');
      printPosition(w);
      return;
    }
    case 'img16': {
      // getimage of a box from a point of the screen on, running past its right or bottom edge now and then, put anywhere in any operation
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      // (from the viewport's corner on: a rectangle from a negative coordinate to a non-negative one never returns, probe GI)
      const ax = r.int(c.left, 639), ay = r.int(c.top, m.H - 1);
      let wd = r.pick([r.int(1, 64), r.int(1, 200), r.int(1, 640), 8, 16]), ht = r.pick([r.int(1, 40), r.int(1, 150), 1, 8]);
      if (r.chance(0.3)) wd = 640 - ax + r.int(1, 60);
      if (r.chance(0.3)) ht = m.H - ay + r.int(1, 40);
      ht = Math.max(1, Math.min(ht, Math.floor((15000 - 6) / (4 * Math.ceil(wd / 8)))));
      const x0 = ax - c.left, y0 = ay - c.top;
      tags.push(ax + wd > 640 ? 'past-right' : 'in', ay + ht > m.H ? 'past-bottom' : 'in');
      getAndPut(r, w, tags, x0, y0, x0 + wd - 1, y0 + ht - 1, (w0, h0) => [
        r.chance(0.8) ? r.pick([t16(r, c.vw), x0, -r.int(0, w0 + 1), c.vw - r.int(0, w0 + 1)]) : r.pick([32767, -32768, 32767 - w0, -w0]),
        r.chance(0.8) ? r.pick([t16(r, c.vh), y0, -r.int(0, h0 + 1), c.vh - r.int(0, h0 + 1)]) : r.pick([32767, -32768, 32767 - h0, -h0]),
      ]);
      return;
    }
    case 'vp16': {
      // setviewport as a random program calls it: random corners (inverted, off the screen, zero-size: refused), clipping on or off
      tags.push(k);
      if (c.page !== 0) return;
      const q = r.next();
      let x0: number, y0: number, x1: number, y1: number;
      if (q < 0.6) { x0 = r.int(0, 639); y0 = r.int(0, m.H - 1); x1 = r.int(0, 639); y1 = r.int(0, m.H - 1); if (r.chance(0.7)) { [x0, x1] = [Math.min(x0, x1), Math.max(x0, x1)]; [y0, y1] = [Math.min(y0, y1), Math.max(y0, y1)]; } }
      else if (q < 0.8) { x0 = r.int(0, 639); y0 = r.int(0, m.H - 1); x1 = x0 + r.pick([0, 0, 1, -1]); y1 = y0 + r.pick([0, 1, -1]); }
      else { x0 = r.int(-700, 1300); y0 = r.int(-500, 1000); x1 = r.int(-700, 1300); y1 = r.int(-500, 1000); }
      const clip = r.chance(0.5) ? 1 : 0;
      w.call('setviewport', x0, y0, x1, y1, clip);
      const taken = x0 >= 0 && y0 >= 0 && x0 <= x1 && y0 <= y1 && x1 <= 639 && y1 <= m.H - 1;
      tags.push(taken ? (clip ? 'v-on' : 'v-off') : 'v-refused');
      if (taken) Object.assign(c, { left: x0, top: y0, vw: x1 - x0 + 1, vh: y1 - y0 + 1, clip, d: hostile(x1 - x0 + 1, y1 - y0 + 1) });
      return;
    }
    case 'clear16': {
      // setbkcolor of any int, setcolor past getmaxcolor, then cleardevice or clearviewport and the state after
      tags.push(k);
      if (r.chance(0.6)) { const b = col16(r); w.call('setbkcolor', b); tags.push(`bk${b}`); }
      if (r.chance(0.4)) w.call('setfillstyle', r.int(0, 12), col16(r));
      const clr = r.chance(0.4) && (c.page === 0 || pageRows(m, c.page) >= m.H) ? 'cleardevice' : 'clearviewport';
      tags.push(clr);
      w.call(clr);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      printPosition(w);
      return;
    }
    case 'colour16': {
      tags.push(k);
      const v = col16(r);
      w.call('setcolor', v);
      if (v >= 1 && v <= 15) c.colour = v;
      return;
    }
    case 'fill16': {
      // setfillstyle of a random style and colour (12, past it and negative now and then), or a random user pattern
      tags.push(k);
      if (r.chance(0.25)) {
        const bytes = Array.from({ length: 8 }, () => r.int(0, 255));
        bytes.forEach((b, i) => w.raw(`pat[${i}] = ${b};`, (x) => void (x.pat[i] = b)));
        w.call('setfillpattern', 'pat', col16(r));
        tags.push('fs12');
      } else { const style = r.chance(0.9) ? r.int(0, 11) : r.pick([12, 13, -1, 100]); w.call('setfillstyle', style, col16(r)); tags.push(`fs${style}`); }
      return;
    }
    case 'defaults16': tags.push(k); defaults9(c); if (r.chance(0.5)) printState(w); return;
    case 'pal16': {
      tags.push(k);
      const q = r.int(0, 2);
      if (q === 0) w.call('setpalette', r.chance(0.8) ? r.int(0, 15) : r.pick([16, -1, 255]), r.chance(0.8) ? r.int(0, 63) : r.pick([64, -1, 255, 32767]));
      else if (q === 1) w.call('setrgbpalette', r.chance(0.8) ? r.int(0, 15) : r.pick([16, 255, -1]), r.int(0, 255), r.int(0, 255), r.int(0, 255));
      else w.call('setbkcolor', col16(r));
      printPal(w);
      return;
    }
    default:
      op15(c, k);
  }
}

/** Each version 16 subject's calls (a kind listed twice weighs double). */
const OPS16: Readonly<Record<string, readonly string[]>> = {
  hugearc: ['huge16', 'huge16', 'huge16', 'style16', 'fill16', 'xor16', 'vp16', 'colour16', 'aspect15', 'read12'],
  crosspoly: ['cross16', 'cross16', 'cross16', 'fill16', 'style16', 'xor16', 'vp16', 'colour16', 'read12'],
  floodany: ['flood16', 'flood16', 'flood16', 'shape16', 'fill16', 'vp16', 'colour16', 'read12'],
  farline: ['far16', 'far16', 'far16', 'style16', 'style16', 'xor16', 'vp16', 'clipflip', 'colour16', 'read12'],
  bars16: ['bar16', 'bar16', 'bar16', 'style16', 'fill16', 'vp16', 'clipflip', 'colour16', 'read12'],
  bigtext: ['text16', 'text16', 'text16', 'vp16', 'clipflip', 'colour16', 'pen15', 'read12'],
  imgoff: ['img16', 'img16', 'img16', 'shape16', 'vp16', 'fill16', 'xor16', 'colour16', 'read12'],
  vpoff: ['vp16', 'vp16', 'shape16', 'shape16', 'shape16', 'clipflip', 'style16', 'fill16', 'colour16', 'read12'],
  oddstate: ['clear16', 'clear16', 'defaults16', 'pal16', 'colour16', 'fill16', 'shape16', 'shape16', 'text16', 'vp16', 'read12'],
  tester: [
    'shape16', 'shape16', 'shape16', 'shape16', 'huge16', 'cross16', 'flood16', 'far16', 'style16', 'xor16', 'bar16', 'text16', 'img16', 'vp16', 'clear16',
    'colour16', 'colour16', 'fill16', 'defaults16', 'pal16', 'clipflip', 'page1', 'mode15', 'pen15', 'aspect15', 'read12',
  ],
};

/**
 * Version 17: a statement of a loop's body — its C text and what it does run directly. A tester
 * writes loops (`for (i = 0; i < 50; i++) circle(random(640), random(480), random(100));`): many
 * shapes a scene over what the ones before left, the state changed by the counter between them.
 */
interface Step {
  c: string;
  run: (x: Vars) => void;
}

/**
 * Version 17's expressions: a literal, the counters, random(n) (one call at most an expression:
 * TCC's order inside one is not derived). Never random(1): TCC folds `rand() % (1)` to 0 and never
 * calls rand (BG00005's first draft: ten random(1) in a loop left the sequence where it was).
 */
const lit17 = (n: number): Expr => {
  const v = int16(n);
  return e(v < 0 ? `(${v})` : String(v), () => v);
};
const var17 = (name: 'i' | 'j' | 'k' | 'a0'): Expr => e(name, (x) => x.n[name]);
const rnd17 = (n: number | Expr): Expr => {
  const m = typeof n === 'number' ? lit17(Math.max(2, n)) : n;
  return e(`random(${m.c})`, (x) => S.random(m.v(x)));
};
/** a + b, a × b, a % b as 16-bit C ints (b a positive literal for %: it truncates toward zero in both). */
const add17 = (a: Expr, b: Expr): Expr => e(`(${a.c} + ${b.c})`, (x) => int16(a.v(x) + b.v(x)));
const mul17 = (a: Expr, b: Expr): Expr => e(`(${a.c} * ${b.c})`, (x) => int16(Math.imul(a.v(x), b.v(x))));
const mod17 = (a: Expr, n: number): Expr => e(`(${a.c} % ${n})`, (x) => int16(a.v(x) % n));
const maxX17 = e('getmaxx()', () => G.getmaxx());
const maxY17 = e('getmaxy()', () => G.getmaxy());

/** Version 17: a library call in a loop's body, graphresult checked after it (R(n)); arguments evaluated right to left, as TCC pushes them. */
function step17(w: Writer, fn: string, ...args: (Expr | Ref)[]): Step {
  const n = w.nextCall();
  const f = library[fn];
  if (!f) throw new Error(`generate: no graphics.h function ${fn}`);
  return {
    c: `${fn}(${args.map((a) => (typeof a === 'string' ? a : a.c)).join(', ')}); R(${n});`,
    run: (x) => {
      const values: unknown[] = [];
      for (let i = args.length - 1; i >= 0; i--) { const a = args[i]!; values[i] = typeof a === 'string' ? argValue(x, a) : a.v(x); }
      f(...values);
      const err = G.graphresult();
      if (err !== G.grOk) fprintf(x.out, 'r %d %d\n', n, err);
    },
  };
}
/** Version 17: `name = value;` in a loop's body. */
const set17 = (name: 'i' | 'j' | 'k' | 'a0', v: Expr): Step => ({ c: `${name} = ${v.c};`, run: (x) => void (x.n[name] = v.v(x)) });
/** Version 17: `poly[at] = value;` in a loop's body. */
const poly17 = (at: Expr, v: Expr): Step => ({ c: `poly[${at.c}] = ${v.c};`, run: (x) => { const val = v.v(x); x.poly[at.v(x)] = val; } });
/** Version 17: `for (name = 0; name < count; name++) { body }` — one statement of the scene. */
function loop17(name: 'i' | 'j', count: number, body: readonly Step[]): Step {
  return {
    c: `for (${name} = 0; ${name} < ${count}; ${name}++) {\n    ${body.map((s) => s.c.replace(/\n/g, '\n  ')).join('\n    ')}\n  }`,
    run: (x) => { for (x.n[name] = 0; x.n[name] < count; x.n[name]++) for (const s of body) s.run(x); },
  };
}

/** Version 17: a loop's coordinate along `n` (the viewport's size): random(n), random(getmaxx()), a step of the counter, a fixed point anywhere, or a step plus random. */
function coord17(c: Chain9, n: number, max: Expr): Expr {
  const { r } = c;
  const q = r.next();
  if (q < 0.35) return rnd17(n > 0 ? n : 1);
  if (q < 0.45) return rnd17(max);
  if (q < 0.7) return add17(lit17(r.pick([0, r.int(0, n), r.int(-50, n + 50)])), mul17(var17('i'), lit17(r.pick([r.int(1, 20), r.int(-20, -1), r.int(1, 80), r.int(50, 500)]))));
  if (q < 0.85) return lit17(t16(r, n));
  return add17(mul17(var17('i'), lit17(r.int(-30, 30))), rnd17(r.int(1, Math.max(1, n))));
}
/** Version 17: a loop's radius: random(n) mostly, growing with the counter (concentric), fixed, or past the screen. */
function radius17(c: Chain9): Expr {
  const { r } = c;
  const q = r.next();
  if (q < 0.4) return rnd17(r.pick([50, 100, 200, 320, r.int(1, 400)]));
  if (q < 0.7) return add17(lit17(r.int(0, 20)), mul17(var17('i'), lit17(r.pick([1, 2, 3, 5, 8, 10, r.int(1, 40), -3]))));
  if (q < 0.85) return lit17(rad16(r));
  return add17(lit17(r.pick([1000, 2000, 30000, -100])), rnd17(r.int(1, 2000)));
}
/** Version 17: a loop's angle: random(360), a turn divided by the counter, any, or past a turn. */
function angle17(c: Chain9): Expr {
  const { r } = c;
  const q = r.next();
  if (q < 0.35) return rnd17(r.pick([360, 360, 720, 90]));
  if (q < 0.7) return add17(lit17(r.pick([0, 90, r.int(-360, 360)])), mul17(var17('i'), lit17(r.pick([10, 15, 30, 45, 36, r.int(1, 90), r.int(100, 400)]))));
  return lit17(ang16(r));
}
/** Version 17: the state a loop's body changes by its counter before its shape (colour, line style, fill style, write mode), maybe none. */
function loopState17(c: Chain9): Step[] {
  const { r, w, tags } = c;
  const out: Step[] = [];
  const i = var17('i');
  if (r.chance(0.6)) out.push(step17(w, 'setcolor', r.pick([mod17(i, 16), add17(mod17(i, 15), lit17(1)), rnd17(16), rnd17(r.pick([15, 17, 20]))])));
  if (r.chance(0.3)) {
    tags.push('ls-loop');
    out.push(step17(w, 'setlinestyle', r.pick([mod17(i, 5), mod17(i, 4), lit17(4)]), lit17(r.pick([0xaaaa, 0xf0f0, 0x3333, 0x8001, r.int(0, 0x7fff)])), r.pick([add17(mul17(mod17(i, 2), lit17(2)), lit17(1)), lit17(3), lit17(1)])));
  }
  if (r.chance(0.4)) {
    tags.push('fs-loop');
    out.push(step17(w, 'setfillstyle', r.pick([mod17(i, 12), add17(mod17(i, 11), lit17(1)), rnd17(12), lit17(r.int(0, 11))]), r.pick([mod17(i, 16), rnd17(16), lit17(r.int(0, 15)), add17(mod17(i, 15), lit17(1))])));
  }
  if (r.chance(0.15)) { tags.push('wm-loop'); out.push(step17(w, 'setwritemode', mod17(i, 2))); }
  return out;
}

/** Version 17: one shape of a loop's body at the counter's and random()'s coordinates. */
function loopShape17(c: Chain9, q: number): Step[] {
  const { w } = c;
  const X = (): Expr => coord17(c, c.vw, maxX17), Y = (): Expr => coord17(c, c.vh, maxY17);
  switch (q) {
    case 0: return [step17(w, 'line', X(), Y(), X(), Y())];
    case 1: return [step17(w, 'rectangle', X(), Y(), X(), Y())];
    case 2: return [step17(w, 'circle', X(), Y(), radius17(c))];
    case 3: return [step17(w, 'arc', X(), Y(), angle17(c), angle17(c), radius17(c))];
    case 4: return [step17(w, 'ellipse', X(), Y(), angle17(c), angle17(c), radius17(c), radius17(c))];
    case 5: return [step17(w, 'pieslice', X(), Y(), angle17(c), angle17(c), radius17(c))];
    case 6: return [step17(w, 'sector', X(), Y(), angle17(c), angle17(c), radius17(c), radius17(c))];
    case 7: return [step17(w, 'fillellipse', X(), Y(), radius17(c), radius17(c))];
    case 8: return [step17(w, 'bar', X(), Y(), X(), Y())];
    // (not in a viewport a pixel wide or tall: A00005's bar3d never returned, version 14)
    case 9: return c.vw > 1 && c.vh > 1 ? [step17(w, 'bar3d', X(), Y(), X(), Y(), c.r.pick([lit17(c.r.int(0, 30)), rnd17(40), mod17(var17('i'), 20)]), lit17(c.r.int(0, 1)))] : [];
    case 10: return [step17(w, 'putpixel', X(), Y(), c.r.pick([rnd17(16), mod17(var17('i'), 16), lit17(col16(c.r))]))];
    case 11: return [step17(w, 'lineto', X(), Y())];
    case 12: return [step17(w, 'linerel', add17(rnd17(c.r.pick([41, 81, 201])), lit17(-c.r.pick([20, 40, 100]))), add17(rnd17(c.r.pick([31, 61, 151])), lit17(-c.r.pick([15, 30, 75]))))];
    default: {
      // a polygon of random points filled in by an inner loop, then drawn or filled
      const n = c.r.pick([3, 4, 5, 6, c.r.int(3, 20)]);
      const j = var17('j');
      return [
        loop17('j', n, [poly17(mul17(j, lit17(2)), rnd17(Math.max(1, c.vw))), poly17(add17(mul17(j, lit17(2)), lit17(1)), rnd17(Math.max(1, c.vh)))]),
        step17(w, c.r.chance(0.6) ? 'fillpoly' : 'drawpoly', lit17(n), 'poly'),
      ];
    }
  }
}
const LOOP_SHAPES = ['line', 'rectangle', 'circle', 'arc', 'ellipse', 'pieslice', 'sector', 'fillellipse', 'bar', 'bar3d', 'putpixel', 'lineto', 'linerel', 'poly'];

/** One call of version 17's chains, of the kind `k`; the kinds of versions 9–16 as they draw them. */
function op17(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  const i = var17('i');
  switch (k) {
    case 'loop17': {
      // a loop of 3–40 shapes of one kind, the state changed by the counter before each
      const q = r.int(0, 13), n = r.pick([3, 5, 10, r.int(2, 20), r.int(10, 40)]);
      tags.push(k, LOOP_SHAPES[q]!, `n${n}`);
      if (q === 11 || q === 12) w.call('moveto', t16(r, c.vw), t16(r, c.vh));
      w.raw(...stmt17(loop17('i', n, [...loopState17(c), ...loopShape17(c, q)])));
      if (q === 3 || q === 4 || q === 5 || q === 6) printArc(w);
      printPosition(w);
      return;
    }
    case 'pie17': {
      // a pie chart: slices from where the last ended, each in a fill style and colour of its own, pieslice or sector, under an aspect ratio now and then
      const n = r.pick([3, 4, 6, 8, r.int(2, 16)]), sector = r.chance(0.35);
      tags.push(k, sector ? 'sector' : 'pieslice', `n${n}`);
      if (r.chance(0.3)) w.call('setaspectratio', r.pick([10000, 7750, r.int(1000, 20000)]), r.pick([10000, r.int(1000, 20000)]));
      const cx = r.chance(0.8) ? r.int(0, c.vw - 1) : t16(r, c.vw), cy = r.chance(0.8) ? r.int(0, c.vh - 1) : t16(r, c.vh);
      const R = r.pick([r.int(10, 150), r.int(1, 300), r.int(150, 700)]), Ry = r.pick([R, r.int(1, 200)]);
      const slice = r.chance(0.5) ? rnd17(r.pick([90, 120, 360 / n + 1 | 0, 60])) : lit17(r.pick([Math.floor(360 / n), 45, 30, r.int(1, 120)]));
      w.raw(...stmt17(set17('a0', lit17(r.pick([0, 90, r.int(0, 359), r.int(-360, 0)])))));
      const body: Step[] = [
        set17('k', add17(slice, lit17(r.pick([0, 1, 5])))),
        step17(w, 'setfillstyle', r.pick([add17(mod17(i, 11), lit17(1)), mod17(i, 12), rnd17(12)]), r.pick([add17(mod17(i, 15), lit17(1)), rnd17(16)])),
        sector ? step17(w, 'sector', lit17(cx), lit17(cy), var17('a0'), add17(var17('a0'), var17('k')), lit17(R), lit17(Ry)) : step17(w, 'pieslice', lit17(cx), lit17(cy), var17('a0'), add17(var17('a0'), var17('k')), lit17(R)),
        set17('a0', add17(var17('a0'), var17('k'))),
      ];
      if (r.chance(0.4)) body.splice(1, 0, step17(w, 'setcolor', r.pick([rnd17(16), mod17(i, 16), lit17(r.int(0, 15))])));
      w.raw(...stmt17(loop17('i', n, body)));
      printArc(w);
      w.print('a0 %d', var17('a0'));
      return;
    }
    case 'walk17': {
      // a random walk of the pen: linerel of random steps, lineto of random points, moverel, in any style and write mode
      const n = r.pick([5, 10, 20, r.int(2, 60)]);
      tags.push(k, `n${n}`);
      w.call('moveto', r.chance(0.8) ? r.int(0, c.vw - 1) : t16(r, c.vw), r.chance(0.8) ? r.int(0, c.vh - 1) : t16(r, c.vh));
      const sx = r.pick([20, 40, 100, 300]), sy = r.pick([15, 30, 100, 200]);
      const stepOf = (): Step => {
        const q = r.int(0, 3);
        if (q === 0 || q === 1) return step17(w, 'linerel', add17(rnd17(2 * sx + 1), lit17(-sx)), add17(rnd17(2 * sy + 1), lit17(-sy)));
        if (q === 2) return step17(w, 'lineto', rnd17(Math.max(1, c.vw)), rnd17(Math.max(1, c.vh)));
        return step17(w, 'moverel', add17(rnd17(2 * sx + 1), lit17(-sx)), add17(rnd17(2 * sy + 1), lit17(-sy)));
      };
      const body = [...(r.chance(0.5) ? loopState17(c) : []), stepOf(), ...(r.chance(0.4) ? [stepOf()] : [])];
      w.raw(...stmt17(loop17('i', n, body)));
      printPosition(w);
      return;
    }
    case 'sprite17': {
      // a sprite: a shape drawn, taken by getimage, then put along a line across the screen's edges, XOR_PUT drawn and erased or in any operation
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      tags.push(k);
      const [x0, y0, x1, y1] = imageBox10(r, c);
      if (r.chance(0.7)) w.call('circle', (x0 + x1) >> 1, (y0 + y1) >> 1, Math.max(1, Math.min(x1 - x0, y1 - y0) >> 1));
      if (r.chance(0.5)) w.call('rectangle', x0, y0, x1, y1);
      w.call('getimage', x0, y0, x1, y1, 'img');
      const n = r.pick([4, 8, 16, r.int(2, 40)]);
      const at = (s: number, n0: number): Expr => r.chance(0.85)
        ? add17(lit17(r.pick([s, 0, -r.int(0, 50), n0 - r.int(0, 60), r.int(-100, n0)])), mul17(i, lit17(r.pick([r.int(1, 30), r.int(-30, -1), 8, 16, r.int(30, 120)]))))
        : rnd17(Math.max(1, n0));
      const X = at(x0, c.vw), Y = at(y0, c.vh);
      const op = r.int(0, 4), xorTwice = r.chance(0.4);
      tags.push(xorTwice ? 'xor2' : `op${op}`, `n${n}`);
      const body: Step[] = xorTwice
        ? [set17('j', X), set17('k', Y), step17(w, 'putimage', var17('j'), var17('k'), 'img', lit17(1)), ...(r.chance(0.5) ? [step17(w, 'putimage', var17('j'), var17('k'), 'img', lit17(1))] : [])]
        : [step17(w, 'putimage', X, Y, 'img', r.chance(0.7) ? lit17(op) : mod17(i, 5))];
      w.raw(...stmt17(loop17('i', n, body)));
      return;
    }
    case 'text17': {
      // text in a loop: the size, direction, justification or font by the counter, at random points or at the CP
      const n = r.pick([3, 5, 8, r.int(2, 12)]);
      const font = oddDirections ? 0 : r.pick([0, 11, 12, 13]);
      c.font = font;
      tags.push(k, `font${font}`, `n${n}`);
      strcpy(w, fontText(r, font));
      const body: Step[] = [];
      const dir = r.chance(0.6) ? lit17(r.int(0, 1)) : mod17(i, 2);
      const size = r.pick([add17(mod17(i, 10), lit17(1)), add17(i, lit17(1)), lit17(r.int(1, 10)), lit17(0), rnd17(r.int(2, 12))]);
      if (size.c === '0' || r.chance(0.25)) { tags.push('user'); body.push(step17(w, 'setusercharsize', add17(i, lit17(1)), lit17(r.int(1, 4)), r.pick([add17(mod17(i, 5), lit17(1)), lit17(r.int(1, 6))]), lit17(r.int(1, 4)))); }
      body.push(step17(w, 'settextstyle', lit17(font), dir, size));
      if (r.chance(0.5)) body.push(step17(w, 'settextjustify', r.pick([mod17(i, 3), lit17(r.int(0, 2))]), r.pick([mod17(i, 3), lit17(r.int(0, 2)), rnd17(3)])));
      if (r.chance(0.35)) { w.call('moveto', r.int(0, c.vw - 1), r.int(0, c.vh - 1)); body.push(step17(w, 'outtext', 'str')); tags.push('cp'); }
      else body.push(step17(w, 'outtextxy', coord17(c, c.vw, maxX17), coord17(c, c.vh, maxY17), 'str'));
      w.raw(...stmt17(loop17('i', n, body)));
      printTw(w);
      printPosition(w);
      return;
    }
    case 'pal17': {
      // the palette cycled in a loop (setpalette of the counter's colours, setrgbpalette of its shades), colour bars drawn first now and then
      tags.push(k);
      if (r.chance(0.5)) {
        const wd = Math.max(1, Math.floor(c.vw / 16));
        w.raw(...stmt17(loop17('i', 16, [step17(w, 'setfillstyle', lit17(1), i), step17(w, 'bar', mul17(i, lit17(wd)), lit17(0), add17(mul17(i, lit17(wd)), lit17(wd - 1)), lit17(r.int(0, c.vh - 1)))])));
      }
      const n = r.pick([16, 16, 8, r.int(1, 16)]), base = r.int(0, 63);
      if (r.chance(0.6)) w.raw(...stmt17(loop17('i', n, [step17(w, 'setpalette', r.chance(0.9) ? i : add17(i, lit17(r.int(1, 8))), r.pick([mod17(add17(i, lit17(base)), 64), mod17(mul17(i, lit17(r.int(2, 9))), 64), rnd17(64)]))])));
      else w.raw(...stmt17(loop17('i', n, [step17(w, 'setrgbpalette', r.chance(0.9) ? i : rnd17(16), mod17(mul17(i, lit17(4)), 64), rnd17(64), r.pick([lit17(r.int(0, 63)), mod17(mul17(i, lit17(r.int(1, 7))), 64)]))])));
      printPal(w);
      return;
    }
    case 'bars17': {
      // a bar chart: bar3d or bar of random heights side by side from a baseline, a fill style and colour a bar
      const n = r.pick([4, 6, 10, r.int(2, 20)]), three = c.vw > 1 && c.vh > 1 && r.chance(0.6);
      tags.push(k, three ? 'bar3d' : 'bar', `n${n}`);
      const x0 = r.chance(0.8) ? r.int(0, c.vw >> 1) : t16(r, c.vw), base = r.chance(0.8) ? r.int(c.vh >> 1, c.vh) : t16(r, c.vh);
      const wd = r.pick([r.int(5, 60), Math.max(1, Math.floor(c.vw / (n + 1))), r.int(1, 10)]), gap = r.int(0, Math.max(0, wd - 1));
      const left = add17(lit17(x0), mul17(i, lit17(wd))), right = add17(lit17(x0 + wd - 1 - gap), mul17(i, lit17(wd)));
      const top = add17(lit17(base), r.pick([mul17(rnd17(Math.max(1, base)), lit17(-1)), mul17(i, lit17(-r.int(1, 30)))]));
      const body: Step[] = [step17(w, 'setfillstyle', r.pick([add17(mod17(i, 11), lit17(1)), mod17(i, 12), lit17(r.int(0, 11))]), r.pick([add17(mod17(i, 15), lit17(1)), rnd17(16), lit17(r.int(0, 15))]))];
      body.push(three ? step17(w, 'bar3d', left, top, right, lit17(base), r.pick([lit17(r.int(0, 20)), lit17(Math.floor(wd / 4)), mod17(i, 10)]), lit17(r.chance(0.8) ? 1 : 0)) : step17(w, 'bar', left, top, right, lit17(base)));
      w.raw(...stmt17(loop17('i', n, body)));
      return;
    }
    case 'flood17': {
      // outlines drawn in a loop in one colour, then a floodfill from inside the viewport bounded by that colour
      // (in a viewport of at most 40 000 pixels: on the whole screen over BG00005's first draft's
      // lines, arcs and ellipses, floodfill(5, 59, 15) ended the program, its probe PFA too)
      tags.push(k);
      if (!canFlood(c) || c.vw * c.vh > 40000) return;
      w.call('setwritemode', 0);
      w.call('setcolor', c.colour);
      const n = r.pick([2, 3, 4, r.int(2, 8)]), q = r.pick([1, 2, 4, 13]);
      tags.push(LOOP_SHAPES[q]!, `n${n}`);
      w.raw(...stmt17(loop17('i', n, loopShape17(c, q))));
      floodFillState(r, w, tags);
      w.call('floodfill', r.int(0, c.vw - 1), r.int(0, c.vh - 1), c.colour);
      return;
    }
    case 'flip17': {
      // page flipping: draw on the page not shown, then show it — on modes whose pages lie whole in the planes' 64K
      const pages = PAGES[m.cur]!;
      if (pageRows(m, pages - 1) < m.H || c.clip !== 1) return;
      const n = r.pick([2, 3, 4, r.int(2, 8)]);
      tags.push(k, `n${n}`);
      const q = r.int(0, 12);
      const body: Step[] = [step17(w, 'setactivepage', mod17(i, pages))];
      if (r.chance(0.6)) body.push(step17(w, r.chance(0.7) ? 'clearviewport' : 'cleardevice'));
      body.push(...loopShape17(c, q));
      body.push(step17(w, 'setvisualpage', mod17(i, pages)));
      w.raw(...stmt17(loop17('i', n, body)));
      w.print('pg %u %u', getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      w.call('setactivepage', 0);
      c.page = 0;
      return;
    }
    case 'nest17': {
      // a loop inside a loop: rows and columns of one shape, the state by either counter
      const ni = r.int(2, 6), nj = r.int(2, 6), q = r.pick([1, 2, 7, 8, 9, 10, 5]);
      tags.push(k, LOOP_SHAPES[q]!, `n${ni}x${nj}`);
      const j = var17('j');
      const sx = r.pick([r.int(10, 120), Math.max(1, Math.floor(c.vw / ni))]), sy = r.pick([r.int(10, 100), Math.max(1, Math.floor(c.vh / nj))]);
      const x = add17(mul17(i, lit17(sx)), lit17(r.int(-20, 40))), y = add17(mul17(j, lit17(sy)), lit17(r.int(-20, 40)));
      const s = r.pick([lit17(r.int(1, 60)), rnd17(r.int(2, 60)), add17(mul17(j, lit17(r.int(1, 9))), lit17(1))]);
      const state: Step[] = [step17(w, 'setfillstyle', r.pick([mod17(add17(i, j), 12), mod17(j, 12), lit17(r.int(0, 11))]), r.pick([add17(mod17(i, 15), lit17(1)), mod17(add17(i, mul17(j, lit17(3))), 16), rnd17(16)]))];
      if (r.chance(0.5)) state.push(step17(w, 'setcolor', r.pick([mod17(add17(i, j), 16), rnd17(16)])));
      const shape = q === 1 ? step17(w, 'rectangle', x, y, add17(x, s), add17(y, s))
        : q === 2 ? step17(w, 'circle', x, y, s)
        : q === 7 ? step17(w, 'fillellipse', x, y, s, lit17(r.int(1, 40)))
        : q === 8 ? step17(w, 'bar', x, y, add17(x, s), add17(y, s))
        : q === 9 ? step17(w, 'bar3d', x, y, add17(x, s), add17(y, s), lit17(r.int(0, 15)), lit17(1))
        : q === 10 ? step17(w, 'putpixel', x, y, mod17(add17(i, j), 16))
        : step17(w, 'pieslice', x, y, mul17(j, lit17(r.int(10, 90))), add17(mul17(j, lit17(r.int(10, 90))), lit17(r.int(10, 300))), s);
      if (q === 9 && (c.vw <= 1 || c.vh <= 1)) return;
      w.raw(...stmt17(loop17('i', ni, [loop17('j', nj, [...state, shape])])));
      return;
    }
    default:
      op16(c, k);
  }
}
/** A loop step as a statement of the scene (Writer.raw's arguments). */
const stmt17 = (s: Step): [string, (x: Vars) => void] => [s.c, s.run];

/** Each version 17 subject's calls (a kind listed twice weighs double). */
const OPS17: Readonly<Record<string, readonly string[]>> = {
  loops: ['loop17', 'loop17', 'loop17', 'loop17', 'style16', 'fill16', 'colour16', 'vp16', 'clipflip', 'read12'],
  pies: ['pie17', 'pie17', 'pie17', 'loop17', 'aspect15', 'vp16', 'colour16', 'read12'],
  walks: ['walk17', 'walk17', 'walk17', 'style16', 'xor16', 'vp16', 'clipflip', 'colour16', 'read12'],
  sprites: ['sprite17', 'sprite17', 'sprite17', 'loop17', 'shape16', 'vp16', 'fill16', 'read12'],
  textloop: ['text17', 'text17', 'text17', 'vp16', 'clipflip', 'colour16', 'pen15', 'read12'],
  palcycle: ['pal17', 'pal17', 'loop17', 'bars17', 'clear16', 'read12'],
  charts: ['bars17', 'bars17', 'bars17', 'pie17', 'vp16', 'clipflip', 'colour16', 'read12'],
  floodloop: ['flood17', 'flood17', 'flood17', 'loop17', 'vp16', 'colour16', 'read12'],
  flips: ['flip17', 'flip17', 'flip17', 'loop17', 'colour16', 'fill16', 'read12'],
  grids: ['nest17', 'nest17', 'nest17', 'loop17', 'vp16', 'clipflip', 'style16', 'read12'],
  looper: [
    'loop17', 'loop17', 'loop17', 'pie17', 'walk17', 'sprite17', 'text17', 'pal17', 'bars17', 'flood17', 'flip17', 'nest17', 'shape16', 'style16', 'fill16',
    'xor16', 'vp16', 'clear16', 'colour16', 'defaults16', 'clipflip', 'mode15', 'aspect15', 'img16', 'text16', 'read12',
  ],
};

/**
 * Version 18: a coordinate along `n` (the viewport's size) as the pairs versions 1–17 seldom drew
 * need it: straddling the viewport's edge (by a few pixels, tens or a screen's fifth) half the
 * time, inside it, or within a viewport's size past it.
 */
function edge18(r: Rng, n: number): number {
  const q = r.next();
  if (q < 0.5) return edge10(r, n, r.pick([3, 15, 60, 130]));
  if (q < 0.85) return r.int(0, Math.max(0, n - 1));
  return r.int(-n, 2 * n);
}
/** Version 18: a radius from a pixel to past the screen, everyday sizes mostly. */
const rad18 = (r: Rng): number => r.pick([0, 1, 2, 5, r.int(3, 40), r.int(10, 120), r.int(50, 400), r.int(400, 1500)]);
/** Version 18: an angle: round ones, any of a turn, past it or below 0. */
const ang18 = (r: Rng): number => r.pick([0, 45, 90, 180, 270, 360, r.int(0, 360), r.int(0, 360), r.int(-400, 800), r.int(360, 1100)]);
const PRIMS18 = ['line', 'rectangle', 'drawpoly', 'circle', 'arc', 'ellipse', 'pieslice', 'sector', 'fillellipse', 'bar', 'bar3d', 'fillpoly', 'putpixel', 'lineto', 'linerel', 'moverel', 'text'] as const;

/** Version 18: primitive `q` of PRIMS18 at the viewport's edges in the state in force (text in the chain's font, its own characters only). */
function prim18(c: Chain9, q: number): void {
  const { r, w, tags } = c;
  const X = (): number => edge18(r, c.vw), Y = (): number => edge18(r, c.vh);
  tags.push(PRIMS18[q]!);
  switch (PRIMS18[q]) {
    case 'line': w.call('line', X(), Y(), X(), Y()); return;
    case 'rectangle': w.call('rectangle', X(), Y(), X(), Y()); return;
    case 'drawpoly':
    case 'fillpoly': {
      const n = r.pick([3, 4, 5, r.int(2, 10), r.int(6, 20)]), close = r.chance(0.5);
      const pts: [number, number][] = Array.from({ length: n }, () => [X(), Y()]);
      if (close) pts.push(pts[0]!);
      points(w, pts.length, () => pts.shift()!);
      w.call(PRIMS18[q], n + (close ? 1 : 0), 'poly');
      return;
    }
    case 'circle': w.call('circle', X(), Y(), rad18(r)); return;
    case 'arc': w.call('arc', X(), Y(), ang18(r), ang18(r), rad18(r)); printArc(w); return;
    case 'ellipse': w.call('ellipse', X(), Y(), ang18(r), ang18(r), rad18(r), rad18(r)); printArc(w); return;
    case 'pieslice': w.call('pieslice', X(), Y(), ang18(r), ang18(r), rad18(r)); printArc(w); return;
    case 'sector': w.call('sector', X(), Y(), ang18(r), ang18(r), rad18(r), rad18(r)); printArc(w); return;
    case 'fillellipse': w.call('fillellipse', X(), Y(), rad18(r), rad18(r)); return;
    case 'bar': w.call('bar', X(), Y(), X(), Y()); return;
    // (not in a viewport a pixel wide or tall: A00005's bar3d never returned, version 14)
    case 'bar3d': if (c.vw > 1 && c.vh > 1) w.call('bar3d', X(), Y(), X(), Y(), r.pick([0, 1, 5, r.int(0, 40), r.int(-20, -1)]), r.int(0, 1)); return;
    case 'putpixel': for (let i = r.int(1, 4); i > 0; i--) w.call('putpixel', X(), Y(), r.chance(0.9) ? r.int(0, 15) : col16(r)); return;
    case 'lineto': w.call('lineto', X(), Y()); printPosition(w); return;
    case 'linerel': w.call('linerel', r.int(-c.vw, c.vw), r.int(-c.vh, c.vh)); printPosition(w); return;
    case 'moverel': w.call('moveto', X(), Y()); w.call(r.chance(0.5) ? 'linerel' : 'lineto', X(), Y()); printPosition(w); return;
    default:
      strcpy(w, fontText(r, c.font));
      if (r.chance(0.3)) { w.call('moveto', X(), Y()); w.call('outtext', 'str'); printPosition(w); }
      else w.call('outtextxy', X(), Y(), 'str');
  }
}

/** Version 18: a line style of every kind: styles 0–4 (USERBIT_LINE with a pattern of its own), thickness 1 or 3. */
function line18(c: Chain9): void {
  const { r, w, tags } = c;
  const style = r.pick([0, 1, 2, 3, 4, 4, 4]), thick = r.pick([1, 3, 3]);
  const pattern = r.pick([r.int(0, 0xffff), 0xaaaa, 0xf0f0, 0x8001, 0xff00, 0x0001, 0xfffe, 0]);
  w.call('setlinestyle', style, { c: hex16(pattern), v: pattern }, thick);
  tags.push(`ls${style}`, `t${thick}`);
}
/** Version 18: a fill style of every kind: 0–11 in a colour of 0–15, or a user pattern (12). */
function fill18(c: Chain9, style = c.r.int(0, 12)): void {
  const { r, w, tags } = c;
  if (style === 12) userPattern(r, w, tags);
  else { w.call('setfillstyle', style, r.chance(0.1) ? 0 : r.int(1, 15)); tags.push(`fs${style}`); }
}
/** Version 18: a viewport taken anywhere on the screen, of any size (a few pixels to the screen), clipping as asked (page 0 only). */
function view18(c: Chain9, clip: number): void {
  const { r, w, m, tags } = c;
  const vw = r.pick([r.int(2, 40), r.int(20, 300), r.int(100, 640), 640]), vh = r.pick([r.int(2, 30), r.int(20, 200), r.int(60, m.H), m.H]);
  const x0 = r.chance(0.3) ? r.pick([0, 640 - vw]) : r.int(0, 640 - vw), y0 = r.chance(0.3) ? r.pick([0, m.H - vh]) : r.int(0, m.H - vh);
  w.call('setviewport', x0, y0, x0 + vw - 1, y0 + vh - 1, clip);
  tags.push(clip ? 'v-on' : 'v-off', `vp${vw}x${vh}`);
  Object.assign(c, { left: x0, top: y0, vw, vh, clip, d: hostile(vw, vh) });
}
/** Version 18: whether page `p` of the mode in force lies whole in the planes' 64K (where a chain may draw on it: version 7's pages). */
const wholePages18 = (c: Chain9): boolean => pageRows(c.m, PAGES[c.m.cur]! - 1) >= c.m.H;

/** One call of version 18's chains, of the kind `k`; the kinds of versions 9–17 as they draw them. */
function op18(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  switch (k) {
    case 'combo18': {
      // several states set together (clipping, write mode, line style, fill style, colour, aspect, background), then primitives of every kind at the viewport's edges
      tags.push(k);
      if (c.page === 0 && r.chance(0.4)) { const clip = r.int(0, 1); w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, clip); c.clip = clip; tags.push(clip ? 'v-on' : 'v-off'); }
      if (r.chance(0.5)) { const v = r.int(0, 1); w.call('setwritemode', v); tags.push(`wm${v}`); }
      if (r.chance(0.6)) line18(c);
      if (r.chance(0.6)) fill18(c);
      if (r.chance(0.5)) { c.colour = r.int(1, 15); w.call('setcolor', r.chance(0.1) ? 0 : c.colour); }
      if (r.chance(0.15)) { w.call('setaspectratio', r.pick([10000, 7750, 5000, 20000, r.int(1000, 30000)]), 10000); tags.push('asp'); }
      if (r.chance(0.15)) w.call('setbkcolor', r.int(0, 15));
      for (let i = r.int(2, 4); i > 0; i--) prim18(c, r.int(0, PRIMS18.length - 1));
      return;
    }
    case 'clipoff18': {
      // a viewport with clipping off, then primitives, text and images straddling its edges
      tags.push(k);
      if (c.page !== 0) return;
      view18(c, r.chance(0.8) ? 0 : 1);
      if (r.chance(0.4)) line18(c);
      if (r.chance(0.4)) fill18(c);
      if (r.chance(0.3)) { c.font = r.chance(0.5) ? 0 : r.int(11, 13); w.call('settextstyle', c.font, r.int(0, 1), r.pick([1, 2, 3, r.int(1, 8)])); w.call('settextjustify', r.int(0, 2), r.int(0, 2)); }
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.int(0, PRIMS18.length - 1));
      if (r.chance(0.3) && c.vw * c.vh <= 20000) {
        // an image of the viewport's corner put back across its edges in any operation
        const wd = r.int(1, Math.min(c.vw, 64)), ht = r.int(1, Math.min(c.vh, 60));
        getAndPut(r, w, tags, 0, 0, wd - 1, ht - 1, () => [edge18(r, c.vw), edge18(r, c.vh)]);
      }
      return;
    }
    case 'xorline18': {
      // XOR_PUT with thick and patterned lines: lines, rectangles, polygons, the pen's lines — drawn twice now and then (erased)
      tags.push(k);
      w.call('setwritemode', r.chance(0.8) ? 1 : 0);
      line18(c);
      const q = r.pick([0, 1, 2, 13, 14, 15, 3, 4, 10]);
      const s = w.statements.length;
      prim18(c, q);
      if (r.chance(0.4)) { tags.push('twice'); for (const st of w.statements.slice(s)) if (!st.c.startsWith('fprintf') && !st.c.startsWith('getarccoords')) w.statements.push(st); }
      return;
    }
    case 'arcpat18': {
      // a line style of every kind and thickness, then curves of every kind (arcs, circles, ellipses, pies, sectors), an aspect ratio now and then
      tags.push(k);
      line18(c);
      if (r.chance(0.3)) { w.call('setaspectratio', r.pick([10000, 7750, 13000, 5000, r.int(2000, 20000)]), r.pick([10000, 7750, r.int(2000, 20000)])); tags.push('asp'); }
      if (r.chance(0.3)) fill18(c);
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.int(3, 8));
      return;
    }
    case 'filledge18': {
      // each fill style (the built-in ones and a user pattern) on each filled shape at the viewport's edges
      tags.push(k);
      fill18(c);
      if (r.chance(0.3)) line18(c);
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.pick([6, 7, 8, 9, 10, 11]));
      return;
    }
    case 'floodpat18': {
      // a floodfill over what a fill pattern or text left: a patterned bar or text first, an outline in the chain's colour, then the flood from inside it
      // (clipping on, in a viewport of at most 40 000 pixels: version 17's floodloop; solid over a pattern: a patterned floodfill over a patterned backdrop may never return, version 12)
      tags.push(k);
      if (!canFlood(c) || c.vw * c.vh > 40000) return;
      w.call('setwritemode', 0);
      const patterned = r.chance(0.6);
      if (patterned) {
        tags.push('over-pattern');
        fill18(c, r.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
        w.call('bar', r.int(-10, c.vw >> 1), r.int(-10, c.vh >> 1), r.int(c.vw >> 1, c.vw + 10), r.int(c.vh >> 1, c.vh + 10));
      } else {
        tags.push('over-text');
        c.font = r.chance(0.6) ? 0 : r.int(11, 13);
        w.call('settextstyle', c.font, r.int(0, 1), r.pick([1, 2, 3, 4]));
        w.call('setcolor', r.int(1, 15));
        for (let i = r.int(1, 4); i > 0; i--) { strcpy(w, fontText(r, c.font)); w.call('outtextxy', r.int(0, c.vw - 1), r.int(0, c.vh - 1), 'str'); }
      }
      w.call('setlinestyle', 0, 0, r.pick([1, 1, 3]));
      w.call('setcolor', c.colour);
      const cx = r.int(0, c.vw - 1), cy = r.int(0, c.vh - 1), s = r.int(3, 100);
      const q = r.int(0, 2);
      tags.push(['rectangle', 'circle', 'ellipse'][q]!);
      if (q === 0) w.call('rectangle', cx - s, cy - r.int(1, s), cx + r.int(1, s), cy + s);
      else if (q === 1) w.call('circle', cx, cy, s);
      else w.call('ellipse', cx, cy, 0, 360, s, r.int(2, 60));
      if (patterned) { w.call('setfillstyle', 1, r.int(1, 15)); tags.push('fs1'); }
      else floodFillState(r, w, tags);
      w.call('floodfill', cx, cy, c.colour);
      w.print('gp %u %u', getpixelAt(cx, cy), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      return;
    }
    case 'imgpat18': {
      // an image taken from a patterned background, put in every operation on another pattern, on this page or another whole page
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      const bg = (): void => { fill18(c, r.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])); w.call('bar', 0, 0, r.int(c.vw >> 2, c.vw), r.int(c.vh >> 2, c.vh)); };
      bg();
      if (r.chance(0.4)) prim18(c, r.pick([0, 3, 16]));
      const [x0, y0, x1, y1] = imageBox10(r, c);
      w.print('is %u', e(`imagesize(${x0}, ${y0}, ${x1}, ${y1})`, () => G.imagesize(x0, y0, x1, y1)));
      w.call('getimage', x0, y0, x1, y1, 'img');
      if (wholePages18(c) && r.chance(0.5)) {
        const p = r.int(0, PAGES[m.cur]! - 1);
        tags.push(`to-page${p}`);
        w.call('setactivepage', p);
        c.page = p;
        if (p !== 0 && c.clip !== 1) { w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, 1); c.clip = 1; }
        if (r.chance(0.7)) bg();
      } else if (r.chance(0.5)) bg();
      for (let j = r.int(1, 3); j > 0; j--) {
        const op = r.int(0, 4);
        tags.push(`op${op}`);
        w.call('putimage', r.chance(0.5) ? edge18(r, c.vw) : x0 + r.int(-5, 5), r.chance(0.5) ? edge18(r, c.vh) : y0 + r.int(-5, 5), 'img', op);
      }
      w.print('gp %u %u %u', getpixelAt(x0, y0), getpixelAt(x1, y1), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      return;
    }
    case 'stroke18': {
      // a stroked font (or DEFAULT_FONT) at a user ratio or size, every justification, in a viewport clipped or not, at its edges
      tags.push(k);
      if (c.page === 0 && r.chance(0.5)) view18(c, r.int(0, 1));
      c.font = r.chance(0.8) ? r.int(11, 13) : 0;
      const dir = r.int(0, 1), size = r.pick([0, 0, 1, 2, 3, 4, r.int(5, 10)]);
      const ratio = (): number => r.pick([1, 2, 3, 4, r.int(1, 9)]);
      if (size === 0 || r.chance(0.3)) w.call('setusercharsize', ratio(), ratio(), ratio(), ratio());
      w.call('settextstyle', c.font, dir, size);
      tags.push(`font${c.font}`, `dir${dir}`, `size${size}`);
      for (let i = r.int(1, 3); i > 0; i--) {
        const h = r.int(0, 2), v = r.int(0, 2);
        w.call('settextjustify', h, v);
        tags.push(`j${h}${v}`);
        prim18(c, 16);
      }
      printTw(w);
      return;
    }
    case 'modemid18': {
      // graphdefaults, restorecrtmode and setgraphmode, or another mode, between drawings: a shape before, the state and a shape after
      tags.push(k);
      prim18(c, r.int(0, PRIMS18.length - 1));
      const q = r.int(0, 3);
      tags.push(`mm${q}`);
      if (q === 0 || m.init > m.maxMode) defaults9(c);
      else {
        if (q === 1) { w.call('restorecrtmode'); w.call('setgraphmode', m.init); }
        else if (q === 2) w.call('setgraphmode', m.init);
        else {
          w.call('setgraphmode', r.int(0, m.maxMode));
          w.print('md %d %d', e('getgraphmode()', () => G.getgraphmode()), e('getmaxy()', () => G.getmaxy()));
          w.call('circle', r.int(0, 639), r.int(0, 199), r.int(1, 100));
          w.call('setgraphmode', m.init);
        }
        Object.assign(c, { left: 0, top: 0, vw: 640, vh: m.H, clip: 1, d: hostile(640, m.H), font: 0, page: 0 });
      }
      if (r.chance(0.5)) printState(w);
      prim18(c, r.int(0, PRIMS18.length - 1));
      return;
    }
    case 'paldraw18': {
      // setallpalette, setpalette, setrgbpalette or setbkcolor, then drawings in the colours changed and the pixels and palette read back
      tags.push(k);
      const q = r.int(0, 3);
      tags.push(`pd${q}`);
      const at = r.int(0, 15);
      if (q === 0) {
        getpal(w);
        for (let j = r.int(1, 8); j > 0; j--) { const i = r.int(0, 15), val = r.chance(0.85) ? r.int(0, 63) : -1; w.raw(`pal.colors[${i}] = ${val};`, (x) => void (x.pal.colors[i] = val)); }
        w.call('setallpalette', '&pal');
      } else if (q === 1) w.call('setpalette', at, r.int(0, 63));
      else if (q === 2) w.call('setrgbpalette', at, r.int(0, 63), r.int(0, 63), r.int(0, 63));
      else w.call('setbkcolor', r.int(0, 15));
      if (r.chance(0.4)) w.call('setbkcolor', r.int(0, 15));
      c.colour = at || 1;
      w.call('setcolor', at);
      if (r.chance(0.5)) w.call('setfillstyle', r.int(1, 11), at);
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.int(0, PRIMS18.length - 1));
      printPal(w);
      w.print('bk %d %d', e('getbkcolor()', () => G.getbkcolor()), e('getcolor()', () => G.getcolor()));
      return;
    }
    case 'page18': {
      // another whole page (VGALO's 1–3, VGAMED's and EGA's 1) made active: states and primitives drawn there, shown or not, read back
      tags.push(k);
      if (!wholePages18(c)) return;
      const p = r.int(0, PAGES[m.cur]! - 1);
      w.call('setactivepage', p);
      c.page = p;
      tags.push(`ap${p}`);
      if (p !== 0 && c.clip !== 1) { w.call('setviewport', c.left, c.top, c.left + c.vw - 1, c.top + c.vh - 1, 1); c.clip = 1; }
      if (r.chance(0.3)) w.call(r.chance(0.5) ? 'clearviewport' : 'cleardevice');
      if (r.chance(0.5)) line18(c);
      if (r.chance(0.5)) fill18(c);
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.int(0, PRIMS18.length - 1));
      if (r.chance(0.5)) w.call('setvisualpage', r.int(0, PAGES[m.cur]! - 1));
      w.print('gp %u %u', getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      if (r.chance(0.5)) { w.call('setactivepage', 0); c.page = 0; }
      return;
    }
    default:
      op17(c, k);
  }
}

/** Each version 18 subject's calls (a kind listed twice weighs double). */
const OPS18: Readonly<Record<string, readonly string[]>> = {
  clipprim: ['clipoff18', 'clipoff18', 'clipoff18', 'combo18', 'style16', 'fill16', 'colour16', 'text16', 'read12'],
  xorline: ['xorline18', 'xorline18', 'xorline18', 'combo18', 'vp16', 'clipflip', 'colour16', 'read12'],
  patarc: ['arcpat18', 'arcpat18', 'arcpat18', 'combo18', 'aspect15', 'vp16', 'clipflip', 'read12'],
  filledge: ['filledge18', 'filledge18', 'filledge18', 'combo18', 'vp16', 'clipflip', 'xor16', 'read12'],
  floodover: ['floodpat18', 'floodpat18', 'floodpat18', 'combo18', 'vp16', 'colour16', 'read12'],
  imgpat: ['imgpat18', 'imgpat18', 'imgpat18', 'isize13', 'page18', 'combo18', 'vp16', 'read12'],
  strokevp: ['stroke18', 'stroke18', 'stroke18', 'clipoff18', 'combo18', 'colour16', 'pen15', 'read12'],
  modemid: ['modemid18', 'modemid18', 'modemid18', 'combo18', 'paldraw18', 'vp16', 'clipflip', 'read12'],
  paldraw: ['paldraw18', 'paldraw18', 'paldraw18', 'combo18', 'filledge18', 'clear16', 'read12'],
  pageone: ['page18', 'page18', 'page18', 'imgpat18', 'combo18', 'clipoff18', 'read12'],
  crosser: [
    'combo18', 'combo18', 'combo18', 'clipoff18', 'xorline18', 'arcpat18', 'filledge18', 'floodpat18', 'imgpat18', 'stroke18', 'modemid18', 'paldraw18', 'page18',
    'isize13', 'loop17', 'vp16', 'clipflip', 'style16', 'fill16', 'colour16', 'text16', 'defaults16', 'read12',
  ],
};

/**
 * Version 19: an enumerated argument as a fuzzer gives it — in range (lo..hi) three times in four,
 * else just past either end, -1, a byte's or the int's ends (the survey of versions 3–18's C text,
 * 15 programs of each: putimage's op past NOT_PUT was never written, getimage from a negative
 * corner only by version 14, setusercharsize's 0 and negative factors once, settextjustify past 2
 * and setlinestyle's thickness 2 a few times a version).
 */
const enum19 = (r: Rng, lo: number, hi: number): number =>
  r.chance(0.75) ? r.int(lo, hi) : r.pick([lo - 1, hi + 1, hi + 2, -1, 255, 256, 32767, -32768, r.int(hi + 1, 100)]);
/** Version 19: a putimage operation — one of the five, or past them (5–7, 8, 15, 16, a byte, negative). */
const putop19 = (r: Rng): number => (r.chance(0.4) ? r.int(0, 4) : r.pick([5, 6, 7, 8, 9, 15, 16, 31, 128, 255, 256, -1, -2, 32767, -32768]));
/** Version 19: a line thickness — 1 or 3, or what setlinestyle takes or refuses besides (0, 2, 4, -1, 258: PQUERY). */
const thick19 = (r: Rng): number => r.pick([1, 3, 0, 2, 2, 2, 4, 5, -1, 258, 259, r.int(0, 3)]);
/**
 * Version 19: setusercharsize's four factors: 1–10 mostly, 0, negative; the divisors past getmaxx
 * now and then too. (Numerators of 11–60, 639 and 32767 in the first draft: 45 of the 120 scenes
 * in which Turbo C 2.0 ended the program had them before stroked text, and no refused direction:
 * where the kernel's scaling overflows is not derived.)
 */
function ratios19(r: Rng): [number, number, number, number] {
  const mult = (): number => r.pick([1, 2, 3, 4, r.int(1, 10), r.int(1, 10), 0, 0, -1, r.int(-5, -1)]);
  const div = (): number => r.pick([1, 2, 3, 4, r.int(1, 10), r.int(1, 10), 0, 0, -1, r.int(-5, -1), r.int(11, 60), 639, 640, 32767]);
  return [mult(), div(), mult(), div()];
}
/**
 * Version 19: settextstyle's direction as enum19 gives it, but a byte of 128..255 (which the
 * driver refuses: probe BI903) only from DEFAULT_FONT to DEFAULT_FONT — after a stroked font
 * Turbo C 2.0 ends the program there (probe BI904's settextstyle(12, 255, 4) and (13, −1, 0)
 * after font 11; 75 of the first draft's 120 scenes that ended had such a call).
 */
function direction19(c: Chain9, font: number): number {
  const d = enum19(c.r, 0, 1);
  return (d & 0xff) < 0x80 || (font === 0 && c.font === 0) ? d : c.r.pick([2, 3, 127, 256]);
}

/**
 * Version 19: a polygon of the degenerate kinds — every point one point, collinear points,
 * repeated runs, a star of crossing sides, two points, one, none — into poly[]; its count.
 */
function degenPoly19(c: Chain9): number {
  const { r, w, tags } = c;
  const X = (): number => tpoly16(r, c.vw), Y = (): number => tpoly16(r, c.vh);
  const q = r.int(0, 6);
  tags.push(['onepoint', 'collinear', 'repeats', 'star', 'twopoints', 'single', 'nopoints'][q]!);
  const pts: [number, number][] = [];
  const cut = (v: number): number => Math.max(-8000, Math.min(8000, v));
  if (q === 0) { const p: [number, number] = [X(), Y()]; for (let i = r.int(2, 12); i > 0; i--) pts.push(p); }
  else if (q === 1) {
    const x0 = X(), y0 = Y(), dx = r.pick([0, 1, -1, r.int(-40, 40)]), dy = r.pick([0, 1, -1, r.int(-40, 40)]);
    for (let i = r.int(3, 16); i > 0; i--) { const k = r.int(-8, 8); pts.push([cut(x0 + k * dx), cut(y0 + k * dy)]); }
  } else if (q === 2) { for (let i = r.int(2, 6); i > 0; i--) { const p: [number, number] = [X(), Y()]; for (let j = r.int(1, 4); j > 0; j--) pts.push(p); } }
  else if (q === 3) {
    const cx = r.int(0, c.vw), cy = r.int(0, c.vh), rad = r.pick([r.int(1, 10), r.int(10, 200), r.int(200, 900)]), k = r.pick([5, 7, 9, 11, 13]), step = r.pick([2, 3, (k - 1) / 2]);
    for (let i = 0; i <= k; i++) { const a = (2 * Math.PI * ((i * step) % k)) / k; pts.push([cx + Math.round(rad * Math.cos(a)), cy + Math.round(rad * Math.sin(a))]); }
  } else if (q === 4) pts.push([X(), Y()], [X(), Y()]);
  else if (q === 5) pts.push([X(), Y()]);
  const n = pts.length;
  points(w, n, () => pts.shift()!);
  return n;
}

/** Version 19: getlinesettings, getfillsettings and gettextsettings printed (printState's first and third lines). */
function printSettings19(w: Writer): void {
  w.raw('getlinesettings(&ls); getfillsettings(&fs); gettextsettings(&ts);', (x) => { G.getlinesettings(x.ls); G.getfillsettings(x.fs); G.gettextsettings(x.ts); });
  w.print('gs %d %d %d %u %d %d %d', e('getcolor()', () => G.getcolor()), e('getbkcolor()', () => G.getbkcolor()),
    field('ls', 'linestyle'), field('ls', 'upattern'), field('ls', 'thickness'), field('fs', 'pattern'), field('fs', 'color'));
  w.print('ts %d %d %d %d %d', ...(['font', 'direction', 'charsize', 'horiz', 'vert'] as const).map((f) => field('ts', f)));
}

/** Version 19: one graphics.h call of any kind, every argument as a fuzzer gives it (t16, rad16, ang16, col16, enum19). */
function fuzzCall19(c: Chain9): void {
  const { r, w, m, tags } = c;
  const X = (): number => t16(r, c.vw), Y = (): number => t16(r, c.vh);
  const calls: readonly (() => void)[] = [
    () => shape16(c),
    () => shape16(c),
    () => { w.call('moverel', r.int(-2 * c.vw, 2 * c.vw), r.int(-2 * c.vh, 2 * c.vh)); printPosition(w); },
    () => { w.call('moveto', X(), Y()); printPosition(w); },
    () => { strcpy(w, fontText(r, c.font)); w.call('outtext', 'str'); printPosition(w); printTw(w); },
    () => { strcpy(w, fontText(r, c.font)); w.call('outtextxy', X(), Y(), 'str'); printTw(w); },
    () => { c.colour = r.int(1, 15); w.call('setcolor', r.chance(0.7) ? c.colour : col16(r)); },
    () => w.call('setbkcolor', col16(r)),
    () => { const pattern = r.int(0, 0xffff); w.call('setlinestyle', enum19(r, 0, 4), { c: hex16(pattern), v: pattern }, thick19(r)); tags.push('lsf'); },
    () => { w.call('setfillstyle', enum19(r, 0, 12), col16(r)); tags.push('fsf'); },
    () => userPattern(r, w, tags),
    () => {
      // (the fonts installed, 11–13, or DEFAULT_FONT; else a number of no font file on C: or past them: DEFAULT_FONT after it)
      const f = r.chance(0.75) ? r.pick([0, 11, 12, 13]) : r.pick([1, 4, 5, 10, 14, 15, -1, 255, 32767]);
      w.call('settextstyle', f, direction19(c, f), enum19(r, 0, 10));
      c.font = f >= 11 && f <= 13 ? f : 0;
      tags.push('tsf');
      printSettings19(w);
    },
    () => { w.call('settextjustify', enum19(r, 0, 2), enum19(r, 0, 2)); tags.push('tjf'); },
    () => { w.call('setusercharsize', ...ratios19(r)); tags.push('ucs'); },
    () => { const v = enum19(r, 0, 1); w.call('setwritemode', v); tags.push('wmf'); },
    () => viewport9(c),
    () => w.call(r.chance(0.6) ? 'clearviewport' : 'cleardevice'),
    () => w.call('setpalette', enum19(r, 0, 15), r.chance(0.7) ? r.int(0, 63) : r.pick([64, 127, 255, -1, 32767, -32768])),
    () => w.call('setrgbpalette', enum19(r, 0, 15), r.int(-2, 70), r.int(-2, 70), r.int(-2, 70)),
    () => { w.call('setaspectratio', r.pick([10000, 7750, 5000, r.int(1, 30000), 1, 32767]), r.pick([10000, 7750, r.int(1, 30000), 1])); printAspect(w); },
    () => w.print('gp %u %u', getpixelAt(X(), Y()), getpixelAt(X(), Y())),
    () => { w.print('gr %d', e('graphresult()', () => G.graphresult())); },
    () => printSettings19(w),
    () => { if (m.init <= m.maxMode && r.chance(0.3)) defaults9(c); },
  ];
  r.pick(calls)();
}

/** One call of version 19's chains, of the kind `k`; the kinds of versions 9–18 as they draw them. */
function op19(c: Chain9, k: string): void {
  const { r, w, m, tags } = c;
  switch (k) {
    case 'fuzz19': tags.push(k); fuzzCall19(c); return;
    case 'putop19': {
      // getimage of a box within the screen, put 1–3 times in an operation of the five or past them, at the viewport's edges, clipping as it is
      tags.push(k);
      if (c.page !== 0 && pageRows(m, c.page) < m.H) return;
      const [x0, y0, x1, y1] = imageBox10(r, c);
      w.call('getimage', x0, y0, x1, y1, 'img');
      for (let j = r.int(1, 3); j > 0; j--) {
        const op = putop19(r);
        tags.push(op >= 0 && op <= 4 ? `op${op}` : 'op-past');
        w.call('putimage', r.chance(0.6) ? edge18(r, c.vw) : t16(r, c.vw), r.chance(0.6) ? edge18(r, c.vh) : t16(r, c.vh), 'img', op);
      }
      w.print('gp %u %u %u', getpixelAt(x0, y0), getpixelAt(x1, y1), getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)));
      return;
    }
    case 'thick19': {
      // setlinestyle of a thickness taken or refused (0, 2, 4, -1, 258 …), then lines, rectangles, polygons and curves in it; the settings read back
      tags.push(k);
      const t = thick19(r), s = r.pick([0, 1, 2, 3, 4, enum19(r, 0, 4)]), pattern = r.int(0, 0xffff);
      w.call('setlinestyle', s, { c: hex16(pattern), v: pattern }, t);
      tags.push(`t${t}`);
      if (r.chance(0.3)) { const v = r.int(0, 1); w.call('setwritemode', v); tags.push(`wm${v}`); }
      for (let i = r.int(1, 3); i > 0; i--) prim18(c, r.pick([0, 0, 1, 2, 3, 4, 5, 6, 7, 10, 13, 14]));
      printSettings19(w);
      return;
    }
    case 'degpoly19': {
      // drawpoly or fillpoly of a degenerate polygon (one point repeated, collinear, runs, a star, two, one, none) in any fill and line style
      tags.push(k);
      if (r.chance(0.5)) anyFill(r, w, tags);
      if (r.chance(0.4)) anyLine(r, w, tags);
      const n = degenPoly19(c), fill = r.chance(0.55);
      tags.push(fill ? 'fillpoly' : 'drawpoly');
      w.call(fill ? 'fillpoly' : 'drawpoly', n, 'poly');
      w.print('gp %u %u', getpixelAt(r.int(0, c.vw - 1), r.int(0, c.vh - 1)), e('getpixel(poly[0], poly[1])', (x) => G.getpixel(x.poly[0]!, x.poly[1]!)));
      return;
    }
    case 'bad19': {
      // a call with its enumerated arguments past their range, graphresult read and the state it left printed, then a shape in it
      tags.push(k);
      const q = r.int(0, 6);
      tags.push(['bad-fill', 'bad-just', 'bad-style', 'bad-line', 'bad-wm', 'bad-pal', 'bad-ucs'][q]!);
      if (q === 0) w.bare('setfillstyle', r.pick([13, 14, 20, -1, 255, 32767]), col16(r));
      else if (q === 1) w.bare('settextjustify', r.pick([3, 4, -1, 255, r.int(0, 2)]), r.pick([3, 4, -1, 255, r.int(0, 2)]));
      else if (q === 2) {
        // (a font number of no file on C: or of none fails, and DEFAULT_FONT is in force after it)
        const f = r.pick([5, 6, 10, 11, -1, 255, r.int(0, 4)]);
        w.bare('settextstyle', f, direction19(c, f), r.pick([0, 11, 20, -1, 255, 32767, r.int(1, 10)]));
        c.font = f === 11 ? 11 : 0;
      }
      else if (q === 3) w.bare('setlinestyle', r.pick([5, 6, -1, 255, r.int(0, 4)]), { c: '0x5A3C', v: 0x5a3c }, thick19(r));
      else if (q === 4) w.bare('setwritemode', r.pick([2, 3, 4, 5, -1, 255, 256, 32767]));
      else if (q === 5) w.bare('setpalette', r.pick([16, 17, -1, 255, 32767, r.int(0, 15)]), r.pick([64, -1, 255, r.int(0, 63)]));
      else w.bare('setusercharsize', ...ratios19(r));
      w.print('ge %d %d', e('graphresult()', () => G.graphresult()), e('graphresult()', () => G.graphresult()));
      printSettings19(w);
      prim18(c, r.int(0, PRIMS18.length - 1));
      return;
    }
    case 'usersize19': {
      // setusercharsize of factors 0, negative, past getmaxx or plain, before or after settextstyle of a stroked font or DEFAULT_FONT of size 0, text at the edges, the pen and sizes read back
      tags.push(k);
      c.font = r.chance(0.75) ? r.int(11, 13) : 0;
      const dir = r.int(0, 1), before = r.chance(0.5), ucs = (): void => w.call('setusercharsize', ...ratios19(r));
      if (before) ucs();
      w.call('settextstyle', c.font, dir, r.pick([0, 0, 0, 1, 4]));
      if (!before) ucs();
      tags.push(`font${c.font}`, `dir${dir}`);
      w.call('settextjustify', enum19(r, 0, 2), enum19(r, 0, 2));
      for (let i = r.int(1, 3); i > 0; i--) { prim18(c, 16); printTw(w); }
      printSettings19(w);
      return;
    }
    default:
      op18(c, k);
  }
}

/** Each version 19 subject's calls (a kind listed twice weighs double). */
const OPS19: Readonly<Record<string, readonly string[]>> = {
  putops: ['putop19', 'putop19', 'putop19', 'fuzz19', 'vp16', 'clipflip', 'fill16', 'read12'],
  thickness: ['thick19', 'thick19', 'thick19', 'fuzz19', 'vp16', 'clipflip', 'colour16', 'read12'],
  degenpoly: ['degpoly19', 'degpoly19', 'degpoly19', 'fuzz19', 'vp16', 'clipflip', 'read12'],
  badargs: ['bad19', 'bad19', 'bad19', 'fuzz19', 'fuzz19', 'read12'],
  usersize: ['usersize19', 'usersize19', 'usersize19', 'fuzz19', 'vp16', 'clipflip', 'colour16', 'read12'],
  fuzzer: [
    'fuzz19', 'fuzz19', 'fuzz19', 'fuzz19', 'fuzz19', 'fuzz19', 'fuzz19', 'fuzz19', 'putop19', 'thick19', 'degpoly19', 'bad19', 'usersize19',
    'combo18', 'clipoff18', 'huge16', 'cross16', 'img16', 'text16', 'pal16', 'clipflip', 'read12',
  ],
};

/** The program for `seed`. */
export function generate(seed: number, version: GeneratorVersion = GENERATOR_VERSION): Program {
  const r = new Rng(seed * 2654435761 + version);
  const name = programName(seed, version);
  let scene = 0;
  const w = new Writer(() => scene);
  const scenes: Scene[] = [];
  // versions 8 and 9: VGAHI mostly, version 7's modes a third of the time (version 9: 45 %)
  // (version 11: half, its pages and images in VGALO and VGAMED the other half's)
  // (version 12: VGAHI 40 %, its pages and round trips in the other modes the rest)
  // (version 19: VGAHI 60 %, as a fuzzer's programs open it mostly)
  const m7 = version >= 8 && r.chance(version === 8 ? 0.65 : version === 11 ? 0.45 : version >= 19 ? 0.6 : version === 18 ? 0.25 : version >= 16 ? 0.5 : version >= 12 ? 0.4 : 0.55) ? vgaHi() : version >= 7 ? initMode7(r) : null;
  oddDirections = (version === 11 && r.chance(0.4)) || (version >= 13 && r.chance(0.3));
  solidFloods = version >= 12;
  version14 = version >= 14;
  if (version >= 8) {
    // the stroked fonts on C: (FONT_FILES): installuserfont gives 11, 12, 13 (oracle BI1)
    for (const f of ['OWNA', 'OWNB', 'OWNC']) w.call('installuserfont', { c: `"${f}.CHR"`, v: `${f}.CHR` } as unknown as Lit<number>);
  }
  for (scene = 1; scene <= SCENES; scene++) {
    const call = r.pick(version < 3 ? SUBJECTS_V2 : version === 3 ? SUBJECTS_V3 : version === 4 ? SUBJECTS_V4 : version === 5 ? SUBJECTS_V5 : version === 6 ? SUBJECTS_V6 : version === 7 ? SUBJECTS_V7 : version === 8 ? SUBJECTS_V8 : version === 9 ? SUBJECTS_V9 : version === 10 ? SUBJECTS_V10 : version === 11 ? SUBJECTS_V11 : version === 12 ? SUBJECTS_V12 : version === 13 ? SUBJECTS_V13 : version === 14 ? SUBJECTS_V14 : version === 15 ? SUBJECTS_V15 : version === 16 ? SUBJECTS_V16 : version === 17 ? SUBJECTS_V17 : version === 18 ? SUBJECTS_V18 : SUBJECTS_V19);
    const tags: string[] = [];
    w.raw(`/* scene ${scene}: ${call} */`, () => {});
    w.call('graphdefaults');
    w.call('setwritemode', 0);
    w.call('cleardevice');
    // (version 17: rand's sequence from the scene's own seed, so that a scene's loops do not depend on the ones before)
    if (version >= 17) { const s0 = r.int(1, 65535); w.raw(`srand(${s0});`, () => S.srand(s0)); }
    backdrop(r, w);
    if (m7) {
      const v = viewportState7(r, w, tags, m7);
      if (version === 7) subject7(r, w, v, m7, call, tags);
      else if (version === 8) subject8(r, w, v, m7, call, tags);
      // (version 11: the chain stops past a budget of statements: TCC runs out of memory on a main of ~1 500 lines)
      // (version 12: each scene a function of its own, its chain within SCENE_BUDGET statements)
      else if (version >= 12) subjectChain(r, w, v, m7, call, tags, version === 12 ? OPS12 : version === 13 ? OPS13 : version === 14 ? OPS14 : version === 15 ? OPS15 : version === 16 ? OPS16 : version === 17 ? OPS17 : version === 18 ? OPS18 : OPS19, version === 12 ? op12 : version === 13 ? op13 : version === 14 ? op14 : version === 15 ? op15 : version === 16 ? op16 : version === 17 ? op17 : version === 18 ? op18 : op19, w.statements.length + SCENE_BUDGET, true);
      else subjectChain(r, w, v, m7, call, tags, version === 9 ? OPS9 : version === 10 ? OPS10 : OPS11, version === 9 ? op9 : version === 10 ? op10 : op11, version === 11 ? 95 * scene : Infinity);
      if (VIEWPORT_MOVERS.includes(call)) {
        w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp));
        w.print('cv %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f)));
        w.call('setviewport', v.left, v.top, v.left + v.d.w - 1, v.top + v.d.h - 1, 1);
      }
      readbacks7(r, w, v, m7);
    } else if (version >= 4) {
      const v = viewportState4(r, w, tags);
      if (version === 4) subject4(r, w, v, call, tags);
      else if (version === 5) subject5(r, w, v, call, tags);
      else subject6(r, w, v, call, tags);
      readbacks(r, w, v);
    } else {
      const d = viewportState(r, w, tags, version);
      subject(r, w, d, call, tags);
    }
    w.raw('getviewsettings(&vp);', (x) => G.getviewsettings(x.vp));
    w.print('vp %d %d %d %d %d', ...(['left', 'top', 'right', 'bottom', 'clip'] as const).map((f) => field('vp', f)));
    w.raw('shot();', null);
    scenes.push({ call, tags });
  }
  // version 12: main's statements before the first scene stay in main, each scene is a function
  // s1 … s10 of its own (TCC 2.0 runs out of memory compiling a function of ~1 500 lines)
  const lines = w.statements.map((st) => `  ${st.c}`);
  const split = version >= 12 ? lines.findIndex((l) => l.startsWith('  /* scene ')) : -1;
  const scenesC: string[] = [];
  if (split >= 0) {
    let n = 0;
    for (const l of lines.slice(split)) {
      if (l.startsWith('  /* scene ')) { if (n > 0) scenesC.push('}', ''); n++; scenesC.push(`void s${n}(void)`, '{'); }
      scenesC.push(l);
    }
    scenesC.push('}', '');
  }
  const mainC = split >= 0 ? [...lines.slice(0, split), ...Array.from({ length: SCENES }, (_, i) => `  s${i + 1}();`)] : lines;
  const body = [
    '#include <graphics.h>',
    '#include <stdio.h>',
    '#include <string.h>',
    ...(version >= 17 ? ['#include <stdlib.h>'] : []),
    '#include "SHOT.H"',
    '',
    `/* ${name}: graphics.h program generated from seed ${seed} (generator version ${version}) */`,
    'FILE *out;',
    `int poly[${version >= 6 ? 128 : 32}];`,
    'char pat[8];',
    'char str[40];',
    'char img[16000];',
    'struct arccoordstype ac;',
    'struct viewporttype vp;',
    'struct textsettingstype ts;',
    'struct palettetype pal;',
    ...(version >= 3 ? ['struct linesettingstype ls;', 'struct fillsettingstype fs;', 'char fp[8];', 'int xa, ya;'] : []),
    ...(version >= 17 ? ['int i, j, k, a0;'] : []),
    '',
    '/* graphresult after a call, printed when it is not grOk */',
    'void R(int n)',
    '{',
    '  int e = graphresult();',
    '  if (e != grOk) fprintf(out, "r %d %d\\n", n, e);',
    '}',
    'int img_w(void) { return ((int *)img)[0]; }',
    'int img_h(void) { return ((int *)img)[1]; }',
    '',
    ...scenesC,
    'int main(void)',
    '{',
    `  int gd = ${m7 ? m7.driver : 'VGA'}, gm = ${m7 ? m7.mode : 'VGAHI'};`,
    '  initgraph(&gd, &gm, "");',
    `  out = fopen("${NUMBERS_FILE}", "w");`,
    '  fprintf(out, "init %d %d %d\\n", graphresult(), gd, gm);',
    ...mainC,
    '  closegraph();',
    '  fclose(out);',
    '  return 0;',
    '}',
    '',
  ].join('\n');
  return { seed, name, body, scenes, statements: w.statements, init: m7 ? m7.initgraph : [G.VGA, G.VGAHI], files: version >= 8 ? FONT_FILES : {} };
}

/**
 * The program as a ROM that calls the library directly, statement for statement as the C text
 * says (the e2e test runs 2 000 programs this way in seconds; compiling each with cc/ takes ~100×
 * longer). Its shot() waits in getch(), as SHOT_H.mode12h does; the test holds it to the compiled
 * program on a sample of seeds.
 */
export function romOf(p: Program): Rom {
  return {
    name: p.name,
    title: `${p.name}: generated graphics.h program, seed ${p.seed}`,
    *start() {
      const x: Vars = {
        out: null, poly: new Array<number>(128).fill(0), pat: new Array<number>(8).fill(0), str: '',
        img: new Uint8Array(16000), ls: G.linesettings(), fs: G.fillsettings(), fp: new Array<number>(8).fill(0),
        xa: { value: 0 }, ya: { value: 0 }, ac: G.arccoords(), vp: G.viewport(), ts: G.textsettings(), pal: G.palette(),
        n: { i: 0, j: 0, k: 0, a0: 0 },
      };
      const gd = ref<number>(p.init[0]), gm = ref<number>(p.init[1]);
      G.initgraph(gd, gm, '');
      x.out = fopen(NUMBERS_FILE, 'w');
      const gmv = gm.value, gdv = gd.value;
      fprintf(x.out, 'init %d %d %d\n', G.graphresult(), gdv, gmv);
      for (const st of p.statements) {
        if (st.run) st.run(x);
        else yield* getch();
      }
      G.closegraph();
      fclose(x.out);
    },
  };
}

/**
 * SHOT.H, which every program the oracle runs includes (`#include "SHOT.H"`), for each side.
 * The oracle's shot() reads the four planes through the Graphics Controller's Read Map Select
 * (3CEh index 4) and A000:0000 and appends them to SHOTS.SCR (checked once against getpixel over
 * the whole screen: equal). mode12h's waits in getch() and the host takes the frame there: the same
 * drawing code, a cheaper dump.
 */
export const SHOT_H = {
  oracle: [
    '#include <stdio.h>',
    '#include <dos.h>',
    '#include <mem.h>',
    'static unsigned char shotbuf[9600];',
    'static FILE *shotf;',
    'void shot(void)',
    '{',
    '  int p, k;',
    '  if (shotf == NULL) shotf = fopen("SHOTS.SCR", "wb");',
    '  for (p = 0; p < 4; p++) {',
    '    outportb(0x3CE, 4); outportb(0x3CF, p);',
    '    for (k = 0; k < 4; k++) {',
    '      movedata(0xA000, k * 9600, _DS, (unsigned)shotbuf, 9600);',
    '      fwrite(shotbuf, 1, 9600, shotf);',
    '    }',
    '  }',
    '  outportb(0x3CE, 4); outportb(0x3CF, 0);',
    '  fflush(shotf);',
    '}',
    '',
  ].join('\n'),
  mode12h: ['#include <conio.h>', 'void shot(void)', '{', '  getch();', '}', ''].join('\n'),
};

/** The screen dump file the oracle's shot() writes (4 planes × 38 400 bytes a shot). */
export const SHOTS_FILE = 'SHOTS.SCR';
