import { aloneOnLine, matchingBrace } from './c-functions.ts';
import { lexTs } from './lex-ts.ts';
import { LineIndex, type Token } from './token.ts';

/** A source file of the port, by its path relative to the project root (`roms/tetris/tetris.ts`). */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** A port function carrying a `@c` tag. Lines are 1-based, in `file`. */
export interface PortFunction {
  readonly name: string;
  /** The C prototype from the tag, e.g. `int GetKeyCode()`. */
  readonly cPrototype: string;
  /** Whatever the tag says after the prototype, e.g. `— VARIANT timer only: not in TETRIS.C`. */
  readonly note: string;
  /** The C function name the tag names (the identifier before its first `(`). */
  readonly cName: string;
  readonly file: string;
  /** First line of the comments above the function (the JSDoc with the tag, and any right above it). */
  readonly docLine: number;
  /** Line of the `function` keyword (or of the declaration's first token). */
  readonly startLine: number;
  /** Line of the closing brace. */
  readonly endLine: number;
}

/** A `// DEVIATION: <reason>` note in the port. */
export interface Deviation {
  readonly file: string;
  readonly line: number;
  /** The reason, continuation comment lines joined with spaces. */
  readonly reason: string;
}

export interface PortScan {
  readonly functions: PortFunction[];
  readonly deviations: Deviation[];
  /** Tags that could not be read or tied to a function. */
  readonly problems: string[];
}

const TAG = /(?:^|\s)@c\s+([^\n]*)/;
const DEVIATION = /^\/\/\s*DEVIATION:\s*(.*)$/;

/**
 * The `@c`-tagged functions and the DEVIATION notes of one port file. A tag sits in the JSDoc right
 * above the function it ports: `/** @c void DrawBlock(Block *block,int bdLeft,int bdTop,int cellSize) *\/`.
 */
export function scanPortFile(file: SourceFile): PortScan {
  const tokens = lexTs(file.text);
  const lines = new LineIndex(file.text);
  const functions: PortFunction[] = [];
  const deviations: Deviation[] = [];
  const problems: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'comment') continue;
    const where = `${file.path}:${lines.lineOf(t.start)}`;
    const dev = DEVIATION.exec(t.text);
    if (dev) {
      deviations.push({ file: file.path, line: lines.lineOf(t.start), reason: deviationReason(tokens, i, dev[1]!.trim()) });
      continue;
    }
    if (!t.text.startsWith('/**')) continue;
    const tag = tagPrototype(t.text);
    if (tag === null) continue;
    const { proto, note } = tag;
    const cName = /([A-Za-z_]\w*)\s*\(/.exec(proto)?.[1];
    if (!cName) {
      problems.push(`${where}: @c tag "${proto}" names no function`);
      continue;
    }
    const fn = functionAfter(tokens, i);
    if (!fn) {
      problems.push(`${where}: @c ${cName} is not followed by a function`);
      continue;
    }
    functions.push({
      name: fn.name,
      cPrototype: proto,
      note,
      cName,
      file: file.path,
      docLine: commentsAbove(tokens, i, lines),
      startLine: lines.lineOf(tokens[fn.first]!.start),
      endLine: lines.lineOf(tokens[fn.close]!.start),
    });
  }
  return { functions, deviations, problems };
}

/**
 * The prototype after `@c` in a JSDoc comment (it may wrap until its parameter list closes) and
 * whatever follows it, or null when the comment has no tag.
 */
function tagPrototype(comment: string): { proto: string; note: string } | null {
  const body = comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*(?!\/)\s?/, ''))
    .join('\n');
  const m = TAG.exec(body);
  if (!m) return null;
  let proto = m[1]!;
  const rest = body.slice(m.index + m[0].length).split('\n').slice(1);
  while (count(proto, '(') > count(proto, ')') && rest.length > 0) proto += ' ' + rest.shift()!.trim();
  proto = proto.replace(/\s+/g, ' ').trim();
  const close = paramsEnd(proto);
  return { proto: proto.slice(0, close).trim(), note: proto.slice(close).trim() };
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

