/**
 * A stream fopen or fdopen opened on a file, as Turbo C 2.0's FILE is: its fields (level, flags,
 * hold, bsize, buffer, curp, the fd byte) and the code of CS.LIB's modules GETC (fgetc, _fgetc,
 * the fill), PUTC (fputc, __FPUTN), FFLUSH, UNGETC, FREAD, FWRITE, FSEEK (fseek, ftell), SETVBUF,
 * FOPEN and FCLOSE over the handle's READ (read(): a text handle's CR and Ctrl-Z), READA (_read),
 * WRITE (write(): LF → CR LF), WRITEA (_write: O_APPEND seeks the end), LSEEK and EOF, as their
 * instructions do it (read with `objdump -D -b binary -m i8086` from the modules' code records:
 * docs/ORACLE.md "Reading the library's code"; docs/TURBO-C-FACTS.md "stdio's FILE, field by
 * field"). Reads and writes mixed without a seek between follow from it (textgen12's LD programs):
 *
 * - level > 0: characters of a fill (or ungetc's) left to read at curp; level < 0 while writing:
 *   −1 − (room left in the buffer), set by the first fputc as −1 − bsize; 0 otherwise.
 * - getc takes *curp++ while --level ≥ 0; else (level put back) fails with _F_ERR when level is
 *   below 0 or _F_OUT or _F_ERR is set, sets _F_IN and fills the buffer by read() (0 bytes:
 *   _F_EOF, _F_IN and _F_OUT cleared; −1: _F_ERR), or, unbuffered, reads one byte by _read(),
 *   skipping CR in a text stream (a failed read: eof() of the handle decides _F_EOF or _F_ERR).
 * - putc stores at *curp++ while ++level < 0 (a line-buffered stream flushes at '\n' or '\r');
 *   else fails with _F_ERR on _F_IN, _F_ERR or no _F_WRIT, sets _F_OUT, flushes when level is not
 *   0, else sets level to −1 − bsize, and stores; unbuffered it writes by _write() (CR first for
 *   '\n' in a text stream).
 * - fflush of a stream writing writes bsize + level + 1 bytes by write() and sets level to
 *   −1 − bsize; of one not writing, sets level to 0 only when it is line-buffered or curp is at
 *   hold (curp back to the buffer then). No flag changes: a stream that wrote stays writing.
 * - ungetc: EOF for EOF; level ≥ 1 before: *--curp = c; level 0: curp = &hold, hold = c; level
 *   below 0: EOF. A second ungetc after one into hold lands on the fd byte below it.
 * - fseek: fflush (EOF when it fails), SEEK_CUR less what the buffer holds, _F_IN, _F_OUT, _F_EOF
 *   cleared, level 0, curp the buffer, then lseek. ftell: fflush, lseek(0, SEEK_CUR) less what
 *   the buffer holds when level > 0 (each '\n' twice in a text stream).
 * - fread's chunks: a round of min(bsize, n + 1) − 1 characters through getc, or, on a binary
 *   stream with level 0 and bsize ≤ n, whole buffers' worth straight by _read(); a buffer of one
 *   byte makes no progress on a text stream or at a level not 0: TC loops for ever (the program
 *   ends here with a message saying so).
 * - fwrite and fputs go through __FPUTN: a line-buffered stream by fputc; a binary stream with
 *   n ≥ bsize > 0 flushes (when level is not 0) and writes straight by _write(), whatever the flags;
 *   else character by character as putc.
 */
import * as io from './io.ts';
import { CR, EOF, FILE, LF, SEEK_CUR, type FieldByField } from './stdio-stream.ts';

/**
 * curp at one of FILE's own bytes: the field's offset in the 16-byte FILE, far below the buffer
 * (curp a little below the buffer is memory before it: `below`).
 */
const FIELD = (offset: number): number => offset - 0x10000;
/** curp at FILE's hold byte (offset 5), where ungetc puts a character when nothing is buffered. */
const HOLD = FIELD(5);
/** A loop of TC's with no way out (fread on a one-byte buffer, putc after two ungetc): the program never ends in TC. */
export class NeverEnds extends Error {}

