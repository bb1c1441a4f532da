/**
 * The speaker as the player's AudioWorklet plays it (speaker-worklet.ts is its thin shell; this
 * part runs in Node too, for the tests). The page sends the machine's speaker `Wave`s, not
 * samples; the worklet renders them (src/shared/speaker-pcm.ts, the renderer of the CLI's WAV
 * files) a render quantum at a time, at the moment the quantum plays. Virtual time is pinned to
 * the audio clock: virtual sample n plays at context frame `base + n`, and the page runs the
 * machine ahead of that clock by about one display frame (audio.ts), so the waves of a stretch of
 * virtual time arrive before it plays and every sample is the one the WAV file holds.
 *
 * The worklet never plays a virtual sample before the machine has run past it, so none is ever
 * late: when the machine falls behind (a late frame, a busy tab, a start that arrives after its
 * moment), virtual time waits. Meanwhile the last wave goes on as it says — a held tone keeps its
 * pitch, silence stays silent: no gap — and virtual sample n plays that many frames later
 * (`held`, which the page adds to its base); once the machine's waves come, its samples play in
 * order from where the audio stopped, each change of sound in its place among them. `late` counts
 * samples whose change of sound arrived after they played, and stays 0.
 */
import { PIT_HZ } from '../../runtime/hw/pit.ts';
import type { Wave } from '../../runtime/hw/pit-counter.ts';
import { SpeakerPcm } from '../shared/speaker-pcm.ts';

/** What the page sends the worklet. */
export type SpeakerMessage =
  /** From now on virtual sample n plays at context frame base + n; the machine is at `from` (PIT ticks) with these waves. */
  | { kind: 'start'; base: number; from: number; waves: Wave[] }
  /** The machine ran to `until` (PIT ticks); the waves it reported on the way. */
  | { kind: 'waves'; until: number; waves: Wave[] }
  /** Paused, hidden, powered off: silence until the next start. */
  | { kind: 'stop' };

/** What the worklet tells the page (after each message, and once at the first loud sample). */
export interface SpeakerReport {
  played: number;
  loudest: number;
  /** Context frames virtual time has waited for the machine since the start (the page's base + held is the worklet's). */
  held: number;
  late: number;
  /** Context frame of the first loud sample after a start (-1: none yet). */
  loudFrame: number;
}

/** A level above this is "loud" (the bench's key → audible figure times the first one). */
const LOUD = 0.5;

export class SpeakerStream {
  readonly report: SpeakerReport = { played: 0, loudest: 0, held: 0, late: 0, loudFrame: -1 };
  private pcm: SpeakerPcm | null = null;
  /** The start's context frame of virtual sample 0 (it plays `held` frames later). */
  private base = 0;
  /** Samples that end by the machine's time: the ones the waves sent so far decide for good. */
  private known = 0;
  /** The first sample since the start (none before it was played). */
  private first = 0;
  /** The last wave going on while virtual time waits (null: not waiting). */
  private going: SpeakerPcm | null = null;

  constructor(readonly rate: number) {}

  take(m: SpeakerMessage): void {
    if (m.kind !== 'waves') this.report.held = 0;
    if (m.kind === 'stop') {
      this.pcm = null;
      return;
    }
    if (m.kind === 'start') {
      this.pcm = new SpeakerPcm(this.rate, m.from);
      this.base = m.base;
      this.known = this.first = this.pcm.position;
      this.report.loudFrame = -1;
    }
    const pcm = this.pcm;
    if (!pcm) return;
    for (const w of m.waves) {
      // A change at a moment already played: the samples since then went out without it.
      this.report.late += Math.max(0, pcm.position - Math.max(this.first, Math.floor((w.at * this.rate) / PIT_HZ)));
      pcm.push(w);
    }
    if (m.kind === 'waves') this.known = Math.max(this.known, Math.floor((m.until * this.rate) / PIT_HZ));
  }

  /** The quantum that starts at context frame `frame`. */
  fill(out: Float32Array | Float64Array, frame: number): void {
    const pcm = this.pcm;
    const r = this.report;
    out.fill(0);
    if (!pcm) return;
    // A start that arrives after its moment (or frames the device skipped): virtual time waits,
    // nothing is skipped.
    r.held = Math.max(r.held, frame - this.base - pcm.position);
    // Before the machine's start (its first samples are still to come): the cone at rest.
    const from = Math.min(out.length, pcm.position + this.base + r.held - frame);
    const to = Math.max(from, Math.min(out.length, from + this.known - pcm.position));
    pcm.fill(out, from, to);
    if (to > from) this.going = null;
    if (to < out.length) {
      // The machine has not run this far: its last wave goes on, in step from where it stopped.
      (this.going ??= pcm.goingOn()).fill(out, to, out.length);
      r.held += out.length - to;
    }
    r.played += out.length - from;
    for (let k = from; k < out.length; k++) {
      const v = out[k]!;
      if (v > r.loudest) r.loudest = v;
      if (r.loudFrame < 0 && v > LOUD) r.loudFrame = frame + k;
    }
  }
}
