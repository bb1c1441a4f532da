/**
 * The tokenizer, shared by the preprocessor and the parser. A C file is bytes (DOS had no
 * encoding): the source text is read as latin1, one character per byte, so string literals keep
 * their bytes exactly. Comments and backslash-newline splices vanish here; every token records its
 * file and line, whether whitespace came before it (for `#x` and for `#define F(` versus
 * `#define F (`) and whether it opens a line (for directives).
 */
import { CompileError } from '../errors.ts';
import type { Token, TokenKind } from '../c.ts';

// Longest first: the tokenizer takes the first that matches.
const PUNCTUATORS = [
  '...', '<<=', '>>=', '->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '*=', '/=', '%=',
  '+=', '-=', '&=', '^=', '|=', '##', '[', ']', '(', ')', '{', '}', '.', '&', '*', '+', '-', '~', '!', '/',
  '%', '<', '>', '^', '|', '?', ':', ';', '=', ',', '#',
];

/**
 * The punctuators by the code of their first character, longest first: trying every punctuator at
 * each one's position was a fifth of a 1 400-line program's tokenizing when compiled cold (the
 * page's case: the JIT has not seen the compiler yet).
 */
const BY_FIRST: string[][] = [];
for (const p of PUNCTUATORS) (BY_FIRST[p.charCodeAt(0)] ??= []).push(p);

/** The punctuator at `i` in `text`, or undefined. */
function punctuatorAt(text: string, i: number): string | undefined {
  const candidates = BY_FIRST[text.charCodeAt(i)];
  // indexed, not for-of: an iterator's result object per candidate, cold (BGIDEMO.C's allocation profile)
  if (candidates) for (let k = 0; k < candidates.length; k++) if (text.startsWith(candidates[k]!, i)) return candidates[k];
  return undefined;
}

const isDigitCode = (d: number): boolean => d >= 0x30 && d <= 0x39;
/** A letter, digit or underscore (NaN past the end: false). */
const isIdCode = (d: number): boolean => (d >= 0x61 && d <= 0x7a) || (d >= 0x41 && d <= 0x5a) || d === 0x5f || (d >= 0x30 && d <= 0x39);

/**
 * Remove backslash-newline splices and the CR of CR LF, keeping a map from spliced offsets to
 * source lines. Copied a run at a time between the characters removed, the map filled a line at a
 * time: a string built one character at a time cost a tenth of a 1 400-line program's compile,
 * and the map filled one character at a time most of the rest of this, before the JIT warmed up.
 */
function splice(text: string): { text: string; lineAt: Int32Array } {
  const lineAt = new Int32Array(text.length + 1);
  let out = '';
  let from = 0; // the start of the run not yet copied to out
  let o = 0; // out's length once that run is copied
  let line = 1;
  /** Copy text[from, to) to out, each character's line into the map. */
  const copy = (to: number): void => {
    out += text.slice(from, to);
    for (let nl = text.indexOf('\n', from); nl >= 0 && nl < to; nl = text.indexOf('\n', from)) {
      const end = o + nl + 1 - from; // the LF is on its line
      lineAt.fill(line, o, end);
      o = end;
      line++;
      from = nl + 1;
    }
    lineAt.fill(line, o, o + to - from);
    o += to - from;
  };
  // a backslash before LF or CR LF, and CR before LF: what is removed
  const removed = /\\\r?\n|\r\n/g;
  for (let m = removed.exec(text); m; m = removed.exec(text)) {
    copy(m.index);
    if (m[0].length === 2 && m[0][0] === '\r') from = m.index + 1; // the CR; its LF is copied with the next run
    else {
      from = m.index + m[0].length;
      line++;
    }
  }
  copy(text.length);
  lineAt[o] = line;
  return { text: out, lineAt: lineAt.subarray(0, o + 1) };
}

/**
 * A token with every field of Token present (the optional ones undefined), in one order: every
 * token then has one hidden class, so the preprocessor's and the parser's reads of `kind` and
 * `text` stay monomorphic in V8's cold (interpreted) code. Tokens made with some of the optional
 * fields and not others had four to six shapes: a cold compile of BGIDEMO.C ran ~20 M fewer
 * instructions of its ~675 M with one shape (callgrind; bench figure 11b).
 */
