/**
 * Probes of the text-mode rules generator version 4 found (textgen4.ts): each a hand-written
 * program of a few scenes, in version 4's form (its dump), measuring one rule on several cases.
 * `node tools/oracle.mjs textprobes --out DIR` writes them; their DOSBox facts are
 * test/fixtures/oracle-text-v4/probes.txt (a textrun's text-facts.txt), checked by the e2e test
 * oracle-text with the generated programs.
 */
import { keys, textProgram4 } from './textgen4.ts';

export interface TextProbe {
  name: string;
  what: string;
  scenes: string[][];
}

/** Page 0 filled with numbered rows in attribute 1Eh, page 0 shown (a scroll then shows which way the rows went). */
const FILL = ['textattr(0x1e);', 'for (i = 0; i < 24; i++) cprintf("row %d\\r\\n", i);', 'cprintf("row 24");', 'textattr(7);'];
const page = (p: number): string => `r.x.ax = 0x${(0x500 | p).toString(16)}; int86(0x10, &r, &r);`;
const scroll = (ah: number, lines: number, attr: number, top: number, left: number, bottom: number, right: number): string =>
  `r.x.ax = 0x${((ah << 8) | lines).toString(16)}; r.x.bx = 0x${(attr << 8).toString(16)}; r.x.cx = 0x${((top << 8) | left).toString(16)}; r.x.dx = 0x${((bottom << 8) | right).toString(16)}; int86(0x10, &r, &r);`;
const at = (p: number, row: number, col: number): string => `r.x.ax = 0x200; r.x.bx = 0x${(p << 8).toString(16)}; r.x.dx = 0x${((row << 8) | col).toString(16)}; int86(0x10, &r, &r);`;

