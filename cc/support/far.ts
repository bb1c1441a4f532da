/**
 * Far pointers: 32-bit segment:offset values (`MK_FP(0x40, 0x6C)`), and the memory they reach.
 * The machine has no RAM of its own; what a far pointer may address is what it models:
 *   DS:xxxx          the program's data segment (DS reads as DS_SEGMENT)
 *   0000:0000–0040:00FF  the vector table (as INT 21h AH=25h/35h set and get it: written as a
 *                    PC's RAM) and the BIOS data area (runtime/bios/bda.ts)
 *   B800:0000–7FFF   the colour text screen (in mode 07h B000:0000–7FFF: runtime/tc/devices.ts)
 *   A000:0000–FFFF   the VGA's planes in its 16-colour graphics modes, through its graphics
 *                    controller, and 64 KB of plain memory in text mode (runtime/hw/vga-ports.ts)
 *   0050:0000–PSP:00FF  DOS's memory below the program and its PSP, as DOSBox holds them
 *                    (runtime/tc/dos-low.ts): RAM, written as on a PC
 *   PSP:0100–9FFF:000F  conventional memory: the far heap and allocmem's blocks
 *                    (runtime/tc/dos-memory.ts); what no program wrote reads 0, or DOS's MCB
 *                    where DOS keeps one
 *   D001:0000–EFFF:000F  upper memory, RAM (runtime/bios/upper-memory.ts)
 *   F000:0000–FFFF   the BIOS ROM as DOSBox has it (runtime/bios/rom.ts); writes change nothing
 *   C800:0000 …      DOSBox's own code where the vector table points, read only (runtime/tc/dos-resident.ts)
 * Any other address halts the program naming it. Each access costs CPU time, as it does on the
 * 8086 (a `while (*tick == t0) ;` loop waits for the next timer interrupt, as DELAYT.C's does),
 * so it is a blocking call: time can move, and interrupts fall due, inside it.
 */
import { LowMemory } from '../../runtime/bios/bda.ts';
import { romByte, romCovers } from '../../runtime/bios/rom.ts';
import { TEXT_MEMORY_BYTES, TEXT_SEGMENT, textConsole } from '../../runtime/hw/textmode.ts';
import { machine, runningMachine, type Machine } from '../../runtime/machine.ts';
import { done, isDone, resumeAfter, type Blocking } from '../../runtime/process.ts';
import { DS_SEGMENT, FAR_HEAP_SEGMENT, hex, PSP_SEGMENT, type DataSegment } from './memory.ts';
import { dosboxResidentByte } from '../../runtime/tc/dos-resident.ts';
import { DosLow } from '../../runtime/tc/dos-low.ts';
import * as mem from '../../runtime/tc/dos-memory.ts';
import { GRAPHICS_SEGMENT, PLANE_BYTES } from '../../runtime/hw/vga-ports.ts';
import { load80, store80 } from '../../runtime/tc/realcvt.ts';

/**
 * Instructions one far access costs: `les bx,[p]` and a `mov` through ES (DELAYT.C's wait loop is
 * about 8 instructions a pass; the tick edge it waits for is what counts there, not this figure).
 */
export const FAR_ACCESS_INSTRUCTIONS = 8;

const TEXT_BASE = TEXT_SEGMENT << 4;
const VGA_BASE = GRAPHICS_SEGMENT << 4;
const DS_BASE = DS_SEGMENT << 4;
const RAM_BASE = PSP_SEGMENT << 4;
const RAM_END = (mem.MEMORY_TOP + 1) << 4;

const SIZES: Record<string, number> = { i8: 1, u8: 1, i16: 2, u16: 2, i32: 4, u32: 4, f32: 4, f64: 8, f80: 10 };

/**
 * Conventional memory above the PSP, per run (keyed by its data segment: the program's code and
 * the library each reach it through a FarMemory of their own), made on its first write, and which
 * of its paragraphs were written: one never written holds DOS's MCB where DOS keeps one
 * (dos-memory.ts mcbByte), else zeros.
 */
const RAM = new WeakMap<DataSegment, { bytes: Uint8Array; written: Uint8Array }>();
const ramOf = (ds: DataSegment): { bytes: Uint8Array; written: Uint8Array } =>
  RAM.get(ds) ?? (RAM.set(ds, { bytes: new Uint8Array(RAM_END - RAM_BASE), written: new Uint8Array((RAM_END - RAM_BASE) >> 4) }), RAM.get(ds)!);
/** DOS's memory below the PSP and the PSP (runtime/tc/dos-low.ts), per run as RAM is. */
const DOS_LOW = new WeakMap<DataSegment, DosLow>();
/** The vector table as INT 21h AH=35h/25h reach it (library.ts), per run: far pointers write it as a PC's RAM. */
const VECTORS = new WeakMap<DataSegment, { get(n: number): number; set(n: number, p: number): void }>();
/** The vector table's end (0000:0400, the BIOS data area's start). */
const VECTORS_END = 0x400;

