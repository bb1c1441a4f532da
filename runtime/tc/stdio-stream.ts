/**
 * stdio.h's FILE: one open stream on a file of the C: drive and the bytes it sees, with Turbo C
 * 2.0's translation of a text stream. The calls on streams (stdio-file.ts lists them) all come down
 * to this class's getc, putc, seek and flush.
 * - A text stream writes '\n' as CR LF and reads CR LF as '\n' (buffered, as TC's read()
 *   fills its buffer: every CR dropped, see textRead; unbuffered, every CR is skipped too);
 *   a Ctrl-Z (1Ah) ends a buffered text read (textRead: where the handle then stands is TC's
 *   own); an unbuffered stream reads it as a character.
 *   Binary streams pass every byte.
 * - A stream works on its own copy of the file and hands it to DOS on `flush`: fflush, fclose and
 *   the program's normal end call it (stdio-open.ts). Of TC's buffer (512 bytes, or setvbuf's)
 *   it keeps what shows when reading: where the last fill ended (what DOS has read up to), which
 *   decides whether ungetc has room (it has only while characters of a fill are still unread)
 *   and where a line-buffered stream reads next (oracle SEQ, SER: TC's probes of FILE's level,
 *   curp and the handle's position after each call).
 * - Positions are byte offsets in the file (ftell in a text stream counts the CR of each CR LF).
 */
import { DosDrive, DosError } from '../dos/drive.ts';
import { dosFailed, EACCES, EBADF } from './errno.ts';

// stdio.h's constants (TC 2.0's values) a port names, each a `const` of its own, which the table
// names: a bundle keeps only those it uses (destructured from the table, all of them and the table
// stayed in every ROM chunk that uses a stream, bench figure 9).
export const EOF = -1, SEEK_SET = 0, SEEK_CUR = 1, SEEK_END = 2, L_tmpnam = 13;
/** stdio.h's constants: the one table the C header (cc/front/headers.ts) is made from. */
export const STDIO_CONSTANTS = {
  EOF, SEEK_SET, SEEK_CUR, SEEK_END, BUFSIZ: 512, OPEN_MAX: 20, SYS_OPEN: 20, _IOFBF: 0, _IOLBF: 1, _IONBF: 2,
  L_tmpnam, L_ctermid: 5, TMP_MAX: 0xffff,
};

export const CR = 0x0d;
export const LF = 0x0a;
export const CTRL_Z = 0x1a;
/**
 * What TC's text read() keeps for a CR at the end of the file: a byte of its stack it never
 * wrote, which earlier calls left there (probe LD90001 in DOSBox, "a\r" and "\r" read in text
 * mode: fgets 2 and fread 1 whatever came before, their own frames'; fgetc 0 after fopen or
 * setvbuf with the program's buffer (textgen12 LD00059, LD00273); getc from main 255, as oracle
 * TX1. Not modelled: fgetc 255 after setbuf (LD00301), 0Ah after setvbuf's malloc, fscanf 72h).
 * The default, getc's.
 */
export const TEXT_READ_STACK_BYTE = 0xff;
/** The stack byte of the callers of read() that leave their own (TEXT_READ_STACK_BYTE; probe LD90001). */
export const STACK_BYTE_VIA = { fgetc: 0, fgets: 2, fread: 1 } as const;

/** `read()` run with TC's read() finding `byte` on its stack for a CR that ends the file (the caller's: STACK_BYTE_VIA). */
export function readVia<T>(s: FILE, byte: number, read: () => T): T {
  const was = s.stackByte;
  s.stackByte = byte;
  try {
    return read();
  } finally {
    s.stackByte = was;
  }
}

/** The calls a compiled program's stream runs as CS.LIB's code (stdio-tcfile.ts TcFILE). */
export interface FieldByField extends FILE {
  fread(dest: Uint8Array, size: number, n: number): number;
  fwrite(src: Uint8Array, size: number, n: number): number;
  fputs(text: ArrayLike<number>): number;
  fseek(offset: number, whence: number): number;
  ftell(): number;
  fclose(): number;
  /** exit()'s fflush, after the machine stopped: what the buffer holds to `write` (its handle, the bytes). */
  flushAtExit(write: (fd: number, bytes: Uint8Array) => void): void;
}

