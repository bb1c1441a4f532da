/**
 * `mode12h run PROGRAM.C`: the C file compiled by the machine's Turbo C (cc/) and run in place
 * of a ROM. A replay written for a ROM plays on it (`rom tetris` in the replay is the program
 * given); what the program prints goes to this process's stdout as well as to the DOS console.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Rom, SyncRom } from '../../runtime/process.ts';
import { compileC, type CompileOptions, type CProgram } from '../../cc/program.ts';

/** How long a C program runs when no replay or --end says (virtual ms). */
export const C_DEFAULT_END_MS = 60_000;

/** True when the ROM argument names a C source file. */
export const isCProgram = (name: string): boolean => /\.c$/i.test(name);

/** Compile the C file at `path` (its own headers come from the same folder, any case). */
export function loadCProgram(path: string, stdout: (text: string) => void, dos: Pick<CompileOptions, 'args' | 'env'> = {}): CProgram {
  let text: string;
  try {
    text = readFileSync(path, 'latin1'); // a DOS source is bytes: one character per byte
  } catch (e) {
    throw new Error(`cannot read ${path}: ${(e as Error).message}`);
  }
  const dir = dirname(path);
  const readInclude = (name: string): string | null => {
    const want = name.replace(/\\/g, '/').split('/').pop()!.toLowerCase();
    const hit = existsSync(dir) ? readdirSync(dir).find((f) => f.toLowerCase() === want) : undefined;
    return hit ? readFileSync(join(dir, hit), 'latin1') : null;
  };
  return compileC(text, { file: basename(path), readInclude, stdout, ...dos });
}

/** The session's ROM lookups for a C program: every name the replay may give is the program. */
export function cProgramSource(path: string, replayRom: string | null, stdout: (text: string) => void, dos: Pick<CompileOptions, 'args' | 'env'> = {}): {
  rom: string;
  findRom: (name: string) => Rom | undefined;
  findSyncRom: (name: string) => SyncRom | undefined;
} {
  const p = loadCProgram(path, stdout, dos);
  return { rom: replayRom ?? p.rom.name, findRom: () => p.rom, findSyncRom: () => p.syncRom };
}
