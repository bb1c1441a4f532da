import { isIdentStart, Scanner, type Token } from './token.ts';

/**
 * A lexer for the C of TETRIS.C (Turbo C 2.0): comments, preprocessor lines, string and character
 * literals, numbers, identifiers, punctuation. Enough to find function extents and to colour code;
 * not a C front end.
 */
export function lexC(text: string): Token[] {
  const s = new Scanner(text);
  let atLineStart = true; // only whitespace since the last newline: a '#' here opens a directive
  while (!s.done) {
    const ch = s.peek();
    if (/\s/.test(ch)) {
      const end = s.spaceEnd();
      const run = text.slice(s.pos, end);
      if (run.includes('\n')) atLineStart = true;
      s.emit('space', end);
      continue;
    }
    const lineStart = atLineStart;
    atLineStart = false;
    if (ch === '/' && s.peek(1) === '*') s.emit('comment', s.blockCommentEnd());
    else if (ch === '/' && s.peek(1) === '/') s.emit('comment', s.lineEnd());
    else if (ch === '#' && lineStart) s.emit('directive', directiveEnd(s));
    else if (ch === '"' || ch === "'") s.emit('string', s.quotedEnd(ch));
    else if (/\d/.test(ch) || (ch === '.' && /\d/.test(s.peek(1)))) s.emit('number', s.numberEnd());
    else if (isIdentStart(ch)) s.emit('ident', s.identEnd());
    else s.emit('punct', s.pos + 1);
  }
  return s.tokens;
}

/** A directive runs to the end of its line, plus lines joined by a trailing backslash. */
function directiveEnd(s: Scanner): number {
  let end = s.lineEnd();
  while (end < s.text.length && /\\\r?$/.test(s.text.slice(s.pos, end))) end = s.lineEnd(end + 1);
  return end;
}

/**
 * Names `#define`d to nothing (comments aside), e.g. TETRIS.C's `_INNER_HELPER`, which marks some
 * function definitions and must be skipped to find their names.
 */
export function emptyMacros(tokens: readonly Token[]): Set<string> {
  const names = new Set<string>();
  for (const t of tokens) {
    if (t.kind !== 'directive') continue;
    const body = t.text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ' ');
    const m = /^#\s*define\s+([A-Za-z_]\w*)\s*$/.exec(body.trim());
    if (m) names.add(m[1]!);
  }
  return names;
}
