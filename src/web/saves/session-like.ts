/**
 * The session as a save state sees it: what a moment captures (moment.ts) and a snapshot is made
 * from and restored into (snapshot.ts). The player's Session (src/web/session.ts) is one.
 */
import type { TimeOfDay } from '../../../runtime/bios/timer.ts';
import type { MouseButton } from '../../../runtime/hw/mouse.ts';
import type { KeyName } from '../../../runtime/scancodes.ts';

/** What a snapshot needs from the session that plays (src/web/session.ts: the player's Session). */
export interface SessionLike {
  readonly machine: {
    readonly vga: { readonly width: number; readonly height: number; readonly visual: Uint8Array; readonly palette: Uint8Array };
    readonly state: string;
    readonly crash: { message: string } | null;
  };
  readonly power: { rom: { name: string }; variant: string | undefined; cycles: number; timeOfDay: TimeOfDay };
  readonly log: readonly (
    | { ms: number; type: 'down' | 'up'; key: KeyName }
    | { ms: number; type: 'move' | 'moveby'; x: number; y: number }
    | { ms: number; type: 'mousedown' | 'mouseup'; button: MouseButton }
  )[];
  readonly speeds: readonly { ms: number; cycles: number }[];
  readonly nowMs: number;
  boot(): void;
  runTo(ms: number): void;
  setCycles(cycles: number): void;
  press(key: KeyName): void;
  release(key: KeyName): void;
  mouseMove(x: number, y: number): void;
  mouseMoveBy(dx: number, dy: number): void;
  mouseButton(button: MouseButton, down: boolean): void;
}
