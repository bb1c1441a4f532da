/**
 * The interrupt vector table, for the vectors a program may hook with setvect/getvect. A handler
 * is a plain function (a C `void interrupt f()` cannot block). The BIOS installs its defaults at
 * power-on; a program's handler may chain to the previous one by calling what getvect returned.
 */
export type InterruptHandler = () => void;

/**
 * The vector table as DOSBox 0.74 fills it (probe ROM2, test/fixtures/oracle-files): what a
 * vector holds while no program has set it. Below 72h a vector not listed points at the BIOS's
 * default handler, F000:1060 (an emulator stub and IRET: runtime/bios/rom.ts); from 72h on it is
 * 0000:0000. DOS's own (01h–04h, 21h–2Fh), the VGA's fonts (1Fh, 43h), the mouse driver (33h)
 * and the EMS driver (67h) are where DOSBox puts them; INT 41h points at a hard disk table of
 * zeros (corpus C1061 reads it). The divide vector (0) is Turbo C's start-up's own handler there.
 * Here: for vectors 00h–74h, the offset in F000 each points at (four hex digits a vector; an
 * entry OTHER_VECTORS has is not used).
 */
const F000_VECTORS =
  '10601060106010601060106010601060fea5e987ff5510601060106010801060130011001120114011a011c011e01220' +
  '12c012c0124010601260f0a410601060148014a020c81060106014c014e015001520154015c0106010601060106015a0' +
  '106010601060106010601060106010601060106010601060106010601060106010601160106010601060106011801060' +
  '106010601060160010601060106010601060106010601060106010601060106010601060106010601060106010601060' +
  '1060106010601060106010601060106010601060106010601060106010601060128012a0106010601420';
/** The others: DOS's, the VGA's fonts, the mouse's and EMS drivers', and those left 0 below 75h. */
const OTHER_VECTORS: Readonly<Record<number, number>> = {
  0x01: 0x00700008, 0x02: 0x00700008, 0x03: 0x00700008, 0x04: 0x00700008, 0x1f: 0xc0000500, 0x23: 0x01180000,
  0x24: 0x01180110, 0x33: 0xc7ff0010, 0x43: 0xc0001700, 0x60: 0, 0x61: 0, 0x62: 0, 0x63: 0, 0x64: 0, 0x65: 0,
  0x67: 0xc8410004, 0x72: 0, 0x73: 0,
};
/** What vector `v` holds in DOSBox's table before a program sets it. */
const dosboxVector = (v: number): number =>
  OTHER_VECTORS[v] ?? (v < 0x75 ? (0xf0000000 | parseInt(F000_VECTORS.substr(4 * v, 4), 16)) >>> 0 : 0);

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
    if (h === undefined || h === noHandler) return dosboxVector(vector);
    for (const [v, d] of this.biosDefaults) if (d === h) return dosboxVector(v);
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
