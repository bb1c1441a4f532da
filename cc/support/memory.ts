/**
 * The data segment of a compiled program (small model: DS = SS, one 64 KB segment, near pointers
 * are offsets in it) and the helpers generated code calls for what C leaves to the machine:
 * faults, C strings, the heap and the function table.
 *
 * Layout (offsets):
 *   0000–00FF  kept empty: a pointer into it is taken as a null pointer and faults
 *   0100–      initialised globals (declaration order, packed), string literals, uninitialised
 *              globals (TC's order by name: codegen/layout.ts), then struct-return buffers
 *   …          the heap (malloc), growing up from there: first fit over the blocks freed below its
 *              break, else the break moves up
 *   …–FFFF     the stack, growing down from below what TC's start-up keeps at its top (the
 *              program's path and command tail, argv, main's arguments: mainEntrySp): locals
 *              that live in memory, a frame a function's, under its link (saved BP, return
 *              address) as TC lays them out
 * TC 2.0's small model gives the stack all of the segment the heap does not take (`_stklen` is
 * not a limit there): oracle SK1 (test/fixtures/stack) runs a main with 17 000 bytes of locals,
 * SP 48488 in it; malloc stops 256 bytes below the stack pointer (its 1000-byte and 10-byte
 * blocks fail there). The stack meets the heap at its break: TC without stack checking would
 * overwrite the heap; the machine halts with TC's `-N` message, "Stack overflow!" (oracle SK2).
 */
import type { DosStart } from '../../runtime/tc/dos-low.ts';
import { DOS_MAJOR, DOS_MINOR, PSEUDO_REGISTERS } from '../../runtime/tc/dos.ts';
import { ENV_SEGMENT, MEMORY_TOP } from '../../runtime/tc/dos-memory.ts';
import { runningMachine } from '../../runtime/machine.ts';
import { load80, store80, through80 } from '../../runtime/tc/realcvt.ts';
import { ENOMEM, libFailed } from '../../runtime/tc/errno.ts';
import { done, type Blocking } from '../../runtime/process.ts';
import { CFault } from '../errors.ts';

/**
 * Loop back-edges between two looks of the pure-loop guard. The machine's runaway guard watches
 * library calls; a C loop that makes none (`while (x) ;`) would never reach it, so generated
 * loops count their passes and, every this many, look whether the program called the library
 * since the last look. None in 2^26 passes (tenths of a second of host time): a runaway.
 */
export const SPIN_EDGES = 1 << 26;

/**
 * Loop back-edges between two looks at a loop that may be spinning on what an interrupt handler
 * changes (`while (!keyHit) ;`, `while (ticks == t0) ;`). When the program has a handler of its
 * own on INT 8, 9 or 1Ch and made no library call in these passes, the loop waits for the next
 * interrupt (Machine.spinWait): without one nothing it reads can change. Small enough that such a
 * wait costs the host little; no program without its own handlers ever waits here.
 */
export const SPIN_LOOK = 1 << 14;
const LOOKS_PER_RUNAWAY_CHECK = SPIN_EDGES / SPIN_LOOK;

export const SEGMENT_SIZE = 0x10000;
/** What DS (= SS) reads as in a far pointer made from a near one (`FP_SEG(&x)`): a plausible paragraph. */
export const DS_SEGMENT = 0x1000;
/**
 * The program's PSP where DOSBox 0.74 puts it for a program COMMAND.COM runs (corpus C1576's DTA
 * 0192:0080, C1581's getpid() 192).
 */
export const PSP_SEGMENT = 0x0192;
/**
 * What segread reports for CS: the machine runs no code from memory, so the segment TC's small
 * model gives the code stands for it: after the PSP's 100h bytes (oracle DX: CS = PSP + 10h; corpus
 * C1608: CS 1A2).
 */
export const CODE_SEGMENT = PSP_SEGMENT + 0x10;
/** Where the far heap starts: past the data segment's 64 KB (oracle DX: allocmem at once gives DS + 1001h). */
export const FAR_HEAP_SEGMENT = DS_SEGMENT + 0x1000;
/** The video BIOS's segment: ES as conio's start-up leaves it for main, and as textmode leaves it (probes ESB, ESC: test/fixtures/library-es). */
export const VIDEO_BIOS_SEGMENT = 0xc000;
/** The pseudo-register _ES's word among them. */
const ES_WORD = PSEUDO_REGISTERS.indexOf('ES');
/**
 * Below this an address is a null pointer's neighbourhood: TC's bytes there (TC_NULL_AREA, C0's
 * vectors and variables: probes NP2, DSA, DSB) are read and written as on TC; a library call's
 * string or block that runs on past it faults.
 */
export const NULL_AREA = 0x100;
/**
 * TC 2.0's DS:0000 holds four zero bytes before C0's copyright text (probe NP1 in
 * test/fixtures/dos-screen): a string read at 0 to 3 is "" there (`initgraph(&gd, &gm, NULL)`
 * finds the driver where "" does).
 */
