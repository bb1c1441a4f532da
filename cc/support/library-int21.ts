/**
 * DOS's INT 21h for compiled programs — what intdos, intdosx, bdos, bdosptr and int86(0x21, …)
 * reach — and the dos.h calls TC 2.0 builds on it: getdta/setdta, getswitchar/setswitchar,
 * country, dosexterr, getfat/getfatd/getdfree, parsfnm, absread/abswrite, harderr/hardresume/
 * hardretn, ctrlbrk. The functions are the machine's DOS (the C: drive of runtime/dos, the
 * handles of runtime/tc/io.ts, the memory of runtime/tc/dos-memory.ts) with DOSBox 0.74's
 * answers, measured with the real TC 2.0 (oracle DX, test/fixtures/libcheck/DX1):
 * - AH=30h: AX 0005h, BX FF00h, CX 0; AH=19h: AL 2 (C:);
 * - the keyboard functions AH=01h, 06h, 07h, 08h, 0Ah, 0Bh, 0Ch on the machine's keyboard (Int21.keys);
 * - a failing call: CF set and AX the DOS error; intdos and bdosptr then set `_doserrno` and
 *   errno (open of a missing file: AX 2, errno ENOENT; chdir to one: DOS 3, errno ENOENT),
 *   bdos and int86 do not;
 * - AH=59h (dosexterr): the last DOS error, class 8 for 2 and 3 (else 0), action 1, locus 0;
 * - AH=38h AL=0 (country): the 34 bytes of the US table, BX 1; any other code fails;
 * - AH=37h: the switch character '/', which setting does not change;
 * - AH=36h/1Ch: 127 sectors a cluster, 512 bytes a sector, 16383 clusters, media F8h; a drive
 *   that is not there: AX (or AL) FFFFh;
 * - AH=29h (parsfnm): DOSBox's FCB name parser (a name stops after 8 characters, where DOS
 *   would skip the rest); a drive other than C: fails (AL FFh) with the name filled in;
 * - INT 25h/26h (absread/abswrite) on a drive that is a host folder: success, nothing moved; on a
 *   drive DOSBox lacks -1, errno AX's 8002h (oracle AB1);
 * - AH=35h/25h: the vectors as getvect and setvect have them, an address no function has kept as
 *   it is; AH=1Bh/1Ch: AH=36h's disk with DS:BX at DOSBox's media byte; AH=58h: the allocation
 *   strategy and UMB link, kept and given back (oracle DI1);
 * - AH=4Eh/4Fh: DOSBox's search record and matches in the DTA (oracle FF1).
 * A function not listed here halts the program naming it.
 */
