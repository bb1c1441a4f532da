// roms/beep/index.ts — BEEP.C, a small program written for this machine to exercise the PC
// speaker the way Turbo C programs did: sound(), delay(), nosound(), and the ports directly.
//
//   #include <conio.h>
//   #include <dos.h>
//   #include <graphics.h>
//   int scale[] = { 262, 294, 330, 349, 392, 440, 494, 523 };
//   void main() {
//     int gd = DETECT, gm, i, key;
//     initgraph(&gd, &gm, "c:\\tc\\");
//     outtextxy(8, 8, "BEEP: any key plays a tone (A-Z: its own pitch), Esc quits");
//     for (i = 0; i < 8; i++) { sound(scale[i]); delay(120); }
//     nosound();
//     while ((key = getch()) != 27) {
//       sound(key >= 'a' && key <= 'z' ? 200 + (key - 'a') * 40 : 880);
//       delay(80);
//       nosound();
//     }
//     closegraph();
//   }
//
// BEEP.C beside this file is that C; run from source (`mode12h run roms/beep/BEEP.C`) it gives the
// same sound file, byte for byte (test/e2e/cc-roms.test.ts).
import type { Blocking, Rom } from '../../runtime/process.ts';
import { getch } from '../../runtime/tc/conio.ts';
import { delay, nosound, sound } from '../../runtime/tc/dos.ts';
import { DETECT, closegraph, initgraph, outtextxy } from '../../runtime/tc/graphics.ts';
import { ref } from '../../runtime/tc/ptr.ts';

export const beep: Rom = {
  name: 'beep',
  title: 'BEEP.C: a scale, then a tone per key (the PC speaker)',
  keys: 'a key: its tone (A–Z each its own pitch) · Esc quits',
  start() {
    const scale = [262, 294, 330, 349, 392, 440, 494, 523];

    /** @c void main() */
    function* main(): Blocking {
      const gd = ref(DETECT), gm = ref(0);
      initgraph(gd, gm, 'c:\\tc\\');
      outtextxy(8, 8, 'BEEP: any key plays a tone (A-Z: its own pitch), Esc quits');
      for (let i = 0; i < 8; i++) {
        sound(scale[i]!);
        yield* delay(120);
      }
      nosound();
      let key: number;
      while ((key = yield* getch()) !== 27) {
        sound(key >= 0x61 && key <= 0x7a ? 200 + (key - 0x61) * 40 : 880);
        yield* delay(80);
        nosound();
      }
      closegraph();
    }
    return main();
  },
};
