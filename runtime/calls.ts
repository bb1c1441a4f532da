/**
 * The C functions a ported program is running: its own call stack, which the crash report and the
 * study view's live stack read (never the host's stack text, which differs between browsers and
 * loses its names to a minifier).
 *
 * A port marks each C function with its `/** @c <prototype> *\/` tag; the build
 * (tools/c-functions.mjs) gives every tagged function an entry and an exit on the stack of the
 * machine running it (`callStack()` in machine.ts):
 *
 *   const $c = $calls(), $d = $c.enter('CheckBoard'); try { …body… }
 *   catch ($e) { $c.threw($e); throw $e; } finally { $c.depth = $d; }
 *
 * The `finally` gives the frame back however the function ends, so a port that catches an error
 * goes on with the right stack; the `catch` keeps, for the crash report, the stack where an error
 * was first seen (the innermost function's `catch` runs first). A compiled C program keeps a record
 * of its own (cc/codegen/function.ts, Rom.running).
 */
export class CallStack {
  /** The functions' names, outermost first; entries from `depth` on are stale. */
  readonly names: string[] = [];
  /** How many functions are running. */
  depth = 0;
  /** The error last seen unwinding the stack, and the stack where it was first seen (innermost first). */
  private thrown: unknown = NOTHING;
  private atThrow: readonly string[] = [];

  /** A function starts: returns the depth to restore when it ends. */
  enter(name: string): number {
    const d = this.depth;
    this.names[d] = name;
    this.depth = d + 1;
    return d;
  }

  /** An error passes through a function: the first function it passes keeps the stack for the report. */
  threw(e: unknown): void {
    if (e === this.thrown) return;
    this.thrown = e;
    this.atThrow = this.running();
  }

  /** The functions running now, innermost first. */
  running(): string[] {
    return this.names.slice(0, this.depth).reverse();
  }

  /** The functions that were running where `err` was thrown, innermost first (now's when none saw it). */
  runningAt(err: unknown): readonly string[] {
    return err === this.thrown ? this.atThrow : this.running();
  }
}

const NOTHING = Symbol('nothing thrown');

/**
 * `fn` running as the C function `name` on the call stack `stack()` gives when it starts, as a
 * tagged port function does (machine.ts cFunction). A generator function gives a generator function.
 */
export function onCallStack<F extends (...args: never[]) => unknown>(name: string, fn: F, stack: () => CallStack): F {
  const generator = Object.getPrototypeOf(fn) === GeneratorFunction;
  const g = fn as unknown as (...args: unknown[]) => Generator<unknown, unknown, unknown>;
  const f = fn as unknown as (...args: unknown[]) => unknown;
  const wrapped = generator
    ? function* (this: unknown, ...args: unknown[]) {
        const c = stack(), d = c.enter(name);
        try {
          return yield* g.apply(this, args);
        } catch (e) {
          c.threw(e);
          throw e;
        } finally {
          c.depth = d;
        }
      }
    : function (this: unknown, ...args: unknown[]) {
        const c = stack(), d = c.enter(name);
        try {
          return f.apply(this, args);
        } catch (e) {
          c.threw(e);
          throw e;
        } finally {
          c.depth = d;
        }
      };
  return wrapped as unknown as F;
}

const GeneratorFunction = Object.getPrototypeOf(function* () {});
