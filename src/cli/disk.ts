/**
 * The CLI's `--disk DIR`: a host folder, with its subfolders, as the machine's C: drive. Its files
 * and folders whose names are 8.3 (any case) are the drive's, as drive-tree.ts maps them
 * (`data/level1.dat` is `C:\DATA\LEVEL1.DAT`); anything else (longer names, links, a name DOS makes
 * the same as another's) is left out with a note naming it. A folder that does not exist is made, empty.
 *
 * What the program changes goes to the folder as it goes, at the moments DOS writes its directory
 * (a stream closed or flushed, a file removed or renamed, a directory made or removed: drive.ts),
 * as a PC's disk has it: a program that later hangs, crashes or is stopped (`--wall`, Ctrl+C)
 * keeps what it saved before. Each file is written whole to a temporary name and renamed over the
 * old one (output.ts replaceFile), so no host file is ever left half-written, whatever stops the
 * run. A file or folder is only ever written or removed under the host name it was read from or
 * that the run made: an entry on the host that was not on C: (a link, a long name, a name DOS
 * makes the same as another's, something made there during the run) is left as it is, with a
 * note; a folder removed by the program stays on the host while it holds such entries.
 */
import { accessSync, constants, lstatSync, mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolder, osReason, replaceFile, type WriteFs } from './output.ts';
import { ATTR_ARCHIVE, ATTR_DIRECTORY, ATTR_READONLY, isDosName, parentOf, type DosFile, type DriveStore } from '../../runtime/dos/drive.ts';
import { driveTree, stampOf, type HostFile } from '../shared/drive-tree.ts';

/**
 * The largest file the drive takes from the folder, and the most its files may come to: a DOS
 * 3.3 volume's size (32 MB), the largest C: a Turbo C 2.0 PC had; past it files are left out
 * rather than read whole into memory.
 */
export const MAX_DRIVE_BYTES = 32 * 1024 * 1024;

/**
 * The files and folders of host folder `dir` and its subfolders, for drive-tree.ts (paths with
 * '/'). Links are never followed, and what is not a regular file or folder is left out with a
 * note; so is a file once the drive would pass MAX_DRIVE_BYTES. A name that is not 8.3 is handed
 * on unread (its bytes empty, a folder's contents not listed): driveTree notes it.
 */
export function readFolderTree(dir: string, note: (text: string) => void): HostFile[] {
  const out: HostFile[] = [];
  let total = 0;
  const walk = (rel: string): void => {
    const here = join(dir, rel);
    let names: string[];
    try {
      names = readdirSync(here).sort();
    } catch (e) {
      if (rel === '') throw new Error(`cannot read ${dir}: ${osReason(e)}`);
      note(`ignored "${rel}/" (${osReason(e)})`);
      return;
    }
    for (const name of names) {
      const host = rel ? `${rel}/${name}` : name;
      const path = join(here, name);
      // lstat: a link is not followed, so nothing outside the folder is read (nor written: FolderStore)
      const st = lstatSync(path, { throwIfNoEntry: false });
      if (!st) continue; // gone since it was listed
      if (st.isSymbolicLink()) {
        note(`ignored "${host}" (a symbolic link: the drive holds only the folder's own files)`);
        continue;
      }
      const dos = isDosName(name) && !name.includes('\\');
      if (st.isDirectory()) {
        out.push({ name: `${host}/`, bytes: new Uint8Array(0), ...stampOf(st.mtime) });
        if (dos) walk(host);
        continue;
      }
      if (!st.isFile()) {
        note(`ignored "${host}" (not a regular file)`);
        continue;
      }
      if (!dos) {
        out.push({ name: host, bytes: new Uint8Array(0) });
        continue;
      }
      if (st.size > MAX_DRIVE_BYTES) {
        note(`ignored "${host}" (${st.size} bytes: larger than a DOS 3.3 volume, ${MAX_DRIVE_BYTES})`);
        continue;
      }
      if (total + st.size > MAX_DRIVE_BYTES) {
        note(`ignored "${host}" (the drive's files would come to more than a DOS 3.3 volume, ${MAX_DRIVE_BYTES} bytes)`);
        continue;
      }
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(path);
      } catch (e) {
        note(`ignored "${host}" (${osReason(e)})`);
        continue;
      }
      total += bytes.length;
      out.push({ name: host, bytes, attr: ATTR_ARCHIVE | (writable(path) ? 0 : ATTR_READONLY), ...stampOf(st.mtime) });
    }
  };
  walk('');
  return out;
}

