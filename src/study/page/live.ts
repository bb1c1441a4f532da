import type { TimeOfDay } from '../../../runtime/bios/timer.ts';
import { msToPit } from '../../../runtime/hw/pit.ts';
import { applyEvent } from '../../shared/replay-event.ts';
import { isBgiCall } from '../../shared/trace.ts';
import type { Rom } from '../../../runtime/process.ts';
import { HostClock } from '../../web/clock.ts';
import { attachKeyboard } from '../../web/keyboard.ts';
import { Screen } from '../../web/screen.ts';
import { Session } from '../../web/session.ts';
import type { KeyName } from '../../../runtime/scancodes.ts';

/** One library call of a frame and the ported C function that made it. */
export interface LiveCall {
  readonly call: string;
  readonly fn: string | null;
}

/** What the study view shows of the running program after a frame. */
export interface LiveView {
  /** Ported C functions on the stack at the last library call, innermost first. */
  readonly stack: readonly string[];
  /**
   * The function to follow: the innermost of the deepest stack seen lately (see FOCUS_HOLD_MS).
   * The last stack alone is mostly main's: TETRIS.C sleeps in main's delay(100) between polls.
   */
  readonly focus: string | null;
  /** When each ported C function was last seen on a stack (virtual ms since power-on). */
  readonly lastSeenMs: ReadonlyMap<string, number>;
  /** The BGI (graphics.h) calls of the last frame that made any, in order. */
  readonly bgi: readonly LiveCall[];
  /** Virtual time at the end of that frame (ms since power-on). */
  readonly bgiAtMs: number;
  /** Virtual time now (ms since power-on). */
  readonly nowMs: number;
  readonly state: string;
}

/**
 * How long (virtual ms) the followed stack holds against shallower ones. A deeper or equally deep
 * stack takes over at once. In play, GetKeyCode (from main) polls every 100 ms while a gravity
 * step (MoveBlock, ~880 ms apart) runs deeper: held this long, the view stays on the game's work
 * instead of jumping back to the poll ten times a second.
 */
export const FOCUS_HOLD_MS = 1000;

export interface LiveOptions {
  rom: Rom;
  variant: string | undefined;
  cycles: number;
  timeOfDay: TimeOfDay;
  /** Virtual time moves only through advance() (the browser tests' hook), not the wall clock. */
  pinned: boolean;
}

/**
 * A small player for the study page, built from the player's own modules (Session, Screen,
 * HostClock, the keyboard): it runs the program with tracing on and the machine's stack probe
 * set, and after each frame reports which C function ran and which library calls it made.
 */
export class LiveGame {
  private session!: Session;
  readonly screen: Screen;
  private readonly clock = new HostClock();
  paused = false;
  private stack: readonly string[] = [];
  /** The stack followed (see LiveView.focus), and when it was last seen. */
  private focusStack: readonly string[] = [];
  private focusAt = -Infinity;
  private readonly lastSeenMs = new Map<string, number>();
  /** BGI calls of the frame running now. */
  private bgi: LiveCall[] = [];
  private view: LiveView = { stack: [], focus: null, lastSeenMs: new Map(), bgi: [], bgiAtMs: 0, nowMs: 0, state: 'off' };
  /** A library call happened during the frame running now. */
  private called = false;
  /** Told after every frame (the original mode's line highlight and globals). */
  onFrame: (() => void) | null = null;
  /** The options the page started with. */
  private readonly asked: LiveOptions;

  constructor(
    canvas: HTMLCanvasElement,
    private options: LiveOptions,
    private readonly onView: (view: LiveView) => void,
  ) {
    this.asked = options;
    this.screen = new Screen(canvas);
    this.powerOn();
    attachKeyboard(canvas, {
      press: (k: KeyName) => this.session.press(k),
      release: (k: KeyName) => this.session.release(k),
      syncModifiers: (caps: boolean, shift: boolean | null) => {
        this.session.syncCapsLock(caps);
        this.session.syncShift(shift);
      },
    });
    canvas.addEventListener('blur', () => this.session.releaseAll());
    if (!options.pinned) requestAnimationFrame((t) => this.frame(t));
  }

