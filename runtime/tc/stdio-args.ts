/**
 * The checks every stdio.h call on files makes of its arguments: a port passes what C would, or
 * the call throws naming itself and the argument, rather than read a wrong FILE or a non-string.
 */
import { FILE } from './stdio-stream.ts';

/** The stream argument of `call`, checked: a C program passes an open FILE*. */
export function stream(call: string, f: FILE | null): FILE {
  if (!(f instanceof FILE)) throw new Error(`${call}: stream is ${f === null ? 'NULL' : `not a FILE* (${typeof f})`}`);
  if (f.closed) throw new Error(`${call}: stream ${f.name} is used after fclose`);
  return f;
}

export function str(call: string, what: string, s: unknown): string {
  if (typeof s !== 'string') throw new Error(`${call}: ${what} must be a string (char *), got ${s === null ? 'NULL' : typeof s}`);
  return s;
}

export function integer(call: string, what: string, n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Error(`${call}: ${what} must be an integer, got ${String(n)}`);
  return n;
}
