/**
 * Play a replay on a machine, host-independently: the CLI runs it to the end as fast as it can; the
 * browser can step it along with wall time. Key, mouse and speed actions go to the machine at
 * their virtual time (applyEvent); a shot copies the screen at its time (before a key pressed at the same instant is handled);
 * `everyMs` adds periodic frames. The machine is deterministic, so a replay gives the same frames
 * on every host.
 */
import { asShown } from './shown.ts';
import type { TimeOfDay } from '../../runtime/bios/timer.ts';
import type { DosDate } from '../../runtime/dos/calendar.ts';
import { msToPit } from '../../runtime/hw/pit.ts';
import { mountDrive, type DriveStore } from '../../runtime/dos/drive.ts';
import { Machine } from '../../runtime/machine.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import type { Rom, SyncRom } from '../../runtime/process.ts';
import { applyEvent, replayEnd, type Replay, type ReplayAction } from './replay.ts';

export interface Frame {
  /** The shot's name, or `t<ms>` (zero-padded to 7 digits) for a periodic frame. */
  name: string;
  atMs: number;
  width: number;
  height: number;
  /** Colour indices 0–15, row-major. */
  pixels: Uint8Array;
  /** 16 RGB triples. */
  palette: Uint8Array;
}

export interface SessionOptions {
  /** Look a ROM up by name (roms/index.ts). */
  findRom: (name: string) => Rom | undefined;
  /**
   * Look up the ROM's build for the synchronous engine (roms/index.ts findSyncRom). When it has
   * one, the session plays on that engine — much faster, the same frames — and can only be run to
   * its end (`runToEnd`); the coroutine engine steps along with `runTo`.
   */
  findSyncRom?: (name: string) => SyncRom | undefined;
  /** The ROM to run when the replay names none; must agree with the replay when both do. */
  rom?: string;
  /** Override the replay's `rom … VARIANT`, `time`, `date` and `cycles`. */
  variant?: string;
  time?: TimeOfDay;
  date?: DosDate;
  cycles?: number;
  /** Also take a frame every this many ms (at everyMs, 2·everyMs, … up to the end). */
  everyMs?: number;
  /** Receives every library call in C syntax (turns machine tracing on). */
  onTrace?: (call: string) => void;
  onFrame?: (frame: Frame) => void;
  /** The C: drive's store (default: an empty drive in memory). */
  disk?: DriveStore;
}

/** Copy the screen as it is now, as DOSBox's screenshots show it (shown.ts: a 640×200 mode's rows twice). */
export function grabFrame(m: Machine, name: string): Frame {
  const { vga } = m;
  return { name, atMs: Math.round(m.nowMs), ...asShown(vga.visual, vga.width, vga.height), palette: vga.palette.slice() };
}

/** How often (virtual ms) runToEnd reports progress. */
const PROGRESS_MS = 1000;

export class ReplaySession {
  readonly machine: Machine;
  readonly romName: string;
  readonly variant: string | undefined;
  /** Where the replay is over (ms). */
  readonly endMs: number;
  /** On the synchronous engine (see SessionOptions.findSyncRom). */
  readonly sync: boolean;
  /** The synchronous program has not run yet (it runs once, to the end). */
  private syncPending: boolean;
  private readonly syncMachine: SyncMachine | null;
  private next = 0;
  private nextPeriodic: number;
  private posMs = 0;

  constructor(
    readonly replay: Replay,
    private readonly options: SessionOptions,
  ) {
    const name = options.rom ?? replay.rom;
    if (!name) throw new Error(`${replay.source}: no ROM named (add \`rom NAME\` to the replay or name one)`);
    if (options.rom && replay.rom && options.rom !== replay.rom) {
      throw new Error(`${replay.source}: the replay is for ROM "${replay.rom}", not "${options.rom}"`);
    }
    const rom = options.findRom(name);
    if (!rom) throw new Error(`${replay.source}: unknown ROM "${name}"`);
    this.romName = name;
    this.variant = options.variant ?? replay.variant ?? undefined;
    const time = options.time ?? replay.time ?? undefined;
    const date = options.date ?? replay.date ?? undefined;
    const cycles = options.cycles ?? replay.cycles ?? undefined;
    if (options.everyMs !== undefined && !(Number.isInteger(options.everyMs) && options.everyMs > 0)) {
      throw new RangeError(`every: a whole number of ms > 0, got ${options.everyMs}`);
    }
    const syncRom = options.findSyncRom?.(name);
    const machineOptions = { ...(cycles !== undefined && { cycles }), ...(time && { timeOfDay: time }), ...(date && { date }) };
    this.syncMachine = syncRom ? new SyncMachine(machineOptions) : null;
    this.machine = this.syncMachine ?? new Machine(machineOptions);
    if (options.onTrace) {
      this.machine.tracing = true;
      this.machine.on('trace', options.onTrace);
    }
    this.sync = this.syncPending = this.syncMachine !== null;
    if (options.disk) mountDrive(this.machine, options.disk);
    if (syncRom) this.syncMachine!.loadSync(syncRom, this.variant);
    else this.machine.load(rom, this.variant);
    this.endMs = replayEnd(replay);
    this.nextPeriodic = options.everyMs ?? Infinity;
  }

