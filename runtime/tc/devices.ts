/**
 * The devices a compiled program's library plugs into the machine, which the ROMs (TypeScript
 * ports that never touch them) leave out of their bundles: the VGA's registers and A000:0000
 * (runtime/hw/vga-ports.ts) and the CMOS clock (runtime/hw/cmos.ts), reading the machine's BIOS
 * time and DOS's date. Once a machine: the registers keep their state from program to program,
 * as the card's do.
 */
import { dosDate } from '../dos/calendar.ts';
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
}
