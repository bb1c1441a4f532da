// cc's tokenizer (cc/front/lex.ts): token kinds and spellings where they are easy to get wrong
// (pp-numbers and their signs, literals with escapes, comments, the longest punctuator), and the
// line, column, space-before and line-start flags, which follow newlines outside comments only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tokenize } from '../../cc/front/lex.ts';
import type { Token } from '../../cc/c.ts';

const spell = (text: string): string => tokenize(text, 'T.C').map((t: Token) => `${t.kind}:${t.text}`).join(' ');

test('numbers, literals, punctuators and comments, token by token', () => {
  assert.is(spell('0x1E+1 1e+5 1.5e-3 .5 ..5 ... a.b'), 'num:0x1E punct:+ num:1 num:1e+5 num:1.5e-3 num:.5 punct:. num:.5 punct:... id:a punct:. id:b');
  assert.is(spell('"a\\"b" \'\\\'\' x/**/y a/=b a//c\nd'), 'str:"a\\"b" chr:\'\\\'\' id:x id:y id:a punct:/= id:b id:a id:d');
  assert.is(spell('a<<=b->c##d'), 'id:a punct:<<= id:b punct:-> id:c punct:## id:d');
});

test('spacing, line starts and columns follow newlines outside comments only', () => {
  const toks = tokenize('a /* x\n y */ b\n  # c\r\nd', 'T.C');
  assert.equal(toks.map((t) => [t.text, t.line, t.col, t.spaceBefore, t.startsLine]), [
    ['a', 1, 1, false, true],
    // a comment's newline starts no line: the column still counts from line 1's start
    ['b', 2, 14, true, false],
    ['#', 3, 3, true, true],
    ['c', 3, 5, true, false],
    ['d', 4, 1, false, true],
  ]);
});

/** The tokens of `text`, or the error's message, line and column. */
const lexed = (text: string, strict: boolean): unknown => {
  try {
    return tokenize(text, 'T.C', { strict });
  } catch (e) {
    const { message, line, col } = e as { message: string; line: number; col: number };
    return { message, line, col };
  }
};

test('a file without a line splice reads as the spliced copy would: CR LF as LF, comments across lines, errors', () => {
  // A backslash-newline at the end changes no token, but sends the file through the spliced copy
  // and its map of lines; every other file is tokenized as it is (a CR is whitespace there).
  const pieces = ['\n', '\r\n', '\r', '/*', '*/', '//', '"', "'", '\\', 'a', '1', '.', 'e+', ' ', '#', '<<=', '@', '*', '/'];
  let seed = 29;
  const random = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
  for (let r = 0; r < 20000; r++) {
    let text = '';
    for (let n = Math.floor(random() * 24); n > 0; n--) text += pieces[Math.floor(random() * pieces.length)];
    const strict = r % 2 === 1;
    assert.equal(lexed(text, strict), lexed(`${text}\\\n`, strict), JSON.stringify(text));
    // a lone CR is a column of its line, so only texts without one read alike with CR LF and LF
    if (!/\\|\r(?!\n)/.test(text)) assert.equal(lexed(text.replace(/\r?\n/g, '\r\n'), strict), lexed(text.replace(/\r?\n/g, '\n'), strict), JSON.stringify(text));
  }
});

test.run();
