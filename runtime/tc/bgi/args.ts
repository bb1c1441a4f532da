/** Argument checks shared by the graphics.h entry points. */

/**
 * C passes ints; a NaN or fractional coordinate means the port computed something C could not have.
 * Huge values are fine: they are clipped like any other.
 */
export function int(call: string, name: string, v: number): number {
  if (!Number.isInteger(v)) throw new Error(`${call}: ${name} must be an integer, got ${v}`);
  return v;
}

/**
 * Throw `int`'s error for the first of `values` (named by `names`, in order) that is not an int.
 * For the hottest calls, which test all their ints at once and come here only when one fails.
 */
export function notInts(call: string, names: readonly string[], ...values: number[]): never {
  values.forEach((v, i) => int(call, names[i]!, v));
  throw new Error(`${call}: notInts called with ints only`);
}

/** The four ints of a box argument — left, top, right, bottom — checked as `int` checks one. */
export function intBox(call: string, l: number, t: number, r: number, b: number): void {
  int(call, 'left', l);
  int(call, 'top', t);
  int(call, 'right', r);
  int(call, 'bottom', b);
}

/** Quote a string argument for a trace line, as C source would show it. */
export function cString(s: string): string {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';
}
