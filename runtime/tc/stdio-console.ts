/**
 * The standard streams on DOS's CON device: stdout and stderr write through DOS to the BIOS
 * teletype (as printf does); stdin reads lines from the keyboard as DOS's CON device reads them
 * for a program's read() of handle 0 (DOSBox 0.74 src/dos/dev_con.h, device_CON::Read): keys
 * from INT 16h AH=10h are echoed through the teletype; Backspace removes the last character
 * (echoing BS, space, BS) and does nothing on an empty line; Enter ends the line, stored as CR LF
 * and echoed as CR LF; an extended key stores 0 and its scan code. TC's text stream then reads
 * CR LF as '\n' and a Ctrl-Z as the end of the file.
 *
 * Reading is in two steps, so that the stdio calls stay plain: a call that finds no line
 * waiting (`starved`) blocks in `readLine` for one, then runs again.
 */
import { int16, INT16_WAIT } from '../bios/int16.ts';
import { DOS_ECHO_COLOUR, textConsole } from '../hw/textmode.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey, type Blocking } from '../process.ts';
import { takeReadcache } from './conio.ts';
import { consoleAtEnd, read, stdinRedirected } from './io.ts';
import { O_EOF } from './openfd.ts';
import { EOF, FILE, LF } from './stdio-stream.ts';

const CR = 0x0d, BS = 0x08, CTRL_Z = 0x1a;
/** TC's stdio buffer, the most one read of stdin takes. */
const BUFSIZ = 512;

/** CPU cost of one DOS read call, in instructions (its order of magnitude only). */
const READ_INSTRUCTIONS = 60;

/** A standard stream: writes go to `write`; reads come from the lines typed (stdin). */
export class ConsoleFILE extends FILE {
  /** The bytes of the lines typed and not yet read, CR LF already turned into '\n'. */
  private readonly queue: number[] = [];
  protected override readonly keepsFill = false;
  /**
   * Called at the stream's first read: TC's stdin then takes its 512-byte buffer from the heap
   * (a compiled program's malloc; test/fixtures/heap IN1–IN3), as stdout on the console never does.
   */
  onFirstRead: (() => void) | null = null;
  /** Called by fflush (and fclose, flushall): stdout redirected to a file then writes its buffer. */
  onFlush: (() => void) | null = null;
  /** Told stdin's `level` after each read and fflush: the characters of the typed line still unread (FILE's level, oracle SI1). */
  onLevel: ((level: number) => void) | null = null;

  /** Hand the count of characters waiting to onLevel: the line's rest (its CR LF one '\n', as TC's text read keeps it) and a pushed-back one. */
  reportLevel(): void {
    this.onLevel?.(this.queue.length + this.ungot.length + (this.held !== EOF ? 1 : 0));
  }

  constructor(
    name: string,
    readonly isInput: boolean,
    private readonly write: (s: string) => void,
  ) {
    super(name, true, isInput, !isInput, false, new Uint8Array(0), null as never);
  }

  protected override nextChar(): number {
    if (this.onFirstRead) {
      const first = this.onFirstRead;
      this.onFirstRead = null;
      first();
    }
    const u = this.ungot.pop();
    if (u !== undefined) {
      if (this.ungot.length === 0) this.inHold = false;
      return u;
    }
    if (this.fdLost !== null) {
      // TC's fill reads the handle the fd byte names (CS.LIB's GETC passes it sign-extended), and
      // read() takes that handle's word at _openfd + 2 × fd: with O_EOF (200h) it reads nothing, an
      // end of file (LG00004 fd '7', LG00038, LG00020 …); without, DOS refuses the handle, an error
      // with feof 0 (fd 'Z': LG00022, LG00144, LG00147 and more; past the table those words are the
      // library's data after _openfd, measured for the generated programs' link only). FFh is
      // handle -1, whose word is the one below _openfd, _streams[19]'s token, its own address
      // (cc/support/library-io.ts): O_EOF by that address (LG00075, LG00129 end; LG00131 refused;
      // LG00128 refused where mode12h's layout puts 200h in it). Once the error flag is set TC's
      // getc fails without a fill (LG00144: a '\n' on the fd byte after a 'Z' refused).
      if (this.error) return EOF;
      const word = this.fdLost === 0xff ? (this.belowOpenfd ?? 0) : this.fdLost === 0x5a ? 0 : O_EOF;
      if (word & O_EOF) this.eof = true;
      else this.error = true;
      return EOF;
    }
    const c = this.queue.shift();
    if (c === undefined) {
      if (this.isInput && consoleAtEnd().atEnd) {
        this.eof = true;
        return EOF;
      }
      this.starved = true;
      return EOF;
    }
    if (c === CTRL_Z) {
      // TC's read ends at the Ctrl-Z, drops the rest of the line and marks handle 0's end (see consoleAtEnd)
      this.eof = true;
      this.queue.length = 0;
      consoleAtEnd().atEnd = true;
      return EOF;
    }
    return c;
  }

