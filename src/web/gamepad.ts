import type { KeyName } from '../../runtime/scancodes.ts';
import type { KeySink } from './keyboard.ts';

/**
 * Gamepads with the W3C "standard" mapping: d-pad → arrows, A (bottom) → rotate (Up),
 * B (right) → drop (Space), Start → P, Select/Back → Esc; the left stick, tilted past half way,
 * as the d-pad (no analogue on a PC keyboard). Polled once per frame; only changes
 * are sent, so a held button is a held key (and repeats in the machine).
 */
const BUTTONS: ReadonlyArray<[index: number, key: KeyName]> = [
  [12, 'Up'], [13, 'Down'], [14, 'Left'], [15, 'Right'],
  [0, 'Up'], [1, 'Space'], [9, 'P'], [8, 'Esc'],
];

/** How far the stick must lean to press its arrow (a resting stick drifts by ~0.1). */
const STICK = 0.5;

export class Gamepads {
  /** Keys held by any pad, as of the last poll. */
  private held = new Set<KeyName>();

  /** Send what changed since the last poll; returns whether a standard pad is connected. */
  poll(sink: KeySink): boolean {
    let connected = false;
    const now = new Set<KeyName>();
    const pads = typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : [];
    for (const pad of pads) {
      if (!pad || !pad.connected || pad.mapping !== 'standard') continue;
      connected = true;
      for (const [index, key] of BUTTONS) if (pad.buttons[index]?.pressed) now.add(key);
      const [x = 0, y = 0] = pad.axes;
      if (x < -STICK) now.add('Left');
      if (x > STICK) now.add('Right');
      if (y < -STICK) now.add('Up');
      if (y > STICK) now.add('Down');
    }
    for (const key of this.held) if (!now.has(key)) sink.release(key);
    for (const key of now) if (!this.held.has(key)) sink.press(key);
    this.held = now;
    return connected;
  }

  /** Forget what was held (the machine was powered off or let go of everything). */
  reset(): void {
    this.held.clear();
  }
}
