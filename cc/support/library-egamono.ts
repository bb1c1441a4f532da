/**
 * The graphics.h calls as they answer in EGAVGA.BGI's monochrome mode (runtime/tc/graphics/
 * egamono.ts): the colours a program gives (0–3) drawn as the planes' values the driver writes
 * and given back from them, the driver's numbers, and mode 0Fh set again by setgraphmode. Each
 * binding is the library's own (library.ts) in any other mode. Facts: DOSBox probes DREGAM and
 * EGM2 (test/fixtures/cga-bgi).
 */
import { runningMachine } from '../../runtime/machine.ts';
import { textConsole } from '../../runtime/hw/textmode.ts';
import { bgi } from '../../runtime/tc/bgi/state.ts';
import { MODE_0FH, inMono, monoColour, monoPalette, monoPixel, setMono } from '../../runtime/tc/graphics/egamono.ts';

type Binding = (...args: number[]) => any;

/** getmaxcolor in the monochrome mode (DREGAM). */
const MAX = 3;

/**
 * `text`: a string returned as the library returns one; `word(p, i)` and `setWord(p, i, v)`: the
 * int at the near pointer p plus 2i.
 */
export interface MonoMemory {
  text(fn: string, s: string): number;
  word(p: number, i: number): number;
  setWord(p: number, i: number, v: number): void;
}

export function monoLibrary(lib: Record<string, Binding>, mem: MonoMemory): void {
  const m = () => runningMachine()!;
  const over = (name: string, f: (call: Binding, ...a: number[]) => unknown): void => {
    const call = lib[name]!;
    lib[name] = (...a) => (inMono(m(), bgi(m())) ? f(call, ...a) : call(...a));
  };
  // DREGAM: getmaxcolor 3, getpalettesize 4, getmaxmode 0, getmodename of the mode asked (0 or 3) "640 X 350 EGA MONO"
  over('getmaxcolor', (call) => (call(), MAX));
  over('getpalettesize', (call) => (call(), 4));
  over('getmaxmode', (call) => (call(), 0));
  over('getmodename', (call, k) => (k === 0 ? call(3) : call(k!)));
  // DREGAM: setgraphmode(0) sets the mode again (getcolor 3, the screen cleared). Another mode is
  // grInvalidMode in the graphics mode, nothing changed (probes EGS1–EGS5: 1–5 after
  // initgraph(EGAMONO, 0), EGS7: 3 after mode 3's); after restorecrtmode setgraphmode(3) ends the
  // program as exit does, atexit's functions run and the files flushed (EGS6, EGSA, EGS8 with
  // VGA's mode 3; DREGAM's file ends there): the status not measured, 0 here
  over('setgraphmode', (_, k) => {
    const st = bgi(m());
    if (k !== 0 && textConsole(m().vga).active) return lib['exit']!(0);
    if (k !== 0) return void (st.result = -10);
    setMono(m(), st, 0); // (getgraphmode 0 after mode 3's: EGS9)
    st.result = 0;
  });
  over('graphdefaults', (call) => (call(), monoPalette(m(), bgi(m()))));
  // EGM2: setvisualpage(1) leaves the CRTC's start 8000h, read at 3B4h/3B5h (the page's 8000h
  // bytes; the kernel's own writes went to 3D4h, which answers nothing in this mode)
  over('setvisualpage', (call, p) => {
    call(p!);
    const start = (p! * MODE_0FH.pageBytes) & 0xffff;
    for (const [i, v] of [[0x0c, start >> 8], [0x0d, start & 0xff]] as const) {
      m().portOut(0x3b4, i);
      m().portOut(0x3b5, v);
    }
  });
  // a colour past getmaxcolor: as the kernel's own check takes one past its 15 (nothing changes,
  // grError for the fills: not measured in this mode)
  const colour = (c: number): number => ((c & 0xffff) <= MAX ? monoPixel(c) : 16);
  over('setcolor', (call, c) => call(colour(c!)));
  over('getcolor', (call) => monoColour(call()));
  over('setfillstyle', (call, p, c) => call(p!, colour(c!)));
  over('setfillpattern', (call, p, c) => call(p!, colour(c!)));
  over('getfillsettings', (call, p) => {
    call(p!);
    mem.setWord(p!, 1, monoColour(mem.word(p!, 1)));
  });
  // EGM2: putpixel's colours past 3 put 3
  over('putpixel', (call, x, y, c) => call(x!, y!, monoPixel((c! & 0xffff) > MAX ? MAX : c!)));
  over('getpixel', (call, x, y) => monoColour(call(x!, y!)));
  // (a border past 3 held to 3: not measured)
  over('floodfill', (call, x, y, b) => call(x!, y!, monoPixel((b! & 0xffff) > MAX ? MAX : b!)));
}
