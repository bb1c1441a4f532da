/**
 * `mode12h run PROGRAM.C`: the C program compiled by the machine's Turbo C (cc/) and run in place
 * of a ROM. A replay written for a ROM plays on it (`rom tetris` in the replay is the program
 * given); what the program prints goes to this process's stdout as well as to the DOS console.
 *
 * The program is one C file or several (`run GAME.C MOVES.C`), its headers found beside the
 * first in any case; or a folder, a zip or a Turbo C project file (`GAME.PRJ`), whose files are
 * also the program's C: drive (levels, pictures, fonts), as DOS shows the program's folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Rom, SyncRom } from '../../runtime/process.ts';
import type { DriveStore } from '../../runtime/dos/drive.ts';
import { compileProgram, type CompileOptions, type CProgram } from '../../cc/program.ts';
import { latin1, programFiles, projectModules, type ProgramFiles } from '../shared/c-files.ts';
import { readFolderTree } from './disk.ts';
import { inflatesTooFar, readZipSync } from '../shared/zip.ts';

/** How long a C program runs when no replay or --end says (virtual ms). */
export const C_DEFAULT_END_MS = 60_000;

const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** True when the ROM argument names a C program: a .C file, a folder, a zip or a project file. */
export const isCProgram = (name: string): boolean => /\.(c|zip|prj)$/i.test(name) || isFolder(name);

/** The program's own files on its C: drive: a folder, a zip or a project's folder (not a lone .C: its drive starts empty). */
export const hasDrive = (name: string): boolean => !/\.c$/i.test(name);

/**
 * How the CLI compiles a C program. `engines`: the engine the run plays it on, built at once; the
 * other is built only if it is ever started (cc/program.ts). A session runs one engine, and the
 * other flavour's code generation and `new Function` were a third of a compile's CPU (libcheck's
 * 114 programs: front end 42 ms, each flavour's code 26 ms and its function 4 ms a program).
 */
export type COptions = Pick<CompileOptions, 'args' | 'env' | 'strict' | 'stdoutToFile' | 'console' | 'compiledAt' | 'stdin' | 'engines'>;

/** The program in folder `dir` and its subfolders (`only`: the C files to link), with what reading the folder left out among its notes. */
function folderProgram(dir: string, only?: readonly string[]): ProgramFiles {
  const notes: string[] = [];
  const p = programFiles(readFolderTree(dir, (n) => notes.push(n)), only);
  return { ...p, notes: [...notes, ...p.notes] };
}

/** Node's inflate, never past the size the zip's header declares (a zip bomb stops there). */
function inflate(data: Uint8Array, name: string, size: number): Uint8Array {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw inflatesTooFar(name);
    throw new Error(`zip: ${name} is damaged (its deflated data does not inflate)`);
  }
}

/**
 * The program's files: `path` a .C file (with `more` .C files linked after it), a folder, a zip
 * or a project file. Throws an Error naming the file when one cannot be read or a zip is bad.
 */
export function cProgramFiles(path: string, more: readonly string[] = []): ProgramFiles {
  if (isFolder(path)) return folderProgram(path);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new Error(`cannot read ${path}: ${(e as Error).message}`);
  }
  if (/\.zip$/i.test(path)) {
    try {
      return programFiles(readZipSync(bytes, inflate));
    } catch (e) {
      throw new Error(`${basename(path)}: ${(e as Error).message}`);
    }
  }
  const dir = dirname(path);
  if (/\.prj$/i.test(path)) return folderProgram(dir, projectModules(latin1(bytes)));
  // one or more .C files, linked in the order given; their headers are read from the first one's
  // folder when included (any case), and nothing else of the folder is read
  const sources = [path, ...more].map((p) => {
    try {
      return { name: basename(p), text: latin1(p === path ? bytes : readFileSync(p)) };
    } catch (e) {
      throw new Error(`cannot read ${p}: ${(e as Error).message}`);
    }
  });
  const readInclude = (name: string): string | null => {
    const want = name.replace(/\\/g, '/').split('/').pop()!.toLowerCase().replace(/\.$/, ''); // ("spine." is SPINE: c-files.ts)
    const hit = isFolder(dir) ? readdirSync(dir).find((f) => f.toLowerCase() === want) : undefined;
    return hit ? readFileSync(join(dir, hit), 'latin1') : null;
  };
  return { sources, name: sources[0]!.name, readInclude, drive: [], notes: [] };
}

/** Compile the C program at `path` (and `more` .C files); see cProgramFiles. */
export function loadCProgram(path: string, stdout: (text: string) => void, dos: COptions = {}, more: readonly string[] = []): CProgram {
  return compileFiles(cProgramFiles(path, more), stdout, dos);
}

function compileFiles(p: ProgramFiles, stdout: (text: string) => void, dos: COptions): CProgram {
  return compileProgram(p.sources, { file: p.name, readInclude: p.readInclude, stdout, ...dos });
}

/**
 * The session's ROM lookups for a C program: every name the replay may give is the program; and
 * for a folder, zip or project, its files as the C: drive (what it writes vanishes with the run).
 */
export function cProgramSource(
  path: string,
  replayRom: string | null,
  stdout: (text: string) => void,
  dos: COptions = {},
  more: readonly string[] = [],
  note: (text: string) => void = () => {},
): {
  rom: string;
  findRom: (name: string) => Rom | undefined;
  findSyncRom: (name: string) => SyncRom | undefined;
  drive: DriveStore | null;
} {
  const files = cProgramFiles(path, more);
  for (const n of files.notes) note(`${basename(path)}: ${n}`);
  const p = compileFiles(files, stdout, dos);
  for (const w of p.linkWarnings) note(w);
  const drive = hasDrive(path) ? { load: () => files.drive, commit() {} } : null;
  return { rom: replayRom ?? p.rom.name, findRom: () => p.rom, findSyncRom: () => p.syncRom, drive };
}
