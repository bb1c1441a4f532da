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

/** The most errors one compilation reports before it gives up, as compilers cap them. */
export const MAX_ERRORS = 10;

/**
 * Several compile errors at once: the message lists them one a line (the first one's file and
 * line are this error's), ending with a note when the compiler stopped at the cap.
 */
export class CompileErrors extends CompileError {
  constructor(readonly errors: readonly CompileError[], stopped: boolean) {
    super(errors[0]!.file, errors[0]!.line, errors[0]!.detail);
    this.message = [...errors.map((e) => e.message), ...(stopped ? [`${errors[0]!.file}: too many errors (${errors.length}), compilation stopped`] : [])].join('\n');
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
