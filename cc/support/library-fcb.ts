/**
 * DOS's file control blocks (INT 21h AH=0Fh–17h, 21h–24h, 27h, 28h; randbrd/randbwr) as DOSBox 0.74
 * runs them, for compiled programs: an FCB at DS:DX (an extended one, FFh first, has its attribute
 * at +6 and the FCB at +7) names a file of the current folder. Opening takes a DOS handle, which
 * DOSBox keeps in the FCB's byte 1Bh (FFh once closed) and which counts among the program's
 * twenty; the records are read and written at block × 128 + record, times the record size.
 * Measured by probes FQ1, FQ2 (test/fixtures/oracle-files), P4 and libcheck FC1.
 */
import * as io from '../../runtime/tc/io.ts';
import * as dir from '../../runtime/tc/dir.ts';
import * as stdio from '../../runtime/tc/stdio-open.ts';
import { machine } from '../../runtime/machine.ts';
import { DosError, driveOf } from '../../runtime/dos/drive.ts';
import { canonical } from '../../runtime/dos/directories.ts';

/** A file control block's fields (struct fcb): drive, name, extension, current block, record size, file size, date, time, DOSBox's handle, current record, random record. */
const FCB = { drive: 0, name: 1, ext: 9, curblk: 0x0c, recsize: 0x0e, filsize: 0x10, date: 0x14, time: 0x16, handle: 0x1b, currec: 0x20, random: 0x21 } as const;
/** AH=17h's new name: a second FCB's drive, name and extension from offset 10h. */
const RENAMED = 0x10;
/** The record size DOS gives an FCB it opens or makes (oracle P4: 128). */
const FCB_RECORD = 128;
/** The handle byte of an FCB closed (probe FQ1). */
const CLOSED = 0xff;
/** The bytes of the FCB a find writes at the DTA (to the random record's first byte), after an extended FCB's 7-byte header (probe FQ2). */
const FCB_BYTES = 36, EXTENDED_HEADER = 7;
/** C: is drive 3 (1-based; 0 the current one). */
const DRIVE_C = 3;
/** What a sequential or random read or write gives in AL: done, no data (or a closed FCB), a part of a record. */
const DONE = 0, NO_DATA = 1, PARTIAL = 3;
/** A search's attribute when the FCB is not an extended one: plain files (DOSBox's DOS_ATTR_ARCHIVE). */
const FILES_ONLY = 0x20;

/** The registers an FCB function reads and sets (INT 21h's). */
interface FcbRegs {
  ax: number;
  cx: number;
  dx: number;
  ds: number;
}

/** What the FCB functions need of INT 21h: the program's memory, the DTA and a DOS call that leaves errno alone. */
export interface FcbHost {
  byte(seg: number, off: number): number;
  put(seg: number, off: number, v: number): void;
  dta(): number;
  /** A DOS call: its value, or -1 and the DOS error (errno and _doserrno as they were). */
  dos(fn: () => number): { value: number; error: number | null };
}

export class FcbFunctions {
  /** AH=11h's search, which AH=12h goes on with (DOSBox keeps one, whichever FCB asks). */
  private search: { entries: ReturnType<typeof dir.matchFiles>; at: number } | null = null;

  constructor(private readonly host: FcbHost) {}

  /** One FCB function, AH `ah`, on the FCB at DS:DX; AL the result. */
  call(r: FcbRegs, ah: number): void {
    const extended = this.host.byte(r.ds, r.dx) === 0xff;
    const f = { seg: r.ds, off: (r.dx + (extended ? EXTENDED_HEADER : 0)) & 0xffff, attr: extended ? this.host.byte(r.ds, r.dx + 6) : FILES_ONLY, extended };
    const al = (v: number): void => void (r.ax = (r.ax & 0xff00) | v);
    switch (ah) {
      case 0x0f: case 0x16: return al(this.open(f, ah === 0x16));
      case 0x10: return al(this.close(f));
      case 0x11: this.search = null; return al(this.findNext(f, true));
      case 0x12: return al(this.findNext(f, false));
      case 0x13: return al(this.remove(f));
      case 0x14: case 0x15: return al(this.record(f, ah === 0x15, false, ah));
      case 0x21: case 0x22: return al(this.record(f, ah === 0x22, true, ah));
      case 0x17: return al(this.rename(f));
      case 0x23: return al(this.size(f));
      case 0x24: return void this.word(f, FCB.random, this.word(f, FCB.curblk) * 128 + this.byteAt(f, FCB.currec), 4); // AX kept (IS1)
      case 0x27: case 0x28: return this.randomBlock(r, f, ah === 0x28);
    }
    throw new Error(`INT 21h AH=${ah.toString(16).toUpperCase()}h is not an FCB function`);
  }

