/**
 * io.h and sys/stat.h for compiled programs: DOS handles on the C: drive (runtime/tc/io.ts), with
 * the program's buffers in the data segment. struct stat { short st_dev, st_ino, st_mode,
 * st_nlink; int st_uid, st_gid; short st_rdev; long st_size, st_atime, st_mtime, st_ctime; }.
 */
import * as io from '../../runtime/tc/io.ts';
import { clearFdEof, fdFlags, NOT_OPEN, O_CHANGED, O_DEVICE, openFlags, setFdFlags } from '../../runtime/tc/openfd.ts';
import * as T from '../../runtime/tc/time.ts';
import { driveOf, DosError } from '../../runtime/dos/drive.ts';
import { machine } from '../../runtime/machine.ts';
import { conKeyWaiting } from '../../runtime/tc/conio.ts';
import { dosFailed, noteDosError } from '../../runtime/tc/errno.ts';
import * as dir from '../../runtime/tc/dir.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const IO_NAMES = [
  'open', '_open', 'creat', '_creat', 'creatnew', 'close', '_close', 'read', '_read', 'write', '_write', 'lseek', 'tell', 'eof',
  'filelength', 'dup', 'setmode', 'chsize', 'isatty', 'chmod', 'stat', 'fstat', 'getftime', 'setftime', 'ioctl', 'lock', 'unlock',
  'creattemp', '_chmod', 'dup2', 'sopen',
] as const;

/** DOS's "invalid function": DOSBox 0.74 has no file locking (INT 21h AH=5Ch; oracle BI1: lock and unlock are -1, errno EINVAL, whatever the handle). */
const NO_LOCKING = 1;

/**
 * What getftime of a handle that is not open leaves in _doserrno: DOSBox 0.74's INT 21h AX=5700h fails
 * without putting an error code in AX, and TC's __IOerror takes the 5700h left there as an unknown
 * code, 87 (oracle P5: getftime(99) is -1, errno EINVAL; libcheck ER1: getftime(30) is -1, 19, 87).
 */
const GETFTIME_FAILED = 87;
/** DOS's "invalid handle". */
const DOS_INVALID_HANDLE = 6;

/**
 * What TC's stat and fstat give as st_dev and st_rdev for a file on C: (oracle IO1: stat 1, and
 * 2 left by a successful fstat, the drive number DOS's IOCTL device information gives, A: being 0).
 */
const STAT_DEVICE = 1, FSTAT_DEVICE = 2;

/** The name ProgramData.data gives the word below TC's `_openfd` (support/tc-link.ts), no C name. */
export const BELOW_OPENFD = '_openfd[-1]';

