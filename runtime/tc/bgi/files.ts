/**
 * Where Turbo C 2.0's graphics kernel looks for the files it loads: a driver (.BGI) for initgraph,
 * a stroked font (.CHR) for settextstyle. First in initgraph's path, then in the current
 * directory; the first file found is taken, good or not (DOSBox probes BF01–BF18, BG01–BG09,
 * BD01–BD15: test/fixtures/bgi-files; docs/TURBO-C-FACTS.md#where-the-graphics-library-finds-its-files).
 * The path is followed by a backslash unless it ends in one, a slash or a colon: "c:\\tc",
 * "c:\\tc\\", "c:/tc", "c:/tc/", "\\tc" and "..\\tc" find C:\TC's files from C:\NAME\, "c:" is the
 * current directory of C: (BF15, BG04) and "c:\\" the root (BF11); a path not there (" ", "nosuch",
 * "x:\\nowhere") is passed over for the current directory.
 */
import type { Machine } from '../../machine.ts';
import { driveOf } from '../../dos/drive.ts';

/** The file `file` as the kernel finds it from initgraph's `path`: its name from the root and its bytes, or undefined. */
export function findBgiFile(m: Machine, path: string, file: string): { name: string; bytes: Uint8Array } | undefined {
  const drive = driveOf(m);
  for (const dir of path === '' ? [''] : [/[\\/:]$/.test(path) ? path : `${path}\\`, '']) {
    try {
      const name = drive.names.path(drive, dir + file);
      const bytes = drive.read(name);
      if (bytes) return { name, bytes };
    } catch {
      // not a name DOS could open: a directory not there, a drive not mounted
    }
  }
  return undefined;
}
