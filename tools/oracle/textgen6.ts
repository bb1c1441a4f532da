/**
 * Generated text-mode programs, version 6 (programs `W00001.C` …; docs/FIDELITY.md "Generated
 * text-mode programs"), in version 4's form (textgen4.ts: its dump, numbers line and page 0's
 * cells): a mix versions 3–5 do not make —
 *
 * - the mode set behind conio's back (INT 10h AH=00h to 00h–03h and 07h, with bit 7 that keeps
 *   video memory), then conio (windows, writes, scrolls, gettextinfo) before and after a textmode;
 * - windows in the 40-column and mono modes right after textmode, with rectangles that fit only
 *   80 columns (refused there) and windows of one cell;
 * - the keyboard as a program meets it: extended keys (a 0 and the scan code: F1, Alt+letter,
 *   F11, the grey arrows' E0h words, keypad Enter's E00Dh, Alt+keypad's 00E0h, the Ctrl-Break
 *   word 0000h) through getch, getche (its echo of the 0), kbhit and bioskey, ungetch before
 *   getch, getche, kbhit, cscanf and cgets, and cgets with extended keys typed into its line;
 * - DOS's output (printf, puts, putchar, fputs to stderr) with tabs, backspaces and long lines
 *   between conio's writes in windows, and wherex/wherey after it;
 * - putch of control characters and cputs at a window's last cell with directvideo 0 and 1 in
 *   every mode.
 *
 * Nothing waits for a key that was not typed: every read is given its keys first (the buffer
 * emptied), and what a call may leave over (an extended key's scan code, a character pushed
 * back) is either read or harmless to the next read, which again has keys of its own.
 */
import { Rng } from './generate.ts';
import { keys, textProgram4 } from './textgen4.ts';
import { conversion, drawScenes } from './textgen-common.ts';

export const TEXTGEN6_SCENES = 6;

const hex = (n: number): string => `0x${n.toString(16)}`;

/** A `keyw(...)` statement: the buffer emptied, then these key words (scan code high, character low). */
const keyWords = (words: readonly number[]): string => `{ static unsigned k[] = { ${words.map(hex).join(', ')}, 0 }; keys(k); }`;
/** The 0000h word ends keys()'s list: the Ctrl-Break word goes in by its own helper. */
const DECLARATIONS = `static void keys(unsigned *k);

/* keys, then the Ctrl-Break word (0000h) at the buffer's head: keys() stops at a 0 word */
static void brk(unsigned *k)
{
  keys(k);
  poke(0x40, 0x1A, 0x3C);
  poke(0x40, 0x3C, 0);
}
`;

/** Ordinary keys as words. */
const ORDINARY = [0x1e61, 0x1c0d, 0x0231, 0x3920, 0x0e08, 0x0f09, 0x011b, 0x2c5a, 0x0332];
/** Extended keys: F1, Alt+A, Alt+X, F11, grey Up and Left (E0h low), keypad Enter (E0h high), Alt+224 (E0h low, scan 0), Up, Home. */
const EXTENDED = [0x3b00, 0x1e00, 0x2d00, 0x8500, 0x48e0, 0x4be0, 0xe00d, 0x00e0, 0x4800, 0x4700];

/** The extended keys DOSBox's CON device hands over as two characters, 0 and the scan code (00E0h is the character E0h, E00Dh a CR). */
const TWO_PART = EXTENDED.filter((w) => w !== 0x00e0 && w !== 0xe00d);

const key = (r: Rng): number => (r.chance(0.55) ? r.pick(EXTENDED) : r.pick(ORDINARY));

