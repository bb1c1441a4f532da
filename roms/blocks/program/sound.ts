/**
 * The PC speaker's little tunes: each a list of (Hz, ticks) notes played from the tick clock —
 * sound() at a note's start, nosound() when the tune ends — so no delay() stalls the game.
 * A new tune replaces the one playing, except that nothing interrupts the game-over tune.
 */
import { nosound, sound } from '../../../runtime/tc/dos.ts';
import type { GameEvent } from '../engine/types.ts';

type Tune = readonly (readonly [hz: number, ticks: number])[];

export const TUNES: Readonly<Record<GameEvent, Tune>> = {
  move: [[180, 1]],
  rotate: [[360, 1]],
  hold: [[440, 1], [330, 1]],
  lock: [[110, 1]],
  clear: [[523, 1], [659, 1], [784, 2]],
  levelup: [[784, 2], [1047, 2], [1319, 3]],
  gameover: [[392, 3], [330, 3], [262, 3], [196, 6]],
  done: [[523, 2], [659, 2], [784, 2], [1047, 5]],
};

/** Which event's tune wins when several happen in one step (the first listed). */
const PRIORITY: readonly GameEvent[] = ['gameover', 'done', 'levelup', 'clear', 'lock', 'hold', 'rotate', 'move'];

export class Speaker {
  private tune: Tune = [];
  private note = 0;
  private noteEnds = 0;
  private playing: GameEvent | null = null;
  on = true;

  /** Play the most important of `events` (at tick `now`). */
  play(events: readonly GameEvent[], now: number): void {
    const e = PRIORITY.find((p) => events.includes(p));
    if (!e || !this.on) return;
    if (this.playing === 'gameover' && this.note < this.tune.length) return;
    this.playing = e;
    this.tune = TUNES[e];
    this.note = 0;
    this.start(now);
  }

  /** The clock ticked: next note or silence. */
  tick(now: number): void {
    if (this.note >= this.tune.length) return;
    if (now < this.noteEnds) return;
    this.note++;
    if (this.note >= this.tune.length) {
      nosound();
      this.playing = null;
    } else this.start(now);
  }

  busy(): boolean {
    return this.note < this.tune.length;
  }

  stop(): void {
    this.tune = [];
    this.note = 0;
    this.playing = null;
    nosound();
  }

  private start(now: number): void {
    const [hz, ticks] = this.tune[this.note]!;
    sound(hz);
    this.noteEnds = now + ticks;
  }
}
