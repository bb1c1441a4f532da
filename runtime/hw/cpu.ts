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
 * 1191 loops/ms) lasts about 0.8 s, which is how the game plays on a fast PC. See docs/MACHINE.md, "Speed".
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

  /** A running machine changes its speed through Machine.cycles, which settles its clock first. */
  set cycles(value: number) {
    if (!Number.isInteger(value) || value < CYCLES_MIN || value > CYCLES_MAX) {
      throw new RangeError(`cpu cycles must be an integer in ${CYCLES_MIN}..${CYCLES_MAX}, got ${value}`);
    }
    this.cyclesPerMs = value;
    this.carry = 0;
  }

  /**
   * How many PIT ticks `instructions` take at the current speed, carrying the fraction over:
   * ⌊(instructions·PIT_HZ + carry) / (cycles·1000)⌋. All three are integers whose products stay
   * below 2^53, so only the division rounds, and the remainder says which way.
   */
  instructionsToPit(instructions: number): number {
    const total = instructions * PIT_HZ + this.carry;
    const divisor = this.cyclesPerMs * 1000;
    let q = Math.floor(total / divisor);
    let r = total - q * divisor;
    if (r < 0) {
      q--;
      r += divisor;
    } else if (r >= divisor) {
      q++;
      r -= divisor;
    }
    this.carry = r;
    return q;
  }

  /**
   * The fewest instructions whose charge (instructionsToPit, from the present carry) reaches
   * `pitTicks` ticks; 0 when no instruction is needed. Does not charge them.
   */
  instructionsToReach(pitTicks: number): number {
    const units = pitTicks * this.cyclesPerMs * 1000 - this.carry;
    if (units <= 0) return 0;
    let n = Math.ceil(units / PIT_HZ);
    if (n * PIT_HZ < units) n++;
    else if ((n - 1) * PIT_HZ >= units) n--;
    return n;
  }

  /** How many whole instructions run in `pitTicks` (no carry: used to size busy loops). */
  instructionsIn(pitTicks: number): number {
    return Math.floor((pitTicks * this.cyclesPerMs * 1000) / PIT_HZ);
  }
}
