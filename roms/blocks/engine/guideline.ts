/**
 * The Guideline's scoring beyond plain line clears (Modern): T-spins by the 3-corner rule (full
 * and mini), back-to-back, combos and perfect clears. Points are per level, as the Guideline
 * writes them: a T-spin double is 1 200 × level.
 */
import type { Field } from './field.ts';
import type { Cell } from './types.ts';

export type TSpin = 'none' | 'mini' | 'full';

/** Line clears by rows (0–4), plain, mini T-spin and T-spin, × level. */
const PLAIN = [0, 100, 300, 500, 800];
const MINI = [100, 200, 400];
const FULL = [400, 800, 1200, 1600];
/** Perfect clears by rows (1–4), and a back-to-back tetris perfect clear, × level. */
const PERFECT = [0, 800, 1200, 1800, 2000];
const PERFECT_B2B_TETRIS = 3200;
/** The SRS kick test whose use makes a mini T-spin a full one (TST and fin kicks: the fifth). */
export const UPGRADE_KICK = 4;

/**
 * The 3-corner rule for a T whose centre is at `centre`, locked with its last move a rotation:
 * three of the four diagonal cells around the centre occupied (walls and floor count) make a
 * T-spin; full when both corners beside the T's pointing side are among them, else mini — unless
 * the rotation used the fifth kick test, which makes it full.
 */
export function tSpin(field: Field, cells: readonly Cell[], centre: Cell, kick: number): TSpin {
  const [cx, cy] = centre;
  const filled = (x: number, y: number): boolean => !field.inside(x, y) || field.color[y * field.width + x] !== 0;
  const has = (x: number, y: number): boolean => cells.some(([a, b]) => a === x && b === y);
  const corners = [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const;
  const count = corners.filter(([dx, dy]) => filled(cx + dx, cy + dy)).length;
  if (count < 3) return 'none';
  // The pointing side: the neighbour of the centre in the T whose opposite is not.
  const [px, py] = ([[0, -1], [1, 0], [0, 1], [-1, 0]] as const).find(([dx, dy]) => has(cx + dx, cy + dy) && !has(cx - dx, cy - dy))!;
  const front = corners.filter(([dx, dy]) => (px !== 0 && dx === px) || (py !== 0 && dy === py));
  const bothFront = front.every(([dx, dy]) => filled(cx + dx, cy + dy));
  return bothFront || kick === UPGRADE_KICK ? 'full' : 'mini';
}

/** A clear's state carried from piece to piece. */
export interface Streak {
  /** The last clear was difficult (a tetris or a T-spin with lines). */
  b2b: boolean;
  /** Clears in a row by consecutive pieces, −1 after a piece that cleared nothing. */
  combo: number;
}

/**
 * Points for one locked piece clearing `rows` (0–4) with `spin`, at `level`; updates `streak`.
 * Back-to-back: a difficult clear after another is worth 1.5 times; combo: 50 × combo × level;
 * a perfect clear (the field empty after it) adds its bonus.
 */
export function guidelinePoints(rows: number, spin: TSpin, level: number, streak: Streak, perfect: boolean): number {
  const action = spin === 'full' ? FULL[rows]! : spin === 'mini' ? MINI[Math.min(rows, 2)]! : PLAIN[rows]!;
  if (rows === 0) {
    streak.combo = -1;
    return action * level;
  }
  const difficult = rows === 4 || spin !== 'none';
  const b2b = difficult && streak.b2b;
  streak.b2b = difficult;
  streak.combo++;
  let points = (b2b ? action * 1.5 : action) * level + 50 * streak.combo * level;
  if (perfect) points += (b2b && rows === 4 ? PERFECT_B2B_TETRIS : PERFECT[rows]!) * level;
  return points;
}