export const NULL_STRING_END = 4;
/**
 * TC 2.0's DS:0000 up to its saved interrupt vectors (probe NP2 in test/fixtures/dos-screen): four
 * zero bytes, C0's copyright and its three messages. A NULL struct pointer reads and writes here as
 * on TC (an empty list's `h->next` is 0); the bytes past it depend on DOS: there a dereference faults.
 */
export const TC_NULL_AREA = new TextEncoder().encode(
  '\0\0\0\0Turbo-C - Copyright (c) 1988 Borland Intl.\0Null pointer assignment\r\nDivide error\r\nAbnormal program termination\r\n');
/**
 * What follows C0's messages in TC 2.0's DS, up to 00FFh (probes DSA, DSB in test/fixtures/c0-data:
 * DS:0000–01FF dumped, and each address 70h–FFh read as a %s): the four vectors C0 saves (INT 0,
 * 4, 5, 6 as DOSBox has them: F000:1060, 0070:0008, F000:1060, F000:1060), then its variables by
 * word offset (`C0_WORDS`), then zeros to 00FFh and past it (DSA's to 01A7h). A string read there
 * (`printf("%s", 0xFF)`, a char given to %s) is what TC finds: 00FFh and 00AEh on are "".
 */
const C0_VECTORS = [0x1060, 0xf000, 0x0008, 0x0070, 0x1060, 0xf000, 0x1060, 0xf000];
/** C0's variables' places: argc, argv, environ, _envLng, _envseg, _envSize, _psp, _version, errno, _8087, _StartTime (2 words), _heapbase, __brklvl, __heaptop, the far heap's base and break (offset, segment) and DOS's top of memory. */
export const C0_WORDS = { argc: 0x84, argv: 0x86, environ: 0x88, envLng: 0x8a, envseg: 0x8c, envSize: 0x8e, psp: 0x90, version: 0x92, heapbase: 0x9c, brklvl: 0x9e, heaptop: 0xa0, farBase: 0xa2, farBreak: 0xa6, memTop: 0xac } as const;
/** C0's `_envSize`: the bytes of environ's array the start-up mallocs for `count` variables (docs/TURBO-C-FACTS.md "putenv and environ's array"). */
export const envArrayBytes = (count: number): number => (2 * count + 8) & ~7;
/** C0's copyright and the four bytes before it, with its NUL: what its exit sums to find a NULL pointer's writes (probe NP3). */
export const NULL_CHECKED = 0x2f;
/** The sum of the checked bytes as C0 computes it (ADD AL, ADC AH: a 16-bit sum). */
const nullSum = (b: Uint8Array): number => {
  let sum = 0;
  for (let i = 0; i < NULL_CHECKED; i++) sum = (sum + b[i]!) & 0xffff;
  return sum;
};
const NULL_SUM = nullSum(TC_NULL_AREA);
/** `n` bytes at `addr` stay in the null area: a library call reads or writes them as TC's does (a scanf into a NULL struct's field, gets through a pointer C0's vectors end: corpus C4077). */
const inTcNullArea = (addr: number, n: number): boolean => addr + n <= NULL_AREA;
export const DATA_START = 0x100;
/**
 * The offset in C0S's code (linked first: CS:0000) of the operand of its `les di,[_envLng]`, the
 * start of its count of the environment's strings: a return address 0030h (the harness' line
 * "5 100 150 200" given to a `char y[10]`: "0" and its NUL) enters it mid-instruction. Probes SM
 * (test/fixtures/stack): "Abnormal program termination", status 3, for most layouts.
 */
export const STARTUP_ENV_SCAN = 0x0030;
const ABNORMAL_MESSAGE = 'Abnormal program termination\r\n';
/** The top of the stack: TC's start-up keeps its first word here and builds main's call below. */
export const STACK_TOP = 0xfffe;
/**
 * A frame's link, above its locals: the saved BP and the return address TC's `push bp` and
 * `call` leave there (oracle SF1: locals at BP-n, first declared lowest, each rounded up to a
 * word; [BP] the caller's BP, [BP+2] where it returns).
 */
export const FRAME_LINK = 4;
/** What malloc leaves free between the heap's break and the stack pointer (TC's sbrk; oracle SK1). */
export const HEAP_STACK_GAP = 256;
/** The least stack a program's globals must leave (its start-up frame and a call or two). */
export const MIN_STACK = 0x200;

/** Where a fault can happen: the C file, line and function, by site number. */
export interface Site {
  readonly line: number;
  readonly fn: string;
  /** Where a read of the tick count polls it (codegen: ExprEnv.polling). */
  readonly poll?: true;
  /** In a polled function (codegen/blocking.ts TickPolls): its reads are placed by the call into it too (DataSegment.via). */
  readonly via?: true;
}

/**
 * The first pointer value a function gets: 0 to 4 are no function's, as NULL and signal.h's
 * SIG_IGN (1), SIG_SGE (3), SIG_ACK (4) are such values.
 */
export const FIRST_FUNCTION = 5;

