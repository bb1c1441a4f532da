/**
 * How a message shows text it did not write — a replay's word, a command-line value, a string a
 * program passed: in double quotes, short, and safe to print on a terminal.
 *
 * Echoed raw, an ESC sequence in a bad replay line clears the terminal, a CR hides the start of the
 * message and a megabyte-long token buries it. So: JSON-style escapes (\" \\ \n \r \t, \uXXXX for
 * every other control, format or separator character — C0 and C1 controls, the BOM, bidi marks,
 * U+2028/9, lone surrogates), and at most QUOTE_MAX characters of the text, then "…".
 */

/** How many characters (code points) of the text a quote shows. */
export const QUOTE_MAX = 40;

// Cc: C0/C1 controls (ESC, CSI U+009B); Cf: BOM, bidi overrides; Zl/Zp: U+2028/9; Cs: lone surrogates.
const UNSAFE = /[\\"\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** The short escapes C's string literals and JSON's share (runtime/tc/bgi/args.ts quotes C strings with them). */
export const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` in double quotes, escaped and cut to QUOTE_MAX code points: `"bad\u001b[2J…"`. */
export function quote(text: string): string {
  // Cut before looking at the whole (the text may be megabytes long): 2·QUOTE_MAX + 1 code units
  // hold more than QUOTE_MAX code points whenever the text has them, and a pair the cut splits
  // lands past the QUOTE_MAX shown.
  const points = Array.from(text.length > 2 * QUOTE_MAX ? text.slice(0, 2 * QUOTE_MAX + 1) : text);
  const cut = points.length > QUOTE_MAX;
  const shown = cut ? points.slice(0, QUOTE_MAX).join('') : text;
  const escaped = shown.replace(UNSAFE, (c) => SHORT_ESCAPES[c] ?? escapeUnits(c));
  return `"${escaped}${cut ? '…' : ''}"`;
}

/** `\uXXXX` per UTF-16 code unit (an astral format character becomes its surrogate pair, as in JSON). */
function escapeUnits(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * A message as a terminal may show it: what `quote` escapes, escaped the same way, outside quotes —
 * except line breaks, which a message may hold. The last guard for text no check quoted (a file
 * name, a ROM name from the command line).
 */
export function terminalSafe(message: string): string {
  return message.replace(/(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, (c) => SHORT_ESCAPES[c] ?? escapeUnits(c));
}
