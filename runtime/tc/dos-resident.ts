/**
 * What DOSBox 0.74 keeps in upper memory outside the memory a program owns, where its vector table
 * points (probe DV1, test/fixtures/oracle-files; the same bytes in every session): a program
 * walking the table and reading the first byte of each handler (corpus C1410, to tell an IRET from
 * code) reads these. (DOS's memory below the program, 0070:0000 and COMMAND.COM's PSP at 0118:0000
 * among it: runtime/tc/dos-low.ts.)
 * - C800:0000–002F, past the video BIOS: the mouse driver's entry (INT 33h at C7FF:0010).
 * - C80D:0000–C833:0003: the tables INT 21h AH=65h points at (probe TB1): C80D:0000 the DBCS
 *   table (AL=07h) and, DOSBox's, the file name upper-case table too (AL=04h): a size of 0;
 *   C819:0000 the file name terminators (AL=05h: 22 bytes, the characters `."/\[]:|<>+=;,`);
 *   C81B:0000 the collating sequence (AL=06h: 256, each byte itself); C81B:0102 the upper-case
 *   table (AL=02h: 128, 80h–FFh each itself). A program reads them through those pointers.
 * - C841:0000–002F: the EMS driver's device header (INT 67h at C841:0004, "EMMXXXX0").
 * A read elsewhere outside the modelled memory still halts the program (cc/support/far.ts).
 */
const zeros = (n: number): string => ' 00'.repeat(n);
/** `from`…`to` − 1, each byte itself, in hex (TB1's collating and upper-case tables). */
const run = (from: number, to: number): string => Array.from({ length: to - from }, (_, i) => ` ${(from + i).toString(16).padStart(2, '0')}`).join('');
const RESIDENT: readonly (readonly [number, string])[] = [
  [0xc8000, `EB 07 FE 38 20 00 CA 08 00 FE 38 1F 00 CF 00 00 00 00 00 00 F8${zeros(27)}`],
  [0xc80d0, `${zeros(0xc0)} 16 00 01 00 FF 00 00 20 02 0E 2E 22 2F 5C 5B 5D 3A 7C 3C 3E 2B 3D 3B 2C${zeros(8)} 00 01${run(0, 0x100)} 80 00${run(0x80, 0x100)}`],
  [0xc8410, `00 00 00 00 FE 38 31 00 CF 00 45 4D 4D 58 58 58 58 30${zeros(30)}`],
];
const BLOCKS = RESIDENT.map(([at, hex]) => [at, Uint8Array.from(hex.trim().split(/ +/), (h) => parseInt(h, 16))] as const);

/** DOSBox's byte at linear address `linear` of the regions above, or −1 where nothing is modelled. */
export function dosboxResidentByte(linear: number): number {
  for (const [at, bytes] of BLOCKS) if (linear >= at && linear < at + bytes.length) return bytes[linear - at]!;
  return -1;
}