export class DataSegment {
  readonly bytes: Uint8Array;
  readonly i8: Int8Array;
  readonly dv: DataView;
  /** The heap's break: the end of its highest block; the stack may not grow below it. */
  get brk(): number {
    return this.breakAt === 0 ? this.heapBreak : this.dv.getUint16(this.breakAt, true);
  }
  set brk(v: number) {
    this.heapBreak = v;
    if (this.breakAt !== 0) this.dv.setUint16(this.breakAt, v, true);
  }
  private heapBreak: number;
  /** Where the program's `__brklvl` lies, when it names it (library-data.ts): the break is kept there. */
  private breakAt = 0;
  keepBreakAt(at: number): void {
    const v = this.brk;
    this.breakAt = at;
    this.brk = v;
  }
  /** The program's stack pointer now (the generated module sets it: its `$sp` is its own). */
  sp: () => number = () => this.stackStart;
  /** SI and DI now (the generated module's `$si`, `$di`: the start-up's until a register variable is handed on). */
  si: () => number = () => this.startRegisters.si;
  di: () => number = () => this.startRegisters.di;
  /** SP as main is called (library-process.ts mainEntrySp); set before the program's module is made. */
  stackStart = STACK_TOP;
  /** The start-up's copy of the environment and environ's array, the heap's first two blocks (library-process.ts startupEnvironment). */
  environment = { copy: 0, array: 0 };
  /** The BP of the function calling one of the library's that leave words below SP, −1 for none in memory (library-residue.ts). */
  callerBp = -1;
  /** SI and DI as main is called (library-process.ts startRegisters); set with stackStart. */
  startRegisters = { si: 0, di: 0 };
  /**
   * AX as the last library call left it, where that is modelled (library-ax.ts), else 0: what a
   * call of a function no module defines, with no arguments, returns (TLINK links it to run on),
   * and the pseudo-register _AX once the program has named it (`pseudoRegisters`, its address).
   */
  ax = 0;
  pseudoRegisters = 0;
  /**
   * BX, CX and DX as the last library call left them where that is measured (after fprintf to a
   * file and sprintf: library-residue.ts formatRegisters), else null: what getdfree and getfat
   * store for a drive DOS lacks, whose INT 21h sets AX or AL alone. A far access the program
   * makes forgets them too (it notes its site as a call does): a place not measured.
   */
  leftRegisters: { readonly bx: number; readonly cx: number; readonly dx: number } | null = null;
  /** BX, CX and DX as the library call running now found them (leftRegisters when it was called), else null. */
  registersAtCall: DataSegment['leftRegisters'] = null;
  leaveAx(v: number): void {
    this.ax = v & 0xffff;
    if (this.pseudoRegisters !== 0) this.dv.setUint16(this.pseudoRegisters, this.ax, true);
  }
  /** A call's value `v`, left in AX (codegen/function.ts leavesAx: a program with a call of an undefined function). */
  axOf<T>(v: T): T {
    if (typeof v === 'number') this.leaveAx(v);
    return v;
  }
  /**
   * ES as the last call that loads it left it (library-es.ts; the start-up's: esAtStart). Once the program names _ES it is that pseudo-register's
   * word (syncEs): a store the program makes there stands until a call loads ES again.
   */
  private esNow = DS_SEGMENT;
  private esLoads = 0;
  private esSynced = -1;
  /** A call of TC's leaves ES = `seg`. */
  loadEs(seg: number): void {
    this.esNow = seg & 0xffff;
    this.esLoads++;
  }
  /** ES now: the pseudo-register's word, brought up to the last call's ES if one loaded it since it was last looked at. */
  es(): number {
    if (this.pseudoRegisters === 0) return this.esNow;
    const at = this.pseudoRegisters + 2 * ES_WORD;
    if (this.esSynced !== this.esLoads) {
      this.esSynced = this.esLoads;
      this.dv.setUint16(at, this.esNow, true);
    }
    return this.dv.getUint16(at, true);
  }
  /** main's argc and argv as the start-up made them (library-process.ts mainArguments): dos.h's _argc and _argv. */
  args = { argc: 0, argv: 0 };
  /** What DOS gave the program: its environment, path and command tail (their copies below the PSP and in it: runtime/tc/dos-low.ts). */
  dosStart: DosStart = { env: [], path: '', tail: '' };
  /** The program's functions the library calls by name when it defines them (matherr), set by the generated module. */
  readonly own = new Map<string, (...args: number[]) => unknown>();
  userFunction(name: string): ((...args: number[]) => unknown) | undefined {
    return this.own.get(name);
  }
  /** Functions reachable through pointers: index (the pointer's value) → the JS function (FIRST_FUNCTION on). */
  readonly functions: (((...args: number[]) => unknown) | undefined)[] = new Array(FIRST_FUNCTION).fill(undefined);
  private readonly functionIndex = new Map<unknown, number>();
  /** Functions reached through a far address of their own (getvect of a BIOS vector: F000:FEA5), by that address. */
  private readonly farFunctions = new Map<number, (...args: number[]) => unknown>();