/** A compiled program's stream: TC's FILE field by field, told apart without loading stdio-tcfile.ts (the ROMs' pages). */
export function isTcFILE(f: FILE): f is FieldByField {
  return f.fieldByField;
}

/** A FILE opened by fopen. */
export class FILE {
  /** The file's bytes as this stream sees them (capacity grows by doubling; io.ts sharedWriter replaces them). */
  data: Uint8Array;
  size: number;
  /** Byte offset of the next read or write. */
  pos = 0;
  /** What read() keeps for a CR that ends the file in this read (readVia). */
  stackByte = TEXT_READ_STACK_BYTE;
  /** fscanf's look-ahead character given back (and a console's or NULL stream's ungetc), EOF when none. */
  held = EOF;
  /** What ungetc put back into the buffer, the last one on top: read before the fill's next byte. */
  private pushed: number[] = [];
  /**
   * TC's `hold` byte, where ungetc puts a character when the buffer has nothing left to read (its
   * level 0: after fopen, a seek, a used-up fill, the end, an unbuffered read): FILE's curp points
   * at it and its level is 1, so the next getc returns it and the read goes on at the handle's
   * position. fflush (and ftell and fseek, which call it first) drops it. EOF when none.
   */
  private hold = EOF;
  /**
   * A second ungetc while `hold` is read next: TC stores it one byte below hold, in FILE's `fd`
   * field, so the stream's handle is that character from then on (oracle SB1 22: ftell is −1).
   */
  handleOverwritten = false;
  /** The handle FILE's fd byte holds then: the character, as a signed char (fclose closes it when it is not below 0). */
  overwrittenFd = -1;
  /**
   * setvbuf's type and size: a fill reads `bufferSize` bytes. A line-buffered stream (_IOLBF)
   * reads as a fully buffered one, but fflush and ftell drop what its buffer holds unread, the
   * handle staying past it (libcheck CZ1: getc, getc, ftell on "abcdefghij" with _IOLBF, 4 is
   * a, b, 4; oracle SER: getc on "ABCDEFGHI" with ftell after each reads A, E, I); fread takes its
   * bytes from one fill, then the rest is dropped too (SER); an unbuffered one keeps nothing ahead.
   */
  buffering: 'full' | 'line' | 'none' = 'full';
  bufferSize = 512;
  /** Where the last fill of TC's buffer ended: the handle's position while reading (−1: no fill since a seek or write). */
  private fillEnd = -1;
  /** How many characters the last fill put in TC's buffer (where curp stands in it: ungetc). */
  private fillLength = 0;
  /** False for a stream whose reads are not a file's (the console, NULL): ungetc always takes one character back. */
  protected readonly keepsFill: boolean = true;
  /** sscanf's string (cc/support's stringStream): TC's string scanner gives its look-ahead back without a FILE's buffer. */
  ofString = false;
  /** A console's read found nothing waiting: the caller reads a line (readLine) and runs again (stdio-console.ts). */
  starved = false;
  /** fopen's "w" or "a": DOS holds the file for writing only, and refuses a read with EACCES. */
  writeOnlyHandle = false;
  /**
   * The program's own buffer (setbuf, setvbuf with one), which TC's reads and writes go through
   * (libcheck VA1): `show(offset, bytes)` puts bytes there, as TC leaves them. A fill holds the
   * bytes read, a text fill's translated in place (the raw bytes past them stay); a write holds
   * the characters written since the buffer was last emptied, '\n' without its CR (write() adds it),
   * from the start again once it is full.
   */
  userBuffer: { size: number; show: (offset: number, bytes: ArrayLike<number>) => void } | null = null;
  /** Characters in the buffer while writing (userBuffer). */
  private buffered = 0;
  /** Characters written since DOS was last given the stream's bytes (TC's level while writing). */
  private pending = 0;
  /** fdopen on a handle open for reading only: DOS refuses the flush's write (EACCES, libcheck VA1). */
  readOnlyHandle = false;
  /**
   * TC's text flag of the stream (no 'b' in its type), which ftell's count of a fill follows;
   * `text` is the handle's, which read() and write() translate by. They differ only for fdopen
   * (libcheck VA1: "r" on an O_BINARY handle reads CR LF as two characters, and ftell after "x\r\n"
   * of "x\r\ny^Zz\r\n" is 2, one less for the LF still in the fill; "rb" on an O_TEXT handle reads
   * "x\ny" and ftell then is 4).
   */
  tellText: boolean;
  /** What the last call did, a read that found a character or a write; a seek forgets it (TC's _F_IN / _F_OUT). */
  private direction: 'read' | 'write' | null = null;
  eof = false;
  error = false;
  closed = false;
  /**
   * TC's FILE field by field, whose calls run CS.LIB's code (stdio-tcfile.ts): a compiled program's
   * stream. A port's (the ROMs' saves) is this class's model, which keeps their pages small.
   */
  readonly fieldByField: boolean = false;
  /** The DOS handle it holds (io.ts's table; fileno), −1 for none. */
  fd = -1;
  protected dirty = false;
  /**
   * A compiled program's stream's flush (cc/support sets it: io.ts sharedWriter): true when it wrote
   * the bytes since the last flush itself, elsewhere than the stream's copy says (a shared handle).
   */
  writeShared: ((f: FILE) => boolean) | null = null;
  /** The bytes written since the last flush: `from` up to `to`. */
  from = Infinity;
  to = 0;

