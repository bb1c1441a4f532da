/**
 * COM1 (3F8h–3FFh) and COM2 (2F8h–2FFh) as DOSBox 0.74's 8250-style ports with nothing attached
 * (its default serial1/serial2=dummy; probe SP1, corpus C2108 enables COM1's and COM2's
 * interrupts at 3F9h/2F9h). What the ports read after the machine's start: the receive buffer
 * C0h, the interrupt enables 00h, the interrupt identification 01h (none), the line control 03h
 * (8 bits, no parity, 1 stop), the modem control 00h, the line status 60h (transmitter empty),
 * the modem status 0Fh at its first read (the delta bits; INT 14h's status reads the same
 * register, bios-extra.ts) and 00h after, the scratch FFh; with the line control's bit 7 the
 * divisor 000Ch (9600 baud). A byte written to send: the line status reads 00h once, then 60h
 * again (sent to nobody). The interrupt enables keep
 * their low four bits; enabling the holding register's interrupt while it is empty makes the
 * identification read 02h once. The FIFO control's bit 0 sets the identification's bits 6–7,
 * bit 1 empties the receive buffer (00h). In loopback (modem control bit 4) the modem status
 * reads the control's four outputs (DTR→DSR, RTS→CTS, OUT1→RI, OUT2→DCD: 1Fh gives F0h). A send
 * in loopback is not modelled (DOSBox receives it some time later and keeps the line status at
 * 20h).
 */
import type { Machine } from '../machine.ts';
import type { PortDevice } from '../hw/ports.ts';

export class Uart {
  rbr = 0xc0;
  ier = 0;
  lcr = 0x03;
  mcr = 0;
  /** The line status: the transmitter empty, nothing received. */
  readonly lsr = 0x60;
  scr = 0xff;
  divisor = 0x000c;
  fifo = false;
  /** The modem status' power-on delta bits, until its first read (by the port or INT 14h). */
  deltas = true;
  /** A sent byte whose line status has not been read since. */
  sending = false;
  /** The holding register's interrupt, pending until the identification is read. */
  thre = false;

  modemStatus(): number {
    if (this.mcr & 0x10) {
      const c = this.mcr;
      return ((c & 1) << 5) | ((c & 2) << 3) | ((c & 4) << 4) | ((c & 8) << 4);
    }
    const v = this.deltas ? 0x0f : 0;
    this.deltas = false;
    return v;
  }

  read(reg: number): number {
    const dlab = (this.lcr & 0x80) !== 0;
    switch (reg) {
      case 0:
        return dlab ? this.divisor & 0xff : this.rbr;
      case 1:
        return dlab ? this.divisor >> 8 : this.ier;
      case 2: {
        const id = this.thre ? 0x02 : 0x01;
        this.thre = false;
        return id | (this.fifo ? 0xc0 : 0);
      }
      case 3:
        return this.lcr;
      case 4:
        return this.mcr;
      case 5:
        if (!this.sending) return this.lsr;
        this.sending = false;
        return 0;
      case 6:
        return this.modemStatus();
      default:
        return this.scr;
    }
  }

  write(reg: number, v: number): void {
    const dlab = (this.lcr & 0x80) !== 0;
    switch (reg) {
      case 0:
        if (dlab) this.divisor = (this.divisor & 0xff00) | v;
        else this.sending = true;
        return;
      case 1:
        if (dlab) this.divisor = (this.divisor & 0xff) | (v << 8);
        else {
          this.ier = v & 0x0f;
          this.thre = (v & 2) !== 0 && !this.sending;
        }
        return;
      case 2:
        this.fifo = (v & 1) !== 0;
        if (v & 2) this.rbr = 0;
        return;
      case 3:
        this.lcr = v;
        return;
      case 4:
        this.mcr = v & 0x1f;
        return;
      case 7:
        this.scr = v;
        return;
      default: // the line and modem status: read-only
    }
  }
}

const uarts = new WeakMap<Machine, [Uart, Uart]>();

/** The machine's COM1 and COM2 (index 0, 1). */
export function uartOf(m: Machine, index: 0 | 1): Uart {
  let u = uarts.get(m);
  if (!u) uarts.set(m, (u = [new Uart(), new Uart()]));
  return u[index];
}

/** COM1 at 3F8h–3FFh and COM2 at 2F8h–2FFh as ports. */
export function uartPorts(m: Machine): PortDevice {
  const at = (port: number): Uart => uartOf(m, port >= 0x3f8 ? 0 : 1);
  return {
    handles: (port) => (port >= 0x3f8 && port <= 0x3ff) || (port >= 0x2f8 && port <= 0x2ff),
    out: (port, v) => at(port).write(port & 7, v),
    in: (port) => at(port).read(port & 7),
  };
}

/** The divisors of INT 14h AH=00h's eight rates (AL bits 7–5: 110 … 9600 baud). */
const DIVISORS = [0x417, 0x300, 0x180, 0xc0, 0x60, 0x30, 0x18, 0x0c];

/**
 * INT 14h AH=00h–03h on COM1 or COM2 (port 0, 1) with nothing attached, as DOSBox 0.74's BIOS
 * answers (probes BIO1, SP1; bioscom and int86): AH=00h (initialise) and 03h (status) give AH =
 * 60h (the transmitter empty) and AL the modem status, 0Fh at its first read (the delta bits, the
 * port's own register) and 00h after; AH=01h (send) and 02h (receive) time out, AH = 80h, AL kept.
 * AH=00h sets the line control and divisor from AL; AH=02h leaves the modem control at 01h (DTR;
 * probe SP1), AH=01h at 03h (DTR and RTS, as DOSBox's BIOS raises them to send). Returns AX.
 */
export function int14(m: Machine, ah: number, al: number, port: 0 | 1 | number): number {
  const u = uartOf(m, port ? 1 : 0);
  if (ah === 0x00) [u.lcr, u.divisor, u.sending] = [al & 0x1f, DIVISORS[(al >> 5) & 7]!, false];
  if (ah === 0x00 || ah === 0x03) return (u.lsr << 8) | u.modemStatus();
  u.mcr = ah === 0x01 ? 0x03 : 0x01;
  return 0x8000 | al;
}
