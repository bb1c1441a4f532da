/**
 * io.h — Turbo C 2.0's DOS file calls: on names (`access`, `unlink`, `_chmod`, `chmod`) and on
 * handles (`open`, `creat`, `read`, `write`, `lseek`, `dup`, `setmode`, `chsize`…), the handle
 * numbers DOS gives (the lowest free past the five standard ones and the streams fopen holds).
 * Errors as DOS gives them, through errno (runtime/tc/errno.ts); where DOSBox's DOS differs from
 * the manual, the oracle (IO1) is followed and the place says so.
 */
import { ATTR_READONLY, DOSERR_ACCESS_DENIED, DOSERR_FILE_NOT_FOUND, DosError, driveOf, writeAt, type DosDrive } from '../dos/drive.ts';
import { canonical } from '../dos/directories.ts';
import { processKey } from '../process.ts';
import { setStdinPlace, stdinFileByte, stdinPlace } from './stdin-file.ts';
import { machine, runningMachine } from '../machine.ts';
import { dosFailed, lastDosError, noteDosError } from './errno.ts';
import type { FILE } from './stdio-stream.ts';
import { fdFlags, NOT_OPEN, O_EOF, setFdFlags } from './openfd.ts';

/** access() modes, as TC's manual lists them. */
export const F_OK = 0; // exists
export const W_OK = 2; // write permission
export const R_OK = 4; // read permission
/** Read and write: W_OK | R_OK. */
export const RW_OK = 6;

/** The DOS call behind a name-taking io.h call: a DosError becomes errno and −1. */
function dosCall(call: string, path: unknown, fn: (path: string) => number): number {
  const m = machine();
  if (typeof path !== 'string') throw new Error(`${call}: path must be a string (char *), got ${path === null ? 'NULL' : typeof path}`);
  if (m.tracing) m.trace(`${call}(${JSON.stringify(path)})`);
  try {
    return fn(path);
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return dosFailed(e.code);
  }
}

/** The drive's name (from the root) of what a program's `path` names from the current directory. */
const fromHere = (path: string): string => canonical(driveOf(machine()), path);

/**
 * fromHere for DOSBox's calls on a file's name (unlink, INT 21h AH=43h, rename): a failure of the
 * drive's own call is "file not found", a directory missing on the way included (libcheck ER1:
 * unlink, access, _chmod of "NO\\SUCH.DAT" and a rename to "NO\\ERC.DAT" are 2); DOS_MakeName's
 * own refusal of another drive stays "path not found".
 */
/**
 * DOS's "path not found", drive.ts's DOSERR_PATH_NOT_FOUND: not imported, since a ROM's chunk that
 * names it makes the players' shell export it (play.html's size).
 */
const PATH_NOT_FOUND = 3;

export function fileNamed(path: string, resolve: (path: string) => string = fromHere): string {
  if (/^[A-Za-z]:/.test(path) && path[0]!.toUpperCase() !== 'C') return resolve(path);
  try {
    return resolve(path);
  } catch (e) {
    if (e instanceof DosError && e.code === PATH_NOT_FOUND) throw new DosError(DOSERR_FILE_NOT_FOUND, e.message);
    throw e;
  }
}

/**
 * int access(const char *path, int amode) — 0 when allowed, −1 otherwise. TC 2.0 reads the
 * attributes (INT 21h AX=4300h): a missing file is ENOENT; with amode's write bit (2) a read-only
 * file is EACCES. Every file on DOS is readable, so 0 and 4 ask only whether it exists.
 */
export function access(path: string, amode: number): number {
  if (!Number.isInteger(amode)) throw new Error(`access: amode must be an int, got ${String(amode)}`);
  return dosCall('access', path, (p) => {
    const drive = driveOf(machine());
    // a directory is there to access too (oracle SD1: access("..", 0) is 0)
    const dir = (() => { try { return canonical(drive, p, true); } catch { return null; } })();
    if (dir !== null) return 0;
    const f = drive.stat(fileNamed(p));
    if (!f) throw new DosError(2, `${p}: no such file`);
    if (amode & W_OK && f.attr & ATTR_READONLY) throw new DosError(DOSERR_ACCESS_DENIED, `${f.name} is read-only`);
    return 0;
  });
}

/** int unlink(const char *filename) — as remove: 0, or −1 with ENOENT or EACCES. */
export function unlink(filename: string): number {
  return dosCall('unlink', filename, (p) => (removeFile(p), 0));
}

/**
 * int _chmod(const char *path, int func [, int attrib]) — func 0 returns the attribute byte,
 * func 1 sets it (INT 21h AH=43h); −1 with ENOENT for a missing file.
 */
export function _chmod(path: string, func: 0 | 1, attrib = 0): number {
  if (func !== 0 && func !== 1) throw new Error(`_chmod: func must be 0 or 1, got ${String(func)}`);
  if (!Number.isInteger(attrib)) throw new Error(`_chmod: attrib must be an int, got ${String(attrib)}`);
  return dosCall('_chmod', path, (path) => {
    const drive = driveOf(machine());
    const p = fileNamed(path);
    const f = drive.stat(p);
    if (!f) throw new DosError(2, `${p}: no such file`);
    if (func === 1) drive.setAttributes(p, attrib);
    return drive.stat(p)!.attr;
  });
}

// ---- handles: open, read, write, lseek… (TC 2.0's io.h over DOS's handle calls) ----------------

// fcntl.h's flags, TC 2.0's values (O_RDONLY is 1, O_WRONLY 2, O_RDWR 4). Each a `const` of its
// own, which the table names: a bundle keeps only those it uses (destructured from the table, all
// of them and the table stayed in every ROM chunk that opens a file, bench figure 9).
export const O_RDONLY = 1, O_WRONLY = 2, O_RDWR = 4, O_CREAT = 0x0100, O_TRUNC = 0x0200, O_EXCL = 0x0400, O_APPEND = 0x0800;
export const O_TEXT = 0x4000, O_BINARY = 0x8000;
/** fcntl.h's flags: the one table the C header (cc/front/headers.ts) is made from. */
export const FCNTL_NAMES = {
  O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, O_EXCL, O_APPEND,
  O_CHANGED: 0x1000, O_DEVICE: 0x2000, O_TEXT, O_BINARY, O_NOINHERIT: 0x80, O_DENYALL: 0x10,
  O_DENYWRITE: 0x20, O_DENYREAD: 0x30, O_DENYNONE: 0x40,
} as const;
/** sys/stat.h's permission bits. */
export const S_IFREG = 0x8000, S_IFCHR = 0x2000, S_IFDIR = 0x4000, S_IREAD = 0x100, S_IWRITE = 0x80, S_IEXEC = 0x40;
/** DOS's handle table holds 20; 0 to 4 are CON, CON, CON, AUX, PRN. */
export const HANDLE_MAX = 20;
const STANDARD_HANDLES = 5;

