/** Argument checks shared by the graphics.h entry points. */

/**
 * C passes ints; a NaN or fractional coordinate means the port computed something C could not have.
 * Huge values are fine: they are clipped like any other.
 */
export function int(call: string, name: string, v: number): number {
  if (!Number.isInteger(v)) throw new Error(`${call}: ${name} must be an integer, got ${describe(v)}`);
  return v;
}

/** A C string argument: a JS string (a port passes NULL or a number only by a bug). */
export function str(call: string, name: string, v: string): string {
  if (typeof v !== 'string') throw new Error(`${call}: ${name} must be a string, got ${describe(v)}`);
  return v;
}

/**
 * A value as an error message shows it: strings quoted and cut short, anything else by its
 * String() form (which, unlike a template literal, does not throw for a Symbol).
 */
export function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'bigint') return `${String(v)}n`;
  try {
    return String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
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
  if (typeof s !== 'string') return describe(s);
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';
}
