/**
 * Where in the C source a fault the library raised happened: the library checks its arguments
 * (`fwrite` on a NULL FILE *, `strcpy(0, …)`) without knowing its caller, so the place is read
 * from the JavaScript stack when the error reaches the program's top: the innermost compiled C
 * function's frame gives a line of the generated module, and the statement mark before that line
 * (codegen-stmt.ts: `//@LINE`, or `$line(LINE` when tracking lines) gives the C line.
 *
 * The generated module's line numbers are offset by however the host loaded it (`new Function`
 * adds two lines, a page's blob: module one); the module's `$origin`, on its second line, is
 * asked for its own position to measure that offset on the spot.
 */

/** A C line and function; line 0 when no C function is on the stack. */
export interface FaultPlace {
  readonly line: number;
  readonly fn: string;
}

/** The statement mark codegen-stmt.ts writes before a statement's code. */
export const statementMark = (line: number): string => `//@${line}`;
const MARK = /(?:\/\/@|\$line\()(\d+)/;

/** "    at [Object.]name[.next] (where:LINE:COL)" — a V8 stack frame. */
const FRAME = /^\s*at (?:Object\.|Generator\.)?([A-Za-z_$][\w$]*?)(?:\.next)? \((.*):(\d+):\d+\)$/;

/**
 * The place of `err` in the module `code`: `origin()` is the module's `$origin` (an Error made
 * on the module's line 2); `functions` are the compiled C functions' JavaScript names.
 */
export function faultPlace(err: Error, code: string, origin: () => Error, functions: readonly string[]): FaultPlace | null {
  const home = FRAME.exec((origin().stack ?? '').split('\n')[1] ?? '');
  if (!home) return null;
  const where = home[2]!;
  const offset = Number(home[3]) - 2;
  const known = new Set(functions);
  const lines = code.split('\n');
  for (const frame of (err.stack ?? '').split('\n').slice(1)) {
    const m = FRAME.exec(frame);
    if (!m || m[2] !== where || !known.has(m[1]!)) continue;
    const fn = m[1]!.replace(/\$$/, ''); // codegen-function.ts jsFunctionName: a reserved word gets a $
    for (let i = Math.min(Number(m[3]) - offset, lines.length) - 1; i >= 0; i--) {
      const mark = MARK.exec(lines[i]!);
      if (mark) return { line: Number(mark[1]), fn };
    }
    return { line: 0, fn };
  }
  return null;
}
