/**
 * BLOCKS.C — ours, written as a Turbo C 2.0 program would be: the seeds' other Tetris designs as
 * one DOS program whose rules are profiles (roms/blocks/NOTES.md). main() sets up the screen, the
 * tick clock and the high scores, then runs the menu and the games until the player quits.
 */
import type { Blocking } from '../../../runtime/process.ts';
import { gettime, newTime } from '../../../runtime/tc/dos.ts';
import { DETECT, closegraph, initgraph } from '../../../runtime/tc/graphics.ts';
import { int16, uint16 } from '../../../runtime/tc/int.ts';
import { ref } from '../../../runtime/tc/ptr.ts';
import { srand } from '../../../runtime/tc/stdlib.ts';
import { FastClock, TickClock } from './clock.ts';
import { defaultSettings, mainMenu } from './menu.ts';
import { play, type Watch } from './play.ts';
import { HighScores } from './scores.ts';
import { Speaker } from './sound.ts';

/** A fresh run: the program's globals, and what tests may watch. */
export function BLOCKS(): { main(): Blocking; watch: Watch } {
  const watch: Watch = { game: null, settled: false };

  /** @c void main() */
  function* main(): Blocking {
    const gd = ref(DETECT), gm = ref(0);
    initgraph(gd, gm, 'c:\\tc\\');
    // Seed rand from the time of day as TETRIS.C does: a replay's `time` line deals the same pieces.
    const t = newTime();
    gettime(t);
    srand(uint16(int16(t.ti_hour * 3600 + t.ti_min * 60 + t.ti_sec)));
    const clock = new TickClock();
    clock.hook();
    const fast = new FastClock();
    fast.start();
    const hi = new HighScores();
    hi.load();
    const settings = defaultSettings();
    const speaker = new Speaker();
    while ((yield* mainMenu(settings, hi)) === 'start') yield* play(settings, hi, clock, fast, speaker, watch);
    speaker.stop();
    fast.stop();
    clock.unhook();
    closegraph();
  }

  return { main, watch };
}
