/**
 * string.h, ctype.h, math.h and stdlib.h's conversions for compiled programs, on the data
 * segment's bytes: the rest of Turbo C 2.0's string functions (strrchr … strtok, the case-blind
 * compares, strlwr/strupr/strrev/strset), toupper/tolower, math.h's functions with errno,
 * atof/strtod/strtol/strtoul, ecvt/fcvt/gcvt, ltoa/ultoa, qsort/bsearch, realloc,
 * system. Results are checked against the real TC 2.0 by test/e2e/libcheck.test.ts.
 */
import { ENOMEM, ERANGE, errorMessage, setErrno, SYS_ERRLIST } from '../../runtime/tc/errno.ts';
import { ctypeClass, CTYPE_LOWER, CTYPE_UPPER } from './library-data.ts';
import { copyWords, DS_SEGMENT, HEAP_STACK_GAP, type DataSegment } from './memory.ts';
import { FarMemory } from './far.ts';
/** What coreleft keeps back below SP (oracle CL). */
const CORELEFT_GAP = 298;
import { ldtrunc, realcvt, scantod, scanWord, xcvt } from '../../runtime/tc/realcvt.ts';
import { frexp, modf } from '../../runtime/tc/math.ts';
import { system } from '../../runtime/tc/command.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const STDLIB_NAMES = [
  'strrchr', 'strstr', 'strspn', 'strcspn', 'strpbrk', 'strtok', 'strncat', 'stricmp', 'strcmpi', 'strnicmp', 'strncmpi',
  'strlwr', 'strupr', 'strrev', 'strset', 'strnset', 'strdup', 'stpcpy', 'memchr', 'memicmp', 'memccpy', 'movmem', 'setmem',
  'strerror', 'toupper', 'tolower', 'atof', 'strtod', 'strtol', 'strtoul', 'ecvt', 'fcvt', 'gcvt', 'ltoa', 'ultoa', 'qsort',
  'bsearch', 'lfind', 'lsearch', 'coreleft', 'sbrk', 'brk', 'realloc', 'system', 'swab', '_rotl', '_rotr',
  'frexp', 'modf',
  'div', 'ldiv', '_lrotl', '_lrotr', '_syserrlist', '_sys_nerr',
] as const;

const lower = (c: number): number => (ctypeClass(c) & CTYPE_UPPER ? c + 32 : c);
const upper = (c: number): number => (ctypeClass(c) & CTYPE_LOWER ? c - 32 : c);


/**
 * qsort as Turbo C 2.0 sorts, in place, comparison for comparison (a trace of the comparisons
 * TC's qsort made, 11 arrays, and the order it leaves equal keys in, oracle LB1: 28 arrays). A
 * part of one element is done. Of the first, middle (n / 2) and last elements, the median goes
 * first: middle against last (exchanged when above), then middle against first (exchanged when
 * above), else first against last. A part of 3 then exchanges first and middle and is done —
 * a part of 2 goes through all of it. Otherwise, with the first as the pivot: from the left,
 * elements below it are passed over (no further than the right one); from the right, elements
 * not below it (while right of the left one); the two found trade places and both move on. Where
 * the left one stops, an element below the pivot trades places with it. The part from there to
 * the end is sorted first, then the part before.
 */
function tcQsort(b: Uint8Array, base: number, n: number, width: number, cmp: (x: number, y: number) => number): void {
  const at = (k: number): number => base + k * width;
  const c = (x: number, y: number): number => cmp(at(x), at(y));
  const swap = (x: number, y: number): void => {
    const p = at(x), q = at(y);
    for (let k = 0; k < width; k++) {
      const t = b[p + k]!;
      b[p + k] = b[q + k]!;
      b[q + k] = t;
    }
  };
  const sort = (first: number, count: number): void => {
    while (count > 1) {
      const mid = first + (count >> 1), last = first + count - 1;
      if (c(mid, last) > 0) swap(mid, last);
      if (c(mid, first) > 0) swap(mid, first);
      else if (c(first, last) > 0) swap(first, last);
      if (count === 3) {
        swap(first, mid);
        return;
      }
      let i = first + 1, j = last;
      for (;;) {
        while (c(i, first) < 0 && i < j) i++;
        while (j > i && c(first, j) <= 0) j--;
        if (i >= j) break;
        swap(i, j);
        i++;
        j--;
        if (i >= j) break;
      }
      if (c(i, first) < 0) swap(first, i);
      sort(i, last - i + 1);
      count = i - first;
    }
  };
  sort(0, n);
}