/**
 * An open file: DOS's handle, the file's name, and its position, shared by dup's copies. A file
 * unlinked while open stays the handle's (`orphan`): DOS deletes the directory entry but the
 * handle keeps its size and clusters (oracle IOP: after unlink, filelength is still 11, the bytes
 * read back, a write extends them, and a new file of that name is another file).
 */
interface Handle {
  name: string;
  place: Place;
  read: boolean;
  write: boolean;
  append: boolean;
  text: boolean;
  /** Its text read() met a Ctrl-Z: it reads 0 bytes until an lseek (tell too; libcheck CZ1). */
  ctrlZ?: boolean;
  /** A copy dup made of a standard handle on the console (CON, not a file), which dup2 can put back (libcheck EX7). */
  console?: true;
  /** setmode(h, 0) left it neither O_TEXT nor O_BINARY (binary as it writes; setmode returns 0 for it). */
  neither?: boolean;
  /** A device open gave it (DEVICES): its IOCTL information word. */
  device?: number;
}

/**
 * The devices DOSBox 0.74's DOS opens by name, in any folder and whatever the extension ("CON.TXT",
 * "NUL.X"), with the information word AX=4400h gives for each (pcgen3's opens of CON, NUL, PRN,
 * AUX, LPT1, COM1 and CLOCK$, which is not one): CON's 80D3h, 8093h while a key waits.
 */
const DEVICES: Readonly<Record<string, number>> = { CON: 0x80d3, NUL: 0x8084, PRN: 0x80a0, AUX: 0x80a0, LPT1: 0x80a0, COM1: 0x80a0 };
const CON_KEY = 0x8093;

/** Whether `fd` is a device open gave: NUL, which takes every byte and reads as zeros; another is not modelled. */
function onOpenedDevice(fd: number): boolean {
  const device = handles().get(fd)?.device;
  if (device === undefined) return false;
  if (device !== DEVICES['NUL']) throw new Error(`handle ${fd}: reading or writing a device other than NUL is not modelled`);
  return true;
}

/** The information word of the device `path` names, or undefined. */
function deviceNamed(path: string): number | undefined {
  const base = path.slice(Math.max(path.lastIndexOf('\\'), path.lastIndexOf('/'), path.lastIndexOf(':')) + 1);
  return DEVICES[base.split('.')[0]!.trimEnd().toUpperCase()];
}

/**
 * Where an open file stands, shared by dup's copies. DOSBox 0.74 keeps a folder drive's open file
 * as a host stdio FILE: what write() gives DOS stays in that FILE's 4 KB buffer (`held`, bytes
 * from `at`), which another open of the file does not see, until the host flushes it: the last
 * copy's close, a seek or a read through it, a write past the buffer, the program's end (probe
 * HB1: a second open reads 0 bytes; after lseek or filelength, all; after close of one dup'd copy,
 * still 0; corpus C2395 reads back a file whose dup is still open: nothing).
 */
interface Place {
  pos: number;
  orphan?: Uint8Array;
  /** The host buffer's bytes from `at`: the first `n` of `bytes` (HOST_BUFFER long). */
  held?: { at: number; bytes: Uint8Array; n: number; name: string; drive: DosDrive };
}

/** glibc's buffer for a host file (st_blksize of the folder DOSBox mounts). */
const HOST_BUFFER = 4096;

/** The host's flush of `place`'s held bytes into the file every open sees. */
function release(place: Place): void {
  const held = place.held;
  if (!held) return;
  place.held = undefined;
  writeAt(held.drive, held.name, held.at, held.bytes.subarray(0, held.n));
}

const HANDLES = /* @__PURE__ */ processKey<Map<number, Handle>>('io.h handles', () => {
  // DOSBox closes a program's files when it ends (DOS_Terminate): what they held reaches the file
  const m = machine(), table = new Map<number, Handle>();
  const offExit = m.on('exit', () => {
    offExit();
    offCrash();
    for (const h of table.values()) release(h.place);
  });
  const offCrash = m.on('crash', () => {
    offExit();
    offCrash();
  });
  return table;
});

function handles(): Map<number, Handle> {
  return machine().process.local(HANDLES);
}

const CON_END = processKey<{ atEnd: boolean }>('handle 0 met Ctrl-Z', () => ({ atEnd: false }));

/**
 * TC's mark on handle 0 once its text read met a Ctrl-Z (from the keyboard: CON has no end of its
 * own): every read after gives 0 bytes, stdin's getchar, gets and scanf their end, clearerr and
 * fflush(stdin) notwithstanding, and the keys typed stay in the BIOS buffer; lseek takes the mark
 * away (oracle SI1 31–38).
 */
export function consoleAtEnd(): { atEnd: boolean } {
  return machine().process.local(CON_END);
}

function handle(fd: number): Handle {
  const h = handles().get(fd);
  if (!h) throw new DosError(6, `handle ${fd} is not open`);
  return h;
}

/** The lowest handle free past the standard five (a stream fopen opened holds one: attachStream). */
function freeHandle(): number {
  const used = handles();
  for (let fd = STANDARD_HANDLES; fd < HANDLE_MAX; fd++) if (!used.has(fd)) return fd;
  throw new DosError(4, 'no handle left (20 open)');
}

/**
 * The DOS handle a stream fopen opens holds, from the same table as open's (oracle DX: with
 * handle 5 open, open gives 6, fopen 7, open 8, fopen 9; fileno is that number). Throws DOS
 * error 4 when none is left.
 */
