/**
 * Argument checks shared by the graphics.h entry points. A port passes what C could not (a NaN
 * coordinate, NULL for a string, a number for a pointer) only by a bug, so each is an Error that
 * names the call, the argument by position and name as graphics.h declares it, and the value:
 * `outtextxy: argument 3 (textstring) must be a string, got null`. A check never throws anything
 * else, whatever the value (a Symbol, an object without a string form).
 *
 * Each call site gives its argument's position (1-based, as in Turbo C 2.0's graphics.h) and name:
 * `int('line', 3, 'x2', x2)`. (Not a table of every prototype here: the player ships only the calls
 * its programs make, and such a table would ship whole. test/unit/graphics-args.test.ts checks
 * every position against the argument the sweep spoiled.)
 */
import { quote, SHORT_ESCAPES } from '../../quote.ts';

/** `argument 3 (textstring)`: an argument as messages name it. */
export function argLabel(pos: number, name: string): string {
  return `argument ${pos} (${name})`;
}

const fail = (call: string, pos: number, name: string, what: string, v: unknown): never => {
  throw new Error(`${call}: ${argLabel(pos, name)} must be ${what}, got ${describe(v)}`);
};

/**
 * C passes ints; a NaN or fractional coordinate means the port computed something C could not have.
 * Huge values are fine: they are clipped like any other.
 */
export function int(call: string, pos: number, name: string, v: number): number {
  if (!Number.isInteger(v)) fail(call, pos, name, 'an integer', v);
  return v;
}

/** A C string argument: a JS string (a port passes NULL or a number only by a bug). */
export function str(call: string, pos: number, name: string, v: string): string {
  if (typeof v !== 'string') fail(call, pos, name, 'a string', v);
  return v;
}

/** A pointer to a struct or an array the call reads or fills: an object (not NULL, not a number). */
export function obj<T>(call: string, pos: number, name: string, v: T): T {
  if (typeof v !== 'object' || v === null) fail(call, pos, name, 'a pointer (an object)', v);
  return v;
}

/** An `int far *` the call writes through: a Ref (runtime/tc/ptr.ts), `{ value }`. */
export function outRef<T extends { value: number }>(call: string, pos: number, name: string, v: T): T {
  if (typeof v !== 'object' || v === null) fail(call, pos, name, 'a pointer to an int (a Ref)', v);
  return v;
}

/** An `int far *` the call reads: a Ref whose value is an int. */
export function inRef<T extends { value: number }>(call: string, pos: number, name: string, v: T): T {
  outRef(call, pos, name, v);
  if (!Number.isInteger(v.value)) fail(call, pos, `*${name}`, 'an integer', v.value);
  return v;
}

/** An array of C values (`int far *`, `char far *`): an object with a whole, non-negative length. */
export function array<T extends ArrayLike<unknown>>(call: string, pos: number, name: string, v: T): T {
  if (typeof v !== 'object' || v === null || !(Number.isInteger(v.length) && v.length >= 0)) fail(call, pos, name, 'an array', v);
  return v;
}

/** A `void far *` buffer of bytes (getimage/putimage): a Uint8Array. */
export function bytes(call: string, pos: number, name: string, v: Uint8Array): Uint8Array {
  if (!(v instanceof Uint8Array)) fail(call, pos, name, 'a byte buffer (a Uint8Array)', v);
  return v;
}

/**
 * A value as an error message shows it: strings quoted, escaped and cut short (runtime/quote.ts);
 * numbers, booleans, null and undefined as they are; anything else by its kind. Never throws (a
 * Symbol has no string form a template literal accepts; an object may lack any).
 */
export function describe(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'bigint':
      return `${String(v)}n`;
    case 'symbol':
      return `Symbol(${quote(v.description ?? '').slice(1, -1)})`;
    case 'function':
      return 'a function';
    case 'object':
      if (v === null) return 'null';
      if (Array.isArray(v)) return `an array of ${v.length}`;
      if (v instanceof Uint8Array) return `a Uint8Array of ${v.length}`;
      return 'an object';
    default:
      return String(v);
  }
}

/**
 * Throw `int`'s error for the first of `values` (the call's arguments from the first, named by
 * `names`) that is not an int. For the hottest calls, which test all their ints at once and come
 * here only when one fails.
 */
export function notInts(call: string, names: readonly string[], ...values: number[]): never {
  values.forEach((v, i) => int(call, i + 1, names[i]!, v));
  throw new Error(`${call}: notInts called with ints only`);
}

/** The four ints of a box — left, top, right, bottom, the call's first arguments — checked as `int` checks one. */
export function intBox(call: string, l: number, t: number, r: number, b: number): void {
  int(call, 1, 'left', l);
  int(call, 2, 'top', t);
  int(call, 3, 'right', r);
  int(call, 4, 'bottom', b);
}

/**
 * Quote a string argument for a trace line as a C string literal: \\ and " escaped, control
 * characters (C0 and C1, the bytes 80h–9Fh a CP437 string may hold) as octal escapes (`\033`,
 * never raw: a trace is read on terminals), the rest as is.
 */
export function cString(s: string): string {
  if (typeof s !== 'string') return describe(s);
  return '"' + s.replace(/[\\"\u0000-\u001f\u007f-\u009f]/g, (c) => SHORT_ESCAPES[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`) + '"';
}
