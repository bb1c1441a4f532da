/**
 * The graphics.h calls as they answer while CGA.BGI draws (runtime/tc/graphics/cga.ts): the
 * driver's numbers, palette, pages, modes and images in place of EGAVGA.BGI's. Each binding is
 * the library's own (library.ts) when the machine is in no CGA.BGI mode. Facts: DOSBox probes
 * CB1 and CB2 (test/fixtures/oracle-files).
 */
import { runningMachine } from '../../runtime/machine.ts';
import { bgi } from '../../runtime/tc/bgi/state.ts';
import {
  CGA_MAX_MODE, CGA_MODES, cgaBackground, cgaDefaults, cgaGetimage, cgaImagesize, cgaMode, cgaPutimage, cgaSetgraphmode, withoutRegisters,
} from '../../runtime/tc/graphics/cga.ts';

type Binding = (...args: number[]) => any;

/** The program's memory as the image calls reach it: a byte of the far pointer `fp` plus `i`. */
export interface FarBytes {
  read(fp: number, i: number): number;
  write(fp: number, i: number, v: number): void;
  text(fn: string, s: string): number;
}

export function cgaLibrary(lib: Record<string, Binding>, mem: FarBytes): void {
  const over = (name: string, f: (call: Binding, ...a: number[]) => unknown): void => {
    const call = lib[name]!;
    lib[name] = (...a) => (cgaMode(runningMachine()!) ? f(call, ...a) : call(...a));
  };
  const m = () => runningMachine()!;
  const mode = () => cgaMode(m())!;
  // CB1: getmaxcolor 3 (CGAHI 1), getpalettesize 1, getmaxmode 4, the names, "CGA"
  over('getmaxcolor', (call) => (call(), mode().maxColor));
  over('getpalettesize', (call) => (call(), 1));
  over('getmaxmode', (call) => (call(), CGA_MAX_MODE));
  over('getmodename', (call, k) => (CGA_MODES[k!] ? mem.text('getmodename', CGA_MODES[k!]!.name) : call(k!)));
  over('getdrivername', () => mem.text('getdrivername', 'CGA'));
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
  over('setactivepage', () => undefined);
  over('setvisualpage', () => undefined);
  over('imagesize', (_, l, t, r, b) => cgaImagesize(mode(), l!, t!, r!, b!));
  over('getimage', (_, l, t, r, b, fp) => cgaGetimage(m(), mode(), l!, t!, r!, b!).forEach((v, i) => mem.write(fp!, i, v)));
  over('putimage', (_, x, y, fp, op) => cgaPutimage(m(), mode(), x!, y!, (i) => mem.read(fp!, i), op!));
}
