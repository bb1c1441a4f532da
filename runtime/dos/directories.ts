/**
 * The C: drive's subdirectories as a compiled program uses them (oracle SD1): the names it gives,
 * from the current directory, resolved to the drive's names from the root; mkdir, chdir, rmdir,
 * a directory's entries and renaming one. Apart from drive.ts so that a host that only keeps
 * files (the players of the ROMs) carries none of it.
 */
import { ATTR_DIRECTORY, DOSERR_ACCESS_DENIED, DOSERR_FILE_NOT_FOUND, DOSERR_PATH_NOT_FOUND, DosError, dosName, parentOf, programFiles, type DosDrive, type DosFile } from './drive.ts';

/**
 * The name from the root of what a program's `path` names, as DOS resolves it from the current
 * directory: "C:" and a leading backslash, ".", ".." (the root's ".." is the root), each part cut
 * to 8.3 as dosName does; a directory on the way that is not there is error 3. `dir`: the path
 * names a directory (chdir's "SDA\\" and "\\" are fine); else a file, and an empty or
 * trailing-backslash name is an error too.
 */
export function canonical(d: DosDrive, path: string, dir = false): string {
  let p = path;
  const drive = /^([A-Za-z]):/.exec(p);
  if (drive) {
    // DOSBox's DOS_MakeName: a drive not mounted is "path not found" (libcheck ER1: open, rename, chdir of "Q:…" are 3)
    if (drive[1]!.toUpperCase() !== 'C') throw new DosError(DOSERR_PATH_NOT_FOUND, `${path}: no drive ${drive[1]!.toUpperCase()}:`);
    p = p.slice(2);
  }
  // and an empty name "file not found", a directory's too (ER1: chdir("") is 2)
  if (path === '') throw new DosError(DOSERR_FILE_NOT_FOUND, '"": no name');
  const parts = /^[\\/]/.test(p) || d.cwd === '' ? [] : d.cwd.split('\\');
  const names = p.replace(/^[\\/]/, '').split(/[\\/]/);
  if (names[names.length - 1] === '' && (dir || names.length === 1)) names.pop();
  if (names.length === 0 && !dir) throw new DosError(DOSERR_PATH_NOT_FOUND, `"${path}": no file name`);
  // DOSBox's DOS_MakeName takes ".." off the name as text, whether the directory before it is
  // there or not (textgen10 LB00001: findfirst("FQD\\..\\FQ*.*") with no FQD finds FQ0.TMP); the
  // directories of the name it makes must be there
  names.forEach((n) => {
    if (n === '.') return;
    if (n === '..') parts.pop();
    else parts.push(dosName(n));
  });
  for (let i = 1; i <= (dir ? parts.length : parts.length - 1); i++) {
    const on = parts.slice(0, i).join('\\');
    if (!d.dirs.has(on)) throw new DosError(DOSERR_PATH_NOT_FOUND, `${path}: no directory ${on}`);
  }
  return parts.join('\\');
}

/** chdir: a directory `path` names from the current one (error 3 when there is none). */
export function chdir(d: DosDrive, path: string): void {
  d.cwd = canonical(d, path, true);
}

/** DOS's "attempt to remove the current directory". */
const DOSERR_REMOVE_CURRENT = 16;

/**
 * mkdir, as DOSBox 0.74's DOS_MakeDir: an empty name or one that ends in a backslash ("QD\\",
 * "C:\\") is error 3 before anything else; then a directory that is there (the root, "..",
 * "QD\\..") is error 5, and anything else that fails (a file or a missing directory in the way) 3
 * (pcgen3 PD00155, PD00141, PD00012, PD00007: mkdir(""), mkdir(".."), 39h of "QD\\.." and "QD\\").
 */
export function mkdir(d: DosDrive, path: string): void {
  if (path === '' || path.endsWith('\\')) throw new DosError(DOSERR_PATH_NOT_FOUND, `"${path}": no directory name`);
  const k = canonical(d, path);
  if (k === '' || d.dirs.has(k)) throw new DosError(DOSERR_ACCESS_DENIED, `${k} exists already`);
  if (d.files.has(k)) throw new DosError(DOSERR_PATH_NOT_FOUND, `${k} is a file`);
  const dir = { name: k, bytes: new Uint8Array(0), attr: ATTR_DIRECTORY, ...d.stamp() };
  d.dirs.set(k, dir);
  d.commit(new Map([[k, dir]]));
}

