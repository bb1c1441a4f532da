/**
 * The CLI's `--disk DIR`: a host folder as the machine's C: drive. The folder's files whose names
 * are 8.3 (any case) are the drive's files; anything else in it (longer names, subfolders) is
 * ignored, with a note; a folder that does not exist is made, empty. A file the program writes goes to the folder when DOS gets it (the program
 * closes or flushes the stream, or exits), under the host name it already had or its DOS name.
 */
import { accessSync, constants, lstatSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolder, osReason, replaceFile, type WriteFs } from './output.ts';
import { ATTR_ARCHIVE, ATTR_READONLY, dosName, isDosName, packDosStamp, type DosFile, type DriveStore } from '../../runtime/dos/drive.ts';

export class FolderStore implements DriveStore {
  /** DOS name → the host file's name in the folder. */
  private readonly hostNames = new Map<string, string>();
  private readonly files: DosFile[] = [];

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
      this.readFolder();
    }
    return this.files;
  }

  private readFolder(): void {
    const { dir, note } = this;
    let entries: string[];
    try {
      // A folder that is not there yet is an empty drive, made now (as --out makes its folder).
      makeFolder(dir);
      entries = readdirSync(dir).sort();
    } catch (e) {
      throw new Error(`--disk ${dir}: ${(e as Error).message}`);
    }
    for (const host of entries) {
      const path = join(dir, host);
      // lstat: a link is not followed, so nothing outside the folder is read (nor written, below).
      let st;
      try {
        st = lstatSync(path);
      } catch (e) {
        note(`--disk ${dir}: ignored "${host}" (${osReason(e)})`);
        continue;
      }
      if (st.isSymbolicLink()) {
        note(`--disk ${dir}: ignored "${host}" (a symbolic link: the drive holds only the folder's own files)`);
        continue;
      }
      if (!st.isFile()) {
        note(`--disk ${dir}: ignored "${host}" (${st.isDirectory() ? 'the C: drive has no subdirectories' : 'not a regular file'})`);
        continue;
      }
      if (st.size > MAX_FILE_BYTES) {
        note(`--disk ${dir}: ignored "${host}" (${st.size} bytes: larger than a DOS 3.3 volume, ${MAX_FILE_BYTES})`);
        continue;
      }
      if (!isDosName(host)) {
        note(`--disk ${dir}: ignored "${host}" (not an 8.3 file name)`);
        continue;
      }
      const name = dosName(host);
      if (this.hostNames.has(name)) {
        note(`--disk ${dir}: ignored "${host}" (the same DOS name as "${this.hostNames.get(name)}")`);
        continue;
      }
      this.hostNames.set(name, host);
      const t = st.mtime;
      const stamp = packDosStamp(Math.max(1980, t.getFullYear()), t.getMonth() + 1, t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds());
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(path);
      } catch (e) {
        note(`--disk ${dir}: ignored "${host}" (${osReason(e)})`);
        this.hostNames.delete(name);
        continue;
      }
      this.files.push({ name, bytes, attr: ATTR_ARCHIVE | (writable(path) ? 0 : ATTR_READONLY), ...stamp });
    }
  }

  commit(changes: ReadonlyMap<string, DosFile | null>): void {
    for (const [name, file] of changes) {
      const host = this.hostNames.get(name) ?? name;
      const path = join(this.dir, host);
      try {
        // Never through a link (one planted in the folder could point anywhere on the host), and
        // never in place: a full disk leaves the file as it was (replaceFile).
        if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) throw new Error('a symbolic link on the host, left as it is');
        if (file) replaceFile(path, file.bytes, this.writeFs);
        else unlinkSync(path);
      } catch (e) {
        // The program's DOS call succeeded; only the host copy failed: say so, run on.
        this.note(`--disk ${this.dir}: could not ${file ? 'write' : 'delete'} "${host}": ${osReason(e)}`);
        continue;
      }
      if (file) this.hostNames.set(name, host);
      else this.hostNames.delete(name);
    }
  }
}

/**
 * The largest file the drive takes from the folder: a DOS 3.3 volume's size (32 MB), the largest
 * C: a Turbo C 2.0 PC had; a larger host file is left out rather than read whole into memory.
 */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
