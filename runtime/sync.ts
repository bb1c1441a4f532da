/**
 * The machine's synchronous engine, for hosts that run a replay to its end (the headless runner).
 *
 * A port writes each blocking C call as `yield* call(…)` inside `function*`s, so the coroutine
 * engine (Machine.runUntil) can hand control back to a browser's event loop. A headless run has
 * no event loop to return to: tools/sync-roms.mjs compiles the ROM a second time with every
 * `function*` a plain function and every `yield* e` a call of `drive(e)`, and the program runs on
 * the host's stack. Where the coroutine engine would suspend, `drive` waits inside the machine,
 * calling the host back at each of its deadlines; the clock, the interrupts and the host's work
 * happen in the same order, so the screens are the same (test/e2e/engines.test.ts). TETRIS.C's
 * main loop then makes no generator per keyboard poll.
 *
 * Kept apart from machine.ts so the browser's bundle, which has no use for it, leaves it out.
 */
import { Machine } from './machine.ts';
import { done, doneValue, isDone, type Blocking, type SyncRom } from './process.ts';

/** Thrown through a synchronous program to abandon it when its host stops (see runSync). */
const STOP: unique symbol = Symbol('mode12h.stop-sync');

/** The machine whose synchronous program is running now. */
let running: SyncMachine | null = null;

export class SyncMachine extends Machine {
  /** A program loaded for this engine, not yet started by runSync. */
  private main: (() => void) | null = null;
  /** While runSync runs: the host, called at each deadline for the next one (null: stop). */
  private host: (() => number | null) | null = null;
  /** An error the host threw inside runSync, carried out past the abandoned program. */
  private hostError: { error: unknown } | null = null;

  /** It waits inside the machine, its clock moving: it cannot hold for a fetch (a Node host reads its assets at once). */
  override get canHold(): boolean {
    return false;
  }

  /** Load a program compiled for this engine (see SyncRom); it runs on `runSync`. */
  loadSync(rom: SyncRom, variant?: string): void {
    this.boot(rom, variant);
    this.main = () => rom.start(variant);
  }

  override runUntil(t: number): void {
    if (this.main) throw new Error('runUntil: the program was loaded for the synchronous engine: run it with runSync');
    super.runUntil(t);
  }

  /**
   * Run the program loaded with `loadSync` on this stack, with `deadline` (PIT ticks) as the
   * first host deadline. Each time the clock reaches the deadline while the program waits,
   * `host()` does the host's work due then (keys, screenshots) and returns the next deadline — or
   * null to stop: the program is abandoned where it stands (the machine keeps its screen and
   * state 'running'; the clock goes on without it). Returns when the program has ended or been
   * stopped; an error `host` throws comes out of runSync as it is.
   */
  runSync(deadline: number, host: () => number | null): void {
    this.setDeadline(deadline, 'runSync');
    const main = this.main;
    if (!main) throw new Error('runSync: no program loaded for the synchronous engine (loadSync)');
    this.main = null;
    this.host = host;
    this.wakeUp();
    const outer = running;
    running = this;
    try {
      this.withMachine(main);
      this.finish();
      this.presentScreen();
    } catch (err) {
      const hostError = this.hostError;
      this.hostError = null;
      if (hostError) throw hostError.error;
      if (err !== STOP) this.fail(err);
    } finally {
      this.host = null;
      running = outer;
    }
  }

  // The machine's waits, while runSync runs: the same loops as Machine's, but where those yield
  // to the driver, which then calls waitSync, these call it themselves and return done: no
  // generator per wait (a replay stops the machine at every key it presses).

  override sleepUntil(t: number): Blocking {
    if (this.host === null) return super.sleepUntil(t);
    while (this.now < t) {
      this.waitFor(t, false);
      this.waitSync();
    }
    return done();
  }

  protected override spinSleep(t: number): Blocking {
    if (this.host === null) return super.spinSleep(t);
    this.spinUntil = t;
    try {
      while (this.now < this.spinUntil) {
        this.waitFor(this.spinUntil, false);
        this.waitSync();
      }
    } finally {
      this.spinUntil = -1;
    }
    return done();
  }

  override waitForKey(): Blocking {
    if (this.host === null) return super.waitForKey();
    while (this.keyBuffer.isEmpty()) {
      this.waitFor(Infinity, true);
      this.waitSync();
    }
    return done();
  }

  protected override skipSpin(keyWaiting: boolean): Blocking<number> {
    if (this.host === null) return super.skipSpin(keyWaiting);
    if (keyWaiting) {
      this.sleepUntil(this.nextIrq0After());
    } else {
      this.waitFor(this.nextIrq0After(), true);
      this.waitSync();
    }
    return done(0);
  }

  /**
   * The program has asked to wait (a blocking call yielded): run the clock — and the host at
   * each of its deadlines — until it may go on, exactly as runUntil would across the host's calls.
   */
  waitSync(): void {
    while (this.mustWait()) {
      // The host's errors, its bad deadlines too, are the host's: carried out of runSync as they are.
      try {
        this.presentScreen();
        const next = this.host!();
        if (next === null) throw STOP;
        this.setDeadline(next, 'runSync host');
      } catch (error) {
        if (error !== STOP) this.hostError = { error };
        throw STOP;
      }
    }
    this.wakeUp();
  }
}

/**
 * `yield*` in a ROM compiled for the synchronous engine: the value of a blocking call, waiting
 * inside the machine where the coroutine would suspend. The port's own blocking functions are
 * plain functions there, so their values come as they are (a C function returns numbers,
 * strings or structs, never an iterator).
 */
export function drive<T>(b: Blocking<T>): T {
  return isDone(b) ? doneValue(b) : driveAny(b);
}

function driveAny<T>(b: Blocking<T>): T {
  return isIterator(b) ? run(b) : (b as T);
}

/** A call that may suspend: step it, waiting inside the machine at each suspension. */
function run<T>(b: Iterator<unknown, T>): T {
  const m = running;
  if (m === null) throw new Error('a blocking Turbo C call was made outside a synchronous run (SyncMachine.runSync)');
  for (;;) {
    const r = b.next();
    if (r.done === true) return r.value;
    m.waitSync();
  }
}

/** A call still to run (a generator, or any iterator a library call may return), not a plain value. */
function isIterator(v: unknown): v is Iterator<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as Partial<Iterator<unknown>>).next === 'function';
}
