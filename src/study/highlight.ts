import { lexC } from './lex-c.ts';
import { lexTs } from './lex-ts.ts';
import type { Token } from './token.ts';

/** A tiny syntax highlighter: each source line becomes HTML with `<span class="hl-…">` around tokens. */
export type Language = 'c' | 'ts';

const C_KEYWORDS = new Set(
  'auto break case const continue default do else enum extern for goto if register return sizeof static struct switch typedef union volatile while interrupt far near huge'.split(' '),
);
const C_TYPES = new Set('char int long short signed unsigned void float double Block'.split(' '));
const TS_KEYWORDS = new Set(
  'as break case catch class const continue default delete do else export extends finally for from function if import in instanceof interface let new of return switch throw try type typeof var while yield async await get set readonly declare'.split(' '),
);
const TS_TYPES = new Set('number string boolean void unknown never any Blocking Block Int8Array Uint8Array Array'.split(' '));
const LITERALS = new Set(['true', 'false', 'null', 'undefined', 'NULL', 'this']);

/** The class of a token, or '' for plain text. */
function classOf(t: Token, lang: Language, next: Token | undefined): string {
  switch (t.kind) {
    case 'comment':
      return 'hl-com';
    case 'directive':
      return 'hl-pp';
    case 'string':
    case 'regex':
      return 'hl-str';
    case 'number':
      return 'hl-num';
    case 'ident': {
      if (LITERALS.has(t.text)) return 'hl-lit';
      if ((lang === 'c' ? C_KEYWORDS : TS_KEYWORDS).has(t.text)) return 'hl-kw';
      if ((lang === 'c' ? C_TYPES : TS_TYPES).has(t.text)) return 'hl-type';
      if (next?.text === '(') return 'hl-fn';
      return '';
    }
    default:
      return '';
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));
}

/** The source as one HTML string per line (spans never cross a line, so lines can be laid out alone). */
export function highlightLines(text: string, lang: Language): string[] {
  const tokens = lang === 'c' ? lexC(text) : lexTs(text);
  // each token's next significant token, for telling a call (`name(`) from a name
  const nextSig: (Token | undefined)[] = new Array(tokens.length);
  for (let i = tokens.length - 1, after: Token | undefined; i >= 0; i--) {
    nextSig[i] = after;
    const t = tokens[i]!;
    if (t.kind !== 'space' && t.kind !== 'comment') after = t;
  }
  const lines: string[] = [''];
  tokens.forEach((t, i) => {
    const cls = classOf(t, lang, nextSig[i]);
    t.text.split('\n').forEach((part, k) => {
      if (k > 0) lines.push('');
      if (part === '') return;
      const html = escapeHtml(part);
      lines[lines.length - 1] += cls ? `<span class="${cls}">${html}</span>` : html;
    });
  });
  return lines;
}
