/**
 * Intel 8253 PIT, channel 0 — the machine's only clock.
 *
 * Virtual time is counted in PIT input ticks (1 193 182 Hz) as an integer, never as accumulated
 * floating milliseconds, so the same replay gives the same schedule on every host. Channel 0 is
 * programmed by the BIOS with reload 0 (= 65 536), so IRQ0 fires every 65 536 PIT ticks ≈ 54.9254 ms
 * ≈ 18.2065 Hz (DOSBox include/timer.h: PIT_TICK_RATE 1193182).
 */
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
