import type { PcKey } from '../scancodes.ts';
import { msToPit } from './pit.ts';

/**
 * The keyboard and its controller: what the host presses becomes set-1 scan-code bytes delivered
 * on IRQ1 at virtual times. Typematic repeat is made here, in virtual time, as the keyboard itself
 * does (the host's own auto-repeat is never used): the most recently pressed key repeats its make
 * code after TYPEMATIC_DELAY_MS, then every TYPEMATIC_PERIOD_MS (DOSBox keyboard.cpp: pause 500,
 * rate 33 ≈ 30 cps, the INT 16h AX=0300h reset default).
 */
export const TYPEMATIC_DELAY_MS = 500;
export const TYPEMATIC_PERIOD_MS = 33;

/**
 * The typematic byte a program sends (keyboard command F3h, INT 16h AX=0305h): bits 6–5 the
 * delay, (1 + D) × 250 ms; bits 4–0 the rate, period = (8 + A) × 2^B × 4.17 ms with A bits 2–0,
 * B bits 4–3 (IBM AT Technical Reference, "Set Typematic Rate/Delay"): 00h is 30 cps, 1Fh 2 cps.
 */
export function typematicFromByte(byte: number): { delayMs: number; periodMs: number } {
  const delayMs = (1 + ((byte >> 5) & 3)) * 250;
  const periodMs = (8 + (byte & 7)) * (1 << ((byte >> 3) & 3)) * 4.17;
  return { delayMs, periodMs };
}

/** Set-1 prefix byte of the grey (extended) keys. */
export const EXT_PREFIX = 0xe0;
/** A break code is the make code with bit 7 set. */
export const BREAK_BIT = 0x80;

/** A host press or release, kept until its time comes. */
interface HostEvent {
  at: number;
  key: PcKey;
  down: boolean;
}

/** The key that repeats, and when its next repeat is due. */
interface Typematic {
  key: PcKey;
  /** Time of the make that started the repeat. */
  since: number;
  /** Repeats already sent. */
  sent: number;
}

/** Keys are told apart by make code and E0-ness (grey Up and keypad 8 share 0x48). */
const keyId = (key: PcKey): number => (key.ext ? 0x100 : 0) | key.scan;

export class Keyboard {
  /** Host events sorted by time; equal times keep the order they were given in. */
  private events: HostEvent[] = [];
  /** Bytes of the event being delivered, all due at pendingAt (an E0 prefix and its code). */
  private pending: number[] = [];
  private pendingAt = 0;
  /** Keys down as of the last delivered event. */
  private readonly held = new Set<number>();
  private repeat: Typematic | null = null;
  /**
   * nextEventTime's answer, or -1 when it must be worked out again. Only press, release, takeNext
   * and reset change it, and the machine asks at every charge of CPU time.
   */
  private nextAt = -1;
  /** The typematic delay and period now (power-on: DOSBox's, as the replays were recorded with). */
  private delayMs = TYPEMATIC_DELAY_MS;
  private periodMs = TYPEMATIC_PERIOD_MS;
  /** The typematic byte last set (null: the power-on values above). */
  typematicByte: number | null = null;

  /**
   * Set the typematic delay and rate from a typematic byte (see typematicFromByte). A key already
   * repeating goes on at the new rate from its last repeat.
   */
  setTypematic(byte: number): void {
    const { delayMs, periodMs } = typematicFromByte(byte);
    this.typematicByte = byte & 0x7f;
    const r = this.repeat;
    if (r !== null && r.sent > 0) {
      // Re-base the repeat on its last one, so the next comes one new period after it.
      const last = this.repeatAt() - msToPit(this.periodMs);
      r.since = last - msToPit(delayMs);
      r.sent = 1;
    }
    this.delayMs = delayMs;
    this.periodMs = periodMs;
    this.nextAt = -1;
  }

