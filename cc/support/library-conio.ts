/**
 * conio.h for compiled programs: runtime/tc/conio.ts's calls with C's values at the boundary —
 * strings read from the data segment, gettext/puttext's buffers in it, struct
 * text_info's eleven bytes, cgets's length bytes, and `directvideo` (an int in the data segment
 * the program may assign; text mode looks the same either way, so nothing reads it back).
 */
import * as conio from '../../runtime/tc/conio.ts';
import type { Blocking } from '../../runtime/process.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { pagesOf } from '../../runtime/tc/bios-text.ts';
import { machine, runningMachine } from '../../runtime/machine.ts';
import { EOF, fscanf } from '../../runtime/tc/stdio.ts';
import { stringStream } from './library-stdio.ts';
import { formattedCount } from './format.ts';
import { DS_SEGMENT, type DataSegment } from './memory.ts';
import { TEXT_SEGMENT } from '../../runtime/hw/textmode.ts';
import { CONIO_AX } from './library-ax.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Binding = (...args: number[]) => any;

export const CONIO_NAMES = [
  'getch', 'getche', 'ungetch', 'kbhit', 'putch', 'cputs', 'cprintf', 'cgets', 'clrscr', 'clreol', 'delline', 'insline',
  'window', 'gotoxy', 'wherex', 'wherey', 'textcolor', 'textbackground', 'textattr', 'highvideo', 'lowvideo', 'normvideo',
  'textmode', 'gettextinfo', 'gettext', 'puttext', 'movetext', '_directvideop', 'cscanf', 'getpass',
] as const;
/**
 * What a byte conio writes costs, in the machine's instructions (580 000 a ms): 20 µs, DOSBox's
 * time for cprintf("count is %d\r\n") under the oracle's `cycles=max`, 4 280 lines in 20 ticks
 * (probe CP1 in test/fixtures/console-time, each line scrolling the window).
 */
const CONIO_BYTE_INSTRUCTIONS = 11500;

/** The ones that wait for a key. */
export const CONIO_BLOCKING = ['getch', 'getche', 'kbhit', 'cgets', 'cscanf', 'getpass'] as const;

/** sscanf over a JS string into the program's pointers (library-stdio.ts's conversions and stores). */
export type ScanText = (text: string, fmt: number, ptrs: number[]) => number;

/** struct text_info's fields, one unsigned char each, in TC 2.0's order. */
const TEXT_INFO: readonly (keyof conio.TextInfo)[] = [
  'winleft', 'wintop', 'winright', 'winbottom', 'attribute', 'normattr', 'currmode', 'screenheight', 'screenwidth', 'curx', 'cury',
];

export function conioBindings(
  D: DataSegment,
  format: (fmt: number, args: readonly (number | string)[], call: string, alone?: boolean[]) => string,
  scanText: ScanText,
  /** Text written by the library through DOS on a standard handle: 2 stderr's stream, 1 DOS's own output (INT 21h AH=02h). */
  dosWrite: (s: string, handle: number) => void,
): Record<(typeof CONIO_NAMES)[number], Binding> {
  const b = D.bytes;
  let directvideo = 0;
  /** directvideo's value (1, TC's default, until the program takes its address). */
  const direct = (): boolean => directvideo === 0 || D.dv.getInt16(directvideo, true) !== 0;
  /** A conio call's scrolls: with directvideo 0 the BIOS's, on the page it shows; with 1 TC's own, on page 0 (runtime/tc/bios-text.ts). */
  const bios = <T>(f: () => T): T => {
    const p = pagesOf(machine());
    p.conio = direct() ? 'direct' : 'bios';
    try {
      return f();
    } finally {
      p.conio = null;
    }
  };
  /** conio's output of `n` bytes takes time (CONIO_BYTE_INSTRUCTIONS); then `f`. */
  const out = <T>(n: number, f: () => T): T => {
    runningMachine()?.spend(n * CONIO_BYTE_INSTRUCTIONS); // (not counted as a call: machine() would)
    return bios(f);
  };
  /** getche's echo: putch's, with directvideo as it is. */
  const echo = (c: number): number => bios(() => conio.putch(c, direct()));
  /** A call that leaves AX as TC's does (library-ax.ts CONIO_AX: what a call of an undefined function after it returns, and _AX). */
  const leavingAx = (name: keyof typeof CONIO_AX, call: (a: number, b: number, c: number, d: number) => void): Binding => (a = 0, b = 0, c = 0, d = 0) => {
    call(a, b, c, d);
    const ax = CONIO_AX[name]!(conio.conioWindow(), a, b, c, d);
    if (ax !== null) D.leaveAx(ax);
  };
  return {
    getch: () => conio.getch(),
    getche: () => conio.getche(echo),
    ungetch: (c) => conio.ungetch(c),
    kbhit: () => conio.kbhit(),
    putch: (c) => {
      if (direct() && (c & 0xff) !== 7) D.loadEs(TEXT_SEGMENT);
      return out(1, () => conio.putch(c, direct()));
    },
    cputs: (s) => {
      const text = D.str(s);
      // ES: strlen's DS, then the screen's segment once a character goes to it directly (probes
      // ESC, ESD: "ab" and "\r\n" B800h; "", "\a", and any with directvideo 0 DS; putch the same, BIOS kept)
      D.loadEs(direct() && /[^\x07]/.test(text) ? TEXT_SEGMENT : DS_SEGMENT);
      return out(text.length, () => conio.cputs(text, direct()));
    },
    cprintf: (fmt, ...args) => {
      // which characters TC's formatter hands over one at a time (format.ts formatC)
      const alone: boolean[] = [];
      const text = format(fmt, args, 'cprintf', alone);
      out(text.length, () => conio.cprintfPieces(text, alone, direct()));
      return formattedCount(text);
    },
    /** str[0] holds the most characters + 1; the line goes to str + 2, its length to str[1]. */
    getpass: (prompt) => {
      const text = D.str(prompt);
      return (function* getpassLine(): Blocking<number> {
        return D.staticString('getpass', yield* conio.getpass(text, dosWrite), conio.PASS_MAX + 1);
      })();
    },
    cgets: (p) => {
      D.range('cgets', p, 2);
      const max = b[p]!;
      return (function* cgetsLine(): Blocking<number> {
        const line = yield* conio.cgets(max, (text) => dosWrite(text, 1)); // AH=0Ah's echo: STDOUT's
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
          input += String.fromCharCode(yield* conio.getche(echo));
        }
      })();
    },
    clrscr: leavingAx('clrscr', () => conio.clrscr()),
    clreol: leavingAx('clreol', () => conio.clreol()),
    delline: () => bios(() => conio.delline(direct())),
    insline: () => bios(() => conio.insline(direct())),
    window: leavingAx('window', (l, t, r, bt) => conio.window(l, t, r, bt)),
    gotoxy: leavingAx('gotoxy', (x, y) => conio.gotoxy(x, y)),
    wherex: () => conio.wherex(),
    wherey: () => conio.wherey(),
    textcolor: leavingAx('textcolor', (c) => conio.textcolor(c)),
    textbackground: leavingAx('textbackground', (c) => conio.textbackground(c)),
    textattr: leavingAx('textattr', (a) => conio.textattr(a)),
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