const s16 = (n: number): number => (n << 16) >> 16;
const u16 = (n: number): number => n & 0xffff;

export class TcFILE extends FILE implements FieldByField {
  override readonly fieldByField = true;
  /** FILE's level (a signed 16-bit count). */
  level = 0;
  /** _F_IN: the stream has read since the last seek; _F_OUT: it has written. */
  private fIn = false;
  private fOut = false;
  /**
   * The flags word's bits above _F_OUT that a character ungetc stored there set (curp down into FILE
   * past the fd byte), read back as stored (textgen10 LB00354: a third ungetc's 'A' into the
   * flags' high byte, fgetc 65).
   */
  private strayFlags = 0;
  /** FILE's hold byte. */
  private holdByte = 0;
  /** FILE's bsize: 0 unbuffered. */
  private bsize = 512;
  /** The buffer's bytes (the program's own buffer shows them: userBuffer). */
  private buf = new Uint8Array(512);
  /** FILE's curp: an index into the buffer, a little below 0 the bytes before it, or one of FILE's own bytes (FIELD). */
  private curp = 0;
  /**
   * The bytes before the buffer that ungetc stored through curp (ungetc on a stream whose curp is at
   * the buffer's start: the heap block's header, or the program's memory before a buffer of its
   * own), read back as stored (textgen10 LB00039, LB00143, LB00354: two ungetc after a fill's first
   * character read, then fgetc gives the second's character).
   */
  private below = new Map<number, number>();

  /** _F_BIN: the type had 'b'. */
  private get bin(): boolean {
    return !this.tellText;
  }

  /** The buffer's start: the buffer, or &hold for an unbuffered stream (SETVBUF). */
  private get start(): number {
    return this.bsize !== 0 ? 0 : HOLD;
  }

  /** FILE's flags word (_F_READ 1, _F_WRIT 2, _F_LBUF 8, _F_ERR 10h, _F_EOF 20h, _F_BIN 40h, _F_IN 80h, _F_OUT 100h). */
  private get flags(): number {
    return (this.canRead ? 1 : 0) | (this.canWrite ? 2 : 0) | (this.buffering === 'line' && this.bsize ? 8 : 0) | (this.error ? 0x10 : 0) | (this.eof ? 0x20 : 0)
      | (this.bin ? 0x40 : 0) | (this.fIn ? 0x80 : 0) | (this.fOut ? 0x100 : 0) | this.strayFlags;
  }

  private set flags(w: number) {
    this.strayFlags = w & ~0x1ff;
    this.error = (w & 0x10) !== 0;
    this.eof = (w & 0x20) !== 0;
    this.fIn = (w & 0x80) !== 0;
    this.fOut = (w & 0x100) !== 0;
  }

  /** The byte at curp-like address p. */
  private peek(p: number): number {
    if (p >= 0) return p < this.buf.length ? this.buf[p]! : 0;
    if (p > FIELD(15)) return this.below.get(p) ?? 0;
    switch (p - FIELD(0)) {
      case 0: return this.level & 0xff;
      case 1: return (this.level >> 8) & 0xff;
      case 2: return this.flags & 0xff;
      case 3: return this.flags >> 8;
      case 4: return (this.handleOverwritten ? this.overwrittenFd : this.fd) & 0xff;
      case 5: return this.holdByte;
      case 6: return this.bsize & 0xff;
      case 7: return this.bsize >> 8;
      default: return 0;
    }
  }

