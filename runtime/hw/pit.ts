/**
 * Intel 8253 PIT, channel 0 — the machine's only clock.
 *
 * Virtual time is counted in PIT input ticks (1 193 182 Hz) as an integer, never as accumulated
 * floating milliseconds, so the same replay gives the same schedule on every host. Channel 0 is
 * programmed by the BIOS with reload 0 (= 65 536), so IRQ0 fires every 65 536 PIT ticks ≈ 54.9254 ms
 * ≈ 18.2065 Hz (DOSBox include/timer.h: PIT_TICK_RATE 1193182).
 */
import { hexDigits } from './hex.ts';
import { PitCounter } from './pit-counter.ts';
export const PIT_HZ = 1_193_182;
/** PIT ticks between two IRQ0s (channel 0 reload value 0 means 65 536). */
export const PIT_TICKS_PER_IRQ0 = 65_536;

/** Milliseconds (may be fractional) → PIT ticks, rounded to the nearest tick. */
export function msToPit(ms: number): number {
  return Math.round((ms * PIT_HZ) / 1000);
}

/** PIT ticks → milliseconds (fractional). */
export function pitToMs(pitTicks: number): number {
  return (pitTicks * 1000) / PIT_HZ;
}

/** The PIT time of the first IRQ0 strictly after `pitTicks`. */
export function nextIrq0After(pitTicks: number): number {
  return (Math.floor(pitTicks / PIT_TICKS_PER_IRQ0) + 1) * PIT_TICKS_PER_IRQ0;
}

/**
 * The three counters as the BIOS leaves them (IBM AT BIOS; DOSBox timer.cpp): channel 0 the
 * system timer (mode 3, count 0 = 65 536: IRQ0), channel 1 the DRAM refresh (mode 2, count 18),
 * channel 2 the speaker's tone (mode 3, count 1320 — DOSBox's power-on value; not measured).
 * Channel 0 may be reprogrammed as games do (`outportb(0x43, 0x36); outportb(0x40, lo);
 * outportb(0x40, hi)`): IRQ0 then fires on each rising edge of its OUT (the machine asks
 * `nextRisingEdge`). Reprogramming the refresh (channel 1) is refused with an error naming the
 * control word.
 */
export class Pit {
  readonly counters: readonly [PitCounter, PitCounter, PitCounter];

  constructor(onChannel2: (at: number) => void = () => {}, onChannel0: (at: number) => void = () => {}) {
    this.counters = [new PitCounter(onChannel0), new PitCounter(), new PitCounter(onChannel2)];
    this.counters[0].reset(3, 0);
    this.counters[1].reset(2, 18);
    this.counters[2].gate = false; // port 61h bit 0 is clear at power-on
    this.counters[2].reset(3, 1320);
  }

  get channel0(): PitCounter {
    return this.counters[0];
  }

  get channel2(): PitCounter {
    return this.counters[2];
  }

  /** A byte written to port 43h, the mode/command register. */
  writeControl(value: number, at: number): void {
    const select = (value >> 6) & 3;
    if (select === 3) {
      // the 8254's read-back: bits 1–3 pick the counters, bit 5 clear latches their counts, bit 4 clear their status
      for (let c = 0; c < 3; c++) if (value & (2 << c)) this.counters[c]!.readBack((value & 0x20) === 0, (value & 0x10) === 0, at);
      return;
    }
    if (select === 1 && (value & 0x30) !== 0) throw new Error(`port 43h: control word ${hexDigits(value)}h reprograms PIT channel ${select}: not emulated`);
    this.counters[select]!.control(value, at);
  }

  /** A byte written to port 40h + `channel`. */
  write(channel: 0 | 1 | 2, value: number, at: number): void {
    if (channel === 1) throw new Error(`port ${hexDigits(0x40 + channel)}h: writing PIT channel 1's count (the DRAM refresh) is not emulated`);
    this.counters[channel].write(value, at);
  }

  /** A byte read from port 40h + `channel`. */
  read(channel: 0 | 1 | 2, at: number): number {
    return this.counters[channel].read(at);
  }
}
