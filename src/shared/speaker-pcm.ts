/**
 * The PC speaker as PCM: turns the speaker's level (runtime/hw/speaker.ts, `Wave`s in integer PIT
 * ticks) into samples at a host's rate, from virtual time only, so a replay gives the same
 * samples on every host.
 *
 * Each sample is the mean level over its own span of time (a box filter integrated exactly): an
 * edge inside a sample gives that sample the fraction of it spent high, so a high tone's edges
 * fall between samples instead of snapping to them, and its harmonics above the Nyquist rate are
 * damped by the box's sinc instead of folding back at full strength. The arithmetic is integer:
 * time is counted in units of 1/(PIT_HZ·rate) s, where tick t is t·rate and sample n starts at
 * n·PIT_HZ, exact up to 2^53 units (≈ 43 hours of virtual time at 48 kHz).
 *
 * No host dependencies: the CLI writes WAV files with it, the player feeds its AudioWorklet.
 */
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import { constantWave, type Wave } from '../../runtime/hw/pit-counter.ts';

/** High units of `w` from its start to time `x` (units: tick·rate). */
function highUnits(w: Wave, x: number, rate: number): number {
  const start = w.at * rate;
  if (w.period === 0) return w.level === 1 ? x - start : 0;
  const period = w.period * rate;
  const high = w.high * rate;
  const phase = w.phase * rate;
  return periodicHigh(x - start + phase, period, high) - periodicHigh(phase, period, high);
}

/** High units in [0, y) of a wave high for the first `high` of every `period` units. */
function periodicHigh(y: number, period: number, high: number): number {
  return Math.floor(y / period) * high + Math.min(y % period, high);
}

export class SpeakerPcm {
  /** The waves not yet fully rendered; the first is in force at the next sample's start. */
  private readonly waves: Wave[];
  /** The next sample to render (samples since virtual time 0). */
  private next: number;

  /** Samples at `rate` Hz from virtual time `from` (PIT ticks) on, the speaker silent then. */
  constructor(
    readonly rate: number,
    from = 0,
  ) {
    if (!Number.isInteger(rate) || rate < 1000 || rate > 384_000) throw new RangeError(`SpeakerPcm: rate ${rate} Hz is not a whole number in 1000..384000`);
    this.next = Math.ceil((from * rate) / PIT_HZ);
    this.waves = [constantWave(from, 0)];
  }

  /** The speaker's level from `w.at` on; supersedes what was pushed for that moment and after. */
  push(w: Wave): void {
    const waves = this.waves;
    while (waves.length > 1 && waves[waves.length - 1]!.at >= w.at) waves.pop();
    if (waves.length === 1 && waves[0]!.at >= w.at) waves[0] = w;
    else waves.push(w);
  }

  /** Samples rendered so far (the next one's index, counted from virtual time 0). */
  get position(): number {
    return this.next;
  }

  /**
   * The last wave pushed going on alone from the next sample, as a renderer of its own (the
   * player's worklet plays it while virtual time waits for the machine, src/web/speaker-stream.ts).
   */
  goingOn(): SpeakerPcm {
    const pcm = new SpeakerPcm(this.rate, Math.floor((this.next * PIT_HZ) / this.rate));
    pcm.push(this.waves[this.waves.length - 1]!);
    return pcm;
  }

  /**
   * Render the next `to - from` samples into out[from..to), wherever they end in virtual time (the
   * player's AudioWorklet renders a quantum at a time; past the last wave pushed, the level goes on
   * as that wave says).
   */
  fill(out: Float32Array | Float64Array, from: number, to: number): void {
    const rate = this.rate;
    const waves = this.waves;
    for (let k = from; k < to; k++) {
      const a = (this.next + k - from) * PIT_HZ;
      const b = a + PIT_HZ;
      while (waves.length > 1 && waves[1]!.at * rate <= a) waves.shift();
      let sum = 0;
      let lo = a;
      for (let i = 0; ; i++) {
        const w = waves[i]!;
        const next = waves[i + 1];
        const hi = next ? Math.min(b, next.at * rate) : b;
        const start = Math.max(lo, w.at * rate);
        if (hi > start) sum += highUnits(w, hi, rate) - highUnits(w, start, rate);
        if (!next || next.at * rate >= b) break;
        lo = hi;
      }
      out[k] = sum / PIT_HZ;
    }
    this.next += to - from;
  }
}

/**
 * Every sample of `pcm` that ends by virtual time `until` (PIT ticks) and is not yet rendered, in
 * a new array of levels in 0..1 (the fraction of the sample's span the cone was out). Not a method:
 * the player's worklet, which renders a quantum at a time (fill), leaves it out of speaker.js.
 */
export function renderUntil(pcm: SpeakerPcm, until: number): Float64Array {
  const out = new Float64Array(Math.max(0, Math.floor((until * pcm.rate) / PIT_HZ) - pcm.position));
  pcm.fill(out, 0, out.length);
  return out;
}

/** Full scale of a 16-bit sample for the speaker out: half of it, leaving room for the cone filter's overshoot. */
export const PCM16_AMPLITUDE = 16_384;

/** Levels (0..1) → signed 16-bit samples, the cone at rest being 0. */
export function toPcm16(levels: Float64Array, amplitude = PCM16_AMPLITUDE): Int16Array {
  const out = new Int16Array(levels.length);
  for (let i = 0; i < levels.length; i++) out[i] = Math.round(levels[i]! * amplitude);
  return out;
}

/**
 * A small speaker cone, as a host setting: a first-order high-pass at 120 Hz (the cone does not
 * hold a constant level) and a second-order Butterworth low-pass at 4.8 kHz (it cannot follow fast
 * edges) — the figures of DOSBox Staging's default PC speaker filter. Off by default: tests and
 * golden WAVs hear the bare signal.
 */
export class SpeakerCone {
  private hpX = 0;
  private hpY = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  private readonly hp: number;
  private readonly b0: number;
  private readonly b1: number;
  private readonly a1: number;
  private readonly a2: number;

  constructor(rate: number, highPassHz = 120, lowPassHz = 4800) {
    this.hp = 1 / (1 + (2 * Math.PI * highPassHz) / rate);
    // RBJ cookbook low-pass, Q = 1/√2.
    const w = (2 * Math.PI * lowPassHz) / rate;
    const alpha = Math.sin(w) / Math.SQRT2;
    const a0 = 1 + alpha;
    this.b0 = (1 - Math.cos(w)) / 2 / a0;
    this.b1 = (1 - Math.cos(w)) / a0;
    this.a1 = (-2 * Math.cos(w)) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  /** Filter `levels` in place (continuing from the previous call). */
  apply(levels: Float64Array): void {
    for (let i = 0; i < levels.length; i++) {
      const x = levels[i]!;
      const h = this.hp * (this.hpY + x - this.hpX);
      this.hpX = x;
      this.hpY = h;
      const y = this.b0 * h + this.b1 * this.x1 + this.b0 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
      this.x2 = this.x1;
      this.x1 = h;
      this.y2 = this.y1;
      this.y1 = y;
      levels[i] = y;
    }
  }
}

/** A 16-bit mono PCM WAV file of `samples` at `rate` Hz. */
export function encodeWav(samples: Int16Array, rate: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(bytes.buffer);
  const ascii = (at: number, s: string): void => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true); // fmt chunk size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); // bytes per second
  v.setUint16(32, 2, true); // block align
  v.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i]!, true);
  return bytes;
}