  /** Characters ungetc put back, the last one on top: read before the line's rest. */
  private readonly ungot: number[] = [];
  /** The bottom of `ungot` is in FILE's hold byte (put back with nothing buffered), not the buffer. */
  private inHold = false;
  /** A second ungetc onto the hold byte wrote FILE's fd: reads of DOS fail, each an end of file. */
  private fdLost: number | null = null;
  /** _openfd[-1], the word below TC's _openfd (cc/support/library-io.ts), for an FFh on the fd byte. */
  belowOpenfd: number | undefined;

  /**
   * ungetc on stdin, as TC's *--curp = c: into the buffer below what a line left unread, any number
   * of times; with nothing left, into FILE's hold byte, and a second one then onto FILE's fd byte,
   * after which TC reads the handle the character names, which gives an end of file each time,
   * whatever is typed (most characters: LG00004 fd '7' and the rest; with fd 'Z', LG00022, the read
   * is refused instead, feof 0: what TC's data holds past _openfd's 20 handles, not modelled). The last one put back is
   * read first, each counted in the level, and the end-of-file flag stays. Textgen15: LG00004
   * ungetc(255) then ungetc('7') with nothing typed left: level 2, scanf reads the 7, gets the FFh,
   * then feof 1 for the program's rest; LG00023 one ungetc(255): FFh, then the next line; LG00001
   * level 13 → 14; LG00012 after a Ctrl-Z: level 1, feof still 1.
   */
  override ungetc(c: number): number {
    if (c === EOF) return EOF;
    if (this.queue.length === 0) {
      if (this.ungot.length === 0) this.inHold = true;
      else if (this.inHold && this.ungot.length === 1) this.fdLost = c & 0xff;
    }
    this.ungot.push(c & 0xff);
    this.reportLevel();
    return c & 0xff;
  }

  /** scanf's look-ahead put back: TC's ungetc. */
  override unget(c: number): void {
    this.ungetc(c);
  }

  override putc(c: number): number {
    if (this.isInput) {
      this.error = true;
      return EOF;
    }
    this.write(String.fromCharCode(c & 0xff));
    return c & 0xff;
  }

  /** stdin: what was typed and not read yet is dropped, a pushed-back character too (oracle S2). */
  override flush(): number {
    this.onFlush?.();
    if (this.isInput) {
      this.queue.length = 0;
      this.ungot.length = 0;
      this.inHold = false;
      this.held = EOF;
      this.reportLevel();
    }
    return 0;
  }

  /** Bytes waiting, for a retried read to take back what it looked at (see `snapshot`). */
  snapshot(): { queue: number[]; ungot: number[]; inHold: boolean; held: number; eof: boolean } {
    return { queue: [...this.queue], ungot: [...this.ungot], inHold: this.inHold, held: this.held, eof: this.eof };
  }

  restore(s: { queue: number[]; ungot: number[]; inHold: boolean; held: number; eof: boolean }): void {
    this.inHold = s.inHold;
    this.queue.splice(0, this.queue.length, ...s.queue);
    this.ungot.splice(0, this.ungot.length, ...s.ungot);
    this.held = s.held;
    this.eof = s.eof;
    this.starved = false;
  }

