/**
 * The DOS C: drive of a machine as INT 21h presents it to a program: the root directory and the
 * subdirectories a program makes (mkdir, chdir, rmdir), files named 8.3 and case-insensitively
 * (DOS upper-cases names), each with its size, attributes and the DOS date/time of its last
 * write. Operations fail with DOS's error codes (`DosError`), which the C library turns into
 * `errno`. A program names a file from the current directory (directories.ts `canonical`); the
 * drive's methods take names from the root ("HISCORE.DAT", "SUB\\LEVEL.DAT"), as the hosts give them.
 * A host's store keeps the whole tree: the subdirectories are entries with ATTR_DIRECTORY.
 *
 * A host persists the drive through a `DriveStore`: memory (the default: every power-on starts
 * with an empty disk, so runs are deterministic), a folder (the CLI's `--disk DIR`), IndexedDB
 * (the browser). The drive tells its store of every change as one commit (a file written whole,
 * removed, the two halves of a rename; a directory made or removed, or renamed with what is in
 * it), at the moments DOS would have written the directory: when a program's stream is flushed or
 * closed, a file removed or renamed, a directory made or removed.
 */
import type { Machine } from '../machine.ts';

/** INT 21h error codes (DOS 3.3) the drive reports. */
export const DOSERR_FILE_NOT_FOUND = 2;
export const DOSERR_PATH_NOT_FOUND = 3;
export const DOSERR_ACCESS_DENIED = 5;
export const DOSERR_INVALID_DRIVE = 15;

/** Directory-entry attribute bits (only these three mean anything on this drive). */
export const ATTR_READONLY = 0x01;
export const ATTR_DIRECTORY = 0x10;
export const ATTR_ARCHIVE = 0x20;

/** A failed INT 21h call: `code` is what DOS returns in AX with the carry flag set. */
export class DosError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A file on the drive: its directory entry and its contents. */
export interface DosFile {
  /** The DOS name, upper case 8.3, e.g. "HISCORE.DAT". */
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Attribute byte: ATTR_READONLY, ATTR_ARCHIVE. */
  readonly attr: number;
  /** DOS packed date ((year−1980)<<9 | month<<5 | day) and time (hour<<11 | min<<5 | sec/2). */
  readonly date: number;
  readonly time: number;
}

/** Where a host keeps a drive's files between power-ons. */
export interface DriveStore {
  /** The files the drive starts with, by their names from the root, and its subdirectories (ATTR_DIRECTORY, no bytes), each after its parent. */
  load(): readonly DosFile[];
  /**
   * Files written (whole) or removed (null), by their names from the root; a directory made (an
   * ATTR_DIRECTORY entry) or removed (null): one commit per change of the drive, in the order a
   * host can apply it (a directory is made before what goes in it and removed after). The bytes
   * are the file's now: the drive's later writes to it go into the same buffer (a store that
   * keeps them as they are copies them).
   */
  commit(changes: ReadonlyMap<string, DosFile | null>): void;
}

/** The default store: nothing survives the machine. */
export const memoryStore = (): DriveStore => ({ load: () => [], commit() {} });

/**
 * The characters DOS allows in a name besides letters and digits (and bytes 80h–FFh); '?' and '*'
 * too, as DOSBox's DOS on a Linux host makes such a file and finds it by that name (pcgen3 PD00084:
 * open("Q?.TXT", O_CREAT) gives a handle, PD00029: open("Q?.TXT", O_RDWR) with none is error 2).
 */
