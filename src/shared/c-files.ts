/**
 * A C program of several files, as it sits in its DOS folder: the `.C` files TCC compiles and
 * links (`TCC GAME.C MOVES.C`), the `.H` files `#include "GAME.H"` finds beside them, and every
 * file of the folder on the program's C: drive (levels, pictures, `.CHR` fonts, `.BGI` drivers),
 * as DOS would have them in the current directory. Hosts hand in the files of a folder, a zip or
 * a list (the CLI, the player); the names are DOS's 8.3 ones, found in any case.
 */
import type { SourceFile } from '../../cc/program.ts';
import { ATTR_DIRECTORY, dosName, isDosName, type DosFile } from '../../runtime/dos/drive.ts';
import { driveTree, type HostFile } from './drive-tree.ts';

export type { HostFile };

export interface ProgramFiles {
  /** The C files in link order: the one with main first, then a project file's order or by name. */
  readonly sources: readonly SourceFile[];
  /** The program's name: its main file's (`GAME.C`). */
  readonly name: string;
  /** `#include "x.h"`: the header's text, found by its path from the root (`inc\\game.h`), else by its last component in the root, in any case; null if none. */
  readInclude(name: string): string | null;
  /** The drive's files: every 8.3 file and folder of the folder or zip (drive-tree.ts), sources included, as DOS shows the folder. */
  readonly drive: readonly DosFile[];
  /** What was left out, and why (a long name, two names DOS makes one). */
  readonly notes: readonly string[];
}

/** A file's bytes as the compiler reads them: latin1, one character per byte. */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** A main function defined at the start of a line (`main()`, `int main(void)`, `void main ()`). */
const DEFINES_MAIN = /^[ \t]*(?:(?:int|void|unsigned|static)[ \t]+)*main[ \t]*\(/m;

/**
 * Turbo C's project file (`MCALC.PRJ`): one module a line, its name without `.C`, the headers it
 * depends on in parentheses after it (`mcparser (mcalc.h)`). The order is the link order.
 */
export function projectModules(text: string): string[] {
  // Turbo C++'s and Borland C++'s project file is binary ("Turbo C Project File" and ^Z, then
  // records): its modules are the names it holds between NULs (`VIDEO.C`, then its path
  // `TETRIS\VIDEO.C`), in its order, each once (corpus C3302's TETRIS.PRJ of BC 3.1); its C ones: TCC 2.0 runs no TASM
  if (text.startsWith('Turbo C Project File')) {
    const names = text.split('\0').filter((n) => /^[A-Za-z0-9_$~!#%&'(){}@^`-]{1,8}\.C$/i.test(n)).map((n) => n.toUpperCase());
    return [...new Set(names)];
  }
  return text
    .replace(/\x1a[^]*$/, '') // DOS's end-of-file mark (MCALC.PRJ ends in one)
    .split(/\r?\n/)
    .map((l) => l.replace(/\(.*$/, '').trim())
    .filter((l) => l !== '')
    .map((l) => (/\.[^.\\/]*$/.test(l) ? l : `${l}.C`).toUpperCase());
}

/**
 * The program in `files`: its C files are the root's (TCC compiles the files it is given, in the
 * current directory); the drive holds every file and folder (drive-tree.ts). A zip made of a
 * folder (`GAME/GAME.C`, nothing beside it) is that folder's.
 * `only` names the C files to link (the CLI's list); by default a project file's (.PRJ) list, else
 * every .C file. Throws an Error naming the problem when there is no C file or a listed one is missing.
 */
export function programFiles(files: readonly HostFile[], only?: readonly string[]): ProgramFiles {
  const names = files.map((f) => f.name.replace(/\\/g, '/'));
  const tops = new Set(names.map((n) => (n.includes('/') ? n.slice(0, n.indexOf('/')) : '')));
  const prefix = tops.size === 1 && !tops.has('') ? `${[...tops][0]!}/` : '';
  const tree = driveTree(files.map((f, i) => ({ ...f, name: names[i]!.slice(prefix.length) })).filter((f) => f.name !== ''));
  const notes = tree.notes;
  const byName = new Map(tree.drive.filter((f) => !(f.attr & ATTR_DIRECTORY)).map((f) => [f.name, f]));
  const project = [...byName.keys()].filter((n) => n.endsWith('.PRJ'));
  let listed: string[];
  const asDos = (n: string): string => {
    if (!isDosName(n)) throw new Error(`${n}: not an 8.3 DOS file name`);
    return dosName(n);
  };
  if (only && only.length > 0) listed = only.map((n) => asDos(n.replace(/^.*[\\/]/, '')));
  else if (project.length === 1) listed = projectModules(latin1(byName.get(project[0]!)!.bytes)).map(asDos);
  else {
    // every .C file but those another one includes (`#include "GAMEDATA.C"`: compiled inside it,
    // as TCC compiles the one file it is given; linked again they would be defined twice: corpus C3414)
    const cs = [...byName.keys()].filter((n) => n.endsWith('.C') && !n.includes('\\')).sort();
    const included = new Set(cs.flatMap((n) => [...latin1(byName.get(n)!.bytes).matchAll(/^[ \t]*#[ \t]*include[ \t]*"([^"]+)"/gm)].map((m) => m[1]!.replace(/\\/g, '/').split('/').pop()!.toUpperCase())));
    listed = cs.filter((n) => !included.has(n));
  }
  if (listed.length === 0) throw new Error(`no C file among ${files.length === 0 ? 'no files' : [...byName.keys()].join(', ') || 'the files'}`);
  const sources: SourceFile[] = listed.map((n) => {
    const f = byName.get(n);
    if (!f) throw new Error(`${n}: no such file${project.length === 1 && !only ? ` (listed in ${project[0]})` : ''}`);
    return { name: n, text: latin1(f.bytes) };
  });
  // main's file first: it names the program (TCC names the .EXE after the first file)
  const main = sources.findIndex((s) => DEFINES_MAIN.test(s.text));
  if (main > 0) sources.unshift(...sources.splice(main, 1));
  return {
    sources,
    name: sources[0]!.name,
    readInclude: (name) => {
      // (DOS reads "SPINE." as SPINE, a name without an extension: corpus C3324's `#include "spine."`, which TCC found)
      const path = name.split(/[\\/]/).filter((p) => p !== '.' && p !== '').map((p) => p.toUpperCase().replace(/\.$/, ''));
      const f = byName.get(path.join('\\')) ?? byName.get(path.at(-1) ?? '');
      return f ? latin1(f.bytes) : null;
    },
    drive: tree.drive,
    notes,
  };
}