export class FolderStore implements DriveStore {
  /** DOS name from the root → the host path ('/' between folders) of what the drive holds there. */
  private hostNames = new Map<string, string>();
  private files: DosFile[] = [];

  private read = false;

  /** `note` hears what is left out. The folder is read (and made) when the drive is mounted. */
  constructor(
    private readonly dir: string,
    private readonly note: (text: string) => void,
    /** How a changed file is written (a test hands in a disk that fills up). */
    private readonly writeFs?: Pick<WriteFs, 'writeFileSync' | 'renameSync' | 'rmSync'>,
  ) {}

  /**
   * Read the folder — when the machine mounts the drive, not before: a run that fails at once (an
   * unknown ROM) makes no folder.
   */
  load(): readonly DosFile[] {
    if (!this.read) {
      this.read = true;
      const said = (text: string): void => this.note(`--disk ${this.dir}: ${text}`);
      try {
        // A folder that is not there yet is an empty drive, made now (as --out makes its folder).
        makeFolder(this.dir);
      } catch (e) {
        throw new Error(`--disk ${this.dir}: ${(e as Error).message}`);
      }
      const tree = driveTree(readFolderTree(this.dir, said));
      for (const n of tree.notes) said(n.replace(/^(.*?): left out/, 'ignored "$1"'));
      this.files = tree.drive;
      this.hostNames = tree.hosts;
    }
    return this.files;
  }

  /** The host path a DOS name is at: the one it was read from or written to, else under its folder's, by its DOS name. */
  private hostOf(name: string): string {
    const known = this.hostNames.get(name);
    if (known !== undefined) return known;
    const leaf = name.slice(name.lastIndexOf('\\') + 1);
    return name.includes('\\') ? `${this.hostOf(parentOf(name))}/${leaf}` : leaf;
  }

  /**
   * Made and written first, in the drive's order; removed after (a rename's old name goes only
   * once its new one is written: a failed write keeps the old file).
   */
  commit(changes: ReadonlyMap<string, DosFile | null>): void {
    let failed = false;
    for (const [name, file] of changes) if (file && !this.put(name, file)) failed = true;
    for (const [name, file] of changes) if (!file) failed ? this.fail(name, 'remove', new Error('its new name could not be written: kept')) : this.drop(name);
  }

  private fail(name: string, what: string, e: unknown): false {
    // The program's DOS call succeeded; only the host copy failed: say so, run on.
    this.note(`--disk ${this.dir}: could not ${what} "${this.hostOf(name)}": ${osReason(e)}`);
    return false;
  }

  private put(name: string, file: DosFile): boolean {
    const dir = !!(file.attr & ATTR_DIRECTORY);
    const host = this.hostOf(name);
    const path = join(this.dir, host);
    try {
      // Never through a link (one planted in the folder could point anywhere on the host), never
      // over what the drive did not read, and never in place: a full disk leaves the file as it was (replaceFile).
      const st = lstatSync(path, { throwIfNoEntry: false });
      if (st?.isSymbolicLink()) throw new Error('a symbolic link on the host, left as it is');
      if (st && !this.hostNames.has(name)) throw new Error(`on the host already but not on C:, left as it is`);
      if (dir) {
        if (!st) mkdirSync(path);
      } else replaceFile(path, file.bytes, this.writeFs);
    } catch (e) {
      return this.fail(name, dir ? 'make the folder' : 'write', e);
    }
    this.hostNames.set(name, host);
    return true;
  }

  private drop(name: string): void {
    const host = this.hostNames.get(name);
    if (host === undefined) return; // never written to the host (its write failed, said then)
    const path = join(this.dir, host);
    const st = lstatSync(path, { throwIfNoEntry: false });
    try {
      if (st?.isSymbolicLink()) throw new Error('a symbolic link on the host, left as it is');
      if (st?.isDirectory()) rmdirSync(path); // only when empty: what C: did not show stays
      else if (st) unlinkSync(path);
    } catch (e) {
      this.fail(name, st?.isDirectory() ? 'remove the folder' : 'delete', e);
      return;
    }
    this.hostNames.delete(name);
  }
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
