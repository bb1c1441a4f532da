/**
 * The player's sound: the machine's PC speaker rendered from virtual time (src/shared/speaker-pcm.ts)
 * after every machine step, and played by an AudioWorklet (speaker-worklet.ts, which says how it
 * keeps the sound in step with the picture). Autoplay rules let a page start audio only from a user
 * gesture, so nothing is made before the first one. Mute and volume are remembered in localStorage.
 */
import type { Machine } from '../../runtime/machine.ts';
import { SpeakerPcm } from '../shared/speaker-pcm.ts';

const STORE = 'mode12h.sound';
/** The worklet module, beside the page (tools/build.mjs). */
export const WORKLET_URL = 'speaker.js';

export class SpeakerOut {
  volume = 0.5;
  muted = false;
  /** Samples the worklet has received, and the loudest of them (0..1). */
  received = 0;
  loudest = 0;
  /**
   * The first loud sample after power-on (performance.now() times; -1: not yet): when the worklet
   * said it rendered it, and when the device outputs it (its output latency added).
   */
  renderedAt = -1;
  heardAt = -1;
  private ctx: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private gain: GainNode | null = null;
  private pcm: SpeakerPcm | null = null;
  private machine: Machine | null = null;
  private starting = false;
  /** What `run` last asked of the context (its own state changes later, asynchronously). */
  private running = true;

  constructor() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE) ?? 'null') as { volume?: unknown; muted?: unknown } | null;
      if (typeof saved?.volume === 'number' && saved.volume >= 0 && saved.volume <= 1) this.volume = saved.volume;
      if (typeof saved?.muted === 'boolean') this.muted = saved.muted;
    } catch {
      // no storage (private mode) or a bad entry: the defaults
    }
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
    this.listen();
  }

  /** The first user gesture. */
  async start(): Promise<void> {
    if (this.ctx || this.starting) return;
    this.starting = true;
    const ctx = new AudioContext({ latencyHint: 'interactive' });
    await ctx.audioWorklet.addModule(WORKLET_URL);
    this.node = new AudioWorkletNode(ctx, 'mode12h-speaker', { numberOfInputs: 0, outputChannelCount: [1] });
    this.node.port.onmessage = (e: MessageEvent<[number, number] | number>) => {
      const d = e.data;
      if (typeof d === 'number') {
        // Context time → the page's clock, at the moment the device outputs that sample.
        this.renderedAt = performance.now();
        const ts = ctx.getOutputTimestamp();
        this.heardAt = ts.performanceTime! + (d - ts.contextTime!) * 1000;
      } else {
        this.received = d[0];
        this.loudest = Math.max(this.loudest, d[1]);
      }
    };
    this.gain = ctx.createGain();
    this.node.connect(this.gain).connect(ctx.destination);
    this.ctx = ctx;
    this.setVolume(this.volume, this.muted);
    this.listen();
  }

  /** After a machine step: the samples of the virtual time it ran. */
  step(): void {
    const { pcm, node, machine } = this;
    if (!pcm || !node || !machine) return;
    const levels = pcm.render(machine.now);
    if (levels.length === 0) return;
    const f = new Float32Array(levels);
    node.port.postMessage(f, [f.buffer]);
  }

  /** Running, or paused/hidden/ended: silence at once, nothing left queued to play on resume. */
  run(on: boolean): void {
    const ctx = this.ctx;
    if (!ctx || on === this.running) return;
    this.running = on;
    if (on) void ctx.resume();
    else {
      this.node!.port.postMessage('flush');
      void ctx.suspend();
    }
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = Math.min(1, Math.max(0, volume));
    this.muted = muted;
    if (this.gain) this.gain.gain.value = muted ? 0 : this.volume;
    try {
      localStorage.setItem(STORE, JSON.stringify({ volume: this.volume, muted }));
    } catch {
      // not remembered, still applied
    }
  }

  /** Render the attached machine's speaker from its present on. */
  private listen(): void {
    const m = this.machine;
    if (!m || !this.ctx) return;
    const pcm = new SpeakerPcm(this.ctx.sampleRate, m.now);
    for (const w of m.speaker.wavesFrom(m.now)) pcm.push(w);
    m.speaker.sink = (w) => pcm.push(w);
    this.pcm = pcm;
    this.heardAt = this.renderedAt = -1;
    this.node!.port.postMessage('flush');
  }
}