  /** Store byte v at address p (a byte of the buffer, or one of FILE's own). */
  private poke(p: number, v: number): void {
    if (p >= 0 || p > FIELD(15)) {
      if (p < this.buf.length) {
        if (p >= 0) this.buf[p] = v;
        else this.below.set(p, v);
        this.userBuffer?.show(p, [v]);
      }
      return;
    }
    switch (p - FIELD(0)) {
      case 0: this.level = s16((this.level & 0xff00) | v); break;
      case 1: this.level = s16((this.level & 0xff) | (v << 8)); break;
      case 2: this.flags = (this.flags & 0xff00) | v; break;
      case 3: this.flags = (this.flags & 0xff) | (v << 8); break;
      case 4:
        // the fd byte: the stream's handle is this character's code from now on (oracle SB1 22)
        this.handleOverwritten = true;
        this.overwrittenFd = s16(v << 8) >> 8;
        break;
      case 5: this.holdByte = v; break;
      default: break;
    }
  }

  // ---- the handle: io.h's (DOS's side, DOSBox's host buffer with it) ----

  /** The handle FILE's fd byte names: the stream's, or a character's code after a second ungetc. */
  private get handle(): number {
    return this.handleOverwritten ? this.overwrittenFd : this.fd;
  }

  /** _read(): up to n bytes at the handle's position, or −1 (errno) when DOS refuses. */
  private rawRead(n: number): Uint8Array | -1 {
    const r = io.read(this.handle, n, true);
    return typeof r === 'number' ? -1 : r;
  }

  /** _write(): the bytes at the handle's position (the end with O_APPEND); their count, or −1. */
  private rawWrite(bytes: ArrayLike<number>): number {
    return io.write(this.handle, Uint8Array.from(bytes), true);
  }

  /** read(): raw bytes in `raw` (as they land in the buffer), what a text handle makes of them in `out`; −1 when refused. */
  private dosRead(n: number): { raw: Uint8Array; out: Uint8Array } | -1 {
    if (u16(n + 1) < 2) return { raw: new Uint8Array(0), out: new Uint8Array(0) };
    const r = io.read(this.handle, n, false, this.stackByte);
    if (typeof r === 'number') return r < 0 ? -1 : { raw: new Uint8Array(0), out: new Uint8Array(0) };
    return { raw: new Uint8Array(r.buffer, r.byteOffset), out: r };
  }

  /** write(): a text handle's LF as CR LF; n, or −1. */
  private dosWrite(bytes: ArrayLike<number>): number {
    return io.write(this.handle, Uint8Array.from(bytes), false);
  }

  /** lseek(): the new position, or −1 (errno) when DOS refuses. */
  private dosSeek(offset: number, whence: number): number {
    return io.lseek(this.handle, offset, whence);
  }

  /** eof(): 1 at the end (or after a Ctrl-Z), 0 before it, −1 when DOS refuses the handle. */
  private dosEof(): number {
    return io.eof(this.handle);
  }

  /** exit()'s fflush, after the machine stopped: a stream writing hands its buffer to the handle as write() would. */
  flushAtExit(write: (fd: number, bytes: Uint8Array) => void): void {
    if (this.level >= 0) return;
    const n = this.bsize + this.level + 1;
    this.level -= n;
    write(this.handle, Uint8Array.from({ length: n }, (_, i) => this.peek(i)));
  }

  /** FCLOSE: a buffered stream writing is flushed, then FILE's fd byte closed (EOF when it is below 0). */
  fclose(): number {
    if (this.bsize !== 0 && this.level < 0 && this.flush() !== 0) return EOF;
    const fd = this.handle;
    this.level = 0;
    this.bsize = 0;
    return fd >= 0 ? io.closeStream(fd) : EOF;
  }

  // ---- CS.LIB's stdio ----

  /** GETC's fill: the buffer by read(). 0, or EOF. */
  private fill(): number {
    this.curp = this.start;
    const r = this.dosRead(this.bsize);
    if (r !== -1) {
      this.userBuffer?.show(0, r.raw);
      this.userBuffer?.show(0, r.out);
      this.buf.set(r.raw.subarray(0, this.buf.length));
      this.buf.set(Array.from(r.out).slice(0, this.buf.length));
    }
    this.level = r === -1 ? -1 : r.out.length;
    if (this.level > 0) {
      this.eof = false;
      return 0;
    }
    if (this.level === 0) {
      this.fIn = this.fOut = false;
      this.eof = true;
    } else {
      this.level = 0;
      this.error = true;
    }
    return EOF;
  }

