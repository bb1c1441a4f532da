/**
 * Where a stdio.h stream stands: its position (fseek, ftell, rewind, byte offsets in the file) and
 * the two flags a read or write leaves (feof, ferror, clearerr), read as TC's macros read them.
 */
import { dosFailed, EBADF, lastDosError } from './errno.ts';
import { dosSeek } from './io.ts';
import { integer, stream } from './stdio-args.ts';
import { EOF, isTcFILE, SEEK_CUR, SEEK_END, SEEK_SET, type FILE } from './stdio-stream.ts';

/**
 * int fseek(FILE *stream, long offset, int whence) — 0; TC asks DOS, so a position before the
 * start goes where DOS's seek puts it (io.ts dosSeek: the end; oracle SE1 120: fseek(f, -1L, 0)
 * on 17 bytes is 0, ftell 17), and an unknown whence is refused by DOSBox's seek, which
 * reports DOS's last error, whichever call made it (oracle SE1: fseek(f, -2L, 3) is -1, errno 5
 * after a refused write; textgen10 LB00001: errno 2 after an open that created its file), the
 * buffer emptied first and the stream left where the handle stands (LB00004: ftell 22, the end of
 * the fill, not 12 where the reads were). Clears the end-of-file flag.
 */
export function fseek(f: FILE | null, offset: number, whence: number): number {
  const s = stream('fseek', f);
  integer('fseek', 'offset', offset);
  if (isTcFILE(s)) return s.fseek(offset, whence);
  // TC's fseek calls fflush first: what the stream wrote goes to DOS (textgen10 LB00001: a second
  // handle sees it), and a refused flush is -1
  if (s.flush() === EOF) return EOF;
  if (s.handleOverwritten) {
    // the handle is a character's code since a second ungetc: FSEEK empties the buffer, DOS refuses the seek
    s.seek(s.pos);
    return dosFailed(EBADF);
  }
  if (whence !== SEEK_SET && whence !== SEEK_CUR && whence !== SEEK_END) {
    s.seek(s.handlePosition());
    return dosFailed(lastDosError());
  }
  const base = whence === SEEK_SET ? 0 : whence === SEEK_CUR ? s.tell() : s.length;
  s.seek(dosSeek(base + offset, s.length));
  return 0;
}

/** long ftell(FILE *stream) — the byte offset in the file. */
export function ftell(f: FILE | null): number {
  const s = stream('ftell', f);
  if (isTcFILE(s)) return s.ftell();
  // TC's ftell calls fflush first, which writes what the stream holds (textgen10 LB00001: findfirst's
  // size after an ftell is the file's whole length)
  if (s.flush() === EOF) return EOF;
  // after two ungetc with nothing buffered the handle is a character's code: DOS's lseek fails (oracle
  // SB1 22), and FTELL takes what is buffered from its −1 (textgen10 LB00027: after two ungetc, −3)
  if (s.handleOverwritten) return dosFailed(EBADF) - s.pushedBack;
  s.lseekMark();
  return s.tell();
}

/**
 * void rewind(FILE *stream) — fseek(stream, 0L, SEEK_SET), and the error flag cleared when that
 * worked (CS.LIB's REWIND; textgen10 LB00189: after a second ungetc the seek fails and ferror stays).
 */
export function rewind(f: FILE | null): void {
  const s = stream('rewind', f);
  if (fseek(s, 0, SEEK_SET) === 0) s.error = false;
}

/** int feof(FILE *stream) — nonzero once a read met the end of the file. */
export function feof(f: FILE | null): number {
  return stream('feof', f).eof ? 0x20 : 0; // TC's macro: (fp)->flags & _F_EOF
}

/** int ferror(FILE *stream) — nonzero after a failed read or write. */
export function ferror(f: FILE | null): number {
  return stream('ferror', f).error ? 0x10 : 0; // (fp)->flags & _F_ERR
}

/** void clearerr(FILE *stream) */
export function clearerr(f: FILE | null): void {
  const s = stream('clearerr', f);
  s.eof = s.error = false;
}