  /** Run another program from now on (the original compiled from source, or the port again). */
  load(rom: Rom): void {
    // the variant asked for (?variant) where the program has it; a program from source has none
    const asked = this.asked.variant;
    const variant = asked !== undefined && rom.variants?.includes(asked) ? asked : rom.variants?.[0];
    this.options = { ...this.options, rom, variant };
    this.powerOn();
  }

  powerOn(): void {
    this.session?.releaseAll();
    this.session = new Session(
      { rom: this.options.rom, variant: this.options.variant, cycles: this.options.cycles, timeOfDay: this.options.timeOfDay },
      { exit: () => this.publish(true), crash: () => this.publish(true) },
    );
    const m = this.session.machine;
    m.tracing = true;
    m.on('trace', (call) => {
      if (isBgiCall(call)) this.bgi.push({ call, fn: this.stack[0] ?? null });
    });
    // Called before the trace event of the same call, so each call is paired with its caller.
    m.stackProbe = (romStack) => {
      this.stack = romStack;
      this.called = true;
      const now = m.nowMs;
      for (const name of romStack) this.lastSeenMs.set(name, now);
      if (romStack.length >= this.focusStack.length || now - this.focusAt > FOCUS_HOLD_MS) {
        this.focusStack = romStack;
        this.focusAt = now;
      } else if (romStack[0] === this.focusStack[0]) {
        this.focusAt = now; // the followed function again, from a shallower caller
      }
    };
    this.stack = [];
    this.focusStack = [];
    this.focusAt = -Infinity;
    this.lastSeenMs.clear();
    this.view = { stack: [], focus: null, lastSeenMs: this.lastSeenMs, bgi: [], bgiAtMs: 0, nowMs: 0, state: m.state };
    this.screen.attach(m.vga);
    this.clock.reset();
    this.frameOf(() => this.session.boot());
  }

  get machine() {
    return this.session.machine;
  }

  /** Let the program go on without moving the clock (a debugger's step that needs no time). */
  kick(): void {
    const m = this.session.machine;
    this.frameOf(() => m.runUntil(m.now));
  }

  /** Run `ms` of virtual time, show the screen, and report the frame. */
  advance(ms: number): void {
    this.frameOf(() => this.session.advance(ms));
  }

  /**
   * Run to `ms` virtual milliseconds since power-on, as a replay does (test/replays: keys are
   * timed on whole ms since power-on and pressed at exactly that moment).
   */
  runTo(ms: number): void {
    const m = this.session.machine;
    this.frameOf(() => m.runUntil(Math.max(m.now, msToPit(ms))));
  }

  /** Press or release a key now, bypassing the host's whole-millisecond rounding (tests only). */
  keyNow(kind: 'press' | 'release', key: KeyName): void {
    const m = this.session.machine;
    applyEvent(m, { at: m.nowMs, kind, key });
  }

  private frameOf(run: () => void): void {
    this.bgi = [];
    this.called = false;
    if (this.session.machine.state === 'running') run();
    this.screen.present();
    this.publish(false);
    this.onFrame?.();
  }

  private publish(always: boolean): void {
    const m = this.session.machine;
    // A frame without library calls (the program asleep in delay()) changes nothing on the page.
    if (!this.called && !always && m.state === this.view.state) return;
    const drew = this.bgi.length > 0;
    this.view = {
      stack: this.stack,
      focus: this.focusStack[0] ?? null,
      lastSeenMs: this.lastSeenMs,
      bgi: drew ? this.bgi : this.view.bgi,
      bgiAtMs: drew ? m.nowMs : this.view.bgiAtMs,
      nowMs: m.nowMs,
      state: m.state,
    };
    this.onView(this.view);
  }

  current(): LiveView {
    return this.view;
  }

  private frame(hostMs: number): void {
    requestAnimationFrame((t) => this.frame(t));
    const ms = this.clock.frame(hostMs);
    // held: a debugger stopped the program at a C line (cc/inspect.ts); time stands still
    if (this.paused || this.session.machine.held || document.visibilityState === 'hidden') {
      this.clock.reset();
      return;
    }
    this.advance(ms);
  }
}
