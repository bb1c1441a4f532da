/**
 * The host's clock as the machine sees it. HostClock maps the host's wall clock (performance.now
 * / requestAnimationFrame time) onto virtual time. Each frame advances the machine by the wall
 * time since the previous frame, capped, so a stalled tab (debugger, slow device, a long GC)
 * never makes the machine race to catch up. After a pause the first frame advances nothing:
 * resuming never comes with a burst. hostTimeOfDay is the time of day a power-on sets the BIOS
 * clock to, unless the page pins one.
 */
import type { TimeOfDay } from '../../runtime/bios/timer.ts';

/** The most wall time one frame advances the machine by. */
export const CATCH_UP_CAP_MS = 250;

export class HostClock {
  private lastMs: number | null = null;

  /** Wall milliseconds the machine should advance for a frame at `hostMs` (0..CATCH_UP_CAP_MS). */
  frame(hostMs: number): number {
    const last = this.lastMs;
    this.lastMs = hostMs;
    if (last === null || !(hostMs > last)) return 0;
    return Math.min(hostMs - last, CATCH_UP_CAP_MS);
  }

  /** Forget the last frame (on pause, power-on): the next frame starts from zero. */
  reset(): void {
    this.lastMs = null;
  }
}

/** The host's local time of day now, to the hundredth (the BIOS clock's resolution). */
export function hostTimeOfDay(): TimeOfDay {
  const d = new Date();
  return { hour: d.getHours(), min: d.getMinutes(), sec: d.getSeconds(), hund: Math.floor(d.getMilliseconds() / 10) };
}
