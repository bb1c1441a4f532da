/**
 * Turbo C's small model: `int` and `unsigned` are 16 bits and wrap silently; `long` is 32 bits;
 * `char` is signed. A port calls these where the wrap-around can show, so the reader sees where
 * the original relies on it (e.g. `ti_hour*3600` overflowing before srand).
 * int16 and idiv are also sampling points for the study view's live call stack (`probe`).
 */
import { probe } from '../machine.ts';

/** Wrap to a signed 16-bit `int` (-32768..32767). */
export function int16(x: number): number {
  probe();
  return ((x << 16) >> 16);
}

/** Wrap to a 16-bit `unsigned` (0..65535). */
export function uint16(x: number): number {
  return x & 0xffff;
}

/** Wrap to a signed 8-bit `char`. */
export function int8(x: number): number {
  return ((x << 24) >> 24);
}

/** Wrap to an `unsigned char`. */
export function uint8(x: number): number {
  return x & 0xff;
}

/** Wrap to a signed 32-bit `long`. */
export function int32(x: number): number {
  return x | 0;
}

/** C integer division: truncates toward zero (IDIV), as `/` on ints does. */
export function idiv(a: number, b: number): number {
  probe();
  if (b === 0) throw new RangeError('integer division by zero (the 8086 raises INT 0 here)');
  return Math.trunc(a / b);
}
