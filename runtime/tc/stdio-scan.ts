/**
 * stdio.h's formatted input from a stream: fscanf, reading characters through the stream's getc
 * and pushing its one character of look-ahead back with unget. The port stores through `ref()`s
 * (runtime/tc/ptr.ts) where C passes pointers.
 */
import type { Ref } from './ptr.ts';
import { str, stream } from './stdio-args.ts';
import { ldtrunc, scantod, scanWord, through80 } from './realcvt.ts';
import { EOF, type FILE } from './stdio-stream.ts';

const isSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** What the scanner reads through: the stream's getc and unget, counting the characters it keeps (%n). */
interface Source {
  getc(): number;
  /** `signed`: given back as TC's number fields give their first character, sign-extended. */
  unget(c: number, signed?: boolean): void;
  readonly eof: boolean;
}

/**
 * A %s, %[ or %c target that takes each character as the field reads it: TC's scanner stores a
 * character before it reads the next (probe SW2: sscanf(s, "%5s", s + 1) of "abcdefgh" makes
 * "aaaaaa", the field reading what it stored), the string's NUL at the field's end.
 */
export interface CharsRef extends Ref<number | string> {
  put?(at: number, c: number): void;
}

/** No character: a field that filled its width did not read the next one. */
const UNREAD = -2;

/** Skip white space; returns the first other character (already read) or EOF. */
function skipSpace(s: Source): number {
  let c = s.getc();
  while (c !== EOF && isSpace(c)) c = s.getc();
  return c;
}

/**
 * One input field after its leading white space, at most `width` characters: `at(re)` asks whether
 * the next character matches and still fits, `next()` is that character, `take()` keeps it,
 * `done()` pushes the look-ahead back and returns the characters kept; `atEnd()` tells whether the
 * field stopped at the end of the input.
 */
function field(s: Source, width: number): { at: (re: RegExp) => boolean; next: () => number; take: () => void; text: () => string; done: () => string; atEnd: () => boolean } {
  let c = skipSpace(s);
  let text = '';
  return {
    at: (re) => c !== EOF && c !== UNREAD && text.length < width && re.test(String.fromCharCode(c)),
    next: () => c,
    take: () => {
      text += String.fromCharCode(c);
      // a field that filled its width reads nothing after it (probe PI: "%2d" of the file "123"
      // leaves the 3 to getc whatever ftell did; %s does read one more: "%3s" of "abc " loses the blank)
      c = text.length < width ? s.getc() : UNREAD;
    },
    text: () => text,
    // a number's field that fails at its first character gives it back sign-extended (CS.LIB's
    // SCANTOL and SCANTOD: `cbw` after the white space): an FFh is ungetc(-1), which puts nothing
    // back, so it is lost (textgen15 LG00003 "%hX", LG00018 "%ld", LG00039 "%6Lf" after
    // ungetc(255): the level one lower, gets not reading it); an FFh after a sign or digits goes
    // back as read (LG00004 "%hu" of "7\xff", LG00008 "%hD " of "017\xff"), and %[ keeps one it
    // fails on (LG00007)
    done: () => {
      if (c !== UNREAD) s.unget(c, text === '');
      return text;
    },
    // TC reads no further than the width: a field that filled it has not seen the end
    atEnd: () => c === EOF && text.length < width,
  };
}

/**
 * Read up to `width` characters of an integer in `radix` (0: C's 0x and 0 prefixes decide), as a
 * 32-bit value (the caller wraps it to its target's size); null when there is no digit, with
 * whether the input ended there. TC accumulates in 32 bits unsigned: a digit that carries past
 * them is read, ends the field, and the value becomes 0x7FFFFFFF (0x80000000 after a '-'); below
 * that it wraps (DOSBox, TC 2.0: "4294967295" is -1 for %ld, "4294967296" 2147483647 with 10
 * characters read, "123456789012" 2147483647 with 11, "-4294967296" -2147483648).
 */
