import { PIT_HZ, PIT_TICKS_PER_IRQ0 } from '../hw/pit.ts';

/**
 * The BIOS timer services: the tick count at 0040:006C, incremented by the INT 8 handler on every
 * IRQ0, with the midnight rollover at 0x1800B0 ticks that sets the flag at 0040:0070
 * (DOSBox bios.cpp INT8_Handler). The time of day is derived from the tick count, as DOS does.
 */
export const TICKS_PER_DAY = 0x1800b0;

export interface TimeOfDay {
  hour: number;
  min: number;
  sec: number;
  /** Hundredths of a second. */
  hund: number;
}

export class BiosTimer {
  /** 0040:006C — ticks since midnight. */
  tickCount = 0;
  /** 0040:0070 — set when the count passed midnight, cleared by whoever reads it (INT 1Ah AH=00h). */
  midnightFlag = 0;

  /** The BIOS part of INT 8: count the tick, roll over at midnight. */
  tick(): void {
    this.tickCount++;
    if (this.tickCount >= TICKS_PER_DAY) {
      this.tickCount = 0;
      this.midnightFlag = 1;
    }
  }

  /**
   * Set the clock to the first tick at or after time `t`, so that INT 21h AH=2Ch reads back
   * exactly `t`'s seconds (a replay that powers on at 12:34:56 seeds the game with 12:34:56).
   */
  setTimeOfDay(t: TimeOfDay): void {
    validateTimeOfDay(t);
    const ms = ((t.hour * 60 + t.min) * 60 + t.sec) * 1000 + t.hund * 10;
    this.tickCount = Math.ceil((ms * PIT_HZ) / (1000 * PIT_TICKS_PER_IRQ0)) % TICKS_PER_DAY;
    this.midnightFlag = 0;
  }

  /**
   * INT 21h AH=2Ch as DOSBox computes it from the tick count (dos.cpp): resolution one tick, so
   * hundredths move in steps of about 5.5.
   */
  timeOfDay(): TimeOfDay {
    // DOSBox: time = (100/(PIT_TICK_RATE/65536)) * ticks, in hundredths; then divided down.
    let time = Math.floor((100 / (PIT_HZ / PIT_TICKS_PER_IRQ0)) * this.tickCount);
    const hund = time % 100;
    time = Math.floor(time / 100);
    const sec = time % 60;
    time = Math.floor(time / 60);
    const min = time % 60;
    time = Math.floor(time / 60);
    return { hour: time % 24, min, sec, hund };
  }
}

export function validateTimeOfDay(t: TimeOfDay): void {
  const ok =
    Number.isInteger(t.hour) && t.hour >= 0 && t.hour < 24 &&
    Number.isInteger(t.min) && t.min >= 0 && t.min < 60 &&
    Number.isInteger(t.sec) && t.sec >= 0 && t.sec < 60 &&
    Number.isInteger(t.hund) && t.hund >= 0 && t.hund < 100;
  if (!ok) throw new RangeError(`time of day out of range: ${JSON.stringify(t)}`);
}

/** "12:34:56" or "12:34:56.78" → TimeOfDay; throws with the text on a bad value. */
export function parseTimeOfDay(text: string): TimeOfDay {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{2}))?$/.exec(text.trim());
  if (!m) throw new Error(`bad time of day "${text}" (expected HH:MM:SS or HH:MM:SS.hh)`);
  const t = { hour: +m[1]!, min: +m[2]!, sec: +m[3]!, hund: m[4] ? +m[4] : 0 };
  validateTimeOfDay(t);
  return t;
}
