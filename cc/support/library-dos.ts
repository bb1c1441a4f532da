/**
 * dos.h's calls that take segment registers, for compiled programs: int86x, intr, segread. The
 * registers live in the data segment as TC lays the structs out (union REGS: eight words; struct
 * SREGS { es, cs, ss, ds }; struct REGPACK { r_ax, r_bx, r_cx, r_dx, r_bp, r_si, r_di, r_ds,
 * r_es, r_flags }) and are copied in and out around runtime/tc's call, as int86's binding does.
 *
 * A far pointer into the program's data (ES = DS = 1000h, far.ts) given to INT 33h AX=0009h (the
 * graphics cursor's 32 mask words at ES:DX) is handed to the driver as the words it points at,
 * through the runtime's far-pointer handles (runtime/tc/dos-int86.ts); ES and DX read back as the
 * program gave them.
 */
import * as dos from '../../runtime/tc/dos.ts';
import { DOS_MAJOR, DOS_MINOR, PSEUDO_REGISTERS } from '../../runtime/tc/dos.ts';
import { bioscom, biosdisk, diskStateOf } from '../../runtime/tc/bios.ts';
import { dosFailed } from '../../runtime/tc/errno.ts';
import { done, doneValue, isDone, type Blocking } from '../../runtime/process.ts';
import { CODE_SEGMENT, DS_SEGMENT, type DataSegment } from './memory.ts';
import { FarMemory, tickPolled } from './far.ts';
import { programBytes } from '../../runtime/tc/bios-fonts.ts';
import { machine, runningMachine } from '../../runtime/machine.ts';
import { XMS_ENTRY, xmsCall } from '../../runtime/tc/xms.ts';
import type { DosRegs, Int21 } from './library-int21.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const DOS_NAMES = [
  'int86x', 'intr', 'segread', 'getcbrk', 'setcbrk', 'getverify', 'setverify', '_osmajorp', '_osminorp', '_versionp', '_8087p', '_argcp', '_argvp', 'biostime',
  '__int__', '__pseudoreg', 'bioscom', 'biosdisk',
] as const;

/**
 * The ones that can wait (INT 16h for a key; every interrupt costs CPU time; a port read costs
 * DOSBox's delay, and inportb and inport poll 3DAh until the retrace: Machine.portPoll; peek, peekb and biostime polling the tick
 * count: far.ts tickPolled).
 */
export const DOS_BLOCKING = ['int86x', 'intr', '__int__', 'inportb', 'inport', 'peek', 'peekb', 'biostime'] as const;


/** Run a maybe-blocking call, then `after` on its value (synchronously when it did not block). */
function then<T, U = T>(r: Blocking<T>, after: (v: T) => U): Blocking<U> {
  if (isDone(r)) return done(after(doneValue(r)));
  return (function* wait(): Blocking<U> {
    return after(yield* r);
  })();
}

