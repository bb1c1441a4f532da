import type { PcKey } from '../scancodes.ts';

/**
 * The keyboard and its controller: what the host presses becomes set-1 scan-code bytes delivered
 * on IRQ1 at virtual times. Typematic repeat is made here, in virtual time, as the keyboard itself
 * does (the host's own auto-repeat is never used): the most recently pressed key repeats its make
 * code after TYPEMATIC_DELAY_MS, then every TYPEMATIC_PERIOD_MS (DOSBox keyboard.cpp: pause 500,
 * rate 33 ≈ 30 cps, the INT 16h AX=0300h reset default).
 */
export const TYPEMATIC_DELAY_MS = 500;
export const TYPEMATIC_PERIOD_MS = 33;

export interface ScheduledByte {
  /** Virtual time, PIT ticks. */
  at: number;
  byte: number;
}

export class Keyboard {
  // TODO(keyboard): queue of host bytes sorted by time, held-key typematic state.
  press(_key: PcKey, _at: number): void {
    throw new Error('Keyboard.press: not implemented yet');
  }

  release(_key: PcKey, _at: number): void {
    throw new Error('Keyboard.release: not implemented yet');
  }

  /** Time of the next byte (host byte or typematic repeat), Infinity when none is due. */
  nextEventTime(): number {
    return Infinity;
  }

  /** Remove and return the next byte (the one at nextEventTime()). */
  takeNext(): ScheduledByte {
    throw new Error('Keyboard.takeNext: nothing scheduled');
  }

  /** Forget everything pending and held (machine reset). */
  reset(): void {}
}
