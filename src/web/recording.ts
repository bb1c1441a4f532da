import { writeReplay, type ReplayEvent } from '../shared/replay.ts';
import type { InputEvent, PowerOn } from './session.ts';

/** The file extension of a replay (docs/REPLAY.md format). */
export const REPLAY_EXTENSION = 'replay';

/**
 * A session's input log as a replay file: power-on settings (ROM, variant, time of day, cycles),
 * every key and mouse event at its virtual millisecond, and the end — the moment on screen when
 * recording stopped, with a shot there — so the headless runner plays it to that same frame.
 */
export function replayText(power: PowerOn, log: readonly InputEvent[], endMs: number, recordedAt = new Date()): string {
  return writeReplay({
    comments: [`recorded in the browser player, ${recordedAt.toISOString()}`],
    rom: power.rom.name,
    variant: power.variant ?? null,
    time: power.timeOfDay,
    cycles: power.cycles,
    actions: [
      ...log.map(replayEvent),
      // The frame that was on the screen when recording stopped.
      { at: endMs, kind: 'shot' as const, name: 'end' },
    ],
    end: endMs,
  });
}

function replayEvent(e: InputEvent): ReplayEvent {
  const at = e.ms;
  if ('key' in e) return { at, kind: e.type === 'down' ? 'press' : 'release', key: e.key };
  if ('button' in e) return { at, kind: e.type === 'mousedown' ? 'down' : 'up', button: e.button };
  return { at, kind: e.type, x: e.x, y: e.y };
}
