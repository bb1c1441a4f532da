/**
 * Waiting in real (virtual) milliseconds. Turbo C 2.0's delay() counts a loop it calibrated on its
 * first call, and its counter saturates on any CPU faster than ~3.6 MIPS, so there delay(ms) is
 * far too short (runtime/tc/dos.ts: at the machine's default speed, delay(70) lasts well under a
 * millisecond). Programs of the time measured it themselves: this one counts how many delay(1)s
 * fit in BIOS ticks (INT 1Ah AH=00h, 18.2 a second) once at start, and scales every wait by it.
 * On a slow machine, where delay() is right, the scale comes out near 1.
 */
import type { Blocking } from '../../runtime/process.ts';
import { delay, int86, REGS } from '../../runtime/tc/dos.ts';

/** Ticks counted for the scale: 4 × 54.9 ms. */
const CALIBRATION_TICKS = 4;
/** Tick polls per tick while counting: each costs an INT 1Ah call the waits will not have. */
const POLLS_PER_TICK = 20;
/** One BIOS tick in ms: 65536 / 1 193 182 Hz. */
const TICK_MS = 65536 / 1193182 * 1000;

export class Clock {
  private readonly r = new REGS();
  /** delay() milliseconds per real millisecond (0: not calibrated yet). */
  private scale = 0;

  /** @c long ticks(void) — the BIOS tick count, INT 1Ah AH=00h (CX:DX). */
  *ticks(): Blocking<number> {
    this.r.h.ah = 0;
    yield* int86(0x1a, this.r, this.r);
    return this.r.x.cx * 0x10000 + this.r.x.dx;
  }

  /**
   * @c void calibrate(void) — from a tick edge, count delay(1)s over one tick; then, in units of
   * a twentieth of that (so the tick polls between them cost little), over CALIBRATION_TICKS more.
   */
  *calibrate(): Blocking {
    let t = yield* this.edge();
    let n = 0;
    while ((yield* this.ticks()) === t) {
      yield* delay(1);
      n++;
    }
    const unit = Math.max(1, Math.round(n / POLLS_PER_TICK));
    t = yield* this.edge();
    n = 0;
    while ((yield* this.ticks()) - t < CALIBRATION_TICKS) {
      yield* delay(unit);
      n++;
    }
    // The ticks ran out during the last unit: count it as half.
    this.scale = Math.max(1, (n - 0.5) * unit) / (CALIBRATION_TICKS * TICK_MS);
  }

  /** Wait for the tick count to change; returns the new count. */
  private *edge(): Blocking<number> {
    const first = yield* this.ticks();
    let t = first;
    while (t === first) {
      yield* delay(1);
      t = yield* this.ticks();
    }
    return t;
  }

  /** delay() milliseconds per real millisecond. */
  get delayScale(): number {
    return this.scale;
  }

  /** @c void wait(unsigned ms) — about `ms` real milliseconds, in delay() calls of at most 65535. */
  *wait(ms: number): Blocking {
    if (this.scale === 0) throw new Error('Clock.wait: calibrate() first');
    let left = Math.max(1, Math.round(ms * this.scale));
    while (left > 0) {
      const d = Math.min(left, 0xffff);
      yield* delay(d);
      left -= d;
    }
  }
}
