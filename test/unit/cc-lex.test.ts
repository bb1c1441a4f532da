// cc's tokenizer: the whole-file pass (one regular expression) gives the tokens, lines, columns
// and spacing the pass a character at a time gives, which strict mode and the errors run
// (cc/front/lex.ts). Strict mode differs only for `//` comments, so texts without `//` compare
// the two; the tokens themselves are checked on a few spellings where they are easy to get wrong.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tokenize } from '../../cc/front/lex.ts';
import { HEADERS } from '../../cc/front/headers.ts';
import type { Token } from '../../cc/c.ts';

const both = (text: string): [string, string] => {
  const run = (strict: boolean): string => {
    try {
      return JSON.stringify(tokenize(text, 'T.C', { strict }));
    } catch (e) {
      const err = e as { message: string; line: number; col?: number };
      return `error ${err.message} at ${err.line}:${err.col}`;
    }
  };
  return [run(false), run(true)];
};

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

test('the whole-file pass and the pass a character at a time agree on the headers', () => {
  for (const [name, text] of Object.entries(HEADERS)) {
    const [whole, byCharacter] = both(text);
    assert.is(whole, byCharacter, name);
  }
});

test('the whole-file pass and the pass a character at a time agree on 20 000 random texts, errors too', () => {
  const atoms = ['\\\n', '\\\r\n', '\r', '\n', '\r\n', ' ', '\t', '\f', '\v', '\x1a', '/*', '*/', '/* x */', '/*\n*/', '/', '*', '"', "'", '"a\\"b"', "'\\''", '\\',
    'a', 'Z_9', 'e', 'E', 'x', '0', '0x', '0X1e', '1e', '.5', '1.e-5', '0xe+1', '00x1e+5', '+', '-', '.', '..', '...', '#', '##', '<<=', '>>', '->', '=', '/=', '!',
    '|', '||', '&', '?', ':', ',', '<', '>', '~', '^', '[', ']', '{', '}', '(', ';', '@', '`', '$', '\x00', '\xe9', '\u20ac'];
  let seed = 12345;
  const random = (k: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % k;
  };
  let compared = 0;
  for (let n = 0; n < 20000; n++) {
    let text = '';
    for (let j = random(25); j >= 0; j--) text += atoms[random(atoms.length)];
    if (text.replace(/\\\r?\n/g, '').includes('//')) continue; // strict mode's `//` token
    const [whole, byCharacter] = both(text);
    assert.is(whole, byCharacter, JSON.stringify(text));
    compared++;
  }
  assert.ok(compared > 15000, `${compared} texts compared`);
});

test.run();
