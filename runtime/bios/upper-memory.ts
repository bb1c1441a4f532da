/**
 * Upper memory, D001:0000–EFFF:000F: RAM on DOSBox 0.74's machine (the free upper memory block
 * after the MCB at D000:0000, the EMS page frame at E000), every byte kept as written and 0 where
 * nothing was (probe ROM2, test/fixtures/oracle-files: a byte written at D000, D800, E000 and E800
 * reads back, and nothing else there is not 0). A program pokes here through a segment it computed
 * (corpus C927's `pokeb(coreleft(), …)`). Below it, C800:0000–D000:000F, DOSBox keeps its DOS's
 * data (the mouse driver's stub, device headers, the file table naming the program): not modelled;
 * the VGA's ROM (C000–C7FF: read here when given, see UpperMemory's constructor) and the BIOS ROM
 * (F000) are not RAM.
 */
export const UPPER_BASE = 0xd0010;
export const UPPER_END = 0xf0000;

/** The VGA's ROM, C000:0000–7FFF. */
const VIDEO_ROM_BASE = 0xc0000, VIDEO_ROM_END = 0xc8000;

export class UpperMemory {
  /** Made on the first write: most programs never touch it. */
  private bytes: Uint8Array | null = null;

  /** @param videoRom the VGA's ROM's byte at C000:offset (runtime/tc/vga-bios.ts); read-only, writes change nothing. */
  constructor(private readonly videoRom: ((offset: number) => number) | null = null) {}

  covers(linear: number): boolean {
    return (linear >= UPPER_BASE && linear < UPPER_END) || (this.videoRom !== null && linear >= VIDEO_ROM_BASE && linear < VIDEO_ROM_END);
  }

  read(linear: number): number {
    if (linear < UPPER_BASE) return this.videoRom!(linear - VIDEO_ROM_BASE);
    return this.bytes?.[linear - UPPER_BASE] ?? 0;
  }

  write(linear: number, v: number): void {
    if (linear < UPPER_BASE) return; // the ROM
    (this.bytes ??= new Uint8Array(UPPER_END - UPPER_BASE))[linear - UPPER_BASE] = v & 0xff;
  }
}
