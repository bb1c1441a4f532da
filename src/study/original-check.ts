import type { Alignment } from './align.ts';
import { findCFunctions, type CFunction } from './c-functions.ts';

/**
 * Is a C file the original the port follows? The study page accepts a file only when its function
 * definitions align one to one with the port's `@c` tags; otherwise it says, in one line, what was
 * expected. A file that aligns but is the forum copy of TETRIS.C (the `[i]` subscripts eaten by the
 * forum's italics tag, docs/PLAYER.md "The original") is accepted with the lines that differ listed.
 */
export type Verdict =
  | { readonly ok: false; readonly message: string }
  | { readonly ok: true; readonly forumLines: readonly ForumLine[] };

/** A line of the user's copy that lacks subscripts the restored original has. */
export interface ForumLine {
  /** 1-based line in the user's copy. */
  readonly line: number;
  readonly fn: string;
  readonly text: string;
  readonly restored: string;
}

/** How many names a message lists before "…". */
const NAMES_SHOWN = 4;

const list = (names: readonly string[]): string =>
  names.length <= NAMES_SHOWN ? names.join(', ') : `${names.slice(0, NAMES_SHOWN).join(', ')}, … (${names.length})`;

/** Accept `cText` as the original when its functions align one to one with the port's. */
export function checkOriginal(fileName: string, cText: string, alignment: Alignment): Verdict {
  const cFunctions = findCFunctions(cText);
  const expected = alignment.pairs.filter((p) => p.port && !alignment.additions.includes(p.port)).map((p) => p.name);
  const have = new Set(cFunctions.map((f) => f.name));
  const found = expected.filter((n) => have.has(n));
  const missing = expected.filter((n) => !have.has(n));
  const foreign = cFunctions.filter((f) => !expected.includes(f.name)).map((f) => f.name);
  if (found.length === 0) {
    return { ok: false, message: `${fileName} is not TETRIS.C: none of its ${expected.length} functions (${list(expected)}) found` };
  }
  if (missing.length || foreign.length) {
    const parts = [`${found.length} of its ${expected.length} functions found`];
    if (missing.length) parts.push(`missing ${list(missing)}`);
    if (foreign.length) parts.push(`not in TETRIS.C: ${list(foreign)}`);
    return { ok: false, message: `${fileName} is not the TETRIS.C the port follows: ${parts.join('; ')}` };
  }
  if (alignment.problems.length) {
    return { ok: false, message: `${fileName} does not align with the port: ${alignment.problems[0]}${alignment.problems.length > 1 ? ` (and ${alignment.problems.length - 1} more)` : ''}` };
  }
  return { ok: true, forumLines: findForumLines(cText, cFunctions) };
}

/**
 * The lines of TETRIS.C whose `[i]` subscripts the forum post lost and the copy the port follows
 * has restored (docs/PLAYER.md "The original": 15 subscripts on 12 lines, 7 functions).
 */
export const RESTORED_LINES: readonly { readonly fn: string; readonly line: string }[] = [
  { fn: 'CanMove', line: 'if(curBlock.c[i][j])' },
  { fn: 'CanRotate', line: 'if(BufferCells[i][j])' },
  { fn: 'DrawBlock', line: 'if(block->c[i][j] && (block->y+j)>=0)' },
  { fn: 'EraseBlock', line: 'if(block->c[i][j] && (block->y+j>=0))' },
  { fn: 'FillBoardData', line: 'if(curBlock.c[i][j] && (curBlock.y+j)>=0)' },
  { fn: 'PaintBoard', line: 'fillcolor=Board[i][j][0]? Board[i][j][1]:BkGndColor;' },
  { fn: 'CheckBoard', line: 'sum+=Board[i][topy][0];' },
  { fn: 'CheckBoard', line: 'sum+=Board[i][j][0];' },
  { fn: 'CheckBoard', line: 'Board[i][k][0]=Board[i][k-1][0];' },
  { fn: 'CheckBoard', line: 'Board[i][k][1]=Board[i][k-1][1];' },
  { fn: 'CheckBoard', line: 'Board[i][topy][0]=0;' },
  { fn: 'CheckBoard', line: 'Board[i][topy][1]=0;' },
];

const squeeze = (s: string): string => s.replace(/\s+/g, '');

/**
 * The lines of the user's copy that are the forum's form of a restored line (the line with every
 * `[i]` gone), each looked for inside its own function, in line order.
 */
export function findForumLines(cText: string, cFunctions: readonly CFunction[]): ForumLine[] {
  const lines = cText.split('\n');
  const out: ForumLine[] = [];
  const taken = new Set<number>();
  for (const r of RESTORED_LINES) {
    const fn = cFunctions.find((f) => f.name === r.fn);
    if (!fn) continue;
    const forum = squeeze(r.line.replaceAll('[i]', ''));
    for (let n = fn.startLine; n <= fn.endLine; n++) {
      if (taken.has(n) || squeeze(lines[n - 1] ?? '') !== forum) continue;
      taken.add(n);
      out.push({ line: n, fn: r.fn, text: lines[n - 1]!.trim(), restored: r.line });
      break;
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The one-line word for a forum copy: which lines differ from the restored original, and why. */
export function forumMessage(fileName: string, found: readonly ForumLine[]): string {
  const subscripts = found.reduce((n, f) => n + f.restored.split('[i]').length - 1, 0);
  return (
    `${fileName} is the forum copy of TETRIS.C: ${found.length} line(s) lack ${subscripts} [i] subscript(s) that the forum's [i] ` +
    `(italics) tag ate — lines ${found.map((f) => f.line).join(', ')}; the port follows the restored lines (docs/PLAYER.md "The original")`
  );
}
