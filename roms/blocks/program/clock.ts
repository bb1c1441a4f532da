/**
 * Virtual time for BLOCKS: an INT 1Ch handler counts BIOS ticks (≈18.2 a second), as a DOS game
 * of the time did; the game loop sleeps in `while(!bioskey(1) && ticks == seen);`, which wakes at
 * the next key or tick. Play is measured in whole ticks (54.9254 ms), so the clocks of sprint and
 * ultra, gravity and the lock delay all run on the PC's own timer and replays repeat exactly.
 */
import type { InterruptHandler } from '../../../runtime/bios/ivt.ts';
import { getvect, setvect } from '../../../runtime/tc/dos.ts';

/** One BIOS tick in ms: 65 536 PIT periods of 1 193 182 Hz. */
export const MS_PER_TICK = 65_536_000 / 1_193_182;

export class TickClock {
  ticks = 0;
  private old: InterruptHandler | null = null;

  /** @c void interrupt handler() — counts ticks, chains to the old one */
  private readonly handler = (): void => {
    this.ticks++;
    this.old!(); // chain to the BIOS's own INT 1Ch
  };

  hook(): void {
    this.old = getvect(0x1c);
    setvect(0x1c, this.handler);
  }

  unhook(): void {
    if (this.old) setvect(0x1c, this.old);
    this.old = null;
  }

  /** Ticks → ms since the hook. */
  ms(ticks = this.ticks): number {
    return ticks * MS_PER_TICK;
  }
}
