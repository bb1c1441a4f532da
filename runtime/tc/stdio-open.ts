/**
 * stdio.h's opening and closing of files on the machine's C: drive (runtime/dos/drive.ts), with
 * Turbo C 2.0's stream table, and the two calls on files by name, `remove` and `rename`.
 * - `fopen` modes r, w, a, each with an optional '+' and 't' or 'b' in either order ("rb+",
 *   "r+b"); text is the default (_fmode = O_TEXT). "w" and "a" create the file at `fopen`.
 * - A stream's data reaches DOS on `fflush`, `fclose` and at the program's normal end (TC's exit
 *   flushes every stream; abort's end, a divide error's and a crashed program's lose what is
 *   unflushed, as on DOS).
 * - At most 20 streams, of which stdin, stdout, stderr, stdaux and stdprn take 5: the 16th open
 *   stream is NULL, errno untouched (TC 2.0's _NFILE: fopen finds no free FILE and asks DOS
 *   nothing; textgen10 LB00010, "limit 11 0").
 */
import { ATTR_READONLY, DOSERR_ACCESS_DENIED, DOSERR_FILE_NOT_FOUND, DosError, driveOf } from '../dos/drive.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey } from '../process.ts';
import { dosFailed, EBADF, ENOENT, libFailed, noteDosError } from './errno.ts';
import { str, stream } from './stdio-args.ts';
import { EOF, FILE, isTcFILE } from './stdio-stream.ts';
import { attachStream, detachStream, fileNamed, handleContext, handleFile, releaseHeld, removeFile, writeThrough } from './io.ts';

/** TC 2.0's stream table: 20 entries, the first 5 are the standard streams. */
export const FOPEN_MAX = 20;
const STANDARD_STREAMS = 5;

/** The program's open streams (TC's _streams[]). */
const STREAMS = /* @__PURE__ */ processKey<{ open: Set<FILE>; flushAtExit: boolean }>('stdio.h streams', () => ({ open: new Set(), flushAtExit: false }));

/** TC's exit() flushes and closes every stream: arrange it once per run. */
function flushAtExit(m: Machine, streams: { open: Set<FILE>; flushAtExit: boolean }): void {
  if (streams.flushAtExit) return;
  streams.flushAtExit = true;
  // (the handles as they are when the program ends: its machine has stopped by then)
  const ctx = handleContext();
  const offExit = m.on('exit', () => {
    offExit();
    offCrash();
    for (const f of streams.open) if (isTcFILE(f)) f.flushAtExit((fd, bytes) => ctx && writeThrough(ctx, fd, bytes)); else f.flush();
    streams.open.clear();
    // (a stream's writes through its handle, which the host held, reach the file with the handles' close)
    releaseHeld(ctx);
  });
  const offCrash = m.on('crash', () => {
    offExit();
    offCrash();
  });
}

/**
 * The program ends as TC's abort() and its divide error end it (C0's _exit): no stream is
 * flushed, what their buffers hold is lost (test/fixtures/divide-error DZ12: 0 bytes in the file).
 */
export function abandonStreams(): void {
  machine().process.local(STREAMS).open.clear();
}

/** Run a DOS call: a DosError becomes errno and `failed` is returned. */
function dos<T, F>(fn: () => T, failed: F): T | F {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof DosError)) throw e;
    dosFailed(e.code);
    return failed;
  }
}

/**
 * A stream's mode as TC 2.0 reads it: r, w or a, then '+' there or after a t or b; what follows is
 * not looked at (oracle SE1: "rw" opens for reading). Another first letter is NULL with errno
 * untouched (SE1: "x" leaves 0).
 */
export function parseMode(mode: string): { kind: string; plus: boolean; tb: string } | null {
  const kind = mode[0];
  if (kind !== 'r' && kind !== 'w' && kind !== 'a') return null;
  const tb = mode[1] === 't' || mode[1] === 'b' ? mode[1] : mode[1] === '+' && (mode[2] === 't' || mode[2] === 'b') ? mode[2] : '';
  return { kind, plus: mode[1] === '+' || (tb !== '' && mode[1] === tb && mode[2] === '+'), tb };
}

/**
 * FILE *fopen(const char *filename, const char *mode) — NULL with errno set when DOS refuses:
 * ENOENT for "r" of a missing file, EACCES for writing a read-only one; past 15 streams errno is as it was.
 * `Stream`: the FILE's class (a compiled program's is stdio-tcfile.ts's TcFILE, cc/support/library.ts).
 */
