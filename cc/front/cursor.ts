/** The parser's position in the preprocessed token stream. */
import { CompileError, CompileErrors } from '../errors.ts';
import type { Token, TokenCursor } from '../c.ts';

/**
 * How deep statements, and expressions, may nest (an else-if chain nests each `if` in the one
 * before). The parser and the generator recurse per level, and so does the JS engine compiling the
 * result; past this a program meets the host's stack limit instead of an error naming its line.
 */
export const MAX_NESTING = 200;

export class Cursor implements TokenCursor {
  private i = 0;
  private readonly depth = { statement: 0, expression: 0 };
  /**
   * The next token and its spelling ('' at the end), kept as fields as the cursor moves: the
   * parser asks for them several times a token, and a getter's call each time is a cost while
   * the parser still runs cold (the page's compile).
   */
  at: Token | undefined;
  text: string;

  constructor(
    private toks: readonly Token[],
    private file: string,
    /** The line TCC names for an error at the end of the file (parse.ts Module.endLine), when known. */
    private endLine?: number,
    /** The lexer's or the preprocessor's error the tokens stop at (parse.ts Module.fatal). */
    private fatal?: CompileError,
  ) {
    this.at = toks[0];
    this.text = this.at?.text ?? '';
  }

  /** Move to token `i`. */
  private go(i: number): void {
    this.i = i;
    this.at = this.toks[i];
    this.text = this.at?.text ?? '';
  }

  /** Go on with another file's tokens: the next module of a program of several files. */
  load(toks: readonly Token[], file: string, endLine?: number, fatal?: CompileError): void {
    this.toks = toks;
    this.file = file;
    this.endLine = endLine;
    this.fatal = fatal;
    this.go(0);
  }

  peek(ahead = 0): Token | undefined {
    return this.toks[this.i + ahead];
  }

  /** The line of the next token (or of the last one, at the end). */
  get line(): number {
    return (this.at ?? this.toks[this.toks.length - 1])?.line ?? 1;
  }

  atEnd(): boolean {
    return this.i >= this.toks.length;
  }

  next(): Token {
    const t = this.at;
    if (!t) this.fail('unexpected end of file');
    this.go(this.i + 1);
    return t!;
  }

  /** Take the next token when it is the punctuator or keyword `v`. */
  eat(v: string): boolean {
    const t = this.at;
    if (t && this.text === v && (t.kind === 'punct' || t.kind === 'id')) {
      this.go(this.i + 1);
      return true;
    }
    return false;
  }

  /**
   * Take the punctuator `v`, or fail: with `what` a message whole in itself (TCC's `Statement
   * missing ;`, capitalised), or saying where `v` was expected (`after the arguments`).
   */
  expect(v: string, what?: string): Token {
    const t = this.at;
    if (!t || this.text !== v) this.fail(what && /^[A-Z]/.test(what) ? what : `"${v}" expected${what ? ` ${what}` : ''}${t ? `, found "${t.text}"` : ''}`);
    this.go(this.i + 1);
    return t!;
  }

  fail(msg: string, line?: number): never {
    // the tokens end where the lexer or the preprocessor stopped: that error is the one there
    if (this.fatal && this.i >= this.toks.length) throw this.takeFatal()!;
    const t = this.toks[this.i] ?? this.toks[this.toks.length - 1];
    // the column of the token the error is at (the next one, or the one just taken when the
    // error names its line): a caret can stand under it
    const prev = this.toks[this.i - 1];
    const col = t?.col !== undefined && (line === undefined || line === t.line) ? t.col : prev?.col !== undefined && line === prev.line ? prev.col : 0;
    // at the end of the file: the line TCC names there (two past the last: oracle-ccerr brace-eof)
    const end = this.i >= this.toks.length && line === undefined ? this.endLine : undefined;
    throw new CompileError(t?.file ?? this.file, line ?? end ?? t?.line ?? 1, msg, end === undefined ? col : 0);
  }

  /** The lexer's or preprocessor's error the tokens stop at, once (null when there is none, or it was taken). */
  takeFatal(): CompileError | null {
    const e = this.fatal ?? null;
    this.fatal = undefined;
    return e;
  }

  /** Run `parse` one level deeper in statements or expressions; an error past MAX_NESTING. */
  nested<T>(kind: 'statement' | 'expression', parse: () => T): T {
    if (this.depth[kind] >= MAX_NESTING) {
      // It stops the compilation: recovering inside such a nest would report each level after it.
      const t = this.toks[this.i] ?? this.toks[this.toks.length - 1];
      const what = `${kind}s nested more than ${MAX_NESTING} deep${kind === 'statement' ? ' (each if of an else-if chain counts)' : ''}`;
      throw new CompileErrors([new CompileError(t?.file ?? this.file, t?.line ?? 1, what)], false);
    }
    this.depth[kind]++;
    try {
      return parse();
    } finally {
      this.depth[kind]--;
    }
  }

  /** The position of the next token (for recover). */
  mark(): number {
    return this.i;
  }

  /**
   * After an error in the statement or declaration that began at `start`: skip it — through a
   * ';' or a '{…}' at its own nesting level, or up to (not past) a '}' that closes an enclosing
   * block. It is scanned from its start, as the parser may have taken the ';' before failing
   * (`y = x + ;`); when that ends before where the error arose, from there. `topLevel`: a stray
   * '}' is skipped too, and the cursor always moves on.
   */
  recover(start: number, topLevel: boolean): void {
    const failedAt = this.i;
    let i = this.skipFrom(start, topLevel);
    if (i < failedAt) i = this.skipFrom(failedAt, topLevel);
    if (i === start && topLevel && i < this.toks.length) i++;
    this.go(i);
  }

  /**
   * (A `;` inside parentheses left open ends the statement too, as TCC's one error for `x = (1 + 2;`
   * says (tcc-messages P25), but in a `for (…)`, whose parentheses hold two.)
   */
  private skipFrom(from: number, topLevel: boolean): number {
    let braces = 0, parens = 0;
    const inFor = this.toks[from]?.text === 'for';
    let i = from;
    for (; i < this.toks.length; i++) {
      const t = this.toks[i]!;
      if (t.kind !== 'punct') continue;
      if (t.text === '(' || t.text === '[') parens++;
      else if (t.text === ')' || t.text === ']') parens = Math.max(0, parens - 1);
      else if (t.text === '{') braces++;
      else if (t.text === '}') {
        if (braces === 0) {
          if (!topLevel) return i;
          continue;
        }
        if (--braces === 0) return i + 1;
      } else if (braces === 0 && (parens === 0 || !inFor) && t.text === ';') return i + 1;
    }
    return i;
  }

  /** Where the next token comes from (file and line), for errors raised later. */
  where(): { file: string; line: number } {
    const t = this.toks[this.i] ?? this.toks[this.toks.length - 1];
    return { file: t?.file ?? this.file, line: t?.line ?? 1 };
  }
}
