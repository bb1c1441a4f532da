/**
 * The compiler's errors, worded and laid out as Turbo C 2.0's TCC prints them: `Error game.c 12:
 * Undefined symbol 'x' in function main` (TCC shows the file name in lower case and names the
 * function the error is in), and TLINK's `Undefined symbol '_foo' in module game.c` for a name no
 * module defines. The texts are measured: test/fixtures/tcc-messages.
 */

/** A file's name as TCC prints it in a message: lower case (TCC 2.0 `Error p01.c 3: …`, measured). */
/** TC's lower case of a file name (its messages, `__FILE__`): A–Z only, as DOS's own tables. */
export const tcLowerCase = (name: string): string => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
export const tcFileName = (file: string): string => tcLowerCase(file.replace(/^.*[\\/]/, ''));

export class CompileError extends Error {
  /** The function the error is in (TCC adds `in function NAME`), when it is in one. */
  fn: string | null = null;
  /** The file and line its message names when a `#line` moved them (`file` and `line` stay where it is). */
  shown: { file: string; line: number | null } | null = null;
  /**
   * The line TCC's message names when that is not the error's own (`line` stays where it is, for
   * the caret): an earlier line, or null for none (lex.ts, an illegal character).
   */
  named?: number | null;
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
    /** The column (1-based) of the token the error is at, when known: a caret under it. */
    readonly col = 0,
  ) {
    super('');
    this.name = 'CompileError';
    this.message = this.text();
  }

  /** The error as it arose inside function `fn` (its message says so, as TCC's do). */
  inFunction(fn: string): this {
    if (this.fn === null) {
      this.fn = fn;
      this.message = this.text();
    }
    return this;
  }

  /** The error as a `#line` numbers it: its message names `file` and `line` (TCC 2.0's, probes LL1–LL4). */
  shownAt(file: string, line: number | null): this {
    if (file !== this.file || line !== this.line) {
      this.shown = { file, line };
      this.message = this.text();
    }
    return this;
  }

  /** The error in a file a `#include "…"` named: its message spells the name as the directive did (below). */
  inInclude(): this {
    if (!this.included) {
      this.included = true;
      this.message = this.text();
    }
    return this;
  }

  private included = false;

  protected text(): string {
    const at = this.shown ?? this;
    // TCC 2.0 prints a module's name in lower case, a header's as its #include spelled it (corpus
    // C4339's `#include "Shared.h"`: "Error Shared.h 6: …", C4341's "LST.h", C4270's "graphpro.h")
    const name = this.included && !this.shown ? at.file.replace(/^.*[\\/]/, '') : tcFileName(at.file);
    const line = this.shown ? this.shown.line : this.named === undefined ? this.line : this.named;
    return `Error ${name}${line === null ? '' : ` ${line}`}: ${this.detail}${this.fn ? ` in function ${this.fn}` : ''}`;
  }
}

/**
 * What the linker finds wrong: a name called or used in `module` that no file of the program and
 * no library defines, or one defined in two modules. The message is TLINK 2.0's own; file and
 * line say where the name is first used, for a panel that shows the place.
 */
export class LinkError extends CompileError {
  constructor(file: string, line: number, readonly linkMessage: string) {
    super(file, line, linkMessage);
    this.name = 'LinkError';
    this.message = linkMessage;
  }

  protected override text(): string {
    return this.linkMessage ?? '';
  }
}

/**
 * TLINK 2.0: a name no module defines (measured: `Undefined symbol '_foo' in module p11.c`),
 * used in `module`; `file` and `line` say where (a header the module includes, say).
 */
export const undefinedSymbol = (name: string, module: string, file = module, line = 0): LinkError =>
  new LinkError(file, line, `Undefined symbol '_${name}' in module ${tcFileName(module)}`);

/** TLINK 2.0: a public name two modules define (`Error: _twice defined in module m2a.c is duplicated in module m2b.c`). */
export const duplicateSymbol = (name: string, first: string, second: string, line: number): LinkError =>
  new LinkError(second, line, `Error: _${name} defined in module ${tcFileName(first)} is duplicated in module ${tcFileName(second)}`);

/** TCC 2.0's words for an object of no size (`void v;`: oracle-ccerr void-var). */
export const SIZE_UNKNOWN = 'Size of structure or array not known';
/** TCC 2.0's text for a typedef's name where an expression's operand should be (probes E1–E5). */
export const IMPROPER_TYPEDEF = 'Improper use of a typedef symbol';

/** The most errors one compilation reports before it gives up, as compilers cap them. */
export const MAX_ERRORS = 10;

/**
 * Several compile errors at once: the message lists them one a line (the first one's file and
 * line are this error's), then TCC's count line, and a note when the compiler stopped at the cap.
 */
export class CompileErrors extends CompileError {
  constructor(readonly errors: readonly CompileError[], readonly stopped: boolean) {
    super(errors[0]!.file, errors[0]!.line, errors[0]!.detail, errors[0]!.col);
    this.fn = errors[0]!.fn;
    this.message = [
      ...errors.map((e) => e.message),
      ...(stopped ? [`${tcFileName(errors[0]!.file)}: too many errors (${errors.length}), compilation stopped`] : []),
      `*** ${errors.length} errors in Compile ***`,
    ].join('\n');
  }

  protected override text(): string {
    return '';
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
