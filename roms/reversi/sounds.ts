/**
 * The seed's four sounds — game start, move, invalid move, pass — on the PC speaker, timed by the program's Clock (clock.ts). The seed's
 * are sfxr samples played by SoundPlayer; a 1990 program has sound(hz)/delay/nosound, so these are
 * ours, one short figure each, chosen to be told apart: a rising arpeggio to start, a click for a
 * move, a low buzz for a refused move, a falling pair for a pass.
 */
import type { Blocking } from '../../runtime/process.ts';
import { nosound, sound } from '../../runtime/tc/dos.ts';
import type { Clock } from './clock.ts';

/** [hz, ms] notes; hz 0 is a rest. */
type Figure = readonly (readonly [number, number])[];

export const START: Figure = [[523, 70], [659, 70], [784, 70], [1047, 140]];
export const MOVE: Figure = [[1200, 12], [600, 18]];
export const INVALID: Figure = [[147, 110], [0, 30], [110, 160]];
export const PASS: Figure = [[784, 110], [0, 20], [523, 160]];

/** @c void play(int *figure) — silent when the settings turned sound off. */
export function* play(clock: Clock, figure: Figure, on: boolean): Blocking {
  if (!on) return;
  for (const [hz, ms] of figure) {
    if (hz > 0) sound(hz);
    else nosound();
    yield* clock.wait(ms);
  }
  nosound();
}
