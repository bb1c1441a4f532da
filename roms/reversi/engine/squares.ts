/** Square facts shared by the solver, the search and the evaluation. */

/** Quadrant 0..3 of each square (bit 0: columns e–h, bit 1: rows 5–8). */
export const QUADRANT = new Uint8Array(64);
for (let s = 0; s < 64; s++) QUADRANT[s] = ((s >> 5) << 1) | ((s >> 2) & 1);

/** Static square values for ordering: corners best, X-squares (diagonal to a corner) worst. */
export const SQUARE_VALUE = Int8Array.from([
  20, -3, 11, 8, 8, 11, -3, 20,
  -3, -7, -4, 1, 1, -4, -7, -3,
  11, -4, 2, 2, 2, 2, -4, 11,
  8, 1, 2, -3, -3, 2, 1, 8,
  8, 1, 2, -3, -3, 2, 1, 8,
  11, -4, 2, 2, 2, 2, -4, 11,
  -3, -7, -4, 1, 1, -4, -7, -3,
  20, -3, 11, 8, 8, 11, -3, 20,
]);

/**
 * The squares best first by SQUARE_VALUE (ties by square): the order in which the solver's shallow
 * nodes try their empties (solve.ts's list, core.ts's shallow search).
 */
export const LIST_ORDER = Uint8Array.from(Array.from({ length: 64 }, (_, s) => s)
  .sort((a, b) => SQUARE_VALUE[b]! - SQUARE_VALUE[a]! || a - b));
