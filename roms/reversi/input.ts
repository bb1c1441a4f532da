/**
 * The keyboard (bioskey) and the INT 33h mouse (through int86), as events: a key, or a left
 * click at a pixel. Ours: the seed takes a tap and maps it to a cell (TranslatePoint); the
 * mapping to cells and buttons is done by whoever reads the click.
 */
import type { Blocking } from '../../runtime/process.ts';
import { bioskey } from '../../runtime/tc/bios.ts';
import { int86, REGS } from '../../runtime/tc/dos.ts';
import type { Clock } from './clock.ts';

/** bioskey(0) words of the keys that have no ASCII code. */
export const K_UP = 0x4800, K_DOWN = 0x5000, K_LEFT = 0x4b00, K_RIGHT = 0x4d00, K_HOME = 0x4700, K_END = 0x4f00;
export const K_ENTER = 13, K_ESC = 27, K_SPACE = 32, K_BACKSPACE = 8;

export type Event = { readonly key: number } | { readonly x: number; readonly y: number };

/** How long the event loop sleeps between two looks (ms): the program idles as DOS programs did. */
export const POLL_MS = 10;

export class Input {
  private readonly r = new REGS();

  constructor(readonly clock: Clock) {}

  /** A mouse driver answered INT 33h function 0. */
  hasMouse = false;
  /** Hide/show nesting as the driver counts it: drawing hides the cursor. */
  private hidden = 0;

  /** @c int mouse(int fn) */
  *mouse(fn: number): Blocking<number> {
    this.r.x.ax = fn;
    return yield* int86(0x33, this.r, this.r);
  }

  /** Reset the driver (function 0) and show the cursor. */
  *init(): Blocking {
    this.hasMouse = (yield* this.mouse(0)) === 0xffff;
    if (this.hasMouse) yield* this.mouse(1);
  }

  /** Hide the cursor before drawing under it (function 2). */
  *hide(): Blocking {
    if (this.hasMouse && this.hidden++ === 0) yield* this.mouse(2);
  }

  /** Show it again (function 1). */
  *show(): Blocking {
    if (this.hasMouse && --this.hidden === 0) yield* this.mouse(1);
  }

  /**
   * A key or a left click if one is waiting, else null. A key is its ASCII code in upper case,
   * or the bioskey word for a key without one (arrows).
   */
  *poll(): Blocking<Event | null> {
    if (yield* bioskey(1)) {
      const k = (yield* bioskey(0)) & 0xffff;
      const ascii = k & 0xff;
      if (ascii === 0 || ascii === 0xe0) return { key: k & 0xff00 };
      return { key: ascii >= 0x61 && ascii <= 0x7a ? ascii - 0x20 : ascii };
    }
    if (!this.hasMouse) return null;
    this.r.x.bx = 0; // function 5: left-button presses since the last look, and where the last was
    yield* this.mouse(5);
    if (this.r.x.bx > 0) return { x: this.r.x.cx, y: this.r.x.dx };
    return null;
  }

  /** Wait for the next event, idling POLL_MS between looks. */
  *next(): Blocking<Event> {
    for (;;) {
      const e = yield* this.poll();
      if (e !== null) return e;
      yield* this.clock.wait(POLL_MS);
    }
  }
}
