/**
 * A replay's timed action: what the parser (replay.ts) produces and the writer (replay-write.ts)
 * takes — key press and release, mouse motion and button, screenshot — in virtual ms since
 * power-on. Its own module so that the parser and the writer both read it and neither imports the other.
 */
import type { MouseButton } from '../../runtime/hw/mouse.ts';
import type { KeyName } from '../../runtime/scancodes.ts';

/** A timed action without its line: what a recorder hands the writer. */
export type ReplayEvent =
  | { at: number; kind: 'press' | 'release'; key: KeyName }
  | { at: number; kind: 'down' | 'up'; button: MouseButton }
  | { at: number; kind: 'move' | 'moveby'; x: number; y: number }
  | { at: number; kind: 'shot'; name: string };

/** `move`: to pixel (x, y); `moveby`: by (x, y) mickeys; `down`/`up`: a mouse button (`press left`). */
export type ReplayAction = ReplayEvent & { line: number };

/** A mouse motion, to a pixel or by mickeys. */
export const isMotion = (a: ReplayEvent): a is Extract<ReplayEvent, { x: number }> => a.kind === 'move' || a.kind === 'moveby';
/** A key's press or release (not a mouse button's). */
export const isKeyEvent = (a: ReplayEvent): a is Extract<ReplayEvent, { key: KeyName }> => a.kind === 'press' || a.kind === 'release';
