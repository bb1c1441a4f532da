/**
 * The Intel 8259A interrupt controllers as an AT's BIOS leaves them (ICW2 = 08h: IRQ n is
 * INT 8+n; fully nested mode, normal EOI), at ports 20h/21h (master) and A0h/A1h (slave).
 *
 * A device raises its IRQ line (the request register, IRR). The CPU, with interrupts enabled,
 * is given the highest-priority request that is unmasked (IMR, port 21h) and of higher priority
 * than every level in service (ISR); acknowledging it moves the bit from IRR to ISR, and the
 * level stays in service until the handler writes an EOI to port 20h (`mov al,20h; out 20h,al`).
 * A handler that never sends one (and never chains to the BIOS's) stops its IRQ and all lower
 * ones, as on a PC. Requests that arrive while blocked wait in IRR; several collapse into one.
 *
 * Only IRQ 0 (the timer) and IRQ 1 (the keyboard) reach the master here; the mouse's events go
 * to its driver directly (runtime/hw/mouse.ts), so the slave has no requests: its mask and EOIs
 * are accepted and change nothing.
 */

import { hexDigits } from './hex.ts';

/** OCW2 (port 20h, bits 4–3 = 00): non-specific EOI. */
export const EOI = 0x20;
/** OCW2: specific EOI for level `n` is 60h + n. */
const SPECIFIC_EOI = 0x60;

/**
 * The master's mask after the BIOS: IRQ 0, 1 and 2 (the cascade) enabled, the rest masked —
 * inportb(0x21) reads F8h in DOSBox 0.74 (test/fixtures/pc/PICP.C). The IBM AT's POST also
 * enables IRQ 6 (the diskette, B8h); the machine has no diskette, as DOSBox has none.
 */
export const MASTER_IMR_AT_BOOT = 0xf8;

export class Pic {
  /** Interrupt request register: levels raised and not yet acknowledged. */
  private irr = 0;
  /** In-service register: levels acknowledged and not yet ended by an EOI. */
  private isr = 0;
  /** Interrupt mask register (port 21h). */
  private imr = MASTER_IMR_AT_BOOT;
  /** The slave's mask (port A1h), kept for reads: EEh, IRQ 8 (the clock) and 12 (the mouse) enabled (DOSBox 0.74, oracle-pc-v2 `pic`). */
  private slaveImr = 0xee;
  /** OCW3: what a read of port 20h returns, the IRR (false) or the ISR (true). */
  private readIsr = false;

  /** Power-on state as the BIOS leaves it. */
  reset(): void {
    this.irr = this.isr = 0;
    this.imr = MASTER_IMR_AT_BOOT;
    this.slaveImr = 0xee;
    this.readIsr = false;
  }

  /** A device raised IRQ `level` (0–7). */
  raise(level: number): void {
    this.irr |= 1 << level;
  }

  /**
   * The level the CPU is given now (interrupts enabled), acknowledged (IRR → ISR); -1 when no
   * request is unmasked and above every level in service.
   */
  acknowledge(): number {
    const requests = this.irr & ~this.imr;
    if (requests === 0) return -1;
    const level = 31 - Math.clz32(requests & -requests); // lowest number = highest priority
    if (this.isr !== 0 && 31 - Math.clz32(this.isr & -this.isr) <= level) return -1;
    this.irr &= ~(1 << level);
    this.isr |= 1 << level;
    return level;
  }

  /** A non-specific EOI: the highest-priority level in service ends. */
  endOfInterrupt(): void {
    this.isr &= this.isr - 1;
  }

  /** `out port, al` for 20h, 21h, A0h, A1h. */
  write(port: number, value: number): void {
    const v = value & 0xff;
    if (port === 0x21) this.imr = v;
    else if (port === 0xa1) this.slaveImr = v;
    else if (v & 0x10) throw new Error(`port ${hexDigits(port)}h: ICW1 ${hexDigits(v)}h reinitialises the 8259: not emulated`);
    else if (v & 0x08) {
      // OCW3: bits 1–0 = 10 read IRR, 11 read ISR; the special mask mode and poll are not used by the BIOS.
      if (v & 0x64) throw new Error(`port ${hexDigits(port)}h: OCW3 ${hexDigits(v)}h (poll or special mask mode): not emulated`);
      if (v & 0x02) this.readIsr = (v & 0x01) !== 0;
    } else if (port === 0xa0) {
      // The slave has no requests here: its EOIs end nothing.
    } else if (v === EOI) this.endOfInterrupt();
    else if ((v & 0xf8) === SPECIFIC_EOI) this.isr &= ~(1 << (v & 7));
    else throw new Error(`port 20h: OCW2 ${hexDigits(v)}h (priority rotation): not emulated`);
  }

  /** `in al, port` for 20h, 21h, A0h, A1h. */
  read(port: number): number {
    if (port === 0x21) return this.imr;
    if (port === 0xa1) return this.slaveImr;
    if (port === 0xa0) return 0;
    return this.readIsr ? this.isr : this.irr;
  }
}
