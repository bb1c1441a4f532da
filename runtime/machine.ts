import { Cpu, CYCLES_DEFAULT } from './hw/cpu.ts';
import { Keyboard } from './hw/keyboard.ts';
import { nextIrq0After, PIT_HZ, PIT_TICKS_PER_IRQ0, msToPit, pitToMs } from './hw/pit.ts';
import { Speaker } from './hw/speaker.ts';
import { textConsole } from './hw/textmode.ts';
import { Vga } from './hw/vga.ts';
import { Int9 } from './bios/int9.ts';
import { KeyBuffer } from './bios/int16.ts';
import { InterruptVectors } from './bios/ivt.ts';
import { BiosTimer, type TimeOfDay } from './bios/timer.ts';
import { done, Process, SUSPEND, type Blocking, type Rom, type SyncRom } from './process.ts';
import { pcKey } from './scancodes.ts';

/**
 * The virtual PC: devices, BIOS, and the scheduler that steps a program (ROM) in virtual time.
 *
 * Time only moves in `advanceTo`, which delivers IRQ0s (INT 8 → BIOS tick → INT 1Ch) and keyboard
 * bytes (IRQ1 → INT 9) in time order. A program runs as plain code between its blocking calls; a
 * blocking call either charges CPU time (`burn`) or waits (`sleepUntil`, `waitForKey`, `idle`).
 * Time charged within the host's current deadline is advanced on the spot; past it, the program
 * suspends and the host gets control back. So `runUntil(t)` never runs the clock past `t`.
 *
 * runtime/sync.ts extends it with a second engine for the same program compiled without
 * coroutines: it runs on the host's stack and waits inside the machine where this one suspends.
 */

export type MachineState = 'off' | 'running' | 'exited' | 'crashed';

export interface MachineOptions {
  /** CPU speed in instructions per millisecond (DOSBox `cycles`). */
  cycles?: number;
  /** Time of day at power-on (sets the BIOS tick count). Default: 00:00:00. */
  timeOfDay?: TimeOfDay;
}

/** A ROM that threw: names the ROM and the ported C function it was in. */
export class RomCrash extends Error {
  constructor(
    readonly rom: string,
    readonly fn: string | null,
    readonly cause: unknown,
  ) {
    const what = cause instanceof Error ? cause.message : String(cause);
    super(`ROM ${rom} crashed${fn ? ` in ${fn}()` : ''}: ${what}`);
    this.name = 'RomCrash';
  }
}

export interface MachineEvents {
  /** A program ended (returned from main or called exit). */
  exit: (rom: string) => void;
  /** A program threw. */
  crash: (err: RomCrash) => void;
  /** One library call, in C syntax, when tracing is on (`machine.tracing = true`). */
  trace: (call: string) => void;
}

/** What COMMAND.COM shows before the program is started and after it ends. */
export const DOS_PROMPT = 'C:\\TC>';

/**
 * Library calls while no virtual time passes: past this the program is stuck in a loop that never
 * reaches a blocking call (30 full screens of putpixel; no real program draws that much at once).
 */
export const RUNAWAY_CALLS = 10_000_000;

let current: Machine | null = null;

/** The machine whose program is running now. Library functions use it; hosts never need it. */
export function machine(): Machine {
  const m = current;
  if (m === null) outsideRom();
  m.libraryCalls++;
  if (++m.callsSinceYield > RUNAWAY_CALLS) runaway();
  return m;
}

// The hot library calls inline machine(), and V8 inlines by bytecode size, so the error paths
// (and their message templates) live out of line; so do those of bioskey and delay.

function outsideRom(): never {
  throw new Error('a Turbo C library function was called outside a running ROM');
}

function runaway(): never {
  throw new Error(`the program made ${RUNAWAY_CALLS} library calls while no virtual time passed: a runaway loop`);
}

/**
 * A sampling point for the study view where C has no library call: the integer helpers and the
 * stdlib macros call it, so pure-logic functions such as CheckBoard show up on the live stack.
 * Costs one null check when nobody listens.
 */
export function probe(): void {
  const m = current;
  if (m !== null && m.stackProbe !== null) m.probeStack();
}