  constructor(
    /** The DOS name. */
    readonly name: string,
    readonly text: boolean,
    readonly canRead: boolean,
    readonly canWrite: boolean,
    readonly append: boolean,
    initial: Uint8Array,
    private readonly drive: DosDrive,
  ) {
    this.tellText = text;
    this.data = new Uint8Array(Math.max(64, initial.length));
    this.data.set(initial);
    this.size = initial.length;
  }

  get length(): number {
    return this.size;
  }

  /** The next raw byte, or EOF at the end (sets the eof flag). */
  private rawByte(): number {
    if (this.pos >= this.size) {
      this.eof = true;
      return EOF;
    }
    return this.data[this.pos++]!;
  }

  /** One character as C reads it: CR LF → LF and Ctrl-Z ends the file in a text stream. */
  getc(): number {
    // what ungetc put back is read from the buffer before anything is asked of DOS (an unbuffered
    // stream's after a write too: libcheck SF1 379)
    if (this.held !== EOF) {
      const h = this.held;
      this.held = EOF;
      this.direction = 'read';
      return h;
    }
    const p = this.pushed.pop();
    if (p !== undefined) return p;
    if (this.hold !== EOF) {
      // TC's getc takes it from curp as a buffered byte: no flag changes (oracle SB1 8: feof stays 1)
      const h = this.hold;
      this.hold = EOF;
      return h;
    }
    if (!this.canRead) {
      // TC 2.0 asks DOS, which refuses a handle open for writing (oracle SE1: fgetc of a "wb" stream is EOF, errno 5),
      // unless the error flag is set or a write came last: then it fails before it asks (oracle WR1: no errno).
      // An unbuffered stream's one-byte read then asks eof(): at the file's end it takes the refusal for the end
      // (libcheck SF1 158, SF2 67: feof 1, ferror 0), short of it for an error (WR1: "a" on a file of 3 bytes,
      // "w" after a write and rewind); after a write, the error flag, as on any stream (SF1 264).
      // A buffered one stays reading (TC's _F_IN): a write after it fails as after any read (SF2 133)
      const asks = !this.error && this.direction !== 'write';
      if (this.buffering === 'none' && this.direction !== 'write' && this.pos >= this.size) {
        this.eof = true;
        this.direction = null;
      } else {
        this.error = true;
        // (one straight after a write fails before it asks DOS: still writing, SF2 283)
        if (this.direction !== 'write') this.direction = 'read';
      }
      // (DOS's refusal: DOSBox's last error too, which a later refused seek reports: libcheck ER1, SE1)
      if (this.writeOnlyHandle && asks) dosFailed(EACCES);
      return EOF;
    }
    // a read straight after a write, with no fseek or rewind between, fails (oracle SE1: fgetc after fputc on "w+")
    if (this.direction === 'write') {
      this.error = true;
      return EOF;
    }
    if (this.keepsFill && !this.bufferedAhead()) {
      // TC's _fgetc, called when the buffer has nothing left, gives EOF while the error flag is set
      // (oracle SER: after a failed fputc, getc reads the fill's last bytes, then EOF; clearerr reads on)
      if (this.error) return EOF;
      // the handle is a character's code since a second ungetc (handleOverwritten): DOS refuses the
      // fill's read, EBADF and the error flag (textgen10 LB00006, LB00026: the two characters, then EOF; LB00017 errno 6)
      if (this.handleOverwritten) {
        this.error = true;
        dosFailed(EBADF);
        return EOF;
      }
      if (this.textFill()) {
        this.textBuffer = this.textRead(this.bufferSize);
        this.fillEnd = this.pos;
        this.fillLength = this.textBuffer.length;
      } else {
        this.fillEnd = this.buffering === 'none' ? -1 : Math.min(this.size, this.pos + this.bufferSize);
        this.fillLength = Math.max(0, this.fillEnd - this.pos);
        if (this.fillEnd > this.pos) this.userBuffer?.show(0, this.data.subarray(this.pos, this.fillEnd));
      }
    }
    if (this.textFill()) {
      const t = this.textBuffer.shift();
      if (t === undefined) {
        this.eof = true;
        this.direction = null; // the end: a write may follow (SE1; libcheck SF2 128)
        return EOF;
      }
      this.direction = 'read';
      return t;
    }
    const c = this.nextChar();
    if (c !== EOF) this.direction = 'read';
    else if (this.eof) this.direction = null; // the end: a write may follow (SE1; libcheck SF2 128)
    return c;
  }

