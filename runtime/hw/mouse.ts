/**
 * The mouse as the host moves it: an absolute pointer position in screen pixels (a pointer over
 * the canvas, a replay's `move`), relative motion in mickeys (pointer lock, a replay's `moveby`),
 * and three buttons. Host events wait here until their virtual time, like the keyboard's; the
 * machine delivers each in time order to the driver listening (INT 33h, runtime/bios/int33.ts),
 * as the mouse's IRQ would. Before a driver listens, only the device's own state moves.
 */

/** Buttons in the driver's order: bit n of INT 33h BX, index n of functions 5/6. */
export const MOUSE_BUTTONS = ['left', 'right', 'middle'] as const;
export type MouseButton = (typeof MOUSE_BUTTONS)[number];

export function isMouseButton(name: string): name is MouseButton {
  return (MOUSE_BUTTONS as readonly string[]).includes(name);
}

/**
 * One host event: `move` to pixel (x, y); `moveby` (x, y) mickeys; `button` n down or up (x = n,
 * y = 1 down, 0 up). One shape for all, so the queue holds one kind of object.
 */
export interface MouseEvent {
  at: number;
  kind: 'move' | 'moveby' | 'button';
  x: number;
  y: number;
}

export class Mouse {
  /** Where the host's pointer is, in screen pixels (moved by `move` events). */
  x = 320;
  y = 240;
  /** The pointer's position before the last `move` (the driver counts mickeys from the difference). */
  prevX = 320;
  prevY = 240;
  /** Buttons held: bit 0 left, 1 right, 2 middle. */
  buttons = 0;
  /** The driver's handler, called with each event at its time; null until a driver installs. */
  onEvent: ((e: MouseEvent) => void) | null = null;
  /** Host events sorted by time; equal times keep the order they were given in. */
  private events: MouseEvent[] = [];

  /** The host moved the pointer to pixel (x, y) at virtual time `at` (PIT ticks). */
  move(x: number, y: number, at: number): void {
    this.schedule({ at, kind: 'move', x, y });
  }

  /** The host moved the mouse by (dx, dy) mickeys at `at`. */
  moveBy(dx: number, dy: number, at: number): void {
    this.schedule({ at, kind: 'moveby', x: dx, y: dy });
  }

  /** The host pressed (down) or released button `n` (0 left, 1 right, 2 middle) at `at`. */
  button(n: number, down: boolean, at: number): void {
    this.schedule({ at, kind: 'button', x: n, y: down ? 1 : 0 });
  }

  /** Time of the next host event, Infinity when none waits. */
  nextEventTime(): number {
    return this.events.length > 0 ? this.events[0]!.at : Infinity;
  }

  /**
   * Deliver the next event: the device's state first, then the driver. A press of a held button
   * or a release of a free one changes nothing and reaches no driver, as with keys.
   */
  deliver(): void {
    const e = this.events.shift();
    if (e === undefined) throw new Error('Mouse.deliver: nothing scheduled');
    if (e.kind === 'move') {
      this.prevX = this.x;
      this.prevY = this.y;
      this.x = e.x;
      this.y = e.y;
    } else if (e.kind === 'button') {
      const bit = 1 << e.x;
      if ((this.buttons & bit) !== 0 === (e.y === 1)) return;
      this.buttons ^= bit;
    }
    if (this.onEvent !== null) this.onEvent(e);
  }

  private schedule(e: MouseEvent): void {
    let i = this.events.length;
    while (i > 0 && this.events[i - 1]!.at > e.at) i--;
    this.events.splice(i, 0, e);
  }
}