/**
 * rmdir, as DOSBox 0.74's DOS_RemoveDir: the name made as chdir makes it (a trailing backslash
 * dropped; "" is error 2); no such directory (a file's name too) is error 3; the current directory
 * (".", "QD\\.." from it, the root's ".." at the root) 16; one that holds anything, or the root, 5
 * (pcgen3 PD00075, PD00049, PD00024, PD00078: rmdir("."), rmdir(".."), rmdir("C:\\"), rmdir("QD\\")).
 */
export function rmdir(d: DosDrive, path: string): void {
  const k = canonical(d, path, true);
  if (k !== '' && !d.dirs.has(k)) throw new DosError(DOSERR_PATH_NOT_FOUND, `${path}: no such directory`);
  if (k === d.cwd) throw new DosError(DOSERR_REMOVE_CURRENT, `${k} is the current directory`);
  const inside = (n: string): boolean => parentOf(n) === k && n !== k;
  if (k === '' || [...d.files.keys(), ...d.dirs.keys()].some(inside)) throw new DosError(DOSERR_ACCESS_DENIED, `${k} is not empty or is the root`);
  d.dirs.delete(k);
  d.commit(new Map([[k, null]]));
}

/**
 * The entries of directory `dir` (a name from the root, '' the root): its directories then its
 * files, each sorted by name, as DOSBox's cache of a host directory gives them in every directory
 * (libcheck XE1: QZDIR before QZA.DAT; probe CM1 in test/fixtures/dos-screen: INNER, made last,
 * before ALPHA.DAT, and ZED.TXT, made first, after MID.C).
 */
export function entriesIn(d: DosDrive, dir: string): DosFile[] {
  const mine = (m: Map<string, DosFile>): DosFile[] => [...m.values()].filter((f) => parentOf(f.name) === dir);
  const byName = (a: DosFile, b: DosFile): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [...mine(d.dirs).sort(byName), ...mine(d.files).sort(byName)];
}

/** rename of names from the root: a directory is renamed with what is in it (oracle SD1: rename("\\SDB", "\\SDC")), a file as drive.rename does. */
export function rename(d: DosDrive, from: string, to: string): void {
  const dir = d.dirs.get(from);
  if (!dir) return d.rename(from, to);
  if (d.files.has(to) || d.dirs.has(to)) throw new DosError(DOSERR_ACCESS_DENIED, `${to} exists already`);
  // the store hears of it in an order a host can follow: the new directories (parents first), the
  // files at their new names, the old names gone, the old directories last (children first)
  const made = new Map<string, DosFile | null>();
  const gone: string[] = [];
  const moved = (m: Map<string, DosFile>): void => {
    for (const [k, f] of [...m]) {
      if (k !== from && !k.startsWith(`${from}\\`)) continue;
      const n = to + k.slice(from.length), g = { ...f, name: n };
      m.delete(k);
      m.set(n, g);
      made.set(n, g);
      gone.push(k);
    }
  };
  moved(d.dirs);
  moved(d.files);
  if (d.cwd === from || d.cwd.startsWith(`${from}\\`)) d.cwd = to + d.cwd.slice(from.length);
  for (const k of gone.sort().reverse()) made.set(k, null);
  d.commit(made);
}

/** The names a compiled program gives, with the current directory and subdirectories (DosDrive.names). */
const subdirectoryNames: typeof programFiles = {
  path: (d, path) => canonical(d, path),
  // a name from the root with its directories, each part checked as dosName checks it (a directory on the way must be there)
  key: (d, name) => {
    if (!/[\\/]/.test(name.replace(/^([A-Za-z]:)?[\\/]/, ''))) return dosName(name);
    const k = name.replace(/^([A-Za-z]:)?[\\/]?/, '').split(/[\\/]/).map(dosName).join('\\');
    if (!d.dirs.has(parentOf(k))) throw new DosError(DOSERR_PATH_NOT_FOUND, `${name}: no directory ${parentOf(k)}`);
    return k;
  },
  rename,
};

/** Give drive `d` the subdirectories (a compiled program's start-up does, on its own machine's drive only). */
export function installDirectories(d: DosDrive): void {
  d.names = subdirectoryNames;
}
