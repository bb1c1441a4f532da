import { Machine, type RomCrash } from '../../runtime/machine.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { Rom } from '../../runtime/process.ts';
import type { KeyName } from '../../runtime/scancodes.ts';

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

export interface SessionEvents {
  exit(): void;
  crash(err: RomCrash): void;
}

/**
 * One power-on of the machine with one program: the host's single door into it. Every key goes
 * through here, at a whole virtual millisecond (the next one at or after `now`), so the log of
 * what was pressed replays headless to exactly the same frames.
 */
export class Session {
  readonly machine: Machine;
  /** Keys the machine holds down now (the host's auto-repeat never reaches it). */
  private readonly held = new Set<KeyName>();
  /** The machine's Caps Lock as this host toggled it (off at power-on). */
  private capsLock = false;
  /** Every key transition since power-on. */
  readonly log: KeyEvent[] = [];
  /** Keys logged for a millisecond the machine has not reached yet. */
  private readonly pending: KeyEvent[] = [];
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

  /** Let go of everything (focus lost: the host will not see those keys come up). */
  releaseAll(): void {
    for (const key of [...this.held]) this.release(key);
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

  /** Log a key at the next whole millisecond (a replay's resolution); hand it over when there. */
  private send(type: 'down' | 'up', key: KeyName): void {
    if (this.machine.state !== 'running') return;
    const e: KeyEvent = { ms: Math.ceil(this.posMs), type, key };
    if (key === 'CapsLock' && type === 'down') this.capsLock = !this.capsLock;
    this.log.push(e);
    if (e.ms === this.posMs && this.pending.length === 0) this.apply(e);
    else this.pending.push(e);
  }

  private apply(e: KeyEvent): void {
    if (this.machine.state !== 'running') return;
    if (e.type === 'down') this.machine.keyDown(e.key);
    else this.machine.keyUp(e.key);
  }

  private runMachineTo(ms: number): void {
    const t = msToPit(ms);
    if (t > this.machine.now) this.machine.runUntil(t);
  }
}