  /**
   * A line typed at the keyboard (CON's read of up to 512 bytes), added to what waits; from a
   * redirected stdin TC's text read of up to 512 bytes of the file (CRs dropped, a Ctrl-Z its
   * end), nothing once it is at its end.
   */
  *readLine(): Blocking<void> {
    const m = machine();
    yield* m.burn(READ_INSTRUCTIONS);
    if (stdinRedirected()) {
      const got = read(0, BUFSIZ, false);
      if (typeof got === 'number' || got.length === 0) consoleAtEnd().atEnd = true;
      else this.queue.push(...got);
      this.starved = false;
      return;
    }
    const line = yield* conRead(m, 512);
    for (let i = 0; i < line.length; i++) {
      if (line[i] === CR && line[i + 1] === LF) continue; // the text stream's CR LF → '\n'
      if (line[i] === CTRL_Z) {
        // TC's text read ends the fill at a Ctrl-Z and marks handle 0's end then: the level is the
        // characters before it (textgen15 LG00034: "John Smith John Smith 7a", Ctrl-Z, Enter read
        // by a scanf failing on the 'J' leaves level 24, not 26)
        consoleAtEnd().atEnd = true;
        break;
      }
      this.queue.push(line[i]!);
    }
    this.starved = false;
  }
}

/** DOSBox's device_CON::Read with echo on: the bytes of one line, CR LF at its end. */
function* conRead(m: Machine, size: number): Blocking<number[]> {
  const con = textConsole(m.vga);
  const data: number[] = [];
  // the scan code getch left after an extended key's 0 comes first, echoed (device_CON::Read's
  // readcache; textgen15 LG00023: getch of F1 is 0, then gets reads ";65536")
  const cached = takeReadcache(m);
  if (cached !== 0) {
    data.push(cached);
    con.print(String.fromCharCode(cached), DOS_ECHO_COLOUR);
  }
  while (data.length < size) {
    const r = int16(0x1000, m.keyBuffer, m.int9.flags);
    if (r === INT16_WAIT) {
      yield* m.waitForKey();
      continue;
    }
    const al = r!.ax & 0xff, ah = r!.ax >> 8;
    if (al === CR) {
      data.push(CR);
      if (data.length < size) data.push(LF);
      con.print('\r\n', DOS_ECHO_COLOUR);
      return data;
    }
    if (al === BS) {
      if (data.length === 0) continue;
      data.pop();
      con.print('\b \b', DOS_ECHO_COLOUR);
      continue;
    }
    if (al === 0 || (al === 0xe0 && ah !== 0)) data.push(0, ah);
    else data.push(al);
    // in a graphics mode the echo is drawn in colour 7, not DOS's output colour 15 (oracle G4)
    con.print(String.fromCharCode(al), DOS_ECHO_COLOUR);
  }
  return data;
}

const STANDARD = processKey<ConsoleFILE[]>('stdio.h standard streams');

/** The program's stdin, stdout, stderr, stdaux, stdprn (in that order, as TC's _streams[0..4]). */
export function standardStreams(write: (s: string, handle: number) => void): ConsoleFILE[] {
  const m = machine();
  const have = m.process.get(STANDARD);
  if (have !== undefined) return have;
  return m.process.set(
    STANDARD,
    ['stdin', 'stdout', 'stderr', 'stdaux', 'stdprn'].map((name, handle) => new ConsoleFILE(name, handle === 0, (s) => write(s, handle))),
  );
}

/**
 * What system() does to stdin before the interpreter runs: the rest of a typed line in its buffer
 * is dropped, as fflush(stdin) drops it (libcheck SI1: after scanf("%d") of "5 100 150", system("cls")
 * or system("rem") leaves stdin->level 0 and the next scanf reads a new line; corpus C1667,
 * C2003). getch, getche and kbhit leave it where it is (SI1: the next scanf reads " 100").
 */
export function dropConsoleInput(): void {
  machine().process.get(STANDARD)?.[0]?.flush();
}
