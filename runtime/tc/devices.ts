/**
 * The devices a compiled program's library plugs into the machine, which the ROMs (TypeScript
 * ports that never touch them) leave out of their bundles: the VGA's registers and A000:0000
 * (runtime/hw/vga-ports.ts), the CMOS clock (runtime/hw/cmos.ts), reading the machine's BIOS
 * time and DOS's date, what the vector table holds before a program sets a vector
 * (runtime/bios/ivt.ts), upper memory's RAM and the video BIOS's ROM at C000
 * (runtime/bios/upper-memory.ts, runtime/bios/vga-rom.ts). Once a machine:
 * the registers keep their state from program to program, as the card's do.
 */
import { dosDate } from '../dos/calendar.ts';
import { dosboxVector } from '../bios/ivt.ts';
import { int43Vector } from './vga-bios.ts';
import { installFontPlane } from './bios-fonts.ts';
import { UpperMemory } from '../bios/upper-memory.ts';
import { Cmos } from '../hw/cmos.ts';
import { VgaPorts } from '../hw/vga-ports.ts';
import type { Machine } from '../machine.ts';

const plugged = new WeakSet<Machine>();

export function installDevices(m: Machine): void {
  if (plugged.has(m)) return;
  plugged.add(m);
  const vga = new VgaPorts(m.vga);
  m.ports.attach(vga);
  m.ports.attach(new Cmos(() => m.timer.timeOfDay(), () => dosDate(m)));
  m.videoMemory = vga;
  // INT 43h: the glyphs of the mode's height in the video BIOS's ROM, which reads as DOSBox's (probe VBP)
  m.vectors.unset = (v) => (v === 0x43 ? int43Vector(m) : dosboxVector(v));
  m.upperMemory = new UpperMemory();
  installFontPlane(m, vga);
}