export function attachStream(name: string, read: boolean, write: boolean, append: boolean, text: boolean): number {
  const fd = freeHandle();
  handles().set(fd, { name, place: { pos: 0 }, read, write, append, text });
  // fopen's open: "w" is 5002h in TC's _openfd (probe QO1)
  setFdFlags(fd, (read && write ? O_RDWR : write ? O_WRONLY : O_RDONLY) | (append ? O_APPEND : 0) | (text ? O_TEXT : O_BINARY) | (write && !read ? 0x1000 : 0));
  return fd;
}

/**
 * The DOS position of handle `fd` (the object its duplicates share), and whether another handle
 * shares it (dup, dup2): a stream writes its buffer there (libcheck EX1). Null when it is not open.
 */
export function handlePlace(fd: number, table: ReadonlyMap<number, Handle>): { at: Place; shared: boolean } | null {
  const h = table.get(fd);
  if (!h) return null;
  for (const [k, o] of table) if (k !== fd && o.place === h.place) return { at: h.place, shared: true };
  return { at: h.place, shared: false };
}

/**
 * What a compiled program's stream on handle `fd` does with the bytes it wrote since its last flush
 * (stdio-stream FILE.writeShared): TC writes its buffer at the handle's DOS position, which a
 * handle sharing it (dup, dup2) may have moved, so then they go there (libcheck EX1: stdout moved
 * onto the file writes printf's text between the stream's own writes), and the stream reads the
 * file as it then is, from after them; else false
 * (the stream's copy is the file), the position left where the stream's writes ended. The table and
 * the drive are taken now, for the flush at exit.
 */
export function sharedWriter(fd: number): (f: FILE) => boolean {
  const table = handles(), drive = driveOf(machine());
  return (f) => {
    const place = handlePlace(fd, table);
    if (!place) return false;
    const at = place.at;
    release(at);
    if (!place.shared) {
      at.pos = f.pos;
      return false;
    }
    const bytes = f.data.slice(f.from, f.to);
    const old = drive.read(f.name) ?? new Uint8Array(0);
    f.size = Math.max(old.length, at.pos + bytes.length);
    f.data = new Uint8Array(Math.max(64, f.size));
    f.data.set(old);
    f.data.set(bytes, at.pos);
    drive.write(f.name, f.data.subarray(0, f.size));
    f.pos = at.pos += bytes.length;
    return true;
  };
}

/**
 * The handle table and the drive of the program running now (null when none runs), for writes
 * that come after its machine stopped: atexit functions and the flush at exit.
 */
export interface HandleContext {
  table: Map<number, Handle>;
  drive: DosDrive;
}

export function handleContext(): HandleContext | null {
  const m = runningMachine();
  return m ? { table: m.process.local(HANDLES), drive: driveOf(m) } : null;
}

/**
 * A standard handle (1 stdout, 2 stderr) that dup2 moved onto a file takes `buf` there, at its
 * position, as TC's _write with that handle's flags (libcheck EX1); false when the handle is not on a file.
 */
export function writeThrough(ctx: HandleContext, fd: number, buf: Uint8Array): boolean {
  const h = ctx.table.get(fd);
  if (!h || !h.write || h.console) return false;
  putBytes(h, ctx.drive, buf, h.text, false);
  return true;
}
/** What the host holds for every open handle reaches the file (DOSBox's DOS_Terminate): after the streams' flush at exit. */
export function releaseHeld(ctx: HandleContext | null): void {
  for (const h of ctx?.table.values() ?? []) release(h.place);
}

/** FCLOSE's close() of FILE's fd byte: 0, or −1 (errno) when DOS refuses it; TC's word for the handle says not open then. */
export function closeStream(fd: number): number {
  const r = close(fd);
  if (r === 0) setFdFlags(fd, NOT_OPEN);
  return r;
}

/** The handle a stream held is free again (fclose); false when it was closed already (close(fileno(f)) first). */
export function detachStream(fd: number): boolean {
  setFdFlags(fd, NOT_OPEN);
  return handles().delete(fd);
}

/** An open handle's file name, position and how DOS and TC's read and write treat it (fdopen), or null when it is not open. */
export function handleFile(fd: number): { name: string; pos: number; read: boolean; write: boolean; append: boolean; text: boolean } | null {
  const h = handles().get(fd);
  return h ? { name: h.name, pos: h.place.pos, read: h.read, write: h.write, append: h.append, text: h.text } : null;
}

/** The handle's file as DOS reads it: a read, seek or size through the handle flushes what the host held (probe HB1). */
function bytesOf(h: Handle): Uint8Array {
  release(h.place);
  return h.place.orphan ?? driveOf(machine()).read(h.name) ?? new Uint8Array(0);
}

/** A handle's file gets new bytes: the drive's, or its own once unlinked. */
function setBytes(h: Handle, bytes: Uint8Array): void {
  if (h.place.orphan) h.place.orphan = bytes;
  else driveOf(machine()).write(h.name, bytes);
}

/** Remove a file from the drive (unlink, remove); the handles open on it keep its bytes (see Handle). Throws DosError. */
export function removeFile(path: string): void {
  const drive = driveOf(machine());
  const name = fileNamed(path);
  if (drive.has(name)) {
    for (const h of handles().values()) if (h.name === name && !h.place.orphan) h.place.orphan = bytesOf(h).slice();
  }
  drive.remove(name);
}

/** What a DOS call returns, or −1 with errno from the DosError it threw. */
function handleCall(fn: () => number): number {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return dosFailed(e.code);
  }
}

