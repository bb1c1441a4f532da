/**
 * DOS's memory below the program's PSP, 0000:0500–0191:000F, and the PSP itself, as DOSBox 0.74
 * holds them while a program COMMAND.COM started runs (probes LM1 and PS1, test/fixtures/oracle-files;
 * the same bytes in every session but for the host's pointers DOSBox leaves in COMMAND.COM's PSP):
 * - 0050:0000 the print-screen status and the rest of 0050h: zeros;
 * - 0070:0000 DOS's own segment: INT 01h–04h point at 0070:0008, a DOSBox callback and IRET;
 * - 0080:0000 DOS's list of lists at 0080:0026 (INT 21h AH=52h), the first MCB 016Fh at 0080:0024,
 *   the NUL device, the SFT at 0080:00CC; 00A0:0000 the CON device; 00B2:0000 the swappable data
 *   area: the InDOS flag at 00B2:0001 (INT 21h AH=34h; 0 while the program runs), the DTA at
 *   00B2:000C and the current PSP at 00B2:0010 (as INT 21h AH=1Ah and AH=50h set them);
 *   0108:0000 the current directory structure ("C:\");
 * - 0117:0000 COMMAND.COM's MCB, its PSP at 0118:0000 (INT 23h there, `INT 20h`; the command tail
 *   "/INIT AUTOEXEC.BAT"), its environment's MCB at 012A:0000 (44h paragraphs: the program's
 *   environment strings); DOS's MCB at 016F:0000, a free one at 0171:0000, one of the BIOS's at
 *   0176:0000;
 * - 0187:0000 the MCB of the program's environment (9 paragraphs at 0188:0000: the strings, a 0,
 *   a word 1, the program's path; a longer one is cut there, where DOSBox would move the PSP up),
 *   0191:0000 the program's MCB (its size as the start-up and the far heap left it:
 *   runtime/tc/dos-memory.ts, its name);
 * - 0192:0000 the PSP: `INT 20h`, the top of memory 9FFFh, the parent COMMAND.COM, the handle table,
 *   the environment 0188h at 002Ch, DOS's version, `INT 21h; RETF` at 0050h, the blank FCBs, the
 *   command tail at 0080h.
 * Writes land, as in a PC's RAM, and read back. Not modelled: the host's pointers (zeros), the
 * bytes the previous programs left (zeros), the handle table as files open, the FCBs DOS parses
 * from the arguments (blank), SS:SP at PSP:002Eh (the stack at the program's last DOS call).
 */

/** The first byte past the BIOS data area, and the program's PSP (cc/support/memory.ts PSP_SEGMENT). */
export const DOS_LOW_START = 0x500, PSP = 0x192;
const PSP_LINEAR = PSP << 4;
/** The free MCB at 0171h (probe LM1). */
const FREE_LOW = 0x1710;
/** The environment's MCB, the environment, the program's MCB (probe LM1). */
const ENV_MCB = 0x1870, ENV = 0x1880, ENV_PARAGRAPHS = 9, PROGRAM_MCB = 0x1910;
/** COMMAND.COM's environment (44h paragraphs from 012Bh). */
const SHELL_ENV = 0x12b0, SHELL_ENV_BYTES = 0x440;
/** The swappable data area: its DTA and current PSP. */
const SDA = 0xb20, SDA_DTA = SDA + 0x0c, SDA_PSP = SDA + 0x10;

const hex = (s: string): number[] => s.trim().split(/ +/).map((h) => parseInt(h, 16));
const blanks = (n: number): string => ' 20'.repeat(n);
/** DOSBox's bytes (probe LM1), zeros between; COMMAND.COM's environment and the program's blocks are made below. */
const STATIC: readonly (readonly [number, string])[] = [
  [0x708, 'FE 38 2C 00 CF'],
  [0x804, '01'],
  [0x814, 'FF FF FF FF FF FF 00 00 00 00 FF FF FF FF 00 00 6F 01 FF FF FF FF CC 00 80 00 FF FF FF FF FF FF FF FF 00 02 6D 00 80 00 00 00 08 01 00 00 34 C8 00 00 00 01 00 00 A0 00 04 80 00 00 00 00 4E 55 4C' + blanks(5)],
  [0x865, '32 00 32 00 00 01 00 3C 00 00 3A C8'],
  [0x87e, 'FF FF FF FF FF FF FF FF FF FF FF 00 00 00 FF 9F 6F 01'],
  [0x8ce, 'A6 00 64'],
  [0xa00, 'FF FF FF FF 13 80 FF FF FF FF 43 4F 4E' + blanks(5)],
  [0xa60, 'FF FF FF FF 64'],
  [0xa8a, '43 4F 4E 20'],
  [0xa9a, '43 4F 4E 20'],
  [0xaaa, '43 4F 4E 20'],
  [0xb22, 'FF'],
  [0xb36, '02'],
  [0x1080, '43 3A 5C'],
  [0x1170, '4D 18 01 12'],
  [0x1180, 'CD 20 18 01 00 EA FF FF AD DE 60 10 00 F0 00 00 18 01 10 01 18 01 18 01 01 03 01 00 02 FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF 2B 01 E6 05 43 C8 14 00 18 00 18 01 FF FF FF FF 00 00 00 00 05'],
  [0x11d0, 'CD 21 CB'],
  [0x11dd, `${blanks(11)} 00 00 00 00 00${blanks(11)}`],
  [0x1200, '12 2F 49 4E 49 54 20 41 55 54 4F 45 58 45 43 2E 42 41 54'],
  [0x1220, '01 01'],
  [0x1240, '54'],
  [0x1248, '14'],
  [0x1250, blanks(8)],
  [0x1270, '0A'],
  [0x1290, 'EA 60 10 00 F0'],
  [0x12a0, '4D 18 01 44'],
  [0x16f0, '4D 08 00 01'],
  [0x1710, '4D 00 00 04'],
  [0x1760, '4D 40 00 10'],
];
/** The PSP's first 0080h bytes (probe PS1), the environment's segment and SS:SP left out. */
const PSP_HEAD = hex(
  'CD 20 FF 9F 00 EA FF FF AD DE C8 20 00 F0 00 00 18 01 10 01 18 01 18 01 01 03 01 00 02 FF FF FF ' +
  'FF FF FF FF FF FF FF FF FF FF FF FF 88 01 00 00 00 00 14 00 18 00 92 01 FF FF FF FF 00 00 00 00 ' +
  `05${' 00'.repeat(15)} CD 21 CB 00 00 00 00 00 00 00 00 00 00${blanks(11)} 00 00 00 00 00${blanks(11)} 00 00 00 00 00 00 00 00`,
);
const LOW = new Uint8Array(PSP_LINEAR - DOS_LOW_START);
for (const [at, bytes] of STATIC) LOW.set(hex(bytes), at - DOS_LOW_START);

