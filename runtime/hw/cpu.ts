import { PIT_HZ } from './pit.ts';

/**
 * The CPU speed model. The machine does not emulate x86; a program's busy loops (TC 2.0's delay(),
 * polling bioskey) are charged as a number of executed instructions, and the speed says how many
 * instructions run per millisecond — the same knob as DOSBox's `cycles` (DOSBox's normal core runs
 * `cycles` instructions per emulated millisecond).
 *
 * Conversion keeps an integer remainder, so charging many small costs adds up to exactly the same
 * PIT time as charging their sum.
 */

/** DOSBox's classic real-mode default, the speed the oracle screens and DELAYT figures were taken at. */
export const CYCLES_DOSBOX_DEFAULT = 3000;

/**
 * Default speed: about 580 MIPS. Chosen so that the original Tetris' first gravity step
 * (FrameTime = 1300 passes of `bioskey(1); delay(100)`, with delay's calibration saturated at
 * 1191 loops/ms) lasts about 0.8 s, which is how the game plays on a fast PC. See README "Speed".
 */
export const CYCLES_DEFAULT = 580_000;

export const CYCLES_MIN = 100;
export const CYCLES_MAX = 10_000_000;

export class Cpu {
  private cyclesPerMs = CYCLES_DEFAULT;
  /** Remainder of the last conversion, in units of 1/(cycles*1000) PIT ticks. */
  private carry = 0;

  get cycles(): number {
    return this.cyclesPerMs;
  }

  set cycles(value: number) {
    if (!Number.isInteger(value) || value < CYCLES_MIN || value > CYCLES_MAX) {
      throw new RangeError(`cpu cycles must be an integer in ${CYCLES_MIN}..${CYCLES_MAX}, got ${value}`);
    }
    this.cyclesPerMs = value;
    this.carry = 0;
  }

  /** How many PIT ticks `instructions` take at the current speed (carrying the fraction over). */
  instructionsToPit(instructions: number): number {
    const perSecond = this.cyclesPerMs * 1000;
    const total = instructions * PIT_HZ + this.carry;
    const ticks = Math.floor(total / perSecond);
    this.carry = total - ticks * perSecond;
    return ticks;
  }

  /** How many whole instructions run in `pitTicks` (no carry: used to size busy loops). */
  instructionsIn(pitTicks: number): number {
    return Math.floor((pitTicks * this.cyclesPerMs * 1000) / PIT_HZ);
  }
}
