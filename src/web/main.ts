/**
 * The browser player: one page, one machine, one program. The page is a host — it powers the
 * machine on, feeds it keys and wall time, and shows its frame; it never looks inside the ROM.
 *
 * URL parameters (all optional): rom, variant, cycles, tod=HH:MM:SS[.hh] (time of day at
 * power-on; default: the host clock), scale=auto|crisp|fill (layout.ts; default: as last chosen).
 * test=step pins virtual time to a test hook (window.mode12h.advance) instead of the wall clock;
 * test=live exposes the hook and keeps the wall clock. Both exist for test/browser/.
 */
import { CYCLES_DEFAULT, CYCLES_MAX, CYCLES_MIN } from '../../runtime/hw/cpu.ts';
import { parseTimeOfDay, type TimeOfDay } from '../../runtime/bios/timer.ts';
import type { Rom } from '../../runtime/process.ts';
import type { RomCrash } from '../../runtime/machine.ts';
import type { KeyName } from '../../runtime/scancodes.ts';
import type { MouseButton } from '../../runtime/hw/mouse.ts';
import { driveOf, isDosName, memoryStore, mountDrive } from '../../runtime/dos/drive.ts';
import { parseCycles } from '../shared/cycles.ts';
import { SpeakerOut } from './audio.ts';
import { pickRom } from './catalog.ts';
import { cRom, isCRom, loadCPlayer, needsCPlayer, showError, wireCFiles } from './c-program.ts';
import { HostClock } from './clock.ts';
import { ask } from './confirm.ts';
import { BrowserDisk } from './disk.ts';
import { watchFocus } from './focus.ts';
import { Fullscreen } from './fullscreen.ts';
import { Gamepads } from './gamepad.ts';
import { attachKeyboard, type KeySink } from './keyboard.ts';
import { fitToStage, scaleChoice } from './layout.ts';
import { filesNow, loadFileTools, withFileTools } from './on-use.ts';
import { REPLAY_EXTENSION } from './recording.ts';
import { attachPointer, type MouseSink } from './pointer.ts';
import { Screen } from './screen.ts';
import type { ScaleChoice } from './scaling.ts';
import { Session } from './session.ts';
import { overlay, statusLine, type PauseReason, type Situation } from './status.ts';
import { attachTouchKeys } from './touch.ts';
import { attachSaves, type SavesHost } from './saves-host.ts';
import { captureMoment } from './saves/moment.ts';
import type { DosFile } from '../../runtime/dos/drive.ts';

/** Speed presets: DOSBox's default (how the original crawls), up to the default and beyond. */
const CYCLE_STEPS = [3000, 10_000, 30_000, 100_000, 290_000, CYCLES_DEFAULT, 1_160_000, 2_900_000, CYCLES_MAX];

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`player page: #${id} is missing`);
  return el as T;
};

function hostTimeOfDay(): TimeOfDay {
  const d = new Date();
  return { hour: d.getHours(), min: d.getMinutes(), sec: d.getSeconds(), hund: Math.floor(d.getMilliseconds() / 10) };
}