  private byteAt(f: Fcb, at: number): number {
    return this.host.byte(f.seg, f.off + at);
  }

  private putAt(f: Fcb, at: number, v: number): void {
    this.host.put(f.seg, f.off + at, v);
  }

  /** The little-endian field of `bytes` at `at`; with `v`, stores it first. */
  private word(f: Fcb, at: number, v?: number, bytes = 2): number {
    if (v !== undefined) for (let i = 0; i < bytes; i++) this.putAt(f, at + i, Math.floor(v / 256 ** i) & 0xff);
    let got = 0;
    for (let i = bytes - 1; i >= 0; i--) got = got * 256 + this.byteAt(f, at + i);
    return got;
  }

  /** The FCB's name field at `at` (8 + 3 characters) as "NAME.EXT", blanks dropped; a '*' fills the rest of its part with '?'. */
  private nameAt(f: Fcb, at: number): string {
    const part = (from: number, n: number): string => {
      let s = '';
      for (let i = 0; i < n; i++) s += String.fromCharCode(this.byteAt(f, from + i));
      const star = s.indexOf('*');
      return (star < 0 ? s : s.slice(0, star).padEnd(n, '?')).trimEnd();
    };
    const name = part(at, 8), ext = part(at + 8, 3);
    return ext === '' ? name : `${name}.${ext}`;
  }

  /** The file the FCB names in the current folder, or null for a drive DOSBox lacks. */
  private file(f: Fcb, at: number = FCB.name): string | null {
    const drive = this.byteAt(f, at - 1);
    return drive !== 0 && drive !== DRIVE_C ? null : this.nameAt(f, at);
  }

  /** DOSBox's DOS_FCB::Valid: an FCB with neither a name nor a handle is none (AH=10h, 17h: AL FFh). */
  private valid(f: Fcb): boolean {
    return this.byteAt(f, FCB.name) !== 0 || this.byteAt(f, FCB.handle) !== 0;
  }

  /** The handle the program has open on `name` already, which DOSBox's AH=0Fh takes again (probe FQ1: an FCB opened, made again and closed, opened again). */
  private openHandle(name: string): number {
    for (let fd = 0; fd < io.HANDLE_MAX; fd++) {
      try {
        if (io.handleName(fd) === key(name)) return fd;
      } catch {
        // not open
      }
    }
    return -1;
  }

  /**
   * AH=0Fh (open) and 16h (make, emptied when it is there): AL 0 and the FCB filled as DOSBox
   * fills it (oracle P4, probe FQ1: drive 3, block 0, record size 128, the file's size, date and
   * time, record 0, the handle at 1Bh — the one the program has on the file already, for 0Fh),
   * or AL FFh.
   */
  private open(f: Fcb, make: boolean): number {
    const name = this.file(f);
    if (!name) return 0xff;
    const again = make ? -1 : this.openHandle(name);
    const fd = again >= 0 ? again : this.host.dos(() => (make ? io.creat(name, false) : io.open(name, io.O_RDWR | io.O_BINARY))).value;
    const found = fd >= 0 ? driveOf(machine()).stat(key(name)) : undefined;
    if (!found) return 0xff;
    this.putAt(f, FCB.drive, DRIVE_C);
    this.word(f, FCB.curblk, 0);
    this.word(f, FCB.recsize, FCB_RECORD);
    this.word(f, FCB.filsize, found.bytes.length, 4);
    this.word(f, FCB.date, found.date);
    this.word(f, FCB.time, found.time);
    this.putAt(f, FCB.handle, fd);
    this.putAt(f, FCB.currec, 0);
    return 0;
  }

  /** AH=10h: the handle closed and FFh in its place, AL 0 (a second close too: probe FQ1); an FCB with no name and no handle AL FFh. */
  private close(f: Fcb): number {
    if (!this.valid(f)) return 0xff;
    const fd = this.byteAt(f, FCB.handle);
    this.putAt(f, FCB.handle, CLOSED);
    if (fd !== CLOSED) this.host.dos(() => io.close(fd));
    return 0;
  }

