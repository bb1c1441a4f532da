/**
 * MOUSETEST.C — a small Turbo C 2.0 program of ours (not an original) that reads the mouse the way
 * programs of 1990 did, through INT 33h with int86: a left click draws a dot where the cursor
 * points, a right click a box around it, the middle button a bar drawn WITHOUT hiding the cursor
 * first (when the cursor moves, the driver puts back the 16×16 background it saved before the
 * bar was there, so the bar gets a square hole: the artefact such programs showed on DOSBox). The top line shows the position and the
 * buttons. Any key ends it. The golden replay test/replays/mousetest.replay plays it.
 *
 * ```c
 * union REGS r;
 * int mouse(int fn) { r.x.ax = fn; int86(0x33, &r, &r); return r.x.ax; }
 * ```
 *
 * MOUSETEST.C beside this file is the whole C program, line for line what this port does; run from
 * source (`mode12h run roms/mousetest/MOUSETEST.C`) it passes the same golden replays and gives the same sound
 * and drive (test/e2e/cc-roms.test.ts).
 */
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch, kbhit } from '../../runtime/tc/conio.ts';
import { delay, int86, REGS } from '../../runtime/tc/dos.ts';
import {
  BLACK, DETECT, LIGHTGRAY, SOLID_FILL, WHITE, YELLOW,
  bar, closegraph, initgraph, outtextxy, rectangle, setcolor, setfillstyle,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { sprintf } from '../../runtime/tc/stdio.ts';

export const mousetest: Rom = {
  name: 'mousetest',
  title: 'MOUSETEST.C: draw where you click (INT 33h through int86)',
  keys: 'left click: dot · right: box · middle: bar · a key ends it',
  start() {
    const r = new REGS(); // union REGS r;
    let dots = 0; // int dots;

    /** @c int mouse(int fn) */
    function* mouse(fn: number): Blocking<number> {
      r.x.ax = fn;
      return yield* int86(0x33, r, r);
    }

    /**
     * Presses of `button` since the last call; r.x.cx/dx: where the last one was.
     * @c int presses(int button)
     */
    function* presses(button: number): Blocking<number> {
      r.x.ax = 5;
      r.x.bx = button;
      yield* int86(0x33, r, r);
      return r.x.bx;
    }

    /** @c void status(int x, int y, int b) */
    function* status(x: number, y: number, b: number): Blocking {
      yield* mouse(2); // hide while drawing
      setfillstyle(SOLID_FILL, BLACK);
      bar(8, 20, 300, 28);
      setcolor(YELLOW);
      outtextxy(8, 20, sprintf('x=%3d y=%3d buttons=%d', x, y, b));
      yield* mouse(1);
    }

    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0);
      let x: number, y: number, lastx = -1, lasty = -1, lastb = -1;
      initgraph(gd, gm, '');
      setcolor(LIGHTGRAY);
      rectangle(0, 0, 639, 479);
      setcolor(WHITE);
      outtextxy(8, 8, 'MOUSETEST: left = dot, right = box, middle = bar under the cursor; a key ends');
      if ((yield* mouse(0)) !== 0xffff) {
        outtextxy(8, 20, 'no mouse driver');
        yield* getch();
        closegraph();
        return;
      }
      yield* mouse(1); // show the cursor
      while (!(yield* kbhit())) {
        if (yield* presses(0)) {
          x = r.x.cx;
          y = r.x.dx;
          yield* mouse(2);
          setfillstyle(SOLID_FILL, (dots++ % 15) + 1);
          bar(x - 2, y - 2, x + 2, y + 2);
          yield* mouse(1);
        }
        if (yield* presses(1)) {
          x = r.x.cx;
          y = r.x.dx;
          yield* mouse(2);
          setcolor(WHITE);
          rectangle(x - 10, y - 10, x + 10, y + 10);
          yield* mouse(1);
        }
        if (yield* presses(2)) {
          setfillstyle(SOLID_FILL, LIGHTGRAY); // drawn under the visible cursor, on purpose
          bar(r.x.cx - 20, r.x.dx - 6, r.x.cx + 20, r.x.dx + 6);
        }
        yield* mouse(3);
        if (r.x.cx !== lastx || r.x.dx !== lasty || r.x.bx !== lastb) {
          lastx = r.x.cx;
          lasty = r.x.dx;
          lastb = r.x.bx;
          yield* status(lastx, lasty, lastb);
        }
        yield* delay(10);
      }
      yield* getch();
      closegraph();
    }
    return main();
  },
};