export function dosBindings(D: DataSegment, dosCall: Int21): Record<(typeof DOS_NAMES)[number], Binding> {
  const dv = D.dv;
  const words = (call: string, p: number, n: number): number[] => {
    D.range(call, p, 2 * n);
    return Array.from({ length: n }, (_, i) => dv.getUint16(p + 2 * i, true));
  };
  const putWords = (p: number, vs: ArrayLike<number>): void => {
    for (let i = 0; i < vs.length; i++) dv.setUint16(p + 2 * i, vs[i]! & 0xffff, true);
  };
  /** INT 33h AX=0009h with ES:DX in the data segment: the 32 mask words as a far-pointer handle. */
  const farArgs = (intno: number, r: dos.REGS, s: dos.SREGS): void => {
    if ((intno & 0xff) !== 0x33 || r.w[0] !== 9 || s.es !== DS_SEGMENT) return;
    s.es = dos.FP_SEG(Uint16Array.from(words('int86x: the cursor masks at ES:DX', r.w[3]!, 32)));
    r.w[3] = 0;
  };
  /**
   * INT 10h AX=1012h/1017h with ES:DX in the data segment: the CX colours there (3 bytes each), or
   * AX=1002h/1009h's 17 palette registers, as a far-pointer handle; returns what puts back the
   * bytes AX=1017h or 1009h stored in it.
   */
  const farColours = (intno: number, r: dos.REGS, s: dos.SREGS): (() => void) | null => {
    const registers = r.w[0] === 0x1002 || r.w[0] === 0x1009;
    if ((intno & 0xff) !== 0x10 || (r.w[0] !== 0x1012 && r.w[0] !== 0x1017 && !registers) || s.es !== DS_SEGMENT) return null;
    const at = r.w[3]!, n = registers ? 17 : r.w[2]! * 3;
    D.range('int86x: the colours at ES:DX', at, n);
    const bytes = D.bytes.slice(at, at + n);
    s.es = dos.FP_SEG(bytes);
    r.w[3] = 0;
    return () => D.bytes.set(bytes, at);
  };
  // the XMS driver's entry (INT 2Fh AX=4310h): a far call there with the pseudo-registers
  D.fnPtrAt(() => {
    const at = bindings.__pseudoreg(0) as number, [ax, bx, , dx] = words('XMS', at, 4) as [number, number, number, number];
    const r = { ax, bx, dx };
    xmsCall(r);
    putWords(at, [r.ax, r.bx]);
    putWords(at + 6, [r.dx]);
  }, XMS_ENTRY);
  /** The library's variable `name` (made when the program first names it), holding `value` in `size` bytes. */
  const made = new Map<string, number>();
  const versionByte = (name: string, value: number, size: 1 | 2): number => {
    let p = made.get(name);
    if (p === undefined) {
      made.set(name, (p = D.staticString(name, '', 2)));
      if (size === 1) D.bytes[p] = value;
      else dv.setUint16(p, value, true);
    }
    return p;
  };
  let pseudo = 0;
  const synced: (number | undefined)[] = [], handSeen: (number | undefined)[] = [];
  /**
   * INT intno with the registers of the REGPACK at `p`, BP `bp` going in: intr's is the caller's
   * DS (TC 2.0's intr loads BP from the DS it saved, not from r_bp: probe IB1), geninterrupt's
   * (null) the pseudo-register _BP; r_bp comes back as BP after the interrupt.
   */
  const far = new FarMemory(D);
  /** The BIOS reaches the program's memory where a call points it (INT 10h AX=1110h's glyphs at ES:BP, INT 43h's, AH=1Bh's table at ES:DI). */
  const memory = { read: (seg: number, off: number) => far.peek(seg, off), write: (seg: number, off: number, v: number) => far.poke(seg, off, v) };
  const reach = (): void => void programBytes.set(runningMachine()!, memory);
  const interrupt = (intno: number, p: number, bp: number | null): ReturnType<Binding> => {
    reach();
    const v = words('intr', p, 10), bpIn = bp ?? v[4]!;
    if ((intno & 0xff) === 0x21) {
      const r: DosRegs = { ax: v[0]!, bx: v[1]!, cx: v[2]!, dx: v[3]!, si: v[5]!, di: v[6]!, ds: v[7]!, es: v[8]!, flags: v[9]! };
      return then(dosCall.callPolled(r), () => {
        putWords(p, [r.ax, r.bx, r.cx, r.dx, bpIn, r.si, r.di, r.ds, r.es, r.flags]);
        return undefined;
      });
    }
    const pack = new dos.REGPACK();
    [pack.r_ax, pack.r_bx, pack.r_cx, pack.r_dx, pack.r_bp, pack.r_si, pack.r_di, pack.r_ds, pack.r_es, pack.r_flags] = v as [number, number, number, number, number, number, number, number, number, number];
    const handle = (intno & 0xff) === 0x10 && pack.r_ax >> 8 === 0x13 && pack.r_es === DS_SEGMENT;
    if (handle) {
      // INT 10h AH=13h's string at ES:BP in the data segment (CX characters, with an attribute
      // each when AL bit 1): a far-pointer handle
      const n = (pack.r_cx & 0xffff) * (pack.r_ax & 2 ? 2 : 1);
      D.range('intr: the string at ES:BP', bpIn, n);
      pack.r_es = dos.FP_SEG(D.bytes.slice(bpIn, bpIn + n));
    }
    return then(dos.intr(intno, pack, handle ? 0 : bpIn) as Blocking<void | number>, () => {
      if (handle) [pack.r_es, pack.r_bp] = [v[8]!, bpIn]; // the BIOS leaves them (AX=1130h gives them: probe VBI)
      putWords(p, [pack.r_ax, pack.r_bx, pack.r_cx, pack.r_dx, pack.r_bp, pack.r_si, pack.r_di, pack.r_ds, pack.r_es, pack.r_flags]);
      return undefined;
    });
  };
  const bindings: Record<(typeof DOS_NAMES)[number], Binding> = {
    /** The address of pseudo-register word k (made on the first look; DS, ES, SS the data segment, CS the code's, SP where the stack is). */
    __pseudoreg: (k, now, hand) => {
      if (pseudo === 0) {
        pseudo = D.staticString('_AX', '', 2 * PSEUDO_REGISTERS.length);
        D.pseudoRegisters = pseudo;
        D.leaveAx(D.ax);
        putWords(pseudo + 14, [DS_SEGMENT, D.es()]);
        putWords(pseudo + 20, [CODE_SEGMENT, DS_SEGMENT]);
      }
      if (k === PSEUDO_REGISTERS.indexOf('SP')) dv.setUint16(pseudo + 2 * k, D.sp(), true);
      else if (k === PSEUDO_REGISTERS.indexOf('ES')) D.es();
      // BP, SI, DI as the program's code holds them (codegen/function.ts call), when that changed
      // since the last look, or when a function that loads them was entered since (`hand`, the
      // count of such entries: ccgen7 CJ00146): a value the program stored (`_SI = 0x8001; l1 =
      // _SI;`, libcheck BI1) stays until then
      if (now !== undefined && (synced[k] !== now || handSeen[k] !== hand)) {
        dv.setUint16(pseudo + 2 * k, (synced[k] = now), true);
        handSeen[k] = hand;
      }
      return pseudo + 2 * k;
    },
    /** geninterrupt(n), TC's `__int__(n)`: INT n with the pseudo-registers, which hold what it left. */
    __int__: (intno) => {
      const at = bindings.__pseudoreg(0);
      D.es(); // _ES as the last call that loaded ES left it, when one did after the program's last look
      return interrupt(intno, at, null);
    },
    bioscom: (cmd, abyte, port) => bioscom(cmd, abyte, port),
    /** biosdisk: AH of INT 13h; for cmd 8, CX and DX (DOSBox leaves them as TC loaded them) in the buffer's first four bytes. */
    biosdisk: (cmd, drive, head, track, sector, nsects, buf) => {
      const ah = biosdisk(diskStateOf(machine()), cmd, drive, head, sector, nsects);
      if ((cmd & 0xff) === 8) {
        D.range('biosdisk', buf, 4);
        D.bytes.set([sector & 0xff, track & 0xff, drive & 0xff, head & 0xff], buf);
      }
      return ah;
    },
    int86x: (intno, pin, pout, psr) => {
      reach();
      if ((intno & 0xff) === 0x21) {
        const [ax, bx, cx, dx, si, di] = words('int86x', pin, 6) as [number, number, number, number, number, number];
        const [es, , , ds] = words('int86x', psr, 4);
        const r: DosRegs = { ax, bx, cx, dx, si, di, es: es!, ds: ds!, flags: 1 }; // entered with the carry set, as int86 (library.ts)
        // a finished call, as int86's (the coroutine engine takes it through yield*)
        return then(dosCall.callPolled(r), () => {
          D.range('int86x', pout, 16);
          putWords(pout, [r.ax, r.bx, r.cx, r.dx, r.si, r.di, r.flags & 1, r.flags]);
          putWords(psr, [r.es]);
          putWords(psr + 6, [r.ds]);
          if (r.flags & 1) dosFailed(r.ax, false); // as int86 (library.ts)
          return r.ax;
        });
      }
      const rin = new dos.REGS(), rout = new dos.REGS(), s = new dos.SREGS();
      rin.w.set(words('int86x', pin, 8));
      [s.es, s.cs, s.ss, s.ds] = words('int86x', psr, 4) as [number, number, number, number];
      const es = s.es, dx = rin.w[3]!;
      farArgs(intno, rin, s);
      const colours = farColours(intno, rin, s);
      // (only where ES:DX was made a handle: INT 2Fh AX=4310h gives a new ES of its own)
      const handle = s.es !== es;
      return then(dos.int86x(intno, rin, rout, s), (ax) => {
        colours?.();
        if (handle && s.es !== es && rout.w[3] === 0) [s.es, rout.w[3]] = [es, dx]; // the handle stays inside
        D.range('int86x', pout, 16);
        putWords(pout, rout.w);
        putWords(psr, [s.es, s.cs, s.ss, s.ds]);
        if (rout.w[6]! & 1) dosFailed(ax, false); // as int86 (library.ts; oracle AB2)
        return ax;
      });
    },
    intr: (intno, p) => interrupt(intno, p, DS_SEGMENT),
    // DOS's Ctrl-Break checking and write verification flags (oracle P5: both off at start; setcbrk returns what it set);
    // getcbrk and setcbrk are AH=33h's flag (pcgen3 PD00019: setcbrk(2), then AX=3302h gives DL 1)
    getcbrk: () => dosCall.breakCheck,
    setcbrk: (v) => ((dosCall.breakCheck = v === 0 ? 0 : 1), v),
    // TC's getverify and setverify are AH=54h and 2Eh: one flag with intdos's (pcgen3 PD00201: 2E01h then getverify() 1)
    getverify: () => dosCall.verify,
    setverify: (v) => {
      dosCall.verify = v === 0 ? 0 : 1;
    },
    _osmajorp: () => versionByte('_osmajor', DOS_MAJOR, 1),
    _osminorp: () => versionByte('_osminor', DOS_MINOR, 1),
    _versionp: () => versionByte('_version', (DOS_MINOR << 8) | DOS_MAJOR, 2),
    // the start-up's coprocessor test finds none in DOSBox 0.74 (corpus C1625: "no coprocessor"; oracle AV1)
    _8087p: () => versionByte('_8087', 0, 2),
    _argcp: () => versionByte('_argc', D.args.argc, 2),
    _argvp: () => versionByte('_argv', D.args.argv, 2),
    /** long biostime(int cmd, long newtime): cmd 0 reads the BIOS's ticks since midnight, 1 sets them. */
    biostime: (cmd, t) => {
      const m = machine(), timer = m.timer;
      if (cmd === 1) timer.tickCount = t >>> 0;
      // a read polls the count as peek does, at its place in the program (far.ts tickPolled): `while (biostime(0, 0L) == t);`
      return cmd === 1 ? done(timer.tickCount | 0) : tickPolled(m, D, 0x46c, 4, timer.tickCount | 0, () => timer.tickCount | 0);
    },
    // ES as it is (probe ESS in test/fixtures/library-es: C000h at main's start with conio linked, DS after strcpy, B800h after peekb(0xB800, 0))
    segread: (p) => {
      D.range('segread', p, 8);
      putWords(p, [D.es(), CODE_SEGMENT, DS_SEGMENT, DS_SEGMENT]);
    },
  };
  return bindings;
}