/** 580000 → "580 000 cycles" (thin-space groups; by hand: the first toLocaleString loads ICU, ~15 ms). */
function formatCycles(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+$)/g, '\u2009')} cycles`;
}

class Player implements KeySink, MouseSink {
  private session!: Session;
  /** The stored C: drive, once IndexedDB has read it (until then the program runs on an empty one). */
  private disk: BrowserDisk | null = null;
  private readonly screen: Screen;
  private readonly clock = new HostClock();
  private readonly gamepads = new Gamepads();
  private readonly audio = new SpeakerOut();
  /** Why the sound could not start, if it could not. */
  private audioError: string | null = null;
  private readonly pauses = new Set<PauseReason>();
  /** Recording since power-on (pressing Record powers the machine on afresh). */
  private recording = false;
  /** How many times the machine was powered on (the tests watch it). */
  private powerOns = 0;
  private cycles: number;
  private variant: string | undefined;
  /** The C: drive as the session powered on with it (a save state starts from it). */
  private bootDisk: readonly DosFile[] = [];
  private readonly sessionEvents = { exit: () => this.render(), crash: (err: RomCrash) => this.showCrash(err) };
  /** Why the machine stopped, when it crashed (the ROM's crash or a host error). */
  private crashText: string | null = null;
  private readonly fullscreen: Fullscreen;
  private readonly el = {
    player: $('player'),
    surface: $('surface'),
    overlay: $('overlay'),
    overlayText: $('overlay-text'),
    status: $('status'),
    cycles: $<HTMLOutputElement>('cycles'),
    mute: $<HTMLButtonElement>('mute'),
    volume: $<HTMLInputElement>('volume'),
    pause: $<HTMLButtonElement>('pause'),
    record: $<HTMLButtonElement>('record'),
    slower: $<HTMLButtonElement>('slower'),
    faster: $<HTMLButtonElement>('faster'),
    variant: $<HTMLSelectElement>('variant'),
  };

  constructor(
    private readonly rom: Rom,
    private readonly options: { cycles: number; variant: string | undefined; timeOfDay: TimeOfDay | null; pinned: boolean; scale: ScaleChoice; disk: Promise<BrowserDisk> },
  ) {
    this.cycles = options.cycles;
    this.variant = options.variant;
    $('title').textContent = rom.name.toUpperCase();
    document.title = `mode12h — ${rom.title}`;
    // The help line is the program's own; the study page is TETRIS.C's
    $('keys-help').textContent = rom.keys ?? '';
    $('study-link').hidden = rom.name !== 'tetris';
    this.screen = new Screen($<HTMLCanvasElement>('screen'));
    this.fullscreen = new Fullscreen(this.el.player, this.el.surface, () => this.render());
    this.wireControls();
    attachKeyboard(this.el.surface, this);
    attachTouchKeys($('touch'), this, () => this.el.surface.focus());
    attachPointer(this.screen.canvas, this, $('lock'));
    attachSaves(this.savesHost(), $('disk-note'));
    // The program's first screen goes to the canvas before anything asks for layout (focusing
    // does): the start screen is then ready in the page's first frame.
    this.powerOn();
    void options.disk.then((d) => this.diskReady(d));
    watchFocus({ ...this.el, stage: $('stage') }, {
      setPause: (reason, on) => this.setPause(reason, on),
      letGo: () => {
        this.session.releaseAll();
        this.gamepads.reset();
      },
    });
    fitToStage(this.screen, $('stage'), $('scale'), options.scale);
    requestAnimationFrame((t) => this.frame(t));
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
    // Run the program to its first wait now, so the first paint is already its own screen
    // rather than the DOS prompt it starts from (a crash here is shown like any other).
    this.session.boot();
    this.screen.present();
    this.render();
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

  /** Save states (src/web/saves-host.ts): the moment to save, a fresh session to restore on, the swap. */
  private savesHost(): SavesHost {
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
        this.el.variant.value = this.variant ?? '';
        this.recording = false;
        this.screen.present();
        this.render();
      },
    };
  }

  /** Advance virtual time by `ms` and show the result (the test hook's step). */
  advance(ms: number): void {
    this.session.boot();
    this.session.advance(ms);
    this.audio.step();
    this.screen.present();
    this.render();
  }

  private frame(hostMs: number): void {
    requestAnimationFrame((t) => this.frame(t));
    const running = this.session.machine.state === 'running' && this.pauses.size === 0;
    if (running) this.gamepads.poll(this);
    const ms = this.clock.frame(hostMs);
    if (running && !this.options.pinned) {
      try {
        this.session.boot(); // the first frame after power-on shows the program's own screen
        this.session.advance(ms);
        this.audio.step();
      } catch (err) {
        // A host-side error (not a ROM crash, which the machine reports itself): stop, say so.
        this.showError(err instanceof Error ? err.message : String(err));
      }
    }
    if (!running) this.clock.reset();
    this.audio.run(running);
    this.screen.present();
    if (this.session.machine.state !== 'running') this.render();
  }

  // ---- pausing ----

  private setPause(reason: PauseReason, on: boolean): void {
    if (on === this.pauses.has(reason)) return;
    if (on) {
      this.pauses.add(reason);
      this.session.releaseAll(); // the keys' releases would never reach us
      this.gamepads.reset();
    } else {
      this.pauses.delete(reason);
    }
    this.clock.reset(); // resume from now: no burst of catch-up
    this.audio.run(this.pauses.size === 0); // at once: a hidden tab gets no animation frames
    this.render();
  }

  // ---- controls ----

  private wireControls(): void {
    const { el } = this;
    const click = (id: string, fn: () => void): void => {
      $(id).addEventListener('click', () => {
        fn();
        if (!document.fullscreenElement || id !== 'fullscreen') el.surface.focus();
      });
    };
    click('pause', () => this.setPause('user', !this.pauses.has('user')));
    click('restart', () => this.powerOn());
    click('again', () => this.powerOn());
    click('slower', () => this.stepSpeed(-1));
    click('faster', () => this.stepSpeed(+1));
    click('shot', () => this.screenshot());
    click('record', () => (this.recording ? this.stopRecording() : void this.startRecording()));
    click('fullscreen', () => this.fullscreen.toggle());
    click('export', () => this.exportDisk());
    click('import', () => $('zip').click());
    $<HTMLInputElement>('zip').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      const file = input.files?.[0];
      input.value = '';
      if (file) void this.importDisk(file);
    });

    // Sound may start only from a user gesture (autoplay rules): the first one anywhere on the page.
    const startAudio = (): void => {
      this.audio.start().catch((err: unknown) => (this.audioError = err instanceof Error ? err.message : String(err)));
    };
    for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, startAudio, { capture: true, once: true });
    const showSound = (): void => {
      el.mute.setAttribute('aria-pressed', String(this.audio.muted));
      el.mute.textContent = this.audio.muted ? 'Sound off' : 'Sound on';
      el.volume.value = String(Math.round(this.audio.volume * 100));
    };
    click('mute', () => {
      this.audio.setVolume(this.audio.volume, !this.audio.muted);
      showSound();
    });
    el.volume.addEventListener('input', () => {
      this.audio.setVolume(Number(el.volume.value) / 100, false);
      showSound();
    });
    showSound();

    for (const v of this.rom.variants ?? []) el.variant.append(new Option(v, v, false, v === this.variant));
    el.variant.disabled = (this.rom.variants ?? []).length < 2;
    el.variant.addEventListener('change', async () => {
      if (await this.mayRestart(`Switch to the ${el.variant.value} variant?`)) {
        this.variant = el.variant.value;
        this.recording = false;
        this.powerOn();
      } else {
        el.variant.value = this.variant ?? '';
      }
      el.surface.focus();
    });
  }

  private stepSpeed(dir: -1 | 1): void {
    const i = CYCLE_STEPS.findIndex((c) => c >= this.cycles);
    const at = i < 0 ? CYCLE_STEPS.length - 1 : CYCLE_STEPS[i] === this.cycles || dir < 0 ? i : i - 1;
    const next = CYCLE_STEPS[Math.max(0, Math.min(CYCLE_STEPS.length - 1, at + dir))]!;
    this.cycles = next;
    this.session.setCycles(next);
    this.render();
  }

  /** The frame on the screen now, saved as a PNG once files.js is there. */
  private screenshot(): void {
    const { vga } = this.session.machine;
    const [pixels, palette, { width, height }, at] = [vga.visual.slice(), vga.palette.slice(), vga, new Date()];
    withFileTools('Screenshot failed', diskNote, (t) => {
      t.download(`${t.fileStem(this.rom.name, at)}.png`, t.encodeIndexedPng(pixels, width, height, palette), 'image/png');
    });
  }

  /**
   * The stored disk has been read. A program that has not written a file, on a disk that holds
   * none, goes on (its files are kept from now on); otherwise it starts afresh on the stored disk,
   * so what it read and wrote is what it would have with the disk there from the start.
   */
  private diskReady(disk: BrowserDisk): void {
    this.disk = disk;
    const drive = driveOf(this.session.machine);
    if (disk.load().length > 0 || drive.entries().length > 0) this.powerOn();
    else drive.keepIn(disk);
  }

  /** The C: drive as it is now, downloaded as a zip once files.js is there. */
  private exportDisk(): void {
    const [files, at] = [filesNow(driveOf(this.session.machine).entries()), new Date()];
    withFileTools('Export failed', diskNote, (t) => t.download(`${t.fileStem(this.rom.name, at)}-disk.zip`, t.writeZip(files), 'application/zip'));
  }

  /** The zip's files become the C: drive (all or nothing), and the machine starts afresh on it. */
  private async importDisk(file: Blob): Promise<void> {
    try {
      const entries = await (await loadFileTools()).readZip(new Uint8Array(await file.arrayBuffer()));
      const bad = entries.filter((e) => !isDosName(e.name)).map((e) => e.name);
      if (bad.length) throw new Error(`not 8.3 DOS names: ${bad.join(', ')}`);
      await (await this.options.disk).replaceAll(entries.map((e) => ({ ...e, name: e.name.toUpperCase(), attr: 0x20 })));
      this.powerOn();
    } catch (err) {
      diskNote(`Import failed, the disk is unchanged: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /**
   * Before something that powers on afresh: a game in play (keys or buttons pressed since power-on)
   * would be thrown away, so ask first.
   */
  private async mayRestart(what: string): Promise<boolean> {
    const played = this.session.machine.state === 'running' && this.session.log.some((e) => e.type !== 'move' && e.type !== 'moveby');
    const yes = !played || (await ask(`${what} It restarts the program: the game in play is lost.`, 'Restart'));
    this.el.surface.focus(); // the dialog gives the focus back to the button that opened it
    return yes;
  }

  /** Recording starts at power-on, so the replay holds everything that led to each frame. */
  private async startRecording(): Promise<void> {
    if (!(await this.mayRestart('Record from power-on?'))) return;
    this.powerOn();
    this.recording = true;
    this.render();
  }

  private stopRecording(): void {
    // End on a whole millisecond, so the replay's end is exactly the frame on the screen now.
    const endMs = Math.ceil(this.session.nowMs);
    this.session.runTo(endMs);
    this.screen.present();
    this.recording = false;
    const [power, log, at] = [this.session.power, this.session.log.slice(), new Date()];
    withFileTools('Recording not saved', diskNote, (t) => {
      t.download(`${t.fileStem(this.rom.name, at)}.${REPLAY_EXTENSION}`, t.replayText(power, log, endMs, at), 'text/plain');
    });
    this.render();
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

  private lastStatus = '';

  /** Bring the status line, the overlay and the controls in line with the state. Cheap when nothing changed. */
  private render(): void {
    const { el } = this;
    const state = this.session.machine.state;
    const now: Situation = {
      state,
      pauses: this.pauses,
      recording: this.recording,
      program: this.rom.name.toUpperCase(),
      crash: this.crashText,
      leaveFullscreen: this.fullscreen.note,
    };
    const text = statusLine(now);
    const paused = state === 'running' && this.pauses.size > 0;
    const key = `${text}|${paused}|${this.cycles}|${this.recording}|${state}|${this.crashText}|${now.leaveFullscreen}`;
    if (key === this.lastStatus) return;
    this.lastStatus = key;

    el.status.textContent = text;
    el.status.classList.toggle('paused', paused);
    el.player.dataset.state = paused ? 'paused' : state;
    el.cycles.value = formatCycles(this.cycles);
    el.slower.disabled = this.recording || this.cycles <= Math.max(CYCLES_MIN, CYCLE_STEPS[0]!);
    el.faster.disabled = this.recording || this.cycles >= CYCLES_MAX;
    el.pause.setAttribute('aria-pressed', String(this.pauses.has('user')));
    el.pause.textContent = this.pauses.has('user') ? 'Resume' : 'Pause';
    el.record.setAttribute('aria-pressed', String(this.recording));
    el.record.textContent = this.recording ? 'Stop ■' : 'Record';
    const [kind, says] = overlay(now);
    el.overlay.hidden = !kind;
    el.overlay.className = kind;
    el.overlayText.textContent = says;
  }

  /**
   * What the browser tests read (installed only with ?test). Methods rather than arrows: the
   * bundle keeps each arrow's name at a cost (keepNames), a method's for free.
   */
  testHook(): object {
    const p = this;
    return {
      advance(ms: number) { p.advance(ms); },
      nowMs() { return p.session.nowMs; },
      state() { return p.session.machine.state; },
      pauses() { return [...p.pauses]; },
      cycles() { return p.session.machine.cpu.cycles; },
      powerOns() { return p.powerOns; },
      log() { return p.session.log.slice(); },
      power() { return { ...p.session.power, rom: p.session.power.rom.name }; },
      palette() { return Array.from(p.session.machine.vga.palette); },
      disk() { return driveOf(p.session.machine).entries().map((f) => [f.name, String.fromCharCode(...f.bytes)]); },
      diskNote() { return $('disk-note').textContent; },
      diskSaved() { return p.options.disk.then((d) => d.saved()); }, // (after the disk was read: before, nothing is kept yet)
      /** Resolves once the stored disk was read and the program restarted on it if it had to. */
      diskLoaded() { return p.options.disk.then(() => undefined); },
      fit() { return { ...p.screen.fitted }; },
      audio() {
        const a = p.audio;
        return { state: a.state, received: a.received, loudest: a.loudest, renderedAt: a.renderedAt, heardAt: a.heardAt, rate: a.rate, error: p.audioError };
      },
    };
  }
}

