/**
 * The player's AudioWorklet (built alone as speaker.js and loaded from the page's own origin, as
 * its script-src 'self' allows). It plays the speaker samples the page renders from virtual time
 * after each machine step (src/web/audio.ts), in the order they come.
 *
 * Policy when the machine and the audio clock drift apart: the page steps the machine with wall
 * time, so samples arrive a frame's worth at a time and, on average, as fast as they play.
 * - Late (the machine ran slower than real time, a stalled tab): the queue runs dry and the last
 *   sample is held — the cone stays where it was, so a gap is silent, not a click.
 * - Early (it ran faster, or the audio device started late): more than MAX_MS queued means the
 *   sound lags the picture, so the oldest samples are dropped down to KEEP_MS: the sound jumps
 *   back in step instead of drifting.
 * - A standing backlog (a late start, a held gap whose samples came later): what was still queued
 *   when each batch arrived is watched over FLOOR_BATCHES batches; if even the least of it exceeds
 *   two render quanta, the excess over one quantum is dropped. A batch then starts playing within
 *   about a quantum of its arrival, right after the frame that shows the same virtual time.
 * - 'flush' (pause, hidden tab, power-on): drop everything and rest at 0.
 * It answers each batch with the count of samples received so far and the batch's loudest sample
 * (the browser test reads them), and tells the context time at which it first plays a loud
 * sample after a flush (the bench's key → audible figure).
 */
declare const sampleRate: number;
declare const currentTime: number;
declare function registerProcessor(name: string, ctor: new () => AudioWorkletProcessorLike): void;
interface AudioWorkletProcessorLike {
  readonly port: MessagePort;
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
declare const AudioWorkletProcessor: new () => { readonly port: MessagePort };

const MAX_MS = 100;
const KEEP_MS = 25;
const FLOOR_BATCHES = 30;
const QUANTUM = 128;

class SpeakerProcessor extends AudioWorkletProcessor implements AudioWorkletProcessorLike {
  private queue: Float32Array[] = [];
  /** Samples of queue[0] already played. */
  private head = 0;
  private queued = 0;
  private last = 0;
  private received = 0;
  private heard = false;
  /** The least queued at a batch's arrival over the current window, and the window's batches. */
  private floor = Infinity;
  private batches = 0;

  constructor() {
    super();
    this.port.onmessage = (e: MessageEvent<Float32Array | 'flush'>) => {
      const d = e.data;
      if (d === 'flush') {
        this.queue = [];
        this.head = this.queued = this.last = 0;
        this.heard = false;
        return;
      }
      this.floor = Math.min(this.floor, this.queued);
      if (++this.batches === FLOOR_BATCHES) {
        if (this.floor > 2 * QUANTUM) this.drop(this.floor - QUANTUM);
        this.floor = Infinity;
        this.batches = 0;
      }
      this.queue.push(d);
      this.queued += d.length;
      this.received += d.length;
      if (this.queued > (sampleRate * MAX_MS) / 1000) this.drop(this.queued - Math.round((sampleRate * KEEP_MS) / 1000));
      this.port.postMessage([this.received, Math.max(...d)]);
    };
  }

  private drop(n: number): void {
    while (n > 0) {
      const first = this.queue[0]!;
      const take = Math.min(n, first.length - this.head);
      this.head += take;
      this.queued -= take;
      n -= take;
      if (this.head === first.length) {
        this.queue.shift();
        this.head = 0;
      }
    }
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const out = outputs[0]![0]!;
    let i = 0;
    while (i < out.length && this.queue.length > 0) {
      const first = this.queue[0]!;
      const take = Math.min(out.length - i, first.length - this.head);
      out.set(first.subarray(this.head, this.head + take), i);
      i += take;
      this.head += take;
      this.queued -= take;
      this.last = out[i - 1]!;
      if (this.head === first.length) {
        this.queue.shift();
        this.head = 0;
      }
    }
    out.fill(this.last, i);
    for (let k = 0; !this.heard && k < i; k++) {
      if (out[k]! > 0.5) {
        this.heard = true;
        this.port.postMessage(currentTime + k / sampleRate);
      }
    }
    return true;
  }
}

registerProcessor('mode12h-speaker', SpeakerProcessor);

export {}; // a module: the worklet scope loads it as one, and its declarations stay its own
