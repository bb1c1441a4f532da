/**
 * The keys BLOCKS reads, as bioskey(0) returns them (scan << 8 | ascii); letters are told by their
 * scan code, so Caps Lock and Shift do not matter. The essentials are the keys the player's touch
 * buttons and gamepads send: the arrows, Space, P and Esc; X, Z, C, S, L and Enter are extras.
 */
import { Autoshift } from '../engine/autoshift.ts';

export const SCAN = {
  ESC: 0x01, ENTER: 0x1c, SPACE: 0x39, UP: 0x48, DOWN: 0x50, LEFT: 0x4b, RIGHT: 0x4d,
  P: 0x19, X: 0x2d, Z: 0x2c, C: 0x2e, S: 0x1f, L: 0x26, G: 0x22,
} as const;

export function scanOf(key: number): number {
  return (key >> 8) & 0xff;
}

/**
 * The keyboard's first repeat comes this long after the make: the typematic delay the BIOS sets at
 * power-on (INT 16h AX=0300h default, 500 ms; DOSBox's too).
 */
export const FIRST_REPEAT_MS = 500;
/** After repeats have started, a key is taken as released when none came for this long. */
const REPEAT_GAP_MS = 120;
/** Key words are timed by the tick they are read in: up to a tick early or late. */
const TICK_SLACK_MS = 60;

/**
 * Left/Right as a held direction, from the BIOS key stream. INT 16h reports makes only — a held
 * key shows as its typematic repeats, the first one 500 ms after the make — so a press is known
 * at once, "still held" only at the first repeat, and a release only by the repeats stopping.
 * The auto shift (DAS, ARR) therefore starts no earlier than the keyboard's first repeat.
 */
export class ShiftInput {
  readonly auto: Autoshift;
  private dir: -1 | 0 | 1 = 0;
  private lastWordAt = 0;
  private madeAt = 0;
  private repeating = false;

  constructor(das: number, arr: number) {
    this.auto = new Autoshift(Math.max(das, FIRST_REPEAT_MS), arr);
  }

  /**
   * A Left (−1) or Right (1) word read at `now` ms: the shifts it asks for now (1 × dir for a
   * new press, 0 for a repeat — the auto shift makes those). A repeat is the same key again
   * either about FIRST_REPEAT_MS after its make (the first repeat) or soon after the last repeat;
   * the same key again sooner than the first repeat can come is a new tap.
   */
  word(dir: -1 | 1, now: number): number {
    const sinceMake = now - this.madeAt, sinceLast = now - this.lastWordAt;
    const repeat = dir === this.dir && (this.repeating
      ? sinceLast <= REPEAT_GAP_MS
      : sinceMake >= FIRST_REPEAT_MS - TICK_SLACK_MS && sinceMake <= FIRST_REPEAT_MS + REPEAT_GAP_MS);
    this.lastWordAt = now;
    if (repeat) {
      this.repeating = true;
      return 0;
    }
    this.dir = dir;
    this.madeAt = now;
    this.repeating = false;
    return this.auto.press(dir);
  }

  /** `ms` passed, now at `now`: the auto shifts due (signed; ±Infinity = to the wall). */
  advance(ms: number, now: number): number {
    if (this.dir === 0) return 0;
    const gap = this.repeating ? REPEAT_GAP_MS : FIRST_REPEAT_MS + REPEAT_GAP_MS;
    if (now - this.lastWordAt > gap) {
      this.release();
      return 0;
    }
    const n = this.auto.advance(ms);
    return this.repeating ? n : 0;
  }

  release(): void {
    this.dir = 0;
    this.repeating = false;
    this.auto.release();
  }
}
