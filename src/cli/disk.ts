/**
 * The CLI's `--disk DIR`: a host folder as the machine's C: drive. The folder's files whose names
 * are 8.3 (any case) are the drive's files; anything else in it (longer names, subfolders) is
 * ignored, with a note; a folder that does not exist is made, empty. A file the program writes goes to the folder when DOS gets it (the program
 * closes or flushes the stream, or exits), under the host name it already had or its DOS name.
 */
import { accessSync, constants, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolder } from './output.ts';
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
      const st = statSync(path);
      if (!st.isFile()) {
        note(`--disk ${dir}: ignored "${host}" (the C: drive has no subdirectories)`);
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
      this.files.push({ name, bytes: readFileSync(path), attr: ATTR_ARCHIVE | (writable(path) ? 0 : ATTR_READONLY), ...stamp });
    }
  }

  commit(changes: ReadonlyMap<string, DosFile | null>): void {
    for (const [name, file] of changes) {
      const host = this.hostNames.get(name) ?? name;
      const path = join(this.dir, host);
      try {
        if (file) writeFileSync(path, file.bytes);
        else unlinkSync(path);
      } catch (e) {
        // The program's DOS call succeeded; only the host copy failed: say so, run on.
        this.note(`--disk ${this.dir}: could not ${file ? 'write' : 'delete'} "${host}": ${(e as Error).message}`);
        continue;
      }
      if (file) this.hostNames.set(name, host);
      else this.hostNames.delete(name);
    }
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