/** int open(const char *path, int access [, unsigned mode]) */
export function open(path: string, access: number, mode = S_IREAD | S_IWRITE): number {
  return handleCall(() => {
    const device = deviceNamed(path);
    if (device !== undefined) {
      const fd = freeHandle();
      handles().set(fd, { name: '', place: { pos: 0 }, read: true, write: true, append: false, text: true, device });
      return fd;
    }
    const drive = driveOf(machine());
    const name = canonical(drive, path);
    const old = drive.stat(name);
    // TC's own check (its _chmod found the file): DOS's last error stays, which AX=4301h's failure
    // reports next (pcgen3 PD00122: open(…, O_CREAT | O_EXCL) of a file there, then _chmod(…, 1) of none is 6)
    if (old && access & O_CREAT && access & O_EXCL) return dosFailed(80, false);
    // DOS takes a handle before it looks for the file (oracle IO1: with 20 open, a missing file is error 4)
    const fd = freeHandle();
    if (!old && !(access & O_CREAT)) throw new DosError(2, `${name}: no such file`);
    const write = (access & (O_WRONLY | O_RDWR)) !== 0;
    if (old && old.attr & ATTR_READONLY && write) throw new DosError(DOSERR_ACCESS_DENIED, `${name} is read-only`);
    void mode; // oracle IO1: DOSBox's DOS makes no file read-only when it creates one
    if (!old) {
      dosFailed(2); // TC tries to open it first: errno stays ENOENT (oracle IO1: "18 2")
      drive.write(name, new Uint8Array(0));
    } else if (access & O_TRUNC) drive.write(name, new Uint8Array(0));
    // a file it had to create keeps DOS's 3Ch handle, which reads and writes whatever the access
    // (oracle OW1: O_WRONLY | O_CREAT reads back what it wrote, O_RDONLY | O_CREAT writes)
    // and one asked for without an access bit reads (pcgen3 PD00109: open(…, O_CREAT | O_BINARY) of a file there, then read is 0)
    const created = !old;
    handles().set(fd, { name, place: { pos: 0 }, read: created || (access & (O_RDONLY | O_RDWR)) !== 0 || (access & 7) === 0, write: created || write, append: (access & O_APPEND) !== 0, text: !(access & O_BINARY) });
    return fd;
  });
}

/** int creat(const char *path, int amode) / _creat(path, attrib) / creatnew: made empty, open for reading and writing. */
export function creat(path: string, readOnly: boolean, mustBeNew = false, text = true, directory = false): number {
  return handleCall(() => {
    const drive = driveOf(machine());
    const name = canonical(drive, path);
    const old = drive.stat(name);
    // DOS takes a handle first (oracle IO1: creatnew of an existing file with 20 open is error 4)
    const fd = freeHandle();
    if (old && mustBeNew) throw new DosError(80, `${name} exists`);
    // DOSBox's DOS_CreateFile makes no directory: the attribute 10h is "access denied" (pcgen3 PD00064: AH=3Ch, CX 10h)
    if (directory) throw new DosError(DOSERR_ACCESS_DENIED, `${name}: a directory's attribute`);
    // a folder's name: DOSBox's host cannot make the file, and the folder is there, so "file not
    // found", AH=5Bh's too (probe QE3 in test/fixtures/oracle-pc-v3/probes.txt: AH=3Ch of "QDIR" is 2;
    // pcgen3 PD00179's _creat, PD00038's 3Ch and 5Bh of "QA.TXT " where QA.TXT is a folder)
    if (drive.dirs.has(name)) throw new DosError(DOSERR_FILE_NOT_FOUND, `${name} is a folder`);
    // oracle IO1 (DOSBox's DOS): creating over a read-only file empties it all the same
    if (old) drive.setAttributes(name, old.attr & ~ATTR_READONLY);
    drive.write(name, new Uint8Array(0));
    void readOnly; // oracle IO1: DOSBox's DOS makes no file read-only when it creates one
    handles().set(fd, { name, place: { pos: 0 }, read: true, write: true, append: false, text });
    // DOSBox's AH=5Bh opens the name first to see it is not there: "file not found" stays DOS's
    // last error when the file is made (probe QE1: AH=59h 2 after 5Bh, 6 after 3Ch)
    if (mustBeNew) noteDosError(DOSERR_FILE_NOT_FOUND);
    return fd;
  });
}

/**
 * int close(int handle); `checked` false: _close, which asks DOS whatever the handle (pcgen3
 * PD00121: after _close(-1) AX=4301h of a missing file reports DOS's error 6).
 */
export function close(fd: number, checked = true): number {
  // a handle past the table (unsigned) is refused before DOS is asked (probe PS)
  if (!Number.isInteger(fd) || (checked && (fd & 0xffff) >= HANDLE_MAX)) return dosFailed(6, false);
  return handleCall(() => {
    const h = handle(fd), table = handles();
    table.delete(fd);
    // the host file is closed (and flushed) with the last copy only (probe HB1: a dup open, 0 bytes seen)
    if (![...table.values()].some((o) => o.place === h.place)) release(h.place);
    return 0;
  });
}

/** int write(int handle, void *buf, unsigned len) — in text mode each LF goes out as CR LF; the count is of `buf`'s bytes. */
export function write(fd: number, buf: Uint8Array, raw: boolean): number {
  if (onOpenedDevice(fd)) return buf.length;
  // TC's write() of 0 bytes returns 0 and asks DOS nothing, whatever the handle (libcheck WR1:
  // write(-1, "ab", 0) and write(30, …) are 0, errno 0); _write's is DOS's: the file ends there
  if (buf.length === 0 && !raw) return 0;
  if (fd === -1 && !raw) {
    // TC reads handle -1's flags from the word below its _openfd table (openfd.ts): without
    // O_BINARY it adds the CRs, DOS fails, and the count returned is DOS's -1 less the CRs (oracle IO1: "-3 6" for 2 LFs)
    return dosFailed(6) - ((fdFlags(-1) ?? 0) & O_BINARY ? 0 : buf.filter((c) => c === 10).length);
  }
  // a text handle's refused write returns DOS's -1 less the CRs it added (libcheck WR1: "a\n" on a
  // read-only handle is -2, "\n\n\n" -4), as handle -1's does
  // (a handle DOS does not have: text unless its word says O_BINARY, as -1's: pcgen3 PD00040,
  // PD00062, PD00224: write(19, "ab\n", 3) after the word became 7DFFh or 3DFFh is -2; FFFFh -1)
  const fl = fdFlags(fd);
  const text = !raw && (fl === undefined ? handles().get(fd)?.text === true : handles().has(fd) ? (fl & (O_TEXT | O_BINARY)) === O_TEXT : !(fl & O_BINARY));
  const r = handleCall(() => {
    const h = handle(fd);
    if (!h.write) throw new DosError(DOSERR_ACCESS_DENIED, `handle ${fd} is open for reading`);
    if (h.console) throw new DosError(DOSERR_ACCESS_DENIED, `handle ${fd}: write() on a copy of the console is not modelled`);
    putBytes(h, driveOf(machine()), buf, text);
    return buf.length;
  });
  return r === -1 && text ? r - buf.filter((c) => c === 10).length : r;
}

