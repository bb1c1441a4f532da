/**
 * The I/O ports the machine has, as `in`/`out` reach them: the 8259s (20h–21h, A0h–A1h), the
 * PIT (40h–43h), the keyboard controller (60h, 64h), port 61h (speaker gate and data), and what
 * a compiled program's library plugs in: the CMOS clock (70h–71h) and the VGA (3C0h–3CFh,
 * 3D4h–3D5h, 3DAh; runtime/tc/devices.ts). Any other port is refused with an error naming it: a
 * program that programs hardware the machine lacks should stop visibly, not run on against silence.
 */
import { hexDigits } from './hex.ts';
import type { KeyboardController } from './kbc.ts';
import type { Pic } from './pic.ts';
import type { Pit } from './pit.ts';
import type { Speaker } from './speaker.ts';

/** A device a program's library plugs in (the VGA's registers, the CMOS clock: runtime/tc/devices.ts). */
export interface PortDevice {
  handles(port: number): boolean;
  out(port: number, value: number, at: number): void;
  in(port: number, at: number): number;
  /** When the bits `mask` of what `port` reads next change with time alone (PIT ticks; Infinity: never). */
  changesAt?(port: number, at: number, mask: number): number;
}

export class IoPorts {
  constructor(
    private readonly pit: Pit,
    private readonly speaker: Speaker,
    private readonly pic: Pic,
    private readonly kbc: KeyboardController,
  ) {}

  /** The devices plugged in, asked in turn for the ports the machine itself lacks. */
  private readonly devices: PortDevice[] = [];

  /** Plug a device in (once: a second plug of the same device is ignored). */
  attach(d: PortDevice): void {
    if (!this.devices.includes(d)) this.devices.push(d);
  }

  /** The device plugged in for `port`, if any. */
  device(port: number): PortDevice | undefined {
    return this.devices.find((d) => d.handles(port));
  }

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
        return this.kbc.writeCommand(v, this.pic);
      case 0x40:
      case 0x41:
      case 0x42:
        return this.pit.write((port - 0x40) as 0 | 1 | 2, v, at);
      case 0x43:
        return this.pit.writeControl(v, at);
      case 0x61:
        return this.speaker.write61(v, at);
      default: {
        const d = this.device(port);
        return d ? d.out(port, v, at) : noDevice('out to', port);
      }
    }
  }

  /**
   * When the bits `mask` of what `port` reads next change with time alone, after `at`: a device's
   * clocked status (the VGA's 3DAh); Infinity for a port only the program or an input changes.
   */
  changesAt(port: number, at: number, mask: number): number {
    return this.device(port)?.changesAt?.(port, at, mask) ?? Infinity;
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
        return this.speaker.read61();
      default: {
        const d = this.device(port);
        return d ? d.in(port, at) : noDevice('in from', port);
      }
    }
  }
}

function noDevice(what: string, port: number): never {
  throw new Error(`${what} port ${hexDigits(port)}h: no such device on this machine (it has the 8259s at 20h/21h and A0h/A1h, the PIT at 40h–43h, the keyboard controller at 60h/64h and port 61h)`);
}
