/**
 * dos.h's software interrupts: `union REGS`, `struct SREGS`, `struct REGPACK`, int86, int86x, intr,
 * and FP_SEG/FP_OFF for the far pointers INT 33h takes in ES:DX. The interrupts reach the services
 * the machine has: INT 33h (mouse), 16h (keyboard), 1Ah AH=00h (tick count), 15h AH=84h (no
 * joystick, as DOSBox answers) and the INT 10h calls
 * that need no video state beyond the screen (AH=0Ch/0Dh/0Fh). Anything else is an error naming
 * the interrupt and AH, never a silent no-op.
 */
import { int16, INT16_WAIT } from '../bios/int16.ts';
import { dosboxVector } from '../bios/ivt.ts';
import { mouseDriver, type FarMemory, type MouseRegs } from '../bios/int33.ts';
import { hexDigits } from '../hw/hex.ts';
import { textConsole } from '../hw/textmode.ts';
import { SCREEN_H, SCREEN_W } from '../hw/vga.ts';
import { machine, type Machine } from '../machine.ts';
import { processKey, type Blocking } from '../process.ts';

const WORD = ['ax', 'bx', 'cx', 'dx', 'si', 'di', 'cflag', 'flags'] as const;
const BYTE = ['al', 'ah', 'bl', 'bh', 'cl', 'ch', 'dl', 'dh'] as const;
/** struct WORDREGS { unsigned int ax, bx, cx, dx, si, di, cflag, flags; } */
export type WORDREGS = Record<(typeof WORD)[number], number>;
/** struct BYTEREGS { unsigned char al, ah, bl, bh, cl, ch, dl, dh; } */
export type BYTEREGS = Record<(typeof BYTE)[number], number>;

function checked(field: string, v: number): number {
  if (!Number.isInteger(v)) throw new Error(`union REGS: ${field} = ${v}: not an integer`);
  return v;
}

/** struct WORDREGS over the eight words: a field per word, enumerable as the struct's members. */
function wordView(w: Uint16Array): WORDREGS {
  const x = {} as WORDREGS;
  WORD.forEach((n, i) =>
    Object.defineProperty(x, n, { enumerable: true, get: () => w[i]!, set: (v: number) => void (w[i] = checked(`x.${n}`, v)) }),
  );
  return x;
}

/** struct BYTEREGS over the first four words: al, ah the low and high bytes of ax, and so on. */
function byteView(w: Uint16Array): BYTEREGS {
  const h = {} as BYTEREGS;
  BYTE.forEach((n, i) => {
    const k = i >> 1, shift = (i & 1) * 8;
    Object.defineProperty(h, n, {
      enumerable: true,
      get: () => (w[k]! >> shift) & 0xff,
      set: (v: number) => void (w[k] = (w[k]! & (0xff00 >> shift)) | ((checked(`h.${n}`, v) & 0xff) << shift)),
    });
  });
  return h;
}

/**
 * union REGS { struct WORDREGS x; struct BYTEREGS h; } — the two views share eight 16-bit words,
 * so `r.h.ah = 0x10` changes `r.x.ax`, as in C. Stores truncate to the field's width.
 */
