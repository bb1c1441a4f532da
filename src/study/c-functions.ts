import { emptyMacros, lexC } from './lex-c.ts';
import { LineIndex, type Token } from './token.ts';

/** A function definition in the C source (prototypes alone are not definitions). Lines are 1-based. */
export interface CFunction {
  readonly name: string;
  /** The definition's header, empty macros dropped and whitespace collapsed: `void DrawBlock(Block *block,int bdLeft,…)`. */
  readonly prototype: string;
  /** First line of the comment right above the definition (or startLine if it has none). */
  readonly commentLine: number;
  /** Line of the header's first token. */
  readonly startLine: number;
  /** Line of the closing brace. */
  readonly endLine: number;
}

/**
 * The function definitions of a C translation unit, in source order. A definition is a top-level
 * `{` right after a `)`; its header runs back to the previous top-level `;`, `}` or directive.
 * Prototypes (`int CanMove(int dx,int dy);`), struct and enum bodies, and initialisers are skipped.
 */
export function findCFunctions(text: string): CFunction[] {
  const tokens = lexC(text);
  const lines = new LineIndex(text);
  const blank = emptyMacros(tokens);
  const found: CFunction[] = [];
  let depth = 0;
  let declStart = -1; // index of the first significant token of the current top-level declaration
  let lastSig = -1; // index of the previous significant token
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'space' || t.kind === 'comment') continue;
    if (t.kind === 'directive') {
      if (depth === 0) declStart = -1;
      continue;
    }
    if (depth === 0 && declStart < 0) declStart = i;
    if (t.text === '{') {
      if (depth === 0 && lastSig >= 0 && tokens[lastSig]!.text === ')') {
        const end = matchingBrace(tokens, i);
        const header = tokens.slice(declStart, lastSig + 1);
        const name = nameBeforeParams(tokens, lastSig);
        found.push({
          name,
          prototype: joinHeader(header, blank),
          commentLine: commentAbove(tokens, declStart, lines),
          startLine: lines.lineOf(tokens[declStart]!.start),
          endLine: lines.lineOf(tokens[end]!.start),
        });
        i = end;
        lastSig = end;
        declStart = -1;
        continue;
      }
      depth++;
    } else if (t.text === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) declStart = -1;
    } else if (t.text === ';' && depth === 0) {
      declStart = -1;
    }
    lastSig = i;
  }
  return found;
}

/** Index of the `}` closing the `{` at `open` (the last token if unbalanced). */
export function matchingBrace(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '{') depth++;
    else if (t.text === '}' && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** The identifier before the `(` matching the `)` at `close`. */
function nameBeforeParams(tokens: readonly Token[], close: number): string {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === ')') depth++;
    else if (t.text === '(' && --depth === 0) {
      for (let j = i - 1; j >= 0; j--) {
        const n = tokens[j]!;
        if (n.kind === 'ident') return n.text;
        if (n.kind !== 'space' && n.kind !== 'comment') break;
      }
      break;
    }
  }
  throw new Error(`study: a function definition at offset ${tokens[close]!.start} has no name before its parameters`);
}

/** The header's text with comments and empty macros dropped and whitespace runs collapsed to one space. */
function joinHeader(header: readonly Token[], blank: ReadonlySet<string>): string {
  let out = '';
  for (const t of header) {
    if (t.kind === 'comment' || (t.kind === 'ident' && blank.has(t.text))) out += ' ';
    else out += t.kind === 'space' ? ' ' : t.text;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** First line of the comments directly above token `at` (no blank line between), else its own line. */
function commentAbove(tokens: readonly Token[], at: number, lines: LineIndex): number {
  let first = lines.lineOf(tokens[at]!.start);
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.kind === 'space') {
      if ((t.text.match(/\n/g) ?? []).length > 1) break; // a blank line ends the group
      continue;
    }
    if (t.kind !== 'comment' || !aloneOnLine(tokens, i)) break;
    first = lines.lineOf(t.start);
  }
  return first;
}

/** Two prototypes are the same when their tokens are (spacing aside): `char* text` = `char *text`. */
export function samePrototype(a: string, b: string, blank: ReadonlySet<string> = new Set()): boolean {
  return prototypeKey(a, blank) === prototypeKey(b, blank);
}

/** A prototype's tokens joined by single spaces, comments and the names in `blank` dropped. */
export function prototypeKey(proto: string, blank: ReadonlySet<string> = new Set()): string {
  return lexC(proto)
    .filter((t) => t.kind !== 'space' && t.kind !== 'comment' && !(t.kind === 'ident' && blank.has(t.text)))
    .map((t) => t.text)
    .join(' ');
}

/** Token `at` starts its line (a trailing comment after code does not). */
export function aloneOnLine(tokens: readonly Token[], at: number): boolean {
  const prev = tokens[at - 1];
  return prev === undefined || (prev.kind === 'space' && prev.text.includes('\n'));
}
