/**
 * TEXTM.C — the VGA text mode as Turbo C 2.0 leaves it (mode 3, 80×25), ported line by line
 * (oracle/textmode). Screen 1: all 256 codes poked into B800:0000 with attribute 07h, the 16
 * foreground and 8 background colours, a blinking 'B', cputs and printf; screen 2: a graphics
 * round trip (initgraph, outtextxy); screen 3: text mode again after closegraph; the program then
 * ends and DOS shows its prompt.
 */
import type { Blocking, Rom } from '../../runtime/process.ts';
import { cputs, getch, gotoxy, clrscr } from '../../runtime/tc/conio.ts';
import { pokeb } from '../../runtime/tc/dos.ts';
import { DETECT, closegraph, initgraph, outtextxy } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { printf } from '../../runtime/tc/stdio.ts';

export const textm: Rom = {
  name: 'textm',
  title: 'TEXTM.C: text mode 3 before and after a graphics round trip (oracle textmode 1–4)',
  keys: 'a key: the next screen',
  start() {
    /** @c void put(int row, int col, int ch, int attr) */
    function put(row: number, col: number, ch: number, attr: number): void {
      pokeb(0xb800, (row * 80 + col) * 2, ch);
      pokeb(0xb800, (row * 80 + col) * 2 + 1, attr);
    }

    /** @c void main() */
    function* main(): Blocking {
      let c: number;
      const gd = ref(DETECT), gm = ref(0); // int c, gd = DETECT, gm;
      clrscr();
      for (c = 0; c < 256; c++) put(1 + Math.trunc(c / 32) * 2, 8 + (c % 32) * 2, c, 0x07);
      for (c = 0; c < 16; c++) put(18, 8 + c * 3, 0x41 + c, c); // 'A' + c
      for (c = 0; c < 8; c++) put(19, 8 + c * 3, 0x61 + c, (c << 4) | 15); // 'a' + c
      put(19, 40, 0x42, 0x8f); // 'B'
      gotoxy(9, 21); cputs('cputs: Turbo C 2.0 text mode');
      gotoxy(1, 23); printf('printf line 23\n');
      yield* getch();
      initgraph(gd, gm, 'c:\\tc\\');
      outtextxy(10, 10, 'graphics');
      yield* getch();
      closegraph();
      printf('after closegraph\n');
      yield* getch();
    }
    return main();
  },
};
