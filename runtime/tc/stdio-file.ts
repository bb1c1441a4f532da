/**
 * stdio.h's file streams on the machine's C: drive (runtime/dos/drive.ts), with Turbo C 2.0's
 * semantics, gathered here for stdio.ts to re-export. Each part lives in its own module:
 * - stdio-stream.ts: the FILE, its copy of the file, text-mode translation (CR LF, Ctrl-Z);
 * - stdio-open.ts: the stream table (TC's 20 entries), fopen's modes, fclose, fflush, the flush at
 *   exit, and remove/rename;
 * - stdio-chars.ts: character and line I/O (fgetc, fputc, ungetc, fgets, fputs);
 * - stdio-blocks.ts: fread/fwrite over typed views;
 * - stdio-position.ts: fseek, ftell, rewind and the end-of-file and error flags;
 * - stdio-scan.ts: fscanf;
 * - stdio-args.ts: the argument checks they share.
 *
 * Port conventions: a FILE* is a `FILE` (NULL is `null`); strings are JS strings of bytes 0–255;
 * `fgets(buf, n, f)` is `fgets(n, f)` returning the text (or null); `fscanf` stores through
 * `ref()`s (runtime/tc/ptr.ts); `fread`/`fwrite` take a Uint8Array or any typed view.
 *
 * Named re-exports, not `export *`: the public surface stays exactly these names (the helpers the
 * modules share are not part of stdio.h).
 */
export { stream } from './stdio-args.ts';
export { fread, fwrite } from './stdio-blocks.ts';
export { fgetc, fgets, fputc, fputs, getc, putc, putText, ungetc } from './stdio-chars.ts';
export { abandonStreams, fclose, fdopen, fflush, fopen, FOPEN_MAX, remove, rename } from './stdio-open.ts';
export { clearerr, feof, ferror, fseek, ftell, rewind } from './stdio-position.ts';
export { fscanf } from './stdio-scan.ts';
export { EOF, FILE, L_tmpnam, SEEK_CUR, SEEK_END, SEEK_SET } from './stdio-stream.ts';