/** Offset just past the `)` closing the first parameter list (the whole string if none). */
function paramsEnd(proto: string): number {
  let depth = 0;
  for (let i = 0; i < proto.length; i++) {
    if (proto[i] === '(') depth++;
    else if (proto[i] === ')' && --depth === 0) return i + 1;
  }
  return proto.length;
}

/** First line of the comment run ending at token `at` (comments on consecutive lines, no blank line). */
function commentsAbove(tokens: readonly Token[], at: number, lines: LineIndex): number {
  let first = lines.lineOf(tokens[at]!.start);
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.kind === 'space') {
      if ((t.text.match(/\n/g) ?? []).length !== 1) break;
      continue;
    }
    if (t.kind !== 'comment' || !aloneOnLine(tokens, i)) break;
    first = lines.lineOf(t.start);
  }
  return first;
}

/** A DEVIATION reason may continue on the `//` lines right below it, at the same column. */
function deviationReason(tokens: readonly Token[], at: number, first: string): string {
  const parts = [first];
  const column = columnOf(tokens, at);
  for (let i = at + 1; i + 1 < tokens.length; i += 2) {
    const gap = tokens[i]!;
    const next = tokens[i + 1]!;
    if (gap.kind !== 'space' || (gap.text.match(/\n/g) ?? []).length !== 1) break;
    if (next.kind !== 'comment' || !next.text.startsWith('//') || DEVIATION.test(next.text)) break;
    if (columnOf(tokens, i + 1) !== column) break;
    parts.push(next.text.replace(/^\/\/\s?/, '').trim());
  }
  return parts.filter((p) => p !== '').join(' ');
}

/** Column of token `at` in its line. */
function columnOf(tokens: readonly Token[], at: number): number {
  let col = 0;
  for (let i = at - 1; i >= 0; i--) {
    const p = tokens[i]!.text;
    const nl = p.lastIndexOf('\n');
    if (nl >= 0) return col + p.length - nl - 1;
    col += p.length;
  }
  return col;
}

const DECL_MODIFIERS = new Set(['export', 'default', 'async', 'declare']);

/**
 * The function declared right after the comment at `at`: `function name(…) {…}`, `function* name`,
 * or `const name = function*(…) {…}` / `const name = (…) => {…}`.
 */
function functionAfter(tokens: readonly Token[], at: number): { name: string; first: number; close: number } | null {
  const sig: number[] = [];
  for (let i = at + 1; i < tokens.length && sig.length < 6; i++) {
    const k = tokens[i]!.kind;
    if (k === 'comment') return null; // another comment in between: the tag belongs to no function
    if (k !== 'space') sig.push(i);
  }
  let p = 0;
  const text = (n: number): string => (sig[n] === undefined ? '' : tokens[sig[n]!]!.text);
  const first = sig[0];
  if (first === undefined) return null;
  while (DECL_MODIFIERS.has(text(p))) p++;
  let name: string;
  if (text(p) === 'function') {
    p++;
    if (text(p) === '*') p++;
    name = text(p);
  } else if (text(p) === 'const' || text(p) === 'let' || text(p) === 'var') {
    name = text(p + 1);
    if (text(p + 2) !== '=') return null;
  } else return null;
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return null;
  const open = bodyOpen(tokens, sig[p]!);
  if (open < 0) return null;
  return { name, first, close: matchingBrace(tokens, open) };
}

/** The `{` opening the body: the first one after the parameter list, outside parentheses. */
function bodyOpen(tokens: readonly Token[], from: number): number {
  let paren = 0;
  let sawParams = false;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '(') paren++;
    else if (t.text === ')') {
      paren--;
      if (paren === 0) sawParams = true;
    } else if (t.text === '{' && paren === 0 && sawParams) return i;
    else if (t.text === ';' && paren === 0) return -1;
  }
  return -1;
}