  constructor(
    image: Uint8Array,
    heapStart: number,
    readonly file: string,
    readonly sites: readonly Site[],
  ) {
    this.bytes = new Uint8Array(SEGMENT_SIZE);
    this.bytes.set(image);
    this.bytes.set(TC_NULL_AREA);
    C0_VECTORS.forEach((w, i) => ((this.bytes[TC_NULL_AREA.length + 2 * i] = w & 0xff), (this.bytes[TC_NULL_AREA.length + 2 * i + 1] = w >> 8)));
    this.i8 = new Int8Array(this.bytes.buffer);
    this.dv = new DataView(this.bytes.buffer);
    this.heapBreak = heapStart;
    this.heapStart = heapStart;
  }
  /** The heap's first byte, _BSS's end: the stack may run over the heap down to it (stackOverflow). */
  private readonly heapStart: number;

  /** A long double's value at a, as DOSBox's FPU loads the ten bytes (its registers are doubles). */
  ld80(a: number): number {
    return load80(this.dv, a);
  }

  /**
   * What a long double variable the compiler holds outside memory reads after `v` is assigned to
   * it: v, as stored in ten bytes and loaded again (an infinity comes back ±1.0; libcheck LX1:
   * x2 = x1 * 1e300L * 1e10L then reads 1.0).
   */
  th80(v: number): number {
    return through80(v);
  }

  /**
   * Store v at a as a long double, as DOSBox's FPU stores its double. The value is the ten bytes
   * read back: the 8087 has no FST of ten bytes, so TCC's code stores with FSTP and loads them again
   * (ccgen2 CD00076 and 4 more: `e *= 1e300` of a long double is 1.0, e's infinity read back).
   */
  st80(a: number, v: number): number {
    store80(this.dv, a, v);
    return load80(this.dv, a);
  }

  /** Library calls and clock at the runaway check before (SPIN_EDGES). */
  private spinCalls = -1;
  private spinClock = -1;
  /** Looks since the last runaway check, and the library calls at the last look. */
  private looks = 0;
  private lookCalls = -1;

  /**
   * The pure-loop guard's look, every SPIN_LOOK back-edges: where the loop can wait (`canWait`)
   * and interrupt handlers of the program could change what it reads, it waits for the next
   * interrupt; every SPIN_EDGES back-edges without a library call or virtual time passing, a
   * runaway.
   */
  spin(site: number, canWait: boolean): Blocking {
    const m = runningMachine();
    if (!m) return done();
    const stop = m.hostStop?.();
    if (stop) this.fault(site, stop);
    const calls = m.libraryCalls;
    const pure = calls === this.lookCalls;
    this.lookCalls = calls;
    if (++this.looks === LOOKS_PER_RUNAWAY_CHECK) {
      this.looks = 0;
      const now = m.now;
      if (calls === this.spinCalls && now === this.spinClock) this.fault(site, `a loop ran ${SPIN_EDGES} passes without a library call: no virtual time passes (a runaway loop)`);
      this.spinCalls = calls;
      this.spinClock = now;
    }
    return pure && canWait ? m.spinWait() : done();
  }

  /**
   * A function's frame would reach below the heap's break. TC 2.0 without -N (its default) runs on
   * over the heap's blocks (corpus C2934: a recursive 8-way fill 3 000 pixels deep goes down past
   * the BGI's buffer and the oracle draws on): so does this machine, whose heap holds only bytes.
   * Below the heap lie the program's globals, some of which live outside these bytes here: there
   * it stops, with the message TC's -N gives.
   */
  stackOverflow(site: number, sp: number): void {
    if (sp >= this.heapStart) return;
    this.fault(site, `Stack overflow! (a frame down to ${sp < 0 ? `${hex(sp & 0xffff)}, past 0000h,` : hex(sp)} runs past the heap into the program's data, below ${hex(this.heapStart)}; TC 2.0 prints this with stack checking, -N, and without it overwrites the heap and the data)`);
  }

  /**
   * A callee returned with a saved BP a write past its locals changed, its return address intact
   * (corpus C2048: `int a[4]` given a[4]): the caller runs on with that BP. A caller with no frame
   * never reads BP, and TC's start-up does not either, so the program ends as usual; a function
   * with a frame that resumes under it reads its locals through it and returns where they say.
   * lostSp: SP as the callee returned (0: no BP lost); a function whose frame lies at or above it
   * was running when it happened.
   */
  lostSp = 0;
  private lostDetail = '';
  /** abort()'s ending (library.ts), for a return into C0's code that ends there. */
  abnormalEnd: ((message: string, where: CFault) => never) | null = null;

