/**
 * The session as a save state sees it: what a moment captures (moment.ts) and a snapshot is made
 * from and restored into (snapshot.ts). The player's Session (src/web/session.ts) is one.
 */
import type { ReplayInput } from '../../shared/replay-event.ts';
import type { PowerOnNamed } from '../recording.ts';

/** What a snapshot needs from the session that plays (src/web/session.ts: the player's Session). */
export interface SessionLike {
  readonly machine: {
    readonly vga: { readonly width: number; readonly height: number; readonly visual: Uint8Array; readonly palette: Uint8Array };
    readonly state: string;
    readonly crash: { message: string } | null;
  };
  readonly power: PowerOnNamed;
  /** Every input since power-on, in time order (the log only grows). */
  readonly log: readonly ReplayInput[];
  readonly nowMs: number;
  boot(): void;
  runTo(ms: number): void;
  /** Log an input and hand it over at its time (not before the last one's). */
  input(e: ReplayInput): void;
}