const MODES = ['BW40', 'C40', 'BW80', 'C80', 'MONO', 'LASTMODE', 'C40', 'C80', '64'];
const TEXTS = ['Hi', 'AB\\r\\nCD', 'x\\by', 'tab\\there', 'bell\\aX', 'end\\n', '\\r\\n', 'wrap-wrap-wrap-wrap-wrap', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz!#$&*', '\\333\\262\\261', 'The quick brown fox jumps over the lazy dog', '\\b\\b\\bZ'];
const text = (r: Rng): string => Array.from({ length: r.int(1, 3) }, () => r.pick(TEXTS)).join(r.pick(['', ' ', '\\r\\n']));
const DOS_TEXTS = ['dos', 'a\\tb\\tc', 'back\\b\\bX', 'cr\\rY', 'lf\\nZ', 'bell\\a!', '0123456789012345678901234567890123456789012345', 'The quick brown fox jumps over the lazy dog, the quick brown fox jumps'];
const dosText = (r: Rng): string => Array.from({ length: r.int(1, 3) }, () => r.pick(DOS_TEXTS)).join(r.pick(['', ' ', '\\n']));

/**
 * A window: often one that fits only 80 columns, one cell, the screen's edges, or random. Its left
 * column is never past 40: conio checks a window against the columns it knows, and with 80 of them
 * on a 40-column screen a BIOS scroll of a window whose left column is off the screen never ends
 * in DOSBox 0.74 (its row copy's length goes negative: a first run's W00025 and W00030).
 */
function windowStep(r: Rng): string {
  const w = r.pick([40, 40, 80]);
  switch (r.int(0, 7)) {
    case 0: return `window(1, 1, ${r.pick([40, 80, 41])}, 25);`;
    case 1: { const c = r.int(1, 40), y = r.int(1, 25); return `window(${c}, ${y}, ${c}, ${y});`; }
    case 2: return `window(${r.int(30, 40)}, ${r.int(1, 20)}, ${r.int(38, 60)}, ${r.int(20, 25)});`;
    case 3: return `window(${r.pick([0, 1, 2])}, ${r.pick([0, 1, 26])}, ${r.pick([1, 40, 80, 81])}, ${r.pick([1, 25, 26])});`;
    default: {
      const l = r.int(1, Math.min(w - 4, 40)), t = r.int(1, 21);
      return `window(${l}, ${t}, ${r.int(l + 1, Math.min(w, l + 25))}, ${r.int(t + 1, Math.min(25, t + 8))});`;
    }
  }
}

/** What conio does right after something moved under it: a write, a position, a window, a clear, its numbers. */
function conioAfter(r: Rng): string {
  return r.pick([
    `rv = cputs("${text(r)}");`,
    `gotoxy(${r.pick([1, 10, 40, 41, 80])}, ${r.pick([1, 12, 25])}); rv = cputs("${r.pick(TEXTS)}");`,
    `${windowStep(r)} rv = cputs("${text(r)}");`,
    `clrscr(); rv = cputs("${r.pick(TEXTS)}");`,
    'gettextinfo(&ti); rv = cprintf("%d %d %d %d %d %d %d %d %d %d %d\\r\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury);',
    `for (i = 0; i < ${r.int(20, 30)}; i++) cprintf("line %d\\r\\n", i);`,
    `rv = putch(${r.pick([65, 10, 13, 8, 7])});`,
  ]);
}

function step(r: Rng): string {
  switch (r.int(0, 35)) {
    case 0: case 1:
      // the mode set behind conio's back (bit 7: video memory kept)
      return `r.x.ax = ${hex(r.pick([0, 1, 2, 3, 3, 7, 0x81, 0x83, 0x80, 1]))}; int86(0x10, &r, &r); ${conioAfter(r)}`;
    case 2: case 3:
      return `textmode(${r.pick(MODES)}); ${r.chance(0.6) ? windowStep(r) : ''} rv = cputs("${text(r)}");`;
    case 4: case 5:
      return `${windowStep(r)}${r.chance(0.5) ? ` rv = cputs("${text(r)}");` : ''}`;
    case 6: {
      // into the window's last cell (or its last row's start), then text or a control character
      const where = r.pick(['gotoxy(ti.winright - ti.winleft + 1, ti.winbottom - ti.wintop + 1);', 'gotoxy(1, ti.winbottom - ti.wintop + 1);', 'gotoxy(ti.winright - ti.winleft + 1, 1);']);
      return `gettextinfo(&ti); ${where} rv = ${r.pick([`cputs("${text(r)}")`, `putch(${r.pick([65, 10, 13, 8, 7, 9, 0, 255])})`])};`;
    }
    case 7: case 8:
      return `directvideo = ${r.int(0, 1)};`;
    case 9:
      return r.pick([`textattr(${0x80 | r.int(0, 127)});`, `textattr(${r.int(0, 255)});`, `textcolor(BLINK + ${r.int(0, 15)});`, `textbackground(${r.int(0, 15)});`, 'highvideo();', 'lowvideo();', 'normvideo();']);
    case 10: case 11: {
      // getch or getche of one or two keys, extended ones often; two reads, or one (a scan code left for later)
      const ks = [key(r), key(r)];
      const call = r.pick(['getch', 'getche']);
      return `${keyWords(ks)} rv = ${call}();${r.chance(0.7) ? ` rw = ${r.pick(['getch', 'getche'])}();` : ''}`;
    }
    case 12: {
      // kbhit: with a key waiting, with none, after an extended key's first half
      const ks = [key(r)];
      return r.pick([
        `${keyWords(ks)} rv = kbhit(); rw = getch(); rz = kbhit();`,
        'rv = kbhit();',
        // a second getch only after a key of two characters (its scan code): another leaves nothing to read
        // (a first run's W00103, W00113, W00128, W00153 waited after 00E0h and E00Dh)
        `${keyWords(ks)} rw = getch(); rv = kbhit();${TWO_PART.includes(ks[0]!) && r.chance(0.7) ? ' rz = getch();' : ''}`,
      ]);
    }
    case 13: {
      // the Ctrl-Break word at the buffer's head: kbhit takes it away, getch returns a single 0
      const ks = [r.pick(ORDINARY)];
      return r.pick([
        `{ static unsigned k[] = { ${hex(ks[0]!)}, 0 }; brk(k); } rv = kbhit(); rw = getch();`,
        `{ static unsigned k[] = { ${hex(ks[0]!)}, 0 }; brk(k); } rv = getch(); rw = getch();`,
      ]);
    }
    case 14: case 15: {
      // ungetch: then kbhit, getch, getche, a second ungetch
      const c = r.pick([65, 0, 13, 8, 7, 255, 0x161]);
      return `rv = ungetch(${c}); ${r.pick([
        'rw = kbhit(); rz = getch();',
        'rw = getche();',
        `rw = ungetch(${r.int(33, 126)}); rz = getch();`,
        `${keyWords([r.pick(ORDINARY)])} rw = getch(); rz = getch();`,
      ])}`;
    }
    case 16: {
      // cscanf after a character pushed back, or with an extended key among its keys
      const into = r.pick([['%d', '&iv'], ['%s', 'sv'], ['%c', 'sv']] as const);
      const push = r.chance(0.5) ? `ungetch(${r.pick([49, 32, 97, 45])}); ` : '';
      return `${push}${keys(`${r.pick(['', ' '])}${r.pick(['12', '-7', 'abc', '305'])}${r.pick([' ', '\r'])}`)} rv = cscanf("${into[0]}", ${into[1]});`;
    }
    case 17: {
      // cgets: extended keys typed into its line are not taken
      const words = [...Array.from({ length: r.int(0, 2) }, () => r.pick([...ORDINARY.filter((w) => ![0x1c0d, 0x011b, 0x0e08].includes(w)), ...EXTENDED.filter((w) => w !== 0xe00d)])), 0x1c0d];
      return `${r.chance(0.3) ? 'ungetch(66); ' : ''}${keyWords(words)} sv[0] = 8; rv = (int)(cgets(sv) - sv); rw = sv[1];`;
    }
    case 18:
      // F11 left out: INT 16h AH=01h drops a 101-key keyboard's keys from the buffer, and AH=00h passes over them
      const k101 = (): number => { const k = key(r); return k === 0x8500 ? 0x3b00 : k; };
      return `${keyWords([k101(), k101(), r.pick(ORDINARY)])} rv = bioskey(1); rw = getch(); rz = bioskey(${r.pick([0, 1])});`;
    case 19: case 20:
      return r.pick([`rv = printf("${dosText(r)}");`, `rv = puts("${dosText(r)}");`, `rv = putchar(${r.pick([65, 10, 13, 8, 7, 9])});`, `fflush(stdout); rv = cputs("${text(r)}");`, `rv = fputs("${dosText(r)}", stderr);`]);
    case 21:
      return `rv = wherex() * 100 + wherey(); rw = cprintf("[%d,%d]", wherex(), wherey());`;
    case 22: case 23:
      return `rv = putch(${r.pick([7, 8, 9, 10, 13, 0, 27, 255, 65])});`;
    case 24:
      return `${r.pick(['insline();', 'delline();', 'clreol();', 'clrscr();'])} rv = cputs("${r.pick(TEXTS)}");`;
    case 25: {
      const l = r.int(1, 45), t = r.int(1, 24), rr = l + r.int(-1, 12), b = t + r.int(-1, 4);
      return `rv = gettext(${l}, ${t}, ${rr}, ${b}, sbuf); rw = puttext(${Math.max(1, l + r.int(-2, 2))}, ${Math.max(1, t + r.int(-1, 1))}, ${Math.max(1, rr + r.int(-2, 2))}, ${b}, sbuf);`.replace(/rw = puttext\((\d+), (\d+), (\d+), (\d+)/, (s, a, bb, c, d) => (Number(c) < Number(a) ? `rw = puttext(${a}, ${bb}, ${a}, ${d}` : s));
    }
    case 26: {
      const l = r.int(1, 45), t = r.int(1, 24);
      return `rv = movetext(${l}, ${t}, ${l + r.int(0, 12)}, ${t + r.int(0, 4)}, ${r.int(1, 48)}, ${r.int(1, 25)});`;
    }
    case 27: {
      const [spec, arg] = conversion(r).split('", ') as [string, string];
      return `rv = cprintf("${spec}${r.pick(['', '\\r\\n', '\\a', '\\t'])}", ${arg});`;
    }
    case 28:
      return `for (i = 0; i < ${r.int(3, 30)}; i++) ${r.pick(['cprintf("row %d\\r\\n", i);', 'printf("dos %d\\n", i);', 'putch(\'a\' + i % 26);', 'cputs("wrap me ");'])}`;
    case 29:
      return `gotoxy(${r.pick([0, -1, 41, 81, 256, r.int(1, 80)])}, ${r.pick([0, 26, -1, r.int(1, 25)])}); rv = ${r.pick([`cputs("${r.pick(TEXTS)}")`, 'putch(66)', 'wherex() * 100 + wherey()', `printf("${r.pick(DOS_TEXTS)}")`])};`;
    case 30:
      // the mode as the BIOS reports it (AH=0Fh) and conio's numbers
      return `r.x.ax = 0x0f00; int86(0x10, &r, &r); rv = r.x.ax; rw = r.x.bx; gettextinfo(&ti); rz = ti.currmode * 256 + ti.screenwidth;`;
    default:
      return `rv = cputs("${text(r)}");`;
  }
}

/** The program of `seed`: the name is given by the caller (textgen.ts textProgramName). */
export function generateText6(seed: number): { body: string; scenes: string[][] } {
  const r = new Rng(seed * 2246822519 + 6);
  const scenes = drawScenes(r, TEXTGEN6_SCENES, 5, 11, step);
  // DOSBox's CON device keeps an extended key's scan code for the next read across programs (a
  // first run's W00042, W00044, W00050: a scan code an earlier program of the session left was the
  // first getch's): each program reads what is left before its scenes and after them
  const drain = '  while (kbhit()) getch();\n';
  const body = textProgram4(scenes, DECLARATIONS)
    .replace('#include <dos.h>\n', '#include <dos.h>\n#include <bios.h>\n')
    .replace('  f = fopen(', `${drain}  f = fopen(`)
    .replace('  fclose(f);\n', `  fclose(f);\n${drain}`);
  return { body, scenes };
}
