import { CallStack, onCallStack } from './calls.ts';
import { RomCrash } from './crash.ts';
import { Cpu, CYCLES_DEFAULT } from './hw/cpu.ts';
import { Keyboard } from './hw/keyboard.ts';
import { Mouse } from './hw/mouse.ts';
import { KeyboardController } from './hw/kbc.ts';
import { Pic } from './hw/pic.ts';
import { Pit, PIT_HZ, PIT_TICKS_PER_IRQ0, msToPit, pitToMs } from './hw/pit.ts';
import { IoPorts } from './hw/ports.ts';
import { Speaker } from './hw/speaker.ts';
import { textConsole } from './hw/textmode.ts';
import { Vga } from './hw/vga.ts';
import { Int9 } from './bios/int9.ts';
import { KeyBuffer } from './bios/int16.ts';
import { InterruptVectors } from './bios/ivt.ts';
import type { UpperMemory } from './bios/upper-memory.ts';
import { LowMemory } from './bios/bda.ts';
import { BiosTimer, type TimeOfDay } from './bios/timer.ts';
import type { DosDate } from './dos/calendar.ts';
import { done, isDone, Process, SUSPEND, type Blocking, type Rom, type SyncRom } from './process.ts';
import { pcKey } from './scancodes.ts';

/**
 * The virtual PC: devices, BIOS, and the scheduler that steps a program (ROM) in virtual time.
 *
 * Time only moves in `advanceTo`, which delivers IRQ0s (PIT channel 0's OUT rising) and keyboard
 * bytes (the controller's buffer filling: IRQ1) in time order. An IRQ goes through the 8259
 * (runtime/hw/pic.ts) and, with interrupts enabled, runs the handler in the vector table at
 * 8 + IRQ: the BIOS's by default (INT 8: tick, INT 1Ch, EOI; INT 9: read port 60h, translate,
 * EOI), or one the program installed with setvect, which may chain to the old one. A program runs as plain code between its blocking calls; a
 * blocking call either charges CPU time (`burn`) or waits (`sleepUntil`, `waitForKey`, `idle`).
 * Time charged within the host's current deadline is advanced on the spot; past it, the program
 * suspends and the host gets control back. So `runUntil(t)` never runs the clock past `t`.
 *
 * A game charges CPU time ~3 000 times per virtual second (TETRIS.C's `bioskey(1); delay(100)`),
 * and almost every charge ends before anything falls due. So the machine works out, each time
 * the clock settles, how many instructions may run before the next IRQ0, keyboard byte or host
 * deadline; a charge below that only adds to a count (`tryBurn`), and the clock is settled from
 * the count when someone reads it or something falls due. The CPU model converts exactly (its
 * remainder carries over), so one conversion of the sum lands on the same tick as one per charge.
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
  /** The date at power-on, DOS's (runtime/dos/calendar.ts). Default: 1 January 1980. */
  date?: DosDate;
}

export interface MachineEvents {
  /** A program ended (returned from main or called exit). */
  exit: (rom: string) => void;
  /** A program threw. */
  crash: (err: RomCrash) => void;
  /** One library call, in C syntax, when tracing is on (`machine.tracing = true`). */
  trace: (call: string) => void;
}

/**
 * What COMMAND.COM shows before the program is started and after it ends: the oracle programs
 * were run from C:\ (TEXTM 4).
 */
export const DOS_PROMPT = 'C:\\>';

/**
 * The runaway guard looks once per this many library calls whether the clock has moved since its
 * last look. When it has not, the program is in a loop that never reaches a call that takes time
 * (`while (1) printf("x");`, a loop of drawing calls): the calls are then charged their own CPU
 * time, LIBRARY_CALL_INSTRUCTIONS each, so virtual time passes and the host's deadline comes (the
 * synchronous engine waits right there; the coroutine engine, which cannot suspend a plain
 * function, stops the program with an error once it is past the deadline).
 */
export const RUNAWAY_CALLS = 65_536;

/**
 * What a library call costs in the runaway guard's charge: a far call into the library and its
 * body, down to DOS or the BIOS for a printf (not measured; the model otherwise charges only the
 * calls that wait or poll, see docs/FIDELITY.md).
 */
export const LIBRARY_CALL_INSTRUCTIONS = 1000;

