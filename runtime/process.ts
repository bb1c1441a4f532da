/**
 * The blocking protocol between a program (ROM) and the machine.
 *
 * A ROM is plain TypeScript except at the C calls that block or burn CPU time (delay, bioskey,
 * getch, kbhit): those return a `Blocking<T>` and the port writes `yield* delay(100)`. The machine
 * drives the program's generator in virtual time; every other call runs straight through.
 */

/** The token a suspended program yields to the machine. Programs never look at it. */
export const SUSPEND: unique symbol = Symbol('mode12h.suspend');
export type Suspend = typeof SUSPEND;

/**
 * What a blocking C call returns: run it with `yield*` at once; its result is the C return value.
 * A generator is one; so is `done(value)`, the fast path of a call that did not need to suspend.
 */
export interface Blocking<T = void> extends Iterator<Suspend, T, void> {
  [Symbol.iterator](): Blocking<T>;
}

/**
 * A blocking call that finished without suspending. Hot calls (`bioskey(1)` and `delay` in a
 * game's main loop, ~1600 times per virtual second) return one instead of a fresh generator:
 * `yield*` on it just reads the value. One instance is reused, which is safe because `yield*`
 * consumes it immediately — so a library call that returns `done()` must be `yield*`ed at once.
 */
class Done implements Blocking<unknown> {
  readonly result: IteratorReturnResult<unknown> = { done: true, value: undefined };

  next(): IteratorReturnResult<unknown> {
    return this.result;
  }

  [Symbol.iterator](): this {
    return this;
  }
}

const DONE = new Done();
const DONE_RESULT = DONE.result;

/** A finished blocking call with result `value` (see Done). */
export function done<T>(value: T): Blocking<T>;
export function done(): Blocking<void>;
export function done(value?: unknown): Blocking<unknown> {
  DONE_RESULT.value = value; // small enough for V8 to inline anywhere
  return DONE;
}

/** True when `b` is a finished call (`done(…)`): its value can be read without suspending. */
export function isDone(b: Blocking<unknown>): boolean {
  return b === DONE;
}

/** The value of a finished call; only meaningful when `isDone(b)`. */
export function doneValue<T>(_b: Blocking<T>): T {
  return DONE_RESULT.value as T;
}

/**
 * Run `first` (which suspends), then continue with `rest(...args)`. The arguments are passed, not
 * captured: a hot library call that closed over them would allocate a context on every call, even
 * when it never takes this path.
 */
export function* resumeAfter<A extends unknown[], T>(first: Blocking<unknown>, rest: (...args: A) => Blocking<T>, ...args: A): Blocking<T> {
  yield* first;
  return yield* rest(...args);
}

/** A program the machine can run: the C source's globals live in `start`'s closure, so each run is fresh. */
export interface Rom {
  /** Short id, e.g. "tetris" (the folder under roms/). */
  readonly name: string;
  /** One line for menus and the CLI. */
  readonly title: string;
  /** The keys (and mouse) it answers to, one line for a player's help (none: it says nothing). */
  readonly keys?: string;
  /** Selectable variants (the first is the default), e.g. ["faithful", "timer"]. */
  readonly variants?: readonly string[];
  /**
   * The C functions running now, innermost first, from the program's own record (a compiled C
   * program keeps one; after a throw it still holds the stack where the throw happened). The crash
   * report and the study view's stack read it; without it they read the machine's call stack,
   * which a port's `@c`-tagged functions enter and leave (runtime/calls.ts).
   */
  running?(): readonly string[];
  /** Load the program afresh (zeroed globals) and return its `main`. */
  start(variant?: string): Blocking<void>;
}

/**
 * The same program compiled for the machine's synchronous engine (`Machine.runSync`; the bundler
 * plugin tools/sync-roms.mjs makes it from the ROM's source): every `function*` of the port is a
 * plain function and every `yield*` a call of `drive`, so `start` runs the whole program on the
 * caller's stack, blocking inside the machine where the coroutine would have suspended.
 */
export interface SyncRom extends Omit<Rom, 'start'> {
  start(variant?: string): void;
}

/** A slot in every Process for one library module's per-run state (see Process). */
export interface ProcessKey<T> {
  readonly index: number;
  /** For debugging: whose state this is. */
  readonly name: string;
  /** The state a fresh run starts with (what C's zeroed statics hold); none: set it with `set`. */
  readonly init?: () => T;
}

let keysMade = 0;

/** Reserve a per-run state slot (call once, at module level). */
export function processKey<T>(name: string, init?: () => T): ProcessKey<T> {
  return init ? { index: keysMade++, name, init } : { index: keysMade++, name };
}

/**
 * The C run-time state one run of a program owns (rand seed, delay calibration, BGI state, …).
 * Library modules keep theirs here under a `processKey`, so loading a ROM again starts clean,
 * as loading an .EXE again would. Slots are array entries: hot calls read them every time.
 */
export class Process {
  private readonly slots: unknown[] = [];

  /** This run's state for `key`, made by the key's `init` on first use. */
  local<T>(key: ProcessKey<T>): T {
    const v = this.slots[key.index] as T | undefined;
    return v !== undefined ? v : this.make(key); // the first use is out of line: this is inlined
  }

  private make<T>(key: ProcessKey<T>): T {
    if (!key.init) throw new Error(`${key.name}: no state in this run yet`);
    const v = key.init();
    this.slots[key.index] = v;
    return v;
  }

  /** This run's state for `key`, if it has any yet. */
  get<T>(key: ProcessKey<T>): T | undefined {
    return this.slots[key.index] as T | undefined;
  }

  /** Set this run's state for `key`; returns it. */
  set<T>(key: ProcessKey<T>, value: T): T {
    this.slots[key.index] = value;
    return value;
  }
}
