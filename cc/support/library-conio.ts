/**
 * conio.h for compiled programs: runtime/tc/conio.ts's calls with C's values at the boundary —
 * strings read from the data segment, gettext/puttext's buffers in it, struct
 * text_info's eleven bytes, cgets's length bytes, and `directvideo` (an int in the data segment
 * the program may assign; text mode looks the same either way, so nothing reads it back).
 */
import * as conio from '../../runtime/tc/conio.ts';
import type { Blocking } from '../../runtime/process.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { EOF, fscanf } from '../../runtime/tc/stdio.ts';
import { stringStream } from './library-stdio.ts';
import type { DataSegment } from './memory.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const CONIO_NAMES = [
  'getch', 'getche', 'ungetch', 'kbhit', 'putch', 'cputs', 'cprintf', 'cgets', 'clrscr', 'clreol', 'delline', 'insline',
  'window', 'gotoxy', 'wherex', 'wherey', 'textcolor', 'textbackground', 'textattr', 'highvideo', 'lowvideo', 'normvideo',
  'textmode', 'gettextinfo', 'gettext', 'puttext', 'movetext', '_directvideop', 'cscanf', 'getpass',
] as const;
/** The ones that wait for a key. */
export const CONIO_BLOCKING = ['getch', 'getche', 'kbhit', 'cgets', 'cscanf', 'getpass'] as const;

/** sscanf over a JS string into the program's pointers (library-stdio.ts's conversions and stores). */
export type ScanText = (text: string, fmt: number, ptrs: number[]) => number;

/**
 * Where, in one conversion's output `out` (its spec `spec`, e.g. "-4d"), TC's formatter hands its
 * text to the screen before going on: after each run of padding — the width's spaces or zeros and
 * an integer's precision zeros — and nowhere else, so a '\a' after a conversion without padding
 * takes the cursor back to where the text before it began (probe in DOSBox: "%d\a", "%s\a",
 * "%-4d\a" of 4600 leave it at the start; "%5d\a" after the 4 spaces, "%.3d\a" after "00",
 * "%-5d\a" after "5" and its spaces; textgen T00349).
 */
