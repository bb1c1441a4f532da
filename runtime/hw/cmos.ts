/**
 * The CMOS real-time clock at ports 70h (index, 6 bits; bit 7 masks NMI) and 71h (data), as DOSBox's
 * cmos.cpp answers it: the time of day and the date in BCD, 24-hour (status B 02h), status A 26h
 * with no update in progress, status D 80h (the battery good), the configuration bytes DOSBox
 * has; the other bytes of its RAM read back what was written. The clock it reads is the machine's: the BIOS tick count's time and the
 * start date (runtime/dos/calendar.ts rtcDate: DOSBox's is the host's clock, which DOS's setdate
 * does not move), so that a program reading the RTC (corpus C931, C933) sees the same time as one asking DOS.
 */
import type { PortDevice } from './ports.ts';

/** The clock's time of day and date, as the machine keeps them (its BIOS ticks, DOS's date). */
export interface ClockTime {
  readonly hour: number;
  readonly min: number;
  readonly sec: number;
}
export interface ClockDate {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  readonly day: number;
}

/** The day of the week, Sunday 0 (Zeller's congruence). */
function weekday(d: ClockDate): number {
  const m = d.month < 3 ? d.month + 12 : d.month, y = d.month < 3 ? d.year - 1 : d.year;
  const k = y % 100, j = Math.floor(y / 100);
  const h = (d.day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7; // Saturday 0
  return (h + 6) % 7;
}

const bcd = (n: number): number => ((Math.floor(n / 10) % 10) << 4) | (n % 10);

export class Cmos implements PortDevice {
  handles(port: number): boolean {
    return port === 0x70 || port === 0x71;
  }

  private index = 0;
  private readonly ram = new Uint8Array(0x80);

  constructor(private readonly time: () => ClockTime, private readonly date: () => ClockDate) {
    this.ram[0x0a] = 0x26;
    this.ram[0x0b] = 0x02;
    this.ram[0x0d] = 0x80;
    // the configuration bytes as DOSBox's svga_s3 machine has them (oracle CM1): equipment 26h,
    // 640 KB of base memory (0280h), 15 MB of extended memory (3C00h, at 17h–18h and 30h–31h)
    this.ram.set([0x26, 0x80, 0x02, 0x00, 0x3c], 0x14);
    this.ram[0x31] = 0x3c;
  }

  /**
   * DOSBox cmos.cpp (oracle-pc-v2 `cmos`): the index is 6 bits (40h–7Fh are 00h–3Fh again; bit 7
   * masks NMI); the time, date and century ignore writes; status D keeps bit 7 only, every other
   * byte bits 0–6 (status B's 82h reads 02h, FFh written at 3Dh reads 7Fh).
   */
  out(port: number, v: number): void {
    const i = this.index;
    if (port === 0x70) this.index = v & 0x3f;
    else if (i > 0x09 && i !== 0x32) this.ram[i] = v & (i === 0x0d ? 0x80 : 0x7f);
  }

  in(port: number): number {
    if (port === 0x70) return 0xff; // write-only
    const t = this.time(), d = this.date();
    switch (this.index) {
      case 0x00: return bcd(t.sec);
      case 0x02: return bcd(t.min);
      case 0x04: return bcd(t.hour % 24); // the ticks past midnight are the next day's (calendar.ts rtcDate)
      case 0x06: return weekday(d) + 1; // Sunday 1
      case 0x07: return bcd(d.day);
      case 0x08: return bcd(d.month);
      case 0x09: return bcd(d.year % 100);
      case 0x32: return bcd(Math.floor(d.year / 100));
      case 0x0a: return this.ram[0x0a]! & 0x7f;
      case 0x0c: return 0;
      default:
        // the hard disks' bytes, 19h–2Ch, 39h and 3Ah: DOSBox's, from its disk images (none), read 0 whatever was written
        return (this.index >= 0x19 && this.index <= 0x2c) || this.index === 0x39 || this.index === 0x3a ? 0 : this.ram[this.index]!;
    }
  }
}