  /**
   * A framed function returns: its link at `at` should hold `expected` (saved BP low, return
   * address high). The fault to throw, or null to return as usual (see lostSp). A write past
   * the locals (`char y[10]; gets(y)` given 14 bytes) makes TC's `ret` jump where the bytes say:
   * where that is C0's code at a known offset, what follows is modelled (startupScanFinds);
   * elsewhere the machine halts, naming the function and what the bytes now say.
   */
  returnThrough(site: number, at: number, expected: number, fp: number, sp: number): CFault | null {
    if (this.lostSp !== 0 && fp >= this.lostSp) return this.faultAt(site, `reads its frame through a wrong BP: ${this.lostDetail}`);
    if (this.dv.getInt32(at, true) === expected) return null;
    const bp = this.dv.getUint16(at, true), ret = this.dv.getUint16(at + 2, true);
    const detail = `saved BP at ${hex(at)} now ${hex(bp)}, return address at ${hex(at + 2)} now ${hex(ret)}`;
    if (ret === expected >>> 16) {
      if (sp > this.lostSp) {
        this.lostSp = sp;
        this.lostDetail = `${this.sites[site]?.fn ?? '?'}() returned with the saved BP a write past its locals overwrote (at ${hex(at)}, now ${hex(bp)})`;
      }
      return null;
    }
    if (ret === STARTUP_ENV_SCAN && this.abnormalEnd && !this.startupScanFinds()) {
      this.abnormalEnd(ABNORMAL_MESSAGE, this.faultAt(site, `returns through its frame's link, which a write past its locals overwrote (${detail}): into C0's count of the environment, which finds no end and aborts`));
    }
    // a return address 0000h is C0's start, where a call through a null function pointer lands
    // too (fn below, probes NF1–NF4): it aborts (corpus C3004: `c[i][j] = 0` for j < 4 of `int c[2][2]`
    // zeroes main's link; DOSBox's run ends after its last shot)
    if (ret === 0 && this.abnormalEnd) {
      this.abnormalEnd(ABNORMAL_MESSAGE, this.faultAt(site, `returns through its frame's link, which a write past its locals overwrote (${detail}): into C0's start, which aborts`));
    }
    return this.faultAt(site, `returns through its frame's link, which a write past its locals overwrote (${detail}): the real PC would return to an address nobody chose`);
  }

  /** main returned to the start-up, which reads no BP (its exit sets its own). */
  startupReturn(): void {
    this.lostSp = 0;
  }

  /**
   * C0's count of the environment entered past its `les di` (STARTUP_ENV_SCAN) with DI as the
   * start-up left it (every function saves and restores it; probes SM: main's `_DI`) and AL its low byte: `repnz scasb` for AL, then the next byte compared with
   * AL, 7FFFh bytes in all (CX), ES taken as DS. True when it finds two AL bytes together (C0
   * then starts the program again: not modelled); false when CX runs out (abort).
   */
  private startupScanFinds(): boolean {
    let di = this.startRegisters.di & 0xffff, cx = 0x7fff;
    const al = di & 0xff;
    for (;;) {
      let found = false;
      while (cx !== 0) {
        cx--;
        const b = this.bytes[di]!;
        di = (di + 1) & 0xffff;
        if (b === al) { found = true; break; }
      }
      if (cx === 0 || !found) return false;
      if (this.bytes[di] === al) return true;
    }
  }

  /**
   * The site of the library call running now: the generated code notes it as it calls
   * (codegen/function.ts), so a fault the library raises is placed at its caller's line. Site 0 is
   * no place (codegen/generate.ts): the library's own checks pass it. Each call hands on the
   * registers the call before it left (registersAtCall) and leaves none of its own until it says.
   */
  get at(): number {
    return this.atSite;
  }
  set at(site: number) {
    this.atSite = site;
    this.registersAtCall = this.leftRegisters;
    this.leftRegisters = null;
  }
  private atSite = 0;
  /**
   * The site of the last call of a polled function (codegen/blocking.ts TickPolls) from a function
   * that is not one: where a tick read inside it is in the program (far.ts tickPolled). `t0 =
   * ticks();` and the loop's `(t = ticks())` after it read at one place in ticks(), but from two.
   */
  via = 0;

  /** Where the library function running now was called from; null before any call. */
  callSite(): Site | null {
    return this.at > 0 ? this.sites[this.at] ?? null : null;
  }

  fault(site: number, detail: string): never {
    throw this.faultAt(site, detail);
  }

  /** A fault at `site` (its file, line and function), to throw or to keep. */
  faultAt(site: number, detail: string): CFault {
    const s = this.sites[site] ?? { line: 0, fn: '?' };
    return new CFault(this.file, s.line, s.fn, detail);
  }

  /**
   * A dereferenced address. In the null area past C0's messages it finds C0's saved vectors and
   * variables (probes DSA, DSB), as a string read there does: corpus C4077's and C4079's `char
   * *str1`, never set, is main's SI (the environment's size, 60), and strlen of it runs through
   * "Null pointer assignment"… into the vectors' first zero byte, 0076h: TC's "Length is 58".
   */
  check(addr: number, _site: number): number {
    if (addr < NULL_AREA && addr >= TC_NULL_AREA.length) this.layC0Variables();
    return addr;
  }

  /**
   * TC's exit (C0's `_checknull`, after exit's files, at main's return, exit and _exit alike: probe
   * NP3) sums the copyright bytes at DS:0000: a program that wrote through a NULL pointer there is
   * told "Null pointer assignment" on handle 2.
   */
  nullAssigned(): boolean {
    return nullSum(this.bytes) !== NULL_SUM;
  }