  /** A file's text stream reading through TC's buffer (fully buffered): its fills are TC's read()'s (textRead). */
  private textFill(): boolean {
    return this.text && this.keepsFill && this.buffering !== 'none';
  }

  /**
   * TC 2.0's read() of up to `n` bytes of a text file at the handle's position (`pos`), as its
   * code does it (oracle TX1): every CR is dropped, wherever it stands; a CR that is the chunk's
   * last byte is replaced by the byte after it in the file, read apart, whatever that is (at the
   * end of the file nothing is read and the stack byte that stands there is kept: 255 in DOSBox);
   * a Ctrl-Z ends the read, and every read after that is 0 bytes until a seek (ftell's lseek
   * too); the handle goes back from the end of the file by the chunk's bytes from the Ctrl-Z on,
   * TC's lseek(…, SEEK_END) where it meant SEEK_CUR — back on the Ctrl-Z only when the chunk
   * reached the end (libcheck CZ1: "^Zbcdefghij" with a 4-byte buffer leaves the handle at 6,
   * and read on from there after an ftell); a chunk that gives nothing is read again.
   */
  private textRead(n: number): number[] {
    for (;;) {
      if (this.atCtrlZ || this.pos >= this.size) return [];
      const start = this.pos;
      const raw = this.data.subarray(start, Math.min(this.size, start + n));
      this.pos += raw.length;
      const out: number[] = [];
      for (let i = 0; i < raw.length; i++) {
        const c = raw[i]!;
        if (c === CTRL_Z) {
          this.pos = this.size - (raw.length - i);
          this.atCtrlZ = true;
          this.userBuffer?.show(0, raw);
          this.userBuffer?.show(0, out);
          return out;
        }
        if (c !== CR) out.push(c);
        else if (i === raw.length - 1) out.push(this.pos < this.size ? this.data[this.pos++]! : this.stackByte);
      }
      this.userBuffer?.show(0, raw);
      this.userBuffer?.show(0, out);
      if (out.length > 0) return out;
    }
  }

  /** TC's level above 0 while reading: characters of the last fill (or ungetc's) not read yet. */
  protected bufferedAhead(): boolean {
    if (this.pushed.length > 0 || this.hold !== EOF) return true;
    if (this.textFill()) return this.textBuffer.length > 0;
    return this.buffering !== 'none' && this.direction === 'read' && this.pos < this.fillEnd;
  }

  /** Where DOS's handle stands: past the last fill while reading (TC's buffer holds what is not read yet), else where the stream is. */
  handlePosition(): number {
    if (this.textFill()) return this.pos;
    return this.direction === 'read' && this.fillEnd > this.pos ? this.fillEnd : this.pos;
  }