/** write's bytes into handle `h`'s file on `drive` at its position (the end when appending), each LF as CR LF when `text`. */
function putBytes(h: Handle, drive: DosDrive, buf: Uint8Array, text: boolean, held = true): void {
  let out = buf, lfs = 0;
  if (text) for (const c of buf) if (c === 10) lfs++;
  if (lfs > 0) {
    out = new Uint8Array(buf.length + lfs);
    let j = 0;
    for (const c of buf) {
      if (c === 10) out[j++] = 13;
      out[j++] = c;
    }
  }
  const was = h.place.held;
  if (held && !h.place.orphan && !h.append && out.length > 0 && (was ? was.at + was.n === h.place.pos : h.place.pos <= (drive.read(h.name)?.length ?? 0))) {
    hold(h.place, drive, h.name, out);
    return;
  }
  release(h.place);
  const orphan = h.place.orphan, had = orphan?.length ?? drive.read(h.name)?.length ?? 0;
  if (h.append) h.place.pos = had;
  const at = h.place.pos, end = at + out.length;
  // a write of 0 bytes ends the file at the handle (DOS; libcheck WR1: _write(h, "x", 0) at 2 of 5 bytes leaves 2)
  const length = out.length === 0 ? at : Math.max(had, end);
  if (length !== had || out.length > 0) {
    if (!orphan) writeAt(drive, h.name, at, out, length);
    else {
      h.place.orphan = new Uint8Array(length);
      h.place.orphan.set(orphan.subarray(0, length));
      h.place.orphan.set(out, at);
    }
  }
  h.place.pos = end;
}

/**
 * `out` written at `place`'s position into the host's buffer, as glibc's fwrite fills it: a buffer
 * with nothing in it (none yet, or flushed) takes the whole 4 KB blocks out directly and keeps the
 * rest; one holding bytes takes what fits, and a write past it flushes the full buffer, the whole
 * blocks go out and the rest stays (probe HB1: 5000 bytes show 4096, 2000 twice none, 4096 all).
 */
function hold(place: Place, drive: DosDrive, name: string, out: Uint8Array): void {
  let at = place.pos, rest = out;
  place.pos += out.length;
  const held = place.held;
  if (held) {
    const take = Math.min(HOST_BUFFER - held.n, out.length);
    held.bytes.set(out.subarray(0, take), held.n);
    held.n += take;
    if (take === out.length) return;
    release(place);
    at += take;
    rest = out.subarray(take);
  }
  const direct = rest.length - (rest.length % HOST_BUFFER);
  if (direct > 0) writeAt(drive, name, at, rest.subarray(0, direct));
  if (direct < rest.length) {
    const bytes = new Uint8Array(HOST_BUFFER);
    bytes.set(rest.subarray(direct));
    place.held = { at: at + direct, bytes, n: rest.length - direct, name, drive };
  }
}

/**
 * int read(int handle, void *buf, unsigned len) — in text mode CRs are dropped and ^Z ends the
 * file. A handle below 20 that is not open reads 0 bytes, errno untouched: TC's read() finds its
 * _openfd word FFFFh, the end-of-file bit among the rest, and asks DOS nothing (oracle IOP: after
 * close, and handles 18 and 19 never opened; _read, which goes to DOS, fails with EBADF).
 */
export function read(fd: number, len: number, raw: boolean, stackByte = 0): number | Uint8Array {
  if (onOpenedDevice(fd)) return new Uint8Array(len); // as many zeros as asked (probe XO1: 3Fh of 3 bytes from NUL, AX 3)
  // read() of 0 bytes is 0 and asks DOS nothing, whatever the handle, as write()'s (textgen8
  // Y00016, Y00191 …: read(-1, b, 0) is 0, errno 0, where -1's word has no O_EOF)
  if (len === 0 && !raw) return new Uint8Array(0);
  // TC's word for the handle says O_EOF: a handle TC never opened (FFFFh, open or not in DOS) reads
  // nothing until an lseek takes the bit away (openfd.ts; probe QO2)
  if (!raw && (fdFlags(fd) ?? 0) & O_EOF) return new Uint8Array(0);
  if (fd === 0 && !handles().has(0) && consoleAtEnd().atEnd) return new Uint8Array(0);
  try {
    const h = handle(fd);
    if (!h.read) throw new DosError(DOSERR_ACCESS_DENIED, `handle ${fd} is open for writing`);
    // CS.LIB's READ: the Ctrl-Z flag (0x200) reads nothing in either mode, and only O_BINARY (0x8000)
    // reads raw: after setmode(h, 0) read() drops CRs and stops at a Ctrl-Z (textgen9 Z00022, Z00131)
    if (!raw && h.ctrlZ) return new Uint8Array(0);
    const all = bytesOf(h);
    const got = all.subarray(Math.min(h.place.pos, all.length), Math.min(h.place.pos + len, all.length));
    h.place.pos += got.length;
    // only O_BINARY in TC's word reads raw (creattemp's handle is text: 4004h, probe QO1)
    const fl = fdFlags(fd);
    if (raw || (fl !== undefined ? (fl & O_BINARY) !== 0 : !h.text && !h.neither)) return got.slice();
    // TC's READ reads the chunk raw into the caller's buffer and packs the text in place over it:
    // past what it returns, the buffer keeps the chunk's raw bytes (textgen9 Z00036: a CR and the
    // bytes after the Ctrl-Z stay there). The array returned views that whole chunk (its .buffer).
    const chunk = got.slice();
    let n = 0;
    const out = { push: (c: number): void => void (chunk[n++] = c) };
    for (let i = 0; i < got.length; i++) {
      const c = got[i]!;
      if (c === 26) {
        // TC's read() seeks back from the end of the file by the chunk's bytes from the Ctrl-Z on
        // (lseek SEEK_END for SEEK_CUR): on the Ctrl-Z only when the chunk reached the end (libcheck
        // CZ1: read(h, b, 4) of "abcde^Zghij" from 4 gives 1 byte and leaves tell at 7)
        h.place.pos = all.length - (got.length - i);
        h.ctrlZ = true;
        break;
      }
      // a CR is dropped, but one that ends the chunk gives the byte after it in the file, read
      // apart, whatever it is; at the end of the file a byte of read()'s stack, 0 here (libcheck
      // WR1: read(h, b, 1) of "\r\r" is 1 byte, CR; of "a\r" from 1 a 0)
      if (c !== 13) out.push(c);
      // (a stream's fill: its caller's, stdio-stream.ts TEXT_READ_STACK_BYTE)
      else if (i === got.length - 1) out.push(h.place.pos < all.length ? all[h.place.pos++]! : stackByte);
    }
    return chunk.subarray(0, n);
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return dosFailed(e.code);
  }
}