/** The byte an unwritten paragraph of conventional memory above the PSP holds: its MCB's, or 0. */
function unwritten(linear: number): number {
  mem.startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT);
  return mem.mcbByte(linear) ?? 0;
}

export class FarMemory {
  private readonly scratch = new DataView(new ArrayBuffer(10));

  constructor(private readonly ds: DataSegment) {}

  /** The run's vector table as DOS sets and gets it: far writes of 0000:0000–03FF go there (INT 21h AH=25h/35h's). */
  static vectorsOf(ds: DataSegment, v: { get(n: number): number; set(n: number, p: number): void }): void {
    VECTORS.set(ds, v);
  }

  /** The run's DOS memory below the PSP, and what INT 21h keeps there (the DTA, the current PSP). */
  get dos(): DosLow {
    const ds = this.ds;
    let d = DOS_LOW.get(ds);
    if (!d) {
      d = new DosLow(
        () => ds.dosStart,
        (linear) => (mem.startMemory(PSP_SEGMENT, FAR_HEAP_SEGMENT), mem.mcbByte(linear)),
      );
      DOS_LOW.set(ds, d);
    }
    return d;
  }

  /**
   * The value of type `kind` (i8 … u32, f32, f64, f80: a long double) at far address p. A read of
   * the BIOS tick count is a poll (tickPolled): `while (*clock == t);` waits for the next tick.
   */
  load(p: number, kind: string): Blocking<number> {
    const m = machine();
    this.ds.loadEs(p >>> 16); // the program's far pointer: TCC's LES (library-es.ts; an interrupt function's loadNow keeps ES, as its own POP ES does)
    const b = m.burn(FAR_ACCESS_INSTRUCTIONS);
    // (the rest as a method given its arguments: a closure here was an allocation every load, GC's)
    return isDone(b) ? this.readPolled(m, p, kind) : resumeAfter(b, this.readPolled, m, p, kind);
  }

  private readonly readPolled = (m: Machine, p: number, kind: string): Blocking<number> => {
    const v = this.read(m, p, kind), linear = (((p >>> 16) << 4) + (p & 0xffff)) & 0xfffff, n = SIZES[kind]!;
    if (!readsTicks(linear, n)) return done(v);
    return tickPolled(m, this.ds, linear, n, v, () => this.read(m, p, kind));
  };

  /** Store v (of type `kind`) at far address p; the value is v. */
  store(p: number, kind: string, v: number): Blocking<number> {
    const m = machine();
    this.ds.loadEs(p >>> 16);
    const b = m.burn(FAR_ACCESS_INSTRUCTIONS);
    return isDone(b) ? this.put(m, p, kind, v) : resumeAfter(b, this.put, m, p, kind, v);
  }

  private readonly put = (m: Machine, p: number, kind: string, v: number): Blocking<number> => {
    this.write(m, p, kind, v);
    return done(v);
  };

  /** load() inside an interrupt function: charged, never suspending (time stands still in an interrupt). */
  loadNow(p: number, kind: string): number {
    const m = machine();
    m.charge(FAR_ACCESS_INSTRUCTIONS);
    return this.read(m, p, kind);
  }

  /** store() inside an interrupt function (see loadNow). */
  storeNow(p: number, kind: string, v: number): number {
    const m = machine();
    m.charge(FAR_ACCESS_INSTRUCTIONS);
    this.write(m, p, kind, v);
    return v;
  }

  /** The byte at seg:off as the BIOS reads it (a font at ES:BP: runtime/tc/bios-fonts.ts), without charging the program. */
  peek(seg: number, off: number): number {
    return this.byte(runningMachine()!, seg & 0xffff, off & 0xffff);
  }

  /** A byte the BIOS stores at seg:off (INT 10h AH=1Bh's state table at ES:DI), without charging the program. */
  poke(seg: number, off: number, v: number): void {
    this.putByte(runningMachine()!, seg & 0xffff, off & 0xffff, v & 0xff);
  }

  /** Whether seg:off is conventional memory this holds (the vector table, DOS's below the PSP, the program's DS, the rest from the PSP), not the BIOS data area or the screen. */
  isProgramMemory(seg: number, off: number): boolean {
    const linear = (((seg & 0xffff) << 4) + (off & 0xffff)) & 0xfffff;
    if (linear < VECTORS_END) return VECTORS.has(this.ds);
    if (LowMemory.covers(linear) || (linear >= TEXT_BASE && linear < TEXT_BASE + TEXT_MEMORY_BYTES)) return false;
    return (seg & 0xffff) === DS_SEGMENT || (linear >= DS_BASE && linear < DS_BASE + 0x10000) || DosLow.covers(linear) || (linear >= RAM_BASE && linear < RAM_END);
  }

