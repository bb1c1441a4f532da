/**
 * The speaker as the player's AudioWorklet plays it (speaker-worklet.ts is its thin shell; this
 * part runs in Node too, for the tests). The page sends the machine's speaker `Wave`s, not
 * samples; the worklet renders them (src/shared/speaker-pcm.ts, the renderer of the CLI's WAV
 * files) a render quantum at a time, at the moment the quantum plays. Virtual time is pinned to
 * the audio clock: virtual sample n plays at context frame `base + n`, and the page runs the
 * machine ahead of that clock by about one display frame (audio.ts), so the waves of a stretch of
 * virtual time arrive before it plays and every sample is the one the WAV file holds.
 *
 * When the machine falls behind (a stalled tab, a long step), the worklet goes on past the last
 * wave it knows, as that wave says — a held tone keeps its pitch, silence stays silent; no gap, no
 * click. Counted: `ahead`, samples played past what the machine had run; `late`, samples whose
 * change of sound arrived after they played (the only samples that may differ from the file).
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
  ahead: number;
  late: number;
  /** Context frame of the first loud sample after a start (-1: none yet). */
  loudFrame: number;
}

/** A level above this is "loud" (the bench's key → audible figure times the first one). */
const LOUD = 0.5;

export class SpeakerStream {
  readonly report: SpeakerReport = { played: 0, loudest: 0, ahead: 0, late: 0, loudFrame: -1 };
  private pcm: SpeakerPcm | null = null;
  private base = 0;
  /** Samples that end by the machine's time: the ones the waves sent so far decide for good. */
  private known = 0;
  /** The first sample since the start (none before it was played). */
  private first = 0;

  constructor(readonly rate: number) {}

  take(m: SpeakerMessage): void {
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
    if (!pcm) {
      out.fill(0);
      return;
    }
    let n = frame - this.base;
    // Before the machine's start (its first samples are still to come): the cone at rest.
    const wait = Math.min(out.length, Math.max(0, pcm.position - n));
    out.fill(0, 0, wait);
    n += wait;
    // Behind the clock (a late start): the samples already due are skipped, not played late.
    const skip = n - pcm.position;
    if (skip > 0) pcm.fill(new Float64Array(skip), 0, skip);
    const from = pcm.position;
    pcm.fill(out, wait, out.length);
    const r = this.report;
    r.played += out.length - wait;
    r.ahead += Math.max(0, pcm.position - Math.max(from, this.known));
    for (let k = wait; k < out.length; k++) {
      const v = out[k]!;
      if (v > r.loudest) r.loudest = v;
      if (r.loudFrame < 0 && v > LOUD) r.loudFrame = frame + k;
    }
  }
}
