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
  // The last two charges converted, as quotient and remainder: a program's loop charges the same
  // few amounts over and over (TETRIS.C: bioskey's and delay(100)'s), and adding a remainder is
  // cheaper than a division on each of the ~3 000 charges per virtual second.
  private memoA = -1;
  private quotientA = 0;
  private remainderA = 0;
  private memoB = -1;
  private quotientB = 0;
  private remainderB = 0;

  get cycles(): number {
    return this.cyclesPerMs;
  }

  set cycles(value: number) {
    if (!Number.isInteger(value) || value < CYCLES_MIN || value > CYCLES_MAX) {
      throw new RangeError(`cpu cycles must be an integer in ${CYCLES_MIN}..${CYCLES_MAX}, got ${value}`);
    }
    this.cyclesPerMs = value;
    this.carry = 0;
    this.memoA = this.memoB = -1;
  }

  /**
   * How many PIT ticks `instructions` take at the current speed (carrying the fraction over):
   * ⌊(instructions·PIT_HZ + carry) / (cycles·1000)⌋, worked out as the memoised quotient and
   * remainder of instructions·PIT_HZ plus the carry (both parts below the divisor).
   */
  instructionsToPit(instructions: number): number {
    let q: number, r: number;
    if (instructions === this.memoA) {
      q = this.quotientA;
      r = this.remainderA;
    } else if (instructions === this.memoB) {
      q = this.quotientB;
      r = this.remainderB;
    } else {
      this.memoize(instructions);
      q = this.quotientA;
      r = this.remainderA;
    }
    const carry = this.carry + r;
    const perSecond = this.cyclesPerMs * 1000;
    if (carry >= perSecond) {
      this.carry = carry - perSecond;
      return q + 1;
    }
    this.carry = carry;
    return q;
  }

  /** Work out instructions·PIT_HZ as quotient and remainder into memo A (the old A moves to B). */
  private memoize(instructions: number): void {
    const product = instructions * PIT_HZ; // exact: below 2^53
    const divisor = this.cyclesPerMs * 1000;
    let q = Math.floor(product / divisor);
    let r = product - q * divisor;
    // The division rounds; the remainder, in exact integers, says which way.
    if (r < 0) {
      q--;
      r += divisor;
    } else if (r >= divisor) {
      q++;
      r -= divisor;
    }
    this.memoB = this.memoA;
    this.quotientB = this.quotientA;
    this.remainderB = this.remainderA;
    this.memoA = instructions;
    this.quotientA = q;
    this.remainderA = r;
  }

  /** How many whole instructions run in `pitTicks` (no carry: used to size busy loops). */
  instructionsIn(pitTicks: number): number {
    return Math.floor((pitTicks * this.cyclesPerMs * 1000) / PIT_HZ);
  }
}