  /**
   * AH=14h/15h (the record at block and record, which then move on one, the block at record 128)
   * and 21h/22h (the random record's: block and record set from it first and left there, the
   * random record as it was), as DOSBox 0.74 does them (probe FQ1): a read gives the record at the
   * DTA, AL 0; a part of one padded with zeros, AL 3; none past the end (or a record size of 0),
   * AL 1 and nothing moved. A write puts the record's bytes from the DTA into the file (which
   * grows, zeros between) and the file size up to its end, AL 0. A closed FCB does nothing, AL 1.
   */
  private record(f: Fcb, write: boolean, random: boolean, ah: number): number {
    const name = this.file(f);
    if (this.byteAt(f, FCB.drive) !== DRIVE_C || !name) {
      throw new Error(`INT 21h AH=${ah.toString(16).toUpperCase()}h: the FCB was never opened (DOSBox then reads and writes through whatever handle its byte 1Bh names): not modelled`);
    }
    if (random) {
      const at = this.word(f, FCB.random, undefined, 4);
      this.word(f, FCB.curblk, Math.floor(at / 128));
      this.putAt(f, FCB.currec, at & 127);
    }
    const size = this.word(f, FCB.recsize), block = this.word(f, FCB.curblk), rec = this.byteAt(f, FCB.currec);
    const fd = this.byteAt(f, FCB.handle);
    const bytes = fd === CLOSED ? undefined : driveOf(machine()).read(key(name));
    if (!bytes) return NO_DATA;
    const pos = (block * 128 + rec) * size, dta = this.host.dta(), seg = dta >>> 16, off = dta & 0xffff;
    let al = DONE;
    if (write) {
      if (size === 0) throw new Error(`INT 21h AH=${ah.toString(16).toUpperCase()}h: a record size of 0 (DOS would cut the file there): not measured`);
      const next = new Uint8Array(Math.max(bytes.length, pos + size));
      next.set(bytes);
      for (let i = 0; i < size; i++) next[pos + i] = this.host.byte(seg, off + i);
      driveOf(machine()).write(key(name), next);
      this.word(f, FCB.filsize, Math.max(this.word(f, FCB.filsize, undefined, 4), pos + size), 4);
    } else {
      const n = Math.min(size, bytes.length - pos);
      if (n <= 0) return NO_DATA;
      for (let i = 0; i < size; i++) this.host.put(seg, off + i, i < n ? bytes[pos + i]! : 0);
      if (n < size) al = PARTIAL;
    }
    if (!random) {
      const next = block * 128 + rec + 1;
      this.word(f, FCB.curblk, Math.floor(next / 128));
      this.putAt(f, FCB.currec, next & 127);
    }
    return al;
  }

  /** AH=23h: the random record set to the file's size in records, rounded up, AL 0 (probe FQ2; FQ1 with 128 and 7); no file AL FFh (IS1). */
  private size(f: Fcb): number {
    const name = this.file(f);
    const found = name && !/[?*]/.test(name) ? driveOf(machine()).stat(key(name)) : undefined;
    if (!found) return 0xff;
    const size = this.word(f, FCB.recsize);
    // DOSBox 0.74 divides by it: its session ends (probe FQ1, a record size of 0)
    if (size === 0) throw new Error(`INT 21h AH=23h of ${name}: a record size of 0 ends DOSBox 0.74's session (it divides by it): not modelled`);
    this.word(f, FCB.random, Math.ceil(found.bytes.length / size), 4);
    return 0;
  }

  /**
   * AH=11h (a new search) and 12h (the next match) as DOSBox 0.74 answers (probe FQ2): the files
   * the FCB's name matches ('?' any character, names sorted), one at a time into the DTA as an FCB
   * of their own — the drive (3 for C:), name and extension, the size at 10h, date and time at
   * 14h, 16h, the rest 0 — after an extended FCB's header (FFh, five 0s, the file's attribute)
   * when the search's FCB is extended, AL 0; none (left), AL FFh and the DTA as it was.
   */
  private findNext(f: Fcb, first: boolean): number {
    if (first) {
      const name = this.file(f);
      if (!name) return 0xff;
      this.search = { entries: dir.matchFiles(name, f.attr), at: 0 };
    }
    const s = this.search;
    const found = s?.entries[s.at++];
    if (!found) return 0xff;
    const dta = this.host.dta(), seg = dta >>> 16;
    let off = dta & 0xffff;
    if (f.extended) {
      [0xff, 0, 0, 0, 0, 0, found.attr].forEach((v, i) => this.host.put(seg, off + i, v));
      off += EXTENDED_HEADER;
    }
    const out = new Uint8Array(FCB_BYTES);
    const [base = '', ext = ''] = found.name.startsWith('.') ? [found.name] : found.name.split('.');
    out[0] = this.byteAt(f, FCB.drive) || DRIVE_C;
    [...base.padEnd(8), ...ext.padEnd(3)].forEach((c, i) => (out[1 + i] = c.charCodeAt(0)));
    const size = dir.foundSize(found);
    [size, size >> 8, size >> 16, size >>> 24, found.date, found.date >> 8, found.time, found.time >> 8].forEach((v, i) => (out[FCB.filsize + i] = v & 0xff));
    out.forEach((v, i) => this.host.put(seg, off + i, v));
    return 0;
  }