export function makeToken(kind: TokenKind, text: string, file: string, line: number, col: number | undefined, spaceBefore: boolean, startsLine: boolean, hide?: ReadonlySet<string>): Token {
  return { kind, text, file, line, col, spaceBefore, space: undefined, startsLine, hide, macro: undefined };
}

export interface LexOptions {
  /** Turbo C 2.0 only: a `//` comment is kept as a `//` token the parser rejects (`--strict`). */
  strict?: boolean;
  /** An error returns the tokens before it, the error with them (`fatal`), instead of throwing. */
  partial?: boolean;
}

/** Tokens, and the error they stop at when the lexer or the preprocessor stopped early (LexOptions.partial). */
/** `assembles`: a `#pragma inline` was met (TCC 2.0 compiles such a module through TASM, parse.ts assembly). */
export type Tokens = Token[] & { fatal?: CompileError; lineMarks?: LineMarks; assembles?: boolean };

/**
 * Each file's `#line` directives in order: from its physical line `from` on, a message names line
 * `line + delta` of `name` (cc/front/preprocess.ts; TCC 2.0's messages follow `#line`, probes LL1–LL4).
 */
export type LineMarks = Map<string, { from: number; delta: number; name: string }[]>;

/** Where a message puts physical line `line` of `file`: as the last `#line` before it says. */
export function markedLine(marks: LineMarks | undefined, file: string, line: number): { file: string; line: number } {
  const list = marks?.get(file);
  let at: { from: number; delta: number; name: string } | undefined;
  for (const m of list ?? []) if (m.from <= line) at = m;
  return at ? { file: at.name, line: line + at.delta } : { file, line };
}

/** A backslash before LF or CR LF: a line splice. */
const SPLICE = /\\\r?\n/;

/**
 * Tokenize one source file. A file with no line splice (nearly every one) is read as it is: a CR
 * is whitespace, so the CR of CR LF goes as it would have gone from the spliced copy, and the line
 * is counted as the loop meets each LF. Only a file with a splice is first copied without its
 * splices and CRs, with a map from that copy's offsets to the source's lines: that copy and map
 * were a tenth of a cold compile of BGIDEMO.C (CR LF, 1 400 lines) in the page's CPU profile.
 */
export function tokenize(source: string, file: string, options: LexOptions = {}): Tokens {
  const toks: Tokens = [];
  try {
    lex(source, file, options, toks);
  } catch (e) {
    if (!options.partial || !(e instanceof CompileError)) throw e;
    toks.fatal = e;
  }
  return toks;
}