/** What DOS gave the program at its start, and what its calls changed since. */
export interface DosStart {
  /** The environment's strings, the program's path (argv[0]) and its command tail (without DOS's leading blank). */
  readonly env: readonly string[];
  readonly path: string;
  readonly tail: string;
}

/** One run's DOS memory below the PSP and its PSP: what DOS keeps (the DTA, the current PSP), and what the program wrote. */
export class DosLow {
  private readonly written = new Map<number, number>();
  private dtaNow = ((PSP << 16) | 0x80) >>> 0;
  private pspNow = PSP;

  /** INT 21h AH=1Ah's DTA (a far pointer) and AH=50h's current PSP, kept in the SDA: DOS reads them there (a program's write too) and stores them over it. */
  get dta(): number {
    return (this.read(SDA_DTA) | (this.read(SDA_DTA + 1) << 8) | (this.read(SDA_DTA + 2) << 16) | (this.read(SDA_DTA + 3) << 24)) >>> 0;
  }
  set dta(p: number) {
    this.dtaNow = p >>> 0;
    for (let i = 0; i < 4; i++) this.written.delete(SDA_DTA + i);
  }
  get psp(): number {
    return this.read(SDA_PSP) | (this.read(SDA_PSP + 1) << 8);
  }
  set psp(seg: number) {
    this.pspNow = seg & 0xffff;
    for (let i = 0; i < 2; i++) this.written.delete(SDA_PSP + i);
  }
  private made: Uint8Array | null = null;

  /**
   * `mcbByte(linear)`: a byte of an MCB DOS wrote from 0171h on, or null (runtime/tc/dos-memory.ts).
   */
  constructor(
    private readonly start: () => DosStart,
    private readonly mcbByte: (linear: number) => number | null = () => null,
  ) {}

  /** Whether linear address `linear` is DOS's memory below the PSP or the PSP, held here. */
  static covers(linear: number): boolean {
    return linear >= DOS_LOW_START && linear < PSP_LINEAR + 0x100;
  }

  read(linear: number): number {
    const w = this.written.get(linear);
    if (w !== undefined) return w;
    const word = (at: number, v: number): number => (v >> (8 * (linear - at))) & 0xff;
    if (linear >= SDA_DTA && linear < SDA_DTA + 4) return (this.dtaNow >>> (8 * (linear - SDA_DTA))) & 0xff;
    if (linear >= SDA_PSP && linear < SDA_PSP + 2) return word(SDA_PSP, this.pspNow);
    // the MCBs from 0171h on as DOS keeps them: the blocks allocmem makes in the free block at
    // 0171h (pcgen3 PD00243: allocmem(0) gives 0172h, its MCB 'M', the program's, size 0), the
    // environment's, the program's (its size, 'Z' once it reaches the top: probe AR1)
    if (linear >= FREE_LOW && linear < PSP_LINEAR && (linear & 15) < 5) {
      const b = this.mcbByte(linear);
      if (b !== null) return b;
    }
    return this.startBytes()[linear - DOS_LOW_START]!;
  }

  write(linear: number, v: number): void {
    this.written.set(linear, v & 0xff);
  }

  /** The bytes from the program's start: DOSBox's, and the blocks made from the environment and the program's name. */
  private startBytes(): Uint8Array {
    if (this.made) return this.made;
    const s = this.start(), b = new Uint8Array(PSP_LINEAR + 0x100 - DOS_LOW_START);
    b.set(LOW);
    const put = (at: number, bytes: ArrayLike<number>, room: number): void => b.set(Array.from(bytes).slice(0, room), at - DOS_LOW_START);
    const latin1 = (t: string): number[] => Array.from(t, (c) => c.charCodeAt(0) & 0xff);
    const strings = s.env.flatMap((e) => [...latin1(e), 0]);
    put(SHELL_ENV, strings, SHELL_ENV_BYTES);
    put(ENV_MCB, [0x4d, PSP & 0xff, PSP >> 8, ENV_PARAGRAPHS], 16);
    put(ENV, [...strings, 0, 1, 0, ...latin1(s.path), 0], ENV_PARAGRAPHS * 16);
    const name = s.path.replace(/^.*\\/, '').replace(/\..*$/, '');
    put(PROGRAM_MCB, [0x4d, PSP & 0xff, PSP >> 8, 0, 0, 0, 0, 0, ...latin1(name)], 16);
    put(PSP_LINEAR, PSP_HEAD, 0x80);
    const tail = s.tail === '' ? '' : ` ${s.tail}`;
    put(PSP_LINEAR + 0x80, [tail.length, ...latin1(tail), 0x0d], 0x80);
    return (this.made = b);
  }
}