  /** AH=13h: every file the FCB's name matches deleted, AL 0 when one was, else FFh (probe FQ2). */
  private remove(f: Fcb): number {
    const name = this.file(f);
    if (!name) return 0xff;
    let deleted = 0;
    for (const found of dir.matchFiles(name, FILES_ONLY)) if (this.host.dos(() => io.unlink(found.name)).error === null) deleted++;
    return deleted > 0 ? 0 : 0xff;
  }

  /** AH=17h: the file renamed to the name at 11h (drive at 10h), AL 0; a '?' in either name, a name there already, or no file, AL FFh (probe FQ2). */
  private rename(f: Fcb): number {
    if (!this.valid(f)) return 0xff;
    const from = this.file(f), to = this.file(f, RENAMED + FCB.name);
    if (!from || !to || /[?*]/.test(from + to)) return 0xff;
    return this.host.dos(() => stdio.rename(from, to)).error === null ? 0 : 0xff;
  }

  /**
   * AH=27h (random block read) and 28h (write), CX records from the random record, at the DTA,
   * as DOSBox 0.74 does them (oracle P4, libcheck FC1): AL 0 when all went; a read that ends in
   * a part of a record gives it padded with zeros and AL 3, one that meets the end AL 1, CX the
   * records read; a write of 0 records makes the file reach the random record's place (never
   * shorter). The random record, current block and record move past what was done. An FCB not
   * opened (no drive set), or a record size of 0, is AL 1.
   */
  private randomBlock(r: FcbRegs, f: Fcb, write: boolean): void {
    const drive = driveOf(machine());
    const name = this.file(f);
    const size = this.word(f, FCB.recsize);
    const bytes = this.byteAt(f, FCB.drive) === DRIVE_C && name ? drive.read(key(name)) : undefined;
    if (!name || !bytes) return void (r.ax = (r.ax & 0xff00) | 1);
    const rec = this.word(f, FCB.random, undefined, size < 64 ? 4 : 3);
    if (size === 0) {
      this.putAt(f, FCB.currec, rec % 128);
      return void (r.ax = (r.ax & 0xff00) | 1);
    }
    const count = r.cx, dta = this.host.dta(), seg = dta >>> 16, off = dta & 0xffff;
    let done = count, al = 0;
    if (write) {
      const end = Math.max(bytes.length, (rec + count) * size);
      const next = new Uint8Array(end);
      next.set(bytes.subarray(0, Math.min(bytes.length, end)));
      for (let i = 0; i < count * size; i++) next[rec * size + i] = this.host.byte(seg, off + i);
      drive.write(key(name), next);
      this.word(f, FCB.filsize, end, 4);
    } else {
      const avail = Math.max(0, bytes.length - rec * size);
      done = Math.min(count, Math.ceil(avail / size));
      for (let i = 0; i < done * size; i++) this.host.put(seg, off + i, bytes[rec * size + i] ?? 0);
      al = done * size > avail ? 3 : done < count ? 1 : 0;
    }
    const at = rec + done;
    this.word(f, FCB.random, at, size < 64 ? 4 : 3);
    this.word(f, FCB.curblk, Math.floor(at / 128));
    this.putAt(f, FCB.currec, at % 128);
    r.cx = done;
    r.ax = (r.ax & 0xff00) | al;
  }
}

/** The drive's key of `name`, a name in the current folder (one DOS refuses: itself, which names no file). */
function key(name: string): string {
  try {
    return canonical(driveOf(machine()), name);
  } catch (e) {
    if (e instanceof DosError) return name;
    throw e;
  }
}

/** An FCB in the program's memory (past an extended FCB's header), and the attribute its searches take. */
interface Fcb {
  seg: number;
  off: number;
  attr: number;
  extended: boolean;
}
