/**
 * The BIOS ROM's last sixteen bytes (F000:FFF0–FFFF) as DOSBox 0.74's machine has them (probe
 * ROM1, test/fixtures/oracle-files): the reset vector's far jump (EA C0 12 00 F0), the BIOS date
 * "01/01/92", a 0, the model byte FCh (an AT) and 55h. Programs read the model byte and the date
 * to tell which PC they run on; the rest of the ROM is not modelled. It is ROM: a write changes
 * nothing.
 */

/** Linear address of F000:FFF0. */
export const ROM_TAIL_BASE = 0xffff0;

const ROM_TAIL = Uint8Array.from([0xea, 0xc0, 0x12, 0x00, 0xf0, ...Array.from('01/01/92', (c) => c.charCodeAt(0)), 0x00, 0xfc, 0x55]);

/** Whether the linear address is one of these bytes. */
export function romTailCovers(linear: number): boolean {
  return linear >= ROM_TAIL_BASE && linear <= 0xfffff;
}

/** The byte at a linear address romTailCovers. */
export function romTailByte(linear: number): number {
  return ROM_TAIL[linear - ROM_TAIL_BASE]!;
}
