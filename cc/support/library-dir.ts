/**
 * dir.h, bios.h's equipment answers and process.h's spawn/exec for compiled programs.
 * The current directory and the subdirectories are the C: drive's (runtime/dos/drive.ts);
 * spawn and exec run DOSBox's COMMAND.COM (runtime/tc/command.ts) and find no other program to
 * run (DOS's "file not found", as TC reports it with a name that is not there; oracle DS1).
 *
 * struct ffblk { char ff_reserved[21]; char ff_attrib; unsigned ff_ftime, ff_fdate; long ff_fsize;
 * char ff_name[13]; }: findnext's place is kept in ff_reserved, as DOS keeps it in the DTA.
 */
import * as dir from '../../runtime/tc/dir.ts';
import { DosError, driveOf, type DosFile } from '../../runtime/dos/drive.ts';
import * as directories from '../../runtime/dos/directories.ts';
import { machine } from '../../runtime/machine.ts';
import { dosFailed, EINVAL, ERANGE, libFailed, noteDosError } from '../../runtime/tc/errno.ts';
import type { DataSegment } from './memory.ts';
import { BASE_MEMORY_KB, EQUIPMENT_WORD } from '../../runtime/tc/dos-int86.ts';
import * as io from '../../runtime/tc/io.ts';
import { interpreter, isInterpreter } from '../../runtime/tc/command.ts';
import { done, type Blocking } from '../../runtime/process.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const DIR_NAMES = [
  'fnsplit', 'fnmerge', 'getdisk', 'setdisk', 'getcwd', 'getcurdir', 'chdir', 'mkdir', 'rmdir', 'mktemp', 'findfirst', 'findnext',
  'searchpath', 'biosequip', 'biosmemory', 'biosprint', 'spawnl', 'spawnle', 'spawnlp', 'spawnlpe', 'spawnv', 'spawnve', 'spawnvp',
  'spawnvpe', 'execl', 'execle', 'execlp', 'execlpe', 'execv', 'execve', 'execvp', 'execvpe',
] as const;

/**
 * biosprint's status (INT 17h's AH) with no printer attached, as DOSBox 0.74 answers: AH=02h's 0
 * (oracle DS1), AH=00h's time-out 1, and AH=01h leaves AH as it was, 1 (textgen10 LB00030,
 * LB00034: biosprint(0, 0, 2) and biosprint(1, 65, 1) are 1, whatever the port).
 */
const printerStatus = (cmd: number): number => ((cmd & 0xff) === 0 || (cmd & 0xff) === 1 ? 1 : 0);
/** DOS's errors "file not found", "invalid drive" and "no more files". */
const FILE_NOT_FOUND = 2, INVALID_DRIVE = 15, NO_MORE_FILES = 18;
/**
 * The drives DOSBox 0.74 lets "select disk" (INT 21h AH=0Eh) make current: A: and B: always,
 * mounted or not, and its C: and Z: (libcheck XE1: setdisk(0) makes getdisk() 0, setdisk(25) 25,
 * setdisk(3) leaves it). Only the number is kept: names still resolve on C:.
 */
const SELECTABLE = (d: number): boolean => d < 2 || d === dir.CURRENT_DISK || d === Z_DRIVE;
/** DOSBox's own drive Z:, its root the current directory (XE1: getcurdir(26) is 0 and ""). */
const Z_DRIVE = 25;

/**
 * DOS's search record at the start of the DTA (an ffblk's ff_reserved) as DOSBox writes it for a
 * find first: the drive, 0 for A:, the pattern's name as an FCB has it, 8 + 3 capitals padded with
 * blanks, a '*' kept as it is, and the attributes searched for (libcheck XE1: 2, "QZA     DAT";
 * oracle FF1: "Q*      DAT", "Q?      *  ", 16h).
 */
export function searchRecord(pattern: string, attrib: number): Uint8Array {
  const name = pattern.slice(Math.max(pattern.lastIndexOf('\\'), pattern.lastIndexOf('/'), pattern.indexOf(':')) + 1).toUpperCase();
  const [base = '', ext = ''] = name.split('.', 2);
  const fcb = base.slice(0, 8).padEnd(8, ' ') + ext.slice(0, 3).padEnd(3, ' ');
  return Uint8Array.from([dir.CURRENT_DISK, ...[...fcb].map((c) => c.charCodeAt(0)), attrib & 0xff]);
}

/** Whether DOS name `name` ("QA.DAT") matches a search record's 11 pattern bytes ('?' any one character, '*' the rest of its part). */
export function recordMatches(pattern: ArrayLike<number>, name: string): boolean {
  const [base = '', ext = ''] = name.split('.', 2);
  const fields = [base.padEnd(8, ' '), ext.padEnd(3, ' ')];
  return [[0, 8], [8, 3]].every(([at, width], k) => {
    for (let i = 0; i < width!; i++) {
      const c = String.fromCharCode(pattern[at! + i]!);
      if (c === '*') return true;
      if (c !== '?' && c !== fields[k]![i]) return false;
    }
    return true;
  });
}