/** Say something about the disk on the page (storage full, another tab, a damaged record, an import). */
function diskNote(text: string): void {
  const el = $('disk-note');
  el.textContent = text;
  el.hidden = false;
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const romParam = params.get('rom') ?? 'tetris';
  if (needsCPlayer(romParam)) return loadCPlayer(); // a program from C source: the player with the compiler
  wireCFiles($('open-c'), $<HTMLInputElement>('c-open'));
  try {
    const test = params.get('test');
    const rom = isCRom(romParam) ? await cRom(romParam) : await pickRom(romParam, test !== null);
    if (!rom) return location.replace(`play.html${location.search}`); // the page with every ROM
    const cyclesParam = params.get('cycles');
    const cycles = cyclesParam === null ? CYCLES_DEFAULT : parseCycles(cyclesParam); // as the CLI reads --cycles
    const tod = params.get('tod');
    const timeOfDay = tod === null ? null : parseTimeOfDay(tod);
    // The stored disk is read while the program starts (IndexedDB takes tens of ms to open):
    // the player waits for it only at the first file the program touches, or restarts on it.
    const player = new Player(rom, {
      cycles,
      variant: params.get('variant') ?? rom.variants?.[0],
      timeOfDay,
      pinned: test === 'step',
      scale: scaleChoice(params.get('scale')),
      disk: BrowserDisk.open(rom.name, diskNote),
    });
    if (test !== null) (window as unknown as { mode12h: object }).mode12h = player.testHook();
  } catch (err) {
    showError(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
    throw err;
  }
}

void start();
