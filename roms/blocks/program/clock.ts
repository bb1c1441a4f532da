/**
 * Virtual time for BLOCKS: an INT 1Ch handler counts BIOS ticks (≈18.2 a second), as a DOS game
 * of the time did; the game loop sleeps in `while(!bioskey(1) && ticks == seen);`, which wakes at
 * the next key or tick. Play is measured in whole ticks (54.9254 ms), so the clocks of sprint and
 * ultra, gravity and the lock delay all run on the PC's own timer and replays repeat exactly.
 */
import { VectorHook } from './vector.ts';

/** One BIOS tick in ms: 65 536 PIT periods of 1 193 182 Hz. */
export const MS_PER_TICK = 65_536_000 / 1_193_182;

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