/**
 * strtod's grammar: blanks, sign, digits, point, digits, then an exponent, whose `e` and sign
 * are taken even with no digit after them (oracle ST1: "1e+" uses 3); the value (TC's
 * __scantod and __LDTRUNC, runtime/tc/realcvt.ts), the characters used (0: none) and whether it
 * is a range error.
 */
export function parseDouble(s: string): { v: number; used: number; range: boolean } {
  const m = /^[ \t\n\v\f\r]*([+-]?)(\d*)(\.?)(\d*)/.exec(s)!;
  if (m[2] === '' && m[4] === '') {
    // no digit: the sign's zero (probe PB, libcheck ST3: "-x" is -0.0 with none used), or "+INF" / "-NAN"
    const signed = /^[ \t\n\v\f\r]*[+-]/.exec(s)?.[0].length ?? 0;
    const word = signed > 0 ? scanWord(m[1] === '-', s.slice(signed)) : null;
    if (word !== null) return { v: word, used: signed + 3, range: false };
    return { v: m[1] === '-' ? -0 : 0, used: 0, range: false };
  }
  let used = m[0].length;
  const e = /^[eE]([+-]?)(\d*)/.exec(s.slice(used));
  let exponent = '';
  if (e) {
    used += e[0].length;
    if (e[2] !== '') exponent = `${e[1]}${e[2]}`;
  }
  const read = scantod(m[1] === '-', m[2]!, m[4]!, exponent);
  const stored = ldtrunc(read.v, false);
  return { v: stored.v, used, range: read.range || stored.range };
}

/**
 * strtol/strtoul's grammar in `radix` (0: the prefix decides): the value, the characters used and
 * whether it overflowed. As TC's (oracle ST1, SX2, SL): "0x" is taken whole even with no digit
 * after it; the value is read as 32 bits unsigned, whatever the sign and the function: only a
 * digit that carries past them overflows, is taken, and the scan stops there (strtol of
 * "2147483648" is -2147483648 and of "-4294967295" 1, errno untouched); strtoul takes no '-'.
 */
function parseLong(s: string, radix: number, minus: boolean): { v: number; used: number; neg: boolean; over: boolean } {
  const m = /^[ \t\n\v\f\r]*([+-]?)/.exec(s)!;
  const neg = m[1] === '-';
  if (neg && !minus) return { v: 0, used: 0, neg: false, over: false };
  let at = m[0].length;
  let prefixed = false;
  if ((radix === 0 || radix === 16) && s[at] === '0' && /[xX]/.test(s[at + 1] ?? '')) {
    at += 2;
    radix = 16;
    prefixed = true;
  } else if (radix === 0) radix = s[at] === '0' ? 8 : 10;
  if (radix < 2 || radix > 36) return { v: 0, used: 0, neg, over: false };
  let v = 0, n = 0, over = false;
  for (;;) {
    const c = s.charCodeAt(at);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : c >= 65 && c <= 90 ? c - 55 : 99;
    if (d >= radix) break;
    v = v * radix + d;
    at++;
    n++;
    if (v > 0xffffffff) {
      over = true;
      break;
    }
  }
  return n === 0 && !prefixed ? { v: 0, used: 0, neg, over: false } : { v, used: at, neg, over };
}

