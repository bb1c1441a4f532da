import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import { writeReplay, type ReplayInput } from '../shared/replay.ts';

/** The file extension of a replay (docs/REPLAY.md format). */
export const REPLAY_EXTENSION = 'replay';

/** A power-on as a replay's header names it (src/web/session.ts PowerOn is one). */
export interface PowerOnNamed {
  rom: { name: string };
  variant: string | undefined;
  cycles: number;
  timeOfDay: TimeOfDay;
}

/**
 * A session's input log as a replay file: power-on settings (ROM, variant, time of day, cycles),
 * every input at its virtual millisecond — keys, mouse, speed changes — and the end — the moment
 * on screen when recording stopped, with a shot there — so the headless runner plays it to that
 * same frame. A save state's replay is the same text (saves/snapshot.ts).
 */
export function replayText(power: PowerOnNamed, log: readonly ReplayInput[], endMs: number, comment: string): string {
  return writeReplay({
    comments: [comment],
    rom: power.rom.name,
    variant: power.variant ?? null,
    time: power.timeOfDay,
    cycles: power.cycles,
    // The frame that was on the screen at the end.
    actions: [...log, { at: endMs, kind: 'shot', name: 'end' }],
    end: endMs,
  });
}
