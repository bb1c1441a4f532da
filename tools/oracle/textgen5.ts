/**
 * Generated text-mode programs, version 5 (programs `V00001.C` …; docs/FIDELITY.md "Generated
 * text-mode programs"), in version 4's form (textgen4.ts: its dump, numbers line and page 0's
 * cells): a mix the earlier versions sample little — conio inside windows (insline/delline at the
 * window's rows, cputs wrapping at the window's right edge and scrolling at its bottom, clreol at
 * and past the edge, gotoxy out of the window), gettext/puttext round trips and movetext with the
 * destination overlapping the source, textattr with the blink bit and high/low/normvideo between
 * writes, directvideo switched often, the BIOS's character writes (INT 10h AH=09h, 0Ah, 0Eh, and
 * AH=13h's string with and without attributes, on pages 0–3) between conio calls, the cursor's
 * shape (AH=01h: TC 2.0 has no _setcursortype, so the three shapes it would set), the active page
 * switched (AH=05h) with conio and DOS output after, and textmode to 40 and 80 columns,
 * LASTMODE and 64 (C4350's number: TC 2.0 leaves mode 03h).
 *
 * AH=13h takes its string at ES:BP, which neither int86 nor intr loads: the program sets TC's
 * pseudo-registers and calls geninterrupt in a function of its own, BP kept in a static word and
 * put back (the function has no frame of its own: a BP left changed hangs the program's exit;
 * the string's offset is a static word too: `_BP = (unsigned)s13` fails TCC's register
 * allocation after `_ES = _DS`).
 *
 * Every rectangle gettext, puttext and movetext get is inside out never (version 3 samples those:
 * they copy the data segment over video memory), and starts on the screen.
 */
import { Rng } from './generate.ts';
import { textProgram4 } from './textgen4.ts';
import { conversion, drawScenes } from './textgen-common.ts';

export const TEXTGEN5_SCENES = 6;

/** The AH=13h helper and its words (textProgram4's declarations). */
const DECLARATIONS = `static char s13[40];
static unsigned a13, b13, c13, d13, p13, q13;

/* INT 10h AH=13h: the string at ES:BP (TC's int86 loads no BP): BP kept and put back */
${esBpInt10('13')}`;

/**
 * `int<n>`: INT 10h with AX…DX from the static words a<n>…d<n>, ES at DS and BP at p<n>, BP kept in
 * q<n> and put back (a function with no frame of its own: TC's int86 loads no BP, its intr loads DS).
 */
export function esBpInt10(n: string): string {
  return `static void int${n}(void)
{
  q${n} = _BP;
  _ES = _DS;
  _DX = d${n};
  _CX = c${n};
  _BX = b${n};
  _AX = a${n};
  _BP = p${n};
  geninterrupt(0x10);
  _BP = q${n};
}
`;
}

