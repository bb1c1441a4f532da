// roms/hello/index.ts
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import {
  CYAN, DEFAULT_FONT, DETECT, HATCH_FILL, HORIZ_DIR, LIGHTRED, SOLID_FILL, WHITE, XOR_PUT, YELLOW,
  bar3d, closegraph, fillellipse, getimage, imagesize, initgraph, outtextxy, putimage, setcolor,
  setfillstyle, settextstyle,
} from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

export const hello: Rom = {
  name: 'hello',
  title: 'HELLO.C: a greeting, a box, a disc and a copy of it',
  keys: 'a key ends it', // the player's help line
  start() {
    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0); // int gd = DETECT, gm;
      initgraph(gd, gm, 'c:\\tc\\');
      setcolor(YELLOW);
      settextstyle(DEFAULT_FONT, HORIZ_DIR, 2);
      outtextxy(100, 60, 'Hello from Turbo C');
      setcolor(WHITE);
      setfillstyle(HATCH_FILL, CYAN);
      bar3d(100, 120, 300, 200, 15, 1); // a box with a 3-D side and top
      setfillstyle(SOLID_FILL, LIGHTRED);
      fillellipse(420, 160, 60, 40); // a filled disc, outlined in WHITE
      // void *img = malloc(imagesize(...)): the buffer getimage fills, byte for byte as TC's
      const img = new Uint8Array(imagesize(360, 120, 480, 200));
      getimage(360, 120, 480, 200, img);
      putimage(360, 260, img, XOR_PUT); // the disc again, XORed onto the screen below
      yield* getch();
      closegraph();
    }
    return main();
  },
};
