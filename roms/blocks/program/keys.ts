/**
 * The keys BLOCKS reads. The menus and most game keys come as bioskey(0) returns them (scan << 8
 * | ascii); letters are told by their scan code, so Caps Lock and Shift do not matter. The
 * essentials are the keys the player's touch buttons and gamepads send: the arrows, Space, P and
 * Esc; X, Z, C, S, L and Enter are extras.
 *
 * Left and Right during play are read as a DOS action game of the time read them: its own INT 9
 * handler takes each make and break code from port 60h (then chains to the BIOS's), so a press,
 * a hold and a release are known when they happen — not guessed from the BIOS's typematic words,
 * whose first repeat comes only 500 ms after the make.
 */
import { inportb } from '../../../runtime/tc/dos.ts';
import { Autoshift } from '../engine/autoshift.ts';
import { VectorHook } from './vector.ts';

export const SCAN = {
  ESC: 0x01, ENTER: 0x1c, SPACE: 0x39, UP: 0x48, DOWN: 0x50, LEFT: 0x4b, RIGHT: 0x4d,
  P: 0x19, X: 0x2d, Z: 0x2c, C: 0x2e, S: 0x1f, L: 0x26, G: 0x22,
} as const;

export function scanOf(key: number): number {
  return (key >> 8) & 0xff;
}

/** Set 1: a break is the make code with bit 7 set; E0 prefixes the grey arrows' codes. */
const BREAK = 0x80;
const PREFIX_E0 = 0xe0;

/** A Left (−1) or Right (1) key going down (true) or up (false), at `at` ms on the fast clock. */
export interface ShiftEdge {
  dir: -1 | 1;
  down: boolean;
  at: number;
}

/**
 * @c void interrupt keyHandler(void) — INT 9: the Left/Right makes and breaks, in order and each
 * with the fast clock's time when it came (clock.ts, FastClock), for the game loop to take. A held key's typematic makes (no break between) are one press. The handler
 * chains to the BIOS's INT 9, which reads the same byte from port 60h, buffers the key words and
 * sends the EOI, so bioskey still sees every key.
 */
export class ShiftKeys {
  /** Edges since the loop last took them (a tap within one tick is a make and a break here). */
  readonly edges: ShiftEdge[] = [];
  /** Counts every Left/Right edge: the loop's sleep also wakes when it changes (a break has no key word). */
  count = 0;
  private readonly down: Record<-1 | 1, boolean> = { [-1]: false, 1: false };

  /** `now`: the fast clock's time in ms. */
  constructor(private readonly now: () => number) {}

  private readonly vector: VectorHook = new VectorHook(9, () => {
    const code = inportb(0x60);
    if (code !== PREFIX_E0) {
      const scan = code & ~BREAK;
      if (scan === SCAN.LEFT || scan === SCAN.RIGHT) {
        const dir = scan === SCAN.LEFT ? -1 : 1;
        const down = (code & BREAK) === 0;
        if (down !== this.down[dir]) {
          this.down[dir] = down;
          this.edges.push({ dir, down, at: this.now() });
          this.count++;
        }
      }
    }
    this.vector.chain(); // the BIOS's INT 9: key words, EOI
  });

  hook(): void {
    this.vector.hook();
  }

  unhook(): void {
    this.vector.unhook();
  }

  /** The edges waiting, oldest first; the queue is empty after. */
  take(): ShiftEdge[] {
    return this.edges.splice(0);
  }
}

/**
 * Left/Right as held directions, from make and break edges: each make moves at once (so two taps
 * are two cells however close or far apart), a held key auto-shifts DAS ms after its make and then
 * every ARR ms, and the break ends it — all counted from the edges' own times. With both held, the
 * later one wins; releasing it hands over to the other, which shifts at once and starts its own
 * DAS from that release.
 */
export class ShiftInput {
  readonly auto: Autoshift;
  private readonly held: Record<-1 | 1, boolean> = { [-1]: false, 1: false };

  constructor(das: number, arr: number) {
    this.auto = new Autoshift(das, arr);
  }

  /** One edge: the shifts it asks for now (signed). */
  edge(e: ShiftEdge): number {
    this.held[e.dir] = e.down;
    if (e.down) return this.auto.press(e.dir, e.at);
    if (this.auto.held !== e.dir) return 0;
    this.auto.release(e.dir);
    const other = -e.dir as -1 | 1;
    return this.held[other] ? this.auto.press(other, e.at) : 0;
  }

  /** The auto shifts due by `at` ms and not yet made (signed; ±Infinity = to the wall). */
  due(at: number): number {
    return this.auto.due(at);
  }

  /** When the next auto shift falls due (ms; Infinity: none). */
  nextDue(): number {
    return this.auto.nextDue();
  }

  release(): void {
    this.held[-1] = this.held[1] = false;
    this.auto.release();
  }
}