  /**
   * C0's variables after its vectors (C0_WORDS) as the machine has them now. Not laid out: errno
   * (DSA's 2 at main: the library's own cell), _StartTime's ticks, and word 96h (DSA 0, DSB 3);
   * the far heap's segment is the machine's (DS + 1000h, TC's DS moves with the code's size).
   */
  layC0Variables(): void {
    const env = this.dosStart.env, put = (at: number, w: number): void => this.dv.setUint16(at, w & 0xffff, true);
    put(C0_WORDS.argc, this.args.argc);
    put(C0_WORDS.argv, this.args.argv);
    put(C0_WORDS.environ, this.environment.array);
    // the block's strings, its closing 0 and the word before the program's path (DSA: 3Ch for the oracle's three)
    put(C0_WORDS.envLng, env.reduce((n, e) => n + e.length + 1, 0) + 3);
    put(C0_WORDS.envseg, ENV_SEGMENT);
    put(C0_WORDS.envSize, envArrayBytes(env.length));
    put(C0_WORDS.psp, PSP_SEGMENT);
    put(C0_WORDS.version, (DOS_MINOR << 8) | DOS_MAJOR);
    put(C0_WORDS.heapbase, this.heapStart);
    put(C0_WORDS.brklvl, this.brk);
    put(C0_WORDS.heaptop, this.heapStart);
    put(C0_WORDS.farBase + 2, FAR_HEAP_SEGMENT);
    put(C0_WORDS.farBreak + 2, FAR_HEAP_SEGMENT);
    put(C0_WORDS.memTop, MEMORY_TOP);
  }

  /** The C string at `addr`, as a JS string of bytes (one char per byte). */
  str(addr: number): string {
    if (addr < NULL_AREA && addr >= TC_NULL_AREA.length) this.layC0Variables();
    if (addr < NULL_STRING_END && this.bytes[addr] === 0) return '';
    const b = this.bytes;
    let end = addr;
    while (end < SEGMENT_SIZE && b[end] !== 0) end++;
    if (end === SEGMENT_SIZE) throw new Error(`string at ${hex(addr)} runs off the end of the data segment`);
    let s = '';
    for (let i = addr; i < end; i += 4096) s += String.fromCharCode(...b.subarray(i, Math.min(end, i + 4096)));
    return s;
  }

  /** Write JS string `s` (bytes) and its terminating 0 at `addr`. */
  writeStr(addr: number, s: string): void {
    if (addr < NULL_AREA && !inTcNullArea(addr, s.length + 1)) throw new Error(`null pointer written to (address ${hex(addr)})`);
    // past FFFFh the offset wraps to DS:0000, as the 8086's does (probe WR1; corpus C4080's records)
    for (let i = 0; i < s.length; i++) this.bytes[(addr + i) & 0xffff] = s.charCodeAt(i) & 0xff;
    this.bytes[(addr + s.length) & 0xffff] = 0;
  }

  /** Bytes [addr, addr+n) checked to lie in the segment. */
  range(call: string, addr: number, n: number): void {
    if (n > 0 && addr < NULL_AREA && !inTcNullArea(addr, n)) throw new Error(`${call}: null pointer (address ${hex(addr)})`);
    if (addr + n > SEGMENT_SIZE) throw new Error(`${call}: ${n} bytes at ${hex(addr)} run off the end of the data segment`);
  }

  copy(dst: number, src: number, n: number): number {
    this.bytes.copyWithin(dst, src, src + n);
    return dst;
  }

  // ---- the heap ----------------------------------------------------------------------------
  //
  // TC 2.0's near heap (probes in test/fixtures/heap, README there): a block is a 4-byte header
  // (its size, the low bit set while in use; the block below it) and the bytes asked for, the
  // whole rounded up to 8 (malloc(1) to (4) take 8, (5) to (12) 16, (255) 264). The free blocks
  // form a ring searched from its rover: the first big enough is taken whole when what would be
  // left is 32 bytes or less, else cut, the caller getting its top end. A block freed joins a
  // free neighbour below or above; one freed at the top gives its bytes (and a free block under
  // it) back to the break. A new free block enters the ring after the rover; a block taken out
  // moves the rover to the next. The sizes wrap at 16 bits as TC's do (malloc(65530) asks for 0).

  /** The first block's start and the break: the heap is [first, brk). */
  private first = 0;
  /** In-use and free blocks by start: size, the block below (0 for the first), free or not. */
  private readonly heap = new Map<number, { size: number; below: number; free: boolean }>();
  /** The free ring: next and previous free block of each free block's start. */
  private readonly ringNext = new Map<number, number>();
  private readonly ringPrev = new Map<number, number>();
  private rover = 0;
  /** The highest block's start (0: none). */
  private last = 0;