export class REGS {
  /** ax bx cx dx si di cflag flags. */
  readonly w = new Uint16Array(8);
  #x: WORDREGS | undefined;
  #h: BYTEREGS | undefined;
  // The views are made on first use: compiled C copies its REGS through `w` and makes two per
  // int86 call (cc/support/library.ts), where making 16 accessors each time was most of DOODLE.C's run.
  get x(): WORDREGS {
    return (this.#x ??= wordView(this.w));
  }
  get h(): BYTEREGS {
    return (this.#h ??= byteView(this.w));
  }
}

/** struct SREGS { unsigned int es, cs, ss, ds; } */
export class SREGS {
  es = 0;
  cs = 0;
  ss = 0;
  ds = 0;
}

/** struct REGPACK { unsigned r_ax, r_bx, r_cx, r_dx, r_bp, r_si, r_di, r_ds, r_es, r_flags; } */
export class REGPACK {
  r_ax = 0;
  r_bx = 0;
  r_cx = 0;
  r_dx = 0;
  r_bp = 0;
  r_si = 0;
  r_di = 0;
  r_ds = 0;
  r_es = 0;
  r_flags = 0;
}

/** A mouse event handler (INT 33h function 0Ch): AX = event mask, BX buttons, CX/DX position, SI/DI mickeys. */
export type MouseEventHandler = (r: REGS) => void;

// ---- far pointers ------------------------------------------------------------------------------
//
// DEVIATION: the machine has no memory to point into, so a far pointer to a program's object (a
// cursor's mask words, a handler function) is a handle: FP_SEG gives a segment number that stands
// for the object, FP_OFF a byte offset 0 into it. INT 33h looks the object up from ES:DX.

/** Segment numbers of far-pointer handles: FAR_BASE + index in the run's table. */
const FAR_BASE = 0x3000;
const FAR = /* @__PURE__ */ processKey('dos.h far pointers', () => ({ objects: [] as object[], seg: new Map<object, number>() }));

/** unsigned FP_SEG(void far *p) — the segment of a far pointer to `p` (a handle, see above). */
export function FP_SEG(p: object): number {
  if (typeof p !== 'object' && typeof p !== 'function') throw new Error(`FP_SEG(${String(p)}): not an object or function`);
  const t = machine().process.local(FAR);
  let s = t.seg.get(p);
  if (s === undefined) {
    s = FAR_BASE + t.objects.push(p) - 1;
    t.seg.set(p, s);
  }
  return s;
}

/** unsigned FP_OFF(void far *p) — its offset: 0, the start of the object. */
export function FP_OFF(p: object): number {
  if (typeof p !== 'object' && typeof p !== 'function') throw new Error(`FP_OFF(${String(p)}): not an object or function`);
  return 0;
}

function farObject(m: Machine, seg: number, what: string): unknown {
  const o = m.process.local(FAR).objects[seg - FAR_BASE];
  if (o === undefined) throw new Error(`${what}: ES=${hex(seg)}h is not a far pointer made with FP_SEG`);
  return o;
}

/**
 * `count` bytes at the far pointer seg:off (a byte array made far with FP_SEG: INT 10h AX=1012h's
 * colours at ES:DX), after `write` is stored there when given.
 */
export function farBytes(m: Machine, seg: number, off: number, count: number, write: Uint8Array | null): Uint8Array {
  const o = farObject(m, seg, "INT 10h ES");
  if (!(o instanceof Uint8Array) || off + count > o.length) throw new Error(`INT 10h AH=10h: ES:DX must point at ${count} bytes (an array made far with FP_SEG)`);
  if (write) o.set(write, off);
  return o.subarray(off, off + count);
}

function farMemory(m: Machine): FarMemory {
  return {
    words(seg, off, count) {
      const o = farObject(m, seg, 'INT 33h AX=0009h') as ArrayLike<number>;
      if (typeof o.length !== 'number' || off & 1 || (off >> 1) + count > o.length) {
        throw new Error(`INT 33h AX=0009h: ES:DX must point at ${count} words (an array made far with FP_SEG)`);
      }
      return Array.prototype.slice.call(o, off >> 1, (off >> 1) + count) as number[];
    },
    handler(seg, off) {
      const fn = farObject(m, seg, 'INT 33h AX=000Ch');
      if (typeof fn !== 'function' || off !== 0) throw new Error('INT 33h AX=000Ch: ES:DX must point at a function (FP_SEG/FP_OFF of it)');
      const run = m.process;
      return (mr) => {
        // DEVIATION: DOS would jump into whatever replaced a program that ended without resetting
        // the driver; here its handler simply stops being called.
        if (m.process !== run || m.state !== 'running') return;
        const r = new REGS();
        r.w.set([mr.ax, mr.bx, mr.cx, mr.dx, mr.si, mr.di]);
        (fn as MouseEventHandler)(r);
      };
    },
  };
}

// ---- the calls -------------------------------------------------------------------------------

/**
 * CPU cost of one int86 call, in instructions: TC's wrapper (it copies the registers in, builds
 * an `int nn` in a stub, copies them out) and a BIOS or driver service. Not measured.
 */
export const INT86_INSTRUCTIONS = 150;

/**
 * BIOS services beyond the ones here, which only C programs reach (runtime/tc/bios-extra.ts,
 * installed on a compiled program's machine: the ROMs' player does not carry them), by machine:
 * true when handled.
 */
export const biosExtra = new WeakMap<Machine, (m: Machine, n: number, r: Regs) => boolean>();

/** The registers one interrupt sees and leaves. */
export interface Regs extends MouseRegs {
  ds: number;
  flags: number;
  /** BP: intr's r_bp (INT 10h AH=13h's string at ES:BP). */
  bp?: number;
  /** A service that waits (INT 15h AH=86h) sets when it ends, in PIT ticks, and is called again then. */
  until?: number;
}

/** What ES and DS hold in int86 (TC leaves them as they are): the program's data segment. */
const DATA_SEGMENT = 0x1000;

/**
 * int int86(int intno, union REGS *inregs, union REGS *outregs) — load the registers, INT intno,
 * store them; returns AX. x.cflag is the carry flag, x.flags the flags word.
 */
export function int86(intno: number, inregs: REGS, outregs: REGS): Blocking<number> {
  return software('int86', intno, inregs.w, outregs.w, null);
}

/** int int86x(int intno, union REGS *inregs, union REGS *outregs, struct SREGS *segregs) — also ES and DS. */
export function int86x(intno: number, inregs: REGS, outregs: REGS, segregs: SREGS): Blocking<number> {
  return software('int86x', intno, inregs.w, outregs.w, segregs);
}

/**
 * void intr(int intno, struct REGPACK *preg) — every register in and out of one struct but BP
 * going in: TC 2.0's intr loads BP from the caller's DS it saved, not from r_bp (probe IB1: a
 * handler sees BP = DS whatever r_bp holds), and r_bp comes back as BP after the interrupt
 * (IB1: DS after AH=0Fh, what a handler left). `bp`: where BP points instead (a far handle's offset).
 */
export function* intr(intno: number, preg: REGPACK, bp = DATA_SEGMENT): Blocking {
  const w = Uint16Array.of(preg.r_ax, preg.r_bx, preg.r_cx, preg.r_dx, preg.r_si, preg.r_di, 0, preg.r_flags);
  const s = { es: preg.r_es, ds: preg.r_ds, cs: 0, ss: 0, bp };
  yield* software('intr', intno, w, w, s, bp);
  [preg.r_ax, preg.r_bx, preg.r_cx, preg.r_dx, preg.r_si, preg.r_di] = w;
  preg.r_bp = s.bp;
  preg.r_flags = w[7]!;
  preg.r_es = s.es;
  preg.r_ds = s.ds;
}

function* software(name: string, intno: number, inw: Uint16Array, outw: Uint16Array, sr: (SREGS & { bp?: number }) | null, bp = 0): Blocking<number> {
  const m = machine();
  if (m.tracing) m.trace(`${name}(0x${hex(intno)}, …)`);
  if (!Number.isInteger(intno)) throw new Error(`${name}(${intno}): intno must be an int`);
  const r: Regs = { ax: inw[0]!, bx: inw[1]!, cx: inw[2]!, dx: inw[3]!, si: inw[4]!, di: inw[5]!, es: sr?.es ?? DATA_SEGMENT, ds: sr?.ds ?? DATA_SEGMENT, flags: 0, bp };
  yield* m.burn(INT86_INSTRUCTIONS);
  const v = intno & 0xff;
  if (!SERVED.has(v) && m.vectors.isHooked(v)) m.vectors.get(v)(r);
  else if (!m.vectors.isHooked(v) && dosboxVector(v) === BIOS_IRET) { /* DOSBox's stub: an IRET */ }
  else while (!service(m, v, r)) yield* (r.until === undefined ? m.waitForKey() : m.sleepUntil(r.until));
  if ((intno & 0xff) === 0x33 && MOUSE_READS.has(inw[0]!)) yield* m.idleRead(`${inw[0]} ${inw[1]} ${r.ax} ${r.bx} ${r.cx} ${r.dx} ${r.si} ${r.di}`);
  outw.set([r.ax, r.bx, r.cx, r.dx, r.si, r.di, r.flags & 1, r.flags]);
  if (sr) {
    sr.es = r.es;
    sr.ds = r.ds;
    if (sr.bp !== undefined) sr.bp = r.bp ?? 0; // intr's BP as the interrupt left it (INT 10h AX=1130h)
  }
  return r.ax;
}

/**
 * The vectors whose services the machine has itself (BIOS, DOS, mouse, XMS): an INT n the program
 * raises on any other reaches the handler it set there, as TC's INT n reaches what the table holds
 * (oracle-pc-v4 `vec`: geninterrupt(0x60) twice on a counting handler counts 2; `crit`, `brk`:
 * TC's INT 24h and 23h entries).
 */
const SERVED = new Set([0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x1a, 0x21, 0x2f, 0x33]);
/** DOSBox's default handler below 72h (runtime/bios/ivt.ts): an IRET, every register left (oracle-pc-v4 `brk`: INT 1Bh unhooked leaves 0040:0071). */
const BIOS_IRET = 0xf0001060;

/**
 * The INT 33h functions that only read the mouse (AX = 3 position and buttons, 5 and 6 press and
 * release counts, 0Bh motion): a loop of them that sees nothing change is idle (Machine.idleRead).
 */
const MOUSE_READS = new Set([0x03, 0x05, 0x06, 0x0b]);

const ZF = 0x40;

/** The INT 33h functions (AX) DOSBox 0.74's mouse driver answers (mouse.cpp); any other is a no-op there. */
const DOSBOX_MOUSE_FUNCTIONS = new Set([
  ...Array.from({ length: 0x18 }, (_, i) => i), 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x24,
  0x26, 0x27, 0x2a, 0x31, 0x32, 0x4f, 0x6f, 0x53c1,
]);

/** The BIOS equipment word DOSBox's VGA PC reports (INT 11h; oracle DS1, BI1). */
export const EQUIPMENT_WORD = 0xd426;
/** Conventional memory in KB (INT 12h; oracle DS1, BI1). */
export const BASE_MEMORY_KB = 640;

/** One interrupt on `r`; false: INT 16h must wait for a key and be called again. */
function service(m: Machine, n: number, r: Regs): boolean {
  const ah = r.ax >> 8;
  const unknown = (): never => {
    throw new Error(`INT ${hex(n)}h AH=${hex(ah)}h${n === 0x33 ? ` (AX=${hex(r.ax, 4)}h)` : ''} is not modelled`);
  };
  if (biosExtra.get(m)?.(m, n, r)) return true;
  switch (n) {
    case 0x33:
      // a function DOSBox's driver does not have leaves every register as it was (oracle MS1:
      // AX=0064h, corpus C903's MouseSetXY); one it has and the machine lacks is refused
      if (!mouseDriver(m.mouse, m.vga).call(r, farMemory(m)) && DOSBOX_MOUSE_FUNCTIONS.has(r.ax)) unknown();
      return true;
    case 0x16: {
      if (ah === 0x03) return setTypematic(m, r) || unknown();
      if (ah === 0x05) {
        // CX into the buffer (DOSBox BIOS_AddKeyToBuffer): AL=00h stored, or dropped while
        // 0040:0018 bit 3 (Pause) is set; AL=01h the buffer is full (oracle-pc `keys`)
        r.ax = (r.ax & 0xff00) | (m.int9.flags.flags2 & 8 || m.keyBuffer.push(r.cx) ? 0 : 1);
        return true;
      }
      const k = int16(r.ax, m.keyBuffer, m.int9.flags);
      if (k === null) unknown();
      if (k === INT16_WAIT) return false;
      r.ax = k!.ax;
      if (k!.zf) r.flags |= ZF;
      return true;
    }
    case 0x1a: // AH=00h: CX:DX ticks since midnight, AL the midnight flag (reading clears it)
      if (ah !== 0) unknown();
      r.cx = m.timer.tickCount >>> 16;
      r.dx = m.timer.tickCount & 0xffff;
      r.ax = m.timer.midnightFlag;
      m.timer.midnightFlag = 0;
      return true;
    case 0x10:
      return int10(m, ah, r) || unknown();
    case 0x15:
      // (r.until: bios-extra.ts's AH=86h waits)
      return (ah === 0x84 && joystick(r)) || (r.until === undefined && unknown());
    case 0x11:
      r.ax = EQUIPMENT_WORD;
      return true;
    case 0x12:
      r.ax = BASE_MEMORY_KB;
      return true;
    default:
      return unknown();
  }
}

/**
 * INT 16h AH=03h as DOSBox's BIOS does it (bios_keyboard.cpp): AL=00h restores the default
 * (typematic byte 20h: 500 ms, 30 cps), AL=05h sets BH = delay (0–3: 250–1000 ms) and BL = rate
 * (00h–1Fh: 30–2 cps); both send keyboard command F3h and the byte through port 60h, so the
 * keyboard's two ACKs (FAh) arrive on IRQ 1. Other subfunctions (PS/2 BIOSes) are not modelled.
 */
function setTypematic(m: Machine, r: Regs): boolean {
  const al = r.ax & 0xff;
  if (al !== 0x00 && al !== 0x05) return false;
  const byte = al === 0 ? 0x20 : ((r.bx >> 8) & 3) << 5 | (r.bx & 0x1f);
  m.portOut(0x60, 0xf3);
  m.portOut(0x60, byte);
  return true;
}

/**
 * INT 15h AH=84h, the BIOS's joystick, as DOSBox's BIOS answers with no joystick (oracle JS1,
 * test/fixtures/oracle-files): DX=0 (buttons) AX=00F0h and DX=0201h, DX=1 (position) AX, BX, CX
 * and DX all 0, any other DX leaves them; the carry is set each time.
 */
function joystick(r: Regs): boolean {
  if (r.dx === 0) {
    r.ax = 0x00f0;
    r.dx = 0x0201;
  } else if (r.dx === 1) r.ax = r.bx = r.cx = r.dx = 0;
  r.flags |= 1;
  return true;
}

/** The INT 10h calls that need nothing but the screen: get mode, write and read a pixel in a graphics mode. */
function int10(m: Machine, ah: number, r: Regs): boolean {
  // DOSBox's handler returns with the caller's flags, and TC's int86 enters with the carry set
  // (oracle BV1: x.cflag 1 after every INT 10h and 17h)
  r.flags |= 1;
  const con = textConsole(m.vga);
  const text = con.active;
  if (ah === 0x0f) {
    r.ax = ((text ? con.cols : 80) << 8) | m.videoMode(); // columns; mode
    r.bx &= 0x00ff; // BH: page 0
    return true;
  }
  if (text || (ah !== 0x0c && ah !== 0x0d)) return false;
  const x = r.cx, y = r.dx;
  const inside = x < SCREEN_W && y < SCREEN_H;
  const i = y * SCREEN_W + x;
  if (ah === 0x0d) r.ax = (r.ax & 0xff00) | (inside ? m.vga.pixels[i]! : 0);
  else if (inside) {
    // AL = colour; bit 7 XORs it with what is there (the BIOS's write with the XOR function)
    m.vga.pixels[i] = r.ax & 0x80 ? m.vga.pixels[i]! ^ (r.ax & 0x0f) : r.ax & 0x0f;
    m.vga.touch(x, y, x, y);
  }
  return true;
}

/** A register or an argument as unsigned hex (a negative int as its 32-bit pattern). */
function hex(n: number, digits = 2): string {
  return hexDigits(n >>> 0, digits);
}
