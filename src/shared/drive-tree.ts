/**
 * A host's tree of files — a folder (the CLI's `--disk DIR`, `run FOLDER`) or a zip (`run GAME.ZIP`,
 * the player's disk import) — as the C: drive holds it: every folder a DOS directory, every name
 * DOS's 8.3 in upper case (`data/level1.dat` is `DATA\LEVEL1.DAT`). A name that is not 8.3 (a long
 * name, two dots, a space) is left out with a note, and a folder's with everything in it; so is a
 * name DOS would make the same as another's (`Level.dat` beside `LEVEL.DAT` on a host that tells
 * case apart: the first in code-unit order is kept, upper case before lower). Nothing is cut or
 * renamed to fit, so a write back never lands on another host file than the one that was read.
 */
import { ATTR_ARCHIVE, ATTR_DIRECTORY, dosName, isDosName, packDosStamp, type DosFile } from '../../runtime/dos/drive.ts';

/** A file handed in by a host: its path in the folder or zip ('/' between folders; a folder's own entry ends in '/'), bytes and DOS stamp. */
export interface HostFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly date?: number;
  readonly time?: number;
  /** DOS attribute bits (ATTR_READONLY for a file the host will not let us write); ATTR_ARCHIVE when not given. */
  readonly attr?: number;
}

export interface DriveTree {
  /** The drive's entries, each directory before what is in it (DriveStore.load). */
  readonly drive: DosFile[];
  /** Each entry's host path ('/' between folders), by its DOS name from the root. */
  readonly hosts: Map<string, string>;
  /** What was left out, and why. */
  readonly notes: string[];
}

/** 1 January 1980, DOS's first day: the stamp of a file or folder handed in without one. */
export const DEFAULT_DATE = (0 << 9) | (1 << 5) | 1;

/** DOS's date and time of a host file's modification time, in the host's time zone (DOS's calendar starts in 1980). */
export function stampOf(t: Date): { date: number; time: number } {
  return packDosStamp(Math.max(1980, t.getFullYear()), t.getMonth() + 1, t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds());
}

/** The drive of `files` (see the file's comment). */
export function driveTree(files: readonly HostFile[]): DriveTree {
  const drive: DosFile[] = [];
  const hosts = new Map<string, string>();
  const notes: string[] = [];
  /** Host folders left out: what is in them goes without a note of its own. */
  const left = new Set<string>();
  const dirs = new Set<string>();
  const byPath = (a: HostFile, b: HostFile): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const f of files.map((f) => ({ ...f, name: f.name.replace(/\\/g, '/') })).sort(byPath)) {
    const parts = f.name.split('/').filter((p) => p !== '' && p !== '.');
    let key = '';
    let host = '';
    for (const [i, part] of parts.entries()) {
      const isDir = i < parts.length - 1 || f.name.endsWith('/');
      host = host ? `${host}/${part}` : part;
      if (left.has(host)) break;
      const what = isDir ? `${host}/` : host;
      if (!isDosName(part) || part.includes('\\')) {
        notes.push(`${what}: left out (not an 8.3 DOS name${isDir ? '; nor what is in it' : ''})`);
        if (isDir) left.add(host);
        break;
      }
      key = key ? `${key}\\${dosName(part)}` : dosName(part);
      const had = hosts.get(key);
      const hadDir = dirs.has(key);
      if (had !== undefined && (had !== host || hadDir !== isDir)) {
        notes.push(`${what}: left out (the same DOS name, ${key}, as ${had}${hadDir ? '/' : ''})`);
        if (isDir) left.add(host);
        break;
      }
      if (had !== undefined) continue;
      hosts.set(key, host);
      if (isDir) dirs.add(key);
      const last = i === parts.length - 1;
      drive.push({
        name: key,
        bytes: isDir ? new Uint8Array(0) : f.bytes,
        attr: isDir ? ATTR_DIRECTORY : (f.attr ?? ATTR_ARCHIVE),
        date: (last && f.date) || DEFAULT_DATE,
        time: (last && f.time) || 0,
      });
    }
  }
  return { drive, hosts, notes };
}
