import { Machine, type RomCrash } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { Rom } from '../../runtime/process.ts';
import type { KeyName } from '../../runtime/scancodes.ts';
import type { MouseButton } from '../../runtime/hw/mouse.ts';
import { applyEvent, type ReplayInput } from '../shared/replay-event.ts';
import { MOVEBY_MAX } from '../shared/replay-grammar.ts';

/** What a power-on needs; a replay file carries the same. */
export interface PowerOn {
  rom: Rom;
  variant: string | undefined;
  cycles: number;
  timeOfDay: TimeOfDay;
}

export interface SessionEvents {
  exit(): void;
  crash(err: RomCrash): void;
}

/**
 * One power-on of the machine with one program: the host's single door into it. Every key, mouse
 * event and speed change goes through here, at a whole virtual millisecond (the next one at or
 * after `now`), and is logged as a replay's input (src/shared/replay-event.ts), so the log replays
 * headless to exactly the same frames and a save state carries it as it is.
 */
export class Session {
  readonly machine: Machine;
  /** Keys the machine holds down now (the host's auto-repeat never reaches it). */
  private readonly held = new Set<KeyName>();
  /** The machine's Caps Lock as this host toggled it (off at power-on). */
  private capsLock = false;
  /** The pixel of the last move (where the machine's mouse starts, at power-on). */
  private pointer: [number, number];
  /** Mouse buttons the machine holds down now. */
  private readonly buttons = new Set<MouseButton>();
  /** Every input since power-on, in time order: key transitions, mouse events, speed changes. */
  readonly log: ReplayInput[] = [];
  /** Inputs logged for a millisecond the machine has not reached yet (the log's tail). */
  private readonly pending: ReplayInput[] = [];
  private posMs = 0;

  constructor(
    readonly power: PowerOn,
    events: SessionEvents,
  ) {
    this.machine = new Machine({ cycles: power.cycles, timeOfDay: power.timeOfDay });
    this.pointer = [this.machine.mouse.x, this.machine.mouse.y];
    this.machine.on('exit', () => events.exit());
    this.machine.on('crash', (err) => events.crash(err));
    this.machine.load(power.rom, power.variant);
  }

  /**
   * Run the program up to its first wait, at power-on (no virtual time passes), so the very first
   * frame shows what it drew rather than the DOS prompt it started from. A crash here reaches the
   * `crash` event like any other, so call it once the host is ready to show one.
   */
  boot(): void {
    if (this.booted) return;
    this.booted = true;
    this.machine.runUntil(this.machine.now);
  }

  private booted = false;

  /** Virtual milliseconds since power-on: where the host has run the machine to (fractional). */
  get nowMs(): number {
    return this.posMs;
  }

  /** Run the machine `ms` virtual milliseconds further. */
  advance(ms: number): void {
    if (ms > 0) this.runTo(this.posMs + ms);
  }

  /**
   * Run the machine to `ms` virtual milliseconds since power-on, handing it each key on the way
   * exactly as src/shared/session.ts plays a replay: run to the key's millisecond, then press.
   */
  runTo(ms: number): void {
    if (!(ms >= this.posMs)) throw new RangeError(`Session.runTo: ${ms} ms is before now (${this.posMs} ms)`);
    // The program waits for an asset the page is fetching (runtime/assets.ts): the machine's clock
    // stands still, and so does the session's, so the inputs that come meanwhile reach the program
    // at the same virtual times as in a replay, where the asset came at once.
    if (this.machine.held) return;
    while (this.pending.length > 0 && this.pending[0]!.at <= ms) {
      const e = this.pending.shift()!;
      this.runMachineTo(e.at);
      this.apply(e);
    }
    this.runMachineTo(ms);
    this.posMs = ms;
  }

  /** Change the machine's speed (logged: the instructions a program gets per ms decide its frames). */
  setCycles(cycles: number): void {
    this.queue({ at: 0, kind: 'cycles', cycles });
  }

  /**
   * Log an input and hand it to the machine at its time: now if the machine is there, else when
   * runTo reaches it. The doors below give their inputs the next whole millisecond; a save state's
   * restore (src/web/saves/snapshot.ts) gives each its own time (a speed change of an old save
   * state may fall between milliseconds).
   */
  input(e: ReplayInput): void {
    const last = this.pending[this.pending.length - 1];
    if (!(e.at >= (last?.at ?? this.posMs))) throw new RangeError(`Session.input: ${e.at} ms is before ${last?.at ?? this.posMs} ms`);
    this.track(e);
    if (this.machine.state !== 'running') return;
    this.log.push(e);
    if (e.at === this.posMs && this.pending.length === 0) this.apply(e);
    else this.pending.push(e);
  }