  private read(m: Machine, p: number, kind: string): number {
    const n = SIZES[kind]!;
    const seg = p >>> 16, off = p & 0xffff;
    for (let i = 0; i < n; i++) this.scratch.setUint8(i, this.byte(m, seg, (off + i) & 0xffff));
    const d = this.scratch;
    switch (kind) {
      case 'i8': return d.getInt8(0);
      case 'u8': return d.getUint8(0);
      case 'i16': return d.getInt16(0, true);
      case 'u16': return d.getUint16(0, true);
      case 'i32': return d.getInt32(0, true);
      case 'u32': return d.getUint32(0, true);
      case 'f32': return d.getFloat32(0, true);
      case 'f80': return load80(d, 0);
      default: return d.getFloat64(0, true);
    }
  }

  private write(m: Machine, p: number, kind: string, v: number): void {
    const n = SIZES[kind]!;
    const d = this.scratch;
    if (kind === 'f32') d.setFloat32(0, v, true);
    else if (kind === 'f64') d.setFloat64(0, v, true);
    else if (kind === 'f80') store80(d, 0, v);
    else d.setUint32(0, v >>> 0, true);
    const seg = p >>> 16, off = p & 0xffff;
    for (let i = 0; i < n; i++) this.putByte(m, seg, (off + i) & 0xffff, d.getUint8(i));
  }

  private byte(m: Machine, seg: number, off: number): number {
    if (seg === DS_SEGMENT) return this.ds.bytes[off]!;
    const linear = ((seg << 4) + off) & 0xfffff;
    const vectors = linear < VECTORS_END ? VECTORS.get(this.ds) : undefined;
    if (vectors) return (vectors.get(linear >> 2) >>> (8 * (linear & 3))) & 0xff;
    if (LowMemory.covers(linear)) return m.lowMemory.read(linear);
    if (linear >= TEXT_BASE && linear < TEXT_BASE + TEXT_MEMORY_BYTES) return textConsole(m.vga).peek(linear - TEXT_BASE);
    if (linear >= DS_BASE && linear < DS_BASE + 0x10000) return this.ds.bytes[linear - DS_BASE]!;
    if (DosLow.covers(linear)) return this.dos.read(linear);
    if (linear >= RAM_BASE && linear < RAM_END) {
      const ram = RAM.get(this.ds), i = linear - RAM_BASE;
      return ram?.written[i >> 4] ? ram.bytes[i]! : unwritten(linear);
    }
    if (linear >= VGA_BASE && linear < VGA_BASE + PLANE_BYTES && m.videoMemory) return m.videoMemory.read(linear - VGA_BASE);
    if (m.upperMemory?.covers(linear)) return m.upperMemory.read(linear);
    if (romCovers(linear)) return romByte(linear);
    const resident = dosboxResidentByte(linear);
    return resident >= 0 ? resident : unmodelled(seg, off);
  }

  private putByte(m: Machine, seg: number, off: number, v: number): void {
    if (seg === DS_SEGMENT) this.ds.bytes[off] = v;
    else {
      const linear = ((seg << 4) + off) & 0xfffff;
      if (linear >= TEXT_BASE && linear < TEXT_BASE + TEXT_MEMORY_BYTES) textConsole(m.vga).poke(linear - TEXT_BASE, v);
      else if (linear < VECTORS_END && VECTORS.has(this.ds)) {
        // a byte of a vector, as a PC's RAM takes it: the vector with that byte (probe IV2: a far
        // pointer stored whole or byte by byte, then getvect and INT n reach the handler)
        const vectors = VECTORS.get(this.ds)!, n = linear >> 2, shift = 8 * (linear & 3);
        vectors.set(n, ((vectors.get(n) & ~(0xff << shift)) | (v << shift)) >>> 0);
      } else if (LowMemory.covers(linear)) m.lowMemory.write(linear, v);
      else if (linear >= DS_BASE && linear < DS_BASE + 0x10000) this.ds.bytes[linear - DS_BASE] = v;
      else if (DosLow.covers(linear)) this.dos.write(linear, v);
      else if (linear >= RAM_BASE && linear < RAM_END) {
        const ram = ramOf(this.ds), i = linear - RAM_BASE, p = i >> 4;
        if (!ram.written[p]) {
          for (let k = 0; k < 16; k++) ram.bytes[(p << 4) + k] = unwritten(RAM_BASE + (p << 4) + k);
          ram.written[p] = 1;
        }
        ram.bytes[i] = v;
      }
      else if (linear >= VGA_BASE && linear < VGA_BASE + PLANE_BYTES && m.videoMemory) m.videoMemory.write(linear - VGA_BASE, v);
      else if (m.upperMemory?.covers(linear)) m.upperMemory.write(linear, v);
      else if (!romCovers(linear)) unmodelled(seg, off); // a write to ROM changes nothing
    }
  }
}