  get done(): boolean {
    return this.posMs >= this.endMs && this.next >= this.replay.actions.length;
  }

  /** Virtual ms played so far. */
  get nowMs(): number {
    return this.posMs;
  }

  /** Play everything up to and including time `ms` (clamped to the end). */
  runTo(ms: number): void {
    const target = Math.min(ms, this.endMs);
    if (this.syncPending) {
      if (target < this.endMs) throw new Error(`${this.replay.source}: the synchronous engine plays a replay to its end only`);
      this.runSync();
    }
    for (let t = this.nextStop(target); t !== null; t = this.nextStop(target)) {
      this.advance(t);
      this.stop(t);
    }
    if (target > this.posMs) this.advance(target);
  }

  /** Play to the end; `onProgress` hears the virtual ms played, about every second of it. */
  runToEnd(onProgress?: (ms: number) => void): void {
    if (!onProgress) return this.runTo(this.endMs);
    if (this.syncPending) this.runSync(onProgress);
    for (let t = this.posMs + PROGRESS_MS; !this.done; t += PROGRESS_MS) {
      this.runTo(t);
      onProgress(this.posMs);
    }
  }

  /** The next time (ms, ≤ target) something is due: an action or a periodic frame; null: none. */
  private nextStop(target: number): number | null {
    const a: ReplayAction | undefined = this.replay.actions[this.next];
    const t = Math.min(a && a.at <= target ? a.at : Infinity, this.nextPeriodic <= target ? this.nextPeriodic : Infinity);
    return t === Infinity ? null : t;
  }

  /** What is due at `t` (the clock is there): the periodic frame, then the actions, in order. */
  private stop(t: number): void {
    if (this.nextPeriodic === t) {
      this.emit(grabFrame(this.machine, `t${String(t).padStart(7, '0')}`));
      this.nextPeriodic += this.options.everyMs!;
    }
    const actions = this.replay.actions;
    while (actions[this.next] && actions[this.next]!.at === t) this.apply(actions[this.next++]!);
  }

  /**
   * The synchronous engine: the program runs on this stack and calls back at each stop; the
   * stops are those runTo makes, so the frames are the same (a deadline with nothing due changes
   * nothing, so progress reports may add their own). When the program ends (exits or crashes)
   * before the replay does, the rest is played as runTo plays it.
   */
  private runSync(onProgress?: (ms: number) => void): void {
    this.syncPending = false;
    const end = this.endMs;
    let due = this.nextStop(end) ?? end; // the next stop, not yet made
    let progressAt = onProgress ? PROGRESS_MS : Infinity;
    let deadline = Math.min(due, progressAt);
    const atDeadline = (): number | null => {
      this.posMs = deadline;
      if (deadline === progressAt) {
        onProgress!(deadline);
        progressAt += PROGRESS_MS;
      }
      if (deadline === due) {
        if (due === end && this.nextStop(end) === null) return null;
        this.stop(due);
        due = this.nextStop(end) ?? end;
      }
      deadline = Math.min(due, progressAt);
      return Math.max(this.machine.now, msToPit(deadline));
    };
    this.syncMachine!.runSync(Math.max(this.machine.now, msToPit(deadline)), atDeadline);
    this.checkCrash(deadline);
  }

  private advance(ms: number): void {
    this.machine.runUntil(Math.max(this.machine.now, msToPit(ms)));
    this.posMs = ms;
    this.checkCrash(ms);
  }

  private checkCrash(ms: number): void {
    const crash = this.machine.crash;
    if (this.machine.state === 'crashed' && crash) {
      throw new Error(`${this.replay.source}: at ${ms} ms: ${crash.message}`, { cause: crash });
    }
  }

  private apply(a: ReplayAction): void {
    try {
      if (a.kind === 'shot') this.emit(grabFrame(this.machine, a.name));
      else applyEvent(this.machine, a);
    } catch (e) {
      throw new Error(`${this.replay.source}:${a.line}: ${(e as Error).message}`, { cause: e });
    }
  }

  private emit(f: Frame): void {
    this.options.onFrame?.(f);
  }
}

/** Run a replay to its end and return its frames (shots and periodic frames, in time order). */
export function runReplay(replay: Replay, options: SessionOptions): { frames: Frame[]; session: ReplaySession } {
  const frames: Frame[] = [];
  const session = new ReplaySession(replay, {
    ...options,
    onFrame: (f) => {
      frames.push(f);
      options.onFrame?.(f);
    },
  });
  session.runToEnd();
  return { frames, session };
}