  /** fread's span: its bytes come from consecutive fills; a line-buffered stream then drops the rest of the last one. */
  block<T>(read: () => T): T {
    try {
      return read();
    } finally {
      if (this.buffering === 'line' && this.direction === 'read' && this.pos < this.fillEnd) this.pos = this.fillEnd;
    }
  }

  /**
   * fread's bytes past what the buffer holds when they are a buffer's worth or more, on a binary
   * stream: TC reads them straight from the handle, and the end it meets sets no flag (libcheck
   * SF2 20, 223: fread of 20 bytes with an 18-byte buffer past the end leaves feof 0; a text
   * stream's, SF1 240, sets it). Null when fread goes through getc.
   */
  readDirect(want: number): Uint8Array | null | 'refused' {
    // DOS refuses the direct read of a handle open for writing only, or of a character's code after a
    // second ungetc: FREAD takes read()'s −1 as a count (textgen10 LB00262: fread(b, 3, …) is 21845)
    const refused = (!this.canRead && this.writeOnlyHandle) || this.handleOverwritten;
    if (this.tellText || this.buffering === 'none' || (!this.canRead && !refused) || !this.keepsFill || want < this.bufferSize) return null;
    // a handle DOS refuses is asked after a failed read or write or an ungetc, but not straight
    // after a write (textgen12 LD00061, LD00072, LD00078, LD00130, LD00206, LD00215: fread of a
    // buffer's worth or more on "wb" or "ab" is -1, of less 0; LD00022, LD00066, LD00223, LD00243,
    // LD00281, LD00309: after fputs or fputc, 0)
    if (this.direction === 'write' || (!refused && (this.error || this.bufferedAhead()))) return null;
    if (refused) {
      if (this.handleOverwritten) dosFailed(EBADF);
      else dosFailed(EACCES);
      return 'refused';
    }
    const got = this.data.slice(Math.min(this.pos, this.size), Math.min(this.size, this.pos + want));
    this.pos += got.length;
    this.fillEnd = -1;
    this.direction = got.length > 0 ? 'read' : null;
    return got;
  }

  /** The next character from where the stream reads (the file; the keyboard for stdin). */
  protected nextChar(): number {
    if (!this.text) return this.rawByte();
    let c = this.rawByte();
    // an unbuffered stream's byte-by-byte read skips every CR, one before LF or not (textgen12
    // LD00054: "\rmore" reads m, o; LD00144: "\r^Zafter" 26, 97, …; LD00040: "\r" alone is EOF)
    if (this.buffering === 'none' && this.keepsFill) while (c === CR) c = this.rawByte();
    // an unbuffered stream reads its bytes one by one, not through read(): a Ctrl-Z is a character (libcheck CZ1)
    if (c === CTRL_Z && this.buffering !== 'none') {
      this.pos--; // TC's read() stops at the ^Z and leaves the file there: every later read is EOF too
      this.eof = true;
      return EOF;
    }
    if (c === CR && this.pos < this.size && this.data[this.pos] === LF) return this.data[this.pos++]!;
    return c;
  }

  /**
   * Push `c` back: the next getc returns it (EOF pushes nothing). fscanf's look-ahead. A fully
   * buffered file's goes back as ungetc puts it, into `hold` when it was the fill's last character,
   * where ftell's fflush drops it (oracle FS1: fscanf "%i" of "4.5," leaves ftell at the file's end;
   * FS2 and probe PA, binary too: "%[^\n]" of "ab\n" then ftell is 3 and getc EOF).
   */
  unget(c: number): void {
    if (c === EOF) return;
    // an unbuffered file's too: into `hold`, which ftell drops (libcheck NU1: "%d" of "a…" unbuffered, then ftell is 1)
    if (this.keepsFill && !this.ofString) this.ungetc(c);
    else this.held = c & 0xff;
  }