/** `divideError(site, overflow)`: the 8086's INT 0 raised inside the library (library-signal.ts). */
export function stdlibBindings(
  D: DataSegment,
  divideError: (site: number, overflow: boolean) => void,
  /** The value of an environment variable now (system reads COMSPEC), or null. */
  env: (name: string) => string | null,
  /** The environment's entries now (system's interpreter gets a copy). */
  entries: () => string[] = () => [],
): Record<(typeof STDLIB_NAMES)[number], Binding> {
  const b = D.bytes, dv = D.dv;
  const far = new FarMemory(D);
  const str = (p: number): string => D.str(p);
  const ci = (x: string, y: string, n: number): number => {
    for (let i = 0; i < n; i++) {
      // oracle SR1: TC compares the upper-case forms (',' against 'b' is 44 - 66), but at the
      // end of the first string the bytes as they are ("abc" against "abcdef" is 0 - 'd', the
      // other way 'D' - 0)
      const x0 = x.charCodeAt(i) || 0, y0 = y.charCodeAt(i) || 0;
      if (x0 === 0) return x0 - y0;
      const a = upper(x0), c = upper(y0);
      if (a !== c) return a - c;
    }
    return 0;
  };
  const found = (s: number, i: number): number => (i < 0 ? 0 : s + i);
  /** One static buffer per function (ecvt, fcvt, strerror): the next call overwrites it. */
  const staticText = (fn: string, s: string): number => D.staticString(fn, s, 330);
  let tokenAt = 0;
  let errlistAt = 0;
  const setInt = (p: number, v: number): void => {
    if (p !== 0) dv.setInt16(D.check(p, 0), v, true);
  };
  const cvt = (fn: string, r: { ds: string; dec: number; neg: boolean }, pdec: number, psign: number): number => {
    setInt(pdec, r.dec);
    setInt(psign, r.neg ? 1 : 0);
    return staticText(fn, r.ds);
  };
  const longText = (v: number, radix: number, signed: boolean): string => {
    if (radix < 2 || radix > 36) return '';
    return signed && radix === 10 ? String(v | 0) : (v >>> 0).toString(radix);
  };
  const compareBy = (fcmp: number) => {
    const f = D.fn(fcmp, 0);
    return (x: number, y: number): number => {
      const r = f(x, y);
      if (typeof r !== 'number') throw new Error('qsort/bsearch: the comparison function must not wait (getch, delay…)');
      return (r << 16) >> 16;
    };
  };
  return {
    strrchr: (s, c) => {
      const t = str(s), ch = c & 0xff;
      return found(s, ch === 0 ? t.length : t.lastIndexOf(String.fromCharCode(ch)));
    },
    strstr: (s1, s2) => found(s1, str(s1).indexOf(str(s2))),
    strspn: (s1, s2) => {
      const t = str(s1), set = str(s2);
      let i = 0;
      while (i < t.length && set.includes(t[i]!)) i++;
      return i;
    },
    strcspn: (s1, s2) => {
      const t = str(s1), set = str(s2);
      let i = 0;
      while (i < t.length && !set.includes(t[i]!)) i++;
      return i;
    },
    strpbrk: (s1, s2) => {
      const t = str(s1), set = str(s2);
      for (let i = 0; i < t.length; i++) if (set.includes(t[i]!)) return s1 + i;
      return 0;
    },
    strtok: (s1, s2) => {
      const set = str(s2);
      let at = s1 !== 0 ? s1 : tokenAt;
      if (at === 0) return 0;
      while (b[at] !== 0 && set.includes(String.fromCharCode(b[at]!))) at++;
      if (b[at] === 0) {
        tokenAt = 0;
        return 0;
      }
      const start = at;
      while (b[at] !== 0 && !set.includes(String.fromCharCode(b[at]!))) at++;
      if (b[at] !== 0) {
        b[at] = 0;
        tokenAt = at + 1;
      } else tokenAt = at;
      return start;
    },
    strncat: (d, s, n) => {
      D.writeStr(d + str(d).length, str(s).slice(0, n));
      return d;
    },
    stricmp: (x, y) => ci(str(x), str(y), 0x10000),
    strcmpi: (x, y) => ci(str(x), str(y), 0x10000),
    strnicmp: (x, y, n) => ci(str(x), str(y), n),
    strncmpi: (x, y, n) => ci(str(x), str(y), n),
    strlwr: (s) => {
      for (let p = s; b[p] !== 0; p++) b[p] = lower(b[p]!);
      return s;
    },
    strupr: (s) => {
      for (let p = s; b[p] !== 0; p++) b[p] = upper(b[p]!);
      return s;
    },
    strrev: (s) => {
      D.writeStr(s, [...str(s)].reverse().join(''));
      return s;
    },
    strset: (s, c) => {
      for (let p = s; b[p] !== 0; p++) b[p] = c & 0xff;
      return s;
    },
    strnset: (s, c, n) => {
      for (let p = s; b[p] !== 0 && p < s + n; p++) b[p] = c & 0xff;
      return s;
    },
    strdup: (s) => {
      const t = str(s);
      const p = D.malloc(t.length + 1);
      if (p !== 0) D.writeStr(p, t);
      return p;
    },
    stpcpy: (d, s) => {
      const n = str(s).length;
      D.range('stpcpy', d, n + 1);
      copyWords(b, d, s, n + 1);
      return d + n;
    },
    memchr: (s, c, n) => {
      for (let i = 0; i < n; i++) if (b[s + i] === (c & 0xff)) return s + i;
      return 0;
    },
    // oracle LB1: the bytes compare as toupper makes them ("ab" against "a": 'B' - 0 = 66)
    memicmp: (x, y, n) => {
      for (let i = 0; i < n; i++) {
        const a = upper(b[x + i]!), c = upper(b[y + i]!);
        if (a !== c) return a - c;
      }
      return 0;
    },
    // TC finds c in the source first, then copies up to it as memcpy does, by words (oracle SM2: an
    // overlapping copy that overwrites the c before it is reached stops there all the same; probe PF),
    // and the answer is by the destination's last byte as the copy left it (CS.LIB's MEMCCPY: cmp
    // [di-1], al; textgen13 LE00239)
    memccpy: (d, s, c, n) => {
      if ((n & 0xffff) === 0) return 0;
      const at = b.subarray(s, s + n).indexOf(c & 0xff), count = at < 0 ? n : at + 1;
      copyWords(b, d, s, count);
      return b[d + count - 1] === (c & 0xff) ? d + count : 0;
    },
    movmem: (s, d, n) => {
      D.range('movmem', s, n);
      D.range('movmem', d, n);
      b.copyWithin(d, s, s + n);
    },
    setmem: (d, n, v) => {
      D.range('setmem', d, n);
      b.fill(v & 0xff, d, d + n);
    },
    strerror: (n) => staticText('strerror', `${errorMessage(n)}\n`),
    _syserrlist: () => {
      if (errlistAt === 0) {
        errlistAt = D.scratch(2 * SYS_ERRLIST.length);
        if (errlistAt === 0) throw new Error('sys_errlist: no memory left for it');
        SYS_ERRLIST.forEach((m, i) => {
          const p = m === null ? 0 : D.scratch(m.length + 1);
          if (p !== 0) D.writeStr(p, m!);
          dv.setUint16(errlistAt + 2 * i, p, true);
        });
      }
      return errlistAt;
    },
    _sys_nerr: () => SYS_ERRLIST.length,
    // div_t and ldiv_t come back in a buffer of the library's, which the caller copies (a struct value)
    div: (n, d) => {
      // TC's div divides with IDIV: INT 0 for a zero divisor and for -32768 / -1 (oracle DZ30, DZ31)
      const nn = (n << 16) >> 16, dd = (d << 16) >> 16;
      while (dd === 0 || (dd === -1 && nn === -32768)) divideError(D.at, dd !== 0);
      const p = D.staticString('div', '', 4);
      dv.setInt16(p, Math.trunc(n / d), true);
      dv.setInt16(p + 2, n % d, true);
      return p;
    },
    ldiv: (n, d) => {
      while (d === 0) divideError(D.at, false); // oracle DZ32; LONG_MIN / -1 does not trap (DZ33)
      const p = D.staticString('ldiv', '', 8);
      dv.setInt32(p, Math.trunc(n / d), true);
      // oracle VL1: the remainder's sign is the quotient's (ldiv(-1861377747L, -7L) is 265911106, 5)
      dv.setInt32(p + 4, Math.sign(n) * Math.sign(d) * Math.abs(n % d), true);
      return p;
    },
    _lrotl: (v, n) => {
      const k = n & 31;
      return k === 0 ? v | 0 : ((v << k) | (v >>> (32 - k))) | 0;
    },
    _lrotr: (v, n) => {
      const k = n & 31;
      return k === 0 ? v | 0 : ((v >>> k) | (v << (32 - k))) | 0;
    },
    // CS.LIB's TOUPPER/TOLOWER: EOF (-1) as it is, any other int by its low byte alone (oracle textgen9: toupper(0x1E9) is 233, toupper(256) 0)
    toupper: (c) => ((c & 0xffff) === 0xffff ? -1 : (c & 0xff) >= 97 && (c & 0xff) <= 122 ? (c & 0xff) - 32 : c & 0xff),
    tolower: (c) => ((c & 0xffff) === 0xffff ? -1 : (c & 0xff) >= 65 && (c & 0xff) <= 90 ? (c & 0xff) + 32 : c & 0xff),
    // TC's atof is strtod(s, NULL): its range errors set errno too
    atof: (s) => {
      const { v, range } = parseDouble(str(s));
      if (range) setErrno(ERANGE);
      return v;
    },
    strtod: (s, end) => {
      const { v, used, range } = parseDouble(str(s));
      if (end !== 0) dv.setUint16(D.check(end, 0), s + used, true);
      if (range) setErrno(ERANGE);
      return v;
    },
    strtol: (s, end, radix) => {
      const { v, used, neg, over } = parseLong(str(s), radix, true);
      if (end !== 0) dv.setUint16(D.check(end, 0), s + used, true);
      if (over) {
        setErrno(ERANGE);
        return neg ? -2147483648 : 2147483647;
      }
      return (neg ? -v : v) | 0;
    },
    strtoul: (s, end, radix) => {
      const { v, used, over } = parseLong(str(s), radix, false);
      if (end !== 0) dv.setUint16(D.check(end, 0), s + used, true);
      if (over) {
        setErrno(ERANGE);
        return -1;
      }
      return v | 0;
    },
    // TC's ecvt and fcvt call __XCVT with at least 1 digit, and with -n places (0 for n ≤ 0)
    ecvt: (v, n, pdec, psign) => cvt('ecvt', xcvt(v, n > 1 ? n : 1), pdec, psign),
    fcvt: (v, n, pdec, psign) => cvt('fcvt', xcvt(v, n > 0 ? -n : 0), pdec, psign),
    gcvt: (v, n, buf) => {
      // TC writes the digits with their trailing zeros (and the point; of %e's form the part before
      // the 'e'), then the text without them over it: the zeros stay after its NUL (probe PG in
      // DOSBox: gcvt(0.5, 5, b) leaves "0.5\0000"; textgen8 Y00006)
      const full = realcvt(v, n, 'g', true);
      const digits = full.includes('e') ? full.slice(0, full.indexOf('e')) : full;
      for (let i = 0; i < digits.length; i++) b[D.check(buf + i, 0)] = digits.charCodeAt(i);
      D.writeStr(buf, realcvt(v, n, 'g', false));
      return buf;
    },
    ltoa: (v, p, radix) => {
      D.writeStr(p, longText(v, radix, true));
      return p;
    },
    ultoa: (v, p, radix) => {
      D.writeStr(p, longText(v, radix, false));
      return p;
    },
    qsort: (base, n, width, fcmp) => {
      D.range('qsort', base, n * width);
      tcQsort(b, base, n, width, compareBy(fcmp));
    },
    // oracle LB1: the probe is the middle of what is left, rounded up (of nine equal keys 0..3 and
    // a 1 at 4, the key 0 is found at 2)
    bsearch: (key, base, n, width, fcmp) => {
      const cmp = compareBy(fcmp);
      let lo = base;
      for (let left = n; left > 0; ) {
        const probe = lo + (left >> 1) * width;
        const r = cmp(key, probe);
        if (r === 0) return probe;
        if (r < 0) left >>= 1;
        else {
          lo = probe + width;
          left -= (left >> 1) + 1;
        }
      }
      return 0;
    },
    // oracle P5: lfind compares the key with each element in turn (first match); lsearch appends
    // the key when none matches and counts it in *num
    lfind: (key, base, pnum, width, fcmp) => {
      const cmp = compareBy(fcmp), n = dv.getUint16(D.check(pnum, 0), true);
      for (let i = 0; i < n; i++) if (cmp(key, base + i * width) === 0) return base + i * width;
      return 0;
    },
    lsearch: (key, base, pnum, width, fcmp) => {
      const cmp = compareBy(fcmp), n = dv.getUint16(D.check(pnum, 0), true);
      for (let i = 0; i < n; i++) if (cmp(key, base + i * width) === 0) return base + i * width;
      const at = base + n * width;
      D.range('lsearch', at, width);
      D.range('lsearch', key, width);
      b.copyWithin(at, key, key + width);
      dv.setUint16(pnum, n + 1, true);
      return at;
    },
    /** What malloc could still take from the top: the stack pointer less the break and the gap malloc keeps. */
    // oracle CL (test/fixtures/heap): TC 2.0 answers the SP at the call less the break less 298
    // (the machine's SP is TC's: a main without locals holds its return address, 65510)
    // Unsigned arithmetic: a break closer to SP than the gap wraps (oracle LBP: 65526 after malloc(coreleft()))
    coreleft: () => (D.sp() - D.brk - CORELEFT_GAP) & 0xffff,
    /** oracle P5: sbrk returns the old break and moves it (malloc then starts past it); -1 (ENOMEM) when it would pass the gap. */
    sbrk: (incr) => {
      const old = D.brk, to = old + ((incr << 16) >> 16);
      if (to < 0 || to > D.sp() - HEAP_STACK_GAP) return setErrno(ENOMEM), 0xffff;
      D.brk = to;
      return old;
    },
    brk: (addr) => {
      if (addr > D.sp() - HEAP_STACK_GAP) return setErrno(ENOMEM), -1;
      D.brk = addr;
      return 0;
    },
    realloc: (p, size) => {
      if (p === 0) return D.malloc(size);
      const q = D.malloc(size);
      if (q === 0) return 0;
      const old = D.blockSize(p);
      b.copyWithin(q, p, p + Math.min(old, size));
      D.release(p);
      return q;
    },
    system: (cmd) => system(str(cmd), env('COMSPEC'), entries()),
    // CS.LIB's SWAB: n / 2 words, each read from DS:from, its bytes exchanged, stored at ES:to —
    // where the last call that loaded ES left it (library-es.ts; probe ESB: ES B800h stores on
    // the screen, the array stays)
    swab: (from, to, n) => {
      const es = D.es();
      for (let i = 0; i + 1 < n; i += 2) {
        const x = b[(from + i) & 0xffff]!, y = b[(from + i + 1) & 0xffff]!;
        if (es === DS_SEGMENT) {
          b[(to + i) & 0xffff] = y;
          b[(to + i + 1) & 0xffff] = x;
        } else {
          far.poke(es, to + i, y);
          far.poke(es, to + i + 1, x);
        }
      }
    },
    _rotl: (v, n) => {
      const x = v & 0xffff, k = n & 15;
      return ((x << k) | (x >>> (16 - k))) & 0xffff;
    },
    _rotr: (v, n) => {
      const x = v & 0xffff, k = n & 15;
      return ((x >>> k) | (x << (16 - k))) & 0xffff;
    },
    frexp: (x, pexp) => {
      const { mantissa, exponent } = frexp(x);
      setInt(pexp, exponent);
      return mantissa;
    },
    modf: (x, pint) => {
      const { fraction, whole } = modf(x);
      if (pint !== 0) {
        D.range('modf', pint, 8);
        dv.setFloat64(pint, whole, true);
      }
      return fraction;
    },
  };
}