/**
 * Where DOS's seek (INT 21h AH=42h) puts a handle asked for offset `at` of a file of `length`
 * bytes: there, or for a place before the start the end of the file. That is DOSBox 0.74's DOS
 * (localFile::Seek: the host's fseek fails and it goes to the end; oracle IO1, IOP, SE1 120, 194),
 * which the oracle runs; MS-DOS takes the position as a 32-bit number and keeps it.
 */
export function dosSeek(at: number, length: number): number {
  return at >= 0 ? at : length;
}

/** long lseek(int handle, long offset, int fromwhere) */
export function lseek(fd: number, offset: number, whence: number): number {
  // a device's position is 0; on handle 0 the seek clears the end a Ctrl-Z left (oracle SI1 38)
  if (Number.isInteger(fd) && fd >= 0 && fd < STANDARD_HANDLES && !handles().has(fd)) {
    if (fd === 0) consoleAtEnd().atEnd = false;
    return 0;
  }
  return handleCall(() => {
    const h = handle(fd);
    const base = whence === 0 ? 0 : whence === 1 ? h.place.pos : whence === 2 ? bytesOf(h).length : NaN;
    // DOSBox's seek refuses it without an error code of its own: AX is the last DOS error, whichever call made it (libcheck ER1: 5, a chsize refused just before)
    if (Number.isNaN(base)) throw new DosError(lastDosError(), `lseek: fromwhere ${whence}`);
    const at = base + offset;
    h.place.pos = dosSeek(at, bytesOf(h).length);
    h.ctrlZ = false;
    return h.place.pos;
  });
}

export function filelength(fd: number): number {
  return handleCall(() => bytesOf(handle(fd)).length);
}

/**
 * int eof(int handle): a handle below 20 that is not open is 1 with errno 0, a standard one on the
 * console (AUX and PRN too) a device, 0 (probe PS in DOSBox). -1 is refused as a rule (textgen8
 * Y00049 and 8 more), but 1 in some programs (probe PS, Y00009): TC takes the flags of the word
 * before _openfd, which lies where that program's data puts it.
 */
export function eof(fd: number): number {
  return handleCall(() => {
    // TC's word for the handle: O_EOF is 1 (a handle TC never opened, FFFFh); else DOS is asked (FDFFh: EBADF; probe QO2)
    if ((fdFlags(fd) ?? 0) & O_EOF) return 1;
    if (onDevice(fd)) return 0;
    if (handles().get(fd)?.device !== undefined) return 0; // NUL opened (probe QO2)
    const h = handle(fd);
    // CS.LIB's EOF: the Ctrl-Z flag says 1 before any seek (textgen9 Z00131)
    if (h.ctrlZ) return 1;
    return h.place.pos >= bytesOf(h).length ? 1 : 0;
  });
}

export function dup(fd: number): number {
  return handleCall(() => {
    if (Number.isInteger(fd) && fd >= 0 && fd < STANDARD_HANDLES && !handles().has(fd)) {
      // a standard handle on the console: DOS gives the next handle on CON (libcheck EX7: save = dup(1) is past 4)
      const n = freeHandle();
      handles().set(n, { name: '', place: { pos: 0 }, read: fd === 0, write: fd !== 0, append: false, text: true, console: true });
      return n;
    }
    const h = handle(fd);
    const n = freeHandle();
    handles().set(n, { ...h });
    return n;
  });
}

/**
 * int dup2(int oldhandle, int newhandle) — newhandle (closed first when open) becomes a second
 * handle on oldhandle's file and place; 0, or -1 with EBADF when oldhandle is not open (oracle MS1).
 */
export function dup2(fd: number, to: number): number {
  return handleCall(() => {
    const h = handle(fd);
    // DOSBox 0.74's AH=46h: a handle onto itself is "invalid handle"; one past the PSP's table (-1,
    // 20, 255) is done and stored nowhere, 0 (probe PS; textgen8 Y00007, Y00019)
    if (to === fd) throw new DosError(6, `dup2: ${fd} onto itself`);
    if (!Number.isInteger(to) || (to & 0xffff) >= HANDLE_MAX) return 0;
    // the console's copy put back on a standard handle: it is the console again (EX7: dup2(save, 1))
    const table = handles(), was = table.get(to);
    if (h.console && to < STANDARD_HANDLES) table.delete(to);
    else table.set(to, { ...h });
    if (was && ![...table.values()].some((o) => o.place === was.place)) release(was.place);
    return 0;
  });
}

/** int setmode(int handle, int amode) — the mode it had. */
export function setmode(fd: number, mode: number): number {
  // TC's own checks, no DOS call: a handle past the table or one its _openfd says it never opened
  // (FFFFh) is EBADF; one DOS has but TC did not open, with FDFFh after an lseek, is taken (openfd.ts; probe QO2)
  // — its word's O_EOF is what refuses (pcgen3 PD00152: 19 with -1's word 07BCh copied by dup2,
  // EBADF) — and handle -1 whatever its word (pcgen3's 12 programs, 10 words)
  const flags = fdFlags(fd);
  if (flags === undefined || fd < 0 || fd >= HANDLE_MAX || flags & O_EOF) return dosFailed(6, false);
  const m = mode & 0xffff;
  // libcheck ER1: _doserrno 1, errno EINVAL; 0 is taken, the handle then neither text nor binary,
  // and is returned as it had (probe PS: setmode(h, 0) then setmode(h, O_TEXT) is 0; textgen8 Y00016)
  // (the last DOS error a later failing lseek reports stays; textgen9 Z00225)
  if (m !== O_TEXT && m !== O_BINARY && m !== 0) return dosFailed(1, false);
  setFdFlags(fd, (flags & ~(O_TEXT | O_BINARY)) | m);
  const h = handles().get(fd);
  if (h) {
    h.text = m === O_TEXT;
    h.neither = m === 0;
  }
  return ((flags & (O_TEXT | O_BINARY)) << 16) >> 16;
}

