// roms/hello/index.ts
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import { DETECT, WHITE, closegraph, initgraph, outtextxy, rectangle, setcolor } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

export const hello: Rom = {
  name: 'hello',
  title: 'HELLO.C: a box and a greeting',
  functions: ['main'], // ported C functions: a crash report names the one that threw
  start() {
    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0); // int gd = DETECT, gm;
      initgraph(gd, gm, 'c:\\tc\\');
      setcolor(WHITE);
      rectangle(100, 100, 300, 160);
      outtextxy(120, 126, 'Hello from Turbo C');
      yield* getch();
      closegraph();
    }
    return main();
  },
};
