/**
 * The graphics.h calls as they answer while CGA.BGI draws (runtime/tc/graphics/cga.ts): the
 * driver's numbers, palette, pages, modes and images in place of EGAVGA.BGI's. Each binding is
 * the library's own (library.ts) when the machine is in no CGA.BGI mode. Facts: DOSBox probes
 * CB1 and CB2 (test/fixtures/oracle-files).
 */
import { runningMachine } from '../../runtime/machine.ts';
import { fillRows, USER_FILL } from '../../runtime/tc/bgi/fill.ts';
import { bgi } from '../../runtime/tc/bgi/state.ts';
import {
  cgaActivepage, cgaBackground, cgaCleardevice, cgaPutpixel, cgaDefaults, cgaDriver, cgaGetimage, cgaGetpixel, cgaImagesize, cgaMode, cgaPutimage, cgaGlyphs, cgaSetgraphmode, cgaTextHeight, cgaVisualpage, onShadow, withoutRegisters,
} from '../../runtime/tc/graphics/cga.ts';

type Binding = (...args: number[]) => any;

/** The calls that draw in the colour or fill colour (CB6). */
const DRAWING = [
  'line', 'lineto', 'linerel', 'rectangle', 'drawpoly', 'fillpoly', 'bar', 'bar3d', 'pieslice', 'sector',
  'outtext', 'outtextxy', 'clearviewport',
];

/** The program's memory as the image calls reach it: a byte of the far pointer `fp` plus `i`. */
export interface FarBytes {
  read(fp: number, i: number): number;
  write(fp: number, i: number, v: number): void;
  text(fn: string, s: string): number;
}

