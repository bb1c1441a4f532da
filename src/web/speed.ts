/**
 * The player's speed control: the presets the − and + buttons step through, and how the speed
 * reads on the panel. The machine's own limits are the CPU's (runtime/hw/cpu.ts).
 */
import { CYCLES_DEFAULT, CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';

/** Speed presets: DOSBox's default (how the original crawls), up to the default and beyond. */
const CYCLE_STEPS = [3000, 10_000, 30_000, 100_000, 290_000, CYCLES_DEFAULT, 1_160_000, 2_900_000, CYCLES_MAX];

/** The slowest and fastest the buttons go. */
export const SLOWEST = Math.max(CYCLES_MIN, CYCLE_STEPS[0]!);
export const FASTEST = CYCLES_MAX;

/**
 * The preset one step slower (`dir` −1) or faster (+1) than `cycles`; from a speed between two
 * presets (a ?cycles= the page was opened with), the next preset that way. Held at the ends.
 */
export function stepCycles(cycles: number, dir: -1 | 1): number {
  const i = CYCLE_STEPS.findIndex((c) => c >= cycles);
  const at = i < 0 ? CYCLE_STEPS.length - 1 : CYCLE_STEPS[i] === cycles || dir < 0 ? i : i - 1;
  return CYCLE_STEPS[Math.max(0, Math.min(CYCLE_STEPS.length - 1, at + dir))]!;
}

/** 580000 → "580 000 cycles" (thin-space groups; by hand: the first toLocaleString loads ICU, ~15 ms). */
export function formatCycles(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+$)/g, '\u2009')} cycles`;
}
