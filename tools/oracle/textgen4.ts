/**
 * Generated text-mode programs, version 4 (programs `U00001.C` …; docs/FIDELITY.md "Generated
 * text-mode programs"): a mix that version 3 (textgen.ts) samples little — textmode switches with
 * output right after each, windows at the screen's edges and of one row or one column, writing
 * into a window's last cell (the scroll), insline/delline/clreol inside windows, the attribute
 * calls with BLINK and backgrounds of 8 and up, gotoxy out of range, wherex/wherey and gettextinfo
 * printed with cprintf, putch of control characters, printf/puts/putchar through DOS between conio
 * calls, input with the keys stuffed into the BIOS type-ahead buffer beforehand (getch, getche,
 * cscanf, cgets, scanf, gets, getchar: their echo), INT 10h through int86 and intr (cursor shape
 * and position, pages, scrolls, reading and writing characters and attributes, the teletype, the
 * mode) and the video pages.
 *
 * The keys: each input call is given its keys just before it (the buffer emptied first, at most
 * 12), always ending so that the call returns: a line for DOS's line input ends with Enter and
 * holds a non-blank character, cscanf's keys a word and a blank after it. Esc goes to getch and
 * getche only: typed into DOS's line input in DOSBox it left a program waiting (a first run's seed 38). Nothing is typed by a
 * host, so the same text runs unattended in DOSBox and on mode12h.
 *
 * A scene's numbers line is version 3's and more: the BIOS's active page (0040:0062), its start
 * (0040:004E), the cursor shape (0040:0060), the eight pages' cursors (0040:0050–005F), a checksum
 * of all of B800's 32 KB (the other pages) and the last values read. The cells are page 0's, as in
 * version 3.
 */
import { Rng } from './generate.ts';
import { conversion, drawScenes, TEXT_FILE } from './textgen-common.ts';

export const TEXTGEN4_SCENES = 6;

const MODES = ['BW40', 'C40', 'BW80', 'C80', 'MONO', 'LASTMODE'];

/** Scan codes of the keys typed (the US layout), by character. */
export const SCAN: Record<string, number> = { '\r': 0x1c, '\b': 0x0e, '\t': 0x0f, '\x1b': 0x01, '\x07': 0x22, ' ': 0x39, '-': 0x0c, '+': 0x0d, '.': 0x34, ',': 0x33 };
'1234567890'.split('').forEach((c, i) => (SCAN[c] = 2 + i));
['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].forEach((r, k) => r.split('').forEach((c, i) => {
  SCAN[c] = SCAN[c.toUpperCase()] = [0x10, 0x1e, 0x2c][k]! + i;
}));

/** A `keys(...)` statement: the buffer emptied, then each character's key word. */
export function keys(text: string): string {
  const words = [...text].map((c) => `0x${(((SCAN[c] ?? 0x39) << 8) | c.charCodeAt(0)).toString(16)}`);
  return `{ static unsigned k[] = { ${words.join(', ')}, 0 }; keys(k); }`;
}

const TOKENS = ['12', '-7', '305', '0', 'abc', 'Q', '99999', '4x', '+3', '1.5', 'hello', '7a'];
const PREFIX = ['', '', '', ' ', 'zz\b\b', 'x\b', '  ', '\t', '\x07', 'a\bb'];

/** A line for DOS's line input: a prefix (edited away or blank), a token that stays, Enter. */
const line = (r: Rng): string => `${r.pick(PREFIX)}${r.pick(TOKENS)}${r.pick(['', '', ' 8', ' ', ' q'])}\r`;

