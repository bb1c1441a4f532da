/**
 * The token stream the study view works on, for C and TypeScript alike. A lexer covers its input
 * exactly (the tokens' texts concatenate back to the source), so the aligner can map offsets to lines
 * and the highlighter can re-emit every character.
 */

export type TokenKind =
  | 'space' // whitespace, newlines included
  | 'comment' // /* … */ or // …
  | 'directive' // a C preprocessor line, continuations included
  | 'string' // "…", '…', `…` (a template literal is one token)
  | 'regex' // a TypeScript regular-expression literal
  | 'number'
  | 'ident' // identifiers and keywords alike; the highlighter tells them apart
  | 'punct'; // one character

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** Offset of the first character in the source. */
  readonly start: number;
}

/** Tokens that carry meaning (no whitespace, no comments). */
export function significant(tokens: readonly Token[]): Token[] {
  return tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
}

/** Maps source offsets to 1-based line numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  /** The 1-based line holding `offset`. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  get lineCount(): number {
    return this.starts.length;
  }
}

/** Scanning helpers shared by the two lexers. */
export class Scanner {
  pos = 0;
  readonly tokens: Token[] = [];

  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(ahead = 0): string {
    return this.text[this.pos + ahead] ?? '';
  }

  emit(kind: TokenKind, end: number): void {
    const stop = Math.min(Math.max(end, this.pos + 1), this.text.length);
    this.tokens.push({ kind, text: this.text.slice(this.pos, stop), start: this.pos });
    this.pos = stop;
  }

  /** End offset of the whitespace run at pos. */
  spaceEnd(): number {
    let i = this.pos;
    while (i < this.text.length && /\s/.test(this.text[i]!)) i++;
    return i;
  }

  /** End offset of a block comment opened at pos (an unclosed one runs to the end). */
  blockCommentEnd(): number {
    const close = this.text.indexOf('*/', this.pos + 2);
    return close < 0 ? this.text.length : close + 2;
  }

  lineEnd(from = this.pos): number {
    const nl = this.text.indexOf('\n', from);
    return nl < 0 ? this.text.length : nl;
  }

  /** End offset of a quoted literal opened at pos; stops at an unescaped newline (unterminated). */
  quotedEnd(quote: string): number {
    let i = this.pos + 1;
    while (i < this.text.length) {
      const ch = this.text[i]!;
      if (ch === '\\') i += 2;
      else if (ch === quote) return i + 1;
      else if (ch === '\n') return i;
      else i++;
    }
    return this.text.length;
  }

  numberEnd(): number {
    const m = /^(?:0[xX][\da-fA-F_]+|\d[\d_]*\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[a-zA-Z]*/.exec(this.text.slice(this.pos, this.pos + 64));
    return this.pos + (m ? m[0].length : 1);
  }

  identEnd(): number {
    let i = this.pos;
    while (i < this.text.length && /[\w$]/.test(this.text[i]!)) i++;
    return i;
  }
}

export function isIdentStart(ch: string): boolean {
  return /[A-Za-z_$]/.test(ch);
}
