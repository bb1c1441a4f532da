/** How messages show text they did not write (runtime/quote.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { quote, QUOTE_MAX, terminalSafe } from '../../runtime/quote.ts';

test('quote: JSON-style escapes for quotes, backslashes, controls, format and separator characters', () => {
  assert.is(quote('a"b\\c'), '"a\\"b\\\\c"');
  assert.is(quote('\u001b[2J\r\n\t\u0000\u007f\u009b'), '"\\u001b[2J\\r\\n\\t\\u0000\\u007f\\u009b"');
  assert.is(quote('\ufeff\u202e\u2028\u2029'), '"\\ufeff\\u202e\\u2028\\u2029"', 'BOM, a bidi override, line and paragraph separators');
  assert.is(quote('\ud800x'), '"\\ud800x"', 'a lone surrogate');
  assert.is(quote('\u{e0001}'), '"\\udb40\\udc01"', 'an astral format character, as its surrogate pair');
  assert.is(quote('é😀'), '"é😀"', 'printable text as it is');
  assert.is(quote(''), '""');
});

test(`quote: at most ${QUOTE_MAX} code points, then …, without reading the whole of a huge text`, () => {
  assert.is(quote('x'.repeat(QUOTE_MAX)), `"${'x'.repeat(QUOTE_MAX)}"`);
  assert.is(quote('x'.repeat(QUOTE_MAX + 1)), `"${'x'.repeat(QUOTE_MAX)}…"`);
  assert.is(quote('😀'.repeat(QUOTE_MAX + 5)), `"${'😀'.repeat(QUOTE_MAX)}…"`, 'a pair is never cut in half');
  assert.is(quote('y'.repeat(50_000_000)), `"${'y'.repeat(QUOTE_MAX)}…"`);
});

test('terminalSafe: the same escapes outside quotes, line breaks kept', () => {
  assert.is(terminalSafe('a\u001b[2Jb\nc\rd\u009b'), 'a\\u001b[2Jb\nc\\rd\\u009b');
  assert.is(terminalSafe('plain "text" \\ é'), 'plain "text" \\ é');
});

test.run();
