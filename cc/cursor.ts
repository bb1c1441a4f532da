/** The parser's position in the preprocessed token stream. */
import { CompileError } from './errors.ts';
import type { Token } from './lex.ts';

export class Cursor {
  private i = 0;

  constructor(
    private readonly toks: readonly Token[],
    private readonly file: string,
  ) {}

  peek(ahead = 0): Token | undefined {
    return this.toks[this.i + ahead];
  }

  /** The next token's spelling, '' at the end. */
  get v(): string {
    return this.toks[this.i]?.v ?? '';
  }

  /** The line of the next token (or of the last one, at the end). */
  get line(): number {
    return (this.toks[this.i] ?? this.toks[this.toks.length - 1])?.line ?? 1;
  }

  get at(): Token | undefined {
    return this.toks[this.i];
  }

  atEnd(): boolean {
    return this.i >= this.toks.length;
  }

  next(): Token {
    const t = this.toks[this.i];
    if (!t) this.fail('unexpected end of file');
    this.i++;
    return t!;
  }

  /** Take the next token when it is the punctuator or keyword `v`. */
  eat(v: string): boolean {
    const t = this.toks[this.i];
    if (t && t.v === v && (t.k === 'punct' || t.k === 'id')) {
      this.i++;
      return true;
    }
    return false;
  }

  expect(v: string, what?: string): Token {
    const t = this.toks[this.i];
    if (!t || t.v !== v) this.fail(`"${v}" expected${what ? ` ${what}` : ''}${t ? `, found "${t.v}"` : ''}`);
    this.i++;
    return t!;
  }

  fail(msg: string, line?: number): never {
    const t = this.toks[this.i] ?? this.toks[this.toks.length - 1];
    throw new CompileError(t?.file ?? this.file, line ?? t?.line ?? 1, msg);
  }

  /** Where the next token comes from (file and line), for errors raised later. */
  where(): { file: string; line: number } {
    const t = this.toks[this.i] ?? this.toks[this.toks.length - 1];
    return { file: t?.file ?? this.file, line: t?.line ?? 1 };
  }
}
