/**
 * A bot that plays any profile, for soak tests and the bench: for the falling piece it tries every
 * placement reachable by turning at the spawn place (0–3 times, kicks as the profile has them),
 * sliding sideways and dropping, and takes the one whose resulting stack scores best on Pierre
 * Dellacherie's six features — landing height, rows removed, row and column transitions, holes
 * and wells — with the weights Islam El-Ashi published for them (El-Tetris, 2011).
 */
import type { Game } from './engine/game.ts';
import type { Field } from './engine/field.ts';
import type { Piece } from './engine/types.ts';

/** A placement: turn `turns` times (rotate, dir 1), shift by `shift` columns, hard drop. */
export interface Plan {
  turns: number;
  shift: number;
  score: number;
}

const W = {
  landingHeight: -4.500158825082766,
  rowsEliminated: 3.4181268101392694,
  rowTransitions: -3.2178882868487753,
  columnTransitions: -9.348695305445199,
  holes: -7.899265427351652,
  wells: -3.3855972247263626,
};

/** The best placement for the game's falling piece, or null when there is none. */
export function plan(game: Game): Plan | null {
  const start = game.piece;
  if (!start) return null;
  const field = game.field, rules = game.rules;
  let best: Plan | null = null;
  let p: Piece | null = start;
  for (let turns = 0; turns < 4 && p; turns++) {
    for (const dir of [-1, 1]) {
      let q: Piece = p, shift = 0;
      for (;;) {
        if (dir === 1 || shift === 0) {
          const score = evaluate(game, q);
          if (!best || score > best.score) best = { turns, shift, score };
        }
        const next: Piece = { ...q, x: q.x + dir };
        if (!field.fits(rules.cells(next))) break;
        q = next;
        shift += dir;
        if (dir === -1) {
          const score = evaluate(game, q);
          if (!best || score > best.score) best = { turns, shift, score };
        }
      }
    }
    const cur: Piece = p;
    p = rules.rotations(cur, 1).find((r) => field.fits(rules.cells(r))) ?? null;
    if (p && p.kind === start.kind && p.rot === start.rot && p.x === start.x && p.y === start.y) break;
  }
  return best;
}

/** Drop `p` on a copy of the stack, remove lines as the profile does, and score the result. */
function evaluate(game: Game, p: Piece): number {
  const rules = game.rules;
  let q = p;
  for (;;) {
    const d = { ...q, y: q.y + 1 };
    if (!game.field.fits(rules.cells(d))) break;
    q = d;
  }
  const cells = rules.cells(q);
  if (game.profile.lockOut(cells, q)) return -1e9;
  const landing = game.field.rows - (Math.max(...cells.map((c) => c[1])) + Math.min(...cells.map((c) => c[1]))) / 2;
  const f = game.field;
  const placed = cells.filter(([x, y]) => f.inside(x, y));
  for (const [x, y] of placed) f.set(x, y, 1);
  let value: number;
  if (placed.some(([, y]) => f.isFullRow(y))) {
    // Lines go: score the stack the profile leaves (on a copy; sticky may rearrange it).
    const after = f.clone();
    const removed = game.profile.removeLines(after, q, game.options).reduce((s, n) => s + n, 0);
    value = W.rowsEliminated * removed * 4 + features(after);
  } else value = features(f);
  for (const [x, y] of placed) f.set(x, y, 0); // the trial cells out again
  return W.landingHeight * landing + value;
}

/** The stack's weighted row/column transitions, holes and wells. */
function features(f: Field): number {
  const w = f.width, h = f.rows;
  const filled = (x: number, y: number): boolean => x < 0 || x >= w || y >= h || (y >= 0 && f.color[y * w + x] !== 0);
  // Rows above the stack are empty: two row transitions each (the walls), nothing else.
  let top = 0;
  while (top < h && f.isEmptyRow(top)) top++;
  let rowT = 2 * top, colT = 0, holes = 0, wells = 0;
  for (let y = top; y < h; y++) for (let x = 0; x <= w; x++) if (filled(x - 1, y) !== filled(x, y)) rowT++;
  for (let x = 0; x < w; x++) {
    let covered = false;
    for (let y = top; y <= h; y++) {
      const c = filled(x, y);
      if (y > 0 && c !== filled(x, y - 1)) colT++;
      if (c && y < h) covered = true;
      else if (!c && covered) holes++;
    }
    for (let y = Math.max(0, top - 1), depth = 0; y < h; y++) {
      if (!filled(x, y) && filled(x - 1, y) && filled(x + 1, y)) wells += ++depth;
      else depth = 0;
    }
  }
  return W.rowTransitions * rowT + W.columnTransitions * colT + W.holes * holes + W.wells * wells;
}

/** Play the plan on the engine directly (tests and the bench): turns, shifts, hard drop. */
export function playPiece(game: Game): boolean {
  const p = plan(game);
  if (!p) return false;
  for (let i = 0; i < p.turns; i++) game.rotate(1);
  for (let i = 0; i < Math.abs(p.shift); i++) game.move(Math.sign(p.shift));
  game.hardDrop();
  return true;
}
