/**
 * The input record: one timed action of a replay — key press and release, mouse motion and
 * button, a change of the machine's speed, a screenshot — in virtual ms since power-on. It is what
 * the parser (replay.ts) produces, what the writer (replay-write.ts) takes, what the player's
 * session logs and a save state carries (src/web/session.ts, src/web/saves/snapshot.ts), and
 * applyEvent is the one place an input reaches the machine. Its own module so that the parser and
 * the writer both read it and neither imports the other.
 */
import { MOUSE_BUTTONS, type MouseButton } from '../../runtime/hw/mouse.ts';
import type { Machine } from '../../runtime/machine.ts';
import type { KeyName } from '../../runtime/scancodes.ts';

/**
 * A timed action without its line: what a recorder logs and hands the writer. `move`: to pixel
 * (x, y); `moveby`: by (x, y) mickeys; `down`/`up`: a mouse button (`press left`); `cycles`: the
 * machine's speed from then on (instructions per ms).
 */
export type ReplayEvent =
  | { at: number; kind: 'press' | 'release'; key: KeyName }
  | { at: number; kind: 'down' | 'up'; button: MouseButton }
  | { at: number; kind: 'move' | 'moveby'; x: number; y: number }
  | { at: number; kind: 'cycles'; cycles: number }
  | { at: number; kind: 'shot'; name: string };

/** An action that reaches the machine: every one but a screenshot (which the host takes). */
export type ReplayInput = Exclude<ReplayEvent, { kind: 'shot' }>;

/** A timed action with the line it came from (a tap or a typed character gives several). */
export type ReplayAction = ReplayEvent & { line: number };

/** A mouse motion, to a pixel or by mickeys. */
export const isMotion = (a: ReplayEvent): a is Extract<ReplayEvent, { x: number }> => a.kind === 'move' || a.kind === 'moveby';
/** A key's press or release (not a mouse button's). */
export const isKeyEvent = (a: ReplayEvent): a is Extract<ReplayEvent, { key: KeyName }> => a.kind === 'press' || a.kind === 'release';

/**
 * Hand one input to the machine, now (the host has run it to the input's time): every host —
 * the headless runner, the player, a save state's restore — applies inputs here and nowhere else.
 */
export function applyEvent(m: Machine, e: ReplayInput): void {
  switch (e.kind) {
    case 'press':
      return m.keyDown(e.key);
    case 'release':
      return m.keyUp(e.key);
    case 'move':
      return m.mouseMove(e.x, e.y);
    case 'moveby':
      return m.mouseMoveBy(e.x, e.y);
    case 'down':
    case 'up':
      return m.mouseButton(MOUSE_BUTTONS.indexOf(e.button), e.kind === 'down');
    case 'cycles':
      m.cycles = e.cycles;
  }
}