function padEnds(spec: string, out: string): number[] {
  const m = /^([-+ #0]*)(\d*|\*)(?:\.(\d*|\*))?[hlLNF]?([a-zA-Z])$/.exec(spec);
  if (!m) return [out.length];
  const [, flags = '', , precision, conv = ''] = m;
  const ends: number[] = [];
  if (flags.includes('-')) {
    if (out.endsWith(' ')) ends.push(out.length);
    return ends;
  }
  let i = 0;
  while (i < out.length - 1 && out[i] === ' ') i++;
  if (i > 0) ends.push(i);
  const sign = out[i] === '-' || out[i] === '+' ? 1 : 0;
  let z = i + sign;
  if ((flags.includes('0') || (precision !== undefined && 'diouxX'.includes(conv))) && 'diouxXeEfgG'.includes(conv)) {
    while (z < out.length - 1 && out[z] === '0') z++;
    if (z > i + sign) ends.push(z);
  }
  return ends;
}

/** struct text_info's fields, one unsigned char each, in TC 2.0's order. */
const TEXT_INFO: readonly (keyof conio.TextInfo)[] = [
  'winleft', 'wintop', 'winright', 'winbottom', 'attribute', 'normattr', 'currmode', 'screenheight', 'screenwidth', 'curx', 'cury',
];

export function conioBindings(
  D: DataSegment,
  format: (fmt: number, args: readonly (number | string)[], call: string) => string,
  scanText: ScanText,
): Record<(typeof CONIO_NAMES)[number], Binding> {
  const b = D.bytes;
  let directvideo = 0;
  /** directvideo's value (1, TC's default, until the program takes its address). */
  const direct = (): boolean => directvideo === 0 || D.dv.getInt16(directvideo, true) !== 0;
  return {
    getch: () => conio.getch(),
    getche: () => conio.getche(),
    ungetch: (c) => conio.ungetch(c),
    kbhit: () => conio.kbhit(),
    putch: (c) => conio.putch(c, direct()),
    cputs: (s) => conio.cputs(D.str(s), direct()),
    cprintf: (fmt, ...args) => {
      // where each conversion's output starts and ends: the format cut (a NUL put) before and after it, formatted
      const ends: number[] = [];
      const text = format(fmt, args, 'cprintf');
      const upTo = (at: number): number => {
        const keep = b[at]!;
        b[at] = 0;
        try { return format(fmt, args, 'cprintf').length; } finally { b[at] = keep; }
      };
      for (let p = fmt; b[p] !== 0; p++) {
        if (b[p] !== 0x25) continue;
        let q = p + 1;
        while (b[q] !== 0 && !/[diouxXeEfgGcspn%]/.test(String.fromCharCode(b[q]!))) q++;
        if (b[q] === 0) break;
        if (b[q] !== 0x25) {
          const start = upTo(p), end = upTo(q + 1);
          ends.push(...padEnds(D.str(p + 1).slice(0, q - p), text.slice(start, end)).map((e) => start + e));
        }
        p = q;
      }
      return conio.cprintfPieces(text, ends, direct());
    },
    /** str[0] holds the most characters + 1; the line goes to str + 2, its length to str[1]. */
    getpass: (prompt) => {
      const text = D.str(prompt);
      return (function* getpassLine(): Blocking<number> {
        return D.staticString('getpass', yield* conio.getpass(text), conio.PASS_MAX + 1);
      })();
    },
    cgets: (p) => {
      D.range('cgets', p, 2);
      const max = b[p]!;
      return (function* cgetsLine(): Blocking<number> {
        const line = yield* conio.cgets(max);
        b[p + 1] = line.length;
        D.writeStr(p + 2, line);
        return p + 2;
      })();
    },
    /**
     * Characters are read with getche (so echoed in the window) only as the conversions need
     * them: the format is tried on what was typed so far, and while it runs into the end another
     * key is read. The character that ended the last field goes back with ungetch (CW3: the
     * blank after "7" is the next getch's).
     */
    cscanf: (fmt, ...ptrs) => {
      const format = D.str(fmt);
      const refs = Array.from({ length: ptrs.length + 1 }, () => ref<number | string>(0));
      return (function* cscanfInput(): Blocking<number> {
        let input = '';
        for (;;) {
          const f = stringStream(input);
          fscanf(f, format, ...refs);
          if (!f.eof) {
            const used = f.pos - (f.held !== EOF ? 1 : 0);
            if (used < input.length) conio.ungetch(input.charCodeAt(used));
            // scanned with the character given back still there: it may be what failed to match,
            // which makes the count 0, not EOF (oracle KB1: cscanf("%d") on "x12" is 0)
            return scanText(input, fmt, ptrs);
          }
          input += String.fromCharCode(yield* conio.getche());
        }
      })();
    },
    clrscr: () => conio.clrscr(),
    clreol: () => conio.clreol(),
    delline: () => conio.delline(direct()),
    insline: () => conio.insline(direct()),
    window: (l, t, r, bt) => conio.window(l, t, r, bt),
    gotoxy: (x, y) => conio.gotoxy(x, y),
    wherex: () => conio.wherex(),
    wherey: () => conio.wherey(),
    textcolor: (c) => conio.textcolor(c),
    textbackground: (c) => conio.textbackground(c),
    textattr: (a) => conio.textattr(a),
    highvideo: () => conio.highvideo(),
    lowvideo: () => conio.lowvideo(),
    normvideo: () => conio.normvideo(),
    textmode: (mode) => conio.textmode(mode),
    gettextinfo: (p) => {
      D.range('gettextinfo', p, TEXT_INFO.length);
      const info = conio.gettextinfo();
      TEXT_INFO.forEach((field, i) => (b[p + i] = info[field] & 0xff));
    },
    gettext: (l, t, r, bt, p) => {
      D.range('gettext', p, conio.textBytes(l, t, r, bt));
      return conio.gettext(l, t, r, bt, b, p, direct());
    },
    puttext: (l, t, r, bt, p) => {
      // an inside-out rectangle reads the whole segment from p on (runtime/tc/conio.ts): only a regular one is checked
      if (r >= l) D.range('puttext', p, conio.textBytes(l, t, r, bt));
      return conio.puttext(l, t, r, bt, b, p, direct());
    },
    movetext: (l, t, r, bt, dl, dt) => conio.movetext(l, t, r, bt, dl, dt, direct()),
    _directvideop: () => {
      if (directvideo === 0) {
        directvideo = D.scratch(2);
        if (directvideo === 0) throw new Error('directvideo: no memory left for it');
        D.dv.setInt16(directvideo, 1, true); // TC's default: straight into video memory
      }
      return directvideo;
    },
  };
}
