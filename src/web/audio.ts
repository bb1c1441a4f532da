/**
 * The player's sound: the machine's PC speaker, played by an AudioWorklet (speaker-worklet.ts
 * around speaker-stream.ts) that renders the speaker's waves from virtual time, sample for sample
 * what the CLI's WAV file holds. Autoplay rules let a page start audio only from a user gesture,
 * so nothing is made before the first one. Mute and volume are remembered in localStorage.
 *
 * Once the audio runs, it is the machine's clock (`pace`): virtual time is pinned to the audio
 * clock (sample n of virtual time plays at context frame base + n), and each display frame runs
 * the machine to where the audio will be at the next frame, a little over. So what a frame's step
 * makes the speaker do — a key's tone — starts playing at the audio the device renders next,
 * within a render quantum of that frame, and arrives before it is due, so no sample is guessed.
 * A frame that runs later than that (a busy tab, a long step, a collection) finds the worklet
 * waiting for the machine, its last wave going on (speaker-stream.ts): virtual time plays that
 * much later (the worklet's `held`, added to the base here) and no change of sound is ever late.
 * (Played past the machine instead, a key taken at such a frame lost its tone's first samples:
 * bench figure 7, "Late samples", 515 in a quiet run, late in 34 runs of 55 on a loaded host.)
 *
 * When the next frame comes is told by the display, not by the last frames' spacing: one display
 * period after this frame's timestamp, as late after it as frames usually run. A frame run late
 * is followed by one on time, sooner than the average spacing; run to the average, the machine
 * was then that much ahead of the audio and the key's tone that much later (bench figure 7: 0.5
 * to 4.4 quanta from run to run).
 *
 * Where the audio is: the device renders in bursts (headless Chromium's: 441 frames every 10 ms),
 * so `currentTime` jumps; getOutputTimestamp() is smooth (the sample heard now, extrapolated), and
 * the frontier — the newest sample rendered — is the heard one plus the render lead, the most
 * `currentTime` was seen ahead of it over the last second (measured: 32–42 ms on that device).
 */
import type { Machine } from '../../runtime/machine.ts';
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import type { Wave } from '../../runtime/hw/pit-counter.ts';
import { CATCH_UP_CAP_MS } from './clock.ts';
import type { SpeakerMessage, SpeakerReport } from './speaker-stream.ts';

const STORE = 'mode12h.sound';
/** The worklet module, beside the page (tools/build.mjs). */
export const WORKLET_URL = 'speaker.js';
/** Frames the render lead is watched over (about a second). */
const LEAD_WINDOW = 60;
/**
 * Samples the machine runs past the next frame's audio: room for that frame's own step before its
 * waves are due (the bench's key → audible figure: the tone starts this much after its frame,
 * give or take half a millisecond of rounding to whole ones and the frames' jitter; centred in the
 * quantum, test/unit/audio-pace.test.ts).
 */
const MARGIN_SAMPLES = 80;
/** The audio has rendered nothing new for this long while frames came: the device stopped. */
const FROZEN_MS = 250;
/** A smoothed frontier further than this from what was rendered comes from a stale timestamp. */
const STALE_S = 0.05;

/** Mute and volume as last chosen (localStorage), or the defaults. */
function rememberedSettings(): { volume: number; muted: boolean } {
  const settings = { volume: 0.5, muted: false };
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) ?? 'null') as { volume?: unknown; muted?: unknown } | null;
    if (typeof saved?.volume === 'number' && saved.volume >= 0 && saved.volume <= 1) settings.volume = saved.volume;
    if (typeof saved?.muted === 'boolean') settings.muted = saved.muted;
  } catch {
    // no storage (private mode) or a bad entry: the defaults
  }
  return settings;
}

export class SpeakerOut {
  /**
   * Read from localStorage on first use, not when the player is made: a fresh profile's first
   * storage access is a synchronous trip to the browser process, which the first picture need
   * not wait for (bench figure 5c).
   */
  private settings: { volume: number; muted: boolean } | null = null;
  /** The worklet's counts, as it last told them (speaker-stream.ts). */
  report: SpeakerReport = { played: 0, loudest: 0, held: 0, late: 0, loudFrame: -1 };
  private ctx: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private gain: GainNode | null = null;
  private machine: Machine | null = null;
  private starting = false;
  /** What `run` last asked of the context (its own state changes later, asynchronously). */
  private running = true;
  /** The speaker's waves since the last step (sent to the worklet by `step`). */
  private waves: Wave[] = [];
  /** Context frame of virtual sample 0 (null: not pinned to the audio clock now). */
  private base: number | null = null;
  /** How far `currentTime` was seen ahead of the heard sample, seconds, over the last LEAD_WINDOW frames. */
  private readonly renderLead: number[] = [];
  /**
   * The last frame's timestamp, and how long after the timestamp of the frame before a frame's
   * pace runs (ms), over the last LEAD_WINDOW frames (kept across pauses: the same display; the
   * first gap after one, capped, is an outlier the median ignores).
   */
  private lastFrame = 0;
  private readonly gaps: number[] = [];
  /** The context's `currentTime` when last seen to move, and when (wall ms). */
  private lastRendered = 0;
  private renderedAt = 0;

  get volume(): number {
    return (this.settings ??= rememberedSettings()).volume;
  }

  get muted(): boolean {
    return (this.settings ??= rememberedSettings()).muted;
  }

  get rate(): number {
    return this.ctx?.sampleRate ?? 0;
  }

