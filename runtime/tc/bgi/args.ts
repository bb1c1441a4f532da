/** Argument checks shared by the graphics.h entry points. */

/**
 * C passes ints; a NaN or fractional coordinate means the port computed something C could not have.
 * Huge values are fine: they are clipped like any other.
 */
export function int(call: string, name: string, v: number): number {
  if (!Number.isInteger(v)) throw new Error(`${call}: ${name} must be an integer, got ${v}`);
  return v;
}

/** Quote a string argument for a trace line, as C source would show it. */
export function cString(s: string): string {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';
}
