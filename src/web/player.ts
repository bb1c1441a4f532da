/**
 * The player: one machine, one program, on the page. It powers the machine on (afresh, or in a
 * save state's place), runs it a display frame at a time by the host's clock, holds it still while
 * paused, and is where every input source ends (KeySink, MouseSink) — it never looks inside the ROM.
 * What the page shows of it is the screen (screen.ts), the speaker (audio.ts) and the panel (panel.ts).
 */
import type { Rom } from '../../runtime/process.ts';
import type { RomCrash } from '../../runtime/machine.ts';
import type { KeyName } from '../../runtime/scancodes.ts';
import type { MouseButton } from '../../runtime/hw/mouse.ts';
import { driveOf, memoryStore, mountDrive, type DosFile } from '../../runtime/dos/drive.ts';
import { faultEnding } from '../../runtime/dos/exit.ts';
import { SpeakerOut } from './audio.ts';
import { HostClock, hostTimeOfDay } from './clock.ts';
import type { BrowserDisk } from './disk.ts';
import type { FocusHost } from './focus.ts';
import { Fullscreen } from './fullscreen.ts';
import { Gamepads } from './gamepad.ts';
import type { KeySink } from './keyboard.ts';
import type { PlayerOptions } from './options.ts';
import { diskNote, type PlayerElements } from './page.ts';
import { Panel } from './panel.ts';
import type { MouseSink } from './pointer.ts';
import type { SavesHost } from './saves-host.ts';
import { captureMoment } from './saves/moment.ts';
import { Screen } from './screen.ts';
import { Session } from './session.ts';
import { startupMark } from './startup.ts';
import type { PauseReason } from './status.ts';

export class Player implements KeySink, MouseSink, FocusHost {
  /** The session the page runs and shows (each power-on makes a new one). */
  session!: Session;
  readonly screen: Screen;
  readonly audio = new SpeakerOut();
  /** Why the sound could not start, if it could not. */
  audioError: string | null = null;
  readonly fullscreen: Fullscreen;
  /** Why the machine is held still now (none: it runs). */
  readonly pauses = new Set<PauseReason>();
  /** Recording since power-on (pressing Record powers the machine on afresh). */
  recording = false;
  /** How many times the machine was powered on (the tests watch it). */
  powerOns = 0;
  cycles: number;
  variant: string | undefined;
  /** The stored C: drive, once IndexedDB has read it (until then the program runs on an empty one). */
  private disk: BrowserDisk | null = null;
  private readonly clock = new HostClock();
  private readonly gamepads = new Gamepads();
  /** The C: drive as the session powered on with it (a save state starts from it). */
  private bootDisk: readonly DosFile[] = [];
  private readonly sessionEvents = { exit: () => this.render(), crash: (err: RomCrash) => this.showCrash(err) };
  /** Why the machine stopped, when it crashed (the ROM's crash or a host error). */
  private crashText: string | null = null;
  private readonly panel: Panel;
  /** The variant chooser, set to a restored save state's variant. */
  private readonly variantSelect: HTMLSelectElement;
  /** A display frame is asked for and not yet run: the run loop is one loop, never two. */
  private framePending = false;

  constructor(
    readonly rom: Rom,
    readonly options: PlayerOptions,
    el: PlayerElements,
  ) {
    this.cycles = options.cycles;
    this.variant = options.variant;
    this.screen = new Screen(el.screen);
    this.fullscreen = new Fullscreen(el.player, el.surface, () => this.render());
    this.panel = new Panel(el);
    this.variantSelect = el.variant;
  }

  // ---- KeySink: every input source ends here ----

  press(key: KeyName): void {
    // A paused machine takes no keys, as a paused DOSBox does not.
    if (this.pauses.size > 0) return;
    // The program has ended (or crashed): Enter or Space runs it again, as the overlay says.
    if (this.session.machine.state !== 'running') {
      if (key === 'Enter' || key === 'Space') this.powerOn();
      return;
    }
    this.session.press(key);
  }

  release(key: KeyName): void {
    this.session.release(key);
  }

  // ---- MouseSink: the pointer over the canvas (a paused machine takes no mouse either) ----

  mouseMove(x: number, y: number): void {
    if (this.pauses.size === 0) this.session.mouseMove(x, y);
  }

  mouseMoveBy(dx: number, dy: number): void {
    if (this.pauses.size === 0) this.session.mouseMoveBy(dx, dy);
  }

  mouseButton(button: MouseButton, down: boolean): void {
    if (this.pauses.size === 0 || !down) this.session.mouseButton(button, down);
  }

  syncModifiers(capsLock: boolean, shift: boolean | null): void {
    if (this.pauses.size > 0) return;
    this.session.syncCapsLock(capsLock);
    this.session.syncShift(shift);
  }

  // ---- the machine ----

  /** Power the machine on afresh (a new time of day from the host clock unless pinned). */
  powerOn(): void {
    this.powerOns++;
    const session = new Session(
      { rom: this.rom, variant: this.variant, cycles: this.cycles, timeOfDay: this.options.timeOfDay ?? hostTimeOfDay() },
      this.sessionEvents,
    );
    mountDrive(session.machine, this.disk ?? memoryStore()); // before the program's first step
    this.use(session, driveOf(session.machine).entries());
    if (this.powerOns === 1) startupMark('machine');
    // Run the program to its first wait now, so the first paint is already its own screen
    // rather than the DOS prompt it starts from (a crash here is shown like any other).
    this.session.boot();
    if (this.powerOns === 1) startupMark('booted');
    this.screen.present();
    if (this.powerOns === 1) startupMark('shown');
    this.render();
    this.wake();
  }

