/**
 * The engine (search, evaluation, endgame: roms/reversi/engine) as a part of the program loaded
 * the first time the computer thinks, as a DOS program would load an overlay: the board, the
 * menus and the files need only its levels' names (engine/levels.ts). On the page the part is a
 * script of its own (roms/reversi/engine.js beside the ROM chunk), and while it loads the machine
 * holds and the clock stands still (runtime/assets.ts loadPart), so a game and its virtual times
 * are the same however long the load takes; the Node hosts carry it in the program's bundle.
 */
import { loadPart } from '../../runtime/assets.ts';
import type { Blocking } from '../../runtime/process.ts';
import type * as EngineModule from './engine/index.ts';
import here from './engine-here.ts';

export type Engine = typeof EngineModule;

/** The part's name: its script is roms/<name>.js on the page (tools/build-roms.mjs ROM_PARTS). */
export const ENGINE_PART = 'reversi/engine';

/** @c struct engine *loadEngine(void) — the engine, loaded on first use. */
export function* loadEngine(): Blocking<Engine> {
  return yield* loadPart<Engine>(ENGINE_PART, here);
}
