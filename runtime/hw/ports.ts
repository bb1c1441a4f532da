/**
 * The I/O ports the machine has, as `in`/`out` reach them: the 8259s (20h–21h, A0h–A1h), the
 * PIT (40h–43h), the keyboard controller (60h, 64h), port 61h (speaker gate and data), the CMOS
 * clock (70h–71h) and the VGA (3C0h–3CFh, 3D4h–3D5h, 3DAh: vga-ports.ts). Any other port is
 * refused with an error naming it: a program that programs hardware the machine lacks should
 * stop visibly, not run on against silence.
 */
import { hexDigits } from './hex.ts';
import type { KeyboardController } from './kbc.ts';
import type { Pic } from './pic.ts';
import type { Pit } from './pit.ts';
import type { Speaker } from './speaker.ts';
import type { Cmos } from './cmos.ts';
import { isVgaPort, type VgaPorts } from './vga-ports.ts';

export class IoPorts {
  constructor(
    private readonly pit: Pit,
    private readonly speaker: Speaker,
    private readonly pic: Pic,
    private readonly kbc: KeyboardController,
    private readonly vga: VgaPorts,
    private readonly cmos: Cmos,
  ) {}

  /** `out port, al` at virtual time `at`. */
  out(port: number, value: number, at: number): void {
    const v = value & 0xff;
    switch (port) {
      case 0x20:
      case 0x21:
      case 0xa0:
      case 0xa1:
        return this.pic.write(port, v);
      case 0x60:
        return this.kbc.writeData(v, at);
      case 0x64:
        return this.kbc.writeCommand(v);
      case 0x40:
      case 0x41:
      case 0x42:
        return this.pit.write((port - 0x40) as 0 | 1 | 2, v, at);
      case 0x43:
        return this.pit.writeControl(v, at);
      case 0x61:
        return this.speaker.write61(v, at);
      case 0x70:
      case 0x71:
        return this.cmos.out(port, v);
      default:
        if (isVgaPort(port)) return this.vga.out(port, v);
        return noDevice('out to', port);
    }
  }

  /** `in al, port` at virtual time `at`. */
  in(port: number, at: number): number {
    switch (port) {
      case 0x20:
      case 0x21:
      case 0xa0:
      case 0xa1:
        return this.pic.read(port);
      case 0x60:
        return this.kbc.readData();
      case 0x64:
        return this.kbc.readStatus();
      case 0x40:
      case 0x41:
      case 0x42:
        return this.pit.read((port - 0x40) as 0 | 1 | 2, at);
      case 0x43:
        return 0xff; // write-only on the 8253: the bus floats
      case 0x61:
        return this.speaker.read61(at);
      case 0x70:
      case 0x71:
        return this.cmos.in(port);
      default:
        if (isVgaPort(port)) return this.vga.in(port, at);
        return noDevice('in from', port);
    }
  }
}

function noDevice(what: string, port: number): never {
  throw new Error(`${what} port ${hexDigits(port)}h: no such device on this machine (it has the 8259s at 20h/21h and A0h/A1h, the PIT at 40h–43h, the keyboard controller at 60h/64h, port 61h, the CMOS clock at 70h/71h and the VGA at 3C0h–3CFh, 3D4h/3D5h and 3DAh)`);
}