/** The spawn and exec calls, which run the interpreter and wait for it. */
export const DIR_BLOCKING = DIR_NAMES.filter((n) => /^(spawn|exec)/.test(n));

/**
 * `environ`: the program's environment now (a spawned program's without an `e` form's own);
 * `terminate`: the program ends with a status as DOS ends it (exec: the child's).
 */
export function dirBindings(D: DataSegment, environ: () => string[] = () => [], terminate: (status: number) => never = () => {
  throw new Error('exec: the program cannot end here');
}): Record<(typeof DIR_NAMES)[number], Binding> {
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
    // DOS's "no more files", for a first search that finds nothing too (libcheck ER1: _doserrno 18, errno ENOENT)
    if (!s || s.at >= s.entries.length) return dosFailed(NO_MORE_FILES);
    const f = s.entries[s.at++]!;
    D.range('findfirst', ff, 43);
    b[ff + 21] = f.attr;
    dv.setUint16(ff + 22, f.time, true);
    dv.setUint16(ff + 24, f.date, true);
    dv.setInt32(ff + 26, dir.foundSize(f), true);
    D.writeStr(ff + 30, f.name);
    return 0;
  };
  /** The current drive's number (0 = A:), as setdisk left it. */
  let disk = dir.CURRENT_DISK;
  /** spawn and exec: the program is not on the drive (the machine holds no .EXE); P_NOWAIT is EINVAL, as TC has it. */
  // P_NOWAIT (1) is refused (oracle DS1), and so is a mode that is none of P_WAIT, P_NOWAIT, P_OVERLAY (oracle MS1: 7 is EINVAL)
  // TC looks for the program as DOS's find does: nothing found is _doserrno 18 (no more files), a
  // folder that is not there 3, errno ENOENT either way (pcgen3: spawnl, spawnvp, execl, execlp);
  // a bad mode is TC's own EINVAL, _doserrno as it was
  const notFound = (path: number): number => {
    // DOSBox's Z: is its root alone (probe XE1: "Z:\\NOSUCH.COM" is 18)
    if (/^z:\\?[^\\]*$/i.test(str(path))) return dosFailed(NO_MORE_FILES);
    try {
      directories.canonical(driveOf(machine()), str(path));
    } catch (e) {
      if (!(e instanceof DosError)) throw e;
      if (e.code === 3) return dosFailed(3);
    }
    return dosFailed(NO_MORE_FILES);
  };
  /** A NULL-ended array of strings at `p` (argv, envp). */
  const strings = (p: number): string[] => {
    const out: string[] = [];
    for (let at = p, s: number; (s = (D.range('argv', at, 2), dv.getUint16(at, true))) !== 0; at += 2) out.push(str(s));
    return out;
  };
  /**
   * TC's search for the program (probe XE1): the name as given; without an extension, then with
   * .COM and .EXE, the first try's failure left in errno and _doserrno (ENOENT, 18: "Z:\\COMMAND"
   * runs, so set); the `p` forms also in each of PATH's folders when the name names none (XE1:
   * "COMMAND.COM" with DOSBox's PATH, C:\\TC, is not found). DOSBox's COMMAND.COM runs; another
   * program that is there would run, and stops the machine, named.
   */
  const run = function* (call: string, path: number, args: string[] | null, env: string[] | null, searchPath: boolean, overlay: boolean): Blocking<number> {
    const name = str(path);
    const folders = [''];
    if (searchPath && !/[\\:]/.test(name)) {
      const entry = environ().find((e) => e.startsWith('PATH='));
      folders.push(...(entry ?? 'PATH=').slice(5).split(';').filter((d) => d !== '').map((d) => `${d.replace(/\\$/, '')}\\`));
    }
    const tries = /\.[^\\.]*$/.test(name) ? [''] : ['', '.COM', '.EXE'];
    for (const folder of folders) {
      for (const ext of tries) {
        const full = folder + name + ext;
        if (isInterpreter(full)) {
          if (ext !== '') dosFailed(NO_MORE_FILES);
          if (args === null) throw new Error(`${call}: the arguments end with no NULL (TC reads on into the caller's stack)`);
          const tail = args.slice(1).join(' ');
          if (tail.length > 125) throw new Error(`${call}: a command tail of ${tail.length} characters (DOS takes 126): not measured`);
          const status = yield* interpreter(tail, env ?? environ());
          if (overlay) terminate(status);
          return status;
        }
        if (!/^[a-z]:/i.test(full) || /^c:/i.test(full)) {
          if (io.access(full, 0) === 0) throw new Error(`${call}: running ${full} is not modelled (the machine runs one program, the compiled one, and DOSBox's COMMAND.COM)`);
        }
      }
    }
    return notFound(path);
  };
  /**
   * The arguments of an `l` form from `rest` (NULL-ended, then envp for the `e` forms), or of a `v`
   * form (argv, envp). A list without its NULL (a common slip: `execlp("x", "x", " ?")`) is null:
   * what follows it is the caller's stack, which matters only if the program is found and runs —
   * not found, the call fails as any other (corpus C1555, C1616).
   */
  const listed = (rest: number[], withEnv: boolean): [string[] | null, string[] | null] => {
    const end = rest.indexOf(0);
    if (end < 0) return [null, null];
    return [rest.slice(0, end).map(str), withEnv ? strings(rest[end + 1] ?? 0) : null];
  };
  const spawn = (p: boolean, e: boolean, l: boolean) => (mode: number, path: number, ...rest: number[]): Blocking<number> => {
    if (mode !== 0 && mode !== 2) return done(libFailed(EINVAL));
    const [args, env] = l ? listed(rest, e) : [strings(rest[0]!), e ? strings(rest[1]!) : null];
    return run(`spawn${l ? 'l' : 'v'}${p ? 'p' : ''}${e ? 'e' : ''}`, path, args, env, p, mode === 2);
  };
  const exec = (p: boolean, e: boolean, l: boolean) => (path: number, ...rest: number[]): Blocking<number> => {
    const [args, env] = l ? listed(rest, e) : [strings(rest[0]!), e ? strings(rest[1]!) : null];
    return run(`exec${l ? 'l' : 'v'}${p ? 'p' : ''}${e ? 'e' : ''}`, path, args, env, p, true);
  };
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
    getdisk: () => disk,
    setdisk: (d) => {
      if (SELECTABLE(d & 0xff)) disk = d & 0xff;
      return dir.LOGICAL_DRIVES;
    },
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
    getcurdir: (drive, p) => {
      const d = drive === 0 ? disk : drive - 1;
      // A: and B: are not mounted, no other drive is there (libcheck XE1: getcurdir of 1, 4, 27 is -1, EXDEV)
      if (d !== dir.CURRENT_DISK && d !== Z_DRIVE) return dosFailed(INVALID_DRIVE);
      D.writeStr(p, d === Z_DRIVE ? '' : driveOf(machine()).cwd); // without "C:\\" (oracle SD1: "SDA\\INNER")
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
      // TC fills in AA.AAA and counts up from the last letter until the name is free (oracle DR1; libcheck XE1: then AA.AAB)
      const letters = [0, 0, 0, 0, 0];
      for (let n = 0; n < 26 ** 5; n++) {
        const [a, b2, c, d, e] = letters.map((l) => String.fromCharCode(65 + l));
        const name = `${base}${a}${b2}.${c}${d}${e}`;
        if (dir.matchFiles(name, dir.FA_DIREC).length === 0) {
          D.writeStr(p, name);
          return p;
        }
        for (let k = 4; k >= 0 && ++letters[k]! === 26; k--) letters[k] = 0;
      }
      return 0;
    },
    findfirst: (path, ff, attrib) => {
      const names = dir.dosCall(() => {
        searches.set(ff, { entries: dir.matchFiles(str(path), attrib), at: 0 });
        return 0;
      });
      if (names < 0) return -1;
      // DOS's search record at the ffblk's start (dos.h's dosSearchInfo): the drive, 0 for A:, and the
      // pattern's name as an FCB has it, 8 + 3 capitals padded with blanks, '*' as '?'s (libcheck XE1: 2, "QZA     DAT")
      D.range('findfirst', ff, 43);
      b.set(searchRecord(str(path), attrib), ff);
      return found(ff);
    },
    findnext: (ff) => found(ff),
    searchpath: (p) => {
      const name = str(p);
      // a directory is found too (libcheck XE1: searchpath("QZDIR") is "C:\\QZDIR"), in the current directory first
      // (a directory in the name that is not there: not found, textgen10 LB00002)
      let f: DosFile | undefined;
      try {
        f = dir.matchFiles(name.replace(/[*?]/g, '_'), dir.FA_DIREC)[0];
      } catch (e) {
        if (!(e instanceof DosError)) throw e;
      }
      const cwd = driveOf(machine()).cwd;
      // not found: TC's last try is a findfirst, whose failure is what dosexterr reports next —
      // "no more files" (textgen16 LH00089: searchpath("..\\AUTOEXEC.BAT"), an open that succeeds,
      // then 18), for an empty name "file not found" (LH00196: searchpath(""), then 2)
      if (!f) noteDosError(name === '' ? FILE_NOT_FOUND : NO_MORE_FILES);
      return f ? D.staticString('searchpath', `C:\\${cwd === '' ? '' : `${cwd}\\`}${f.name}`, 80) : 0;
    },
    biosequip: () => EQUIPMENT_WORD,
    biosmemory: () => BASE_MEMORY_KB,
    biosprint: (cmd) => printerStatus(cmd),
    spawnl: spawn(false, false, true),
    spawnle: spawn(false, true, true),
    spawnlp: spawn(true, false, true),
    spawnlpe: spawn(true, true, true),
    spawnv: spawn(false, false, false),
    spawnve: spawn(false, true, false),
    spawnvp: spawn(true, false, false),
    spawnvpe: spawn(true, true, false),
    execl: exec(false, false, true),
    execle: exec(false, true, true),
    execlp: exec(true, false, true),
    execlpe: exec(true, true, true),
    execv: exec(false, false, false),
    execve: exec(false, true, false),
    execvp: exec(true, false, false),
    execvpe: exec(true, true, false),
  };
}