const NAME_CHARS = /^[A-Z0-9!#$%&'()\-@^_`{}~?*\x80-\xff]*$/;

/**
 * The DOS name a program's path stands for, or a DosError as INT 21h gives it. Like DOS, a name
 * longer than 8 characters or an extension longer than 3 is cut, not refused ("LONGFILENAME.TXT"
 * is LONGFILE.TXT), and its spaces are dropped; "C:", a leading backslash and "." are accepted; another drive letter is error
 * 15, a subdirectory or an illegal character error 3 (DOSBox's DOS_MakeName; not measured on
 * real DOS, which gives the same codes for these cases as far as its documentation says).
 */
export function dosName(path: string): string {
  let p = path;
  const drive = /^([A-Za-z]):/.exec(p);
  if (drive) {
    if (drive[1]!.toUpperCase() !== 'C') throw new DosError(DOSERR_INVALID_DRIVE, `${path}: no drive ${drive[1]!.toUpperCase()}:`);
    p = p.slice(2);
  }
  p = p.replace(/^[\\/]/, '').replace(/^\.[\\/]/, '');
  p = p.replace(/ /g, ''); // DOSBox's DOS drops the spaces of a name (oracle P4: "5 100 150 200" is 51001502, "AB CD.TXT" ABCD.TXT)
  if (/[\\/]/.test(p)) throw new DosError(DOSERR_PATH_NOT_FOUND, `${path}: the drive has no subdirectories`);
  if (p === '') throw new DosError(DOSERR_FILE_NOT_FOUND, `"${path}": no file name`);
  const dot = p.indexOf('.');
  const base = (dot < 0 ? p : p.slice(0, dot)).toUpperCase().slice(0, 8);
  const ext = (dot < 0 ? '' : p.slice(dot + 1)).toUpperCase().slice(0, 3);
  if (base === '' || !NAME_CHARS.test(base) || !NAME_CHARS.test(ext) || (dot >= 0 && p.indexOf('.', dot + 1) >= 0)) {
    throw new DosError(DOSERR_PATH_NOT_FOUND, `"${path}" is not a DOS file name`);
  }
  return ext === '' ? base : `${base}.${ext}`;
}

/**
 * True when `name` is already exactly a DOS 8.3 name (any case), or a path of them from the root
 * ("SAVE\\GAME.SAV"): what a host may put on the drive.
 */
export function isDosName(name: string): boolean {
  return name.split('\\').every((n) => {
    try {
      return dosName(n) === n.toUpperCase() && !/[/:]/.test(n);
    } catch {
      return false;
    }
  });
}

/** DOS's packed date and time of a moment. */
export function packDosStamp(year: number, month: number, day: number, hour: number, min: number, sec: number): { date: number; time: number } {
  return { date: ((year - 1980) << 9) | (month << 5) | day, time: (hour << 11) | (min << 5) | (sec >> 1) };
}

/**
 * The date of a file written on a machine started without a date (MachineOptions.date): 1 January
 * 1990, the time part from the virtual clock, so the same run stamps the same values as before
 * the machine had a start date. Given one, a write is dated by the clock (machineStamp).
 */
export const VIRTUAL_DATE = { year: 1990, month: 1, day: 1 } as const;

/**
 * What a program's path names (as a name from the root) and its rename, by default: the root's
 * dosName and the drive's rename of files, so a player whose programs keep their files in the root
 * carries none of the directory code. A compiled program's start-up gives its machine's drive
 * directories.ts's instead (DosDrive.names), with the current directory and subdirectories.
 */
export const programFiles = {
  key: (_d: DosDrive, name: string): string => dosName(name),
  path: (_d: DosDrive, path: string): string => dosName(path),
  rename: (d: DosDrive, from: string, to: string): void => d.rename(from, to),
};

/** A name from the root ("SUB\\FILE.TXT"): its directory's part and its own. */
export const parentOf = (key: string): string => key.slice(0, Math.max(0, key.lastIndexOf('\\')));

export class DosDrive {
  /** The files, by their names from the root ("SUB\\LEVEL.DAT"). */
  readonly files = new Map<string, DosFile>();
  /**
   * The subdirectories, by their names from the root, and the current directory ('' is the
   * root): runtime/dos/directories.ts works on them (mkdir, chdir, the names a program gives), for compiled programs only.
   */
  readonly dirs = new Map<string, DosFile>();
  cwd = '';
  /** How this drive resolves a program's names (programFiles; directories.ts's on a compiled program's machine). */
  names = programFiles;

  constructor(
    private store: DriveStore = memoryStore(),
    /** The DOS date/time a write is stamped with now. */
    readonly stamp: () => { date: number; time: number } = () => packDosStamp(VIRTUAL_DATE.year, 1, 1, 0, 0, 0),
  ) {
    for (const f of store.load()) {
      const name = f.name.split('\\').map(dosName).join('\\');
      (f.attr & ATTR_DIRECTORY ? this.dirs : this.files).set(name, { ...f, name });
    }
  }
  /**
   * Keep the drive's files in `store` from now on. Only for a drive that is still empty and a store
   * that holds nothing (a host whose store arrived after the program started: nothing to merge).
   */
  keepIn(store: DriveStore): void {
    if (this.files.size + this.dirs.size > 0 || store.load().length > 0) throw new Error('DosDrive.keepIn: the drive or the store already has files');
    this.store = store;
  }


  /** A name from the root, checked as dosName checks it (this.names.key: each part, with subdirectories on a compiled program's drive). */
  private key(name: string): string {
    return this.names.key(this, name);
  }

  has(name: string): boolean {
    return this.files.has(this.key(name));
  }

  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Uint8Array | undefined {
    return this.files.get(this.key(name))?.bytes;
  }

  /** The file's directory entry and bytes, or undefined. */
  stat(name: string): DosFile | undefined {
    return this.files.get(this.key(name));
  }


  /**
   * Write a file whole (create or replace), stamped now, archive bit set (as DOS sets it on every
   * write). A read-only file is error 5. Its bytes are a copy of `bytes`, or `bytes` itself when
   * `kept` (writeAt's buffer).
   */
  write(name: string, bytes: Uint8Array, kept = false): void {
    const n = this.key(name);
    const old = this.files.get(n);
    if (old && old.attr & ATTR_READONLY) throw new DosError(DOSERR_ACCESS_DENIED, `${n} is read-only`);
    if (this.dirs.has(n)) throw new DosError(DOSERR_ACCESS_DENIED, `${n} is a directory`);
    const file: DosFile = { name: n, bytes: kept ? bytes : bytes.slice(), attr: (old?.attr ?? 0) | ATTR_ARCHIVE, ...this.stamp() };
    this.files.set(n, file);
    this.commit(new Map([[n, file]]));
  }

  /** Tell the store of a change (directories.ts tells it of directories made, removed and renamed). */
  commit(changes: Map<string, DosFile | null>): void {
    this.store.commit(changes);
  }

  /** Set a file's attribute byte (INT 21h AX=4301h): only the read-only and archive bits are kept. */
  setAttributes(name: string, attr: number): void {
    const old = this.need(name);
    const file = { ...old, attr: attr & (ATTR_READONLY | ATTR_ARCHIVE) };
    this.files.set(old.name, file);
    this.commit(new Map([[old.name, file]]));
  }

  /** Delete a file (INT 21h AH=41h): error 2 when missing, 5 when read-only. */
  remove(name: string): void {
    const old = this.need(name);
    if (old.attr & ATTR_READONLY) throw new DosError(DOSERR_ACCESS_DENIED, `${old.name} is read-only`);
    this.files.delete(old.name);
    this.commit(new Map([[old.name, null]]));
  }

  /**
   * Rename (INT 21h AH=56h): error 2 when `from` is missing, 5 when `to` exists already (DOS does
   * not replace a file by renaming onto it). A read-only file may be renamed, as on DOS.
   */
  rename(from: string, to: string): void {
    const n = this.key(to);
    const old = this.need(from);
    if (n === old.name) return;
    if (this.files.has(n) || this.dirs.has(n)) throw new DosError(DOSERR_ACCESS_DENIED, `${n} exists already`);
    const file = { ...old, name: n };
    this.files.delete(old.name);
    this.files.set(n, file);
    this.commit(
      new Map<string, DosFile | null>([
        [n, file],
        [old.name, null],
      ]),
    );
  }

  /** The names of the root's files, sorted. */
  list(): string[] {
    return [...this.files.keys()].filter((k) => !k.includes('\\')).sort();
  }

  /** Every directory and file, by name from the root, sorted (so a directory comes before what is in it): for a host's export. */
  entries(): DosFile[] {
    return [...this.dirs.values(), ...this.files.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  private need(name: string): DosFile {
    const k = this.key(name);
    const f = this.files.get(k);
    if (!f) throw new DosError(DOSERR_FILE_NOT_FOUND, `${k}: no such file`);
    return f;
  }
}

/**
 * The buffer each file `writeAt` wrote keeps its bytes in (its `bytes` a view of the first
 * `length`), with room past them, by the view and for its drive only: a write lands in it in place
 * and a file grows by doubling, so a flush costs its own bytes, not the file's (oracle-vga's 300 KB
 * dumps, flushed by 4 KB, copied ~90 MB when every write copied the whole file). Bytes a store or
 * `write` gave, and another drive's (a store hands the next power-on the last one's files, which a
 * snapshot's boot disk may hold), are never written into.
 */
const room = /* @__PURE__ */ new WeakMap<Uint8Array, [DosDrive, Uint8Array]>();

/**
 * Write `bytes` into `drive`'s file `name` (made when missing) at `at`, as INT 21h AH=40h does at
 * a handle's position: a gap past the end reads as zeros, and the file is `length` bytes long
 * after (by default to the end of what it had or of what was written; shorter cuts it). Refused
 * and stamped as DosDrive.write, and read and written through its `read` and `write` (a host that
 * watches a file, as the oracle harness watches SHOTS.SCR, sees each write whole). Not a method:
 * the player's page, whose ROMs write whole files, carries none of it.
 */
export function writeAt(drive: DosDrive, name: string, at: number, bytes: ArrayLike<number>, length?: number): void {
  const old = drive.read(name), had = old?.length ?? 0, end = length ?? Math.max(had, at + bytes.length);
  const mine = old && room.get(old);
  // (not in place into a file made read-only since: `write` refuses it, and it must stay as it was)
  let buf = mine?.[0] === drive && !(drive.stat(name)!.attr & ATTR_READONLY) ? mine[1] : undefined;
  if (!buf || buf.length < end) {
    const grown = new Uint8Array(buf ? Math.max(end, 2 * buf.length) : end);
    if (old) grown.set(old.subarray(0, Math.min(had, end)));
    buf = grown;
  }
  buf.fill(0, had, at);
  buf.set(bytes, at);
  const view = buf.subarray(0, end);
  room.set(view, [drive, buf]);
  drive.write(name, view, true);
}

const drives = new WeakMap<Machine, DosDrive>();

/**
 * The stamp of a write now: the machine's start date (VIRTUAL_DATE on a machine started without
 * one) and the time of day of its BIOS clock. DOSBox dates a file by the host's clock, which DOS's
 * setdate does not move (calendar.ts rtcDate); a run past midnight keeps the start date here (the
 * player's bundle has no calendar arithmetic).
 */
function machineStamp(m: Machine): () => { date: number; time: number } {
  return () => {
    const t = m.timer.timeOfDay(), d = m.startDate ?? VIRTUAL_DATE;
    return packDosStamp(d.year, d.month, d.day, t.hour % 24, t.min, t.sec);
  };
}

/** Give a machine its C: drive from `store` (before the program first touches the disk), its writes dated by `stamp`. */
export function mountDrive(m: Machine, store: DriveStore, stamp = machineStamp(m)): DosDrive {
  if (drives.has(m)) throw new Error('mountDrive: this machine has its C: drive already');
  const d = new DosDrive(store, stamp);
  drives.set(m, d);
  return d;
}

/** The machine's C: drive (an empty memory drive when the host mounted none). */
export function driveOf(m: Machine): DosDrive {
  return drives.get(m) ?? mountDrive(m, memoryStore());
}
