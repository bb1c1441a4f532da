/**
 * The BIOS ROM, segment F000, as DOSBox 0.74's machine has it (probe ROM2,
 * test/fixtures/oracle-files: every byte of F000:0000–FFFF read by peekb, the sums of each 256
 * in ROM2.TXT). Programs read it: the 8×8 font of codes 0–127 at F000:FA6E (drawing big letters
 * from it), the dummy IRET at F000:FF53 and the code an interrupt vector points at, the BIOS's
 * name at F000:E00E, the reset jump, the date "01/01/92" and the model byte FCh (an AT) at
 * F000:FFF0. The rest is the emulator's entry stubs (FE 38 nn nn: DOSBox's callback opcode) and
 * zeros. It is ROM: a write changes nothing.
 */
import { hexBytes } from '../hw/hex.ts';

/** Linear address of F000:0000. */
export const ROM_BASE = 0xf0000;

/** Linear address of the 8×8 font of codes 0–127, F000:FA6E. */
export const ROM_FONT8X8 = 0xffa6e;

/**
 * The non-zero stretches of the segment: offset, bytes (fewer than four zeros apart); F000:2000–25FF
 * is made in romByte: DOSBox's 256 stubs `INT n` + callback 1 (CD nn FE 38 01 00), one an interrupt.
 */
