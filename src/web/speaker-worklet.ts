/**
 * The player's AudioWorklet (built alone as speaker.js and loaded from the page's own origin, as
 * its script-src 'self' allows): the shell around speaker-stream.ts, which says how the speaker's
 * waves become samples on the audio clock. After each message from the page it answers with its
 * counts (SpeakerReport); the first loud sample after a start is told at once.
 */
import { SpeakerStream, type SpeakerMessage } from './speaker-stream.ts';

declare const sampleRate: number;
declare const currentFrame: number;
declare function registerProcessor(name: string, ctor: new () => AudioWorkletProcessorLike): void;
interface AudioWorkletProcessorLike {
  readonly port: MessagePort;
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
declare const AudioWorkletProcessor: new () => { readonly port: MessagePort };

class SpeakerProcessor extends AudioWorkletProcessor implements AudioWorkletProcessorLike {
  private readonly stream = new SpeakerStream(sampleRate);

  constructor() {
    super();
    this.port.onmessage = (e: MessageEvent<SpeakerMessage>) => {
      this.stream.take(e.data);
      this.port.postMessage(this.stream.report);
    };
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const heard = this.stream.report.loudFrame;
    this.stream.fill(outputs[0]![0]!, currentFrame);
    if (heard < 0 && this.stream.report.loudFrame >= 0) this.port.postMessage(this.stream.report);
    return true;
  }
}

registerProcessor('mode12h-speaker', SpeakerProcessor);
