/**
 * The interrupt vector table, for the vectors a program may hook with setvect/getvect. A handler
 * is a plain function (a C `void interrupt f()` cannot block). The BIOS installs its defaults at
 * power-on; a program's handler may chain to the previous one by calling what getvect returned.
 */
export type InterruptHandler = () => void;

/**
 * Where the IBM AT BIOS has its handlers (IBM AT Technical Reference, BIOS listing: the
 * compatibility entry points every clone keeps): what the vector table holds for them. A vector
 * no handler claims points at the BIOS's dummy IRET.
 */
const BIOS_ENTRY: Readonly<Record<number, number>> = {
  0x08: 0xf000fea5, 0x09: 0xf000e987, 0x10: 0xf000f065, 0x16: 0xf000e82e, 0x1a: 0xf000fe6e,
};
const DUMMY_IRET = 0xf000ff53;
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

  /** Install a BIOS default (at power-on). */
  installDefault(vector: number, handler: InterruptHandler): void {
    this.biosDefaults.set(vector, handler);
    this.table.set(vector, handler);
  }

  /** The far pointer (segment << 16 | offset) vector `vector` holds in the table at 0000:0000. */
  address(vector: number): number {
    const h = this.table.get(vector);
    if (h === undefined || h === noHandler) return DUMMY_IRET;
    for (const [v, d] of this.biosDefaults) if (d === h) return BIOS_ENTRY[v] ?? DUMMY_IRET;
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