  malloc(n: number): number {
    if (n === 0) return 0;
    const size = (n + 4 + 7) & 0xfff8;
    if (this.rover !== 0) {
      let q = this.rover;
      do {
        const b = this.heap.get(q)!;
        if (b.size >= size) {
          if (b.size - size <= 32) {
            this.unring(q);
            b.free = false;
            return q + 4;
          }
          // cut: the caller gets the top end
          b.size -= size;
          const at = q + b.size;
          this.heap.set(at, { size, below: q, free: false });
          const above = this.heap.get(at + size);
          if (above) above.below = at;
          else this.last = at;
          return at + 4;
        }
        q = this.ringNext.get(q)!;
      } while (q !== this.rover);
    }
    // from the break: sbrk(size), word-aligned first
    let at = this.brk;
    if (this.last === 0 && at & 1) at++;
    // NULL: out of memory, as malloc says it; the sbrk that failed set errno (libcheck ER1: malloc(65000U) leaves ENOMEM)
    if (at + size > this.sp() - HEAP_STACK_GAP) return libFailed(ENOMEM), 0;
    if (this.last === 0) this.first = at;
    this.heap.set(at, { size, below: this.last, free: false });
    this.last = at;
    this.brk = at + size;
    return at + 4;
  }

  private unring(q: number): void {
    const next = this.ringNext.get(q)!, prev = this.ringPrev.get(q)!;
    this.ringNext.delete(q);
    this.ringPrev.delete(q);
    if (next === q) {
      this.rover = 0;
      return;
    }
    this.ringNext.set(prev, next);
    this.ringPrev.set(next, prev);
    this.rover = next;
  }

  private ring(q: number): void {
    if (this.rover === 0) {
      this.rover = q;
      this.ringNext.set(q, q);
      this.ringPrev.set(q, q);
      return;
    }
    const next = this.ringNext.get(this.rover)!;
    this.ringNext.set(q, next);
    this.ringPrev.set(q, this.rover);
    this.ringPrev.set(next, q);
    this.ringNext.set(this.rover, q);
  }

  private readonly statics = new Map<string, number>();
  /** The library's own objects (static buffers, cells): [scratchAt, scratchEnd), TC's library data's place; past it, the heap. */
  private scratchAt = 0;
  private scratchEnd = 0;

  /** Where the library's own objects go: the room TC's library modules' data takes (layout.ts). */
  setScratch(at: number, end: number): void {
    this.scratchAt = (at + 1) & ~1;
    this.scratchEnd = end;
  }

  /** Bytes for the library's own use, outside the program's heap where they fit, so malloc's addresses stay TC's. */
  scratch(n: number): number {
    const size = (n + 1) & ~1;
    if (this.scratchAt + size <= this.scratchEnd) {
      const at = this.scratchAt;
      this.scratchAt += size;
      return at;
    }
    return this.malloc(n);
  }

  private readonly buffers = new Map<string, { at: number; size: number }>();

  /** A work buffer of the library's (`owner`'s), at least `n` bytes, kept for its next calls. */
  scratchBuffer(owner: string, n: number): number {
    const b = this.buffers.get(owner);
    if (b && b.size >= n) return b.at;
    const at = this.scratch(n);
    if (at !== 0) this.buffers.set(owner, { at, size: n });
    return at;
  }

  /**
   * A string the library returns in a static buffer of its own (grapherrormsg, ecvt, strerror…):
   * one buffer of `capacity` bytes per `owner`, which the owner's next call overwrites.
   */
  staticString(owner: string, s: string, capacity: number): number {
    let p = this.statics.get(owner);
    if (p === undefined) {
      p = this.scratch(capacity);
      if (p === 0) throw new Error(`${owner}: no memory left for its static buffer`);
      this.statics.set(owner, p);
    }
    this.writeStr(p, s.slice(0, capacity - 1));
    return p;
  }

  /** The bytes the block malloc returned at `at` holds (realloc copies that much). */
  blockSize(at: number): number {
    const b = this.heap.get(at - 4);
    if (!b || b.free) throw new Error(`realloc(${hex(at)}): not a block malloc returned (or freed twice)`);
    return b.size - 4;
  }

  release(at: number): void {
    if (at === 0) return;
    let q = at - 4;
    let b = this.heap.get(q);
    // not a block malloc returned, or one freed already: TC's free takes the words before it for
    // a header and runs on (corpus C119 frees the 5 scanf stored in its pointer, C121 a node twice,
    // and both end as on TC); what it would corrupt is not modelled
    if (!b || b.free) return;
    if (q === this.last) {
      // the top block: its bytes, and a free block under it, go back to the break
      this.heap.delete(q);
      let top = q;
      const below = b.below;
      const under = below !== 0 ? this.heap.get(below) : undefined;
      if (under?.free) {
        this.unring(below);
        this.heap.delete(below);
        top = below;
        this.last = under.below;
      } else this.last = below;
      this.brk = top;
      if (this.last === 0) this.brk = this.first;
      return;
    }
    b.free = true;
    const under = b.below !== 0 ? this.heap.get(b.below) : undefined;
    if (under?.free) {
      // joins the free block below
      under.size += b.size;
      this.heap.delete(q);
      const next = this.heap.get(q + b.size);
      if (next) next.below = b.below;
      q = b.below;
      b = under;
    } else this.ring(q);
    // (nothing above: the program moved the break past the block with sbrk, brk or __brklvl)
    const above = this.heap.get(q + b.size);
    if (above?.free) {
      this.unring(q + b.size);
      this.heap.delete(q + b.size);
      b.size += above.size;
      const next = this.heap.get(q + b.size);
      if (next) next.below = q;
    }
  }