const STRETCHES: readonly [number, string][] = [
  [0x1020, 'fe3801'],
  [0x1040, '909090909090909090909090fe3802'],
  [0x1060, 'fe380300cf'],
  [0x1080, 'fe380400cf'],
  [0x10a0, 'eccbedcb66edcb00eecbefcb66efcb'],
  [0x10c0, 'fe380600cb'],
  [0x1100, 'fe380800cf'],
  [0x1120, 'fe380900cf'],
  [0x1132, '20'],
  [0x1140, 'fe380a00cf'],
  [0x11a0, 'fbfe380d00cf'],
  [0x11c0, 'fe380e00cf'],
  [0x11e0, 'fbfe380f00cf909090909090909090909090ebed'],
  [0x1220, 'fbfe381100cf'],
  [0x1240, 'fbfe381200cf'],
  [0x1260, 'fe381300cf'],
  [0x1280, 'fe381400cf'],
  [0x12a0, '50b061e6a0cd0afa58cf'],
  [0x12c0, 'fe381600cf'],
  [0x1300, 'fe381800cf'],
  [0x1320, 'fe381900cb'],
  [0x1420, '1e066660fcfbfe3821'],
  [0x1440, 'fe382200fab020e6a0e6206661071fcf'],
  [0x1460, 'fe382300cb'],
  [0x1480, 'fe382400cf'],
  [0x14a0, 'fbfe382500cfcb51b94001e2fe59cf'],
  [0x14c0, 'fe382600cb'],
  [0x14e0, 'fe382700cb'],
  [0x1500, 'fe382800cf'],
  [0x1520, 'cf'],
  [0x1540, '50b40ecd1058cf'],
  [0x1560, 'fe382b00cb'],
  [0x15a0, 'fe382d00cf'],
  [0x15c0, 'fe382e00cf'],
  [0x1600, 'fe383000cf'],
  [0x1640, 'fe38320066cf'],
  [0x1660, 'fe383300cf'],
  [0x1680, 'fe383400cf'],
  [0xe00e, '49424d20434f4d50415449424c45203438362042494f5320434f505952494748542054686520444f53426f7820546561' +
    '6d2e'],
  [0xe061, '444f53426f782046616b6542494f532076312e30'],
  [0xe987, '50e460b44ff9cd157304fe381000fab020e62058cf'],
  [0xf0a4, '38282d0a1f06191c02070607'],
  [0xf0b4, '71505a0a1f06191c02070607'],
  [0xf0c4, '38282d0a7f06647002010607'],
  [0xf0d4, '6150520f19061919020d0b0c'],
  [0xf0e5, '0800100040004028285050282850502c282d292a2e1e29'],
  [0xfa76, '7e81a581bd99817e7effdbffc3e7ff7e6cfefefe7c38100010387cfe7c381000387c38fefe7c387c1010387cfe7c387c' +
    '0000183c3c180000ffffe7c3c3e7ffff003c664242663c00ffc399bdbd99c3ff0f070f7dcccccc783c6666663c187e18' +
    '3f333f303070f0e07f637f636367e6c0995a3ce7e73c5a9980e0f8fef8e08000020e3efe3e0e0200183c7e18187e3c18' +
    '66666666660066007fdbdb7b1b1b1b003e63386c6c38cc78'],
  [0xfb22, '7e7e7e00183c7e187e3c18ff183c7e1818181800181818187e3c180000180cfe0c180000003060fe6030'],
  [0xfb50, 'c0c0c0fe0000002466ff6624000000183c7effff000000ffff7e3c18'],
  [0xfb76, '30787830300030006c6c6c'],
  [0xfb86, '6c6cfe6cfe6c6c00307cc0780cf8300000c6cc183066c600386c3876dccc76006060c0'],
  [0xfbae, '1830606060301800603018181830600000663cff3c660000003030fc3030'],
  [0xfbd3, '303060000000fc'],
  [0xfbe3, '303000060c183060c080007cc6cedef6e67c00307030303030fc0078cc0c3860ccfc0078cc0c380ccc78001c3c6cccfe' +
    '0c1e00fcc0f80c0ccc78003860c0f8cccc7800fccc0c183030300078cccc78cccc780078cccc7c0c1870000030300000' +
    '3030000030300000303060183060c0603018000000fc0000fc00006030180c1830600078cc0c18300030007cc6dedede' +
    'c078003078ccccfccccc00fc66667c6666fc003c66c0c0c0663c00f86c6666666cf800fe6268786862fe00fe62687868' +
    '60f0003c66c0c0ce663e00ccccccfccccccc0078303030303078001e0c0c0ccccc7800e6666c786c66e600f060606062' +
    '66fe00c6eefefed6c6c600c6e6f6decec6c600386cc6c6c66c3800fc66667c6060f00078ccccccdc781c00fc66667c6c' +
    '66e60078cce0701ccc7800fcb4303030307800ccccccccccccfc00cccccccccc783000c6c6c6d6feeec600c6c66c3838' +
    '6cc600cccccc7830307800fec68c183266fe007860606060607800c06030180c060200781818181818780010386cc6'],
  [0xfd6d, 'ff303018'],
  [0xfd78, '780c7ccc7600e060607c6666dc00000078ccc0cc78001c0c0c7ccccc7600000078ccfcc07800386c60f06060f0000000' +
    '76cccc7c0cf8e0606c766666e60030007030303078000c000c0c0ccccc78e060666c786ce60070303030303078000000' +
    'ccfefed6c6000000f8cccccccc00000078cccccc78000000dc66667c60f0000076cccc7c0c1e0000dc766660f0000000' +
    '7cc0780cf80010307c30303418000000cccccccc76000000cccccc7830000000c6d6fefe6c000000c66c386cc6000000' +
    'cccccc7c0cf80000fc983064fc001c3030e030301c001818180018181800e030301c3030e00076dc'],
  [0xfe67, '10386cc6c6fe'],
  [0xfea5, 'fe38070050521ecd1cfa1f5ab020e62058cf'],
  [0xff53, 'cf0050b020e62058cf'],
  [0xfff0, 'eac01200f030312f30312f393200fc55'],
];

let image: Uint8Array | null = null;

/** Whether the linear address is in the ROM's segment. */
export function romCovers(linear: number): boolean {
  return linear >= ROM_BASE && linear <= 0xfffff;
}

/** The byte at a linear address romCovers (the image made on the first read). */
export function romByte(linear: number): number {
  if (!image) {
    image = new Uint8Array(0x10000);
    for (const [at, hex] of STRETCHES) image.set(hexBytes(hex), at);
    for (let n = 0; n < 256; n++) image.set([0xcd, n, 0xfe, 0x38, 0x01, 0x00], 0x2000 + 6 * n);
  }
  return image[linear - ROM_BASE]!;
}
