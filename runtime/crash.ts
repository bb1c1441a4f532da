/**
 * When a ROM throws: the crash the hosts show, naming the ROM and the ported C function it was in,
 * and the ported functions on the stack (the study view's live call stack). Port function names
 * equal the C names, so they are read from the JS stack.
 */

/** A ROM that threw: names the ROM and the ported C function it was in. */
export class RomCrash extends Error {
  constructor(
    readonly rom: string,
    readonly fn: string | null,
    readonly cause: unknown,
  ) {
    const what = cause instanceof Error ? cause.message : String(cause);
    super(`ROM ${rom} crashed${fn ? ` in ${fn}()` : ''}: ${what}`);
    this.name = 'RomCrash';
  }
}

/** The ported C functions on the JS stack now, innermost first (for `stackProbe`). */
export function romStackHere(functions: readonly string[]): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200; // the default 10 frames would cut the stack inside the library
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const known = new Set(functions);
  const names: string[] = [];
  for (const line of stack.split('\n').slice(1)) {
    // "at Name (…)" or "at Object.Name (…)"; a generator's resumption frame "at Name.next" is not a call
    const m = /^\s*at (?:Object\.)?([A-Za-z_$][\w$]*) \(/.exec(line);
    if (m && known.has(m[1]!)) names.push(m[1]!);
  }
  return names;
}

/** The first ported C function on the error's stack (names in the port equal the C names). */
export function romFunctionOf(err: unknown, functions: readonly string[]): string | null {
  if (!(err instanceof Error) || !err.stack || functions.length === 0) return null;
  const known = new Set(functions);
  for (const line of err.stack.split('\n').slice(1)) {
    // V8: "    at Name (file:line:col)", "    at Name.next (<anonymous>)", "    at Object.Name (…)"
    const m = /^\s*at (?:Object\.|Generator\.)?([A-Za-z_$][\w$]*)/.exec(line);
    if (m && known.has(m[1]!)) return m[1]!;
  }
  return null;
}
