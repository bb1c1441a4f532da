/**
 * dir.h — Turbo C 2.0's path names and directory calls on the machine's C: drive (its
 * subdirectories and current directory are the drive's: runtime/dos/drive.ts).
 *
 * fnsplit and fnmerge are string work, measured on the real TC 2.0 (oracle DR1).
 */
import { DosError, driveOf, type DosFile } from '../dos/drive.ts';
import { canonical, entriesIn } from '../dos/directories.ts';
import { machine } from '../machine.ts';
import { dosFailed } from './errno.ts';

/** fnsplit's flags (DIR.H's values). */
export const WILDCARDS = 0x01, EXTENSION = 0x02, FILENAME = 0x04, DIRECTORY = 0x08, DRIVE = 0x10;
/** The buffers' sizes, with the terminating NUL. */
export const MAXPATH = 80, MAXDRIVE = 3, MAXDIR = 66, MAXFILE = 9, MAXEXT = 5;

export interface PathParts {
  drive: string;
  dir: string;
  name: string;
  ext: string;
  flags: number;
}

const isSeparator = (c: string | undefined): boolean => c === '\\' || c === '/';

/**
 * int fnsplit(path, drive, dir, name, ext) — oracle DR1: a drive is the first two characters when
 * the second is ':'; the directory runs to the last '\' or '/'; the extension is the last '.' on
 * of what follows; a name of only "." or ".." (before the extension) belongs to the directory
 * ("C:.\...LONG" has the directory ".\.." and the extension ".LON"). Each part is cut to its buffer
 * (name 8, extension 4 with its dot, directory 65, drive 2). The flags: the parts present (an
 * extension of a lone "." counts), WILDCARDS for '*' or '?' in the name or the extension.
 */
export function fnsplit(path: string): PathParts {
  let rest = path;
  let drive = '';
  if (rest[1] === ':') {
    drive = rest.slice(0, 2);
    rest = rest.slice(2);
  }
  let cut = rest.length;
  while (cut > 0 && !isSeparator(rest[cut - 1])) cut--;
  let dir = rest.slice(0, cut);
  let file = rest.slice(cut);
  if (file === '.' || file === '..') {
    dir += file;
    file = '';
  }
  const dot = file.lastIndexOf('.');
  let name = dot < 0 ? file : file.slice(0, dot);
  const ext = dot < 0 ? '' : file.slice(dot);
  if (name === '.' || name === '..') {
    dir += name;
    name = '';
  }
  const parts = { drive: drive.slice(0, MAXDRIVE - 1), dir: dir.slice(0, MAXDIR - 1), name: name.slice(0, MAXFILE - 1), ext: ext.slice(0, MAXEXT - 1) };
  let flags = 0;
  if (/[*?]/.test(name + ext)) flags |= WILDCARDS;
  if (ext !== '') flags |= EXTENSION;
  if (name !== '') flags |= FILENAME;
  if (dir !== '') flags |= DIRECTORY;
  if (drive !== '') flags |= DRIVE;
  return { ...parts, flags };
}

/**
 * void fnmerge(path, drive, dir, name, ext) — oracle DR1: the drive's letter and ':', the
 * directory with a '\' added when it ends in neither '\' nor '/', the name, the extension as it is
 * (no dot added); a NULL or empty part is left out.
 */
export function fnmerge(drive: string, dir: string, name: string, ext: string): string {
  let s = drive !== '' ? `${drive[0]}:` : '';
  if (dir !== '') s += isSeparator(dir[dir.length - 1]) ? dir : `${dir}\\`;
  return s + name + ext;
}

/** The current drive's number, as getdisk returns it (0 = A:): the machine has only C:. */
export const CURRENT_DISK = 2;

/** DOS's answer to "select disk" (INT 21h AH=0Eh) on DOSBox: the number of drive letters (oracle DR1). */
export const LOGICAL_DRIVES = 26;

/** findfirst's attribute bit that asks for directories too (DOS.H's FA_DIREC). */
export const FA_DIREC = 0x10;
/**
 * An entry's size as DOS's search gives it: a directory's is the host's size of the folder DOSBox
 * mounts, 4096 on the oracle's disk (probe DZ1: ".", ".." and a new folder; corpus C2259).
 */
export const foundSize = (f: DosFile): number => (f.attr & FA_DIREC ? DIRECTORY_BYTES : f.bytes.length);
const DIRECTORY_BYTES = 4096;

/**
 * The entries `pattern` matches in its directory (the current one, or the one it names: oracle
 * SD1), for findfirst/findnext: '?' any one character, '*' the rest of the name or extension. Files
 * always; directories when `attrib` has FA_DIREC, "." and ".." first (the root's too), then its
 * directories and its files, each sorted by name (oracle DR1, SD1; probe CM1: directories/entriesIn).
 * Each entry's name is its own, without its directory's.
 */
