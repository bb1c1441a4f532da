import type { KeyBuffer } from './int16.ts';

/**
 * INT 9, the BIOS keyboard interrupt: reads a set-1 byte, keeps the shift/ctrl/alt/lock state
 * (0040:0017) and stores `scan<<8 | ascii` words into the type-ahead buffer.
 */
export class Int9 {
  constructor(
    readonly buffer: KeyBuffer,
    private readonly beep: () => void,
  ) {}

  /** Handle one byte from the keyboard controller. */
  handleByte(_byte: number): void {
    // TODO(keyboard)
    void this.beep;
  }
}