function scanInteger(s: Source, width: number, radix: number): { v: number | null; ended: boolean } {
  const { at, next, take, text, done, atEnd } = field(s, width);
  let neg = false;
  if (at(/[-+]/)) {
    neg = next() === 0x2d;
    take();
  }
  let digits = 0;
  if ((radix === 0 || radix === 16) && at(/0/)) {
    take();
    digits++;
    if (at(/[xX]/)) {
      take();
      radix = 16;
    } else if (radix === 0) {
      radix = 8;
    }
  }
  if (radix === 0) radix = 10;
  const digit = radix === 16 ? /[0-9a-fA-F]/ : radix === 8 ? /[0-7]/ : /[0-9]/;
  let v = 0;
  let over = false;
  while (at(digit)) {
    v = v * radix + parseInt(String.fromCharCode(next()), 16);
    take();
    digits++;
    if (v > 0xffffffff) {
      over = true;
      break;
    }
  }
  const ended = atEnd();
  const sign = text();
  done();
  // a sign that filled the width alone goes back to the stream (textgen9: "%1d" of the file "+0X89"
  // leaves getc the '+' and then ftell 1 — the printing call's arguments run right to left)
  if (digits === 0 && sign.length === width && (sign === '+' || sign === '-')) s.unget(sign.charCodeAt(0));
  if (digits === 0) return { v: null, ended };
  if (over) return { v: neg ? -0x80000000 : 0x7fffffff, ended };
  return { v: neg ? -v : v, ended };
}

/** A float as TC's scanf accepts it: sign, digits, '.', digits, e±digits; its value (__scantod's). */
function scanFloat(s: Source, width: number): number | null {
  const { at, next, take, text: sofar, done } = field(s, width);
  if (at(/[-+]/)) {
    const neg = next() === 0x2d;
    take();
    // "+INF" and "-NAN" in capitals after the sign (realcvt.ts scanWord)
    if (at(/[IN]/)) {
      const word = next() === 0x49 ? 'INF' : 'NAN';
      let k = 0;
      while (k < 3 && at(new RegExp(word[k]!))) {
        take();
        k++;
      }
      done();
      return k === 3 ? scanWord(neg, word) : null;
    }
  }
  while (at(/\d/)) take();
  if (at(/\./)) take();
  while (at(/\d/)) take();
  if (/\d/.test(sofar()) && at(/[eE]/)) {
    take();
    if (at(/[-+]/)) take();
    while (at(/\d/)) take();
  }
  const text = done();
  const m = /^([-+]?)(\d*)\.?(\d*)(?:[eE]([-+]?\d*))?$/.exec(text);
  return m && /\d/.test(m[2]! + m[3]!) ? scantod(m[1] === '-', m[2]!, m[3]!, /\d/.test(m[4] ?? '') ? m[4]! : '').v : null;
}

const wrap16 = (v: number): number => ((v & 0xffff) << 16) >> 16;
const wrapU16 = (v: number): number => v & 0xffff;
const wrap32 = (v: number): number => v | 0;

/**
 * int fscanf(FILE *stream, const char *format, ...) — stores through `ref()`s where C passes
 * pointers; returns the number of fields stored, or EOF when the input ended before the first.
 * Conversions: %d %i %u %x %o %c %s %[…] %n %f %e %g with widths, 'l' (long: 32 bits; %lf double),
 * 'h', '*' (skip); %d/%u/%x store an int wrapped to 16 bits as TC's small model does; %f stores
 * a float (rounded to single precision). White space in the format skips white space; other
 * characters must match. %p reads a near pointer's hex digits; a directive TC cannot read ends the scan.
 */
