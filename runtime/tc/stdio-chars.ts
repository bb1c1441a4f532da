/**
 * stdio.h's character and line I/O on a stream: fgetc/getc, fputc/putc, ungetc, fgets, fputs, and
 * putText, the byte writer fprintf shares. In a port `fgets(buf, n, f)` is `fgets(n, f)` returning
 * the text (or null); strings are JS strings of bytes 0–255.
 */
import { integer, str, stream } from './stdio-args.ts';
import { EOF, isTcFILE, LF, readVia, STACK_BYTE_VIA, type FILE } from './stdio-stream.ts';

/** int fgetc(FILE *stream) — the next character, 0..255, or EOF (−1). */
export function fgetc(f: FILE | null): number {
  const s = stream('fgetc', f);
  return readVia(s, STACK_BYTE_VIA.fgetc, () => s.getc());
}

/** int getc(FILE *stream) — a macro for fgetc in TC. */
export function getc(f: FILE | null): number {
  return stream('getc', f).getc();
}

/** int fputc(int c, FILE *stream) — writes (unsigned char)c; returns it, or EOF. */
export function fputc(c: number, f: FILE | null): number {
  return stream('fputc', f).putc(integer('fputc', 'c', c));
}

/** int putc(int c, FILE *stream) — a macro for fputc in TC. */
export function putc(c: number, f: FILE | null): number {
  return stream('putc', f).putc(integer('putc', 'c', c));
}

/** int ungetc(int c, FILE *stream) — pushes (unsigned char)c back where the buffer has room (FILE.ungetc); returns it, or EOF. */
export function ungetc(c: number, f: FILE | null): number {
  return stream('ungetc', f).ungetc(integer('ungetc', 'c', c));
}

/** The byte of `text`'s character i, checked: a port writes JS strings of bytes 0–255. */
function byteAt(call: string, s: FILE, text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c > 255) throw new Error(`${call}: character U+${c.toString(16).toUpperCase()} written to ${s.name} is not a byte`);
  return c;
}

/** Write the bytes of `text` (each char a byte); returns the last byte written, or EOF. */
export function putText(call: string, s: FILE, text: string): number {
  let last = 0;
  for (let i = 0; i < text.length; i++) if ((last = s.putc(byteAt(call, s, text, i))) === EOF) return EOF;
  return last;
}

/** int fputs(const char *s, FILE *stream) — returns the last character written (0 for ""), or EOF. */
export function fputs(text: string, f: FILE | null): number {
  const s = stream('fputs', f);
  if (isTcFILE(s)) return s.fputs(Uint8Array.from(str('fputs', 's', text), (_, i) => byteAt('fputs', s, text, i)));
  return putText('fputs', s, str('fputs', 's', text));
}

/**
 * char *fgets(char *s, int n, FILE *stream) — port form `fgets(n, stream)`: up to n−1
 * characters, through the first '\n' (kept); null at end of file before any character. (A C
 * program's fgets is NULL too when the error flag is set as it ends, whatever it stored: CS.LIB's
 * FGETS tests _F_ERR last, cc/support/library-stdio.ts.)
 */
export function fgets(n: number, f: FILE | null): string | null {
  const s = stream('fgets', f);
  integer('fgets', 'n', n);
  let out = '';
  while (out.length < n - 1) {
    const c = readVia(s, STACK_BYTE_VIA.fgets, () => s.getc());
    if (c === EOF) break;
    out += String.fromCharCode(c);
    if (c === LF) break;
  }
  return out === '' && n > 1 ? null : out;
}
