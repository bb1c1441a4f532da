/**
 * The devices a compiled program's library plugs into the machine, which the ROMs (TypeScript
 * ports that never touch them) leave out of their bundles: the VGA's registers and A000:0000
 * (runtime/hw/vga-ports.ts), the CMOS clock (runtime/hw/cmos.ts), reading the machine's BIOS
 * time and DOS's date, what the vector table holds before a program sets a vector
 * (runtime/bios/ivt.ts), upper memory's RAM and the video BIOS's ROM at C000
 * (runtime/bios/upper-memory.ts, runtime/bios/vga-rom.ts), mode 07h's cells at B000, COM1 and COM2
 * (uart.ts), the game port with no joystick. Once a machine:
 * the registers keep their state from program to program, as the card's do.
 */
import { rtcDate } from '../dos/calendar.ts';
import { programVector } from '../bios/ivt.ts';
import { int43Vector } from './vga-bios.ts';
import { installFontPlane } from './bios-fonts.ts';
import { UpperMemory } from '../bios/upper-memory.ts';
import { Cmos } from '../hw/cmos.ts';
import { VgaPorts } from '../hw/vga-ports.ts';
import { textConsole } from '../hw/textmode.ts';
import type { Machine } from '../machine.ts';
import type { PortDevice } from '../hw/ports.ts';
import { uartPorts } from './uart.ts';

const plugged = new WeakSet<Machine>();

/**
 * The monochrome adapter's ports 3B0h–3BFh in a colour mode: nothing answers there, and DOSBox
 * 0.74's VGA reads FFh on each (every read of 3BAh, 3B4h and 3B5h too; a word FFFFh) and drops
 * what is written (probe PT1; corpus C2288 reads 3BAh to reset the attribute flip-flop). In mode
 * 07h they are the CRTC's and the status, which the machine does not have: refused as before.
 */
function monoPorts(mono: () => boolean): PortDevice {
  return {
    handles: (port) => port >= 0x3b0 && port <= 0x3bf && !mono(),
    out: () => {},
    in: () => 0xff,
  };
}

/**
 * The game port (the adapter's 200h–207h, the joystick at 201h) with no joystick: DOSBox 0.74
 * installs no handler then, so every read is FFh (the axes never time out, the buttons up; before
 * and after a write; a word from 201h FFFFh) and a write goes nowhere (probe GP1; corpus C4957, a
 * joystick reader that waits for a button or a key).
 */
const gamePort: PortDevice = { handles: (port) => port >= 0x200 && port <= 0x207, out: () => {}, in: () => 0xff };

export function installDevices(m: Machine): void {
  if (plugged.has(m)) return;
  plugged.add(m);
  const vga = new VgaPorts(m.vga), con = textConsole(m.vga);
  m.ports.attach(vga);
  m.ports.attach(new Cmos(() => m.timer.timeOfDay(), () => rtcDate(m)));
  m.ports.attach(monoPorts(() => con.active && con.mode === 7));
  m.ports.attach(uartPorts(m)); // COM1 and COM2 with nothing attached (probe SP1)
  m.ports.attach(gamePort);
  m.videoMemory = vga;
  // INT 43h: the glyphs of the mode's height in the video BIOS's ROM, which reads as DOSBox's (probe VBP)
  m.vectors.unset = (v) => (v === 0x43 ? int43Vector(m) : programVector(v));
  const upper = (m.upperMemory = new UpperMemory()), [covers, read, write] = [upper.covers, upper.read, upper.write];
  // B000:0000–7FFF in mode 07h: its cells, through peek, poke and far pointers as through upper memory (probe AUD3)
  // and outside it RAM of its own, 00h until written, kept through mode sets (probe BM1: DOSBox
  // 0.74 gives B0000h–B7FFFh back to RAM when the VGA maps A000h 64K or B800h; corpus C3320's
  // Hercules life keeps its cells there)
  const b000 = (linear: number): boolean => linear >= 0xb0000 && linear < 0xb8000;
  const mono = (linear: number): boolean => b000(linear) && con.active && con.mode === 7;
  let ram: Uint8Array | null = null;
  upper.covers = (linear) => b000(linear) || covers.call(upper, linear);
  upper.read = (linear) => (mono(linear) ? con.read(linear - 0xb0000) : b000(linear) ? (ram?.[linear - 0xb0000] ?? 0) : read.call(upper, linear));
  upper.write = (linear, v) => (mono(linear) ? con.write(linear - 0xb0000, v) : b000(linear) ? ((ram ??= new Uint8Array(0x8000))[linear - 0xb0000] = v & 0xff) : write.call(upper, linear, v));
  installFontPlane(m, vga);
  // 0040:0096h bit 4: DOSBox's BIOS marks a 101/102-key keyboard (probe BD1; corpus C2464)
  m.int9.flags.flags3 |= 0x10;
}