export function fscanf(f: FILE | null, formatNow: string | (() => string), ...refs: CharsRef[]): number {
  const file = stream('fscanf', f);
  /**
   * The format as it is when the scan reaches its next directive: TC reads it from memory as it
   * goes, so a field stored over its own format's rest changes what follows (probe SW2: a format
   * "%2s%s" stored over by its first field's "ab" reads on with "b" as a literal).
   */
  const current = typeof formatNow === 'string' ? () => formatNow : formatNow;
  let format = current();
  str('fscanf', 'format', format);
  /**
   * The characters read and not given back, TC's count for %n: a look-ahead given back into the
   * FILE's hold byte counts as given back though ftell would drop it (probe PA: "%[^\n]%n" of the
   * file "ab\n" is 2), and a text file's CR LF is one character.
   */
  let count = 0;
  const s: Source = {
    getc: () => {
      const c = file.getc();
      if (c !== EOF) count++;
      return c;
    },
    // a sign-extended FFh is ungetc(-1) on a stream, which puts nothing back (the count still
    // goes down: SCANTOL's own); sscanf's unget only moves its pointer back (CS.LIB's SSCANF)
    unget: (c, signed) => {
      if (c !== EOF) count--;
      file.unget(signed && c === 0xff && !file.ofString ? EOF : c);
    },
    // a read the error flag refused ends the input too (libcheck SF1 81: "%s" after a failed getc is EOF)
    get eof() {
      return file.eof || file.error;
    },
  };
  let stored = 0;
  let next = 0;
  /** What a %n counts past the position (a %p that ended the input). */
  let pastEnd = 0;
  /** What TC returns where the input ends: the fields stored, or EOF when there are none. */
  const ended = (): number => (stored === 0 ? EOF : stored);
  const out = (spec: string, v: number | string): void => {
    const r = refs[next++];
    if (!r || typeof r !== 'object' || !('value' in r)) throw new Error(`fscanf("${format}"): no ref() for ${spec}`);
    r.value = v;
    stored++;
  };
  /** The next target's character store, none for a skipped field. */
  const put = (skip: string | undefined): ((at: number, c: number) => void) => (skip ? () => {} : (refs[next]?.put ?? (() => {})));
  for (let i = 0; i < (format = current()).length; i++) {
    const fc = format.charCodeAt(i);
    if (isSpace(fc)) {
      // white space that runs into the end stops the scan (DOSBox, TC 2.0: "%d %n" of "12" leaves the %n);
      // so does a NUL after white space it skipped, which it reads (libcheck NU1: " %s" of the file
      // " \0\0 z" is EOF, ftell 2; of "\0\0…" it is 1, the %s taking the NUL)
      const before = count;
      const c = skipSpace(s);
      if (c === EOF || (c === 0 && count > before + 1)) return ended();
      s.unget(c);
      continue;
    }
    // oracle SC3: TC 2.0's scan has no %% (its "%%%d" of "%5" is 0): it ends there as an unknown
    // conversion does; at the end of the input that is the end's EOF (oracle SS2, SS3: "%%" of "" is -1)
    const unknown = (): number => {
      const c = s.getc();
      s.unget(c);
      return c === EOF ? ended() : stored;
    };
    if (fc === 0x25 && format[i + 1] === '%') return unknown();
    // a '%' and white space: the scan ends with what it stored, at the end of the input too
    // (libcheck SN1: "% d" of "" is 0, of "12" 0); a width between them too (textgen11: "%*5s%5 , " of "-" is 0)
    if (fc === 0x25 && /^%\*?\d*\s/.test(format.slice(i, i + 8))) return stored;
    if (fc !== 0x25) {
      const c = s.getc();
      if (c !== fc) {
        s.unget(c);
        return c === EOF ? ended() : stored;
      }
      continue;
    }
    // (F and N, a far or near pointer, before the size: textgen11, "%Fs" and "%Nd" read as "%s" and "%d")
    // (a ']' first in a set, after '^' too, is one of its characters: a set with no ']' after it
    // is not one TC reads, textgen11: "%[^]" of "- x,y,z" is 0, "%3X%[^]%lg" of "7ab -32768" 1)
    const d = /^%(\*?)(\d*)[FN]?([hlL]?)([a-zA-Z]|\[\^?\][^\]]*\]|\[\^(?!\])[^\]]*\]|\[(?![\]^])[^\]]*\])/.exec(format.slice(i));
    // oracle SC3: a directive TC cannot read ("%-1d") ends the scan there
    if (!d) return unknown();
    i += d[0].length - 1;
    const [spec, skip, widthText, size0, conv0] = d;
    // %D %O %X %U %I are the long conversions (TC 2.0), whatever size prefix (textgen9: "%2hX" of "65536" stores 101 and 0)
    const big = conv0!.length === 1 && 'DOUIX'.includes(conv0!);
    const conv = big ? conv0!.toLowerCase() : conv0!;
    const size = big ? 'l' : size0;
    const width = widthText ? Number(widthText) : Infinity;
    // the input had ended where this field starts (oracle SC1: "%*s %3d" of "70000" is EOF)
    // (%n reads nothing: probe PI, "%2d%n" of the file "123" leaves the 3 to getc)
    const first = conv === 'n' ? UNREAD : conv === 'c' || conv.startsWith('[') ? s.getc() : skipSpace(s);
    const atEnd = first === EOF;
    if (first !== UNREAD) s.unget(first);
    let v: number | string | null;
    /**
     * A %[ field read up to the end of the input: TC's scan stops after it, its %n too (oracle
     * SS2: "%[^,]%n" of "089" stores no count; "%*[^,]" of "65536" is EOF, nothing stored); a
     * %s's or a number's does not (SS3: " %s%n" of "0x07712" counts 7; SC1: "%d%n" of "-40000" 6).
     */
    let hitEnd = false;
    switch (conv) {
      case 'd':
      case 'i':
      case 'u':
      case 'x':
      case 'X':
      case 'o': {
        const radix = conv === 'i' ? 0 : conv === 'o' ? 8 : conv === 'x' || conv === 'X' ? 16 : 10;
        const { v: n, ended: atInputEnd } = scanInteger(s, width, radix);
        // oracle SC1: a sign and then the end ("-" for %d) is the end of the input
        // (a width of 0 reads nothing: at the end of the input that is the end, textgen11: "%*s%0I" of "1e-310" is EOF)
        if (n === null) return atInputEnd || atEnd ? ended() : stored;
        v = size === 'l' ? wrap32(n) : conv === 'u' || conv === 'x' || conv === 'X' || conv === 'o' ? wrapU16(n) : wrap16(n);
        break;
      }
      case 'f':
      case 'e':
      case 'E':
      case 'g':
      case 'G': {
        const x = scanFloat(s, width);
        // stored as TC's __LDTRUNC stores it (realcvt.ts: DOSBox makes an infinity 1.0)
        // %Lf: a double's precision, stored in ten bytes (probe LD), and no __LDTRUNC's floor: "1e-50" is
        // kept (libcheck SN2; strtod's is 0)
        v = x === null ? null : size === 'L' ? through80(x) : ldtrunc(x, size !== 'l').v;
        break;
      }
      case 'c': {
        const keep = put(skip);
        let t = '';
        for (let k = 0; k < (widthText ? width : 1); k++) {
          const c = s.getc();
          if (file.starved) return stored;
          if (c === EOF) {
            // TC stores the end's EOF too, as the char 0xFF, and the field does not count
            // (DOSBox, TC 2.0: "%3c" of "ab" is -1 with "ab\xFF")
            if (!skip) {
              out(spec, `${t}\xff`);
              stored--;
            }
            return ended();
          }
          keep(k, c);
          t += String.fromCharCode(c);
        }
        v = t;
        break;
      }
      case 's': {
        const keep = put(skip);
        let c = skipSpace(s);
        let t = '';
        // a NUL after the field's first character ends it as white space does (libcheck NU1: "%s" of
        // the file "a\0bc d" is "a", of "\0\0x y" the one NUL, the second read next)
        while (c !== EOF && !isSpace(c) && (c !== 0 || t === '') && t.length < width) {
          keep(t.length, c);
          t += String.fromCharCode(c);
          c = s.getc();
        }
        s.unget(c);
        // a width of 0 reads nothing and stores the empty string, counted (textgen11: "%0s" of
        // "65535 65536" is 1 with "", "%*G %0s" of "65535 65536 a%b" is 1 with "")
        v = t === '' && (width !== 0 || atEnd) ? null : t;
        break;
      }
      case 'p': {
        // where the input has ended, the end (libcheck SN2: "%p" of "" and of " " is EOF, nothing stored)
        if (atEnd) return ended();
        // oracle SC3: %p reads hex digits, and after a ':' the offset's ("12:34" is 0034); with no
        // digit it still stores 0 and counts; a pointer that ends the input counts one character
        // more for a %n after it ("1234" then %n is 5); at most 4 digits a word (libcheck SN1:
        // "32768" is 3276 and a %n after it 4, "123456789012" is 1234)
        const hex = (): number => {
          let w = 0;
          for (let k = 0; k < 4; k++) {
            const c = s.getc();
            const d = c === EOF ? NaN : parseInt(String.fromCharCode(c), 16);
            if (Number.isNaN(d)) {
              s.unget(c);
              return w;
            }
            w = (w << 4) | d;
          }
          return w;
        };
        const from = count;
        v = hex();
        const colon = s.getc();
        if (colon === 0x3a) v = hex();
        else s.unget(colon);
        const after = s.getc();
        s.unget(after);
        if (count > from && after === EOF) pastEnd = 1;
        break;
      }
      case 'n':
        // %*n ends the scan as a conversion TC does not know does (textgen11: "%*n%Fu" of "65535 …"
        // is 0, "%*I%*n%y" of "0X7FFF" EOF, "%Ff%*n" of "1.5e 00" 1)
        if (skip) return unknown();
        out(spec, count + pastEnd);
        stored--; // %n is not a field read
        continue;
      default: {
        if (!conv.startsWith('[')) return stored; // oracle SC3: a conversion TC does not know ("%k%d" of "5") ends the scan
        const negate = conv[1] === '^';
        const body = conv.slice(negate ? 2 : 1, -1);
        // a '-' between two characters, the second above the first, is the range from the one
        // before (the end of a range too) to the one after (oracle SC3: "%[a-c-z]" takes a..z but
        // not '-'; "%[z-a]" of "abcz" takes only the a)
        const set = new Set<number>();
        for (let k = 0, prev = -1; k < body.length; k++) {
          const ch = body.charCodeAt(k);
          const next = k + 1 < body.length ? body.charCodeAt(k + 1) : -1;
          if (ch === 0x2d && prev >= 0 && next > prev) {
            for (let x = prev + 1; x <= next; x++) set.add(x);
            prev = next;
            k++;
          } else {
            set.add(ch);
            prev = ch;
          }
        }
        const inSet = (ch: number): boolean => set.has(ch) !== negate;
        let c = s.getc();
        // oracle SC1: a %[ at the end of the input stores nothing
        if (c === EOF) return ended();
        // a width of 0 reads nothing and stores the empty string, counted (textgen11: "%0[-]%9le" of ".e5" is 1 with "")
        if (width === 0) {
          s.unget(c);
          v = '';
          break;
        }
        const keep = put(skip);
        let t = '';
        while (c !== EOF && inSet(c)) {
          keep(t.length, c);
          t += String.fromCharCode(c);
          // (one that filled its width reads nothing after it: probe PA, "%2[a-b]" of the file "abx")
          if (t.length >= width) {
            c = UNREAD;
            break;
          }
          c = s.getc();
        }
        if (c !== UNREAD) s.unget(c);
        hitEnd = c === EOF;
        if (t === '') {
          // one that matches nothing stores the empty string, uncounted, and the scan goes on
          // (DOSBox, TC 2.0: "%d%[0-9]%s" of "12 ab" is 2 with "" and "ab")
          if (!skip) {
            out(spec, '');
            stored--;
          }
          continue;
        }
        v = t;
      }
    }
    // a console that has no line waiting: the call runs again once one is typed; the field so far
    // stays where its characters went (stores, probe SW2) and has no end yet: no NUL, no number
    if (file.starved) return stored;
    if (v === null) return stored === 0 && s.eof && atEnd ? EOF : stored;
    if (!skip) out(spec, v);
    if (hitEnd) return ended();
  }
  return stored;
}
