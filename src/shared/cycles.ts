import { CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';
import { quote } from '../../runtime/quote.ts';

/**
 * The machine's speed as people write it — the CLI's --cycles, a replay's `cycles` line, the
 * player's ?cycles= — one parser for all: plain decimal digits in CYCLES_MIN..CYCLES_MAX.
 * "0x100", "1e6", "1_000", " 5000" and "5000.0" are refused (Number() would take them; the
 * replay a page records must read back the same everywhere).
 */
export function parseCycles(text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= CYCLES_MIN && n <= CYCLES_MAX)) throw new RangeError(`cycles must be an integer in ${CYCLES_MIN}..${CYCLES_MAX}, got ${quote(text)}`);
  return n;
}