  /**
   * C's ungetc(c), as TC 2.0's code does it with FILE's level (characters left to read): EOF for
   * EOF and on a stream writing (level below 0: oracle SEQ P5, SER W, after fputc and after
   * fflush of a write); c into the buffer below curp while a fill has characters left (several
   * deep: ftell counts each back, below 0 too — SEQ P6); with none left, c into `hold`, read next
   * (SB1 5, 8, 9, 20: after a seek, at the end, unbuffered) unless fflush, ftell or fseek drops it
   * first (SEQ P3, P4, SB1 1, 6). The flags are not touched: the end-of-file flag stays.
   * Returns (unsigned char)c.
   */
  ungetc(c: number): number {
    // (an unbuffered stream's level stays 0 while writing: its ungetc takes c, libcheck SF1 379)
    if (c === EOF || (this.direction === 'write' && this.buffering !== 'none')) return EOF;
    if (!this.keepsFill) {
      // stdin on the console: the end-of-file flag stays (TC's ungetc leaves it: textgen15 LG00012,
      // "ungetc 255 L1 E1" after a Ctrl-Z)
      this.unget(c);
      return c & 0xff;
    }
    if (this.hold !== EOF && this.pushed.length === 0) {
      this.handleOverwritten = true; // *--curp lands on FILE's fd
      this.overwrittenFd = ((c & 0xff) << 24) >> 24; // a signed char
    }
    if (this.bufferedAhead()) {
      // TC's *--curp = c: a program's own buffer shows it where the read had got to (textgen12
      // LD00065: "ab\n…" read 2, ungetc(200) puts C8 at 1; LD00126, LD00124)
      const unread = this.textFill() ? this.textBuffer.length : this.fillEnd - this.pos;
      const at = this.fillLength - unread - this.pushed.length - 1;
      if (this.hold === EOF && at >= 0) this.userBuffer?.show(at, [c & 0xff]);
      this.pushed.push(c & 0xff);
    } else this.hold = c & 0xff;
    return c & 0xff;
  }

  /** The characters of the last text fill not read yet (textRead). */
  private textBuffer: number[] = [];
  /** TC's read() met a Ctrl-Z: the handle stands on it and reads nothing more until a seek. */
  protected atCtrlZ = false;

  /** ftell's lseek on the handle: a text read() goes on past a Ctrl-Z it met (textRead). */
  lseekMark(): void {
    this.atCtrlZ = false;
  }

  /** What ungetc put back and no getc has read yet (FILE's level from ungetc's characters). */
  get pushedBack(): number {
    return this.pushed.length + (this.hold === EOF ? 0 : 1);
  }

  /** TC's fflush of a stream reading: a character in `hold` is dropped (curp back to the buffer). */
  dropHold(): void {
    // (not after a second ungetc: curp is below hold then, and FFLUSH leaves the level as it is,
    // but for a line-buffered stream's, which it sets to 0: libcheck SB1 22)
    if (this.handleOverwritten && this.pushed.length > 0) {
      if (this.buffering !== 'line') return;
      this.pushed.length = 0;
    }
    this.hold = EOF;
    // a line-buffered stream's unread characters too (libcheck CZ1)
    if (this.buffering === 'line' && this.keepsFill && this.direction === 'read') {
      this.pushed.length = 0;
      this.textBuffer = [];
      if (this.pos < this.fillEnd) this.pos = this.fillEnd;
    }
  }

  /** Move to byte offset `to`, dropping a pushed-back character and the end-of-file flag. */
  seek(to: number): void {
    this.direction = null;
    this.pos = to;
    this.held = EOF;
    this.hold = EOF;
    this.pushed.length = 0;
    this.textBuffer = [];
    this.atCtrlZ = false;
    this.fillEnd = -1;
    this.eof = false;
    this.buffered = 0;
    this.pending = 0;
  }

  /**
   * The offset ftell reports: a pushed-back character counts as not yet read. A text stream's
   * fill is TC's: the handle's position less what the buffer holds, each '\n' in it counted twice
   * (TC's ftell assumes a CR before it: oracle TX1, "ab\ncd\n" after "ab\n" is 2).
   */
  tell(): number {
    if (this.textFill()) {
      const ahead = [...(this.held === EOF ? [] : [this.held]), ...this.pushed, ...this.textBuffer];
      return this.pos - ahead.reduce((n, c) => n + (c === LF && this.tellText ? 2 : 1), 0);
    }
    let lfs = 0;
    // a text stream on a binary handle (fdopen): each LF of the fill not read yet counted twice
    if (this.tellText && !this.text && this.buffering !== 'none' && this.direction === 'read') {
      for (let i = this.pos; i < this.fillEnd; i++) if (this.data[i] === LF) lfs++;
    }
    return (this.held === EOF ? this.pos : Math.max(0, this.pos - 1)) - this.pushed.length - lfs;
  }