export function cgaLibrary(lib: Record<string, Binding>, mem: FarBytes): void {
  const over = (name: string, f: (call: Binding, ...a: number[]) => unknown, shadowed = true): void => {
    const call = lib[name]!;
    // (a mode in text memory: the kernel draws into the shadow, copied to the memory after: cga.ts
    // onShadow; a call that stores to the memory itself runs with the VGA's pixels the text's)
    lib[name] = (...a) => (!cgaMode(runningMachine()!) ? call(...a) : shadowed ? onShadow(runningMachine()!, () => f(call, ...a)) : f(call, ...a));
  };
  const m = () => runningMachine()!;
  const mode = () => cgaMode(m())!;
  // CB1: getmaxcolor 3 (CGAHI 1), getpalettesize 1, getmaxmode 4, the names, "CGA"; the other
  // drivers' (DRMCGA, DRATT, DRHERC, DR8514, DR3270: MCGA's getmaxmode 5, IBM8514's palette 256)
  over('getmaxcolor', (call) => (call(), mode().maxColor));
  over('getpalettesize', (call) => (call(), cgaDriver(m()).paletteSize));
  over('getmaxmode', (call) => (call(), cgaDriver(m()).maxMode));
  over('getmodename', (call, k) => (cgaDriver(m()).modes[k!] ? mem.text('getmodename', cgaDriver(m()).modes[k!]!.name) : call(k!)));
  over('getdrivername', () => mem.text('getdrivername', cgaDriver(m()).name));
  // DRATTHI: ATT400HI's cleardevice clears nothing
  over('cleardevice', (call) => cgaCleardevice(m(), call));
  // CB2: the palette calls keep the kernel's table and report it, the VGA's registers untouched;
  // setbkcolor and setallpalette send the background to the BIOS
  over('setpalette', (call, i, c) => withoutRegisters(m().vga, () => call(i!, c!)));
  over('setbkcolor', (call, c) => {
    withoutRegisters(m().vga, () => call(c!));
    if (c! >= 0 && c! <= 15) cgaBackground(m(), bgi(m()).background);
  });
  over('setallpalette', (call, p) => {
    withoutRegisters(m().vga, () => call(p!));
    cgaBackground(m(), bgi(m()).background);
  });
  over('graphdefaults', (call) => {
    withoutRegisters(m().vga, () => call());
    cgaDefaults(m(), bgi(m()));
  });
  over('setgraphmode', (_, k) => cgaSetgraphmode(m(), k!));
  // CB4: DS:014E in every mode (zeros there: size 0)
  over('getdefaultpalette', () => 0x014e);
  // CB2: one page; setactivepage(1) draws on it, graphresult grOk
  over('setactivepage', (_, p) => cgaActivepage(m(), p!), false);
  over('setvisualpage', (_, p) => cgaVisualpage(m(), p!));
  // CB6: the colour each call draws in, colours 0–7 in CGAC1 and CGAHI: putpixel's cut to the
  // mode's bits, every other call's held to getmaxcolor (4–7 draw 3), but in CGAHI a thin circle,
  // arc or ellipse's, cut to its bit (2 draws 0)
  const colours = (held: (c: number, max: number) => number, f: () => unknown): unknown => {
    const st = bgi(m()), max = mode().maxColor, [c, fill, style, user] = [st.color, st.fillColor, st.fillStyle, st.userFill.slice()];
    // (held once: a thick curve leaves the thickness NORM_WIDTH, so held again after it would
    // differ: held-out CG00241, getcolor 4 after a thick circle in 4 in CGAHI)
    const drawn = (st.color = held(c, max));
    // FZ1 (test/fixtures/oracle-files): CGA.BGI's CGAHI draws a pattern (styles 2–11)
    // in fill colour 0 as in 1, its bits lit (CB6: HATCH_FILL's bar and fillellipse in 0)
    const pattern = style >= 2 && style <= 11 && max === 1 && mode().memory === 'vga';
    const drawnFill = (st.fillColor = pattern && Math.min(fill & 0xff, max) === 0 ? 1 : Math.min(fill & 0xff, max));
    // CB7: in the 4-colour modes a pattern's bit 80h falls on x & 7 = 4 (0 in CGAHI and EGAVGA.BGI):
    // each row's halves swapped
    const rows = Array.from(fillRows(st)), swapped = rows.map((r) => ((r << 4) | (r >> 4)) & 0xff);
    if (max === 3 && swapped.some((r, i) => r !== rows[i])) {
      st.userFill.set(swapped);
      st.fillStyle = USER_FILL;
    }
    try {
      return f();
    } finally {
      if (st.color === drawn) st.color = c;
      if (st.fillColor === drawnFill) st.fillColor = fill;
      [st.fillStyle] = [style];
      st.userFill.set(user);
    }
  };
  const atMost = (c: number, max: number): number => Math.min(c & 0xff, max);
  for (const name of DRAWING) over(name, (call, ...a) => colours(atMost, () => call(...a)));
  // HF1: PC3270.BGI's codes 128–255 draw nothing (cga.ts cgaGlyphs)
  for (const name of ['outtext', 'outtextxy']) over(name, (call, ...a) => cgaGlyphs(m(), () => call(...a)));
  // IBM8514.BGI's fillpoly of 4 points or more ends the program in DOSBox, its buffered output
  // lost (probe IB3: a triangle drawn, then a quadrangle, the lines after it never written, the
  // batch's next program run; cgagen --driver CD00025, CD00026, CD00045, CD00047, CD00027: each
  // file ends at it); the exit status is not measured
  const fillpoly = lib['fillpoly']!, exit = lib['_exit']!;
  lib['fillpoly'] = (n, p) => (cgaMode(m())?.memory === 'none' && n! >= 4 ? exit(0) : fillpoly(n!, p!));
  // (a thick curve is lines: CB3 case 6; fillellipse's outline a thin one: CB3 case 2); HERC.BGI's
  // and PC3270.BGI's thin curves draw the colour's low bit too (probe FB2: a circle in 4 stops no
  // floodfill, the fill runs over the screen; cgagen --driver CD00012: a circle in 4, floodfill's
  // 4 filling nothing)
  const curve = (c: number, max: number): number => (max === 1 && bgi(m()).thickness !== 3 ? c & 1 : atMost(c, max));
  for (const name of ['circle', 'arc', 'ellipse', 'fillellipse']) over(name, (call, ...a) => colours(curve, () => call(...a)));
  // floodfill's border: in the 4-colour modes cut to two bits (cgagen: 7 and 15 stop at a circle
  // drawn in 3, 5 and 9 do not and the fill runs over the screen, 4 is the seed's 0 and fills
  // nothing: CG00133, CG00103, CG00081, CG00060, CG00157), in CGAHI held to 1 (CB1: 3 stops at a
  // circle drawn in 1; CB3: 2 is not the 0 a circle in 2 leaves)
  // (IBM8514: nothing drawn, graphresult grOk: DR8514)
  // In CGAHI (and ATT400's 2-colour modes) cut to two bits too, any of 1–3 then the 1 a pixel
  // holds (probe FB1, test/fixtures/cga-bgi: borders 0–15 inside a circle in 1: 4, 8 and 12 fill
  // nothing, the rest fill inside it; held-out CG00241); HERC.BGI's and PC3270.BGI's too (probe FB2:
  // borders 0–15 around a circle in 1, 4, 8 and 12 filling nothing; CD00012)
  const border = (b: number): number => (mode().maxColor === 3 ? b & 3 : b & 3 ? 1 : 0);
  over('floodfill', (call, x, y, b) => (mode().memory === 'none' ? undefined : colours(atMost, () => call(x!, y!, border(b!)))));
  // getmaxcolor's limit: setfillpattern in a colour past it is grError, nothing changes (cgagen CG00111: 7)
  over('setfillpattern', (call, p, c) => ((c! & 0xffff) > mode().maxColor ? void (bgi(m()).result = -11) : call(p!, c!)));
  const text = (): boolean => mode().memory !== 'vga' && mode().memory !== 'none';
  over('putpixel', (call, x, y, c) => (text() ? cgaPutpixel(m(), x!, y!, c!) : onShadow(m(), () => call(x!, y!, c! & mode().maxColor))), false);
  over('getpixel', (call, x, y) => (call(x!, y!), cgaGetpixel(m(), mode(), x!, y!)));
  // HT2: HERC.BGI's glyphs taller than wide from charsize 2 on (cga.ts cgaTextHeight)
  over('settextstyle', (call, f, d, n) => {
    call(f!, d!, n!);
    const st = bgi(m()), tall = cgaTextHeight(m());
    if (tall !== undefined && st.justifyAcross === st.driverCell) st.justifyAcross = tall;
  });
  over('textheight', (call, s) => cgaTextHeight(m()) ?? call(s!));
  over('imagesize', (_, l, t, r, b) => cgaImagesize(mode(), l!, t!, r!, b!));
  over('getimage', (_, l, t, r, b, fp) => cgaGetimage(m(), mode(), l!, t!, r!, b!).forEach((v, i) => mem.write(fp!, i, v)));
  over('putimage', (_, x, y, fp, op) => cgaPutimage(m(), mode(), x!, y!, (i) => mem.read(fp!, i), op!));
}