export function fopen(filename: string, mode: string, Stream: typeof FILE = FILE): FILE | null {
  const m = machine();
  if (m.tracing) m.trace(`fopen(${JSON.stringify(filename)},${JSON.stringify(mode)})`);
  str('fopen', 'filename', filename);
  str('fopen', 'mode', mode);
  const parsed = parseMode(mode);
  if (!parsed) return null;
  const { kind, plus, tb } = parsed;
  const streams = m.process.local(STREAMS);
  if (streams.open.size >= FOPEN_MAX - STANDARD_STREAMS) return null;
  const drive = driveOf(m);
  const f = dos(() => {
    const name = drive.names.path(drive, filename);
    const old = drive.stat(name);
    if (kind === 'r' && !old) throw new DosError(DOSERR_FILE_NOT_FOUND, `${name}: no such file`);
    if (old && old.attr & ATTR_READONLY && (kind !== 'r' || plus)) throw new DosError(DOSERR_ACCESS_DENIED, `${name} is read-only`);
    if (kind === 'w' || !old) drive.write(name, new Uint8Array(0)); // DOS creates (or truncates) it at once
    // TC's open looks for the file first: one it had to create leaves errno ENOENT (oracle SE1: "wb" of a new file is errno 2)
    // (and "file not found" is DOSBox's last error then, which a later failing lseek reports: textgen9 Z00038, Z00148)
    if (!old) {
      libFailed(ENOENT);
      noteDosError(DOSERR_FILE_NOT_FOUND);
    }
    const bytes = kind === 'w' ? new Uint8Array(0) : drive.read(name)!;
    // TC's open creates a missing file with DOS's 3Ch, whose handle reads too: a "w" or "a" stream on
    // a new file reads what it wrote and EOF at the end; one on a file that was there is opened
    // write-only and DOS refuses its reads (oracle WR1)
    return new Stream(name, tb !== 'b', kind === 'r' || plus || !old, kind !== 'r' || plus, kind === 'a', bytes, drive);
  }, null);
  if (!f) return null;
  const fd = dos(() => attachStream(f.name, f.canRead, f.canWrite, f.append, f.text), -1);
  if (fd < 0) return null;
  f.fd = fd;
  f.writeOnlyHandle = !f.canRead;
  streams.open.add(f);
  flushAtExit(m, streams);
  return f;
}

/**
 * FILE *fdopen(int handle, char *type) — a stream on a handle open already, from its position.
 * TC checks nothing (oracle DX: fdopen of a handle that is not open is a stream, errno 0): the
 * handle is as open() left it (libcheck VA1), so its text or binary mode translates, whatever the
 * type's 't' or 'b' (only ftell's count of a text fill follows the type: tellText); "a" writes
 * where the handle stands (no O_APPEND), "w" cuts nothing; a read DOS refuses on a handle open
 * for writing only, and a flush on one open for reading only (EACCES); a type that does not start
 * with r, w or a is NULL, errno untouched ("wr" is a stream that reads).
 */
export function fdopen(fd: number, mode: string, Stream: typeof FILE = FILE): FILE | null {
  const m = machine();
  const parsed = parseMode(mode);
  if (!parsed) return null;
  const { kind, plus, tb } = parsed;
  const drive = driveOf(m);
  const h = handleFile(fd);
  const f = new Stream(h?.name ?? '', h ? h.text : tb !== 'b', h !== null && h.read, h !== null && (kind !== 'r' || plus), h !== null && h.append, h ? drive.read(h.name) ?? new Uint8Array(0) : new Uint8Array(0), drive);
  f.tellText = tb !== 'b';
  f.writeOnlyHandle = h !== null && !h.read;
  f.readOnlyHandle = h !== null && !h.write;
  f.pos = h?.pos ?? 0;
  f.fd = fd;
  const streams = m.process.local(STREAMS);
  streams.open.add(f);
  flushAtExit(m, streams);
  return f;
}

/** int fclose(FILE *stream) — flushes, then closes; 0, or EOF when the data could not be written. */
export function fclose(f: FILE | null): number {
  const s = stream('fclose', f);
  if (isTcFILE(s)) {
    s.closed = true;
    machine().process.local(STREAMS).open.delete(s);
    return s.fclose();
  }
  const r = s.flush();
  s.closed = true;
  machine().process.local(STREAMS).open.delete(s);
  // FCLOSE closes FILE's fd byte: after a second ungetc a character's code, not the handle, which
  // stays open in DOS (textgen10 LB00124: the next fopen's handle is one higher); close() refuses
  // it, EBADF, unless the byte is below 0, which FCLOSE does not close: EOF, errno untouched
  if (s.handleOverwritten) return s.overwrittenFd >= 0 ? dosFailed(EBADF) : EOF;
  // a handle closed under it (close(fileno(f)), or the one fdopen took): DOS refuses, EOF (oracle SX1)
  if (s.fd >= 0 && !detachStream(s.fd)) return EOF;
  return r;
}

/** int fflush(FILE *stream) — 0, or EOF (errno set) when DOS refuses the data. */
export function fflush(f: FILE | null): number {
  return stream('fflush', f).flush();
}

/** int remove(const char *filename) — 0, or −1 with errno ENOENT (missing) or EACCES (read-only). */
export function remove(filename: string): number {
  const m = machine();
  if (m.tracing) m.trace(`remove(${JSON.stringify(filename)})`);
  const name = str('remove', 'filename', filename);
  return dos(() => (removeFile(name), 0), -1);
}

/** int rename(const char *oldname, const char *newname) — −1 with ENOENT (no old) or EACCES (new exists). */
export function rename(oldname: string, newname: string): number {
  const m = machine();
  if (m.tracing) m.trace(`rename(${JSON.stringify(oldname)},${JSON.stringify(newname)})`);
  const from = str('rename', 'oldname', oldname);
  const to = str('rename', 'newname', newname);
  const drive = driveOf(m);
  return dos(() => {
    const [a, b] = [from, to].map((p) => fileNamed(p, (q) => drive.names.path(drive, q))) as [string, string];
    // DOSBox refuses a new name that is there, the old one itself included (libcheck ER1: rename("ERA.DAT", "ERA.DAT") is EACCES),
    // before it looks for the old one (textgen8 Y00120: rename of a missing file to one that is there is EACCES)
    if (drive.stat(b) || drive.dirs.has(b)) throw new DosError(DOSERR_ACCESS_DENIED, `${to} exists`);
    drive.names.rename(drive, a, b);
    return 0;
  }, -1);
}