import * as io from '../../runtime/tc/io.ts';
import * as errnoH from '../../runtime/tc/errno.ts';
import * as mem from '../../runtime/tc/dos-memory.ts';
import { dosDate, setDosDate } from '../../runtime/dos/calendar.ts';
import * as directories from '../../runtime/dos/directories.ts';
import * as stdio from '../../runtime/tc/stdio-open.ts';
import { machine, runningMachine, type Machine } from '../../runtime/machine.ts';
import { done, isDone, resumeAfter, type Blocking } from '../../runtime/process.ts';
import { DosError, driveOf, type DosFile } from '../../runtime/dos/drive.ts';
import * as dir from '../../runtime/tc/dir.ts';
import { conKeyWaiting, flushCon, kbhit, readCon } from '../../runtime/tc/conio.ts';
import { DOS_ECHO_COLOUR, textConsole } from '../../runtime/hw/textmode.ts';
import { recordMatches, searchRecord } from './library-dir.ts';
import * as dos from '../../runtime/tc/dos.ts';
import type { InterruptHandler } from '../../runtime/bios/ivt.ts';
import { ABSOLUTE_DRIVES } from '../../runtime/tc/bios-extra.ts';
import type { MouseRegs } from '../../runtime/bios/int33.ts';
import { FarMemory, MEDIA_ID_TABLE } from './far.ts';
import { FcbFunctions } from './library-fcb.ts';
import { interpreter, isInterpreter } from '../../runtime/tc/command.ts';
import { DS_SEGMENT, FAR_HEAP_SEGMENT, PSP_SEGMENT, type DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

/** The registers an INT 21h call takes and leaves (16-bit words; flags bit 0 is CF): INT 33h's and DS and the flags. */
export interface DosRegs extends MouseRegs {
  ds: number;
  flags: number;
}

/** The flags word the calls leave: IF and the bits a 286 in real mode reads as set (oracle DX: 72xxh). */
const FLAGS = 0x7202;
const CF = 1;
/** INT 21h AH=2Ch, get the time (AH is kept). */
const GET_TIME = 0x2c;

/** The disk DOSBox reports for a mounted folder (oracle DX: getdfree and getfat on C:; the free clusters are mount's fixed answer, not the host's). */
export const DISK = { sectorsPerCluster: 127, bytesPerSector: 512, clusters: 16383, freeClusters: 4031, media: 0xf8 } as const;
/** C: is drive 3 (1-based; 0 the current one); DOSBox's own Z: is there too (its COMMAND.COM). */
const DRIVE_C = 3, DOSBOX_Z = 26;
/** The clusters AH=36h gives for DOSBox's Z: (pcgen3 PD00012, PD00115). */
const Z_CLUSTERS = 0x4081;
/** The 24 bytes of AH=38h's table DOSBox writes (the last 10 of the 34 it leaves), DOSBox's US entry (oracle DX): date format 0, "$", ",", ".", "-", ":", currency style 0, 2 digits, 12-hour clock, the case map routine F000:1560, ",". */
const COUNTRY = Uint8Array.of(0, 0, 0x24, 0, 0, 0, 0, 0x2c, 0, 0x2e, 0, 0x2d, 0, 0x3a, 0, 0, 2, 0, 0x60, 0x15, 0x00, 0xf0, 0x2c, 0);
/** The US country code AH=38h answers in BX. */
const COUNTRY_US = 1;
/** DOSBox's code page (AH=66h, AH=65h: oracle D21). */
const CODE_PAGE = 437;
/** AH=65h's tables in DOSBox's private segment, by AL: far pointers (oracle D21). */
const COUNTRY_TABLES: Readonly<Record<number, number>> = { 2: 0xc81b0102, 4: 0xc80d0000, 5: 0xc8190000, 6: 0xc81b0000, 7: 0xc80d0000 };
/** Where DOSBox keeps its swappable data area (AH=34h: the InDOS flag at 00B2:0001) and the list of lists (AH=52h: 0080:0026); runtime/tc/dos-low.ts. */
const DOS_SDA_SEGMENT = 0xb2, DOS_INFO_SEGMENT = 0x80, DOS_LIST_OF_LISTS = 0x26;
const SWITCH_CHAR = 0x2f;
/** DOS's error 12h, no more files. */
const NO_MORE_FILES = 0x12;
/** DOS's error 0Fh, invalid drive. */
const INVALID_DRIVE = 0x0f;

/**
 * The functions whose carry DOSBox 0.74 sets or clears (pcgen3 through int86, which enters with the
 * carry set: these come back with it clear when they work); every other gives the caller's back.
 */
const CARRY_FUNCTIONS = new Set([0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f, 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x4b, 0x4e, 0x4f, 0x56, 0x57, 0x58, 0x5a, 0x5b, 0x6c]);

/**
 * The INT 21h functions DOSBox 0.74 has (dos.cpp's switch); any other sets AL to 0 and does
 * nothing else.
 */
const DOSBOX_FUNCTIONS = new Set([
  ...Array.from({ length: 0x18 }, (_, i) => i), 0x19, 0x1a, 0x1b, 0x1c, 0x1f, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a,
  0x2b, 0x2c, 0x2d, 0x2e, 0x2f, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f, 0x40,
  0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f, 0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56,
  0x57, 0x58, 0x59, 0x5a, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f, 0x60, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x6c, 0x71,
]);

/**
 * The functions DOSBox 0.74 has that only report, as it answers them whatever the inputs (probe
 * IS1 in test/fixtures/oracle-files, intdosx and int86x): AX becomes (AX & mask) | value, the
 * carry is set or given back as the caller's, every other register kept. 5Ch (locking) and 5Fh
 * (the network's redirections) are refused with error 1; 5Eh (the machine's name) and 6Ah
 * (commit) answer AL 0 as a function it lacks; 64h does nothing; 71h (long names) AL 0 and CF.
 */
const REPORTS: Readonly<Record<number, readonly [mask: number, value: number, carry: boolean]>> = {
  0x5c: [0, 1, true], 0x5f: [0, 1, true], 0x5e: [0xff00, 0, false], 0x6a: [0xff00, 0, false], 0x64: [0xffff, 0, false], 0x71: [0xff00, 0, true],
};
/** AH=5Ch, lock or unlock a region of a file. */
const LOCK = 0x5c;
/** The segment of DOSBox's drive parameter blocks (AH=1Fh, 32h: DS, BX the drive; probe IS1). */
const DPB_SEGMENT = 0xc838;
/** AH=63h AL=00h: DOSBox's (empty) table of double-byte character lead bytes at DS:SI (probe IS1). */
const DBCS_TABLE = 0xc80d0000;

/** AX=4B00h, exec: load and run. */
const EXEC_RUN = 0x4b00;

/** The calls that may wait (a poll of AH=2Ch: Int21.callPolled). */
export const INT21_BLOCKING = ['intdos', 'intdosx', 'bdos', 'bdosptr'] as const;
/** The keyboard functions, which wait for a key (Int21.keys). */
const KEY_CALLS = new Set([0x01, 0x06, 0x07, 0x08, 0x0a, 0x0b, 0x0c]);
/** The flags' zero flag (AH=06h: no key). */
const ZF = 0x40;

export const INT21_NAMES = [
  'intdos', 'intdosx', 'bdos', 'bdosptr', 'getdta', 'setdta', 'getswitchar', 'setswitchar', 'country', 'dosexterr', 'getfat',
  'getfatd', 'getdfree', 'parsfnm', 'absread', 'abswrite', 'harderr', 'hardresume', 'hardretn', 'ctrlbrk', 'randbrd', 'randbwr',
] as const;

export class Int21 {
  /** AH=2Eh/54h's verify flag, which getverify and setverify read and set too (pcgen3 PD00030, PD00201, PD00221). */
  verify = 0;
  /** AH=33h's Ctrl-Break checking (oracle D21: off at start), which getcbrk and setcbrk read and set too. */
  breakCheck = 0;
  /** AH=4Eh's searches, by the number DOS keeps in the DTA (a word: the 65 536th search takes the first's). */
  private readonly searches = new Map<number, { entries: DosFile[]; at: number; dots?: boolean }>();
  private nextSearch = 0;
  /** AH=58h's allocation strategy and UMB link (oracle DI1: 0 and 0 at start). */
  private fit = 0;
  private umbLink = 0;
  /** Ends the program with an exit status as DOS does, the library's buffers and atexit's functions left (library.ts: keep's end). */
  terminate: (status: number) => never = () => {
    throw new Error('INT 21h: the program cannot end here');
  };
  /** The current drive (AH=19h/0Eh): getdisk's and setdisk's (library.ts). */
  disk = { get: (): number => DRIVE_C - 1, set: (d: number): void => void d };
  /** The interrupt vectors as far addresses (AH=35h/25h): the library's getvect and setvect (library.ts). */
  vector = { get: (n: number): number => machine().vectors.address(n), set: (n: number, p: number): void => void [n, p] };

  /** The FCB functions (library-fcb.ts). */
  private readonly fcb = new FcbFunctions({
    byte: (seg, off) => this.byte(seg, off),
    put: (seg, off, v) => this.put(seg, off, v),
    dta: () => this.dta,
    dos: (fn) => this.dos(fn),
  });

  constructor(
    private readonly far: FarMemory,
    private readonly out: (text: string) => void,
  ) {}

  /** The disk transfer address (AH=1Ah/2Fh): PSP:0080 at start (oracle DX), kept in DOS's data below the PSP (runtime/tc/dos-low.ts). */
  private get dta(): number {
    return this.far.dos.dta;
  }
  private set dta(p: number) {
    this.far.dos.dta = p;
  }

  private byte(seg: number, off: number): number {
    return this.far.loadNow(((seg << 16) | (off & 0xffff)) >>> 0, 'u8');
  }

  private put(seg: number, off: number, v: number): void {
    this.far.storeNow(((seg << 16) | (off & 0xffff)) >>> 0, 'u8', v & 0xff);
  }

  /** The ASCIIZ (or `end`-terminated) string at seg:off. */
  text(seg: number, off: number, end = 0): string {
    let s = '';
    for (let i = 0; i < 0x10000; i++) {
      const c = this.byte(seg, off + i);
      if (c === end) return s;
      s += String.fromCharCode(c);
    }
    throw new Error(`INT 21h: the string at ${seg.toString(16)}:${off.toString(16)} has no end`);
  }

  /**
   * A call of the machine's DOS as DOS makes it: the library's errno and _doserrno as they were
   * (DOS sets neither), and a failure as the DOS error code (which may be 0: a call that fails with
   * DOS's last error after AH=5Ah cleared it, probe QE1), null when it worked.
   */
  private dos(fn: () => number): { value: number; error: number | null } {
    const saved = errnoH.errnoState();
    const value = fn();
    const error = value === -1 && errnoH.errnoSets() !== saved.sets ? errnoH._doserrno() : null;
    errnoH.restoreErrno(saved);
    return { value, error };
  }

  /** Give the result of a DOS call in AX (or the error with CF). */
  private result(r: DosRegs, call: { value: number; error: number | null }, ok: (v: number) => void = (v) => (r.ax = v & 0xffff)): void {
    if (call.error !== null) this.fail(r, call.error);
    else ok(call.value);
  }

  private fail(r: DosRegs, code: number): void {
    r.ax = code;
    r.flags |= CF;
    errnoH.noteDosError(code);
  }

  /**
   * call(), and for AH=2Ch read again with nothing but polls between, the wait of a loop spinning
   * until the time changes: DOSBox's time comes from the tick count (its hundredths move only at a
   * tick: probe TM2, 3 changes seen in 3 ticks), so time passes at once to the next interrupt and
   * the read is the pass that sees the new time, as INT 1Ah's (library.ts tickRead).
   */
  callPolled(r: DosRegs): Blocking<void> {
    if (r.ax === EXEC_RUN && isInterpreter(this.text(r.ds, r.dx))) return this.runInterpreter(r);
    if (KEY_CALLS.has(r.ax >> 8)) {
      r.flags = FLAGS | (r.flags & CF); // the caller's carry kept (see call)
      return this.keys(r, r.ax >> 8);
    }
    this.call(r);
    if (r.ax >> 8 !== GET_TIME) return done();
    // (runningMachine: machine() would count as a library call between the polls)
    const m = runningMachine()!, before = m.now, wait = m.idleRead(`time ${r.cx} ${r.dx}`);
    const again = (): Blocking<void> => (m.now === before ? done() : done(this.call(r)));
    return isDone(wait) ? again() : resumeAfter(wait, again);
  }

  /**
   * DOS's keyboard functions as DOSBox 0.74 runs them on CON (oracle DK1, test/fixtures/dos-screen:
   * getch's reads, an extended key 0, then its scan code on the next read), echoes through STDOUT
   * as AH=02h writes (colour 15 after initgraph: DK2), but 01h's:
   * - 01h: AL the character, echoed by CON as a line read's echo (colour 7 after initgraph: DK2;
   *   an extended key's 00h a cell of its own: DK1); 07h, 08h: AL the character, no echo (no Ctrl-C here: Ctrl-C
   *   is a key like the others);
   * - 06h: DL FFh reads without waiting, AL 0 and ZF set when no key waits, else AL the key and ZF
   *   clear; any other DL is written, AL = DL;
   * - 0Ah: the line into DS:DX's buffer (byte 0 its size with the CR, byte 1 the count DOS puts,
   *   then the characters and CR, AL kept), each echoed; Backspace takes one back with "\b \b";
   *   a full line takes no more but Enter (a key more hung DOSBox 0.74 in DK1's run: dropped
   *   here, as cgets drops it); a size of 0 reads nothing;
   * - 0Bh: AL FFh when a key waits, else 0 (kbhit's poll: a waiting loop is idle-skipped);
   * - 0Ch: the keys typed ahead dropped, then AL's function when it is 01h, 06h, 07h, 08h or 0Ah,
   *   else AL 0.
   */
  private *keys(r: DosRegs, ah: number): Blocking<void> {
    const setAl = (v: number): void => void (r.ax = (r.ax & 0xff00) | (v & 0xff));
    const m = machine(), dl = r.dx & 0xff;
    switch (ah) {
      case 0x01: {
        const c = yield* readCon(m);
        setAl(c);
        // CON's own echo, the BIOS teletype's in colour 7 after initgraph (DK2), not STDOUT's; a
        // file read echoes nothing (DR1)
        if (!io.stdinRedirected()) textConsole(m.vga).print(String.fromCharCode(c), DOS_ECHO_COLOUR);
        return;
      }
      case 0x07: case 0x08: return setAl(yield* readCon(m));
      case 0x06:
        if (dl !== 0xff) {
          this.out(String.fromCharCode(dl));
          return setAl(dl);
        }
        if ((yield* kbhit()) === 0) {
          r.flags |= ZF;
          return setAl(0);
        }
        return setAl(yield* readCon(m));
      case 0x0a: return yield* this.line(r);
      case 0x0b: return setAl((yield* kbhit()) === 0 ? 0 : 0xff);
      case 0x0c: {
        // DOSBox 0.74 empties a redirected stdin while it has a character to give, which a file
        // always has: the call never returns (oracle DR4)
        if (io.stdinRedirected()) return yield* forever(m);
        flushCon(m);
        const fn = r.ax & 0xff;
        if (!KEY_CALLS.has(fn) || fn === 0x0b || fn === 0x0c) return setAl(0);
        return yield* this.keys(r, fn);
      }
    }
  }

  /** AH=0Ah: see keys. */
  private *line(r: DosRegs): Blocking<void> {
    const size = this.byte(r.ds, r.dx);
    if (size === 0) return;
    const m = machine();
    if (io.stdinRedirected()) return yield* this.fileLine(r, size, m);
    let n = 0;
    for (;;) {
      const c = yield* readCon(m);
      if (c === 0x08) {
        if (n > 0) {
          this.out('\b \b');
          n--;
        }
        continue;
      }
      if (n === size - 1 && c !== 0x0d) continue; // the line is full (DOS beeps)
      this.out(String.fromCharCode(c));
      this.put(r.ds, r.dx + 2 + n, c);
      if (c === 0x0d) break;
      n++;
    }
    this.put(r.ds, r.dx + 1, n);
  }

  /** The byte AH=0Ah last read from a redirected stdin (see fileLine); none yet: not a CR. */
  private lineLast = 0;

  /**
   * AH=0Ah with stdin redirected from a file, as DOSBox 0.74 reads it (oracle DR1, DR2, DR3, DR5):
   * byte by byte from the file, an LF stored like any other byte, Backspace taking one back
   * ("\b \b" echoed; none to take: skipped), each byte stored echoed to STDOUT, CR ending the
   * line; at the file's end each read gives the byte AH=0Ah read last again, so the call returns
   * only when that was a CR (DR2: count 0). A byte past the line's room (size − 1) never returns
   * (DR5), nor does a Backspace repeated at the end with nothing left to take.
   */
  private *fileLine(r: DosRegs, size: number, m: Machine): Blocking<void> {
    let n = 0;
    for (;;) {
      const b = io.stdinByte(), atEnd = b < 0;
      if (!atEnd) this.lineLast = b;
      const c = this.lineLast;
      if (c === 0x08) {
        if (n > 0) {
          this.out('\b \b');
          n--;
        } else if (atEnd) return yield* forever(m);
        continue;
      }
      if (n === size - 1 && c !== 0x0d) return yield* forever(m);
      this.out(String.fromCharCode(c));
      this.put(r.ds, r.dx + 2 + n, c);
      if (c === 0x0d) break;
      n++;
    }
    this.put(r.ds, r.dx + 1, n);
  }

  /**
   * One INT 21h on `r`. DOSBox 0.74 sets or clears the carry only in the functions that report an
   * error with it (CARRY_FUNCTIONS); the others give the caller's carry back (pcgen3: through
   * int86, which enters with it set, 06h, 19h, 2Ah, 30h, 33h, 37h … come back with CF).
   */
  call(r: DosRegs): void {
    const carry = r.flags & CF;
    this.ownCarry = false;
    this.serve(r);
    if (carry && !CARRY_FUNCTIONS.has(this.lastAh) && !this.ownCarry) r.flags |= CF;
  }

  /** serve() cleared the carry itself in a function that otherwise gives the caller's back (AH=60h, 63h AL=00h: probe IS1). */
  private ownCarry = false;

  /** AH of the call serve() last answered (AX may have changed since). */
  private lastAh = 0;

  private serve(r: DosRegs): void {
    const ah = r.ax >> 8, al = r.ax & 0xff;
    this.lastAh = ah;
    r.flags = FLAGS;
    const path = (): string => this.text(r.ds, r.dx);
    switch (ah) {
      case 0x02: this.out(String.fromCharCode(r.dx & 0xff)); r.ax = (r.ax & 0xff00) | (r.dx & 0xff); return;
      case 0x09: this.out(this.text(r.ds, r.dx, 0x24)); r.ax = (r.ax & 0xff00) | 0x24; return;
      case 0x19: r.ax = (r.ax & 0xff00) | this.disk.get(); return;
      case 0x1a: this.dta = ((r.ds << 16) | r.dx) >>> 0; return;
      case 0x2f: r.es = this.dta >>> 16; r.bx = this.dta & 0xffff; return;
      case 0x2a: {
        const d = dosDate(machine());
        const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
        r.cx = d.year; r.dx = (d.month << 8) | d.day; r.ax = (r.ax & 0xff00) | weekday;
        return;
      }
      case 0x2c: {
        const t = dos.newTime();
        dos.gettime(t);
        r.cx = (t.ti_hour << 8) | t.ti_min; r.dx = (t.ti_sec << 8) | t.ti_hund; r.ax &= 0xff00;
        return;
      }
      case 0x2e: this.verify = al & 1; return;
      case 0x54: r.ax = (r.ax & 0xff00) | this.verify; return;
      // DOS 5.0 (oracle DX); BH FFh for AL=00h, 10h for AL=01h (DOS in the HMA: D21), as it was for any other, BL 0 (pcgen3 PD00031)
      case 0x30: r.ax = 0x0005; r.bx = (al === 0 ? 0xff00 : al === 1 ? 0x1000 : r.bx & 0xff00); r.cx = 0; return;
      case 0x33: return this.breakFlag(r, al);
      // DOS's data below the PSP (runtime/tc/dos-low.ts; oracle D21): the InDOS flag (0 while the
      // program runs), the list of lists, the current PSP; AX kept
      case 0x34: r.es = DOS_SDA_SEGMENT; r.bx = 1; return;
      case 0x52: r.es = DOS_INFO_SEGMENT; r.bx = DOS_LIST_OF_LISTS; return;
      case 0x50: this.far.dos.psp = r.bx; return;
      case 0x51: case 0x62: r.bx = this.far.dos.psp; return;
      case 0x4b: return this.exec(r, al, path());
      case 0x4d: r.ax = 0; return; // no child ran: its return code 0 (D21)
      // DOS ends the program there: no stream's buffer written, no atexit function called (oracle
      // XT1; AH=31h is keep's own call: libcheck EX6); resident or not, nothing runs after it here
      case 0x4c: case 0x31: return this.terminate(al);
      case 0x0d: case 0x67: case 0x68: return; // disk reset, handle count, commit: nothing to do, AX kept (D21)
      // AL the drives DOSBox has, 26 (D21); the drive made current as setdisk makes it (A:, B:, C:, Z:)
      case 0x0e: this.disk.set(r.dx & 0xff); r.ax = (r.ax & 0xff00) | 0x1a; return;
      // 2Bh keeps a date DOSBox 0.74 takes, AL 0, else AL FFh (pcgen3); 2Dh checks the time and
      // keeps nothing: DOSBox's time stays the host's (pcgen3 PD00002: 2Ch read the host's hour after it)
      case 0x2b: r.ax = (r.ax & 0xff00) | (setDosDate(machine(), { year: r.cx, month: r.dx >> 8, day: r.dx & 0xff }) ? 0 : 0xff); return;
      case 0x2d: r.ax = (r.ax & 0xff00) | (r.cx >> 8 > 23 || (r.cx & 0xff) > 59 || r.dx >> 8 > 59 || (r.dx & 0xff) > 99 ? 0xff : 0); return;
      case 0x29: {
        const p = this.parse(r.si, r.di, al);
        r.si = (r.si + p.stop) & 0xffff;
        r.ax = (r.ax & 0xff00) | (!p.ok ? 0xff : p.wild ? 1 : 0);
        return;
      }
      case 0x45: return this.result(r, this.dos(() => io.dup(r.bx)));
      case 0x46: return this.result(r, this.dos(() => io.dup2(r.bx, r.cx)), () => (r.ax = r.cx)); // AX the new handle (pcgen3 PD00061)
      case 0x56: return this.result(r, this.dos(() => stdio.rename(path(), this.text(r.es, r.di))), () => undefined);
      case 0x57: return this.fileTime(r, al);
      case 0x5a: {
        const dirName = path();
        const made = this.dos(() => {
          const t = io.creattemp(dirName);
          if (t.fd >= 0) [...t.name, '\0'].forEach((c, i) => this.put(r.ds, r.dx + i, c.charCodeAt(0)));
          return t.fd;
        });
        return this.result(r, made);
      }
      case 0x5b: return this.result(r, this.dos(() => io.creat(path(), (r.cx & 1) !== 0, true, false, (r.cx & 0x10) !== 0)));
      case 0x5d:
        // AL=06h: DS:SI the swappable data area (CX its size 80h, DX 1Ah); any other AL nothing,
        // 0Ah (set the extended error) too: DOSBox keeps its own (D21, probe IS1: AL=00h, 0Bh)
        if (al === 6) [r.ds, r.si, r.cx, r.dx] = [DOS_SDA_SEGMENT, 0, 0x80, 0x1a];
        return;
      case 0x65: return this.countryInfo(r, al);
      case 0x66:
        if (al === 1) r.bx = r.dx = CODE_PAGE;
        return; // AL=02h: DOSBox keeps 437 (D21); another AL nothing (probe IS1: 00h, 03h)
      case 0x36: {
        // DOSBox's Z: too: 127 sectors a cluster, none free, 4081h clusters (pcgen3 PD00012: DL 1Ah)
        if ((r.dx & 0xff) === DOSBOX_Z) { r.ax = DISK.sectorsPerCluster; r.bx = 0; r.cx = DISK.bytesPerSector; r.dx = Z_CLUSTERS; return; }
        // a drive DOSBox lacks: AX FFFFh, and "invalid drive" DOS's last error (probe QE1: AH=59h 15)
        if ((r.dx & 0xff) !== 0 && (r.dx & 0xff) !== DRIVE_C) { r.ax = 0xffff; errnoH.noteDosError(INVALID_DRIVE); return; }
        r.ax = DISK.sectorsPerCluster; r.bx = DISK.freeClusters; r.cx = DISK.bytesPerSector; r.dx = DISK.clusters;
        return;
      }
      case 0x37:
        // AL=0: DL the switch character, AL 0; AL=1: DOSBox keeps '/' (oracle DX), AL 0 (pcgen3)
        if (al === 0) r.dx = (r.dx & 0xff00) | SWITCH_CHAR;
        if (al <= 1) r.ax &= 0xff00;
        return;
      case 0x38:
        // another code fails, AX 2 and CF, and DOSBox keeps its last error (AH=59h: pcgen3 PD00032,
        // PD00207, PD00217 still 12h after country(255, …))
        if (al !== 0) return void ((r.ax = 2), (r.flags |= CF));
        COUNTRY.forEach((v, i) => this.put(r.ds, r.dx + i, v)); // co_fill stays as it was (oracle DX)
        r.ax = r.bx = COUNTRY_US; // AX too (probe QE1: AX 0001h)
        return;
      case 0x39: return this.result(r, this.dos(() => dir.dosCall(() => (directories.mkdir(driveOf(machine()), path()), 0))), () => undefined);
      case 0x3a: return this.result(r, this.dos(() => dir.dosCall(() => (directories.rmdir(driveOf(machine()), path()), 0))), () => undefined);
      case 0x3b: return this.result(r, this.dos(() => dir.dosCall(() => (directories.chdir(driveOf(machine()), path()), 0))), () => undefined);
      case 0x3c: return this.result(r, this.dos(() => io.creat(path(), (r.cx & 1) !== 0, false, false, (r.cx & 0x10) !== 0)));
      case 0x3d: return this.result(r, this.dos(() => this.openFile(path(), al)));
      case 0x6c: return this.extendedOpen(r, this.text(r.ds, r.si));
      case 0x3e: return this.result(r, this.dos(() => io.close(r.bx)), () => undefined);
      case 0x3f: {
        let got: Uint8Array | null = null;
        this.result(r, this.dos(() => {
          const v = io.read(r.bx, r.cx, true);
          if (typeof v === 'number') return v;
          got = v;
          return v.length;
        }));
        if (got) (got as Uint8Array).forEach((v, i) => this.put(r.ds, r.dx + i, v));
        return;
      }
      case 0x40: {
        const bytes = Uint8Array.from({ length: r.cx }, (_, i) => this.byte(r.ds, r.dx + i));
        return this.result(r, this.dos(() => io.write(r.bx, bytes, true)));
      }
      case 0x41: return this.result(r, this.dos(() => io.unlink(path())), () => undefined);
      case 0x42: {
        const offset = ((r.cx << 16) | r.dx) | 0;
        return this.result(r, this.dos(() => io.lseek(r.bx, offset, al)), (v) => {
          r.dx = v >>> 16;
          r.ax = v & 0xffff;
        });
      }
      case 0x44: {
        const x = this.dos(() => {
          try {
            const v = io.ioctl(r.bx, al, r.bx, r.dx, conKeyWaiting(machine()));
            r.dx = v.dx;
            return v.ax;
          } catch (e) {
            if (e instanceof DosError) return errnoH.dosFailed(e.code);
            throw e;
          }
        });
        return this.result(r, x);
      }
      case 0x0f: case 0x10: case 0x11: case 0x12: case 0x13: case 0x14: case 0x15: case 0x16: case 0x17:
      case 0x21: case 0x22: case 0x23: case 0x24: case 0x27: case 0x28:
        return this.fcb.call(r, ah);
      // DOSBox's 43h: AL 0 gives the attributes in CX and AX, AL 1 sets them and leaves AX 0202h and
      // CX as they were, any other AL is error 1 before the file is looked at (oracle AT1)
      case 0x43:
        // (DOS's last error stays: probe QE1, AH=59h after AX=4305h)
        if (al > 1) return void ((r.ax = 1), (r.flags |= CF));
        // (io.chmodAttributes: nothing is kept, and a missing file's AX is DOS's last error: pcgen3 PD00002 12h, PD00106 6)
        return this.result(r, this.dos(() => io.chmodAttributes(path(), al, r.cx)), (v) => {
          if (al === 0) r.cx = r.ax = v & 0xffff;
          else r.ax = 0x0202;
        });
      case 0x47: {
        // the default drive, C: and DOSBox's Z: (pcgen3 PD00008: DL 1Ah, its root)
        if ((r.dx & 0xff) !== 0 && (r.dx & 0xff) !== DRIVE_C && (r.dx & 0xff) !== DOSBOX_Z) return this.fail(r, 15);
        [...((r.dx & 0xff) === DOSBOX_Z || ((r.dx & 0xff) === 0 && this.disk.get() === DOSBOX_Z - 1) ? '' : driveOf(machine()).cwd), '\0'].forEach((c, i) => this.put(r.ds, r.si + i, c.charCodeAt(0)));
        r.ax = 0x0100;
        return;
      }
      case 0x48: {
        const a = memory().allocmem(r.bx, this.fit, this.umbLink === 1);
        if (a.seg === undefined) { r.bx = a.result; return this.fail(r, 8); }
        r.ax = a.seg;
        return;
      }
      case 0x49: return memory().freemem(r.es) === 0 ? undefined : this.fail(r, 9);
      case 0x4a: {
        const v = memory().setblock(r.es, r.bx);
        // 8, or 7 for a segment with no MCB (its BX kept; probe QM1)
        if (v !== -1) { r.bx = v & 0xffff; this.fail(r, errnoH.lastDosError()); } else r.ax = r.es; // AX the block's segment (probe UMB1)
        return;
      }
      case 0x35: r.es = this.vector.get(al) >>> 16; r.bx = this.vector.get(al) & 0xffff; return; // AX kept (oracle DI1)
      case 0x25: this.vector.set(al, ((r.ds << 16) | r.dx) >>> 0); return;
      case 0x1b: case 0x1c: {
        // the default drive's (or DL's) allocation: AL sectors a cluster, CX bytes a sector, DX
        // clusters, DS:BX the media byte in DOSBox's table (oracle DI1: 7Fh, 0200h, 3FFFh, C801:0004 → F8h)
        if (ah === 0x1c && (r.dx & 0xff) !== 0 && (r.dx & 0xff) !== DRIVE_C) { r.ax = (r.ax & 0xff00) | 0xff; return; }
        r.ax = (r.ax & 0xff00) | DISK.sectorsPerCluster; r.cx = DISK.bytesPerSector; r.dx = DISK.clusters;
        r.ds = MEDIA_ID_TABLE >>> 16; r.bx = (MEDIA_ID_TABLE & 0xffff) + 2 * (DRIVE_C - 1);
        return;
      }
      case 0x58: return this.strategy(r, al);
      case 0x4e: return this.findFirst(r, path());
      case 0x4f: return this.findNext(r);
      case 0x1f: case 0x32: {
        // AL 0, DS:BX the drive's parameter block (BX the drive, 0 for A:) for C: and Z:, AL FFh for
        // a drive DOSBox lacks; DL 0 (32h) or AH=1Fh the current drive (probe IS1)
        const drive = ah === 0x1f || (r.dx & 0xff) === 0 ? this.disk.get() : (r.dx & 0xff) - 1;
        if (drive + 1 !== DRIVE_C && drive + 1 !== DOSBOX_Z) return void (r.ax = (r.ax & 0xff00) | 0xff);
        [r.ax, r.bx, r.ds] = [r.ax & 0xff00, drive, DPB_SEGMENT];
        return;
      }
      case 0x60: return this.trueName(r);
      case 0x63:
        // AL=00h: the table, carry clear; another AL: AL FFh, the caller's carry (probe IS1)
        if (al !== 0) return void (r.ax |= 0xff);
        [r.ax, r.ds, r.si] = [r.ax & 0xff00, DBCS_TABLE >>> 16, DBCS_TABLE & 0xffff];
        this.ownCarry = true;
        return;
      case 0x69: // AL=00h (get the serial number): nothing written, the carry set, every register kept (IS1; AL=01h ends DOSBox's session)
        if (al !== 0) break;
        r.flags |= CF;
        return;
      case 0x59: {
        const e = errnoH.lastDosError();
        r.ax = e;
        r.bx = ((e === 2 || e === 3 ? 8 : 0) << 8) | 1;
        r.cx &= 0x00ff;
        return;
      }
    }
    const report = REPORTS[ah];
    if (report) {
      r.ax = (r.ax & report[0]) | report[1];
      if (report[2]) r.flags |= CF;
      if (ah === LOCK) errnoH.noteDosError(1); // 5Ch's error 1 is DOS's last one too (probe QE1)
      return;
    }
    if (!DOSBOX_FUNCTIONS.has(ah)) {
      r.ax &= 0xff00; // a function DOSBox 0.74 does not have: AL 0, the rest as it was (pcgen3: 18h, 1Dh, 61h, 6Bh, 72h …)
      return;
    }
    throw new Error(`INT 21h AH=${ah.toString(16).toUpperCase().padStart(2, '0')}h${ah === 0x33 || ah === 0x69 ? ` AL=${al.toString(16).toUpperCase().padStart(2, '0')}h` : ''} is not modelled`);
  }

  /**
   * DOSBox 0.74's DOS_OpenFile (AH=3Dh, 6Ch) with AL the access code: one its drive does not take
   * (the low nibble past 2) fails once the name is found, error 5 when AL & 3 asks writing, else 2;
   * a device opens (pcgen3 PD00020, PD00058, PD00227, PD00521: AL=3 of a file there 5, of none 2 or
   * 3; probe XO1: 3D04h of a file there 2, 3D05h–3D07h 5, and 6Ch's BX the same).
   */
  private openFile(name: string, al: number): number {
    const bad = (al & 0xf) > 2;
    const fd = io.open(name, (bad ? io.O_RDONLY : [io.O_RDONLY, io.O_WRONLY, io.O_RDWR][al & 3]!) | io.O_BINARY);
    if (!bad || fd < 0 || io.openedDevice(fd)) return fd;
    io.close(fd);
    return errnoH.dosFailed(al & 3 ? 5 : 2);
  }

  /**
   * AH=6Ch (extended open or create) as DOSBox 0.74 does it (probe XO1): DX the action — 0, a low
   * nibble past 2 or a high one past 1 is error 1 (DX's high byte is not looked at); the file opened
   * with BL's access code (openFile), then by the low nibble: 0 fails with error 50h (the handle
   * the open took stays taken), 1 keeps it open (CX 1), 2 makes it empty (CX 3); a file that does
   * not open is made when the high nibble is 1 (CX 2; the open's error stays DOS's last one), else
   * that error. CX's attribute is not kept (the file is a plain one). AX the handle.
   */
  private extendedOpen(r: DosRegs, name: string): void {
    const action = r.dx;
    if (action === 0 || (action & 0x0f) > 2 || (action & 0xf0) > 0x10) return this.fail(r, 1);
    let status = 0;
    const call = this.dos(() => {
      const fd = this.openFile(name, r.bx & 0xff);
      if (fd >= 0) {
        if ((action & 0x0f) === 0) return errnoH.dosFailed(0x50);
        status = (action & 0x0f) === 1 ? 1 : 3;
        if (status === 1 || io.openedDevice(fd)) return fd; // a device made again is the device (NUL: CX 3)
        io.close(fd);
        return io.creat(name, false);
      }
      if ((action & 0xf0) === 0) return -1;
      status = 2;
      return io.creat(name, false);
    });
    this.result(r, call, (fd) => ([r.ax, r.cx] = [fd, status]));
  }

  /**
   * AH=57h as DOSBox 0.74 answers: AL=00h the stamp of the handle's file in CX and DX (a handle
   * not open: CF with AX kept, so TC reads 5700h as an error: pcgen3 PD00002, errno EINVAL), AL=01h
   * success whatever the handle, nothing kept (oracle P5); another AL nothing at all.
   */
  private fileTime(r: DosRegs, al: number): void {
    if (al === 1) return;
    if (al !== 0) return;
    let f: DosFile | undefined;
    try {
      f = driveOf(machine()).stat(io.handleName(r.bx));
    } catch (e) {
      if (!(e instanceof DosError)) throw e;
    }
    if (!f) {
      r.flags |= CF;
      errnoH.noteDosError(6);
      return;
    }
    r.cx = f.time;
    r.dx = f.date;
  }

  /**
   * AH=33h as DOSBox 0.74 answers (oracle D21): AL=00h DL the Ctrl-Break flag, 01h sets it from DL,
   * 02h both (DL the old one), 05h the boot drive C: (DL 3), 06h the true version (BX 0005h, DX
   * 1000h: DOS 5.0 in the HMA); AX kept. (AL=07h ends DOSBox's session.)
   */
  private breakFlag(r: DosRegs, al: number): void {
    const old = this.breakCheck;
    if (al === 1 || al === 2) this.breakCheck = (r.dx & 0xff) !== 0 ? 1 : 0;
    if (al === 0 || al === 2) r.dx = (r.dx & 0xff00) | old;
    else if (al === 5) r.dx = (r.dx & 0xff00) | 3;
    else if (al === 6) [r.bx, r.dx] = [0x0005, 0x1000];
    else if (al !== 1 && al !== 3 && al !== 4) throw new Error(`INT 21h AH=33h AL=${al.toString(16).toUpperCase().padStart(2, '0')}h is not modelled`);
  }

  /**
   * AH=4Bh (exec) as DOSBox 0.74 fails it (oracle XC1): AL other than 00h, 01h and 03h is error 0Bh
   * before the name is looked at; a file that is not there error 2 (a missing folder too; DOS adds
   * no extension: probe XE1's "Z:\COMMAND"), the registers but AX kept. AX=4B00h of DOSBox's
   * COMMAND.COM runs (callPolled); any other program that is there would run: the machine runs
   * one program, and stops.
   */
  private exec(r: DosRegs, al: number, name: string): void {
    if (al !== 0 && al !== 1 && al !== 3) return this.fail(r, 0x0b);
    if (!isInterpreter(name) && io.access(name, 0) !== 0) return this.fail(r, 2);
    throw new Error(`INT 21h AX=${r.ax.toString(16).toUpperCase().padStart(4, '0')}h: running ${name} is not modelled (the machine runs one program, the compiled one, and DOSBox's COMMAND.COM with AL=00h)`);
  }

  /**
   * AX=4B00h of Z:\COMMAND.COM: the interpreter (runtime/tc/command.ts) runs the command tail the
   * parameter block at ES:BX points at (a count byte, the text, CR) in the environment it names
   * (its segment, or 0 for the program's own), then AX and every other register are as they were,
   * the carry clear, and AH=4Dh gives 0 (probe XE1).
   */
  private *runInterpreter(r: DosRegs): Blocking<void> {
    const word = (off: number): number => this.byte(r.es, r.bx + off) | (this.byte(r.es, r.bx + off + 1) << 8);
    const envSeg = word(0), tailOff = word(2), tailSeg = word(4);
    const tail = Array.from({ length: this.byte(tailSeg, tailOff) }, (_, i) => String.fromCharCode(this.byte(tailSeg, tailOff + 1 + i))).join('');
    const environ: string[] = [];
    if (envSeg === 0) environ.push(...this.environ());
    else for (let at = 0, s: string; (s = this.text(envSeg, at)) !== ''; at += s.length + 1) environ.push(s);
    yield* interpreter(tail, environ);
    r.flags = FLAGS;
  }

  /** The program's environment now (the interpreter's when exec's block names none): library.ts's. */
  environ: () => string[] = () => [];

  /**
   * AH=65h as DOSBox 0.74 answers (oracle D21): AL=01h the extended country information at ES:DI
   * (41 bytes, CX 41: its id, size 38, country 1, code page 437, AH=38h's table; CX below 41 fails
   * with CF and AX kept), AL=02h and 04h–07h the table's id and DOSBox's far pointer to it (CX 5), AL=20h
   * DL upper-cased. (Other functions end DOSBox's session.)
   */
  private countryInfo(r: DosRegs, al: number): void {
    const out = (bytes: readonly number[]): void => bytes.forEach((v, i) => this.put(r.es, r.di + i, v));
    const table = COUNTRY_TABLES[al];
    // AL up to 07h with CX under 5: CF, AX kept and "invalid function" DOS's last error (probe QE1: AX=6501h, CX 1)
    if (al <= 7 && r.cx < 5) return void ((r.flags |= CF), errnoH.noteDosError(1));
    if (al === 1) {
      if (r.cx < 41) return void (r.flags |= CF);
      out([1, 38, 0, COUNTRY_US, 0, CODE_PAGE & 0xff, CODE_PAGE >> 8, ...COUNTRY, ...new Array<number>(10).fill(0)]);
      r.cx = 41;
    } else if (table !== undefined) {
      out([al, table & 0xff, (table >> 8) & 0xff, (table >> 16) & 0xff, table >>> 24]);
      r.cx = 5;
    } else if (al === 0x20) {
      const c = r.dx & 0xff;
      if (c >= 0x61 && c <= 0x7a) r.dx -= 0x20;
    } else throw new Error(`INT 21h AH=65h AL=${al.toString(16).toUpperCase().padStart(2, '0')}h is not modelled`);
  }

  /**
   * AH=4Eh: DOS's search record (library-dir.ts searchRecord) into the DTA, the search's number at
   * DTA+13, then the first match as AH=4Fh gives it. Where the pattern names a missing folder, the
   * DOS error.
   */
  private findFirst(r: DosRegs, pattern: string): void {
    const id = this.nextSearch;
    // DOSBox's DOS_FindFirst: an empty name fails as DOS_MakeName does, the DTA untouched; any
    // other sets the search record up before the drive looks, so a missing folder leaves its
    // drive byte (pcgen3 PD00046: "" is error 2, DTA+0 EEh; PD00043: "QNO\\*.*" error 3, DTA+0 02h)
    if (pattern === '') return this.fail(r, 2);
    if (pattern.endsWith('\\') && !(r.cx === dir.FA_LABEL && /^[A-Za-z]:\\$/.test(pattern))) return this.fail(r, 0x12); // (PD00254: "QD\\" is 12h, the DTA untouched)
    const seg = this.dta >>> 16, off = this.dta & 0xffff;
    searchRecord(pattern, r.cx).forEach((v, i) => this.put(seg, off + i, v));
    // "." and "..": the folder itself, whose name the record's pattern is not (dir.ts matchFiles)
    const dots = /(^|[\\/:])\.\.?$/.test(pattern);
    const call = this.dos(() => dir.dosCall(() => (this.searches.set(id, { entries: dir.matchFiles(pattern, r.cx), at: 0, dots }), 0)));
    if (call.error !== null) return this.fail(r, call.error);
    this.nextSearch = (id + 1) & 0xffff;
    this.put(seg, off + 13, id);
    this.put(seg, off + 14, id >> 8);
    this.findNext(r);
  }

  /**
   * AH=4Fh as DOSBox 0.74 does it (oracle FF1): the search the DTA's number names, its next entry
   * that the DTA's pattern matches, into the DTA (attribute, time, date, size, name), AX 0; none,
   * or a number or pattern the program changed, error 12h (no more files) with the DTA as it was.
   */
  private findNext(r: DosRegs): void {
    const seg = this.dta >>> 16, off = this.dta & 0xffff;
    const s = this.searches.get(this.byte(seg, off + 13) | (this.byte(seg, off + 14) << 8));
    const pattern = Array.from({ length: 11 }, (_, i) => this.byte(seg, off + 1 + i));
    while (s && s.at < s.entries.length) {
      const f = s.entries[s.at++]!;
      if (f.attr !== dir.FA_LABEL && !s.dots && !recordMatches(pattern, f.name)) continue; // the volume label whatever the pattern (dir.ts matchFiles)
      const size = dir.foundSize(f), fields = [f.attr, f.time, f.time >> 8, f.date, f.date >> 8, size, size >> 8, size >> 16, size >>> 24];
      fields.forEach((v, i) => this.put(seg, off + 21 + i, v));
      [...f.name, '\0'].forEach((c, i) => this.put(seg, off + 30 + i, c.charCodeAt(0)));
      r.ax = 0;
      return;
    }
    this.fail(r, NO_MORE_FILES);
  }

  /**
   * AH=58h as DOSBox 0.74 answers (oracle DI1): AL=00h the allocation strategy in AX (0 at
   * start), AL=01h sets BL unless its fit (bits 0–2) is above 2 or bits 3–4 are set, AL=02h the
   * UMB link in AL (AH kept), AL=03h sets it from BX bit 0; setting leaves AX; anything else, or
   * a bad strategy, fails with error 1. AH=48h follows them (dos-memory.ts allocmem).
   */
  private strategy(r: DosRegs, al: number): void {
    if (al === 0) r.ax = this.fit;
    else if (al === 1 && (r.bx & 7) <= 2 && (r.bx & 0x18) === 0) this.fit = r.bx & 0xff;
    else if (al === 2) r.ax = (r.ax & 0xff00) | this.umbLink;
    else if (al === 3) this.umbLink = r.bx & 1;
    else [r.ax, r.flags] = [1, r.flags | CF]; // DOS's last error stays (probe QE1: AH=59h after AX=5807h)
  }

  /**
   * AH=60h: the full name of the path at DS:SI into ES:DI, upper-cased (probe IS1: "NOSUCH.TXT"
   * run from C:\IS1 gives "C:\IS1\NOSUCH.TXT"), AX kept, carry clear.
   */
  private trueName(r: DosRegs): void {
    const name = this.text(r.ds, r.si).toUpperCase(), cwd = driveOf(machine()).cwd;
    if (/^[A-Z]:|^\\|\.\.?(\\|$)/.test(name)) throw new Error(`INT 21h AH=60h of ${name}: only a name in the current folder is modelled`);
    const full = `C:\\${cwd === '' ? '' : `${cwd}\\`}${name}`;
    [...full, '\0'].forEach((c, i) => this.put(r.es, r.di + i, c.charCodeAt(0)));
    this.ownCarry = true;
  }

  /**
   * INT 21h AH=29h as DOSBox 0.74 parses a name into the FCB at `fcb` (oracle DX1's 69 names,
   * pcgen3's): one separator when `opt` bit 0 says so, then blanks; a drive (one that
   * is not there — DOSBox has C: and its own Z: — gives AL FFh and drive byte 0, the name still
   * parsed); "." alone as a name; a name of at most 8 characters and an extension of at most 3,
   * parsing stopping after them or after a `*` (which fills the rest with '?'). opt bits 1–3 keep
   * the FCB's drive, name or extension when the string has none — but a string whose name starts
   * with no valid character blanks the name whatever bit 2 says. Where parsing stopped, and
   * whether AL was not FFh.
   */
  parse(p: number, fcb: number, opt: number): { stop: number; ok: boolean; wild: boolean } {
    const s = this.text(DS_SEGMENT, p);
    const at = (i: number, v: number): void => this.put(DS_SEGMENT, fcb + i, v);
    // a blank ends a name as the others do (DOSBox's ILLEGAL set; pcgen3 PD00014, PD00031: "Q A.B" stops after the Q)
    const valid = (c: string | undefined): boolean => c !== undefined && c.charCodeAt(0) > 0x1f && !':.;,=+ \t/"[]<>|'.includes(c);
    const blanks = (): void => {
      while (s[i] === ' ' || s[i] === '\t') i++;
    };
    const fill = (start: number, width: number, from: number, c: number): void => {
      for (let n = from; n < width; n++) at(start + n, c);
    };
    let i = 0, ok = true, wild = false, drive = false, name = false, ext = false, noName = false;
    // one separator first when `opt` bit 0 says so, then the blanks (pcgen3 PD00014: " ;QA.TXT" stops after the blank)
    if (opt & 1 && s[i] !== undefined && ':.;,=+'.includes(s[i]!)) i++;
    blanks();
    // AL 1 for a '?' anywhere or a '*' in the name; a '*' in the extension is none (DOSBox's
    // FCB_Parsename; pcgen3 PD00101: "QAB.C*" AL 0)
    const field = (start: number, width: number): void => {
      let n = 0;
      while (n < width && valid(s[i])) {
        if (s[i] === '?') wild = true;
        if (s[i] === '*') {
          if (start === 1) wild = true;
          fill(start, width, n, 0x3f);
          i++;
          return;
        }
        at(start + n++, s.toUpperCase().charCodeAt(i++));
      }
      fill(start, width, n, 0x20);
    };
    const extension = (): void => {
      if (s[i] !== '.') return;
      i++;
      ext = true;
      field(9, 3);
    };
    if (s[i + 1] === ':' && valid(s[i])) {
      const d = s.toUpperCase().charCodeAt(i) - 64;
      ok = d === DRIVE_C || d === DOSBOX_Z;
      drive = true;
      at(0, ok ? d : 0);
      i += 2;
    }
    // "." alone is a name; a '.' before anything else starts the extension, so ".." is the first
    // '.' taken, no name and an empty extension (DOSBox's check for ".." never matches: pcgen3
    // PD00104, PD00207, PD00230: ".." stops after 1, the FCB's name and extension blank)
    if (s[i] === '.' && s[i + 1] === undefined) {
      for (let n = 0; n < 8; n++) at(1 + n, n < 1 ? 0x2e : 0x20);
      i++;
      name = true;
    } else if (s[i] === '.') extension();
    else if (valid(s[i])) {
      name = true;
      field(1, 8);
      extension();
    } else noName = true;
    if (!drive && !(opt & 2)) at(0, 0);
    if (!name && (noName || !(opt & 4))) fill(1, 8, 0, 0x20);
    if (!ext && !(opt & 8)) fill(9, 3, 0, 0x20);
    return { stop: i, ok, wild };
  }
}

function memory(): typeof mem {
  mem.startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
  return mem;
}

/** The dos.h calls over INT 21h. */
export function int21Bindings(D: DataSegment, dosCall: Int21): Record<(typeof INT21_NAMES)[number], Binding> {
  const dv = D.dv, b = D.bytes;
  const words = (p: number, n: number): number[] => {
    D.range('union REGS', p, 2 * n);
    return Array.from({ length: n }, (_, i) => dv.getUint16(p + 2 * i, true));
  };
  const regsIn = (p: number, seg: number): DosRegs => {
    const [ax, bx, cx, dx, si, di] = words(p, 6) as [number, number, number, number, number, number];
    const sr = seg === 0 ? [DS_SEGMENT, 0, 0, DS_SEGMENT] : words(seg, 4);
    return { ax, bx, cx, dx, si, di, es: sr[0]!, ds: sr[3]!, flags: 0 };
  };
  const regsOut = (p: number, seg: number, r: DosRegs): void => {
    D.range('union REGS', p, 16);
    [r.ax, r.bx, r.cx, r.dx, r.si, r.di, r.flags & CF, r.flags].forEach((v, i) => dv.setUint16(p + 2 * i, v, true));
    if (seg !== 0) {
      dv.setUint16(seg, r.es, true);
      dv.setUint16(seg + 6, r.ds, true);
    }
  };
  /** intdos/intdosx: a carry sets _doserrno and errno from AX (oracle DX: AX 2 → errno 2). */
  const intdos = (pin: number, pout: number, seg: number): Blocking<number> => {
    const r = regsIn(pin, seg), wait = dosCall.callPolled(r);
    const out = (): Blocking<number> => {
      regsOut(pout, seg, r);
      if (r.flags & CF) errnoH.dosFailed(r.ax, false); // TC's __IOerror: DOS's last error is what DOS noted (pcgen3 PD00002: 4301h's AX after a carry int86 kept)
      return done(r.ax);
    };
    return isDone(wait) ? out() : resumeAfter(wait, out);
  };
  const regs = (ah: number, dx: number, al: number): DosRegs => ({ ax: ((ah & 0xff) << 8) | (al & 0xff), bx: 0, cx: 0, dx: dx & 0xffff, si: 0, di: 0, ds: DS_SEGMENT, es: DS_SEGMENT, flags: 0 });
  const fatInfo = (drive: number, p: number): void => {
    D.range('struct fatinfo', p, 6);
    if (drive === DOSBOX_Z) {
      // DOSBox's Z: answers too: 127 sectors a cluster, media byte 0, 4081h clusters, 512 bytes (textgen14 LF00019: getfat(26))
      b[p] = DISK.sectorsPerCluster;
      b[p + 1] = 0;
      dv.setInt16(p + 2, Z_CLUSTERS, true);
      dv.setInt16(p + 4, DISK.bytesPerSector, true);
      return;
    }
    if (drive !== 0 && drive !== DRIVE_C) {
      // AL FFh: no such drive. GETFAT stores AX, DX and CX all the same, AH the byte at DS:BX
      // (its `mov ah,[bx]`), DL the drive it loaded, the rest what the caller's code left (probe
      // KL1: after fprintf's field, FBh at DS:FFFEh, a drive of 1 clusters, 0 bytes a sector)
      b[p] = 0xff;
      const left = D.registersAtCall;
      if (left === null) return;
      b[p + 1] = b[left.bx]!;
      dv.setUint16(p + 2, (left.dx & 0xff00) | drive, true);
      dv.setUint16(p + 4, left.cx, true);
      return;
    }
    b[p] = DISK.sectorsPerCluster;
    b[p + 1] = DISK.media;
    dv.setInt16(p + 2, DISK.clusters, true);
    dv.setInt16(p + 4, DISK.bytesPerSector, true);
  };
  let critical = 0, inCritical = 0, onBreak = 0;
  /**
   * TC's INT 24h entry, which harderr installs: the handler gets DI, AX, BP and SI as they were,
   * and what it returns (or hardresume's value) goes back to DOS in AL (oracle-pc-v4 `crit`).
   */
  const criticalEntry: InterruptHandler = (r) => {
    if (!r) return;
    let al: number;
    inCritical++;
    try {
      al = Number(D.fn(critical, 0)(r.di, r.ax, r.bp ?? 0, r.si));
    } catch (e) {
      if (!(e instanceof Resume)) throw e;
      al = e.al;
    } finally {
      inCritical--;
    }
    r.ax = (r.ax & 0xff00) | (al & 0xff);
  };
  /** TC's INT 23h entry, which ctrlbrk installs: the function's value not 0, the program goes on (oracle-pc-v4 `brk`). */
  const breakEntry: InterruptHandler = () => {
    if (Number(D.fn(onBreak, 0)()) === 0) throw new Error('ctrlbrk: the handler returned 0, which ends the program through DOS: not modelled');
  };
  return {
    intdos: (pin, pout) => intdos(pin, pout, 0),
    intdosx: (pin, pout, seg) => intdos(pin, pout, seg),
    bdos: (fn, dx, al) => {
      const r = regs(fn, dx, al), wait = dosCall.callPolled(r);
      return isDone(wait) ? done(r.ax) : resumeAfter(wait, () => done(r.ax));
    },
    /** int randbrd(struct fcb *fcb, int rcnt), randbwr: INT 21h AH=27h/28h with CX = rcnt; AL. */
    randbrd: (fcb, n) => {
      const r = { ...regs(0x27, fcb, 0), cx: n & 0xffff };
      dosCall.call(r);
      return r.ax & 0xff;
    },
    randbwr: (fcb, n) => {
      const r = { ...regs(0x28, fcb, 0), cx: n & 0xffff };
      dosCall.call(r);
      return r.ax & 0xff;
    },
    bdosptr: (fn, arg, al) => {
      const r = regs(fn, arg, al), wait = dosCall.callPolled(r);
      const out = (): Blocking<number> => done(r.flags & CF ? errnoH.dosFailed(r.ax, false) : r.ax);
      return isDone(wait) ? out() : resumeAfter(wait, out);
    },
    getdta: () => {
      const r = regs(0x2f, 0, 0);
      dosCall.call(r);
      return ((r.es << 16) | r.bx) >>> 0;
    },
    setdta: (p) => {
      const r = regs(0x1a, p & 0xffff, 0);
      r.ds = p >>> 16;
      dosCall.call(r);
    },
    getswitchar: () => {
      const r = regs(0x37, 0, 0);
      dosCall.call(r);
      return r.dx & 0xff;
    },
    setswitchar: (c) => {
      dosCall.call(regs(0x37, c & 0xff, 1));
    },
    country: (code, p) => {
      const r = regs(0x38, p, code);
      dosCall.call(r);
      return r.flags & CF ? 0 : p; // oracle DX: a failure is NULL, errno as it was
    },
    dosexterr: (p) => {
      const r = regs(0x59, 0, 0);
      r.ax = 0x5900;
      r.bx = 0;
      dosCall.call(r);
      D.range('struct DOSERROR', p, 5);
      dv.setInt16(p, r.ax, true);
      b[p + 2] = r.ax === 2 || r.ax === 3 ? 8 : 0;
      b[p + 3] = 1;
      b[p + 4] = 0;
      return r.ax;
    },
    getfat: (drive, p) => fatInfo(drive & 0xff, p),
    getfatd: (p) => fatInfo(0, p),
    getdfree: (drive, p) => {
      const r = regs(0x36, drive & 0xff, 0);
      dosCall.call(r);
      D.range('struct dfree', p, 8);
      // a drive DOS does not have: TC stores the four registers all the same (probe SR8 in
      // test/fixtures/stack: df_total the drive, DL as TC loaded it; df_sclus FFFFh; df_avail and
      // df_bsec what the caller's code left in BX and CX: after fprintf's field its pads' count
      // and 0 (probe KL1), else not modelled: 0, as corpus C1984's "0 KB" needs)
      const left = D.registersAtCall ?? { bx: 0, cx: 0, dx: 0 };
      if (r.ax === 0xffff) [left.bx, (left.dx & 0xff00) | (drive & 0xff), left.cx, 0xffff].forEach((v, i) => dv.setUint16(p + 2 * i, v, true));
      else [r.bx, r.dx, r.cx, r.ax].forEach((v, i) => dv.setUint16(p + 2 * i, v, true));
    },
    parsfnm: (p, fcb, opt) => {
      D.range('struct fcb', fcb, 37);
      const r = dosCall.parse(p, fcb, opt);
      return r.ok ? p + r.stop : 0;
    },
    // oracle DX, AB1: DOSBox's INT 25h and 26h on a folder drive (C:, Z:) succeed and move nothing;
    // another drive fails with AX 8002h, which absread stores in errno as it is (_doserrno kept)
    absread: (drive) => (ABSOLUTE_DRIVES.has(drive & 0xff) ? 0 : errnoH.libFailed(-32766)),
    abswrite: (drive) => (ABSOLUTE_DRIVES.has(drive & 0xff) ? 0 : errnoH.libFailed(-32766)),
    /**
     * The handler stays the program's: the machine's drive raises no critical error (no INT 24h;
     * nor does DOSBox's: a drive it lacks is error 3 or 15 with the handler never called,
     * oracle-pc-v4 `crit`). TC points INT 24h at its own entry (oracle HW1: getvect(0x24)
     * changes; a second harderr leaves it), which an INT 24h the program raises reaches.
     */
    harderr: (fp) => {
      critical = fp;
      machine().vectors.set(0x24, criticalEntry);
    },
    hardresume: (al) => {
      if (inCritical === 0) outsideHandler('hardresume', critical);
      throw new Resume(al);
    },
    hardretn: () => outsideHandler('hardretn', critical),
    /** TC points INT 23h at its own entry, which calls the function (oracle-pc-v4 `brk`: a second ctrlbrk leaves the vector); DOSBox's DOS raises no INT 23h for Ctrl-C (getch gives 03h). */
    ctrlbrk: (fp) => {
      onBreak = fp;
      machine().vectors.set(0x23, breakEntry);
    },
  };
}

/** hardresume(n) inside the handler: back to DOS from TC's INT 24h entry with AL = n. */
class Resume {
  constructor(readonly al: number) {}
}

/** A DOS call that never returns: the program stays in it, time and the interrupts going on. */
function* forever(m: Machine): Blocking<never> {
  for (;;) yield* m.burn(NEVER_INSTRUCTIONS);
}
/** What one pass of `forever` spends. */
const NEVER_INSTRUCTIONS = 100_000;


function outsideHandler(call: string, handler: number): never {
  throw new Error(`${call}: called outside a critical-error handler${handler ? ' (harderr installed one, but the machine raises no critical errors: INT 24h never happens)' : ' (no harderr handler is installed)'}`);
}
