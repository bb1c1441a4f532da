/**
 * The computer's move. Level 0 is the seed's computer (the first legal move in its board order),
 * level 1 ours (most flips), levels 2 and up the search engine (roms/reversi/engine), run in
 * slices in virtual time: NODES_PER_SLICE nodes, then a 1 ms wait, so the machine's clock moves with
 * the work done (a replay plays the same game on every host, however fast) and the program looks
 * at the keyboard and the mouse between slices.
 */
import { loadAsset } from '../../runtime/assets.ts';
import type { Blocking } from '../../runtime/process.ts';
import type { Colour, Thinker } from './engine/index.ts';
import { loadEngine } from './engine-part.ts';
import { firstLegalMove, greedyMove, type Game } from './model.ts';
import type { Event, Input } from './input.ts';

/** Nodes searched per virtual millisecond of thinking. */
export const NODES_PER_SLICE = 4096;
/** How long the computer waits before it moves (ms), so a person sees each move come. */
export const MOVE_PAUSE_MS = 300;
/** How often the thinking note is redrawn (slices). */
const NOTE_EVERY = 50;

/** The computer's answer, or the event that came while it was thinking. */
export type Thought = { readonly move: number; readonly note: string } | { readonly interrupted: Event };

/** @c int quickMove(struct game *game, int level) — the move level `level` plays at once (levels 0 and 1, no search). */
export function quickMove(game: Game, level: number): number {
  return level === 0 ? firstLegalMove(game) : greedyMove(game);
}

/**
 * What the program does with an event while the computer thinks: true when it dealt with it and
 * the thinking goes on (the cursor, the markers), false when the thinking must stop for it.
 */
export type Aside = (e: Event) => Blocking<boolean>;

/** @c int pollBy(int (*aside)(int key)) — the next event `aside` does not deal with, or null when none is waiting. */
function* pollBy(io: Input, aside: Aside): Blocking<Event | null> {
  for (;;) {
    const e = yield* io.poll();
    if (e === null || !(yield* aside(e))) return e;
  }
}

/** @c int thinkSliced(struct thinker *t) — run a search to its end in slices, looking for events between them. */
export function* thinkSliced(thinker: Thinker, io: Input, note: (t: Thinker) => Blocking, aside: Aside): Blocking<Event | null> {
  for (let slice = 0; !thinker.step(NODES_PER_SLICE); slice++) {
    yield* io.clock.wait(1);
    const e = yield* pollBy(io, aside);
    if (e !== null) return e;
    if (slice % NOTE_EVERY === NOTE_EVERY - 1) yield* note(thinker);
  }
  return null;
}

/**
 * @c struct thinker *startThinking(int *cells, int colour, int level) — a search at `level`; the
 * first loads the engine (engine-part.ts), the first at a level on the learned evaluation its
 * weights (a file beside the program, as a DOS program would read its data file); the machine
 * holds while the page fetches either, so no virtual time passes (runtime/assets.ts).
 */
export function* startThinking(cells: ArrayLike<number>, toMove: Colour, level: number): Blocking<Thinker> {
  const engine = yield* loadEngine();
  if (engine.usesPatterns(level) && !engine.patternWeightsLoaded()) engine.loadPatternWeights(yield* loadAsset(engine.PATTERN_WEIGHTS));
  return engine.think(cells, toMove, level);
}

/** @c int computer(int level) — the move for the player to move (who has one). */
export function* computerMove(game: Game, level: number, io: Input, note: (t: Thinker) => Blocking, aside: Aside): Blocking<Thought> {
  for (let ms = 0; ms < MOVE_PAUSE_MS; ms += 10) {
    const e = yield* pollBy(io, aside);
    if (e !== null) return { interrupted: e };
    yield* io.clock.wait(10);
  }
  if (level < 2) return { move: quickMove(game, level), note: '' };
  const thinker = yield* startThinking(game.cells.slice(), game.currentPlayer as Colour, level);
  const e = yield* thinkSliced(thinker, io, note, aside);
  if (e !== null) return { interrupted: e };
  if (thinker.best < 0 /* PASS */) throw new Error(`computerMove: level ${level} passed in a position with a legal move`);
  return { move: thinker.best, note: searchNote(thinker) };
}

/** "depth 6, +4" or "exact +4": what the search found, for the message line. */
export function searchNote(t: Thinker): string {
  const score = `${t.score > 0 ? '+' : ''}${t.score}`;
  return t.exact ? `exact ${score}` : `depth ${t.depth}, ${score}`;
}
