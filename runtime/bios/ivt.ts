/**
 * The interrupt vector table, for the vectors a program may hook with setvect/getvect. A handler
 * is a plain function (a C `void interrupt f()` cannot block). The BIOS installs its defaults at
 * power-on; a program's handler may chain to the previous one by calling what getvect returned.
 */
export type InterruptHandler = () => void;

export class InterruptVectors {
  private readonly table = new Map<number, InterruptHandler>();
  private readonly biosDefaults = new Map<number, InterruptHandler>();

  /** Install a BIOS default (at power-on). */
  installDefault(vector: number, handler: InterruptHandler): void {
    this.biosDefaults.set(vector, handler);
    this.table.set(vector, handler);
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