function unmodelled(seg: number, off: number): never {
  throw new Error(
    `far pointer ${hex(seg).slice(0, 4)}:${hex(off).slice(0, 4)}: the machine models DS, the vector table and BIOS data area (0000:0000–0040:00FF), conventional memory (0050:0000–9FFF:000F), the text screen (B800:0000–7FFF), the VGA's memory (A000:0000–FFFF), the video BIOS's ROM (C000:0000–7FFF), upper memory (D001:0000–EFFF:000F) and the BIOS ROM (F000:0000–FFFF) only`,
  );
}

/**
 * DOSBox's media ID table in its private DOS memory (C801:0000, a word a drive, A: first), where
 * INT 21h AH=1Bh's DS:BX points: C: holds F8h, a hard disk (oracle DI1). Its bytes are read from
 * runtime/tc/dos-resident.ts's C800h block (probe DV1 read the same F8h at C800:0014).
 */
export const MEDIA_ID_TABLE = 0xc8010000;

/** The BIOS tick count, 0040:006C–006F, as linear addresses. */
const TICKS_FIRST = 0x46c, TICKS_LAST = 0x46f;

/** Whether `n` bytes at `linear` hold part of the BIOS tick count (only those reads can poll it). */
export const readsTicks = (linear: number, n: number): boolean => linear <= TICKS_LAST && linear + n > TICKS_FIRST;

/**
 * `v`, just read from the `n` bytes at `linear` by a library call at ds's site (a far pointer's load,
 * peek, peekb, biostime), or when they hold part of the BIOS tick count and the read spins, what `again`
 * reads after the machine's wait. The same read at the same place in the program seeing the same
 * count again, with nothing but polls between, is a loop spinning until the count changes
 * (`while (*clock == t);`): time passes at once to the next interrupt (Machine.idleRead), where
 * DOSBox's loop would take the tick's time in passes, and the read is the pass that sees the new
 * count (oracle TK1: one tick a wait, the counter just past the tick after it; a kbhit in the loop
 * sees no key in the same pass). The place counts: the read after such a loop, which sees the
 * count the loop left on, must not wait for the next tick.
 */
export function tickPolled(m: Machine, ds: DataSegment, linear: number, n: number, v: number, again: () => number): Blocking<number> {
  const site = ds.sites[ds.at];
  if (!readsTicks(linear, n) || !site?.poll) return done(v);
  // in a polled function, the call into it places the read too: ticks()'s one read is a poll
  // where a loop calls it again, not where `t0 = ticks();` and the next loop's first pass call
  // it one after the other (oracle CP2: DOSBox's loop after the edge prints 496 lines in the tick)
  const seen = `tick ${site.line} ${site.fn} ${site.via ? ds.via : 0} ${linear} ${n} ${v}`;
  if (seen === futile.seen && m === futile.on) return done(v);
  const before = m.now, irq0 = m.nextIrq0After(), wait = m.idleRead(seen);
  // (the synchronous engine has waited already)
  if (isDone(wait)) return done(m.now === before ? v : readAfter(m, seen, v, again, irq0));
  return resumeAfter(wait, (): Blocking<number> => done(readAfter(m, seen, v, again, irq0)));
}

/**
 * The read that last waited for an interrupt and still saw the same count: interrupts are off or
 * IRQ0 waits for an EOI (with no handler of the program's on INT 8 or 1Ch, which may keep the
 * count for a few interrupts). Nothing but time changes
 * it then, and the loop (`for (i = 0; i < 100000L; i++) t = *ticks;` with interrupts disabled)
 * goes on at its reads' cost, not a tick a pass.
 */
const futile: { seen: string; on: Machine | null } = { seen: '', on: null };

function readAfter(m: Machine, seen: string, v: number, again: () => number, irq0: number): number {
  const now = again();
  // a wait a keyboard byte ended before the timer's interrupt, and a handler of the program's on
  // INT 8 or 1Ch, which may let several interrupts pass before the count moves (an INT 8 at four
  // times the rate, chaining every fourth), leave the next read a poll (oracle-pc: pcgen.ts)
  if (now === v && m.now >= irq0 && !m.vectors.isHooked(0x08) && !m.vectors.isHooked(0x1c)) {
    futile.seen = seen;
    futile.on = m;
  }
  return now;
}

/** p + n on a far pointer: the offset wraps in its segment, the segment stays. */
export function farAdd(p: number, n: number): number {
  return ((p & 0xffff0000) | ((p + n) & 0xffff)) >>> 0;
}