/**
 * int chsize(int handle, long size) — cut or padded with zeros; the position stays. TC seeks to
 * where it writes (the new end when cutting, the old end when padding) and a refused write leaves
 * the handle there (oracle IOP: on a read-only handle of 13 bytes, chsize to 11 leaves tell 11, to 20 tell 13).
 */
export function chsize(fd: number, size: number): number {
  return handleCall(() => {
    const h = handle(fd);
    const old = bytesOf(h);
    if (!h.write) {
      h.place.pos = Math.min(size, old.length);
      throw new DosError(DOSERR_ACCESS_DENIED, `handle ${fd} is open for reading`);
    }
    const next = new Uint8Array(size);
    next.set(old.subarray(0, size));
    setBytes(h, next);
    return 0;
  });
}

/**
 * Standard input redirected from a file, as DOS's `PROGRAM < FILE` starts a program: handle 0 is
 * that file (its bytes as they were then), read from its start, text, no device (oracle DR1:
 * isatty(0) is 0).
 */
export function redirectStdin(bytes: Uint8Array): void {
  const place = { pos: 0, orphan: bytes };
  handles().set(0, { name: '', place, read: true, write: false, append: false, text: true });
  setStdinPlace(machine(), place);
}

/** Whether handle 0 is the file the program's standard input was redirected from (no library call counted: kbhit's polls ask it). */
export function stdinRedirected(): boolean {
  const m = runningMachine();
  return m !== null && stdinPlace(m) !== null;
}

/** DOS's one-byte read of a redirected handle 0 (INT 21h's keyboard functions): the byte, or −1 at the file's end. */
export function stdinByte(): number {
  return stdinFileByte(stdinPlace(machine())!);
}

/** int isatty(int handle) — the standard handles are devices, but standard input redirected from a file. */
export function isatty(fd: number): number {
  if (fd === 0 && stdinRedirected()) return 0;
  if (fd >= 0 && fd < STANDARD_HANDLES) return 1;
  return 0;
}

/** Whether handle `fd` is a device open gave (NUL, CON…): TC's _openfd marks it O_DEVICE. */
export const openedDevice = (fd: number): boolean => handles().get(fd)?.device !== undefined;

/** The name behind an open handle, or a DosError; `sized`: TC's fstat, whose filelength flushes what the host held (libcheck IO1: st_size 8 after a write of 8). */
/** A standard handle (0–4) on its device, not a file put in its place. */
export const onDevice = (fd: number): boolean => Number.isInteger(fd) && fd >= 0 && fd < STANDARD_HANDLES && !handles().has(fd);

export function handleName(fd: number, sized = false): string {
  const h = handle(fd);
  if (sized) release(h.place);
  return h.name;
}

/**
 * int chmod(const char *path, int amode) — 0 for a file that is there, ENOENT else. DOSBox's DOS
 * keeps no read-only bit it is given (oracle IO1: after chmod(S_IREAD) the file is written and
 * access(…, 6) is 0), and the oracle is DOSBox: the attribute stays.
 */
/** The archive attribute, which DOSBox reports for every file, and the directory's. */
const FA_ARCH = 0x20, FA_DIREC_ATTR = 0x10;

export function chmod(path: string, amode: number): number {
  void amode;
  return dosCall('chmod', path, (p) => {
    // TC's chmod reads the attributes first (AX=4300h): a missing file is ENOENT (probe PS); a
    // directory has attributes too, so chmod(".") is 0 (textgen14 LF00009, LF00065: errno 0)
    const drive = driveOf(machine()), name = fileNamed(p);
    if (!drive.stat(name) && !drive.dirs.has(name)) throw new DosError(DOSERR_FILE_NOT_FOUND, `${p}: no such file`);
    return 0;
  });
}

/**
 * DOSBox 0.74's AX=4301h (_chmod's func 1) on a missing file sets no error of its own: AX is the
 * last DOS error, whichever call made it (probe PS: after close(h) of a closed handle EBADF, after
 * access() of a missing file ENOENT; textgen8 Y00004: EACCES after an O_TRUNC open for reading;
 * probe QE1: 8 before any call, 0 after AH=5Ah).
 */
const staleError = (): number => lastDosError();

/**
 * int _chmod(const char *path, int func [, int attrib]) — INT 21h AH=43h as DOSBox 0.74 answers
 * it (oracle MS1): func 0 gives a file's attributes, always FA_ARCH; func 1 returns the attributes
 * asked for and keeps none of them; a missing file is -1, ENOENT.
 */
export function chmodAttributes(path: string, func: number, attrib: number): number {
  return dosCall('_chmod', path, (p) => {
    // ".\\" is the folder "." names (probe AT2)
    const drive = driveOf(machine()), q = p.replace(/^(\.\.?)\\$/, '$1'), name = func === 0 ? fileNamed(q) : setterNamed(q);
    // a directory's too: 30h, directory and archive (textgen10 LB00155: _chmod("FQD", 0) is 48; LB00080:
    // func 1 returns the attributes), the root's as well (probe AT2: "." and ".\\" from C:\\)
    const isDir = name === '' || (!drive.stat(name) && drive.dirs.has(name));
    if (!isDir && !drive.stat(name)) throw new DosError(func === 0 ? DOSERR_FILE_NOT_FOUND : staleError(), `${p}: no such file`);
    return func === 0 ? FA_ARCH | (isDir ? FA_DIREC_ATTR : 0) : attrib & 0xffff;
  });
}