function lex(source: string, file: string, options: LexOptions, toks: Token[]): void {
  const spliced = SPLICE.test(source) ? splice(source) : null;
  const text = spliced ? spliced.text : source;
  const lineAt = spliced ? spliced.lineAt : null;
  let sp = false;
  let bol = true;
  let i = 0;
  let lineStart = 0;
  let gapFrom = 0; // where the whitespace before the next token began: after the last token or newline
  let line = 1; // the line of text[i] when the file has no splice
  const fail = (msg: string, at = i): never => {
    throw new CompileError(file, lineAt ? lineAt[at] ?? 1 : line, msg, at - lineStart + 1);
  };
  // by character code throughout: a character's string and a call per test were most of a cold
  // tokenize (the page's case), the JIT not having seen this loop yet
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) { // \n
      lineStart = i + 1;
      gapFrom = i + 1;
      bol = true;
      sp = false;
      i++;
      line++;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0c || c === 0x0b || c === 0x0d || c === 0x1a) { // space \t \f \v \r ^Z
      sp = true;
      i++;
      continue;
    }
    if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) { // /*
      const end = text.indexOf('*/', i + 2);
      if (end < 0) {
        // TCC 2.0 names the line of the token before the comment (measured: test/fixtures/hostile CMTEOF)
        const started = lineAt ? lineAt[i] ?? 1 : line;
        throw new CompileError(file, toks[toks.length - 1]?.line ?? started, `Unexpected end of file in comment started on line ${started}`, i - lineStart + 1);
      }
      // the lines it spans; the column after it stays counted from the line it began on, as in the
      // spliced copy, whose CR LFs are LFs
      if (!lineAt) {
        for (let nl = text.indexOf('\n', i + 2); nl >= 0 && nl < end; nl = text.indexOf('\n', nl + 1)) {
          line++;
          if (text.charCodeAt(nl - 1) === 0x0d) lineStart++;
        }
      }
      i = end + 2;
      sp = true;
      continue;
    }
    const start = i;
    const at = lineAt ? lineAt[i]! : line;
    if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) { // //
      // Turbo C++'s comment, not Turbo C 2.0's: kept, as sources found today are full of it; in
      // strict mode one token stands for it, which TCC's parser meets as a syntax error
      if (options.strict) toks.push(makeToken('punct', '//', file, at, i - lineStart + 1, sp, bol));
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl;
      continue;
    }
    let k: TokenKind;
    const includeName = toks.length >= 2 && toks[toks.length - 1]!.text === 'include' && toks[toks.length - 2]!.text === '#' && toks[toks.length - 2]!.startsLine;
    if (includeName && (c === 0x3c || c === 0x22)) {
      // a name whose closing ">" or '"' is not on the line: TCC 2.0's "No file name ending" (probes
      // IQ02, IQ03, IQ23 in test/fixtures/tcc-messages: `#include "abc`, `#include <stdio.h`)
      const nl = text.indexOf('\n', i);
      const lineEnd = nl < 0 ? n : nl;
      const close = text.indexOf(c === 0x3c ? '>' : '"', i + 1);
      if (close < 0 || close >= lineEnd) fail('No file name ending', start);
    } else if (includeName) {
      // a name without its opening quote and with a closing one: the quote opens a string the line
      // does not end, TCC's first message (IQ01: `#include game\x.h"`)
      const nl = text.indexOf('\n', i);
      const onLine = text.slice(i, nl < 0 ? n : nl);
      if ((onLine.split('"').length - 1) % 2 === 1) fail('Unterminated string or character constant', i + onLine.indexOf('"'));
    }
    if (c === 0x3c && includeName) {
      // a header name is one token up to its ">": DOS paths in it, `<sys\stat.h>` (corpus C1568), are no
      // escapes; TCC drops the blanks in it (`<stdio .h>`, `< stdio.h >`, `<st dio.h>` all open STDIO.H:
      // corpus C135 and the harness' SPA–SPC)
      const close = text.indexOf('>', i);
      const nl = text.indexOf('\n', i);
      const name = close > i + 1 && (nl < 0 || close < nl) ? text.slice(i + 1, close).replace(/[ \t]+/g, '') : '';
      if (name !== '') {
        const col = i - lineStart + 1;
        toks.push(makeToken('punct', '<', file, at, col, sp, false));
        toks.push(makeToken('id', name, file, at, col + 1, false, false));
        toks.push(makeToken('punct', '>', file, at, close - lineStart + 1, false, false));
        i = close + 1;
        // what follows the name on its line TCC does not read, a stray quote too (IQ24: `#include <stdio.h>"`)
        const rest = text.slice(i, nl < 0 ? n : nl);
        if (/["']/.test(rest) && !rest.includes('/*')) i = nl < 0 ? n : nl;
        gapFrom = i;
        sp = false;
        bol = false;
        continue;
      }
    }
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f) {
      for (let d = text.charCodeAt(++i); isIdCode(d); d = text.charCodeAt(++i));
      k = 'id';
    } else if ((c >= 0x30 && c <= 0x39) || (c === 0x2e && isDigitCode(text.charCodeAt(i + 1)))) {
      // a pp-number: digits, letters, dots and exponent signs (a sign after e or E, but not in hex)
      const hex = c === 0x30 && (text.charCodeAt(i + 1) | 0x20) === 0x78;
      i++;
      for (;;) {
        const d = text.charCodeAt(i);
        if ((d === 0x2b || d === 0x2d) && (text.charCodeAt(i - 1) | 0x20) === 0x65 && !hex) i++; // + - after e E
        else if (isIdCode(d) || d === 0x2e) i++;
        else break;
      }
      k = 'num';
    } else if (c === 0x22 || c === 0x27) { // " '
      i++;
      for (let d = text.charCodeAt(i); i < n && d !== c; d = text.charCodeAt(i)) {
        if (d === 0x0a) fail('Unterminated string or character constant', start);
        i += d === 0x5c ? 2 : 1; // a backslash takes the next character with it
      }
      if (i >= n) fail('Unterminated string or character constant', start);
      i++;
      k = c === 0x22 ? 'str' : 'chr';
    } else {
      const p = punctuatorAt(text, i);
      if (!p) {
        // TCC names the line of the token (or directive) before it in the file, and no line when
        // there is none (probes BS1–BS16 in test/fixtures/tcc-messages: `\int b;` after `int a;`
        // and two blank lines is line 1; a file's first token is "Error bs1.c: Illegal character")
        // (its code in hex with no digit for 0: a NUL is "(0x)", as preprocess.ts's #elif at a
        // buffer's end; probes NU1, NU2; corpus C6164's NUL byte)
        const e = new CompileError(file, lineAt ? lineAt[i] ?? 1 : line, `Illegal character '${text[i]}' (0x${c === 0 ? '' : c.toString(16)})`, i - lineStart + 1);
        e.named = toks.length > 0 ? toks[toks.length - 1]!.line : null;
        throw e;
      }
      i += p!.length;
      k = 'punct';
    }
    const tok = makeToken(k, text.slice(start, i), file, at, start - lineStart + 1, sp, bol);
    if (sp && !bol) {
      const gap = text.slice(gapFrom, start);
      if (gap !== ' ') tok.space = spacing(gap);
    }
    toks.push(tok);
    gapFrom = i;
    sp = false;
    bol = false;
  }
}