export function ioBindings(D: DataSegment, belowOpenfd?: number): Record<(typeof IO_NAMES)[number], Binding> {
  const dv = D.dv, b = D.bytes;
  /**
   * _openfd[-1], the word TC's calls take for handle -1: the one below `_openfd`, the last FILE's
   * token (its own address, probe PS: 0AF8h) where TLINK puts FILES below FILES2 (tc-link.ts).
   * O_EOF (200h) or not by that address: read(-1) 0 or EBADF, eof(-1) 1 or EBADF (probe PS;
   * textgen8 Y00009, Y00023 …; pcgen3's 37 programs on handle -1). Put in the table at the first call.
   */
  let below = belowOpenfd ?? 0;
  const str = (p: number): string => D.str(p);
  // TC's _openfd word of each handle its calls open, copy and close (runtime/tc/openfd.ts)
  const opened = (fd: number, flags: (fd: number) => number): number => (fd >= 0 && setFdFlags(fd, flags(fd)), fd);
  const closed = (fd: number, r: number): number => (r === 0 && setFdFlags(fd, NOT_OPEN), r);
  const copied = (fd: number, n: number): number => (n >= 0 && setFdFlags(n, fdFlags(fd) ?? NOT_OPEN), n);
  const read = (raw: boolean) => (fd: number, buf: number, len: number): number => {
    const r = io.read(fd, len & 0xffff, raw);
    if (typeof r === 'number') return r;
    // a text read's raw chunk lies in the buffer past what it returns (io.ts read)
    const chunk = new Uint8Array(r.buffer, r.byteOffset, r.buffer.byteLength - r.byteOffset);
    D.range('read', buf, chunk.length);
    b.set(chunk, buf);
    return r.length;
  };
  const write = (raw: boolean) => (fd: number, buf: number, len: number): number => {
    D.range('write', buf, len & 0xffff);
    // TC's write() of some bytes takes O_EOF away from the handle's word; _write() (WRITEA, under
    // write's) only when the word says O_APPEND, by the seek to the end it makes first: FFFFh, a
    // handle never opened, becomes FDFFh, which setmode takes, and handle -1 then goes to DOS
    // (openfd.ts; pcgen3 PD00161; PD00023, PD00257, PD00544: _write(19, …) then setmode(19, 0) is
    // C000h; PD00102, PD00125, PD00178, PD00190, PD00215: write(-1, …) then read or eof of -1
    // EBADF; PD00029, PD00105, PD00515: _write(-1, …) leaves it)
    if (raw ? (fdFlags(fd) ?? 0) & io.O_APPEND : (len & 0xffff) > 0) clearFdEof(fd);
    return io.write(fd, b.subarray(buf, buf + (len & 0xffff)), raw);
  };
  /**
   * struct stat: 7 shorts and ints, then st_size at 14 and the three times (TC packs the longs
   * unaligned), each the file's DOS stamp made a time_t as dostounix makes it (probe ST1).
   */
  const putStat = (p: number, f: { bytes: Uint8Array; date: number; time: number }, mode: number, device: number): void => {
    const size = f.bytes.length;
    const when = T.dostounix(
      { year: 1980 + (f.date >>> 9), month: (f.date >>> 5) & 15, day: f.date & 31 },
      { hour: f.time >>> 11, min: (f.time >>> 5) & 63, sec: (f.time & 31) * 2 },
    );
    D.range('stat', p, 30);
    b.fill(0, p, p + 30);
    dv.setInt16(p, device, true);
    dv.setUint16(p + 4, mode, true);
    dv.setInt16(p + 6, 1, true);
    dv.setInt16(p + 12, device, true);
    dv.setInt32(p + 14, size, true);
    for (const at of [18, 22, 26]) dv.setInt32(p + at, when, true);
  };
  const calls: Record<(typeof IO_NAMES)[number], Binding> = {
    open: (path, access, mode) => opened(io.open(str(path), access, mode ?? io.S_IREAD | io.S_IWRITE), (fd) => openFlags(access, io.openedDevice(fd))),
    _open: (path, flags) => opened(io.open(str(path), (flags & 7) | io.O_BINARY), (fd) => (flags & 0xf7) | io.O_BINARY | (io.openedDevice(fd) ? O_DEVICE : 0)),
    creat: (path, amode) => opened(io.creat(str(path), !(amode & io.S_IWRITE)), () => io.O_TEXT | O_CHANGED | io.O_RDWR),
    _creat: (path, attrib) => opened(io.creat(str(path), (attrib & 1) !== 0, false, false, (attrib & 0x10) !== 0), () => io.O_BINARY | io.O_RDWR),
    creatnew: (path, attrib) => opened(io.creat(str(path), (attrib & 1) !== 0, true, false, (attrib & 0x10) !== 0), () => io.O_TEXT | io.O_RDWR),
    // close() marks the handle FFFFh whether DOS closes it or not (pcgen3 PD00071: eof(19) is 1 again after a failing close(19)); _close only when DOS did
    // (handle -1 is refused before, its word kept: libcheck IO1, HF1's writes and reads of -1 after close(-1))
    close: (fd) => (fd >= 0 && setFdFlags(fd, NOT_OPEN), io.close(fd)),
    _close: (fd) => closed(fd, io.close(fd, false)),
    read: read(false),
    _read: read(true),
    write: write(false),
    _write: write(true),
    lseek: (fd, off, whence) => (clearFdEof(fd), io.lseek(fd, off, whence)),
    tell: (fd) => (clearFdEof(fd), io.lseek(fd, 0, 1)),
    eof: (fd) => io.eof(fd),
    filelength: (fd) => io.filelength(fd),
    dup: (fd) => copied(fd, io.dup(fd)),
    setmode: (fd, mode) => io.setmode(fd, mode),
    chsize: (fd, size) => io.chsize(fd, size),
    isatty: (fd) => io.isatty(fd),
    /** int ioctl(int handle, int func [, void *argdx, int argcx]): INT 21h AX=44xxh (BX handle, DX, CX); DX for func 0, AX for the others. */
    ioctl: (fd, func, argdx = 0) => {
      try {
        const r = io.ioctl((fd << 16) >> 16, func, fd, argdx, conKeyWaiting(machine()));
        return (func & 0xff) === 0 ? r.dx : r.ax;
      } catch (e) {
        if (e instanceof DosError) return dosFailed(e.code);
        throw e;
      }
    },
    lock: () => dosFailed(NO_LOCKING),
    unlock: () => dosFailed(NO_LOCKING),
    /** int creattemp(char *path, int attrib): the name DOS made written after the directory in path. */
    creattemp: (path) => {
      const r = io.creattemp(str(path));
      if (r.fd >= 0) D.writeStr(path, r.name);
      opened(r.fd, () => io.O_TEXT | io.O_RDWR);
      return r.fd;
    },
    chmod: (path, amode) => io.chmod(str(path), amode),
    _chmod: (path, func, attrib) => io.chmodAttributes(str(path), func, attrib ?? 0),
    dup2: (fd, to) => {
      // TC copies the word only when DOS did it (pcgen3 PD00091: after a failing dup2(19, 7), 7
      // keeps _open's word, setmode(7, O_BINARY) 8000h; the 310 programs of pcgen3 agree)
      const flags = fdFlags(fd) ?? NOT_OPEN, r = io.dup2(fd, to);
      if (r === 0) setFdFlags(to, flags);
      return r;
    },
    // sopen: open with a sharing mode, which DOSBox's DOS does not enforce (oracle MS1: SH_DENYNO reads the file)
    sopen: (path, access, _share, mode) => opened(io.open(str(path), access, mode ?? io.S_IREAD | io.S_IWRITE), (fd) => openFlags(access, io.openedDevice(fd))),
    stat: (path, p) => {
      try {
        const drive = driveOf(machine());
        const name = io.fileNamed(str(path)); // from the current directory, as DOS finds it
        const f = drive.stat(name);
        // a directory: S_IFDIR, read and execute, DOSBox's size of it (textgen10 LB00040: stat("FQD") is 4140h, 4096)
        const d = f ? undefined : drive.dirs.get(name);
        if (d) {
          putStat(p, { ...d, bytes: new Uint8Array(dir.foundSize(d)) }, io.S_IFDIR | io.S_IREAD | io.S_IEXEC, STAT_DEVICE);
          return 0;
        }
        if (!f) throw new DosError(2, 'no such file');
        putStat(p, f, io.S_IFREG | io.S_IREAD | (f.attr & 1 ? 0 : io.S_IWRITE), STAT_DEVICE);
        return 0;
      } catch (e) {
        if (!(e instanceof DosError)) throw e;
        return dosFailed(e.code);
      }
    },
    /** struct ftime is DOS's packed time word then date word (the bit fields' order): the file's stamp. */
    getftime: (fd, p) => {
      try {
        const f = driveOf(machine()).stat(io.handleName(fd))!;
        D.range('getftime', p, 4);
        dv.setUint16(p, f.time, true);
        dv.setUint16(p + 2, f.date, true);
        return 0;
      } catch (e) {
        if (!(e instanceof DosError)) throw e;
        // DOSBox notes "invalid handle" as its last error, which a later failing lseek reports, but
        // leaves AX as it was (textgen9 Z00465, Z00529, Z00543: lseek's errno 6 after getftime(-1), (15), (99))
        noteDosError(DOS_INVALID_HANDLE);
        return dosFailed(GETFTIME_FAILED, false);
      }
    },
    // oracle P5: DOSBox 0.74's DOS answers INT 21h AX=5701h with success and keeps the stamp,
    // whatever the handle (setftime(99) is 0); the oracle is DOSBox, so the stamp stays
    setftime: (_fd, p) => (D.range('setftime', p, 4), 0),
    fstat: (fd, p) => {
      // a standard handle on its device: S_IFCHR, read and write, size 0, st_dev and st_rdev 1
      // (textgen10 LB00191: fstat(1) is 2180h, 0, 1, 1, 1; only handle 1 was measured)
      if (io.onDevice(fd)) {
        putStat(p, { bytes: new Uint8Array(0), date: 0x21, time: 0 }, io.S_IFCHR | io.S_IREAD | io.S_IWRITE, STAT_DEVICE);
        return 0;
      }
      try {
        const f = driveOf(machine()).stat(io.handleName(fd, true))!;
        putStat(p, f, io.S_IFREG | io.S_IREAD, FSTAT_DEVICE); // oracle IO1: fstat never shows S_IWRITE
        return 0;
      } catch (e) {
        if (!(e instanceof DosError)) throw e;
        return dosFailed(e.code);
      }
    },
  };
  for (const name of IO_NAMES) {
    const call = calls[name];
    calls[name] = (...a: number[]) => {
      if (below >= 0) setFdFlags(-1, below);
      below = -1;
      return call(...a);
    };
  }
  return calls;
}
