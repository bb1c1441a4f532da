/**
 * What TLINK makes of a small-model TC 2.0 program's DGROUP: which object modules of the library
 * it links (those that define a name the program, C0S or a module already linked needs), and
 * where each part of the data segment then lies. DGROUP holds, in C0S's order, every module's
 * _DATA (C0S's first, 404 bytes, then the program's, then the library's in the order linked),
 * _EMUSEG and _CRTSEG (common: the largest part), _CVTSEG, _SCNSEG, then every _BSS (the
 * program's first); the heap starts where _BSS ends (C0S's `__brklvl = edata@`). Each part
 * starts on a word. The modules' sizes and names are the real library's (tc-modules.ts); the
 * rule was checked against TLINK's map (`TCC -M`) of the probes in test/fixtures/heap.
 */
import { TC_MODULES } from './tc-modules.ts';

interface Module {
  readonly lib: string;
  readonly name: string;
  /** Sizes of its parts of _DATA, _EMUSEG, _CRTSEG, _CVTSEG, _SCNSEG, _BSS. */
  readonly sizes: readonly number[];
  readonly pubs: readonly string[];
  readonly needs: readonly string[];
  /** Its place in the libraries (TC_MODULES' order). */
  readonly index: number;
}

const SEGMENTS = 6;
const BSS = 5;
/** _EMUSEG and _CRTSEG are COMMON: every module's part overlays the others. */
const COMMON = new Set([1, 2]);
/** The libraries in the order TCC hands them to TLINK (GRAPHICS.LIB named on its command line first). */
const LIBRARIES = ['GRAPHICS', 'EMU', 'MATHS', 'CS'];

let table: { start: Module; byName: Map<string, Module>[] } | null = null;

function modules(): { start: Module; byName: Map<string, Module>[] } {
  if (table) return table;
  const all = TC_MODULES.trim().split('\n').map((line, index): Module => {
    const [lib, name, sizes, pubs, needs] = line.split('|') as [string, string, string, string, string];
    const words = (s: string): string[] => (s ? s.split(' ') : []);
    return { lib, name, sizes: sizes.split(' ').map(Number), pubs: words(pubs), needs: words(needs), index };
  });
  const byName = LIBRARIES.map((lib) => {
    const m = new Map<string, Module>();
    for (const mod of all) if (mod.lib === lib) for (const p of mod.pubs) if (!m.has(p)) m.set(p, mod);
    return m;
  });
  table = { start: all.find((m) => m.lib === 'C0S')!, byName };
  return table;
}

/**
 * The program's own object modules, one a C file in TLINK's order: each one's _DATA and _BSS
 * sizes, and the names they need (`_printf`, `FIDRQQ`…).
 */
export interface ProgramObject {
  readonly modules: readonly { readonly data: number; readonly bss: number }[];
  readonly needs: readonly string[];
  /** The names the program's modules define (`_matherr`): no library module is linked for them. */
  readonly defines?: readonly string[];
}

export interface Dgroup {
  /** Where each of the program's modules' _DATA starts (the first after C0S's). */
  readonly programData: readonly number[];
  /** Where each of the program's modules' _BSS starts (the first after every module's data). */
  readonly programBss: readonly number[];
  /** Each of the program's modules' _BSS size, as given. */
  readonly bss: readonly number[];
  /** The end of _BSS: where the heap starts. */
  readonly edata: number;
  /** The library modules linked, in TLINK's order. */
  readonly linked: readonly string[];
  /** The word just below TC's `_openfd` (FILES2) when the module before it is FILES: `_streams[19]`'s token, its own address (probe PS: 0AF8h). */
  readonly belowOpenfd?: number;
}

const even = (n: number): number => (n + 1) & ~1;

/** Lays out DGROUP as TLINK does for C0S, the program's object and the library modules they pull in. */
export function linkDgroup(program: ProgramObject): Dgroup {
  const { start, byName } = modules();
  const linked: Module[] = [];
  // a name the program defines is no library module's to give (TLINK's map of corpus C3377,
  // whose TCPARSER.C defines matherr: MATHS' MATHERR not linked)
  const defined = new Set([...start.pubs, '_main', ...(program.defines ?? [])]);
  const wanted = [...start.needs, ...program.needs];
  // TLINK's passes: each library in turn looks through every name wanted, the names the modules it
  // links want appended as it goes, until a pass links nothing. A name a library passed over stays
  // passed over (it has no module for it, or that module is linked, or the name is defined: each
  // only grows), so each library's pass goes on from where its last one ended: the same modules
  // in the same order, without scanning the whole list again each pass (BGIDEMO.C's link, cold)
  const seen = byName.map(() => 0);
  const isLinked = new Set<Module>();
  for (let changed = true; changed; ) {
    changed = false;
    for (let l = 0; l < byName.length; l++) {
      const lib = byName[l]!;
      for (let i = seen[l]!; i < wanted.length; i++) {
        const name = wanted[i]!;
        if (defined.has(name)) continue;
        const mod = lib.get(name);
        if (!mod || isLinked.has(mod)) continue;
        linked.push(mod);
        isLinked.add(mod);
        for (let k = 0; k < mod.pubs.length; k++) defined.add(mod.pubs[k]!);
        for (let k = 0; k < mod.needs.length; k++) wanted.push(mod.needs[k]!);
        changed = true;
      }
      seen[l] = wanted.length;
    }
  }
  // the modules' parts lie in the libraries' order, not the order they were found in (TLINK's map,
  // `TCC -M`, of pcgen3 PD00002, PD00005, PD00010, PD00023: IOERROR, EXIT, HEAPLEN, STKLEN, ATEXIT,
  // FILES, FILES2, FMODE, SETVBUF, as CS.LIB holds them, where the passes find FILES2 before FILES)
  linked.sort((a, b) => a.index - b.index);
  const own = program.modules.map((m) => [m.data, 0, 0, 0, 0, m.bss]);
  const parts: number[][] = [start.sizes.slice(), ...own, ...linked.map((m) => m.sizes.slice())];
  let at = 0;
  const programData: number[] = [], programBss: number[] = [];
  const dataAt = new Map<string, number>();
  for (let s = 0; s < SEGMENTS; s++) {
    at = even(at);
    if (COMMON.has(s)) {
      at += Math.max(...parts.map((p) => p[s]!));
      continue;
    }
    parts.forEach((p, i) => {
      // each module's part on a word of its own, the program's modules' too (corpus C3377, a
      // project of six: its heap 4 bytes further on than one object of them all would put it)
      at = even(at);
      if (i >= 1 && i <= own.length && s === 0) programData.push(at);
      if (i >= 1 && i <= own.length && s === BSS) programBss.push(at);
      if (i > own.length && s === 0) dataAt.set(linked[i - 1 - own.length]!.name, at);
      at += p[s]!;
    });
  }
  // _openfd[-1], what TC's read, eof, setmode… take as handle -1's flags: the last FILE of
  // _streams (20 of 16 bytes) when FILES lies just below it (pcgen3's 37 programs on handle -1)
  const files = dataAt.get('FILES'), openfd = dataAt.get('FILES2');
  const belowOpenfd = files !== undefined && openfd === files + 320 ? files + 19 * 16 : undefined;
  return { programData, programBss, bss: program.modules.map((m) => m.bss), edata: at, linked: linked.map((m) => m.name), belowOpenfd };
}