export const TEXT_PROBES4: readonly TextProbe[] = [
  {
    name: 'PV01',
    what: 'getche of a character ungetch pushed back: returned without its echo',
    scenes: [
      ['ungetch(65); rv = getche();'],
      [`${keys('5x ')} rv = cscanf("%d", &iv);`, 'rv = getche();', 'rw = getch();'],
      [`${keys('b')} rv = getche();`],
      [`ungetch(81); ${keys('z')} rv = getche();`, 'rw = getche();'],
    ],
  },
  {
    name: 'PV02',
    what: 'conio with a page other than 0 shown: characters and one-line scrolls with directvideo 1 on page 0; clrscr, clreol and directvideo 0 scrolls by the BIOS on the page shown',
    scenes: [
      [...FILL, page(1), 'directvideo = 1;', 'window(1, 1, 80, 5);', 'gotoxy(1, 5);', 'rv = cputs("one\\r\\ntwo\\r\\n");'],
      [page(1), 'directvideo = 0;', 'gotoxy(1, 5);', 'rv = cputs("three\\r\\nfour\\r\\n");', 'delline();', 'insline();'],
      [page(2), 'directvideo = 1;', 'window(1, 10, 80, 15);', 'gotoxy(3, 2);', 'clreol();', 'delline();', 'insline();'],
      [page(3), 'directvideo = 1;', 'window(10, 16, 30, 20);', 'clrscr();', 'rv = cputs("after");'],
      [page(3), 'rv = printf("dos\\n");', 'rv = puts("on the page shown");', page(0), 'rv = printf("back\\n");'],
    ],
  },
  {
    name: 'PV03',
    what: 'the cursor below the screen: conio writes there and leaves it there, climbing a line a character; clreol there blanks the screen\'s last rows; direct video\'s insline there blanks its own line',
    scenes: [
      [...FILL, 'directvideo = 1;', at(0, 29, 5), 'rv = cputs("abc");'],
      [...FILL, 'directvideo = 0;', at(0, 30, 0), 'rv = cprintf("x\\n");'],
      [...FILL, 'window(1, 1, 40, 25);', at(0, 29, 3), 'clreol();'],
      [...FILL, 'window(5, 20, 30, 22);', at(0, 27, 6), 'rv = putch(65);', 'rw = wherey();'],
      // direct video's insline below the window blanks the cursor's own line, off the screen (DL9), not the BIOS's rows 23–24 (held-out U00304)
      [...FILL, 'directvideo = 1;', at(0, 27, 0), 'insline();', 'rv = cputs("AB\\r\\nCD");', 'directvideo = 0;', at(0, 26, 0), 'insline();', 'delline();'],
    ],
  },
  {
    name: 'PV04',
    what: 'the BIOS\'s pages: DOS\'s output and the teletype on the page shown, reading and writing each page, its cursor, 0040:004E and 0040:0062, AH=0Fh\'s BH, in modes 0, 1, 2, 3 and 7',
    scenes: [
      ['textmode(C40);', page(2), 'rv = printf("hello\\n");', 'r.x.ax = 0x300; r.x.bx = 0x200; int86(0x10, &r, &r); rw = r.x.dx;', 'r.x.ax = 0x800; r.x.bx = 0x200; int86(0x10, &r, &r); rz = r.x.ax;'],
      ['textmode(MONO);', page(1), at(1, 3, 4), 'r.x.ax = 0x95a; r.x.bx = 0x170; r.x.cx = 5; int86(0x10, &r, &r);', 'r.x.ax = 0xe71; r.x.bx = 0x100; int86(0x10, &r, &r);', 'r.x.ax = 0x800; r.x.bx = 0x100; int86(0x10, &r, &r); rv = r.x.ax;'],
      ['textmode(BW80);', page(9), 'r.x.ax = 0xf00; int86(0x10, &r, &r); rv = r.x.ax; rw = r.x.bx;', at(4, 24, 78), 'r.x.ax = 0xa41; r.x.bx = 0x400; r.x.cx = 4; int86(0x10, &r, &r);'],
      ['textmode(BW40);', page(7), 'rv = cputs("conio on page 0");', 'r.x.ax = 0xe0d; int86(0x10, &r, &r);', 'r.x.ax = 0xe0a; int86(0x10, &r, &r);', 'r.x.ax = 0xe42; int86(0x10, &r, &r);'],
      ['textmode(C80);', page(5), 'for (i = 0; i < 27; i++) printf("line %d\\n", i);', 'r.x.ax = 0x300; r.x.bx = 0x500; int86(0x10, &r, &r); rw = r.x.dx;'],
    ],
  },
  {
    name: 'PV05',
    what: 'BEL: conio\'s \\a (directvideo 1 and 0), DOS\'s and the teletype\'s with the cursor on row 25, on column 80 and elsewhere: the BIOS teletype writes nothing but moves on from there as after a character (textgen4 U00076)',
    scenes: [
      [...FILL, 'directvideo = 1;', 'window(34, 10, 37, 13);', at(0, 25, 36), 'rv = cputs("bell\\aX");', 'rw = wherey();'],
      [...FILL, 'directvideo = 0;', at(0, 25, 10), 'rv = putch(7);', 'rw = wherey();', at(0, 3, 80), 'rz = putch(7);'],
      [...FILL, at(0, 25, 0), 'rv = printf("\\a");', at(0, 7, 80), 'rw = printf("\\a");'],
      [...FILL, at(0, 25, 79), 'r.x.ax = 0xe07; r.x.bx = 0; int86(0x10, &r, &r);', at(0, 12, 80), 'r.x.ax = 0xe07; int86(0x10, &r, &r);'],
      ['textmode(C40);', ...FILL, at(0, 24, 40), 'rv = cprintf("%c", 7);', at(0, 25, 39), 'rw = putch(7);', 'rz = wherey();'],
      [page(2), at(2, 25, 5), 'r.x.ax = 0xe07; r.x.bx = 0x200; int86(0x10, &r, &r);', 'rv = printf("\\a");', page(0)],
    ],
  },
  {
    name: 'PV06',
    what: 'BIOS scrolls by more lines than the window, on pages 1–6 and in modes 07h and 01h: rows from past the text memory (B800\'s RAM in mode 07h, then C000\'s ROM) come in',
    scenes: [
      [...FILL, page(3), scroll(7, 200, 0x1e, 2, 0, 4, 79), scroll(6, 130, 0x70, 10, 5, 12, 60)],
      ['textmode(MONO);', ...FILL, scroll(7, 90, 0x07, 0, 0, 1, 79), scroll(6, 250, 0x0f, 20, 0, 24, 30), page(1), scroll(7, 60, 0x70, 3, 0, 3, 79)],
      ['textmode(C40);', ...FILL, page(5), scroll(7, 255, 0x4e, 0, 0, 0, 39), scroll(6, 129, 0x1f, 5, 2, 9, 20)],
      ['textmode(C80);', ...FILL, page(6), scroll(7, 100, 0x2a, 0, 0, 2, 79), page(0), 'for (u = 0; u < 8; u++) sv[u] = peekb(0xB800, 0x8000 + u * 0x1001);'],
    ],
  },
];

/** A probe's program, or null when `name` is none of them. */
export function textProbe4(name: string): { body: string; scenes: string[][] } | null {
  const p = TEXT_PROBES4.find((x) => x.name === name);
  return p ? { body: textProgram4(p.scenes), scenes: p.scenes } : null;
}
