import { Machine, type RomCrash } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { Rom } from '../../runtime/process.ts';
import type { KeyName } from '../../runtime/scancodes.ts';
import { MOUSE_BUTTONS, type MouseButton } from '../../runtime/hw/mouse.ts';

/** What a power-on needs; a replay file carries the same. */
export interface PowerOn {
  rom: Rom;
  variant: string | undefined;
  cycles: number;
  timeOfDay: TimeOfDay;
}

/** One key transition, at a whole virtual millisecond since power-on. */
export interface KeyEvent {
  ms: number;
  type: 'down' | 'up';
  key: KeyName;
}

/** A mouse event: to pixel (x, y), by (x, y) mickeys, or a button down/up. */
export type MouseLogEvent =
  | { ms: number; type: 'move' | 'moveby'; x: number; y: number }
  | { ms: number; type: 'mousedown' | 'mouseup'; button: MouseButton };

export type InputEvent = KeyEvent | MouseLogEvent;

/** The most mickeys one logged `moveby` holds per axis (a replay line's limit). */
const MOVEBY_MAX = 10_000;

export interface SessionEvents {
  exit(): void;
  crash(err: RomCrash): void;
}

/**
 * One power-on of the machine with one program: the host's single door into it. Every key and
 * mouse event goes through here, at a whole virtual millisecond (the next one at or after `now`),
 * so the log of what was pressed and moved replays headless to exactly the same frames.
 */
export class Session {
  readonly machine: Machine;
  /** Keys the machine holds down now (the host's auto-repeat never reaches it). */
  private readonly held = new Set<KeyName>();
  /** The machine's Caps Lock as this host toggled it (off at power-on). */
  private capsLock = false;
  /** The pixel of the last move (the machine's mouse starts at the centre). */
  private pointer = [320, 240];
  /** Mouse buttons the machine holds down now. */
  private readonly buttons = new Set<MouseButton>();
  /** Every key transition and mouse event since power-on. */
  readonly log: InputEvent[] = [];
  /** Every speed change since power-on, at the (fractional) ms it took effect (a snapshot replays them). */
  readonly speeds: { ms: number; cycles: number }[] = [];
  /** Events logged for a millisecond the machine has not reached yet. */
  private readonly pending: InputEvent[] = [];
  private posMs = 0;

  constructor(
    readonly power: PowerOn,
    events: SessionEvents,
  ) {
    this.machine = new Machine({ cycles: power.cycles, timeOfDay: power.timeOfDay });
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
    while (this.pending.length > 0 && this.pending[0]!.ms <= ms) {
      const e = this.pending.shift()!;
      this.runMachineTo(e.ms);
      this.apply(e);
    }
    this.runMachineTo(ms);
    this.posMs = ms;
  }

  /** Change the machine's speed now (logged: the instructions a program gets per ms decide its frames). */
  setCycles(cycles: number): void {
    this.machine.cycles = cycles;
    this.speeds.push({ ms: this.posMs, cycles });
  }

  isHeld(key: KeyName): boolean {
    return this.held.has(key);
  }

  press(key: KeyName): void {
    if (this.held.has(key)) return;
    this.held.add(key);
    this.send('down', key);
  }

  release(key: KeyName): void {
    if (!this.held.delete(key)) return;
    this.send('up', key);
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
    this.pointer = [x, y];
    const last = this.pending[this.pending.length - 1];
    if (last?.type === 'move' && last.ms === Math.ceil(this.posMs)) {
      last.x = x;
      last.y = y;
    } else this.queue({ ms: 0, type: 'move', x, y });
  }

  /** The mouse moved by (dx, dy) mickeys (pointer lock); one millisecond's motions add up. */
  mouseMoveBy(dx: number, dy: number): void {
    if (dx === 0 && dy === 0) return; // a click under pointer lock
    const last = this.pending[this.pending.length - 1];
    const clamp = (v: number): number => Math.max(-MOVEBY_MAX, Math.min(MOVEBY_MAX, v));
    if (last?.type === 'moveby' && last.ms === Math.ceil(this.posMs)) {
      last.x = clamp(last.x + dx);
      last.y = clamp(last.y + dy);
    } else this.queue({ ms: 0, type: 'moveby', x: clamp(dx), y: clamp(dy) });
  }

  /** A mouse button went down or up (a repeated down, or an up of a free button, is dropped). */
  mouseButton(button: MouseButton, down: boolean): void {
    if (this.buttons.has(button) === down) return;
    if (down) this.buttons.add(button);
    else this.buttons.delete(button);
    this.queue({ ms: 0, type: down ? 'mousedown' : 'mouseup', button });
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

  private tap(key: KeyName): void {
    this.send('down', key);
    this.send('up', key);
  }

  private send(type: 'down' | 'up', key: KeyName): void {
    if (key === 'CapsLock' && type === 'down' && this.machine.state === 'running') this.capsLock = !this.capsLock;
    this.queue({ ms: 0, type, key });
  }

  /** Log an event at the next whole millisecond (a replay's resolution); hand it over when there. */
  private queue(e: InputEvent): void {
    if (this.machine.state !== 'running') return;
    e.ms = Math.ceil(this.posMs);
    this.log.push(e);
    if (e.ms === this.posMs && this.pending.length === 0) this.apply(e);
    else this.pending.push(e);
  }

  private apply(e: InputEvent): void {
    const m = this.machine;
    if (m.state !== 'running') return;
    if ('key' in e) e.type === 'down' ? m.keyDown(e.key) : m.keyUp(e.key);
    else if ('button' in e) m.mouseButton(MOUSE_BUTTONS.indexOf(e.button), e.type === 'mousedown');
    else e.type === 'move' ? m.mouseMove(e.x, e.y) : m.mouseMoveBy(e.x, e.y);
  }

  private runMachineTo(ms: number): void {
    const t = msToPit(ms);
    if (t > this.machine.now) this.machine.runUntil(t);
  }
}