  // ---- function pointers ----------------------------------------------------------------------

  /** The pointer value for JS function `f` (registered on first use). */
  fnPtr(f: unknown): number {
    let i = this.functionIndex.get(f);
    if (i === undefined) {
      i = this.functions.length;
      this.functions.push(f as (...args: number[]) => unknown);
      this.functionIndex.set(f, i);
    }
    return i;
  }

  /**
   * A generator function made callable through a pointer: run to its end without suspending. A C
   * function that can block (it reaches getch, delay…) is a generator in the coroutine flavour,
   * and a call through a pointer is a plain call; the call faults only if it really has to wait.
   */
  plainCall(gen: (...args: number[]) => Iterator<unknown, unknown>, name: string): (...args: number[]) => unknown {
    const plain = (...args: number[]): unknown => {
      const it = gen(...args);
      const r = it.next();
      if (!r.done) this.fault(0, `${name}() waits (delay, getch…) while called through a pointer from a function that cannot wait: not modelled in this engine`);
      return r.value;
    };
    return Object.assign(plain, { gen });
  }

  /**
   * A call through pointer value `p` from a function that can wait (a generator): a C function
   * that can block runs as the generator it is, so it may wait there (a retrace loop called
   * through a pointer, codegen/blocking.ts); any other gives its value at once.
   */
  callWait(p: number, site: number, ...args: number[]): Blocking<unknown> {
    const f = this.fn(p, site) as ((...a: number[]) => unknown) & { gen?: (...a: number[]) => Blocking<unknown> };
    if (f.gen) return f.gen(...args);
    const r = f(...args);
    return typeof r === 'object' && r !== null ? (r as Blocking<unknown>) : done(r);
  }

  /** The pointer value for JS function `f` that is the far address `at` (segment << 16 | offset). */
  fnPtrAt(f: unknown, at: number): number {
    this.farFunctions.set(at >>> 0, f as (...args: number[]) => unknown);
    return at >>> 0;
  }

  /** The function a pointer value points at, if any. */
  functionAt(p: number): ((...args: number[]) => unknown) | undefined {
    // a far pointer to one of the program's functions (a pointer to an interrupt function) is CS:index
    // (probe NP2: a near function pointer made far is CS:offset), DS:index as a far data pointer made of one
    const seg = p >>> 16;
    return this.functions[p] ?? this.farFunctions.get(p >>> 0) ?? (seg === CODE_SEGMENT || seg === DS_SEGMENT ? this.functions[p & 0xffff] : undefined);
  }

  /** The function a pointer value calls. */
  fn(p: number, site: number): (...args: number[]) => unknown {
    const f = this.functionAt(p);
    if (f) return f;
    // a near call to 0 enters C0 at CS:0000, its start, with DS the program's, not the PSP: its
    // second start aborts (probes NF1–NF4 in test/fixtures/stack NF.TXT, corpus C2107's pointer to an
    // undefined function: "Abnormal program termination", status 3, main not run again)
    if (p === 0 && this.abnormalEnd) this.abnormalEnd(ABNORMAL_MESSAGE, this.faultAt(site, 'call through a null function pointer: into C0\'s start, which aborts'));
    this.fault(site, p === 0 ? 'call through a null function pointer' : `call through a wild function pointer (${hex(p)})`);
  }
}

export function hex(n: number): string {
  return `${(n >>> 0).toString(16).toUpperCase().padStart(4, '0')}h`;
}

/**
 * TC's strcpy and strncpy: `rep movsb` from the first byte up, so a destination
 * above an overlapping source repeats the bytes it already wrote (oracle SM2: memcpy(b + 9, b + 5,
 * 11) of "ABCDEFGHIJ…" gives "ABCDEFGHIFGHIFGHIFGH").
 */
export function copyForward(b: Uint8Array, d: number, s: number, n: number): void {
  if (d <= s || d >= s + n) b.copyWithin(d, s, s + n);
  else for (let i = 0; i < n; i++) b[d + i] = b[s + i]!;
}

/**
 * TC's memcpy, memccpy, strcat and stpcpy: `rep movsw` from the first word up, then the odd byte,
 * so a destination one byte above an overlapping source repeats pairs (probe PF: memcpy(b + 1, b,
 * 7) of "0123456789" gives "0011335589"; strcat(b, b + 1) of "0123" leaves "01231231", its 0 never written).
 */
export function copyWords(b: Uint8Array, d: number, s: number, n: number): void {
  if (d <= s || d >= s + n) b.copyWithin(d, s, s + n);
  else {
    let i = 0;
    for (; i + 1 < n; i += 2) {
      const lo = b[s + i]!, hi = b[s + i + 1]!;
      b[d + i] = lo;
      b[d + i + 1] = hi;
    }
    if (i < n) b[d + i] = b[s + i]!;
  }
}