  /** Make `session` (powered on with `bootDisk` as its C: drive) the one the page runs and shows. */
  private use(session: Session, bootDisk: readonly DosFile[]): void {
    this.session?.releaseAll();
    this.gamepads.reset();
    this.session = session;
    this.bootDisk = bootDisk;
    this.screen.attach(session.machine.vga);
    this.audio.attach(session.machine);
    this.clock.reset();
    this.crashText = null;
  }

  /** Run at the speed of `cycles` from now on. */
  setCycles(cycles: number): void {
    this.cycles = cycles;
    this.session.setCycles(cycles);
    this.render();
    this.wake();
  }

  /**
   * The stored disk has been read. A program that has not written a file, on a disk that holds
   * none, goes on (its files are kept from now on); otherwise it starts afresh on the stored disk,
   * so what it read and wrote is what it would have with the disk there from the start.
   */
  diskReady(disk: BrowserDisk): void {
    this.disk = disk;
    const drive = driveOf(this.session.machine);
    if (disk.load().length > 0 || drive.entries().length > 0) this.powerOn();
    else drive.keepIn(disk);
  }

  /** Save states (src/web/saves-host.ts): the moment to save, a fresh session to restore on, the swap. */
  savesHost(): SavesHost {
    return {
      romName: this.rom.name,
      note: diskNote,
      disk: this.options.disk,
      current: () => {
        this.session.runTo(Math.ceil(this.session.nowMs)); // a replay's resolution: < 1 ms on
        this.screen.present();
        return captureMoment(this.session, this.bootDisk);
      },
      newSession: (power, store) => {
        if (power.rom !== this.rom.name) throw new Error(`this is a save state of ${power.rom}; this page runs ${this.rom.name}`);
        const s = new Session({ ...power, rom: this.rom }, this.sessionEvents);
        mountDrive(s.machine, store);
        return s;
      },
      adopt: (session, bootDisk) => {
        this.use(session, bootDisk);
        this.cycles = session.machine.cycles;
        this.variant = session.power.variant;
        this.variantSelect.value = this.variant ?? '';
        this.recording = false;
        this.screen.present();
        this.render();
        this.wake();
      },
    };
  }

  // ---- running: a display frame at a time, or a test's step ----

  /**
   * Ask for a display frame, unless one is asked for already. The page's loop asks on every frame;
   * a pinned page's (test=step) stops once a frame finds nothing to do, and whatever can give it
   * something again asks here: a step, a power-on or restore, a resume, a pad connected, sound
   * started. (Input needs no frame there: it reaches the machine at the next step, which asks. A fit
   * needs none either: screen.ts draws it at once.)
   */
  wake(): void {
    if (this.framePending) return;
    this.framePending = true;
    requestAnimationFrame((t) => this.frame(t));
  }

  /** One display frame: the machine advances by the audio clock when the sound runs, else by the host's wall time since the last (clock.ts). */
  frame(hostMs: number): void {
    this.framePending = false;
    const pinned = this.options.pinned;
    if (!pinned) this.wake();
    const running = this.session.machine.state === 'running' && this.pauses.size === 0;
    const padOn = running && this.gamepads.poll(this);
    const ms = this.clock.frame(hostMs);
    if (running && !pinned) {
      try {
        this.session.boot(); // the first frame after power-on shows the program's own screen
        this.session.advance(this.audio.pace(this.session.nowMs, ms, hostMs));
        this.audio.step();
      } catch (err) {
        // A host-side error (not a ROM crash, which the machine reports itself): stop, say so.
        this.showError(err instanceof Error ? err.message : String(err));
      }
    }
    if (!running) this.clock.reset();
    this.audio.run(running);
    const shown = this.screen.present();
    if (this.session.machine.state !== 'running') this.render();
    // Pinned, only the pads (polled while one is connected) and a new picture call for another frame:
    // an idle test page asking for 60 frames a second cost Chromium ~0.07 s of CPU a second.
    if (pinned && (padOn || shown)) this.wake();
  }

  /** Advance virtual time by `ms` and show the result (the test hook's step). */
  advance(ms: number): void {
    this.wake();
    this.session.boot();
    this.session.advance(ms);
    this.audio.step();
    this.screen.present();
    this.render();
  }

  // ---- pausing (FocusHost: focus.ts pauses for a hidden tab and a focus elsewhere) ----

  setPause(reason: PauseReason, on: boolean): void {
    if (on === this.pauses.has(reason)) return;
    if (on) {
      this.pauses.add(reason);
      this.letGo(); // the keys' releases would never reach us
    } else {
      this.pauses.delete(reason);
    }
    this.clock.reset(); // resume from now: no burst of catch-up
    this.audio.run(this.pauses.size === 0); // at once: a hidden tab gets no animation frames
    this.render();
    this.wake();
  }

  letGo(): void {
    this.session.releaseAll();
    this.gamepads.reset();
  }

  // ---- what the page says ----

  private showCrash(err: RomCrash): void {
    this.crashText = err.message;
    this.render();
  }

  /** A host-side error: the machine stops as on a crash. */
  private showError(message: string): void {
    this.session.machine.state = 'crashed';
    this.crashText = message;
    this.render();
  }

  /** Bring the status line, the overlay and the controls in line with the state (panel.ts). */
  render(): void {
    this.panel.show(
      {
        state: this.session.machine.state,
        pauses: this.pauses,
        recording: this.recording,
        program: this.rom.name.toUpperCase(),
        crash: this.crashText,
        ending: this.session.machine.state === 'exited' ? faultEnding(this.session.machine) : null,
        leaveFullscreen: this.fullscreen.note,
      },
      this.cycles,
    );
  }
}
