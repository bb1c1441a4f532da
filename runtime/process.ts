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

/** What a blocking C call returns: run it with `yield*`; its result is the C return value. */
export type Blocking<T = void> = Generator<Suspend, T, void>;

/** A program the machine can run: the C source's globals live in `start`'s closure, so each run is fresh. */
export interface Rom {
  /** Short id, e.g. "tetris" (the folder under roms/). */
  readonly name: string;
  /** One line for menus and the CLI. */
  readonly title: string;
  /** Selectable variants (the first is the default), e.g. ["faithful", "timer"]. */
  readonly variants?: readonly string[];
  /** Names of the ported C functions, used to name the function a crash happened in. */
  readonly functions?: readonly string[];
  /** Load the program afresh (zeroed globals) and return its `main`. */
  start(variant?: string): Blocking<void>;
}

/**
 * The C run-time state one run of a program owns (rand seed, delay calibration, BGI state, …).
 * Library modules keep theirs here with `processLocal`, so loading a ROM again starts clean,
 * as loading an .EXE again would.
 */
export class Process {
  private readonly locals = new Map<symbol, unknown>();

  local<T>(key: symbol, init: () => T): T {
    let v = this.locals.get(key) as T | undefined;
    if (v === undefined) {
      v = init();
      this.locals.set(key, v);
    }
    return v;
  }
}
