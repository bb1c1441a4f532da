/**
 * What DOSBox 0.74 keeps outside the memory a program owns, where its vector table points (probe
 * DV1, test/fixtures/oracle-files; the same bytes in every session): a program walking the table
 * and reading the first byte of each handler (corpus C1410, to tell an IRET from code) reads these.
 * - 0070:0000–00FF, DOS's own segment: INT 01h–04h point at 0070:0008, a DOSBox callback
 *   (`FE 38 2C 00`) and IRET; the rest zeros.
 * - 0118:0000–005F and 0118:0100–011F, COMMAND.COM's PSP (INT 23h points at its start, `INT 20h`;
 *   INT 24h at 0118:0110, a far jump to the BIOS's default handler F000:1060). Its bytes
 *   between are not modelled: DOSBox leaves pieces of the host's memory there (64-bit pointers).
 * - C800:0000–002F, past the video BIOS: the mouse driver's entry (INT 33h at C7FF:0010).
 * - C841:0000–002F: the EMS driver's device header (INT 67h at C841:0004, "EMMXXXX0").
 * A read elsewhere outside the modelled memory still halts the program (cc/support/far.ts).
 */
const zeros = (n: number): string => ' 00'.repeat(n);
const RESIDENT: readonly (readonly [number, string])[] = [
  [0x00700, `00 00 00 00 00 00 00 00 FE 38 2C 00 CF${zeros(243)}`],
  [0x01180,
    'CD 20 18 01 00 EA FF FF AD DE 60 10 00 F0 00 00 18 01 10 01 18 01 18 01 01 03 01 00 02 FF FF FF ' +
    'FF FF FF FF FF FF FF FF FF FF FF FF 2B 01 E6 05 43 C8 14 00 18 00 18 01 FF FF FF FF 00 00 00 00 ' +
    `05${zeros(15)} CD 21 CB 00 00 00 00 00 00 00 00 00 00 20 20 20`],
  [0x01280, `${zeros(16).slice(1)} EA 60 10 00 F0${zeros(11)}`],
  [0xc8000, `EB 07 FE 38 20 00 CA 08 00 FE 38 1F 00 CF 00 00 00 00 00 00 F8${zeros(27)}`],
  [0xc8410, `00 00 00 00 FE 38 31 00 CF 00 45 4D 4D 58 58 58 58 30${zeros(30)}`],
];
const BLOCKS = RESIDENT.map(([at, hex]) => [at, Uint8Array.from(hex.trim().split(/ +/), (h) => parseInt(h, 16))] as const);

/** DOSBox's byte at linear address `linear` of the regions above, or −1 where nothing is modelled. */
export function dosboxResidentByte(linear: number): number {
  for (const [at, bytes] of BLOCKS) if (linear >= at && linear < at + bytes.length) return bytes[linear - at]!;
  return -1;
}
