/**
 * dir.h, bios.h's equipment answers and process.h's spawn/exec for compiled programs.
 * The current directory and the subdirectories are the C: drive's (runtime/dos/drive.ts);
 * spawn and exec find no program to run (DOS's "file not found", as TC reports it with a name that
 * is not there; oracle DS1).
 *
 * struct ffblk { char ff_reserved[21]; char ff_attrib; unsigned ff_ftime, ff_fdate; long ff_fsize;
 * char ff_name[13]; }: findnext's place is kept in ff_reserved, as DOS keeps it in the DTA.
 */
import * as dir from '../../runtime/tc/dir.ts';
import { driveOf, type DosFile } from '../../runtime/dos/drive.ts';
import * as directories from '../../runtime/dos/directories.ts';
import { machine } from '../../runtime/machine.ts';
import { EINVAL, ENOENT, ERANGE, libFailed, setErrno } from '../../runtime/tc/errno.ts';
import type { DataSegment } from './memory.ts';
import { BASE_MEMORY_KB, EQUIPMENT_WORD } from '../../runtime/tc/dos-int86.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const DIR_NAMES = [
  'fnsplit', 'fnmerge', 'getdisk', 'setdisk', 'getcwd', 'getcurdir', 'chdir', 'mkdir', 'rmdir', 'mktemp', 'findfirst', 'findnext',
  'searchpath', 'biosequip', 'biosmemory', 'biosprint', 'spawnl', 'spawnle', 'spawnlp', 'spawnlpe', 'spawnv', 'spawnve', 'spawnvp',
  'spawnvpe', 'execl', 'execle', 'execlp', 'execlpe', 'execv', 'execve', 'execvp', 'execvpe',
] as const;

/** biosprint's status with no printer attached (oracle DS1). */
const PRINTER_STATUS = 0;

export function dirBindings(D: DataSegment): Record<(typeof DIR_NAMES)[number], Binding> {
  const b = D.bytes, dv = D.dv;
  const str = (p: number): string => D.str(p);
  const part = (p: number): string => (p === 0 ? '' : str(p));
  const put = (p: number, s: string): void => {
    if (p !== 0) D.writeStr(p, s);
  };
  /** findfirst/findnext: the matches left for an ffblk, by its address (DOS keeps them in the DTA). */
  const searches = new Map<number, { entries: DosFile[]; at: number }>();
  const found = (ff: number): number => {
    const s = searches.get(ff);
    if (!s || s.at >= s.entries.length) {
      setErrno(ENOENT);
      return -1;
    }
    const f = s.entries[s.at++]!;
    D.range('findfirst', ff, 43);
    b[ff + 21] = f.attr;
    dv.setUint16(ff + 22, f.time, true);
    dv.setUint16(ff + 24, f.date, true);
    dv.setInt32(ff + 26, f.bytes.length, true);
    D.writeStr(ff + 30, f.name);
    return 0;
  };
  /** spawn and exec: the program is not on the drive (the machine holds no .EXE); P_NOWAIT is EINVAL, as TC has it. */
  // P_NOWAIT (1) is refused (oracle DS1), and so is a mode that is none of P_WAIT, P_NOWAIT, P_OVERLAY (oracle MS1: 7 is EINVAL)
  const spawn = (mode: number): number => libFailed(mode !== 0 && mode !== 2 ? EINVAL : ENOENT);
  const exec = (): number => libFailed(ENOENT);
  return {
    fnsplit: (path, pd, pdir, pname, pext) => {
      const r = dir.fnsplit(str(path));
      put(pd, r.drive);
      put(pdir, r.dir);
      put(pname, r.name);
      put(pext, r.ext);
      return r.flags;
    },
    fnmerge: (path, pd, pdir, pname, pext) => {
      D.writeStr(path, dir.fnmerge(part(pd), part(pdir), part(pname), part(pext)));
    },
    getdisk: () => dir.CURRENT_DISK,
    setdisk: () => dir.LOGICAL_DRIVES,
    getcwd: (buf, len) => {
      const cwd = `C:\\${driveOf(machine()).cwd}`;
      if (cwd.length + 1 > len) {
        libFailed(ERANGE); // and NULL (oracle DR1)
        return 0;
      }
      const p = buf !== 0 ? buf : D.malloc(len);
      D.writeStr(p, cwd);
      return p;
    },
    getcurdir: (_drive, p) => {
      D.writeStr(p, driveOf(machine()).cwd); // without "C:\\" (oracle SD1: "SDA\\INNER")
      return 0;
    },
    // DOS's "path not found" is errno ENOENT (oracle DX, SD1)
    chdir: (p) => dir.dosCall(() => (directories.chdir(driveOf(machine()), str(p)), 0)),
    mkdir: (p) => dir.dosCall(() => (directories.mkdir(driveOf(machine()), str(p)), 0)),
    rmdir: (p) => dir.dosCall(() => (directories.rmdir(driveOf(machine()), str(p)), 0)),
    mktemp: (p) => {
      const t = str(p);
      if (!t.endsWith('XXXXXX')) return 0;
      const base = t.slice(0, -6);
      // TC fills in AA.AAA and steps the first letter until the name is free (oracle DR1)
      for (let c = 65; c <= 90; c++) {
        const name = `${base}${String.fromCharCode(c)}A.AAA`;
        if (dir.matchFiles(name).length === 0) {
          D.writeStr(p, name);
          return p;
        }
      }
      return 0;
    },
    findfirst: (path, ff, attrib) => {
      const names = dir.dosCall(() => {
        searches.set(ff, { entries: dir.matchFiles(str(path), attrib), at: 0 });
        return 0;
      });
      return names < 0 ? -1 : found(ff);
    },
    findnext: (ff) => found(ff),
    searchpath: (p) => {
      const name = str(p);
      const f = dir.matchFiles(name.replace(/[*?]/g, '_'))[0];
      return f ? D.staticString('searchpath', `C:\\${f.name}`, 80) : 0;
    },
    biosequip: () => EQUIPMENT_WORD,
    biosmemory: () => BASE_MEMORY_KB,
    biosprint: () => PRINTER_STATUS,
    spawnl: spawn,
    spawnle: spawn,
    spawnlp: spawn,
    spawnlpe: spawn,
    spawnv: spawn,
    spawnve: spawn,
    spawnvp: spawn,
    spawnvpe: spawn,
    execl: exec,
    execle: exec,
    execlp: exec,
    execlpe: exec,
    execv: exec,
    execve: exec,
    execvp: exec,
    execvpe: exec,
  };
}