export class Machine {
  readonly vga = new Vga();
  readonly cpu = new Cpu();
  readonly speaker = new Speaker();
  readonly keyboard = new Keyboard();
  readonly timer = new BiosTimer();
  readonly vectors = new InterruptVectors();
  readonly keyBuffer = new KeyBuffer();
  readonly int9 = new Int9(this.keyBuffer, () => this.speaker.set(this.now, 0, 'bios-beep'));

  /** Virtual time since power-on, in PIT ticks. */
  now = 0;
  /** The C run-time state of the program now loaded. */
  process = new Process();
  state: MachineState = 'off';
  /** Set when state is 'crashed'. */
  crash: RomCrash | null = null;
  /** When true, library calls report themselves through the `trace` event. */
  tracing = false;
  /** Library calls since virtual time last moved (runaway-loop guard: a loop of drawing calls never ends). */
  callsSinceYield = 0;
  /**
   * Study-view hook: called once per library call, at its trace point, with the ported C functions
   * on the JS stack, innermost first (names in the port equal the C names; bundles keep names).
   * graphics.h reaches its trace point only while `tracing` is on, so turn both on.
   */
  stackProbe: ((romStack: readonly string[]) => void) | null = null;
  /** Library calls since power-on; never reset. A poll that sees it unchanged knows nothing else ran. */
  libraryCalls = 0;

  private rom: Rom | SyncRom | null = null;
  private program: Blocking<void> | null = null; // the ROM's main generator
  /** When the next IRQ0 fires: always nextIrq0After(now) (kept, as every burn asks for it). */
  private nextIrq0 = PIT_TICKS_PER_IRQ0;
  /** The host's deadline for the current runUntil. */
  protected deadline = 0;
  /** When the suspended program wants to run again (PIT ticks); Infinity = only on a key. */
  private wakeAt = 0;
  /** The suspended program also wakes when a key word enters the BIOS buffer. */
  private wakeOnKey = false;
  private readonly listeners: { [K in keyof MachineEvents]: Set<MachineEvents[K]> } = {
    exit: new Set(),
    crash: new Set(),
    trace: new Set(),
  };

  constructor(options: MachineOptions = {}) {
    this.cpu.cycles = options.cycles ?? CYCLES_DEFAULT;
    this.vectors.installDefault(0x08, () => this.biosInt8());
    this.vectors.installDefault(0x1c, () => {});
    if (options.timeOfDay) this.timer.setTimeOfDay(options.timeOfDay);
  }

  // ---- host API ---------------------------------------------------------------------------

  get nowMs(): number {
    return pitToMs(this.now);
  }

  get romName(): string | null {
    return this.rom?.name ?? null;
  }

  on<K extends keyof MachineEvents>(event: K, fn: MachineEvents[K]): () => void {
    this.listeners[event].add(fn);
    return () => this.listeners[event].delete(fn);
  }

  /** Load a program and start it at the current virtual time (it runs on the next runUntil). */
  load(rom: Rom, variant?: string): void {
    this.boot(rom, variant);
    this.program = this.withMachine(() => rom.start(variant));
  }

  /** Everything loading a program does but starting it (the synchronous engine starts its own). */
  protected boot(rom: Rom | SyncRom, variant: string | undefined): void {
    if (variant !== undefined && !(rom.variants ?? []).includes(variant)) {
      throw new Error(`ROM ${rom.name} has no variant "${variant}" (has: ${(rom.variants ?? []).join(', ') || 'none'})`);
    }
    this.vectors.restoreDefaults();
    this.process = new Process();
    this.rom = rom;
    this.crash = null;
    this.program = null;
    this.wakeAt = this.now;
    this.wakeOnKey = false;
    this.state = 'running';
    // The program is started from the DOS prompt; its own initgraph clears this away.
    const con = textConsole(this.vga);
    if (!con.active) con.enter();
    con.print(`${DOS_PROMPT}${rom.name.toUpperCase()}\n`);
  }

  /** Press (make) a key by name at virtual time `at` (default: now). */
  keyDown(name: string, at = this.now): void {
    this.keyboard.press(pcKey(name), this.checkInputTime(at));
  }