  /** A byte the keyboard sends of its own (an ACK), due at `at` after what is already queued. */
  reply(byte: number, at: number): void {
    // each byte written drops what the keyboard had not sent yet (DOSBox KEYBOARD_ClrBuffer):
    // F4h twice in a row is acknowledged once (oracle-pc `kbd`)
    this.pending = [];
    this.pendingAt = at;
    this.pending.push(byte);
    this.nextAt = -1;
  }

  /** The host pressed `key` at virtual time `at` (PIT ticks). */
  press(key: PcKey, at: number): void {
    this.schedule({ at, key, down: true });
  }

  /** The host released `key` at virtual time `at` (PIT ticks). */
  release(key: PcKey, at: number): void {
    this.schedule({ at, key, down: false });
  }

  /** Time of the next byte (host byte or typematic repeat), Infinity when none is due. */
  nextEventTime(): number {
    if (this.nextAt >= 0) return this.nextAt;
    if (this.pending.length > 0) return (this.nextAt = this.pendingAt);
    this.dropMeaningless();
    const host = this.events.length > 0 ? this.events[0]!.at : Infinity;
    // A host event at the same moment as a repeat goes first: a release then cancels the repeat.
    return (this.nextAt = Math.min(host, this.repeatAt()));
  }

  /** Remove and return the next byte (the one due at nextEventTime()). */
  takeNext(): number {
    const t = this.nextEventTime();
    if (t === Infinity) throw new Error('Keyboard.takeNext: nothing scheduled');
    this.nextAt = -1;
    if (this.pending.length === 0) {
      const host = this.events[0];
      if (host !== undefined && host.at <= t) {
        this.events.shift();
        this.deliver(host);
      } else {
        const r = this.repeat!;
        r.sent++;
        this.send(r.key, true, t);
      }
    }
    return this.pending.shift()!;
  }

  /** Forget everything pending and held (machine reset). */
  reset(): void {
    this.events = [];
    this.pending = [];
    this.held.clear();
    this.repeat = null;
    this.nextAt = -1;
    this.delayMs = TYPEMATIC_DELAY_MS;
    this.periodMs = TYPEMATIC_PERIOD_MS;
    this.typematicByte = null;
  }

  private schedule(e: HostEvent): void {
    this.nextAt = -1;
    // Insert after every event at the same or an earlier time (stable for equal times).
    let i = this.events.length;
    while (i > 0 && this.events[i - 1]!.at > e.at) i--;
    if (i === this.events.length) this.events.push(e); // the usual case: events come in time order
    else this.events.splice(i, 0, e);
  }

  /** Time of the next typematic repeat, Infinity when no key repeats. */
  private repeatAt(): number {
    const r = this.repeat;
    if (r === null) return Infinity;
    // Counted from the make, not from the previous repeat, so rounding to PIT ticks never drifts.
    return r.since + msToPit(this.delayMs + r.sent * this.periodMs);
  }

  /**
   * A press of a key already down is the host's own auto-repeat, and a release of a key that is
   * up has nothing to release: the keyboard sends nothing for either.
   */
  private dropMeaningless(): void {
    while (this.events.length > 0) {
      const e = this.events[0]!;
      if (this.held.has(keyId(e.key)) !== e.down) return;
      this.events.shift();
    }
  }

  private deliver(e: HostEvent): void {
    const id = keyId(e.key);
    if (e.down) {
      this.held.add(id);
      // DOSBox keyboard.cpp: every make (modifiers too) becomes the repeating key.
      this.repeat = { key: e.key, since: e.at, sent: 0 };
    } else {
      this.held.delete(id);
      if (this.repeat !== null && keyId(this.repeat.key) === id) this.repeat = null;
    }
    this.send(e.key, e.down, e.at);
  }

  /** Queue the set-1 bytes of one make or break, due at `at`. */
  private send(key: PcKey, down: boolean, at: number): void {
    const code = down ? key.scan : key.scan | BREAK_BIT;
    if (key.ext) this.pending.push(EXT_PREFIX, code);
    else this.pending.push(code);
    this.pendingAt = at;
  }
}
