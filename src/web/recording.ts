import { writeReplay } from '../shared/replay.ts';
import type { KeyEvent, PowerOn } from './session.ts';

/** The file extension of a replay (docs/REPLAY.md format). */
export const REPLAY_EXTENSION = 'replay';

/**
 * A session's key log as a replay file: power-on settings (ROM, variant, time of day, cycles),
 * every press and release at its virtual millisecond, and the end — the moment on screen when
 * recording stopped, with a shot there — so the headless runner plays it to that same frame.
 */
export function replayText(power: PowerOn, log: readonly KeyEvent[], endMs: number, recordedAt = new Date()): string {
  return writeReplay({
    comments: [`recorded in the browser player, ${recordedAt.toISOString()}`],
    rom: power.rom.name,
    variant: power.variant ?? null,
    time: power.timeOfDay,
    cycles: power.cycles,
    actions: [
      ...log.map((e) => ({ at: e.ms, kind: e.type === 'down' ? ('press' as const) : ('release' as const), key: e.key })),
      // The frame that was on the screen when recording stopped.
      { at: endMs, kind: 'shot' as const, name: 'end' },
    ],
    end: endMs,
  });
}