  /** Release (break) a key by name at virtual time `at` (default: now). */
  keyUp(name: string, at = this.now): void {
    this.keyboard.release(pcKey(name), this.checkInputTime(at));
  }

  /** Run the machine (and its program) until virtual time `t` (PIT ticks). */
  runUntil(t: number): void {
    this.deadline = this.checkDeadline(t, 'runUntil');
    while (this.state === 'running' && this.program) {
      if (this.mustWait()) break; // deadline reached while waiting
      this.resume();
    }
    if (this.now < this.deadline) this.advanceTo(this.deadline, false);
  }

  /** Run for `ms` virtual milliseconds. */
  runFor(ms: number): void {
    this.runUntil(this.now + msToPit(ms));
  }

  // ---- what the library uses ------------------------------------------------------------------

  /**
   * Charge `instructions` of CPU work. Within the host's deadline the clock just moves on
   * (delivering interrupts on the way); past it the program suspends until the host runs further.
   */
  burn(instructions: number): Blocking {
    const until = this.now + this.cpu.instructionsToPit(instructions);
    if (until > this.deadline) return this.sleepUntil(until);
    // Most charges end before the next interrupt: just move the clock.
    if (until < this.nextIrq0 && until < this.keyboard.nextEventTime()) {
      if (until > this.now) this.callsSinceYield = 0;
      this.now = until;
    } else {
      this.advanceTo(until, false);
    }
    return done();
  }

  /** Wait (with interrupts running) until virtual time `t`. */
  *sleepUntil(t: number): Blocking {
    while (this.now < t) {
      this.wakeAt = t;
      this.wakeOnKey = false;
      yield SUSPEND;
    }
  }

  /** Wait (with interrupts running) until the BIOS buffer holds a key, as INT 16h AH=00h does. */
  *waitForKey(): Blocking {
    while (this.keyBuffer.isEmpty()) {
      this.wakeAt = Infinity;
      this.wakeOnKey = true;
      yield SUSPEND;
    }
  }

  /**
   * The program is spinning on an empty key buffer and doing nothing else: let time jump to
   * whichever comes first, the next key or the next IRQ0 (whose handlers may change what the loop
   * looks at). Iterations of such a loop are not observable, so skipping them changes nothing.
   */
  *idle(): Blocking {
    this.wakeAt = nextIrq0After(this.now);
    this.wakeOnKey = true;
    yield SUSPEND;
  }

  /** Give the study view's probe the ported C functions on the stack now (when it listens). */
  probeStack(): void {
    if (this.stackProbe) this.stackProbe(romStackHere(this.rom?.functions ?? []));
  }

  /** Report a library call with integer arguments when tracing: `name(a,b)`. */
  traceCall(name: string, ...args: number[]): void {
    this.trace(`${name}(${args.join(',')})`);
  }

  /** Report a library call when tracing. */
  trace(call: string): void {
    this.probeStack();
    if (this.tracing) for (const fn of this.listeners.trace) fn(call);
  }

  // ---- internals -----------------------------------------------------------------------------------

  /**
   * The program waits: run the clock towards its wake-up (a time, or a key word entering the BIOS
   * buffer) without passing the host's deadline. True when the deadline came first.
   */
  protected mustWait(): boolean {
    if (this.wakeAt > this.now && !(this.wakeOnKey && !this.keyBuffer.isEmpty())) {
      this.advanceTo(Math.min(this.wakeAt, this.deadline), this.wakeOnKey);
      const keyArrived = this.wakeOnKey && !this.keyBuffer.isEmpty();
      if (this.now < this.wakeAt && !keyArrived) return true;
    }
    return false;
  }

  /** The program goes on from its wait: nothing more to wait for. */
  protected wakeUp(): void {
    this.callsSinceYield = 0;
    this.wakeAt = this.now;
    this.wakeOnKey = false;
  }

  private resume(): void {
    const program = this.program!;
    this.wakeUp();
    try {
      const r = this.withMachine(() => program.next());
      if (r.done) this.finish();
    } catch (err) {
      this.fail(err);
    }
  }