const CONTROLS = [0, 7, 8, 9, 10, 13, 27, 127, 255, 1, 12, 26, 14];
const TEXTS = ['Hi', 'AB\\r\\nCD', 'x\\by', 'tab\\there', 'bell\\aX', 'end\\n', '\\r\\n', 'wrap-wrap-wrap-wrap-wrap', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz!#$&*', '\\b\\b\\bZ', '\\333\\262\\261'];

/** A short text for conio or DOS output. */
const words = (r: Rng): string => Array.from({ length: r.int(1, 3) }, () => r.pick(TEXTS)).join(r.pick(['', ' ', '\\r\\n']));

/** A window: at the screen's edges, one row or column, the whole screen, the last cell, or random. */
function windowStep(r: Rng): string {
  const k = r.int(0, 9);
  const w = r.pick([40, 80]);
  switch (k) {
    case 0: return `window(1, 1, ${w}, 25);`;
    case 1: { const c = r.pick([1, w, r.int(1, w)]); return `window(${c}, ${r.int(1, 10)}, ${c}, ${r.int(10, 25)});`; }
    case 2: { const y = r.pick([1, 25, r.int(1, 25)]); return `window(${r.int(1, 20)}, ${y}, ${r.int(20, w)}, ${y});`; }
    case 3: return `window(${w}, 25, ${w}, 25);`;
    case 4: return `window(${r.int(w - 10, w)}, ${r.int(18, 25)}, ${w}, 25);`;
    case 5: return `window(1, 1, ${r.int(1, 10)}, ${r.int(1, 5)});`;
    case 6: return `window(${r.int(1, w)}, ${r.int(1, 25)}, ${r.pick([w + 1, 81, 0])}, ${r.pick([25, 26, 0])});`;
    default: {
      const l = r.int(1, w - 2), t = r.int(1, 23);
      return `window(${l}, ${t}, ${r.int(l, w)}, ${r.int(t, 25)});`;
    }
  }
}

/** INT 10h through int86. */
function int10(r: Rng): string {
  // pages 0–7 (AH=05h's own pick goes past: the S3's BIOS takes it modulo 8); DOSBox keeps page
  // n's cursor at 0040:0050 + 2n, so a page past 7 would write the cursor shape and the page byte
  const page = r.pick([0, 0, 0, 0, 1, 1, 2, 2, 3, r.int(0, 7), r.int(0, 7), r.int(0, 7), r.int(0, 7), r.int(8, 9) & 7]);
  const set = (ah: number, al: number, bx: string, cx: number, dx: number): string =>
    `r.x.ax = 0x${((ah << 8) | al).toString(16)}; r.x.bx = ${bx}; r.x.cx = 0x${cx.toString(16)}; r.x.dx = 0x${dx.toString(16)}; int86(0x10, &r, &r); rv = r.x.ax; rw = r.x.cx; rz = r.x.dx;`;
  const pos = (): number => (r.pick([r.int(0, 24), 24, 0, r.int(25, 30)]) << 8) | r.pick([r.int(0, 79), 0, 39, 79, r.int(80, 90)]);
  const attr = r.pick([0x07, 0x1f, 0x70, 0x8e, 0x4c, r.int(0, 255)]);
  switch (r.int(0, 12)) {
    case 0: return set(1, 0, '0', r.pick([0x0607, 0x0007, 0x2000, 0x0e0f, 0x0b0c, 0x0400, r.int(0, 0x1f1f)]), 0);
    case 1: case 2: return set(2, 0, `0x${(page << 8).toString(16)}`, 0, pos());
    case 3: return set(3, 0, `0x${(page << 8).toString(16)}`, 0, 0);
    case 4: return set(5, r.pick([0, 0, 1, 2, 3, r.int(0, 7), 8]), '0', 0, 0);
    case 5: {
      // the left column on a 40-column screen too: DOSBox 0.74 clamps only the right one, and a left
      // past it makes its row copy's length negative, a copy of 4 GB (the program never ends)
      const t = r.int(0, 24), l = r.int(0, 39);
      return set(r.pick([6, 7]), r.pick([0, 1, 1, 2, r.int(3, 30)]), `0x${(attr << 8).toString(16)}`, (t << 8) | l, (r.int(t, 26) << 8) | r.int(l, 82));
    }
    case 6: return set(8, 0, `0x${(page << 8).toString(16)}`, 0, 0);
    case 7: case 8: return set(r.pick([9, 10]), r.pick([65, 66, 0xdb, 7, 13, r.int(32, 126)]), `0x${((page << 8) | attr).toString(16)}`, r.pick([1, 1, 3, r.int(1, 100), 0]), 0);
    case 9: case 10: return set(0x0e, r.pick([65, 97, 7, 8, 10, 13, 9, r.int(32, 126)]), `0x${((page << 8) | attr).toString(16)}`, 0, 0);
    case 11: return set(0x0f, 0, '0', 0, 0) + ' rw = r.x.bx;';
    default: {
      // a string through the teletype, a character a call, after the cursor is put on page BH (AH=13h
      // cannot be reached: TC 2.0's intr does not load BP from r_bp, so ES:BP points into its stack —
      // a first run's seeds 3, 5 and 7 wrote bytes from there)
      const al = r.pick([0, 1, 2, 3]);
      const text = al & 2 ? 'A\\037B\\056C\\117\\r\\007' : r.pick(['Hello', 'a\\rb\\nc', 'x\\by\\az', 'ABCDEFGHIJ']);
      return `r.x.ax = 0x200; r.x.bx = 0x${(page << 8).toString(16)}; r.x.dx = 0x${pos().toString(16)}; int86(0x10, &r, &r); for (i = 0; "${text}"[i]; i++) { r.h.ah = 0x0e; r.h.al = "${text}"[i]; r.x.bx = 0x${((page << 8) | attr).toString(16)}; int86(0x10, &r, &r); } rv = r.x.ax;`;
    }
  }
}

function step(r: Rng): string {
  switch (r.int(0, 33)) {
    case 0: case 1:
      return `textmode(${r.pick(MODES)}); rv = cputs("${words(r)}");`;
    case 2: case 3:
      return windowStep(r);
    case 4:
      return `textcolor(${r.pick([r.int(0, 15) + 128, 'BLINK + YELLOW', 'BLINK', r.int(0, 15), r.int(16, 255)])});`;
    case 5:
      return `textbackground(${r.pick([r.int(8, 15), r.int(0, 7), r.int(16, 255)])});`;
    case 6:
      return r.pick([`textattr(${r.int(0, 255)});`, 'highvideo();', 'lowvideo();', 'normvideo();']);
    case 7: case 8:
      return `${r.pick(['insline();', 'delline();', 'clreol();', 'clrscr();'])} rv = cputs("${r.pick(TEXTS)}");`;
    case 9:
      return `gotoxy(${r.pick([0, -1, 81, 41, 256, 257, -255, r.int(1, 80), 1, 80, 40])}, ${r.pick([0, -1, 26, 256, 257, r.int(1, 25), 1, 25])});`;
    case 10: {
      // into the window's last cell (or its last row's start), then text: the wrap and the scroll
      const where = r.pick(['gotoxy(ti.winright - ti.winleft + 1, ti.winbottom - ti.wintop + 1);', 'gotoxy(1, ti.winbottom - ti.wintop + 1);', 'gotoxy(ti.winright - ti.winleft, ti.winbottom - ti.wintop + 1);']);
      return `gettextinfo(&ti); ${where} rv = ${r.pick([`cputs("${words(r)}")`, `cprintf("%c%c%s", ${r.int(33, 126)}, ${r.int(33, 126)}, "${r.pick(TEXTS)}")`, `putch(${r.pick([65, 10, 13, 8, 7, 9])})`])};`;
    }
    case 11: case 12:
      return `rv = cprintf("${r.pick(['[%d,%d]', '%d %d\\r\\n', '<%02d:%02d>'])}", wherex(), wherey());`;
    case 13:
      return `gettextinfo(&ti); rv = cprintf("%d %d %d %d %d %d %d %d %d %d %d\\r\\n", ti.winleft, ti.wintop, ti.winright, ti.winbottom, ti.attribute, ti.normattr, ti.currmode, ti.screenheight, ti.screenwidth, ti.curx, ti.cury);`;
    case 14: case 15:
      return `rv = putch(${r.pick(CONTROLS)});`;
    case 16:
      return `directvideo = ${r.int(0, 1)};`;
    case 17: case 18:
      return r.pick([`rv = printf("${words(r)}");`, `rv = puts("${words(r)}");`, `rv = putchar(${r.pick([65, 10, 13, 8, 7, 9, 0xdb, 32])});`, `fflush(stdout); rv = cputs("${words(r)}");`]);
    case 19: case 20:
      return `rv = cprintf("${words(r)}");`;
    case 21: {
      const [spec, arg] = conversion(r).split('", ') as [string, string];
      return `rv = cprintf("${spec}${r.pick(['', '\\r\\n', '\\a', '\\t'])}", ${arg});`;
    }
    case 22: case 23: {
      const k = r.pick(['a', 'Z', '5', '\r', '\b', '\t', '\x07', '\x1b', ' ', 'q']);
      return `${keys(k)} rv = ${r.pick(['getche', 'getch', 'getche'])}();`;
    }
    case 24: {
      const [fmt, into] = r.pick([['%d', '&iv'], ['%s', 'sv'], ['%d %d', '&iv, &jv'], ['%x', '&iv'], ['%c', 'sv']] as const);
      // a word and a blank after it (%s reads on to a blank: cscanf would wait for more keys)
      const tok = r.pick(TOKENS);
      return `${keys(`${r.pick(['', ' ', '\r'])}${fmt === '%d %d' ? `${tok} ${r.int(0, 99)}` : tok}${r.pick(fmt === '%s' ? [' ', '\r'] : [' ', '\r', ';'])}`)} rv = cscanf("${fmt}", ${into});`;
    }
    case 25: {
      const [fmt, into] = r.pick([['%d', '&iv'], ['%s', 'sv'], ['%d', '&iv'], ['%c', 'sv']] as const);
      return `${keys(line(r))} rv = scanf("${fmt}", ${into});`;
    }
    case 26:
      // cgets's line within its 7 characters: DOSBox 0.74's line input (INT 21h AH=0Ah) with its
      // buffer full refuses Enter too and waits for ever (a probe: 9 keys and Enter to cgets of 8 hung)
      const call = r.pick(['cgets', 'gets', 'getchar']);
      if (call === 'cgets') return `${keys(`${r.pick(['', ' ', 'x\b'])}${r.pick(TOKENS)}\r`)} sv[0] = 8; rv = (int)(cgets(sv) - sv); rw = sv[1];`;
      return `${keys(line(r))} ${call === 'gets' ? 'rv = gets(sv) != 0;' : 'rv = getchar();'}`;
    case 27: case 28: case 29: case 30:
      return int10(r);
    case 31:
      return `rv = cputs("${'0123456789'.repeat(r.int(1, 9))}");`;
    case 32:
      return `rv = ${r.pick(['wherex()', 'wherey()'])};`;
    default:
      return `for (i = 0; i < ${r.int(3, 30)}; i++) ${r.pick(['cprintf("row %d\\r\\n", i);', 'printf("dos %d\\n", i);', 'putch(\'a\' + i % 26);', 'cputs("\\n");'])}`;
  }
}

const prelude = (declarations: string): string => `#include <stdio.h>
#include <conio.h>
#include <dos.h>

static FILE *f;
static char sbuf[4000];
static char sv[80];
static int rv, rw, rz, iv, jv, i;
static unsigned u;
static union REGS r;
static struct text_info ti;
${declarations}
/* keys into the BIOS type-ahead buffer (emptied first), as if typed: each word the scan code and the character */
static void keys(unsigned *k)
{
  unsigned t = 0x1E;
  poke(0x40, 0x1A, t);
  for (; *k; k++) {
    poke(0x40, t, *k);
    t += 2;
  }
  poke(0x40, 0x1C, t);
}

/* a scene: the numbers, then page 0's cells */
static void dump(int k)
{
  struct text_info t;
  int n, j, mode;
  unsigned sum = 0;
  gettextinfo(&t);
  mode = peekb(0x40, 0x49);
  for (u = 0; u < 32768u; u += 2) sum = ((sum << 1) | (sum >> 15)) ^ peek(0xB800, u);
  fprintf(f, "s%d m%d c%d x%d y%d w%d,%d,%d,%d a%d n%d cm%d h%d w%d c%d,%d rv%d,%d,%d dv%d p%d o%u ct%04x cur%04x,%04x,%04x,%04x,%04x,%04x,%04x,%04x k%04x iv%d,%d sv%02x%02x%02x%02x\\n",
    k, mode, peekb(0x40, 0x4A), wherex(), wherey(), t.winleft, t.wintop, t.winright, t.winbottom,
    t.attribute, t.normattr, t.currmode, t.screenheight, t.screenwidth, t.curx, t.cury, rv, rw, rz, directvideo,
    peekb(0x40, 0x62), peek(0x40, 0x4E), peek(0x40, 0x60), peek(0x40, 0x50), peek(0x40, 0x52), peek(0x40, 0x54),
    peek(0x40, 0x56), peek(0x40, 0x58), peek(0x40, 0x5A), peek(0x40, 0x5C), peek(0x40, 0x5E), sum, iv, jv,
    sv[0] & 255, sv[1] & 255, sv[2] & 255, sv[3] & 255);
  n = (mode == 0 || mode == 1 ? 40 : 80) * 50;
  if (mode == 7) {
    j = gettext(1, 1, 80, 25, sbuf);
    fwrite(sbuf, 1, n, f);
  } else {
    for (j = 0; j < n; j++) fputc(peekb(0xB800, j), f);
  }
  fputc('\\n', f);
  /* keys left over never reach the next scene */
  poke(0x40, 0x1A, peek(0x40, 0x1C));
}

int main(void)
{
  /* a fresh start (as version 3): the RAM at B8000 that mode 07h leaves unmapped zeroed, then two
     mode sets to clear all 32 KB of B800 and put page 0 on the screen */
  textmode(MONO);
  for (u = 0; u < 32768u; u++) pokeb(0xB800, u, 0);
  textmode(C40);
  textmode(C80);
  window(1, 1, 80, 25);
  textattr(7);
  clrscr();
  directvideo = 1;
  f = fopen("${TEXT_FILE}", "wb");
`;

/**
 * A version 4 program of the given scenes' steps (the generator's, or a probe's: textprobes4.ts),
 * each scene dumped after its steps; `declarations` (version 5's helpers: textgen5.ts) go after
 * the variables.
 */
export function textProgram4(scenes: readonly (readonly string[])[], declarations = ''): string {
  const lines = scenes.flatMap((steps, s) => [...steps.map((x) => `  ${x}`), `  dump(${s + 1});`]);
  return `${prelude(declarations)}${lines.join('\n')}\n  fclose(f);\n  /* the next program starts from mode 3, page 0, attribute 07h (a textmode to the mode it is in sets nothing: the page by the BIOS; TC's start-up reads normattr from the active page) */\n  textmode(C80);\n  r.x.ax = 0x500;\n  int86(0x10, &r, &r);\n  window(1, 1, 80, 25);\n  textattr(7);\n  clrscr();\n  return 0;\n}\n`;
}

/** The program of `seed`: the name is given by the caller (textgen.ts textProgramName). */
export function generateText4(seed: number): { body: string; scenes: string[][] } {
  const r = new Rng(seed * 2246822519 + 4);
  const scenes = drawScenes(r, TEXTGEN4_SCENES, 4, 10, step);
  return { body: textProgram4(scenes), scenes };
}