  get state(): string {
    return this.ctx?.state ?? 'off';
  }

  /** A new machine (power-on): its speaker feeds the output from now on. */
  attach(m: Machine): void {
    this.machine = m;
    m.speaker.sink = (w) => this.waves.push(w);
    this.unpin();
  }

  /** The first user gesture. */
  async start(): Promise<void> {
    if (this.ctx || this.starting) return;
    this.starting = true;
    const ctx = new AudioContext({ latencyHint: 'interactive' });
    await ctx.audioWorklet.addModule(WORKLET_URL);
    this.node = new AudioWorkletNode(ctx, 'mode12h-speaker', { numberOfInputs: 0, outputChannelCount: [1] });
    this.node.port.onmessage = (e: MessageEvent<SpeakerReport>) => {
      this.report = e.data;
    };
    this.gain = ctx.createGain();
    this.node.connect(this.gain).connect(ctx.destination);
    this.ctx = ctx;
    this.setVolume(this.volume, this.muted);
  }

  /**
   * The virtual milliseconds the display frame of timestamp `frameAt` runs the machine (now at
   * `nowMs`): by the audio clock when it runs, else `wallMs` (the wall time since the last frame,
   * clock.ts).
   */
  pace(nowMs: number, wallMs: number, frameAt: number): number {
    const ctx = this.ctx;
    const m = this.machine;
    if (!ctx || !m || !this.running || ctx.state !== 'running') return wallMs;
    const now = performance.now();
    watch(this.gaps, Math.min(50, now - this.lastFrame));
    this.lastFrame = frameAt;
    const untilNext = Math.max(0, frameAt + middle(this.gaps) - now);
    const rendered = ctx.currentTime;
    if (rendered > this.lastRendered) {
      this.lastRendered = rendered;
      this.renderedAt = now;
    } else if (now - this.renderedAt > FROZEN_MS || rendered === 0) {
      // Not rendering (the device starting, or stopped): the wall clock, and silence.
      this.unpin();
      return wallMs;
    }
    const frontier = this.frontier(ctx, rendered, now);
    const rate = ctx.sampleRate;
    if (this.base === null) this.pin(Math.round(frontier * rate) - Math.ceil((m.now * rate) / PIT_HZ), m);
    // The worklet's base is ours plus what it held. Where the device has rendered past the machine,
    // the worklet waits there (its last report may not count the latest wait yet): the machine's
    // now plays at the rendered end, and the frontier is that much further on.
    const base = this.base! + this.report.held;
    const audioMs = Math.min(((frontier * rate - base) / rate) * 1000, nowMs + (frontier - rendered) * 1000);
    const target = audioMs + untilNext + (MARGIN_SAMPLES / rate) * 1000;
    // to a whole millisecond: a key is taken at the next one (session.ts), which would add up
    // to a third of a quantum on top of the margin
    return Math.min(CATCH_UP_CAP_MS, Math.max(0, Math.round(target) - nowMs));
  }

  /** After a machine step: the speaker's waves on the way, and how far the machine ran. */
  step(): void {
    const { node, machine } = this;
    if (node && machine && this.base !== null) this.send({ kind: 'waves', until: machine.now, waves: this.waves });
    this.waves = [];
  }

  /** Running, or paused/hidden/ended: silence at once; on resume the clocks are pinned afresh. */
  run(on: boolean): void {
    const ctx = this.ctx;
    if (!ctx || on === this.running) return;
    this.running = on;
    this.unpin();
    if (on) void ctx.resume();
    else void ctx.suspend();
  }

  setVolume(volume: number, muted: boolean): void {
    this.settings = { volume: Math.min(1, Math.max(0, volume)), muted };
    if (this.gain) this.gain.gain.value = muted ? 0 : this.volume;
    try {
      localStorage.setItem(STORE, JSON.stringify({ volume: this.volume, muted }));
    } catch {
      // not remembered, still applied
    }
  }

  /**
   * The newest sample the device has rendered, smoothed over its bursts (context seconds); when
   * the context's timestamp is stale (just resumed, a starved page), what it last rendered.
   */
  private frontier(ctx: AudioContext, rendered: number, now: number): number {
    const ts = ctx.getOutputTimestamp();
    if (!ts.contextTime || !ts.performanceTime) return rendered;
    const heard = ts.contextTime + (now - ts.performanceTime) / 1000;
    watch(this.renderLead, rendered - heard);
    const frontier = heard + Math.max(...this.renderLead);
    return Math.abs(frontier - rendered) < STALE_S ? frontier : rendered;
  }

  /** Virtual sample n plays at context frame base + n from now on; the machine's speaker as it is now. */
  private pin(base: number, m: Machine): void {
    this.base = base;
    this.waves = [];
    this.send({ kind: 'start', base, from: m.now, waves: m.speaker.wavesFrom(m.now) });
  }

  private unpin(): void {
    if (this.base !== null) this.send({ kind: 'stop' });
    this.base = null;
    this.renderLead.length = 0;
  }

  private send(m: SpeakerMessage): void {
    this.node?.port.postMessage(m);
  }
}

/** `x` kept among the last LEAD_WINDOW values of `xs`. */
function watch(xs: number[], x: number): void {
  xs.push(x);
  if (xs.length > LEAD_WINDOW) xs.shift();
}

/** The median of `xs` (one display period at 60 Hz while none is known). */
function middle(xs: readonly number[]): number {
  return Float64Array.from(xs).sort()[xs.length >> 1] ?? 1000 / 60;
}
