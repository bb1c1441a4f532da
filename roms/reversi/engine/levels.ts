/**
 * The search levels' names, which the program's menus and panel show before the computer has
 * thought (the engine itself is loaded then: roms/reversi/engine-part.ts). Their limits are in
 * index.ts, one for each name here.
 */

/** Human names of levels 2..MAX_LEVEL, index 0 = level 2. */
export const LEVEL_NAMES: readonly string[] = ['2 plies', '4 plies', '6 plies', '8 plies', 'master'];

/** Search levels 2..MAX_LEVEL (levels 0 "first legal move, the seed's order" and 1 "greedy" are the program's own). */
export const MAX_LEVEL: number = 1 + LEVEL_NAMES.length;
