/**
 * INT 10h AH=4Fh, the VESA BIOS Extensions of the S3 Trio64 DOSBox 0.74 emulates (machine=svga_s3),
 * as far as a program asks what the card is: AL=00h (the controller's information block) and
 * AL=03h (the current mode). Setting or describing a VESA mode (AL=01h, 02h) and the other calls the
 * S3 has (04h–0Ah) are not modelled: the caller crashes, naming the call.
 */
import type { Machine } from '../machine.ts';
import type { Regs } from './dos-int86.ts';
import { programMemory } from './bios-fonts.ts';

/** AX after a call that succeeded: AL=4Fh (supported), AH=00h (done). */
const VBE_OK = 0x004f;

/** The ROM's offsets of the OEM name and of the mode list, both in segment C000h (probe VB1: C000:2F01, C000:2EAB). */
export const VBE_OEM_AT = 0x2f01;
export const VBE_MODES_AT = 0x2eab;

/** The strings a "VBE2" caller gets copied into its block, after the 256 bytes (probe VB3). */
const VBE2_STRINGS = ['S3 Incorporated. Trio64', 'DOSBox Development Team', 'DOSBox - The DOS Emulator', 'DOSBox 0.74-3'];

/**
 * Handles AH=4Fh; false for a call not modelled. AL=00h fills ES:DI (probe VB1, VB2): "VESA", version
 * 2.00, the OEM name's far pointer, capabilities 0, the mode list's far pointer, 32 blocks of 64 KB;
 * zeros to 256 bytes — to 512 when the block starts "VBE2", which then has its OEM name, vendor,
 * product and revision copied from byte 256 on, pointed at in ES, and the software revision 2.00.
 * AL=03h: BX the BIOS mode (VB3: 0012h in mode 12h). AL=0Bh and up: AL=00h, the rest kept (VB2, VB3:
 * AX=4F0Ch and 4F15h give 4F00h, BX kept).
 */
export function vesa(m: Machine, r: Regs): boolean {
  const al = r.ax & 0xff;
  if (al === 0x00) {
    const mem = programMemory(m, 'INT 10h AX=4F00h');
    const at = (i: number) => (r.di + i) & 0xffff;
    const vbe2 = [0, 1, 2, 3].map((i) => String.fromCharCode(mem.read(r.es, at(i)))).join('') === 'VBE2';
    const block = new Uint8Array(vbe2 ? 0x200 : 0x100);
    const view = new DataView(block.buffer);
    block.set([0x56, 0x45, 0x53, 0x41]); // "VESA"
    view.setUint16(0x04, 0x0200, true);
    view.setUint32(0x06, (0xc000 << 16) | VBE_OEM_AT, true);
    view.setUint32(0x0e, (0xc000 << 16) | VBE_MODES_AT, true);
    view.setUint16(0x12, 0x20, true);
    if (vbe2) {
      view.setUint16(0x14, 0x0200, true);
      let next = 0x100;
      VBE2_STRINGS.forEach((s, i) => {
        view.setUint32(i === 0 ? 0x06 : 0x12 + 4 * i, (r.es << 16) | at(next), true);
        block.set([...s].map((c) => c.charCodeAt(0)), next);
        next += s.length + 1;
      });
    }
    block.forEach((v, i) => mem.write(r.es, at(i), v));
    r.ax = VBE_OK;
    return true;
  }
  if (al === 0x03) {
    r.bx = m.videoMode();
    r.ax = VBE_OK;
    return true;
  }
  if (al > 0x0a) {
    r.ax &= 0xff00;
    return true;
  }
  return false;
}