  /** Write one character (LF → CR LF in a text stream); returns it, or EOF on a read-only stream. */
  putc(c: number): number {
    // a write straight after a read that found a character fails the same way (oracle SE1: fputs after fread on "ab+");
    // after a read that met the end it does not (SE1: putw after fread's EOF on "w+")
    if (!this.canWrite || this.direction === 'read') {
      this.error = true;
      return EOF;
    }
    // the first write after a seek (TC's _fputc, the buffer not set up yet) fails while the error
    // flag is set (libcheck VA1: fputc after a failed one and an fseek is EOF; after clearerr it writes)
    if (this.error && this.direction === null) return EOF;
    this.direction = 'write';
    // a full buffer goes to DOS when one more character comes (CS.LIB's PUTC: the bsize+1-th;
    // textgen10: findfirst's sizes and a second handle's read while a stream writes)
    // (with the error flag set PUTC refuses there, before it writes anything: textgen10 LB00032, a
    // write after a failed read takes 512 characters into the buffer, then EOF)
    // an unbuffered stream's every character goes through that check (LB00090)
    if (this.keepsFill && this.buffering === 'none' && this.error) return EOF;
    if (this.keepsFill && this.buffering !== 'none' && this.pending >= this.bufferSize) {
      if (this.error) return EOF;
      if (this.flush() === EOF) return EOF;
    }
    const b = c & 0xff;
    if (this.userBuffer) {
      if (this.buffered >= this.userBuffer.size) this.buffered = 0;
      this.userBuffer.show(this.buffered++, [b]);
    }
    if (this.held !== EOF || this.pushed.length > 0 || this.hold !== EOF) {
      this.seek(this.tell()); // a write drops the pushed-back character
      // and the stream is writing all the same: an ungetc after it is EOF (textgen12 LD00060,
      // LD00110, LD00254, LD00271: ungetc, fputc, ungetc is c, the character, EOF)
      this.direction = 'write';
    }
    if (this.append) this.pos = this.size;
    if (this.text && b === LF) this.rawPut(CR);
    this.rawPut(b);
    if (this.keepsFill) {
      this.pending++;
      // unbuffered, each character at once; line-buffered, the buffer at each '\n' or '\r' (PUTC)
      if ((this.buffering === 'none' || (this.buffering === 'line' && (b === LF || b === CR))) && this.flush() === EOF) return EOF;
    }
    return b;
  }

  protected rawPut(b: number): void {
    if (this.pos >= this.data.length) {
      const grown = new Uint8Array(Math.max(this.data.length * 2, this.pos + 1));
      grown.set(this.data.subarray(0, this.size));
      this.data = grown;
    }
    if (this.pos > this.size) this.data.fill(0, this.size, this.pos); // a write past the end: the gap reads as zeros
    this.from = Math.min(this.from, this.pos);
    this.data[this.pos++] = b;
    if (this.pos > this.size) this.size = this.pos;
    this.to = Math.max(this.to, this.pos);
    this.dirty = true;
  }

  /** Hand the stream's bytes to DOS. Returns 0, or EOF (errno set) when DOS refuses. */
  flush(): number {
    this.dropHold();
    this.pending = 0;
    if (!this.dirty) return 0;
    if (this.readOnlyHandle) {
      this.error = true;
      dosFailed(EACCES);
      return EOF;
    }
    return this.toDos();
  }

  /** DOS given the stream's bytes: 0, or EOF (errno set, the error flag) when it refuses. */
  protected toDos(): number {
    try {
      if (!this.writeShared?.(this)) this.drive.write(this.name, this.data.subarray(0, this.size));
    } catch (e) {
      if (!(e instanceof DosError)) throw e;
      this.error = true;
      dosFailed(e.code);
      return EOF;
    }
    this.dirty = false;
    this.buffered = 0;
    this.from = Infinity;
    this.to = 0;
    return 0;
  }
}
