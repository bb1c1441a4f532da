/**
 * Virtual time for BLOCKS, on the PC's timer as a DOS game of the time kept it:
 * - TickClock: an INT 1Ch handler counts BIOS ticks (≈18.2 a second). Gravity, the lock delay,
 *   the sprint and ultra clocks and the tunes run in whole ticks (54.9254 ms), so replays repeat
 *   exactly and hours of play cost the host little.
 * - FastClock: PIT channel 0 reprogrammed to 65 536 / 64 = 1 024 periods (≈1 165 Hz, 0.858 ms)
 *   with an INT 8 handler that counts them and chains to the BIOS's INT 8 on every 64th — the
 *   BIOS tick count, the time of day and INT 1Ch stay right. The keyboard handler stamps each
 *   Left/Right edge with this clock, and the game loop wakes when an auto shift falls due, so DAS
 *   and ARR are measured in ms from the key's own make and break.
 * The game loop sleeps in `while(!bioskey(1) && ticks == seen && ...);` until a key, a tick or a
 * due shift.
 */
import { outportb } from '../../../runtime/tc/dos.ts';
import { VectorHook } from './vector.ts';

/** The PIT's input clock (Hz). */
const PIT_HZ = 1_193_182;
/** One BIOS tick in ms: 65 536 PIT periods. */
export const MS_PER_TICK = 65_536_000 / PIT_HZ;
/** The fast clock's count: a divisor of 65 536, so every 64th fast tick is a BIOS tick. */
export const FAST_DIVISOR = 1024;
export const FAST_PER_TICK = 65_536 / FAST_DIVISOR;
/** One fast tick in ms (0.8582). */
export const MS_PER_FAST = (FAST_DIVISOR * 1000) / PIT_HZ;

export class TickClock {
  ticks = 0;

  /** @c void interrupt handler() — counts ticks, chains to the old one (the BIOS's own INT 1Ch) */
  private readonly vector: VectorHook = new VectorHook(0x1c, () => {
    this.ticks++;
    this.vector.chain();
  });

  hook(): void {
    this.vector.hook();
  }

  unhook(): void {
    this.vector.unhook();
  }

  /** Ticks → ms since the hook. */
  ms(ticks = this.ticks): number {
    return ticks * MS_PER_TICK;
  }
}

/** @c void setTimer(unsigned count) — PIT channel 0, mode 3 (square wave), low then high byte. */
function setTimer(count: number): void {
  outportb(0x43, 0x36);
  outportb(0x40, count & 0xff);
  outportb(0x40, (count >> 8) & 0xff);
}

export class FastClock {
  /** Fast ticks since the clock started (0 until the first BIOS tick after `start`). */
  count = 0;
  /** Fast ticks since the last BIOS tick. */
  private phase = 0;
  /** The new rate starts at a BIOS tick, so the ticks the BIOS sees keep their times. */
  private arming = false;

  /**
   * @c void interrupt fastTimer() — INT 8. The first call comes at a BIOS tick: it sets the fast
   * rate there (the new count starts at once) and chains. After that, every 64th chains to the
   * BIOS's INT 8 (which counts the tick, calls INT 1Ch and sends the EOI); the others only send
   * the EOI.
   */
  private readonly vector: VectorHook = new VectorHook(8, () => {
    if (this.arming) {
      this.arming = false;
      setTimer(FAST_DIVISOR);
      this.vector.chain();
      return;
    }
    this.count++;
    if (++this.phase < FAST_PER_TICK) {
      outportb(0x20, 0x20);
      return;
    }
    this.phase = 0;
    this.vector.chain();
  });

  start(): void {
    this.count = this.phase = 0;
    this.arming = true;
    this.vector.hook();
  }

  /** The BIOS's rate back (count 0 = 65 536) and its INT 8. */
  stop(): void {
    if (!this.vector.hooked) return;
    if (!this.arming) setTimer(0);
    this.vector.unhook();
  }

  /** The clock in ms. */
  ms(count = this.count): number {
    return count * MS_PER_FAST;
  }
}
