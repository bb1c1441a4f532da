/**
 * The BIOS timer services: the tick count at 0040:006C, incremented by the INT 8 handler on every
 * IRQ0. DOSBox 0.74's handler (bios.cpp INT8_Handler) counts on past midnight, 1800B0h ticks: no
 * rollover, no midnight flag at 0040:0070 (which only a program sets), so the time of day reads
 * hour 24 and DOS's date stays (oracle DT1: 1573041 ticks read 24:00:00.05, the same day). The
 * time of day is derived from the tick count, as DOS does.
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
  /** 0040:0070 — the midnight flag: 0 unless a program writes it; INT 1Ah AH=00h reads and clears it. */
  midnightFlag = 0;

  /** The BIOS part of INT 8: count the tick (past midnight too: DOSBox 0.74, oracle DT1). */
  tick(): void {
    this.tickCount++;
  }

  /**
   * Set the clock to the first tick at or after time `t`, so that INT 21h AH=2Ch reads back
   * exactly `t`'s seconds (a replay that powers on at 12:34:56 seeds the game with 12:34:56).
   */
  setTimeOfDay(t: TimeOfDay): void {
    validateTimeOfDay(t);
    const hund = ((t.hour * 60 + t.min) * 60 + t.sec) * 100 + t.hund;
    this.tickCount = Math.ceil((hund * HUND_DIVISOR) / HUND_PER_TICK_NUM);
    this.midnightFlag = 0;
  }

  /**
   * INT 21h AH=2Ch as DOSBox 0.74 computes it from the tick count (dos.cpp): hundredths since
   * midnight = ⌊ticks × 327680 / 59659⌋ (65536 × 100 / 1193180: oracle DT2, 515 counts 0 … 1.7 M
   * all so; ×100/1193182 would be a hundredth short from tick 53287), so they move in steps of
   * about 5.5 (tick 3 reads 0.16 s, 19 1.04 s: DT1); past midnight the hour goes on to 24.
   */
  timeOfDay(): TimeOfDay {
    let time = Math.floor((this.tickCount * HUND_PER_TICK_NUM) / HUND_DIVISOR);
    const hund = time % 100;
    time = Math.floor(time / 100);
    const sec = time % 60;
    time = Math.floor(time / 60);
    const min = time % 60;
    return { hour: Math.floor(time / 60), min, sec, hund };
  }
}

/** Hundredths of a second per BIOS tick as DOSBox's INT 21h AH=2Ch reckons them: 327680/59659. */
const HUND_PER_TICK_NUM = 327680, HUND_DIVISOR = 59659;

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
