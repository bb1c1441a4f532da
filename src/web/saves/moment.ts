/**
 * The running program at one moment, captured on the spot: a save is asked for now (a key, a
 * click) but made once files.js has loaded, and the game goes on meanwhile. What decides the
 * moment is cheap to keep — how many inputs there were (the log only grows) and a copy of the
 * screen — so the snapshot made later is of the moment asked for.
 */
import type { DosFile } from '../../../runtime/dos/drive.ts';
import type { SessionLike } from './session-like.ts';

export interface ScreenCopy {
  readonly width: number;
  readonly height: number;
  readonly visual: Uint8Array;
  readonly palette: Uint8Array;
}

export interface Moment {
  readonly session: SessionLike;
  readonly bootDisk: readonly DosFile[];
  /** Virtual ms since power-on (whole: a replay's resolution). */
  readonly endMs: number;
  readonly logLength: number;
  readonly state: string;
  readonly screen: ScreenCopy;
}

/** `session` now; it must be at a whole millisecond (the host runs it to the next one first). */
export function captureMoment(session: SessionLike, bootDisk: readonly DosFile[]): Moment {
  const endMs = session.nowMs;
  if (!Number.isInteger(endMs)) throw new Error(`captureMoment: the session is at ${endMs} ms, not at a whole millisecond`);
  const { vga } = session.machine;
  return {
    session,
    bootDisk,
    endMs,
    logLength: session.log.length,
    state: session.machine.state,
    screen: { width: vga.width, height: vga.height, visual: vga.visual.slice(), palette: vga.palette.slice() },
  };
}