const MODES = ['C40', 'BW40', 'BW80', 'C80', 'C80', 'LASTMODE', '64', 'C40'];
const TEXTS = ['Hi', 'AB\\r\\nCD', 'x\\by', 'tab\\there', 'bell\\aX', 'end\\n', '\\r\\n', 'wrap-wrap-wrap-wrap-wrap', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz!#$&*', '\\333\\262\\261', 'The quick brown fox jumps over the lazy dog'];
const text = (r: Rng): string => Array.from({ length: r.int(1, 3) }, () => r.pick(TEXTS)).join(r.pick(['', ' ', '\\r\\n']));
const hex = (n: number): string => `0x${n.toString(16)}`;

/** A window: mostly inside 40 columns (so it fits every mode), at the edges, of one row or column. */
function windowStep(r: Rng): string {
  const w = r.pick([40, 40, 80]);
  switch (r.int(0, 7)) {
    case 0: return `window(1, 1, ${w}, 25);`;
    case 1: { const c = r.int(1, w); return `window(${c}, ${r.int(1, 12)}, ${c}, ${r.int(12, 25)});`; }
    case 2: { const y = r.int(1, 25); return `window(${r.int(1, 20)}, ${y}, ${r.int(20, w)}, ${y});`; }
    case 3: return `window(${r.int(w - 12, w - 2)}, ${r.int(15, 22)}, ${w}, 25);`;
    default: {
      const l = r.int(1, w - 4), t = r.int(1, 21);
      return `window(${l}, ${t}, ${r.int(l + 2, Math.min(w, l + 30))}, ${r.int(t + 1, Math.min(25, t + 10))});`;
    }
  }
}

/** INT 10h through int86: a register set and the call. */
const int86 = (ax: number, bx: number, cx: number, dx: number): string =>
  `r.x.ax = ${hex(ax)}; r.x.bx = ${hex(bx)}; r.x.cx = ${hex(cx)}; r.x.dx = ${hex(dx)}; int86(0x10, &r, &r); rv = r.x.ax;`;

const page = (r: Rng): number => r.pick([0, 0, 0, 0, 1, 1, 2, 3]);
const attr = (r: Rng): number => r.pick([0x07, 0x1f, 0x70, 0x8e, 0x4c, 0xce, r.int(0, 255)]);
const position = (r: Rng): number => (r.pick([r.int(0, 24), 24, 0, r.int(0, 24)]) << 8) | r.pick([r.int(0, 39), 0, 39, 79, r.int(0, 79)]);

/** The BIOS's character writes: AH=09h/0Ah from the cursor (a count that wraps rows), AH=0Eh, AH=02h first on a page. */
function biosWrite(r: Rng): string {
  const p = page(r);
  const place = r.chance(0.6) ? `${int86(0x200, p << 8, 0, position(r))} ` : '';
  switch (r.int(0, 2)) {
    case 0: case 1:
      return `${place}${int86((r.pick([9, 10]) << 8) | r.pick([65, 0xdb, 0xb1, 7, 13, r.int(33, 126)]), (p << 8) | attr(r), r.pick([1, 5, r.int(10, 90), 200]), 0)}`;
    default: {
      const s = r.pick(['Tele', 'a\\rb\\nc', 'x\\by\\az', 'tab\\t!', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
      return `${place}for (i = 0; "${s}"[i]; i++) { r.h.ah = 0x0e; r.h.al = "${s}"[i]; r.x.bx = ${hex((p << 8) | attr(r))}; int86(0x10, &r, &r); }`;
    }
  }
}

/** AH=13h: AL bit 0 moves the cursor, bit 1 takes an attribute after each character; DH=FFh the page's cursor. */
function string13(r: Rng): string {
  const al = r.int(0, 3);
  const s = al & 2 ? r.pick(['A\\037B\\056C\\117', 'x\\160y\\007\\r\\007\\n\\007z\\234', 'Q\\316R\\316']) : r.pick(['Hello', 'a\\rb\\nc', 'x\\by\\az', 'BIOS string 13h', 'tab\\tend']);
  const n = s.replace(/\\[0-7]{3}|\\./g, '.').length >> (al & 2 ? 1 : 0);
  const dx = r.chance(0.2) ? 0xff00 : position(r);
  return `strcpy(s13, "${s}"); p13 = (unsigned)s13; a13 = ${hex(0x1300 | al)}; b13 = ${hex((page(r) << 8) | attr(r))}; c13 = ${n}; d13 = ${hex(dx)}; int13();`;
}

/** A rectangle that starts on the screen and is not inside out: left, top, right, bottom. */
function rect(r: Rng): [number, number, number, number] {
  const l = r.int(1, 36), t = r.int(1, 22);
  return [l, t, Math.min(r.pick([40, 80]), l + r.int(0, 20)), Math.min(25, t + r.int(0, 8))];
}

function step(r: Rng): string {
  switch (r.int(0, 33)) {
    case 0: case 1:
      return `textmode(${r.pick(MODES)}); rv = cputs("${text(r)}");`;
    case 2: case 3: case 4:
      return windowStep(r);
    case 5:
      return r.pick([`textattr(${0x80 | r.int(0, 127)});`, `textattr(${r.int(0, 255)});`, `textcolor(BLINK + ${r.int(0, 15)});`, `textbackground(${r.int(0, 15)});`, `textcolor(${r.int(0, 15)});`]);
    case 6:
      return `${r.pick(['highvideo();', 'lowvideo();', 'normvideo();'])} rv = cputs("${r.pick(TEXTS)}");`;
    case 7: case 8:
      // at one of the window's rows (or below it), then text
      return `gotoxy(${r.pick([1, 1, 2, 5])}, ${r.pick([1, 2, 3, r.int(1, 12)])}); ${r.pick(['insline();', 'delline();'])} rv = cputs("${r.pick(TEXTS)}");`;
    case 9: case 10: {
      // near the window's right edge or on its last row: the wrap and the window's own scroll
      const x = r.pick(['ti.winright - ti.winleft + 1', 'ti.winright - ti.winleft', 'ti.winright - ti.winleft - 2', '1']);
      const y = r.pick(['ti.winbottom - ti.wintop + 1', '1', 'ti.winbottom - ti.wintop']);
      return `gettextinfo(&ti); gotoxy(${x}, ${y}); rv = cputs("${text(r)}");`;
    }
    case 11:
      return `gotoxy(${r.pick([1, 3, 10, 30, 40, 41, 80])}, ${r.pick([1, 2, 10, 25])}); clreol();${r.chance(0.5) ? ` rv = cputs("${r.pick(TEXTS)}");` : ''}`;
    case 12:
      return `gotoxy(${r.pick([0, -1, 81, 41, 100, 256, r.int(1, 80)])}, ${r.pick([0, 26, 30, -1, r.int(1, 25)])}); rv = ${r.pick([`cputs("${r.pick(TEXTS)}")`, 'putch(66)', 'wherex() * 100 + wherey()'])};`;
    case 13: case 14:
      return `directvideo = ${r.int(0, 1)};`;
    case 15: case 16: case 17:
      return biosWrite(r);
    case 18: case 19:
      return string13(r);
    case 20:
      // the three shapes _setcursortype would set (_NOCURSOR, _SOLIDCURSOR, _NORMALCURSOR), or another; then AH=03h
      return `${int86(0x100, 0, r.pick([0x2000, 0x0007, 0x0607, 0x0d0e, 0x0c0d]), 0)} ${int86(0x300, 0, 0, 0)} rw = r.x.cx;`;
    case 21: case 22: {
      const p = r.pick([0, 1, 1, 2, 3]);
      return `${int86(0x500 | p, 0, 0, 0)} rv = ${r.pick([`cputs("${text(r)}")`, `printf("${text(r)}")`, `cprintf("[%d,%d]", wherex(), wherey())`])};`;
    }
    case 23: case 24: {
      const [l, t, rr, b] = rect(r);
      const dx = Math.max(1 - l, r.int(-3, 3)), dy = Math.max(1 - t, r.int(-2, 2));
      return `rv = gettext(${l}, ${t}, ${rr}, ${b}, sbuf); rw = puttext(${l + dx}, ${t + dy}, ${rr + dx}, ${b + dy}, sbuf);`;
    }
    case 25: {
      const [l, t, rr, b] = rect(r);
      const dl = Math.max(1, l + r.int(-4, 4)), dt = Math.max(1, t + r.int(-3, 3));
      return `rv = movetext(${l}, ${t}, ${rr}, ${b}, ${dl}, ${dt});`;
    }
    case 26:
      return `rv = cprintf("${r.pick(['[%d,%d]', '%d %d\\r\\n', '<%02d:%02d>'])}", wherex(), wherey());`;
    case 27:
      return `rv = putch(${r.pick([7, 8, 9, 10, 13, 65, 0xdb, 255])});`;
    case 28:
      return r.pick([`rv = printf("${text(r)}");`, `rv = puts("${text(r)}");`, `rv = putchar(${r.pick([65, 10, 13, 8, 9])});`]);
    case 29: {
      const [spec, arg] = conversion(r).split('", ') as [string, string];
      return `rv = cprintf("${spec}${r.pick(['', '\\r\\n', '\\a', '\\t'])}", ${arg});`;
    }
    case 30:
      return `for (i = 0; i < ${r.int(3, 30)}; i++) ${r.pick(['cprintf("row %d\\r\\n", i);', 'printf("dos %d\\n", i);', 'putch(\'a\' + i % 26);', 'cputs("wrap me ");'])}`;
    case 31:
      return `${r.pick(['clrscr();', 'clreol();'])} rv = cputs("${r.pick(TEXTS)}");`;
    default:
      return `rv = cputs("${text(r)}");`;
  }
}

/** The program of `seed`: the name is given by the caller (textgen.ts textProgramName). */
export function generateText5(seed: number): { body: string; scenes: string[][] } {
  const r = new Rng(seed * 2246822519 + 5);
  const scenes = drawScenes(r, TEXTGEN5_SCENES, 5, 11, step);
  return { body: textProgram4(scenes, DECLARATIONS).replace('#include <dos.h>\n', '#include <dos.h>\n#include <string.h>\n'), scenes };
}