export function matchFiles(pattern: string, attrib = 0): DosFile[] {
  // an empty name is DOS_MakeName's "file not found" (pcgen3 PD00224: findfirst("", 08h))
  if (pattern === '') throw new DosError(2, '"": no name');
  // a name that ends in a backslash finds nothing before the name is made ("C:\\" for the label alone aside; pcgen3 PD00254: "QD\\" 06h is 12h)
  if (pattern.endsWith('\\') && !(attrib === FA_LABEL && /^[A-Za-z]:\\$/.test(pattern))) throw new DosError(NO_MORE_FILES, `${pattern}: a folder's name`);
  const found = matchEntries(pattern, attrib);
  if (!(attrib & FA_LABEL)) return found;
  // DOSBox's local drive has the volume label C_DRIVE: a search for the label alone (attribute 08h)
  // finds it first whatever the pattern and folder, then the files as usual; one with 08h among
  // other bits finds it first in the root when the pattern matches it (probe QV1 in
  // test/fixtures/oracle-pc-v3/probes.txt: "Q*.*" 08h gives C_DRIVE, 09h only "\\*.*")
  const drive = driveOf(machine());
  const label: DosFile = { name: VOLUME_LABEL, bytes: new Uint8Array(0), attr: FA_LABEL, ...drive.stamp() };
  if (attrib === FA_LABEL) return [label, ...found];
  const cut = Math.max(pattern.lastIndexOf('\\'), pattern.lastIndexOf('/'), /^[A-Za-z]:/.test(pattern) ? 1 : -1);
  const root = (() => { try { return canonical(drive, cut < 0 ? '.' : pattern.slice(0, cut + 1), true) === ''; } catch { return false; } })();
  return root && namePattern(pattern.slice(cut + 1))(VOLUME_LABEL) ? [label, ...found] : found;
}

/** findfirst's attribute bit for the volume label (DOS.H's FA_LABEL), and DOSBox's label of a folder mounted as C:. */
export const FA_LABEL = 0x08;
const VOLUME_LABEL = 'C_DRIVE';
/** DOS's "no more files". */
const NO_MORE_FILES = 0x12;

/** Whether a name (no folder) matches a DOS pattern's name and extension: '?' any one character, '*' the rest. */
function namePattern(pattern: string): (name: string) => boolean {
  const p = pattern.toUpperCase();
  const [pn, pe = ''] = p.split('.', 2) as [string, string?];
  const part = (pat: string, width: number): RegExp =>
    new RegExp(`^${[...pat.slice(0, width)].map((c) => (c === '?' ? '.?' : c === '*' ? '.*' : c.replace(/[$()+.[\]^{}|\\]/g, '\\$&'))).join('')}$`);
  const nameRe = part(pn, 8), extRe = part(pe, 3);
  return (name) => {
    // "." and ".." are names without an extension to DOSBox's wildcards (LB00033: "*." finds both)
    const dot = name === '.' || name === '..' ? -1 : name.indexOf('.');
    return nameRe.test(dot < 0 ? name : name.slice(0, dot)) && extRe.test(dot < 0 ? '' : name.slice(dot + 1));
  };
}

function matchEntries(pattern: string, attrib: number): DosFile[] {
  const drive = driveOf(machine());
  const cut = Math.max(pattern.lastIndexOf('\\'), pattern.lastIndexOf('/'), /^[A-Za-z]:/.test(pattern) ? 1 : -1);
  const where = canonical(drive, cut < 0 ? '.' : pattern.slice(0, cut + 1), true);
  const p = pattern.slice(cut + 1).toUpperCase();
  const matches = namePattern(p);
  if (p === '.' || p === '..') {
    // DOSBox makes the name first ("C:\\NAME" for "." in C:\\NAME) and finds that directory in its
    // parent, under its own name (textgen10 LB00004: findfirst(".", FA_DIREC) is "LB00004", 10h)
    const target = canonical(drive, pattern, true);
    // (the root, as ".." from a directory of it: its "." entry, LB00074)
    const found = target === '' ? { name: '.', bytes: new Uint8Array(0), attr: FA_DIREC, ...drive.stamp() } : drive.dirs.get(target);
    return found && attrib & FA_DIREC ? [{ ...found, name: target === '' ? '.' : target.slice(target.lastIndexOf('\\') + 1) }] : [];
  }
  // the root's too: DOSBox's C: is a host folder, whose "." and ".." it lists (probe CM3: findfirst("\\*.*", FA_DIREC))
  const self: DosFile = drive.dirs.get(where) ?? { name: '', bytes: new Uint8Array(0), attr: FA_DIREC, ...drive.stamp() };
  const dots: DosFile[] = ['.', '..'].map((name) => ({ ...self, name }));
  const own = entriesIn(drive, where).map((f) => ({ ...f, name: f.name.slice(f.name.lastIndexOf('\\') + 1) }));
  return [...dots, ...own].filter((f) => {
    if (f.attr & FA_DIREC && !(attrib & FA_DIREC)) return false;
    return matches(f.name);
  });
}

/** A name-taking DOS call: a DosError becomes errno and −1. */
export function dosCall(fn: () => number): number {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return dosFailed(e.code);
  }
}