/**
 * How many runaway charges past the host's step the coroutine engine allows before it stops the
 * program (16.7 M library calls with no wait: seconds of the page's main thread).
 */
export const RUNAWAY_OVERRUNS = 256;

/** What an empty keyboard poll (bioskey(1), kbhit) saw, in a run of idle polls (Machine.idlePoll). */
const KEYBOARD_POLL = 'no key';

let current: Machine | null = null;

/** The machine whose program is running now. Library functions use it; hosts never need it. */
export function machine(): Machine {
  const m = current;
  if (m === null) outsideRom();
  if (++m.libraryCalls >= m.runawayCheckAt) m.checkRunaway();
  return m;
}

/**
 * The machine whose program is running now, without counting a library call (machine() counts
 * one): for code that watches the program rather than serving it (cc's loop guard).
 */
export function runningMachine(): Machine | null {
  return current;
}

/** The call stack of a port function run outside any machine (a test calling it directly). */
const NO_MACHINE = new CallStack();

/**
 * The call stack of the program running now, which its C functions enter and leave (runtime/calls.ts;
 * the build puts the calls into every `@c`-tagged port function).
 */
export function callStack(): CallStack {
  return current === null ? NO_MACHINE : current.calls;
}

/**
 * A C function written by hand rather than ported with a `@c` tag (a test's ROM): `fn` runs as
 * `name` on the running program's call stack, so a crash in it names it.
 */
export function cFunction<F extends (...args: never[]) => unknown>(name: string, fn: F): F {
  return onCallStack(name, fn, callStack);
}

// The hot library calls inline machine(), and V8 inlines by bytecode size, so the error paths
// (and their message templates) live out of line; so do those of bioskey and delay.