  override getc(): number {
    for (;;) {
      if (--this.level >= 0) return this.peek(this.curp++);
      this.level++;
      if (this.level < 0 || this.fOut || this.error) {
        this.error = true;
        return EOF;
      }
      this.fIn = true;
      if (this.bsize !== 0) {
        if (this.fill() === EOF) return EOF;
        continue;
      }
      for (;;) {
        const r = this.rawRead(1);
        if (r === -1 || r.length !== 1) {
          if (this.dosEof() !== 1) this.error = true;
          else {
            this.fIn = this.fOut = false;
            this.eof = true;
          }
          return EOF;
        }
        if (r[0] === CR && !this.bin) continue;
        this.eof = false;
        return r[0]!;
      }
    }
  }

  override putc(c: number): number {
    const ch = c & 0xff;
    for (let round = 0; ; round++) {
      if (++this.level < 0) {
        this.poke(this.curp++, ch);
        if (this.buffering === 'line' && (ch === LF || ch === CR) && this.flush() !== 0) return EOF;
        return ch;
      }
      this.level--;
      if (this.fIn || this.error || !this.canWrite) {
        this.error = true;
        return EOF;
      }
      this.fOut = true;
      if (this.bsize !== 0) {
        if (round > 2) throw new NeverEnds('fputc: TC 2.0 loops for ever here (FILE\'s level above 0 that fflush leaves, curp off the buffer after two ungetc)');
        if (this.level !== 0) {
          if (this.flush() !== 0) return EOF;
        } else this.level = -1 - this.bsize;
        continue;
      }
      if ((ch === LF && !this.bin && this.rawWrite([CR]) !== 1) || this.rawWrite([ch]) !== 1) {
        this.error = true;
        return EOF;
      }
      return ch;
    }
  }

  override flush(): number {
    if (this.level >= 0) {
      if (this.buffering === 'line' && this.bsize !== 0 || this.curp === HOLD) {
        this.level = 0;
        if (this.curp === HOLD) this.curp = this.start;
      }
      return 0;
    }
    const n = this.bsize + this.level + 1;
    this.level -= n;
    this.curp = this.start;
    const bytes = Array.from({ length: n }, (_, i) => this.peek(i));
    if (this.dosWrite(bytes) !== n) {
      this.error = true;
      return EOF;
    }
    return 0;
  }

  override ungetc(c: number): number {
    if (c === EOF) return EOF;
    if (++this.level > 1) {
      this.poke(--this.curp, c & 0xff);
      return c & 0xff;
    }
    if (this.level === 1) {
      this.curp = HOLD;
      this.holdByte = c & 0xff;
      return c & 0xff;
    }
    this.level--;
    return EOF;
  }

  override unget(c: number): void {
    if (c !== EOF) this.ungetc(c);
  }

  /** What the buffer holds unread: level, each '\n' twice in a text stream (FSEEK's helper). */
  private unread(): number {
    let n = this.level;
    if (!this.bin) for (let i = 0; i < this.level; i++) if (this.peek(this.curp + i) === LF) n++;
    return n;
  }

  /** fseek(): 0, or EOF. */
  fseek(offset: number, whence: number): number {
    if (this.flush() !== 0) return EOF;
    if (whence === SEEK_CUR && this.level > 0) offset -= this.unread();
    this.fIn = this.fOut = this.eof = false;
    this.level = 0;
    this.curp = this.start;
    return this.dosSeek(offset, whence) === -1 ? EOF : 0;
  }

  /** ftell(): the handle's position less what the buffer holds (−1 less it when DOS refuses the lseek). */
  ftell(): number {
    if (this.flush() !== 0) return EOF;
    const at = this.dosSeek(0, SEEK_CUR);
    return this.level > 0 ? at - this.unread() : at;
  }

