import { isIdentStart, Scanner, type Token } from './token.ts';

/**
 * A lexer for the TypeScript of the port: comments, string and template literals, regular
 * expressions, numbers, identifiers, punctuation.
 */
export function lexTs(text: string): Token[] {
  const s = new Scanner(text);
  let prev: Token | null = null; // the last significant token: tells a regex from a division
  while (!s.done) {
    const ch = s.peek();
    const before = s.tokens.length;
    if (/\s/.test(ch)) s.emit('space', s.spaceEnd());
    else if (ch === '/' && s.peek(1) === '*') s.emit('comment', s.blockCommentEnd());
    else if (ch === '/' && s.peek(1) === '/') s.emit('comment', s.lineEnd());
    else if (ch === '/' && regexAllowedAfter(prev)) s.emit('regex', regexEnd(s));
    else if (ch === '"' || ch === "'") s.emit('string', s.quotedEnd(ch));
    else if (ch === '`') s.emit('string', templateEnd(s.text, s.pos));
    else if (/\d/.test(ch) || (ch === '.' && /\d/.test(s.peek(1)))) s.emit('number', s.numberEnd());
    else if (isIdentStart(ch)) s.emit('ident', s.identEnd());
    else s.emit('punct', s.pos + 1);
    const t = s.tokens[before]!;
    if (t.kind !== 'space' && t.kind !== 'comment') prev = t;
  }
  return s.tokens;
}

const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await']);

/** A '/' opens a regex where an expression may start (after an operator, not after an operand). */
function regexAllowedAfter(prev: Token | null): boolean {
  if (prev === null) return true;
  if (prev.kind === 'ident') return REGEX_AFTER_WORDS.has(prev.text);
  if (prev.kind === 'punct') return !/[)\]}]/.test(prev.text);
  return false; // after a number, string or regex it divides
}

function regexEnd(s: Scanner): number {
  let i = s.pos + 1;
  let inClass = false;
  while (i < s.text.length) {
    const ch = s.text[i]!;
    if (ch === '\n') return i; // not a regex after all; stop at the line end
    if (ch === '\\') i += 2;
    else if (ch === '[') (inClass = true), i++;
    else if (ch === ']') (inClass = false), i++;
    else if (ch === '/' && !inClass) {
      i++;
      while (i < s.text.length && /[a-z]/.test(s.text[i]!)) i++;
      return i;
    } else i++;
  }
  return i;
}

/** End of a template literal opened at `from`, skipping `${ … }` substitutions (nested ones too). */
function templateEnd(text: string, from: number): number {
  let i = from + 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\') i += 2;
    else if (ch === '`') return i + 1;
    else if (ch === '$' && text[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        const c = text[i]!;
        if (c === '`') i = templateEnd(text, i);
        else if (c === '"' || c === "'") {
          const inner = new Scanner(text);
          inner.pos = i;
          i = inner.quotedEnd(c);
        } else {
          if (c === '{') depth++;
          else if (c === '}') depth--;
          i++;
        }
      }
    } else i++;
  }
  return text.length;
}