function outsideRom(): never {
  throw new Error('a Turbo C library function was called outside a running ROM');
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
  readonly pit: Pit = new Pit(
    (at) => this.speaker.channel2Changed(at),
    () => this.timerReprogrammed(),
  );
  readonly speaker: Speaker = new Speaker(() => this.pit.channel2);
  readonly pic = new Pic();
  readonly keyboard = new Keyboard();
  readonly keyboardController = new KeyboardController(this.keyboard);
  /** The I/O ports (`inportb`/`outportb`): the 8259, the PIT, the keyboard controller, port 61h. */
  readonly ports = new IoPorts(this.pit, this.speaker, this.pic, this.keyboardController);
  /** Video memory at A000:0000, once a compiled program's library plugs the VGA in (runtime/tc/devices.ts). */
  videoMemory: { read(o: number): number; write(o: number, v: number): void } | null = null;
  readonly mouse = new Mouse();
  readonly timer = new BiosTimer();
  /** The date at power-on (MachineOptions.date); undefined: the default. */
  readonly startDate: DosDate | undefined;
  readonly vectors = new InterruptVectors();
  readonly keyBuffer = new KeyBuffer();
  readonly int9 = new Int9(this.keyBuffer, () => this.speaker.alarm(this.now));
  /** D001:0000–EFFF:000F, RAM on DOSBox's machine (runtime/bios/upper-memory.ts): a compiled program's start-up plugs it in (runtime/tc/devices.ts). */
  upperMemory: UpperMemory | null = null;
  /** The vector table and the BIOS data area, as far pointers, peek and poke reach them. */
  readonly lowMemory = new LowMemory({
    vectors: this.vectors,
    timer: this.timer,
    keyBuffer: this.keyBuffer,
    keyboardFlags: this.int9.flags,
    altKeypad: this.int9,
    videoMode: () => this.videoMode(),
    columns: () => textConsole(this.vga).cols,
    cursor: () => textConsole(this.vga),
  });

  /** Virtual time since power-on, in PIT ticks (the CPU time charged since it settled included). */
  get now(): number {
    if (this.charged !== 0) this.settle();
    return this.clock;
  }

  /** The C run-time state of the program now loaded. */
  process = new Process();
  /** The C functions the ported program is running (a compiled C program keeps its own: Rom.running). */
  calls = new CallStack();
  state: MachineState = 'off';
  /** Set when state is 'crashed'. */
  crash: RomCrash | null = null;
  /**
   * When true, library calls report themselves through the `trace` event. Every CPU charge then
   * takes `burn`'s full path (tryBurn refuses it), so the hot calls' fast paths, which try
   * tryBurn first, need not check this themselves.
   */
  get tracing(): boolean {
    return this.tracingOn;
  }

  set tracing(on: boolean) {
    this.tracingOn = on;
    this.settleAndLimit();
  }
  /**
   * The runaway-loop guard (a loop of drawing calls never ends): at this libraryCalls count it
   * looks whether virtual time has moved since its last look. A host that draws without letting
   * time pass on purpose (a benchmark) may push it back.
   */
  runawayCheckAt = RUNAWAY_CALLS;
  /**
   * Asked in a program's long stretches without a wait (the runaway guard's looks, every
   * RUNAWAY_CALLS library calls, and the loop guard's, cc/support/memory.ts spin) whether the host
   * wants it stopped: a reason stops the program there, as a fault of the line it is at. A host's
   * limit of wall time lives here (the host reads its clock; the machine never does), so a
   * program that never yields inside one slice of virtual time is still stopped at it.
   */
  declare hostStop?: () => string | null; // (declared only: no code in the player's bundle for it)
  /**
   * Study-view hook: called once per library call, at its trace point, with the C functions
   * running, innermost first (the program's call stack: runtime/calls.ts).
   * graphics.h reaches its trace point only while `tracing` is on, so turn both on.
   */
  stackProbe: ((romStack: readonly string[]) => void) | null = null;
  /** Library calls since power-on; never reset. A poll that sees it unchanged knows nothing else ran. */
  libraryCalls = 0;

  /** The clock as last settled (PIT ticks); `now` adds what was charged since. */
  private clock = 0;
  /** Instructions charged since the clock last settled. */
  private charged = 0;
  /**
   * `charged` must stay below this for nothing to fall due: the instructions that reach the
   * next IRQ0, keyboard byte or tick past the host's deadline (worked out by `limitCharge`).
   */
  private chargeLimit = 0;
  private tracingOn = false;
  /** The clock at the runaway guard's last look. */
  private runawayClock = 0;
  /** Runaway charges past the host's step since the program last waited (checkRunaway). */
  private runawayOverruns = 0;
  /** libraryCalls right after the last poll that saw nothing new (see idlePoll); -1: none this run. */
  private lastEmptyPoll = -1;
  /** The polls (and what they saw) in the run of idle polls that ended at lastEmptyPoll. */
  private readonly idleRun = new Set<string>();
  /** The last polled port read (portPoll: port, mask and the bits seen, in one number) and the libraryCalls count right after it. */
  private lastPortRead = -1;
  private lastPortReadCall = -1;
  private rom: Rom | SyncRom | null = null;
  private program: Blocking<void> | null = null; // the ROM's main generator
  /** When the next IRQ0 fires: PIT channel 0's next rising edge after the clock. */
  private nextIrq0 = PIT_TICKS_PER_IRQ0;
  /** The CPU's interrupt flag (IF): cleared by disable() and while a handler runs. */
  private interruptFlag = true;
  /** Channel 0 still counts 65 536 as the BIOS set it: IRQ0s fall on its multiples, no need to ask the PIT. */
  private timerAsBooted = true;
  /** Interrupt handlers running now (nested when one sets IF again). */
  private handlerDepth = 0;
  /** The host's deadline for the current runUntil. */
  protected deadline = 0;
  /** When the suspended program wants to run again (PIT ticks); Infinity = only on a key. */
  private wakeAt = 0;
  /** While a spinning loop sleeps (spinSleep): where it wakes, which an input may bring nearer; -1 otherwise. */
  protected spinUntil = -1;
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
    this.vectors.installDefault(0x09, () => this.biosInt9());
    this.vectors.installDefault(0x1c, () => {});
    if (options.timeOfDay) this.timer.setTimeOfDay(options.timeOfDay);
    this.startDate = options.date;
  }

  // ---- host API ---------------------------------------------------------------------------

  get nowMs(): number {
    return pitToMs(this.now);
  }

  /** CPU speed in instructions per millisecond (DOSBox `cycles`); may change while a program runs. */
  get cycles(): number {
    return this.cpu.cycles;
  }

  set cycles(value: number) {
    this.settle();
    this.cpu.cycles = value;
    this.limitCharge();
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
    // Each program starts with the 8259 as the BIOS left it and interrupts enabled, whatever
    // the one before it left unacknowledged.
    this.pic.reset();
    this.interruptFlag = true;
    this.process = new Process();
    this.calls = new CallStack();
    this.lastEmptyPoll = -1;
    this.idleRun.clear();
    this.lastPortRead = -1;
    this.runawayClock = this.now;
    this.runawayCheckAt = this.libraryCalls + RUNAWAY_CALLS;
    this.runawayOverruns = 0;
    this.rom = rom;
    this.crash = null;
    this.program = null;
    this.wakeAt = this.now;
    this.wakeOnKey = false;
    this.state = 'running';
    // The program is started from the DOS prompt: its name typed, Enter (CR LF through DOS).
    const con = textConsole(this.vga);
    if (!con.active) con.enter();
    con.print(`${DOS_PROMPT}${rom.name.toUpperCase()}\r\n`);
  }

  /** Press (make) a key by name at virtual time `at` (default: now). */
  keyDown(name: string, at = this.now): void {
    this.keyboard.press(pcKey(name), this.inputArrives(this.checkInputTime(at)));
    this.settleAndLimit();
  }

  /** Release (break) a key by name at virtual time `at` (default: now). */
  keyUp(name: string, at = this.now): void {
    this.keyboard.release(pcKey(name), this.inputArrives(this.checkInputTime(at)));
    this.settleAndLimit();
  }

  /** Move the mouse to screen pixel (x, y) at virtual time `at` (default: now). */
  mouseMove(x: number, y: number, at = this.now): void {
    this.mouse.move(x, y, this.inputArrives(this.checkInputTime(at)));
    this.settleAndLimit();
  }

  /** Move the mouse by (dx, dy) mickeys at virtual time `at` (default: now). */
  mouseMoveBy(dx: number, dy: number, at = this.now): void {
    this.mouse.moveBy(dx, dy, this.inputArrives(this.checkInputTime(at)));
    this.settleAndLimit();
  }

  /** Press (down) or release mouse button `n` (0 left, 1 right, 2 middle) at `at` (default: now). */
  mouseButton(n: number, down: boolean, at = this.now): void {
    this.mouse.button(n, down, this.inputArrives(this.checkInputTime(at)));
    this.settleAndLimit();
  }

  /**
   * A debugger stopped the program between two C statements (cc's line stepping sets it before the
   * program yields): runUntil returns at once and the clock stands still until the host clears it.
   */
  held = false;

  /** Whether the host can hold this machine (`held`) while it fetches an asset (runtime/assets.ts); the synchronous engine cannot. */
  get canHold(): boolean {
    return true;
  }

  /** Run the machine (and its program) until virtual time `t` (PIT ticks). */
  runUntil(t: number): void {
    this.setDeadline(t, 'runUntil');
    while (this.state === 'running' && this.program && !this.held) {
      if (this.mustWait()) break; // deadline reached while waiting
      this.resume();
    }
    if (this.now < this.deadline && !this.held) this.advanceTo(this.deadline, false);
    this.presentScreen();
  }

  /**
   * The host is about to look at the screen: bring what depends on the VGA's frame count alone
   * (text mode's blinking cursor and characters) to the virtual time now.
   */
  protected presentScreen(): void {
    textConsole(this.vga).present(this.now);
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
    return this.tryBurn(instructions) ? done() : this.burnPast(instructions);
  }

  /**
   * Charge `instructions` if nothing falls due within them (no interrupt, no keyboard byte, not
   * past the host's deadline) and the machine is not tracing: true, and only a count moves.
   * False: nothing was charged; charge them with `burn`. Small, so that the hot library calls
   * inline it.
   */
  tryBurn(instructions: number): boolean {
    const charged = this.charged + instructions;
    if (charged >= this.chargeLimit) return false;
    this.charged = charged;
    return true;
  }

  /**
   * Charge `instructions` without ever suspending or delivering anything: CPU time spent inside
   * an interrupt handler, where nothing else can happen until it returns. The clock settles
   * after the handler (what fell due meanwhile is delivered then).
   */
  charge(instructions: number): void {
    this.charged += instructions;
  }

  /**
   * Charge `instructions` for a call that cannot suspend (a compiled program's console output):
   * past the host's deadline on the coroutine engine the interrupts still fall due on the way (a
   * loop that prints until its INT 1Ch handler has counted 20 ticks never waits: corpus C1552).
   */
  spend(instructions: number): void {
    if (isDone(this.burn(instructions))) return;
    this.settle();
    this.advanceTo(this.clock + this.cpu.instructionsToPit(instructions), false);
  }

  /** A charge that reaches an interrupt, a keyboard byte or the host's deadline. */
  protected burnPast(instructions: number): Blocking {
    if (this.handlerDepth > 0) {
      this.charge(instructions);
      return done();
    }
    this.settle();
    const until = this.clock + this.cpu.instructionsToPit(instructions);
    if (until > this.deadline) return this.sleepUntil(until);
    this.advanceTo(until, false);
    return done();
  }

  /** Wait (with interrupts running) until virtual time `t`. */
  *sleepUntil(t: number): Blocking {
    while (this.now < t) {
      this.waitFor(t, false);
      yield SUSPEND;
    }
  }

  /** Wait (with interrupts running) until the BIOS buffer holds a key, as INT 16h AH=00h does. */
  *waitForKey(): Blocking {
    while (this.keyBuffer.isEmpty()) {
      this.waitFor(Infinity, true);
      yield SUSPEND;
    }
  }

  /**
   * A keyboard poll (bioskey(1), kbhit) found nothing; call it after the poll's own library call
   * and CPU charge. If the program made no other library call since its previous empty poll, it
   * is spinning in `while(!bioskey(1)){}`: every pass until the next key or IRQ0 would look the
   * same, so time jumps there instead of iterating (`keyWaiting`: a word the poll reads as "no
   * key", a Ctrl-Break 0000h, waits in the buffer). A loop that does anything else through the
   * library between polls (the game's `delay(100)`) is never skipped. Gives the poll's result:
   * 0, no key.
   */
  emptyPoll(keyWaiting: boolean): Blocking<number> {
    return this.idlePoll(KEYBOARD_POLL) ? this.skipSpin(keyWaiting) : done(0);
  }

  /**
   * A read of what only an interrupt handler or an input changes, after its own library call;
   * `seen` names the read and its result: INT 33h's position, buttons, counts and motion, the
   * BIOS tick count at 0040:006C read through peek, a far pointer or biostime. When the same read
   * with the same result came earlier in an unbroken run of idle polls (of the mouse, the
   * keyboard or the clock: `while (!kbhit()) int86(0x33, …)`, `while (peek(0x40, 0x6C) == t);`),
   * the program spins: its passes until the next IRQ0, keyboard byte or mouse event look the
   * same, so time passes there at once (an input the host gives meanwhile ends the wait at its
   * time: spinSleep), and the wait ends at the tick as DOSBox's does (oracle TK1: one tick a
   * wait). A loop that does anything else through the library between its polls (Reversi's
   * clock while the computer thinks) is never skipped; nor is one inside an interrupt handler.
   */
  idleRead(seen: string): Blocking {
    return this.idlePoll(seen) ? this.spinToInput(Infinity) : done();
  }

  /**
   * An `in` from a port whose value time alone changes (3DAh: display enable and the vertical
   * retrace), after its library call; `seen` is what it read, `mask` the bits of it the program
   * looks at (all 8 unless the compiler saw `inportb(0x3DA) & 8`). When the library call just
   * before was the same read and saw the same bits, the program spins on them
   * (`while (!(inportb(0x3DA) & 8));`): every pass until they change reads the same, so time
   * passes at once to their next edge (or to an earlier IRQ0, keyboard byte or mouse event), where
   * reads that take no time would never see the bit move; a retrace wait costs a skip or two a
   * frame. Only the read just before counts, not any earlier one in the run (as idlePoll has it):
   * `while (inportb(0x3DA) & 8);` leaves on a value the loop before it spun on, and what follows
   * it must run at once. Inside an interrupt handler, which cannot wait, nothing.
   */
  portPoll(port: number, seen: number, mask: number): Blocking {
    const read = port * 0x10000 + mask * 0x100 + (seen & mask);
    const again = read === this.lastPortRead && this.lastPortReadCall === this.libraryCalls - 1;
    this.lastPortRead = read;
    this.lastPortReadCall = this.libraryCalls;
    if (!again) return done();
    this.settle();
    return this.spinToInput(this.ports.changesAt(port, this.clock, mask));
  }

  /**
   * A spinning poll loop sleeps to `t` or to the next IRQ0, keyboard byte or mouse event, whichever
   * comes first; inside an interrupt handler, which cannot wait, it goes on at once.
   */
  private spinToInput(t: number): Blocking {
    if (this.handlerDepth > 0) return done();
    this.settle();
    const next = Math.min(t, this.nextIrq0, this.keyboardDue(), this.mouse.nextEventTime());
    if (next > this.clock) return this.spinSleep(next);
    this.advanceTo(this.clock, false); // a keyboard byte held while a handler kept port 60h full
    return done();
  }

  /**
   * A poll that saw nothing new (`seen`: which poll and what it saw), after its library call:
   * true when the same poll saw the same in the run of polls it belongs to (library calls one
   * after another, each such a poll): the program is going round a loop of nothing but polls.
   */
  private idlePoll(seen: string): boolean {
    const calls = this.libraryCalls;
    if (this.lastEmptyPoll !== calls - 1) this.idleRun.clear();
    this.lastEmptyPoll = calls;
    const spinning = this.idleRun.has(seen);
    this.idleRun.add(seen);
    return spinning;
  }

  /**
   * Skip a spinning poll loop to whichever comes first, the next key or the next IRQ0 (whose
   * handlers may change what the loop looks at). Its iterations are not observable, so skipping
   * them changes nothing. A waiting Ctrl-Break word stays until read, so then only an IRQ0 can
   * change what the loop sees.
   */
  protected *skipSpin(keyWaiting: boolean): Blocking<number> {
    if (keyWaiting) {
      yield* this.sleepUntil(this.nextIrq0After());
    } else {
      this.waitFor(this.nextIrq0After(), true);
      yield SUSPEND;
    }
    return 0;
  }

  /** What the program, about to suspend, waits for: time `at` (PIT ticks), or also a key word. */
  protected waitFor(at: number, orKey: boolean): void {
    this.wakeAt = at;
    this.wakeOnKey = orKey;
  }

  /** The BIOS video mode (0040:0049, INT 10h AH=0Fh): the text mode's number, or the graphics mode's. */
  videoMode(): number {
    const text = textConsole(this.vga);
    return text.active ? text.mode : this.vga.biosMode;
  }

  /** When the next IRQ0 fires (PIT ticks): channel 0's next rising edge after now. */
  nextIrq0After(): number {
    this.settle();
    return this.nextIrq0;
  }

  /**
   * A C loop made no library call for many passes (cc's loop guard): if the program has a
   * handler of its own on IRQ0 or IRQ1 (INT 8, 9 or 1Ch), only an interrupt can change what the
   * loop reads, so time passes to the next one (IRQ0 or a keyboard byte). Otherwise nothing.
   */
  spinWait(): Blocking {
    if (this.handlerDepth > 0 || !(this.vectors.isHooked(0x08) || this.vectors.isHooked(0x09) || this.vectors.isHooked(0x1c))) return done();
    this.settle();
    const next = Math.min(this.nextIrq0, this.keyboardDue());
    if (next === Infinity) return done();
    if (next > this.clock) return this.spinSleep(next);
    this.advanceTo(this.clock, false); // a keyboard byte due now (its buffer was just read)
    return done();
  }

  /**
   * spinWait's sleep to `t`: an input the host gives meanwhile, at a time before `t`, ends it
   * there (inputArrives), so the loop sees that key at its time however the host's deadlines fall.
   */
  protected *spinSleep(t: number): Blocking {
    this.spinUntil = t;
    try {
      while (this.now < this.spinUntil) {
        this.waitFor(this.spinUntil, false);
        yield SUSPEND;
      }
    } finally {
      this.spinUntil = -1;
    }
  }

  /** A host input falls due at `at`: a spinning loop's sleep (spinSleep) ends there. */
  private inputArrives(at: number): number {
    if (at < this.spinUntil) {
      this.spinUntil = at;
      if (at < this.wakeAt) this.wakeAt = at;
    }
    return at;
  }

  /** CLI / STI. Setting it serves at once the requests that waited (the STI's next instruction). */
  setInterruptFlag(on: boolean): void {
    this.interruptFlag = on;
    if (on) this.serveInterrupts();
  }

  /** `in al, port` now. */
  portIn(port: number): number {
    const v = this.ports.in(port, this.now);
    this.afterPortIo();
    return v;
  }

  /** `out port, al` now. */
  portOut(port: number, value: number): void {
    this.ports.out(port, value, this.now);
    this.afterPortIo();
  }

  /**
   * A port access may have emptied the keyboard controller's buffer (the next byte may come),
   * sent an EOI or unmasked a level (a waiting request is served now).
   */
  private afterPortIo(): void {
    this.limitCharge();
    this.serveInterrupts();
  }

  /** The runaway guard's look, every RUNAWAY_CALLS library calls (see machine() and RUNAWAY_CALLS). */
  checkRunaway(): void {
    this.runawayCheckAt = this.libraryCalls + RUNAWAY_CALLS;
    const stop = this.hostStop?.();
    if (stop) throw Error(stop);
    if (this.now === this.runawayClock) {
      const charged = this.burnPast(RUNAWAY_CALLS * LIBRARY_CALL_INSTRUCTIONS);
      if (!isDone(charged)) {
        // This engine cannot pause a plain function: the time is charged past the host's step
        // (the host sees it when the program next waits). A long computation (G1.C's getpixel
        // dump of the screen, 307 200 calls) ends by itself; a loop that still has not waited
        // after RUNAWAY_OVERRUNS such charges never will, and would hold the page.
        this.charge(RUNAWAY_CALLS * LIBRARY_CALL_INSTRUCTIONS);
        if (++this.runawayOverruns >= RUNAWAY_OVERRUNS) {
          throw new Error(
            `a runaway loop: ${RUNAWAY_CALLS * RUNAWAY_OVERRUNS} library calls and none that waits (delay, bioskey, kbhit, getch) while virtual time ran past the host's step; this engine cannot pause such a loop`,
          );
        }
      }
    }
    this.runawayClock = this.now;
  }

  /** Give the study view's probe the C functions running now (when it listens). */
  probeStack(): void {
    if (!this.stackProbe) return;
    const rom = this.rom;
    this.stackProbe(rom?.running ? [...rom.running()] : this.calls.running());
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

  /** Set the host's deadline (PIT ticks, checked). */
  protected setDeadline(t: number, call: string): void {
    this.deadline = this.checkDeadline(t, call);
    this.settleAndLimit();
  }

  /** The program goes on from its wait: nothing more to wait for. */
  protected wakeUp(): void {
    this.wakeAt = this.now;
    this.wakeOnKey = false;
  }

  private resume(): void {
    const program = this.program!;
    this.wakeUp();
    this.runawayOverruns = 0;
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
    // Back at the prompt: COMMAND.COM writes CR LF, then the prompt (TEXTM 4), through the BIOS
    // teletype. DOS sets no mode, so after a program that never called closegraph the teletype
    // draws it into the picture, white on black cells (oracle G2).
    textConsole(this.vga).print(`\r\n${DOS_PROMPT}`);
    for (const fn of this.listeners.exit) fn(name);
  }

  protected fail(err: unknown): void {
    const rom = this.rom!;
    this.program = null;
    this.state = 'crashed';
    this.vectors.restoreDefaults();
    this.crash = new RomCrash(rom.name, (rom.running ? rom.running() : this.calls.runningAt(err))[0] ?? null, err);
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
   * Move the clock to `t`, delivering IRQ0, keyboard bytes and mouse events in time order (at the
   * same tick: keyboard, mouse, timer). With `stopOnKey`,
   * stop at the moment a key word enters the BIOS buffer.
   */
  private advanceTo(t: number, stopOnKey: boolean): void {
    this.settle();
    for (;;) {
      const irq0 = this.nextIrq0;
      const kbd = this.keyboardDue();
      const mouse = this.mouse.nextEventTime();
      const next = Math.min(irq0, kbd, mouse);
      if (next > t) break;
      // A keyboard byte held back by a full controller buffer comes when the buffer was read.
      if (next > this.clock) this.clock = next;
      if (kbd === next) {
        this.keyboardController.receive(this.keyboard.takeNext());
        this.pic.raise(1);
        this.serveInterrupts();
        if (stopOnKey && !this.keyBuffer.isEmpty()) return this.settleAndLimit();
      } else if (mouse === next) {
        this.mouseIrq();
      } else {
        this.nextIrq0 = this.timerAsBooted ? next + PIT_TICKS_PER_IRQ0 : this.pit.channel0.nextRisingEdge(next);
        this.pic.raise(0);
        this.serveInterrupts();
        // a program's INT 8/1Ch handler that puts a key word in the BIOS buffer ends a wait for a key at its tick
        if (stopOnKey && !this.keyBuffer.isEmpty()) return this.settleAndLimit();
      }
      this.settle(); // a handler may have charged CPU time
    }
    // A handler's CPU time may have carried the clock past `t` (it cannot be cut short).
    if (this.clock < t) this.clock = t;
    this.limitCharge();
  }

  /** Turn the instructions charged since the clock last settled into PIT ticks. */
  private settle(): void {
    if (this.charged === 0) return;
    this.clock += this.cpu.instructionsToPit(this.charged);
    this.charged = 0;
    this.limitCharge();
  }

  private settleAndLimit(): void {
    this.settle();
    this.limitCharge();
  }

  /**
   * With the clock settled: how many instructions may be charged before the next IRQ0, the next
   * keyboard byte, or a tick past the host's deadline (none while tracing).
   */
  private limitCharge(): void {
    const horizon = Math.min(this.nextIrq0, this.keyboardDue(), this.mouse.nextEventTime(), this.deadline + 1);
    this.chargeLimit = this.tracingOn ? 0 : this.cpu.instructionsToReach(horizon - this.clock);
  }

  /** When the keyboard's next byte reaches the controller: never while its buffer is full. */
  private keyboardDue(): number {
    return this.keyboardController.outputFull ? Infinity : this.keyboard.nextEventTime();
  }

  /** PIT channel 0 got a control word or count: IRQ0 follows its OUT from now on. */
  private timerReprogrammed(): void {
    this.timerAsBooted = false;
    this.nextIrq0 = this.pit.channel0.nextRisingEdge(this.clock);
    this.limitCharge();
  }

  // The interrupts run with this machine current (a handler may call the library). No closures:
  // advanceTo runs on every charge of CPU time, and one would allocate its context each time.

  /**
   * With IF set, give the CPU each request the 8259 passes (highest priority first): the handler
   * at vector 8 + level runs with IF clear (INT clears it, IRET restores it).
   */
  private serveInterrupts(): void {
    while (this.interruptFlag) {
      const level = this.pic.acknowledge();
      if (level < 0) return;
      const prev = current;
      current = this;
      this.interruptFlag = false;
      this.handlerDepth++;
      try {
        this.vectors.get(8 + level)();
      } finally {
        this.handlerDepth--;
        this.interruptFlag = true;
        current = prev;
      }
    }
  }

  /** The mouse's IRQ: its driver (and a program's event handler) sees the event now. */
  private mouseIrq(): void {
    const prev = current;
    current = this;
    try {
      this.mouse.deliver();
    } finally {
      current = prev;
    }
  }

  /** The BIOS INT 8 handler: count the tick, call INT 1Ch, then the EOI (DOSBox callback.cpp CB_IRQ0). */
  private biosInt8(): void {
    this.timer.tick();
    this.vectors.get(0x1c)();
    this.pic.endOfInterrupt();
  }

  /** The BIOS INT 9 handler: read port 60h, translate the byte, EOI (IBM AT BIOS KB_INT). */
  private biosInt9(): void {
    this.int9.handleByte(this.keyboardController.readData());
    this.pic.endOfInterrupt();
  }

  protected checkDeadline(t: number, call: string): number {
    if (!(t >= this.now) || !Number.isFinite(t)) {
      throw new RangeError(`${call}: target ${t} is before now (${this.now}) or not finite`);
    }
    return Math.floor(t);
  }

  private checkInputTime(at: number): number {
    if (!Number.isFinite(at) || at < this.now) {
      throw new RangeError(`input event at ${at} is in the past (now ${this.now}) or not finite`);
    }
    return Math.floor(at);
  }
}

export { PIT_HZ, RomCrash };
