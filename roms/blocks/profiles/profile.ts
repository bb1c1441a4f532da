/**
 * A profile is one seed's rules as data: its field, its pieces, how it removes lines, scores,
 * raises levels, how fast pieces fall, and when the game is lost. The engine (engine/game.ts) is
 * the same for all four.
 */
import { Field } from '../engine/field.ts';
import type { LineGravity } from '../engine/gravity.ts';
import type { RandomiserKind } from '../engine/randomiser.ts';
import type { Cell, Piece, PieceRules } from '../engine/types.ts';

export const MODES = ['marathon', 'sprint', 'ultra'] as const;
export type Mode = (typeof MODES)[number];

/** What the options screen sets. Profiles that lack a feature ignore its option. */
export interface GameOptions {
  mode: Mode;
  /** Sprint: lines to clear (40 by default). */
  sprintLines: number;
  /** Ultra: the time limit in ms (2 minutes by default). */
  ultraMs: number;
  /** Modern only: line-clear gravity. */
  lineGravity: LineGravity;
  /** Modern only: SRS wall kicks, or none (NES). */
  kicks: boolean;
  /** Modern only: the hold box. */
  hold: boolean;
  /** Any profile: draw where the piece would land; null until set: the profile's own default. */
  ghost: boolean | null;
  /** Auto shift, in ms (see engine/autoshift.ts). */
  das: number;
  arr: number;
  startLevel: number;
}

export const DEFAULT_OPTIONS: GameOptions = {
  mode: 'marathon', sprintLines: 40, ultraMs: 120_000, lineGravity: 'naive', kicks: true,
  hold: true, ghost: null, das: 167, arr: 33, startLevel: 1,
};

export interface Profile {
  readonly id: 'zhou' | 'qiu' | 'blog' | 'modern' | 'chapter';
  /** Menu line. */
  readonly title: string;
  /** Where it comes from (shown under the menu line). */
  readonly source: string;
  readonly randomiser: RandomiserKind;
  /** Guideline lock delay (0.5 s, 15 resets); otherwise a piece locks when gravity cannot move it. */
  readonly lockDelay: boolean;
  /** The ghost piece when the options leave it unset (on in Modern, as the Guideline has it). */
  readonly ghost: boolean;
  /** Which options mean anything here (the options screen greys the rest). */
  readonly has: { readonly hold: boolean; readonly kicks: boolean; readonly lineGravity: boolean; readonly save: boolean };
  pieces(o: GameOptions): PieceRules;
  newField(): Field;
  /**
   * Remove full lines after `piece` was locked; the rows removed at each step of a chain
   * (one step unless line gravity is sticky or cascade).
   */
  removeLines(field: Field, piece: Piece, o: GameOptions): number[];
  /**
   * Guideline scoring (engine/guideline.ts): T-spins, back-to-back, combos, perfect clears; the
   * T piece's kind for the 3-corner rule (its centre at the box's (1, 1)).
   */
  readonly guideline: boolean;
  readonly tKind: number;
  /** Points for a clear: rows per chain step, at `level`. */
  clearPoints(steps: readonly number[], level: number): number;
  /** Points per cell of soft drop and of hard drop. */
  readonly dropPoints: readonly [soft: number, hard: number];
  /** The level after a change of score or lines. */
  level(score: number, lines: number, startLevel: number): number;
  /** Milliseconds per row of gravity at `level`. */
  gravityMs(level: number): number;
  /** Lost when `piece` (its `cells`) locks here; asked before its cells are placed. */
  lockOut(cells: readonly Cell[], piece: Piece): boolean;
}
