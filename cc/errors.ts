/** The compiler's errors: `FILE.C:123: error: message`, as a compiler reports them. */

export class CompileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}: error: ${detail}`);
    this.name = 'CompileError';
  }
}

/**
 * A run-time fault of the compiled program (division by zero, a null pointer, stack overflow):
 * names the C file, line and function, as the machine's crash report shows it.
 */
export class CFault extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly fn: string,
    readonly detail: string,
  ) {
    super(`${file}${line > 0 ? `:${line}` : ''}: in ${fn}(): ${detail}`);
    this.name = 'CFault';
  }
}