  press(key: KeyName): void {
    if (this.held.has(key)) return;
    this.queue({ at: 0, kind: 'press', key });
  }

  release(key: KeyName): void {
    if (!this.held.has(key)) return;
    this.queue({ at: 0, kind: 'release', key });
  }

  /** Let go of everything (focus lost: the host will not see those keys and buttons come up). */
  releaseAll(): void {
    for (const key of [...this.held]) this.release(key);
    for (const b of [...this.buttons]) this.mouseButton(b, false);
  }

  /**
   * The pointer is over screen pixel (x, y). Several moves in one millisecond not yet handed over
   * become one, the last (a replay's resolution; a fast pointer sends several per frame).
   */
  mouseMove(x: number, y: number): void {
    if (x === this.pointer[0] && y === this.pointer[1]) return; // a click where the pointer is
    const last = this.pending[this.pending.length - 1];
    if (last?.kind === 'move' && last.at === Math.ceil(this.posMs)) {
      this.pointer = [x, y];
      last.x = x;
      last.y = y;
    } else this.queue({ at: 0, kind: 'move', x, y });
  }

  /** The mouse moved by (dx, dy) mickeys (pointer lock); one millisecond's motions add up. */
  mouseMoveBy(dx: number, dy: number): void {
    if (dx === 0 && dy === 0) return; // a click under pointer lock
    const last = this.pending[this.pending.length - 1];
    const clamp = (v: number): number => Math.max(-MOVEBY_MAX, Math.min(MOVEBY_MAX, v));
    if (last?.kind === 'moveby' && last.at === Math.ceil(this.posMs)) {
      last.x = clamp(last.x + dx);
      last.y = clamp(last.y + dy);
    } else this.queue({ at: 0, kind: 'moveby', x: clamp(dx), y: clamp(dy) });
  }

  /** A mouse button went down or up (a repeated down, or an up of a free button, is dropped). */
  mouseButton(button: MouseButton, down: boolean): void {
    if (this.buttons.has(button) === down) return;
    this.queue({ at: 0, kind: down ? 'down' : 'up', button });
  }

  /**
   * Make the machine's Caps Lock match the host's, by tapping it, so a capital-P press on a host
   * with Caps Lock on reaches the program as 'P' — as it would on a DOS box with the light on.
   */
  syncCapsLock(hostOn: boolean): void {
    if (hostOn === this.capsLock) return;
    this.tap('CapsLock');
  }

  /** Shift held on the host (e.g. since before focus) but not in the machine, or the reverse. */
  syncShift(hostShift: boolean | null): void {
    if (hostShift === null) return;
    const machineShift = this.held.has('LShift') || this.held.has('RShift');
    if (hostShift && !machineShift) this.press('LShift');
    if (!hostShift && machineShift) {
      this.release('LShift');
      this.release('RShift');
    }
  }

  /** Down and up (Caps Lock: the host's keyboard never holds it, keyboard.ts). */
  private tap(key: KeyName): void {
    this.queue({ at: 0, kind: 'press', key });
    this.queue({ at: 0, kind: 'release', key });
  }

  /** An input at the next whole millisecond (a replay's resolution). */
  private queue(e: ReplayInput): void {
    e.at = Math.ceil(this.posMs);
    this.input(e);
  }

  /** What the host holds: keys, buttons, the pointer's pixel, Caps Lock (toggled by a press the machine takes). */
  private track(e: ReplayInput): void {
    if (e.kind === 'press') {
      this.held.add(e.key);
      if (e.key === 'CapsLock' && this.machine.state === 'running') this.capsLock = !this.capsLock;
    } else if (e.kind === 'release') this.held.delete(e.key);
    else if (e.kind === 'down') this.buttons.add(e.button);
    else if (e.kind === 'up') this.buttons.delete(e.button);
    else if (e.kind === 'move') this.pointer = [e.x, e.y];
  }

  private apply(e: ReplayInput): void {
    if (this.machine.state === 'running') applyEvent(this.machine, e);
  }

  private runMachineTo(ms: number): void {
    const t = msToPit(ms);
    if (t > this.machine.now) this.machine.runUntil(t);
  }
}
