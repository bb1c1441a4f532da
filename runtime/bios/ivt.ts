/**
 * The interrupt vector table, for the vectors a program may hook with setvect/getvect. A handler
 * is a plain function (a C `void interrupt f()` cannot block). The BIOS installs its defaults at
 * power-on; a program's handler may chain to the previous one by calling what getvect returned.
 */
export type InterruptHandler = (regs?: InterruptRegs) => void;
/** The registers an INT n from the program's code (int86, geninterrupt) hands a handler the library made (TC's INT 24h entry). */
export interface InterruptRegs { ax: number; bx: number; cx: number; dx: number; si: number; di: number; bp?: number }

/**
 * The vector table as DOSBox 0.74 fills it (probe ROM2, test/fixtures/oracle-files): what a
 * vector holds while no program has set it. Below 72h a vector not listed points at the BIOS's
 * default handler, F000:1060 (an emulator stub and IRET: runtime/bios/rom.ts); from 72h on it is
 * 0000:0000. DOS's own (01h–04h, 21h–2Fh), the VGA's fonts (1Fh, 43h), the mouse driver (33h)
 * and the EMS driver (67h) are where DOSBox puts them; INT 41h points at a hard disk table of
 * zeros (corpus C1061 reads it). The divide vector (0) is Turbo C's start-up's own handler there.
 * Here: vectors 00h–74h, eight hex digits (segment, offset) each.
 */
const DOSBOX_VECTORS =
  'f000106000700008007000080070000800700008f0001060f0001060f0001060f000fea5f000e987f000ff55f0001060' +
  'f0001060f0001060f0001080f0001060f0001300f0001100f0001120f0001140f00011a0f00011c0f00011e0f0001220' +
  'f00012c0f00012c0f0001240f0001060f0001260f000f0a4f0001060c0000500f0001480f00014a0f00020c801180000' +
  '01180110f00014c0f00014e0f0001500f0001520f0001540f00015c0f0001060f0001060f0001060f0001060f00015a0' +
  'f0001060f0001060f0001060c7ff0010f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060' +
  'f0001060f0001060f0001060f0001060f0001060f0001160f0001060c0001700f0001060f0001060f0001180f0001060' +
  'f0001060f0001060f0001060f0001600f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060' +
  'f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060f0001060' +
  '000000000000000000000000000000000000000000000000f0001060c8410004f0001060f0001060f0001060f0001060' +
  'f0001060f0001060f0001060f0001060f0001280f00012a00000000000000000f0001420';
/**
 * What vector `v` holds in DOSBox's table before a program sets it. A compiled program's start-up
 * plugs it in (runtime/tc/devices.ts); the ROMs, which never read the table's addresses, leave it
 * out of their bundles.
 */
export const dosboxVector = (v: number): number => (v < 0x75 ? parseInt(DOSBOX_VECTORS.substr(8 * v, 8), 16) : 0);

/**
 * What vector `v` holds while a compiled program runs and has not set it: DOSBox's, but for the
 * divide vector, which TC 2.0's start-up points at its own handler, 0158h in C0S's code (linked
 * first) in the program's code segment, 01A2h under DOSBox's PSP 0192h: probes VT1–VT3
 * (test/fixtures/c0-data: a far read of 0000:0000 and getvect(0) alike, with floating point and
 * graphics.h linked, after initgraph and closegraph; corpus C2100). INT 4, 5 and 6 stay DOSBox's.
 */
export const programVector = (v: number): number => (v === 0 ? 0x01a20158 : dosboxVector(v));

/**
 * The code segment the vector table shows for a program's handlers; the offset numbers them in
 * the order they were first set. The machine runs no x86 code, so only equality means anything.
 */
export const PROGRAM_CODE_SEGMENT = 0x0e00;

export class InterruptVectors {
  private readonly table = new Map<number, InterruptHandler>();
  private readonly biosDefaults = new Map<number, InterruptHandler>();
  /** A program handler's offset in PROGRAM_CODE_SEGMENT (see address). */
  private readonly offsets = new Map<InterruptHandler, number>();
  /** What a vector holds while no program has set it: dosboxVector once a compiled program's start-up plugs it in. */
  unset: (vector: number) => number = () => 0;

  /** Install a BIOS default (at power-on). */
  installDefault(vector: number, handler: InterruptHandler): void {
    this.biosDefaults.set(vector, handler);
    this.table.set(vector, handler);
  }

  /** The far pointer (segment << 16 | offset) vector `vector` holds in the table at 0000:0000. */
  address(vector: number): number {
    const h = this.table.get(vector);
    if (h === undefined || h === noHandler) return this.unset(vector);
    for (const [v, d] of this.biosDefaults) if (d === h) return this.unset(v);
    let off = this.offsets.get(h);
    if (off === undefined) this.offsets.set(h, (off = 0x100 + 16 * this.offsets.size));
    return ((PROGRAM_CODE_SEGMENT << 16) | off) >>> 0;
  }

  get(vector: number): InterruptHandler {
    checkVector(vector);
    return this.table.get(vector) ?? noHandler;
  }

  set(vector: number, handler: InterruptHandler): void {
    checkVector(vector);
    this.table.set(vector, handler);
  }

  /** Put every vector back as the BIOS set it (when a program ends; DOS would leave a dangling one). */
  restoreDefaults(): void {
    this.table.clear();
    for (const [v, h] of this.biosDefaults) this.table.set(v, h);
  }

  /** True when some vector differs from the BIOS default (the idle skip then wakes on every IRQ0). */
  isHooked(vector: number): boolean {
    return this.table.get(vector) !== this.biosDefaults.get(vector);
  }
}

/** An unhooked vector points at an IRET. */
const noHandler: InterruptHandler = () => {};

function checkVector(vector: number): void {
  if (!Number.isInteger(vector) || vector < 0 || vector > 0xff) {
    throw new RangeError(`interrupt vector must be 0..255, got ${vector}`);
  }
}
