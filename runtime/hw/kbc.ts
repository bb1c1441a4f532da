/**
 * The AT's keyboard controller (Intel 8042) as programs reach it: port 60h, the output buffer
 * (the last byte the keyboard sent: make, break, E0 prefix, or a reply), and port 64h, the status.
 *
 * A byte from the keyboard fills the output buffer and raises IRQ 1; the keyboard's next byte
 * waits until the buffer has been read (AT: the controller inhibits the keyboard line while the
 * buffer is full; DOSBox keyboard.cpp transfers the next byte only after a read of port 60h). A
 * read returns the byte and empties the buffer; reading again returns the same byte.
 *
 * Bytes written to port 60h go to the keyboard: F3h xx sets the typematic delay and rate, EDh xx
 * the LEDs; the keyboard answers each byte with FAh (ACK), even EEh (echo), which arrives as
 * any byte does (IRQ 1), as DOSBox 0.74's keyboard does (oracle-pc `kbd`).
 */
import type { Keyboard } from './keyboard.ts';
import type { Pic } from './pic.ts';

/** Status bit 0: output buffer full. */
export const STATUS_OUTPUT_FULL = 0x01;
/**
 * Port 64h with the buffer empty: bit 2 (system flag: POST passed), bit 3 (last write was data),
 * bit 4 (keyboard not inhibited) — DOSBox keyboard.cpp read_p64 returns 1Ch | buffer full.
 */
export const STATUS_IDLE = 0x1c;

/** Keyboard commands through port 60h. */
const CMD_LEDS = 0xed;
const CMD_TYPEMATIC = 0xf3;
/** 64h D1h: the next byte at port 60h is the output port's. */
const CMD_OUTPUT_PORT = 0xd1;
/** The keyboard's acknowledgement of a command or argument byte. */
export const ACK = 0xfa;
/** The keyboard's reply comes 0.3 ms after the byte (DOSBox KEYDELAY), in PIT ticks. */
const REPLY_DELAY = 358;

export class KeyboardController {
  /** The output buffer (port 60h). */
  private data = 0;
  private full = false;
  /** A command waiting for its argument byte. */
  private command = 0;

  constructor(private readonly keyboard: Keyboard) {}

  /** True while the output buffer holds a byte not yet read (the keyboard's next byte waits). */
  get outputFull(): boolean {
    return this.full;
  }

  /** The keyboard's next byte fills the buffer (the machine then raises IRQ 1). */
  receive(byte: number): void {
    this.data = byte & 0xff;
    this.full = true;
  }

  /** `in al, 60h`: the buffer's byte; the buffer is empty after it. */
  readData(): number {
    this.full = false;
    return this.data;
  }

  /** `in al, 64h`. */
  readStatus(): number {
    return STATUS_IDLE | (this.full ? STATUS_OUTPUT_FULL : 0);
  }

  /** `out 60h, al` at `at`: a command or argument byte for the keyboard (DOSBox keyboard.cpp write_p60). */
  writeData(value: number, at: number): void {
    const v = value & 0xff;
    const command = this.command;
    this.command = 0;
    // 64h D1h's byte: the output port (A20), no reply
    if (command === CMD_OUTPUT_PORT) return;
    if (command === CMD_TYPEMATIC) this.keyboard.setTypematic(v);
    // EDh's and F3h's argument, and any command, EEh (echo) too: an ACK (DOSBox 0.74, oracle-pc `kbd`)
    else if (!command && (v === CMD_TYPEMATIC || v === CMD_LEDS)) this.command = v;
    this.keyboard.reply(ACK, at + REPLY_DELAY);
  }

  /**
   * `out 64h, al`: a controller command (DOSBox write_p64). D0h puts the output port in the
   * buffer at once with IRQ 1, over any byte there (00h: A20 off; oracle-pc `kbd`), D1h takes the
   * next byte at port 60h for it; ADh, AEh and the rest change nothing here.
   */
  writeCommand(value: number, pic: Pic): void {
    if (value === 0xd0) {
      this.receive(0);
      pic.raise(1);
    }
    if (value === 0xd1) this.command = CMD_OUTPUT_PORT;
  }
}