/** AX=4301h's name: one in a folder of C: that is not there fails with DOS's last error, as a missing file does (probe AT2). */
function setterNamed(path: string): string {
  if (/^[A-Za-z]:/.test(path) && path[0]!.toUpperCase() !== 'C') return fromHere(path); // (pcgen3 PD00196: "D:QA.TXT")
  try {
    return fromHere(path);
  } catch (e) {
    if (e instanceof DosError && e.code === PATH_NOT_FOUND) throw new DosError(staleError(), e.message);
    throw e;
  }
}

/** What INT 21h AH=44h leaves in AX and DX. */
export interface IoctlResult {
  ax: number;
  dx: number;
}

/** The device information word of DOSBox's CON (handles 0–4: stdin, stdout, stderr, stdaux, stdprn; oracle BI1). */
const CON_INFO = 0x80d3;
/** A file's device information: the drive number, C: being 2 (oracle BI1). */
const FILE_INFO = 0x0002;
/** DOS drive numbers (BL of AL=08h/09h/0Eh): 0 the default, then A: = 1; the machine has C: and DOSBox's Z:. */
const DEFAULT_DRIVE = 0, C_DRIVE = 3, Z_DRIVE = 26;

/**
 * INT 21h AH=44h, IOCTL, as DOSBox 0.74 answers it (oracle BI1, every function number): AL=00h
 * the device information (CON's 80D3h, a file's drive); 01h sets a device's (AL = DL), a file
 * refuses; 06h input status (CON: FFh with a key waiting; a file: FFh before its end), 07h
 * output status (always FFh); 04h/05h (a block device's control data) "invalid function" and
 * 08h a fixed drive (AX 1), 09h a local one (AX 0300h), 0Eh one
 * letter per drive (AL 0), for the default drive, C: or Z: (BL; probe CM2 in test/fixtures/dos-screen:
 * DOSBox's Z: answers as C: does, corpus C1934 "drive z: is local"), DOS error 0Fh for any other; the
 * rest "invalid function" (01h). A closed handle is DOS error 6 for the handle functions.
 */
export function ioctl(fd: number, func: number, bl: number, dx: number, keyWaiting: boolean): IoctlResult {
  const ax = 0x4400 | (func & 0xff);
  const opened = handles().get(fd)?.device;
  if (opened !== undefined && (func & 0xff) === 0x00) {
    const info = opened === DEVICES['CON'] && keyWaiting ? CON_KEY : opened;
    return { ax: info, dx: info };
  }
  const device = (fd >= 0 && fd < STANDARD_HANDLES) || opened !== undefined;
  const file = (): Handle => handle(fd);
  switch (func & 0xff) {
    case 0x00: {
      // AX the word too (DOSBox: "destroyed officially"; pcgen3 PD00008, PD00056: 80D3h, a file's 0002h)
      const info = device ? CON_INFO : (file(), FILE_INFO);
      return { ax: info, dx: info };
    }
    case 0x01:
      if (!device) file();
      if (!device || (dx & 0xff00) !== 0) throw new DosError(1, 'IOCTL: not a device');
      return { ax: (ax & 0xff00) | (dx & 0xff), dx };
    case 0x06: {
      const ready = device ? keyWaiting : ((h) => h.place.pos < bytesOf(h).length)(file());
      return { ax: (ax & 0xff00) | (ready ? 0xff : 0), dx };
    }
    case 0x07:
      if (!device) file();
      return { ax: ax | 0xff, dx };
    case 0x04: case 0x05: case 0x08: case 0x09: case 0x0e: {
      const drive = bl & 0xff;
      if (drive !== DEFAULT_DRIVE && drive !== C_DRIVE && drive !== Z_DRIVE) throw new DosError(0x0f, `IOCTL: no drive ${drive}`);
      if (func < 0x08) throw new DosError(1, 'IOCTL: C: takes no control data');
      return func === 0x08 ? { ax: 1, dx } : func === 0x09 ? { ax: 0x0300, dx: 0x0802 } : { ax: ax & 0xff00, dx };
    }
    case 0x0b:
      // the sharing retry count: DX 0 is "invalid function", any other is taken, AX kept (pcgen3 PD00061, PD00088)
      if ((dx & 0xffff) === 0) throw new DosError(1, 'IOCTL 0Bh: a count of 0');
      return { ax, dx };
    default:
      // the functions on a handle look at it first (DOSBox's DOS_IOCTL: 0–3, 0Ah, 0Ch, 10h; pcgen3 PD00002: 440Ah of a closed handle is 6)
      if (((func & 0xff) <= 0x03 || [0x0a, 0x0c, 0x10].includes(func & 0xff)) && !device) file();
      throw new DosError(1, `IOCTL function ${func & 0xff} is not supported`);
  }
}

/** The letters DOS makes a temporary file's name of (DOSBox draws them from the host's rand(); the machine's are fixed). */
const TEMP_NAMES = /* @__PURE__ */ processKey<{ made: number }>('creattemp names', () => ({ made: 0 }));

/**
 * int creattemp(char *path, int attrib): INT 21h AH=5Ah as DOSBox 0.74 does it (oracle BI1): the
 * directory `path` names, a '\' added when it does not end in one (or '/'), then eight capital
 * letters; made empty and open for reading and writing whatever `attrib` says. The name written
 * back only when it worked. Returns the handle and the name.
 */
export function creattemp(path: string): { fd: number; name: string } {
  // a directory that is not there is DOS's "path not found" (libcheck XE1: "QZDIR\\" made a file in it, "NOSUCH\\" is 3)
  const sep = path === '' || !/[\\/]$/.test(path) ? '\\' : '';
  try {
    canonical(driveOf(machine()), path + sep, true);
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    return { fd: dosFailed(e.code), name: path };
  }
  for (;;) {
    let n = ++machine().process.local(TEMP_NAMES).made * 2654435761;
    let letters = '';
    for (let i = 0; i < 8; i++) {
      letters += String.fromCharCode(65 + (n >>> 0) % 26);
      n = Math.floor((n >>> 0) / 26) + i * 7919;
    }
    const name = path + sep + letters;
    if (driveOf(machine()).stat(fromHere(name))) continue;
    const fd = creat(name, false, true, false);
    // DOSBox's DOS_CreateTempFile clears DOS's last error before it makes the file (probe QE1: AH=59h 0 after 5Ah)
    if (fd >= 0) noteDosError(0);
    return { fd, name };
  }
}