/** Whitespace between two tokens as `#x` spells it: its comments removed (oracle STR1: a comment with a space each side leaves two). */
function spacing(gap: string): string {
  // blanks only (a tab, two spaces: ~700 gaps in BGIDEMO.C) are their own spelling: no regular
  // expression run for them, cold
  let i = 0;
  for (let c = gap.charCodeAt(0); c === 0x20 || c === 0x09; c = gap.charCodeAt(++i));
  if (i === gap.length) return gap;
  return gap.replace(/\/\*[\s\S]*?\*\//g, '').replace(/[^ \t]/g, '');
}

/** An escape's value, which must fit a byte (TCC's "Numeric constant too large"). */
function escapeByte(v: number, file: string, line: number): number {
  if (v > 0xff) throw new CompileError(file, line, 'Numeric constant too large');
  return v;
}

/** The bytes a string or character literal's body (between the quotes) stands for. */
export function unescape(body: string, file: string, line: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out.push(c.charCodeAt(0) & 0xff);
      continue;
    }
    const e = body[++i];
    if (e === undefined) throw new CompileError(file, line, 'a lone backslash ends the literal');
    const simple: Record<string, number> = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, '\\': 92, "'": 39, '"': 34, '?': 63 };
    if (e in simple) out.push(simple[e]!);
    // TCC 2.0 takes every hex or octal digit that follows, not 2 or 3: "\0327" is one byte, 0xD7,
    // and a value past a byte is its compile error (oracle OE: "\03278" is 215 then '8'; "\1234"
    // and "\x1acd" do not compile)
    else if (e === 'x' || e === 'X') {
      let j = i + 1;
      while (j < body.length && /[0-9a-fA-F]/.test(body[j]!)) j++;
      if (j === i + 1) throw new CompileError(file, line, '\\x without hex digits');
      out.push(escapeByte(parseInt(body.slice(i + 1, j), 16), file, line));
      i = j - 1;
    } else if (e >= '0' && e <= '7') {
      let j = i;
      while (j < body.length && body[j]! >= '0' && body[j]! <= '7') j++;
      out.push(escapeByte(parseInt(body.slice(i, j), 8), file, line));
      i = j - 1;
    } else out.push(e.charCodeAt(0) & 0xff); // TC keeps the character of an unknown escape
  }
  return out;
}