  override tell(): number {
    return this.ftell();
  }

  /** SETVBUF's first step: a stream with something buffered is sought to where it is. */
  settle(): void {
    if (this.level !== 0) this.fseek(0, SEEK_CUR);
  }

  /** SETVBUF's last: the buffer buffering/bufferSize name, empty, curp at its start. */
  applyBuffering(): void {
    this.bsize = this.buffering === 'none' ? 0 : this.bufferSize;
    this.buf = new Uint8Array(this.bsize);
    this.curp = this.start;
  }

  /** FREAD's helper: n bytes into dest from `at`; what it did not read. */
  private readN(n: number, dest: Uint8Array, at: number): number {
    let p = at, c = 0;
    while (n !== 0) {
      const before = n;
      n = u16(n + 1);
      let di = this.bsize > n ? n : this.bsize;
      if (this.bin && this.bsize !== 0 && this.bsize < n && this.level === 0) {
        n = u16(n - 1);
        di = 0;
        while (this.bsize <= n) {
          di += this.bsize;
          n -= this.bsize;
        }
        const got = this.rawRead(di);
        const si = got === -1 ? -1 : got.length;
        if (got !== -1) dest.set(got.subarray(0, Math.max(0, dest.length - p)), p);
        p += si;
        if (si !== di) return u16(n + di - si);
        continue;
      }
      for (;;) {
        n = u16(n - 1);
        if (n === 0) break;
        di = u16(di - 1);
        if (di === 0) break;
        if (--this.level >= 0) c = this.peek(this.curp++);
        else {
          this.level++;
          c = this.getc();
        }
        if (c === EOF) break;
        if (p < dest.length) dest[p] = c;
        p++;
      }
      if (c === EOF) return n;
      if (n === before) throw new NeverEnds(`fread: TC 2.0 loops for ever here (a ${this.bsize}-byte buffer reads nothing a round)`);
    }
    return n;
  }

  /** fread(): whole items read. */
  fread(dest: Uint8Array, size: number, n: number): number {
    if (size === 0) return 0;
    const total = size * n;
    if (total < 0x10000) return Math.floor(u16(total - this.readN(total, dest, 0)) / size);
    let k = 0;
    for (; k < n; k++) if (this.readN(size, dest, k * size) !== 0) break;
    return k;
  }

  /** __FPUTN: n bytes; how many it did not write (−1 when the flush before a straight write fails). */
  private putN(bytes: ArrayLike<number>, from: number, n: number): number {
    if (this.buffering === 'line' && this.bsize !== 0) {
      for (let i = 0; i < n; i++) if (this.putc(bytes[from + i]!) === EOF) return n - i;
      return 0;
    }
    if (this.bin && this.bsize !== 0 && this.bsize <= n) {
      if (this.level !== 0 && this.flush() !== 0) return 0xffff;
      const w = this.rawWrite(Array.from({ length: n }, (_, i) => bytes[from + i]!));
      return u16(n - w);
    }
    for (let i = 0; i < n; i++) {
      const b = bytes[from + i]!;
      if (++this.level < 0) this.poke(this.curp++, b);
      else {
        this.level--;
        if (this.putc(b) === EOF) return n - i;
      }
    }
    return 0;
  }

  /** fwrite(): whole items written (n itself when size is 0). */
  fwrite(src: Uint8Array, size: number, n: number): number {
    if (size === 0) return n;
    const total = size * n;
    if (total < 0x10000) return Math.floor(u16(total - this.putN(src, 0, total)) / size);
    let k = 0;
    for (; k < n; k++) if (this.putN(src, k * size, size) !== 0) break;
    return k;
  }

  /** fputs(): the last character, or EOF. */
  fputs(text: ArrayLike<number>): number {
    if (this.putN(text, 0, text.length) !== 0) return EOF;
    return text.length > 0 ? text[text.length - 1]! : 0;
  }

}
