/**
 * DOODLE.C — a small Turbo C 2.0 program of ours (not an original) that uses the rest of the PC at
 * once: the mouse draws (INT 33h through int86), the speaker beeps (sound/nosound), and the picture
 * is kept on the C: drive between runs (getimage → fwrite, fread → putimage).
 *
 * Left button held: draw. Right click: the next colour, with a beep. S: save DOODLE.PIC (two
 * tones). C: clear. Esc: end. A saved picture comes back when the program starts again.
 *
 * DOODLE.C beside this file is the whole C program, line for line what this port does; run from
 * source (`mode12h run roms/doodle/DOODLE.C`) it passes the same golden replays and gives the same sound
 * and drive (test/e2e/cc-roms.test.ts).
 */
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch, kbhit } from '../../runtime/tc/conio.ts';
import { delay, int86, nosound, REGS, sound } from '../../runtime/tc/dos.ts';
import {
  BLACK, COPY_PUT, DARKGRAY, DETECT, LIGHTGRAY, SOLID_FILL, WHITE, YELLOW,
  bar, closegraph, getimage, imagesize, initgraph, line, outtextxy, putimage, rectangle, setcolor,
  setfillstyle,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';
import { fclose, fopen, fread, fwrite, sprintf } from '../../runtime/tc/stdio.ts';

/** The canvas: 320×200 in the middle of the screen (imagesize must stay under 64K). */
const LEFT = 160, TOP = 120, RIGHT = 479, BOTTOM = 319;

export const doodle: Rom = {
  name: 'doodle',
  title: 'DOODLE.C: draw with the mouse, hear it, keep it on the disk',
  keys: 'hold the left button: draw · right click: next colour · S save · C clear · Esc end',
  start() {
    const r = new REGS(); // union REGS r;
    let color = YELLOW; // int color = YELLOW;

    /** @c int mouse(int fn) */
    function* mouse(fn: number): Blocking<number> {
      r.x.ax = fn;
      return yield* int86(0x33, r, r);
    }

    /** @c void beep(int hz, int ms) */
    function* beep(hz: number, ms: number): Blocking {
      sound(hz);
      yield* delay(ms);
      nosound();
    }

    /** @c void status(char *s) */
    function status(s: string): void {
      setfillstyle(SOLID_FILL, BLACK);
      bar(LEFT, BOTTOM + 8, RIGHT, BOTTOM + 16);
      setcolor(color);
      outtextxy(LEFT, BOTTOM + 8, s);
    }

    /** @c int load(void) — 1 when DOODLE.PIC was there. */
    function load(): number {
      const f = fopen('DOODLE.PIC', 'rb');
      if (f === null) return 0;
      const img = new Uint8Array(imagesize(LEFT, TOP, RIGHT, BOTTOM)); // malloc(imagesize(...))
      fread(img, 1, img.length, f);
      fclose(f);
      putimage(LEFT, TOP, img, COPY_PUT);
      return 1;
    }

    /** @c void save(void) */
    function* save(): Blocking {
      const img = new Uint8Array(imagesize(LEFT, TOP, RIGHT, BOTTOM));
      yield* mouse(2); // the cursor must not be in the picture
      getimage(LEFT, TOP, RIGHT, BOTTOM, img);
      yield* mouse(1);
      const f = fopen('DOODLE.PIC', 'wb');
      fwrite(img, 1, img.length, f);
      fclose(f);
      status(sprintf('saved DOODLE.PIC, %u bytes', img.length));
      yield* beep(660, 60);
      yield* beep(880, 60);
    }

    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0);
      let k: number, x: number, y: number, lastx = 0, lasty = 0, down = 0;
      initgraph(gd, gm, 'c:\\tc\\');
      setcolor(WHITE);
      outtextxy(LEFT, TOP - 24, 'DOODLE: left draws, right: colour, S saves, C clears, Esc');
      setcolor(LIGHTGRAY);
      rectangle(LEFT - 1, TOP - 1, RIGHT + 1, BOTTOM + 1);
      status(load() ? 'DOODLE.PIC loaded' : 'a new picture');
      if ((yield* mouse(0)) !== 0xffff) {
        status('no mouse driver');
        yield* getch();
        closegraph();
        return;
      }
      r.x.cx = LEFT; r.x.dx = RIGHT; yield* mouse(7); // keep the cursor on the canvas
      r.x.cx = TOP; r.x.dx = BOTTOM; yield* mouse(8);
      yield* mouse(1);
      for (;;) {
        if (yield* kbhit()) {
          k = yield* getch();
          if (k === 27) break;
          if (k === 115 || k === 83) yield* save(); // 's', 'S'
          if (k === 99 || k === 67) { // 'c', 'C'
            yield* mouse(2);
            setfillstyle(SOLID_FILL, BLACK);
            bar(LEFT, TOP, RIGHT, BOTTOM);
            yield* mouse(1);
          }
        }
        r.x.bx = 1; yield* mouse(5); // right-button presses since the last look
        if (r.x.bx) {
          color = color === WHITE ? DARKGRAY + 1 : color + 1;
          status(sprintf('colour %d', color));
          yield* beep(440 + color * 40, 30);
        }
        yield* mouse(3);
        x = r.x.cx; y = r.x.dx;
        if (r.x.bx & 1) {
          yield* mouse(2);
          setcolor(color);
          if (down) line(lastx, lasty, x, y);
          else line(x, y, x, y);
          yield* mouse(1);
          lastx = x; lasty = y; down = 1;
        } else down = 0;
        yield* delay(10);
      }
      yield* mouse(2);
      closegraph();
    }
    return main();
  },
};