  protected finish(): void {
    const name = this.rom!.name;
    this.program = null;
    this.state = 'exited';
    this.vectors.restoreDefaults();
    // Back at the prompt (when the program left graphics mode with closegraph, as it should).
    const con = textConsole(this.vga);
    if (con.active) con.print(`\n${DOS_PROMPT}`);
    for (const fn of this.listeners.exit) fn(name);
  }

  protected fail(err: unknown): void {
    const rom = this.rom!;
    this.program = null;
    this.state = 'crashed';
    this.vectors.restoreDefaults();
    this.crash = new RomCrash(rom.name, romFunctionOf(err, rom.functions ?? []), err);
    for (const fn of this.listeners.crash) fn(this.crash);
  }

  protected withMachine<T>(fn: () => T): T {
    const prev = current;
    current = this;
    try {
      return fn();
    } finally {
      current = prev;
    }
  }

  /**
   * Move the clock to `t`, delivering IRQ0 and keyboard bytes in time order. With `stopOnKey`,
   * stop at the moment a key word enters the BIOS buffer.
   */
  private advanceTo(t: number, stopOnKey: boolean): void {
    for (;;) {
      const irq0 = this.nextIrq0;
      const kbd = this.keyboard.nextEventTime();
      const next = Math.min(irq0, kbd);
      if (next > t) break;
      this.now = next;
      if (kbd <= irq0) {
        this.irq1(this.keyboard.takeNext().byte);
        if (stopOnKey && !this.keyBuffer.isEmpty()) return;
      } else {
        this.nextIrq0 += PIT_TICKS_PER_IRQ0;
        this.irq0();
      }
    }
    if (t > this.now) this.callsSinceYield = 0;
    this.now = t;
  }

  // The interrupts run with this machine current (a handler may call the library). No closures:
  // advanceTo runs on every charge of CPU time, and one would allocate its context each time.

  /** IRQ0: the timer's INT 8. */
  private irq0(): void {
    const prev = current;
    current = this;
    try {
      this.vectors.get(0x08)();
    } finally {
      current = prev;
    }
  }

  /** IRQ1: INT 9 reads the keyboard controller's byte. */
  private irq1(byte: number): void {
    const prev = current;
    current = this;
    try {
      this.int9.handleByte(byte);
    } finally {
      current = prev;
    }
  }

  /** The BIOS INT 8 handler: count the tick, then call INT 1Ch (DOSBox callback.cpp CB_IRQ0). */
  private biosInt8(): void {
    this.timer.tick();
    this.vectors.get(0x1c)();
  }

  protected checkDeadline(t: number, call: string): number {
    if (!(t >= this.now) || !Number.isFinite(t)) {
      throw new RangeError(`${call}: target ${t} is before now (${this.now}) or not finite`);
    }
    return Math.floor(t);
  }

  private checkInputTime(at: number): number {
    if (!Number.isFinite(at) || at < this.now) {
      throw new RangeError(`key event at ${at} is in the past (now ${this.now}) or not finite`);
    }
    return Math.floor(at);
  }
}

/** The ported C functions on the JS stack now, innermost first (for `stackProbe`). */
function romStackHere(functions: readonly string[]): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200; // the default 10 frames would cut the stack inside the library
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const known = new Set(functions);
  const names: string[] = [];
  for (const line of stack.split('\n').slice(1)) {
    // "at Name (…)" or "at Object.Name (…)"; a generator's resumption frame "at Name.next" is not a call
    const m = /^\s*at (?:Object\.)?([A-Za-z_$][\w$]*) \(/.exec(line);
    if (m && known.has(m[1]!)) names.push(m[1]!);
  }
  return names;
}

/** The first ported C function on the error's stack (names in the port equal the C names). */
function romFunctionOf(err: unknown, functions: readonly string[]): string | null {
  if (!(err instanceof Error) || !err.stack || functions.length === 0) return null;
  const known = new Set(functions);
  for (const line of err.stack.split('\n').slice(1)) {
    // V8: "    at Name (file:line:col)", "    at Name.next (<anonymous>)", "    at Object.Name (…)"
    const m = /^\s*at (?:Object\.|Generator\.)?([A-Za-z_$][\w$]*)/.exec(line);
    if (m && known.has(m[1]!)) return m[1]!;
  }
  return null;
}

export { PIT_HZ };
