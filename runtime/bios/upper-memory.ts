/**
 * Upper memory, D001:0000–EFFF:000F: RAM on DOSBox 0.74's machine (the free upper memory block
 * after the MCB at D000:0000, the EMS page frame at E000), every byte kept as written and 0 where
 * nothing was (probe ROM2, test/fixtures/oracle-files: a byte written at D000, D800, E000 and E800
 * reads back, and nothing else there is not 0). A program pokes here through a segment it computed
 * (corpus C927's `pokeb(coreleft(), …)`). Below it, C800:0000–D000:000F, DOSBox keeps its DOS's
 * data (the mouse driver's stub, device headers, the file table naming the program): not modelled;
 * the BIOS ROM (F000) is not RAM. The VGA's ROM, C000:0000–7FFF, is here too: DOSBox's bytes
 * (runtime/bios/vga-rom.ts), which no write changes (a far pointer into it: peekb(0xC000, 0) is
 * 55h, B800:8000 on reaches it).
 */
import { VGA_ROM_BASE, VGA_ROM_BYTES, vgaRomByte } from './vga-rom.ts';

export const UPPER_BASE = 0xd0010;
export const UPPER_END = 0xf0000;

const inVgaRom = (linear: number): boolean => linear >= VGA_ROM_BASE && linear < VGA_ROM_BASE + VGA_ROM_BYTES;

export class UpperMemory {
  /** Made on the first write: most programs never touch it. */
  private bytes: Uint8Array | null = null;

  covers(linear: number): boolean {
    return (linear >= UPPER_BASE && linear < UPPER_END) || inVgaRom(linear);
  }

  read(linear: number): number {
    if (inVgaRom(linear)) return vgaRomByte(linear - VGA_ROM_BASE);
    return this.bytes?.[linear - UPPER_BASE] ?? 0;
  }

  write(linear: number, v: number): void {
    if (inVgaRom(linear)) return;
    (this.bytes ??= new Uint8Array(UPPER_END - UPPER_BASE))[linear - UPPER_BASE] = v & 0xff;
  }
}
